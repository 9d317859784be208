//! Special hands as a way out (RULES.md section 7): a side that has not
//! melded lays its whole hand at once, no discard, as one of the rule
//! set's special hands (`scoring.special_hands`), and scores only its
//! points. The go-out judge lays one; the initial-meld judge says that
//! such a hand is no opening but goes out.

use serde::Serialize;

use crate::card::Card;
use crate::rules::{RuleSet, SpecialHand};
use crate::special_hand::{self, SpecialHandFault};

/// A special hand laid to go out, and what it scores.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SpecialWay {
    /// Its name in the rule set (`pairs`), as a round file and a tally
    /// name it.
    pub name: String,
    /// What the side scores for it, and nothing else.
    pub points: i64,
    /// The side that lays it wins the game after the hand (the dream hands).
    pub wins_game: bool,
}

impl SpecialWay {
    pub(crate) fn of(hand: &SpecialHand) -> Self {
        SpecialWay {
            name: hand.name.clone(),
            points: hand.points,
            wins_game: hand.wins_game,
        }
    }
}

/// What a hand is to the rule set's special hands.
pub(crate) enum Special<'r> {
    /// None of them, nor near one.
    Neither,
    /// This one, the most valuable that it fits.
    Fits(&'r SpecialHand),
    /// One card off this one (the nearest), and why it is not.
    Near(&'r SpecialHand, SpecialHandFault),
}

/// The special hand `hand` is, or the one it is a card off. A hand that
/// holds threes the rule set lays out as bonus cards may be the special
/// hand without them (only the straight holds a three).
pub(crate) fn of<'r>(rules: &'r RuleSet, hand: &[Card]) -> Special<'r> {
    let specials = &rules.scoring.special_hands;
    let laid_out =
        |c: &Card| c.is_red_three() || (rules.black_threes.bonus_cards && c.is_black_three());
    let without: Vec<Card> = hand.iter().copied().filter(|c| !laid_out(c)).collect();
    let fits = |h: &&SpecialHand| {
        special_hand::fits(h, hand).is_ok()
            || (without.len() < hand.len() && special_hand::fits(h, &without).is_ok())
    };
    if let Some(best) = specials.iter().filter(fits).max_by_key(|h| h.points) {
        return Special::Fits(best);
    }
    // Of equally near ones, the first the rule set lists.
    let nearest = specials
        .iter()
        .map(|h| (special_hand::distance(h, hand), h))
        .filter(|(d, _)| *d <= 1)
        .min_by_key(|(d, _)| *d);
    match nearest {
        Some((_, h)) => match special_hand::fits(h, hand) {
            Err(why) => Special::Near(h, why),
            Ok(()) => Special::Fits(h),
        },
        None => Special::Neither,
    }
}

/// A special hand's fault as its code in JSON (`details`): the sentence
/// (`text`) says the rest.
pub(crate) fn fault_code<S: serde::Serializer>(
    why: &SpecialHandFault,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(why.code())
}
