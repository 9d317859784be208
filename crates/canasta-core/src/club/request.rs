//! What is asked of an evening, as typed data: the command line and a
//! server build these from what people typed or sent.

use crate::club::movement::Movement;
use crate::rules::RuleSet;

/// Start an evening (`club new`).
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvening {
    /// The players, as the director names them.
    pub players: Vec<String>,
    /// The rule set every table's game starts under, with its length
    /// (`--target`, `--hands`, `--minimums`) applied.
    pub rules: RuleSet,
    /// The draws' random seed; `None`: a fresh one, written into the
    /// evening file.
    pub seed: Option<u64>,
    /// The time the games start, in RFC 3339 (their logs say it).
    pub at: String,
}

/// Draw the next round (`club next`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextRound<'a> {
    /// The movement; `None`: the evening's own (`movements.next`).
    pub movement: Option<Movement>,
    /// Draw even while tables of the current round play on.
    pub force: bool,
    /// The time the new games start.
    pub at: &'a str,
}
