//! The committed man page and the shell completions come from the clap
//! definitions; these tests fail when they drift.

use std::path::Path;
use std::process::Command;

use insta_cmd::get_cargo_bin;

/// `man/canasta.1` is what `canasta::cli::man_page()` renders now.
/// `UPDATE_MAN=1 cargo test --test man` rewrites it.
#[test]
fn man_page_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("man/canasta.1");
    let fresh = canasta::cli::man_page();
    if std::env::var_os("UPDATE_MAN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != fresh {
        let first = committed
            .lines()
            .zip(fresh.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| committed.lines().count().min(fresh.lines().count()));
        panic!(
            "man/canasta.1 is stale: the command line changed (first difference at line {}).\n\
             Regenerate it with `UPDATE_MAN=1 cargo test --test man` and commit man/canasta.1.",
            first + 1
        );
    }
}

#[test]
fn man_page_documents_every_subcommand_and_its_options() {
    let page = canasta::cli::man_page();
    for section in [
        "CANASTA MELD",
        "CANASTA INITIAL-MELD",
        "CANASTA PICKUP",
        "CANASTA GO-OUT",
        "CANASTA SCORE",
        "CANASTA GAME NEW",
        "CANASTA GAME ADD",
        "CANASTA RULES DIFF",
        "CANASTA COMPLETIONS",
    ] {
        assert!(
            page.contains(&format!(".SH \"{section}\"")),
            "no section {section}"
        );
    }
    for flag in [
        "going\\-out",
        "\\-\\-top",
        "\\-\\-frozen",
        "\\-\\-team",
        "\\-\\-points",
    ] {
        assert!(page.contains(flag), "the man page does not mention {flag}");
    }
    // Global options are described once, on the main page.
    assert_eq!(
        page.matches("\\fB\\-\\-players\\fR \\fI<N>").count(),
        1,
        "--players described more than once"
    );
}

#[test]
fn completions_know_every_subcommand() {
    for shell in ["bash", "zsh", "fish"] {
        let out = Command::new(get_cargo_bin("canasta"))
            .args(["completions", shell])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = String::from_utf8(out.stdout).unwrap();
        for word in [
            "meld",
            "initial-meld",
            "pickup",
            "go-out",
            "score",
            "game",
            "rules",
            "completions",
            "going-out",
            "rules",
        ] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
}

/// Subcommands are sections of this one page: the page must not send the
/// reader to `canasta-meld(1)` and the like, which are not installed.
#[test]
fn the_page_names_no_missing_pages() {
    let page = canasta::cli::man_page();
    assert!(
        !page.contains("canasta\\-"),
        "a reference to a page of its own"
    );
    for sub in [
        "meld",
        "initial\\-meld",
        "pickup",
        "go\\-out",
        "score",
        "game",
        "rules",
    ] {
        assert!(
            page.contains(&format!("\\fBcanasta {sub}\\fR (section")),
            "{sub}"
        );
    }
}
