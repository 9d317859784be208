use std::collections::BTreeSet;

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

/// Every command and argument of the tree has its German words, and the
/// German file has no words for what is not there.
#[test]
fn every_command_and_argument_has_german_words() {
    let tree = english();
    let mut missing = Vec::new();
    for (path, cmd) in &tree {
        let section = Section::read(file(), &section_name(path), Lang::De);
        for (id, attribute) in needed(path, cmd) {
            let found = match attribute {
                Some(a) => section.attribute(&id, a),
                None => section.get(&id),
            };
            if found.is_none() {
                let at = attribute.map(|a| format!(".{a}")).unwrap_or_default();
                missing.push(format!("{}: {id}{at}", section_name(path)));
            }
        }
    }
    assert_eq!(
        missing,
        Vec::<String>::new(),
        "no German in i18n/de/clap.ftl"
    );
    // Each section is a command of the tree (or clap's own words), and
    // each message of it is one that command needs.
    let resource = fluent_syntax::parser::parse(file()).expect("de/clap.ftl parses");
    let mut section = String::new();
    let mut extra = Vec::new();
    let sections: BTreeSet<String> = tree.iter().map(|(p, _)| section_name(p)).collect();
    for entry in resource.body {
        match entry {
            fluent_syntax::ast::Entry::GroupComment(c) => {
                section = c.content.join("\n");
                assert!(
                    OWN.contains(&section.as_str()) || sections.contains(&section),
                    "de/clap.ftl: `## {section}` is no command"
                );
            }
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
