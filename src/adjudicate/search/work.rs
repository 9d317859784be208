//! How much work a question would take, and the most the search takes on.

use super::{SearchRules, runs, ways_out};
use crate::card::Card;
use crate::rules::RuleSet;

/// The most runs of the programme over ranks a question may take: one per
/// way to lay runs (and, going out, per final discard tried). A long hand
/// under a rule set with sequences has hundreds of thousands of ways, and
/// each costs some microseconds: past this, an answer would take longer
/// than a player waits.
pub const MAX_WORK: usize = 400_000;

/// Whether the search can answer for `hand` in reasonable time: `Err` with
/// the work it would take (at least) when that is more than `MAX_WORK`.
pub fn within_reach(
    rules: &RuleSet,
    hand: &[Card],
    table: &[Vec<Card>],
    going_out: bool,
) -> std::result::Result<(), usize> {
    let rules = SearchRules::new(rules);
    let discards = if going_out {
        let mut kinds = hand.to_vec();
        kinds.sort_unstable();
        kinds.dedup();
        kinds.len() + 1
    } else {
        1
    };
    let _ = ways_out::discards;
    let limit = MAX_WORK / discards;
    match runs::ways_within(&rules, hand, table, limit) {
        Some(_) => Ok(()),
        None => Err((limit + 1) * discards),
    }
}
