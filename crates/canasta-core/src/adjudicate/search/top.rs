//! Whether the top card of the discard pile may meld with cards of the
//! hand, as the rule set's `take_with` allows.

use crate::rules::TakeWith;

/// The top card melds with `n` naturals and `x` wilds from the hand.
pub(super) fn top_ok(take_with: &[TakeWith], n: u32, x: u32) -> bool {
    take_with.iter().any(|t| match t {
        TakeWith::NaturalPair => n >= 2,
        TakeWith::NaturalAndWild => n >= 1 && x >= 1,
        TakeWith::TableMeld => false,
    })
}
