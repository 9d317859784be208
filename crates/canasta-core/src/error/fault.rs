//! Faults: what is wrong with some input, as typed values with a stable
//! code and the data they speak of. The words are the front end's (its
//! `errors` catalogue): the message of a fault is found by its code.

use crate::error::Value;

/// Declares a fault enum: each variant `Name { field: Type, ... } =>
/// "code"`. Besides the enum it gives `code()`, `CODES` (each code with
/// the names of its data, in declaration order) and `fields()` (the data
/// of one fault by name, for the catalogue's arguments). Written once, in
/// the declaration, a code cannot be forgotten in these lists.
macro_rules! faults {
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

pub(crate) use faults;

crate::error::worded! {
    fault Fault,
}

/// Declares `Fault`, the union of every area's fault enum: `Area(Enum)`
/// each, with `code()`, `fields()` and `codes()` passed through and a
/// `From` for each.
macro_rules! fault_areas {
    ($($area:ident($inner:ty),)*) => {
        /// What is wrong, whichever part of the tool found it.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Fault {
            $(
                #[doc = concat!("A fault of [`", stringify!($inner), "`].")]
                $area($inner),
            )*
        }

        impl Fault {
            /// The stable name of the fault (`not_a_card`): the JSON
            /// error's `code`, the same in every language.
            pub fn code(&self) -> &'static str {
                match self {
                    $(Fault::$area(f) => f.code(),)*
                }
            }

            /// The data of the fault, each by its name.
            pub fn fields(&self) -> Vec<(&'static str, Value<'_>)> {
                match self {
                    $(Fault::$area(f) => f.fields(),)*
                }
            }

            /// Every code a fault can have, with the names of its data.
            pub fn codes() -> Vec<(&'static str, &'static [&'static str])> {
                let mut all = Vec::new();
                $(all.extend_from_slice(<$inner>::CODES);)*
                all
            }
        }

        $(
            impl From<$inner> for Fault {
                fn from(f: $inner) -> Fault {
                    Fault::$area(f)
                }
            }
        )*
    };
}

fault_areas! {
    Notation(crate::notation::NotationFault),
    Input(crate::error::InputFault),
    Game(crate::sheet::game::GameFault),
    Yaml(crate::yaml::problem::YamlFault),
    Rules(crate::rules::load::RulesFault),
    Usage(crate::error::UsageFault),
    Store(crate::sheet::store::StoreFault),
    Round(crate::round::RoundFault),
    Deck(crate::deck::DeckFault),
    State(crate::state::StateFault),
    Score(crate::score::ScoreFault),
    RuleProblem(crate::rules::RuleProblem),
    Sheet(crate::sheet::fault::SheetFault),
    Front(crate::error::FrontFault),
}
