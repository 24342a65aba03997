/* House-rules codes (generator/engine/house.py) read and written in the browser, for the
 * house-rules page (house.js) and the table card (card.js).
 *
 * window.contratoHouseCode(data) takes the options as generator/lang/house.py page_data
 * gives them (data.version, data.options: key, default and the code's text of each choice,
 * or the numbers' ranges; data.refused: the parts asking for a rule the engine does not
 * model) and returns {decode, encode, defaults, words}. A code is "h1", then one part per
 * option that differs from this site's rules, a letter and a value, joined by "-"
 * (h1-wa-p15.10.25). It is read and written exactly as generator/engine/house.py does
 * (tests/test_house_page.py compares the two in Chromium): parts in any order and either
 * case are read; the code written is canonical. Values are the code's texts ("" for an
 * option left out, as no purchase limit; "15.10.15" for the penalties).
 */
(function () {
  "use strict";
  window.contratoHouseCode = function (data) {
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

    /* The values of a code, {values}, or {problem, token}: the same checks, in the same
     * order, as generator.engine.house.decode. */
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

    function encode(v) {
      var parts = [data.version];
      data.options.forEach(function (o) {
        if (v[o.key] !== o["default"]) parts.push(o.key + v[o.key]);
      });
      return parts.join("-");
    }

    /* An option's value in words (the page's language). */
    function words(o, value) {
      if (o.numbers) {
        var n = value.split(".");
        // the words after the ace's points agree with it ("1 punto", "2 puntos"): one
        // template per plural form of the language (generator/lang/house.py)
        var form = new Intl.PluralRules(o.locale).select(Number(n[0]));
        var template = o.templates[form] || o.templates.other;
        return template.replace("{ace}", n[0]).replace("{face}", n[1]).replace("{joker}", n[2]);
      }
      for (var k = 0; k < o.choices.length; k++) {
        if (o.choices[k].code === value) return o.choices[k].text;
      }
      return value;
    }

    return { decode: decode, encode: encode, defaults: defaults, words: words, byKey: byKey };
  };
})();
