//! `game add GAME` alone asks side by side on a terminal: driven here
//! through a pseudo-terminal. Skipped, saying so, where none can be opened.

use std::path::Path;
use std::process::Command;

use expectrl::{Eof, Session};
use serde_json::Value;

pub(crate) fn canasta(dir: &Path) -> Command {
    let mut cmd = crate::common::bin();
    cmd.current_dir(dir)
        .env_remove("COLUMNS")
        .env_remove("CANASTA_RULES")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
        .env("NO_COLOR", "1");
    cmd
}

pub(crate) fn spawn(dir: &Path) -> Option<Session> {
    let mut cmd = canasta(dir);
    cmd.args(["game", "add", "g.yaml"]);
    crate::common::pty(cmd)
}

pub(crate) fn answer(s: &mut Session, question: &str, keys: &str) {
    s.expect(question)
        .unwrap_or_else(|e| panic!("waiting for `{question}`: {e}"));
    s.send(keys).unwrap();
}

pub(crate) fn new_game(dir: &Path) {
    new_game_under(dir, "classic");
}

fn new_game_under(dir: &Path, rules: &str) {
    let out = canasta(dir)
        .args(["game", "new", "g.yaml", "--rules", rules])
        .args(["--team", "We", "--team", "They"])
        .output()
        .unwrap();
    assert!(out.status.success());
}

/// Down `n` times in a list, then enter.
pub(crate) fn down(n: usize) -> String {
    format!("{}\r", "\x1b[B".repeat(n))
}

pub(crate) fn show(d: &Path) -> Value {
    let out = canasta(d)
        .args(["game", "show", "g.yaml", "--format", "json"])
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout).unwrap()
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
    answer(&mut s, "We: went out?", &down(1));
    answer(&mut s, "We: card points", "185\r");
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "\r");
    answer(&mut s, "They: red threes laid out", "1\r");
    // We went out: They are not asked.
    answer(&mut s, "They: card points", "-35\r");
    // A red three and nothing that shows a meld: whether They melded is
    // 200 points, so it is asked, never guessed.
    answer(&mut s, "They: laid any meld?", &down(1));
    // The rule set did the arithmetic: 500 + 200 + 100; They melded
    // nothing, so their red three counts -100.
    s.expect("We: bonus 800 + cards 185 = 985").unwrap();
    s.expect("They: bonus -100 + cards -35 = -135").unwrap();
    answer(&mut s, "Save this hand?", "\r");
    s.expect(Eof).unwrap();
    let v = show(d);
    assert_eq!(v["teams"][0]["total"], 985);
    assert_eq!(v["teams"][1]["total"], -135);
    assert_eq!(
        v["hands"][0]["teams"][0]["tally"],
        "natural:1,red3:2,out,cards:185"
    );
    assert_eq!(
        v["hands"][0]["teams"][1]["tally"],
        "red3:1,unmelded,cards:-35"
    );
    // The log says the hand was asked for, not given with --tally.
    let log = canasta(d).args(["game", "log", "g.yaml"]).output().unwrap();
    let log = String::from_utf8_lossy(&log.stdout);
    assert!(
        log.contains("added hand 1 (asked at the terminal)"),
        "{log}"
    );
    assert!(!log.contains("--tally"), "{log}");
}

#[test]
fn no_changes_one_answer_and_keeps_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let Some(mut s) = spawn(d) else { return };
    answer(&mut s, "We: natural canastas", "1\r");
    answer(&mut s, "We: mixed canastas", "\r");
    answer(&mut s, "We: red threes laid out", "\r");
    answer(&mut s, "We: went out?", &down(1));
    answer(&mut s, "We: card points", "120\r");
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "1\r");
    answer(&mut s, "They: red threes laid out", "\r");
    answer(&mut s, "They: card points", "40\r");
    s.expect("They: bonus 300 + cards 40 = 340").unwrap();
    // No: change They's card points (the ninth answer), nothing else.
    answer(&mut s, "Save this hand?", &down(1));
    answer(&mut s, "Which answer to change?", &down(8));
    // The answer as it was is the default.
    answer(
        &mut s,
        "They: card points, melded minus held [may be negative] (40)",
        "45\r",
    );
    s.expect("We: bonus 600 + cards 120 = 720").unwrap();
    s.expect("They: bonus 300 + cards 45 = 345").unwrap();
    answer(&mut s, "Save this hand?", "\r");
    s.expect(Eof).unwrap();
    let v = show(d);
    assert_eq!(v["teams"][0]["total"], 720);
    assert_eq!(v["teams"][1]["total"], 345);
}

/// `back` (or `zurück`, in any language) opens the question answered last
/// again, its answer as the default; a list offers the way back as its
/// last choice.
#[test]
fn back_goes_to_the_question_before() {
    for (lang, words) in [
        (
            "en",
            [
                "We: natural canastas",
                "We: mixed canastas",
                "We: red threes laid out",
                "We: went out?",
                "We: card points",
                "They: natural canastas",
                "They: mixed canastas",
                "They: red threes laid out",
                "They: card points",
                "Save this hand?",
                "back",
            ],
        ),
        (
            "de",
            [
                "Wir: natürliche Canastas",
                "Wir: gemischte Canastas",
                "Wir: rote Dreien ausgelegt",
                "Wir: ausgemacht?",
                "Wir: Kartenwert",
                "Sie: natürliche Canastas",
                "Sie: gemischte Canastas",
                "Sie: rote Dreien ausgelegt",
                "Sie: Kartenwert",
                "Diese Runde speichern?",
                "zurück",
            ],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let (we, they) = if lang == "de" {
            ("Wir", "Sie")
        } else {
            ("We", "They")
        };
        let out = canasta(d)
            .args(["game", "new", "g.yaml", "--team", we, "--team", they])
            .output()
            .unwrap();
        assert!(out.status.success());
        let mut cmd = canasta(d);
        cmd.args(["game", "add", "g.yaml"])
            .env("CANASTA_LANG", lang);
        let Some(mut s) = crate::common::pty(cmd) else {
            return;
        };
        let [
            nat,
            mix,
            red,
            out,
            cards,
            their_nat,
            their_mix,
            their_red,
            their_cards,
            save,
            back,
        ] = words;
        // Nothing before the first question.
        answer(&mut s, nat, &format!("{back}\r"));
        s.expect("✗").unwrap();
        answer(&mut s, nat, "1\r");
        answer(&mut s, mix, &format!("{back}\r"));
        // The answer given is the default when asked again.
        s.expect(nat).unwrap();
        answer(&mut s, "(1) ", "2\r");
        answer(&mut s, mix, "\r");
        answer(&mut s, red, "\r");
        // A list: the way back is its last choice (no, yes, yes concealed).
        answer(&mut s, out, &down(3));
        answer(&mut s, red, "1\r");
        answer(&mut s, out, &down(1));
        answer(&mut s, cards, "100\r");
        answer(&mut s, their_nat, "\r");
        answer(&mut s, their_mix, "1\r");
        answer(&mut s, their_red, "\r");
        answer(&mut s, their_cards, &format!("{}\r", back.to_uppercase()));
        answer(&mut s, their_red, "\r");
        answer(&mut s, their_cards, "40\r");
        answer(&mut s, save, "\r");
        s.expect(Eof).unwrap();
        let v = show(d);
        assert_eq!(
            v["hands"][0]["teams"][0]["tally"], "natural:2,red3:1,out,cards:100",
            "{lang}"
        );
        assert_eq!(
            v["hands"][0]["teams"][1]["tally"], "mixed:1,cards:40",
            "{lang}"
        );
    }
}

#[test]
fn nothing_is_saved_when_thrown_away() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let before = std::fs::read(d.join("g.yaml")).unwrap();
    let Some(mut s) = spawn(d) else { return };
    answer(&mut s, "We: natural canastas", "1\r");
    answer(&mut s, "We: mixed canastas", "\r");
    answer(&mut s, "We: red threes laid out", "\r");
    answer(&mut s, "We: went out?", &down(1));
    answer(&mut s, "We: card points", "\r");
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "\r");
    answer(&mut s, "They: red threes laid out", "\r");
    answer(&mut s, "They: card points", "\r");
    answer(&mut s, "Save this hand?", &down(2));
    s.expect("not saved").unwrap();
    s.expect(Eof).unwrap();
    assert_eq!(std::fs::read(d.join("g.yaml")).unwrap(), before);
}

/// Going out with no canasta is refused as soon as it is answered, in
/// the prompt's words, and asked again.
#[test]
fn each_answer_is_checked_as_it_is_given() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let Some(mut s) = spawn(d) else { return };
    answer(&mut s, "We: natural canastas", "\r");
    answer(&mut s, "We: mixed canastas", "\r");
    answer(&mut s, "We: red threes laid out", "3\r");
    answer(&mut s, "We: went out?", &down(1));
    let refused = s
        .expect("team `We` went out with 0 canastas, but classic needs 1 to go out")
        .unwrap();
    assert!(!String::from_utf8_lossy(refused.before()).contains("--tally"));
    // Asked again at once, before any other question.
    answer(&mut s, "We: went out?", "\r");
    answer(&mut s, "We: card points", "15\r");
    answer(&mut s, "They: natural canastas", "1\r");
    answer(&mut s, "They: mixed canastas", "\r");
    // 3 + 2 red threes: more than the deck holds.
    answer(&mut s, "They: red threes laid out", "2\r");
    s.expect("5 red threes in one hand, but the deck holds 4")
        .unwrap();
    answer(&mut s, "They: red threes laid out", "1\r");
    answer(&mut s, "They: went out?", &down(1));
    answer(&mut s, "They: card points", "abc\r");
    s.expect("`abc` is not a whole number").unwrap();
    answer(&mut s, "They: card points", "33\r");
    s.expect("33").unwrap();
    s.expect("multiple of").unwrap();
    answer(&mut s, "They: card points", "35\r");
    answer(&mut s, "Save this hand?", "\r");
    s.expect(Eof).unwrap();
    assert_eq!(
        show(d)["hands"][0]["teams"][1]["hand"],
        500 + 100 + 100 + 35
    );
}

/// A 30 KB paste into a question costs time and output linear in its
/// length (it was quadratic: 68 s and 11.7 MB written).
#[test]
fn a_long_paste_is_refused_in_one_pass() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let Some(mut s) = spawn(d) else { return };
    s.expect("We: natural canastas").unwrap();
    let paste = "1".repeat(30_000);
    s.send(&paste).unwrap();
    s.send("\r").unwrap();
    let found = s.expect("is too long for an answer").unwrap();
    let written = found.before().len();
    assert!(
        written < 4 * paste.len(),
        "{written} bytes written for a paste of 30000"
    );
    answer(&mut s, "We: natural canastas", "1\r");
    s.expect("We: mixed canastas").unwrap();
}

/// `game edit GAME N` alone asks with hand N's answers as defaults.
#[test]
fn edit_asks_with_the_hands_own_answers() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let out = canasta(d)
        .args(["game", "add", "g.yaml", "--tally"])
        .args(["We=natural:2,red3,out,cards:150", "They=mixed,cards:-20"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let mut cmd = canasta(d);
    cmd.args(["game", "edit", "g.yaml", "1"]);
    let Some(mut s) = crate::common::pty(cmd) else {
        return;
    };
    // The stored answers are the defaults: only They's cards change.
    answer(&mut s, "We: natural canastas [500 each] (2)", "\r");
    answer(&mut s, "We: mixed canastas", "\r");
    answer(
        &mut s,
        "We: red threes laid out [100 for one; the rule set says when they count against the side] (1)",
        "\r",
    );
    answer(&mut s, "We: went out?", "\r");
    answer(
        &mut s,
        "We: card points, melded minus held [may be negative] (150)",
        "\r",
    );
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "\r");
    answer(&mut s, "They: red threes laid out", "\r");
    answer(&mut s, "They: card points", "-25\r");
    s.expect("hand 1:").unwrap();
    answer(&mut s, "Save this hand?", "\r");
    s.expect(Eof).unwrap();
    let v = show(d);
    assert_eq!(
        v["hands"][0]["teams"][0]["tally"],
        "natural:2,red3:1,out,cards:150"
    );
    assert_eq!(v["hands"][0]["teams"][1]["tally"], "mixed:1,cards:-25");
    // And `game undo` takes the edit back.
    let out = canasta(d)
        .args(["game", "undo", "g.yaml"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("took back the edit of hand 1"));
    assert_eq!(
        show(d)["hands"][0]["teams"][1]["tally"],
        "mixed:1,cards:-20"
    );
}

/// A hand entered as points is edited from its card points, in either
/// language.
#[test]
fn edit_of_points_starts_from_their_card_points() {
    for (lang, asked, cards, save) in [
        (
            "en",
            [
                "natural canastas",
                "mixed canastas",
                "red threes laid out",
                "went out?",
            ],
            "card points, melded minus held [may be negative]",
            "Save this hand?",
        ),
        (
            "de",
            [
                "natürliche Canastas",
                "gemischte Canastas",
                "rote Dreien ausgelegt",
                "ausgemacht?",
            ],
            "Kartenwert, gemeldet minus Hand [darf negativ sein]",
            "Diese Runde speichern?",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        new_game(d);
        let out = canasta(d)
            .args([
                "game",
                "add",
                "g.yaml",
                "--points",
                "We=300,85",
                "They=100,20",
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        let mut cmd = canasta(d);
        cmd.args(["game", "edit", "g.yaml", "1"])
            .env("CANASTA_LANG", lang);
        let Some(mut s) = crate::common::pty(cmd) else {
            return;
        };
        for (side, points) in [("We", 85), ("They", 20)] {
            for q in asked {
                answer(&mut s, &format!("{side}: {q}"), "\r");
            }
            answer(&mut s, &format!("{side}: {cards} ({points})"), "\r");
        }
        answer(&mut s, save, &down(2));
        s.expect(Eof).unwrap();
    }
}

/// modern-american: each wild canasta by its own item, the costs the rule
/// set puts on what a side still holds, a special hand offered, and no
/// question an earlier answer rules out.
#[test]
fn asks_for_what_the_rule_set_prices() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game_under(d, "modern-american");
    let Some(mut s) = spawn(d) else { return };
    // We went out: not asked for melds short of a canasta (they bar going
    // out); They are not offered a special hand or going out.
    let we = [
        ("a special hand laid?", "\r".to_string()),
        ("natural canastas", "2\r".into()),
        ("mixed canastas", "\r".into()),
        ("canastas of wild cards", "\r".into()),
        ("canastas of aces", "\r".into()),
        ("canastas of sevens", "\r".into()),
        ("canastas of wild-jokers", "1\r".into()),
        ("canastas of wild-twos", "\r".into()),
        ("black threes laid out", "\r".into()),
        ("red threes laid out", "\r".into()),
        ("went out?", down(1)),
        ("players caught with 3 or more aces", "\r".into()),
        ("players caught with 3 or more 7s", "\r".into()),
        ("threes caught in a hand", "\r".into()),
        ("card points", "100\r".into()),
    ];
    let they = [
        ("natural canastas", "1\r"),
        ("mixed canastas", "\r"),
        ("canastas of wild cards", "\r"),
        ("canastas of aces", "\r"),
        ("canastas of sevens", "\r"),
        ("canastas of wild-jokers", "\r"),
        ("canastas of wild-twos", "\r"),
        ("black threes laid out", "\r"),
        ("red threes laid out", "\r"),
        ("incomplete aces melds", "1\r"),
        ("incomplete sevens melds", "\r"),
        ("incomplete wild melds", "\r"),
        ("players caught with 3 or more aces", "1\r"),
        ("players caught with 3 or more 7s", "\r"),
        ("threes caught in a hand", "1\r"),
        ("card points", "-20\r"),
    ];
    for (question, keys) in &we {
        answer(&mut s, &format!("We: {question}"), keys);
    }
    for (question, keys) in they {
        answer(&mut s, &format!("They: {question}"), keys);
    }
    // 2 × 500 + 2500 + 100 going out; 500 - 2500 - 1500, -20 - 100.
    s.expect("We: bonus 3600 + cards 100 = 3700").unwrap();
    s.expect("They: bonus -3500 + cards -120 = -3620").unwrap();
    answer(&mut s, "Save this hand?", "\r");
    s.expect(Eof).unwrap();
    assert_eq!(
        show(d)["hands"][0]["teams"][1]["tally"],
        "natural:1,cards:-20,incomplete-aces:1,set-A:1,caught3:1"
    );
}

/// modern-american: a special hand is scored alone, so nothing else is
/// asked of that side; a side with no canasta gives its held card points.
#[test]
fn a_special_hand_is_offered_and_asks_no_more() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game_under(d, "modern-american");
    let Some(mut s) = spawn(d) else { return };
    // The sixth special hand of the rule set, by its name: garbage.
    answer(&mut s, "We: a special hand laid?", &down(6));
    s.expect("Garbage (3000)").unwrap();
    for question in [
        "natural canastas",
        "mixed canastas",
        "canastas of wild cards",
        "canastas of aces",
        "canastas of sevens",
        "canastas of wild-jokers",
        "canastas of wild-twos",
        "black threes laid out",
        "red threes laid out",
        "incomplete aces melds",
        "incomplete sevens melds",
        "incomplete wild melds",
        "players caught with 3 or more aces",
        "players caught with 3 or more 7s",
        "threes caught in a hand",
    ] {
        answer(&mut s, &format!("They: {question}"), "\r");
    }
    answer(&mut s, "They: card points", "-45\r");
    answer(
        &mut s,
        "They: of these, card points held in the hands",
        "45\r",
    );
    s.expect("We: bonus 3000 + cards 0 = 3000").unwrap();
    s.expect("They: bonus 0 + cards -45 = -45").unwrap();
    answer(&mut s, "Save this hand?", "\r");
    s.expect(Eof).unwrap();
    let v = show(d);
    assert_eq!(v["hands"][0]["teams"][0]["tally"], "out,special-garbage");
    assert_eq!(v["hands"][0]["teams"][1]["tally"], "cards:-45,held:45");
}

/// The special hands are offered by their names in the reader's language.
#[test]
fn special_hands_are_offered_by_their_names_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game_under(d, "modern-american");
    let mut cmd = canasta(d);
    cmd.args(["--lang", "de", "game", "add", "g.yaml"]);
    let Some(mut s) = crate::common::pty(cmd) else {
        return;
    };
    s.expect("We: Sonderhand ausgelegt?").unwrap();
    for name in [
        "Paare (2500)",
        "Paare mit wildem Paar (2000)",
        "Straße (3000)",
        "Müll (3000)",
    ] {
        s.expect(name)
            .unwrap_or_else(|e| panic!("waiting for `{name}`: {e}"));
    }
    // Down to the last of the list.
    s.send("\x1b[B".repeat(11)).unwrap();
    s.expect("Traumhand plus 5 (8500)").unwrap();
    // Stop: nothing is saved.
    s.send("\x03").unwrap();
    s.expect(Eof).unwrap();
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
