//! `canasta serve` in a real browser at a phone's size: Debian's headless
//! Chromium driven over the `WebDriver` protocol (`chromedriver`, fantoccini). The token
//! link, the live update, a hand entered by the steppers, a refused
//! hand's message. On a machine without `chromium` and `chromedriver`
//! each test fails, naming what is missing, unless the person running them
//! says to skip them: `CANASTA_SKIP_BROWSER_TESTS=1` (CONTRIBUTING.md).
//! Skipping by itself would let a suite pass that never opened the page;
//! `.ci/run` installs the browser and never sets the variable. (What a
//! table does through a whole night, with the same browser: `serve_night`.)
//!
//! `UPDATE_SCREENSHOTS=1 cargo test --test integration serve_browser`
//! also writes the README's screenshots (`docs/serve-de.png`,
//! `docs/serve-en.png`, 390×844).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use crate::serve::{Server, game, request};

/// The phone: an iPhone 12's CSS viewport.
pub(crate) const PHONE: (u32, u32) = (390, 844);

/// The narrowest phone the page is made for.
pub(crate) const NARROW: u32 = 360;

/// How long the page may take to show what it should: a guard against
/// hanging, far above what it takes even on a loaded 2-core machine.
pub(crate) const PATIENCE: Duration = Duration::from_secs(30);

/// Two browsers at a time: the test runner gives each core a test, and a
/// browser test that waits for another's Chromium keeps its core idle;
/// more than two Chromiums on a small machine make each slow for no gain.
const AT_ONCE: usize = 2;

/// How many browsers run now.
static RUNNING: std::sync::Mutex<usize> = std::sync::Mutex::new(0);
static ROOM: std::sync::Condvar = std::sync::Condvar::new();

/// A browser's place among the `AT_ONCE`, given back when dropped.
struct Turn;

impl Turn {
    fn wait() -> Turn {
        // A test that failed while counting leaves the lock poisoned; the
        // count is still right.
        let mut running = RUNNING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        while *running >= AT_ONCE {
            running = ROOM
                .wait(running)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        *running += 1;
        Turn
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        *RUNNING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) -= 1;
        ROOM.notify_one();
    }
}

fn found(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join(name))
            .find(|p| p.is_file())
    })
}

/// The variable that says to skip the browser tests where no browser is
/// installed. The tests read it, not `canasta`: it is none of
/// `common::AMBIENT`, which only the commands the tests run lose.
pub(crate) const SKIP: &str = "CANASTA_SKIP_BROWSER_TESTS";

/// Whether the person running the tests said to skip them without a
/// browser: `SKIP` set to anything but empty or `0`.
fn skip_asked(value: Option<&std::ffi::OsStr>) -> bool {
    value.is_some_and(|v| !v.is_empty() && v != "0")
}

/// The browser and its driver (`Ok(Some)`), or, where either is missing,
/// `Ok(None)` when the person asked to skip (`skip`) and else the failure
/// that names what is missing and how to get it.
fn browser_or_skip(
    chromium: Option<PathBuf>,
    chromedriver: Option<PathBuf>,
    skip: bool,
) -> Result<Option<(PathBuf, PathBuf)>, String> {
    let (chromium, chromedriver) = match (chromium, chromedriver) {
        (Some(c), Some(d)) => return Ok(Some((c, d))),
        pair => pair,
    };
    if skip {
        return Ok(None);
    }
    let missing: Vec<&str> = [
        chromium
            .is_none()
            .then_some("`chromium` (nor `chromium-browser`)"),
        chromedriver.is_none().then_some("`chromedriver`"),
    ]
    .into_iter()
    .flatten()
    .collect();
    Err(format!(
        "the browser tests need a headless Chromium and its driver: no {} on PATH. \
         Install them (Debian: `apt-get install chromium chromium-driver`), or set \
         {SKIP}=1 to skip the browser tests (CONTRIBUTING.md)",
        missing.join(" and no ")
    ))
}

/// A chromedriver of our own on a free port, and the browser it drives;
/// where the machine has none, a failure that says what is missing, or
/// `None` (and a line on stderr) where the person asked to skip (`SKIP`).
///
/// Chromium and chromedriver leave folders in the temporary folder
/// (`org.chromium.Chromium.*`, `scoped_dir*`) when they are not shut
/// down cleanly, as when a test fails: both run in a process group of
/// their own with `TMPDIR` and the profile inside `scratch`, and
/// dropping the browser kills the group and removes the folder, whatever
/// became of the test.
pub(crate) struct Browser {
    driver: Child,
    client: Option<Client>,
    scratch: Option<tempfile::TempDir>,
    _turn: Turn,
}

impl Browser {
    pub(crate) async fn start(test: &str) -> Option<Browser> {
        Browser::sized(test, PHONE.0).await
    }

    /// A browser whose viewport is `width` CSS pixels wide.
    pub(crate) async fn sized(test: &str, width: u32) -> Option<Browser> {
        let found = browser_or_skip(
            found("chromium").or_else(|| found("chromium-browser")),
            found("chromedriver"),
            skip_asked(std::env::var_os(SKIP).as_deref()),
        )
        .unwrap_or_else(|missing| panic!("{test}: {missing}"));
        let Some((chromium, chromedriver)) = found else {
            eprintln!("SKIPPED {test}: no chromium and chromedriver on PATH, and {SKIP} is set");
            return None;
        };
        let turn = Turn::wait();
        let scratch = tempfile::Builder::new()
            .prefix("canasta-browser")
            .tempdir()
            .unwrap();
        let (profile, tmp) = (scratch.path().join("profile"), scratch.path().join("tmp"));
        std::fs::create_dir(&profile).unwrap();
        std::fs::create_dir(&tmp).unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut driver = Command::new(chromedriver);
        driver
            .arg(format!("--port={port}"))
            .env("TMPDIR", &tmp)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        std::os::unix::process::CommandExt::process_group(&mut driver, 0);
        let mut b = Browser {
            driver: driver.spawn().unwrap(),
            client: None,
            scratch: Some(scratch),
            _turn: turn,
        };
        let caps = json!({
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                    format!("--user-data-dir={}", profile.display()),
                ],
                "mobileEmulation": {
                    "deviceMetrics": { "width": width, "height": PHONE.1, "pixelRatio": 1.0 }
                }
            }
        });
        let caps = caps.as_object().unwrap().clone();
        let url = format!("http://127.0.0.1:{port}");
        let start = Instant::now();
        b.client = Some(loop {
            match ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
                .capabilities(caps.clone())
                .connect(&url)
                .await
            {
                Ok(c) => break c,
                Err(e) if start.elapsed() > Duration::from_secs(60) => {
                    panic!("chromedriver did not start a browser: {e}")
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        });
        Some(b)
    }

    pub(crate) fn c(&self) -> &Client {
        self.client.as_ref().unwrap()
    }

    pub(crate) async fn text(&self, css: &str) -> String {
        match self.c().find(Locator::Css(css)).await {
            Ok(e) => e.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        }
    }

    /// Wait until the element `css` says `wanted`.
    pub(crate) async fn wait_text(&self, css: &str, wanted: &str) -> String {
        let start = Instant::now();
        loop {
            let text = self.text(css).await;
            if text.contains(wanted) {
                return text;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "`{css}` never said `{wanted}`: {text}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Tap `css`, brought to the middle of the screen first as a thumb
    /// would (the driver's own scrolling may leave it under the sticky
    /// header).
    pub(crate) async fn click(&self, css: &str) {
        let e = self
            .c()
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"));
        let _ = self
            .c()
            .execute(
                "arguments[0].scrollIntoView({block: 'center'});",
                vec![serde_json::to_value(&e).unwrap()],
            )
            .await;
        e.click().await.unwrap_or_else(|e| panic!("{css}: {e}"));
    }

    /// The pad from now on as a browser without scripts shows it: its one
    /// script (`/assets/app.js`; the pages have no inline script) is never
    /// loaded. Turning scripts off in the page instead
    /// (`Emulation.setScriptExecutionDisabled`) also stalls the driver's
    /// own scripts, with which it reads and clicks, until each times out
    /// (30 s): the no-script test took 167 s.
    pub(crate) async fn without_scripts(&self) {
        self.cdp("Network.enable", json!({})).await;
        self.cdp(
            "Network.setBlockedURLs",
            json!({"urls": ["*/assets/app.js*"]}),
        )
        .await;
    }

    /// What `script` (a function body) returns.
    pub(crate) async fn js(&self, script: &str) -> serde_json::Value {
        self.c()
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Wait until the expression `condition` holds on the page, and
    /// return the value of `then` at that moment.
    pub(crate) async fn wait_for(&self, condition: &str, then: &str) -> serde_json::Value {
        let script = format!("return ({condition}) ? [true, {then}] : [false, {then}];");
        let start = Instant::now();
        loop {
            // A page being replaced (a form sent, a link opened) may have
            // no document to ask for a moment.
            if let Ok(v) = self.c().execute(&script, vec![]).await
                && v[0] == serde_json::Value::Bool(true)
            {
                return v[1].clone();
            }
            assert!(
                start.elapsed() < PATIENCE,
                "never `{condition}`: {}",
                self.js(&format!("return {then};")).await
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A command of the Chrome `DevTools` Protocol to the page (emulated
    /// media, the network taken away, a PDF), through chromedriver.
    pub(crate) async fn cdp(&self, cmd: &str, params: serde_json::Value) -> serde_json::Value {
        self.c()
            .issue_cmd(Cdp {
                cmd: cmd.to_string(),
                params,
            })
            .await
            .unwrap_or_else(|e| panic!("{cmd}: {e}"))
    }

    /// Type `text` into the field `css` after what it holds.
    pub(crate) async fn type_into(&self, css: &str, text: &str) {
        self.c()
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
            .send_keys(text)
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"));
    }

    /// The value of the field `css`.
    pub(crate) async fn value(&self, css: &str) -> String {
        let v = self
            .js(&format!(
                "var e = document.querySelector({}); return e ? e.value : null;",
                json!(css)
            ))
            .await;
        v.as_str()
            .unwrap_or_else(|| panic!("no field {css}"))
            .to_string()
    }

    pub(crate) async fn close(mut self) {
        if let Some(c) = self.client.take() {
            let _ = c.close().await;
        }
    }
}

/// chromedriver's way to the `DevTools` Protocol:
/// `POST /session/{id}/goog/cdp/execute`.
#[derive(Debug)]
struct Cdp {
    cmd: String,
    params: serde_json::Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (axum::http::Method, Option<String>) {
        (
            axum::http::Method::POST,
            Some(json!({"cmd": self.cmd, "params": self.params}).to_string()),
        )
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // The whole group: chromedriver and every Chromium process it
        // started, even where the session was never closed.
        let group = format!("-{}", self.driver.id());
        let _ = Command::new("kill")
            .args(["-KILL", "--", &group])
            .stderr(Stdio::null())
            .status();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        if let Some(scratch) = self.scratch.take() {
            // Chromium's processes may take a moment to go once killed.
            for _ in 0..50 {
                if std::fs::remove_dir_all(scratch.path()).is_ok() || !scratch.path().exists() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
            drop(scratch);
        }
    }
}

pub(crate) fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

pub(crate) fn link(server: &Server, who: &str) -> String {
    let l = &server.links;
    l[who]
        .as_str()
        .or_else(|| l["sides"][who].as_str())
        .unwrap()
        .to_string()
}

pub(crate) fn cli(dir: &Path, args: &[&str]) {
    let out = crate::common::bin()
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn the_token_link_becomes_a_cookie_the_page_cannot_read() {
    rt().block_on(async {
        let test = "the_token_link_becomes_a_cookie_the_page_cannot_read";
        let Some(b) = Browser::sized(test, NARROW).await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c().goto(&link(&server, "organiser")).await.unwrap();
        let url = b.c().current_url().await.unwrap();
        assert_eq!(url.query(), None, "the token left the address: {url}");
        assert!(b.wait_text("#live h1", "classic").await.contains("5000"));
        let cookies = b
            .c()
            .execute("return document.cookie", vec![])
            .await
            .unwrap();
        assert_eq!(
            cookies,
            json!(""),
            "HttpOnly: the page's script cannot read it"
        );
        // Back without the token, the cookie still opens the pad.
        b.c().goto(url.as_str()).await.unwrap();
        b.wait_text("p.you", "organiser").await;
        // The page is as wide as the phone: nothing scrolls sideways.
        let wide = b
            .c()
            .execute("return document.documentElement.scrollWidth", vec![])
            .await
            .unwrap();
        assert!(wide.as_u64().unwrap() <= u64::from(NARROW), "{wide}");
        // So is the referee's page, the card picker open.
        b.c()
            .goto(url.join("/referee").unwrap().as_str())
            .await
            .unwrap();
        b.wait_text("h1", "classic").await;
        let wide = b
            .c()
            .execute("return document.documentElement.scrollWidth", vec![])
            .await
            .unwrap();
        assert!(
            wide.as_u64().unwrap() <= u64::from(NARROW),
            "referee: {wide}"
        );
        b.close().await;
    });
}

#[test]
fn a_hand_added_at_the_command_line_appears_without_a_reload() {
    rt().block_on(async {
        let Some(b) =
            Browser::start("a_hand_added_at_the_command_line_appears_without_a_reload").await
        else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c().goto(&link(&server, "viewer")).await.unwrap();
        b.wait_text("#live h1", "classic").await;
        // The page itself notes when the new total shows: the time the
        // browser takes to be asked (a loaded machine's) is not counted.
        b.c()
            .execute(
                "window.notReloaded = true; \
                 new MutationObserver(function () { \
                   var t = document.querySelector('.side[data-side=Wir] .total'); \
                   if (!window.seenAt && t && t.textContent.indexOf('945') >= 0) \
                     window.seenAt = performance.now(); \
                 }).observe(document.body, {subtree: true, childList: true, characterData: true});",
                vec![],
            )
            .await
            .unwrap();
        cli(
            dir.path(),
            &[
                "game",
                "add",
                "abend.yaml",
                "--points",
                "Wir=600,345",
                "Sie=-35",
            ],
        );
        let added = b
            .c()
            .execute("return performance.now()", vec![])
            .await
            .unwrap();
        b.wait_text(".side[data-side=Wir] .total", "945").await;
        let seen = b.c().execute("return window.seenAt", vec![]).await.unwrap();
        let took = seen.as_f64().unwrap() - added.as_f64().unwrap();
        assert!(
            took < 2000.0,
            "seen {took} ms after the command line saved it"
        );
        let same = b
            .c()
            .execute("return window.notReloaded === true", vec![])
            .await
            .unwrap();
        assert_eq!(same, json!(true), "the page was not reloaded");
        b.close().await;
    });
}

#[test]
fn a_hand_entered_by_the_steppers_is_saved() {
    rt().block_on(async {
        let Some(b) = Browser::start("a_hand_entered_by_the_steppers_is_saved").await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "organiser")))
            .await
            .unwrap();
        b.wait_text("#entry h2", "Runde 1").await;
        let wir = "fieldset[data-side=Wir]";
        let sie = "fieldset[data-side=Sie]";
        b.click(&format!("{wir} .q.count[data-key=echt] .plus"))
            .await;
        b.click(&format!("{wir} .q.count[data-key=rot3] .plus"))
            .await;
        b.click(&format!(
            "{wir} .q.choice:not([data-blank]) button[data-i='1']"
        ))
        .await;
        for key in ["1", "2", "0"] {
            b.click(&format!("{wir} .q.points button[data-digit='{key}']"))
                .await;
        }
        for key in ["3", "5"] {
            b.click(&format!("{sie} .q.points button[data-digit='{key}']"))
                .await;
        }
        b.click(&format!("{sie} .q.points button[data-sign]")).await;
        let tally = b
            .c()
            .execute(
                "return [document.querySelector('input[name=\"tally:Wir\"]').value, \
                 document.querySelector('input[name=\"tally:Sie\"]').value]",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(
            tally,
            json!(["echt:1,rot3:1,aus,karten:120", "karten:-35"]),
            "a German page writes the items in German words"
        );
        b.click("button.send").await;
        b.wait_text("p.message", "Gespeichert").await;
        b.wait_text(".side[data-side=Wir] .total", "820").await;
        let (_, g) = server.get("/api/game", "viewer");
        let g: serde_json::Value = serde_json::from_str(&g).unwrap();
        assert_eq!(g["teams"][0]["total"], 820);
        assert_eq!(g["teams"][1]["total"], -35);
        b.close().await;
    });
}

#[test]
fn a_refused_hand_says_why_on_the_phone() {
    rt().block_on(async {
        let Some(b) = Browser::start("a_refused_hand_says_why_on_the_phone").await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        // Wir's phone has sent its half: out, with a canasta.
        let (status, _) = server.post(
            "/api/hands",
            "Wir",
            r#"{"tally": {"Wir": "natural,out,cards:100"}}"#,
        );
        assert_eq!(status, 202);
        b.c().goto(&link(&server, "Sie")).await.unwrap();
        b.wait_text("#live .halves", "Wir").await;
        let sie = "fieldset[data-side=Sie]";
        b.click(&format!("{sie} .q.count[data-key=mixed] .plus"))
            .await;
        b.click(&format!(
            "{sie} .q.choice:not([data-blank]) button[data-i='1']"
        ))
        .await;
        b.click("button.send").await;
        let said = b.wait_text("p.message", "went out").await;
        assert!(said.contains("Wir") && said.contains("Sie"), "{said}");
        b.wait_text("#live .halves .refusal", "refused").await;
        let g = std::fs::read_to_string(dir.path().join("abend.yaml")).unwrap();
        assert!(g.contains("halves:") && !g.contains("\nhands:\n- "), "{g}");
        b.close().await;
    });
}

#[test]
fn screenshots_of_the_pad_in_german_and_english() {
    rt().block_on(async {
        let Some(b) = Browser::start("screenshots_of_the_pad_in_german_and_english").await else {
            return;
        };
        let dir = game();
        for (we, they) in [
            ("Wir=natural,mixed,red3,out,cards:185", "Sie=mixed,cards:60"),
            ("Wir=cards:40", "Sie=natural,red3:2,out,cards:210"),
            ("Wir=natural:2,out,cards:150", "Sie=cards:-45"),
        ] {
            cli(dir.path(), &["game", "add", "abend.yaml", "--tally", we, they]);
        }
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let (status, _) = server.post("/api/hands", "Sie", r#"{"tally": {"Sie": "mixed,cards:75"}}"#);
        assert_eq!(status, 202);
        let update = std::env::var_os("UPDATE_SCREENSHOTS").is_some();
        for lang in ["de", "en"] {
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "organiser")))
                .await
                .unwrap();
            b.wait_text(".side[data-side=Wir] .total", "2475").await;
            let png = b.c().screenshot().await.unwrap();
            assert_eq!(&png[1..4], b"PNG");
            let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
            let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
            assert_eq!((width, height), PHONE);
            if update {
                let to = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("docs/serve-{lang}.png"));
                std::fs::write(to, &png).unwrap();
            }
        }
        // The whole page of a phone, scripts and all, is under 100 KB.
        let loaded = b
            .c()
            .execute(
                "return performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))\
                 .reduce(function (n, e) { return n + (e.transferSize || e.encodedBodySize || 0); }, 0)",
                vec![],
            )
            .await
            .unwrap();
        assert!(loaded.as_f64().unwrap() < 100.0 * 1024.0, "{loaded}");
        let _ = request(&server.addr, "GET", "/", &[], "");
        b.close().await;
    });
}

/// What in the page is wider than the viewport, or a tap target smaller
/// than 48 px: `[]` where all is well.
pub(crate) const MEASURE: &str = "\
    var out = [], w = document.documentElement.clientWidth;\
    if (document.documentElement.scrollWidth > w) out.push('page ' + document.documentElement.scrollWidth);\
    document.querySelectorAll('button, a, input[type=text], summary, label.tick, label.force').forEach(function (e) {\
      var r = e.getBoundingClientRect();\
      if (r.width === 0 && r.height === 0) return;\
      if (r.right > w + 0.5) out.push('wide ' + e.outerHTML.slice(0, 80));\
      if (Math.round(r.height) < 48 || Math.round(r.width) < 48)\
        out.push(Math.round(r.width) + 'x' + Math.round(r.height) + ' ' + e.outerHTML.slice(0, 80));\
    });\
    return out;";

#[test]
fn a_narrow_phone_shows_a_long_german_game_whole_with_names_escaped() {
    rt().block_on(async {
        let test = "a_narrow_phone_shows_a_long_german_game_whole_with_names_escaped";
        let Some(b) = Browser::sized(test, NARROW).await else {
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let evil = "</script><b>";
        let long = "Stammtischmannschaft-der-Unbesiegbaren";
        cli(
            dir.path(),
            &[
                "game",
                "new",
                "abend.yaml",
                "--team",
                &format!("{evil}=Anna,Bernd"),
                "--team",
                &format!("{long}=Clara,Dieter"),
            ],
        );
        for _ in 0..3 {
            cli(
                dir.path(),
                &[
                    "game",
                    "add",
                    "abend.yaml",
                    "--tally",
                    &format!("{evil}=natural,mixed:2,red3:2,out,cards:185"),
                    &format!("{long}=mixed,cards:-60"),
                ],
            );
        }
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let (status, _) = server.post(
            "/api/hands",
            long,
            &json!({"tally": {long: "gemischt,rot3:3,karten:75"}}).to_string(),
        );
        assert_eq!(status, 202);
        b.c()
            .goto(&format!("{}&lang=de", link(&server, "organiser")))
            .await
            .unwrap();
        b.wait_text("#live h1", "klassisch").await;
        let shown = b
            .c()
            .execute(
                "return [document.querySelectorAll('b:not(table.hands td > b)').length, \
                 document.querySelector('fieldset.side-entry legend').firstChild.textContent.trim(), \
                 document.querySelector('.js-only').hidden]",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(
            shown,
            json!([0, evil, false]),
            "names are text, the script runs"
        );
        // The log open, every part of the pad is on the page.
        b.click("details.log summary").await;
        let wrong = b.c().execute(MEASURE, vec![]).await.unwrap();
        assert_eq!(wrong, json!([]), "the pad at {NARROW} px");
        // The script finds the fields of a side with such a name, and
        // sends its half: with the other side's waiting, it makes the hand
        // (a whole hand would have to drop the half that waits).
        let fields = b
            .c()
            .find_all(Locator::Css("fieldset.side-entry input[name^='tally:']"))
            .await
            .unwrap();
        assert_eq!(fields.len(), 2);
        fields[0].send_keys("echt,aus,karten:50").await.unwrap();
        b.click("button.send").await;
        // The hand takes the side past 5000: the form gives way to the
        // winner.
        b.wait_text("#entry-head", "Das Spiel ist aus").await;
        let (_, g) = server.get("/api/game", "viewer");
        let g: serde_json::Value = serde_json::from_str(&g).unwrap();
        assert_eq!(g["hands"].as_array().unwrap().len(), 4, "{g}");
        // The referee's page with a verdict and its table.
        b.c()
            .goto(&format!(
                "http://{}/referee?lang=de&q=pickup&top=h9&hand=c9+c5&table=dK+dK+cK&frozen=1",
                server.addr
            ))
            .await
            .unwrap();
        b.wait_text(".verdict .answer", "Nein").await;
        b.click(".verdict details summary").await;
        let wrong = b.c().execute(MEASURE, vec![]).await.unwrap();
        assert_eq!(wrong, json!([]), "the referee at {NARROW} px");
        b.close().await;
    });
}

#[test]
fn the_referee_is_asked_by_tapping_cards_in_both_languages() {
    rt().block_on(async {
        let test = "the_referee_is_asked_by_tapping_cards_in_both_languages";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        // The picker's keys: the four suits, the joker, back, `;`, then
        // the ranks from the ace down.
        let key = |form: usize, field: usize, nth: usize| {
            format!(
                "form.question:nth-of-type({form}) label:nth-of-type({field}) .picker button:nth-child({nth})"
            )
        };
        let (spades, clubs, hearts, joker, back, semicolon, king, nine) = (4, 3, 1, 5, 6, 7, 9, 13);
        for (lang, yes, king_letter) in [("en", "Yes", "K"), ("de", "Ja", "K")] {
            b.c()
                .goto(&format!("{}&lang={lang}", link(&server, "Wir")))
                .await
                .unwrap();
            b.wait_text("#entry-head", "1").await;
            b.click("nav a[href^='/referee']").await;
            b.wait_text("h1", if lang == "de" { "klassisch" } else { "classic" })
                .await;
            // Is this meld legal: two kings and a joker, tapped.
            for nth in [spades, king, king, king, back, joker] {
                b.click(&key(1, 1, nth)).await;
            }
            let cards = b
                .js("return document.querySelector('form.question input[name=cards]').value;")
                .await;
            assert_eq!(cards, json!(format!("♠{king_letter} ♠{king_letter} jk")));
            b.click("form.question:nth-of-type(1) label.tick input").await;
            b.click("form.question:nth-of-type(1) label.tick input").await;
            b.click("form.question:nth-of-type(1) button[type=submit]")
                .await;
            b.wait_text(".verdict .answer", yes).await;
            // May I take the pile: a pair of nines (and a joker) to the
            // nine on top, the pile frozen, our melds on the table.
            for nth in [hearts, nine] {
                b.click(&key(2, 1, nth)).await;
            }
            for nth in [clubs, nine, nine, joker] {
                b.click(&key(2, 2, nth)).await;
            }
            for nth in [spades, king, king, joker, semicolon, back] {
                b.click(&key(2, 3, nth)).await;
            }
            b.click("form.question:nth-of-type(2) label.tick:nth-of-type(4) input")
                .await;
            b.click("form.question:nth-of-type(2) label.tick:nth-of-type(5) input")
                .await;
            b.c()
                .find(Locator::Css("form.question:nth-of-type(2) input[name=score]"))
                .await
                .unwrap()
                .send_keys("1200")
                .await
                .unwrap();
            b.click("form.question:nth-of-type(2) button[type=submit]")
                .await;
            b.wait_text(".verdict .answer", yes).await;
            let asked = b.c().current_url().await.unwrap();
            let query = asked.query().unwrap_or("");
            assert!(query.contains("frozen=1") && query.contains("opened=1"), "{asked}");
            // May I go out: a joker alone, nothing on the table.
            b.click(&key(3, 1, joker)).await;
            b.click("form.question:nth-of-type(3) label.tick input").await;
            b.click("form.question:nth-of-type(3) button[type=submit]")
                .await;
            b.wait_text(".verdict .answer", if lang == "de" { "Nein" } else { "No" })
                .await;
        }
        b.close().await;
    });
}

#[test]
fn a_missing_browser_fails_unless_skipping_is_asked_for() {
    let (c, d) = (
        PathBuf::from("/usr/bin/chromium"),
        PathBuf::from("/usr/bin/chromedriver"),
    );
    assert_eq!(
        browser_or_skip(Some(c.clone()), Some(d.clone()), false),
        Ok(Some((c.clone(), d.clone())))
    );
    assert_eq!(
        browser_or_skip(Some(c.clone()), Some(d.clone()), true),
        Ok(Some((c.clone(), d.clone()))),
        "a browser that is there is used, skipping or not"
    );
    let neither = browser_or_skip(None, None, false).unwrap_err();
    assert!(
        neither.contains("no `chromium` (nor `chromium-browser`) and no `chromedriver` on PATH"),
        "{neither}"
    );
    assert!(
        neither.contains("CANASTA_SKIP_BROWSER_TESTS=1"),
        "{neither}"
    );
    let no_driver = browser_or_skip(Some(c.clone()), None, false).unwrap_err();
    assert!(
        no_driver.contains("no `chromedriver` on PATH"),
        "{no_driver}"
    );
    assert!(!no_driver.contains("`chromium`"), "{no_driver}");
    let no_browser = browser_or_skip(None, Some(d.clone()), false).unwrap_err();
    assert!(
        no_browser.contains("no `chromium` (nor `chromium-browser`) on PATH"),
        "{no_browser}"
    );
    assert_eq!(browser_or_skip(None, Some(d), true), Ok(None));
    assert_eq!(browser_or_skip(Some(c), None, true), Ok(None));
    for (value, skip) in [
        (None, false),
        (Some(""), false),
        (Some("0"), false),
        (Some("1"), true),
        (Some("yes"), true),
    ] {
        assert_eq!(
            skip_asked(value.map(std::ffi::OsStr::new)),
            skip,
            "{value:?}"
        );
    }
}

/// The variable is the tests' own: the commands they run never lose it
/// (it is no `AMBIENT` variable, which `canasta` reads), `canasta` never
/// reads it, and `.ci/run` never sets it.
#[test]
fn only_the_tests_read_the_skip_variable_and_ci_never_sets_it() {
    assert!(!crate::common::AMBIENT.contains(&SKIP));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders = vec![root.join("src"), root.join("crates")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let code = std::fs::read_to_string(&path).unwrap();
                assert!(!code.contains(SKIP), "{} reads {SKIP}", path.display());
            }
        }
    }
    let ci = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    let sets: Vec<&str> = ci
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter(|l| l.contains(&format!("{SKIP}=")) || l.contains(&format!("export {SKIP}")))
        .collect();
    assert!(sets.is_empty(), ".ci/run sets {SKIP}: {sets:?}");
    assert!(
        ci.contains(&format!("unset {SKIP}")),
        ".ci/run runs the browser tests whatever its caller set"
    );
    let contributing = std::fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    assert!(
        contributing.contains(&format!("{SKIP}=1")),
        "CONTRIBUTING.md says how to skip them"
    );
}
