//! All YAML reading and writing goes through here, so that every file the
//! tool reads reports its errors the same way: file, line, column, a caret
//! under the place, and what was expected.
//!
//! A file is read once into a tree of `Node`s that know where they were
//! written (`node`); typed values are read from the tree (`de`), and what
//! can be wrong with them is data (`problem`) that messages are built from.

mod de;
pub mod node;
pub mod problem;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{Error, ErrorKind, Result};
pub use de::{NodeDeserializer, describe};
pub use node::{Node, Value, parse};
pub use problem::{Problem, ProblemKind};

/// Read a YAML document of type `T`. `origin` names the file in messages;
/// `kind` says what kind of input a failure is reported as.
pub fn from_str<T: DeserializeOwned>(origin: &str, text: &str, kind: ErrorKind) -> Result<T> {
    let node = parse(origin, text, kind)?.unwrap_or_else(|| empty(origin, text));
    from_node(&node, kind)
}

/// Read a value of type `T` from a tree.
pub fn from_node<T: DeserializeOwned>(node: &Node, kind: ErrorKind) -> Result<T> {
    T::deserialize(NodeDeserializer::new(node)).map_err(|p| p.into_error(kind))
}

/// The tree of a document with nothing in it: one null.
pub fn empty(origin: &str, text: &str) -> Node {
    Node {
        value: Value::Scalar(String::new(), false),
        span: 0..0,
        source: std::rc::Rc::new(node::Source {
            origin: origin.to_string(),
            text: text.to_string(),
        }),
    }
}

/// Write a value as a YAML document.
pub fn to_string<T: Serialize>(value: &T) -> Result<String> {
    serde_yaml::to_string(value)
        .map_err(|e| Error::new(ErrorKind::Io, format!("cannot write YAML: {e}")))
}

/// The candidate nearest to `word`, if it is near enough to be a typo.
pub fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<String> {
    candidates
        .map(|c| (strsim::levenshtein(word, c), c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 4))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Doc {
        a: u32,
    }

    #[test]
    fn unknown_field_points_at_line_and_column() {
        let text = "a: 1\nbee: 2\n";
        let e = from_str::<Doc>("f.yaml", text, ErrorKind::RuleFile).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::RuleFile);
        assert!(
            e.message().contains("unknown field `bee`"),
            "{}",
            e.message()
        );
        assert_eq!(e.snippet().unwrap().line_column(), (2, 1));
        assert_eq!(e.span(), Some(5..8));
    }

    #[test]
    fn wrong_type_says_what_was_expected() {
        let e = from_str::<Doc>("f.yaml", "a: lots\n", ErrorKind::RuleFile).unwrap_err();
        assert!(e.message().contains("wrong type"), "{}", e.message());
        assert!(e.message().contains("whole number"), "{}", e.message());
    }

    #[test]
    fn a_byte_order_mark_is_not_content() {
        let doc: Doc = from_str("f.yaml", "\u{feff}a: 1\n", ErrorKind::Round).unwrap();
        assert_eq!(doc.a, 1);
        let e = from_str::<Doc>("f.yaml", "\u{feff}a: 1\nb: 2\n", ErrorKind::Round).unwrap_err();
        assert_eq!(e.snippet().unwrap().line_column(), (2, 1));
    }

    #[test]
    fn syntax_error_has_a_place() {
        let e = from_str::<Doc>("f.yaml", "a: [1,\n", ErrorKind::RuleFile).unwrap_err();
        assert!(e.snippet().is_some());
    }
}
