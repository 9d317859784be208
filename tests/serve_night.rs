//! A whole night on the served pad, in real headless Chromium as a table
//! uses it (the browser of `serve_browser`): a refused hand corrected and
//! sent again, undo and redo and changing a hand from the organiser's
//! phone, every control of the form in both languages, nothing left
//! stale as the game moves on, a half kept on a phone while the pad
//! can't be reached (offline, restarted, another game served meanwhile),
//! the form without scripts, German words on every screen, dark mode and
//! the printed sheet, and the organiser's links to hand around.

use std::path::Path;

use serde_json::{Value, json};

use crate::serve::{Server, game};
use crate::serve_browser::{Browser, cli, link, rt};

const WIR: &str = "fieldset[data-side=Wir]";
const SIE: &str = "fieldset[data-side=Sie]";

/// The game's sheet as `game show --format json` has it.
fn sheet(server: &Server) -> Value {
    let (status, g) = server.get("/api/game", "viewer");
    assert_eq!(status, 200, "{g}");
    serde_json::from_str(&g).unwrap()
}

/// The halves waiting, as `/api/halves` has them.
fn halves(server: &Server) -> Value {
    let (status, h) = server.get("/api/halves", "viewer");
    assert_eq!(status, 200, "{h}");
    serde_json::from_str(&h).unwrap()
}

/// The port a server listens on.
fn port(server: &Server) -> String {
    server.addr.rsplit(':').next().unwrap().to_string()
}

/// Serve `game` in `dir` again on `port`.
fn again(dir: &Path, game: &str, port: &str) -> Server {
    Server::start_on(dir, &[game, "--port", port])
}

/// The page notes that it was never reloaded, so that a later check can
/// tell a live update from a new page.
async fn mark(b: &Browser) {
    b.js("window.notReloaded = true;").await;
}

async fn not_reloaded(b: &Browser) {
    assert_eq!(
        b.js("return window.notReloaded === true;").await,
        json!(true),
        "the page was reloaded"
    );
}

#[test]
fn a_corrected_hand_is_checked_anew_after_its_refusal() {
    rt().block_on(async {
        let Some(b) = Browser::start("a_corrected_hand_is_checked_anew_after_its_refusal").await
        else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "organiser")))
            .await
            .unwrap();
        b.wait_text("#entry-head", "Runde 1").await;
        mark(&b).await;
        // Both sides out: refused.
        b.click(&format!("{WIR} .q.count[data-key=echt] .plus"))
            .await;
        b.click(&format!(
            "{WIR} .q.choice:not([data-blank]) button[data-i='1']"
        ))
        .await;
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click(&format!(
            "{SIE} .q.choice:not([data-blank]) button[data-i='1']"
        ))
        .await;
        let first_key = b.value("#hand-form input[name=key]").await;
        b.click("button.send").await;
        b.wait_text("p.message .refusal", "beide ausgemacht").await;
        // What was entered is still there to correct, under a new key.
        assert_eq!(b.value("input[name='tally:Wir']").await, "echt:1,aus");
        assert_eq!(b.value("input[name='tally:Sie']").await, "gemischt:1,aus");
        assert_ne!(b.value("#hand-form input[name=key]").await, first_key);
        // Sie did not go out: corrected and sent again, it is checked
        // anew and saved.
        b.click(&format!(
            "{SIE} .q.choice:not([data-blank]) button[data-i='0']"
        ))
        .await;
        assert_eq!(b.value("input[name='tally:Sie']").await, "gemischt:1");
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Gespeichert").await;
        b.wait_text(".side[data-side=Wir] .total", "600").await;
        let g = sheet(&server);
        assert_eq!(g["hands"].as_array().unwrap().len(), 1, "{g}");
        assert_eq!(g["teams"][1]["total"], 300);
        not_reloaded(&b).await;
        b.close().await;
    });
}

#[test]
fn the_organiser_changes_undoes_and_redoes_from_the_page_in_both_languages() {
    rt().block_on(async {
        let test = "the_organiser_changes_undoes_and_redoes_from_the_page_in_both_languages";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        for (lang, change, enter, natural) in [
            ("en", "Change hand 1", "Enter hand 2", "natural"),
            ("de", "Runde 1 ändern", "Runde 2 eintragen", "echt"),
        ] {
            let dir = game();
            let server = Server::start(dir.path(), "abend.yaml", &[]);
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "organiser")))
                .await
                .unwrap();
            b.wait_text("#entry-head", "1").await;
            mark(&b).await;
            let buttons = "[document.querySelector('.tools form.undo button').disabled, \
                           document.querySelector('.tools form.redo button').disabled]";
            assert_eq!(
                b.js(&format!("return {buttons};")).await,
                json!([true, true])
            );
            // A hand from the command line: undo can take it back now,
            // without a reload.
            cli(
                dir.path(),
                &[
                    "game",
                    "add",
                    "abend.yaml",
                    "--tally",
                    "Wir=natural,out,cards:100",
                    "Sie=cards:50",
                ],
            );
            b.wait_text(".side[data-side=Wir] .total", "700").await;
            b.wait_for(
                "!document.querySelector('.tools form.undo button').disabled",
                buttons,
            )
            .await;
            b.wait_text("#entry-head", enter).await;
            not_reloaded(&b).await;
            // Change hand 1: its heading shows below the sticky header.
            b.click("table.hands a.edit").await;
            b.wait_text("#entry-head", change).await;
            let place = b
                .wait_for(
                    "document.readyState === 'complete'",
                    "[document.querySelector('header').getBoundingClientRect().bottom, \
                      document.querySelector('#entry-head').getBoundingClientRect().top, \
                      innerHeight]",
                )
                .await;
            let (bottom, top, height) = (
                place[0].as_f64().unwrap(),
                place[1].as_f64().unwrap(),
                place[2].as_f64().unwrap(),
            );
            assert!(top >= bottom && top < height, "{place}");
            assert_eq!(
                b.value("input[name='tally:Wir']").await,
                format!(
                    "{natural}:1,{},{}:100",
                    if lang == "de" { "aus" } else { "out" },
                    if lang == "de" { "karten" } else { "cards" }
                )
            );
            // Back leaves it unchanged.
            b.click("#entry a.button").await;
            b.wait_text("#entry-head", enter).await;
            b.click("table.hands a.edit").await;
            b.wait_text("#entry-head", change).await;
            b.click(&format!("{WIR} .q.count[data-key={natural}] .plus"))
                .await;
            b.click("button.send").await;
            b.wait_text(".side[data-side=Wir] .total", "1200").await;
            b.wait_text("#entry-head", enter).await;
            // Undo the change, undo the hand, redo both: plain forms.
            b.click(".tools form.undo button").await;
            b.wait_text(".side[data-side=Wir] .total", "700").await;
            b.wait_for(
                "!document.querySelector('.tools form.redo button').disabled",
                buttons,
            )
            .await;
            b.click(".tools form.undo button").await;
            b.wait_text(".side[data-side=Wir] .total", "0").await;
            assert_eq!(
                b.js(&format!("return {buttons};")).await,
                json!([true, false])
            );
            b.click(".tools form.redo button").await;
            b.wait_text(".side[data-side=Wir] .total", "700").await;
            b.click(".tools form.redo button").await;
            b.wait_text(".side[data-side=Wir] .total", "1200").await;
            assert_eq!(sheet(&server)["teams"][0]["total"], 1200);
        }
        b.close().await;
    });
}

/// The tally text of a side.
async fn tally(b: &Browser, side: &str) -> String {
    b.value(&format!("input[name='tally:{side}']")).await
}

/// A language's words on the form: `natural`, or German `echt`.
#[derive(Clone, Copy)]
struct Words {
    de: bool,
}

impl Words {
    fn w(self, en: &'static str, de: &'static str) -> &'static str {
        if self.de { de } else { en }
    }
}

/// The steppers, what is typed, the choices and every key of the keypad
/// on Wir's part of the form; what they wrote.
async fn count_every_way(b: &Browser, w: Words) -> String {
    let (natural, red3) = (w.w("natural", "echt"), w.w("red3", "rot3"));
    let q = |key: &str, button: &str| format!("{WIR} .q[data-key={key}] {button}");
    // The steppers write the side's text, item by item.
    b.click(&q(natural, ".plus")).await;
    b.click(&q(natural, ".plus")).await;
    b.click(&q(natural, ".minus")).await;
    assert_eq!(tally(b, "Wir").await, format!("{natural}:1"));
    // What is typed is kept, and the steppers show it.
    b.type_into("input[name='tally:Wir']", &format!(", {red3}:2"))
        .await;
    b.wait_for(
        &format!("document.querySelector('{WIR} .q[data-key={red3}] output').textContent === '2'"),
        "0",
    )
    .await;
    b.click(&q(red3, ".minus")).await;
    let counted = format!("{natural}:1,{red3}:1");
    assert_eq!(
        tally(b, "Wir").await,
        counted,
        "one tap changes one item, the rest as typed"
    );
    let out = format!("{WIR} .q.choice:not([data-blank]):not([data-special])");
    for (i, want) in [
        ("1", w.w(",out", ",aus")),
        ("2", w.w(",concealed", ",verdeckt")),
        ("0", ""),
        ("1", w.w(",out", ",aus")),
    ] {
        b.click(&format!("{out} button[data-i='{i}']")).await;
        assert_eq!(tally(b, "Wir").await, format!("{counted}{want}"), "{i}");
    }
    // Every key of the keypad.
    let key = |k: &str| format!("{WIR} .keypad button[data-digit='{k}']");
    let back = format!("{WIR} .keypad button[data-back]");
    for k in ["7", "8", "9", "4", "5", "6"] {
        b.click(&key(k)).await;
    }
    assert!(tally(b, "Wir").await.ends_with(":789456"));
    for _ in 0..6 {
        b.click(&back).await;
    }
    for k in ["1", "2", "3"] {
        b.click(&key(k)).await;
    }
    for _ in 0..3 {
        b.click(&back).await;
    }
    for k in ["1", "2", "0"] {
        b.click(&key(k)).await;
    }
    b.click(&format!("{WIR} .keypad button[data-sign]")).await;
    assert!(tally(b, "Wir").await.ends_with(":-120"));
    b.click(&format!("{WIR} .keypad button[data-sign]")).await;
    let counted = tally(b, "Wir").await;
    assert_eq!(
        counted,
        format!(
            "{natural}:1,{red3}:1,{},{}:120",
            w.w("out", "aus"),
            w.w("cards", "karten")
        )
    );
    // Whether the side melded: both answers.
    let melded = format!("{WIR} .q.choice[data-blank]");
    b.click(&format!("{melded} button[data-i='1']")).await;
    assert!(
        tally(b, "Wir")
            .await
            .ends_with(w.w(",unmelded", ",ungemeldet"))
    );
    b.click(&format!("{melded} button[data-i='0']")).await;
    assert!(tally(b, "Wir").await.ends_with(w.w(",melded", ",gemeldet")));
    counted
}

/// The paper pad's numbers are one tap away; the count waits beside them
/// and comes back, and so do they.
async fn the_other_way_and_back(b: &Browser, counted: &str) {
    b.click(&format!("{WIR} .tabs button[data-tab=points]"))
        .await;
    assert_eq!(tally(b, "Wir").await, "");
    b.type_into(&format!("{WIR} input[data-pad=bonus]"), "600")
        .await;
    b.type_into(&format!("{WIR} input[data-pad=cards]"), "345")
        .await;
    assert_eq!(b.value("input[name='points:Wir']").await, "600,345");
    b.click(&format!("{WIR} .tabs button[data-tab=count]"))
        .await;
    assert!(tally(b, "Wir").await.starts_with(counted));
    assert_eq!(b.value("input[name='points:Wir']").await, "");
    b.click(&format!("{WIR} .tabs button[data-tab=points]"))
        .await;
    assert_eq!(b.value("input[name='points:Wir']").await, "600,345");
    assert_eq!(
        b.value(&format!("{WIR} input[data-pad=cards]")).await,
        "345"
    );
}

#[test]
fn every_control_of_the_form_works_in_both_languages() {
    rt().block_on(async {
        let Some(b) = Browser::start("every_control_of_the_form_works_in_both_languages").await
        else {
            return;
        };
        for lang in ["en", "de"] {
            let w = Words { de: lang == "de" };
            let dir = game();
            let server = Server::start(dir.path(), "abend.yaml", &[]);
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "organiser")))
                .await
                .unwrap();
            b.wait_text("#entry-head", "1").await;
            let counted = count_every_way(&b, w).await;
            the_other_way_and_back(&b, &counted).await;
            // Sie by the paper pad too (one way for the whole hand).
            b.click(&format!("{SIE} .tabs button[data-tab=points]"))
                .await;
            b.type_into(&format!("{SIE} input[data-pad=cards]"), "-35")
                .await;
            b.click("label.force input").await;
            b.click("button.send").await;
            b.wait_text("p.message .saved", w.w("Saved", "Gespeichert"))
                .await;
            let g = sheet(&server);
            assert_eq!(g["teams"][0]["total"], 945, "{g}");
            assert_eq!(g["teams"][1]["total"], -35, "{g}");
            // The form is empty again, on the count.
            assert_eq!(b.value("input[name='points:Wir']").await, "");
            assert_eq!(tally(&b, "Wir").await, "");
            assert_eq!(
                b.js("return document.querySelector('label.force input').checked;")
                    .await,
                json!(false)
            );
            // The log and the navigation.
            b.click("details.log summary").await;
            b.wait_text("details.log li", "1").await;
            b.click("nav a[href^='/referee']").await;
            b.wait_text("h1", w.w("classic", "klassisch")).await;
            b.click("nav a:first-child").await;
            b.wait_text("#entry-head", "2").await;
            b.click("nav a.lang").await;
            b.wait_text("#entry-head", w.w("Runde 2", "hand 2")).await;
        }
        b.close().await;
    });
}

#[test]
fn nothing_on_a_sides_phone_goes_stale() {
    rt().block_on(async {
        let Some(b) = Browser::start("nothing_on_a_sides_phone_goes_stale").await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "Sie")))
            .await
            .unwrap();
        b.wait_text("#entry-head", "Runde 1: Punkte der Partei Sie")
            .await;
        mark(&b).await;
        cli(
            dir.path(),
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "Wir=natural,out,cards:100",
                "Sie=cards:50",
            ],
        );
        b.wait_text("#entry-head", "Runde 2: Punkte der Partei Sie")
            .await;
        // Sie's half: green, and the heading's note says it is in.
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click(&format!(
            "{SIE} .q.choice:not([data-blank]) button[data-i='1']"
        ))
        .await;
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Unsere Punkte sind angekommen")
            .await;
        b.wait_text("#entry-note", "sind angekommen").await;
        b.wait_text("#live .halves", "1 gemischter Canasta, ausgemacht")
            .await;
        // Wir's half makes the hand, which is refused: no green beside
        // the red.
        let (status, _) = server.post(
            "/api/hands",
            "Wir",
            r#"{"tally": {"Wir": "natural,out,cards:100"}}"#,
        );
        assert_eq!(status, 400);
        b.wait_text("#live .halves .refusal", "abgewiesen").await;
        b.wait_for(
            "!document.querySelector('p.message .saved')",
            "document.querySelector('p.message').textContent",
        )
        .await;
        // Corrected: Sie did not go out; the hand is made.
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Gespeichert").await;
        b.wait_text("#entry-head", "Runde 3").await;
        b.wait_for("document.querySelector('#entry-note').hidden", "0")
            .await;
        // Counted but not sent when another hand is entered: the phone
        // says so, and keeps what was counted.
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        cli(
            dir.path(),
            &[
                "game",
                "add",
                "abend.yaml",
                "--points",
                "Wir=0,50",
                "Sie=0,50",
            ],
        );
        b.wait_text("#entry-head", "Runde 4").await;
        b.wait_text(
            "p.message .pending",
            "Inzwischen wurde eine Runde eingetragen",
        )
        .await;
        assert_eq!(b.value("input[name='tally:Sie']").await, "gemischt:1");
        the_end_takes_the_forms_place(&b, dir.path()).await;
        not_reloaded(&b).await;
        b.close().await;
    });
}

/// The game ends at the command line: the phone's form gives way to what
/// now, and no minimum for a next hand is shown.
async fn the_end_takes_the_forms_place(b: &Browser, dir: &std::path::Path) {
    cli(
        dir,
        &[
            "game",
            "add",
            "abend.yaml",
            "--tally",
            "Wir=natural:6,red3:4,out,cards:300",
            "Sie=cards:-50",
        ],
    );
    b.wait_text("#entry-head", "Das Spiel ist aus").await;
    let page = b
        .wait_for(
            "!document.querySelector('#hand-form')",
            "document.body.innerText",
        )
        .await;
    let page = page.as_str().unwrap();
    assert!(page.contains("Ein neues Spiel"), "{page}");
    assert!(!page.contains("Erstmeldung"), "{page}");
    assert!(!page.contains("Runde 5"), "{page}");
}

/// The entries a phone keeps for its game.
async fn kept(b: &Browser) -> Value {
    b.js("var game = document.querySelector('#live').dataset.game; \
         return JSON.parse(localStorage.getItem('canasta-queue:' + game) || '[]');")
        .await
}

#[test]
fn a_half_entered_offline_arrives_when_the_phone_is_back() {
    rt().block_on(async {
        let Some(b) = Browser::start("a_half_entered_offline_arrives_when_the_phone_is_back").await
        else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c().goto(&link(&server, "Sie")).await.unwrap();
        b.wait_text("#entry-head", "Hand 1: Sie's points").await;
        let network = |offline: bool| {
            json!({"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        };
        b.cdp("Network.enable", json!({})).await;
        b.cdp("Network.emulateNetworkConditions", network(true)).await;
        b.click(&format!("{SIE} .q.count[data-key=mixed] .plus")).await;
        b.click("button.send").await;
        b.wait_text("p.message .pending", "Not yet confirmed").await;
        b.wait_for("!document.querySelector('#offline').hidden", "0")
            .await;
        assert!(b.text("#offline").await.contains("can't be reached"));
        assert_eq!(
            b.js("return [document.body.classList.contains('offline'), \
                  document.querySelector('#live').classList.contains('offline')];")
                .await,
            json!([true, true]),
            "the offline style is on"
        );
        assert_eq!(
            b.js("return document.querySelectorAll('.saved').length;").await,
            json!(0),
            "nothing says saved while the pad is down"
        );
        assert_eq!(kept(&b).await.as_array().unwrap().len(), 1);
        b.cdp("Network.emulateNetworkConditions", network(false))
            .await;
        b.wait_text("p.message .saved", "Our points are in").await;
        b.wait_for("document.querySelector('#offline').hidden", "0")
            .await;
        assert_eq!(
            b.js("return document.querySelectorAll('.offline').length;")
                .await,
            json!(0),
            "and off again"
        );
        assert_eq!(kept(&b).await, json!([]));
        let h = halves(&server);
        assert_eq!(h["halves"][0]["side"], "Sie", "{h}");
        assert_eq!(h["halves"][0]["text"], "mixed:1", "{h}");
        b.close().await;
    });
}

#[test]
fn a_half_the_busy_pad_turned_away_is_kept_and_sent_again() {
    rt().block_on(async {
        let test = "a_half_the_busy_pad_turned_away_is_kept_and_sent_again";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c().goto(&link(&server, "Sie")).await.unwrap();
        b.wait_text("#entry-head", "Hand 1").await;
        // The pad's next answer to a hand is 503 with Retry-After, as a
        // full disk or a flood of questions gives: the page's own fetch
        // is answered so once, then goes through.
        b.js("var real = window.fetch; window.turnedAway = 0; \
              window.fetch = function (url, init) { \
                if (String(url).indexOf('/api/hands') === 0 && !window.turnedAway) { \
                  window.turnedAway = 1; \
                  return Promise.resolve(new Response('{\"error\": {\"message\": \"busy\"}}', \
                    {status: 503, headers: {'Retry-After': '3'}})); \
                } \
                return real.apply(this, arguments); \
              };")
            .await;
        b.click(&format!("{SIE} .q.count[data-key=mixed] .plus"))
            .await;
        b.click("button.send").await;
        b.wait_text("p.message .pending", "busy; trying again")
            .await;
        assert_eq!(kept(&b).await.as_array().unwrap().len(), 1);
        b.wait_text("p.message .saved", "Our points are in").await;
        assert_eq!(halves(&server)["halves"][0]["text"], "mixed:1");
        assert_eq!(kept(&b).await, json!([]));
        b.close().await;
    });
}

#[test]
fn a_kept_half_waits_through_a_restart_and_goes_by_itself() {
    rt().block_on(async {
        let test = "a_kept_half_waits_through_a_restart_and_goes_by_itself";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let at = port(&server);
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "Sie")))
            .await
            .unwrap();
        b.wait_text("#entry-head", "Runde 1").await;
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Unsere Punkte sind angekommen")
            .await;
        // The pad stops: the page says it can't be reached, and nothing
        // said saved stays beside that.
        assert!(server.stop("TERM").success());
        b.wait_for("!document.querySelector('#offline').hidden", "0")
            .await;
        b.wait_for(
            "!document.querySelector('.saved')",
            "document.querySelector('p.message').textContent",
        )
        .await;
        // Corrected while the pad is down: kept on the phone.
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click("button.send").await;
        b.wait_text("p.message .pending", "Noch nicht bestätigt")
            .await;
        // The pad back on its port, its links the same (kept beside the
        // game file): the corrected half goes by itself, once, with the
        // phone's cookie.
        let server = again(dir.path(), "abend.yaml", &at);
        b.wait_text("p.message .saved", "Unsere Punkte sind angekommen")
            .await;
        let h = halves(&server);
        assert_eq!(h["halves"][0]["text"], "mixed:2", "{h}");
        assert_eq!(kept(&b).await, json!([]));
        b.close().await;
    });
}

#[test]
fn a_kept_half_is_never_sent_to_another_game_at_the_same_address() {
    rt().block_on(async {
        let test = "a_kept_half_is_never_sent_to_another_game_at_the_same_address";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = game();
        // Another game of the same sides, started at another time.
        let out = crate::common::bin()
            .args(["game", "new", "morgen.yaml", "--team", "Wir=Anna,Bernd"])
            .args(["--team", "Sie=Clara,Dieter"])
            .env("CANASTA_NOW", "2026-01-01T20:00:00Z")
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let first = Server::start(dir.path(), "abend.yaml", &[]);
        let at = port(&first);
        b.c().goto(&link(&first, "Sie")).await.unwrap();
        b.wait_text("#entry-head", "Hand 1").await;
        assert!(first.stop("TERM").success());
        b.wait_for("!document.querySelector('#offline').hidden", "0")
            .await;
        b.click(&format!("{SIE} .q.count[data-key=mixed] .plus"))
            .await;
        b.click("button.send").await;
        b.wait_text("p.message .pending", "Not yet confirmed").await;
        // The other game served at the same address: the kept half stays
        // on the phone, and the other game's own half goes.
        let other = again(dir.path(), "morgen.yaml", &at);
        b.c().goto(&link(&other, "Sie")).await.unwrap();
        b.wait_text("#entry-head", "Hand 1").await;
        b.click(&format!("{SIE} .q.count[data-key=mixed] .plus"))
            .await;
        b.click(&format!("{SIE} .q.count[data-key=mixed] .plus"))
            .await;
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Our points are in").await;
        let h = halves(&other);
        assert_eq!(h["halves"].as_array().unwrap().len(), 1, "{h}");
        assert_eq!(h["halves"][0]["text"], "mixed:2", "{h}");
        let left = b
            .js("return Object.keys(localStorage).filter(function (k) { \
                   return k.indexOf('canasta-queue:') === 0; }) \
                 .map(function (k) { return JSON.parse(localStorage.getItem(k)); });")
            .await;
        assert_eq!(left.as_array().unwrap().len(), 1, "{left}");
        assert_eq!(left[0][0]["body"], json!({"tally": {"Sie": "mixed:1"}}));
        assert!(other.stop("TERM").success());
        // Its own game back: the half arrives there.
        let first = again(dir.path(), "abend.yaml", &at);
        b.c().goto(&link(&first, "Sie")).await.unwrap();
        b.wait_text("p.message .saved", "Our points are in").await;
        let h = halves(&first);
        assert_eq!(h["halves"][0]["text"], "mixed:1", "{h}");
        b.close().await;
    });
}

#[test]
fn the_form_works_without_scripts_in_both_languages() {
    rt().block_on(async {
        let Some(b) = Browser::start("the_form_works_without_scripts_in_both_languages").await
        else {
            return;
        };
        b.without_scripts().await;
        for (lang, both_out, saved_total) in
            [("en", "went out", "720"), ("de", "ausgemacht", "720")]
        {
            let dir = game();
            let server = Server::start(dir.path(), "abend.yaml", &[]);
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "organiser")))
                .await
                .unwrap();
            b.wait_text("#entry-head", "1").await;
            // No steppers without scripts: the plain fields are the form.
            let steppers = b
                .c()
                .find(fantoccini::Locator::Css(".steppers"))
                .await
                .unwrap();
            assert!(!steppers.is_displayed().await.unwrap());
            b.type_into("input[name='tally:Wir']", "natural,out,cards:120")
                .await;
            b.type_into("input[name='tally:Sie']", "out").await;
            let key = b
                .c()
                .find(fantoccini::Locator::Css("#hand-form input[name=key]"))
                .await
                .unwrap()
                .attr("value")
                .await
                .unwrap();
            b.click("button.send").await;
            b.wait_text("p.message .refusal", both_out).await;
            // The form comes back as it was sent, with a new key.
            let field = b
                .c()
                .find(fantoccini::Locator::Css("input[name='tally:Sie']"))
                .await
                .unwrap();
            assert_eq!(field.prop("value").await.unwrap().as_deref(), Some("out"));
            let new_key = b
                .c()
                .find(fantoccini::Locator::Css("#hand-form input[name=key]"))
                .await
                .unwrap()
                .attr("value")
                .await
                .unwrap();
            assert_ne!(key, new_key);
            field.clear().await.unwrap();
            field.send_keys("cards:-35").await.unwrap();
            b.click("button.send").await;
            b.wait_text(".side[data-side=Wir] .total", saved_total)
                .await;
            b.click(".tools form.undo button").await;
            b.wait_text(".side[data-side=Wir] .total", "0").await;
            b.click(".tools form.redo button").await;
            b.wait_text(".side[data-side=Wir] .total", saved_total)
                .await;
            assert_eq!(sheet(&server)["hands"].as_array().unwrap().len(), 1);
        }
        b.close().await;
    });
}

/// English item words, or a flag: what a German page never shows.
fn not_german(text: &str) -> Vec<String> {
    let english = [
        "natural",
        "mixed",
        "red3",
        "black3",
        "out",
        "concealed",
        "cards",
        "melded",
        "unmelded",
    ];
    let mut found: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| english.contains(w))
        .map(str::to_string)
        .collect();
    if text.contains("--") {
        found.push("--".into());
    }
    found
}

/// Every word on the page, the folded parts opened.
async fn words(b: &Browser) -> String {
    b.js(
        "document.querySelectorAll('details').forEach(function (d) { d.open = true; }); \
          return document.body.innerText;",
    )
    .await
    .as_str()
    .unwrap()
    .to_string()
}

/// No screen has a word that is not German, and the halves and the sheet
/// say items in words.
fn all_german(screens: &[(String, String)]) {
    let wrong: Vec<String> = screens
        .iter()
        .flat_map(|(screen, text)| {
            not_german(text)
                .into_iter()
                .map(move |w| format!("{screen}: `{w}`"))
        })
        .collect();
    assert!(wrong.is_empty(), "{wrong:?}\n{screens:#?}");
    // The halves and the sheet say items in words.
    assert!(
        screens[1]
            .1
            .contains("1 gemischter Canasta, 1 rote Drei, ausgemacht"),
        "{}",
        screens[1].1
    );
}

#[test]
fn every_screen_of_a_german_game_speaks_german() {
    rt().block_on(async {
        let Some(b) = Browser::start("every_screen_of_a_german_game_speaks_german").await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let mut screens: Vec<(String, String)> = Vec::new();
        // A side's phone: empty, its half in, the hand refused.
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "Sie")))
            .await
            .unwrap();
        b.wait_text("#entry-head", "Runde 1").await;
        screens.push(("side, empty".into(), words(&b).await));
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click(&format!("{SIE} .q.count[data-key=rot3] .plus"))
            .await;
        b.click(&format!(
            "{SIE} .q.choice:not([data-blank]) button[data-i='1']"
        ))
        .await;
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Punkte").await;
        b.wait_text("#live .halves", "Sie").await;
        screens.push(("side, half in".into(), words(&b).await));
        let (status, _) = server.post(
            "/api/hands",
            "Wir",
            r#"{"tally": {"Wir": "natural,out,cards:100"}}"#,
        );
        assert_eq!(status, 400);
        b.wait_text("#live .halves .refusal", "abgewiesen").await;
        screens.push(("side, refused".into(), words(&b).await));
        b.click(&format!("{SIE} .q.count[data-key=gemischt] .plus"))
            .await;
        b.click(&format!(
            "{SIE} .q.choice:not([data-blank]) button[data-i='2']"
        ))
        .await;
        b.click(&format!(
            "{SIE} .q.choice:not([data-blank]) button[data-i='0']"
        ))
        .await;
        b.click("button.send").await;
        b.wait_text("p.message .saved", "Gespeichert").await;
        // The organiser: a played game, its edit form, its links, the end.
        for hand in [
            ["Wir=natural:2,red3,out,cards:250", "Sie=mixed,cards:-40"],
            ["Wir=mixed,cards:90", "Sie=natural,concealed,cards:120"],
        ] {
            cli(
                dir.path(),
                &["game", "add", "abend.yaml", "--tally", hand[0], hand[1]],
            );
        }
        // Another link on a phone that holds one: asked first, in German.
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "organiser")))
            .await
            .unwrap();
        b.wait_text("section.door h1", "Link").await;
        screens.push(("confirm".into(), words(&b).await));
        b.click("section.door form button").await;
        b.wait_text("#entry-head", "Runde 4").await;
        screens.push(("organiser".into(), words(&b).await));
        b.click("table.hands a.edit").await;
        b.wait_text("#entry-head", "ändern").await;
        screens.push(("edit".into(), words(&b).await));
        cli(
            dir.path(),
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "Wir=natural:4,red3:4,out,cards:300",
                "Sie=cards:-50",
            ],
        );
        b.c()
            .goto(&format!("http://{}/?lang=de", server.addr))
            .await
            .unwrap();
        b.wait_text("#entry-head", "Das Spiel ist aus").await;
        screens.push(("over".into(), words(&b).await));
        // A phone without its link.
        b.c().delete_all_cookies().await.unwrap();
        b.c()
            .goto(&format!("http://{}/?lang=de", server.addr))
            .await
            .unwrap();
        b.wait_text("h1", "braucht seinen Link").await;
        screens.push(("no link".into(), words(&b).await));
        all_german(&screens);
        b.close().await;
    });
}

/// Whether a colour (`rgb(r, g, b)`) is dark.
fn dark(color: &str) -> bool {
    let n: Vec<f64> = color
        .trim_start_matches("rgba(")
        .trim_start_matches("rgb(")
        .trim_end_matches(')')
        .split(',')
        .take(3)
        .map(|v| v.trim().parse().unwrap())
        .collect();
    (0.2126 * n[0] + 0.7152 * n[1] + 0.0722 * n[2]) < 80.0
}

#[test]
fn the_pad_follows_dark_mode_and_prints_a_sheet_to_sign() {
    rt().block_on(async {
        let test = "the_pad_follows_dark_mode_and_prints_a_sheet_to_sign";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = game();
        for _ in 0..15 {
            cli(
                dir.path(),
                &[
                    "game",
                    "add",
                    "abend.yaml",
                    "--points",
                    "Wir=100,20",
                    "Sie=0,-10",
                ],
            );
        }
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        // The older hands are folded, and changed by their number.
        for (lang, heading) in [("en", "Change hand 2"), ("de", "Runde 2 ändern")] {
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "organiser")))
                .await
                .unwrap();
            b.wait_text("#entry-head", "16").await;
            b.click("details.older-hands summary").await;
            b.type_into("form.edit-older input[name=edit]", "2").await;
            b.click("form.edit-older button").await;
            b.wait_text("#entry-head", heading).await;
        }
        // The screen stays on where the browser lets the page keep it so
        // (a secure context: this loopback address is one).
        b.cdp(
            "Browser.grantPermissions",
            json!({"permissions": ["wakeLockScreen"]}),
        )
        .await;
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "organiser")))
            .await
            .unwrap();
        b.wait_text("#entry-head", "Runde 16").await;
        b.wait_for("document.body.dataset.awake === '1'", "0").await;
        let background = "getComputedStyle(document.documentElement).backgroundColor";
        let light = b.js(&format!("return {background};")).await;
        assert!(!dark(light.as_str().unwrap()), "{light}");
        // The phone's dark setting.
        b.cdp(
            "Emulation.setEmulatedMedia",
            json!({"features": [{"name": "prefers-color-scheme", "value": "dark"}]}),
        )
        .await;
        let night = b
            .wait_for(&format!("{background} !== {light}"), background)
            .await;
        assert!(dark(night.as_str().unwrap()), "{night}");
        let ink = b.js("return getComputedStyle(document.body).color;").await;
        assert!(!dark(ink.as_str().unwrap()), "{ink}");
        // Printed: the sheet, every hand, a line to sign per side; no
        // form, no buttons.
        b.cdp(
            "Emulation.setEmulatedMedia",
            json!({"media": "print", "features": []}),
        )
        .await;
        let printed = b
            .wait_for(
                "getComputedStyle(document.querySelector('#entry')).display === 'none'",
                "[Array.prototype.filter.call(document.querySelectorAll('table.hands tbody tr'), \
                   function (r) { return r.getBoundingClientRect().height > 0; }).length, \
                 Array.prototype.map.call(document.querySelectorAll('.sign'), function (s) { \
                   return getComputedStyle(s).display === 'none' ? '' : s.textContent; }), \
                 Array.prototype.filter.call(document.querySelectorAll('button, header, .tools'), \
                   function (e) { return e.getBoundingClientRect().height > 0; }).length]",
            )
            .await;
        assert_eq!(
            printed,
            json!([15, ["Unterschrift für Wir", "Unterschrift für Sie"], 0])
        );
        let pdf = b
            .cdp(
                "Page.printToPDF",
                json!({"preferCSSPageSize": true, "printBackground": false}),
            )
            .await;
        let bytes = base64_decode(pdf["data"].as_str().unwrap());
        let text = String::from_utf8_lossy(&bytes);
        // A4 is 595 × 842 points.
        assert!(
            text.contains("/MediaBox [0 0 595") || text.contains("/MediaBox [0 0 594"),
            "{}",
            &text[..text.len().min(2000)]
        );
        b.close().await;
    });
}

/// Standard base64, as the `DevTools` Protocol sends binary data.
pub(crate) fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|c| *c != b'=') {
        let v = ALPHABET.iter().position(|a| *a == c).unwrap();
        acc = (acc << 6) | u32::try_from(v).unwrap();
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(u8::try_from((acc >> bits) & 0xff).unwrap());
        }
    }
    out
}

#[test]
fn the_organisers_page_hands_every_sides_link_and_code_around() {
    rt().block_on(async {
        let test = "the_organisers_page_hands_every_sides_link_and_code_around";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        for lang in ["en", "de"] {
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "organiser")))
                .await
                .unwrap();
            b.wait_text("#entry-head", "1").await;
            b.click("#links summary").await;
            let shown = b
                .wait_for(
                    "document.querySelector('#links figure').getBoundingClientRect().height > 0",
                    "Array.prototype.map.call(document.querySelectorAll('#links figure'), function (f) { \
                       return [f.dataset.role, f.querySelector('a').href, \
                         f.querySelector('svg.qr path').getAttribute('d')]; })",
                )
                .await;
            let shown = shown.as_array().unwrap();
            let want = [
                ("side0", link(&server, "Wir")),
                ("side1", link(&server, "Sie")),
                ("viewer", link(&server, "viewer")),
            ];
            assert_eq!(shown.len(), want.len(), "{shown:?}");
            for (got, (role, url)) in shown.iter().zip(&want) {
                assert_eq!(got[0], *role);
                assert_eq!(got[1], *url);
                // The code is the link's: its dark runs cover exactly the
                // dark modules of the link's QR code.
                let code = qrcode::QrCode::new(url.as_bytes()).unwrap();
                let dark = code
                    .to_colors()
                    .iter()
                    .filter(|c| **c == qrcode::Color::Dark)
                    .count();
                let runs: usize = got[2]
                    .as_str()
                    .unwrap()
                    .split('h')
                    .skip(1)
                    .map(|r| r.split(['m', 'M']).next().unwrap().parse::<usize>().unwrap())
                    .sum();
                assert_eq!(runs, dark, "{role}");
            }
        }
        // Pressed, a side's link makes this browser that side's phone,
        // once its holder says yes (the phone holds the organiser's).
        b.click("#links figure[data-role=side0] a").await;
        b.wait_text("section.door p", "Wir").await;
        b.click("section.door form button").await;
        b.wait_text("p.you", "Wir").await;
        assert_eq!(
            b.js("return document.querySelector('#links') === null;").await,
            json!(true),
            "only the organiser's page hands links around"
        );
        b.close().await;
    });
}
