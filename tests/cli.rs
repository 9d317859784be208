//! The command line as people and programs see it: `meld` under several
//! rule sets, `rules list|show|diff`, `--players`, house rules, `--help`.
//! Snapshots are in `tests/snapshots/cli__*.snap`.

use crate::common::canasta;

/// The JSON document a command prints, checked for exit code first.
fn json(code: i32, args: &[&str]) -> serde_json::Value {
    let out = canasta().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(code), "canasta {args:?}");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("canasta {args:?}: {e}"))
}

// meld, as a table.
case!(meld_valid, 0, "meld", "h10", "d10", "s2");
case!(
    meld_cards_in_one_argument_any_order,
    0,
    "meld",
    "10h, D10,2s"
);
case!(
    meld_invalid_two_reasons,
    1,
    "--rules",
    "cardgames-io",
    "meld",
    "jk jk h5"
);
case!(meld_natural_canasta, 0, "meld", "hK dK cK sK hK dK cK");
case!(
    meld_mixed_canasta_cardgames_io_merge_example,
    0,
    "--rules",
    "cardgames-io",
    "meld",
    "h10 d10 d10 s10 s10 c10 d2"
);
case!(
    meld_wild_canasta_livecanasta,
    0,
    "--rules",
    "livecanasta",
    "meld",
    "jk jk jk jk c2 d2 h2"
);
case!(
    meld_wild_canasta_not_in_classic,
    1,
    "meld",
    "jk jk jk jk c2 d2 h2"
);
case!(
    meld_wild_meld_only_as_canasta_traditional,
    1,
    "--rules",
    "traditional",
    "meld",
    "jk jk c2"
);
case!(meld_red_threes_never, 1, "meld", "--going-out", "h3 d3 h3");
case!(meld_black_threes_need_going_out, 1, "meld", "s3 c3 s3");
case!(
    meld_black_threes_going_out,
    0,
    "meld",
    "--going-out",
    "s3 c3 s3 c3"
);
case!(
    meld_black_threes_with_a_wild_traditional,
    0,
    "--rules",
    "traditional",
    "meld",
    "--going-out",
    "s3 c3 jk"
);
case!(
    meld_black_threes_with_a_wild_cardgames_io,
    1,
    "--rules",
    "cardgames-io",
    "meld",
    "--going-out",
    "s3 c3 jk"
);
case!(meld_several_ranks, 1, "meld", "h5 d5 h6");
// Seed 004's examples: 9-9-9-2-2-Jk under three readings of the wild ratio.
case!(
    meld_wikipedia_999_22_jk,
    0,
    "--rules",
    "wikipedia",
    "meld",
    "h9 d9 c9 c2 d2 jk"
);
case!(
    meld_cardgames_io_999_22_jk,
    1,
    "--rules",
    "cardgames-io",
    "meld",
    "h9 d9 c9 c2 d2 jk"
);
case!(meld_classic_99_222_jk, 1, "meld", "h9 d9 c2 d2 h2 jk");
case!(
    meld_verschaerft_no_wild_limit,
    0,
    "--rules",
    "verschaerft",
    "meld",
    "h9 h9 d9 d9 c9 jk jk c2 d2"
);

// meld, as JSON.
case!(meld_valid_json, 0, "--format", "json", "meld", "h10 d10 s2");
case!(
    meld_invalid_json,
    1,
    "--rules",
    "wikipedia",
    "--format",
    "json",
    "meld",
    "h9 d9 c2 d2 h2 jk"
);
case!(
    meld_canasta_json,
    0,
    "meld",
    "--format",
    "json",
    "h7 h7 d7 d7 c7 c7 jk"
);

#[test]
fn meld_json_keys_follow_cli_md() {
    let v = json(0, &["--format", "json", "meld", "hK dK cK sK hK dK cK"]);
    assert_eq!(v["valid"], true);
    assert_eq!(v["points"], 70);
    assert_eq!(v["canasta"], "natural");
    assert_eq!(v["reasons"], serde_json::json!([]));
    let v = json(
        0,
        &[
            "--rules",
            "traditional",
            "--format",
            "json",
            "meld",
            "jk jk jk jk c2 d2 h2",
        ],
    );
    assert_eq!(v["canasta"], "wild");
    let v = json(
        1,
        &[
            "--rules",
            "cardgames-io",
            "--format",
            "json",
            "meld",
            "jk jk h5",
        ],
    );
    assert_eq!(v["valid"], false);
    assert_eq!(v["canasta"], serde_json::Value::Null);
    assert_eq!(v["reasons"].as_array().unwrap().len(), 2);
    let v = json(0, &["--format", "json", "meld", "h5 d5 c2 jk s2"]);
    assert_eq!(v["canasta"], serde_json::Value::Null);
    assert_eq!(v["points"], 100);
}

// House rules: cardgames.io with at most two wild cards.
case!(
    house_rules_change_the_verdict,
    1,
    "--rules",
    "fixtures/rules/house.yaml",
    "meld",
    "h5 d5 c5 d5 c5 jk c2 d2"
);
case!(
    house_rules_inherit_the_rest,
    0,
    "--rules",
    "fixtures/rules/house.yaml",
    "meld",
    "h5 d5 c5 d5 jk c2"
);
case!(
    rules_diff_house,
    0,
    "rules",
    "diff",
    "cardgames-io",
    "fixtures/rules/house.yaml"
);
case!(
    rules_show_house_yaml,
    0,
    "rules",
    "show",
    "fixtures/rules/house.yaml",
    "--format",
    "yaml"
);

#[test]
fn the_house_file_differs_from_its_base_in_one_field() {
    let v = json(
        0,
        &[
            "--format",
            "json",
            "rules",
            "diff",
            "cardgames-io",
            "fixtures/rules/house.yaml",
        ],
    );
    let params: Vec<&str> = v["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["parameter"].as_str().unwrap())
        .collect();
    assert_eq!(params, ["meld.max_wilds"]);
}

/// `extends: ../house.yaml` is found next to the file that says it, not in
/// the current folder; the two fields it sets are all that differ.
#[test]
fn extends_a_path_relative_to_the_including_file() {
    let v = json(
        0,
        &[
            "--format",
            "json",
            "rules",
            "diff",
            "fixtures/rules/house.yaml",
            "fixtures/rules/nested/friday.yaml",
        ],
    );
    let params: Vec<&str> = v["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["parameter"].as_str().unwrap())
        .collect();
    assert_eq!(params, ["black_threes.max_wilds", "canasta.natural_bonus"]);
    // Inherited through two files: house's max_wilds 2, cardgames-io's N > W.
    let rules = [
        "--format",
        "json",
        "--rules",
        "fixtures/rules/nested/friday.yaml",
    ];
    let meld = |cards: &[&str], code: i32| {
        let mut args = rules.to_vec();
        args.push("meld");
        args.extend_from_slice(cards);
        json(code, &args)
    };
    let v = meld(&["hK hK dK dK cK cK sK"], 0);
    assert_eq!(v["canasta"], "natural");
    assert_eq!(v["points"], 70);
    let v = meld(&["h5 d5 c5 jk jk jk"], 1);
    assert_eq!(v["reasons"].as_array().unwrap().len(), 2, "{v}");
    meld(&["--going-out", "c3 s3 jk"], 0);
}

/// A file saved with a byte-order mark (Windows editors) reads like any other.
#[test]
fn a_rule_file_with_a_byte_order_mark_loads() {
    let v = json(
        1,
        &[
            "--format",
            "json",
            "--rules",
            "fixtures/rules/byte-order-mark.yaml",
            "meld",
            "hK dK cK jk jk",
        ],
    );
    assert_eq!(
        v["reasons"][0],
        "a meld holds at most 1 wild card; this has 2"
    );
}

/// Numbers no rule book holds (`u32::MAX` packs, `i64::MAX` points) are
/// refused where they stand, before any sum could overflow.
#[test]
fn absurd_numbers_in_a_rule_file_are_refused() {
    let out = canasta()
        .args([
            "--rules",
            "fixtures/rules/huge-values.yaml",
            "meld",
            "hK dK cK",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("deck.packs: 4294967295 is too large"),
        "{stderr}"
    );
    assert!(stderr.contains("huge-values.yaml:4:3"), "{stderr}");
}

/// At the largest numbers a rule file may hold, every command answers:
/// no arithmetic overflow in melds, the opening search, pick-up or scoring.
#[test]
fn the_largest_numbers_still_get_answers() {
    let rules = "fixtures/rules/largest-values.yaml";
    let run = |args: &[&str]| {
        let out = canasta()
            .args(["--format", "json", "--rules", rules])
            .args(args)
            .output()
            .unwrap();
        let code = out.status.code();
        assert!(
            matches!(code, Some(0 | 1)),
            "{args:?}: {code:?} {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let v = run(&["meld", "hK hK hK dK dK cK sK"]);
    assert_eq!(v["points"], 7_000_000_000i64);
    assert_eq!(v["canasta"], "natural");
    run(&["meld", "hK hK hK dK dK cK sK jk jk jk"]);
    run(&[
        "initial-meld",
        "--score",
        "0",
        "hK hK hK dK dK cK sK jk jk h5",
    ]);
    run(&["pickup", "--top", "hK", "--hand", "hK dK jk h5"]);
    run(&["go-out", "--hand", "hK hK hK dK dK cK sK jk h5"]);
    run(&["score", "fixtures/rounds/four-red-threes.yaml"]);
}

/// A house file that does not describe itself is not shown with the
/// description and source of the rule set it extends.
#[test]
fn a_house_file_without_a_description_says_what_it_is() {
    let v = json(
        0,
        &[
            "--format",
            "json",
            "rules",
            "show",
            "fixtures/rules/no-description.yaml",
        ],
    );
    assert_eq!(v["name"], "sunday");
    assert_eq!(
        v["description"],
        "livecanasta with the changes in fixtures/rules/no-description.yaml"
    );
    assert_eq!(
        v["source"],
        "fixtures/rules/no-description.yaml, extending livecanasta"
    );
}

/// `rules show --format yaml` is a complete rule file: it loads back as
/// the same rule set.
#[test]
fn rules_show_yaml_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["classic", "verschaerft", "traditional"] {
        let out = canasta()
            .args(["rules", "show", name, "--format", "yaml"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let path = dir.path().join(format!("{name}.yaml"));
        std::fs::write(&path, &out.stdout).unwrap();
        let path = path.to_str().unwrap();
        let diff = json(0, &["--format", "json", "rules", "diff", name, path]);
        assert_eq!(diff["differences"], serde_json::json!([]), "{name}");
    }
}

// --players: the deck grows where the rule set says so.
case!(
    players_verschaerft_three_hold_six_copies,
    0,
    "--rules",
    "verschaerft",
    "--players",
    "3",
    "meld",
    "h5 h5 h5 h5 h5 h5 jk"
);
case!(
    players_traditional_six_hold_three_copies,
    0,
    "--rules",
    "traditional",
    "--players",
    "6",
    "meld",
    "h5 h5 h5"
);

#[test]
fn players_set_the_deck_in_rules_show() {
    let deck = |args: &[&str]| {
        let mut all = vec!["--format", "json", "rules", "show"];
        all.extend_from_slice(args);
        let v = json(0, &all);
        (v["players"]["count"].as_u64().unwrap(), v["deck"].clone())
    };
    assert_eq!(deck(&["verschaerft"]).0, 2);
    assert_eq!(deck(&["verschaerft", "--players", "5"]).0, 5);
    assert_eq!(deck(&["traditional", "--players", "6"]).0, 6);
    // The answer to "does it fit" changes with --players.
    let args = ["--rules", "verschaerft", "meld", "h5 h5 h5 h5 h5 h5"];
    assert_eq!(
        canasta().args(args).output().unwrap().status.code(),
        Some(2)
    );
    let mut more = vec!["--players", "3"];
    more.extend_from_slice(&args);
    assert_eq!(
        canasta().args(&more).output().unwrap().status.code(),
        Some(0)
    );
}

// rules.
case!(rules_list, 0, "rules", "list");
case!(rules_list_json, 0, "rules", "list", "--format", "json");
case!(rules_show_classic, 0, "rules", "show");
case!(
    rules_show_traditional_via_rules,
    0,
    "--rules",
    "traditional",
    "rules",
    "show"
);
case!(
    rules_show_cardgames_io_json,
    0,
    "rules",
    "show",
    "cardgames-io",
    "--format",
    "json"
);
case!(
    rules_diff_classic_cardgames_io,
    0,
    "rules",
    "diff",
    "classic",
    "cardgames-io"
);
case!(
    rules_diff_classic_cardgames_io_json,
    0,
    "rules",
    "diff",
    "classic",
    "cardgames-io",
    "--format",
    "json"
);
case!(
    rules_diff_same,
    0,
    "rules",
    "diff",
    "wikipedia",
    "wikipedia"
);

// Help.
case!(help, 0, "--help");
case!(meld_help, 0, "meld", "--help");
case!(rules_help, 0, "rules", "--help");
case!(version, 0, "--version");

/// Every command's `-h` and `--help` in one snapshot: the global options a
/// command does not use left out of its help, the long help where it says
/// more (`completions --help` too, whose options are all hidden), whatever
/// part of the command tree clap has built when it writes them.
#[test]
fn every_command_help() {
    insta::assert_snapshot!(all_help(&[]));
}

/// The same in German (`--lang de`): every command's words, clap's headings
/// and its `--help`/`--version` lines, from `i18n/de/clap.ftl`.
#[test]
fn every_command_help_de() {
    insta::assert_snapshot!(all_help(&[("CANASTA_LANG", "de")]));
}

/// Every command's `-h` and `--help`, and `help` of some, in the
/// environment `env`.
fn all_help(env: &[(&str, &str)]) -> String {
    let commands = [
        "",
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
        "man",
    ];
    let asked = commands
        .iter()
        .flat_map(|c| [format!("{c} -h"), format!("{c} --help")])
        .chain(["help", "help game", "help game add"].map(String::from));
    let mut all = String::new();
    for line in asked {
        let args: Vec<&str> = line.split_whitespace().collect();
        let out = canasta()
            .envs(env.iter().copied())
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "canasta {args:?}");
        all.push_str(&format!("$ canasta {}\n", args.join(" ")));
        all.push_str(&String::from_utf8_lossy(&out.stdout));
        all.push('\n');
    }
    all
}

/// CLI.md: human tables fit `COLUMNS`; a long reason wraps inside its cell.
#[test]
fn referee_tables_fit_columns() {
    let commands: &[&[&str]] = &[
        &[
            "pickup",
            "--top",
            "h9",
            "--hand",
            "s9 d9 c4",
            "--meld",
            "hK dK cK",
            "--pile-size",
            "1",
        ],
        &["initial-meld", "--score", "1800", "hA", "h5", "d5", "c9"],
        &["meld", "h5", "jk", "s2", "c2"],
        &["rules", "list"],
        &["rules", "show", "traditional"],
        &["rules", "diff", "classic", "modern-american"],
        &[
            "--rules",
            "livecanasta",
            "go-out",
            "--hand",
            "sA cA cA hA dA c2 dA h2 h9",
            "--table",
            "cT hT sT dT sT hT",
        ],
    ];
    for width in [60usize, 80] {
        for args in commands {
            let out = crate::common::bin()
                .args(*args)
                .env("NO_COLOR", "1")
                .env("COLUMNS", width.to_string())
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(!text.is_empty(), "{args:?}");
            for line in text.lines() {
                assert!(
                    line.chars().count() <= width,
                    "{args:?} at COLUMNS={width}: {} columns: {line}",
                    line.chars().count()
                );
            }
        }
    }
}

/// `--lang`, else `CANASTA_LANG`, else the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set and not empty (CLI.md).
#[test]
fn the_language_is_the_flags_then_canasta_langs_then_the_locales() {
    let header = |args: &[&str], env: &[(&str, &str)]| {
        let mut cmd = canasta();
        cmd.args(["rules", "list"]).args(args);
        for (k, v) in env {
            cmd.env(k, v);
        }
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        if text.contains("Regelwerk") {
            "de"
        } else {
            assert!(text.contains("rule set"), "{text}");
            "en"
        }
    };
    assert_eq!(header(&[], &[]), "en");
    assert_eq!(header(&["--lang", "de"], &[]), "de");
    assert_eq!(header(&["--lang=de"], &[]), "de");
    assert_eq!(header(&[], &[("LANG", "de_DE.UTF-8")]), "de");
    assert_eq!(
        header(&[], &[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "C")]),
        "en"
    );
    assert_eq!(
        header(
            &[],
            &[("LC_ALL", ""), ("LC_MESSAGES", "de_AT"), ("LANG", "C")]
        ),
        "de"
    );
    assert_eq!(
        header(&[], &[("CANASTA_LANG", "de"), ("LC_ALL", "en_US")]),
        "de"
    );
    assert_eq!(header(&["--lang", "en"], &[("CANASTA_LANG", "de")]), "en");
    let out = canasta()
        .args(["rules", "list", "--lang", "fr"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("[possible values: en, de]"));
}
