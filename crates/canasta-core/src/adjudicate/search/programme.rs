//! One run of the programme over ranks: the hand a way to lay runs leaves,
//! stage by stage (`stages`), then the end states judged (`ends`) and the
//! best turned back into melds (`trace`).

use super::canastas::Canastas;
use super::costs;
use super::naturals::{natural_ranks, rank_counts};
use super::problem::{Exemption, Mode, Plan, Problem};
use super::rank_melds::RankMelds;
use super::runs::RunChoice;
use super::search_rules::SearchRules;
use super::search_rules::Short;
use super::several;
use super::side::SideMelds;
use super::states::{Next, Source, State, States, Step};
use crate::card::{Card, Rank};

/// What one stage of the programme melds: a rank, the black threes or wild melds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stage {
    Rank(Rank),
    BlackThrees,
    /// Wild cards added to the table meld of this index, of wild cards only.
    WildTable(usize),
    WildMelds,
}

/// The hand's wild cards, best first (jokers, or whatever is worth most:
/// the best `w` wilds are a prefix), and their running values.
pub(super) struct Wilds {
    pub cards: Vec<Card>,
    /// `value[w]`: the best `w` together.
    pub value: Vec<i64>,
    /// `groups[a][y]`: `y` wild cards as melds of wild cards only, at most
    /// `a` of them short of a canasta; the last row: any number
    /// (`SearchRules::wild_groups_within`).
    pub groups: Vec<Vec<Option<u32>>>,
}

impl Wilds {
    pub(super) fn of(rules: &SearchRules, hand: &[Card]) -> Self {
        let mut cards: Vec<Card> = hand.iter().copied().filter(|c| c.is_wild()).collect();
        cards.sort_by_key(|&c| std::cmp::Reverse(rules.value(c)));
        let value = std::iter::once(0)
            .chain(cards.iter().scan(0, |s, &c| {
                *s += rules.value(c);
                Some(*s)
            }))
            .collect();
        let most = rules.max_incomplete_wild_melds();
        let groups = (0..=most.unwrap_or(0))
            .map(Some)
            .chain([None])
            .map(|a| {
                (0..=cards.len() as u32)
                    .map(|y| rules.wild_groups_within(y, a))
                    .collect()
            })
            .collect();
        Wilds {
            cards,
            value,
            groups,
        }
    }
}

/// A rank's splits into several melds, and which one each state came by.
pub(super) type Chosen = Option<(several::Splits, Vec<u32>)>;

/// The programme's tables by stage for the last hand it ran on. The ways to
/// lay runs come sorted by the naturals they leave (`by_remainder`), so the
/// next way that leaves as many of the first ranks starts from there; the
/// runs themselves are added at the end (`ends`).
#[derive(Default)]
pub(super) struct Memo {
    /// More than one hand to run: keep every stage's table.
    pub keep: bool,
    counts: Option<[u32; 14]>,
    /// `tables[k]`: the states before stage `k`.
    tables: Vec<Vec<i64>>,
    pub steps: Vec<Vec<Step>>,
    /// By stage, a rank's splits and which one each state came by.
    pub splits: Vec<Chosen>,
    /// What a rank's stage lays, for the stage running.
    melds: RankMelds,
}

impl Memo {
    pub(super) fn new(hands: usize) -> Self {
        Memo {
            keep: hands > 1,
            ..Memo::default()
        }
    }
}

/// The best plan so far, as `Programme::bar` says.
pub(super) type Bar = (bool, i64, bool);

/// What a run of the programme found.
#[derive(Default)]
pub(super) struct RunResult {
    pub plan: Option<(Plan, Option<Exemption>)>,
    pub best_points: Option<i64>,
    pub best_unkept: Option<i64>,
    /// Scoring a way out: the best concealed way.
    pub concealed: Option<(Plan, Option<Exemption>)>,
}

/// One run: the question, the hand it melds from and what it counts.
pub(super) struct Programme<'a> {
    pub p: &'a Problem<'a>,
    pub rules: &'a SearchRules<'a>,
    pub mode: Mode,
    /// Scoring a way out: the card points of the whole hand, all of it laid.
    pub scored: Option<i64>,
    pub wilds: &'a Wilds,
    /// The runs laid first; the programme melds what they leave.
    pub start: &'a RunChoice,
    /// Naturals of each rank (by rank number) left for groups.
    pub counts: [u32; 14],
    pub states: States,
    pub side: SideMelds,
    pub stages: Vec<Stage>,
    /// The rank of the top card, where it is a natural that melds.
    pub top: Option<Rank>,
    /// The hand's black threes, and those no stage melds.
    pub black: u32,
    pub left_black: u32,
    /// Going out: melds short of a canasta of some kinds bar it
    /// (`SearchRules::bars`).
    pub bars: bool,
    /// Where no way out is scored: the best found by the ways to lay runs
    /// run before (reaching the minimum, points, and whether this way wins
    /// a tie with it). A plan that cannot beat it is not spelled out.
    pub bar: Option<Bar>,
}

impl<'a> Programme<'a> {
    pub(super) fn new(
        p: &'a Problem<'a>,
        rules: &'a SearchRules<'a>,
        mode: Mode,
        wilds: &'a Wilds,
        scored: Option<i64>,
        start: &'a RunChoice,
    ) -> Self {
        let side = SideMelds::new(rules, &p.table);
        let mut stages: Vec<Stage> = natural_ranks().map(Stage::Rank).collect();
        if mode == Mode::GoOut && rules.black_threes_going_out() {
            stages.push(Stage::BlackThrees);
        }
        stages.extend(side.wild_tables.iter().map(|&t| Stage::WildTable(t)));
        stages.push(Stage::WildMelds);
        let black = p.hand.iter().filter(|c| c.is_black_three()).count() as u32;
        let canastas = Canastas::new(rules, mode);
        let most = rules.max_incomplete_wild_melds();
        // The table's melds of wild cards short of a canasta are counted
        // (up to one past the limit) where there is a limit and one of them.
        let open = match most {
            Some(m) if side.short_wild > 0 => m as usize + 2,
            _ => 1,
        };
        Programme {
            p,
            rules,
            mode,
            scored,
            wilds,
            start,
            counts: rank_counts(&start.rest),
            states: States::new(wilds.cards.len(), canastas, scored.is_some(), open),
            side,
            left_black: if stages.contains(&Stage::BlackThrees) {
                0
            } else {
                black
            },
            stages,
            top: p
                .top
                .filter(|c| c.is_natural() && !c.is_three())
                .and_then(Card::rank),
            black,
            bars: mode == Mode::GoOut,
            bar: None,
        }
    }

    /// This run, its best plan spelled out only where it beats `bar`.
    pub(super) fn above(self, bar: Option<Bar>) -> Self {
        Programme { bar, ..self }
    }

    /// How many new melds of wild cards only may stay short of a canasta
    /// from a state with `flags` (`u32::MAX`: any number); `None` where the
    /// table's already break the limit.
    pub(super) fn short_wild_allowed(&self, flags: usize) -> Option<u32> {
        if self.bars && self.rules.bars(Short::Wild) {
            return Some(0);
        }
        match self.rules.max_incomplete_wild_melds() {
            None => Some(u32::MAX),
            Some(most) => most.checked_sub(self.states.open(flags) as u32),
        }
    }

    /// The row of `wild_groups` for `allowed` new melds short of a canasta.
    pub(super) fn wild_row(&self, allowed: u32) -> &[Option<u32>] {
        let groups = &self.wilds.groups;
        let last = groups.len() - 1;
        let row = if allowed == u32::MAX {
            last
        } else {
            (allowed as usize).min(last - 1)
        };
        &groups[row]
    }

    pub(super) fn canastas(&self) -> Canastas {
        self.states.canastas
    }

    /// The run, starting from the first stage whose hand differs from the
    /// memo's last.
    pub(super) fn run(&self, memo: &mut Memo) -> RunResult {
        let from = self.resume(memo);
        for &stage in &self.stages[from..] {
            if self.rules.is_spent() {
                break;
            }
            // Out of the memo while the stage reads it: a local table keeps
            // the programme's innermost loop fast.
            let Some(cur) = memo.tables.pop() else {
                break;
            };
            let (next, splits) = self.stage(stage, &cur, &mut memo.melds);
            // A hand that lays no runs runs once: nothing to keep.
            if memo.keep {
                memo.tables.push(cur);
            }
            memo.tables.push(next.values);
            memo.steps.push(next.back);
            memo.splits.push(splits.map(|s| (s, next.chosen)));
        }
        if self.rules.is_spent() {
            // No answer: the question is refused. What the memo holds is
            // not to be resumed from.
            *memo = Memo::new(usize::from(memo.keep) + 1);
            return RunResult::default();
        }
        let cur = memo.tables.pop().unwrap_or_default();
        let out = self.end(&cur, memo);
        memo.tables.push(cur);
        out
    }

    /// Readies the memo for this hand: the stages from the first rank whose
    /// naturals differ from the last hand's on are run again.
    fn resume(&self, memo: &mut Memo) -> usize {
        if memo.tables.is_empty() {
            memo.tables.reserve(self.stages.len() + 1);
            memo.steps.reserve(self.stages.len());
            memo.splits.reserve(self.stages.len());
            let mut first = vec![super::states::NO; self.states.size()];
            let canastas = self
                .canastas()
                .start(self.side.canastas, self.side.wild_canastas);
            first[self.states.index(State {
                wilds: 0,
                left: 0,
                canastas,
                flags: 0,
            })] = 0;
            memo.tables.push(first);
        }
        let counts = &self.counts;
        let from = match memo.counts {
            None => 0,
            Some(last) => self
                .stages
                .iter()
                .position(|s| {
                    matches!(s, Stage::Rank(r) if last[usize::from(r.number())] != counts[usize::from(r.number())])
                })
                .unwrap_or(self.stages.len()),
        };
        memo.counts = Some(*counts);
        memo.tables.truncate(from + 1);
        memo.steps.truncate(from);
        memo.splits.truncate(from);
        from
    }

    /// One stage from the states before it (`cur`).
    fn stage(
        &self,
        stage: Stage,
        cur: &[i64],
        melds: &mut RankMelds,
    ) -> (Next, Option<several::Splits>) {
        let splits = match stage {
            Stage::Rank(rank) => self.splits_for(rank),
            _ => None,
        };
        let mut next = Next::new(self.states.size(), splits.is_some());
        if let (Stage::Rank(rank), None) = (stage, &splits) {
            self.rank_melds(rank, melds);
        }
        let mut slots = next.slots();
        let slots = &mut slots;
        // One loop per kind of stage, so that skipping the states no way
        // reaches stays a tight loop.
        let wilds = self.states.wilds as u64 + 1;
        let (reached, moves) = match (stage, &splits) {
            (Stage::Rank(rank), Some(sp)) => (
                self.each(cur, |from| self.split_rank(rank, sp, from, slots)),
                sp.count() as u64,
            ),
            (Stage::Rank(_), None) => (
                self.each(cur, |from| self.rank(melds, from, slots)),
                melds.laid.len() as u64 + 1,
            ),
            (Stage::BlackThrees, _) => (
                self.each(cur, |from| self.black_threes(from, slots)),
                (u64::from(self.black) + 1) * wilds,
            ),
            (Stage::WildTable(t), _) => (
                self.each(cur, |from| self.wild_table(t, from, slots)),
                wilds,
            ),
            (Stage::WildMelds, _) => (self.each(cur, |from| self.wild_melds(from, slots)), wilds),
        };
        self.rules.spend(
            costs::STAGE
                + costs::STATE_READ * cur.len() as u64
                + costs::STATE_FILL * next.values.len() as u64
                + costs::MOVE * reached * moves,
        );
        (next, splits)
    }

    /// `f` for each state of `cur` some way reaches.
    #[allow(
        clippy::inline_always,
        reason = "the loop over every state of a stage: inlined, each stage's loop is tight (callgrind, commit 93d3d6d)"
    )]
    #[inline(always)]
    fn each(&self, cur: &[i64], mut f: impl FnMut(Source)) -> u64 {
        let mut reached = 0;
        for (i, &v) in cur.iter().enumerate() {
            if v != super::states::NO {
                reached += 1;
                f(Source {
                    i: i as u32,
                    value: v,
                    state: self.states.decode(i),
                });
            }
        }
        reached
    }

    /// Where a side may have several melds of one rank, a rank with naturals
    /// enough for two melds, or with melds on the table, is split by `several`.
    fn splits_for(&self, rank: Rank) -> Option<several::Splits> {
        let rules = self.rules;
        let r = usize::from(rank.number());
        let is_top = self.top == Some(rank);
        let pair = 2 * rules.min_naturals().max(1);
        let tables = &self.side.several[r];
        if !rules.several_per_rank()
            || (tables.is_empty() && self.counts[r] + u32::from(is_top) < pair)
        {
            return None;
        }
        // As in one meld: a rank that takes wilds only in the initial meld
        // takes none in a new meld after it.
        let new_wilds = rules.wilds_ok(rank, !self.p.table.is_empty(), None);
        let worth = several::Worth {
            rules,
            value: rules.rank_value(rank),
            top_counted: rules.top_counted(),
            required: self.p.required,
            wild_value: &self.wilds.value,
            scored: self.scored.is_some(),
            cap: self.canastas().cap(),
            take_with: &self.p.take_with,
            new_wilds,
            tables,
            bars: self.bars.then(|| {
                (
                    rules.bars(Short::Natural(rank)),
                    rules.bars(Short::Mixed(rank)),
                )
            }),
        };
        let wilds = if !new_wilds && tables.iter().all(|t| !t.wilds_ok) {
            0
        } else {
            self.states.wilds as u32
        };
        let splits = several::Splits::new(&worth, self.counts[r], wilds, is_top);
        rules.spend(costs::SPLIT_PAIR * splits.work());
        Some(splits)
    }
}
