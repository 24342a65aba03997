/* Contrato: a situation's code, read in the page itself (the verdict page, <lang>/verdict/#…).
 *
 * The same reading as generator/verdict/share.py `decode` (README, "The address"), in
 * JavaScript, so that a shared link draws its situation in the form at once, before the
 * rules engine has loaded — as a chess site draws a position from its code before its engine
 * starts. The result is the canonical plain data the engine's own `decode` gives the page
 * (generator/verdict/browser.py): cards as one Unicode string ("7♥ 7♦", [] for none),
 * `opened: no` as false, `asks` as [[seat, cards], …] in the order the players spoke,
 * "profile" last when the code names one. tests/test_verdict_share_js.py checks, in
 * Chromium, that both readings agree on every README example, every puzzle's link and
 * thousands of generated situations and damaged codes.
 *
 *   ContratoShare.decode(code, questions) → {ok: true, situation} | {ok: false, error, field}
 *
 * `questions`: each question's fields in order, [{name, kind}, …] (the page's config,
 * generator/verdict/fields.py). A code this reader refuses is refused by the engine too, except
 * numbers of more than 15 digits (beyond what JavaScript counts exactly): the page then asks
 * the engine, which says what is wrong.
 */
(function (root) {
  "use strict";

  // share.py's kinds of field, by how they are written (tests/test_verdict_share_js.py checks
  // that both files know the same kinds)
  var NUMBER_KINDS = { round: 1, count: 1, turn: 1, seat: 1, index: 1, "pile-size": 1, reshuffles: 1 };
  var WORD_KINDS = { kind: 1, end: 1, draws: 1 };
  var OPENED_KINDS = { opened: 1, "opened-before": 1 };
  var CARD_KINDS = { cards: 1, meld: 1 };
  // share.py's _WORD, matched as Python's re.match does: "$" also before a final newline
  var WORD = /^[a-z][a-z0-9.-]*\n?$/;
  var PROFILE_KEY = "profile";
  var DEFAULT_PROFILE = "contrato";
  // generator/engine/cards.py _PACKED: one card at the start of a packed string
  var PACKED = /(JK(?:=(10|[2-9AJQKT])([SHDC♠♥♦♣♤♡♢♧][\ufe0e\ufe0f]?)?)?)|(10|[2-9AJQKT])([SHDC♠♥♦♣♤♡♢♧][\ufe0e\ufe0f]?)/iy;
  var SUITS = { S: "♠", H: "♥", D: "♦", C: "♣", "♠": "♠", "♥": "♥", "♦": "♦", "♣": "♣",
                "♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣" };
  var has = Object.prototype.hasOwnProperty;

  function Refused(message, field) {
    this.message = message;
    this.field = field || null;
  }
  function refuse(message, field) { throw new Refused(message, field); }

  // Python's urllib.parse.unquote (UTF-8, errors replaced): only runs of ASCII characters
  // are unquoted, %XX by %XX; a "%" that starts no escape stays as it is
  function unquote(text) {
    if (text.indexOf("%") < 0) { return text; }
    return text.replace(/[\x00-\x7f]+/g, function (run) {
      if (run.indexOf("%") < 0) { return run; }
      var bytes = [];
      for (var i = 0; i < run.length;) {
        if (run[i] === "%" && /^[0-9a-fA-F]{2}$/.test(run.substr(i + 1, 2))) {
          bytes.push(parseInt(run.substr(i + 1, 2), 16));
          i += 3;
        } else {
          bytes.push(run.charCodeAt(i));
          i += 1;
        }
      }
      return new TextDecoder("utf-8").decode(new Uint8Array(bytes));
    });
  }

  function rankOf(text) {
    var r = text.toUpperCase();
    return r === "T" ? "10" : r;
  }
  function suitOf(text) {
    var s = text.replace(/[\ufe0e\ufe0f]/g, "");
    return SUITS[s.toUpperCase()] || SUITS[s];
  }

  // cards.py parse_packed_cards, each card in Unicode notation
  function unpacked(text, field) {
    if (text === "-") { return []; }
    var cards = [], i = 0, m;
    while (i < text.length) {
      PACKED.lastIndex = i;
      m = PACKED.exec(text);
      if (!m) { refuse("no card starts at character " + (i + 1), field); }
      if (m[1]) {
        cards.push(m[2] ? "JK=" + rankOf(m[2]) + (m[3] ? suitOf(m[3]) : "") : "JK");
      } else {
        cards.push(rankOf(m[4]) + suitOf(m[5]));
      }
      i = PACKED.lastIndex;
    }
    return cards;
  }
  function shown(cards) { return cards.length ? cards.join(" ") : []; }

  function digits(text, field) {
    if (!/^[0-9]+$/.test(text)) { refuse("a whole number, not " + JSON.stringify(text), field); }
    if (text.length > 15) { refuse("a number too long to read here", field); }
    return Number(text);
  }

  function decodeField(kind, text, name) {
    if (kind !== "players") { text = unquote(text); }
    if (has.call(NUMBER_KINDS, kind)) { return digits(text, name); }
    if (has.call(CARD_KINDS, kind)) { return shown(unpacked(text, name)); }
    if (kind === "card") {
      var one = unpacked(text, name);
      if (one.length !== 1) { refuse("one card, not " + JSON.stringify(text), name); }
      return one[0];
    }
    if (kind === "hand-or-size") {
      if (/^[0-9]+$/.test(text)) { return digits(text, name); }
      return shown(unpacked(text, name));
    }
    if (kind === "melds") {
      return text === "-" ? [] : text.split(",").map(function (m) { return shown(unpacked(m, name)); });
    }
    if (has.call(WORD_KINDS, kind)) {
      if (!WORD.test(text)) { refuse("a word, not " + JSON.stringify(text), name); }
      return text;
    }
    if (has.call(OPENED_KINDS, kind)) {
      if (text !== "no" && text !== "this-turn" && text !== "earlier") {
        refuse("no, this-turn or earlier, not " + JSON.stringify(text), name);
      }
      return text === "no" ? false : text;
    }
    if (kind === "bool") {
      if (text !== "yes" && text !== "no") { refuse("yes or no, not " + JSON.stringify(text), name); }
      return text === "yes";
    }
    if (kind === "seats") {
      return text === "-" ? [] : text.split(",").map(function (s) { return digits(s, name); });
    }
    if (kind === "sizes") {
      return text.split(",").map(function (n) { return digits(n, name); });
    }
    if (kind === "asks") {
      var out = [], seen = {};
      (text === "-" ? [] : text.split(",")).forEach(function (item) {
        var at = item.indexOf(":");
        var seat = at < 0 ? item : item.slice(0, at);
        digits(seat, name);
        if (at < 0 || has.call(seen, seat)) {
          refuse("seat:cards, each seat once, not " + JSON.stringify(item), name);
        }
        seen[seat] = true;
        out.push([Number(seat), shown(unpacked(item.slice(at + 1), name))]);
      });
      return out;
    }
    if (kind === "penalties") {
      return text.split("/").map(function (row) {
        return row.split(",").map(function (n) { return digits(n, name); });
      });
    }
    if (kind === "players") { return text.split(",").map(unquote); }
    refuse("no code for fields of kind " + JSON.stringify(kind), name);
  }

  function decode(code, questions) {
    try {
      if (typeof code !== "string") { refuse("a code is text"); }
      if (code.charAt(0) === "#") { code = code.slice(1); }
      var items = code ? code.split("&") : [""];
      var question = unquote(items.shift());
      if (!has.call(questions, question)) { refuse("unknown question " + JSON.stringify(question), "question"); }
      var fields = {};
      questions[question].forEach(function (f) { fields[f.name] = f.kind; });
      var given = {};
      items.forEach(function (item) {
        var at = item.indexOf("=");
        var name = at < 0 ? item : item.slice(0, at);
        if (at < 0) { refuse("name=value, not " + JSON.stringify(item), name || null); }
        if (has.call(given, name)) { refuse("given twice", name); }
        if (name !== PROFILE_KEY && !has.call(fields, name)) { refuse("unknown field " + JSON.stringify(name), name); }
        given[name] = item.slice(at + 1);
      });
      var data = { question: question };
      questions[question].forEach(function (f) {
        if (has.call(given, f.name)) { data[f.name] = decodeField(f.kind, given[f.name], f.name); }
      });
      if (has.call(given, PROFILE_KEY)) {
        var profile = unquote(given[PROFILE_KEY]);
        if (!WORD.test(profile)) { refuse("no profile " + JSON.stringify(profile), PROFILE_KEY); }
        if (profile !== DEFAULT_PROFILE) { data[PROFILE_KEY] = profile; }
      }
      return { ok: true, situation: data };
    } catch (err) {
      if (err instanceof Refused) { return { ok: false, error: err.message, field: err.field }; }
      throw err;
    }
  }

  var api = { decode: decode, unquote: unquote, kinds: {
    number: Object.keys(NUMBER_KINDS), word: Object.keys(WORD_KINDS),
    opened: Object.keys(OPENED_KINDS), cards: Object.keys(CARD_KINDS),
    other: ["card", "hand-or-size", "melds", "bool", "seats", "sizes", "asks", "penalties", "players"] } };
  if (typeof module === "object" && module.exports) { module.exports = api; }
  root.ContratoShare = api;
})(typeof self !== "undefined" ? self : this);
