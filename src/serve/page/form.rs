//! The pad's form sent without scripts: `POST /hands` (and `/hands/N`,
//! `/undo`, `/redo`) with the plain fields. A change is answered with the
//! pad again (303, so a reload sends nothing twice); a refusal with the
//! pad, the form as it was filled and why it was refused.

use std::sync::Arc;

use axum::extract::rejection::FormRejection;
use axum::extract::{Extension, Form, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

use crate::i18n::Catalog;
use crate::serve::asked::Asked;
use crate::serve::hands::{Done, Entered};
use crate::serve::idempotency::{self, Reply};
use crate::serve::page::kept::Kept;
use crate::serve::page::pad;
use crate::serve::reply::{self, Reader};
use crate::serve::role::Role;
use crate::serve::table::Table;
use crate::serve::writes::{self, Job, Outcome};
use canasta::error::Error;

/// A form's fields as sent (`application/x-www-form-urlencoded`), in
/// their order; a body that is not a form is refused.
pub(crate) type Fields = std::result::Result<Form<Vec<(String, String)>>, FormRejection>;

/// The hand the form's fields give: per side its `tally:<side>`, else its
/// `points:<side>`, else its paper pad's two numbers; a side left empty
/// is not named.
pub(crate) fn entered(fields: &[(String, String)], teams: &[String]) -> Entered {
    let get = |name: String| {
        fields
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let mut e = Entered {
        force: get("force".to_string()).is_some(),
        ..Entered::default()
    };
    for team in teams {
        if let Some(t) = get(format!("tally:{team}")) {
            e.tally.push((team.clone(), t));
        } else if let Some(p) = get(format!("points:{team}")) {
            e.points.push((team.clone(), p));
        } else {
            let (b, c) = (get(format!("bonus:{team}")), get(format!("cards:{team}")));
            if b.is_some() || c.is_some() {
                let n = |v: Option<String>| v.unwrap_or_else(|| "0".to_string());
                e.points.push((team.clone(), format!("{},{}", n(b), n(c))));
            }
        }
    }
    e
}

/// The answer to a form: the pad again, or the form with why not.
fn answer(
    table: &Table,
    outcome: Outcome,
    asked: &Asked,
    role: Role,
    edit: Option<usize>,
    sent: &[(String, String)],
) -> Reply {
    let refused = |e: &Error| {
        let kept = Kept {
            fields: sent.to_vec(),
            message: crate::render::error::message(e, &Catalog::new(asked.lang).for_pad()),
            force: sent.iter().any(|(k, _)| k == "force"),
        };
        Reply {
            status: reply::status_of(e),
            content_type: "text/html; charset=utf-8",
            location: None,
            body: pad::full(&table.snapshot(), asked, role, edit, Some(&kept)).into_string(),
        }
    };
    match outcome {
        Err(e) | Ok(Some(Done::Refused(_, e))) => refused(&e),
        Ok(Some(Done::Changed(_) | Done::Stored(_)) | None) => Reply {
            status: StatusCode::SEE_OTHER,
            content_type: "text/plain",
            location: Some(asked.href("/")),
            body: String::new(),
        },
    }
}

/// Read a form and make its change.
async fn send(
    table: Arc<Table>,
    role: Role,
    asked: Asked,
    sent: Fields,
    job: impl FnOnce(&[(String, String)], &[String]) -> Job,
    edit: Option<usize>,
) -> Response {
    let sent = match sent {
        Ok(Form(fields)) => fields,
        // A post without a form (an undo from a program) sends no fields.
        Err(FormRejection::InvalidFormContentType(_)) => Vec::new(),
        Err(e) => {
            let e = canasta::error::Error::new(
                canasta::error::ErrorKind::Usage,
                crate::fault::FrontFault::BadBody {
                    cause: e.body_text(),
                },
            );
            return reply::refusal(&e, asked.lang, Reader::Person);
        }
    };
    let key = sent
        .iter()
        .find(|(k, _)| k == "key")
        .and_then(|(_, v)| idempotency::checked(Some(v)).ok());
    let job = job(&sent, &table.teams());
    writes::write(&table, role, key, job, |t, o| {
        answer(t, o, &asked, role, edit, &sent)
    })
    .await
    .into_response()
}

/// `POST /hands`.
pub(crate) async fn add(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
    body: Fields,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    send(
        table,
        role,
        asked,
        body,
        |f, t| Job::Enter(entered(f, t)),
        None,
    )
    .await
}

/// `POST /hands/N`.
pub(crate) async fn edit(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    Path(number): Path<String>,
    uri: Uri,
    headers: HeaderMap,
    body: Fields,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    let n = number.parse::<usize>().unwrap_or(0);
    send(
        table,
        role,
        asked,
        body,
        move |f, t| Job::Edit(n, entered(f, t)),
        Some(n),
    )
    .await
}

/// `POST /undo`.
pub(crate) async fn undo(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
    body: Fields,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    send(table, role, asked, body, |_, _| Job::Undo, None).await
}

/// `POST /redo`.
pub(crate) async fn redo(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
    body: Fields,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    send(table, role, asked, body, |_, _| Job::Redo, None).await
}
