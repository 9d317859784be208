//! The typed words around a fault: what the caret under the bad token
//! says (`Label`), what the help line says (`Hint`, the help lines of
//! every area; an area may have its own, as the deck and the score sheet
//! do), and the faults of reading and writing files (`InputFault`). Each
//! has a code; the front end's catalogue says it.

use crate::error::faults;
use crate::error::origin::Origin;

faults! {
    /// What the caret under a snippet says.
    pub enum Label {
        NotACard => "not_a_card",
        ExpectedCards => "expected_cards",
        OnlyOneCard => "only_one_card",
        CommaBetween => "comma_between",
        NotAllowedHere => "not_allowed_here",
        MeldNeedsCards => "meld_needs_cards",
        NothingFollows => "nothing_follows",
        Here => "here",
        InThisSection => "in_this_section",
        InThisRuleSet => "in_this_rule_set",
        OnlyRedThreesLaidOut => "only_red_threes_laid_out",
        GivenAgain => "given_again",
        ThisAlias => "this_alias",
        TooDeep => "too_deep",
        OneTooMany => "one_too_many",
        ThisHandNumber => "this_hand_number",
        OnlyRedThrees => "only_red_threes",
        ARedThree => "a_red_three",
        NotATeam => "not_a_team",
        GivenTwice => "given_twice",
        DoesNotAddUp => "does_not_add_up",
        SideMissing => "side_missing",
        TooLarge => "too_large",
        OutOfRange => "out_of_range",
        /// The line of a file that names the rule set (`rules: nonsense`).
        RuleSetNamed => "rule_set_named",
        /// The line of a rule file that names the rule set it extends.
        RuleSetExtended => "rule_set_extended",
        // Round files and special hands (round.rs).
        ThisMeld => "this_meld",
        NotACanasta => "not_a_canasta",
        NoCardsLeft => "no_cards_left",
        NotABonusCard => "not_a_bonus_card",
        OnlyBlackThrees => "only_black_threes",
        Incomplete => "incomplete",
        NoFootHere => "no_foot_here",
        OneCardTooMany => "one_card_too_many",
        // `meld --lay`.
        NotAtNumber => "not_at_number",
        NotUnderThisRuleSet => "not_under_this_rule_set",
        NoSuchTableMeld => "no_such_table_meld",
        // Game files.
        ThisEdit => "this_edit",
        ThisTally => "this_tally",
        ThisRound => "this_round",
        AfterTheEnd => "after_the_end",
        WrittenByNewer => "written_by_newer",
        /// `--lay`: a card `--hand` does not hold.
        NotInHand => "not_in_hand",
    }
}

faults! {
    /// What the help line under an error says, in the domain's terms: how
    /// the input would be right. The front end words each (and adds its
    /// own, about its arguments and its server).
    pub enum Hint {
        /// How a card is written.
        CardNotation => "card_notation",
        /// Cards like `h10 d10 s2`.
        WriteCards => "write_cards",
        SingleCommas => "single_commas",
        OneList => "one_list",
        SeparateMelds => "separate_melds",
        CommaBetween => "comma_between",
        RemoveSemicolon => "remove_semicolon",
        /// A document to read: a YAML file, or standard input.
        GiveYamlOrStdin => "give_yaml_or_stdin",
        SaveAsUtf8 => "save_as_utf8",
        NoRulesForPlayers => "no_rules_for_players",
        CorrectHand => "correct_hand",
        /// Numbers no hand can score: check them, or enter the hand as
        /// forced, scored by the table's own rules.
        CheckOrForce => "check_or_force",
        OneHandsTally => "one_hands_tally",
        NothingGuessed => "nothing_guessed",
        WriteHand => "write_hand",
        KeepOne => "keep_one",
        WriteValuesOut => "write_values_out",
        ShallowNesting => "shallow_nesting",
        SpacesNotTabs => "spaces_not_tabs",
        CheckBrackets => "check_brackets",
        RemoveRedo => "remove_redo",
        /// The path of a document of `what`, YAML with `keys`.
        DocumentPath { what: Document, keys: String } => "document_path",
        WriteTeams => "write_teams",
        OneEntryPerSide => "one_entry_per_side",
        HandNumberOne => "hand_number_one",
        OneSideOut => "one_side_out",
        SetWentOut => "set_went_out",
        ListUnderRedThrees => "list_under_red_threes",
        RemoveLockFile => "remove_lock_file",
        TryAgainLater => "try_again_later",
        /// A game file beside the one named, whose name is near it.
        NearestGameFile { file: String } => "nearest_game_file",
        StartGame => "start_game",
        MakeWritable { file: String } => "make_writable",
        AskOwner => "ask_owner",
        NewGameFile => "new_game_file",
        GameFileName => "game_file_name",
        OtherName => "other_name",
        /// A file in the place of a game file the evening would write.
        MoveGameFile => "move_game_file",
        /// The side of the game nearest a misspelt name.
        TeamGuess { guess: String } => "team_guess",
        ExtendBuiltIn => "extend_built_in",
        BreakTheLoop => "break_the_loop",
        RuleFilePath => "rule_file_path",
        /// The built-in rule sets, and the one nearest a misspelt name.
        RuleSetsGuess { guess: String, names: String } => "rule_sets_guess",
        RuleSets { names: String } => "rule_sets",
        RuleFileIsYaml => "rule_file_is_yaml",
        StartWithExtends => "start_with_extends",
        /// The name nearest to a misspelt one.
        DidYouMean { guess: String } => "did_you_mean",
        /// The built-in rule sets for `count` players.
        RulesForPlayers { count: u32, names: Vec<String> } => "rules_for_players",
        // Round files and special hands (round.rs, score.rs).
        ListMeldsAsLaid => "list_melds_as_laid",
        EmptyTheHand => "empty_the_hand",
        LeaveOutBlackThrees => "leave_out_black_threes",
        MoveHandToPlayers => "move_hand_to_players",
        /// A rule set without special hands.
        NoSpecialHands { rules: String } => "no_special_hands",
        /// The special hands of a rule set, and the one nearest a misspelt name.
        SpecialHandsGuess { guess: String, rules: String, names: Vec<String> } => "special_hands_guess",
        SpecialHands { rules: String, names: Vec<String> } => "special_hands",
        SetWentOutTrue => "set_went_out_true",
        ListSpecialHand => "list_special_hand",
        CompleteOrNotOut => "complete_or_not_out",
        LeaveOutFoot => "leave_out_foot",
        ListFootDealt => "list_foot_dealt",
        EmptyTheFoot => "empty_the_foot",
        CheckOverflow => "check_overflow",
        TableMeldLegal => "table_meld_legal",
        // Game files.
        /// How to start a game under the rule set `name`, or keep it whole.
        StartWithRules { name: String } => "start_with_rules",
        PutFieldBack => "put_field_back",
        RemoveEdits => "remove_edits",
        RemoveHandsAfterEnd => "remove_hands_after_end",
        ReadWithNewer => "read_with_newer",
        /// What a game file of this build says: `version: current`.
        SayVersion { current: u32 } => "say_version",
        /// `hand_number: number`, or none.
        WriteHandNumber { number: usize } => "write_hand_number",
    }
}

faults! {
    /// A file that cannot be read or written.
    pub enum InputFault {
        /// The system refused: `cause` is its own words.
        Io { action: Action, file: Origin, cause: String } => "io",
        /// A folder where a file is wanted.
        Folder { what: Document, file: Origin } => "folder",
        /// A pipe, device or socket where a file is wanted.
        NotRegular { what: Document, file: Origin } => "not_regular",
        /// Larger than any file of its kind.
        TooLarge { what: Document, file: Origin, mib: u64 } => "too_large",
        /// A folder where a file is to be written.
        WriteFolder { what: Document, file: Origin } => "write_folder",
        /// A pipe, device or socket where a file is to be written.
        WriteNotRegular { what: Document, file: Origin } => "write_not_regular",
        /// Bytes that are not UTF-8, at `byte`.
        NotUtf8 { what: Document, byte: usize } => "not_utf8",
    }
}

crate::error::worded! {
    fault InputFault => file,
}

faults! {
    /// A kind of file, as messages name it.
    #[derive(Copy)]
    pub enum Document {
        RoundFile => "round_file",
        GameFile => "game_file",
        EveningFile => "evening_file",
        RuleFile => "rule_file",
        StateFile => "state_file",
        Chart => "chart",
    }
}

impl InputFault {
    /// The file the fault is about.
    pub fn file(&self) -> Option<&Origin> {
        match self {
            InputFault::Io { file, .. }
            | InputFault::Folder { file, .. }
            | InputFault::NotRegular { file, .. }
            | InputFault::TooLarge { file, .. }
            | InputFault::WriteFolder { file, .. }
            | InputFault::WriteNotRegular { file, .. } => Some(file),
            InputFault::NotUtf8 { .. } => None,
        }
    }
}

faults! {
    /// What was being done to a file when the system refused.
    pub enum Action {
        Read { what: Document } => "read",
        WriteTo { what: Document } => "write_to",
        OpenLockFile => "open_lock_file",
        Lock => "lock",
        OpenForWriting => "open_for_writing",
        WriteGame => "write_game",
        SaveGame => "save_game",
        ReadLink => "read_link",
        Create => "create",
        Write => "write",
    }
}
