//! What each piece of the search's work costs the question's budget
//! (`budget`), in units of about a nanosecond of a release build. Measured
//! with the hardest shapes of hand found (`docs/speed.md`: 0.6 to 1.0 ns
//! of CPU a unit on a busy 2-core machine): each figure is what the piece
//! takes, rounded up, so that the units a question spends are never far
//! below its time.

/// A meld judged by `meld::check`, and each of its cards.
pub(super) const CHECK: u64 = 400;
pub(super) const CHECK_CARD: u64 = 40;
/// A card of a meld whose verdict is remembered (hashing it to find it).
pub(super) const CHECK_SEEN_CARD: u64 = 10;

/// A state of a stage's table read, and one of the next table filled.
pub(super) const STATE_READ: u64 = 1;
pub(super) const STATE_FILL: u64 = 3;
/// One way from a state a stage reaches to a state after it.
pub(super) const MOVE: u64 = 4;
/// A stage begun (its tables, what it lays worked out).
pub(super) const STAGE: u64 = 200;

/// One pair looked at while a rank's splits into several melds are built.
pub(super) const SPLIT_PAIR: u64 = 6;

/// One way to lay runs of a suit found, and each run in it.
pub(super) const RUN_WAY: u64 = 60;
pub(super) const RUN_IN_WAY: u64 = 15;
/// A way of the suits so far joined with one of the next suit's, and each
/// run or card added to the table in that one.
pub(super) const JOIN: u64 = 150;
pub(super) const JOIN_PART: u64 = 30;
/// A way to lay runs spelled out as melds: per card of the hand and card laid.
pub(super) const SPELL_CARD: u64 = 2;
/// A way to lay runs looked at by the programme's loop (sorting, pruning).
pub(super) const WAY: u64 = 300;
/// A card of a way's melds merged onto the table, or looked up.
pub(super) const MERGE_CARD: u64 = 20;

/// An answer spelled out as melds.
pub(super) const PLAN: u64 = 3000;
