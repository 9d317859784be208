//! The live stream a page follows: an event with the new version at every
//! change of the sheet, whoever made it.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::Stream;

use crate::serve::table::Table;

/// How often a quiet stream says it is still there (well within the
/// connection's idle limit).
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// `GET /api/events`: `event: change`, `data: VERSION` now and at every
/// change; the stream ends when the server stops.
pub(crate) async fn events(
    State(table): State<Arc<Table>>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let changes = table.subscribe();
    let stop = table.stop.clone();
    let stream = futures_util::stream::unfold(
        (changes, stop, true),
        |(mut changes, mut stop, first)| async move {
            if !first {
                tokio::select! {
                    changed = changes.changed() => changed.ok()?,
                    _ = stop.wait_for(|s| *s) => return None,
                }
            }
            if *stop.borrow() {
                return None;
            }
            let version = *changes.borrow_and_update();
            let event = Event::default().event("change").data(version.to_string());
            Some((Ok(event), (changes, stop, false)))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}
