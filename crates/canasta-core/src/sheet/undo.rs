//! What the game file keeps of a change so that `game undo` takes it
//! back and `game redo` makes it again.

use serde::{Deserialize, Serialize};

use crate::sheet::hand::Hand;

/// A hand replaced by `game edit`, kept so that `game undo` puts it back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "an edit: {hand: N, after: N, was: HAND}"
)]
pub struct Edit {
    /// The number of the hand replaced (1 is the first).
    pub hand: usize,
    /// How many hands the sheet held when the edit was made: it is undone
    /// before any hand added after it.
    pub after: usize,
    /// The hand as it was before the edit.
    pub was: Hand,
}

/// What `game redo` makes again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Redone {
    /// A hand added at the end.
    Added,
    /// An edit of a hand.
    Replaced,
}

/// A change `game undo` took back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a change to redo: {change: added or replaced, hand: N, put: HAND}"
)]
pub struct Redo {
    /// Whether it added a hand or edited one.
    pub change: Redone,
    /// The number of the hand.
    pub hand: usize,
    /// The hand `game redo` puts in its place.
    pub put: Hand,
}
