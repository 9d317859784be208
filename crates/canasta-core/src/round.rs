//! The round file: what every side had on the table and in hand when a hand
//! ended, and the checks that it could have happened before it is scored.
//!
//! A round that could not have happened is never scored: every problem is an
//! error (`ErrorKind::Round`) that names the side, the meld or the card.

use crate::card::Card;
use crate::error::{AllOf, Error, ErrorKind, Hint, Origin, Result, faults};
use crate::meld::MeldReason;
use crate::special_hand::SpecialHandFault;

faults! {
    /// What is wrong with a round file.
    pub enum RoundFault {
        /// Nothing but blank lines and comments.
        RoundFileEmpty { file: Origin } => "round_file_empty",
        /// Fewer than two sides under `teams`.
        TooFewRoundSides { sides: usize } => "too_few_round_sides",
        /// Sides that do not make the rule set's number of players.
        RoundSidesDoNotFit { sides: u32, rules: String, count: u32, side_size: u32 } => "round_sides_do_not_fit",
        /// `hand_number: 0`.
        HandNumberZero => "hand_number_zero",
        /// A side without a name (`side` from 1).
        SideWithoutName { side: usize } => "side_without_name",
        /// Two sides of one name.
        SameName { team: String } => "same_name",
        /// `concealed: true` on a side that did not go out.
        ConcealedNotOut { team: String } => "concealed_not_out",
        /// A card under `red_threes` that is no red three.
        NotARedThree { team: String, card: Card } => "not_a_red_three",
        /// A red three held in the hand where they are laid out at once.
        RedThreeInHand { team: String, card: Card } => "red_three_in_hand",
        /// More than one side with `went_out: true` (`count` of them).
        SidesWentOut { sides: AllOf, count: usize } => "sides_went_out",
        /// A meld (or melds of one rank, `count` of them, numbered
        /// `melds`) that breaks the rule set: `reasons` say how.
        IllegalMeld { team: String, melds: String, count: usize, cards: Vec<Card>, rules: String, reasons: Vec<MeldReason> } => "illegal_meld",
        /// A meld marked `concealed: true` that is no canasta.
        ConcealedNotCanasta { team: String, meld: usize, cards: Vec<Card> } => "concealed_not_canasta",
        /// Went out with fewer canastas than going out needs.
        TooFewCanastasToGoOut { team: String, have: u32, rules: String, need: u32 } => "too_few_canastas_to_go_out",
        /// Went out with fewer canastas of a kind than going out needs.
        TooFewOfKindToGoOut { team: String, have: u32, kind: String, rules: String, need: u32 } => "too_few_of_kind_to_go_out",
        /// Went out concealed without a canasta.
        ConcealedWithoutCanasta { team: String } => "concealed_without_canasta",
        /// A player alone at a side went out with cards in hand.
        WentOutHolding { team: String, cards: Vec<Card> } => "went_out_holding",
        /// A penalty of zero or fewer points.
        PenaltyNotPositive { team: String, reason: String, points: i64 } => "penalty_not_positive",
        /// Black threes laid out where they are no bonus cards.
        BlackThreesNotBonus { team: String, rules: String } => "black_threes_not_bonus",
        /// A card under `black_threes` that is no black three.
        NotABlackThree { team: String, card: Card } => "not_a_black_three",
        /// A side with both `hand` and `players`.
        HandAndPlayers { team: String } => "hand_and_players",
        /// A player without a name (`player` from 1).
        PlayerWithoutName { team: String, player: usize } => "player_without_name",
        /// Two players of a side with one name.
        SamePlayerName { team: String, player: String } => "same_player_name",
        /// A red three in a player's hand, where they are laid out at once.
        PlayerRedThreeInHand { team: String, player: String, card: Card } => "player_red_three_in_hand",
        /// `special_hand` names none of the rule set's.
        UnknownSpecialHand { team: String, name: String, rules: String } => "unknown_special_hand",
        /// A special hand on a side that did not go out.
        SpecialHandNotOut { team: String, hand: String } => "special_hand_not_out",
        /// Melds that are not the special hand named: `why`.
        NotTheSpecialHand { team: String, hand: String, rules: String, why: SpecialHandFault } => "not_the_special_hand",
        /// Went out with an incomplete meld of a kind that bars it.
        IncompleteBarsGoingOut { team: String, melds: String, count: usize, cards: Vec<Card>, kind: String, held: usize, min: u32, rules: String } => "incomplete_bars_going_out",
        /// A foot where the rule set deals none.
        NoFootDealt { team: String, player: String, rules: String } => "no_foot_dealt",
        /// A foot larger than dealt.
        FootTooLarge { team: String, player: String, count: usize, rules: String, dealt: u32 } => "foot_too_large",
        /// Went out with no foot played.
        FootNotPlayed { team: String, rules: String } => "foot_not_played",
    }
}

crate::error::worded! {
    fault RoundFault,
}
use crate::yaml::{self, Node};

mod check;
mod file;
mod place;

pub use check::{Round, Side, check, fit_players, hand_number_error};
pub use file::{MeldEntry, Penalty, PlayerEntry, RoundFile, TeamEntry};
pub use place::relocate;

/// Read a round file's text.
pub fn parse(origin: impl Into<Origin>, text: &str) -> Result<RoundFile> {
    parse_tree(origin, text).map(|(file, _)| file)
}

/// Read a round file's text, and keep its tree for errors found later.
pub fn parse_tree(origin: impl Into<Origin>, text: &str) -> Result<(RoundFile, Node)> {
    let origin = origin.into();
    if is_blank(text) {
        return Err(Error::new(
            ErrorKind::Round,
            RoundFault::RoundFileEmpty {
                file: origin.clone(),
            },
        )
        .with_help(Hint::WriteTeams));
    }
    let tree = yaml::read_document(
        origin.clone(),
        text,
        ErrorKind::Round,
        crate::error::Document::RoundFile,
        &["teams", "rules"],
    )?;
    let file = yaml::from_node(&tree, ErrorKind::Round)?;
    Ok((file, tree))
}

/// A document with nothing but blank lines and comments, which YAML reads
/// as null and serde reports without a place.
pub(crate) fn is_blank(text: &str) -> bool {
    // Most documents say so at their first character; a file of millions
    // of blank lines is not walked line by line for that.
    let text_bytes = text.strip_prefix('\u{feff}').unwrap_or(text).as_bytes();
    match text_bytes
        .iter()
        .find(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
    {
        None => return true,
        Some(b'#' | b'-' | b'.') => {}
        Some(_) => return false,
    }
    text.lines()
        .map(|l| l.trim_start_matches('\u{feff}').trim())
        .all(|l| l.is_empty() || l.starts_with('#') || l == "---" || l == "...")
}
