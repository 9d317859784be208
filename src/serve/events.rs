//! The live stream a page follows: an event with the new version at every
//! change of the sheet, whoever made it. One link holds at most
//! `PER_LINK` streams at once: a side's two phones with a tab or two
//! each, not a guest's two hundred.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Extension, State};
use axum::http::{HeaderMap, HeaderValue, Uri, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::Stream;

use crate::fault::FrontFault;
use crate::serve::reply::{self, Reader};
use crate::serve::role::Role;
use crate::serve::table::Table;
use canasta::error::{Error, ErrorKind};

/// The most live streams one link holds at once.
pub(crate) const PER_LINK: usize = 6;

/// The live streams open, per link.
#[derive(Debug, Default)]
pub(crate) struct Streams {
    open: Mutex<HashMap<Role, usize>>,
}

impl Streams {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Role, usize>> {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A place for one more stream of `role`'s link, if it holds fewer
    /// than `PER_LINK`.
    fn take(table: &Arc<Table>, role: Role) -> Option<Place> {
        let mut open = table.streams.lock();
        let n = open.entry(role).or_insert(0);
        if *n >= PER_LINK {
            return None;
        }
        *n += 1;
        Some(Place {
            table: table.clone(),
            role,
        })
    }

    /// How many streams `role`'s link holds now.
    #[cfg(test)]
    pub(crate) fn held(&self, role: Role) -> usize {
        self.lock().get(&role).copied().unwrap_or(0)
    }
}

/// One stream's place among its link's, given back when it ends.
struct Place {
    table: Arc<Table>,
    role: Role,
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Some(n) = self.table.streams.lock().get_mut(&self.role) {
            *n = n.saturating_sub(1);
        }
    }
}

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
    let Some(place) = Streams::take(&table, role) else {
        let lang = crate::serve::lang::of_request(uri.query(), &headers, table.lang);
        let err = Error::new(
            ErrorKind::Usage,
            FrontFault::TooManyStreams { most: PER_LINK },
        );
        let mut r = reply::refusal(&err, lang, Reader::Program);
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("15"));
        return r;
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
