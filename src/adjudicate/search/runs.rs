//! Sequences for the opening search: every way to lay runs of one suit from
//! a hand, told apart only by what the rank-by-rank programme can see of
//! them (the naturals they take from each rank, their canastas), so that the
//! programme runs once per different remainder, not once per way.
//!
//! Runs are laid from naturals alone: where a house lets sequences hold wild
//! cards, the search still finds only runs without them.

use std::collections::HashMap;

use crate::card::{Card, Rank, Suit};
use crate::meld;
use crate::rules::{RuleSet, Sequences};

/// One way to lay runs, and the hand it leaves.
#[derive(Debug, Clone, Default)]
pub struct RunChoice {
    pub melds: Vec<Vec<Card>>,
    /// The hand without the runs' cards.
    pub rest: Vec<Card>,
    /// Card values of the runs, and their canasta bonuses where the rule set
    /// counts them toward the minimum.
    pub points: i64,
    pub canastas: u32,
    /// Canastas laid whole from the hand (not by growing the table's).
    pub hand_canastas: u32,
    /// The most one run is worth on its own (for `single_meld`).
    pub best_alone: i64,
    pub laid: u32,
    /// What the runs score this turn: their card values, the canasta
    /// bonuses they gain and the extra for canastas laid whole from the hand.
    pub gain: i64,
    /// Cards were added to the table's sequences (then not concealed).
    pub touched: bool,
}

/// A run: its suit, its lowest place and its length.
type Run = (Suit, u8, u8);

/// One way in one suit: the hand's runs (lowest place, length), the cards
/// added to the table's sequences, and the canastas those make.
type Way = (Vec<(u8, u8)>, Vec<Run>, u32);

/// What the suits so far contribute: runs from the hand, cards added to the
/// table's sequences (as runs of their own places), canastas from the
/// hand, the best run alone.
#[derive(Clone, Default)]
struct Part {
    runs: Vec<Run>,
    added: Vec<Run>,
    hand_canastas: u32,
    best: i64,
}

/// The side's sequences on the table, as (suit, lowest place, length):
/// naturals of one suit in a row, short of the longest a sequence may be.
fn table_sequences(rules: &RuleSet, table: &[Vec<Card>]) -> Vec<Run> {
    let q = &rules.meld.sequences;
    table
        .iter()
        .filter(|m| meld::Composition::of(m).ranks.len() > 1 && (m.len() as u32) < q.max_cards)
        .filter(|m| m.iter().all(|c| c.is_natural()) && meld::check(rules, m, false).valid)
        .filter_map(|m| {
            let suit = m.first()?.suit()?;
            let low = m
                .iter()
                .filter_map(|c| c.rank())
                .map(Sequences::place)
                .min()?;
            Some((suit, low, u8::try_from(m.len()).ok()?))
        })
        .collect()
}

/// Every different way to lay runs from `hand`, the way of no runs first,
/// the side's sequences on the table grown from the hand too. Canastas
/// count up to `need`, beyond which more do not matter. `scored`: work out
/// each way's `gain` (only a way out is scored; it costs a meld check per
/// run, and a long hand has thousands of ways).
pub fn choices(
    rules: &RuleSet,
    hand: &[Card],
    table: &[Vec<Card>],
    need: u32,
    scored: bool,
) -> Vec<RunChoice> {
    let q = &rules.meld.sequences;
    let none = RunChoice {
        rest: hand.to_vec(),
        ..RunChoice::default()
    };
    if !q.allowed || q.min_cards == 0 {
        return vec![none];
    }
    let (low, high) = (Sequences::place(q.lowest), Sequences::place(q.highest));
    let canasta = rules.canasta.min_cards;
    let on_table = table_sequences(rules, table);
    let intervals = intervals_of(q, low, high);
    // Per suit: the ways, keyed by what they take and their canastas.
    let mut combined: HashMap<([u8; 15], u32), Part> = HashMap::new();
    combined.insert(([0; 15], 0), Part::default());
    for suit in Suit::ALL {
        let mut count = [0u8; 15];
        for c in hand {
            if let (Some(s), Some(r)) = (c.suit(), c.rank())
                && s == suit
                && c.is_natural()
                && !c.is_three()
            {
                let p = Sequences::place(r);
                if (low..=high).contains(&p) {
                    count[usize::from(p)] = count[usize::from(p)].saturating_add(1);
                }
            }
        }
        // The table's sequences of this suit first, each grown by `a`
        // cards below and `b` above (none included).
        let mut grown: Vec<(Vec<Run>, u32, [u8; 15])> = vec![(Vec::new(), 0, count)];
        for &(_, s0, l0) in on_table.iter().filter(|t| t.0 == suit) {
            let mut next_grown = Vec::new();
            for (added, cans, left) in &grown {
                for a in 0..=s0.saturating_sub(low) {
                    for b in 0..=high.saturating_sub(s0 + l0 - 1) {
                        let len = u32::from(l0 + a + b);
                        if len > q.max_cards {
                            continue;
                        }
                        let places: Vec<u8> = (s0 - a..s0).chain(s0 + l0..s0 + l0 + b).collect();
                        let mut rest = *left;
                        if places.iter().any(|&p| rest[usize::from(p)] == 0) {
                            continue;
                        }
                        for &p in &places {
                            rest[usize::from(p)] -= 1;
                        }
                        let mut more = added.clone();
                        if a > 0 {
                            more.push((suit, s0 - a, a));
                        }
                        if b > 0 {
                            more.push((suit, s0 + l0, b));
                        }
                        let made = u32::from(u32::from(l0) < canasta && len >= canasta);
                        next_grown.push((more, cans + made, rest));
                    }
                }
            }
            grown = next_grown;
        }
        let mut ways: Vec<Way> = Vec::new();
        for (added, cans, mut left) in grown {
            let mut runs = Vec::new();
            collect(&intervals, 0, &mut left, &mut Vec::new(), &mut runs);
            ways.extend(runs.into_iter().map(|r| (r, added.clone(), cans)));
        }
        let mut next: HashMap<([u8; 15], u32), Part> = HashMap::new();
        for (key, part) in &combined {
            for (way, added, grown_cans) in &ways {
                let mut taken = key.0;
                let mut cans = key.1 + grown_cans;
                let mut all = part.clone();
                for &(_, s, l) in added {
                    for p in s..s + l {
                        taken[usize::from(rank_number(p))] += 1;
                    }
                    all.added.push((suit, s, l));
                }
                for &(s, l) in way {
                    for p in s..s + l {
                        taken[usize::from(rank_number(p))] += 1;
                    }
                    if u32::from(l) >= canasta {
                        cans += 1;
                        all.hand_canastas += 1;
                    }
                    all.best = all.best.max(run_points(rules, &cards_of((suit, s, l))));
                    all.runs.push((suit, s, l));
                }
                let k = (taken, cans.min(need));
                // Of two ways alike to the programme, the one with a canasta
                // from the hand (an exemption) or the best run alone is kept.
                let rank = |p: &Part| (p.hand_canastas > 0, p.best);
                if next.get(&k).is_none_or(|o| rank(o) < rank(&all)) {
                    next.insert(k, all);
                }
            }
        }
        combined = next;
    }
    let mut out = vec![none];
    let mut keyed: Vec<_> = combined
        .into_iter()
        .filter(|(_, p)| !p.runs.is_empty() || !p.added.is_empty())
        .collect();
    // A fixed order, so that the same hand always gets the same answer.
    keyed.sort_by(|a, b| (a.0, &a.1.runs, &a.1.added).cmp(&(b.0, &b.1.runs, &b.1.added)));
    for ((_, cans), part) in keyed {
        // Cards added to a table sequence are laid as melds of their own,
        // which `merge_with_sequences` puts back onto it.
        let melds: Vec<Vec<Card>> = part
            .runs
            .iter()
            .chain(&part.added)
            .map(|&r| cards_of(r))
            .collect();
        let mut rest = hand.to_vec();
        for c in melds.iter().flatten() {
            if let Some(i) = rest.iter().position(|h| h == c) {
                rest.remove(i);
            }
        }
        let points = melds
            .iter()
            .map(|m| run_points(rules, m))
            .fold(0i64, i64::saturating_add);
        let gain = if scored {
            gain(rules, table, &melds, part.hand_canastas)
        } else {
            0
        };
        out.push(RunChoice {
            laid: melds.iter().map(|m| m.len() as u32).sum(),
            gain,
            touched: !part.added.is_empty(),
            melds,
            rest,
            points,
            canastas: cans,
            hand_canastas: part.hand_canastas,
            best_alone: part.best,
        });
    }
    out
}

/// What laying `melds` scores: their card values, and the canasta bonuses
/// of the side's melds after them less those before.
fn gain(rules: &RuleSet, table: &[Vec<Card>], melds: &[Vec<Card>], hand_canastas: u32) -> i64 {
    let bonuses = |ms: &[Vec<Card>]| {
        ms.iter()
            .map(|m| meld::check(rules, m, true).canasta_bonus)
            .fold(0i64, i64::saturating_add)
    };
    let after = super::merge_with_sequences(rules, table, melds, &[]);
    melds
        .iter()
        .map(|m| rules.card_values.sum(m))
        .fold(0i64, i64::saturating_add)
        .saturating_add(bonuses(&after).saturating_sub(bonuses(table)))
        .saturating_add(i64::from(hand_canastas).saturating_mul(rules.canasta.concealed_extra))
}

/// Every run a hand may lay: a lowest place and a length.
fn intervals_of(q: &Sequences, low: u8, high: u8) -> Vec<(u8, u8)> {
    (low..=high)
        .flat_map(|s| {
            (q.min_cards..=q.max_cards)
                .filter_map(move |l| u8::try_from(l).ok())
                .filter(move |&l| u16::from(s) + u16::from(l) - 1 <= u16::from(high))
                .map(move |l| (s, l))
        })
        .collect()
}

/// Whether the runs laid, with the table's, give the sequence canastas that
/// going out needs by kind (bolivia: an escalera). Groups never make one,
/// so a way of laying runs that falls short cannot go out.
pub fn kinds_met(rules: &RuleSet, table: &[Vec<Card>], start: &RunChoice) -> bool {
    if rules.going_out.canasta_kinds.is_empty() {
        return true;
    }
    let merged = super::merge_with_sequences(rules, table, &start.melds, &[]);
    rules.going_out.canasta_kinds.iter().all(|(name, &want)| {
        let sequence_kind = rules
            .canasta
            .kinds
            .iter()
            .any(|k| k.sequence && &k.name == name);
        !sequence_kind
            || merged
                .iter()
                .filter(|m| meld::check(rules, m, true).kind.as_deref() == Some(name.as_str()))
                .count() as u32
                >= want
    })
}

/// Every multiset of intervals from `from` on that the counts can hold.
fn collect(
    intervals: &[(u8, u8)],
    from: usize,
    count: &mut [u8; 15],
    chosen: &mut Vec<(u8, u8)>,
    out: &mut Vec<Vec<(u8, u8)>>,
) {
    out.push(chosen.clone());
    for (i, &(s, l)) in intervals.iter().enumerate().skip(from) {
        let places = usize::from(s)..usize::from(s + l);
        if count[places.clone()].iter().all(|&c| c > 0) {
            for p in places.clone() {
                count[p] -= 1;
            }
            chosen.push((s, l));
            collect(intervals, i, count, chosen, out);
            chosen.pop();
            for p in places {
                count[p] += 1;
            }
        }
    }
}

/// A sequence place's rank number (14, the ace above the king, is 1).
fn rank_number(place: u8) -> u8 {
    if place == 14 { 1 } else { place }
}

fn cards_of((suit, start, len): Run) -> Vec<Card> {
    (start..start + len)
        .filter_map(|p| Rank::new(rank_number(p)))
        .map(|r| Card::new(suit, r))
        .collect()
}

/// A run's card values, and its canasta bonus where the minimum counts it.
fn run_points(rules: &RuleSet, cards: &[Card]) -> i64 {
    let bonus = if rules.initial_meld.counts_canasta_bonus {
        meld::check(rules, cards, false).canasta_bonus
    } else {
        0
    };
    rules.card_values.sum(cards).saturating_add(bonus)
}
