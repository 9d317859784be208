//! The referee for the three questions players argue about during a hand:
//! may this side open (initial meld), may the player take the discard pile,
//! may the player go out. Every answer says which rule decided it.

use crate::card::{Card, Rank};
use crate::rules::CardClass;

pub mod go_out;
pub mod initial;
pub mod pickup;
pub mod search;

/// How the rules name a class of card in a message.
pub(crate) fn class_name(class: CardClass) -> &'static str {
    match class {
        CardClass::BlackThree => "a black three",
        CardClass::RedThree => "a red three",
        CardClass::Wild => "a wild card",
        CardClass::Joker => "a joker",
        CardClass::Two => "a 2",
    }
}

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

/// "one", "two" … for "you hold one".
pub(crate) fn count_word(n: usize) -> String {
    const WORDS: [&str; 5] = ["none", "one", "two", "three", "four"];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// "1 canasta", "2 canastas".
pub(crate) fn canastas(n: u32) -> String {
    if n == 1 {
        "1 canasta".to_string()
    } else {
        format!("{n} canastas")
    }
}

/// Why a card that is not blocked still cannot be melded with the hand.
pub(crate) fn unmeldable(top: Card) -> Option<String> {
    if top.is_red_three() {
        Some(format!(
            "{top} on top: a red three is never melded, so it cannot be melded to take the pile"
        ))
    } else if top.is_black_three() {
        Some(format!(
            "{top} on top: black threes are melded only when going out, never to take the pile"
        ))
    } else if top.is_wild() {
        Some(format!(
            "{top} on top: a wild card cannot be the card a meld is taken with"
        ))
    } else {
        None
    }
}
