//! Asking for a hand at the table, side by side, on a terminal.
//!
//! This is the one part of the library that talks to the user while a
//! command runs, so it lives apart from the domain modules (which never
//! print) and is called only from `app` for `game add` without a hand.

use crate::error::Result;
use crate::sheet::GameFile;
use crate::sheet::tally::Tally;

/// Ask what each side counted; `Err` when there is no terminal to ask on.
pub fn ask_hand(_game: &GameFile) -> Result<Vec<(String, Tally)>> {
    Err(crate::app::needs_a_hand("game add"))
}
