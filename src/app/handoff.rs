//! `canasta serve` hands its command line to `canasta-serve`, the server
//! program built and installed beside `canasta` (see `src/lib.rs` for why
//! the server is a program of its own).

use std::ffi::OsString;
use std::path::PathBuf;

use crate::app::Outcome;
use crate::fault::{FrontFault, FrontHint};
use canasta::error::{Error, ErrorKind, Result};

/// The server program's file: beside this one.
fn server_path() -> std::io::Result<PathBuf> {
    let me = std::env::current_exe()?;
    Ok(me.with_file_name(format!("canasta-serve{}", std::env::consts::EXE_SUFFIX)))
}

/// The server program cannot be started: where it was looked for, why,
/// and how to get it (`cargo run` builds `canasta` alone).
fn no_server(path: &std::path::Path, cause: &std::io::Error) -> Error {
    Error::new(
        ErrorKind::Io,
        FrontFault::NoServer {
            path: path.display().to_string(),
            cause: cause.to_string(),
        },
    )
    .with_help(FrontHint::GetServer)
}

/// Run `canasta-serve` with this command line. On Unix it takes this
/// process's place (the same process id, so Ctrl-C and SIGTERM reach the
/// server itself); elsewhere it runs as a child and its status is ours.
pub(crate) fn serve(args: &[OsString]) -> Result<Outcome> {
    let path = server_path().map_err(|e| no_server(std::path::Path::new("canasta-serve"), &e))?;
    let mut cmd = std::process::Command::new(&path);
    cmd.args(args.iter().skip(1));
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt as _;
        // `exec` returns only when the program could not be started.
        let e = cmd
            .arg0(args.first().map_or("canasta".into(), Clone::clone))
            .exec();
        Err(no_server(&path, &e))
    }
    #[cfg(not(unix))]
    {
        let status = cmd.status().map_err(|e| no_server(&path, &e))?;
        std::process::exit(status.code().unwrap_or(2));
    }
}
