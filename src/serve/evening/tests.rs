//! The served evening, request by request, in process: links and roles,
//! `GET /api/club` as `club show --format json` prints it, the next
//! round as `club next` draws or refuses it, a player's link following
//! the player to the next round's table.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use tower::ServiceExt;

use crate::i18n::Lang;
use crate::serve::address::Hosts;
use crate::serve::evening::keys::{ClubKeys, ClubLinks, ClubRole};
use crate::serve::evening::state::{Club, ClubSetup};

const HOST: &str = "127.0.0.1:8470";
const PLAYERS: [&str; 8] = [
    "Anna", "Bert", "Carla", "Dirk", "Eva", "Fritz", "Gerda", "Hans",
];

/// The command line, in process: its stdout, or its error as JSON.
fn cli(args: &[&str]) -> Result<String, String> {
    let env = crate::app::Env {
        now: Some("2026-11-24T19:00:00Z".into()),
        ..crate::app::Env::default()
    };
    let line: Vec<&str> = std::iter::once("canasta")
        .chain(args.iter().copied())
        .collect();
    crate::app::run(line.iter(), &env)
        .map(|o| o.stdout)
        .map_err(|e| crate::app::exit::error_report(&e, &line, &env))
}

/// An evening of eight players, games of one hand, served.
struct Served {
    _dir: tempfile::TempDir,
    path: PathBuf,
    club: Arc<Club>,
    router: Router,
    _stop: tokio::sync::watch::Sender<bool>,
}

fn evening(dir: &Path) -> PathBuf {
    let path = dir.join("abend.yaml");
    let mut args = vec![
        "club",
        "new",
        path.to_str().unwrap(),
        "--seed",
        "7",
        "--hands",
        "1",
    ];
    for p in PLAYERS {
        args.extend(["--player", p]);
    }
    cli(&args).unwrap();
    path
}

impl Served {
    fn new() -> Served {
        let dir = tempfile::tempdir().unwrap();
        let path = evening(dir.path());
        Served::on(dir, path)
    }

    fn on(dir: tempfile::TempDir, path: PathBuf) -> Served {
        let ev = canasta::club::store::load(&path).unwrap();
        let keys = ClubKeys::open(&path, &ev, false).unwrap();
        let links = ClubLinks::new(&format!("http://{HOST}/"), &keys);
        let (stop_tx, stop) = tokio::sync::watch::channel(false);
        let club = Arc::new(Club::new(ClubSetup {
            path: path.clone(),
            door: crate::serve::door::Door::new(&keys.identity, None),
            keys,
            links,
            lang: Lang::En,
            now: Some("2026-11-24T21:14:00Z".into()),
            zone: crate::render::time::zone(Some(std::ffi::OsStr::new("UTC0"))),
            hosts: Hosts::new(HOST.parse().unwrap(), None),
            stop,
        }));
        Served {
            _dir: dir,
            path,
            router: super::routes::router(club.clone()),
            club,
            _stop: stop_tx,
        }
    }

    fn token(&self, role: &ClubRole) -> String {
        self.club
            .keys
            .each()
            .find(|(_, r)| *r == role)
            .map(|(t, _)| t.to_string())
            .unwrap()
    }

    async fn send(&self, req: Request<Body>) -> (StatusCode, String) {
        let r = self.router.clone().oneshot(req).await.unwrap();
        let status = r.status();
        let bytes = axum::body::to_bytes(r.into_body(), 10 << 20).await.unwrap();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }

    async fn get(&self, path: &str, role: &ClubRole) -> (StatusCode, String) {
        let req = Request::get(path).header(header::HOST, HOST).header(
            header::AUTHORIZATION,
            format!("Bearer {}", self.token(role)),
        );
        self.send(req.body(Body::empty()).unwrap()).await
    }

    async fn post(&self, path: &str, role: &ClubRole, json: &str) -> (StatusCode, String) {
        let req = Request::post(path)
            .header(header::HOST, HOST)
            .header(
                header::AUTHORIZATION,
                format!("Bearer {}", self.token(role)),
            )
            .header(header::CONTENT_TYPE, "application/json");
        self.send(req.body(Body::from(json.to_string())).unwrap())
            .await
    }

    /// The round being played, as `club show --format json` says it.
    fn current(&self) -> serde_json::Value {
        let shown = cli(&[
            "--format",
            "json",
            "club",
            "show",
            self.path.to_str().unwrap(),
        ])
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(&shown).unwrap();
        v["rounds"].as_array().unwrap().last().unwrap().clone()
    }

    /// The table `player` sits at now, and the player's side's name in
    /// its game.
    fn seat_of(&self, player: &str) -> (u64, String) {
        let round = self.current();
        for t in round["tables"].as_array().unwrap() {
            for side in t["sides"].as_array().unwrap() {
                let names: Vec<&str> = side
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|n| n.as_str().unwrap())
                    .collect();
                if names.contains(&player) {
                    return (t["table"].as_u64().unwrap(), names.join(" & "));
                }
            }
        }
        panic!("{player} sits nowhere");
    }
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// A table's sides as its game names them (`Anna & Carla`), in order.
fn sides_of(table: &serde_json::Value) -> Vec<String> {
    table["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let names: Vec<&str> = s
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap())
                .collect();
            names.join(" & ")
        })
        .collect()
}

fn code(body: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"));
    v["error"]["code"].as_str().unwrap_or_default().to_string()
}

#[test]
fn the_links_are_one_per_table_and_player_and_kept_for_the_owner_alone() {
    let s = Served::new();
    let links: serde_json::Value = serde_json::from_str(&s.club.links.json()).unwrap();
    let keys: Vec<&str> = links
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["url", "organiser", "viewer", "tables", "players"]);
    assert_eq!(links["tables"].as_object().unwrap().len(), 2);
    assert_eq!(links["players"].as_object().unwrap().len(), PLAYERS.len());
    let mut all: Vec<String> = vec![links["organiser"].to_string(), links["viewer"].to_string()];
    all.extend(
        links["tables"]
            .as_object()
            .unwrap()
            .values()
            .map(ToString::to_string),
    );
    all.extend(
        links["players"]
            .as_object()
            .unwrap()
            .values()
            .map(ToString::to_string),
    );
    let distinct: std::collections::BTreeSet<&String> = all.iter().collect();
    assert_eq!(distinct.len(), all.len());
    assert!(
        links["tables"]["1"]
            .as_str()
            .unwrap()
            .starts_with("http://127.0.0.1:8470/?token=")
    );
    // Started again: the same links.
    let organiser = s.token(&ClubRole::Organiser);
    let path = s.path.clone();
    let again = Served::on(tempfile::tempdir().unwrap(), path.clone());
    assert_eq!(again.token(&ClubRole::Organiser), organiser);
    let kept = crate::serve::kept_links::path_of(&path);
    assert!(!std::fs::read_to_string(&path).unwrap().contains(&organiser));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&kept).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }
}

#[test]
fn every_link_reads_the_evening_as_club_show_prints_it_and_none_without_one() {
    rt().block_on(async {
        let s = Served::new();
        let shown = cli(&["--format", "json", "club", "show", s.path.to_str().unwrap()]).unwrap();
        for role in [
            ClubRole::Organiser,
            ClubRole::Viewer,
            ClubRole::Table(2),
            ClubRole::Player("Eva".into()),
        ] {
            let (status, body) = s.get("/api/club", &role).await;
            assert_eq!(status, StatusCode::OK, "{role:?}");
            assert_eq!(body, shown, "{role:?}");
        }
        let req = Request::get("/api/club").header(header::HOST, HOST);
        let (status, body) = s.send(req.body(Body::empty()).unwrap()).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert!(!body.contains("Anna"), "{body}");
    });
}

#[test]
fn a_table_link_reads_and_writes_its_own_table_only() {
    rt().block_on(async {
        let s = Served::new();
        let t1 = ClubRole::Table(1);
        let (status, body) = s.get("/api/game", &t1).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let game: serde_json::Value = serde_json::from_str(&body).unwrap();
        let round = s.current();
        let file = s
            .path
            .with_file_name(round["tables"][0]["game"].as_str().unwrap());
        let by_cli = cli(&["--format", "json", "game", "show", file.to_str().unwrap()]).unwrap();
        assert_eq!(body, by_cli);
        assert_eq!(s.get("/api/game?table=1", &t1).await.0, StatusCode::OK);
        let (status, body) = s.get("/api/game?table=2", &t1).await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "not_your_table".into())
        );
        let (status, body) = s.post("/api/hands?table=2", &t1, "{}").await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "not_your_table".into())
        );
        // The organiser names any table, and must name one.
        let (status, body) = s.get("/api/game", &ClubRole::Organiser).await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::BAD_REQUEST, "table_needed".into())
        );
        assert_eq!(
            s.get("/api/game?table=2", &ClubRole::Organiser).await.0,
            StatusCode::OK
        );
        let (status, body) = s.get("/api/game?table=9", &ClubRole::Organiser).await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::NOT_FOUND, "no_such_table".into())
        );
        // A whole hand from the table's link.
        let teams = sides_of(&round["tables"][0]);
        assert!(game.to_string().contains(&teams[0]));
        let hand = format!(
            r#"{{"points": {{"{}": "600,120", "{}": "-35"}}}}"#,
            teams[0], teams[1]
        );
        let (status, body) = s.post("/api/hands", &t1, &hand).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let game = canasta::sheet::store::load(&file).unwrap();
        assert_eq!(game.hands.len(), 1);
        // The viewer reads, and only reads.
        let (status, body) = s.post("/api/hands?table=2", &ClubRole::Viewer, &hand).await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "read_only_link".into())
        );
    });
}

#[test]
fn a_tables_hands_are_changed_undone_logged_and_its_referee_asked_as_on_one_games_pad() {
    rt().block_on(async {
        let s = Served::new();
        let t1 = ClubRole::Table(1);
        let round = s.current();
        let file = s
            .path
            .with_file_name(round["tables"][0]["game"].as_str().unwrap());
        let teams = sides_of(&round["tables"][0]);
        let hand = |a: &str, b: &str| {
            format!(
                r#"{{"points": {{"{}": "{a}", "{}": "{b}"}}}}"#,
                teams[0], teams[1]
            )
        };
        let (status, body) = s.post("/api/hands", &t1, &hand("300,70", "-35")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Changed, by the table's link and by the director's naming it.
        let (status, body) = s.post("/api/hands/1", &t1, &hand("300,90", "-35")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let game = canasta::sheet::store::load(&file).unwrap();
        assert_eq!(game.total(&teams[0]), 390);
        let (status, body) = s
            .post(
                "/api/hands/1?table=1",
                &ClubRole::Organiser,
                &hand("300,100", "-35"),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Undone and done again.
        let (status, body) = s.post("/api/undo", &t1, "").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            canasta::sheet::store::load(&file).unwrap().total(&teams[0]),
            390
        );
        let (status, body) = s.post("/api/redo", &t1, "").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            canasta::sheet::store::load(&file).unwrap().total(&teams[0]),
            400
        );
        // The log says each change, as `game log` does.
        let (status, body) = s.get("/api/log", &t1).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let log: serde_json::Value = serde_json::from_str(&body).unwrap();
        let what: Vec<&str> = log["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["what"].as_str().unwrap())
            .collect();
        assert_eq!(
            what,
            [
                "started",
                "added",
                "replaced",
                "replaced",
                "undid_edit",
                "redid_edit"
            ],
            "{log}"
        );
        // Another table's, from this table's link: refused, nothing changed.
        for path in [
            "/api/hands/1?table=2",
            "/api/undo?table=2",
            "/api/ask?table=2",
        ] {
            let (status, body) = s.post(path, &t1, "{}").await;
            assert_eq!(
                (status, code(&body)),
                (StatusCode::FORBIDDEN, "not_your_table".into()),
                "{path}"
            );
        }
        assert_eq!(
            s.get("/api/log?table=2", &t1).await.0,
            StatusCode::FORBIDDEN
        );
        // The viewer may not undo.
        let (status, body) = s.post("/api/undo?table=1", &ClubRole::Viewer, "").await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "read_only_link".into())
        );
        asked_at_the_table(&s).await;
    });
}

/// The referee, asked by a player's link: the score of the player's
/// side at the player's table sets the minimum, as on one game's pad
/// (the command line asked with that score answers the same); the
/// director asks under a table's rules, naming it.
async fn asked_at_the_table(s: &Served) {
    let (at, anna_side) = s.seat_of("Anna");
    let round = s.current();
    let table = &round["tables"][(at - 1) as usize];
    let other = sides_of(table)
        .into_iter()
        .find(|n| *n != anna_side)
        .unwrap();
    // Anna's side 1700 up: a minimum of 90, where 0 would need 50.
    let hand = format!(r#"{{"points": {{"{anna_side}": "1500,200", "{other}": "-35"}}}}"#);
    let (status, body) = s
        .post(
            &format!("/api/hands?table={at}"),
            &ClubRole::Organiser,
            &hand,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let file = s.path.with_file_name(table["game"].as_str().unwrap());
    let score = canasta::sheet::store::load(&file)
        .unwrap()
        .total(&anna_side);
    assert_eq!(score, 1700);
    let ask = r#"{"ask": "initial-meld", "cards": "hK dK jk"}"#;
    let (status, body) = s
        .post("/api/ask", &ClubRole::Player("Anna".into()), ask)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
    let asked_with = |score: &str| -> serde_json::Value {
        let args = [
            "--format",
            "json",
            "initial-meld",
            "hK dK jk",
            "--score",
            score,
        ];
        serde_json::from_str(&cli(&args).unwrap()).unwrap()
    };
    assert_eq!(answer, asked_with("1700"));
    assert_ne!(answer, asked_with("0"), "the side's score counts");
    // The director asks under a table's rules, naming it.
    let (status, body) = s
        .post(
            "/api/ask?table=1",
            &ClubRole::Organiser,
            r#"{"ask": "meld", "cards": "hK dK jk"}"#,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// Finish every table's game of the round with a whole hand from the
/// organiser's link.
async fn finish_round(s: &Served) {
    let round = s.current();
    for t in round["tables"].as_array().unwrap() {
        let n = t["table"].as_u64().unwrap();
        let sides = sides_of(t);
        let hand = format!(
            r#"{{"points": {{"{}": "600,120", "{}": "-35"}}}}"#,
            sides[0], sides[1]
        );
        let (status, body) = s
            .post(
                &format!("/api/hands?table={n}"),
                &ClubRole::Organiser,
                &hand,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

#[test]
fn the_next_round_is_the_organisers_and_refused_as_club_next_refuses() {
    rt().block_on(async {
        let s = Served::new();
        let before = std::fs::read_to_string(&s.path).unwrap();
        let by_cli =
            cli(&["--format", "json", "club", "next", s.path.to_str().unwrap()]).unwrap_err();
        let (status, body) = s.post("/api/club/next", &ClubRole::Organiser, "").await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(code(&body), "tables_unfinished");
        assert!(by_cli.contains("tables_unfinished"), "{by_cli}");
        assert_eq!(std::fs::read_to_string(&s.path).unwrap(), before);
        for role in [ClubRole::Table(1), ClubRole::Player("Anna".into())] {
            let (status, body) = s.post("/api/club/next", &role, "").await;
            assert_eq!(
                (status, code(&body)),
                (StatusCode::FORBIDDEN, "organiser_only".into())
            );
        }
        let (status, body) = s.post("/api/club/next", &ClubRole::Viewer, "").await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "read_only_link".into())
        );
        finish_round(&s).await;
        let (status, body) = s.post("/api/club/next", &ClubRole::Organiser, "").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let shown = cli(&["--format", "json", "club", "show", s.path.to_str().unwrap()]).unwrap();
        assert_eq!(body, shown);
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["rounds"].as_array().unwrap().len(), 2);
    });
}

#[test]
fn a_players_link_follows_the_player_to_the_next_rounds_table() {
    rt().block_on(async {
        let s = Served::new();
        let anna = ClubRole::Player("Anna".into());
        let (table, side) = s.seat_of("Anna");
        let (status, body) = s.get("/api/game", &anna).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let game: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert!(body.contains(&side), "{body}");
        let other = if table == 1 { 2 } else { 1 };
        let (status, body) = s.get(&format!("/api/game?table={other}"), &anna).await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "not_your_table".into())
        );
        // Anna enters her side's half: stored, waiting for the other's;
        // the other side's half is not hers.
        let (status, body) = s
            .post(
                "/api/hands",
                &anna,
                &format!(r#"{{"points": {{"{side}": "600,120"}}}}"#),
            )
            .await;
        assert_eq!(status, StatusCode::ACCEPTED, "{body}");
        let round = s.current();
        let at = &round["tables"][usize::try_from(table).unwrap() - 1];
        let theirs: Vec<String> = sides_of(at).into_iter().filter(|n| *n != side).collect();
        let (status, body) = s
            .post(
                "/api/hands",
                &anna,
                &format!(r#"{{"points": {{"{}": "-35"}}}}"#, theirs[0]),
            )
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "not_your_side".into())
        );
        drop(game);
        // The organiser completes that hand, the other table finishes, the
        // next round is drawn: Anna's link reaches her new table.
        let (status, body) = s
            .post(
                &format!("/api/hands?table={table}"),
                &ClubRole::Organiser,
                &format!(r#"{{"points": {{"{}": "-35"}}}}"#, theirs[0]),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = s
            .post(
                &format!("/api/hands?table={other}"),
                &ClubRole::Organiser,
                "{}",
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let o = &round["tables"][usize::try_from(other).unwrap() - 1];
        let sides = sides_of(o);
        let hand = format!(
            r#"{{"points": {{"{}": "600,120", "{}": "-35"}}}}"#,
            sides[0], sides[1]
        );
        assert_eq!(
            s.post(
                &format!("/api/hands?table={other}"),
                &ClubRole::Organiser,
                &hand
            )
            .await
            .0,
            StatusCode::OK
        );
        assert_eq!(
            s.post("/api/club/next", &ClubRole::Organiser, "").await.0,
            StatusCode::OK
        );
        let (now, new_side) = s.seat_of("Anna");
        let (status, body) = s.get("/api/game", &anna).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let round2 = s.current();
        let file = s.path.with_file_name(
            round2["tables"][usize::try_from(now).unwrap() - 1]["game"]
                .as_str()
                .unwrap(),
        );
        let by_cli = cli(&["--format", "json", "game", "show", file.to_str().unwrap()]).unwrap();
        assert_eq!(body, by_cli);
        assert!(body.contains(&new_side));
        assert_ne!(new_side, side, "the partnerships turn");
    });
}

/// Every page of the evening loads the evening's files once, beside the
/// pad's; each is served.
async fn every_page_loads_the_evenings_files_once(s: &Served) {
    for role in [
        ClubRole::Organiser,
        ClubRole::Viewer,
        ClubRole::Table(1),
        ClubRole::Player("Gerda".into()),
    ] {
        let (_, page) = s.get("/", &role).await;
        for file in [
            "/assets/evening.css",
            "/assets/evening.js",
            "/assets/app.js",
        ] {
            assert_eq!(page.matches(file).count(), 1, "{role:?}: {file}");
            let (status, _) = s.get(file, &role).await;
            assert_eq!(status, StatusCode::OK, "{file}");
        }
    }
}

#[test]
fn the_pages_say_the_evening_in_english_and_german() {
    rt().block_on(async {
        let s = Served::new();
        let (table, _) = s.seat_of("Gerda");
        let (status, page) = s.get("/", &ClubRole::Organiser).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("Draw the next round"), "{page}");
        every_page_loads_the_evenings_files_once(&s).await;
        assert!(
            page.contains(r#"data-table="2""#) && page.contains("Standings"),
            "{page}"
        );
        assert!(
            page.contains("once every table has finished"),
            "the round is not over: {page}"
        );
        assert!(
            page.contains(&s.club.links.tables["2"]),
            "each table's link to hand out"
        );
        assert!(page.contains(s.club.links.players["Gerda"].as_str().unwrap()));
        let (_, page) = s.get("/?lang=de", &ClubRole::Organiser).await;
        assert!(
            page.contains("Nächsten Durchgang auslosen") && page.contains("Durchgang 1"),
            "{page}"
        );
        assert!(
            page.contains("Matchpunkte") && page.contains("Differenz"),
            "{page}"
        );
        let gerda = ClubRole::Player("Gerda".into());
        let (status, page) = s.get("/", &gerda).await;
        assert_eq!(status, StatusCode::OK, "{page}");
        assert!(
            page.contains(&format!("Round 1: sit at table {table}.")),
            "{page}"
        );
        assert!(
            page.contains("In the standings: 1 of 8") || page.contains("In the standings:"),
            "{page}"
        );
        assert!(
            page.contains(r#"name="tally:"#),
            "the side's half can be entered: {page}"
        );
        let (_, page) = s.get("/?lang=de", &gerda).await;
        assert!(
            page.contains(&format!("Durchgang 1: an Tisch {table} setzen.")),
            "{page}"
        );
        let (status, page) = s.get("/", &ClubRole::Viewer).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            page.contains("Standings") && !page.contains("Draw the next round"),
            "{page}"
        );
        // The director's button: refused while tables play, then drawn.
        let form = |s: &Served| {
            Request::post("/next")
                .header(header::HOST, HOST)
                .header(
                    header::AUTHORIZATION,
                    format!("Bearer {}", s.token(&ClubRole::Organiser)),
                )
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::empty())
                .unwrap()
        };
        let before = std::fs::read_to_string(&s.path).unwrap();
        let (status, page) = s.send(form(&s)).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert!(page.contains("refusal"), "{page}");
        assert!(
            page.contains("not over yet: table 1 (abend-r1-t1.yaml) and 2 (abend-r1-t2.yaml)"),
            "{page}"
        );
        assert_eq!(std::fs::read_to_string(&s.path).unwrap(), before);
        finish_round(&s).await;
        let (status, _) = s.send(form(&s)).await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        let (_, page) = s.get("/", &gerda).await;
        let (now, _) = s.seat_of("Gerda");
        assert!(
            page.contains(&format!("Round 2: sit at table {now}.")),
            "{page}"
        );
    });
}

impl Served {
    /// A request with the headers `with` and no link but what they carry.
    async fn raw(
        &self,
        method: &str,
        path: &str,
        with: &[(&str, &str)],
        body: &str,
    ) -> axum::response::Response {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, HOST);
        for (k, v) in with {
            req = req.header(*k, *v);
        }
        self.router
            .clone()
            .oneshot(req.body(Body::from(body.to_string())).unwrap())
            .await
            .unwrap()
    }

    /// The cookie a phone holds once it opened `role`'s link.
    fn cookie(&self, role: &ClubRole) -> String {
        format!("{}={}", self.club.door.cookie, self.token(role))
    }
}

async fn text_of(r: axum::response::Response) -> String {
    let bytes = axum::body::to_bytes(r.into_body(), 10 << 20).await.unwrap();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn a_phone_holding_a_link_of_the_evening_is_asked_before_taking_another() {
    rt().block_on(async {
        let s = Served::new();
        let anna = s.cookie(&ClubRole::Player("Anna".into()));
        let table = s.token(&ClubRole::Table(1));
        for (lang, words) in [
            (
                "en",
                ["Open the pad with another link?", "table 1's", "Anna's"],
            ),
            (
                "de",
                [
                    "Den Punkteblock mit einem anderen Link öffnen?",
                    "der von Tisch 1",
                    "der von Anna",
                ],
            ),
        ] {
            let r = s
                .raw(
                    "GET",
                    &format!("/?token={table}"),
                    &[("cookie", &anna), ("accept-language", lang)],
                    "",
                )
                .await;
            assert_eq!(r.status(), StatusCode::OK);
            assert!(r.headers().get(header::SET_COOKIE).is_none(), "kept");
            let page = text_of(r).await;
            for w in words {
                assert!(page.contains(w), "{lang}: {w}: {page}");
            }
            assert!(page.contains(r#"action="/link""#), "{page}");
            assert!(!page.contains("Carla"), "no game data: {page}");
        }
        // The director's link: named so.
        let director = s.token(&ClubRole::Organiser);
        let r = s
            .raw(
                "GET",
                &format!("/?token={director}&lang=de"),
                &[("cookie", &anna)],
                "",
            )
            .await;
        let page = text_of(r).await;
        assert!(page.contains("der der Turnierleitung"), "{page}");
        assert!(page.contains(r#"action="/link?lang=de""#), "{page}");
        // Declined: the phone's link is Anna's still.
        let r = s.raw("GET", "/", &[("cookie", &anna)], "").await;
        assert_eq!(r.status(), StatusCode::OK);
        assert!(text_of(r).await.contains("whereabouts"));
        // From another site, where the phone's cookie is not seen: asked.
        let r = s
            .raw(
                "GET",
                &format!("/?token={table}"),
                &[("sec-fetch-site", "cross-site")],
                "",
            )
            .await;
        assert_eq!(r.status(), StatusCode::OK);
        assert!(r.headers().get(header::SET_COOKIE).is_none());
        // The phone's own link again, or a phone without one: at once.
        let own = s.token(&ClubRole::Player("Anna".into()));
        for (token, cookie) in [(own.as_str(), anna.as_str()), (table.as_str(), "")] {
            let r = s
                .raw(
                    "GET",
                    &format!("/?token={token}"),
                    &[("cookie", cookie)],
                    "",
                )
                .await;
            assert_eq!(r.status(), StatusCode::SEE_OTHER);
        }
        confirmed_or_forged(&s, &anna, &table).await;
    });
}

/// The confirm page's form: sent from the page, the phone takes the
/// link; from another site, or naming no link, nothing.
async fn confirmed_or_forged(s: &Served, anna: &str, table: &str) {
    // Confirmed: the table's link it is.
    let form = format!("token={table}&lang=de");
    let r = s
        .raw(
            "POST",
            "/link",
            &[
                ("cookie", anna),
                ("origin", "null"),
                ("sec-fetch-site", "same-origin"),
                ("content-type", "application/x-www-form-urlencoded"),
            ],
            &form,
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()[header::LOCATION], "/?lang=de");
    let set = r.headers()[header::SET_COOKIE].to_str().unwrap();
    assert!(set.contains(table), "{set}");
    // Another site posting the same form, or a token of no link.
    let r = s
        .raw(
            "POST",
            "/link",
            &[
                ("origin", "http://evil.example"),
                ("content-type", "application/x-www-form-urlencoded"),
            ],
            &form,
        )
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert!(r.headers().get(header::SET_COOKIE).is_none());
    let r = s
        .raw(
            "POST",
            "/link",
            &[
                ("origin", "null"),
                ("sec-fetch-site", "same-origin"),
                ("content-type", "application/x-www-form-urlencoded"),
            ],
            "token=0123456789abcdef0123456789abcdef",
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert!(r.headers().get(header::SET_COOKIE).is_none());
}

/// `text` as a page writes it.
fn html(text: &str) -> String {
    text.replace('&', "&amp;")
}

/// The text of every `<tr ...>` row of `page` that carries `attr`, tags
/// dropped, blanks squeezed.
fn rows_with(page: &str, attr: &str) -> Vec<String> {
    page.split("<tr ")
        .skip(1)
        .filter(|r| r.starts_with(attr) || r.contains(&format!(" {attr}")))
        .map(|r| {
            let row = &r[..r.find("</tr>").unwrap()];
            let mut text = String::new();
            let mut inside = true;
            for c in row.chars() {
                match c {
                    '<' => {
                        inside = true;
                        text.push(' ');
                    }
                    '>' => inside = false,
                    c if !inside => text.push(c),
                    _ => {}
                }
            }
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect()
}

#[test]
fn the_viewers_page_shows_the_standings_and_each_tables_progress_and_follows() {
    rt().block_on(async {
        let s = Served::new();
        let (_, page) = s.get("/", &ClubRole::Viewer).await;
        assert!(page.contains(r#"<body class="viewer""#), "{page}");
        assert!(page.contains(r#"id="club-live""#), "{page}");
        let ranked = rows_with(&page, "data-player");
        assert_eq!(ranked.len(), PLAYERS.len(), "{ranked:?}");
        let tables = rows_with(&page, "data-table");
        assert_eq!(tables.len(), 2, "{tables:?}");
        assert!(tables[0].ends_with("0 0 : 0 not started"), "{tables:?}");
        // A hand at table 1: the viewer's part that follows the evening
        // says so (the game of one hand is over).
        let sides = sides_of(&s.current()["tables"][0]);
        let hand = format!(
            r#"{{"points": {{"{}": "600,120", "{}": "-35"}}}}"#,
            sides[0], sides[1]
        );
        assert_eq!(
            s.post("/api/hands?table=1", &ClubRole::Table(1), &hand)
                .await
                .0,
            StatusCode::OK
        );
        for (lang, over) in [
            ("en", format!("1 720 : -35 over: {} win", html(&sides[0]))),
            (
                "de",
                format!("1 720 : -35 zu Ende: Sieg {}", html(&sides[0])),
            ),
        ] {
            let (status, live) = s
                .get(&format!("/live?lang={lang}"), &ClubRole::Viewer)
                .await;
            assert_eq!(status, StatusCode::OK, "{live}");
            assert!(live.starts_with(r#"<div id="club-live">"#), "{live}");
            let tables = rows_with(&live, "data-table");
            assert!(tables[0].ends_with(&over), "{lang}: {tables:?}");
            let ranked = rows_with(&live, "data-player");
            // Won, two match points, 755 ahead.
            assert!(ranked[0].ends_with(" 1 1 0 0 2 755"), "{ranked:?}");
        }
        let (_, de) = s.get("/?lang=de", &ClubRole::Viewer).await;
        assert!(
            de.contains("Rangliste") && de.contains("Matchpunkte") && de.contains("Durchgang 1"),
            "{de}"
        );
        // A table's link reads its own table's pad at /live, as before.
        let (status, live) = s.get("/live", &ClubRole::Table(2)).await;
        assert_eq!(status, StatusCode::OK);
        assert!(!live.contains("club-live"), "{live}");
    });
}

#[test]
fn the_directors_page_holds_a_list_per_table_to_print_with_a_line_to_sign() {
    rt().block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("abend.yaml");
        let mut args = vec![
            "club",
            "new",
            path.to_str().unwrap(),
            "--seed",
            "7",
            "--hands",
            "3",
        ];
        for p in PLAYERS {
            args.extend(["--player", p]);
        }
        cli(&args).unwrap();
        let s = Served::on(dir, path);
        let round = s.current();
        let sides = sides_of(&round["tables"][1]);
        let hand = format!(
            r#"{{"points": {{"{}": "600,120", "{}": "-35"}}}}"#,
            sides[0], sides[1]
        );
        assert_eq!(
            s.post("/api/hands?table=2", &ClubRole::Organiser, &hand)
                .await
                .0,
            StatusCode::OK
        );
        for (lang, words) in [
            (
                "en",
                [
                    "Table 2, round 1",
                    "North ",
                    "Signed for ",
                    "Print the standings",
                ],
            ),
            (
                "de",
                [
                    "Tisch 2, Durchgang 1",
                    "Nord ",
                    "Unterschrift für ",
                    "Rangliste und Liste",
                ],
            ),
        ] {
            let (_, page) = s.get(&format!("/?lang={lang}"), &ClubRole::Organiser).await;
            assert!(page.contains(r#"<body class="director""#), "{page}");
            for w in words {
                assert!(page.contains(w), "{lang}: {w}");
            }
            let sheets: Vec<&str> = page.split("<article class=\"sheet\"").skip(1).collect();
            assert_eq!(sheets.len(), 2, "one list per table");
            // Table 1: three empty lines; table 2: the hand played, its
            // score and total, then two empty lines.
            let played = |sheet: &str| sheet.matches(r#"<tr class="played">"#).count();
            let empty = |sheet: &str| sheet.matches(r#"<tr class="empty">"#).count();
            assert_eq!((played(sheets[0]), empty(sheets[0])), (0, 3));
            assert_eq!((played(sheets[1]), empty(sheets[1])), (1, 2));
            assert!(
                sheets[1].contains("<td>720<i>720</i></td><td>-35<i>-35</i></td>"),
                "{}",
                sheets[1]
            );
            for side in &sides {
                let side = html(side);
                assert!(
                    sheets[1].contains(&format!("<th scope=\"col\">{side}</th>")),
                    "{side}"
                );
            }
            let t2 = &round["tables"][1];
            let seats = &t2["seats"];
            assert!(seats.is_object(), "{t2}");
            for (seat, word) in [("N", "North"), ("S", "South")] {
                let who = seats[seat].as_str().unwrap();
                if lang == "en" {
                    assert!(sheets[1].contains(&format!("{word} {who}")), "{seat} {who}");
                }
            }
            assert_eq!(sheets[1].matches(r#"<p class="sign">"#).count(), 2);
        }
    });
}
