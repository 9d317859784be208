//! Typed data with a stable code, and such data held boxed whatever its
//! type: an error's fault and its help line are each an area's own enum,
//! which the error holds without knowing it and gives back by its type.

use std::any::Any;
use std::fmt;

use crate::error::{Origin, Said, Words};

/// Typed data with a stable code that the front end says ([`Said`]): an
/// area's fault or help line (declared by `faults!`, made one by
/// `worded!`), a verdict's reason (declared by `reasons!`).
pub trait Coded: Said + fmt::Debug + Clone + Eq + Send + Sync + 'static {
    /// The stable name of the value (`not_a_card`): the JSON error's
    /// `code`, the same in every language.
    fn code(&self) -> &'static str;

    /// The file it is about, where it names one (a file that cannot be
    /// read).
    fn file(&self) -> Option<&Origin> {
        None
    }
}

/// Coded data of some type, boxed: what it says and its code without its
/// type, and the value itself for whoever names the type (`get`).
pub(crate) struct Held(Box<dyn Dyn>);

/// What `Held` needs of its value: `Coded`, as an object.
trait Dyn: Send + Sync {
    fn code(&self) -> &'static str;
    fn words(&self) -> Words<'_>;
    fn file(&self) -> Option<&Origin>;
    fn any(&self) -> &dyn Any;
    fn boxed(&self) -> Box<dyn Dyn>;
    fn same(&self, other: &dyn Any) -> bool;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl<T: Coded> Dyn for T {
    fn code(&self) -> &'static str {
        Coded::code(self)
    }

    fn words(&self) -> Words<'_> {
        Said::words(self)
    }

    fn file(&self) -> Option<&Origin> {
        Coded::file(self)
    }

    fn any(&self) -> &dyn Any {
        self
    }

    fn boxed(&self) -> Box<dyn Dyn> {
        Box::new(self.clone())
    }

    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Held {
    pub(crate) fn new(value: impl Coded) -> Held {
        Held(Box::new(value))
    }

    pub(crate) fn code(&self) -> &'static str {
        self.0.code()
    }

    pub(crate) fn words(&self) -> Words<'_> {
        self.0.words()
    }

    pub(crate) fn file(&self) -> Option<&Origin> {
        self.0.file()
    }

    /// The value, if it is a `T`.
    pub(crate) fn get<T: Coded>(&self) -> Option<&T> {
        self.0.any().downcast_ref()
    }
}

impl Clone for Held {
    fn clone(&self) -> Held {
        Held(self.0.boxed())
    }
}

/// Equal when of one type and equal as that type.
impl PartialEq for Held {
    fn eq(&self, other: &Held) -> bool {
        self.0.same(other.0.any())
    }
}

impl Eq for Held {}

/// The value's own `Debug`.
impl fmt::Debug for Held {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}
