"""The rules for the table (issue 13): the edition and the changes page, the table card (its
numbers from the engine), the PDFs of the rules and the card (read back with pypdf: page count
and text in each language) and the "page not found" pages. In a browser:
test_browser_rules.py."""

from __future__ import annotations

import io
import re
import shutil

import lxml.html
import pytest
from pypdf import PdfReader

from generator.engine.profile import CONTRATO
from generator.site import build, pages, pdf, table_card, texts
from generator.site.texts import SiteSourceError

from site_fixtures import LANGS

pytest_plugins = ["site_fixtures"]


@pytest.fixture
def docs_copy(tmp_path):
    dst = tmp_path / "docs"
    shutil.copytree(texts.DOCS, dst)
    texts.load_changes.cache_clear()
    yield dst
    texts.load_changes.cache_clear()


def _words(text: str) -> str:
    return " ".join(text.split())


# --- edition and changes ---------------------------------------------------------------------

def test_every_language_has_the_same_editions_dates_and_clauses_newest_first():
    editions = {}
    for lang in LANGS:
        changes = texts.load_changes(lang)
        editions[lang] = [(e.version, e.date, [c.clauses for c in e.changes])
                          for e in changes.editions]
        versions = [tuple(int(x) for x in e.version.split(".")) for e in changes.editions]
        assert versions == sorted(versions, reverse=True), lang
    assert editions["pt"] == editions["es"] == editions["ca"]
    assert editions["pt"][0][0] == "1.2"                  # ruling D14 (issue 26)


@pytest.mark.parametrize("lang, expected", [
    ("pt", "Edição 1.2, 1 de dezembro de 2026"),
    ("es", "Edición 1.2, 1 de diciembre de 2026"),
    ("ca", "Edició 1.2, 1 de desembre de 2026"),
])
def test_the_edition_is_written_out_in_each_language(lang, expected):
    assert pages.edition_text(texts.load_changes(lang), texts.load_ui(lang)) == expected


def test_catalan_months_take_their_apostrophe():
    ui = texts.load_ui("ca")
    import datetime
    assert pages.format_date(datetime.date(2026, 10, 3), ui) == "3 d'octubre de 2026"
    assert pages.format_date(datetime.date(2026, 4, 30), ui) == "30 d'abril de 2026"


def test_a_change_naming_no_such_clause_is_refused_with_file_and_line(docs_copy):
    path = docs_copy / "es" / "changes.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("- clauses: []", '- clauses: ["6.2", D99]', 1),
                    encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"docs/es/changes\.yaml, line \d+: D99: no such "
                                              r"clause or ruling"):
        texts.load_changes("es", docs_copy)


def test_editions_out_of_order_are_refused(docs_copy):
    path = docs_copy / "pt" / "changes.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('version: "1.0"', 'version: "1.2"'), encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"changes\.yaml: edition 1\.1 .* before 1\.2"):
        texts.load_changes("pt", docs_copy)


def test_a_date_that_does_not_exist_is_refused(docs_copy):
    path = docs_copy / "ca" / "changes.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"2026-11-30"', '"2026-11-31"'), encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"changes\.yaml, line \d+: '2026-11-31' is not "
                                              r"a date"):
        texts.load_changes("ca", docs_copy)


@pytest.mark.parametrize("lang", LANGS)
def test_the_changes_page_lists_editions_newest_first_with_their_clauses(site, lang):
    doc = lxml.html.fromstring((site / lang / "changes" / "index.html").read_bytes())
    article = doc.xpath("//article")[0]
    headings = [_words(h.text_content()) for h in article.xpath(".//h2")]
    changes = texts.load_changes(lang)
    ui = texts.load_ui(lang)
    assert [h.rstrip("¶").strip() for h in headings] == [
        ui["edition"].format(version=e.version, date=pages.format_date(e.date, ui))
        for e in changes.editions]
    assert [h.get("id") for h in article.xpath(".//h2")] == ["v1-2", "v1-1", "v1-0"]
    assert ui["all_clauses"] in _words(article.text_content())


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_shows_its_edition_and_links_the_changes_and_the_prints(site, lang):
    doc = lxml.html.fromstring((site / lang / "rules" / "index.html").read_bytes())
    ui = texts.load_ui(lang)
    edition = doc.xpath("//p[@class='rules-edition']")[0]
    assert _words(edition.text_content()).startswith(
        pages.edition_text(texts.load_changes(lang), ui))
    assert edition.xpath(".//a/@href") == ["../changes/"]
    prints = doc.xpath("//p[@class='rules-print']//a")
    assert [a.get("href") for a in prints] == ["../pdf/rules.pdf", "../pdf/table-card.pdf",
                                               "../table-card/"]
    assert [a.get("download") for a in prints[:2]] == [ui["pdf_rules_file"],
                                                       ui["pdf_card_file"]]


# --- the table card --------------------------------------------------------------------------

def test_the_card_numbers_come_from_the_profile():
    facts = table_card.card_facts(CONTRATO)
    assert [r.dealt for r in facts.rounds] == [10, 10, 10, 12, 12, 12, 12]
    assert [(r.groups, r.sequences) for r in facts.rounds] == [
        (2, 0), (1, 1), (0, 2), (3, 0), (2, 1), (1, 2), (0, 3)]
    assert [r.min_cards for r in facts.rounds] == [6, 7, 8, 9, 10, 11, 12]
    assert [r.whole_hand for r in facts.rounds] == [False] * 6 + [True]
    assert facts.pack_size == 107 and facts.players == 4
    # the stock after the deal: 107 cards, 4 hands, the first discard
    assert [r.stock for r in facts.rounds] == [107 - 4 * r.dealt - 1 for r in facts.rounds]


@pytest.mark.parametrize("lang, round1, round2, round7", [
    ("pt", "2 grupos", "1 grupo e 1 sequência", "3 sequências"),
    ("es", "2 grupos", "1 grupo y 1 escalera", "3 escaleras"),
    ("ca", "2 grups", "1 grup i 1 escala", "3 escales"),
])
def test_the_card_rows_in_each_language(lang, round1, round2, round7):
    shown = table_card.card_texts(table_card.card_facts(),
                                  table_card.load_card_texts(lang))
    rows = shown["rows"]
    assert [r["contract"] for r in (rows[0], rows[1], rows[6])] == [round1, round2, round7]
    assert rows[0]["opening"].startswith("3 + 3 = 6 ")
    assert rows[6]["opening"].endswith("(12 " + rows[6]["opening"].split("(12 ")[1])
    text = " ".join(i for s in shown["sections"] for i in s["items"])
    assert "{" not in text and "107" in text and "15" in text


def test_every_language_uses_the_same_placeholders_on_the_card():
    """The same sentences in every language: each a plain sentence or one chosen by the same
    choice with the same cases, with the same placeholders; the same phrases."""
    def shape(entry):
        if isinstance(entry, dict):
            return (entry["by"], {case: shape(text) for case, text in entry["cases"].items()})
        return None if entry is None else sorted(re.findall(r"\{(\w+)\}", entry))

    def fields(lang):
        data = table_card.load_card_texts(lang).data
        return ({k: [shape(item) for item in s["items"]] for k, s in data["sections"].items()},
                {name: shape(c) for name, c in data["phrases"].items()})
    assert fields("pt") == fields("es") == fields("ca")


def test_an_unknown_placeholder_on_the_card_is_refused(docs_copy):
    path = docs_copy / "es" / "table-card.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("{pack_size}", "{pack}", 1), encoding="utf-8")
    with pytest.raises(SiteSourceError, match=r"table-card\.yaml: sections/game: .*unknown "
                                              r"placeholder 'pack'"):
        table_card.card_texts(table_card.card_facts(),
                              table_card.load_card_texts("es", docs_copy))


# --- the PDFs --------------------------------------------------------------------------------

def _pdf(site, lang, name) -> PdfReader:
    return PdfReader(io.BytesIO((site / lang / "pdf" / name).read_bytes()))


def _text(reader: PdfReader) -> str:
    return _words(" ".join(p.extract_text() for p in reader.pages))


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pdf_holds_every_clause_in_its_language(site, lang):
    reader = _pdf(site, lang, "rules.pdf")
    rules = texts.load_rules(lang)
    assert 6 <= len(reader.pages) <= 60
    text = _text(reader)
    for cid in ("1.1", "6.2", "7.4", "D4", "D13"):
        title = _words(rules.clause(cid).title)
        assert f"{cid} {title}" in text or f"{cid}{title}" in text, (lang, cid, title)
    ui = texts.load_ui(lang)
    assert pages.edition_text(texts.load_changes(lang), ui) in text
    assert ui["page_numbers"].format(page=2, pages=len(reader.pages)) in text
    info = reader.metadata
    assert info.title == f"{rules.title} — Contrato"
    assert reader.trailer["/Root"]["/Lang"] == build.PDF_LANG[lang]
    # no examples or practice links in print (contrato.css, @media print)
    assert ui["practise_clause"].split("{")[0].strip(" (") not in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_card_is_one_a4_page_in_its_language(site, site_url, lang):
    reader = _pdf(site, lang, "table-card.pdf")
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)) == (
        210, 297)
    text = _text(reader)
    shown = table_card.card_texts(table_card.card_facts(),
                                  table_card.load_card_texts(lang))
    assert shown["title"] in text
    for column in shown["columns"]:
        assert _words(column) in text
    for row in shown["rows"]:
        assert _words(row["contract"]) in text
    for section in shown["sections"]:
        assert section["title"] in text
    # the footer: where the card lives on the site, and "page 1 of 1"
    assert f"{site_url}{lang}/table-card/" in text
    assert texts.load_ui(lang)["page_numbers"].format(page=1, pages=1) in text


@pytest.mark.parametrize("lang", LANGS)
def test_links_in_the_pdfs_go_to_the_site_not_to_files(site, site_url, lang):
    for name in pdf.PRINTS:
        uris = [a["/A"]["/URI"] for page in _pdf(site, lang, name).pages
                for a in (page.get("/Annots") or []) if "/URI" in a.get_object().get("/A", {})]
        assert uris, (lang, name)
        assert all(u.startswith(site_url) for u in uris), [u for u in uris
                                                           if not u.startswith(site_url)][:5]


def test_the_pdfs_carry_no_time_of_printing(site):
    from site_fixtures import EPOCH
    info = _pdf(site, "pt", "rules.pdf").metadata
    assert info["/CreationDate"] == info["/ModDate"] == pdf._pdf_date(EPOCH)


def test_printing_twice_gives_the_same_bytes(site, tmp_path):
    """Chromium stamps the time it prints; pypdf rewrites it from the build's date."""
    jobs = [pdf.PrintJob(page=site / "es" / "table-card" / "index.html",
                         out=tmp_path / f"card-{i}.pdf", title="t", subject="s", lang="es-ES",
                         header=pdf.band("a"), footer=pdf.band("b"), one_page=True)
            for i in range(2)]
    pdf.print_pdfs(jobs, 0)
    first, second = (job.out.read_bytes() for job in jobs)
    assert first == second
    assert PdfReader(io.BytesIO(first)).metadata["/CreationDate"] == "D:19700101000000Z"


def test_printing_works_beside_a_running_browser(site, browser, tmp_path):
    """The tests drive their own browser with Playwright's synchronous API (``browser``: an
    asyncio loop in this thread): printing runs in a thread of its own."""
    job = pdf.PrintJob(page=site / "ca" / "table-card" / "index.html",
                       out=tmp_path / "card.pdf", title="t", subject="s", lang="ca-ES",
                       header=pdf.band("a"), footer=pdf.band("b"), one_page=True)
    pdf.print_pdfs([job], 0)
    assert len(PdfReader(job.out).pages) == 1


def test_a_missing_chromium_is_a_clear_error(tmp_path):
    with pytest.raises(pdf.PdfError, match=r"Chromium at .*nowhere.*--no-pdf"):
        pdf.print_pdfs([], 0, chromium=str(tmp_path / "nowhere"))


# --- pages not found -------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_own_page_not_found(site, lang):
    doc = lxml.html.fromstring((site / lang / "404.html").read_bytes())
    ui = texts.load_ui(lang)
    assert doc.get("lang").split("-")[0] == lang
    article = doc.xpath("//article")[0]
    assert _words(article.xpath(".//h1")[0].text_content()) == ui["not_found_title"]
    links = {_words(a.text_content()): a.get("href") for a in article.xpath(".//a")}
    assert links == {ui["not_found_rules"]: f"/{lang}/rules/", ui["not_found_home"]: f"/{lang}/"}


def test_the_root_has_a_page_not_found_in_every_language(site):
    doc = lxml.html.fromstring((site / "404.html").read_bytes())
    sections = doc.xpath("//section")
    assert [s.get("lang") for s in sections] == list(LANGS)
    for s in sections:
        ui = texts.load_ui(s.get("lang"))
        assert _words(s.xpath(".//h1")[0].text_content()) == ui["not_found_title"]
        assert s.xpath(".//a/@href") == [f"/{s.get('lang')}/rules/", f"/{s.get('lang')}/"]
