//! The committed man page and the shell completions come from the clap
//! definitions; these tests fail when they drift. The pages are the ones
//! the binary renders now, as `canasta man --dir` writes them.

use std::path::Path;

/// The pages `canasta man --dir` writes, by file name, in name order.
fn man_pages() -> Vec<(String, String)> {
    man_pages_in(&[])
}

/// The pages `canasta man --dir` writes with `args` (`--lang de`).
fn man_pages_in(args: &[&str]) -> Vec<(String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::bin()
        .args(args)
        .args(["man", "--dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut pages: Vec<(String, String)> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let name = e.file_name().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(e.path()).unwrap())
        })
        .collect();
    pages.sort();
    pages
}

/// `man/` holds exactly the pages the binary renders now.
/// `UPDATE_MAN=1 cargo test --test integration man` rewrites them.
#[test]
fn man_pages_are_current() {
    pages_are_current("man", &man_pages());
}

/// `man/de/` holds exactly the German pages (`canasta man --lang de`).
#[test]
fn german_man_pages_are_current() {
    pages_are_current("man/de", &man_pages_in(&["--lang", "de"]));
}

/// The committed pages in `folder` are `fresh`; `UPDATE_MAN` rewrites them.
fn pages_are_current(folder: &str, fresh: &[(String, String)]) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let committed_names = || -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .map(|d| {
                d.filter_map(std::result::Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.ends_with(".1"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    };
    if std::env::var_os("UPDATE_MAN").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        for name in committed_names() {
            std::fs::remove_file(dir.join(name)).unwrap();
        }
        for (name, page) in fresh {
            std::fs::write(dir.join(name), page).unwrap();
        }
        return;
    }
    let names: Vec<String> = fresh.iter().map(|(n, _)| n.clone()).collect();
    assert_eq!(
        committed_names(),
        names,
        "{folder}/ is stale: regenerate it with `UPDATE_MAN=1 cargo test --test integration man` and commit it"
    );
    for (name, page) in fresh {
        let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        if &committed != page {
            let first = committed
                .lines()
                .zip(page.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| committed.lines().count().min(page.lines().count()));
            panic!(
                "{folder}/{name} is stale: the command line changed (first difference at line {}).\n\
                 Regenerate it with `UPDATE_MAN=1 cargo test --test integration man` and commit {folder}/.",
                first + 1
            );
        }
    }
}

fn page<'a>(pages: &'a [(String, String)], name: &str) -> &'a str {
    &pages
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no page {name}"))
        .1
}

#[test]
fn every_command_has_a_page_with_its_options() {
    let pages = man_pages();
    for (name, flags) in [
        ("canasta-meld.1", &["going\\-out"][..]),
        ("canasta-initial-meld.1", &[]),
        ("canasta-pickup.1", &["\\-\\-top", "\\-\\-frozen"]),
        ("canasta-go-out.1", &[]),
        ("canasta-score.1", &[]),
        ("canasta-game-new.1", &["\\-\\-team"]),
        ("canasta-game-add.1", &["\\-\\-points"]),
        ("canasta-rules-diff.1", &[]),
        ("canasta-completions.1", &[]),
    ] {
        let page = page(&pages, name);
        for flag in flags {
            assert!(page.contains(flag), "{name} does not mention {flag}");
        }
    }
    // The main page names the command pages; the hidden `man` has none.
    let main = page(&pages, "canasta.1");
    assert!(main.contains("canasta\\-meld(1)"), "{main}");
    assert!(!main.contains("canasta\\-man(1)"), "{main}");
    assert!(
        pages
            .iter()
            .all(|(n, _)| n != "canasta-man.1" && n != "canasta-help.1")
    );
}

/// The German pages say everything in German: the commands' words, the
/// section headings, the possible values; the same files as the English.
#[test]
fn german_pages_are_german() {
    let english = man_pages();
    let german = man_pages_in(&["--lang", "de"]);
    let names =
        |pages: &[(String, String)]| pages.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&german), names(&english));
    let meld = page(&german, "canasta-meld.1");
    for word in [
        ".SH BEZEICHNUNG",
        ".SH ÜBERSICHT",
        ".SH BESCHREIBUNG",
        ".SH OPTIONEN",
        "Ist diese eine Meldung gültig?",
        "Mögliche Werte:",
        "Hilfe anzeigen",
    ] {
        assert!(meld.contains(word), "{word}\n{meld}");
    }
    assert!(page(&german, "canasta.1").contains(".SH BEFEHLE"));
    // Each possible value on a line of its own, as clap_mangen lists them.
    assert!(
        meld.contains(".br\n\\- en: English\n.br\n\\- de: Deutsch"),
        "{meld}"
    );
    for (name, page) in &german {
        for english in [
            ".SH NAME",
            ".SH OPTIONS",
            "Possible values",
            "Print help",
            "Default value",
        ] {
            assert!(!page.contains(english), "{name}: {english}");
        }
    }
}

/// The documented way to install them creates the folder, writes the
/// committed pages and names each file it wrote.
#[test]
fn canasta_man_writes_the_pages() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::bin()
        .args(["man", "--dir"])
        .arg(dir.path().join("man1"))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
    let listed = String::from_utf8(out.stdout).unwrap();
    let mut pages = 0;
    for entry in std::fs::read_dir(&committed).unwrap() {
        let name = entry.unwrap().file_name();
        if !name.to_string_lossy().ends_with(".1") {
            continue;
        }
        let path = dir.path().join("man1").join(&name);
        let written = std::fs::read_to_string(&path).unwrap();
        let page = std::fs::read_to_string(committed.join(&name)).unwrap();
        assert_eq!(written, page, "{name:?}");
        assert!(listed.contains(&*path.to_string_lossy()), "{listed}");
        pages += 1;
    }
    assert_eq!(listed.lines().count(), pages, "{listed}");
}

#[test]
fn completions_know_every_subcommand() {
    for shell in ["bash", "zsh", "fish"] {
        let out = crate::common::bin()
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

/// Under `--lang de` the completions describe commands, options and
/// values in German, and still know every command.
#[test]
fn completions_in_german() {
    for shell in ["zsh", "fish"] {
        let out = crate::common::bin()
            .args(["--lang", "de", "completions", shell])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = String::from_utf8(out.stdout).unwrap();
        for words in [
            "Ist diese eine Meldung gültig?",
            "Darf der Spieler den Ablagestapel aufnehmen?",
            "Einen neuen Punkteblock anlegen",
            "Der Spieler macht mit dieser Meldung aus",
            "Tabellen zum Lesen",
            "Hilfe anzeigen",
            "initial-meld",
            "going-out",
        ] {
            assert!(script.contains(words), "{shell} completions lack {words}");
        }
        for english in [
            "Is this one meld legal",
            "Human-readable tables",
            "Print help",
        ] {
            assert!(!script.contains(english), "{shell}: {english}");
        }
    }
    let out = crate::common::bin()
        .env("LANG", "de_DE.UTF-8")
        .args(["completions", "fish"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("Tabellen zum Lesen"));
}

/// Every page a committed page names (`canasta-game-new(1)`) is a page of
/// the same folder, in either language: no reference leads to a page that
/// is not there (as `canasta-help(1)` did: `help` has no page).
#[test]
fn every_man_page_reference_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for folder in ["man", "man/de"] {
        let dir = root.join(folder);
        let pages: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| {
                let name = e.unwrap().file_name().to_string_lossy().into_owned();
                name.strip_suffix(".1").map(str::to_string)
            })
            .collect();
        assert!(pages.len() > 10, "{folder}: {pages:?}");
        let mut references = 0;
        for page in &pages {
            let text = std::fs::read_to_string(dir.join(format!("{page}.1"))).unwrap();
            for (at, _) in text.match_indices("(1)") {
                let before = text[..at].trim_end_matches("\\fR");
                let start = before
                    .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '\\'))
                    .map_or(0, |i| i + 1);
                let named = before[start..]
                    .trim_start_matches("\\fB")
                    .replace("\\-", "-");
                if named.is_empty() {
                    continue;
                }
                references += 1;
                assert!(
                    pages.contains(&named),
                    "{folder}/{page}.1 names {named}(1), which is no page of {folder}/"
                );
            }
        }
        assert!(references > 20, "{folder}: {references} references found");
    }
}
