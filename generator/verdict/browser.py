"""The verdict page's Python: what the page's engine (``docs/javascripts/verdict/worker.js``,
Pyodide in the browser) calls. The same modules as ``contrato verdict`` answer — the situation
read by the question layer (:func:`~generator.verdict.data.from_data`), the engine's answer
and its sentences (:func:`~generator.verdict.answers.answer`) —, only the situation arrives as
plain data (the page's form, the address's code, YAML the page read), not as a YAML file.

Every function takes and returns one JSON text (the worker passes strings both ways):

- :func:`rule` ``{"situation", "lang", "profile"}`` → ``{"ok": true, "verdict", "lines",
  "clauses", "code"}``: ``verdict`` is exactly the object ``contrato verdict --json`` prints
  (:meth:`~generator.verdict.answers.Verdict.as_json`), ``lines`` the sentences,
  ``clauses`` the last line of the text answer, ``code`` the situation's code for the
  address (:func:`~generator.verdict.share.encode`); under a house-rules code, also
  ``compare`` ``{"changed", "site"}`` (this site's answer, as ``contrato verdict --compare``)
  and the conclusion at the end of ``lines``; ``follow``: the natural next questions,
  starting from the ruling's result (:func:`~generator.verdict.answers.follow_up_json`:
  ``after``, ``question``, ``situation``, ``pick``); or ``{"ok": false, "error", "field"}`` for a
  situation the tool cannot answer — the one line ``contrato verdict`` would print;
- :func:`decode` a code → ``{"ok": true, "situation"}`` (canonical plain data, with
  ``profile`` when the code names one);

(``asks`` travels between the page and here as ``[[seat, cards], …]``, in the order the
players spoke: a JavaScript object would sort its number keys.)
- :func:`canonical` ``{"situation"}`` → ``{"ok": true, "situation", "code"}``: plain data as
  YAML gives it, in canonical form;
- :func:`yaml` ``{"situation"}`` → ``{"ok": true, "yaml"}``: the YAML ``contrato verdict``
  reads (:func:`~generator.verdict.share.situation_yaml`);
- :func:`number_form` ``{"value", "number", "line", "lang"}`` → ``{"ok": false, "error"}``:
  the refusal ``contrato verdict`` gives a whole number not in plain digits (``0x10``,
  ``02``, ``+2``), which the page's YAML reader finds (PyYAML is not in the browser).

The profile is a parameter of every ruling (``"contrato"``, or another name of
:data:`~generator.engine.profile.PROFILES`, or a house-rules code such as ``h1-wa``:
:mod:`generator.engine.house`), as ``contrato verdict --profile``).

>>> import json
>>> out = json.loads(rule(json.dumps({"situation": {"question": "penalty", "hand": "K♣ A♥"},
...                                   "lang": "es"})))
>>> out["verdict"]["answer"], out["verdict"]["clauses"], out["code"]
(25, ['8.1'], 'penalty&hand=KCAH')
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.errors import ContratoError
from ..questions.house import rules_of
from .answers import answer, compare, texts
from .data import SituationError, from_data, number_form as _number_form, read_profile
from .errors import localized
from .share import AddressError, PROFILE_KEY, decode as decode_code, encode, situation_yaml
from .share import canonical as canonical_data

__all__ = ["rule", "decode", "canonical", "yaml", "number_form", "warm_up", "SOURCE"]

#: How the page's situation is named in messages (``contrato verdict`` names the file).
SOURCE = "<situation>"


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _from_page(data: Any) -> Any:
    """The page's plain data as YAML would give it: ``asks`` comes from the page as
    ``[[seat, cards], …]`` in the order the players spoke (a JavaScript object would put its
    number keys in ascending order), and becomes the mapping ``contrato verdict`` reads, in
    that order."""
    if isinstance(data, dict) and isinstance(data.get("asks"), list) and all(
            isinstance(p, list) and len(p) == 2 for p in data["asks"]):
        data = dict(data, asks={str(seat): cards for seat, cards in data["asks"]})
    return data


def _to_page(data: Any) -> Any:
    """Canonical plain data for the page: ``asks`` as ``[[seat, cards], …]`` in order."""
    if isinstance(data, dict) and isinstance(data.get("asks"), dict):
        data = dict(data, asks=[[int(k) if str(k).isdigit() else k, v]
                                for k, v in data["asks"].items()])
    return data


def _refused(err: Exception, lang: str | None = None) -> str:
    """A refusal for the page: a situation's error said in the page's language
    (:func:`~generator.verdict.errors.localized`), a link's error as it is."""
    said = (localized(err, lang, source=False) if lang and isinstance(err, SituationError)
            else str(err))
    return _dumps({"ok": False, "error": said, "field": getattr(err, "field", None)})


def rule(request: str) -> str:
    """The ruling of a situation (see the module doc)."""
    req = json.loads(request)
    data = _from_page(req["situation"])
    lang = req.get("lang", "pt")
    name = req.get("profile") or "contrato"
    if isinstance(data, dict) and PROFILE_KEY in data:
        data = {k: v for k, v in data.items() if k != PROFILE_KEY}
    code = None
    try:
        profile = read_profile(name)
        code = encode(data, name)
        if rules_of(profile) is not None:        # house rules: this site's answer beside
            compared = compare(lambda p: from_data(data, source=SOURCE, profile=p), profile,
                               lang, lambda err: localized(err, lang, source=False),
                               follow=True)
            verdict = compared.house
            if verdict is None:
                raise compared.house_error
        else:
            compared = None
            verdict = answer(from_data(data, source=SOURCE, profile=profile), profile, lang,
                             follow=True)
    except (SituationError, AddressError) as err:
        out = json.loads(_refused(err, lang))
        out["code"] = code
        return _dumps(out)
    except ContratoError as err:
        said = localized(SituationError(str(err), source=SOURCE, code="refused", cause=err), lang,
                         source=False)
        return _dumps({"ok": False, "error": said, "field": None, "code": code})
    out = {
        "ok": True,
        "verdict": verdict.as_json(),
        "lines": list(verdict.sentences),
        "clauses": texts(lang).format("clauses", clauses=", ".join(verdict.clauses))
        if verdict.clauses else "",
        "code": code,
        "follow": [dict(f, situation=_to_page(f["situation"])) for f in verdict.follow],
    }
    if compared is not None:     # whether this site's rules answer otherwise (issue 17)
        out["lines"] += list(compared.sentences)
        out["compare"] = {"changed": compared.changed,
                          "site": compared.site.as_json() if compared.site else None}
    return _dumps(out)


def decode(request: str) -> str:
    """A situation's code → its canonical plain data. ``request``: the code (a JSON string),
    or ``{"code", "lang"}``: a code that is no situation is then refused in that language,
    with the words ``contrato verdict`` has for the same mistake (:func:`_link_refusal`)."""
    req = json.loads(request)
    code, lang = (req.get("code"), req.get("lang")) if isinstance(req, dict) else (req, None)
    try:
        return _dumps({"ok": True, "situation": _to_page(decode_code(code))})
    except AddressError as err:
        said = _link_refusal(code, lang) if lang else None
        if said is None:
            return _refused(err)
        return _dumps({"ok": False, "error": said[0], "field": said[1] or err.field})


def _link_refusal(code: Any, lang: str) -> tuple[str, str | None] | None:
    """What is wrong with a link's code, in ``lang``, as ``contrato verdict`` says it for the
    same situation written in YAML: each field read as the link gives it (a value the link's
    format cannot read is passed on as its text, as YAML would give it), then checked by the
    same reader (:func:`~generator.verdict.data.from_data`): ``(message, field)``. ``None``
    when that reader finds nothing to say (a mistake of the link's format only: a field given
    twice, no ``=``)."""
    if not isinstance(code, str):
        return None
    from urllib.parse import unquote
    from .fields import QUESTIONS as FIELDS
    from .share import _decode_field
    text = code[1:] if code.startswith("#") else code
    question, *items = text.split("&") if text else [""]
    data: dict[str, Any] = {"question": unquote(question)}
    fields = FIELDS.get(data["question"], {})
    profile_name = "contrato"
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or name in data:
            return None
        if name == PROFILE_KEY:
            profile_name = unquote(value)
            continue
        try:
            data[name] = _decode_field(fields[name].kind, value, name)
        except (KeyError, AddressError):
            data[name] = unquote(value)
    try:
        profile = read_profile(profile_name)
        from_data(data, source=SOURCE, profile=profile)
    except SituationError as err:
        return localized(err, lang, source=False), getattr(err, "field", None)
    except ContratoError:
        return None
    return None


def canonical(request: str) -> str:
    """``{"situation": plain data}`` → the same situation in canonical form, and its code."""
    data = _from_page(json.loads(request)["situation"])
    try:
        profile = data.get(PROFILE_KEY) if isinstance(data, dict) else None
        plain = {k: v for k, v in data.items() if k != PROFILE_KEY} if profile else data
        code = encode(plain, profile or "contrato")
        return _dumps({"ok": True, "situation": _to_page(decode_code(code)), "code": code})
    except AddressError as err:
        return _refused(err)


def yaml(request: str) -> str:
    """``{"situation": plain data}`` → the YAML ``contrato verdict`` reads."""
    data = _from_page(json.loads(request)["situation"])
    try:
        return _dumps({"ok": True, "yaml": situation_yaml(data)})
    except AddressError as err:
        return _refused(err)


def number_form(request: str) -> str:
    """``{"value": "0x10", "number": "16", "line": 3, "lang": "pt"}`` → the refusal of a
    situation's YAML with that scalar, as ``contrato verdict`` words it (code
    ``yaml-number-form``, generator/verdict/situation.py): YAML readers disagree on a leading
    zero, a ``+`` and the forms ``0x`` and ``0o``, so a situation writes plain digits."""
    req = json.loads(request)
    err = SituationError(f"not valid YAML: {req['value']!r} is not a whole number in plain "
                         f"digits: write {req['number']}", source=SOURCE, line=req.get("line"),
                         code="yaml-number-form", value=str(req["value"]),
                         number=str(req["number"]), form=_number_form(str(req["value"])))
    return _refused(err, req.get("lang", "pt"))


def warm_up(_: str = "") -> str:
    """Import and run everything once (the first ruling is then as quick as the next)."""
    return rule(_dumps({"situation": {"question": "penalty", "hand": "K♣ A♥ 5♦ JK"},
                        "lang": "pt"}))
