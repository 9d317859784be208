//! What a line of a hand's breakdown counts, and the notes a side's score
//! carries, as data: the front end words them in the language chosen
//! (`score.ftl`), so the library holds the facts and never the sentences.

use crate::card::Card;

/// The threes a line speaks of: the cards laid out (a round file), or how
/// many were counted (a tally).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Threes {
    /// The threes' cards, as the round file lays them out.
    Cards(Vec<Card>),
    /// How many, as a tally counts them.
    Counted(u32),
}

/// The colour of the threes a signed-three line counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    /// Red threes.
    Red,
    /// Black threes.
    Black,
}

/// What the sign table made of a colour of threes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// They count plus.
    Plus,
    /// They count nothing.
    Nothing,
    /// They count minus.
    Minus,
}

/// Why red threes count minus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The side has not melded.
    NotMelded,
    /// The side has no canasta.
    NoCanasta,
    /// The side has fewer canastas than red threes.
    FewerCanastas,
    /// Each red three needs a canasta of its own.
    EachNeedsOne,
}

/// One line of the breakdown, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A special hand, scored instead of everything else.
    SpecialHand {
        /// The special hand's name in the rule set.
        name: String,
        /// Its names for people, by language (`SpecialHand::titles`).
        titles: std::collections::BTreeMap<String, String>,
    },
    /// Card points melded (a tally with `held`).
    CardsMelded,
    /// Card points held (a tally with `held`).
    CardsHeld,
    /// Card points, melded minus held, from a tally.
    CardsNet {
        /// More held than melded.
        negative: bool,
    },
    /// Canastas counted in a tally, of the rule set's `kind`.
    CountedCanasta {
        /// The kind's name in the rule set.
        kind: String,
    },
    /// A meld's card points.
    Meld {
        /// The meld's cards.
        cards: Vec<Card>,
    },
    /// A canasta's bonus; `rank` is the meld's rank label (`None`: wild).
    Canasta {
        /// The kind's name in the rule set.
        kind: String,
        /// The meld's rank label; `None`: wild cards.
        rank: Option<String>,
    },
    /// The extra for a canasta laid concealed.
    ConcealedCanasta {
        /// The meld's rank label; `None`: wild cards.
        rank: Option<String>,
    },
    /// A meld of a kind that costs a penalty short of a canasta.
    IncompleteMeld {
        /// The kind's name in the rule set.
        kind: String,
        /// The meld's cards.
        cards: Vec<Card>,
    },
    /// Threes caught in a hand where they are bonus cards.
    ThreesCaught {
        /// The threes.
        threes: Threes,
    },
    /// Black threes left in hand, at their own cost.
    BlackThreesInHand {
        /// The black threes.
        cards: Vec<Card>,
    },
    /// Black threes left in hand, on the red-three scale.
    BlackThreesScaled {
        /// The black threes.
        cards: Vec<Card>,
    },
    /// The cards left in hand.
    InHand {
        /// The cards.
        cards: Vec<Card>,
    },
    /// A foot never picked up.
    Foot {
        /// Whose foot.
        player: String,
        /// Its cards.
        cards: Vec<Card>,
    },
    /// Red threes in a foot never picked up.
    RedThreesInFoot {
        /// Whose foot, where the round file says.
        player: Option<String>,
        /// The threes.
        threes: Threes,
    },
    /// `n` natural cards of `rank` in one hand (`player`'s, or the side's).
    HandSet {
        /// How many cards.
        n: u32,
        /// The rank's number (1 ace ... 13 king).
        rank: u8,
        /// Whose hand, where the round file names players.
        player: Option<String>,
    },
    /// Hands caught holding a set, counted in a tally.
    CountedHandSets {
        /// The fewest cards that make a set.
        min: u32,
        /// The rank's number (1 ace ... 13 king).
        rank: u8,
        /// How many hands.
        n: u32,
    },
    /// Incomplete melds of a kind, counted in a tally.
    CountedIncomplete {
        /// The kind's name in the rule set.
        kind: String,
        /// How many melds.
        n: u32,
    },
    /// Canastas laid complete from the hand, counted in a tally.
    CountedFromHand {
        /// How many canastas.
        n: u32,
    },
    /// A colour of threes signed by the side's number of canastas.
    SignedThrees {
        /// Red or black.
        colour: Colour,
        /// The threes.
        threes: Threes,
        /// What the sign table made of them.
        how: How,
        /// The side's canastas, which the sign goes by.
        canastas: u32,
    },
    /// Black threes laid out as bonus cards.
    BlackThrees {
        /// The threes.
        threes: Threes,
    },
    /// Red threes laid out, all counting plus.
    RedThrees {
        /// The threes.
        threes: Threes,
    },
    /// Red threes counting minus, and why.
    RedThreesMinus {
        /// The threes.
        threes: Threes,
        /// Why they count minus.
        why: Why,
    },
    /// `n` red threes with a canasta each.
    RedThreesWithCanasta {
        /// How many.
        n: u32,
    },
    /// `n` red threes without a canasta.
    RedThreesWithoutCanasta {
        /// How many.
        n: u32,
    },
    /// The card value of `n` red threes counting minus.
    RedThreeCardValue {
        /// How many.
        n: u32,
    },
    /// Going out.
    WentOut,
    /// Going out concealed.
    WentOutConcealed,
    /// A penalty, with the reason the round file gives (may be empty).
    Penalty {
        /// The reason, as the round file gives it.
        reason: String,
    },
}

/// A rule that changed lines after they were counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// The side `by` went out concealed: the others' negative points double.
    Doubled {
        /// The side that went out concealed.
        by: String,
    },
    /// No canasta: every point counts negative.
    NoCanasta,
}

crate::error::faults! {
    /// The entry of a hand's score whose points do not fit in a sum, as
    /// an error names it.
    pub enum Entry {
        SpecialHand { name: String } => "special_hand",
        Meld { cards: Vec<Card> } => "meld",
        Canasta => "canasta",
        /// A canasta of a tally or a round, with its cards where known.
        CanastaOf { cards: Vec<Card> } => "canasta_of",
        IncompleteMeld { cards: Vec<Card> } => "incomplete_meld",
        InHand { cards: Vec<Card> } => "in_hand",
        RedThrees { cards: Vec<Card> } => "red_threes",
        RedThreesCounted { count: u32 } => "red_threes_counted",
        RedThreesWithoutCanasta { count: u32 } => "red_threes_without_canasta",
        RedThreesWithCanasta { count: u32 } => "red_threes_with_canasta",
        Penalty => "penalty",
        PenaltyFor { reason: String } => "penalty_for",
        /// The cards held, told apart from those melded.
        Held => "held",
        BonusPlusCards => "bonus_plus_cards",
        /// Any other line, by its name in the data.
        Line { name: String } => "line",
        /// The entry doubled for a side that went out concealed.
        Doubled { entry: Box<Entry> } => "doubled",
        /// The entry added to a sum: `sum` is `bonus`, `cards`, `melds`
        /// or `in-hand`.
        Adding { entry: Box<Entry>, sum: &'static str } => "adding",
    }
}

crate::error::worded! {
    Entry => "entry",
}

impl Item {
    /// The entry this line is, for an error about a sum that does not
    /// fit (errors are worded apart from the breakdown).
    pub(crate) fn entry(&self) -> Entry {
        let red = |t: &Threes| match t {
            Threes::Cards(c) => Entry::RedThrees { cards: c.clone() },
            Threes::Counted(n) => Entry::RedThreesCounted { count: *n },
        };
        match self {
            Item::SpecialHand { name, .. } => Entry::SpecialHand { name: name.clone() },
            Item::Meld { cards } => Entry::Meld {
                cards: cards.clone(),
            },
            Item::Canasta { .. } | Item::ConcealedCanasta { .. } | Item::CountedCanasta { .. } => {
                Entry::Canasta
            }
            Item::IncompleteMeld { cards, .. } => Entry::IncompleteMeld {
                cards: cards.clone(),
            },
            Item::InHand { cards } => Entry::InHand {
                cards: cards.clone(),
            },
            Item::RedThrees { threes: t } | Item::RedThreesMinus { threes: t, .. } => red(t),
            Item::RedThreesWithoutCanasta { n } => Entry::RedThreesWithoutCanasta { count: *n },
            Item::RedThreesWithCanasta { n } => Entry::RedThreesWithCanasta { count: *n },
            Item::Penalty { reason } if reason.is_empty() => Entry::Penalty,
            Item::Penalty { reason } => Entry::PenaltyFor {
                reason: reason.clone(),
            },
            other => Entry::Line {
                name: format!("{other:?}"),
            },
        }
    }
}
