"""The Python that runs inside Pyodide, not on this machine: at build time under Node.js
(``pyodide_tool.mjs``, called by :mod:`generator.site.runtime`), and on the verdict page
beside the engine (shipped in the engine bundle as ``_contrato_runtime.py``).

At build time (:func:`trace`, then :func:`build` in a Pyodide restored from a memory snapshot
of the first, as the page restores one), in Pyodide's own CPython, so that the bytecode
carries its magic number:

- **trace**: run the verdict's real questions (:data:`generator.site.runtime.TRACE`: every
  question, every language, refusals, house rules, the page's other calls) through
  :mod:`generator.verdict.browser`, exactly as the page calls it, started afresh and
  restored from a snapshot, and record what they
  import (``sys.modules``: each module and the file it came from, the standard library's
  and the bundle's) and which of Babel's CLDR data they read (the top-level keys of each
  locale's data and of ``global.dat``);
- **compile**: each Python file asked for into a sourceless ``.pyc`` (:func:`pyc`).

On the page (:func:`install`, :func:`after_restore`): a finder at the end of
``sys.meta_path`` for the rare module the trimmed standard library lacks: the first time one
of the modules the build left out is imported, it fetches the rest of the standard library
(``stdlib-rest-<hash>.zip``) once, synchronously (the engine runs in a Web Worker, where a
synchronous request is allowed), says so in the console, and imports from it.

Only the standard library here: the module is imported by the build's tests on this machine
too (the docstring-free compiling, the finder with a fetch of its own).
"""

from __future__ import annotations

import ast
import importlib.machinery
import importlib.util
import json
import marshal
import os
import sys

__all__ = ["pyc", "strip_docstrings", "Fallback", "install", "after_restore", "trace", "build"]


# -- bytecode -----------------------------------------------------------------------------------

def strip_docstrings(tree: ast.AST) -> ast.AST:
    """``tree`` without the docstrings of its module, classes and functions (a body left
    empty gets ``pass``); every other statement, ``assert`` included, kept at its line."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(
                    body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                first = body.pop(0)
                if not body:
                    body.append(ast.copy_location(ast.Pass(), first))
    return tree


def pyc(source: bytes, filename: str, *, keep_asserts: bool = False) -> bytes:
    """The sourceless ``.pyc`` of ``source`` for this interpreter: its magic number, flags
    ``0`` (a timestamp ``.pyc``), timestamp and size ``0`` (there is no source to compare
    with), then the code, marshalled. Docstrings are left out. ``keep_asserts``: the asserts
    are kept (this project's own code runs as on the command line); otherwise the code is
    compiled as ``python -OO`` would (the standard library and the libraries, which CPython
    and their own tests run that way too). Run at build time with ``PYTHONNODEBUGRANGES``
    (``pyodide_tool.mjs``), the code keeps each instruction's line but not its columns.

    >>> data = pyc(b'"doc"\\nx = 1\\nassert x\\n', "m.py", keep_asserts=True)
    >>> data[:4] == importlib.util.MAGIC_NUMBER and data[4:16] == bytes(12)
    True
    >>> code = marshal.loads(data[16:]); ns = {}; exec(code, ns); ns["x"], ns.get("__doc__")
    (1, None)
    """
    if keep_asserts:
        tree = strip_docstrings(ast.parse(source, filename))
        code = compile(tree, filename, "exec", dont_inherit=True, optimize=0)
    else:
        code = compile(source, filename, "exec", dont_inherit=True, optimize=2)
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)


# -- the rare module: the rest of the standard library, fetched once ------------------------------

class Fallback:
    """A finder for the modules of ``names`` (dotted names: the modules the trimmed standard
    library and the bundle left out), placed at the end of ``sys.meta_path`` so that it is
    asked only when no other finder has the module. The first time, ``fetch(url)`` gives the
    bytes of the zip of those modules; they are written to ``path``, which is put at the end
    of ``sys.path`` (and of a package's ``__path__`` for its submodules); ``warn(text)`` says
    so (the browser's console). Names it does not list are not its business (``None``): an
    optional import that fails stays a plain ``ImportError``, with no download."""

    def __init__(self, url: str, path: str, names, fetch, warn=print) -> None:
        self.url = url
        self.path = path
        self.names = frozenset(names)
        self.fetch = fetch
        self.warn = warn

    def _ready(self, name: str) -> None:
        if os.path.exists(self.path):
            return
        self.warn(f"contrato: the module {name} is not in the trimmed standard library; "
                  f"fetching the rest of it ({self.url})")
        data = self.fetch(self.url)
        tmp = self.path + ".part"
        with open(tmp, "wb") as out:
            out.write(data)
        os.replace(tmp, self.path)
        importlib.invalidate_caches()

    def find_spec(self, name, path=None, target=None):
        if name not in self.names:
            return None
        self._ready(name)
        if self.path not in sys.path:
            sys.path.append(self.path)
        parent, _, _ = name.rpartition(".")
        if not parent:
            return importlib.machinery.PathFinder.find_spec(name, [self.path])
        package = sys.modules.get(parent)
        where = self.path + "/" + parent.replace(".", "/")
        if package is None or not hasattr(package, "__path__"):
            return None
        if where not in package.__path__:
            package.__path__.append(where)
        return importlib.machinery.PathFinder.find_spec(name, [where])

    def forget(self) -> None:
        """After a memory snapshot is restored: the file system is new, so the zip fetched
        before (if any) is gone; drop every trace of it, to fetch it again if needed."""
        if self.path in sys.path:
            sys.path.remove(self.path)
        for key in [k for k in sys.path_importer_cache if k.startswith(self.path)]:
            del sys.path_importer_cache[key]
        for module in list(sys.modules.values()):
            where = getattr(module, "__path__", None)
            if isinstance(where, list):
                where[:] = [p for p in where if not p.startswith(self.path + "/")]
        importlib.invalidate_caches()


def _fetch_sync(url: str) -> bytes:
    """The bytes at ``url``, by a synchronous request (allowed in a Web Worker)."""
    from js import XMLHttpRequest        # Pyodide's bridge to JavaScript, imported only here

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send(None)
    if request.status != 200:
        raise ImportError(f"{url}: HTTP {request.status}")
    return request.response.to_bytes()


def _console_warn(text: str) -> None:
    from js import console
    console.warn(text)


def install(url: str, path: str, names_file: str) -> Fallback:
    """On the page: the :class:`Fallback` for the modules listed in ``names_file`` (one per
    line), fetched from ``url`` into ``path``, at the end of ``sys.meta_path``."""
    with open(names_file, encoding="utf-8") as f:
        names = [line.strip() for line in f if line.strip()]
    for finder in sys.meta_path:
        if isinstance(finder, Fallback):
            finder.url = url
            return finder
    finder = Fallback(url, path, names, _fetch_sync, _console_warn)
    sys.meta_path.append(finder)
    return finder


def after_restore() -> None:
    """On the page, once a memory snapshot is restored: a new seed for :mod:`random` (the
    snapshot holds the old generator's state, the same on every restore) and the fallback's
    fetched zip forgotten (:meth:`Fallback.forget`)."""
    import random
    random.seed()
    for finder in sys.meta_path:
        if isinstance(finder, Fallback):
            finder.forget()


# -- at build time --------------------------------------------------------------------------------

class _Keys(dict):
    """A dict that records which of its top-level keys are read (``all`` when it is listed)."""

    read: set = set()

    def __getitem__(self, key):
        type(self).read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        type(self).read.add(key)
        return super().get(key, default)

    def __contains__(self, key):
        type(self).read.add(key)
        return super().__contains__(key)

    def _all(self):
        type(self).read.add("*")

    def keys(self):
        self._all()
        return super().keys()

    def items(self):
        self._all()
        return super().items()

    def values(self):
        self._all()
        return super().values()

    def __iter__(self):
        self._all()
        return super().__iter__()

    def copy(self):
        self._all()
        return dict(super().items())


def _record_babel():
    """Make Babel record the keys of its CLDR data read from now on: returns the two sets
    (locale data, global data)."""
    import babel.core
    import babel.localedata

    class LocaleKeys(_Keys):
        read = set()

    class GlobalKeys(_Keys):
        read = set()

    load = babel.localedata.load

    def recording_data(name):
        return babel.localedata.LocaleDataDict(LocaleKeys(load(name)))

    babel.localedata.get_locale_data = recording_data
    babel.localedata._dict_cache.clear()
    babel.core.get_global("likely_subtags")           # loads global.dat
    babel.core._global_data = GlobalKeys(babel.core._global_data)
    GlobalKeys.read.clear()
    return LocaleKeys.read, GlobalKeys.read


def _call(browser, request: dict):
    op = request["op"]
    arg = request["arg"]
    if op == "rule" and isinstance(arg.get("situation"), str):     # a code: as the page does
        decoded = json.loads(browser.decode(json.dumps(arg["situation"])))
        situation = dict(decoded["situation"])
        profile = situation.pop("profile", None) or arg.get("profile")
        arg = dict(arg, situation=situation, profile=profile)
    return json.loads(getattr(browser, op)(json.dumps(arg, ensure_ascii=False)))


def _modules(stdlib: str) -> tuple[dict, set]:
    """Every module imported (name → its file) and the standard library's files among them."""
    modules, files = {}, set()
    for name, module in sorted(sys.modules.items()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None)
        if not isinstance(origin, str):
            continue
        modules[name] = origin
        if origin.startswith(stdlib):
            files.add(origin[len(stdlib):])
    return modules, files


def trace(spec_file: str) -> None:
    """At build time, in a Pyodide started as the page starts it (``pyodide_tool.mjs``):
    read the JSON ``spec_file`` — ``bundle`` (where the bundle is unpacked, as on the page),
    ``stdlib`` (the standard library's zip), ``requests`` (the calls to trace), ``out`` —,
    install the fallback as the page does, make the calls as the page makes them, and write
    ``out/trace-fresh.json``: every module imported and its file, the Babel keys read, the
    answers."""
    with open(spec_file, encoding="utf-8") as f:
        spec = json.load(f)
    bundle, out = spec["bundle"], spec["out"]
    sys.path.insert(0, bundle)
    names = os.path.join(out, "no-names.txt")          # as the page installs it
    with open(names, "w", encoding="utf-8"):
        pass
    install("about:blank", os.path.join(out, "no-rest.zip"), names)
    os.remove(names)
    locale_keys, global_keys = _record_babel()
    from generator.verdict import browser
    browser.warm_up()
    answers = [_call(browser, r) for r in spec["requests"]]
    modules, _ = _modules(spec["stdlib"].rstrip("/") + "/")
    with open(os.path.join(out, "trace-fresh.json"), "w", encoding="utf-8") as f:
        json.dump({"modules": modules, "babel_locale": sorted(map(str, locale_keys)),
                   "babel_global": sorted(map(str, global_keys)), "answers": answers}, f,
                  ensure_ascii=False, indent=1, sort_keys=True)


def build(spec_file: str) -> None:
    """At build time, in a Pyodide restored from the snapshot of the one :func:`trace` ran
    in (``pyodide_tool.mjs``), as the page restores it: :func:`after_restore`, the same
    calls again (what a restored engine imports too), then compile into ``out``: every
    ``.py`` of the bundle (``bundle/<path>c``: this project's own files, ``generator/``,
    with their asserts) and every file of the standard library that either run imported
    (``stdlib/<path>c``); write ``trace.json``: ``stdlib`` (those files), ``modules`` (every
    module imported and its file), ``babel_locale``, ``babel_global`` (the keys read),
    ``answers`` (of the first run; ``restored``: whether the second gave the same),
    ``magic`` (the bytecode's magic number, hex)."""
    import zipfile

    after_restore()
    with open(spec_file, encoding="utf-8") as f:
        spec = json.load(f)
    bundle, out = spec["bundle"], spec["out"]
    with open(os.path.join(out, "trace-fresh.json"), encoding="utf-8") as f:
        fresh = json.load(f)
    from generator.verdict import browser
    browser.warm_up()
    answers = [_call(browser, r) for r in spec["requests"]]
    stdlib = spec["stdlib"].rstrip("/") + "/"
    modules, files = _modules(stdlib)
    modules = {**fresh["modules"], **modules}
    files |= {origin[len(stdlib):] for origin in modules.values() if origin.startswith(stdlib)}
    with zipfile.ZipFile(stdlib.rstrip("/")) as zf:
        for rel in sorted(files):
            target = os.path.join(out, "stdlib", rel + "c")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(pyc(zf.read(rel), stdlib + rel))
    for folder, _, names in sorted(os.walk(bundle)):
        for file in sorted(names):
            if not file.endswith(".py"):
                continue
            path = os.path.join(folder, file)
            rel = os.path.relpath(path, bundle)
            with open(path, "rb") as f:
                source = f.read()
            target = os.path.join(out, "bundle", rel + "c")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(pyc(source, bundle.rstrip("/") + "/" + rel,
                            keep_asserts=rel.startswith("generator" + os.sep)))
    os.remove(os.path.join(out, "trace-fresh.json"))
    with open(os.path.join(out, "trace.json"), "w", encoding="utf-8") as f:
        json.dump({"stdlib": sorted(files), "modules": modules,
                   "babel_locale": fresh["babel_locale"], "babel_global": fresh["babel_global"],
                   "answers": fresh["answers"], "restored": answers == fresh["answers"],
                   "magic": importlib.util.MAGIC_NUMBER.hex()}, f,
                  ensure_ascii=False, indent=1, sort_keys=True)
