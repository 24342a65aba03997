"""Stable numbers from text: the seeds of random families and the order of choices.

Both come from SHA-256, so the same templates and seed give the same puzzles on every machine,
and one family's puzzles do not change when another template is added.

>>> derive_seed(2026, "penalty/random.yaml") == derive_seed(2026, "penalty/random.yaml")
True
>>> content_hash("a") != content_hash("b")
True
"""

from __future__ import annotations

import hashlib


def derive_seed(seed: int, name: str) -> int:
    """The seed of one template: 64 bits of SHA-256 of ``"<seed>/<name>"``."""
    digest = hashlib.sha256(f"{seed}/{name}".encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def content_hash(text: str) -> int:
    """A stable number from text (SHA-256): choices placed by content, never by chance."""
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], 16)
