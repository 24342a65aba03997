"""An explanation rendered in one language: plan lines
(:class:`~generator.questions.lines.Line`) and their typed parameters turned into Fluent
variables, then into Markdown (puzzles) or plain text (the verdict).

Sentences come from a Fluent catalogue (:mod:`.catalogue`: ``docs/<lang>/puzzles.ftl``,
``verdict.ftl``). A parameter becomes one variable of its name, and beside it the facts a
sentence needs to agree with it (:func:`variables`):

======================  ===========================================================
parameter               variables (for a parameter ``x``)
======================  ===========================================================
a number                ``$x`` (plural forms: ``{ $x -> [one] … *[other] … }``)
:class:`Cards`          ``$x`` (markup ``[[7♥ 8♥]]``), ``$x_count``: how many cards;
                        ``$x_gender`` and ``$x_article``: those of its first card's
                        rank, or of the joker; ``$x_the``: the cards after that
                        article ("a [[Q♥]]", "o [[5♥]]", ca "l'[[A♥]]");
                        ``$x_each``: each card after its own article, joined
                        ("el [[2♠]] y el [[9♣]]", ca "l'[[A♥]] i el [[9♣]]");
                        ``$x_either``: the same joined as alternatives, one of
                        them ("o [[7♠]], o [[9♥]] ou o [[4♥]]")
:class:`RankWord`       ``$x`` ("dama"), ``$x_gender``: ``masculine`` / ``feminine``,
                        ``$x_article``: its definite article ("a", ca "l'"),
                        ``$x_plural``: several of it ("damas": "um grupo de damas"),
                        ``$x_symbol``: as printed on the cards ("Q", "9"),
                        ``$x_the``: the symbol with its article ("a Q", ca "el 9",
                        "l'A"), where the word alone could be misread (ca "nou", "set")
:class:`Seat`           ``$x``: the player's name as said in a sentence, with its
                        personal article where the language uses one ("a Ana",
                        "l'Anna", "en Bernat"; Spanish "Ana"); ``$x_name``: the name
                        alone; ``$x_gender``; ``$x_article``: the article alone
                        ("a", "o"; "l'", "en", "la"; ``none``)
:class:`SeatList`       as :class:`Seat`, the names joined ("a Ana e o Bruno");
                        ``$x_count``: how many; ``$x_gender``: ``feminine`` when all
                        are, else ``masculine``; ``$x_article``: the first one's
:class:`Join`, lists    ``$x`` and ``$x_count``
======================  ===========================================================

Each player's name, gender and article are data: the messages ``players-p1`` … ``players-p4``
of ``puzzles.ftl`` and their attributes. Rank words and their gender come from ``cards.ftl``
(:mod:`.cards`). Cards stay markup, ``[[7♥ 8♥]]`` (:func:`~.cards.cards_markup`): whoever shows
the text draws them (the site as cards, :func:`generator.site.markup.render`).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from ..engine import CONTRATO
from ..engine.melds import Meld
from ..engine.cards import Card, parse_card, parse_cards, rank_symbol
from ..engine.errors import ContratoError
from ..engine.melds import Group, place_rank
from ..questions.lines import (CardAtEnd, CardList, ClauseRefs, HouseLabel, HouseValue, KindPlural, Listing, MeldTarget, MeldWords, Reason,
                               Breakdown, CardCount, Cards, ContractWords, Join, KindWords, LengthWords,
                               Line, MeldList, MeldRef, MissingWords, RankWord, Seat, SeatList,
                               Totals, Word, MeldSpan, OfRank, Series)
from .catalogue import Catalogue as Texts
from .located import SourceError
from .cards import (card_copies, card_grammar, cards_markup, joker_word, rank_article, rank_gender,
                    rank_plural, rank_the, rank_word, suit_word)

#: A player's article when the language puts none before names.
NO_ARTICLE = "none"
from .house import house_label_text, house_value_text


def join(items: list[str], texts: Texts, clauses: bool = False, either: bool = False) -> str:
    """``a, b e c`` in the language (``join.more`` / ``join.pair``); ``clauses``: whole
    clauses, each with its verb (``join.clauses_more`` / ``join.clauses_pair``: "a Carla fica
    com o 4♥ e o K♣, e o Bruno fica com o J♣"); ``either``: one of them, whichever
    (``join.either_more`` / ``join.either_pair``: "a, b ou c")."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    more, pair = (("join.clauses_more", "join.clauses_pair") if clauses else
                  ("join.either_more", "join.either_pair") if either else
                  ("join.more", "join.pair"))
    head = items[0]
    for item in items[1:-1]:
        head = texts.format(more, first=head, second=item)
    return texts.format(pair, first=head, second=items[-1])


# -- players -----------------------------------------------------------------------------------

def with_article(article: str, word: str) -> str:
    """``word`` after its article: a space between them, none after an apostrophe ("l'Anna",
    "l'[[A♠]]", "en Bernat", "o [[5♥]]")."""
    return article + word if article.endswith(("'", "’")) else f"{article} {word}"


def player(seat: int, texts: Texts) -> dict[str, str]:
    """A player of the puzzles by seat (0–3): ``name`` (the message ``players.p<seat+1>``),
    ``gender`` and ``article`` (its attributes; ``none`` when the language has no article
    before names) and ``said``, the name with its article as a sentence says it: "a Ana",
    "l'Anna" (an apostrophe joins), "en Bernat"."""
    key = f"players.p{seat + 1}"
    name = texts.raw(key)
    gender = texts.attribute(key, "gender")
    if "article" in texts.attributes(key):
        article = texts.attribute(key, "article")
        said = with_article(article, name)
    else:
        article, said = NO_ARTICLE, name
    return {"name": name, "gender": gender, "article": article, "said": said}


def _people(name: str, seats: tuple[int, ...], texts: Texts) -> dict[str, Any]:
    people = [player(s, texts) for s in seats]
    return {
        name: join([p["said"] for p in people], texts),
        f"{name}_name": join([p["name"] for p in people], texts),
        f"{name}_gender": ("feminine" if people and all(p["gender"] == "feminine"
                                                         for p in people) else "masculine"),
        f"{name}_article": people[0]["article"] if people else NO_ARTICLE,
        f"{name}_count": len(people),
    }


def variables(name: str, v: Any, lang: str, texts: Texts) -> dict[str, Any]:
    """The Fluent variables of the parameter ``name`` = ``v`` in a Markdown text (see the
    module doc)."""
    if isinstance(v, Seat):
        out = _people(name, (v.seat,), texts)
        del out[f"{name}_count"]
        return out
    if isinstance(v, SeatList):
        return _people(name, v.seats, texts)
    if isinstance(v, RankWord):
        return {name: rank_word(v.rank, lang), f"{name}_gender": rank_gender(v.rank, lang),
                f"{name}_article": rank_article(v.rank, lang),
                f"{name}_plural": rank_plural(v.rank, lang),
                f"{name}_symbol": rank_symbol(v.rank),
                f"{name}_the": rank_the(v.rank, lang)}
    if isinstance(v, Cards):
        out = {name: cards_markup(v.cards), f"{name}_count": len(v.cards)}
        if v.cards:
            gender, article = card_grammar(v.cards[0], lang)
            out[f"{name}_gender"], out[f"{name}_article"] = gender, article
            out[f"{name}_the"] = the_cards(v.cards, out[name], lang)
            out[f"{name}_each"] = each_card(v.cards, lang, lambda c: cards_markup((c,)),
                                            lambda xs: join(xs, texts))
            out[f"{name}_either"] = each_card(v.cards, lang, lambda c: cards_markup((c,)),
                                              lambda xs: join(xs, texts, either=True),
                                              either=True)
        return out
    if isinstance(v, Join):
        return {name: join([sentence(piece, lang, texts) for piece in v.items], texts,
                           v.clauses, v.either),
                f"{name}_count": len(v.items)}
    return {name: value(v, lang, texts)}


def the_cards(cards: Sequence[Card], shown: str, lang: str) -> str:
    """Cards after the article of the first one, as a sentence says them ("a [[Q♥]]", ca
    "l'[[A♥]]"); a lone joker with no declared value is the word for it, "o joker", "el
    comodín", "el comodí" (ca review of issue 27: «El JK pot anar…» in running text)."""
    article = card_grammar(cards[0], lang)[1]
    if len(cards) == 1 and cards[0].is_joker and cards[0].declared is None:
        return with_article(article, joker_word(lang))
    return with_article(article, shown)


def each_card(cards: Iterable[Card], lang: str, show, joined, either: bool = False) -> str:
    """Each card after its own article, joined in the language ("o [[2♠]] e o [[9♣]]",
    "l'[[A♥]] i el [[9♣]]", "o [[7♥]] e o joker"); ``show(card)`` writes one card (markup or
    plain text), ``joined(items)`` joins the list (:func:`join`, :func:`plain_listing`).
    Copies of one card are said once: "os dois [[J♥]]", "as duas [[Q♥]]", "os dois jokers"
    (``card-copies`` of ``cards.ftl``; fourteenth pt reading #4: «o J♥ e o J♥»); with
    ``either`` (one of them, whichever) the card alone, "o [[J♥]]"."""
    cards = list(cards)
    copies: dict[Card, int] = {}
    for c in cards:
        copies[c] = copies.get(c, 0) + 1
    items = []
    for c, n in copies.items():
        if n == 1 or either:
            items.append(the_cards((c,), show(c), lang))
        else:
            items.append(card_copies(c, n, show(c), lang))
    return joined(items)


def value(v: Any, lang: str, texts: Texts) -> Any:
    """One parameter value in ``lang`` (a number or a text; :func:`variables` adds the facts
    beside it)."""
    if isinstance(v, bool):
        raise TypeError("no booleans in texts")
    if isinstance(v, int):
        return v
    if isinstance(v, str):
        raise TypeError(f"no raw text in plans: {v!r} (use Word)")
    if isinstance(v, CardCount):
        return v.n
    if isinstance(v, Cards):
        return cards_markup(v.cards)
    if isinstance(v, ContractWords):
        return texts.raw(f"contracts.r{v.round}")
    if isinstance(v, LengthWords):
        c = CONTRATO.contract(v.round)
        which = "both" if c.groups and c.sequences else "groups" if c.groups else "sequences"
        return texts.raw(f"lengths.{which}")
    if isinstance(v, KindWords):
        return texts.format(f"melds.{v.kind}", n=v.count)
    if isinstance(v, MissingWords):
        parts = [texts.format(f"melds.{kind}", n=n)
                 for kind, n in (("group", v.groups), ("sequence", v.sequences)) if n]
        if len(parts) == 1:
            return parts[0]
        return texts.format("melds.and", first=parts[0], second=parts[1])
    if isinstance(v, RankWord):
        return rank_word(v.rank, lang)
    if isinstance(v, Breakdown):
        return " + ".join(f"{cards_markup((card,))}\u00a0{points}"
                          for card, points in v.items)
    if isinstance(v, Word):
        return texts.raw(v.key)
    if isinstance(v, (Seat, SeatList)):
        return variables("x", v, lang, texts)["x"]
    if isinstance(v, MeldRef):
        if v.short:
            return texts.format("table.meld_short", n=v.index + 1)
        return texts.format("table.meld", n=v.index + 1,
                            cards=cards_markup(v.cards))
    if isinstance(v, MeldList):
        return melds_markup(v.melds)
    if isinstance(v, Join):
        return join([sentence(piece, lang, texts) for piece in v.items], texts, v.clauses,
                    v.either)
    raise TypeError(f"cannot render {v!r}")


def sentence(line: Line, lang: str, texts: Texts) -> str:
    """A line's sentence in ``lang``, its parameters filled (cards as ``[[…]]`` markup)."""
    params: dict[str, Any] = {}
    for name, v in line.params:
        params.update(variables(name, v, lang, texts))
    if line.count is not None:
        params.setdefault("count", line.count)
    return texts.fill(line.key, params)


def phrase(key: str, lang: str, texts: Texts, **params: Any) -> str:
    """The sentence at ``key`` with typed parameters (as a :class:`Line`'s):
    ``phrase("buy.situation.player", lang, texts, player=Seat(0), n=11)``."""
    return sentence(Line(key, tuple(params.items())), lang, texts)


def melds_markup(melds: Iterable[Meld]) -> str:
    """Melds side by side, joined by " + "."""
    return " + ".join(cards_markup(m.cards) for m in melds)


def render_lines(lines: list[Line], lang: str, texts: Texts) -> str:
    """Markdown: one paragraph per sentence, lists for lay-downs, melds and list items."""
    blocks: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if items:
            blocks.append("\n".join(f"- {i}" for i in items))
            items.clear()

    for line in lines:
        text = sentence(line, lang, texts)
        if line.item:
            items.append(text)
            continue
        flush()
        blocks.append(text)
        if line.laydowns:
            blocks.append("\n".join(f"- {melds_markup(l.melds)}" for l in line.laydowns))
        if line.melds:
            blocks.append(f"- {melds_markup(line.melds)}")
    flush()
    return "\n\n".join(blocks)


# -- plain text: the verdict's sentences ------------------------------------------------------

def plain_variables(name: str, v: Any, lang: str, texts: Texts) -> dict[str, Any]:
    """The Fluent variables of the parameter ``name`` = ``v`` in a plain text: its value
    (:func:`plain_value`), for cards their ``$<name>_gender``, ``$<name>_article`` and
    ``$<name>_the``, ``$<name>_each`` and ``$<name>_either`` (as :func:`variables`), for players
    ``$<name>_the`` ("o jogador 3 e a Ana"), for a rank word its gender, article and plural
    (as :func:`variables`), and, for lists of any kind, ``$<name>_count``."""
    if isinstance(v, RankWord):
        return variables(name, v, lang, texts)
    out = {name: plain_value(v, lang, texts)}
    if isinstance(v, Cards) and v.cards:
        # as in :func:`variables`: the first card's gender and article, ``$x_the``
        gender, article = card_grammar(v.cards[0], lang)
        out[f"{name}_gender"], out[f"{name}_article"] = gender, article
        out[f"{name}_the"] = the_cards(v.cards, out[name], lang)
        out[f"{name}_each"] = each_card(v.cards, lang,
                                        lambda c: plain_value(Cards((c,)), lang, texts),
                                        lambda xs: plain_listing(xs, texts))
        # one of them, whichever: «o 7♠, o 9♥ ou o 4♥» (eighth pt reading #6)
        out[f"{name}_either"] = each_card(v.cards, lang,
                                          lambda c: plain_value(Cards((c,)), lang, texts),
                                          lambda xs: plain_listing(xs, texts, "words.or"),
                                          either=True)
    elif isinstance(v, SeatList):
        # players in a sentence: a name as given, else "el jugador 3" (``words.seat_the``)
        out[f"{name}_the"] = plain_listing(
            [v.names[s] if v.names else texts.format("words.seat_the", seat=s + 1)
             for s in v.seats], texts)
    elif isinstance(v, Listing) and v.items and all(isinstance(x, CardAtEnd) for x in v.items):
        # cards placed one by one ("el 9♠ (per dalt) i el 10♠ (per dalt)")
        # an undeclared joker is the word for it, "o joker (na ponta de cima)" (pt #17 of
        # the fresh reviews: «o JK (na ponta de cima)»; JK is notation, not prose)
        out[f"{name}_the"] = plain_listing(
            [with_article(card_grammar(x.card, lang)[1], plain_value(x, lang, texts))
             if not (x.card.is_joker and x.card.declared is None) else
             with_article(card_grammar(x.card, lang)[1], joker_word(lang))
             + (f" ({texts.raw(f'words.end_{x.end}')})" if x.end else "")
             for x in v.items], texts)
    items = (v.cards if isinstance(v, (Cards, CardList)) else
             v.seats if isinstance(v, SeatList) else
             v.items if isinstance(v, (Totals, Listing, Join, Breakdown)) else
             v.melds if isinstance(v, MeldList) else None)
    if items is not None:
        out[f"{name}_count"] = len(items)
    return out


def plain_value(v: Any, lang: str, texts: Texts) -> Any:
    """One parameter value as plain text (``docs/<lang>/verdict.ftl``'s words) or a number:
    cards in Unicode notation, a breakdown as ``K♣ 10 + A♥ 15``."""
    if isinstance(v, bool):
        raise TypeError("no booleans in texts")
    if isinstance(v, int):
        return v
    if isinstance(v, str):
        raise TypeError(f"no raw text in plans: {v!r} (use Word)")
    if isinstance(v, CardCount):
        return texts.format("words.cards", n=v.n)
    if isinstance(v, Cards):
        return " ".join(c.unicode() for c in v.cards) or texts.raw("words.no_cards")
    if isinstance(v, Breakdown):
        return " + ".join(f"{card.unicode()} {points}" for card, points in v.items)
    if isinstance(v, Word):
        return texts.raw(v.key)
    if isinstance(v, ClauseRefs):
        return ", ".join("§" + c for c in v.clauses)
    if isinstance(v, RankWord):
        return rank_word(v.rank, lang)
    if isinstance(v, CardList):
        return ", ".join(c.unicode() for c in v.cards)
    if isinstance(v, SeatList):
        return plain_listing([plain_seat(seat, v.names, texts) for seat in v.seats], texts)
    if isinstance(v, Totals):
        # "Ana, 45; Bruno, 12; e Carla, 30": the semicolon before the last one too, or
        # "Bruno, 12 e Carla, 30" would run the number into the next name
        return plain_listing([texts.format("words.total", who=plain_seat(seat, v.names, texts),
                                           n=total) for seat, total in v.items], texts,
                             last="words.totals_last", sep=texts.raw("words.totals_sep"))
    if isinstance(v, MeldList):
        return " + ".join(m.unicode() for m in v.melds)
    if isinstance(v, ContractWords):
        parts = []
        if v.groups:
            parts.append(texts.raw(f"contract.groups.{v.groups}"))
        if v.sequences:
            parts.append(texts.raw(f"contract.sequences.{v.sequences}"))
        return plain_listing(parts, texts)
    if isinstance(v, MeldTarget):
        cards = f" ({v.meld.unicode()})" if v.meld is not None else ""
        if v.end is None:
            key = "words.to_the_meld" if v.to else (
                "words.the_meld" if v.article else "words.meld")
            return texts.format(key, n=v.index + 1) + cards
        # an end of a meld, in the language's order ("a ponta de cima da combinação 1",
        # "la combinación 1 por arriba")
        key = "words.to_the_meld_end" if v.to else (
            "words.the_meld_end" if v.article else "words.meld_end")
        return texts.format(key, meld=texts.format("words.meld", n=v.index + 1) + cards,
                            end=v.end)
    if isinstance(v, MeldWords):
        return plain_meld_words(v.meld, lang, texts, v.spans)
    if isinstance(v, KindPlural):
        return texts.raw(f"words.{v.kind}s")
    if isinstance(v, CardAtEnd):
        if v.end is None:
            return v.card.unicode()
        return f"{v.card.unicode()} ({texts.raw(f'words.end_{v.end}')})"
    if isinstance(v, Reason):
        return plain_reason(v, lang, texts)
    if isinstance(v, HouseValue):
        return house_value_text(v, lang)
    if isinstance(v, HouseLabel):
        return house_label_text(v, lang)
    if isinstance(v, Listing):
        return plain_listing([plain_value(x, lang, texts) for x in v.items], texts,
                             "words.or" if v.either else "words.and")
    if isinstance(v, Join):
        if v.clauses:       # whole clauses, each with its verb ("… e descarta", "…; descarta")
            return plain_clauses([plain_sentence(x, lang, texts) for x in v.items], texts)
        return plain_listing([plain_sentence(x, lang, texts) for x in v.items], texts,
                             "words.or" if v.either else "words.and")
    if isinstance(v, Seat):
        return plain_seat(v.seat, (), texts)
    raise TypeError(f"cannot render {v!r} as plain text")


def plain_meld_words(meld: Meld, lang: str, texts: Texts,
                     spans: tuple[Meld, ...] = ()) -> str:
    """``meld.group`` (``$n`` cards, ``$rank`` its symbol, ``$ranks`` the cards' plural name:
    "um grupo de 3 damas") / ``meld.sequence`` of the catalogue, filled; with ``spans``
    (the sequences the same cards may be), ``meld.sequence_spans`` ("3♠–6♠ ou 4♠–7♠")."""
    if isinstance(meld, Group):
        return texts.format("meld.group", n=len(meld), rank=rank_symbol(meld.rank),
                            ranks=rank_plural(meld.rank, lang))

    def ends(m: Meld) -> list[str]:
        return [rank_symbol(place_rank(p)) + m.suit.symbol for p in m.places]
    if len(spans) > 1:
        text = plain_listing(["–".join(ends(m)) for m in spans], texts, "words.or")
        return texts.format("meld.sequence_spans", n=len(meld), spans=text,
                            suit=suit_word(meld.suit.value, lang))
    low, high = ends(meld)
    return texts.format("meld.sequence", n=len(meld), low=low, high=high,
                        suit=suit_word(meld.suit.value, lang))


def lower_first(text: str) -> str:
    """A sentence continued after a colon: "Os jokers…" → "os jokers…", "L'as…" → "l'as…";
    card names and abbreviations ("JK=6♠ …", "K♠ …") stay as they are.

    >>> [lower_first(t) for t in ("O ás é baixo", "L'as va baix", "El as", "K♠ sobra", "JK=7")]
    ['o ás é baixo', "l'as va baix", 'el as', 'K♠ sobra', 'JK=7']
    """
    if len(text) > 1 and text[0].isupper() and (
            text[1].islower() or (text[1] == " " and text[0] in "AÀEIOY")
            or (text[1] in "'’" and text[0] in "LD")):
        return text[0].lower() + text[1:]      # "A la ronda…", "O jogador…", "L'as…" too
    return text


def plain_reason(v: Reason, lang: str, texts: Texts) -> str:
    """An engine refusal in words: ``reasons.<code>__<clause>``, else ``reasons.<code>``, its
    placeholders filled (cards in Unicode notation, melds numbered from 1); the engine's
    English message when neither sentence fits."""
    params: dict[str, Any] = {}
    for k, x in v.params:
        if (k == "card" or k.endswith("_card")) and isinstance(x, (str, Card)) and x:
            # a card the reason names (``card``, ``low_card``, ``missing_card`` …): beside it,
            # its gender, article and ``$card_the`` (``$low_card_the`` …)
            try:
                card = x if isinstance(x, Card) else parse_card(x)
            except ContratoError:
                pass
            else:
                x = card.unicode()
                gender, article = card_grammar(card, lang)
                params[f"{k}_gender"], params[f"{k}_article"] = gender, article
                params[f"{k}_the"] = the_cards((card,), x, lang)
        elif k.endswith("_cards") and isinstance(x, str) and x:
            # several cards the reason names (``missing_cards``: "5H 6H"): ``$x`` in Unicode,
            # ``$x_count`` and ``$x_each`` ("o 5♥ e o 6♥"; fourteenth pt reading #1)
            cards = parse_cards(x)
            x = " ".join(c.unicode() for c in cards)
            params[f"{k}_count"] = len(cards)
            params[f"{k}_each"] = each_card(cards, lang, lambda c: c.unicode(),
                                            lambda xs: plain_listing(xs, texts))
        elif k == "meld_index" and isinstance(x, int):
            x = x + 1
        elif isinstance(x, Card):
            x = x.unicode()
        elif not isinstance(x, (str, int)):
            x = plain_value(x, lang, texts)
        params[k] = x
    keys = [f"reasons.{v.code}"]
    if v.clause:
        keys.insert(0, f"reasons.{v.code}__{v.clause.replace('.', '-')}")
    text = v.text
    for key in keys:
        if texts.has(key):
            try:
                text = texts.fill(key, params)
            except SourceError:
                pass
            break
    return lower_first(text) if v.lower else text


def plain_seat(seat: int, names: tuple[str, ...], texts: Texts) -> str:
    """A seat (from 0) as its player's name when given, else "jogador 3" (``words.seat``)."""
    return names[seat] if names else texts.format("words.seat", seat=seat + 1)


def plain_listing(items: list[str], texts: Texts, last: str = "words.and",
                  sep: str = ", ") -> str:
    """``a, b e c`` (``words.and`` joins the last two; ``last="words.nor"``: ``a, b nem c``,
    after a negation; ``last="words.or"``: ``a, b ou c``, one of them)."""
    if len(items) <= 1:
        return "".join(items)
    return sep.join(items[:-1]) + texts.raw(last) + items[-1]


def plain_clauses(items: list[str], texts: Texts) -> str:
    """Whole clauses, each with its verb: ``words.clauses_sep`` between them; before the last,
    ``words.clauses_last_inner`` when the clause before it already joins two with
    ``words.and`` (pt «…, troca … e põe-no …, e descarta …»), else ``words.clauses_pair``
    between two clauses (pt, ca «acrescenta … e descarta …») and ``words.clauses_last``
    after several."""
    if len(items) <= 1:
        return "".join(items)
    word = f" {texts.raw('words.and').strip()} "
    last = ("words.clauses_last_inner" if word in f" {items[-2]} " else
            "words.clauses_pair" if len(items) == 2 else "words.clauses_last")
    return texts.raw("words.clauses_sep").join(items[:-1]) + texts.raw(last) + items[-1]


def plain_sentence(line: Line, lang: str, texts: Texts) -> str:
    """A line's sentence as plain text, its parameters filled by :func:`plain_variables`."""
    params: dict[str, Any] = {}
    for name, v in line.params:
        params.update(plain_variables(name, v, lang, texts))
    if line.count is not None:
        params.setdefault("count", line.count)
    return texts.fill(line.key, params)


def plain_lines(lines: Iterable[Line], lang: str, texts: Texts) -> tuple[str, ...]:
    """Each line as one plain-text sentence (the verdict prints them one a line)."""
    return tuple(plain_sentence(line, lang, texts) for line in lines)


# -- titles: one plain line -------------------------------------------------------------------

def title_value(v: Any, lang: str, texts: Texts) -> str:
    """One parameter of a title as plain text: cards in Unicode notation (``7♥``, ``JK``), a
    :class:`~generator.questions.lines.MeldSpan` as ``7♥–10♥`` (a sequence by its ends) or
    ``7♠ 7♥ JK`` (a group), an :class:`~generator.questions.lines.OfRank` from the
    catalogue's ``titles.of_rank``, lists joined in the language; other values as
    :func:`value` renders them."""
    if isinstance(v, Cards):
        return " ".join(c.physical.unicode() for c in v.cards)
    if isinstance(v, MeldSpan):
        m = v.meld
        if isinstance(m, Group):
            return " ".join(c.physical.unicode() for c in m.cards)
        ends = (place_rank(m.low), place_rank(m.high))
        return "–".join(rank_symbol(r) + m.suit.symbol for r in ends)
    if isinstance(v, OfRank):
        return texts.raw(f"titles.of_rank.{rank_symbol(v.rank)}")
    if isinstance(v, Listing):
        return join([title_value(x, lang, texts) for x in v.items], texts)
    if isinstance(v, Series):
        return ", ".join(title_value(x, lang, texts) for x in v.items)
    if isinstance(v, Join):
        return join([title_text(piece, lang, texts) for piece in v.items], texts, v.clauses,
                    v.either)
    return value(v, lang, texts)


def title_text(line: Line, lang: str, texts: Texts) -> str:
    """A title's line in ``lang``: one line of plain text (no markup), its parameters filled
    by :func:`title_value`; beside cards, their gender, article and ``$x_the`` as in
    :func:`variables` ("després d'agafar el 5♥"); beside a player, ``$x_name``, ``$x_gender``
    and ``$x_article``."""
    params = {name: title_value(v, lang, texts) for name, v in line.params}
    for name, v in line.params:
        if isinstance(v, Cards) and v.cards:
            gender, article = card_grammar(v.cards[0], lang)
            params[f"{name}_gender"], params[f"{name}_article"] = gender, article
            params[f"{name}_the"] = the_cards(v.cards, params[name], lang)
            params[f"{name}_each"] = each_card(v.cards, lang,
                                               lambda c: title_value(Cards((c,)), lang, texts),
                                               lambda xs: join(xs, texts))
            params[f"{name}_either"] = each_card(
                v.cards, lang, lambda c: title_value(Cards((c,)), lang, texts),
                lambda xs: join(xs, texts, either=True), either=True)
        elif (isinstance(v, (Listing, Series)) and v.items
              and all(isinstance(x, Cards) and len(x.cards) == 1 for x in v.items)):
            # single cards listed: each after its article ("el 4♥ i el 8♥")
            said = [the_cards(x.cards, title_value(x, lang, texts), lang) for x in v.items]
            params[f"{name}_the"] = (join(said, texts) if isinstance(v, Listing)
                                     else ", ".join(said))
        elif isinstance(v, Seat):
            # a player's name alone, gender and article, as in :func:`variables`
            # ("mão mais cara: 128 pontos da Ana", "128 punts d'en Bernat")
            people = _people(name, (v.seat,), texts)
            for key in ("name", "gender", "article"):
                params[f"{name}_{key}"] = people[f"{name}_{key}"]
    if line.count is not None:
        params.setdefault("count", line.count)
    return " ".join(texts.fill(line.key, params).split())
