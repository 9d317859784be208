//! Ctrl-C and SIGTERM, taken from the moment the pad starts: installed
//! before anything is printed, so that a stop sent right after the links
//! line (or while the game is still being read) ends the pad with exit 0,
//! never by the signal's default.

use crate::fault::FrontFault;
use canasta::error::{Error, ErrorKind, Result};

/// The signals that stop the pad, registered.
pub(crate) struct Signals {
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
    #[cfg(unix)]
    int: tokio::signal::unix::Signal,
    /// A write past the file-size limit (`ulimit -f`) raises SIGXFSZ,
    /// whose default ends the process: taken here, the save fails with
    /// its error instead, and the phone is told (503).
    #[cfg(unix)]
    _file_size: Option<tokio::signal::unix::Signal>,
    #[cfg(windows)]
    ctrl_c: tokio::signal::windows::CtrlC,
}

impl Signals {
    /// Take the signals now (within a runtime).
    pub(crate) fn install() -> Result<Signals> {
        let failed = |e: std::io::Error| {
            Error::new(
                ErrorKind::Io,
                FrontFault::CannotServe {
                    cause: e.to_string(),
                },
            )
        };
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            /// SIGXFSZ on the systems the pad runs on.
            const SIGXFSZ: i32 = 25;
            Ok(Signals {
                term: signal(SignalKind::terminate()).map_err(failed)?,
                int: signal(SignalKind::interrupt()).map_err(failed)?,
                _file_size: signal(SignalKind::from_raw(SIGXFSZ)).ok(),
            })
        }
        #[cfg(windows)]
        {
            Ok(Signals {
                ctrl_c: tokio::signal::windows::ctrl_c().map_err(failed)?,
            })
        }
    }

    /// Wait for one of them.
    pub(crate) async fn received(&mut self) {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.term.recv() => {}
                _ = self.int.recv() => {}
            }
        }
        #[cfg(windows)]
        {
            let _ = self.ctrl_c.recv().await;
        }
    }
}
