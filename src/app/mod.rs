//! From parsed arguments to typed requests, to the domain, to rendered
//! output. Nothing here prints: `run` returns the text and the answer, and
//! `main` writes them.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::cli::{Command, Format, GlobalArgs};
use crate::fault::FrontHint;
use crate::i18n::{Catalog, Lang};
use canasta::error::{Error, ErrorKind, Result};
use canasta::rules::{self, RuleSet};
use canasta::yaml::Node;

pub(crate) mod adjudicate;
pub(crate) mod ask;
mod club;
pub(crate) mod exit;
mod hand_args;
mod handoff;
mod lay;
mod length;
pub(crate) mod meld;
mod new_game;
mod rules_cmd;
pub(crate) mod sheet;
mod utf8;

/// The answer to the question a command asks: exit 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Answer {
    Yes,
    No,
}

impl Answer {
    pub(crate) fn from_bool(yes: bool) -> Answer {
        if yes { Answer::Yes } else { Answer::No }
    }

    pub(crate) fn exit_code(self) -> u8 {
        match self {
            Answer::Yes => 0,
            Answer::No => 1,
        }
    }
}

/// What a command produced: text for stdout and its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub stdout: String,
    pub answer: Answer,
    /// The file the command saved, if it changed one: from then on the
    /// command cannot fail with exit 2, which says nothing changed.
    pub saved: Option<PathBuf>,
    /// Why the report of a saved change could not be made, if it could
    /// not (`stdout` is then empty).
    pub unreported: Option<Box<Error>>,
}

impl Outcome {
    pub(crate) fn new(stdout: String, answer: Answer) -> Outcome {
        Outcome {
            stdout,
            answer,
            saved: None,
            unreported: None,
        }
    }

    /// What a command that saved `file` ends with: its report, or why
    /// there is none.
    pub(crate) fn after_saving(file: &Path, report: Result<Outcome>) -> Outcome {
        let saved = Some(file.to_path_buf());
        match report {
            Ok(outcome) => Outcome { saved, ..outcome },
            Err(e) => Outcome {
                saved,
                unreported: Some(Box::new(e)),
                ..Outcome::new(String::new(), Answer::Yes)
            },
        }
    }

    /// The same, with any control character a renderer let through made
    /// visible (its colours kept).
    fn visible(self) -> Outcome {
        match crate::visible::output(&self.stdout) {
            std::borrow::Cow::Borrowed(_) => self,
            std::borrow::Cow::Owned(stdout) => Outcome { stdout, ..self },
        }
    }
}

/// What the tool takes from its surroundings besides the command line,
/// read once where the process starts (`Env::of_process`). Nothing below
/// `run` reads the environment itself, so whoever calls `run` (the binary,
/// a test, a bench) decides what the tool sees.
#[derive(Debug, Clone, Default)]
pub(crate) struct Env {
    /// `CANASTA_RULES`: the rule set where neither `--rules` nor a file
    /// names one.
    pub rules: Option<OsString>,
    /// `CANASTA_NOW`: the time changes to a game are stamped with.
    pub now: Option<OsString>,
    /// `TZ`: the time zone a German log shows its times in; unset, the
    /// system's.
    pub tz: Option<OsString>,
    /// The width human tables must fit: `COLUMNS`, else the terminal's;
    /// `None` when output goes elsewhere.
    pub width: Option<usize>,
    /// The width error reports are wrapped at: `COLUMNS`, else the width
    /// of the terminal on standard error.
    pub error_width: Option<usize>,
    /// The lines a change's answer must fit: `LINES`, else the terminal's;
    /// `None` when output goes elsewhere.
    pub height: Option<usize>,
    /// The language where `--lang` is not given: `CANASTA_LANG`, else
    /// the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    pub lang: Lang,
    /// `CANASTA_LANG`'s value where it names no language the tool speaks.
    pub lang_unknown: Option<String>,
    /// The server, where this program is `canasta-serve`; `canasta`
    /// hands `serve` to that program instead.
    pub server: Option<Server>,
    /// This process runs this one command line and ends: what the command
    /// builds to parse and to speak (clap's tree, a catalogue) is left for
    /// the end of the process to free, which freeing it piece by piece
    /// costs a twentieth of a start-up. Not so where one process runs
    /// many (the tests and benches that run the command line in process).
    pub once: bool,
}

/// What runs `canasta serve` in the server program.
pub(crate) type Server = fn(&Context, &crate::cli::serve::ServeArgs) -> Result<Outcome>;

impl Env {
    /// The environment of this process and the terminal on its stdout.
    pub(crate) fn of_process() -> Env {
        Env {
            rules: std::env::var_os("CANASTA_RULES"),
            now: std::env::var_os("CANASTA_NOW"),
            tz: std::env::var_os("TZ"),
            width: crate::render::width(),
            error_width: crate::render::error_width(),
            height: crate::render::height(),
            lang: Lang::of_env(|name| std::env::var_os(name)),
            lang_unknown: Lang::unknown_in_env(|name| std::env::var_os(name)),
            server: None,
            once: true,
        }
    }
}

/// What every command may need: the output format and the rule set asked for.
pub(crate) struct Context {
    pub format: Format,
    /// `--rules` as given on the command line.
    pub rules_arg: Option<String>,
    /// `CANASTA_RULES`: the default where neither `--rules` nor a file names
    /// one; not empty. Refused only where it is used, when it is not text.
    pub rules_env: Option<OsString>,
    pub players: Option<u32>,
    /// The width human tables must fit: `COLUMNS`, else the terminal's;
    /// `None` when output goes elsewhere.
    pub width: Option<usize>,
    /// The lines a change's answer must fit (`Env::height`).
    pub height: Option<usize>,
    pub hand_number: Option<u32>,
    /// `CANASTA_NOW`, if set.
    pub now: Option<OsString>,
    /// `TZ`, if set.
    pub tz: Option<OsString>,
    /// The words of the language chosen for this command line.
    pub cat: Catalog,
    /// `Env::once`.
    once: bool,
}

impl Context {
    fn new(global: &GlobalArgs, env: &Env, lang: Lang) -> Context {
        Context {
            format: global.format,
            rules_arg: global.rules.clone(),
            rules_env: env
                .rules
                .clone()
                .filter(|r| !r.to_string_lossy().trim().is_empty()),
            players: global.players,
            width: env.width,
            height: env.height,
            hand_number: global.hand_number,
            now: env.now.clone(),
            tz: env.tz.clone(),
            cat: Catalog::new(lang),
            once: env.once,
        }
    }

    /// Done with `words`: freed now, or left for the end of the process
    /// where it ends after this command (`Env::once`).
    pub(crate) fn done_with(&self, words: Catalog) {
        if self.once {
            std::mem::forget(words);
        }
    }

    /// How results are written: the format, the language and the width to fit.
    pub(crate) fn out(&self) -> crate::render::Out<'_> {
        crate::render::Out::new(self.format, self.width, &self.cat)
    }

    /// The words of the language chosen with a rule set's own names for
    /// terms (traditional's "echter Canasta", "Posso"), for output about
    /// a game under that rule set (`out_in`).
    pub(crate) fn words_of(&self, rules: &RuleSet) -> Catalog {
        words(rules, self.cat.lang())
    }

    /// How results are written, in the words `cat` (`words_of`).
    pub(crate) fn out_in<'a>(&self, cat: &'a Catalog) -> crate::render::Out<'a> {
        crate::render::Out::new(self.format, self.width, cat)
    }

    /// The rule set of `--rules` (or classic), for `--players`.
    pub(crate) fn rules(&self) -> Result<RuleSet> {
        self.rules_or(None)
    }

    /// The rule set of `--rules`, else the one a file names (`rules:`: the
    /// name as the loader takes it, and where the file says it), else
    /// `CANASTA_RULES`'s, else classic. An error says which of them named
    /// the rule set it is about.
    pub(crate) fn rules_or(&self, from_file: Option<(&str, &Node)>) -> Result<RuleSet> {
        let rules = match (&self.rules_arg, from_file, &self.rules_env) {
            (Some(spec), _, _) => rules::load(spec),
            (None, Some((spec, at)), _) => rules::load(spec).map_err(|e| named_in_file(e, at)),
            (None, None, Some(env)) => {
                #[allow(
                    clippy::unnecessary_debug_formatting,
                    reason = "text that is not UTF-8 can only be quoted escaped"
                )]
                let spec = env.to_str().ok_or_else(|| {
                    Error::new(
                        ErrorKind::UnknownRules,
                        crate::fault::UsageFault::RulesEnvNotUtf8 {
                            value: format!("{env:?}"),
                        },
                    )
                    .with_help(FrontHint::SetRulesEnv)
                })?;
                rules::load(spec).map_err(|e| e.context("CANASTA_RULES"))
            }
            (None, None, None) => rules::load(rules::preset::ROOT),
        }?;
        self.apply_players(rules)
    }

    pub(crate) fn apply_players(&self, rules: RuleSet) -> Result<RuleSet> {
        let rules = match self.players {
            Some(n) => rules.with_players(n)?,
            None => rules,
        };
        Ok(match self.hand_number {
            Some(n) => rules.at_hand(n),
            None => rules,
        })
    }
}

/// The words of `lang` with the rule set's own names for terms
/// (traditional's "echter Canasta", "Posso").
pub(crate) fn words(rules: &RuleSet, lang: Lang) -> Catalog {
    Catalog::new(lang).with_terms(rules.terms_in(lang.tag()))
}

/// A game's rule set is fixed when it starts: `--rules` or `--players`
/// may only repeat it.
pub(crate) fn refuse_game_rules(ctx: &Context, game: &canasta::sheet::GameFile) -> Result<()> {
    sheet::refuse_rules(ctx, game)
}

/// An evening's games keep the rule set they started with: `serve
/// EVENING.yaml` names none, as `club show` names none.
pub(crate) fn refuse_evening_rules(ctx: &Context) -> Result<()> {
    club::refuse_rules(ctx)
}

/// `canasta`: every command, `serve` handed to `canasta-serve`.
#[must_use]
pub fn main() -> std::process::ExitCode {
    start(None)
}

/// Run the command line of this process, with `server` for `serve`
/// (`None`: hand it to `canasta-serve`).
pub(crate) fn start(server: Option<Server>) -> std::process::ExitCode {
    let env = Env {
        server,
        ..Env::of_process()
    };
    let args: Vec<OsString> = std::env::args_os().collect();
    exit::warn_of_language(&args, &env);
    exit::finish(run(args.iter().cloned(), &env), &args, &env)
}

/// Run the command line `args` (the program name first) in the
/// surroundings `env`.
pub(crate) fn run<I, T>(args: I, env: &Env) -> Result<Outcome>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // Chosen before clap parses, so that its help and errors are in it too
    // (a `--lang` that is no language is then clap's error, in the
    // environment's language).
    let lang = Lang::choose(&args, env.lang);
    let cli = match crate::cli::parse(&args, lang, env.once) {
        Ok(cli) => cli,
        Err(e) if e.kind() == clap::error::ErrorKind::InvalidUtf8 => {
            return Err(utf8::not_utf8(&args));
        }
        Err(e)
            if !e.use_stderr()
                || e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            // Bare `canasta` is a request for help, not a mistake.
            // --help and --version are answers, not errors.
            return Ok(Outcome::new(crate::cli::error::help(&e, lang), Answer::Yes));
        }
        Err(e) => {
            return Err(Error::new(
                ErrorKind::Usage,
                crate::fault::UsageFault::Clap {
                    text: crate::cli::error::text(&e, lang),
                },
            ));
        }
    };
    let ctx = Context::new(&cli.global, env, lang);
    let csv_ok = matches!(
        cli.command,
        Command::Game(crate::cli::sheet::GameArgs {
            command: crate::cli::sheet::GameCommand::Show { .. }
                | crate::cli::sheet::GameCommand::Stats { .. }
        }) | Command::Club(crate::cli::club::ClubArgs {
            command: crate::cli::club::ClubCommand::Show { .. }
                | crate::cli::club::ClubCommand::Season { .. }
        })
    );
    if ctx.format == Format::Csv && !csv_ok {
        return Err(
            Error::new(ErrorKind::Usage, crate::fault::UsageFault::CsvNotHere)
                .with_help(FrontHint::OtherFormat),
        );
    }
    // Text for people reaches the screen with no control character of its
    // own (render::visible); a completion script is a program, not text.
    let for_people = ctx.format == Format::Table && !matches!(cli.command, Command::Completions(_));
    let outcome = match cli.command {
        Command::Meld(args) => meld::run(&ctx, &args),
        Command::InitialMeld(args) => adjudicate::initial_meld(&ctx, &args),
        Command::Pickup(args) => adjudicate::pickup(&ctx, &args),
        Command::GoOut(args) => adjudicate::go_out(&ctx, &args),
        Command::Score(args) => sheet::score(&ctx, &args),
        Command::Game(game) => sheet::game(&ctx, &game.command),
        Command::Rules(rules) => rules_cmd::run(&ctx, &rules.command),
        Command::Club(club) => club::run(&ctx, &club.command),
        Command::Serve(serve) => match env.server {
            Some(run) => run(&ctx, &serve),
            None => handoff::serve(&args),
        },
        Command::Completions(args) => Ok(Outcome::new(
            crate::cli::complete::script(args.shell, &mut crate::cli::command_in(lang)),
            Answer::Yes,
        )),
        Command::Man(args) => write_man_pages(&args.dir, lang),
    }?;
    Ok(if for_people {
        outcome.visible()
    } else {
        outcome
    })
}

/// `canasta man --dir DIR`: the pages in the language chosen, each
/// written whole or not at all.
fn write_man_pages(dir: &Path, lang: Lang) -> Result<Outcome> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, canasta::error::Action::Create, &e))?;
    let mut written = String::new();
    for (name, page) in crate::cli::man_pages_in(lang) {
        let path = dir.join(name);
        std::fs::write(&path, page)
            .map_err(|e| Error::io(&path, canasta::error::Action::Write, &e))?;
        written.push_str(&format!("{}\n", path.display()));
    }
    Ok(Outcome::after_saving(
        dir,
        Ok(Outcome::new(written, Answer::Yes)),
    ))
}

/// An error loading the rule set a file names (`rules: nonsense`): shown
/// at that line of the file where the error has no place of its own (an
/// unknown name, a missing file), else said to come from it.
fn named_in_file(e: Error, at: &Node) -> Error {
    if e.snippet().is_some() {
        let name = at.as_str().unwrap_or_default();
        return e.within(canasta::error::Origin::RulesNamed {
            file: Box::new(at.source.origin.clone()),
            name: name.to_string(),
        });
    }
    at.point(e, canasta::error::Label::RuleSetNamed)
}

/// Several arguments that each hold cards, read as one text.
pub(crate) fn joined(args: &[String]) -> String {
    args.join(" ")
}
