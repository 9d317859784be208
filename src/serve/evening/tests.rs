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

#[test]
fn the_pages_say_the_evening_in_english_and_german() {
    rt().block_on(async {
        let s = Served::new();
        let (table, _) = s.seat_of("Gerda");
        let (status, page) = s.get("/", &ClubRole::Organiser).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("Draw the next round"), "{page}");
        assert!(
            page.contains(r#"data-table="2""#) && page.contains("Standings"),
            "{page}"
        );
        assert!(page.contains(r"disabled"), "the round is not over: {page}");
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
        let (status, page) = s.send(form(&s)).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert!(page.contains("refusal"), "{page}");
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
