//! How much work a question would take, and the most the search takes on.
//!
//! The work is counted in steps of a few microseconds each (about 2 on a
//! 2-core machine, measured with `cargo bench --bench search` and the
//! CLI): one run of the programme over ranks for a way to lay runs and a
//! final discard, or one merge of a way onto one of the side's sequences
//! on the table. Where the rule set has no sequences, every question is a
//! single way and far below the limit.

use super::budget::MAX_WORK;
use super::search_rules::SearchRules;
use super::{runs, ways_out};
use crate::card::Card;
use crate::meld::Composition;
use crate::rules::RuleSet;

/// Steps per way to lay runs where no way out is scored: the programme
/// runs twice (staying in, and going out), and each way is spelled out as
/// melds and rebuilt into a plan (about 9 µs a way in all).
const STAY_STEPS: usize = 4;

/// A question the search would take too long to answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooMuchWork {
    /// The steps it would take, at least.
    pub work: usize,
    /// The side's sequences on the table, each merged with every way.
    pub table_sequences: usize,
}

/// Whether the search can answer for `hand` in reasonable time: `Err` with
/// the work it would take (at least) when that is more than `MAX_WORK`.
/// `going_out`: the way out that scores the most is asked for, one run per
/// kind of final discard. A search within a budget (`solve_within`, the
/// referee's `judge_within`) makes this check itself as it finds the ways,
/// once: its refusal is `StopCause::TooManyWays`.
pub fn within_reach(
    rules: &RuleSet,
    hand: &[Card],
    table: &[Vec<Card>],
    going_out: bool,
) -> Result<(), TooMuchWork> {
    let rules = SearchRules::new(rules);
    let reach = Reach::of(&rules, hand, table, going_out);
    match runs::ways_within(&rules, hand, table, reach.limit) {
        Some(_) => Ok(()),
        None => Err(reach.too_much()),
    }
}

/// The most ways to lay runs a question takes on, and what refusing more
/// says.
#[derive(Debug, Clone, Copy)]
pub(super) struct Reach {
    /// Ways to lay runs kept after a suit, at most.
    pub(super) limit: usize,
    /// Steps each way takes.
    per_way: usize,
    /// The side's sequences on the table, each merged with every way.
    table_sequences: usize,
}

impl Reach {
    pub(super) fn of(
        rules: &SearchRules,
        hand: &[Card],
        table: &[Vec<Card>],
        going_out: bool,
    ) -> Reach {
        let table_sequences = if rules.has_sequences() {
            table
                .iter()
                .filter(|m| Composition::of(m).ranks.len() > 1)
                .count()
        } else {
            0
        };
        let per_way = table_sequences
            + if going_out {
                ways_out::discards(rules, hand).len()
            } else {
                STAY_STEPS
            };
        Reach {
            limit: MAX_WORK / per_way.max(1),
            per_way,
            table_sequences,
        }
    }

    /// The work a question past the limit would take, at least.
    pub(super) fn too_much(self) -> TooMuchWork {
        TooMuchWork {
            work: (self.limit + 1) * self.per_way,
            table_sequences: self.table_sequences,
        }
    }
}
