//! What a way to lay runs makes of the side's melds on the table: the
//! canasta bonuses it adds, and whether it gives the sequence kinds going
//! out needs. Merging every way onto the table costs a meld check per
//! table sequence and run; going out, every final discard tried lays most
//! of the same ways again, so each way is merged once per question.

use std::cell::RefCell;

use foldhash::HashMap;

use super::choice::RunChoice;
use super::run::natural_values;
use super::spellings::Spellings;
use crate::adjudicate::search::costs;
use crate::adjudicate::search::merge;
use crate::adjudicate::search::problem::Onto;
use crate::adjudicate::search::search_rules::SearchRules;
use crate::card::Card;

/// What one way's melds make of the table, as far as worked out.
#[derive(Clone, Copy, Default)]
struct Merged {
    bonus_gain: Option<i64>,
    kinds_met: Option<bool>,
}

/// The side's melds on the table, for one question.
pub(crate) struct OnTable<'a> {
    rules: &'a SearchRules<'a>,
    table: &'a [Vec<Card>],
    /// The canasta bonuses of the table's melds now, once asked for.
    bonuses: std::cell::OnceCell<i64>,
    /// By a way's melds and where they go (`key_of`), what it makes.
    merged: RefCell<HashMap<Vec<u8>, Merged>>,
    /// The key being looked up, kept so that a look-up allocates nothing.
    key: RefCell<Vec<u8>>,
    /// The melds of the ways spelled so far (across final discards).
    spellings: Spellings,
}

impl<'a> OnTable<'a> {
    pub(crate) fn new(rules: &'a SearchRules<'a>, table: &'a [Vec<Card>]) -> Self {
        OnTable {
            rules,
            table,
            bonuses: std::cell::OnceCell::new(),
            merged: RefCell::default(),
            key: RefCell::default(),
            spellings: Spellings::default(),
        }
    }

    pub(crate) fn rules(&self) -> &'a SearchRules<'a> {
        self.rules
    }

    pub(crate) fn table(&self) -> &'a [Vec<Card>] {
        self.table
    }

    pub(super) fn spellings(&self) -> &Spellings {
        &self.spellings
    }

    /// What is remembered of `melds`, worked out by `work` if not yet.
    fn remembered<T: Copy>(
        &self,
        way: &RunChoice,
        get: impl Fn(&mut Merged) -> &mut Option<T>,
        work: impl FnOnce() -> T,
    ) -> T {
        let cards: usize = way.melds.iter().map(Vec::len).sum();
        self.rules.spend(costs::MERGE_CARD * cards as u64);
        let key = {
            let mut key = self.key.borrow_mut();
            key_of(way, &mut key);
            if let Some(v) = self
                .merged
                .borrow_mut()
                .get_mut(key.as_slice())
                .and_then(|m| *get(m))
            {
                return v;
            }
            key.clone()
        };
        let table: usize = self.table.iter().map(Vec::len).sum();
        self.rules.spend(costs::MERGE_CARD * (table + cards) as u64);
        let v = work();
        *get(self.merged.borrow_mut().entry(key).or_default()) = Some(v);
        v
    }

    /// What laying a way's melds adds to the canasta bonuses of the side's
    /// melds (the bonuses after less those before). A card that grows a
    /// table sequence goes onto it, not onto the side's meld of its rank
    /// (`h4` onto `h5 … h10`, not onto `c4 d4 s4`).
    fn bonus_gain(&self, way: &RunChoice) -> i64 {
        if let Some(v) = way.spelled.as_ref().and_then(|s| s.bonus_gain.get()) {
            return v;
        }
        let v = self.remembered(
            way,
            |m| &mut m.bonus_gain,
            || {
                let after = self.merged(way);
                let before = *self.bonuses.get_or_init(|| bonuses(self.rules, self.table));
                bonuses(self.rules, &after).saturating_sub(before)
            },
        );
        if let Some(s) = &way.spelled {
            s.bonus_gain.set(Some(v));
        }
        v
    }

    /// What laying a way's runs scores this turn: their natural card
    /// values, the canasta bonuses they gain and the extra for canastas
    /// laid whole from the hand.
    pub(crate) fn gain(&self, way: &RunChoice) -> i64 {
        if way.melds.is_empty() {
            return 0;
        }
        way.melds
            .iter()
            .map(|m| natural_values(self.rules, m))
            .fold(0i64, i64::saturating_add)
            .saturating_add(self.bonus_gain(way))
            .saturating_add(self.rules.hand_extra(way.hand_canastas))
    }

    /// The side's melds once a way's are laid where it puts them.
    fn merged(&self, way: &RunChoice) -> Vec<Vec<Card>> {
        merge::targeted(self.rules, self.table, &way.melds, &[], &way.onto)
    }

    /// Whether a way's melds, with the table's, give the sequence
    /// canastas that going out needs by kind (bolivia: an escalera).
    pub(crate) fn kinds_met(&self, way: &RunChoice) -> bool {
        let rules = self.rules;
        if rules.sequence_kinds_to_go_out().next().is_none() {
            return true;
        }
        if let Some(v) = way.spelled.as_ref().and_then(|s| s.kinds_met.get()) {
            return v;
        }
        let v = self.remembered(
            way,
            |m| &mut m.kinds_met,
            || {
                let merged = self.merged(way);
                let kinds: Vec<_> = merged.iter().map(|m| rules.check(m, true).kind).collect();
                rules.sequence_kinds_to_go_out().all(|(name, want)| {
                    kinds.iter().filter(|k| k.as_deref() == Some(name)).count() as u32 >= want
                })
            },
        );
        if let Some(s) = &way.spelled {
            s.kinds_met.set(Some(v));
        }
        v
    }
}

/// A way's melds and where each goes, as one key: per meld its target,
/// its length and its cards.
fn key_of(way: &RunChoice, key: &mut Vec<u8>) {
    key.clear();
    for (m, onto) in way.melds.iter().zip(way.onto.iter()) {
        key.push(match onto {
            Onto::ByRank => 0,
            Onto::Apart => 1,
            Onto::Table(t) => u8::try_from(*t).map_or(u8::MAX, |t| t.saturating_add(2)),
        });
        key.push(u8::try_from(m.len()).unwrap_or(u8::MAX));
        key.extend(m.iter().map(|c| c.index() as u8));
    }
}

/// The canasta bonuses of `melds`.
fn bonuses(rules: &SearchRules, melds: &[Vec<Card>]) -> i64 {
    melds
        .iter()
        .map(|m| rules.check(m, true).canasta_bonus)
        .fold(0i64, i64::saturating_add)
}
