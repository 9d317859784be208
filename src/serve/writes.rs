//! One change at a time: each write holds the table's write lock from
//! looking up its idempotency key to keeping its answer, so the same key
//! sent twice at once is done once; the change itself runs off the
//! runtime's thread (it waits for the file's lock, which the command line
//! may hold).

use std::sync::Arc;

use crate::fault::FrontFault;
use crate::serve::hands::{self, Done, Entered};
use crate::serve::idempotency::Reply;
use crate::serve::role::Role;
use crate::serve::table::Table;
use canasta::error::{Error, ErrorKind, Result};

/// A change to make.
#[derive(Debug, Clone)]
pub(crate) enum Job {
    Enter(Entered),
    Edit(usize, Entered),
    Undo,
    Redo,
}

/// What became of a change: `None` where the request's key had made it
/// before (kept in the file: a retry after a restart is known too).
pub(crate) type Outcome = Result<Option<Done>>;

/// Make the change `job` for `role` and answer with `answer`; the same
/// `key` again gets that answer and changes nothing.
pub(crate) async fn write(
    table: &Arc<Table>,
    role: Role,
    key: Option<String>,
    job: Job,
    answer: impl FnOnce(&Table, Outcome) -> Reply,
) -> Reply {
    let mut replies = table.writes.lock().await;
    if let Some(k) = &key
        && let Some(reply) = replies.get(role, k)
    {
        return reply;
    }
    let t = table.clone();
    let k = key.clone();
    let outcome = tokio::task::spawn_blocking(move || run(&t, role, k.as_deref(), &job))
        .await
        .unwrap_or_else(|e| {
            Err(Error::new(
                ErrorKind::Io,
                FrontFault::CannotServe {
                    cause: e.to_string(),
                },
            ))
        });
    if let Ok(Some(done)) = &outcome {
        table.saved(done.game().clone());
    }
    let reply = answer(table, outcome);
    if let Some(k) = key {
        replies.put(role, k, reply.clone());
    }
    reply
}

fn run(table: &Table, role: Role, key: Option<&str>, job: &Job) -> Outcome {
    if let Some(k) = key
        && hands::made(&table.snapshot().game, k)
    {
        return Ok(None);
    }
    let at = crate::clock::time_now(table.now.as_ref())?;
    let path = table.path.as_path();
    match job {
        Job::Enter(e) => hands::enter(path, role, e, &at, key),
        Job::Edit(n, e) => hands::edit(path, role, *n, e, &at, key),
        Job::Undo => hands::undo_or_redo(path, role, false, &at, key),
        Job::Redo => hands::undo_or_redo(path, role, true, &at, key),
    }
    .map(Some)
}
