"""House rules in an answer: which of a table's own rules (a house-rules code,
:mod:`generator.engine.house`) an answer rests on, and an answer under house rules compared
with this site's.

- :func:`rules_of`: the house rules of a profile (``None`` for this site's own and for a
  named profile such as the Catalan source's);
- :func:`house_lines`: one explanation line per house rule that changes a clause the answer
  cites (the sentence ``house_rule`` of ``docs/<lang>/verdict.ftl``; the option's values are
  :class:`~.lines.HouseValue` parameters, put in words from ``docs/<lang>/house.ftl``);
- :func:`effects` / :func:`deciding`: whether each house rule decides an answer (set back
  alone to this site's, the engine answers otherwise);
- :func:`explain_under`: a question's explanation followed by the lines of the house rules
  it cites or that decide it;
- :func:`compare`: a situation answered under this site's rules and under a house profile
  (the puzzles' "under your rules"): whether the answer changes, and the house rules why.

Language-free, like the rest of the layer; the words are :mod:`generator.lang.house`'s.

>>> from generator.engine.house import decode
>>> from generator.questions import joker_swap
>>> c = compare(joker_swap, {"round": 2, "table": ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"],
...                          "hand": "9♠ 2♥ 3♥", "opened": "earlier"}, decode("h1-wa").profile())
>>> c.changed, c.site.value, [s["card"] for s in c.house.value]
(True, [], ['9♠'])
>>> [line.key for line in c.why]
['house_rule_changes']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any, Mapping

from ..engine.errors import ContratoError
from ..engine.house import VERSION, HouseRules, Option, changes, code_of, decode
from ..engine.profile import CONTRATO, Penalties, Profile
from .common import Explanation, SituationError, cited_by
from .lines import ClauseRefs, HouseLabel, HouseValue, Line, p

__all__ = ["rules_of", "house_value", "house_lines", "effects", "deciding", "explain_under",
           "Comparison", "compare", "CLAUSES"]

#: Sentence key → the clauses it cites: the changed option's own (a parameter). ``house_rule``
#: says the rule; ``house_rule_changes`` adds that with this site's rule on that point the
#: answer would be another, ``house_rule_same`` that it would be the same (what the engine
#: answers with the option set back alone, :func:`effects`).
CLAUSES: dict[str, tuple[str, ...]] = {"house_rule": ("{clauses}",),
                                       "house_rule_changes": ("{clauses}",),
                                       "house_rule_same": ("{clauses}",)}


def rules_of(profile: Profile) -> HouseRules | None:
    """The house rules ``profile`` plays, or ``None`` for this site's profile and for a profile
    no code gives (the Catalan source's own)."""
    code = code_of(profile)
    return None if code in (None, VERSION) else decode(code)


def house_value(opt: Option, value: Any) -> HouseValue:
    """An option's value as a parameter: its key and the code's text for it (``"none"`` for
    a value the code leaves out, ``"15.10.25"`` for penalties)."""
    if isinstance(value, Penalties):
        return HouseValue(opt.key, f"{value.ace}.{value.face}.{value.joker}")
    text = opt.write(value)
    return HouseValue(opt.key, "none" if text is None else text)


def house_lines(profile: Profile, clauses: tuple[str, ...] | list[str],
                effect: Mapping[str, bool | None] | None = None) -> tuple[Line, ...]:
    """One line for each option in which ``profile``'s house rules differ from this site's
    and that changes a clause among ``clauses`` (the clauses an answer rests on) or decides
    the answer, in the code's order; none for a profile that is not house rules. ``effect``
    (:func:`effects`): option name → whether setting it back alone to this site's value
    changes the answer (``None``: not known); the line says so (``house_rule_changes``,
    ``house_rule_same``), or only states the rule (``house_rule``) when not known. An option
    that changes the answer is always said (it decides it)."""
    rules = rules_of(profile)
    if rules is None:
        return ()
    cited = set(clauses)
    effect = effect or {}
    keys = {True: "house_rule_changes", False: "house_rule_same", None: "house_rule"}
    return tuple(Line(keys[effect.get(opt.name)], p(label=HouseLabel(opt.key),
                                                    rule=house_value(opt, value),
                                                    clauses=ClauseRefs(opt.clauses),
                                                    base=house_value(opt, base)))
                 for opt, base, value in changes(rules)
                 if cited & set(opt.clauses) or effect.get(opt.name))


def effects(module: ModuleType, situation: Any, found: Any,
            profile: Profile) -> dict[str, bool | None]:
    """For each option in which ``profile``'s house rules differ from this site's: whether
    the engine answers otherwise with that option alone set back to this site's value
    (``True``: it decides the answer), ``False`` when it answers the same, ``None`` when the
    option cannot be set back alone or the situation is not one of those rules (jokers beyond
    what the pack then holds …)."""
    rules = rules_of(profile)
    if rules is None:
        return {}
    site = HouseRules()
    out: dict[str, bool | None] = {}
    for opt, base, _ in changes(rules):
        try:
            other = replace(rules, **{opt.name: base})
            if opt.name == "buying":
                other = replace(other, buy_penalty=site.buy_penalty, buy_limit=site.buy_limit)
            again = module.answer(situation, other.profile())
        except (ValueError, ContratoError):
            out[opt.name] = None          # not a situation of those rules: undecided
            continue
        out[opt.name] = again.value != found.value
    return out


def deciding(module: ModuleType, situation: Any, found: Any, profile: Profile) -> tuple[str, ...]:
    """The clauses of the house rules that decide this answer: each option in which
    ``profile``'s house rules differ from this site's is set back to this site's value alone,
    and if the engine then answers otherwise, that option's clauses are returned (an option
    that cannot be set back alone, such as jokers beyond two a deck, is left out)."""
    rules = rules_of(profile)
    if rules is None:
        return ()
    decided = effects(module, situation, found, profile)
    out: list[str] = []
    for opt, _, _ in changes(rules):
        if decided.get(opt.name):
            out += [c for c in opt.clauses if c not in out]
    return tuple(out)


def explain_under(module: ModuleType, situation: Any, found: Any,
                  profile: Profile = CONTRATO) -> Explanation:
    """``module.explain`` followed by the :func:`house_lines` of the clauses it cites and of
    the house rules that decide the answer (:func:`effects`), each saying whether it does."""
    e = module.explain(situation, found, profile)
    extra = house_lines(profile, e.clauses, effects(module, situation, found, profile))
    if not extra:
        return e
    clauses = list(e.clauses)
    for line in extra:
        clauses += [c for c in cited_by(line, CLAUSES) if c not in clauses]
    return Explanation(e.lines + extra, tuple(clauses))


@dataclass(frozen=True)
class Comparison:
    """A situation answered under this site's rules (``site``) and under house rules
    (``house``): each an ``(answer, explanation)``, or a :class:`SituationError` when the
    situation is not one of those rules (cards a one-deck pack cannot hold …); ``why``: the
    house rules that change a clause either answer rests on (:func:`house_lines`)."""

    question: str
    site: Any
    house: Any
    site_explanation: Explanation | None
    house_explanation: Explanation | None
    why: tuple[Line, ...]
    site_error: SituationError | None = None
    house_error: SituationError | None = None

    @property
    def changed(self) -> bool:
        """Whether the house answer differs from this site's (a situation only one of the two
        rules can hold counts as changed)."""
        if self.site_error or self.house_error:
            return (self.site_error is None) != (self.house_error is None)
        return self.site.value != self.house.value


def _answer(module: ModuleType, data: Mapping[str, Any], profile: Profile):
    situation = module.read(data, profile)
    found = module.answer(situation, profile)
    module.verify(situation, found, profile)
    return situation, found, module.explain(situation, found, profile)


def compare(module: ModuleType, data: Mapping[str, Any], profile: Profile) -> Comparison:
    """Answer the situation of the question ``module`` (plain data, as for
    :func:`generator.questions.ask`) under this site's profile and under ``profile``; a
    situation that one of the two rules refuses is recorded, not raised."""
    results = []
    for prof in (CONTRATO, profile):
        try:
            results.append((*_answer(module, data, prof), None))
        except SituationError as err:
            results.append((None, None, None, err))
    (_, site, site_e, site_err), (situation, house, house_e, house_err) = results
    cited: list[str] = []
    effect = effects(module, situation, house, profile) if house is not None else {}
    for e in (site_e, house_e):
        cited += list(e.clauses) if e else []
    for err in (site_err, house_err):
        if err is not None and err.clause:
            cited.append(err.clause)
    return Comparison(module.NAME, site, house, site_e, house_e,
                      house_lines(profile, cited, effect), site_err, house_err)
