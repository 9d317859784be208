//! The one error type of the library.
//!
//! Every error is input the tool could not use (exit 2). It carries a kind
//! that tests compare, a message that names the token, field or line, and,
//! where the input is text, the place in it so that the renderer can point a
//! caret at the bad token.

use std::fmt;
use std::ops::Range;
use std::path::Path;

use serde::Serialize;

/// What went wrong, for tests and for programs that read `--format json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// A token that is not a card, or a list that is not well formed.
    Notation,
    /// More copies of a card than the rule set's deck holds.
    ImpossibleCards,
    /// `--rules` names neither a built-in rule set nor a file.
    UnknownRules,
    /// A rule file that is not valid YAML, has an unknown or mistyped field,
    /// or contradicts itself.
    RuleFile,
    /// A round file that cannot be scored.
    Round,
    /// A table state that cannot happen.
    State,
    /// A game file that is damaged or edited wrong.
    Game,
    /// A command line that asks for something impossible.
    Usage,
    /// A file that cannot be read or written.
    Io,
}

/// Where in some text the problem is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snippet {
    /// What the text is: `argument 2`, a file path.
    pub origin: String,
    /// The whole text (an argument, a file).
    pub text: String,
    /// Byte range of the bad part in `text`.
    pub span: Range<usize>,
    /// What to say under the caret.
    pub label: String,
}

impl Snippet {
    /// 1-based line and column of the start of the span.
    pub fn line_column(&self) -> (usize, usize) {
        line_column(&self.text, self.span.start)
    }
}

/// Whether byte `i` of `text` ends a line: a line feed, or a carriage
/// return not followed by one (as YAML reads a file with old Mac line
/// ends: `\r` alone), so that `\r\n` ends one line, not two.
fn ends_line(text: &[u8], i: usize) -> bool {
    match text[i] {
        b'\n' => true,
        b'\r' => text.get(i + 1) != Some(&b'\n'),
        _ => false,
    }
}

/// 1-based line and column of a byte offset.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..floor_char_boundary(text, offset)];
    let bytes = before.as_bytes();
    let (mut line, mut start) = (1, 0);
    for i in 0..bytes.len() {
        if ends_line(bytes, i) {
            line += 1;
            start = i + 1;
        }
    }
    (line, before[start..].chars().count() + 1)
}

/// Byte offset of a 1-based line and column.
pub fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut lines = (0..bytes.len()).filter(|&i| ends_line(bytes, i));
    for _ in 1..line {
        match lines.next() {
            Some(end) => start = end + 1,
            None => return text.len(),
        }
    }
    let end = lines.next().unwrap_or(text.len());
    let l = &text[start..end];
    start
        + l.char_indices()
            .nth(column.saturating_sub(1))
            .map_or(l.trim_end_matches(['\n', '\r']).len(), |(b, _)| b)
}

/// `text` as a snippet shows it: a carriage return that ends a line alone
/// becomes a line feed (the same length, so every place stays where it
/// is).
fn lines_fed(text: String) -> String {
    if !text.contains('\r') {
        return text;
    }
    let mut bytes = text.into_bytes();
    for i in 0..bytes.len() {
        if bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n') {
            bytes[i] = b'\n';
        }
    }
    String::from_utf8(bytes).unwrap_or_default()
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// What went wrong: a kind that tests compare, a message that says what would
/// be right, and where in the input, when it points at a place.
///
/// The library never prints one; the binary renders it (with the snippet, when
/// there is one).
///
/// ```
/// use canasta::ErrorKind;
///
/// let err = canasta::notation::parse_cards("--hand", "hK d15").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Notation);
/// assert_eq!(err.span(), Some(3..6));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Error(Box<Inner>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Inner {
    kind: ErrorKind,
    message: String,
    snippet: Option<Snippet>,
    help: Option<String>,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(s) = &self.0.snippet {
            let (line, column) = s.line_column();
            if s.text.contains('\n') || Path::new(&s.origin).extension().is_some() {
                write!(f, "{}:{line}:{column}: ", s.origin)?;
            }
        }
        f.write_str(&self.0.message)?;
        if let Some(help) = &self.0.help {
            write!(f, " ({help})")?;
        }
        Ok(())
    }
}

impl Error {
    /// An error of `kind` with `message`, pointing nowhere.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error(Box::new(Inner {
            kind,
            message: message.into(),
            snippet: None,
            help: None,
        }))
    }

    /// Point at the place `snippet` says.
    #[must_use]
    pub fn with_snippet(mut self, snippet: Snippet) -> Error {
        self.0.snippet = Some(Snippet {
            text: lines_fed(snippet.text),
            ..snippet
        });
        self
    }

    /// Point at a place in some text.
    #[must_use]
    pub fn at(
        self,
        origin: impl Into<String>,
        text: impl Into<String>,
        span: Range<usize>,
        label: impl Into<String>,
    ) -> Error {
        self.with_snippet(Snippet {
            origin: origin.into(),
            text: text.into(),
            span,
            label: label.into(),
        })
    }

    /// Add a hint: what to write instead.
    #[must_use]
    pub fn with_help(mut self, help: impl Into<String>) -> Error {
        self.0.help = Some(help.into());
        self
    }

    /// The same error, reported as a problem of another kind of input (a
    /// bad card inside a round file is a round-file problem).
    #[must_use]
    pub fn with_kind(mut self, kind: ErrorKind) -> Error {
        self.0.kind = kind;
        self
    }

    /// Put a prefix before the message: which side, meld or field.
    #[must_use]
    pub fn context(mut self, prefix: impl fmt::Display) -> Error {
        self.0.message = format!("{prefix}: {}", self.0.message);
        self
    }

    /// The kind of input that was wrong.
    pub fn kind(&self) -> ErrorKind {
        self.0.kind
    }

    /// What is wrong (without the hint).
    pub fn message(&self) -> &str {
        &self.0.message
    }

    /// Where in the input, if the error points at a place.
    pub fn snippet(&self) -> Option<&Snippet> {
        self.0.snippet.as_ref()
    }

    /// The hint, if any.
    pub fn help(&self) -> Option<&str> {
        self.0.help.as_deref()
    }

    /// Byte range of the bad token, if the error points at one.
    pub fn span(&self) -> Option<Range<usize>> {
        self.0.snippet.as_ref().map(|s| s.span.clone())
    }

    /// A file that could not be read or written: what was being done, and why
    /// it failed.
    pub fn io(path: &Path, action: &str, err: &std::io::Error) -> Error {
        Error::new(
            ErrorKind::Io,
            format!("cannot {action} {}: {err}", path.display()),
        )
    }
}

/// The library's result: its error is [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_round_trip() {
        let text = "a: 1\nbb: ä2\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 5), (2, 1));
        let off = offset_of(text, 2, 6);
        assert_eq!(&text[off..=off], "2");
        assert_eq!(line_column(text, off), (2, 6));
    }

    #[test]
    fn a_carriage_return_alone_ends_a_line_and_one_before_a_line_feed_does_not() {
        for (text, end) in [("a: 1\rbb: ä2\r", "\r"), ("a: 1\r\nbb: ä2\r\n", "\r\n")] {
            let at = text.find('2').unwrap();
            assert_eq!(line_column(text, at), (2, 6), "{text:?}");
            assert_eq!(offset_of(text, 2, 6), at, "{text:?}");
            // Past a line's end: its end, before what ends it.
            assert_eq!(offset_of(text, 2, 99), text.len() - end.len(), "{text:?}");
        }
        let e = Error::new(ErrorKind::Round, "bad").at("r.yaml", "a: 1\rb: x\r", 8..9, "here");
        assert_eq!(e.to_string(), "r.yaml:2:4: bad");
        assert_eq!(e.snippet().unwrap().text, "a: 1\nb: x\n");
    }

    #[test]
    fn display_names_file_position() {
        let e = Error::new(ErrorKind::RuleFile, "unknown field `foo`").at(
            "house.yaml",
            "a: 1\nfoo: 2\n",
            5..8,
            "here",
        );
        assert_eq!(e.to_string(), "house.yaml:2:1: unknown field `foo`");
        assert_eq!(e.kind(), ErrorKind::RuleFile);
    }
}
