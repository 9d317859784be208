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

use crate::card::{Card, Rank};
use crate::meld::Composition;
use crate::rules::{RuleSet, TakeWith};

mod budget;
mod canastas;
mod costs;
mod ends;
mod merge;
mod programme;
mod rank_melds;
mod runs;
mod search_rules;
mod several;
mod side;
mod stages;
mod states;
mod trace;
mod ways_out;
mod work;

pub use budget::{Budget, MAX_WORK, STEP_UNITS, Stopped};
pub(crate) use merge::LateWild;
use programme::{Memo, Programme, Wilds};
pub(crate) use search_rules::{Checked, SearchRules};
pub use work::{TooMuchWork, within_reach};

/// Whether the player may end the turn with no cards (going out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Keep a card to discard and one more: the hand goes on.
    Stay,
    /// Meld all, or all but the final discard, with the canastas needed.
    GoOut,
}

/// What is being asked.
#[derive(Debug, Clone)]
pub struct Problem<'a> {
    /// The rule set to meld under.
    pub rules: &'a RuleSet,
    /// The cards the player can meld from (red threes are ignored: they are laid out).
    pub hand: Vec<Card>,
    /// The top card of the discard pile, which must go into a meld.
    pub top: Option<Card>,
    /// How the top card may be melded with cards from the hand.
    pub take_with: Vec<TakeWith>,
    /// The side's melds already on the table; a meld of the same rank merges
    /// into one, or, where a side may have several of a rank, the plan says
    /// which one it goes onto (`Plan::onto`).
    pub table: Vec<Vec<Card>>,
    /// Cards that come into the hand besides the unmelded ones (the rest of a taken pile).
    pub extra_cards: u32,
    /// Points the new melds must reach (unless exempt).
    pub required: i64,
    /// The player drew from the stock (the concealed going-out exemption applies).
    pub concealed_allowed: bool,
    /// Only ways that go out count.
    pub only_go_out: bool,
}

/// One way to meld.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The cards laid this turn, one list per meld (cards added to a table
    /// meld form their own list).
    pub melds: Vec<Vec<Card>>,
    /// For each meld, the rank of the table meld it is added to (wild cards
    /// alone may be added to one).
    pub joins: Vec<Option<Rank>>,
    /// For each meld, where it goes (`merge_targeted`).
    pub onto: Vec<Onto>,
    /// The card values of the cards laid (the top card included), and the
    /// canasta bonuses where the rule set counts them toward the minimum.
    pub points: i64,
    /// Whether the plan keeps a card or goes out.
    pub mode: Mode,
    /// The side's canastas after the turn.
    pub canastas: u32,
    /// A canasta laid whole from the hand.
    pub hand_canasta: bool,
    /// Cards left in the hand (before any discard).
    pub cards_left: u32,
    /// What the turn scores: for a way out, the card points laid, the
    /// canasta bonuses it gains (or loses: a wild card on a natural canasta)
    /// and the going-out bonus; otherwise the card points.
    pub score: i64,
    /// The way out earns the concealed bonus (`going_out.concealed_bonus_for`).
    pub concealed: bool,
}

/// Where a laid meld goes among the side's melds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Onto {
    /// As the rule set merges melds: onto the side's (first) meld of its
    /// rank or of `joins`' rank, onto a sequence it extends, or on its own.
    #[default]
    ByRank,
    /// Onto the table meld of this index.
    Table(usize),
    /// A meld of its own beside the side's melds of its rank
    /// (`meld.several_per_rank`).
    Apart,
}

/// Which exemption from the minimum a plan uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exemption {
    /// Going out concealed, drawn from the stock
    /// (`initial_meld.exempt_concealed_going_out`).
    ConcealedGoingOut,
    /// A canasta laid whole from the hand
    /// (`initial_meld.exempt_canasta_from_hand`).
    CanastaFromHand,
}

/// What the search found for a problem.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Outcome {
    /// A qualifying plan, with the most points (staying in preferred to going out).
    pub plan: Option<Plan>,
    /// The exemption from the minimum the plan uses, if any.
    pub exemption: Option<Exemption>,
    /// The most points any legal plan reaches (keeping a card to discard, or going out).
    pub best_points: Option<i64>,
    /// The most points the melds could reach if a card need not be kept.
    pub best_unkept: Option<i64>,
    /// Going out: the most any way out scores this turn, the minimum
    /// reached (or exempt).
    pub best_score: Option<i64>,
    /// Going out: the best concealed way, when the best way is not concealed.
    pub concealed_plan: Option<Plan>,
}

/// The natural ranks that can form ordinary melds: not 2 (wild) and not 3.
fn natural_ranks() -> impl Iterator<Item = Rank> {
    Rank::all().filter(|r| *r != Rank::TWO && *r != Rank::THREE)
}

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

/// Naturals of each rank (by rank number) that groups can be made of.
fn rank_counts(hand: &[Card]) -> [u32; 14] {
    let mut counts = [0u32; 14];
    for &c in hand {
        if let Some(r) = c.rank().filter(|_| c.is_natural() && !c.is_three()) {
            counts[usize::from(r.number())] += 1;
        }
    }
    counts
}

/// The top card melds with `n` naturals and `x` wilds from the hand.
fn top_ok(take_with: &[TakeWith], n: u32, x: u32) -> bool {
    take_with.iter().any(|t| match t {
        TakeWith::NaturalPair => n >= 2,
        TakeWith::NaturalAndWild => n >= 1 && x >= 1,
        TakeWith::TableMeld => false,
    })
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
    let out = solve_with(p, &SearchRules::within(p.rules, budget));
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

/// The order to run the ways to lay runs in: by the naturals they leave,
/// rank by rank in the programme's order, so that neighbours share stages.
fn by_remainder(rules: &SearchRules, starts: &[runs::RunChoice]) -> Vec<usize> {
    if starts.len() < 2 {
        return (0..starts.len()).collect();
    }
    rules.spend(costs::WAY * starts.len() as u64);
    let mut keyed: Vec<(Vec<u32>, usize)> = starts
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let counts = rank_counts(&s.rest);
            let key = natural_ranks()
                .map(|r| counts[usize::from(r.number())])
                .collect();
            (key, i)
        })
        .collect();
    keyed.sort();
    keyed.into_iter().map(|(_, i)| i).collect()
}

#[cfg(test)]
mod budget_tests;
#[cfg(test)]
mod lay_tests;
#[cfg(test)]
mod tests;
