//! One side's half of the next hand, entered on its own (each side on its
//! own phone at the table) and kept in the game file until every side's
//! half is in: then the front end checks the halves as one hand and adds
//! it, or keeps them for correction where the hand is refused. Kept in
//! the file, so that a half that was acknowledged is never lost. What a
//! game does with its halves is `halves`.

use serde::{Deserialize, Serialize};

use crate::sheet::author::Author;

/// How a side wrote its half: as `--points` or as `--tally` takes the text
/// after `NAME=`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Way {
    /// `BONUS,CARDS` or `TOTAL`.
    Points,
    /// Items as counted: `natural:1,red3,cards:120`.
    Tally,
}

/// One side's half of a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a half: {hand: N, team: NAME, way: points or tally, text: TEXT, at: TIME}"
)]
pub struct Half {
    /// The hand it is for (1 is the first): the next one when it was
    /// entered.
    pub hand: usize,
    /// The side.
    pub team: String,
    /// How `text` is written.
    pub way: Way,
    /// The side's hand as `--points` or `--tally` takes it after `NAME=`.
    pub text: String,
    /// When it was entered, in RFC 3339 UTC.
    pub at: String,
    /// Who entered it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Author>,
    /// The idempotency key of the request that entered it: the same
    /// request again, even after a restart, changes nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl Half {
    /// The half as `--points` or `--tally` takes it: `NAME=TEXT`.
    pub fn arg(&self) -> String {
        format!("{}={}", self.team, self.text)
    }
}
