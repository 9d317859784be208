//! Where some input came from: a file, an argument, a field of a round
//! file. An error names the places it was found within and the place its
//! snippet quotes by these, so that nothing reads a place back from words.

use crate::error::fault::faults;

faults! {
    "origin";
    /// A place input comes from.
    pub enum Origin {
        /// A file, by the path given (or a built-in rule set's name).
        File { path: String } => "file",
        /// Standard input (a file argument given as `-`).
        Stdin => "stdin",
        /// A command-line argument or option, by its name (`--hand`, `meld`,
        /// `HAND`).
        Arg { name: String } => "arg",
        /// An option with its value (`--players 7`).
        ArgValue { name: String, value: String } => "arg_value",
        /// An environment variable (`CANASTA_RULES`).
        Env { name: String } => "env",
        /// A field of a file, by its path (`extends`, `hands[0].scores[1].tally`).
        Field { path: String } => "field",
        /// A field of a side in a round file (`team We, meld 2`).
        Round { team: String, field: RoundField } => "round",
        /// The round file's `hand_number`.
        HandNumber => "hand_number",
        /// The rule set a file names: `FILE: rules `NAME``.
        RulesNamed { file: Box<Origin>, name: String } => "rules_named",
        /// The rule set a rule file extends: `FILE: extends `NAME``.
        Extends { file: Box<Origin>, name: String } => "extends",
    }
}

faults! {
    "round-field";
    /// A field of one side of a round file.
    pub enum RoundField {
        /// Its meld `number` (from 1).
        Meld { number: usize } => "meld",
        RedThrees => "red_threes",
        BlackThrees => "black_threes",
        Hand => "hand",
        /// The hand of one of its players.
        PlayerHand { player: String } => "player_hand",
        /// The foot of one of its players (hand-and-foot).
        PlayerFoot { player: String } => "player_foot",
    }
}

impl Origin {
    pub fn file(path: impl Into<String>) -> Origin {
        Origin::File { path: path.into() }
    }

    pub fn arg(name: impl Into<String>) -> Origin {
        Origin::Arg { name: name.into() }
    }

    pub fn field(path: impl Into<String>) -> Origin {
        Origin::Field { path: path.into() }
    }

    /// A file as a command line names it: `-` is standard input.
    pub fn of_path(path: &std::path::Path) -> Origin {
        if crate::input::is_stdin(path) {
            Origin::Stdin
        } else {
            Origin::file(path.display().to_string())
        }
    }

    /// The path of a file; `None` for any other place.
    pub fn path(&self) -> Option<&str> {
        match self {
            Origin::File { path } => Some(path),
            _ => None,
        }
    }

    /// Whether the name itself says a file: a path with an extension
    /// (`round.yaml`). A file named otherwise shows as one where its text
    /// has several lines.
    pub fn names_a_file(&self) -> bool {
        self.path()
            .is_some_and(|p| std::path::Path::new(p).extension().is_some())
    }
}

impl From<&std::path::Path> for Origin {
    fn from(path: &std::path::Path) -> Origin {
        Origin::of_path(path)
    }
}
