//! The words of `MeldReason`, in English, for the library's own tests
//! (`meld/tests.rs` states its expectations as the sentences). Nothing the
//! tool prints uses them: errors that quote an illegal meld carry its
//! reasons as data, and the binary's catalogue (`render::reason`, the
//! `meld.ftl` messages) words them in the language chosen.

use std::fmt::{self, Display, Formatter};

use super::{BlackThreeReason, MeldReason, RankMeldReason, SequenceReason, WildMeldReason};
use crate::card::Rank;
use crate::notation::DisplayCards;

/// "1 wild card", "2 wild cards".
fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn wild_cards(n: u32) -> String {
    plural(n, "wild card", "wild cards")
}

/// Where a meld's maximum is the canasta's size.
fn closed_at(canasta_size: bool) -> &'static str {
    if canasta_size {
        " (a canasta is closed at that size)"
    } else {
        ""
    }
}

/// "3", "3 to 4".
fn range(min: u32, max: u32) -> String {
    if min == max {
        format!("{min}")
    } else {
        format!("{min} to {max}")
    }
}

/// "kings and 5s", "5 and 7".
fn joined<T>(items: &[T], each: impl Fn(&T) -> String) -> String {
    items.iter().map(each).collect::<Vec<_>>().join(" and ")
}

impl Display for MeldReason {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            MeldReason::RedThreesNeverMelded => {
                f.write_str("red threes are never melded: they are laid out face up as bonus cards")
            }
            MeldReason::SeveralRanks { ranks } => write!(
                f,
                "a meld is of one rank, but the natural cards are {}",
                joined(ranks, |r| r.plural())
            ),
            MeldReason::TooFewCards { min, got } => {
                write!(f, "a meld needs at least {min} cards; this has {got}")
            }
            MeldReason::TooManyCards {
                max,
                got,
                canasta_size,
            } => write!(
                f,
                "a meld has at most {max} cards{}; this has {got}",
                closed_at(*canasta_size)
            ),
            MeldReason::BlackThrees(r) => r.fmt(f),
            MeldReason::WildOnly(r) => r.fmt(f),
            MeldReason::OfRank(r) => r.fmt(f),
            MeldReason::Sequence(r) => r.fmt(f),
        }
    }
}

impl Display for BlackThreeReason {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            BlackThreeReason::AreBonusCards { rules } => write!(
                f,
                "black threes are never melded under {rules}: they are bonus cards, laid out at once (round file: `black_threes`)"
            ),
            BlackThreeReason::NeverMelded { rules } => {
                write!(f, "black threes are never melded under {rules}")
            }
            BlackThreeReason::OnlyGoingOut => f.write_str(
                "black threes may be melded only as the last meld when going out (--going-out)",
            ),
            BlackThreeReason::Count { min, max, got } => write!(
                f,
                "a meld of black threes has {} cards; this has {got}",
                range(*min, *max)
            ),
            BlackThreeReason::TooFewNaturals { min, got } => {
                write!(
                    f,
                    "a meld needs at least {min} natural cards; this has {got}"
                )
            }
            BlackThreeReason::WithWildCards { rules, got } => write!(
                f,
                "black threes may not be melded with wild cards under {rules}; this has {}",
                wild_cards(*got)
            ),
            BlackThreeReason::TooManyWildCards { max, got } => write!(
                f,
                "at most {} with black threes; this has {got}",
                wild_cards(*max)
            ),
        }
    }
}

impl Display for WildMeldReason {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            WildMeldReason::NotAllowed {
                rules,
                min_naturals,
            } => write!(
                f,
                "a meld of wild cards only is not allowed under {rules}: it needs at least {}",
                plural(*min_naturals, "natural card", "natural cards")
            ),
            WildMeldReason::NotACanasta { rules, min, got } => write!(
                f,
                "a meld of wild cards only must be a complete canasta of {min} or more cards under {rules}; this has {got}"
            ),
            WildMeldReason::TooLong {
                rules,
                max,
                got,
                canasta_size,
            } => write!(
                f,
                "a meld of wild cards only has at most {max} cards under {rules}{}; this has {got}",
                closed_at(*canasta_size)
            ),
        }
    }
}

impl Display for RankMeldReason {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            RankMeldReason::TakesNoWildCards { rules, rank, wilds } => write!(
                f,
                "{} never take wild cards under {rules}; this has {} ({})",
                rank.plural(),
                wild_cards(wilds.len() as u32),
                DisplayCards(wilds)
            ),
            RankMeldReason::TooFewNaturals { rank, min, got } => write!(
                f,
                "a meld needs at least {min} natural {}; this has {got}",
                rank.plural()
            ),
            RankMeldReason::TooManyWildCards { max, got } => {
                write!(
                    f,
                    "a meld holds at most {}; this has {got}",
                    wild_cards(*max)
                )
            }
            RankMeldReason::NaturalsMustOutnumberWilds {
                rules,
                naturals,
                wilds,
            } => write!(
                f,
                "naturals must outnumber wild cards under {rules}; this has {naturals} natural and {wilds} wild"
            ),
            RankMeldReason::WildsOutnumberNaturals {
                rules,
                naturals,
                wilds,
            } => write!(
                f,
                "wild cards may not outnumber naturals under {rules}; this has {naturals} natural and {wilds} wild"
            ),
            RankMeldReason::WildCardsOnlyInInitialMeld { rules, rank, wilds } => write!(
                f,
                "{} take wild cards only in the side's initial meld under {rules}; laid after it, this has {} ({})",
                rank.plural(),
                wilds.len(),
                DisplayCards(wilds)
            ),
        }
    }
}

impl Display for SequenceReason {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            SequenceReason::SeveralSuits { cards, suits } => write!(
                f,
                "a sequence is of one suit, but {} holds {}",
                DisplayCards(cards),
                joined(suits, |s| s.name().to_string())
            ),
            SequenceReason::RankOutside {
                rules,
                lowest,
                highest,
                outside,
            } => write!(
                f,
                "a sequence runs from {lowest} up to {highest} under {rules}: {} {} outside it{}",
                DisplayCards(outside),
                if outside.len() == 1 { "is" } else { "are" },
                if lowest.number() > 3 {
                    " (threes and twos are never in a sequence)"
                } else {
                    ""
                }
            ),
            SequenceReason::TakesNoWildCard {
                rules,
                wilds,
                twos_at_the_end,
                highest,
            } => {
                write!(
                    f,
                    "a sequence takes no wild card under {rules}; this has {}",
                    DisplayCards(wilds)
                )?;
                if *twos_at_the_end {
                    write!(f, " (a 2 is wild, and the sequence ends at {highest})")?;
                }
                Ok(())
            }
            SequenceReason::TooManyWildCards { rules, max, got } => write!(
                f,
                "a sequence holds at most {max} wild card{} under {rules}; this has {got}",
                if *max == 1 { "" } else { "s" }
            ),
            SequenceReason::RepeatsARank { ranks } => write!(
                f,
                "a sequence holds each rank once, but this has {} twice",
                joined(ranks, Rank::to_string)
            ),
            SequenceReason::NotInARow { cards, missing } => write!(
                f,
                "a sequence is in a row, but {} leaves {missing} missing",
                DisplayCards(cards)
            ),
            SequenceReason::LongerThanItsRanks {
                rules,
                lowest,
                highest,
                places,
                got,
            } => write!(
                f,
                "a sequence runs from {lowest} up to {highest} under {rules}: {places} places, but this has {got} cards"
            ),
            SequenceReason::Size { min, max, got } => write!(
                f,
                "a sequence has {min} to {max} cards (complete and closed at {max}); this has {got}"
            ),
        }
    }
}
