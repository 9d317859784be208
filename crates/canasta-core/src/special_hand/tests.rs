use super::*;
use crate::notation::parse_cards;
use crate::rules::load;

fn cards(s: &str) -> Vec<Card> {
    parse_cards("t", s).unwrap().cards()
}

fn rank(s: &str) -> Rank {
    Rank::from_text(s).unwrap()
}

/// A special hand of modern-american, by its key.
fn hand(name: &str) -> SpecialHand {
    load("modern-american")
        .unwrap()
        .scoring
        .special_hands
        .into_iter()
        .find(|h| h.name == name)
        .unwrap_or_else(|| panic!("modern-american has no `{name}`"))
}

/// Each of the eleven hands with the Canasta League of America's example
/// (RULES.md section 7), in cards.
const EXAMPLES: [(&str, &str, i64); 11] = [
    ("pairs", "h6 d6 h7 d7 h8 d8 h9 d9 hJ dJ hQ dQ hK dK", 2500),
    (
        "wild-pairs",
        "h6 d6 h9 d9 hJ dJ hQ dQ h7 d7 hA dA h2 d2",
        2000,
    ),
    (
        "miami-pairs",
        "h6 d6 h9 d9 hQ dQ h7 d7 hA dA h2 d2 jk jk",
        2500,
    ),
    (
        "zip-code",
        "h8 d8 jk jk hQ dQ cQ hK dK cK h4 d4 c4 s4",
        2500,
    ),
    (
        "straight",
        "hA h2 h3 h4 h5 h6 h7 h8 h9 h10 hJ hQ hK jk",
        3000,
    ),
    ("garbage", "h8 d8 c8 s8 hQ dQ cQ sQ h5 d5 c5 hK dK cK", 3000),
    (
        "blast-off",
        "hK dK cK sK hK hQ dQ cQ sQ h8 d8 c8 h2 d2",
        3000,
    ),
    ("triples", "h8 d8 c8 hQ dQ cQ hK dK cK h4 d4 c4 jk jk", 3500),
    ("quads", "h8 d8 c8 s8 hQ dQ cQ sQ hK dK cK sK h2 d2", 3500),
    (
        "dream-hand-plus-4",
        "h4 d4 c4 s4 h4 hK dK cK sK hK jk jk jk jk",
        8500,
    ),
    (
        "dream-hand-plus-5",
        "h4 d4 c4 s4 h4 hK dK cK sK h2 d2 c2 jk jk",
        8500,
    ),
];

#[test]
fn the_eleven_examples_are_their_hands_with_their_points() {
    let rules = load("modern-american").unwrap();
    let names: Vec<&str> = rules
        .scoring
        .special_hands
        .iter()
        .map(|h| h.name.as_str())
        .collect();
    assert_eq!(names, EXAMPLES.map(|(n, _, _)| n));
    for (name, example, points) in EXAMPLES {
        let h = hand(name);
        assert_eq!(h.points, points, "{name}");
        assert_eq!(fits(&h, &cards(example)), Ok(()), "{name}");
        // However the cards lie: reversed, they are the same hand.
        let mut reversed = cards(example);
        reversed.reverse();
        assert_eq!(fits(&h, &reversed), Ok(()), "{name} reversed");
    }
    let wins: Vec<&str> = rules
        .scoring
        .special_hands
        .iter()
        .filter(|h| h.wins_game)
        .map(|h| h.name.as_str())
        .collect();
    assert_eq!(wins, ["dream-hand-plus-4", "dream-hand-plus-5"]);
}

/// A malformed twin of each example, and what it lacks.
#[test]
fn a_malformed_twin_of_each_says_what_it_lacks() {
    let wild = |groups: &[WildGroupWords], jokers, twos| SpecialHandFault::WildGroups {
        groups: ListOf(groups.to_vec()),
        jokers,
        twos,
    };
    let matching = |cards| WildGroupWords::Matching { cards };
    let groups = |groups: &str, sizes: &str| SpecialHandFault::Groups {
        groups: groups.into(),
        sizes: sizes.into(),
    };
    let cases: Vec<(&str, &str, SpecialHandFault)> = vec![
        // A pair of red threes among the seven pairs.
        (
            "pairs",
            "h6 d6 h7 d7 h8 d8 h9 d9 hJ dJ hQ dQ h3 d3",
            SpecialHandFault::Three {
                cards: cards("h3 d3"),
            },
        ),
        // No aces and sevens among the pairs.
        (
            "wild-pairs",
            "h6 d6 h9 d9 hJ dJ hQ dQ h8 d8 hK dK h2 d2",
            SpecialHandFault::LacksRanks {
                ranks: ListOf(vec![rank("A"), rank("7")]),
                missing: ListOf(vec![rank("A"), rank("7")]),
            },
        ),
        // Four 2s, no pair of jokers.
        (
            "miami-pairs",
            "h6 d6 h9 d9 hQ dQ h7 d7 hA dA h2 d2 c2 s2",
            wild(
                &[
                    WildGroupWords::Twos { cards: 2 },
                    WildGroupWords::Jokers { cards: 2 },
                ],
                0,
                4,
            ),
        ),
        // Both pairs wild: one at most.
        (
            "zip-code",
            "jk jk h2 d2 hQ dQ cQ hK dK cK h4 d4 c4 s4",
            SpecialHandFault::Wilds { most: 2, count: 4 },
        ),
        // Four 4s and no 5, 6 or 7.
        (
            "straight",
            "hA h2 h3 h4 d4 c4 s4 h8 h9 h10 hJ hQ hK jk",
            SpecialHandFault::LacksRanks {
                ranks: ListOf("A 3 4 5 6 7 8 9 10 J Q K".split(' ').map(rank).collect()),
                missing: ListOf(vec![rank("5"), rank("6"), rank("7")]),
            },
        ),
        // A joker in a group.
        (
            "garbage",
            "h8 d8 c8 jk hQ dQ cQ sQ h5 d5 c5 hK dK cK",
            SpecialHandFault::Wilds { most: 0, count: 1 },
        ),
        // A mixed wild pair.
        (
            "blast-off",
            "hK dK cK sK hK hQ dQ cQ sQ h8 d8 c8 h2 jk",
            wild(&[matching(2)], 1, 1),
        ),
        // A natural pair in place of the wild pair.
        (
            "triples",
            "h8 d8 c8 hQ dQ cQ hK dK cK h4 d4 c4 h5 d5",
            groups("3 + 3 + 3 + 3", "3 + 3 + 3 + 3 + 2"),
        ),
        // A mixed wild pair.
        (
            "quads",
            "h8 d8 c8 s8 hQ dQ cQ sQ hK dK cK sK h2 jk",
            wild(&[matching(2)], 1, 1),
        ),
        // Two jokers and two 2s: not all alike.
        (
            "dream-hand-plus-4",
            "h4 d4 c4 s4 h4 hK dK cK sK hK jk jk h2 d2",
            wild(&[matching(4)], 2, 2),
        ),
        // Two fives and four wild cards: a five and a four, and five.
        (
            "dream-hand-plus-5",
            "h4 d4 c4 s4 h4 hK dK cK sK hK h2 d2 jk jk",
            groups("5 + 4", "5 + 5"),
        ),
    ];
    assert_eq!(cases.len(), EXAMPLES.len());
    for (name, twin, why) in cases {
        assert_eq!(fits(&hand(name), &cards(twin)), Err(why), "{name}");
    }
}

#[test]
fn the_issues_other_bad_hands_are_refused() {
    // A mixed wild pair among the wild pairs.
    let e = fits(
        &hand("wild-pairs"),
        &cards("h6 d6 h9 d9 hJ dJ hQ dQ h7 d7 hA dA h2 jk"),
    );
    assert!(
        matches!(e, Err(SpecialHandFault::WildGroups { .. })),
        "{e:?}"
    );
    // Garbage as 14 unrelated cards.
    let e = fits(
        &hand("garbage"),
        &cards("hA h4 h5 h6 h7 h8 h9 h10 hJ hQ hK d4 d5 d6"),
    );
    assert!(matches!(e, Err(SpecialHandFault::Groups { .. })), "{e:?}");
    // The straight with two jokers and no 2.
    let e = fits(
        &hand("straight"),
        &cards("hA jk h3 h4 h5 h6 h7 h8 h9 h10 hJ hQ hK jk"),
    );
    assert!(
        matches!(e, Err(SpecialHandFault::WildGroups { .. })),
        "{e:?}"
    );
}

#[test]
fn zip_code_takes_its_pairs_natural_or_one_of_them_wild() {
    let zip = hand("zip-code");
    assert_eq!(
        fits(&zip, &cards("h8 d8 h5 d5 hQ dQ cQ hK dK cK h4 d4 c4 s4")),
        Ok(())
    );
    assert_eq!(
        fits(&zip, &cards("h8 d8 h2 d2 hQ dQ cQ hK dK cK h4 d4 c4 s4")),
        Ok(())
    );
    // A mixed pair is not matching.
    assert_eq!(
        fits(&zip, &cards("h8 d8 h2 jk hQ dQ cQ hK dK cK h4 d4 c4 s4")),
        Err(SpecialHandFault::WildGroups {
            groups: ListOf(vec![WildGroupWords::Matching { cards: 2 }]),
            jokers: 1,
            twos: 1,
        })
    );
    // Natural groups are of different ranks: two pairs of 8s are four.
    assert_eq!(
        fits(&zip, &cards("h8 d8 c8 s8 hQ dQ cQ hK dK cK h4 d4 c4 s4")),
        Err(SpecialHandFault::Groups {
            groups: "4 + 3 + 3 + 2 + 2".into(),
            sizes: "4 + 4 + 3 + 3".into(),
        })
    );
}

fn pairs() -> SpecialHand {
    SpecialHand {
        name: "pairs".into(),
        titles: BTreeMap::new(),
        source: String::new(),
        points: 2500,
        cards: 14,
        groups: vec![2; 7],
        ranks: Vec::new(),
        wild_groups: Vec::new(),
        wilds: 0,
        threes: false,
        wins_game: false,
    }
}

#[test]
fn seven_pairs_are_pairs() {
    assert_eq!(
        fits(
            &pairs(),
            &cards("hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK dK")
        ),
        Ok(())
    );
}

#[test]
fn four_of_a_rank_are_not_two_pairs() {
    let e = fits(
        &pairs(),
        &cards("hA dA cA sA h5 d5 h6 d6 h8 d8 h9 d9 hK dK"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        SpecialHandFault::Rank {
            most: 2,
            count: 4,
            rank: Rank::ACE,
            cards: cards("hA dA cA sA"),
        }
    );
}

#[test]
fn the_number_of_cards_comes_first() {
    let e = fits(&pairs(), &cards("hA dA")).unwrap_err();
    assert_eq!(
        e,
        SpecialHandFault::Size {
            cards: 14,
            count: 2
        }
    );
    let any = SpecialHand {
        groups: vec![],
        ..pairs()
    };
    assert_eq!(
        fits(&any, &cards("hA dA cA sA h5 d5 h6 d6 h8 d8 h9 d9 jk s2")),
        Ok(())
    );
}

/// Loose wild cards (`wilds`, as rule sets before `wild_groups` wrote
/// them) stand in a natural group or beside the groups.
#[test]
fn loose_wild_cards_fill_groups_only_where_allowed() {
    let hand = cards("hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK jk");
    assert!(fits(&pairs(), &hand).is_err());
    let with_wilds = SpecialHand {
        wilds: 1,
        ..pairs()
    };
    assert_eq!(fits(&with_wilds, &hand), Ok(()));
    let old_wild_pairs = SpecialHand {
        groups: vec![2; 6],
        wilds: 2,
        ..pairs()
    };
    assert_eq!(
        fits(
            &old_wild_pairs,
            &cards("h6 d6 h9 d9 hJ dJ hQ dQ h8 d8 hK dK h2 jk")
        ),
        Ok(())
    );
}
