//! Game files and `game new` as a hostile user writes them (issue 24):
//! players named twice or in numbers the rule set does not seat, a bad
//! hand kept for `game redo` or `game undo`, times that are no times.
//! Each is refused with its place, exit 2, and no file changed.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

/// `canasta` in `dir` at 100 columns.
fn canasta(dir: &Path) -> Command {
    let mut cmd = crate::common::in_dir(dir);
    cmd.env("COLUMNS", "100");
    cmd
}

fn run(dir: &Path, args: &[&str]) -> Output {
    canasta(dir).args(args).output().unwrap()
}

fn ok(dir: &Path, args: &[&str]) -> String {
    let out = run(dir, args);
    assert!(
        out.status.success(),
        "canasta {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Exit 2, stderr holding each of `words`, and the folder as it was.
fn refused(dir: &Path, args: &[&str], words: &[&str]) -> String {
    let before = crate::common::folder_snapshot(dir);
    let out = run(dir, args);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "canasta {args:?}: {err}");
    // Wherever the report wrapped its lines.
    let flow = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    for w in words {
        assert!(
            flow(&err).contains(&flow(w)),
            "canasta {args:?}: `{w}` in {err}"
        );
    }
    assert_eq!(
        crate::common::folder_snapshot(dir),
        before,
        "canasta {args:?} changed a file"
    );
    err
}

/// Issue 24, item 6: a player on both sides or twice on one, in any
/// case, is refused by `game new`, as are sides the rule set does not
/// seat; no file is made.
#[test]
fn game_new_refuses_players_named_twice_or_not_seated() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (args, says) in [
        (
            &["--team", "We=Anna,Bob", "--team", "They=Carl,anna"][..],
            "`anna` plays for `We` and for `They`",
        ),
        (
            &["--team", "We=Anna,Anna", "--team", "They=Carl,Dora"],
            "`Anna` is named twice for `We`",
        ),
        (
            &["--team", "We= Bob ,Anna", "--team", "They=BOB,Dora"],
            "`BOB` plays for `We` and for `They`",
        ),
        (
            &["--team", "We=Anna", "--team", "They=Bob,Carl"],
            "`We` names 1 player, but a side under classic is 2 players",
        ),
        (
            &["--team", "We=A,B,C", "--team", "They=D,E,F"],
            "`We` names 3 players, but a side under classic is 2 players",
        ),
        (
            &[
                "--rules",
                "traditional",
                "--players",
                "5",
                "--team",
                "We=A,B,C",
                "--team",
                "They=D,E,F",
            ],
            "the sides name 6 players, but 5 play under traditional",
        ),
    ] {
        let mut all = vec!["game", "new", "g.yaml"];
        all.extend_from_slice(args);
        refused(d, &all, &[says]);
        assert!(!d.join("g.yaml").exists());
    }
    let mut all = vec!["--lang", "de", "game", "new", "g.yaml"];
    all.extend_from_slice(&["--team", "Wir=Anna,Bob", "--team", "Ihr=Carl,ANNA"]);
    refused(d, &all, &["`ANNA` spielt für `Wir` und für `Ihr`"]);
    // The players a rule set seats at another number set it, where
    // `--players` does not: five at traditional, a pair against three.
    ok(
        d,
        &[
            "--rules",
            "traditional",
            "game",
            "new",
            "g.yaml",
            "--team",
            "We=A,B",
            "--team",
            "They=C,D,E",
        ],
    );
    let v: Value =
        serde_json::from_str(&ok(d, &["--format", "json", "game", "show", "g.yaml"])).unwrap();
    assert_eq!(v["sitting_out"], serde_json::json!(["E"]), "{v}");
}

/// Issue 24, item 6: a file that already names a player twice still
/// reads, and `game stats` counts that player once.
#[test]
fn an_old_file_with_a_player_twice_reads_and_counts_them_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &[
            "game",
            "new",
            "g.yaml",
            "--team",
            "We=Anna,Bob",
            "--team",
            "They=Carl,Dora",
        ],
    );
    for (we, they) in [("We=300,100", "They=0,50"), ("We=100,20", "They=100,40")] {
        ok(d, &["game", "add", "g.yaml", "--points", we, they]);
    }
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    let text = text.replacen("  - Dora\n", "  - anna\n", 1);
    assert!(text.contains("  - anna\n"), "{text}");
    std::fs::write(d.join("g.yaml"), text).unwrap();
    ok(d, &["game", "show", "g.yaml"]);
    let v: Value =
        serde_json::from_str(&ok(d, &["--format", "json", "game", "stats", "g.yaml"])).unwrap();
    let players = v["players"].as_array().unwrap();
    let names: Vec<&str> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names
            .iter()
            .filter(|n| n.eq_ignore_ascii_case("anna"))
            .count(),
        1,
        "{v}"
    );
    let anna = players.iter().find(|p| p["name"] == "Anna").unwrap();
    assert_eq!(
        (anna["games"].as_u64(), anna["hands"].as_u64()),
        (Some(1), Some(2)),
        "{v}"
    );
}

/// The 1-based line and column of the first `needle` in `text`, after
/// the first `after`.
fn place(text: &str, after: &str, needle: &str) -> (usize, usize) {
    let from = text.find(after).unwrap();
    let at = from + text[from..].find(needle).unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let column = at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, column)
}

/// Issue 24, item 12: a bad tally kept for `game redo` (or for `game
/// undo` to put back) is found when the file is read, at its file, line
/// and column, not only by the change, and nothing is changed.
#[test]
fn a_bad_kept_tally_is_found_where_it_stands() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    ok(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--tally",
            "We=natural,out,cards:100",
            "They=cards:-20",
        ],
    );
    ok(d, &["game", "undo", "g.yaml"]);
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    let bad = text.replacen(
        "tally: natural:1,out,cards:100",
        "tally: natural:2,out,cards:100",
        1,
    );
    assert_ne!(bad, text);
    std::fs::write(d.join("g.yaml"), &bad).unwrap();
    // The caret at the bad `tally:` itself (issue 31 item 6).
    let (line, column) = place(&bad, "\nredo:", "tally: natural:2");
    let at = format!("g.yaml:{line}:{column}");
    for args in [
        &["game", "show", "g.yaml"][..],
        &["game", "redo", "g.yaml"],
        &["game", "add", "g.yaml", "--points", "We=5", "They=0"],
    ] {
        refused(
            d,
            args,
            &["redo[0].put: hand 1: the tally of team `We`", &at],
        );
    }
    let out = run(d, &["--format", "json", "game", "show", "g.yaml"]);
    let v: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(
        (
            &v["error"]["file"],
            &v["error"]["line"],
            &v["error"]["column"]
        ),
        (
            &Value::from("g.yaml"),
            &Value::from(line),
            &Value::from(column)
        ),
        "{v}"
    );
    // The hand `game undo` would put back, kept with an edit.
    std::fs::write(d.join("g.yaml"), &text).unwrap();
    ok(d, &["game", "redo", "g.yaml"]);
    ok(
        d,
        &["game", "edit", "g.yaml", "1", "--points", "We=5", "They=0"],
    );
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    let bad = text.replacen("tally: cards:-20", "tally: cards:-25", 1);
    assert_ne!(bad, text);
    std::fs::write(d.join("g.yaml"), &bad).unwrap();
    let (line, column) = place(&bad, "\nedits:", "tally: cards:-25");
    refused(
        d,
        &["game", "undo", "g.yaml"],
        &[
            "edits[0].was: hand 1: the tally of team `They`",
            &format!("g.yaml:{line}:{column}"),
        ],
    );
}

/// Issue 24, item 13: a time in a game file that is no RFC 3339 time is
/// refused at its line, in either language.
#[test]
fn times_that_are_no_times_are_refused_at_their_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    ok(d, &["game", "add", "g.yaml", "--points", "We=5", "They=0"]);
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    for (from, to) in [
        ("added: 2026-11-23T20:00:00Z", "added: yesterday"),
        ("added: 2026-11-23T20:00:00Z", "added: 2026-02-30T20:00:00Z"),
        ("- at: 2026-11-23T20:00:00Z", "- at: 2026-11-23T25:00:00Z"),
        ("- at: 2026-11-23T20:00:00Z", "- at: ''"),
    ] {
        let bad = text.replacen(from, to, 1);
        assert_ne!(bad, text, "{from}");
        std::fs::write(d.join("g.yaml"), &bad).unwrap();
        let value = to.split_once(": ").unwrap().1;
        let (line, column) = place(&bad, to, value);
        for (lang, says) in [
            ("en", "expected a time in RFC 3339"),
            ("de", "erwartet wird eine Zeit nach RFC 3339"),
        ] {
            refused(
                d,
                &["--lang", lang, "game", "log", "g.yaml"],
                &[says, &format!("g.yaml:{line}:{column}")],
            );
        }
    }
    // An offset and a fraction of a second are times too.
    let fine = text.replacen(
        "added: 2026-11-23T20:00:00Z",
        "added: 2026-11-23T21:00:00.5+01:00",
        1,
    );
    std::fs::write(d.join("g.yaml"), fine).unwrap();
    ok(d, &["game", "log", "g.yaml"]);
}
