//! The referee's questions, answered and put into words the same way
//! whoever asked: the command line (`meld`, `initial-meld`, `pickup`,
//! `go-out`), a phone's form or a program's `POST /api/ask` on the served
//! pad. What the asker gave becomes the library's typed
//! [`Question`](canasta::adjudicate::question::Question) (`adjudicate`,
//! `meld`); [`answer`] asks it once; [`render`] writes the answer.

use canasta::adjudicate::question::{Answer, Question, Unanswered};
use canasta::adjudicate::search::{self, Stop};
use canasta::error::{Error, ErrorKind, Result};
use canasta::rules::RuleSet;

use crate::fault::{FrontFault, FrontHint};
use crate::i18n::Catalog;
use crate::render::{self, Out};

/// The referee's answer to `question` under `rules`, within a player's
/// budget; a question too big to answer in time is refused, saying what
/// to ask instead. A plain function from a request to an answer: the
/// server runs it off its threads, as many at a time as it allows.
pub(crate) fn answer(rules: &RuleSet, question: &Question) -> Result<Answer> {
    question
        .ask(rules)
        .map_err(|unanswered| refused(rules, &unanswered))
}

/// `answer`, whose search ends early once `stop` is raised: the server's,
/// when the phone or program that asked has gone away.
pub(crate) fn answer_until(rules: &RuleSet, question: &Question, stop: Stop) -> Result<Answer> {
    let budget = search::Budget::default().with_stop(stop);
    question
        .ask_within(rules, &budget)
        .map_err(|unanswered| refused(rules, &unanswered))
}

fn refused(rules: &RuleSet, unanswered: &Unanswered) -> Error {
    let fault = match *unanswered {
        Unanswered::TooMuchWork { cards, ref work } => FrontFault::TooManyWays {
            cards,
            rules: rules.name.clone(),
            sequences: work.table_sequences,
            work: work.work,
            most: search::MAX_WORK,
        },
        Unanswered::Stopped { cards, ref stopped } => FrontFault::SearchStopped {
            cards,
            rules: rules.name.clone(),
            most: stopped.most,
        },
    };
    Error::new(ErrorKind::Usage, fault).with_help(FrontHint::AskWhatMatters)
}

/// `answer` as the command that asks it writes it (`out`: a table for
/// people, or the JSON document of `--format json`).
pub(crate) fn render(answer: &Answer, out: Out) -> Result<String> {
    match answer {
        Answer::Meld(v) => render::meld::verdict(v, out),
        Answer::InitialMeld(v) => render::adjudicate::initial_meld(v, out),
        Answer::Pickup(v) => render::adjudicate::pickup(v, out),
        Answer::GoOut(v) => render::adjudicate::go_out(v, out),
        // The library's questions grow; a front end that cannot word an
        // answer says so rather than print nothing.
        _ => Err(Error::new(
            ErrorKind::Usage,
            FrontFault::CannotWriteOutput {
                cause: "an answer this build cannot show".to_string(),
            },
        )),
    }
}

/// The reasons of `answer`, each in `cat`'s words, in its order.
pub(crate) fn reasons(answer: &Answer, cat: &Catalog) -> Vec<String> {
    match answer {
        Answer::Meld(v) => v.reasons.iter().map(|r| cat.say(r)).collect(),
        Answer::InitialMeld(v) => v.reasons.iter().map(|r| cat.say(r)).collect(),
        Answer::Pickup(v) => v.reasons.iter().map(|r| cat.say(r)).collect(),
        Answer::GoOut(v) => v.reasons.iter().map(|r| cat.say(r)).collect(),
        _ => Vec::new(),
    }
}
