//! The language of a page or an answer: `?lang=` where a request gives
//! it, else the first language of `Accept-Language` the tool speaks, else
//! the server's own.

use axum::http::HeaderMap;

use crate::i18n::Lang;

/// The language of a request with the query `query` and `headers`;
/// `default` where neither names one the tool speaks.
pub(crate) fn of_request(query: Option<&str>, headers: &HeaderMap, default: Lang) -> Lang {
    if let Some(lang) = query
        .and_then(|q| query_value(q, "lang"))
        .and_then(|t| exact(&t))
    {
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

/// The value of `name` in a query string (`a=1&lang=de`), decoded.
pub(crate) fn query_value(query: &str, name: &str) -> Option<String> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (k == name).then(|| decode(v))
    })
}

/// A query value's `%XX` escapes and `+` undone.
pub(crate) fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(accept: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("accept-language", accept.parse().unwrap());
        h
    }

    #[test]
    fn the_query_wins_then_the_browser_then_the_server() {
        assert_eq!(of_request(Some("lang=en"), &with("de"), Lang::De), Lang::En);
        assert_eq!(of_request(Some("lang=DE"), &with("en"), Lang::En), Lang::De);
        assert_eq!(
            of_request(Some("lang=fr"), &with("de-AT"), Lang::En),
            Lang::De
        );
        assert_eq!(
            of_request(None, &with("fr, en;q=0.5, de;q=0.8"), Lang::En),
            Lang::De
        );
        assert_eq!(of_request(None, &with("fr"), Lang::De), Lang::De);
        assert_eq!(of_request(None, &with("de;q=0"), Lang::En), Lang::En);
        assert_eq!(of_request(None, &HeaderMap::new(), Lang::En), Lang::En);
    }

    #[test]
    fn query_values_are_decoded() {
        assert_eq!(
            query_value("a=1&b=h10+%E2%99%A0K", "b").as_deref(),
            Some("h10 ♠K")
        );
        assert_eq!(query_value("a=1", "b"), None);
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz"), "%zz");
    }
}
