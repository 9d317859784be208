//! The score keeper in German (`--lang de`, `CANASTA_LANG=de`): `score`,
//! the sheet of `game`, beside the English snapshots of the same commands.

use std::path::Path;
use std::process::{Command, Output};

use insta_cmd::assert_cmd_snapshot;
use serde_json::Value;

/// `canasta` in `dir` with the language given by `--lang de`.
fn de(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    cmd.args(args)
        .arg("--lang")
        .arg("de")
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
        // The log's local times: Central European.
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3");
    cmd
}

fn run(cmd: &mut Command) -> Output {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn text(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn score_in_german() {
    assert_cmd_snapshot!(
        "score_classic_de",
        de(root(), &["score", "fixtures/rounds/classic.yaml"])
    );
    assert_cmd_snapshot!(
        "score_concealed_de",
        de(
            root(),
            &["score", "fixtures/rounds/verschaerft-concealed.yaml"]
        )
    );
    assert_cmd_snapshot!(
        "score_red_threes_no_meld_de",
        de(
            root(),
            &["score", "fixtures/rounds/red-threes-no-meld.yaml"]
        )
    );
    assert_cmd_snapshot!(
        "score_modern_american_de",
        de(
            root(),
            &["score", "fixtures/rounds/modern-american-hand-sets.yaml"]
        )
    );
}

#[test]
fn score_json_keeps_its_keys_and_numbers_in_german() {
    let args = ["score", "fixtures/rounds/classic.yaml", "--format", "json"];
    let german: Value = serde_json::from_slice(&run(&mut de(root(), &args)).stdout).unwrap();
    let mut en = crate::common::bin();
    en.args(args).current_dir(root()).env("CANASTA_LANG", "en");
    let english: Value = serde_json::from_slice(&run(&mut en).stdout).unwrap();
    assert_eq!(
        crate::common::team_totals(&german),
        crate::common::team_totals(&english)
    );
    let what = |v: &Value| {
        v["teams"][0]["lines"][0]["what"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(what(&english).starts_with("meld "), "{}", what(&english));
    assert!(what(&german).starts_with("Meldung "), "{}", what(&german));
}

#[test]
fn canasta_lang_chooses_german_too() {
    let mut cmd = crate::common::bin();
    cmd.args(["score", "fixtures/rounds/classic.yaml"])
        .current_dir(root())
        .env("CANASTA_LANG", "de");
    let out = text(&run(&mut cmd));
    assert!(out.starts_with("Runde gewertet nach klassisch"), "{out}");
    assert!(out.contains("Rundenergebnis"), "{out}");
    assert!(!out.contains("hand total"), "{out}");
}

/// A game of two sides that named their players, with a hand by points
/// and one by tally.
fn game(dir: &Path) {
    run(de(
        dir,
        &[
            "game",
            "new",
            "g.yaml",
            "--team",
            "Wir=Anna,Carla",
            "--team",
            "Sie=Bernd,Dora",
        ],
    )
    .env_remove("COLUMNS"));
    run(de(
        dir,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "Wir=600,345",
            "Sie=-200,-35",
        ],
    )
    .env_remove("COLUMNS"));
}

#[test]
fn the_sheet_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    game(d);
    let mut cmd = de(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--tally",
            "Wir=natural:1,red3:1,out,cards:120",
            "Sie=mixed:1,cards:-20",
        ],
    );
    cmd.env_remove("COLUMNS");
    assert_cmd_snapshot!("game_add_tally_de", cmd);
    let mut show = de(d, &["game", "show", "g.yaml"]);
    show.env_remove("COLUMNS");
    assert_cmd_snapshot!("game_show_de", show);
}

#[test]
fn the_sheet_in_german_fits_narrow_screens() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    game(d);
    for width in [100, 60, 41, 30] {
        let out = text(&run(
            de(d, &["game", "show", "g.yaml"]).env("COLUMNS", width.to_string())
        ));
        for line in out.lines() {
            assert!(
                line.chars().count() <= width,
                "{width} columns: {line:?}\n{out}"
            );
        }
        assert!(out.contains("Runde"), "{out}");
    }
    let mut narrow = de(d, &["game", "show", "g.yaml"]);
    narrow.env("COLUMNS", "41");
    assert_cmd_snapshot!("game_show_de_41", narrow);
}

/// A copy of a version 3 game file, whose log holds English words.
fn old_game(dir: &Path) {
    std::fs::copy(
        root().join("fixtures/games/version-3-log.yaml"),
        dir.join("old.yaml"),
    )
    .unwrap();
}

#[test]
fn a_version_3_log_reads_as_it_did_and_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    old_game(d);
    let mut en = crate::common::bin();
    en.args(["game", "log", "old.yaml"]).current_dir(d);
    // As the canasta that wrote the file showed it, word for word.
    assert_cmd_snapshot!("game_log_version_3_en", en);
    let mut show = crate::common::bin();
    show.args(["game", "show", "old.yaml", "--format", "json"])
        .current_dir(d);
    let totals: Value = serde_json::from_slice(&run(&mut show).stdout).unwrap();
    let totals: Vec<i64> = totals["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["total"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, vec![1665, 45]);
    assert_cmd_snapshot!("game_log_version_3_de", de(d, &["game", "log", "old.yaml"]));
    // Reading changes no file; the next change writes the current
    // version, whose log keeps the changes as data (since version 4).
    let before = std::fs::read_to_string(d.join("old.yaml")).unwrap();
    assert!(before.contains("version: 3"));
    run(&mut de(d, &["game", "undo", "old.yaml"]));
    let after = std::fs::read_to_string(d.join("old.yaml")).unwrap();
    assert!(after.contains("version: 7"), "{after}");
    assert!(
        after.contains("what: added\n  hand: 1\n  from: --points"),
        "{after}"
    );
    assert!(
        after.contains("what: other\n  text: scores read out at the table"),
        "{after}"
    );
}

#[test]
fn undo_redo_and_edit_summaries_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    game(d);
    let said = |args: &[&str]| {
        let out = text(&run(de(d, args).env("COLUMNS", "100")));
        out.lines().next().unwrap().to_string()
    };
    assert_eq!(
        said(&[
            "game",
            "add",
            "g.yaml",
            "--points",
            "Wir=600,345",
            "Sie=-200,-35"
        ]),
        "Runde 2 eingetragen aus --points"
    );
    assert_eq!(
        said(&[
            "game",
            "edit",
            "g.yaml",
            "2",
            "--points",
            "Wir=500,345",
            "Sie=-200,-35"
        ]),
        "Runde 2 ersetzt aus --points: Wir=600,345 Sie=-200,-35 → Wir=500,345 Sie=-200,-35"
    );
    assert_eq!(
        said(&["game", "undo", "g.yaml"]),
        "Bearbeitung von Runde 2 zurückgenommen (`game redo` stellt sie wieder her)"
    );
    assert_eq!(
        said(&["game", "redo", "g.yaml"]),
        "Bearbeitung von Runde 2 wiederhergestellt"
    );
    assert!(
        said(&["game", "undo", "g.yaml"]).starts_with("Bearbeitung von Runde 2 zurückgenommen")
    );
    assert_eq!(
        said(&["game", "undo", "g.yaml"]),
        "Runde 2 gestrichen (`game redo` trägt sie wieder ein)"
    );
    assert_eq!(
        said(&["game", "redo", "g.yaml"]),
        "Runde 2 wieder eingetragen"
    );
    assert_cmd_snapshot!(
        "game_log_de",
        de(d, &["game", "log", "g.yaml"]).env("COLUMNS", "100")
    );
}

#[test]
fn the_chart_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    game(d);
    let mut chart = de(d, &["game", "chart", "g.yaml"]);
    chart.env("COLUMNS", "60");
    assert_cmd_snapshot!("game_chart_de", chart);
    let out = text(&run(&mut de(
        d,
        &["game", "chart", "g.yaml", "--output", "c.svg"],
    )));
    assert_eq!(out, "c.svg geschrieben: 2 Parteien, 1 Runde\n");
    let svg = std::fs::read_to_string(d.join("c.svg")).unwrap();
    for words in [
        "Wettlauf bis 5000 (klassisch)",
        "Gesamtpunktestand",
        "\nRunde\n",
        "Spielziel 5000",
    ] {
        assert!(svg.contains(words), "{words} not in the SVG");
    }
    for english in ["The race", "running total", "\nhand\n", "target 5000"] {
        assert!(!svg.contains(english), "{english} in the German SVG");
    }
}

#[test]
fn stats_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    game(d);
    let mut stats = de(d, &["game", "stats", "g.yaml"]);
    stats.env("COLUMNS", "100");
    assert_cmd_snapshot!("game_stats_de", stats);
    let mut narrow = de(d, &["game", "stats", "g.yaml"]);
    narrow.env("COLUMNS", "40");
    assert_cmd_snapshot!("game_stats_de_40", narrow);
}

/// `game add g.yaml --lang de` on a pseudo-terminal; `None` where none
/// can be opened (the English prompt tests say so too).
fn ask_de(dir: &Path) -> Option<expectrl::Session> {
    let mut cmd = de(dir, &["game", "add", "g.yaml"]);
    cmd.env_remove("COLUMNS");
    crate::common::pty(cmd)
}

#[test]
fn the_questions_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    run(de(
        d,
        &["game", "new", "g.yaml", "--team", "Wir", "--team", "Sie"],
    )
    .env_remove("COLUMNS"));
    let Some(mut s) = ask_de(d) else { return };
    let mut answer = |question: &str, keys: &str| {
        s.expect(question)
            .unwrap_or_else(|e| panic!("waiting for `{question}`: {e}"));
        s.send(keys).unwrap();
    };
    let down = "\x1b[B\r";
    answer("Wir: natürliche Canastas [je 500]", "1\r");
    answer("Wir: gemischte Canastas [je 300]", "\r");
    answer("Wir: rote Dreien ausgelegt [100 für eine", "2\r");
    answer("Wir: ausgemacht?", down);
    answer(
        "Wir: Kartenwert, gemeldet minus Hand [darf negativ sein]",
        "185\r",
    );
    answer("Sie: natürliche Canastas", "\r");
    answer("Sie: gemischte Canastas", "\r");
    answer("Sie: rote Dreien ausgelegt", "1\r");
    answer("Sie: Kartenwert", "abc\r");
    answer("`abc` ist keine ganze Zahl, z. B. 185 oder -35", "-35\r");
    answer("Sie: überhaupt gemeldet?", down);
    answer("Wir: Bonus 800 + Karten 185 = 985", "");
    answer("Sie: Bonus -100 + Karten -35 = -135", "");
    answer("Diese Runde speichern?", "\r");
    s.expect(expectrl::Eof).unwrap();
    let log = text(&run(de(d, &["game", "log", "g.yaml"]).env("COLUMNS", "100")));
    assert!(
        log.contains("Runde 1 eingetragen (am Terminal abgefragt)"),
        "{log}"
    );
}

/// A German game night as the issue tells it: traditional, five players,
/// a pair against three, one of the three sitting out each hand.
#[test]
fn a_traditional_night_of_five_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut new = de(
        d,
        &[
            "--rules",
            "traditional",
            "--players",
            "5",
            "game",
            "new",
            "abend.yaml",
            "--team",
            "Paar=Anna,Bernd",
            "--team",
            "Drei=Carla,Dora,Emil",
        ],
    );
    new.env("COLUMNS", "100");
    assert_cmd_snapshot!("traditional_five_new_de", new);
    let mut add = de(
        d,
        &[
            "game",
            "add",
            "abend.yaml",
            "--points",
            "Paar=600,345",
            "Drei=-200,-35",
        ],
    );
    add.env("COLUMNS", "100");
    assert_cmd_snapshot!("traditional_five_add_de", add);
}

/// A round under traditional with a canasta of each kind and German
/// court cards (`hB`, `hD`) in a meld and in a hand.
const TRADITIONAL_ROUND: &str = "\
rules: traditional
teams:
  - name: Wir
    melds:
      - hK dK cK sK hK dK cK
      - hJ dJ cJ sJ hJ dJ jk
    hand: \"\"
    went_out: true
  - name: Sie
    melds:
      - h9 d9 c9
    hand: sQ c4
    went_out: false
";

/// The rule set's own words (traditional follows the German rule book:
/// "echter/unechter Canasta") in `score`, whether the round file or
/// `--rules` names it; English keeps the language's words.
#[test]
fn score_says_the_rule_sets_own_words() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("r.yaml"), TRADITIONAL_ROUND).unwrap();
    assert_cmd_snapshot!("score_traditional_de", de(d, &["score", "r.yaml"]));
    let by_flag = text(&run(&mut de(
        root(),
        &[
            "--rules",
            "traditional",
            "score",
            "fixtures/rounds/classic.yaml",
        ],
    )));
    assert!(by_flag.contains("echter Canasta (K)"), "{by_flag}");
    assert!(!by_flag.contains("natürlicher"), "{by_flag}");
    let classic = text(&run(&mut de(
        root(),
        &["score", "fixtures/rounds/classic.yaml"],
    )));
    assert!(classic.contains("natürlicher Canasta (K)"), "{classic}");
    let mut en = crate::common::bin();
    en.args(["score", "r.yaml"]).current_dir(d);
    let english = text(&run(&mut en));
    assert!(english.contains("natural canasta (K)"), "{english}");
    assert!(english.contains("mixed canasta (J)"), "{english}");
    assert!(english.contains("meld hJ dJ cJ sJ hJ dJ jk"), "{english}");
    // Programs read the cards in the notation, whatever the language;
    // the words of a line are the language's, as the referee's reasons.
    let json = text(&run(&mut de(d, &["score", "r.yaml", "--format", "json"])));
    assert!(
        json.contains("\"cards\": \"hJ dJ cJ sJ hJ dJ jk\""),
        "{json}"
    );
    assert!(
        json.contains("\"what\": \"unechter Canasta (B)\""),
        "{json}"
    );
}

/// The sheet of a game under traditional (its rule set from the game
/// file, not the command line) says the rule book's words too.
#[test]
fn the_sheet_says_the_rule_sets_own_words() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("r.yaml"), TRADITIONAL_ROUND).unwrap();
    run(&mut de(
        d,
        &[
            "--rules",
            "traditional",
            "game",
            "new",
            "g.yaml",
            "--team",
            "Wir",
            "--team",
            "Sie",
        ],
    ));
    run(&mut de(d, &["game", "add", "g.yaml", "r.yaml"]));
    // The sheet shows how a tally scored: in the rule book's words.
    let added = text(&run(&mut de(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--tally",
            "Wir=natural:1,mixed:1,out,cards:180",
            "Sie=cards:15",
        ],
    )));
    assert!(
        added.contains("echter Canasta 500, unechter Canasta 300"),
        "{added}"
    );
    let json = text(&run(&mut de(
        d,
        &["game", "show", "g.yaml", "--format", "json"],
    )));
    assert!(json.contains("echter Canasta"), "{json}");
    assert!(!json.contains("natürlicher"), "{json}");
    assert_cmd_snapshot!(
        "game_show_traditional_de",
        de(d, &["game", "show", "g.yaml"])
    );
}
