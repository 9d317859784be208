//! Where a command's outcome leaves the process: its text on stdout, an
//! error's report on stderr, and the exit code.

use std::io::Write;
use std::process::ExitCode;

use crate::error::Result;

use super::{Env, Outcome};

/// Write what `run` returned and answer with its exit code: 0 or 1 for a
/// command's answer, 2 for an error.
pub(crate) fn finish(result: Result<Outcome>, env: &Env) -> ExitCode {
    match result {
        Ok(outcome) => match print(&outcome.stdout) {
            Ok(()) => ExitCode::from(outcome.answer.exit_code()),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => report(&anyhow::Error::new(e).context("cannot write the output")),
        },
        Err(err) => {
            let _ = writeln!(
                anstream::stderr(),
                "{}",
                crate::render::error::report_at(&err, true, env.error_width)
            );
            ExitCode::from(2)
        }
    }
}

/// Output without colour needs no adapting: a long sheet goes straight out.
fn print(text: &str) -> std::io::Result<()> {
    if text.contains('\x1b') {
        write!(anstream::stdout(), "{text}")
    } else {
        std::io::stdout().lock().write_all(text.as_bytes())
    }
}

fn report(err: &anyhow::Error) -> ExitCode {
    let _ = writeln!(anstream::stderr(), "error: {err:#}");
    ExitCode::from(2)
}
