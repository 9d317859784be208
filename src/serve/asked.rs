//! What a page request asks for: its language, and whether it named one.
//! Handlers take it as an extractor.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, Uri};

use crate::i18n::Lang;
use crate::serve::role::Role;
use crate::serve::table::Table;

/// What a page request asks for: its language, and whether it named one.
pub(crate) struct Asked {
    /// Every link, by role, as the pad printed them: the organiser's page
    /// hands them around.
    pub shared: Vec<(Role, String)>,
    /// The game's identity (`Table::identity`): what a phone keeps offline
    /// is keyed by it, and sent to this game only.
    pub game: String,
    pub lang: Lang,
    pub named: bool,
    /// The zone the log's times are shown in: the server's.
    pub zone: jiff::tz::TimeZone,
}

impl Asked {
    pub(crate) fn of(table: &Table, uri: &Uri, headers: &HeaderMap) -> Asked {
        let shared = table
            .links
            .each()
            .into_iter()
            .map(|(r, url)| (r, url.to_string()))
            .collect();
        Asked {
            shared,
            game: table.identity.clone(),
            lang: crate::serve::lang::of_request(uri, headers, table.lang),
            named: crate::serve::lang::named(uri).is_some(),
            zone: table.zone.clone(),
        }
    }

    pub(crate) fn href(&self, path: &str) -> String {
        crate::serve::frame::href(path, self.lang, self.named)
    }
}

impl FromRequestParts<Arc<Table>> for Asked {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        table: &Arc<Table>,
    ) -> Result<Asked, Self::Rejection> {
        Ok(Asked::of(table, &parts.uri, &parts.headers))
    }
}
