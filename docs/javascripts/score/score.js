/* Contrato: the score sheet (<lang>/score/, generator/site/score_page.py) — keep a game's score
 * at the table.
 *
 * - Config: the JSON of #score's data-config: the engine's numbers (rules: this site's profile
 *   and what each house-rules option sets), the texts of docs/<lang>/score.yaml, the contracts'
 *   words, the card names, the card picker's words, the clauses the rules page has.
 * - The rules, the checks, the totals and the game's code are game.js's (window.ContratoScore);
 *   this file is the page: the players, the seven rounds with their contract, cards dealt and
 *   dealer always visible, a round entered by tapping the cards left in each hand (or typing
 *   the points), the checks with their clauses, the totals and standings, undo, the games kept
 *   on this device, the link, print and CSV.
 * - A game lives in localStorage (config "store", shared by the three languages: {current,
 *   games: {id: {game, created, updated, undo: [game…], draft}}}) and after "#" in the address
 *   (game.js encode): opening the link shows the same game on another device; the language
 *   switcher keeps it (contrato.js: data-keep-hash).
 * - The table's house rules: the code the house-rules page keeps (config "house_store") is
 *   the rules of a new game, until its first round is saved.
 * - The card picker: window.ContratoPicker.keypad (docs/javascripts/picker.js, the verdict
 *   page's), with exhausted: "mark": a key with no copy left still takes the card, and the sheet
 *   says why that cannot be (1.2) rather than refusing the tap silently. The keypad comes before
 *   the hand's cards, and a tap redraws only them, so the keys stay under the thumb.
 * - window.contratoScore: {state(), game(), code()} for tests.
 */
(function () {
  "use strict";

  var root = document.getElementById("score");
  if (!root || !window.ContratoScore || !window.ContratoPicker) { return; }
  var S = window.ContratoScore;
  var cfg = JSON.parse(root.getAttribute("data-config"));
  var ui = cfg.ui, rules = cfg.rules;
  var PLAYERS = rules.site.players;
  var UNDO_LIMIT = 60;
  var SUIT_LETTERS = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

  // --- small helpers ------------------------------------------------------------------------
  function fmt(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) {
      return params && params[k] !== undefined && !(params[k] instanceof Node) ? params[k] : m;
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
      if (c !== null && c !== undefined && c !== false) {
        node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
      }
    });
    return node;
  }
  var CLAUSE = /§(D\d{1,2}|\d{1,2}\.\d{1,2})/g;
  function anchor(id) { return /^D/.test(id) ? id.toLowerCase() : "r" + id.replace(".", "-"); }
  function clauseLink(id) {
    return el("a", { href: cfg.rules_page + "#" + anchor(id), "data-preview": "", text: id });
  }
  /* A text of score.yaml with its {placeholders} filled (a Node value goes in as it is) and
   * each §8.1 a link to the clause on the rules page. */
  function rich(text, params) {
    var span = el("span");
    String(text).split(/(\{\w+\})/).forEach(function (piece) {
      var m = /^\{(\w+)\}$/.exec(piece);
      var value = m && params ? params[m[1]] : undefined;
      if (value instanceof Node) { span.appendChild(value); return; }
      var plain = m && value !== undefined ? String(value) : piece;
      var last = 0, c;
      CLAUSE.lastIndex = 0;
      while ((c = CLAUSE.exec(plain)) !== null) {
        span.appendChild(document.createTextNode(plain.slice(last, c.index)));
        span.appendChild(clauseLink(c[1]));
        last = c.index + c[0].length;
      }
      span.appendChild(document.createTextNode(plain.slice(last)));
    });
    return span;
  }
  var plural = window.Intl && Intl.PluralRules ? new Intl.PluralRules(cfg.locale) : null;
  function points(n) {
    var one = plural ? plural.select(n) === "one" : n === 1;
    return fmt(one ? ui.standings.points_one : ui.standings.points_other, { n: n });
  }
  function cards(n) {
    var one = plural ? plural.select(n) === "one" : n === 1;
    return fmt(one ? ui.checks.cards_one : ui.checks.cards_other, { n: n });
  }
  var lists = window.Intl && Intl.ListFormat
    ? new Intl.ListFormat(cfg.locale, { type: "conjunction" }) : null;
  function joined(items) { return lists ? lists.format(items) : items.join(", "); }
  function dateText(iso, long) {
    try {
      return new Date(iso).toLocaleDateString(cfg.locale, long
        ? { day: "numeric", month: "long", year: "numeric" }
        : { day: "numeric", month: "short" });
    } catch (e) { return String(iso).slice(0, 10); }
  }

  // --- cards --------------------------------------------------------------------------------
  function isRed(card) { return /[♥♦]$/.test(card); }
  function spoken(card) {
    var c = cfg.cards;
    if (card === "JK") { return c.joker; }
    var rank = card.slice(0, -1), suit = card.slice(-1);
    return fmt(c.card, { rank: c.ranks[rank], suit: c.suits[SUIT_LETTERS[suit]] });
  }
  function cardFace(card, hidden) {
    var attrs = hidden ? { "aria-hidden": "true" } : { role: "img", "aria-label": spoken(card) };
    if (card === "JK") {
      attrs["class"] = "card joker";
      return el("span", attrs, ["JK"]);
    }
    attrs["class"] = "card " + (isRed(card) ? "red" : "black");
    return el("span", attrs, [el("span", { "class": "card-rank", text: card.slice(0, -1) }),
                              el("span", { "class": "card-suit", text: card.slice(-1) })]);
  }

  // --- the card picker: the site's (docs/javascripts/picker.js, as on the verdict page) ------
  var Picker = window.ContratoPicker;

  // --- storage ------------------------------------------------------------------------------
  function readStore() {
    var data = null;
    try { data = JSON.parse(localStorage.getItem(cfg.store) || "null"); } catch (e) { data = null; }
    if (!data || typeof data !== "object" || !data.games) { data = { current: null, games: {} }; }
    return data;
  }
  var store = readStore();
  function writeStore() {
    try { localStorage.setItem(cfg.store, JSON.stringify(store)); } catch (e) { /* full or off */ }
  }
  function newId() {
    var a = new Uint32Array(2);
    (window.crypto || window.msCrypto).getRandomValues(a);
    return (a[0].toString(36) + a[1].toString(36) + "000000").slice(0, 6);
  }
  function tableHouse() {
    // the code the house-rules page keeps: a new game's rules
    var code = null;
    try { code = localStorage.getItem(cfg.house_store); } catch (e) { code = null; }
    if (!code) { return { code: "" }; }
    var h = S.house(rules, code);
    if (h.problem) { return { code: "", bad: code }; }
    return { code: h.code === rules.version ? "" : h.code };
  }
  function newGame(from) {
    var id = newId();
    while (store.games[id]) { id = newId(); }
    var house = from ? { code: from.house } : tableHouse();
    var game = { id: id, names: from ? from.names.slice() : ["", "", "", ""],
                 dealer: from ? (from.dealer + rules.site.rounds) % PLAYERS : 0,
                 house: house.code, rounds: [] };
    var now = new Date().toISOString();
    // a game never started (no round, no name) is not kept beside the new one
    Object.keys(store.games).forEach(function (other) {
      var g = store.games[other].game;
      if (!g.rounds.length && !g.names.some(function (n) { return n; }) && !store.games[other].draft) {
        delete store.games[other];
      }
    });
    store.games[id] = { game: game, created: now, updated: now, undo: [], draft: null };
    store.current = id;
    if (house.bad) { note(fmt(ui.setup.house_bad, { code: house.bad })); }
    return id;
  }

  // --- the current game ----------------------------------------------------------------------
  function record() { return store.games[store.current]; }
  function game() { return record().game; }
  var profile = rules.site;
  function useRules() {
    var h = S.house(rules, game().house);
    profile = h.problem ? rules.site : h.profile;
  }
  function nameOf(seat, g) {
    var names = (g || game()).names;
    return names[seat] || fmt(ui.setup.player, { n: seat + 1 });
  }
  function contractText(r) {
    var c = profile.contracts[r - 1], site = rules.site.contracts[r - 1];
    if (c.whole_hand === site.whole_hand && c.final_discard === site.final_discard) {
      return cfg.contracts[String(r)];
    }
    return c.final_discard ? ui.sheet.final_contract.d : ui.sheet.final_contract.n;
  }
  function changed(what) {
    var rec = record();
    rec.updated = new Date().toISOString();
    writeStore();
    showAddress();
    render();
    if (what) { note(what); }
  }
  function snapshot() {
    var rec = record();
    rec.undo.push(JSON.parse(JSON.stringify(rec.game)));
    if (rec.undo.length > UNDO_LIMIT) { rec.undo.shift(); }
  }
  function code() { return S.encode(game(), PLAYERS); }
  function showAddress() {
    var hash = "#" + code();
    if (location.hash !== hash) { history.replaceState(history.state, "", hash); }
  }

  // --- a round being entered (the draft) ------------------------------------------------------
  function blankEntry() { return { mode: "cards", cards: [], text: "", confirmed: false }; }
  function openRound(n) {
    var rec = record(), saved = game().rounds[n - 1];
    var draft = { round: n, editing: !!saved, out: null, entries: [], active: null, tried: false };
    for (var s = 0; s < PLAYERS; s++) { draft.entries.push(blankEntry()); }
    if (saved) {
      draft.out = saved.out;
      saved.entries.forEach(function (e, s) {
        if (!e) { return; }
        draft.entries[s] = e.cards ? { mode: "cards", cards: e.cards.slice(), text: "", confirmed: false }
          : { mode: "number", cards: [], text: String(e.n), confirmed: !!e.confirmed };
      });
    }
    rec.draft = draft;
    writeStore();
    render();
    var h = root.querySelector("#score-entry-h");
    if (h) { h.focus(); h.scrollIntoView({ block: "start" }); }
  }
  function draft() { return record().draft; }
  function draftRound(d) {
    var round = { out: d.out, entries: [] };
    d.entries.forEach(function (e, s) {
      if (d.out === s) { round.entries.push(null); return; }
      if (e.mode === "cards") { round.entries.push({ cards: e.cards.slice() }); return; }
      var t = String(e.text).trim();
      round.entries.push(/^\d{1,4}$/.test(t) ? { n: Number(t), confirmed: !!e.confirmed }
                                             : { n: null, text: e.text });
    });
    return round;
  }
  function savedForm(round) {
    return { out: round.out, entries: round.entries.map(function (e) {
      if (!e) { return null; }
      return e.cards ? { cards: e.cards } : { n: e.n, confirmed: !!e.confirmed };
    }) };
  }
  function saveRound() {
    var d = draft(), round = draftRound(d);
    var list = S.blocking(S.checks(profile, d.round, round));
    if (list.length) {
      d.tried = true;
      writeStore();
      render();
      var first = root.querySelector(".score-check.is-blocking");
      var msg = root.querySelector(".score-blocked");
      if (msg) { msg.hidden = false; }
      if (first) { first.scrollIntoView({ block: "center" }); }
      return;
    }
    snapshot();
    game().rounds[d.round - 1] = savedForm(round);
    record().draft = null;
    changed(fmt(ui.entry.saved, { n: d.round }));
    focusLater(".score-enter, .score-standings h2");
  }
  function deleteRound() {
    var d = draft();
    snapshot();
    game().rounds.splice(d.round - 1);
    record().draft = null;
    changed(fmt(ui.entry.deleted, { n: d.round }));
    focusLater(".score-enter");
  }
  function focusLater(selector) {
    var target = root.querySelector(selector);
    if (target) { target.focus(); }
  }

  // left in the pack for the picker (1.2): what the round's hands tapped so far leave
  function leftOf(card) {
    var d = draft(), used = 0;
    d.entries.forEach(function (e, s) {
      if (s === d.out || e.mode !== "cards") { return; }
      e.cards.forEach(function (c) { if (c === card) { used += 1; } });
    });
    return S.copies(profile, card) - used;
  }

  // --- status line --------------------------------------------------------------------------
  var statusBox = null, pendingNote = null;
  function note(text) {
    if (statusBox) { statusBox.textContent = text; } else { pendingNote = text; }
  }

  // --- rendering ----------------------------------------------------------------------------
  var picker = null, pickerSeat = null;
  function dropPicker() {
    if (picker && picker.element.parentNode) { picker.element.parentNode.removeChild(picker.element); }
    picker = null;
    pickerSeat = null;
  }

  function render() {
    useRules();
    var focus = document.activeElement && root.contains(document.activeElement)
      ? { key: document.activeElement.getAttribute("data-key"),
          start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd }
      : null;
    var keepPicker = picker && draft() && draft().active === pickerSeat ? picker : null;
    if (!keepPicker && picker) { dropPicker(); }
    // the keypad stays where it is on the screen (a tap adds a card above it)
    var pickerTop = keepPicker && keepPicker.element.isConnected
      ? keepPicker.element.getBoundingClientRect().top : null;
    var pickerKey = keepPicker && keepPicker.element.contains(document.activeElement)
      ? (document.activeElement.getAttribute("data-card") ? "[data-card='" + document.activeElement.getAttribute("data-card") + "']"
         : document.activeElement.getAttribute("data-suit") ? "[data-suit='" + document.activeElement.getAttribute("data-suit") + "']" : null)
      : null;
    var status = statusBox ? statusBox.textContent : (pendingNote || "");
    root.textContent = "";
    root.appendChild(gamesBar());
    root.appendChild(setup());
    statusBox = el("p", { "class": "score-status", role: "status", "aria-live": "polite", text: status });
    root.appendChild(statusBox);
    root.appendChild(printHead());
    root.appendChild(sheet());
    if (draft()) { root.appendChild(entry()); }
    root.appendChild(standingsBox());
    root.appendChild(actions());
    if (picker && pickerTop !== null && picker.element.isConnected) {
      var moved = picker.element.getBoundingClientRect().top - pickerTop;
      if (moved) { window.scrollBy(0, moved); }
    }
    if (pickerKey && picker) {
      var key = picker.element.querySelector(pickerKey);
      if (key) { key.focus(); }
    } else if (focus && focus.key) {
      var target = root.querySelector('[data-key="' + focus.key + '"]');
      if (target) {
        target.focus();
        if (typeof focus.start === "number" && target.setSelectionRange) {
          try { target.setSelectionRange(focus.start, focus.end); } catch (e) { /* not text */ }
        }
      }
    }
  }

  function gameLabel(rec) {
    var g = rec.game;
    var progress = g.rounds.length === rules.site.rounds ? ui.games.finished
      : fmt(ui.games.progress, { n: g.rounds.length, total: rules.site.rounds });
    var who = [0, 1, 2, 3].map(function (s) { return nameOf(s, g); }).join(", ");
    return fmt(ui.games.item, { players: who, date: dateText(rec.created, false), progress: progress });
  }

  function gamesBar() {
    var bar = el("div", { "class": "score-bar" });
    var select = el("select", { "class": "score-games", "aria-label": ui.games.label, "data-key": "games",
      onchange: function () {
        store.current = select.value;
        writeStore();
        showAddress();
        render();
      } });
    Object.keys(store.games).map(function (id) { return store.games[id]; })
      .sort(function (a, b) { return a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0; })
      .forEach(function (rec) {
        select.appendChild(el("option", { value: rec.game.id, text: gameLabel(rec) }));
      });
    select.value = store.current;
    bar.appendChild(el("label", { "class": "score-games-label" }, [
      el("span", { text: ui.games.label }), select]));
    var buttons = el("span", { "class": "score-bar-buttons" });
    buttons.appendChild(el("button", { type: "button", "class": "md-button score-new", "data-key": "new",
      text: ui.games["new"], onclick: function () { newGame(); changed(); focusLater(".score-name-input"); } }));
    if (game().rounds.length === rules.site.rounds) {
      buttons.appendChild(el("button", { type: "button", "class": "md-button score-again", "data-key": "again",
        text: ui.games.again, onclick: function () { newGame(game()); changed(); } }));
    }
    bar.appendChild(buttons);
    return bar;
  }

  function setup() {
    var g = game();
    var box = el("details", { "class": "score-setup", open: g.rounds.length === 0 && !draft() });
    box.appendChild(el("summary", { text: ui.setup.heading }));
    box.appendChild(el("p", { "class": "score-help" }, [rich(ui.setup.help)]));
    var list = el("div", { "class": "score-players" });
    var before = null;
    for (var s = 0; s < PLAYERS; s++) {
      (function (seat) {
        var input = el("input", {
          type: "text", "class": "score-name-input", "data-key": "name-" + seat, maxlength: "24",
          autocomplete: "off", autocapitalize: "words", spellcheck: "false",
          placeholder: fmt(ui.setup.player, { n: seat + 1 }),
          "aria-label": fmt(ui.setup.name, { n: seat + 1 }), value: g.names[seat] || "",
          onfocus: function () { before = JSON.parse(JSON.stringify(g)); },
          oninput: function () {
            g.names[seat] = input.value.trim();
            record().updated = new Date().toISOString();
            writeStore();
            showAddress();
            refreshNames();
          },
          onchange: function () {
            // one undo step per name changed; nothing is rebuilt (the next field may have
            // the focus already, and a phone's keyboard with it)
            if (before && JSON.stringify(before.names) !== JSON.stringify(g.names)) {
              record().undo.push(before);
              before = null;
              writeStore();
              refreshNames();
            }
          }
        });
        list.appendChild(input);
      })(s);
    }
    box.appendChild(list);
    var dealer = el("fieldset", { "class": "score-dealer" }, [el("legend", { text: ui.setup.dealer })]);
    var choices = el("div", { "class": "score-choices" });
    for (var d = 0; d < PLAYERS; d++) {
      (function (seat) {
        choices.appendChild(el("label", { "class": "score-choice" }, [
          el("input", { type: "radio", name: "score-dealer", value: String(seat), "data-key": "dealer-" + seat,
            checked: g.dealer === seat,
            onchange: function () { snapshot(); g.dealer = seat; changed(); } }),
          el("span", { "class": "score-dealer-name", "data-seat": String(seat), text: nameOf(seat) })]));
      })(d);
    }
    dealer.appendChild(choices);
    dealer.appendChild(el("button", { type: "button", "class": "md-button score-draw", "data-key": "draw",
      text: ui.setup.draw, onclick: function () {
        var a = new Uint32Array(1);
        window.crypto.getRandomValues(a);
        snapshot();
        g.dealer = a[0] % PLAYERS;
        changed(fmt(ui.setup.drawn, { name: nameOf(g.dealer) }));
      } }));
    box.appendChild(dealer);
    // the rules: this site's, or the table's house rules (fixed once a round is saved)
    var rulesBox = el("div", { "class": "score-rules" });
    var table = tableHouse();
    var options = [["", ui.setup.rules_site]];
    if (g.house) { options.push([g.house, fmt(ui.setup.rules_house, { code: g.house })]); }
    if (table.code && table.code !== g.house) {
      options.push([table.code, fmt(ui.setup.rules_house, { code: table.code })]);
    }
    var select = el("select", { "class": "score-rules-select", "data-key": "rules",
      "aria-label": ui.setup.rules, disabled: g.rounds.length > 0,
      onchange: function () { snapshot(); g.house = select.value; changed(); } });
    options.forEach(function (o) { select.appendChild(el("option", { value: o[0], text: o[1] })); });
    select.value = g.house;
    rulesBox.appendChild(el("label", {}, [el("span", { text: ui.setup.rules }), select]));
    rulesBox.appendChild(el("a", { href: cfg.house_page + (g.house ? "#" + g.house : ""),
                                   "class": "score-rules-link", text: ui.setup.rules_change }));
    if (g.rounds.length) { rulesBox.appendChild(el("p", { "class": "score-help", text: ui.setup.rules_fixed })); }
    box.appendChild(rulesBox);
    return box;
  }
  function refreshNames() {
    // names typed: everywhere they show, without rebuilding the inputs
    root.querySelectorAll("[data-seat-name]").forEach(function (node) {
      node.textContent = nameOf(Number(node.getAttribute("data-seat-name")));
    });
    root.querySelectorAll(".score-dealer-name").forEach(function (node) {
      node.textContent = nameOf(Number(node.getAttribute("data-seat")));
    });
    var facts = root.querySelectorAll(".score-round-facts");
    facts.forEach(function (node, i) { node.textContent = roundFacts(i + 1); });
    var option = root.querySelector('.score-games option[value="' + game().id + '"]');
    if (option) { option.textContent = gameLabel(record()); }
    var undo = root.querySelector('[data-key="undo"]');
    if (undo) { undo.disabled = !record().undo.length; }
  }

  function roundFacts(r) {
    return [contractText(r), fmt(ui.sheet.dealt, { n: profile.deal[r - 1] }),
            fmt(ui.sheet.dealer, { name: nameOf(S.dealerOf(game(), r, PLAYERS)) })].join(" · ");
  }

  function sheet() {
    var g = game(), running = S.runningTotals(profile, g);
    var wrap = el("div", { "class": "score-table-wrap" });
    var table = el("table", { "class": "score-table" });
    table.appendChild(el("caption", { text: ui.sheet.caption }));
    var head = el("tr");
    for (var s = 0; s < PLAYERS; s++) {
      head.appendChild(el("th", { scope: "col", "data-seat-name": String(s), text: nameOf(s) }));
    }
    table.appendChild(el("thead", {}, [head]));
    var d = draft();
    for (var r = 1; r <= profile.rounds; r++) {
      var played = r <= g.rounds.length;
      var next = r === g.rounds.length + 1;
      var body = el("tbody", { "class": "score-round" + (played ? " is-played" : next ? " is-next" : " is-later")
                                         + (d && d.round === r ? " is-entering" : "") });
      var title = el("th", { colspan: String(PLAYERS), scope: "colgroup", "class": "score-round-head" }, [
        el("span", { "class": "score-round-no", text: fmt(ui.sheet.round, { n: r }) }), " ",
        el("span", { "class": "score-round-facts", text: roundFacts(r) })]);
      if (played && g.rounds[r - 1].out < 0) {
        title.appendChild(el("span", { "class": "score-nobody" }, [" · ", rich(ui.sheet.nobody_out)]));
      }
      if (!d && (played || next)) {
        title.appendChild(el("button", {
          type: "button", "class": played ? "score-edit" : "md-button md-button--primary score-enter",
          "data-key": (played ? "edit-" : "enter-") + r,
          "aria-label": played ? fmt(ui.sheet.edit_label, { n: r }) : null,
          text: played ? ui.sheet.edit : fmt(ui.sheet.enter, { n: r }),
          onclick: (function (n) { return function () { openRound(n); }; })(r)
        }));
      }
      body.appendChild(el("tr", {}, [title]));
      var row = el("tr", { "class": "score-row", "data-round": String(r) });
      var kept = played ? S.checks(profile, r, g.rounds[r - 1]).filter(function (c) { return c.confirmed; }) : [];
      for (var t = 0; t < PLAYERS; t++) {
        if (!played) {
          row.appendChild(el("td", { "class": "score-empty" }, [
            el("span", { "class": "score-p", "aria-hidden": "true", text: "–" })]));
          continue;
        }
        var round = g.rounds[r - 1];
        var p = S.entryPenalty(profile, round, t);
        var out = round.out === t;
        // marked: a penalty the table kept against a check (its clause in the cell's name)
        var keptHere = kept.filter(function (c) { return c.seat === t; })[0];
        var confirmed = !!keptHere;
        var total = running[r - 1][t];
        var cell = el("td", {
          "class": (out ? "is-out" : "") + (confirmed ? " is-confirmed" : ""), "data-seat": String(t),
          "data-penalty": String(p),
          "aria-label": out ? fmt(ui.sheet.cell_out, { name: nameOf(t), total: total })
            : fmt(ui.sheet.cell, { name: nameOf(t), points: points(p), total: total })
              + (confirmed ? " (" + ui.sheet.confirmed + ", " + keptHere.clause + ")" : "")
        }, [el("span", { "class": "score-p", text: String(p) }),
            confirmed ? el("span", { "class": "score-mark", title: ui.sheet.confirmed, "aria-hidden": "true", text: "!" }) : null,
            el("span", { "class": "score-t", "aria-hidden": "true", text: String(total) })]);
        if (out) { cell.setAttribute("title", ui.sheet.out); }
        row.appendChild(cell);
      }
      body.appendChild(row);
      table.appendChild(body);
    }
    var totals = S.totals(profile, g);
    var foot = el("tfoot");
    foot.appendChild(el("tr", {}, [el("th", { colspan: String(PLAYERS), scope: "colgroup",
                                              "class": "score-round-head", text: ui.sheet.total })]));
    var totalRow = el("tr", { "class": "score-totals" });
    totals.forEach(function (t, seat) {
      totalRow.appendChild(el("td", { "data-seat": String(seat), "data-total": String(t),
        "aria-label": nameOf(seat) + ": " + points(t), text: String(t) }));
    });
    foot.appendChild(totalRow);
    table.appendChild(foot);
    wrap.appendChild(table);
    if (table.querySelector("td.is-confirmed")) {
      wrap.appendChild(el("p", { "class": "score-legend" }, [
        el("span", { "class": "score-mark", "aria-hidden": "true", text: "!" }), " " + ui.sheet.confirmed]));
    }
    return wrap;
  }

  function standingsBox() {
    var g = game(), st = S.standings(profile, g);
    var box = el("section", { "class": "score-standings", "aria-labelledby": "score-standings-h" });
    box.appendChild(el("h2", { id: "score-standings-h", tabindex: "-1", text: ui.standings.heading }));
    if (!g.rounds.length) {
      box.appendChild(el("p", { "class": "score-help", text: ui.standings.none }));
      return box;
    }
    var list = el("ol", { "class": "score-places" });
    st.places.forEach(function (x) {
      list.appendChild(el("li", { "data-seat": String(x.seat), "data-place": String(x.place),
                                  "class": st.winners.indexOf(x.seat) >= 0 ? "is-first" : null }, [
        el("span", { "class": "score-place", text: ui.standings.places[String(x.place)] }), " ",
        el("span", { "class": "score-who", "data-seat-name": String(x.seat), text: nameOf(x.seat) }), " ",
        el("span", { "class": "score-pts", text: points(x.total) })]));
    });
    box.appendChild(list);
    var who = joined(st.winners.map(function (s) { return nameOf(s); }));
    var key = st.final ? (st.winners.length > 1 ? "tie" : "winner")
      : (st.winners.length > 1 ? "leaders" : "leader");
    box.appendChild(el("p", { "class": "score-verdict" + (st.final ? " is-final" : ""),
                              "data-winners": st.winners.join(",") }, [
      rich(ui.standings[key], { names: who, points: points(st.low), last: profile.rounds })]));
    return box;
  }

  function printHead() {
    var g = game(), rec = record();
    var rulesText = g.house ? fmt(ui.print.rules_house, { code: g.house }) : ui.print.rules_site;
    return el("div", { "class": "score-print-head" }, [
      el("p", { "class": "score-print-title", text: ui.print.heading }),
      el("p", { text: fmt(ui.print.date, { date: dateText(rec.created, true) }) + " · "
                      + rulesText })]);
  }

  // --- the round being entered ----------------------------------------------------------------
  function checkNode(c, d) {
    var names = function (seats) { return joined(seats.map(function (s) { return nameOf(s); })); };
    var p = c.params, text, params = { name: nameOf(c.seat) };
    switch (c.code) {
      case "no-out": text = ui.checks.no_out; break;
      case "missing": text = ui.checks.missing; break;
      case "not-number": text = ui.checks.not_number; params.text = p.text; break;
      case "low": text = ui.checks.low; params.points = points(p.n); params.least = p.least; break;
      case "low-final":
        text = ui.checks.low_final;
        params.points = points(p.n); params.round = p.round; params.cards = p.cards; params.least = p.least;
        break;
      case "size-final":
        text = p.step ? ui.checks.size_final : ui.checks.size_final_fixed;
        params.round = p.round; params.cards = p.cards; params.step = p.step; params.count = cards(p.count);
        params.sizes = [0, 1, 2].map(function (k) { return p.cards + k * p.step; }).join(", ");
        break;
      case "high":
        text = ui.checks.high;
        params.points = points(p.n); params.round = p.round; params.cards = p.cards; params.most = p.most;
        break;
      case "too-many":
        text = ui.checks.too_many;
        params.round = p.round; params.cards = p.cards; params.count = p.count;
        break;
      case "two-out": text = ui.checks.two_out; params.out = nameOf(p.out); break;
      case "zero-nobody": text = ui.checks.zero_nobody; break;
      case "pack":
        text = ui.checks.pack;
        params.card = cardFace(p.card, false); params.count = p.count; params.most = p.most;
        params.names = names(p.seats);
        break;
      default: text = c.code;
    }
    var box = el("div", { "class": "score-check" + (c.confirmed ? " is-confirmed" : " is-blocking"),
                          "data-check": c.code, "data-clause": c.clause || "", role: c.confirmed ? null : "alert" },
                 [el("p", {}, [rich(text, params)])]);
    if (c.code === "pack") { box.appendChild(el("p", { "class": "score-help", text: ui.checks.pack_fix })); }
    if (c.confirmable) {
      var e = d.entries[c.seat];
      if (c.confirmed) {
        box.appendChild(el("p", { "class": "score-confirmed" }, [
          rich(ui.checks.confirmed, { points: points(p.n), clause: c.clause })]));
      } else {
        box.appendChild(el("button", { type: "button", "class": "md-button score-confirm",
          "data-key": "confirm-" + c.seat, text: fmt(ui.checks.confirm, { points: points(p.n) }),
          onclick: function () { e.confirmed = true; writeStore(); render(); } }));
      }
    }
    return box;
  }

  function entry() {
    var d = draft(), g = game(), r = d.round;
    var box = el("section", { "class": "score-entry", "aria-labelledby": "score-entry-h", "data-round": null,
                              "data-entry": String(r) });
    box.appendChild(el("h2", { id: "score-entry-h", tabindex: "-1",
                               text: fmt(ui.entry.heading, { n: r, contract: contractText(r) }) }));
    var dealer = S.dealerOf(g, r, PLAYERS);
    box.appendChild(el("p", { "class": "score-facts", text: fmt(ui.entry.facts, {
      dealt: profile.deal[r - 1], dealer: nameOf(dealer), first: nameOf((dealer + 1) % PLAYERS) }) }));
    // who went out
    var outBox = el("fieldset", { "class": "score-out" }, [el("legend", { text: ui.entry.out })]);
    outBox.appendChild(el("p", { "class": "score-help" }, [rich(ui.entry.out_help)]));
    var choices = el("div", { "class": "score-choices" });
    for (var s = -1; s < PLAYERS; s++) {
      (function (seat) {
        var label = seat < 0 ? ui.entry.nobody : nameOf(seat);
        var node = el("label", { "class": "score-choice" + (seat < 0 ? " score-nobody-choice" : "") }, [
          el("input", { type: "radio", name: "score-out", value: String(seat), "data-key": "out-" + seat,
            checked: d.out === seat,
            onchange: function () {
              d.out = seat;
              var firstOpen = null;
              for (var t = 0; t < PLAYERS; t++) {
                if (t !== seat && d.entries[t].mode === "cards" && !d.entries[t].cards.length) {
                  firstOpen = t; break;
                }
              }
              d.active = d.active === seat || d.active === null ? firstOpen : d.active;
              writeStore();
              render();
            } }),
          el("span", { text: label })]);
        choices.appendChild(node);
      })(s);
    }
    // players first, "nobody" last
    choices.appendChild(choices.firstChild);
    outBox.appendChild(choices);
    if (d.out === -1) { outBox.appendChild(el("p", { "class": "score-help" }, [rich(ui.entry.nobody_help)])); }
    box.appendChild(outBox);
    for (var t = 0; t < PLAYERS; t++) {
      if (t === d.out) { continue; }
      box.appendChild(hand(d, t));
    }
    box.appendChild(el("div", { "class": "score-round-checks" }));
    // save, cancel, delete
    var buttons = el("p", { "class": "score-entry-actions" });
    buttons.appendChild(el("button", { type: "button", "class": "md-button md-button--primary score-save",
      "data-key": "save", text: fmt(d.editing ? ui.entry.save_edit : ui.entry.save, { n: r }),
      onclick: saveRound }));
    buttons.appendChild(el("button", { type: "button", "class": "md-button score-cancel", "data-key": "cancel",
      text: ui.entry.cancel, onclick: function () { record().draft = null; writeStore(); render();
                                                    focusLater(".score-enter"); } }));
    if (d.editing && r === g.rounds.length) {
      buttons.appendChild(el("button", { type: "button", "class": "md-button score-delete-round",
        "data-key": "delete-round", text: fmt(ui.entry["delete"], { n: r }), onclick: deleteRound }));
    }
    box.appendChild(buttons);
    box.appendChild(el("div", { "class": "score-entry-end" }));
    box.querySelectorAll(".score-cards").forEach(function (node) {
      drawCards(node, Number(node.getAttribute("data-seat")));
    });
    entryStatus(box);
    return box;
  }

  /* The cards tapped into a hand, each a button that takes it out again, with its value
   * (8.1), and their sum. */
  function drawCards(node, t) {
    var d = draft(), e = d.entries[t];
    node.textContent = "";
    if (!e.cards.length) {
      node.appendChild(d.active === t ? el("p", { "class": "score-help", text: cfg.picker.empty })
        : el("p", { "class": "score-help" }, [rich(ui.entry.empty, { choose: cfg.picker.choose })]));
      return;
    }
    S.breakdown(profile, e.cards).forEach(function (pair, i) {
      if (i) { node.appendChild(el("span", { "class": "score-plus", "aria-hidden": "true", text: "+" })); }
      node.appendChild(el("button", { type: "button", "class": "score-chip", "data-key": "chip-" + t + "-" + i,
        "data-card": pair[0], "aria-label": fmt(cfg.picker.remove, { card: spoken(pair[0]) }) + " (" + pair[1] + ")",
        onclick: function () {
          e.cards.splice(i, 1);
          writeStore();
          handChanged(t);
          var next = root.querySelector('[data-key="chip-' + t + '-' + Math.min(i, e.cards.length - 1) + '"]')
            || root.querySelector('[data-key="pick-' + t + '"]');
          if (next) { next.focus(); }
        } }, [cardFace(pair[0], true), el("span", { "class": "score-value", text: String(pair[1]) })]));
    });
    node.appendChild(el("span", { "class": "score-sum", text: "= " + S.handPenalty(profile, e.cards) }));
  }
  /* A card tapped or taken out: that hand's cards, the statuses, the keypad's counts; nothing
   * else is rebuilt (the keys stay where they are, and the focus on them). */
  function handChanged(t) {
    var node = root.querySelector('.score-cards[data-seat="' + t + '"]');
    if (node) { drawCards(node, t); }
    entryStatus();
    if (picker) { picker.refresh(); }
  }

  /* The parts of the round being entered that follow what is entered: each hand's penalty,
   * its total after the round, its checks and its link to the verdict page; the round's
   * checks; why it cannot be saved yet; the link to the verdict page for the round. Called
   * after each keystroke in a number, without rebuilding the input being typed in. */
  function entryStatus(box) {
    box = box || root.querySelector(".score-entry");
    if (!box) { return; }
    var d = draft(), g = game(), r = d.round;
    var round = draftRound(d);
    var list = S.checks(profile, r, round);
    var shown = list.filter(function (c) {
      return d.tried || (c.code !== "missing" && c.code !== "no-out");
    });
    var running = S.totals(profile, { rounds: g.rounds.slice(0, r - 1) });
    box.querySelectorAll(".score-hand").forEach(function (node) {
      var t = Number(node.getAttribute("data-seat")), e = d.entries[t];
      var p = S.entryPenalty(profile, round, t);
      var out = node.querySelector(".score-hand-penalty");
      out.setAttribute("data-penalty", p === null ? "" : String(p));
      out.textContent = p === null ? "–" : points(p);
      var status = node.querySelector(".score-hand-status");
      status.textContent = "";
      if (p !== null) {
        status.appendChild(el("p", { "class": "score-after", text: fmt(ui.entry.after, { total: running[t] + p }) }));
      }
      shown.filter(function (c) { return c.seat === t; })
        .forEach(function (c) { status.appendChild(checkNode(c, d)); });
      if (e.mode === "cards" && e.cards.length) {
        status.appendChild(el("p", { "class": "score-ruling-hand" }, [el("a", {
          href: cfg.verdict + "#" + S.verdictPenalty(e.cards, g.house), text: ui.entry.ruling_hand })]));
      }
    });
    var roundChecks = box.querySelector(".score-round-checks");
    roundChecks.textContent = "";
    shown.filter(function (c) { return c.seat < 0; })
      .forEach(function (c) { roundChecks.appendChild(checkNode(c, d)); });
    var end = box.querySelector(".score-entry-end");
    end.textContent = "";
    var blocked = S.blocking(list).length > 0;
    end.appendChild(el("p", { "class": "score-blocked", role: "alert", hidden: !(d.tried && blocked),
                              text: ui.entry.blocked }));
    // the verdict page: the standings up to this round, once every penalty is known
    var row = S.penalties(profile, round);
    if (d.out !== null && row.every(function (x) { return x !== null; })) {
      var rows = g.rounds.slice(0, r - 1).map(function (x) { return S.penalties(profile, x); }).concat([row]);
      end.appendChild(el("p", { "class": "score-ruling" }, [el("a", {
        href: cfg.verdict + "#" + S.verdictStandings(rows, [0, 1, 2, 3].map(function (x) { return g.names[x]; }), g.house),
        text: ui.entry.ruling })]));
    }
  }

  function hand(d, t) {
    var e = d.entries[t];
    var p = e.mode === "cards" ? S.handPenalty(profile, e.cards) : null;
    var box = el("div", { "class": "score-hand", "data-seat": String(t) });
    box.appendChild(el("div", { "class": "score-hand-head" }, [
      el("h3", { "data-seat-name": String(t), text: nameOf(t) }),
      el("output", { "class": "score-hand-penalty" })]));
    var mode = el("div", { "class": "score-mode", role: "group", "aria-label": fmt(ui.entry.how, { name: nameOf(t) }) });
    [["cards", ui.entry.mode_cards], ["number", ui.entry.mode_number]].forEach(function (m) {
      mode.appendChild(el("button", { type: "button", "class": "score-mode-" + m[0], "data-key": "mode-" + t + "-" + m[0],
        "aria-pressed": e.mode === m[0] ? "true" : "false", text: m[1],
        onclick: function () {
          e.mode = m[0];
          d.active = m[0] === "cards" ? t : (d.active === t ? null : d.active);
          writeStore();
          render();
          var target = root.querySelector(m[0] === "number" ? '[data-key="number-' + t + '"]'
                                                              : '[data-key="mode-' + t + '-cards"]');
          if (target) { target.focus(); }
        } }));
    });
    box.appendChild(mode);
    if (e.mode === "cards") {
      var open = d.active === t;
      box.appendChild(el("button", { type: "button", "class": "md-button score-pick", "data-key": "pick-" + t,
        "aria-expanded": open ? "true" : "false", text: open ? cfg.picker.done : cfg.picker.choose,
        onclick: function () {
          if (open) {
            // done: the next hand not yet entered opens
            d.active = null;
            for (var k = 1; k < PLAYERS; k++) {
              var n = (t + k) % PLAYERS;
              if (n !== d.out && d.entries[n].mode === "cards" && !d.entries[n].cards.length) { d.active = n; break; }
            }
          } else {
            d.active = t;
          }
          writeStore();
          render();
          if (picker && d.active !== null) { picker.focus(); }
          else { focusLater('[data-key="pick-' + t + '"]'); }
        } }));
      if (open) {
        // the keypad first, the cards chosen after it: a tap never moves the keys
        var holder = el("div", { "class": "score-picker" });
        box.appendChild(holder);
        if (picker && pickerSeat === t) {
          holder.appendChild(picker.element);
          picker.refresh();
        } else {
          dropPicker();
          pickerSeat = t;
          picker = Picker.keypad({
            names: cfg.cards, texts: cfg.picker, label: fmt(ui.entry.hand_label, { name: nameOf(t) }),
            count: leftOf, exhausted: "mark",
            choose: function (card) {
              e.cards.push(card);
              writeStore();
              handChanged(t);
            }
          });
          holder.appendChild(picker.element);
        }
      }
      box.appendChild(el("div", { "class": "score-cards", "data-seat": String(t) }));
    } else {
      var input = el("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", maxlength: "4",
        autocomplete: "off", "class": "score-number-input", "data-key": "number-" + t, value: e.text,
        oninput: function () {
          e.text = input.value;
          e.confirmed = false;
          writeStore();
          entryStatus();
        } });
      box.appendChild(el("label", { "class": "score-number" }, [
        el("span", { text: fmt(ui.entry.points, { name: nameOf(t) }) }), input]));
    }
    box.appendChild(el("div", { "class": "score-hand-status" }));
    return box;
  }

  // --- actions ------------------------------------------------------------------------------
  function actions() {
    var g = game(), rec = record();
    var bar = el("div", { "class": "score-actions" });
    bar.appendChild(el("button", { type: "button", "class": "md-button score-undo", "data-key": "undo",
      "aria-label": ui.actions.undo_label, text: ui.actions.undo, disabled: !rec.undo.length,
      onclick: function () {
        if (!rec.undo.length) { return; }
        rec.game = rec.undo.pop();
        rec.draft = null;
        changed(ui.actions.undone);
        focusLater('[data-key="undo"]:not([disabled]), .score-enter');
      } }));
    bar.appendChild(el("button", { type: "button", "class": "md-button score-copy", "data-key": "copy",
      text: ui.actions.copy, onclick: function () {
        copyText(location.href).then(function () { note(ui.actions.copied); }, function () {});
      } }));
    if (navigator.share) {
      bar.appendChild(el("button", { type: "button", "class": "md-button score-share", "data-key": "share",
        text: ui.actions.share, onclick: function () {
          navigator.share({ title: ui.actions.share_title, url: location.href }).catch(function () {});
        } }));
    }
    if (g.rounds.length) {
      bar.appendChild(el("button", { type: "button", "class": "md-button score-print", "data-key": "print",
        text: ui.actions.print, onclick: function () { window.print(); } }));
      bar.appendChild(el("button", { type: "button", "class": "md-button score-csv", "data-key": "csv",
        text: ui.actions.csv, onclick: downloadCsv }));
    }
    bar.appendChild(el("button", { type: "button", "class": "md-button score-delete", "data-key": "delete",
      text: ui.games["delete"], onclick: function () {
        if (!window.confirm(ui.games.delete_confirm)) { return; }
        delete store.games[g.id];
        var ids = Object.keys(store.games);
        store.current = null;
        if (ids.length) {
          store.current = ids.sort(function (a, b) {
            return store.games[a].updated < store.games[b].updated ? 1 : -1; })[0];
        } else {
          newGame();
        }
        changed(ui.games.deleted);
      } }));
    return bar;
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) { return navigator.clipboard.writeText(text); }
    return new Promise(function (resolve, reject) {
      var area = el("textarea", { readonly: true });
      area.value = text;
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy")); }
    });
  }

  /* The game as CSV rows: a row per round played (its contract, cards dealt, dealer, each
   * player's points, who went out, the table's decisions), then the totals. */
  function csvRows() {
    var g = game(), c = ui.csv, names = [0, 1, 2, 3].map(function (s) { return nameOf(s); });
    var rows = [[c.round, c.contract, c.dealt, c.dealer].concat(names).concat([c.out, c.notes])];
    g.rounds.forEach(function (round, i) {
      var r = i + 1;
      var notes = [];
      S.checks(profile, r, round).forEach(function (x) {
        if (x.confirmed) {
          notes.push(fmt(c.confirmed, { name: nameOf(x.seat), points: points(x.params.n), clause: x.clause }));
        }
      });
      rows.push([r, contractText(r), profile.deal[i], nameOf(S.dealerOf(g, r, PLAYERS))]
        .concat(S.penalties(profile, round))
        .concat([round.out >= 0 ? nameOf(round.out) : c.nobody, notes.join("; ")]));
    });
    rows.push([c.total, "", "", ""].concat(S.totals(profile, g)).concat(["", ""]));
    return rows;
  }
  function downloadCsv() {
    var blob = new Blob([S.csv(csvRows())], { type: "text/csv;charset=utf-8" });
    var url = URL.createObjectURL(blob);
    var a = el("a", { href: url, download: fmt(ui.actions.csv_file, { date: record().created.slice(0, 10) }) });
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }

  // --- the address --------------------------------------------------------------------------
  /* A game from the address (#g1&…): shown, and kept on this device; a game this device
   * already has is brought up to the link's version (undo brings back the one it had). */
  function fromAddress() {
    var hash = location.hash.replace(/^#/, "");
    if (!/^g\d/.test(hash)) { return false; }
    var d = S.decode(hash, rules);
    if (d.error) {
      note(fmt(ui.link.bad, { part: d.error.part, why: ui.link.why[d.error.why] || d.error.why }));
      return false;
    }
    var g = d.game;
    if (!g.id) { g.id = newId(); }
    var rec = store.games[g.id], now = new Date().toISOString();
    if (rec) {
      if (S.encode(rec.game, PLAYERS) !== S.encode(g, PLAYERS)) {
        rec.undo.push(rec.game);
        rec.game = g;
        rec.draft = null;
        rec.updated = now;
        note(ui.link.updated);
      }
    } else {
      store.games[g.id] = { game: g, created: now, updated: now, undo: [], draft: null };
      note(ui.link.opened);
    }
    store.current = g.id;
    writeStore();
    return true;
  }

  // --- start --------------------------------------------------------------------------------
  if (!fromAddress()) {
    if (!store.current || !store.games[store.current]) {
      var ids = Object.keys(store.games);
      if (ids.length) { store.current = ids[0]; } else { newGame(); }
    }
    writeStore();
  }
  root.hidden = false;
  showAddress();
  render();
  window.addEventListener("hashchange", function () {
    if (location.hash === "#" + code()) { return; }
    if (fromAddress()) { render(); } else { render(); showAddress(); }
  });
  window.addEventListener("storage", function (ev) {
    // another tab changed the games: follow it unless a round is being entered here
    if (ev.key !== cfg.store || (record() && record().draft)) { return; }
    store = readStore();
    if (!store.games[store.current]) { newGame(); writeStore(); }
    showAddress();
    render();
  });
  window.contratoScore = {
    state: function () { return JSON.parse(JSON.stringify(store)); },
    game: function () { return JSON.parse(JSON.stringify(game())); },
    code: code,
    profile: function () { return profile; }
  };
})();
