//! Which numbers one hand can produce under a rule set: the smallest step
//! between possible scores and the most a hand can be worth, both derived
//! from the rule set's values so that house rules move them too.
//!
//! A typo on the pad (`We=33,7`, `We=99999999,0`) is caught here; `--force`
//! lets a table that scores by its own unwritten rules enter it anyway.

use serde::Serialize;

use crate::card::{Card, Rank, Suit};
use crate::rules::{BlackThreesInHand, RuleSet, WildMelds};
use crate::sheet::fault::SheetFault;

/// Which numbers one hand can produce under a rule set: the steps between
/// possible scores and the most a hand can be worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Limits {
    /// Every card-points score is a multiple of this (0: no common step).
    pub card_step: i64,
    /// Every bonus is a multiple of this.
    pub bonus_step: i64,
    /// Every hand total is a multiple of this.
    pub total_step: i64,
    /// The most card points one side can score or lose in a hand.
    pub max_cards: i64,
    /// The most bonus points one side can score or lose in a hand.
    pub max_bonus: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(i64::MAX)
}

fn gcd_all(values: impl IntoIterator<Item = i64>) -> i64 {
    values.into_iter().fold(0, gcd)
}

/// Every card of the deck at its value: the most one side can meld, or
/// hold at the end.
fn deck_points(rules: &RuleSet) -> i64 {
    let v = &rules.card_values;
    let mut deck: i64 = 0;
    let copies = i64::from(rules.copies_of_each());
    for suit in Suit::ALL {
        for r in 1..=13u8 {
            if let Some(rank) = Rank::new(r) {
                let value = v.of(Card::new(suit, rank)).saturating_abs();
                deck = deck.saturating_add(value.saturating_mul(copies));
            }
        }
    }
    deck.saturating_add(
        v.joker
            .saturating_abs()
            .saturating_mul(i64::from(rules.jokers())),
    )
}

/// The most one canasta can be worth, concealed or not.
fn best_canasta(rules: &RuleSet) -> i64 {
    let c = &rules.canasta;
    let wild = if rules.meld.wild_melds == WildMelds::Never {
        0
    } else {
        c.wild_bonus.saturating_abs()
    };
    c.natural_bonus
        .saturating_abs()
        .max(c.mixed_bonus.saturating_abs())
        .max(wild)
        .max(
            c.kinds
                .iter()
                .map(|k| k.bonus.saturating_abs())
                .max()
                .unwrap_or(0),
        )
        .saturating_add(c.concealed_extra.saturating_abs())
}

/// What threes cost in a hand or an unplayed foot, and black threes left
/// in a hand at a cost (bolivia): card points, where the rule set has them.
fn three_costs(rules: &RuleSet) -> [Option<i64>; 3] {
    let r3 = &rules.red_threes;
    [
        r3.caught_in_hand,
        r3.caught_in_foot,
        rules.black_threes.in_hand_cost,
    ]
}

/// What a red three costs as a card, where it has a negative value.
fn red_three_cards(rules: &RuleSet) -> i64 {
    if rules.red_threes.negative_card_value {
        rules.card_values.red_three
    } else {
        0
    }
}

/// Whether black threes left in hand count on the red-three scale.
fn scaled_black(rules: &RuleSet) -> bool {
    rules.black_threes.in_hand == BlackThreesInHand::RedThreeScale
}

/// The step between card-points scores.
fn card_step(rules: &RuleSet) -> i64 {
    let v = &rules.card_values;
    let card_step = gcd_all([
        v.joker,
        v.two,
        v.ace,
        v.king_to_eight,
        v.seven_to_four,
        v.black_three,
        v.red_three,
    ]);
    let card_step = gcd_all(three_costs(rules).into_iter().flatten().chain([card_step]));
    // Black threes left in hand on the red-three scale are card points.
    if scaled_black(rules) {
        gcd_all(
            (1..=rules.red_threes_in_deck())
                .map(|n| rules.red_threes.value(n))
                .chain([card_step]),
        )
    } else {
        card_step
    }
}

/// The step between bonuses.
fn bonus_step(rules: &RuleSet) -> i64 {
    let c = &rules.canasta;
    let g = &rules.going_out;
    let red = (1..=rules.red_threes_in_deck()).map(|n| rules.red_threes.value(n));
    gcd_all(
        [
            c.natural_bonus,
            c.mixed_bonus,
            c.wild_bonus,
            c.concealed_extra,
            g.bonus,
            g.concealed_bonus,
            red_three_cards(rules),
        ]
        .into_iter()
        .chain(red)
        .chain(c.kinds.iter().flat_map(|k| [k.bonus, k.incomplete_penalty])),
    )
}

/// A side that goes out concealed may double the others' negative points.
fn doubled(rules: &RuleSet) -> i64 {
    if rules.going_out.concealed_doubles_others_negative {
        2
    } else {
        1
    }
}

/// The most card points one side can score or lose in a hand.
fn max_cards(rules: &RuleSet) -> i64 {
    let threes = rules.red_threes_in_deck();
    let black_scale = if scaled_black(rules) {
        rules.red_threes.value(threes).saturating_abs()
    } else {
        0
    };
    // Every three at the most it can cost in a hand or foot.
    let caught = three_costs(rules)
        .into_iter()
        .flatten()
        .map(i64::saturating_abs)
        .max()
        .unwrap_or(0)
        .saturating_mul(i64::from(threes.saturating_mul(2)));
    deck_points(rules)
        .saturating_add(black_scale)
        .saturating_add(caught)
        .saturating_mul(doubled(rules))
}

/// The most bonus points one side can score or lose in a hand.
fn max_bonus(rules: &RuleSet) -> i64 {
    let c = &rules.canasta;
    let g = &rules.going_out;
    let threes = rules.red_threes_in_deck();
    let canastas = i64::from(rules.deck_size() / c.min_cards.max(1));
    // Melds short of a canasta of a kind that costs (modern-american).
    let incomplete = c
        .kinds
        .iter()
        .map(|k| k.incomplete_penalty.saturating_abs())
        .max()
        .unwrap_or(0)
        .saturating_mul(i64::from(rules.deck_size() / rules.meld.min_cards.max(1)));
    let red_threes = rules
        .red_threes
        .value(threes)
        .saturating_abs()
        .saturating_add(
            red_three_cards(rules)
                .saturating_abs()
                .saturating_mul(i64::from(threes)),
        );
    let out = g
        .bonus
        .saturating_abs()
        .max(g.concealed_bonus.saturating_abs());
    canastas
        .saturating_mul(best_canasta(rules))
        .saturating_add(incomplete)
        .saturating_add(red_threes)
        .saturating_add(out)
        .saturating_mul(doubled(rules))
}

impl Limits {
    /// The limits of `rules`, derived from its values.
    pub fn of(rules: &RuleSet) -> Limits {
        let card_step = card_step(rules);
        let bonus_step = bonus_step(rules);
        Limits {
            card_step,
            bonus_step,
            total_step: gcd(card_step, bonus_step),
            max_cards: max_cards(rules),
            max_bonus: max_bonus(rules),
        }
    }

    /// Why a side's bonus and card points cannot come from one hand, if so.
    pub fn check(
        &self,
        bonus: Option<i64>,
        cards: Option<i64>,
        total: i64,
    ) -> Result<(), SheetFault> {
        // `what` is a code the words choose by: bonus, cards or total.
        let step = |what: &'static str, points: i64, step: i64| {
            if step > 1 && points % step != 0 {
                Err(SheetFault::NotAMultiple { what, points, step })
            } else {
                Ok(())
            }
        };
        let most = |what: &'static str, points: i64, most: i64| {
            if points.unsigned_abs() > most.unsigned_abs() {
                Err(SheetFault::PastOneHand { what, points, most })
            } else {
                Ok(())
            }
        };
        match (bonus, cards) {
            (Some(b), Some(c)) => {
                most("bonus", b, self.max_bonus)?;
                most("cards", c, self.max_cards)?;
                step("bonus", b, self.bonus_step)?;
                step("cards", c, self.card_step)
            }
            _ => {
                most(
                    "total",
                    total,
                    self.max_bonus.saturating_add(self.max_cards),
                )?;
                step("total", total, self.total_step)
            }
        }
    }
}

/// Why the standings after a hand hold a figure the sheet cannot count, if
/// they do: every side's points behind the leader and points still to go
/// to `target` must fit in a 64-bit number, as the totals themselves must
/// (`game show` printed 9223372036854775807 for a gap of 2^64 − 2).
pub fn standings(teams: &[String], totals: &[i64], target: i64) -> Result<(), SheetFault> {
    let Some((lead, best)) = teams.iter().zip(totals).max_by_key(|(_, t)| **t) else {
        return Ok(());
    };
    for (team, &total) in teams.iter().zip(totals) {
        if best.checked_sub(total).is_none() {
            return Err(SheetFault::BehindPastCount {
                team: team.clone(),
                lead: lead.clone(),
                best: *best,
                total,
            });
        }
        if target.checked_sub(total).is_none() {
            return Err(SheetFault::ToGoPastCount {
                team: team.clone(),
                target,
                total,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{from_yaml, load};

    #[test]
    fn standings_past_a_64_bit_number_are_refused() {
        let teams = ["A".to_string(), "B".to_string()];
        assert!(standings(&teams, &[5355, 3665], 5000).is_ok());
        assert!(standings(&teams, &[i64::MAX, 0], 5000).is_ok());
        assert!(standings(&teams, &[i64::MAX / 2, i64::MIN / 2], 5000).is_ok());
        let e = standings(&teams, &[i64::MAX, -i64::MAX], 5000).unwrap_err();
        assert!(
            matches!(&e, SheetFault::BehindPastCount { team, lead, .. } if team == "B" && lead == "A"),
            "{e:?}"
        );
        let e = standings(&teams, &[0, i64::MIN + 1], 5000).unwrap_err();
        assert!(matches!(e, SheetFault::ToGoPastCount { .. }), "{e:?}");
    }

    #[test]
    fn classic_steps_and_bounds() {
        let l = Limits::of(&load("classic").unwrap());
        assert_eq!((l.card_step, l.bonus_step, l.total_step), (5, 100, 5));
        // 108 cards: 4 jokers 200, 8 twos and 8 aces 320, 48 high 480,
        // 32 low 160, 8 threes 40.
        assert_eq!(l.max_cards, 1200);
        assert!(l.check(Some(600), Some(345), 945).is_ok());
        assert_eq!(
            l.check(Some(33), Some(7), 40),
            Err(SheetFault::NotAMultiple {
                what: "bonus",
                points: 33,
                step: 100
            })
        );
        assert_eq!(
            l.check(Some(600), Some(7), 607),
            Err(SheetFault::NotAMultiple {
                what: "cards",
                points: 7,
                step: 5
            })
        );
        assert!(matches!(
            l.check(None, None, 99_999_999),
            Err(SheetFault::PastOneHand { what: "total", .. })
        ));
        assert!(l.check(None, None, -235).is_ok());
    }

    #[test]
    fn samba_bolivia_and_hand_and_foot_allow_what_their_hands_score() {
        // A samba (1500) and the six red threes (1000) with going out.
        let samba = Limits::of(&load("samba").unwrap());
        assert!(
            samba
                .check(Some(1500 + 1000 + 200), Some(300), 3000)
                .is_ok()
        );
        // Bolivia: a bolivia of seven wild cards is 2500; black threes left
        // in a hand cost 100 each, card points.
        let bolivia = Limits::of(&load("bolivia").unwrap());
        assert!(bolivia.check(Some(2500 * 6), Some(-400), 14600).is_ok());
        // Hand and foot: threes caught in an unplayed foot cost 100 each,
        // and every card of a 270-card deck can be left in hands and feet.
        let hf = load("hand-and-foot").unwrap();
        let l = Limits::of(&hf);
        let caught = 100 * i64::from(hf.red_threes_in_deck());
        assert!(l.max_cards >= caught + 4000, "{}", l.max_cards);
        assert!(
            l.check(Some(0), Some(-caught - 4000), -caught - 4000)
                .is_ok()
        );
    }

    #[test]
    fn house_values_move_the_step() {
        let odd = from_yaml(
            "h.yaml",
            "extends: classic\ncard_values: {seven_to_four: 3}\n",
        )
        .unwrap();
        let l = Limits::of(&odd);
        assert_eq!(l.card_step, 1);
        assert!(l.check(Some(600), Some(7), 607).is_ok());
    }
}
