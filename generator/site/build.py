"""``contrato build``: puzzles → MkDocs sources → three MkDocs builds → ``site/``.

Layout of the result (``--out``, default ``site/``)::

    index.html        sends the reader to their browser's language; plain links otherwise
    404.html          "page not found" in the three languages (the reader's first, by script)
    pt/ es/ ca/       one MkDocs Material site per language, each with its own search index
                      and its own 404.html
    <lang>/pdf/       rules.pdf and table-card.pdf (:mod:`generator.site.pdf`)
    runtime/          the verdict page's engine: Pyodide and the engine bundle
    sw.js, icons/     the service worker (the verdict page offline) and the app's icons

Steps (:func:`build_site`):

1. check the puzzles (:func:`generator.site.pages.check_puzzles`);
2. render every language's sources into ``<sources>/<lang>/`` (``contrato build``:
   ``build/docs/``, where ``mkdocs.<lang>.yml`` expects them), with ``docs/stylesheets/`` and
   ``docs/javascripts/``;
3. run ``mkdocs build --strict`` for ``mkdocs.<lang>.yml`` in parallel processes
   (:mod:`generator.site.mkdocs_worker`), into a temporary folder next to the output;
4. print each language's rules page and table card to PDF with Chromium
   (:mod:`generator.site.pdf`; ``pdf=False`` / ``contrato build --no-pdf`` skips it, and the
   rules pages then link no PDF);
5. only when all of that succeeded, write the verdict page's engine (:func:`write_engine`)
   and the root pages, and put the new folder in place of the old one (two renames: a failed
   run never leaves a half-written site).

Reproducible: ``SOURCE_DATE_EPOCH`` (default: the time of the last git commit, else 0) dates
the sitemaps, so the same inputs give byte-identical files. ``CONTRATO_SITE_URL`` (default
``http://127.0.0.1:8000/``, what ``make serve`` serves) is the address of the deployed root.
"""

from __future__ import annotations

import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

import jinja2

from ..engine.errors import ContratoError
from ..puzzles.model import Puzzle
from . import og_image, pages, pdf as pdfs, stats
from .sources import render_language, stats_sources
from .texts import DOCS, ROOT, SiteSourceError, load_changes, load_rules, load_ui

LANGS = pages.LANGS
DEFAULT_LANG = "pt"
DEFAULT_SITE_URL = "http://127.0.0.1:8000/"
SITE_URL_ENV = "CONTRATO_SITE_URL"


def default_url_warning(environ=None) -> str | None:
    """The warning ``contrato build`` prints when ``$CONTRATO_SITE_URL`` leaves the site at
    :data:`DEFAULT_SITE_URL`: fine for ``make serve``, but a deployed site would then point
    its canonical links, link previews (``og:url``, ``og:image``), sitemaps and PDF links at
    this machine. ``None`` when an address is set."""
    environ = os.environ if environ is None else environ
    if site_url_root(environ.get(SITE_URL_ENV) or DEFAULT_SITE_URL) != DEFAULT_SITE_URL:
        return None
    return (f"contrato build: warning: {SITE_URL_ENV} is not set, so canonical links, link "
            f"previews (og:url, og:image), sitemaps and the PDFs' links point at "
            f"{DEFAULT_SITE_URL} (right for `make serve` only); for a real deployment set the "
            f"site's address: {SITE_URL_ENV}=https://example.org/contrato/ make site")


class SiteBuildError(RuntimeError):
    """A MkDocs build failed (strict mode: any warning fails). The message holds its log."""


def site_url_root(value: str | None = None) -> str:
    """The deployed root URL, ending in ``/``: ``value``, else ``$CONTRATO_SITE_URL``, else
    :data:`DEFAULT_SITE_URL`."""
    url = value or os.environ.get(SITE_URL_ENV) or DEFAULT_SITE_URL
    if not url.startswith(("http://", "https://")):
        raise SiteSourceError(f"{SITE_URL_ENV}={url!r}: must start with http:// or https://")
    return url if url.endswith("/") else url + "/"


def source_date_epoch(root: Path = ROOT) -> int:
    """``$SOURCE_DATE_EPOCH``, else the commit time of ``HEAD`` in ``root``, else 0."""
    value = os.environ.get("SOURCE_DATE_EPOCH")
    if value:
        return int(value)
    try:
        out = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%ct"],
                             capture_output=True, text=True, check=True, timeout=30)
        return int(out.stdout.strip())
    except (OSError, subprocess.SubprocessError, ValueError):
        return 0


# --- the MkDocs builds (one process per language) -------------------------------------------

def _run_mkdocs(jobs: dict[str, dict], epoch: int) -> None:
    """Run :mod:`generator.site.mkdocs_worker` for every language at once; raise
    :class:`SiteBuildError` with the log of every failed language."""
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch), NO_MKDOCS_2_WARNING="1",
               PYTHONHASHSEED="0")
    procs = {}
    for lang, job in jobs.items():
        procs[lang] = subprocess.Popen(
            [sys.executable, "-m", "generator.site.mkdocs_worker", json.dumps(job)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    failed = []
    for lang, proc in procs.items():
        log, _ = proc.communicate()
        if proc.returncode != 0:
            failed.append(f"--- mkdocs build of {lang} failed (mkdocs.{lang}.yml):\n"
                          f"{log.strip()}")
    if failed:
        raise SiteBuildError("\n".join(failed))


def language_overrides(lang: str, docs: Path = DOCS) -> dict:
    """Config keys of ``lang``'s build taken from ``docs/``: from ``<lang>/strings.yaml`` the
    site description, the footer text, the heading and table-row links' title
    (``toc.permalink_title``, ``generator.site.mdext``; the other Markdown extensions as in
    ``mkdocs.yml``) and the strings of ``contrato.js`` (``extra.contrato_ui``); every file of
    ``docs/javascripts/`` as ``extra_javascript`` (but :data:`PLACED_SCRIPTS`), and
    :data:`SITE_CSS` (``docs/stylesheets/`` in one file) as ``extra_css``."""
    from mkdocs.utils.yaml import yaml_load

    ui = load_ui(lang, docs)
    with open(ROOT / f"mkdocs.{lang}.yml", "rb") as fh:
        config = yaml_load(fh)
    extensions = config["markdown_extensions"]
    for i, ext in enumerate(extensions):
        for name in ("toc", "generator.site.mdext"):
            if ext == name or (isinstance(ext, dict) and name in ext):
                options = dict(ext[name] or {}) if isinstance(ext, dict) else {}
                extensions[i] = {name: {**options, "permalink_title": ui["permalink"]}}
    assets = asset_files(docs)
    return {"site_description": " ".join(ui["site_description"].split()),
            "copyright": html.escape(ui["footer"]),
            "markdown_extensions": extensions,
            "extra": {**config.get("extra", {}),
                      "contrato_ui": {k: " ".join(ui[k].split()) for k in SCRIPT_UI},
                      "contrato_404": {k: " ".join(ui[k].split()) for k in NOT_FOUND_UI}},
            "extra_css": [SITE_CSS] if assets["stylesheets"] else [],
            "extra_javascript": [js for js in assets["javascripts"]
                                 if js not in PLACED_SCRIPTS]}


#: The ``ui`` strings docs/javascripts/contrato.js needs, in every page
#: (``<script id="contrato-ui">``, overrides/main.html).
SCRIPT_UI = ("link_copied", "preview_open", "preview_close", "offline_ready")
#: The ``ui`` strings of the "page not found" pages (overrides/404.html, ``extra.contrato_404``;
#: the root's 404.html, :func:`render_root_404`).
NOT_FOUND_UI = ("not_found_title", "not_found_text", "not_found_rules", "not_found_home",
                "not_found_offline")


# --- the root page ---------------------------------------------------------------------------

def render_root(docs: Path = DOCS) -> str:
    """``index.html`` at the root: the three languages, the browser's one chosen by script."""
    env = jinja2.Environment(loader=jinja2.PackageLoader("generator.site", "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    langs = [{"lang": lang, "name": load_ui(lang, docs)["language"],
              "read_in": load_ui(lang, docs)["read_in"]} for lang in LANGS]
    default = next(x for x in langs if x["lang"] == DEFAULT_LANG)
    return env.get_template("root.html.j2").render(langs=langs, default=default)


def render_root_404(root_url: str, docs: Path = DOCS) -> str:
    """``404.html`` at the root, for a server that shows one page for every missing address
    (GitHub Pages, for one): "page not found" in the three languages, each with links to its
    rules and home page, the reader's own language first (by the address, ``/es/…``, else the
    browser's language; by script). Links are absolute paths (``root_url``'s path): the page
    is shown at any depth."""
    from urllib.parse import urlsplit
    env = jinja2.Environment(loader=jinja2.PackageLoader("generator.site", "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    base = urlsplit(root_url).path or "/"
    langs = []
    for lang in LANGS:
        ui = load_ui(lang, docs)
        langs.append({"lang": lang, "base": f"{base}{lang}/",
                      **{k: " ".join(ui[k].split()) for k in NOT_FOUND_UI}})
    return env.get_template("root_404.html.j2").render(langs=langs, default=DEFAULT_LANG)


# --- the PDFs ----------------------------------------------------------------------------------

#: ``lang`` of the PDFs' document information.
PDF_LANG = {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}


def pdf_jobs(site: Path, root_url: str, docs: Path = DOCS) -> list[pdfs.PrintJob]:
    """The PDFs of every language in the built ``site`` (:data:`generator.site.pdf.PRINTS`):
    titled by the rules' and the card's titles, with the title and the edition in the header,
    the page's address and its page numbers in the footer."""
    jobs = []
    for lang in LANGS:
        ui = load_ui(lang, docs)
        rules = load_rules(lang, docs)
        card_title = pages.table_card_title(lang, docs)
        edition = pages.edition_text(load_changes(lang, docs), ui)
        for name, page in pdfs.PRINTS.items():
            title = rules.title if name == "rules.pdf" else card_title
            address = f"{root_url}{lang}/{page.removesuffix('index.html')}"
            numbers = pdfs.band(html.escape(address),
                                pdfs.page_numbers(html.escape(ui["page_numbers"])))
            jobs.append(pdfs.PrintJob(
                page=site / lang / page, out=site / lang / pdfs.PDF_FOLDER / name,
                title=f"{title} — Contrato", subject=f"{title}. {edition}",
                lang=PDF_LANG[lang],
                header=pdfs.band(html.escape(title), html.escape(edition)),
                footer=numbers, one_page=name == "table-card.pdf"))
    return jobs


# --- the whole site --------------------------------------------------------------------------

#: Shared assets: ``docs/<folder>/`` is copied into every language; files with these endings
#: become ``extra_javascript`` / the one stylesheet :data:`SITE_CSS` (``extra_css``).
ASSETS = {"stylesheets": ".css", "javascripts": ".js"}
#: The site's own stylesheet as pages load it: every ``docs/stylesheets/*.css`` in name order
#: (the order of the cascade), minified, in one file — one request instead of five on every
#: page, where the practice page counts each round trip on a slow phone connection
#: (``bench/practice_load.py``). The sources stay apart, one file per subject.
SITE_CSS = "stylesheets/site.css"


#: Scripts the templates place themselves, not listed in ``extra_javascript``:
#: practice.js is loaded async at the end of every page by ``overrides/main.html``, and by
#: the practice page right after its own content (``templates/practice.md.j2``), so that its
#: first puzzle shows before the theme's script has arrived; picker.js (the card picker) only
#: by the pages that enter cards (the verdict page, the score sheet), before their own script,
#: with its stylesheet ``stylesheets/picker/picker.css``.
PLACED_SCRIPTS = {"javascripts/practice.js", "javascripts/picker.js"}


def asset_files(docs: Path = DOCS) -> dict[str, list[str]]:
    """``{"stylesheets": ["stylesheets/contrato.css", …], "javascripts": […]}``: the
    sources in ``docs/``, sorted."""
    return {folder: sorted(f"{folder}/{p.name}" for p in (Path(docs) / folder).glob(f"*{ext}"))
            for folder, ext in ASSETS.items()}


def write_sources(puzzles: Sequence[Puzzle], sources: Path, docs: Path = DOCS, *,
                  pdf: bool = False) -> None:
    """Render every language into ``sources/<lang>/`` (emptied first), with the shared
    assets of ``docs/stylesheets/`` and ``docs/javascripts/``; ``pdf``: the rules pages link
    the PDFs. The statistics pages come last: on a cold cache their games are still being
    played meanwhile (:func:`build_site`)."""
    rendered_all = {lang: render_language(lang, puzzles, docs, pdf=pdf, stats=False)
                    for lang in LANGS}
    for lang in LANGS:
        rendered = rendered_all.pop(lang)
        rendered.update(stats_sources(lang, docs))
        target = sources / lang
        if target.exists():
            shutil.rmtree(target)
        for rel, text in sorted(rendered.items()):
            path = target / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        for folder in ASSETS:
            if (Path(docs) / folder).is_dir():
                shutil.copytree(Path(docs) / folder, target / folder)
        # the link previews' picture (og:image, overrides/main.html)
        picture = target / og_image.PATH
        picture.parent.mkdir(parents=True, exist_ok=True)
        picture.write_bytes(og_image.card_picture(
            "Contrato", " ".join(load_ui(lang, docs)["site_description"].split())))
        minify_scripts(target / "javascripts")
        minify_scripts(target / "javascripts" / "verdict")
        minify_scripts(target / "javascripts" / "score")
        join_stylesheets(target / "stylesheets", target / SITE_CSS)


def minify_scripts(folder: Path) -> None:
    """Our own scripts (``*.js`` directly in ``folder``; not ``vendor/``) without comments and
    spaces (rjsmin): the practice page counts every kilobyte on a slow phone connection
    (``bench/practice_load.py``). The sources in ``docs/javascripts/`` stay as written."""
    import rjsmin
    for path in sorted(Path(folder).glob("*.js")):
        path.write_text(rjsmin.jsmin(path.read_text(encoding="utf-8")), encoding="utf-8")


def join_stylesheets(folder: Path, out: Path) -> None:
    """:data:`SITE_CSS`: the stylesheets directly in ``folder`` (``*.css``, not
    ``verdict/``, which its page loads itself), minified (rcssmin) and joined in name order
    into ``out``; the files joined are removed (no page loads them)."""
    import rcssmin
    sheets = sorted(Path(folder).glob("*.css"))
    if not sheets:
        return
    text = "".join(rcssmin.cssmin(p.read_text(encoding="utf-8")) + "\n" for p in sheets)
    for p in sheets:
        p.unlink()
    Path(out).write_text(text, encoding="utf-8")


def write_engine(site: Path, docs: Path = DOCS) -> dict[str, int]:
    """The verdict page's engine and its life offline, into the built ``site``: the Pyodide
    runtime, its trimmed standard library and the engine bundle under ``runtime/``, with
    their ``.gz`` and ``.br`` copies (:mod:`generator.site.runtime`), then
    the icons, each language's manifest and the service worker
    (:mod:`generator.site.offline`), which lists every other file of ``site``. Returns the
    bytes the service worker's cache holds for each language."""
    from . import offline, runtime, verdict_page
    runtime.write_engine_files(site)
    names = {}
    for lang in LANGS:
        t = verdict_page.load_texts(lang, docs)
        names[lang] = (f"Contrato — {' '.join(t['title'].split())}", t["description"])
    return offline.write_offline(site, LANGS, names)["bytes"]


def _is_replaceable(out: Path) -> bool:
    """An output folder we may replace: empty, or a previous build (``index.html`` + ``pt/``)."""
    if not out.is_dir():
        return False
    return not any(out.iterdir()) or ((out / "index.html").is_file() and (out / "pt").is_dir())


def _put_in_place(new: Path, out: Path) -> None:
    """Replace ``out`` by ``new`` (same file system): rename the old one aside, rename the new
    one in, delete the old one."""
    if out.exists() or out.is_symlink():
        if not _is_replaceable(out):
            raise SiteSourceError(
                f"{out}: exists and is not a site built by contrato (no index.html and pt/); "
                "refusing to replace it")
        old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
        os.rename(out, old / out.name)
        os.rename(new, out)
        shutil.rmtree(old)
    else:
        os.rename(new, out)


def build_site(out: Path, puzzles: Sequence[Puzzle], *, sources: Path | None = None,
               docs: Path = DOCS, site_url: str | None = None,
               epoch: int | None = None, pdf: bool = True) -> dict[str, int]:
    """Build the whole site into ``out`` (see the module docstring). Returns the bytes the
    service worker's cache holds for each language (:func:`write_engine`).

    - ``sources``: where the MkDocs sources go (default: a temporary folder, deleted after);
    - ``docs``: the hand-written texts (default ``docs/``);
    - ``site_url``: the deployed root (default :func:`site_url_root`);
    - ``epoch``: the build date for sitemaps and PDFs (default :func:`source_date_epoch`);
    - ``pdf``: print the PDFs (needs Chromium and Playwright).

    Raises :class:`SiteSourceError` for a bad text or puzzle (naming the file or puzzle),
    :class:`SiteBuildError` when MkDocs fails and :class:`generator.site.pdf.PdfError` when a
    PDF cannot be printed; ``out`` is then left as it was."""
    out = Path(out).resolve()
    root_url = site_url_root(site_url)
    epoch = source_date_epoch() if epoch is None else epoch
    stats.start_statistics()        # a cold cache: the games play while the pages are written
    work = None
    try:
        pages.check_puzzles(puzzles, docs)
        out.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=out.parent))
        src = Path(sources).resolve() if sources else work / "docs"
        write_sources(puzzles, src, docs, pdf=pdf)
        new = work / "site"
        new.mkdir()
        jobs = {lang: {
            "config_file": str(ROOT / f"mkdocs.{lang}.yml"),
            "docs_dir": str(src / lang),
            "site_dir": str(new / lang),
            "site_url": f"{root_url}{lang}/",
            "overrides": language_overrides(lang, docs),
        } for lang in LANGS}
        _run_mkdocs(jobs, epoch)
        if pdf:
            pdfs.print_pdfs(pdf_jobs(new, root_url, docs), epoch)
        (new / "index.html").write_text(render_root(docs), encoding="utf-8")
        (new / "404.html").write_text(render_root_404(root_url, docs), encoding="utf-8")
        offline_bytes = write_engine(new, docs)    # last: the service worker lists every file
        _put_in_place(new, out)
    finally:
        stats.cancel_statistics()      # games nobody collected (a failed build)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
    return offline_bytes


def run(args) -> int:
    """``contrato build [--out DIR] [--seed N] [--no-pdf]``: generate the puzzles with
    :func:`generator.puzzles.generate_site_puzzles` and build the site. Returns the exit
    status; errors are printed as one clear message."""
    try:
        from ..puzzles import TemplateError, VerificationError, generate_site_puzzles
    except ImportError as err:
        print(f"contrato build: the puzzle generator is not available ({err})", file=sys.stderr)
        return 1
    try:
        stats.start_statistics()       # a cold cache: the games play while puzzles are made
        puzzles = list(generate_site_puzzles(args.seed))
    except (ContratoError, TemplateError) as err:     # bad input: same status as `puzzles`
        print(f"contrato build: puzzle generation failed: {err}", file=sys.stderr)
        stats.cancel_statistics()
        return 2
    except VerificationError as err:                  # a generator bug, never published
        print(f"contrato build: puzzle generation failed: {err}", file=sys.stderr)
        stats.cancel_statistics()
        return 1
    except SiteSourceError as err:                    # e.g. a bad $CONTRATO_STATS_GAMES
        print(f"contrato build: {err}", file=sys.stderr)
        return 1
    except BaseException:
        stats.cancel_statistics()
        raise
    out = Path(args.out)
    warning = default_url_warning()
    if warning:
        print(warning, file=sys.stderr)
    try:
        offline_bytes = build_site(out, puzzles, sources=ROOT / "build" / "docs",
                                   pdf=not getattr(args, "no_pdf", False))
    except (SiteSourceError, SiteBuildError, pdfs.PdfError) as err:
        print(f"contrato build: {err}", file=sys.stderr)
        return 1
    kept = ", ".join(f"{lang} {n / 1e6:.1f} MB" for lang, n in (offline_bytes or {}).items())
    print(f"contrato build: {out}/ built: {', '.join(LANGS)}; {len(puzzles)} puzzles "
          f"per language; root URL {site_url_root()}"
          + (f"; offline, a language keeps {kept}" if kept else ""))
    return 0
