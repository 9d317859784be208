//! The words of `GoOutReason`.

use std::fmt::{self, Formatter};

use super::{Words, canastas, joined, laid};
use crate::adjudicate::go_out::{
    Bonus, GoOutReason, HandCards, Minimum, Permission, TableMelds, WayOut,
};
use crate::notation::DisplayCards;

impl Words for GoOutReason {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            GoOutReason::Permission(r) => r.words(f),
            GoOutReason::WayOut(r) => r.words(f),
            GoOutReason::HandCards(r) => r.words(f),
            GoOutReason::TableMelds(r) => r.words(f),
            GoOutReason::Minimum(r) => r.words(f),
            GoOutReason::Bonus(r) => r.words(f),
        }
    }
}

impl Words for Permission {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Permission::PartnerSaidNo => f.write_str("the partner said no, and the answer binds"),
            Permission::PartnerMustBeAsked { rules } => write!(
                f,
                "{rules} requires asking the partner before going out: say --partner yes once the partner agrees"
            ),
            Permission::PartnerAgreedAsRequired { rules } => {
                write!(f, "the partner agreed (asking is mandatory under {rules})")
            }
            Permission::PartnerAgreed => f.write_str("the partner agreed; the answer binds"),
            Permission::FootUnplayed { rules } => write!(
                f,
                "under {rules} a player goes out only after picking up the foot and playing it; the foot is still unplayed"
            ),
            Permission::FootPlayed => {
                f.write_str("the player has picked up the foot and played it")
            }
            Permission::FootTakenAsPlayed { rules } => write!(
                f,
                "under {rules} a player goes out only after playing the foot: taken as played (say --foot unplayed if it is not)"
            ),
        }
    }
}

impl Words for WayOut {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            WayOut::ExemptConcealed { required } => write!(
                f,
                "exempt from the initial-meld minimum of {required}: going out concealed"
            ),
            WayOut::Best { score } => {
                write!(f, "the way out that scores the most this turn: {score}")
            }
            WayOut::ConcealedAlternative {
                melds,
                discard,
                score,
            } => {
                write!(f, "going out concealed is possible too ({}", laid(melds))?;
                if let Some(d) = discard {
                    write!(f, ", discarding {d}")?;
                }
                write!(f, "), but scores {score} this turn")
            }
            WayOut::NoWay {
                canastas: need,
                kinds,
                required,
            } => {
                write!(
                    f,
                    "no way to meld the hand (all cards, or all but a final discard) with {}",
                    canastas(*need)
                )?;
                if !kinds.is_empty() {
                    let kinds: Vec<String> = kinds
                        .iter()
                        .map(|(kind, n)| format!("{n} {kind}"))
                        .collect();
                    write!(f, ", among them {},", kinds.join(" and "))?;
                }
                f.write_str(" for the side")?;
                if let Some(required) = required {
                    write!(f, " and the initial-meld minimum of {required}")?;
                }
                Ok(())
            }
        }
    }
}

impl Words for HandCards {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            HandCards::ThreesLaidOut { cards, rules } => write!(
                f,
                "{}: threes are bonus cards under {rules}, laid out face up, not melded or discarded",
                DisplayCards(cards)
            ),
            HandCards::RedThreesLaidOut { cards } => write!(
                f,
                "{}: red threes are laid out face up, not melded or discarded",
                DisplayCards(cards)
            ),
            HandCards::NotInHand { card } => write!(f, "{card} is laid but not in the hand"),
            HandCards::FinalDiscard { card } => write!(f, "{card} is the final discard"),
            HandCards::NoDiscardNeeded => {
                f.write_str("every card is melded; no final discard is needed")
            }
            HandCards::DiscardRequired { rules } => write!(
                f,
                "{rules} requires a final discard: keep one card to discard"
            ),
            HandCards::CardsLeft { cards } => write!(
                f,
                "{} cards would be left ({}); going out melds every card, or all but one final discard",
                cards.len(),
                DisplayCards(cards)
            ),
        }
    }
}

impl Words for TableMelds {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            TableMelds::WildOntoCanasta {
                number,
                cards,
                rules,
            } => write!(
                f,
                "table meld {number} ({}) is a canasta already: under {rules} no wild card may join it",
                DisplayCards(cards)
            ),
            TableMelds::IllegalMeld { cards, reasons } => write!(
                f,
                "{} is not a legal meld: {}",
                DisplayCards(cards),
                joined(reasons)
            ),
            TableMelds::IncompleteBarsGoingOut {
                cards,
                kind,
                min,
                rules,
            } => write!(
                f,
                "{} is an incomplete meld of {kind} ({} of {min} cards): {rules} bars going out while one is on the table",
                DisplayCards(cards),
                cards.len()
            ),
            TableMelds::TooFewOfKind {
                want,
                kind,
                rules,
                have,
            } => write!(
                f,
                "going out needs {want} canasta{} of kind {kind} under {rules}; the side would have {have}",
                if *want == 1 { "" } else { "s" }
            ),
            TableMelds::TooFewCanastas { need, rules, have } => write!(
                f,
                "going out needs {} for the side under {rules}; it would have {have}",
                canastas(*need)
            ),
            TableMelds::EnoughCanastas { have, need } => write!(
                f,
                "the side has {have} of the {} going out needs (canastas completed this turn count)",
                canastas(*need)
            ),
        }
    }
}

impl Words for Minimum {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Minimum::Opens {
                points,
                required,
                score,
            } => write!(
                f,
                "the side opens with {points}, at least the {required} its score of {score} needs"
            ),
            Minimum::ConcealedExempt {
                rules,
                points,
                required,
            } => write!(
                f,
                "going out concealed needs no initial-meld minimum under {rules} ({points} < {required})"
            ),
            Minimum::CanastaFromHandExempt {
                rules,
                points,
                required,
            } => write!(
                f,
                "a canasta laid whole from the hand needs no initial-meld minimum under {rules} ({points} < {required})"
            ),
            Minimum::Short {
                points,
                required,
                score,
            } => write!(
                f,
                "the side has not opened: the melds are worth {points}, short of the {required} its score of {score} needs"
            ),
        }
    }
}

impl Words for Bonus {
    fn words(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Bonus::Concealed { bonus } => write!(
                f,
                "concealed (the whole hand at once, with a canasta): bonus {bonus}"
            ),
            Bonus::CanastaFromHand { bonus } => write!(
                f,
                "going out with a canasta laid whole from the hand: bonus {bonus}"
            ),
            Bonus::Plain { bonus } => write!(f, "going out: bonus {bonus}"),
        }
    }
}
