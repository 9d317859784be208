//! What a YAML file holds where a value of another shape is wanted, as
//! data: the `found` of a wrong type or a refused value. It is made from
//! the node itself (`describe`) or from what serde's visitors report
//! (`serde::de::Unexpected`), so that both say one thing in one word.

use serde::de::Unexpected;

use crate::error::faults;
use crate::yaml::node::{Node, Value, is_null};

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

/// A node's kind, with a scalar's text and whether it was quoted.
pub(crate) enum Shape<'a> {
    Seq,
    Map,
    Scalar(&'a str, bool),
}

pub(crate) fn shape(node: &Node) -> Shape<'_> {
    match (&node.value, node.scalar()) {
        (_, Some((s, quoted))) => Shape::Scalar(s, quoted),
        (Value::Seq(_), _) => Shape::Seq,
        _ => Shape::Map,
    }
}

/// What a node is, for "found ..." in messages.
pub fn describe(node: &Node) -> Found {
    use crate::yaml::de::{parse_bool, parse_float, parse_int};
    let text = |s: &str| s.to_string();
    match shape(node) {
        Shape::Seq => Found::Sequence,
        Shape::Map => Found::Mapping,
        Shape::Scalar(s, false) if is_null(s) => Found::Nothing,
        Shape::Scalar(s, false) if parse_int(s).is_some() => Found::Integer { text: text(s) },
        Shape::Scalar(s, false) if parse_bool(s).is_some() => Found::Boolean { text: text(s) },
        Shape::Scalar(s, false) if parse_float(s).is_some() => Found::Number { text: text(s) },
        // Quoted, or plain text that is no other kind of value.
        Shape::Scalar(s, _) => Found::text(s),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    fn found(text: &str) -> Found {
        let tree = crate::yaml::parse("f.yaml", &format!("a: {text}\n"), ErrorKind::Round)
            .unwrap()
            .unwrap();
        describe(tree.get("a").unwrap())
    }

    #[test]
    fn a_node_is_described_by_its_shape_and_text() {
        assert_eq!(found("[1]"), Found::Sequence);
        assert_eq!(found("{b: 1}"), Found::Mapping);
        assert_eq!(found("~"), Found::Nothing);
        assert_eq!(found("'5'"), Found::text("5"));
        assert_eq!(
            found("0x10"),
            Found::Integer {
                text: "0x10".into()
            }
        );
        assert_eq!(
            found("True"),
            Found::Boolean {
                text: "True".into()
            }
        );
        assert_eq!(found("1.5"), Found::Number { text: "1.5".into() });
        assert_eq!(found("lots"), Found::text("lots"));
        assert_eq!(found("\"a\\\"b\\nc\""), Found::text("a\"b\nc"));
        assert_eq!(
            Found::text("a\"b\nc"),
            Found::Text {
                text: r#"a\"b\nc"#.into()
            }
        );
    }

    #[test]
    fn serde_and_the_node_say_the_same_shape_in_the_same_word() {
        assert_eq!(Found::from(Unexpected::Map), found("{b: 1}"));
        assert_eq!(Found::from(Unexpected::Seq), found("[1]"));
        assert_eq!(Found::from(Unexpected::Unit), found(""));
        assert_eq!(Found::from(Unexpected::Str("lots")), found("lots"));
        assert_eq!(Found::from(Unexpected::Unsigned(7)), found("7"));
        assert_eq!(Found::from(Unexpected::Signed(-7)), found("-7"));
        assert_eq!(Found::from(Unexpected::Bool(true)), found("true"));
        assert_eq!(Found::from(Unexpected::Float(1.5)), found("1.5"));
        assert_eq!(
            Found::from(Unexpected::Bytes(b"x")),
            Found::Other {
                what: "byte array".into()
            }
        );
    }
}
