/* The table card under a table's house rules (generator/site/table_card.py, house_export).
 *
 * The rules: a house-rules code after "#" in the address (table-card/#h1-wa-bn), else the code
 * the house-rules page kept on this device (localStorage "contrato.house", house.js); "#h1"
 * shows this site's rules (and offers the kept code back). The page cannot run the engine:
 * its #table-card-house carries, for every column of the rounds table and every sentence, the text
 * the engine's profile gives for each combination of the options it follows ("options", the
 * code's letters; a key is their values joined by "|"), computed at build time; this script
 * reads the code (code.js, as generator/engine/house.py reads it) and only looks them up. The
 * penalties' sentence keeps {ace}, {face} and {joker}, filled with the code's numbers. At the
 * top, .tc-house says which rules the card shows, with the way back to this site's.
 */
(function () {
  "use strict";
  var root = document.querySelector(".table-card[data-house]");
  if (!root || !window.contratoHouseCode) return;
  var data = JSON.parse(document.getElementById("table-card-house").textContent);
  var codes = window.contratoHouseCode(data);
  var STORE = "contrato.house";
  var ui = data.ui;
  var site = null;                    /* the page as built: this site's rules */

  function snapshot() {
    var cells = {};
    root.querySelectorAll("[data-tc-col]").forEach(function (td, i) { cells[i] = td.innerHTML; });
    var items = {};
    root.querySelectorAll("[data-tc]").forEach(function (li) {
      items[li.getAttribute("data-tc")] = li.hidden ? null : li.innerHTML;
    });
    return { cells: cells, items: items };
  }

  function stored() {
    try { return window.localStorage.getItem(STORE); } catch (e) { return null; }
  }

  function key(entry, values) {
    return entry.options.split("").map(function (k) { return values[k]; }).join("|");
  }

  function penalties(html, values) {
    var n = values.p.split(".");
    return html.replace(/\{ace\}/g, n[0]).replace(/\{face\}/g, n[1]).replace(/\{joker\}/g, n[2]);
  }

  function setItem(li, html) {
    li.hidden = html === null;
    li.innerHTML = html === null ? "" : html;
  }

  /* The card of these values (from a code that reads). */
  function fill(values) {
    var rows = root.querySelectorAll(".tc-rounds tbody tr");
    Object.keys(data.card.rows).forEach(function (col) {
      var entry = data.card.rows[col];
      var texts = entry.values[key(entry, values)];
      rows.forEach(function (tr, i) {
        tr.querySelector('[data-tc-col="' + col + '"]').textContent = String(texts[i]);
      });
    });
    data.card.sections.forEach(function (section, si) {
      section.items.forEach(function (entry, i) {
        var html = entry.values[key(entry, values)];
        if (html !== null && html !== undefined) html = penalties(html, values);
        setItem(root.querySelector('[data-tc="' + si + "." + i + '"]'), html === undefined ? null : html);
      });
    });
  }

  function restore() {
    root.querySelectorAll("[data-tc-col]").forEach(function (td, i) { td.innerHTML = site.cells[i]; });
    root.querySelectorAll("[data-tc]").forEach(function (li) {
      setItem(li, site.items[li.getAttribute("data-tc")]);
    });
  }

  function clauseText(o) {
    return "(" + o.clauses.join(", ") + ")";
  }

  /* .tc-house: "Under the house rules h1-wa-bn: <each change>. Everything else: this site's." */
  function announce(code, values) {
    var box = root.querySelector(".tc-house");
    box.querySelector(".tc-house-title").textContent = ui.card_house.replace("{code}", code);
    var changes = box.querySelector(".tc-house-changes");
    changes.textContent = "";
    data.options.filter(function (o) { return values[o.key] !== o["default"]; })
      .forEach(function (o, i) {
        if (i) changes.appendChild(document.createTextNode("; "));
        var label = document.createElement("span");
        label.className = "tc-house-label";
        label.textContent = o.label + " " + clauseText(o);
        changes.appendChild(label);
        var value = document.createElement("span");       /* printed: the labels alone */
        value.className = "tc-house-value";
        value.textContent = ": " + codes.words(o, values[o.key]);
        changes.appendChild(value);
      });
    changes.appendChild(document.createTextNode("."));
    box.querySelector(".tc-house-rest").textContent = ui.card_site;
    var back = box.querySelector(".tc-house-site");
    back.textContent = ui.card_house_site;
    back.href = "#" + data.version;                     /* this site's rules */
    var edit = box.querySelector(".tc-house-edit");
    edit.textContent = ui.card_house_edit;
    edit.href = "../house-rules/#" + code;
    /* the separator too: a page read without scripts shows no lone « · » */
    box.querySelector(".tc-house-sep").textContent = " · ";
    box.hidden = false;
  }

  function show() {
    var fromAddress = decodeURIComponent(window.location.hash.slice(1)).trim();
    var text = /^h\d/i.test(fromAddress) ? fromAddress : (stored() || "");
    var problem = root.querySelector(".tc-house-problem");
    var offer = root.querySelector(".tc-house-offer");
    problem.hidden = true;
    offer.hidden = true;
    root.querySelector(".tc-house").hidden = true;
    root.removeAttribute("data-code");
    restore();
    var out = text ? codes.decode(text) : null;
    if (out && out.problem) {
      var why = data.problems[out.problem].replace("{token}", out.token ? "«" + out.token + "»" : "");
      problem.textContent = ui.bad_code.replace("{code}", text).replace("{problem}", why);
      problem.hidden = false;
      return;
    }
    var code = out ? codes.encode(out.values) : data.version;
    if (code === data.version) {                /* this site's rules */
      var kept = stored();
      if (kept && kept !== data.version && codes.decode(kept).values) {
        var link = offer.querySelector("a");
        link.href = "#" + kept;
        link.textContent = ui.card_house_offer.replace("{code}", kept);
        offer.hidden = false;
      }
      root.setAttribute("data-code", data.version);
      return;
    }
    fill(out.values);
    announce(code, out.values);
    root.setAttribute("data-code", code);
  }

  site = snapshot();
  window.addEventListener("hashchange", show);
  show();
})();
