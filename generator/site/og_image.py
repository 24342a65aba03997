"""The picture a link preview shows (``og:image``): one card picture per language.

A chat or a social network shows, beside a pasted link, the page's title, its description and
an image. Every page of a language points at the same picture, ``images/contrato-card.png``
(:data:`PATH`, ``overrides/main.html``): the site's name, the language's description of the
site (``ui.site_description``) and a hand of cards, drawn here with Pillow at build time
(:func:`card_picture`). No outside request: the font is DejaVu Sans as matplotlib ships it
(a pinned dependency), so the same inputs give the same bytes on every machine; PNG has no
time of its own.
"""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

__all__ = ["PATH", "SIZE", "card_picture", "font_path"]

#: Where the picture goes in each language's site (and its sources).
PATH = "images/contrato-card.png"
#: Its size in pixels: Open Graph's large picture (1.91:1).
SIZE = (1200, 630)
#: The site's colours (``overrides/main.html`` theme-color, contrato.css).
GREEN, LIGHT, RED, INK = "#1e5b3a", "#eef4f0", "#b3261e", "#10301f"
#: The hand drawn on the right: the round-2 contract, a group and a sequence with a joker.
HAND = (("7", "♥"), ("7", "♣"), ("7", "♦"), ("JK", ""), ("9", "♠"), ("10", "♠"))


def font_path(bold: bool = False) -> Path:
    """DejaVu Sans (bold) as matplotlib ships it."""
    import matplotlib
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return Path(matplotlib.get_data_path()) / "fonts" / "ttf" / name


def card_picture(title: str, text: str) -> bytes:
    """The picture as PNG bytes: ``title`` (the site's name) and ``text`` (a sentence about
    the site, wrapped to four lines at most) on the site's green, and a hand of cards."""
    from PIL import Image, ImageDraw, ImageFont

    width, height = SIZE
    image = Image.new("RGB", SIZE, GREEN)
    draw = ImageDraw.Draw(image)
    big = ImageFont.truetype(str(font_path(True)), 100)
    body = ImageFont.truetype(str(font_path()), 36)
    draw.text((64, 48), title, font=big, fill="white")
    lines = textwrap.wrap(" ".join(text.split()), width=50)[:4]
    for i, line in enumerate(lines):
        draw.text((68, 186 + i * 50), line, font=body, fill=LIGHT)
    _hand(draw, left=width - 64 - 150 - 5 * 92, top=392)
    draw.rectangle((0, height - 18, width, height), fill=INK)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _hand(draw, left: int, top: int) -> None:
    """The cards of :data:`HAND`, each overlapping the one before."""
    from PIL import ImageFont

    rank_font = ImageFont.truetype(str(font_path(True)), 44)
    index_font = ImageFont.truetype(str(font_path()), 40)
    suit_font = ImageFont.truetype(str(font_path()), 80)
    w, h, step = 150, 210, 92
    for i, (rank, suit) in enumerate(HAND):
        x, y = left + i * step, top + (i % 2) * 12
        draw.rounded_rectangle((x, y, x + w, y + h), radius=14, fill="white",
                               outline=INK, width=3)
        colour = GREEN if rank == "JK" else RED if suit in ("♥", "♦") else INK
        mark = "★" if rank == "JK" else suit
        draw.text((x + 12, y + 8), rank, font=rank_font, fill=colour)
        draw.text((x + 14, y + 60), mark, font=index_font, fill=colour)
        if i == len(HAND) - 1:           # the card on top shows its suit whole
            draw.text((x + w / 2 + 14, y + h / 2 + 30), mark, font=suit_font, fill=colour,
                      anchor="mm")
