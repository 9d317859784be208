//! Errors in German and for programs: `--lang de` (or the environment)
//! words every error, its help line and the caret's label in German;
//! `--format json` makes an error one JSON object on stderr, its `code`
//! the same in every language. German reports are snapshots beside the
//! English ones of `errors.rs` (`integration__error_lang__*.snap`).

use std::path::Path;
use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

/// A good game file: seed 003's sheet, 6 hands (`game_errors.rs`).
const GAME: &str = include_str!("../fixtures/games/seed-003.yaml");

fn canasta(dir: &Path) -> Command {
    let mut cmd = crate::common::bin();
    cmd.current_dir(dir).env("NO_COLOR", "1");
    cmd
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A folder holding `g.yaml`: the good game with its first `team: Wir`
/// misspelt, a team the game does not have (line 15, column 11).
fn damaged_game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let bad = GAME.replacen("team: Wir", "team: Wri", 1);
    assert_ne!(bad, GAME);
    std::fs::write(dir.path().join("g.yaml"), bad).unwrap();
    dir
}

/// `german!(name, args...)`: in German, exit 2, empty stdout, and the
/// report's snapshot.
macro_rules! german {
    ($name:ident, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            let args: &[&str] = &["--lang", "de", $($arg),+];
            let out = canasta(root()).args(args).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "canasta {args:?}\n{stderr}");
            assert!(out.stdout.is_empty(), "canasta {args:?} wrote to stdout");
            assert!(stderr.starts_with("Fehler: "), "{stderr}");
            assert_cmd_snapshot!(canasta(root()).args(args));
        }
    };
}

// The same inputs as errors.rs's snapshots, in German.
german!(rank_14_does_not_exist, "meld", "h10", "h14", "s2");
german!(suit_unknown, "meld", "x5", "h5", "d5");
german!(rank_without_suit, "meld", "h10", "10", "s2");
german!(cards_run_together, "meld", "h10d10", "s2");
german!(empty_argument, "meld", "");
german!(double_comma, "meld", "h10,,d10 s2");
german!(three_copies_in_two_packs, "meld", "h5", "h5", "h5");
german!(five_jokers, "meld", "jk jk jk jk jk h5 h5");
german!(
    top_takes_one_card,
    "pickup",
    "--top",
    "h5 h6",
    "--hand",
    "h5 h5"
);
german!(
    rule_file_typo_field,
    "--rules",
    "fixtures/rules/typo-field.yaml",
    "meld",
    "h5",
    "d5",
    "c5"
);
german!(
    unknown_rule_set,
    "--rules",
    "clasic",
    "meld",
    "h5",
    "d5",
    "c5"
);
german!(
    round_file_bad_card,
    "score",
    "fixtures/rounds/bad/not-a-card.yaml"
);
german!(
    round_file_empty_meld,
    "score",
    "fixtures/rounds/bad/empty-meld.yaml"
);
// The round file's checks, the illegal meld quoting its reasons in the
// words of meld.ftl, a rule set that contradicts itself, a sum that does
// not fit.
german!(
    round_illegal_meld,
    "score",
    "fixtures/rounds/bad/modern-american-sevens-with-wild.yaml"
);
german!(
    round_merged_melds_illegal,
    "score",
    "fixtures/rounds/bad/merged-melds-illegal.yaml"
);
german!(
    round_two_went_out,
    "score",
    "fixtures/rounds/bad/two-went-out.yaml"
);
german!(
    round_unknown_special_hand,
    "score",
    "fixtures/rounds/bad/modern-american-unknown-special-hand.yaml"
);
german!(
    round_wrong_special_hand,
    "score",
    "fixtures/rounds/bad/modern-american-wrong-special-hand.yaml"
);
german!(
    round_foot_too_big,
    "score",
    "fixtures/rounds/bad/hand-and-foot-foot-too-big.yaml"
);
german!(
    round_out_with_incomplete_aces,
    "score",
    "fixtures/rounds/bad/modern-american-out-with-incomplete-aces.yaml"
);
german!(
    round_penalties_overflow,
    "score",
    "fixtures/rounds/penalties-overflow.yaml"
);
german!(
    rule_file_bands_out_of_order,
    "--rules",
    "fixtures/rules/bands-out-of-order.yaml",
    "meld",
    "h5",
    "d5",
    "c5"
);
german!(
    state_illegal_table_meld,
    "pickup",
    "--state",
    "fixtures/states/bad-table-meld.yaml"
);
german!(
    state_bad_card_in_a_meld,
    "pickup",
    "--top",
    "h5",
    "--state",
    "fixtures/states/bad-meld-card.yaml"
);
german!(
    players_not_for_livecanasta,
    "--rules",
    "livecanasta",
    "--players",
    "3",
    "meld",
    "h5",
    "d5",
    "c5"
);

// A YAML value of the wrong shape or a refused value: what was found and
// what was expected in German words, not the YAML reader's English.
german!(
    rule_file_wrong_type,
    "--rules",
    "fixtures/rules/wrong-type.yaml",
    "meld",
    "h5",
    "d5",
    "c5"
);
german!(
    rule_file_bad_rank,
    "--rules",
    "fixtures/rules/bad-rank.yaml",
    "meld",
    "h5",
    "d5",
    "c5"
);
german!(
    round_side_not_a_mapping,
    "score",
    "fixtures/rounds/bad/side-not-a-mapping.yaml"
);

#[test]
fn a_damaged_game_file_is_reported_in_german_and_left_as_it_was() {
    let dir = damaged_game();
    let before = std::fs::read(dir.path().join("g.yaml")).unwrap();
    let out = canasta(dir.path())
        .args(["--lang", "de", "game", "show", "g.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(std::fs::read(dir.path().join("g.yaml")).unwrap(), before);
    insta::assert_snapshot!(String::from_utf8_lossy(&out.stderr));
}

/// The JSON error of `canasta args` (with `env` set): exit 2, nothing on
/// stdout, and on stderr one JSON object holding `error` alone, with
/// exactly the keys CLI.md names.
fn json_error(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> serde_json::Value {
    let mut cmd = canasta(dir);
    cmd.envs(env.iter().copied()).args(args);
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "canasta {args:?}\n{stderr}");
    assert!(out.stdout.is_empty(), "canasta {args:?} wrote to stdout");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    let value: serde_json::Value = serde_json::from_str(&stderr).unwrap();
    let object = value.as_object().unwrap();
    assert_eq!(object.keys().collect::<Vec<_>>(), ["error"], "{stderr}");
    let error = object["error"].as_object().unwrap();
    assert_eq!(
        error.keys().collect::<Vec<_>>(),
        ["code", "message", "file", "line", "column"],
        "{stderr}"
    );
    object["error"].clone()
}

/// The error of `args` in English and in German: the same code, file and
/// place; the message in each language.
fn both(dir: &Path, args: &[&str]) -> (serde_json::Value, serde_json::Value) {
    let mut en = vec!["--format", "json"];
    en.extend(args);
    let english = json_error(dir, &[], &en);
    let mut de = vec!["--lang", "de"];
    de.extend(&en);
    let german = json_error(dir, &[], &de);
    for key in ["code", "file", "line", "column"] {
        assert_eq!(english[key], german[key], "{key} differs by language");
    }
    assert_ne!(english["message"], german["message"]);
    (english, german)
}

#[test]
fn a_bad_card_token_as_json_in_both_languages() {
    let (en, de) = both(root(), &["meld", "h10", "h14", "s2"]);
    insta::assert_snapshot!(format!("{en}\n{de}"), @r#"
    {"code":"no_such_rank","message":"meld: `h14`: rank 14 does not exist; ranks are 1–13 or A, J, Q, K (T for ten)","file":null,"line":null,"column":null}
    {"code":"no_such_rank","message":"meld: `h14`: einen Rang 14 gibt es nicht; Ränge sind 1–13 oder A, B, D, K (T für die Zehn)","file":null,"line":null,"column":null}
    "#);
}

#[test]
fn a_bad_rule_file_as_json_names_the_file_line_and_column() {
    let (en, de) = both(
        root(),
        &[
            "--rules",
            "fixtures/rules/typo-field.yaml",
            "meld",
            "h5 d5 c5",
        ],
    );
    assert_eq!(en["code"], "unknown_field");
    assert_eq!(en["file"], "fixtures/rules/typo-field.yaml");
    assert_eq!(
        (en["line"].as_u64(), en["column"].as_u64()),
        (Some(3), Some(3))
    );
    assert!(
        en["message"]
            .as_str()
            .unwrap()
            .starts_with("meld: unknown field `max_wild`, expected one of")
    );
    assert!(
        de["message"]
            .as_str()
            .unwrap()
            .starts_with("meld: unbekanntes Feld `max_wild`, erwartet wird eines von")
    );
}

#[test]
fn a_bad_game_file_as_json_names_the_file_line_and_column() {
    let dir = damaged_game();
    let (en, de) = both(dir.path(), &["game", "show", "g.yaml"]);
    insta::assert_snapshot!(format!("{en}\n{de}"), @r#"
    {"code":"unknown_team","message":"hand 1 names team `Wri`, which is not in this game (teams: Sie, Wir)","file":"g.yaml","line":15,"column":11}
    {"code":"unknown_team","message":"Runde 1 nennt die Partei `Wri`, die in diesem Spiel nicht mitspielt (Parteien: Sie, Wir)","file":"g.yaml","line":15,"column":11}
    "#);
}

#[test]
fn a_bad_argument_value_as_json_in_both_languages() {
    let (en, de) = both(root(), &["pickup", "--top", "h5 h6", "--hand", "h5 h5"]);
    insta::assert_snapshot!(format!("{en}\n{de}"), @r#"
    {"code":"one_card_only","message":"--top: takes one card, found 2","file":null,"line":null,"column":null}
    {"code":"one_card_only","message":"--top: erwartet eine Karte, angegeben sind 2","file":null,"line":null,"column":null}
    "#);
    let (en, _) = both(root(), &["--rules", "clasic", "meld", "h5 d5 c5"]);
    assert_eq!(en["code"], "unknown_rules");
    assert_eq!(en["file"], serde_json::Value::Null);
    let (en, de) = both(
        root(),
        &["game", "new", "g.yaml", "--team", "A", "--team", "A"],
    );
    assert_eq!(en["code"], "team_given_twice");
    assert_eq!(
        en["message"],
        "--team A is given twice: each side needs its own name"
    );
    assert_eq!(
        de["message"],
        "--team A ist zweimal angegeben: jede Partei braucht ihren eigenen Namen"
    );
    assert!(!root().join("g.yaml").exists());
    // An argument clap refuses: its code, and its first line as the message.
    let (en, _) = both(root(), &["meld", "--bogus"]);
    assert_eq!(en["code"], "usage");
    assert_eq!(en["message"], "unexpected argument '--bogus' found");
}

#[test]
fn a_round_file_error_as_json_names_the_round_file() {
    let (en, _) = both(root(), &["score", "fixtures/rounds/bad/not-a-card.yaml"]);
    assert_eq!(en["code"], "no_such_rank");
    assert_eq!(en["file"], "fixtures/rounds/bad/not-a-card.yaml");
    assert_eq!(
        (en["line"].as_u64(), en["column"].as_u64()),
        (Some(4), Some(11))
    );
}

#[test]
fn the_language_of_an_error_comes_from_the_environment_too() {
    let args = ["--format", "json", "meld", "h10", "h14", "s2"];
    for (var, value) in [
        ("CANASTA_LANG", "de"),
        ("LC_ALL", "de_DE.UTF-8"),
        ("LANG", "de_AT.UTF-8"),
    ] {
        let error = json_error(root(), &[(var, value)], &args);
        let message = error["message"].as_str().unwrap();
        assert!(
            message.contains("gibt es nicht"),
            "{var}={value}: {message}"
        );
    }
    // `--lang` wins over the environment.
    let mut english = vec!["--lang", "en"];
    english.extend(args);
    let error = json_error(root(), &[("CANASTA_LANG", "de")], &english);
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("does not exist")
    );
}

#[test]
fn without_format_json_an_error_is_the_report_for_people() {
    let out = canasta(root())
        .args(["--format", "table", "meld", "h14"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "));
}

/// `canasta --lang de game show g.yaml` on the good game changed by
/// `change`: exit 2, nothing on stdout, the file unchanged, and the
/// report's snapshot.
fn german_game_show(name: &str, change: impl Fn(&str) -> String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.yaml");
    let bad = change(GAME);
    assert_ne!(bad, GAME);
    std::fs::write(&path, &bad).unwrap();
    let out = canasta(dir.path())
        .args(["--lang", "de", "game", "show", "g.yaml"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.starts_with("Fehler: "), "{stderr}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), bad);
    insta::assert_snapshot!(name, stderr);
}

/// The last hand of the good game, as the file writes it.
fn last_hand(game: &str) -> &str {
    let start = game.find("\nhands:\n").unwrap() + 8;
    let end = game.find("\nrules:").unwrap();
    let hands = &game[start..=end];
    &hands[hands.rfind("- from:").unwrap()..]
}

#[test]
fn game_file_naming_its_rule_set() {
    german_game_show("game_file_naming_its_rule_set", |g| {
        format!("{}rules: classic\n", &g[..g.find("rules:").unwrap()])
    });
}

#[test]
fn game_file_of_a_newer_version() {
    german_game_show("game_file_of_a_newer_version", |g| {
        g.replacen("teams:", "version: 99\nteams:", 1)
    });
}

#[test]
fn game_file_version_not_a_number() {
    german_game_show("game_file_version_not_a_number", |g| {
        g.replacen("teams:", "version: [4]\nteams:", 1)
    });
}

#[test]
fn game_file_with_a_hand_after_the_end() {
    german_game_show("game_file_with_a_hand_after_the_end", |g| {
        let last = last_hand(g);
        g.replacen("\nrules:", &format!("\n{last}rules:"), 1)
            .replacen("\n\nrules:", "\nrules:", 1)
    });
}

#[test]
fn game_file_with_an_edit_that_does_not_fit() {
    german_game_show("game_file_with_an_edit_that_does_not_fit", |g| {
        g.replacen(
            "\nrules:",
            "\nedits:\n- hand: 9\n  after: 6\n  was:\n    scores: []\nrules:",
            1,
        )
    });
}

#[test]
fn game_add_with_another_hand_number() {
    let dir = tempfile::tempdir().unwrap();
    let new = canasta(dir.path())
        .args(["game", "new", "g.yaml", "--rules", "classic"])
        .args(["--team", "Wir", "--team", "Sie"])
        .output()
        .unwrap();
    assert!(new.status.success(), "{new:?}");
    let before = std::fs::read_to_string(dir.path().join("g.yaml")).unwrap();
    let round = std::fs::read_to_string(root().join("fixtures/rounds/classic-german.yaml"))
        .unwrap()
        .replacen("rules: classic", "rules: classic\nhand_number: 3", 1);
    std::fs::write(dir.path().join("r.yaml"), round).unwrap();
    let out = canasta(dir.path())
        .args(["--lang", "de", "game", "add", "g.yaml", "r.yaml"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("g.yaml")).unwrap(),
        before
    );
    insta::assert_snapshot!(stderr);
}

// The deck's help line with the packs for other numbers of players, and a
// laid card the hand does not hold.
german!(
    hand_and_foot_eleven_jokers,
    "--rules",
    "hand-and-foot",
    "--players",
    "4",
    "meld",
    "jk jk jk jk jk jk jk jk jk jk jk h5 h5"
);
german!(
    laid_card_not_in_hand,
    "go-out",
    "--hand",
    "h5 d5",
    "--lay",
    "h5 d5 c5"
);

#[test]
fn the_deck_help_line_lists_the_other_player_counts_in_english_too() {
    let out = canasta(root())
        .args(["--lang", "en", "--rules", "hand-and-foot", "--players", "4"])
        .args(["meld", "jk jk jk jk jk jk jk jk jk jk jk h5 h5"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    insta::assert_snapshot!(String::from_utf8_lossy(&out.stderr));
}

#[test]
fn game_file_tally_of_the_wrong_shape() {
    german_game_show("game_file_tally_of_the_wrong_shape", |g| {
        g.replacen(
            "    total: 945
",
            "    total: 945
    tally: [mixed, 1]
",
            1,
        )
    });
}
