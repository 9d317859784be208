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
    /// The most one run is worth on its own (for `single_meld`).
    pub best_alone: i64,
    pub laid: u32,
}

/// A run: its suit, its lowest place and its length.
type Run = (Suit, u8, u8);

/// Every different way to lay runs from `hand`, the way of no runs first.
/// Canastas count up to `need`, beyond which more do not matter.
pub fn choices(rules: &RuleSet, hand: &[Card], need: u32) -> Vec<RunChoice> {
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
    // Per suit: the ways, keyed by what they take and their canastas.
    let mut combined: HashMap<([u8; 15], u32), (Vec<Run>, i64)> = HashMap::new();
    combined.insert(([0; 15], 0), (Vec::new(), 0));
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
        let mut ways: Vec<Vec<(u8, u8)>> = Vec::new();
        let intervals: Vec<(u8, u8)> = (low..=high)
            .flat_map(|s| {
                (q.min_cards..=q.max_cards)
                    .filter_map(move |l| u8::try_from(l).ok())
                    .filter(move |&l| u16::from(s) + u16::from(l) - 1 <= u16::from(high))
                    .map(move |l| (s, l))
            })
            .collect();
        collect(&intervals, 0, &mut count, &mut Vec::new(), &mut ways);
        let mut next: HashMap<([u8; 15], u32), (Vec<Run>, i64)> = HashMap::new();
        for (key, (runs, alone)) in &combined {
            for way in &ways {
                let mut taken = key.0;
                let mut cans = key.1;
                let mut best = *alone;
                let mut all = runs.clone();
                for &(s, l) in way {
                    for p in s..s + l {
                        taken[usize::from(rank_number(p))] += 1;
                    }
                    if u32::from(l) >= canasta {
                        cans += 1;
                    }
                    best = best.max(run_points(rules, &cards_of((suit, s, l))));
                    all.push((suit, s, l));
                }
                let k = (taken, cans.min(need));
                match next.get(&k) {
                    Some((_, b)) if *b >= best => {}
                    _ => {
                        next.insert(k, (all, best));
                    }
                }
            }
        }
        combined = next;
    }
    let mut out = vec![none];
    let mut keyed: Vec<_> = combined
        .into_iter()
        .filter(|(_, (r, _))| !r.is_empty())
        .collect();
    // A fixed order, so that the same hand always gets the same answer.
    keyed.sort_by(|a, b| (a.0, &a.1.0).cmp(&(b.0, &b.1.0)));
    for ((_, cans), (runs, best)) in keyed {
        let melds: Vec<Vec<Card>> = runs.iter().map(|&r| cards_of(r)).collect();
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
        out.push(RunChoice {
            laid: melds.iter().map(|m| m.len() as u32).sum(),
            melds,
            rest,
            points,
            canastas: cans,
            best_alone: best,
        });
    }
    out
}

/// Whether the runs laid, with the table's, give the sequence canastas that
/// going out needs by kind (bolivia: an escalera). Groups never make one,
/// so a way of laying runs that falls short cannot go out.
pub fn kinds_met(rules: &RuleSet, table: &[Vec<Card>], start: &RunChoice) -> bool {
    rules.going_out.canasta_kinds.iter().all(|(name, &want)| {
        let sequence_kind = rules
            .canasta
            .kinds
            .iter()
            .any(|k| k.sequence && &k.name == name);
        !sequence_kind
            || table
                .iter()
                .chain(&start.melds)
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
