//! Where a command's outcome leaves the process: its text on stdout, an
//! error's report on stderr, and the exit code.

use std::ffi::OsStr;
use std::io::Write;
use std::process::ExitCode;

use crate::fault::FrontFault;
use canasta::error::{Error, ErrorKind, Origin, Result};

use crate::i18n::{Catalog, Lang};

use super::{Env, Outcome};

/// Write what `run` returned and answer with its exit code: 0 or 1 for a
/// command's answer, 2 for an error (nothing changed), 3 for a change
/// saved whose report could not be written (nothing to retry).
pub(crate) fn finish<S: AsRef<OsStr>>(result: Result<Outcome>, args: &[S], env: &Env) -> ExitCode {
    let outcome = match result {
        Ok(outcome) => outcome,
        Err(err) => return report(&err, args, env),
    };
    let written = match &outcome.unreported {
        Some(why) => Err(Cause::Report(why)),
        None => print(&outcome.stdout).map_err(Cause::Write),
    };
    match (written, &outcome.saved) {
        (Ok(()), _) => ExitCode::from(outcome.answer.exit_code()),
        (Err(cause), Some(file)) => {
            let cause = match cause {
                Cause::Write(e) => e.to_string(),
                Cause::Report(e) => {
                    crate::render::error::message(e, &Catalog::new(Lang::choose(args, env.lang)))
                }
            };
            let err = Error::new(
                ErrorKind::Io,
                FrontFault::SavedNotReported {
                    file: Origin::of_path(file),
                    cause,
                },
            );
            let _ = writeln!(anstream::stderr(), "{}", error_report(&err, args, env));
            ExitCode::from(3)
        }
        // `canasta ... | head`: the reader has what it wanted.
        (Err(Cause::Write(e)), None) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        (Err(Cause::Write(e)), None) => report(
            &Error::new(
                ErrorKind::Io,
                FrontFault::CannotWriteOutput {
                    cause: e.to_string(),
                },
            ),
            args,
            env,
        ),
        (Err(Cause::Report(e)), None) => report(e, args, env),
    }
}

/// One line on stderr where `CANASTA_LANG` names a language the tool
/// does not speak and no `--lang` stands in for it. Under `--format json`
/// stderr is for one JSON error alone, and the warning is left out.
/// Said before the command runs, so that it comes before any question.
pub(crate) fn warn_of_language<S: AsRef<OsStr>>(args: &[S], env: &Env) {
    let Some(value) = &env.lang_unknown else {
        return;
    };
    if Lang::from_args(args).is_some() || wants_json(args) {
        return;
    }
    let line = Lang::unknown_warning(value, &Catalog::new(env.lang));
    let _ = writeln!(anstream::stderr(), "{line}");
}

/// Why a command's report did not reach stdout.
enum Cause<'a> {
    /// Writing it failed.
    Write(std::io::Error),
    /// It could not be made.
    Report(&'a Error),
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
/// `--format=json`). Given with another format, clap refuses the command
/// line: a program that asked for JSON reads that refusal as JSON too.
fn wants_json<S: AsRef<OsStr>>(args: &[S]) -> bool {
    let mut json = false;
    let mut args = args.iter().skip(1).map(|a| a.as_ref().to_str());
    while let Some(arg) = args.next() {
        match arg {
            Some("--") => break,
            Some("--format") => json |= args.next().flatten() == Some("json"),
            Some(a) if a.starts_with("--format=") => json |= &a[9..] == "json",
            _ => {}
        }
    }
    json
}

/// Output without colour needs no adapting: a long sheet goes straight
/// out. Flushed here, so that an error writing its last line is seen.
fn print(text: &str) -> std::io::Result<()> {
    if text.contains('\x1b') {
        let mut out = anstream::stdout();
        write!(out, "{text}")?;
        out.flush()
    } else {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()
    }
}
