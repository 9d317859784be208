//! The words of `PickupReason`.

use std::fmt::{self, Formatter};

use super::{Words, canastas, class_name, count_word, or_list};
use crate::adjudicate::pickup::{
    Freezer, Holding, Lacks, Missing, MissingWay, PickupReason, Pile, Whose,
};
use crate::notation::DisplayCards;
use crate::rules::TakeWith;

/// A way to take the pile, in full.
fn way_name(w: TakeWith) -> &'static str {
    match w {
        TakeWith::NaturalPair => "two naturals from the hand",
        TakeWith::NaturalAndWild => "a natural and a wild card from the hand",
        TakeWith::TableMeld => "the side's meld on the table",
    }
}

/// The ways, briefly, for the list of what a rule set accepts.
fn short_names(ways: &[TakeWith]) -> String {
    let names: Vec<&str> = ways
        .iter()
        .map(|w| match w {
            TakeWith::NaturalPair => "a natural pair",
            TakeWith::NaturalAndWild => "a natural and a wild",
            TakeWith::TableMeld => "a table meld",
        })
        .collect();
    or_list(&names)
}

impl Words for PickupReason {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PickupReason::Blocked { class, top, rules } => write!(
                f,
                "blocked: {} ({top}) on top of the pile cannot be taken under {rules}; it can be taken once another card covers it",
                class_name(*class)
            ),
            PickupReason::OneCardRule { rules } => write!(
                f,
                "one-card rule: a player holding exactly 1 card may not take a pile of exactly 1 card under {rules}; with a second card in the hand or in the pile it could be taken"
            ),
            PickupReason::ClosedCanasta {
                whose,
                rank,
                cards,
                max,
                rules,
            } => write!(
                f,
                "blocked: {} canasta of {} ({}) is closed at {max} cards, and under {rules} a top card of a rank with a closed canasta cannot be taken",
                match whose {
                    Whose::Side => "the side's",
                    Whose::Other => "the other side's",
                },
                rank.plural(),
                DisplayCards(cards)
            ),
            PickupReason::PileTooSmall { size, min, rules } => write!(
                f,
                "the pile holds {size} card{}, but under {rules} it may be taken only when at least {min} lie there",
                if *size == 1 { "" } else { "s" }
            ),
            PickupReason::TakesWith { pile, rules, ways } => {
                let allowed = if ways.is_empty() {
                    "nothing".to_string()
                } else {
                    short_names(ways)
                };
                write!(f, "{}: {rules} takes the pile with {allowed}", pile.said())
            }
            PickupReason::NotOpened { required, score } => write!(
                f,
                "not opened: the top card plus cards from the hand must reach the initial-meld minimum of {required} (score {score})"
            ),
            PickupReason::Legal {
                top,
                way,
                own_meld,
                cards,
            } => write!(
                f,
                "legal: {top} goes with {}{}: {}",
                way_name(*way),
                if *own_meld {
                    " (it must be the player's own meld)"
                } else {
                    ""
                },
                DisplayCards(cards)
            ),
            PickupReason::GoesOutAfter {
                cards,
                holding,
                canastas: need,
            } => write!(
                f,
                "after melding {}, the player holds {}: ending the turn goes out, which the side can with {}",
                DisplayCards(cards),
                holding.said(),
                canastas(*need)
            ),
            PickupReason::TopCardsOnly { count, rules } => write!(
                f,
                "only the top {count} cards of the pile are taken under {rules}; the rest stay"
            ),
            PickupReason::NoWay { pile, rules } => {
                write!(f, "{}: {rules} allows no way to take it", pile.said())
            }
            PickupReason::UnfrozenWouldTake { ways } => {
                write!(f, "unfrozen, {} would also take it", short_names(ways))
            }
            PickupReason::NeverTableMeld { rules } => write!(
                f,
                "{rules} never takes the pile by adding the top card to a table meld"
            ),
            PickupReason::TopCard(r) => r.words(f),
            PickupReason::Missing(r) => r.words(f),
            PickupReason::Opening(r) => r.words(f),
        }
    }
}

impl Words for Missing {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.pile {
            Some(pile) => write!(f, "{}: needs {}", pile.said(), self.way.said()),
            None => write!(f, "or it needs {}", self.way.said()),
        }
    }
}

impl Words for MissingWay {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            MissingWay::NaturalPair { rank, held } => write!(
                f,
                "two natural {} from the hand; you hold {}",
                rank.plural(),
                count_word(*held)
            ),
            MissingWay::NaturalAndWild { rank, lacks } => write!(
                f,
                "a natural {rank} and a wild card from the hand; you hold {}",
                match lacks {
                    Lacks::Both => "neither",
                    Lacks::Natural => "no natural one",
                    Lacks::Wild => "no wild card",
                }
            ),
            MissingWay::TableMeldsComplete { rank } => write!(
                f,
                "a meld of {} on the table short of a canasta; the side's are complete",
                rank.plural()
            ),
            MissingWay::NoTableMeld { rank } => write!(
                f,
                "a meld of {} on the table; the side has none",
                rank.plural()
            ),
            MissingWay::KeepsNoCard {
                way,
                cards,
                holding,
                canastas: need,
                rules,
                have,
            } => write!(
                f,
                "{}, but after melding {} the player would hold {}, and a turn that ends with no card in the hand is going out, which needs {} under {rules} (the side would have {have})",
                way_name(*way),
                DisplayCards(cards),
                holding.said(),
                canastas(*need)
            ),
            MissingWay::IllegalMeld {
                way,
                cards,
                rank,
                joined,
                reasons,
            } => {
                write!(
                    f,
                    "{}, but that would make {}",
                    way_name(*way),
                    DisplayCards(cards)
                )?;
                if let Some(m) = joined {
                    write!(
                        f,
                        ", which joins the side's {} on the table as {}",
                        rank.plural(),
                        DisplayCards(m)
                    )?;
                }
                write!(f, ", which is not a legal meld: {}", super::joined(reasons))
            }
        }
    }
}

impl Words for Pile {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Pile::Frozen { by: Freezer::Flag } => f.write_str("frozen (--frozen)"),
            Pile::Frozen {
                by: Freezer::Card(card),
            } => write!(f, "frozen ({card} in the pile)"),
            Pile::AlwaysFrozen { rules } => write!(f, "frozen (always, under {rules})"),
            Pile::FrozenUntilOpened => {
                f.write_str("frozen for a side that has not made its initial meld")
            }
            Pile::NotFrozen => f.write_str("not frozen"),
        }
    }
}

impl Words for Holding {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Holding::NoCard => f.write_str("no card"),
            Holding::PileCard => f.write_str("only the pile's other card"),
            Holding::Cards { cards } => write!(f, "only {}", DisplayCards(cards)),
        }
    }
}
