//! The score sheet: `game new`, `add`, `show`, `undo`, `edit`.

use std::path::Path;
use std::process::{Command, Output};

use insta_cmd::assert_cmd_snapshot;
use serde_json::Value;

fn canasta(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    // The sheet fits COLUMNS where set: snapshots must not depend on it.
    cmd.args(args)
        .current_dir(dir)
        .env_remove("COLUMNS")
        .env_remove("CANASTA_RULES")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z");
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

fn show(dir: &Path, game: &str) -> Value {
    let out = run(dir, &["game", "show", game, "--format", "json"]);
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A scratch directory holding a copy of the round fixtures.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds");
    std::fs::create_dir_all(dir.path().join("rounds")).unwrap();
    for e in std::fs::read_dir(src).unwrap() {
        let e = e.unwrap();
        if e.path().is_file() {
            std::fs::copy(e.path(), dir.path().join("rounds").join(e.file_name())).unwrap();
        }
    }
    dir
}

/// Seed 003's sheet (H = bonus, + = card points), hand by hand.
const SEED_003: &[[&str; 2]] = &[
    ["Sie=600,345", "Wir=200,80"],
    ["Sie=400,120", "Wir=900,410"],
    ["Sie=1100,520", "Wir=0,395"],
    ["Sie=500,55", "Wir=700,420"],
    ["Sie=700,210", "Wir=0,275"],
    ["Sie=500,305", "Wir=100,185"],
];

fn seed_game(dir: &Path) {
    run(
        dir,
        &[
            "game",
            "new",
            "s.yaml",
            "--team",
            "Sie",
            "--team",
            "Wir",
            "--rules",
            "traditional",
        ],
    );
    for [a, b] in SEED_003 {
        run(dir, &["game", "add", "s.yaml", "--points", a, b]);
    }
}

#[test]
fn seed_003_score_sheet() {
    let dir = scratch();
    let d = dir.path();
    seed_game(d);
    let v = show(d, "s.yaml");
    let totals: Vec<(i64, i64)> = v["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| {
            (
                h["teams"][0]["total"].as_i64().unwrap(),
                h["teams"][1]["total"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        totals,
        vec![
            (945, 280),
            (1465, 1590),
            (3085, 1985),
            (3640, 3105),
            (4550, 3380),
            (5355, 3665)
        ]
    );
    let min =
        |hand: usize, team: usize| v["hands"][hand]["teams"][team]["minimum"].as_i64().unwrap();
    // The annotations a) to d): 50 at 1465 (1500 not exceeded), 90 at 1590,
    // 120 at 3085 and at 3105.
    assert_eq!(min(1, 0), 50);
    assert_eq!(min(1, 1), 90);
    assert_eq!(min(2, 0), 120);
    assert_eq!(min(2, 1), 90);
    assert_eq!(min(3, 1), 120);
    assert_eq!(v["winner"], "Sie");
    assert_eq!(v["teams"][0]["name"], "Sie");
    assert_eq!(v["teams"][0]["total"], 5355);
    assert_eq!(v["teams"][1]["total"], 3665);
    assert_eq!(v["teams"][0]["minimum"], 120);
    assert_cmd_snapshot!("seed_003_sheet", canasta(d, &["game", "show", "s.yaml"]));
}

#[test]
fn no_winner_until_the_target_is_reached() {
    let dir = scratch();
    let d = dir.path();
    seed_game(d);
    run(d, &["game", "undo", "s.yaml"]);
    let v = show(d, "s.yaml");
    assert_eq!(v["winner"], Value::Null);
    assert_eq!(v["hands"].as_array().unwrap().len(), 5);
    assert_eq!(v["teams"][0]["total"], 4550);
}

#[test]
fn no_more_hands_after_the_game_is_over() {
    let dir = scratch();
    let d = dir.path();
    seed_game(d);
    let before = std::fs::read(d.join("s.yaml")).unwrap();
    let out = canasta(
        d,
        &["game", "add", "s.yaml", "--points", "Sie=10", "Wir=20"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("the game is over: Sie won after hand 6")
    );
    assert_eq!(std::fs::read(d.join("s.yaml")).unwrap(), before);
}

#[test]
fn a_tie_at_the_target_plays_on() {
    let dir = scratch();
    let d = dir.path();
    run(d, &["game", "new", "t.yaml", "--team", "A", "--team", "B"]);
    run(
        d,
        &["game", "add", "t.yaml", "--points", "A=5000", "B=5000"],
    );
    let v = show(d, "t.yaml");
    assert_eq!(v["winner"], Value::Null, "a tie at the target plays on");
    run(d, &["game", "add", "t.yaml", "--points", "B=-35", "A=0"]);
    let v = show(d, "t.yaml");
    assert_eq!(v["winner"], "A");
    assert_eq!(v["teams"][1]["total"], 4965);
}

#[test]
fn hands_from_round_files_and_from_the_pad() {
    let dir = scratch();
    let d = dir.path();
    run(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    assert_cmd_snapshot!(
        "add_round",
        canasta(d, &["game", "add", "g.yaml", "rounds/classic.yaml"])
    );
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=-200,-35",
            "They=600,345",
        ],
    );
    run(
        d,
        &["game", "add", "g.yaml", "--points", "They=-235", "We=120"],
    );
    let v = show(d, "g.yaml");
    assert_eq!(v["teams"][0]["total"], 910 - 235 + 120);
    assert_eq!(v["teams"][1]["total"], -55 + 945 - 235);
    assert_eq!(v["hands"][0]["teams"][0]["bonus"], 800);
    assert_eq!(v["hands"][0]["teams"][0]["cards"], 110);
    assert_eq!(v["hands"][2]["teams"][1]["bonus"], Value::Null);
    assert_eq!(v["hands"][2]["teams"][1]["hand"], -235);
    // Below 0 classic asks for 15, from 0 up 50.
    assert_eq!(v["teams"][0]["minimum"], 50);
    assert_cmd_snapshot!("show_mixed", canasta(d, &["game", "show", "g.yaml"]));
}

#[test]
fn undo_and_edit_recompute_every_later_total() {
    let dir = scratch();
    let d = dir.path();
    seed_game(d);
    // Hand 2 of the seed with Wir's 900 bonus entered as 400 instead.
    run(d, &["game", "undo", "s.yaml"]);
    let out = run(
        d,
        &[
            "game",
            "edit",
            "s.yaml",
            "2",
            "--points",
            "Sie=400,120",
            "Wir=400,410",
        ],
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("replaced hand 2"));
    let v = show(d, "s.yaml");
    let wir: Vec<i64> = v["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["teams"][1]["total"].as_i64().unwrap())
        .collect();
    assert_eq!(wir, vec![280, 1090, 1485, 2605, 2880]);
    // 1090 and 1485 are below 1500 now: 50; 2605 is over: 90.
    assert_eq!(v["hands"][1]["teams"][1]["minimum"], 50);
    assert_eq!(v["hands"][3]["teams"][1]["minimum"], 90);
    // Edit it back, with a round file this time for hand 1.
    run(
        d,
        &[
            "game",
            "edit",
            "s.yaml",
            "2",
            "--points",
            "Sie=400,120",
            "Wir=900,410",
        ],
    );
    run(d, &["game", "edit", "s.yaml", "1", "rounds/penalties.yaml"]);
    let v = show(d, "s.yaml");
    assert_eq!(v["hands"][0]["teams"][0]["hand"], 675);
    assert_eq!(v["hands"][0]["teams"][1]["hand"], -125);
    assert_eq!(v["hands"][4]["teams"][1]["total"], 3380 - 280 - 125);
    let out = canasta(
        d,
        &["game", "edit", "s.yaml", "9", "--points", "Sie=1", "Wir=2"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no hand 9"));
}

#[test]
fn new_never_overwrites() {
    let dir = scratch();
    let d = dir.path();
    run(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    let before = std::fs::read(d.join("g.yaml")).unwrap();
    let out = canasta(d, &["game", "new", "g.yaml", "--team", "X", "--team", "Y"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("already exists"));
    assert_eq!(std::fs::read(d.join("g.yaml")).unwrap(), before);
}

#[test]
fn the_rule_set_is_stored_when_the_game_starts() {
    let dir = scratch();
    let d = dir.path();
    std::fs::write(
        d.join("house.yaml"),
        "extends: classic\nname: house\ngame: {target: 1000}\n",
    )
    .unwrap();
    run(
        d,
        &[
            "game",
            "new",
            "g.yaml",
            "--team",
            "We",
            "--team",
            "They",
            "--rules",
            "house.yaml",
        ],
    );
    // The house rules change after the game started: the game keeps its own.
    std::fs::write(
        d.join("house.yaml"),
        "extends: classic\nname: house\ngame: {target: 9000}\n",
    )
    .unwrap();
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=900,200",
            "They=0,5",
        ],
    );
    let v = show(d, "g.yaml");
    assert_eq!(v["winner"], "We");
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    assert!(text.contains("target: 1000"), "{text}");
    assert!(
        text.contains("concealed_bonus: 200"),
        "the whole rule set is stored"
    );
}

#[test]
fn points_must_name_every_team_once() {
    let dir = scratch();
    let d = dir.path();
    run(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    let before = std::fs::read(d.join("g.yaml")).unwrap();
    for (args, words) in [
        (vec!["--points", "We=100,20"], "no points for team `They`"),
        (vec!["--points", "We=1", "We=2", "They=3"], "given twice"),
        (vec!["--points", "Us=1", "They=3"], "`Us` is not a team"),
        (
            vec!["--points", "We=1,2,3", "They=3"],
            "BONUS,CARDS or a TOTAL",
        ),
        (
            vec!["--points", "We=lots", "They=3"],
            "`lots` is not a whole number",
        ),
        (vec!["--points", "We", "They=3"], "no `=`"),
    ] {
        let mut all = vec!["game", "add", "g.yaml"];
        all.extend(args);
        let out = canasta(d, &all).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{all:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(words), "{all:?}: {err}");
        assert_eq!(std::fs::read(d.join("g.yaml")).unwrap(), before);
    }
}

/// CLI.md writes `--team <NAME>...`: several names after one flag, or the
/// flag repeated, give the same sheet.
#[test]
fn teams_may_follow_one_flag_or_repeat_it() {
    let dir = scratch();
    run(
        dir.path(),
        &["game", "new", "a.yaml", "--team", "We", "They"],
    );
    run(
        dir.path(),
        &["game", "new", "b.yaml", "--team", "We", "--team", "They"],
    );
    let names = |v: &Value| -> Vec<String> {
        v["teams"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&show(dir.path(), "a.yaml")), ["We", "They"]);
    assert_eq!(
        show(dir.path(), "a.yaml")["teams"],
        show(dir.path(), "b.yaml")["teams"]
    );
}

/// Traditional's five players: a pair against three, one of the three
/// sitting out each hand; the sheet and its rounds keep the count.
#[test]
fn traditional_five_players_are_a_pair_against_three() {
    let dir = scratch();
    let d = dir.path();
    run(
        d,
        &[
            "--rules",
            "traditional",
            "--players",
            "5",
            "game",
            "new",
            "g.yaml",
            "--team",
            "Pair",
            "--team",
            "Three",
        ],
    );
    std::fs::write(
        d.join("r.yaml"),
        "teams:\n  - name: Pair\n    melds: [hK dK cK sK hK dK cK]\n    went_out: true\n  - name: Three\n    hand: c4\n",
    )
    .unwrap();
    run(d, &["game", "add", "g.yaml", "r.yaml"]);
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    assert!(text.contains("count: 5"), "{text}");
    let v = show(d, "g.yaml");
    assert_eq!(v["teams"][0]["total"], 670);
    assert_eq!(v["teams"][1]["total"], -5);
    // Three sides of five players do not make a pair against three.
    let out = canasta(
        d,
        &[
            "--rules",
            "traditional",
            "--players",
            "5",
            "game",
            "new",
            "h.yaml",
            "--team",
            "A",
            "--team",
            "B",
            "--team",
            "C",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!d.join("h.yaml").exists());
}
