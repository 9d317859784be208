//! What a question asks of the runs, the same for every suit: the hand,
//! the table, and the kinds of sequence canasta going out wants.

use super::spellings::Spellings;
use crate::adjudicate::search::search_rules::SearchRules;
use crate::card::{Card, Suit};

/// The kinds of canasta going out asks for that the key keeps apart.
pub(super) const KINDS: usize = 4;

/// What a question asks of the runs, the same for every suit.
pub(super) struct Question<'a> {
    pub(super) rules: &'a SearchRules<'a>,
    /// The side's melds on the table.
    pub(super) table: &'a [Vec<Card>],
    pub(super) hand: &'a [Card],
    /// Canastas count up to this, beyond which more do not matter.
    pub(super) need: u32,
    /// Ways out are scored: of ways alike, the one that scores the most is kept.
    pub(super) scored: bool,
    /// The running values of the hand's wild cards, best first.
    pub(super) wild_value: &'a [i64],
    /// The hand's wild cards, best first.
    pub(super) wild_cards: Vec<Card>,
    pub(super) wanted: Wanted<'a>,
    /// The ways spelled so far in this question.
    pub(super) spellings: &'a Spellings,
}

impl Question<'_> {
    /// The hand's naturals of `suit` by sequence place.
    pub(super) fn count(&self, suit: Suit) -> [u8; 15] {
        let (low, high) = self.rules.sequence_places();
        let mut count = [0u8; 15];
        for c in self.hand {
            if let (Some(s), Some(r)) = (c.suit(), c.rank())
                && s == suit
                && c.is_natural()
                && !c.is_three()
            {
                let p = crate::rules::Sequences::place(r);
                if (low..=high).contains(&p) {
                    count[usize::from(p)] = count[usize::from(p)].saturating_add(1);
                }
            }
        }
        count
    }
}

/// The sequence kinds going out asks for (bolivia: an escalera), at most
/// `KINDS`, with how many of each (capped).
pub(super) struct Wanted<'a>(Vec<(&'a str, u8)>);

impl<'a> Wanted<'a> {
    pub(super) fn new(rules: &SearchRules<'a>) -> Self {
        Wanted(
            rules
                .sequence_kinds_to_go_out()
                .take(KINDS)
                .map(|(name, want)| (name, u8::try_from(want).unwrap_or(u8::MAX)))
                .collect(),
        )
    }

    /// Which of the wanted kinds a canasta of `kind` is.
    pub(super) fn index(&self, kind: Option<&str>) -> Option<usize> {
        let kind = kind?;
        self.0.iter().position(|(name, _)| *name == kind)
    }

    /// More of a kind than going out asks for do not matter.
    pub(super) fn cap(&self, kinds: &mut [u8; KINDS]) {
        for (n, (_, want)) in kinds.iter_mut().zip(&self.0) {
            *n = (*n).min(*want);
        }
    }
}
