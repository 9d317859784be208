//! The pad's own files, embedded in the binary: its style sheet, its
//! script and its icon, and what a club evening's pages add to them.
//! Nothing else is ever served as a file.

use axum::extract::Path;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// Each file by its name, with its type.
const FILES: &[(&str, &str, &str)] = &[
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("assets/app.css"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/app.js"),
    ),
    ("icon.svg", "image/svg+xml", include_str!("assets/icon.svg")),
    // What a club evening's pages add: the one-game pad never loads them.
    (
        "evening.css",
        "text/css; charset=utf-8",
        include_str!("assets/evening.css"),
    ),
    (
        "evening.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/evening.js"),
    ),
];

/// The file `name`, where the pad has one.
pub(crate) fn file(name: &str) -> Option<(&'static str, &'static str)> {
    FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, body)| (*t, *body))
}

/// `GET /assets/NAME`.
pub(crate) async fn asset(Path(name): Path<String>) -> Response {
    match file(&name) {
        Some((kind, body)) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static(kind)),
                // Fetched again when changed (a new build), else kept.
                (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            ],
            body,
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
