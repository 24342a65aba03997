/* The house-rules page (generator/site/house_page.py): a table's own rules as a short code.
 *
 * The page's data-house holds the options in the code's order (generator/engine/house.py,
 * OPTIONS), each with its values (the code's text and the words), the starting points' codes,
 * the parts that ask for a rule the engine does not model, and the words of the page. The code
 * lives after "#" in the address: "h1", then one part per option that differs from this site's
 * rules, a letter and a value, joined by "-" (h1-wa-p15.10.25), read and written by code.js
 * (loaded before this script) exactly as generator/engine/house.py does.
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

  var codes = window.contratoHouseCode(data);      /* code.js: read and write codes */
  var defaults = codes.defaults, decode = codes.decode, encode = codes.encode;
  var words = codes.words;

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
        box.querySelector(".house-chosen").textContent = words(o, v[o.key]);
      }
      box.classList.toggle("house-changed", v[o.key] !== o["default"]);
    });
  }

  /* A chosen value too long for its closed select (a phone) is also written out under it
   * (.house-chosen, shown by house.css when .is-cut). */
  var ruler = document.createElement("canvas").getContext("2d");
  function markCut() {
    form.querySelectorAll("select").forEach(function (select) {
      var style = window.getComputedStyle(select);
      ruler.font = style.fontWeight + " " + style.fontSize + " " + style.fontFamily;
      var option = select.options[select.selectedIndex];
      var room = select.clientWidth - 48;           /* its padding and arrow */
      var cut = !!option && ruler.measureText(option.text).width > room;
      select.parentNode.classList.toggle("is-cut", cut);
    });
  }
  window.addEventListener("resize", markCut);

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

  var columns = Array.prototype.map.call(root.querySelectorAll(".house-diff thead th"),
                                         function (th) { return th.textContent; });
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
      /* each value with its column's name: a phone shows a card a row (house.css) */
      [words(o, o["default"]), words(o, v[o.key])].forEach(function (text, i) {
        var td = cell("td", text);
        td.setAttribute("data-label", columns[i + 1]);
        tr.appendChild(td);
      });
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
    /* the verdict page and the table card with these rules (this site's: no code) */
    root.querySelector(".house-to-verdict").href =
      "../verdict/" + (code === data.version ? "" : "#profile=" + code);
    root.querySelector(".house-to-card").href = "../table-card/#" + code;
    markCut();
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
