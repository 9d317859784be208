//! What is wrong with what the score sheet is given: a game file or a
//! change to it, a side's `--tally` items, the points of a hand, the name
//! of a side. Typed, with the data
//! the words speak of; the words are the front end's (`errors.ftl`).

use crate::error::{AllOf, AnyOf, Error, Field, Value, Words, faults, worded};

faults! {
    /// What is wrong with a tally, a hand's points or a side's name.
    pub enum SheetFault {
        /// A side's score turns on whether it laid a meld, and no item
        /// says.
        MeldedUnsaid { team: String, with_meld: i64, without_meld: i64, rules: String } => "melded_unsaid",
        /// A side's score turns on how many canastas it laid from the
        /// hand, and no item says.
        FromHandUnsaid { team: String, canastas: u32, rules: String, extra: i64 } => "from_hand_unsaid",
        /// A side's score turns on its held card points, and no item says.
        HeldUnsaid { team: String, rules: String, cards: i64 } => "held_unsaid",
        /// An unmelded side with more card points melded than held.
        UnmeldedMeldedCards { team: String, cards: i64 } => "unmelded_melded_cards",
        /// An unmelded side whose `held` is not its card points.
        UnmeldedHeld { team: String, held: i64, cards: i64 } => "unmelded_held",
        /// More held than the card points leave.
        HeldPastCards { team: String, held: i64, cards: i64 } => "held_past_cards",
        /// `incomplete-KIND` for a kind that costs nothing when short;
        /// `own` are the rule set's.
        UnknownIncomplete { team: String, kind: String, rules: String, own: Own } => "unknown_incomplete",
        /// Out with an incomplete meld the rule set forbids going out with.
        IncompleteBarsOut { team: String, kind: String, rules: String } => "incomplete_bars_out",
        /// `set-RANK` for a set that costs nothing.
        UnknownSet { team: String, set: String, rules: String, own: Own } => "unknown_set",
        /// More sets than a side has players.
        TooManySets { team: String, set: String, given: u32, side_size: u32 } => "too_many_sets",
        /// `from-hand` where the rule set gives nothing for it.
        FromHandNotPriced { team: String, rules: String } => "from_hand_not_priced",
        /// More canastas from the hand than the side has.
        FromHandPastCanastas { team: String, from_hand: u32, canastas: u32 } => "from_hand_past_canastas",
        /// `caught3` where the rule set prices threes as cards.
        CaughtNotPriced { team: String, rules: String } => "caught_not_priced",
        /// `foot3` where no foot is dealt.
        NoFoot { team: String, rules: String } => "no_foot",
        /// A special hand the rule set does not have.
        UnknownSpecial { team: String, special: String, rules: String, own: Own } => "unknown_special",
        /// A special hand with other items.
        SpecialNotAlone { team: String } => "special_not_alone",
        /// Out with fewer canastas than going out needs.
        TooFewCanastasOut { team: String, have: u32, rules: String, need: u32 } => "too_few_canastas_out",
        /// Out without the canastas of a kind going out needs.
        TooFewKindOut { team: String, kind: String, have: u32, rules: String, want: u32 } => "too_few_kind_out",
        /// A word that is no item and no kind of the rule set.
        UnknownKind { team: String, kind: String, rules: String, own: Own, items: TallyItems } => "unknown_kind",
        /// The same, with the item it most likely means. The message
        /// says the guess alone, what the reader needs; `own` and `items`
        /// stay in the data (a code's data does not change).
        UnknownKindGuess { team: String, kind: String, rules: String, guess: String, own: Own, items: TallyItems } => "unknown_kind_guess",
        /// `black3` where black threes are no bonus cards.
        BlackThreesNoBonus { team: String, rules: String } => "black_threes_no_bonus",
        /// `wild:` where the rule set has no wild canastas.
        NoWildCanastas { team: String, wild: u32, rules: String } => "no_wild_canastas",
        /// Two sides out in one hand.
        BothOut { first: String, second: String } => "both_out",
        /// An unmelded side with canastas, or out.
        UnmeldedWithCanastas { team: String } => "unmelded_with_canastas",
        /// More canastas than the deck makes.
        TooManyCanastas { canastas: u32, deck: u32, most: u32 } => "too_many_canastas",
        /// More red threes than the deck holds.
        TooManyTallyRedThrees { red: u32, deck: u32 } => "too_many_tally_red_threes",
        /// More threes caught than the deck holds.
        TooManyCaught { caught: u32, deck: u32 } => "too_many_caught",
        /// Points that are no multiple of what every hand's are; `what`
        /// is `bonus`, `cards` or `total`.
        NotAMultiple { what: &'static str, points: i64, step: i64 } => "not_a_multiple",
        /// More points than one hand scores with the deck.
        PastOneHand { what: &'static str, points: i64, most: i64 } => "past_one_hand",
        /// A gap to the leader past what a number holds.
        BehindPastCount { team: String, lead: String, best: i64, total: i64 } => "behind_past_count",
        /// Points to go past what a number holds.
        ToGoPastCount { team: String, target: i64, total: i64 } => "to_go_past_count",
        /// A side's fault, said with the side's name.
        OfTeam { team: String, why: Box<SheetFault> } => "of_team",
        /// A hand's fault, said with its number.
        OfHand { hand: usize, why: Box<crate::error::Fault> } => "of_hand",
        /// A stored hand entered by tally without a tally for a side.
        NoStoredTally { team: String } => "no_stored_tally",
        /// A stored tally that cannot be scored; `cause` says why.
        TallyNotScored { cause: Box<crate::error::Error> } => "tally_not_scored",
        /// A game file with fewer than two sides.
        TooFewGameSides { sides: usize } => "too_few_game_sides",
        /// A game file's team name that is empty or given before.
        BadTeamName { team: String } => "bad_team_name",
        /// A game file's `players` naming a team the game does not have.
        PlayersOfNoTeam { team: String, teams: Vec<String> } => "players_of_no_team",
        /// A game file's player with an empty name.
        EmptyPlayer { team: String } => "empty_player",
        /// `game new` naming a player for two sides (`team` first).
        PlayerInTwoSides { player: String, team: String, other: String } => "player_in_two_sides",
        /// `game new` naming a player twice for one side.
        PlayerTwiceInSide { player: String, team: String } => "player_twice_in_side",
        /// `game new` naming more or fewer players for a side than the
        /// rule set seats at one.
        PlayersDoNotSeat { team: String, given: u32, seats: u32, rules: String } => "players_do_not_seat",
        /// `game new` naming more or fewer players in all than play.
        PlayerCountDiffers { given: u32, count: u32, rules: String } => "player_count_differs",
        /// A round file for `game add` naming a team the game does not have.
        RoundTeamNotInGame { team: String, teams: Vec<String> } => "round_team_not_in_game",
        /// A round file for `game add` without an entry for a side.
        RoundLacksTeam { team: String } => "round_lacks_team",
        /// A round file for `game add` whose `hand_number` is not the
        /// hand it would be.
        RoundWouldBeHand { said: u32, number: usize } => "round_would_be_hand",
        /// A stored round naming a team the game does not have.
        RoundUnknownTeam { team: String } => "round_unknown_team",
        /// A stored round whose `hand_number` is not its hand's.
        RoundHandNumber { said: u32, number: usize } => "round_hand_number",
        /// A stored round that cannot be; `cause` says why.
        RoundImpossible { cause: Box<crate::error::Error> } => "round_impossible",
        /// A stored round that cannot be scored; `cause` says why.
        RoundNotScored { cause: Box<crate::error::Error> } => "round_not_scored",
        /// A stored round that scores other points than the sheet holds.
        RoundDisagrees { bonus: i64, cards: i64, total: i64, team: String, sheet: i64 } => "round_disagrees",
        /// A stored tally that scores other points than the sheet holds.
        TallyDisagrees { team: String, bonus: i64, cards: i64, total: i64, sheet: i64 } => "tally_disagrees",
        /// A side's fault that no hand under the rule set scores.
        Unscorable { team: String, why: Box<SheetFault>, rules: String } => "unscorable",
        /// An empty name where a side is wanted; `teams` lists the sides
        /// (and their players).
        NoTeamNamed { teams: String } => "no_team_named",
        /// A name that begins several sides' names.
        NameCouldBe { name: String, teams: AnyOf } => "name_could_be",
        /// A name that is no side's.
        NotATeam { name: String, teams: String } => "not_a_team",
        /// A name that is no side's and no player's.
        NotATeamOrPlayer { name: String, teams: String } => "not_a_team_or_player",
        /// A hand for a game that is over: `winners` won after `hand`.
        GameOver { winners: AllOf, hand: usize } => "game_over",
        /// An edit after which the game ends before the hands that follow.
        EndsBefore { hand: usize, winners: AllOf, count: usize } => "ends_before",
        /// A hand for a game that ended drawn after `hand`.
        GameDrawn { hand: usize } => "game_drawn",
        /// An edit after which the game ends drawn before the hands that
        /// follow.
        EndsDrawnBefore { hand: usize, count: usize } => "ends_drawn_before",
        /// A side's half of a hand other than the next (`next`).
        HalfNotNext { hand: usize, next: usize } => "half_not_next",
        /// A whole hand entered while the halves of `sides` wait for
        /// hand `hand`.
        HalvesWaiting { sides: AllOf, hand: usize } => "halves_waiting",
        /// Halves of one hand entered as points by some sides and as a
        /// tally by the others.
        HalvesMixed { points: AllOf, tally: AllOf } => "halves_mixed",
        /// `--tally` without `=`.
        TallyNoEquals => "tally_no_equals",
        /// A side given twice on the command line.
        SideTwice { team: String } => "side_twice",
        /// No `--tally` for a side.
        NoTallyFor { team: String } => "no_tally_for",
        /// No score for a side.
        NothingFor { team: String } => "nothing_for",
        /// `--points` without `=`.
        PointsNoEquals => "points_no_equals",
        /// Points that are no whole number.
        NotWholePoints { value: String } => "not_whole_points",
        /// Bonus and card points whose sum no number holds.
        PointsTooLarge => "points_too_large",
        /// Neither BONUS,CARDS nor TOTAL.
        PointsShape => "points_shape",
        /// No `--points` for a side.
        NoPointsFor { team: String } => "no_points_for",
        /// A tally's item that is empty (two commas, a comma at an end).
        TallyEmptyItem => "tally_empty_item",
        /// An item given twice in one tally.
        TallyItemTwice { key: String } => "tally_item_twice",
        /// A count that is no whole number from 0.
        TallyNotACount { item: String, value: String } => "tally_not_a_count",
        /// A yes-or-no item with another value.
        TallyNotAFlag { item: String, value: String, key: String } => "tally_not_a_flag",
        /// Both `melded` and `unmelded`.
        TallyMeldedAndUnmelded => "tally_melded_and_unmelded",
        /// `held` without its points.
        TallyHeldNeedsPoints => "tally_held_needs_points",
        /// Held card points that are no whole number from 0.
        TallyNotHeldPoints { item: String, value: String } => "tally_not_held_points",
        /// `cards` without its points.
        TallyCardsNeedsPoints => "tally_cards_needs_points",
        /// Card points that are no whole number.
        TallyNotCardPoints { item: String, value: String } => "tally_not_card_points",
        /// `set-RANK` whose rank is none.
        TallyNotARank { item: String, rank: String } => "tally_not_a_rank",
        /// `special-NAME:0` (or `no`).
        TallySpecialLeftOut { item: String } => "tally_special_left_out",
        /// Two special hands for one side.
        TallyTwoSpecialHands { item: String, was: String } => "tally_two_special_hands",
        /// A word that is no item.
        TallyNotAnItem { item: String, items: TallyItems } => "tally_not_an_item",
    }
}

/// The names a rule set has for an item family, said as a list, or as
/// the catalogue's word for none (message `error-sheet-own`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Own(pub Vec<String>);

impl Field for Own {
    fn value(&self) -> Value<'_> {
        Value::Words(Words {
            area: "error-sheet",
            code: "own",
            fields: vec![
                ("names", Value::Texts(&self.0)),
                (
                    "count",
                    Value::Number(i64::try_from(self.0.len()).unwrap_or(i64::MAX)),
                ),
            ],
        })
    }
}

/// The items a tally may hold, as the catalogue lists them (message
/// `error-sheet-items`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TallyItems;

impl Field for TallyItems {
    fn value(&self) -> Value<'_> {
        Value::Words(Words {
            area: "error-sheet",
            code: "items",
            fields: Vec::new(),
        })
    }
}

faults! {
    /// What is wrong with a game file or a change to it.
    pub enum GameFault {
        /// The rule set stored in the file contradicts itself.
        StoredRulesIncoherent { cause: Box<Error> } => "stored_rules_incoherent",
        /// A hand names a team the game does not have.
        UnknownTeam { hand: usize, team: String, teams: Vec<String> } => "unknown_team",
        /// A hand gives a team twice.
        TeamTwice { hand: usize, team: String } => "team_twice",
        /// A hand's total is not its bonus and card points; `sum` is
        /// theirs, in digits (it may be past what a number of the sheet
        /// holds).
        TotalMismatch { hand: usize, team: String, total: i64, bonus: i64, cards: i64, sum: String } => "total_mismatch",
        /// A hand gives the bonus or the card points alone.
        BonusOrCardsAlone { hand: usize, team: String } => "bonus_or_cards_alone",
        /// A hand has no score for a team.
        TeamMissing { hand: usize, team: String } => "team_missing",
        /// A game file with nothing in it.
        GameFileEmpty { file: crate::error::Origin } => "game_file_empty",
        /// The stored rule set lacks a field the rule sets have now.
        StoredRulesLack { path: String } => "stored_rules_lack",
        /// A hand number the game does not have.
        NoSuchHand { number: usize, count: usize } => "no_such_hand",
        NothingToUndo => "nothing_to_undo",
        NothingToRedo => "nothing_to_redo",
        /// The edit to undo names a hand the sheet does not hold.
        UndoMissingHand { hand: usize } => "undo_missing_hand",
        /// The change to redo names a hand that does not fit the sheet.
        RedoMisplaced { hand: usize, count: usize } => "redo_misplaced",
        /// A running total past what a number holds.
        TotalOutOfRange { hand: usize, team: String, total: i64, add: i64 } => "total_out_of_range",
        /// `rules:` gives a rule set's name where the game keeps the rule set whole.
        RulesNamed { name: String } => "rules_named",
        /// A kept edit that does not fit the sheet's hands or the edits
        /// before it (`edit` counts from 1).
        EditMisfits { edit: usize, hand: usize, after: usize, count: usize } => "edit_misfits",
        /// The rule model could not be listed to check the stored rules;
        /// `why` in the JSON writer's words.
        RulesUncheckable { why: String } => "rules_uncheckable",
        /// Hands after the hand that ended the game.
        HandsAfterEnd { over: usize, count: usize } => "hands_after_end",
        /// A game file of a version this build does not know yet; it
        /// reads versions `first` to `current`.
        NewerVersion { file: crate::error::Origin, version: String, first: u32, current: u32 } => "newer_version",
        /// `version:` that is not a whole number of a version; `found` is
        /// what it holds.
        BadVersion { found: crate::yaml::Found, first: u32, current: u32 } => "bad_version",
    }
}

worded! {
    fault GameFault,
    fault SheetFault,
}
