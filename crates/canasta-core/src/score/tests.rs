use super::*;
use crate::error::Result;
use crate::round;
use crate::rules::RuleSet;
use crate::rules::{from_yaml, load};

fn score_of(rules: &RuleSet, yaml: &str) -> HandScore {
    let file = round::parse("t.yaml", yaml).unwrap();
    let rules = round::fit_players(rules.clone(), &file, false).unwrap();
    score(&rules, &round::check(&rules, &file).unwrap())
}

fn lines(s: &SideScore, source: Source) -> Vec<i64> {
    s.lines
        .iter()
        .filter(|l| l.source == source)
        .map(|l| l.points)
        .collect()
}

const THREES: &str = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 c9]
    red_threes: h3 d3 h3
    went_out: true
  - name: B
    red_threes: d3
    hand: c4
";

#[test]
fn red_threes_per_canasta_on_the_doubling_scale() {
    let s = score_of(&load("verschaerft").unwrap(), THREES);
    assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![200, -100]);
    assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![-100]);
}

#[test]
fn red_threes_flat_with_a_total_for_all_four() {
    let classic = load("classic").unwrap();
    let s = score_of(&classic, THREES);
    assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![300]);
    // B melded nothing: negative under classic.
    assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![-100]);
    assert_eq!(classic.red_threes.value(4), 800);
    assert_eq!(load("verschaerft").unwrap().red_threes.value(4), 800);
    assert_eq!(load("verschaerft").unwrap().red_threes.value(5), 1600);
    assert_eq!(load("classic-6p").unwrap().red_threes.value(5), 1000);
}

#[test]
fn red_threes_all_or_nothing_is_the_other_reading_of_verschaerft() {
    // RULES.md section 3: "Parameter: per three or all-or-nothing".
    let house = from_yaml(
        "house.yaml",
        "extends: verschaerft\nred_threes: {negative: all_or_nothing}\n",
    )
    .unwrap();
    let s = score_of(&house, THREES);
    // 3 red threes, 2 canastas: not one each, so all three count -400.
    assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![-400]);
    assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![-100]);
    let enough = THREES.replace("red_threes: h3 d3 h3", "red_threes: h3 d3");
    let s = score_of(&house, &enough);
    assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![200]);
}

#[test]
fn a_house_rule_can_keep_red_threes_positive() {
    let house = from_yaml(
        "house.yaml",
        "extends: classic\nred_threes: {negative: never}\n",
    )
    .unwrap();
    let s = score_of(&house, THREES);
    assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![100]);
}

#[test]
fn bonus_and_cards_add_up_to_the_total() {
    for name in [
        "classic",
        "verschaerft",
        "traditional",
        "livecanasta",
        "wikipedia",
    ] {
        let s = score_of(&load(name).unwrap(), THREES);
        for t in &s.teams {
            assert_eq!(t.bonus + t.cards, t.total, "{name} {}", t.name);
            assert_eq!(t.lines.iter().map(|l| l.points).sum::<i64>(), t.total);
        }
    }
}

#[test]
fn concealed_doubling_spares_penalties() {
    let yaml = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 c9]
    went_out: true
    concealed: true
  - name: B
    melds: [hQ dQ cQ sQ hQ dQ cQ]
    hand: c4
    penalties: [{points: 50, reason: slow}]
";
    let s = score_of(&load("verschaerft").unwrap(), yaml);
    assert_eq!(lines(&s.teams[1], Source::Hand), vec![-10]);
    assert_eq!(lines(&s.teams[1], Source::Penalty), vec![-50]);
    let c = score_of(&load("classic-2p").unwrap(), yaml);
    assert_eq!(lines(&c.teams[1], Source::Hand), vec![-5]);
}

const MODERN: &str = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, jk jk jk jk s2 h2 d2]
    red_threes: h3
    went_out: true
  - name: B
    melds: [h9 d9 c9 s9 h9 d9 c9]
    hand: d3 c3 c4
";

fn house(yaml: &str) -> RuleSet {
    from_yaml("house.yaml", &format!("extends: modern-american\n{yaml}")).unwrap()
}

#[test]
fn wild_canasta_readings() {
    // RULES.md section 7: all four jokers 2500 (the preset's reading) ...
    let preset = load("modern-american").unwrap();
    let s = score_of(&preset, MODERN);
    assert_eq!(lines(&s.teams[0], Source::Canasta), vec![500, 2500]);
    // ... or every wild canasta 2000: a house leaves the special kinds out.
    let plain = house(
        "canasta:\n  kinds:\n    - {name: wild, cards: wild, bonus: 2000, incomplete_penalty: 2000}\n",
    );
    let s = score_of(&plain, MODERN);
    assert_eq!(lines(&s.teams[0], Source::Canasta), vec![500, 2000]);
    // Seven 2s: 3000.
    let twos = MODERN.replace("jk jk jk jk s2 h2 d2", "s2 h2 d2 c2 s2 h2 d2");
    let s = score_of(&preset, &twos);
    assert_eq!(lines(&s.teams[0], Source::Canasta), vec![500, 3000]);
    assert_eq!(s.teams[0].canastas[1].kind, "wild");
}

#[test]
fn a_three_caught_in_hand_costs_100_or_its_card_value() {
    let s = score_of(&load("modern-american").unwrap(), MODERN);
    assert_eq!(lines(&s.teams[1], Source::ThreesInHand), vec![-200]);
    assert_eq!(lines(&s.teams[1], Source::Hand), vec![-5]);
    let s = score_of(&house("red_threes: {caught_in_hand: 5}\n"), MODERN);
    assert_eq!(lines(&s.teams[1], Source::ThreesInHand), vec![-10]);
    // Classic: a red three in a hand cannot be.
    let file = round::parse("t.yaml", MODERN).unwrap();
    assert!(round::check(&load("classic").unwrap(), &file).is_err());
}

#[test]
fn threes_follow_the_sign_table() {
    let s = score_of(&load("modern-american").unwrap(), MODERN);
    // Two canastas: plus, on the colour's own scale (1 -> 100).
    assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![100]);
    let negative = house("red_threes: {sign_by_canastas: {0: minus, 1: minus, 2: zero}}\n");
    let s = score_of(&negative, MODERN);
    assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![0]);
}

#[test]
fn hand_sets_count_per_player_or_for_the_whole_hand() {
    let yaml = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, hQ dQ cQ sQ hQ dQ cQ]
    went_out: true
  - name: B
    hand: hA dA cA sA h7 d7 c7
";
    let s = score_of(&load("modern-american").unwrap(), yaml);
    assert_eq!(lines(&s.teams[1], Source::HandSet), vec![-1500, -1500]);
    let split = yaml.replace(
        "hand: hA dA cA sA h7 d7 c7",
        "players: [{name: X, hand: hA dA h7}, {name: Y, hand: cA sA d7 c7}]",
    );
    let s = score_of(&load("modern-american").unwrap(), &split);
    assert!(lines(&s.teams[1], Source::HandSet).is_empty());
    assert!(
        score_of(&load("classic").unwrap(), yaml).teams[1]
            .lines
            .iter()
            .all(|l| l.source != Source::HandSet)
    );
}

fn checked_of(rules: &RuleSet, yaml: &str) -> Result<HandScore> {
    let file = round::parse("t.yaml", yaml).unwrap();
    checked(rules, &round::check(rules, &file).unwrap())
}

#[test]
fn penalties_past_the_64_bit_range_name_the_entry() {
    let yaml = format!(
        "teams:\n  - name: A\n    went_out: false\n  - name: B\n    penalties: [{{points: {m}, reason: slow}}, {{points: {m}, reason: late}}]\n",
        m = i64::MAX
    );
    let e = checked_of(&load("classic").unwrap(), &yaml).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Round);
    assert_eq!(
        e.fault(),
        Some(&ScoreFault::PointsOverflow {
            team: "B".into(),
            entry: Entry::Adding {
                entry: Box::new(Entry::PenaltyFor {
                    reason: "late".into()
                }),
                sum: "bonus",
            },
            max: i64::MAX.to_string(),
        })
    );
    // One such penalty still fits.
    let one = yaml.replace(", {points: 9223372036854775807, reason: late}", "");
    let s = checked_of(&load("classic").unwrap(), &one).unwrap();
    assert_eq!(s.teams[1].total, -i64::MAX);
}

#[test]
fn red_threes_doubling_past_the_range_name_the_entry() {
    let mut rules = load("verschaerft").unwrap();
    rules.deck.packs_per_player = None;
    rules.deck.packs = 40;
    rules.red_threes.each = 1_000_000_000;
    let threes = vec!["h3 d3"; 20].join(" ");
    let yaml = format!(
        "teams:\n  - name: A\n    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 c9]\n    red_threes: {threes}\n  - name: B\n"
    );
    let e = checked_of(&rules, &yaml).unwrap_err();
    let Some(ScoreFault::PointsOverflow { team, entry, .. }) = e.fault() else {
        panic!("{e}");
    };
    assert_eq!(
        (team.as_str(), entry),
        ("A", &Entry::RedThreesWithoutCanasta { count: 38 })
    );
    assert_eq!(
        rules.red_threes.checked_value(34),
        Some(1_000_000_000 << 33)
    );
    assert_eq!(rules.red_threes.checked_value(64), None);
}
