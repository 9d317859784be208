//! Who is asking: a link's token as `?token=` (exchanged at once for a
//! cookie, and dropped from the address), as the cookie, or as
//! `Authorization: Bearer`. A request without one that a link has gets
//! 401 and no game data: a program the JSON error, a person a page that
//! says what to do, in words.
//!
//! A phone that holds a link keeps it unless its holder says otherwise: a
//! page of another site that sends the phone to `/?token=<another link>`
//! gets a page asking first (`POST /link` then exchanges the token, a
//! plain form of the pad's own, which the `Origin` check lets through).

use std::sync::Arc;

use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use maud::html;
use serde::Deserialize;

use crate::i18n::{Catalog, Lang, tr};
use crate::serve::door::Door;
use crate::serve::lang;
use crate::serve::reply::{self, Reader};
use crate::serve::role::Role;
use crate::serve::table::Table;

pub(crate) async fn auth(
    State(table): State<Arc<Table>>,
    mut req: Request,
    next: Next,
) -> Response {
    let reader = Reader::of_path(req.uri().path());
    let query = req.uri().query().unwrap_or("").to_string();
    let in_query = lang::query_value(req.uri(), "token");
    let language = lang::of_request(req.uri(), req.headers(), table.lang);
    let held = cookie(req.headers(), &table.door.cookie);
    // The address named the page's language: the pages it leads to keep it.
    let named = lang::query_value(req.uri(), "lang").is_some();
    // A page's link: the token becomes a cookie, and leaves the address
    // (and with it the history and anything that shows it).
    if let Some(token) = &in_query
        && reader == Reader::Person
        && matches!(*req.method(), Method::GET | Method::HEAD)
    {
        let Some(role) = table.keys.role_of(token) else {
            return lost(language, true);
        };
        let held = held.filter(|t| table.keys.role_of(t).is_some());
        if !asks_first(req.headers(), token, held.as_deref()) {
            return exchange(&table.door, req.uri().path(), &query, token);
        }
        let teams = table.teams();
        let cat = Catalog::new(language);
        let held_words = held
            .as_deref()
            .and_then(|t| table.keys.role_of(t))
            .map(|h| role_words(h, &teams, &cat));
        return confirm(
            language,
            named,
            token,
            &role_words(role, &teams, &cat),
            held_words.as_deref(),
        );
    }
    let presented = bearer(req.headers()).or(held).or(in_query);
    match presented.as_deref().map(|t| table.keys.role_of(t)) {
        Some(Some(role)) => {
            req.extensions_mut().insert(role);
            next.run(req).await
        }
        old => match reader {
            Reader::Program => reply::no_token(language, reader),
            Reader::Person => lost(language, old.is_some()),
        },
    }
}

/// The answer to a page's link with its token: the cookie, and the same
/// address without the token.
pub(crate) fn exchange(door: &Door, path: &str, query: &str, token: &str) -> Response {
    let rest = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form_urlencoded::parse(query.as_bytes()).filter(|(k, _)| k != "token"))
        .finish();
    let to = if rest.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{rest}")
    };
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let (Ok(to), Ok(cookie)) = (
        HeaderValue::from_str(&to),
        HeaderValue::from_str(&door.set_cookie(token)),
    ) {
        r.headers_mut().insert(header::LOCATION, to);
        r.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    r
}

/// `POST /link`: the phone's holder said yes to another link (the form of
/// `confirm`). Its `Origin` was checked (`guard`): only the pad's own page
/// gets here.
pub(crate) async fn switch(
    State(table): State<Arc<Table>>,
    uri: Uri,
    headers: HeaderMap,
    form: std::result::Result<Form<Switch>, FormRejection>,
) -> Response {
    let language = lang::of_request(&uri, &headers, table.lang);
    switched(&table.door, language, form, |t| {
        table.keys.role_of(t).is_some()
    })
}

/// The answer to the confirm page's form, for any served thing whose
/// links `known` tells.
pub(crate) fn switched(
    door: &Door,
    language: Lang,
    form: std::result::Result<Form<Switch>, FormRejection>,
    known: impl Fn(&str) -> bool,
) -> Response {
    // A form that does not read as the confirm page's is no link's.
    let Ok(Form(form)) = form else {
        return lost(language, true);
    };
    if !known(&form.token) {
        return lost(language, true);
    }
    let back = form.lang.map_or(String::new(), |l| {
        form_urlencoded::Serializer::new(String::new())
            .append_pair("lang", l.trim())
            .finish()
    });
    exchange(door, "/", &back, &form.token)
}

/// What a page's link with a token gets, `held` the phone's cookie's
/// token: the token's own link again or a phone without one, at once;
/// another link than the phone's own, or a phone sent here from another
/// site (whose own cookie, `SameSite=Strict`, is not seen), asks first.
pub(crate) fn asks_first(headers: &HeaderMap, token: &str, held: Option<&str>) -> bool {
    let from_elsewhere = headers
        .get("sec-fetch-site")
        .is_some_and(|v| v.as_bytes() == b"cross-site");
    match held {
        Some(h) => h != token,
        None => from_elsewhere,
    }
}

/// The confirm page's form: the link to take, and the page's language
/// where the address named one.
#[derive(Debug, Deserialize)]
pub(crate) struct Switch {
    token: String,
    lang: Option<String>,
}

/// The page that asks before a phone takes another link: whose link it
/// is (`role`, in words), whose the phone holds where that is known, and
/// a plain form.
pub(crate) fn confirm(
    language: Lang,
    named: bool,
    token: &str,
    role: &str,
    held: Option<&str>,
) -> Response {
    let cat = Catalog::new(language);
    let body = html! {
        section.door {
            h1 { (tr!(cat, "link-switch-title")) }
            p { (tr!(cat, "link-switch-text", role = role)) }
            @if let Some(h) = held {
                p { (tr!(cat, "link-switch-held", held = h)) }
            }
            form method="post" action=(crate::serve::frame::href("/link", language, named)) {
                input type="hidden" name="token" value=(token);
                @if named { input type="hidden" name="lang" value=(language.tag()); }
                button type="submit" { (tr!(cat, "link-switch-yes")) }
            }
            p { a href=(crate::serve::frame::href("/", language, named)) { (tr!(cat, "link-switch-no")) } }
        }
    };
    let page = crate::serve::frame::bare(language, &tr!(cat, "link-switch-title"), &body);
    (StatusCode::OK, page).into_response()
}

/// Whose link `role` is, in words.
fn role_words(role: Role, teams: &[String], cat: &Catalog) -> String {
    match role {
        Role::Organiser => tr!(cat, "link-role-organiser"),
        Role::Viewer => tr!(cat, "link-role-viewer"),
        Role::Side(i) => tr!(
            cat,
            "link-role-side",
            side = teams.get(i).map_or("", String::as_str)
        ),
    }
}

/// The page a phone without a link gets (`old`: it sent one the pad no
/// longer has): what to do, in its language and below in the other; no
/// game data.
pub(crate) fn lost(language: Lang, old: bool) -> Response {
    let other = match language {
        Lang::En => Lang::De,
        Lang::De => Lang::En,
    };
    let words = |l: Lang| {
        let cat = Catalog::new(l);
        html! {
            h1 { (tr!(cat, "link-lost-title")) }
            @if old { p { (tr!(cat, "link-lost-old")) } }
            p { (tr!(cat, "link-lost-text")) }
        }
    };
    let cat = Catalog::new(language);
    let body = html! {
        section.door { (words(language)) }
        section.door lang=(other.tag()) {
            p { (tr!(cat, "link-other-language")) }
            (words(other))
        }
    };
    let page = crate::serve::frame::bare(language, &tr!(cat, "link-lost-title"), &body);
    (StatusCode::UNAUTHORIZED, page).into_response()
}

/// `Authorization: Bearer TOKEN`.
pub(crate) fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}

/// The value of the cookie `name`.
pub(crate) fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
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
