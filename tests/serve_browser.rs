//! `canasta serve` in a real browser at a phone's size: Debian's headless
//! Chromium driven over the `WebDriver` protocol (`chromedriver`, fantoccini). The token
//! link, the live update, a hand entered by the steppers, a refused
//! hand's message. A machine without `chromium` and `chromedriver` skips
//! these tests alone, and says so on stderr.
//!
//! `UPDATE_SCREENSHOTS=1 cargo test --test integration serve_browser`
//! also writes the README's screenshots (`docs/serve-de.png`,
//! `docs/serve-en.png`, 390×844).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use crate::serve::{Server, game, request};

/// The phone: an iPhone 12's CSS viewport.
const PHONE: (u32, u32) = (390, 844);

/// The narrowest phone the page is made for.
const NARROW: u32 = 360;

/// How long the page may take to show what it should.
const PATIENCE: Duration = Duration::from_secs(10);

fn found(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join(name))
            .find(|p| p.is_file())
    })
}

/// A chromedriver of our own on a free port, and the browser it drives;
/// `None` (and a line on stderr) where the machine has none.
struct Browser {
    driver: Child,
    client: Option<Client>,
    _profile: tempfile::TempDir,
}

impl Browser {
    async fn start(test: &str) -> Option<Browser> {
        Browser::sized(test, PHONE.0).await
    }

    /// A browser whose viewport is `width` CSS pixels wide.
    async fn sized(test: &str, width: u32) -> Option<Browser> {
        let (Some(chromium), Some(chromedriver)) = (
            found("chromium").or_else(|| found("chromium-browser")),
            found("chromedriver"),
        ) else {
            eprintln!(
                "SKIPPED {test}: no chromium and chromedriver on PATH \
                 (apt-get install -y chromium chromium-driver)"
            );
            return None;
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .ok()?
            .local_addr()
            .ok()?
            .port();
        let driver = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let profile = tempfile::tempdir().ok()?;
        let caps = json!({
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                    format!("--user-data-dir={}", profile.path().display()),
                ],
                "mobileEmulation": {
                    "deviceMetrics": { "width": width, "height": PHONE.1, "pixelRatio": 1.0 }
                }
            }
        });
        let caps = caps.as_object()?.clone();
        let url = format!("http://127.0.0.1:{port}");
        let start = Instant::now();
        let client = loop {
            match ClientBuilder::rustls()
                .ok()?
                .capabilities(caps.clone())
                .connect(&url)
                .await
            {
                Ok(c) => break c,
                Err(e) if start.elapsed() > Duration::from_secs(30) => {
                    panic!("chromedriver did not start a browser: {e}")
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        };
        Some(Browser {
            driver,
            client: Some(client),
            _profile: profile,
        })
    }

    fn c(&self) -> &Client {
        self.client.as_ref().unwrap()
    }

    async fn text(&self, css: &str) -> String {
        match self.c().find(Locator::Css(css)).await {
            Ok(e) => e.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        }
    }

    /// Wait until the element `css` says `wanted`.
    async fn wait_text(&self, css: &str, wanted: &str) -> String {
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

    async fn click(&self, css: &str) {
        self.c()
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"));
    }

    async fn close(mut self) {
        if let Some(c) = self.client.take() {
            let _ = c.close().await;
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn link(server: &Server, who: &str) -> String {
    let l = &server.links;
    l[who]
        .as_str()
        .or_else(|| l["sides"][who].as_str())
        .unwrap()
        .to_string()
}

fn cli(dir: &Path, args: &[&str]) {
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
        b.c()
            .execute("window.notReloaded = true", vec![])
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
        let start = Instant::now();
        b.wait_text(".side[data-side=Wir] .total", "945").await;
        assert!(start.elapsed() < Duration::from_secs(3));
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
        b.click(&format!("{wir} .q.count[data-key=natural] .plus"))
            .await;
        b.click(&format!("{wir} .q.count[data-key=red3] .plus"))
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
            json!(["natural:1,red3:1,out,cards:120", "cards:-35"])
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
