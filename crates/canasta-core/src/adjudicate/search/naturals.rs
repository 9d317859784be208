//! The naturals a hand (or what a way to lay runs leaves of it) holds,
//! rank by rank in the programme's order, and the order that follows from
//! them for the ways to lay runs.

use super::costs;
use super::runs::RunChoice;
use super::search_rules::SearchRules;
use crate::card::{Card, Rank};

/// The natural ranks that can form ordinary melds: not 2 (wild) and not 3.
pub(super) fn natural_ranks() -> impl Iterator<Item = Rank> {
    Rank::all().filter(|r| *r != Rank::TWO && *r != Rank::THREE)
}

/// Naturals of each rank (by rank number) that groups can be made of.
pub(super) fn rank_counts(hand: &[Card]) -> [u32; 14] {
    let mut counts = [0u32; 14];
    for &c in hand {
        if let Some(r) = c.rank().filter(|_| c.is_natural() && !c.is_three()) {
            counts[usize::from(r.number())] += 1;
        }
    }
    counts
}

/// The order to run the ways to lay runs in: by the naturals they leave,
/// rank by rank in the programme's order, so that neighbours share stages.
pub(super) fn by_remainder(rules: &SearchRules, starts: &[RunChoice]) -> Vec<usize> {
    if starts.len() < 2 {
        return (0..starts.len()).collect();
    }
    rules.spend(costs::WAY * starts.len() as u64);
    // Every key is as long (the natural ranks, then zeros): compared
    // as the ranks are.
    let mut keyed: Vec<([u8; 14], usize)> = starts
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let counts = rank_counts(&s.rest);
            let mut key = [0u8; 14];
            for (k, r) in key.iter_mut().zip(natural_ranks()) {
                *k = u8::try_from(counts[usize::from(r.number())]).unwrap_or(u8::MAX);
            }
            (key, i)
        })
        .collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, i)| i).collect()
}
