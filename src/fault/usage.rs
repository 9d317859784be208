//! Command lines that ask for something impossible: the faults the front
//! end finds in arguments the parser accepted.

use canasta::error::faults;

faults! {
    /// What is wrong with a command line.
    pub enum UsageFault {
        /// clap refused the command line; `text` is clap's own report.
        Clap { text: String } => "usage",
        /// `game chart` with `--format`.
        ChartFormat => "chart_format",
        /// `game chart --output` naming no `.svg` file.
        ChartNotSvg { path: String } => "chart_not_svg",
        /// `game add` with neither a round file, `--points` nor `--tally`.
        NoHandGiven { command: String } => "no_hand_given",
        /// `CANASTA_NOW` that is no UTC time; `why` in the time parser's words.
        BadNow { value: String, why: String } => "bad_now",
        /// `game stats` with `--rules` or `--players`.
        StatsRulesFixed => "stats_rules_fixed",
        /// `--hand-number` for a game file, which counts its hands.
        HandNumberForGame { number: u32 } => "hand_number_for_game",
        /// `--rules` or `--players` that differ from the game's.
        GameRulesFixed { rules: String, players: u32 } => "game_rules_fixed",
        /// `--team NAME=...` with an empty player's name.
        EmptyPlayerName { team: String } => "empty_player_name",
        /// `--team` with an empty name.
        EmptyTeamName => "empty_team_name",
        /// The same `--team` twice.
        TeamGivenTwice { team: String } => "team_given_twice",
        /// `game new --target` under a rule set that plays a fixed
        /// number of hands, where no target ends the game.
        TargetForFixedHands { rules: String, hands: u32 } => "target_for_fixed_hands",
        /// Fewer than two `--team`s.
        TooFewSides { given: usize } => "too_few_sides",
        /// `CANASTA_RULES` that is not UTF-8, quoted escaped.
        RulesEnvNotUtf8 { value: String } => "rules_env_not_utf8",
        /// `--format csv` for a command that has no CSV.
        CsvNotHere => "csv_not_here",
        /// No hand: neither the option nor `--state`.
        NoHand { option: String } => "no_hand",
        /// No top card: neither `--top` nor a pile in `--state`.
        NoTopCard => "no_top_card",
        /// The state file's pile is empty, so it has no top card.
        EmptyPile => "empty_pile",
        /// `initial-meld` for a side that has opened.
        AlreadyOpened { team: String } => "already_opened",
        /// An argument that is not UTF-8 (`index` from 1), shown with
        /// replacement characters, and the option it follows.
        ArgNotUtf8 { index: usize, shown: String } => "arg_not_utf8",
        ArgNotUtf8After { index: usize, shown: String, option: String } => "arg_not_utf8_after",
        /// The prompt's answers were dropped: the sheet is unchanged.
        NotSaved => "not_saved",
        /// Some argument is not UTF-8, which one unknown.
        SomeArgNotUtf8 => "some_arg_not_utf8",
        /// Sides that do not make the rule set's number of players.
        SidesDoNotFit { sides: u32, side_size: u32, want: u32, rules: String, count: u32 } => "sides_do_not_fit",
        /// `--partner` where each of the `players` plays alone.
        NoPartner { rules: String, players: u32 } => "no_partner",
        /// `--in-foot` where the rule set deals no foot.
        NoFootDealt { rules: String } => "in_foot_without_foot",
        /// `--lay` lays a card that `--hand` does not hold (as many copies).
        LayNotInHand { card: canasta::card::Card, hand: Vec<canasta::card::Card> } => "lay_not_in_hand",
    }
}

faults! {
    /// What a help line about a command line says.
    pub enum UsageHint {
        /// `game add` while sides' halves of the hand wait: how to drop
        /// them.
        ReplaceHalves => "replace_halves",
    }
}

canasta::error::worded! {
    fault UsageFault,
    hint UsageHint,
}
