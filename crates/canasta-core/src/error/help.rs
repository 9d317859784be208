//! The help line under an error: an area's hint (the common ones are
//! [`Hint`](crate::error::Hint)), boxed as a fault is, so that the bottom
//! of the library knows no area's types.

use std::fmt;

use crate::error::coded::Held;
use crate::error::{Coded, Said, Words};

/// What a help line says, in an area's own terms: an enum that
/// [`faults!`](crate::error::faults) declares and `worded! { hint Name }` makes a
/// hint, said by the catalogue's `error-help-<code>`.
pub trait AreaHint: Coded {}

/// What the help line under an error says: an area's hint, boxed; `get`
/// gives it back as its type.
#[derive(Clone, PartialEq, Eq)]
pub struct Help(Held);

impl Help {
    /// The stable name of the hint (`did_you_mean`).
    pub fn code(&self) -> &'static str {
        self.0.code()
    }

    /// The hint as its area's type, if it is an `H`.
    pub fn get<H: AreaHint>(&self) -> Option<&H> {
        self.0.get()
    }
}

impl<H: AreaHint> From<H> for Help {
    fn from(hint: H) -> Help {
        Help(Held::new(hint))
    }
}

/// The area's hint's own `Debug`.
impl fmt::Debug for Help {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl Said for Help {
    fn words(&self) -> Words<'_> {
        self.0.words()
    }
}
