//! The score of one finished hand, side by side, with a breakdown a player
//! can check against the cards on the table.
//!
//! Every line of the breakdown is a bonus (canastas, red threes, going out,
//! penalties) or card points (melded cards minus cards left in hand), like
//! the two lines of a paper score pad.

use serde::Serialize;

use crate::error::{Error, ErrorKind, Hint};

mod count;
mod item;
mod lines;
mod round;
mod sum;

pub use count::Counted;
pub(crate) use count::score_counted;
pub use item::{Colour, Entry, How, Item, Note, Threes, Why};
pub use round::{checked, score};

/// Which line of the pad a breakdown line adds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Part {
    /// The bonus line.
    Bonus,
    /// The card-points line.
    Cards,
}

/// What a breakdown line is, so that rules that change "negative points" or
/// "all points" can find the lines they mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// A meld's card points.
    Meld,
    /// A canasta's bonus.
    Canasta,
    /// The extra for a canasta laid concealed.
    ConcealedCanasta,
    /// Cards left in the hand.
    Hand,
    /// Black threes left in the hand.
    BlackThreesInHand,
    /// The red threes' bonus (or cost).
    RedThrees,
    /// Red threes' card value, where they count it.
    RedThreeCards,
    /// The going-out bonus.
    GoingOut,
    /// A penalty of the round file.
    Penalty,
    /// Black threes laid out as bonus cards.
    BlackThrees,
    /// Threes caught in a hand where they are bonus cards.
    ThreesInHand,
    /// A meld of a kind that costs a penalty when short of a canasta.
    IncompleteMeld,
    /// A set of one rank caught in one player's hand (three aces).
    HandSet,
    /// A special hand, scored instead of everything else.
    SpecialHand,
    /// Cards in a foot never picked up (hand-and-foot).
    Foot,
    /// Red threes in a foot never picked up.
    ThreesInFoot,
}

/// One line of a side's breakdown: what it is, and its points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// What the line counts, as data.
    #[serde(skip)]
    pub item: Item,
    /// No canasta made every point negative, this line's too.
    #[serde(skip)]
    pub negated: bool,
    /// Another side went out concealed and this negative line doubled.
    #[serde(skip)]
    pub doubled: bool,
    /// `item` in words, for JSON: empty from the library, the front end
    /// fills it in the language chosen before it writes the line out.
    #[serde(rename = "what")]
    pub text: String,
    /// The pad line it adds to.
    pub part: Part,
    /// What kind of line it is.
    pub source: Source,
    /// Its points (negative where it costs).
    pub points: i64,
}

/// One canasta of a side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Canasta {
    /// Its cards, in the notation.
    pub cards: String,
    /// The kind's name: `natural`, `mixed`, `wild`, or the rule set's own.
    pub kind: String,
    /// The bonus it earned.
    pub bonus: i64,
    /// It was laid concealed.
    pub concealed: bool,
}

/// One side's score for a hand, with its breakdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SideScore {
    /// The side's name.
    pub name: String,
    /// The hand's score for this side: bonus + cards.
    pub total: i64,
    /// The bonus points (canastas, red threes, going out).
    pub bonus: i64,
    /// The card points (melded minus held).
    pub cards: i64,
    /// Card points of the melds (negative where a rule turned them).
    pub melded: i64,
    /// What the cards left in hand cost (negative).
    pub in_hand: i64,
    /// The side went out.
    pub went_out: bool,
    /// It went out concealed.
    pub concealed: bool,
    /// Its canastas.
    pub canastas: Vec<Canasta>,
    /// The red threes it laid out.
    pub red_threes: u32,
    /// The breakdown, line by line.
    pub lines: Vec<Line>,
    /// Rules that changed lines after they were counted.
    #[serde(skip)]
    pub notes: Vec<Note>,
    /// `notes` in words, for JSON: filled by the front end like `Line::text`.
    #[serde(rename = "notes")]
    pub note_texts: Vec<String>,
}

/// A hand's score (`canasta score`): each side's, under a rule set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandScore {
    /// The rule set's name.
    pub rules: String,
    /// Each side's score, in the round's order.
    pub teams: Vec<SideScore>,
}

pub(crate) fn line(item: Item, part: Part, source: Source, points: i64) -> Line {
    Line {
        item,
        negated: false,
        doubled: false,
        text: String::new(),
        part,
        source,
        points,
    }
}

/// An entry whose points do not fit in a 64-bit sum: the hand cannot be
/// scored, and a clamped number would be a wrong score shown as right.
pub(crate) fn overflow(team: &str, entry: Entry) -> Error {
    Error::new(
        ErrorKind::Round,
        ScoreFault::PointsOverflow {
            team: team.to_string(),
            entry,
            max: i64::MAX.to_string(),
        },
    )
    .with_help(Hint::CheckOverflow)
}

crate::error::faults! {
    /// A hand that cannot be scored.
    pub enum ScoreFault {
        /// An entry whose points do not fit in a sum; `max` is the
        /// largest sum, as digits.
        PointsOverflow { team: String, entry: Entry, max: String } => "points_overflow",
    }
}

crate::error::worded! {
    fault ScoreFault,
}

#[cfg(test)]
mod tests;
