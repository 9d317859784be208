//! `Idempotency-Key`: a write sent again (a phone that lost the answer on
//! a bad Wi-Fi) gets the first answer and changes nothing.
//!
//! Only answers that changed something are kept: a refusal (any 4xx, or a
//! 503 for a full disk) is not, so the same key sent again with the body
//! corrected is checked anew. A key is kept per link: the same key from
//! another link is another key. What is kept is bounded in count and in
//! bytes; an answer too old for it is still known by the change the game
//! file records under its key.

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

/// How many bytes of answers are kept: the last few dozen whole sheets of
/// a long game; a retry comes within seconds.
pub(crate) const KEPT_BYTES: usize = 4 << 20;

/// An answer as it was given.
#[derive(Debug, Clone)]
pub(crate) struct Reply {
    pub status: StatusCode,
    pub content_type: &'static str,
    pub location: Option<String>,
    pub body: String,
}

impl Reply {
    /// What keeping it costs, roughly, in bytes.
    fn size(&self) -> usize {
        self.body.len() + self.location.as_ref().map_or(0, String::len) + 64
    }
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
        // A full disk or a busy pad: the phone sends again in a moment.
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            r.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from_static("5"),
            );
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
    /// The bytes kept, as `Reply::size` counts them.
    bytes: usize,
}

impl Replies {
    /// The answer given to `key` from `role`'s link, if any.
    pub(crate) fn get(&self, role: Role, key: &str) -> Option<Reply> {
        self.kept.get(&(role, key.to_string())).cloned()
    }

    /// Keep the answer given to `key` where it changed something (no
    /// refusal is kept); the oldest go once there are many, or too many
    /// bytes.
    pub(crate) fn put(&mut self, role: Role, key: String, reply: Reply) {
        if reply.status.is_client_error() || reply.status.is_server_error() {
            return;
        }
        let size = reply.size();
        if size > KEPT_BYTES {
            return;
        }
        let id = (role, key);
        self.bytes += size;
        match self.kept.insert(id.clone(), reply) {
            Some(old) => self.bytes -= old.size(),
            None => self.order.push_back(id),
        }
        while self.order.len() > KEPT || self.bytes > KEPT_BYTES {
            let Some(old) = self.order.pop_front() else {
                break;
            };
            if let Some(r) = self.kept.remove(&old) {
                self.bytes -= r.size();
            }
        }
    }

    /// The bytes kept.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
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
    fn refusals_are_not_kept() {
        let mut r = Replies::default();
        for status in [400, 403, 409, 413, 503] {
            r.put(Role::Organiser, status.to_string(), reply(status));
            assert!(r.get(Role::Organiser, &status.to_string()).is_none());
        }
        r.put(Role::Organiser, "303".into(), reply(303));
        assert!(r.get(Role::Organiser, "303").is_some());
        assert_eq!(r.bytes(), reply(303).size());
    }

    #[test]
    fn what_is_kept_stays_under_its_bytes() {
        let mut r = Replies::default();
        let big = |n: usize| Reply {
            body: "x".repeat(60 * 1024 + n),
            ..reply(200)
        };
        for i in 0..2000 {
            r.put(Role::Side(0), i.to_string(), big(i));
            assert!(r.bytes() <= KEPT_BYTES);
        }
        // The newest are kept, the oldest went.
        assert!(r.get(Role::Side(0), "1999").is_some());
        assert!(r.get(Role::Side(0), "0").is_none());
        // The same key again replaces its answer, counted once.
        let before = r.bytes();
        r.put(Role::Side(0), "1999".into(), big(1999));
        assert_eq!(r.bytes(), before);
        // One answer larger than all that may be kept is not.
        r.put(
            Role::Side(1),
            "huge".into(),
            Reply {
                body: "x".repeat(KEPT_BYTES + 1),
                ..reply(200)
            },
        );
        assert!(r.get(Role::Side(1), "huge").is_none());
    }

    #[test]
    fn keys_are_printable_and_short() {
        assert_eq!(checked(Some(" abc-1 ")).unwrap(), "abc-1");
        assert!(checked(Some("")).is_err());
        assert!(checked(Some("a b")).is_err());
        assert!(checked(Some(&"x".repeat(KEY_MOST + 1))).is_err());
    }
}
