//! The language of a page or an answer: `?lang=` where a request gives
//! it, else the first language of `Accept-Language` the tool speaks, else
//! the server's own.

use axum::extract::Query;
use axum::http::{HeaderMap, Uri};
use serde::Deserialize;

use crate::i18n::Lang;

/// The part of a query that names a language: `?lang=de`.
#[derive(Debug, Default, Deserialize)]
struct Named {
    lang: Option<String>,
}

/// The language a request's address names (`?lang=`), as it is written;
/// none where it names none (or its query does not read).
pub(crate) fn named(uri: &Uri) -> Option<String> {
    Query::<Named>::try_from_uri(uri)
        .ok()
        .and_then(|q| q.0.lang)
}

/// The value of `name` in the query of `uri`, decoded; none where the
/// query does not read.
pub(crate) fn query_value(uri: &Uri, name: &str) -> Option<String> {
    let Query(pairs) = Query::<Vec<(String, String)>>::try_from_uri(uri).ok()?;
    pairs.into_iter().find(|(k, _)| k == name).map(|(_, v)| v)
}

/// The language of a request to `uri` with `headers`; `default` where
/// neither names one the tool speaks.
pub(crate) fn of_request(uri: &Uri, headers: &HeaderMap, default: Lang) -> Lang {
    if let Some(lang) = named(uri).and_then(|t| exact(&t)) {
        return lang;
    }
    headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(accepted)
        .unwrap_or(default)
}

/// `de` or `en` in any case, and nothing else.
fn exact(tag: &str) -> Option<Lang> {
    Lang::ALL
        .into_iter()
        .find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
}

/// The language `Accept-Language` prefers among those the tool speaks:
/// the highest `q`, the first given among equals (`de-AT;q=0.9, en;q=0.8`).
fn accepted(header: &str) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for part in header.split(',') {
        let mut pieces = part.split(';');
        let tag = pieces.next().unwrap_or("").trim();
        let q = pieces
            .filter_map(|p| p.trim().strip_prefix("q="))
            .find_map(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        let primary = tag.split('-').next().unwrap_or("");
        let Some(lang) = Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(primary))
        else {
            continue;
        };
        if q > 0.0 && best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map(|(_, l)| l)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(accept: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("accept-language", accept.parse().unwrap());
        h
    }

    fn at(path: &str) -> Uri {
        path.parse().unwrap()
    }

    #[test]
    fn the_query_wins_then_the_browser_then_the_server() {
        assert_eq!(
            of_request(&at("/?lang=en"), &with("de"), Lang::De),
            Lang::En
        );
        assert_eq!(
            of_request(&at("/?a=1&lang=DE"), &with("en"), Lang::En),
            Lang::De
        );
        assert_eq!(
            of_request(&at("/?lang=fr"), &with("de-AT"), Lang::En),
            Lang::De
        );
        assert_eq!(
            of_request(&at("/"), &with("fr, en;q=0.5, de;q=0.8"), Lang::En),
            Lang::De
        );
        assert_eq!(of_request(&at("/"), &with("fr"), Lang::De), Lang::De);
        assert_eq!(of_request(&at("/"), &with("de;q=0"), Lang::En), Lang::En);
        assert_eq!(of_request(&at("/"), &HeaderMap::new(), Lang::En), Lang::En);
        // A query that does not read names no language.
        assert_eq!(
            of_request(&at("/?lang=%zz"), &with("de"), Lang::En),
            Lang::De
        );
        assert_eq!(named(&at("/referee?q=meld&lang=de")).as_deref(), Some("de"));
        assert_eq!(
            query_value(&at("/?a=1&b=h10+%E2%99%A0K"), "b").as_deref(),
            Some("h10 ♠K")
        );
        assert_eq!(query_value(&at("/?a=1"), "b"), None);
    }
}
