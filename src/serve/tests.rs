//! Every rule of `canasta serve`, request by request, in process: the
//! router answers requests built here (no socket), on a game file in a
//! temporary folder, which the tests read back and change with the
//! command line's own code.

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use tower::ServiceExt;

use crate::i18n::Lang;
use crate::serve::address::Hosts;
use crate::serve::role::Role;
use crate::serve::table::{Setup, Table};
use canasta::sheet::{GameFile, store};

const HOST: &str = "127.0.0.1:8470";

/// A served game in a temporary folder.
struct Pad {
    dir: tempfile::TempDir,
    table: Arc<Table>,
    router: Router,
    _stop: tokio::sync::watch::Sender<bool>,
}

/// An answer: its status, headers and body.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: String,
}

impl Answer {
    fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

fn new_game(dir: &std::path::Path, teams: &[&str], rules: &str) -> std::path::PathBuf {
    let path = dir.join("abend.yaml");
    let g = GameFile::new(
        teams.iter().map(|t| (*t).to_string()).collect(),
        canasta::rules::load(rules).unwrap(),
    );
    store::create(&path, &g).unwrap();
    path
}

impl Pad {
    fn new(teams: &[&str]) -> Pad {
        Pad::with_rules(teams, "classic")
    }

    fn with_rules(teams: &[&str], rules: &str) -> Pad {
        let dir = tempfile::tempdir().unwrap();
        let path = new_game(dir.path(), teams, rules);
        Pad::on(dir, path)
    }

    /// The pad of the game file `path` (in `dir`), with the links kept
    /// for it: a server started again.
    fn on(dir: tempfile::TempDir, path: std::path::PathBuf) -> Pad {
        Pad::with(dir, path, false, None)
    }

    /// The pad of `path` as `canasta serve` starts it: its kept links (new
    /// ones where `new_links`), reached by `public` where given.
    fn with(
        dir: tempfile::TempDir,
        path: std::path::PathBuf,
        new_links: bool,
        public: Option<&str>,
    ) -> Pad {
        let game = store::load(&path).unwrap();
        let (stop_tx, stop) = tokio::sync::watch::channel(false);
        let kept = crate::serve::kept_links::open(&path, &game, new_links).unwrap();
        let public = public.map(|p| crate::serve::address::PublicUrl::parse(p).unwrap());
        let url = public
            .as_ref()
            .map_or_else(|| format!("http://{HOST}/"), |p| p.base.clone());
        let table = Arc::new(Table::new(Setup {
            links: crate::serve::links::Links::new(&url, &kept.keys, &game.teams),
            door: crate::serve::door::Door::new(&kept.game, public.as_ref()),
            identity: kept.game,
            keys: kept.keys,
            path,
            game,
            lang: Lang::En,
            now: Some("2026-11-24T21:14:00Z".into()),
            zone: crate::render::time::zone(Some(std::ffi::OsStr::new(
                "CET-1CEST,M3.5.0,M10.5.0/3",
            ))),
            hosts: Hosts::new(HOST.parse().unwrap(), public),
            stop,
        }));
        Pad {
            dir,
            router: crate::serve::routes::router(table.clone()),
            table,
            _stop: stop_tx,
        }
    }

    fn again(self) -> Pad {
        let path = self.table.path.clone();
        Pad::on(self.dir, path)
    }

    fn token(&self, role: Role) -> String {
        self.table.keys.token(role).to_string()
    }

    fn game(&self) -> GameFile {
        store::load(&self.table.path).unwrap()
    }

    fn text(&self) -> String {
        std::fs::read_to_string(&self.table.path).unwrap()
    }

    async fn send(&self, req: Request<Body>) -> Answer {
        let r = self.router.clone().oneshot(req).await.unwrap();
        let status = r.status();
        let headers = r.headers().clone();
        let bytes = axum::body::to_bytes(r.into_body(), 10 << 20).await.unwrap();
        Answer {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    async fn get(&self, path: &str, role: Option<Role>) -> Answer {
        let mut req = Request::get(path).header(header::HOST, HOST);
        if let Some(r) = role {
            req = req.header(header::AUTHORIZATION, format!("Bearer {}", self.token(r)));
        }
        self.send(req.body(Body::empty()).unwrap()).await
    }

    async fn post(&self, path: &str, role: Role, json: &str) -> Answer {
        self.post_with(path, role, json, &[]).await
    }

    async fn post_with(
        &self,
        path: &str,
        role: Role,
        json: &str,
        extra: &[(&str, &str)],
    ) -> Answer {
        let mut req = Request::post(path)
            .header(header::HOST, HOST)
            .header(
                header::AUTHORIZATION,
                format!("Bearer {}", self.token(role)),
            )
            .header(header::CONTENT_TYPE, "application/json");
        for (k, v) in extra {
            req = req.header(*k, *v);
        }
        self.send(req.body(Body::from(json.to_string())).unwrap())
            .await
    }
}

/// What the command line says, in process: its stdout, or its error as
/// `--format json` writes it.
fn cli(args: &[&str]) -> Result<String, String> {
    let env = crate::app::Env {
        now: Some("2026-11-24T21:00:00Z".into()),
        ..crate::app::Env::default()
    };
    let line: Vec<&str> = std::iter::once("canasta")
        .chain(args.iter().copied())
        .collect();
    crate::app::run(line.iter(), &env)
        .map(|o| o.stdout)
        .map_err(|e| crate::app::exit::error_report(&e, &line, &env))
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn no_token_or_a_wrong_one_gets_401_and_no_game_data() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        for path in [
            "/",
            "/api/game",
            "/api/log",
            "/live",
            "/referee",
            "/api/events",
        ] {
            let a = pad.get(path, None).await;
            assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{path}");
            assert!(
                !a.body.contains("Wir") && !a.body.contains("classic"),
                "{path}: {}",
                a.body
            );
        }
        let wrong = pad
            .send(
                Request::get("/api/game")
                    .header(header::HOST, HOST)
                    .header(
                        header::AUTHORIZATION,
                        "Bearer 0123456789abcdef0123456789abcdef01234567",
                    )
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
        assert_eq!(wrong.json()["error"]["code"], "no_token");
        let link = pad.get("/?token=nonsense", None).await;
        assert_eq!(link.status, StatusCode::UNAUTHORIZED);
        assert!(link.headers.get(header::SET_COOKIE).is_none());
    });
}

#[test]
fn a_token_link_becomes_a_strict_cookie_and_leaves_the_address() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let token = pad.token(Role::Side(1));
        let a = pad.get(&format!("/?lang=de&token={token}"), None).await;
        assert_eq!(a.status, StatusCode::SEE_OTHER);
        assert_eq!(a.headers[header::LOCATION], "/?lang=de");
        let cookie = a.headers[header::SET_COOKIE].to_str().unwrap();
        assert!(
            cookie.starts_with(&format!("{}={token};", pad.table.door.cookie)),
            "{cookie}"
        );
        for part in ["HttpOnly", "SameSite=Strict", "Path=/"] {
            assert!(cookie.contains(part), "{cookie}");
        }
        let page = pad
            .send(
                Request::get("/?lang=de")
                    .header(header::HOST, HOST)
                    .header(header::COOKIE, format!("{}={token}", pad.table.door.cookie))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("Punkte der Partei Sie"), "{}", page.body);
        assert!(!page.body.contains(&token), "the page shows no token");
    });
}

#[test]
fn get_api_game_is_game_show_as_json() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let path = pad.table.path.display().to_string();
        cli(&[
            "game",
            "add",
            &path,
            "--tally",
            "wir=natural,red3,out,cards:120",
            "sie=cards:-35",
        ])
        .unwrap();
        cli(&["game", "add", &path, "--points", "Wir=300,85", "Sie=-235"]).unwrap();
        pad.table.refresh();
        let shown = cli(&["--format", "json", "game", "show", &path]).unwrap();
        for role in [Role::Organiser, Role::Side(0), Role::Viewer] {
            let a = pad.get("/api/game", Some(role)).await;
            assert_eq!(a.status, StatusCode::OK);
            assert_eq!(a.headers[header::CONTENT_TYPE], "application/json");
            assert_eq!(a.body, shown);
        }
        let de = cli(&["--lang", "de", "--format", "json", "game", "show", &path]).unwrap();
        assert_eq!(
            pad.get("/api/game?lang=de", Some(Role::Viewer)).await.body,
            de
        );
    });
}

#[test]
fn another_host_is_refused_with_no_game_data() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let token = pad.token(Role::Organiser);
        for host in [
            "evil.example:8470",
            "evil.example",
            "127.0.0.1:9999",
            "192.168.1.7:8470",
        ] {
            let a = pad
                .send(
                    Request::get("/api/game")
                        .header(header::HOST, host)
                        .header(header::AUTHORIZATION, format!("Bearer {token}"))
                        .body(Body::empty())
                        .unwrap(),
                )
                .await;
            assert_eq!(a.status, StatusCode::FORBIDDEN, "{host}");
            assert_eq!(a.json()["error"]["code"], "wrong_host");
            assert!(!a.body.contains("Wir"));
        }
        let local = pad
            .send(
                Request::get("/api/game")
                    .header(header::HOST, "localhost:8470")
                    .header(header::AUTHORIZATION, format!("Bearer {token}"))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(local.status, StatusCode::OK);
    });
}

#[test]
fn a_write_from_another_site_is_refused_and_changes_nothing() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let before = pad.text();
        let hand = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        for (name, value) in [
            ("origin", "http://evil.example"),
            ("origin", "null"),
            ("origin", "http://127.0.0.1:8471"),
            ("sec-fetch-site", "cross-site"),
        ] {
            let a = pad
                .post_with("/api/hands", Role::Organiser, hand, &[(name, value)])
                .await;
            assert_eq!(a.status, StatusCode::FORBIDDEN, "{name}: {value}");
            assert_eq!(a.json()["error"]["code"], "cross_site");
        }
        let form = pad
            .post_with(
                "/undo",
                Role::Organiser,
                "",
                &[("origin", "http://evil.example")],
            )
            .await;
        assert_eq!(form.status, StatusCode::FORBIDDEN);
        assert_eq!(pad.text(), before);
        let own = pad
            .post_with(
                "/api/hands",
                Role::Organiser,
                hand,
                &[("origin", "http://127.0.0.1:8470")],
            )
            .await;
        assert_eq!(own.status, StatusCode::OK, "{}", own.body);
        assert_eq!(pad.game().hands.len(), 1);
    });
}

#[test]
fn a_body_over_64_kib_gets_413() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let big = format!(r#"{{"points": {{"Wir": "{}"}}}}"#, "1".repeat(70 * 1024));
        let a = pad.post("/api/hands", Role::Organiser, &big).await;
        assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
        assert_eq!(a.json()["error"]["code"], "body_too_large");
        // A body that does not say its length is cut off where it passes
        // the limit.
        let stream =
            futures_util::stream::iter((0..80).map(|_| Ok::<_, std::io::Error>(vec![b' '; 1024])));
        let chunked = pad
            .send(
                Request::post("/api/hands")
                    .header(header::HOST, HOST)
                    .header(
                        header::AUTHORIZATION,
                        format!("Bearer {}", pad.token(Role::Organiser)),
                    )
                    .body(Body::from_stream(stream))
                    .unwrap(),
            )
            .await;
        assert_eq!(chunked.status, StatusCode::PAYLOAD_TOO_LARGE);
        assert!(pad.game().hands.is_empty());
    });
}

#[test]
fn each_link_does_only_what_its_role_may() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let whole = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        let cases = [
            (Role::Viewer, "/api/hands", whole, "read_only_link"),
            (
                Role::Viewer,
                "/api/hands",
                r#"{"points": {"Wir": "5"}}"#,
                "read_only_link",
            ),
            (
                Role::Side(0),
                "/api/hands",
                r#"{"points": {"Sie": "5"}}"#,
                "not_your_side",
            ),
            (Role::Side(0), "/api/hands", whole, "not_your_side"),
            (
                Role::Side(0),
                "/api/hands",
                r#"{"points": {"Wir": "5"}, "force": true}"#,
                "organiser_only",
            ),
            (Role::Side(1), "/api/undo", "", "organiser_only"),
            (Role::Side(1), "/api/redo", "", "organiser_only"),
            (Role::Viewer, "/api/undo", "", "read_only_link"),
        ];
        for (role, path, body, code) in cases {
            let a = pad.post(path, role, body).await;
            assert_eq!(
                a.status,
                StatusCode::FORBIDDEN,
                "{role:?} {path} {body}: {}",
                a.body
            );
            assert_eq!(a.json()["error"]["code"], code);
        }
        assert!(pad.game().hands.is_empty() && pad.game().halves.is_empty());
        pad.post("/api/hands", Role::Organiser, whole).await;
        let edit = pad
            .post("/api/hands/1", Role::Side(0), r#"{"points": {"Wir": "5"}}"#)
            .await;
        assert_eq!(edit.json()["error"]["code"], "organiser_only");
        // Reading is every link's.
        for role in [Role::Organiser, Role::Side(0), Role::Side(1), Role::Viewer] {
            assert_eq!(
                pad.get("/api/game", Some(role)).await.status,
                StatusCode::OK
            );
            assert_eq!(pad.get("/", Some(role)).await.status, StatusCode::OK);
        }
    });
}

#[test]
fn halves_wait_in_the_file_and_the_last_makes_the_hand() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let a = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "cards:-35"}}"#,
            )
            .await;
        assert_eq!(a.status, StatusCode::ACCEPTED, "{}", a.body);
        assert_eq!(a.json()["waiting"], serde_json::json!(["Wir"]));
        // Acknowledged means written: the file holds the half.
        assert_eq!(pad.game().halves.len(), 1);
        assert!(pad.text().contains("text: cards:-35"), "{}", pad.text());
        let viewer = pad.get("/", Some(Role::Viewer)).await.body;
        assert!(
            viewer.contains("Sie: card points -35") && viewer.contains("Wir: waiting"),
            "{viewer}"
        );
        // A side may correct its half before the others come.
        pad.post(
            "/api/hands",
            Role::Side(1),
            r#"{"tally": {"sie": "cards:-40"}}"#,
        )
        .await;
        let b = pad
            .post(
                "/api/hands",
                Role::Side(0),
                r#"{"tally": {"Wir": "natural,red3,out,cards:120"}}"#,
            )
            .await;
        assert_eq!(b.status, StatusCode::OK, "{}", b.body);
        let g = pad.game();
        assert_eq!(g.hands.len(), 1);
        assert!(g.halves.is_empty());
        assert_eq!(g.hands[0].scores[1].total, -40);
        assert_eq!(b.json()["teams"][0]["total"], 500 + 100 + 100 + 120);
        // The log says whose phone added it, and when.
        let log = pad.get("/api/log", Some(Role::Organiser)).await.json();
        let last = log["log"].as_array().unwrap().last().unwrap().clone();
        // Both halves' phones are credited, in the pad's words.
        assert_eq!(
            last["text"],
            "added hand 1 as counted (halves by Wir's phone and by Sie's phone)"
        );
        assert_eq!(last["by"]["side"], "Wir");
        assert_eq!(
            last["halves"][1],
            serde_json::json!({"side": "Sie", "by": {"device": "side", "side": "Sie"}})
        );
        assert_eq!(last["at"], "2026-11-24T21:14:00Z");
        let shown = cli(&["game", "log", &pad.table.path.display().to_string()]).unwrap();
        assert!(
            shown.contains("from --tally (halves by Wir's phone and by Sie's phone)"),
            "{shown}"
        );
    });
}

#[test]
fn a_refused_hand_tells_both_phones_why_and_keeps_the_halves() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        pad.post(
            "/api/hands",
            Role::Side(0),
            r#"{"tally": {"Wir": "natural,out,cards:100"}}"#,
        )
        .await;
        let refused = pad
            .post_with(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "mixed,out,cards:50"}}"#,
                &[("accept-language", "de-DE,de;q=0.9")],
            )
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
        let error = refused.json()["error"].clone();
        assert_eq!(error["code"], "both_out");
        assert!(
            error["message"].as_str().unwrap().contains("ausgemacht"),
            "{error}"
        );
        let g = pad.game();
        assert!(g.hands.is_empty());
        assert_eq!(g.halves.len(), 2, "the halves are kept for correction");
        // The other phone sees why.
        let halves = pad.get("/api/halves", Some(Role::Side(0))).await.json();
        assert_eq!(halves["refused"]["code"], "both_out");
        let page = pad.get("/", Some(Role::Side(0))).await.body;
        assert!(page.contains("Hand 1 was refused"), "{page}");
        let fixed = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "mixed,cards:50"}}"#,
            )
            .await;
        assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.body);
        assert_eq!(pad.game().hands.len(), 1);
        // Halves written two ways are refused the same way.
        pad.post(
            "/api/hands",
            Role::Side(0),
            r#"{"points": {"Wir": "100,20"}}"#,
        )
        .await;
        let mixed = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "cards:5"}}"#,
            )
            .await;
        assert_eq!(mixed.json()["error"]["code"], "halves_mixed");
        assert_eq!(pad.game().halves.len(), 2);
    });
}

#[test]
fn bad_input_gets_the_command_lines_json_error_in_the_browsers_language() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let path = pad.table.path.display().to_string();
        let cases = [
            (
                r#"{"tally": {"Wir": "natral", "Sie": ""}}"#,
                vec!["--tally", "Wir=natral", "Sie="],
            ),
            (
                r#"{"points": {"Wir": "600,12x", "Sie": "0"}}"#,
                vec!["--points", "Wir=600,12x", "Sie=0"],
            ),
            (
                r#"{"points": {"Wir": "601,0", "Sie": "0"}}"#,
                vec!["--points", "Wir=601,0", "Sie=0"],
            ),
            (
                r#"{"tally": {"Wir": "out", "Sie": "out"}}"#,
                vec!["--tally", "Wir=out", "Sie=out"],
            ),
            (
                r#"{"points": {"Nobody": "5", "Sie": "0"}}"#,
                vec!["--points", "Nobody=5", "Sie=0"],
            ),
        ];
        for (lang, header, team) in [("en", "en-GB", "team Wir: "), ("de", "de", "Partei Wir: ")] {
            for (body, flags) in &cases {
                let mut args = vec!["--lang", lang, "--format", "json", "game", "add", &path];
                args.extend(flags.iter().copied());
                let cli_error: serde_json::Value =
                    serde_json::from_str(&cli(&args).unwrap_err()).unwrap();
                let a = pad
                    .post_with(
                        "/api/hands",
                        Role::Organiser,
                        body,
                        &[("accept-language", header)],
                    )
                    .await;
                assert_eq!(a.status, StatusCode::BAD_REQUEST, "{body}");
                // The same error object, its fault in the same words; a
                // phone's names the side where the command line names
                // the flag, and no command line's word reaches it.
                let (pad_error, cli_error) = (&a.json()["error"], &cli_error["error"]);
                assert_eq!(pad_error["code"], cli_error["code"], "{body} in {lang}");
                let said = pad_error["message"].as_str().unwrap();
                assert!(!said.contains("--"), "{said}");
                let fault = said.strip_prefix(team).unwrap_or(said);
                let cli_said = cli_error["message"].as_str().unwrap();
                assert!(cli_said.ends_with(fault), "{cli_said} / {said}");
            }
        }
        assert!(pad.game().hands.is_empty());
        for bad in ["{", r#"{"points": {"Wir": [1]}}"#, r#"{"hand": {}}"#] {
            let a = pad.post("/api/hands", Role::Organiser, bad).await;
            assert_eq!(a.json()["error"]["code"], "bad_body", "{bad}");
        }
        assert_eq!(
            pad.post("/api/hands", Role::Organiser, "{}").await.json()["error"]["code"],
            "no_side_named"
        );
        // The organiser may force what no hand scores.
        let forced = pad
            .post(
                "/api/hands",
                Role::Organiser,
                r#"{"points": {"Wir": "601,0", "Sie": "0"}, "force": true}"#,
            )
            .await;
        assert_eq!(forced.status, StatusCode::OK);
        assert!(pad.game().hands[0].forced);
    });
}

#[test]
fn the_same_idempotency_key_gets_the_first_answer_and_changes_nothing() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let hand = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        let key = [("idempotency-key", "hand-1-try")];
        let first = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        let again = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        assert_eq!((first.status, &first.body), (again.status, &again.body));
        assert_eq!(pad.game().hands.len(), 1);
        let half_key = [("idempotency-key", "half-a")];
        let h1 = pad
            .post_with(
                "/api/hands",
                Role::Side(0),
                r#"{"points": {"Wir": "5"}}"#,
                &half_key,
            )
            .await;
        let h2 = pad
            .post_with(
                "/api/hands",
                Role::Side(0),
                r#"{"points": {"Wir": "5"}}"#,
                &half_key,
            )
            .await;
        assert_eq!(
            (h1.status, h2.status),
            (StatusCode::ACCEPTED, StatusCode::ACCEPTED)
        );
        let undo = [("idempotency-key", "undo-1")];
        pad.post_with("/api/undo", Role::Organiser, "", &undo).await;
        pad.post_with("/api/undo", Role::Organiser, "", &undo).await;
        assert!(pad.game().hands.is_empty(), "one undo");
        pad.post("/api/redo", Role::Organiser, "").await;
        // A server started again knows the keys of the changes in the file,
        // and answers a half's again as it did: waiting for the others.
        let pad = pad.again();
        let h3 = pad
            .post_with(
                "/api/hands",
                Role::Side(0),
                r#"{"points": {"Wir": "5"}}"#,
                &half_key,
            )
            .await;
        assert_eq!((h3.status, &h3.body), (h1.status, &h1.body));
        assert_eq!(pad.game().halves.len(), 1);
        let after = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        assert_eq!(after.status, StatusCode::OK);
        assert_eq!(pad.game().hands.len(), 1);
        let bad = pad
            .post_with(
                "/api/hands",
                Role::Organiser,
                hand,
                &[("idempotency-key", "a b")],
            )
            .await;
        assert_eq!(bad.json()["error"]["code"], "bad_idempotency_key");
    });
}

#[test]
fn the_organiser_undoes_redoes_and_edits_one_side_alone() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"tally": {"Wir": "natural,out,cards:120", "Sie": "cards:-35"}}"#,
        )
        .await;
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"points": {"Wir": "300,85", "Sie": "-235"}}"#,
        )
        .await;
        let edit = pad
            .post(
                "/api/hands/1",
                Role::Organiser,
                r#"{"tally": {"Sie": "mixed,cards:40"}}"#,
            )
            .await;
        assert_eq!(edit.status, StatusCode::OK, "{}", edit.body);
        let g = pad.game();
        assert_eq!(g.hands[0].scores[0].total, 500 + 100 + 120, "Wir kept");
        assert_eq!(g.hands[0].scores[1].total, 300 + 40);
        // Points for one side of a tallied hand: the others as their points.
        let one = pad
            .post(
                "/api/hands/1",
                Role::Organiser,
                r#"{"points": {"Wir": "700,100"}}"#,
            )
            .await;
        assert_eq!(one.status, StatusCode::OK, "{}", one.body);
        assert_eq!(pad.game().hands[0].scores[1].total, 340);
        let none = pad
            .post(
                "/api/hands/9",
                Role::Organiser,
                r#"{"points": {"Wir": "5"}}"#,
            )
            .await;
        assert_eq!(none.json()["error"]["code"], "no_such_hand");
        assert_eq!(
            pad.post("/api/undo", Role::Organiser, "").await.status,
            StatusCode::OK
        );
        assert_eq!(pad.game().hands[0].scores[0].total, 720);
        assert_eq!(
            pad.post("/api/redo", Role::Organiser, "").await.status,
            StatusCode::OK
        );
        assert_eq!(pad.game().hands[0].scores[0].total, 800);
        let nothing = pad.post("/api/redo", Role::Organiser, "").await;
        assert_eq!(nothing.json()["error"]["code"], "nothing_to_redo");
        let log = pad.get("/api/log", Some(Role::Organiser)).await.json();
        let texts: Vec<&str> = log["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"].as_str().unwrap())
            .collect();
        // An edit says what it changed, old → new, and no flag.
        assert!(
            texts.contains(
                &"replaced hand 1 as counted by the organiser's phone: \
                  Wir=600,120 Sie=0,-35 → Wir=600,120 Sie=300,40"
            ),
            "{texts:?}"
        );
        assert!(texts.iter().all(|t| !t.contains("--")), "{texts:?}");
    });
}

#[test]
fn the_plain_form_adds_a_hand_without_scripts() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let page = pad.get("/", Some(Role::Organiser)).await.body;
        for field in ["tally:Wir", "tally:Sie", "points:Wir", "points:Sie"] {
            assert!(page.contains(&format!(r#"name="{field}""#)), "{field}");
        }
        let form = |body: &str| {
            Request::post("/hands")
                .header(header::HOST, HOST)
                .header(header::AUTHORIZATION, format!("Bearer {}", pad.token(Role::Organiser)))
                .header(header::ORIGIN, "http://127.0.0.1:8470")
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::from(body.to_string()))
                .unwrap()
        };
        let ok = pad.send(form("key=f1&tally%3AWir=natural%2Cout%2Ccards%3A120&tally%3ASie=cards%3A-35&points%3ASie=")).await;
        assert_eq!(ok.status, StatusCode::SEE_OTHER, "{}", ok.body);
        assert_eq!(ok.headers[header::LOCATION], "/");
        let again = pad.send(form("key=f1&tally%3AWir=natural%2Cout%2Ccards%3A120&tally%3ASie=cards%3A-35")).await;
        assert_eq!(again.status, StatusCode::SEE_OTHER);
        assert_eq!(pad.game().hands.len(), 1, "the same form twice adds one hand");
        // The paper pad's two numbers.
        let pad_numbers = pad.send(form("key=f2&bonus%3AWir=300&cards%3AWir=85&points%3ASie=-235")).await;
        assert_eq!(pad_numbers.status, StatusCode::SEE_OTHER);
        assert_eq!(pad.game().hands[1].scores[0].total, 385);
        let refused = pad.send(form("key=f3&tally%3AWir=out&tally%3ASie=out")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST);
        assert!(refused.body.contains("went out"), "{}", refused.body);
        assert!(refused.body.contains(r#"name="tally:Wir" value="out""#), "the form keeps what was sent");
    });
}

#[test]
fn pages_carry_a_strict_policy_and_no_inline_script() {
    rt().block_on(async {
        let pad = Pad::with_rules(&["Wir", "</script><b>Sie</b>"], "modern-american");
        for path in ["/", "/referee", "/live", "/api/game"] {
            let a = pad.get(path, Some(Role::Organiser)).await;
            let csp = a.headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
            assert!(
                csp.contains("script-src 'self'") && !csp.contains("unsafe"),
                "{csp}"
            );
            assert_eq!(a.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
            assert_eq!(a.headers[header::REFERRER_POLICY], "same-origin");
            if path != "/api/game" {
                assert!(
                    !a.body.contains("<b>Sie</b>") && !a.body.contains("</script><b>"),
                    "names are escaped: {path}"
                );
                assert!(
                    !a.body.contains("<script>") && !a.body.contains(" style="),
                    "{path}"
                );
                assert!(!a.body.contains(" onclick="), "{path}");
            }
        }
        assert!(
            pad.get("/", Some(Role::Organiser))
                .await
                .body
                .contains("&lt;/script&gt;&lt;b&gt;Sie&lt;/b&gt;")
        );
        // Unauthorised and refused answers carry them too.
        let no = pad.get("/", None).await;
        assert_eq!(no.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    });
}

#[test]
fn only_the_embedded_files_are_served_and_the_first_load_is_small() {
    rt().block_on(async {
        let pad = Pad::with_rules(&["Wir", "Sie", "Ihr"], "classic-3p");
        let mut total = pad.get("/", Some(Role::Organiser)).await.body.len();
        for (name, kind) in [
            ("app.css", "text/css; charset=utf-8"),
            ("app.js", "text/javascript; charset=utf-8"),
            ("icon.svg", "image/svg+xml"),
        ] {
            let a = pad.get(&format!("/assets/{name}"), None).await;
            assert_eq!(a.status, StatusCode::OK);
            assert_eq!(a.headers[header::CONTENT_TYPE], kind);
            total += a.body.len();
        }
        assert!(total < 100 * 1024, "first load {total} bytes");
        for path in [
            "/assets/../Cargo.toml",
            "/assets/app.ts",
            "/Cargo.toml",
            "/etc/passwd",
            "/api/nothing",
        ] {
            let a = pad.get(path, Some(Role::Organiser)).await;
            assert!(a.status.is_client_error(), "{path}: {}", a.status);
            assert!(!a.body.contains("[package]"));
        }
    });
}

#[test]
fn a_long_games_first_load_is_under_100_kb_and_holds_every_hand() {
    rt().block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("abend.yaml");
        let mut rules = canasta::rules::load("classic").unwrap();
        rules.game.target = 1_000_000;
        store::create(
            &path,
            &GameFile::new(vec!["Wir".into(), "Sie".into()], rules),
        )
        .unwrap();
        let file = path.display().to_string();
        for _ in 0..300 {
            cli(&[
                "game",
                "add",
                &file,
                "--tally",
                "Wir=natural,red3,out,cards:100",
                "Sie=mixed,cards:40",
            ])
            .unwrap();
        }
        let pad = Pad::on(dir, path);
        let mut files = 0;
        for f in ["app.css", "app.js", "icon.svg"] {
            files += pad.get(&format!("/assets/{f}"), None).await.body.len();
        }
        for lang in ["en", "de"] {
            let page = pad
                .get(&format!("/?lang={lang}"), Some(Role::Organiser))
                .await
                .body;
            // Before any compression: the older hands folded and written
            // with as few bytes as a row needs.
            assert!(
                page.len() + files < 100 * 1024,
                "{lang}: page {} + files {files}",
                page.len()
            );
            // Still whole: every hand's row (and the two heads), every
            // change in the log.
            assert_eq!(page.matches("<tr").count(), 300 + 2, "{lang}");
            assert!(page.contains("<th>1</th>"), "{lang}: hand 1");
            let log = &page[page.find("<details class=\"log\"").unwrap()..];
            let log = &log[..log.find("</details></details>").unwrap()];
            assert_eq!(log.matches("<li>").count(), 300, "{lang}");
        }
    });
}

#[test]
fn a_change_by_the_command_line_reaches_the_live_stream() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let mut changes = pad.table.subscribe();
        let before = pad.table.snapshot().version;
        assert!(!pad.table.refresh(), "nothing changed yet");
        let path = pad.table.path.display().to_string();
        cli(&["game", "add", &path, "--points", "Wir=600,120", "Sie=-35"]).unwrap();
        assert!(pad.table.refresh());
        assert!(changes.has_changed().unwrap());
        assert!(*changes.borrow_and_update() > before);
        let live = pad.get("/live", Some(Role::Viewer)).await.body;
        assert!(live.contains("720"), "{live}");
        // The stream says the version at once.
        let events = pad.get("/api/events", Some(Role::Viewer));
        let answer = tokio::time::timeout(std::time::Duration::from_millis(200), events).await;
        // The stream never ends by itself: a timeout is what is expected
        // of reading it whole.
        assert!(answer.is_err());
        let r = pad
            .router
            .clone()
            .oneshot(
                Request::get("/api/events")
                    .header(header::HOST, HOST)
                    .header(
                        header::AUTHORIZATION,
                        format!("Bearer {}", pad.token(Role::Viewer)),
                    )
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(r.headers()[header::CONTENT_TYPE], "text/event-stream");
        let mut body = r.into_body().into_data_stream();
        let first = futures_util::StreamExt::next(&mut body)
            .await
            .unwrap()
            .unwrap();
        let text = String::from_utf8_lossy(&first).into_owned();
        assert!(text.contains("event: change"), "{text}");
    });
}

#[test]
fn the_command_line_and_the_pad_write_the_same_file_at_once() {
    let pad = Pad::new(&["Wir", "Sie"]);
    let path = pad.table.path.display().to_string();
    let writers: Vec<_> = (0..4)
        .map(|i| {
            let path = path.clone();
            std::thread::spawn(move || {
                let we = format!("Wir={},5", 100 + i * 100);
                cli(&["game", "add", &path, "--points", &we, "Sie=0"]).unwrap();
            })
        })
        .collect();
    rt().block_on(async {
        for i in 0..4 {
            let body = format!(
                r#"{{"points": {{"Wir": "{},0", "Sie": "5"}}}}"#,
                200 + i * 100
            );
            let a = pad.post("/api/hands", Role::Organiser, &body).await;
            assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        }
    });
    for w in writers {
        w.join().unwrap();
    }
    assert_eq!(pad.game().hands.len(), 8);
}

#[test]
fn the_referee_answers_under_the_games_rule_set_in_german() {
    rt().block_on(async {
        let pad = Pad::with_rules(&["Wir", "Sie"], "traditional");
        let a = pad
            .get(
                "/referee?lang=de&q=meld&cards=%E2%99%A5B+hB+sB+jk",
                Some(Role::Viewer),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK);
        assert!(
            a.body.contains("Schiedsrichter nach traditional"),
            "{}",
            a.body
        );
        assert!(a.body.contains(r#"class="answer">Ja<"#), "{}", a.body);
        let no = pad
            .get(
                "/referee?q=pickup&top=h9&hand=c9+c5&frozen=1",
                Some(Role::Viewer),
            )
            .await;
        assert!(no.body.contains(r#"class="answer">No<"#), "{}", no.body);
    });
}

#[test]
fn the_german_pad_writes_the_log_and_the_halves_as_the_terminal_does() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"points": {"Wir": "300,85", "Sie": "-235"}}"#,
        )
        .await;
        pad.post(
            "/api/hands",
            Role::Side(1),
            r#"{"tally": {"Sie": "mixed,red3:2,cards:75"}}"#,
        )
        .await;
        let de = pad.get("/?lang=de", Some(Role::Organiser)).await.body;
        // The half in words, as a table says it.
        assert!(
            de.contains("Sie: 1 gemischter Canasta, 2 rote Dreien, Kartenwert 75"),
            "{de}"
        );
        // The log's time as `game log` writes it in German: the table's
        // own clock (21:14 UTC is 22:14 in Berlin in November), never UTC.
        let log = crate::render::time::stamps(
            &crate::i18n::Catalog::new(Lang::De),
            &pad.table.zone,
            &["2026-11-24T21:14:00Z"],
        );
        assert_eq!(log, ["24.11. 22:14"]);
        assert!(
            de.contains(r#"<time datetime="2026-11-24T21:14:00Z">24.11. 22:14</time>"#),
            "{de}"
        );
        assert!(!de.contains("UTC"), "{de}");
        let en = pad.get("/?lang=en", Some(Role::Organiser)).await.body;
        assert!(
            en.contains("Sie: 1 mixed canasta, 2 red threes, card points 75"),
            "{en}"
        );
        assert!(en.contains(">2026-11-24T21:14:00Z</time>"), "{en}");
    });
}

#[test]
fn the_german_pad_writes_tally_items_in_german_words() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let de = pad.get("/?lang=de", Some(Role::Organiser)).await.body;
        for key in ["echt", "gemischt", "rot3", "karten"] {
            assert!(de.contains(&format!(r#"data-key="{key}""#)), "{key}: {de}");
        }
        assert!(de.contains("&quot;aus&quot;"), "{de}");
        assert!(!de.contains(r#"data-key="natural""#), "{de}");
        let en = pad.get("/?lang=en", Some(Role::Organiser)).await.body;
        assert!(en.contains(r#"data-key="natural""#) && en.contains("&quot;out&quot;"));
        // What a German phone sends is the same hand as the English words.
        let a = pad
            .post(
                "/api/hands",
                Role::Organiser,
                r#"{"tally": {"Wir": "echt:1,rot3:1,aus,karten:120", "Sie": "karten:-35"}}"#,
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        assert_eq!(pad.game().hands[0].scores[0].total, 500 + 100 + 100 + 120);
        // The hand to edit comes back in the reader's words.
        let edit = pad
            .get("/?lang=de&edit=1", Some(Role::Organiser))
            .await
            .body;
        assert!(
            edit.contains(r#"name="tally:Wir" value="echt:1,rot3:1,aus,karten:120""#),
            "{edit}"
        );
        assert!(
            pad.text().contains("natural"),
            "the file keeps English words"
        );
        // A German half too.
        let half = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "gemischt,rot3,karten:40"}}"#,
            )
            .await;
        assert_eq!(half.status, StatusCode::ACCEPTED, "{}", half.body);
        assert_eq!(pad.game().halves[0].text, "mixed:1,red3:1,cards:40");
        assert!(!pad.text().contains("gemischt"), "{}", pad.text());
    });
}

/// Requests the server must refuse, each from a role that may send it:
/// bad words, bad numbers, bad JSON, a hand that does not exist.
fn bad_requests() -> [(Role, &'static str, &'static str); 10] {
    [
        (
            Role::Side(1),
            "/api/hands",
            r#"{"tally": {"Sie": "natral"}}"#,
        ),
        (Role::Side(1), "/api/hands", r#"{"points": {"Sie": "12x"}}"#),
        (
            Role::Side(0),
            "/api/hands",
            r#"{"tally": {"Wir": "out,karten:abc"}}"#,
        ),
        (
            Role::Organiser,
            "/api/hands",
            r#"{"tally": {"Wir": "natural"}, "points": {"Sie": "x"}}"#,
        ),
        // A whole hand in place of the half that waits, each refused for
        // what is wrong with it.
        (
            Role::Organiser,
            "/api/hands",
            r#"{"points": {"Wir": "601,0", "Sie": "0"}, "replace_halves": true}"#,
        ),
        (
            Role::Organiser,
            "/api/hands",
            r#"{"tally": {"Wir": "out", "Sie": "out"}, "replace_halves": true}"#,
        ),
        (Role::Organiser, "/api/hands", "[1, 2"),
        (
            Role::Organiser,
            "/api/hands",
            r#"{"points": {"Wir": "5"}, "extra": 1}"#,
        ),
        (
            Role::Organiser,
            "/api/hands/7",
            r#"{"points": {"Wir": "5"}}"#,
        ),
        (Role::Organiser, "/api/redo", ""),
    ]
}

/// The server answers `body` at `path` with the error JSON in English and
/// German, and the game file stays `before`.
async fn refused_in_both_languages(pad: &Pad, role: Role, path: &str, body: &str, before: &str) {
    for lang in ["en", "de"] {
        let a = pad
            .post_with(path, role, body, &[("accept-language", lang)])
            .await;
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{path} {body}: {}",
            a.body
        );
        assert_eq!(a.headers[header::CONTENT_TYPE], "application/json");
        let error = a.json()["error"].clone();
        let keys: Vec<&String> = error.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            ["code", "message", "file", "line", "column"],
            "{body}"
        );
        assert!(!error["message"].as_str().unwrap().is_empty());
        assert_eq!(pad.text(), before, "{path} {body} changed the file");
    }
}

#[test]
fn bad_input_answers_the_error_json_and_changes_no_file() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        // A half waits: a bad correction must not lose it.
        let half = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "mixed,cards:75"}}"#,
            )
            .await;
        assert_eq!(half.status, StatusCode::ACCEPTED);
        let before = pad.text();
        let modified = || {
            std::fs::metadata(&pad.table.path)
                .unwrap()
                .modified()
                .unwrap()
        };
        let when = modified();
        for (role, path, body) in bad_requests() {
            refused_in_both_languages(&pad, role, path, body, &before).await;
        }
        // A half's error is the command line's in its words, without
        // the flag the command line names.
        let path = pad.table.path.display().to_string();
        let cli_error = cli(&[
            "--lang",
            "de",
            "--format",
            "json",
            "game",
            "add",
            &path,
            "--replace-halves",
            "--tally",
            "Sie=natral",
            "Wir=",
        ])
        .unwrap_err();
        let half = pad
            .post_with(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "natral"}}"#,
                &[("accept-language", "de")],
            )
            .await;
        let said = half.json()["error"]["message"]
            .as_str()
            .unwrap()
            .to_string();
        let cli_said: serde_json::Value = serde_json::from_str(&cli_error).unwrap();
        assert_eq!(
            cli_said["error"]["message"].as_str().unwrap(),
            format!("--tally: {said}")
        );
        assert_eq!(half.json()["error"]["code"], cli_said["error"]["code"]);
        assert_eq!(modified(), when, "the file was not even written again");
        assert_eq!(pad.game().halves[0].text, "mixed:1,cards:75");
    });
}

/// The cards written as a letter pair (`hD`, `10s`) in the words a page
/// shows (its text and its fields' values, not its markup).
fn letter_pairs(page: &str) -> Vec<String> {
    let mut text = String::new();
    let mut in_tag = false;
    for c in page.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    // A field's value is shown too.
    for part in page.split(" value=\"").skip(1) {
        text.push(' ');
        text.push_str(part.split('"').next().unwrap_or(""));
    }
    let pair = |w: &str| {
        let w = w.to_ascii_lowercase();
        let ranks = [
            "a", "k", "q", "j", "d", "b", "10", "9", "8", "7", "6", "5", "4", "3", "2",
        ];
        ["h", "d", "c", "s"].iter().any(|s| {
            ranks
                .iter()
                .any(|r| w == format!("{s}{r}") || w == format!("{r}{s}"))
        })
    };
    text.split(|c: char| c.is_whitespace() || ":;,.()\"'=/".contains(c))
        .filter(|w| pair(w))
        .map(str::to_string)
        .collect()
}

#[test]
fn german_pages_write_cards_with_suit_symbols_never_letter_pairs() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        for path in [
            "/referee?lang=de",
            "/referee?lang=de&q=meld&cards=%E2%99%A5B+%E2%99%A6B+%E2%99%A0B+jk",
            "/referee?lang=de&q=pickup&top=%E2%99%A59&hand=%E2%99%A39+%E2%99%A35&frozen=1",
            "/?lang=de",
        ] {
            let page = pad.get(path, Some(Role::Organiser)).await.body;
            assert_eq!(letter_pairs(&page), Vec::<String>::new(), "{path}: {page}");
        }
        let en = pad
            .get("/referee?lang=en", Some(Role::Organiser))
            .await
            .body;
        assert!(!letter_pairs(&en).is_empty(), "English writes h10 dK");
    });
}

#[test]
fn api_ask_answers_with_the_command_lines_json_document() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let cases: [(&str, Vec<&str>); 6] = [
            (
                r#"{"ask": "meld", "cards": "hK dK jk"}"#,
                vec!["meld", "hK dK jk"],
            ),
            (
                r#"{"ask": "meld", "cards": ["s3", "c3 c3"], "going_out": true}"#,
                vec!["meld", "s3", "c3 c3", "--going-out"],
            ),
            (
                r#"{"ask": "initial-meld", "cards": "hA dA cA h5", "score": 2310}"#,
                vec!["initial-meld", "--score", "2310", "hA dA cA h5"],
            ),
            (
                r#"{"ask": "pickup", "top": "h9", "hand": ["h9 c9", "c5"], "meld": ["dK dK cK", "s5 c5 d5"], "frozen": true}"#,
                vec![
                    "pickup", "--top", "h9", "--hand", "h9 c9", "c5", "--meld", "dK dK cK",
                    "--meld", "s5 c5 d5", "--frozen",
                ],
            ),
            (
                r#"{"ask": "go-out", "hand": "hK dK cK d7", "table": ["s5 c5 d5 h5 h5 s5 jk"], "partner": "ja"}"#,
                vec![
                    "go-out", "--hand", "hK dK cK d7", "--table", "s5 c5 d5 h5 h5 s5 jk",
                    "--partner", "ja",
                ],
            ),
            (
                r#"{"ask": "go-out", "hand": "hK dK cK d7 s7 c7", "lay": ["hK dK cK", "d7 s7 c7"], "score": "-50"}"#,
                vec![
                    "go-out", "--hand", "hK dK cK d7 s7 c7", "--lay", "hK dK cK; d7 s7 c7",
                    "--score", "-50",
                ],
            ),
        ];
        // Any link may ask, the viewer's too; the answer is in the
        // asker's language.
        for (lang, role) in [("en", Role::Viewer), ("de", Role::Organiser)] {
            for (body, args) in &cases {
                let mut line = vec!["--lang", lang, "--format", "json"];
                line.extend(args.iter().copied());
                let cli_json = cli(&line).unwrap_or_else(|e| panic!("{args:?}: {e}"));
                let a = pad
                    .post_with("/api/ask", role, body, &[("accept-language", lang)])
                    .await;
                assert_eq!(a.status, StatusCode::OK, "{body}: {}", a.body);
                assert_eq!(a.headers[header::CONTENT_TYPE], "application/json");
                assert_eq!(a.body, cli_json, "{body} in {lang}");
            }
        }
        // Bad cards: the command line's error object, in its words.
        for lang in ["en", "de"] {
            let cli_error = cli(&["--lang", lang, "--format", "json", "pickup", "--top", "h9", "--hand", "h9 c14"])
                .unwrap_err();
            let a = pad
                .post_with(
                    "/api/ask",
                    Role::Side(1),
                    r#"{"ask": "pickup", "top": "h9", "hand": "h9 c14"}"#,
                    &[("accept-language", lang)],
                )
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST);
            assert_eq!(a.body, cli_error);
        }
        // The served game's rule set applies: no other is taken, nor a
        // table file, nor an input the question does not take.
        for bad in [
            r#"{"ask": "meld", "cards": "hK dK jk", "rules": "samba"}"#,
            r#"{"ask": "pickup", "top": "h9", "hand": "h9 c9", "state": "t.yaml"}"#,
            r#"{"ask": "meld", "cards": "hK dK jk", "top": "h9"}"#,
            r#"{"ask": "score"}"#,
            "[1,",
        ] {
            let a = pad.post("/api/ask", Role::Viewer, bad).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{bad}");
            assert_eq!(a.json()["error"]["code"], "bad_body", "{bad}");
        }
        // Asking changes nothing, and needs a link.
        assert!(pad.game().log.is_empty());
        let none = pad
            .send(
                Request::post("/api/ask")
                    .header(header::HOST, HOST)
                    .body(Body::from(r#"{"ask": "meld", "cards": "hK dK jk"}"#))
                    .unwrap(),
            )
            .await;
        assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    });
}

#[test]
fn a_sides_question_takes_its_score_from_the_sheet() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let forced = pad
            .post(
                "/api/hands",
                Role::Organiser,
                r#"{"points": {"Wir": "2310", "Sie": "-35"}, "force": true}"#,
            )
            .await;
        assert_eq!(forced.status, StatusCode::OK, "{}", forced.body);
        // Wir at 2310 needs 90 to open: nines and kings make 60.
        let question = r#"{"ask": "pickup", "top": "h9", "hand": "h9 c9 hK dK cK d4 d6"}"#;
        let wir = pad.post("/api/ask", Role::Side(0), question).await.json();
        assert_eq!(wir["legal"], false, "{wir}");
        assert_eq!(wir["initial_meld"]["required"], 90, "{wir}");
        // The viewer has no side: a score of 0, as the command line's.
        let viewer = pad.post("/api/ask", Role::Viewer, question).await.json();
        assert_eq!(viewer["legal"], true, "{viewer}");
        // A score given wins.
        let given = r#"{"ask": "initial-meld", "cards": "hA dA cA h5", "score": 0}"#;
        assert_eq!(
            pad.post("/api/ask", Role::Side(0), given).await.json()["required"],
            50
        );
        let sie = r#"{"ask": "initial-meld", "cards": "hA dA cA h5"}"#;
        assert_eq!(
            pad.post("/api/ask", Role::Side(1), sie).await.json()["required"],
            15
        );
        // The page's referee form asks the same way, the score field
        // holding the side's total.
        let form = "/referee?lang=de&q=pickup&top=h9&hand=h9+c9+hK+dK+cK+d4+d6";
        let page = pad.get(form, Some(Role::Side(0))).await.body;
        assert!(page.contains(r#"class="answer">Nein<"#), "{page}");
        assert!(page.contains(r#"name="score" value="2310""#), "{page}");
        let page = pad.get(form, Some(Role::Viewer)).await.body;
        assert!(page.contains(r#"class="answer">Ja<"#), "{page}");
        assert!(!page.contains(r#"name="score" value"#), "{page}");
    });
}

#[test]
fn no_command_line_word_reaches_a_phone() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let path = pad.table.path.display().to_string();
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"points": {"Wir": "300,85", "Sie": "-235"}}"#,
        )
        .await;
        cli(&[
            "game",
            "add",
            &path,
            "--tally",
            "Wir=natural,out,cards:100",
            "Sie=cards:-20",
        ])
        .unwrap();
        cli(&["game", "edit", &path, "2", "--tally", "Sie=cards:-25"]).unwrap();
        pad.post(
            "/api/hands",
            Role::Side(1),
            r#"{"tally": {"Sie": "gemischt,karten:40"}}"#,
        )
        .await;
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"points": {"Wir": "100,5", "Sie": "0"}, "replace_halves": true}"#,
        )
        .await;
        // A refusal the pad words itself: a count with a bad item.
        let refused = pad
            .post_with(
                "/api/hands",
                Role::Side(0),
                r#"{"tally": {"Wir": "echt,karten:x"}}"#,
                &[("accept-language", "de")],
            )
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST);
        let said = refused.json()["error"]["message"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(said.starts_with("Partei Wir: "), "{said}");
        // The referee's words for a ticked box.
        let referee = pad
            .get(
                "/referee?lang=de&q=pickup&top=h9&hand=c9+c5&frozen=1",
                Some(Role::Viewer),
            )
            .await
            .body;
        assert!(
            referee.contains("eingefroren (wie angekreuzt)"),
            "{referee}"
        );
        let de = pad.get("/?lang=de", Some(Role::Organiser)).await.body;
        let en = pad.get("/", Some(Role::Organiser)).await.body;
        let log = pad
            .get("/api/log?lang=de", Some(Role::Organiser))
            .await
            .json();
        let texts: Vec<String> = log["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"].as_str().unwrap().to_string())
            .collect();
        for text in texts.iter().chain([&said]) {
            assert!(!text.contains("--"), "{text}");
            assert!(!text.contains("game undo"), "{text}");
        }
        assert!(
            texts
                .contains(&"Runde 1 eingetragen als Punkte vom Handy des Spielleiters".to_string()),
            "{texts:?}"
        );
        assert!(
            texts
                .iter()
                .any(|t| t.starts_with("Runde 2 ersetzt als Zählung: Wir=600,100 Sie=0,-20 → ")),
            "{texts:?}"
        );
        assert!(
            texts.contains(
                &"Hälften von Runde 3 verworfen (eingetragen von Sie) vom Handy des Spielleiters"
                    .to_string()
            ),
            "{texts:?}"
        );
        for page in [&de, &en] {
            let shown = page.split("<main>").nth(1).unwrap_or(page);
            assert!(
                !shown.contains("--points") && !shown.contains("--tally"),
                "{shown}"
            );
        }
        assert!(de.contains("als Zählung"), "{de}");
        assert!(en.contains("as counted"), "{en}");
    });
}

#[test]
fn a_whole_hand_while_halves_wait_gets_409_unless_it_replaces_them() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let half = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "mixed,cards:75"}}"#,
            )
            .await;
        assert_eq!(half.status, StatusCode::ACCEPTED);
        let before = pad.text();
        let whole = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        for (lang, words) in [
            ("en", "that Sie entered wait"),
            ("de", "eingetragen von Sie, warten"),
        ] {
            let a = pad
                .post_with(
                    "/api/hands",
                    Role::Organiser,
                    whole,
                    &[("accept-language", lang)],
                )
                .await;
            assert_eq!(a.status, StatusCode::CONFLICT, "{}", a.body);
            assert_eq!(a.json()["error"]["code"], "halves_waiting");
            let said = a.json()["error"]["message"].as_str().unwrap().to_string();
            assert!(said.contains(words) && !said.contains("--"), "{said}");
            assert_eq!(pad.text(), before, "the half is kept");
        }
        // Only the organiser drops halves.
        let side = pad
            .post(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "cards:5"}, "replace_halves": true}"#,
            )
            .await;
        assert_eq!(side.status, StatusCode::FORBIDDEN);
        let replaced = pad
            .post(
                "/api/hands",
                Role::Organiser,
                r#"{"points": {"Wir": "600,120", "Sie": "-35"}, "replace_halves": true}"#,
            )
            .await;
        assert_eq!(replaced.status, StatusCode::OK, "{}", replaced.body);
        let g = pad.game();
        assert!(g.halves.is_empty());
        assert_eq!(g.hands.len(), 1);
        let log = pad.get("/api/log", Some(Role::Viewer)).await.json();
        let texts: Vec<&str> = log["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"].as_str().unwrap())
            .collect();
        assert_eq!(
            texts,
            [
                "dropped the halves of hand 1 (entered by Sie) by the organiser's phone",
                "added hand 1 as points by the organiser's phone"
            ]
        );
    });
}

#[test]
fn after_the_game_the_pad_names_its_own_undo() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let over = pad
            .post_with(
                "/api/hands",
                Role::Organiser,
                r#"{"points": {"Wir": "5000", "Sie": "0"}, "force": true}"#,
                &[],
            )
            .await;
        assert_eq!(over.status, StatusCode::OK, "{}", over.body);
        let after = pad
            .post_with(
                "/api/hands",
                Role::Organiser,
                r#"{"points": {"Wir": "5", "Sie": "0"}}"#,
                &[("accept-language", "de")],
            )
            .await;
        let said = after.json()["error"]["message"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            said.contains("„Zurücknehmen“") && !said.contains("game undo"),
            "{said}"
        );
    });
}
#[path = "tests_night.rs"]
mod night;
