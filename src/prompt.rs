//! Asking for a hand at the table, side by side, on a terminal (`game add
//! GAME` or `game edit GAME N` with no hand given).
//!
//! This is the one part of the library that talks to the user while a
//! command runs, so it lives apart from the domain modules (which never
//! print: they return data) and is called only from `app`. What is asked,
//! in what order and how each answer is checked is
//! `canasta::sheet::questions`; here are the terminal's ways of asking. The
//! rule set does the arithmetic, the result is shown, and nothing is saved
//! before the player confirms; answering no lets them change one answer.
//!
//! Numbers are read key by key in the terminal's raw mode (crossterm, the
//! terminal under inquire), echoed and erased here, so that Ctrl-C stops
//! the prompt as it does at a list (`stopped`, nothing saved) instead of
//! killing the process, and Esc goes back one question; a line keeps its
//! first `MAX_ANSWER` bytes and drops the rest unshown, so a long paste
//! costs time linear in its length. Choices are picked with inquire,
//! whose list ignores typed text. At any question but the first, Esc
//! goes back one question (as `back`, typed, or a list's last choice
//! do); at the first it stops as Ctrl-C does.

use std::io::{IsTerminal, Write};

use inquire::{InquireError, Select};

mod line;

use line::Line;
#[cfg(test)]
pub(crate) use line::line_of;

use crate::fault::FrontFault;
use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::visible::{visible, visible_lines};
use canasta::error::{Error, ErrorKind, Result};
use canasta::rules::RuleSet;
use canasta::sheet::questions::{self, Answer, Choice, Help, Item, Question, Shape};
use canasta::sheet::tally::Tally;
use canasta::sheet::{GameFile, Hand};

/// The longest answer kept; the rest of a longer line is dropped.
const MAX_ANSWER: usize = 64;

/// The words that go back to the question before, in any language and
/// case (a German table types `zurück`, or `zurueck` without umlauts).
const BACK: &[&str] = &["back", "zurück", "zurueck"];

/// What the player gave a question: an answer, or the way back to the
/// question before.
enum Reply {
    Answer(Answer),
    Back,
}

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
                // A hand counted starts from its count; one entered as
                // points, from its card points (its bonus has no count).
                let entry = was.and_then(|h| h.entry(t));
                let tally = match entry {
                    Some(e) if e.tally.is_some() => e.tally.clone().unwrap_or_default(),
                    Some(e) => Tally {
                        cards: e.cards.unwrap_or(0),
                        ..Tally::default()
                    },
                    None => Tally::default(),
                };
                (t.clone(), tally)
            })
            .collect(),
        answered: vec![Vec::new(); game.teams.len()],
        order: Vec::new(),
        cat,
    };
    let label = number.unwrap_or(game.hands.len() + 1);
    say(&tr!(cat, "prompt-intro"));
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
                    .prompt();
                match picked(save)? {
                    // Esc: back to the last question.
                    None => form.back(),
                    Some(save) if save == choices[0] => return Ok(form.sides),
                    Some(save) if save == choices[2] => {
                        return Err(Error::new(
                            ErrorKind::Usage,
                            crate::fault::UsageFault::NotSaved,
                        ));
                    }
                    Some(_) => form.change_one(rules)?,
                }
            }
            Err(e) => {
                say(&format!("✗ {}", crate::render::error::message(&e, cat)));
                form.change_one(rules)?;
            }
        }
    }
}

/// The answers so far: every side's tally, and which questions each side
/// has answered.
struct Form<'c> {
    sides: Vec<(String, Tally)>,
    answered: Vec<Vec<Item>>,
    /// The questions answered, side and item, in the order they were: the
    /// way back goes to the last.
    order: Vec<(usize, Item)>,
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
                    if self.ask(rules, q, !self.order.is_empty())? {
                        self.answered[side].push(q.item.clone());
                        self.order.push((side, q.item.clone()));
                    } else {
                        self.back();
                    }
                    continue 'again;
                }
            }
            return Ok(());
        }
    }

    /// Open the question answered last again: it is asked next, its
    /// answer as the default. Answers given since that one was were to
    /// questions it opened; they stay until the questions close.
    fn back(&mut self) {
        while let Some((side, item)) = self.order.pop() {
            // An answer a later change made pointless is no step back.
            if let Some(i) = self.answered[side].iter().position(|a| *a == item) {
                self.answered[side].remove(i);
                return;
            }
        }
    }

    /// Ask one question until its answer passes the checks, and keep it;
    /// false where the player asked to go back instead (`can_go_back`: a
    /// question was answered before). An answer is refused only where it
    /// makes answers that passed fail.
    fn ask(&mut self, rules: &RuleSet, q: &Question, can_go_back: bool) -> Result<bool> {
        let before = questions::check(rules, &self.sides).is_ok();
        // A refused answer is asked again with the answer it had.
        let default = q.item.get(rules, &self.sides[q.side].1);
        loop {
            let answer = match ask_terminal(self.cat, q, default, can_go_back)? {
                Reply::Answer(answer) => answer,
                Reply::Back => return Ok(false),
            };
            let mut tried = self.sides.clone();
            q.item.set(rules, &mut tried[q.side].1, answer);
            match questions::check(rules, &tried) {
                Err(why) if before => say(&format!(
                    "✗ {}",
                    crate::render::error::message(&Error::new(ErrorKind::Usage, why), self.cat)
                )),
                _ => {
                    self.sides = tried;
                    return Ok(true);
                }
            }
        }
    }

    /// Let the player pick one answer and give it again; the others stay.
    /// Esc, at the list or at the question, changes nothing.
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
            .prompt();
        // Esc: no answer to change; the hand is shown again.
        let Some(pick) = picked(pick)? else {
            return Ok(());
        };
        let Some(q) = labels.iter().position(|l| *l == pick).map(|i| &asked[i]) else {
            return Ok(());
        };
        // Going back from here keeps the answer and asks to save again.
        self.ask(rules, q, true).map(|_| ())
    }
}

/// A question in words, with the side's name: `We: natural canastas`.
fn text(cat: &Catalog, q: &Question) -> String {
    tr!(
        cat,
        "prompt-question",
        side = q.name.as_str(),
        question = question(cat, q)
    )
}

/// A question in words: `natural canastas` (the served pad's steppers
/// say it too).
pub(crate) fn question(cat: &Catalog, q: &Question) -> String {
    match &q.item {
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
    }
}

/// A question's help: the rule set's values for it.
pub(crate) fn help(cat: &Catalog, h: &Help) -> String {
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
pub(crate) fn choice(cat: &Catalog, c: &Choice) -> String {
    match c {
        Choice::NoSpecial => tr!(cat, "prompt-choice-none"),
        Choice::Special {
            name,
            titles,
            points,
        } => tr!(
            cat,
            "prompt-choice-special",
            name = visible(cat.title(titles, name)),
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

/// Ask a question on the terminal in the way its shape takes; where
/// `can_go_back`, a list offers the way back as its last choice and a
/// typed answer takes a word of `BACK`. Esc goes back too, and stops the
/// prompt where there is no question before (as Ctrl-C does).
fn ask_terminal(cat: &Catalog, q: &Question, default: Answer, can_go_back: bool) -> Result<Reply> {
    let text = text(cat, q);
    let help = help(cat, &q.help);
    match &q.shape {
        Shape::Choice(choices) => {
            let start = match default {
                Answer::Choice(i) if i < choices.len() => i,
                _ => 0,
            };
            let mut labels: Vec<String> = choices.iter().map(|c| choice(cat, c)).collect();
            if can_go_back {
                labels.push(tr!(cat, "prompt-choice-back"));
            }
            let picked = picked(
                Select::new(&visible(&text), labels.clone())
                    .with_starting_cursor(start)
                    .with_help_message(&format!("{help}; {}", tr!(cat, "prompt-pick")))
                    .without_filtering()
                    .prompt(),
            )?;
            // Esc: back, where there is a question before; else it stops.
            let Some(picked) = picked else {
                return back_or_stop(can_go_back);
            };
            Ok(match labels.iter().position(|c| *c == picked) {
                Some(i) if i >= choices.len() => Reply::Back,
                i => Reply::Answer(Answer::Choice(i.unwrap_or(start))),
            })
        }
        Shape::Count | Shape::Points => loop {
            let Some(typed) = read_answer(cat, (&text, &help), &shown(cat, &q.shape, default))?
            else {
                return back_or_stop(can_go_back);
            };
            if typed.is_empty() {
                return Ok(Reply::Answer(default));
            }
            if BACK.iter().any(|b| typed.to_lowercase() == *b) {
                if can_go_back {
                    return Ok(Reply::Back);
                }
                say(&tr!(cat, "prompt-nothing-before"));
                continue;
            }
            match (&q.shape, typed.parse::<i64>()) {
                (Shape::Count, Ok(n)) if let Ok(n) = u32::try_from(n) => {
                    return Ok(Reply::Answer(Answer::Count(n)));
                }
                (Shape::Count, _) => say(&tr!(cat, "prompt-not-count", text = clip(&typed))),
                (_, Ok(n)) => return Ok(Reply::Answer(Answer::Points(n))),
                (_, Err(_)) => say(&tr!(cat, "prompt-not-number", text = clip(&typed))),
            }
        },
    }
}

/// Read one answer as a line (`line::read`); a line longer than
/// `MAX_ANSWER` is refused and asked again. Empty: the default. `None`:
/// the player went back (Esc).
fn read_answer(cat: &Catalog, (text, help): (&str, &str), default: &str) -> Result<Option<String>> {
    loop {
        let question = format!("? {} [{}] ({}) ", visible(text), help, visible(default));
        match line::read(&question, MAX_ANSWER)? {
            Line::Back => return Ok(None),
            Line::Typed(typed, false) => return Ok(Some(typed)),
            Line::Typed(typed, true) => say(&tr!(cat, "prompt-too-long", text = clip(&typed))),
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

/// What was picked from a list; `None` for Esc (back). Ctrl-C stops.
fn picked(answer: std::result::Result<String, InquireError>) -> Result<Option<String>> {
    match answer {
        Ok(picked) => Ok(Some(picked)),
        Err(InquireError::OperationCanceled) => Ok(None),
        Err(InquireError::OperationInterrupted) => {
            Err(Error::new(ErrorKind::Usage, FrontFault::Stopped))
        }
        Err(other) => Err(Error::new(
            ErrorKind::Io,
            FrontFault::CannotAsk {
                cause: other.to_string(),
            },
        )),
    }
}

/// Where Esc leads: back to the question before, or, at the first,
/// nowhere: the prompt stops.
fn back_or_stop(can_go_back: bool) -> Result<Reply> {
    if can_go_back {
        Ok(Reply::Back)
    } else {
        Err(Error::new(ErrorKind::Usage, FrontFault::Stopped))
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
                let rules = canasta::rules::load(name).unwrap();
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
        let rules = canasta::rules::load("classic").unwrap();
        let sides = vec![("Wir".to_string(), Tally::default())];
        let asked: Vec<String> = questions::questions(&rules, &sides, 0)
            .iter()
            .map(|q| format!("{} [{}]", text(&de, q), help(&de, &q.help)))
            .collect();
        assert_eq!(asked[0], "Wir: natürliche Canastas [je 500]");
        assert_eq!(asked[3], "Wir: ausgemacht? [Ausmachen 100, verdeckt 200]");
    }

    /// A special hand's title comes from a house file: its control
    /// characters are shown, never obeyed.
    #[test]
    fn a_special_hands_title_is_offered_with_its_controls_visible() {
        let cat = Catalog::new(Lang::En);
        let c = Choice::Special {
            name: "pairs".into(),
            titles: [("en".to_string(), "Pa\u{1b}[31mirs\u{7}".to_string())].into(),
            points: 2500,
        };
        let said = choice(&cat, &c);
        assert!(!said.contains(['\u{1b}', '\u{7}']), "{said:?}");
        assert!(said.contains("Pa^[[31mirs^G"), "{said:?}");
    }
}
