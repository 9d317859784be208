//! The referee for the three questions players argue about during a hand:
//! may this side open (initial meld), may the player take the discard pile,
//! may the player go out. Every answer says which rule decided it.

use crate::card::{Card, Rank};
use crate::rules::CardClass;

pub mod go_out;
pub mod initial;
pub mod pickup;
mod said;
pub mod search;
mod special;
mod unmeldable;

pub use special::SpecialWay;
pub use unmeldable::Unmeldable;

/// The first of `classes` that `card` belongs to.
pub(crate) fn matching_class(classes: &[CardClass], card: Card) -> Option<CardClass> {
    classes.iter().copied().find(|c| c.matches(card))
}

/// Natural cards of `rank` in `cards`.
pub(crate) fn naturals_of(cards: &[Card], rank: Rank) -> Vec<Card> {
    cards
        .iter()
        .copied()
        .filter(|c| c.is_natural() && c.rank() == Some(rank))
        .collect()
}

pub(crate) fn wilds_of(cards: &[Card]) -> Vec<Card> {
    cards.iter().copied().filter(|c| c.is_wild()).collect()
}
