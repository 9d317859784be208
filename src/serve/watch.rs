//! Following the game file on disk: a change by the command line (or an
//! editor) reaches the phones within a second.

use std::sync::Arc;
use std::time::Duration;

use crate::serve::table::Table;

/// How often the file is looked at: a `stat`, nothing more, unless it
/// changed.
const EVERY: Duration = Duration::from_millis(300);

/// Look at the file every `EVERY` until the server stops.
pub(crate) async fn follow(table: Arc<Table>) {
    let mut stop = table.stop.clone();
    loop {
        tokio::select! {
            _ = stop.wait_for(|s| *s) => return,
            () = tokio::time::sleep(EVERY) => {}
        }
        let t = table.clone();
        // The file is read off the runtime's thread: a slow disk holds up
        // no request.
        let _ = tokio::task::spawn_blocking(move || t.refresh()).await;
    }
}
