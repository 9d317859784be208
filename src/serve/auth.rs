//! Who is asking: a link's token as `?token=` (exchanged at once for a
//! cookie, and dropped from the address), as the cookie, or as
//! `Authorization: Bearer`. A request without one that a link has gets
//! 401 and no game data.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::serve::lang;
use crate::serve::reply::{self, Reader};
use crate::serve::table::Table;

/// How long a phone keeps its cookie: a long game night.
const COOKIE_SECONDS: u32 = 2 * 24 * 3600;

pub(crate) async fn auth(
    State(table): State<Arc<Table>>,
    mut req: Request,
    next: Next,
) -> Response {
    let reader = Reader::of_path(req.uri().path());
    let query = req.uri().query().unwrap_or("").to_string();
    let in_query = lang::query_value(req.uri(), "token");
    let language = lang::of_request(req.uri(), req.headers(), table.lang);
    // A page's link: the token becomes a cookie, and leaves the address
    // (and with it the history and anything that shows it).
    if let Some(token) = &in_query
        && reader == Reader::Person
        && matches!(*req.method(), Method::GET | Method::HEAD)
    {
        if table.keys.role_of(token).is_none() {
            return reply::no_token(language, reader);
        }
        return exchange(&table, req.uri().path(), &query, token);
    }
    let presented = bearer(req.headers())
        .or_else(|| cookie(req.headers(), &table.cookie))
        .or(in_query);
    match presented.and_then(|t| table.keys.role_of(&t)) {
        Some(role) => {
            req.extensions_mut().insert(role);
            next.run(req).await
        }
        None => reply::no_token(language, reader),
    }
}

/// The answer to a page's link with its token: the cookie, and the same
/// address without the token.
fn exchange(table: &Table, path: &str, query: &str, token: &str) -> Response {
    let rest: Vec<&str> = query
        .split('&')
        .filter(|p| !p.is_empty() && p.split('=').next() != Some("token"))
        .collect();
    let to = if rest.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{}", rest.join("&"))
    };
    let cookie = format!(
        "{}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={COOKIE_SECONDS}",
        table.cookie
    );
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let (Ok(to), Ok(cookie)) = (HeaderValue::from_str(&to), HeaderValue::from_str(&cookie)) {
        r.headers_mut().insert(header::LOCATION, to);
        r.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    r
}

/// `Authorization: Bearer TOKEN`.
fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}

/// The value of the cookie `name`.
fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (k, v) = pair.trim().split_once('=')?;
            (k == name).then(|| v.to_string())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_found_in_the_bearer_header_and_the_cookie() {
        let mut h = HeaderMap::new();
        h.insert(header::AUTHORIZATION, "bearer  abc ".parse().unwrap());
        h.insert(header::COOKIE, "x=1; canasta_8470=def".parse().unwrap());
        assert_eq!(bearer(&h).as_deref(), Some("abc"));
        assert_eq!(cookie(&h, "canasta_8470").as_deref(), Some("def"));
        assert_eq!(cookie(&h, "canasta_1"), None);
        h.insert(header::AUTHORIZATION, "Basic abc".parse().unwrap());
        assert_eq!(bearer(&h), None);
    }
}
