//! The JSON API: `GET /api/game` is `canasta game show --format json`;
//! `POST /api/hands` takes what `--points` and `--tally` take; refusals
//! are the command line's `{"error": {...}}` objects.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Extension, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::fault::FrontFault;
use crate::i18n::{Catalog, Lang};
use crate::serve::guard::BODY_MOST;
use crate::serve::hands::{Done, Entered};
use crate::serve::idempotency::{self, Reply};
use crate::serve::reply::{self, Refusal};
use crate::serve::role::Role;
use crate::serve::table::Table;
use crate::serve::writes::{self, Job, Outcome};
use canasta::error::{Error, ErrorKind, Result};

fn lang_of(table: &Table, uri: &Uri, headers: &HeaderMap) -> Lang {
    crate::serve::lang::of_request(uri, headers, table.lang)
}

/// `GET /api/game`.
pub(crate) async fn game(
    State(table): State<Arc<Table>>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Response, Refusal> {
    let lang = lang_of(&table, &uri, &headers);
    let json = table
        .game_json(lang)
        .map_err(|e| Refusal::program(e, lang))?;
    Ok(reply::json(StatusCode::OK, json.as_ref()))
}

/// `GET /api/version`: the number that changes with every change.
pub(crate) async fn version(State(table): State<Arc<Table>>) -> Response {
    reply::json(
        StatusCode::OK,
        json!({ "version": table.snapshot().version }).to_string(),
    )
}

/// The body of `POST /api/hands` and `/api/hands/N`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HandBody {
    #[serde(default)]
    points: serde_json::Map<String, Value>,
    #[serde(default)]
    tally: serde_json::Map<String, Value>,
    #[serde(default)]
    force: bool,
    #[serde(default)]
    replace_halves: bool,
}

fn bad_body(cause: impl std::fmt::Display) -> Error {
    Error::new(
        ErrorKind::Usage,
        FrontFault::BadBody {
            cause: cause.to_string(),
        },
    )
}

/// The hand a JSON body gives.
fn entered(bytes: &[u8]) -> Result<Entered> {
    let body: HandBody = serde_json::from_slice(bytes).map_err(bad_body)?;
    let texts = |map: serde_json::Map<String, Value>| -> Result<Vec<(String, String)>> {
        map.into_iter()
            .map(|(side, v)| match v {
                Value::String(s) => Ok((side, s)),
                Value::Number(n) => Ok((side, n.to_string())),
                other => Err(bad_body(format!("`{side}`: {other} is no text"))),
            })
            .collect()
    };
    Ok(Entered {
        points: texts(body.points)?,
        tally: texts(body.tally)?,
        force: body.force,
        replace_halves: body.replace_halves,
    })
}

/// The answer to a change from `role`'s link, for a program; `key` its
/// idempotency key.
fn answer(table: &Table, lang: Lang, role: Role, outcome: Outcome, key: Option<&str>) -> Reply {
    let refusal = |e: &Error| {
        let status = reply::status_of(e);
        json_reply(
            status,
            crate::render::error::json(e, &Catalog::new(lang).for_pad()),
        )
    };
    match outcome {
        Err(e) | Ok(Some(Done::Refused(_, e))) => refusal(&e),
        Ok(Some(Done::Stored(g))) => {
            json_reply(StatusCode::ACCEPTED, halves_json(&g, lang).to_string())
        }
        // A half made by this key before (a retry after the pad
        // restarted): answered as it was, while it waits.
        Ok(None)
            if key.is_some_and(|k| {
                crate::serve::hands::waiting_half(&table.snapshot().game, role, k)
            }) =>
        {
            json_reply(
                StatusCode::ACCEPTED,
                halves_json(&table.snapshot().game, lang).to_string(),
            )
        }
        Ok(Some(Done::Changed(_)) | None) => match table.game_json(lang) {
            Ok(json) => json_reply(StatusCode::OK, json.to_string()),
            Err(e) => refusal(&e),
        },
    }
}

fn json_reply(status: StatusCode, body: String) -> Reply {
    Reply {
        status,
        content_type: "application/json",
        location: None,
        body,
    }
}

/// A request's body, read whole: refused past `BODY_MOST` bytes.
pub(crate) type Body = std::result::Result<Bytes, BytesRejection>;

fn bytes_of(body: Body) -> Result<Bytes> {
    body.map_err(|_| {
        Error::new(
            ErrorKind::Usage,
            FrontFault::BodyTooLarge { limit: BODY_MOST },
        )
    })
}

/// Read a write's key and body, then make the change.
async fn change(
    table: Arc<Table>,
    role: Role,
    uri: &Uri,
    headers: &HeaderMap,
    job: Result<Job>,
) -> std::result::Result<Reply, Refusal> {
    let lang = lang_of(&table, uri, headers);
    let key = idempotency::key_of(headers).map_err(|e| Refusal::program(e, lang))?;
    let job = job.map_err(|e| Refusal::program(e, lang))?;
    let again = key.clone();
    Ok(writes::write(&table, role, key, job, |t, o| {
        answer(t, lang, role, o, again.as_deref())
    })
    .await)
}

/// `POST /api/hands`.
pub(crate) async fn add(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
    body: Body,
) -> std::result::Result<Reply, Refusal> {
    let job = bytes_of(body).and_then(|b| entered(&b)).map(Job::Enter);
    change(table, role, &uri, &headers, job).await
}

/// `POST /api/hands/N` (and `PUT`): the organiser's edit of hand N.
pub(crate) async fn edit(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    Path(number): Path<String>,
    uri: Uri,
    headers: HeaderMap,
    body: Body,
) -> std::result::Result<Reply, Refusal> {
    let number = number.parse::<usize>().unwrap_or(0);
    let job = bytes_of(body)
        .and_then(|b| entered(&b))
        .map(|e| Job::Edit(number, e));
    change(table, role, &uri, &headers, job).await
}

/// `POST /api/undo`.
pub(crate) async fn undo(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Reply, Refusal> {
    change(table, role, &uri, &headers, Ok(Job::Undo)).await
}

/// `POST /api/redo`.
pub(crate) async fn redo(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> std::result::Result<Reply, Refusal> {
    change(table, role, &uri, &headers, Ok(Job::Redo)).await
}

/// The halves of the next hand: which are in, which sides are waited
/// for, and why the hand was refused where every half is in.
pub(crate) fn halves_json(g: &canasta::sheet::GameFile, lang: Lang) -> Value {
    let cat = Catalog::new(lang).for_pad();
    let refused = g.halves_refused().map(|e| {
        json!({
            "code": e.code(),
            "message": crate::render::error::message(&e, &cat),
        })
    });
    json!({
        "hand": g.hands.len() + 1,
        "halves": g.halves().iter().map(|h| json!({
            "side": h.team,
            "way": h.way,
            "text": h.text,
            "at": h.at,
        })).collect::<Vec<_>>(),
        "waiting": g.waiting(),
        "refused": refused,
    })
}

/// `GET /api/halves`.
pub(crate) async fn halves(
    State(table): State<Arc<Table>>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&table, &uri, &headers);
    let snap = table.snapshot();
    reply::json(StatusCode::OK, halves_json(&snap.game, lang).to_string())
}

/// `GET /api/log`: every change, oldest first, in words too.
pub(crate) async fn log(State(table): State<Arc<Table>>, uri: Uri, headers: HeaderMap) -> Response {
    let lang = lang_of(&table, &uri, &headers);
    let snap = table.snapshot();
    let cat = crate::app::words(&snap.game.rules, lang).for_pad();
    let log: Vec<Value> = snap
        .game
        .log
        .iter()
        .map(|c| {
            json!({
                "at": c.at,
                "what": c.what,
                "hand": c.hand,
                "by": c.by,
                // Whose halves made the hand, never their keys.
                "halves": c.halves.iter().map(|h| json!({
                    "side": h.side,
                    "by": h.by,
                })).collect::<Vec<_>>(),
                "text": crate::render::sheet::logged(&cat, c),
            })
        })
        .collect();
    reply::json(StatusCode::OK, json!({ "log": log }).to_string())
}
