//! The clock the search's second line of defence reads: the CPU time of
//! the searching thread where the system tells it, so that a machine busy
//! with other work (a loaded 2-core machine gives a search half a second
//! of CPU in a second) does not stop a search it would finish; elsewhere
//! the wall clock.

use std::time::Duration;

/// The time the searching thread has run since the clock started.
#[derive(Debug)]
pub(super) struct Clock {
    start: Reading,
}

impl Clock {
    pub(super) fn start() -> Self {
        Clock { start: now() }
    }

    /// The time since `start`: CPU time of this thread where the system
    /// tells it (a search runs on the thread that made its budget).
    pub(super) fn elapsed(&self) -> Duration {
        since(self.start)
    }
}

#[cfg(any(target_os = "linux", target_os = "macos"))]
type Reading = Duration;

#[cfg(any(target_os = "linux", target_os = "macos"))]
fn now() -> Reading {
    use nix::time::{ClockId, clock_gettime};
    // The clock of the calling thread cannot fail to exist; were it ever
    // to, every reading is zero and the count alone bounds the search.
    clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID).map_or(Duration::ZERO, Duration::from)
}

#[cfg(any(target_os = "linux", target_os = "macos"))]
fn since(start: Reading) -> Duration {
    now().saturating_sub(start)
}

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
type Reading = std::time::Instant;

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
fn now() -> Reading {
    std::time::Instant::now()
}

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
fn since(start: Reading) -> Duration {
    start.elapsed()
}

#[cfg(all(test, any(target_os = "linux", target_os = "macos")))]
mod tests {
    use super::*;

    /// Waiting is not searching: a thread that sleeps (as a search does
    /// whose machine runs other work) spends next to no CPU time, so the
    /// guard does not stop a search for the time it was kept waiting.
    #[test]
    fn the_clock_counts_the_thread_s_work_not_its_waiting() {
        let clock = Clock::start();
        std::thread::sleep(Duration::from_millis(300));
        let waited = clock.elapsed();
        assert!(waited < Duration::from_millis(150), "{waited:?}");
        // Working is: the clock moves (a wall-clock bound against a hang).
        let wall = std::time::Instant::now();
        let mut x = 0u64;
        while clock.elapsed() < Duration::from_millis(20)
            && wall.elapsed() < Duration::from_secs(30)
        {
            x = std::hint::black_box(x.wrapping_add(1));
        }
        assert!(clock.elapsed() >= Duration::from_millis(20), "{x}");
    }
}
