//! Which argument holds text that is not UTF-8. clap only says that one
//! does: "invalid UTF-8 was detected in one or more arguments".

use std::ffi::OsString;

use clap::Parser;

use crate::cli::Cli;
use crate::fault::FrontHint;
use canasta::error::{Error, ErrorKind};

/// The error for a command line that clap refused for invalid UTF-8: it
/// names the argument by its position, the option it follows, and its
/// text as far as it can be shown.
pub(super) fn not_utf8(args: &[OsString]) -> Error {
    let bad: Vec<usize> = (1..args.len())
        .filter(|&i| args[i].to_str().is_none())
        .collect();
    // Paths may be any bytes, text may not: the culprit is the argument
    // that clap still refuses when every other one is made readable.
    let culprit = bad
        .iter()
        .copied()
        .find(|&i| {
            let trial: Vec<OsString> = args
                .iter()
                .enumerate()
                .map(|(j, a)| {
                    if j == i {
                        a.clone()
                    } else {
                        a.to_string_lossy().into_owned().into()
                    }
                })
                .collect();
            matches!(
                Cli::try_parse_from(trial),
                Err(e) if e.kind() == clap::error::ErrorKind::InvalidUtf8
            )
        })
        .or(bad.first().copied());
    let Some(i) = culprit else {
        return Error::new(ErrorKind::Usage, crate::fault::UsageFault::SomeArgNotUtf8);
    };
    let shown = args[i].to_string_lossy();
    let shown = shown.into_owned();
    let fault = match args[i - 1].to_str().filter(|prev| i > 1 && is_option(prev)) {
        Some(option) => crate::fault::UsageFault::ArgNotUtf8After {
            index: i,
            shown,
            option: option.to_string(),
        },
        None => crate::fault::UsageFault::ArgNotUtf8 { index: i, shown },
    };
    Error::new(ErrorKind::Usage, fault).with_help(FrontHint::RetypeUtf8)
}

/// `--hand` or `-h`, but not a negative number or a lone `-` or `--`.
fn is_option(arg: &str) -> bool {
    let name = arg.trim_start_matches('-');
    arg.starts_with('-')
        && !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && !arg.contains('=')
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::ffi::OsStringExt;

    use super::*;

    fn args(list: &[&[u8]]) -> Vec<OsString> {
        list.iter()
            .map(|a| OsString::from_vec(a.to_vec()))
            .collect()
    }

    #[test]
    fn the_argument_is_named_with_the_option_it_follows() {
        let e = not_utf8(&args(&[
            b"canasta", b"pickup", b"--top", b"h5", b"--hand", b"d5 \xff",
        ]));
        assert_eq!(e.kind(), ErrorKind::Usage);
        assert!(
            crate::render::error::english(&e)
                .starts_with("argument 5 (`d5 \u{FFFD}`, after --hand) is not UTF-8 text"),
            "{}",
            crate::render::error::english(&e)
        );
    }

    #[test]
    fn a_path_of_any_bytes_is_not_the_culprit() {
        // The game file's name may be any bytes; the team name may not.
        let e = not_utf8(&args(&[
            b"canasta",
            b"game",
            b"new",
            b"g\xfe.yaml",
            b"--team",
            b"A",
            b"B\xff",
        ]));
        assert!(
            crate::render::error::english(&e).starts_with("argument 6 (`B\u{FFFD}`)"),
            "{}",
            crate::render::error::english(&e)
        );
    }

    #[test]
    fn options_are_told_from_values() {
        assert!(is_option("--hand"));
        assert!(is_option("-h"));
        assert!(!is_option("-2"));
        assert!(!is_option("-"));
        assert!(!is_option("--"));
        assert!(!is_option("--hand=x"));
        assert!(!is_option("h5"));
    }
}
