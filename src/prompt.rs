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
use crate::render::visible::{visible, visible_lines};
use crate::rules::RuleSet;
use crate::sheet::questions::{self, Answer, Item, Question, Shape};
use crate::sheet::tally::Tally;
use crate::sheet::{GameFile, Hand};

/// How a list is answered (typing does nothing in it).
const PICK: &str = "↑↓ to move, enter to choose";

/// The longest answer kept; the rest of a longer line is dropped.
const MAX_ANSWER: usize = 64;

/// Ask what each side counted, show the hand `score` makes of it, and
/// return it once confirmed. Hand `number`'s answers are the defaults
/// where it is given (an edit); otherwise every count starts at 0.
/// Without a terminal: `no_terminal`.
pub(crate) fn ask_hand(
    game: &GameFile,
    number: Option<usize>,
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
    };
    let label = number.unwrap_or(game.hands.len() + 1);
    loop {
        form.fill(rules)?;
        match score(&form.sides) {
            Ok(hand) => {
                show(label, &hand);
                let choices = vec![
                    "yes, save it",
                    "no, change an answer",
                    "no, throw the hand away",
                ];
                let save = Select::new("Save this hand?", choices.clone())
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
                        "not saved: the sheet is unchanged",
                    ));
                }
            }
            Err(e) => say(&format!("✗ {}", e.message())),
        }
        form.change_one(rules)?;
    }
}

/// The answers so far: every side's tally, and which questions each side
/// has answered.
struct Form {
    sides: Vec<(String, Tally)>,
    answered: Vec<Vec<Item>>,
}

impl Form {
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
            let answer = ask_terminal(q, default)?;
            let mut tried = self.sides.clone();
            q.item.set(rules, &mut tried[q.side].1, answer);
            match questions::check(rules, &tried) {
                Err(why) if before => say(&format!("✗ {why}")),
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
                format!("{}: {}", visible(&q.text), shown(&q.shape, now))
            })
            .collect();
        let pick = Select::new("Which answer to change?", labels.clone())
            .with_help_message(PICK)
            .without_filtering()
            .prompt()
            .map_err(stopped)?;
        let Some(q) = labels.iter().position(|l| *l == pick).map(|i| &asked[i]) else {
            return Ok(());
        };
        self.ask(rules, q)
    }
}

/// An answer as the player gave it.
fn shown(shape: &Shape, answer: Answer) -> String {
    match (shape, answer) {
        (Shape::Choice(c), Answer::Choice(i)) => c.get(i).cloned().unwrap_or_default(),
        (_, Answer::Count(n)) => n.to_string(),
        (_, Answer::Points(n)) => n.to_string(),
        (_, Answer::Choice(i)) => i.to_string(),
    }
}

/// Ask a question on the terminal in the way its shape takes.
fn ask_terminal(q: &Question, default: Answer) -> Result<Answer> {
    match &q.shape {
        Shape::Choice(choices) => {
            let start = match default {
                Answer::Choice(i) if i < choices.len() => i,
                _ => 0,
            };
            let picked = Select::new(&visible(&q.text), choices.clone())
                .with_starting_cursor(start)
                .with_help_message(&format!("{}; {PICK}", q.help))
                .without_filtering()
                .prompt()
                .map_err(stopped)?;
            Ok(Answer::Choice(
                choices.iter().position(|c| *c == picked).unwrap_or(start),
            ))
        }
        Shape::Count => loop {
            let text = read_answer(q, &shown(&q.shape, default))?;
            if text.is_empty() {
                return Ok(default);
            }
            match text.parse::<u32>() {
                Ok(n) => return Ok(Answer::Count(n)),
                Err(_) => say(&format!("✗ `{}` is not a count: 0, 1, 2 ...", clip(&text))),
            }
        },
        Shape::Points => loop {
            let text = read_answer(q, &shown(&q.shape, default))?;
            if text.is_empty() {
                return Ok(default);
            }
            match text.parse::<i64>() {
                Ok(n) => return Ok(Answer::Points(n)),
                Err(_) => say(&format!(
                    "✗ `{}` is not a whole number, e.g. 185 or -35",
                    clip(&text)
                )),
            }
        },
    }
}

/// Read one answer as a line: the terminal echoes and edits it, and a
/// line longer than `MAX_ANSWER` is refused (the rest read and dropped, in
/// one pass). Empty: the default. End of input stops the command.
fn read_answer(q: &Question, default: &str) -> Result<String> {
    loop {
        let mut err = std::io::stderr();
        let _ = write!(
            err,
            "? {} [{}] ({}) ",
            visible(&q.text),
            q.help,
            visible(default)
        );
        let _ = err.flush();
        let (text, cut) = read_line()?;
        if !cut {
            return Ok(text);
        }
        say(&format!("✗ `{}` is too long for an answer", clip(&text)));
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
        let chunk = input
            .fill_buf()
            .map_err(|e| Error::new(ErrorKind::Io, format!("cannot read the answer: {e}")))?;
        if chunk.is_empty() {
            return Err(Error::new(ErrorKind::Usage, "stopped: nothing saved"));
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
fn show(number: usize, hand: &Hand) {
    say(&format!("hand {number}:"));
    for e in &hand.scores {
        say(&format!(
            "  {}: bonus {} + cards {} = {}",
            e.team,
            e.bonus.unwrap_or(0),
            e.cards.unwrap_or(0),
            e.total
        ));
    }
}

fn stopped(e: InquireError) -> Error {
    match e {
        InquireError::OperationCanceled | InquireError::OperationInterrupted => {
            Error::new(ErrorKind::Usage, "stopped: nothing saved")
        }
        other => Error::new(
            ErrorKind::Io,
            format!("cannot ask on this terminal: {other}"),
        ),
    }
}
