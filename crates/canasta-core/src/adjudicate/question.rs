//! The referee's four questions as one request and one answer: is this
//! meld legal, may the side open, may the player take the pile, may the
//! player go out. Both front ends build a [`Question`] from what the
//! player gave (the command line's flags, a phone's form or a program's
//! JSON) and put the [`Answer`] into words; [`Question::ask`] runs the
//! search once, within a budget.

use crate::adjudicate::search::{Budget, StopCause, Stopped, TooMuchWork};
use crate::adjudicate::{go_out, initial, pickup};
use crate::card::Card;
use crate::meld::{self, MeldVerdict};
use crate::rules::RuleSet;

/// A question for the referee, its cards read and checked against the
/// deck.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Question {
    /// Is this one meld legal?
    Meld {
        /// The meld's cards.
        cards: Vec<Card>,
        /// The player goes out with it.
        going_out: bool,
        /// The side has opened, and lays it after its initial meld.
        opened: bool,
    },
    /// Can the side make its initial meld (with the pile's top card, where
    /// the request has one)?
    InitialMeld(initial::Request),
    /// May the player take the discard pile?
    Pickup(pickup::Request),
    /// May the player go out?
    GoOut {
        /// The question.
        request: go_out::Request,
        /// The number (from 1) the asker gave each of the request's
        /// `table` melds: the answer names them so.
        numbers: Vec<usize>,
    },
}

/// The referee's answer: the verdict, its reasons and, where the
/// question asks for one, the best way it found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Answer {
    /// A meld's verdict.
    Meld(MeldVerdict),
    /// An initial meld's.
    InitialMeld(initial::InitialMeld),
    /// A pick-up's.
    Pickup(pickup::Pickup),
    /// Going out's.
    GoOut(go_out::GoOut),
}

/// A question the search does not answer within a player's budget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unanswered {
    /// So many ways to lay the cards that the search stopped as it
    /// counted them.
    TooMuchWork {
        /// The cards the player would lay from.
        cards: usize,
        /// How much work it would be.
        work: TooMuchWork,
    },
    /// The search stopped at its limit before it found the answer.
    Stopped {
        /// The cards the player would lay from.
        cards: usize,
        /// Where it stopped.
        stopped: Stopped,
    },
}

impl Answer {
    /// Yes: the meld is legal, the side can open, the player may take the
    /// pile, the player may go out.
    pub fn yes(&self) -> bool {
        match self {
            Answer::Meld(v) => v.valid,
            Answer::InitialMeld(v) => v.possible,
            Answer::Pickup(v) => v.legal,
            Answer::GoOut(v) => v.allowed,
        }
    }
}

impl Question {
    /// The answer under `rules`, within a player's budget
    /// (`Budget::default()`, made only for a question that searches);
    /// refused where the search would take too long.
    pub fn ask(&self, rules: &RuleSet) -> Result<Answer, Unanswered> {
        match self {
            // A meld is judged without a search, and needs no budget.
            Question::Meld {
                cards,
                going_out,
                opened,
            } => Ok(meld_verdict(rules, cards, *going_out, *opened)),
            _ => self.ask_within(rules, &Budget::default()),
        }
    }

    /// The answer under `rules`, within `budget`; refused where the search
    /// would take too long.
    pub fn ask_within(&self, rules: &RuleSet, budget: &Budget) -> Result<Answer, Unanswered> {
        match self {
            Question::Meld {
                cards,
                going_out,
                opened,
            } => Ok(meld_verdict(rules, cards, *going_out, *opened)),
            Question::InitialMeld(req) => {
                let cards: Vec<Card> = req.hand.iter().copied().chain(req.top).collect();
                initial::judge_within(rules, req, budget)
                    .map(Answer::InitialMeld)
                    .map_err(|stopped| stopped_at(cards.len(), stopped))
            }
            Question::Pickup(req) => {
                let mut cards = req.hand.clone();
                cards.push(req.top);
                pickup::judge_within(rules, req, budget)
                    .map(Answer::Pickup)
                    .map_err(|stopped| stopped_at(cards.len(), stopped))
            }
            Question::GoOut { request, numbers } => {
                let mut verdict = go_out::judge_within(rules, request, budget)
                    .map_err(|stopped| stopped_at(request.hand.len(), stopped))?;
                for t in verdict.onto.iter_mut().flatten() {
                    if let Some(n) = numbers.get(t.number.wrapping_sub(1)) {
                        t.number = *n;
                    }
                }
                Ok(Answer::GoOut(verdict))
            }
        }
    }
}

fn meld_verdict(rules: &RuleSet, cards: &[Card], going_out: bool, opened: bool) -> Answer {
    Answer::Meld(if opened {
        meld::check_opened(rules, cards, going_out)
    } else {
        meld::check(rules, cards, going_out)
    })
}

/// The search's stop as the asker is told it: too many ways to lay runs
/// (found by the search as it counts them, once), or its limit reached.
fn stopped_at(cards: usize, stopped: Stopped) -> Unanswered {
    match stopped.cause {
        StopCause::TooManyWays {
            work,
            table_sequences,
        } => Unanswered::TooMuchWork {
            cards,
            work: TooMuchWork {
                work,
                table_sequences,
            },
        },
        _ => Unanswered::Stopped { cards, stopped },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards("test", text).unwrap().cards()
    }

    #[test]
    fn each_question_is_answered_once_with_its_verdict() {
        let rules = crate::rules::load("classic").unwrap();
        let meld = Question::Meld {
            cards: cards("hK dK jk"),
            going_out: false,
            opened: false,
        };
        let answer = meld.ask(&rules).unwrap();
        assert!(answer.yes());
        assert!(matches!(answer, Answer::Meld(ref v) if v.points == 70));
        let pickup = Question::Pickup(pickup::Request {
            top: cards("h9")[0],
            hand: cards("c9 s9 d5"),
            table: Vec::new(),
            opened: true,
            frozen: None,
            score: 0,
            pile_size: None,
            pile: None,
            red_threes: 0,
            others: Vec::new(),
            in_foot: false,
        });
        let answer = pickup.ask(&rules).unwrap();
        assert!(answer.yes(), "{answer:?}");
        // A score of 2310 needs 90 to open: 60 points are not enough. (Two
        // cards stay after the aces: one to discard, one to keep.)
        let initial = |score| {
            Question::InitialMeld(initial::Request {
                hand: cards("hA dA cA h5 h6"),
                top: None,
                score,
                frozen: false,
                pile_size: None,
                red_threes: 0,
                in_foot: false,
            })
        };
        assert!(initial(0).ask(&rules).unwrap().yes());
        assert!(!initial(2310).ask(&rules).unwrap().yes());
    }
}
