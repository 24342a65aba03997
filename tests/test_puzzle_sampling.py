"""Realistic positions (issue 14): the rounds ``source: game`` families sample are played by the
automatic players (generator/puzzles/games.py, table ``people``) and look like real play; only
``running-out`` samples the drifting random play whose rounds run the stock out; every
published puzzle keeps its ID (the old samples live on in retired.yaml files, listed nowhere)."""

from __future__ import annotations

import statistics

import pytest

from generator.puzzles import games
from generator.puzzles.pipeline import build
from generator.puzzles.templates import (DEFAULT_PEOPLE_GAMES, TEMPLATES, load_config,
                                         load_withdrawn)
from generator.site import pages

SEED = load_config().seed


@pytest.fixture(scope="module")
def site(puzzle_build):
    return puzzle_build


def published() -> list[str]:
    lines = (TEMPLATES / "published-ids.txt").read_text(encoding="utf-8").splitlines()
    return [x.strip() for x in lines if x.strip() and not x.startswith("#")]


def test_every_published_puzzle_is_still_built(site):
    """Every published puzzle is built, or withdrawn for a position no game reaches (issue
    26: puzzles/withdrawn.yaml), its address kept by a page that links the puzzle built in
    its place (generator/site/pages.py, render_withdrawn)."""
    ids = {p.id for p in site.puzzles}
    withdrawn = {w.id: w for w in load_withdrawn()}
    missing = [pid for pid in published() if pid not in ids and pid not in withdrawn]
    assert not missing, f"published puzzles no longer built (their links would break): {missing}"
    assert len(published()) >= 407 and len(set(published())) == len(published())
    for w in withdrawn.values():
        assert w.id in published() and w.id not in ids and w.instead in ids, w
        assert w.instead in published() and w.kind == {
            "bu": "buy", "ro": "running-out", "js": "joker-swap", "lo": "lay-off"}[w.id[:2]]


def test_retired_puzzles_are_the_old_samples_kept_word_for_word(site):
    retired = [(p, s) for p, s in zip(site.puzzles, site.situations) if "retired" in p.tags]
    assert {p.kind for p, _ in retired} == {"lay-off", "joker-swap", "buy", "standings",
                                            "running-out"}     # running-out: D14
    assert all(s.template.endswith("/retired.yaml#" + s.template.split("#")[1])
               for _, s in retired)
    # what made them unlikely: hands of 20 cards or more, a turn far into a round
    sizes = [len(s.hand) for p, s in retired if p.kind in ("lay-off", "joker-swap")]
    assert max(sizes) >= 20
    assert all(pages.retired(p) for p, _ in retired)


def test_a_retired_running_out_puzzle_has_an_answer_no_rebuild_count_changes(site):
    """The retired running-out puzzles (published before ruling D14) say nothing of earlier
    rebuilds of the stock: each kept one has the same answer whatever their number (0 to 3),
    and those whose answer depended on it are withdrawn (why ``rebuilds-unstated``), their
    page linking a listed puzzle of the same kind (review 4 es, #1-#2)."""
    from generator.puzzles.kinds.running_out import rebuilds_matter
    retired = [(p, s) for p, s in zip(site.puzzles, site.situations)
               if p.kind == "running-out" and pages.retired(p)]
    assert len(retired) == 12
    assert not [p.id for p, s in retired if rebuilds_matter(s)]
    by_id = {p.id: (p, s) for p, s in zip(site.puzzles, site.situations)}
    unstated = [w for w in load_withdrawn() if w.why == "rebuilds-unstated"]
    assert len(unstated) == 18 and {"ro-d594398e2a", "ro-cd70509185"} <= {w.id for w in unstated}
    for w in unstated:
        instead, s = by_id[w.instead]
        assert not pages.retired(instead) and instead.kind == "running-out" == w.kind
    # the same position as the one withdrawn, its rebuilds stated: the round ends (D14)
    p, s = by_id["ro-92ace53309"]
    assert s.data.reshuffles == 3 and "D14" in p.clauses
    assert [w.instead for w in unstated if w.id == "ro-d594398e2a"] == ["ro-92ace53309"]


def test_every_retired_puzzle_says_why_in_every_language(site):
    """A retired puzzle's page says why it was retired (its file's tag ``retired-<why>``,
    ``ui.retired_why``), in every language; a listed one says nothing of the kind (review 4
    es, #5)."""
    from generator.lang import LANGS
    from generator.site.texts import load_ui
    uis = {lang: load_ui(lang) for lang in LANGS}
    reasons = {}
    for p in site.puzzles:
        for lang in LANGS:
            why = pages.retired_why(p, lang, uis[lang])
            assert (why is None) == (not pages.retired(p)), p.id
            if why:
                reasons.setdefault(p.kind, set()).add(why)
    assert set(reasons) == {"lay-off", "joker-swap", "buy", "standings", "running-out"}
    es = pages.retired_why(next(p for p in site.puzzles if p.id == "st-cbca4052f7"), "es",
                           uis["es"])
    assert "jugadas al azar" in es and "sigue siendo válida" in es
    ro = pages.retired_why(next(p for p in site.puzzles if p.id == "ro-1d92b1d8e4"), "es",
                           uis["es"])
    assert 'href="../../rules/#d14"' in ro
    # «A sua resposta» read as the reader's own answer, and «Su/La seva respuesta» after «los
    # problemas de este tipo» as theirs: the answer is the retired problem's (thirteenth pt
    # reading #3)
    st = next(p for p in site.puzzles if p.id == "st-cbca4052f7")
    ro = next(p for p in site.puzzles if p.id == "ro-1d92b1d8e4")
    for lang, random_play, d14 in (
            ("pt", "A resposta do problema continua válida.",
             "A resposta deste problema não depende de quantas vezes o monte já foi refeito"),
            ("es", "La respuesta de este problema sigue siendo válida.",
             "La respuesta de este problema no depende de cuántas veces se haya rehecho"),
            ("ca", "La resposta d'aquest problema continua sent vàlida.",
             "La resposta d'aquest problema no depèn de quantes vegades s'hagi refet")):
        text = pages.retired_why(st, lang, uis[lang])
        assert random_play in text and "sua resposta" not in text and "Su respuesta" not in text
        assert "seva resposta" not in text
        text = pages.retired_why(ro, lang, uis[lang])
        assert d14 in text, (lang, text)


# -- the rounds: people's and drifting -----------------------------------------------------------

def _rounds(table: str, games_: int):
    return [(r, rd) for r in range(1, 8) for rd in games.rounds(SEED, r, games_, table)]


def test_people_rounds_look_like_play():
    """Rounds of the automatic players end by going out, in a few dozen turns, with hands of
    at most 17 cards, and most players open before the end (rounds 1–6)."""
    rounds = _rounds("people", DEFAULT_PEOPLE_GAMES)
    ends = [rd[-1] for _, rd in rounds]
    assert all(st.is_over for st in ends)
    went_out = [st for st in ends if 0 in st.penalties]
    assert len(went_out) >= 0.9 * len(ends)                       # 9.2 is the exception
    assert 15 <= statistics.median(st.turn for st in ends) <= 70
    assert max(len(h) for _, rd in rounds for st in rd for h in st.hands) <= 20
    opened = [sum(o is not None for o in rd[-1].opened) for r, rd in rounds if r < 7]
    assert statistics.fmean(opened) >= 2


def test_drifting_rounds_run_long_and_are_only_for_running_out():
    drift = [rd[-1] for _, rd in _rounds("drift", load_config().games)]
    people = [rd[-1] for _, rd in _rounds("people", DEFAULT_PEOPLE_GAMES)]
    assert statistics.median(st.turn for st in drift) > 1.5 * statistics.median(
        st.turn for st in people)
    families = [p for p in TEMPLATES.rglob("*.yaml") if "source: game" in p.read_text("utf-8")]
    assert families and all(p.parent.name != "running-out" for p in families)


def test_a_table_is_seeded_and_its_seats_turn():
    first = games.play(3, 12345, "people", 1)
    assert first == games.play(3, 12345, "people", 1)
    assert first != games.play(3, 12345, "people", 2)     # other seats, other round
    with pytest.raises(ValueError, match="unknown table"):
        games.play(3, 1, "wild")


# -- the puzzles sampled ----------------------------------------------------------------------------

def test_sampled_puzzles_look_like_the_rounds_they_come_from(site):
    """Every puzzle a ``source: game`` family samples (retired ones aside) shows a hand and a
    turn that people's rounds of its round number reach: no hand of 20 cards, no turn 60."""
    shapes = {}
    for r, rd in _rounds("people", DEFAULT_PEOPLE_GAMES):
        turns, hands = shapes.setdefault(r, ([], []))
        turns += [st.turn for st in rd]
        hands += [len(h) for st in rd for h in st.hands]
    sampled = [(p, s) for p, s in zip(site.puzzles, site.situations)
               if s.template.split("/")[-1].startswith("game.yaml") and p.kind != "running-out"]
    assert {p.kind for p, _ in sampled} == {"lay-off", "joker-swap", "buy", "standings"}
    for p, s in sampled:
        turns, hands = shapes[s.round] if p.kind != "standings" else ([0], [0])
        if p.kind in ("lay-off", "joker-swap"):
            assert len(s.hand) <= max(hands) <= 20, (p.id, len(s.hand))
        elif p.kind == "buy":
            assert s.data.turn <= max(turns) and max(s.data.sizes) <= max(hands), p.id
        else:                           # standings: penalties of people's finished rounds
            assert max(max(row) for row in s.data.penalties) < 250, p.id


def test_bench_shapes_set_sampled_puzzles_beside_their_rounds(site):
    from bench.puzzles import shapes
    found = {sh.what: sh for sh in shapes(SEED, load_config(), site.situations)}
    people = found["rounds played by `people` (every turn)"]
    drift = found["rounds played by `drift` (every turn)"]
    assert people.turns[1] < drift.turns[1] and people.hands[1] < drift.hands[1]
    for kind in ("lay-off", "joker-swap", "buy"):
        sh = found[f"`{kind}` puzzles sampled"]
        assert sh.n >= 6 and sh.hands[1] <= people.hands[1], (kind, sh)
    assert found["`running-out` puzzles sampled"].turns[0] > people.turns[1] / 2


def test_a_retitled_puzzle_keeps_its_id(site):
    """js-5a69525164's es title said «¿y el comodín liberado?», where the site's term is
    «recuperado» (7.2; thirteenth es reading #6; docs/es/terms.yaml now avoids «liberado»):
    the title is no part of a puzzle's key, so its ID and address stay."""
    p = next(p for p in site.puzzles if p.id == "js-5a69525164")
    assert p.texts["es"].title == ("Ronda 3: el 8♦ en el lugar del comodín, ¿y el comodín "
                                   "recuperado?")
    assert p.texts["ca"].title.endswith("i el comodí recuperat?")
    assert p.texts["pt"].title.endswith("e o joker libertado?")        # pt's term (terms.yaml)
