//! Where some input came from: a file, an argument, a field of a round
//! file. An error names the places it was found within and the place its
//! snippet quotes by these, so that nothing reads a place back from words.

use crate::error::faults;

faults! {
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
        /// A place in a file by its line and column (from 1), where no
        /// snippet of it is shown.
        FileAt { file: Box<Origin>, line: usize, column: usize } => "file_at",
        /// A field of a file, by its path (`extends`, `hands[0].scores[1].tally`).
        Field { path: String } => "field",
        /// A field of a side in a round file (`team We, meld 2`).
        Round { team: String, field: RoundField } => "round",
        /// The round file's `hand_number`.
        HandNumber => "hand_number",
        /// A place as the library still words it.
        Text { text: String } => "text",
        /// The rule set a file names (`FILE: rules NAME`).
        RulesNamed { file: Box<Origin>, name: String } => "rules_named",
        /// The rule set a rule file extends, named in it (`extends NAME`).
        Extending { name: String } => "extending",
        /// The rule set a rule file extends (`FILE: extends NAME`).
        Extends { file: Box<Origin>, name: String } => "extends",
        /// A side's meld `number` (from 1) in a table state file (`We meld 2`).
        StateMeld { side: String, number: usize } => "state_meld",
        /// A side's red threes in a table state file (`We red_threes`).
        StateRedThrees { side: String } => "state_red_threes",
        /// A table of a club evening's round (`round 2, table 1`).
        ClubTable { round: u32, table: u32 } => "club_table",
    }
}

faults! {
    /// A field of one side of a round file.
    pub enum RoundField {
        /// The side as a whole.
        Side => "side",
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
    /// The file argument that means standard input.
    pub const STDIN: &'static str = "-";

    /// A file, by the path given.
    pub fn file(path: impl Into<String>) -> Origin {
        Origin::File { path: path.into() }
    }

    /// A field of the side `team` of a round file.
    pub fn round(team: &str, field: RoundField) -> Origin {
        Origin::Round {
            team: team.to_string(),
            field,
        }
    }

    /// A command-line argument or option, by its name.
    pub fn arg(name: impl Into<String>) -> Origin {
        Origin::Arg { name: name.into() }
    }

    /// A field of a file, by its path.
    pub fn field(path: impl Into<String>) -> Origin {
        Origin::Field { path: path.into() }
    }

    /// A file as a command line names it: `-` is standard input.
    pub fn of_path(path: &std::path::Path) -> Origin {
        if path.as_os_str() == Origin::STDIN {
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
    pub(crate) fn names_a_file(&self) -> bool {
        let path = match self {
            Origin::Text { text } => Some(text.as_str()),
            _ => self.path(),
        };
        path.is_some_and(|p| std::path::Path::new(p).extension().is_some())
    }
}

impl From<&std::path::Path> for Origin {
    fn from(path: &std::path::Path) -> Origin {
        Origin::of_path(path)
    }
}

/// The English name of a place, for the library's own tests and for
/// `Error`'s `Display`; the front end says a place in its catalogue.
impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::File { path } | Origin::Text { text: path } | Origin::Field { path } => {
                f.write_str(path)
            }
            Origin::Stdin => f.write_str("standard input"),
            Origin::Arg { name } | Origin::Env { name } => f.write_str(name),
            Origin::ArgValue { name, value } => write!(f, "{name} {value}"),
            Origin::Round { team, field } => match field {
                RoundField::Side => write!(f, "team {team}"),
                RoundField::Meld { number } => write!(f, "team {team}, meld {number}"),
                RoundField::RedThrees => write!(f, "team {team}, red_threes"),
                RoundField::BlackThrees => write!(f, "team {team}, black_threes"),
                RoundField::Hand => write!(f, "team {team}, hand"),
                RoundField::PlayerHand { player } => {
                    write!(f, "team {team}, player {player}, hand")
                }
                RoundField::PlayerFoot { player } => {
                    write!(f, "team {team}, player {player}, foot")
                }
            },
            Origin::HandNumber => f.write_str("hand_number"),
            Origin::FileAt { file, line, column } => write!(f, "{file}:{line}:{column}"),
            Origin::RulesNamed { file, name } => write!(f, "{file}: rules `{name}`"),
            Origin::Extends { file, name } => write!(f, "{file}: extends `{name}`"),
            Origin::Extending { name } => write!(f, "extends `{name}`"),
            Origin::StateMeld { side, number } => write!(f, "{side} meld {number}"),
            Origin::StateRedThrees { side } => write!(f, "{side} red_threes"),
            Origin::ClubTable { round, table } => write!(f, "round {round}, table {table}"),
        }
    }
}

impl From<&str> for Origin {
    fn from(text: &str) -> Origin {
        Origin::Text {
            text: text.to_string(),
        }
    }
}

impl From<String> for Origin {
    fn from(text: String) -> Origin {
        Origin::Text { text }
    }
}

impl From<&Origin> for Origin {
    fn from(origin: &Origin) -> Origin {
        origin.clone()
    }
}

impl From<&String> for Origin {
    fn from(text: &String) -> Origin {
        Origin::from(text.as_str())
    }
}
