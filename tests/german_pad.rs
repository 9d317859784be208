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
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z");
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
    assert!(out.starts_with("Runde gewertet nach classic"), "{out}");
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
