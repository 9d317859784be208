//! A club evening: several tables play at once, partners change from
//! round to round, and one standings list ranks every player.
//!
//! The evening file ([`Evening`]) says who sits where, round by round,
//! and names each table's game file; each game is an ordinary game file
//! ([`crate::sheet::GameFile`]), which every `game` command works on. The
//! standings are worked out from the games' files on every read, never
//! stored, so an edit or an undo at a table changes them at once.
//!
//! What a club decides is data of the evening, with defaults a new
//! evening writes out: how the standings count ([`rule::StandingsRule`]:
//! match points for a win, a draw, a loss and a bye, and what ranks) and
//! the movements ([`movement::Movements`]: the partnerships `rotate`
//! turns through, the seatings `standings` tries).
//!
//! The entry points take plain typed requests and return `Serialize`
//! data, for the command line and a server alike:
//!
//! - [`store::create`] writes a new evening and its first round's game
//!   files ([`request::NewEvening`]), all or nothing;
//! - [`store::next_round`] draws the next round ([`request::NextRound`]);
//! - [`view::show`] is the director's view: the rounds, each table's game,
//!   the standings ([`view::Club`]);
//! - [`season::season`] sums evenings into a season's table.
//!
//! ```
//! use canasta::club::{self, request::NewEvening};
//!
//! let dir = tempfile::tempdir().unwrap();
//! let path = dir.path().join("friday.yaml");
//! let request = NewEvening {
//!     players: ["Anna", "Bernd", "Carla", "Dirk", "Emil"].map(String::from).to_vec(),
//!     rules: canasta::rules::load("classic")?,
//!     seed: Some(7),
//!     at: "2026-11-27T19:00:00Z".to_string(),
//! };
//! let evening = club::store::create(&path, &request)?;
//! let first = &evening.rounds[0];
//! assert_eq!((first.tables.len(), first.byes.len()), (1, 1));
//! let view = club::view::show(&path)?;
//! assert!(!view.rounds[0].tables[0].finished);
//! // The one sitting out has a bye: a draw's match point, no game.
//! let bye = view.standings.iter().find(|s| s.player == first.byes[0]).unwrap();
//! assert_eq!((bye.match_points, bye.games), (1, 0));
//! # Ok::<(), canasta::Error>(())
//! ```

mod byes;
mod check;
pub mod dice;
pub mod draw;
pub mod evening;
pub mod fault;
pub mod movement;
mod pairing;
pub mod play;
pub mod request;
pub mod round;
pub mod rule;
pub mod season;
pub mod standings;
pub mod store;
pub mod view;

pub use evening::Evening;
pub use fault::ClubFault;

#[cfg(test)]
mod tests;
