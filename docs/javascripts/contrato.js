/* Contrato: small behaviours on top of Material for MkDocs. No outside request.
 * 1. Language switcher links (data-keep-hash) go to the same page in the other language; on
 *    click, the current #anchor is added or, without one, the anchor of the clause, heading or
 *    table row at the top of the screen: the reader stays on the same clause.
 * 2. Copy links: clause and puzzle links (data-copy-link) and every heading's or table row's
 *    link (a.headerlink) copy their address, never with a search highlight (?h=), and say so.
 *    A clause or puzzle link stays where it is (data-copy-only); a heading's link also goes to
 *    its anchor, as before.
 * 3. Search highlight: Material marks the searched words on the page a result opens (it reads
 *    ?h= when the page starts); then ?h= is taken off the address bar, so that an address
 *    copied from there is clean too.
 * 4. Previews on touch screens: Material previews a clause or glossary link (data-preview) on
 *    hover and keyboard focus. A touch screen has neither: there, the first tap on such a link
 *    shows the same text in a panel at the bottom of the screen, with a link to open it; the
 *    panel closes with its button, Escape or a tap elsewhere.
 * 5. Wide tables (data-rows, generator/site/mdext.py) become one card a row when the screen is
 *    too narrow for them; scrollable regions that remain can be reached with the keyboard.
 * 6. Material's search dialog gets a name (its input's label) for screen readers.
 * 7. Material's previews make the links of the page they preview absolute by assigning
 *    `element.href`, which an SVG link (the turn diagram on the rules page) does not allow: the
 *    preview then fails. SVG links get a setter that writes the attribute.
 * 8. A search result's head (its page) leads to the section that matched best.
 * 9. Offline: every page registers the service worker (sw.js at the site's root,
 *    generator/site/offline.py). Once the page has loaded, when the browser is idle, it asks
 *    the worker to keep this language's pages and the rules engine — unless the reader has
 *    asked to save data (navigator.connection.saveData) or is on 2G, or has no network —; the
 *    footer then says that the site opens with no network ("ready offline"). The state is
 *    <html data-offline="keeping|ready|partial|saving"> and a "contrato:offline" event on document
 *    ({detail: {state}}). With no network, "page not found" says that the page may not be kept
 *    yet. window.contratoOffline: {registered (a promise of the
 *    registration), lang, hold(promise): wait for it before keeping} — the verdict page holds
 *    the keeping back while its engine downloads.
 * Interface strings: <script id="contrato-ui"> (overrides/main.html, docs/<lang>/strings.yaml).
 */
(function () {
  "use strict";

  var thisScript = document.currentScript;        // <root>/<lang>/javascripts/contrato.js

  /* --- 7. SVG links take an assigned href (for Material's previews) ---------------------- */
  if (window.SVGAElement) {
    var svgHref = Object.getOwnPropertyDescriptor(SVGAElement.prototype, "href");
    if (svgHref && svgHref.get && !svgHref.set) {
      Object.defineProperty(SVGAElement.prototype, "href", {
        configurable: true,
        enumerable: svgHref.enumerable,
        get: svgHref.get,
        set: function (value) { this.setAttribute("href", String(value)); }
      });
    }
  }

  var ui = {};
  try {
    ui = JSON.parse((document.getElementById("contrato-ui") || {}).textContent || "{}");
  } catch (e) { ui = {}; }

  /* --- 3. No search highlight in the address -------------------------------------------- */
  function clean(href) {
    var url = new URL(href, window.location.href);
    url.searchParams.delete("h");
    return url.toString();
  }
  function dropHighlight() {
    if (new URL(window.location.href).searchParams.has("h")) {
      window.history.replaceState(window.history.state, "", clean(window.location.href));
    }
  }
  // Material reads ?h= when the document is loaded (its own DOMContentLoaded listener, added
  // before this one): take it off the address after that.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", dropHighlight);
  } else {
    dropHighlight();
  }

  /* --- 2. Copy links -------------------------------------------------------------------- */
  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }

  function announce(link) {
    var note = link.parentNode.querySelector(".clause-copied");
    if (!note) {
      note = document.createElement("span");
      note.className = "clause-copied";
      note.setAttribute("role", "status");
      link.parentNode.appendChild(note);
    }
    note.textContent = link.getAttribute("data-copied") || ui.link_copied || "";
    note.classList.add("is-visible");
    window.clearTimeout(note._timer);
    note._timer = window.setTimeout(function () {
      note.classList.remove("is-visible");
      note.textContent = "";
    }, 2000);
  }

  /* --- 1. The place to keep when switching language ------------------------------------ */
  function placeOnScreen() {
    if (window.scrollY < 1) { return ""; }
    var header = document.querySelector(".md-header");
    var top = header ? header.getBoundingClientRect().bottom : 0;
    var all = document.querySelectorAll(
      ".md-content h2[id], .md-content h3[id], .md-content h4[id], " +
      ".md-content .clause-head[id], .md-content tr[id]");
    var best = "";
    for (var i = 0; i < all.length; i++) {
      if (all[i].getBoundingClientRect().top - top > 32) { break; }
      best = all[i].id;
    }
    return best;
  }

  /* --- 4. Previews on touch screens ----------------------------------------------------- */
  var pages = {};          // URL without hash → Promise of its parsed document
  var sheet = null;
  var lastPointer = "";

  function fetchPage(url) {
    if (!pages[url]) {
      pages[url] = fetch(url, { credentials: "same-origin" }).then(function (r) {
        if (!r.ok) { throw new Error(r.status); }
        return r.text();
      }).then(function (text) {
        return new DOMParser().parseFromString(text, "text/html");
      });
      pages[url].catch(function () { delete pages[url]; });
    }
    return pages[url];
  }

  /* The part of `doc` a link to `hash` shows: a clause (its heading and text), or a heading
     and what follows it up to the next heading; the page's first heading without a hash. */
  function excerpt(doc, hash) {
    var article = doc.querySelector("article") || doc.body;
    var target = hash ? article.querySelector("[id='" + hash.replace(/'/g, "") + "']")
                      : article.querySelector("h1");
    if (!target) { return null; }
    var parts = [];
    var clause = target.closest(".clause");
    if (clause) {
      parts.push(clause.cloneNode(true));
    } else if (/^H[1-6]$/.test(target.tagName)) {
      parts.push(target.cloneNode(true));
      for (var el = target.nextElementSibling; el && !/^H[1-6]$/.test(el.tagName);
           el = el.nextElementSibling) {
        parts.push(el.cloneNode(true));
      }
    } else {
      parts.push(target.cloneNode(true));
    }
    return parts;
  }

  function absolutize(node, base) {
    node.querySelectorAll("[href], [src]").forEach(function (el) {
      ["href", "src"].forEach(function (name) {
        var value = el.getAttribute(name);
        if (value && !/^(?:[a-z]+:)?\/\//i.test(value)) {
          el.setAttribute(name, new URL(value, base).toString());
        }
      });
    });
    node.querySelectorAll("[id]").forEach(function (el) { el.removeAttribute("id"); });
    if (node.removeAttribute) { node.removeAttribute("id"); }
    node.querySelectorAll(".clause-examples, .clause-cited, .search-keywords, .headerlink, " +
                          ".clause-copied").forEach(function (el) { el.remove(); });
  }

  function closeSheet() {
    if (!sheet) { return; }
    var opener = sheet._opener;
    sheet.remove();
    sheet = null;
    if (opener && document.contains(opener)) { opener.focus({ preventScroll: true }); }
  }

  function openSheet(link) {
    closeSheet();
    var url = new URL(link.href, window.location.href);
    var hash = decodeURIComponent(url.hash.slice(1));
    url.hash = "";
    sheet = document.createElement("div");
    sheet.className = "preview-sheet";
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-label", (link.textContent || "").trim());
    sheet._opener = link;
    var inner = document.createElement("div");
    inner.className = "preview-sheet__inner md-typeset";
    inner.tabIndex = -1;
    sheet.appendChild(inner);
    var actions = document.createElement("p");
    actions.className = "preview-sheet__actions";
    var open = document.createElement("a");
    open.className = "md-button md-button--primary";
    open.href = clean(link.href);
    open.textContent = ui.preview_open || "→";
    var close = document.createElement("button");
    close.type = "button";
    close.className = "md-button preview-sheet__close";
    close.textContent = ui.preview_close || "×";
    close.addEventListener("click", closeSheet);
    actions.appendChild(open);
    actions.appendChild(close);
    document.body.appendChild(sheet);
    var mine = sheet;
    fetchPage(url.toString()).then(function (doc) {
      if (sheet !== mine) { return; }
      var parts = excerpt(doc, hash);
      if (!parts) { throw new Error("no " + hash); }
      parts.forEach(function (part) {
        absolutize(part, url.toString());
        inner.appendChild(part);
      });
      inner.appendChild(actions);
      sheet.classList.add("is-ready");
      inner.focus({ preventScroll: true });
    }).catch(function () {
      if (sheet === mine) { closeSheet(); window.location.href = clean(link.href); }
    });
  }

  document.addEventListener("pointerdown", function (event) {
    lastPointer = event.pointerType || "";
    if (sheet && !sheet.contains(event.target)) { closeSheet(); }
  }, true);
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && sheet) { closeSheet(); }
  });

  /* --- clicks --------------------------------------------------------------------------- */
  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey ||
        event.shiftKey || event.altKey) {
      return;
    }
    var link = event.target.closest ? event.target.closest("a") : null;
    if (!link) { return; }
    if (link.hasAttribute("data-keep-hash")) {
      var place = window.location.hash || (placeOnScreen() ? "#" + placeOnScreen() : "");
      link.href = link.href.split("#")[0] + place;
    } else if (link.hasAttribute("data-copy-link") || link.classList.contains("headerlink")) {
      if (link.hasAttribute("data-copy-only")) { event.preventDefault(); }
      copy(clean(link.href)).then(function () { announce(link); }, function () {});
    } else if (lastPointer === "touch" && link.hasAttribute("data-preview") &&
               !(sheet && sheet.contains(link))) {
      event.preventDefault();
      openSheet(link);
    }
  }, true);

  /* --- 5. Wide tables and scrollable regions -------------------------------------------- */
  function fitTables() {
    document.querySelectorAll(".md-typeset table[data-rows]").forEach(function (table) {
      table.classList.remove("is-stacked");
      var box = table.closest(".md-typeset__scrollwrap");
      var wide = box ? box.scrollWidth > box.clientWidth + 1
                     : table.getBoundingClientRect().right > document.documentElement.clientWidth;
      if (wide) { table.classList.add("is-stacked"); }
    });
    document.querySelectorAll(".md-typeset__scrollwrap, .md-typeset .cd-scroll")
      .forEach(function (box) {
        if (box.scrollWidth > box.clientWidth + 1) {
          box.tabIndex = 0;
          if (!box.hasAttribute("role")) { box.setAttribute("role", "region"); }
          if (!box.hasAttribute("aria-label")) {
            var caption = box.querySelector("caption, th");
            box.setAttribute("aria-label", caption ? caption.textContent.trim() : "");
          }
        } else if (box.tabIndex === 0 && box.getAttribute("role") === "region") {
          box.removeAttribute("tabindex");
        }
      });
  }
  var fitting = 0;
  window.addEventListener("resize", function () {
    window.cancelAnimationFrame(fitting);
    fitting = window.requestAnimationFrame(fitTables);
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", fitTables);
  } else {
    fitTables();
  }
  window.addEventListener("load", fitTables);

  /* --- 6. The search dialog's name ------------------------------------------------------ */
  var search = document.querySelector(".md-search[role=dialog]");
  var input = search && search.querySelector(".md-search__input");
  if (input && !search.hasAttribute("aria-label")) {
    search.setAttribute("aria-label", input.getAttribute("aria-label") || "");
  }

  /* --- 8. A search result opens the section that matched ------------------------------ */
  /* Material heads each page's results with the page itself, a link to its top, even when a
   * section matched far better ("guardar joker": the rules page, then 7.2): the head goes to
   * the best section instead, the one shown under it, so that tapping the first result
   * lands on the clause. Scores are Material's (data-md-score). */
  function toBestSection(item) {
    var links = item.querySelectorAll(":scope > a.md-search-result__link");
    if (links.length < 2) { return; }
    var score = function (a) {
      var article = a.querySelector("article[data-md-score]");
      return article ? Number(article.getAttribute("data-md-score")) : 0;
    };
    if (score(links[1]) > score(links[0]) && links[1].href.indexOf("#") > 0) {
      links[0].href = links[1].href;
    }
  }
  var results = document.querySelector(".md-search-result__list");
  if (results && window.MutationObserver) {
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        Array.prototype.forEach.call(change.addedNodes, function (node) {
          if (node.nodeType === 1 && node.classList.contains("md-search-result__item")) {
            toBestSection(node);
          }
        });
      });
    }).observe(results, { childList: true });
    // and again at the tap itself, before the link is followed: an item Material drew again,
    // or whose sections came after it, goes to its best section all the same
    results.addEventListener("click", function (event) {
      var item = event.target.closest && event.target.closest(".md-search-result__item");
      if (item) { toBestSection(item); }
    }, true);
  }

  /* --- 9. Offline ------------------------------------------------------------------------ */
  function offlineMark() {
    var where = document.querySelector(".md-footer-meta .md-copyright") ||
      document.querySelector(".md-footer-meta__inner");
    if (!where || !ui.offline_ready || where.querySelector(".offline-mark")) { return; }
    var mark = document.createElement("p");
    mark.className = "offline-mark";
    mark.textContent = ui.offline_ready;
    where.appendChild(mark);
  }
  function offlineState(state) {
    document.documentElement.setAttribute("data-offline", state);
    if (state === "ready") { offlineMark(); }
    document.dispatchEvent(new CustomEvent("contrato:offline", { detail: { state: state } }));
  }
  function savingData() {
    var c = navigator.connection;
    return !!(c && (c.saveData || /(^|-)2g$/.test(c.effectiveType || "")));
  }
  function whenIdle(fn) {
    if (window.requestIdleCallback) { window.requestIdleCallback(fn, { timeout: 10000 }); }
    else { window.setTimeout(fn, 2000); }
  }
  // "page not found" with no network: the page is not kept on this device (it may exist)
  var notKept = document.querySelector(".not-found-offline");
  if (notKept && navigator.onLine === false) { notKept.hidden = false; }

  window.contratoOffline = (function () {
    if (!thisScript || !thisScript.src || !("serviceWorker" in navigator) || !window.isSecureContext) {
      return null;
    }
    var root = new URL("../../", thisScript.src).href;
    var lang = new URL("../", thisScript.src).href.slice(root.length).replace(/\/$/, "");
    // registered once the page has loaded (the worker's script does not compete with the
    // page's own files), but at once on the verdict page, whose engine waits for it
    var registered = new Promise(function (resolve) {
      if (document.readyState === "complete" || document.getElementById("verdict")) { resolve(); }
      else { window.addEventListener("load", function () { resolve(); }); }
    }).then(function () {
      return navigator.serviceWorker.register(root + "sw.js", { scope: root });
    }).catch(function () { return null; });
    var holds = [];
    function held() {
      var n = holds.length;
      return Promise.all(holds).then(function () { return holds.length > n ? held() : null; });
    }
    function ask(op) {
      // the worker's answer, on a port of its own: {op: "offline", state, missing}
      return registered.then(function (reg) {
        return reg ? navigator.serviceWorker.ready : null;
      }).then(function (reg) {
        if (!reg || !reg.active) { return {}; }
        return new Promise(function (resolve) {
          var channel = new MessageChannel();
          channel.port1.onmessage = function (event) { resolve(event.data || {}); };
          reg.active.postMessage({ op: op, lang: lang }, [channel.port2]);
        });
      });
    }
    function start() {
      ask("status").then(function (out) {
        if (out.state === "ready") { offlineState("ready"); return; }
        if (!out.state || navigator.onLine === false) { return; }
        if (savingData()) { offlineState("saving"); return; }      // nothing downloaded
        held().then(function () {
          whenIdle(function () {
            offlineState("keeping");
            ask("keep").then(function (kept) { offlineState(kept.state || "partial"); });
          });
        });
      });
    }
    if (document.readyState === "complete") { start(); }
    else { window.addEventListener("load", start); }
    return {
      registered: registered,
      lang: lang,
      hold: function (promise) { holds.push(Promise.resolve(promise).catch(function () {})); }
    };
  })();
})();
