//! Exit codes a script can trust (issue 24): 2 always means nothing
//! changed, and a change that was saved but could not be reported (a full
//! disk, a closed pipe) is exit 3, so that a script retrying on 2 never
//! adds a hand twice.

use std::path::Path;
use std::process::{Output, Stdio};

use serde_json::Value;

use crate::common::{in_dir as canasta, ok_in as ok};

/// The game's hands, as `game show --format json` lists them.
fn hands(dir: &Path) -> usize {
    let out = canasta(dir)
        .args(["--format", "json", "game", "show", "g.yaml"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["hands"].as_array().unwrap().len()
}

/// Where a command's report cannot go: a full disk (Linux's `/dev/full`)
/// and a pipe whose reader is gone.
fn nowhere() -> Vec<(&'static str, Stdio)> {
    let mut out = Vec::new();
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        out.push(("/dev/full", Stdio::from(full)));
    }
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    out.push(("a closed pipe", Stdio::from(writer)));
    out
}

fn run_into(dir: &Path, args: &[&str], stdout: Stdio) -> Output {
    canasta(dir).args(args).stdout(stdout).output().unwrap()
}

/// Exit 3 and a line saying the file was saved.
fn saved_unreported(out: &Output, args: &[&str], to: &str, said: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "canasta {args:?} > {to}: {err}");
    assert!(err.contains(said), "canasta {args:?} > {to}: {err}");
}

#[test]
fn a_saved_change_whose_report_cannot_be_written_is_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    std::fs::write(
        d.join("round.yaml"),
        std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds/classic.yaml"),
        )
        .unwrap(),
    )
    .unwrap();
    let said = "g.yaml was saved, but the report of it could not be written";
    for (to, _) in nowhere() {
        for (args, change) in [
            (
                &["game", "add", "g.yaml", "--points", "We=100,5", "They=0,-5"][..],
                1,
            ),
            (&["game", "undo", "g.yaml"], -1),
            (&["game", "redo", "g.yaml"], 1),
            (&["game", "add", "g.yaml", "round.yaml"], 1),
            (
                &[
                    "game",
                    "add",
                    "g.yaml",
                    "--tally",
                    "We=natural,out,cards:100",
                    "They=cards:-20",
                ],
                1,
            ),
            (
                &["game", "edit", "g.yaml", "1", "--points", "We=50", "They=0"],
                0,
            ),
        ] {
            let stdout = nowhere().into_iter().find(|(t, _)| *t == to).unwrap().1;
            let before = hands(d);
            saved_unreported(&run_into(d, args, stdout), args, to, said);
            assert_eq!(
                hands(d) as isize,
                before as isize + change,
                "canasta {args:?} > {to}: saved once"
            );
        }
    }
}

#[test]
fn a_new_game_whose_report_cannot_be_written_is_exit_3_and_kept() {
    for (i, (to, stdout)) in nowhere().into_iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let args = ["game", "new", "g.yaml", "--team", "We", "--team", "They"];
        let out = run_into(d, &args, stdout);
        saved_unreported(&out, &args, to, "g.yaml was saved");
        assert_eq!(hands(d), 0, "#{i}: the game was started");
    }
}

/// Under `--format json` the news is one JSON object with its code and
/// the file; in German it is German.
#[test]
fn exit_3_is_said_as_json_and_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    let (_, stdout) = nowhere().pop().unwrap();
    let args = [
        "--format",
        "json",
        "game",
        "add",
        "g.yaml",
        "--points",
        "We=100,5",
        "They=0,-5",
    ];
    let out = run_into(d, &args, stdout);
    assert_eq!(out.status.code(), Some(3));
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["code"], "saved_not_reported");
    assert_eq!(err["error"]["file"], "g.yaml");
    let (_, stdout) = nowhere().pop().unwrap();
    let args = ["--lang", "de", "game", "undo", "g.yaml"];
    let out = run_into(d, &args, stdout);
    saved_unreported(&out, &args, "a closed pipe", "g.yaml ist gespeichert");
    assert_eq!(hands(d), 0);
}

/// A command that changes nothing keeps exit 2 for a report it cannot
/// write, and a reader that stops early (`| head`) is no error at all.
#[test]
fn a_report_of_nothing_changed_keeps_its_codes() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    for (to, stdout) in nowhere() {
        let out = run_into(d, &["game", "show", "g.yaml"], stdout);
        let code = if to == "a closed pipe" { 0 } else { 2 };
        assert_eq!(out.status.code(), Some(code), "game show > {to}");
    }
    // A refused change under a closed pipe is still exit 2, nothing saved.
    let (_, stdout) = nowhere().pop().unwrap();
    let out = run_into(d, &["game", "undo", "g.yaml"], stdout);
    assert_eq!(out.status.code(), Some(2));
}

/// One JSON object on stderr, exit 2.
fn json_error(args: &[&str]) -> Value {
    let out = crate::common::bin().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "canasta {args:?}");
    assert!(out.stdout.is_empty(), "canasta {args:?}");
    serde_json::from_slice(&out.stderr).unwrap_or_else(|e| {
        panic!(
            "canasta {args:?}: {e}: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// Issue 24, item 9: a usage error under `--format json` keeps what is
/// missing, and asking for JSON twice over is still JSON.
#[test]
fn usage_errors_under_json_say_what_is_missing() {
    for (args, says) in [
        (
            &["--format", "json", "game", "add"][..],
            "the following required arguments were not provided: <GAME.yaml>",
        ),
        (
            &["--lang", "de", "--format", "json", "game", "add"],
            "diese nötigen Argumente fehlen: <SPIEL.yaml>",
        ),
        (&["--format", "json", "meld"], "not provided: <CARDS>..."),
        (
            &["--format", "json", "--lang", "xx", "meld", "h5"],
            "invalid value 'xx' for '--lang <LANG>' [possible values: en, de]",
        ),
        (
            &["--format", "json", "--format", "table", "meld", "h5"],
            "'--format <FORMAT>' cannot be used multiple times",
        ),
        (
            &["--format", "table", "--format=json", "meld", "h5"],
            "'--format <FORMAT>' cannot be used multiple times",
        ),
        (
            &["--format", "json", "game"],
            "'canasta game' requires a subcommand but one was not provided [subcommands: new, add,",
        ),
    ] {
        let v = json_error(args);
        assert_eq!(v["error"]["code"], "usage", "canasta {args:?}");
        let message = v["error"]["message"].as_str().unwrap();
        assert!(message.contains(says), "canasta {args:?}: {message}");
        assert!(!message.contains('\n'), "canasta {args:?}: {message}");
    }
}

/// `canasta game` (or `rules`) with no command of its own is a command
/// line with something missing: exit 2 and its usage, in the language
/// chosen. Bare `canasta` asks for help.
#[test]
fn a_command_group_alone_is_refused_with_its_usage() {
    for (args, says) in [
        (&["game"][..], "Usage: canasta game [OPTIONS] <COMMAND>"),
        (&["rules"], "Usage: canasta rules [OPTIONS] <COMMAND>"),
        (
            &["--lang", "de", "game"],
            "Verwendung: canasta game [OPTIONEN] <BEFEHL>",
        ),
    ] {
        let out = crate::common::bin().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "canasta {args:?}: {err}");
        assert!(out.stdout.is_empty(), "canasta {args:?}");
        assert!(err.contains(says), "canasta {args:?}: {err}");
    }
    let out = crate::common::bin().output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Usage: canasta [OPTIONS] <COMMAND>"));
}
