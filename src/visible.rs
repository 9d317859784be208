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
    // Every output passes here, a long sheet's tens of kilobytes: its
    // bytes are looked at first, and its characters only where one may be
    // hidden.
    if !may_hide(text) || !text.chars().any(|c| hidden(c) && c != '\n') {
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

/// Whether `text` may hold a character `hidden` names other than a line
/// break: looked at byte by byte, with no early exit, so that it runs over
/// many bytes at a time. C0 controls and DEL are single bytes; the others
/// start with C2 (C1), D8 (U+061C), E2 80 or E2 81 (U+2000 to U+207F) and
/// EF (U+FFFE, U+FFFF).
#[allow(
    clippy::needless_bitwise_bool,
    reason = "without a branch per byte, the folds run over many bytes at a time"
)]
fn may_hide(text: &str) -> bool {
    let bytes = text.as_bytes();
    let single = bytes.iter().fold(false, |found, &b| {
        found | ((b < 0x20) & (b != b'\n')) | (b == 0x7f) | (b == 0xc2) | (b == 0xd8) | (b == 0xef)
    });
    // Box drawing (U+2500 on) starts with E2 too: its second byte tells.
    let general_punctuation = bytes
        .iter()
        .zip(bytes.get(1..).unwrap_or_default())
        .fold(false, |found, (&b, &n)| {
            found | ((b == 0xe2) & ((n & 0xfe) == 0x80))
        });
    single || general_punctuation
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

    /// The bytes looked at first find every character `output` makes
    /// visible.
    #[test]
    fn every_hidden_character_is_seen_in_its_bytes() {
        for c in (0..=0x0010_ffff).filter_map(char::from_u32) {
            let text = format!("a{c}b");
            assert!(may_hide(&text) || !hidden(c) || c == '\n', "{c:?}");
        }
        assert!(!may_hide("┌──┬─┐\n│ We ┆ 5 │\näöü 漢字 🂡"));
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
