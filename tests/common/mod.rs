//! What the command-line test files share: the binary under test in a
//! fixed environment, and `case!` for a snapshot test of one command.

use std::process::Command;

use insta_cmd::get_cargo_bin;

/// `canasta` run from the repository's root (so `fixtures/...` paths
/// work), without colour, at a fixed width, with no default rule set from
/// the environment.
pub fn canasta() -> Command {
    let mut cmd = Command::new(get_cargo_bin("canasta"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("CANASTA_RULES")
        // Tables and help fit the width they are given; fix it.
        .env("COLUMNS", "100");
    cmd
}

/// `case!(name, exit code, args...)`: the exit code, and a snapshot of
/// stdout and stderr (named after the test file, as insta does).
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
            insta_cmd::assert_cmd_snapshot!(canasta().args(args));
        }
    };
}
