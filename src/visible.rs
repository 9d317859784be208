//! Text from files and arguments, made safe to show on a terminal.
//!
//! A team name, a player, a rule set's `name:` or `description:`, a path or
//! a token quoted in an error may hold control characters. Written raw, an
//! escape sequence sets the window title or clears the screen, a carriage
//! return or backspace writes over what came before, and a bidirectional
//! override shows the text in another order than it has. So every text
//! from outside that is written for people goes through [`visible`] first,
//! as `git` and `ls` do with file names; JSON and YAML keep it exact (they
//! escape by their own rules), and so does CSV, which is data.
//!
//! How such characters show:
//! - C0 controls and DEL in caret notation, as `cat -v` and a terminal's
//!   own echo show them: `^[` for ESC, `^G` for BEL, `^M` for a carriage
//!   return, `^H` for backspace, `^I` for a tab, `^J` for a line feed,
//!   `^?` for DEL;
//! - C1 controls (U+0080 to U+009F, among them U+009B, the one-character
//!   CSI), the bidirectional controls (U+061C, U+200E, U+200F, U+202A to
//!   U+202E, U+2066 to U+2069), the line and paragraph separators (U+2028,
//!   U+2029) and the noncharacters U+FFFE and U+FFFF as `\u{9b}`, the way
//!   Rust writes them.
//!
//! In the lines of a file or argument quoted under an error
//! ([`visible_in_place`]) each such character is one symbol instead (`␛`,
//! `␍`, `�`), so that the caret below stays under the character it points
//! at and the column named stays the file's. The last guard, [`output`],
//! catches what a renderer let through.
//!
//! Everything else is shown as it is, accents, emoji and all.

use std::borrow::Cow;

/// `text` with every control character made visible (see the module).
pub(crate) fn visible(text: &str) -> Cow<'_, str> {
    escape(text, |_| false)
}

/// As [`visible`], but line breaks stay line breaks: for texts of several
/// lines (an error message, a description) laid out by the tool.
pub(crate) fn visible_lines(text: &str) -> Cow<'_, str> {
    escape(text, |c| c == '\n')
}

/// As [`visible`], for the lines of a file or argument quoted under an
/// error: each hidden character becomes one symbol (the control pictures
/// `␛`, `␍`, `␇` ... for C0 controls and DEL, `�` for the others), so that
/// the caret below stays under the character it points at. Tabs and line
/// breaks stay: the report lays them out.
pub(crate) fn visible_in_place(text: &str) -> Cow<'_, str> {
    let keep = |c: char| c == '\n' || c == '\t';
    if !text.chars().any(|c| hidden(c) && !keep(c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| match c {
                c if !hidden(c) || keep(c) => c,
                c if c < ' ' => char::from_u32(0x2400 + u32::from(c)).unwrap_or('\u{fffd}'),
                '\u{7f}' => '\u{2421}',
                _ => '\u{fffd}',
            })
            .collect(),
    )
}

/// Whether a character needs to be made visible.
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{FFFE}'
                | '\u{FFFF}'
        )
}

fn escape(text: &str, keep: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(|c| hidden(c) && !keep(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if !hidden(c) || keep(c) {
            out.push(c);
        } else if c < ' ' {
            out.push('^');
            out.push(char::from(b'@' + c as u8));
        } else if c == '\u{7f}' {
            out.push_str("^?");
        } else {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        }
    }
    Cow::Owned(out)
}

/// The last guard before text reaches the screen: what a renderer wrote,
/// with any control character made visible but its line breaks and the
/// colours it chose itself (`ESC [ ... m`, which `anstream` strips where
/// colour is not wanted). Text from outside is made visible where it is
/// laid out, so that widths are counted right; this only catches what a
/// renderer let through.
pub(crate) fn output(text: &str) -> Cow<'_, str> {
    // Every output passes here, a long sheet's or rule set's tens of
    // kilobytes: its bytes are looked at, many at a time, and its
    // characters only where one is hidden.
    if !hides(text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(len) = colour(rest) {
            out.push_str(&rest[..len]);
            rest = &rest[len..];
            continue;
        }
        let len = c.len_utf8();
        out.push_str(&escape(&rest[..len], |c| c == '\n'));
        rest = &rest[len..];
    }
    Cow::Owned(out)
}

/// Whether `text` holds a character `hidden` names other than a line
/// break, found in its UTF-8 bytes with no early exit and no branch per
/// byte, so that the loop runs over many bytes at a time. C0 controls and
/// DEL are single bytes; the C1 controls are C2 80 to C2 9F, U+061C is
/// D8 9C, the hidden ones of General Punctuation are E2 80 8E and 8F
/// (U+200E, U+200F), E2 80 A8 to AE (U+2028 to U+202E) and E2 81 A6 to A9
/// (U+2066 to U+2069), and U+FFFE and U+FFFF are EF BF BE and BF. Every
/// byte sequence is matched whole: German quotation marks (`„“`, E2 80 9E
/// and 9C), dashes, `«»` and box drawing, which share the first bytes,
/// are not hidden, and text full of them is looked at no closer.
#[allow(
    clippy::needless_bitwise_bool,
    reason = "without a branch per byte, the fold runs over many bytes at a time"
)]
fn hides(text: &str) -> bool {
    let one = |x: u8| ((x < 0x20) & (x != b'\n')) | (x == 0x7f);
    let two = |x: u8, y: u8| ((x == 0xc2) & (y < 0xa0)) | ((x == 0xd8) & (y == 0x9c));
    let three = |x: u8, y: u8, z: u8| {
        let general_punctuation = (x == 0xe2)
            & (((y == 0x80) & (((z & 0xfe) == 0x8e) | (0xa8..=0xae).contains(&z)))
                | ((y == 0x81) & (0xa6..=0xa9).contains(&z)));
        general_punctuation | ((x == 0xef) & (y == 0xbf) & (z >= 0xbe))
    };
    let bytes = text.as_bytes();
    let next = bytes.get(1..).unwrap_or_default();
    let after = bytes.get(2..).unwrap_or_default();
    let body = bytes
        .iter()
        .zip(next)
        .zip(after)
        .fold(false, |found, ((&x, &y), &z)| {
            found | one(x) | two(x, y) | three(x, y, z)
        });
    // The last two bytes start no character of three.
    let tail = match *bytes {
        [] => false,
        [x] => one(x),
        [.., x, y] => one(x) | one(y) | two(x, y),
    };
    body | tail
}

/// The length of a colour sequence (`ESC [` digits and `;`, then `m`) at
/// the start of `text`.
fn colour(text: &str) -> Option<usize> {
    let body = text.strip_prefix("\x1b[")?;
    let params = body
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b';')
        .count();
    (body.as_bytes().get(params) == Some(&b'm')).then_some(2 + params + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_show_in_caret_notation() {
        assert_eq!(visible("We\x1b]0;PWNED\x07\x1b[2J"), "We^[]0;PWNED^G^[[2J");
        assert_eq!(visible("a\rb\x08c\x7f\td\ne"), "a^Mb^Hc^?^Id^Je");
        assert_eq!(visible("\0"), "^@");
    }

    #[test]
    fn c1_and_bidi_controls_show_as_code_points() {
        assert_eq!(visible("x\u{9b}2Jy"), "x\\u{9b}2Jy");
        assert_eq!(
            visible("abc\u{202e}fed\u{2066}\u{2069}"),
            "abc\\u{202e}fed\\u{2066}\\u{2069}"
        );
        assert_eq!(
            visible("\u{85}\u{2028}\u{ffff}"),
            "\\u{85}\\u{2028}\\u{ffff}"
        );
    }

    #[test]
    fn ordinary_text_is_left_alone() {
        let text = "Anna & Bernd, Ölmühle 🂡 ♥10 \\e ^[";
        assert!(matches!(visible(text), Cow::Borrowed(t) if t == text));
    }

    #[test]
    fn in_place_each_character_stays_one() {
        assert_eq!(
            visible_in_place("a\x1b[2J\tb\u{9b}\r\n\x7f"),
            "a\u{241b}[2J\tb\u{fffd}\u{240d}\n\u{2421}"
        );
    }

    #[test]
    fn lines_keep_their_breaks() {
        assert_eq!(visible_lines("a\nb\x1bc\r\n"), "a\nb^[c^M\n");
    }

    /// The bytes find exactly the characters `output` makes visible: every
    /// hidden one, wherever it stands (first, last, in the middle), and no
    /// other.
    #[test]
    fn the_bytes_find_exactly_the_hidden_characters() {
        for c in (0..=0x0010_ffff).filter_map(char::from_u32) {
            let shown = hidden(c) && c != '\n';
            for text in [
                format!("{c}"),
                format!("a{c}"),
                format!("{c}b"),
                format!("a{c}b"),
                format!("„{c}“"),
            ] {
                assert_eq!(hides(&text), shown, "{c:?} in {text:?}");
            }
        }
        assert!(!hides("┌──┬─┐\n│ We ┆ 5 │\näöü 漢字 🂡 «Zitat» – …"));
        assert!(!hides(""));
    }

    /// German quotation marks share their first bytes with the hidden
    /// characters of General Punctuation: text full of them is passed
    /// through as it is, and a hidden character among them is still shown.
    #[test]
    fn german_quotation_marks_pass_and_hide_nothing() {
        let german = "„Kanaster“ – ein Spiel mit „wilden“ Karten; ‚so‘ sagt man.\n".repeat(500);
        assert!(matches!(output(&german), Cow::Borrowed(t) if t == german));
        let bidi = format!("{german}„We\u{202e}“ \u{2066}x\u{2069}\u{200f}\u{2028}");
        assert!(output(&bidi).ends_with("„We\\u{202e}“ \\u{2066}x\\u{2069}\\u{200f}\\u{2028}"));
        assert_eq!(
            output("„Wir“\x1b]0;x\x07 \u{9b}2J\u{61c}\u{ffff}"),
            "„Wir“^[]0;x^G \\u{9b}2J\\u{61c}\\u{ffff}"
        );
    }

    #[test]
    fn output_keeps_its_own_colours_only() {
        assert_eq!(
            output("\x1b[38;2;1;2;3m━━\x1b[0m We\x1b]0;x\x07\n\u{9b}2J"),
            "\x1b[38;2;1;2;3m━━\x1b[0m We^[]0;x^G\n\\u{9b}2J"
        );
        assert_eq!(output("\x1b[2J"), "^[[2J");
    }
}
