//! A fast writer for the plain block YAML the tool writes, byte for byte
//! as `yaml_serde` writes it.
//!
//! `yaml_serde`'s emitter spends about 1,800 instructions on each value,
//! some 17 M on a 200-hand game file: most of what `game add` cost.
//! Almost everything the tool writes is block mappings and lists of words,
//! numbers and simple text, which this serializer writes straight into the
//! text the way `yaml_serde` lays it out. At anything else (a float, a list
//! in a list, text over several lines or with characters it escapes, a key
//! that needs quotes, an enum with data) it gives up, and `yaml_serde`
//! writes the whole document. `tests` checks on generated values and on
//! game files of every rule set that whenever it answers, its text is
//! `yaml_serde`'s; the block reader reads that text back.

use std::fmt::Write as _;

use serde::ser::{self, Serialize};

use super::block::plain;

/// `value` as YAML text and the number of values it holds as the reader
/// counts them (`node::MAX_NODES`), or `None` where `yaml_serde` must
/// write it.
pub(crate) fn write<T: Serialize + ?Sized>(value: &T) -> Option<(String, usize)> {
    let mut out = Out {
        text: String::with_capacity(4096),
        values: 0,
    };
    value
        .serialize(Ser {
            out: &mut out,
            at: At::Top,
        })
        .ok()?;
    // The document's own list or mapping.
    Some((out.text, out.values + 1))
}

/// The text so far, and how many values it holds: every key, scalar,
/// list and mapping but the document's own.
struct Out {
    text: String,
    values: usize,
}

impl Out {
    fn push(&mut self, c: char) {
        self.text.push(c);
    }

    fn push_str(&mut self, s: &str) {
        self.text.push_str(s);
    }
}

/// Where a value is written.
#[derive(Debug, Clone, Copy)]
enum At {
    /// The document itself.
    Top,
    /// The value of a key whose `key:` is written, the key at `col`.
    Value(usize),
    /// An item of a list whose `- ` is written, the `-` at `col`.
    Item(usize),
    /// A mapping's key.
    Key,
}

/// What this writer leaves to `yaml_serde`.
#[derive(Debug)]
struct Unsupported;

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("not plain block YAML")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

type Result<T = ()> = std::result::Result<T, Unsupported>;

fn indent(out: &mut Out, n: usize) {
    out.text.extend(std::iter::repeat_n(' ', n));
}

/// Serializes one value at its place.
struct Ser<'w> {
    out: &'w mut Out,
    at: At,
}

impl Ser<'_> {
    /// A scalar's text, as a key, a value or an item.
    fn scalar(self, text: &str) -> Result {
        self.out.values += 1;
        match self.at {
            At::Top => return Err(Unsupported),
            At::Key => self.out.push_str(text),
            At::Value(_) => {
                self.out.push(' ');
                self.out.push_str(text);
                self.out.push('\n');
            }
            At::Item(_) => {
                self.out.push_str(text);
                self.out.push('\n');
            }
        }
        Ok(())
    }

    /// Text as `yaml_serde` writes it on one line: plain where its emitter
    /// allows, else in single quotes. As a key, only plain text.
    fn text(self, s: &str) -> Result {
        if !s
            .chars()
            .all(|c| printable(c) && !matches!(c, '\n' | '\u{85}' | '\u{2028}' | '\u{2029}'))
        {
            return Err(Unsupported);
        }
        let bare = !reads_as_other_than_text(s) && plain_to_emitter(s);
        if let At::Key = self.at {
            // A key that needs quotes, or is too long to stand alone, is
            // left to `yaml_serde`.
            return if bare && s.len() <= 128 && plain(s) {
                self.scalar(s)
            } else {
                Err(Unsupported)
            };
        }
        if bare {
            return self.scalar(s);
        }
        let mut quoted = String::with_capacity(s.len() + 2);
        quoted.push('\'');
        for c in s.chars() {
            if c == '\'' {
                quoted.push('\'');
            }
            quoted.push(c);
        }
        quoted.push('\'');
        self.scalar(&quoted)
    }

    fn number(self, n: impl std::fmt::Display) -> Result {
        let mut digits = String::with_capacity(24);
        let _ = write!(digits, "{n}");
        self.scalar(&digits)
    }
}

impl<'w> ser::Serializer for Ser<'w> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Seq<'w>;
    type SerializeTuple = Seq<'w>;
    type SerializeTupleStruct = Seq<'w>;
    type SerializeTupleVariant = ser::Impossible<(), Unsupported>;
    type SerializeMap = Map<'w>;
    type SerializeStruct = Map<'w>;
    type SerializeStructVariant = ser::Impossible<(), Unsupported>;

    fn serialize_bool(self, v: bool) -> Result {
        self.scalar(if v { "true" } else { "false" })
    }
    fn serialize_i8(self, v: i8) -> Result {
        self.number(v)
    }
    fn serialize_i16(self, v: i16) -> Result {
        self.number(v)
    }
    fn serialize_i32(self, v: i32) -> Result {
        self.number(v)
    }
    fn serialize_i64(self, v: i64) -> Result {
        self.number(v)
    }
    fn serialize_u8(self, v: u8) -> Result {
        self.number(v)
    }
    fn serialize_u16(self, v: u16) -> Result {
        self.number(v)
    }
    fn serialize_u32(self, v: u32) -> Result {
        self.number(v)
    }
    fn serialize_u64(self, v: u64) -> Result {
        self.number(v)
    }
    fn serialize_f32(self, _: f32) -> Result {
        Err(Unsupported)
    }
    fn serialize_f64(self, _: f64) -> Result {
        Err(Unsupported)
    }
    fn serialize_char(self, v: char) -> Result {
        self.text(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result {
        self.text(v)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result {
        self.scalar("null")
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result {
        self.scalar("null")
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result {
        self.scalar("null")
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result {
        self.text(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result {
        Err(Unsupported)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Seq<'w>> {
        let col = match self.at {
            At::Top => 0,
            // A list under a key stands at the key's column.
            At::Value(col) => col,
            At::Item(_) | At::Key => return Err(Unsupported),
        };
        Ok(Seq {
            out: self.out,
            at: self.at,
            col,
            items: 0,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'w>> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Seq<'w>> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant> {
        Err(Unsupported)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Map<'w>> {
        let col = match self.at {
            At::Top => 0,
            At::Value(col) | At::Item(col) => col + 2,
            At::Key => return Err(Unsupported),
        };
        Ok(Map {
            out: self.out,
            at: self.at,
            col,
            entries: 0,
        })
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Map<'w>> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant> {
        Err(Unsupported)
    }
    fn serialize_i128(self, _: i128) -> Result {
        Err(Unsupported)
    }
    fn serialize_u128(self, _: u128) -> Result {
        Err(Unsupported)
    }
}

/// A list being written: its `-` at `col`.
struct Seq<'w> {
    out: &'w mut Out,
    at: At,
    col: usize,
    items: usize,
}

impl ser::SerializeSeq for Seq<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        if self.items == 0 && matches!(self.at, At::Value(_)) {
            self.out.push('\n');
        }
        self.items += 1;
        indent(self.out, self.col);
        self.out.push_str("- ");
        value.serialize(Ser {
            out: self.out,
            at: At::Item(self.col),
        })
    }
    fn end(self) -> Result {
        if self.items > 0 {
            // The list itself, unless it is the document.
            self.out.values += usize::from(!matches!(self.at, At::Top));
            return Ok(());
        }
        Ser {
            out: self.out,
            at: self.at,
        }
        .scalar("[]")
    }
}

impl ser::SerializeTuple for Seq<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for Seq<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        ser::SerializeSeq::end(self)
    }
}

/// A mapping being written: its keys at `col`.
struct Map<'w> {
    out: &'w mut Out,
    at: At,
    col: usize,
    entries: usize,
}

impl Map<'_> {
    /// Where the next key starts: on the line of a list item's `- ` for
    /// the first key of an item, on a line of its own otherwise.
    fn next_key(&mut self) {
        match (self.entries, self.at) {
            (0, At::Item(_) | At::Top) => {}
            (0, _) => {
                self.out.push('\n');
                indent(self.out, self.col);
            }
            _ => indent(self.out, self.col),
        }
        self.entries += 1;
    }

    fn value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.out.push(':');
        value.serialize(Ser {
            out: self.out,
            at: At::Value(self.col),
        })
    }
}

impl ser::SerializeMap for Map<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result {
        self.next_key();
        key.serialize(Ser {
            out: self.out,
            at: At::Key,
        })
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.value(value)
    }
    fn end(self) -> Result {
        end_map(self)
    }
}

impl ser::SerializeStruct for Map<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.next_key();
        // Field names, the most keys by far: words of small letters.
        if !key.is_empty()
            && key.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
            && !matches!(key, "null" | "true" | "false")
        {
            self.out.values += 1;
            self.out.push_str(key);
        } else {
            Ser {
                out: self.out,
                at: At::Key,
            }
            .text(key)?;
        }
        self.value(value)
    }
    fn end(self) -> Result {
        end_map(self)
    }
}

fn end_map(
    Map {
        out, at, entries, ..
    }: Map<'_>,
) -> Result {
    match (entries, at) {
        (0, At::Top) => Err(Unsupported),
        (0, at) => Ser { out, at }.scalar("{}"),
        (_, at) => {
            out.values += usize::from(!matches!(at, At::Top));
            Ok(())
        }
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
