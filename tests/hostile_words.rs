//! What the tool says of what it was given (issue 24): numbers quoted as
//! written, a house file's terms shown as text, languages it does not
//! speak named, suit symbols in their text style read.

use std::path::Path;
use std::process::{Command, Output};

/// `canasta` in `dir` at 100 columns.
fn canasta(dir: &Path) -> Command {
    let mut cmd = crate::common::in_dir(dir);
    cmd.env("COLUMNS", "100");
    cmd
}

fn run(dir: &Path, args: &[&str]) -> Output {
    canasta(dir).args(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A game with one hand, `bonus:` of the first side's entry as `bonus`.
fn game_with_bonus(dir: &Path, bonus: &str) {
    let out = run(
        dir,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(
        dir,
        &["game", "add", "g.yaml", "--points", "We=100,5", "They=0,-5"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let file = std::fs::read_to_string(dir.join("g.yaml")).unwrap();
    let file = file.replacen("    bonus: 100\n", &format!("    bonus: {bonus}\n"), 1);
    std::fs::write(dir.join("g.yaml"), file).unwrap();
}

/// Issue 24, item 10: a number past 2^53 in a file is quoted with every
/// digit, in both languages and in JSON.
#[test]
fn large_numbers_are_quoted_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for bonus in [
        "9223372036854775807",
        "-9223372036854775808",
        "9007199254740993",
    ] {
        std::fs::remove_file(d.join("g.yaml")).ok();
        game_with_bonus(d, bonus);
        for lang in ["en", "de"] {
            for format in ["table", "json"] {
                let args = ["--lang", lang, "--format", format, "game", "show", "g.yaml"];
                let out = run(d, &args);
                let err = text(&out.stderr)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
                assert!(err.contains(bonus), "{bonus} in {args:?}: {err}");
                if bonus == "9223372036854775807" {
                    // The sum is said exactly too, past what the sheet holds.
                    assert!(err.contains("= 9223372036854775812"), "{err}");
                }
                assert!(!err.contains("000000 "), "{args:?}: {err}");
            }
        }
    }
}

/// A house file extending classic with `terms: de: {pile: TERM}`.
fn house_with_pile(dir: &Path, term: &str) -> String {
    let file = dir.join("house.yaml");
    let quoted = serde_json::to_string(term).unwrap();
    std::fs::write(
        &file,
        format!("extends: classic\nname: house\nterms:\n  de: {{pile: {quoted}}}\n"),
    )
    .unwrap();
    file.display().to_string()
}

/// Issue 24, item 11: a house file's term is text: Fluent markup in it
/// is shown as written, a line break made visible, and a lone `{` is no
/// reason to fall back to the catalogue's own word.
#[test]
fn house_terms_are_shown_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (term, shown) in [
        ("{ $count }", "{ $count } aufnehmen"),
        ("{", "{ aufnehmen"),
        ("a\nb", "a^Jb aufnehmen"),
        ("Pott \"x\" \\", "Pott \"x\" \\ aufnehmen"),
    ] {
        let house = house_with_pile(d, term);
        let args = [
            "--lang", "de", "--rules", &house, "pickup", "--top", "hK", "--hand", "h5 d7",
            "--frozen",
        ];
        let out = run(d, &args);
        let said = text(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{term:?}: {}",
            text(&out.stderr)
        );
        assert!(said.contains(shown), "{term:?}: {said}");
        assert!(!said.contains("Ablagestapel aufnehmen"), "{term:?}: {said}");
    }
}

/// Issue 24, item 13: `♥︎K` (the heart in its text style, U+FE0E) reads
/// as `♥️K` (emoji style, U+FE0F) and `♥K` do.
#[test]
fn suit_symbols_read_in_either_presentation() {
    let dir = tempfile::tempdir().unwrap();
    for cards in [
        "♥\u{fe0e}K ♦\u{fe0f}K ♣K",
        "K♥\u{fe0e} K♦\u{fe0e} K♣\u{fe0e}",
    ] {
        let out = run(dir.path(), &["--format", "json", "meld", cards]);
        assert_eq!(out.status.code(), Some(0), "{cards}: {}", text(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["cards"], serde_json::json!(["hK", "dK", "cK"]), "{cards}");
    }
}

/// Issue 24, item 13: `CANASTA_LANG` naming a language the tool does not
/// speak is said in one line on stderr, naming it and the languages; the
/// command still answers, in English. An empty value is no value, and
/// the locale variables, set for every program, are never warned of.
#[test]
fn an_unknown_language_is_named_once() {
    let dir = tempfile::tempdir().unwrap();
    let meld = |env: &[(&str, &str)], args: &[&str]| {
        let mut cmd = canasta(dir.path());
        for (k, v) in env {
            cmd.env(k, v);
        }
        cmd.args(args)
            .args(["meld", "h5", "d5", "c5"])
            .output()
            .unwrap()
    };
    for value in ["xx", "fr_FR.UTF-8", "C", "  x"] {
        let out = meld(&[("CANASTA_LANG", value), ("LANG", "de_DE.UTF-8")], &[]);
        assert_eq!(out.status.code(), Some(0));
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{value:?}: {err}");
        for word in [value.trim(), "CANASTA_LANG", "`en`", "`de`"] {
            assert!(err.contains(word), "{value:?}: {word} in {err}");
        }
        assert!(text(&out.stdout).contains("meld of 5s"), "English");
    }
    for (env, args, german) in [
        // `--lang` stands in for it.
        (&[("CANASTA_LANG", "xx")][..], &["--lang", "de"][..], true),
        (&[("CANASTA_LANG", "xx")], &["--format", "json"], false),
        (&[("CANASTA_LANG", ""), ("LANG", "de_DE.UTF-8")], &[], true),
        (&[("CANASTA_LANG", "DE")], &[], true),
        (&[("CANASTA_LANG", "en_GB")], &[], false),
        (&[("LANG", "fr_FR.UTF-8")], &[], false),
        (&[("LC_ALL", "xx"), ("LANG", "de")], &[], false),
        (&[("LC_MESSAGES", "C")], &[], false),
    ] {
        let out = meld(env, args);
        assert_eq!(out.status.code(), Some(0));
        assert!(out.stderr.is_empty(), "{env:?}: {}", text(&out.stderr));
        let said = text(&out.stdout);
        assert_eq!(
            said.contains("Meldung aus Fünfen"),
            german,
            "{env:?}: {said}"
        );
    }
}
