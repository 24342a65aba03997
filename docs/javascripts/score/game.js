/* Contrato: the score sheet's rules and game code (no page, no DOM): window.ContratoScore.
 *
 * Everything here counts with the numbers generator/site/score_page.py exports from the
 * engine at build time (rules_data: this site's profile and what each house-rules option sets),
 * so the sheet never waits for the Python runtime:
 *
 * - house(rules, code): a house-rules code read with the checks of
 *   generator.engine.house.decode, in the same order (the same problem and part), and the
 *   numbers of the profile it gives (tests/test_score_rules.py compares both on every option);
 * - cardValue, breakdown, handPenalty: what cards left in hand cost (8.1, D12);
 *   leastPenalty(profile, k): the cheapest k cards of the pack (generator.questions.standings
 *   least_penalty);
 * - checks(profile, round, entry): what no round can produce, each with its clause: a penalty
 *   no hand can have (below the cheapest card or above the dearest hand the round allows, 8.1;
 *   in a whole-hand round below the cheapest whole hand, 7.4), two players on 0 (8.2), a 0 when nobody
 *   went out (9.2), a whole-hand round's hand of a size no round gives (7.4), a card counted more often than
 *   the pack holds (1.2) — generator.questions.standings.row_problem's checks, and those only
 *   the cards can show;
 * - totals, standings: the sums (8.4) and the places with ties (9.3, 9.4);
 * - encode / decode: the whole game as the short code of the page's address (README, "The
 *   score sheet's code");
 * - verdictCode: the verdict page's address for a round's standings or a hand's penalty
 *   (generator/verdict/share.py);
 * - csv: a finished game as CSV.
 *
 * A game is {id, names: [4 strings], dealer: 0-3 (the first dealer's seat), house: "" or a
 * code, rounds: [round]}; a round is {out: seat or -1 (nobody went out: 9.2), entries: [4]},
 * and an entry {cards: ["K♣", "JK", …]} or {n: 25, confirmed: true|false} (a number typed;
 * n null with text: what was typed, not a number); the out seat's entry is ignored (0, 8.2).
 */
(function (root) {
  "use strict";

  var SUITS = ["♠", "♥", "♦", "♣"];
  var TO_ASCII = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
  var FROM_ASCII = { S: "♠", H: "♥", D: "♦", C: "♣" };
  var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  var RANK_NUMBER = { A: 1, J: 11, Q: 12, K: 13 };

  function copy(o) { return JSON.parse(JSON.stringify(o)); }

  // --- house rules --------------------------------------------------------------------------
  function option(rules, key) {
    for (var i = 0; i < rules.options.length; i++) {
      if (rules.options[i].key === key) { return rules.options[i]; }
    }
    return null;
  }

  /* The value a part's text gives for option o ("25.10.15" for the penalties), or null. */
  function readValue(o, text) {
    if (o.numbers) {
      var ns = text.split(".");
      if (ns.length !== o.numbers.length) { return null; }
      for (var i = 0; i < ns.length; i++) {
        if (!/^\d{1,3}$/.test(ns[i])) { return null; }
        var n = Number(ns[i]);
        if (n < o.numbers[i].min || n > o.numbers[i].max) { return null; }
        ns[i] = n;
      }
      return ns;
    }
    for (var k = 0; k < o.choices.length; k++) {
      if (o.choices[k].code === text && text !== "") { return text; }
    }
    return null;
  }

  /* A house-rules code: {code (canonical), values, profile} or {problem, token}, with the
   * checks of generator.engine.house.decode in its order. "" or null: this site's rules. */
  function house(rules, text) {
    var site = copy(rules.site);
    if (text === null || text === undefined || String(text).trim() === "") {
      return { code: rules.version, values: {}, profile: site };
    }
    var code = String(text).trim().toLowerCase();
    var parts = code.split("-");
    if (!/^h\d+$/.test(parts[0])) { return { problem: "syntax", token: null }; }
    if (parts[0] !== rules.version) { return { problem: "version", token: parts[0] }; }
    var values = {}, tokens = {};
    for (var i = 1; i < parts.length; i++) {
      var part = parts[i];
      var m = /^([a-z])(.*)$/.exec(part);
      if (!m) { return { problem: "syntax", token: part }; }
      if (rules.refused.indexOf(part) >= 0) { return { problem: "unmodelled", token: part }; }
      var o = option(rules, m[1]);
      if (!o) { return { problem: "unknown-option", token: part }; }
      if (Object.prototype.hasOwnProperty.call(values, o.key)) {
        return { problem: "twice", token: part };
      }
      tokens[o.key] = part;
      var value = readValue(o, m[2]);
      if (value === null) { return { problem: "bad-value", token: part }; }
      values[o.key] = value;
    }
    var b = rules.buying;
    if (values[b.key] === b.off) {
      for (var q = 0; q < b.needs.length; q++) {
        if (Object.prototype.hasOwnProperty.call(values, b.needs[q])) {
          return { problem: "conflict", token: tokens[b.needs[q]] };
        }
      }
    }
    var profile = site;
    rules.options.forEach(function (o) {
      if (!Object.prototype.hasOwnProperty.call(values, o.key)) { return; }
      if (o.numbers) {
        o.fields.forEach(function (f, k) { profile.penalties[f] = values[o.key][k]; });
        return;
      }
      var sets = o.choices.filter(function (c) { return c.code === values[o.key]; })[0].sets;
      Object.keys(sets).forEach(function (k) {
        if (k === "final") {
          var last = profile.contracts[profile.contracts.length - 1];
          last.whole_hand = sets.final.whole_hand;
          last.final_discard = sets.final.final_discard;
        } else {
          profile[k] = copy(sets[k]);
        }
      });
    });
    if (profile.jokers > rules.jokers_per_deck * profile.decks) {
      return { problem: "conflict", token: tokens.j || tokens.d };
    }
    return { code: canonicalHouse(rules, values), values: values, profile: profile };
  }

  function canonicalHouse(rules, values) {
    var parts = [rules.version];
    rules.options.forEach(function (o) {
      if (!Object.prototype.hasOwnProperty.call(values, o.key)) { return; }
      var v = values[o.key];
      if (o.numbers) {
        var site = o.fields.map(function (f) { return rules.site.penalties[f]; });
        if (v.join(".") !== site.join(".")) { parts.push(o.key + v.join(".")); }
      } else if (v !== o.choices[0].code) {
        parts.push(o.key + v);
      }
    });
    return parts.join("-");
  }

  // --- cards --------------------------------------------------------------------------------
  var CARD = /^(?:(10|[2-9AJQK])([♠♥♦♣SHDC])|JK)$/;

  /* "7♥", "7H", "JK" → the card as the page writes it ("7♥", "JK"), or null. */
  function card(text) {
    var m = CARD.exec(String(text));
    if (!m) { return null; }
    if (!m[1]) { return "JK"; }
    return m[1] + (FROM_ASCII[m[2]] || m[2]);
  }
  function isJoker(c) { return c === "JK"; }
  function rankOf(c) { return c.slice(0, -1); }
  function suitOf(c) { return c.slice(-1); }

  /* What a card left in hand costs (8.1): an ace, a K Q J, a joker (D12: whatever it stood
   * for) what the profile says; 2-10 their number. */
  function cardValue(profile, c) {
    if (isJoker(c)) { return profile.penalties.joker; }
    var rank = rankOf(c), n = RANK_NUMBER[rank] || Number(rank);
    if (n === 1) { return profile.penalties.ace; }
    if (n >= 11) { return profile.penalties.face; }
    return n;
  }
  function breakdown(profile, cards) {
    return cards.map(function (c) { return [c, cardValue(profile, c)]; });
  }
  function handPenalty(profile, cards) {
    return cards.reduce(function (s, c) { return s + cardValue(profile, c); }, 0);
  }
  /* Every physical card of the pack (1.2): decks copies of each of the 52, and the jokers. */
  function pack(profile) {
    var out = [];
    SUITS.forEach(function (s) {
      RANKS.forEach(function (r) {
        for (var d = 0; d < profile.decks; d++) { out.push(r + s); }
      });
    });
    for (var j = 0; j < profile.jokers; j++) { out.push("JK"); }
    return out;
  }
  /* The smallest penalty k cards can have: the pack's k cheapest. */
  var sortedValues = typeof WeakMap === "function" ? new WeakMap() : null;
  function leastPenalty(profile, k) {
    var values = sortedValues && sortedValues.get(profile);
    if (!values) {
      values = pack(profile).map(function (c) { return cardValue(profile, c); })
        .sort(function (a, b) { return a - b; });
      if (sortedValues) { sortedValues.set(profile, values); }
    }
    var sum = 0;
    for (var i = 0; i < k && i < values.length; i++) { sum += values[i]; }
    return sum;
  }
  /* The largest penalty k cards can have: the pack's k dearest. */
  function mostPenalty(profile, k) {
    leastPenalty(profile, 0);
    var values = sortedValues ? sortedValues.get(profile) : pack(profile).map(function (c) {
      return cardValue(profile, c); }).sort(function (a, b) { return a - b; });
    var sum = 0;
    for (var i = values.length - 1; i >= 0 && i >= values.length - k; i--) { sum += values[i]; }
    return sum;
  }
  /* The most cards one hand can hold in a round: the pack less the other hands as dealt, which
   * each player keeps in hand or on the table (2.2, 1.2; common.hand_size_most). */
  function handSizeMost(profile, roundNo) {
    return profile.decks * 52 + profile.jokers - (profile.players - 1) * profile.deal[roundNo - 1];
  }
  /* How many copies of a card the pack holds (1.2). */
  function copies(profile, c) { return isJoker(c) ? profile.jokers : profile.decks; }

  // --- a round ------------------------------------------------------------------------------
  function wholeHand(profile, roundNo) { return !!profile.contracts[roundNo - 1].whole_hand; }
  /* The cards a purchase adds to a hand: the card bought and the penalty cards (6.3: 2); 0
   * without buying (generator.questions.common.purchase_step). */
  function purchaseStep(profile) { return profile.buying ? 1 + profile.buy_penalty : 0; }
  /* Whether a hand left in a whole-hand round can hold `size` cards: the cards dealt, plus
   * a purchase's cards any number of times (7.4, 6.3; common.size_problem "penalty"). */
  function handSizeFits(profile, dealt, size) {
    var step = purchaseStep(profile);
    if (step === 0) { return size === dealt; }
    return size >= dealt && (size - dealt) % step === 0;
  }

  /* An entry's penalty, or null when it is not given (no card, no number). */
  function entryPenalty(profile, round, seat) {
    if (round.out === seat) { return 0; }
    var e = round.entries[seat];
    if (!e) { return null; }
    if (e.cards) { return e.cards.length ? handPenalty(profile, e.cards) : null; }
    return typeof e.n === "number" ? e.n : null;
  }
  function penalties(profile, round) {
    var out = [];
    for (var s = 0; s < profile.players; s++) { out.push(entryPenalty(profile, round, s)); }
    return out;
  }

  /* The checks of a round, in seat order then the pack's: each {code, clause, seat (or -1),
   * confirmable, confirmed, params}. code: "missing" (nothing entered), "not-number" (8.1),
   * "low" (8.1), "low-final" (7.4), "size-final" (7.4: a whole hand holds the
   * cards dealt plus a purchase's cards per purchase), "two-out" (8.2), "zero-nobody"
   * (9.2), "high" (8.1: dearer than the most cards a hand of the round can hold),
   * "too-many" (2.2: more cards than a hand of the round can hold), "pack" (1.2), "no-out"
   * (who went out is not chosen). A confirmable check is one on
   * a number typed: the table may keep it (confirmed), and the round is then saved with it. */
  function checks(profile, roundNo, round) {
    var out = [];
    if (round.out === undefined || round.out === null) {
      out.push({ code: "no-out", clause: null, seat: -1, confirmable: false, params: {} });
    }
    var least = leastPenalty(profile, 1);
    var whole = wholeHand(profile, roundNo);
    var dealt = profile.deal[roundNo - 1];
    var leastWhole = leastPenalty(profile, dealt);
    for (var s = 0; s < profile.players; s++) {
      if (round.out === s) { continue; }
      var e = round.entries[s] || {};
      var check = null;
      if (e.cards) {
        if (!e.cards.length) {
          check = { code: "missing", clause: null };
        } else if (e.cards.length > handSizeMost(profile, roundNo)) {
          check = { code: "too-many", clause: "2.2",
                    params: { round: roundNo, cards: handSizeMost(profile, roundNo),
                              count: e.cards.length } };
        } else if (whole && !handSizeFits(profile, dealt, e.cards.length)) {
          check = { code: "size-final", clause: "7.4",
                    params: { round: roundNo, cards: dealt, step: purchaseStep(profile),
                              count: e.cards.length } };
        }
      } else if (typeof e.n !== "number") {
        check = e.text !== undefined && String(e.text).trim() !== ""
          ? { code: "not-number", clause: "8.1", params: { text: e.text } }
          : { code: "missing", clause: null };
      } else if (e.n === 0 && least > 0) {
        check = round.out >= 0
          ? { code: "two-out", clause: "8.2", params: { n: 0, out: round.out }, confirmable: true }
          : { code: "zero-nobody", clause: "9.2", params: { n: 0 }, confirmable: true };
      } else if (e.n !== 0 && whole && e.n < leastWhole) {
        check = { code: "low-final", clause: "7.4", confirmable: true,
                  params: { n: e.n, round: roundNo, cards: dealt, least: leastWhole } };
      } else if (e.n !== 0 && e.n < least) {
        check = { code: "low", clause: "8.1", confirmable: true,
                  params: { n: e.n, least: least } };
      } else if (e.n > mostPenalty(profile, handSizeMost(profile, roundNo))) {
        check = { code: "high", clause: "8.1", confirmable: true,
                  params: { n: e.n, round: roundNo, cards: handSizeMost(profile, roundNo),
                            most: mostPenalty(profile, handSizeMost(profile, roundNo)) } };
      }
      if (check) {
        check.seat = s;
        check.params = check.params || {};
        check.confirmable = !!check.confirmable;
        check.confirmed = check.confirmable && !!e.confirmed;
        out.push(check);
      }
    }
    // the same physical card more often than the pack holds (1.2), over the hands tapped
    var seen = {}, order = [];
    for (var t = 0; t < profile.players; t++) {
      var entry = round.entries[t];
      if (round.out === t || !entry || !entry.cards) { continue; }
      entry.cards.forEach(function (c) {
        if (!seen[c]) { seen[c] = { count: 0, seats: [] }; order.push(c); }
        seen[c].count += 1;
        if (seen[c].seats.indexOf(t) < 0) { seen[c].seats.push(t); }
      });
    }
    order.forEach(function (c) {
      if (seen[c].count > copies(profile, c)) {
        out.push({ code: "pack", clause: "1.2", seat: -1, confirmable: false, confirmed: false,
                   params: { card: c, count: seen[c].count, most: copies(profile, c),
                             seats: seen[c].seats } });
      }
    });
    return out;
  }
  /* The checks that keep a round from being saved: all but the confirmed ones. */
  function blocking(list) { return list.filter(function (c) { return !c.confirmed; }); }

  // --- the game -----------------------------------------------------------------------------
  /* The dealer of round r (from 1): the deal passes to the left each round (2.1). */
  function dealerOf(game, r, players) { return (game.dealer + r - 1) % (players || 4); }

  /* Totals after each round (8.4): [[t0, t1, t2, t3] after round 1, …]. */
  function runningTotals(profile, game) {
    var totals = [], sum = [];
    for (var s = 0; s < profile.players; s++) { sum.push(0); }
    game.rounds.forEach(function (round) {
      var row = penalties(profile, round);
      sum = sum.map(function (t, i) { return t + (row[i] || 0); });
      totals.push(sum.slice());
    });
    return totals;
  }
  function totals(profile, game) {
    var all = runningTotals(profile, game);
    if (all.length) { return all[all.length - 1]; }
    var zero = [];
    for (var s = 0; s < profile.players; s++) { zero.push(0); }
    return zero;
  }
  /* Places by total, lowest first; tied totals share a place (9.4): [{seat, total, place}];
   * winners: the seats at the lowest total (9.3); final: every round played. */
  function standings(profile, game) {
    var t = totals(profile, game);
    var seats = t.map(function (total, seat) { return { seat: seat, total: total }; });
    seats.sort(function (a, b) { return a.total - b.total || a.seat - b.seat; });
    seats.forEach(function (x, i) {
      x.place = i > 0 && seats[i - 1].total === x.total ? seats[i - 1].place : i + 1;
    });
    var low = seats.length ? seats[0].total : 0;
    return {
      places: seats,
      winners: seats.filter(function (x) { return x.total === low; })
        .map(function (x) { return x.seat; }).sort(),
      low: low,
      rounds: game.rounds.length,
      final: game.rounds.length === profile.rounds
    };
  }

  // --- the game's code ----------------------------------------------------------------------
  var VERSION = "g1";
  function pct(text) {
    // as Python's urllib.parse.quote(text, safe=""): only letters, digits and _.-~ stay
    return encodeURIComponent(text).replace(/[!'()*]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
  }
  function packed(cards) {
    return cards.map(function (c) { return isJoker(c) ? "JK" : rankOf(c) + TO_ASCII[suitOf(c)]; })
      .join("");
  }
  function encodeRound(round, players) {
    var parts = [];
    for (var s = 0; s < players; s++) {
      if (round.out === s) { parts.push("o"); continue; }
      var e = round.entries[s];
      if (e.cards) { parts.push(packed(e.cards)); }
      else { parts.push(String(e.n) + (e.confirmed ? "!" : "")); }
    }
    return parts.join(",");
  }
  /* The code of a game (README, "The score sheet's code"). */
  function encode(game, players) {
    players = players || 4;
    var parts = [VERSION, "id=" + game.id];
    if (game.names.some(function (n) { return n; })) {
      parts.push("p=" + game.names.map(function (n) { return pct(n || ""); }).join(","));
    }
    parts.push("d=" + (game.dealer + 1));
    if (game.house && !/^h\d+$/.test(game.house)) { parts.push("h=" + game.house); }
    if (game.rounds.length) {
      parts.push("r=" + game.rounds.map(function (r) { return encodeRound(r, players); }).join("/"));
    }
    return parts.join("&");
  }

  var PACKED = /(10|[2-9AJQK])([SHDC])|JK/y;
  function unpack(text) {
    var cards = [], i = 0;
    while (i < text.length) {
      PACKED.lastIndex = i;
      var m = PACKED.exec(text);
      if (!m) { return null; }
      cards.push(m[1] ? m[1] + FROM_ASCII[m[2]] : "JK");
      i = PACKED.lastIndex;
    }
    return cards;
  }
  function fail(part, why) { return { error: { part: part, why: why } }; }

  /* A game from its code, or {error: {part, why}}: why is "version", "syntax", "unknown",
   * "twice", "id", "names", "dealer", "house" (with problem and token), "rounds" (more than
   * the game has), "round" (not one entry per player), "entry" (not o, a number or cards),
   * "out" (two players went out). Fields may come in any order; cards in either notation. */
  function decode(text, rules) {
    var players = rules.site.players, profileRounds = rules.site.rounds;
    var code = String(text || "").replace(/^#/, "");
    var items = code.split("&");
    if (items[0] !== VERSION) { return fail(items[0], "version"); }
    var given = {};
    for (var i = 1; i < items.length; i++) {
      var eq = items[i].indexOf("=");
      if (eq < 1) { return fail(items[i], "syntax"); }
      var name = items[i].slice(0, eq), value = items[i].slice(eq + 1);
      if (["id", "p", "d", "h", "r"].indexOf(name) < 0) { return fail(items[i], "unknown"); }
      if (Object.prototype.hasOwnProperty.call(given, name)) { return fail(items[i], "twice"); }
      given[name] = value;
    }
    var game = { id: null, names: [], dealer: 0, house: "", rounds: [] };
    if (given.id !== undefined) {
      if (!/^[a-z0-9]{4,12}$/.test(given.id)) { return fail("id=" + given.id, "id"); }
      game.id = given.id;
    }
    if (given.p !== undefined) {
      var names = given.p.split(",");
      if (names.length !== players) { return fail("p=" + given.p, "names"); }
      try {
        game.names = names.map(function (n) { return decodeURIComponent(n).trim(); });
      } catch (err) { return fail("p=" + given.p, "names"); }
      if (game.names.some(function (n) { return n.length > 40; })) {
        return fail("p=" + given.p, "names");
      }
    } else {
      for (var s = 0; s < players; s++) { game.names.push(""); }
    }
    if (given.d !== undefined) {
      if (!/^[1-9]$/.test(given.d) || Number(given.d) > players) {
        return fail("d=" + given.d, "dealer");
      }
      game.dealer = Number(given.d) - 1;
    }
    var profile = rules.site;
    if (given.h !== undefined) {
      var h;
      try { h = house(rules, decodeURIComponent(given.h)); } catch (err) { h = { problem: "syntax" }; }
      if (h.problem) {
        var f = fail("h=" + given.h, "house");
        f.error.problem = h.problem;
        f.error.token = h.token;
        return f;
      }
      game.house = h.code === rules.version ? "" : h.code;
      profile = h.profile;
    }
    if (given.r !== undefined && given.r !== "") {
      var rounds = given.r.split("/");
      if (rounds.length > profile.rounds || rounds.length > profileRounds) {
        return fail("r=" + given.r, "rounds");
      }
      for (var r = 0; r < rounds.length; r++) {
        var entries = rounds[r].split(",");
        if (entries.length !== players) { return fail(rounds[r], "round"); }
        var round = { out: -1, entries: [] };
        for (var t = 0; t < entries.length; t++) {
          var x = entries[t], m;
          if (x === "o") {
            if (round.out >= 0) { return fail(rounds[r], "out"); }
            round.out = t;
            round.entries.push(null);
          } else if ((m = /^(\d{1,4})(!?)$/.exec(x))) {
            round.entries.push({ n: Number(m[1]), confirmed: m[2] === "!" });
          } else {
            var cards = x ? unpack(x) : null;
            if (!cards) { return fail(x || rounds[r], "entry"); }
            round.entries.push({ cards: cards });
          }
        }
        game.rounds.push(round);
      }
    }
    return { game: game };
  }

  /* The verdict page's situation (generator/verdict/share.py) for the standings after
   * `rounds` rows of penalties, or a hand's penalty; houseCode "" for this site's rules. */
  function verdictStandings(rows, names, houseCode) {
    var code = "standings&penalties=" + rows.map(function (row) { return row.join(","); }).join("/");
    var distinct = names.filter(function (n, i) { return n && names.indexOf(n) === i; });
    if (distinct.length === names.length) {
      code += "&players=" + names.map(pct).join(",");
    }
    return code + (houseCode ? "&profile=" + houseCode : "");
  }
  function verdictPenalty(cards, houseCode) {
    return "penalty&hand=" + (cards.length ? packed(cards) : "-") +
      (houseCode ? "&profile=" + houseCode : "");
  }

  // --- CSV ----------------------------------------------------------------------------------
  /* Rows of cells as CSV for a spreadsheet in pt, es or ca: ";" between cells (their decimal
   * comma makes it the list separator), CRLF, a byte-order mark so that accents survive, a
   * cell quoted when it holds ; " or a line break, and a text starting with = + - @ made
   * text (a leading ') so that no name becomes a formula. */
  function csv(rows) {
    return "\uFEFF" + rows.map(function (row) {
      return row.map(function (cell) {
        if (typeof cell === "number") { return String(cell); }
        var text = String(cell === null || cell === undefined ? "" : cell);
        if (/^[=+\-@\t\r]/.test(text)) { text = "'" + text; }
        if (/[;"\r\n]/.test(text)) { text = '"' + text.replace(/"/g, '""') + '"'; }
        return text;
      }).join(";");
    }).join("\r\n") + "\r\n";
  }

  root.ContratoScore = {
    SUITS: SUITS, RANKS: RANKS, VERSION: VERSION,
    house: house, card: card, cardValue: cardValue, breakdown: breakdown,
    handPenalty: handPenalty, pack: pack, leastPenalty: leastPenalty, mostPenalty: mostPenalty,
    handSizeMost: handSizeMost, copies: copies,
    wholeHand: wholeHand, purchaseStep: purchaseStep, handSizeFits: handSizeFits,
    entryPenalty: entryPenalty, penalties: penalties, checks: checks,
    blocking: blocking, dealerOf: dealerOf, runningTotals: runningTotals, totals: totals,
    standings: standings, encode: encode, decode: decode, packed: packed, pct: pct,
    verdictStandings: verdictStandings, verdictPenalty: verdictPenalty, csv: csv
  };
})(typeof window !== "undefined" ? window : this);
