/* "Under your rules" on a puzzle's page (issue 17): when the house-rules page has kept a
 * table's code (localStorage "contrato.house", docs/javascripts/house/house.js), the puzzle's
 * "open in the verdict page" link gets a twin that opens the same situation under those rules
 * (&profile=<code>): the engine answers it again there and says whether the answer changes
 * and which house rules decide it (generator/verdict/browser.py). */
(function () {
  "use strict";
  var box = document.querySelector(".puzzle-verdict[data-house-label]");
  if (!box || box.querySelector(".puzzle-verdict-house")) return;
  var code = null;
  try { code = localStorage.getItem("contrato.house"); } catch (e) { return; }
  if (!code || !/^h1-[a-z0-9.-]+$/.test(code)) return;
  var link = box.querySelector("a");
  var house = document.createElement("a");
  house.className = "puzzle-verdict-house";
  house.href = link.getAttribute("href") + "&profile=" + code;
  house.textContent = box.getAttribute("data-house-label").replace("{code}", code);
  box.appendChild(document.createTextNode(" · "));
  box.appendChild(house);
})();
