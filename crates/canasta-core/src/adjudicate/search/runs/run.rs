//! A run as the ways to lay runs hold it (its suit, places and wild
//! cards), and its cards.

use crate::adjudicate::search::search_rules::SearchRules;
use crate::card::{Card, Rank, Suit};

/// A run: its suit, its lowest place, its length and the places wild
/// cards fill (a bit per place).
pub(super) type Run = (Suit, u8, u8, u16);

/// A sequence place's rank number (14, the ace above the king, is 1).
pub(super) fn rank_number(place: u8) -> u8 {
    if place == 14 { 1 } else { place }
}

/// A run's cards in order, `wilds` in the places wild cards fill.
pub(super) fn cards_of((suit, start, len, holes): Run, wilds: &[Card]) -> Vec<Card> {
    let mut wilds = wilds.iter().copied().chain(std::iter::repeat(Card::Joker));
    (start..start + len)
        .filter_map(|p| {
            if holes & (1 << p) != 0 {
                wilds.next()
            } else {
                Rank::new(rank_number(p)).map(|r| Card::new(suit, r))
            }
        })
        .collect()
}

/// The naturals of cards added to a table's sequence: its places but
/// those marked apart.
pub(super) fn naturals_of((suit, start, len, apart): Run) -> Vec<Card> {
    (start..start + len)
        .filter(|p| apart & (1 << p) == 0)
        .filter_map(|p| Rank::new(rank_number(p)))
        .map(|r| Card::new(suit, r))
        .collect()
}

/// The card values of a meld's naturals: its wild cards are counted with
/// the programme's.
pub(super) fn natural_values(rules: &SearchRules, cards: &[Card]) -> i64 {
    cards
        .iter()
        .filter(|c| c.is_natural())
        .map(|&c| rules.value(c))
        .fold(0i64, i64::saturating_add)
}
