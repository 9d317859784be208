//! May a side that has not melded yet make its initial meld this turn?

use serde::Serialize;

use crate::adjudicate::search::{self, Budget, Exemption, Mode, Problem, Stopped};
use crate::adjudicate::special::{self, Special, SpecialWay};
use crate::adjudicate::{Unmeldable, matching_class, naturals_of, wilds_of};
use crate::card::Card;
use crate::rules::{FootAfterMeldingOut, RuleSet, TakeWith};

mod reason;

pub use reason::{InitialReason, OpeningPileReason, PileState, ShortReason};

/// The question: a hand, perhaps the top of the pile, the side's score.
#[derive(Debug, Clone)]
pub struct Request {
    /// The hand after drawing, or before the turn when `top` is given.
    pub hand: Vec<Card>,
    /// The top card of the pile, when the side would take it to open.
    pub top: Option<Card>,
    /// The side's score before the hand (it sets the minimum).
    pub score: i64,
    /// The pile below the top holds a card that freezes it.
    pub frozen: bool,
    /// Cards in the pile, the top included, when known.
    pub pile_size: Option<u32>,
    /// Red threes the side has laid out (those in the hand count too).
    pub red_threes: u32,
    /// Where the rule set deals a foot: the player has picked it up and
    /// plays from it. Until then the hand may run out (the foot follows),
    /// and the player does not go out.
    pub in_foot: bool,
}

/// The verdict on an initial meld, and one set of melds that makes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InitialMeld {
    /// The minimum for the side's score.
    pub required: i64,
    /// The side can make its initial meld.
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
    pub reasons: Vec<InitialReason>,
    /// The side's score, as asked.
    pub score: i64,
    /// The top card of the pile, as asked.
    pub top: Option<Card>,
    /// The hand, as asked.
    pub hand: Vec<Card>,
    /// The special hand the hand is (RULES.md section 7), if it is one: not
    /// an initial meld, but a way out (`go_out`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special_hand: Option<SpecialWay>,
    /// The rule set's name.
    pub rules: String,
}

/// Judge whether the side can make its initial meld, and find melds that do.
///
/// ```
/// use canasta::adjudicate::initial::{self, Request};
/// use canasta::notation::parse_cards;
///
/// let rules = canasta::rules::load("classic")?;
/// let request = Request {
///     hand: parse_cards("example", "hA dA sA jk h5 d5")?.cards(),
///     top: None,
///     score: 0,
///     frozen: false,
///     pile_size: None,
///     red_threes: 0,
///     in_foot: false,
/// };
/// let verdict = initial::judge(&rules, &request);
/// assert_eq!(verdict.required, 50);
/// assert!(verdict.possible);
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn judge(rules: &RuleSet, req: &Request) -> InitialMeld {
    judge_in(rules, req, &Budget::unlimited())
}

/// As `judge`, the search spending at most `budget`: `Err` when it is
/// spent before the answer is found (a player's question: `Budget::default`),
/// or when the caller stops it from another thread (`Budget::with_stop`).
pub fn judge_within(
    rules: &RuleSet,
    req: &Request,
    budget: &Budget,
) -> Result<InitialMeld, Stopped> {
    let verdict = judge_in(rules, req, budget);
    budget.answer(verdict)
}

/// `judge` within `budget` (shared with a pick-up that opens); what it
/// gives once the budget is spent is no answer.
pub(crate) fn judge_in(rules: &RuleSet, req: &Request, budget: &Budget) -> InitialMeld {
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
        special_hand: None,
        rules: rules.name.clone(),
    };
    if req.top.is_none()
        && let Special::Fits(hand) = special::of(rules, &req.hand)
    {
        out.reasons.push(InitialReason::SpecialHandGoesOut {
            name: hand.name.clone(),
            points: hand.points,
            wins_game: hand.wins_game,
        });
        out.special_hand = Some(SpecialWay::of(hand));
    }
    let take_with = match req.top.map(|top| ways_to_take(rules, req, top)) {
        Some(Err(why)) => {
            out.reasons.push(why);
            return out;
        }
        Some(Ok(ways)) => ways,
        None => Vec::new(),
    };
    let from_threes = threes(rules, req, &mut out.reasons);
    let problem = Problem {
        rules,
        hand: req
            .hand
            .iter()
            .copied()
            .filter(|c| !bonus_black(rules, *c))
            .collect(),
        top: req.top,
        take_with: take_with.clone(),
        table: Vec::new(),
        // Taking the pile brings its other cards into the hand. Of a pile
        // of unknown size, assume one: the player must still keep a card of
        // the hand to discard (CLI.md), but discarding it does not go out.
        // A foot still to come follows the hand when it runs out: the
        // player keeps cards, and does not go out.
        extra_cards: match (req.top, req.pile_size) {
            (Some(_), None) => 1,
            (_, size) => size.map_or(0, |s| s.saturating_sub(1)),
        } + foot_to_come(rules, req),
        required: required - from_threes,
        concealed_allowed: req.top.is_none(),
        only_go_out: false,
    };
    let mut found = search::solve_within(&problem, budget).unwrap_or_default();
    if let Some(plan) = &found.plan
        && opening_shape(rules, &plan.melds).is_some()
        && let Some(other) = clean_opening(rules, &problem, budget)
    {
        found.plan = other.plan;
        found.exemption = other.exemption;
    }
    out.best_points = found.best_points;
    match found.plan.take() {
        Some(plan) => {
            opens(rules, req, plan, found.exemption, from_threes, &mut out);
            if out.possible {
                foot_follows(rules, req, &problem.hand, &mut out);
            }
        }
        None => falls_short(rules, req, &found, &take_with, &mut out.reasons),
    }
    out
}

/// The cards of a foot still to come (0 where there is none, or the
/// player plays from it).
fn foot_to_come(rules: &RuleSet, req: &Request) -> u32 {
    if rules.foot_to_come(req.in_foot) {
        rules.deal.foot
    } else {
        0
    }
}

/// Where the melds use up the hand (all of it, or all but the discard)
/// while the foot is still to come, say that the player picks up the foot
/// and plays on: using up the hand is not going out.
fn foot_follows(rules: &RuleSet, req: &Request, hand: &[Card], out: &mut InitialMeld) {
    if foot_to_come(rules, req) == 0 {
        return;
    }
    let pile = match (req.top, req.pile_size) {
        (Some(_), None) => 1,
        (Some(_), Some(size)) => size.saturating_sub(1),
        (None, _) => 0,
    };
    let laid = out.melds.iter().map(Vec::len).sum::<usize>();
    let held = (hand.iter().filter(|c| !c.is_red_three()).count()
        + usize::from(req.top.is_some())
        + pile as usize)
        .saturating_sub(laid);
    if held < 2 {
        out.reasons.push(InitialReason::FootFollows {
            held: held as u32,
            next_turn: held == 1
                || rules.deal.foot_after_melding_out == FootAfterMeldingOut::NextTurn,
            rules: rules.name.clone(),
        });
    }
}

/// Where black threes are bonus cards they are laid out, never melded or kept.
fn bonus_black(rules: &RuleSet, card: Card) -> bool {
    rules.black_threes.bonus_cards && card.is_black_three()
}

/// The ways the hand may take the pile with `top` on it, or why none.
fn ways_to_take(rules: &RuleSet, req: &Request, top: Card) -> Result<Vec<TakeWith>, InitialReason> {
    if let Some(class) = matching_class(&rules.pile.blocked_by, top) {
        return Err(OpeningPileReason::Blocked {
            class,
            top,
            rules: rules.name.clone(),
        }
        .into());
    }
    if let Some(why) = Unmeldable::of(top) {
        return Err(why.into());
    }
    let frozen = req.frozen || rules.pile.frozen_until_opened || rules.pile.always_frozen;
    let ways = if frozen {
        &rules.pile.take_frozen
    } else {
        &rules.pile.take_unfrozen
    };
    let from_hand: Vec<TakeWith> = ways
        .iter()
        .copied()
        .filter(|w| *w != TakeWith::TableMeld)
        .collect();
    if from_hand.is_empty() {
        return Err(OpeningPileReason::NoWayFromHand {
            rules: rules.name.clone(),
        }
        .into());
    }
    Ok(from_hand)
}

/// The threes of the hand: red ones count toward the minimum where the
/// rule set says so (their points are returned), or are set aside; black
/// ones that are bonus cards are set aside.
fn threes(rules: &RuleSet, req: &Request, reasons: &mut Vec<InitialReason>) -> i64 {
    let in_hand = req.hand.iter().filter(|c| c.is_red_three()).count() as u32;
    let threes = req.red_threes + in_hand;
    let mut from_threes = 0;
    if rules.initial_meld.counts_red_threes && threes > 0 {
        from_threes = rules.red_threes.value(threes);
        reasons.push(InitialReason::RedThreesCount {
            threes,
            points: from_threes,
            rules: rules.name.clone(),
        });
    } else if in_hand > 0 {
        reasons.push(InitialReason::RedThreesSetAside { count: in_hand });
    }
    let black: Vec<Card> = req
        .hand
        .iter()
        .copied()
        .filter(|c| bonus_black(rules, *c))
        .collect();
    if !black.is_empty() {
        reasons.push(InitialReason::BlackThreesSetAside {
            rules: rules.name.clone(),
            cards: black,
        });
    }
    from_threes
}

/// A plan was found: propose what opening needs and say why it is enough,
/// unless the rule set wants another shape of opening.
fn opens(
    rules: &RuleSet,
    req: &Request,
    mut plan: search::Plan,
    exemption: Option<Exemption>,
    from_threes: i64,
    out: &mut InitialMeld,
) {
    let required = out.required;
    if exemption.is_none() && plan.mode == Mode::Stay {
        trim(rules, req.top, required - from_threes, &mut plan);
    }
    out.possible = true;
    out.points = plan.points;
    out.going_out = plan.mode == Mode::GoOut;
    out.melds = plan.melds;
    let need = rules.going_out.canastas;
    let (melds, points) = (out.melds.clone(), plan.points);
    out.reasons.push(match exemption {
        None => InitialReason::Reaches {
            melds,
            points,
            red_threes: from_threes,
            required,
            score: req.score,
        },
        Some(Exemption::ConcealedGoingOut) => {
            out.exempt = Some("concealed_going_out");
            InitialReason::ExemptConcealed {
                canastas: need,
                rules: rules.name.clone(),
                melds,
                points,
                required,
            }
        }
        Some(Exemption::CanastaFromHand) => {
            out.exempt = Some("canasta_from_hand");
            InitialReason::ExemptCanastaFromHand {
                rules: rules.name.clone(),
                melds,
                points,
                required,
            }
        }
    });
    if out.going_out {
        out.reasons.push(InitialReason::GoesOut { canastas: need });
    }
    if let Some(top) = req.top {
        out.reasons.push(if rules.initial_meld.excludes_top_card {
            OpeningPileReason::TopCardUncounted {
                top,
                rules: rules.name.clone(),
            }
            .into()
        } else {
            OpeningPileReason::TopCardCounts { top }.into()
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

/// No plan: say what the top card wanted, which rules narrowed the
/// search, and how far short the hand falls.
fn falls_short(
    rules: &RuleSet,
    req: &Request,
    found: &search::Outcome,
    take_with: &[TakeWith],
    reasons: &mut Vec<InitialReason>,
) {
    let required = rules.initial_meld.minimum(req.score);
    if let Some(top) = req.top {
        reasons.extend(explain_top(rules, req, top, take_with));
        if rules.initial_meld.excludes_top_card {
            reasons.push(
                OpeningPileReason::TopCardNotCounted {
                    top,
                    rules: rules.name.clone(),
                }
                .into(),
            );
        }
    }
    if rules.initial_meld.single_meld {
        reasons.push(InitialReason::SingleMeld {
            rules: rules.name.clone(),
        });
    }
    let score = req.score;
    match (found.best_points, found.best_unkept) {
        (_, Some(unkept)) if unkept >= required && found.best_points < Some(required) => {
            reasons.push(
                ShortReason::KeepsNoCard {
                    required,
                    unkept,
                    canastas: rules.going_out.canastas,
                    rules: rules.name.clone(),
                }
                .into(),
            );
            if let Some(best) = found.best_points {
                reasons.push(ShortReason::BestKeepingACard { best, required }.into());
            }
        }
        (Some(best), _) => reasons.push(
            ShortReason::BestShort {
                best,
                required,
                score,
            }
            .into(),
        ),
        (None, Some(unkept)) => reasons.push(
            ShortReason::BestUnkeptShort {
                unkept,
                required,
                score,
            }
            .into(),
        ),
        (None, None) => reasons.push(ShortReason::NoLegalMeld.into()),
    }
    if req.top.is_some() && req.pile_size.is_none() && found.best_unkept.is_some() {
        reasons.push(ShortReason::PileSizeAssumed.into());
    }
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
fn clean_opening(rules: &RuleSet, problem: &Problem, budget: &Budget) -> Option<search::Outcome> {
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
            let found = search::solve_within(
                &Problem {
                    rules: &clean,
                    ..problem.clone()
                },
                budget,
            )
            .unwrap_or_default();
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
fn opening_shape(rules: &RuleSet, melds: &[Vec<Card>]) -> Option<InitialReason> {
    let im = &rules.initial_meld;
    let min = rules.meld.min_cards as usize;
    let natural = |m: &Vec<Card>| m.len() >= min && m.iter().all(|c| c.is_natural());
    if im.needs_natural_meld && !melds.iter().any(natural) {
        return Some(InitialReason::NeedsNaturalMeld {
            rules: rules.name.clone(),
            min,
        });
    }
    let canasta = rules.canasta.min_cards as usize;
    let mixed = |m: &&Vec<Card>| {
        m.len() >= canasta && m.iter().any(|c| c.is_wild()) && m.iter().any(|c| c.is_natural())
    };
    if let Some(m) = melds.iter().find(mixed).filter(|_| im.no_mixed_canasta) {
        return Some(InitialReason::MixedCanasta {
            rules: rules.name.clone(),
            cards: m.clone(),
        });
    }
    None
}

/// When a top card cannot be melded, say what the pick-up rule wants.
fn explain_top(
    rules: &RuleSet,
    req: &Request,
    top: Card,
    ways: &[TakeWith],
) -> Option<InitialReason> {
    let rank = top.rank()?;
    let held = naturals_of(&req.hand, rank).len();
    let wilds = wilds_of(&req.hand).len();
    let pile_state = if req.frozen {
        PileState::Frozen
    } else if rules.pile.frozen_until_opened {
        PileState::FrozenUntilOpened
    } else {
        PileState::Open
    };
    let or_wild = ways.contains(&TakeWith::NaturalAndWild);
    let can_pair = held >= 2;
    let can_nw = held >= 1 && wilds >= 1 && or_wild;
    (!can_pair && !can_nw).then(|| {
        OpeningPileReason::NeedsNaturals {
            pile_state,
            rank,
            or_wild,
            held,
        }
        .into()
    })
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
        let why = opening_shape(&reading("no_mixed_canasta"), &canasta);
        assert_eq!(
            why,
            Some(InitialReason::MixedCanasta {
                rules: "h.yaml".to_string(),
                cards: canasta[0].clone(),
            })
        );
    }
}
