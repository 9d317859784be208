//! The melds each way to lay runs spells out, remembered for one question:
//! going out tries every final discard, and each discard's ways are mostly
//! the same runs again, spelled the same (the same runs, cards added to
//! the table and wild cards give the same melds, wherever they go).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use foldhash::HashMap;

use super::run::Run;
use crate::adjudicate::search::problem::Onto;
use crate::card::Card;

/// A way's melds, where each goes, and their points toward the minimum;
/// and once worked out, what they make of the table (`OnTable`).
#[derive(Debug)]
pub(in crate::adjudicate::search) struct Spelled {
    pub melds: Rc<[Vec<Card>]>,
    pub onto: Rc<[Onto]>,
    pub points: i64,
    pub bonus_gain: Cell<Option<i64>>,
    pub kinds_met: Cell<Option<bool>>,
}

/// A way's runs of the hand and cards added to the table's sequences.
type Way = (Vec<Run>, Vec<(Run, usize)>);

/// The ways spelled, by the hand's wild cards.
type ByWilds = HashMap<Vec<Card>, HashMap<Way, Rc<Spelled>>>;

/// The ways spelled so far, by the hand's wild cards (a wild card as the
/// final discard leaves others, which the runs may hold).
#[derive(Default)]
pub(crate) struct Spellings {
    seen: RefCell<ByWilds>,
}

impl Spellings {
    /// The melds of `runs` and `added` with the hand's `wild_cards`,
    /// spelled by `spell` the first time.
    pub(super) fn get(
        &self,
        wild_cards: &[Card],
        runs: Vec<Run>,
        added: Vec<(Run, usize)>,
        spell: impl FnOnce(&[Run], &[(Run, usize)]) -> Spelled,
    ) -> Rc<Spelled> {
        let way = (runs, added);
        if let Some(s) = self
            .seen
            .borrow()
            .get(wild_cards)
            .and_then(|seen| seen.get(&way))
        {
            return Rc::clone(s);
        }
        let s = Rc::new(spell(&way.0, &way.1));
        self.seen
            .borrow_mut()
            .entry(wild_cards.to_vec())
            .or_default()
            .insert(way, Rc::clone(&s));
        s
    }
}
