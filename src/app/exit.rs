//! Where a command's outcome leaves the process: its text on stdout, an
//! error's report on stderr, and the exit code.

use std::ffi::OsStr;
use std::io::Write;
use std::process::ExitCode;

use crate::error::{Error, ErrorKind, Result};
use crate::fault::FrontFault;

use crate::i18n::{Catalog, Lang};

use super::{Env, Outcome};

/// Write what `run` returned and answer with its exit code: 0 or 1 for a
/// command's answer, 2 for an error.
pub(crate) fn finish<S: AsRef<OsStr>>(result: Result<Outcome>, args: &[S], env: &Env) -> ExitCode {
    match result {
        Ok(outcome) => match print(&outcome.stdout) {
            Ok(()) => ExitCode::from(outcome.answer.exit_code()),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => report(
                &Error::new(
                    ErrorKind::Io,
                    FrontFault::CannotWriteOutput {
                        cause: e.to_string(),
                    },
                ),
                args,
                env,
            ),
        },
        Err(err) => report(&err, args, env),
    }
}

fn report<S: AsRef<OsStr>>(err: &Error, args: &[S], env: &Env) -> ExitCode {
    let _ = writeln!(anstream::stderr(), "{}", error_report(err, args, env));
    ExitCode::from(2)
}

/// What stderr gets for an error of the command line `args`: the report
/// for people, in the language of `--lang` or the environment; under
/// `--format json`, one JSON object for programs. Both are known before
/// clap reads the arguments (its own errors come here too), so the
/// arguments are looked at for them here.
pub(crate) fn error_report<S: AsRef<OsStr>>(err: &Error, args: &[S], env: &Env) -> String {
    let cat = Catalog::new(Lang::choose(args, env.lang));
    if wants_json(args) {
        crate::render::error::json(err, &cat)
    } else {
        crate::render::error::report_in(err, &cat, true, env.error_width)
    }
}

/// Whether a command line asks for `--format json` (`--format json`,
/// `--format=json`; the last one given counts, as for clap).
fn wants_json<S: AsRef<OsStr>>(args: &[S]) -> bool {
    let mut json = false;
    let mut args = args.iter().skip(1).map(|a| a.as_ref().to_str());
    while let Some(arg) = args.next() {
        match arg {
            Some("--") => break,
            Some("--format") => json = args.next().flatten() == Some("json"),
            Some(a) if a.starts_with("--format=") => json = &a[9..] == "json",
            _ => {}
        }
    }
    json
}

/// Output without colour needs no adapting: a long sheet goes straight out.
fn print(text: &str) -> std::io::Result<()> {
    if text.contains('\x1b') {
        write!(anstream::stdout(), "{text}")
    } else {
        std::io::stdout().lock().write_all(text.as_bytes())
    }
}
