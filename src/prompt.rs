//! Asking for a hand at the table, side by side, on a terminal (`game add
//! GAME` or `game edit GAME N` with no hand given).
//!
//! This is the one part of the library that talks to the user while a
//! command runs, so it lives apart from the domain modules (which never
//! print: they return data) and is called only from `app`. What is asked,
//! in what order and how each answer is checked is
//! `crate::sheet::questions`; here are the terminal's ways of asking. The
//! rule set does the arithmetic, the result is shown, and nothing is saved
//! before the player confirms; answering no lets them change one answer.
//!
//! Numbers are read as a line in the terminal's own line editing (echo,
//! erase, a line of at most 4 KiB), so a long paste costs time linear in
//! its length; choices are picked with inquire, whose list ignores typed
//! text.

use std::io::{BufRead, IsTerminal, Write};

use inquire::{InquireError, Select};

use crate::error::{Error, ErrorKind, Result};
use crate::fault::FrontFault;
use crate::i18n::Catalog;
use crate::render::visible::{visible, visible_lines};
use crate::rules::RuleSet;
use crate::sheet::questions::{self, Answer, Choice, Help, Item, Question, Shape};
use crate::sheet::tally::Tally;
use crate::sheet::{GameFile, Hand};
use crate::tr;

/// The longest answer kept; the rest of a longer line is dropped.
const MAX_ANSWER: usize = 64;

/// Ask what each side counted, show the hand `score` makes of it, and
/// return it once confirmed. Hand `number`'s answers are the defaults
/// where it is given (an edit); otherwise every count starts at 0.
/// Without a terminal: `no_terminal`.
pub(crate) fn ask_hand(
    game: &GameFile,
    number: Option<usize>,
    cat: &Catalog,
    score: impl Fn(&[(String, Tally)]) -> Result<Hand>,
    no_terminal: impl FnOnce() -> Error,
) -> Result<Vec<(String, Tally)>> {
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return Err(no_terminal());
    }
    let rules = &game.rules;
    let was = number.and_then(|n| game.hands.get(n.wrapping_sub(1)));
    let mut form = Form {
        sides: game
            .teams
            .iter()
            .map(|t| {
                let tally = was
                    .and_then(|h| h.entry(t))
                    .and_then(|e| e.tally.clone())
                    .unwrap_or_default();
                (t.clone(), tally)
            })
            .collect(),
        answered: vec![Vec::new(); game.teams.len()],
        cat,
    };
    let label = number.unwrap_or(game.hands.len() + 1);
    loop {
        form.fill(rules)?;
        match score(&form.sides) {
            Ok(hand) => {
                show(cat, label, &hand);
                let choices = vec![
                    tr!(cat, "prompt-save-yes"),
                    tr!(cat, "prompt-save-change"),
                    tr!(cat, "prompt-save-drop"),
                ];
                let save = Select::new(&tr!(cat, "prompt-save"), choices.clone())
                    .without_filtering()
                    .without_help_message()
                    .prompt()
                    .map_err(stopped)?;
                if save == choices[0] {
                    return Ok(form.sides);
                }
                if save == choices[2] {
                    return Err(Error::new(
                        ErrorKind::Usage,
                        crate::fault::UsageFault::NotSaved,
                    ));
                }
            }
            Err(e) => say(&format!("✗ {}", crate::render::error::message(&e, cat))),
        }
        form.change_one(rules)?;
    }
}

/// The answers so far: every side's tally, and which questions each side
/// has answered.
struct Form<'c> {
    sides: Vec<(String, Tally)>,
    answered: Vec<Vec<Item>>,
    /// The words the questions are asked in.
    cat: &'c Catalog,
}

impl Form<'_> {
    /// Ask every question still open, side by side; an answer may open
    /// questions (a red three with no meld shown: did the side meld?) or
    /// close them (a special hand: nothing more), so the open ones are
    /// found again after each.
    fn fill(&mut self, rules: &RuleSet) -> Result<()> {
        'again: loop {
            for side in 0..self.sides.len() {
                let open = questions::questions(rules, &self.sides, side);
                let tally = &mut self.sides[side].1;
                self.answered[side].retain(|item| {
                    let keep = open.iter().any(|q| &q.item == item);
                    if !keep {
                        item.clear(rules, tally);
                    }
                    keep
                });
                if let Some(q) = open.iter().find(|q| !self.answered[side].contains(&q.item)) {
                    self.ask(rules, q)?;
                    self.answered[side].push(q.item.clone());
                    continue 'again;
                }
            }
            return Ok(());
        }
    }

    /// Ask one question until its answer passes the checks, and keep it.
    /// An answer is refused only where it makes answers that passed fail.
    fn ask(&mut self, rules: &RuleSet, q: &Question) -> Result<()> {
        let before = questions::check(rules, &self.sides).is_ok();
        // A refused answer is asked again with the answer it had.
        let default = q.item.get(rules, &self.sides[q.side].1);
        loop {
            let answer = ask_terminal(self.cat, q, default)?;
            let mut tried = self.sides.clone();
            q.item.set(rules, &mut tried[q.side].1, answer);
            match questions::check(rules, &tried) {
                Err(why) if before => say(&format!(
                    "✗ {}",
                    crate::render::error::message(&Error::new(ErrorKind::Usage, why), self.cat)
                )),
                _ => {
                    self.sides = tried;
                    return Ok(());
                }
            }
        }
    }

    /// Let the player pick one answer and give it again; the others stay.
    fn change_one(&mut self, rules: &RuleSet) -> Result<()> {
        let mut asked: Vec<Question> = Vec::new();
        for side in 0..self.sides.len() {
            asked.extend(
                questions::questions(rules, &self.sides, side)
                    .into_iter()
                    .filter(|q| self.answered[side].contains(&q.item)),
            );
        }
        let labels: Vec<String> = asked
            .iter()
            .map(|q| {
                let now = q.item.get(rules, &self.sides[q.side].1);
                format!(
                    "{}: {}",
                    visible(&text(self.cat, q)),
                    shown(self.cat, &q.shape, now)
                )
            })
            .collect();
        let pick = Select::new(&tr!(self.cat, "prompt-which"), labels.clone())
            .with_help_message(&tr!(self.cat, "prompt-pick"))
            .without_filtering()
            .prompt()
            .map_err(stopped)?;
        let Some(q) = labels.iter().position(|l| *l == pick).map(|i| &asked[i]) else {
            return Ok(());
        };
        self.ask(rules, q)
    }
}

/// A question in words, with the side's name: `We: natural canastas`.
fn text(cat: &Catalog, q: &Question) -> String {
    let question = match &q.item {
        Item::Special => tr!(cat, "prompt-q-special"),
        Item::Natural => tr!(cat, "prompt-q-natural"),
        Item::Mixed => tr!(cat, "prompt-q-mixed"),
        Item::Wild => tr!(cat, "prompt-q-wild"),
        Item::Kind(kind) => tr!(cat, "prompt-q-kind", kind = kind),
        Item::FromHand => tr!(cat, "prompt-q-from-hand"),
        Item::Black3 => tr!(cat, "prompt-q-black3"),
        Item::Red3 => tr!(cat, "prompt-q-red3"),
        Item::Out => tr!(cat, "prompt-q-out"),
        Item::Incomplete(kind) => tr!(cat, "prompt-q-incomplete", kind = kind),
        Item::Set(symbol) => match q.help {
            Help::HandSet { min, rank, .. } => tr!(
                cat,
                "prompt-q-set",
                min = min,
                ranks = crate::render::breakdown::ranks(cat, rank)
            ),
            // A set's question always carries its rank.
            _ => symbol.clone(),
        },
        Item::Caught3 => tr!(cat, "prompt-q-caught3"),
        Item::Foot3 => tr!(cat, "prompt-q-foot3"),
        Item::Cards => tr!(cat, "prompt-q-cards"),
        Item::Melded => tr!(cat, "prompt-q-melded"),
        Item::Held => tr!(cat, "prompt-q-held"),
    };
    tr!(
        cat,
        "prompt-question",
        side = q.name.as_str(),
        question = question
    )
}

/// A question's help: the rule set's values for it.
fn help(cat: &Catalog, h: &Help) -> String {
    let n = |n: &i64| n.to_string();
    match h {
        Help::Special => tr!(cat, "prompt-help-special"),
        Help::Each(v) => tr!(cat, "prompt-help-each", n = n(v)),
        Help::MoreEach(v) => tr!(cat, "prompt-help-more-each", n = n(v)),
        Help::BlackThrees => tr!(cat, "prompt-help-black-threes"),
        Help::RedThrees { one } => tr!(cat, "prompt-help-red-threes", one = n(one)),
        Help::GoingOut {
            bonus,
            concealed: None,
        } => tr!(cat, "prompt-help-going-out", bonus = n(bonus)),
        Help::GoingOut {
            bonus,
            concealed: Some(c),
        } => tr!(
            cat,
            "prompt-help-going-out-concealed",
            bonus = n(bonus),
            concealed = n(c)
        ),
        Help::CostEach(v) => tr!(cat, "prompt-help-cost-each", n = n(v)),
        Help::HandSet { cost, .. } => tr!(cat, "prompt-help-hand-set", n = n(cost)),
        Help::FootEach(v) => tr!(cat, "prompt-help-foot-each", n = n(v)),
        Help::MayBeNegative => tr!(cat, "prompt-help-may-be-negative"),
        Help::Melded { rules } => tr!(cat, "prompt-help-melded", rules = rules),
        Help::Held { rules } => tr!(cat, "prompt-help-held", rules = rules),
    }
}

/// One answer of a list in words.
fn choice(cat: &Catalog, c: &Choice) -> String {
    match c {
        Choice::NoSpecial => tr!(cat, "prompt-choice-none"),
        Choice::Special {
            name,
            titles,
            points,
        } => tr!(
            cat,
            "prompt-choice-special",
            name = titles.get(cat.lang().tag()).unwrap_or(name),
            points = points.to_string()
        ),
        Choice::No => tr!(cat, "prompt-choice-no"),
        Choice::Yes => tr!(cat, "prompt-choice-yes"),
        Choice::YesConcealed => tr!(cat, "prompt-choice-yes-concealed"),
        Choice::NoMeld => tr!(cat, "prompt-choice-no-meld"),
    }
}

/// An answer as the player gave it.
fn shown(cat: &Catalog, shape: &Shape, answer: Answer) -> String {
    match (shape, answer) {
        (Shape::Choice(c), Answer::Choice(i)) => {
            c.get(i).map(|c| choice(cat, c)).unwrap_or_default()
        }
        (_, Answer::Count(n)) => n.to_string(),
        (_, Answer::Points(n)) => n.to_string(),
        (_, Answer::Choice(i)) => i.to_string(),
    }
}

/// Ask a question on the terminal in the way its shape takes.
fn ask_terminal(cat: &Catalog, q: &Question, default: Answer) -> Result<Answer> {
    let text = text(cat, q);
    let help = help(cat, &q.help);
    match &q.shape {
        Shape::Choice(choices) => {
            let start = match default {
                Answer::Choice(i) if i < choices.len() => i,
                _ => 0,
            };
            let choices: Vec<String> = choices.iter().map(|c| choice(cat, c)).collect();
            let picked = Select::new(&visible(&text), choices.clone())
                .with_starting_cursor(start)
                .with_help_message(&format!("{help}; {}", tr!(cat, "prompt-pick")))
                .without_filtering()
                .prompt()
                .map_err(stopped)?;
            Ok(Answer::Choice(
                choices.iter().position(|c| *c == picked).unwrap_or(start),
            ))
        }
        Shape::Count => loop {
            let typed = read_answer(cat, (&text, &help), &shown(cat, &q.shape, default))?;
            if typed.is_empty() {
                return Ok(default);
            }
            match typed.parse::<u32>() {
                Ok(n) => return Ok(Answer::Count(n)),
                Err(_) => say(&tr!(cat, "prompt-not-count", text = clip(&typed))),
            }
        },
        Shape::Points => loop {
            let typed = read_answer(cat, (&text, &help), &shown(cat, &q.shape, default))?;
            if typed.is_empty() {
                return Ok(default);
            }
            match typed.parse::<i64>() {
                Ok(n) => return Ok(Answer::Points(n)),
                Err(_) => say(&tr!(cat, "prompt-not-number", text = clip(&typed))),
            }
        },
    }
}

/// Read one answer as a line: the terminal echoes and edits it, and a
/// line longer than `MAX_ANSWER` is refused (the rest read and dropped, in
/// one pass). Empty: the default. End of input stops the command.
fn read_answer(cat: &Catalog, (text, help): (&str, &str), default: &str) -> Result<String> {
    loop {
        let mut err = std::io::stderr();
        let _ = write!(
            err,
            "? {} [{}] ({}) ",
            visible(text),
            help,
            visible(default)
        );
        let _ = err.flush();
        let (typed, cut) = read_line()?;
        if !cut {
            return Ok(typed);
        }
        say(&tr!(cat, "prompt-too-long", text = clip(&typed)));
    }
}

/// One line of standard input, its first `MAX_ANSWER` bytes kept, and
/// whether more were dropped.
fn read_line() -> Result<(String, bool)> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut line: Vec<u8> = Vec::new();
    let mut cut = false;
    loop {
        let chunk = input.fill_buf().map_err(|e| {
            Error::new(
                ErrorKind::Io,
                FrontFault::CannotReadAnswer {
                    cause: e.to_string(),
                },
            )
        })?;
        if chunk.is_empty() {
            return Err(Error::new(ErrorKind::Usage, FrontFault::Stopped));
        }
        let end = chunk.iter().position(|b| *b == b'\n');
        let take = &chunk[..end.unwrap_or(chunk.len())];
        let room = MAX_ANSWER.saturating_sub(line.len());
        cut |= take.len() > room;
        line.extend_from_slice(&take[..take.len().min(room)]);
        let used = end.map_or(chunk.len(), |e| e + 1);
        input.consume(used);
        if end.is_some() {
            return Ok((String::from_utf8_lossy(&line).trim().to_string(), cut));
        }
    }
}

/// A typed answer as it may be quoted: short, and without control
/// characters.
fn clip(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(24)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().count() > 24 {
        out.push('…');
    }
    out
}

/// A line for the player, on the terminal the questions are on.
/// Names and answers come from the players: shown with their control
/// characters visible, never obeyed.
fn say(text: &str) {
    let _ = writeln!(std::io::stderr(), "{}", visible_lines(text));
}

/// The hand the answers make, side by side.
fn show(cat: &Catalog, number: usize, hand: &Hand) {
    say(&tr!(cat, "prompt-hand", hand = number));
    for e in &hand.scores {
        let side = tr!(
            cat,
            "prompt-hand-side",
            side = e.team.as_str(),
            bonus = e.bonus.unwrap_or(0).to_string(),
            cards = e.cards.unwrap_or(0).to_string(),
            total = e.total.to_string()
        );
        say(&format!("  {side}"));
    }
}

fn stopped(e: InquireError) -> Error {
    match e {
        InquireError::OperationCanceled | InquireError::OperationInterrupted => {
            Error::new(ErrorKind::Usage, FrontFault::Stopped)
        }
        other => Error::new(
            ErrorKind::Io,
            FrontFault::CannotAsk {
                cause: other.to_string(),
            },
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_question_has_its_words_in_both_languages() {
        for lang in Lang::ALL {
            let cat = Catalog::new(lang);
            for name in [
                "classic",
                "modern-american",
                "hand-and-foot",
                "wikipedia",
                "samba",
            ] {
                let rules = crate::rules::load(name).unwrap();
                // No one out and a red three: every question is open.
                let sides = vec![
                    ("We".to_string(), Tally::parse("red3,natural").unwrap()),
                    ("They".to_string(), Tally::default()),
                ];
                for q in questions::questions(&rules, &sides, 0) {
                    let words = [text(&cat, &q), help(&cat, &q.help)];
                    for w in words {
                        assert!(!w.contains("prompt-"), "{lang:?} {name} {q:?}: {w}");
                    }
                    if let Shape::Choice(choices) = &q.shape {
                        for c in choices {
                            assert!(!choice(&cat, c).contains("prompt-"), "{c:?}");
                        }
                    }
                }
            }
        }
        let de = Catalog::new(Lang::De);
        let rules = crate::rules::load("classic").unwrap();
        let sides = vec![("Wir".to_string(), Tally::default())];
        let asked: Vec<String> = questions::questions(&rules, &sides, 0)
            .iter()
            .map(|q| format!("{} [{}]", text(&de, q), help(&de, &q.help)))
            .collect();
        assert_eq!(asked[0], "Wir: natürliche Canastas [je 500]");
        assert_eq!(asked[3], "Wir: ausgemacht? [Ausmachen 100, verdeckt 200]");
    }
}
