//! The game file: its shape, as the file stores it, and reading it.
//!
//! Checking what was read is `check`; the hands and the log are `hand`
//! and `log`; the changes `game add`, `edit`, `undo` and `redo` make are
//! `change`; who deals and who wins is `progress`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::Result;
use crate::rules::RuleSet;
use crate::sheet::hand::Hand;
use crate::sheet::log::Change;
use crate::sheet::undo::{Edit, Redo};
use crate::yaml;

/// What is wrong with a game file: with the sheet's other faults.
pub use crate::sheet::fault::GameFault;

/// The comment at the top of every game file.
pub(crate) const HEADER: &str = "\
# canasta score sheet (`canasta game show` prints it).
# One entry per hand under `hands`; per side the bonus and card points, or a
# total alone. Running totals, minimums and the winner are worked out from
# these, never stored. The rule set below was fixed when the game started.
";

/// A game on the score pad: the sides, the rule set, every hand and change, as
/// the game file stores them.
///
/// The changes `game add`, `edit`, `undo` and `redo` make are its methods
/// ([`add`](GameFile::add), [`edit`](GameFile::edit), [`undo`](GameFile::undo),
/// [`redo`](GameFile::redo)); [`store`](crate::sheet::store) reads and saves
/// the file.
///
/// ```
/// use canasta::sheet::{Entry, GameFile, Hand};
///
/// let rules = canasta::rules::load("classic")?;
/// let mut game = GameFile::new(vec!["We".into(), "They".into()], rules);
/// let hand = |we, they| Hand {
///     scores: vec![
///         Entry::total_only("We", we),
///         Entry::total_only("They", they),
///     ],
///     ..Hand::default()
/// };
/// let at = "2026-11-24T20:00:00Z";
/// game.add(hand(900, -20), at)?;
/// game.add(hand(450, 630), at)?;
/// assert_eq!(game.running_totals().last().unwrap(), &vec![1350, 610]);
///
/// // The second hand was written wrong: edit it, then change one's mind.
/// game.edit(2, hand(540, 630), at)?;
/// assert_eq!(game.hands[1].scores[0].total, 540);
/// game.undo(at)?;
/// assert_eq!(game.hands[1].scores[0].total, 450);
/// game.redo(at)?;
/// assert_eq!(game.hands[1].scores[0].total, 540);
///
/// // Undo takes back the last hand once no edit is left to take back.
/// game.undo(at)?;
/// game.undo(at)?;
/// assert_eq!(game.hands.len(), 1);
/// assert_eq!(game.log.len(), 7);
/// # Ok::<(), canasta::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a game file: a mapping with `teams`, `hands` and `rules`"
)]
pub struct GameFile {
    /// The version of the file's format: `migrate::CURRENT` once read
    /// (an older file is migrated as it is read).
    pub version: u32,
    /// The sides, in the order the sheet shows them.
    pub teams: Vec<String>,
    /// The players of each side, in seating order (optional): the sheet
    /// then says who deals next.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub players: BTreeMap<String, Vec<String>>,
    /// The hands played, in order.
    #[serde(default)]
    pub hands: Vec<Hand>,
    /// The edits `game undo` can take back, the last one on top. A hand
    /// is undone as an add where no edit was made after it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edits: Vec<Edit>,
    /// The changes `game undo` took back, the last one on top: `game redo`
    /// makes them again; any other change clears them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Redo>,
    /// Every change to the sheet, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<Change>,
    /// Sides' halves of the next hand, entered on their own and waiting
    /// for the others' (`half`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub halves: Vec<crate::sheet::half::Half>,
    /// The whole rule set, resolved when the game started.
    pub rules: RuleSet,
}

impl GameFile {
    /// A new game of `teams` under `rules`, with no hand yet.
    pub fn new(teams: Vec<String>, rules: RuleSet) -> GameFile {
        GameFile {
            version: super::migrate::CURRENT,
            teams,
            players: BTreeMap::new(),
            hands: Vec::new(),
            edits: Vec::new(),
            redo: Vec::new(),
            log: Vec::new(),
            halves: Vec::new(),
            rules,
        }
    }

    /// The file's text.
    pub fn to_text(&self) -> Result<String> {
        Ok(format!("{HEADER}{}", yaml::to_string(self)?))
    }

    /// Read and check a game file's text.
    pub fn parse(origin: &str, text: impl Into<String>) -> Result<GameFile> {
        GameFile::parse_after(origin, text, &[])
    }
}
