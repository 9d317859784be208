//! Errors as reports that point at the bad token.

use std::path::Path;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use crate::error::Error;

/// The report for an error. `styled` adds colour; the caller's stream
/// strips it where colour is not wanted (NO_COLOR, not a terminal).
pub fn report(err: &Error, styled: bool) -> String {
    let renderer = if styled {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut title = Group::with_title(Level::ERROR.primary_title(err.message()));
    if let Some(s) = err.snippet().filter(|s| !s.text.trim().is_empty()) {
        let is_file = s.text.contains('\n') || Path::new(&s.origin).extension().is_some();
        let mut snippet = Snippet::source(s.text.as_str()).annotation(
            AnnotationKind::Primary
                .span(s.span.clone())
                .label(s.label.as_str()),
        );
        if is_file {
            snippet = snippet.path(s.origin.as_str());
        }
        title = title.element(snippet);
    }
    let mut report = vec![title];
    if let Some(help) = err.help() {
        report.push(Group::with_title(Level::HELP.secondary_title(help)));
    }
    renderer.render(&report).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    #[test]
    fn caret_under_the_bad_token() {
        let e = parse_cards("meld", "h10 h14 s2").unwrap_err();
        insta::assert_snapshot!(report(&e, false), @r"
        error: meld: rank 14 does not exist in `h14`; ranks are 1–13 or A, J, Q, K (T for ten)
          |
        1 | h10 h14 s2
          |     ^^^ not a card
          |
        help: a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order, or jk
        ");
    }
}
