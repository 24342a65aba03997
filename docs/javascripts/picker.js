/* Contrato: the card picker — a suit, then a rank or the joker — for every page where cards are
 * entered by hand at the table (the verdict page, docs/javascripts/verdict/verdict.js; the
 * score sheet). A classic script: load it before the page's own script (both "defer") with
 * docs/stylesheets/picker/picker.css. It defines window.ContratoPicker:
 *
 * - parse(card) → {rank, suit, joker} or null: a card in the site's Unicode notation ("10♥",
 *   "JK", "JK=7♠", "JK=7");
 * - spoken(card, names) → its name for a screen reader ("rei de paus"), from the card names of
 *   docs/<lang>/strings.yaml (cards:);
 * - face(card, names, hidden) → the site's card (generator/site/markup.py card_html); hidden:
 *   aria-hidden, for a card inside a labelled button;
 * - keypad(options) → {element, refresh(), focus(), suit()}: the four suits and the fourteen
 *   keys (A–K and the joker). options: names (card names), texts ({suit, rank, left,
 *   none_left}: "Naipe", "Valor", "{card}, ainda há {n}", "{card}, não há mais no baralho"),
 *   label (the keypad's name), count(card) → how many more of that card may be taken now (0:
 *   the key is off), why(card) → the spoken reason a key is off (optional), choose(card) (a key
 *   was tapped), suit (the first suit shown, "♥" by default), joker (false: no joker key),
 *   exhausted ("disable", the default: a key with none left takes nothing; "mark": it stays
 *   usable, marked and said so — a page that checks 1.2 itself and says why), container (an
 *   element the keypad is appended to). destroy() takes the keypad out of the page.
 *   The keypad never changes size as cards are taken (the page puts the chosen cards after
 *   it, so the keys stay under the thumb). Keyboard: the suits are one Tab stop (arrow keys
 *   change the suit), the keys another (arrow keys move in the grid as it is drawn, Home and
 *   End, Enter or Space take the card); a key that is off stays reachable and says why
 *   (aria-disabled), so that moving with the arrows never skips a place.
 * - chips(cards, options) → the chosen cards, each a button that takes it out again. options:
 *   names, remove ("Retirar {card}"), empty ("(nenhuma carta)"), onremove(index), className
 *   (more classes for each chip), after(card, index) → an element placed after a chip, or null.
 */
(function () {
  "use strict";

  var SUITS = ["♠", "♥", "♦", "♣"];
  var LETTERS = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
  var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  var CARD = /^(?:(10|[2-9AJQK])([♠♥♦♣])|JK(?:=(10|[2-9AJQK])([♠♥♦♣])?)?)$/;

  function fmt(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) {
      return params && params[k] !== undefined ? params[k] : m;
    });
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) { return; }
      if (k === "text") { node.textContent = v; }
      else if (k.slice(0, 2) === "on") { node.addEventListener(k.slice(2), v); }
      else { node.setAttribute(k, v === true ? "" : v); }
    });
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) {
        node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
      }
    });
    return node;
  }

  function parse(card) {
    var m = CARD.exec(card);
    if (!m) { return null; }
    if (m[1]) { return { rank: m[1], suit: m[2], joker: false }; }
    return { joker: true, rank: m[3] || null, suit: m[4] || null };
  }

  function spoken(card, names) {
    var p = parse(card);
    if (!p) { return card; }
    function natural(rank, suit) {
      var r = names.ranks[rank];
      return suit ? fmt(names.card, { rank: r, suit: names.suits[LETTERS[suit]] }) : r;
    }
    if (!p.joker) { return natural(p.rank, p.suit); }
    if (!p.rank) { return names.joker; }
    if (!p.suit) { return fmt(names.joker_as_rank, { rank: names.ranks[p.rank] }); }
    return fmt(names.joker_as, { card: natural(p.rank, p.suit) });
  }

  function face(card, names, hidden) {
    var p = parse(card);
    var attrs = hidden ? { "aria-hidden": "true" } : { role: "img", "aria-label": spoken(card, names) };
    if (p.joker) {
      attrs["class"] = "card joker";
      return el("span", attrs, ["JK", p.rank ? el("span", { "class": "card-as",
        text: "=" + p.rank + (p.suit || "") }) : null]);
    }
    attrs["class"] = "card " + (p.suit === "♥" || p.suit === "♦" ? "red" : "black");
    return el("span", attrs, [el("span", { "class": "card-rank", text: p.rank }),
                              el("span", { "class": "card-suit", text: p.suit })]);
  }

  // arrow keys in a row of buttons (suits) or a grid drawn by CSS (the keys): the index to go
  // to from ``i`` for ``key``, or -1
  function step(buttons, i, key, grid) {
    var last = buttons.length - 1;
    if (key === "Home") { return 0; }
    if (key === "End") { return last; }
    if (key === "ArrowLeft") { return Math.max(0, i - 1); }
    if (key === "ArrowRight") { return Math.min(last, i + 1); }
    if (!grid) { return -1; }
    // the columns as drawn: the keys on the first key's row
    var top = buttons[0].offsetTop, columns = 0;
    while (columns < buttons.length && buttons[columns].offsetTop === top) { columns++; }
    columns = Math.max(1, columns);
    if (key === "ArrowUp") { return i - columns >= 0 ? i - columns : i; }
    if (key === "ArrowDown") { return i + columns <= last ? i + columns : i; }
    return -1;
  }

  function keypad(o) {
    var names = o.names, texts = o.texts;
    var suit = o.suit && LETTERS[o.suit] ? o.suit : "♥";
    var ranks = o.joker === false ? RANKS.slice() : RANKS.concat(["JK"]);
    var current = -1;                      // the key that has the Tab stop

    var element = el("div", { "class": "picker", role: "group", "aria-label": o.label || null });
    var suitRow = el("div", { "class": "picker-suits", role: "group", "aria-label": texts.suit });
    var suitKeys = SUITS.map(function (s) {
      return el("button", {
        type: "button", "class": "picker-suit " + (s === "♥" || s === "♦" ? "red" : "black"),
        "data-suit": s, "aria-label": names.suits[LETTERS[s]], text: s,
        onclick: function () { setSuit(s); }
      });
    });
    suitKeys.forEach(function (b) { suitRow.appendChild(b); });
    suitRow.addEventListener("keydown", function (event) {
      var i = SUITS.indexOf(suit), to = step(suitKeys, i, event.key, false);
      if (to < 0) { return; }
      event.preventDefault();
      setSuit(SUITS[to]);
      suitKeys[to].focus();
    });

    var keyRow = el("div", { "class": "picker-ranks", role: "group", "aria-label": texts.rank });
    var keys = ranks.map(function (r, i) {
      var key = el("button", { type: "button", "class": "picker-rank" + (r === "JK" ? " joker" : ""),
        onclick: function () {
          current = i;
          if (key.getAttribute("aria-disabled") === "true") { return; }
          o.choose(cardAt(i));
          refresh();
        } });
      key.addEventListener("focus", function () { current = i; tabStops(); });
      keyRow.appendChild(key);
      return key;
    });
    keyRow.addEventListener("keydown", function (event) {
      var i = keys.indexOf(document.activeElement);
      if (i < 0) { return; }
      var to = step(keys, i, event.key, true);
      if (to < 0) { return; }
      event.preventDefault();
      current = to;
      tabStops();
      keys[to].focus();
    });
    element.appendChild(suitRow);
    element.appendChild(keyRow);

    function cardAt(i) { return ranks[i] === "JK" ? "JK" : ranks[i] + suit; }

    function tabStops() {
      suitKeys.forEach(function (b) {
        var on = b.getAttribute("data-suit") === suit;
        b.setAttribute("aria-pressed", on ? "true" : "false");
        b.tabIndex = on ? 0 : -1;
      });
      keys.forEach(function (k, i) { k.tabIndex = i === current ? 0 : -1; });
    }

    function refresh() {
      var firstOn = -1;
      keys.forEach(function (key, i) {
        var card = cardAt(i), left = o.count(card);
        if (left > 0 && firstOn < 0) { firstOn = i; }
        key.setAttribute("data-card", card);
        key.setAttribute("aria-label", left > 0 ? fmt(texts.left, { card: spoken(card, names), n: left })
          : ((o.why && o.why(card)) || fmt(texts.none_left, { card: spoken(card, names) })));
        var off = left <= 0 && o.exhausted !== "mark";
        if (off) { key.setAttribute("aria-disabled", "true"); }
        else { key.removeAttribute("aria-disabled"); }
        key.classList.toggle("is-exhausted", left <= 0);
        key.textContent = "";
        key.appendChild(face(card, names, true));
        key.appendChild(el("span", { "class": "picker-left", "aria-hidden": "true",
                                     text: left > 0 ? "×" + left : "0" }));
      });
      if (current < 0) { current = firstOn < 0 ? 0 : firstOn; }
      tabStops();
    }

    function setSuit(s) {
      suit = s;
      refresh();
    }

    refresh();
    if (o.container) { o.container.appendChild(element); }
    return {
      element: element,
      refresh: refresh,
      focus: function () { keys[current].focus(); },
      suit: function () { return suit; },
      destroy: function () { if (element.parentNode) { element.parentNode.removeChild(element); } }
    };
  }

  function chips(cards, o) {
    var list = el("span", { "class": "picker-chips" });
    if (!cards.length) { list.appendChild(el("span", { "class": "picker-empty", text: o.empty })); }
    cards.forEach(function (card, i) {
      list.appendChild(el("button", {
        type: "button", "class": "picker-chip" + (o.className ? " " + o.className : ""),
        "aria-label": fmt(o.remove, { card: spoken(card, o.names) }),
        onclick: function () { o.onremove(i); }
      }, [face(card, o.names, true)]));
      var extra = o.after ? o.after(card, i) : null;
      if (extra) { list.appendChild(extra); }
    });
    return list;
  }

  window.ContratoPicker = { SUITS: SUITS, RANKS: RANKS, parse: parse, spoken: spoken,
                            face: face, keypad: keypad, chips: chips, format: fmt };
})();
