//! Going out, asked as "which way scores the most this turn": every card
//! but at most the final discard is laid, so the discard alone fixes the
//! card points laid; the programme runs once per kind of card that could
//! be discarded (and once for none).

use super::naturals::by_remainder;
use super::problem::{Exemption, Mode, Outcome, Plan, Problem};
use super::programme::{Memo, Programme, Wilds};
use super::search_rules::SearchRules;
use super::{costs, runs};
use crate::card::{Card, Rank, Suit};

/// The final discards to try: none (where it is optional), then one card
/// of each kind. Cards of one rank are interchangeable, and so are 2s;
/// jokers have no rank. Where melds may be sequences, a natural's suit
/// matters too.
pub(super) fn discards(rules: &SearchRules, hand: &[Card]) -> Vec<Option<Card>> {
    let mut discards: Vec<Option<Card>> = Vec::new();
    if rules.discard_optional() {
        discards.push(None);
    }
    let sequences = rules.has_sequences();
    let mut kinds: Vec<(Option<Rank>, Option<Suit>)> = Vec::new();
    for &c in hand {
        let kind = (c.rank(), c.suit().filter(|_| sequences && c.is_natural()));
        if !kinds.contains(&kind) {
            kinds.push(kind);
            discards.push(Some(c));
        }
    }
    discards
}

/// The best ways out found so far. Of equal ways, the one first in the
/// order of discards and `choices` (`at`: the discard's and the way's).
struct Best {
    out: Outcome,
    at: (usize, usize),
    concealed: Option<(Plan, (usize, usize))>,
}

impl Best {
    fn offer(&mut self, plan: Plan, e: Option<Exemption>, at: (usize, usize)) {
        let out = &mut self.out;
        let better = match &out.plan {
            None => true,
            Some(b) => {
                (plan.score, e.is_none(), std::cmp::Reverse(at))
                    > (b.score, out.exemption.is_none(), std::cmp::Reverse(self.at))
            }
        };
        if better {
            out.best_score = Some(plan.score);
            out.plan = Some(plan);
            out.exemption = e;
            self.at = at;
        }
    }

    fn offer_concealed(&mut self, plan: Plan, at: (usize, usize)) {
        let better = self.concealed.as_ref().is_none_or(|(b, b_at)| {
            (plan.score, std::cmp::Reverse(at)) > (b.score, std::cmp::Reverse(*b_at))
        });
        if better {
            self.concealed = Some((plan, at));
        }
    }
}

/// The best way out: one run of the programme per kind of final discard
/// and way to lay runs.
pub(super) fn best(p: &Problem, rules: &SearchRules) -> Outcome {
    let hand: Vec<Card> = p
        .hand
        .iter()
        .copied()
        .filter(|c| !c.is_red_three())
        .collect();
    let on_table = runs::OnTable::new(rules, &p.table);
    let mut best = Best {
        out: Outcome::default(),
        at: (0, 0),
        concealed: None,
    };
    for (d, discard) in discards(rules, &hand).into_iter().enumerate() {
        if rules.is_spent() {
            break;
        }
        let mut rest = hand.clone();
        if let Some(i) = discard.and_then(|d| rest.iter().position(|c| *c == d)) {
            rest.remove(i);
        }
        let sub = Problem {
            hand: rest,
            ..p.clone()
        };
        with_discard(&sub, &on_table, d, u32::from(discard.is_some()), &mut best);
    }
    let mut out = best.out;
    if out.plan.as_ref().is_some_and(|b| !b.concealed) {
        out.concealed_plan = best.concealed.map(|(plan, _)| plan);
    }
    out
}

/// The ways out of `sub` (the hand less the `d`th discard, `extra` cards
/// of it), each way to lay runs (where the rule set has sequences) with
/// the programme over ranks for what it leaves.
fn with_discard(sub: &Problem, on_table: &runs::OnTable, d: usize, extra: u32, best: &mut Best) {
    let rules = on_table.rules();
    let laid = rules.sum(&sub.hand);
    let wilds = Wilds::of(rules, &sub.hand);
    let need = rules.canastas_to_go_out();
    let mut starts = runs::choices(on_table, &sub.hand, need, true, &wilds.value);
    let mut memo = Memo::new(starts.len());
    for k in by_remainder(rules, &starts) {
        if !rules.spend(costs::WAY) {
            break;
        }
        if !runs::kinds_met(on_table, &starts[k]) {
            continue;
        }
        starts[k].gain = on_table.gain(&starts[k]);
        let start = &starts[k];
        let r = Programme::new(sub, rules, Mode::GoOut, &wilds, Some(laid), start).run(&mut memo);
        let out = &mut best.out;
        out.best_points = out.best_points.max(r.best_points);
        out.best_unkept = out.best_unkept.max(r.best_unkept);
        if let Some((mut plan, e)) = r.plan {
            plan.cards_left += extra;
            best.offer(plan, e, (d, k));
        }
        if let Some((mut plan, _)) = r.concealed {
            plan.cards_left += extra;
            best.offer_concealed(plan, (d, k));
        }
    }
}
