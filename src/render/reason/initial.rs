//! The words of `InitialReason` and of the top card's reasons.

use std::fmt::{self, Formatter};

use super::{Words, canastas, class_name, count_word, laid};
use crate::adjudicate::Unmeldable;
use crate::adjudicate::initial::{InitialReason, OpeningPileReason, PileState, ShortReason};
use crate::notation::DisplayCards;

impl Words for InitialReason {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            InitialReason::RedThreesCount {
                threes,
                points,
                rules,
            } => write!(
                f,
                "{threes} red three(s) count {points} toward the minimum under {rules}"
            ),
            InitialReason::RedThreesSetAside { count } => write!(
                f,
                "red threes are laid out, not melded: {count} set aside from the hand"
            ),
            InitialReason::BlackThreesSetAside { rules, cards } => write!(
                f,
                "black threes are bonus cards under {rules}: {} set aside from the hand",
                DisplayCards(cards)
            ),
            InitialReason::Reaches {
                melds,
                points,
                red_threes,
                required,
                score,
            } => {
                write!(f, "{} is worth {points}", laid(melds))?;
                if *red_threes > 0 {
                    write!(f, " (+{red_threes} for red threes)")?;
                }
                write!(f, ", at least the {required} a score of {score} needs")
            }
            InitialReason::ExemptConcealed {
                canastas: need,
                rules,
                melds,
                points,
                required,
            } => write!(
                f,
                "exempt: going out concealed with {} needs no minimum under {rules} ({} is worth {points}, below {required})",
                canastas(*need),
                laid(melds)
            ),
            InitialReason::ExemptCanastaFromHand {
                rules,
                melds,
                points,
                required,
            } => write!(
                f,
                "exempt: a canasta laid whole from the hand needs no minimum under {rules} ({} is worth {points}, below {required})",
                laid(melds)
            ),
            InitialReason::GoesOut { canastas: need } => write!(
                f,
                "the melds take every card but at most a final discard: the player goes out, which needs {}",
                canastas(*need)
            ),
            InitialReason::NeedsNaturalMeld { rules, min } => write!(
                f,
                "under {rules} the initial meld must hold a meld of {min} or more natural cards, without a wild card"
            ),
            InitialReason::MixedCanasta { rules, cards } => write!(
                f,
                "under {rules} no mixed canasta may be part of the initial meld: {} is one",
                DisplayCards(cards)
            ),
            InitialReason::SingleMeld { rules } => {
                write!(f, "under {rules} the minimum must come from a single meld")
            }
            InitialReason::Pile(r) => r.words(f),
            InitialReason::Short(r) => r.words(f),
            InitialReason::TopCard(r) => r.words(f),
        }
    }
}

impl Words for OpeningPileReason {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            OpeningPileReason::Blocked { class, top, rules } => write!(
                f,
                "blocked: {} ({top}) on top of the pile cannot be taken under {rules}",
                class_name(*class)
            ),
            OpeningPileReason::NoWayFromHand { rules } => write!(
                f,
                "{rules} allows no way to take this pile with cards from the hand"
            ),
            OpeningPileReason::NeedsNaturals {
                pile_state,
                rank,
                or_wild,
                held,
            } => {
                let why = match pile_state {
                    PileState::Frozen => "the pile is frozen",
                    PileState::FrozenUntilOpened => {
                        "the pile is frozen for a side that has not opened"
                    }
                    PileState::Open => "to open with the pile",
                };
                let or = if *or_wild {
                    " (or one and a wild card)"
                } else {
                    ""
                };
                write!(
                    f,
                    "{why}: needs two natural {}{or} from the hand; you hold {}",
                    rank.plural(),
                    count_word(*held)
                )
            }
            OpeningPileReason::TopCardCounts { top } => write!(
                f,
                "the top card {top} is melded and counts toward the minimum"
            ),
            OpeningPileReason::TopCardUncounted { top, rules } => write!(
                f,
                "the top card {top} is melded but does not count toward the minimum under {rules}"
            ),
            OpeningPileReason::TopCardNotCounted { top, rules } => write!(
                f,
                "the top card {top} does not count toward the minimum under {rules}"
            ),
        }
    }
}

impl Words for ShortReason {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            ShortReason::KeepsNoCard {
                required,
                unkept,
                canastas: need,
                rules,
            } => write!(
                f,
                "melds worth {required} or more (up to {unkept}) leave fewer than two cards, one to discard and one to keep; ending the turn with none is going out, which needs {} under {rules}",
                canastas(*need)
            ),
            ShortReason::BestKeepingACard { best, required } => write!(
                f,
                "keeping a card, the best the hand reaches is {best}, short of {required}"
            ),
            ShortReason::BestShort {
                best,
                required,
                score,
            } => write!(
                f,
                "the best the hand reaches is {best}, short of the {required} a score of {score} needs"
            ),
            ShortReason::BestUnkeptShort {
                unkept,
                required,
                score,
            } => write!(
                f,
                "the best melds are worth {unkept}, short of the {required} a score of {score} needs, and would leave fewer than two cards, one to discard and one to keep"
            ),
            ShortReason::NoLegalMeld => f.write_str("no legal meld can be made from these cards"),
            ShortReason::PileSizeAssumed => f.write_str(
                "the pile was counted as its top and one card more: give --pile-size N for its real size (a pile of only its top card leaves the player just the hand's cards)",
            ),
        }
    }
}

impl Words for Unmeldable {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Unmeldable::RedThree { top } => write!(
                f,
                "{top} on top: a red three is never melded, so it cannot be melded to take the pile"
            ),
            Unmeldable::BlackThree { top } => write!(
                f,
                "{top} on top: black threes are melded only when going out, never to take the pile"
            ),
            Unmeldable::Wild { top } => write!(
                f,
                "{top} on top: a wild card cannot be the card a meld is taken with"
            ),
        }
    }
}
