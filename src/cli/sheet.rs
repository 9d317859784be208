//! Arguments of the scoring commands: score and game.

use clap::{Args, Subcommand};

use crate::cli::FileArg;

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The round file of the finished hand.
    #[arg(value_name = "ROUND.yaml")]
    pub round: FileArg,
}

/// A hand to enter: a round file, or the points as a paper pad holds them.
#[derive(Debug, Args)]
pub struct HandArgs {
    /// The round file of the hand (scored under the game's rule set).
    #[arg(
        value_name = "ROUND.yaml",
        required_unless_present = "points",
        conflicts_with = "points"
    )]
    pub round: Option<FileArg>,
    /// A side's hand as on a paper pad: NAME=BONUS,CARDS (`We=600,345`,
    /// `They=-200,-35`), or NAME=TOTAL when only the total is known
    /// (`They=-235`). Give every side once.
    #[arg(long, value_name = "NAME=BONUS,CARDS", num_args = 1..)]
    pub points: Vec<String>,
}

#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Start a new score sheet (never overwrites a file).
    ///
    /// The whole rule set (--rules, default classic) is stored in the file,
    /// so a later change of a built-in rule set never changes an old game.
    New {
        /// The game file to create.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        /// A side's name (give one per side, in the order of the sheet).
        #[arg(long = "team", value_name = "NAME", required = true, num_args = 1..)]
        teams: Vec<String>,
    },
    /// Add a hand, from a round file or as a paper pad holds it.
    ///
    /// Give either ROUND.yaml (scored under the game's rule set) or --points
    /// with one entry for every side.
    Add {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        #[command(flatten)]
        hand: HandArgs,
    },
    /// Show the score sheet: every hand, running totals, minimums, winner.
    Show {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
    /// Remove the last hand (also the one that ended the game).
    Undo {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
    /// Replace hand N with a round file or --points; later totals follow.
    Edit {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        /// The number of the hand to replace (1 is the first).
        #[arg(value_name = "N")]
        number: usize,
        #[command(flatten)]
        hand: HandArgs,
    },
}
