// canasta serve EVENING.yaml: what the evening's pages add to the pad's
// script (app.js). The pages work without it; it keeps the director's and
// the viewer's page up to date, moves a table's and a player's page on
// to the next round, and prints. The one-game pad never loads it.
"use strict";

(function () {
  var langQuery = new URLSearchParams(location.search).get("lang");

  function $(sel, root) { return (root || document).querySelector(sel); }
  function withLang(path) {
    if (!langQuery) return path;
    return path + (path.indexOf("?") < 0 ? "?" : "&") + "lang=" + encodeURIComponent(langQuery);
  }

  // ---- An evening's director's and viewer's pages follow the evening
  // (a hand at any table, a new round): their part that changes is
  // fetched again every few seconds and put in place where it changed.
  if ($("#club-live")) {
    var following = false;
    setInterval(function () {
      if (following) return;
      following = true;
      fetch(withLang("/live"), { credentials: "same-origin" }).then(function (r) {
        if (r.status === 401) location.reload();
        return r.ok ? r.text() : null;
      }).then(function (html) {
        following = false;
        if (html === null) return;
        var box = document.createElement("div");
        box.innerHTML = html;
        var fresh = $("#club-live", box), now = $("#club-live");
        if (fresh && now && fresh.innerHTML !== now.innerHTML) now.replaceWith(fresh);
      }, function () { following = false; });
    }, 3000);
  }
  // ---- A table's and a player's page of an evening: when the next
  // round is drawn, the page opens again, at the round's new game (the
  // same table's) or the player's new table.
  var whereabouts = $("#whereabouts[data-round]");
  if (whereabouts) {
    setInterval(function () {
      fetch(withLang("/api/club"), { credentials: "same-origin" }).then(function (r) {
        return r.ok ? r.json() : null;
      }).then(function (club) {
        var rounds = club && club.rounds;
        if (!rounds || !rounds.length) return;
        if (String(rounds[rounds.length - 1].round) !== whereabouts.dataset.round) location.reload();
      }, function () {});
    }, 4000);
  }
  var printButton = $("#print");
  if (printButton) printButton.addEventListener("click", function () { window.print(); });

})();
