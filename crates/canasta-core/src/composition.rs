//! What a meld is made of, counted once: the rule model and the meld check
//! both read it, so it sits below them and depends on cards alone.

use crate::card::{Card, Rank};

/// What a meld is made of, before any rule is applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Composition {
    /// The distinct ranks of its natural cards, in order.
    pub ranks: Vec<Rank>,
    /// Natural cards (any but jokers and twos).
    pub naturals: u32,
    /// Wild cards (jokers and twos).
    pub wilds: u32,
    /// Red threes.
    pub red_threes: u32,
    /// Black threes.
    pub black_threes: u32,
    /// All its cards.
    pub len: u32,
}

impl Composition {
    /// Count what `cards` are made of.
    pub(crate) fn of(cards: &[Card]) -> Composition {
        let mut ranks: Vec<Rank> = cards
            .iter()
            .filter(|c| c.is_natural())
            .filter_map(|c| c.rank())
            .collect();
        ranks.sort();
        ranks.dedup();
        let count = |f: fn(&Card) -> bool| cards.iter().filter(|c| f(c)).count() as u32;
        Composition {
            ranks,
            naturals: count(|c| c.is_natural()),
            wilds: count(|c| c.is_wild()),
            red_threes: count(|c| c.is_red_three()),
            black_threes: count(|c| c.is_black_three()),
            len: cards.len() as u32,
        }
    }

    /// The rank of the meld if its naturals share one.
    pub(crate) fn rank(&self) -> Option<Rank> {
        match self.ranks.as_slice() {
            [r] => Some(*r),
            _ => None,
        }
    }
}
