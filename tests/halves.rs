//! `game add` while sides' halves of the hand wait in the file (entered on
//! their phones through `canasta serve`): refused, naming them, unless
//! `--replace-halves`, and then the log says whose halves were dropped.

use std::path::Path;

use crate::common::{in_dir, ok_in};

/// A game whose next hand has Sie's half waiting, as the served pad
/// keeps it.
fn game_with_a_half(dir: &Path) -> String {
    ok_in(
        dir,
        &["game", "new", "g.yaml", "--team", "Wir", "--team", "Sie"],
    );
    let path = dir.join("g.yaml");
    let text = std::fs::read_to_string(&path).unwrap()
        + "halves:\n- hand: 1\n  team: Sie\n  way: tally\n  text: cards:-35\n  \
           at: 2026-11-23T20:00:00Z\n  by:\n    device: side\n    side: Sie\n";
    std::fs::write(&path, &text).unwrap();
    text
}

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = in_dir(dir).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_whole_hand_while_halves_wait_is_refused_naming_them() {
    let dir = tempfile::tempdir().unwrap();
    let before = game_with_a_half(dir.path());
    let hand = [
        "game",
        "add",
        "g.yaml",
        "--points",
        "Wir=600,120",
        "Sie=-35",
    ];
    let (code, _, err) = run(dir.path(), &hand);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("halves of hand 1 that Sie entered wait for the others"),
        "{err}"
    );
    assert!(err.contains("--replace-halves"), "{err}");
    let mut german = vec!["--lang", "de"];
    german.extend(hand);
    let (code, _, err) = run(dir.path(), &german);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("Hälften von Runde 1, eingetragen von Sie, warten auf die anderen"),
        "{err}"
    );
    assert!(err.contains("mit --replace-halves"), "{err}");
    let mut json = vec!["--format", "json"];
    json.extend(hand);
    let (code, _, err) = run(dir.path(), &json);
    assert_eq!(code, 2);
    let error: serde_json::Value = serde_json::from_str(&err).unwrap();
    assert_eq!(error["error"]["code"], "halves_waiting");
    // Asked at the terminal, it is refused before a question is asked.
    let (code, _, err) = run(dir.path(), &["game", "add", "g.yaml"]);
    assert_eq!(code, 2);
    assert!(err.contains("wait for the others"), "{err}");
    // Nothing changed, the half is still there.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("g.yaml")).unwrap(),
        before
    );
}

#[test]
fn replace_halves_drops_them_and_the_log_says_whose() {
    let dir = tempfile::tempdir().unwrap();
    game_with_a_half(dir.path());
    let (code, out, err) = run(
        dir.path(),
        &[
            "game",
            "add",
            "g.yaml",
            "--replace-halves",
            "--points",
            "Wir=600,120",
            "Sie=-35",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("added hand 1 from --points"), "{out}");
    let text = std::fs::read_to_string(dir.path().join("g.yaml")).unwrap();
    assert!(!text.contains("halves:"), "{text}");
    assert!(text.contains("what: halves_dropped"), "{text}");
    let (_, log, _) = run(dir.path(), &["game", "log", "g.yaml"]);
    assert!(
        log.contains("dropped the halves of hand 1 (entered by Sie)"),
        "{log}"
    );
    let (_, log, _) = run(dir.path(), &["--lang", "de", "game", "log", "g.yaml"]);
    assert!(
        log.contains("Hälften von Runde 1 verworfen (eingetragen von Sie)"),
        "{log}"
    );
    // Without halves waiting, the flag changes nothing.
    let (code, _, err) = run(
        dir.path(),
        &[
            "game",
            "add",
            "g.yaml",
            "--replace-halves",
            "--tally",
            "Wir=cards:50",
            "Sie=natural,out",
        ],
    );
    assert_eq!(code, 0, "{err}");
}
