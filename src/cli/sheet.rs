//! Arguments of the scoring commands: score and game.

use clap::{Args, Subcommand};

use crate::cli::FileArg;

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The round file of the finished hand.
    #[arg(value_name = "ROUND.yaml")]
    pub round: FileArg,
}

#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Start a new score sheet.
    New {
        /// The game file to create.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        /// A side's name (give one per side).
        #[arg(long = "team", value_name = "NAME", required = true)]
        teams: Vec<String>,
    },
    /// Add a hand, from a round file or as a paper pad holds it.
    Add {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        /// The round file of the hand.
        #[arg(value_name = "ROUND.yaml")]
        round: Option<FileArg>,
        /// A side's hand: NAME=BONUS,CARDS or NAME=TOTAL (repeatable).
        #[arg(long, value_name = "NAME=BONUS,CARDS", allow_hyphen_values = true)]
        points: Vec<String>,
    },
    /// Show the score sheet.
    Show {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
}
