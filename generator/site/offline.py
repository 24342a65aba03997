"""The site at the table with no network: a service worker and an installable web app.

After one visit, the verdict page — and the rules engine it runs — must work with no network
(issue 12). The build writes, once the three MkDocs builds are done:

- ``sw.js`` at the site's root (its scope: the whole site), registered by the verdict page
  only (``docs/javascripts/verdict/verdict.js``), so that no other page pays for it. On
  install it keeps the *shell*: the verdict page of each language and every file those pages
  load (found in the built HTML: stylesheets, scripts, icons), its worker, js-yaml and each
  language's manifest. The runtime (``runtime/``: Pyodide and the engine bundle, whose
  addresses carry their version) is kept as the page fetches it, or when the page asks
  (``{op: "keep", urls}`` after the engine has loaded). Pages of the shell are served from the
  network first, then from the cache; everything else it keeps, from the cache first. The
  worker's text carries a hash of everything it keeps, so a new build installs a new worker
  and drops the old shell; runtime files no longer listed are dropped too.
- ``<lang>/manifest.webmanifest`` (linked from every page by ``overrides/main.html``): the
  site as an app that opens on the verdict page, in the language's words.
- ``icons/contrato-192.png`` and ``icons/contrato-512.png``: its icons, drawn with Pillow
  (a card with a heart on the table's green), the same bytes at every build.
"""

from __future__ import annotations

import hashlib
import io
import json
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


def shell_files(site: Path, pages: Iterable[str]) -> list[str]:
    """The pages (``pt/verdict/``, relative to the site's root) and every file of this site
    they load, as paths relative to the root, in order, each once."""
    out: list[str] = []
    root = "http://site.invalid/"
    for page in pages:
        out.append(page)
        parser = _Assets()
        parser.feed((Path(site) / page / "index.html").read_text(encoding="utf-8"))
        for ref in parser.found:
            url = urljoin(root + page, ref)
            if not url.startswith(root):
                continue                       # another host: the site has none
            rel = urlsplit(url).path[1:]
            if rel not in out:
                out.append(rel)
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

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE)
    .then((cache) => cache.addAll(SHELL.map((p) => base + p)))
    .then(() => self.skipWaiting()));
});

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

async function keep(cacheName, request, response) {
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request, url) {
  try {
    return await keep(SHELL_CACHE, url, await fetch(request));
  } catch (err) {
    const kept = await caches.match(url, { ignoreSearch: true });
    if (kept) { return kept; }
    throw err;
  }
}

async function cacheFirst(request, url, cacheName) {
  const kept = await caches.match(url, { ignoreSearch: true });
  if (kept) { return kept; }
  return keep(cacheName, url, await fetch(request));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") { return; }
  const url = request.url.split("#")[0].split("?")[0];
  if (inRuntime.has(url)) {
    event.respondWith(cacheFirst(request, url, RUNTIME_CACHE));
  } else if (inShell.has(url)) {
    event.respondWith(request.mode === "navigate" || url.endsWith("/")
      ? networkFirst(request, url) : cacheFirst(request, url, SHELL_CACHE));
  }
});

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.op !== "keep" || !Array.isArray(msg.urls)) { return; }
  event.waitUntil((async () => {
    for (const url of msg.urls) {
      const name = inRuntime.has(url) ? RUNTIME_CACHE : inShell.has(url) ? SHELL_CACHE : null;
      if (name && !(await caches.match(url))) {
        try { await keep(name, url, await fetch(url)); } catch (err) { /* later */ }
      }
    }
  })());
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
