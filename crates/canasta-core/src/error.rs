//! The one error type of the library, as data.
//!
//! Every error is input the tool could not use (exit 2). It holds a
//! [`Fault`]: what is wrong, as a typed value with a stable code and the
//! data the fault speaks of (the bad token, what was expected, the
//! numbers). Each area of the library has its own fault enums ([`AreaFault`]),
//! which this module does not know: the error holds the fault boxed and
//! gives it back by its type (`err.fault::<NotationFault>()`). Where the
//! input is text, it holds the place in it (a [`Snippet`]), so that the
//! renderer can point a caret at the bad token, and the places it was
//! found within (`team We, meld 2`, a file): typed [`Origin`]s, never text
//! to be read back. Words are the front end's: the library never says a
//! fault in any language ([`Said`]: a fault names the message that says it).

mod coded;
mod fault;
mod help;
mod hint;
mod origin;
mod words;

use std::fmt;
use std::ops::Range;

use serde::Serialize;

pub use coded::Coded;
pub use fault::{AreaFault, Fault, faults};
pub use help::{AreaHint, Help};
pub use hint::{Action, Document, Hint, InputFault, Label};
pub use origin::{Origin, RoundField};
pub use words::{AllOf, AnyOf, Choices, Field, ListItem, ListOf, Said, Value, Words, worded};

/// What went wrong, for tests and for programs that read `--format json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
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
    /// A club evening's file that is damaged or edited wrong, or a draw
    /// it cannot make.
    Evening,
    /// A command line that asks for something impossible.
    Usage,
    /// A file that cannot be read or written.
    Io,
}

/// Where in some text the problem is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snippet {
    /// What the text is: an argument, a field of a file, a file.
    pub origin: Origin,
    /// The whole text (an argument, a file).
    pub text: String,
    /// Byte range of the bad part in `text`.
    pub span: Range<usize>,
    /// What to say under the caret.
    pub label: Label,
}

impl Snippet {
    /// 1-based line and column of the start of the span.
    pub(crate) fn line_column(&self) -> (usize, usize) {
        line_column(&self.text, self.span.start)
    }

    /// Whether the snippet shows a file (its name and line numbers), not
    /// an argument: a file's origin named like one, or text of several
    /// lines.
    pub fn is_file(&self) -> bool {
        self.text.contains('\n') || self.origin.names_a_file()
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
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
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
pub(crate) fn offset_of(text: &str, line: usize, column: usize) -> usize {
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(Box<Inner>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Inner {
    kind: ErrorKind,
    fault: Fault,
    snippet: Option<Snippet>,
    /// The places the fault was found within, outermost first: the
    /// renderer puts them before its words (`team We, meld 2: ...`).
    within: Vec<Origin>,
    help: Option<Help>,
}

/// For logs and tests, not for people: its place in a file, its places
/// within, and its fault (the library's English where it still has words,
/// else its code and data). People read the front end's report.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(s) = self.0.snippet.as_ref().filter(|s| s.is_file()) {
            let (line, column) = s.line_column();
            write!(f, "{}:{line}:{column}: ", s.origin)?;
        }
        for place in &self.0.within {
            write!(f, "{place}: ")?;
        }
        f.write_str(&describe(&self.0.fault))
    }
}

/// The error a fault quotes as its cause (a stored round that cannot be
/// scored, and why), where it quotes one.
impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0
            .fault
            .fields()
            .into_iter()
            .find_map(|(_, value)| match value {
                Value::Error(cause) => Some(cause as &(dyn std::error::Error + 'static)),
                _ => None,
            })
    }
}

impl Error {
    /// An error of `kind` with `fault`, pointing nowhere.
    pub fn new(kind: ErrorKind, fault: impl Into<Fault>) -> Error {
        Error(Box::new(Inner {
            kind,
            fault: fault.into(),
            snippet: None,
            within: Vec::new(),
            help: None,
        }))
    }

    /// Point at the place `snippet` says.
    #[must_use]
    pub(crate) fn with_snippet(mut self, snippet: Snippet) -> Error {
        self.0.snippet = Some(Snippet {
            text: lines_fed(snippet.text),
            ..snippet
        });
        self
    }

    /// Point at a place in some text; the caret says `label`.
    #[must_use]
    pub fn at(
        self,
        origin: impl Into<Origin>,
        text: impl Into<String>,
        span: Range<usize>,
        label: impl Into<Label>,
    ) -> Error {
        self.with_snippet(Snippet {
            origin: origin.into(),
            text: text.into(),
            span,
            label: label.into(),
        })
    }

    /// What the help line under the error says.
    #[must_use]
    pub fn with_help(mut self, help: impl Into<Help>) -> Error {
        self.0.help = Some(help.into());
        self
    }

    /// What the help line under the error says, if it has one.
    pub fn help(&self) -> Option<&Help> {
        self.0.help.as_ref()
    }

    /// An error reading or writing a file: what was done, to which file,
    /// and the system's own words for why it failed.
    pub fn io(path: &std::path::Path, action: Action, err: &std::io::Error) -> Error {
        Error::new(
            ErrorKind::Io,
            InputFault::Io {
                action,
                file: Origin::of_path(path),
                cause: err.to_string(),
            },
        )
    }

    /// The same error, reported as a problem of another kind of input (a
    /// bad card inside a round file is a round-file problem).
    #[must_use]
    pub(crate) fn with_kind(mut self, kind: ErrorKind) -> Error {
        self.0.kind = kind;
        self
    }

    /// Found within `origin` (the older name of `within`).
    #[must_use]
    pub fn context(self, origin: impl Into<Origin>) -> Error {
        self.within(origin)
    }

    /// Found within `origin` (a side, a meld, a file): it goes before
    /// the places already named.
    #[must_use]
    pub fn within(mut self, origin: impl Into<Origin>) -> Error {
        self.0.within.insert(0, origin.into());
        self
    }

    /// Found within `origin`, inside the places already named.
    #[must_use]
    pub fn within_inner(mut self, origin: impl Into<Origin>) -> Error {
        self.0.within.push(origin.into());
        self
    }

    /// The kind of input that was wrong.
    pub fn kind(&self) -> ErrorKind {
        self.0.kind
    }

    /// What is wrong, whatever its area.
    pub fn what(&self) -> &Fault {
        &self.0.fault
    }

    /// What is wrong, as its area's type, if it is an `F`:
    /// `err.fault::<NotationFault>()`.
    pub fn fault<F: AreaFault>(&self) -> Option<&F> {
        self.0.fault.get()
    }

    /// The fault's stable code (`not_a_card`), the same in every language.
    pub fn code(&self) -> &'static str {
        self.0.fault.code()
    }

    /// The places the fault was found within, outermost first.
    pub fn places(&self) -> &[Origin] {
        &self.0.within
    }

    /// Where in the input, if the error points at a place.
    pub fn snippet(&self) -> Option<&Snippet> {
        self.0.snippet.as_ref()
    }

    /// Byte range of the bad token, if the error points at one.
    pub fn span(&self) -> Option<Range<usize>> {
        self.0.snippet.as_ref().map(|s| s.span.clone())
    }

    /// The file the error is about, where it names one: the file its
    /// snippet shows, else the innermost place that is a file.
    pub fn file(&self) -> Option<&Origin> {
        if let Some(s) = self.0.snippet.as_ref().filter(|s| s.is_file()) {
            return Some(&s.origin);
        }
        self.0.fault.file().or_else(|| {
            self.0
                .within
                .iter()
                .rev()
                .find(|o| matches!(o, Origin::File { .. } | Origin::Stdin) || o.names_a_file())
        })
    }

    /// The file the error points into, with its line and column: `None`
    /// for a place in an argument.
    pub fn file_place(&self) -> Option<(&Origin, usize, usize)> {
        let s = self.0.snippet.as_ref().filter(|s| s.is_file())?;
        let (line, column) = s.line_column();
        Some((&s.origin, line, column))
    }
}

/// The library's result: its error is [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// For the library's own tests, which cannot reach the front end's
/// catalogue: an error as a line, its places in English, its fault as its
/// code and data (`no_such_rank token=h14 rank=14`).
#[cfg(test)]
impl Error {
    /// The error as a line (see above).
    pub fn message(&self) -> String {
        let mut text = describe(&self.0.fault);
        for place in self.0.within.iter().rev() {
            text = format!("{place}: {text}");
        }
        text
    }

    /// The help line's own words, or its code and data.
    pub(crate) fn help_text(&self) -> Option<String> {
        self.0.help.as_ref().map(|h| match h.get::<Hint>() {
            Some(Hint::DidYouMean { guess }) => format!("did_you_mean guess={guess}"),
            _ => h.code().to_string(),
        })
    }
}

fn describe(fault: &Fault) -> String {
    let mut text = fault.code().to_string();
    for (name, value) in fault.fields() {
        text.push_str(&format!(" {name}={value:?}"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::NotationFault;

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
        let e = Error::new(ErrorKind::Round, NotationFault::NoCards).at(
            Origin::file("r.yaml"),
            "a: 1\rb: x\r",
            8..9,
            Label::Here,
        );
        assert_eq!(e.to_string(), "r.yaml:2:4: no_cards");
        assert_eq!(e.snippet().unwrap().text, "a: 1\nb: x\n");
    }

    /// An error whose fault quotes another error as its cause gives it as
    /// its `source`; one without a cause has none.
    #[test]
    fn an_error_quoting_its_cause_gives_it_as_its_source() {
        use std::error::Error as _;
        let cause = Error::new(ErrorKind::Notation, NotationFault::NoCards);
        assert!(cause.source().is_none());
        let e = Error::new(
            ErrorKind::Game,
            crate::sheet::fault::SheetFault::RoundNotScored {
                cause: Box::new(cause.clone()),
            },
        );
        let source = e.source().expect("the cause");
        assert_eq!(source.to_string(), cause.to_string());
        assert_eq!(
            source.downcast_ref::<Error>().and_then(Error::fault),
            Some(&NotationFault::NoCards)
        );
    }

    /// The fault comes back as its area's type, and as no other.
    #[test]
    fn a_fault_comes_back_as_its_own_type() {
        let e = Error::new(ErrorKind::Notation, NotationFault::NoCards);
        assert_eq!(e.fault::<NotationFault>(), Some(&NotationFault::NoCards));
        assert_eq!(e.fault::<crate::sheet::game::GameFault>(), None);
        assert_eq!(e.what(), &Fault::from(NotationFault::NoCards));
        assert_ne!(
            e.what(),
            &Fault::from(crate::sheet::game::GameFault::NothingToUndo)
        );
        assert_eq!(e.code(), "no_cards");
    }

    #[test]
    fn an_error_names_its_code_and_its_place_in_a_file() {
        let e = Error::new(ErrorKind::RuleFile, NotationFault::NoCards).at(
            Origin::file("house.yaml"),
            "a: 1\nfoo: 2\n",
            5..8,
            Label::Here,
        );
        assert_eq!(e.to_string(), "house.yaml:2:1: no_cards");
        assert_eq!(e.kind(), ErrorKind::RuleFile);
        assert_eq!(e.code(), "no_cards");
        let (file, line, column) = e.file_place().unwrap();
        assert_eq!((file, line, column), (&Origin::file("house.yaml"), 2, 1));
        // An argument is no file.
        let e = Error::new(ErrorKind::Notation, NotationFault::NoCards).at(
            Origin::arg("--hand"),
            "h4 x",
            3..4,
            Label::Here,
        );
        assert!(e.file_place().is_none());
    }
}
