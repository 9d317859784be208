//! The rule set as the search reads it: built once per question, so that
//! the programme asks "may this meld take a wild card?" or "what is this
//! canasta worth?" instead of reading the rule model's fields in every
//! stage, and so that a meld the search judges again and again (the runs,
//! the table's sequences they grow) is judged by `meld::check` once.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use foldhash::HashMap;

use super::budget::Budget;
use super::costs;
use super::work::Reach;
use crate::card::{Card, Rank};
use crate::meld;
use crate::rules::{
    BlackThreeMeld, ConcealedBonusFor, FinalDiscard, Purity, RuleSet, Sequences, WildMelds,
    WildRatio,
};

/// What the search needs of `meld::check`'s verdict on one meld.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Checked {
    /// The meld is legal.
    pub valid: bool,
    /// Its canasta bonus (0 when it is no canasta).
    pub canasta_bonus: i64,
    /// The canasta kind's name (`meld::MeldVerdict::kind`).
    pub kind: Option<Rc<str>>,
}

/// A rule set seen by the search. Its answers are the rule model's; the
/// verdicts of `check` are remembered for the question's lifetime.
pub(crate) struct SearchRules<'a> {
    rules: &'a RuleSet,
    /// By `going_out`, the verdicts given so far.
    checked: [RefCell<HashMap<Vec<Card>, Checked>>; 2],
    /// What the question may still spend; `None`: no limit.
    budget: Option<&'a Budget>,
    /// The most ways to lay runs the question takes on, where its budget
    /// has a limit (`Reach`).
    reach: Cell<Option<Reach>>,
    /// Which melds short of a canasta bar going out, as asked (`Short`):
    /// 0 not asked yet, 1 no, 2 yes.
    bars: [Cell<u8>; 29],
}

/// A shape of meld short of a canasta, as `bars` judges it.
#[derive(Clone, Copy)]
pub(super) enum Short {
    /// Naturals of a rank only.
    Natural(Rank),
    /// A rank's naturals with wild cards.
    Mixed(Rank),
    /// Wild cards only.
    Wild,
}

impl<'a> SearchRules<'a> {
    /// A view of `rules` with nothing checked yet.
    pub(crate) fn new(rules: &'a RuleSet) -> Self {
        SearchRules {
            rules,
            checked: Default::default(),
            budget: None,
            reach: Cell::new(None),
            bars: Default::default(),
        }
    }

    /// As `new`, the search spending from `budget`.
    pub(crate) fn within(rules: &'a RuleSet, budget: &'a Budget) -> Self {
        SearchRules {
            budget: Some(budget),
            ..SearchRules::new(rules)
        }
    }

    /// Where the budget has a limit, the question takes on at most as
    /// many ways to lay runs as `reach` allows.
    pub(super) fn limit_ways(&self, reach: impl FnOnce(&Self) -> Reach) {
        if self.budget.is_some_and(Budget::is_bounded) {
            self.reach.set(Some(reach(self)));
        }
    }

    /// The most ways to lay runs kept after a suit (`usize::MAX`: any).
    pub(super) fn ways_limit(&self) -> usize {
        self.reach.get().map_or(usize::MAX, |r| r.limit)
    }

    /// More ways to lay runs than `ways_limit`: the search stops, refused.
    pub(super) fn too_many_ways(&self) {
        if let (Some(budget), Some(reach)) = (self.budget, self.reach.get()) {
            budget.too_many_ways(reach.too_much());
        }
    }

    /// Spends `units` of the question's budget; `false` once it is spent.
    #[inline]
    pub(super) fn spend(&self, units: u64) -> bool {
        self.budget.is_none_or(|b| b.spend(units))
    }

    /// The question's budget is spent: the search winds down.
    #[inline]
    pub(super) fn is_spent(&self) -> bool {
        self.budget.is_some_and(Budget::is_spent)
    }

    /// `meld::check`'s verdict on `cards`, remembered.
    pub(crate) fn check(&self, cards: &[Card], going_out: bool) -> Checked {
        let memo = &self.checked[usize::from(going_out)];
        let len = cards.len() as u64;
        if let Some(c) = memo.borrow().get(cards) {
            self.spend(costs::CHECK_SEEN_CARD * len);
            return c.clone();
        }
        self.spend(costs::CHECK + costs::CHECK_CARD * len);
        let v = meld::check(self.rules, cards, going_out);
        let c = Checked {
            valid: v.valid,
            canasta_bonus: v.canasta_bonus,
            kind: v.kind.map(Rc::from),
        };
        memo.borrow_mut().insert(cards.to_vec(), c.clone());
        c
    }

    /// Whether a meld of `shape` short of a canasta bars going out
    /// (`CanastaKindRule::incomplete_bars_going_out`: modern-american's
    /// aces, sevens and wild melds): the first of the rule set's kinds
    /// that such a meld is (as `meld::special_kind` finds it; a mixed one
    /// holding a joker, a wild one three jokers or three 2s) says so.
    /// Judged once per shape.
    pub(super) fn bars(&self, shape: Short) -> bool {
        let at = match shape {
            Short::Natural(r) => usize::from(r.number()),
            Short::Mixed(r) => 14 + usize::from(r.number()),
            Short::Wild => 28,
        };
        match self.bars[at].get() {
            0 => {}
            known => return known == 2,
        }
        let kinds = &self.rules.canasta.kinds;
        let first = |jokers: u32, twos: u32| {
            kinds
                .iter()
                .find(|k| {
                    let (purity, rank) = match shape {
                        Short::Natural(r) => (Purity::Natural, Some(r)),
                        Short::Mixed(r) => (Purity::Mixed, Some(r)),
                        Short::Wild => (Purity::Wild, None),
                    };
                    !k.sequence
                        && (k.cards == Purity::Any || k.cards == purity)
                        && rank.is_none_or(|r| k.ranks.is_empty() || k.ranks.contains(&r))
                        && jokers >= k.min_jokers
                        && twos >= k.min_twos
                })
                .is_some_and(|k| k.incomplete_bars_going_out)
        };
        let yes = kinds.iter().any(|k| k.incomplete_bars_going_out)
            && match shape {
                Short::Natural(_) => first(0, 0),
                Short::Mixed(_) => first(1, 0),
                Short::Wild => first(3, 0) || first(0, 3),
            };
        self.bars[at].set(if yes { 2 } else { 1 });
        yes
    }

    /// A side may have several melds of one rank (`meld.several_per_rank`).
    pub(crate) fn several_per_rank(&self) -> bool {
        self.rules.meld.several_per_rank
    }

    /// Melds may be sequences of one suit.
    pub(crate) fn has_sequences(&self) -> bool {
        self.rules.meld.sequences.allowed
    }

    /// The rules of sequences.
    pub(crate) fn sequences(&self) -> &'a Sequences {
        &self.rules.meld.sequences
    }

    /// The lowest and highest places a sequence may hold (`Sequences::place`).
    pub(crate) fn sequence_places(&self) -> (u8, u8) {
        let q = self.sequences();
        (Sequences::place(q.lowest), Sequences::place(q.highest))
    }

    /// The fewest naturals a meld holds.
    pub(crate) fn min_naturals(&self) -> u32 {
        self.rules.meld.min_naturals
    }

    /// How many more cards a meld of `len` may take (`u32::MAX`: no limit).
    pub(crate) fn room(&self, len: u32) -> u32 {
        self.rules
            .meld
            .max_cards
            .map_or(u32::MAX, |m| m.saturating_sub(len))
    }

    /// A meld of `len` cards is no longer than a meld may be.
    pub(crate) fn fits(&self, len: u32) -> bool {
        self.rules.meld.max_cards.is_none_or(|m| len <= m)
    }

    /// Whether a meld of `n` naturals and `x` wilds is legal under the meld rules.
    pub(crate) fn shape_ok(&self, n: u32, x: u32) -> bool {
        let m = &self.rules.meld;
        let len = n + x;
        n >= m.min_naturals
            && len >= m.min_cards
            && self.fits(len)
            && m.max_wilds.is_none_or(|max| x <= max)
            && match m.wild_ratio {
                WildRatio::None => true,
                WildRatio::NaturalsAtLeastWilds => n >= x,
                WildRatio::NaturalsExceedWilds => n > x,
            }
    }

    /// The most wild cards a meld of at most `naturals` naturals that holds
    /// `wilds` already may take, as the ratio and `max_wilds` allow.
    pub(crate) fn wild_cap(&self, naturals: u32, wilds: u32) -> u32 {
        let m = &self.rules.meld;
        let by_ratio = match m.wild_ratio {
            WildRatio::None => u32::MAX,
            _ => naturals.saturating_sub(wilds),
        };
        let by_limit = m
            .max_wilds
            .map_or(u32::MAX, |max| max.saturating_sub(wilds));
        by_ratio.min(by_limit)
    }

    /// Whether wild cards may join a meld of `rank`: a new one (`table`
    /// `None`) or the side's meld of `table` naturals and wilds. `opened`:
    /// the side has melds on the table (a rank that takes wilds only in the
    /// initial meld takes none after it, unless its meld is mixed already).
    pub(crate) fn wilds_ok(&self, rank: Rank, opened: bool, table: Option<(u32, u32)>) -> bool {
        let m = &self.rules.meld;
        let x = table.map_or(0, |t| t.1);
        !(m.natural_only_ranks.contains(&rank)
            || (opened && x == 0 && m.wilds_in_initial_only_ranks.contains(&rank))
            || table.is_some_and(|(n, x)| !self.wilds_onto(n + x)))
    }

    /// Wild cards may be added to a meld of `len` that already holds some.
    pub(crate) fn wilds_onto(&self, len: u32) -> bool {
        self.wild_room(len) > 0
    }

    /// How many wild cards may join the side's meld of `len` cards this
    /// turn. Where no wild card may join a canasta, that is judged card by
    /// card as the meld grows: the wild cards join first, each while the
    /// meld is short of a canasta, so at most as many as it lacks.
    pub(crate) fn wild_room(&self, len: u32) -> u32 {
        if self.rules.meld.no_wilds_onto_canasta {
            self.canasta_min().saturating_sub(len)
        } else {
            u32::MAX
        }
    }

    /// The cards that make a canasta.
    pub(crate) fn canasta_min(&self) -> u32 {
        self.rules.canasta.min_cards
    }

    /// Whether a meld of `len` cards is a canasta.
    pub(crate) fn is_canasta(&self, len: u32) -> bool {
        len >= self.rules.canasta.min_cards
    }

    /// A meld's canasta bonus, by its size and wild cards.
    pub(crate) fn canasta_bonus(&self, len: u32, wilds: u32) -> i64 {
        let c = &self.rules.canasta;
        match (self.is_canasta(len), wilds) {
            (false, _) => 0,
            (true, 0) => c.natural_bonus,
            (true, _) => c.mixed_bonus,
        }
    }

    /// A new canasta's bonus, where the rule set counts it toward the minimum.
    pub(crate) fn counted_bonus(&self, new_canasta: bool, natural: bool) -> i64 {
        let c = &self.rules.canasta;
        if !(new_canasta && self.counts_canasta_bonus()) {
            0
        } else if natural {
            c.natural_bonus
        } else {
            c.mixed_bonus
        }
    }

    /// Canasta bonuses count toward the initial meld's minimum.
    pub(crate) fn counts_canasta_bonus(&self) -> bool {
        self.rules.initial_meld.counts_canasta_bonus
    }

    /// The extra for a canasta laid whole from the hand.
    pub(crate) fn concealed_extra(&self) -> i64 {
        self.rules.canasta.concealed_extra
    }

    /// What `canastas` canastas laid whole from the hand add besides their bonus.
    pub(crate) fn hand_extra(&self, canastas: u32) -> i64 {
        i64::from(canastas).saturating_mul(self.concealed_extra())
    }

    /// The bonus of a canasta of wild cards only.
    pub(crate) fn wild_bonus(&self) -> i64 {
        self.rules.canasta.wild_bonus
    }

    /// Melds of wild cards only may be laid (or grown).
    pub(crate) fn has_wild_melds(&self) -> bool {
        self.rules.meld.wild_melds != WildMelds::Never
    }

    /// The most cards a meld of wild cards only may hold.
    pub(crate) fn wild_max(&self) -> u32 {
        let m = &self.rules.meld;
        [m.wild_meld_max_cards, m.max_cards]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(u32::MAX)
    }

    /// The fewest cards of a meld of wild cards only, `None` where there is none.
    fn wild_min(&self) -> Option<u32> {
        match self.rules.meld.wild_melds {
            WildMelds::Never => None,
            WildMelds::CanastaOnly => Some(self.canasta_min().max(1)),
            WildMelds::Any => Some(self.rules.meld.min_cards.max(1)),
        }
    }

    /// The most melds of wild cards only a side may have short of a canasta
    /// at a time (`meld.max_incomplete_wild_melds`); `None`: no limit.
    pub(crate) fn max_incomplete_wild_melds(&self) -> Option<u32> {
        self.rules.meld.max_incomplete_wild_melds
    }

    /// `y` wild cards laid as melds of wild cards only: how many canastas at
    /// most, or `None` when they cannot be laid that way.
    pub(crate) fn wild_groups(&self, y: u32) -> Option<u32> {
        self.wild_groups_within(y, self.max_incomplete_wild_melds())
    }

    /// As `wild_groups`, with at most `incomplete` of the melds short of a
    /// canasta (`None`: any number).
    pub(crate) fn wild_groups_within(&self, y: u32, incomplete: Option<u32>) -> Option<u32> {
        self.wild_plan(y, incomplete).map(|(canastas, _)| canastas)
    }

    /// How many of the melds `y` wild cards make are canastas, and how
    /// many melds they are: as many canastas as can be, with at most
    /// `incomplete` melds short of one; `None` when they cannot be laid so.
    fn wild_plan(&self, y: u32, incomplete: Option<u32>) -> Option<(u32, u32)> {
        if y == 0 {
            return Some((0, 0));
        }
        let (min, lo, short, max) = self.wild_bounds()?;
        let mut best: Option<(u32, u32)> = None;
        for g in 1..=y / min {
            let most_short = if short >= min {
                incomplete.map_or(g, |m| m.min(g))
            } else {
                0
            };
            // The most canastas `g` melds can hold: each holds lo..=max
            // cards, one short of a canasta min..=short.
            let fits = (g - most_short..=g).rev().find(|&k| {
                let low = k * lo + (g - k) * min;
                let high = k
                    .saturating_mul(max)
                    .saturating_add((g - k).saturating_mul(short));
                low <= y && y <= high
            });
            if let Some(k) = fits
                && best.is_none_or(|(bk, _)| k > bk)
            {
                best = Some((k, g));
            }
        }
        best
    }

    /// The fewest cards of a meld of wild cards only, the fewest of one
    /// that is a canasta, the most of one short of a canasta, the most.
    fn wild_bounds(&self) -> Option<(u32, u32, u32, u32)> {
        let canasta = self.canasta_min().max(1);
        let min = self.wild_min()?;
        let max = self.wild_max().max(min);
        Some((min, canasta.max(min), max.min(canasta - 1), max))
    }

    /// The sizes of the melds `y` wild cards make (`wild_plan`).
    fn wild_sizes(&self, y: u32, incomplete: Option<u32>) -> Option<Vec<u32>> {
        let (k, g) = self.wild_plan(y, incomplete)?;
        let (min, lo, short, max) = self.wild_bounds().unwrap_or((1, 1, 0, 1));
        let mut sizes: Vec<u32> = (0..g).map(|i| if i < k { lo } else { min }).collect();
        let mut rest = y.saturating_sub(sizes.iter().sum::<u32>());
        for (i, s) in sizes.iter_mut().enumerate() {
            let top = if (i as u32) < k { max } else { short };
            let add = top.saturating_sub(*s).min(rest);
            *s += add;
            rest -= add;
        }
        Some(sizes)
    }

    /// Wild cards laid as wild melds: as many canasta-sized groups as
    /// possible, at most `incomplete` short of one.
    pub(crate) fn split_wild(&self, cards: &[Card], incomplete: Option<u32>) -> Vec<Vec<Card>> {
        match self.wild_sizes(cards.len() as u32, incomplete) {
            Some(sizes) => {
                let mut it = cards.iter().copied();
                sizes
                    .into_iter()
                    .map(|s| it.by_ref().take(s as usize).collect())
                    .collect()
            }
            None => vec![cards.to_vec()],
        }
    }

    /// Black threes are melded, going out.
    pub(crate) fn black_threes_going_out(&self) -> bool {
        self.rules.black_threes.meld == BlackThreeMeld::GoingOut
    }

    /// The most wild cards a meld of black threes holds.
    pub(crate) fn black_max_wilds(&self) -> u32 {
        self.rules.black_threes.max_wilds
    }

    /// Whether `n` black threes and `x` wilds are a legal meld of black threes.
    pub(crate) fn black_shape_ok(&self, n: u32, x: u32) -> bool {
        let b = &self.rules.black_threes;
        (b.min_cards..=b.max_cards).contains(&(n + x))
            && x <= b.max_wilds
            && n >= self.min_naturals()
    }

    /// A card's value.
    pub(crate) fn value(&self, card: Card) -> i64 {
        self.rules.card_values.of(card)
    }

    /// A natural of `rank`'s value.
    pub(crate) fn rank_value(&self, rank: Rank) -> i64 {
        self.rules.card_values.of_rank(rank)
    }

    /// A black three's value.
    pub(crate) fn black_three_value(&self) -> i64 {
        self.rules.card_values.black_three
    }

    /// The cards' values added up (saturating, see `CardValues::sum`).
    pub(crate) fn sum(&self, cards: &[Card]) -> i64 {
        self.rules.card_values.sum(cards)
    }

    /// The top card of the pile counts toward the minimum.
    pub(crate) fn top_counted(&self) -> bool {
        !self.rules.initial_meld.excludes_top_card
    }

    /// One meld alone must reach the minimum.
    pub(crate) fn single_meld(&self) -> bool {
        self.rules.initial_meld.single_meld
    }

    /// Going out concealed from the stock is exempt from the minimum.
    pub(crate) fn exempt_concealed_going_out(&self) -> bool {
        self.rules.initial_meld.exempt_concealed_going_out
    }

    /// A canasta laid whole from the hand is exempt from the minimum.
    pub(crate) fn exempt_canasta_from_hand(&self) -> bool {
        self.rules.initial_meld.exempt_canasta_from_hand
    }

    /// The canastas a side needs to go out.
    pub(crate) fn canastas_to_go_out(&self) -> u32 {
        self.rules.going_out.canastas
    }

    /// Going out needs no final discard.
    pub(crate) fn discard_optional(&self) -> bool {
        self.rules.going_out.final_discard == FinalDiscard::Optional
    }

    /// Whether a way out earns the concealed bonus: `touched`, it added to
    /// the table's melds; `hand_canasta`, it laid a canasta whole from the
    /// hand; `allowed`, the player drew from the stock and had not melded.
    pub(crate) fn concealed(&self, touched: bool, hand_canasta: bool, allowed: bool) -> bool {
        match self.rules.going_out.concealed_bonus_for {
            ConcealedBonusFor::WholeHand => allowed && !touched && hand_canasta,
            ConcealedBonusFor::CanastaFromHand => hand_canasta,
        }
    }

    /// The going-out bonus, concealed or not.
    pub(crate) fn going_out_bonus(&self, concealed: bool) -> i64 {
        let g = &self.rules.going_out;
        if concealed {
            g.concealed_bonus
        } else {
            g.bonus
        }
    }

    /// Going out, the canastas of each purity (natural, mixed, wild) the
    /// rule set asks for by name, where no group kind of its own renames
    /// them (hand-and-foot: a clean and a dirty book).
    pub(crate) fn purities_to_go_out(&self) -> [u32; 3] {
        let mut wants = [0; 3];
        if self.rules.canasta.kinds.iter().all(|k| k.sequence) {
            for (kind, &want) in &self.rules.going_out.canasta_kinds {
                if let Some(t) = ["natural", "mixed", "wild"].iter().position(|n| n == kind) {
                    wants[t] = want;
                }
            }
        }
        wants
    }

    /// The sequence kinds going out asks for (bolivia: an escalera), with
    /// how many of each.
    pub(crate) fn sequence_kinds_to_go_out(&self) -> impl Iterator<Item = (&'a str, u32)> + 'a {
        let rules = self.rules;
        rules
            .going_out
            .canasta_kinds
            .iter()
            .filter(move |(name, _)| {
                rules
                    .canasta
                    .kinds
                    .iter()
                    .any(|k| k.sequence && &k.name == *name)
            })
            .map(|(name, &want)| (name.as_str(), want))
    }
}
