//! Input the tool cannot use: every case exits 2, prints nothing on stdout
//! and says on stderr what is wrong, where, and what would be right. The
//! messages are snapshots (`tests/snapshots/errors__*.snap`).

use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

fn canasta() -> Command {
    let mut cmd = crate::common::bin();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1");
    cmd
}

/// `bad!(name, args...)`: exit 2, empty stdout, a message, and its snapshot.
macro_rules! bad {
    ($name:ident, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            let args: &[&str] = &[$($arg),+];
            let out = canasta().args(args).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "canasta {args:?}\n{stderr}");
            assert!(out.stdout.is_empty(), "canasta {args:?} wrote to stdout");
            // A report starts with "error: ", in German "Fehler: ".
            let lead = if args.starts_with(&["--lang", "de"]) { "Fehler: " } else { "error: " };
            assert!(stderr.starts_with(lead), "{stderr}");
            assert!(!stderr.contains('\x1b'), "colour codes in {stderr}");
            assert!(!stderr.contains("panicked"), "{stderr}");
            assert_cmd_snapshot!(canasta().args(args));
        }
    };
}

// Card notation.
bad!(rank_14_does_not_exist, "meld", "h10", "h14", "s2");
bad!(rank_0_does_not_exist, "meld", "h0", "h5");
bad!(rank_letter_unknown, "meld", "hZ", "h5", "d5");
bad!(suit_unknown, "meld", "x5", "h5", "d5");
bad!(suit_unknown_after_the_rank, "meld", "h5", "d5", "5x");
bad!(rank_without_suit, "meld", "h10", "10", "s2");
bad!(suit_without_rank, "meld", "h", "d10", "s2");
bad!(empty_argument, "meld", "");
bad!(blank_argument, "meld", "   ");
bad!(double_comma, "meld", "h10,,d10 s2");
bad!(trailing_comma, "meld", "h10 d10 s2,");
bad!(leading_comma, "meld", ",h10 d10 s2");
bad!(semicolon_in_one_meld, "meld", "h10 d10; s2");
bad!(stray_full_stop, "meld", "h10.", "d10", "s2");
bad!(brackets_around_a_card, "meld", "(h10)", "d10", "s2");
bad!(lone_punctuation, "meld", "h10", "d10", "s2", "!");
bad!(cards_run_together, "meld", "h10d10", "s2");
bad!(a_word, "meld", "hello");
bad!(non_ascii, "meld", "h10 d10 ä5");

// Cards one deck cannot hold.
bad!(three_copies_in_two_packs, "meld", "h5", "h5", "h5");
bad!(five_jokers, "meld", "jk jk jk jk jk h5 h5");
bad!(copies_across_arguments, "meld", "h10 d10", "h10, h10");
bad!(
    verschaerft_two_players_hold_four_copies,
    "--rules",
    "verschaerft",
    "meld",
    "h5 h5 h5 h5 h5"
);
bad!(
    traditional_six_players_hold_three_copies,
    "--rules",
    "traditional",
    "--players",
    "6",
    "meld",
    "h5 h5 h5 h5"
);
bad!(
    cardgames_io_example_4_four_h5,
    "--rules",
    "cardgames-io",
    "meld",
    "h5 h5 h5 h5"
);

// Rule sets and rule files.
bad!(unknown_preset, "--rules", "nope", "meld", "h5 d5 c5");
bad!(misspelt_preset, "--rules", "clasic", "meld", "h5 d5 c5");
bad!(rules_show_unknown, "rules", "show", "pagat");
bad!(rules_diff_unknown, "rules", "diff", "classic", "wikipedia2");
bad!(
    rule_file_missing,
    "--rules",
    "fixtures/rules/missing.yaml",
    "meld",
    "h5 d5 c5"
);
bad!(
    rule_file_is_a_folder,
    "--rules",
    "fixtures/rules",
    "meld",
    "h5 d5 c5"
);
bad!(
    rule_file_is_a_folder_named_without_a_slash,
    "--rules",
    "fixtures",
    "meld",
    "h5 d5 c5"
);
bad!(
    rule_file_only_comments,
    "rules",
    "show",
    "fixtures/rules/only-comments.yaml"
);
bad!(
    rule_file_typo_field,
    "--rules",
    "fixtures/rules/typo-field.yaml",
    "meld",
    "h5 d5 c5"
);
bad!(
    rule_file_typo_section,
    "rules",
    "show",
    "fixtures/rules/typo-section.yaml"
);
bad!(
    rule_file_wrong_type,
    "--rules",
    "fixtures/rules/wrong-type.yaml",
    "meld",
    "h5 d5 c5"
);
// A rank no card has: refused by the rank's reader, said with what it
// takes (the same words under `--lang de`, in error_lang.rs).
bad!(
    rule_file_bad_rank,
    "--rules",
    "fixtures/rules/bad-rank.yaml",
    "meld",
    "h5 d5 c5"
);
bad!(
    rule_file_negative_count,
    "rules",
    "show",
    "fixtures/rules/negative-count.yaml"
);
bad!(
    rule_file_unknown_choice,
    "rules",
    "show",
    "fixtures/rules/bad-choice.yaml"
);
bad!(
    rule_file_yaml_syntax_error,
    "rules",
    "show",
    "fixtures/rules/syntax-error.yaml"
);
bad!(
    rule_file_tab_indent,
    "rules",
    "show",
    "fixtures/rules/tab-indent.yaml"
);
bad!(
    rule_file_not_a_mapping,
    "rules",
    "show",
    "fixtures/rules/not-a-map.yaml"
);
bad!(
    rule_file_empty,
    "rules",
    "show",
    "fixtures/rules/empty.yaml"
);
bad!(
    rule_file_unknown_base,
    "rules",
    "show",
    "fixtures/rules/unknown-base.yaml"
);
bad!(
    rule_file_bands_out_of_order,
    "rules",
    "show",
    "fixtures/rules/bands-out-of-order.yaml"
);
bad!(
    rule_file_extends_loop,
    "rules",
    "show",
    "fixtures/rules/loop-a.yaml"
);
bad!(
    rule_file_breaks_in_diff,
    "rules",
    "diff",
    "classic",
    "fixtures/rules/typo-field.yaml"
);

// The command line.
bad!(players_zero, "--players", "0", "meld", "h5 d5 c5");
bad!(
    players_not_a_number,
    "--players",
    "four",
    "meld",
    "h5 d5 c5"
);
bad!(
    players_not_for_classic,
    "--players",
    "3",
    "meld",
    "h5 d5 c5"
);
bad!(
    players_too_many_for_traditional,
    "--rules",
    "traditional",
    "--players",
    "7",
    "meld",
    "h5 d5 c5"
);
bad!(
    players_too_few_for_verschaerft,
    "--rules",
    "verschaerft",
    "--players",
    "1",
    "rules",
    "show"
);
bad!(format_typo, "--format", "jsn", "meld", "h5 d5 c5");
bad!(unknown_command, "frobnicate");
bad!(rules_subcommand_typo, "rules", "shw");
bad!(meld_without_cards, "meld");
bad!(meld_unknown_flag, "meld", "--goingout", "s3 c3 s3");
bad!(rules_diff_needs_two, "rules", "diff", "classic");
bad!(completions_unknown_shell, "completions", "cmd.exe");
bad!(
    players_three_not_for_livecanasta,
    "--rules",
    "livecanasta",
    "--players",
    "3",
    "meld",
    "h5 d5 c5"
);

// clap's errors in German: the same exit code, the words from the
// catalogue (`i18n/de/clap.ftl`, `## errors`).
bad!(
    de_unknown_flag,
    "--lang",
    "de",
    "meld",
    "--goingout",
    "s3 c3 s3"
);
bad!(
    de_format_typo,
    "--lang",
    "de",
    "--format",
    "jsn",
    "meld",
    "h5 d5 c5"
);
bad!(
    de_players_not_a_number,
    "--lang",
    "de",
    "--players",
    "four",
    "meld",
    "h5"
);
bad!(de_meld_without_cards, "--lang", "de", "meld");
bad!(de_unknown_command, "--lang", "de", "frobnicate");
bad!(de_missing_value, "--lang", "de", "pickup", "--top");

/// The language of clap's errors comes from the environment where
/// `--lang` is not given, and an invalid `--lang` is refused in it.
#[test]
fn clap_errors_follow_the_locale() {
    let out = canasta()
        .env("LANG", "de_DE.UTF-8")
        .args(["mled", "h4"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr.contains("unbekannter Befehl `mled`"), "{stderr}");
    let out = canasta()
        .env("CANASTA_LANG", "de")
        .args(["--lang", "fr", "meld", "h4"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("ungültiger Wert `fr` für `--lang <SPRACHE>`"),
        "{stderr}"
    );
    let out = canasta()
        .env("CANASTA_LANG", "de")
        .args(["--lang", "en", "mled"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("unrecognized subcommand 'mled'"),
        "{stderr}"
    );
}
