//! The score sheet's input errors (`--points`, `--tally`, a side's name)
//! in German beside English: typed faults worded by the catalogue, the
//! same code in both languages, the English words as they always were.

use std::path::Path;
use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

/// Seed 003's sheet (sides Sie and Wir, traditional): its game is over.
const OVER: &str = include_str!("../fixtures/games/seed-003.yaml");

/// A folder with `g.yaml`, a new game of Sie and Wir under traditional.
fn game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let out = canasta(dir.path())
        .args(["game", "new", "g.yaml", "--team", "Sie", "--team", "Wir"])
        .args(["--rules", "traditional"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    dir
}

fn canasta(dir: &Path) -> Command {
    let mut cmd = crate::common::bin();
    cmd.current_dir(dir).env("NO_COLOR", "1");
    cmd
}

/// `args` in German: exit 2, nothing on stdout, the game file unchanged,
/// and the report's snapshot.
fn german(args: &[&str]) -> (tempfile::TempDir, Vec<String>) {
    let dir = game();
    let before = std::fs::read_to_string(dir.path().join("g.yaml")).unwrap();
    let mut all = vec!["--lang".to_string(), "de".to_string()];
    all.extend(args.iter().map(|a| (*a).to_string()));
    let out = canasta(dir.path()).args(&all).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{all:?}");
    assert!(out.stdout.is_empty());
    let after = std::fs::read_to_string(dir.path().join("g.yaml")).unwrap();
    assert_eq!(after, before, "a refused hand changed the file");
    (dir, all)
}

#[test]
fn points_that_are_no_whole_number_in_german() {
    let (dir, args) = german(&["game", "add", "g.yaml", "--points", "Wir=100,5", "Sie=x"]);
    assert_cmd_snapshot!(canasta(dir.path()).args(&args));
}

#[test]
fn two_sides_out_by_tally_in_german() {
    let (dir, args) = german(&[
        "game",
        "add",
        "g.yaml",
        "--tally",
        "Wir=natural:2,out,cards:100",
        "Sie=natural:2,out,cards:100",
    ]);
    assert_cmd_snapshot!(canasta(dir.path()).args(&args));
}

#[test]
fn card_points_no_hand_scores_in_german() {
    let (dir, args) = german(&["game", "add", "g.yaml", "--points", "Wir=100,7", "Sie=0"]);
    assert_cmd_snapshot!(canasta(dir.path()).args(&args));
}

/// The error of `args` under `--format json` in `lang`: its code and
/// message.
fn json(dir: &Path, lang: &str, args: &[&str]) -> (String, String) {
    let out = canasta(dir)
        .args(["--lang", lang, "--format", "json"])
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    let e = &v["error"];
    (
        e["code"].as_str().unwrap().to_string(),
        e["message"].as_str().unwrap().to_string(),
    )
}

#[test]
fn sheet_errors_keep_their_english_and_have_german_words() {
    let dir = game();
    let cases: &[(&[&str], &str, &str, &str)] = &[
        (
            &["game", "add", "g.yaml", "--points", "Wir"],
            "points_no_equals",
            "--points Wir: no `=` between the team and its points",
            "--points Wir: kein `=` zwischen der Partei und ihren Punkten",
        ),
        (
            &["game", "add", "g.yaml", "--points", "X=5", "Wir=0"],
            "not_a_team",
            "--points X=5: `X` is not a team of this game (teams: Sie, Wir)",
            "--points X=5: `X` ist keine Partei dieses Spiels (Parteien: Sie, Wir)",
        ),
        (
            &["game", "add", "g.yaml", "--points", "Wir=3", "Sie=0"],
            "unscorable",
            "team `Wir`: total 3 is not a multiple of 5, and every total under this rule set is, so no hand under traditional scores it",
            "Partei `Wir`: die Summe 3 ist kein Vielfaches von 5, unter diesem Regelwerk ist jede Summe eines, also ergibt keine Runde unter traditional diese Punkte",
        ),
        (
            &[
                "game",
                "add",
                "g.yaml",
                "--tally",
                "Wir=natural",
                "Wir=mixed",
            ],
            "side_twice",
            "--tally Wir=mixed: team `Wir` is given twice",
            "--tally Wir=mixed: die Partei `Wir` ist zweimal angegeben",
        ),
        (
            &[
                "game",
                "add",
                "g.yaml",
                "--tally",
                "Wir=cards:abc",
                "Sie=mixed",
            ],
            "tally_not_card_points",
            "--tally Wir=cards:abc: `cards:abc`: `abc` is not a whole number",
            "--tally Wir=cards:abc: `cards:abc`: `abc` ist keine ganze Zahl",
        ),
        (
            &[
                "game",
                "add",
                "g.yaml",
                "--tally",
                "Wir=out:vielleicht",
                "Sie=mixed",
            ],
            "tally_not_a_flag",
            "--tally Wir=out:vielleicht: `out:vielleicht`: `vielleicht` is not yes or no (write `out` alone)",
            "--tally Wir=out:vielleicht: `out:vielleicht`: `vielleicht` ist weder ja noch nein (`aus` allein schreiben)",
        ),
    ];
    for (args, code, en, de) in cases {
        assert_eq!(
            json(dir.path(), "en", args),
            (code.to_string(), en.to_string())
        );
        assert_eq!(
            json(dir.path(), "de", args),
            (code.to_string(), de.to_string())
        );
    }
    // A game that is over takes no hand; the winners are a list.
    std::fs::write(dir.path().join("over.yaml"), OVER).unwrap();
    let cases: &[(&[&str], &str, &str, &str)] = &[(
        &["game", "add", "over.yaml", "--points", "Wir=0", "Sie=0"],
        "game_over",
        "the game is over: Sie won after hand 6; start a new game for the next one (or `game undo` to take the last hand back)",
        "das Spiel ist vorbei: nach Runde 6 gewonnen, Sieger: Sie; für das nächste ein neues Spiel beginnen (oder mit `game undo` die letzte Runde zurücknehmen)",
    )];
    for (args, code, en, de) in cases {
        assert_eq!(
            json(dir.path(), "en", args),
            (code.to_string(), en.to_string())
        );
        assert_eq!(
            json(dir.path(), "de", args),
            (code.to_string(), de.to_string())
        );
    }
}
