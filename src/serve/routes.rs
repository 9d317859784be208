//! Every address of the pad, and the checks every request passes
//! (`guard`: host, origin, size; `auth`: the token, for all but the
//! pad's own files and the form that takes another link).

use std::sync::Arc;

use axum::Router;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::Uri;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::routing::{get, post};
use tower_http::CompressionLevel;
use tower_http::compression::CompressionLayer;

use crate::fault::FrontFault;
use crate::serve::guard::BODY_MOST;
use crate::serve::reply::{self, Reader};
use crate::serve::table::Table;
use crate::serve::{api, ask, assets, auth, events, guard, handout, page, referee};
use canasta::error::{Error, ErrorKind};

pub(crate) fn router(table: Arc<Table>) -> Router {
    Router::new()
        .route("/", get(page::pad::page))
        .route("/live", get(page::pad::live_part))
        .route("/hands", post(page::form::add))
        .route("/hands/{number}", post(page::form::edit))
        .route("/undo", post(page::form::undo))
        .route("/redo", post(page::form::redo))
        .route("/referee", get(referee::page))
        .route("/api/game", get(api::game))
        .route("/api/version", get(api::version))
        .route("/api/hands", post(api::add))
        .route("/api/hands/{number}", post(api::edit).put(api::edit))
        .route("/api/undo", post(api::undo))
        .route("/api/redo", post(api::redo))
        .route("/api/halves", get(api::halves))
        .route("/api/log", get(api::log))
        .route("/api/ask", post(ask::ask))
        .route("/api/events", get(events::events))
        .route("/api/links", get(handout::handout))
        .route_layer(from_fn_with_state(table.clone(), auth::auth))
        .route("/assets/{name}", get(assets::asset))
        .route("/link", post(auth::switch))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_MOST))
        .layer(from_fn_with_state(table.clone(), guard::guard))
        // Sent compressed (gzip or br) to a browser that takes it: the
        // first load of a long game's page stays small. A middling level:
        // the pad compresses on the thread that answers every phone. The
        // live stream is left as it is (its events must not wait in a
        // compressor's buffer).
        .layer(CompressionLayer::new().quality(CompressionLevel::Precise(5)))
        .with_state(table)
}

/// Any other address: 404, in the server's language (no token is looked
/// at, and no game data is in it).
async fn not_found(State(table): State<Arc<Table>>, uri: Uri) -> Response {
    let err = Error::new(
        ErrorKind::Usage,
        FrontFault::NoSuchPage {
            path: uri.path().chars().take(100).collect(),
        },
    );
    reply::refusal(&err, table.lang, Reader::of_path(uri.path()))
}
