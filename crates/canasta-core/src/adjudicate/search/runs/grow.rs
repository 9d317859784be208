//! The table's stages of the runs: each of the side's sequences on the
//! table may grow by naturals from the hand, before the hand's own runs
//! take what is left of the suit.

use super::question::{KINDS, Question};
use super::run::{Run, cards_of};
use super::shapes::canonical;
use crate::adjudicate::search::costs;
use crate::adjudicate::search::search_rules::SearchRules;
use crate::card::{Card, Suit};
use crate::meld::Composition;
use crate::rules::Sequences;

/// One way the table's sequences of a suit grow: the cards added (as
/// runs, places apart marked), the canastas and score they add, the kinds
/// going out asks for that they make, and the suit's naturals left.
#[derive(Clone)]
pub(super) struct Grown {
    /// The cards added, each with the table sequence (its index) it grows.
    pub added: Vec<(Run, usize)>,
    pub canastas: u32,
    pub score: i64,
    pub kinds: [u8; KINDS],
    pub left: [u8; 15],
}

/// A sequence of the side's on the table that holds wild cards: its
/// index, suit, cards, natural places (in order) and wild cards.
struct WithWilds {
    index: usize,
    suit: Suit,
    cards: Vec<Card>,
    naturals: Vec<u8>,
    wilds: u32,
}

/// The side's sequences on the table that may grow, short of the longest
/// a sequence may be.
pub(super) struct TableSequences {
    /// Naturals of one suit in a row: (index, suit, lowest place, length).
    plain: Vec<(usize, Suit, u8, u8)>,
    /// A house's sequences with wild cards.
    with_wilds: Vec<WithWilds>,
}

impl TableSequences {
    pub(super) fn new(rules: &SearchRules, table: &[Vec<Card>]) -> Self {
        let max = rules.sequences().max_cards;
        let growing = table
            .iter()
            .enumerate()
            .filter(|(_, m)| Composition::of(m).ranks.len() > 1 && (m.len() as u32) < max)
            .filter(|(_, m)| rules.check(m, false).valid);
        let (plain, wild): (Vec<_>, Vec<_>) =
            growing.partition(|(_, m)| m.iter().all(|c| c.is_natural()));
        TableSequences {
            plain: plain
                .into_iter()
                .filter_map(|(i, m)| plain_run(i, m))
                .collect(),
            with_wilds: wild
                .into_iter()
                .filter(|(_, m)| m.iter().any(|c| c.is_wild()))
                .filter_map(|(i, m)| with_wilds(i, m))
                .collect(),
        }
    }

    /// Every way the table's sequences of `suit` grow from the hand, the
    /// way of none first.
    pub(super) fn grow(&self, question: &Question, suit: Suit) -> Vec<Grown> {
        let mut grown = vec![Grown {
            added: Vec::new(),
            canastas: 0,
            score: 0,
            kinds: [0; KINDS],
            left: question.count(suit),
        }];
        for &(index, _, low, len) in self.plain.iter().filter(|t| t.1 == suit) {
            let before = cards_of((suit, low, len, 0), &[]);
            let bonus = question.rules.check(&before, true).canasta_bonus;
            grown = grown
                .iter()
                .flat_map(|g| g.onto_plain(question, index, (suit, low, len), bonus))
                .collect();
            if !question.rules.spend(costs::RUN_WAY * grown.len() as u64) {
                return grown;
            }
        }
        for t in self.with_wilds.iter().filter(|t| t.suit == suit) {
            grown = grown
                .iter()
                .flat_map(|g| g.onto_wild(question, t))
                .collect();
            if !question.rules.spend(costs::RUN_WAY * grown.len() as u64) {
                return grown;
            }
        }
        grown
    }
}

/// An all-natural sequence (the table's `index`th) as (index, suit,
/// lowest place, length).
fn plain_run(index: usize, m: &[Card]) -> Option<(usize, Suit, u8, u8)> {
    let suit = m.first()?.suit()?;
    let low = m
        .iter()
        .filter_map(|c| c.rank())
        .map(Sequences::place)
        .min()?;
    Some((index, suit, low, u8::try_from(m.len()).ok()?))
}

fn with_wilds(index: usize, m: &[Card]) -> Option<WithWilds> {
    let naturals: Vec<&Card> = m.iter().filter(|c| c.is_natural()).collect();
    let suit = naturals.first()?.suit()?;
    let mut places: Vec<u8> = naturals
        .iter()
        .filter_map(|c| c.rank())
        .map(Sequences::place)
        .collect();
    places.sort_unstable();
    Some(WithWilds {
        index,
        suit,
        cards: m.to_vec(),
        naturals: places,
        wilds: (m.len() - naturals.len()) as u32,
    })
}

impl Grown {
    /// This way, and the sequence (suit, lowest place, length) on the
    /// table, worth `bonus` now, grown by `a` cards below and `b` above
    /// (none included).
    fn onto_plain(
        &self,
        question: &Question,
        index: usize,
        (suit, s0, l0): (Suit, u8, u8),
        bonus: i64,
    ) -> Vec<Grown> {
        let (low, high) = question.rules.sequence_places();
        let max = question.rules.sequences().max_cards;
        let mut out = Vec::new();
        for a in 0..=s0.saturating_sub(low) {
            for b in 0..=high.saturating_sub(s0 + l0 - 1) {
                if u32::from(l0 + a + b) > max {
                    continue;
                }
                let places: Vec<u8> = (s0 - a..s0).chain(s0 + l0..s0 + l0 + b).collect();
                let after = cards_of((suit, s0 - a, l0 + a + b, 0), &[]);
                let Some(mut next) =
                    self.with(question, suit, &places, &after, u32::from(l0), bonus)
                else {
                    continue;
                };
                if a > 0 {
                    next.added.push(((suit, s0 - a, a, 0), index));
                }
                if b > 0 {
                    next.added.push(((suit, s0 + l0, b, 0), index));
                }
                out.push(next);
            }
        }
        out
    }

    /// This way, and a sequence with wild cards on the table grown: the
    /// naturals added may fill a place a wild card stood for, the wild card
    /// moving to an end. The added cards join as one meld.
    fn onto_wild(&self, question: &Question, t: &WithWilds) -> Vec<Grown> {
        let rules = question.rules;
        let (low, high) = rules.sequence_places();
        let max = rules.sequences().max_cards;
        let bonus = rules.check(&t.cards, true).canasta_bonus;
        let len0 = t.cards.len() as u32;
        let reach = u8::try_from(max).unwrap_or(u8::MAX).saturating_sub(1);
        let (lo0, hi0) = (t.naturals[0], t.naturals[t.naturals.len() - 1]);
        let places: Vec<u8> = (hi0.saturating_sub(reach).max(low)
            ..=lo0.saturating_add(reach).min(high))
            .filter(|p| t.naturals.binary_search(p).is_err())
            .filter(|&p| self.left[usize::from(p)] > 0)
            .collect();
        let room = max.saturating_sub(len0) as usize;
        let mut out = Vec::new();
        for pick in 0u32..(1 << places.len()) {
            let chosen: Vec<u8> = places
                .iter()
                .enumerate()
                .filter(|(i, _)| pick & (1 << i) != 0)
                .map(|(_, &p)| p)
                .collect();
            if chosen.len() > room {
                continue;
            }
            let mut all = t.naturals.clone();
            all.extend(&chosen);
            all.sort_unstable();
            if canonical(&all, t.wilds, low, high).is_none() {
                continue;
            }
            let mut after = t.cards.clone();
            after.extend(
                chosen
                    .iter()
                    .flat_map(|&p| cards_of((t.suit, p, 1, 0), &[])),
            );
            let Some(mut next) = self.with(question, t.suit, &chosen, &after, len0, bonus) else {
                continue;
            };
            if let (Some(&first), Some(&last)) = (chosen.first(), chosen.last()) {
                // One meld of them all (its places apart from them marked,
                // as a run marks its wild cards' places).
                let apart = (first..=last)
                    .filter(|p| chosen.binary_search(p).is_err())
                    .fold(0u16, |m, p| m | (1 << p));
                next.added
                    .push(((t.suit, first, last - first + 1, apart), t.index));
            }
            out.push(next);
        }
        out
    }

    /// This way with the naturals of `places` added to a table sequence of
    /// `len0` cards worth `bonus`, which becomes `after`; `None` when the
    /// hand lacks one of them.
    fn with(
        &self,
        question: &Question,
        suit: Suit,
        places: &[u8],
        after: &[Card],
        len0: u32,
        bonus: i64,
    ) -> Option<Grown> {
        let rules = question.rules;
        let mut next = self.clone();
        for &p in places {
            let n = &mut next.left[usize::from(p)];
            *n = n.checked_sub(1)?;
        }
        let made = !rules.is_canasta(len0) && rules.is_canasta(after.len() as u32);
        next.canastas += u32::from(made);
        if places.is_empty() {
            return Some(next);
        }
        let new: Vec<Card> = places
            .iter()
            .flat_map(|&p| cards_of((suit, p, 1, 0), &[]))
            .collect();
        let checked = rules.check(after, true);
        next.score += rules.sum(&new) + checked.canasta_bonus - bonus;
        if made && let Some(k) = question.wanted.index(checked.kind.as_deref()) {
            next.kinds[k] = next.kinds[k].saturating_add(1);
        }
        Some(next)
    }
}
