//! `canasta score` over the round fixtures: every scoring rule under the
//! rule set it belongs to, and under classic where the verdict differs.

use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

fn canasta(args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    cmd
}

/// The hand totals of `score --format json`, per side in file order.
fn totals(args: &[&str]) -> Vec<(String, i64, i64, i64)> {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let out = canasta(&all).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["name"].as_str().unwrap().to_string(),
                t["bonus"].as_i64().unwrap(),
                t["cards"].as_i64().unwrap(),
                t["total"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn side(name: &str, bonus: i64, cards: i64) -> (String, i64, i64, i64) {
    (name.to_string(), bonus, cards, bonus + cards)
}

#[test]
fn seven_natural_kings_are_worth_570() {
    assert_eq!(
        totals(&["score", "fixtures/rounds/natural-kings.yaml"]),
        vec![side("We", 500, 70), side("They", 0, 15)]
    );
}

#[test]
fn the_cli_example_round() {
    assert_cmd_snapshot!(
        "classic",
        canasta(&["score", "fixtures/rounds/classic.yaml"])
    );
    assert_cmd_snapshot!(
        "classic_json",
        canasta(&["score", "fixtures/rounds/classic.yaml", "--format", "json"])
    );
}

/// German letters and suit symbols in a round file mean the same cards: the
/// JSON (cards printed canonically) equals the English file's but for names.
#[test]
fn a_round_in_german_letters_scores_as_the_same_cards() {
    let json = |file: &str| {
        let out = canasta(&["score", file, "--format", "json"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let german = json("fixtures/rounds/classic-german.yaml")
        .replace("\"Wir\"", "\"We\"")
        .replace("\"Sie\"", "\"They\"");
    assert_eq!(german, json("fixtures/rounds/classic.yaml"));
}

#[test]
fn canasta_bonuses_and_cards_in_hand() {
    assert_cmd_snapshot!(
        "mixed_canasta",
        canasta(&["score", "fixtures/rounds/mixed-canasta.yaml"])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/mixed-canasta.yaml"]),
        vec![side("We", 300, 140), side("They", 0, -10)]
    );
}

#[test]
fn four_red_threes_count_800() {
    assert_cmd_snapshot!(
        "four_red_threes",
        canasta(&["score", "fixtures/rounds/four-red-threes.yaml"])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/four-red-threes.yaml"])[0],
        side("We", 500 + 800 + 100, 110)
    );
}

#[test]
fn red_threes_of_a_side_that_never_melded() {
    assert_cmd_snapshot!(
        "red_threes_no_meld_classic",
        canasta(&["score", "fixtures/rounds/red-threes-no-meld.yaml"])
    );
    assert_cmd_snapshot!(
        "red_threes_no_meld_traditional",
        canasta(&[
            "--rules",
            "traditional",
            "score",
            "fixtures/rounds/red-threes-no-meld.yaml"
        ])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/red-threes-no-meld.yaml"])[1],
        side("They", -200, -20)
    );
    // traditional: -100 each and a further -5 for each card.
    assert_eq!(
        totals(&[
            "--rules",
            "traditional",
            "score",
            "fixtures/rounds/red-threes-no-meld.yaml"
        ])[1],
        side("They", -210, -20)
    );
}

#[test]
fn red_threes_without_a_canasta() {
    assert_cmd_snapshot!(
        "red_threes_no_canasta_classic",
        canasta(&["score", "fixtures/rounds/red-threes-no-canasta.yaml"])
    );
    assert_cmd_snapshot!(
        "red_threes_no_canasta_livecanasta",
        canasta(&[
            "--rules",
            "livecanasta",
            "score",
            "fixtures/rounds/red-threes-no-canasta.yaml"
        ])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/red-threes-no-canasta.yaml"])[1],
        side("They", 100, 5)
    );
    assert_eq!(
        totals(&[
            "--rules",
            "livecanasta",
            "score",
            "fixtures/rounds/red-threes-no-canasta.yaml"
        ])[1],
        side("They", -100, 5)
    );
}

#[test]
fn going_out_concealed() {
    assert_cmd_snapshot!(
        "concealed_classic",
        canasta(&["score", "fixtures/rounds/concealed.yaml"])
    );
    assert_cmd_snapshot!(
        "concealed_livecanasta",
        canasta(&[
            "--rules",
            "livecanasta",
            "score",
            "fixtures/rounds/concealed.yaml"
        ])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/concealed.yaml"])[0],
        side("We", 300 + 200, 135)
    );
    assert_eq!(
        totals(&[
            "--rules",
            "livecanasta",
            "score",
            "fixtures/rounds/concealed.yaml"
        ])[0],
        side("We", 300 + 1000, 135)
    );
}

#[test]
fn wild_canasta() {
    assert_cmd_snapshot!(
        "wild_canasta_livecanasta",
        canasta(&[
            "--rules",
            "livecanasta",
            "score",
            "fixtures/rounds/wild-canasta.yaml"
        ])
    );
    assert_cmd_snapshot!(
        "wild_canasta_traditional",
        canasta(&[
            "--rules",
            "traditional",
            "score",
            "fixtures/rounds/wild-canasta.yaml"
        ])
    );
    // classic allows no meld of wild cards: the round cannot be scored.
    assert_cmd_snapshot!(
        "wild_canasta_classic",
        canasta(&["score", "fixtures/rounds/wild-canasta.yaml"])
    );
    assert_eq!(
        totals(&[
            "--rules",
            "livecanasta",
            "score",
            "fixtures/rounds/wild-canasta.yaml"
        ])[0],
        side("We", 1000 + 100, 275)
    );
}

#[test]
fn verschaerft_threes_and_no_canasta() {
    assert_cmd_snapshot!(
        "verschaerft",
        canasta(&["score", "fixtures/rounds/verschaerft.yaml"])
    );
    assert_cmd_snapshot!(
        "verschaerft_classic",
        canasta(&[
            "--rules",
            "classic",
            "score",
            "fixtures/rounds/verschaerft.yaml"
        ])
    );
    // Anna: 3 red threes, 2 canastas: +200 -100; black threes melded +5 each.
    // Ben: no canasta, all negative; a black three in hand -100.
    assert_eq!(
        totals(&["score", "fixtures/rounds/verschaerft.yaml"]),
        vec![
            side("Anna", 800 + 200 - 100 + 100, 195),
            side("Ben", -100, -50 - 100 - 25)
        ]
    );
    assert_eq!(
        totals(&[
            "--rules",
            "classic",
            "score",
            "fixtures/rounds/verschaerft.yaml"
        ]),
        vec![
            side("Anna", 800 + 300 + 100, 195),
            side("Ben", 100, 50 - 30)
        ]
    );
}

#[test]
fn verschaerft_concealed_doubles_the_others_negative_points() {
    assert_cmd_snapshot!(
        "verschaerft_concealed",
        canasta(&["score", "fixtures/rounds/verschaerft-concealed.yaml"])
    );
    assert_cmd_snapshot!(
        "verschaerft_concealed_classic",
        canasta(&[
            "--rules",
            "classic",
            "score",
            "fixtures/rounds/verschaerft-concealed.yaml"
        ])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/verschaerft-concealed.yaml"])[1],
        side("Ben", 300 + 100, 110 - 2 * 200 - 2 * 5)
    );
    assert_eq!(
        totals(&[
            "--rules",
            "classic",
            "score",
            "fixtures/rounds/verschaerft-concealed.yaml"
        ])[1],
        side("Ben", 300 + 100, 110 - 15)
    );
}

#[test]
fn wikipedia_concealed_canasta() {
    assert_cmd_snapshot!(
        "wikipedia_concealed_canasta",
        canasta(&["score", "fixtures/rounds/wikipedia-concealed-canasta.yaml"])
    );
    assert_cmd_snapshot!(
        "wikipedia_concealed_canasta_classic",
        canasta(&[
            "--rules",
            "classic",
            "score",
            "fixtures/rounds/wikipedia-concealed-canasta.yaml"
        ])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/wikipedia-concealed-canasta.yaml"])[0],
        side("We", 600 + 400 + 100, 225)
    );
    assert_eq!(
        totals(&[
            "--rules",
            "classic",
            "score",
            "fixtures/rounds/wikipedia-concealed-canasta.yaml"
        ])[0],
        side("We", 500 + 300 + 100, 225)
    );
}

#[test]
fn penalties() {
    assert_cmd_snapshot!(
        "penalties",
        canasta(&["score", "fixtures/rounds/penalties.yaml"])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/penalties.yaml"])[1],
        side("Wir", -150, 25)
    );
}

#[test]
fn single_players() {
    assert_cmd_snapshot!(
        "classic_2p",
        canasta(&["score", "fixtures/rounds/classic-2p.yaml"])
    );
}

#[test]
fn cards_may_be_written_as_yaml_lists() {
    assert_eq!(
        totals(&["score", "fixtures/rounds/classic-lists.yaml"]),
        totals(&["score", "fixtures/rounds/classic.yaml"])
    );
}

#[test]
fn house_rules_beside_the_round_file() {
    assert_cmd_snapshot!(
        "house_rules",
        canasta(&["score", "fixtures/rounds/house/round.yaml"])
    );
    assert_eq!(
        totals(&["score", "fixtures/rounds/house/round.yaml"]),
        vec![side("We", 300 + 150, 80), side("They", 200, -20)]
    );
}

#[test]
fn penalties_that_overflow_are_refused_naming_the_entry() {
    assert_cmd_snapshot!(
        "penalties_overflow",
        canasta(&["score", "fixtures/rounds/penalties-overflow.yaml"])
    );
}
