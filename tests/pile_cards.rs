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
