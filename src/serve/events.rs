//! The live stream a page follows: an event with the new version at every
//! change of the sheet, whoever made it; one link holds at most a few
//! (`streams`).

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Extension, State};
use axum::http::{HeaderMap, Uri};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::Stream;

use crate::fault::FrontFault;
use crate::serve::reply::{self, Reader};
use crate::serve::role::Role;
use crate::serve::streams::{PER_LINK, Place};
use crate::serve::table::Table;
use canasta::error::{Error, ErrorKind};

/// How often a quiet stream says it is still there (well within the
/// connection's idle limit).
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// `GET /api/events`: `event: change`, `data: VERSION` now and at every
/// change; the stream ends when the server stops. 429 past `PER_LINK`.
pub(crate) async fn events(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some(place) = table.streams.take(role) else {
        let lang = crate::serve::lang::of_request(&uri, &headers, table.lang);
        let err = Error::new(
            ErrorKind::Usage,
            FrontFault::TooManyStreams { most: PER_LINK },
        );
        return reply::refusal(&err, lang, Reader::Program);
    };
    live(&table, place).into_response()
}

fn live(table: &Table, place: Place) -> Sse<impl Stream<Item = Result<Event, Infallible>> + use<>> {
    let changes = table.subscribe();
    let stop = table.stop.clone();
    let stream = futures_util::stream::unfold(
        (changes, stop, true, place),
        |(mut changes, mut stop, first, place)| async move {
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
            Some((Ok(event), (changes, stop, false, place)))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}
