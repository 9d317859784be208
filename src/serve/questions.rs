//! The referee's questions, a few at a time: each search runs on a thread
//! of the blocking pool (never the runtime's, so no request waits behind
//! it, and writes, which take a thread of their own, never queue behind
//! questions), at most `AT_ONCE` at once, with at most `WAITING` more in
//! line; past that a question is refused at once (503 with
//! `Retry-After`), so a flood of them holds a bounded amount of memory.
//!
//! A question whose asker goes away leaves the line at once; one already
//! running is told to stop (`Stop`): a search that looks at it ends
//! early, and its place is free again only once it has (so the number
//! running stays bounded even then).

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::fault::FrontFault;
use canasta::error::{Error, ErrorKind};

/// How many questions are answered at once: a few, leaving the machine's
/// other core to the pad's writes and pages.
pub(crate) const AT_ONCE: usize = 2;

/// How many more may wait for their turn.
pub(crate) const WAITING: usize = 8;

/// When a refused asker should try again, in seconds.
pub(crate) const RETRY_SECONDS: u64 = 2;

/// The questions being answered or waiting.
#[derive(Debug)]
pub(crate) struct Questions {
    /// A permit per question answered at once.
    running: Arc<Semaphore>,
    /// A permit per question in the pad, running or waiting.
    admitted: Arc<Semaphore>,
}

/// Told when the asker of a running question has gone: the library's
/// flag for its searches (`Budget::with_stop`), which the work hands on
/// to the search it runs.
pub(crate) use canasta::adjudicate::search::Stop;

/// Raises its `Stop` when dropped: when the request's future is dropped
/// with it (the asker went away) or it has been answered.
struct StopOnDrop(Stop);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.stop();
    }
}

impl Questions {
    pub(crate) fn new() -> Questions {
        Questions {
            running: Arc::new(Semaphore::new(AT_ONCE)),
            admitted: Arc::new(Semaphore::new(AT_ONCE + WAITING)),
        }
    }

    /// Answer a question with `work` on the blocking pool, in its turn;
    /// refused (`referee_busy`) where too many are in already.
    pub(crate) async fn ask<T, F>(&self, work: F) -> Result<T, Error>
    where
        F: FnOnce(&Stop) -> T + Send + 'static,
        T: Send + 'static,
    {
        let Ok(admitted) = self.admitted.clone().try_acquire_owned() else {
            return Err(busy());
        };
        // Dropped here while waiting (the asker went away): it leaves the
        // line, its permits with it.
        let Ok(running) = self.running.clone().acquire_owned().await else {
            return Err(busy());
        };
        let stop = Stop::new();
        let told = StopOnDrop(stop.clone());
        let answer = tokio::task::spawn_blocking(move || {
            let out = work(&stop);
            // Its place is free once the work has ended, whether or not
            // anyone still waits for it.
            drop((running, admitted));
            out
        })
        .await;
        drop(told);
        answer.map_err(|e| {
            Error::new(
                ErrorKind::Io,
                FrontFault::CannotServe {
                    cause: e.to_string(),
                },
            )
        })
    }

    /// How many questions are in the pad, running or waiting.
    #[cfg(test)]
    pub(crate) fn in_pad(&self) -> usize {
        AT_ONCE + WAITING - self.admitted.available_permits()
    }
}

/// The refusal past the line.
fn busy() -> Error {
    Error::new(
        ErrorKind::Usage,
        FrontFault::RefereeBusy {
            most: AT_ONCE,
            seconds: RETRY_SECONDS,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn rt() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
    }

    /// Work that runs until its asker has gone (or 10 s have passed),
    /// and says whether it was told to stop.
    fn until_stopped(stop: &Stop) -> bool {
        let began = std::time::Instant::now();
        while !stop.is_stopped() && began.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(5));
        }
        stop.is_stopped()
    }

    #[test]
    fn a_few_run_a_few_wait_and_the_rest_are_refused_at_once() {
        rt().block_on(async {
            let q = Arc::new(Questions::new());
            let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
            let mut asked = Vec::new();
            for _ in 0..AT_ONCE + WAITING {
                let (q, tx) = (q.clone(), tx.clone());
                asked.push(tokio::spawn(async move {
                    let r = q
                        .ask(move |_| {
                            std::thread::sleep(Duration::from_millis(300));
                        })
                        .await;
                    let _ = tx.send(r.is_ok());
                }));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
            assert_eq!(q.in_pad(), AT_ONCE + WAITING);
            // One more: refused at once, not queued.
            let refused = tokio::time::timeout(Duration::from_millis(100), q.ask(|_| ()))
                .await
                .expect("refused at once");
            assert_eq!(refused.unwrap_err().code(), "referee_busy");
            for a in asked {
                a.await.unwrap();
            }
            drop(tx);
            let mut answered = 0;
            while let Some(ok) = rx.recv().await {
                assert!(ok);
                answered += 1;
            }
            assert_eq!(answered, AT_ONCE + WAITING);
            assert_eq!(q.in_pad(), 0);
        });
    }

    #[test]
    fn an_asker_who_goes_away_leaves_the_line_and_stops_the_search() {
        rt().block_on(async {
            let q = Arc::new(Questions::new());
            let (tx, rx) = std::sync::mpsc::channel();
            // Running ones: their askers go away after a moment.
            let mut running = Vec::new();
            for _ in 0..AT_ONCE {
                let (q, tx) = (q.clone(), tx.clone());
                running.push(tokio::spawn(async move {
                    q.ask(move |stop| {
                        let _ = tx.send(until_stopped(stop));
                    })
                    .await
                }));
            }
            // Waiting ones, whose askers go too.
            let waiting: Vec<_> = (0..WAITING)
                .map(|_| {
                    let q = q.clone();
                    tokio::spawn(async move { q.ask(|_| ()).await })
                })
                .collect();
            tokio::time::sleep(Duration::from_millis(50)).await;
            assert_eq!(q.in_pad(), AT_ONCE + WAITING);
            for w in waiting {
                w.abort();
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
            assert_eq!(q.in_pad(), AT_ONCE, "the waiting left the line");
            for r in running {
                r.abort();
                assert!(r.await.unwrap_err().is_cancelled());
            }
            for _ in 0..AT_ONCE {
                let told = rx.recv_timeout(Duration::from_secs(5)).unwrap();
                assert!(told, "the running search was told to stop");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
            assert_eq!(q.in_pad(), 0);
        });
    }
}
