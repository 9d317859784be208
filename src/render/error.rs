//! Errors as reports that point at the bad token.
//!
//! What the user gave (a token, a name, a path, a line of a file) is shown
//! with its control characters made visible (`visible`), quoted input is
//! cut to a readable length, and the text is wrapped at the width of the
//! screen the report goes to.

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use crate::i18n::Catalog;
#[cfg(test)]
use crate::i18n::Lang;
use crate::visible::{visible, visible_in_place, visible_lines};
use canasta::error::Error;

/// The width a report is laid out for when the screen's is not known
/// (annotate-snippets' own default).
const DEFAULT_WIDTH: usize = 140;

/// The report for an error, for a screen of any width: see [`report_at`].
#[cfg(test)]
pub(crate) fn report(err: &Error, styled: bool) -> String {
    report_at(err, styled, None)
}

/// The report for an error in English: see [`report_in`].
#[cfg(test)]
pub(crate) fn report_at(err: &Error, styled: bool, width: Option<usize>) -> String {
    report_in(err, &Catalog::new(Lang::En), styled, width)
}

/// An error for programs (`--format json`): one JSON object, `{"error":
/// {"code", "message", "file", "line", "column"}}`, the code the same in
/// every language, the message in the catalogue's; `file`, `line` and
/// `column` null where the error points into no file.
pub(crate) fn json(err: &Error, cat: &Catalog) -> String {
    let (file, line, column) = match err.file_place() {
        Some((origin, line, column)) => (Some(file_name(origin)), Some(line), Some(column)),
        None => (err.file().map(file_name), None, None),
    };
    let value = serde_json::json!({
        "error": {
            "code": err.code(),
            "message": shorten(&first_paragraph(&message(err, cat))),
            "file": file,
            "line": line,
            "column": column,
        }
    });
    value.to_string()
}

/// The message of a report as one line: its first paragraph, the lines
/// of which clap indents under its first (what is missing, the values
/// possible) joined by spaces; what follows an empty line (clap's usage
/// and tips) is for people.
fn first_paragraph(text: &str) -> String {
    text.lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A file as the command line names it: `-` for standard input.
fn file_name(origin: &canasta::error::Origin) -> String {
    match origin {
        canasta::error::Origin::Stdin => canasta::input::STDIN.to_string(),
        other => other.to_string(),
    }
}

/// What an error says in the catalogue's language, on one line: the
/// places it was found within, then its fault (`meld: `h14` is not a
/// card...`).
pub(crate) fn message(err: &Error, cat: &Catalog) -> String {
    cat.error(err)
}

/// What an error says in English, for tests.
#[cfg(test)]
pub(crate) fn english(err: &Error) -> String {
    message(err, &Catalog::new(Lang::En))
}

/// A place (a file, standard input, an argument) in the catalogue's words.
pub(crate) fn place(origin: &canasta::error::Origin, cat: &Catalog) -> String {
    cat.say(origin)
}

/// The report for an error. `styled` adds colour; the caller's stream
/// strips it where colour is not wanted (`NO_COLOR`, not a terminal).
/// `width` is the screen's (`COLUMNS`, the terminal's): the message and
/// help are wrapped between words to fit it, the quoted line is cut
/// around the bad place.
///
/// A message of several lines (clap's usage errors, which carry their own
/// layout) keeps its first line as the title and the rest as it was written.
pub(crate) fn report_in(err: &Error, cat: &Catalog, styled: bool, width: Option<usize>) -> String {
    let renderer = if styled {
        Renderer::styled()
    } else {
        Renderer::plain()
    }
    .term_width(width.unwrap_or(DEFAULT_WIDTH));
    let message = shorten(&visible_lines(&message(err, cat)));
    let (title, body) = match message.split_once('\n') {
        Some((first, rest)) => (first, Some(rest.trim_end())),
        None => (message.as_str(), None),
    };
    // annotate-snippets says "error" and "help"; the catalogue says them in
    // the chosen language.
    let error_word = crate::i18n::tr!(cat, "error-level-error");
    let help_word = crate::i18n::tr!(cat, "error-level-help");
    let error_level = Level::ERROR.with_name(error_word.as_str());
    let help_level = Level::HELP.with_name(help_word.as_str());
    let title = wrap(title, width, &format!("{error_word}: "));
    let help = err.help().map(|h| cat.say(h)).map(|h| {
        wrap(
            &shorten(&visible_lines(&h)),
            width,
            &format!("{help_word}: "),
        )
    });
    let mut group = Group::with_title(error_level.clone().primary_title(title.as_str()));
    let quoted = err
        .snippet()
        .filter(|s| !s.text.trim().is_empty())
        .map(|s| Quoted::new(s, cat));
    if let Some(q) = &quoted {
        group = group.element(q.snippet());
    }
    let mut report = vec![group];
    // A help line after a snippet is a group of its own; without a snippet
    // it would be separated from the title by an empty gutter line.
    let help_group = help
        .as_deref()
        .filter(|_| quoted.is_some())
        .map(|h| Group::with_title(help_level.clone().secondary_title(h)));
    report.extend(help_group);
    let mut out = renderer.render(&report).clone();
    if let Some(body) = body {
        out.push('\n');
        out.push_str(body);
    }
    if let (Some(help), None) = (&help, &quoted) {
        let help = renderer
            .render(&[Group::with_title(help_level.secondary_title(help.as_str()))])
            .clone();
        out.push('\n');
        out.push_str(&help);
    }
    out
}

/// The lines of the input an error points into, as the report shows them.
struct Quoted {
    /// The lines around the bad place, each control character in them
    /// shown as one symbol.
    text: String,
    first_line: usize,
    /// The bad place in `text`: moved with the bytes that changed before
    /// and within it, so the caret stays under the character it pointed
    /// at and the column shown (counted in characters) stays the file's.
    span: std::ops::Range<usize>,
    /// The file's name; none for an argument.
    origin: Option<String>,
    label: String,
}

impl Quoted {
    fn new(s: &canasta::error::Snippet, cat: &Catalog) -> Quoted {
        let is_file = s.is_file();
        let (window, first_line, span) = window(&s.text, s.span.clone());
        let before = visible_in_place(&window[..span.start]);
        let within = visible_in_place(&window[span.clone()]);
        let after = visible_in_place(&window[span.end..]);
        let start = before.len();
        Quoted {
            text: format!("{before}{within}{after}"),
            first_line,
            span: start..start + within.len(),
            origin: is_file.then(|| visible(&cat.say(&s.origin)).into_owned()),
            label: shorten(&visible(&cat.say(&s.label))),
        }
    }

    fn snippet(&self) -> Snippet<'_, annotate_snippets::Annotation<'_>> {
        let source = Snippet::source(self.text.as_str())
            .line_start(self.first_line)
            .annotation(
                AnnotationKind::Primary
                    .span(self.span.clone())
                    .label(self.label.as_str()),
            );
        match &self.origin {
            Some(origin) => source.path(origin.as_str()),
            None => source,
        }
    }
}

/// The most characters of one quoted piece of input shown in a message:
/// more than the tool's own quoted commands take.
const MAX_QUOTE: usize = 80;

/// The longest run of text without a space shown in a message.
const MAX_WORD: usize = 100;

/// The longest line of a message: past the tool's own longest (an
/// unknown tally item lists every item, about 1,200 characters in German),
/// so that only lines long by what they quote are cut.
const MAX_LINE: usize = 4000;

/// A message with every long piece of quoted input (between backticks or
/// double quotes), every long word and every long line cut in the middle
/// to a readable length, marked with `…`: a 10 MB token is named by its
/// start and its end.
fn shorten(text: &str) -> String {
    text.split('\n')
        .map(|line| cut(&shorten_words(&shorten_quotes(line)), MAX_LINE))
        .collect::<Vec<_>>()
        .join("\n")
}

fn shorten_quotes(line: &str) -> String {
    let mut out = String::with_capacity(line.len().min(4 * MAX_LINE));
    let mut rest = line;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = &rest[open..=open];
        let inner = &rest[open + 1..];
        let Some(close) = inner.find(quote) else {
            break;
        };
        out.push_str(&rest[..=open]);
        out.push_str(&cut(&inner[..close], MAX_QUOTE));
        out.push_str(quote);
        rest = &inner[close + 1..];
    }
    out.push_str(rest);
    out
}

fn shorten_words(line: &str) -> String {
    line.split(' ')
        .map(|word| cut(word, MAX_WORD))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` if it has at most `max` characters; else its start and end with
/// `…` between, `max` characters in all.
fn cut(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_string();
    }
    let tail = max / 4;
    let head = max - tail - 1;
    let mut out: String = text.chars().take(head).collect();
    out.push('…');
    out.extend(text.chars().skip(count - tail));
    out
}

/// Words to lines of at most `width` minus the prefix the report puts
/// before the first (`error: `), which it also indents the others by.
fn wrap(text: &str, width: Option<usize>, prefix: &str) -> String {
    match width {
        Some(w) => crate::render::fill(text, w.saturating_sub(prefix.len()).max(12), ""),
        None => text.to_string(),
    }
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
    #[allow(
        clippy::naive_bytecount,
        reason = "once per error, fast enough on 15 million lines; no crate for it"
    )]
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
    use canasta::error::{Hint, Label};

    fn documented() -> Vec<(String, Vec<String>)> {
        crate::render::documented_codes(true)
    }

    #[test]
    fn docs_list_every_error_code_with_its_data_once() {
        let rows = documented();
        let codes = crate::fault::codes();
        let mut seen = std::collections::BTreeSet::new();
        for (code, _) in &rows {
            assert!(
                seen.insert(code.clone()),
                "docs/codes.md lists `{code}` twice"
            );
        }
        for (code, fields) in &codes {
            let Some((_, data)) = rows.iter().find(|(c, _)| c == code) else {
                panic!("docs/codes.md does not list the error code `{code}`: add a row for it");
            };
            assert_eq!(data, fields, "docs/codes.md: the data of `{code}`");
        }
        for (code, _) in &rows {
            assert!(
                codes.iter().any(|(c, _)| c == code),
                "docs/codes.md lists `{code}`, which no error has any more"
            );
        }
    }

    #[test]
    fn every_error_code_is_snake_case_and_names_one_fault() {
        let codes = crate::fault::codes();
        let mut seen = std::collections::BTreeSet::new();
        for (code, _) in &codes {
            assert!(seen.insert(*code), "`{code}` names two faults");
            assert!(
                code.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
                "`{code}` is not snake_case"
            );
        }
    }

    #[test]
    fn every_word_of_an_error_is_in_both_catalogues() {
        use canasta::error::{Document, Hint, Label, Origin, RoundField};
        let mut ids: Vec<String> = Vec::new();
        let kebab = |c: &str| c.replace('_', "-");
        for (code, _) in crate::fault::codes() {
            ids.push(format!("error-{}", kebab(code)));
        }
        for (area, codes) in [
            ("at", Origin::CODES),
            ("field", RoundField::CODES),
            ("label", Label::CODES),
            ("help", Hint::CODES),
            ("help", crate::fault::FrontHint::CODES),
            ("help", canasta::deck::DeckHint::CODES),
            ("doc", Document::CODES),
            ("action", canasta::error::Action::CODES),
            ("lock", canasta::sheet::store::LockFileWhy::CODES),
            ("doc-why", canasta::yaml::problem::NotDocument::CODES),
            ("found", canasta::yaml::Found::CODES),
            ("expected", canasta::yaml::Expected::CODES),
            ("why", canasta::rules::load::NotRuleFile::CODES),
            (
                "special-hand",
                canasta::special_hand::SpecialHandFault::CODES,
            ),
            ("wild-group", canasta::special_hand::WildGroupWords::CODES),
            ("entry", canasta::score::Entry::CODES),
            ("players", canasta::rules::PlayerCounts::CODES),
            ("deck", canasta::deck::DeckMade::CODES),
            ("packs-for", canasta::deck::PacksFor::CODES),
            ("sheet", &[("items", &[]), ("own", &["names", "count"])]),
        ] {
            ids.extend(
                codes
                    .iter()
                    .map(|(c, _)| format!("error-{area}-{}", kebab(c))),
            );
        }
        for lang in Lang::ALL {
            let cat = Catalog::new(lang);
            for id in &ids {
                assert!(cat.has(id), "{lang:?} has no message `{id}`");
            }
        }
    }
    use canasta::error::ErrorKind;
    use canasta::notation::parse_cards;

    /// Issue 25's faults, each in English and German.
    #[test]
    fn issue_25_faults_say_what_is_wrong_in_both_languages() {
        use crate::fault::UsageFault;
        use canasta::error::{ListOf, Origin};
        use canasta::round::RoundFault;
        use canasta::rules::RuleProblem;
        use canasta::special_hand::{SpecialHandFault, WildGroupWords};
        let rank = |s: &str| canasta::card::Rank::from_text(s).unwrap();
        let not_the = |why| {
            Error::new(
                ErrorKind::Round,
                RoundFault::NotTheSpecialHand {
                    team: "We".into(),
                    hand: "wild-pairs".into(),
                    rules: "modern-american".into(),
                    why,
                },
            )
        };
        let cases: Vec<(Error, &str, &str)> = vec![
            (
                Error::new(
                    ErrorKind::Usage,
                    UsageFault::NoPartner {
                        rules: "classic-2p".into(),
                        players: 2,
                    },
                )
                .within(Origin::arg("--partner")),
                "--partner: under classic-2p with 2 players each plays alone: there is no partner to ask, so leave out --partner",
                "--partner: nach klassisch-2p spielt bei 2 Spielern jeder allein: es gibt keinen Partner zu fragen, also --partner weglassen",
            ),
            (
                Error::new(
                    ErrorKind::Usage,
                    UsageFault::NoFootDealt {
                        rules: "classic".into(),
                    },
                ),
                "classic deals no foot, so no player plays from one: leave out --in-foot",
                "klassisch teilt keinen Fuß aus, also spielt kein Spieler aus einem: --in-foot weglassen",
            ),
            (
                not_the(SpecialHandFault::LacksRanks {
                    ranks: ListOf(vec![rank("A"), rank("7")]),
                    missing: ListOf(vec![rank("7")]),
                }),
                "team We: the melds are not the special hand `wild-pairs` of modern-american: its natural groups must include aces and 7s, but there are no 7s",
                "Partei We: die Meldungen sind nicht die Sonderhand `wild-pairs` von modern-american: ihre natürlichen Gruppen müssen Asse und Siebenen enthalten, aber es gibt keine Siebenen",
            ),
            (
                not_the(SpecialHandFault::WildGroups {
                    groups: ListOf(vec![
                        WildGroupWords::Twos { cards: 1 },
                        WildGroupWords::Jokers { cards: 1 },
                    ]),
                    jokers: 2,
                    twos: 0,
                }),
                "team We: the melds are not the special hand `wild-pairs` of modern-american: its wild cards are a two and a joker; these are 2 jokers and no 2",
                "Partei We: die Meldungen sind nicht die Sonderhand `wild-pairs` von modern-american: ihre wilden Karten sind eine Zwei und ein Joker; diese sind 2 Joker und keine Zwei",
            ),
            (
                not_the(SpecialHandFault::Wilds { most: 0, count: 1 }),
                "team We: the melds are not the special hand `wild-pairs` of modern-american: it holds no wild card; this has 1",
                "Partei We: die Meldungen sind nicht die Sonderhand `wild-pairs` von modern-american: sie enthält keine wilde Karte; diese hat 1",
            ),
            (
                Error::new(
                    ErrorKind::RuleFile,
                    RuleProblem::SpecialHandOverfull {
                        name: "h".into(),
                        cards: 4,
                        least: 6,
                    },
                ),
                "`h` is laid with 4 cards, but its natural and wild groups hold 6",
                "die Sonderhand `h` wird mit 4 Karten ausgelegt, aber ihre natürlichen und wilden Gruppen fassen 6",
            ),
            (
                Error::new(
                    ErrorKind::RuleFile,
                    RuleProblem::SpecialHandInstead {
                        name: "h".into(),
                        cards: 3,
                    },
                ),
                "`h`: a wild group of 3 stands instead of a natural group of 3, but the hand has none of that size",
                "die Sonderhand `h`: eine wilde Gruppe von 3 steht statt einer natürlichen Gruppe von 3, aber die Hand hat keine dieser Größe",
            ),
        ];
        for (e, en, de) in cases {
            assert_eq!(message(&e, &Catalog::new(Lang::En)), en);
            assert_eq!(message(&e, &Catalog::new(Lang::De)), de);
        }
    }

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
        let e = Error::new(
            ErrorKind::RuleFile,
            canasta::yaml::problem::YamlFault::UnknownField {
                field: "bee".to_string(),
                expected: canasta::error::Choices(vec!["a".to_string(), "c".to_string()]),
            },
        )
        .at("f.yaml", text, at..at + 3, Label::Here);
        let started = std::time::Instant::now();
        let out = report(&e, false);
        // A hang guard, not a benchmark: rendering the whole text takes
        // minutes; this takes milliseconds, on a loaded machine a few seconds.
        assert!(started.elapsed().as_secs() < 60);
        insta::assert_snapshot!(out, @r"
        error: unknown field `bee`, expected `a` or `c`
                --> f.yaml:15000002:1
                 |
        15000002 | bee: 2
                 | ^^^ here
        ");
    }

    #[test]
    fn help_without_a_snippet_follows_the_title() {
        let e = Error::new(
            ErrorKind::UnknownRules,
            canasta::rules::load::RulesFault::UnknownRules {
                name: "x".to_string(),
            },
        )
        .with_help(Hint::DidYouMean {
            guess: "y".to_string(),
        });
        insta::assert_snapshot!(report(&e, false), @r"
        error: unknown rule set `x`: it is neither a built-in rule set nor a file
        help: did you mean `y`?
        ");
    }

    /// A fault says its cards as a verdict's reasons do: as the
    /// language writes them (German `♥B` for the jack of hearts, `♠D` for
    /// the queen of spades).
    #[test]
    fn a_fault_says_its_cards_in_the_language_of_the_report() {
        let e = Error::new(
            ErrorKind::Round,
            canasta::round::RoundFault::WentOutHolding {
                team: "We".to_string(),
                cards: canasta::notation::parse_cards("t", "hJ sQ")
                    .unwrap()
                    .cards(),
            },
        );
        assert_eq!(
            message(&e, &Catalog::new(Lang::De)),
            "Partei We hat ausgemacht, aber ihre Hand hält noch ♥B ♠D"
        );
        assert_eq!(
            english(&e),
            "team We went out, but its hand still holds hJ sQ"
        );
    }

    #[test]
    fn a_message_of_several_lines_keeps_its_layout() {
        let e = Error::new(
            ErrorKind::Usage,
            crate::fault::UsageFault::Clap {
                text: "bad value\n  [possible values: a, b]\n".to_string(),
            },
        );
        insta::assert_snapshot!(report(&e, false), @r"
        error: bad value
          [possible values: a, b]
        ");
    }
}

#[cfg(test)]
mod yaml;

#[cfg(test)]
mod narrow {
    use super::*;
    use crate::render::text_width;
    use canasta::error::ErrorKind;
    use canasta::error::{Hint, Label};
    use canasta::notation::parse_cards;

    fn fits(out: &str, width: usize) {
        for line in out.lines() {
            assert!(
                text_width(line) <= width,
                "{line:?} is wider than {width}:\n{out}"
            );
        }
    }

    #[test]
    fn messages_wrap_between_words_at_the_width() {
        let e = Error::new(
            ErrorKind::Usage,
            canasta::sheet::fault::SheetFault::GameOver {
                winners: canasta::error::AllOf(vec!["Anna".to_string(), "Bernd".to_string()]),
                hand: 12,
            },
        )
        .with_help(Hint::DocumentPath {
            what: canasta::error::Document::RoundFile,
            keys: "teams".to_string(),
        });
        let out = report_at(&e, false, Some(40));
        fits(&out, 40);
        insta::assert_snapshot!(out, @r"
        error: the game is over: Anna and Bernd
               won after hand 12; start a new
               game for the next one (or `game
               undo` to take the last hand back)
        help: give the path of a round file
              (YAML with teams)
        ");
        let e = parse_cards(
            "meld",
            "h10 h14 s2 d5 d6 d7 d8 d9 d10 dJ dQ dK dA c4 c5 c6 c7",
        )
        .unwrap_err();
        let out = report_at(&e, false, Some(40));
        fits(&out, 40);
        insta::assert_snapshot!(out, @r"
        error: meld: `h14`: rank 14 does not
               exist; ranks are 1–13 or A, J, Q,
               K (T for ten)
          |
        1 | h10 h14 s2 d5 d6 d7 d8 d9 d10 dJ ...
          |     ^^^ not a card
          |
        help: a card is a suit (h d c s) and a
              rank (1-13, A T J Q K) in either
              order, or jk
        ");
    }

    #[test]
    fn a_word_longer_than_the_line_is_split() {
        let e = Error::new(
            ErrorKind::Io,
            crate::fault::FrontFault::CannotWriteJson {
                cause: format!("/{}", "a".repeat(50)),
            },
        );
        let out = report_at(&e, false, Some(30));
        fits(&out, 30);
        insta::assert_snapshot!(out, @r"
        error: cannot write JSON:
               /aaaaaaaaaaaaaaaaaaaaaa
               aaaaaaaaaaaaaaaaaaaaaaa
               aaaaa
        ");
    }

    #[test]
    fn quoted_input_is_cut_and_the_caret_stays() {
        let arg = format!("h4 {} h5", "x".repeat(100_000));
        let e = parse_cards("meld", &arg).unwrap_err();
        // The message quoted all 100,000 characters, the line twice.
        assert!(english(&e).len() > 100_000);
        let out = report_at(&e, false, Some(80));
        fits(&out, 80);
        insta::assert_snapshot!(out, @r"
        error: meld:
               `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxx
               xxxxxxxx` is not a card; write a suit and a rank like h10, dK, As, or jk
               for a joker
          |
        1 | h4 xxxxxxxxxxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxxxxxxxxxxx...
          |    ^^^^^^^^^^^^^^^^^^^^^^^^^...^^^^^^^^^^^^^^^^^^^^^^^^^ not a card
          |
        help: a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order,
              or jk
        ");
        // The bad token at the end of a long line: the caret under it.
        let arg = format!("{}h4 h14", "h4 ".repeat(100_000));
        let e = parse_cards("meld", &arg).unwrap_err();
        let out = report_at(&e, false, Some(80));
        insta::assert_snapshot!(out, @r"
        error: meld: `h14`: rank 14 does not exist; ranks are 1–13 or A, J, Q, K (T for
               ten)
          |
        1 | ... h4 h4 h4 h4 h4 h4 h4 h4 h4 h14
          |                                ^^^ not a card
          |
        help: a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order,
              or jk
        ");
        // Without a known width, quoted input is cut all the same.
        let e = Error::new(
            ErrorKind::Round,
            canasta::yaml::problem::YamlFault::Syntax {
                why: format!("wrong type: found string \"{}\"", "y".repeat(15_000_000)),
            },
        );
        insta::assert_snapshot!(report(&e, false), @r#"error: wrong type: found string "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…yyyyyyyyyyyyyyyyyyyy""#);
    }

    #[test]
    fn control_characters_show_and_the_caret_stays() {
        // A lone CR ends a line (old Mac files), so only the first is quoted.
        let arg = "h4 \x1b]0;PWNED\x07 \u{9b}2J\r h5";
        let e = parse_cards("meld", arg).unwrap_err();
        let out = report_at(&e, false, Some(80));
        assert!(!out.contains(['\x1b', '\x07', '\u{9b}', '\r']), "{out:?}");
        insta::assert_snapshot!(out, @r"
        error: meld: `^[]0` is not a card; write a suit and a rank like h10, dK, As, or
               jk for a joker
         --> meld:1:4
          |
        1 | h4 ␛]0;PWNED␇ �2J
          |    ^^^ not a card
          |
        help: a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order,
              or jk
        ");
        let e = Error::new(
            ErrorKind::Round,
            canasta::round::RoundFault::SameName {
                team: "We\u{202e}eW".to_string(),
            },
        )
        .at(
            "r\x1b[2J.yaml",
            "teams:\n  - name: \u{9b}We\n",
            17..21,
            Label::Here,
        )
        .with_help(Hint::DidYouMean {
            guess: "a help \x1b[2J".to_string(),
        });
        let out = report(&e, false);
        insta::assert_snapshot!(out, @r"
        error: two sides are called `We\u{202e}eW`: each side needs its own name
         --> r^[[2J.yaml:2:11
          |
        2 |   - name: �We
          |           ^^^ here
          |
        help: did you mean `a help ^[[2J`?
        ");
    }
}
