// canasta serve: the pad's own script. The pages work without it (plain
// forms, plain links); it adds the steppers, sending a hand without
// leaving the page (kept on the phone until the pad confirms it), the
// live update, the screen kept on, and the card picker. No build step,
// no library.
"use strict";

(function () {
  var body = document.body;
  var lang = body.dataset.lang || "en";
  var langQuery = new URLSearchParams(location.search).get("lang");

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $$(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function withLang(path) {
    if (!langQuery) return path;
    return path + (path.indexOf("?") < 0 ? "?" : "&") + "lang=" + encodeURIComponent(langQuery);
  }
  function newKey() {
    var a = new Uint8Array(16);
    crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  $$(".js-only").forEach(function (el) { el.hidden = false; });

  var live = $("#live");
  var words = live ? live.dataset : {};
  // The game this page is of: what a phone keeps for it is sent to it
  // alone, never to another game served later at the same address.
  var GAME = live ? live.dataset.game || "" : "";
  var QUEUE = "canasta-queue:" + GAME;
  var banner = $("#offline");
  var form = $("#hand-form");
  var keyField = form && form.querySelector('input[name="key"]');

  // ---- The steppers edit the side's tally text, item by item: the text
  // is what is sent, and what was typed in it is never lost.
  var ALIASES = {};
  try { ALIASES = JSON.parse((form && form.dataset.aliases) || "{}"); } catch (e) { ALIASES = {}; }
  function canon(word) {
    var w = word.trim().toLowerCase();
    return ALIASES[w] || w;
  }
  function parseItems(text) {
    return text.split(",").map(function (s) { return s.trim(); }).filter(function (s) { return s !== ""; })
      .map(function (raw) {
        var i = raw.indexOf(":");
        return { raw: raw, item: canon(i < 0 ? raw : raw.slice(0, i)), value: i < 0 ? null : raw.slice(i + 1).trim() };
      });
  }
  function tallyField(fs) { return fs.querySelector('input[name^="tally:"]'); }
  function pointsField(fs) { return fs.querySelector('input[name^="points:"]'); }
  function find(list, item) {
    for (var i = 0; i < list.length; i++) if (list[i].item === item) return i;
    return -1;
  }
  // The items in the order the steppers ask for them.
  function order(fs) {
    var out = [];
    $$(".q", fs).forEach(function (q) {
      if (q.dataset.item) out.push(q.dataset.item);
      if (q.dataset.canon) JSON.parse(q.dataset.canon).forEach(function (c) { out = out.concat(c); });
    });
    return out;
  }
  function rank(ord, item) {
    var r = ord.indexOf(item);
    return r < 0 ? Infinity : r;
  }
  function put(list, ord, entry) {
    var at = find(list, entry.item);
    if (at >= 0) { list[at] = entry; return; }
    for (var j = 0; j < list.length; j++) {
      if (rank(ord, list[j].item) > rank(ord, entry.item)) { list.splice(j, 0, entry); return; }
    }
    list.push(entry);
  }
  function chosen(q, list) {
    var canonical = JSON.parse(q.dataset.canon || "[]");
    var best = -1, size = 0;
    canonical.forEach(function (items, i) {
      var all = items.length > 0 && items.every(function (it) { return find(list, it) >= 0; });
      // The later choice wins a tie: `out,concealed` went out concealed.
      if (all && items.length >= size) { best = i; size = items.length; }
    });
    if (best < 0 && q.dataset.blank === undefined) {
      canonical.forEach(function (items, i) { if (best < 0 && items.length === 0) best = i; });
    }
    return best;
  }
  function count(entry) {
    if (!entry) return 0;
    return entry.value === null ? 1 : parseInt(entry.value, 10);
  }

  // The steppers show what the text says.
  function render(fs) {
    var list = parseItems(tallyField(fs).value);
    var special = null;
    $$(".q", fs).forEach(function (q) {
      var at = q.dataset.item ? find(list, q.dataset.item) : -1;
      var entry = at >= 0 ? list[at] : null;
      if (q.classList.contains("count")) {
        var n = count(entry);
        $("output", q).textContent = isNaN(n) ? "?" : String(n);
      } else if (q.classList.contains("points")) {
        var shown = q.dataset.shown;
        var v = entry && entry.value !== null ? entry.value : "0";
        // The keypad's own `-` before a digit stays as tapped.
        if (shown === undefined || parseInt(shown, 10) !== parseInt(v, 10) || isNaN(parseInt(v, 10))) {
          shown = v;
          delete q.dataset.shown;
        }
        $("output", q).textContent = shown;
      } else if (q.classList.contains("choice")) {
        var on = chosen(q, list);
        $$("button", q).forEach(function (b) { b.setAttribute("aria-pressed", String(Number(b.dataset.i) === on)); });
        if (q.dataset.special !== undefined && on > 0) special = q;
      }
    });
    // A special hand is scored alone: the other questions step aside.
    $$(".q", fs).forEach(function (q) { q.hidden = !!special && q !== special; });
  }

  // A tap changes the one item its stepper is for.
  function tap(fs, q, b) {
    var field = tallyField(fs);
    var list = parseItems(field.value);
    var ord = order(fs);
    var item = q.dataset.item;
    if (q.classList.contains("count")) {
      var at = find(list, item);
      var n = count(at >= 0 ? list[at] : null);
      if (isNaN(n)) n = 0;
      if (b.classList.contains("plus")) n += 1;
      else if (b.classList.contains("minus")) n = Math.max(0, n - 1);
      else return;
      if (n > 0 || q.dataset.always !== undefined) put(list, ord, { raw: q.dataset.key + ":" + n, item: item, value: String(n) });
      else if (at >= 0) list.splice(at, 1);
    } else if (q.classList.contains("points")) {
      var text = $("output", q).textContent;
      if (b.dataset.digit !== undefined) text = (text === "0" ? "" : text === "-0" ? "-" : text) + b.dataset.digit;
      else if (b.dataset.sign) text = text.charAt(0) === "-" ? text.slice(1) : "-" + text;
      else if (b.dataset.back) text = text.slice(0, -1);
      else return;
      if (text === "" || text === "-") text = text === "-" ? "-0" : "0";
      if (text.replace("-", "").length > 6) return;
      var p = parseInt(text, 10) || 0;
      q.dataset.shown = text;
      var pat = find(list, item);
      if (p !== 0) put(list, ord, { raw: q.dataset.key + ":" + p, item: item, value: String(p) });
      else if (pat >= 0) list.splice(pat, 1);
    } else if (q.classList.contains("choice")) {
      var canonical = JSON.parse(q.dataset.canon || "[]");
      var texts = JSON.parse(q.dataset.texts || "[]");
      var mine = [].concat.apply([], canonical);
      list = list.filter(function (e) { return mine.indexOf(e.item) < 0; });
      parseItems(texts[Number(b.dataset.i)] || "").forEach(function (e) { put(list, ord, e); });
    }
    field.value = list.map(function (e) { return e.raw; }).join(",");
    render(fs);
  }

  function setupSide(fs) {
    var tally = tallyField(fs), points = pointsField(fs);
    var countPanel = $('[data-panel="count"]', fs), pointsPanel = $('[data-panel="points"]', fs);
    var bonus = $('input[data-pad="bonus"]', fs), cards = $('input[data-pad="cards"]', fs);
    var rawPoints = points.closest("label");
    function fromPoints() {
      var m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(points.value);
      bonus.value = m ? m[1] : "";
      cards.value = m ? m[2] : "";
      // A total alone is shown as it was given.
      rawPoints.hidden = !!m || points.value.trim() === "";
    }
    function toPoints() {
      var b = bonus.value.trim(), c = cards.value.trim();
      points.value = b || c ? (b || "0") + "," + (c || "0") : "";
    }
    bonus.addEventListener("input", toPoints);
    cards.addEventListener("input", toPoints);
    // One way is shown; what the other holds waits beside and comes back
    // with it, so that what is sent is what is shown, and nothing typed
    // is lost.
    function show(way) {
      $$(".tabs button", fs).forEach(function (o) { o.setAttribute("aria-pressed", String(o.dataset.tab === way)); });
      countPanel.hidden = way !== "count";
      pointsPanel.hidden = way !== "points";
      fs.dataset.way = way;
      if (way === "points") {
        if (tally.value.trim()) { fs.dataset.asideTally = tally.value; tally.value = ""; }
        if (fs.dataset.asidePoints !== undefined && !points.value.trim()) points.value = fs.dataset.asidePoints;
        delete fs.dataset.asidePoints;
        fromPoints();
      } else {
        if (points.value.trim()) { fs.dataset.asidePoints = points.value; points.value = ""; bonus.value = ""; cards.value = ""; }
        if (fs.dataset.asideTally !== undefined && !tally.value.trim()) tally.value = fs.dataset.asideTally;
        delete fs.dataset.asideTally;
      }
      render(fs);
    }
    fs.show = show;
    $$(".tabs button", fs).forEach(function (b) {
      b.addEventListener("click", function () { show(b.dataset.tab); });
    });
    tally.addEventListener("input", function () { render(fs); });
    fs.addEventListener("click", function (ev) {
      var b = ev.target.closest("button");
      if (!b || !fs.contains(b) || b.closest(".tabs")) return;
      var q = b.closest(".q");
      if (q) tap(fs, q, b);
    });
    show(!tally.value.trim() && points.value.trim() ? "points" : "count");
  }
  $$("fieldset.side-entry").forEach(setupSide);

  function resetForm(f) {
    $$("fieldset.side-entry", f).forEach(function (fs) {
      $$('input[type="text"]', fs).forEach(function (i) { i.value = ""; });
      delete fs.dataset.asideTally;
      delete fs.dataset.asidePoints;
      $$(".q.points", fs).forEach(function (q) { delete q.dataset.shown; });
      if (fs.show) fs.show("count");
    });
    var force = f.querySelector('input[name="force"]');
    if (force) force.checked = false;
  }
  // A kept entry back in the form, to be seen, corrected and sent again.
  function fill(f, b) {
    $$("fieldset.side-entry", f).forEach(function (fs) {
      var side = fs.dataset.side;
      var t = (b.tally || {})[side], p = (b.points || {})[side];
      tallyField(fs).value = t || "";
      pointsField(fs).value = t ? "" : p || "";
      if (fs.show) fs.show(!t && p ? "points" : "count");
    });
    var force = f.querySelector('input[name="force"]');
    if (force) force.checked = !!b.force;
  }
  function typed(f) {
    return $$('fieldset.side-entry input[type="text"]', f).some(function (i) { return i.value.trim() !== ""; });
  }

  // What the form sends: per side its tally text, else its points (the
  // paper pad's two numbers write them).
  function handBody(f) {
    var points = {}, tally = {};
    $$("fieldset.side-entry", f).forEach(function (fs) {
      var side = fs.dataset.side;
      var t = tallyField(fs).value.trim(), p = pointsField(fs).value.trim();
      if (t) tally[side] = t;
      else if (p) points[side] = p;
    });
    var out = {};
    if (Object.keys(points).length) out.points = points;
    if (Object.keys(tally).length) out.tally = tally;
    var force = f.querySelector('input[name="force"]');
    if (force && force.checked) out.force = true;
    return out;
  }

  // ---- Messages, and whether the pad can be reached.
  function say(text, cls) {
    var m = form && $("p.message", form);
    if (!m) {
      if (banner && text) { banner.textContent = text; banner.hidden = false; }
      return;
    }
    m.textContent = "";
    if (!text) return;
    var s = document.createElement("span");
    s.className = cls;
    s.textContent = text;
    m.appendChild(s);
  }
  var down = false, lostLink = false;
  var offlineText = banner ? banner.textContent : "";
  function reachable(up) {
    if (!banner) return;
    if (up === !down) return;
    down = !up;
    // The `offline` style is on while the pad can't be reached, and on
    // nothing else.
    if (live) live.classList.toggle("offline", down);
    body.classList.toggle("offline", down);
    banner.classList.toggle("offline", down);
    if (down) {
      // Nothing said saved stays beside a pad that is down.
      $$("p.message .saved").forEach(function (s) { s.remove(); });
      banner.textContent = offlineText;
      banner.hidden = false;
    } else {
      banner.hidden = !lostLink;
      if (lostLink) banner.textContent = words.wLostLink;
      flush();
    }
  }
  function lost(yes) {
    lostLink = yes;
    if (!banner) return;
    if (yes) { banner.textContent = words.wLostLink; banner.hidden = false; }
    else if (!down) banner.hidden = true;
  }

  // ---- Sending: each entry kept on the phone, under its game, until the
  // pad answers it; sent again after a lost connection, a restart of the
  // pad or of the phone.
  function queue() {
    if (!GAME) return [];
    try {
      return JSON.parse(localStorage.getItem(QUEUE) || "[]").filter(function (e) { return e.game === GAME; });
    } catch (e) { return []; }
  }
  function keep(list) {
    if (!GAME) return;
    try {
      if (list.length) localStorage.setItem(QUEUE, JSON.stringify(list));
      else localStorage.removeItem(QUEUE);
    } catch (e) { /* private mode: the page itself still holds it */ }
  }
  function drop(key) { keep(queue().filter(function (e) { return e.key !== key; })); }
  var inflight = {}, tries = {};
  function message(answer) {
    try { return JSON.parse(answer.text).error.message; } catch (e) { return answer.text; }
  }
  function later(entry, seconds) {
    var n = tries[entry.key] = (tries[entry.key] || 0) + 1;
    var wait = seconds ? Number(seconds) * 1000 : Math.min(15000, 1000 * Math.pow(1.6, n));
    setTimeout(function () { if (queue().some(function (e) { return e.key === entry.key; })) send(entry); }, wait || 2000);
  }
  function send(entry) {
    if (entry.game !== GAME || inflight[entry.key]) return;
    inflight[entry.key] = true;
    var mine = function () { return form && keyField && keyField.value === entry.key; };
    fetch(entry.api, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Idempotency-Key": entry.key },
      body: JSON.stringify(entry.body)
    }).then(function (r) {
      return r.text().then(function (text) { return { status: r.status, text: text, retry: r.headers.get("Retry-After") }; });
    }).then(function (answer) {
      delete inflight[entry.key];
      reachable(true);
      var s = answer.status;
      if (s === 200 || s === 202) {
        drop(entry.key);
        delete tries[entry.key];
        lost(false);
        if (mine()) {
          resetForm(form);
          keyField.value = newKey();
          delete form.dataset.sent;
          if (form.dataset.kind === "edit") { location.href = withLang("/"); return; }
          say(s === 202 ? words.wHalfSaved : words.wSaved, "saved");
          // Said of this hand: gone once another is next.
          var said = $("p.message .saved", form), hand = null;
          try {
            var j = JSON.parse(answer.text);
            hand = s === 202 ? j.hand : j.hands && j.hands.length + 1;
          } catch (e) { hand = null; }
          if (said && hand) said.dataset.hand = String(hand);
        }
        refresh();
      } else if (s === 401) {
        // The pad does not know this phone now (new links): kept, and
        // sent when the link is opened again.
        lost(true);
        say(words.wLostLink, "refusal");
      } else if (s === 403) {
        // Not about what was entered: kept.
        say(message(answer), "refusal");
      } else if (s === 408 || s === 429 || s >= 500) {
        say(s === 503 ? words.wBusy : words.wPending, "pending");
        later(entry, answer.retry);
      } else {
        // Refused for what it says: told why, back in the form to be
        // corrected, and a corrected hand goes under a new key.
        drop(entry.key);
        delete tries[entry.key];
        if (form && form.dataset.api === entry.api) {
          if (!mine() && !typed(form)) fill(form, entry.body);
          keyField.value = newKey();
          delete form.dataset.sent;
        }
        say(message(answer), "refusal");
        refresh();
      }
    }, function () {
      // No answer: the entry stays on the phone and goes again.
      delete inflight[entry.key];
      reachable(false);
      say(words.wPending, "pending");
      later(entry);
    });
  }
  function flush() {
    queue().forEach(function (entry) {
      if (!inflight[entry.key]) send(entry);
    });
  }

  if (form) {
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var b = handBody(form), text = JSON.stringify(b);
      // Another body, another key: a corrected hand is checked anew.
      if (!keyField.value || (form.dataset.sent !== undefined && form.dataset.sent !== text)) keyField.value = newKey();
      form.dataset.sent = text;
      var entry = { game: GAME, api: form.dataset.api, body: b, key: keyField.value };
      // A correction replaces what this form still had waiting.
      var list = queue().filter(function (e) { return e.api !== entry.api || inflight[e.key]; });
      list = list.filter(function (e) { return e.key !== entry.key; });
      list.push(entry);
      keep(list);
      say(words.wPending, "pending");
      send(entry);
    });
  }
  // Entries a reload, a lost connection or a restart left unconfirmed go
  // again, with their own keys: what the pad had already saved is not
  // saved twice. The form shows the one that is its own.
  queue().forEach(function (entry) {
    if (form && entry.api === form.dataset.api && !typed(form)) {
      fill(form, entry.body);
      keyField.value = entry.key;
      form.dataset.sent = JSON.stringify(entry.body);
    }
    say(words.wPending, "pending");
    send(entry);
  });

  // ---- Live: the pad follows every change, whoever made it, and so do
  // the entry's heading, its note, the undo and redo buttons and the end.
  var version = body.dataset.version;
  var fetching = false, again = false;
  function swap(parts, name) {
    var fresh = $('[data-part="' + name + '"]', parts), old = $('[data-part="' + name + '"]');
    if (fresh && old) old.replaceWith(fresh);
  }
  function applyParts(parts) {
    var entry = $("#entry");
    var was = entry ? entry.dataset.state : "none";
    var now = parts.dataset.entryState, hand = parts.dataset.hand;
    if (was === "enter" && now === "enter") {
      swap(parts, "entry-head");
      swap(parts, "entry-note");
      if (entry.dataset.hand !== hand) {
        entry.dataset.hand = hand;
        if (form && typed(form) && !queue().some(function (e) { return e.api === form.dataset.api; })) {
          say(words.wMovedOn, "pending");
        }
      }
    } else if (was === "enter" && now === "over") {
      var over = $('[data-part="entry-over"]', parts);
      if (over) { entry.replaceWith(over); form = null; keyField = null; }
    } else if (was === "over" && now === "enter") {
      location.reload();
      return;
    }
    swap(parts, "tools");
    // What was said of the hand before is not said beside a newer one,
    // nor green beside a refusal.
    var saved = form && $("p.message .saved", form);
    if (saved) {
      if (!saved.dataset.hand) saved.dataset.hand = hand;
      else if (saved.dataset.hand !== hand) saved.remove();
      if ($("#live .halves.refused")) saved.remove();
    }
  }
  function refresh() {
    if (!live) return;
    if (fetching) { again = true; return; }
    fetching = true;
    var answered = false;
    fetch(withLang("/live"), { credentials: "same-origin" }).then(function (r) {
      answered = true;
      if (r.status === 401) lost(true);
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    }).then(function (html) {
      fetching = false;
      reachable(true);
      lost(false);
      var box = document.createElement("div");
      box.innerHTML = html;
      var parts = $(".parts", box);
      if (parts) parts.remove();
      live.replaceChildren.apply(live, Array.prototype.slice.call(box.childNodes));
      var v = $("[data-version]", live);
      if (v) version = v.dataset.version;
      if (parts) applyParts(parts);
      flush();
      if (again) { again = false; refresh(); }
    }, function () {
      fetching = false;
      if (!answered) reachable(false);
      if (again) { again = false; setTimeout(refresh, 1000); }
    });
  }
  function seen(v) {
    if (v && v !== version) refresh();
  }
  if (live) {
    var polling = null, broken = false;
    var poll = function () {
      fetch("/api/version", { credentials: "same-origin" }).then(function (r) {
        reachable(true);
        if (r.status === 401) { lost(true); return null; }
        return r.ok ? r.json() : null;
      }).then(function (j) { if (j) seen(String(j.version)); }, function () { reachable(false); });
    };
    if (window.EventSource) {
      var events = new EventSource("/api/events");
      events.addEventListener("open", function () {
        if (polling) { clearInterval(polling); polling = null; }
        reachable(true);
        // Back after a break: catch up with what changed meanwhile.
        if (broken) { broken = false; refresh(); }
      });
      events.addEventListener("change", function (e) { seen(e.data); });
      events.onerror = function () {
        broken = true;
        if (!polling) { polling = setInterval(poll, 2000); poll(); }
      };
    } else {
      polling = setInterval(poll, 2000);
    }
    window.addEventListener("online", function () { poll(); flush(); });
  }

  // ---- The screen stays on while the pad is open, where the browser
  // can (the Screen Wake Lock API needs a secure context: a pad served
  // over plain http:// on the network is not one, localhost is).
  function wake() {
    if (!live || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (l) {
      body.dataset.awake = "1";
      l.addEventListener("release", function () { delete body.dataset.awake; });
    }, function () { /* refused: the phone's own setting decides */ });
  }
  document.addEventListener("visibilitychange", wake);
  wake();

  // ---- Printed, the folded hands are on the sheet too.
  window.addEventListener("beforeprint", function () {
    $$("details.older-hands:not([open])").forEach(function (d) { d.open = true; d.dataset.printed = "1"; });
  });
  window.addEventListener("afterprint", function () {
    $$("details[data-printed]").forEach(function (d) { d.open = false; delete d.dataset.printed; });
  });

  // ---- The card picker of the referee's fields.
  var suits = [["♥", "h"], ["♦", "d"], ["♣", "c"], ["♠", "s"]];
  var ranks = lang === "de"
    ? ["A", "K", "D", "B", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    : ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
  function picker(input) {
    var box = document.createElement("div");
    box.className = "picker";
    var suit = "♥";
    var add = function (text) {
      var v = input.value.replace(/\s+$/, "");
      input.value = (v ? v + " " : "") + text;
    };
    suits.forEach(function (s) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = s[0];
      b.className = "suit-" + s[1];
      b.setAttribute("aria-pressed", String(s[0] === suit));
      b.addEventListener("click", function () {
        suit = s[0];
        $$("button[class^=suit-]", box).forEach(function (o) { o.setAttribute("aria-pressed", String(o === b)); });
      });
      box.appendChild(b);
    });
    var joker = document.createElement("button");
    joker.type = "button";
    joker.textContent = "jk";
    joker.addEventListener("click", function () { add("jk"); });
    box.appendChild(joker);
    var back = document.createElement("button");
    back.type = "button";
    back.textContent = "⌫";
    back.addEventListener("click", function () {
      input.value = input.value.replace(/\s*\S+\s*$/, "");
    });
    box.appendChild(back);
    var semi = document.createElement("button");
    semi.type = "button";
    semi.textContent = ";";
    semi.addEventListener("click", function () { add(";"); });
    box.appendChild(semi);
    ranks.forEach(function (r) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = r;
      b.addEventListener("click", function () { add(suit + r); });
      box.appendChild(b);
    });
    input.insertAdjacentElement("afterend", box);
  }
  $$("input[data-cards]").forEach(picker);
})();
