//! Why a meld is not legal: one variant per rule it can break, grouped by
//! what the cards try to be. Words: the catalogue's `meld-<code>`.

use crate::card::{Card, Rank, Suit};
use crate::error::{Field, Value};
use crate::reason::reasons;

reasons! {
    /// A rule a meld breaks.
    pub enum MeldReason in "meld" {
        /// Red threes are bonus cards, never melded.
        RedThreesNeverMelded => "red_threes_never_melded",
        /// Naturals of several ranks where the rule set has no sequences.
        SeveralRanks { ranks: Vec<Rank> } => "several_ranks",
        /// Fewer cards than `meld.min_cards`.
        TooFewCards { min: u32, got: u32 } => "too_few_cards",
        /// More cards than `meld.max_cards`; `canasta_size`: that maximum
        /// is the canasta's size (a canasta is closed there).
        TooManyCards { max: u32, got: u32, canasta_size: bool } => "too_many_cards",
        ;
        BlackThrees(BlackThreeReason),
        WildOnly(WildMeldReason),
        OfRank(RankMeldReason),
        Sequence(SequenceReason),
    }
}

reasons! {
    /// A rule a meld of black threes breaks.
    pub enum BlackThreeReason in "meld" {
        /// Black threes are bonus cards under the rule set, laid out at once.
        AreBonusCards { rules: String } => "black_threes_are_bonus_cards",
        /// The rule set never melds black threes.
        NeverMelded { rules: String } => "black_threes_never_melded",
        /// Black threes are melded only when going out.
        OnlyGoingOut => "black_threes_only_going_out",
        /// Outside `black_threes.min_cards` to `max_cards`.
        Count { min: u32, max: u32, got: u32 } => "black_three_count" with { same: min == max },
        /// Fewer naturals than `meld.min_naturals`.
        TooFewNaturals { min: u32, got: u32 } => "black_threes_too_few_naturals",
        /// Wild cards where the rule set allows none with black threes.
        WithWildCards { rules: String, got: u32 } => "black_threes_with_wild_cards",
        /// More wild cards than `black_threes.max_wilds`.
        TooManyWildCards { max: u32, got: u32 } => "black_threes_too_many_wild_cards",
    }
}

reasons! {
    /// A rule a meld of wild cards only breaks.
    pub enum WildMeldReason in "meld" {
        /// The rule set has no melds of wild cards only; a meld needs
        /// `min_naturals` natural cards.
        NotAllowed { rules: String, min_naturals: u32 } => "wild_meld_not_allowed",
        /// Such a meld must be a complete canasta of `min` cards or more.
        NotACanasta { rules: String, min: u32, got: u32 } => "wild_meld_not_a_canasta",
        /// More cards than `meld.wild_meld_max_cards`.
        TooLong { rules: String, max: u32, got: u32, canasta_size: bool } => "wild_meld_too_long",
    }
}

reasons! {
    /// A rule a meld of one rank breaks.
    pub enum RankMeldReason in "meld" {
        /// A rank that never takes wild cards (`meld.natural_only_ranks`).
        TakesNoWildCards { rules: String, rank: Rank, wilds: Vec<Card> } => "rank_takes_no_wild_cards"
            with { count: wilds.len() },
        /// Fewer naturals than `meld.min_naturals`.
        TooFewNaturals { rank: Rank, min: u32, got: u32 } => "too_few_naturals",
        /// More wild cards than `meld.max_wilds`.
        TooManyWildCards { max: u32, got: u32 } => "too_many_wild_cards",
        /// `meld.wild_ratio: naturals_exceed_wilds` broken.
        NaturalsMustOutnumberWilds { rules: String, naturals: u32, wilds: u32 } => "naturals_must_outnumber_wilds",
        /// `meld.wild_ratio: naturals_at_least_wilds` broken.
        WildsOutnumberNaturals { rules: String, naturals: u32, wilds: u32 } => "wilds_outnumber_naturals",
        /// A rank that takes wild cards only in the side's initial meld,
        /// laid with wild cards after it.
        WildCardsOnlyInInitialMeld { rules: String, rank: Rank, wilds: Vec<Card> } => "wild_cards_only_in_initial_meld"
            with { count: wilds.len() },
    }
}

reasons! {
    /// A rule a sequence (one suit, in a row) breaks.
    pub enum SequenceReason in "meld" {
        /// Naturals of several suits.
        SeveralSuits { cards: Vec<Card>, suits: Vec<Suit> } => "sequence_of_several_suits",
        /// Naturals below `lowest` or above `highest`.
        RankOutside { rules: String, lowest: Rank as Value::Rank(*lowest), highest: Rank as Value::Rank(*highest), outside: Vec<Card> }
            => "sequence_rank_outside" with { count: outside.len(), without_threes: lowest.number() > 3 },
        /// Wild cards where a sequence takes none; `twos_at_the_end`: one
        /// is a 2 and the sequence already reaches its highest rank.
        TakesNoWildCard { rules: String, wilds: Vec<Card>, twos_at_the_end: bool, highest: Rank as Value::Rank(*highest) }
            => "sequence_takes_no_wild_card",
        /// More wild cards than `meld.sequences.max_wilds`.
        TooManyWildCards { rules: String, max: u32, got: u32 } => "sequence_too_many_wild_cards",
        /// A rank twice.
        RepeatsARank { ranks: Vec<Rank> as letters(ranks) } => "sequence_repeats_a_rank",
        /// Gaps the wild cards do not fill.
        NotInARow { cards: Vec<Card>, missing: u32 } => "sequence_not_in_a_row",
        /// More cards than the ranks from `lowest` to `highest` have places.
        LongerThanItsRanks { rules: String, lowest: Rank as Value::Rank(*lowest), highest: Rank as Value::Rank(*highest), places: u32, got: u32 }
            => "sequence_longer_than_its_ranks",
        /// Outside `meld.sequences.min_cards` to `max_cards`.
        Size { min: u32, max: u32, got: u32 } => "sequence_size",
    }
}

/// Ranks by their letters, the last after `and` (`5 and 7`).
fn letters(ranks: &[Rank]) -> Value<'_> {
    Value::List(ranks.iter().map(|r| Value::Rank(*r)).collect())
}

/// The rules a meld breaks, as another reason or a fault quotes them:
/// one after another, `; ` between.
impl Field for Vec<MeldReason> {
    fn value(&self) -> Value<'_> {
        Value::Each(self.iter().map(Field::value).collect())
    }
}
