//! `game add GAME` alone asks side by side on a terminal: driven here
//! through a pseudo-terminal. Skipped, saying so, where none can be opened.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use expectrl::{Eof, Session};
use serde_json::Value;

fn canasta(dir: &Path) -> Command {
    let mut cmd = crate::common::bin();
    cmd.current_dir(dir)
        .env_remove("COLUMNS")
        .env_remove("CANASTA_RULES")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
        .env("NO_COLOR", "1");
    cmd
}

fn spawn(dir: &Path) -> Option<Session> {
    let mut cmd = canasta(dir);
    cmd.args(["game", "add", "g.yaml"]);
    match Session::spawn(cmd) {
        Ok(mut s) => {
            // A hang guard, not a timing: the prompts answer at once.
            s.set_expect_timeout(Some(Duration::from_secs(30)));
            Some(s)
        }
        Err(e) => {
            eprintln!("skipped: no pseudo-terminal here ({e})");
            None
        }
    }
}

fn answer(s: &mut Session, question: &str, keys: &str) {
    s.expect(question)
        .unwrap_or_else(|e| panic!("waiting for `{question}`: {e}"));
    s.send(keys).unwrap();
}

fn new_game(dir: &Path) {
    let out = canasta(dir)
        .args(["game", "new", "g.yaml", "--team", "We", "--team", "They"])
        .output()
        .unwrap();
    assert!(out.status.success());
}

#[test]
fn asks_side_by_side_and_saves_when_confirmed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let Some(mut s) = spawn(d) else { return };
    answer(&mut s, "We: natural canastas", "1\r");
    answer(&mut s, "We: mixed canastas", "\r");
    answer(&mut s, "We: red threes laid out", "2\r");
    // Down once: "yes".
    answer(&mut s, "We: went out?", "\x1b[B\r");
    answer(&mut s, "We: card points", "185\r");
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "\r");
    answer(&mut s, "They: red threes laid out", "1\r");
    // We went out: They are not asked.
    answer(&mut s, "They: card points", "-35\r");
    // The rule set did the arithmetic: 500 + 200 + 100; They melded
    // nothing, so their red three counts -100.
    s.expect("We: bonus 800 + cards 185 = 985").unwrap();
    s.expect("They: bonus -100 + cards -35 = -135").unwrap();
    answer(&mut s, "Save this hand?", "y\r");
    s.expect(Eof).unwrap();
    let out = canasta(d)
        .args(["game", "show", "g.yaml", "--format", "json"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["teams"][0]["total"], 985);
    assert_eq!(v["teams"][1]["total"], -135);
    assert_eq!(
        v["hands"][0]["teams"][0]["tally"],
        "natural:1,red3:2,out,cards:185"
    );
}

#[test]
fn nothing_is_saved_when_declined() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let before = std::fs::read(d.join("g.yaml")).unwrap();
    let Some(mut s) = spawn(d) else { return };
    answer(&mut s, "We: natural canastas", "1\r");
    answer(&mut s, "We: mixed canastas", "\r");
    answer(&mut s, "We: red threes laid out", "\r");
    answer(&mut s, "We: went out?", "\x1b[B\r");
    answer(&mut s, "We: card points", "\r");
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "\r");
    answer(&mut s, "They: red threes laid out", "\r");
    answer(&mut s, "They: card points", "\r");
    answer(&mut s, "Save this hand?", "n\r");
    s.expect("not saved").unwrap();
    s.expect(Eof).unwrap();
    assert_eq!(std::fs::read(d.join("g.yaml")).unwrap(), before);
}

/// modern-american: each wild canasta by its own item, and the costs the
/// rule set puts on what a side still holds.
#[test]
fn asks_for_what_the_rule_set_prices() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = canasta(d)
        .args(["game", "new", "g.yaml", "--rules", "modern-american"])
        .args(["--team", "We", "--team", "They"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let Some(mut s) = spawn(d) else { return };
    // Each side is asked the same questions, in this order (We went out:
    // They are not asked).
    let questions = [
        "natural canastas",
        "mixed canastas",
        "canastas of wild cards",
        "canastas of aces",
        "canastas of sevens",
        "canastas of wild-jokers",
        "canastas of wild-twos",
        "black threes laid out",
        "red threes laid out",
        "went out?",
        "incomplete aces melds",
        "incomplete sevens melds",
        "incomplete wild melds",
        "players caught with 3 or more aces",
        "players caught with 3 or more 7s",
        "threes caught in a hand",
        "card points",
    ];
    let we = [
        "2", "", "", "", "", "1", "", "", "", "\x1b[B", "", "", "", "", "", "", "100",
    ];
    let they = [
        "1", "", "", "", "", "", "", "", "", "", "1", "", "", "1", "", "1", "-20",
    ];
    for (side, answers) in [("We", we), ("They", they)] {
        for (question, keys) in questions.iter().zip(answers) {
            if side == "They" && *question == "went out?" {
                continue;
            }
            answer(&mut s, &format!("{side}: {question}"), &format!("{keys}\r"));
        }
    }
    // 2 × 500 + 2500 + 100 going out; 500 - 2500 - 1500, -20 - 100.
    s.expect("We: bonus 3600 + cards 100 = 3700").unwrap();
    s.expect("They: bonus -3500 + cards -120 = -3620").unwrap();
    answer(&mut s, "Save this hand?", "y\r");
    s.expect(Eof).unwrap();
    let out = canasta(d)
        .args(["game", "show", "g.yaml", "--format", "json"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["hands"][0]["teams"][1]["tally"],
        "natural:1,cards:-20,incomplete-aces:1,set-A:1,caught3:1"
    );
}

/// Issue 15, item 4: the prompt asks by the name as it is shown
/// everywhere, its control characters visible, never sending them.
#[test]
fn asks_by_a_name_whose_control_characters_show() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = canasta(d)
        .args([
            "game",
            "new",
            "g.yaml",
            "--team",
            "We\x1b]0;PWNED\x07",
            "--team",
            "They",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let Some(mut s) = spawn(d) else { return };
    let asked = s
        .expect(": natural canastas")
        .unwrap_or_else(|e| panic!("waiting for the first question: {e}"));
    let before = String::from_utf8_lossy(asked.before()).into_owned();
    assert!(before.contains("We^[]0;PWNED^G"), "{before:?}");
    assert!(!before.contains("\x1b]0;PWNED"), "{before:?}");
    // Stop: nothing is saved.
    s.send("\x03").unwrap();
    s.expect(Eof).unwrap();
}
