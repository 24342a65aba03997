"""Browser libraries the site ships, copied unchanged from their npm packages.

The site makes no outside request, so a library the browser needs is a file of
``docs/javascripts/vendor/`` (copied into every language with the other scripts, loaded only
where needed: not in ``extra_javascript``). :data:`VENDORED` pins each one: the package, its
version, the npm registry's integrity of the package and the SHA-256 of the file, which
``tests/test_site_practice.py`` checks, so that the file is exactly the published one.

Update (needs ``npm``; the registry's tarball is checked against ``integrity``)::

    python -m generator.site.vendor            # re-copies every file, checking both hashes

- ``glicko2`` (MIT, Henri Bourcereau): the Glicko-2 rating method, by its author's paper
  (Glickman, *Example of the Glicko-2 system*); ``docs/javascripts/practice.js`` updates the
  player's level with it after each first attempt at a puzzle.
"""

from __future__ import annotations

import base64
import hashlib
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .texts import DOCS


@dataclass(frozen=True)
class Vendored:
    """One file of an npm package: ``member`` in its tarball becomes ``path`` (relative to
    ``docs/``)."""

    package: str
    version: str
    license: str
    integrity: str          # the registry's "dist.integrity" of the tarball (sha512-…)
    member: str             # the file in the tarball
    path: str               # where it goes, relative to docs/
    sha256: str             # of the file


VENDORED = (
    Vendored(package="glicko2", version="1.2.2", license="MIT",
             integrity="sha512-XtNQRKn8cbaT5zCOUGGTjFEGXLDaSPbO9skq8LO4Dr6KeC5+3IEJdW6apCeKRcEw9eD"
                       "dp2voujtzrWQTrGnZ/Q==",
             member="package/glicko2.js", path="javascripts/vendor/glicko2.js",
             sha256="2dd5de18340495b96352c9bf0f373220aff326835d79ecbe23f54fe569cb9b8d"),
)


def file_sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def check(docs: Path = DOCS) -> list[str]:
    """Problems with the vendored files under ``docs``: missing, or not the pinned bytes."""
    problems = []
    for v in VENDORED:
        path = Path(docs) / v.path
        if not path.is_file():
            problems.append(f"{v.path}: missing (npm package {v.package}@{v.version})")
        elif file_sha256(path) != v.sha256:
            problems.append(f"{v.path}: SHA-256 {file_sha256(path)} is not the one of "
                            f"{v.package}@{v.version}'s {v.member} ({v.sha256})")
    return problems


def refresh(docs: Path = DOCS) -> None:
    """Fetch each package with ``npm pack``, check its integrity and its file's SHA-256, copy
    the file into ``docs``. Raises ``RuntimeError`` on any mismatch (nothing is copied)."""
    for v in VENDORED:
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["npm", "pack", f"{v.package}@{v.version}", "--silent"], cwd=tmp,
                           check=True, capture_output=True)
            tgz = next(Path(tmp).glob("*.tgz"))
            algo, _, digest = v.integrity.partition("-")
            got = base64.b64encode(hashlib.new(algo, tgz.read_bytes()).digest()).decode()
            if got != digest:
                raise RuntimeError(f"{v.package}@{v.version}: tarball integrity {algo}-{got}, "
                                   f"expected {v.integrity}")
            with tarfile.open(tgz) as tar:
                data = tar.extractfile(v.member).read()
            if hashlib.sha256(data).hexdigest() != v.sha256:
                raise RuntimeError(f"{v.package}@{v.version}: {v.member} has another SHA-256 "
                                   "than pinned in VENDORED")
            target = Path(docs) / v.path
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(data)


if __name__ == "__main__":
    refresh()
    print("\n".join(check()) or "vendored files up to date", file=sys.stderr)
