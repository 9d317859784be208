//! Help that fits the command it is asked of: a mistyped command is
//! matched only against the commands `--help` lists; each command's help
//! shows its own options first, then the global options it uses, and
//! `--format` with the values it takes; `-h` is a summary of a line or
//! two per option, `--help` the whole text. (The help itself is
//! `cli::every_command_help`'s snapshot, in both languages.)

use crate::common::canasta;

/// `canasta ARGS` in `lang`: its exit code, stdout and stderr.
fn run(lang: &str, args: &[&str]) -> (i32, String, String) {
    let out = canasta()
        .env("CANASTA_LANG", lang)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The help of `command` (`-h` or `--help` after it), which must succeed.
fn help(lang: &str, command: &str, flag: &str) -> String {
    let mut args: Vec<&str> = command.split_whitespace().collect();
    args.push(flag);
    let (code, out, err) = run(lang, &args);
    assert_eq!(code, 0, "canasta {args:?}: {err}");
    out
}

/// The options a help lists, in its order (`--lang`, `-h`).
fn options(help: &str) -> Vec<String> {
    help.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let l = l.strip_prefix("-h, ").or(Some(l))?;
            l.starts_with("--")
                .then(|| l.split([' ', ',']).next().unwrap_or_default().to_string())
        })
        .collect()
}

/// Every command but the root, by its words.
const COMMANDS: &[&str] = &[
    "meld",
    "initial-meld",
    "pickup",
    "go-out",
    "score",
    "game",
    "game new",
    "game add",
    "game show",
    "game undo",
    "game redo",
    "game edit",
    "game log",
    "game stats",
    "game chart",
    "serve",
    "rules",
    "rules list",
    "rules show",
    "rules diff",
    "completions",
];

const GLOBAL: &[&str] = &[
    "--rules",
    "--lang",
    "--format",
    "--players",
    "--hand-number",
];

/// The global options each command shows, and the values of `--format`.
/// Where one is left out, the command has no use for it: a game file
/// holds its rule set and counts its hands; `serve` prints its links for
/// people or as JSON; completions and the chart write one thing.
#[test]
fn each_command_shows_the_global_options_it_uses() {
    let sheet: (&[&str], &str) = (&["--lang", "--format"], "table, json, yaml]");
    let expected: &[(&str, (&[&str], &str))] = &[
        (
            "meld",
            (
                &["--rules", "--lang", "--format", "--players"],
                "table, json, yaml]",
            ),
        ),
        ("initial-meld", (GLOBAL, "table, json, yaml]")),
        ("pickup", (GLOBAL, "table, json, yaml]")),
        ("go-out", (GLOBAL, "table, json, yaml]")),
        ("score", (GLOBAL, "table, json, yaml]")),
        ("game", (&["--lang"], "")),
        (
            "game new",
            (
                &["--rules", "--lang", "--format", "--players"],
                "table, json, yaml]",
            ),
        ),
        ("game add", sheet),
        (
            "game show",
            (&["--lang", "--format"], "table, json, yaml, csv]"),
        ),
        ("game undo", sheet),
        ("game redo", sheet),
        ("game edit", sheet),
        ("game log", sheet),
        (
            "game stats",
            (&["--lang", "--format"], "table, json, yaml, csv]"),
        ),
        ("game chart", (&["--lang"], "")),
        ("serve", (&["--lang", "--format"], "table, json]")),
        ("rules", (&["--lang"], "")),
        ("rules list", sheet),
        ("rules show", (GLOBAL, "table, json, yaml]")),
        (
            "rules diff",
            (
                &["--lang", "--format", "--players", "--hand-number"],
                "table, json, yaml]",
            ),
        ),
        ("completions", (&["--lang"], "")),
    ];
    assert_eq!(
        expected.iter().map(|(c, _)| *c).collect::<Vec<_>>(),
        COMMANDS
    );
    for (command, (globals, formats)) in expected {
        for lang in ["en", "de"] {
            let short = help(lang, command, "-h");
            let shown: Vec<String> = options(&short)
                .into_iter()
                .filter(|o| GLOBAL.contains(&o.as_str()))
                .collect();
            assert_eq!(&shown, globals, "{lang}: canasta {command} -h\n{short}");
            let values = short
                .lines()
                .skip_while(|l| !l.trim_start().starts_with("--format"))
                .collect::<Vec<_>>()
                .join(" ");
            if formats.is_empty() {
                assert!(!short.contains("--format"), "{lang}: {command}");
            } else {
                let values = values.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(
                    values.contains(formats),
                    "{lang}: canasta {command} -h lists the formats {formats}\n{short}"
                );
            }
            let long = help(lang, command, "--help");
            if !formats.contains("csv") {
                assert!(
                    !long.contains("csv"),
                    "{lang}: canasta {command} --help\n{long}"
                );
            }
            if !formats.contains("yaml") {
                assert!(
                    !long.contains("yaml:"),
                    "{lang}: canasta {command} --help\n{long}"
                );
            }
        }
    }
}

/// A command's own options come first, then the global ones, then `-h`.
#[test]
fn a_commands_own_options_come_before_the_global_ones() {
    for command in COMMANDS {
        for lang in ["en", "de"] {
            let listed = options(&help(lang, command, "--help"));
            let first_global = listed
                .iter()
                .position(|o| GLOBAL.contains(&o.as_str()))
                .unwrap_or(listed.len());
            let own_after = listed[first_global..]
                .iter()
                .find(|o| !GLOBAL.contains(&o.as_str()) && *o != "--help");
            assert_eq!(own_after, None, "{lang}: canasta {command}: {listed:?}");
            assert_eq!(
                listed.last().map(String::as_str),
                Some("--help"),
                "{lang}: {command}"
            );
        }
    }
}

/// `-h` is a summary: no option's words there run past three lines at
/// 100 columns, and `--help` says more where there is more (each option
/// whose `-h` line was cut says the rest there).
#[test]
fn short_help_is_short_and_long_help_says_the_rest() {
    for command in std::iter::once("").chain(COMMANDS.iter().copied()) {
        for lang in ["en", "de"] {
            let short = help(lang, command, "-h");
            let options_part = short
                .split_once(if lang == "de" {
                    "\nOptionen:\n"
                } else {
                    "\nOptions:\n"
                })
                .map_or("", |(_, o)| o);
            let mut lines = 0;
            let mut option = String::new();
            for line in options_part.lines() {
                if line.trim_start().starts_with('-') {
                    option = line.trim().to_string();
                    lines = 1;
                } else {
                    lines += 1;
                }
                assert!(
                    lines <= 3,
                    "{lang}: canasta {command} -h: `{option}` runs past three lines\n{short}"
                );
            }
            let long = help(lang, command, "--help");
            assert!(long.len() > short.len(), "{lang}: {command}");
        }
    }
}

/// A mistyped command is matched against the commands `--help` lists:
/// `gmae` is `game`, never the hidden `man`; a word only a hidden command
/// is like gets no tip at all.
#[test]
fn a_typo_suggests_only_what_help_lists() {
    for (lang, tip, none) in [
        ("en", "tip: a similar subcommand exists: 'game'", "tip:"),
        (
            "de",
            "Tipp: einen ähnlichen Befehl gibt es: `game`",
            "Tipp:",
        ),
    ] {
        let (code, _, err) = run(lang, &["gmae"]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(tip), "{lang}: {err}");
        assert!(
            !err.contains("'man'") && !err.contains("`man`"),
            "{lang}: {err}"
        );
        let (code, _, err) = run(lang, &["mna"]);
        assert_eq!(code, 2, "{err}");
        assert!(!err.contains(none), "{lang}: {err}");
        assert!(
            !err.contains("'man'") && !err.contains("`man`"),
            "{lang}: {err}"
        );
        // Below the root too, the likeliest first.
        let (_, _, err) = run(lang, &["game", "shwo"]);
        assert!(err.contains("show"), "{lang}: {err}");
    }
    for lang in ["en", "de"] {
        let listed = help(lang, "", "--help");
        assert!(
            !listed.contains("\n  man "),
            "{lang}: man is not listed\n{listed}"
        );
    }
}

/// The messages above, as the people who mistype see them.
#[test]
fn typo_messages() {
    for lang in ["en", "de"] {
        for word in ["gmae", "mna"] {
            let (_, _, err) = run(lang, &[word]);
            insta::assert_snapshot!(format!("typo_{word}_{lang}"), err);
        }
    }
}
