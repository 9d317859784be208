//! The evening's JSON API: `GET /api/club` is `canasta club show
//! --format json`; `POST /api/club/next` is `canasta club next`; a table's
//! game (`GET /api/game`, `POST /api/hands`, `/api/hands/N`,
//! `/api/undo`, `/api/redo`, `GET /api/halves`, `/api/log`, `POST
//! /api/ask`) is answered by the one game's pad's own handlers, for the
//! table the link reaches (`Club::seat`) and with the role the link has
//! there.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Extension, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

use crate::cli::Format;
use crate::fault::FrontFault;
use crate::i18n::{Catalog, Lang};
use crate::serve::api;
use crate::serve::evening::keys::ClubRole;
use crate::serve::evening::state::{Club, Seat};
use crate::serve::reply::{self, Refusal};
use canasta::club::request::NextRound;
use canasta::error::{Error, ErrorKind, Result};

pub(crate) fn lang_of(club: &Club, uri: &Uri, headers: &HeaderMap) -> Lang {
    crate::serve::lang::of_request(uri, headers, club.lang)
}

/// `canasta club show --format json` of the evening now.
pub(crate) fn club_json(club: &Club, lang: Lang) -> Result<String> {
    let shown = canasta::club::view::show(&club.path)?;
    let cat = Catalog::new(lang);
    crate::render::club::club(
        &shown,
        crate::render::Out::new(Format::Json, None, &cat),
        None,
    )
}

/// `GET /api/club`.
pub(crate) async fn show(
    State(club): State<Arc<Club>>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let lang = lang_of(&club, &uri, &headers);
    let json = club_json(&club, lang).map_err(|e| Refusal::program(e, lang))?;
    Ok(reply::json(StatusCode::OK, json))
}

/// `POST /api/club/next`: the organiser's; refused as `club next`
/// refuses (a table still playing: 409 `tables_unfinished`).
pub(crate) async fn next(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let lang = lang_of(&club, &uri, &headers);
    draw_next(&club, &role)
        .await
        .map_err(|e| Refusal::program(e, lang))?;
    let json = club_json(&club, lang).map_err(|e| Refusal::program(e, lang))?;
    Ok(reply::json(StatusCode::OK, json))
}

/// Draw the next round for `role`'s link (off the runtime's thread: it
/// reads every table's game and waits for the evening file's lock).
pub(crate) async fn draw_next(club: &Arc<Club>, role: &ClubRole) -> Result<()> {
    match role {
        ClubRole::Organiser => {}
        ClubRole::Viewer => return Err(Error::new(ErrorKind::Usage, FrontFault::ReadOnlyLink)),
        _ => return Err(Error::new(ErrorKind::Usage, FrontFault::OrganiserOnly)),
    }
    let c = club.clone();
    tokio::task::spawn_blocking(move || {
        let at = crate::clock::time_now(c.now.as_ref())?;
        let request = NextRound {
            movement: None,
            force: false,
            at: &at,
        };
        canasta::club::store::next_round(&c.path, &request).map(|_| ())
    })
    .await
    .unwrap_or_else(|e| {
        Err(Error::new(
            ErrorKind::Io,
            FrontFault::CannotServe {
                cause: e.to_string(),
            },
        ))
    })
}

/// The table a request reaches, or its refusal.
fn seat_of(
    club: &Club,
    role: &ClubRole,
    uri: &Uri,
    headers: &HeaderMap,
) -> std::result::Result<Seat, Refusal> {
    club.seat(role, uri)
        .map_err(|e| Refusal::program(e, lang_of(club, uri, headers)))
}

/// `GET /api/game?table=N`.
pub(crate) async fn game(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    api::game(State(seat.table), uri, headers).await
}

/// `POST /api/hands?table=N`.
pub(crate) async fn add(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
    body: api::Body,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    api::add(State(seat.table), Extension(seat.role), uri, headers, body)
        .await
        .map(IntoResponse::into_response)
}

/// `POST /api/hands/N?table=N` (and `PUT`): a hand of the table's game
/// changed.
pub(crate) async fn edit(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    number: Path<String>,
    uri: Uri,
    headers: HeaderMap,
    body: api::Body,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    api::edit(
        State(seat.table),
        Extension(seat.role),
        number,
        uri,
        headers,
        body,
    )
    .await
    .map(IntoResponse::into_response)
}

/// `POST /api/undo?table=N`.
pub(crate) async fn undo(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    api::undo(State(seat.table), Extension(seat.role), uri, headers)
        .await
        .map(IntoResponse::into_response)
}

/// `POST /api/redo?table=N`.
pub(crate) async fn redo(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    api::redo(State(seat.table), Extension(seat.role), uri, headers)
        .await
        .map(IntoResponse::into_response)
}

/// `GET /api/log?table=N`.
pub(crate) async fn log(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    Ok(api::log(State(seat.table), uri, headers).await)
}

/// `POST /api/ask?table=N`: the referee under the table's rule set, a
/// player's side's question with its score.
pub(crate) async fn ask(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    crate::serve::ask::ask(State(seat.table), Extension(seat.role), uri, headers, body).await
}

/// `GET /api/halves?table=N`.
pub(crate) async fn halves(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let seat = seat_of(&club, &role, &uri, &headers)?;
    Ok(api::halves(State(seat.table), uri, headers).await)
}

/// `GET /api/links`: every link of the evening, for the organiser.
pub(crate) async fn links(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    if role != ClubRole::Organiser {
        let e = Error::new(ErrorKind::Usage, FrontFault::OrganiserOnly);
        return Err(Refusal::program(e, lang_of(&club, &uri, &headers)));
    }
    Ok(reply::json(StatusCode::OK, club.links.json()))
}
