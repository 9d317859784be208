//! What a line of a hand's breakdown counts, and the notes a side's score
//! carries, as data: the front end words them in the language chosen
//! (`score.ftl`), so the library holds the facts and never the sentences.

use crate::card::Card;

/// The threes a line speaks of: the cards laid out (a round file), or how
/// many were counted (a tally).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Threes {
    Cards(Vec<Card>),
    Counted(u32),
}

/// The colour of the threes a signed-three line counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    Red,
    Black,
}

/// What the sign table made of a colour of threes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    Plus,
    Nothing,
    Minus,
}

/// Why red threes count minus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    NotMelded,
    NoCanasta,
    FewerCanastas,
    EachNeedsOne,
}

/// One line of the breakdown, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A special hand, scored instead of everything else.
    SpecialHand { name: String },
    /// Card points melded (a tally with `held`).
    CardsMelded,
    /// Card points held (a tally with `held`).
    CardsHeld,
    /// Card points, melded minus held, from a tally.
    CardsNet { negative: bool },
    /// Canastas counted in a tally, of the rule set's `kind`.
    CountedCanasta { kind: String },
    /// A meld's card points.
    Meld { cards: Vec<Card> },
    /// A canasta's bonus; `rank` is the meld's rank label (`None`: wild).
    Canasta { kind: String, rank: Option<String> },
    /// The extra for a canasta laid concealed.
    ConcealedCanasta { rank: Option<String> },
    /// A meld of a kind that costs a penalty short of a canasta.
    IncompleteMeld { kind: String, cards: Vec<Card> },
    /// Threes caught in a hand where they are bonus cards.
    ThreesCaught { threes: Threes },
    /// Black threes left in hand, at their own cost.
    BlackThreesInHand { cards: Vec<Card> },
    /// Black threes left in hand, on the red-three scale.
    BlackThreesScaled { cards: Vec<Card> },
    /// The cards left in hand.
    InHand { cards: Vec<Card> },
    /// A foot never picked up.
    Foot { player: String, cards: Vec<Card> },
    /// Red threes in a foot never picked up.
    RedThreesInFoot {
        player: Option<String>,
        threes: Threes,
    },
    /// `n` natural cards of `rank` in one hand (`player`'s, or the side's).
    HandSet {
        n: u32,
        rank: u8,
        player: Option<String>,
    },
    /// Hands caught holding a set, counted in a tally.
    CountedHandSets { min: u32, rank: u8, n: u32 },
    /// Incomplete melds of a kind, counted in a tally.
    CountedIncomplete { kind: String, n: u32 },
    /// Canastas laid complete from the hand, counted in a tally.
    CountedFromHand { n: u32 },
    /// A colour of threes signed by the side's number of canastas.
    SignedThrees {
        colour: Colour,
        threes: Threes,
        how: How,
        canastas: u32,
    },
    /// Black threes laid out as bonus cards.
    BlackThrees { threes: Threes },
    /// Red threes laid out, all counting plus.
    RedThrees { threes: Threes },
    /// Red threes counting minus, and why.
    RedThreesMinus { threes: Threes, why: Why },
    /// `n` red threes with a canasta each.
    RedThreesWithCanasta { n: u32 },
    /// `n` red threes without a canasta.
    RedThreesWithoutCanasta { n: u32 },
    /// The card value of `n` red threes counting minus.
    RedThreeCardValue { n: u32 },
    /// Going out.
    WentOut,
    /// Going out concealed.
    WentOutConcealed,
    /// A penalty, with the reason the round file gives (may be empty).
    Penalty { reason: String },
}

/// A rule that changed lines after they were counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// The side `by` went out concealed: the others' negative points double.
    Doubled { by: String },
    /// No canasta: every point counts negative.
    NoCanasta,
}

impl Item {
    /// A short English name of the entry, for an error about a sum that
    /// does not fit (errors are worded apart from the breakdown).
    pub(crate) fn entry(&self) -> String {
        let cards = crate::notation::format_cards;
        let threes = |t: &Threes| match t {
            Threes::Cards(c) => cards(c),
            Threes::Counted(n) => format!("×{n}"),
        };
        match self {
            Item::SpecialHand { name } => format!("special hand: {name}"),
            Item::Meld { cards: c } => format!("meld {}", cards(c)),
            Item::Canasta { .. } | Item::ConcealedCanasta { .. } | Item::CountedCanasta { .. } => {
                "canasta".into()
            }
            Item::IncompleteMeld { cards: c, .. } => format!("incomplete meld {}", cards(c)),
            Item::InHand { cards: c } => format!("in hand {}", cards(c)),
            Item::RedThrees { threes: t } | Item::RedThreesMinus { threes: t, .. } => {
                format!("red threes {}", threes(t))
            }
            Item::RedThreesWithoutCanasta { n } => format!("{n} red threes without a canasta"),
            Item::RedThreesWithCanasta { n } => format!("{n} red threes with a canasta each"),
            Item::Penalty { reason } if reason.is_empty() => "penalty".into(),
            Item::Penalty { reason } => format!("penalty: {reason}"),
            other => format!("{other:?}"),
        }
    }
}
