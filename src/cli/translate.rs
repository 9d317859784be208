//! clap's command tree in German.
//!
//! The English help is the doc comments on the clap derive (the one
//! source). German translates the tree clap builds, keyed by command path
//! and argument id: `i18n/de/clap.ftl` has a section per command
//! (`## canasta-game-add`) with its `long-about`, the `command-<name>` of
//! each subcommand it lists, `arg-<id>` per argument it declares (`.long`
//! for the long help, `.value-name` for its placeholder: `<KARTEN>`) and
//! `value-<arg>-<value>` per possible value; the
//! root's section has its `about` too; a section `## clap` holds clap's own
//! words (headings, the `--help`/`--version` lines, `[default: ...]`). An
//! argument several commands declare with the same English words (the
//! game file, the hand of `game add` and `game edit`) has its German once,
//! in the section `## arguments`, read where a command's own lacks it.
//!
//! Each command is translated as clap builds it (`Command::defer`): a
//! command line reads the sections of the commands it reaches alone
//! (`canasta meld` never reads `game`'s words), as English reads no help
//! text it does not show.

use clap::builder::PossibleValue;
use clap::{Arg, ArgAction, Command};

use crate::i18n::{CLAP, Lang, Section};

/// Every command of the tree by its path from the root, and the step that
/// translates it when clap builds it (`FOREIGN[i]` is `PATHS[i]`'s).
/// `tests` make sure no command is left out.
pub(crate) const PATHS: [&[&str]; 28] = [
    &[],
    &["meld"],
    &["initial-meld"],
    &["pickup"],
    &["go-out"],
    &["score"],
    &["game"],
    &["game", "new"],
    &["game", "add"],
    &["game", "show"],
    &["game", "undo"],
    &["game", "redo"],
    &["game", "edit"],
    &["game", "log"],
    &["game", "stats"],
    &["game", "chart"],
    &["club"],
    &["club", "new"],
    &["club", "next"],
    &["club", "show"],
    &["club", "season"],
    &["serve"],
    &["rules"],
    &["rules", "list"],
    &["rules", "show"],
    &["rules", "diff"],
    &["completions"],
    &["man"],
];

/// clap's deferred steps are plain functions: each knows its path by its
/// index into `PATHS`.
pub(crate) const FOREIGN: [fn(Command) -> Command; 28] = [
    german::<0>,
    german::<1>,
    german::<2>,
    german::<3>,
    german::<4>,
    german::<5>,
    german::<6>,
    german::<7>,
    german::<8>,
    german::<9>,
    german::<10>,
    german::<11>,
    german::<12>,
    german::<13>,
    german::<14>,
    german::<15>,
    german::<16>,
    german::<17>,
    german::<18>,
    german::<19>,
    german::<20>,
    german::<21>,
    german::<22>,
    german::<23>,
    german::<24>,
    german::<25>,
    german::<26>,
    german::<27>,
];

/// The name of a command's section: its man page's name (`canasta-game-add`).
pub(crate) fn section_name(path: &[&str]) -> String {
    std::iter::once("canasta")
        .chain(path.iter().copied())
        .collect::<Vec<_>>()
        .join("-")
}

/// The German catalogue file of the command line.
pub(crate) fn file() -> &'static str {
    CLAP[1].unwrap_or_default()
}

/// The command at `PATHS[I]`, tailored (`super::GLOBALS`) and in German.
fn german<const I: usize>(cmd: Command) -> Command {
    let path = PATHS[I];
    let cmd = match super::GLOBALS.iter().find(|(p, _)| *p == path) {
        Some((_, tailor)) => tailor(cmd),
        None => cmd,
    };
    translate(cmd, path)
}

thread_local! {
    /// clap's own words (`## clap`), which every command clap builds
    /// needs: read once.
    static WORDS: Section = Section::read(file(), "clap", Lang::De);
    /// The words of arguments that several commands share (`## arguments`):
    /// read the first time a command declares one.
    static SHARED: Section = Section::read(file(), SHARED_SECTION, Lang::De);
    /// The root's words, where the global options are declared: read the
    /// first time a command shows one anew (`cli::narrow`).
    static ROOT: Section = Section::read(file(), &section_name(&[]), Lang::De);
}

/// The section of the arguments several commands share.
pub(crate) const SHARED_SECTION: &str = "arguments";

/// One of clap's own words in German (`## clap`), for what clap writes
/// past its tree (`cli::error`).
pub(crate) fn clap_word(id: &str) -> String {
    WORDS.with(|words| word(words, id))
}

/// `cmd` (the command at `path`, not yet built) in German.
fn translate(cmd: Command, path: &[&str]) -> Command {
    WORDS.with(|words| translate_with(cmd, path, words))
}

/// `cmd` in German, with clap's own words `words`.
fn translate_with(mut cmd: Command, path: &[&str], words: &Section) -> Command {
    let own = Section::read(file(), &section_name(path), Lang::De);
    // A command's about is shown in its parent's list of commands before
    // the command is built: the parent gives it (`command-<name>`).
    if let Some(about) = own.get("about") {
        cmd = cmd.about(about);
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        if let Some(about) = own.get(&format!("command-{name}")) {
            cmd = cmd.mut_subcommand(&name, |sub| sub.about(about));
        }
    }
    if cmd.get_long_about().is_some() {
        let long = own
            .get("long-about")
            .or_else(|| cmd.get_about().map(ToString::to_string))
            .unwrap_or_default();
        cmd = cmd.long_about(long);
    }
    // The global options are translated where they are declared, and
    // reach the subcommands in German; one that a command takes fewer
    // values of (`cli::narrow`) shows them anew, translated here in the
    // root's words.
    let root = path.is_empty();
    cmd = cmd.mut_args(|a| {
        if a.is_global_set() && !root {
            if super::narrowed(&a) {
                ROOT.with(|declared| arg(a, declared, words))
            } else {
                a
            }
        } else {
            arg(a, &own, words)
        }
    });
    if cmd.has_subcommands() {
        // clap's `help` subcommand speaks English; `cli::parse` answers ours.
        cmd = cmd
            .disable_help_subcommand(true)
            .subcommand(help_command(words))
            .subcommand_value_name(word(words, "command-value"));
    }
    if cmd.get_version().is_some() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(word(words, "version"))
                .display_order(999),
        );
    }
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .display_order(999);
    // As clap words its own: `-h` points to more only where there is more.
    let help = if says_more(&cmd) {
        help.help(word(words, "help-more"))
            .long_help(word(words, "help-summary"))
    } else {
        help.help(word(words, "help"))
    };
    cmd = cmd.disable_help_flag(true).arg(help);
    let template = template(&cmd, words);
    cmd.help_template(template)
}

/// A word of clap's own (`## clap`), or its id where it is missing.
fn word(words: &Section, id: &str) -> String {
    words.text(id, &[])
}

/// One argument in German: its help, and what clap would add to it in
/// English (`[default: ...]`, the possible values) said in German.
fn arg(a: Arg, own: &Section, words: &Section) -> Arg {
    let key = format!("arg-{}", a.get_id());
    if own.get(&key).is_none() && Section::holds(file(), SHARED_SECTION, &key) {
        return SHARED.with(|shared| arg_in(a, &key, shared, words));
    }
    arg_in(a, &key, own, words)
}

/// One argument in German, its words in the section `own` (the command's
/// or the shared arguments').
fn arg_in(a: Arg, key: &str, own: &Section, words: &Section) -> Arg {
    let Some(help) = own.get(key) else {
        return a;
    };
    let long = a
        .get_long_help()
        .is_some()
        .then(|| own.attribute(key, "long").unwrap_or_else(|| help.clone()));
    let takes_value = a.get_action().takes_values();
    let (values, defaults) = shown_values(&a);
    let default = (!defaults.is_empty())
        .then(|| format!("[{}: {}]", word(words, "default"), defaults.join(", ")));
    // The values as a German reader writes them (`.values`), where the
    // parser takes German words beside the English names.
    let listed = (!values.is_empty()).then(|| {
        let names = own.attribute(key, "values").unwrap_or_else(|| {
            let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
            names.join(", ")
        });
        format!("[{}: {names}]", word(words, "possible-values"))
    });
    let short = [Some(help.clone()), default.clone(), listed.clone()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    let explained = values.iter().any(|v| v.get_help().is_some());
    let long = if explained {
        let mut text = long.unwrap_or(help);
        text.push_str(&values_explained(&a, &values, own, words));
        if let Some(default) = default {
            text.push_str(&format!("\n\n{default}"));
        }
        Some(text)
    } else {
        long.map(|long| {
            [Some(long), default, listed]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join("\n\n")
        })
    };
    let a = a.help(short);
    // The placeholder of the value (`<KARTEN>`), where it is a word.
    let a = match own.attribute(key, "value-name") {
        Some(name) => a.value_name(name),
        None => a,
    };
    // The values' own words, where completions show them.
    let a = if explained {
        values_worded(a, &values, own)
    } else {
        a
    };
    let a = if takes_value {
        a.hide_possible_values(true).hide_default_value(true)
    } else {
        a
    };
    match long {
        Some(long) => a.long_help(long),
        None => a,
    }
}

/// What clap adds to the help of an option that takes a value: its
/// possible values and its defaults, unless hidden.
fn shown_values(a: &Arg) -> (Vec<PossibleValue>, Vec<String>) {
    if !a.get_action().takes_values() {
        return (Vec::new(), Vec::new());
    }
    let values = if a.is_hide_possible_values_set() {
        Vec::new()
    } else {
        a.get_possible_values()
            .into_iter()
            .filter(|v| !v.is_hide_set())
            .collect()
    };
    let defaults = if a.is_hide_default_value_set() {
        Vec::new()
    } else {
        a.get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect()
    };
    (values, defaults)
}

/// The long help's list of possible values, each with its words in
/// German where it has any, else in English.
fn values_explained(a: &Arg, values: &[PossibleValue], own: &Section, words: &Section) -> String {
    let width = values.iter().map(|v| v.get_name().len()).max().unwrap_or(0);
    let mut text = format!("\n\n{}:", word(words, "possible-values-heading"));
    for v in values {
        let name = v.get_name();
        let key = format!("value-{}-{name}", a.get_id());
        let said = own
            .get(&key)
            .or_else(|| v.get_help().map(ToString::to_string));
        match said {
            Some(said) => {
                let pad = " ".repeat(width - name.len());
                text.push_str(&format!("\n- {name}:{pad} {said}"));
            }
            None => text.push_str(&format!("\n- {name}")),
        }
    }
    text
}

/// The argument with its values' German words, where completions show them.
fn values_worded(a: Arg, values: &[PossibleValue], own: &Section) -> Arg {
    let worded: Vec<PossibleValue> = values
        .iter()
        .map(|v| {
            let key = format!("value-{}-{}", a.get_id(), v.get_name());
            match own.get(&key) {
                Some(said) => v.clone().help(said),
                None => v.clone(),
            }
        })
        .collect();
    match super::WORDED.iter().find(|(id, _)| a.get_id() == *id) {
        Some((_, with)) => with(a, worded),
        None => a,
    }
}

/// A value parser of the `ValueEnum` `E` whose possible values say what
/// they mean in another language (completions show it); it parses as
/// clap's own parser of `E` does.
#[derive(Clone)]
pub(crate) struct Worded<E> {
    values: Vec<PossibleValue>,
    of: std::marker::PhantomData<E>,
}

impl<E: clap::ValueEnum + Clone + Send + Sync + 'static> Worded<E> {
    /// `arg` (whose values are `E`'s) with its values worded as `values`.
    pub(crate) fn apply(arg: Arg, values: Vec<PossibleValue>) -> Arg {
        arg.value_parser(Worded::<E> {
            values,
            of: std::marker::PhantomData,
        })
    }
}

impl<E: clap::ValueEnum + Clone + Send + Sync + 'static> clap::builder::TypedValueParser
    for Worded<E>
{
    type Value = E;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<E, clap::Error> {
        clap::builder::EnumValueParser::<E>::new().parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

/// Whether `--help` says more than `-h`, as clap decides it.
fn says_more(cmd: &Command) -> bool {
    cmd.get_long_about().is_some()
        || cmd.get_arguments().any(|a| {
            !a.is_hide_set()
                && (a.get_long_help().is_some()
                    || (!a.is_hide_possible_values_set()
                        && a.get_possible_values()
                            .iter()
                            .any(|v| v.get_help().is_some())))
        })
}

/// The `help` subcommand, as clap makes it, in German.
fn help_command(words: &Section) -> Command {
    Command::new("help")
        .about(word(words, "help-command"))
        .disable_help_flag(true)
        // `help help` asks for this help (`cli::parse`): `help --help`.
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .hide(true),
        )
        .arg(
            Arg::new("subcommand")
                .action(ArgAction::Append)
                .num_args(..)
                .value_name(word(words, "command-value"))
                .help(word(words, "help-command-arg")),
        )
        .help_template(format!(
            "{{about-with-newline}}\n{} {{usage}}\n\n{}:\n{{positionals}}",
            word(words, "usage"),
            word(words, "heading-arguments")
        ))
}

/// clap's default help template with German headings: clap writes its
/// headings itself where the template says `{all-args}`, so the sections
/// are spelled out, each where the command has something to show.
fn template(cmd: &Command, words: &Section) -> String {
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}",
        word(words, "usage")
    );
    let mut sections = Vec::new();
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        sections.push(("heading-commands", "{subcommands}"));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push(("heading-arguments", "{positionals}"));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push(("heading-options", "{options}"));
    }
    for (heading, tag) in sections {
        template.push_str(&format!("\n\n{}:\n{tag}", word(words, heading)));
    }
    template.push_str("{after-help}");
    template
}

/// A man page of the German tree as a German page: clap_mangen's section
/// headings (`.SH NAME`, its own English words) in German (`## man`), and
/// each possible value that `arg` lists in the help (`- table: ...`) on a
/// line of its own, as clap_mangen sets its own list.
pub(crate) fn man_page(page: &str) -> String {
    let words = Section::read(file(), "man", Lang::De);
    page.split_inclusive('\n')
        .map(|line| {
            let heading = line.strip_prefix(".SH ").map(str::trim_end);
            match heading.and_then(|h| words.get(&format!("heading-{}", h.to_lowercase()))) {
                Some(german) => format!(".SH {german}\n"),
                None if line.starts_with("\\- ") => format!(".br\n{line}"),
                None => line.to_string(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
