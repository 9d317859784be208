//! The question the search answers (`Problem`) and what it finds
//! (`Outcome`, its `Plan`s), the data every stage of the search reads and
//! fills: the bottom floor of `search`, knowing none of its stages.

use crate::card::{Card, Rank};
use crate::rules::{RuleSet, TakeWith};

/// Whether the player may end the turn with no cards (going out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Keep a card to discard and one more: the hand goes on.
    Stay,
    /// Meld all, or all but the final discard, with the canastas needed.
    GoOut,
}

/// What is being asked.
#[derive(Debug, Clone)]
pub struct Problem<'a> {
    /// The rule set to meld under.
    pub rules: &'a RuleSet,
    /// The cards the player can meld from (red threes are ignored: they are laid out).
    pub hand: Vec<Card>,
    /// The top card of the discard pile, which must go into a meld.
    pub top: Option<Card>,
    /// How the top card may be melded with cards from the hand.
    pub take_with: Vec<TakeWith>,
    /// The side's melds already on the table; a meld of the same rank merges
    /// into one, or, where a side may have several of a rank, the plan says
    /// which one it goes onto (`Plan::onto`).
    pub table: Vec<Vec<Card>>,
    /// Cards that come into the hand besides the unmelded ones (the rest of a taken pile).
    pub extra_cards: u32,
    /// Points the new melds must reach (unless exempt).
    pub required: i64,
    /// The player drew from the stock (the concealed going-out exemption applies).
    pub concealed_allowed: bool,
    /// Only ways that go out count.
    pub only_go_out: bool,
}

/// One way to meld.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The cards laid this turn, one list per meld (cards added to a table
    /// meld form their own list).
    pub melds: Vec<Vec<Card>>,
    /// For each meld, the rank of the table meld it is added to (wild cards
    /// alone may be added to one).
    pub joins: Vec<Option<Rank>>,
    /// For each meld, where it goes (`merge_targeted`).
    pub onto: Vec<Onto>,
    /// The card values of the cards laid (the top card included), and the
    /// canasta bonuses where the rule set counts them toward the minimum.
    pub points: i64,
    /// Whether the plan keeps a card or goes out.
    pub mode: Mode,
    /// The side's canastas after the turn.
    pub canastas: u32,
    /// A canasta laid whole from the hand.
    pub hand_canasta: bool,
    /// Cards left in the hand (before any discard).
    pub cards_left: u32,
    /// What the turn scores: for a way out, the card points laid, the
    /// canasta bonuses it gains (or loses: a wild card on a natural canasta)
    /// and the going-out bonus; otherwise the card points.
    pub score: i64,
    /// The way out earns the concealed bonus (`going_out.concealed_bonus_for`).
    pub concealed: bool,
}

/// Where a laid meld goes among the side's melds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Onto {
    /// As the rule set merges melds: onto the side's (first) meld of its
    /// rank or of `joins`' rank, onto a sequence it extends, or on its own.
    #[default]
    ByRank,
    /// Onto the table meld of this index.
    Table(usize),
    /// A meld of its own beside the side's melds of its rank
    /// (`meld.several_per_rank`).
    Apart,
}

/// Which exemption from the minimum a plan uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exemption {
    /// Going out concealed, drawn from the stock
    /// (`initial_meld.exempt_concealed_going_out`).
    ConcealedGoingOut,
    /// A canasta laid whole from the hand
    /// (`initial_meld.exempt_canasta_from_hand`).
    CanastaFromHand,
}

/// What the search found for a problem.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Outcome {
    /// A qualifying plan, with the most points (staying in preferred to going out).
    pub plan: Option<Plan>,
    /// The exemption from the minimum the plan uses, if any.
    pub exemption: Option<Exemption>,
    /// The most points any legal plan reaches (keeping a card to discard, or going out).
    pub best_points: Option<i64>,
    /// The most points the melds could reach if a card need not be kept.
    pub best_unkept: Option<i64>,
    /// Going out: the most any way out scores this turn, the minimum
    /// reached (or exempt).
    pub best_score: Option<i64>,
    /// Going out: the best concealed way, when the best way is not concealed.
    pub concealed_plan: Option<Plan>,
}
