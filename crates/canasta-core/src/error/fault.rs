//! Faults: what is wrong with some input, as typed values with a stable
//! code and the data they speak of. The words are the front end's (its
//! `errors` catalogue): the message of a fault is found by its code.

use crate::card::Card;

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

/// One piece of a fault's data, as the catalogue takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value<'a> {
    /// Text the user gave or the tool names (a token, a path, a name).
    Text(&'a str),
    /// A number (it chooses plural forms).
    Number(i64),
    /// Cards, said in the card notation.
    Cards(&'a [Card]),
    /// Several names, said as a list (`a, b, c`).
    Texts(&'a [String]),
    /// The names one of which was expected: the catalogue gets them
    /// quoted (`$expected`: `` `a`, `b` ``), their number
    /// (`$expected-count`), the first and the last quoted.
    Choices(&'a [String]),
    /// Names said as one list, each quoted, the last after the
    /// catalogue's `or` (`` `a` or `b` ``).
    Any(&'a [String]),
    /// Names said as one list, the last after the catalogue's `and`
    /// (`a and b`).
    All(&'a [String]),
    /// Another error, said whole: its places, then its fault.
    Error(&'a crate::error::Error),
    /// An illegal meld's reasons, said by the catalogue's meld messages
    /// with `; ` between.
    MeldReasons(&'a [crate::meld::MeldReason]),
    /// The cards of a rank, said by its plural name (`kings`).
    Ranks(crate::card::Rank),
    /// Things said as one list, the last after the catalogue's `and`.
    List(Vec<Value<'a>>),
    /// Something the catalogue says itself, with its own data: a place,
    /// a kind of file, another fault (message `error-<area>-<code>`, or
    /// `error-<code>` for a fault).
    Words {
        /// The kind of thing said (`at` for a place).
        area: &'static str,
        /// Its code.
        code: &'static str,
        /// Its data.
        fields: Vec<(&'static str, Value<'a>)>,
    },
}

/// A type a fault's data may have.
pub trait Field {
    /// The value as the catalogue takes it.
    fn value(&self) -> Value<'_>;
}

impl Field for String {
    fn value(&self) -> Value<'_> {
        Value::Text(self)
    }
}

impl Field for &'static str {
    fn value(&self) -> Value<'_> {
        Value::Text(self)
    }
}

macro_rules! number_fields {
    ($($t:ty),*) => {$(
        impl Field for $t {
            fn value(&self) -> Value<'_> {
                Value::Number(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_fields!(i64, i32, u32, u64, usize, u8);

impl Field for Vec<Card> {
    fn value(&self) -> Value<'_> {
        Value::Cards(self)
    }
}

/// Names one of which was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choices(pub Vec<String>);

impl Field for Choices {
    fn value(&self) -> Value<'_> {
        Value::Choices(&self.0)
    }
}

impl Field for Card {
    fn value(&self) -> Value<'_> {
        Value::Cards(std::slice::from_ref(self))
    }
}

impl Field for Vec<String> {
    fn value(&self) -> Value<'_> {
        Value::Texts(self)
    }
}

impl Field for Vec<crate::meld::MeldReason> {
    fn value(&self) -> Value<'_> {
        Value::MeldReasons(self)
    }
}

impl Field for crate::card::Rank {
    fn value(&self) -> Value<'_> {
        Value::Ranks(*self)
    }
}

/// Names one of which is meant, said `` `a` or `b` ``.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnyOf(pub Vec<String>);

impl Field for AnyOf {
    fn value(&self) -> Value<'_> {
        Value::Any(&self.0)
    }
}

/// Names all of which are meant, said `a and b`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllOf(pub Vec<String>);

impl Field for AllOf {
    fn value(&self) -> Value<'_> {
        Value::All(&self.0)
    }
}

/// Things all of which are meant, each said in its own words, the last
/// after `and`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListOf<T>(pub Vec<T>);

impl<T: Field> Field for ListOf<T> {
    fn value(&self) -> Value<'_> {
        Value::List(self.0.iter().map(Field::value).collect())
    }
}

impl Field for crate::error::Error {
    fn value(&self) -> Value<'_> {
        Value::Error(self)
    }
}

impl<T: Field> Field for Box<T> {
    fn value(&self) -> Value<'_> {
        (**self).value()
    }
}

/// Implements `Field` for fault enums: each says itself through the
/// catalogue's messages of `area`.
macro_rules! worded {
    ($($t:ty => $area:literal),* $(,)?) => {$(
        impl $crate::error::Field for $t {
            fn value(&self) -> $crate::error::Value<'_> {
                $crate::error::Value::Words {
                    area: $area,
                    code: self.code(),
                    fields: self.fields(),
                }
            }
        }
    )*};
}

pub(crate) use worded;

worded! {
    Fault => "",
    crate::error::Label => "label",
    crate::error::Hint => "help",
    crate::error::Origin => "at",
    crate::error::RoundField => "field",
    crate::error::Document => "doc",
    crate::error::Action => "action",
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
