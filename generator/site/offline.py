"""The site at the table with no network: a service worker and an installable web app.

After one visit to any page of a language, the whole reference in that language — and the
rules engine the verdict page runs — opens with no network (issues 12 and 24). The build
writes, once the three MkDocs builds are done:

- ``sw.js`` at the site's root (its scope: the whole site), registered by every page
  (``docs/javascripts/contrato.js``). It carries the build's list of files
  (:func:`offline_lists`), each with a hash of its bytes, and a version made of all of them:

  - *kept* for each language (``LANGS[lang].keep``, with ``SHARED``): every file the build
    writes under ``<lang>/`` — the pages, what they load, the search index, the practice
    index, ``404.html``, any page added later (a new ``<lang>/score/`` is in the list without
    anyone editing it) — but for the puzzle pages, the practice data of each puzzle, the PDFs
    and what no page loads (source maps, the search stemmers of other languages, gzipped
    sitemaps); the verdict page of the other languages with what it loads and our scripts
    (its language switcher works offline); and ``SHARED``: the root pages, the icons and everything under
    ``runtime/`` (the Pyodide runtime, its standard library and the engine bundle, whatever
    their names), but for ``.gz``/``.br`` copies, which a browser never asks for by name, and
    the fallback standard library (``stdlib-rest-*``), kept when the engine asks for it;
  - *visited* (``LANGS[lang].visit``): the puzzle pages, each puzzle's practice data and the
    PDFs, kept when the reader opens them.

  After a first visit, when the browser is idle and the reader has not asked to save data,
  the page asks (``{op: "keep", lang}``) and the worker fetches whatever that language still
  lacks, pages first, then the runtime, and answers ``{op: "offline", state: "ready"}`` (the
  "ready offline" mark of the footer). Everything it serves comes from its cache first, then
  from the network; a file is kept only when its bytes are this build's (its hash), so the
  cache never mixes two builds. The cache is named by the version (``contrato-site-<version>``):
  a new build installs a new worker, which copies the unchanged files from the old cache
  (same hash), fetches the rest of every language the old cache held whole, and only then
  takes over and deletes the old cache; if that fails, the old version stays, whole. With no
  network, an address the cache lacks gets the language's "page not found" page.
- ``<lang>/manifest.webmanifest`` (linked from every page by ``overrides/main.html``): the
  site as an app that opens on the verdict page, in the language's words.
- ``icons/contrato-192.png`` and ``icons/contrato-512.png``: its icons, drawn with Pillow
  (a card with a heart on the table's green), the same bytes at every build.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Iterable
from urllib.parse import urljoin, urlsplit

__all__ = ["SW", "MANIFEST", "ICON_SIZES", "HASH_CHARS", "shell_files", "offline_lists",
           "service_worker", "manifest", "icon_png", "write_offline", "file_hash"]

SW = "sw.js"
MANIFEST = "manifest.webmanifest"
ICON_SIZES = (192, 512)
THEME = "#1e5b3a"           # docs/stylesheets/contrato.css --md-primary-fg-color
CARD_RED = "#c0161d"


def icon_path(size: int) -> str:
    return f"icons/contrato-{size}.png"


class _Assets(HTMLParser):
    """The files a page loads: stylesheets, scripts, icons, its manifest (not its links)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "script" and a.get("src"):
            self.found.append(a["src"])
        elif tag == "link" and a.get("href") and set((a.get("rel") or "").split()) & {
                "stylesheet", "icon", "manifest", "modulepreload", "preload"}:
            self.found.append(a["href"])


#: The theme's search worker, named in the page's ``__config`` (MkDocs Material).
_SEARCH_WORKER = re.compile(r'"search":\s*"([^"]+)"')


def _theme_files(site: Path, page: str, html: str) -> list[str]:
    """What the theme fetches by script once the page ``<lang>/verdict/`` is open, beside
    its tags: the search worker, the search index and the stemmers it names, and the
    language switcher's sitemap. Without them the page offline raises "Network error"."""
    lang = page.split("/")[0]
    refs = [m.group(1) for m in _SEARCH_WORKER.finditer(html)]
    refs = [f"{page}{ref}" for ref in refs]
    refs += [f"{lang}/search/search_index.json", f"{lang}/sitemap.xml"]
    try:
        index = json.loads((site / lang / "search" / "search_index.json").read_text("utf-8"))
        stemmers = [s for s in index.get("config", {}).get("lang", []) if s != "en"]
    except (OSError, ValueError):
        stemmers = []
    lunr = f"{lang}/assets/javascripts/lunr/min/"
    if stemmers:
        refs.append(lunr + "lunr.stemmer.support.min.js")
        refs += [f"{lunr}lunr.{s}.min.js" for s in stemmers]
    if len(stemmers) > 1:
        refs.append(lunr + "lunr.multi.min.js")
    out = []
    for ref in refs:
        rel = urlsplit(urljoin("http://site.invalid/", ref)).path[1:]
        if (site / rel).is_file():
            out.append(rel)
    return out


def shell_files(site: Path, pages: Iterable[str]) -> list[str]:
    """The pages (``pt/verdict/``, relative to the site's root), every file of this site
    they load and what the theme fetches by script (:func:`_theme_files`), as paths
    relative to the root, in order, each once."""
    out: list[str] = []
    root = "http://site.invalid/"
    site = Path(site)
    for page in pages:
        out.append(page)
        html = (site / page / "index.html").read_text(encoding="utf-8")
        parser = _Assets()
        parser.feed(html)
        for ref in parser.found:
            url = urljoin(root + page, ref)
            if not url.startswith(root):
                continue                       # another host: the site has none
            rel = urlsplit(url).path[1:]
            if rel not in out:
                out.append(rel)
    for page in pages:
        html = (site / page / "index.html").read_text(encoding="utf-8")
        out += [rel for rel in _theme_files(site, page, html) if rel not in out]
    return out


#: Characters of a file's hash in the worker's list (SHA-256, hexadecimal): enough to tell two
#: builds' copies of one file apart.
HASH_CHARS = 10
#: Files never kept: what no browser asks for by name (compressed copies a host serves in
#: their place, source maps) and the worker itself.
_NEVER = re.compile(r"(\.gz|\.br|\.map)$")
#: Under ``<lang>/``: kept when visited, not before.
_VISITED = re.compile(r"^(puzzles/[^/]+/index\.html|practice/p/.+|pdf/.+)$")
#: Shared files kept when fetched, not before: the runtime's fallback standard library, which
#: the verdict page's worker asks for only when the engine imports a module the build's trace
#: of its imports never saw (:mod:`generator.site.runtime`).
_ON_DEMAND = re.compile(r"^runtime/(.+/)?stdlib-rest-[^/]*$")
_LUNR = "assets/javascripts/lunr/"


def file_hash(path: Path) -> str:
    """The first :data:`HASH_CHARS` hexadecimal characters of the SHA-256 of a file."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:HASH_CHARS]


def _address(rel: str) -> str:
    """A file's address relative to the root: a folder's ``index.html`` is the folder."""
    if rel == "index.html":
        return ""
    return rel[:-len("index.html")] if rel.endswith("/index.html") else rel


def offline_lists(site: Path, langs: Iterable[str]) -> dict:
    """What the service worker keeps (see the module doc), from the built ``site``:
    ``{"version", "shared", "on_demand", "langs": {lang: {"keep", "visit"}}, "bytes": {lang:
    n}}``, each list sorted pairs ``[address relative to the root, hash]`` (``on_demand``:
    shared files kept when fetched, the runtime's fallback standard library); ``bytes``: what the cache
    holds for a language (its kept files and the shared ones). The version is a hash of
    every file of the build (but ``sw.js``) and its path. The same site gives the same
    lists."""
    site = Path(site)
    langs = list(langs)
    files = {}
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        if path.is_file() and rel != SW:
            files[rel] = file_hash(path)
    version = hashlib.sha256("".join(f"{rel}\0{h}\n" for rel, h in files.items())
                             .encode("utf-8")).hexdigest()[:16]
    shared = {rel for rel in files if rel.split("/")[0] not in langs and not _NEVER.search(rel)}
    on_demand = {rel for rel in shared if _ON_DEMAND.match(rel)}
    shared -= on_demand
    out = {"version": version, "langs": {}, "bytes": {},
           "shared": sorted([_address(rel), files[rel]] for rel in shared),
           "on_demand": sorted([_address(rel), files[rel]] for rel in on_demand)}
    for lang in langs:
        keep, visit = set(), set()
        html = (site / lang / "verdict" / "index.html")
        theme = set(_theme_files(site, f"{lang}/verdict/", html.read_text("utf-8"))
                    if html.is_file() else [])
        for rel in files:
            if not rel.startswith(lang + "/") or _NEVER.search(rel):
                continue
            inner = rel[len(lang) + 1:]
            if _VISITED.match(inner):
                visit.add(rel)
            elif inner.startswith(_LUNR) and rel not in theme:
                continue                       # another language's search stemmer
            else:
                keep.add(rel)
        for other in langs:
            if other != lang and (site / other / "verdict" / "index.html").is_file():
                keep.update(rel if not rel.endswith("/") else rel + "index.html"
                            for rel in shell_files(site, [f"{other}/verdict/"]))
                # and the scripts it starts by name (its worker, js-yaml): all of ours
                keep.update(rel for rel in files if rel.startswith(f"{other}/javascripts/")
                            and rel.endswith(".js"))
        out["langs"][lang] = {
            "keep": sorted([_address(rel), files[rel]] for rel in keep if rel in files),
            "visit": sorted([_address(rel), files[rel]] for rel in visit)}
        out["bytes"][lang] = sum((site / rel).stat().st_size
                                 for rel in keep | shared if rel in files)
    return out


def service_worker(lists: dict) -> str:
    """The text of ``sw.js`` for :func:`offline_lists`' ``lists`` (see the module doc)."""
    def js(value) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    langs = {lang: {"keep": v["keep"], "visit": v["visit"]} for lang, v in lists["langs"].items()}
    return SW_TEMPLATE.replace("__VERSION__", js(lists["version"])).replace(
        "__SHARED__", js(lists["shared"])).replace(
        "__ON_DEMAND__", js(lists["on_demand"])).replace("__LANGS__", js(langs))


SW_TEMPLATE = """\
/* Contrato's service worker (generator/site/offline.py): after one visit, the whole site of a
 * language and its rules engine with no network. Nothing here ever asks another host.
 * The lists below are the build's: [address from the site's root, hash of the file]. */
"use strict";
const VERSION = __VERSION__;
const SHARED = __SHARED__;
const ON_DEMAND = __ON_DEMAND__;
const LANGS = __LANGS__;
const CACHE = "contrato-site-" + VERSION;
// this worker's caches, older versions' included (contrato-shell-*, contrato-runtime: issue 12)
const OURS = /^contrato-(site-.+|shell-.+|runtime)$/;
const base = new URL("./", self.location).href;
// a language kept whole by this version: a note in the cache, at an address no file has
const MARK = base + "__offline__/";

const HASH = new Map();
for (const [path, hash] of SHARED.concat(ON_DEMAND)) { HASH.set(base + path, hash); }
for (const lang of Object.keys(LANGS)) {
  for (const [path, hash] of LANGS[lang].keep.concat(LANGS[lang].visit)) { HASH.set(base + path, hash); }
}

async function digest(buffer) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
    .slice(0, HASH.values().next().value.length);
}

// keeps `response` as `url` when its bytes are this build's file; true if kept
async function store(cache, url, response) {
  if (!response || !response.ok || response.redirected) { return false; }
  const buffer = await response.arrayBuffer();
  if (await digest(buffer) !== HASH.get(url)) { return false; }
  await cache.put(url, new Response(buffer, { status: response.status,
    statusText: response.statusText, headers: response.headers }));
  return true;
}

// files being fetched to be kept (a page's request and the keeping of its language share one)
const pending = new Map();
function fetchAndStore(url, first) {
  if (!pending.has(url)) {
    const job = (async () => {
      const cache = await caches.open(CACHE);
      try {
        if (await store(cache, url, await (first || fetch(url)))) { return true; }
        // the browser's own HTTP cache may hold another build's copy: ask the server
        return await store(cache, url, await fetch(url, { cache: "reload" }));
      } catch (err) {
        return false;
      }
    })();
    pending.set(url, job);
    job.then(() => pending.delete(url));
  }
  return pending.get(url);
}

async function notFound(url, err) {
  // no network and no copy: the language's "page not found" (an address the cache lacks)
  const cache = await caches.open(CACHE);
  if (!url.endsWith("/") && HASH.has(url + "/")) { return Response.redirect(url + "/", 301); }
  const lang = url.slice(base.length).split("/")[0];
  const page = (Object.prototype.hasOwnProperty.call(LANGS, lang) &&
                await cache.match(base + lang + "/404.html")) || await cache.match(base + "404.html");
  if (!page) { throw err; }
  return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
}

async function respond(event, url) {
  const cache = await caches.open(CACHE);
  let kept = await cache.match(url);
  if (!kept && pending.has(url) && await pending.get(url)) { kept = await cache.match(url); }
  if (kept) { return kept; }
  let response;
  try {
    response = await fetch(event.request);
  } catch (err) {
    if (event.request.mode === "navigate") { return notFound(url, err); }
    throw err;
  }
  if (HASH.has(url) && response.ok) {
    event.waitUntil(fetchAndStore(url, Promise.resolve(response.clone())));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(base)) { return; }
  const where = new URL(request.url);
  const url = where.origin + where.pathname;        // no ?h= (search), no #anchor
  if (HASH.has(url) || request.mode === "navigate") { event.respondWith(respond(event, url)); }
});

// keeps whatever a language still lacks: its pages first, then the runtime; the number of
// files that could not be kept (0: the language opens with no network)
const keeping = new Map();
function keep(lang) {
  if (!keeping.has(lang)) {
    const job = (async () => {
      const cache = await caches.open(CACHE);
      const urls = LANGS[lang].keep.concat(SHARED).map(([path]) => base + path);
      let next = 0, missing = 0;
      async function fetcher() {
        while (next < urls.length) {
          const url = urls[next++];
          if (!(await cache.match(url)) && !(await fetchAndStore(url))) { missing += 1; }
        }
      }
      await Promise.all([fetcher(), fetcher(), fetcher(), fetcher()]);
      if (!missing) { await cache.put(MARK + lang, new Response(VERSION)); }
      return missing;
    })();
    keeping.set(lang, job);
    job.then(() => keeping.delete(lang), () => keeping.delete(lang));
  }
  return keeping.get(lang);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const older = (await caches.keys()).filter((name) => OURS.test(name) && name !== CACHE);
    const cache = await caches.open(CACHE);
    const langs = [];
    for (const name of older) {
      const old = await caches.open(name);
      // this build's files an older cache holds with the same bytes: copied, not fetched
      for (const request of await old.keys()) {
        if (HASH.has(request.url) && !(await cache.match(request.url))) {
          await store(cache, request.url, await old.match(request));
        }
      }
      for (const lang of Object.keys(LANGS)) {
        if (!langs.includes(lang) && await old.match(MARK + lang)) { langs.push(lang); }
      }
    }
    // every language an older version kept whole is whole here before this version serves:
    // else the install fails and the older version stays, whole
    for (const lang of langs) {
      const missing = await keep(lang);
      if (missing) { throw new Error(lang + ": " + missing + " files could not be kept"); }
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (OURS.test(name) && name !== CACHE) { await caches.delete(name); }
    }
    await self.clients.claim();
  })());
});

// from a page: {op: "status" | "keep", lang}; the answer, on the message's port (else to the
// page): {op: "offline", lang, version, state: "ready" | "none" | "partial", missing}
self.addEventListener("message", (event) => {
  const msg = event.data || {};
  const lang = msg.lang;
  if (!Object.prototype.hasOwnProperty.call(LANGS, lang)) { return; }
  const to = (event.ports && event.ports[0]) || event.source;
  const answer = (state, missing) => {
    if (to) { to.postMessage({ op: "offline", lang, version: VERSION, state, missing }); }
  };
  if (msg.op === "status") {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.match(MARK + lang))
      .then((mark) => answer(mark ? "ready" : "none", null)));
  } else if (msg.op === "keep") {
    event.waitUntil(keep(lang).then((missing) => answer(missing ? "partial" : "ready", missing)));
  }
});
"""


def manifest(lang: str, name: str, description: str, theme: str = THEME) -> str:
    """``<lang>/manifest.webmanifest``: the site as an app opening on the verdict page."""
    data = {
        "name": name,
        "short_name": "Contrato",
        "description": " ".join(description.split()),
        "lang": {"pt": "pt-PT", "es": "es-ES", "ca": "ca-ES"}[lang],
        "dir": "ltr",
        "start_url": "verdict/",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": theme,
        "icons": [{"src": f"../{icon_path(size)}", "sizes": f"{size}x{size}",
                   "type": "image/png", "purpose": "any"} for size in ICON_SIZES],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def icon_png(size: int) -> bytes:
    """The app icon, ``size`` pixels square: a white card with a red heart on green. Pillow
    writes no date into a PNG, so the bytes are the same at every build."""
    from PIL import Image, ImageDraw

    scale = 4                                   # drawn large, then reduced: smooth edges
    n = size * scale
    img = Image.new("RGBA", (n, n), THEME)
    d = ImageDraw.Draw(img)
    w, h = n * 0.52, n * 0.70
    x0, y0 = (n - w) / 2, (n - h) / 2
    d.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=n * 0.06, fill="#ffffff")
    # a heart: two circles and a triangle
    cx, cy, r = n / 2, n * 0.47, n * 0.085
    d.ellipse((cx - 2 * r, cy - r, cx, cy + r), fill=CARD_RED)
    d.ellipse((cx, cy - r, cx + 2 * r, cy + r), fill=CARD_RED)
    d.polygon([(cx - 1.93 * r, cy + 0.35 * r), (cx + 1.93 * r, cy + 0.35 * r),
               (cx, cy + 2.6 * r)], fill=CARD_RED)
    img = img.resize((size, size), Image.LANCZOS).convert("RGB")
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue()


def write_offline(site: Path, langs: Iterable[str],
                  names: dict[str, tuple[str, str]]) -> dict:
    """Write the icons, each language's manifest and ``sw.js`` into the built ``site``
    (last: the worker lists every other file). ``names``: each language's app name and
    description. Returns :func:`offline_lists`' lists (the version, the bytes the cache
    holds per language)."""
    site = Path(site)
    langs = list(langs)
    (site / "icons").mkdir(exist_ok=True)
    for size in ICON_SIZES:
        (site / icon_path(size)).write_bytes(icon_png(size))
    for lang in langs:
        name, description = names[lang]
        (site / lang / MANIFEST).write_text(manifest(lang, name, description), encoding="utf-8")
    lists = offline_lists(site, langs)
    (site / SW).write_text(service_worker(lists), encoding="utf-8")
    return lists
