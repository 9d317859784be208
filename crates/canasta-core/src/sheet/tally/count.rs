//! A tally turned into the items of a score: what the rule set pays or
//! charges for each count.

use crate::meld::CanastaKind;
use crate::rules::RuleSet;
use crate::score::{Counted, Item, Part, Source, Threes};
use crate::sheet::tally::Tally;
use crate::sheet::tally::check::{hand_set, incomplete_kind};

/// Score the sides' tallies under a rule set.
pub fn score(
    rules: &RuleSet,
    sides: &[(&str, &Tally)],
) -> crate::error::Result<crate::score::HandScore> {
    let counted: Vec<Counted> = sides.iter().map(|(n, t)| t.counted(n, rules)).collect();
    crate::score::score_counted(rules, &counted)
}

impl Tally {
    /// What the side counted, with each canasta's bonus under `rules`.
    pub fn counted(&self, name: &str, rules: &RuleSet) -> Counted {
        let mut canastas = Vec::new();
        for (kind, n) in [
            (CanastaKind::Natural, self.natural),
            (CanastaKind::Mixed, self.mixed),
            (CanastaKind::Wild, self.wild),
        ] {
            canastas.extend(std::iter::repeat_n(
                (kind.name().to_string(), kind.bonus(rules)),
                n as usize,
            ));
        }
        for (kind, &n) in &self.kinds {
            // `check` has refused a name the rule set does not have.
            let bonus = rules
                .canasta
                .kinds
                .iter()
                .find(|k| k.tally_name() == kind)
                .map_or(0, |k| k.bonus);
            canastas.extend(std::iter::repeat_n((kind.clone(), bonus), n as usize));
        }
        Counted {
            costs: self.costs(rules),
            special: self.special.as_ref().map(|name| {
                let points = rules
                    .scoring
                    .special_hands
                    .iter()
                    .find(|h| &h.name == name)
                    .map_or(0, |h| h.points);
                (name.clone(), points)
            }),
            name: name.to_string(),
            canastas,
            red_threes: self.red3,
            black_threes: self.black3,
            melded: self.melded(),
            held: self.held,
            went_out: self.out,
            concealed: self.concealed,
            cards: self.cards,
        }
    }
}

impl Tally {
    /// What the rule set makes the side lose for what it counted: `check`
    /// has refused what the rule set does not price.
    fn costs(&self, rules: &RuleSet) -> Vec<(Item, Part, Source, i64)> {
        let cost = |each: i64, n: u32| each.saturating_mul(i64::from(n)).saturating_neg();
        let mut costs = Vec::new();
        for (kind, &n) in &self.incomplete {
            if let Some(k) = incomplete_kind(rules, kind) {
                costs.push((
                    Item::CountedIncomplete {
                        kind: kind.clone(),
                        n,
                    },
                    Part::Bonus,
                    Source::IncompleteMeld,
                    cost(k.incomplete_penalty, n),
                ));
            }
        }
        for (rank, &n) in &self.sets {
            if let Some(set) = hand_set(rules, rank) {
                costs.push((
                    Item::CountedHandSets {
                        min: set.min_cards,
                        rank: set.rank.number(),
                        n,
                    },
                    Part::Bonus,
                    Source::HandSet,
                    cost(set.penalty, n),
                ));
            }
        }
        let extra = rules.canasta.concealed_extra;
        if let Some(n) = self.from_hand.filter(|n| *n > 0 && extra != 0) {
            costs.push((
                Item::CountedFromHand { n },
                Part::Bonus,
                Source::ConcealedCanasta,
                extra.saturating_mul(i64::from(n)),
            ));
        }
        let r = &rules.red_threes;
        if let (Some(each), true) = (r.caught_in_hand, self.caught3 > 0) {
            costs.push((
                Item::ThreesCaught {
                    threes: Threes::Counted(self.caught3),
                },
                Part::Cards,
                Source::ThreesInHand,
                cost(each, self.caught3),
            ));
        }
        if self.foot3 > 0 {
            let each = r.foot_cost();
            costs.push((
                Item::RedThreesInFoot {
                    player: None,
                    threes: Threes::Counted(self.foot3),
                },
                Part::Cards,
                Source::ThreesInFoot,
                cost(each, self.foot3),
            ));
        }
        costs
    }

    /// Whether anything besides a special hand (and going out with it) is
    /// counted.
    pub(super) fn more_than_special(&self) -> bool {
        let bare = Tally {
            special: self.special.clone(),
            out: self.out,
            concealed: self.concealed,
            melded: self.melded,
            ..Tally::default()
        };
        *self != bare
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::load;
    use crate::score::score_counted;
    use crate::sheet::fault::{Own, SheetFault};
    use crate::sheet::tally::{check, unsettled};

    fn score(rules: &str, sides: &[(&str, &str)]) -> Vec<(i64, i64)> {
        let rules = load(rules).unwrap();
        let counted: Vec<Counted> = sides
            .iter()
            .map(|(n, items)| {
                let t = if items.is_empty() {
                    Tally::default()
                } else {
                    Tally::parse(items).unwrap()
                };
                t.counted(n, &rules)
            })
            .collect();
        score_counted(&rules, &counted)
            .unwrap()
            .teams
            .iter()
            .map(|t| (t.bonus, t.cards))
            .collect()
    }

    #[test]
    fn kinds_that_share_a_name_are_counted_by_their_own_items() {
        // modern-american: all four jokers 2500, seven 2s 3000, any other
        // wild canasta 2000.
        assert_eq!(
            score(
                "modern-american",
                &[("We", "wild-jokers:1,wild-twos:1,wild:1"), ("They", "")]
            )[0]
            .0,
            2500 + 3000 + 2000
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        let modern = load("modern-american").unwrap();
        let e = check(&modern, &[("We", &t("wild-jokrs:1"))]).unwrap_err();
        assert!(
            matches!(&e, SheetFault::UnknownKindGuess { guess, .. } if guess == "wild-jokers"),
            "{e:?}"
        );
        // Where nothing is close, the rule set's own kinds are listed.
        let e = check(&modern, &[("We", &t("jokers:1"))]).unwrap_err();
        let own = ["aces", "sevens", "wild-jokers", "wild-twos", "wild"];
        assert!(
            matches!(&e, SheetFault::UnknownKind { own: Own(names), .. } if names == &own),
            "{e:?}"
        );
    }

    #[test]
    fn costs_of_the_rule_set_are_counted_by_name() {
        // modern-american: an incomplete aces meld -2500, three aces in
        // one hand -1500, a three caught in a hand -100.
        assert_eq!(
            score(
                "modern-american",
                &[
                    ("We", "natural:2,out,cards:100"),
                    (
                        "They",
                        "natural:1,incomplete-aces,set-a,caught3:2,cards:-50"
                    )
                ]
            )[1],
            (500 - 2500 - 1500, -50 - 200)
        );
        // hand-and-foot: red threes left in a foot.
        let hf = load("hand-and-foot").unwrap();
        let each = hf.red_threes.foot_cost();
        assert_eq!(
            score(
                "hand-and-foot",
                &[("We", "foot3:2,cards:-80"), ("They", "")]
            )[0],
            (0, -80 - 2 * each)
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        assert_eq!(
            t("incomplete-aces,set-7:2,caught3:1,foot3:1").items(),
            "incomplete-aces:1,set-7:2,caught3:1,foot3:1"
        );
        // What a rule set does not price is refused, naming what it does.
        let modern = load("modern-american").unwrap();
        let classic = load("classic").unwrap();
        let e = check(&modern, &[("We", &t("incomplete-kings"))]).unwrap_err();
        let own = ["incomplete-aces", "incomplete-sevens", "incomplete-wild"];
        assert!(
            matches!(&e, SheetFault::UnknownIncomplete { own: Own(names), .. } if names == &own),
            "{e:?}"
        );
        // Classic prices no set: it names none of its own.
        let e = check(&classic, &[("We", &t("set-A"))]).unwrap_err();
        assert!(
            matches!(&e, SheetFault::UnknownSet { own: Own(names), .. } if names.is_empty()),
            "{e:?}"
        );
        let e = check(&modern, &[("We", &t("set-A:3"))]).unwrap_err();
        assert_eq!(
            Tally::parse("set-X").unwrap_err(),
            SheetFault::TallyNotARank {
                item: "set-X".into(),
                rank: "x".into()
            }
        );
        assert!(
            matches!(&e, SheetFault::TooManySets { side_size: 2, .. }),
            "{e:?}"
        );
        let e = check(&classic, &[("We", &t("caught3"))]).unwrap_err();
        assert!(matches!(&e, SheetFault::CaughtNotPriced { .. }), "{e:?}");
        let e = check(&classic, &[("We", &t("foot3"))]).unwrap_err();
        assert!(matches!(&e, SheetFault::NoFoot { .. }), "{e:?}");
        // No going out past an incomplete aces meld.
        let e = check(&modern, &[("We", &t("natural:2,incomplete-aces,out"))]).unwrap_err();
        assert!(
            matches!(&e, SheetFault::IncompleteBarsOut { kind, .. } if kind == "aces"),
            "{e:?}"
        );
    }

    #[test]
    fn a_special_hand_is_scored_alone() {
        assert_eq!(
            score(
                "modern-american",
                &[("We", "special-garbage,out"), ("They", "cards:-30")]
            ),
            vec![(3000, 0), (0, -30)]
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        let modern = load("modern-american").unwrap();
        let e = check(&modern, &[("We", &t("special-garbage,natural:1"))]).unwrap_err();
        assert!(matches!(&e, SheetFault::SpecialNotAlone { .. }), "{e:?}");
        let e = check(&modern, &[("We", &t("special-junk"))]).unwrap_err();
        let own = ["special-pairs", "special-wild-pairs", "special-miami-pairs"];
        assert!(
            matches!(&e, SheetFault::UnknownSpecial { own: Own(names), .. }
                if names.windows(3).any(|w| w == own)
                    && names.iter().any(|n| n == "special-dream-hand-plus-5")),
            "{e:?}"
        );
        assert_eq!(
            Tally::parse("special-pairs,special-garbage").unwrap_err(),
            SheetFault::TallyTwoSpecialHands {
                item: "special-garbage".into(),
                was: "pairs".into()
            }
        );
        assert_eq!(t("special-pairs,out").items(), "out,special-pairs");
    }

    #[test]
    fn a_rule_sets_own_kinds_and_black_threes_count() {
        // modern-american: a canasta of aces 2500 and a natural one 500;
        // threes on each colour's scale, plus with 2 canastas (2 -> 300,
        // 1 -> 100), minus with none.
        assert_eq!(
            score(
                "modern-american",
                &[
                    ("We", "aces:1,natural:1,red3:2,black3:1,out,cards:200"),
                    ("They", "red3:1,cards:-40")
                ]
            ),
            vec![(2500 + 500 + 300 + 100 + 100, 200), (-100, -40)]
        );
        // samba: a samba (a sequence canasta) 1500.
        assert_eq!(
            score("samba", &[("We", "samba:1,mixed:1,out"), ("They", "")])[0],
            (1500 + 300 + 200, 0)
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        assert_eq!(t("aces:1,black3:2").items(), "aces:1,black3:2");
        // bolivia goes out only with an escalera among its 2 canastas.
        let bolivia = load("bolivia").unwrap();
        let e = check(&bolivia, &[("We", &t("natural:2,out"))]).unwrap_err();
        assert!(
            matches!(&e, SheetFault::TooFewKindOut { kind, want: 1, .. } if kind == "escalera"),
            "{e:?}"
        );
        assert!(check(&bolivia, &[("We", &t("natural,escalera,out"))]).is_ok());
        // A kind the rule set does not have, and black threes that are no
        // bonus cards, are refused.
        let classic = load("classic").unwrap();
        let e = check(&classic, &[("We", &t("aces:1"))]).unwrap_err();
        // (No item is offered: German `aus` is two letters away from a
        // word of four, and not what was meant.)
        assert!(
            matches!(&e, SheetFault::UnknownKind { own: Own(names), .. } if names.is_empty()),
            "{e:?}"
        );
        let e = check(&classic, &[("We", &t("black3:1"))]).unwrap_err();
        assert!(matches!(&e, SheetFault::BlackThreesNoBonus { .. }), "{e:?}");
    }

    #[test]
    fn classic_does_the_arithmetic() {
        // 500 + 300 + 200 (two red threes) + 100 out; the other side's red
        // three counts against it: it melded nothing.
        assert_eq!(
            score(
                "classic",
                &[
                    ("We", "natural,mixed,red3:2,out,cards:120"),
                    ("They", "red3,cards:-35")
                ]
            ),
            vec![(1100, 120), (-100, -35)]
        );
        // All four red threes: 800.
        assert_eq!(
            score("classic", &[("We", "natural,red3:4,out"), ("They", "")])[0],
            (1400, 0)
        );
        assert_eq!(
            score("classic", &[("We", "natural,concealed"), ("They", "")])[0],
            (700, 0)
        );
    }

    #[test]
    fn red_threes_that_depend_on_canastas() {
        // verschaerft: each red three needs a canasta; doubling scale.
        let v = score(
            "verschaerft",
            &[("A", "natural:2,red3:3,out"), ("B", "natural,red3")],
        );
        let rules = load("verschaerft").unwrap();
        let r = &rules.red_threes;
        let out = rules.going_out.bonus;
        let nat = rules.canasta.natural_bonus;
        assert_eq!(v[0].0, 2 * nat + r.value(2) - r.value(1) + out);
        assert_eq!(v[1].0, nat + r.value(1));
        // livecanasta: no canasta, the red threes count against the side.
        let l = score(
            "livecanasta",
            &[("A", "natural,out"), ("B", "red3,cards:50")],
        );
        assert!(l[1].0 < 0, "{l:?}");
    }

    #[test]
    fn melded_and_held_card_points_told_apart() {
        let modern = load("modern-american").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        // No canasta: 100 melded and 30 held all count minus.
        let s = super::score(&modern, &[("We", &t("cards:70,held:30"))]).unwrap();
        assert_eq!((s.teams[0].cards, s.teams[0].total), (-130, -130));
        // With canastas the split changes nothing.
        let s = super::score(&modern, &[("We", &t("natural:2,cards:70,held:30"))]).unwrap();
        assert_eq!(s.teams[0].cards, 70);
        assert_eq!(t("cards:70,held:30").items(), "cards:70,held:30");
        assert_eq!(
            Tally::parse("held:-3").unwrap_err().code(),
            "tally_not_held_points"
        );
        assert_eq!(
            Tally::parse("held").unwrap_err(),
            SheetFault::TallyHeldNeedsPoints
        );
    }

    /// wikipedia: a canasta laid complete from the hand earns 100 more;
    /// how many were is asked, never guessed.
    #[test]
    fn canastas_from_the_hand_are_counted_where_they_earn_more() {
        let wiki = load("wikipedia").unwrap();
        let classic = load("classic").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        let e = unsettled(&wiki, "We", &t("natural,mixed,out,cards:100")).unwrap_err();
        assert!(matches!(&e, SheetFault::FromHandUnsaid { .. }), "{e:?}");
        let extra = wiki.canasta.concealed_extra;
        let told = t("natural,mixed,from-hand:1,out,cards:100");
        assert_eq!(unsettled(&wiki, "We", &told), Ok(()));
        let s = super::score(&wiki, &[("We", &told)]).unwrap();
        let none = super::score(
            &wiki,
            &[("We", &t("natural,mixed,from-hand:0,out,cards:100"))],
        )
        .unwrap();
        assert_eq!(s.teams[0].bonus - none.teams[0].bonus, extra);
        assert_eq!(told.items(), "natural:1,mixed:1,from-hand:1,out,cards:100");
        // No canasta: nothing to ask; more than the canastas, or a rule set
        // that gives nothing more: refused.
        assert_eq!(unsettled(&wiki, "We", &t("cards:-20,unmelded")), Ok(()));
        let e = check(&wiki, &[("We", &t("natural,from-hand:2"))]).unwrap_err();
        assert!(
            matches!(
                &e,
                SheetFault::FromHandPastCanastas {
                    from_hand: 2,
                    canastas: 1,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = check(&classic, &[("We", &t("natural,from-hand:1"))]).unwrap_err();
        assert!(matches!(&e, SheetFault::FromHandNotPriced { .. }), "{e:?}");
    }
}
