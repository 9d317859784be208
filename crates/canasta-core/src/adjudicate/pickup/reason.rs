//! Why the player may or may not take the discard pile. Words:
//! `render::reason::pickup`.

use serde::{Serialize, Serializer};

use crate::adjudicate::Unmeldable;
use crate::adjudicate::initial::InitialReason;
use crate::card::{Card, Rank};
use crate::meld::MeldReason;
use crate::reason::reasons;
use crate::rules::{CardClass, TakeWith};

reasons! {
    /// A rule the pick-up verdict rests on.
    pub enum PickupReason {
        /// A card of `class` on top blocks the pile until another covers it.
        Blocked { class: CardClass, top: Card, rules: String } => "blocked",
        /// A player holding 1 card may not take a pile of 1 card.
        OneCardRule { rules: String } => "one_card_rule",
        /// A closed canasta of the top card's rank blocks it; `whose`:
        /// `side` (the player's side) or `other` (another side).
        ClosedCanasta { whose: Whose, rank: Rank, cards: Vec<Card>, max: u32, rules: String } => "closed_canasta_blocks",
        /// The pile holds fewer cards than `pile.min_size`.
        PileTooSmall { size: u32, min: u32, rules: String } => "pile_too_small",
        /// How the pile stands, and the ways the rule set takes it so.
        TakesWith { pile: Pile, rules: String, ways: Vec<TakeWith> } => "takes_pile_with",
        /// A side that has not opened takes the pile only with its initial
        /// meld (the initial-meld reasons follow).
        NotOpened { required: i64, score: i64 } => "not_opened",
        /// The pile may be taken: `top` goes with `cards` (`way`);
        /// `own_meld`: a table meld must be the player's own.
        Legal { top: Card, way: TakeWith, own_meld: bool, cards: Vec<Card> } => "legal",
        /// Melding leaves one card or none, and the side can go out.
        GoesOutAfter { cards: Vec<Card>, holding: Holding, canastas: u32 } => "goes_out_after_taking",
        /// Melding leaves one card (discarded) or none, and the foot is
        /// still to come: the player picks it up and plays on, from the
        /// next turn or at once. Using up the hand is not going out.
        FootFollows { cards: Vec<Card>, holding: Holding, next_turn: bool, rules: String } => "foot_follows_taking",
        /// Only the top `count` cards of the pile are taken.
        TopCardsOnly { count: u32, rules: String } => "top_cards_only",
        /// The rule set allows no way to take the pile so.
        NoWay { pile: Pile, rules: String } => "no_way_to_take",
        /// Ways that would take the pile were it not frozen.
        UnfrozenWouldTake { ways: Vec<TakeWith> } => "unfrozen_would_take",
        /// The rule set never takes the pile onto a table meld.
        NeverTableMeld { rules: String } => "never_onto_table_meld",
        ;
        TopCard(Unmeldable),
        Missing(Missing),
        Opening(InitialReason),
    }
}

reasons! {
    /// What one way of taking the pile lacks.
    pub enum MissingWay {
        /// Two naturals of the rank; `held`: the hand's naturals of it.
        NaturalPair { rank: Rank, held: usize } => "needs_natural_pair",
        /// A natural of the rank and a wild card.
        NaturalAndWild { rank: Rank, lacks: Lacks } => "needs_natural_and_wild",
        /// A meld of the rank short of a canasta: the side's are complete.
        TableMeldsComplete { rank: Rank } => "needs_incomplete_table_meld",
        /// A meld of the rank on the table: the side has none.
        NoTableMeld { rank: Rank } => "needs_table_meld",
        /// The way would leave one card or none, and the side cannot go
        /// out: it has `have` of the `canastas` needed.
        KeepsNoCard { way: TakeWith, cards: Vec<Card>, holding: Holding, canastas: u32, rules: String, have: u32 } => "would_keep_no_card",
        /// The way would make an illegal meld: `cards`, or `joined` with
        /// the side's meld of the rank on the table.
        IllegalMeld { way: TakeWith, cards: Vec<Card>, rank: Rank, joined: Option<Vec<Card>>, reasons: Vec<MeldReason> } => "would_make_illegal_meld",
    }
}

/// One way of taking the pile and what it lacks. The first of a refusal
/// says how the pile stands (`pile`); the others are alternatives to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Missing {
    /// The way of taking the pile, and what it lacks.
    #[serde(flatten)]
    pub way: MissingWay,
    /// How the pile stands, on the first way of a refusal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pile: Option<Pile>,
}

impl Missing {
    /// The stable name of this reason (its way's).
    pub fn code(&self) -> &'static str {
        self.way.code()
    }

    /// The codes of `MissingWay`, each with `pile` among its data.
    pub fn codes() -> Vec<(&'static str, Vec<&'static str>)> {
        let mut codes = MissingWay::codes();
        for (_, fields) in &mut codes {
            fields.push("pile");
        }
        codes
    }
}

impl crate::reason::Coded for Missing {
    fn code(&self) -> &'static str {
        self.way.code()
    }
}

/// Whose closed canasta blocks the pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    /// The player's own side.
    Side,
    /// Another side.
    Other,
}

/// What the hand lacks for a natural and a wild card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Lacks {
    /// Both a natural and a wild card.
    Both,
    /// A natural of the top card's rank.
    Natural,
    /// A wild card.
    Wild,
}

/// What the player holds after melding with the top card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "holds", rename_all = "snake_case")]
pub enum Holding {
    /// No card at all.
    NoCard,
    /// The one card the pile brought in.
    PileCard,
    /// These cards.
    Cards {
        /// The cards held.
        cards: Vec<Card>,
    },
}

/// How the pile stands for the player's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Pile {
    /// A card in it freezes it, or the command line says so.
    Frozen {
        /// What freezes it.
        by: Freezer,
    },
    /// The rule set always freezes it.
    AlwaysFrozen {
        /// The rule set's name.
        rules: String,
    },
    /// Frozen for a side that has not made its initial meld.
    FrozenUntilOpened,
    /// Not frozen.
    NotFrozen,
}

/// What freezes the pile: a card in it, or `--frozen`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Freezer {
    /// `--frozen` on the command line.
    Flag,
    /// This card in the pile.
    Card(Card),
}

/// `"--frozen"`, or the card in its notation.
impl Serialize for Freezer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Freezer::Flag => serializer.serialize_str("--frozen"),
            Freezer::Card(card) => card.serialize(serializer),
        }
    }
}
