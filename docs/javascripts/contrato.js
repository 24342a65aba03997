/* Contrato: small behaviours on top of Material for MkDocs. No outside request.
 * 1. Language switcher links (data-keep-hash) go to the same page in the other language;
 *    on click, the current #anchor is added, so a reader stays on the same clause.
 * 2. Clause and puzzle links (data-copy-link) copy their full address to the clipboard and
 *    say so (text in data-copied); the browser then follows a clause link to its anchor as
 *    usual, but stays put for a link marked data-copy-only (a puzzle's own address).
 * 3. Material's search dialog gets a name (its input's label) for screen readers.
 */
(function () {
  "use strict";

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
    note.textContent = link.getAttribute("data-copied") || "";
    note.classList.add("is-visible");
    window.clearTimeout(note._timer);
    note._timer = window.setTimeout(function () {
      note.classList.remove("is-visible");
      note.textContent = "";
    }, 2000);
  }

  var search = document.querySelector(".md-search[role=dialog]");
  var input = search && search.querySelector(".md-search__input");
  if (input && !search.hasAttribute("aria-label")) {
    search.setAttribute("aria-label", input.getAttribute("aria-label") || "");
  }

  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey ||
        event.shiftKey || event.altKey) {
      return;
    }
    var link = event.target.closest ? event.target.closest("a") : null;
    if (!link) { return; }
    if (link.hasAttribute("data-keep-hash")) {
      link.href = link.href.split("#")[0] + window.location.hash;
    } else if (link.hasAttribute("data-copy-link")) {
      if (link.hasAttribute("data-copy-only")) { event.preventDefault(); }
      copy(link.href).then(function () { announce(link); }, function () {});
    }
  }, true);
})();
