//! The canastas a state of the programme counts, as one number.

use super::problem::Mode;
use super::search_rules::SearchRules;

/// How a state counts canastas: all of them, capped at what going out
/// needs; and going out, where the rule set asks for canastas of a purity
/// (hand-and-foot: a natural and a mixed one), the natural, mixed and wild
/// ones beside, each capped at what is needed. The tuple is one number
/// (`index`), the count alone where no purity is asked for, so that the
/// programme's innermost loop does no arithmetic for it.
#[derive(Clone, Copy)]
pub(super) struct Canastas {
    need: usize,
    wants: [usize; 3],
    /// How many values each part takes: all, natural, mixed, wild.
    sizes: [usize; 4],
    /// Their product: how many different counts there are.
    values: usize,
    /// No purity is asked for.
    plain: bool,
}

/// The purity of a canasta: natural, mixed or of wild cards only.
pub(super) const NATURAL: usize = 0;
pub(super) const MIXED: usize = 1;
pub(super) const WILD: usize = 2;

impl Canastas {
    pub(super) fn new(rules: &SearchRules, mode: Mode) -> Self {
        let (need, wants) = match mode {
            Mode::Stay => (0, [0; 3]),
            // A rule set's own group kinds rename such canastas: go-out's
            // own check judges those.
            Mode::GoOut => (
                rules.canastas_to_go_out() as usize,
                rules.purities_to_go_out().map(|w| w as usize),
            ),
        };
        Canastas {
            need,
            wants,
            sizes: [need + 1, wants[0] + 1, wants[1] + 1, wants[2] + 1],
            values: (need + 1) * (wants[0] + 1) * (wants[1] + 1) * (wants[2] + 1),
            plain: wants == [0; 3],
        }
    }

    /// How many different counts there are.
    #[inline]
    pub(super) fn values(&self) -> usize {
        self.values
    }

    /// The most canastas of one purity told apart.
    pub(super) fn cap(&self) -> u32 {
        self.sizes.iter().copied().max().unwrap_or(1) as u32 - 1
    }

    fn split(&self, can: usize) -> [usize; 4] {
        let mut d = [0usize; 4];
        let mut c = can;
        for (i, s) in self.sizes.iter().enumerate() {
            d[i] = c % s;
            c /= s;
        }
        d
    }

    fn join(&self, d: [usize; 4]) -> usize {
        d.iter()
            .zip(&self.sizes)
            .rev()
            .fold(0, |acc, (&x, &s)| acc * s + x)
    }

    /// Before any stage: the table's canastas (its natural and mixed ones
    /// of a rank are counted by the rank's stage).
    pub(super) fn start(&self, table: usize, table_wild: usize) -> usize {
        self.join([table.min(self.need), 0, 0, table_wild.min(self.wants[WILD])])
    }

    /// `k` more canastas of `purity`.
    #[inline]
    pub(super) fn add(&self, can: usize, purity: usize, k: usize) -> usize {
        if self.plain {
            return (can + k).min(self.need);
        }
        let mut d = self.split(can);
        d[0] = (d[0] + k).min(self.need);
        d[1 + purity] = (d[1 + purity] + k).min(self.wants[purity]);
        self.join(d)
    }

    /// `k` more canastas counted among all only (the runs').
    pub(super) fn add_all(&self, can: usize, k: usize) -> usize {
        if self.plain {
            return (can + k).min(self.need);
        }
        let mut d = self.split(can);
        d[0] = (d[0] + k).min(self.need);
        self.join(d)
    }

    /// Enough canastas, of each purity asked for, to go out.
    pub(super) fn met(&self, can: usize) -> bool {
        if self.plain {
            return can >= self.need;
        }
        let d = self.split(can);
        d[0] >= self.need && (0..3).all(|t| d[1 + t] >= self.wants[t])
    }

    /// All canastas counted.
    pub(super) fn all(&self, can: usize) -> usize {
        self.split(can)[0]
    }
}
