//! One way to lay runs, as the programme over ranks starts from it.

use std::rc::Rc;

use super::spellings::Spelled;
use crate::adjudicate::search::problem::Onto;
use crate::card::Card;

/// One way to lay runs, and the hand it leaves.
#[derive(Debug, Clone, Default)]
pub(in crate::adjudicate::search) struct RunChoice {
    /// The runs, then the cards added to the table's sequences; a wild card
    /// in a run stands for whichever the programme gives it (`fill_wilds`).
    /// Shared by the final discards that spell the same way (`Spellings`).
    pub melds: Rc<[Vec<Card>]>,
    /// The hand without the runs' cards.
    pub rest: Vec<Card>,
    /// Natural card values of the runs, and their canasta bonuses where the
    /// rule set counts them toward the minimum (wild cards are counted with
    /// the programme's).
    pub points: i64,
    pub canastas: u32,
    /// Canastas laid whole from the hand (not by growing the table's).
    pub hand_canastas: u32,
    /// The most one run is worth on its own, with the best wild cards (for
    /// `single_meld`), and which run that is.
    pub best_alone: i64,
    pub best_run: usize,
    pub laid: u32,
    /// Wild cards the runs hold.
    pub wilds: u32,
    /// Scoring a way out: what the runs score this turn, their natural
    /// card values, the canasta bonuses they gain and the extra for
    /// canastas laid whole from the hand (`OnTable::gain`; 0 until the
    /// way is tried).
    pub gain: i64,
    /// Cards were added to the table's sequences (then not concealed).
    pub touched: bool,
    /// Where each of `melds` goes: a run on its own (apart, where it would
    /// extend a sequence of the table's), the cards added onto the table
    /// sequence they grow.
    pub onto: Rc<[Onto]>,
    /// The spelling shared with the other final discards, and what it makes
    /// of the table once worked out (`None`: the way of no runs).
    pub spelled: Option<Rc<Spelled>>,
}
