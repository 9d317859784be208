//! Typed data as the front end says it: a message of its catalogue and
//! that message's arguments. Faults, their places, labels and help lines,
//! and the verdicts' reasons are all said so ([`Said`]): the library never
//! holds a sentence, only a code and data.

use crate::card::{Card, Rank, Suit};

/// Typed data that the front end puts into words: the catalogue message
/// that says it, and its data as that message's arguments ([`Words`]).
///
/// The enums `faults!` and `reasons!` declare say themselves by their
/// code; a few types say themselves by another message (a way to take the
/// pile the player lacks, said after how the pile stands).
pub trait Said {
    /// The message that says it, with its arguments.
    fn words(&self) -> Words<'_>;
}

/// A message of the front end's catalogue and its arguments: the message
/// `<area>-<code>`, the code's `_` written `-` (`meld` and `too_few_cards`:
/// `meld-too-few-cards`), each field an argument by its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words<'a> {
    /// The start of the message's id: the catalogue's area (`meld`,
    /// `error`, `error-label`).
    pub area: &'static str,
    /// The code, the rest of the id.
    pub code: &'static str,
    /// The arguments, each by its name.
    pub fields: Vec<(&'static str, Value<'a>)>,
}

/// One piece of data, as the catalogue takes it: text and numbers as they
/// are, everything else said in the catalogue's language first.
///
/// Exhaustive on purpose: a front end says every kind of value in its
/// own words, and a kind added here fails its build until it does (no
/// catch-all arm that would show a value as Rust data).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value<'a> {
    /// Text the user gave or the tool names (a token, a path, a name).
    Text(&'a str),
    /// A number (it chooses plural forms).
    Number(i64),
    /// A yes or no the message chooses its words by (`yes`, `no`).
    Flag(bool),
    /// Cards, as the language writes them (`hJ`, German `hB`).
    Cards(&'a [Card]),
    /// Melds laid together (`hA cA d2 + h7 d7 s7`).
    Melds(&'a [Vec<Card>]),
    /// A rank by its letter or number (`K`, `10`; German `B` for the
    /// jack).
    Rank(Rank),
    /// The cards of a rank, by their plural name (`kings`).
    Ranks(Rank),
    /// The cards of a rank after "of" (`a meld of kings`), where a
    /// language says them otherwise there (German's dative).
    RanksOf(Rank),
    /// A suit by its name (`hearts`).
    Suit(Suit),
    /// Several names, said as a list (`a, b, c`).
    Texts(&'a [String]),
    /// The names one of which was expected: the catalogue gets them
    /// quoted (`$expected`: `` `a`, `b` ``), their number
    /// (`$count`), the first and the last quoted.
    Choices(&'a [String]),
    /// Names said as one list, each quoted, the last after the
    /// catalogue's `or` (`` `a` or `b` ``).
    Any(&'a [String]),
    /// Names said as one list, the last after the catalogue's `and`
    /// (`a and b`).
    All(&'a [String]),
    /// Things said as one list, the last after the catalogue's `and`.
    List(Vec<Value<'a>>),
    /// Things said as one list, the last after the catalogue's `or`.
    Either(Vec<Value<'a>>),
    /// Things said one after another with `; ` between (the reasons a
    /// meld is illegal).
    Each(Vec<Value<'a>>),
    /// Another error, said whole: its places, then its fault.
    Error(&'a crate::error::Error),
    /// Something said by a message of its own, with its own data (a
    /// place, a kind of file, a reason).
    Words(Words<'a>),
}

/// The facts a `reasons!` declaration adds to a reason's data (`same: min
/// == max`) are numbers or yes-or-no.
impl From<bool> for Value<'_> {
    fn from(yes: bool) -> Self {
        Value::Flag(yes)
    }
}

impl From<usize> for Value<'_> {
    fn from(n: usize) -> Self {
        Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// A type a fault's or a reason's data may have.
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

impl Field for bool {
    fn value(&self) -> Value<'_> {
        Value::Flag(*self)
    }
}

impl Field for Card {
    fn value(&self) -> Value<'_> {
        Value::Cards(std::slice::from_ref(self))
    }
}

impl Field for Vec<Card> {
    fn value(&self) -> Value<'_> {
        Value::Cards(self)
    }
}

impl Field for Vec<Vec<Card>> {
    fn value(&self) -> Value<'_> {
        Value::Melds(self)
    }
}

/// A rank a fault or reason names is the cards of that rank (`kings`);
/// a declaration says where it means the rank itself (`Value::Rank`).
impl Field for Rank {
    fn value(&self) -> Value<'_> {
        Value::Ranks(*self)
    }
}

impl Field for Suit {
    fn value(&self) -> Value<'_> {
        Value::Suit(*self)
    }
}

impl Field for Vec<String> {
    fn value(&self) -> Value<'_> {
        Value::Texts(self)
    }
}

/// Several of a kind, said each in its own words, the last after `and`.
impl<T: Field> Field for Vec<T>
where
    T: ListItem,
{
    fn value(&self) -> Value<'_> {
        Value::List(self.iter().map(Field::value).collect())
    }
}

/// A type whose lists are said item by item (`kings and queens`), not as
/// one value of their own (cards, names).
pub trait ListItem {}
impl ListItem for Rank {}
impl ListItem for Suit {}

/// Nothing is said for data a reason does not have (no final discard).
impl<T: Field> Field for Option<T> {
    fn value(&self) -> Value<'_> {
        match self {
            Some(v) => v.value(),
            None => Value::Text(""),
        }
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

/// Says enums that [`faults!`](crate::error::faults) declares through the errors
/// catalogue, each entry one of:
///
/// - `Type => "area"`: said by the messages `error-<area>-<code>` (a place,
///   a caret's label, a kind of file);
/// - `fault Type`: a fault, said by `error-<code>`; `fault Type => file`
///   when its inherent `file()` names the file it is about;
/// - `hint Type`: a help line, said by `error-help-<code>`.
///
/// Each is then [`Said`], a [`Field`] of other data, and a fault
/// ([`AreaFault`](crate::error::AreaFault)) or a hint
/// ([`AreaHint`](crate::error::AreaHint)) an error can hold.
#[macro_export]
#[doc(hidden)]
macro_rules! __worded {
    () => {};
    (fault $t:ty => file $(, $($rest:tt)*)?) => {
        $crate::error::worded!(@said $t, "error");
        $crate::error::worded!(@coded $t,
            fn file(&self) -> Option<&$crate::error::Origin> {
                <$t>::file(self)
            }
        );
        impl $crate::error::AreaFault for $t {}
        $crate::error::worded!($($($rest)*)?);
    };
    (fault $t:ty $(, $($rest:tt)*)?) => {
        $crate::error::worded!(@said $t, "error");
        $crate::error::worded!(@coded $t,);
        impl $crate::error::AreaFault for $t {}
        $crate::error::worded!($($($rest)*)?);
    };
    (hint $t:ty $(, $($rest:tt)*)?) => {
        $crate::error::worded!(@said $t, "error-help");
        $crate::error::worded!(@coded $t,);
        impl $crate::error::AreaHint for $t {}
        $crate::error::worded!($($($rest)*)?);
    };
    (@coded $t:ty, $($file:tt)*) => {
        impl $crate::error::Coded for $t {
            fn code(&self) -> &'static str {
                <$t>::code(self)
            }

            $($file)*
        }
    };
    (@said $t:ty, $area:expr) => {
        impl $crate::error::Said for $t {
            fn words(&self) -> $crate::error::Words<'_> {
                $crate::error::Words {
                    area: $area,
                    code: self.code(),
                    fields: self.fields(),
                }
            }
        }

        impl $crate::error::Field for $t {
            fn value(&self) -> $crate::error::Value<'_> {
                $crate::error::Value::Words($crate::error::Said::words(self))
            }
        }
    };
    ($t:ty => $area:literal $(, $($rest:tt)*)?) => {
        $crate::error::worded!(@said $t, concat!("error-", $area));
        $crate::error::worded!($($($rest)*)?);
    };
}

#[doc(inline)]
pub use __worded as worded;

worded! {
    crate::error::Label => "label",
    hint crate::error::Hint,
    crate::error::Origin => "at",
    crate::error::RoundField => "field",
    crate::error::Document => "doc",
    crate::error::Action => "action",
}
