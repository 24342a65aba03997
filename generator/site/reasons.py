"""Why each wrong choice of a puzzle fails, as its explanation says it.

The explanation of a puzzle with three or more choices ends with a list of the other
choices, each with the mistake it comes from ("- **21**: counting the ace as 1…", "- Duarte:
thinking that the highest total is the best…"). A player who picked a wrong choice may ask
why it fails without being shown the right one (``docs/javascripts/practice.js``): this
module finds, for each choice, its item of that list.

A yes/no puzzle has no such list (the other answer's reason is the whole solution), nor do
some kinds whose choices are explained together (which end of a sequence a card fits):
their choices have no reason of their own (``None``).

The explanation is read as the puzzle generator wrote it (Markdown, one list item a line);
``tests/test_site_practice.py`` checks that every kind that lists its other choices gets a
reason for each of them, so a change of wording in the generator shows up there.
"""

from __future__ import annotations

from ..puzzles.model import Puzzle


def choice_reasons(p: Puzzle, lang: str) -> tuple[str | None, ...]:
    """For each choice of ``p`` in ``lang``: the Markdown of why it fails (the list item
    of its explanation without the choice's own words), or ``None`` for the right choice
    and for a choice the explanation does not name on its own line.

    >>> from generator.puzzles.model import PuzzleText
    >>> t = PuzzleText("T", "S", "Q?", ("21", "35"), "35.", "Sum.\\n\\n- **21**: the ace "
    ...                "is 15 (§8.1).")
    >>> choice_reasons(Puzzle("pe-x", "penalty", None, 1, ("8.1",), 1, "t", (), {"pt": t}), "pt")
    ('the ace is 15 (§8.1).', None)
    """
    t = p.texts[lang]
    items = [line[2:] for line in t.explanation.splitlines() if line.startswith("- ")]
    out: list[str | None] = []
    for i, choice in enumerate(t.choices):
        reason = None
        if i != p.correct:
            for heads in (f"{choice}:", f"**{choice}**:"):
                found = [item[len(heads):].strip() for item in items if item.startswith(heads)]
                if len(found) == 1 and found[0]:
                    reason = found[0]
                    break
        out.append(reason)
    return tuple(out)


def misreadings(p: Puzzle) -> int:
    """How many wrong choices of ``p`` are explained as a misreading of their own (counted on
    the Portuguese text; every language lists the same)."""
    return sum(r is not None for r in choice_reasons(p, "pt"))
