use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    match canasta::run(std::env::args_os()) {
        Ok(outcome) => match write!(anstream::stdout(), "{}", outcome.stdout) {
            Ok(()) => ExitCode::from(outcome.answer.exit_code()),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => report(anyhow::Error::new(e).context("cannot write the output")),
        },
        Err(err) => {
            let _ = writeln!(
                anstream::stderr(),
                "{}",
                canasta::render::error::report(&err, true)
            );
            ExitCode::from(2)
        }
    }
}

fn report(err: anyhow::Error) -> ExitCode {
    let _ = writeln!(anstream::stderr(), "error: {err:#}");
    ExitCode::from(2)
}
