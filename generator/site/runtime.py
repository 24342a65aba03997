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

from .texts import ROOT, SiteSourceError

__all__ = ["NpmTarball", "PYODIDE", "PYODIDE_FILES", "CACHE", "RUNTIME", "tarball",
           "write_runtime", "runtime_folder", "runtime_sizes", "bundle_members",
           "engine_bundle"]


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
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")

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
#: PyYAML and jsonschema, absent from the browser).
BUNDLE_PACKAGES = ("engine", "questions", "lang", "verdict")
#: The text catalogues the verdict's sentences and card words come from: the Project Fluent
#: files ``docs/<lang>/<name>.ftl``, as they are (read by :mod:`generator.lang.catalogue`).
BUNDLE_TEXTS = ("cards", "verdict", "house")
#: The pure-Python libraries those sentences are formatted with, which Pyodide's standard
#: library lacks: Project Fluent's (``fluent.runtime``, ``fluent.syntax``) and what it
#: imports. Each is packed from the installed copy (pinned in pyproject.toml), at the
#: bundle's top level, with its licence; :data:`LIBRARY_SKIPS` leaves out what the page
#: never reads.
BUNDLE_LIBRARIES = ("fluent", "attr", "typing_extensions", "pytz", "babel")
#: Babel's CLDR locale data for the three languages (plural rules, number formats): only
#: these of its ~1,000 locale files, and ``global.dat``.
BABEL_LOCALES = ("root", "pt", "pt_PT", "es", "es_ES", "ca", "ca_ES")
#: Every file of the bundle carries this date, so that the same sources give the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def _zip_member(zf, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, ZIP_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    info.create_system = 3
    zf.writestr(info, data, compresslevel=9)


@functools.lru_cache(maxsize=1)
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


def bundle_members(root: Path = ROOT) -> dict[str, bytes]:
    """The files of the engine bundle by their path in it: ``generator/__init__.py``, every
    ``.py`` file of :data:`BUNDLE_PACKAGES`, the Fluent catalogues of :data:`BUNDLE_TEXTS`
    (``docs/<lang>/<name>.ftl``) and the libraries of :data:`BUNDLE_LIBRARIES`."""
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
    return members


def engine_bundle(root: Path = ROOT) -> tuple[str, bytes]:
    """The engine bundle: ``(file name, zip bytes)``, the name ``contrato-<hash>.zip`` made
    from its content (an address whose bytes never change). The same sources give the same
    bytes (sorted members, fixed dates and permissions)."""
    members = sorted(bundle_members(root).items())
    digest = hashlib.sha256()
    for name, data in members:
        digest.update(hashlib.sha256(name.encode() + b"\0" + data).digest())
    key = digest.hexdigest()
    if key not in _ZIPPED:      # the same members: the bytes already made (a build asks 4×)
        _ZIPPED.clear()
        _ZIPPED[key] = _zip(members)
    data = _ZIPPED[key]
    return f"contrato-{hashlib.sha256(data).hexdigest()[:16]}.zip", data


#: The last bundle zipped, by a digest of its members (:func:`engine_bundle`).
_ZIPPED: dict[str, bytes] = {}


def _zip(members: list[tuple[str, bytes]]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in members:
            _zip_member(zf, name, data)
    return buf.getvalue()
