/* Contrato: answering puzzles. No outside request; data from the site itself.
 * 1. A puzzle page (.puzzle-quiz): its choices become a question to answer. A wrong choice
 *    says it is wrong without the answer; the player may ask why that choice fails (the
 *    page's .puzzle-reasons), try another choice, or ask for the solution. The solution (the
 *    details block) shows once the puzzle is solved or asked for; the address
 *    puzzles/<id>/#solution opens the puzzle with its solution shown.
 * 2. The practice page (#practice): practice/index.json (every puzzle's facts), then each
 *    puzzle shown from practice/p/<id>.json (cards packed as one character each, see
 *    unpack; the first one of the plain selection comes inline, #practice-first, and this
 *    script right after the block, so it shows before the index and Material's script); filtered by kind, round, difficulty or clause, with a queue (not yet tried,
 *    missed last time), in order, at random (seed) or near the player's level; the
 *    selection and the puzzle shown live in the address after "#"
 *    (kind=…&round=…&difficulty=…&clause=…&queue=…&order=…&seed=…&p=…); "#daily" shows the
 *    puzzle of the day (index.json "daily", one per day of the player's calendar).
 * 3. The record, in localStorage under "contrato.record.v2", shared by every language:
 *    {id: {f: first choice, ok: first attempt right, s: solved since, l: last fresh attempt
 *    right, d: "YYYY-MM-DD" of the first attempt, w: 1 if the solution was shown before
 *    it}}; an entry {w: 1} alone: the solution was shown, never tried. A puzzle is
 *    "solved" (first attempt right), "solved after a miss" or "missed". The record of
 *    "contrato.record.v1" ({id: {c, ok}}: the last answer) is moved over once: a right last
 *    answer counts as solved, a wrong one as missed.
 * 4. The player's level (Glicko-2, the npm package glicko2 vendored in javascripts/vendor/,
 *    loaded on the first attempt that counts): "contrato.level.v1" {r, rd, vol, n}; each
 *    first attempt (without the solution seen before) is one game against the puzzle,
 *    whose rating the page gives (data-rating, index.json).
 * 5. Marks: every link to a puzzle page gets the mark of its record (✓ solved, ↻ solved
 *    after a miss, ✗ missed), with words for screen readers.
 * Runs on each page Material shows (document$), once per element.
 */
(function () {
  "use strict";

  var KEY = "contrato.record.v2";
  var OLD_KEY = "contrato.record.v1";
  var LEVEL_KEY = "contrato.level.v1";
  // A new player's level: the rating of the reference player of generator/puzzles/rating.py
  // (1500: has read the rules), with a rating deviation of 150 — about the spread of the
  // puzzles' own ratings (their standard deviation is 153 on the site's 433 puzzles, from
  // 950 to 1670): the page can only tell levels apart within the range its puzzles span, so
  // Glickman's 350 (an unknown chess player, anywhere on a 2,000-point scale) made the first
  // answer swing the level across the whole range (a miss on a 1030 puzzle: 1500 -> 997).
  // Volatility 0.06 and tau 0.5: Glickman's recommended values (tau from 0.3 to 1.2).
  var START = { r: 1500, rd: 150, vol: 0.06, n: 0 };
  var TAU = 0.5;
  var PUZZLE_RD = 100;         // puzzles' ratings are calibrated estimates, not measured
  // One answer moves the level by at most 100 points, less than a band of difficulty (125
  // between BANDS in generator/puzzles/rating.py): with the RD above, Glicko-2's own step
  // stays under it while a player's results are as expected; the cap holds when a run of
  // surprises has raised the volatility.
  var MAX_CHANGE = 100;
  // The level is shown once it rests on 5 answers (before: "provisional", and how many it
  // has), then marked provisional while its deviation stays above 110 (as Lichess), about
  // 8 answers from the start above.
  var SHOWN_AFTER = 5;
  var PROVISIONAL_RD = 110;
  var SCRIPT = (document.currentScript && document.currentScript.src) || "";

  // --- storage -----------------------------------------------------------------------------
  function load(key) {
    try {
      var v = JSON.parse(window.localStorage.getItem(key) || "null");
      return v && typeof v === "object" && !Array.isArray(v) ? v : null;
    } catch (e) {
      return null;
    }
  }
  function save(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* private */ }
  }
  function drop(key) {
    try { window.localStorage.removeItem(key); } catch (e) { /* nothing to erase */ }
  }
  function today() {
    var d = new Date();
    return d.getFullYear() + "-" + String(d.getMonth() + 1).padStart(2, "0") + "-" +
      String(d.getDate()).padStart(2, "0");
  }

  // --- the record --------------------------------------------------------------------------
  function readRecord() {
    var r = load(KEY);
    if (r) { return r; }
    r = {};
    var old = load(OLD_KEY);
    if (old) {                                   // v1 kept the last answer: the best we know
      Object.keys(old).forEach(function (id) {
        var e = old[id];
        if (e && typeof e.ok === "boolean" && typeof e.c === "number") {
          r[id] = { f: e.c, ok: e.ok, s: e.ok, l: e.ok };
        }
      });
      save(KEY, r);
      drop(OLD_KEY);
    }
    return r;
  }
  function status(e) {
    if (!e || typeof e.ok !== "boolean") { return null; }
    return e.ok ? "solved" : (e.s ? "late" : "missed");
  }
  // An attempt at puzzle id: ``fresh`` when it is the first pick since the puzzle was shown.
  // Returns {first: the first attempt ever (it counts), entry}.
  function attempt(id, choice, ok, fresh) {
    var r = readRecord();
    var e = r[id] || {};
    var first = typeof e.ok !== "boolean";
    if (first) {
      e.f = choice; e.ok = ok; e.s = ok; e.l = ok; e.d = today();
    } else {
      if (fresh) { e.l = ok; }
      if (ok) { e.s = true; }
    }
    r[id] = e;
    save(KEY, r);
    return { first: first, entry: e };
  }
  function sawSolution(id) {
    var r = readRecord();
    if (!r[id]) { r[id] = { w: 1 }; save(KEY, r); }
  }

  // --- the level (Glicko-2) ----------------------------------------------------------------
  function readLevel() {
    var l = load(LEVEL_KEY);
    return l && typeof l.r === "number" && typeof l.rd === "number" && typeof l.vol === "number"
      ? l : { r: START.r, rd: START.rd, vol: START.vol, n: 0 };
  }
  var glicko = null;
  function loadGlicko() {
    if (!glicko) {
      glicko = new Promise(function (resolve, reject) {
        if (window.glicko2) { resolve(window.glicko2); return; }
        var s = document.createElement("script");
        s.src = new URL("vendor/glicko2.js", SCRIPT || window.location.href).href;
        s.onload = function () {
          if (window.glicko2) { resolve(window.glicko2); } else { reject(new Error("glicko2")); }
        };
        s.onerror = function () { glicko = null; reject(new Error("glicko2 not loaded")); };
        document.head.appendChild(s);
      });
    }
    return glicko;
  }
  // One game against a puzzle of rating ``rating``: resolves to {before, after} levels.
  function playLevel(rating, ok) {
    return loadGlicko().then(function (g) {
      var before = readLevel();
      var ranking = new g.Glicko2({ tau: TAU, rating: START.r, rd: START.rd, vol: START.vol });
      var me = ranking.makePlayer(before.r, before.rd, before.vol);
      var puzzle = ranking.makePlayer(rating, PUZZLE_RD, START.vol);
      ranking.updateRatings([[me, puzzle, ok ? 1 : 0]]);
      var r = Math.max(before.r - MAX_CHANGE, Math.min(before.r + MAX_CHANGE, me.getRating()));
      var after = { r: r, rd: me.getRd(), vol: me.getVol(), n: (before.n || 0) + 1 };
      save(LEVEL_KEY, after);
      return { before: before, after: after };
    });
  }
  function levelText(ui, level, change) {
    var rating = String(Math.round(level.r));
    if ((level.n || 0) < SHOWN_AFTER) {           // too few answers to say: no number yet
      return fill(ui.level_hidden, { done: level.n || 0, n: SHOWN_AFTER });
    }
    if (change !== undefined) {
      var d = Math.round(change);
      return fill(ui.level_change, { rating: rating, change: (d >= 0 ? "+" : "−") + Math.abs(d) });
    }
    return fill(level.rd > PROVISIONAL_RD ? ui.level_provisional : ui.level, { rating: rating });
  }

  // --- small helpers -----------------------------------------------------------------------
  function fill(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(values, k) ? values[k] : m;
    });
  }
  function make(tag, cls, html) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (html !== undefined) { el.innerHTML = html; }
    return el;
  }
  function button(cls, text) {
    var b = make("button", cls);
    b.type = "button";
    b.textContent = text;
    return b;
  }
  function setDisabled(buttons, value) {
    Array.prototype.forEach.call(buttons, function (b) { b.disabled = value; });
  }
  var counter = 0;
  var firstShown = false;

  // --- marks on links to puzzles ---------------------------------------------------------------
  var PUZZLE_PATH = /\/puzzles\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;
  var MARK = { solved: "✓", late: "↻", missed: "✗" };
  function puzzleLinks(root) {
    return Array.prototype.filter.call(root.querySelectorAll("a[href]"), function (a) {
      return !a.hasAttribute("data-copy-link") && PUZZLE_PATH.test(a.pathname) &&
        a.pathname !== window.location.pathname;
    });
  }
  function markLinks(links, ui) {
    var r = readRecord();
    links.forEach(function (a) {
      var old = a.querySelector(".puzzle-mark");
      if (old) { old.parentNode.removeChild(old); }
      var st = status(r[PUZZLE_PATH.exec(a.pathname)[1]]);
      if (!st) { return; }
      var mark = make("span", "puzzle-mark is-" + st);
      var sign = make("span", "");
      sign.setAttribute("aria-hidden", "true");
      sign.textContent = MARK[st];
      var words = make("span", "puzzle-mark-words");
      words.textContent = " (" + ui["mark_" + (st === "late" ? "solved_late" : st)] + ")";
      mark.appendChild(sign);
      mark.appendChild(words);
      a.appendChild(mark);
    });
  }
  function indexUrl() {
    return new URL("../practice/index.json", SCRIPT || window.location.href).href;
  }
  function marksPage(ui) {
    var links = puzzleLinks(document.querySelector(".md-content") || document.body);
    if (!links.length || !Object.keys(readRecord()).length) { return; }
    if (ui) { markLinks(links, ui); return; }
    window.fetch(indexUrl(), { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) { if (data && data.ui) { markLinks(links, data.ui); } })
      .catch(function () { /* no marks: the links still work */ });
  }

  // --- a question to answer ------------------------------------------------------------------
  // opts: id, correct (index), choices (HTML), reasons (HTML or null, per choice), rating,
  // ui, solution (element shown once solved or asked for), reveal (start with the solution
  // shown: the #solution link), next (a URL, or a function: the next puzzle), onAnswer(),
  // onLevel(text), onReveal(shown) (optional). Returns the form; form.reveal() and
  // form.reset() show or hide the solution from outside.
  function quiz(opts) {
    var ui = opts.ui;
    var name = "quiz-" + (++counter);
    var form = make("form", "quiz");
    form.setAttribute("novalidate", "");
    var before = status(readRecord()[opts.id]);
    if (before) {
      form.appendChild(make("p", "quiz-before")).textContent =
        ui[{ solved: "before_solved", late: "before_solved_late", missed: "before_missed" }[before]];
    }
    var set = make("fieldset", "quiz-choices");
    var legend = make("legend", "quiz-legend");
    legend.textContent = ui.choose;
    set.appendChild(legend);
    var labels = opts.choices.map(function (html, i) {
      var label = make("label", "quiz-choice");
      var input = document.createElement("input");
      input.type = "radio";
      input.name = name;
      input.value = String(i);
      label.appendChild(input);
      label.appendChild(make("span", "quiz-choice-text", html));
      set.appendChild(label);
      return label;
    });
    form.appendChild(set);
    var verdict = make("p", "quiz-verdict");
    verdict.setAttribute("role", "status");
    form.appendChild(verdict);
    var reasonBox = make("div", "quiz-reason");
    reasonBox.hidden = true;
    form.appendChild(reasonBox);
    var actions = make("div", "quiz-actions");
    var check = make("button", "md-button md-button--primary quiz-check");
    check.type = "submit";
    check.textContent = ui.check;
    var why = button("md-button quiz-why", ui.why_wrong);
    var show = button("md-button quiz-show", ui.show_solution);
    var yourself = button("md-button quiz-yourself", ui.try_yourself);
    var next;
    if (typeof opts.next === "string") {
      next = make("a", "md-button md-button--primary quiz-next");
      next.href = opts.next;
      next.textContent = ui.next_puzzle;
    } else if (opts.next) {
      next = button("md-button md-button--primary quiz-next", ui.next_puzzle);
      next.addEventListener("click", opts.next);
    }
    [check, why, show, yourself, next].forEach(function (b) {
      if (b) { b.hidden = b !== check; actions.appendChild(b); }
    });
    form.appendChild(actions);
    var level = make("p", "quiz-level");
    level.hidden = true;
    form.appendChild(level);

    var picked = false;      // a choice was checked since the puzzle was shown
    var missed = false;      // … and a wrong one
    var lastWrong = null;
    var done = false;

    function inputs() { return labels.map(function (l) { return l.querySelector("input"); }); }
    function finish(kind) {            // "right" or "shown": the solution, the way on
      done = true;
      inputs().forEach(function (input) { input.disabled = true; });
      labels[opts.correct].classList.add("is-right");
      check.hidden = true;
      why.hidden = true;
      show.hidden = true;
      reasonBox.hidden = true;
      yourself.hidden = kind !== "link";
      if (next) { next.hidden = false; }
      opts.solution.hidden = false;
      if (opts.solution.tagName === "DETAILS") { opts.solution.open = true; }
      if (opts.onReveal) { opts.onReveal(true); }
    }
    function reveal() {                // the #solution link
      if (done) { return; }
      sawSolution(opts.id);
      verdict.className = "quiz-verdict is-shown";
      verdict.textContent = ui.solution_shown;
      finish("link");
    }
    function reset() {                 // back to an unanswered question
      done = false;
      picked = false;
      missed = false;
      lastWrong = null;
      labels.forEach(function (label) {
        var input = label.querySelector("input");
        input.disabled = false;
        input.checked = false;
        label.classList.remove("is-right", "is-wrong");
      });
      verdict.className = "quiz-verdict";
      verdict.textContent = "";
      reasonBox.hidden = true;
      check.hidden = false;
      [why, show, yourself, next].forEach(function (b) { if (b) { b.hidden = true; } });
      opts.solution.hidden = true;
      if (opts.onReveal) { opts.onReveal(false); }
    }
    form.reveal = reveal;
    form.reset = reset;
    opts.solution.hidden = true;

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (done) { return; }
      var chosen = form.querySelector("input:checked");
      if (!chosen) {
        verdict.className = "quiz-verdict";
        verdict.textContent = ui.choose_first;
        return;
      }
      var choice = Number(chosen.value);
      var ok = choice === opts.correct;
      var result = attempt(opts.id, choice, ok, !picked);
      picked = true;
      if (result.first && !result.entry.w && typeof opts.rating === "number") {
        playLevel(opts.rating, ok).then(function (change) {
          level.textContent = levelText(ui, change.after, change.after.r - change.before.r);
          level.hidden = false;
          if (opts.onLevel) { opts.onLevel(change.after); }
        }, function () { /* the level waits for the next time */ });
      }
      reasonBox.hidden = true;
      if (ok) {
        verdict.className = "quiz-verdict is-right";
        verdict.textContent = missed ? ui.right_after_miss : ui.right;
        finish("right");
      } else {
        missed = true;
        lastWrong = choice;
        labels[choice].classList.add("is-wrong");
        chosen.checked = false;
        chosen.disabled = true;
        verdict.className = "quiz-verdict is-wrong";
        verdict.textContent = ui.wrong;
        why.hidden = !(opts.reasons && opts.reasons[choice]);
        show.hidden = false;
        var left = inputs().filter(function (input) { return !input.disabled; });
        if (left.length) { left[0].focus(); }
      }
      if (opts.onAnswer) { opts.onAnswer(); }
    });
    why.addEventListener("click", function () {
      if (lastWrong === null || !opts.reasons || !opts.reasons[lastWrong]) { return; }
      reasonBox.innerHTML = "";
      reasonBox.appendChild(make("p", "quiz-reason-title")).textContent = ui.why_wrong_title;
      var text = reasonBox.appendChild(make("p", "quiz-reason-text"));
      text.appendChild(make("span", "quiz-reason-choice", opts.choices[lastWrong]));
      text.appendChild(document.createTextNode(": "));
      text.appendChild(make("span", "", opts.reasons[lastWrong]));
      reasonBox.hidden = false;
      why.hidden = true;
    });
    show.addEventListener("click", function () {
      verdict.className = "quiz-verdict is-shown";
      verdict.textContent = ui.solution_shown;
      finish("asked");
      opts.solution.scrollIntoView({ block: "nearest" });
    });
    yourself.addEventListener("click", function () {
      reset();
      if (window.location.hash === "#solution") {
        window.history.replaceState(window.history.state, "",
                                    window.location.pathname + window.location.search);
      }
      inputs()[0].focus();
    });
    if (opts.reveal) { reveal(); }
    return form;
  }

  // --- 1. a puzzle page ------------------------------------------------------------------------
  function puzzlePage(box) {
    var list = document.querySelector(".puzzle-choices");
    var details = document.querySelector("details.puzzle-answer");
    if (!list || !details) { return; }
    var choices = Array.prototype.map.call(list.querySelectorAll("li"), function (li) {
      return li.innerHTML;
    });
    var reasons = choices.map(function (c, i) {
      var p = document.querySelector(".puzzle-reasons [data-choice='" + i + "']");
      return p ? p.innerHTML : null;
    });
    var ui = JSON.parse(box.getAttribute("data-ui"));
    var form = quiz({
      id: box.getAttribute("data-puzzle"),
      correct: Number(box.getAttribute("data-correct")),
      rating: Number(box.getAttribute("data-rating")),
      choices: choices, reasons: reasons, ui: ui, solution: details,
      next: box.getAttribute("data-next") || null,
      reveal: window.location.hash === "#solution",
      onAnswer: function () { marksPage(ui); }
    });
    box.appendChild(form);
    list.hidden = true;
    if (window.location.hash === "#solution") {       // the solution, where the link points
      (document.getElementById("solution") || details).scrollIntoView({ block: "start" });
    }
    window.addEventListener("hashchange", function () {
      if (window.location.hash === "#solution") {
        form.reveal();
        (document.getElementById("solution") || details).scrollIntoView({ block: "start" });
      }
    });
    marksPage(ui);
  }

  // --- 2. the practice page --------------------------------------------------------------------
  var FILTERS = ["kind", "round", "difficulty", "clause", "queue", "order"];
  var STATE = FILTERS.concat(["seed", "p"]);

  // In practice/p/<id>.json each card is one character U+E000 + its index in ``cards`` (its
  // HTML, with the spoken name): put the HTML back (generator/site/pages.py, CardTable).
  function unpack(p) {
    function html(text) {
      return text === null ? null : text.replace(/[\ue000-\uf8ff]/g, function (c) {
        return p.cards[c.charCodeAt(0) - 0xe000] || "";
      });
    }
    ["title", "situation", "question", "solution"].forEach(function (k) { p[k] = html(p[k]); });
    p.choices = p.choices.map(html);
    p.reasons = (p.reasons || []).map(html);
    return p;
  }

  function readState() {
    var state = {};
    var raw = window.location.hash.replace(/^#/, "");
    if (raw === "daily") { return { daily: true }; }
    var params = new URLSearchParams(raw);
    STATE.forEach(function (k) {
      var v = params.get(k);
      if (v) { state[k] = v; }
    });
    return state;
  }

  // A seeded shuffle (mulberry32, Fisher–Yates): the same seed, the same order.
  function shuffled(list, seed) {
    var a = seed >>> 0;
    function random() {
      a = (a + 0x6d2b79f5) >>> 0;
      var t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    var out = list.slice();
    for (var i = out.length - 1; i > 0; i--) {
      var j = Math.floor(random() * (i + 1));
      var x = out[i]; out[i] = out[j]; out[j] = x;
    }
    return out;
  }

  // Day number of the player's date since the index's epoch ("2026-01-01").
  function dayNumber(epoch, date) {
    var e = epoch.split("-").map(Number);
    return Math.floor((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) -
                       Date.UTC(e[0], e[1] - 1, e[2])) / 864e5);
  }

  function practicePage(root) {
    var ui = JSON.parse(root.getAttribute("data-ui"));
    var lang = document.documentElement.lang || "pt";
    var form = root.querySelector(".practice-filters");
    var status_ = root.querySelector(".practice-status");
    var stage = root.querySelector(".practice-puzzle");
    var position = root.querySelector(".practice-position");
    var recordText = root.querySelector(".practice-record-text");
    var levelLine = root.querySelector(".practice-level-text");
    var clauseBox = root.querySelector(".practice-clause");
    var endNav = root.querySelector(".practice-nav-end");
    var prev = root.querySelectorAll("[data-go='-1']");
    var next = root.querySelectorAll("[data-go='1']");
    var base = new URL(root.getAttribute("data-puzzles"), window.location.href).href;
    var all = [];
    var daily = [];
    var epoch = "2026-01-01";
    var inSelection = [];      // the filters' puzzles (the record line counts these)
    var shown = [];            // … in the queue, in the order chosen
    var current = 0;
    var dailyTitle = "";
    var state = readState();
    var loaded = {};
    var token = 0;
    var renderedId = null;
    root.hidden = false;

    function fetchPuzzle(id) {
      if (!loaded[id]) {
        loaded[id] = window.fetch(base + id + ".json", { credentials: "same-origin" })
          .then(function (response) {
            if (!response.ok) { throw new Error(response.status + " " + response.url); }
            return response.json();
          })
          .then(unpack);
        loaded[id].catch(function () { delete loaded[id]; });
      }
      return loaded[id];
    }

    function matches(p) {
      return (!state.kind || p.kind === state.kind) &&
        (!state.round || String(p.round === null ? "any" : p.round) === state.round) &&
        (!state.difficulty || String(p.difficulty) === state.difficulty) &&
        (!state.clause || p.clauses.indexOf(state.clause) >= 0);
    }
    function inQueue(record) {
      return function (p) {
        var e = record[p.id];
        if (state.queue === "new") { return !status(e); }
        if (state.queue === "missed") { return !!status(e) && e.l === false; }
        return true;
      };
    }
    // Near the level: not yet tried first, then by distance to the level, then in order.
    function byLevel(list, record) {
      var r = readLevel().r;
      return list.slice().sort(function (a, b) {
        var ta = status(record[a.id]) ? 1 : 0;
        var tb = status(record[b.id]) ? 1 : 0;
        return ta - tb || Math.abs(a.rating - r) - Math.abs(b.rating - r) || a.pos - b.pos;
      });
    }

    function writeState() {
      var params = new URLSearchParams();
      FILTERS.concat(["seed"]).forEach(function (k) { if (state[k]) { params.set(k, state[k]); } });
      if (shown[current]) { params.set("p", shown[current].id); }
      var hash = params.toString();
      var url = window.location.pathname + window.location.search + (hash ? "#" + hash : "");
      window.history.replaceState(window.history.state, "", url);
    }

    function showRecord() {
      var r = readRecord();
      var n = { answered: 0, right: 0, late: 0, missed: 0 };
      inSelection.forEach(function (p) {
        var st = status(r[p.id]);
        if (st) { n.answered += 1; n[st === "solved" ? "right" : st] += 1; }
      });
      n.n = inSelection.length;
      recordText.textContent = fill(ui.record, n);
    }
    function showLevel(level) {
      levelLine.textContent = levelText(ui, level || readLevel());
    }

    function go(step) { show(current + step, true, false); }

    // Show shown[i]; a puzzle already on the page stays as it is (answered or not) unless
    // ``force``; ``focus``: after "next"/"previous", the new puzzle from its top.
    function show(i, focus, force) {
      var mine = ++token;
      current = Math.max(0, Math.min(i, shown.length - 1));
      setDisabled(prev, current <= 0);
      setDisabled(next, current >= shown.length - 1);
      writeState();
      showRecord();
      if (!shown.length) {
        stage.innerHTML = "";
        renderedId = null;
        endNav.hidden = true;
        position.textContent = "";
        status_.textContent = state.queue === "new" ? ui.none_new
          : state.queue === "missed" ? ui.none_missed : ui.none_match;
        status_.hidden = false;
        return;
      }
      var entry = shown[current];
      position.textContent = fill(ui.position, { i: current + 1, n: shown.length });
      var ahead = shown[current + 1];             // the next puzzle, fetched ahead
      if (entry.id === renderedId && !force) {
        if (ahead) { fetchPuzzle(ahead.id).catch(function () {}); }
        return;
      }
      fetchPuzzle(entry.id).then(function (p) {
        if (mine !== token) { return; }
        render(p, entry, focus);
        if (ahead) { fetchPuzzle(ahead.id).catch(function () {}); }
      }, function () {
        if (mine !== token) { return; }
        failed();
      });
    }

    function render(p, entry, focus) {
      stage.innerHTML = "";
      renderedId = p.id;
      status_.hidden = true;
      endNav.hidden = false;
      if (dailyTitle && entry.id === dailyTitle.id) {
        stage.appendChild(make("p", "practice-daily-title")).textContent = dailyTitle.text;
      }
      var title = make("h2", "practice-title", p.title);
      if (!firstShown) {              // for `make bench` (bench/practice_load.py): when the
        firstShown = true;            // first puzzle is painted (the browser's Element Timing)
        title.setAttribute("elementtiming", "contrato:first-puzzle");
      }
      title.id = "practice-" + p.id;
      title.tabIndex = -1;
      stage.appendChild(title);
      stage.appendChild(make("p", "puzzle-meta", p.meta));
      var links = make("p", "puzzle-links");
      var copy = make("a", "puzzle-copy");
      copy.href = p.url;
      copy.setAttribute("data-copy-link", "");
      copy.setAttribute("data-copy-only", "");
      copy.setAttribute("data-copied", ui.link_copied);
      copy.setAttribute("aria-label", ui.copy_link_puzzle);
      copy.innerHTML = '<span class="clause-icon" aria-hidden="true"></span>';
      copy.appendChild(document.createTextNode(ui.copy_link));
      links.appendChild(copy);
      links.appendChild(document.createTextNode(" · "));
      var copySolution = copy.cloneNode(true);
      copySolution.href = p.url + "#solution";
      copySolution.removeAttribute("aria-label");
      copySolution.classList.add("puzzle-copy-solution");
      copySolution.lastChild.textContent = ui.copy_link_solution;
      links.appendChild(copySolution);
      links.appendChild(document.createTextNode(" · "));
      var open = make("a", "puzzle-open");
      open.href = p.url;
      open.textContent = ui.open_puzzle;
      links.appendChild(open);
      stage.appendChild(links);
      stage.appendChild(make("h3", "", ui.situation));
      stage.appendChild(make("div", "puzzle-situation", p.situation));
      stage.appendChild(make("h3", "", ui.question));
      stage.appendChild(make("div", "puzzle-question", p.question));
      var solution = make("div", "practice-solution", p.solution);
      if (p.choices.length) {
        stage.appendChild(quiz({
          id: p.id, correct: p.correct,
          choices: p.choices, reasons: p.reasons, rating: p.rating, ui: ui,
          solution: solution,
          next: function () { if (current < shown.length - 1) { go(1); } },
          onAnswer: showRecord,
          onLevel: function (level) { showLevel(level); resortAfter(); }
        }));
      }
      stage.appendChild(solution);
      if (focus) {                    // after "next"/"previous": the new puzzle from its top
        title.focus({ preventScroll: true });
        root.querySelector(".practice-nav").scrollIntoView({ block: "start" });
      }
    }

    // After the level changed: the puzzles still to come, near the new level.
    function resortAfter() {
      if (state.order !== "level") { return; }
      var record = readRecord();
      shown = shown.slice(0, current + 1).concat(byLevel(shown.slice(current + 1), record));
      setDisabled(next, current >= shown.length - 1);
    }

    // The selection of the filters, showing keepId if it is in it; ``fresh``: from the
    // queue's first puzzle, unanswered (a queue just chosen).
    function select(keepId, fresh) {
      var record = readRecord();
      inSelection = all.filter(matches);
      var list = inSelection.filter(inQueue(record));
      if (keepId) {                   // the puzzle asked for stays, whatever its queue
        var kept = inSelection.filter(function (p) { return p.id === keepId; })[0];
        if (kept && list.indexOf(kept) < 0) {
          list = list.concat([kept]).sort(function (a, b) { return a.pos - b.pos; });
        }
      }
      if (state.order === "random") {
        if (!state.seed) { state.seed = String(Math.floor(Math.random() * 1e9)); }
        list = shuffled(list, Number(state.seed));
      } else if (state.order === "level") {
        delete state.seed;
        list = byLevel(list, record);
        if (keepId) {                 // … and comes first
          list = list.filter(function (p) { return p.id === keepId; })
            .concat(list.filter(function (p) { return p.id !== keepId; }));
        }
      } else {
        delete state.seed;
      }
      shown = list;
      FILTERS.forEach(function (k) {
        var field = form.elements[k];
        if (field) { field.value = state[k] || ""; }
      });
      clauseBox.hidden = !state.clause;
      root.querySelector(".practice-clause-text").textContent =
        state.clause ? fill(ui.clause_filter, { id: state.clause }) : "";
      var at = 0;
      for (var i = 0; i < shown.length; i++) {
        if (shown[i].id === keepId) { at = i; break; }
      }
      show(at, false, !!fresh);
    }

    function showDaily() {
      var date = new Date();
      var n = daily.length;
      if (!n) { state = {}; select(null); return; }
      var p = all[daily[((dayNumber(epoch, date) % n) + n) % n]];
      dailyTitle = { id: p.id, text: fill(ui.daily_title, {
        date: date.toLocaleDateString(lang, { day: "numeric", month: "long", year: "numeric" })
      }) };
      state = {};
      select(p.id);
    }

    function failed() {
      status_.textContent = ui.load_failed + " ";
      var link = make("a");
      link.href = root.getAttribute("data-index");
      link.textContent = link.href;
      status_.appendChild(link);
      status_.hidden = false;
    }

    form.addEventListener("change", function (event) {
      var name = event.target.name;
      if (FILTERS.indexOf(name) < 0) { return; }
      if (event.target.value) { state[name] = event.target.value; } else { delete state[name]; }
      if (name === "order") { delete state.seed; }
      if (name === "queue") { select(null, true); return; }   // a queue starts at its first
      select(shown[current] && shown[current].id);
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    root.querySelector("[data-clear-clause]").addEventListener("click", function () {
      delete state.clause;
      select(shown[current] && shown[current].id);
      form.elements.kind.focus();
    });
    Array.prototype.forEach.call(root.querySelectorAll("[data-go]"), function (b) {
      b.addEventListener("click", function () { go(Number(b.getAttribute("data-go"))); });
    });
    root.querySelector("[data-reset]").addEventListener("click", function () {
      if (!window.confirm(ui.reset_confirm)) { return; }
      drop(KEY);
      drop(OLD_KEY);
      drop(LEVEL_KEY);
      save(KEY, {});
      showLevel();
      show(current, false, true);
      recordText.textContent = ui.reset_done + " " + recordText.textContent;
    });
    window.addEventListener("hashchange", function () {
      state = readState();
      if (state.daily) { showDaily(); } else { select(state.p); }
    });

    function loadIndex() {
      return window.fetch(root.getAttribute("data-src"), { credentials: "same-origin" })
        .then(function (response) {
          if (!response.ok) { throw new Error(response.status + " " + response.url); }
          return response.json();
        });
    }

    showLevel();
    var first = root.getAttribute("data-first");
    var ready = Promise.resolve();
    var inline = document.getElementById("practice-first");
    if (first && inline) {            // the first puzzle's p/<id>.json, carried by the page
      try {
        loaded[first] = Promise.resolve(unpack(JSON.parse(inline.textContent)));
      } catch (e) { /* fetched from p/<id>.json instead */ }
    }
    if (first && !Object.keys(state).length) {
      // The plain selection: its first puzzle (inline in the page) before the index.
      shown = [{ id: first }];
      inSelection = [];
      ready = fetchPuzzle(first).then(function (p) {
        if (renderedId || Object.keys(state).length) { return; }
        position.textContent = fill(ui.position, { i: 1, n: root.getAttribute("data-count") });
        render(p, shown[0], false);
      }, function () { /* the index will tell */ });
    }
    ready.then(loadIndex)
      .then(function (data) {
        var f = {};
        data.fields.forEach(function (name, i) { f[name] = i; });
        all = data.puzzles.map(function (row, pos) {
          return { id: row[f.id], kind: data.kinds[row[f.kind]],
                   round: row[f.round] || null, difficulty: row[f.difficulty],
                   rating: row[f.rating], choices: row[f.choices], pos: pos,
                   clauses: row[f.clauses].map(function (c) { return data.clauses[c]; }) };
        });
        daily = data.daily || [];
        epoch = data.epoch || epoch;
        if (state.daily) { showDaily(); } else { select(state.p); }
      })
      .catch(failed);
  }

  // --- on every page Material shows ----------------------------------------------------------
  function init() {
    var box = document.querySelector(".puzzle-quiz[data-correct]:not([data-ready])");
    if (box) {
      box.setAttribute("data-ready", "");
      puzzlePage(box);
    }
    var root = document.querySelector("#practice:not([data-ready])");
    if (root) {
      root.setAttribute("data-ready", "");
      practicePage(root);
    }
    if (!box && !root && !document.body.hasAttribute("data-marked")) {
      document.body.setAttribute("data-marked", "");
      marksPage(null);
    }
  }
  // Loaded async at the end of every page (overrides/main.html), or on the practice page
  // right after its content (templates/practice.md.j2): it may run before Material's
  // bundle, while the page is still parsing; everything it looks for comes before it.
  init();
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(init);
  } else {
    document.addEventListener("DOMContentLoaded", init);
  }
})();
