//! The referee commands through the command line: seed 000's worked
//! examples as state fixtures (snapshots), the initial-meld bands of every
//! preset, and one case on each side of every rule difference.

use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

fn canasta() -> Command {
    let mut c = crate::common::bin();
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

/// Run with `--format json`; the exit code and the document.
fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let out = canasta()
        .arg("--format")
        .arg("json")
        .args(args)
        .output()
        .expect("run canasta");
    let code = out.status.code().unwrap_or(-1);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let value = serde_json::from_str(&stdout).unwrap_or_else(|e| {
        panic!(
            "{args:?}: not JSON ({e}): {stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (code, value)
}

fn code(args: &[&str]) -> i32 {
    canasta()
        .args(args)
        .output()
        .unwrap()
        .status
        .code()
        .unwrap_or(-1)
}

fn stderr(args: &[&str]) -> String {
    String::from_utf8_lossy(&canasta().args(args).output().unwrap().stderr).into_owned()
}

// --- seed 000: the four pile examples and the four initial-meld examples ---

#[test]
fn seed000_pile_1_bill_melds_his_sixes() {
    assert_cmd_snapshot!(canasta().args([
        "pickup",
        "--state",
        "fixtures/states/seed000-pile-1-bill.yaml"
    ]));
}

#[test]
fn seed000_pile_2_mike_frozen_needs_a_pair() {
    assert_cmd_snapshot!(canasta().args([
        "pickup",
        "--state",
        "fixtures/states/seed000-pile-2-mike.yaml"
    ]));
}

#[test]
fn seed000_pile_3_lisa_adds_to_the_table() {
    assert_cmd_snapshot!(canasta().args([
        "pickup",
        "--state",
        "fixtures/states/seed000-pile-3-lisa.yaml"
    ]));
}

#[test]
fn seed000_pile_4_bill_frozen_table_meld_does_not_help() {
    assert_cmd_snapshot!(canasta().args([
        "pickup",
        "--state",
        "fixtures/states/seed000-pile-4-bill.yaml"
    ]));
}

#[test]
fn seed000_initial_1() {
    assert_cmd_snapshot!(canasta().args([
        "initial-meld",
        "--state",
        "fixtures/states/seed000-initial-1.yaml"
    ]));
}

#[test]
fn seed000_initial_2() {
    assert_cmd_snapshot!(canasta().args([
        "initial-meld",
        "--state",
        "fixtures/states/seed000-initial-2.yaml"
    ]));
}

#[test]
fn seed000_initial_3() {
    assert_cmd_snapshot!(canasta().args([
        "initial-meld",
        "--state",
        "fixtures/states/seed000-initial-3.yaml"
    ]));
}

#[test]
fn seed000_initial_4() {
    assert_cmd_snapshot!(canasta().args([
        "initial-meld",
        "--state",
        "fixtures/states/seed000-initial-4.yaml"
    ]));
}

#[test]
fn seed000_initial_4_as_printed_is_impossible() {
    assert_cmd_snapshot!(canasta().args([
        "initial-meld",
        "--state",
        "fixtures/states/seed000-initial-4-as-printed.yaml"
    ]));
}

#[test]
fn seed000_examples_through_flags_as_json() {
    let (c, v) = json(&[
        "--rules",
        "cardgames-io",
        "initial-meld",
        "--score",
        "1100",
        "h1",
        "c1",
        "d2",
        "c5",
        "h6",
        "h7",
        "c8",
        "c4",
        "c4",
        "d4",
        "c11",
        "d13",
    ]);
    assert_eq!(
        (c, v["required"].as_i64(), v["possible"].as_bool()),
        (0, Some(50), Some(true))
    );
    assert!(v["points"].as_i64().unwrap() >= 50);
    let (c, v) = json(&[
        "--rules",
        "cardgames-io",
        "initial-meld",
        "--score",
        "1800",
        "h5",
        "h5",
        "d5",
        "c5",
        "d9",
        "d9",
        "s9",
        "h13",
        "d13",
        "d13",
        "c13",
        "s3",
    ]);
    assert_eq!((c, v["possible"].as_bool()), (1, Some(false)));
    assert_eq!(v["melds"], serde_json::json!([]));
    let (c, v) = json(&[
        "--rules",
        "cardgames-io",
        "pickup",
        "--top",
        "s5",
        "--hand",
        "h5 d2 d2 s12 d12",
        "--frozen",
        "--opened",
    ]);
    assert_eq!((c, v["legal"].as_bool()), (1, Some(false)));
    assert!(
        v["reasons"][0].as_str().unwrap().contains("two natural 5s"),
        "{v}"
    );
}

// --- impossible states: exit 2 with a message that names the problem ---

#[test]
fn impossible_states_are_refused() {
    let e = stderr(&["pickup", "--state", "fixtures/states/bad-table-meld.yaml"]);
    assert!(e.contains("table meld hK dK jk d2 is not legal"), "{e}");
    let e = stderr(&["pickup", "--state", "fixtures/states/bad-red-threes.yaml"]);
    assert!(e.contains("5 red threes"), "{e}");
    let e = stderr(&["pickup", "--state", "fixtures/states/bad-empty-pile.yaml"]);
    assert!(e.contains("the pile is empty"), "{e}");
    for f in [
        "bad-table-meld",
        "bad-red-threes",
        "bad-empty-pile",
        "seed000-initial-4-as-printed",
    ] {
        let path = format!("fixtures/states/{f}.yaml");
        assert_eq!(code(&["pickup", "--state", &path]), 2, "{f}");
    }
    // A table meld on the command line must be legal too.
    assert_eq!(
        code(&[
            "pickup", "--top", "h9", "--hand", "h5", "--meld", "hK jk d2"
        ]),
        2
    );
    // Copies across hand and melds.
    assert_eq!(
        code(&[
            "pickup", "--top", "hK", "--hand", "hK", "--meld", "hK dK dK"
        ]),
        2
    );
    // A laid card that is not in the hand: the card, where, and what to do.
    let laid = ["go-out", "--hand", "h5 d5", "--lay", "h5 d5 c5"];
    assert_eq!(code(&laid), 2);
    let said = stderr(&laid);
    assert!(
        said.contains("--lay: c5 is not in the hand (h5 d5)")
            && said.contains("^^ not in --hand")
            && said.contains("help: --lay lays cards of --hand"),
        "{said}"
    );
}

// --- the initial-meld bands of every preset, boundaries included ---

#[test]
fn bands_of_every_preset() {
    let scores = [-5, 0, 1495, 1500, 1501, 2995, 3000, 3001];
    let cases: &[(&str, [i64; 8])] = &[
        ("classic", [15, 50, 50, 90, 90, 90, 120, 120]),
        ("classic-2p", [15, 50, 50, 90, 90, 90, 120, 120]),
        ("classic-3p", [15, 50, 50, 90, 90, 90, 120, 120]),
        ("classic-6p", [15, 50, 50, 90, 90, 90, 120, 120]),
        ("cardgames-io", [15, 50, 50, 90, 90, 90, 120, 120]),
        ("verschaerft", [15, 50, 50, 90, 90, 90, 120, 120]),
        ("livecanasta", [15, 50, 50, 90, 90, 90, 90, 120]),
        ("traditional", [50, 50, 50, 50, 90, 90, 90, 120]),
        ("wikipedia", [15, 50, 50, 90, 90, 90, 120, 120]),
    ];
    for (rules, want) in cases {
        for (score, want) in scores.iter().zip(want) {
            let s = score.to_string();
            let (_, v) = json(&["--rules", rules, "initial-meld", "--score", &s, "h5", "d9"]);
            assert_eq!(v["required"].as_i64(), Some(*want), "{rules} at {score}");
        }
    }
    let (_, v) = json(&[
        "--rules",
        "classic-6p",
        "initial-meld",
        "--score",
        "7500",
        "h5",
    ]);
    assert_eq!(v["required"].as_i64(), Some(150));
}

// --- rule differences, one case on each side ---

#[test]
fn red_three_on_top_blocks_in_cardgames_io_not_in_classic() {
    let args = ["pickup", "--top", "h3", "--hand", "h5 d7", "--opened"];
    let (c, v) = json(&[&["--rules", "cardgames-io"], &args[..]].concat());
    assert_eq!((c, v["blocked"].as_bool()), (1, Some(true)));
    let (c, v) = json(&[&["--rules", "classic"], &args[..]].concat());
    assert_eq!((c, v["blocked"].as_bool()), (1, Some(false)));
    assert!(
        v["reasons"][0].as_str().unwrap().contains("never melded"),
        "{v}"
    );
}

#[test]
fn table_meld_pickup_classic_yes_traditional_no() {
    let args = [
        "pickup", "--top", "hK", "--hand", "h5 d7", "--meld", "dK dK cK",
    ];
    let (c, v) = json(&[&["--rules", "classic"], &args[..]].concat());
    assert_eq!((c, v["method"].as_str()), (0, Some("table_meld")));
    let (c, v) = json(&[&["--rules", "traditional"], &args[..]].concat());
    assert_eq!(c, 1, "{v}");
    let all = v["reasons"].to_string();
    assert!(
        all.contains("never takes the pile by adding the top card to a table meld"),
        "{all}"
    );
}

#[test]
fn natural_and_wild_pickup_traditional_yes_verschaerft_no() {
    let args = ["pickup", "--top", "h9", "--hand", "d9 jk c4", "--opened"];
    assert_eq!(code(&[&["--rules", "traditional"], &args[..]].concat()), 0);
    assert_eq!(code(&[&["--rules", "verschaerft"], &args[..]].concat()), 1);
}

#[test]
fn black_three_locks_in_verschaerft_never_freezes_in_classic() {
    let state = "fixtures/states/black-three-below.yaml";
    let (c, v) = json(&["--rules", "verschaerft", "pickup", "--state", state]);
    assert_eq!((c, v["frozen"].as_bool()), (1, Some(true)), "{v}");
    let (c, v) = json(&["--rules", "classic", "pickup", "--state", state]);
    assert_eq!((c, v["frozen"].as_bool()), (0, Some(false)), "{v}");
}

#[test]
fn black_three_on_top_blocks_everywhere() {
    for rules in ["classic", "verschaerft", "traditional"] {
        let (c, v) = json(&[
            "--rules", rules, "pickup", "--top", "s3", "--hand", "c3 h3", "--opened",
        ]);
        assert_eq!((c, v["blocked"].as_bool()), (1, Some(true)), "{rules}");
    }
}

#[test]
fn unopened_side_frozen_pile_needs_a_pair_and_the_minimum() {
    // Natural and wild: fine once opened, not for an unopened side (frozen).
    let (c, _) = json(&[
        "pickup",
        "--top",
        "hA",
        "--hand",
        "dA jk jk h7 c8",
        "--opened",
    ]);
    assert_eq!(c, 0);
    let (c, v) = json(&["pickup", "--top", "hA", "--hand", "dA jk jk h7 c8"]);
    assert_eq!(c, 1, "{v}");
    // A pair that reaches the minimum with the top card.
    let (c, v) = json(&["pickup", "--top", "hA", "--hand", "dA cA jk h7 c8"]);
    assert_eq!(c, 0, "{v}");
    // The same pair, but the minimum at 3000 is out of reach.
    let (c, v) = json(&[
        "pickup",
        "--top",
        "hA",
        "--hand",
        "dA cA h7 c8",
        "--score",
        "3000",
    ]);
    assert_eq!(c, 1, "{v}");
    assert!(v["initial_meld"]["required"].as_i64() == Some(120));
}

#[test]
fn one_card_rule_needs_the_pile_size() {
    let args = [
        "pickup", "--top", "h9", "--hand", "d9", "--meld", "s9 c9 h9",
    ];
    assert_eq!(code(&args), 0);
    assert_eq!(code(&[&args[..], &["--pile-size", "1"]].concat()), 1);
    assert_eq!(code(&[&args[..], &["--pile-size", "2"]].concat()), 0);
}

#[test]
fn concealed_exemption_classic_yes_cardgames_io_no() {
    // A natural canasta of 5s is worth 35: below 50, but it goes out concealed.
    let hand = ["h5", "h5", "d5", "d5", "c5", "c5", "s5", "h9"];
    let (c, v) = json(
        &[
            &["--rules", "classic", "initial-meld", "--score", "0"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!(
        (c, v["exempt"].as_str()),
        (0, Some("concealed_going_out")),
        "{v}"
    );
    assert_eq!(v["going_out"].as_bool(), Some(true));
    let (c, v) = json(
        &[
            &["--rules", "cardgames-io", "initial-meld", "--score", "0"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!(c, 1, "{v}");
}

#[test]
fn canasta_from_hand_exemption_traditional() {
    // Seven 5s and two more cards: no going out (two cards left), 35 < 50.
    let hand = ["h5", "h5", "d5", "d5", "c5", "c5", "s5", "h9", "cK"];
    let (c, v) = json(
        &[
            &["--rules", "traditional", "initial-meld", "--score", "0"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!(
        (c, v["exempt"].as_str()),
        (0, Some("canasta_from_hand")),
        "{v}"
    );
    let (c, _) = json(
        &[
            &["--rules", "classic", "initial-meld", "--score", "0"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!(c, 1);
}

#[test]
fn livecanasta_3000_needs_90_traditional_1500_and_negative_need_50() {
    let (_, v) = json(&[
        "--rules",
        "livecanasta",
        "initial-meld",
        "--score",
        "3000",
        "h5",
    ]);
    assert_eq!(v["required"].as_i64(), Some(90));
    let (_, v) = json(&[
        "--rules",
        "traditional",
        "initial-meld",
        "--score",
        "1500",
        "h5",
    ]);
    assert_eq!(v["required"].as_i64(), Some(50));
    let (_, v) = json(&[
        "--rules",
        "traditional",
        "initial-meld",
        "--score",
        "-200",
        "h5",
    ]);
    assert_eq!(v["required"].as_i64(), Some(50));
    let (_, v) = json(&[
        "--rules",
        "classic",
        "initial-meld",
        "--score",
        "-200",
        "h5",
    ]);
    assert_eq!(v["required"].as_i64(), Some(15));
}

#[test]
fn wild_ratio_decides_the_initial_meld() {
    // hA cA jk jk: 2N 2W is legal in classic (140), not in cardgames-io (N > W).
    let hand = ["hA", "cA", "jk", "jk", "h7", "c8"];
    let (c, v) = json(
        &[
            &["--rules", "classic", "initial-meld", "--score", "3000"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!((c, v["points"].as_i64()), (0, Some(140)), "{v}");
    let (c, v) = json(
        &[
            &["--rules", "cardgames-io", "initial-meld", "--score", "3000"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!((c, v["best_points"].as_i64()), (1, Some(90)), "{v}");
}

#[test]
fn partner_permission_mandatory_in_traditional_only() {
    let args = [
        "go-out",
        "--hand",
        "h7 d7 c7",
        "--table",
        "h5 h5 d5 c5 s5 d5 jk",
        "--lay",
        "h7 d7 c7",
    ];
    assert_eq!(code(&[&["--rules", "classic"], &args[..]].concat()), 0);
    let (c, v) = json(&[&["--rules", "traditional"], &args[..]].concat());
    assert_eq!(c, 1);
    assert!(
        v["reasons"][0].as_str().unwrap().contains("--partner yes"),
        "{v}"
    );
    assert_eq!(
        code(
            &[
                &["--rules", "traditional"],
                &args[..],
                &["--partner", "yes"]
            ]
            .concat()
        ),
        0
    );
    // A refusal binds everywhere.
    assert_eq!(
        code(&[&["--rules", "classic"], &args[..], &["--partner", "no"]].concat()),
        1
    );
}

#[test]
fn verschaerft_needs_two_canastas_and_a_final_discard() {
    let table = ["--table", "h5 h5 d5 c5 s5 d5 jk"];
    let one = ["go-out", "--hand", "h7 d7 c7 s9", "--lay", "h7 d7 c7"];
    assert_eq!(
        code(&[&["--rules", "classic"], &one[..], &table[..]].concat()),
        0
    );
    let (c, v) = json(&[&["--rules", "verschaerft"], &one[..], &table[..]].concat());
    assert_eq!(c, 1);
    assert!(v["reasons"].to_string().contains("2 canastas"), "{v}");
    // Two canastas, everything melded: classic yes, verschaerft wants a discard.
    let two = [
        "go-out",
        "--hand",
        "hK dK cK sK hK dK jk",
        "--lay",
        "hK dK cK sK hK dK jk",
    ];
    assert_eq!(
        code(&[&["--rules", "classic"], &two[..], &table[..]].concat()),
        0
    );
    let (c, v) = json(&[&["--rules", "verschaerft"], &two[..], &table[..]].concat());
    assert_eq!(c, 1);
    assert!(v["reasons"].to_string().contains("final discard"), "{v}");
    let three = [
        "go-out",
        "--hand",
        "hK dK cK sK hK dK jk s9",
        "--lay",
        "hK dK cK sK hK dK jk",
    ];
    assert_eq!(
        code(&[&["--rules", "verschaerft"], &three[..], &table[..]].concat()),
        0
    );
}

#[test]
fn black_threes_as_the_last_meld() {
    let table = ["--table", "h5 h5 d5 c5 s5 d5 jk"];
    let args = ["go-out", "--hand", "c3 s3 d2", "--lay", "c3 s3 d2"];
    // Traditional: two black threes and a wild; cardgames-io: never with wilds.
    assert_eq!(
        code(
            &[
                &["--rules", "traditional", "--format", "json"],
                &args[..],
                &table[..],
                &["--partner", "yes"]
            ]
            .concat()
        ),
        0
    );
    assert_eq!(
        code(&[&["--rules", "cardgames-io"], &args[..], &table[..]].concat()),
        1
    );
    // Traditional names exactly three cards: three black threes + a wild is too many.
    let four = ["go-out", "--hand", "c3 s3 s3 d2", "--lay", "c3 s3 s3 d2"];
    assert_eq!(
        code(
            &[
                &["--rules", "traditional"],
                &four[..],
                &table[..],
                &["--partner", "yes"]
            ]
            .concat()
        ),
        1
    );
    // The search finds the black threes when no --lay is given.
    let (c, v) = json(&[
        "go-out",
        "--hand",
        "c3 s3 s3 c7",
        "--table",
        "h5 h5 d5 c5 s5 d5 jk",
    ]);
    assert_eq!((c, v["discard"].as_str()), (0, Some("c7")), "{v}");
}

#[test]
fn concealed_bonus_by_rule_set() {
    let args = [
        "go-out",
        "--hand",
        "hK dK cK sK hK dK jk c5",
        "--lay",
        "hK dK cK sK hK dK jk",
    ];
    let (_, v) = json(&[&["--rules", "classic"], &args[..]].concat());
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(true), Some(200))
    );
    let (_, v) = json(&[&["--rules", "livecanasta"], &args[..]].concat());
    assert_eq!(v["bonus"].as_i64(), Some(1000));
    let (_, v) = json(
        &[
            &["--rules", "classic"],
            &args[..],
            &["--melded-before", "--opened"],
        ]
        .concat(),
    );
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(false), Some(100))
    );
}

#[test]
fn go_out_needs_a_canasta_without_one_no() {
    let (c, v) = json(&["go-out", "--hand", "h7 d7 c7 s9", "--table", "h5 h5 d5"]);
    assert_eq!(c, 1, "{v}");
}

#[test]
fn go_out_search_adds_to_table_melds() {
    // One 5 completes the side's canasta of 5s; c7 is the final discard.
    let (c, v) = json(&["go-out", "--hand", "h5 c7", "--table", "h5 d5 c5 s5 d5 jk"]);
    assert_eq!(
        (c, v["discard"].as_str(), v["canastas"].as_i64()),
        (0, Some("c7"), Some(1)),
        "{v}"
    );
    assert_eq!(v["concealed"].as_bool(), Some(false));
    // Two cards left over: no.
    assert_eq!(
        code(&[
            "go-out",
            "--hand",
            "h5 c7 c8",
            "--table",
            "h5 d5 c5 s5 d5 jk"
        ]),
        1
    );
}

#[test]
fn go_out_from_a_state_file() {
    let (c, v) = json(&[
        "go-out",
        "--state",
        "fixtures/states/go-out.yaml",
        "--partner",
        "yes",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["bonus"].as_i64(), Some(100));
    let (c, _) = json(&["go-out", "--state", "fixtures/states/go-out.yaml"]);
    assert_eq!(c, 1, "traditional: the partner must be asked");
}

#[test]
fn taking_the_pile_to_open_counts_the_rest_of_the_pile_as_cards_kept() {
    // dA hA cA is worth 60, but melds both cards of the hand: with the pile
    // of one card, nothing is left to discard; with a pile of 5, four are.
    let args = ["initial-meld", "--score", "0", "--top", "dA", "hA", "cA"];
    let (c, v) = json(&args);
    assert_eq!(c, 1, "{v}");
    let (c, v) = json(&[&args[..], &["--pile-size", "5"]].concat());
    assert_eq!((c, v["points"].as_i64()), (0, Some(60)), "{v}");
    // The top card must be in a meld, and the frozen pile wants a natural pair.
    let (c, v) = json(&[
        "initial-meld",
        "--score",
        "0",
        "--top",
        "dA",
        "hA",
        "jk",
        "h7",
        "c8",
        "--pile-size",
        "4",
    ]);
    assert_eq!(c, 1, "{v}");
    assert!(
        v["reasons"][0]
            .as_str()
            .unwrap()
            .contains("two natural aces"),
        "{v}"
    );
    let (c, v) = json(&[
        "--rules",
        "cardgames-io",
        "initial-meld",
        "--score",
        "0",
        "--top",
        "s3",
        "hA",
        "cA",
    ]);
    assert_eq!(c, 1, "{v}");
    assert!(v["reasons"][0].as_str().unwrap().contains("blocked"), "{v}");
}

#[test]
fn red_three_in_the_pile_freezes_in_classic_not_in_wikipedia() {
    let state = "fixtures/states/red-three-below.yaml";
    let (c, v) = json(&["--rules", "classic", "pickup", "--state", state]);
    assert_eq!((c, v["frozen"].as_bool()), (1, Some(true)), "{v}");
    assert!(
        v["reasons"][0]
            .as_str()
            .unwrap()
            .starts_with("frozen (d3 in the pile)"),
        "{v}"
    );
    let (c, v) = json(&["--rules", "wikipedia", "pickup", "--state", state]);
    assert_eq!(
        (c, v["method"].as_str()),
        (0, Some("natural_and_wild")),
        "{v}"
    );
}

#[test]
fn copies_across_hand_and_pile_are_refused() {
    let e = stderr(&["pickup", "--state", "fixtures/states/bad-copies.yaml"]);
    assert!(e.contains("5 jokers"), "{e}");
    assert!(
        e.contains("bad-copies.yaml:3:"),
        "points into the pile line: {e}"
    );
    assert_eq!(
        code(&["pickup", "--state", "fixtures/states/bad-copies.yaml"]),
        2
    );
}

#[test]
fn flags_override_the_state_file() {
    // The file's hand holds one 5; --hand gives two, so the frozen pile can be taken.
    let state = "fixtures/states/seed000-pile-2-mike.yaml";
    assert_eq!(code(&["pickup", "--state", state]), 1);
    assert_eq!(code(&["pickup", "--state", state, "--hand", "h5 c5 d2"]), 0);
    // --rules wins over the file's rules: classic takes the 5 with h5 d2 when unfrozen.
    let (c, v) = json(&[
        "--rules", "classic", "pickup", "--state", state, "--top", "c5",
    ]);
    assert_eq!(c, 1, "still frozen by the h2 in the pile: {v}");
}

#[test]
fn red_threes_count_toward_the_minimum_only_by_house_rule() {
    let dir = tempfile::tempdir().unwrap();
    let house = dir.path().join("house.yaml");
    std::fs::write(
        &house,
        "extends: classic\nname: house\ninitial_meld:\n  counts_red_threes: true\n",
    )
    .unwrap();
    let house = house.to_str().unwrap();
    // hA cA d2 is 60, short of 90; a red three in the hand adds 100 under the house rule.
    let hand = ["hA", "cA", "d2", "h3", "c7", "c8"];
    let (c, v) = json(&[&["initial-meld", "--score", "1500"], &hand[..]].concat());
    assert_eq!(c, 1, "{v}");
    assert!(
        v["reasons"][0]
            .as_str()
            .unwrap()
            .contains("red threes are laid out"),
        "{v}"
    );
    let (c, v) = json(
        &[
            &["--rules", house, "initial-meld", "--score", "1500"],
            &hand[..],
        ]
        .concat(),
    );
    assert_eq!(c, 0, "{v}");
}

#[test]
fn go_out_search_adds_wild_cards_to_a_table_meld() {
    let (c, v) = json(&["go-out", "--hand", "jk c7", "--table", "h5 h5 d5 c5 s5 d5"]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["melds"], serde_json::json!([["jk"]]));
    assert_eq!(v["joins"], serde_json::json!(["5"]));
}

/// A meld that would leave the player without a card to keep is not "no
/// meld at all": say what it is worth, and how to count the pile's cards.
#[test]
fn too_few_cards_left_is_explained_not_hidden() {
    let args = ["pickup", "--top", "h5", "--hand", "h5 d5 c9"];
    let (c, v) = json(&args);
    assert_eq!(c, 1);
    let reasons = v["reasons"].to_string();
    assert!(reasons.contains("15, short of the 50"), "{v}");
    assert!(reasons.contains("--pile-size"), "{v}");
    let (c, v) = json(&[&args[..], &["--pile-size", "5"]].concat());
    assert_eq!(c, 1);
    assert!(!v["reasons"].to_string().contains("--pile-size"), "{v}");
}

// --- found by QA: command-line forms and merged melds ---

#[test]
fn pickup_takes_hand_and_melds_as_many_arguments() {
    // CLI.md: card lists may be one quoted argument or many arguments.
    let (c, v) = json(&[
        "pickup", "--hand", "c6", "c6", "h7", "d8", "--top", "d6", "--meld", "h9", "h9", "d9",
        "--meld", "sK,sK", "cK",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["method"], "natural_pair");
    // Each --meld stays its own meld: kings and nines are not one meld.
    let (c, v) = json(&[
        "pickup", "--top", "hK", "--hand", "h5", "c7", "--meld", "h9", "h9", "d9", "--meld", "sK",
        "sK", "cK",
    ]);
    assert_eq!((c, v["method"].as_str()), (0, Some("table_meld")), "{v}");
    assert_eq!(v["meld"], serde_json::json!(["sK", "sK", "cK", "hK"]));
    // `;` separates melds within one argument (CLI.md, card notation).
    let (c, v) = json(&[
        "pickup",
        "--top",
        "hK",
        "--hand",
        "h5 c7",
        "--meld",
        "h9 h9 d9; sK sK cK",
    ]);
    assert_eq!((c, v["method"].as_str()), (0, Some("table_meld")), "{v}");
    assert_eq!(
        code(&["pickup", "--top", "hK", "--hand", "h5 c7", "--meld", ""]),
        2
    );
}

#[test]
fn pickup_checks_the_meld_merged_with_the_table_meld_of_its_rank() {
    // traditional: the natural and the wild join the nines already down,
    // which then hold four wild cards (at most 3): the pile cannot be taken.
    let args = [
        "--rules",
        "traditional",
        "pickup",
        "--top",
        "s9",
        "--hand",
        "s9 jk h5",
        "--meld",
        "h9 d9 c9 jk d2 s2",
    ];
    let (c, v) = json(&args);
    assert_eq!(c, 1, "{v}");
    let all = v["reasons"].to_string();
    assert!(all.contains("h9 d9 c9 jk d2 s2 s9 s9 jk"), "{all}");
    // classic: the same natural and wild would break the limit too, but
    // the top card alone joins the table meld.
    let (c, v) = json(&[
        "pickup",
        "--top",
        "s9",
        "--hand",
        "s9 jk h5",
        "--meld",
        "h9 d9 jk d2 s2",
    ]);
    assert_eq!((c, v["method"].as_str()), (0, Some("table_meld")), "{v}");
}

#[test]
fn go_out_is_not_concealed_when_a_player_alone_has_melds_down() {
    // verschaerft: each plays alone, so the melds on the table are the
    // player's own earlier melds: not "aus der Hand".
    let (c, v) = json(&[
        "--rules",
        "verschaerft",
        "go-out",
        "--hand",
        "hK hK dK dK cK cK sK h9",
        "--table",
        "h5 h5 d5 d5 c5 c5 s5",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(false), Some(100))
    );
    // classic: partnerships, the table melds may be the partner's.
    let (c, v) = json(&[
        "go-out",
        "--hand",
        "hK hK dK dK cK cK sK h9",
        "--table",
        "h5 h5 d5",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(true), Some(200))
    );
}

#[test]
fn a_pile_of_no_cards_is_refused() {
    // The pile holds at least its top card.
    for cmd in [
        &[
            "pickup",
            "--top",
            "hA",
            "--hand",
            "hA cA",
            "--pile-size",
            "0",
        ][..],
        &[
            "initial-meld",
            "--top",
            "hA",
            "--pile-size",
            "0",
            "hA",
            "cA",
        ][..],
    ] {
        assert_eq!(code(cmd), 2, "{cmd:?}");
        assert!(stderr(cmd).contains("--pile-size"), "{}", stderr(cmd));
    }
}

#[test]
fn traditional_opens_with_the_pile_by_a_natural_and_a_wild() {
    // Seed 003: the Posso is taken with a natural and a wild card, or two
    // naturals, "unter Berücksichtigung der für die erste Meldung
    // erforderlichen Punktzahl"; only black threes and wild cards freeze it.
    // RULES.md section 5 states this reading: an unopened side may take it
    // with a natural and a wild too (issue 25 keeps it).
    let hand = ["h9", "jk", "hA", "cA", "c4", "c5"];
    let im = [
        &[
            "--rules",
            "traditional",
            "initial-meld",
            "--score",
            "0",
            "--top",
            "s9",
        ][..],
        &hand,
    ]
    .concat();
    let (c, v) = json(&im);
    assert_eq!(c, 0, "{v}");
    assert!(
        v["melds"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m.to_string().contains("s9")),
        "{v}"
    );
    let (c, v) = json(&[
        "--rules",
        "traditional",
        "pickup",
        "--top",
        "s9",
        "--hand",
        "h9 jk hA cA c4 c5",
    ]);
    assert_eq!(c, 0, "{v}");
    // A wild in the pile still wants the natural pair.
    let (c, v) = json(&[
        "--rules",
        "traditional",
        "pickup",
        "--top",
        "s9",
        "--hand",
        "h9 jk hA cA c4 c5",
        "--frozen",
    ]);
    assert_eq!(c, 1, "{v}");
    // classic: the pile is frozen for a side that has not opened.
    let (c, v) = json(&["pickup", "--top", "s9", "--hand", "h9 jk hA cA c4 c5"]);
    assert_eq!(c, 1, "{v}");
}

#[test]
fn go_out_sets_red_threes_aside_never_discards_them() {
    let table = "hK hK dK dK cK cK sK";
    let (c, v) = json(&["go-out", "--hand", "h3 h5 d5 c5 s9", "--table", table]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["discard"], "s9");
    let (c, v) = json(&["go-out", "--hand", "h3 h5 d5 c5", "--table", table]);
    assert_eq!(c, 0, "{v}");
    assert!(v["discard"].is_null(), "{v}");
    assert!(v["reasons"].to_string().contains("h3"), "{v}");
}

#[test]
fn taking_the_pile_to_open_one_card_of_the_hand_kept_is_enough() {
    // CLI.md: with --top the player must keep a card to discard. The rest
    // of the pile comes into the hand too, so one card of the hand kept to
    // discard does not end the turn with no cards.
    let (c, v) = json(&[
        "initial-meld",
        "--score",
        "1500",
        "--top",
        "sK",
        "hK",
        "dK",
        "hA",
        "cA",
        "d2",
        "h7",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["points"], 90, "{v}");
    let (c, v) = json(&[
        "pickup",
        "--top",
        "sK",
        "--hand",
        "hK dK hA cA d2 h7",
        "--score",
        "1500",
    ]);
    assert_eq!(c, 0, "{v}");
    // A pile of only its top card: discarding h7 would go out.
    let (c, v) = json(&[
        "initial-meld",
        "--score",
        "1500",
        "--top",
        "sK",
        "--pile-size",
        "1",
        "hK",
        "dK",
        "hA",
        "cA",
        "d2",
        "h7",
    ]);
    assert_eq!(c, 1, "{v}");
    // Without --top, the hand after drawing must keep two (seed 000, example 4).
    let (c, v) = json(&[
        "initial-meld",
        "--score",
        "1500",
        "sK",
        "hK",
        "dK",
        "hA",
        "cA",
        "d2",
        "h7",
    ]);
    assert_eq!(c, 1, "{v}");
}

#[test]
fn seed000_initial_examples_propose_the_seeds_melds() {
    // The seed's own answers: hA cA d2 for 60 ("die einzige Meldung"), and
    // hA cA d2 + c9 c9 d9 for 90; melding more is allowed, not needed.
    let (c, v) = json(&[
        "--rules",
        "cardgames-io",
        "initial-meld",
        "--score",
        "1100",
        "h1",
        "c1",
        "d2",
        "c5",
        "h6",
        "h7",
        "c8",
        "c4",
        "c4",
        "d4",
        "c11",
        "d13",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["melds"], serde_json::json!([["hA", "cA", "d2"]]), "{v}");
    assert_eq!(
        (v["points"].as_i64(), v["best_points"].as_i64()),
        (Some(60), Some(75))
    );
    let (c, v) = json(&[
        "--rules",
        "cardgames-io",
        "initial-meld",
        "--score",
        "1500",
        "h1",
        "c1",
        "d2",
        "c5",
        "h6",
        "h7",
        "c8",
        "c9",
        "c9",
        "d9",
        "h9",
        "d13",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["points"], 90, "{v}");
    let melds = v["melds"].as_array().unwrap();
    assert_eq!(melds.len(), 2, "{v}");
    assert!(
        melds.contains(&serde_json::json!(["hA", "cA", "d2"])),
        "{v}"
    );
}

/// `go-out --hand` reads like `pickup --hand`: one argument or several.
#[test]
fn go_out_takes_the_hand_as_many_arguments() {
    let lay = ["--lay", "hK dK cK sK hK dK jk"];
    let one = json(&[&["go-out", "--hand", "hK dK cK sK hK dK jk c5"], &lay[..]].concat());
    let many = json(
        &[
            &[
                "go-out", "--hand", "hK", "dK", "cK", "sK", "hK", "dK", "jk", "c5",
            ],
            &lay[..],
        ]
        .concat(),
    );
    assert_eq!(one.0, 0);
    assert_eq!(one, many);
}

/// Round and game files say `teams:`; a table state file accepts it as
/// well as its own `sides:`.
#[test]
fn a_state_file_may_say_teams_for_sides() {
    let dir = tempfile::tempdir().unwrap();
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/states/seed000-pile-1-bill.yaml");
    let text = std::fs::read_to_string(&fixture).unwrap();
    assert!(text.contains("\nsides:"));
    let teams = dir.path().join("teams.yaml");
    std::fs::write(&teams, text.replace("\nsides:", "\nteams:")).unwrap();
    let a = json(&["pickup", "--state", fixture.to_str().unwrap()]);
    let b = json(&["pickup", "--state", teams.to_str().unwrap()]);
    assert_eq!(
        (a.0, &a.1["legal"], &a.1["reasons"]),
        (b.0, &b.1["legal"], &b.1["reasons"])
    );
}

/// Issue 7, item 2: an opened side must still keep a card. Melding the
/// nines leaves c4 to discard, and ending the turn with no card is going
/// out, which needs a canasta.
#[test]
fn pickup_after_opening_must_keep_a_card_or_go_out() {
    let args = [
        "pickup",
        "--top",
        "h9",
        "--hand",
        "s9 d9 c4",
        "--meld",
        "hK dK cK",
        "--pile-size",
        "1",
    ];
    assert_cmd_snapshot!("pickup_opened_keeps_a_card", canasta().args(args));
    // A pile of two brings a card to keep.
    assert_eq!(code(&[&args[..8], &["2"]].concat()), 0);
    // With a canasta on the table, discarding c4 goes out: legal.
    let with_canasta = [
        "pickup",
        "--top",
        "h9",
        "--hand",
        "s9 d9 c4",
        "--meld",
        "hK dK cK sK hK dK cK",
        "--pile-size",
        "1",
    ];
    assert_eq!(code(&with_canasta), 0);
    // Where going out needs two canastas, one is not enough.
    let two = [&["--rules", "classic-2p"][..], &with_canasta[..]].concat();
    let (c, v) = json(&two);
    assert_eq!(c, 1, "{v}");
    assert!(
        v["reasons"][0].as_str().unwrap().contains("2 canastas"),
        "{v}"
    );
    // A pile of unknown size is taken as two: its other card is the final
    // discard, which goes out, so only a side with its canasta may.
    let pair = ["pickup", "--top", "h9", "--hand", "s9 d9", "--meld"];
    assert_eq!(code(&[&pair[..], &["hK dK cK sK hK dK cK"]].concat()), 0);
    assert_eq!(code(&[&pair[..], &["hK dK cK"]].concat()), 1);
    // verschaerft wants a final discard: melding the whole hand leaves none.
    let out = [
        "--rules",
        "verschaerft",
        "pickup",
        "--top",
        "h9",
        "--hand",
        "s9 d9",
        "--meld",
        "hK dK cK sK hK dK cK",
        "--meld",
        "hQ dQ cQ sQ hQ dQ cQ",
        "--pile-size",
        "1",
    ];
    assert_eq!(code(&out), 1);
}

/// Issue 7, item 1: without --lay, go-out proposes the way out that scores
/// the most. Laying the aces with both wild cards is a hand canasta (1000),
/// worth more than two mixed canastas with the tens on the table.
#[test]
fn go_out_proposes_the_way_that_scores_the_most() {
    let (c, v) = json(&[
        "--rules",
        "livecanasta",
        "go-out",
        "--hand",
        "sA cA cA hA dA c2 dA h2 h9",
        "--table",
        "cT hT sT dT sT hT",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(v["concealed"], true, "{v}");
    assert_eq!(v["bonus"], 1000);
    assert_eq!(
        v["melds"],
        serde_json::json!([["sA", "cA", "cA", "hA", "dA", "dA", "c2", "h2"]])
    );
    assert_eq!(v["discard"], "h9");
    // 6 aces and two 2s (160), a mixed canasta (300), the hand canasta (1000).
    assert_eq!(v["score"], 1460);
    // Completing the nines on the table pays more than going out concealed,
    // which it names as the other way.
    let (c, v) = json(&[
        "go-out",
        "--hand",
        "h7 d7 c7 s7 h7 d7 jk h9",
        "--table",
        "s9 d9 s9 c9 c9 d9",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["score"].as_i64()),
        (Some(false), Some(990))
    );
    assert_eq!(v["concealed_alternative"]["score"], 580, "{v}");
}

/// Issue 7, item 4: traditional's "Ausmachen mit Canasta aus der Hand" (200)
/// is a concealed go-out; the other reading is a parameter.
#[test]
fn traditional_from_the_hand_keeps_its_reading_and_offers_the_other() {
    let after_melds = [
        "go-out",
        "--hand",
        "h7 d7 c7 s7 h7 d7 jk s9",
        "--table",
        "hK dK cK",
        "--melded-before",
        "--partner",
        "yes",
    ];
    // The preset's reading: earlier melds, so not concealed: 100.
    let (c, v) = json(&[&["--rules", "traditional"][..], &after_melds[..]].concat());
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(false), Some(100))
    );
    // The whole hand at once, nothing melded before: 200.
    let (c, v) = json(&[
        "--rules",
        "traditional",
        "go-out",
        "--hand",
        "h7 d7 c7 s7 h7 d7 jk s9",
        "--partner",
        "yes",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(true), Some(200))
    );
    // The other reading: a canasta laid whole from the hand earns the 200
    // after earlier melds too ...
    let house = "fixtures/rules/traditional-canasta-from-hand.yaml";
    let (c, v) = json(&[&["--rules", house][..], &after_melds[..]].concat());
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(true), Some(200))
    );
    // ... but not a go-out that completes no canasta from the hand.
    let (c, v) = json(&[
        "--rules",
        house,
        "go-out",
        "--hand",
        "h7 d7 c7 s9",
        "--table",
        "hK dK cK sK hK dK jk",
        "--lay",
        "h7 d7 c7",
        "--melded-before",
        "--partner",
        "yes",
    ]);
    assert_eq!(c, 0, "{v}");
    assert_eq!(
        (v["concealed"].as_bool(), v["bonus"].as_i64()),
        (Some(false), Some(100))
    );
}
