"""Issue 26 §1: the question layer's own reasons (generator/questions/*) state facts the engine
established for this situation and profile, each re-established here by brute force:

- a card said to fit nowhere (``lay_off.stuck``) fits no meld in any order of the other cards,
  whatever is laid off before it, joker swaps included; "each fits, not all together"
  (``lay_off.together``) holds when no card is named;
- one card that fits nowhere (``lay_off.nowhere``): every meld refuses it at every end, the
  melds named are exactly those of its rank or suit (``lay_off.miss``), and "no meld of its
  rank or suit" (``lay_off.no_kin``) is said exactly when there is none;
- a lay-off asked at one end is refused with what goes at *that* end (never "does not
  continue" when it continues at the end asked);
- a joker swap asked of a meld without a joker says so; "no joker stands for the card" holds;
- going out under rules that go out by melding every card says so (h1-xm);
- a house rule is said to change the answer exactly when setting that option back alone
  changes it (computed here from the code's text, not from the rules' values)."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from generator.engine.cards import JOKER, RANKS, SUITS, Card, parse_cards
from generator.engine.deck import check_cards
from generator.engine.errors import ContratoError
from generator.engine.house import profile_named
from generator.engine.jokers import apply_joker_swap, legal_joker_swaps
from generator.engine.layoff import check_lay_off
from generator.engine.melds import Group, make_group, make_sequence, place_rank
from generator.engine.profile import CONTRATO, JokerSwaps
from generator.lang.render import plain_lines
from generator.verdict.answers import texts
from generator.lang import LANGS
from generator.questions import go_out, joker_swap, lay_off, meld as q_meld
from generator.questions.common import SituationError
from generator.questions.house import explain_under

from test_reasons_facts import FACTS, PROFILES

SUIT = st.sampled_from(SUITS)


# -- brute force: what can be laid off this turn, one move at a time ----------------------------

def _moves(round_, table, hand, left, profile):
    """Every single move of a lay-off turn: a card of ``hand`` laid off at any meld and end,
    or a joker swap with its freed joker placed; each as (table after, hand after, card)."""
    out = []
    for i, card in enumerate(hand):
        rest = hand[:i] + hand[i + 1:]
        for j, meld in enumerate(table):
            for end in (None,) if isinstance(meld, Group) else ("low", "high"):
                try:
                    new = check_lay_off(round_, meld, card, end=end, cards_left_after=len(rest)
                                        + left, opened_before_this_turn=True, profile=profile)
                except ContratoError:
                    continue
                out.append((table[:j] + (new,) + table[j + 1:], rest, card))
    if hand:
        padded = list(hand) + [Card(2, SUITS[3])] * left      # the other cards, for 5.5/D6
        for sw in legal_joker_swaps(round_, list(table), padded, opened_before_this_turn=True,
                                    profile=profile):
            if sw.natural not in hand:
                continue
            for j, end in sw.targets:
                after, _ = apply_joker_swap(round_, list(table), padded, sw.meld_index,
                                            sw.natural, j, end, opened_before_this_turn=True,
                                            profile=profile)
                rest = list(hand)
                rest.remove(sw.natural)
                out.append((tuple(after), tuple(rest), sw.natural))
    return out


def placed_cards(round_, table, hand, left, profile) -> set:
    """Every card of ``hand`` that some order of lay-offs and swaps puts on the table."""
    seen, found = set(), set()
    todo = [(tuple(table), tuple(hand))]
    while todo:
        t, h = todo.pop()
        if (t, h) in seen:
            continue
        seen.add((t, h))
        for t2, h2, card in _moves(round_, t, h, left, profile):
            found.add(card.physical)
            todo.append((t2, h2))
    return found


def all_placed(round_, table, hand, left, profile) -> bool:
    seen = set()
    todo = [(tuple(table), tuple(hand))]
    while todo:
        t, h = todo.pop()
        if not h:
            return True
        if (t, h) in seen:
            continue
        seen.add((t, h))
        todo += [(t2, h2) for t2, h2, _ in _moves(round_, t, h, left, profile)]
    return False


# -- situations near the table's melds ------------------------------------------------------------

@st.composite
def round2_table(draw):
    """A round-2 table of one or two contracts: a group and a sequence each, jokers in some."""
    melds = []
    for _ in range(draw(st.integers(1, 2))):
        rank = draw(st.sampled_from(RANKS))
        suits = draw(st.permutations(SUITS))[:3]
        g = [Card(rank, s) for s in suits]
        if draw(st.booleans()):
            g[-1] = JOKER.declare(Card(rank, None))
        melds.append(make_group(g))
        suit = draw(SUIT)
        n = draw(st.integers(4, 7))
        low = draw(st.integers(1, 15 - n))
        cs = [Card(place_rank(p), suit) for p in range(low, low + n)]
        if draw(st.booleans()):
            i = draw(st.integers(0, n - 1))
            cs[i] = JOKER.declare(cs[i])
        melds.append(make_sequence(cs))
    return melds


@st.composite
def near_cards(draw, table, n_min=1, n_max=4):
    """Cards near the table: the next ones of its sequences, its groups' ranks, jokers,
    the naturals its jokers stand for, and strays."""
    pool = [JOKER, Card(2, SUITS[3]), Card(9, SUITS[2])]
    for m in table:
        if isinstance(m, Group):
            pool.append(Card(m.rank, SUITS[0]))
        else:
            for p in (m.low - 2, m.low - 1, m.high + 1, m.high + 2):
                if 1 <= p <= 14:
                    pool.append(Card(place_rank(p), m.suit))
            pool += [c.declared for c in m.cards if c.is_joker]
    return draw(st.lists(st.sampled_from(pool), min_size=n_min, max_size=n_max))


def _possible(table, hand) -> bool:
    try:
        check_cards([c for m in table for c in m.cards] + list(hand))
        return True
    except ContratoError:
        return False


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.filter_too_much])
@given(st.data())
def test_cards_said_to_fit_nowhere_fit_no_meld_in_any_order(data):
    table = data.draw(round2_table())
    given_cards = data.draw(near_cards(table, 2, 4))
    extra = data.draw(st.integers(1, 2))              # other cards of the hand (5.5)
    assume(_possible(table, given_cards))
    s = lay_off.read({"round": 2, "table": [m.unicode() for m in table], "opened": "earlier",
                      "hand": len(given_cards) + extra,
                      "cards": " ".join(c.unicode() for c in given_cards)})
    a = lay_off.answer(s)
    if a.plan is None or a.plan:
        return
    placed = placed_cards(2, table, [c.physical for c in given_cards], extra, CONTRATO)
    assert not all_placed(2, table, [c.physical for c in given_cards], extra, CONTRATO)
    stuck = {c.physical for c in a.stuck}
    # exactly the cards that no order of lay-offs and swaps puts on the table
    assert stuck == {c.physical for c in given_cards} - placed, (table, given_cards)
    keys = [line.key for line in lay_off.explain(s, a).lines]
    assert keys == ["lay_off.no_plan", "lay_off.stuck" if stuck else "lay_off.together"]


def test_the_issue_s_lay_off_names_only_the_card_that_fits_nowhere():
    s = lay_off.read({"round": 2, "table": ["K♣ K♦ K♥", "5♥ 6♥ 7♥ 8♥"], "opened": "earlier",
                      "hand": "9♥ 10♥ Q♦ 2♣", "cards": "9♥ 10♥ Q♦"})
    a = lay_off.answer(s)
    assert a.plan == () and a.stuck == tuple(parse_cards("Q♦"))
    for lang in LANGS:
        text = " ".join(plain_lines(lay_off.explain(s, a).lines, lang, texts(lang)))
        assert "Q♦" in text and "10♥" not in text.split(".", 1)[1]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_one_card_that_fits_nowhere_is_refused_by_each_meld_of_its_kind(data):
    table = data.draw(round2_table())
    (card,) = data.draw(near_cards(table, 1, 1))
    assume(_possible(table, [card]))
    s = lay_off.read({"round": 2, "table": [m.unicode() for m in table], "opened": "earlier",
                      "hand": 3, "card": card.unicode()})
    a = lay_off.answer(s)
    if a.targets:
        return
    for meld in table:                   # nowhere, at no end
        for end in (None,) if isinstance(meld, Group) else ("low", "high"):
            try:
                check_lay_off(2, meld, card, end=end, cards_left_after=2,
                              opened_before_this_turn=True)
                raise AssertionError(f"{card} fits {meld}")
            except ContratoError:
                pass
    kin = [i for i, m in enumerate(table) if card.is_joker or (
        m.rank == card.rank if isinstance(m, Group) else m.suit == card.suit)]
    assert [i for i, _ in a.misses] == kin
    keys = [line.key for line in lay_off.explain(s, a).lines]
    assert ("lay_off.no_kin" in keys) == (not kin)
    for i, err in a.misses:              # each meld's refusal states a fact about it
        FACTS[err.code]({"meld": table[i], "card": card, "end": None, "profile": CONTRATO,
                         "round": 2, "cards": [card], "opened_before": True,
                         "opened_now": False, "left": 2}, err)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_lay_off_at_one_end_is_refused_only_for_that_end(data):
    """"Does not continue at the low end" is false whenever the card continues it there."""
    table = data.draw(round2_table())
    (card,) = data.draw(near_cards(table, 1, 1).filter(lambda cs: not cs[0].is_joker))
    assume(_possible(table, [card]))
    i = next(k for k, m in enumerate(table) if not isinstance(m, Group))
    end = data.draw(st.sampled_from(["low", "high"]))
    s = lay_off.read({"round": 2, "table": [m.unicode() for m in table], "opened": "earlier",
                      "hand": 3, "card": card.unicode(), "target": i + 1, "end": end})
    a = lay_off.answer(s)
    fits = end in table[i].ends_for(card)
    assert a.value is fits
    if not fits and a.refusal.code == "does-not-extend":
        assert a.refusal.params["end"] == end


def test_the_issue_s_lay_off_at_the_low_end():
    s = lay_off.read({"round": 2, "table": ["K♣ K♦ K♥", "8♥ 9♥ 10♥ J♥"], "opened": "earlier",
                      "hand": "Q♥ 2♣", "card": "Q♥", "target": 2, "end": "low"})
    a = lay_off.answer(s)
    assert a.value is False and a.refusal.params["low_card"] == "7H"
    said = {lang: " ".join(plain_lines(lay_off.explain(s, a).lines, lang, texts(lang))) for lang in LANGS}
    assert "na ponta de baixo: aí só entra o 7♥" in said["pt"]
    assert "por abajo: ahí solo encaja el 7♥" in said["es"]
    assert "per l'extrem de baix: per aquest extrem només hi entra el 7♥" in said["ca"]


# -- joker swaps ----------------------------------------------------------------------------------

@settings(max_examples=200, deadline=None)
@given(st.data(), st.sampled_from(["contrato", "h1-wa"]))
def test_a_swap_asked_says_why_of_the_meld_and_the_card(data, code):
    profile = PROFILES[code]
    table = data.draw(round2_table())
    (card,) = data.draw(near_cards(table, 1, 1).filter(lambda cs: not cs[0].is_joker))
    target = data.draw(st.one_of(st.none(), st.integers(0, len(table) - 1)))
    hand = [card, Card(2, SUITS[3]), Card(3, SUITS[3])]
    assume(_possible(table, hand))
    fields = {"round": 2, "table": [m.unicode() for m in table], "opened": "earlier",
              "hand": " ".join(c.unicode() for c in hand), "card": card.unicode()}
    if target is not None:
        fields["target"] = target + 1
    s = joker_swap.read(fields, profile)
    a = joker_swap.answer(s, profile)
    keys = [line.key for line in joker_swap.explain(s, a, profile).lines]
    if a.refusal is not None and a.refusal.code == "swap-no-joker":
        assert not table[target].jokers
    if target is not None and not table[target].jokers:
        assert a.value is False and a.refusal.code == "swap-no-joker"
    if a.none_for_card:
        assert a.value is False and target is None
        assert not any(c.is_joker and c.declared == card for m in table for c in m.cards)
        # no group of its rank holds a joker either: else 7.3 (or the house rules) decide
        assert not any(isinstance(m, Group) and m.jokers and m.rank == card.rank
                       for m in table)
        assert keys[0].startswith("joker_swap.asked_none_for")
    if a.refusal is not None and a.refusal.code == "swap-in-group" and target is None:
        # the card's only jokers are in groups: said so, on 7.3
        assert keys == ["joker_swap.asked_only_group"]
        assert not any(c.is_joker and c.declared == card for m in table for c in m.cards)
        assert any(isinstance(m, Group) and m.jokers and m.rank == card.rank for m in table)
    if a.value:
        assert a.swaps and a.refusal is None


def _swap_said(fields, code="contrato"):
    profile = PROFILES.get(code) or profile_named(code)
    s = joker_swap.read(fields, profile)
    a = joker_swap.answer(s, profile)
    e = joker_swap.explain(s, a, profile)
    return a, e, {lang: " ".join(plain_lines(e.lines, lang, texts(lang))) for lang in LANGS}


def test_a_card_whose_only_joker_is_in_a_group_is_refused_by_7_3():
    # review 12 (pt #2): the group 9♦ 9♣ JK holds the only joker a 9 could free
    fields = {"round": 2, "table": ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"], "opened": "earlier",
              "hand": "9♠ K♦ 2♣", "card": "9♠"}
    a, e, said = _swap_said(fields)
    assert a.value is False and a.refusal.code == "swap-in-group" and a.target == 0
    assert [line.key for line in e.lines] == ["joker_swap.asked_only_group"]
    assert list(e.clauses) == ["7.3"]
    assert said["pt"] == ("Não. O único joker que o 9♠ poderia libertar está num grupo, e os "
                          "jokers dos grupos não se recuperam (§7.3).")
    assert said["es"] == ("No. El único comodín que se podría recuperar con el 9♠ está en un "
                          "grupo, y los comodines de los grupos no se recuperan (§7.3).")
    assert said["ca"] == ("No. L'únic comodí que es podria recuperar amb el 9♠ és en un grup, i "
                          "els comodins dels grups no es recuperen (§7.3).")
    # the same card asked with the meld: the same clause
    a1, e1, _ = _swap_said(dict(fields, target=1))
    assert a1.refusal.code == "swap-in-group" and "7.3" in e1.clauses


def test_jokers_of_the_card_s_rank_in_two_groups_are_said_in_the_plural():
    fields = {"round": 1, "table": ["9♦ 9♣ JK", "9♥ 9♦ JK JK"], "opened": "earlier",
              "hand": "9♠ K♦ 2♣", "card": "9♠"}
    a, e, said = _swap_said(fields)
    assert a.refusal.code == "swap-in-group"
    assert said["pt"].startswith("Não. Os únicos jokers que o 9♠ poderia libertar estão em "
                                 "grupos, e")
    assert said["es"].startswith("No. Los únicos comodines que se podrían recuperar con el 9♠ "
                                 "están en grupos, y")
    assert said["ca"].startswith("No. Els únics comodins que es podrien recuperar amb el 9♠ "
                                 "són en grups, i")


def test_a_sequence_joker_for_the_card_is_still_freed_beside_a_group_joker():
    fields = {"round": 2, "table": ["9♦ 9♣ JK", "6♠ 7♠ 8♠ JK"], "opened": "earlier",
              "hand": "9♠ K♦ 2♣", "card": "9♠"}
    a, e, _ = _swap_said(fields)
    assert a.value is True and a.swaps[0].meld_index == 1


def test_a_card_without_a_joker_of_its_rank_is_still_answered_by_7_1():
    fields = {"round": 2, "table": ["10♦ 10♣ JK", "5♠ 6♠ 7♠ 8♠"], "opened": "earlier",
              "hand": "9♠ K♦ 2♣", "card": "9♠"}
    a, e, said = _swap_said(fields)
    assert a.none_for_card and [line.key for line in e.lines] == ["joker_swap.asked_none_for"]
    assert "(§7.1)" in said["pt"]


def test_no_joker_swaps_at_all_decides_before_the_card():
    # house rules where no joker is ever taken back: that is the reason, not 7.1 or 7.3
    for table in (["10♦ 10♣ JK", "5♠ 6♠ 7♠ 8♠"], ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"]):
        fields = {"round": 2, "table": table, "opened": "earlier", "hand": "9♠ K♦ 2♣",
                  "card": "9♠"}
        a, e, said = _swap_said(fields, "h1-wn")
        assert a.value is False and a.refusal.code == "no-joker-swaps"
        assert "nenhum joker se recupera da mesa (§7.1)" in said["pt"]


# -- going out under house rules that go out by melding -------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.data(), st.sampled_from(["contrato", "h1-xm"]))
def test_going_out_reasons_are_those_of_the_rules_played(data, code):
    profile = PROFILES[code]
    table = data.draw(round2_table())
    hand = data.draw(near_cards(table, 1, 3))
    assume(_possible(table, hand))
    s = go_out.read({"round": 2, "table": [m.unicode() for m in table], "opened": "earlier",
                     "hand": " ".join(c.unicode() for c in hand)}, profile)
    a = go_out.answer(s, profile)
    keys = [line.key for line in go_out.explain(s, a, profile).lines]
    if a.plan is None:
        assert keys == ["go_out.no_lay_off" + ("" if profile.keeps_discard else "_meld")]
        # the fact: no order lays off every card (h1-xm), nor every card but one
        cards = [c.physical for c in hand]
        assert not any(all_placed(2, table, cards[:i] + cards[i + 1:], 1, profile)
                       for i in range(len(cards)))
        if not profile.keeps_discard:
            assert not all_placed(2, table, cards, 0, profile)


# -- house rules: said to change the answer exactly when setting them back does --------------------

def _set_back(code: str, key: str) -> str:
    """The code with one option's part removed (that option back to this site's value),
    written as text: the path a table would take, independent of the rules' values."""
    parts = code.split("-")
    rest = [p for p in parts[1:] if not p.startswith(key)]
    return "-".join([parts[0]] + rest)


HOUSE_CASES = [
    (q_meld, {"meld": "K♥ A♥ 2♥ 3♥"}, "h1-al"),
    (q_meld, {"meld": "J♥ Q♥ K♥ A♥"}, "h1-al"),
    (q_meld, {"meld": "7♥ 7♥ 7♣", "round": 1}, "h1-gd"),
    (q_meld, {"meld": "5♥ 6♥ 7♥"}, "h1-s3-al"),
    (joker_swap, {"round": 2, "table": ["9♦ 9♣ JK", "5♠ 6♠ 7♠ 8♠"], "opened": "earlier",
                  "hand": "9♠ 2♥ 3♥"}, "h1-wa"),
    (joker_swap, {"round": 2, "table": ["9♦ 9♣ 9♥", "5♠ JK 7♠ 8♠"], "opened": "earlier",
                  "hand": "6♠ 2♥ 3♥"}, "h1-wa-al"),
    (go_out, {"round": 2, "table": ["5♠ 6♠ 7♠ 8♠", "9♦ 9♣ 9♥"], "opened": "earlier",
              "hand": "9♠ 10♠"}, "h1-xm"),
    (go_out, {"round": 2, "table": ["5♠ 6♠ 7♠ 8♠", "9♦ 9♣ 9♥"], "opened": "earlier",
              "hand": "9♠ 10♠ K♥ 2♣"}, "h1-xm"),
    (lay_off, {"round": 2, "table": ["5♠ 6♠ 7♠ 8♠", "9♦ 9♣ 9♥"], "opened": "earlier",
               "hand": "9♠ 2♣", "card": "9♠", "target": 1}, "h1-xm-al"),
]


def test_a_house_rule_is_said_to_change_the_answer_exactly_when_it_does():
    seen = {"house_rule_changes": 0, "house_rule_same": 0}
    for module, data, code in HOUSE_CASES:
        profile = profile_named(code)
        s = module.read(data, profile)
        found = module.answer(s, profile)
        lines = [line for line in explain_under(module, s, found, profile).lines
                 if line.key.startswith("house_rule")]
        for line in lines:
            key = dict(line.params)["rule"].key
            back = profile_named(_set_back(code, key)) if _set_back(code, key) != "h1" \
                else CONTRATO
            try:
                again = module.answer(module.read(data, back), back).value
            except (SituationError, ContratoError):
                assert line.key == "house_rule"     # not known: the rule alone is said
                continue
            if line.key != "house_rule":
                seen[line.key] += 1
                assert (again != found.value) == (line.key == "house_rule_changes"), (
                    code, data, key)
        # every option that changes the answer is said
        said = {dict(line.params)["rule"].key for line in lines}
        for part in code.split("-")[1:]:
            key = part[0]
            back = _set_back(code, key)
            prof = CONTRATO if back == "h1" else profile_named(back)
            try:
                again = module.answer(module.read(data, prof), prof).value
            except (SituationError, ContratoError):
                continue
            if again != found.value:
                assert key in said, (code, data, key)
    assert all(seen.values()), seen
