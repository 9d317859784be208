//! The exact search behind the referee: which melds can a hand make this
//! turn, and what is the most they are worth?
//!
//! A dynamic programme over ranks. Naturals of one rank are interchangeable
//! (they are worth the same), and so are wild cards except for their value,
//! so whichever wilds are used, the most valuable ones are (jokers before
//! 2s). The state after each rank is how many wilds are used so far, how many
//! cards stay in the hand (capped at 2: only 0, 1 and "enough to discard and
//! keep one" matter), how many canastas the side has (capped at what going
//! out needs) and whether a canasta was laid whole from the hand; its value
//! is the best natural points. Leaving out more than two naturals of a rank
//! never helps (it only loses points and canasta length), so only the three
//! largest counts are tried. The work is a few thousand steps for any hand.
//!
//! Going out is asked differently: not "does a way reach the minimum" but
//! "which way scores the most this turn". Every card but at most the final
//! discard is laid, so the discard alone fixes the card points laid and
//! whether they reach the minimum; the programme is run once per kind of
//! card that could be discarded (and once for none), its value being what
//! the turn scores (card values, canasta bonuses gained or lost, the extra
//! for canastas laid whole from the hand), with one more flag, "added to a
//! table meld", that decides with the hand-canasta flag which going-out
//! bonus the way earns.
//!
//! Where a side may have several melds of one rank (`meld.several_per_rank`),
//! the naturals and wilds laid of a rank may form several melds and go onto
//! any of the side's melds of that rank on the table (`several`): the stage
//! then chooses among their best splits.
//!
//! Each of the side's melds of wild cards only on the table (where the rule
//! set has such melds) is a stage of its own: it may take any number of the
//! hand's wild cards up to its limit, the one that closes it making a wild
//! canasta, so that the plan names the meld it grows (`Onto::Table`).
//!
//! Every search spends from a `Budget`: a count of steps and, as a second
//! line of defence, the searching thread's CPU time. A caller may also stop
//! a running search from another thread: `Budget::with_stop` gives the
//! budget a `Stop` (a shared flag; a budget without one is never stopped
//! so), looked at where the clock is, every few milliseconds; once raised,
//! the search winds down and the referee's `judge_within` answers
//! `Err(Stopped)` with `StopCause::Caller`.

use crate::card::{Card, Rank};
use crate::meld::Composition;
use crate::rules::RuleSet;

mod budget;
mod canastas;
mod clock;
mod costs;
mod ends;
mod merge;
mod naturals;
mod problem;
mod programme;
mod rank_melds;
mod runs;
mod search_rules;
mod several;
mod side;
mod stages;
mod states;
mod stop;
mod top;
mod trace;
mod ways_out;
mod work;

pub use budget::{Budget, MAX_WORK, STEP_UNITS, StopCause, Stopped};
pub(crate) use merge::LateWild;
use naturals::{by_remainder, natural_ranks, rank_counts};
pub use problem::{Exemption, Mode, Onto, Outcome, Plan, Problem};
use programme::{Memo, Programme, Wilds};
pub(crate) use search_rules::SearchRules;
pub use stop::Stop;
pub use work::{TooMuchWork, within_reach};

/// The side's melds after laying `melds` (each joining the table meld of
/// `joins`' rank, or its own rank's meld, or standing alone) under the
/// rule set (where a side may have several melds of a rank, laid melds of
/// a rank the table lacks stay apart), and where it has sequences, laid
/// naturals of one suit that extend a sequence of the side's (`h7` onto
/// `h4 h5 h6`) join that sequence. The tests' view of the search's own
/// merge.
#[cfg(test)]
pub(crate) fn merge_with_sequences(
    rules: &RuleSet,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
) -> Vec<Vec<Card>> {
    merge::with_sequences(&SearchRules::new(rules), table, melds, joins)
}

/// As the search merges (`merge::with_sequences`), except that a meld with a table meld for
/// `onto` goes onto that one, and one `Onto::Apart` stands on its own; the
/// table's melds come first, in order.
pub(crate) fn merge_targeted(
    rules: &RuleSet,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    onto: &[Onto],
) -> Vec<Vec<Card>> {
    merge::targeted(&SearchRules::new(rules), table, melds, joins, onto)
}

/// Where no wild card may join a canasta (`meld.no_wilds_onto_canasta`),
/// the melds laid (in order, placed as `merge_targeted` places them) that
/// bring a wild card to a table meld once it is a canasta, judged card by
/// card as the meld grows during the turn; the cards of one meld may be
/// laid in any order.
pub(crate) fn late_wilds(
    rules: &RuleSet,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    onto: &[Onto],
) -> Vec<LateWild> {
    merge::late_wilds(&SearchRules::new(rules), table, melds, joins, onto)
}

/// `y` wild cards laid as melds of wild cards only: how many canastas at
/// most, or `None` when they cannot be laid that way
/// (`SearchRules::wild_groups`).
pub fn wild_groups(rules: &RuleSet, y: u32) -> Option<u32> {
    SearchRules::new(rules).wild_groups(y)
}

/// The best way to meld `p.hand`: one that reaches the minimum (or is
/// exempt), staying in preferred to going out; or, with `only_go_out`, the
/// way out that scores the most.
pub fn solve(p: &Problem) -> Outcome {
    solve_with(p, &SearchRules::new(p.rules))
}

/// As `solve`, spending from `budget` (the whole question's, where the
/// referee searches more than once): `Err` when it is spent before the
/// answer is found.
pub fn solve_within(p: &Problem, budget: &Budget) -> Result<Outcome, Stopped> {
    let rules = SearchRules::within(p.rules, budget);
    // The hand's ways to lay runs are counted as they are found, once:
    // past what the question takes on, it is refused (`within_reach`).
    rules.limit_ways(|rules| work::Reach::of(rules, &p.hand, &p.table, p.only_go_out));
    let out = solve_with(p, &rules);
    budget.answer(out)
}

fn solve_with(p: &Problem, rules: &SearchRules) -> Outcome {
    if p.only_go_out {
        return ways_out::best(p, rules);
    }
    let wilds = Wilds::of(rules, &p.hand);
    let on_table = runs::OnTable::new(rules, &p.table);
    // Sequences (where the rule set has them) come first: each different
    // way to lay runs leaves a hand for the programme over ranks.
    let need = rules.canastas_to_go_out();
    let starts = runs::choices(&on_table, &p.hand, need, false, &wilds.value);
    let mut out = Outcome::default();
    let mut best = None;
    for mode in [Mode::Stay, Mode::GoOut] {
        let found = best_of_mode(p, &on_table, mode, &wilds, &starts, &mut out);
        if best.is_none() {
            best = found;
        }
    }
    if let Some((plan, e)) = best {
        out.plan = Some(plan);
        out.exemption = e;
    }
    out
}

/// The best plan of `mode` over every way to lay runs (`starts`); the best
/// points any reaches go into `out`.
fn best_of_mode(
    p: &Problem,
    on_table: &runs::OnTable,
    mode: Mode,
    wilds: &Wilds,
    starts: &[runs::RunChoice],
    out: &mut Outcome,
) -> Option<(Plan, Option<Exemption>)> {
    let rules = on_table.rules();
    let stuck = Stuck::new(p, rules, starts.len());
    let mut found: Option<((Plan, Option<Exemption>), usize)> = None;
    let mut memo = Memo::new(starts.len());
    for k in by_remainder(rules, starts) {
        if !rules.spend(costs::WAY) {
            break;
        }
        let start = &starts[k];
        if mode == Mode::GoOut && (stuck.of(start) || !runs::kinds_met(on_table, start)) {
            continue;
        }
        let r = Programme::new(p, rules, mode, wilds, None, start).run(&mut memo);
        out.best_points = out.best_points.max(r.best_points);
        out.best_unkept = out.best_unkept.max(r.best_unkept);
        // Of equal ways, the one first in `choices`' order.
        let key = |(plan, e): &(Plan, Option<Exemption>), at: usize| {
            (e.is_none(), plan.points, std::cmp::Reverse(at))
        };
        if r.plan.as_ref().map(|x| key(x, k)) > found.as_ref().map(|(x, at)| key(x, *at)) {
            found = r.plan.map(|x| (x, k));
        }
    }
    found.map(|(x, _)| x)
}

/// Ways out meld all but one card. Where the naturals a way to lay runs
/// leaves hold two that no meld can take (fewer of a rank than a meld
/// needs, and none of it on the table or on top), it cannot go out, and
/// every meld it could lay was seen staying in (no black threes to add
/// going out): the programme need not run again.
struct Stuck {
    prune: bool,
    /// Ranks a lone natural may still join: the table's and the top card's.
    joinable: Vec<Rank>,
    min_naturals: u32,
}

impl Stuck {
    fn new(p: &Problem, rules: &SearchRules, ways: usize) -> Self {
        let black_out = rules.black_threes_going_out() && p.hand.iter().any(|c| c.is_black_three());
        Stuck {
            prune: ways > 1 && !black_out,
            joinable: p
                .table
                .iter()
                .filter_map(|m| Composition::of(m).rank())
                .chain(p.top.and_then(Card::rank))
                .collect(),
            min_naturals: rules.min_naturals(),
        }
    }

    fn of(&self, start: &runs::RunChoice) -> bool {
        if !self.prune {
            return false;
        }
        let counts = rank_counts(&start.rest);
        natural_ranks()
            .filter(|r| !self.joinable.contains(r))
            .map(|r| counts[usize::from(r.number())])
            .filter(|&c| c < self.min_naturals)
            .sum::<u32>()
            >= 2
    }
}

#[cfg(test)]
mod budget_tests;
#[cfg(test)]
mod lay_tests;
#[cfg(test)]
mod tests;
