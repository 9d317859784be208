//! What a YAML file holds where a value of another shape is wanted, as
//! data: the `found` of a wrong type or a refused value. It is made from
//! the node itself (`shape::describe`) or from what serde's visitors
//! report (`serde::de::Unexpected`), so that both say one thing in one
//! word.

use serde::de::Unexpected;

use crate::error::faults;

faults! {
    /// What a value is, as a message names it ("found a list").
    pub enum Found {
        /// A list.
        Sequence => "sequence",
        /// A mapping of `key: value` lines.
        Mapping => "mapping",
        /// An empty value.
        Nothing => "nothing",
        /// Text; `text` as a Rust string literal writes it, without its
        /// quotes (`\"` and `\n` escaped, so it stays on one line).
        Text { text: String } => "text",
        /// A whole number, as the file writes it.
        Integer { text: String } => "integer",
        /// `true` or `false`, as the file writes it.
        Boolean { text: String } => "boolean",
        /// A number with a fraction, as the file writes it.
        Number { text: String } => "number",
        /// Anything else, in the reader's words (serde's: `byte array`).
        Other { what: String } => "other",
    }
}

crate::error::worded! {
    Found => "found",
}

impl Found {
    /// Text as a message quotes it.
    pub fn text(s: &str) -> Found {
        let quoted = format!("{s:?}");
        Found::Text {
            text: quoted[1..quoted.len() - 1].to_string(),
        }
    }
}

/// What a visitor was given, as serde reports it: the same words as a
/// node's (serde's "map" is a mapping, its "unit value" nothing, its
/// "floating point" a number).
impl From<Unexpected<'_>> for Found {
    fn from(unexpected: Unexpected<'_>) -> Found {
        match unexpected {
            Unexpected::Bool(b) => Found::Boolean {
                text: b.to_string(),
            },
            Unexpected::Unsigned(n) => Found::Integer {
                text: n.to_string(),
            },
            Unexpected::Signed(n) => Found::Integer {
                text: n.to_string(),
            },
            Unexpected::Float(f) => Found::Number {
                text: f.to_string(),
            },
            Unexpected::Char(c) => Found::text(c.encode_utf8(&mut [0; 4])),
            Unexpected::Str(s) => Found::text(s),
            Unexpected::Unit => Found::Nothing,
            Unexpected::Seq => Found::Sequence,
            Unexpected::Map => Found::Mapping,
            other => Found::Other {
                what: other.to_string(),
            },
        }
    }
}
