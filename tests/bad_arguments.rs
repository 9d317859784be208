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
