//! The command line. Doc comments here are the one source of `--help`, the
//! man page and shell completions.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

pub mod adjudicate;
pub mod sheet;

/// A referee and score keeper for Canasta played with real cards.
///
/// Settles the three arguments at a card table (is this meld legal, may I
/// take the pile, what is the score) from a compact card notation, under a
/// named rule set or the group's own house rules, and keeps the game night's
/// score sheet in a YAML file.
///
/// Cards: a suit (h d c s) and a rank (1-13, A T J Q K) in either order,
/// case-insensitive: h10, 10h, dK, As, c11. A joker is jk (or jo, joker, *).
/// Separate cards with spaces or commas and melds with `;`.
///
/// Exit status: 0 yes (valid, legal, possible, done); 1 the answer is no;
/// 2 the input could not be used (the message says why; no file is changed).
#[derive(Debug, Parser)]
#[command(name = "canasta", version, max_term_width = 100)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Rule set: a built-in name (see `canasta rules list`) or a YAML rule file.
    ///
    /// Defaults to `classic`. A round or game file that names its rule set
    /// is scored under that one unless this is given.
    #[arg(long, global = true, value_name = "NAME|FILE")]
    pub rules: Option<String>,
    /// Output: a table for people or one JSON document for programs.
    #[arg(long, global = true, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Number of players, where the rule set's deck or deal depends on it.
    #[arg(long, global = true, value_name = "N")]
    pub players: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Human-readable tables.
    Table,
    /// One JSON document on stdout.
    Json,
    /// YAML (for `rules show`: a starting point for a house-rule file).
    Yaml,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Is this one meld legal? Shows its points and whether it is a canasta.
    Meld(MeldArgs),
    /// Can a side that has not melded yet make its initial meld this turn?
    InitialMeld(adjudicate::InitialMeldArgs),
    /// May the player take the discard pile?
    Pickup(adjudicate::PickupArgs),
    /// May the player go out now, and what does going out earn?
    GoOut(adjudicate::GoOutArgs),
    /// Score one finished hand from a round file.
    Score(sheet::ScoreArgs),
    /// Keep a game night's running score sheet in a YAML file.
    #[command(subcommand)]
    Game(sheet::GameCommand),
    /// List, show and compare rule sets.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
}

#[derive(Debug, Args)]
pub struct MeldArgs {
    /// The cards of the meld, e.g. `h10 d10 s2` (one or several arguments).
    #[arg(required = true, value_name = "CARDS")]
    pub cards: Vec<String>,
    /// The player goes out with this meld: black threes may be melded.
    #[arg(long)]
    pub going_out: bool,
}

#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// List the built-in rule sets.
    List,
    /// Show every parameter of a rule set.
    Show {
        /// A built-in name or a YAML rule file; defaults to --rules or classic.
        #[arg(value_name = "NAME|FILE")]
        name: Option<String>,
    },
    /// Show the parameters in which two rule sets differ.
    Diff {
        /// The first rule set.
        #[arg(value_name = "A")]
        a: String,
        /// The second rule set.
        #[arg(value_name = "B")]
        b: String,
    },
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// A path given on the command line, kept as the user wrote it for messages.
pub type FileArg = PathBuf;

/// The clap command, for the man page and completions.
pub fn command() -> clap::Command {
    <Cli as clap::CommandFactory>::command()
}

/// The man page, as committed in `man/canasta.1`.
pub fn man_page() -> String {
    let mut out = Vec::new();
    // Rendering into a Vec cannot fail.
    let _ = clap_mangen::Man::new(command()).render(&mut out);
    String::from_utf8_lossy(&out).into_owned()
}
