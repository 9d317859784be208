//! The verdict of a meld as it is built, rule by rule.

use super::note::MeldNote;
use super::reason::MeldReason;

/// The rules a meld breaks and those it keeps, as they are checked.
#[derive(Default)]
pub(super) struct Checks {
    pub(super) reasons: Vec<MeldReason>,
    pub(super) notes: Vec<MeldNote>,
}

impl Checks {
    pub(super) fn fail(&mut self, reason: impl Into<MeldReason>) {
        self.reasons.push(reason.into());
    }

    pub(super) fn note(&mut self, note: MeldNote) {
        self.notes.push(note);
    }

    /// A rule: kept (`kept` is noted) or broken (`broken` says how).
    pub(super) fn check<R: Into<MeldReason>>(
        &mut self,
        ok: bool,
        broken: impl FnOnce() -> R,
        kept: MeldNote,
    ) {
        if ok {
            self.notes.push(kept);
        } else {
            self.reasons.push(broken().into());
        }
    }
}
