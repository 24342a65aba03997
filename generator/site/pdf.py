"""The printable rules: ``make site`` prints, per language, the whole rules page and the table
card to A4 PDFs with Chromium, through Playwright (the browser the tests drive)::

    <lang>/pdf/rules.pdf         the rules page (contrato.css's print styles: no examples,
                                 practice links or copy controls; a header and page numbers)
    <lang>/pdf/table-card.pdf    table-card/, one page

Links in the PDFs go to the site's own address (``CONTRATO_SITE_URL``), not to the folder the
pages were printed from; a clause reference on the rules page stays a link within the PDF.

Reproducible: Chromium stamps the time it prints; the document's information is rewritten with
pypdf (title, subject, language, and ``SOURCE_DATE_EPOCH`` as its dates), so that the same
inputs give byte-identical PDFs. No request leaves the machine: pages are read from files,
and anything else is refused.
"""

from __future__ import annotations

import io
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

#: Debian's Chromium, the full browser (``make chromium`` installs it; the browser tests use
#: its headless shell: tests/site_fixtures.py).
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
#: Where the PDFs go in each language's site, and the page each comes from.
PDF_FOLDER = "pdf"
PRINTS = {"rules.pdf": "rules/index.html", "table-card.pdf": "table-card/index.html"}
#: How long Chromium may take to load or print one page (ms): generous, for a busy machine.
TIMEOUT_MS = 600_000


class PdfError(RuntimeError):
    """A PDF could not be made (no Chromium, Playwright missing, a page that fails)."""


@dataclass(frozen=True)
class PrintJob:
    """One PDF: ``page`` (a built HTML file), ``out`` (the PDF), its ``title``, ``subject``
    and ``lang`` (``pt-PT``…) for the document's information, and the ``header`` and
    ``footer`` lines Chromium draws on every page (HTML; ``pageNumber``/``totalPages``
    spans are filled in by Chromium)."""
    page: Path
    out: Path
    title: str
    subject: str
    lang: str
    header: str
    footer: str
    one_page: bool = False


#: Header and footer, as Chromium wants them: a whole HTML fragment with its own style.
_BAND = ('<div style="width:100%;font-size:7.5pt;font-family:sans-serif;color:#444;'
         'padding:0 12mm;display:flex;justify-content:space-between;">{}</div>')


def band(left: str, right: str = "") -> str:
    """A header or footer line: ``left`` and ``right`` ends (HTML)."""
    return _BAND.format(f"<span>{left}</span><span>{right}</span>")


def page_numbers(template: str) -> str:
    """``"página {page} de {pages}"`` → Chromium's page-number spans."""
    return template.format(page='<span class="pageNumber"></span>',
                           pages='<span class="totalPages"></span>')


_ABSOLUTE_LINKS = """site => {
    // links to the site's own address, not to the files printed from; #anchors stay in the PDF
    const here = document.querySelector('link[rel=canonical]');
    const base = here ? here.href : site;
    for (const a of document.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href');
        if (!href || href.startsWith('#')) continue;
        a.setAttribute('href', new URL(href, base).href);
    }
}"""


def print_pdfs(jobs: Sequence[PrintJob], epoch: int, *, chromium: str = CHROMIUM) -> None:
    """Print every job, in one browser. Raises :class:`PdfError` naming the page when
    Chromium or Playwright is missing, a page cannot be printed, or a one-page print takes
    more pages.

    The browser is driven from a thread of its own: Playwright's synchronous API refuses to
    run in a thread where an asyncio loop runs (a caller driving its own browser, as the
    tests do)."""
    failure: list[BaseException] = []

    def work() -> None:
        try:
            _print_pdfs(jobs, epoch, chromium)
        except BaseException as err:          # handed back to the caller's thread
            failure.append(err)

    thread = threading.Thread(target=work, name="contrato-pdf")
    thread.start()
    thread.join()
    if failure:
        raise failure[0]


def _print_pdfs(jobs: Sequence[PrintJob], epoch: int, chromium: str) -> None:
    if not Path(chromium).exists():
        raise PdfError(f"the PDFs need Chromium at {chromium}: `make chromium` installs it "
                       "(apt-get install chromium), or build without them: "
                       "contrato build --no-pdf")
    try:
        from playwright.sync_api import Error as PlaywrightError, sync_playwright
    except ImportError as err:
        raise PdfError(f"the PDFs need the Python package playwright ({err})") from None
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            try:
                context = browser.new_context()
                # a busy machine prints slowly: a page may take minutes, not forever
                context.set_default_timeout(TIMEOUT_MS)
                context.set_default_navigation_timeout(TIMEOUT_MS)
                context.route("**/*", _local_only)
                page = context.new_page()
                for job in jobs:
                    page.goto(job.page.resolve().as_uri(), wait_until="load")
                    page.evaluate(_ABSOLUTE_LINKS, "")
                    data = page.pdf(format="A4", print_background=True,
                                    display_header_footer=True, header_template=job.header,
                                    footer_template=job.footer,
                                    margin={"top": "16mm", "bottom": "16mm", "left": "14mm",
                                            "right": "14mm"})
                    data = _reproducible(data, job, epoch)
                    if job.one_page and pages_of(data) != 1:
                        raise PdfError(f"{job.page}: {pages_of(data)} pages where the card "
                                       "must fit one A4 page")
                    job.out.parent.mkdir(parents=True, exist_ok=True)
                    job.out.write_bytes(data)
            finally:
                browser.close()
    except PlaywrightError as err:
        raise PdfError(f"Chromium could not print the PDFs: {err}") from None


def _local_only(route) -> None:
    """Pages are printed from files: anything else (an outside address) is refused."""
    if route.request.url.startswith(("file:", "data:", "blob:")):
        route.continue_()
    else:
        route.abort()


def pages_of(data: bytes) -> int:
    from pypdf import PdfReader
    return len(PdfReader(io.BytesIO(data)).pages)


def _pdf_date(epoch: int) -> str:
    return time.strftime("D:%Y%m%d%H%M%SZ", time.gmtime(epoch))


def _reproducible(data: bytes, job: PrintJob, epoch: int) -> bytes:
    """The PDF with its information rewritten: title, subject, language, creator and dates
    from ``epoch`` in place of the time of printing."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import NameObject, TextStringObject

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.metadata = None
    writer.add_metadata({"/Title": job.title, "/Subject": job.subject,
                         "/Creator": "contrato build", "/Producer": "Chromium, pypdf",
                         "/CreationDate": _pdf_date(epoch), "/ModDate": _pdf_date(epoch)})
    writer.root_object[NameObject("/Lang")] = TextStringObject(job.lang)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
