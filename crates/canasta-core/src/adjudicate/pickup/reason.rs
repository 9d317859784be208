//! Why the player may or may not take the discard pile. Words:
//! the catalogue's `pickup-<code>`.

use serde::{Serialize, Serializer};

use crate::adjudicate::Unmeldable;
use crate::adjudicate::initial::InitialReason;
use crate::adjudicate::said::{a_natural, way_said, ways_short};
use crate::card::{Card, Rank};
use crate::error::{Field, Said, Value, Words};
use crate::meld::MeldReason;
use crate::reason::reasons;
use crate::rules::{CardClass, TakeWith};

reasons! {
    /// A rule the pick-up verdict rests on.
    pub enum PickupReason in "pickup" {
        /// A card of `class` on top blocks the pile until another covers it.
        Blocked { class: CardClass, top: Card, rules: String } => "blocked",
        /// A player holding 1 card may not take a pile of 1 card.
        OneCardRule { rules: String } => "one_card_rule",
        /// A closed canasta of the top card's rank blocks it; `whose`:
        /// `side` (the player's side) or `other` (another side).
        ClosedCanasta { whose: Whose, rank: Rank as Value::RanksOf(*rank), cards: Vec<Card>, max: u32, rules: String } => "closed_canasta_blocks",
        /// The pile holds fewer cards than `pile.min_size`.
        PileTooSmall { size: u32, min: u32, rules: String } => "pile_too_small",
        /// How the pile stands, and the ways the rule set takes it so.
        TakesWith { pile: Pile, rules: String, ways: Vec<TakeWith> as ways_short(ways) } => "takes_pile_with",
        /// A side that has not opened takes the pile only with its initial
        /// meld (the initial-meld reasons follow).
        NotOpened { required: i64, score: i64 } => "not_opened",
        /// The pile may be taken: `top` goes with `cards` (`way`);
        /// `own_meld`: a table meld must be the player's own.
        Legal { top: Card, way: TakeWith as way_said("way", *way), own_meld: bool, cards: Vec<Card> } => "legal",
        /// The meld made with the top card (`cards`) joins the side's meld
        /// of its rank on the table (`table`), as a side that may have
        /// several melds of a rank may join them: `joined`.
        JoinsTableMeld { cards: Vec<Card>, table: Vec<Card>, joined: Vec<Card>, rules: String } => "joins_table_meld",
        /// Melding leaves one card or none, and the side can go out.
        GoesOutAfter { cards: Vec<Card>, holding: Holding, canastas: u32 } => "goes_out_after_taking",
        /// Taking the pile made its other cards the player's, and `cards`
        /// of them are melded in the same turn, ending in `melds`.
        PileCardsMelded { cards: Vec<Card>, melds: Vec<Vec<Card>> } => "melds_pile_cards",
        /// The pile's `count` other cards are not named (only its size is
        /// known): they are counted as kept or discarded, never melded.
        PileCardsUnknown { count: u32 } => "pile_cards_unknown",
        /// Melding leaves one card (discarded) or none, and the foot is
        /// still to come: the player picks it up and plays on, from the
        /// next turn or at once. Using up the hand is not going out.
        FootFollows { cards: Vec<Card>, holding: Holding, next_turn: bool, rules: String } => "foot_follows_taking",
        /// Only the top `count` cards of the pile are taken.
        TopCardsOnly { count: u32, rules: String } => "top_cards_only",
        /// The rule set allows no way to take the pile so.
        NoWay { pile: Pile, rules: String } => "no_way_to_take",
        /// Ways that would take the pile were it not frozen.
        UnfrozenWouldTake { ways: Vec<TakeWith> as ways_short(ways) } => "unfrozen_would_take",
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
    pub enum MissingWay in "pickup" {
        /// Two naturals of the rank; `held`: the hand's naturals of it.
        NaturalPair { rank: Rank, held: usize } => "needs_natural_pair",
        /// A natural of the rank and a wild card.
        NaturalAndWild { rank: Rank as a_natural(*rank), lacks: Lacks } => "needs_natural_and_wild",
        /// A meld of the rank short of a canasta: the side's are complete.
        TableMeldsComplete { rank: Rank as Value::RanksOf(*rank) } => "needs_incomplete_table_meld",
        /// A meld of the rank on the table: the side has none.
        NoTableMeld { rank: Rank as Value::RanksOf(*rank) } => "needs_table_meld",
        /// The way would leave one card or none, and the side cannot go
        /// out: it has `have` of the `canastas` needed.
        KeepsNoCard { way: TakeWith as way_said("way_needed", *way), cards: Vec<Card>, holding: Holding, canastas: u32, rules: String, have: u32 }
            => "would_keep_no_card",
        /// The way would make an illegal meld: `cards`, or `joined` with
        /// the side's meld of the rank on the table.
        IllegalMeld { way: TakeWith as way_said("way_needed", *way), cards: Vec<Card>, rank: Rank, joined: Option<Vec<Card>>, reasons: Vec<MeldReason> }
            => "would_make_illegal_meld" with { joins: joined.is_some() },
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

impl crate::error::Coded for Missing {
    fn code(&self) -> &'static str {
        self.way.code()
    }
}

/// The way's own words, after how the pile stands (the first way of a
/// refusal: `pickup-pile-needs`) or as an alternative to the one before
/// (`pickup-or-needs`).
impl Said for Missing {
    fn words(&self) -> Words<'_> {
        let way = ("way", Value::Words(self.way.words()));
        let (code, fields) = match &self.pile {
            Some(pile) => ("pile_needs", vec![way, ("pile", pile.value())]),
            None => ("or_needs", vec![way]),
        };
        Words {
            area: "pickup",
            code,
            fields,
        }
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

impl Field for Whose {
    fn value(&self) -> Value<'_> {
        Value::Text(match self {
            Whose::Side => "side",
            Whose::Other => "other",
        })
    }
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

impl Field for Lacks {
    fn value(&self) -> Value<'_> {
        Value::Text(match self {
            Lacks::Both => "both",
            Lacks::Natural => "natural",
            Lacks::Wild => "wild",
        })
    }
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

/// Said by `pickup-holding-<what>`.
impl Said for Holding {
    fn words(&self) -> Words<'_> {
        let (code, fields) = match self {
            Holding::NoCard => ("holding_no_card", Vec::new()),
            Holding::PileCard => ("holding_pile_card", Vec::new()),
            Holding::Cards { cards } => ("holding_cards", vec![("cards", cards.value())]),
        };
        Words {
            area: "pickup",
            code,
            fields,
        }
    }
}

impl Field for Holding {
    fn value(&self) -> Value<'_> {
        Value::Words(self.words())
    }
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

/// Said by `pickup-pile-<state>`.
impl Said for Pile {
    fn words(&self) -> Words<'_> {
        let (code, fields) = match self {
            Pile::Frozen { by: Freezer::Flag } => ("pile_frozen_flag", Vec::new()),
            Pile::Frozen {
                by: Freezer::Card(card),
            } => ("pile_frozen_by", vec![("card", card.value())]),
            Pile::AlwaysFrozen { rules } => ("pile_always_frozen", vec![("rules", rules.value())]),
            Pile::FrozenUntilOpened => ("pile_frozen_until_opened", Vec::new()),
            Pile::NotFrozen => ("pile_not_frozen", Vec::new()),
        };
        Words {
            area: "pickup",
            code,
            fields,
        }
    }
}

impl Field for Pile {
    fn value(&self) -> Value<'_> {
        Value::Words(self.words())
    }
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
