//! Reasons as data: what a verdict says, as a typed value with a stable
//! code, never as a sentence.
//!
//! Each verdict type (`MeldVerdict`, `InitialMeld`, `Pickup`, `GoOut`)
//! lists its reasons as variants of its own enum, declared with
//! `reasons!`. A variant carries the numbers and cards it speaks of as
//! named fields and has a code: a stable `snake_case` name that programs
//! reading `--format json` compare. A reason is said as a fault is
//! ([`Said`](crate::error::Said)): by the catalogue's message of its area
//! and code, its fields the arguments; `docs/codes.md` lists every code.

/// Declares a reason enum said by the messages of the catalogue's `area`:
/// `pub enum Name in "area" { ... }`, each variant `Name { field: Type, ...
/// } => "code"`, then, after a `;`, variants that hold another reason enum
/// and take its codes and words (`Opening(InitialReason)`).
///
/// A reason is said by the message `<area>-<code>` with its data as the
/// arguments ([`Said`](crate::error::Said)): each field as its type says
/// it ([`Field`](crate::error::Field)), or as the expression after `as`
/// makes it where it means something else (`lowest: Rank as
/// Value::Rank(*lowest)`: the rank's letter, not its cards); after the
/// code, `with { name: expression }` adds facts of the data that the
/// words choose by (`with { same: min == max }`).
///
/// Besides the enum, it gives `code()`, the variant's code; `CODES` and
/// `FIELDS`, the enum's own codes (and the names of each one's data) in
/// declaration order; `codes()`, those and every code of the enums it
/// holds; and `From` for each enum it holds. Written once, in the
/// declaration, a code cannot be forgotten in these lists.
///
/// Serialized, a reason is an object: its `code`, then its fields (a
/// variant holding another enum is that enum's object).
macro_rules! reasons {
    (
        $(#[$meta:meta])*
        pub enum $name:ident in $area:literal {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($(#[$fmeta:meta])* $field:ident : $ty:ty $(as $said:expr)?),* $(,)? })?
                    => $code:literal $(with { $($fact:ident : $fexpr:expr),* $(,)? })?,
            )*
            $(
                ;
                $(
                    $(#[$dmeta:meta])*
                    $delegate:ident($inner:ty),
                )*
            )?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
        #[serde(tag = "code")]
        #[non_exhaustive]
        pub enum $name {
            $(
                $(#[$vmeta])*
                #[doc = ""]
                #[doc = concat!("Code `", $code, "`.")]
                #[serde(rename = $code)]
                $variant $({ $(
                    $(#[$fmeta])*
                    #[allow(missing_docs, reason = "docs/codes.md gives each code's data, and a test keeps it complete")]
                    $field: $ty
                ),* })?,
            )*
            $($(
                $(#[$dmeta])*
                #[doc = concat!("A reason of [`", stringify!($inner), "`].")]
                #[serde(untagged)]
                $delegate($inner),
            )*)?
        }

        impl $name {
            /// The codes of this enum's own variants, in declaration order.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// Each of this enum's own codes with the names of its data.
            pub const FIELDS: &'static [(&'static str, &'static [&'static str])] =
                &[$(($code, &[$($(stringify!($field)),*)?])),*];

            /// The stable name of this reason.
            pub fn code(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $code,)*
                    $($(Self::$delegate(inner) => inner.code(),)*)?
                }
            }

            /// Every code this enum's reasons can have (its own, then those
            /// of the enums it holds), each with the names of its data.
            pub fn codes() -> Vec<(&'static str, Vec<&'static str>)> {
                #[allow(unused_mut)]
                let mut all: Vec<(&'static str, Vec<&'static str>)> =
                    Self::FIELDS.iter().map(|(c, f)| (*c, f.to_vec())).collect();
                $($(all.extend(<$inner>::codes());)*)?
                all
            }
        }

        impl $crate::error::Coded for $name {
            fn code(&self) -> &'static str {
                $name::code(self)
            }
        }

        impl $crate::error::Said for $name {
            #[allow(unused_variables, clippy::redundant_locals)]
            fn words(&self) -> $crate::error::Words<'_> {
                #[allow(unused_imports)]
                use $crate::error::Value;
                match self {
                    $(
                        Self::$variant { $($($field),*)? } => $crate::error::Words {
                            area: $area,
                            code: $code,
                            fields: vec![
                                $($((stringify!($field), $crate::reason::reasons!(@said $field $(, $said)?)),)*)?
                                $($((stringify!($fact), Value::from($fexpr)),)*)?
                            ],
                        },
                    )*
                    $($(Self::$delegate(inner) => $crate::error::Said::words(inner),)*)?
                }
            }
        }

        impl $crate::error::Field for $name {
            fn value(&self) -> $crate::error::Value<'_> {
                $crate::error::Value::Words($crate::error::Said::words(self))
            }
        }

        $($(
            impl From<$inner> for $name {
                fn from(reason: $inner) -> Self {
                    Self::$delegate(reason)
                }
            }
        )*)?
    };
    (@said $field:ident) => {
        $crate::error::Field::value($field)
    };
    (@said $field:ident, $said:expr) => {
        $said
    };
}

pub(crate) use reasons;

#[cfg(test)]
#[allow(
    unreachable_pub,
    reason = "`reasons!` declares `pub` enums, as the library's are"
)]
mod tests {
    use crate::card::Card;

    reasons! {
        /// A test enum.
        pub enum Inner in "test" {
            Plain => "plain",
        }
    }

    reasons! {
        /// A test enum holding another.
        pub enum Outer in "test" {
            /// With data.
            Short { needed: i64, got: i64 } => "short",
            Card { card: Card } => "card",
            ;
            Nested(Inner),
        }
    }

    #[test]
    fn a_reason_serializes_as_its_code_and_its_data() {
        let json = |r: &Outer| serde_json::to_string(r).unwrap();
        assert_eq!(
            json(&Outer::Short {
                needed: 50,
                got: 30
            }),
            r#"{"code":"short","needed":50,"got":30}"#
        );
        assert_eq!(
            json(&Outer::Card { card: Card::Joker }),
            r#"{"code":"card","card":"jk"}"#
        );
        assert_eq!(json(&Outer::Nested(Inner::Plain)), r#"{"code":"plain"}"#);
    }

    #[test]
    fn codes_and_fields_come_from_the_declaration() {
        assert_eq!(Outer::CODES, ["short", "card"]);
        assert_eq!(Inner::CODES, ["plain"]);
        assert_eq!(
            Outer::FIELDS,
            [("short", &["needed", "got"][..]), ("card", &["card"][..])]
        );
        assert_eq!(Outer::Nested(Inner::Plain).code(), "plain");
        assert_eq!(Outer::codes()[2], ("plain", vec![]));
        assert_eq!(Outer::from(Inner::Plain), Outer::Nested(Inner::Plain));
        assert_eq!(Outer::Short { needed: 1, got: 0 }.code(), "short");
    }
}
