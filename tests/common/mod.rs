//! What the command-line tests share: the binary under test in an
//! environment of the test's own, `case!` for a snapshot test of one
//! command, and readers of `score`'s JSON.

// Each test module uses what it needs of this.
#![allow(dead_code, unused_macros)]

use std::process::Command;

use insta_cmd::get_cargo_bin;

/// Every variable of the caller's environment that changes what `canasta`
/// writes. `bin()` takes them all away, so a test sees only what it sets:
/// `.ci/run` runs the suite with odd values of these to keep it so.
pub(crate) const AMBIENT: &[&str] = &[
    "CANASTA_RULES",
    "CANASTA_LANG",
    "CANASTA_NOW",
    "COLUMNS",
    "LINES",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_MESSAGES",
    "LC_CTYPE",
    "NO_COLOR",
    "CLICOLOR",
    "CLICOLOR_FORCE",
    "TERM",
    "TZ",
];

/// The binary under test, with none of the caller's `AMBIENT` variables.
/// Every command a test runs starts here.
pub(crate) fn bin() -> Command {
    let mut cmd = Command::new(get_cargo_bin("canasta"));
    for var in AMBIENT {
        cmd.env_remove(var);
    }
    cmd
}

/// `canasta` run in `dir` (a test's own folder), without colour, at a
/// fixed time: what the hostile-input modules start from.
pub(crate) fn in_dir(dir: &std::path::Path) -> Command {
    let mut cmd = bin();
    cmd.current_dir(dir)
        .env("NO_COLOR", "1")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z");
    cmd
}

/// `canasta` with `args` in `dir` (`in_dir`), which must succeed.
pub(crate) fn ok_in(dir: &std::path::Path, args: &[&str]) {
    let out = in_dir(dir).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "canasta {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `canasta` run from the repository's root (so `fixtures/...` paths
/// work), without colour, at a fixed width, with no default rule set.
pub(crate) fn canasta() -> Command {
    let mut cmd = bin();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        // Tables and help fit the width they are given; fix it.
        .env("COLUMNS", "100");
    cmd
}

/// `case!(name, exit code, args...)`: the exit code, and a snapshot of
/// stdout and stderr (named after the test file, as insta does), both of
/// one run of the command.
macro_rules! case {
    ($name:ident, $code:expr, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            let args: &[&str] = &[$($arg),+];
            let mut cmd = canasta();
            cmd.args(args);
            let (info, out) = crate::common::ran(&mut cmd);
            assert_eq!(
                out.status.code(),
                Some($code),
                "canasta {args:?}\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            insta::with_settings!({ info => &info, omit_expression => true }, {
                insta::assert_snapshot!(crate::common::report(&out));
            });
        }
    };
}

/// What `insta_cmd::assert_cmd_snapshot!` keeps beside a command's
/// snapshot: the program, its arguments and the variables it set.
#[derive(serde::Serialize)]
pub(crate) struct Info {
    program: String,
    args: Vec<String>,
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    env: std::collections::BTreeMap<String, String>,
}

/// Run `cmd` once: what `assert_cmd_snapshot!` would keep of it, and its
/// output.
pub(crate) fn ran(cmd: &mut Command) -> (Info, std::process::Output) {
    let info = Info {
        program: std::path::Path::new(cmd.get_program())
            .file_name()
            .map(|s| {
                let name = s.to_string_lossy();
                let name = name
                    .strip_suffix(std::env::consts::EXE_SUFFIX)
                    .unwrap_or(&name);
                name.to_string()
            })
            .unwrap_or_default(),
        args: cmd
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect(),
        env: cmd
            .get_envs()
            .filter_map(|(k, v)| {
                v.map(|v| {
                    (
                        k.to_string_lossy().into_owned(),
                        v.to_string_lossy().into_owned(),
                    )
                })
            })
            .collect(),
    };
    let out = cmd.output().unwrap();
    (info, out)
}

/// A run as `assert_cmd_snapshot!` writes it into its snapshot.
pub(crate) fn report(out: &std::process::Output) -> String {
    format!(
        "success: {:?}\nexit_code: {}\n----- stdout -----\n{}\n----- stderr -----\n{}",
        out.status.success(),
        out.status.code().unwrap_or(!0),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// How long a pseudo-terminal test waits for the text it expects before
/// it calls the command hung: a guard against a hang, far beyond what a
/// loaded machine takes (the prompts answer at once). Every such test
/// waits for what it expects, never for a time.
pub(crate) const PTY_GUARD: std::time::Duration = std::time::Duration::from_secs(120);

/// `cmd` on a pseudo-terminal, each `expect` guarded by `PTY_GUARD`;
/// `None`, said on stderr, where no pseudo-terminal can be opened.
pub(crate) fn pty(cmd: Command) -> Option<expectrl::Session> {
    match expectrl::Session::spawn(cmd) {
        Ok(mut s) => {
            s.set_expect_timeout(Some(PTY_GUARD));
            Some(s)
        }
        Err(e) => {
            eprintln!("skipped: no pseudo-terminal here ({e})");
            None
        }
    }
}

/// Per side in file order of a scored hand's JSON: (bonus, cards, total).
pub(crate) fn team_totals(scored: &serde_json::Value) -> Vec<(i64, i64, i64)> {
    scored["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["bonus"].as_i64().unwrap(),
                t["cards"].as_i64().unwrap(),
                t["total"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// The points of one side's breakdown lines of one source.
pub(crate) fn team_lines(scored: &serde_json::Value, side: usize, source: &str) -> Vec<i64> {
    scored["teams"][side]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["source"] == source)
        .map(|l| l["points"].as_i64().unwrap())
        .collect()
}

/// Every file in a folder (hidden ones too) with its contents, to show that
/// a refused command changed nothing.
pub(crate) fn folder_snapshot(dir: &std::path::Path) -> Vec<(String, Option<Vec<u8>>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let contents = if e.file_type().unwrap().is_file() {
                Some(std::fs::read(e.path()).unwrap())
            } else {
                None
            };
            (e.file_name().to_string_lossy().into_owned(), contents)
        })
        .collect();
    files.sort();
    files
}
