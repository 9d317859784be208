//! How an evening's standings count: data of the evening, with the
//! defaults German clubs use (2 match points for a win, 1 for a draw and
//! for a bye, 0 for a loss; ranked by match points, then the difference).

use serde::{Deserialize, Serialize};

/// The standings rule of an evening (its file's `standings:`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandingsRule {
    /// Match points to each player of the side, by the game's result.
    #[serde(default)]
    pub points: MatchPoints,
    /// What ranks the players, first to last; the name decides last.
    #[serde(default = "StandingsRule::default_rank_by")]
    pub rank_by: Vec<RankBy>,
}

impl Default for StandingsRule {
    fn default() -> Self {
        StandingsRule {
            points: MatchPoints::default(),
            rank_by: StandingsRule::default_rank_by(),
        }
    }
}

impl StandingsRule {
    fn default_rank_by() -> Vec<RankBy> {
        vec![RankBy::MatchPoints, RankBy::Difference]
    }
}

/// Match points for a game's result, to each player of the side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchPoints {
    /// A won game.
    pub won: i64,
    /// A drawn game.
    pub drawn: i64,
    /// A lost game.
    pub lost: i64,
    /// A round sat out: counted as a draw with a difference of 0, not as
    /// a game.
    pub bye: i64,
}

impl Default for MatchPoints {
    fn default() -> Self {
        MatchPoints {
            won: 2,
            drawn: 1,
            lost: 0,
            bye: 1,
        }
    }
}

/// One thing the standings rank by, more first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RankBy {
    /// The match points.
    MatchPoints,
    /// Over the finished games, the side's total minus the other side's.
    Difference,
    /// Over the finished games, the side's total (a club that counts
    /// points instead of match points).
    Total,
    /// Games won.
    Won,
}
