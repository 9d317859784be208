//! Every address of the served evening, and the checks every request
//! passes: the one game's pad's `guard` (host, origin, size), then the
//! evening's links (a token as `?token=` on a page's link, exchanged for
//! a cookie; as the cookie; as `Authorization: Bearer`).

use std::sync::Arc;

use axum::Router;
use axum::extract::rejection::FormRejection;
use axum::extract::{DefaultBodyLimit, Form, Request, State};
use axum::http::{HeaderMap, Method, Uri};
use axum::middleware::{Next, from_fn_with_state};
use axum::response::Response;
use axum::routing::{get, post};
use tower_http::CompressionLevel;
use tower_http::compression::CompressionLayer;

use crate::fault::FrontFault;
use crate::i18n::{Catalog, tr};
use crate::serve::evening::keys::ClubRole;
use crate::serve::evening::state::Club;
use crate::serve::evening::{api, page};
use crate::serve::guard::{self, BODY_MOST};
use crate::serve::reply::{self, Reader};
use crate::serve::{assets, auth, lang};
use crate::visible::visible;
use canasta::error::{Error, ErrorKind};

pub(crate) fn router(club: Arc<Club>) -> Router {
    Router::new()
        .route("/", get(page::page))
        .route("/next", post(page::next))
        .route("/live", get(page::live))
        .route("/hands", post(page::hands))
        .route("/undo", post(page::undo))
        .route("/redo", post(page::redo))
        .route("/api/version", get(page::version))
        .route("/api/events", get(page::events))
        .route("/api/club", get(api::show))
        .route("/api/club/next", post(api::next))
        .route("/api/game", get(api::game))
        .route("/api/hands", post(api::add))
        .route("/api/hands/{number}", post(api::edit).put(api::edit))
        .route("/api/undo", post(api::undo))
        .route("/api/redo", post(api::redo))
        .route("/api/halves", get(api::halves))
        .route("/api/log", get(api::log))
        .route("/api/ask", post(api::ask))
        .route("/api/links", get(api::links))
        .route_layer(from_fn_with_state(club.clone(), links))
        .route("/assets/{name}", get(assets::asset))
        .route("/link", post(switch))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_MOST))
        .layer(from_fn_with_state(club.clone(), guard::guard::<Club>))
        .layer(CompressionLayer::new().quality(CompressionLevel::Precise(5)))
        .with_state(club)
}

/// Who is asking: the role of the link presented, else 401 (no data).
async fn links(State(club): State<Arc<Club>>, mut req: Request, next: Next) -> Response {
    let reader = Reader::of_path(req.uri().path());
    let language = lang::of_request(req.uri(), req.headers(), club.lang);
    let in_query = lang::query_value(req.uri(), "token");
    if let Some(token) = &in_query
        && reader == Reader::Person
        && matches!(*req.method(), Method::GET | Method::HEAD)
    {
        let Some(role) = club.keys.role_of(token) else {
            return auth::lost(language, true);
        };
        let held = auth::cookie(req.headers(), &club.door.cookie)
            .and_then(|t| Some((club.keys.role_of(&t)?, t)));
        if !auth::asks_first(req.headers(), token, held.as_ref().map(|(_, t)| t.as_str())) {
            let query = req.uri().query().unwrap_or("").to_string();
            return auth::exchange(&club.door, req.uri().path(), &query, token);
        }
        let cat = Catalog::new(language);
        let named = lang::query_value(req.uri(), "lang").is_some();
        let held = held.map(|(r, _)| role_words(&r, &cat));
        return auth::confirm(
            language,
            named,
            token,
            &role_words(&role, &cat),
            held.as_deref(),
        );
    }
    let held = auth::cookie(req.headers(), &club.door.cookie);
    let presented = auth::bearer(req.headers()).or(held).or(in_query);
    match presented.as_deref().map(|t| club.keys.role_of(t)) {
        Some(Some(role)) => {
            req.extensions_mut().insert(role);
            next.run(req).await
        }
        old => match reader {
            Reader::Program => reply::no_token(language, reader),
            Reader::Person => auth::lost(language, old.is_some()),
        },
    }
}

/// Whose link of the evening `role` is, in words.
fn role_words(role: &ClubRole, cat: &Catalog) -> String {
    match role {
        ClubRole::Organiser => tr!(cat, "link-role-director"),
        ClubRole::Viewer => tr!(cat, "link-role-viewer"),
        ClubRole::Table(n) => tr!(cat, "link-role-table", table = *n),
        ClubRole::Player(p) => tr!(cat, "link-role-player", player = visible(p).into_owned()),
    }
}

/// `POST /link`: the confirm page's "yes" (its `Origin` checked by
/// `guard`, as every write's).
async fn switch(
    State(club): State<Arc<Club>>,
    uri: Uri,
    headers: HeaderMap,
    form: std::result::Result<Form<auth::Switch>, FormRejection>,
) -> Response {
    let language = lang::of_request(&uri, &headers, club.lang);
    auth::switched(&club.door, language, form, |t| {
        club.keys.role_of(t).is_some()
    })
}

/// Any other address: 404, no data.
async fn not_found(State(club): State<Arc<Club>>, uri: Uri) -> Response {
    let err = Error::new(
        ErrorKind::Usage,
        FrontFault::NoSuchPage {
            path: uri.path().chars().take(100).collect(),
        },
    );
    reply::refusal(&err, club.lang, Reader::of_path(uri.path()))
}
