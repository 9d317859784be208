//! The work one question may take, counted as the search goes.
//!
//! Every stage of the search spends from one budget: the ways to lay runs
//! as they are found and joined suit by suit, each way merged onto the
//! table, the splits of a rank into several melds, every stage of the
//! programme over ranks (the states it reads and fills), every meld check
//! and every plan spelled out. The question is the whole of it: where a
//! referee runs the search more than once (an initial meld that looks
//! again for a meld of naturals, a pick-up that opens), the runs spend
//! from the same budget. Past its limit the search stops and the question
//! is refused; below it the answer is the exact one.
//!
//! The costs are in units of about a nanosecond of a release build on a
//! 2-core machine (measured: `docs/speed.md`); a step, the unit a refusal
//! names, is `STEP_UNITS` of them. A clock is the second line of defence:
//! past `CLOCK` of the searching thread's CPU time (`clock`) the search
//! stops as well, should the counted costs ever misjudge a shape of hand.

use std::cell::Cell;
use std::time::Duration;

use super::clock::Clock;

/// The most steps a question may take: past this, an answer would take
/// longer than a player waits (about a second).
pub const MAX_WORK: usize = 500_000;

/// Units of work in a step.
pub const STEP_UNITS: u64 = 2000;

/// The second line of defence: no search takes more CPU time than this.
/// The count stops every shape of hand found well before (`docs/speed.md`).
/// It is CPU time, not wall-clock time, so that a machine busy with other
/// work, which gives the search a fraction of each second, does not refuse
/// a question it would answer. A debug build (the one tests run) searches
/// some 15 times slower: its clock allows as much more, so that the count,
/// the same in every build and on a busy machine as on an idle one, decides.
pub(super) const CLOCK: Duration = if cfg!(debug_assertions) {
    Duration::from_secs(60)
} else {
    Duration::from_millis(800)
};

/// Units between two looks at the clock.
const CLOCK_EVERY: u64 = 4_000_000;

/// The search stopped at its limit before it could answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped {
    /// The steps taken when it stopped.
    pub steps: usize,
    /// The most steps a question may take.
    pub most: usize,
    /// The clock stopped it before the count did.
    pub by_clock: bool,
}

/// What one question may still spend.
#[derive(Debug)]
pub struct Budget {
    /// The most units, `None`: no limit (and no clock).
    most: Option<u64>,
    spent: Cell<u64>,
    /// When to look at the clock next, in units spent.
    next_look: Cell<u64>,
    clock: Clock,
    stopped: Cell<Option<Stopped>>,
}

impl Default for Budget {
    /// The budget of a question a player asks: `MAX_WORK` steps, and the clock.
    fn default() -> Self {
        Budget::steps(MAX_WORK)
    }
}

impl Budget {
    /// At most `steps` steps (and the clock).
    pub fn steps(steps: usize) -> Self {
        Budget::of(Some((steps as u64).saturating_mul(STEP_UNITS)))
    }

    /// No limit: the search answers, however long it takes.
    pub(crate) fn unlimited() -> Self {
        Budget::of(None)
    }

    fn of(most: Option<u64>) -> Self {
        Budget {
            most,
            spent: Cell::new(0),
            next_look: Cell::new(CLOCK_EVERY),
            clock: Clock::start(),
            stopped: Cell::new(None),
        }
    }

    /// Spends `units`; `false` once the budget is spent (then every later
    /// call is `false` too, and the search winds down).
    #[inline]
    pub(super) fn spend(&self, units: u64) -> bool {
        let spent = self.spent.get().saturating_add(units);
        self.spent.set(spent);
        let Some(most) = self.most else {
            return true;
        };
        if self.stopped.get().is_some() {
            return false;
        }
        if spent > most {
            self.stop(false);
            return false;
        }
        if spent >= self.next_look.get() {
            self.next_look.set(spent.saturating_add(CLOCK_EVERY));
            if self.clock.elapsed() > CLOCK {
                self.stop(true);
                return false;
            }
        }
        true
    }

    fn stop(&self, by_clock: bool) {
        let most = self.most.unwrap_or(u64::MAX);
        let steps = |units: u64| usize::try_from(units / STEP_UNITS).unwrap_or(usize::MAX);
        self.stopped.set(Some(Stopped {
            steps: steps(self.spent.get()),
            most: steps(most),
            by_clock,
        }));
    }

    /// The budget is spent: what the search found is no answer.
    #[inline]
    pub(crate) fn is_spent(&self) -> bool {
        self.stopped.get().is_some()
    }

    /// Why the search stopped, if it did.
    pub fn stopped(&self) -> Option<Stopped> {
        self.stopped.get()
    }

    /// The units spent so far (for the benches and the tests that calibrate them).
    pub fn spent(&self) -> u64 {
        self.spent.get()
    }

    /// `Ok(value)`, or `Err` where the budget was spent before it was found.
    pub fn answer<T>(&self, value: T) -> Result<T, Stopped> {
        match self.stopped.get() {
            Some(stopped) => Err(stopped),
            None => Ok(value),
        }
    }
}
