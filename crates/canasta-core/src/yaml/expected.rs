//! What a field of a YAML file takes, as data: the `expected` of a wrong
//! type or a refused value.
//!
//! The reader of the tree says its own expectations as variants (`a
//! list`, `a whole number`). A type's own reader (serde's derived one, a
//! hand-written visitor) says what it expects only as text, its
//! `expecting`: `TABLE` names each such text the tool's types say, so that
//! the front end words it in the reader's language. A text the table does
//! not know is kept as it is (`Said`), in the reader's words; the tests
//! make sure each type's own text is in the table.

use serde::de;

use crate::error::{Choices, faults};

faults! {
    /// What a field takes, as a message names it ("expected a list").
    pub enum Expected {
        /// A list.
        List => "list",
        /// `true` or `false`.
        YesNo => "yes_no",
        /// A whole number.
        WholeNumber => "whole_number",
        /// A whole number of 0 or more.
        WholeNumberNotNegative => "whole_number_not_negative",
        /// A number.
        Number => "number",
        /// Text.
        Text => "text",
        /// Nothing (an empty value).
        Nothing => "nothing",
        /// A mapping of `key: value` lines.
        Mapping => "mapping",
        /// A section of a file: `field: value` lines (serde's "struct X").
        Section => "section",
        /// One of the names of a choice.
        OneOf { choices: Choices } => "one_of",
        /// A round file (`round::RoundFile`).
        RoundFile => "round_file",
        /// A side of a round file (`round::TeamEntry`).
        Side => "side",
        /// A player of a side (`round::PlayerEntry`).
        Player => "player",
        /// A meld of a round file (`round::MeldEntry`).
        Meld => "meld",
        /// Cards of a round file: a string or a list.
        Cards => "cards",
        /// The melds of a side: a list or one string.
        Melds => "melds",
        /// A penalty of a side (`round::Penalty`).
        Penalty => "penalty",
        /// What one side counted (`sheet::tally::Tally`).
        Tally => "tally",
        /// A tally as a game file stores it: its items.
        StoredTally => "stored_tally",
        /// A game file (`sheet::GameFile`).
        GameFile => "game_file",
        /// A line of a game file's history (`sheet::Change`).
        Change => "change",
        /// An edit `game undo` takes back (`sheet::undo::Edit`).
        Edit => "edit",
        /// A change `game redo` makes again (`sheet::undo::Redo`).
        Redo => "redo",
        /// Who made a change (`sheet::Author`).
        Author => "author",
        /// A side's half of the next hand (`sheet::Half`).
        Half => "half",
        /// A half of a hand made of halves, in its log line
        /// (`sheet::log::HalfIn`).
        HalfIn => "half_in",
        /// A hand of a game file (`sheet::Hand`).
        Hand => "hand",
        /// A side's points in a hand (`sheet::Entry`).
        Score => "score",
        /// A time in RFC 3339 (`sheet::time`).
        Time => "time",
        /// A rank (`card::Rank`).
        Rank => "rank",
        /// A card (`card::Card`).
        Card => "card",
        /// What a reader expects that the table does not know, in its
        /// words (serde's `an array of length 2`).
        Said { what: String } => "said",
    }
}

crate::error::worded! {
    Expected => "expected",
}

/// The texts the tool's own readers say they expect (their `expecting`),
/// each with the expectation it is. The English catalogue says each
/// variant with exactly this text (a test of the front end checks it).
pub const TABLE: &[(&str, Expected)] = &[
    (
        "a round file: a mapping with `teams:` (a list of sides) and, if you like, `rules:`",
        Expected::RoundFile,
    ),
    (
        "a side: a mapping with `name:` and any of `melds`, `red_threes`, `black_threes`, `hand`, `players`, `went_out`, `concealed`, `special_hand`, `penalties`",
        Expected::Side,
    ),
    (
        "a player: a mapping with `name:`, `hand:` and (hand-and-foot) `foot:`",
        Expected::Player,
    ),
    (
        "a meld: a string of cards, or {cards: ..., concealed: true}",
        Expected::Meld,
    ),
    (
        "cards: a string like `h3 d3`, or a list of cards",
        Expected::Cards,
    ),
    (
        "a list of melds (`[hK dK cK, hA cA d2]`), or one string with `;` between melds",
        Expected::Melds,
    ),
    ("a penalty: {points: 100, reason: ...}", Expected::Penalty),
    (
        "a tally: a mapping of natural, mixed, wild, from_hand, kinds, red3, black3, out, concealed, melded, cards, held, incomplete, sets, caught3, foot3, special",
        Expected::Tally,
    ),
    (
        "a tally: its items as --tally takes them (natural:1,red3:2,out,cards:120)",
        Expected::StoredTally,
    ),
    (
        "a game file: a mapping with `teams`, `hands` and `rules`",
        Expected::GameFile,
    ),
    (
        "a change: {at: TIME, what: KIND}, with the hand, how it was entered, and `old` and `new` points where a hand changed",
        Expected::Change,
    ),
    ("an edit: {hand: N, after: N, was: HAND}", Expected::Edit),
    (
        "a change to redo: {change: added or replaced, hand: N, put: HAND}",
        Expected::Redo,
    ),
    (
        "who made a change: {device: organiser} or {device: side, side: NAME}",
        Expected::Author,
    ),
    (
        "a half: {hand: N, team: NAME, way: points or tally, text: TEXT, at: TIME}",
        Expected::Half,
    ),
    (
        "a half in a hand: {side: NAME}, with who entered it (`by`) and its `key`",
        Expected::HalfIn,
    ),
    (
        "a hand: a mapping with `scores` (one entry per team)",
        Expected::Hand,
    ),
    (
        "a time in RFC 3339, such as 2026-11-23T20:00:00Z",
        Expected::Time,
    ),
    (
        "a score: {team: NAME, bonus: N, cards: N, total: N} or {team: NAME, total: N}",
        Expected::Score,
    ),
    ("a rank: A, 2 to 10, J, Q or K", Expected::Rank),
    (
        "a card: a suit and a rank like h10, dK, As, or jk for a joker",
        Expected::Card,
    ),
];

impl Expected {
    /// What a reader says it expects, as data: a text of `TABLE`, a
    /// section for serde's derived readers of a struct ("struct Name"),
    /// else the reader's own words.
    pub fn of(expected: &dyn de::Expected) -> Expected {
        let said = expected.to_string();
        if said.starts_with("struct ") {
            return Expected::Section;
        }
        TABLE
            .iter()
            .find(|(text, _)| *text == said)
            .map_or(Expected::Said { what: said }, |(_, e)| e.clone())
    }

    /// One of `choices`.
    pub fn one_of(choices: &[&str]) -> Expected {
        Expected::OneOf {
            choices: Choices(choices.iter().map(ToString::to_string).collect()),
        }
    }
}

#[cfg(test)]
mod tests;
