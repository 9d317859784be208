//! Turns results into text: comfy-table tables for people, JSON for
//! programs, annotate-snippets reports for errors. The only module that
//! knows about comfy-table.

use comfy_table::{ContentArrangement, Table, presets};
use serde::Serialize;

use crate::cli::Format;
use crate::fault::FrontHint;
use crate::i18n::Catalog;
use canasta::error::{Error, ErrorKind, Result};

pub(crate) mod adjudicate;
pub(crate) mod breakdown;
pub(crate) mod chart;
pub(crate) mod error;
mod grid;
pub(crate) mod meld;
pub(crate) mod pad;
pub(crate) mod reason;
pub(crate) mod rules;
pub(crate) mod sheet;
pub(crate) mod tab;
pub(crate) mod time;

/// The rows of `docs/codes.md`'s tables, each code with the data it
/// lists: the reasons' (before `## Errors`) or the errors' (after it).
#[cfg(test)]
pub(crate) fn documented_codes(errors: bool) -> Vec<(String, Vec<String>)> {
    let page = include_str!("../../docs/codes.md");
    let ticked = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    let mut in_errors = false;
    page.lines()
        .filter(|l| {
            in_errors |= *l == "## Errors";
            in_errors == errors
        })
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').collect();
            (ticked(cells[1]).concat(), ticked(cells[cells.len() - 2]))
        })
        .collect()
}

/// How a result is written out: the format asked for, the language and,
/// for people, the width every line must fit. The caller finds these once
/// (`width()`, the command line, `Lang::choose`); nothing below reads the
/// environment, so a renderer's output depends on its arguments alone.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Out<'a> {
    pub format: Format,
    /// `None`: lines may be as long as they need (a file, a pipe).
    pub width: Option<usize>,
    /// The words, in the language chosen.
    pub cat: &'a Catalog,
}

impl<'a> Out<'a> {
    pub(crate) fn new(format: Format, width: Option<usize>, cat: &'a Catalog) -> Out<'a> {
        Out { format, width, cat }
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
/// each continuation indented, so that no line runs past the screen. What
/// they quote from files and arguments (a rule set's name and description)
/// is shown with its control characters visible, before it is measured.
pub(crate) fn wrap(text: &str, width: Option<usize>) -> String {
    let text = crate::visible::visible_lines(text);
    match width {
        Some(w) => fill(&text, w, "  "),
        None => text.into_owned(),
    }
}

/// Each line of `text` in lines of at most `width` columns, broken between
/// words; later lines of a line start with `indent`. Only a word longer
/// than a whole line is broken within.
pub(crate) fn fill(text: &str, width: usize, indent: &str) -> String {
    let iw = text_width(indent);
    let mut out = String::new();
    let new_line = |out: &mut String| {
        out.truncate(out.trim_end_matches(' ').len());
        out.push('\n');
        out.push_str(indent);
    };
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let (mut len, mut fresh) = (0, true);
        for mut word in line.split(' ') {
            let mut w = text_width(word);
            if !fresh && len + 1 + w > width {
                new_line(&mut out);
                (len, fresh) = (iw, true);
            }
            if !fresh {
                out.push(' ');
                len += 1;
            }
            // A word longer than any line: as much as fits, then the rest.
            while len + w > width && w > width.saturating_sub(iw) {
                let (piece, rest) = split_at_width(word, width.saturating_sub(len).max(1));
                out.push_str(piece);
                new_line(&mut out);
                len = iw;
                word = rest;
                w = text_width(word);
            }
            out.push_str(word);
            len += w;
            fresh = false;
        }
    }
    out
}

/// `text` split after as many characters as fit in `width` columns (at
/// least one).
pub(crate) fn split_at_width(text: &str, width: usize) -> (&str, &str) {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w > width && i > 0 {
            return text.split_at(i);
        }
        used += w;
    }
    (text, "")
}

/// How many columns `text` takes on a terminal (a wide character two, a
/// combining mark none): what "no line wider than the width" counts.
pub(crate) fn text_width(text: &str) -> usize {
    // Figures and words of printable ASCII, most of what tables hold, are
    // a column a byte.
    if text.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return text.len();
    }
    unicode_width::UnicodeWidthStr::width(text)
}

/// The width human tables must fit: `COLUMNS` where set to a number, else
/// the width of the terminal on standard output; `None` when output goes
/// elsewhere (a file, a pipe), where lines may be as long as they need.
pub(crate) fn width() -> Option<usize> {
    columns().or_else(|| terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)))
}

/// The width error reports must fit: `COLUMNS` where set to a number,
/// else the width of the terminal on standard error.
pub(crate) fn error_width() -> Option<usize> {
    columns().or_else(|| {
        terminal_size::terminal_size_of(std::io::stderr()).map(|(w, _)| usize::from(w.0))
    })
}

/// The height a change's answer must fit (`game add`, `undo`...): `LINES`
/// where set to a number, else the height of the terminal on standard
/// output; `None` when output goes elsewhere.
pub(crate) fn height() -> Option<usize> {
    std::env::var("LINES")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .or_else(|| terminal_size::terminal_size().map(|(_, h)| usize::from(h.0)))
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
        .map_err(|e| {
            Error::new(
                ErrorKind::Io,
                crate::fault::FrontFault::CannotWriteJson {
                    cause: e.to_string(),
                },
            )
        })
}

/// YAML where a command offers it; JSON's shape otherwise.
pub(crate) fn yaml<T: Serialize>(value: &T) -> Result<String> {
    canasta::yaml::to_string(value)
}

/// Dispatch on the format for results that have no YAML form of their own.
pub(crate) fn structured<T: Serialize>(value: &T, format: Format) -> Option<Result<String>> {
    match format {
        Format::Table => None,
        Format::Json => Some(json(value)),
        Format::Yaml => Some(yaml(value)),
        Format::Csv => Some(Err(Error::new(
            ErrorKind::Usage,
            crate::fault::UsageFault::CsvNotHere,
        )
        .with_help(FrontHint::OtherFormat))),
    }
}

/// A check mark or a cross, for lists of rules met and broken.
pub(crate) fn mark(ok: bool) -> &'static str {
    if ok { "✓" } else { "✗" }
}

#[cfg(test)]
mod tests {
    use super::fill;

    #[test]
    fn plain_lines_wrap_at_words() {
        assert_eq!(
            fill(
                "take the pile (h9 on top): NOT legal under classic\nshort",
                30,
                "  "
            ),
            "take the pile (h9 on top): NOT\n  legal under classic\nshort"
        );
    }

    #[test]
    fn only_a_word_longer_than_a_line_is_broken() {
        assert_eq!(
            fill("ab a-very-long-word", 8, "  "),
            "ab\n  a-very\n  -long-\n  word"
        );
        assert_eq!(fill("ab cd", 4, "  "), "ab\n  cd");
        // Wide characters take two columns each.
        assert_eq!(fill("Ölmühle 漢字漢字", 8, ""), "Ölmühle\n漢字漢字");
        assert_eq!(fill("漢字漢字漢", 8, ""), "漢字漢字\n漢");
    }
}
