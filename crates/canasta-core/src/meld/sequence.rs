//! Sequences (samba, bolivia): cards of one suit in a row, within the rule
//! set's ranks and sizes, wild cards filling gaps or standing at the ends.

use super::checks::Checks;
use super::note::MeldNote;
use super::reason::SequenceReason;
use crate::card::{Card, Rank, Suit};
use crate::rules::{RuleSet, Sequences};

/// Where a sequence runs: its suit where it has one, and its lowest and
/// highest natural rank ("hearts 4–10"), for its description.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Span {
    /// The one suit of its naturals; `None` where they are of several.
    pub suit: Option<Suit>,
    /// Its lowest natural rank.
    pub from: Rank,
    /// Its highest natural rank.
    pub to: Rank,
}

/// The cards of a would-be sequence, sorted out once for every rule.
struct Run<'a> {
    cards: &'a [Card],
    wilds: Vec<Card>,
    /// The naturals' suits, each once, in order.
    suits: Vec<Suit>,
    /// The naturals' places (the ace above the king), in order.
    places: Vec<u8>,
    /// The lowest and highest place the rule set allows.
    low: u8,
    high: u8,
}

impl<'a> Run<'a> {
    fn of(rules: &RuleSet, cards: &'a [Card]) -> Run<'a> {
        let q = &rules.meld.sequences;
        let naturals: Vec<(Suit, Rank)> = cards
            .iter()
            .filter(|c| c.is_natural())
            .filter_map(|c| Some((c.suit()?, c.rank()?)))
            .collect();
        let mut suits: Vec<Suit> = naturals.iter().map(|(s, _)| *s).collect();
        suits.sort();
        suits.dedup();
        let mut places: Vec<u8> = naturals.iter().map(|(_, r)| Sequences::place(*r)).collect();
        places.sort_unstable();
        Run {
            cards,
            wilds: cards.iter().copied().filter(|c| c.is_wild()).collect(),
            suits,
            places,
            low: Sequences::place(q.lowest),
            high: Sequences::place(q.highest),
        }
    }

    /// Its suit and ranks, where it has naturals.
    fn span(&self) -> Option<Span> {
        let (Some(&a), Some(&b)) = (self.places.first(), self.places.last()) else {
            return None;
        };
        Some(Span {
            suit: match self.suits.as_slice() {
                [suit] => Some(*suit),
                _ => None,
            },
            from: rank_at(a),
            to: rank_at(b),
        })
    }

    /// "hearts 4–10"; "4–10" across suits.
    fn label(&self) -> String {
        match (
            self.suits.as_slice(),
            self.places.first(),
            self.places.last(),
        ) {
            ([suit], Some(&a), Some(&b)) => {
                format!("{} {}–{}", suit.name(), rank_at(a), rank_at(b))
            }
            (_, Some(&a), Some(&b)) => format!("{}–{}", rank_at(a), rank_at(b)),
            _ => "sequence".to_string(),
        }
    }

    /// The naturals outside the rule set's ranks.
    fn outside(&self) -> Vec<Card> {
        self.cards
            .iter()
            .copied()
            .filter(|c| c.is_natural())
            .filter(|c| {
                c.rank()
                    .is_some_and(|r| !(self.low..=self.high).contains(&Sequences::place(r)))
            })
            .collect()
    }

    /// The ranks that come twice, once per repeat.
    fn repeated(&self) -> Vec<Rank> {
        self.places
            .windows(2)
            .filter(|w| w[0] == w[1])
            .map(|w| rank_at(w[0]))
            .collect()
    }

    /// The places missing between the naturals.
    fn gaps(&self) -> u32 {
        self.places
            .windows(2)
            .map(|w| u32::from(w[1].saturating_sub(w[0]).saturating_sub(1)))
            .sum()
    }
}

/// The rank at a sequence place (14: the ace above the king).
fn rank_at(place: u8) -> Rank {
    Rank::new(if place == 14 { 1 } else { place }).unwrap_or(Rank::ACE)
}

/// Checks cards of several ranks as a sequence. Returns the label for the
/// meld (`"hearts 4–10"`, the JSON's `rank`) and where it runs.
pub(super) fn check(rules: &RuleSet, cards: &[Card], v: &mut Checks) -> (String, Option<Span>) {
    let run = Run::of(rules, cards);
    let q = &rules.meld.sequences;
    v.check(
        run.suits.len() <= 1,
        || SequenceReason::SeveralSuits {
            cards: cards.to_vec(),
            suits: run.suits.clone(),
        },
        MeldNote::OneSuit,
    );
    let outside = run.outside();
    v.check(
        outside.is_empty(),
        || SequenceReason::RankOutside {
            rules: rules.name.clone(),
            lowest: q.lowest,
            highest: q.highest,
            outside: outside.clone(),
        },
        MeldNote::SequenceRanks {
            lowest: q.lowest,
            highest: q.highest,
        },
    );
    wild_cards(rules, &run, v);
    let repeated = run.repeated();
    in_a_row(rules, &run, &repeated, v);
    // Wild cards beyond the naturals' gaps stand below or above them, so
    // the whole sequence must fit between the lowest and highest rank.
    let got = cards.len() as u32;
    if q.max_wilds > 0 && repeated.is_empty() && outside.is_empty() {
        let places = u32::from(run.high.saturating_sub(run.low)) + 1;
        v.check(
            got <= places,
            || SequenceReason::LongerThanItsRanks {
                rules: rules.name.clone(),
                lowest: q.lowest,
                highest: q.highest,
                places,
                got,
            },
            MeldNote::SequenceFits {
                lowest: q.lowest,
                highest: q.highest,
            },
        );
    }
    let (min, max) = (q.min_cards, q.max_cards);
    v.check(
        (min..=max).contains(&got),
        || SequenceReason::Size { min, max, got },
        MeldNote::SequenceSize { min, max },
    );
    (run.label(), run.span())
}

/// `meld.sequences.max_wilds`: none, or at most so many.
fn wild_cards(rules: &RuleSet, run: &Run, v: &mut Checks) {
    let q = &rules.meld.sequences;
    let got = run.wilds.len() as u32;
    if q.max_wilds == 0 {
        let twos_at_the_end = run.wilds.iter().any(|c| c.rank() == Some(Rank::TWO))
            && run.places.last() == Some(&run.high);
        v.check(
            got == 0,
            || SequenceReason::TakesNoWildCard {
                rules: rules.name.clone(),
                wilds: run.wilds.clone(),
                twos_at_the_end,
                highest: q.highest,
            },
            MeldNote::SequenceNoWildCard,
        );
    } else {
        let max = q.max_wilds;
        v.check(
            got <= max,
            || SequenceReason::TooManyWildCards {
                rules: rules.name.clone(),
                max,
                got,
            },
            MeldNote::SequenceWildCards { max },
        );
    }
}

/// Each rank once, and no gap the wild cards do not fill.
fn in_a_row(rules: &RuleSet, run: &Run, repeated: &[Rank], v: &mut Checks) {
    if !repeated.is_empty() {
        v.fail(SequenceReason::RepeatsARank {
            ranks: repeated.to_vec(),
        });
        return;
    }
    let fill = if rules.meld.sequences.max_wilds > 0 {
        run.wilds.len() as u32
    } else {
        0
    };
    let missing = run.gaps();
    v.check(
        missing <= fill,
        || SequenceReason::NotInARow {
            cards: run.cards.to_vec(),
            missing,
        },
        MeldNote::InARow,
    );
}
