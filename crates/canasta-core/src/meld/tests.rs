//! Every meld example of the seeds, under the preset of its seed, and the
//! same melds under the other presets where the verdict differs.
//!
//! A case is `(preset, going_out, cards, expected)`; `expected` is `ok(points)`,
//! `canasta(kind, points, bonus)` or `broken([reason, ...])`: an invalid meld
//! must give exactly those reasons, in that order, with those numbers and
//! cards (the reasons are data; their words are the binary's catalogue's,
//! tested there).

use super::*;
use crate::card::Suit;
use crate::rules::load;

fn cards(s: &str) -> Vec<Card> {
    crate::notation::parse_cards("t", s).unwrap().cards()
}

fn rank(s: &str) -> Rank {
    Rank::from_text(s).unwrap_or_else(|| panic!("{s} is no rank"))
}

fn ranks(s: &str) -> Vec<Rank> {
    s.split_whitespace().map(rank).collect()
}

fn verdict(rules: &str, meld: &str) -> MeldVerdict {
    check(&load(rules).unwrap(), &cards(meld), false)
}

// The reasons the cases expect, one helper per rule, named after what it
// says; `rules` is the name of the rule set the reason cites.

/// "red threes are never melded".
fn red_threes() -> MeldReason {
    MeldReason::RedThreesNeverMelded
}

/// "a meld is of one rank, but the natural cards are 5s and 6s".
fn several_ranks(of: &str) -> MeldReason {
    MeldReason::SeveralRanks { ranks: ranks(of) }
}

/// "a meld has at most `max` cards; this has `got`".
fn too_many_cards(max: u32, got: u32, canasta_size: bool) -> MeldReason {
    MeldReason::TooManyCards {
        max,
        got,
        canasta_size,
    }
}

/// "black threes may be melded only as the last meld when going out".
fn only_going_out() -> MeldReason {
    BlackThreeReason::OnlyGoingOut.into()
}

/// "a meld of black threes has `min` to `max` cards; this has `got`".
fn black_three_count(min: u32, max: u32, got: u32) -> MeldReason {
    BlackThreeReason::Count { min, max, got }.into()
}

/// "black threes may not be melded with wild cards under `rules`; this has
/// `got` wild cards".
fn black_threes_with_wilds(rules: &str, got: u32) -> MeldReason {
    BlackThreeReason::WithWildCards {
        rules: rules.to_string(),
        got,
    }
    .into()
}

/// "at most `max` wild cards with black threes; this has `got`".
fn black_threes_too_many_wilds(max: u32, got: u32) -> MeldReason {
    BlackThreeReason::TooManyWildCards { max, got }.into()
}

/// "a meld of wild cards only is not allowed under `rules`: it needs at
/// least `min_naturals` natural cards".
fn wild_meld_not_allowed(rules: &str, min_naturals: u32) -> MeldReason {
    WildMeldReason::NotAllowed {
        rules: rules.to_string(),
        min_naturals,
    }
    .into()
}

/// "a meld of wild cards only must be a complete canasta of `min` or more
/// cards under `rules`; this has `got`".
fn wild_meld_not_a_canasta(rules: &str, min: u32, got: u32) -> MeldReason {
    WildMeldReason::NotACanasta {
        rules: rules.to_string(),
        min,
        got,
    }
    .into()
}

/// "`rank`s never take wild cards under `rules`; this has 1 wild card (s2)".
fn takes_no_wilds(rules: &str, of: &str, wilds: &str) -> MeldReason {
    RankMeldReason::TakesNoWildCards {
        rules: rules.to_string(),
        rank: rank(of),
        wilds: cards(wilds),
    }
    .into()
}

/// "a meld needs at least `min` natural `rank`s; this has `got`".
fn too_few_naturals(of: &str, min: u32, got: u32) -> MeldReason {
    RankMeldReason::TooFewNaturals {
        rank: rank(of),
        min,
        got,
    }
    .into()
}

/// "a meld holds at most `max` wild cards; this has `got`".
fn too_many_wilds(max: u32, got: u32) -> MeldReason {
    RankMeldReason::TooManyWildCards { max, got }.into()
}

/// "naturals must outnumber wild cards under `rules`; this has `naturals`
/// natural and `wilds` wild".
fn must_outnumber(rules: &str, naturals: u32, wilds: u32) -> MeldReason {
    RankMeldReason::NaturalsMustOutnumberWilds {
        rules: rules.to_string(),
        naturals,
        wilds,
    }
    .into()
}

/// "wild cards may not outnumber naturals under `rules`; this has
/// `naturals` natural and `wilds` wild".
fn may_not_outnumber(rules: &str, naturals: u32, wilds: u32) -> MeldReason {
    RankMeldReason::WildsOutnumberNaturals {
        rules: rules.to_string(),
        naturals,
        wilds,
    }
    .into()
}

#[derive(Debug)]
enum Expect {
    Valid {
        points: i64,
        canasta: Option<CanastaKind>,
        bonus: i64,
    },
    Invalid(Vec<MeldReason>),
}

fn ok(points: i64) -> Expect {
    Expect::Valid {
        points,
        canasta: None,
        bonus: 0,
    }
}

fn canasta(kind: CanastaKind, points: i64, bonus: i64) -> Expect {
    Expect::Valid {
        points,
        canasta: Some(kind),
        bonus,
    }
}

fn broken<const N: usize>(reasons: [MeldReason; N]) -> Expect {
    Expect::Invalid(reasons.into())
}

const ALL: &[&str] = &[
    "classic",
    "cardgames-io",
    "verschaerft",
    "livecanasta",
    "traditional",
    "wikipedia",
];

/// Runs the cases and reports every failing one at once.
fn run(cases: &[(&str, bool, &str, Expect)]) {
    let mut failures = Vec::new();
    for (preset, going_out, meld, expect) in cases {
        let rules = load(preset).unwrap_or_else(|e| panic!("{preset}: {e}"));
        crate::deck::check(&rules, &[&crate::notation::parse_cards("t", meld).unwrap()])
            .unwrap_or_else(|e| panic!("{preset} {meld}: the example is not one deck: {e}"));
        let v = check(&rules, &cards(meld), *going_out);
        let what = format!(
            "{preset} {meld}{}",
            if *going_out { " (going out)" } else { "" }
        );
        match expect {
            Expect::Valid {
                points,
                canasta,
                bonus,
            } => {
                if !v.valid {
                    failures.push(format!("{what}: expected valid, got {:?}", v.reasons));
                } else if (v.points, v.canasta, v.canasta_bonus) != (*points, *canasta, *bonus) {
                    failures.push(format!(
                        "{what}: expected {points} points, {canasta:?} +{bonus}; got {} points, {:?} +{}",
                        v.points, v.canasta, v.canasta_bonus
                    ));
                }
                if v.valid && !v.reasons.is_empty() {
                    failures.push(format!("{what}: valid but with reasons {:?}", v.reasons));
                }
            }
            Expect::Invalid(reasons) => {
                if v.valid {
                    failures.push(format!("{what}: expected invalid, got valid"));
                } else if v.reasons != *reasons {
                    failures.push(format!(
                        "{what}: expected reasons {reasons:?}, got {:?}",
                        v.reasons
                    ));
                }
                if v.canasta.is_some() || v.canasta_bonus != 0 {
                    failures.push(format!("{what}: invalid but a canasta"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// Seed 000 (cardgames.io), "Der Spielablauf" and the glossary.
#[test]
fn seed_000_play_section_under_cardgames_io() {
    use CanastaKind::*;
    run(&[
        // "drei Fünfen sind eine gültige Meldung"
        ("cardgames-io", false, "h5 d5 c5", ok(15)),
        // "aber zwei Joker und eine Fünf sind nicht gültig"
        (
            "cardgames-io",
            false,
            "jk jk h5",
            broken([
                too_few_naturals("5", 2, 1),
                must_outnumber("cardgames-io", 1, 2),
            ]),
        ),
        // "sechs Vieren sind eine gültige Meldung"
        ("cardgames-io", false, "h4 h4 d4 d4 c4 s4", ok(30)),
        // "aber sechs Vieren und vier wilde Karten sind es nicht"
        (
            "cardgames-io",
            false,
            "h4 h4 d4 d4 c4 s4 jk jk c2 d2",
            broken([too_many_wilds(3, 4)]),
        ),
        // "Die größte Meldung ... elf Karten: alle acht Karten eines
        // einzigen Ranges plus drei wilde Karten."
        (
            "cardgames-io",
            false,
            "h9 h9 d9 d9 c9 c9 s9 s9 jk c2 d2",
            canasta(Mixed, 170, 300),
        ),
        // Twelve cards: more than eleven, and four wild cards.
        (
            "cardgames-io",
            false,
            "h9 h9 d9 d9 c9 c9 s9 s9 jk jk c2 d2",
            broken([too_many_cards(11, 12, false), too_many_wilds(3, 4)]),
        ),
        // The merge example: h10 d10 d10, later s10 s10 c10 d2, together
        // h10 d10 d10 s10 s10 c10 d2.
        ("cardgames-io", false, "h10 d10 d10", ok(30)),
        ("cardgames-io", false, "s10 s10 c10 d2", ok(50)),
        (
            "cardgames-io",
            false,
            "h10 d10 d10 s10 s10 c10 d2",
            canasta(Mixed, 80, 300),
        ),
        // Black threes: only as the last meld when going out, never with wilds.
        (
            "cardgames-io",
            false,
            "s3 c3 s3",
            broken([only_going_out()]),
        ),
        ("cardgames-io", true, "s3 c3 s3", ok(15)),
        ("cardgames-io", true, "s3 c3 s3 c3", ok(20)),
        (
            "cardgames-io",
            true,
            "s3 c3 jk",
            broken([black_threes_with_wilds("cardgames-io", 1)]),
        ),
        // Red threes are never melded.
        ("cardgames-io", true, "h3 d3 h3", broken([red_threes()])),
        // Glossary: a natural meld has no wild card, a mixed one has; a
        // canasta has seven or more cards, natural or mixed.
        ("cardgames-io", false, "hQ dQ cQ sQ", ok(40)),
        ("cardgames-io", false, "hQ dQ cQ jk", ok(80)),
        (
            "cardgames-io",
            false,
            "hQ dQ cQ sQ hQ dQ cQ",
            canasta(Natural, 70, 500),
        ),
        (
            "cardgames-io",
            false,
            "hQ dQ cQ sQ hQ dQ c2",
            canasta(Mixed, 80, 300),
        ),
        // Natural cards of two ranks are not one meld.
        (
            "cardgames-io",
            false,
            "h5 d5 h6",
            broken([several_ranks("5 6")]),
        ),
    ]);
}

/// Seed 000, the melds of the pile and initial-meld examples.
#[test]
fn seed_000_worked_examples_under_cardgames_io() {
    run(&[
        // Bill: C6 C6 with the D6 from the pile.
        ("cardgames-io", false, "c6 c6 d6", ok(15)),
        // Mike: H5 S5 D2 would be a meld if the pile were not frozen.
        ("cardgames-io", false, "h5 s5 d2", ok(30)),
        // Lisa: the top H13 added to D13 D13 C13 H2.
        ("cardgames-io", false, "dK dK cK h2", ok(50)),
        ("cardgames-io", false, "dK dK cK h2 hK", ok(60)),
        // Initial meld example 1: h1 c1 d2 is worth 60; c4 c4 d4 15; the
        // fours and the two 35.
        ("cardgames-io", false, "hA cA d2", ok(60)),
        ("cardgames-io", false, "c4 c4 d4", ok(15)),
        ("cardgames-io", false, "c4 c4 d4 d2", ok(35)),
        // Example 2: h1 c1 d2 and c9 c9 d9 for 90.
        ("cardgames-io", false, "c9 c9 d9", ok(30)),
        // Example 3: two aces and two deuces are no meld (naturals must
        // outnumber wilds), four fours are 20.
        (
            "cardgames-io",
            false,
            "hA cA d2 h2",
            broken([must_outnumber("cardgames-io", 2, 2)]),
        ),
        ("cardgames-io", false, "c4 c4 d4 h4", ok(20)),
        // Example 4 as a 108-card deck allows it.
        ("cardgames-io", false, "h5 h5 d5 c5", ok(20)),
        ("cardgames-io", false, "d9 d9 s9", ok(30)),
        ("cardgames-io", false, "hK dK dK cK", ok(40)),
    ]);
}

/// The seed-000 melds whose verdict differs under another rule set.
#[test]
fn seed_000_melds_under_other_presets() {
    use CanastaKind::*;
    run(&[
        // Two naturals and two wilds: N > W fails, N >= W and no ratio pass.
        ("classic", false, "hA cA d2 h2", ok(80)),
        ("traditional", false, "hA cA d2 h2", ok(80)),
        ("wikipedia", false, "hA cA d2 h2", ok(80)),
        (
            "livecanasta",
            false,
            "hA cA d2 h2",
            broken([must_outnumber("livecanasta", 2, 2)]),
        ),
        (
            "verschaerft",
            false,
            "hA cA d2 h2",
            broken([must_outnumber("verschaerft", 2, 2)]),
        ),
        // Twelve cards: only cardgames.io has a size limit.
        (
            "classic",
            false,
            "h9 h9 d9 d9 c9 c9 s9 s9 jk jk c2 d2",
            broken([too_many_wilds(3, 4)]),
        ),
        (
            "verschaerft",
            false,
            "h9 h9 d9 d9 c9 c9 s9 s9 jk jk c2 d2",
            canasta(Mixed, 220, 300),
        ),
        // Two jokers and a five: fewer than two naturals everywhere.
        (
            "classic",
            false,
            "jk jk h5",
            broken([too_few_naturals("5", 2, 1)]),
        ),
        (
            "wikipedia",
            false,
            "jk jk h5",
            broken([
                too_few_naturals("5", 2, 1),
                may_not_outnumber("wikipedia", 1, 2),
            ]),
        ),
        // Black threes with a wild: only the German rule book allows it.
        ("traditional", true, "s3 c3 jk", ok(60)),
        (
            "classic",
            true,
            "s3 c3 jk",
            broken([black_threes_with_wilds("classic", 1)]),
        ),
        (
            "wikipedia",
            true,
            "s3 c3 jk",
            broken([black_threes_with_wilds("wikipedia", 1)]),
        ),
        // Red threes: never, under any rule set.
        ("classic", true, "h3 d3 h3", broken([red_threes()])),
        ("traditional", true, "h3 d3 h3", broken([red_threes()])),
    ]);
}

/// Seed 003 (German rule book) under `traditional`: "bei 3 und 4
/// herauszulegenden Karten mindestens 2 natürliche Karten, bei 5 und 6
/// mindestens 3, bei 7 Blättern 4".
#[test]
fn seed_003_naturals_per_size_under_traditional() {
    use CanastaKind::*;
    run(&[
        ("traditional", false, "h8 d8 jk", ok(70)),
        (
            "traditional",
            false,
            "h8 jk c2",
            broken([
                too_few_naturals("8", 2, 1),
                may_not_outnumber("traditional", 1, 2),
            ]),
        ),
        ("traditional", false, "h8 d8 jk c2", ok(90)),
        (
            "traditional",
            false,
            "h8 jk c2 d2",
            broken([
                too_few_naturals("8", 2, 1),
                may_not_outnumber("traditional", 1, 3),
            ]),
        ),
        ("traditional", false, "h8 d8 c8 jk c2", ok(100)),
        (
            "traditional",
            false,
            "h8 d8 jk c2 d2",
            broken([may_not_outnumber("traditional", 2, 3)]),
        ),
        ("traditional", false, "h8 d8 c8 jk c2 d2", ok(120)),
        (
            "traditional",
            false,
            "h8 d8 jk jk c2 d2",
            broken([too_many_wilds(3, 4), may_not_outnumber("traditional", 2, 4)]),
        ),
        (
            "traditional",
            false,
            "h8 d8 c8 s8 jk c2 d2",
            canasta(Mixed, 130, 300),
        ),
        (
            "traditional",
            false,
            "h8 d8 c8 jk jk c2 d2",
            broken([too_many_wilds(3, 4), may_not_outnumber("traditional", 3, 4)]),
        ),
        // "7 Asse ... Die 7 natürlichen Karten bilden eine »Echten Canasta«"
        (
            "traditional",
            false,
            "hA hA dA dA cA cA sA",
            canasta(Natural, 140, 500),
        ),
        // "evtl. auch 7 Joker und 2en": a canasta of wild cards only, 1000.
        (
            "traditional",
            false,
            "jk jk jk jk c2 d2 h2",
            canasta(Wild, 260, 1000),
        ),
        // ... but only as a canasta.
        (
            "traditional",
            false,
            "jk jk c2",
            broken([wild_meld_not_a_canasta("traditional", 7, 3)]),
        ),
        // "jedoch nie 3en!"; going out: "3 schwarze 3en oder 2 schwarze 3en
        // mit einer wilden Karte".
        ("traditional", true, "s3 c3 s3", ok(15)),
        ("traditional", true, "s3 c3 d2", ok(30)),
        ("traditional", false, "s3 c3 s3", broken([only_going_out()])),
        (
            "traditional",
            true,
            "s3 c3 jk jk",
            broken([
                black_three_count(3, 3, 4),
                black_threes_too_many_wilds(1, 2),
            ]),
        ),
    ]);
}

/// The seed-003 table under the other readings of the wild ratio.
#[test]
fn seed_003_sizes_under_other_presets() {
    use CanastaKind::*;
    run(&[
        // Classic has no ratio: 2 naturals and 3 wilds are a meld.
        ("classic", false, "h8 d8 jk c2 d2", ok(110)),
        ("classic", false, "h8 d8 c8 jk c2 d2", ok(120)),
        // N > W: 2+2 and 3+3 fail, 4+3 is a canasta.
        (
            "cardgames-io",
            false,
            "h8 d8 jk c2",
            broken([must_outnumber("cardgames-io", 2, 2)]),
        ),
        (
            "cardgames-io",
            false,
            "h8 d8 c8 jk c2 d2",
            broken([must_outnumber("cardgames-io", 3, 3)]),
        ),
        (
            "cardgames-io",
            false,
            "h8 d8 c8 s8 jk c2 d2",
            canasta(Mixed, 130, 300),
        ),
        (
            "livecanasta",
            false,
            "h8 d8 c8 jk c2 d2",
            broken([must_outnumber("livecanasta", 3, 3)]),
        ),
        // The N >= W reading is the same as the table.
        ("wikipedia", false, "h8 d8 c8 jk c2 d2", ok(120)),
        // A canasta of wild cards only: where the rule set has one.
        (
            "livecanasta",
            false,
            "jk jk jk jk c2 d2 h2",
            canasta(Wild, 260, 1000),
        ),
        (
            "verschaerft",
            false,
            "jk jk jk jk c2 d2 h2",
            canasta(Wild, 260, 1000),
        ),
        (
            "classic",
            false,
            "jk jk jk jk c2 d2 h2",
            broken([wild_meld_not_allowed("classic", 2)]),
        ),
        (
            "cardgames-io",
            false,
            "jk jk jk jk c2 d2 h2",
            broken([wild_meld_not_allowed("cardgames-io", 2)]),
        ),
        (
            "wikipedia",
            false,
            "jk jk jk jk c2 d2 h2",
            broken([wild_meld_not_allowed("wikipedia", 2)]),
        ),
        // A small meld of wild cards: livecanasta allows any, verschaerft
        // only a canasta.
        ("livecanasta", false, "jk jk c2", ok(120)),
        (
            "verschaerft",
            false,
            "jk jk c2",
            broken([wild_meld_not_a_canasta("verschaerft", 7, 3)]),
        ),
        // Four black threes going out: classic yes, traditional no.
        ("classic", true, "s3 c3 s3 c3", ok(20)),
        (
            "traditional",
            true,
            "s3 c3 s3 c3",
            broken([black_three_count(3, 3, 4)]),
        ),
    ]);
}

/// Seed 004 (Wikipedia) under `wikipedia`: "5-5-2 und 9-9-9-2-2-Joker sind
/// legale Verschmelzungen. 5-2-2 ist keine ..., 9-9-2-2-2-Joker ist nicht
/// legal".
#[test]
fn seed_004_examples_under_wikipedia() {
    run(&[
        ("wikipedia", false, "h5 d5 c2", ok(30)),
        ("wikipedia", false, "h9 d9 c9 c2 d2 jk", ok(120)),
        (
            "wikipedia",
            false,
            "h5 c2 d2",
            broken([
                too_few_naturals("5", 2, 1),
                may_not_outnumber("wikipedia", 1, 2),
            ]),
        ),
        (
            "wikipedia",
            false,
            "h9 d9 c2 d2 h2 jk",
            broken([too_many_wilds(3, 4), may_not_outnumber("wikipedia", 2, 4)]),
        ),
        // "3 oder 4 schwarze Dreien können zuletzt verschmolzen werden"
        ("wikipedia", true, "s3 c3 s3", ok(15)),
        ("wikipedia", true, "s3 c3 s3 c3", ok(20)),
        (
            "wikipedia",
            false,
            "s3 c3 s3 c3",
            broken([only_going_out()]),
        ),
    ]);
}

/// The four seed-004 examples under every other preset.
#[test]
fn seed_004_examples_under_other_presets() {
    let mut cases = Vec::new();
    for preset in ALL.iter().copied().filter(|p| *p != "wikipedia") {
        // 5-5-2 is legal everywhere; 5-2-2 nowhere.
        cases.push((preset, false, "h5 d5 c2", ok(30)));
        let five = match preset {
            "classic" => broken([too_few_naturals("5", 2, 1)]),
            "traditional" => broken([too_few_naturals("5", 2, 1), may_not_outnumber(preset, 1, 2)]),
            _ => broken([too_few_naturals("5", 2, 1), must_outnumber(preset, 1, 2)]),
        };
        cases.push((preset, false, "h5 c2 d2", five));
        // 9-9-9-2-2-Jk: three naturals and three wilds, fine without a
        // ratio or with N >= W, not where naturals must outnumber.
        let nines = match preset {
            "classic" | "traditional" => ok(120),
            _ => broken([must_outnumber(preset, 3, 3)]),
        };
        cases.push((preset, false, "h9 d9 c9 c2 d2 jk", nines));
        // 9-9-2-2-2-Jk: four wilds; verschaerft has no fixed limit.
        let four = match preset {
            "classic" => broken([too_many_wilds(3, 4)]),
            "traditional" => broken([too_many_wilds(3, 4), may_not_outnumber(preset, 2, 4)]),
            "verschaerft" => broken([must_outnumber(preset, 2, 4)]),
            _ => broken([too_many_wilds(3, 4), must_outnumber(preset, 2, 4)]),
        };
        cases.push((preset, false, "h9 d9 c2 d2 h2 jk", four));
    }
    run(&cases);
}

#[test]
fn seven_natural_kings_is_a_natural_canasta_worth_70_plus_500() {
    let v = verdict("classic", "hK dK cK sK hK dK cK");
    assert!(v.valid);
    assert_eq!(v.canasta, Some(CanastaKind::Natural));
    assert_eq!(v.points + v.canasta_bonus, 570);
    assert_eq!(
        v.description,
        Description {
            cards: Shape::OfRank(Rank::new(13).unwrap()),
            canasta: Some(CanastaKind::Natural),
            kind: Some("natural".to_string()),
        }
    );
}

#[test]
fn classic_allows_two_naturals_and_three_wilds() {
    assert!(verdict("classic", "h5 d5 jk s2 c2").valid);
    assert!(!verdict("cardgames-io", "h5 d5 jk s2 c2").valid);
    assert!(!verdict("classic", "h5 d5 jk s2 c2 d2").valid);
}

#[test]
fn canasta_bonuses_come_from_the_rule_set() {
    for preset in ALL {
        let rules = load(preset).unwrap();
        let natural = check(&rules, &cards("h7 h7 d7 d7 c7 c7 s7"), false);
        assert_eq!(
            natural.canasta_bonus, rules.canasta.natural_bonus,
            "{preset}"
        );
        let mixed = check(&rules, &cards("h7 h7 d7 d7 c7 c7 s7 jk"), false);
        assert_eq!(mixed.canasta, Some(CanastaKind::Mixed), "{preset}");
        assert_eq!(mixed.canasta_bonus, rules.canasta.mixed_bonus, "{preset}");
    }
}

#[test]
fn a_house_rule_changes_the_verdict() {
    let house = crate::rules::from_yaml(
        "house.yaml",
        "extends: classic\nmeld:\n  max_wilds: 2\n  wild_melds: any\n",
    )
    .unwrap();
    let v = check(&house, &cards("h5 d5 c5 jk c2 d2"), false);
    assert_eq!(v.reasons, [too_many_wilds(2, 3)]);
    assert!(check(&house, &cards("jk jk c2"), false).valid);
}

#[test]
fn every_reason_is_listed_not_just_the_first() {
    let v = verdict("wikipedia", "h9 jk c2 d2 h2");
    assert_eq!(v.reasons.len(), 3, "{:?}", v.reasons);
    assert!(v.notes.contains(&MeldNote::MinCards { min: 3 }));
}

#[test]
fn merge_by_rank_joins_same_rank_melds() {
    let merged = merge_by_rank(&[
        cards("h10 d10 d10"),
        cards("hK dK cK"),
        cards("s10 s10 c10 d2"),
    ]);
    assert_eq!(merged.len(), 2);
    assert_eq!(merged[0].len(), 7);
    let v = check(&load("cardgames-io").unwrap(), &merged[0], false);
    assert_eq!(v.canasta, Some(CanastaKind::Mixed));
}

fn with_kinds() -> RuleSet {
    crate::rules::from_yaml(
        "h.yaml",
        "extends: classic\nmeld: {wild_melds: any, natural_only_ranks: [7]}\ncanasta:\n  wild_bonus: 2000\n  kinds:\n    - {name: aces, ranks: [A], cards: natural, bonus: 2500}\n    - {name: wild, cards: wild, min_jokers: 4, bonus: 2500}\n",
    )
    .unwrap()
}

#[test]
fn the_first_kind_that_fits_names_the_canasta() {
    let r = with_kinds();
    let v = check(&r, &cards("hA dA cA sA hA dA cA"), false);
    assert_eq!(v.kind.as_deref(), Some("aces"));
    assert_eq!(v.canasta_bonus, 2500);
    // Aces with a wild card are not natural aces: an ordinary mixed canasta.
    let v = check(&r, &cards("hA dA cA sA hA dA s2"), false);
    assert_eq!(v.kind.as_deref(), Some("mixed"));
    assert_eq!(v.canasta_bonus, 300);
    let v = check(&r, &cards("jk jk jk jk s2 s2 h2"), false);
    assert_eq!((v.kind.as_deref(), v.canasta_bonus), (Some("wild"), 2500));
    let v = check(&r, &cards("jk jk jk s2 s2 h2 d2"), false);
    assert_eq!((v.kind.as_deref(), v.canasta_bonus), (Some("wild"), 2000));
    // The JSON key `canasta` carries the kind's name.
    let json = serde_json::to_value(check(&r, &cards("hA dA cA sA hA dA cA"), false)).unwrap();
    assert_eq!(json["canasta"], "aces");
}

#[test]
fn a_rank_without_wild_cards_explains_the_refusal() {
    let v = check(&with_kinds(), &cards("h7 d7 c7 s2"), false);
    assert!(!v.valid);
    assert_eq!(v.reasons, [takes_no_wilds("h.yaml", "7", "s2")]);
    assert!(check(&with_kinds(), &cards("h7 d7 c7 s7"), false).valid);
}

/// RULES.md sections 8 to 10: sequences, groups and wild melds.
#[test]
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn samba_bolivia_and_hand_and_foot_melds() {
    use CanastaKind::*;
    run(&[
        // Samba: 3 to 7 of one suit in a row, 4 up to ace.
        ("samba", false, "h4 h5 h6", ok(15)),
        ("samba", false, "hJ hQ hK hA", ok(50)),
        (
            "samba",
            false,
            "s8 s9 s10 sJ sQ sK sA",
            canasta(Natural, 80, 1500),
        ),
        (
            "samba",
            false,
            "h3 h4 h5",
            broken([SequenceReason::RankOutside {
                rules: "samba".to_string(),
                lowest: rank("4"),
                highest: rank("A"),
                outside: cards("h3"),
            }
            .into()]),
        ),
        (
            "samba",
            false,
            "hK hA h2",
            broken([SequenceReason::TakesNoWildCard {
                rules: "samba".to_string(),
                wilds: cards("h2"),
                twos_at_the_end: true,
                highest: rank("A"),
            }
            .into()]),
        ),
        (
            "samba",
            false,
            "h4 d5 h6",
            broken([SequenceReason::SeveralSuits {
                cards: cards("h4 d5 h6"),
                suits: vec![Suit::Hearts, Suit::Diamonds],
            }
            .into()]),
        ),
        (
            "samba",
            false,
            "h4 h5 h7",
            broken([SequenceReason::NotInARow {
                cards: cards("h4 h5 h7"),
                missing: 1,
            }
            .into()]),
        ),
        (
            "samba",
            false,
            "h4 h4 h5",
            broken([SequenceReason::RepeatsARank { ranks: ranks("4") }.into()]),
        ),
        (
            "samba",
            false,
            "h4 h5 h6 h7 h8 h9 h10 hJ",
            broken([SequenceReason::Size {
                min: 3,
                max: 7,
                got: 8,
            }
            .into()]),
        ),
        // Groups: W <= 2, no wild melds; several ranks are never a group.
        ("samba", false, "hK dK jk s2", ok(90)),
        (
            "samba",
            false,
            "hK dK jk s2 h2",
            broken([too_many_wilds(2, 3)]),
        ),
        (
            "samba",
            false,
            "jk jk s2",
            broken([wild_meld_not_allowed("samba", 2)]),
        ),
        // Bolivia: the sequence canasta is an escalera, seven wild cards a bolivia.
        ("bolivia", false, "d9 d10 dJ dQ dK dA", ok(70)),
        (
            "bolivia",
            false,
            "d8 d9 d10 dJ dQ dK dA",
            canasta(Natural, 80, 1500),
        ),
        ("bolivia", false, "jk jk s2", ok(120)),
        (
            "bolivia",
            false,
            "jk jk jk jk s2 s2 h2",
            canasta(Wild, 260, 2500),
        ),
        (
            "bolivia",
            false,
            "jk jk jk jk s2 s2 h2 d2",
            broken([WildMeldReason::TooLong {
                rules: "bolivia".to_string(),
                max: 7,
                got: 8,
                canasta_size: true,
            }
            .into()]),
        ),
        // Hand and foot: no sequences; books close at 7, W < N, a wild book of 7.
        (
            "hand-and-foot",
            false,
            "h4 h5 h6",
            broken([several_ranks("4 5 6")]),
        ),
        (
            "hand-and-foot",
            false,
            "h9 d9 c9 s9 jk jk jk",
            canasta(Mixed, 190, 300),
        ),
        (
            "hand-and-foot",
            false,
            "h9 d9 c9 jk jk jk",
            broken([must_outnumber("hand-and-foot", 3, 3)]),
        ),
        (
            "hand-and-foot",
            false,
            "jk jk jk jk s2 s2 h2",
            canasta(Wild, 260, 1500),
        ),
        (
            "hand-and-foot",
            false,
            "jk jk s2",
            broken([wild_meld_not_a_canasta("hand-and-foot", 7, 3)]),
        ),
    ]);
}

#[test]
fn sequence_canastas_name_their_kind() {
    let v = verdict("samba", "h4 h5 h6 h7 h8 h9 h10");
    assert_eq!(v.kind.as_deref(), Some("samba"));
    let rank = |n| Rank::new(n).unwrap();
    assert_eq!(
        v.description.cards,
        Shape::Sequence(Some(Span {
            suit: Some(crate::card::Suit::Hearts),
            from: rank(4),
            to: rank(10),
        }))
    );
    let v = verdict("bolivia", "h4 h5 h6 h7 h8 h9 h10");
    assert_eq!(v.kind.as_deref(), Some("escalera"));
    let v = verdict("bolivia", "jk jk jk jk s2 s2 h2");
    assert_eq!(v.kind.as_deref(), Some("bolivia"));
    // A group canasta under samba is still natural or mixed.
    let v = verdict("samba", "hK dK cK sK hK dK cK");
    assert_eq!(v.kind.as_deref(), Some("natural"));
}

#[test]
fn a_house_may_allow_wild_cards_in_sequences() {
    let house = crate::rules::from_yaml(
        "h.yaml",
        "extends: samba\nmeld: {sequences: {allowed: true, max_wilds: 1}}\n",
    )
    .unwrap();
    let v = check(&house, &cards("h4 jk h6"), false);
    assert!(v.valid, "{:?}", v.reasons);
    let v = check(&house, &cards("h4 jk s2 h7"), false);
    assert_eq!(
        v.reasons,
        [MeldReason::from(SequenceReason::TooManyWildCards {
            rules: "h.yaml".to_string(),
            max: 1,
            got: 2,
        })]
    );
    // Wild cards fill a gap, or stand at either end.
    assert!(check(&house, &cards("h5 h6 jk"), false).valid);
    assert!(check(&house, &cards("hQ hK hA h2"), false).valid);
    // A seven with a wild card is a canasta, but no samba: that kind is natural.
    let v = check(&house, &cards("h4 h5 jk h7 h8 h9 h10"), false);
    assert_eq!(
        (v.kind.as_deref(), v.canasta_bonus),
        (Some("mixed"), house.canasta.mixed_bonus)
    );
    // Where the ranks leave no room for the wild card, it has no place.
    let short = crate::rules::from_yaml(
        "s.yaml",
        "extends: samba\nmeld: {sequences: {allowed: true, max_wilds: 1, highest: 7}}\n",
    )
    .unwrap();
    assert!(check(&short, &cards("h4 h5 h6 jk"), false).valid);
    let v = check(&short, &cards("h4 h5 h6 h7 jk"), false);
    assert_eq!(
        v.reasons,
        [MeldReason::from(SequenceReason::LongerThanItsRanks {
            rules: "s.yaml".to_string(),
            lowest: rank("4"),
            highest: rank("7"),
            places: 4,
            got: 5,
        })]
    );
    // Without sequences, cards of several ranks are no meld at all.
    let v = verdict("classic", "h4 h5 h6");
    assert_eq!(v.reasons, [several_ranks("4 5 6")]);
}

#[test]
fn several_melds_of_one_rank_stay_apart_where_the_rules_say_so() {
    let melds = [cards("hK dK cK"), cards("sK hK jk"), cards("h4 h5 h6")];
    let samba = load("samba").unwrap();
    let groups = group_melds(&samba, &melds);
    assert_eq!(groups.len(), 3);
    assert_eq!(groups[1].cards, cards("sK hK jk"));
    let classic = load("classic").unwrap();
    let groups = group_melds(&classic, &melds);
    assert_eq!(groups.len(), 2);
    assert_eq!(groups[0].entries, vec![0, 1]);
}

#[test]
fn modern_american_melds_are_3_to_7_cards_with_at_most_2_wilds() {
    let r = load("modern-american").unwrap();
    assert!(check(&r, &cards("hK dK jk s2"), false).valid);
    let v = check(&r, &cards("hK dK cK jk s2 h2"), false);
    assert_eq!(v.reasons, [too_many_wilds(2, 3)]);
    // Wild melds from 3 cards to 7.
    assert!(check(&r, &cards("jk s2 h2"), false).valid);
    assert!(!check(&r, &cards("jk s2"), false).valid);
    assert!(!check(&r, &cards("jk jk jk jk s2 h2 d2 c2"), false).valid);
    // A canasta of natural sevens is its own kind; sevens with a wild are no meld.
    let v = check(&r, &cards("h7 d7 c7 s7 h7 d7 c7"), false);
    assert_eq!((v.kind.as_deref(), v.canasta_bonus), (Some("sevens"), 2500));
    assert!(!check(&r, &cards("h7 d7 c7 s7 h7 d7 jk"), false).valid);
}
