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
//! Where the clock is read, so is the caller's `Stop` (`Budget::with_stop`):
//! a search another thread stops ends within a few milliseconds.

use std::cell::Cell;
use std::time::Duration;

use super::clock::Clock;
use super::stop::Stop;

/// The most steps a question may take: past this, an answer would take
/// longer than a player waits (under a second, with the clock).
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
    // The whole process, start-up, winding down and a busy machine's
    // slower pages included, then ends well within a second (0.84 s at
    // most, measured under a load of 7.5 to 8 on 2 cores: docs/speed.md);
    // 0.6 s would refuse openings answered now at 0.55 to 0.6 s.
    Duration::from_millis(700)
};

/// Units between two looks at the clock (and at the caller's `Stop`):
/// a few milliseconds of a release build.
const CLOCK_EVERY: u64 = 4_000_000;

/// The search stopped before it could answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped {
    /// The steps taken when it stopped.
    pub steps: usize,
    /// The most steps a question may take.
    pub most: usize,
    /// What stopped it.
    pub cause: StopCause,
}

/// What stopped a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopCause {
    /// The count of steps reached the budget's limit.
    Steps,
    /// The clock (`CLOCK` of CPU time) stopped it before the count did.
    Clock,
    /// The caller raised the budget's `Stop`.
    Caller,
    /// The hand has too many ways to lay runs to search exactly
    /// (`within_reach`'s refusal, made as the ways are found): the search
    /// would take `work` steps at least, merging each way onto the side's
    /// `table_sequences` sequences on the table too.
    TooManyWays {
        /// The steps it would take, at least.
        work: usize,
        /// The side's sequences on the table.
        table_sequences: usize,
    },
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
    /// The caller's flag, looked at with the clock.
    stop: Option<Stop>,
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
            stop: None,
            stopped: Cell::new(None),
        }
    }

    /// The same budget, which also stops once `stop` is raised (from any
    /// thread): the search then answers `Err(Stopped)` with
    /// `StopCause::Caller`. Without one a budget is never stopped so.
    ///
    /// ```
    /// use canasta::adjudicate::search::{Budget, Stop, StopCause};
    /// use canasta::adjudicate::initial;
    ///
    /// let rules = canasta::rules::load("classic")?;
    /// let request = initial::Request {
    ///     hand: canasta::notation::parse_cards("hand", "hK dK cK s2")?.cards(),
    ///     top: None,
    ///     score: 0,
    ///     frozen: false,
    ///     pile_size: None,
    ///     red_threes: 0,
    ///     in_foot: false,
    /// };
    /// let stop = Stop::new();
    /// let budget = Budget::default().with_stop(stop.clone());
    /// // Another thread (the asker went away) calls `stop.stop()`.
    /// stop.stop();
    /// let stopped = initial::judge_within(&rules, &request, &budget).unwrap_err();
    /// assert_eq!(stopped.cause, StopCause::Caller);
    /// # Ok::<(), canasta::Error>(())
    /// ```
    #[must_use]
    pub fn with_stop(mut self, stop: Stop) -> Self {
        self.stop = Some(stop);
        // The first spend looks: a search asked after the stop does no work.
        self.next_look.set(0);
        self
    }

    /// Spends `units`; `false` once the budget is spent (then every later
    /// call is `false` too, and the search winds down).
    #[inline]
    pub(super) fn spend(&self, units: u64) -> bool {
        let spent = self.spent.get().saturating_add(units);
        self.spent.set(spent);
        if self.most.is_none() && self.stop.is_none() {
            return true;
        }
        if self.stopped.get().is_some() {
            return false;
        }
        if self.most.is_some_and(|most| spent > most) {
            self.stop(StopCause::Steps);
            return false;
        }
        if spent >= self.next_look.get() {
            return self.look(spent);
        }
        true
    }

    /// Looks at the caller's flag and the clock (an unlimited budget has
    /// no clock); `false` when either stops the search.
    #[cold]
    fn look(&self, spent: u64) -> bool {
        self.next_look.set(spent.saturating_add(CLOCK_EVERY));
        if self.stop.as_ref().is_some_and(Stop::is_stopped) {
            self.stop(StopCause::Caller);
            return false;
        }
        if self.most.is_some() && self.clock.elapsed() > CLOCK {
            self.stop(StopCause::Clock);
            return false;
        }
        true
    }

    /// Whether the budget has a limit (and a clock): only such a search
    /// refuses a hand with too many ways to lay runs.
    pub(super) fn is_bounded(&self) -> bool {
        self.most.is_some()
    }

    /// Stops the search: the hand has too many ways to lay runs.
    pub(super) fn too_many_ways(&self, too_much: super::TooMuchWork) {
        if self.stopped.get().is_none() {
            self.stop(StopCause::TooManyWays {
                work: too_much.work,
                table_sequences: too_much.table_sequences,
            });
        }
    }

    fn stop(&self, cause: StopCause) {
        let most = self.most.unwrap_or(u64::MAX);
        let steps = |units: u64| usize::try_from(units / STEP_UNITS).unwrap_or(usize::MAX);
        self.stopped.set(Some(Stopped {
            steps: steps(self.spent.get()),
            most: steps(most),
            cause,
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
