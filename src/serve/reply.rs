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
        "wrong_host" | "cross_site" | "read_only_link" | "organiser_only" | "not_your_side" => {
            StatusCode::FORBIDDEN
        }
        "body_too_large" => StatusCode::PAYLOAD_TOO_LARGE,
        "no_such_page" => StatusCode::NOT_FOUND,
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

/// `err` refused with its status, in `lang`, for `reader`.
pub(crate) fn refusal(err: &Error, lang: Lang, reader: Reader) -> Response {
    let status = status_of(err);
    let cat = Catalog::new(lang);
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
