//! From parsed arguments to typed requests, to the domain, to rendered
//! output. Nothing here prints: `run` returns the text and the answer, and
//! `main` writes them.

use std::ffi::OsString;

use clap::Parser;

use crate::cli::{Cli, Command, Format, GlobalArgs};
use crate::error::{Error, ErrorKind, Result};
use crate::rules::{self, RuleSet};

mod adjudicate;
mod meld;
mod rules_cmd;
mod sheet;

/// The answer to the question a command asks: exit 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
}

impl Answer {
    pub fn from_bool(yes: bool) -> Answer {
        if yes { Answer::Yes } else { Answer::No }
    }

    pub fn exit_code(self) -> u8 {
        match self {
            Answer::Yes => 0,
            Answer::No => 1,
        }
    }
}

/// What a command produced: text for stdout and its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub answer: Answer,
}

impl Outcome {
    pub fn new(stdout: String, answer: Answer) -> Outcome {
        Outcome { stdout, answer }
    }
}

/// What every command may need: the output format and the rule set asked for.
pub struct Context {
    pub format: Format,
    pub rules_arg: Option<String>,
    pub players: Option<u32>,
    pub hand_number: Option<u32>,
}

impl Context {
    fn new(global: &GlobalArgs) -> Context {
        Context {
            format: global.format,
            rules_arg: global.rules.clone(),
            players: global.players,
            hand_number: global.hand_number,
        }
    }

    /// The rule set of `--rules` (or classic), for `--players`.
    pub fn rules(&self) -> Result<RuleSet> {
        self.rules_or(None)
    }

    /// The rule set of `--rules`, else the one a file names, else classic.
    pub fn rules_or(&self, from_file: Option<&str>) -> Result<RuleSet> {
        let spec = self
            .rules_arg
            .as_deref()
            .or(from_file)
            .unwrap_or(rules::preset::ROOT);
        self.apply_players(rules::load(spec)?)
    }

    pub fn apply_players(&self, rules: RuleSet) -> Result<RuleSet> {
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

/// Run the command line `args` (the program name first).
pub fn run<I, T>(args: I) -> Result<Outcome>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version are answers, not errors.
            return Ok(Outcome::new(e.render().to_string(), Answer::Yes));
        }
        Err(e) => {
            // clap's text starts with its own "error: "; the report adds one.
            let text = e.render().to_string();
            let text = text.strip_prefix("error: ").unwrap_or(&text).trim_end();
            return Err(Error::new(ErrorKind::Usage, text));
        }
    };
    let ctx = Context::new(&cli.global);
    match cli.command {
        Command::Meld(args) => meld::run(&ctx, &args),
        Command::InitialMeld(args) => adjudicate::initial_meld(&ctx, &args),
        Command::Pickup(args) => adjudicate::pickup(&ctx, &args),
        Command::GoOut(args) => adjudicate::go_out(&ctx, &args),
        Command::Score(args) => sheet::score(&ctx, &args),
        Command::Game(cmd) => sheet::game(&ctx, &cmd),
        Command::Rules(cmd) => rules_cmd::run(&ctx, &cmd),
        Command::Completions(args) => {
            let mut out = Vec::new();
            clap_complete::generate(args.shell, &mut crate::cli::command(), "canasta", &mut out);
            Ok(Outcome::new(
                String::from_utf8_lossy(&out).into_owned(),
                Answer::Yes,
            ))
        }
    }
}

/// Several arguments that each hold cards, read as one text.
pub(crate) fn joined(args: &[String]) -> String {
    args.join(" ")
}
