//! Answers that refuse: the same `{"error": {...}}` object as the command
//! line's JSON errors for the API, a short page for a browser; never any
//! game data.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::fault::FrontHint;
use crate::i18n::{Catalog, Lang};
use canasta::error::Error;

/// Who reads an answer: a program (the API) or a person (a page).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reader {
    Program,
    Person,
}

impl Reader {
    /// The reader of a request for `path`: the API's addresses are for
    /// programs.
    pub(crate) fn of_path(path: &str) -> Reader {
        if path.starts_with("/api/") {
            Reader::Program
        } else {
            Reader::Person
        }
    }
}

/// The status that says why a request was refused.
pub(crate) fn status_of(err: &Error) -> StatusCode {
    match err.code() {
        "no_token" => StatusCode::UNAUTHORIZED,
        "wrong_host" | "cross_site" | "read_only_link" | "organiser_only" | "not_your_side"
        | "not_your_table" => StatusCode::FORBIDDEN,
        "halves_waiting" | "tables_unfinished" | "sitting_out" => StatusCode::CONFLICT,
        "body_too_large" => StatusCode::PAYLOAD_TOO_LARGE,
        "no_such_page" | "no_such_table" => StatusCode::NOT_FOUND,
        "slow_request" => StatusCode::REQUEST_TIMEOUT,
        "too_many_streams" => StatusCode::TOO_MANY_REQUESTS,
        "referee_busy" => StatusCode::SERVICE_UNAVAILABLE,
        "game_too_large" => StatusCode::BAD_REQUEST,
        // The disk or the folder (full, not writable): nothing changed,
        // and the phone keeps the entry to send again.
        _ if err.kind() == canasta::error::ErrorKind::Io => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::BAD_REQUEST,
    }
}

/// A JSON document as an answer.
pub(crate) fn json(status: StatusCode, body: impl Into<String>) -> Response {
    (
        status,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body.into(),
    )
        .into_response()
}

/// A request refused, as a handler returns it (with `?`): why, who
/// reads the answer and in which language. Its answer carries the status
/// that says why and no game data.
#[derive(Debug)]
pub(crate) struct Refusal {
    err: Error,
    lang: Lang,
    reader: Reader,
    /// Said in the command line's words rather than the pad's: a
    /// question asked as the command line asks it (`POST /api/ask`).
    command_line: bool,
}

impl Refusal {
    /// Refused for a program (the API), in the pad's words.
    pub(crate) fn program(err: Error, lang: Lang) -> Refusal {
        Refusal {
            err,
            lang,
            reader: Reader::Program,
            command_line: false,
        }
    }

    /// Refused for a program with the command line's own error object, in
    /// its words.
    pub(crate) fn command_line(err: Error, lang: Lang) -> Refusal {
        Refusal {
            err,
            lang,
            reader: Reader::Program,
            command_line: true,
        }
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        if self.command_line {
            let cat = Catalog::new(self.lang);
            let r = json(
                status_of(&self.err),
                crate::render::error::json(&self.err, &cat),
            );
            return with_retry(&self.err, r);
        }
        refusal(&self.err, self.lang, self.reader)
    }
}

/// When to ask again, for a refusal of a pad busy now (a full line of
/// questions, a link's streams, a disk that refused a save).
fn retry_after(err: &Error, status: StatusCode) -> Option<u64> {
    match err.code() {
        "referee_busy" => Some(crate::serve::questions::RETRY_SECONDS),
        "too_many_streams" => Some(crate::serve::streams::RETRY_SECONDS),
        _ => (status == StatusCode::SERVICE_UNAVAILABLE).then_some(5),
    }
}

/// `err` refused with its status, in `lang`, for `reader`.
pub(crate) fn refusal(err: &Error, lang: Lang, reader: Reader) -> Response {
    with_retry(err, refusal_alone(err, lang, reader))
}

/// `r`, the answer refusing `err`, saying when to ask again where the pad
/// is busy now.
fn with_retry(err: &Error, mut r: Response) -> Response {
    if let Some(seconds) = retry_after(err, r.status()) {
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    }
    r
}

fn refusal_alone(err: &Error, lang: Lang, reader: Reader) -> Response {
    let status = status_of(err);
    let cat = Catalog::new(lang).for_pad();
    match reader {
        Reader::Program => json(status, crate::render::error::json(err, &cat)),
        Reader::Person => {
            let message = crate::render::error::message(err, &cat);
            let page = crate::serve::frame::bare(
                lang,
                &crate::i18n::tr!(cat, "serve-title"),
                &maud::html! { p.refusal { (message) } },
            );
            (status, page).into_response()
        }
    }
}

/// The page a request without a token gets: what to open instead.
pub(crate) fn no_token(lang: Lang, reader: Reader) -> Response {
    let err = Error::new(
        canasta::error::ErrorKind::Usage,
        crate::fault::FrontFault::NoToken,
    )
    .with_help(FrontHint::OpenTheLink);
    if reader == Reader::Program {
        return refusal(&err, lang, reader);
    }
    let cat = Catalog::new(lang);
    let page = crate::serve::frame::bare(
        lang,
        &crate::i18n::tr!(cat, "serve-no-token-title"),
        &maud::html! {
            h1 { (crate::i18n::tr!(cat, "serve-no-token-title")) }
            p { (crate::i18n::tr!(cat, "serve-no-token-text")) }
        },
    );
    (StatusCode::UNAUTHORIZED, page).into_response()
}
