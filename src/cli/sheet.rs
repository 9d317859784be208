//! Arguments of the scoring commands: score and game.

use clap::{Args, Subcommand};

use crate::cli::FileArg;

#[derive(Debug, Args)]
pub(crate) struct ScoreArgs {
    /// The round file of the finished hand.
    #[arg(value_name = "ROUND.yaml")]
    pub round: FileArg,
}

/// A hand to enter: a round file, the points as a paper pad holds them, or
/// what the players counted on the table.
#[derive(Debug, Args)]
pub(crate) struct HandArgs {
    /// The round file of the hand (scored under the game's rule set; `-`
    /// reads it from standard input).
    #[arg(value_name = "ROUND.yaml", conflicts_with_all = ["points", "tally"])]
    pub round: Option<FileArg>,
    /// A side's hand as on a paper pad: NAME=BONUS,CARDS (`We=600,345`), or
    /// NAME=TOTAL when only the total is known.
    ///
    /// NAME=BONUS,CARDS: `We=600,345`, `They=-200,-35`; NAME=TOTAL:
    /// `They=-235`. Give every side once (`game edit`: a side left out
    /// keeps its numbers). NAME is the side's name or one
    /// of its players' (`clara=...` for `They=Clara,Dieter`), in any case,
    /// or a prefix that names one side alone.
    #[arg(long, value_name = "NAME=BONUS,CARDS", num_args = 1.., conflicts_with = "tally")]
    pub points: Vec<String>,
    /// A side's hand as counted on the table, its items after NAME=
    /// (`We=natural,mixed:2,red3,out,cards:185`); the game's rule set does
    /// the arithmetic.
    ///
    /// Items: natural:N, mixed:N, wild:N (canastas), a kind of
    /// the rule set's own by name (aces:N, samba:N...), red3:N, black3:N
    /// (where black threes are bonus cards), out, concealed (went out
    /// concealed), cards:N (card points, melded minus held; may be
    /// negative), melded or unmelded (whether the side laid any meld),
    /// held:N (the card points held among cards:N), from-hand:N (canastas
    /// laid complete from the hand). Where the score turns on a fact no
    /// other item settles, the tally must say it: melded or unmelded where
    /// red threes count minus for a side with no meld and nothing (a
    /// canasta, out, cards above 0) shows a meld; held:N where a side with
    /// no canasta counts its melded cards minus too; from-hand:N where
    /// such canastas earn more (wikipedia). Where the
    /// rule set makes them cost: incomplete-KIND:N (melds of a kind short
    /// of a canasta: incomplete-aces), set-RANK:N (players caught holding
    /// a set: set-A), caught3:N (threes caught in a hand), foot3:N (red
    /// threes in a foot never picked up); special-NAME for a special hand,
    /// scored alone (special-garbage,out). An item without :N counts 1.
    /// Short forms: nat, mix, r3, b3, conc, unm; German words: echt,
    /// unecht or gemischt, rot3, schwarz3, aus, verdeckt, karten:N,
    /// gemeldet, ungemeldet. Example:
    /// `We=natural,mixed:2,red3,out,cards:185`. NAME as for --points.
    #[arg(long, value_name = "NAME=ITEM,...", num_args = 1..)]
    pub tally: Vec<String>,
    /// Enter numbers that no hand can score under the game's rule set; the
    /// sheet marks the hand.
    ///
    /// Such as a card total that is not a multiple of the card values'
    /// step, or more cards than a deck holds.
    #[arg(long)]
    pub force: bool,
}

// `canasta game`: one of its commands, which clap adds only when a
// command line names `game`. (A doc comment here would be its help.)
#[derive(Debug, Args)]
pub(crate) struct GameArgs {
    #[command(subcommand)]
    pub command: GameCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum GameCommand {
    /// Start a new score sheet (never overwrites a file).
    ///
    /// The whole rule set (--rules, default classic) is stored in the file,
    /// so a later change of a built-in rule set never changes an old game.
    New {
        /// The game file to create.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        /// A side's name (give one per side, in the order of the sheet),
        /// with its players if you like: `We=Anna,Bernd`.
        ///
        /// When every side
        /// names its players (in seating order), the sheet says who deals
        /// next: seats alternate sides, the first player named deals first
        /// and the deal passes to the left.
        #[arg(long = "team", value_name = "NAME[=PLAYER,...]", required = true, num_args = 1..)]
        teams: Vec<String>,
        #[command(flatten)]
        length: crate::cli::length::LengthArgs,
    },
    /// Add a hand: from a round file, as a paper pad holds it, or counted.
    ///
    /// Give ROUND.yaml (scored under the game's rule set), --points (bonus
    /// and card points per side), or --tally (what each side counted: the
    /// rule set does the arithmetic). With none of them, on a terminal, the
    /// tool asks side by side. Numbers no hand can score are refused unless
    /// --force is given.
    Add {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        #[command(flatten)]
        hand: HandArgs,
        /// Drop the halves of this hand that sides entered on their phones
        ///
        /// Where sides entered their halves of this hand on their phones
        /// (`canasta serve`) and the others' are still missing: drop those
        /// halves and enter this hand in their place (the log says whose
        /// halves were dropped). Without it, the hand is refused.
        #[arg(long)]
        replace_halves: bool,
    },
    /// Show the score sheet: every hand, running totals, minimums, winner.
    Show {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
    /// Take back the last change: an added hand (also the one that ended
    /// the game) or an edit; `game redo` makes it again.
    Undo {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
    /// Make the last change that `game undo` took back again.
    Redo {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
    /// List every change to the sheet with its time, how the hand was
    /// entered and its points before and after.
    Log {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
    },
    /// Draw the race to the target: each side's running total, hand by hand.
    ///
    /// In the terminal, or with --output as an SVG file to open or print.
    Chart {
        /// The game file.
        #[arg(value_name = "GAME.yaml")]
        game: FileArg,
        /// Write the chart to this SVG file instead (replaced if it exists).
        #[arg(long, value_name = "FILE.svg")]
        output: Option<FileArg>,
    },
    /// Statistics over one or more game files, per side and per player,
    /// matched by name.
    ///
    /// Games, wins, hands, points per hand and the best hand; canastas and
    /// red threes where hands were entered from round files or tallies.
    /// Where sides name their players (or each plays alone), the same per
    /// player, whatever the partnerships, and the dealer's side's points a
    /// hand against the others'.
    Stats {
        /// The game files.
        #[arg(value_name = "GAME.yaml", required = true, num_args = 1..)]
        games: Vec<FileArg>,
    },
    /// Replace hand N with a round file, --points or --tally; later totals
    /// follow.
    ///
    /// With none of them, on a terminal, the tool asks side by side, the
    /// hand's own answers as the defaults. `game undo` takes the edit back.
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
