//! The help lines only the front end gives: about its own arguments,
//! environment, terminal and server (`--points`, `--lay`, `CANASTA_NOW`,
//! `canasta serve`'s links). The library's help lines (`canasta::error::Hint`)
//! speak of the domain alone; both are said by `error-help-<code>`.

use canasta::error::faults;

faults! {
    /// What the help line under a fault of the front end's arguments,
    /// output or server says.
    pub enum FrontHint {
        /// A file in the folder given.
        FileInFolder => "file_in_folder",
        NewOrRegularFile => "new_or_regular_file",
        /// `CANASTA_RULES`: a rule set's name or a rule file's path.
        SetRulesEnv => "set_rules_env",
        /// The formats a command writes.
        OtherFormat => "other_format",
        /// `--state`'s pile, or `--top`.
        ListThePile => "list_the_pile",
        /// An answer typed at the terminal that is not UTF-8.
        RetypeUtf8 => "retype_utf8",
        // `game` commands.
        /// The chart has no `--format`: the numbers are `game show`'s.
        ChartNumbers => "chart_numbers",
        NameSvg => "name_svg",
        /// How `game add` is given a hand.
        GiveHand => "give_hand",
        /// How `--points` gives a side's points: bonus and cards, or a total.
        PointsForm => "points_form",
        /// How `--tally` is written, with the items it takes.
        TallyItems { items: canasta::sheet::fault::TallyItems } => "tally_items",
        /// Where `game add --help` lists every item of a tally.
        ItemsInHelp => "items_in_help",
        /// `game add` while sides' halves of the hand wait: how to drop
        /// them.
        ReplaceHalves => "replace_halves",
        /// How `CANASTA_NOW` is written.
        UtcTime => "utc_time",
        LeaveOutHandNumber => "leave_out_hand_number",
        LeaveOutTarget => "leave_out_target",
        LeaveOutRules => "leave_out_rules",
        /// How `--team` names the players.
        TeamWithPlayers => "team_with_players",
        OneTeamPerSide => "one_team_per_side",
        // `meld --lay`, and questions too large to search.
        LayTargets => "lay_targets",
        LeaveOutNew => "leave_out_new",
        TableMeldsCounted => "table_melds_counted",
        AskWhatMatters => "ask_what_matters",
        /// `--lay`: its cards come from `--hand`.
        LayFromHand => "lay_from_hand",
        // `canasta club`.
        /// `club next` while tables play on.
        FinishOrForce => "finish_or_force",
        /// `club new` naming an evening file that exists.
        OtherEveningName => "other_evening_name",
        // `canasta serve`.
        /// Another port, or any free one.
        OtherPort => "other_port",
        /// How `--public-url` is written.
        PublicUrlForm => "public_url_form",
        /// Open the link with its token.
        OpenTheLink => "open_the_link",
        /// Open the pad by one of the addresses it printed.
        UsePrintedAddress => "use_printed_address",
        /// How to get `canasta-serve` beside `canasta`: `cargo run` builds
        /// `canasta` alone.
        GetServer => "get_server",
    }
}

canasta::error::worded! {
    hint FrontHint,
}
