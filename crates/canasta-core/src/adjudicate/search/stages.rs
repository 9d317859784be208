//! What each stage may lay from one state, and the states it reaches.

use super::canastas::{MIXED, NATURAL, WILD};
use super::programme::Programme;
use super::rank_melds::{Laid, RankMelds};
use super::search_rules::Short;
use super::several::Splits;
use super::states::{ALONE, HAND_CANASTA, Slots, Source, State, TOUCHED};
use super::top::top_ok;
use crate::card::Rank;

/// What one meld of a stage is, before it is `Laid`.
#[derive(Clone, Copy)]
struct Meld {
    naturals: u32,
    wilds: u32,
    kept: u32,
    canasta: Option<usize>,
    hand_canasta: bool,
    /// What counts toward the minimum.
    points: i64,
    /// What the turn scores.
    gain: i64,
    /// Cards added to a meld on the table.
    touched: bool,
}

impl Meld {
    /// Nothing laid; `kept` cards stay in the hand, and a canasta of
    /// `canasta`'s purity stands on the table.
    fn nothing(kept: u32, canasta: Option<usize>) -> Meld {
        Meld {
            naturals: 0,
            wilds: 0,
            kept,
            canasta,
            hand_canasta: false,
            points: 0,
            gain: 0,
            touched: false,
        }
    }
}

impl Programme<'_> {
    /// One meld's value with the best wilds: does it reach the minimum alone?
    #[inline]
    fn alone(&self, points: i64, wilds: u32) -> bool {
        points + self.wilds.value[wilds as usize] >= self.p.required
    }

    /// Flags for what was laid; `TOUCHED` only where ways out are scored.
    #[inline]
    fn flags(&self, hand_canasta: bool, alone: bool, touched: bool) -> usize {
        (usize::from(hand_canasta) * HAND_CANASTA)
            | (usize::from(alone) * ALONE)
            | (usize::from(touched && self.scored.is_some()) * TOUCHED)
    }

    fn laid(&self, m: Meld) -> Laid {
        Laid {
            naturals: m.naturals,
            wilds: m.wilds,
            kept: m.kept,
            canasta: m.canasta,
            flags: self.flags(m.hand_canasta, self.alone(m.points, m.wilds), m.touched),
            value: if self.scored.is_some() {
                m.gain
            } else {
                m.points
            },
        }
    }

    #[allow(
        clippy::inline_always,
        reason = "called for each state a stage reaches: inlined, each stage's loop is tight (callgrind, commit 93d3d6d)"
    )]
    #[inline(always)]
    fn push(&self, from: Source, laid: &Laid, next: &mut Slots<'_>) {
        let s = from.state;
        let to = State {
            wilds: s.wilds + laid.wilds as usize,
            left: (s.left + laid.kept as usize).min(2),
            canastas: laid.canasta.map_or(s.canastas, |purity| {
                self.canastas().add(s.canastas, purity, 1)
            }),
            flags: s.flags | laid.flags,
        };
        next.offer(
            self.states.index(to),
            from.value + laid.value,
            from.step(laid.naturals, laid.wilds),
        );
    }

    /// What a rank's stage may lay as one meld of the rank: a new one or
    /// onto the side's meld of it, or nothing.
    pub(super) fn rank_melds(&self, rank: Rank, melds: &mut RankMelds) {
        let rules = self.rules;
        let r = usize::from(rank.number());
        let cnt = self.counts[r];
        let (bn, bx) = self.side.base[r];
        let is_top = self.top == Some(rank);
        // Not melded; a table meld of this rank stays as it is.
        let base_canasta = bn + bx > 0 && rules.is_canasta(bn + bx);
        melds.nothing = (!is_top && !self.short_bars(rank, bn, bx))
            .then(|| self.laid(Meld::nothing(cnt, base_canasta.then_some(purity(bx)))));
        let extra = u32::from(is_top);
        let max_x = if rules.wilds_ok(rank, !self.p.table.is_empty(), Some((bn, bx))) {
            let room = if bn + bx > 0 {
                rules.wild_room(bn + bx)
            } else {
                u32::MAX
            };
            (self.states.wilds as u32)
                .min(rules.wild_cap(bn + cnt + extra, bx))
                .min(room)
        } else {
            0
        };
        melds.laid.clear();
        melds.ends.clear();
        melds.laid.reserve(3 * (max_x as usize + 1));
        melds.ends.reserve(max_x as usize + 1);
        for x in 0..=max_x {
            let nmax = cnt.min(rules.room(bn + bx + x + extra));
            // Leaving out more than two naturals never helps.
            for n in (nmax.saturating_sub(2)..=nmax).rev() {
                if let Some(m) = self.rank_meld(rank, n, x) {
                    melds.laid.push(self.laid(m));
                }
            }
            melds.ends.push(melds.laid.len());
        }
    }

    /// Going out, a meld of `rank` with `n` naturals and `x` wild cards
    /// short of a canasta bars it (modern-american: aces and sevens).
    pub(super) fn short_bars(&self, rank: Rank, n: u32, x: u32) -> bool {
        self.bars
            && n + x > 0
            && !self.rules.is_canasta(n + x)
            && self.rules.bars(if x == 0 {
                Short::Natural(rank)
            } else {
                Short::Mixed(rank)
            })
    }

    /// A rank's stage from one state.
    pub(super) fn rank(&self, melds: &RankMelds, from: Source, next: &mut Slots<'_>) {
        if let Some(nothing) = &melds.nothing {
            self.push(from, nothing, next);
        }
        let free = self.states.wilds - from.state.wilds;
        let end = melds.ends[free.min(melds.ends.len() - 1)];
        for laid in &melds.laid[..end] {
            self.push(from, laid, next);
        }
    }

    /// `n` naturals of the hand and `x` wilds (and the top card, where it
    /// is of the rank) laid as the rank's meld, or onto the side's.
    fn rank_meld(&self, rank: Rank, n: u32, x: u32) -> Option<Meld> {
        let rules = self.rules;
        let r = usize::from(rank.number());
        let (bn, bx) = self.side.base[r];
        let is_top = self.top == Some(rank);
        let extra = u32::from(is_top);
        if n + x + extra == 0 || (is_top && !top_ok(&self.p.take_with, n, x)) {
            return None;
        }
        let (tn, tx) = (bn + n + extra, bx + x);
        if !rules.shape_ok(tn, tx) || self.short_bars(rank, tn, tx) {
            return None;
        }
        let has_base = bn + bx > 0;
        let canasta = rules.is_canasta(tn + tx);
        let hand_canasta = !has_base && !is_top && canasta;
        let value = rules.rank_value(rank);
        // Some rule sets do not count the top card toward the minimum.
        let counted = if rules.top_counted() { extra } else { 0 };
        let points = value * i64::from(n + counted)
            + rules.counted_bonus(canasta && !rules.is_canasta(bn + bx), tx == 0);
        let gain = value * i64::from(n + extra) + rules.canasta_bonus(tn + tx, tx)
            - rules.canasta_bonus(bn + bx, bx)
            + if hand_canasta {
                rules.concealed_extra()
            } else {
                0
            };
        Some(Meld {
            naturals: n,
            wilds: x,
            kept: self.counts[r] - n,
            canasta: canasta.then_some(purity(tx)),
            hand_canasta,
            points,
            gain,
            touched: has_base && n + x > 0,
        })
    }

    /// A rank's stage where its cards may form several melds: each of its
    /// best splits (`several`).
    pub(super) fn split_rank(
        &self,
        rank: Rank,
        splits: &Splits,
        from: Source,
        next: &mut Slots<'_>,
    ) {
        let s0 = from.state;
        let cnt = self.counts[usize::from(rank.number())];
        let free = (self.states.wilds - s0.wilds) as u32;
        let c = self.canastas();
        for x in 0..=free.min(splits.wilds()) {
            for n in 0..=cnt {
                for (k, s) in splits.get(n, x).iter().enumerate() {
                    let to = State {
                        wilds: s0.wilds + x as usize,
                        left: (s0.left + (cnt - n) as usize).min(2),
                        canastas: c.add(
                            c.add(s0.canastas, NATURAL, s.natural as usize),
                            MIXED,
                            s.mixed as usize,
                        ),
                        flags: s0.flags | self.flags(s.hand_canasta, s.alone, s.touched),
                    };
                    let j = self.states.index(to);
                    if next.offer(j, from.value + s.value, from.step(n, x)) {
                        next.chosen[j] = k as u32;
                    }
                }
            }
        }
    }

    /// The black threes, melded going out.
    pub(super) fn black_threes(&self, from: Source, next: &mut Slots<'_>) {
        let rules = self.rules;
        let black = self.black;
        self.push(from, &self.laid(Meld::nothing(black, None)), next);
        let value = rules.black_three_value();
        let free = (self.states.wilds - from.state.wilds) as u32;
        for x in 0..=free.min(rules.black_max_wilds()) {
            for n in (1..=black).filter(|&n| rules.black_shape_ok(n, x)) {
                let points = value * i64::from(n);
                let meld = Meld {
                    naturals: n,
                    wilds: x,
                    points,
                    gain: points,
                    ..Meld::nothing(black - n, None)
                };
                self.push(from, &self.laid(meld), next);
            }
        }
    }

    /// The table meld `t` of wild cards only, growing by the hand's wild
    /// cards up to its limit; the one that closes it makes a wild canasta.
    pub(super) fn wild_table(&self, t: usize, from: Source, next: &mut Slots<'_>) {
        let rules = self.rules;
        let size = self.p.table[t].len() as u32;
        let room = rules
            .wild_max()
            .saturating_sub(size)
            .min(rules.wild_room(size));
        let free = (self.states.wilds - from.state.wilds) as u32;
        let bars = self.bars && rules.bars(Short::Wild);
        for k in 0..=free.min(room) {
            let short = !rules.is_canasta(size + k);
            if short && bars {
                // Going out, a meld of wild cards short of a canasta bars it.
                continue;
            }
            // One more of the table's melds of wild cards stays short.
            let from = if short {
                let s = from.state;
                let open = self.states.open(s.flags) + 1;
                Source {
                    state: State {
                        flags: self.states.with_open(s.flags, open),
                        ..s
                    },
                    ..from
                }
            } else {
                from
            };
            let completes = !rules.is_canasta(size) && !short;
            let bonus = if completes { rules.wild_bonus() } else { 0 };
            let meld = Meld {
                wilds: k,
                canasta: completes.then_some(WILD),
                points: if rules.counts_canasta_bonus() {
                    bonus
                } else {
                    0
                },
                gain: bonus,
                touched: k > 0,
                ..Meld::nothing(0, None)
            };
            self.push(from, &self.laid(meld), next);
        }
    }

    /// The hand's wild cards laid as melds of wild cards only: several
    /// canastas may come at once.
    pub(super) fn wild_melds(&self, from: Source, next: &mut Slots<'_>) {
        let rules = self.rules;
        let s0 = from.state;
        let free = (self.states.wilds - s0.wilds) as u32;
        // The melds of wild cards short of a canasta the side may still lay.
        let Some(allowed) = self.short_wild_allowed(s0.flags) else {
            return;
        };
        let groups = self.wild_row(allowed);
        for y in 0..=free {
            let Some(c) = groups[y as usize] else {
                continue;
            };
            let bonus = if rules.counts_canasta_bonus() {
                i64::from(c) * rules.wild_bonus()
            } else {
                0
            };
            let single = rules.fits(y) && y > 0 && self.alone(bonus, y);
            let to = State {
                wilds: s0.wilds + y as usize,
                left: s0.left,
                canastas: self.canastas().add(s0.canastas, WILD, c as usize),
                flags: s0.flags
                    | (usize::from(c > 0) * HAND_CANASTA)
                    | (usize::from(single) * ALONE),
            };
            let gain = match self.scored {
                Some(_) => i64::from(c) * (rules.wild_bonus() + rules.concealed_extra()),
                None => bonus,
            };
            next.offer(self.states.index(to), from.value + gain, from.step(0, y));
        }
    }
}

/// A canasta's purity by its wild cards.
fn purity(wilds: u32) -> usize {
    if wilds > 0 { MIXED } else { NATURAL }
}
