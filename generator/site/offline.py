"""The site at the table with no network: a service worker and an installable web app.

After one visit, the verdict page — and the rules engine it runs — must work with no network
(issue 12). The build writes, once the three MkDocs builds are done:

- ``sw.js`` at the site's root (its scope: the whole site), registered by the verdict page
  only (``docs/javascripts/verdict/verdict.js``), so that no other page pays for it. It
  installs at once (keeping nothing yet) and takes control of the page, which waits for that
  before loading the engine: the runtime (``runtime/``: Pyodide and the engine bundle, whose
  addresses carry their version) then passes through it and is kept as it arrives, fetched
  once. Once the engine has loaded, the page asks (``{op: "keep"}``) and the worker keeps
  whatever is still missing — the runtime, then the *shell*: the verdict page of each
  language and every file those pages load (found in the built HTML: stylesheets, scripts,
  icons), its worker, js-yaml and each language's manifest —, mostly from the browser's
  cache, and answers ``{op: "kept", missing}`` (``0``: the page works with no network). Pages
  of the shell are served from the network first, then from the cache; everything else it
  keeps, from the cache first. The worker's text carries a hash of everything it keeps, so a
  new build installs a new worker and drops the old shell; runtime files no longer listed are
  dropped too.
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

__all__ = ["SW", "MANIFEST", "ICON_SIZES", "shell_files", "service_worker", "manifest",
           "icon_png", "write_offline"]

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


def service_worker(shell: list[str], runtime: list[str], version: str) -> str:
    """The text of ``sw.js`` (see the module doc): ``shell`` and ``runtime`` are paths
    relative to the site's root."""
    return SW_TEMPLATE.replace("__VERSION__", json.dumps(version)).replace(
        "__SHELL__", json.dumps(shell, ensure_ascii=False)).replace(
        "__RUNTIME__", json.dumps(runtime, ensure_ascii=False))


SW_TEMPLATE = """\
/* Contrato's service worker (generator/site/offline.py): the verdict page and its rules
 * engine with no network, after one visit. Nothing here ever asks another host. */
"use strict";
const VERSION = __VERSION__;
const SHELL = __SHELL__;
const RUNTIME = __RUNTIME__;
const SHELL_CACHE = "contrato-shell-" + VERSION;
const RUNTIME_CACHE = "contrato-runtime";
const base = new URL("./", self.location).href;
const inShell = new Set(SHELL.map((p) => base + p));
const inRuntime = new Set(RUNTIME.map((p) => base + p));

// installed at once, keeping nothing yet: the page waits for this worker before it loads the
// engine, so that the runtime passes through here (and is kept) the first time already
self.addEventListener("install", () => { self.skipWaiting(); });

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("contrato-shell-") && name !== SHELL_CACHE) { await caches.delete(name); }
    }
    const runtime = await caches.open(RUNTIME_CACHE);
    for (const request of await runtime.keys()) {
      if (!inRuntime.has(request.url)) { await runtime.delete(request); }
    }
    await self.clients.claim();
  })());
});

function cacheOf(url) {
  return inRuntime.has(url) ? RUNTIME_CACHE : inShell.has(url) ? SHELL_CACHE : null;
}

function keep(event, url, response) {
  // the response goes to the page at once (its bytes stream: the progress bar); a copy is
  // written to the cache as it arrives
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(cacheOf(url)).then((cache) => cache.put(url, copy))
      .catch(() => {}));
  }
  return response;
}

async function networkFirst(event, url) {
  try {
    return keep(event, url, await fetch(event.request));
  } catch (err) {
    const kept = await caches.match(url, { ignoreSearch: true });
    if (kept) { return kept; }
    throw err;
  }
}

async function cacheFirst(event, url) {
  const kept = await caches.match(url, { ignoreSearch: true });
  if (kept) { return kept; }
  return keep(event, url, await fetch(event.request));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") { return; }
  const url = request.url.split("#")[0].split("?")[0];
  if (inRuntime.has(url)) {
    event.respondWith(cacheFirst(event, url));
  } else if (inShell.has(url)) {
    event.respondWith(request.mode === "navigate" || url.endsWith("/")
      ? networkFirst(event, url) : cacheFirst(event, url));
  }
});

async function keepAll(first) {
  // whatever is still missing: the runtime, the asking page's language, then the others;
  // mostly from the browser's cache (the page has just fetched it). The number still missing.
  const urls = [...inRuntime, ...[...inShell].sort((a, b) =>
    Number(!a.startsWith(first)) - Number(!b.startsWith(first)))];
  let missing = 0;
  for (const url of urls) {
    if (await caches.match(url)) { continue; }
    try {
      const response = await fetch(url);
      if (!response.ok) { throw new Error(response.status); }
      await (await caches.open(cacheOf(url))).put(url, response);
    } catch (err) {
      missing += 1;
    }
  }
  return missing;
}

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.op !== "keep") { return; }
  const source = event.source;
  const first = typeof msg.lang === "string" ? base + msg.lang + "/" : base;
  event.waitUntil(keepAll(first).then((missing) => {
    if (source) { source.postMessage({ op: "kept", missing }); }
  }));
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


def write_offline(site: Path, langs: Iterable[str], runtime: list[str],
                  names: dict[str, tuple[str, str]]) -> str:
    """Write the icons, each language's manifest and ``sw.js`` into the built ``site``.
    ``runtime``: the runtime's files (relative to the root); ``names``: each language's app
    name and description. Returns the service worker's version."""
    site = Path(site)
    langs = list(langs)
    (site / "icons").mkdir(exist_ok=True)
    for size in ICON_SIZES:
        (site / icon_path(size)).write_bytes(icon_png(size))
    for lang in langs:
        name, description = names[lang]
        (site / lang / MANIFEST).write_text(manifest(lang, name, description), encoding="utf-8")
    pages = [f"{lang}/verdict/" for lang in langs]
    shell = shell_files(site, pages)
    for lang in langs:
        for extra in (f"{lang}/javascripts/verdict/worker.js",
                      f"{lang}/javascripts/vendor/js-yaml.min.js", f"{lang}/{MANIFEST}"):
            if extra not in shell:
                shell.append(extra)
    shell += [icon_path(size) for size in ICON_SIZES]
    digest = hashlib.sha256()
    for rel in shell + runtime:
        path = site / rel / "index.html" if rel.endswith("/") else site / rel
        digest.update(rel.encode("utf-8") + b"\0" + path.read_bytes() + b"\0")
    version = digest.hexdigest()[:16]
    (site / SW).write_text(service_worker(shell, runtime, version), encoding="utf-8")
    return version
