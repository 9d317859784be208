use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let env = canasta::Env::of_process();
    match canasta::run(std::env::args_os(), &env) {
        Ok(outcome) => match print(&outcome.stdout) {
            Ok(()) => ExitCode::from(outcome.answer.exit_code()),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => report(anyhow::Error::new(e).context("cannot write the output")),
        },
        Err(err) => {
            let _ = writeln!(
                anstream::stderr(),
                "{}",
                canasta::render::error::report_at(&err, true, env.error_width)
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

fn report(err: anyhow::Error) -> ExitCode {
    let _ = writeln!(anstream::stderr(), "error: {err:#}");
    ExitCode::from(2)
}
