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
        let mut source = Snippet::source(s.text.as_str()).annotation(
            AnnotationKind::Primary
                .span(s.span.clone())
                .label(s.label.as_str()),
        );
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
