//! clap's errors in a language other than English, worded from their
//! kind and context (the argument, the value, the suggestions clap found)
//! through the `## errors` section of `i18n/<lang>/clap.ftl`. English is
//! clap's own rendering; the exit code is the same either way.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::translate;
use super::value::BadValue;
use crate::i18n::{Arg, Catalog, Lang, Section};

/// The help (or version) that `e` shows, in `lang`: clap writes its usage
/// lines' `[OPTIONS]` itself, in English.
pub(crate) fn help(e: &clap::Error, lang: Lang) -> String {
    let text = e.render().to_string();
    if lang == Lang::En {
        return text;
    }
    usage_words(&text, lang)
}

/// A usage line of clap's with its `[OPTIONS]` in the catalogue's words.
/// Only clap's usage writes it, as a token of its own.
fn usage_words(usage: &str, lang: Lang) -> String {
    match lang {
        Lang::En => usage.to_string(),
        Lang::De => usage.replace("[OPTIONS]", &translate::clap_word("options-tag")),
    }
}

/// What `e` says, in `lang`, without clap's leading `error: ` (the
/// report adds its own).
pub(crate) fn text(e: &clap::Error, lang: Lang) -> String {
    if lang == Lang::En {
        let text = e.render().to_string();
        return text
            .strip_prefix("error: ")
            .unwrap_or(&text)
            .trim_end()
            .to_string();
    }
    let words = Section::read(translate::file(), "errors", lang);
    let Some(mut out) = message(e, lang, &words) else {
        return text(e, Lang::En);
    };
    let arg = string(e, ContextKind::InvalidArg).unwrap_or_default();
    let tips = tips(e, arg, &words);
    if !tips.is_empty() {
        out.push('\n');
        for tip in tips {
            out.push_str(&format!("\n  {tip}"));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        // clap titles the usage in English ("Usage:"); ours is the catalogue's.
        let usage = usage.to_string();
        let usage = usage.strip_prefix("Usage:").unwrap_or(&usage).trim();
        let usage = usage_words(usage, lang);
        out.push_str(&format!("\n\n{} {usage}", words.text("error-usage", &[])));
    }
    out.push_str(&format!("\n\n{}", words.text("error-try-help", &[])));
    out
}

/// A context value of `e` that is one string.
fn string(e: &clap::Error, kind: ContextKind) -> Option<&str> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.as_str()),
        _ => None,
    }
}

/// A context value of `e` that is one or several strings.
fn strings(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::Strings(s)) => s.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

/// A context value of `e` that is a number, as a message takes it.
fn number(e: &clap::Error, kind: ContextKind) -> Arg<'static> {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => Arg::Number(i64::try_from(*n).unwrap_or(i64::MAX)),
        _ => Arg::Number(0),
    }
}

/// What went wrong, the first line of the error and what it lists, where
/// the error's kind has context to word it.
fn message(e: &clap::Error, lang: Lang, words: &Section) -> Option<String> {
    let say = |id: &str, args: &[(&str, Arg<'_>)]| words.text(id, args);
    let string = |kind| string(e, kind);
    let strings = |kind| strings(e, kind);
    let number = |kind| number(e, kind);
    let arg = string(ContextKind::InvalidArg).unwrap_or_default();
    let value = string(ContextKind::InvalidValue).unwrap_or_default();
    let out = match e.kind() {
        ErrorKind::UnknownArgument => say("error-unknown-argument", &[("arg", arg.into())]),
        ErrorKind::InvalidSubcommand => {
            let name = string(ContextKind::InvalidSubcommand).unwrap_or_default();
            say("error-unknown-command", &[("name", name.into())])
        }
        ErrorKind::InvalidValue if value.is_empty() => {
            say("error-missing-value", &[("arg", arg.into())])
        }
        ErrorKind::InvalidValue => {
            let text = say(
                "error-invalid-value",
                &[("arg", arg.into()), ("value", value.into())],
            );
            choices(
                text,
                "error-possible-values",
                &strings(ContextKind::ValidValue),
                words,
            )
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|source| why(source, lang))
                .unwrap_or_default();
            say(
                "error-value-refused",
                &[
                    ("arg", arg.into()),
                    ("value", value.into()),
                    ("why", why.into()),
                ],
            )
        }
        ErrorKind::MissingRequiredArgument => {
            let mut text = say("error-missing-arguments", &[]);
            for missing in strings(ContextKind::InvalidArg) {
                text.push_str(&format!("\n  {missing}"));
            }
            text
        }
        ErrorKind::MissingSubcommand => {
            let name = string(ContextKind::InvalidSubcommand).unwrap_or_default();
            let text = say("error-missing-command", &[("name", name.into())]);
            choices(
                text,
                "error-commands",
                &strings(ContextKind::ValidSubcommand),
                words,
            )
        }
        ErrorKind::ArgumentConflict => conflict(arg, &strings(ContextKind::PriorArg), words),
        ErrorKind::NoEquals => say("error-no-equals", &[("arg", arg.into())]),
        ErrorKind::TooManyValues => say(
            "error-too-many-values",
            &[("arg", arg.into()), ("value", value.into())],
        ),
        ErrorKind::TooFewValues => say(
            "error-too-few-values",
            &[
                ("arg", arg.into()),
                ("min", number(ContextKind::MinValues)),
                ("n", number(ContextKind::ActualNumValues)),
            ],
        ),
        ErrorKind::WrongNumberOfValues => say(
            "error-wrong-number-of-values",
            &[
                ("arg", arg.into()),
                ("expected", number(ContextKind::ExpectedNumValues)),
                ("n", number(ContextKind::ActualNumValues)),
            ],
        ),
        // What is left has no context to word (an I/O error writing help,
        // a bad format string): clap's own words, which are all there is.
        _ => return None,
    };
    Some(out)
}

/// `text`, then on a line of its own the `choices` there are, where clap
/// knows any (`id` words them).
fn choices(mut text: String, id: &str, choices: &[String], words: &Section) -> String {
    if !choices.is_empty() {
        text.push_str("\n  ");
        text.push_str(&words.text(id, &[("values", choices.join(", ").into())]));
    }
    text
}

/// An argument given twice, or beside the `others` it rules out (a line
/// each).
fn conflict(arg: &str, others: &[String], words: &Section) -> String {
    if others == [arg] {
        return words.text("error-repeated", &[("arg", arg.into())]);
    }
    let mut text = words.text(
        "error-conflict",
        &[
            ("arg", arg.into()),
            ("n", Arg::Number(others.len().try_into().unwrap_or(0))),
        ],
    );
    for other in others {
        text.push_str(&format!("\n  {other}"));
    }
    text
}

/// The tips clap gives with an error, from what it found: a similar
/// argument, command or value, and where an unknown argument is given
/// (`--x` meant as a value, or a command written after `--`), how to
/// give it. clap's own tips are English sentences, so they are said
/// again from the error's kind.
fn tips(e: &clap::Error, arg: &str, words: &Section) -> Vec<String> {
    let say = |id: &str, args: &[(&str, Arg<'_>)]| words.text(id, args);
    let mut tips = Vec::new();
    for (kind, id) in [
        (ContextKind::SuggestedSubcommand, "error-similar-command"),
        (ContextKind::SuggestedArg, "error-similar-argument"),
        (ContextKind::SuggestedValue, "error-similar-value"),
    ] {
        let names = match e.get(kind) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(s)) => s.clone(),
            _ => continue,
        };
        tips.push(say(
            id,
            &[
                ("names", quoted(&names).into()),
                ("n", Arg::Number(names.len().try_into().unwrap_or(0))),
            ],
        ));
    }
    if e.kind() == ErrorKind::UnknownArgument
        && matches!(e.get(ContextKind::Suggested), Some(ContextValue::StyledStrs(s)) if !s.is_empty())
        && e.get(ContextKind::SuggestedArg).is_none()
    {
        if arg.starts_with('-') {
            tips.push(say("error-pass-as-value", &[("arg", arg.into())]));
        } else {
            tips.push(say("error-command-after-dashes", &[("name", arg.into())]));
        }
    }
    tips
}

/// `` `a`, `b` ``: names as the catalogues quote a token (clap's English
/// says `'a'`; only the other languages come here).
fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a value parser refused a value: ours say it in any language
/// (`BadValue`), Rust's number parser by its kind.
fn why(source: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    let cat = Catalog::new(lang);
    if let Some(bad) = source.downcast_ref::<BadValue>() {
        return bad.text(&cat);
    }
    if let Some(e) = source.downcast_ref::<std::num::ParseIntError>() {
        use std::num::IntErrorKind;
        let id = match e.kind() {
            IntErrorKind::Empty => "cli-number-empty",
            IntErrorKind::PosOverflow => "cli-number-too-large",
            IntErrorKind::NegOverflow => "cli-number-too-small",
            _ => "cli-number-invalid",
        };
        return cat.text(id, &[]);
    }
    source.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn german(args: &[&str]) -> String {
        let args: Vec<std::ffi::OsString> = std::iter::once("canasta")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        let e = crate::cli::parse(&args, Lang::De, false).expect_err("an error");
        text(&e, Lang::De)
    }

    /// Each kind of clap's errors a command line can make is worded in
    /// German, from the catalogue (a missing message would show its id),
    /// with none of clap's English left.
    #[test]
    fn clap_errors_are_worded_in_german() {
        for (args, says) in [
            (
                &["meld", "--goingout", "s3"][..],
                "unerwartetes Argument `--goingout`",
            ),
            (
                &["meld", "--goingout", "s3"],
                "ein ähnliches Argument gibt es: `--going-out`",
            ),
            (&["meld", "--bogus", "s3"], "`-- --bogus` schreiben"),
            (
                &["--format", "jsn", "meld", "h5"],
                "[mögliche Werte: table, json, yaml, csv]",
            ),
            (
                &["--format", "jsn", "meld", "h5"],
                "einen ähnlichen Wert gibt es: `json`",
            ),
            (
                &["--players", "four", "meld", "h5"],
                "`four` ist keine ganze Zahl",
            ),
            (
                &["--hand-number", "0", "meld", "h5"],
                "0 liegt nicht zwischen 1 und",
            ),
            (
                &["initial-meld", "--score", "abc", "h4"],
                "keine ganze Zahl",
            ),
            (&["meld"], "diese nötigen Argumente fehlen:\n  <KARTEN>..."),
            (&["mled"], "unbekannter Befehl `mled`"),
            (&["mled"], "einen ähnlichen Befehl gibt es: `meld`"),
            (&["pickup", "--top"], "`--top <KARTE>` braucht einen Wert"),
            (
                &["pickup", "--top", "h4", "--top", "h5"],
                "darf nur einmal angegeben werden",
            ),
            (
                &["game", "add", "g.yaml", "r.yaml", "--points", "We=1"],
                "kann nicht zusammen verwendet werden mit:\n  --points",
            ),
            (
                &["rules", "diff", "a", "b", "c"],
                "unerwartetes Argument `c`",
            ),
        ] {
            let text = german(args);
            assert!(text.contains(says), "{args:?}: {text}");
            assert!(!text.contains("error-"), "{args:?}: {text}");
            for english in [
                "Usage",
                "tip:",
                "For more",
                "invalid",
                "unexpected",
                "required",
            ] {
                assert!(!text.contains(english), "{args:?}: {english} in {text}");
            }
            assert!(
                text.ends_with("Mehr dazu mit `--help`."),
                "{args:?}: {text}"
            );
        }
        assert!(german(&["meld", "--x", "h4"]).contains("Verwendung: canasta meld [OPTIONEN]"));
    }

    /// English is clap's own text, as it was.
    #[test]
    fn english_is_claps_own() {
        let args: Vec<std::ffi::OsString> = ["canasta", "mled"].map(Into::into).to_vec();
        let e = crate::cli::parse(&args, Lang::En, false).expect_err("an error");
        let rendered = e.render().to_string();
        assert_eq!(
            text(&e, Lang::En),
            rendered.trim_start_matches("error: ").trim_end()
        );
        assert!(text(&e, Lang::En).starts_with("unrecognized subcommand 'mled'"));
    }
}
