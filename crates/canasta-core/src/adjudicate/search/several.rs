//! Several melds of one rank, where the rule set allows them
//! (`meld.several_per_rank`): the naturals and wild cards laid of a rank
//! may form more than one meld, which can hold more wild cards in all
//! (samba: at most 2 a meld) and make more canastas than one meld could.
//!
//! Which melds they form matters to the programme over ranks only through
//! a few things: the canastas (natural and mixed), whether one is laid
//! whole from the hand, and whether one meld reaches the minimum alone.
//! So for each count of naturals and wilds the splits are summed up by
//! those, keeping the best value and the melds that give it; a table of
//! them is built once per rank and run, from the splits of fewer cards.
//!
//! The side's melds of the rank on the table are folded in one at a time:
//! each may take any part of the cards (or none), so a split says which
//! table meld each part goes onto, and counts the canastas of the table's
//! melds of the rank after the turn (and whether any was added to).

use std::cell::Cell;

use super::search_rules::SearchRules;
use super::top::top_ok;
use crate::rules::TakeWith;

/// One meld of a split.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Part {
    /// Naturals from the hand.
    pub naturals: u32,
    pub wilds: u32,
    /// The top card of the pile is in it.
    pub top: bool,
    /// The index (in the problem's table) of the table meld it is added
    /// to; `None`: a new meld of its own.
    pub onto: Option<usize>,
    /// Its points toward the minimum with the best wild cards: the meld
    /// with the most is the one that may reach the minimum alone.
    pub alone_points: i64,
}

/// The best split of some naturals and wilds with one summary.
#[derive(Debug, Clone)]
pub(super) struct Split {
    /// Natural and mixed canastas, each capped at what the programme counts.
    pub natural: u32,
    pub mixed: u32,
    /// A canasta laid whole from the hand.
    pub hand_canasta: bool,
    /// One meld reaches the minimum alone.
    pub alone: bool,
    /// Cards were added to a meld on the table (a way out is then not concealed).
    pub touched: bool,
    /// Points toward the minimum, or what the turn scores when ways out are scored.
    pub value: i64,
    pub parts: Vec<Part>,
}

impl Split {
    fn key(&self) -> (u32, u32, bool, bool, bool) {
        (
            self.natural,
            self.mixed,
            self.hand_canasta,
            self.alone,
            self.touched,
        )
    }

    fn and(&self, rest: &Split, cap: u32) -> Split {
        let mut parts = self.parts.clone();
        parts.extend_from_slice(&rest.parts);
        Split {
            natural: (self.natural + rest.natural).min(cap),
            mixed: (self.mixed + rest.mixed).min(cap),
            hand_canasta: self.hand_canasta || rest.hand_canasta,
            alone: self.alone || rest.alone,
            touched: self.touched || rest.touched,
            value: self.value + rest.value,
            parts,
        }
    }
}

/// What a meld of the rank is worth in this run of the programme.
pub(super) struct Worth<'a> {
    pub rules: &'a SearchRules<'a>,
    /// One natural of the rank.
    pub value: i64,
    /// The top card counts toward the minimum.
    pub top_counted: bool,
    pub required: i64,
    /// The best `i` wild cards are worth `wild_value[i]`.
    pub wild_value: &'a [i64],
    /// Ways out are scored: the value is what the turn scores.
    pub scored: bool,
    /// The most canastas of one purity the programme tells apart.
    pub cap: u32,
    pub take_with: &'a [TakeWith],
    /// New melds of the rank may hold wild cards.
    pub new_wilds: bool,
    /// The side's melds of the rank on the table.
    pub tables: &'a [TableMeld],
    /// Going out: whether a meld of the rank short of a canasta bars it,
    /// of naturals only and with wild cards.
    pub bars: Option<(bool, bool)>,
}

/// A meld of the rank the side has on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct TableMeld {
    /// Its index in the problem's table.
    pub index: usize,
    pub naturals: u32,
    pub wilds: u32,
    /// Wild cards may be added to it.
    pub wilds_ok: bool,
}

impl Worth<'_> {
    /// A meld of `n` naturals and `x` wilds short of a canasta bars going out.
    fn short_bars(&self, n: u32, x: u32) -> bool {
        self.bars.is_some_and(|(natural, mixed)| {
            n + x > 0 && !self.rules.is_canasta(n + x) && if x == 0 { natural } else { mixed }
        })
    }

    /// One meld of `n` naturals from the hand and `x` wilds (and the top card).
    fn part(&self, n: u32, x: u32, top: bool) -> Option<Split> {
        let rules = self.rules;
        let tn = n + u32::from(top);
        if tn == 0
            || (x > 0 && !self.new_wilds)
            || self.short_bars(tn, x)
            || !rules.shape_ok(tn, x)
            || (top && !top_ok(self.take_with, n, x))
        {
            return None;
        }
        let canasta = rules.is_canasta(tn + x);
        let counted = n + u32::from(top && self.top_counted);
        let pts = self.value * i64::from(counted) + rules.counted_bonus(canasta, x == 0);
        let hand_canasta = canasta && !top;
        let gain = self.value * i64::from(tn)
            + rules.canasta_bonus(tn + x, x)
            + if hand_canasta {
                rules.concealed_extra()
            } else {
                0
            };
        let alone_points = pts + self.wild_value.get(x as usize).copied().unwrap_or(0);
        Some(Split {
            natural: u32::from(canasta && x == 0).min(self.cap),
            mixed: u32::from(canasta && x > 0).min(self.cap),
            hand_canasta,
            alone: alone_points >= self.required,
            touched: false,
            value: if self.scored { gain } else { pts },
            parts: vec![Part {
                naturals: n,
                wilds: x,
                top,
                onto: None,
                alone_points,
            }],
        })
    }

    /// `n` naturals from the hand and `x` wilds (and the top card) added to
    /// the table meld `t`; with nothing added, the meld as it stands.
    fn onto(&self, t: &TableMeld, n: u32, x: u32, top: bool) -> Option<Split> {
        let rules = self.rules;
        let (bn, bx) = (t.naturals, t.wilds);
        let before = rules.is_canasta(bn + bx);
        let tn = bn + n + u32::from(top);
        let tx = bx + x;
        let canasta = rules.is_canasta(tn + tx);
        let counts = |c: bool, wild: u32| {
            let c = u32::from(c).min(self.cap);
            if wild == 0 { (c, 0) } else { (0, c) }
        };
        if self.short_bars(tn, tx) {
            return None;
        }
        if n + x + u32::from(top) == 0 {
            let (natural, mixed) = counts(before, bx);
            return Some(Split {
                natural,
                mixed,
                hand_canasta: false,
                alone: false,
                touched: false,
                value: 0,
                parts: Vec::new(),
            });
        }
        if (x > 0 && !t.wilds_ok)
            || x > rules.wild_room(bn + bx)
            || !rules.shape_ok(tn, tx)
            || (top && !top_ok(self.take_with, n, x))
        {
            return None;
        }
        let counted = n + u32::from(top && self.top_counted);
        let pts =
            self.value * i64::from(counted) + rules.counted_bonus(canasta && !before, tx == 0);
        let gain = self.value * i64::from(n + u32::from(top)) + rules.canasta_bonus(tn + tx, tx)
            - rules.canasta_bonus(bn + bx, bx);
        let alone_points = pts + self.wild_value.get(x as usize).copied().unwrap_or(0);
        let (natural, mixed) = counts(canasta, tx);
        Some(Split {
            natural,
            mixed,
            hand_canasta: false,
            alone: alone_points >= self.required,
            // Only a way out that is scored tells it apart.
            touched: self.scored,
            value: if self.scored { gain } else { pts },
            parts: vec![Part {
                naturals: n,
                wilds: x,
                top,
                onto: Some(t.index),
                alone_points,
            }],
        })
    }
}

/// The splits of up to `naturals` naturals and `wilds` wilds of one rank.
pub(super) struct Splits {
    wilds: u32,
    cells: Vec<Vec<Split>>,
    /// The pairs of splits looked at to build them (the work it took).
    work: u64,
}

/// The cells of a table of splits, by naturals and wilds, and the pairs
/// of splits looked at so far.
#[derive(Clone, Copy)]
struct Grid<'a> {
    naturals: u32,
    wilds: u32,
    work: &'a Cell<u64>,
}

impl Grid<'_> {
    fn looked(self, pairs: usize) {
        self.work.set(self.work.get() + pairs as u64);
    }

    fn at(self, n: u32, x: u32) -> usize {
        (n * (self.wilds + 1) + x) as usize
    }

    fn empty(self) -> Vec<Vec<Split>> {
        vec![Vec::new(); self.at(self.naturals, self.wilds) + 1]
    }

    /// Into each cell of `into`, a first meld of `a` naturals and `b`
    /// wilds (`first`) with any split of the rest in `from`.
    fn add(
        self,
        into: &mut [Vec<Split>],
        from: &[Vec<Split>],
        first: impl Fn(u32, u32) -> Option<Split>,
        cap: u32,
    ) {
        for n in 0..=self.naturals {
            for x in 0..=self.wilds {
                let cell = &mut into[self.at(n, x)];
                for a in 0..=n {
                    for b in 0..=x {
                        let Some(first) = first(a, b) else {
                            continue;
                        };
                        let rest = &from[self.at(n - a, x - b)];
                        self.looked(rest.len() * (cell.len() + 1));
                        for rest in rest {
                            keep(cell, &first, rest, cap);
                        }
                    }
                }
            }
        }
    }

    /// The splits of the hand's cards alone into new melds: a first meld,
    /// then any split of the rest (built from the splits of fewer cards).
    fn hand(self, worth: &Worth) -> Vec<Vec<Split>> {
        let mut hand = self.empty();
        hand[0] = vec![Split {
            natural: 0,
            mixed: 0,
            hand_canasta: false,
            alone: 0 >= worth.required,
            touched: false,
            value: 0,
            parts: Vec::new(),
        }];
        for n in 1..=self.naturals {
            for x in 0..=self.wilds {
                let mut cell = Vec::new();
                for n1 in 1..=n {
                    for x1 in 0..=x {
                        let Some(first) = worth.part(n1, x1, false) else {
                            continue;
                        };
                        let rest = &hand[self.at(n - n1, x - x1)];
                        self.looked(rest.len() * (cell.len() + 1));
                        for rest in rest {
                            keep(&mut cell, &first, rest, worth.cap);
                        }
                    }
                }
                hand[self.at(n, x)] = cell;
            }
        }
        hand
    }

    /// `from` with the table meld `t` folded in: it takes any part of the
    /// cards (with the top card, where `top`), or none.
    fn onto(
        self,
        worth: &Worth,
        t: &TableMeld,
        from: &[Vec<Split>],
        top: bool,
        into: &mut [Vec<Split>],
    ) {
        self.add(into, from, |a, b| worth.onto(t, a, b, top), worth.cap);
    }
}

impl Splits {
    /// With `top`, one meld holds the top card (so something is laid).
    pub(super) fn new(worth: &Worth, naturals: u32, wilds: u32, top: bool) -> Splits {
        let work = Cell::new(0);
        let grid = Grid {
            naturals,
            wilds,
            work: &work,
        };
        let mut hand = grid.hand(worth);
        if !top {
            for t in worth.tables {
                let mut next = grid.empty();
                grid.onto(worth, t, &hand, false, &mut next);
                hand = next;
            }
            return Splits {
                wilds,
                cells: hand,
                work: work.get(),
            };
        }
        let mut cells = grid.empty();
        grid.add(&mut cells, &hand, |a, b| worth.part(a, b, true), worth.cap);
        // The top card goes into a new meld or onto one of the table's.
        for t in worth.tables {
            let mut next_cells = grid.empty();
            grid.onto(worth, t, &cells, false, &mut next_cells);
            grid.onto(worth, t, &hand, true, &mut next_cells);
            let mut next_hand = grid.empty();
            grid.onto(worth, t, &hand, false, &mut next_hand);
            cells = next_cells;
            hand = next_hand;
        }
        Splits {
            wilds,
            cells,
            work: work.get(),
        }
    }

    /// The pairs of splits looked at to build them.
    pub(super) fn work(&self) -> u64 {
        self.work
    }

    /// How many splits there are in all.
    pub(super) fn count(&self) -> usize {
        self.cells.iter().map(Vec::len).sum()
    }

    /// The most wilds the table was built for.
    pub(super) fn wilds(&self) -> u32 {
        self.wilds
    }

    /// The different best splits of exactly `n` naturals and `x` wilds.
    pub(super) fn get(&self, n: u32, x: u32) -> &[Split] {
        self.cells
            .get((n * (self.wilds + 1) + x) as usize)
            .map_or(&[], |c| c.as_slice())
    }
}

/// Keep `first` with `rest` unless a split with the same summary is worth
/// as much; the two are joined (their melds copied) only when kept.
fn keep(cell: &mut Vec<Split>, first: &Split, rest: &Split, cap: u32) {
    let key = (
        (first.natural + rest.natural).min(cap),
        (first.mixed + rest.mixed).min(cap),
        first.hand_canasta || rest.hand_canasta,
        first.alone || rest.alone,
        first.touched || rest.touched,
    );
    let value = first.value + rest.value;
    match cell.iter_mut().find(|c| c.key() == key) {
        Some(c) if c.value >= value => {}
        Some(c) => *c = first.and(rest, cap),
        None => cell.push(first.and(rest, cap)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::load;

    fn worth<'a>(rules: &'a SearchRules<'a>, required: i64) -> Worth<'a> {
        Worth {
            rules,
            value: 10,
            top_counted: true,
            required,
            wild_value: &[0, 50, 100, 120, 140],
            scored: false,
            cap: 3,
            take_with: &[TakeWith::NaturalPair],
            new_wilds: true,
            tables: &[],
            bars: None,
        }
    }

    #[test]
    fn six_kings_and_four_wilds_make_two_melds_under_samba() {
        let rules = load("samba").unwrap();
        let rules = SearchRules::new(&rules);
        let t = Splits::new(&worth(&rules, 50), 6, 4, false);
        // One meld may hold 2 wilds: 4 wilds need two melds.
        let splits = t.get(6, 4);
        assert!(!splits.is_empty());
        for s in splits {
            assert!(s.parts.len() >= 2, "{s:?}");
            assert!(s.parts.iter().all(|p| p.wilds <= 2), "{s:?}");
            assert_eq!(s.value, 60);
        }
        // Three melds of two kings hold six wilds, no more.
        let t = Splits::new(&worth(&rules, 50), 6, 7, false);
        assert!(!t.get(6, 6).is_empty());
        assert!(t.get(6, 7).is_empty());
    }

    #[test]
    fn fourteen_kings_make_two_natural_canastas() {
        let rules = load("samba").unwrap();
        let rules = SearchRules::new(&rules);
        let t = Splits::new(&worth(&rules, 50), 14, 0, false);
        assert!(
            t.get(14, 0)
                .iter()
                .any(|s| s.natural == 2 && s.hand_canasta)
        );
        assert!(t.get(13, 0).iter().all(|s| s.natural <= 1));
    }

    #[test]
    fn the_top_card_goes_with_a_natural_pair() {
        let rules = load("samba").unwrap();
        let rules = SearchRules::new(&rules);
        let t = Splits::new(&worth(&rules, 0), 4, 0, true);
        // The top card and one king are no meld; with a pair they are.
        assert!(t.get(1, 0).is_empty());
        assert!(!t.get(2, 0).is_empty());
        assert!(t.get(4, 0).iter().all(|s| s.parts.iter().any(|p| p.top)));
    }
}
