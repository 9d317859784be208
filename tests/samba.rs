//! Samba, Bolivia and Hand and Foot on the command line (issue 11):
//! sequences in `meld`, the rule set's own canasta kinds in JSON, rules that
//! change with the hand number, and their round files. Snapshots are in
//! `tests/snapshots/samba__*.snap`.

use std::process::Command;

use insta_cmd::{assert_cmd_snapshot, get_cargo_bin};

fn canasta() -> Command {
    let mut cmd = Command::new(get_cargo_bin("canasta"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100");
    cmd
}

/// `case!(name, exit code, args...)`: the exit code, and a snapshot of
/// stdout and stderr.
macro_rules! case {
    ($name:ident, $code:expr, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            let args: &[&str] = &[$($arg),+];
            let out = canasta().args(args).output().unwrap();
            assert_eq!(
                out.status.code(),
                Some($code),
                "canasta {args:?}\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_cmd_snapshot!(canasta().args(args));
        }
    };
}

fn json(code: i32, args: &[&str]) -> serde_json::Value {
    let out = canasta().args(args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(code),
        "canasta {args:?}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("canasta {args:?}: {e}"))
}

case!(
    meld_samba_sequence,
    0,
    "--rules",
    "samba",
    "meld",
    "h4 h5 h6"
);
case!(
    meld_samba_canasta,
    0,
    "--rules",
    "samba",
    "meld",
    "s8 s9 s10 sJ sQ sK sA"
);
case!(
    meld_sequence_with_a_three,
    1,
    "--rules",
    "samba",
    "meld",
    "h3 h4 h5"
);
case!(
    meld_sequence_past_the_ace,
    1,
    "--rules",
    "samba",
    "meld",
    "hK hA h2"
);
case!(
    meld_sequence_of_two_suits,
    1,
    "--rules",
    "samba",
    "meld",
    "h4 d5 h6"
);
case!(
    meld_bolivia_eight_wild_cards,
    1,
    "--rules",
    "bolivia",
    "meld",
    "jk jk jk jk s2 s2 h2 d2"
);

#[test]
fn the_canasta_key_names_the_rule_sets_own_kind() {
    let kind = |rules: &str, cards: &str| {
        json(0, &["--rules", rules, "meld", cards, "--format", "json"])["canasta"].clone()
    };
    assert_eq!(kind("samba", "h4 h5 h6 h7 h8 h9 h10"), "samba");
    assert_eq!(kind("bolivia", "h4 h5 h6 h7 h8 h9 h10"), "escalera");
    assert_eq!(kind("bolivia", "jk jk jk jk s2 s2 h2"), "bolivia");
    assert_eq!(kind("samba", "hK dK cK sK hK dK jk"), "mixed");
    assert_eq!(kind("samba", "h4 h5 h6"), serde_json::Value::Null);
}

#[test]
fn hand_number_sets_the_hand_and_foot_minimum() {
    let required = |n: &str| {
        json(
            1,
            &[
                "--rules",
                "hand-and-foot",
                "--hand-number",
                n,
                "initial-meld",
                "--score",
                "0",
                "h4 d4 c4 s9",
                "--format",
                "json",
            ],
        )["required"]
            .clone()
    };
    assert_eq!(required("1"), 50);
    assert_eq!(required("2"), 90);
    assert_eq!(required("3"), 120);
    assert_eq!(required("4"), 150);
    assert_eq!(required("9"), 150);
    // Without a minimum by hand number, the bands decide as before.
    let classic = json(
        1,
        &[
            "--hand-number",
            "3",
            "initial-meld",
            "--score",
            "1500",
            "h4 d4 c4 s9",
            "--format",
            "json",
        ],
    );
    assert_eq!(classic["required"], 90);
}

case!(
    hand_number_zero_is_refused,
    2,
    "--rules",
    "hand-and-foot",
    "--hand-number",
    "0",
    "initial-meld",
    "--score",
    "0",
    "h4 d4 c4"
);
