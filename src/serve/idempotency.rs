//! `Idempotency-Key`: a write sent again (a phone that lost the answer on
//! a bad Wi-Fi) gets the first answer and changes nothing.

use std::collections::{HashMap, VecDeque};

use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::fault::FrontFault;
use crate::serve::role::Role;
use canasta::error::{Error, ErrorKind, Result};

/// The longest key taken.
pub(crate) const KEY_MOST: usize = 200;

/// How many answers are kept: a night's writes, many times over.
const KEPT: usize = 2000;

/// An answer as it was given.
#[derive(Debug, Clone)]
pub(crate) struct Reply {
    pub status: StatusCode,
    pub content_type: &'static str,
    pub location: Option<String>,
    pub body: String,
}

impl IntoResponse for Reply {
    fn into_response(self) -> Response {
        let mut r = (
            self.status,
            [(axum::http::header::CONTENT_TYPE, self.content_type)],
            self.body,
        )
            .into_response();
        if let Some(to) = self.location
            && let Ok(v) = to.parse()
        {
            r.headers_mut().insert(axum::http::header::LOCATION, v);
        }
        r
    }
}

/// The answers given to the keys seen, per link: one link's key is no
/// other's.
#[derive(Debug, Default)]
pub(crate) struct Replies {
    order: VecDeque<(Role, String)>,
    kept: HashMap<(Role, String), Reply>,
}

impl Replies {
    /// The answer given to `key` from `role`'s link, if any.
    pub(crate) fn get(&self, role: Role, key: &str) -> Option<Reply> {
        self.kept.get(&(role, key.to_string())).cloned()
    }

    /// Keep the answer given to `key`; the oldest go once there are many.
    pub(crate) fn put(&mut self, role: Role, key: String, reply: Reply) {
        let id = (role, key);
        if self.kept.insert(id.clone(), reply).is_none() {
            self.order.push_back(id);
        }
        while self.order.len() > KEPT {
            if let Some(old) = self.order.pop_front() {
                self.kept.remove(&old);
            }
        }
    }
}

/// A request's `Idempotency-Key`, where it has one that can be used.
pub(crate) fn key_of(headers: &HeaderMap) -> Result<Option<String>> {
    match headers.get("idempotency-key") {
        None => Ok(None),
        Some(v) => checked(v.to_str().ok()).map(Some),
    }
}

/// A key as sent (a header, a form's hidden field): printable, not too
/// long.
pub(crate) fn checked(key: Option<&str>) -> Result<String> {
    match key.map(str::trim) {
        Some(k)
            if !k.is_empty() && k.len() <= KEY_MOST && k.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            Ok(k.to_string())
        }
        _ => Err(Error::new(
            ErrorKind::Usage,
            FrontFault::BadIdempotencyKey { most: KEY_MOST },
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(n: u16) -> Reply {
        Reply {
            status: StatusCode::from_u16(n).unwrap(),
            content_type: "text/plain",
            location: None,
            body: n.to_string(),
        }
    }

    #[test]
    fn a_key_is_answered_again_per_link_and_old_ones_go() {
        let mut r = Replies::default();
        r.put(Role::Organiser, "k".into(), reply(200));
        assert_eq!(r.get(Role::Organiser, "k").unwrap().body, "200");
        assert!(r.get(Role::Side(0), "k").is_none());
        for i in 0..KEPT {
            r.put(Role::Viewer, i.to_string(), reply(202));
        }
        assert!(r.get(Role::Organiser, "k").is_none());
        assert!(r.get(Role::Viewer, "1").is_some());
    }

    #[test]
    fn keys_are_printable_and_short() {
        assert_eq!(checked(Some(" abc-1 ")).unwrap(), "abc-1");
        assert!(checked(Some("")).is_err());
        assert!(checked(Some("a b")).is_err());
        assert!(checked(Some(&"x".repeat(KEY_MOST + 1))).is_err());
    }
}
