/* Contrato: answering puzzles. No outside request; data from the site itself.
 * 1. A puzzle page (.puzzle-quiz): its choices become a question to answer; "Check" says
 *    right or wrong, then shows the solution (the details block, hidden until then).
 * 2. The practice page (#practice): the puzzles of practice/puzzles.json one at a time
 *    (cards packed as one character each, see unpack),
 *    filtered by kind, round, difficulty or clause; the selection and the puzzle shown live
 *    in the address after "#" (kind=…&round=…&difficulty=…&clause=…&p=…).
 * 3. The record: the last answer to each puzzle, in localStorage under "contrato.record.v1"
 *    ({id: {c: choice, ok: true|false}}), shared by every language; the practice page can
 *    erase it.
 * Runs on each page Material shows (document$), once per element.
 */
(function () {
  "use strict";

  var KEY = "contrato.record.v1";

  // --- the record ------------------------------------------------------------------------
  function readRecord() {
    try {
      var r = JSON.parse(window.localStorage.getItem(KEY) || "{}");
      return r && typeof r === "object" && !Array.isArray(r) ? r : {};
    } catch (e) {
      return {};
    }
  }
  function remember(id, choice, ok) {
    var r = readRecord();
    r[id] = { c: choice, ok: ok };
    try { window.localStorage.setItem(KEY, JSON.stringify(r)); } catch (e) { /* private mode */ }
  }
  function forget() {
    try { window.localStorage.removeItem(KEY); } catch (e) { /* nothing to erase */ }
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
  function setDisabled(buttons, value) {
    Array.prototype.forEach.call(buttons, function (b) { b.disabled = value; });
  }
  var counter = 0;

  // --- a question to answer ------------------------------------------------------------------
  // opts: id, correct (index), choices (HTML), ui, solution (element shown once answered),
  // onAnswer(ok) (optional). Returns the form.
  function quiz(opts) {
    var ui = opts.ui;
    var name = "quiz-" + (++counter);
    var form = make("form", "quiz");
    form.setAttribute("novalidate", "");
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
    var actions = make("div", "quiz-actions");
    var check = make("button", "md-button md-button--primary quiz-check");
    check.type = "submit";
    check.textContent = ui.check;
    var again = make("button", "md-button quiz-again");
    again.type = "button";
    again.textContent = ui.try_again;
    again.hidden = true;
    actions.appendChild(check);
    actions.appendChild(again);
    form.appendChild(actions);
    var before = readRecord()[opts.id];
    if (before && typeof before.ok === "boolean") {
      var note = make("p", "quiz-before");
      note.textContent = before.ok ? ui.before_right : ui.before_wrong;
      form.insertBefore(note, set);
    }
    opts.solution.hidden = true;

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var chosen = form.querySelector("input:checked");
      if (!chosen) {
        verdict.className = "quiz-verdict";
        verdict.textContent = ui.choose_first;
        return;
      }
      var choice = Number(chosen.value);
      var ok = choice === opts.correct;
      remember(opts.id, choice, ok);
      labels.forEach(function (label, i) {
        label.querySelector("input").disabled = true;
        label.classList.toggle("is-right", i === opts.correct);
        label.classList.toggle("is-wrong", i === choice && !ok);
      });
      verdict.className = "quiz-verdict " + (ok ? "is-right" : "is-wrong");
      verdict.textContent = "";
      if (ok) {
        verdict.textContent = ui.right;
      } else {              // the text around {answer}, and the right choice's HTML (cards)
        var parts = ui.wrong.split("{answer}");
        verdict.appendChild(document.createTextNode(parts[0]));
        verdict.appendChild(make("span", "quiz-answer", opts.choices[opts.correct]));
        verdict.appendChild(document.createTextNode(parts.slice(1).join("")));
      }
      check.hidden = true;
      again.hidden = false;
      opts.solution.hidden = false;
      if (opts.solution.tagName === "DETAILS") { opts.solution.open = true; }
      if (opts.onAnswer) { opts.onAnswer(ok); }
    });
    again.addEventListener("click", function () {
      labels.forEach(function (label) {
        var input = label.querySelector("input");
        input.disabled = false;
        input.checked = false;
        label.classList.remove("is-right", "is-wrong");
      });
      verdict.className = "quiz-verdict";
      verdict.textContent = "";
      check.hidden = false;
      again.hidden = true;
      opts.solution.hidden = true;
      labels[0].querySelector("input").focus();
    });
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
    var ui = JSON.parse(box.getAttribute("data-ui"));
    box.appendChild(quiz({
      id: box.getAttribute("data-puzzle"),
      correct: Number(box.getAttribute("data-correct")),
      choices: choices, ui: ui, solution: details
    }));
    list.hidden = true;
  }

  // --- 2. the practice page --------------------------------------------------------------------
  var FILTERS = ["kind", "round", "difficulty", "clause"];

  // In puzzles.json each card is one character U+E000 + its index in data.cards (its HTML,
  // with the spoken name): put the HTML back (generator/site/pages.py, practice_data).
  function unpack(p, cards) {
    function html(text) {
      return text.replace(/[\ue000-\uf8ff]/g, function (c) {
        return cards[c.charCodeAt(0) - 0xe000] || "";
      });
    }
    ["title", "situation", "question", "solution"].forEach(function (k) { p[k] = html(p[k]); });
    p.choices = p.choices.map(html);
    return p;
  }

  function readState() {
    var state = {};
    var params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    FILTERS.concat(["p"]).forEach(function (k) {
      var v = params.get(k);
      if (v) { state[k] = v; }
    });
    return state;
  }

  function practicePage(root) {
    var ui = JSON.parse(root.getAttribute("data-ui"));
    var form = root.querySelector(".practice-filters");
    var status = root.querySelector(".practice-status");
    var stage = root.querySelector(".practice-puzzle");
    var position = root.querySelector(".practice-position");
    var recordText = root.querySelector(".practice-record-text");
    var clauseBox = root.querySelector(".practice-clause");
    var prev = root.querySelectorAll("[data-go='-1']");
    var next = root.querySelectorAll("[data-go='1']");
    var all = [];
    var shown = [];
    var current = 0;
    var state = readState();
    root.hidden = false;

    function matches(p) {
      return (!state.kind || p.kind === state.kind) &&
        (!state.round || String(p.round === null ? "any" : p.round) === state.round) &&
        (!state.difficulty || String(p.difficulty) === state.difficulty) &&
        (!state.clause || p.clauses.indexOf(state.clause) >= 0);
    }

    function writeState() {
      var params = new URLSearchParams();
      FILTERS.forEach(function (k) { if (state[k]) { params.set(k, state[k]); } });
      if (shown[current]) { params.set("p", shown[current].id); }
      var hash = params.toString();
      var url = window.location.pathname + window.location.search + (hash ? "#" + hash : "");
      window.history.replaceState(window.history.state, "", url);
    }

    function showRecord() {
      var r = readRecord();
      var answered = 0;
      var right = 0;
      shown.forEach(function (p) {
        if (r[p.id]) { answered += 1; if (r[p.id].ok === true) { right += 1; } }
      });
      recordText.textContent = fill(ui.record, { answered: answered, n: shown.length,
                                                 right: right });
    }

    function show(i, focus) {
      stage.innerHTML = "";
      current = Math.max(0, Math.min(i, shown.length - 1));
      setDisabled(prev, current <= 0);
      setDisabled(next, current >= shown.length - 1);
      if (!shown.length) {
        position.textContent = "";
        status.textContent = ui.none_match;
        status.hidden = false;
        writeState();
        showRecord();
        return;
      }
      status.hidden = true;
      var p = shown[current];
      position.textContent = fill(ui.position, { i: current + 1, n: shown.length });
      var title = make("h2", "practice-title", p.title);
      title.id = "practice-" + p.id;
      title.tabIndex = -1;
      stage.appendChild(title);
      var meta = make("p", "puzzle-meta", p.meta + " · ");
      var copy = make("a", "puzzle-copy");
      copy.href = p.url;
      copy.setAttribute("data-copy-link", "");
      copy.setAttribute("data-copy-only", "");
      copy.setAttribute("data-copied", ui.link_copied);
      copy.setAttribute("aria-label", ui.copy_link_puzzle);
      copy.innerHTML = '<span class="clause-icon" aria-hidden="true"></span>';
      copy.appendChild(document.createTextNode(ui.copy_link));
      meta.appendChild(copy);
      meta.appendChild(document.createTextNode(" · "));
      var open = make("a", "puzzle-open");
      open.href = p.url;
      open.textContent = ui.open_puzzle;
      meta.appendChild(open);
      stage.appendChild(meta);
      stage.appendChild(make("h3", "", ui.situation));
      stage.appendChild(make("div", "puzzle-situation", p.situation));
      stage.appendChild(make("h3", "", ui.question));
      stage.appendChild(make("div", "puzzle-question", p.question));
      var solution = make("div", "practice-solution", p.solution);
      if (p.choices.length) {
        stage.appendChild(quiz({ id: p.id, correct: p.correct, choices: p.choices, ui: ui,
                                 solution: solution, onAnswer: showRecord }));
      }
      stage.appendChild(solution);
      writeState();
      showRecord();
      if (focus) {                    // after "next"/"previous": the new puzzle from its top
        title.focus({ preventScroll: true });
        root.querySelector(".practice-nav").scrollIntoView({ block: "start" });
      }
    }

    function select(keepId) {
      shown = all.filter(matches);
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
      show(at, false);
    }

    form.addEventListener("change", function (event) {
      var name = event.target.name;
      if (FILTERS.indexOf(name) < 0) { return; }
      if (event.target.value) { state[name] = event.target.value; } else { delete state[name]; }
      select(shown[current] && shown[current].id);
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    root.querySelector("[data-clear-clause]").addEventListener("click", function () {
      delete state.clause;
      select(shown[current] && shown[current].id);
      form.elements.kind.focus();
    });
    Array.prototype.forEach.call(root.querySelectorAll("[data-go]"), function (button) {
      button.addEventListener("click", function () {
        show(current + Number(button.getAttribute("data-go")), true);
      });
    });
    root.querySelector("[data-reset]").addEventListener("click", function () {
      if (!window.confirm(ui.reset_confirm)) { return; }
      forget();
      show(current, false);
      recordText.textContent = ui.reset_done + " " + recordText.textContent;
    });
    window.addEventListener("hashchange", function () {
      state = readState();
      select(state.p);
    });

    window.fetch(root.getAttribute("data-src"), { credentials: "same-origin" })
      .then(function (response) {
        if (!response.ok) { throw new Error(response.status + " " + response.url); }
        return response.json();
      })
      .then(function (data) {
        all = data.puzzles.map(function (p) { return unpack(p, data.cards); });
        select(state.p);
      })
      .catch(function () {
        status.textContent = ui.load_failed + " ";
        var link = make("a");
        link.href = root.getAttribute("data-index");
        link.textContent = link.href;
        status.appendChild(link);
      });
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
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(init);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
