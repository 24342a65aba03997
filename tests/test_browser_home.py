"""The home page's first screen on a phone (issue 25): the table's tools — settle a dispute,
the rules, the table card, practise, house rules (and the score sheet once its page exists) —
each a link with a few words, all within the first 740 px at 375 px, in pt, es and ca; the
table card is in the menu.
"""

from __future__ import annotations

import pytest

from generator.site import pages, texts

from site_fixtures import LANGS, PHONE, settle

pytest_plugins = ["site_fixtures"]

LOCALE = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_screen_offers_the_table_s_tools(browse, site, lang):
    ui = texts.load_ui(lang)
    page = browse.open(f"{lang}/", locale=LOCALE[lang], viewport=PHONE, has_touch=True,
                       is_mobile=True)
    settle(page)
    tools = page.locator(".home-tools a")
    built = [key for key in texts.TOOLS
             if (site / lang / pages.TOOL_PAGES[key][1] / "index.html").is_file()]
    assert built[:5] == ["verdict", "rules", "card", "practice", "house"]
    assert tools.count() == len(built)
    for i, key in enumerate(built):
        link = tools.nth(i)
        assert link.get_attribute("href") == pages.TOOL_PAGES[key][1]
        assert " ".join(link.inner_text().split()) == \
            f"{ui['tools'][key]['title']} {ui['tools'][key]['text']}"
        box = link.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], (key, box)
        assert box["height"] >= 44 and box["x"] + box["width"] <= PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth")
    # the first tool settles a dispute: the verdict page
    tools.first.tap()
    page.wait_for_url(lambda url: url.endswith(f"/{lang}/verdict/"))
    browse.check()


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_card_is_in_the_menu(site, lang):
    text = (site / lang / "index.html").read_text(encoding="utf-8")
    title = pages.table_card_title(lang)        # the card's name (table-card.yaml)
    nav = text.split('class="md-nav md-nav--primary"', 1)[1]
    assert 'href="table-card/"' in nav
    assert title in nav.split('href="table-card/"', 1)[1][:400]


def test_a_tool_without_its_page_is_left_out():
    """The score sheet (issue 28) shows on the first screen once its page is built."""
    ui = texts.load_ui("pt")
    sources = ["index.md", "verdict.md", "rules.md", "table-card.md", "practice/index.md",
               "house-rules/index.md"]
    without = pages.home_tools_html(ui, sources)
    assert 'href="score/"' not in without and without.count("<li") == 5
    with_score = pages.home_tools_html(ui, sources + ["score.md"])
    assert with_score.count("<li") == 6
    assert ('<a href="score/"><span class="home-tool-title">Folha de pontuação</span> '
            '<span class="home-tool-text">Os pontos de cada ronda</span></a>') in with_score
    # the verdict tool settles a question of rules: not «una discusión de juego», no set phrase
    # (thirteenth es reading #1)
    for lang, text in (("pt", "Resolver uma dúvida sobre as regras"),
                       ("es", "Resolver una duda de reglas"),
                       ("ca", "Resoldre un dubte sobre les regles")):
        assert (f'<a href="verdict/"><span class="home-tool-title">'
                f'{texts.load_ui(lang)["tools"]["verdict"]["title"]}</span> '
                f'<span class="home-tool-text">{text}</span></a>') in \
            pages.home_tools_html(texts.load_ui(lang), sources)
    assert pages.fill_tools_slot("# Contrato\n\n<!-- tools -->\n\nTexto", ui, sources) == \
        f"# Contrato\n\n{without}\n\nTexto"
