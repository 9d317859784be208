//! Command-line arguments no command can use, named in the message: text
//! that is not UTF-8, a negative number of players.

use std::ffi::OsString;
use std::process::Output;

fn canasta(args: &[OsString]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::bin()
        .args(args)
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    // No file is made, whatever the command.
    assert!(
        std::fs::read_dir(dir.path()).unwrap().next().is_none(),
        "{args:?} made a file"
    );
    out
}

fn refused(args: &[OsString], words: &[&str]) {
    let out = canasta(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    for w in words {
        assert!(err.contains(w), "{args:?}: expected `{w}` in:\n{err}");
    }
}

#[cfg(unix)]
fn raw(bytes: &[u8]) -> OsString {
    use std::os::unix::ffi::OsStringExt;
    OsString::from_vec(bytes.to_vec())
}

#[cfg(unix)]
#[test]
fn invalid_utf8_names_the_argument() {
    let cases: &[(&[&[u8]], &str)] = &[
        (&[b"meld", b"h5\xff", b"d5"], "argument 2 (`h5\u{FFFD}`)"),
        (
            &[b"pickup", b"--top", b"h5", b"--hand", b"d5 \xc3"],
            "argument 5 (`d5 \u{FFFD}`, after --hand)",
        ),
        (
            &[b"pickup", b"--top=\xffh5", b"--hand", b"d5"],
            "argument 2 (`--top=\u{FFFD}h5`)",
        ),
        (
            &[
                b"game",
                b"new",
                b"g\xfe.yaml",
                b"--team",
                b"A",
                b"--team",
                b"B\xff",
            ],
            "argument 7 (`B\u{FFFD}`, after --team)",
        ),
        (
            &[b"--rules", b"cl\xffassic", b"meld", b"h5 d5 c5"],
            "argument 2 (`cl\u{FFFD}assic`, after --rules)",
        ),
    ];
    for (args, words) in cases {
        let args: Vec<OsString> = args.iter().map(|a| raw(a)).collect();
        refused(&args, &[words, "is not UTF-8 text"]);
    }
}

#[test]
fn a_negative_number_of_players_gets_our_message() {
    for args in [
        &["--players", "-2", "meld", "h5 d5 c5"][..],
        &["meld", "h5 d5 c5", "--players=-2"],
        &["meld", "--players", "-2", "h5", "d5", "c5"],
    ] {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        refused(
            &args,
            &["--players", "-2", "cannot be negative", "number of players"],
        );
    }
    let args: Vec<OsString> = ["--players", "many", "meld", "h5 d5 c5"]
        .iter()
        .map(OsString::from)
        .collect();
    refused(&args, &["`many` is not a whole number"]);
}

/// `canasta args` in an empty folder with `CANASTA_RULES` set to `rules`.
fn with_rules_env(rules: &std::ffi::OsStr, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::bin()
        .args(args)
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env("CANASTA_RULES", rules)
        .output()
        .unwrap();
    if !out.status.success() {
        assert!(
            std::fs::read_dir(dir.path()).unwrap().next().is_none(),
            "{args:?} made a file"
        );
    }
    out
}

/// Every error `CANASTA_RULES` causes names it, and a value that is not
/// UTF-8 is refused where it would be used: it was ignored, and a new game
/// stored under classic.
#[test]
fn errors_caused_by_canasta_rules_name_it() {
    let cases: [(&str, &[&str], &str); 3] = [
        (
            "nonsense",
            &["meld", "h5", "d5", "s5"],
            "CANASTA_RULES: unknown rule set `nonsense`",
        ),
        (
            "nonsense",
            &["game", "new", "g.yaml", "--team", "A", "--team", "B"],
            "CANASTA_RULES: unknown rule set `nonsense`",
        ),
        (
            "house.yaml",
            &["rules", "show"],
            "CANASTA_RULES: rule file `house.yaml` does not exist",
        ),
    ];
    for (value, args, words) in cases {
        let out = with_rules_env(value.as_ref(), args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains(words),
            "{args:?}: expected `{words}` in:\n{err}"
        );
    }
    #[cfg(unix)]
    {
        let args = ["game", "new", "g.yaml", "--team", "A", "--team", "B"];
        let out = with_rules_env(&raw(b"samba\xff"), &args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("CANASTA_RULES is not UTF-8 text"), "{err}");
        // Where --rules names the rule set, the variable is not used.
        let mut args = args.to_vec();
        args.extend(["--rules", "classic"]);
        let out = with_rules_env(&raw(b"samba\xff"), &args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A built-in rule set is named in any case, wherever it is named:
/// `--rules Classic` was refused.
#[test]
fn rule_set_names_ignore_case_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("house.yaml"), "extends: Livecanasta\nname: house\n").unwrap();
    std::fs::write(
        d.join("round.yaml"),
        "rules: SAMBA\nteams:\n  - name: We\n  - name: They\n",
    )
    .unwrap();
    let rules_of = |args: &[&str], env: Option<&str>| -> String {
        let mut cmd = crate::common::bin();
        cmd.args(args).current_dir(d);
        if let Some(env) = env {
            cmd.env("CANASTA_RULES", env);
        }
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["name"]
            .as_str()
            .or(v["rules"].as_str())
            .unwrap()
            .to_string()
    };
    assert_eq!(
        rules_of(
            &["--rules", "Classic", "rules", "show", "--format", "json"],
            None
        ),
        "classic"
    );
    assert_eq!(
        rules_of(&["rules", "show", "CARDGAMES-IO", "--format", "json"], None),
        "cardgames-io"
    );
    assert_eq!(
        rules_of(&["rules", "show", "--format", "json"], Some("Traditional")),
        "traditional"
    );
    assert_eq!(
        rules_of(&["score", "round.yaml", "--format", "json"], None),
        "samba"
    );
    let house = rules_of(&["rules", "show", "house.yaml", "--format", "json"], None);
    assert_eq!(house, "house");
    let out = crate::common::bin()
        .args(["--rules", "Classic", "meld", "hK", "dK", "cK"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
