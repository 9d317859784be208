//! What a page request asks for: its language, and whether it named one.

use axum::http::{HeaderMap, Uri};

use crate::i18n::Lang;
use crate::serve::lang::{of_request, query_value};
use crate::serve::table::Table;

/// What a page request asks for: its language, and whether it named one.
pub(crate) struct Asked {
    pub lang: Lang,
    pub named: bool,
    /// The zone the log's times are shown in: the server's.
    pub zone: jiff::tz::TimeZone,
}

impl Asked {
    pub(crate) fn of(table: &Table, uri: &Uri, headers: &HeaderMap) -> Asked {
        Asked {
            lang: of_request(uri.query(), headers, table.lang),
            named: uri.query().and_then(|q| query_value(q, "lang")).is_some(),
            zone: table.zone.clone(),
        }
    }

    pub(crate) fn href(&self, path: &str) -> String {
        crate::serve::frame::href(path, self.lang, self.named)
    }
}
