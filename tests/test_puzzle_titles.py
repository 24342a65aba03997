"""Puzzle titles tell puzzles apart (issue 14): no two puzzles resting on one clause share a
title, no title is shared by more than a handful of puzzles, and every language says the same
(the same cards and numbers), in one plain line; the parameters render as a player reads
them. A language names a group's rank in its own words ("grupo dos noves", "grupo de nueves",
"grup de nous", issue 27): the rank is the same fact in every language."""

from __future__ import annotations

import html
import re
from collections import Counter

import pytest

from generator.engine import parse_cards
from generator.engine.melds import Meld
from generator.lang import LANGS
from generator.lang.cards import joker_word
from generator.lang.render import title_text
from generator.puzzles.pipeline import build
from generator.puzzles.texts import load_texts
from generator.questions.lines import Line, MeldSpan, OfRank, p
from generator.site.pages import puzzles_by_clause

#: The most puzzles one title may name across the whole site.
HANDFUL = 3

#: What a title says that every language must say alike: cards (7♥, JK), ranks (⟨9⟩, however
#: the language names them) and numbers.
_FACTS = re.compile(r"JK|(?:10|[2-9AJQK])[♠♥♦♣]|⟨(?:10|[2-9AJQK])⟩|\d+")
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def facts(title: str, lang: str) -> list[str]:
    """The cards, ranks and numbers a title names, sorted: a group's rank as the language
    says it (``titles.of_rank``: "de noves", "d'asos", or a symbol) counts as ``⟨9⟩``, the
    word for a joker ("o joker", "el comodí") as ``JK``."""
    texts = load_texts(lang)
    title = re.sub(rf"(?<!\w){re.escape(joker_word(lang))}(?!\w)", "JK", html.unescape(title))
    for symbol in sorted(_RANKS, key=lambda r: -len(texts.raw(f"titles.of_rank.{r}"))):
        said = re.escape(texts.raw(f"titles.of_rank.{symbol}"))
        title = re.sub(rf"(?<!\w){said}(?![\w♠♥♦♣])", f"⟨{symbol}⟩", title)
    return sorted(_FACTS.findall(title))


@pytest.fixture(scope="module")
def puzzles(puzzle_build):
    return puzzle_build.puzzles


def test_no_two_puzzles_of_one_clause_share_a_title(puzzles):
    for clause, those in puzzles_by_clause(puzzles).items():
        for lang in LANGS:
            titles = Counter(p.texts[lang].title for p in those)
            shared = {t: n for t, n in titles.items() if n > 1}
            assert not shared, (clause, lang, shared)


def test_no_title_names_more_than_a_handful_of_puzzles(puzzles):
    for lang in LANGS:
        titles = Counter(p.texts[lang].title for p in puzzles)
        title, n = titles.most_common(1)[0]
        assert n <= HANDFUL, (lang, title, n)
        # and the site is far from the 70 titles of 407 puzzles it had
        assert len(titles) >= 0.95 * len(puzzles), lang


def test_every_language_names_the_same_cards_ranks_and_numbers(puzzles):
    for p in puzzles:
        said = {lang: facts(p.texts[lang].title, lang) for lang in LANGS}
        assert all(f == said["pt"] for f in said.values()), (p.id, said)


def test_a_rank_is_a_fact_whatever_its_words():
    assert facts("Ronda 2: 9♥ no grupo dos noves", "pt") == ["2", "9♥", "⟨9⟩"]
    assert facts("Ronda 2: el 9♥ en el grupo de nueves", "es") == ["2", "9♥", "⟨9⟩"]
    assert facts("Ronda 2: l'A♥ al grup d'asos", "ca") == ["2", "A♥", "⟨A⟩"]
    # another rank, or a count of cards, is another fact
    assert facts("Ronda 2: 9♥ no grupo dos dezes", "pt") != facts(
        "Ronda 2: el 9♥ en el grupo de nueves", "es")
    assert facts("Ronda 2: 9♥ num grupo de 9", "pt") == ["2", "9", "9♥"]
    # a joker, as a card or as the word for it (ca review of issue 27: «el JK a l'escala»)
    assert facts("Ronda 3: JK na sequência 9♠–K♠", "pt") == facts(
        "Ronda 3: el comodí a l'escala 9♠–K♠", "ca") == ["3", "9♠", "JK", "K♠"]


def test_a_title_is_one_plain_line(puzzles):
    for p in puzzles:
        for lang in LANGS:
            title = p.texts[lang].title
            assert title.strip() == title and "\n" not in title, (p.id, lang)
            for markup in ("[[", "]]", "§", "**", "{", "}"):
                assert markup not in title, (p.id, lang, title)
            assert len(title) <= 110, (p.id, lang, title)


def _title(key: str, lang: str, **params) -> str:
    return title_text(Line(key, p(**params)), lang, load_texts(lang))


def test_melds_are_named_by_their_ends_or_cards():
    run = Meld.parse("JK=7♥ 8♥ 9♥ 10♥")
    high = Meld.parse("J♠ Q♠ K♠ A♠")
    low = Meld.parse("A♣ 2♣ 3♣ 4♣")
    group = Meld.parse("7♠ 7♥ JK=7")
    assert _title("titles.can-open.pair", "pt", round=3, first=MeldSpan(run),
                  second=MeldSpan(high)) == "Ronda 3: 7♥–10♥ e J♠–A♠ do mesmo naipe"
    assert _title("titles.can-open.ace_low", "es", round=3, meld=MeldSpan(low)) == \
        "Ronda 3: el as bajo en la escalera A♣–4♣"
    assert _title("titles.can-open.trap_group", "ca", round=1, meld=MeldSpan(group)) == \
        "Ronda 1: el parany del grup 7♠ 7♥ JK"


def test_catalan_elides_before_an_ace():
    (card,) = parse_cards("A♥")
    assert _title("titles.lay-off.group", "ca", round=2, card=_cards(card),
                  rank=OfRank(1)) == "Ronda 2: l'A♥ al grup d'asos"
    assert _title("titles.lay-off.group", "ca", round=2, card=_cards(card),
                  rank=OfRank(7)) == "Ronda 2: l'A♥ al grup de sets"
    assert _title("titles.lay-off.group", "pt", round=2, card=_cards(card),
                  rank=OfRank(1)) == "Ronda 2: A♥ no grupo dos ases"


def test_a_group_is_named_by_its_rank_in_words_not_a_number_of_cards():
    """"grupo de 9" read as nine cards (issue 27): every language names the rank."""
    (card,) = parse_cards("9♥")
    said = {lang: _title("titles.lay-off.group", lang, round=4, card=_cards(card),
                         rank=OfRank(9)) for lang in LANGS}
    assert said == {"pt": "Ronda 4: 9♥ no grupo dos noves",
                    "es": "Ronda 4: 9♥ en el grupo de nueves",
                    "ca": "Ronda 4: el 9♥ al grup de nous"}
    # pt names the ranks by their plain numerals (second pt reading #9: not «senas, ternos»
    # beside «quatros, cincos»), but the 2s are «duques», as players and the rules say (§1.3;
    # «o grupo dos dois» read as two people's group: third pt reading #10); «três», «seis»
    # have no plural of their own, so the article says the cards: «o grupo dos seis», not
    # «um grupo de seis» (six cards)
    (six,) = parse_cards("6♣")
    said = [_title("titles.lay-off.group", "pt", round=4, card=_cards(six), rank=OfRank(r))
            for r in (2, 3, 6, 4, 12)]
    assert said == ["Ronda 4: 6♣ no grupo dos duques", "Ronda 4: 6♣ no grupo dos três",
                    "Ronda 4: 6♣ no grupo dos seis", "Ronda 4: 6♣ no grupo dos quatros",
                    "Ronda 4: 6♣ no grupo das damas"]


#: How a language says "of the <rank>s" in a title, by the rank's gender (cards.ftl): pt «dos
#: reis» / «das damas» (the article agrees), es «de reinas», ca «de dames» / «d'asos».
_OF_RANK = {
    "pt": lambda gender, plural: ("das " if gender == "feminine" else "dos ") + plural,
    "es": lambda gender, plural: "de " + plural,
    "ca": lambda gender, plural: ("d'" if plural[0] in "aeiouàèéíòóú" else "de ") + plural,
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rank", range(1, 14))
def test_of_rank_agrees_with_the_rank_s_gender(lang, rank):
    """«grupo dos damas» (third pt reading #2): the article of a group's rank follows the
    rank's gender (``.gender`` in cards.ftl), for every rank in every language."""
    from generator.lang.cards import rank_gender, rank_plural
    said = load_texts(lang).raw(f"titles.of_rank.{_RANKS[rank - 1]}")
    assert said == _OF_RANK[lang](rank_gender(rank, lang), rank_plural(rank, lang))


def _cards(*cards):
    from generator.questions.lines import Cards
    return Cards(tuple(cards))


def test_the_moment_tells_two_lay_offs_apart(puzzles):
    """Same card, same meld, another moment: the titles differ, and say when."""
    by_when = {lang: [p.texts[lang].title for p in puzzles if p.kind == "lay-off"]
               for lang in LANGS}
    assert any(t.endswith(", antes de abrir") for t in by_when["pt"])
    assert any(t.endswith(", sin haber abierto") for t in by_when["es"])
    assert any(t.endswith(", abans de baixar") for t in by_when["ca"])


def _standings(lang: str, seat: int, void: tuple[int, ...] = (), final: bool = True,
               rounds: int = 6) -> str:
    from generator.questions.lines import Join, Listing, Seat
    stage = Join((Line("titles.standings.final") if final else
                  Line("titles.standings.partial", p(round=rounds)),))
    params = p(stage=stage, points=128, player=Seat(seat), at=7)
    if void:
        line = Line("titles.standings.void", params + p(rounds=Listing(void)), count=len(void))
    else:
        line = Line("titles.standings.top", params)
    return title_text(line, lang, load_texts(lang))


def test_a_standings_title_says_its_figure_is_the_worst_hand():
    """«Final de la partida: l'Anna va pagar 128 punts a la ronda 7» told neither why 128
    mattered (sixth ca reading #4): it is the largest penalty of one round, the worst hand;
    «de»/«d'», «da»/«do» before the player, from the name's article. Said as the costliest
    hand: «Peor mano» read as the weakest holding (twelfth es reading #1), in every language;
    es «¿quién lidera?» keeps the longest title (six rounds, five without a winner) within
    110 characters."""
    assert _standings("ca", 0) == \
        "Final de la partida (mà més cara: 128 punts de l'Anna a la ronda 7)"
    assert _standings("ca", 1) == \
        "Final de la partida (mà més cara: 128 punts d'en Bernat a la ronda 7)"
    assert _standings("ca", 2, void=(3, 5), final=False) == (
        "Després de la ronda 6 (mà més cara: 128 punts de la Carla a la ronda 7; rondes 3 i 5 "
        "sense guanyador)")
    assert _standings("pt", 0) == "Fim do jogo (mão mais cara: 128 pontos da Ana na ronda 7)"
    assert _standings("pt", 3, void=(2,)) == (
        "Fim do jogo (mão mais cara: 128 pontos do Duarte na ronda 7; ronda 2 sem vencedor)")
    assert _standings("es", 1) == \
        "Fin de la partida, ¿quién gana? Mano más cara: 128 puntos (Bruno, ronda 7)"
    assert _standings("es", 0, void=(1, 2, 3), final=False) == (
        "Tras 6 rondas, ¿quién lidera? Mano más cara: 128 puntos (Ana, ronda 7); "
        "rondas 1, 2 y 3 sin ganador")
    # after the first round, the round itself
    assert title_text(Line("titles.standings.partial", p(round=1)), "es",
                      load_texts("es")) == "Tras la ronda 1, ¿quién lidera?"


def test_every_standings_title_names_the_largest_penalty(puzzles):
    """On the site's standings puzzles: the figure in the title is the largest penalty of
    the table, said as the worst hand in every language."""
    standings = [pz for pz in puzzles if pz.kind == "standings"]
    worded = [pz for pz in standings if "mà més cara" in pz.texts["ca"].title]
    assert len(worded) >= 0.9 * len(standings)       # a template may give its own title
    for pz in worded:
        assert "Mano más cara:" in pz.texts["es"].title
        assert "mão mais cara:" in pz.texts["pt"].title
        largest = max(v for row in pz.verdict[0]["penalties"] for v in row)
        assert f"mà més cara: {largest} punts" in pz.texts["ca"].title, pz.id


@pytest.mark.parametrize("hand, said", [
    ("JK A♠ Q♥ K♦ 3♣ 4♣ 5♣ 6♣ 7♣",
     {"pt": "Ronda 4: 9 cartas, com um joker, um ás e duas figuras",
      "es": "Ronda 4: 9 cartas, con un comodín, un as y dos figuras",
      "ca": "Ronda 4: 9 cartes, amb un comodí, un as i dues figures"}),
    ("JK A♠ A♥ J♠ Q♥ K♦ K♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣",
     {"pt": "Ronda 4: 14 cartas, com um joker, dois ases e quatro figuras",
      "es": "Ronda 4: 14 cartas, con un comodín, dos ases y cuatro figuras",
      "ca": "Ronda 4: 14 cartes, amb un comodí, dos asos i quatre figures"}),
])
def test_a_penalty_hand_counts_its_jokers_aces_and_faces_in_words(hand, said):
    """«com um joker, 2 ases e 4 figuras» mixed words and digits (sixth pt reading #5): up to
    ten, the counts are words, as in the prose; the hand's size stays a number."""
    from generator.puzzles.situation import Situation
    from generator.puzzles.titles import penalty_title
    s = Situation(kind="penalty", round=4, hand=tuple(parse_cards(hand)))
    line = penalty_title(s, None, set())
    assert {lang: title_text(line, lang, load_texts(lang)) for lang in LANGS} == said


@pytest.mark.parametrize("lang", LANGS)
def test_penalty_counts_beyond_ten_are_digits(lang):
    texts = load_texts(lang)
    assert [texts.format("titles.penalty.faces", n=n).split()[0] for n in (10, 11, 12)] == \
        [{"pt": "dez", "es": "diez", "ca": "deu"}[lang], "11", "12"]


@pytest.mark.parametrize("event, stock, times, said", [
    ("draw", "7♥", 2,
     {"pt": "Ronda 6, jogada 90: o Bruno tira quando o monte tem 1 carta e já foi refeito "
            "duas vezes",
      "es": "Ronda 6, turno 90: Bruno roba cuando queda 1 carta en el mazo, que ya se ha "
            "rehecho dos veces",
      "ca": "Ronda 6, torn 90: en Bernat roba quan el munt té 1 carta i s'ha refet dues "
            "vegades"}),
    ("buy", "", 3,
     {"pt": "Ronda 6, jogada 90: a Carla compra fora da vez quando o monte está vazio e já foi "
            "refeito três vezes",
      "es": "Ronda 6, turno 90: Carla compra fuera de turno cuando el mazo está vacío y ya se "
            "ha rehecho tres veces",
      "ca": "Ronda 6, torn 90: la Carla compra fora de torn quan el munt està buit i ja s'ha "
            "refet tres vegades"}),
    ("take", "7♥ 8♥ 9♥", 0,
     {"pt": "Ronda 6, jogada 90: o Bruno tira do descarte quando o monte tem 3 cartas",
      "es": "Ronda 6, turno 90: Bruno coge del descarte cuando quedan 3 cartas en el mazo",
      "ca": "Ronda 6, torn 90: en Bernat agafa de la pila de descarts quan al munt hi queden "
            "3 cartes"}),
    ("draw", "", 0,
     {"pt": "Ronda 6, jogada 90: o Bruno tira quando o monte está vazio",
      "es": "Ronda 6, turno 90: Bruno roba cuando el mazo está vacío",
      "ca": "Ronda 6, torn 90: en Bernat roba quan el munt està buit"}),
])
def test_a_running_out_title_says_the_stock_with_the_play(event, stock, times, said):
    """«o Bruno tira, 1 carta no monte, que já se refez duas vezes» strung three clauses with
    commas (eighth pt reading #3); «Diego roba con 1 carta en el mazo, ya rehecho dos veces»
    left the participle dangling (ninth es reading #4); «tira com 1 carta num monte já
    refeito», «roba amb 1 carta en un munt ja refet» was hard to parse and a calque, «num
    monte» suggesting several stocks (tenth pt #1, es #6, ca #2): the play is made «quando» /
    «cuando» / «quan» the stock is so, in a clause with its own verb; «al munt, ja refet dues
    vegades, hi queda» split that clause with a bare participle (eleventh ca reading #2): the
    stock's past is a clause with its own verb too, «el munt té 1 carta i s'ha refet dues
    vegades» (short enough after «agafa de la pila de descarts»)."""
    from types import SimpleNamespace
    from generator.puzzles.titles import running_out_title
    data = SimpleNamespace(stock=tuple(parse_cards(stock)) if stock else (), reshuffles=times,
                           event=event, turn=90, active=1, buyer=2)
    line = running_out_title(SimpleNamespace(round=6, data=data), None, set())
    assert {lang: title_text(line, lang, load_texts(lang)) for lang in LANGS} == said


@pytest.mark.parametrize("lang, said", [
    ("pt", "Ronda 6: o Bruno pede o 5♦, e a Ana pede o A♣"),
    ("es", "Ronda 6: Bruno pide el 5♦; Ana pide el A♣"),
    ("ca", "Ronda 6: en Bernat demana el 5♦, i l'Anna demana l'A♣"),
])
def test_a_buy_title_pairs_each_player_with_the_cards_they_ask_for(puzzles, lang, said):
    """Fifteenth es reading #1: «Bruno y Ana piden el A♣ y el 5♦» read "respectively" when
    Bruno asked for the 5♦ and Ana for the A♣; each player now stands with their cards."""
    puzzle = next(p for p in puzzles if p.id == "bu-11636979d5")
    assert puzzle.verdict[0]["asks"] == {"2": "5♦", "1": "A♣"}
    assert html.unescape(puzzle.texts[lang].title) == said


def test_buy_titles_never_list_two_askers_beside_two_cards(puzzles):
    """No title names players and cards in two side-by-side lists (fifteenth es reading #1):
    players who ask for different cards each have their own clause."""
    for puzzle in (p for p in puzzles if p.kind == "buy"):
        asks = puzzle.verdict[0]["asks"]
        if len(set(asks.values())) > 1 and puzzle.id != "bu-03d962a226":  # its own title (author text)
            title = puzzle.texts["es"].title
            assert title.count(" pide") + title.count(" piden") >= 2, (puzzle.id, title)
