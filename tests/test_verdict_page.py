"""The verdict page without a browser: the situation's code in the address both ways
(``generator/verdict/share.py``), its YAML, the README's links, every puzzle's situation as a
situation of ``contrato verdict``, the engine bundle the page runs (the same modules as the
command line, with no YAML or schema library), the vendored runtime, the page's texts, the
service worker, the manifest and the icons. In Chromium: ``test_browser_verdict.py``.
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import re
import subprocess
import sys
import zipfile

import pytest
import yaml
from hypothesis import given, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card
from generator.site import offline, runtime, verdict_page
from generator.verdict.fields import ALL_QUESTIONS, KINDS, QUESTIONS
from generator.verdict.share import AddressError, canonical, decode, encode, situation_yaml

from verdict_cases import ROOT, cli_json, data_json, puzzle_situations, readme_section, \
    readme_situations

LANGS = ("pt", "es", "ca")


def string_keys(value):
    if isinstance(value, dict):
        return {str(k): string_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [string_keys(v) for v in value]
    return value


# -- the code in the address ------------------------------------------------------------------

def test_the_readme_examples_codes():
    codes = [encode(yaml.safe_load(text)) for text in readme_situations()]
    assert "lay-off&round=2&table=7C7D7H,5H6H7H8H&opened=this-turn&hand=9H2DKS&card=9H&target=2" \
        in codes
    assert "buy&active=1&discard=7H9C&stock=5D4D3D&asks=2:9C,3:7H,4:7H" in codes
    assert "joker-swap&round=2&table=5SJK=6S7S8S,9D9CJK&opened=earlier&hand=6SKH" in codes
    assert "standings&penalties=0,12,30,7/45,0,3,10&players=Ana,Bruno,Carla,Duarte" in codes
    assert all(len(c) < 120 for c in codes)          # a chat message


def test_decoding_gives_the_data_yaml_gives():
    for text in readme_situations():
        data = read_as_verdict(text)
        back = decode(encode(data))
        assert encode(back) == encode(data)
        # read back as contrato verdict reads it (YAML 1.2: "opened: no" is the word no)
        assert canonical(read_as_verdict(situation_yaml(back))) == back
        # the same answer from the README's YAML and from the code's data
        assert cli_json(text) == data_json(back)


def test_every_notation_reads_to_the_same_code():
    ascii_list = {"question": "penalty", "hand": ["KC", "AH", "5d", "JK", "TS"]}
    unicode_text = {"question": "penalty", "hand": "K♣ A♥ 5♦ JK 10♠"}
    packed = {"question": "penalty", "hand": "KCAH5DJK10S"}
    assert encode(ascii_list) == encode(unicode_text) == encode(packed) == \
        "penalty&hand=KCAH5DJK10S"
    assert decode("penalty&hand=K%E2%99%A3AH") == {"question": "penalty", "hand": "K♣ A♥"}
    assert decode("#penalty&hand=-") == {"question": "penalty", "hand": []}


def test_fields_come_in_order_and_the_profile_last():
    data = {"target": 1, "card": "9♥", "hand": 3, "opened": False, "table": ["5♥ 6♥ 7♥ 8♥"],
            "round": 2, "question": "lay-off"}
    code = encode(data, "catalan-source")
    assert code == ("lay-off&round=2&table=5H6H7H8H&opened=no&hand=3&card=9H&target=1"
                    "&profile=catalan-source")
    assert decode(code) == {"question": "lay-off", "round": 2, "table": ["5♥ 6♥ 7♥ 8♥"],
                            "opened": False, "hand": 3, "card": "9♥", "target": 1,
                            "profile": "catalan-source"}


@pytest.mark.parametrize("code, field", [
    ("nothing&hand=KC", "question"),
    ("penalty&hand=KX", "hand"),
    ("penalty&colour=red", "colour"),
    ("penalty&hand=KC&hand=AH", "hand"),
    ("can-open&round=two&hand=KC", "round"),
    ("lay-off&opened=maybe", "opened"),
    ("buy&asks=2-9C", "asks"),
])
def test_a_bad_code_names_its_field(code, field):
    with pytest.raises(AddressError) as err:
        decode(code)
    assert err.value.field == field
    assert field in str(err.value)


@pytest.mark.parametrize("code, lang, yaml_text", [
    ("penalty&hand=11H", "pt", "question: penalty\nhand: 11H\n"),
    ("penalty&hand=7H8", "es", "question: penalty\nhand: 7H8\n"),
    ("penaltyx&hand=KC", "ca", "question: penaltyx\nhand: KC\n"),
])
def test_a_bad_link_is_refused_in_the_page_language_as_the_command_says_it(
        code, lang, yaml_text, tmp_path):
    """The verdict page's engine says what is wrong with a link in the page's language, in
    the words contrato verdict has for the same situation in YAML (not the link reader's
    English)."""
    from generator.verdict import browser
    out = json.loads(browser.decode(json.dumps({"code": code, "lang": lang})))
    assert out["ok"] is False
    path = tmp_path / "s.yaml"
    path.write_text(yaml_text, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "generator", "verdict", str(path), "--lang", lang],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2
    said = run.stderr.strip().split(", ", 1)[1]                # after "…: <file>, "
    said = said.split(", ", 1)[1] if said.startswith(("linha", "línea", "línia")) else said
    assert out["error"] == said, (out["error"], run.stderr)
    # the link reader's own English stays for a caller that gives no language
    assert "field" in json.loads(browser.decode(json.dumps(code)))["error"]


@pytest.mark.parametrize("code, lang, field, words", [
    ("penalty&hand=KC&colour=red", "pt", "colour", "o campo «colour» não existe"),
    ("can-open&round=two&hand=KC", "es", "round", "«round» es un número entero"),
    ("buy&active=1&discard=7H9C&stock=5D4D3D&asks=2:7X", "ca", "asks", "«asks» relaciona"),
])
def test_every_bad_link_is_said_in_the_page_language(code, lang, field, words):
    from generator.verdict import browser
    out = json.loads(browser.decode(json.dumps({"code": code, "lang": lang})))
    assert out["ok"] is False and out["field"] == field
    assert words in out["error"] and "field '" not in out["error"], out["error"]


def test_names_with_commas_and_accents_survive():
    data = {"question": "standings", "penalties": [[1, 2, 3, 4]],
            "players": ["Zé, o Velho", "Núria", "Jo&Ana", "50%"]}
    code = encode(data)
    assert "&" not in code.split("players=")[1] and "," in code
    assert decode(code)["players"] == data["players"]


CARDS = st.builds(Card, st.sampled_from(RANKS), st.sampled_from(SUITS)) | st.just(JOKER)
TABLE_CARDS = CARDS | st.builds(lambda r, s: JOKER.declare(Card(r, s)), st.sampled_from(RANKS),
                                st.sampled_from(SUITS))


def _cards_value(cards, as_list):
    tokens = [c.unicode() for c in cards]
    return tokens if as_list else " ".join(tokens)


@given(question=st.sampled_from(ALL_QUESTIONS), data=st.data())
def test_any_situation_survives_its_code_and_its_yaml(question, data):
    """Whatever the fields hold (of the right kinds), decode(encode(d)) is d's canonical form,
    its code is stable, and the YAML written from it reads back as the same data."""
    situation: dict = {"question": question}
    for name, f in QUESTIONS[question].items():
        if not f.required and data.draw(st.booleans()):
            continue
        k = f.kind
        as_list = data.draw(st.booleans())
        if k in ("cards", "meld"):
            value = _cards_value(data.draw(st.lists(CARDS, max_size=6)), as_list)
        elif k == "card":
            value = data.draw(CARDS).unicode()
        elif k == "melds":
            value = [_cards_value(m, as_list) for m in
                     data.draw(st.lists(st.lists(TABLE_CARDS, min_size=1, max_size=5), max_size=3))]
        elif k == "hand-or-size":
            value = data.draw(st.integers(0, 20) | st.lists(CARDS, max_size=5).map(
                lambda cs: _cards_value(cs, as_list)))
        elif k in ("round", "seat", "index", "pile-size", "count", "turn", "reshuffles"):
            value = data.draw(st.integers(0, 40))
        elif k in ("opened", "opened-before"):
            value = data.draw(st.sampled_from([False, "this-turn", "earlier"]))
        elif k == "end":
            value = data.draw(st.sampled_from(["low", "high"]))
        elif k == "kind":
            value = data.draw(st.sampled_from(["group", "sequence"]))
        elif k == "draws":
            value = data.draw(st.sampled_from(["stock", "discard"]))
        elif k == "asks":
            value = {data.draw(st.integers(1, 4)): _cards_value(
                data.draw(st.lists(CARDS, max_size=2)), as_list)}
        elif k == "penalties":
            value = data.draw(st.lists(st.lists(st.integers(0, 200), min_size=4, max_size=4),
                                       min_size=1, max_size=7))
        elif k == "players":
            value = data.draw(st.lists(st.text(min_size=1, max_size=8), min_size=4, max_size=4))
        elif k == "sizes":
            value = data.draw(st.lists(st.integers(0, 30), min_size=4, max_size=4))
        elif k == "seats":
            value = data.draw(st.lists(st.integers(1, 4), max_size=4, unique=True))
        else:
            raise AssertionError(f"no strategy for the kind {k!r}")
        situation[name] = value
    code = encode(situation)
    back = decode(code)
    assert encode(back) == code
    assert decode(encode(back)) == back == canonical(situation)
    assert canonical(read_as_verdict(situation_yaml(back))) == back


def read_as_verdict(text: str):
    """The plain data ``contrato verdict`` reads from a YAML text (YAML 1.2's core schema)."""
    from generator.verdict.situation import _read_yaml
    return string_keys(_read_yaml(text, "<test>")[0])


def test_every_field_kind_has_a_code_and_a_widget():
    """A kind added to generator/verdict/fields.py needs a code (share.py) and a widget in the
    page's script: both name every kind."""
    script = (ROOT / "docs/javascripts/verdict/verdict.js").read_text("utf-8")
    share = (ROOT / "generator/verdict/share.py").read_text("utf-8")
    used = {f.kind for q in QUESTIONS.values() for f in q.values()}
    assert used <= set(KINDS)
    for kind in KINDS:
        assert f'"{kind}"' in share or kind in ("round", "count", "turn", "seat", "index",
                                                "pile-size", "cards", "meld", "kind", "end",
                                                "draws", "opened", "opened-before"), kind
        assert f'"{kind}"' in script or f"k === \"{kind}\"" in script or kind in (
            "cards", "meld", "card"), f"verdict.js has no widget for {kind!r}"


# -- the README's links -----------------------------------------------------------------------

def test_the_readme_links_each_example_to_the_verdict_page():
    """Under each example's YAML: ``pt/verdict/#<its code>``, relative to the site's root."""
    section = readme_section()
    blocks = list(re.finditer(r"```yaml\n(.*?)```\n\nOn the verdict page: `pt/verdict/#(\S+)`",
                              section, re.S))
    assert len(blocks) == len(readme_situations()) >= len(ALL_QUESTIONS)
    for m in blocks:
        assert m.group(2) == encode(yaml.safe_load(m.group(1))), m.group(1)
    assert "**The address**" in section


# -- the puzzles' situations ------------------------------------------------------------------

@pytest.fixture(scope="module")
def generated(puzzle_build):
    return list(puzzle_build.puzzles)


def test_every_puzzle_has_a_verdict_situation_the_command_answers(generated):
    from generator.verdict.answers import answer
    from generator.verdict.data import from_data
    asked = set()
    for p in generated:
        assert p.verdict, f"{p.id} ({p.kind}) has no verdict situation"
        for data in p.verdict:
            answer(from_data(data))               # raises for a situation it cannot answer
            asked.add(data["question"])
    assert asked == set(ALL_QUESTIONS)


def test_lay_down_puzzles_open_to_the_same_answer(generated):
    """A contract-pair lay-down of rounds 3 and 6 becomes a can-open hand whose answer is the
    lay-down's validity (the spare cards join nothing). In round 7 the hand is the lay-down's
    cards, and can-open asks whether they go down in any three sequences, which may differ
    from the lay-down shown (no question of the tool judges one given lay-down)."""
    from generator.verdict.answers import answer
    from generator.verdict.data import from_data
    seen = 0
    for p in generated:
        if p.kind != "contract-pair" or p.verdict[0]["question"] != "can-open" or \
                p.round == 7:
            continue
        seen += 1
        valid = p.correct == 0
        assert answer(from_data(p.verdict[0])).answer is valid, p.id
    assert seen > 0


def test_enough_puzzle_situations_of_every_question(generated):
    cases = puzzle_situations(generated, 25)
    counts = {q: sum(1 for d in cases if d["question"] == q) for q in ALL_QUESTIONS}
    assert all(n >= 10 for n in counts.values()), counts      # draw: few distinct sizes
    assert len(cases) >= 200


# -- the engine bundle ------------------------------------------------------------------------

def _zip_infos(data):
    return zipfile.ZipFile(io.BytesIO(data)).infolist()


def test_the_bundle_is_the_same_bytes_for_the_same_sources():
    name, data = runtime.engine_bundle()
    runtime._COMPILED.clear()                   # read from the build's cache again
    again, data2 = runtime.engine_bundle()
    assert (name, data) == (again, data2)
    assert re.fullmatch(r"contrato-[0-9a-f]{16}\.zip", name)
    infos = _zip_infos(data)
    members = [i.filename for i in infos]
    # stored, not deflated: the host's gzip or brotli compresses the zip whole (issue 24)
    assert {i.compress_type for i in infos} == {zipfile.ZIP_STORED}
    # bytecode, compiled by Pyodide's own CPython: its magic number, no source
    magic = bytes.fromhex(runtime.compiled().trace["magic"])
    assert magic != importlib.util.MAGIC_NUMBER      # not this machine's CPython
    pycs = [i for i in infos if i.filename.endswith(".pyc")]
    assert len(pycs) > 80 and not [m for m in members if m.endswith(".py")]
    z = zipfile.ZipFile(io.BytesIO(data))
    assert all(z.read(i)[:4] == magic for i in pycs)
    assert "generator/verdict/browser.pyc" in members
    assert "generator/engine/cards.pyc" in members and "generator/questions/buy.pyc" in members
    # the sentences as Project Fluent files, and the libraries that format them (issue 15)
    assert {f"docs/{lang}/{name}.ftl" for lang in LANGS for name in ("cards", "verdict")} <= (
        set(members))
    assert {"fluent/runtime/__init__.pyc", "fluent/syntax/__init__.pyc", "babel/plural.pyc",
            "babel/global.dat", "babel/locale-data/pt_PT.dat", "babel/locale-data/ca.dat",
            "pytz/__init__.pyc", "attr/__init__.pyc", "typing_extensions.pyc",
            "_contrato_runtime.pyc", "_contrato_rest.txt"} <= set(members)
    # what the verdict never imports is left out (in the fallback zip): Babel's message
    # catalogues, the time-zone database
    assert not [m for m in members if m.startswith(("babel/messages/", "pytz/zoneinfo/"))]
    assert not [m for m in members if m.startswith("babel/locale-data/") and not any(
        m.endswith(f"/{loc}.dat") for loc in runtime.BABEL_LOCALES)]
    assert "licences/babel/LICENSE" in members and "licences/fluent.runtime/METADATA" in members
    assert not [m for m in members if m.endswith(".yaml") or "/site/" in m]


def test_babel_data_is_cut_to_the_keys_the_questions_read():
    """Babel's CLDR data is more than half of the libraries: the bundle keeps, in Babel's
    own files and format, only the keys the traced questions read (plural rules and number
    formats), which Babel's own loader reads back."""
    import pickle
    trace = runtime.compiled().trace
    assert set(trace["babel_locale"]) == {"decimal_formats", "number_symbols", "plural_form"}
    members = runtime.bundle_members()
    for loc in ("root", "pt", "pt_PT", "es", "ca"):
        data = pickle.loads(members[f"babel/locale-data/{loc}.dat"])
        assert set(data) <= set(trace["babel_locale"]), loc
    assert set(pickle.loads(members["babel/global.dat"])) <= set(trace["babel_global"])
    assert sum(len(d) for m, d in members.items() if m.startswith("babel/")) < 250_000


def test_the_standard_library_is_what_the_verdict_imports():
    """The page mounts the standard library's files that the traced questions imported in
    Pyodide (started afresh, and restored from a snapshot), compiled, stored; the rest, as
    sources, is in the fallback zip, whose modules the bundle lists."""
    trace = runtime.compiled().trace
    (name, data), (rest_name, rest) = runtime.stdlib_zips()
    assert re.fullmatch(r"stdlib-[0-9a-f]{16}\.zip", name)
    assert re.fullmatch(r"stdlib-rest-[0-9a-f]{16}\.zip", rest_name)
    infos = _zip_infos(data)
    assert {i.compress_type for i in infos} == {zipfile.ZIP_STORED}
    kept = {i.filename for i in infos}
    assert kept == {f + "c" for f in trace["stdlib"]}
    # what Pyodide itself starts with, what the engine and the languages import, what
    # unpacking the bundle and a restored start import
    assert {"asyncio/__init__.pyc", "_pyodide/_base.pyc", "dataclasses.pyc", "decimal.pyc",
            "encodings/cp437.pyc", "importlib/metadata/__init__.pyc"} <= kept
    assert "argparse.pyc" not in kept and "unittest/__init__.pyc" not in kept
    rest_names = {i.filename for i in _zip_infos(rest)}
    assert "unittest/__init__.py" in rest_names and "difflib.py" in rest_names
    assert "babel/messages/__init__.py" in rest_names
    assert not {n[:-1] for n in kept} & rest_names
    listed = runtime.bundle_members()["_contrato_rest.txt"].decode().split()
    assert {"difflib", "unittest", "babel.messages", "json.tool"} <= set(listed)
    assert "json" not in listed and "asyncio" not in listed


def test_the_traced_questions_answer_as_the_command_line():
    """In Pyodide under Node.js, at build time, every traced call answered; the rulings are
    the command line's JSON, in every language, and a restored snapshot answers the same."""
    trace = runtime.compiled().trace
    assert trace["restored"] is True
    requests = runtime.trace_requests()
    compared = 0
    for request, out in zip(requests, trace["answers"]):
        arg = request["arg"]
        if request["op"] != "rule" or not isinstance(arg["situation"], str):
            continue
        situation = decode(arg["situation"])
        profile = situation.pop("profile", "contrato")
        status, want = cli_json(situation_yaml(situation), arg["lang"], profile)
        assert status == 0 and out["ok"], (request, out)
        assert out["verdict"] == want, request
        compared += 1
    assert compared == len(runtime.TRACE_CODES) * len(LANGS)


def test_compressed_copies_are_the_same_bytes_and_decompress_to_the_file(tmp_path):
    import gzip

    import brotli
    data = runtime.stdlib_zips()[0][1]
    gz, br = runtime.compressed(data)
    assert gzip.decompress(gz) == data and brotli.decompress(br) == data
    assert len(br) < len(gz) < len(data) // 2
    small = data[:200_000]                      # compressed afresh, not read from the cache
    assert runtime.compressed(small, cache=tmp_path) == runtime.compressed(small, cache=tmp_path)
    assert gzip.decompress(runtime.compressed(small, cache=tmp_path / "other")[0]) == small


def test_the_fallback_imports_a_module_the_trimmed_library_lacks(tmp_path, monkeypatch):
    """The finder the page installs (generator/site/in_pyodide.py): a module it lists is
    fetched once from the fallback zip (a top-level module and a package's submodule), with
    a word in the console; one it does not list is a plain ImportError, with no fetch."""
    import importlib
    from generator.site import in_pyodide
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("zz_contrato_top.py", "VALUE = 7\n")
        zf.writestr("zz_contrato_pkg/extra.py", "VALUE = 8\n")
    pkg = tmp_path / "lib" / "zz_contrato_pkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    fetched, said = [], []

    def fetch(url):
        fetched.append(url)
        return buf.getvalue()

    finder = in_pyodide.Fallback("rest.zip", str(tmp_path / "rest.zip"),
                                 ["zz_contrato_top", "zz_contrato_pkg.extra"], fetch,
                                 said.append)
    monkeypatch.setattr(sys, "meta_path", sys.meta_path + [finder])
    monkeypatch.setattr(sys, "path", list(sys.path))
    try:
        with pytest.raises(ImportError):
            importlib.import_module("zz_contrato_absent")
        assert fetched == []
        assert importlib.import_module("zz_contrato_top").VALUE == 7
        assert importlib.import_module("zz_contrato_pkg.extra").VALUE == 8
        assert fetched == ["rest.zip"] and len(said) == 1 and "zz_contrato_top" in said[0]
        finder.forget()                 # a restored snapshot: the file system is new
        assert str(tmp_path / "rest.zip") not in sys.path
    finally:
        for name in ("zz_contrato_top", "zz_contrato_pkg", "zz_contrato_pkg.extra"):
            sys.modules.pop(name, None)


_BLOCKED_RUN = r"""
import json, sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("yaml", "jsonschema", "jinja2", "markdown", "matplotlib",
                                  "mkdocs", "rpds", "referencing"):
            raise ImportError("not in the browser: " + name)
sys.meta_path.insert(0, Block())
sys.path.insert(0, sys.argv[1])
from generator.verdict import browser
assert browser.__file__.startswith(sys.argv[1]), browser.__file__
out = [json.loads(browser.rule(json.dumps(r))) for r in json.load(sys.stdin)]
json.dump(out, sys.stdout, ensure_ascii=False)
"""


def test_the_bundle_answers_as_the_command_line_without_yaml(tmp_path):
    """The bundle's sources (the bundle holds their bytecode, for Pyodide's CPython), alone
    (not this repository's tree), with only the library modules and the Babel data it keeps,
    and with YAML and jsonschema made impossible to import, give for every README example
    exactly the JSON of ``contrato verdict --json``, in every language."""
    for name, data in runtime.bundle_members().items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    requests, expected = [], []
    for text in readme_situations():
        for lang in LANGS:
            requests.append({"situation": yaml.safe_load(text), "lang": lang})
            expected.append(cli_json(text, lang))
    done = subprocess.run([sys.executable, "-I", "-c", _BLOCKED_RUN, str(tmp_path)],
                          input=json.dumps(requests, ensure_ascii=False), capture_output=True,
                          text=True, cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    for req, out, (status, want) in zip(requests, got, expected):
        assert status == 0 and out["ok"], (req, out)
        assert out["verdict"] == want, req


def test_a_situation_the_tool_refuses_is_refused_in_the_browser_too():
    from generator.verdict import browser
    out = json.loads(browser.rule(json.dumps(
        {"situation": {"question": "penalty", "hand": "7♥ 7♥ 7♥"}, "lang": "pt"})))
    status, err = cli_json("question: penalty\nhand: 7♥ 7♥ 7♥\n")
    assert not out["ok"] and status == 2
    # said in the page's language, as the command says it (issue 11)
    said = "o 7♥ não pode aparecer 3 vezes"
    assert said in out["error"] and said in err and out["field"] == "hand"
    assert out["error"].split(": ", 1)[1] == err.split(": ", 2)[2].strip()
    # the page has no file: no "<situation>" placeholder shown to the reader (issue 15)
    assert "<situation>" not in out["error"] and out["error"].startswith("campo «hand»: ")
    for situation in ({"question": "penalty", "hand": "7♥ 7X"},
                      {"question": "meld", "meld": "7♥ 8♥ 9♥", "round": 9}):
        for lang in ("pt", "es", "ca"):
            said = json.loads(browser.rule(json.dumps({"situation": situation, "lang": lang})))
            assert not said["ok"] and "<situation>" not in said["error"], said


def test_the_profile_is_a_parameter_of_the_ruling():
    from generator.verdict import browser
    text = "question: penalty\nhand: K♣ A♥ 5♦ JK\n"
    out = json.loads(browser.rule(json.dumps(
        {"situation": yaml.safe_load(text), "lang": "ca", "profile": "catalan-source"})))
    assert out["ok"] and out["verdict"] == cli_json(text, "ca", "catalan-source")[1]
    assert out["code"].endswith("&profile=catalan-source")


# -- the runtime, the page, offline -----------------------------------------------------------

def test_the_runtime_is_the_pinned_npm_package(tmp_path):
    sizes = runtime.write_runtime(tmp_path)
    folder = tmp_path / runtime.runtime_folder()
    assert sorted(p.name for p in folder.iterdir()) == sorted(runtime.PYODIDE_FILES)
    assert "python_stdlib.zip" not in runtime.PYODIDE_FILES     # the trimmed one instead
    lock = json.loads(runtime.lock_contents())
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.")
    assert sizes[runtime.runtime_folder() + "pyodide.asm.wasm"] > 5_000_000
    package = json.loads((folder / "package.json").read_text("utf-8"))
    assert (package["name"], package["version"], package["license"]) == \
        ("pyodide", runtime.PYODIDE.version, "MPL-2.0")
    runtime.PYODIDE.check(runtime.tarball().read_bytes())
    with pytest.raises(RuntimeError):
        runtime.PYODIDE.check(b"not the tarball")


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_texts_and_config(lang):
    t = verdict_page.load_texts(lang)
    assert set(t["questions"]) == set(ALL_QUESTIONS)
    config = verdict_page.page_config(lang)
    assert config["lang"] == lang and config["questions_order"] == list(ALL_QUESTIONS)
    assert {f["name"] for f in config["questions"]["lay-off"]} == set(QUESTIONS["lay-off"])
    assert config["profiles"]["contrato"] == {"players": 4, "decks": 2, "jokers": 3,
                                              "rounds": 7, "pack": 107, "reshuffles": 3}
    assert config["bytes"] > 10_000_000
    assert all(not config[k].startswith(("http:", "https:", "//"))
               for k in ("runtime", "bundle", "worker", "yaml"))


@pytest.mark.parametrize("lang", LANGS)
def test_developer_material_is_one_disclosure_at_the_end(lang):
    """Issue 25: YAML, JSON and the command line in one "for developers" disclosure at the end
    of the page; the players' part (the intro, the form, the answer, copy the link) names none
    of them; every code block there takes the keyboard's focus (axe:
    scrollable-region-focusable)."""
    page = verdict_page.render_page(lang)
    players, _, dev = page.partition('<details class="verdict-dev"')
    players = re.sub(r'data-config="[^"]*"', "", players)      # the script's texts
    assert dev and dev.rstrip().endswith("</details>")
    for word in ("contrato verdict", "YAML", "JSON", "data-export", "data-import", "<pre"):
        assert word not in players, word
    assert "contrato verdict situation.yaml --lang " + lang in dev
    assert "data-export" in dev and "data-import" in dev and 'class="verdict-json"' in dev
    # the code blocks wrap (no sideways scrolling); the JSON scrolls down, and takes the focus
    assert dev.count("<pre") == 3
    assert '<pre class="verdict-scroll" tabindex="0"><code></code></pre>' in dev
    # the page's script (the form) comes before the disclosure, the picker before the form's
    assert players.index("picker.js") < players.index("verdict/verdict.js")


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_says_a_house_rules_code_in_its_language(lang):
    """The words the page says a code with (the rules it applies, at the top of the form) are
    those of the house-rules page for every value of every option."""
    from generator.engine.house import OPTIONS, decode as decode_house
    from generator.lang.house import diff_rows
    words = verdict_page.page_config(lang)["house"]
    assert words["version"] == "h1"
    assert set(words["options"]) == {o.key for o in OPTIONS}
    rows = diff_rows(decode_house("h1-bn-wa-p15.10.25"), lang)
    said = {r["key"]: r["house"] for r in rows}
    assert words["options"]["b"]["values"]["n"] == said["b"]
    assert words["options"]["w"]["values"]["a"] == said["w"]
    template = words["options"]["p"]["templates"]["other"]
    assert template.replace("{ace}", "15").replace("{face}", "10").replace("{joker}", "25") \
        == said["p"]
    assert set(words["options"]["p"]["templates"]) == {"one", "other"}
    one = words["options"]["p"]["templates"]["one"].replace("{ace}", "1")
    assert one.replace("{face}", "10").replace("{joker}", "25") \
        == diff_rows(decode_house("h1-p1.10.25"), lang)[0]["house"]


def test_a_missing_key_in_a_language_names_the_file(tmp_path):
    import shutil
    docs = tmp_path / "docs"
    for lang in LANGS:
        (docs / lang).mkdir(parents=True)
        shutil.copy(ROOT / "docs" / lang / "verdict_page.yaml", docs / lang)
    path = docs / "es" / "verdict_page.yaml"
    path.write_text(path.read_text("utf-8").replace("  copied: Enlace copiado\n", ""), "utf-8")
    verdict_page.load_texts.cache_clear()
    try:
        with pytest.raises(Exception) as err:
            verdict_page.load_texts("es", docs)
        assert "docs/es/verdict_page.yaml" in str(err.value) or "verdict_page.yaml" in str(err.value)
        assert "copied" in str(err.value)
    finally:
        verdict_page.load_texts.cache_clear()


def test_manifest_and_icons():
    data = json.loads(offline.manifest("ca", "Contrato — Decidir a la taula", "Descripció"))
    assert data["lang"] == "ca-ES" and data["start_url"] == "verdict/"
    assert data["display"] == "standalone" and data["scope"] == "./"
    assert [i["sizes"] for i in data["icons"]] == ["192x192", "512x512"]
    from PIL import Image
    for size in offline.ICON_SIZES:
        png = offline.icon_png(size)
        assert png == offline.icon_png(size)                 # the same bytes every build
        assert Image.open(io.BytesIO(png)).size == (size, size)


def _tiny_site(root, extra=()):
    """A built site in miniature: two languages, each with a home page, a clause page, the
    verdict page, a puzzle page and its practice data, a PDF, a source map, search stemmers
    of two languages, 404.html; the root pages, the icons and a runtime."""
    files = {
        "index.html": "root", "404.html": "root 404", "icons/contrato-192.png": "png",
        "runtime/pyodide-1/pyodide.asm.wasm": "wasm" * 100, "runtime/contrato-abc.zip": "zip",
        "runtime/pyodide-1/pyodide.asm.wasm.gz": "gz", "runtime/pyodide-1/pyodide.asm.wasm.br": "br",
        "runtime/stdlib-0a1b.zip": "stdlib", "runtime/stdlib-rest-0a1b.zip": "the rest",
    }
    for lang in ("pt", "es"):
        files.update({
            f"{lang}/index.html": f"home {lang}", f"{lang}/404.html": f"404 {lang}",
            f"{lang}/rules/6-2/index.html": f"6.2 {lang}",
            f"{lang}/puzzles/index.html": f"puzzles {lang}",
            f"{lang}/puzzles/bu-0123/index.html": f"puzzle {lang}",
            f"{lang}/practice/index.html": "practice", f"{lang}/practice/index.json": "{}",
            f"{lang}/practice/p/bu-0123.json": "{}", f"{lang}/pdf/rules.pdf": "%PDF",
            f"{lang}/assets/main.css": "css", f"{lang}/assets/main.css.map": "map",
            f"{lang}/sitemap.xml": "<urlset/>", f"{lang}/sitemap.xml.gz": "gz",
            f"{lang}/search/search_index.json": json.dumps({"config": {"lang": [lang]}}),
            f"{lang}/assets/javascripts/lunr/min/lunr.stemmer.support.min.js": "s",
            f"{lang}/assets/javascripts/lunr/min/lunr.{lang}.min.js": lang,
            f"{lang}/assets/javascripts/lunr/min/lunr.ja.min.js": "ja",
            f"{lang}/javascripts/verdict/worker.js": "worker",
            f"{lang}/verdict/index.html": '<link rel="stylesheet" href="../assets/main.css">'
                                          '<script src="../javascripts/verdict/verdict.js"></script>',
            f"{lang}/javascripts/verdict/verdict.js": "verdict",
        })
    files.update(dict(extra))
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, "utf-8")
    return root


def test_the_service_worker_keeps_every_page_of_a_language(tmp_path):
    """Issue 24: the lists are the build's files, found in the built site: every page and file
    of the language — a page nobody listed (a new score sheet) too —, the verdict page of
    the other language with its scripts, the root pages, the icons and the whole runtime; the
    puzzle pages, their practice data and the PDFs when visited; never a source map, a
    compressed copy or another language's search stemmer. Each with the hash of its bytes."""
    site = _tiny_site(tmp_path, {"pt/score/index.html": "score", "pt/javascripts/score/score.js": "s"})
    lists = offline.offline_lists(site, ["pt", "es"])
    keep = dict(lists["langs"]["pt"]["keep"])
    visit = dict(lists["langs"]["pt"]["visit"])
    shared = dict(lists["shared"])
    assert sorted(shared) == ["", "404.html", "icons/contrato-192.png",
                              "runtime/contrato-abc.zip", "runtime/pyodide-1/pyodide.asm.wasm",
                              "runtime/stdlib-0a1b.zip"]
    assert [a for a, _ in lists["on_demand"]] == ["runtime/stdlib-rest-0a1b.zip"]
    assert {"pt/", "pt/404.html", "pt/rules/6-2/", "pt/puzzles/", "pt/practice/",
            "pt/practice/index.json", "pt/verdict/", "pt/score/", "pt/javascripts/score/score.js",
            "pt/search/search_index.json", "pt/sitemap.xml", "pt/assets/main.css",
            "pt/assets/javascripts/lunr/min/lunr.pt.min.js",
            "pt/assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
            "es/verdict/", "es/assets/main.css", "es/javascripts/verdict/verdict.js",
            "es/javascripts/verdict/worker.js", "es/search/search_index.json",
            "es/assets/javascripts/lunr/min/lunr.es.min.js"} <= set(keep)
    assert not [a for a in keep if a.endswith((".map", ".gz", "lunr.ja.min.js"))
                or "/puzzles/bu-" in a or "/p/" in a or a.endswith(".pdf") or a == "es/"]
    assert sorted(visit) == ["pt/pdf/rules.pdf", "pt/practice/p/bu-0123.json",
                             "pt/puzzles/bu-0123/"]
    assert keep["pt/rules/6-2/"] == hashlib.sha256(b"6.2 pt").hexdigest()[:offline.HASH_CHARS]
    assert lists["bytes"]["pt"] == sum(
        (site / rel).stat().st_size for rel in (
            "index.html", "404.html", "icons/contrato-192.png", "runtime/contrato-abc.zip",
            "runtime/pyodide-1/pyodide.asm.wasm", "runtime/stdlib-0a1b.zip")) + sum(
        (site / (a + "index.html" if a.endswith("/") else a)).stat().st_size for a in keep)
    # the same site, the same lists; a changed file, another version (and only its hash)
    assert offline.offline_lists(site, ["pt", "es"]) == lists
    (site / "pt" / "rules" / "6-2" / "index.html").write_text("6.2 pt, new edition", "utf-8")
    again = offline.offline_lists(site, ["pt", "es"])
    assert again["version"] != lists["version"]
    changed = [a for a, h in again["langs"]["pt"]["keep"] if keep.get(a) != h]
    assert changed == ["pt/rules/6-2/"]


def test_the_service_worker_text(tmp_path):
    lists = offline.offline_lists(_tiny_site(tmp_path), ["pt", "es"])
    sw = offline.service_worker(lists)
    assert f'const VERSION = "{lists["version"]}";' in sw
    assert '["pt/rules/6-2/","' in sw and '"contrato-site-" + VERSION' in sw
    assert not re.search(r"https?://", sw)                 # nothing from another host
    offline.write_offline(tmp_path, ["pt", "es"], {
        lang: ("Contrato", "Descrição") for lang in ("pt", "es")})
    assert (tmp_path / "sw.js").read_text("utf-8") == offline.service_worker(
        offline.offline_lists(tmp_path, ["pt", "es"]))     # the manifests and icons listed too


def test_the_shell_holds_what_the_theme_fetches_by_script(tmp_path):
    """Offline, the verdict page must not fail on the theme's own fetches: the search worker
    named in ``__config``, the search index, its stemmers and the sitemap are kept too."""
    site = tmp_path
    page = site / "pt" / "verdict"
    page.mkdir(parents=True)
    (page / "index.html").write_text(
        '<link rel="stylesheet" href="../assets/main.css">'
        '<script src="../javascripts/verdict/verdict.js"></script>'
        '<script src="https://elsewhere.invalid/x.js"></script>'
        '<script id="__config" type="application/json">{"base": "..", '
        '"search": "../assets/javascripts/workers/search.abc.min.js"}</script>', "utf-8")
    files = ["assets/main.css", "javascripts/verdict/verdict.js",
             "assets/javascripts/workers/search.abc.min.js", "sitemap.xml",
             "assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
             "assets/javascripts/lunr/min/lunr.pt.min.js"]
    for rel in files:
        (site / "pt" / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / "pt" / rel).write_text("x", "utf-8")
    (site / "pt" / "search").mkdir()
    (site / "pt" / "search" / "search_index.json").write_text(
        json.dumps({"config": {"lang": ["pt"]}, "docs": []}), "utf-8")
    assert offline.shell_files(site, ["pt/verdict/"]) == [
        "pt/verdict/", "pt/assets/main.css", "pt/javascripts/verdict/verdict.js",
        "pt/assets/javascripts/workers/search.abc.min.js", "pt/search/search_index.json",
        "pt/sitemap.xml", "pt/assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
        "pt/assets/javascripts/lunr/min/lunr.pt.min.js"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_texts_use_the_terms_table(lang):
    """The form is built by the page's script, so tests/test_terms.py, which reads the built
    HTML, does not see most of its texts: every text of ``docs/<lang>/verdict_page.yaml``
    is checked here against the words the terms table avoids (issue 15)."""
    from generator.site import terms

    def texts(value, path=()):
        if isinstance(value, dict):
            for k, v in value.items():
                yield from texts(v, path + (str(k),))
        else:
            yield ".".join(path), value

    found = [(key, c.name, m.group(0))
             for key, text in texts(verdict_page.load_texts(lang))
             for c in terms.load_terms(lang) for _, pattern in c.patterns()
             for m in pattern.finditer(text)]
    assert not found, found


@pytest.mark.parametrize("lang", LANGS)
def test_a_field_that_counts_cards_is_not_labelled_as_a_list(lang):
    """Review 3 ca #2: the ``draw`` question's ``stock`` and ``discard`` are counts, while
    ``buy``'s are cards listed from the top («Munt, de dalt a baix»). The page labels a field
    with the question's own text when there is one (``<question>.<field>``, verdict.js
    ``label``), else the field's: no field name shared by a count and a list of cards may end
    up with one label for both."""
    js = (ROOT / "docs/javascripts/verdict/verdict.js").read_text(encoding="utf-8")
    assert 'ui.fields[state.question + "." + name] || ui.fields[name]' in js
    fields = verdict_page.page_config(lang)["ui"]["fields"]

    def label(question, name):
        return fields.get(f"{question}.{name}") or fields[name]
    by_name: dict[str, dict[str, set]] = {}
    for question, qfields in QUESTIONS.items():
        for name, f in qfields.items():
            by_name.setdefault(name, {}).setdefault(f.kind, set()).add(label(question, name))
    for name, kinds in by_name.items():
        if "pile-size" in kinds and "cards" in kinds:
            assert not kinds["pile-size"] & kinds["cards"], (name, kinds)
    assert label("draw", "stock") == {"pt": "Cartas no monte", "es": "Cartas en el mazo",
                                      "ca": "Cartes al munt"}[lang]
    assert label("draw", "discard") == {"pt": "Cartas no descarte",
                                        "es": "Cartas en el descarte",
                                        "ca": "Cartes a la pila de descarts"}[lang]
    assert label("buy", "stock") == fields["stock"]


#: The buy question's «draws» field: the label and its two options read as one phrase, each
#: option saying the pile, and the verb the site keeps for each pile (thirteenth es reading #3,
#: ca #2: «El jugador en turno roba» / «La carta de arriba del descarte», robar being the
#: stock's and the options not parallel).
DRAWS = {
    "pt": ("O jogador ativo tira a sua carta", "Do monte", "Do descarte (a de cima)"),
    "es": ("El jugador en turno coge su carta", "Del mazo", "Del descarte (la de arriba)"),
    "ca": ("D'on agafa la carta el jugador de torn", "Del munt",
           "De la pila de descarts (la de dalt)"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_draws_field_and_its_options_read_alike(lang):
    ui = verdict_page.page_config(lang)["ui"]
    label = ui["fields"].get("buy.draws") or ui["fields"]["draws"]
    assert (label, ui["values"]["draws"]["stock"], ui["values"]["draws"]["discard"]) == \
        DRAWS[lang]
    assert "roba" not in label                      # es and ca rob only from the stock


@pytest.mark.parametrize("lang, section, key, said", [
    ("ca", "help", "standings", "en l'ordre de joc (del jugador 1 al 4)"),
    ("ca", "fields", "reshuffles", "en aquesta ronda (de 0 a 3)"),
    ("es", "fields", "reshuffles", "en esta ronda (de 0 a 3)"),
    ("pt", "fields", "reshuffles", "nesta ronda (de 0 a 3)"),
])
def test_a_range_of_seats_or_counts_reads_from_to(lang, section, key, said):
    # fifteenth ca reading #1: «(jugador 1 a 4)» is clipped; «(del jugador 1 al 4)», and the
    # reshuffle count «(de 0 a 3)» in every language
    text = " ".join(verdict_page.load_texts(lang)[section][key].split())
    assert said in text
