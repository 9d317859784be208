//! Faults: what is wrong with some input, as typed values with a stable
//! code and the data they speak of. Each area of the library (and the
//! front end) has its own fault enums; an error holds its fault boxed
//! ([`Fault`]) without knowing the area's type, and gives it back to
//! whoever names the type (`err.fault::<NotationFault>()`). The words are
//! the front end's (its `errors` catalogue): the message of a fault is
//! found by its code.

use std::fmt;

use crate::error::coded::Held;
use crate::error::{Coded, Field, Origin, Said, Value, Words};

/// Declares a fault enum (or another coded enum of an error: a help line,
/// a caret's label, a place): each variant `Name { field: Type, ... } =>
/// "code"`. Besides the enum it gives `code()`, `CODES` (each code with
/// the names of its data, in declaration order) and `fields()` (the data
/// of one fault by name, for the catalogue's arguments). Written once, in
/// the declaration, a code cannot be forgotten in these lists.
/// [`worded!`](crate::error::worded) then says how it is said, and makes a
/// fault one.
#[macro_export]
#[doc(hidden)]
macro_rules! __faults {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($(#[$fmeta:meta])* $field:ident : $ty:ty),* $(,)? })? => $code:literal,
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        #[non_exhaustive]
        pub enum $name {
            $(
                $(#[$vmeta])*
                #[doc = ""]
                #[doc = concat!("Code `", $code, "`.")]
                $variant $({ $(
                    $(#[$fmeta])*
                    #[allow(missing_docs, reason = "docs/codes.md gives each code's data, and a test keeps it complete")]
                    $field: $ty
                ),* })?,
            )*
        }

        impl $name {
            /// Each code with the names of its data, in declaration order.
            pub const CODES: &'static [(&'static str, &'static [&'static str])] =
                &[$(($code, &[$($(stringify!($field)),*)?])),*];

            /// The stable name of this value.
            pub fn code(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $code,)*
                }
            }

            /// Its data, each by its name.
            pub fn fields(&self) -> Vec<(&'static str, $crate::error::Value<'_>)> {
                match self {
                    $(
                        #[allow(unused_variables)]
                        Self::$variant { $($($field),*)? } => vec![
                            $($((stringify!($field), $crate::error::Field::value($field))),*)?
                        ],
                    )*
                }
            }
        }
    };
}

#[doc(inline)]
pub use __faults as faults;

/// What one area of the library, or a front end, finds wrong: an enum that
/// [`faults!`](crate::error::faults) declares and `worded! { fault Name }` makes
/// a fault. An [`Error`](crate::Error) holds one.
pub trait AreaFault: Coded {}

/// What is wrong, whichever part of the tool found it: an area's fault,
/// boxed. Its code and words are the area's; `get` gives the fault back as
/// its type.
#[derive(Clone, PartialEq, Eq)]
pub struct Fault(Held);

impl Fault {
    /// The stable name of the fault (`not_a_card`): the JSON error's
    /// `code`, the same in every language.
    pub fn code(&self) -> &'static str {
        self.0.code()
    }

    /// The data of the fault, each by its name.
    pub fn fields(&self) -> Vec<(&'static str, Value<'_>)> {
        self.0.words().fields
    }

    /// The file the fault is about, where it names one.
    pub fn file(&self) -> Option<&Origin> {
        self.0.file()
    }

    /// The fault as its area's type, if it is an `F`.
    pub fn get<F: AreaFault>(&self) -> Option<&F> {
        self.0.get()
    }
}

impl<F: AreaFault> From<F> for Fault {
    fn from(fault: F) -> Fault {
        Fault(Held::new(fault))
    }
}

/// The area's fault's own `Debug`.
impl fmt::Debug for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl Said for Fault {
    fn words(&self) -> Words<'_> {
        self.0.words()
    }
}

/// Another fault, said whole (a hand's fault, said with its number).
impl Field for Fault {
    fn value(&self) -> Value<'_> {
        Value::Words(self.words())
    }
}
