//! A club evening from the command line: `club new`, `next`, `show`,
//! `season`, the games of its tables, and `--hands`/`--minimums` for any
//! game.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Output};

use insta_cmd::assert_cmd_snapshot;
use serde_json::Value;

const FIVE: [&str; 5] = ["Anna", "Bernd", "Carla", "Dirk", "Emil"];
const EIGHT: [&str; 8] = [
    "Anna", "Bernd", "Carla", "Dirk", "Emil", "Frieda", "Gerd", "Hanna",
];

fn canasta(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    cmd.args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env("CANASTA_NOW", "2026-11-27T19:00:00Z");
    cmd
}

fn run(dir: &Path, args: &[&str]) -> Output {
    let out = canasta(dir, args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn refused(dir: &Path, args: &[&str]) -> Output {
    let out = canasta(dir, args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    out
}

fn json(dir: &Path, args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    serde_json::from_slice(&run(dir, &args).stdout).unwrap()
}

fn new_evening(dir: &Path, file: &str, players: &[&str], seed: &str, more: &[&str]) -> Value {
    let mut args = vec!["club", "new", file, "--seed", seed, "--player"];
    args.extend(players);
    args.extend(more);
    args.extend(["--format", "json"]);
    serde_json::from_slice(&run(dir, &args).stdout).unwrap()
}

/// Every file in `dir` with its contents.
fn contents(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap_or_default(),
            )
        })
        .collect();
    out.sort();
    out
}

/// The game file of round `r`'s table `t` (from 1) in a `club show`.
fn game_of(club: &Value, r: usize, t: usize) -> String {
    club["rounds"][r - 1]["tables"][t - 1]["game"]
        .as_str()
        .unwrap()
        .to_string()
}

/// A player of each side of round `r`'s table `t`.
fn sides_of(club: &Value, r: usize, t: usize) -> Vec<Vec<String>> {
    club["rounds"][r - 1]["tables"][t - 1]["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s.as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

/// Hands at a table, each side named by its first player.
fn hands(dir: &Path, club: &Value, r: usize, t: usize, points: &[(i64, i64)]) {
    let game = game_of(club, r, t);
    let sides = sides_of(club, r, t);
    for (a, b) in points {
        let (a, b) = (
            format!("{}={a}", sides[0][0]),
            format!("{}={b}", sides[1][0]),
        );
        run(dir, &["game", "add", &game, "--points", &a, &b]);
    }
}

fn standing(club: &Value, player: &str) -> (i64, i64, i64, i64, i64, i64) {
    let s = club["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == player)
        .unwrap_or_else(|| panic!("{player}: {club}"));
    let n = |k: &str| s[k].as_i64().unwrap();
    (
        n("games"),
        n("won"),
        n("drawn"),
        n("lost"),
        n("match_points"),
        n("difference"),
    )
}

/// The evening's JSON has the keys CLI.md names, and the standings are
/// ranked by match points, difference, name, counted as worked out by
/// hand: a win, a loss, a bye, a game not over.
#[test]
fn club_show_json_as_worked_out_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let club = new_evening(d, "club.yaml", &FIVE, "15", &["--hands", "3"]);
    let round = &club["rounds"][0];
    assert_eq!(round["round"], 1);
    assert_eq!(round["byes"], serde_json::json!(["Emil"]));
    let table = &round["tables"][0];
    assert_eq!(table["table"], 1);
    assert_eq!(table["game"], "club-r1-t1.yaml");
    assert_eq!(table["finished"], false);
    assert!(d.join("club-r1-t1.yaml").is_file());
    let sides = sides_of(&club, 1, 1);
    assert_eq!(sides, [["Dirk", "Bernd"], ["Anna", "Carla"]]);
    // The game file names its sides' players: a side by a player's name.
    hands(d, &club, 1, 1, &[(520, 310), (-40, 200)]);
    let club = json(d, &["club", "show", "club.yaml"]);
    assert_eq!(club["rounds"][0]["tables"][0]["finished"], false);
    assert_eq!(standing(&club, "Dirk"), (0, 0, 0, 0, 0, 0));
    assert_eq!(standing(&club, "Emil"), (0, 0, 0, 0, 1, 0));
    hands(d, &club, 1, 1, &[(100, 0)]);
    let club = json(d, &["club", "show", "club.yaml"]);
    assert_eq!(club["rounds"][0]["tables"][0]["finished"], true);
    // 580 to 510: Dirk and Bernd win by 70.
    for p in ["Dirk", "Bernd"] {
        assert_eq!(standing(&club, p), (1, 1, 0, 0, 2, 70));
    }
    for p in ["Anna", "Carla"] {
        assert_eq!(standing(&club, p), (1, 0, 0, 1, 0, -70));
    }
    let order: Vec<&str> = club["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["player"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["Bernd", "Dirk", "Emil", "Anna", "Carla"]);
    let keys: BTreeSet<&str> = club["standings"][0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    for key in [
        "player",
        "games",
        "won",
        "drawn",
        "lost",
        "match_points",
        "difference",
    ] {
        assert!(keys.contains(key), "{key}: {keys:?}");
    }
    // `game undo` at the table: the game is open again, and counts nothing.
    run(d, &["game", "undo", "club-r1-t1.yaml"]);
    let club = json(d, &["club", "show", "club.yaml"]);
    assert_eq!(standing(&club, "Dirk"), (0, 0, 0, 0, 0, 0));
}

/// `club next` refuses while a table plays on: exit 2 naming each such
/// table, every file as it was; `--force` draws anyway.
#[test]
fn club_next_waits_for_every_table() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let club = new_evening(d, "club.yaml", &EIGHT, "2026", &["--hands", "1"]);
    hands(d, &club, 1, 1, &[(100, 50)]);
    let before = contents(d);
    let out = refused(d, &["club", "next", "club.yaml"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("club-r1-t2.yaml"), "{stderr}");
    assert!(!stderr.contains("club-r1-t1.yaml"), "{stderr}");
    assert_eq!(contents(d), before);
    let out = refused(d, &["club", "next", "club.yaml", "--format", "json"]);
    let error: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(error["error"]["code"], "tables_unfinished");
    assert_eq!(contents(d), before);
    let club = json(d, &["club", "next", "club.yaml", "--force"]);
    assert_eq!(club["rounds"].as_array().unwrap().len(), 2);
    assert!(d.join("club-r2-t2.yaml").is_file());
    // Rotate: each table keeps its four, the partnerships turn.
    for t in 1..=2 {
        let players = |r: usize| -> BTreeSet<String> {
            sides_of(&club, r, t).into_iter().flatten().collect()
        };
        assert_eq!(players(1), players(2));
        assert_ne!(sides_of(&club, 1, t), sides_of(&club, 2, t));
    }
}

/// Bad input: a clear message, exit 2, no file written.
#[test]
fn bad_input_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let cases: &[(&[&str], &str)] = &[
        (&["Anna", "Bernd", "Carla"], "too_few_players"),
        (&["Anna", "Bernd", "Carla", "anna"], "player_named_twice"),
    ];
    for (players, code) in cases {
        let mut args = vec!["--format", "json", "club", "new", "e.yaml", "--player"];
        args.extend(*players);
        let out = refused(d, &args);
        let error: Value = serde_json::from_slice(&out.stderr).unwrap();
        assert_eq!(error["error"]["code"], *code);
        assert!(contents(d).is_empty(), "{code}: {:?}", contents(d));
    }
    let out = refused(
        d,
        &[
            "club", "new", "e.yaml", "--player", "A", "B", "C", "--lang", "de",
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("4 Spieler oder mehr"), "{stderr}");
    refused(
        d,
        &[
            "--rules",
            "classic-3p",
            "club",
            "new",
            "e.yaml",
            "--player",
            "A",
            "B",
            "C",
            "D",
        ],
    );
    refused(
        d,
        &[
            "club", "new", "e.yaml", "--player", "A", "B", "C", "D", "--hands", "3", "--target",
            "900",
        ],
    );
    assert!(contents(d).is_empty(), "{:?}", contents(d));
    // A bad evening file: where it is wrong.
    std::fs::write(
        d.join("bad.yaml"),
        "version: 1\nplayers: [A, B, C]\nseed: 1\nrounds: []\n",
    )
    .unwrap();
    let out = refused(d, &["club", "show", "bad.yaml", "--format", "json"]);
    let error: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(error["error"]["code"], "too_few_players");
    assert_eq!(error["error"]["line"], 2);
    // A table's game file missing: named.
    new_evening(d, "club.yaml", &FIVE, "1", &[]);
    std::fs::remove_file(d.join("club-r1-t1.yaml")).unwrap();
    let before = contents(d);
    let out = refused(d, &["club", "show", "club.yaml"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("club-r1-t1.yaml"), "{stderr}");
    assert!(stderr.contains("round 1, table 1"), "{stderr}");
    refused(d, &["club", "next", "club.yaml", "--force"]);
    assert_eq!(contents(d), before);
    // The rule set is the games' own.
    refused(d, &["--rules", "classic", "club", "show", "club.yaml"]);
}

/// `game new --hands 3 --minimums 125,155,180`: each coming hand's
/// minimum, the end after the third hand whatever the totals, a draw.
#[test]
fn a_game_of_three_hands_with_minimums_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let new = |file: &str| {
        run(
            d,
            &[
                "game",
                "new",
                file,
                "--team",
                "We",
                "--team",
                "They",
                "--hands",
                "3",
                "--minimums",
                "125,155,180",
            ],
        )
    };
    let out = new("g.yaml");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("3 hands left; initial-meld minimum: hand 1 125, hand 2 155, hand 3 180"),
        "{text}"
    );
    run(
        d,
        &["game", "add", "g.yaml", "--points", "We=6000", "They=0"],
    );
    let s = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(s["over"], false, "no target ends a game of three hands");
    assert_eq!(s["teams"][0]["minimum"], 155);
    assert_eq!(s["hands_left"], 2);
    run(
        d,
        &["game", "add", "g.yaml", "--points", "We=0", "They=3000"],
    );
    run(
        d,
        &["game", "add", "g.yaml", "--points", "We=0", "They=3000"],
    );
    let s = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(
        (s["over"].clone(), s["winner"].clone()),
        (Value::Bool(true), Value::Null)
    );
    assert_eq!(s["drawn"], true);
    let out = refused(d, &["game", "add", "g.yaml", "--points", "We=5", "They=0"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("a draw after hand 3"));
    new("h.yaml");
    for (we, they) in [(100, 0), (0, 50), (0, 40)] {
        run(
            d,
            &[
                "game",
                "add",
                "h.yaml",
                "--points",
                &format!("We={we}"),
                &format!("They={they}"),
            ],
        );
    }
    let s = json(d, &["game", "show", "h.yaml"]);
    assert_eq!(
        (s["over"].clone(), s["winner"].clone()),
        (Value::Bool(true), Value::from("We"))
    );
    // --target and --hands cannot both end a game.
    refused(
        d,
        &[
            "game", "new", "t.yaml", "--team", "A", "--team", "B", "--hands", "3", "--target",
            "500",
        ],
    );
    assert!(!d.join("t.yaml").exists());
    let minimums = refused(
        d,
        &[
            "game",
            "new",
            "m.yaml",
            "--team",
            "A",
            "--team",
            "B",
            "--minimums",
            "125,x",
        ],
    );
    assert!(!String::from_utf8_lossy(&minimums.stderr).is_empty());
}

/// The standings for a spreadsheet, and the season over two evenings.
#[test]
fn standings_csv_and_a_season() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let one = new_evening(d, "one.yaml", &FIVE, "15", &["--hands", "1"]);
    hands(d, &one, 1, 1, &[(300, 100)]);
    let csv =
        String::from_utf8(run(d, &["club", "show", "one.yaml", "--format", "csv"]).stdout).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "rank,player,games,won,drawn,lost,byes,match_points,difference,total"
    );
    assert_eq!(lines[1], "1,Bernd,1,1,0,0,0,2,200,300");
    assert_eq!(lines.len(), 6);
    let two = new_evening(
        d,
        "two.yaml",
        &["anna", "Bernd", "Carla", "Dirk"],
        "3",
        &["--hands", "1"],
    );
    hands(d, &two, 1, 1, &[(0, 0)]);
    let season = json(d, &["club", "season", "one.yaml", "two.yaml"]);
    let line = |p: &str| {
        let l = season["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["player"] == p)
            .unwrap_or_else(|| panic!("{p}: {season}"));
        (
            l["evenings"].as_i64().unwrap(),
            l["match_points"].as_i64().unwrap(),
            l["difference"].as_i64().unwrap(),
        )
    };
    // Evening two is a draw for all four: one match point each.
    assert_eq!(line("Bernd"), (2, 3, 200));
    assert_eq!(line("Anna"), (2, 1, -200));
    assert_eq!(line("Emil"), (1, 1, 0));
    assert_eq!(season["players"][0]["player"], "Bernd");
    assert_eq!(season["players"].as_array().unwrap().len(), 5);
}

/// The director's view in both languages, as tables that fit the width.
#[test]
fn the_directors_view_in_english_and_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let club = new_evening(d, "club.yaml", &EIGHT, "2026", &["--hands", "2"]);
    hands(d, &club, 1, 1, &[(300, 120), (0, 90)]);
    hands(d, &club, 1, 2, &[(50, 50)]);
    assert_cmd_snapshot!("club_show_en", canasta(d, &["club", "show", "club.yaml"]));
    assert_cmd_snapshot!(
        "club_show_de",
        canasta(d, &["club", "show", "club.yaml", "--lang", "de"])
    );
    hands(d, &club, 1, 2, &[(50, 50)]);
    assert_cmd_snapshot!(
        "club_next_de",
        canasta(
            d,
            &[
                "club",
                "next",
                "club.yaml",
                "--lang",
                "de",
                "--movement",
                "standings"
            ]
        )
    );
    for width in ["40", "60", "80"] {
        for lang in ["en", "de"] {
            let out = canasta(d, &["club", "show", "club.yaml", "--lang", lang])
                .env("COLUMNS", width)
                .output()
                .unwrap();
            let text = String::from_utf8(out.stdout).unwrap();
            let w: usize = width.parse().unwrap();
            for line in text.lines() {
                assert!(
                    line.chars().count() <= w,
                    "{lang} at {width}: {line}\n{text}"
                );
            }
        }
    }
}

#[test]
fn club_new_and_its_help_in_english_and_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut new = vec!["club", "new", "club.yaml", "--seed", "9", "--player"];
    new.extend(FIVE);
    assert_cmd_snapshot!("club_new_en", canasta(d, &new));
    let evening = std::fs::read_to_string(d.join("club.yaml")).unwrap();
    insta::assert_snapshot!("club_evening_file", evening);
    assert_cmd_snapshot!(
        "club_help_de",
        canasta(d, &["club", "--help", "--lang", "de"])
    );
    assert_cmd_snapshot!("club_next_help_en", canasta(d, &["club", "next", "--help"]));
}
