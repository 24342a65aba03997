/* Contrato: the verdict page (<lang>/verdict/) — settle it at the table.
 *
 * The player picks the question and describes the situation with a card picker made for a
 * thumb; the rules engine itself (Python, in the browser with Pyodide: worker.js) rules, and
 * the page shows its sentences with every clause linked. The element holding the answer
 * carries the exact JSON object `contrato verdict --json` prints, in data-verdict.
 *
 * - Config: the JSON of #verdict's data-config (generator/site/verdict_page.py): the page's
 *   language, the questions' fields (generator/verdict/fields.py), the pack of each profile,
 *   texts, card names, where the runtime and the engine bundle are.
 * - The situation lives in the address after "#" (generator/verdict/share.py reads and writes
 *   it, in the browser too): opening the link shows the same situation and ruling; the
 *   language switcher keeps it (contrato.js: data-keep-hash). The page reads the link itself
 *   (share.js, the same reading as share.py) and draws the situation in the form at once, on
 *   arrival, before the engine is ready; the ruling follows when the engine is. What the
 *   player changes meanwhile wins: an edit drops the ruling that was on its way.
 * - The picker (docs/javascripts/picker.js, loaded before this script) never offers a card the
 *   pack cannot hold (rule 1.2): two of each card, three jokers, counted over every card of the
 *   situation; the cards a player lays off come from their hand, the cards asked for in a
 *   purchase from the discard pile. Its keys stay under the thumb: the chosen cards come after
 *   the keypad and are redrawn in place.
 * - The top of the form says which rules apply: this site's, or a house-rules code from the
 *   address (&profile=<code>, or #profile=<code> alone); a code the house-rules page kept on
 *   the device is offered, never applied unasked.
 * - Under a ruling, its follow-up questions (computed by generator/questions/follow.py) start
 *   from its result. YAML, the ruling's JSON and the command line are in the developers'
 *   disclosure at the end of the page, outside #verdict.
 * - The runtime loads only when needed (a situation in the address, the first tap on the
 *   form). The status line sits at the top of the form (and stays on screen while the engine
 *   loads or decides): the megabytes while the runtime downloads, "starting the rules engine"
 *   while it compiles; screen readers hear only the start, "ready" and a failure (a polite
 *   live region of its own), not every step. The ruling is scrolled into view and focused.
 * - Offline: the service worker (sw.js at the site's root) is registered by contrato.js on
 *   every page and keeps the site and the runtime; this page waits for it before loading the
 *   engine (the runtime then passes through it, fetched once), and holds back its keeping of
 *   the other pages until the engine has loaded.
 * - window.contratoVerdict: {ready, rule(data), state()} for tests and the benchmark.
 */
(function () {
  "use strict";

  var root = document.getElementById("verdict");
  if (!root) { return; }
  var cfg = JSON.parse(root.getAttribute("data-config"));
  var ui = cfg.ui;
  var CARD_KINDS = { cards: true, meld: true, card: true };
  var DECLARABLE = { meld: true, melds: true };

  // --- small helpers ------------------------------------------------------------------------
  function fmt(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) {
      return params && params[k] !== undefined ? params[k] : m;
    });
  }
  function esc(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) { return; }
      if (k === "text") { node.textContent = v; }
      else if (k === "html") { node.innerHTML = v; }
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
  function profile() { return cfg.profiles[state.profile] || houseProfile(state.profile); }
  function houseProfile(code) {
    // a house-rules code (generator/engine/house.py: h1-d1-j1…): this site's table with the
    // code's decks (d) and jokers (j), for the picker's limits (1.2); the engine judges the rest
    var base = cfg.profiles.contrato, out = {};
    Object.keys(base).forEach(function (k) { out[k] = base[k]; });
    if (!/^h1(-|$)/.test(code || "")) { return base; }
    code.split("-").slice(1).forEach(function (part) {
      if (/^d[1-3]$/.test(part)) { out.decks = Number(part.slice(1)); }
      if (/^j[0-6]$/.test(part)) { out.jokers = Number(part.slice(1)); }
    });
    out.pack = 52 * out.decks + out.jokers;
    return out;
  }

  // --- cards (docs/javascripts/picker.js) ---------------------------------------------------
  var P = window.ContratoPicker;
  var parts = P.parse;
  function physical(card) { return card.slice(0, 2) === "JK" ? "JK" : card; }
  function spoken(card) { return P.spoken(card, cfg.cards); }
  function cardFace(card, hidden) { return P.face(card, cfg.cards, hidden); }
  function splitCards(value) {
    if (Array.isArray(value)) { return value.slice(); }
    return String(value || "").split(/\s+/).filter(Boolean);
  }
  // cards in a sentence of the answer (Unicode notation) become the site's cards
  var CARD_IN_TEXT = /(^|[\s(«"])((?:10|[2-9AJQK])[♠♥♦♣]|JK(?:=(?:10|[2-9AJQK])[♠♥♦♣]?)?)(?=$|[\s),.;:!?»"+])/g;
  var CLAUSE_IN_TEXT = /§(D\d{1,2}|V\d{1,2}|\d{1,2}\.\d{1,2})/g;
  function clauseHref(id) {
    if (/^V/.test(id)) { return cfg.variants; }
    return cfg.rules + (/^D/.test(id) ? id.toLowerCase() : id.replace(".", "-")) + "/";
  }
  function richText(text) {
    var html = esc(text).replace(CLAUSE_IN_TEXT, function (m, id) {
      return '<a href="' + esc(clauseHref(id)) + '">§' + id + "</a>";
    });
    var holder = el("span", { html: html });
    // cards: only in text nodes, never inside the links
    var walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    var nodes = [];
    while (walker.nextNode()) { nodes.push(walker.currentNode); }
    nodes.forEach(function (node) {
      var text = node.nodeValue, last = 0, out = [], m;
      CARD_IN_TEXT.lastIndex = 0;
      while ((m = CARD_IN_TEXT.exec(text)) !== null) {
        var start = m.index + m[1].length;
        out.push(document.createTextNode(text.slice(last, start)));
        out.push(cardFace(m[2], false));
        last = start + m[2].length;
      }
      if (!out.length) { return; }
      out.push(document.createTextNode(text.slice(last)));
      out.forEach(function (n) { node.parentNode.insertBefore(n, node); });
      node.parentNode.removeChild(node);
    });
    return holder;
  }

  // --- the situation being described ----------------------------------------------------------
  // state.values holds each field as the form edits it: card fields as arrays of cards (table:
  // an array of arrays; asks: an array of [seat, cards]), numbers, words; absent = not given.
  var state = { question: cfg.questions_order[0], values: {}, profile: "contrato",
                active: null, mode: {} };

  function fieldsOf(q) { return cfg.questions[q]; }
  function fieldOf(name) {
    return fieldsOf(state.question).filter(function (f) { return f.name === name; })[0];
  }
  function oneOf(name) {
    var groups = cfg.one_of[state.question] || [];
    return groups.indexOf(name) >= 0 ? groups : null;
  }
  function usedOneOf(groups) {
    var chosen = state.mode[groups.join("|")];
    return chosen || groups[0];
  }

  function defaults(f) {
    if (f.kind === "melds") { return []; }
    if (f.kind === "asks") { return []; }
    if (f.kind === "penalties") { return [[null, null, null, null]]; }
    if (CARD_KINDS[f.kind] || f.kind === "hand-or-size") { return []; }
    if (!f.required) { return undefined; }
    if (f.kind === "round" || f.kind === "seat") { return 1; }
    if (f.kind === "opened" || f.kind === "opened-before") { return false; }
    return undefined;
  }

  function setQuestion(q) {
    var old = state.values;
    state.question = q;
    state.values = {};
    fieldsOf(q).forEach(function (f) {
      var kept = old[f.name];
      var ok = kept !== undefined && !(f.kind === "card" && Array.isArray(kept) && kept.length > 1);
      state.values[f.name] = ok ? kept : defaults(f);
    });
    state.active = null;
  }

  function fromData(data) {
    // canonical plain data (generator/verdict/share.py decode) → the form
    var q = data.question;
    state.question = q;
    state.values = {};
    state.mode = {};
    state.profile = data.profile || "contrato";
    fieldsOf(q).forEach(function (f) {
      var v = data[f.name];
      if (v === undefined) { state.values[f.name] = defaults(f); return; }
      if (f.kind === "melds") { v = v.map(splitCards); }
      else if (f.kind === "asks") {
        // [[seat, cards], …] in the order the players spoke (generator/verdict/browser.py)
        v = Array.isArray(v) ? v.map(function (pair) { return [Number(pair[0]), splitCards(pair[1])]; })
          : Object.keys(v).map(function (seat) { return [Number(seat), splitCards(v[seat])]; });
      } else if (CARD_KINDS[f.kind] || (f.kind === "hand-or-size" && typeof v !== "number")) {
        v = splitCards(v);
      }
      state.values[f.name] = v;
      var groups = oneOf(f.name);
      if (groups) { state.mode[groups.join("|")] = f.name; }
    });
    (cfg.one_of[q] || []).forEach(function (name) {
      if (state.mode[(cfg.one_of[q] || []).join("|")] !== name) { state.values[name] = []; }
    });
    state.active = null;
  }

  function cardsData(cards) { return cards.length ? cards.join(" ") : []; }

  function toData() {
    // the form → plain data, as YAML would give it (what contrato verdict reads); the names
    // of fields left out or unfinished in ``missing``
    var data = { question: state.question }, missing = [];
    fieldsOf(state.question).forEach(function (f) {
      var v = state.values[f.name];
      var groups = oneOf(f.name);
      if (groups && usedOneOf(groups) !== f.name) { return; }
      if (f.kind === "melds") {
        if (!f.required && !v.length) { return; }
        data[f.name] = v.map(cardsData);
      } else if (f.kind === "asks") {
        // in the order the players spoke: pairs, not an object (whose number keys sort)
        data[f.name] = v.map(function (pair) { return [pair[0], cardsData(pair[1])]; });
      } else if (f.kind === "penalties") {
        if (v.some(function (row) { return row.some(function (n) { return n === null; }); })) {
          missing.push(f.name);
        }
        data[f.name] = v;
      } else if (f.kind === "players") {
        if (!v || v.every(function (n) { return !n; })) { return; }
        data[f.name] = v.map(function (n) { return n || ""; });
      } else if (CARD_KINDS[f.kind]) {
        if (f.kind === "card") {
          // an optional card (joker-swap's card: the swap asked about) may stay empty
          if (!v.length) { if (f.required || groups) { missing.push(f.name); } return; }
          data[f.name] = v[0];
        } else if (!f.required && !v.length && !groups) {
          return;
        } else {
          data[f.name] = cardsData(v);
        }
      } else if (f.kind === "hand-or-size") {
        data[f.name] = typeof v === "number" ? v : cardsData(v);
      } else if (f.kind === "sizes" && Array.isArray(v) && v.some(function (n) { return n === null; })) {
        missing.push(f.name);
      } else if (f.kind === "seats" && !f.required && Array.isArray(v) && !v.length) {
        return;
      } else if (v === undefined || v === null || v === "") {
        if (f.required) { missing.push(f.name); }
      } else {
        data[f.name] = v;
      }
    });
    if (state.profile !== "contrato") { data.profile = state.profile; }
    return { data: data, missing: missing };
  }

  // --- which cards the picker offers ---------------------------------------------------------
  // A slot is a place cards go: {field, index (a meld, an ask), kind}. Cards of the pack are
  // counted over every slot that holds cards of the table, the hands and the piles; the cards
  // laid off come from the hand; the cards asked for, from the discard pile.
  function slotCards(slot) {
    var v = state.values[slot.field];
    if (slot.index === undefined) { return Array.isArray(v) ? v : []; }
    if (fieldOf(slot.field).kind === "asks") { return v[slot.index][1]; }
    return v[slot.index];
  }
  function countIn(cards, card) {
    var p = physical(card);
    return cards.filter(function (c) { return physical(c) === p; }).length;
  }
  function within(f) {
    if (f.kind === "asks") { return "discard"; }
    return f.within || null;
  }
  function packCards() {
    var out = [];
    fieldsOf(state.question).forEach(function (f) {
      var v = state.values[f.name];
      if (within(f) || !v) { return; }
      if (f.kind === "melds") { v.forEach(function (m) { out = out.concat(m); }); }
      else if ((CARD_KINDS[f.kind] || f.kind === "hand-or-size") && Array.isArray(v)) {
        out = out.concat(v);
      }
    });
    return out;
  }
  function available(slot, card) {
    // how many more of ``card`` the active slot may take
    var f = fieldOf(slot.field), from = within(f);
    var limit = card === "JK" ? profile().jokers : profile().decks;
    if (from && Array.isArray(state.values[from])) {
      var pool = state.values[from];
      if (f.kind === "asks") { return countIn(pool, card) - countIn(slotCards(slot), card); }
      var taken = 0;
      (cfg.one_of[state.question] || [f.name]).forEach(function (name) {
        var other = fieldOf(name);
        if (other && other.within === from && Array.isArray(state.values[name])) {
          taken += countIn(state.values[name], card);
        }
      });
      if (f.kind === "card") { taken = 0; }
      return countIn(pool, card) - taken;
    }
    var all = packCards();
    if (from) { all = all.concat(slotCards(slot)); }
    return limit - countIn(all, card);
  }

  // --- the form ---------------------------------------------------------------------------
  var form = root.querySelector(".verdict-form");
  var fieldsBox = root.querySelector(".verdict-fields");
  var pickerSuit = "♥";
  var questionSelect = form.querySelector("select[name=question]");
  var helpLine = root.querySelector(".verdict-help");

  // a field's label: the question's own when it has one ("joker-swap.card"), else the field's
  function label(name) {
    return ui.fields[state.question + "." + name] || ui.fields[name] || name;
  }
  function sameSlot(a, b) { return a && b && a.field === b.field && a.index === b.index; }

  function slotKey(slot) { return slot.field + (slot.index === undefined ? "" : ":" + slot.index); }

  function chips(slot) {
    // the cards chosen, each a button that takes it out; a joker of the table says its value
    var cards = slotCards(slot), f = fieldOf(slot.field);
    return P.chips(cards, {
      names: cfg.cards, remove: ui.picker.remove, empty: ui.picker.empty,
      className: "verdict-chip",
      onremove: function (i) { cards.splice(i, 1); changed(slot, { chip: i }); },
      after: function (card, i) {
        if (!parts(card).joker || !DECLARABLE[f.kind]) { return null; }
        var select = el("select", { "class": "verdict-joker", "aria-label": ui.picker.joker_value,
          "data-index": i,
          onchange: function () { cards[i] = select.value; changed(slot, { joker: i }); } });
        select.appendChild(el("option", { value: "JK", text: ui.picker.joker_none }));
        P.RANKS.forEach(function (r) {
          select.appendChild(el("option", { value: "JK=" + r, text: "= " + r }));
        });
        P.SUITS.forEach(function (s) {
          P.RANKS.forEach(function (r) {
            select.appendChild(el("option", { value: "JK=" + r + s, text: "= " + r + s }));
          });
        });
        select.value = card;
        return select;
      }
    });
  }

  // the open picker: {slot, pad} (one at a time)
  var openPad = null;

  function slotBox(slot, name) {
    // closed: the cards, then "choose cards"; open: the keypad first, then the cards and
    // "done" — the keys never move under the thumb as cards are added (issue 25)
    var open = sameSlot(state.active, slot);
    var box = el("div", { "class": "verdict-slot" + (open ? " is-active" : ""),
                          "data-slot": slotKey(slot) });
    box.verdictSlot = slot;
    var toggle = el("button", {
      type: "button", "class": "verdict-button verdict-edit", "aria-expanded": open ? "true" : "false",
      "aria-label": (open ? ui.picker.done : ui.picker.choose) + ": " + name,
      text: open ? ui.picker.done : ui.picker.choose,
      onclick: function () {
        state.active = open ? null : slot;
        render();
        focusSlot(slot);
      }
    });
    if (open) {
      box.appendChild(pickerFor(slot, name));
      box.appendChild(chips(slot));
      box.appendChild(toggle);
    } else {
      box.appendChild(chips(slot));
      box.appendChild(toggle);
    }
    return box;
  }

  function boxOf(slot) {
    return fieldsBox.querySelector('[data-slot="' + slotKey(slot) + '"]');
  }

  function focusSlot(slot) {
    var box = boxOf(slot);
    if (!box) { return; }
    if (openPad && sameSlot(openPad.slot, slot)) {
      openPad.pad.focus();
      var rect = openPad.pad.element.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) {
        openPad.pad.element.scrollIntoView({ block: "nearest" });
      }
      return;
    }
    var edit = box.querySelector(".verdict-edit");
    if (edit) { edit.focus(); }
  }

  function pickerFor(slot, name) {
    var f = fieldOf(slot.field);
    var picker = el("div", { "class": "verdict-picker" });
    picker.appendChild(el("p", { "class": "picker-target", text: fmt(ui.picker.adding_to, { field: name }) }));
    var pad = P.keypad({
      names: cfg.cards, texts: ui.picker, suit: pickerSuit,
      label: fmt(ui.picker.adding_to, { field: name }),
      count: function (card) { return available(slot, card); },
      why: function (card) {
        return (within(f) && Array.isArray(state.values[within(f)]))
          ? fmt(ui.picker.not_in, { card: spoken(card), field: label(within(f)) }) : null;
      },
      choose: function (card) { pickerSuit = pad.suit(); add(slot, card); }
    });
    picker.appendChild(pad.element);
    openPad = { slot: slot, pad: pad };
    return picker;
  }

  function add(slot, card) {
    if (available(slot, card) <= 0) { return; }
    var cards = slotCards(slot);
    if (fieldOf(slot.field).kind === "card") { cards.length = 0; }
    cards.push(card);
    changed(slot, {});
  }

  function tidy() {
    // cards taken from another field (laid off from the hand, asked from the discard pile)
    // that are no longer there
    fieldsOf(state.question).forEach(function (f) {
      var from = within(f), pool = state.values[from];
      if (!from || !Array.isArray(pool)) { return; }
      function keep(cards) {
        var seen = {};
        return cards.filter(function (c) {
          seen[c] = (seen[c] || 0) + 1;
          return seen[c] <= countIn(pool, c);
        });
      }
      var v = state.values[f.name];
      if (f.kind === "asks") { v.forEach(function (pair) { pair[1] = keep(pair[1]); }); }
      else if (Array.isArray(v)) { state.values[f.name] = keep(v); }
    });
    var target = state.values.target, table = state.values.table;
    if (typeof target === "number" && Array.isArray(table) && target > table.length) {
      state.values.target = undefined;
    }
  }

  function changed(slot, focus) {
    // a change to the situation; with ``slot`` (cards added to it or taken out) only the
    // cards on screen are redrawn, in place: the keypad under the thumb stays where it is and
    // keeps the focus; otherwise the whole form
    tidy();
    if (slot) { redrawCards(slot, focus || {}); } else { render(); }
    edited();
  }

  function redrawCards(slot, focus) {
    Array.prototype.forEach.call(fieldsBox.querySelectorAll("[data-slot]"), function (box) {
      var old = box.querySelector(".picker-chips");
      var fresh = chips(box.verdictSlot);
      box.replaceChild(fresh, old);
      if (sameSlot(box.verdictSlot, slot)) {
        // the focus where it was: the next card taken out, a joker's value, or the keypad
        if (focus.chip !== undefined) {
          var left = fresh.querySelectorAll(".picker-chip");
          var next = left[Math.min(focus.chip, left.length - 1)];
          if (next) { next.focus(); } else { focusSlot(slot); }
        } else if (focus.joker !== undefined) {
          var sel = fresh.querySelector('.verdict-joker[data-index="' + focus.joker + '"]');
          if (sel) { sel.focus(); }
        }
      }
    });
    if (openPad) { openPad.pad.refresh(); }
  }

  function select(name, options, value, onchange, labelText) {
    var s = el("select", { name: name, "aria-label": labelText || null,
                           onchange: function () { onchange(s.value); } });
    options.forEach(function (o) { s.appendChild(el("option", { value: o[0], text: o[1] })); });
    s.value = value;
    return s;
  }

  function numberInput(name, value, min, max, onchange, labelText) {
    var input = el("input", { type: "number", inputmode: "numeric", name: name, min: min,
                              max: max, value: value === undefined || value === null ? "" : value,
                              "aria-label": labelText || null });
    input.addEventListener("change", function () {
      var n = input.value === "" ? null : parseInt(input.value, 10);
      onchange(isNaN(n) ? null : n);
    });
    return input;
  }

  function fieldBox(f) {
    var name = label(f.name), v = state.values[f.name];
    var legend = el("legend", { text: name + (f.required || oneOf(f.name) ? "" : " " + ui.values.optional) });
    var box = el("fieldset", { "class": "verdict-field vf-" + f.kind, "data-field": f.name }, [legend]);
    function set(value) { state.values[f.name] = value; changed(null); }
    var k = f.kind;
    if (k === "round") {
      var rounds = [];
      // no round: for a meld, one already on the table; for the other questions, not said
      if (!f.required) {
        rounds.push(["", state.question === "meld" ? ui.values.round_none : ui.values.round_unset]);
      }
      for (var r = 1; r <= profile().rounds; r++) { rounds.push([String(r), String(r)]); }
      box.appendChild(select(f.name, rounds, v === undefined ? "" : String(v), function (x) {
        set(x === "" ? undefined : Number(x)); }, name));
    } else if (k === "seat") {
      var seats = [];
      for (var s = 1; s <= profile().players; s++) { seats.push([String(s), fmt(ui.values.seat, { n: s })]); }
      box.appendChild(select(f.name, seats, String(v || 1), function (x) { set(Number(x)); }, name));
    } else if (k === "opened" || k === "opened-before" || k === "end" || k === "kind" || k === "draws") {
      var words = ui.values[k], opts = [];
      Object.keys(words).forEach(function (w) {
        if (w === "" && f.required) { return; }
        opts.push([w, words[w]]);
      });
      // not given: "" where the texts name that choice ("any end"), else the first word,
      // which is what the engine takes when the field is left out (draws: stock)
      var hasNone = opts.some(function (o) { return o[0] === ""; });
      var current = v === false ? "no" : (v === undefined ? (hasNone ? "" : opts[0][0]) : v);
      box.appendChild(select(f.name, opts, current, function (x) {
        set(x === "no" ? false : (x === "" ? undefined : x)); }, name));
    } else if (k === "index") {
      var melds = (state.values.table || []).length, targets = [["", ui.values.target_none]];
      for (var i = 1; i <= melds; i++) { targets.push([String(i), fmt(ui.values.meld, { n: i })]); }
      box.appendChild(select(f.name, targets, v === undefined ? "" : String(v), function (x) {
        set(x === "" ? undefined : Number(x)); }, name));
    } else if (k === "count" || k === "turn" || k === "pile-size" || k === "reshuffles") {
      box.appendChild(numberInput(f.name, v, k === "turn" ? 1 : 0, k === "pile-size" ? profile().pack :
                                  k === "reshuffles" ? profile().reshuffles : null,
                                  function (n) { set(n === null ? undefined : n); }, name));
    } else if (k === "bool") {
      box.appendChild(el("label", {}, [el("input", { type: "checkbox", checked: !!v,
        onchange: function (e) { set(e.target.checked); } }), " " + name]));
    } else if (k === "hand-or-size") {
      var asSize = typeof v === "number";
      var modes = select(f.name + "-mode", [["cards", ui.values.hand_cards], ["size", ui.values.hand_size]],
                         asSize ? "size" : "cards", function (x) {
                           set(x === "size" ? slotCards({ field: f.name }).length || 0 : []);
                         }, name);
      box.appendChild(modes);
      if (asSize) {
        box.appendChild(numberInput(f.name, v, 0, null, function (n) { set(n === null ? 0 : n); }, name));
      } else {
        box.appendChild(slotBox({ field: f.name }, name));
      }
    } else if (CARD_KINDS[k]) {
      var groups = oneOf(f.name);
      if (groups) {
        if (usedOneOf(groups) !== f.name) { return null; }
        box.appendChild(select(f.name + "-mode", [[groups[0], ui.values.one_card], [groups[1], ui.values.several_cards]],
          f.name, function (x) {
            state.mode[groups.join("|")] = x;
            var cards = slotCards({ field: f.name });
            state.values[x] = fieldOf(x).kind === "card" ? cards.slice(0, 1) : cards.slice();
            state.values[f.name] = [];
            if (state.active && state.active.field === f.name) { state.active = { field: x }; }
            changed(null);
          }, name));
      }
      box.appendChild(slotBox({ field: f.name }, name));
    } else if (k === "melds") {
      var list = el("ol", { "class": "verdict-melds" });
      v.forEach(function (meld, i) {
        var meldName = name + " — " + fmt(ui.values.meld, { n: i + 1 });
        list.appendChild(el("li", {}, [
          slotBox({ field: f.name, index: i }, meldName),
          el("button", { type: "button", "class": "verdict-button verdict-remove",
            text: fmt(ui.picker.remove_meld, { n: i + 1 }),
            onclick: function () { v.splice(i, 1); state.active = null; changed(null); } })
        ]));
      });
      box.appendChild(list);
      box.appendChild(el("button", { type: "button", "class": "verdict-button verdict-add",
        text: ui.picker.add_meld,
        onclick: function () { v.push([]); state.active = { field: f.name, index: v.length - 1 }; changed(null); focusSlot(state.active); } }));
    } else if (k === "asks") {
      var asks = el("ol", { "class": "verdict-asks" });
      v.forEach(function (pair, i) {
        var seatName = fmt(ui.values.seat, { n: pair[0] });
        asks.appendChild(el("li", {}, [
          el("span", { "class": "verdict-seat", text: seatName }),
          slotBox({ field: f.name, index: i }, name + " — " + seatName),
          el("button", { type: "button", "class": "verdict-button verdict-remove",
            text: ui.picker.clear + " (" + seatName + ")",
            onclick: function () { v.splice(i, 1); state.active = null; changed(null); } })
        ]));
      });
      box.appendChild(asks);
      var seatsRow = el("p", { "class": "verdict-add-seats" });
      for (var seat = 1; seat <= profile().players; seat++) {
        (function (n) {
          if (v.some(function (pair) { return pair[0] === n; })) { return; }
          seatsRow.appendChild(el("button", { type: "button", "class": "verdict-button verdict-add",
            text: "+ " + fmt(ui.values.seat, { n: n }),
            onclick: function () { v.push([n, []]); state.active = { field: f.name, index: v.length - 1 }; changed(null); focusSlot(state.active); } }));
        })(seat);
      }
      box.appendChild(seatsRow);
    } else if (k === "penalties") {
      var table = el("table", { "class": "verdict-penalties" });
      var head = el("tr", {}, [el("th", { scope: "col", text: "" })]);
      for (var p = 1; p <= profile().players; p++) { head.appendChild(el("th", { scope: "col", text: fmt(ui.values.seat, { n: p }) })); }
      table.appendChild(el("thead", {}, [head]));
      var body = el("tbody");
      v.forEach(function (row, ri) {
        var tr = el("tr", {}, [el("th", { scope: "row", text: fmt(ui.values.row, { n: ri + 1 }) })]);
        row.forEach(function (n, si) {
          tr.appendChild(el("td", {}, [numberInput(f.name + "-" + ri + "-" + si, n, 0, null, function (x) {
            row[si] = x; edited(); }, fmt(ui.values.row, { n: ri + 1 }) + ", " + fmt(ui.values.seat, { n: si + 1 }))]));
        });
        body.appendChild(tr);
      });
      table.appendChild(body);
      box.appendChild(table);
      var rowButtons = el("p", {});
      if (v.length < profile().rounds) {
        rowButtons.appendChild(el("button", { type: "button", "class": "verdict-button verdict-add", text: ui.picker.add_row,
          onclick: function () { v.push(v[0].map(function () { return null; })); changed(null); } }));
      }
      if (v.length > 1) {
        rowButtons.appendChild(el("button", { type: "button", "class": "verdict-button verdict-remove", text: ui.picker.remove_row,
          onclick: function () { v.pop(); changed(null); } }));
      }
      box.appendChild(rowButtons);
    } else if (k === "players") {
      var names = v || [];
      for (var n = 0; n < profile().players; n++) {
        (function (ni) {
          box.appendChild(el("label", { "class": "verdict-name" }, [
            el("span", { text: fmt(ui.values.seat, { n: ni + 1 }) }),
            el("input", { type: "text", value: names[ni] || "", autocomplete: "off",
              onchange: function (e) {
                var now = (state.values[f.name] || []).slice();
                while (now.length < profile().players) { now.push(""); }
                now[ni] = e.target.value.trim();
                state.values[f.name] = now;
                edited();
              } })]));
        })(n);
      }
    } else if (k === "sizes") {
      // a hand size per seat (buy: the hands before the draw); all empty: not given
      for (var hs = 1; hs <= profile().players; hs++) {
        (function (sn) {
          var now = v || [];
          box.appendChild(el("label", { "class": "verdict-name" }, [
            el("span", { text: fmt(ui.values.seat, { n: sn }) }),
            numberInput(f.name + "-" + sn, now[sn - 1], 0, null, function (n) {
              var sizes = (state.values[f.name] || []).slice();
              while (sizes.length < profile().players) { sizes.push(null); }
              sizes[sn - 1] = n;
              set(sizes.every(function (x) { return x === null; }) ? undefined : sizes);
            }, name + ", " + fmt(ui.values.seat, { n: sn }))]));
        })(hs);
      }
    } else if (k === "seats") {
      for (var si2 = 1; si2 <= profile().players; si2++) {
        (function (sn) {
          var chosen = (v || []).indexOf(sn) >= 0;
          box.appendChild(el("label", {}, [el("input", { type: "checkbox", checked: chosen,
            onchange: function (e) {
              var now = (state.values[f.name] || []).filter(function (x) { return x !== sn; });
              if (e.target.checked) { now.push(sn); now.sort(); }
              set(now);
            } }), " " + fmt(ui.values.seat, { n: sn })]));
        })(si2);
      }
    } else {
      box.appendChild(el("p", { text: k }));
    }
    return box;
  }

  function render() {
    questionSelect.value = state.question;
    helpLine.textContent = ui.help[state.question] || "";
    fieldsBox.innerHTML = "";
    openPad = null;
    fieldsOf(state.question).forEach(function (f) {
      var box = fieldBox(f);
      if (box) { fieldsBox.appendChild(box); }
    });
    showRules();
  }

  // --- the engine (worker.js) -----------------------------------------------------------------
  var status = root.querySelector(".verdict-status");
  var statusBox = root.querySelector(".verdict-state");
  var live = root.querySelector(".verdict-live");
  var progress = root.querySelector(".verdict-progress");
  var answerBox = root.querySelector(".verdict-answer");
  var engine = null;

  function show(text, kind) {
    // the visible line only (the megabytes, "starting"): never read out step by step
    status.textContent = text;
    status.className = "verdict-status" + (kind ? " is-" + kind : "");
    statusBox.classList.toggle("is-live", kind === "busy" || kind === "error");
  }
  function say(text, kind, heard) {
    // the visible line, and what screen readers hear (``heard``, else the same), once
    show(text, kind);
    heard = heard === undefined ? text : heard;
    if (heard && live.textContent !== heard) { live.textContent = heard; }
  }

  function mb(bytes) { return (bytes / 1048576).toLocaleString(cfg.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }); }

  function startEngine() {
    if (engine) { return engine.ready; }
    var worker, calls = {}, next = 1, resolveReady, rejectReady;
    engine = {
      ready: new Promise(function (resolve, reject) { resolveReady = resolve; rejectReady = reject; }),
      call: function (op, arg) {
        return engine.ready.then(function () {
          return new Promise(function (resolve, reject) {
            var id = next++;
            calls[id] = { resolve: resolve, reject: reject };
            worker.postMessage({ id: id, op: op, arg: arg });
          });
        });
      }
    };
    engine.ready.catch(function () {});
    if (window.contratoOffline) { window.contratoOffline.hold(engine.ready); }
    progress.max = cfg.bytes;
    progress.value = 0;
    progress.hidden = false;
    say(fmt(ui.status.loading, { done: mb(0), total: mb(cfg.bytes) }), "busy", ui.status.download);
    root.setAttribute("data-engine", "loading");
    // the service worker first (when there is one to wait for): the runtime then passes
    // through it and is kept as it arrives, fetched once
    controlled().then(spawn);
    function spawn() {
      try {
        worker = new Worker(cfg.worker, { type: "module" });
      } catch (err) {
        failed(String(err));
        return;
      }
      worker.onmessage = heard;
      worker.onerror = function (event) { failed(event.message || "worker"); };
      var at = function (url) { return new URL(url, location.href).href; };
      worker.postMessage({ op: "load", runtime: at(cfg.runtime), stdlib: at(cfg.stdlib),
                           rest: at(cfg.stdlib_rest), bundle: at(cfg.bundle), lock: cfg.lock,
                           total: cfg.bytes });
    }
    var compiling = false;
    function starting() {
      compiling = true;
      progress.removeAttribute("value");          // no bytes to count: an indeterminate bar
      show(ui.status.starting, "busy");
    }
    function failed(error) {
      progress.hidden = true;
      root.setAttribute("data-engine", "failed");
      say(navigator.onLine === false ? ui.status.offline : fmt(ui.status.failed, { error: error }), "error");
      rejectReady(new Error(error));
    }
    function heard(event) {
      var msg = event.data;
      if (msg.op === "progress" && !compiling) {
        var total = msg.total || cfg.bytes;        // the worker's count, else the build's
        progress.max = total;
        progress.value = Math.min(msg.loaded, total);
        if (msg.loaded >= total) {
          starting();
        } else {
          show(fmt(ui.status.loading, { done: mb(msg.loaded), total: mb(total) }), "busy");
        }
      } else if (msg.op === "starting") {
        starting();                // downloads done: Python compiles and starts
      } else if (msg.op === "ready") {
        progress.hidden = true;
        root.setAttribute("data-engine", "ready");
        root.setAttribute("data-engine-start", msg.start || "fresh");
        say(ui.status.ready);
        resolveReady();
      } else if (msg.op === "failed") {
        failed(msg.error);
      } else if (calls[msg.id]) {
        var call = calls[msg.id];
        delete calls[msg.id];
        if (msg.error) { call.reject(new Error(msg.error)); } else { call.resolve(msg.result); }
      }
    }
    return engine.ready;
  }

  // --- asking ---------------------------------------------------------------------------------
  var asked = 0;

  function showAnswer(out) {
    answerBox.innerHTML = "";
    answerBox.hidden = false;
    answerBox.appendChild(el("h2", { id: "verdict-ruling", text: ui.answer.heading }));
    out.lines.forEach(function (line) {
      answerBox.appendChild(el("p", { "class": "verdict-line" }, [richText(line)]));
    });
    if (out.clauses) {
      // "Regras: 4.1, 5.2": each clause links to its rule
      answerBox.appendChild(el("p", { "class": "verdict-clauses", html: esc(out.clauses).replace(
        /\b(D\d{1,2}|V\d{1,2}|\d{1,2}\.\d{1,2})\b/g, function (m, id) {
          return '<a href="' + esc(clauseHref(id)) + '">' + id + "</a>";
        }) }));
    }
    showFollowUps(out.follow || []);
    jsonBox.querySelector("code").textContent = JSON.stringify(out.verdict, null, 2);
    jsonBox.hidden = false;
    answerBox.setAttribute("data-verdict", JSON.stringify(out.verdict));
    answerBox.setAttribute("data-code", out.code);
  }

  function showError(message) {
    answerBox.innerHTML = "";
    answerBox.hidden = false;
    answerBox.removeAttribute("data-verdict");
    jsonBox.hidden = true;
    answerBox.appendChild(el("p", { "class": "verdict-error", role: "alert", text: message }));
  }

  function reveal() {
    // the ruling where the player looks: scrolled into view (below the sticky header, the
    // stylesheet's scroll-margin) and focused, so that a screen reader reads it
    answerBox.focus({ preventScroll: true });
    answerBox.scrollIntoView({ block: "start" });
  }

  function ask() {
    var built = toData();
    if (built.missing.length) {
      var incomplete = fmt(ui.status.incomplete, { fields: built.missing.map(label).join(", ") });
      say(incomplete, "error");
      root.setAttribute("data-state", "answered");
      root.dispatchEvent(new CustomEvent("contrato:verdict", { detail: { ok: false, error: incomplete } }));
      return Promise.resolve(null);
    }
    // the situation as the form shows it now; an edit before the answer drops this question
    // (edited()), so that what the player changes wins over a link still on its way
    var n = ++asked;
    root.setAttribute("data-state", "asking");
    startEngine();
    return engine.ready.then(function () {
      if (n !== asked) { return null; }
      show(ui.status.asking, "busy");
      return engine.call("rule", { situation: built.data, lang: cfg.lang, profile: state.profile });
    }).then(function (out) {
      if (!out || n !== asked) { return out; }
      if (out.ok) {
        showAnswer(out);
        show(ui.status.ready);
        setAddress(out.code);
        firstRuling();
      } else {
        showError(fmt(ui.status.bad_situation, { error: out.error }));
        show("");
        if (out.code) { setAddress(out.code); }
      }
      root.setAttribute("data-state", "answered");
      reveal();
      root.dispatchEvent(new CustomEvent("contrato:verdict", { detail: out }));
      return out;
    }, function (err) {
      root.setAttribute("data-state", "failed");
      if (engine && root.getAttribute("data-engine") !== "failed") {
        showError(String(err.message || err));
      }
      root.dispatchEvent(new CustomEvent("contrato:verdict", { detail: { ok: false, error: String(err) } }));
      return null;
    });
  }

  // the link's situation is in the form (bench/verdict_load.py times it against the home
  // page's load: issue 24, "visible within 1.3×")
  function drawnMark() {
    if (window.performance && performance.mark &&
        !performance.getEntriesByName("contrato:situation-drawn").length) {
      performance.mark("contrato:situation-drawn");
    }
  }

  function firstRuling() {
    // the first ruling on screen (make bench: bench/verdict_load.py), in the frame after it
    // was drawn
    if (performance.getEntriesByName("contrato:first-ruling").length || !window.requestAnimationFrame) { return; }
    requestAnimationFrame(function () {
      if (!performance.getEntriesByName("contrato:first-ruling").length) {
        performance.mark("contrato:first-ruling");
      }
    });
  }

  var shownCode = null;
  function setAddress(code) {
    shownCode = code;
    if (location.hash.slice(1) !== code) {
      history.replaceState(null, "", "#" + code);
    }
  }

  var edits = 0;
  function edited() {
    // a change to the situation: the old ruling no longer holds, and a ruling still on its
    // way (a link's, a question asked before the change) is dropped
    edits += 1;
    if (root.getAttribute("data-state") === "asking") {
      asked += 1;
      if (root.getAttribute("data-engine") === "ready") { show(ui.status.ready); }
    }
    root.setAttribute("data-state", "editing");
    answerBox.hidden = true;
    answerBox.removeAttribute("data-verdict");
    startEngine();
  }

  function fromAddress() {
    // the code as written (share.js and generator/verdict/share.py unquote each value
    // themselves: a name may hold an encoded comma)
    var code = location.hash.slice(1);
    if (!code || code === shownCode) { return Promise.resolve(null); }
    shownCode = code;
    // only the rules, no situation yet (the house-rules page's link): applied to the form
    var rulesOnly = /^profile=([A-Za-z0-9.-]+)$/.exec(code);
    if (rulesOnly) {
      useRules(rulesOnly[1].toLowerCase());
      return Promise.resolve(null);
    }
    startEngine();
    var read = window.ContratoShare ? window.ContratoShare.decode(code, cfg.questions) : { ok: false };
    if (read.ok) {
      // drawn at once, on arrival; the ruling when the engine is ready
      fromData(read.situation);
      render();
      root.setAttribute("data-drawn", "address");
      drawnMark();
      // a link's reader came for the situation: the status and the form at the top of the
      // screen, the page's introduction above them
      statusBox.scrollIntoView({ block: "start" });
      return ask();
    }
    // a code the page does not read itself: the engine reads it, and says what is wrong
    var at = edits;
    root.setAttribute("data-state", "asking");
    return engine.ready.then(function () { return engine.call("decode", { code: code, lang: cfg.lang }); }).then(function (out) {
      if (edits !== at) { return null; }          // the player has moved on meanwhile
      if (!out.ok) {
        root.setAttribute("data-state", "answered");
        showError(fmt(ui.status.bad_link, { error: out.error }));
        reveal();
        root.dispatchEvent(new CustomEvent("contrato:verdict", { detail: out }));
        return out;
      }
      fromData(out.situation);
      render();
      root.setAttribute("data-drawn", "engine");
      drawnMark();
      return ask();
    }, function () { return null; });
  }

  // --- follow-up questions -------------------------------------------------------------------
  // After a ruling, the natural next questions start from its result (computed by the question
  // layer, generator/questions/follow.py, and sent with the ruling): "yes, like this" → the
  // lay-down on the table and out of the hand; a lay-off or a swap → table and hand updated.
  function showFollowUps(follow) {
    if (!follow.length) { return; }
    var box = el("div", { "class": "verdict-follow" }, [
      el("h3", { "class": "verdict-follow-heading", text: ui.follow.heading })]);
    var groups = [], byAfter = {};
    follow.forEach(function (f) {
      if (!byAfter[f.after]) { byAfter[f.after] = []; groups.push(f.after); }
      byAfter[f.after].push(f);
    });
    groups.forEach(function (after) {
      box.appendChild(el("p", { "class": "verdict-follow-after" }, [richText(after)]));
      var buttons = el("p", { "class": "verdict-follow-questions" });
      byAfter[after].forEach(function (f) {
        buttons.appendChild(el("button", { type: "button", "class": "verdict-button verdict-follow-ask",
          "data-question": f.question, text: ui.follow.questions[f.question] || ui.questions[f.question],
          onclick: function () { followUp(f); } }));
        buttons.appendChild(document.createTextNode(" "));
      });
      box.appendChild(buttons);
    });
    answerBox.appendChild(box);
  }

  function followUp(f) {
    // the next situation in the form, under the same rules; a field left to fill in (the card
    // to lay off) opens its picker, else the question is asked at once
    var profileNow = state.profile;
    fromData(f.situation);
    state.profile = profileNow;
    if (f.pick) { state.active = { field: f.pick }; }
    render();
    edited();
    if (f.pick) {
      questionSelect.scrollIntoView({ block: "start" });
      focusSlot(state.active);
    } else {
      ask();
    }
  }

  // --- the rules the page applies ------------------------------------------------------------
  // This site's, or a table's house rules (a code, generator/engine/house.py) from the address
  // (&profile=<code>). The house-rules page keeps the table's code on this device
  // (localStorage "contrato.house", docs/javascripts/house/house.js): it is offered, never
  // applied unasked. Said at the top of the form, with a button to change.
  var HOUSE_STORE = "contrato.house";
  var rulesBox = el("div", { "class": "verdict-rules" });
  form.parentNode.insertBefore(rulesBox, form);

  function houseWords(code) {
    // what a code changes, in words (the page's language), or null for a code these words
    // cannot say (the engine says what is wrong with it when it is asked)
    var house = cfg.house, partsOf = String(code).toLowerCase().split("-"), out = [];
    if (partsOf[0] !== house.version) { return null; }
    for (var i = 1; i < partsOf.length; i++) {
      var o = house.options[partsOf[i].charAt(0)], value = partsOf[i].slice(1);
      if (!o) { return null; }
      if (o.templates) {
        var n = value.split(".");
        if (n.length !== 3) { return null; }
        // the words after the ace's points agree with it ("1 ponto", "15 pontos")
        var form = new Intl.PluralRules(o.locale).select(Number(n[0]));
        var template = o.templates[form] || o.templates.other;
        out.push(template.replace("{ace}", n[0]).replace("{face}", n[1]).replace("{joker}", n[2]));
      } else {
        if (!Object.prototype.hasOwnProperty.call(o.values, value) || value === o["default"]) { return null; }
        out.push(o.values[value]);
      }
    }
    return out.join("; ");
  }

  function keptCode() {
    var code = null;
    try { code = localStorage.getItem(HOUSE_STORE); } catch (e) { return null; }
    return code && /^h1-[a-z0-9.-]+$/.test(code) ? code : null;
  }

  function rulesLine(text, code, words, button) {
    var line = el("p", { "class": "verdict-rules-line" }, [el("span", { text: text })]);
    if (words) { line.appendChild(document.createTextNode(" ")); line.appendChild(el("span", { "class": "verdict-rules-words", text: words })); }
    if (button) { rulesBox.appendChild(line); rulesBox.appendChild(el("p", { "class": "verdict-rules-actions" }, [button])); }
    else { rulesBox.appendChild(line); }
  }

  function useRules(name) {
    var wasAnswered = !answerBox.hidden && answerBox.hasAttribute("data-verdict");
    state.profile = name;
    tidy();
    render();
    var again = rulesBox.querySelector("button, a");
    if (again) { again.focus(); }
    if (wasAnswered) { ask(); } else { edited(); }
  }

  function showRules() {
    var p = state.profile, kept = keptCode();
    rulesBox.textContent = "";
    rulesBox.setAttribute("data-profile", p);
    rulesBox.removeAttribute("data-offer");
    function button(text, name) {
      return el("button", { type: "button", "class": "verdict-button verdict-rules-use",
                            "data-use": name, text: text, onclick: function () { useRules(name); } });
    }
    if (p === "contrato" && kept) {
      rulesBox.setAttribute("data-offer", kept);
      rulesLine(ui.house.site, null, null, null);
      var keptWords = houseWords(kept), offer = fmt(ui.house.offer, { code: kept });
      rulesLine(keptWords ? offer : offer.replace(/:\s*$/, "."), kept, keptWords, button(ui.house.use, kept));
    } else if (p === "contrato") {
      rulesLine(ui.house.site, null, null, el("a", { href: cfg.house_page, "class": "verdict-rules-choose",
                                                     text: ui.house.choose }));
    } else if (p === "catalan-source") {
      rulesLine(ui.house.catalan, null, null, button(ui.house.back, "contrato"));
    } else {
      // a code these words cannot say: the code alone (the engine says what is wrong with it)
      var words = houseWords(p), head = fmt(ui.house.code, { code: p });
      rulesLine(words ? head : head.replace(/:\s*$/, "."), p, words, button(ui.house.back, "contrato"));
    }
  }

  // --- share, YAML ----------------------------------------------------------------------------
  // the developers' disclosure at the end of the page (YAML in and out, the JSON of the last
  // ruling): outside #verdict, shown only with JavaScript
  var devTools = document.querySelector(".verdict-dev-tools");
  var yamlBox = devTools.querySelector(".verdict-yaml");
  var yamlText = yamlBox.querySelector("textarea");
  var jsonBox = devTools.querySelector(".verdict-json");
  devTools.hidden = false;

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) { return navigator.clipboard.writeText(text); }
    return new Promise(function (resolve, reject) {
      yamlText.value = text;
      yamlText.select();
      try { if (document.execCommand("copy")) { resolve(); } else { reject(); } } catch (e) { reject(e); }
    });
  }

  root.querySelector("[data-copy]").addEventListener("click", function () {
    ask().then(function (out) {
      if (!out || !out.code) { return; }
      copyText(location.href).then(function () { say(ui.status.copied); }, function () {});
    });
  });
  var shareButton = root.querySelector("[data-share]");
  if (navigator.share) {
    shareButton.hidden = false;
    shareButton.addEventListener("click", function () {
      ask().then(function (out) {
        if (out && out.code) { navigator.share({ title: document.title, url: location.href }).catch(function () {}); }
      });
    });
  }
  devTools.querySelector("[data-export]").addEventListener("click", function () {
    var built = toData();
    startEngine();
    engine.call("yaml", { situation: built.data }).then(function (out) {
      yamlBox.hidden = false;
      if (out.ok) { yamlText.value = out.yaml; } else { say(fmt(ui.status.bad_situation, { error: out.error }), "error"); }
      yamlText.focus();
    });
  });
  devTools.querySelector("[data-import]").addEventListener("click", function () {
    yamlBox.hidden = false;
    yamlText.focus();
  });
  var jsyaml = null;
  function loadYamlReader() {
    if (jsyaml) { return jsyaml; }
    jsyaml = new Promise(function (resolve, reject) {
      var s = el("script", { src: cfg.yaml });
      s.onload = function () { resolve(window.jsyaml); };
      s.onerror = function () { reject(new Error(cfg.yaml)); };
      document.head.appendChild(s);
    });
    return jsyaml;
  }
  function asksOrder(text) {
    // the seats of "asks:" in the order they are written, or null
    var m = /^asks:[ \t]*(\{[^}]*\})?[ \t]*(?:#.*)?$/m.exec(text), seats = [];
    if (!m) { return null; }
    if (m[1]) {
      m[1].replace(/(?:^\{|,)\s*["']?(\d+)["']?\s*:/g, function (all, seat) { seats.push(Number(seat)); });
      return seats;
    }
    var indent = null;
    text.slice(m.index + m[0].length).split("\n").some(function (line) {
      if (/^\s*(#.*)?$/.test(line)) { return false; }
      if (/^\S/.test(line)) { return true; }                 // the next field: done
      var k = /^([ \t]+)["']?(\d+)["']?\s*:/.exec(line);
      if (k && (indent === null || k[1] === indent)) { indent = k[1]; seats.push(Number(k[2])); }
      return false;
    });
    return seats;
  }
  function inSpokenOrder(raw, text) {
    // a JavaScript object sorts number keys: asks become [[seat, cards], …] in the order the
    // YAML wrote them, the order the players spoke (generator/verdict/browser.py reads both)
    if (!raw || typeof raw !== "object" || !raw.asks || typeof raw.asks !== "object" ||
        Array.isArray(raw.asks)) { return; }
    var order = asksOrder(text), keys = Object.keys(raw.asks);
    if (!order || order.length !== keys.length ||
        !order.every(function (seat) { return keys.indexOf(String(seat)) >= 0; })) { return; }
    raw.asks = order.map(function (seat) { return [seat, raw.asks[String(seat)]]; });
  }

  // A plain scalar that YAML 1.2's core schema reads as a whole number written otherwise than
  // in plain digits (02, +2, 0x10, 0o17): contrato verdict refuses it (YAML readers disagree
  // on those forms; generator/verdict/situation.py), and so does the page, with the engine's
  // words. The first one, {value, number, line}, or null.
  var CORE_INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
  var PLAIN_INT = /^-?(?:0|[1-9][0-9]*)$/;
  function oddNumber(reader, text) {
    var events;
    try { events = reader.parseEvents(text); } catch (err) { return null; }
    for (var i = 0; i < events.length; i++) {
      var e = events[i];
      if (e.type !== 4 || e.style !== 1 || e.valueStart < 0) { continue; }
      if (e.tagStart >= 0 && !/^!!int$|^!<tag:yaml\.org,2002:int>$/.test(text.slice(e.tagStart, e.tagEnd))) {
        continue;                                    // another tag: not a number
      }
      var v = text.slice(e.valueStart, e.valueEnd);
      if (v.length > 40 || !CORE_INT.test(v) || PLAIN_INT.test(v)) { continue; }
      var number;
      try { number = String(BigInt(v.charAt(0) === "+" ? v.slice(1) : v)); } catch (err) { continue; }
      return { value: v, number: number, line: text.slice(0, e.valueStart).split("\n").length };
    }
    return null;
  }

  devTools.querySelector("[data-apply-yaml]").addEventListener("click", function () {
    var text = yamlText.value;
    startEngine();
    loadYamlReader().then(function (reader) {
      var raw;
      // YAML 1.2's core schema, as contrato verdict reads it: "no" is a word, 010 is ten
      try { raw = reader.load(text, { schema: reader.CORE_SCHEMA }); } catch (err) {
        say(fmt(ui.status.bad_yaml, { error: err.reason || err.message }), "error");
        return null;
      }
      var odd = oddNumber(reader, text);
      if (odd) {
        return engine.call("number_form", { value: odd.value, number: odd.number, line: odd.line,
                                            lang: cfg.lang }).then(function (out) {
          say(fmt(ui.status.bad_yaml, { error: out.error }), "error");
          return null;
        });
      }
      inSpokenOrder(raw, text);
      return engine.call("canonical", { situation: raw }).then(function (out) {
        if (!out.ok) { say(fmt(ui.status.bad_yaml, { error: out.error }), "error"); return null; }
        fromData(out.situation);
        render();
        return ask();
      });
    }, function (err) { say(fmt(ui.status.bad_yaml, { error: String(err.message || err) }), "error"); });
  });
  devTools.querySelector("[data-close-yaml]").addEventListener("click", function () { yamlBox.hidden = true; });

  // --- offline: the service worker at the site's root (generator/site/offline.py) ------------
  // contrato.js registers it on every page and asks it to keep the site; data-offline on
  // #verdict: "keeping", "ready" (the site of this language and the engine open with no
  // network: a line under the page says so) or "partial" (something could not be kept).
  var offline = window.contratoOffline || null;
  var hasWorker = !!offline;
  var registered = offline ? offline.registered : Promise.resolve(null);
  var offlineLine = el("p", { "class": "verdict-offline", hidden: true });
  root.appendChild(offlineLine);

  function controlled() {
    // resolves once the service worker controls the page, or at once when none will
    if (!hasWorker || navigator.serviceWorker.controller) { return Promise.resolve(); }
    return registered.then(function (reg) {
      if (!reg || navigator.serviceWorker.controller) { return; }
      var sw = reg.installing || reg.waiting ||
        (reg.active && reg.active.state === "activating" ? reg.active : null);
      if (!sw) { return; }                 // active but not in control (a forced reload)
      return new Promise(function (resolve) {
        navigator.serviceWorker.addEventListener("controllerchange", function () { resolve(); }, { once: true });
        sw.addEventListener("statechange", function () {
          if (sw.state === "redundant") { resolve(); }    // it failed: load without it
        });
      });
    });
  }

  function offlineState(state) {
    if (!state) { return; }
    root.setAttribute("data-offline", state);
    if (state === "ready") {
      offlineLine.textContent = ui.status.offline_ready;
      offlineLine.hidden = false;
    }
  }
  document.addEventListener("contrato:offline", function (event) { offlineState(event.detail.state); });
  offlineState(document.documentElement.getAttribute("data-offline"));

  // --- start ----------------------------------------------------------------------------------
  cfg.questions_order.forEach(function (q) {
    questionSelect.appendChild(el("option", { value: q, text: ui.questions[q] }));
  });
  questionSelect.addEventListener("change", function () {
    setQuestion(questionSelect.value);
    render();
    edited();
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    ask();
  });
  form.addEventListener("focusin", function () { startEngine(); }, { once: true });
  window.addEventListener("hashchange", function () { fromAddress(); });
  setQuestion(state.question);
  render();
  root.hidden = false;
  root.setAttribute("data-state", "editing");

  window.contratoVerdict = {
    /** the engine, loaded (a promise) */
    ready: function () { startEngine(); return engine.ready; },
    /** the raw answer of generator/verdict/browser.py for plain data (tests, benchmark) */
    rule: function (data, lang, profileName) {
      startEngine();
      return engine.call("rule", { situation: data, lang: lang || cfg.lang, profile: profileName || "contrato" });
    },
    state: function () { return toData(); }
  };
  fromAddress();
})();
