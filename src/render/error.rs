//! Errors as reports that point at the bad token.

use std::path::Path;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use crate::error::Error;

/// The report for an error. `styled` adds colour; the caller's stream
/// strips it where colour is not wanted (NO_COLOR, not a terminal).
///
/// A message of several lines (clap's usage errors, which carry their own
/// layout) keeps its first line as the title and the rest as it was written.
pub fn report(err: &Error, styled: bool) -> String {
    let renderer = if styled {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let (title, body) = match err.message().split_once('\n') {
        Some((first, rest)) => (first, Some(rest.trim_end())),
        None => (err.message(), None),
    };
    let mut group = Group::with_title(Level::ERROR.primary_title(title));
    let snippet = err.snippet().filter(|s| !s.text.trim().is_empty());
    if let Some(s) = snippet {
        let is_file = s.text.contains('\n') || Path::new(&s.origin).extension().is_some();
        let (window, first_line, span) = window(&s.text, s.span.clone());
        let mut source = Snippet::source(window)
            .line_start(first_line)
            .annotation(AnnotationKind::Primary.span(span).label(s.label.as_str()));
        if is_file {
            source = source.path(s.origin.as_str());
        }
        group = group.element(source);
    }
    let mut report = vec![group];
    // A help line after a snippet is a group of its own; without a snippet
    // it would be separated from the title by an empty gutter line.
    let help_group = err
        .help()
        .filter(|_| snippet.is_some())
        .map(|h| Group::with_title(Level::HELP.secondary_title(h)));
    report.extend(help_group);
    let mut out = renderer.render(&report).to_string();
    if let Some(body) = body {
        out.push('\n');
        out.push_str(body);
    }
    if let (Some(help), None) = (err.help(), snippet) {
        let help = renderer
            .render(&[Group::with_title(Level::HELP.secondary_title(help))])
            .to_string();
        out.push('\n');
        out.push_str(&help);
    }
    out
}

/// Lines shown before and after the bad place.
const CONTEXT_LINES: usize = 2;

/// The longest span shown, in lines: a section's span may run on for
/// thousands.
const MAX_SPAN_LINES: usize = 8;

/// How much of a long line is shown after the bad place.
const MAX_LINE_TAIL: usize = 512;

/// The lines around `span`, the number of the first, and the span within
/// them: a file of millions of lines is not handed to the renderer whole.
fn window(text: &str, span: std::ops::Range<usize>) -> (&str, usize, std::ops::Range<usize>) {
    let floor = |mut i: usize| {
        i = i.min(text.len());
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let (start, end) = (floor(span.start), floor(span.end.max(span.start)));
    let mut from = text[..start].rfind('\n').map_or(0, |i| i + 1);
    for _ in 0..CONTEXT_LINES {
        if from == 0 {
            break;
        }
        from = text[..from - 1].rfind('\n').map_or(0, |i| i + 1);
    }
    // The span's own lines, at most MAX_SPAN_LINES of them.
    let mut end = end;
    let mut to = start;
    for _ in 0..MAX_SPAN_LINES {
        match text[to..].find('\n') {
            Some(i) if to + i < end => to += i + 1,
            _ => break,
        }
    }
    if let Some(i) = text[to..end].find('\n') {
        end = (to + i).max(start);
    }
    to = to.max(end);
    let mut upto = text[to..].find('\n').map_or(text.len(), |i| to + i);
    for _ in 0..CONTEXT_LINES {
        match text[upto..].strip_prefix('\n') {
            Some(rest) => upto = upto + 1 + rest.find('\n').unwrap_or(rest.len()),
            None => break,
        }
    }
    // A line of megabytes (a whole document on one line) is cut after
    // the place; before it, the column shown must stay true.
    end = floor(end.min(start + MAX_LINE_TAIL));
    upto = floor(upto.min(end + MAX_LINE_TAIL)).max(end);
    let first_line = text.as_bytes()[..from]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1;
    (&text[from..upto], first_line, start - from..end - from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use crate::notation::parse_cards;

    #[test]
    fn caret_under_the_bad_token() {
        let e = parse_cards("meld", "h10 h14 s2").unwrap_err();
        insta::assert_snapshot!(report(&e, false), @r"
        error: meld: `h14`: rank 14 does not exist; ranks are 1–13 or A, J, Q, K (T for ten)
          |
        1 | h10 h14 s2
          |     ^^^ not a card
          |
        help: a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order, or jk
        ");
    }

    #[test]
    fn a_huge_file_shows_only_the_lines_around_the_error() {
        let text = format!(
            "{}a: 1\nbee: 2\nc: 3\n{}",
            "\n".repeat(15_000_000),
            "\n".repeat(1000)
        );
        let at = text.find("bee").unwrap();
        let e = Error::new(ErrorKind::RuleFile, "unknown field `bee`").at(
            "f.yaml",
            text,
            at..at + 3,
            "here",
        );
        let started = std::time::Instant::now();
        let out = report(&e, false);
        // A hang guard, not a benchmark: rendering the whole text takes minutes.
        assert!(started.elapsed().as_secs() < 5);
        insta::assert_snapshot!(out, @r"
        error: unknown field `bee`
                --> f.yaml:15000002:1
                 |
        15000002 | bee: 2
                 | ^^^ here
        ");
    }

    #[test]
    fn help_without_a_snippet_follows_the_title() {
        let e = Error::new(ErrorKind::UnknownRules, "unknown rule set `x`").with_help("try y");
        insta::assert_snapshot!(report(&e, false), @r"
        error: unknown rule set `x`
        help: try y
        ");
    }

    #[test]
    fn a_message_of_several_lines_keeps_its_layout() {
        let e = Error::new(ErrorKind::Usage, "bad value\n  [possible values: a, b]\n");
        insta::assert_snapshot!(report(&e, false), @r"
        error: bad value
          [possible values: a, b]
        ");
    }
}
