/* The house-rules page (generator/site/house_page.py): a table's own rules as a short code.
 *
 * The page's data-house holds the options in the code's order (generator/engine/house.py,
 * OPTIONS), each with its values (the code's text and the words), the starting points' codes,
 * the parts that ask for a rule the engine does not model, and the words of the page. The code
 * lives after "#" in the address: "h1", then one part per option that differs from this site's
 * rules, a letter and a value, joined by "-" (h1-wa-p15.10.25). It is read and written here
 * exactly as generator/engine/house.py does (tests/test_house_page.py compares the two in
 * Chromium): parts in any order and either case are read; the code written is canonical.
 */
(function () {
  "use strict";
  var root = document.getElementById("house");
  if (!root) return;
  var data = JSON.parse(root.getAttribute("data-house"));
  var STORE = "contrato.house";
  var ui = data.ui;
  var form = root.querySelector(".house-options");
  var byKey = {};
  data.options.forEach(function (o) { byKey[o.key] = o; });

  function defaults() {
    var v = {};
    data.options.forEach(function (o) { v[o.key] = o["default"]; });
    return v;
  }

  function problem(kind, token) {
    return { problem: kind, token: token || "" };
  }

  /* The values of a code, or {problem, token}: the same checks, in the same order, as
   * generator.engine.house.decode. */
  function decode(text) {
    var code = String(text).trim().toLowerCase();
    var parts = code.split("-");
    if (!/^h\d+$/.test(parts[0])) return problem("syntax");
    if (parts[0] !== data.version) return problem("version", parts[0]);
    var values = {}, tokens = {};
    for (var i = 1; i < parts.length; i++) {
      var part = parts[i];
      var m = /^([a-z])(.*)$/.exec(part);
      if (!m) return problem("syntax", part);
      if (data.refused.indexOf(part) >= 0) return problem("unmodelled", part);
      var o = byKey[m[1]];
      if (!o) return problem("unknown-option", part);
      if (o.key in values) return problem("twice", part);
      tokens[o.key] = part;
      var value = read(o, m[2]);
      if (value === null) return problem("bad-value", part);
      values[o.key] = value;
    }
    if (values.b === "n") {
      if ("q" in values) return problem("conflict", tokens.q);
      if ("l" in values) return problem("conflict", tokens.l);
    }
    var v = defaults();
    Object.keys(values).forEach(function (k) { v[k] = values[k]; });
    if (Number(v.j) > 2 * Number(v.d)) return problem("conflict", tokens.j || tokens.d);
    return { values: v };
  }

  function read(o, text) {
    if (o.numbers) {
      var ns = text.split(".");
      if (ns.length !== o.numbers.length) return null;
      for (var i = 0; i < ns.length; i++) {
        if (!/^\d{1,3}$/.test(ns[i])) return null;
        var n = Number(ns[i]);
        if (n < o.numbers[i].min || n > o.numbers[i].max) return null;
        ns[i] = String(n);
      }
      return ns.join(".");
    }
    for (var k = 0; k < o.choices.length; k++) {
      if (o.choices[k].code === text && text !== "") return text;
    }
    return null;
  }

  function encode(v) {
    var parts = [data.version];
    data.options.forEach(function (o) {
      if (v[o.key] !== o["default"]) parts.push(o.key + v[o.key]);
    });
    return parts.join("-");
  }

  function words(o, value) {
    if (o.numbers) {
      var n = value.split(".");
      // the words after the ace's points agree with it ("1 punto", "2 puntos")
      var form = new Intl.PluralRules(o.locale).select(Number(n[0]));
      var template = o.templates[form] || o.templates.other;
      return template.replace("{ace}", n[0]).replace("{face}", n[1]).replace("{joker}", n[2]);
    }
    for (var k = 0; k < o.choices.length; k++) {
      if (o.choices[k].code === value) return o.choices[k].text;
    }
    return value;
  }

  /* The form shows values; options that the others rule out are disabled (no penalty card
   * or limit without buying; no more than two jokers a deck). */
  function show(v) {
    data.options.forEach(function (o) {
      var box = form.querySelector('[data-key="' + o.key + '"]');
      if (o.numbers) {
        var n = v[o.key].split(".");
        box.querySelectorAll("input").forEach(function (input, i) { input.value = n[i]; });
        box.querySelector(".house-value").textContent = words(o, v[o.key]);
      } else {
        var select = box.querySelector("select");
        select.value = v[o.key];
        if (o.key === "j") {
          Array.prototype.forEach.call(select.options, function (opt) {
            opt.disabled = Number(opt.value) > 2 * Number(v.d);
          });
        }
        if (o.key === "q" || o.key === "l") select.disabled = v.b === "n";
      }
      box.classList.toggle("house-changed", v[o.key] !== o["default"]);
    });
  }

  function collect() {
    var v = {};
    data.options.forEach(function (o) {
      var box = form.querySelector('[data-key="' + o.key + '"]');
      if (o.numbers) {
        var ns = [];
        box.querySelectorAll("input").forEach(function (input, i) {
          var n = Math.round(Number(input.value));
          if (!isFinite(n) || input.value === "") n = Number(o["default"].split(".")[i]);
          ns.push(String(Math.min(o.numbers[i].max, Math.max(o.numbers[i].min, n))));
        });
        v[o.key] = ns.join(".");
      } else {
        v[o.key] = box.querySelector("select").value;
      }
    });
    if (v.b === "n") { v.q = byKey.q["default"]; v.l = byKey.l["default"]; }
    if (Number(v.j) > 2 * Number(v.d)) v.j = String(2 * Number(v.d));
    return v;
  }

  function clauseLinks(o) {
    var span = document.createElement("span");
    span.className = "house-clauses";
    span.appendChild(document.createTextNode("("));
    o.clauses.forEach(function (c, i) {
      if (i) span.appendChild(document.createTextNode(", "));
      var a = document.createElement("a");
      a.href = "../rules/#" + data.anchors[c];
      a.textContent = c;
      span.appendChild(a);
    });
    span.appendChild(document.createTextNode(")"));
    return span;
  }

  function cell(tag, content) {
    var el = document.createElement(tag);
    if (typeof content === "string") el.textContent = content; else el.appendChild(content);
    return el;
  }

  function diff(v) {
    var table = root.querySelector(".house-diff");
    var body = table.querySelector("tbody");
    body.textContent = "";
    var changed = data.options.filter(function (o) { return v[o.key] !== o["default"]; });
    changed.forEach(function (o) {
      var tr = document.createElement("tr");
      tr.setAttribute("data-key", o.key);
      var th = cell("th", o.label);
      th.scope = "row";
      th.appendChild(document.createTextNode(" "));
      th.appendChild(clauseLinks(o));
      tr.appendChild(th);
      tr.appendChild(cell("td", words(o, o["default"])));
      tr.appendChild(cell("td", words(o, v[o.key])));
      body.appendChild(tr);
    });
    table.hidden = !changed.length;
    root.querySelector(".house-diff-none").hidden = !!changed.length;
    return changed;
  }

  function card(v, changed, code) {
    var list = root.querySelector(".house-card-rules");
    list.textContent = "";
    changed.forEach(function (o) {
      var dt = cell("dt", o.label + " ");
      dt.appendChild(clauseLinks(o));
      list.appendChild(dt);
      list.appendChild(cell("dd", words(o, v[o.key])));
    });
    var rest = cell("p", ui.card_site);
    rest.className = "house-card-rest";
    list.appendChild(rest);
    var link = location.href.split("#")[0] + "#" + code;
    root.querySelector(".house-card-link").textContent = ui.card_url.replace("{url}", link);
  }

  function render(v, fromAddress, forget) {
    var code = encode(v);
    show(v);
    root.querySelector("#house-code").textContent = code;
    root.querySelectorAll(".house-code-copy").forEach(function (el) { el.textContent = code; });
    card(v, diff(v), code);
    if (!fromAddress && location.hash.slice(1) !== code) {
      history.replaceState(null, "", "#" + code);
    }
    root.setAttribute("data-code", code);
    if (!forget) remember(code);
  }

  /* The table's rules for the other pages (the verdict page, the puzzles): localStorage
   * "contrato.house" holds the last code chosen or opened here; this site's rules remove it. */
  function remember(code) {
    try {
      if (code === data.version) localStorage.removeItem(STORE);
      else localStorage.setItem(STORE, code);
    } catch (e) { /* storage may be off: the address still carries the code */ }
  }

  function fromAddress() {
    var text = decodeURIComponent(location.hash.slice(1));
    var box = root.querySelector(".house-problem");
    box.hidden = true;
    if (!text) {                  /* no code in the address: the table's rules chosen here before */
      var stored = null;
      try { stored = localStorage.getItem(STORE); } catch (e) { /* storage off */ }
      var kept = stored ? decode(stored) : {};
      if (kept.values) render(kept.values, false);
      else render(defaults(), true, true);
      return;
    }
    if (!/^h/i.test(text) && document.getElementById(text)) {
      if (!root.hasAttribute("data-code")) render(defaults(), true, true);   /* a heading's link */
      return;
    }
    var out = decode(text);
    if (out.problem) {
      var why = data.problems[out.problem].replace("{token}", out.token ? "«" + out.token + "»" : "");
      box.textContent = ui.bad_code.replace("{code}", text).replace("{problem}", why);
      box.hidden = false;
      box.setAttribute("data-problem", out.problem);
      render(defaults(), true, true);
      return;
    }
    render(out.values, encode(out.values) === text);
  }

  form.addEventListener("change", function () { render(collect(), false); });
  form.addEventListener("input", function (e) {
    if (e.target.tagName === "INPUT") render(collect(), false);
  });
  root.querySelectorAll("[data-start]").forEach(function (button) {
    button.addEventListener("click", function () {
      root.querySelector(".house-problem").hidden = true;
      render(decode(data.starts[button.getAttribute("data-start")]).values, false);
    });
  });
  root.querySelector("[data-reset]").addEventListener("click", function () {
    root.querySelector(".house-problem").hidden = true;
    render(defaults(), false);
  });
  root.querySelector("[data-copy]").addEventListener("click", function () {
    var status = root.querySelector(".house-copied");
    var done = function () { status.textContent = ui.copied; };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(location.href).then(done, done);
    } else {
      done();
    }
  });
  root.querySelector("[data-print]").addEventListener("click", function () { window.print(); });
  window.addEventListener("hashchange", fromAddress);
  /* for tests and other pages' scripts: the same reading and writing of codes */
  window.contratoHouse = { decode: decode, encode: encode, key: STORE };
  root.hidden = false;
  fromAddress();
})();
