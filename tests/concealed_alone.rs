//! Concealed needs no earlier melds, also where each player is a side of
//! one (issue 31 item 3, RULES.md section 1): there `--opened` (or melds
//! on the table) says that this player melded before, so going out is not
//! concealed. In English and German.

use crate::common::canasta;

const HAND: &str = "cJ d7 c2 hJ sJ sJ dJ hJ dJ hK dK cK sK hK dK cK";

fn go_out(rules: &[&str], extra: &[&str]) -> serde_json::Value {
    let out = canasta()
        .args(rules)
        .args(["--format", "json", "go-out", "--hand", HAND])
        .args(extra)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{rules:?} {extra:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn has(v: &serde_json::Value, code: &str) -> bool {
    v["details"]
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["code"] == code)
}

/// Every rule set, and player count, where each plays alone.
const ALONE: [&[&str]; 6] = [
    &["--rules", "classic-2p"],
    &["--rules", "classic-3p"],
    &["--rules", "verschaerft"],
    &["--rules", "traditional", "--players", "2"],
    &["--rules", "traditional", "--players", "3"],
    &["--rules", "livecanasta", "--players", "2"],
];

#[test]
fn a_player_alone_whose_side_opened_melded_before_and_is_not_concealed() {
    for rules in ALONE {
        let fresh = go_out(rules, &[]);
        assert_eq!(fresh["concealed"], true, "{rules:?}: {fresh:#}");
        let opened = go_out(rules, &["--opened"]);
        assert_eq!(opened["allowed"], true, "{rules:?}: {opened:#}");
        assert_eq!(opened["concealed"], false, "{rules:?}: {opened:#}");
        assert!(
            opened["bonus"].as_i64() < fresh["bonus"].as_i64(),
            "{rules:?}: {opened:#}"
        );
        assert!(has(&opened, "alone_melded_before"), "{rules:?}: {opened:#}");
        assert!(!has(&fresh, "alone_melded_before"), "{rules:?}");
    }
}

#[test]
fn classic_2p_scores_the_plain_bonus_once_the_player_has_melded() {
    let v = go_out(&["--rules", "classic-2p"], &["--opened"]);
    assert_eq!(v["bonus"], 100, "{v:#}");
    let fresh = go_out(&["--rules", "classic-2p"], &[]);
    assert_eq!(fresh["bonus"], 200, "{fresh:#}");
    assert_eq!(
        v["score"].as_i64().unwrap() + 100,
        fresh["score"].as_i64().unwrap()
    );
}

/// In a partnership the partner may have opened the side: the player's
/// own hand still goes down whole, concealed.
#[test]
fn in_a_partnership_the_side_s_opening_may_be_the_partner_s() {
    for rules in [
        &["--rules", "classic"][..],
        &["--rules", "traditional", "--players", "4"],
        &["--rules", "livecanasta", "--players", "4"],
    ] {
        let v = go_out(rules, &["--opened", "--partner", "yes"]);
        assert_eq!(v["concealed"], true, "{rules:?}: {v:#}");
        assert!(!has(&v, "alone_melded_before"), "{rules:?}");
    }
}

#[test]
fn the_reason_says_why_in_english_and_german() {
    let said = |lang: &str| {
        let out = canasta()
            .env("COLUMNS", "400")
            .args([
                "--lang",
                lang,
                "--rules",
                "classic-2p",
                "go-out",
                "--hand",
                HAND,
            ])
            .arg("--opened")
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let en = said("en");
    assert!(
        en.contains("not concealed: under classic-2p each player is a side alone, so the side's earlier melds are the player's own (concealed needs no earlier melds)"),
        "{en}"
    );
    let de = said("de");
    assert!(
        de.contains("nicht verdeckt: nach klassisch-2p ist jeder Spieler allein eine Partei, die früheren Meldungen der Partei sind also seine eigenen"),
        "{de}"
    );
}
