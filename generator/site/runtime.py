"""The Python runtime of the verdict page: Pyodide, from its npm package, served by the site.

The verdict page (``<lang>/verdict/``) runs the rules engine itself in the browser: CPython
compiled to WebAssembly by the Pyodide project, published on npm as the package ``pyodide``
(the runtime, its loader and the standard library; MPL-2.0). The site never asks another
host for anything, so the build copies the files the page needs from the package into the
site, once for all three languages::

    runtime/pyodide-314.0.7/pyodide.mjs         the loader (an ES module)
                            pyodide.asm.mjs     the Emscripten glue
                            pyodide.asm.wasm    CPython
                            python_stdlib.zip   the standard library
                            pyodide-lock.json   the package list (the page loads none of them)
                            package.json        the package's name, version and licence

The tarball comes from the npm registry with ``npm pack`` the first time, is checked against
the registry's integrity hash pinned in :data:`PYODIDE`, and is kept in
``.cache/npm/`` (:data:`CACHE`, or ``$CONTRATO_NPM_CACHE``) so that later builds neither
fetch it again nor need the network. Only ``npm`` is needed, the first time.

Beside it, ``runtime/contrato-<hash>.zip`` (:func:`engine_bundle`) holds the Python the page
runs — the engine, the question layer, the languages and the verdict, with the texts of the
answers as JSON —, packed from the sources at every build, byte for byte the same for the
same sources.

The runtime's folder carries the version, so its files never change under a given address
(the service worker keeps them for good, :mod:`generator.site.offline`).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import io
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .texts import ROOT, SiteSourceError

__all__ = ["NpmTarball", "PYODIDE", "PYODIDE_FILES", "CACHE", "RUNTIME", "tarball",
           "write_runtime", "runtime_folder", "runtime_sizes", "source_members",
           "bundle_members", "compiled", "engine_bundle", "stdlib_zips", "lock_contents",
           "page_files", "compressed", "write_engine_files", "trace_requests"]


@dataclass(frozen=True)
class NpmTarball:
    """A package tarball of the npm registry, pinned by the registry's ``dist.integrity``
    (``sha512-…``, base64)."""

    package: str
    version: str
    integrity: str
    license: str

    @property
    def file_name(self) -> str:
        return f"{self.package}-{self.version}.tgz"

    def check(self, data: bytes) -> None:
        """``RuntimeError`` unless ``data`` is this tarball (its integrity hash)."""
        algo, _, digest = self.integrity.partition("-")
        got = base64.b64encode(hashlib.new(algo, data).digest()).decode()
        if got != digest:
            raise RuntimeError(f"{self.package}@{self.version}: the tarball's integrity is "
                               f"{algo}-{got}, not the pinned {self.integrity}")


#: Pyodide 314.0.7 (CPython 3.14.2): ``npm view pyodide@314.0.7 dist.integrity``.
PYODIDE = NpmTarball(
    package="pyodide", version="314.0.7", license="MPL-2.0",
    integrity="sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/"
              "6V5JEsOlD2R1A==")

#: The files of the package the page loads (and ``package.json``: name, version, licence).
#: Not its ``python_stdlib.zip`` (the page mounts a trimmed one, :func:`stdlib_zips`) nor
#: ``pyodide-lock.json`` (passed inline, :func:`lock_contents`).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "package.json")

#: Where downloaded tarballs are kept between builds.
CACHE = ROOT / ".cache" / "npm"
CACHE_ENV = "CONTRATO_NPM_CACHE"
#: The site's folder for the verdict page's runtime (at the root, shared by the languages).
RUNTIME = "runtime"


def _cache_dir() -> Path:
    value = os.environ.get(CACHE_ENV)
    return Path(value) if value else CACHE


def tarball(pkg: NpmTarball = PYODIDE, cache: Path | None = None) -> Path:
    """The checked tarball of ``pkg`` in ``cache``, fetched with ``npm pack`` when it is not
    there yet (written under a temporary name, then renamed: builds running at once never
    see half a file). Raises :class:`~generator.site.texts.SiteSourceError` when ``npm`` is
    missing or fails, ``RuntimeError`` when the tarball is not the pinned one."""
    cache = Path(cache) if cache is not None else _cache_dir()
    path = cache / pkg.file_name
    if path.is_file():
        pkg.check(path.read_bytes())
        return path
    cache.mkdir(parents=True, exist_ok=True)
    npm = shutil.which("npm")
    if npm is None:
        raise SiteSourceError(f"the verdict page needs the npm package {pkg.package}@"
                              f"{pkg.version}, and npm is not installed: install Node.js and "
                              f"npm, or put {pkg.file_name} in {cache}")
    with tempfile.TemporaryDirectory(dir=cache, prefix=".npm-pack-") as tmp:
        try:
            subprocess.run([npm, "pack", f"{pkg.package}@{pkg.version}", "--silent",
                            "--pack-destination", tmp], cwd=tmp, check=True,
                           capture_output=True, text=True, timeout=600)
        except subprocess.CalledProcessError as err:
            raise SiteSourceError(f"npm pack {pkg.package}@{pkg.version} failed: "
                                  f"{(err.stderr or err.stdout).strip()}") from None
        except subprocess.TimeoutExpired:
            raise SiteSourceError(f"npm pack {pkg.package}@{pkg.version}: no answer from the "
                                  f"npm registry in 10 minutes") from None
        got = Path(tmp) / pkg.file_name
        if not got.is_file():
            raise SiteSourceError(f"npm pack {pkg.package}@{pkg.version} wrote no "
                                  f"{pkg.file_name}")
        pkg.check(got.read_bytes())
        os.replace(got, path)
    return path


def runtime_folder(pkg: NpmTarball = PYODIDE) -> str:
    """The runtime's folder in the site, relative to its root: ``runtime/pyodide-314.0.7/``."""
    return f"{RUNTIME}/{pkg.package}-{pkg.version}/"


def runtime_sizes(pkg: NpmTarball = PYODIDE,
                  files: tuple[str, ...] = PYODIDE_FILES,
                  cache: Path | None = None) -> dict[str, int]:
    """The size in bytes of each of ``files`` (by name), read from the tarball's index."""
    with tarfile.open(tarball(pkg, cache)) as tar:
        return {name: tar.getmember(f"package/{name}").size for name in files}


def write_runtime(site: Path, pkg: NpmTarball = PYODIDE,
                  files: tuple[str, ...] = PYODIDE_FILES,
                  cache: Path | None = None) -> dict[str, int]:
    """Copy ``files`` of ``pkg``'s tarball into ``site``/:func:`runtime_folder`, unchanged.
    Returns each file's size in bytes, by its path relative to ``site``."""
    folder = Path(site) / runtime_folder(pkg)
    folder.mkdir(parents=True, exist_ok=True)
    sizes: dict[str, int] = {}
    with tarfile.open(tarball(pkg, cache)) as tar:
        for name in files:
            member = tar.extractfile(f"package/{name}")
            if member is None:
                raise RuntimeError(f"{pkg.package}@{pkg.version} has no {name}")
            data = member.read()
            (folder / name).write_bytes(data)
            sizes[runtime_folder(pkg) + name] = len(data)
    return sizes


# --- the engine's Python, packed for the page --------------------------------------------------

#: The packages of :mod:`generator` the page runs: the rules engine, the question layer, the
#: languages and the verdict (its JSON and sentences; not its YAML reading, which needs
#: PyYAML and jsonschema, absent from the browser: the page's data goes through the same
#: question layer the command line's does after its schema check).
BUNDLE_PACKAGES = ("engine", "questions", "lang", "verdict")
#: The text catalogues the verdict's sentences and card words come from: the Project Fluent
#: files ``docs/<lang>/<name>.ftl``, as they are (read by :mod:`generator.lang.catalogue`).
BUNDLE_TEXTS = ("cards", "verdict", "house")
#: The pure-Python libraries those sentences are formatted with, which Pyodide's standard
#: library lacks: Project Fluent's (``fluent.runtime``, ``fluent.syntax``) and what it
#: imports. Each is packed from the installed copy (pinned in pyproject.toml), at the
#: bundle's top level, with its licence; only the modules the traced questions import
#: (:func:`compiled`) go into the bundle, the others into the fallback zip.
BUNDLE_LIBRARIES = ("fluent", "attr", "typing_extensions", "pytz", "babel")
#: Babel's CLDR locale data for the three languages (plural rules, number formats): only
#: these of its ~1,000 locale files, and ``global.dat``, each cut down to the keys the
#: traced questions read (:func:`_babel_data`).
BABEL_LOCALES = ("root", "pt", "pt_PT", "es", "es_ES", "ca", "ca_ES")
#: Every file of a zip carries this date, so that the same sources give the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
#: The module of :mod:`generator.site.in_pyodide` in the bundle, and the list of the modules
#: the fallback zip holds (:class:`~generator.site.in_pyodide.Fallback`).
RUNTIME_MODULE = "_contrato_runtime.py"
REST_NAMES = "_contrato_rest.txt"
#: The node script that runs Pyodide at build time, beside this module.
TOOL = Path(__file__).with_name("pyodide_tool.mjs")
IN_PYODIDE = Path(__file__).with_name("in_pyodide.py")
#: Pyodide's standard library inside Pyodide (where ``stdLibURL``'s zip is mounted).
STDLIB_IN_PYODIDE = "/lib/python314.zip"

#: The calls traced at build time (:func:`compiled`), as the page makes them: every
#: question of the tool (the README's examples, as the codes of their links), each in the
#: three languages; house rules (``--compare``) and another profile; refusals (a card the
#: pack cannot hold, a card that does not exist, a round out of range, a bad house-rules
#: code, a bad link); the page's other calls (``decode``, ``canonical``, ``yaml``, ``number_form``).
TRACE_CODES = (
    "joker-swap&round=2&table=9D9CJK,5S6S7S8S&opened=earlier&hand=9S2H3H",
    "can-open&round=2&hand=7C7D7H3S4S5S6S8H2DKSQC",
    "meld&meld=3S4S5S6S7S&round=2",
    "lay-off&round=2&table=7C7D7H,5H6H7H8H&opened=this-turn&hand=9H2DKS&card=9H&target=2",
    "lay-off&round=3&table=5H6H7H8H,3S4S5S6S&opened=earlier&hand=9H2DKS3C&cards=9H2DKS",
    "joker-swap&round=2&table=5SJK=6S7S8S,9D9CJK&opened=earlier&hand=6SKH",
    "penalty&hand=KCAH5DJK",
    "buy&active=1&discard=7H9C&stock=5D4D3D&asks=2:9C,3:7H,4:7H",
    "go-out&round=2&hand=9S10SKH&table=5S6S7S8S,9D9C9H&opened=earlier",
    "draw&stock=0&discard=12",
    "standings&penalties=0,12,30,7/45,0,3,10&players=Ana,Bruno,Carla,Duarte",
    "joker-swap&round=2&table=9D9CJK,5S6S7S8S&opened=earlier&hand=9S2H3H&profile=h1-wa",
    "penalty&hand=KCAH5DJK&profile=catalan-source",
)
TRACE_REFUSALS = (
    {"question": "penalty", "hand": "7♥ 7♥ 7♥"},
    {"question": "penalty", "hand": "7♥ 7X"},
    {"question": "meld", "meld": "7♥ 8♥ 9♥", "round": 9},
    {"question": "lay-off", "round": 2, "hand": "9♥", "card": "9♥", "cards": "9♥"},
    {"question": "buy", "discard": "7♥", "stock": 3, "asks": {"9": "7♥"}},
)


def trace_requests() -> list[dict]:
    """The calls of :data:`TRACE_CODES` and :data:`TRACE_REFUSALS`, in every language."""
    from ..lang import LANGS
    out: list[dict] = []
    for lang in LANGS:
        out += [{"op": "rule", "arg": {"situation": code, "lang": lang}}
                for code in TRACE_CODES]
        out += [{"op": "rule", "arg": {"situation": data, "lang": lang}}
                for data in TRACE_REFUSALS]
        out.append({"op": "rule", "arg": {"situation": {"question": "penalty", "hand": "K♣"},
                                          "lang": lang, "profile": "h9-zz"}})
    out += [{"op": "decode", "arg": "penalty&hand=KCXX"},
            {"op": "decode", "arg": TRACE_CODES[7]},
            {"op": "canonical", "arg": {"situation": {"question": "penalty",
                                                      "hand": ["KC", "AH"]}}},
            {"op": "yaml", "arg": {"situation": {"question": "buy", "active": 1,
                                                 "discard": "7♥ 9♣", "stock": "5♦",
                                                 "asks": [[2, "9♣"], [3, "7♥"]]}}},
            {"op": "number_form", "arg": {"value": "0x10", "number": "16", "line": 2,
                                          "lang": "pt"}}]
    return out


@functools.lru_cache(maxsize=None)
def _distributions() -> dict[str, list[str]]:
    """:func:`importlib.metadata.packages_distributions`, read once per process (it scans
    every installed distribution's file list: a quarter of a second each time)."""
    import importlib.metadata
    return importlib.metadata.packages_distributions()


@functools.lru_cache(maxsize=None)
def _library_files(name: str) -> dict[str, bytes]:
    """The files of the installed library ``name`` by their path in the bundle: its modules
    and data (no ``__pycache__``, no time-zone database — the sentences use no dates —, only
    :data:`BABEL_LOCALES` of Babel's locale data) and its distribution's licence files."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    if spec is None:
        raise RuntimeError(f"the library {name!r} is not installed: pip install -e '.[test]'")
    out: dict[str, bytes] = {}
    if spec.submodule_search_locations:             # a package (or a namespace package)
        for folder in spec.submodule_search_locations:
            base = Path(folder)
            for path in sorted(base.rglob("*")):
                rel = path.relative_to(base)
                if not path.is_file() or "__pycache__" in rel.parts or path.suffix == ".pyc":
                    continue
                if name == "pytz" and rel.parts[0] == "zoneinfo":
                    continue
                if name == "babel" and rel.parts[0] == "locale-data" and (
                        path.stem not in BABEL_LOCALES):
                    continue
                out[f"{name}/{rel.as_posix()}"] = path.read_bytes()
    else:
        out[Path(spec.origin).name] = Path(spec.origin).read_bytes()
    dists = _distributions().get(name, [])
    import importlib.metadata
    for dist in sorted(set(dists)):
        files = importlib.metadata.distribution(dist).files or ()
        kept = [f for f in files if "licen" in f.name.lower() or "copying" in f.name.lower()]
        # a distribution that ships no licence file states it in its metadata
        for file in kept or [f for f in files if f.name == "METADATA"]:
            out[f"licences/{dist}/{file.name}"] = file.locate().read_bytes()
    return out


def source_members(root: Path = ROOT) -> dict[str, bytes]:
    """Every file the bundle may hold, as sources, by its path in it: ``generator/__init__.py``,
    every ``.py`` file of :data:`BUNDLE_PACKAGES`, the Fluent catalogues of
    :data:`BUNDLE_TEXTS` (``docs/<lang>/<name>.ftl``), the libraries of
    :data:`BUNDLE_LIBRARIES` whole, and :data:`RUNTIME_MODULE`. What is traced and compiled
    (:func:`compiled`)."""
    from ..lang import LANGS

    members: dict[str, bytes] = {}
    pkg = Path(root) / "generator"
    members["generator/__init__.py"] = (pkg / "__init__.py").read_bytes()
    for name in BUNDLE_PACKAGES:
        for path in sorted((pkg / name).rglob("*.py")):
            members[path.relative_to(root).as_posix()] = path.read_bytes()
    for lang in LANGS:
        for name in BUNDLE_TEXTS:
            members[f"docs/{lang}/{name}.ftl"] = (
                Path(root) / "docs" / lang / f"{name}.ftl").read_bytes()
    for name in BUNDLE_LIBRARIES:
        members.update(_library_files(name))
    members[RUNTIME_MODULE] = IN_PYODIDE.read_bytes()
    return members


# --- Pyodide at build time: the trace and the bytecode ------------------------------------------

@dataclass(frozen=True)
class Compiled:
    """What :func:`compiled` gives: ``trace`` (``trace.json`` of
    :func:`generator.site.in_pyodide.build`: the standard library's files imported, every
    module and its file, the Babel keys read, the answers), ``stdlib`` and ``bundle`` (path →
    ``.pyc`` bytes: the standard library's files imported; every ``.py`` of the sources)."""

    trace: dict
    stdlib: dict[str, bytes]
    bundle: dict[str, bytes]
    key: str = ""


def _pyodide_dir(pkg: NpmTarball = PYODIDE, cache: Path | None = None) -> Path:
    """The npm package's files, unpacked once into the cache (``…/pyodide-314.0.7/``)."""
    base = (Path(cache) if cache is not None else _cache_dir()) / f"{pkg.package}-{pkg.version}"
    if (base / "pyodide.mjs").is_file():
        return base
    with tarfile.open(tarball(pkg, cache)) as tar:
        tmp = Path(tempfile.mkdtemp(dir=base.parent, prefix=".unpack-"))
        try:
            for member in tar.getmembers():
                if member.isfile() and member.name.startswith("package/"):
                    data = tar.extractfile(member).read()
                    target = tmp / member.name[len("package/"):]
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(data)
            if base.exists():
                shutil.rmtree(base)
            os.replace(tmp, base)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp)
    return base


def _read_tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


#: The last :func:`compiled`, by its key (the build asks several times).
_COMPILED: dict[str, Compiled] = {}


def compiled(root: Path = ROOT, cache: Path | None = None) -> Compiled:
    """Trace and compile in Pyodide (``node pyodide_tool.mjs``, see
    :mod:`generator.site.in_pyodide`): the bundle's sources (:func:`source_members`) and the
    standard library of the npm package, under the calls of :func:`trace_requests`. Kept in
    the cache (``pyodide-build/<key>/``) under a key made of everything it depends on (the
    sources, the calls, the package, the two scripts), so that a build from the same sources
    runs Node.js once. Raises :class:`~generator.site.texts.SiteSourceError` without Node.js
    or when the trace fails (its message)."""
    members = sorted(source_members(root).items())
    requests = trace_requests()
    digest = hashlib.sha256()
    for name, data in members:
        digest.update(hashlib.sha256(name.encode() + b"\0" + data).digest())
    for extra in (json.dumps(requests, sort_keys=True).encode(), PYODIDE.integrity.encode(),
                  TOOL.read_bytes(), IN_PYODIDE.read_bytes()):
        digest.update(hashlib.sha256(extra).digest())
    key = digest.hexdigest()[:24]
    if key in _COMPILED:
        return _COMPILED[key]
    cache_dir = Path(cache) if cache is not None else _cache_dir()
    done = cache_dir / "pyodide-build" / key
    if not (done / "trace.json").is_file():
        pyodide = _pyodide_dir(cache=cache)
        node = shutil.which("node")
        if node is None:
            raise SiteSourceError("the verdict page's bytecode is compiled by Pyodide under "
                                  "Node.js, which is not installed: install Node.js (it comes "
                                  "with npm)")
        done.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(dir=done.parent, prefix=".work-"))
        try:
            (work / "bundle.zip").write_bytes(_zip(members))
            (work / "spec.json").write_text(json.dumps({
                "bundle": "/contrato", "stdlib": STDLIB_IN_PYODIDE, "out": "/work",
                "requests": requests}, ensure_ascii=False), encoding="utf-8")
            try:
                subprocess.run([node, str(TOOL), str(pyodide), str(work)],
                               check=True, capture_output=True, text=True, timeout=1800)
            except subprocess.CalledProcessError as err:
                raise SiteSourceError(f"the verdict page's trace in Pyodide failed: "
                                      f"{(err.stderr or err.stdout).strip()[-2000:]}") from None
            (work / "spec.json").unlink()
            (work / "bundle.zip").unlink()
            if done.exists():
                shutil.rmtree(done)
            os.replace(work, done)
        finally:
            if work.exists():
                shutil.rmtree(work)
    trace = json.loads((done / "trace.json").read_text(encoding="utf-8"))
    result = Compiled(trace, _read_tree(done / "stdlib"), _read_tree(done / "bundle"), key)
    _check_answers(trace)
    _COMPILED.clear()
    _COMPILED[key] = result
    return result


def _check_answers(trace: dict) -> None:
    """The traced calls must have answered (a ruling or a refusal), never failed, and the
    same after a restored snapshot."""
    if not trace.get("restored"):
        raise SiteSourceError("the verdict page's trace: the engine restored from a memory "
                              "snapshot did not answer as the one started afresh")
    for request, answer in zip(trace_requests(), trace["answers"]):
        if not isinstance(answer, dict) or "ok" not in answer:
            raise SiteSourceError(f"the verdict page's trace: {request} gave {answer!r}")


def _module_name(path: str) -> str | None:
    """``babel/messages/catalog.py`` → ``babel.messages.catalog``; a package's
    ``__init__.py`` → the package; not a module → ``None``."""
    if not path.endswith(".py"):
        return None
    parts = path[:-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts) if parts else None


def _babel_data(name: str, data: bytes, keys: set[str]) -> bytes:
    """One of Babel's CLDR pickles (``babel/global.dat``, ``babel/locale-data/<id>.dat``)
    cut down to the top-level ``keys`` the trace read (all of it if the trace listed the
    whole mapping: ``*``), in Babel's own format, read by Babel's own loader."""
    import pickle
    if "*" in keys:
        return data
    value = pickle.loads(data)
    if not isinstance(value, dict):
        raise RuntimeError(f"{name}: not the mapping Babel writes")
    kept = {k: v for k, v in value.items() if k in keys}
    return pickle.dumps(kept, protocol=2)


def bundle_members(root: Path = ROOT) -> dict[str, bytes]:
    """The sources of the engine bundle by their path in it (the bundle itself holds their
    ``.pyc``, :func:`engine_bundle`): ``generator/`` (:data:`BUNDLE_PACKAGES`) whole, the
    Fluent catalogues, the modules of :data:`BUNDLE_LIBRARIES` that the traced questions
    import, their licences, Babel's data cut to the keys read (:func:`_babel_data`),
    :data:`RUNTIME_MODULE` and :data:`REST_NAMES` (the modules the fallback zip holds)."""
    done = compiled(root)
    members = source_members(root)
    imported = {_module_name(origin[len("/contrato/"):])
                for origin in done.trace["modules"].values() if origin.startswith("/contrato/")}
    libraries = tuple(n + "/" for n in BUNDLE_LIBRARIES) + ("typing_extensions.py",)
    out: dict[str, bytes] = {}
    for name, data in members.items():
        module = _module_name(name)
        if name.startswith(libraries) and module is not None and module not in imported:
            continue                                   # in the fallback zip (stdlib_zips)
        if name.startswith(libraries) and module is None and name.endswith((".pyi", "py.typed")):
            continue
        if name == "babel/global.dat":
            data = _babel_data(name, data, set(done.trace["babel_global"]))
        elif name.startswith("babel/locale-data/"):
            data = _babel_data(name, data, set(done.trace["babel_locale"]))
        out[name] = data
    out[REST_NAMES] = "".join(n + "\n" for n in _rest_names(root)).encode()
    return out


def _left_out(root: Path = ROOT) -> dict[str, bytes]:
    """The libraries' modules the trace did not import (the fallback zip holds them)."""
    done = compiled(root)
    imported = {_module_name(origin[len("/contrato/"):])
                for origin in done.trace["modules"].values() if origin.startswith("/contrato/")}
    libraries = tuple(n + "/" for n in BUNDLE_LIBRARIES) + ("typing_extensions.py",)
    return {name: data for name, data in source_members(root).items()
            if name.startswith(libraries) and _module_name(name) is not None
            and _module_name(name) not in imported}


def _stdlib_files(pkg: NpmTarball = PYODIDE, cache: Path | None = None) -> dict[str, bytes]:
    """The files of the npm package's ``python_stdlib.zip``, by their path in it."""
    with zipfile.ZipFile(_pyodide_dir(pkg, cache) / "python_stdlib.zip") as zf:
        return {info.filename: zf.read(info) for info in zf.infolist() if not info.is_dir()}


def _rest_names(root: Path = ROOT) -> list[str]:
    """Every module the fallback zip holds (dotted names, sorted)."""
    rest, _ = _rest_and_kept(root)
    return sorted({m for m in map(_module_name, rest) if m})


def _rest_and_kept(root: Path = ROOT) -> tuple[dict[str, bytes], dict[str, bytes]]:
    done = compiled(root)
    kept = dict(done.stdlib)
    traced = set(done.trace["stdlib"])
    rest = {name: data for name, data in _stdlib_files().items() if name not in traced}
    rest.update(_left_out(root))
    return rest, kept


def _zip(members, stored: bool = True) -> bytes:
    """A zip of ``members`` (name, bytes), in this order, dated :data:`ZIP_DATE`: stored
    (``ZIP_STORED``: the host's gzip or brotli then compresses it whole) or deflated."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in members:
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3
            zf.writestr(info, data, compresslevel=None if stored else 9)
    return buf.getvalue()


def _named(prefix: str, data: bytes) -> str:
    return f"{prefix}-{hashlib.sha256(data).hexdigest()[:16]}.zip"


#: What was derived from the last :func:`compiled` (the bundle, the zips), by its key and
#: the function's name: a build asks several times.
_DERIVED: dict[tuple[str, str, str], Any] = {}


def _derived(name: str, root: Path, make):
    key = (compiled(root).key, name, str(root))
    if key not in _DERIVED:
        if len(_DERIVED) > 16:
            _DERIVED.clear()
        _DERIVED[key] = make()
    return _DERIVED[key]


def engine_bundle(root: Path = ROOT) -> tuple[str, bytes]:
    """The engine bundle: ``(file name, zip bytes)``, the name ``contrato-<hash>.zip`` made
    from its content (an address whose bytes never change): each source of
    :func:`bundle_members` as the ``.pyc`` Pyodide compiled (:func:`compiled`), the other
    files as they are; stored, not deflated. The same sources give the same bytes."""
    return _derived("engine_bundle", root, lambda: _engine_bundle(root))


def _engine_bundle(root: Path) -> tuple[str, bytes]:
    done = compiled(root)
    members = []
    for name, data in sorted(bundle_members(root).items()):
        if name.endswith(".py"):
            members.append((name + "c", done.bundle[name + "c"]))
        else:
            members.append((name, data))
    members += _parsed_catalogues(root, done.bundle["fluent/syntax/parser.pyc"])
    data = _zip(sorted(members))
    return _named("contrato", data), data


def _parsed_catalogues(root: Path, parser: bytes) -> list[tuple[str, bytes]]:
    """The Fluent catalogues of the bundle already parsed, as
    :func:`generator.lang.catalogue._parsed` keeps them (``.cache/ftl/<key>.pickle``, the key
    of the bundle's own parser, ``parser``): the page's first start reads them instead of
    parsing ``verdict.ftl`` in WebAssembly."""
    import pickle

    from ..lang import LANGS
    from ..lang.catalogue import CACHE_FORMAT, _Flat, _parse
    parser_hash = hashlib.sha256(parser).hexdigest()
    out = []
    for lang in LANGS:
        for name in BUNDLE_TEXTS:
            text = (Path(root) / "docs" / lang / f"{name}.ftl").read_text(encoding="utf-8")
            key = hashlib.sha256(f"{CACHE_FORMAT}\0{parser_hash}\0{text}".encode("utf-8"))
            resource = _Flat().visit(_parse(f"docs/{lang}/{name}.ftl", text))
            out.append((f".cache/ftl/{key.hexdigest()}.pickle",
                        pickle.dumps(resource, protocol=4)))
    return out


def stdlib_zips(root: Path = ROOT) -> tuple[tuple[str, bytes], tuple[str, bytes]]:
    """The standard library the page mounts (``stdLibURL``): ``(name, bytes)`` of
    ``stdlib-<hash>.zip``, the ``.pyc`` of the files the traced questions import, stored; and
    of the fallback, ``stdlib-rest-<hash>.zip``: the other files of the package's standard
    library and the libraries' modules left out of the bundle, as sources, deflated (fetched
    only for a module the trace never imported: :mod:`generator.site.in_pyodide`)."""
    return _derived("stdlib_zips", root, lambda: _stdlib_zips(root))


def _stdlib_zips(root: Path):
    rest, kept = _rest_and_kept(root)
    trimmed = _zip(sorted(kept.items()))
    fallback = _zip(sorted(rest.items()), stored=False)
    return (_named("stdlib", trimmed), trimmed), (_named("stdlib-rest", fallback), fallback)


def lock_contents(pkg: NpmTarball = PYODIDE, cache: Path | None = None) -> str:
    """The lock file the page passes to Pyodide (``lockFileContents``: no request for
    ``pyodide-lock.json``): the package's ``info`` and no packages (the page loads none)."""
    lock = json.loads((_pyodide_dir(pkg, cache) / "pyodide-lock.json").read_text("utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True,
                      separators=(",", ":"))


# --- what the page loads, and its compressed copies ----------------------------------------------

#: Files the page loads that get ``.gz`` and ``.br`` copies beside them (the host sends one
#: of them when the browser accepts it: README, "Compressed copies").
COMPRESSED_MIN = 8 * 1024


def page_files(root: Path = ROOT) -> list[tuple[str, bytes]]:
    """What the verdict page's worker loads, in the order it asks: ``(path relative to the
    site's root, bytes)``: Pyodide's loader, glue and CPython, the trimmed standard library,
    the engine bundle."""
    folder = runtime_folder()
    base = _pyodide_dir()
    pyodide = {name: (base / name).read_bytes()
               for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")}
    (stdlib_name, stdlib), _ = stdlib_zips(root)
    bundle_name, bundle = engine_bundle(root)
    return [(folder + name, data) for name, data in pyodide.items()] + [
        (f"{RUNTIME}/{stdlib_name}", stdlib), (f"{RUNTIME}/{bundle_name}", bundle)]


def _compressed_cache(cache: Path | None = None) -> Path:
    return (Path(cache) if cache is not None else _cache_dir()) / "compressed"


def compressed(data: bytes, cache: Path | None = None) -> tuple[bytes, bytes]:
    """``data`` gzipped (level 9, no name, no date) and brotli-compressed (quality 11, the
    ``brotli`` library): the same bytes every time. Kept in the cache by the data's hash
    (brotli 11 takes half a minute on CPython's wasm)."""
    import gzip

    import brotli

    key = hashlib.sha256(data).hexdigest()
    folder = _compressed_cache(cache)
    gz_path, br_path = folder / f"{key}.gz", folder / f"{key}.br"
    if gz_path.is_file() and br_path.is_file():
        return gz_path.read_bytes(), br_path.read_bytes()
    gz = gzip.compress(data, compresslevel=9, mtime=0)
    br = brotli.compress(data, quality=11, lgwin=24)
    folder.mkdir(parents=True, exist_ok=True)
    for path, value in ((gz_path, gz), (br_path, br)):
        tmp = path.with_suffix(path.suffix + f".{os.getpid()}.part")
        tmp.write_bytes(value)
        os.replace(tmp, path)
    return gz, br


def write_engine_files(site: Path, root: Path = ROOT) -> list[str]:
    """Write into ``site`` everything the verdict page's engine needs: Pyodide's files
    (:func:`write_runtime`), the trimmed standard library and its fallback, the engine
    bundle, and a ``.gz`` and a ``.br`` copy beside each file the page loads (larger than
    :data:`COMPRESSED_MIN`). Returns the files the page loads (relative to ``site``; the
    service worker keeps them), in the order it asks."""
    site = Path(site)
    write_runtime(site)
    _, (rest_name, rest) = stdlib_zips(root)
    (site / RUNTIME / rest_name).write_bytes(rest)
    out = []
    for rel, data in page_files(root):
        path = site / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        if len(data) >= COMPRESSED_MIN:
            gz, br = compressed(data)
            path.with_name(path.name + ".gz").write_bytes(gz)
            path.with_name(path.name + ".br").write_bytes(br)
        out.append(rel)
    return out
