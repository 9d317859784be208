//! Game files that are damaged or edited wrong: every command that reads
//! one says what is wrong and where (line and column), and never writes it.

use std::path::Path;

/// A good game file: seed 003's sheet, 6 hands, Sie won.
const GOOD: &str = include_str!("../fixtures/games/seed-003.yaml");

/// (what is wrong, edit of GOOD: replace the first `from` with `to`, words
/// the message must hold)
const CASES: &[(&str, &str, &str, &[&str])] = &[
    (
        "yaml syntax",
        "- Sie\n- Wir\n",
        "- Sie\n- [Wir\n",
        &["g.yaml:"],
    ),
    (
        "unknown field",
        "teams:\n",
        "winner: Sie\nteams:\n",
        &["unknown field `winner`", "g.yaml:5:1"],
    ),
    (
        "wrong type",
        "bonus: 600",
        "bonus: lots",
        &["wrong type", "whole number", "g.yaml:12:12"],
    ),
    (
        "unknown team",
        "team: Wir",
        "team: Wri",
        &[
            "hand 1 names team `Wri`",
            "not in this game",
            "g.yaml:15:11",
        ],
    ),
    (
        "total does not add up",
        "total: 945",
        "total: 954",
        &[
            "hand 1, team `Sie`: total 954 is not bonus 600 + cards 345 = 945",
            "g.yaml:14:5",
        ],
    ),
    (
        "team twice",
        "team: Wir",
        "team: Sie",
        &["hand 1 gives team `Sie` twice"],
    ),
    (
        "team missing",
        "  - team: Wir\n    bonus: 200\n    cards: 80\n    total: 280\n",
        "",
        &["hand 1 has no score for team `Wir`"],
    ),
    (
        "bonus without cards",
        "    cards: 345\n",
        "",
        &["hand 1, team `Sie`: give both `bonus` and `cards`"],
    ),
    (
        "rule field missing",
        "    concealed_bonus: 200\n",
        "",
        &[
            "the stored rule set lacks `rules.going_out.concealed_bonus`",
            "g.yaml:",
        ],
    ),
    (
        "rule wrong type",
        "target: 5000",
        "target: five thousand",
        &["rules.game.target", "wrong type"],
    ),
    (
        "rules incoherent",
        "side_size: 2",
        "side_size: 0",
        &["not coherent", "side"],
    ),
    (
        "a rule value the rule set contradicts, on its own line",
        "target: 5000",
        "target: -5",
        &["not coherent", "game.target", "g.yaml:164:5"],
    ),
    (
        "a tab in the indentation below a value",
        "\n  players:\n",
        "\n\tplayers:\n",
        &[
            "a tab, where YAML takes only spaces",
            "g.yaml:73:1",
            "replace the tab with spaces",
        ],
    ),
    (
        "hands after the end",
        "target: 5000",
        "target: 4000",
        &["the game was over after hand 5, but the file has 6 hands"],
    ),
    (
        "same team twice",
        "- Sie\n- Wir\n",
        "- Sie\n- Sie\n",
        &["team names must be distinct", "g.yaml:5:1"],
    ),
    (
        "not a game at all",
        "# canasta",
        "just some words\n# canasta",
        &["g.yaml:"],
    ),
    (
        "missing rules",
        "rules:\n",
        "rulez:\n",
        &["unknown field `rulez`"],
    ),
    (
        "written by a newer canasta",
        "teams:\n",
        "version: 8\nteams:\n",
        &[
            "g.yaml is a game file of version 8, but this canasta reads game files of versions 1 to 7",
            "g.yaml:5:10",
        ],
    ),
    (
        "a version that is no number",
        "teams:\n",
        "version: two\nteams:\n",
        &["version: found string \"two\"", "g.yaml:5:10"],
    ),
];

/// A game whose first hand came from a round file, kept in the game file.
const WITH_ROUND: &str = include_str!("../fixtures/games/with-round.yaml");

/// Edits of the stored round: it must still be possible and score what the
/// sheet says.
const ROUND_CASES: &[(&str, &str, &str, &[&str])] = &[
    (
        "a card more in hand",
        "hand: c4 d7 s9",
        "hand: c4 d7 s9 s8",
        &[
            "hand 1: the stored round scores bonus 800 + cards 100 = 900 for team `We`, but the sheet says 910",
            "g.yaml:19:3",
        ],
    ),
    (
        "an illegal meld",
        "      - hA cA d2",
        "      - hA jk jk jk d2",
        &[
            "hand 1: the stored round cannot be",
            "team We, meld 2",
            "at most 3 wild cards",
        ],
    ),
    (
        "a team renamed",
        "    - name: They",
        "    - name: Them",
        &["names team `Them`, which is not in this game"],
    ),
    (
        "two went out",
        "      hand: jk s5",
        "      hand: jk s5\n      went_out: true",
        &["only one side can go out"],
    ),
    (
        "too many copies",
        "hand: jk s5",
        "hand: jk s5 hK",
        &["3 copies of hK"],
    ),
];

fn canasta(dir: &Path, args: &[&str]) -> std::process::Output {
    crate::common::bin()
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

#[test]
fn damaged_game_files_are_reported_and_never_overwritten() {
    assert!(CASES.len() >= 10);
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let round = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds/natural-kings.yaml");
    let round = round.to_str().unwrap();
    for (what, from, to, words) in CASES {
        assert!(GOOD.contains(from), "{what}: the fixture lacks `{from}`");
        let text = GOOD.replacen(from, to, 1);
        std::fs::write(d.join("g.yaml"), &text).unwrap();
        let commands: [&[&str]; 5] = [
            &["game", "show", "g.yaml"],
            &["game", "add", "g.yaml", "--points", "Sie=1", "Wir=2"],
            &["game", "add", "g.yaml", round],
            &["game", "undo", "g.yaml"],
            &["game", "edit", "g.yaml", "1", "--points", "Sie=1", "Wir=2"],
        ];
        for args in commands {
            let out = canasta(d, args);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{what}, {args:?}: {err}");
            for w in *words {
                assert!(
                    err.contains(w),
                    "{what}, {args:?}: expected `{w}` in:\n{err}"
                );
            }
            let after = std::fs::read_to_string(d.join("g.yaml")).unwrap();
            assert_eq!(after, text, "{what}, {args:?}: the file changed");
        }
    }
}

#[test]
fn stored_rounds_are_checked_against_the_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (what, from, to, words) in ROUND_CASES {
        assert!(
            WITH_ROUND.contains(from),
            "{what}: the fixture lacks `{from}`"
        );
        let text = WITH_ROUND.replacen(from, to, 1);
        std::fs::write(d.join("g.yaml"), &text).unwrap();
        for args in [
            &["game", "show", "g.yaml"][..],
            &["game", "add", "g.yaml", "--points", "We=1", "They=2"],
        ] {
            let out = canasta(d, args);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{what}, {args:?}: {err}");
            for w in *words {
                assert!(
                    err.contains(w),
                    "{what}, {args:?}: expected `{w}` in:\n{err}"
                );
            }
            assert_eq!(std::fs::read_to_string(d.join("g.yaml")).unwrap(), text);
        }
    }
    // Unchanged, it reads, and a hand can be added after it.
    std::fs::write(d.join("g.yaml"), WITH_ROUND).unwrap();
    let out = canasta(d, &["game", "add", "g.yaml", "--points", "We=5", "They=10"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    assert!(
        text.contains("hand: c4 d7 s9"),
        "the round stays in the file"
    );
}

/// A game file written before versions reads as it did, and the first
/// change writes it in the current version, scoring the same.
#[test]
fn an_old_game_file_is_saved_in_the_current_version_and_scores_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    assert!(!WITH_ROUND.contains("version:"));
    std::fs::write(d.join("g.yaml"), WITH_ROUND).unwrap();
    let show = |d: &Path| {
        let out = canasta(d, &["game", "show", "g.yaml", "--format", "json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["teams"].clone()
    };
    let before = show(d);
    for args in [
        &["game", "add", "g.yaml", "--points", "We=5", "They=10"][..],
        &["game", "undo", "g.yaml"],
    ] {
        let out = canasta(d, args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    assert!(text.contains("\nversion: 7\nteams:\n"), "{text}");
    assert_eq!(show(d), before);
}

#[test]
fn the_good_fixture_reads() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("g.yaml"), GOOD).unwrap();
    let out = canasta(dir.path(), &["game", "show", "g.yaml", "--format", "json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["winner"], "Sie");
}

#[test]
fn a_missing_game_file_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = canasta(dir.path(), &["game", "show", "nope.yaml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("game new"));
    assert!(!dir.path().join("nope.yaml").exists());
}

/// A misspelt game file's name gets the name of the file beside it that
/// is nearest, in the folder it names.
#[test]
fn a_misspelt_game_file_gets_the_file_that_exists() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("games")).unwrap();
    for name in ["friday.yaml", "games/friday.yaml", "games/saturday.yaml"] {
        std::fs::write(d.join(name), GOOD).unwrap();
    }
    for (args, near) in [
        (
            &["game", "show", "fridy.yaml"][..],
            "did you mean friday.yaml?",
        ),
        (
            &["game", "undo", "games/fridy.yaml"],
            "did you mean games/friday.yaml?",
        ),
        (
            &[
                "game",
                "add",
                "games/saturdy.yaml",
                "--points",
                "Sie=5",
                "Wir=5",
            ],
            "games/saturday.yaml",
        ),
    ] {
        let out = canasta(d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(near), "{args:?}: expected `{near}` in:\n{err}");
        assert!(err.contains("game new"), "{err}");
    }
    let out = canasta(d, &["game", "show", "sunday-night.yaml"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("did you mean"));
}

/// The names of the files in a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_refused_command_leaves_no_file_behind() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("adir")).unwrap();
    std::fs::write(d.join("taken.yaml"), "not a game\n").unwrap();
    let before = listing(d);
    let cases: [&[&str]; 9] = [
        &["game", "new", "newdir/", "--team", "A", "B"],
        &["game", "add", "nope.yaml", "--points", "A=1", "B=2"],
        &["game", "undo", "nope.yaml"],
        &["game", "edit", "nope.yaml", "1", "--points", "A=1", "B=2"],
        &["game", "add", "adir", "--points", "A=1", "B=2"],
        &["game", "new", "adir", "--team", "A", "B"],
        &["game", "new", "taken.yaml", "--team", "A", "B"],
        &["game", "new", "no/such/folder/g.yaml", "--team", "A", "B"],
        &["game", "add", "taken.yaml", "--points", "A=1", "B=2"],
    ];
    for args in cases {
        let out = canasta(d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(listing(d), before, "{args:?} left a file behind");
    }
    assert_eq!(
        std::fs::read_to_string(d.join("taken.yaml")).unwrap(),
        "not a game\n"
    );
}

#[test]
fn a_read_only_game_file_is_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = canasta(d, &["game", "new", "g.yaml", "--team", "We", "They"]);
    assert!(out.status.success());
    let path = d.join("g.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut perms = std::fs::metadata(&path).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(&path, perms).unwrap();
    for args in [
        &["game", "add", "g.yaml", "--points", "We=1", "They=2"][..],
        &["game", "undo", "g.yaml"],
        &["game", "edit", "g.yaml", "1", "--points", "We=1", "They=2"],
    ] {
        let out = canasta(d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("read-only"), "{args:?}: {err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        assert!(std::fs::metadata(&path).unwrap().permissions().readonly());
    }
    // Reading it is fine.
    assert!(canasta(d, &["game", "show", "g.yaml"]).status.success());
}

#[test]
fn a_game_file_with_crlf_line_endings_reads_and_takes_hands() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("g.yaml"), GOOD.replace('\n', "\r\n")).unwrap();
    let out = canasta(d, &["game", "show", "g.yaml", "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["winner"], "Sie");
    assert_eq!(v["teams"][0]["total"], 5355);
    // An error in it still points at the right line.
    let bad = GOOD
        .replacen("total: 945", "total: 954", 1)
        .replace('\n', "\r\n");
    std::fs::write(d.join("g.yaml"), &bad).unwrap();
    let out = canasta(d, &["game", "show", "g.yaml"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("g.yaml:14:5"), "{err}");
}

#[test]
fn team_names_that_differ_only_in_spaces_are_the_same_team() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = canasta(d, &["game", "new", "g.yaml", "--team", "We", " We "]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("twice"));
    assert!(!d.join("g.yaml").exists());
    // Spaces around a name are not part of it, so --points finds it.
    let out = canasta(d, &["game", "new", "g.yaml", "--team", " We", "They "]);
    assert!(out.status.success());
    let out = canasta(d, &["game", "add", "g.yaml", "--points", "We=5", "They=-5"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_rule_set_name_instead_of_the_rule_set_says_how_to_fix_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let text = "teams: [We, They]\nhands: []\nrules: traditional\n";
    std::fs::write(d.join("g.yaml"), text).unwrap();
    for args in [
        &["game", "show", "g.yaml"][..],
        &["game", "add", "g.yaml", "--points", "We=1", "They=2"],
    ] {
        let out = canasta(d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        for w in [
            "`rules: traditional` names a rule set",
            "g.yaml:3:1",
            "--rules traditional",
        ] {
            assert!(err.contains(w), "expected `{w}` in:\n{err}");
        }
        assert!(!err.contains("struct"), "{err}");
        assert_eq!(std::fs::read_to_string(d.join("g.yaml")).unwrap(), text);
    }
}

#[test]
fn an_empty_game_file_is_named_in_the_message() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for text in ["", "# only a comment\n", "\n\n"] {
        std::fs::write(d.join("g.yaml"), text).unwrap();
        for args in [
            &["game", "show", "g.yaml"][..],
            &["game", "add", "g.yaml", "--points", "We=1", "They=2"],
        ] {
            let out = canasta(d, args);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{err}");
            assert!(err.contains("g.yaml is empty"), "{err}");
            assert_eq!(std::fs::read_to_string(d.join("g.yaml")).unwrap(), text);
        }
    }
}

/// A house rule with a number no rule book holds is refused where it
/// stands, for scoring and for a new game alike: no panic, no file.
#[test]
fn absurd_house_rule_numbers_are_an_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("huge.yaml"),
        "extends: classic\ncanasta: {natural_bonus: 9223372036854775807}\n",
    )
    .unwrap();
    std::fs::write(
        d.join("r.yaml"),
        "teams:\n  - name: We\n    melds: [hK dK cK sK hK dK cK]\n    went_out: true\n  - name: They\n",
    )
    .unwrap();
    let out = canasta(d, &["--rules", "huge.yaml", "score", "r.yaml"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("canasta.natural_bonus: 9223372036854775807 is too large"),
        "{err}"
    );
    let new = [
        "game",
        "new",
        "g.yaml",
        "--rules",
        "huge.yaml",
        "--team",
        "We",
        "They",
    ];
    let out = canasta(d, &new);
    assert_eq!(out.status.code(), Some(2));
    assert!(!d.join("g.yaml").exists());
}

#[cfg(unix)]
#[test]
fn a_game_file_behind_a_symbolic_link_is_updated_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    assert!(
        canasta(d, &["game", "new", "real.yaml", "--team", "A", "B"])
            .status
            .success()
    );
    std::os::unix::fs::symlink("real.yaml", d.join("link.yaml")).unwrap();
    let out = canasta(d, &["game", "add", "link.yaml", "--points", "A=10", "B=20"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let link = std::fs::symlink_metadata(d.join("link.yaml")).unwrap();
    assert!(link.file_type().is_symlink(), "the link was replaced");
    let real = std::fs::read_to_string(d.join("real.yaml")).unwrap();
    assert!(real.contains("total: 20"), "{real}");
}

/// The game file holds the rule set fixed when the game started: a round
/// file that names another one (CLI.md's example says `rules: classic`) is
/// scored under the game's rules, and the output says so.
#[test]
fn a_round_of_another_rule_set_is_scored_under_the_games_rules() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let round = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds/classic.yaml");
    let round = round.to_str().unwrap();
    let new = [
        "game",
        "new",
        "g.yaml",
        "--rules",
        "traditional",
        "--team",
        "We",
        "They",
    ];
    assert!(canasta(d, &new).status.success());
    let out = canasta(d, &["game", "add", "g.yaml", round]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("says `rules: classic`; scored under the game's rule set, traditional"),
        "{text}"
    );
    let totals = |out: &std::process::Output| -> Vec<i64> {
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["teams"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["total"].as_i64().unwrap())
            .collect()
    };
    let sheet = canasta(d, &["game", "show", "g.yaml", "--format", "json"]);
    let scored = canasta(
        d,
        &["--rules", "traditional", "score", round, "--format", "json"],
    );
    assert_eq!(totals(&sheet), totals(&scored));
    // --rules naming the game's own rule set is fine and adds no note.
    let out = canasta(
        d,
        &["--rules", "traditional", "game", "add", "g.yaml", round],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!String::from_utf8_lossy(&out.stdout).contains("note:"));
}

/// Errors a person reads to the end, each pointing at what is wrong, in
/// both languages: a mistyped tally item leads with the item meant (and
/// lists every item only where none is close); a stored rule value that
/// contradicts the rule set is blamed on its own line, not the `rules:`
/// line far above; a tab on its own line, with help about tabs.
#[test]
fn errors_point_at_what_is_wrong_in_either_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let new = crate::common::bin()
        .args([
            "game",
            "new",
            "night.yaml",
            "--team",
            "We",
            "--team",
            "They",
        ])
        .current_dir(d)
        .output()
        .unwrap();
    assert!(new.status.success());
    let edits = [
        ("target", "target: 5000", "target: -5"),
        ("tab", "\n  players:\n", "\n\tplayers:\n"),
    ];
    for (name, from, to) in edits {
        assert!(GOOD.contains(from), "{name}");
        std::fs::write(d.join(format!("{name}.yaml")), GOOD.replacen(from, to, 1)).unwrap();
    }
    let night = std::fs::read(d.join("night.yaml")).unwrap();
    for lang in ["en", "de"] {
        let cases: [(&str, Vec<&str>); 4] = [
            (
                "tally_typo",
                vec![
                    "game",
                    "add",
                    "night.yaml",
                    "--tally",
                    "We=mixd",
                    "They=cards:0",
                ],
            ),
            (
                "tally_nothing_close",
                vec![
                    "game",
                    "add",
                    "night.yaml",
                    "--tally",
                    "We=aces",
                    "They=cards:0",
                ],
            ),
            ("stored_target", vec!["game", "show", "target.yaml"]),
            ("tab", vec!["game", "show", "tab.yaml"]),
        ];
        for (case, args) in cases {
            let out = crate::common::bin()
                .args(["--lang", lang])
                .args(&args)
                .current_dir(d)
                .env("COLUMNS", "100")
                .env("NO_COLOR", "1")
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr).into_owned();
            assert_eq!(out.status.code(), Some(2), "{lang} {case}: {err}");
            read_to_the_end(lang, case, &err);
            insta::assert_snapshot!(format!("read_to_the_end_{case}_{lang}"), err);
        }
        assert_eq!(
            std::fs::read(d.join("night.yaml")).unwrap(),
            night,
            "nothing saved"
        );
    }
}

/// What each case of `errors_point_at_what_is_wrong_in_either_language`
/// must say, whatever its snapshot holds: the guess first and no list of
/// items; the list where nothing is close; the line at fault, and the
/// help that fits it.
fn read_to_the_end(lang: &str, case: &str, err: &str) {
    let (meant, help_lists, tab_help) = match lang {
        "de" => (
            "vielleicht `mixed`?",
            "`canasta game add --help` nennt jeden Posten",
            "Tabulator durch Leerzeichen",
        ),
        _ => (
            "did you mean `mixed`?",
            "`canasta game add --help` lists every item",
            "replace the tab with spaces",
        ),
    };
    let first = err.lines().next().unwrap_or_default();
    // The message is wrapped to the screen: read it as one line.
    let flat = err.split_whitespace().collect::<Vec<_>>().join(" ");
    match case {
        "tally_typo" => {
            assert!(first.contains("`mixd`"), "{lang}: {err}");
            assert!(flat.contains(meant), "{lang}: {err}");
            assert!(flat.contains(help_lists), "{lang}: {err}");
            assert!(!err.contains("special-NAME"), "{lang}: {err}");
            assert!(err.len() < 300, "{lang}: {} bytes: {err}", err.len());
        }
        "tally_nothing_close" => {
            assert!(first.contains("`aces`"), "{lang}: {err}");
            assert!(err.contains("special-NAME"), "{lang}: {err}");
            assert!(!err.contains("`aus`?"), "{lang}: {err}");
        }
        "stored_target" => {
            assert!(err.contains("game.target"), "{lang}: {err}");
            assert!(err.contains("--> target.yaml:164:5"), "{lang}: {err}");
            assert!(err.contains("164 |     target: -5"), "{lang}: {err}");
            assert!(!err.contains("rules:"), "{lang}: {err}");
        }
        "tab" => {
            assert!(err.contains("--> tab.yaml:73:1"), "{lang}: {err}");
            assert!(flat.contains(tab_help), "{lang}: {err}");
            assert!(
                !err.contains("brackets") && !err.contains("Klammern"),
                "{lang}: {err}"
            );
        }
        _ => unreachable!("{case}"),
    }
}
