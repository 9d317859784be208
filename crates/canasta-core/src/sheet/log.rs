//! The sheet's log: every change to the sheet, oldest first, as data
//! the front end words in the reader's language.

use serde::{Deserialize, Serialize};

use crate::sheet::hand::{Hand, is_false};
use crate::sheet::stamp::Stamp;

/// One line of the sheet's history.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a change: {at: TIME, what: KIND}, with the hand, how it was entered, and `old` and `new` points where a hand changed"
)]
pub struct Change {
    /// When, in RFC 3339 UTC.
    #[serde(deserialize_with = "crate::sheet::time::read")]
    pub at: String,
    /// What changed, as data: the front end words it in the reader's
    /// language.
    pub what: Event,
    /// The hand changed (1 is the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<usize>,
    /// How the hand was entered: a round file, `--points`, `--tally`, or
    /// `interactive` (asked at the terminal).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Entered with `--force`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub forced: bool,
    /// The sides of a game started.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<String>,
    /// An older file's words for a change no kind fits (`what: other`),
    /// kept as they were written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The hand before the change, as `--points` takes it (`We=600,345
    /// They=-35`); none for a hand added.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old: Option<String>,
    /// The hand after the change, the same way; none for a hand removed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new: Option<String>,
    /// Who made the change, where it was not the command line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<crate::sheet::author::Author>,
    /// The idempotency key of the request that made it: the same request
    /// again, even after a restart, changes nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The halves a hand added was made of, in the sheet's order of
    /// sides: each side's phone is credited, and each half's request key
    /// still answers a retry once the halves are gone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub halves: Vec<HalfIn>,
}

/// A side's half that went into a hand: whose, who entered it, and under
/// which request key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a half in a hand: {side: NAME}, with who entered it (`by`) and its `key`"
)]
pub struct HalfIn {
    /// The side whose half it was.
    pub side: String,
    /// Who entered it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<crate::sheet::author::Author>,
    /// The idempotency key of the request that entered it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// The kinds of change a game's log records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The game started, with its `teams`.
    #[default]
    Started,
    /// A hand added after the last.
    Added,
    /// A hand replaced by `game edit`.
    Replaced,
    /// `game undo` took back the edit of a hand.
    UndidEdit,
    /// `game undo` removed the last hand.
    Removed,
    /// `game redo` put back a hand removed.
    PutBack,
    /// `game redo` made an edit again.
    RedidEdit,
    /// A change an older file recorded in words no kind fits (`text`).
    Other,
    /// The halves of the next hand that `teams` had entered, dropped for
    /// a whole hand the organiser entered in their place.
    HalvesDropped,
}

impl Change {
    /// A change made at `at` (RFC 3339 UTC), of the kind `what`.
    pub fn new(at: impl Into<String>, what: Event) -> Change {
        Change {
            at: at.into(),
            what,
            ..Change::default()
        }
    }

    /// A change of the kind `what` as `stamp` says who made it and when.
    pub(crate) fn stamped(stamp: &Stamp, what: Event) -> Change {
        Change {
            by: stamp.by.clone(),
            key: stamp.key.clone(),
            ..Change::new(stamp.at.clone(), what)
        }
    }

    /// A change to hand `hand`.
    pub(crate) fn of_hand(stamp: &Stamp, what: Event, hand: usize) -> Change {
        Change {
            hand: Some(hand),
            ..Change::stamped(stamp, what)
        }
    }

    /// A change to hand `hand`, entered as `entered` was.
    pub(crate) fn entered(stamp: &Stamp, what: Event, hand: usize, entered: &Hand) -> Change {
        Change {
            from: entered.from.clone(),
            forced: entered.forced,
            ..Change::of_hand(stamp, what, hand)
        }
    }

    /// Whether the request with key `key` from `by` made this change, or a
    /// half of the hand it added.
    pub fn made_by(&self, key: &str, by: Option<&crate::sheet::author::Author>) -> bool {
        let mine = |k: Option<&String>, b: Option<&crate::sheet::author::Author>| {
            k.is_some_and(|k| k == key) && b == by
        };
        mine(self.key.as_ref(), self.by.as_ref())
            || self
                .halves
                .iter()
                .any(|h| mine(h.key.as_ref(), h.by.as_ref()))
    }
}

/// What a change to the sheet did, for the summary the front end shows:
/// the change as logged, and the hand the one added repeats (entered
/// twice?).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Done {
    /// The change, as the log keeps it.
    pub change: Change,
    /// The hand the one added repeats, where it does.
    pub same_as: Option<usize>,
}

impl Done {
    pub(crate) fn of(change: &Change) -> Done {
        Done {
            change: change.clone(),
            same_as: None,
        }
    }
}
