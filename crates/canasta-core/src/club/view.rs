//! The director's view of an evening (`club show`): every round with its
//! tables, each table's game as far as it is, and the standings.
//!
//! The served director's page (to come) is this view too; what it prints
//! on A4 (the standings, and one list per table with its players, seats
//! and a line per hand to fill in and sign) needs nothing more than
//! [`Club`] and each table's game file.

use std::path::Path;

use serde::Serialize;

use crate::club::evening::Evening;
use crate::club::movement::Drawn;
use crate::club::play::Play;
use crate::club::round::Seats;
use crate::club::rule::StandingsRule;
use crate::club::standings::{Standing, standings};
use crate::club::store;
use crate::error::Result;

/// An evening as the director sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Club {
    /// The players, as the evening names them.
    pub players: Vec<String>,
    /// The draws' random seed.
    pub seed: u64,
    /// How the standings count.
    pub rule: StandingsRule,
    /// Every round, from round 1.
    pub rounds: Vec<RoundView>,
    /// The standings, best first.
    pub standings: Vec<Standing>,
}

/// A round as the director sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundView {
    /// Its number, from 1.
    pub round: u32,
    /// How it was drawn.
    pub movement: Drawn,
    /// Who sits it out.
    pub byes: Vec<String>,
    /// Its tables, from table 1.
    pub tables: Vec<TableView>,
    /// Every table's game is over.
    pub finished: bool,
}

/// A table and its game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableView {
    /// Its number, from 1.
    pub table: u32,
    /// Its game file, as the evening file names it (relative to it).
    pub game: String,
    /// The sides' players, in the game's side order.
    pub sides: Vec<Vec<String>>,
    /// The game is over.
    pub finished: bool,
    /// Who sits where.
    pub seats: Seats,
    /// Hands played.
    pub hands: usize,
    /// Each side's total, in side order.
    pub totals: Vec<i64>,
    /// The winning side's players (empty while it is played, and for a
    /// draw).
    pub winners: Vec<String>,
    /// Over, and nobody won.
    pub drawn: bool,
    /// Hands still to play, in a game of a fixed number of hands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands_left: Option<u32>,
    /// Points the side ahead still needs, in a game played to a target.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_go: Option<i64>,
}

/// The view of the evening at `path`: its file and every table's game.
pub fn show(path: &Path) -> Result<Club> {
    let evening = store::load(path)?;
    let plays = store::plays(&store::games(path, &evening)?);
    Ok(of(&evening, &plays))
}

/// The view of `evening` whose tables' games are `plays` (`plays[r][t]`).
pub fn of(evening: &Evening, plays: &[Vec<Play>]) -> Club {
    let rounds = evening
        .rounds
        .iter()
        .zip(plays)
        .map(|(r, plays)| {
            let tables: Vec<TableView> = r
                .tables
                .iter()
                .zip(plays)
                .map(|(t, p)| TableView {
                    table: t.table,
                    game: t.game.clone(),
                    sides: t.sides.clone(),
                    finished: p.finished,
                    seats: t.seats.clone(),
                    hands: p.hands,
                    totals: p.totals.clone(),
                    winners: p
                        .winner
                        .and_then(|w| t.sides.get(w))
                        .cloned()
                        .unwrap_or_default(),
                    drawn: p.drawn,
                    hands_left: p.hands_left,
                    to_go: p.to_go.filter(|_| !p.finished),
                })
                .collect();
            RoundView {
                round: r.round,
                movement: r.movement,
                byes: r.byes.clone(),
                finished: tables.iter().all(|t| t.finished),
                tables,
            }
        })
        .collect();
    Club {
        players: evening.players.clone(),
        seed: evening.seed,
        rule: evening.standings.clone(),
        rounds,
        standings: standings(evening, plays),
    }
}
