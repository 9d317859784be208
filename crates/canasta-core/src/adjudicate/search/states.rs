//! The programme's states and the table a stage fills.
//!
//! A state is how many wild cards are used so far, how many cards stay in
//! the hand (capped at 2: only 0, 1 and "enough to discard and keep one"
//! matter), the canastas (`Canastas`) and a few flags; one number indexes
//! it in a stage's table, whose value is the best natural points (or, when
//! ways out are scored, what the turn scores). Where a side may have only
//! so many melds of wild cards short of a canasta, and the table has one,
//! the flags count above their bits how many of the table's stay short.

use super::canastas::Canastas;

/// A value no way reaches.
pub(super) const NO: i64 = i64::MIN;

/// Flag: a canasta laid whole from the hand.
pub(super) const HAND_CANASTA: usize = 1;
/// Flag: one meld alone reaches the minimum (for `single_meld`).
pub(super) const ALONE: usize = 2;
/// Flag: cards added to a meld on the table (going out: then it is not
/// concealed); only where ways out are scored.
pub(super) const TOUCHED: usize = 4;

/// One state, decoded.
#[derive(Clone, Copy)]
pub(super) struct State {
    pub wilds: usize,
    pub left: usize,
    pub canastas: usize,
    pub flags: usize,
}

/// The shape of a stage's table.
#[derive(Clone, Copy)]
pub(super) struct States {
    /// The hand's wild cards: a state uses 0 to this many.
    pub wilds: usize,
    pub canastas: Canastas,
    /// The flags' values: `bits` times the counts of incomplete melds of
    /// wild cards told apart.
    flags: usize,
    /// 4, or 8 where the search scores ways out (`TOUCHED`).
    bits: usize,
}

impl States {
    /// `open`: how many counts of the table's melds of wild cards still
    /// short of a canasta are told apart (1: none is counted).
    pub(super) fn new(wilds: usize, canastas: Canastas, scored: bool, open: usize) -> Self {
        let bits = if scored { 8 } else { 4 };
        States {
            wilds,
            canastas,
            flags: bits * open.max(1),
            bits,
        }
    }

    /// How many of the table's melds of wild cards stay short of a canasta
    /// in a state's flags.
    #[inline]
    pub(super) fn open(self, flags: usize) -> usize {
        flags / self.bits
    }

    /// The flags with `open` of the table's melds of wild cards short of a
    /// canasta (capped at what is told apart).
    #[inline]
    pub(super) fn with_open(self, flags: usize, open: usize) -> usize {
        flags % self.bits + open.min(self.flags / self.bits - 1) * self.bits
    }

    pub(super) fn size(self) -> usize {
        (self.wilds + 1) * 3 * self.canastas.values() * self.flags
    }

    #[inline]
    pub(super) fn index(self, s: State) -> usize {
        ((s.wilds * 3 + s.left) * self.canastas.values() + s.canastas) * self.flags + s.flags
    }

    #[inline]
    pub(super) fn decode(self, i: usize) -> State {
        let flags = i % self.flags;
        let rest = i / self.flags;
        let canastas = rest % self.canastas.values();
        let rest = rest / self.canastas.values();
        State {
            wilds: rest / 3,
            left: rest % 3,
            canastas,
            flags,
        }
    }
}

/// One stage's choice: the state it came from and what was laid.
#[derive(Clone, Copy, Default)]
pub(super) struct Step {
    pub prev: u32,
    pub naturals: u32,
    pub wilds: u32,
}

/// The states after a stage, as it fills them: the best value of each, the
/// step that reached it, and (for a rank split into several melds) which
/// split that step took.
pub(super) struct Next {
    pub values: Vec<i64>,
    pub back: Vec<Step>,
    /// Apart from `Step` so that stages without splits pay nothing for it.
    pub chosen: Vec<u32>,
}

impl Next {
    pub(super) fn new(size: usize, splits: bool) -> Self {
        Next {
            values: vec![NO; size],
            back: vec![Step::default(); size],
            chosen: if splits { vec![0; size] } else { Vec::new() },
        }
    }

    /// The tables as slices, for the stage's innermost loop.
    pub(super) fn slots(&mut self) -> Slots<'_> {
        Slots {
            values: &mut self.values,
            back: &mut self.back,
            chosen: &mut self.chosen,
        }
    }
}

/// `Next`'s tables while a stage fills them.
pub(super) struct Slots<'a> {
    values: &'a mut [i64],
    back: &'a mut [Step],
    pub chosen: &'a mut [u32],
}

impl Slots<'_> {
    /// Reach state `j` with `value` by `step`, if that is better.
    #[inline]
    pub(super) fn offer(&mut self, j: usize, value: i64, step: Step) -> bool {
        if value > self.values[j] {
            self.values[j] = value;
            self.back[j] = step;
            true
        } else {
            false
        }
    }
}

/// A state a stage starts from: its index, value and what it is.
#[derive(Clone, Copy)]
pub(super) struct Source {
    pub i: u32,
    pub value: i64,
    pub state: State,
}

impl Source {
    /// The step that lays `naturals` and `wilds` from here.
    pub(super) fn step(self, naturals: u32, wilds: u32) -> Step {
        Step {
            prev: self.i,
            naturals,
            wilds,
        }
    }
}
