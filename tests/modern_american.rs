//! The preset `modern-american` through the command line: every scoring
//! rule of RULES.md section 7 over a round fixture, the same round under
//! classic beside it, and the rounds that could not have happened.

use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

fn canasta(args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("CANASTA_RULES")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100");
    cmd
}

fn json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let out = canasta(&all).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Run a command that must succeed.
fn run(args: &[&str]) {
    let out = canasta(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Per side in file order: (bonus, cards, total).
fn totals(args: &[&str]) -> Vec<(i64, i64, i64)> {
    crate::common::team_totals(&json(args))
}

/// The points of one side's breakdown lines of one source.
fn lines(args: &[&str], side: usize, source: &str) -> Vec<i64> {
    crate::common::team_lines(&json(args), side, source)
}

const TWO: &str = "fixtures/rounds/modern-american-threes-two-canastas.yaml";
const NONE: &str = "fixtures/rounds/modern-american-threes-no-canasta.yaml";

#[test]
fn threes_by_colour_with_two_canastas_are_plus() {
    assert_cmd_snapshot!("threes_two_canastas", canasta(&["score", TWO]));
    // Three red threes 500, one black three 100.
    assert_eq!(lines(&["score", TWO], 0, "red_threes"), vec![500]);
    assert_eq!(lines(&["score", TWO], 0, "black_threes"), vec![100]);
}

#[test]
fn threes_with_one_canasta_count_nothing() {
    assert_eq!(lines(&["score", TWO], 1, "red_threes"), vec![0]);
    assert_eq!(lines(&["score", TWO], 1, "black_threes"), vec![0]);
    assert_eq!(totals(&["score", TWO])[1], (500, 85, 585));
}

#[test]
fn threes_without_a_canasta_are_minus_and_so_are_the_melded_cards() {
    assert_cmd_snapshot!("threes_no_canasta", canasta(&["score", NONE]));
    // Two red threes -300, three black threes -500, each on its own scale.
    assert_eq!(lines(&["score", NONE], 1, "red_threes"), vec![-300]);
    assert_eq!(lines(&["score", NONE], 1, "black_threes"), vec![-500]);
    assert_eq!(lines(&["score", NONE], 1, "meld"), vec![-40, -30]);
    assert_eq!(totals(&["score", NONE])[1], (-800, -85, -885));
}

#[test]
fn one_round_under_classic_and_under_modern_american() {
    let round = "fixtures/rounds/side-by-side.yaml";
    assert_cmd_snapshot!(
        "side_by_side_classic",
        canasta(&["--rules", "classic", "score", round])
    );
    assert_cmd_snapshot!(
        "side_by_side_modern",
        canasta(&["--rules", "modern-american", "score", round])
    );
    assert_eq!(
        totals(&["--rules", "classic", "score", round]),
        vec![(1100, 250, 1350), (500, 70, 570)]
    );
    // Aces canasta 2500 + mixed 300 + two red threes 300 + out 100; the
    // other side's three sevens cost 2500.
    assert_eq!(
        totals(&["--rules", "modern-american", "score", round]),
        vec![(3200, 250, 3450), (-2000, 70, -1930)]
    );
}

#[test]
fn incomplete_special_melds_cost_their_penalty() {
    let round = "fixtures/rounds/modern-american-incomplete.yaml";
    assert_cmd_snapshot!("incomplete", canasta(&["score", round]));
    assert_eq!(
        lines(&["score", round], 1, "incomplete_meld"),
        vec![-2500, -2500, -2000]
    );
}

#[test]
fn aces_and_sevens_in_one_hand_cost_1500_each() {
    let round = "fixtures/rounds/modern-american-hand-sets.yaml";
    assert_cmd_snapshot!("hand_sets", canasta(&["score", round]));
    // Cy holds three aces; the four sevens are split two and two.
    assert_eq!(lines(&["score", round], 1, "hand_set"), vec![-1500]);
    assert_eq!(totals(&["score", round])[1], (-1000, -15, -1015));
}

#[test]
fn a_special_hand_scores_alone() {
    let round = "fixtures/rounds/modern-american-special-hand.yaml";
    assert_cmd_snapshot!("special_hand", canasta(&["score", round]));
    assert_eq!(totals(&["score", round])[0], (2500, 0, 2500));
}

/// A special hand by its name alone scores its value; with cards given,
/// their shape is checked: six natural pairs, aces and sevens among them,
/// and a pair of jokers are `wild-pairs` (2000), not `pairs` (no wild
/// card).
#[test]
fn a_special_hand_by_name_alone_and_its_shape() {
    let round = "fixtures/rounds/modern-american-special-hand-by-name.yaml";
    assert_eq!(totals(&["score", round])[0], (3000, 0, 3000));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    let with_cards = |name: &str| {
        format!(
            "rules: modern-american\nteams:\n  - name: We\n    melds: [hA dA, h4 d4, h5 d5, h6 d6, h7 d7, h9 d9, jk jk]\n    special_hand: {name}\n    went_out: true\n  - name: They\n    hand: s9\n"
        )
    };
    std::fs::write(&file, with_cards("wild-pairs")).unwrap();
    let path = file.to_str().unwrap();
    assert_eq!(totals(&["score", path])[0], (2000, 0, 2000));
    std::fs::write(&file, with_cards("pairs")).unwrap();
    let out = canasta(&["score", path]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the melds are not the special hand `pairs`"),
        "{err}"
    );
    // And on the score pad.
    let game = dir.path().join("g.yaml");
    let g = game.to_str().unwrap();
    run(&[
        "game",
        "new",
        g,
        "--rules",
        "modern-american",
        "--team",
        "We",
        "--team",
        "They",
    ]);
    run(&["game", "add", g, round]);
    assert_eq!(json(&["game", "show", g])["teams"][0]["total"], 3000);
}

#[test]
fn rounds_that_could_not_have_happened() {
    for bad in [
        "sevens-with-wild",
        "eighth-card",
        "three-in-meld",
        "out-with-incomplete-aces",
        "wrong-special-hand",
        "special-hand-not-out",
        "unknown-special-hand",
    ] {
        let path = format!("fixtures/rounds/bad/modern-american-{bad}.yaml");
        assert_cmd_snapshot!(format!("bad_{bad}"), canasta(&["score", &path]));
    }
}

#[test]
fn meld_names_the_kind() {
    let kind = |cards: &[&str]| {
        let mut args = vec!["--rules", "modern-american", "meld"];
        args.extend(cards);
        args.extend(["--format", "json"]);
        let out = canasta(&args).output().unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (v["canasta"].clone(), v["valid"].clone())
    };
    assert_eq!(
        kind(&["hA dA cA sA hA dA cA"]),
        (serde_json::json!("aces"), serde_json::json!(true))
    );
    assert_eq!(
        kind(&["h7 d7 c7 s7 h7 d7 c7"]),
        (serde_json::json!("sevens"), serde_json::json!(true))
    );
    assert_eq!(
        kind(&["jk jk jk jk s2 h2 d2"]),
        (serde_json::json!("wild"), serde_json::json!(true))
    );
    assert_eq!(
        kind(&["hA dA cA sA hA dA s2"]),
        (serde_json::json!("mixed"), serde_json::json!(true))
    );
}

#[test]
fn meld_explains_refusals() {
    assert_cmd_snapshot!(
        "meld_sevens_with_wild",
        canasta(&["--rules", "modern-american", "meld", "h7 d7 c7 s2"])
    );
    assert_cmd_snapshot!(
        "meld_eight_cards",
        canasta(&[
            "--rules",
            "modern-american",
            "meld",
            "hK dK cK sK hK dK cK jk"
        ])
    );
}

#[test]
fn a_house_file_extends_modern_american() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let house = dir.join("house.yaml");
    std::fs::write(
        &house,
        "extends: modern-american\nred_threes: {caught_in_hand: 5}\ngame: {target: 10000}\n",
    )
    .unwrap();
    let h = house.to_str().unwrap();
    let d = json(&["rules", "diff", "modern-american", h]);
    let changed: Vec<&str> = d["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["parameter"].as_str().unwrap())
        .collect();
    assert_eq!(changed, vec!["red_threes.caught_in_hand", "game.target"]);
}

fn exit(args: &[&str]) -> (i32, serde_json::Value) {
    let mut all = vec!["--rules", "modern-american"];
    all.extend(args);
    all.extend(["--format", "json"]);
    let out = canasta(&all).output().unwrap();
    let v = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    (out.status.code().unwrap(), v)
}

#[test]
fn initial_meld_minimums_are_125_155_180() {
    for (score, need) in [
        ("-200", 125),
        ("0", 125),
        ("2995", 125),
        ("3000", 155),
        ("5000", 180),
    ] {
        let (_, v) = exit(&["initial-meld", "--score", score, "hA dA cA hK dK cK c4 s5"]);
        assert_eq!(v["required"], need, "score {score}");
    }
}

#[test]
fn the_top_card_does_not_count_toward_the_initial_meld() {
    let hand = "hA dA cA dK cK s2 h9 d9 c4 s5 s6 d8";
    let (code, v) = exit(&["initial-meld", "--score", "0", "--top", "hK", hand]);
    // 60 + 20 + 40 = 120 without the king on top: short of 125.
    assert_eq!(
        (code, v["best_points"].clone()),
        (1, serde_json::json!(120))
    );
    assert!(
        v["reasons"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r == "the top card hK does not count toward the minimum under modern-american"),
        "{v}"
    );
    // With one more king from the hand it does.
    let (code, _) = exit(&[
        "initial-meld",
        "--score",
        "0",
        "--top",
        "hK",
        &format!("{hand} sK"),
    ]);
    assert_eq!(code, 0);
}

#[test]
fn the_pile_is_always_frozen_and_a_closed_rank_blocks_it() {
    let (code, v) = exit(&[
        "pickup",
        "--top",
        "hQ",
        "--hand",
        "dQ sQ h4",
        "--meld",
        "hQ dQ cQ s2",
    ]);
    assert_eq!((code, v["frozen"].clone()), (0, serde_json::json!(true)));
    // The pair would make the queens 8 cards.
    let (code, v) = exit(&[
        "pickup",
        "--top",
        "hQ",
        "--hand",
        "dQ sQ h4",
        "--meld",
        "hQ dQ cQ cQ s2",
    ]);
    assert_eq!(code, 1);
    assert!(
        v["reasons"][0].as_str().unwrap().contains("this has 8"),
        "{v}"
    );
    let (code, v) = exit(&[
        "pickup",
        "--top",
        "hK",
        "--hand",
        "dK sK h4",
        "--meld",
        "hK dK cK sK cK jk c2",
    ]);
    assert_eq!((code, v["blocked"].clone()), (1, serde_json::json!(true)));
    // A natural and a wild card never take it.
    let (code, _) = exit(&[
        "pickup", "--top", "hQ", "--hand", "dQ jk h4", "--meld", "hQ dQ cQ",
    ]);
    assert_eq!(code, 1);
}

#[test]
fn going_out_needs_two_canastas_and_no_incomplete_special_meld() {
    let k = "hK dK cK sK hK dK cK";
    let q = "hQ dQ cQ sQ hQ dQ cQ";
    let (code, v) = exit(&[
        "go-out",
        "--hand",
        "h9 d9 c9 h5",
        "--table",
        k,
        "--table",
        q,
        "--table",
        "hA dA cA",
    ]);
    assert_eq!(code, 1);
    assert!(
        v["reasons"].to_string().contains("incomplete meld of aces"),
        "{v}"
    );
    let (code, v) = exit(&[
        "go-out",
        "--hand",
        "h9 d9 c9 h5",
        "--table",
        k,
        "--table",
        q,
    ]);
    assert_eq!((code, v["bonus"].clone()), (0, serde_json::json!(100)));
    // No final discard: not out.
    let (code, _) = exit(&[
        "go-out", "--hand", "h9 d9 c9", "--table", k, "--table", q, "--lay", "h9 d9 c9",
    ]);
    assert_eq!(code, 1);
    let (code, _) = exit(&["go-out", "--hand", "h9 d9 c9 h5", "--table", k]);
    assert_eq!(code, 1, "one canasta is not enough");
    // After the initial meld aces take no wild card: hA dA jk is no meld.
    let (code, _) = exit(&[
        "go-out",
        "--hand",
        "hA dA jk h5",
        "--table",
        k,
        "--table",
        q,
    ]);
    assert_eq!(code, 1);
    // A black three in the hand is a bonus card, laid out: not a card to meld or discard.
    let (code, v) = exit(&[
        "go-out",
        "--hand",
        "h9 d9 c9 h5 c3",
        "--table",
        k,
        "--table",
        q,
    ]);
    assert_eq!(
        (code, v["discard"].clone()),
        (0, serde_json::json!("h5")),
        "{v}"
    );
    // Natural aces short of a canasta bar going out.
    let (code, _) = exit(&[
        "go-out",
        "--hand",
        "hA dA cA h5",
        "--table",
        k,
        "--table",
        q,
    ]);
    assert_eq!(code, 1);
    // Aces opened with a wild card are an ordinary mixed meld: more wilds may join.
    let (code, v) = exit(&[
        "go-out", "--hand", "cA jk h5", "--table", k, "--table", q, "--table", "hA dA s2",
    ]);
    assert_eq!(code, 0, "{v}");
}

#[test]
fn the_game_goes_to_8500_and_the_higher_total_wins() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let g = dir.join("g.yaml");
    let g = g.to_str().unwrap();
    run(&[
        "game",
        "new",
        g,
        "--team",
        "We",
        "--team",
        "They",
        "--rules",
        "modern-american",
    ]);
    run(&[
        "game",
        "add",
        g,
        "--points",
        "We=8000,0",
        "--points",
        "They=8000,0",
    ]);
    let v = json(&["game", "show", g]);
    assert_eq!(
        v["winner"],
        serde_json::Value::Null,
        "8000 is short of 8500"
    );
    run(&[
        "game",
        "add",
        g,
        "--points",
        "We=600,0",
        "--points",
        "They=900,0",
    ]);
    let v = json(&["game", "show", g]);
    assert!(v["winner"].to_string().contains("They"), "{v}");
}

#[test]
fn aces_take_wild_cards_only_in_the_initial_meld() {
    let (code, v) = exit(&["meld", "hA dA cA s2"]);
    assert_eq!(code, 0, "{v}");
    let (code, v) = exit(&["meld", "--opened", "hA dA cA s2"]);
    assert_eq!(code, 1);
    assert_eq!(
        v["reasons"][0],
        "aces take wild cards only in the side's initial meld under modern-american; laid after it, this has 1 (s2)"
    );
    // Natural aces are fine after the initial meld; classic knows no such rule.
    assert_eq!(exit(&["meld", "--opened", "hA dA cA"]).0, 0);
    let out = canasta(&["meld", "--opened", "hA dA cA s2"])
        .output()
        .unwrap();
    assert!(out.status.success());
}

#[test]
fn rules_diff_shows_every_new_field_that_differs() {
    assert_cmd_snapshot!(
        "rules_diff_classic",
        canasta(&["rules", "diff", "classic", "modern-american"])
    );
    let d = json(&["rules", "diff", "classic", "modern-american"]);
    let changed: Vec<&str> = d["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["parameter"].as_str().unwrap())
        .collect();
    for field in [
        "canasta.kinds",
        "meld.natural_only_ranks",
        "black_threes.bonus_cards",
        "red_threes.sign_by_canastas",
        "scoring.hand_sets",
        "scoring.special_hands",
        "initial_meld.excludes_top_card",
        "pile.always_frozen",
    ] {
        assert!(changed.contains(&field), "{field}: {changed:?}");
    }
}

#[test]
fn the_clean_meld_reading_asks_the_opening_for_a_natural_meld() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let house = dir.join("clean.yaml");
    std::fs::write(
        &house,
        "extends: modern-american\ninitial_meld: {needs_natural_meld: true}\n",
    )
    .unwrap();
    let h = house.to_str().unwrap();
    let open = |rules: &str, hand: &str| {
        let out = canasta(&[
            "--rules",
            rules,
            "initial-meld",
            "--score",
            "0",
            hand,
            "--format",
            "json",
        ])
        .output()
        .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code().unwrap(), v)
    };
    // Pairs and wild cards only: the preset opens, the reading does not.
    let pairs = "hA dA s2 hK dK jk h9 d9 c4 s5 s6 d8";
    assert_eq!(open("modern-american", pairs).0, 0);
    let (code, v) = open(h, pairs);
    assert_eq!(code, 1);
    assert!(
        v["reasons"]
            .to_string()
            .contains("natural cards, without a wild card"),
        "{v}"
    );
    // With three natural kings the opening keeps them, though fewer cards reach 125.
    let (code, v) = open(h, "hA dA s2 hK dK jk h9 d9 cK c4 s5 s6 d8");
    assert_eq!(code, 0, "{v}");
    let melds = v["melds"].as_array().unwrap();
    assert!(
        melds.iter().any(|m| m.as_array().unwrap().iter().all(|c| {
            let c = c.as_str().unwrap();
            c != "jk" && !c.ends_with('2')
        })),
        "{v}"
    );
}

#[test]
fn the_other_sides_closed_canasta_blocks_its_rank() {
    let state = "fixtures/states/modern-american-closed-rank.yaml";
    assert_cmd_snapshot!("pickup_closed_rank", canasta(&["pickup", "--state", state]));
    // Under classic the pair takes it.
    let out = canasta(&["--rules", "classic", "pickup", "--state", state])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn a_modern_american_round_goes_onto_the_score_sheet() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let g = dir.join("g.yaml");
    let g = g.to_str().unwrap();
    run(&[
        "game",
        "new",
        g,
        "--team",
        "We",
        "--team",
        "They",
        "--rules",
        "modern-american",
    ]);
    run(&["game", "add", g, "fixtures/rounds/modern-american.yaml"]);
    run(&[
        "game",
        "add",
        g,
        "fixtures/rounds/modern-american-special-hand.yaml",
    ]);
    // The stored rounds (players, black threes, a special hand) are scored
    // again when the file is read.
    let v = json(&["game", "show", g]);
    let totals: Vec<i64> = v["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["total"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, vec![1475 + 2500, -5100 + 555]);
    assert_eq!(v["teams"][0]["minimum"], 155);
}

/// Issue 25: one incomplete wild meld at a time. Two melds of four 2s
/// would reach 160; seven 2s make 140, short of 155.
#[test]
fn one_incomplete_wild_meld_at_a_time() {
    let out = canasta(&[
        "--rules",
        "modern-american",
        "initial-meld",
        "--score",
        "3000",
        "h2 h2 d2 d2 c2 c2 s2 s2 h5 d9",
        "--format",
        "json",
    ])
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["possible"], false, "{v}");
    assert_eq!(v["best_points"], 140, "{v}");
    // Loose wild cards join the side's melds rather than a new one.
    let v = json(&[
        "--rules",
        "modern-american",
        "go-out",
        "--hand",
        "jk c2 h2 d5",
        "--table",
        "hK dK sK cK hK dK sK",
        "--table",
        "h9 s9 c9 d9 s9 d9 c9",
        "--table",
        "h8 d8 c8",
        "--table",
        "h6 d6 c6",
    ]);
    assert_eq!(
        (v["allowed"].clone(), v["score"].clone()),
        (true.into(), 190.into()),
        "{v}"
    );
}
