//! Arguments of `canasta club`: a club evening's draw, its director's
//! view and the season.

use clap::{Args, Subcommand, ValueEnum};

use crate::cli::FileArg;
use crate::cli::length::LengthArgs;

// `canasta club`: one of its commands. (A doc comment here would be its
// help.)
#[derive(Debug, Args)]
pub(crate) struct ClubArgs {
    #[command(subcommand)]
    pub command: ClubCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum ClubCommand {
    /// Start a club evening: write the evening file and draw round 1.
    ///
    /// The players are drawn at random to tables of four, two sides of
    /// two; those who don't fill a table sit the round out (a bye). Each
    /// table's game file is made beside the evening file, its sides'
    /// players named: `canasta game add` and the other game commands work
    /// on it. --rules, --target, --hands and --minimums set every table's
    /// game. Nothing is written where anything is wrong.
    New {
        /// The evening file to create (never overwritten).
        #[arg(value_name = "EVENING.yaml")]
        evening: FileArg,
        /// A player of the evening (4 or more, each name once in any
        /// case): `--player Anna --player Bernd` or `--player Anna Bernd`.
        #[arg(id = "player", long = "player", value_name = "NAME", required = true, num_args = 1..)]
        players: Vec<String>,
        /// The draw's random seed: the same players and seed draw the same
        /// tables, now and in every later round. Without it a seed is
        /// chosen and written into the evening file.
        #[arg(long, value_name = "N", value_parser = crate::cli::value::seed)]
        seed: Option<u64>,
        #[command(flatten)]
        length: LengthArgs,
    },
    /// Draw the next round, once every table of this one has finished.
    ///
    /// While a table's game is not over the draw is refused, naming each
    /// such table, and nothing changes; --force draws anyway (the
    /// unfinished game counts once it ends). Where some players must sit
    /// out, every round is drawn anew: nobody sits out a second time
    /// before everyone has once, and no partnership repeats where another
    /// seating avoids it.
    Next {
        /// The evening file.
        #[arg(value_name = "EVENING.yaml")]
        evening: FileArg,
        /// How the next round is drawn (default: the evening file's
        /// `movements: next:`, rotate for a new evening).
        #[arg(long, value_enum)]
        movement: Option<MovementArg>,
        /// Draw even while tables of this round play on.
        #[arg(long)]
        force: bool,
    },
    /// The director's view: every round's tables, their games, the
    /// standings.
    ///
    /// Per round each table's players and game (hands played, totals,
    /// finished or how far from the end) and who sits out; then the
    /// standings: match points, then the difference, then the name. The
    /// standings are worked out from the games' files whenever asked.
    /// --format json for programs, --format csv for the standings in a
    /// spreadsheet.
    Show {
        /// The evening file.
        #[arg(value_name = "EVENING.yaml")]
        evening: FileArg,
    },
    /// The season's table over several evenings: each player's match
    /// points and difference summed, players matched by name.
    Season {
        /// The evening files.
        #[arg(value_name = "EVENING.yaml", required = true, num_args = 1..)]
        evenings: Vec<FileArg>,
    },
}

/// How the next round is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum MovementArg {
    /// Each table keeps its four players and the partnerships turn: in
    /// three rounds each plays once with each of the other three.
    Rotate,
    /// Tables by the standings (the four best at table 1), a partnership
    /// not repeated where another seating avoids it.
    Standings,
}

impl MovementArg {
    /// The library's movement.
    pub(crate) fn movement(self) -> canasta::club::movement::Movement {
        match self {
            MovementArg::Rotate => canasta::club::movement::Movement::Rotate,
            MovementArg::Standings => canasta::club::movement::Movement::Standings,
        }
    }
}
