use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// Every command of the built tree but clap's `help`, by path.
fn commands(cmd: &Command, path: &[&'static str], out: &mut Vec<(Vec<&'static str>, Command)>) {
    out.push((path.to_vec(), cmd.clone()));
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let mut path = path.to_vec();
        // The names are the derive's, which live as long as the program.
        let name: &'static str = PATHS
            .iter()
            .flat_map(|p| p.iter())
            .find(|n| **n == sub.get_name())
            .copied()
            .unwrap_or_else(|| panic!("`{}` is not in translate::PATHS", sub.get_name()));
        path.push(name);
        commands(sub, &path, out);
    }
}

fn english() -> Vec<(Vec<&'static str>, Command)> {
    let mut cmd = crate::cli::command_in(Lang::En);
    cmd.build();
    let mut out = Vec::new();
    commands(&cmd, &[], &mut out);
    out
}

/// What a section must say for one English command: `long-about` where
/// the English says more than its about, `command-<name>` for each
/// subcommand, `arg-<id>` for each argument it declares (`.long` where the
/// English says more, `.value-name` where its placeholder is a word),
/// `value-<arg>-<value>` for each value explained; the root its `about`.
fn needed(path: &[&str], cmd: &Command) -> Vec<(String, Option<&'static str>)> {
    let mut needed = Vec::new();
    if path.is_empty() {
        needed.push(("about".to_string(), None));
    }
    let about = cmd.get_about().map(ToString::to_string);
    let long_about = cmd.get_long_about().map(ToString::to_string);
    // The derive repeats the about with its full stop as the long one.
    if long_about.is_some_and(|l| Some(l.trim_end_matches('.')) != about.as_deref()) {
        needed.push(("long-about".to_string(), None));
    }
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        needed.push((format!("command-{}", sub.get_name()), None));
    }
    for a in cmd.get_arguments() {
        let id = a.get_id().as_str();
        if (a.is_global_set() && !path.is_empty()) || id == "help" || id == "version" {
            continue;
        }
        needed.push((format!("arg-{id}"), None));
        let short = a.get_help().map(ToString::to_string);
        if let Some(long) = a.get_long_help()
            && Some(long.to_string().trim_end_matches('.')) != short.as_deref()
        {
            needed.push((format!("arg-{id}"), Some("long")));
        }
        // A placeholder that is a word (not `N`, not a list of values).
        let names: Vec<String> = a
            .get_value_names()
            .unwrap_or_default()
            .iter()
            .map(ToString::to_string)
            .collect();
        if a.get_action().takes_values()
            && names.iter().any(|n| n.len() > 1)
            && a.get_possible_values().is_empty()
        {
            needed.push((format!("arg-{id}"), Some("value-name")));
        }
        for v in a.get_possible_values() {
            if v.get_help().is_some() {
                needed.push((format!("value-{id}-{}", v.get_name()), None));
            }
        }
    }
    needed
}

/// The sections of clap's own words (`translate`), its errors
/// (`cli::error`) and the man pages' headings.
const OWN: [&str; 3] = ["clap", "errors", "man"];

/// The words an argument is declared with in English: its help, its
/// long help, its placeholder and its values' help.
fn english_words(a: &Arg) -> String {
    let values: Vec<String> = a
        .get_possible_values()
        .iter()
        .map(|v| {
            format!(
                "{}: {:?}",
                v.get_name(),
                v.get_help().map(ToString::to_string)
            )
        })
        .collect();
    format!(
        "{:?} {:?} {:?} {values:?}",
        a.get_help().map(ToString::to_string),
        a.get_long_help().map(ToString::to_string),
        a.get_value_names()
    )
}

/// The arguments that several commands declare with the same English
/// words: their message id (`arg-game`) and the sections of those
/// commands. Their German is in `## arguments`, once.
fn shared(tree: &[(Vec<&'static str>, Command)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut groups: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    for (path, cmd) in tree {
        for a in cmd.get_arguments() {
            let id = a.get_id().as_str();
            if a.is_global_set() || id == "help" || id == "version" {
                continue;
            }
            groups
                .entry((format!("arg-{id}"), english_words(a)))
                .or_default()
                .insert(section_name(path));
        }
    }
    let mut shared = BTreeMap::new();
    for ((id, _), sections) in groups.into_iter().filter(|(_, s)| s.len() > 1) {
        assert!(
            shared.insert(id.clone(), sections).is_none(),
            "`{id}` is declared by several commands in two wordings: one German entry cannot serve both"
        );
    }
    shared
}

/// Every command and argument of the tree has its German words, once: an
/// argument several commands declare alike in `## arguments`, any other in
/// its command's section; and the German file has no words for what is
/// not there.
#[test]
fn every_command_and_argument_has_german_words_once() {
    let tree = english();
    let shared = shared(&tree);
    let arguments = Section::read(file(), SHARED_SECTION, Lang::De);
    let mut missing = Vec::new();
    for (path, cmd) in &tree {
        let name = section_name(path);
        let section = Section::read(file(), &name, Lang::De);
        for (id, attribute) in needed(path, cmd) {
            let is_shared = shared.get(&id).is_some_and(|s| s.contains(&name))
                || id.starts_with("value-")
                    && shared
                        .keys()
                        .any(|a| id.starts_with(&format!("value-{}-", &a[4..])));
            let look = |s: &Section| match attribute {
                Some(a) => s.attribute(&id, a),
                None => s.get(&id),
            };
            let at = attribute.map(|a| format!(".{a}")).unwrap_or_default();
            if is_shared {
                if look(&arguments).is_none() {
                    missing.push(format!("{SHARED_SECTION}: {id}{at}"));
                }
                assert!(
                    section.get(&id).is_none(),
                    "de/clap.ftl: `{id}` is shared, so `## {name}` does not repeat it"
                );
            } else if look(&section).is_none() {
                missing.push(format!("{name}: {id}{at}"));
            }
        }
    }
    assert_eq!(
        missing,
        Vec::<String>::new(),
        "no German in i18n/de/clap.ftl"
    );
    // Each section is a command of the tree (or clap's own words, or the
    // shared arguments), and each message of it is one that is needed
    // there.
    let resource = fluent_syntax::parser::parse(file()).expect("de/clap.ftl parses");
    let mut section = String::new();
    let mut extra = Vec::new();
    let sections: BTreeSet<String> = tree.iter().map(|(p, _)| section_name(p)).collect();
    for entry in resource.body {
        match entry {
            fluent_syntax::ast::Entry::GroupComment(c) => {
                section = c.content.join("\n");
                assert!(
                    OWN.contains(&section.as_str())
                        || section == SHARED_SECTION
                        || sections.contains(&section),
                    "de/clap.ftl: `## {section}` is no command"
                );
            }
            fluent_syntax::ast::Entry::Message(m)
                if section == SHARED_SECTION && !shared.contains_key(m.id.name) =>
            {
                extra.push(format!("{section}: {} is no shared argument", m.id.name));
            }
            fluent_syntax::ast::Entry::Message(_) if section == SHARED_SECTION => {}
            fluent_syntax::ast::Entry::Message(m) if !OWN.contains(&section.as_str()) => {
                let (path, cmd) = tree
                    .iter()
                    .find(|(p, _)| section_name(p) == section)
                    .expect("a command's section");
                if !needed(path, cmd).iter().any(|(id, _)| id == m.id.name) {
                    extra.push(format!("{section}: {}", m.id.name));
                }
            }
            fluent_syntax::ast::Entry::Junk { content } => panic!("de/clap.ftl: {content}"),
            _ => {}
        }
    }
    assert_eq!(
        extra,
        Vec::<String>::new(),
        "German for no command or argument"
    );
}

/// What a help text names that no language translates: what it quotes
/// (in backticks or double quotes), the options (`--tally`), the
/// environment variables (`CANASTA_RULES`) and the numbers. A quoted
/// example of a side's entry (`We=600,345`, `We=natural,out`) counts by
/// its shape, its words dropped: a language names the side, and may name
/// the items, in its own words (`Wir=echt,aus`).
fn fixed_words(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let quoted = |q: &str| {
        let q = q.trim_matches(['"', '`']);
        if q.contains('=') {
            q.chars().filter(|c| !c.is_alphabetic()).collect()
        } else {
            q.to_string()
        }
    };
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.insert(quoted(part));
        }
    }
    // Text in double quotes is code where it has no word of the language
    // (`"@2 jk"`, not `"may I go out?"`).
    for (i, part) in text.split('"').enumerate() {
        let prose = part
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| w.len() > 2);
        if i % 2 == 1 && !prose {
            out.insert(quoted(part));
        }
    }
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_')) {
        let is_env = word.contains('_')
            && word
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
        if (word.starts_with("--") && word.len() > 2) || is_env {
            out.insert(word.to_string());
        }
    }
    for number in text.split(|c: char| !c.is_ascii_digit()) {
        if !number.is_empty() {
            out.insert(number.to_string());
        }
    }
    out
}

/// The German help names the options, variables, examples and numbers its
/// English names, no more and no fewer: where the English doc comment
/// changes what it names, the German must follow (and the other way).
#[test]
fn german_help_names_what_the_english_names() {
    let tree = english();
    let arguments = Section::read(file(), SHARED_SECTION, Lang::De);
    let mut drift = Vec::new();
    for (path, cmd) in &tree {
        let name = section_name(path);
        let section = Section::read(file(), &name, Lang::De);
        let mut pairs = vec![(
            "long-about".to_string(),
            cmd.get_long_about().map(ToString::to_string),
            section.get("long-about"),
        )];
        for sub in cmd.get_subcommands() {
            let id = format!("command-{}", sub.get_name());
            pairs.push((
                id.clone(),
                sub.get_about().map(ToString::to_string),
                section.get(&id),
            ));
        }
        for a in cmd.get_arguments() {
            let id = format!("arg-{}", a.get_id());
            let words = if section.get(&id).is_some() {
                &section
            } else {
                &arguments
            };
            pairs.push((
                id.clone(),
                a.get_help().map(ToString::to_string),
                words.get(&id),
            ));
            pairs.push((
                format!("{id}.long"),
                a.get_long_help().map(ToString::to_string),
                words.attribute(&id, "long"),
            ));
            for v in a.get_possible_values() {
                let key = format!("value-{}-{}", a.get_id(), v.get_name());
                pairs.push((
                    key.clone(),
                    v.get_help().map(ToString::to_string),
                    words.get(&key),
                ));
            }
        }
        for (id, english, german) in pairs {
            let (Some(english), Some(german)) = (english, german) else {
                continue;
            };
            let (en, de) = (fixed_words(&english), fixed_words(&german));
            if en != de {
                drift.push(format!(
                    "{name}: {id}: only in English {:?}, only in German {:?}",
                    en.difference(&de).collect::<Vec<_>>(),
                    de.difference(&en).collect::<Vec<_>>()
                ));
            }
        }
    }
    assert_eq!(
        drift,
        Vec::<String>::new(),
        "de/clap.ftl and the doc comments differ"
    );
}

/// `PATHS` names every command, each once, so each is translated.
#[test]
fn every_command_has_a_path() {
    let paths: BTreeSet<Vec<&str>> = english().into_iter().map(|(p, _)| p).collect();
    let listed: BTreeSet<Vec<&str>> = PATHS.iter().map(|p| p.to_vec()).collect();
    assert_eq!(listed.len(), PATHS.len());
    assert_eq!(paths, listed);
}

/// The German tree, built whole, has no English words of clap's or ours
/// left where people read them.
#[test]
fn the_german_tree_says_everything_in_german() {
    let mut cmd = crate::cli::command_in(Lang::De);
    cmd.build();
    let mut all = Vec::new();
    commands(&cmd, &[], &mut all);
    for (path, cmd) in &all {
        let english = &english().into_iter().find(|(p, _)| p == path).unwrap().1;
        assert_ne!(
            cmd.get_about().map(ToString::to_string),
            english.get_about().map(ToString::to_string),
            "{path:?}"
        );
        let help = cmd.clone().render_long_help().to_string();
        for word in [
            "Usage:",
            "Options:",
            "Arguments:",
            "Commands:",
            "Print help",
            "[default",
            "possible values",
            "Possible values",
        ] {
            assert!(!help.contains(word), "{path:?}: {word}\n{help}");
        }
        assert!(help.contains("Verwendung:"), "{path:?}");
    }
}

/// Each option whose values explain themselves is in `cli::WORDED`, so
/// its values are worded in German where completions show them.
#[test]
fn every_explained_value_is_worded() {
    let mut cmd = crate::cli::command_in(Lang::De);
    cmd.build();
    let mut all = Vec::new();
    commands(&cmd, &[], &mut all);
    for (path, cmd) in &all {
        for a in cmd.get_arguments() {
            let english: Vec<PossibleValue> = english()
                .into_iter()
                .find(|(p, _)| p == path)
                .and_then(|(_, c)| {
                    c.get_arguments()
                        .find(|e| e.get_id() == a.get_id())
                        .cloned()
                })
                .map(|e| e.get_possible_values())
                .unwrap_or_default();
            if !english.iter().any(|v| v.get_help().is_some()) {
                continue;
            }
            assert!(
                crate::cli::WORDED.iter().any(|(id, _)| a.get_id() == *id),
                "{path:?}: --{} is not in cli::WORDED",
                a.get_id()
            );
            for v in a.get_possible_values() {
                let key = format!("value-{}-{}", a.get_id(), v.get_name());
                let root = Section::read(file(), "canasta", Lang::De);
                let own = Section::read(file(), &section_name(path), Lang::De);
                let german = own.get(&key).or_else(|| root.get(&key));
                assert_eq!(
                    v.get_help().map(ToString::to_string),
                    german,
                    "{path:?}: {key}"
                );
            }
        }
    }
}

/// A command line reads the German of the commands it reaches alone:
/// after `canasta meld ...`, `meld` speaks German, but `game` was never
/// built, so the commands it lists were never given their German words.
#[test]
fn only_the_commands_reached_are_translated() {
    let mut cmd = crate::cli::command_in(Lang::De);
    cmd.try_get_matches_from_mut(["canasta", "meld", "h4"])
        .unwrap();
    let meld = cmd.find_subcommand("meld").unwrap();
    let cards = meld
        .get_arguments()
        .find(|a| a.get_id() == "cards")
        .unwrap();
    assert!(
        cards
            .get_help()
            .unwrap()
            .to_string()
            .starts_with("Die Karten der Meldung")
    );
    let game = cmd.find_subcommand("game").unwrap();
    // The root gave `game` its about; `game` was not built, so it has not
    // even been given its commands (`new` ...) yet, nor their words.
    assert!(
        game.get_about()
            .unwrap()
            .to_string()
            .starts_with("Den Punkteblock eines Spieleabends")
    );
    assert!(game.find_subcommand("new").is_none());
}

/// Our `help` subcommand answers as clap's does: with the help of the
/// commands it names, its own for `help help`, an error for a command
/// that is none.
#[test]
fn the_help_subcommand_shows_the_help_asked_for() {
    let help = |args: &[&str]| {
        let args: Vec<std::ffi::OsString> = std::iter::once("canasta")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        let e =
            crate::cli::parse(&args, Lang::De, false).expect_err("help is shown as clap's error");
        (e.kind(), e.render().to_string())
    };
    let (kind, text) = help(&["help", "game", "add"]);
    assert_eq!(kind, clap::error::ErrorKind::DisplayHelp);
    assert_eq!(text, help(&["game", "add", "--help"]).1);
    assert!(text.starts_with("Eine Runde eintragen"), "{text}");
    let (kind, text) = help(&["help", "help"]);
    assert_eq!(kind, clap::error::ErrorKind::DisplayHelp);
    // (Wrapped at the width of the caller's terminal or COLUMNS.)
    assert!(text.contains("Argumente:\n  [BEFEHL]..."), "{text}");
    assert_eq!(
        help(&["game", "help", "nonsense"]).0,
        clap::error::ErrorKind::InvalidSubcommand
    );
}

/// An option whose German placeholder lists its values (`<ja|nein>`)
/// lists the same words as its possible values, never the English names
/// the placeholder replaced.
#[test]
fn a_german_placeholder_of_values_and_the_listed_values_agree() {
    let mut cmd = crate::cli::command_in(Lang::De);
    cmd.build();
    let mut all = Vec::new();
    commands(&cmd, &[], &mut all);
    let mut seen = 0;
    for (path, cmd) in &all {
        for a in cmd.get_arguments() {
            let Some(names) = a.get_value_names() else {
                continue;
            };
            let [placeholder] = names else { continue };
            // `NAME|FILE` names what to write; `ja|nein` the words themselves.
            let values = placeholder
                .split('|')
                .all(|w| w.chars().all(char::is_lowercase));
            if !placeholder.contains('|') || !values || a.get_possible_values().is_empty() {
                continue;
            }
            seen += 1;
            let words = placeholder.split('|').collect::<Vec<_>>().join(", ");
            let help = a.get_help().map(ToString::to_string).unwrap_or_default();
            assert!(
                help.ends_with(&format!("[mögliche Werte: {words}]")),
                "{path:?} --{}: {help}",
                a.get_id()
            );
        }
    }
    assert!(seen > 0, "--partner's placeholder is <ja|nein>");
}
