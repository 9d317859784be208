//! Turns results into text: comfy-table tables for people, JSON for
//! programs, annotate-snippets reports for errors. The only module that
//! knows about comfy-table.

use comfy_table::{ContentArrangement, Table, presets};
use serde::Serialize;

use crate::cli::Format;
use crate::error::{Error, ErrorKind, Result};

pub mod adjudicate;
pub mod chart;
pub mod error;
pub mod meld;
pub mod rules;
pub mod sheet;
pub mod visible;

/// How a result is written out: the format asked for and, for people, the
/// width every line must fit. The caller finds these once (`width()`, the
/// command line); nothing below reads the environment, so a renderer's
/// output depends on its arguments alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Out {
    pub format: Format,
    /// `None`: lines may be as long as they need (a file, a pipe).
    pub width: Option<usize>,
}

impl Out {
    pub fn new(format: Format, width: Option<usize>) -> Out {
        Out { format, width }
    }
}

/// A table in the house style, as wide as `width` allows: comfy-table
/// wraps text within its cells rather than letting a line run past the
/// screen (the score sheet picks its own layouts for that).
pub(crate) fn table(width: Option<usize>) -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    match width {
        Some(w) => {
            t.set_width(u16::try_from(w).unwrap_or(u16::MAX));
        }
        // comfy-table would ask the terminal itself: the caller decides.
        None => {
            t.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    t
}

/// Lines of plain text (a headline, a source) word-wrapped to `width`,
/// each continuation indented, so that no line runs past the screen.
pub(crate) fn wrap(text: &str, width: Option<usize>) -> String {
    match width {
        Some(w) => wrap_at(text, w),
        None => text.to_string(),
    }
}

fn wrap_at(text: &str, width: usize) -> String {
    let mut out = String::new();
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let mut len = 0;
        for word in line.split(' ') {
            let w = text_width(word);
            if len > 0 && len + 1 + w > width {
                out.push_str("\n  ");
                len = 2;
            } else if len > 0 {
                out.push(' ');
                len += 1;
            }
            out.push_str(word);
            len += w;
        }
    }
    out
}

/// How many columns `text` takes on a terminal (a wide character two, a
/// combining mark none): what "no line wider than the width" counts.
pub(crate) fn text_width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// The width human tables must fit: `COLUMNS` where set to a number, else
/// the width of the terminal on standard output; `None` when output goes
/// elsewhere (a file, a pipe), where lines may be as long as they need.
pub fn width() -> Option<usize> {
    columns().or_else(|| terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)))
}

/// The width error reports must fit: `COLUMNS` where set to a number,
/// else the width of the terminal on standard error.
pub fn error_width() -> Option<usize> {
    columns().or_else(|| {
        terminal_size::terminal_size_of(std::io::stderr()).map(|(w, _)| usize::from(w.0))
    })
}

fn columns() -> Option<usize> {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
}

/// One JSON document, pretty-printed, with a final newline.
pub(crate) fn json<T: Serialize>(value: &T) -> Result<String> {
    serde_json::to_string_pretty(value)
        .map(|s| s + "\n")
        .map_err(|e| Error::new(ErrorKind::Io, format!("cannot write JSON: {e}")))
}

/// YAML where a command offers it; JSON's shape otherwise.
pub(crate) fn yaml<T: Serialize>(value: &T) -> Result<String> {
    crate::yaml::to_string(value)
}

/// Dispatch on the format for results that have no YAML form of their own.
pub(crate) fn structured<T: Serialize>(value: &T, format: Format) -> Option<Result<String>> {
    match format {
        Format::Table => None,
        Format::Json => Some(json(value)),
        Format::Yaml => Some(yaml(value)),
        Format::Csv => Some(Err(Error::new(
            ErrorKind::Usage,
            "--format csv is for `game show` and `game stats`",
        )
        .with_help("use --format table, json or yaml here"))),
    }
}

/// A check mark or a cross, for lists of rules met and broken.
pub(crate) fn mark(ok: bool) -> &'static str {
    if ok { "✓" } else { "✗" }
}

#[cfg(test)]
mod tests {
    use super::wrap_at;

    #[test]
    fn plain_lines_wrap_at_words() {
        assert_eq!(
            wrap_at(
                "take the pile (h9 on top): NOT legal under classic\nshort",
                30
            ),
            "take the pile (h9 on top): NOT\n  legal under classic\nshort"
        );
        assert_eq!(wrap_at("a-very-long-word", 4), "a-very-long-word");
    }
}
