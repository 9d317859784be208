//! All YAML reading and writing goes through here, so that every file the
//! tool reads reports its errors the same way: file, line, column, a caret
//! under the place, and what was expected.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{Error, ErrorKind, Result, offset_of};

/// Read a YAML document of type `T`. `origin` names the file in messages;
/// `kind` says what kind of input a failure is reported as.
pub fn from_str<T: DeserializeOwned>(origin: &str, text: &str, kind: ErrorKind) -> Result<T> {
    // Windows editors may start a file with a byte-order mark; YAML would
    // read it as content.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    serde_yaml::from_str(text).map_err(|e| convert(origin, text, kind, &e))
}

/// Write a value as a YAML document.
pub fn to_string<T: Serialize>(value: &T) -> Result<String> {
    serde_yaml::to_string(value)
        .map_err(|e| Error::new(ErrorKind::Io, format!("cannot write YAML: {e}")))
}

fn convert(origin: &str, text: &str, kind: ErrorKind, err: &serde_yaml::Error) -> Error {
    let full = err.to_string();
    // The library appends its own " at line L column C"; we show the place
    // ourselves, with the file name in front.
    let message = match full.find(" at line ") {
        Some(i) => full[..i].to_string(),
        None => full.clone(),
    };
    let message = humanize(&message);
    let error = Error::new(kind, message);
    match err.location() {
        Some(loc) => {
            let start = offset_of(text, loc.line(), loc.column());
            let end = token_end(text, start);
            error.at(origin, text, start..end, "here")
        }
        None => error.context(origin),
    }
}

/// End of the token starting at `start`, so the caret covers a word.
fn token_end(text: &str, start: usize) -> usize {
    let start = start.min(text.len());
    let rest = &text[start..];
    let len = rest
        .find(|c: char| c.is_whitespace() || matches!(c, ':' | ',' | ']' | '}'))
        .unwrap_or(rest.len());
    start + len.max(rest.chars().next().map_or(0, char::len_utf8))
}

/// serde's messages name Rust types; say it in the file's terms.
fn humanize(message: &str) -> String {
    message
        .replace("invalid type: ", "wrong type: found ")
        .replace("u32", "a whole number of 0 or more")
        .replace("i64", "a whole number")
        .replace("a boolean", "true or false")
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
