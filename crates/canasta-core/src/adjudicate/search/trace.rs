//! From the programme's end state back to melds: walk the stages' steps
//! back, hand out the wild cards (the best to the meld that reaches the
//! minimum alone), and lay each stage's cards.

use super::problem::{Onto, Plan};
use super::programme::{Chosen, Memo, Programme, Stage};
use super::several::Part;
use super::states::{ALONE, Step};
use super::{costs, runs};
use crate::card::{Card, Rank};

/// What the programme needs to turn an end state back into melds.
pub(super) struct Trace<'a> {
    prog: &'a Programme<'a>,
    steps: &'a [Vec<Step>],
    /// By stage, a rank's splits and which one each state came by.
    splits: &'a [Chosen],
}

/// One stage on the way back: what it was, the step it took and the
/// state it ended in.
struct Pick {
    stage: Stage,
    step: Step,
    at: usize,
}

/// The plan's melds as they are laid, with where each goes.
struct Laying {
    melds: Vec<Vec<Card>>,
    joins: Vec<Option<Rank>>,
    onto: Vec<Onto>,
    /// Cards laid from the hand.
    laid: u32,
    hand_canasta: bool,
}

impl Laying {
    fn push(&mut self, meld: Vec<Card>, join: Option<Rank>, onto: Onto) {
        self.melds.push(meld);
        self.joins.push(join);
        self.onto.push(onto);
    }
}

impl<'a> Trace<'a> {
    pub(super) fn new(prog: &'a Programme<'a>, memo: &'a Memo) -> Self {
        Trace {
            prog,
            steps: &memo.steps,
            splits: &memo.splits,
        }
    }

    /// The melds of the way that ends in the programme's state `i`, `w`
    /// wild cards used in all (the runs' too).
    pub(super) fn rebuild(&self, i: usize, w: usize) -> Plan {
        let prog = self.prog;
        prog.rules.spend(costs::PLAN);
        let (picks, alone_at) = self.walk_back(i);
        let (given, melds) = self.hand_out_wilds(&picks, alone_at, w);
        let start = prog.start;
        let mut laying = Laying {
            joins: vec![None; melds.len()],
            onto: start.onto.to_vec(),
            melds,
            laid: start.laid,
            hand_canasta: start.hand_canastas > 0,
        };
        for (k, pick) in picks.iter().enumerate() {
            self.lay(k, pick, &given[k], &mut laying);
        }
        let p = prog.p;
        let hand_len = p.hand.iter().filter(|c| !c.is_red_three()).count() as u32;
        Plan {
            melds: laying.melds,
            joins: laying.joins,
            onto: laying.onto,
            points: 0,
            mode: prog.mode,
            canastas: 0,
            hand_canasta: laying.hand_canasta,
            cards_left: hand_len.saturating_sub(laying.laid) + p.extra_cards,
            score: 0,
            concealed: false,
        }
    }

    /// The stages' steps back from state `i`, in stage order, and the
    /// stage whose meld reached the minimum alone.
    fn walk_back(&self, i: usize) -> (Vec<Pick>, Option<usize>) {
        let states = self.prog.states;
        let mut picks: Vec<Pick> = Vec::with_capacity(self.prog.stages.len());
        let mut alone_at = None;
        let mut at = i;
        for (k, (&stage, back)) in self.prog.stages.iter().zip(self.steps).enumerate().rev() {
            let step = back[at];
            if states.decode(at).flags & ALONE != 0
                && states.decode(step.prev as usize).flags & ALONE == 0
            {
                alone_at = Some(k);
            }
            picks.push(Pick { stage, step, at });
            at = step.prev as usize;
        }
        picks.reverse();
        (picks, alone_at)
    }

    /// The best `w` wild cards handed out: first to the meld that reaches
    /// the minimum alone, then to the runs (first of all where no stage's
    /// meld reaches it alone: a run may), then stage by stage. Returns each
    /// stage's wild cards and the runs' melds with theirs.
    fn hand_out_wilds(
        &self,
        picks: &[Pick],
        alone_at: Option<usize>,
        w: usize,
    ) -> (Vec<Vec<Card>>, Vec<Vec<Card>>) {
        let start = self.prog.start;
        let mut order: Vec<usize> = (0..picks.len()).collect();
        if let Some(k) = alone_at {
            order.retain(|&o| o != k);
            order.insert(0, k);
        }
        let mut given: Vec<Vec<Card>> = vec![Vec::new(); picks.len()];
        let mut pool = self.prog.wilds.cards[..w].iter().copied();
        let mut melds = start.melds.to_vec();
        let mut runs_filled = false;
        for o in order {
            if !runs_filled && alone_at != Some(o) {
                runs::fill_wilds(start, &mut melds, &mut pool);
                runs_filled = true;
            }
            given[o] = pool.by_ref().take(picks[o].step.wilds as usize).collect();
        }
        if !runs_filled {
            runs::fill_wilds(start, &mut melds, &mut pool);
        }
        (given, melds)
    }

    /// Lays the `k`th stage's cards, `wilds` its wild cards.
    fn lay(&self, k: usize, pick: &Pick, wilds: &[Card], laying: &mut Laying) {
        let step = pick.step;
        let split = self.splits[k].as_ref().and_then(|(sp, chosen)| {
            sp.get(step.naturals, step.wilds)
                .get(chosen[pick.at] as usize)
        });
        match (pick.stage, split) {
            (Stage::Rank(rank), Some(split)) => self.lay_split(rank, &split.parts, wilds, laying),
            (Stage::Rank(rank), None) => self.lay_rank(rank, step, wilds, laying),
            (Stage::BlackThrees, _) => {
                let mut meld: Vec<Card> = self
                    .prog
                    .p
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| c.is_black_three())
                    .take(step.naturals as usize)
                    .collect();
                meld.extend_from_slice(wilds);
                if !meld.is_empty() {
                    laying.push(meld, None, Onto::ByRank);
                }
            }
            (Stage::WildTable(t), _) => {
                if step.wilds > 0 {
                    laying.push(wilds.to_vec(), None, Onto::Table(t));
                }
            }
            (Stage::WildMelds, _) => {
                if step.wilds > 0 {
                    let prog = self.prog;
                    let flags = prog.states.decode(step.prev as usize).flags;
                    let allowed = prog.short_wild_allowed(flags).filter(|&a| a != u32::MAX);
                    let rules = prog.rules;
                    let y = wilds.len() as u32;
                    laying.hand_canasta |= rules.wild_groups_within(y, allowed) > Some(0);
                    for m in rules.split_wild(wilds, allowed) {
                        laying.push(m, None, Onto::ByRank);
                    }
                }
            }
        }
        laying.laid += step.naturals + step.wilds;
    }

    /// The hand's naturals of `rank` the runs left.
    fn naturals(&self, rank: Rank) -> impl Iterator<Item = Card> + '_ {
        self.prog
            .start
            .rest
            .iter()
            .filter(move |c| c.rank() == Some(rank) && c.is_natural())
            .copied()
    }

    /// A rank's one meld, new or onto the side's meld of it.
    fn lay_rank(&self, rank: Rank, step: Step, wilds: &[Card], laying: &mut Laying) {
        let prog = self.prog;
        let is_top = prog.top == Some(rank);
        let mut meld: Vec<Card> = Vec::new();
        if is_top {
            meld.extend(prog.p.top);
        }
        meld.extend(self.naturals(rank).take(step.naturals as usize));
        let has_base = prog.side.base[usize::from(rank.number())] != (0, 0);
        if !has_base && !is_top && prog.rules.is_canasta(meld.len() as u32 + step.wilds) {
            laying.hand_canasta = true;
        }
        meld.extend_from_slice(wilds);
        if !meld.is_empty() {
            laying.push(meld, has_base.then_some(rank), Onto::ByRank);
        }
    }

    /// A rank's cards split into several melds, each new or onto one of the
    /// side's melds of the rank.
    fn lay_split(&self, rank: Rank, parts: &[Part], wilds: &[Card], laying: &mut Laying) {
        let prog = self.prog;
        let mut parts = parts.to_vec();
        // The meld that may reach the minimum alone first: it takes the
        // best of the stage's wild cards.
        parts.sort_by_key(|part| std::cmp::Reverse(part.alone_points));
        let mut naturals = self.naturals(rank);
        let mut wilds = wilds.iter().copied();
        for part in parts {
            let mut one: Vec<Card> = Vec::new();
            if part.top {
                one.extend(prog.p.top);
            }
            one.extend(naturals.by_ref().take(part.naturals as usize));
            one.extend(wilds.by_ref().take(part.wilds as usize));
            match part.onto {
                Some(t) => laying.push(one, Some(rank), Onto::Table(t)),
                None => {
                    laying.hand_canasta |= !part.top && prog.rules.is_canasta(one.len() as u32);
                    laying.push(one, None, Onto::Apart);
                }
            }
        }
    }
}
