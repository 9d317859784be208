//! The hand's own runs of one suit: each legal run once, and every
//! multiset of them the suit's naturals and the hand's wild cards can hold.

use super::question::Question;
use super::run::{cards_of, natural_values};
use crate::adjudicate::search::costs;
use crate::adjudicate::search::search_rules::Checked;
use crate::adjudicate::search::search_rules::SearchRules;
use crate::card::{Card, Suit};
use crate::rules::Sequences;

/// What one run is, worked out once per suit.
#[derive(Clone)]
pub(super) struct Shape {
    pub low: u8,
    pub len: u8,
    pub holes: u16,
    pub wilds: u32,
    pub canasta: bool,
    /// Natural card values, and the bonus where the minimum counts it.
    pub points: i64,
    /// Natural card values, the canasta bonus and the extra for a canasta
    /// laid whole from the hand.
    pub score: i64,
    /// Which of the kinds going out asks for it is.
    pub kind: Option<usize>,
}

impl Shape {
    /// The places of its naturals.
    pub(super) fn naturals(&self) -> impl Iterator<Item = u8> + Clone + '_ {
        (self.low..self.low + self.len).filter(|p| self.holes & (1 << p) == 0)
    }
}

/// The runs of one suit a hand may lay: their naturals in the hand, at most
/// the hand's wild cards, each meld once (wild cards beyond the naturals'
/// gaps go above them where they fit, else below).
pub(super) fn of_suit(question: &Question, suit: Suit, count: &[u8; 15]) -> Vec<Shape> {
    let rules = question.rules;
    let q = rules.sequences();
    let (low, high) = rules.sequence_places();
    let max_wilds = q.max_wilds.min(question.wild_cards.len() as u32);
    let mut out = Vec::new();
    for (s, l) in intervals_of(q, low, high) {
        for holes in 0u16..(1 << l) {
            let wilds = holes.count_ones();
            if wilds > max_wilds {
                continue;
            }
            let holes = holes << s;
            let naturals: Vec<u8> = (s..s + l).filter(|p| holes & (1 << p) == 0).collect();
            if naturals.len() < 2
                || naturals.iter().any(|&p| count[usize::from(p)] == 0)
                || canonical(&naturals, wilds, low, high) != Some((s, holes))
            {
                continue;
            }
            let cards = cards_of((suit, s, l, holes), &question.wild_cards);
            let v = rules.check(&cards, false);
            if !v.valid {
                continue;
            }
            out.push(shape(question, (s, l, holes), wilds, &cards, &v));
        }
    }
    out
}

fn shape(
    question: &Question,
    (low, len, holes): (u8, u8, u16),
    wilds: u32,
    cards: &[Card],
    v: &Checked,
) -> Shape {
    let rules = question.rules;
    let canasta = rules.is_canasta(u32::from(len));
    let nat = natural_values(rules, cards);
    let counted = if rules.counts_canasta_bonus() {
        v.canasta_bonus
    } else {
        0
    };
    let extra = if canasta { rules.concealed_extra() } else { 0 };
    Shape {
        low,
        len,
        holes,
        wilds,
        canasta,
        points: nat.saturating_add(counted),
        score: nat.saturating_add(v.canasta_bonus).saturating_add(extra),
        kind: question.wanted.index(v.kind.as_deref()),
    }
}

/// Where a run of these naturals (places in order) and `wilds` wild cards
/// lies: its lowest place and the places its wild cards fill.
pub(super) fn canonical(naturals: &[u8], wilds: u32, low: u8, high: u8) -> Option<(u8, u16)> {
    let (&a, &b) = (naturals.first()?, naturals.last()?);
    let gaps = u32::from(b - a + 1) - naturals.len() as u32;
    let extra = wilds.checked_sub(gaps)?;
    let up = extra.min(u32::from(high - b)) as u8;
    let down = u8::try_from(extra).ok()? - up;
    let start = a.checked_sub(down).filter(|&s| s >= low)?;
    let end = b + up;
    let holes = (start..=end)
        .filter(|p| naturals.binary_search(p).is_err())
        .fold(0u16, |m, p| m | (1 << p));
    Some((start, holes))
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

/// Where collecting runs stops: past `limit` ways, or once the question's
/// budget is spent.
pub(super) struct Bound<'a> {
    pub limit: usize,
    pub rules: &'a SearchRules<'a>,
}

/// Every multiset of runs from `from` on that the counts and `wilds` wild
/// cards can hold, or stopped once more than `bound` allows.
pub(super) fn collect(
    shapes: &[Shape],
    from: usize,
    count: &mut [u8; 15],
    wilds: u32,
    chosen: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
    bound: &Bound,
) {
    out.push(chosen.clone());
    bound
        .rules
        .spend(costs::RUN_WAY + costs::RUN_IN_WAY * chosen.len() as u64);
    for (i, s) in shapes.iter().enumerate().skip(from) {
        // Past the limit the caller gives up: no need to go on.
        if out.len() > bound.limit || bound.rules.is_spent() {
            return;
        }
        if s.wilds <= wilds && s.naturals().all(|p| count[usize::from(p)] > 0) {
            for p in s.naturals() {
                count[usize::from(p)] -= 1;
            }
            chosen.push(i);
            collect(shapes, i, count, wilds - s.wilds, chosen, out, bound);
            chosen.pop();
            for p in s.naturals() {
                count[usize::from(p)] += 1;
            }
        }
    }
}
