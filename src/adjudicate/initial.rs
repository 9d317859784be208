//! May a side that has not melded yet make its initial meld this turn?

use serde::Serialize;

use crate::adjudicate::search::{self, Exemption, Mode, Problem};
use crate::adjudicate::{canastas, class_name, matching_class, naturals_of, unmeldable};
use crate::card::Card;
use crate::notation::format_cards;
use crate::rules::{RuleSet, TakeWith};

/// The question: a hand, perhaps the top of the pile, the side's score.
#[derive(Debug, Clone)]
pub struct Request {
    /// The hand after drawing, or before the turn when `top` is given.
    pub hand: Vec<Card>,
    pub top: Option<Card>,
    pub score: i64,
    /// The pile below the top holds a card that freezes it.
    pub frozen: bool,
    /// Cards in the pile, the top included, when known.
    pub pile_size: Option<u32>,
    /// Red threes the side has laid out (those in the hand count too).
    pub red_threes: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InitialMeld {
    /// The minimum for the side's score.
    pub required: i64,
    pub possible: bool,
    /// One qualifying set of melds; empty when impossible.
    pub melds: Vec<Vec<Card>>,
    /// Their value (the top card included).
    pub points: i64,
    /// The most a legal set of melds reaches; null when no meld is possible.
    pub best_points: Option<i64>,
    /// The melds go out (every card melded, or all but the final discard).
    pub going_out: bool,
    /// `concealed_going_out` or `canasta_from_hand` when the minimum is waived.
    pub exempt: Option<&'static str>,
    /// Which rules decided, and what would have made it possible.
    pub reasons: Vec<String>,
    pub score: i64,
    pub top: Option<Card>,
    pub hand: Vec<Card>,
    pub rules: String,
}

pub fn judge(rules: &RuleSet, req: &Request) -> InitialMeld {
    let required = rules.initial_meld.minimum(req.score);
    let mut out = InitialMeld {
        required,
        possible: false,
        melds: Vec::new(),
        points: 0,
        best_points: None,
        going_out: false,
        exempt: None,
        reasons: Vec::new(),
        score: req.score,
        top: req.top,
        hand: req.hand.clone(),
        rules: rules.name.clone(),
    };
    let mut take_with = Vec::new();
    if let Some(top) = req.top {
        if let Some(class) = matching_class(&rules.pile.blocked_by, top) {
            out.reasons.push(format!(
                "blocked: {} ({top}) on top of the pile cannot be taken under {}",
                class_name(class),
                rules.name
            ));
            return out;
        }
        if let Some(why) = unmeldable(top) {
            out.reasons.push(why);
            return out;
        }
        let frozen = req.frozen || rules.pile.frozen_until_opened || rules.pile.always_frozen;
        let ways = if frozen {
            &rules.pile.take_frozen
        } else {
            &rules.pile.take_unfrozen
        };
        take_with = ways
            .iter()
            .copied()
            .filter(|w| *w != TakeWith::TableMeld)
            .collect();
        if take_with.is_empty() {
            out.reasons.push(format!(
                "{} allows no way to take this pile with cards from the hand",
                rules.name
            ));
            return out;
        }
    }
    // Red threes count toward the minimum only where the rule set says so.
    let in_hand = req.hand.iter().filter(|c| c.is_red_three()).count() as u32;
    let threes = req.red_threes + in_hand;
    let mut from_threes = 0;
    if rules.initial_meld.counts_red_threes && threes > 0 {
        from_threes = rules.red_threes.value(threes);
        out.reasons.push(format!(
            "{threes} red three(s) count {from_threes} toward the minimum under {}",
            rules.name
        ));
    } else if in_hand > 0 {
        out.reasons.push(format!(
            "red threes are laid out, not melded: {in_hand} set aside from the hand"
        ));
    }
    // Where black threes are bonus cards they are laid out, never melded or kept.
    let bonus_black = |c: &Card| rules.black_threes.bonus_cards && c.is_black_three();
    let black: Vec<Card> = req.hand.iter().copied().filter(bonus_black).collect();
    if !black.is_empty() {
        out.reasons.push(format!(
            "black threes are bonus cards under {}: {} set aside from the hand",
            rules.name,
            format_cards(&black)
        ));
    }
    let problem = Problem {
        rules,
        hand: req
            .hand
            .iter()
            .copied()
            .filter(|c| !bonus_black(c))
            .collect(),
        top: req.top,
        take_with: take_with.clone(),
        table: Vec::new(),
        // Taking the pile brings its other cards into the hand. Of a pile
        // of unknown size, assume one: the player must still keep a card of
        // the hand to discard (CLI.md), but discarding it does not go out.
        extra_cards: match (req.top, req.pile_size) {
            (Some(_), None) => 1,
            (_, size) => size.map_or(0, |s| s.saturating_sub(1)),
        },
        required: required - from_threes,
        concealed_allowed: req.top.is_none(),
        only_go_out: false,
    };
    let mut found = search::solve(&problem);
    if let Some(plan) = &found.plan
        && opening_shape(rules, &plan.melds).is_some()
        && let Some(other) = clean_opening(rules, &problem)
    {
        found.plan = other.plan;
        found.exemption = other.exemption;
    }
    out.best_points = found.best_points;
    let need = rules.going_out.canastas;
    match found.plan {
        Some(mut plan) => {
            if found.exemption.is_none() && plan.mode == Mode::Stay {
                trim(rules, req.top, required - from_threes, &mut plan);
            }
            out.possible = true;
            out.points = plan.points;
            out.going_out = plan.mode == Mode::GoOut;
            let text: Vec<String> = plan.melds.iter().map(|m| format_cards(m)).collect();
            let laid = text.join(" + ");
            out.melds = plan.melds;
            match found.exemption {
                None => {
                    let plus = if from_threes > 0 {
                        format!(" (+{from_threes} for red threes)")
                    } else {
                        String::new()
                    };
                    out.reasons.push(format!(
                        "{laid} is worth {}{plus}, at least the {required} a score of {} needs",
                        plan.points, req.score
                    ));
                }
                Some(Exemption::ConcealedGoingOut) => {
                    out.exempt = Some("concealed_going_out");
                    out.reasons.push(format!(
                        "exempt: going out concealed with {} needs no minimum under {} ({laid} is worth {}, below {required})",
                        canastas(need),
                        rules.name,
                        plan.points
                    ));
                }
                Some(Exemption::CanastaFromHand) => {
                    out.exempt = Some("canasta_from_hand");
                    out.reasons.push(format!(
                        "exempt: a canasta laid whole from the hand needs no minimum under {} ({laid} is worth {}, below {required})",
                        rules.name, plan.points
                    ));
                }
            }
            if out.going_out {
                out.reasons.push(format!(
                    "the melds take every card but at most a final discard: the player goes out, which needs {}",
                    canastas(need)
                ));
            }
            if let Some(top) = req.top {
                out.reasons.push(if rules.initial_meld.excludes_top_card {
                    format!(
                        "the top card {top} is melded but does not count toward the minimum under {}",
                        rules.name
                    )
                } else {
                    format!("the top card {top} is melded and counts toward the minimum")
                });
            }
            if let Some(why) = opening_shape(rules, &out.melds) {
                out.possible = false;
                out.melds.clear();
                out.points = 0;
                out.going_out = false;
                out.reasons.push(why);
            }
        }
        None => {
            if let Some(top) = req.top {
                explain_top(rules, req, top, &take_with, &mut out.reasons);
                if rules.initial_meld.excludes_top_card {
                    out.reasons.push(format!(
                        "the top card {top} does not count toward the minimum under {}",
                        rules.name
                    ));
                }
            }
            if rules.initial_meld.single_meld {
                out.reasons.push(format!(
                    "under {} the minimum must come from a single meld",
                    rules.name
                ));
            }
            match (found.best_points, found.best_unkept) {
                (_, Some(unkept)) if unkept >= required && found.best_points < Some(required) => {
                    out.reasons.push(format!(
                        "melds worth {required} or more (up to {unkept}) leave fewer than two cards, one to discard and one to keep; ending the turn with none is going out, which needs {} under {}",
                        canastas(need),
                        rules.name
                    ));
                    if let Some(best) = found.best_points {
                        out.reasons.push(format!(
                            "keeping a card, the best the hand reaches is {best}, short of {required}"
                        ));
                    }
                }
                (Some(best), _) => out.reasons.push(format!(
                    "the best the hand reaches is {best}, short of the {required} a score of {} needs",
                    req.score
                )),
                (None, Some(unkept)) => out.reasons.push(format!(
                    "the best melds are worth {unkept}, short of the {required} a score of {} needs, and would leave fewer than two cards, one to discard and one to keep",
                    req.score
                )),
                (None, None) => out
                    .reasons
                    .push("no legal meld can be made from these cards".to_string()),
            }
            if req.top.is_some() && req.pile_size.is_none() && found.best_unkept.is_some() {
                out.reasons.push(
                    "the pile was counted as its top and one card more: give --pile-size N for its real size (a pile of only its top card leaves the player just the hand's cards)"
                        .to_string(),
                );
            }
        }
    }
    out
}

/// The search finds the most a hand can meld; the answer proposes what
/// opening needs, as a player would (seed 000: "hA cA d2 im Wert von 60",
/// and the fours may follow but need not). Melds and cards not needed to
/// reach the minimum go back to the hand, most valuable first, as long as
/// every meld stays legal. The top card's meld stays as the pick-up rule
/// made it. Only for a plan that keeps cards and needs no exemption: fewer
/// cards melded then keeps the turn legal.
fn trim(rules: &RuleSet, top: Option<Card>, required: i64, plan: &mut search::Plan) {
    if rules.initial_meld.counts_canasta_bonus {
        // The plan's points hold bonuses that trimming would have to recount.
        return;
    }
    // The top card's value, where the rule set leaves it out of the minimum.
    let uncounted = |m: &[Card]| match top {
        Some(t) if rules.initial_meld.excludes_top_card && m.first() == Some(&t) => rules.value(t),
        _ => 0,
    };
    let counted = |m: &[Card]| rules.card_values.sum(m) - uncounted(m);
    let reaches = |melds: &[Vec<Card>]| {
        let values: Vec<i64> = melds.iter().map(|m| counted(m)).collect();
        // Trimming must not take away the shape a reading asks for.
        let shaped = opening_shape(rules, melds).is_none();
        shaped
            && if rules.initial_meld.single_meld {
                values.iter().any(|v| *v >= required)
            } else {
                values.iter().sum::<i64>() >= required
            }
    };
    let fixed = |m: &[Card]| top.is_some_and(|t| m.first() == Some(&t));
    let by_value = |melds: &[Vec<Card>]| {
        let mut order: Vec<usize> = (0..melds.len()).filter(|&i| !fixed(&melds[i])).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(rules.card_values.sum(&melds[i])));
        order
    };
    let mut melds = plan.melds.clone();
    'shrink: loop {
        for i in by_value(&melds) {
            let mut fewer = melds.clone();
            fewer.remove(i);
            if !fewer.is_empty() && reaches(&fewer) {
                melds = fewer;
                continue 'shrink;
            }
        }
        for i in by_value(&melds) {
            let mut cards: Vec<usize> = (0..melds[i].len()).collect();
            // Most valuable first; of equal cards, the last laid.
            cards.sort_by_key(|&k| std::cmp::Reverse((rules.value(melds[i][k]), k)));
            for k in cards {
                let mut less = melds.clone();
                less[i].remove(k);
                if crate::meld::check(rules, &less[i], false).valid && reaches(&less) {
                    melds = less;
                    continue 'shrink;
                }
            }
        }
        break;
    }
    if melds != plan.melds {
        plan.points = melds.iter().map(|m| counted(m)).sum();
        plan.joins = vec![None; melds.len()];
        plan.melds = melds;
    }
}

/// Where the best opening lacks the meld of naturals the rule set asks
/// for, look for one that has it: keep one rank free of wild cards at a
/// time and take the first plan that passes.
fn clean_opening(rules: &RuleSet, problem: &Problem) -> Option<search::Outcome> {
    if !rules.initial_meld.needs_natural_meld {
        return None;
    }
    let min = rules.meld.min_cards as usize;
    crate::card::Rank::all()
        .filter(|r| {
            let held = naturals_of(&problem.hand, *r).len();
            let top = usize::from(
                problem
                    .top
                    .is_some_and(|t| t.is_natural() && t.rank() == Some(*r)),
            );
            held + top >= min
        })
        .find_map(|r| {
            let mut clean = rules.clone();
            clean.meld.natural_only_ranks.push(r);
            let found = search::solve(&Problem {
                rules: &clean,
                ..problem.clone()
            });
            found
                .plan
                .as_ref()
                .is_some_and(|p| opening_shape(rules, &p.melds).is_none())
                .then_some(found)
        })
}

/// The readings that ask the initial meld for a shape: a meld of naturals
/// only, or no mixed canasta. The search maximises points; `clean_opening`
/// looks again for a natural meld, but a hand whose best opening holds a
/// mixed canasta may be refused though a smaller one would do.
fn opening_shape(rules: &RuleSet, melds: &[Vec<Card>]) -> Option<String> {
    let im = &rules.initial_meld;
    let min = rules.meld.min_cards as usize;
    let natural = |m: &Vec<Card>| m.len() >= min && m.iter().all(|c| c.is_natural());
    if im.needs_natural_meld && !melds.iter().any(natural) {
        return Some(format!(
            "under {} the initial meld must hold a meld of {min} or more natural cards, without a wild card",
            rules.name
        ));
    }
    let canasta = rules.canasta.min_cards as usize;
    let mixed = |m: &&Vec<Card>| {
        m.len() >= canasta && m.iter().any(|c| c.is_wild()) && m.iter().any(|c| c.is_natural())
    };
    if let Some(m) = melds.iter().find(mixed).filter(|_| im.no_mixed_canasta) {
        return Some(format!(
            "under {} no mixed canasta may be part of the initial meld: {} is one",
            rules.name,
            format_cards(m)
        ));
    }
    None
}

/// When a top card cannot be melded, say what the pick-up rule wants.
fn explain_top(
    rules: &RuleSet,
    req: &Request,
    top: Card,
    ways: &[TakeWith],
    reasons: &mut Vec<String>,
) {
    let Some(rank) = top.rank() else { return };
    let held = naturals_of(&req.hand, rank).len();
    let wilds = crate::adjudicate::wilds_of(&req.hand).len();
    let why = if req.frozen {
        "the pile is frozen"
    } else if rules.pile.frozen_until_opened {
        "the pile is frozen for a side that has not opened"
    } else {
        "to open with the pile"
    };
    let can_pair = held >= 2;
    let can_nw = held >= 1 && wilds >= 1 && ways.contains(&TakeWith::NaturalAndWild);
    if !can_pair && !can_nw {
        let want = if ways.contains(&TakeWith::NaturalAndWild) {
            format!("two natural {} (or one and a wild card)", rank.plural())
        } else {
            format!("two natural {}", rank.plural())
        };
        reasons.push(format!(
            "{why}: needs {want} from the hand; you hold {}",
            crate::adjudicate::count_word(held)
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;
    use crate::rules::from_yaml;

    fn melds(s: &str) -> Vec<Vec<Card>> {
        s.split(';')
            .map(|m| parse_cards("t", m).unwrap().cards())
            .collect()
    }

    #[test]
    fn the_readings_of_the_opening_shape() {
        let reading = |field: &str| {
            from_yaml(
                "h.yaml",
                &format!("extends: modern-american\ninitial_meld: {{{field}: true}}\n"),
            )
            .unwrap()
        };
        let preset = crate::rules::load("modern-american").unwrap();
        let wild_only = melds("hA dA s2; hK dK jk");
        assert_eq!(opening_shape(&preset, &wild_only), None);
        let clean = reading("needs_natural_meld");
        assert!(opening_shape(&clean, &wild_only).is_some());
        assert_eq!(opening_shape(&clean, &melds("hA dA cA; hK dK jk")), None);
        let canasta = melds("hK dK cK sK hK jk s2");
        assert_eq!(opening_shape(&preset, &canasta), None);
        let why = opening_shape(&reading("no_mixed_canasta"), &canasta).unwrap();
        assert!(why.contains("hK dK cK sK hK jk s2 is one"), "{why}");
    }
}
