//! `canasta completions SHELL`: clap_complete's script, with `--rules`
//! offering the built-in rule sets and files alike.
//!
//! `--rules` takes a name or a file, which clap_complete cannot say: an
//! option offers its possible values (the built-in names, from
//! `RuleSetName`) or files, not both. Where a shell's script offers the
//! names alone, the names' completion is widened to files too.

use clap::builder::{PossibleValue, TypedValueParser};
use clap_complete::Shell;

/// `--rules`'s value: any text (a name or a file is told apart when the
/// rule set is loaded), whose possible values, for completions, are the
/// built-in rule sets.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RuleSetName;

impl TypedValueParser for RuleSetName {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        clap::builder::StringValueParser::new().parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            canasta::rules::preset::names().map(PossibleValue::new),
        ))
    }
}

/// The script `shell` runs, with `--rules` completing files besides the
/// built-in names where the script left them out.
pub(crate) fn script(shell: Shell, cmd: &mut clap::Command) -> String {
    let mut out = Vec::new();
    clap_complete::generate(shell, cmd, "canasta", &mut out);
    let script = String::from_utf8_lossy(&out).into_owned();
    let names: Vec<&str> = canasta::rules::preset::names().collect();
    match shell {
        // `compgen -W "classic ..."`: the files too.
        Shell::Bash => {
            let words = format!("$(compgen -W \"{}\" -- \"${{cur}}\")", names.join(" "));
            script.replace(
                &format!("COMPREPLY=({words})"),
                &format!("COMPREPLY=({words} $(compgen -f -- \"${{cur}}\"))"),
            )
        }
        // `:NAME|FILE:(classic ...)`: either the names or files.
        Shell::Zsh => {
            let values = format!("({})", names.join(" "));
            script.replace(
                &format!(":NAME|FILE:{values}"),
                // Inside the spec's single quotes: `'\''` is a quote.
                &format!(
                    ":NAME|FILE:_alternative '\\''rules:rule set:{values}'\\'' '\\''files:rule file:_files'\\''"
                ),
            )
        }
        // `-f` keeps fish from offering files: without it, both.
        Shell::Fish => {
            script
                .lines()
                .map(|line| {
                    if line.contains(" -l rules ") {
                        line.replace(" -r -f ", " -r ")
                    } else {
                        line.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
                + "\n"
        }
        _ => script,
    }
}
