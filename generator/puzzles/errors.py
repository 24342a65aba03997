"""Errors of the puzzle generator: every problem names the file, the line and the field.

A :class:`TemplateError` holds one or more :class:`Problem` values; its message is one line
per problem, ``FILE:LINE: FIELD: what is wrong`` (with ``(rule X)`` when a rule is involved),
so an author can jump straight to the place to fix. Both are the language layer's
(:class:`generator.lang.source.SourceError`): a template, the configuration and a text
catalogue are YAML sources read the same way.
"""

from __future__ import annotations

from ..lang.source import Problem, SourceError

#: A puzzle template (or the configuration, or a text file) that cannot be used.
TemplateError = SourceError

__all__ = ["Problem", "TemplateError", "VerificationError"]


class VerificationError(AssertionError):
    """A generated puzzle whose stated answer the engine does not confirm. This is a bug in
    the generator, never an author's mistake: the build stops rather than publish it."""
