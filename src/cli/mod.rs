//! The command line. Doc comments here are the one source of `--help`, the
//! man page and shell completions.
#![allow(
    clippy::doc_markdown,
    reason = "the doc comments are help text, where backticks would show"
)]

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::i18n::Lang;

pub(crate) mod adjudicate;
pub(crate) mod club;
pub(crate) mod complete;
pub(crate) mod error;
pub(crate) mod length;
pub(crate) mod serve;
pub(crate) mod sheet;
pub(crate) mod translate;
pub(crate) mod value;

/// A referee and score keeper for Canasta played with real cards.
///
/// Settles the three disputes at a card table (is this meld legal, may I
/// take the pile, what is the score) from a compact card notation, under a
/// named rule set or the group's own house rules, and keeps the game night's
/// score sheet in a YAML file.
///
/// Cards: a suit (h d c s) and a rank (1-13, A T J Q K) in either order,
/// case-insensitive: h10, 10h, dK, As, c11. A joker is jk (or jo, joker, *).
/// German letters (B Bube, D Dame) and suit symbols (♥ ♦ ♣ ♠) read too: hB,
/// ♠D, K♥.
/// Separate cards with spaces or commas and melds with `;`.
///
/// Exit status: 0 yes (valid, legal, possible, done); 1 the answer is no;
/// 2 the input could not be used (the message says why; no file is
/// changed); 3 a change was saved, but its report could not be written (a
/// full disk, a closed pipe): nothing to retry.
#[derive(Debug, Parser)]
#[command(
    name = "canasta",
    version,
    max_term_width = 100,
    arg_required_else_help = true
)]
pub(crate) struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub(crate) struct GlobalArgs {
    /// Rule set: a built-in name (see `canasta rules list`) or a YAML rule file.
    ///
    /// Defaults to the environment variable CANASTA_RULES (a name or a
    /// file) where it is set, else `classic`. A round or table state file
    /// that names its rule set (`rules:`) is read under that one unless this
    /// is given. A game file keeps the rule set its game started with; this
    /// cannot change it.
    #[arg(
        long,
        global = true,
        value_name = "NAME|FILE",
        value_parser = complete::RuleSetName,
        hide_possible_values = true,
        display_order = GLOBAL_ORDER
    )]
    pub rules: Option<String>,
    /// Language of everything written for people: tables, verdicts, errors,
    /// prompts, help.
    ///
    /// Defaults to the environment variable CANASTA_LANG where it is set,
    /// else the first language of LANGUAGE (`de:en`), else the first of
    /// LC_ALL, LC_MESSAGES and LANG that is set and not empty: a value
    /// starting with `de` is German, anything else English (a CANASTA_LANG
    /// starting with neither `de` nor `en` is named in a line on stderr).
    /// Any case: `de`, `DE`. JSON keys and codes are the same in every
    /// language.
    #[arg(
        long,
        global = true,
        value_enum,
        ignore_case = true,
        value_name = "LANG",
        display_order = GLOBAL_ORDER + 1
    )]
    pub lang: Option<Lang>,
    /// Output: tables for people, or one document for programs.
    #[arg(
        long,
        global = true,
        value_enum,
        default_value_t = Format::Table,
        display_order = GLOBAL_ORDER + 2
    )]
    pub format: Format,
    /// Number of players at the table, where the rule set's deck or deal
    /// depends on it.
    ///
    /// verschaerft: 2 packs per player, 2 players unless given;
    /// traditional: 3 packs for 6.
    #[arg(
        long,
        global = true,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = value::players,
        display_order = GLOBAL_ORDER + 3
    )]
    pub players: Option<u32>,
    /// Which hand of the game this is (1 for the first), for rule sets whose
    /// rules change from hand to hand.
    ///
    /// hand-and-foot: the initial-meld minimum. A round file may say
    /// `hand_number:`; a game file counts its hands itself.
    #[arg(
        long,
        global = true,
        value_name = "N",
        value_parser = value::positive,
        display_order = GLOBAL_ORDER + 4
    )]
    pub hand_number: Option<u32>,
}

/// Where the global options stand in a command's help: after its own
/// (which clap numbers from 0 in the order they are declared), before
/// `--help` and `--version`.
const GLOBAL_ORDER: usize = 900;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// Human-readable tables.
    Table,
    /// One JSON document on stdout.
    Json,
    /// The same document in YAML.
    Yaml,
    /// Comma-separated values for a spreadsheet (`game show`, `game stats`,
    /// `club show`, `club season`).
    Csv,
}

/// Each top-level command's arguments are added when clap reaches it
/// (`defer`): a command line builds the one it names, not all nine.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub(crate) enum Command {
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
    /// and `special_hand` (its name; its cards under `melds`, or none to
    /// score it by its name alone).
    /// docs/scoring.md shows one in full.
    Score(sheet::ScoreArgs),
    /// Keep a game night's running score sheet in a YAML file.
    Game(sheet::GameArgs),
    /// Run a club evening: tables of four drawn for each round, partners
    /// that change, one standings list of players.
    ///
    /// The evening file says who sits where, round by round, and names
    /// each table's game file, an ordinary game (`canasta game add`,
    /// `undo`, `edit`, `show` work on it). The standings are worked out
    /// from the games' files whenever asked. docs/club.md shows an evening
    /// step by step.
    Club(club::ClubArgs),
    /// Serve a game's score sheet and the referee to the phones at the
    /// table, in their browsers.
    ///
    /// Prints a link (and its QR code) for the organiser, who may enter
    /// whole hands, undo, redo and edit, and whose page shows the other
    /// links; one for each side, whose phone enters that side's half of a
    /// hand; and one for viewers, who only read. The links stay the same
    /// from one start to the next (--new-links makes new ones). The game
    /// file stays the one record: `canasta game` commands may change it
    /// meanwhile, and the phones follow. Only this computer reaches the
    /// pad unless --lan (or --bind) is given. Ctrl-C stops it.
    Serve(serve::ServeArgs),
    /// List, show and compare rule sets.
    Rules(RulesArgs),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
    /// Write the man pages, one per command, into a folder.
    #[command(hide = true)]
    Man(ManArgs),
}

#[derive(Debug, Args)]
pub(crate) struct MeldArgs {
    /// The cards of the meld, e.g. `h10 d10 s2` (one or several arguments,
    /// separated by spaces or commas).
    #[arg(required = true, value_name = "CARDS")]
    pub cards: Vec<String>,
    /// The player goes out with this meld: the one time black threes may be
    /// melded (with or without a wild card, as the rule set says).
    #[arg(long)]
    pub going_out: bool,
    /// The side has made its initial meld and lays this meld after it.
    ///
    /// A rank that takes wild cards only in the initial meld
    /// (modern-american: aces) then takes none.
    #[arg(long)]
    pub opened: bool,
}

// `canasta rules`: one of its commands (see `sheet::GameArgs`).
#[derive(Debug, Args)]
pub(crate) struct RulesArgs {
    #[command(subcommand)]
    pub command: RulesCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum RulesCommand {
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
pub(crate) struct ManArgs {
    /// The folder to write the pages into (created if missing), e.g.
    /// /usr/local/share/man/man1.
    #[arg(long, value_name = "DIR")]
    pub dir: PathBuf,
}

#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// A path given on the command line, kept as the user wrote it for messages.
pub(crate) type FileArg = PathBuf;

/// The command line `args` (the program name first) as typed arguments,
/// its help and clap's errors in `lang`. Where the process ends after
/// this command line (`once`), clap's tree and what it matched are left
/// for the process's end to free: freeing them node by node would cost a
/// tenth of a start-up.
pub(crate) fn parse(
    args: &[std::ffi::OsString],
    lang: Lang,
    once: bool,
) -> Result<Cli, clap::Error> {
    if let Some(cli) = parse_named(args, once) {
        return Ok(cli);
    }
    parse_whole(args, lang, once)
}

/// `value` freed now, or left for the end of the process (`parse`).
fn done_with<T>(value: T, once: bool) {
    if once {
        std::mem::forget(value);
    }
}

/// `parse` with the whole tree: every command clap may have to name.
fn parse_whole(args: &[std::ffi::OsString], lang: Lang, once: bool) -> Result<Cli, clap::Error> {
    // Another language's words matter only when clap speaks: help, version
    // and refusals. Translating the tree costs a third of a German start-up,
    // so a command line the English tree takes is taken as it is; the
    // translated tree parses it again only to say something.
    if lang != Lang::En {
        match parse_whole(args, Lang::En, once) {
            Ok(cli) => return Ok(cli),
            // The version is the same words in every language.
            Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => return Err(e),
            Err(_) => {}
        }
    }
    let mut cmd = command_in(lang);
    let matches = cmd
        .try_get_matches_from_mut(args)
        .map_err(|e| suggest_listed(e, &cmd));
    done_with(cmd, once);
    let matches = matches?;
    if let Some(path) = help_asked(&matches) {
        // Our own `help` subcommand (`translate`): the help it asks for is
        // that of `--help` after the command it names, as clap's says it.
        let again = args
            .iter()
            .take(1)
            .cloned()
            .chain(path)
            .chain(["--help".into()]);
        command_in(lang).try_get_matches_from(again)?;
    }
    let cli = <Cli as clap::FromArgMatches>::from_arg_matches(&matches);
    done_with(matches, once);
    cli
}

/// clap's refusal of an unknown command, suggesting only commands that
/// `--help` lists, the likeliest first: clap looks among hidden ones too
/// (`gmae`: `man`, `game`), and lists the likeliest last.
fn suggest_listed(mut e: clap::Error, cmd: &clap::Command) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::InvalidSubcommand {
        return e;
    }
    let Some(ContextValue::Strings(suggested)) = e.get(ContextKind::SuggestedSubcommand) else {
        return e;
    };
    let mut hidden = Vec::new();
    hidden_commands(cmd, &mut hidden);
    let listed: Vec<String> = suggested
        .iter()
        .rev()
        .filter(|name| !hidden.contains(name))
        .cloned()
        .collect();
    if !listed.is_empty() {
        e.insert(
            ContextKind::SuggestedSubcommand,
            ContextValue::Strings(listed),
        );
        return e;
    }
    // Nothing listed is like it: the refusal clap makes with no
    // suggestion (its context has no way to take one away).
    let mut plain = clap::Error::new(ErrorKind::InvalidSubcommand).with_cmd(cmd);
    for (kind, value) in e.context() {
        if kind != ContextKind::SuggestedSubcommand {
            plain.insert(kind, value.clone());
        }
    }
    plain
}

/// The names of the hidden commands of `cmd`'s tree, as far as it is built.
fn hidden_commands(cmd: &clap::Command, out: &mut Vec<String>) {
    for sub in cmd.get_subcommands() {
        if sub.is_hide_set() {
            out.push(sub.get_name().to_string());
        }
        hidden_commands(sub, out);
    }
}

/// A command line that names a top-level command, parsed by a root that
/// holds that one command alone: clap gives the global options to every
/// command the root holds (some 60,000 instructions for nine), and a
/// command line names one. `None` where the line names none, or where it
/// is anything but taken (help, version, a refusal): the whole tree then
/// says what clap says.
fn parse_named(args: &[std::ffi::OsString], once: bool) -> Option<Cli> {
    // Help is written as clap refuses the line: not twice.
    if args
        .iter()
        .skip(1)
        .any(|a| matches!(a.to_str(), Some("--help" | "-h" | "--version" | "-V")))
    {
        return None;
    }
    // Of the root's settings, only what a command line that is taken
    // depends on: its options, and that a command is required. The
    // command's words (about, help) are not needed: a line that asks for
    // them, or is refused, goes to the whole tree.
    let options = <GlobalArgs as clap::Args>::augment_args(clap::Command::new("canasta"));
    let name = named(&options, args)?;
    let typed = top_en(clap::Command::new(name.to_string()));
    let mut root = options.subcommand_required(true).subcommand(typed);
    let matches = root.try_get_matches_from_mut(args).ok();
    done_with(root, once);
    let matches = matches?;
    let cli = <Cli as clap::FromArgMatches>::from_arg_matches(&matches).ok();
    done_with(matches, once);
    cli
}

/// The top-level command `args` name: the first word that is neither one
/// of the options of `root` (the global options) nor an option's value.
/// `None` where a word is an option the root does not declare itself
/// (`--help`, `-V`, a typo), or names no top-level command.
fn named<'a>(root: &clap::Command, args: &'a [std::ffi::OsString]) -> Option<&'a str> {
    let mut words = args.iter().skip(1);
    while let Some(word) = words.next() {
        let word = word.to_str()?;
        if let Some(long) = word.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((name, _)) => (name, true),
                None => (long, false),
            };
            let option = root.get_arguments().find(|a| a.get_long() == Some(name))?;
            if option.get_action().takes_values() && !inline {
                words.next()?;
            }
            continue;
        }
        if word.starts_with('-') {
            return None;
        }
        return translate::PATHS
            .iter()
            .any(|p| *p == [word])
            .then_some(word);
    }
    None
}

/// The command path and names after a `help` subcommand of ours
/// (`canasta game help add`: `game add`).
fn help_asked(matches: &clap::ArgMatches) -> Option<Vec<std::ffi::OsString>> {
    let mut path = Vec::new();
    let mut at = matches;
    while let Some((name, sub)) = at.subcommand() {
        if name == "help" {
            let named = sub
                .get_many::<String>("subcommand")
                .into_iter()
                .flatten()
                .map(Into::into);
            path.extend(named);
            return Some(path);
        }
        path.push(name.into());
        at = sub;
    }
    None
}

/// The clap command in `lang`, for parsing, help, the man page and
/// completions: English is the doc comments; another language translates
/// each command as clap builds it (`translate`).
///
/// It is not built here: clap builds the commands a command line reaches
/// as it parses (a `canasta meld ...` never builds `game` and its help
/// texts); the man pages and completions build the whole tree.
pub(crate) fn command_in(lang: Lang) -> clap::Command {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    // Every top-level command is built by `top_en` or `top_de`: clap holds
    // one deferred step a command, which must add its arguments before
    // tailoring it; the commands below it are tailored as they are built.
    let (step, root): (Tailor, Option<Tailor>) = match lang {
        Lang::En => (top_en, None),
        Lang::De => (top_de, Some(translate::FOREIGN[0])),
    };
    if let Some(root) = root {
        cmd = cmd.defer(root);
    }
    for path in translate::PATHS.iter().filter(|p| p.len() == 1) {
        defer_at(&mut cmd, path, step);
    }
    cmd
}

/// Have clap run `step` as it builds the command at `path` below `cmd`.
fn defer_at(cmd: &mut clap::Command, path: &[&str], step: Tailor) {
    if let Some(sub) = path
        .iter()
        .try_fold(cmd, |cmd, name| cmd.find_subcommand_mut(name))
    {
        *sub = std::mem::take(sub).defer(step);
    }
}

/// The steps that tailor the commands below the top-level command at
/// `top`, from a table of steps by path (`GLOBALS`, or `translate`'s),
/// each deferred to when clap builds its command.
fn defer_below<'t>(
    mut cmd: clap::Command,
    top: &str,
    steps: impl Iterator<Item = (&'t [&'t str], Tailor)>,
) -> clap::Command {
    for (path, step) in steps {
        if path.len() > 1 && path[0] == top {
            defer_at(&mut cmd, &path[1..], step);
        }
    }
    cmd
}

/// A top-level command's arguments, as the derive adds them: clap holds
/// one deferred step a command, so a step that tailors a top-level
/// command adds them first.
fn top_args(cmd: clap::Command) -> clap::Command {
    use clap::Args as _;
    match cmd.get_name() {
        "meld" => MeldArgs::augment_args(cmd),
        "initial-meld" => adjudicate::InitialMeldArgs::augment_args(cmd),
        "pickup" => adjudicate::PickupArgs::augment_args(cmd),
        "go-out" => adjudicate::GoOutArgs::augment_args(cmd),
        "score" => sheet::ScoreArgs::augment_args(cmd),
        "serve" => serve::ServeArgs::augment_args(cmd),
        "completions" => CompletionsArgs::augment_args(cmd),
        "man" => ManArgs::augment_args(cmd),
        // `canasta game` without a command of its own is a command line
        // with something missing, refused with its usage as any other
        // (exit 2); bare `canasta` alone asks for help.
        "game" => sheet::GameArgs::augment_args(cmd).arg_required_else_help(false),
        "rules" => RulesArgs::augment_args(cmd).arg_required_else_help(false),
        "club" => club::ClubArgs::augment_args(cmd).arg_required_else_help(false),
        _ => cmd,
    }
}

/// The path of a top-level command, as `GLOBALS` and `translate` name it.
fn top_path(cmd: &clap::Command) -> Option<&'static [&'static str]> {
    translate::PATHS
        .iter()
        .copied()
        .find(|p| p.len() == 1 && p[0] == cmd.get_name())
}

/// A top-level command as clap builds it in English: its arguments, then
/// `GLOBALS`' tailoring, of it and of the commands below it.
fn top_en(cmd: clap::Command) -> clap::Command {
    let Some(path) = top_path(&cmd) else {
        return cmd;
    };
    let cmd = top_args(cmd);
    let cmd = match GLOBALS.iter().find(|(p, _)| *p == path) {
        Some((_, tailor)) => tailor(cmd),
        None => cmd,
    };
    defer_below(cmd, path[0], GLOBALS.iter().copied())
}

/// The same in German: its arguments, then `translate`'s steps.
fn top_de(cmd: clap::Command) -> clap::Command {
    let Some(path) = top_path(&cmd) else {
        return cmd;
    };
    let cmd = top_args(cmd);
    let cmd = match translate::PATHS.iter().position(|p| *p == path) {
        Some(i) => translate::FOREIGN[i](cmd),
        None => cmd,
    };
    defer_below(
        cmd,
        path[0],
        translate::PATHS.iter().copied().zip(translate::FOREIGN),
    )
}

/// The global options each command uses, by path, and the values of
/// `--format` it takes: its help shows those alone (a command that refuses
/// one still says why when given it). The root shows them all.
///
/// Each is applied when clap builds the subcommand, once the global
/// options have reached it from its parent (`Command::defer`). They reach
/// it as its parent has them, so each sets whether every global option
/// shows: `game new` shows the `--rules` that `game` hides.
pub(crate) const GLOBALS: &[(&[&str], Tailor)] = &[
    (&["meld"], |c| shows(c, REFEREE_ONE_HAND, DOCUMENT)),
    (&["initial-meld"], |c| shows(c, ALL, DOCUMENT)),
    (&["pickup"], |c| shows(c, ALL, DOCUMENT)),
    (&["go-out"], |c| shows(c, ALL, DOCUMENT)),
    (&["score"], |c| shows(c, ALL, DOCUMENT)),
    (&["game"], |c| shows(c, LANG, &[])),
    (&["game", "new"], |c| shows(c, REFEREE_ONE_HAND, DOCUMENT)),
    (&["game", "add"], |c| shows(c, SHEET, DOCUMENT)),
    (&["game", "show"], |c| shows(c, SHEET, SPREADSHEET)),
    (&["game", "undo"], |c| shows(c, SHEET, DOCUMENT)),
    (&["game", "redo"], |c| shows(c, SHEET, DOCUMENT)),
    (&["game", "edit"], |c| shows(c, SHEET, DOCUMENT)),
    (&["game", "log"], |c| shows(c, SHEET, DOCUMENT)),
    (&["game", "stats"], |c| shows(c, SHEET, SPREADSHEET)),
    (&["game", "chart"], |c| shows(c, LANG, &[])),
    (&["club"], |c| shows(c, LANG, &[])),
    (&["club", "new"], |c| shows(c, REFEREE_ONE_HAND, DOCUMENT)),
    (&["club", "next"], |c| shows(c, SHEET, DOCUMENT)),
    (&["club", "show"], |c| shows(c, SHEET, SPREADSHEET)),
    (&["club", "season"], |c| shows(c, SHEET, SPREADSHEET)),
    (&["serve"], |c| shows(c, SHEET, LINKS)),
    (&["rules"], |c| shows(c, LANG, &[])),
    (&["rules", "list"], |c| shows(c, SHEET, DOCUMENT)),
    (&["rules", "show"], |c| shows(c, ALL, DOCUMENT)),
    (&["rules", "diff"], |c| {
        shows(c, &["lang", "format", "players", "hand_number"], DOCUMENT)
    }),
    (&["completions"], |c| shows(c, LANG, &[])),
    (&["man"], |c| shows(c, LANG, &[])),
];

/// Every global option: a command of the referee's, or one that reads a
/// rule set and a hand of it.
const ALL: &[&str] = &["rules", "lang", "format", "players", "hand_number"];
/// A command that reads a rule set, but no hand number: the rule set's
/// deck and sides are what it needs.
const REFEREE_ONE_HAND: &[&str] = &["rules", "lang", "format", "players"];
/// A command on a game file, which holds its rule set.
const SHEET: &[&str] = &["lang", "format"];
/// A command that writes for people alone, in their language.
const LANG: &[&str] = &["lang"];

/// The formats of a command that answers with one document.
const DOCUMENT: &[Format] = &[Format::Table, Format::Json, Format::Yaml];
/// The sheet and its statistics, which a spreadsheet reads too.
const SPREADSHEET: &[Format] = &[Format::Table, Format::Json, Format::Yaml, Format::Csv];
/// `serve`'s links: for people, or one JSON line for programs.
const LINKS: &[Format] = &[Format::Table, Format::Json];

/// The options whose values explain themselves (`ValueEnum`s with doc
/// comments), each with its enum: `translate` words their values in
/// another language where completions show them.
pub(crate) const WORDED: &[(&str, Wording)] = &[
    ("format", translate::Worded::<Format>::apply),
    ("lang", translate::Worded::<Lang>::apply),
    ("movement", translate::Worded::<club::MovementArg>::apply),
];

/// How `WORDED` gives an option its values' words.
type Wording = fn(clap::Arg, Vec<clap::builder::PossibleValue>) -> clap::Arg;

/// What `GLOBALS` does to a command as clap builds it.
type Tailor = fn(clap::Command) -> clap::Command;

/// `cmd` showing the global options named in `shown` alone, and
/// `--format` with the values in `formats` alone.
fn shows(cmd: clap::Command, shown: &[&str], formats: &[Format]) -> clap::Command {
    let unused: Vec<&str> = ALL
        .iter()
        .copied()
        .filter(|id| !shown.contains(id))
        .collect();
    let cmd = hide(cmd, &unused);
    if formats.is_empty() || formats.len() == Format::value_variants().len() {
        return cmd;
    }
    // The global options have not reached a command that a root of one
    // command parses (`parse_named`), which shows no help: no option, no
    // change.
    cmd.mut_args(|a| {
        if a.get_id() == "format" {
            narrow(a, formats)
        } else {
            a
        }
    })
}

/// The global options named in `unused` hidden, the others shown.
///
/// clap gives a command a long `--help` (`-h` then says "see more with
/// '--help'") when one of its options has more to say, hidden ones not
/// counted. These options used to be hidden only after clap had decided,
/// so a command that hides one with more to say keeps its long help: its
/// about, said again as its long about, which every help and man page
/// shows the same.
fn hide(cmd: clap::Command, unused: &[&str]) -> clap::Command {
    let says_more = |a: &clap::Arg| {
        a.get_long_help().is_some()
            || a.get_possible_values()
                .iter()
                .any(|v| v.get_help().is_some())
    };
    let hides_more = cmd
        .get_arguments()
        .any(|a| a.is_global_set() && unused.contains(&a.get_id().as_str()) && says_more(a));
    let cmd = match (hides_more, cmd.get_long_about(), cmd.get_about()) {
        (true, None, Some(about)) => {
            let about = about.clone();
            cmd.long_about(about)
        }
        _ => cmd,
    };
    cmd.mut_args(|a| {
        if a.is_global_set() {
            let hidden = unused.contains(&a.get_id().as_str());
            a.hide(hidden)
        } else {
            a
        }
    })
}

/// `--format` (as it reached a command) taking the values in `formats`
/// alone in its help, its completions and its list of values in errors.
/// The values it parses stay all of them, so that a command refuses one
/// that does not apply in its own words (`--format csv is for ...`).
///
/// In another language the option arrives translated, its values said in
/// its help; shown again, they are translated again (`translate`) in the
/// words of the command that declared the option.
fn narrow(arg: clap::Arg, formats: &[Format]) -> clap::Arg {
    let values = formats
        .iter()
        .filter_map(ValueEnum::to_possible_value)
        .collect();
    translate::Worded::<Format>::apply(
        arg.hide_possible_values(false).hide_default_value(false),
        values,
    )
}

/// Whether the option `arg` takes fewer values in this command than in
/// the root, where it is declared (`narrow`).
pub(crate) fn narrowed(arg: &clap::Arg) -> bool {
    arg.get_id() == "format" && arg.get_possible_values().len() < Format::value_variants().len()
}

/// The man pages as clap_mangen renders them: `canasta.1` and a page for
/// every command (`canasta-game-new.1` ...), each with its file name. They
/// are committed in `man/` (`tests/man.rs` checks they are current) and
/// written anywhere by the hidden `canasta man --dir DIR`.
///
/// In another language (`canasta man --lang de`; committed in `man/de/`):
/// the translated tree, and clap_mangen's section headings (`NAME`,
/// `OPTIONS`...) in that language.
pub(crate) fn man_pages_in(lang: Lang) -> Vec<(String, String)> {
    fn collect(cmd: clap::Command, pages: &mut Vec<(String, String)>) {
        // `help` is clap's own (or `translate`'s), added when the command
        // was built: it has no page, so no page lists it (`canasta-help(1)`
        // would name a page that is not there). `--help` says the same.
        let cmd = if cmd.find_subcommand("help").is_some() {
            cmd.mut_subcommand("help", |help| help.hide(true))
        } else {
            cmd
        };
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            collect(sub.clone(), pages);
        }
        // A command's own version is empty: name the program's.
        let man = clap_mangen::Man::new(cmd).source(concat!("canasta ", env!("CARGO_PKG_VERSION")));
        let mut out = Vec::new();
        // Rendering into a Vec cannot fail.
        let _ = man.render(&mut out);
        pages.push((
            man.get_filename(),
            String::from_utf8_lossy(&out).into_owned(),
        ));
    }
    let mut cmd = command_in(lang);
    cmd.build();
    let mut pages = Vec::new();
    collect(cmd, &mut pages);
    pages.sort();
    if lang != Lang::En {
        for (_, page) in &mut pages {
            *page = translate::man_page(page);
        }
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(words: &[&str]) -> Vec<std::ffi::OsString> {
        std::iter::once("canasta")
            .chain(words.iter().copied())
            .map(Into::into)
            .collect()
    }

    /// A root holding only the command a line names takes the line as the
    /// whole tree does; what it does not take, the whole tree answers.
    #[test]
    fn the_named_command_alone_parses_as_the_whole_tree() {
        let taken: &[&[&str]] = &[
            &["meld", "h10", "d10", "s2"],
            &["--rules", "samba", "meld", "--opened", "h5", "d5", "c5"],
            &[
                "--rules=bolivia",
                "--players",
                "3",
                "go-out",
                "--hand",
                "h4 h5",
            ],
            &[
                "pickup", "--top", "h9", "--hand", "h9 c9 c5", "--lang", "de",
            ],
            &[
                "--format", "json", "game", "add", "g.yaml", "--points", "We=5", "They=0",
            ],
            &["game", "stats", "a.yaml", "b.yaml", "--hand-number", "2"],
            &["rules", "show", "traditional"],
            &["score", "r.yaml", "--format=yaml"],
        ];
        for words in taken {
            let args = line(words);
            let named = parse_named(&args, false).unwrap_or_else(|| panic!("{words:?}"));
            let whole = parse_whole(&args, Lang::En, false).unwrap();
            assert_eq!(format!("{named:?}"), format!("{whole:?}"), "{words:?}");
        }
        let not_taken: &[&[&str]] = &[
            &[],
            &["--help"],
            &["--version"],
            &["meld", "--help"],
            &["meld"],
            &["game"],
            &["help", "meld"],
            &["mled", "h10"],
            &["--rules"],
            &["-V"],
            &["--lang", "de", "meld", "--bogus"],
            // Refused as --players takes it: the whole tree says so.
            &["--players", "-3", "meld", "h5"],
        ];
        for words in not_taken {
            assert!(parse_named(&line(words), false).is_none(), "{words:?}");
        }
    }
}
