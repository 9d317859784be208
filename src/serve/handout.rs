//! `GET /api/links`: the links to hand around, for the organiser alone:
//! the game's identity, and every link with its QR code (SVG).

use std::sync::Arc;

use axum::extract::{Extension, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use serde_json::json;

use crate::serve::reply::{self, Reader};
use crate::serve::role::Role;
use crate::serve::table::Table;

/// `GET /api/links`, the organiser's alone: the game's identity, and every
/// link with its QR code (SVG), for the organiser to hand around.
pub(crate) async fn handout(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if let Err(e) = role.organiser() {
        let lang = crate::serve::lang::of_request(&uri, &headers, table.lang);
        return reply::refusal(&e, lang, Reader::Program);
    }
    let teams = table.teams();
    let links: Vec<serde_json::Value> = table
        .links
        .each()
        .into_iter()
        .map(|(role, url)| {
            let (kind, side) = match role {
                Role::Organiser => ("organiser", None),
                Role::Viewer => ("viewer", None),
                Role::Side(i) => ("side", teams.get(i)),
            };
            json!({
                "role": kind,
                "side": side,
                "url": url,
                "qr": table.links.qr_svg(role),
            })
        })
        .collect();
    reply::json(
        StatusCode::OK,
        json!({ "game": table.identity, "links": links }).to_string(),
    )
}
