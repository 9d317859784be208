//! A top card that no meld can take the pile with, whatever the hand.

use crate::card::Card;
use crate::reason::reasons;

reasons! {
    /// Why the top card of the pile cannot be melded to take it.
    pub enum Unmeldable in "pickup" {
        /// A red three is never melded.
        RedThree { top: Card } => "red_three_on_top",
        /// Black threes are melded only when going out.
        BlackThree { top: Card } => "black_three_on_top",
        /// A wild card cannot be the card a meld is taken with.
        Wild { top: Card } => "wild_card_on_top",
    }
}

impl Unmeldable {
    /// Why `top`, not blocked, still cannot be melded with the hand.
    pub fn of(top: Card) -> Option<Unmeldable> {
        if top.is_red_three() {
            Some(Unmeldable::RedThree { top })
        } else if top.is_black_three() {
            Some(Unmeldable::BlackThree { top })
        } else if top.is_wild() {
            Some(Unmeldable::Wild { top })
        } else {
            None
        }
    }
}
