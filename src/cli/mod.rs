//! The command line. Doc comments here are the one source of `--help`, the
//! man page and shell completions.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

pub mod adjudicate;
pub mod sheet;

/// A referee and score keeper for Canasta played with real cards.
///
/// Settles the three disputes at a card table (is this meld legal, may I
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
    /// Defaults to `classic`. A round or table state file that names its
    /// rule set (`rules:`) is read under that one unless this is given. A
    /// game file keeps the rule set its game started with; this cannot
    /// change it.
    #[arg(long, global = true, value_name = "NAME|FILE")]
    pub rules: Option<String>,
    /// Output: tables for people, or one JSON (or YAML) document for programs.
    #[arg(long, global = true, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Number of players at the table, where the rule set's deck or deal
    /// depends on it (verschaerft: 2 packs per player, 2 players unless
    /// given; traditional: 3 packs for 6).
    #[arg(long, global = true, value_name = "N")]
    pub players: Option<u32>,
    /// Which hand of the game this is (1 for the first), for rule sets whose
    /// rules change from hand to hand (hand-and-foot: the initial-meld
    /// minimum). A round file may say `hand_number:`; a game file counts
    /// its hands itself.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub hand_number: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Human-readable tables.
    Table,
    /// One JSON document on stdout.
    Json,
    /// One YAML document (for `rules show`: a complete rule file).
    Yaml,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Is this one meld legal? Shows its points and whether it is a canasta.
    ///
    /// Checks the cards against the rule set's meld rules (naturals and wild
    /// cards, the wild-card limit and ratio, melds of wild cards only, black
    /// and red threes) and lists every rule they break. Exit 0 when the meld
    /// is legal, 1 when it is not.
    Meld(MeldArgs),
    /// Can a side that has not melded yet make its initial meld this turn?
    ///
    /// The side's cumulative score (--score) sets the minimum. Without --top,
    /// HAND is the hand after drawing from the stock; with --top, it is the
    /// hand before the turn and the question is whether the player can take
    /// the pile and open with its top card. Either way the player must be
    /// left with two cards, one to discard and one to keep, unless the melds
    /// go out. Shows one way to do it (what opening needs, not all the hand
    /// could meld). Exit 0 when possible, 1 when not.
    InitialMeld(adjudicate::InitialMeldArgs),
    /// May the player take the discard pile?
    ///
    /// Checks a top card that blocks the pile, a frozen pile, the ways the
    /// rule set lets a pile be taken (a natural pair, a natural and a wild
    /// card, a meld on the table), the one-card rule and, for a side that has
    /// not opened, the initial-meld minimum. Exit 0 when legal, 1 when not.
    Pickup(adjudicate::PickupArgs),
    /// May the player go out now, and what does going out earn?
    ///
    /// Checks the canastas the side needs, the final discard, black threes,
    /// the partner's answer and, for a side that has not opened, the
    /// initial-meld minimum; says whether going out is concealed and its
    /// bonus. Without --lay it searches for a way to go out. Exit 0 when
    /// allowed, 1 when not.
    GoOut(adjudicate::GoOutArgs),
    /// Score one finished hand from a round file.
    ///
    /// Checks that the hand could have happened (legal melds, cards one deck
    /// holds, at most one side out with the canastas it needs), then lists
    /// every meld, canasta, red three, card left in hand, going-out bonus and
    /// penalty, bonus and card points apart as on a paper score pad.
    ///
    /// A round file is YAML: `rules:` (optional) and `teams:`, each side with
    /// `name`, `melds` (one string of cards per meld), `red_threes`, `hand`
    /// (every card left in the side's hands), `went_out` and `concealed`.
    /// Where the rule set asks for them: `black_threes` (laid out as bonus
    /// cards), `players` (each with `name` and `hand`, instead of `hand`)
    /// and `special_hand` (its name; its cards under `melds`).
    /// README.md shows one in full.
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
    /// The cards of the meld, e.g. `h10 d10 s2` (one or several arguments,
    /// separated by spaces or commas).
    #[arg(required = true, value_name = "CARDS")]
    pub cards: Vec<String>,
    /// The player goes out with this meld: the one time black threes may be
    /// melded (with or without a wild card, as the rule set says).
    #[arg(long)]
    pub going_out: bool,
    /// The side has made its initial meld and lays this meld after it: a
    /// rank that takes wild cards only in the initial meld (modern-american:
    /// aces) takes none.
    #[arg(long)]
    pub opened: bool,
}

#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// List the built-in rule sets.
    List,
    /// Show every parameter of a rule set.
    ///
    /// `--format yaml` prints a complete rule file: a starting point for
    /// house rules (or write one that `extends:` a rule set and changes only
    /// what differs).
    Show {
        /// A built-in name or a YAML rule file; defaults to --rules or classic.
        #[arg(value_name = "NAME|FILE")]
        name: Option<String>,
    },
    /// Show the parameters in which two rule sets differ.
    Diff {
        /// The first rule set: a built-in name or a YAML rule file.
        #[arg(value_name = "A")]
        a: String,
        /// The second rule set: a built-in name or a YAML rule file.
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

/// The man page, as committed in `man/canasta.1` (`tests/man.rs` checks it
/// is current). After the main page's sections, each subcommand gets a
/// section of its own with its synopsis, description and options, so that
/// `man canasta` documents every flag; the global options are described
/// once, on the main page.
pub fn man_page() -> String {
    let mut cmd = command();
    cmd.build();
    let globals: Vec<String> = cmd
        .get_arguments()
        .filter(|a| a.is_global_set())
        .map(|a| a.get_id().to_string())
        .collect();
    let mut out = Vec::new();
    // Rendering into a Vec cannot fail.
    let _ = clap_mangen::Man::new(cmd.clone()).render(&mut out);
    let page = String::from_utf8_lossy(&out).into_owned();
    let mut page = subcommand_list(&cmd, &page);
    subcommand_sections(&cmd, &globals, &mut page);
    page
}

/// clap_mangen lists subcommands as pages of their own (`canasta-meld(1)`);
/// this page documents them in sections further down, so name those.
fn subcommand_list(cmd: &clap::Command, page: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut skip = 0;
    for line in page.lines() {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        if line == "canasta\\-help(1)" {
            // `.TP` before it is already out; drop it and the description.
            lines.pop();
            skip = 1;
            continue;
        }
        let named = cmd
            .get_subcommands()
            .find(|s| line == format!("canasta\\-{}(1)", s.get_name().replace('-', "\\-")));
        match named {
            Some(s) => lines.push(format!(
                "\\fBcanasta {}\\fR (section CANASTA {} below)",
                s.get_name().replace('-', "\\-"),
                s.get_name().to_uppercase().replace('-', "\\-")
            )),
            None => lines.push(line.to_string()),
        }
    }
    lines.join("\n") + "\n"
}

fn subcommand_sections(cmd: &clap::Command, globals: &[String], page: &mut String) {
    for sub in cmd
        .get_subcommands()
        .filter(|s| s.get_name() != "help" && !s.is_hide_set())
    {
        let mut sub = sub.clone();
        // -h/--help is on every page of `--help`; here it would be noise.
        for id in globals.iter().map(String::as_str).chain(["help"]) {
            if sub.get_arguments().any(|a| a.get_id() == id) {
                sub = sub.mut_arg(id, |a| a.hide(true));
            }
        }
        let name = sub
            .get_bin_name()
            .unwrap_or_else(|| sub.get_name())
            .to_string();
        let man = clap_mangen::Man::new(sub.clone());
        let mut out = Vec::new();
        let _ = man.render_synopsis_section(&mut out);
        let _ = man.render_description_section(&mut out);
        let _ = man.render_options_section(&mut out);
        let text = String::from_utf8_lossy(&out);
        // The subcommand's sections become subsections of its own section.
        page.push_str(&format!(".SH \"{}\"\n", name.to_uppercase()));
        // Each render repeats the page's preamble (the `Aq` string); the
        // main page has defined it already.
        for line in text
            .lines()
            .filter(|l| !l.starts_with(".ie \\n(.g") && !l.starts_with(".el .ds Aq"))
        {
            match line.strip_prefix(".SH ") {
                Some(heading) => page.push_str(&format!(".SS {heading}\n")),
                None => {
                    page.push_str(line);
                    page.push('\n');
                }
            }
        }
        subcommand_sections(&sub, globals, page);
    }
}
