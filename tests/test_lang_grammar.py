"""Agreement in every generated sentence: each message of the Fluent catalogues
(``docs/<lang>/puzzles.ftl``, ``verdict.ftl``) rendered in every language with counts 0, 1, 2
and 5, every rank and every player, through the renderer's own variables
(:mod:`generator.lang.render`), and the forms checked: a noun after a number agrees with it
("1 carta", "2 cartas"), an article before a rank agrees with its gender ("uma dama", "un
rey"), a player's name carries its personal article and contracts with the preposition before
it ("da Ana", "d'en Bernat", "de l'Anna"; none in Spanish), and sentences start with a capital.

Every variable a message uses must be classified below (a new one fails the test until it is):
the class says which values it takes.
"""

from __future__ import annotations

import itertools
import re

import pytest

from generator.engine.cards import RANKS, parse_card
from generator.lang import LANGS
from generator.lang.cards import (GENDERS, card_grammar, cards_markup, rank_gender, rank_word,
                                  suit_gender)
from generator.lang.catalogue import capitalised, load_catalogue
from generator.lang.render import player, plain_variables, variables
from generator.questions.lines import Cards, MeldRef, RankWord, Seat, SeatList

COUNTS = (0, 1, 2, 5)
SEATS = range(4)

#: The variables of each catalogue, by the values they take.
CLASSES = {
    "puzzles": {
        "number": {"n", "k", "size", "extra", "need", "shown", "total", "round", "turn",
                   "value", "at", "count", "points", "times", "deal",
                   # the copies of the cards a can-open meld needs that the hand holds (3.6)
                   "copies",
                   # the hand's jokers the melds above leave free (can-open-explain-shared_joker)
                   "free"},
        "seat": {"active", "buyer", "player", "discarder"},
        "seats": {"players", "askers"},
        "rank": {"rank"},
        "cards": {"card", "cards", "natural", "jk", "penalty", "needed", "a", "b", "wilds",
                  "gap", "overlap", "jokered"},
        "meld": {"meld", "to", "first", "second", "result", "melds", "low", "high"},
        "rounds": {"rounds"},
        "list": {"places"},
        "text": {"asks", "claim", "contract", "end", "items", "kind", "lengths", "missing",
                 "move", "outcome", "sizes", "to", "totals",
                 "parts", "stage", "stock", "when"},
    },
    "verdict": {
        "number": {"round", "n", "total", "need", "size", "last", "group_length",
                   "group_longest", "longest", "sequence_length", "limit", "meld_index",
                   "count", "stock", "discard",
                   # the verdict's errors (generator/verdict/errors.py)
                   "base", "column", "digits", "first", "least", "line", "more", "most",
                   "pack", "players", "pos", "position", "rows",
                   # a round's facts (issue 26: the turn, the cards the piles and the table
                   # hold, the discard pile's cards listed)
                   "turn", "held", "spare", "least", "most", "table", "start", "listed",
                   "deal", "joker_count",
                   # how many rounds (standings' rounds played, a profile's rounds in errors)
                   "rounds",
                   # the rebuilds of the stock (D14) and the counts of issue 26's refusals
                   "reshuffles", "rebuilt", "hands", "others", "deal",
                   # the penalty cards a house rule's purchase could not draw (9.1, D14)
                   "missing",
                   # the stock cards each purchase takes (6.3: 1; house rules 0 to 2)
                   "from_stock",
                   # the purchases the hands of the players who have not opened show, and the
                   # piles' total a turn can have (errors-piles-total: 2.6, 5.1, 6.3, 9.1)
                   "known", "step", "other", "next",
                   # the groups holding the jokers a card could free (joker-swap, 7.3)
                   "groups"},
        "seat": {"seat", "active"},
        "seats": {"who"},
        # a group's rank as a word (meld-jokers_group: «fazem de sete», ca «fan d'A»)
        "rank": {"group_rank"},
        "cards": {"card", "cards", "rest", "penalty", "joker", "jokers", "melds", "laydown",
                  # the cards a refusal names besides its card (issue 26)
                  "low_card", "high_card", "missing_card", "wanted_card",
                  # every empty place a gap leaves (fourteenth pt reading #1)
                  "missing_cards"},
        "meld": set(),
        "rounds": set(),
        "list": {"where"},
        "text": {"clauses", "contract", "end", "ends", "exact", "case", "group", "high", "kind",
                 "label", "lengths", "low", "meld", "profile", "rank", "ranks", "reason", "reasons",
                 "result", "steps", "suit", "sum", "wanted",
                 # what an undeclared joker may stand for (3.7, D2)
                 "spans", "choices", "example",
                 "target", "text", "token", "totals", "what",
                 # the verdict's errors and house rules: words, names and values as given
                 "alias", "allowed", "detail", "error", "expected", "field", "fields", "given",
                 "hint", "name", "needs", "one", "opened", "options", "profiles", "question",
                 "questions", "rule", "several", "sizes", "value", "why",
                 "written", "other", "number",
                 # what keeps a number from plain digits (errors-yaml-number-form)
                 "form"},
    },
}

_DERIVED = ("_count", "_gender", "_article", "_name", "_the", "_each", "_either", "_plural",
            "_symbol")

#: Messages said of one player only, or of several (the code picks another message for the
#: other case, with other clauses): the players a test gives them.
ONE_PLAYER = {"standings-explain-winner", "standings-explain-leader", "standings-claim-one",
              "standings-winner", "standings-leader"}
SEVERAL_PLAYERS = {"standings-explain-tie", "standings-explain-leaders", "standings-claim-tie",
                   "standings-tie", "standings-leaders"}
#: Counts a message is only used with: the smallest value of a variable.
AT_LEAST = {("can-open-explain-ways_many", "n"): 4, ("can-open-explain-blocked_many", "n"): 4,
            ("final-round-explain-ways_many", "n"): 4,
            ("joker-swap-explain-swap_many", "n"): 4,
            ("can-open-situation-purchases", "extra"): 2,
            # round 7: the whole hand, 13 cards or more
            ("can-open-explain-whole_hand", "n"): 13, ("can-open-explain-final_three", "n"): 13,
            ("final-round-explain-thirteen", "n"): 13, ("final-round-explain-no_way", "n"): 13,
            ("final-round-explain-purchases", "n"): 15,
            ("contract-pair-situation-final", "n"): 13,
            # verdict: said only of several ways
            ("can_open-other_ways", "count"): 2,
            # issue 26: counts beyond a limit of several (a table, a hand, the piles, the pack)
            ("buy-round_ends_limit", "count"): 2, ("buy-round_ends_limit_active", "count"): 2,
            ("errors-piles-too-big", "players"): 2,
            ("errors-stock-too-big", "stock"): 2, ("errors-too-many-cards", "count"): 2,
            ("errors-table-too-long", "count"): 2, ("errors-table-too-long", "players"): 2,
            ("errors-hand-too-big", "others"): 2, ("errors-hand-too-big", "pack"): 2,
            ("errors-hand-too-big", "size"): 2, ("errors-hand-too-big-any", "others"): 2,
            ("errors-hand-too-big-any", "pack"): 2, ("errors-hand-too-big-any", "size"): 2,
            ("errors-row-high", "size"): 2,
            # D14: the rebuilds a round allows (3)
            ("running-out-explain-round_ends_limit", "times"): 2,
            ("running-out-wrong-reshuffle_limit", "times"): 2,
            ("running-out-wrong-draws_limit", "times"): 2,
            # a hand bigger than the deal: a purchase earlier in the round (2.2, 6.6)
            ("buy-explain-again", "size"): 12, ("buy-explain-again", "deal"): 10}
#: Pieces of other sentences (list items joined, words): they start with a small letter.
FRAGMENTS = re.compile(r"^(buy-gets|buy-size|buy-situation-asks|join-|melds-|table-meld|"
                       r"standings-total|standings-round_number|joker-swap-place-|contracts-|"
                       r"lengths-|ends-|players-|titles-buy-ask\b)")


def _base(name: str) -> str:
    for suffix in _DERIVED:
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    return name[:1].lower() + name[1:]


def _class(catalogue: str, name: str) -> str:
    for cls, names in CLASSES[catalogue].items():
        if name in names:
            return cls
    raise AssertionError(f"{catalogue}: classify the variable ${name} in "
                         f"tests/test_lang_grammar.py CLASSES")


def _cards(*cards: str):
    return Cards(tuple(parse_card(c) for c in cards))


#: One card of each kind of word (masculine, feminine, a vowel, the joker), then several.
CARDS = [_cards("7♥"), _cards("Q♥"), _cards("A♠"), _cards("J♦"), _cards("K♣"), _cards("JK"),
         _cards("7♥", "8♥"), _cards("7♥", "8♥", "9♥", "10♥", "J♥")]


def _samples(cls: str, ident: str = "", name: str = ""):
    """The values a variable of class ``cls`` takes in the test; the first is the default."""
    if cls == "number":
        least = AT_LEAST.get((ident, name))
        return [least, least + 1] if least else [2, 0, 1, 5, 11]
    if cls == "seat":
        return [Seat(s) for s in SEATS]
    if cls == "seats":
        one = [SeatList((s,)) for s in SEATS]
        several = ([SeatList(pair) for pair in itertools.combinations(SEATS, 2)]
                   + [SeatList((0, 1, 2, 3))])
        return one if ident in ONE_PLAYER else several if ident in SEVERAL_PLAYERS else (
            one + several)
    if cls == "rank":
        return [RankWord(r) for r in RANKS]
    if cls == "cards":
        return CARDS
    if cls == "meld":
        cards = CARDS[-1].cards[:3]
        return [MeldRef(1, cards), MeldRef(0, short=True), Cards(cards)]
    if cls in ("rounds", "list"):
        return [2, 1, 5]
    return ["«…»"]


def renderings(lang: str, catalogue: str):
    """Every message of ``catalogue`` rendered with each sample of each of its variables
    (the others at their defaults): ``(message, variable, value, text)``."""
    t = load_catalogue(lang, catalogue)
    plain = catalogue == "verdict"
    for ident in t.own:
        names = sorted({_base(v) for v in t.variables(ident)})
        classes = {name: _class(catalogue, name) for name in names}
        defaults = {name: _samples(cls, ident, name)[0] for name, cls in classes.items()}

        def fill(values):
            params = {}
            for name, v in values.items():
                cls = classes[name]
                if cls == "text":
                    params[name] = v
                elif cls == "rounds":
                    params[name] = ", ".join(str(r) for r in range(1, v + 1))
                    params[f"{name}_count"] = v
                elif cls == "list":     # a list of places (a Join): its items and how many
                    params[name] = " e ".join(["«…»"] * v)
                    params[f"{name}_count"] = v
                elif plain:
                    # a rank word with its gender, article and plural, as the verdict
                    # renders it (plain_variables)
                    params.update(plain_variables(name, v, lang, t))
                else:
                    params.update(variables(name, v, lang, t))
            return t.fill(ident, params)

        yield ident, None, None, fill(defaults)
        for name, cls in classes.items():
            for sample in _samples(cls, ident, name)[1:]:
                yield ident, name, sample, fill({**defaults, name: sample})


# -- the languages' forms ------------------------------------------------------------------------

#: Counted nouns: singular → plural.
NOUNS = {
    "pt": {"carta": "cartas", "ponto": "pontos", "combinação": "combinações",
           "grupo": "grupos", "sequência": "sequências", "compra": "compras",
           "maneira": "maneiras", "jogador": "jogadores", "lugar": "lugares",
           "joker": "jokers", "ronda": "rondas", "vez": "vezes", "jogada": "jogadas"},
    "es": {"carta": "cartas", "punto": "puntos", "combinación": "combinaciones",
           "grupo": "grupos", "escalera": "escaleras", "compra": "compras",
           "manera": "maneras", "jugador": "jugadores", "sitio": "sitios", "lugar": "lugares",
           "comodín": "comodines", "ronda": "rondas", "vez": "veces"},
    "ca": {"carta": "cartes", "punt": "punts", "combinació": "combinacions", "grup": "grups",
           "escala": "escales", "compra": "compres", "manera": "maneres",
           "jugador": "jugadors", "lloc": "llocs", "comodí": "comodins", "ronda": "rondes",
           "vegada": "vegades"},
}
#: Determiners that show a gender, directly before a noun.
DETERMINERS = {
    "pt": {"masculine": {"o", "um", "do", "no", "ao", "pelo", "dum", "num"},
           "feminine": {"a", "uma", "da", "na", "à", "pela", "duma", "numa"}},
    "es": {"masculine": {"el", "un", "del", "al"}, "feminine": {"la", "una"}},
    "ca": {"masculine": {"el", "un", "del", "al", "pel"}, "feminine": {"la", "una"}},
}
#: Word pairs that a language contracts ("de a Ana" → "da Ana").
UNCONTRACTED = {
    "pt": None,         # "de o fazer" is right before an infinitive: players only, below
    "es": re.compile(r"\b(de|a) el\b", re.I),
    "ca": re.compile(r"\b(de|a|per) (el|els) \b|\bde en\b", re.I),
}


def _words_before(text: str, at: int, n: int = 1) -> list[str]:
    return re.findall(r"[\wàáâãçéêíóôõúèòïü·'’]+", text[:at].lower())[-n:]


def problems(lang: str, ident: str, name, sample, text: str) -> list[str]:
    out = []
    low = text.lower()
    nouns = NOUNS[lang]
    for m in re.finditer(r"(?<![\d.,:/§–-])\b(\d+) ([\wçãõéáíóú]+)", text):
        number, noun = int(m.group(1)), m.group(2).lower()
        if re.search(r"\b(jogador|jugador) $", text[:m.start()], re.I):
            continue                    # "o jogador 2 compra": a seat, then a verb
        if number == 1 and noun in nouns.values():
            out.append(f"«1 {noun}»")
        if number != 1 and noun in nouns:
            out.append(f"«{number} {noun}»")
    if re.search(r"\{|\}|\?\?\?", text):
        out.append("a variable left unfilled")
    if "  " in text or " ," in text or " ." in text.replace(" ...", ""):
        out.append("spacing")
    for m in re.finditer(r"[.!?] +([a-zà-ú])", text):
        if not re.search(r"\b(p|ex|pág)\. +$", text[:m.start() + 1]):
            out.append(f"a small letter after a full stop: «…{text[max(0, m.start()-15):m.end()+10]}…»")
    if isinstance(sample, RankWord):
        word = rank_word(sample.rank, lang)
        gender = rank_gender(sample.rank, lang)
        other = [g for g in GENDERS if g != gender][0]
        for m in re.finditer(rf"\b{re.escape(word)}\b", low):
            before = _words_before(low, m.start())
            if before and before[0] in DETERMINERS[lang][other]:
                out.append(f"«{before[0]} {word}»: {word} is {gender}")
    if lang == "ca" and re.search(r"\bde (1|11)\b", text):
        out.append("«de 1», «de 11»: «d'1», «d'11» (or «d'una»)")
    if UNCONTRACTED[lang] and UNCONTRACTED[lang].search(text):
        out.append(f"not contracted: «{UNCONTRACTED[lang].search(text).group(0)}»")
    # one card, or each card of a list said one by one (``$x_each``): its own article
    singles = ([] if not isinstance(sample, Cards) else
               [(sample.cards[0], cards_markup(sample.cards))] if len(sample.cards) == 1 else
               [(c, cards_markup((c,))) for c in sample.cards])
    for card, token in singles:
        gender, article = card_grammar(card, lang)
        other = [g for g in GENDERS if g != gender][0]
        for m in re.finditer(re.escape(token), text):
            before = text[:m.start()].lower()
            word = _words_before(before, len(before))
            if before.endswith(("l'", "l’")):
                if article != "l'":
                    out.append(f"«l'{token}»: the article of {token} is «{article}»")
            elif word and word[0] in DETERMINERS[lang][other] and before.endswith(" "):
                out.append(f"«{word[0]} {token}»: {token} is {gender}")
            elif (article == "l'" and word and word[0] in {"el", "la", "del", "pel", "al"}
                  and before.endswith(" ")):
                out.append(f"«{word[0]} {token}»: «l'{token}»")
    if ident.startswith("players-"):
        return out
    t = load_catalogue(lang, "puzzles")
    for seat in SEATS:
        p = player(seat, t)
        for m in re.finditer(rf"\b{re.escape(p['name'])}\b", text):
            before = text[:m.start()]
            if lang == "es":
                if re.search(r"\b(el|la|El|La) $", before):
                    out.append(f"an article before {p['name']} (not used in Spanish)")
                continue
            label = (text[m.end():m.end() + 1] == ":" or text[m.end():m.end() + 2] == " (") and (
                before == "" or before.endswith(("- ", "\n", "; ", ": ", ", ", "e ", "y ", "i ")))
            if label:
                continue
            article = p["article"]
            said = before + p["name"]
            if not said.lower().endswith(p["said"].lower()):
                out.append(f"{p['name']} without the article «{article}»")
                continue
            start = len(said) - len(p["said"])
            if lang == "ca" and article == "en" and re.search(r"\bde $", before[:start]):
                out.append("«de en»: «d'en»")
            if lang == "pt" and re.search(r"\b(de|em|por|a) $", before[:start], re.I):
                out.append(f"not contracted: «{before[start - 3:start]}{p['said']}»")
            if (start == 0 and not FRAGMENTS.match(ident)) or re.search(r"[.!?] +$|\n$",
                                                                         before[:start]):
                if not said[start:].startswith(capitalised(p["said"])):
                    out.append(f"«{p['said']}» at the start of a sentence")
    return out


@pytest.mark.parametrize("catalogue", ["puzzles", "verdict"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_message_agrees(lang, catalogue):
    found = []
    for ident, name, sample, text in renderings(lang, catalogue):
        for problem in problems(lang, ident, name, sample, text):
            found.append(f"{ident} (${name} = {sample!r}): {problem}: {text}")
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:60])


#: Several cards said one by one, each after its own article (es review 3: "Diego pide
#: 2♠ 9♣; Carla pide el 7♣"; "un hueco, 6♠").
EACH = {"pt": ("o [[2♠]], a [[Q♥]] e o [[9♣]]", "o [[A♠]] e o [[9♣]]"),
        "es": ("el [[2♠]], la [[Q♥]] y el [[9♣]]", "el [[A♠]] y el [[9♣]]"),
        "ca": ("el [[2♠]], la [[Q♥]] i el [[9♣]]", "l'[[A♠]] i el [[9♣]]")}


EACH_AND = {"pt": " e ", "es": " y ", "ca": " i "}


@pytest.mark.parametrize("lang", LANGS)
def test_several_cards_each_with_its_article(lang):
    t = load_catalogue(lang, "puzzles")
    three, two = EACH[lang]
    said = variables("cards", _cards("2♠", "Q♥", "9♣"), lang, t)
    assert said["cards_each"] == three
    plain = load_catalogue(lang, "verdict")
    assert plain_variables("cards", _cards("A♠", "9♣"), lang, plain)["cards_each"] == (
        two.replace("[[", "").replace("]]", ""))
    # one of them, whichever (``$x_either``, eighth pt reading #6): «ou», es/ca «o»
    either = {"pt": " ou ", "es": " o ", "ca": " o "}[lang]
    assert said["cards_either"] == either.join(three.rsplit(EACH_AND[lang], 1))
    assert plain_variables("cards", _cards("A♠", "9♣"), lang, plain)["cards_either"] == (
        either.join(two.replace("[[", "").replace("]]", "").rsplit(EACH_AND[lang], 1)))
    asks = t.fill("buy-situation-asks", {**variables("player", Seat(1), lang, t), **said})
    assert asks.endswith(three), asks
    gap = t.fill("contract-pair-explain-gap", {
        **variables("first", MeldRef(0, short=True), lang, t),
        **variables("second", MeldRef(1, short=True), lang, t),
        **variables("gap", _cards("A♠", "9♣"), lang, t)})
    assert two in gap, gap


@pytest.mark.parametrize("lang", LANGS)
def test_ranks_suits_and_players_have_their_grammar(lang):
    for r in RANKS:
        assert rank_gender(r, lang) in GENDERS, r
        assert rank_word(r, lang)
    for suit in "SHDC":
        assert suit_gender(suit, lang) in GENDERS, suit
    t = load_catalogue(lang, "puzzles")
    for seat in SEATS:
        p = player(seat, t)
        assert p["gender"] in GENDERS
        if lang == "es":
            assert p["article"] == "none", "Spanish puts no article before names"
        else:
            assert p["said"] != p["name"], f"{lang} says names with their article"


def test_the_catalan_personal_article():
    t = load_catalogue("ca", "puzzles")
    said = {player(s, t)["name"]: player(s, t)["said"] for s in SEATS}
    assert said == {"Anna": "l'Anna", "Bernat": "en Bernat", "Carla": "la Carla",
                    "Dídac": "en Dídac"}


def test_plural_rules_are_the_languages_own():
    # CLDR through Babel: European Portuguese says "0 cartas" (Brazilian would say "0 carta")
    for lang in LANGS:
        t = load_catalogue(lang, "verdict")
        forms = [t.format("words.cards", n=n) for n in (0, 1, 2, 1_000_000)]
        assert forms[0].startswith("0 ") and forms[0] != forms[1].replace("1", "0"), forms
    assert load_catalogue("pt", "verdict").format("words.cards", n=1) == "1 carta"
    assert load_catalogue("ca", "verdict").format("words.cards", n=5) == "5 cartes"


@pytest.mark.parametrize("catalogue", ["puzzles", "verdict"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_message_uses_the_terms_table_words(lang, catalogue):
    """One term per idea: no reading of any message (every plural and gender variant, not only
    those a built page happens to show; the verdict's answers are no page at all) uses a word
    that ``docs/<lang>/terms.yaml`` avoids."""
    from generator.site.terms import load_terms
    t = load_catalogue(lang, catalogue)
    found = []
    for ident in t.own:
        for reading in t.readings(ident):
            reading = re.sub(r"\{\$\w+\}", "«…»", reading)     # variables' names are no words
            for concept in load_terms(lang):
                for word, pattern in concept.patterns():
                    m = pattern.search(reading)
                    if m:
                        found.append(f"{ident}: {concept.name} avoids «{m.group(0)}» "
                                     f"(term: {concept.term}): {reading}")
    assert not found, f"{len(found)} uses:\n" + "\n".join(found[:40])


#: Concrete sentences with concrete values, as a reader sees them: a count of 1 and of 0, a
#: feminine rank and a rank with an elided article, the Catalan personal article after «de»
#: (d'en, de l'), several players agreeing.
CONCRETE = {
    "pt": ["A sua mão, já com a carta que tirou nesta vez (1 carta):",
           "A sua mão, já com a carta que tirou nesta vez (0 cartas):",
           "Trocar o joker da combinação 1 pela [[Q♥]] e pôr o joker na combinação 2",
           "Trocar o joker da combinação 1 pelo [[A♥]] e pôr o joker na combinação 2",
           "A Ana também pediu o [[8♦]], mas, a contar do Bruno, a vez do Duarte chega primeiro, "
           "e a carta fica para ele (§6.2).",
           "O Bruno também pediu o [[8♦]], mas, a contar da Ana, a vez da Carla chega primeiro, "
           "e a carta fica para ela (§6.2).",
           "**20**: esquecer-se do [[A♠]]. Todas as cartas que ficam na mão contam (§8.1).",
           "Vão à frente, empatados, a Ana e o Bruno.",
           "Vai à frente a Carla."],
    "es": ["Tu mano, con la carta que acabas de robar (1 carta):",
           "Tu mano, con la carta que acabas de robar (0 cartas):",
           "Cambiar el comodín de la combinación 1 por la [[Q♥]] y poner el comodín en la "
           "combinación 2",
           "Cambiar el comodín de la combinación 1 por el [[A♥]] y poner el comodín en la "
           "combinación 2",
           "Ana también ha pedido el [[8♦]], pero, contando desde Bruno, a Diego le toca antes, "
           "así que se lo lleva él (§6.2).",
           "Bruno también ha pedido el [[8♦]], pero, contando desde Ana, a Carla le toca antes, "
           "así que se lo lleva ella (§6.2).",
           "**20**: olvidarse del [[A♠]]. Cuentan todas las cartas que quedan en la mano (§8.1).",
           "Van en cabeza, empatados, Ana y Bruno.",
           "Va en cabeza Carla."],
    "ca": ["La vostra mà, amb la carta que acabeu de robar (1 carta):",
           "La vostra mà, amb la carta que acabeu de robar (0 cartes):",
           "Intercanviar el comodí de la combinació 1 per la [[Q♥]] i posar el comodí a la "
           "combinació 2",
           "Intercanviar el comodí de la combinació 1 per l'[[A♥]] i posar el comodí a la "
           "combinació 2",
           "L'Anna també ha demanat el [[8♦]], però, comptant a partir d'en Bernat, en Dídac va "
           "abans i se l'emporta (§6.2).",
           "En Bernat també ha demanat el [[8♦]], però, comptant a partir de l'Anna, la Carla va "
           "abans i se l'emporta (§6.2).",
           "**20**: oblidar-se de l'[[A♠]]. Compten totes les cartes que queden a la mà (§8.1).",
           "Van al davant, empatats, l'Anna i en Bernat.",
           "Va al davant la Carla."],
}


@pytest.mark.parametrize("lang", LANGS)
def test_concrete_sentences(lang):
    from generator.lang.render import phrase
    t = load_catalogue(lang, "puzzles")
    first, second = MeldRef(0, short=True), MeldRef(1, short=True)
    got = [
        phrase("can-open.situation.hand", lang, t, size=1),
        phrase("can-open.situation.hand", lang, t, size=0),
        phrase("joker-swap.move.group", lang, t, meld=first, natural=_cards("Q♥"), to=second),
        phrase("joker-swap.move.group", lang, t, meld=first, natural=_cards("A♥"), to=second),
        phrase("buy.explain.priority", lang, t, player=Seat(0), card=_cards("8♦"),
               active=Seat(1), buyer=Seat(3)),
        phrase("buy.explain.priority", lang, t, player=Seat(1), card=_cards("8♦"),
               active=Seat(0), buyer=Seat(2)),
        phrase("penalty.mistakes.forgot-card", lang, t, value=20, card=_cards("A♠")),
        phrase("standings.answer.partial", lang, t, players=SeatList((0, 1))),
        phrase("standings.answer.partial", lang, t, players=SeatList((2,))),
    ]
    assert got == CONCRETE[lang]


def test_concrete_verdict_counts():
    """The verdict's counted words, through each language's CLDR plural rules."""
    for lang, (one, other) in {"pt": ("1 carta", "5 cartas"), "es": ("1 carta", "5 cartas"),
                               "ca": ("1 carta", "5 cartes")}.items():
        t = load_catalogue(lang, "verdict")
        assert t.format("words.cards", n=1) == one and t.format("words.cards", n=5) == other
    ca = load_catalogue("ca", "verdict")
    assert ca.format("meld.group", n=1, rank="7", ranks="sets") == "un grup d'1 carta de valor 7"
    assert ca.format("meld.group", n=11, rank="7", ranks="sets") == "un grup d'11 sets"
    assert ca.format("meld.group", n=4, rank="Q", ranks="dames") == "un grup de 4 dames"
    # a group is said by its cards' plural name (issue 27: «un grup de 3 cartes de valor Q»)
    from generator.engine.melds import Meld
    from generator.lang.render import plain_meld_words
    said = {lang: plain_meld_words(Meld.parse("Q♠ Q♥ Q♦"), lang, load_catalogue(lang, "verdict"))
            for lang in LANGS}
    assert said == {"pt": "um grupo de 3 damas", "es": "un grupo de 3 reinas",
                    "ca": "un grup de 3 dames"}


@pytest.mark.parametrize("lang, group, card", [
    ("pt", "joker que faz de sete", "joker que faz de ás de espadas"),
    ("es", "comodín que hace de siete", "comodín que hace de as de picas"),
    ("ca", "comodí com a set", "comodí com a as de piques"),
])
def test_a_declared_joker_is_named_by_what_it_stands_for(lang, group, card):
    """A screen reader names a declared joker by the card it does, not by a worth: «joker a
    valer sete» was heard as 7 points, and a joker is worth 15 (seventh pt reading #11, §8.1)."""
    from generator.lang.cards import spoken
    assert spoken(parse_card("JK=7"), lang) == group
    assert spoken(parse_card("JK=A♠"), lang) == card


@pytest.mark.parametrize("lang", LANGS)
def test_a_rank_word_in_plain_text_carries_its_grammar(lang):
    """The verdict's plain sentences get a rank word's article and plural as the puzzles do
    (``meld-jokers_group``: pt «faz de ás», es «hace de dama»)."""
    t = load_catalogue(lang, "verdict")
    for rank in (1, 7, 12):
        assert plain_variables("rank", RankWord(rank), lang, t) == variables(
            "rank", RankWord(rank), lang, t)
    assert plain_variables("rank", RankWord(1), lang, t)["rank"] == rank_word(1, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_round_near_miss_has_one_colon_before_its_melds(lang):
    """«…cap carta no queda fora: ni per descartar-la…: [melds]» had two colons in one
    sentence; only the one that opens the list stays (eighth ca reading #5)."""
    from generator.lang.render import phrase
    said = phrase("final-round.explain.near", lang, load_catalogue(lang, "puzzles"),
                  card=_cards("A♦"))
    assert said.count(":") == 1 and said.endswith("(§7.4):"), said


def test_a_rank_alone_is_said_by_its_symbol_in_catalan():
    """«El 9♦ té el valor del grup (nou)» read «nou» as "new" and «(set)» as "thirst", «fa de
    nou» as "does again" (eleventh ca reading #1): where a rank stands alone, Catalan writes it
    as on the cards, with its article (``$rank_the``: «el 9», «la Q», «l'A»)."""
    from generator.lang.cards import rank_the
    from generator.lang.render import phrase
    assert [rank_the(r, "ca") for r in (9, 7, 12, 1, 10)] == ["el 9", "el 7", "la Q", "l'A",
                                                             "el 10"]
    assert [rank_the(r, lang) for r, lang in ((12, "pt"), (1, "es"))] == ["a Q", "el A"]
    t = load_catalogue("ca", "puzzles")
    first = MeldRef(0, short=True)
    said = [" ".join(phrase(key, "ca", t, card=_cards(card), rank=RankWord(rank),
                            meld=first).split())
            for key, card, rank in (("lay-off.explain.group_ok", "9♦", 9),
                                    ("lay-off.explain.group_no", "8♦", 7),
                                    ("lay-off.explain.group_ok_joker", "JK", 1))]
    assert said[0].startswith("El [[9♦]] té el valor del grup, el 9, i un grup creix"), said
    assert "no té el valor de la " in said[1] and "(el 7), i un grup només" in said[1], said
    assert "amb el valor del grup, l'A (§3.5, §3.7)." in said[2], said
    v = load_catalogue("ca", "verdict")
    assert v.format("meld.jokers_group", n=1, group_rank="nou", group_rank_symbol="9",
                    group_rank_article="el").startswith("El comodí fa de 9 (el valor del grup)")
    assert v.format("meld.jokers_group", n=2, group_rank="as", group_rank_symbol="A",
                    group_rank_article="l'").startswith("Els 2 comodins fan d'A (el valor")


def test_catalan_robs_from_the_stock_and_takes_from_the_discard_pile():
    """The rules say «roba la carta de dalt del munt o agafa la de dalt de la pila de
    descarts» (§5.1), but the glossary and three sentences had the discard pile's card «robada»
    too (eleventh ca reading #3): a card of the discard pile is «agafada»; «robar» alone is the
    stock's, or the turn's first step whatever the source."""
    import pathlib
    docs = pathlib.Path(__file__).resolve().parents[1] / "docs" / "ca"
    v = load_catalogue("ca", "verdict")
    assert v.format("reasons.draw-first") == ("El torn comença agafant una carta: la de dalt del "
                                              "munt o la de dalt de la pila de descarts (§5.1).")
    assert " ".join(v.format("reasons.already-drawn").split()) == (
        "A cada torn s'agafa una sola carta, del munt o de la pila de descarts, i aquest "
        "jugador ja n'ha agafat una (§5.1).")
    glossary = " ".join((docs / "glossary.md").read_text().split())
    assert ("Agafar, al començament del torn, la carta de dalt del munt (§5.1). La de dalt de la "
            "pila de descarts no es roba: s'*agafa*.") in glossary
    assert "Només la carta de dalt es pot agafar o comprar" in glossary
    card = (docs / "table-card.yaml").read_text()
    assert "només agafa carta el jugador de torn, del munt o de la pila de descarts" in card
    for text in (glossary, card, (docs / "house.ftl").read_text(),
                 (docs / "verdict.ftl").read_text()):
        flat = " ".join(text.split())
        assert not re.search(r"\bes (pot )?roba[r]? [^.;:]{0,30}(del munt )?o (de la pila|la de "
                             r"dalt de la pila)", flat)
