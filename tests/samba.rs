//! Samba, Bolivia and Hand and Foot on the command line (issue 11):
//! sequences in `meld`, the rule set's own canasta kinds in JSON, rules that
//! change with the hand number, and their round files. Snapshots are in
//! `tests/snapshots/samba__*.snap`.

use crate::common::canasta;
use insta_cmd::assert_cmd_snapshot;

fn json(code: i32, args: &[&str]) -> serde_json::Value {
    let out = canasta().args(args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(code),
        "canasta {args:?}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("canasta {args:?}: {e}"))
}

case!(
    meld_samba_sequence,
    0,
    "--rules",
    "samba",
    "meld",
    "h4 h5 h6"
);
case!(
    meld_samba_canasta,
    0,
    "--rules",
    "samba",
    "meld",
    "s8 s9 s10 sJ sQ sK sA"
);
case!(
    meld_sequence_with_a_three,
    1,
    "--rules",
    "samba",
    "meld",
    "h3 h4 h5"
);
case!(
    meld_sequence_past_the_ace,
    1,
    "--rules",
    "samba",
    "meld",
    "hK hA h2"
);
case!(
    meld_sequence_of_two_suits,
    1,
    "--rules",
    "samba",
    "meld",
    "h4 d5 h6"
);
case!(
    meld_bolivia_eight_wild_cards,
    1,
    "--rules",
    "bolivia",
    "meld",
    "jk jk jk jk s2 s2 h2 d2"
);

#[test]
fn the_canasta_key_names_the_rule_sets_own_kind() {
    let kind = |rules: &str, cards: &str| {
        json(0, &["--rules", rules, "meld", cards, "--format", "json"])["canasta"].clone()
    };
    assert_eq!(kind("samba", "h4 h5 h6 h7 h8 h9 h10"), "samba");
    assert_eq!(kind("bolivia", "h4 h5 h6 h7 h8 h9 h10"), "escalera");
    assert_eq!(kind("bolivia", "jk jk jk jk s2 s2 h2"), "bolivia");
    assert_eq!(kind("samba", "hK dK cK sK hK dK jk"), "mixed");
    assert_eq!(kind("samba", "h4 h5 h6"), serde_json::Value::Null);
}

#[test]
fn hand_number_sets_the_hand_and_foot_minimum() {
    let required = |n: &str| {
        json(
            1,
            &[
                "--rules",
                "hand-and-foot",
                "--hand-number",
                n,
                "initial-meld",
                "--score",
                "0",
                "h4 d4 c4 s9",
                "--format",
                "json",
            ],
        )["required"]
            .clone()
    };
    assert_eq!(required("1"), 50);
    assert_eq!(required("2"), 90);
    assert_eq!(required("3"), 120);
    assert_eq!(required("4"), 150);
    assert_eq!(required("9"), 150);
    // Without a minimum by hand number, the bands decide as before.
    let classic = json(
        1,
        &[
            "--hand-number",
            "3",
            "initial-meld",
            "--score",
            "1500",
            "h4 d4 c4 s9",
            "--format",
            "json",
        ],
    );
    assert_eq!(classic["required"], 90);
}

case!(
    hand_number_zero_is_refused,
    2,
    "--rules",
    "hand-and-foot",
    "--hand-number",
    "0",
    "initial-meld",
    "--score",
    "0",
    "h4 d4 c4"
);

/// `score --format json` of a round, under extra arguments.
fn scored(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["score"];
    all.extend(args);
    all.extend(["--format", "json"]);
    json(0, &all)
}

/// Per side in file order: (bonus, cards, total).
fn totals(args: &[&str]) -> Vec<(i64, i64, i64)> {
    crate::common::team_totals(&scored(args))
}

/// The points of one side's breakdown lines of one source.
fn lines(args: &[&str], side: usize, source: &str) -> Vec<i64> {
    crate::common::team_lines(&scored(args), side, source)
}

/// A house file extending `base` in a scratch folder; the folder must live
/// as long as the file is used.
fn house(base: &str, yaml: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("house.yaml");
    std::fs::write(&path, format!("extends: {base}\n{yaml}")).unwrap();
    let p = path.display().to_string();
    (dir, p)
}

const SAMBA: &str = "fixtures/rounds/samba.yaml";
const BOLIVIA: &str = "fixtures/rounds/bolivia.yaml";
const HAND_AND_FOOT: &str = "fixtures/rounds/hand-and-foot.yaml";

#[test]
fn samba_round() {
    // We: samba 1500 + mixed kings 300 + six red threes 1000 + out 200;
    // cards 50 + 110 + 30 + 30. They: 1 canasta, no red threes.
    assert_eq!(totals(&[SAMBA]), vec![(3000, 220, 3220), (500, 35, 535)]);
    assert_cmd_snapshot!("score_samba", canasta().args(["score", SAMBA]));
}

#[test]
fn samba_several_melds_of_a_rank_are_scored_apart() {
    let melds = lines(&[SAMBA], 0, "meld");
    assert_eq!(melds, vec![50, 110, 30, 30]);
    // Classic merges the kings: one meld of 10 cards, and no sequence.
    let (_dir, merged) = house("samba", "meld: {several_per_rank: false}\n");
    assert_eq!(
        lines(&[SAMBA, "--rules", &merged], 0, "meld"),
        vec![50, 140, 30]
    );
}

#[test]
fn samba_red_threes_are_minus_without_two_canastas() {
    let (_dir, one) = house("samba", "going_out: {canastas: 1}\n");
    let round = std::fs::read_to_string(SAMBA)
        .unwrap()
        .replace("      - h4 h5 h6 h7 h8 h9 h10       # a samba\n", "");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.yaml");
    std::fs::write(&path, round).unwrap();
    let p = path.display().to_string();
    // One canasta left: all six red threes count minus 1000.
    assert_eq!(lines(&[&p, "--rules", &one], 0, "red_threes"), vec![-1000]);
    assert_eq!(lines(&[SAMBA], 0, "red_threes"), vec![1000]);
    // Five of them: 100 each, no total.
    let five = std::fs::read_to_string(SAMBA)
        .unwrap()
        .replace("h3 h3 h3 d3 d3 d3", "h3 h3 h3 d3 d3");
    std::fs::write(&path, five).unwrap();
    assert_eq!(lines(&[&p], 0, "red_threes"), vec![500]);
}

#[test]
fn bolivia_round() {
    // We: escalera 1500 + bolivia 2500 + red three 100 + out 200.
    // They: black threes in hand -100 each, d5 -5, red three minus.
    assert_eq!(
        totals(&[BOLIVIA]),
        vec![(4300, 340, 4640), (-100, -145, -245)]
    );
    assert_eq!(lines(&[BOLIVIA], 1, "black_threes_in_hand"), vec![-200]);
    assert_cmd_snapshot!("score_bolivia", canasta().args(["score", BOLIVIA]));
}

#[test]
fn a_black_three_in_hand_costs_what_the_house_says() {
    // Hand and foot's readings: -5 (card value), 0, -100, -300.
    for (cost, want) in [("null", vec![]), ("0", vec![0]), ("300", vec![-600])] {
        let (_dir, h) = house(
            "bolivia",
            &format!("black_threes: {{in_hand_cost: {cost}}}\n"),
        );
        assert_eq!(
            lines(&[BOLIVIA, "--rules", &h], 1, "black_threes_in_hand"),
            want,
            "{cost}"
        );
    }
    let (_dir, h) = house("bolivia", "black_threes: {in_hand_cost: null}\n");
    assert_eq!(lines(&[BOLIVIA, "--rules", &h], 1, "hand"), vec![-15]);
}

#[test]
fn hand_and_foot_round() {
    // We: clean 500, dirty 300, wild 1500, red three 100, out 100; c3 h4 -10.
    // They: d3 caught in Cy's hand -100, Di's unplayed foot -100 for its
    // cards and -100 for its red three.
    assert_eq!(
        totals(&[HAND_AND_FOOT]),
        vec![(2500, 450, 2950), (600, -210, 390)]
    );
    assert_eq!(lines(&[HAND_AND_FOOT], 1, "foot"), vec![-100]);
    assert_eq!(lines(&[HAND_AND_FOOT], 1, "threes_in_foot"), vec![-100]);
    assert_eq!(lines(&[HAND_AND_FOOT], 1, "threes_in_hand"), vec![-100]);
    assert_cmd_snapshot!(
        "score_hand_and_foot",
        canasta().args(["score", HAND_AND_FOOT])
    );
}

#[test]
fn hand_and_foot_house_readings() {
    // Red threes caught: -500; in the foot on their own.
    let (_d1, h) = house("hand-and-foot", "red_threes: {caught_in_hand: 500}\n");
    assert_eq!(
        lines(&[HAND_AND_FOOT, "--rules", &h], 1, "threes_in_hand"),
        vec![-500]
    );
    assert_eq!(
        lines(&[HAND_AND_FOOT, "--rules", &h], 1, "threes_in_foot"),
        vec![-500]
    );
    let (_d2, h) = house("hand-and-foot", "red_threes: {caught_in_foot: 300}\n");
    assert_eq!(
        lines(&[HAND_AND_FOOT, "--rules", &h], 1, "threes_in_hand"),
        vec![-100]
    );
    assert_eq!(
        lines(&[HAND_AND_FOOT, "--rules", &h], 1, "threes_in_foot"),
        vec![-300]
    );
    // Going out 200.
    let (_d3, h) = house("hand-and-foot", "going_out: {bonus: 200}\n");
    assert_eq!(
        lines(&[HAND_AND_FOOT, "--rules", &h], 0, "going_out"),
        vec![200]
    );
    // Books of 7s: 1500.
    let (_d4, h) = house(
        "hand-and-foot",
        "canasta:\n  kinds: [{name: sevens, ranks: [7], cards: natural, bonus: 1500}]\n",
    );
    let v = json(
        0,
        &[
            "--rules",
            &h,
            "meld",
            "h7 d7 c7 s7 h7 d7 c7",
            "--format",
            "json",
        ],
    );
    assert_eq!(
        (v["canasta"].clone(), v["canasta_bonus"].clone()),
        ("sevens".into(), 1500.into())
    );
    // 2 clean + 2 dirty books to go out: the fixture's side has 1 + 1.
    let (_d5, h) = house(
        "hand-and-foot",
        "going_out: {canastas: 4, canasta_kinds: {natural: 2, mixed: 2}}\n",
    );
    let out = canasta()
        .args(["score", HAND_AND_FOOT, "--rules", &h])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bad_rounds_name_the_side_meld_and_card() {
    for bad in [
        "bolivia-out-without-escalera",
        "hand-and-foot-foot-too-big",
        "hand-and-foot-out-with-foot",
        "hand-and-foot-out-without-clean-book",
        "samba-foot",
        "samba-broken-sequence",
    ] {
        let path = format!("fixtures/rounds/bad/{bad}.yaml");
        let out = canasta().args(["score", &path]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(out.stdout.is_empty(), "{bad}");
        assert_cmd_snapshot!(format!("bad_{bad}"), canasta().args(["score", &path]));
    }
}

#[test]
fn a_round_for_another_hand_is_refused_by_the_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.yaml").display().to_string();
    let run = |args: &[&str]| canasta().args(args).output().unwrap();
    let out = run(&[
        "game",
        "new",
        &game,
        "--team",
        "We",
        "--team",
        "They",
        "--rules",
        "hand-and-foot",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The fixture says hand_number: 2, and this would be hand 1.
    let before = std::fs::read_to_string(&game).unwrap();
    let out = run(&["game", "add", &game, HAND_AND_FOOT]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("would be hand 1 of this game"), "{err}");
    // Shown at the round file's `hand_number: 2`.
    assert!(err.contains("hand-and-foot.yaml:"), "{err}");
    assert!(err.contains("hand_number: 2"), "{err}");
    assert_eq!(std::fs::read_to_string(&game).unwrap(), before);
    // The game counts its hands: --hand-number does not apply to it.
    for args in [
        &["game", "add", &game, "--points", "We=100,0", "They=0,0"][..],
        &[
            "game",
            "new",
            &format!("{game}.2"),
            "--team",
            "A",
            "--team",
            "B",
        ][..],
    ] {
        let mut args = args.to_vec();
        args.extend(["--hand-number", "3"]);
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--hand-number 3: a game file counts its hands itself"),
            "{err}"
        );
    }
    assert!(!std::path::Path::new(&format!("{game}.2")).exists());
    assert_eq!(std::fs::read_to_string(&game).unwrap(), before);
    let out = run(&["game", "add", &game, "--points", "We=100,0", "They=0,0"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(&["game", "add", &game, HAND_AND_FOOT]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = json(0, &["game", "show", &game, "--format", "json"]);
    // Two hands played: the third needs 120 whatever the score.
    assert_eq!(v["teams"][0]["minimum"], 120);
    assert_eq!(v["winner"], serde_json::Value::Null);
}

/// `pickup --format json` under a rule set: (legal, reasons).
fn pickup(rules: &str, args: &[&str]) -> (bool, Vec<String>) {
    let mut all = vec!["--rules", rules, "pickup"];
    all.extend(args);
    all.extend(["--format", "json"]);
    let out = canasta().args(&all).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{all:?}: {e} {}", String::from_utf8_lossy(&out.stderr)));
    let legal = v["legal"].as_bool().unwrap();
    assert_eq!(out.status.code(), Some(i32::from(!legal)), "{all:?}");
    let reasons = v["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap().to_string())
        .collect();
    (legal, reasons)
}

#[test]
fn samba_takes_the_pile_by_extending_a_sequence_short_of_a_samba() {
    let (legal, why) = pickup(
        "samba",
        &["--top", "h7", "--hand", "c4 d9", "--meld", "h4 h5 h6"],
    );
    assert!(legal, "{why:?}");
    assert!(why[1].contains("h4 h5 h6 h7"), "{why:?}");
    // A samba is complete: nothing joins it.
    let (legal, why) = pickup(
        "samba",
        &[
            "--top",
            "hJ",
            "--hand",
            "c4 d9",
            "--meld",
            "h4 h5 h6 h7 h8 h9 h10",
        ],
    );
    assert!(!legal, "{why:?}");
}

#[test]
fn samba_table_melds_take_the_pile_only_short_of_a_canasta() {
    let canasta_of_kings = [
        "--top",
        "hK",
        "--hand",
        "c4 d9",
        "--meld",
        "hK dK cK sK hK dK cK",
    ];
    let (legal, why) = pickup("samba", &canasta_of_kings);
    assert!(!legal);
    assert!(
        why.iter().any(|r| r.contains("short of a canasta")),
        "{why:?}"
    );
    // A second, shorter meld of kings takes it.
    let (legal, _) = pickup(
        "samba",
        &[
            "--top",
            "hK",
            "--hand",
            "c4 d9",
            "--meld",
            "hK dK cK sK dK cK jk",
            "--meld",
            "sK cK hK",
        ],
    );
    assert!(legal);
    // The other reading: any table meld.
    let (_dir, h) = house("samba", "pile: {table_meld_incomplete_only: false}\n");
    assert!(pickup(&h, &canasta_of_kings).0);
}

#[test]
fn samba_never_takes_with_a_natural_and_a_wild() {
    let args = ["--top", "hK", "--hand", "dK jk c4", "--opened"];
    assert!(!pickup("samba", &args).0);
    assert!(pickup("classic", &args).0);
}

#[test]
fn a_wild_card_on_top_blocks_bolivia_not_samba() {
    let args = ["--top", "s2", "--hand", "h2 d2 c4", "--meld", "jk jk c2"];
    let (legal, why) = pickup("bolivia", &args);
    assert!(!legal);
    assert!(why[0].starts_with("blocked"), "{why:?}");
    let (_, why) = pickup("samba", &["--top", "s2", "--hand", "h2 d2 c4", "--opened"]);
    assert!(!why[0].starts_with("blocked"), "{why:?}");
}

#[test]
fn hand_and_foot_house_readings_of_the_pile() {
    let args = |size: &'static str| {
        [
            "--top",
            "h9",
            "--hand",
            "d9 c9 c4",
            "--opened",
            "--pile-size",
            size,
        ]
    };
    assert!(pickup("hand-and-foot", &args("3")).0);
    let (_dir, h) = house("hand-and-foot", "pile: {min_size: 7, take_top: 7}\n");
    let (legal, why) = pickup(&h, &args("3"));
    assert!(!legal);
    assert!(why[0].contains("only when at least 7 lie there"), "{why:?}");
    let (legal, why) = pickup(&h, &args("12"));
    assert!(legal);
    assert!(
        why.iter().any(|r| r.contains("only the top 7 cards")),
        "{why:?}"
    );
}

#[test]
fn a_round_with_hand_number_zero_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.yaml");
    let text = std::fs::read_to_string(HAND_AND_FOOT)
        .unwrap()
        .replace("hand_number: 2", "hand_number: 0");
    std::fs::write(&path, text).unwrap();
    let out = canasta()
        .args(["score", &path.display().to_string()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("hand_number is 0"), "{err}");
}

#[test]
fn going_out_extends_a_sequence_on_the_table() {
    let go_out = |rules: &str, lay: &str, hand: &str| {
        let out = canasta()
            .args([
                "--rules",
                rules,
                "go-out",
                "--lay",
                lay,
                "--hand",
                hand,
                "--table",
                "h4 h5 h6 h7",
                "--table",
                "hK dK cK sK hK dK cK",
                "--format",
                "json",
            ])
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (
            out.status.code(),
            v["allowed"].clone(),
            v["reasons"].clone(),
        )
    };
    let (code, allowed, why) = go_out(
        "samba",
        "h8; hQ dQ cQ sQ hQ dQ cQ",
        "h8 hQ dQ cQ sQ hQ dQ cQ c5",
    );
    assert_eq!((code, allowed), (Some(0), true.into()), "{why}");
    // h9 leaves a gap: no sequence takes it.
    let (code, _, why) = go_out(
        "samba",
        "h9; hQ dQ cQ sQ hQ dQ cQ",
        "h9 hQ dQ cQ sQ hQ dQ cQ c5",
    );
    assert_eq!(code, Some(1), "{why}");
    // Bolivia: two canastas, but no escalera.
    let (code, _, why) = go_out(
        "bolivia",
        "h8; hQ dQ cQ sQ hQ dQ cQ",
        "h8 hQ dQ cQ sQ hQ dQ cQ c5",
    );
    assert_eq!(code, Some(1));
    assert!(why.to_string().contains("kind escalera"), "{why}");
}

#[test]
fn hand_and_foot_going_out_looks_for_a_clean_and_a_dirty_book() {
    let go_out = |hand: &str| {
        let out = canasta()
            .args([
                "--rules",
                "hand-and-foot",
                "go-out",
                "--partner",
                "yes",
                "--in-foot",
                "--hand",
                hand,
                "--table",
                "hQ hQ dQ dQ cQ cQ sQ",
                "--format",
                "json",
            ])
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code(), v["reasons"].to_string())
    };
    // Seven 5s are a second clean book: two canastas, no dirty one.
    let (code, why) = go_out("h5 d5 c5 s5 h5 d5 c5 h9");
    assert_eq!(code, Some(1), "{why}");
    assert!(
        why.contains("with 2 canastas, among them 1 mixed and 1 natural, for the side"),
        "{why}"
    );
    // Six 5s and a joker are the dirty book.
    let (code, why) = go_out("h5 d5 c5 s5 h5 d5 jk h9");
    assert_eq!(code, Some(0), "{why}");
}

case!(
    rules_diff_samba_bolivia,
    0,
    "rules",
    "diff",
    "samba",
    "bolivia"
);
case!(
    rules_diff_classic_hand_and_foot,
    0,
    "rules",
    "diff",
    "classic",
    "hand-and-foot"
);

/// A stored round's `hand_number` must be its place in the game: a
/// hand-edited one is refused on load, naming the hand.
#[test]
fn a_stored_round_with_another_hand_number_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let run = |args: &[&str]| {
        crate::common::bin()
            .args(args)
            .current_dir(d)
            .env("NO_COLOR", "1")
            .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
            .output()
            .unwrap()
    };
    let round = "hand_number: 1\nteams:\n  - name: We\n    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 jk]\n    hand: ''\n    went_out: true\n  - name: They\n    hand: c4\n";
    std::fs::write(d.join("r.yaml"), round).unwrap();
    let new = run(&[
        "--rules",
        "hand-and-foot",
        "game",
        "new",
        "g.yaml",
        "--team",
        "We",
        "--team",
        "They",
    ]);
    assert!(
        new.status.success(),
        "{}",
        String::from_utf8_lossy(&new.stderr)
    );
    let add = run(&["game", "add", "g.yaml", "r.yaml"]);
    assert!(
        add.status.success(),
        "{}",
        String::from_utf8_lossy(&add.stderr)
    );
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    assert!(text.contains("hand_number: 1"), "{text}");
    std::fs::write(
        d.join("g.yaml"),
        text.replace("hand_number: 1", "hand_number: 3"),
    )
    .unwrap();
    let show = run(&["game", "show", "g.yaml"]);
    assert_eq!(show.status.code(), Some(2));
    let err = String::from_utf8_lossy(&show.stderr);
    assert!(
        err.contains("hand 1: the stored round says `hand_number: 3`, but it is hand 1"),
        "{err}"
    );
}

// Two melds of kings with two 2s each: 140, where one meld of six kings
// holds only two 2s (100), short of the 120 from 3000.
case!(
    initial_meld_samba_two_melds_of_kings,
    0,
    "--rules",
    "samba",
    "initial-meld",
    "--score",
    "3000",
    "hK dK cK sK hK dK s2 c2 d2 h2 h5 d9"
);

#[test]
fn samba_opens_with_two_melds_of_one_rank() {
    let hand = "hK dK cK sK hK dK s2 c2 d2 h2 h5 d9";
    let args = |rules: &'static str| {
        [
            "--rules",
            rules,
            "initial-meld",
            "--score",
            "3000",
            hand,
            "--format",
            "json",
        ]
    };
    let samba = json(0, &args("samba"));
    assert_eq!(samba["possible"], true);
    assert_eq!(samba["best_points"], 140);
    let kings = samba["melds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m.as_array().unwrap().iter().any(|c| c == "hK"))
        .count();
    assert!(kings >= 2, "{samba}");
    // Each proposed meld is legal on its own.
    for m in samba["melds"].as_array().unwrap() {
        let cards: Vec<&str> = m
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c.as_str())
            .collect();
        let cards = cards.join(" ");
        let checked = json(0, &["--rules", "samba", "meld", &cards, "--format", "json"]);
        assert_eq!(checked["valid"], true, "{cards}");
    }
}

#[test]
fn a_house_lets_the_search_lay_wild_cards_in_runs() {
    let (_dir, h) = house(
        "samba",
        "meld: {sequences: {allowed: true, max_wilds: 1}}\n",
    );
    let opening = |rules: &str, code: i32| {
        json(
            code,
            &[
                "--rules",
                rules,
                "initial-meld",
                "--score",
                "0",
                "h4 h6 jk c9 sK",
                "--format",
                "json",
            ],
        )
    };
    // The joker fills the gap: h4 jk h6 is worth 60 of the 50 needed.
    let v = opening(&h, 0);
    assert_eq!(v["melds"], serde_json::json!([["h4", "jk", "h6"]]));
    assert_eq!(v["points"], 60);
    // Samba's runs take no wild card.
    assert_eq!(opening("samba", 1)["possible"], false);
    // Going out: seven with a joker are a mixed canasta (300), not a samba.
    let v = json(
        0,
        &[
            "--rules",
            &h,
            "go-out",
            "--hand",
            "h4 h5 jk h7 h8 h9 h10 c5",
            "--table",
            "hK dK cK sK hK dK cK",
            "--format",
            "json",
        ],
    );
    assert_eq!(
        v["melds"],
        serde_json::json!([["h4", "h5", "jk", "h7", "h8", "h9", "h10"]])
    );
    let why = v["reasons"].to_string();
    assert!(why.contains("scores the most this turn: 595"), "{why}");
}

// Several melds of a rank on the table: go-out lays kings beside the
// side's six kings and completes them clean with one, naming the table
// meld (by its number as given) it adds to.
case!(
    go_out_samba_lays_beside_a_table_meld_of_kings,
    0,
    "--rules",
    "samba",
    "go-out",
    "--hand",
    "hK dK cK jk h2 c5",
    "--table",
    "hQ dQ cQ sQ hQ dQ cQ",
    "--table",
    "hK dK cK sK hK dK"
);
// The same way written with --lay: `@2` onto the second table meld,
// `@new` a meld of its own.
case!(
    go_out_samba_lay_names_a_table_meld,
    0,
    "--rules",
    "samba",
    "go-out",
    "--hand",
    "hK dK cK jk h2 c5",
    "--table",
    "hQ dQ cQ sQ hQ dQ cQ",
    "--table",
    "hK dK cK sK hK dK",
    "--lay",
    "@2 hK; @new dK cK jk h2"
);
case!(
    go_out_lay_names_a_table_meld_the_side_lacks,
    2,
    "--rules",
    "samba",
    "go-out",
    "--hand",
    "hK dK cK jk h2 c5",
    "--table",
    "hK dK cK sK hK dK",
    "--lay",
    "@3 hK dK cK jk h2"
);
case!(
    go_out_lay_apart_is_refused_where_a_rank_has_one_meld,
    2,
    "go-out",
    "--hand",
    "hK dK cK h5 d5 c5 c7",
    "--table",
    "sK cK sK",
    "--lay",
    "@new hK dK cK; h5 d5 c5"
);

#[test]
fn go_out_lay_at_a_table_meld_decides_the_canastas() {
    let go_out = |lay: &str| {
        let v = json(
            0,
            &[
                "--rules",
                "samba",
                "go-out",
                "--hand",
                "hK dK cK c5",
                "--table",
                "sK sK cK h2 jk",
                "--table",
                "hK hK dK dK cK sK",
                "--lay",
                lay,
                "--format",
                "json",
            ],
        );
        (v["score"].as_i64().unwrap(), v["onto"].clone())
    };
    // Two kings make the first a mixed canasta, one the second a natural
    // one: 30 + 300 + 500 + 200.
    let (score, onto) = go_out("@1 hK dK; @2 cK");
    assert_eq!(score, 1030);
    assert_eq!(onto[0]["number"], 1);
    assert_eq!(onto[1]["number"], 2);
    // Without `@`, all kings join the first meld of kings: one canasta
    // short of going out.
    let out = canasta()
        .args([
            "--rules",
            "samba",
            "go-out",
            "--hand",
            "hK dK cK c5",
            "--table",
            "sK sK cK h2 jk",
            "--table",
            "hK hK dK dK cK sK",
            "--lay",
            "hK dK cK",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    // The search finds the way with both canastas.
    let v = json(
        0,
        &[
            "--rules",
            "samba",
            "go-out",
            "--hand",
            "hK dK cK c5",
            "--table",
            "sK sK cK h2 jk",
            "--table",
            "hK hK dK dK cK sK",
            "--format",
            "json",
        ],
    );
    assert_eq!(v["score"], 1030);
}

#[test]
fn samba_pickup_that_goes_out_counts_every_meld_of_the_rank() {
    let queens = "hQ dQ cQ sQ hQ dQ cQ";
    let kings = "hK dK cK sK hK dK cK";
    // A pair from the hand with the top king leaves no card: going out,
    // with the canasta of kings and of queens on the table.
    let (legal, why) = pickup(
        "samba",
        &[
            "--top",
            "sK",
            "--hand",
            "hK dK",
            "--meld",
            kings,
            "--meld",
            queens,
            "--pile-size",
            "1",
        ],
    );
    assert!(legal, "{why:?}");
    assert!(why[2].contains("with 2 canastas"), "{why:?}");
    // Where a house drops the one-card rule, the top king onto the second
    // meld of kings (short of a canasta) leaves h9 to discard: the first
    // meld of kings is still a canasta.
    let (_dir, no_one_card) = house("samba", "pile: {one_card_rule: false}\n");
    let (legal, why) = pickup(
        &no_one_card,
        &[
            "--top",
            "sK",
            "--hand",
            "h9",
            "--meld",
            kings,
            "--meld",
            "cK sK hK",
            "--meld",
            queens,
            "--pile-size",
            "1",
        ],
    );
    assert!(legal, "{why:?}");
    assert!(why[1].contains("cK sK hK sK"), "{why:?}");
    // Without the queens, the kings are the side's only canasta: no.
    let (legal, why) = pickup(
        "samba",
        &[
            "--top",
            "sK",
            "--hand",
            "hK dK",
            "--meld",
            kings,
            "--pile-size",
            "1",
        ],
    );
    assert!(!legal, "{why:?}");
}

#[test]
fn go_out_grows_a_sequence_with_a_card_of_a_rank_the_side_also_melded() {
    // h4 completes the samba h4..h10; the side's meld of 4s must not take
    // it instead.
    let v = json(
        0,
        &[
            "--rules",
            "samba",
            "go-out",
            "--hand",
            "h4 c5",
            "--table",
            "h5 h6 h7 h8 h9 h10",
            "--table",
            "c4 d4 s4",
            "--table",
            "hK dK cK sK hK dK cK",
            "--format",
            "json",
        ],
    );
    assert_eq!(v["onto"][0]["number"], 1, "{v}");
    assert_eq!(v["canastas"], 2);
    // h4 5, the samba 1500, going out 200.
    assert_eq!(v["score"], 1705);
    // The reason weighs the way out as it is laid: h4 onto the run.
    let why = v["reasons"].to_string();
    assert!(why.contains("scores the most this turn: 1705"), "{why}");
    // Written with --lay, `@1` says the same; without it, h4 joins the 4s.
    let lay = |lay: &str| {
        canasta()
            .args([
                "--rules",
                "samba",
                "go-out",
                "--hand",
                "h4 c5",
                "--table",
                "h5 h6 h7 h8 h9 h10",
                "--table",
                "c4 d4 s4",
                "--table",
                "hK dK cK sK hK dK cK",
                "--lay",
                lay,
            ])
            .output()
            .unwrap()
            .status
            .code()
    };
    assert_eq!(lay("@1 h4"), Some(0));
    assert_eq!(lay("h4"), Some(1));
}

/// A hand with long runs in every suit has hundreds of thousands of ways
/// to lay them: past the search's limit the question is refused at once,
/// saying so, rather than answered after minutes.
#[test]
fn a_hand_with_too_many_ways_to_lay_runs_is_refused_not_searched_for_minutes() {
    let ranks = ["A", "2", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    let deck: Vec<String> = (0..3)
        .flat_map(|_| ["h", "d", "c", "s"])
        .flat_map(|s| ranks.iter().map(move |r| format!("{s}{r}")))
        .collect();
    let hand = deck[..80].join(" ");
    // A hang guard, not a timing.
    let started = std::time::Instant::now();
    for args in [
        vec!["--rules", "samba", "initial-meld", "--score", "0", &hand],
        vec!["--rules", "bolivia", "go-out", "--hand", &hand],
    ] {
        let out = canasta().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("too many ways to search exactly"), "{err}");
        assert!(err.contains("--lay"), "{err}");
    }
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
    // A dealt hand is answered.
    let dealt = deck[..15].join(" ");
    assert_eq!(
        canasta()
            .args(["--rules", "samba", "go-out", "--hand", &dealt])
            .output()
            .unwrap()
            .status
            .code(),
        Some(1)
    );
}

/// Samba: no wild card may be added to a completed canasta. A joker that
/// completes six kings is fine; one laid onto seven is not, whether the
/// search would place it or `--lay` names the canasta.
#[test]
fn no_wild_card_joins_a_completed_canasta() {
    let go_out = |table: &str, lay: Option<&str>| {
        let mut args = vec![
            "--rules",
            "samba",
            "go-out",
            "--hand",
            "jk c5",
            "--table",
            table,
            "--table",
            "hQ dQ cQ sQ hQ dQ cQ",
            "--format",
            "json",
        ];
        if let Some(lay) = lay {
            args.extend(["--lay", lay]);
        }
        let out = canasta().args(&args).output().unwrap();
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let seven = "hK dK cK sK hK dK cK";
    assert_eq!(go_out(seven, None)["allowed"], false);
    let v = go_out(seven, Some("@1 jk"));
    assert_eq!(v["allowed"], false);
    assert!(
        v["reasons"][0]
            .as_str()
            .unwrap()
            .contains("is a canasta already: under samba no wild card may join it"),
        "{v}"
    );
    let v = go_out("hK dK cK sK hK dK", None);
    assert_eq!(v["allowed"], true, "{v}");
    assert_eq!(v["melds"], serde_json::json!([["jk"]]));
    // Classic has no such rule: the joker may join its canasta of kings.
    let out = canasta()
        .args([
            "go-out", "--hand", "jk c5", "--table", seven, "--format", "json",
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["allowed"], true, "{v}");
}

case!(
    go_out_bolivia_closes_a_wild_meld_on_the_table,
    0,
    "--rules",
    "bolivia",
    "go-out",
    "--hand",
    "jk c2 c5",
    "--table",
    "jk jk s2 h2 d2",
    "--table",
    "h4 h5 h6 h7 h8 h9 h10"
);

#[test]
fn go_out_finds_the_wild_cards_that_close_a_bolivia_on_the_table() {
    let go_out = |extra: &[&str]| {
        let mut args = vec![
            "--rules",
            "bolivia",
            "go-out",
            "--hand",
            "jk c2 c5",
            "--table",
            "jk jk s2 h2 d2",
            "--table",
            "h4 h5 h6 h7 h8 h9 h10",
            "--format",
            "json",
        ];
        args.extend_from_slice(extra);
        json(0, &args)
    };
    // 50 + 20 for the cards, 2500 for the bolivia, 200 for going out.
    let found = go_out(&[]);
    assert_eq!(found["allowed"], true);
    assert_eq!(found["score"], 2770);
    assert_eq!(found["onto"][0]["number"], 1);
    // Laid again as the search named it: the same verdict and score.
    let again = go_out(&["--lay", "@1 jk c2"]);
    assert_eq!(again["allowed"], true);
    assert_eq!(again["score"], 2770);
}

/// Issue 25: a wild card that completes a canasta during the turn bars the
/// next one, with `--lay` and without; the search picks the legal best.
#[test]
fn no_wild_card_follows_one_that_completed_a_canasta_this_turn() {
    let table = [
        "--table",
        "dJ cJ sJ dJ sJ hJ",
        "--table",
        "hK cK sK cK sK hK hK",
    ];
    let mut args = vec!["--rules", "samba", "go-out", "--hand", "jk s2 c5"];
    args.extend(table);
    args.extend(["--lay", "@1 jk; @1 s2", "--format", "json"]);
    let v = json(1, &args);
    assert_eq!(v["allowed"], false, "{v}");
    let why = v["reasons"].to_string();
    assert!(why.contains("by the time s2 would join it"), "{why}");
    // German says it too.
    args.splice(0..0, ["--lang", "de"]);
    let v = json(1, &args);
    assert!(
        v["reasons"].to_string().contains("wenn ♠2 dazukommen soll"),
        "{v}"
    );
    // The search: one 2 joins the sixes, the other is the final discard.
    let v = json(
        0,
        &[
            "--rules",
            "samba",
            "go-out",
            "--hand",
            "s6 c2 h2",
            "--table",
            "h6 d6 d6 d6 c6 h6",
            "--table",
            "h8 h9 h10 hJ hQ hK hA",
            "--format",
            "json",
        ],
    );
    assert_eq!(v["score"], 525, "{v}");
}

/// Issue 25: ways out `--lay` accepts are found by the search too.
#[test]
fn the_search_finds_what_lay_accepts() {
    let go_out = |rules: &str, hand: &str, table: &[&str]| {
        let mut args = vec![
            "--rules", rules, "go-out", "--hand", hand, "--format", "json",
        ];
        for m in table {
            args.extend(["--table", m]);
        }
        json(0, &args)
    };
    let v = go_out(
        "bolivia",
        "cJ h4",
        &["c5 c6 c7 c8 c9 c10", "hK dK cK sK hK dK cK", "sJ dJ hJ"],
    );
    assert_eq!(v["allowed"], true, "{v}");
    let v = go_out(
        "samba",
        "c7 c8 c9 c10 c7 c8 c9",
        &["c4 c5 c6", "d7 d8 d9 d10 dJ dQ dK"],
    );
    assert_eq!(v["score"], 1760, "{v}");
}

/// The reasons of one command, each on one line of its own (a wide
/// terminal), in the given language.
fn said(lang: &str, args: &[&str]) -> String {
    let out = canasta()
        .env("COLUMNS", "400")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Issue 31 item 2: a side that may have several melds of a rank may join
/// them (RULES.md section 8), so the meld made with the top card joins the
/// side's meld of its rank: four fives and three make a canasta, the
/// second that going out needs.
#[test]
fn the_meld_taken_with_the_pile_joins_the_side_s_meld_of_its_rank() {
    let pickup = |rules: &'static str, other: &'static str| {
        vec![
            "--rules",
            rules,
            "pickup",
            "--top",
            "c5",
            "--hand",
            "s5 d5",
            "--pile-size",
            "1",
            "--meld",
            "c5 d5 s5 c5",
            "--meld",
            other,
            "--frozen",
        ]
    };
    let nines = "h9 h9 s9 c9 d9 c9 d9";
    let escalera = "h4 h5 h6 h7 h8 h9 h10";
    for (rules, other) in [("samba", nines), ("samba", escalera), ("bolivia", escalera)] {
        let mut args = pickup(rules, other);
        args.extend(["--format", "json"]);
        let v = json(0, &args);
        assert_eq!(v["legal"], true, "{rules}: {v:#}");
        let joins = v["details"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["code"] == "joins_table_meld")
            .unwrap_or_else(|| panic!("{rules}: {v:#}"));
        assert_eq!(
            joins["joined"],
            serde_json::json!(["c5", "d5", "s5", "c5", "c5", "s5", "d5"])
        );
    }
    // Bolivia's going out needs an escalera: nines do not do.
    let mut args = pickup("bolivia", nines);
    args.extend(["--format", "json"]);
    assert_eq!(json(1, &args)["legal"], false);
    let en = said("en", &pickup("samba", nines));
    assert!(
        en.contains("under samba a side may join its melds of one rank: c5 s5 d5 joins the side's c5 d5 s5 c5 on the table as c5 d5 s5 c5 c5 s5 d5"),
        "{en}"
    );
    let de = said("de", &pickup("samba", nines));
    assert!(
        de.contains("nach samba darf eine Partei ihre Meldungen eines Rangs zusammenlegen: ♣5 ♠5 ♦5 wird an die ausliegende Meldung ♣5 ♦5 ♠5 ♣5 der Partei angelegt, zu ♣5 ♦5 ♠5 ♣5 ♣5 ♠5 ♦5"),
        "{de}"
    );
}

/// The search lays a new meld onto the side's meld of its rank too: going
/// out, three fives from the hand join the four on the table.
#[test]
fn going_out_lays_a_new_meld_onto_the_side_s_meld_of_its_rank() {
    for (rules, other) in [
        ("samba", "h9 h9 s9 c9 d9 c9 d9"),
        ("bolivia", "h4 h5 h6 h7 h8 h9 h10"),
    ] {
        let v = json(
            0,
            &[
                "--rules",
                rules,
                "--format",
                "json",
                "go-out",
                "--hand",
                "h5 s5 d5 hK",
                "--table",
                "c5 d5 s5 c5",
                "--table",
                other,
            ],
        );
        assert_eq!(v["allowed"], true, "{rules}: {v:#}");
        assert_eq!(v["canastas"], 2, "{rules}: {v:#}");
    }
}
