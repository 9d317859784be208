//! What a YAML node holds, as the readers see it: its shape, a plain
//! scalar read as YAML 1.2's core schema reads it (a whole number, a yes
//! or no, a number with a fraction), and the `found` a message names.

use crate::yaml::found::Found;
use crate::yaml::node::{Node, Value, is_null};

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

/// A plain scalar read as a whole number: `Some(None)` for one too long
/// for any integer type, `None` for text that is not a whole number.
#[allow(
    clippy::option_option,
    reason = "two ways of not being a number, said above"
)]
pub(crate) fn parse_int(s: &str) -> Option<Option<i128>> {
    let (negative, digits) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let (radix, digits) = if let Some(hex) = digits.strip_prefix("0x") {
        (16, hex)
    } else if let Some(oct) = digits.strip_prefix("0o") {
        (8, oct)
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let n = i128::from_str_radix(digits, radix).ok();
    Some(n.map(|n| if negative { -n } else { n }))
}

pub(crate) fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

pub(crate) fn parse_float(s: &str) -> Option<f64> {
    match s {
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => Some(f64::INFINITY),
        "-.inf" | "-.Inf" | "-.INF" => Some(f64::NEG_INFINITY),
        ".nan" | ".NaN" | ".NAN" => Some(f64::NAN),
        _ if s.chars().any(|c| c.is_ascii_digit())
            && s.chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E')) =>
        {
            s.parse().ok()
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use serde::de::Unexpected;

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
