//! When a change is made, by whom, and under which request: what its
//! entry in the log keeps, written once as the change is made.

use crate::sheet::author::Author;

/// When a change is made (RFC 3339 UTC), who made it where it was not
/// the command line, and the idempotency key of the request that made it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Stamp {
    /// When, in RFC 3339 UTC.
    pub at: String,
    /// Who made it: a phone's holder; none for the command line.
    pub by: Option<Author>,
    /// The key of the request that made it: the same request again, even
    /// after a restart, changes nothing.
    pub key: Option<String>,
}

impl Stamp {
    /// A change made at `at` from the command line.
    pub fn at(at: impl Into<String>) -> Stamp {
        Stamp {
            at: at.into(),
            by: None,
            key: None,
        }
    }

    /// The same, made by `by` under the request key `key`.
    #[must_use]
    pub fn by(self, by: Option<Author>, key: Option<String>) -> Stamp {
        Stamp { by, key, ..self }
    }
}
