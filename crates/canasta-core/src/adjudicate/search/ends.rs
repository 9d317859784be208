//! The end of a run: the runs laid first added to each state the stages
//! reached, which states may end the turn, which reach the minimum (or are
//! exempt), and the best of them turned back into a plan.

use super::problem::{Exemption, Mode, Plan};
use super::programme::{Memo, Programme, RunResult};
use super::states::{ALONE, HAND_CANASTA, NO, State, TOUCHED};
use super::trace::Trace;

/// An end state chosen: the stages' state and the same with the runs, the
/// value compared and the exemption used.
type Choice = ((usize, usize), i64, Option<Exemption>);

/// What the runs laid first add to every end state.
struct RunsLaid {
    flags: usize,
    value: i64,
    /// They add nothing.
    none: bool,
}

impl Programme<'_> {
    /// The runs' part of an end state: their flags and value.
    fn runs_laid(&self) -> RunsLaid {
        let start = self.start;
        let flags = (usize::from(start.hand_canastas > 0) * HAND_CANASTA)
            | (usize::from(!start.melds.is_empty() && start.best_alone >= self.p.required) * ALONE)
            | (usize::from(start.touched && self.scored.is_some()) * TOUCHED);
        let value = if self.scored.is_some() {
            start.gain
        } else {
            start.points
        };
        RunsLaid {
            flags,
            value,
            // Most hands lay no runs: nothing to add.
            none: start.wilds == 0 && start.canastas == 0 && flags == 0 && value == 0,
        }
    }

    /// The stages' end state `j` with the runs laid first: its index, what
    /// it is and its value; `None` when the runs want wild cards it used.
    fn with_runs(&self, runs: &RunsLaid, j: usize, v: i64) -> Option<(usize, State, i64)> {
        let s = self.states.decode(j);
        if runs.none {
            return Some((j, s, v));
        }
        let start = self.start;
        let wilds = s.wilds + start.wilds as usize;
        if wilds > self.states.wilds {
            return None;
        }
        let s = State {
            wilds,
            canastas: self.canastas().add_all(s.canastas, start.canastas as usize),
            flags: s.flags | runs.flags,
            ..s
        };
        Some((self.states.index(s), s, v + runs.value))
    }

    /// Whether the state may end the turn as the mode asks.
    fn ends_ok(&self, s: State, unused: u32) -> bool {
        let p = self.p;
        let left = unused.min(2);
        match (self.mode, self.scored) {
            (Mode::Stay, _) => left >= 2,
            // The final discard, if any, is already out of the hand.
            (Mode::GoOut, Some(_)) => {
                self.canastas().met(s.canastas) && p.extra_cards == 0 && unused == 0
            }
            (Mode::GoOut, None) => {
                self.canastas().met(s.canastas)
                    && p.extra_cards == 0
                    && if self.rules.discard_optional() {
                        left <= 1
                    } else {
                        left == 1
                    }
            }
        }
    }

    /// Where a way falls short of the minimum: the exemption it may use.
    fn exemption(&self, hand_canasta: bool) -> Option<Exemption> {
        let (p, rules) = (self.p, self.rules);
        if self.mode == Mode::GoOut
            && rules.exempt_concealed_going_out()
            && p.concealed_allowed
            && p.top.is_none()
            && p.table.is_empty()
        {
            Some(Exemption::ConcealedGoingOut)
        } else if rules.exempt_canasta_from_hand() && hand_canasta {
            Some(Exemption::CanastaFromHand)
        } else {
            None
        }
    }

    /// Whether a way out is concealed.
    fn concealed(&self, flags: usize) -> bool {
        self.rules.concealed(
            flags & TOUCHED != 0,
            flags & HAND_CANASTA != 0,
            self.p.concealed_allowed,
        )
    }

    /// The end states of the last stage's table `cur`: the best plan, and
    /// the most points any way reaches.
    pub(super) fn end(&self, cur: &[i64], memo: &Memo) -> RunResult {
        let mut out = RunResult {
            plan: None,
            best_points: None,
            best_unkept: None,
            concealed: None,
        };
        let mut chosen: Option<Choice> = None;
        let mut concealed: Option<Choice> = None;
        let runs = self.runs_laid();
        for (j, &v) in cur.iter().enumerate() {
            if v == NO {
                continue;
            }
            let Some((choice, is_concealed)) = self.judge(&runs, j, v, &mut out) else {
                continue;
            };
            if self.better(&choice, chosen.as_ref()) {
                chosen = Some(choice);
            }
            if is_concealed && self.better(&choice, concealed.as_ref()) {
                concealed = Some(choice);
            }
        }
        let trace = Trace::new(self, memo);
        // Spelling a plan out is a good part of a run's work: one that
        // cannot win is not.
        let beats = |(_, value, e): &Choice| {
            self.bar.is_none_or(|(reached, points, tie)| {
                let me = (e.is_none(), *value);
                me > (reached, points) || (tie && me == (reached, points))
            })
        };
        out.plan = chosen.filter(beats).map(|c| self.finish(&trace, c));
        out.concealed = concealed.map(|c| self.finish(&trace, c));
        out
    }

    /// The stages' end state `j`, of value `v`, with the runs: the choice it
    /// is, and whether it is a concealed way out, where it may end the
    /// turn and reaches the minimum (or is exempt). The most points seen go
    /// into `out`.
    fn judge(
        &self,
        runs: &RunsLaid,
        j: usize,
        v: i64,
        out: &mut RunResult,
    ) -> Option<(Choice, bool)> {
        let (p, rules) = (self.p, self.rules);
        let (i, s, v) = self.with_runs(runs, j, v)?;
        let w = s.wilds;
        // Scoring a way out, the whole hand is laid: its points are known.
        let points = self.scored.unwrap_or(v + self.wilds.value[w]);
        let unused =
            s.left as u32 + (self.states.wilds - w) as u32 + self.left_black + p.extra_cards;
        let laid_nothing = match self.scored {
            Some(_) => p.hand.is_empty(),
            None => w == 0 && v == 0,
        };
        if laid_nothing && (p.table.is_empty() || !p.only_go_out) {
            // Melding nothing is not a meld.
            return None;
        }
        if points > 0 || w > 0 {
            out.best_unkept = out.best_unkept.max(Some(points));
        }
        if !self.ends_ok(s, unused) {
            return None;
        }
        out.best_points = out.best_points.max(Some(points));
        let reached = if rules.single_meld() {
            s.flags & ALONE != 0
        } else {
            points >= p.required
        };
        let exemption = if reached {
            None
        } else {
            Some(self.exemption(s.flags & HAND_CANASTA != 0)?)
        };
        let concealed = self.scored.is_some() && self.concealed(s.flags);
        let value = match self.scored {
            Some(_) => v + self.wilds.value[w] + rules.going_out_bonus(self.concealed(s.flags)),
            None => points,
        };
        Some((((j, i), value, exemption), concealed))
    }

    /// `choice` is better than the best so far: scoring a way out, by its
    /// score, then reaching the minimum; else the other way round.
    fn better(&self, (_, value, e): &Choice, best: Option<&Choice>) -> bool {
        match best {
            None => true,
            Some((_, pv, pe)) if self.scored.is_some() => {
                (*value, e.is_none()) > (*pv, pe.is_none())
            }
            Some((_, pv, pe)) => (e.is_none(), *value) > (pe.is_none(), *pv),
        }
    }

    /// The plan of an end state chosen.
    fn finish(
        &self,
        trace: &Trace,
        ((j, i), value, exemption): Choice,
    ) -> (Plan, Option<Exemption>) {
        let s = self.states.decode(i);
        let mut plan = trace.rebuild(j, s.wilds);
        plan.canastas = self.canastas().all(s.canastas) as u32;
        plan.score = value;
        match self.scored {
            Some(laid) => {
                plan.points = laid;
                plan.concealed = self.concealed(s.flags);
            }
            None => plan.points = value,
        }
        (plan, exemption)
    }
}
