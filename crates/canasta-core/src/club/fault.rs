//! What is wrong with a club evening: its players, its file, a round that
//! cannot be drawn yet. Typed, with the data the words speak of; the
//! words are the front end's (`errors.ftl`).

use crate::error::{AllOf, faults, worded};

faults! {
    /// What is wrong with a club evening or what is asked of it.
    pub enum ClubFault {
        /// Fewer players than one table seats.
        TooFewPlayers { given: usize, seats: usize } => "too_few_players",
        /// A player named twice, in any case (`first` as first named).
        PlayerNamedTwice { player: String, first: String } => "player_named_twice",
        /// A player's name that is empty.
        EmptyPlayer => "empty_player_name_club",
        /// A rule set whose games are not two sides of two players.
        NotPartnerships { rules: String, players: u32, sides: u32 } => "not_partnerships",
        /// Tables of the current round whose games are not over: each
        /// named with its game file.
        TablesUnfinished { round: u32, tables: AllOf } => "tables_unfinished",
        /// An evening file of a newer format than this build reads.
        NewerEvening { version: String, current: u32 } => "newer_evening",
        /// `version:` that is not a version of the evening file's format.
        BadEveningVersion { current: u32 } => "bad_evening_version",
        /// An evening file without a round.
        NoRounds => "no_rounds",
        /// Rounds that are not numbered 1, 2, 3, ... in order.
        RoundOutOfOrder { found: u32, expected: u32 } => "round_out_of_order",
        /// Tables of a round that are not numbered 1, 2, 3, ... in order.
        TableOutOfOrder { round: u32, found: u32, expected: u32 } => "table_out_of_order",
        /// A name in a round that is none of the evening's players.
        UnknownPlayer { player: String, round: u32 } => "unknown_player",
        /// A player at two places of one round (two seats, a seat and a
        /// bye).
        PlayerTwiceInRound { player: String, round: u32 } => "player_twice_in_round",
        /// A table's sides that are not two sides of two of its seats.
        SidesNotSeats { round: u32, table: u32 } => "sides_not_seats",
        /// A seating of the movements that is not two sides of two,
        /// each place once (`movement` is `rotate` or `standings`).
        BadSeating { movement: &'static str, number: usize } => "bad_seating",
        /// A movement without a seating.
        NoSeatings { movement: &'static str } => "no_seatings",
        /// A table's game with other than two sides.
        GameNotTwoSides { game: String, sides: usize } => "game_not_two_sides",
        /// The same game file for two tables.
        GameTwice { game: String } => "game_twice",
    }
}

worded! {
    fault ClubFault,
}
