"""The answers of ``contrato verdict``: the question layer's answer, explained in a language.

:func:`answer` takes a checked :class:`~generator.verdict.situation.Situation` (its question
layer value, :mod:`generator.questions`), asks the layer — which asks the engine — re-checks
the answer, and returns a :class:`Verdict`: the answer (true/false, a number, a list of seats
or of moves), the clause IDs it rests on and the explanation rendered in the chosen language
(:func:`generator.lang.render.plain_lines`, sentences of ``docs/<lang>/verdict.ftl``). No
rule is decided here.

==============  =======================================  ==================================
question        module of :mod:`generator.questions`     answer
==============  =======================================  ==================================
``can-open``    :mod:`~generator.questions.can_open`     true / false
``meld``        :mod:`~generator.questions.meld`         true / false
``lay-off``     :mod:`~generator.questions.lay_off`      true / false, or the list of
                                                         targets
``joker-swap``  :mod:`~generator.questions.joker_swap`   list of swaps
``penalty``     :mod:`~generator.questions.penalty`      points
``buy``         :mod:`~generator.questions.buy`          list of seats and their cards
``go-out``      :mod:`~generator.questions.go_out`       true / false
``draw``        :mod:`~generator.questions.draw`         ``"draw"``, ``"reshuffle"`` or
                                                         ``"round-ends"``
``standings``   :mod:`~generator.questions.standings`    list of seats
==============  =======================================  ==================================

Seats and table melds are numbered from 1 in situations and answers (the engine counts from 0).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

from ..engine.profile import CONTRATO, Profile
from ..lang import LANGS
from ..lang.catalogue import Catalogue, load_catalogue
from ..lang.render import plain_lines
from ..questions.common import SituationError as QuestionError, Unsupported
from ..questions.house import explain_under, rules_of
from .data import LAYER, Situation, SituationError
from .share import canonical

if TYPE_CHECKING:      # the follow-ups are imported when asked for (follow=True)
    from ..questions.follow import FollowUp

__all__ = ["Verdict", "answer", "texts", "Comparison", "compare"]


@dataclass(frozen=True)
class Verdict:
    """The answer to a situation's question.

    - ``answer``: ``True``/``False``, a number, a list (seats, targets, swaps) or a word;
    - ``clauses``: the clause IDs of ``docs/clauses.yaml`` the answer rests on, most important
      first, each once;
    - ``sentences``: the explanation in the chosen language, one sentence (or short group of
      sentences) per item; ``§4.1`` marks a clause;
    - ``details``: language-independent facts behind the answer (lay-downs, totals …), with
      cards in Unicode notation and seats/melds numbered from 1.
    """

    question: str
    answer: Any
    clauses: tuple[str, ...]
    sentences: tuple[str, ...]
    details: Mapping[str, Any] = field(default_factory=dict)
    profile: str = "contrato"
    lang: str = "pt"
    #: the follow-up questions (asked with ``follow=True``: the verdict page), each
    #: ``{"after", "question", "situation", "pick"}`` (:func:`follow_up_json`); not part of
    #: the JSON ``contrato verdict`` prints
    follow: tuple[dict, ...] = field(default=(), compare=False)

    @property
    def explanation(self) -> str:
        return " ".join(self.sentences)

    def as_json(self) -> dict:
        """The JSON object printed by ``--json``: ``answer``, ``clauses``, ``explanation`` and
        the rest of the facts."""
        return {"question": self.question, "answer": self.answer,
                "clauses": list(self.clauses), "explanation": self.explanation,
                "details": dict(self.details), "profile": self.profile, "lang": self.lang}

    def text(self) -> str:
        """The human answer: the explanation, one sentence a line, then the clauses."""
        lines = list(self.sentences)
        if self.clauses:
            lines.append(texts(self.lang).format("clauses", clauses=", ".join(self.clauses)))
        return "\n".join(lines)


@functools.lru_cache(maxsize=None)
def texts(lang: str) -> Catalogue:
    """The sentences of ``docs/<lang>/verdict.ftl`` (read once). ``ValueError`` for a
    language the site does not have."""
    if lang not in LANGS:
        raise ValueError(f"no language {lang!r}: use one of {', '.join(LANGS)}")
    return load_catalogue(lang, "verdict")


def _unsupported(s: Situation, profile: Profile, why: str,
                 clause: str | None = None) -> SituationError:
    if clause is not None:              # an answer resting on a rule the profile lacks
        return s.error(f"the {profile.name} profile does not support this question: {why}",
                       "question", code="unsupported-clause", profile=profile.name,
                       rule=clause)
    return s.error(f"the {profile.name} profile does not support this question: {why}",
                   "question", code="unsupported", profile=profile.name, area=s.question)


def answer(situation: Situation, profile: Profile = CONTRATO, lang: str = "pt", *,
           follow: bool = False) -> Verdict:
    """Answer the situation's question with ``profile``'s rules, explained in ``lang``; under
    house rules (a profile of :mod:`generator.engine.house`), the explanation names the house
    rules that change a clause the answer rests on
    (:func:`~generator.questions.house.house_lines`).

    Raises :class:`~generator.verdict.situation.SituationError` when the situation breaks a
    rule the question presupposes (the active player buying, an end given for a group …) or
    when ``profile`` does not support the question (see
    :meth:`~generator.engine.profile.Profile.unsupported`). ``AssertionError`` if the layer's
    re-check refuses the answer (a bug). ``follow``: with the follow-up questions of the
    ruling (:mod:`generator.questions.follow`), for the verdict page.
    """
    why = profile.unsupported(situation.question)
    if why:
        raise _unsupported(situation, profile, why)
    module = LAYER[situation.question]
    t = texts(lang)
    try:
        found = module.answer(situation.value, profile)
        module.verify(situation.value, found, profile)
        explained = explain_under(module, situation.value, found, profile)
    except Unsupported as err:
        raise _unsupported(situation, profile, err.why) from None
    except QuestionError as err:
        raise situation.from_layer(err) from None
    clauses, sentences = _in_profile_rules(situation, explained.clauses,
                                           plain_lines(explained.lines, lang, t), profile)
    if rules_of(profile) is not None:      # house rules: the lines above say which apply
        sentences += (t.format("house_note", profile=profile.name),)
    elif profile is not CONTRATO:
        key = f"profile_notes.{profile.name}"
        sentences += (t.format(key if t.has(key) else "profile_note", profile=profile.name),)
    # the next questions the profile answers (the Catalan source's has no lay-off, …)
    after = ()
    if follow:      # imported here: the follow-ups need the solvers, a plain ruling may not
        from ..questions.follow import follow_ups
        after = tuple(follow_up_json(f, lang) for f in follow_ups(
            situation.question, situation.value, found, profile)
            if not profile.unsupported(f.question))
    return Verdict(situation.question, found.value, clauses, sentences, found.details(),
                   profile.name, lang, after)


def follow_up_json(f: FollowUp, lang: str) -> dict:
    """A follow-up question for the verdict page: ``after`` (what was played, in ``lang``),
    ``question``, ``situation`` (canonical plain data, :func:`~.share.canonical`) and
    ``pick`` (the field still to fill in, or ``None``)."""
    return {"after": plain_lines([f.after], lang, texts(lang))[0], "question": f.question,
            "situation": canonical({"question": f.question, **f.data}), "pick": f.pick}


_SITE_CLAUSE = re.compile(r"§(D\d{1,2}|\d{1,2}\.\d{1,2})")
_REPEATED = re.compile(r"(§V\d{1,2})(?:, \1(?!\d))+")


def _in_profile_rules(s: Situation, clauses: tuple[str, ...], sentences: tuple[str, ...],
                      profile: Profile) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The clauses and sentences citing ``profile``'s own rules: every clause of this site's
    profile, in ``clauses`` and in the sentences (``§5.5``), becomes the rules of ``profile``
    on the same point (:meth:`~generator.engine.profile.Profile.cite`: ``§V11`` for the
    Catalan source). An answer resting on a clause that has no counterpart there is refused
    (:class:`SituationError`), never given with another profile's rule."""
    if not profile.citations:
        return clauses, sentences

    def cite(clause: str) -> tuple[str, ...]:
        rules = profile.cite(clause)
        if rules is None:
            raise _unsupported(s, profile, f"this answer rests on rule {clause} of this site's "
                                           f"profile, which has no counterpart in its rules",
                               clause)
        return rules

    out: list[str] = []
    for c in clauses:
        for r in cite(c):
            if r not in out:
                out.append(r)
    sentences = tuple(_REPEATED.sub(r"\1", _SITE_CLAUSE.sub(
        lambda m: ", ".join("§" + r for r in cite(m.group(1))), x)) for x in sentences)
    return tuple(out), sentences


@dataclass(frozen=True)
class Comparison:
    """A situation judged under this site's rules and under house rules (``contrato verdict
    --profile CODE --compare``; the puzzles' "under your rules"): each side a
    :class:`Verdict`, or the :class:`SituationError` that refuses the situation under those
    rules (cards a one-deck pack cannot hold …); ``changed``: the answers differ (or only one
    side has one); ``sentences``: the conclusion in the chosen language."""

    site: Verdict | None
    house: Verdict | None
    site_error: SituationError | None
    house_error: SituationError | None
    changed: bool
    sentences: tuple[str, ...]
    profile: str
    lang: str
    #: each refusal said in ``lang`` (``None``: no refusal on that side)
    site_said: str | None = None
    house_said: str | None = None

    def as_json(self) -> dict:
        def side(v: Verdict | None, err: SituationError | None, said: str | None) -> dict:
            return v.as_json() if v is not None else {"error": said or str(err),
                                                      "clause": err.clause}
        return {"changed": self.changed, "profile": self.profile, "lang": self.lang,
                "site": side(self.site, self.site_error, self.site_said),
                "house": side(self.house, self.house_error, self.house_said),
                "explanation": " ".join(self.sentences)}

    def text(self) -> str:
        """Both answers, one after the other under a title, then the conclusion."""
        t = texts(self.lang)
        out = [t.raw("compare.site")]
        out.append(self.site.text() if self.site else t.format(
            "compare.refused", reason=self.site_said or self.site_error.reason))
        out.append(t.format("compare.house", profile=self.profile))
        out.append(self.house.text() if self.house else t.format(
            "compare.refused", reason=self.house_said or self.house_error.reason))
        out += self.sentences
        return "\n".join(out)


def compare(load, profile: Profile, lang: str = "pt", say=None, *,
            follow: bool = False) -> Comparison:
    """The situation answered under this site's profile and under ``profile`` (house rules):
    ``load(profile)`` reads it under a profile (:func:`~.situation.load_situation` of its
    text). ``say(err)``: a refusal of one side in ``lang`` (the callers pass
    :func:`~.errors.localized`; without it, its English reason). Raises
    :class:`SituationError` only when neither rule set can answer it. ``follow``: the house
    answer with its follow-up questions (:func:`answer`)."""
    sides = []
    for prof in (CONTRATO, profile):
        try:
            sides.append((answer(load(prof), prof, lang, follow=follow and prof is profile),
                          None))
        except SituationError as err:
            sides.append((None, err))
    (site, site_err), (house, house_err) = sides
    if site is None and house is None:
        raise house_err
    if site is None or house is None:
        changed = True
    else:
        changed = site.answer != house.answer
    t = texts(lang)
    sentences = (t.raw("compare.changed" if changed else "compare.same"),)

    def said(err: SituationError | None) -> str | None:
        return None if err is None or say is None else say(err)

    return Comparison(site, house, site_err, house_err, changed, sentences, profile.name, lang,
                      said(site_err), said(house_err))
