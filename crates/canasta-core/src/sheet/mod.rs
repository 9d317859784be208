//! The game night's score sheet: the game file (the database) and the sheet
//! derived from it.
//!
//! The file stores what a paper pad holds: per hand and side the bonus and
//! card points (or the hand's total alone) and the rule set the game started
//! under. Running totals, minimums and the winner are derived on every load,
//! so a hand-edited file can never disagree with itself about them.

pub mod author;
pub mod change;
mod check;
pub mod enter;
pub mod fault;
pub mod game;
pub mod half;
mod halves;
pub mod hand;
pub mod limits;
pub mod log;
pub mod migrate;
pub mod names;
mod progress;
pub mod questions;
mod seating;
pub mod seats;
pub mod stamp;
pub mod stats;
pub mod store;
pub mod tally;
pub mod time;
pub mod undo;
pub mod view;

pub use author::Author;
pub use game::GameFile;
pub use half::{Half, Way};
pub use hand::{Entry, Hand};
pub use log::Change;
pub use stamp::Stamp;
pub use view::{Sheet, sheet};
