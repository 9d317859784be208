//! Where laid melds go among the side's melds on the table: onto the meld
//! of their rank, onto a sequence they extend, onto the meld a plan names,
//! or on their own.

use super::costs;
use super::problem::Onto;
use super::search_rules::SearchRules;
use crate::card::{Card, Rank};
use crate::meld::Composition;

fn is_sequence(m: &[Card]) -> bool {
    Composition::of(m).ranks.len() > 1
}

/// `table`'s meld `t` with `m` added is a legal sequence.
fn extends(rules: &SearchRules, t: &[Card], m: &[Card]) -> bool {
    extends_in(rules, t, m, &mut Vec::new())
}

/// `extends`, putting `t` and `m` together in `with` (kept between calls,
/// so that trying many runs allocates once).
fn extends_in(rules: &SearchRules, t: &[Card], m: &[Card], with: &mut Vec<Card>) -> bool {
    let suit = |cards: &[Card]| cards.iter().find(|c| c.is_natural()).and_then(|c| c.suit());
    // A sequence is of one suit: only one of `m`'s may take it.
    suit(t).is_some()
        && suit(t) == suit(m)
        && rules.spend(costs::MERGE_CARD * (t.len() + m.len()) as u64)
        && is_sequence(t)
        && {
            with.clear();
            with.extend_from_slice(t);
            with.extend_from_slice(m);
            rules.check(with, true).valid
        }
}

/// The side's melds after laying `melds` (each joining the table meld of
/// `joins`' rank, or its own rank's meld, or standing alone); with
/// `several` (`meld.several_per_rank`) laid melds of a rank the table
/// lacks stay apart instead of merging into one.
pub(super) fn apart(
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    several: bool,
) -> Vec<Vec<Card>> {
    let rank_of = |m: &[Card]| {
        Composition::of(m)
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

/// As `apart` under the rule set, and where it has sequences, laid
/// naturals of one suit that extend a sequence of the side's (`h7` onto
/// `h4 h5 h6`) join that sequence.
pub(super) fn with_sequences(
    rules: &SearchRules,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
) -> Vec<Vec<Card>> {
    let merged = apart(table, melds, joins, rules.several_per_rank());
    if !rules.has_sequences() {
        return merged;
    }
    let mut out: Vec<Vec<Card>> = Vec::new();
    let mut loose: Vec<Vec<Card>> = Vec::new();
    for (i, m) in merged.into_iter().enumerate() {
        // The table's melds come first in `apart`'s answer.
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
        match out
            .iter()
            .take(table.len())
            .position(|t| extends(rules, t, &m))
        {
            Some(t) => out[t].extend(m),
            None => out.push(m),
        }
    }
    out
}

/// As `with_sequences`, except that a meld with a table meld for `onto`
/// goes onto that one, and one `Onto::Apart` stands on its own; the
/// table's melds come first, in order.
pub(super) fn targeted(
    rules: &SearchRules,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    onto: &[Onto],
) -> Vec<Vec<Card>> {
    let mut base = table.to_vec();
    let mut by_rank = Vec::new();
    let mut by_rank_joins = Vec::new();
    let mut alone = Vec::new();
    for (i, m) in melds.iter().enumerate() {
        match onto.get(i).copied().unwrap_or_default() {
            Onto::Table(t) if t < base.len() => base[t].extend_from_slice(m),
            Onto::Apart => alone.push(m.clone()),
            _ => {
                by_rank.push(m.clone());
                by_rank_joins.push(joins.get(i).copied().flatten());
            }
        }
    }
    let mut out = with_sequences(rules, &base, &by_rank, &by_rank_joins);
    out.extend(alone);
    out
}

/// Where a way to lay runs puts its melds: the hand's runs (`own`) on
/// their own, apart where one would extend a sequence of the table's (as
/// the cards added leave it), and the cards added to a table sequence
/// (`grown`, with its index) onto it; in that order.
pub(super) fn runs_onto(
    rules: &SearchRules,
    table: &[Vec<Card>],
    own: &[Vec<Card>],
    grown: &[(Vec<Card>, usize)],
) -> Vec<Onto> {
    // Only the table's sequences may take a run: each as the cards added
    // leave it (only those grown are put together anew).
    let mut grew: Vec<(usize, Vec<Card>)> = Vec::new();
    for (m, t) in grown {
        if *t >= table.len() {
            continue;
        }
        match grew.iter_mut().find(|(g, _)| g == t) {
            Some((_, b)) => b.extend_from_slice(m),
            None => {
                let mut b = table[*t].clone();
                b.extend_from_slice(m);
                grew.push((*t, b));
            }
        }
    }
    let base = |t: usize| -> &[Card] {
        grew.iter()
            .find(|(g, _)| *g == t)
            .map_or(&table[t], |(_, b)| b)
    };
    let mut with = Vec::new();
    own.iter()
        .map(|m| {
            if (0..table.len()).any(|t| extends_in(rules, base(t), m, &mut with)) {
                Onto::Apart
            } else {
                Onto::ByRank
            }
        })
        .chain(grown.iter().map(|&(_, t)| Onto::Table(t)))
        .collect()
}

/// A wild card laid this turn onto one of the side's melds on the table
/// that is a canasta by then (`meld.no_wilds_onto_canasta`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LateWild {
    /// The table meld's index.
    pub table: usize,
    /// The meld as it stood when the wild card came: a canasta.
    pub cards: Vec<Card>,
    /// The wild card refused.
    pub wild: Card,
    /// It was a canasta before the turn began.
    pub before_turn: bool,
}

/// Where no wild card may join a canasta: each of `melds`, laid in order
/// (and placed as `targeted` places them), whose wild cards cannot all
/// join its table meld while that is short of a canasta. The cards of one
/// meld may be laid in any order, so its wild cards go first: it is legal
/// when the meld lacks at least as many cards as it brings wild cards.
pub(super) fn late_wilds(
    rules: &SearchRules,
    table: &[Vec<Card>],
    melds: &[Vec<Card>],
    joins: &[Option<Rank>],
    onto: &[Onto],
) -> Vec<LateWild> {
    let mut late = Vec::new();
    if rules.wild_room(0) == u32::MAX {
        return late;
    }
    let upto = |k: usize| {
        targeted(
            rules,
            table,
            &melds[..k],
            &joins[..k.min(joins.len())],
            &onto[..k.min(onto.len())],
        )
    };
    let mut before = upto(0);
    for k in 1..=melds.len() {
        let after = upto(k);
        let wilds: Vec<Card> = melds[k - 1]
            .iter()
            .copied()
            .filter(|c| c.is_wild())
            .collect();
        let grown = (0..table.len()).find(|&t| after[t].len() > before[t].len());
        if let Some(t) = grown
            && let Some(&wild) = wilds.get(rules.wild_room(before[t].len() as u32) as usize)
        {
            late.push(LateWild {
                table: t,
                cards: before[t].clone(),
                wild,
                before_turn: before[t].len() == table[t].len(),
            });
        }
        before = after;
    }
    late
}
