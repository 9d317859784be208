//! Going out with the pile's own cards (issue 31 item 1): where the state
//! file names the pile (`pile:`), taking it makes its cards the player's,
//! to meld in the same turn (to complete a canasta, to go out). With
//! `--pile-size` alone the cards are unknown: they are kept or discarded,
//! never melded, and the reasons say so. In English and German.

use crate::common::canasta;

/// The command's exit code and output, on a line wide enough for a
/// reason to stay on one.
fn run(args: &[&str]) -> (i32, String) {
    let out = canasta().env("COLUMNS", "400").args(args).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (out.status.code().unwrap_or(-1), text)
}

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let (code, text) = run(&all);
    let value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}"));
    (code, value)
}

fn codes(v: &serde_json::Value) -> Vec<String> {
    v["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect()
}

const WILD: &str = "fixtures/states/pile-cards-complete-canasta.yaml";
const NATURAL: &str = "fixtures/states/pile-cards-natural.yaml";
const SECOND: &str = "fixtures/states/pile-cards-second-canasta.yaml";

#[test]
fn the_pile_s_wild_card_completes_the_canasta_and_the_player_goes_out() {
    let (code, v) = json(&["pickup", "--state", WILD]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["legal"], true);
    assert_eq!(v["meld"], serde_json::json!(["dJ", "cJ", "sJ"]));
    let melded = v["details"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "melds_pile_cards")
        .unwrap_or_else(|| panic!("{v:#}"));
    assert_eq!(melded["cards"], serde_json::json!(["c2"]));
    assert_eq!(
        melded["melds"],
        serde_json::json!([["d5", "c5", "s5", "d5", "h5", "h5", "c2"]])
    );
    assert!(!codes(&v).contains(&"pile_cards_unknown".to_string()));
}

#[test]
fn the_reasons_name_the_pile_s_card_melded_in_english_and_german() {
    let (code, en) = run(&["pickup", "--state", WILD]);
    assert_eq!(code, 0, "{en}");
    assert!(en.contains("LEGAL"), "{en}");
    assert!(
        en.contains("they may be melded in the same turn: c2 into d5 c5 s5 d5 h5 h5 c2"),
        "{en}"
    );
    let (code, de) = run(&["--lang", "de", "pickup", "--state", WILD]);
    assert_eq!(code, 0, "{de}");
    assert!(de.contains("ERLAUBT"), "{de}");
    assert!(
        de.contains("dürfen im selben Zug gemeldet werden: ♣2 in ♦5 ♣5 ♠5 ♦5 ♥5 ♥5 ♣2"),
        "{de}"
    );
}

#[test]
fn the_pile_s_natural_completes_the_kings_under_every_rule_set_that_allows_it() {
    for (rules, state) in [
        ("classic", NATURAL),
        ("cardgames-io", NATURAL),
        ("classic-2p", SECOND),
        ("samba", SECOND),
    ] {
        let (code, v) = json(&["--rules", rules, "pickup", "--state", state]);
        assert_eq!(code, 0, "{rules}: {v:#}");
        assert!(
            codes(&v).contains(&"melds_pile_cards".to_string()),
            "{rules}: {v:#}"
        );
    }
}

#[test]
fn without_the_canastas_going_out_needs_the_pile_s_card_does_not_help() {
    // One canasta where two are needed; the final discard a rule set
    // requires; an escalera Bolivia needs.
    for (rules, state) in [
        ("classic-2p", NATURAL),
        ("samba", NATURAL),
        ("verschaerft", SECOND),
        ("bolivia", SECOND),
        ("modern-american", SECOND),
    ] {
        let (code, v) = json(&["--rules", rules, "pickup", "--state", state]);
        assert_eq!(code, 1, "{rules}: {v:#}");
        assert_eq!(v["legal"], false);
        assert!(
            codes(&v).contains(&"would_keep_no_card".to_string()),
            "{rules}: {v:#}"
        );
    }
}

/// `--pile-size` says how many cards come in, not which: they are kept or
/// discarded, never melded (today's reading), and the reasons say so.
#[test]
fn with_the_pile_s_size_alone_its_cards_are_not_melded_and_the_reasons_say_so() {
    let args = [
        "pickup",
        "--top",
        "dJ",
        "--hand",
        "cJ sJ",
        "--meld",
        "d5 c5 s5 d5 h5 h5",
        "--pile-size",
        "2",
        "--frozen",
    ];
    let (code, v) = json(&args);
    assert_eq!(code, 1, "{v:#}");
    let codes = codes(&v);
    assert!(codes.contains(&"would_keep_no_card".to_string()), "{v:#}");
    let unknown = v["details"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "pile_cards_unknown")
        .unwrap_or_else(|| panic!("{v:#}"));
    assert_eq!(unknown["count"], 1);
    let (_, en) = run(&args);
    assert!(
        en.contains("the pile's other card is not named (only how many cards the pile holds): counted as kept or discarded, never melded"),
        "{en}"
    );
    let mut de_args = vec!["--lang", "de"];
    de_args.extend_from_slice(&args);
    let (_, de) = run(&de_args);
    assert!(
        de.contains("die andere Karte des Ablagestapels ist nicht genannt (nur wie viele Karten er hält): sie zählt als behalten oder abgeworfen, nie als gemeldet"),
        "{de}"
    );
}

/// Where the pile's unknown card is the final discard the side can go out
/// with, the verdict stands and still says that the card was not melded.
#[test]
fn a_way_out_with_an_unknown_pile_card_says_it_was_not_melded() {
    let (code, v) = json(&[
        "pickup",
        "--top",
        "dJ",
        "--hand",
        "cJ sJ",
        "--meld",
        "d5 c5 s5 d5 h5 h5 c5",
        "--pile-size",
        "2",
    ]);
    assert_eq!(code, 0, "{v:#}");
    let codes = codes(&v);
    assert!(
        codes.contains(&"goes_out_after_taking".to_string()),
        "{v:#}"
    );
    assert!(codes.contains(&"pile_cards_unknown".to_string()), "{v:#}");
}

/// A pile of more than two cards leaves the player enough to keep: its
/// cards change no verdict, and no reason speaks of them.
#[test]
fn a_larger_pile_needs_none_of_its_cards_melded() {
    let (code, v) = json(&[
        "pickup",
        "--top",
        "dJ",
        "--hand",
        "cJ sJ",
        "--meld",
        "d5 c5 s5 d5 h5 h5",
        "--pile-size",
        "3",
    ]);
    assert_eq!(code, 0, "{v:#}");
    let codes = codes(&v);
    assert!(!codes.contains(&"pile_cards_unknown".to_string()), "{v:#}");
    assert!(
        !codes.contains(&"goes_out_after_taking".to_string()),
        "{v:#}"
    );
}

/// A state file for a side that has not opened: its score, its hand and
/// the pile (bottom first, the top card last).
fn unopened(dir: &std::path::Path, score: i64, hand: &str, pile: &str) -> String {
    let path = dir.join("s.yaml");
    let text = format!(
        "hand: {hand}\npile: {pile}\nsides:\n  - name: A\n    score: {score}\n  - name: B\n"
    );
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// RULES.md §1: taking the pile to open, the top card counts toward the
/// minimum, no other pile card does: the top card plus cards from the
/// hand must reach it before the rest of the pile is taken. Four aces
/// named below the top do not lift a pair of fives (15) to 50, under
/// every rule set with that rule, and the verdict is the one without the
/// pile's cards named.
#[test]
fn an_unopened_side_s_pile_cards_do_not_count_toward_its_initial_meld() {
    let dir = tempfile::tempdir().unwrap();
    let state = unopened(dir.path(), 0, "c5 d5", "sA hA dA cA h5");
    for rules in ["classic", "cardgames-io", "samba"] {
        let (code, v) = json(&["--rules", rules, "pickup", "--state", &state]);
        assert_eq!(
            (code, &v["legal"]),
            (1, &serde_json::json!(false)),
            "{rules}: {v:#}"
        );
        assert!(
            codes(&v).contains(&"not_opened".to_string()),
            "{rules}: {v:#}"
        );
        let (_, sized) = json(&[
            "--rules",
            rules,
            "pickup",
            "--top",
            "h5",
            "--hand",
            "c5 d5",
            "--score",
            "0",
            "--pile-size",
            "5",
        ]);
        assert_eq!(v["legal"], sized["legal"], "{rules}");
        assert_eq!(v["initial_meld"], sized["initial_meld"], "{rules}");
    }
    // The same aces in the hand do count: the meld opens (the pile's two
    // cards below the top are kept).
    let state = unopened(dir.path(), 0, "c5 d5 sA hA dA", "cA s9 h5");
    let (code, v) = json(&["pickup", "--state", &state]);
    assert_eq!((code, &v["legal"]), (0, &serde_json::json!(true)), "{v:#}");
}

/// An unopened side opens with the top card and cards of its hand only:
/// the pile's cards are the player's once taken, not part of the meld
/// that takes it. With a card kept, the pick-up is legal.
#[test]
fn an_unopened_side_opens_with_its_hand_and_keeps_the_pile_s_cards() {
    let dir = tempfile::tempdir().unwrap();
    let state = unopened(dir.path(), -10, "c5 d5 s5 s5 h5", "d5 h5");
    let (code, v) = json(&["pickup", "--state", &state]);
    assert_eq!((code, &v["legal"]), (0, &serde_json::json!(true)), "{v:#}");
    let meld: Vec<&str> = v["meld"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert!(meld.contains(&"h5"), "{v:#}");
    // The hand holds one d5; the pile's d5 is not in the meld.
    assert_eq!(meld.iter().filter(|c| **c == "d5").count(), 1, "{v:#}");
}

/// A pair that opens with the top card leaves the player only the
/// pile's one card below it: melded, it makes no canasta (four fives);
/// discarded, the player goes out without one. Not legal, named or not.
#[test]
fn an_unopened_pair_with_one_pile_card_below_cannot_take_it() {
    let dir = tempfile::tempdir().unwrap();
    let state = unopened(dir.path(), -10, "c5 d5", "s5 h5");
    let (code, v) = json(&["pickup", "--state", &state]);
    assert_eq!((code, &v["legal"]), (1, &serde_json::json!(false)), "{v:#}");
    let (code, sized) = json(&[
        "pickup",
        "--top",
        "h5",
        "--hand",
        "c5 d5",
        "--score",
        "-10",
        "--pile-size",
        "2",
    ]);
    assert_eq!((code, &sized["legal"]), (1, &serde_json::json!(false)));
    assert_eq!(codes(&v), codes(&sized), "{v:#}");
}
