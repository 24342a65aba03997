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
- ``js-yaml`` (MIT, Vitaly Puzrin): a YAML reader; the verdict page
  (``docs/javascripts/verdict/verdict.js``) loads it only when a player pastes a situation
  written in YAML, and reads it with its YAML 1.1 schema, as PyYAML (and so
  ``contrato verdict``) does (``opened: no`` is false). Its licence travels with it.
"""

from __future__ import annotations

import hashlib
import sys
import tarfile
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


JS_YAML_INTEGRITY = ("sha512-paNr4LFIFPjeeSmwNYdrb8FafLLG/Cr2Af3GjbsHJ5CxIjH4r0c2emlmRdAtpPAieP1gR"
                     "Vzk6buBbVP5gBMGAg==")

VENDORED = (
    Vendored(package="glicko2", version="1.2.2", license="MIT",
             integrity="sha512-XtNQRKn8cbaT5zCOUGGTjFEGXLDaSPbO9skq8LO4Dr6KeC5+3IEJdW6apCeKRcEw9eD"
                       "dp2voujtzrWQTrGnZ/Q==",
             member="package/glicko2.js", path="javascripts/vendor/glicko2.js",
             sha256="2dd5de18340495b96352c9bf0f373220aff326835d79ecbe23f54fe569cb9b8d"),
    Vendored(package="js-yaml", version="5.5.0", license="MIT",
             integrity=JS_YAML_INTEGRITY,
             member="package/dist/browser/js-yaml.umd.min.js",
             path="javascripts/vendor/js-yaml.min.js",
             sha256="02970a652376ad653ff069c606ee7440b0514f52ed94a98426cb52426c8e5a02"),
    Vendored(package="js-yaml", version="5.5.0", license="MIT",
             integrity=JS_YAML_INTEGRITY,
             member="package/LICENSE", path="javascripts/vendor/js-yaml.LICENSE.txt",
             sha256="a07bc24468b9654ce76a547d47a2db282d07733b715db4c73a98bd63961f9550"),
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
    """Fetch each package with ``npm pack`` (kept in ``.cache/npm/``,
    :func:`generator.site.runtime.tarball`), check its integrity and its file's SHA-256, copy
    the file into ``docs``. Raises ``RuntimeError`` on any mismatch."""
    from .runtime import NpmTarball, tarball
    for v in VENDORED:
        tgz = tarball(NpmTarball(v.package, v.version, v.integrity, v.license))
        with tarfile.open(tgz) as tar:
            data = tar.extractfile(v.member).read()
        if hashlib.sha256(data).hexdigest() != v.sha256:
            raise RuntimeError(f"{v.package}@{v.version}: {v.member} has another SHA-256 "
                               "than pinned in VENDORED")
        target = Path(docs) / v.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


if __name__ == "__main__":
    refresh()
    print("\n".join(check()) or "vendored files up to date", file=sys.stderr)
