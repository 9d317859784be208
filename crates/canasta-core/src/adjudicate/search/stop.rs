//! A caller's way to stop a running search from another thread: a server
//! that runs searches on a bounded pool stops the one whose asker went
//! away, so that its thread is free for the next question.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A flag another thread raises to stop a search (`Budget::with_stop`).
///
/// Clones share the flag: keep one, give the budget another. A search
/// looks at it where it looks at its clock, a few milliseconds apart, and
/// once raised answers `Err(Stopped)` with `StopCause::Caller`. A new
/// `Stop` is never raised until `stop` is called.
#[derive(Debug, Clone, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    /// A flag not raised.
    pub fn new() -> Self {
        Stop::default()
    }

    /// Raises the flag: every search that carries it stops at its next look.
    pub fn stop(&self) {
        // Nothing else is published with the flag: the search only needs
        // to see it eventually.
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
