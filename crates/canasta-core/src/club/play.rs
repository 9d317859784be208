//! How far a table's game is, as the standings and the director need it:
//! read from its game file, never kept in the evening.

use serde::Serialize;

use crate::sheet::GameFile;

/// The state of one table's game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Play {
    /// Hands played.
    pub hands: usize,
    /// Each side's total, in the game's side order.
    pub totals: Vec<i64>,
    /// The game is over.
    pub finished: bool,
    /// The side that won (from 0, in the game's side order); `None` while
    /// it is played and for a draw.
    pub winner: Option<usize>,
    /// Over, and nobody won: a draw (equal totals after the last hand of
    /// a game of a fixed number of hands; a win the sides share).
    pub drawn: bool,
    /// Hands still to play, in a game of a fixed number of hands.
    pub hands_left: Option<u32>,
    /// Points the side ahead still needs to the target, in a game played
    /// to one.
    pub to_go: Option<i64>,
}

impl Play {
    /// The state of `game`.
    pub fn of(game: &GameFile) -> Play {
        let totals = game
            .running_totals()
            .last()
            .cloned()
            .unwrap_or_else(|| vec![0; game.teams.len()]);
        let end = game.end();
        let finished = end.is_some();
        let winners: Vec<usize> = end
            .map(|(_, w)| {
                w.iter()
                    .filter_map(|name| game.teams.iter().position(|t| t == name))
                    .collect()
            })
            .unwrap_or_default();
        let hands = game.hands.len();
        let rules = &game.rules.game;
        let best = totals.iter().copied().max().unwrap_or(0);
        Play {
            hands,
            finished,
            // A win every side shares is no side's.
            winner: match winners.as_slice() {
                [one] => Some(*one),
                _ => None,
            },
            drawn: finished && winners.len() != 1,
            hands_left: rules
                .hands
                .map(|n| n.saturating_sub(u32::try_from(hands).unwrap_or(u32::MAX))),
            to_go: rules
                .hands
                .is_none()
                .then(|| rules.target.saturating_sub(best).max(0)),
            totals,
        }
    }
}
