//! A fast writer for the plain block YAML the tool writes, byte for byte
//! as `yaml_serde` writes it.
//!
//! `yaml_serde`'s emitter spends about 80 µs per hand of a game file, the
//! larger part of what `game add` costs on a long game. Almost everything
//! the tool writes is block mappings and lists of words, numbers and
//! simple text, which this writer lays out the way `yaml_serde` does. At
//! anything else (a float, a list in a list, text that needs quotes other
//! than around a number, a tag) it gives up and `yaml_serde` writes the
//! whole document. `tests` checks on generated documents that whenever it
//! answers, its text equals `yaml_serde`'s; the block reader then reads it
//! back without the general parser.

use super::block::plain;
use super::doc::Doc;

/// `value` as YAML text, or `None` when it is not plain block YAML.
pub fn write(value: &Doc) -> Option<String> {
    let mut writer = BlockWriter {
        out: String::with_capacity(4096),
    };
    match value {
        Doc::Map(m) if !m.is_empty() => writer.mapping(m, 0, false)?,
        Doc::Seq(s) if !s.is_empty() => writer.sequence(s, 0)?,
        _ => return None,
    }
    Some(writer.out)
}

struct BlockWriter {
    out: String,
}

impl BlockWriter {
    /// Keys at column `indent`; the first one on the current line when it
    /// follows a list's `- `.
    fn mapping(&mut self, map: &[(Doc, Doc)], indent: usize, inline: bool) -> Option<()> {
        for (i, (key, value)) in map.iter().enumerate() {
            if i > 0 || !inline {
                self.indent(indent);
            }
            self.key(key)?;
            self.out.push(':');
            match value {
                Doc::Map(m) if !m.is_empty() => {
                    self.out.push('\n');
                    self.mapping(m, indent + 2, false)?;
                }
                // A list under a key stands at the key's column.
                Doc::Seq(s) if !s.is_empty() => {
                    self.out.push('\n');
                    self.sequence(s, indent)?;
                }
                _ => {
                    self.out.push(' ');
                    self.scalar(value)?;
                    self.out.push('\n');
                }
            }
        }
        Some(())
    }

    fn sequence(&mut self, items: &[Doc], indent: usize) -> Option<()> {
        for item in items {
            self.indent(indent);
            self.out.push_str("- ");
            match item {
                Doc::Map(m) if !m.is_empty() => self.mapping(m, indent + 2, true)?,
                Doc::Seq(s) if !s.is_empty() => return None,
                _ => {
                    self.scalar(item)?;
                    self.out.push('\n');
                }
            }
        }
        Some(())
    }

    fn indent(&mut self, n: usize) {
        const SPACES: &str = "                                ";
        let mut n = n;
        while n > 0 {
            let k = n.min(SPACES.len());
            self.out.push_str(&SPACES[..k]);
            n -= k;
        }
    }

    /// A key: words and numbers; a key that needs quotes, or is too long
    /// to stand alone, is left to `yaml_serde`.
    fn key(&mut self, key: &Doc) -> Option<()> {
        // Field names, the most keys by far: words of small letters.
        if let Some(s) = key.text()
            && !s.is_empty()
            && s.len() <= 128
            && s.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
            && !matches!(s, "null" | "true" | "false")
        {
            self.out.push_str(s);
            return Some(());
        }
        match key {
            Doc::Str(s) if s.len() > 128 || !plain(s) || reads_as_other_than_text(s) => None,
            _ => self.scalar(key),
        }
    }

    /// A scalar, or an empty list or mapping.
    fn scalar(&mut self, value: &Doc) -> Option<()> {
        use std::fmt::Write;
        match value {
            Doc::Null => self.out.push_str("null"),
            Doc::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            Doc::Int(n) => write!(self.out, "{n}").ok()?,
            Doc::UInt(n) => write!(self.out, "{n}").ok()?,
            Doc::Str(s) => self.text(s)?,
            Doc::Name(s) => self.text(s)?,
            Doc::Seq(s) if s.is_empty() => self.out.push_str("[]"),
            Doc::Map(m) if m.is_empty() => self.out.push_str("{}"),
            _ => return None,
        }
        Some(())
    }

    /// Text as `yaml_serde` writes it on one line: plain where its emitter
    /// allows, else in single quotes; text over several lines, or with
    /// characters it escapes, is left to it.
    fn text(&mut self, s: &str) -> Option<()> {
        if !s
            .chars()
            .all(|c| printable(c) && !matches!(c, '\n' | '\u{85}' | '\u{2028}' | '\u{2029}'))
        {
            return None;
        }
        if !reads_as_other_than_text(s) && plain_to_emitter(s) {
            self.out.push_str(s);
        } else {
            self.out.push('\'');
            self.out.push_str(&s.replace('\'', "''"));
            self.out.push('\'');
        }
        Some(())
    }
}

/// The characters YAML's emitter writes as they are (tabs and other
/// controls it escapes).
fn printable(c: char) -> bool {
    matches!(c, '\n' | '\u{20}'..='\u{7e}' | '\u{85}' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
        && c != '\u{feff}'
}

/// Whether the emitter writes one line of printable text plain in block
/// style: not empty, no surrounding spaces, no indicator where YAML would
/// read one (a leading `#`, `- `, `: ` or ` #` inside, a leading `---`).
fn plain_to_emitter(s: &str) -> bool {
    let bytes = s.as_bytes();
    let Some(&first) = bytes.first() else {
        return false;
    };
    let blank_after = |i: usize| bytes.get(i + 1).is_none_or(|b| *b == b' ');
    let leading = match first {
        b'#' | b',' | b'[' | b']' | b'{' | b'}' | b'&' | b'*' | b'!' | b'|' | b'>' | b'\''
        | b'"' | b'%' | b'@' | b'`' => true,
        b'?' | b':' | b'-' => blank_after(0),
        _ => false,
    };
    let inside = bytes.iter().enumerate().skip(1).any(|(i, b)| match b {
        b':' => blank_after(i),
        b'#' => bytes[i - 1] == b' ',
        _ => false,
    });
    !(leading
        || inside
        || s.starts_with("---")
        || s.starts_with("...")
        || s.starts_with(' ')
        || s.ends_with(' '))
}

/// Whether `yaml_serde` reads this text, written plain, as something other
/// than text (null, a bool, a number), and so writes it in quotes.
fn reads_as_other_than_text(s: &str) -> bool {
    if matches!(
        s,
        "" | "~"
            | "null"
            | "Null"
            | "NULL"
            | "true"
            | "True"
            | "TRUE"
            | "false"
            | "False"
            | "FALSE"
    ) {
        return true;
    }
    // Only a digit, a sign or a dot starts a number.
    if !s.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '+' | '-' | '.')) {
        return false;
    }
    let unsigned = s.strip_prefix('+').unwrap_or(s);
    let body = s.strip_prefix(['+', '-']).unwrap_or(s);
    // Leading zeros: text to YAML 1.2, quoted all the same.
    let leading_zero =
        body.len() > 1 && body.starts_with('0') && body[1..].bytes().all(|b| b.is_ascii_digit());
    let radix = [("0x", 16), ("0o", 8), ("0b", 2)]
        .iter()
        .any(|(prefix, radix)| {
            let digits = |rest: &str| !rest.starts_with(['+', '-']);
            let positive = unsigned
                .strip_prefix(prefix)
                .is_some_and(|rest| digits(rest) && u128::from_str_radix(rest, *radix).is_ok());
            let negative = s
                .strip_prefix('-')
                .and_then(|r| r.strip_prefix(prefix))
                .is_some_and(|rest| {
                    digits(rest) && i128::from_str_radix(&format!("-{rest}"), *radix).is_ok()
                });
            positive || negative
        });
    // `++5.5` is text to `yaml_serde`, though Rust reads `+5.5`.
    let float = !(s.starts_with('+') && unsigned.starts_with(['+', '-']))
        && unsigned.parse::<f64>().is_ok_and(f64::is_finite);
    let special_float = matches!(unsigned, ".inf" | ".Inf" | ".INF")
        || matches!(s, "-.inf" | "-.Inf" | "-.INF" | ".nan" | ".NaN" | ".NAN");
    leading_zero
        || radix
        || special_float
        || s.parse::<i128>().is_ok()
        || (!unsigned.starts_with(['+', '-']) && unsigned.parse::<u128>().is_ok())
        || float
}

#[cfg(test)]
mod tests;
