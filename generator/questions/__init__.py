"""The question layer: the situations players ask about, answered by the engine and explained
without words.

Above the rules engine (it imports only the standard library and :mod:`generator.engine`, so
that it can also run in a browser) and below the puzzles, the verdict tool and the site, which
all ask their questions here. :mod:`.lines` holds the language-free explanation: sentence keys
with typed parameters (cards, ranks, counts, seats, lists), rendered in a language by
:mod:`generator.lang.render`.
"""
