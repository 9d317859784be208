// canasta serve: the pad's own script. The pages work without it (plain
// forms, plain links); it adds the steppers, sending a hand without
// leaving the page (kept on the phone until the pad confirms it), the
// live update and the card picker. No build step, no library.
"use strict";

(function () {
  var body = document.body;
  var lang = body.dataset.lang || "en";
  var langQuery = new URLSearchParams(location.search).get("lang");
  var PENDING = "canasta-pending:" + location.host;

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

  // ---- Steppers: what they say becomes the side's `tally:<side>` text.
  function compose(fieldset) {
    var parts = [];
    var special = $(".q.choice[data-special]", fieldset);
    var specialOn = special && special.dataset.on && special.dataset.on !== "0";
    $$(".q", fieldset).forEach(function (q) {
      var hide = specialOn && q !== special;
      q.hidden = !!hide;
      if (hide) return;
      if (q.classList.contains("count")) {
        var n = parseInt($("output", q).textContent, 10) || 0;
        if (n > 0 || (q.dataset.always && q.dataset.touched)) parts.push(q.dataset.key + ":" + n);
      } else if (q.classList.contains("points")) {
        var p = parseInt($("output", q).textContent, 10) || 0;
        if (p !== 0) parts.push(q.dataset.key + ":" + p);
      } else if (q.classList.contains("choice")) {
        var texts = JSON.parse(q.dataset.texts || "[]");
        var on = q.dataset.on;
        if (on !== undefined && texts[on]) parts.push(texts[on]);
      }
    });
    var field = fieldset.querySelector('input[name^="tally:"]');
    field.value = parts.join(",");
  }

  function setupSide(fieldset) {
    var countPanel = $(".steppers", fieldset);
    var padPanel = $(".pad", fieldset);
    if (!countPanel) return;
    $$(".q.choice", fieldset).forEach(function (q) {
      var pressed = $('button[aria-pressed="true"]', q);
      if (pressed) q.dataset.on = pressed.dataset.i;
      q.dataset.initial = q.dataset.blank === undefined ? "0" : "";
    });
    var touched = fieldset.querySelector('input[name^="tally:"]').value !== "";
    padPanel.hidden = true;
    $$(".tabs button", fieldset).forEach(function (b) {
      b.addEventListener("click", function () {
        var count = b.dataset.tab === "count";
        $$(".tabs button", fieldset).forEach(function (o) { o.setAttribute("aria-pressed", String(o === b)); });
        countPanel.hidden = !count;
        padPanel.hidden = count;
        if (count) {
          $$("input", padPanel).forEach(function (i) { i.value = ""; });
          compose(fieldset);
        } else {
          fieldset.querySelector('input[name^="tally:"]').value = "";
        }
      });
    });
    fieldset.addEventListener("click", function (ev) {
      var b = ev.target.closest("button");
      if (!b || !fieldset.contains(b)) return;
      var q = b.closest(".q");
      if (!q) return;
      if (q.classList.contains("count")) {
        var out = $("output", q);
        var n = parseInt(out.textContent, 10) || 0;
        if (b.classList.contains("plus")) n += 1;
        if (b.classList.contains("minus")) n = Math.max(0, n - 1);
        out.textContent = n;
        q.dataset.touched = "1";
      } else if (q.classList.contains("points")) {
        var o = $("output", q);
        var text = o.textContent;
        if (b.dataset.digit !== undefined) text = (text === "0" ? "" : text === "-0" ? "-" : text) + b.dataset.digit;
        if (b.dataset.sign) text = text.charAt(0) === "-" ? text.slice(1) : "-" + text;
        if (b.dataset.back) text = text.slice(0, -1);
        if (text === "" || text === "-") text = text === "-" ? "-0" : "0";
        if (text.replace("-", "").length > 6) return;
        o.textContent = text;
      } else if (q.classList.contains("choice")) {
        $$("button", q).forEach(function (o2) { o2.setAttribute("aria-pressed", String(o2 === b)); });
        q.dataset.on = b.dataset.i;
      }
      compose(fieldset);
    });
    if (!touched) compose(fieldset);
  }
  $$("fieldset.side-entry").forEach(setupSide);

  function resetSteppers(form) {
    $$("fieldset.side-entry", form).forEach(function (fs) {
      $$(".q.count output, .q.points output", fs).forEach(function (o) { o.textContent = "0"; });
      $$(".q.count", fs).forEach(function (q) { delete q.dataset.touched; });
      $$(".q.choice", fs).forEach(function (q) {
        var start = q.dataset.initial;
        $$("button", q).forEach(function (b) { b.setAttribute("aria-pressed", String(b.dataset.i === start)); });
        if (start) q.dataset.on = start; else delete q.dataset.on;
      });
      $$('input[type="text"]', fs).forEach(function (i) { i.value = ""; });
      compose(fs);
    });
  }

  // ---- Sending a hand: kept on the phone until the pad answers.
  function pending() {
    try { return JSON.parse(localStorage.getItem(PENDING) || "[]"); } catch (e) { return []; }
  }
  function savePending(list) {
    try { localStorage.setItem(PENDING, JSON.stringify(list)); } catch (e) { /* private mode */ }
  }
  function say(form, text, cls) {
    var m = form && $("p.message", form);
    if (!m) return;
    m.textContent = "";
    var s = document.createElement("span");
    s.className = cls;
    s.textContent = text;
    m.appendChild(s);
  }

  function handBody(form) {
    var points = {}, tally = {};
    $$("fieldset.side-entry", form).forEach(function (fs) {
      var side = fs.dataset.side;
      var get = function (n) {
        var i = fs.querySelector('input[name="' + n + ":" + CSS.escape(side) + '"]');
        return i ? i.value.trim() : "";
      };
      var t = get("tally"), p = get("points"), b = get("bonus"), c = get("cards");
      if (t) tally[side] = t;
      else if (p) points[side] = p;
      else if (b || c) points[side] = (b || "0") + "," + (c || "0");
    });
    var out = {};
    if (Object.keys(points).length) out.points = points;
    if (Object.keys(tally).length) out.tally = tally;
    var force = form.querySelector('input[name="force"]');
    if (force && force.checked) out.force = true;
    return out;
  }

  function send(entry, form) {
    return fetch(entry.api, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Idempotency-Key": entry.key },
      body: JSON.stringify(entry.body)
    }).then(function (r) {
      return r.text().then(function (text) { return { status: r.status, text: text }; });
    }).then(function (answer) {
      savePending(pending().filter(function (p) { return p.key !== entry.key; }));
      if (answer.status === 200 || answer.status === 202) {
        if (form) {
          resetSteppers(form);
          var k = form.querySelector('input[name="key"]');
          if (k) k.value = newKey();
          say(form, answer.status === 202 ? body.dataset.halfSaved : body.dataset.saved, "saved");
          if (form.dataset.kind === "edit") location.href = withLang("/");
        }
        refresh();
      } else {
        var message = answer.text;
        try { message = JSON.parse(answer.text).error.message; } catch (e) { /* not JSON */ }
        say(form || $("#hand-form"), message, "refusal");
        refresh();
      }
    }, function () {
      // No answer: the entry stays on the phone and goes again.
      say(form || $("#hand-form"), body.dataset.pending, "pending");
      setTimeout(function () { send(entry, form); }, 3000);
    });
  }

  var handForm = $("#hand-form");
  if (handForm) {
    handForm.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var entry = {
        api: handForm.dataset.api,
        body: handBody(handForm),
        key: handForm.querySelector('input[name="key"]').value || newKey()
      };
      var list = pending().filter(function (p) { return p.key !== entry.key; });
      list.push(entry);
      savePending(list);
      say(handForm, body.dataset.pending, "pending");
      send(entry, handForm);
    });
  }
  // Entries a reload or a lost connection left unconfirmed go again, with
  // their own keys: what the pad had already saved is not saved twice.
  pending().forEach(function (entry) {
    say(handForm, body.dataset.pending, "pending");
    send(entry, handForm);
  });

  // ---- Live: the pad follows every change, whoever made it.
  var live = $("#live");
  var version = body.dataset.version;
  var fetching = false;
  function refresh() {
    if (!live || fetching) return;
    fetching = true;
    fetch(withLang("/live"), { credentials: "same-origin" }).then(function (r) {
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    }).then(function (html) {
      fetching = false;
      live.innerHTML = html;
      var v = $("[data-version]", live);
      if (v) version = v.dataset.version;
      live.classList.remove("offline");
    }, function () {
      fetching = false;
    });
  }
  function seen(v) {
    if (v && v !== version) refresh();
  }
  if (live) {
    var polling = null;
    var poll = function () {
      fetch("/api/version", { credentials: "same-origin" }).then(function (r) { return r.json(); })
        .then(function (j) { seen(String(j.version)); }, function () { /* next time */ });
    };
    if (window.EventSource) {
      var events = new EventSource("/api/events");
      events.addEventListener("change", function (e) {
        if (polling) { clearInterval(polling); polling = null; }
        seen(e.data);
      });
      events.onerror = function () {
        if (!polling) polling = setInterval(poll, 2000);
      };
    } else {
      polling = setInterval(poll, 2000);
    }
  }

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
