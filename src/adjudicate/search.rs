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
use crate::rules::{
    BlackThreeMeld, ConcealedBonusFor, FinalDiscard, RuleSet, TakeWith, WildMelds, WildRatio,
};

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
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
    ConcealedGoingOut,
    CanastaFromHand,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// A qualifying plan, with the most points (staying in preferred to going out).
    pub plan: Option<Plan>,
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

const NO: i64 = i64::MIN;

/// The natural ranks that can form ordinary melds: not 2 (wild) and not 3.
fn natural_ranks() -> impl Iterator<Item = Rank> {
    Rank::all().filter(|r| *r != Rank::TWO && *r != Rank::THREE)
}

#[derive(Clone, Copy)]
struct Dims {
    wilds: usize,
    canastas: usize,
    /// 4, or 8 where the search scores ways out (bit 2).
    flags: usize,
}

impl Dims {
    fn size(self) -> usize {
        (self.wilds + 1) * 3 * (self.canastas + 1) * self.flags
    }
    /// `flags`: bit 0 a canasta laid whole from the hand, bit 1 one meld
    /// alone reaches the minimum (for `single_meld`), bit 2 cards added to
    /// a meld on the table (going out: then it is not concealed).
    fn index(self, w: usize, left: usize, can: usize, flags: usize) -> usize {
        ((w * 3 + left) * (self.canastas + 1) + can) * self.flags + flags
    }
    fn decode(self, i: usize) -> (usize, usize, usize, usize) {
        let flags = i % self.flags;
        let rest = i / self.flags;
        let can = rest % (self.canastas + 1);
        let rest = rest / (self.canastas + 1);
        (rest / 3, rest % 3, can, flags)
    }
}

/// One stage's choice: the state it came from and what was laid.
#[derive(Clone, Copy, Default)]
struct Step {
    prev: u32,
    naturals: u32,
    wilds: u32,
}

/// What one stage of the programme melds: a rank, the black threes or wild melds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    Rank(Rank),
    BlackThrees,
    /// Wild cards added to the table meld of this index, of wild cards only.
    WildTable(usize),
    WildMelds,
}

/// The side's melds after laying `melds` (each joining the table meld of
/// `joins`' rank, or its own rank's meld, or standing alone).
pub fn merge_onto(
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
) -> Vec<Vec<Card>> {
    merge_apart(table, melds, joins, false)
}

/// As `merge_onto`; with `several` (`meld.several_per_rank`) laid melds of
/// a rank the table lacks stay apart instead of merging into one.
fn merge_apart(
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    several: bool,
) -> Vec<Vec<Card>> {
    let rank_of = |m: &[Card]| {
        crate::meld::Composition::of(m)
            .rank()
            .filter(|_| m.iter().any(|c| c.is_natural()))
    };
    let mut out: Vec<(Option<Rank>, Vec<Card>)> =
        table.iter().map(|m| (rank_of(m), m.clone())).collect();
    for (i, m) in melds.iter().enumerate() {
        let key = joins.get(i).copied().flatten().or_else(|| rank_of(m));
        let open = if several { table.len() } else { out.len() };
        match out[..open]
            .iter_mut()
            .find(|(k, _)| key.is_some() && *k == key)
        {
            Some((_, cards)) => cards.extend_from_slice(m),
            None => out.push((key, m.clone())),
        }
    }
    out.into_iter().map(|(_, m)| m).collect()
}

/// As `merge_onto`, and where the rule set has sequences, laid naturals of
/// one suit that extend a sequence of the side's (`h7` onto `h4 h5 h6`)
/// join that sequence.
pub fn merge_with_sequences(
    rules: &RuleSet,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
) -> Vec<Vec<Card>> {
    let merged = merge_apart(table, melds, joins, rules.meld.several_per_rank);
    if !rules.meld.sequences.allowed {
        return merged;
    }
    let is_sequence = |m: &[Card]| crate::meld::Composition::of(m).ranks.len() > 1;
    let mut out: Vec<Vec<Card>> = Vec::new();
    let mut loose: Vec<Vec<Card>> = Vec::new();
    for (i, m) in merged.into_iter().enumerate() {
        // The table's melds come first in `merge_onto`'s answer.
        let one_suit = m.iter().all(|c| c.is_natural())
            && m.iter()
                .all(|c| c.suit().is_some() && c.suit() == m[0].suit());
        if i >= table.len() && one_suit {
            loose.push(m);
        } else {
            out.push(m);
        }
    }
    for m in loose {
        let target = out.iter().take(table.len()).position(|t| {
            is_sequence(t) && {
                let mut with = t.clone();
                with.extend_from_slice(&m);
                crate::meld::check(rules, &with, true).valid
            }
        });
        match target {
            Some(t) => out[t].extend(m),
            None => out.push(m),
        }
    }
    out
}

/// As `merge_with_sequences`, except that a meld with a table meld for
/// `onto` goes onto that one, and one `Onto::Apart` stands on its own; the
/// table's melds come first, in order.
pub fn merge_targeted(
    rules: &RuleSet,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    onto: &[Onto],
) -> Vec<Vec<Card>> {
    let mut base = table.to_vec();
    let mut by_rank = Vec::new();
    let mut by_rank_joins = Vec::new();
    let mut apart = Vec::new();
    for (i, m) in melds.iter().enumerate() {
        match onto.get(i).copied().unwrap_or_default() {
            Onto::Table(t) if t < base.len() => base[t].extend_from_slice(m),
            Onto::Apart => apart.push(m.clone()),
            _ => {
                by_rank.push(m.clone());
                by_rank_joins.push(joins.get(i).copied().flatten());
            }
        }
    }
    let mut out = merge_with_sequences(rules, &base, &by_rank, &by_rank_joins);
    out.extend(apart);
    out
}

/// For runs laid first: the table sequence each grows, as
/// `merge_with_sequences` would put it back, named so that a single card
/// (`h4` onto `h5 h6 h7`) is not taken for a meld of its rank (the side's
/// `c4 d4 s4`); the others go by rank.
fn sequence_targets(rules: &RuleSet, table: &[Vec<Card>], runs: &[Vec<Card>]) -> Vec<Onto> {
    let is_sequence = |m: &[Card]| crate::meld::Composition::of(m).ranks.len() > 1;
    if !rules.meld.sequences.allowed || !table.iter().any(|m| is_sequence(m)) {
        return vec![Onto::ByRank; runs.len()];
    }
    let mut grown = table.to_vec();
    runs.iter()
        .map(|m| {
            let fits = |t: &Vec<Card>| {
                is_sequence(t) && {
                    let mut with = t.clone();
                    with.extend_from_slice(m);
                    crate::meld::check(rules, &with, true).valid
                }
            };
            match grown.iter().position(fits) {
                Some(t) => {
                    grown[t].extend_from_slice(m);
                    Onto::Table(t)
                }
                None => Onto::ByRank,
            }
        })
        .collect()
}

/// Whether a meld of `n` naturals and `x` wilds is legal under the meld rules.
pub fn shape_ok(rules: &RuleSet, n: u32, x: u32) -> bool {
    let m = &rules.meld;
    let len = n + x;
    n >= m.min_naturals
        && len >= m.min_cards
        && m.max_cards.is_none_or(|max| len <= max)
        && m.max_wilds.is_none_or(|max| x <= max)
        && match m.wild_ratio {
            WildRatio::None => true,
            WildRatio::NaturalsAtLeastWilds => n >= x,
            WildRatio::NaturalsExceedWilds => n > x,
        }
}

fn black_shape_ok(rules: &RuleSet, n: u32, x: u32) -> bool {
    let b = &rules.black_threes;
    (b.min_cards..=b.max_cards).contains(&(n + x))
        && x <= b.max_wilds
        && n >= rules.meld.min_naturals
}

/// `y` wild cards laid as melds of wild cards only: how many canastas at
/// most, or `None` when they cannot be laid that way.
pub fn wild_groups(rules: &RuleSet, y: u32) -> Option<u32> {
    if y == 0 {
        return Some(0);
    }
    let canasta = rules.canasta.min_cards.max(1);
    let min = match rules.meld.wild_melds {
        WildMelds::Never => return None,
        WildMelds::CanastaOnly => canasta,
        WildMelds::Any => rules.meld.min_cards.max(1),
    };
    let max = wild_max(rules).max(min);
    // g groups fit when g*min <= y <= g*max; more canastas need more groups.
    let mut best = None;
    for g in 1..=y / min {
        if y <= g.saturating_mul(max) {
            // Sizes: as many groups as possible reach the canasta size.
            let can = if canasta <= min {
                g
            } else {
                ((y - g * min) / (canasta - min)).min(g)
            };
            best = best.max(Some(can));
        }
    }
    best
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
    let discards = if going_out {
        let mut kinds = hand.to_vec();
        kinds.sort_unstable();
        kinds.dedup();
        kinds.len() + 1
    } else {
        1
    };
    let limit = MAX_WORK / discards;
    match runs::ways_within(rules, hand, table, limit) {
        Some(_) => Ok(()),
        None => Err((limit + 1) * discards),
    }
}

pub fn solve(p: &Problem) -> Outcome {
    if p.only_go_out {
        return solve_go_out(p);
    }
    let (wild_cards, wild_value, _) = tally(p);

    let mut best: Option<(Plan, Option<Exemption>)> = None;
    let mut best_points = None;
    let mut best_unkept = None;
    let modes: &[Mode] = if p.only_go_out {
        &[Mode::GoOut]
    } else {
        &[Mode::Stay, Mode::GoOut]
    };
    // Sequences (where the rule set has them) come first: each different
    // way to lay runs leaves a hand for the programme over ranks.
    let starts = runs::choices(
        p.rules,
        &p.hand,
        &p.table,
        p.rules.going_out.canastas,
        false,
        &wild_value,
    );
    let order = by_remainder(&starts);
    // Ways out meld all but one card. Where the naturals a way to lay runs
    // leaves hold two that no meld can take (fewer of a rank than a meld
    // needs, and none of it on the table or on top), it cannot go out, and
    // every meld it could lay was seen staying in (no black threes to add
    // going out): the programme need not run again.
    let table_ranks: Vec<Rank> = p
        .table
        .iter()
        .filter_map(|m| crate::meld::Composition::of(m).rank())
        .collect();
    let black_out = p.rules.black_threes.meld == BlackThreeMeld::GoingOut
        && p.hand.iter().any(|c| c.is_black_three());
    let stuck = |start: &runs::RunChoice| {
        let counts = rank_counts(&start.rest);
        natural_ranks()
            .filter(|r| !table_ranks.contains(r) && p.top.and_then(|c| c.rank()) != Some(*r))
            .map(|r| counts[usize::from(r.number())])
            .filter(|&c| c < p.rules.meld.min_naturals)
            .sum::<u32>()
            >= 2
    };
    let prune = starts.len() > 1 && !black_out;
    for &mode in modes {
        let mut found: Option<((Plan, Option<Exemption>), usize)> = None;
        let mut memo = Memo {
            keep: starts.len() > 1,
            ..Memo::default()
        };
        for &k in &order {
            let start = &starts[k];
            if mode == Mode::GoOut
                && ((prune && stuck(start)) || !runs::kinds_met(p.rules, &p.table, start))
            {
                continue;
            }
            let r = run(p, mode, &wild_cards, &wild_value, None, start, &mut memo);
            best_points = best_points.max(r.best_points);
            best_unkept = best_unkept.max(r.best_unkept);
            // Of equal ways, the one first in `choices`' order.
            let key = |(plan, e): &(Plan, Option<Exemption>), at: usize| {
                (e.is_none(), plan.points, std::cmp::Reverse(at))
            };
            if r.plan.as_ref().map(|x| key(x, k)) > found.as_ref().map(|(x, at)| key(x, *at)) {
                found = r.plan.map(|x| (x, k));
            }
        }
        if best.is_none() {
            best = found.map(|(x, _)| x);
        }
    }
    let (plan, exemption) = match best {
        Some((plan, e)) => (Some(plan), e),
        None => (None, None),
    };
    Outcome {
        plan,
        exemption,
        best_points,
        best_unkept,
        best_score: None,
        concealed_plan: None,
    }
}

/// The hand's wild cards best first with their running values, and its
/// black threes.
fn tally(p: &Problem) -> (Vec<Card>, Vec<i64>, u32) {
    let rules = p.rules;
    let mut wild_cards: Vec<Card> = Vec::new();
    let mut black = 0u32;
    for &c in &p.hand {
        if c.is_wild() {
            wild_cards.push(c);
        } else if c.is_black_three() {
            black += 1;
        }
    }
    // Jokers (or whatever is worth most) first: the best w wilds are a prefix.
    wild_cards.sort_by_key(|&c| std::cmp::Reverse(rules.value(c)));
    let wild_value: Vec<i64> = std::iter::once(0)
        .chain(wild_cards.iter().scan(0, |s, &c| {
            *s += rules.value(c);
            Some(*s)
        }))
        .collect();
    (wild_cards, wild_value, black)
}

/// The best way out: one run of the programme per kind of final discard.
fn solve_go_out(p: &Problem) -> Outcome {
    let rules = p.rules;
    let hand: Vec<Card> = p
        .hand
        .iter()
        .copied()
        .filter(|c| !c.is_red_three())
        .collect();
    let mut discards: Vec<Option<Card>> = Vec::new();
    if rules.going_out.final_discard == FinalDiscard::Optional {
        discards.push(None);
    }
    // Cards of one rank are interchangeable, and so are 2s; jokers have no
    // rank. Where melds may be sequences, a natural's suit matters too.
    let sequences = rules.meld.sequences.allowed;
    let mut kinds: Vec<(Option<Rank>, Option<crate::card::Suit>)> = Vec::new();
    for &c in &hand {
        let kind = (c.rank(), c.suit().filter(|_| sequences && c.is_natural()));
        if !kinds.contains(&kind) {
            kinds.push(kind);
            discards.push(Some(c));
        }
    }
    let mut out = Outcome {
        plan: None,
        exemption: None,
        best_points: None,
        best_unkept: None,
        best_score: None,
        concealed_plan: None,
    };
    let mut concealed_best: Option<(Plan, (usize, usize))> = None;
    // Of equal ways, the one first in the order of discards and `choices`.
    let mut best_at = (0, 0);
    for (d, discard) in discards.into_iter().enumerate() {
        let mut rest = hand.clone();
        if let Some(i) = discard.and_then(|d| rest.iter().position(|c| *c == d)) {
            rest.remove(i);
        }
        let laid = rules.card_values.sum(&rest);
        let sub = Problem {
            hand: rest,
            ..p.clone()
        };
        let (wild_cards, wild_value, _) = tally(&sub);
        let extra = u32::from(discard.is_some());
        // Each way to lay runs (where the rule set has sequences) with the
        // programme over ranks for what it leaves.
        let starts = runs::choices(
            rules,
            &sub.hand,
            &sub.table,
            rules.going_out.canastas,
            true,
            &wild_value,
        );
        let mut memo = Memo {
            keep: starts.len() > 1,
            ..Memo::default()
        };
        for k in by_remainder(&starts) {
            let start = &starts[k];
            if !runs::kinds_met(rules, &sub.table, start) {
                continue;
            }
            let r = run(
                &sub,
                Mode::GoOut,
                &wild_cards,
                &wild_value,
                Some(laid),
                start,
                &mut memo,
            );
            out.best_points = out.best_points.max(r.best_points);
            out.best_unkept = out.best_unkept.max(r.best_unkept);
            if let Some((mut plan, e)) = r.plan {
                plan.cards_left += extra;
                let at = std::cmp::Reverse((d, k));
                let better = match &out.plan {
                    None => true,
                    Some(b) => {
                        (plan.score, e.is_none(), at)
                            > (b.score, out.exemption.is_none(), std::cmp::Reverse(best_at))
                    }
                };
                if better {
                    out.best_score = Some(plan.score);
                    out.plan = Some(plan);
                    out.exemption = e;
                    best_at = (d, k);
                }
            }
            if let Some((mut plan, _)) = r.concealed {
                plan.cards_left += extra;
                let at = std::cmp::Reverse((d, k));
                if concealed_best
                    .as_ref()
                    .is_none_or(|(b, b_at)| (plan.score, at) > (b.score, std::cmp::Reverse(*b_at)))
                {
                    concealed_best = Some((plan, (d, k)));
                }
            }
        }
    }
    if out.plan.as_ref().is_some_and(|b| !b.concealed) {
        out.concealed_plan = concealed_best.map(|(plan, _)| plan);
    }
    out
}

/// The programme's tables by stage for the last hand it ran on. The ways to
/// lay runs come sorted by the naturals they leave (`by_remainder`), so the
/// next way that leaves as many of the first ranks starts from there; the
/// runs themselves are added at the end (`run`).
#[derive(Default)]
struct Memo {
    /// More than one hand to run: keep every stage's table.
    keep: bool,
    counts: Option<[u32; 14]>,
    /// `tables[k]`: the states before stage `k`.
    tables: Vec<Vec<i64>>,
    steps: Vec<Vec<Step>>,
    /// By stage, a rank's splits and which one each state came by.
    splits: Vec<Option<(several::Splits, Vec<u32>)>>,
}

/// The order to run the ways to lay runs in: by the naturals they leave,
/// rank by rank in the programme's order, so that neighbours share stages.
fn by_remainder(starts: &[runs::RunChoice]) -> Vec<usize> {
    if starts.len() < 2 {
        return (0..starts.len()).collect();
    }
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

struct RunResult {
    plan: Option<(Plan, Option<Exemption>)>,
    best_points: Option<i64>,
    best_unkept: Option<i64>,
    /// Scoring a way out: the best concealed way.
    concealed: Option<(Plan, Option<Exemption>)>,
}

/// What the programme needs to turn an end state back into melds.
struct Trace<'a> {
    p: &'a Problem<'a>,
    dims: Dims,
    stages: &'a [Stage],
    steps: &'a [Vec<Step>],
    base: &'a [(u32, u32); 14],
    wild_cards: &'a [Card],
    mode: Mode,
    start: &'a runs::RunChoice,
    /// By stage, a rank's splits and which one each state came by.
    splits: &'a [Option<(several::Splits, Vec<u32>)>],
}

fn run(
    p: &Problem,
    mode: Mode,
    wild_cards: &[Card],
    wild_value: &[i64],
    // Scoring a way out: the card points of the whole hand, all of it laid.
    scored: Option<i64>,
    // The runs laid first; the programme melds what they leave.
    start: &runs::RunChoice,
    memo: &mut Memo,
) -> RunResult {
    let rules = p.rules;
    let counts = &rank_counts(&start.rest);
    let need = match mode {
        Mode::Stay => 0,
        Mode::GoOut => rules.going_out.canastas as usize,
    };
    // Going out, canastas of the purities the rule set names are counted
    // beside all canastas (hand-and-foot: a natural and a mixed one); the
    // state's canasta count is the tuple (all, natural, mixed, wild), each
    // capped at what is needed. A rule set's own group kinds rename such
    // canastas: go-out's own check judges those.
    let mut wants = [0usize; 3];
    if mode == Mode::GoOut && rules.canasta.kinds.iter().all(|k| k.sequence) {
        for (kind, &want) in &rules.going_out.canasta_kinds {
            let tag = ["natural", "mixed", "wild"].iter().position(|n| n == kind);
            if let Some(t) = tag {
                wants[t] = want as usize;
            }
        }
    }
    let sizes = [need + 1, wants[0] + 1, wants[1] + 1, wants[2] + 1];
    let split = |can: usize| {
        let mut d = [0usize; 4];
        let mut c = can;
        for (i, s) in sizes.iter().enumerate() {
            d[i] = c % s;
            c /= s;
        }
        d
    };
    let join = |d: [usize; 4]| {
        d.iter()
            .zip(&sizes)
            .rev()
            .fold(0, |acc, (&x, &s)| acc * s + x)
    };
    // `k` more canastas, of purity `tag` (0 natural, 1 mixed, 2 wild).
    // Most rule sets name no kinds: the count alone, without the tuple's
    // arithmetic in the programme's innermost loop.
    let plain = wants == [0; 3];
    let add = |can: usize, tag: usize, k: usize| {
        if plain {
            return (can + k).min(need);
        }
        let mut d = split(can);
        d[0] = (d[0] + k).min(need);
        d[1 + tag] = (d[1 + tag] + k).min(wants[tag]);
        join(d)
    };
    // The runs' canastas count among all canastas only.
    let add_all = |can: usize, k: usize| {
        if plain {
            return (can + k).min(need);
        }
        let mut d = split(can);
        d[0] = (d[0] + k).min(need);
        join(d)
    };
    let met = |can: usize| {
        if plain {
            return can >= need;
        }
        let d = split(can);
        d[0] >= need && (0..3).all(|t| d[1 + t] >= wants[t])
    };
    let dims = Dims {
        wilds: wild_cards.len(),
        canastas: sizes.iter().product::<usize>() - 1,
        flags: if scored.is_some() { 8 } else { 4 },
    };

    let canasta_min = rules.canasta.min_cards;
    let cr = &rules.canasta;
    // A meld's canasta bonus, by its size and wild cards.
    let bonus_of = |len: u32, x: u32| match (len >= canasta_min, x) {
        (false, _) => 0,
        (true, 0) => cr.natural_bonus,
        (true, _) => cr.mixed_bonus,
    };
    let top_rank = p.top.and_then(|c| c.rank());
    let top_natural = p.top.is_some_and(|c| c.is_natural() && !c.is_three());

    // The table melds, by rank; melds of wild cards only stay as they are.
    let mut base = [(0u32, 0u32); 14];
    let mut table_canastas = 0usize;
    let mut table_wild = 0usize;
    // Melds of wild cards only that may take more: each is a stage.
    let mut wild_tables: Vec<usize> = Vec::new();
    let several = rules.meld.several_per_rank;
    // Where a side may have several melds of a rank, each of the table's
    // is told apart: cards laid of the rank may go onto any of them.
    let mut several_tables: [Vec<several::TableMeld>; 14] = Default::default();
    for (index, m) in p.table.iter().enumerate() {
        let n = m.iter().filter(|c| c.is_natural()).count() as u32;
        let x = m.len() as u32 - n;
        // A sequence on the table is no meld of one rank: it counts only
        // as the canasta it may be.
        let sequence = crate::meld::Composition::of(m).ranks.len() > 1;
        match m
            .iter()
            .find(|c| c.is_natural())
            .and_then(|c| c.rank())
            .filter(|_| !sequence)
        {
            Some(r) if several => {
                let initial_only = rules.meld.wilds_in_initial_only_ranks.contains(&r);
                several_tables[usize::from(r.number())].push(several::TableMeld {
                    index,
                    naturals: n,
                    wilds: x,
                    wilds_ok: !(rules.meld.natural_only_ranks.contains(&r)
                        || (initial_only && x == 0)
                        || (rules.meld.no_wilds_onto_canasta && n + x >= canasta_min)),
                });
            }
            Some(r) => {
                let b = &mut base[usize::from(r.number())];
                b.0 += n;
                b.1 += x;
            }
            _ => {
                let wild_only = !m.is_empty() && m.iter().all(|c| c.is_wild());
                if m.len() as u32 >= canasta_min {
                    table_canastas += 1;
                    table_wild += usize::from(wild_only);
                }
                if wild_only && rules.meld.wild_melds != WildMelds::Never {
                    wild_tables.push(index);
                }
            }
        }
    }

    let mut stages: Vec<Stage> = natural_ranks().map(Stage::Rank).collect();
    if mode == Mode::GoOut && rules.black_threes.meld == BlackThreeMeld::GoingOut {
        stages.push(Stage::BlackThrees);
    }
    stages.extend(wild_tables.iter().map(|&t| Stage::WildTable(t)));
    stages.push(Stage::WildMelds);

    if memo.tables.is_empty() {
        memo.tables.reserve(stages.len() + 1);
        memo.steps.reserve(stages.len());
        memo.splits.reserve(stages.len());
        let mut cur = vec![NO; dims.size()];
        cur[dims.index(
            0,
            0,
            join([
                table_canastas.min(need),
                // Natural and mixed canastas of a rank on the table are
                // counted by the rank's stage.
                0,
                0,
                table_wild.min(wants[2]),
            ]),
            0,
        )] = 0;
        memo.tables.push(cur);
    }
    // The stages from the first rank whose naturals differ from the last
    // hand's on.
    let from = match memo.counts {
        None => 0,
        Some(last) => stages
            .iter()
            .position(|s| matches!(s, Stage::Rank(r) if last[usize::from(r.number())] != counts[usize::from(r.number())]))
            .unwrap_or(stages.len()),
    };
    memo.counts = Some(*counts);
    memo.tables.truncate(from + 1);
    memo.steps.truncate(from);
    memo.splits.truncate(from);
    let black = p.hand.iter().filter(|c| c.is_black_three()).count() as u32;
    let mut left_black = 0u32;
    if !stages.contains(&Stage::BlackThrees) {
        left_black = black;
    }

    // Where a side may have several melds of one rank, a rank with naturals
    // enough for two melds, or with melds on the table, is split by `several`.
    let cap = sizes.iter().copied().max().unwrap_or(1) as u32 - 1;
    let splits_for = |rank: Rank| {
        let r = usize::from(rank.number());
        let is_top = top_rank == Some(rank) && top_natural;
        let pair = 2 * rules.meld.min_naturals.max(1);
        let tables = &several_tables[r];
        if !rules.meld.several_per_rank
            || (tables.is_empty() && counts[r] + u32::from(is_top) < pair)
        {
            return None;
        }
        // As in one meld: a rank that takes wilds only in the initial meld
        // takes none in a new meld after it.
        let no_wilds = rules.meld.natural_only_ranks.contains(&rank)
            || (!p.table.is_empty() && rules.meld.wilds_in_initial_only_ranks.contains(&rank));
        let worth = several::Worth {
            rules,
            value: rules.card_values.of_rank(rank),
            top_counted: !rules.initial_meld.excludes_top_card,
            required: p.required,
            wild_value,
            scored: scored.is_some(),
            cap,
            take_with: &p.take_with,
            new_wilds: !no_wilds,
            tables,
        };
        let wilds = if no_wilds && tables.iter().all(|t| !t.wilds_ok) {
            0
        } else {
            dims.wilds as u32
        };
        Some(several::Splits::new(&worth, counts[r], wilds, is_top))
    };
    for &stage in &stages[from..] {
        // Out of the memo while the stage reads it: a local table keeps
        // the programme's innermost loop fast.
        let Some(cur) = memo.tables.pop() else {
            break;
        };
        let mut next = vec![NO; dims.size()];
        let mut back = vec![Step::default(); dims.size()];
        let splits = match stage {
            Stage::Rank(rank) => splits_for(rank),
            _ => None,
        };
        // Which of the rank's splits each state came by; apart from `Step`
        // so that stages without splits pay nothing for it.
        let mut chosen: Vec<u32> = match splits {
            Some(_) => vec![0; dims.size()],
            None => Vec::new(),
        };
        for (i, &v) in cur.iter().enumerate() {
            if v == NO {
                continue;
            }
            let (w, left, can, flags) = dims.decode(i);
            let free = dims.wilds - w;
            // One meld's value with the best wilds: does it reach the minimum alone?
            let alone = |pts: i64, x: u32| pts + wild_value[x as usize] >= p.required;
            // `pts` counts toward the minimum; `gain`, what the turn scores,
            // is the value maximised when ways out are scored.
            let mut push = |n: u32,
                            x: u32,
                            left_add: u32,
                            // The purity of a canasta it makes, if it does.
                            canasta: Option<usize>,
                            hand_can: bool,
                            pts: i64,
                            gain: i64,
                            touch: bool| {
                let nw = w + x as usize;
                let nl = (left + left_add as usize).min(2);
                let nc = canasta.map_or(can, |tag| add(can, tag, 1));
                let touched = usize::from(touch && scored.is_some()) << 2;
                let f = flags | usize::from(hand_can) | (usize::from(alone(pts, x)) << 1) | touched;
                let j = dims.index(nw, nl, nc, f);
                let val = v + if scored.is_some() { gain } else { pts };
                if val > next[j] {
                    next[j] = val;
                    back[j] = Step {
                        prev: i as u32,
                        naturals: n,
                        wilds: x,
                    };
                }
            };
            match stage {
                Stage::Rank(rank) if splits.is_some() => {
                    let cnt = counts[usize::from(rank.number())];
                    if let Some(sp) = &splits {
                        for x in 0..=(free as u32).min(sp.wilds()) {
                            for n in 0..=cnt {
                                for (k, s) in sp.get(n, x).iter().enumerate() {
                                    let nc =
                                        add(add(can, 0, s.natural as usize), 1, s.mixed as usize);
                                    let nl = (left + (cnt - n) as usize).min(2);
                                    let f = flags
                                        | usize::from(s.hand_canasta)
                                        | (usize::from(s.alone) << 1)
                                        | (usize::from(s.touched && scored.is_some()) << 2);
                                    let j = dims.index(w + x as usize, nl, nc, f);
                                    if v + s.value > next[j] {
                                        next[j] = v + s.value;
                                        back[j] = Step {
                                            prev: i as u32,
                                            naturals: n,
                                            wilds: x,
                                        };
                                        chosen[j] = k as u32;
                                    }
                                }
                            }
                        }
                    }
                }
                Stage::Rank(rank) => {
                    let r = usize::from(rank.number());
                    let cnt = counts[r];
                    let (bn, bx) = base[r];
                    let is_top = top_rank == Some(rank) && top_natural;
                    let value = rules.card_values.of_rank(rank);
                    let has_base = bn + bx > 0;
                    if !is_top {
                        // Not melded; a table meld of this rank stays as it is.
                        let c = has_base && bn + bx >= canasta_min;
                        push(
                            0,
                            0,
                            cnt,
                            c.then_some(usize::from(bx > 0)),
                            false,
                            0,
                            0,
                            false,
                        );
                    }
                    let extra = u32::from(is_top);
                    // Some rule sets do not count the top card toward the minimum.
                    let counted = if rules.initial_meld.excludes_top_card {
                        0
                    } else {
                        extra
                    };
                    // The ratio rules cap the wilds by the naturals; so does max_wilds.
                    let by_ratio = match rules.meld.wild_ratio {
                        WildRatio::None => u32::MAX,
                        _ => (bn + cnt + extra).saturating_sub(bx),
                    };
                    let by_limit = rules
                        .meld
                        .max_wilds
                        .map_or(u32::MAX, |m| m.saturating_sub(bx));
                    // No wild card onto a table canasta, where the rule set says so.
                    let by_limit = if rules.meld.no_wilds_onto_canasta && bn + bx >= canasta_min {
                        0
                    } else {
                        by_limit
                    };
                    // After the initial meld (the side has melds on the table), a
                    // rank that takes wilds only in it takes none, unless its
                    // meld is already an ordinary mixed one.
                    let after_opening = !p.table.is_empty()
                        && bx == 0
                        && rules.meld.wilds_in_initial_only_ranks.contains(&rank);
                    let max_x = if after_opening || rules.meld.natural_only_ranks.contains(&rank) {
                        0
                    } else {
                        (free as u32).min(by_ratio).min(by_limit)
                    };
                    for x in 0..=max_x {
                        let room = rules
                            .meld
                            .max_cards
                            .map_or(u32::MAX, |m| m.saturating_sub(bn + bx + x + extra));
                        let nmax = cnt.min(room);
                        let nmin = nmax.saturating_sub(2);
                        for n in (nmin..=nmax).rev() {
                            if n + x + extra == 0 {
                                continue;
                            }
                            if is_top && !top_ok(&p.take_with, n, x) {
                                continue;
                            }
                            let tn = bn + n + extra;
                            let tx = bx + x;
                            if !shape_ok(rules, tn, tx) {
                                continue;
                            }
                            let canasta = tn + tx >= canasta_min;
                            let hand_can = !has_base && !is_top && canasta;
                            let cards = value * i64::from(n + extra);
                            let pts = value * i64::from(n + counted)
                                + counted_bonus(rules, canasta && bn + bx < canasta_min, tx == 0);
                            let gain = cards + bonus_of(tn + tx, tx) - bonus_of(bn + bx, bx)
                                + if hand_can { cr.concealed_extra } else { 0 };
                            push(
                                n,
                                x,
                                cnt - n,
                                canasta.then_some(usize::from(tx > 0)),
                                hand_can,
                                pts,
                                gain,
                                has_base && n + x > 0,
                            );
                        }
                    }
                }
                Stage::BlackThrees => {
                    push(0, 0, black, None, false, 0, 0, false);
                    let value = rules.card_values.black_three;
                    let b = &rules.black_threes;
                    for x in 0..=(free as u32).min(b.max_wilds) {
                        for n in 1..=black {
                            if black_shape_ok(rules, n, x) {
                                let pts = value * i64::from(n);
                                push(n, x, black - n, None, false, pts, pts, false);
                            }
                        }
                    }
                }
                Stage::WildTable(t) => {
                    let size = p.table[t].len() as u32;
                    let room = if rules.meld.no_wilds_onto_canasta && size >= canasta_min {
                        0
                    } else {
                        wild_max(rules).saturating_sub(size)
                    };
                    for k in 0..=(free as u32).min(room) {
                        let completes = size < canasta_min && size + k >= canasta_min;
                        let bonus = if completes {
                            rules.canasta.wild_bonus
                        } else {
                            0
                        };
                        let pts = if rules.initial_meld.counts_canasta_bonus {
                            bonus
                        } else {
                            0
                        };
                        // Not `push`: the rank stages' hot loop keeps it to itself.
                        let nc = if completes { add(can, 2, 1) } else { can };
                        let touched = usize::from(k > 0 && scored.is_some()) << 2;
                        let f = flags | (usize::from(alone(pts, k)) << 1) | touched;
                        let j = dims.index(w + k as usize, left, nc, f);
                        let val = v + if scored.is_some() { bonus } else { pts };
                        if val > next[j] {
                            next[j] = val;
                            back[j] = Step {
                                prev: i as u32,
                                naturals: 0,
                                wilds: k,
                            };
                        }
                    }
                }
                Stage::WildMelds => {
                    for y in 0..=free as u32 {
                        if let Some(c) = wild_groups(rules, y) {
                            // Several canastas may come at once, so no `push`.
                            let nc = add(can, 2, c as usize);
                            let bonus = if rules.initial_meld.counts_canasta_bonus {
                                i64::from(c) * rules.canasta.wild_bonus
                            } else {
                                0
                            };
                            let single = rules.meld.max_cards.is_none_or(|m| y <= m)
                                && y > 0
                                && alone(bonus, y);
                            let f = flags | usize::from(c > 0) | (usize::from(single) << 1);
                            let j = dims.index(w + y as usize, left, nc, f);
                            let gain = match scored {
                                Some(_) => {
                                    i64::from(c)
                                        * (rules.canasta.wild_bonus + rules.canasta.concealed_extra)
                                }
                                None => bonus,
                            };
                            if v + gain > next[j] {
                                next[j] = v + gain;
                                back[j] = Step {
                                    prev: i as u32,
                                    naturals: 0,
                                    wilds: y,
                                };
                            }
                        }
                    }
                }
            }
        }
        // A hand that lays no runs runs once: nothing to keep.
        if memo.keep {
            memo.tables.push(cur);
        }
        memo.tables.push(next);
        memo.steps.push(back);
        memo.splits.push(splits.map(|s| (s, chosen)));
    }

    // The end: which states may end the turn, and which reach the minimum.
    let mut out = RunResult {
        plan: None,
        best_points: None,
        best_unkept: None,
        concealed: None,
    };
    let going_out_bonus = |touched: bool, hc: bool| {
        let concealed = match rules.going_out.concealed_bonus_for {
            ConcealedBonusFor::WholeHand => p.concealed_allowed && !touched && hc,
            ConcealedBonusFor::CanastaFromHand => hc,
        };
        let bonus = if concealed {
            rules.going_out.concealed_bonus
        } else {
            rules.going_out.bonus
        };
        (concealed, bonus)
    };
    // The runs laid before the ranks: their points, wild cards, canastas,
    // a canasta from the hand, a run that reaches the minimum alone.
    // Scoring a way out, they add what they score and say whether they
    // grew the table's sequences.
    let start_flags = usize::from(start.hand_canastas > 0)
        | (usize::from(!start.melds.is_empty() && start.best_alone >= p.required) << 1)
        | (usize::from(start.touched && scored.is_some()) << 2);
    let start_value = if scored.is_some() {
        start.gain
    } else {
        start.points
    };
    // ((the programme's state, with the runs), the value compared, exemption)
    type Choice = ((usize, usize), i64, Option<Exemption>);
    let mut chosen: Option<Choice> = None;
    let mut concealed: Option<Choice> = None;
    let cur = memo.tables.pop().unwrap_or_default();
    // Most hands lay no runs: nothing to add.
    let no_runs = start.wilds == 0 && start.canastas == 0 && start_flags == 0 && start_value == 0;
    for (j, &v) in cur.iter().enumerate() {
        if v == NO {
            continue;
        }
        let (w, left, can, flags) = dims.decode(j);
        let (i, w, v, can, flags) = if no_runs {
            (j, w, v, can, flags)
        } else {
            let w = w + start.wilds as usize;
            if w > dims.wilds {
                continue;
            }
            let can = add_all(can, start.canastas as usize);
            let flags = flags | start_flags;
            (
                dims.index(w, left, can, flags),
                w,
                v + start_value,
                can,
                flags,
            )
        };
        let hc = flags & 1 == 1;
        let touched = flags & 4 == 4;
        // Scoring a way out, the whole hand is laid: its points are known.
        let points = scored.unwrap_or(v + wild_value[w]);
        let reached = if rules.initial_meld.single_meld {
            flags & 2 == 2
        } else {
            points >= p.required
        };
        let unused = left as u32 + (dims.wilds - w) as u32 + left_black + p.extra_cards;
        let left_total = unused.min(2);
        let laid_nothing = match scored {
            Some(_) => p.hand.is_empty(),
            None => w == 0 && v == 0,
        };
        if laid_nothing && (p.table.is_empty() || !p.only_go_out) {
            // Melding nothing is not a meld.
            continue;
        }
        if points > 0 || w > 0 {
            out.best_unkept = out.best_unkept.max(Some(points));
        }
        let ends_ok = match (mode, scored) {
            (Mode::Stay, _) => left_total >= 2,
            // The final discard, if any, is already out of the hand.
            (Mode::GoOut, Some(_)) => met(can) && p.extra_cards == 0 && unused == 0,
            (Mode::GoOut, None) => {
                met(can)
                    && p.extra_cards == 0
                    && match rules.going_out.final_discard {
                        FinalDiscard::Optional => left_total <= 1,
                        FinalDiscard::Required => left_total == 1,
                    }
            }
        };
        if !ends_ok {
            continue;
        }
        out.best_points = out.best_points.max(Some(points));
        let exemption = if reached {
            None
        } else if mode == Mode::GoOut
            && rules.initial_meld.exempt_concealed_going_out
            && p.concealed_allowed
            && p.top.is_none()
            && p.table.is_empty()
        {
            Some(Exemption::ConcealedGoingOut)
        } else if rules.initial_meld.exempt_canasta_from_hand && hc {
            Some(Exemption::CanastaFromHand)
        } else {
            continue;
        };
        let value = match scored {
            Some(_) => v + wild_value[w] + going_out_bonus(touched, hc).1,
            None => points,
        };
        let better = |c: &Option<Choice>| match c {
            None => true,
            Some((_, pv, pe)) if scored.is_some() => {
                (value, exemption.is_none()) > (*pv, pe.is_none())
            }
            Some((_, pv, pe)) => (exemption.is_none(), value) > (pe.is_none(), *pv),
        };
        if better(&chosen) {
            chosen = Some(((j, i), value, exemption));
        }
        if scored.is_some() && going_out_bonus(touched, hc).0 && better(&concealed) {
            concealed = Some(((j, i), value, exemption));
        }
    }
    let trace = Trace {
        p,
        dims,
        stages: &stages,
        steps: &memo.steps,
        base: &base,
        wild_cards,
        mode,
        start,
        splits: &memo.splits,
    };
    let finish = |((j, i), value, exemption): Choice| {
        let mut plan = trace.rebuild(j, dims.decode(i).0);
        plan.canastas = split(dims.decode(i).2)[0] as u32;
        let flags = dims.decode(i).3;
        if let Some(laid) = scored {
            plan.points = laid;
            plan.score = value;
            plan.concealed = going_out_bonus(flags & 4 == 4, flags & 1 == 1).0;
        } else {
            plan.points = value;
            plan.score = value;
        }
        (plan, exemption)
    };
    out.plan = chosen.map(finish);
    out.concealed = concealed.map(finish);
    memo.tables.push(cur);
    out
}

impl Trace<'_> {
    /// The melds of the way that ends in the programme's state `i`, `w`
    /// wild cards used in all (the runs' too).
    fn rebuild(&self, i: usize, w: usize) -> Plan {
        let Trace {
            p,
            dims,
            stages,
            steps,
            base,
            wild_cards,
            mode,
            start,
            splits,
        } = *self;
        let rules = p.rules;
        let canasta_min = rules.canasta.min_cards;
        let top_rank = p.top.and_then(|c| c.rank());
        let top_natural = p.top.is_some_and(|c| c.is_natural() && !c.is_three());
        let (_, _, can, _) = dims.decode(i);
        // Walk back through the stages.
        let mut picks: Vec<(Stage, Step)> = Vec::new();
        let mut alone_at = None;
        // The state each stage ended in.
        let mut ats: Vec<usize> = Vec::with_capacity(stages.len());
        let mut idx = i;
        for (k, (s, back)) in stages.iter().zip(steps).enumerate().rev() {
            let step = back[idx];
            if dims.decode(idx).3 & 2 == 2 && dims.decode(step.prev as usize).3 & 2 == 0 {
                alone_at = Some(k);
            }
            picks.push((*s, step));
            ats.push(idx);
            idx = step.prev as usize;
        }
        picks.reverse();
        ats.reverse();
        // The meld that reaches the minimum alone gets the best wilds.
        let mut order: Vec<usize> = (0..picks.len()).collect();
        if let Some(k) = alone_at {
            order.retain(|&o| o != k);
            order.insert(0, k);
        }
        let mut given: Vec<Vec<Card>> = vec![Vec::new(); picks.len()];
        let mut pool = wild_cards[..w].iter().copied();
        let mut melds = start.melds.clone();
        // The runs' wild cards come next, or first where no stage's meld
        // reaches the minimum alone (a run may).
        let mut runs_filled = false;
        for o in order {
            if !runs_filled && alone_at != Some(o) {
                runs::fill_wilds(start, &mut melds, &mut pool);
                runs_filled = true;
            }
            given[o] = pool.by_ref().take(picks[o].1.wilds as usize).collect();
        }
        if !runs_filled {
            runs::fill_wilds(start, &mut melds, &mut pool);
        }
        let mut joins = vec![None; melds.len()];
        let mut onto = sequence_targets(rules, &p.table, &melds);
        let mut laid = start.laid;
        let mut hand_canasta = start.hand_canastas > 0;
        for (k, (stage, step)) in picks.into_iter().enumerate() {
            let mut wilds = given[k].iter().copied();
            let mut meld: Vec<Card> = Vec::new();
            let split = splits[k].as_ref().and_then(|(sp, chosen)| {
                sp.get(step.naturals, step.wilds)
                    .get(chosen[ats[k]] as usize)
            });
            match stage {
                Stage::Rank(rank) if split.is_some() => {
                    let mut parts: Vec<several::Part> =
                        split.map(|s| s.parts.clone()).unwrap_or_default();
                    // The meld that may reach the minimum alone first: it
                    // takes the best of the stage's wild cards.
                    parts.sort_by_key(|part| std::cmp::Reverse(part.alone_points));
                    let mut naturals = start
                        .rest
                        .iter()
                        .filter(|c| c.rank() == Some(rank) && c.is_natural())
                        .copied();
                    for part in parts {
                        let mut one: Vec<Card> = Vec::new();
                        if part.top {
                            one.extend(p.top);
                        }
                        one.extend(naturals.by_ref().take(part.naturals as usize));
                        one.extend(wilds.by_ref().take(part.wilds as usize));
                        match part.onto {
                            Some(t) => {
                                joins.push(Some(rank));
                                onto.push(Onto::Table(t));
                            }
                            None => {
                                hand_canasta |= !part.top && one.len() >= canasta_min as usize;
                                joins.push(None);
                                onto.push(Onto::Apart);
                            }
                        }
                        melds.push(one);
                    }
                    laid += step.naturals + step.wilds;
                    continue;
                }
                Stage::Rank(rank) => {
                    let is_top = top_rank == Some(rank) && top_natural;
                    if is_top {
                        meld.extend(p.top);
                    }
                    meld.extend(
                        start
                            .rest
                            .iter()
                            .filter(|c| c.rank() == Some(rank) && c.is_natural())
                            .take(step.naturals as usize),
                    );
                    let (bn, bx) = base[usize::from(rank.number())];
                    if bn + bx == 0
                        && !is_top
                        && meld.len() + step.wilds as usize >= canasta_min as usize
                    {
                        hand_canasta = true;
                    }
                }
                Stage::BlackThrees => meld.extend(
                    p.hand
                        .iter()
                        .filter(|c| c.is_black_three())
                        .take(step.naturals as usize),
                ),
                Stage::WildTable(t) => {
                    if step.wilds > 0 {
                        melds.push(wilds.by_ref().take(step.wilds as usize).collect());
                        joins.push(None);
                        onto.push(Onto::Table(t));
                        laid += step.wilds;
                    }
                    continue;
                }
                Stage::WildMelds => {
                    if step.wilds > 0 {
                        hand_canasta |= wild_groups(rules, step.wilds) > Some(0);
                        let all: Vec<Card> = wilds.by_ref().take(step.wilds as usize).collect();
                        for m in split_wild(rules, &all) {
                            melds.push(m);
                            joins.push(None);
                            onto.push(Onto::ByRank);
                        }
                        laid += all.len() as u32;
                    }
                    continue;
                }
            }
            meld.extend(wilds.by_ref().take(step.wilds as usize));
            laid += step.naturals + step.wilds;
            if !meld.is_empty() {
                melds.push(meld);
                joins.push(match stage {
                    Stage::Rank(r) if base[usize::from(r.number())] != (0, 0) => Some(r),
                    _ => None,
                });
                onto.push(Onto::ByRank);
            }
        }
        let hand_len = p.hand.iter().filter(|c| !c.is_red_three()).count() as u32;
        Plan {
            melds,
            joins,
            onto,
            points: 0,
            mode,
            canastas: can as u32,
            hand_canasta,
            cards_left: hand_len.saturating_sub(laid) + p.extra_cards,
            score: 0,
            concealed: false,
        }
    }
}

/// A canasta's bonus, where the rule set counts it toward the minimum.
fn counted_bonus(rules: &RuleSet, new_canasta: bool, natural: bool) -> i64 {
    if !(new_canasta && rules.initial_meld.counts_canasta_bonus) {
        0
    } else if natural {
        rules.canasta.natural_bonus
    } else {
        rules.canasta.mixed_bonus
    }
}

fn top_ok(take_with: &[TakeWith], n: u32, x: u32) -> bool {
    take_with.iter().any(|t| match t {
        TakeWith::NaturalPair => n >= 2,
        TakeWith::NaturalAndWild => n >= 1 && x >= 1,
        TakeWith::TableMeld => false,
    })
}

/// The most cards a meld of wild cards only may hold.
fn wild_max(rules: &RuleSet) -> u32 {
    [rules.meld.wild_meld_max_cards, rules.meld.max_cards]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(u32::MAX)
}

/// Wild cards laid as wild melds: as many canasta-sized groups as possible.
fn split_wild(rules: &RuleSet, cards: &[Card]) -> Vec<Vec<Card>> {
    let y = cards.len() as u32;
    let canasta = rules.canasta.min_cards.max(1);
    let min = match rules.meld.wild_melds {
        WildMelds::CanastaOnly => canasta,
        _ => rules.meld.min_cards.max(1),
    };
    let max = wild_max(rules).max(min);
    let target = wild_groups(rules, y).unwrap_or(0);
    for g in 1..=y / min {
        if y > g.saturating_mul(max) {
            continue;
        }
        // Sizes: `target` groups of canasta size or more, the rest at the minimum.
        let mut sizes = vec![min; g as usize];
        let mut rest = y - g * min;
        for s in sizes.iter_mut().take(target as usize) {
            let add = canasta.saturating_sub(*s).min(rest);
            *s += add;
            rest -= add;
        }
        for s in sizes.iter_mut() {
            let add = (max - *s).min(rest);
            *s += add;
            rest -= add;
        }
        let cans = sizes.iter().filter(|&&s| s >= canasta).count() as u32;
        if rest == 0 && cans == target {
            let mut out = Vec::new();
            let mut it = cards.iter().copied();
            for s in sizes {
                out.push(it.by_ref().take(s as usize).collect());
            }
            return out;
        }
    }
    vec![cards.to_vec()]
}

mod runs;
mod several;

#[cfg(test)]
mod tests;
