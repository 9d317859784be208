//! The rules a meld was checked against and keeps, for the table that
//! explains a verdict. Words: the catalogue's `meld-<code>`.

use crate::card::Rank;
use crate::reason::reasons;

reasons! {
    /// A rule a meld keeps.
    pub enum MeldNote in "meld" {
        BlackThreesGoingOut => "black_threes_when_going_out",
        BlackThreeCount { min: u32, max: u32 } => "black_three_count_kept" with { same: min == max },
        BlackThreeNaturals { min: u32 } => "black_threes_enough",
        NoWildCards => "no_wild_cards",
        /// At most `max` wild cards (`meld.max_wilds`, `black_threes.max_wilds`).
        AtMostWildCards { max: u32 } => "at_most_wild_cards",
        WildCanasta { min: u32 } => "wild_canasta",
        WildOnly { min: u32 } => "wild_cards_only",
        /// At most `max` cards in a meld of wild cards only.
        WildMeldMax { max: u32 } => "wild_meld_max",
        MaxCards { max: u32 } => "at_most_cards",
        MinCards { min: u32 } => "at_least_cards",
        NaturalOnlyRank { rank: Rank } => "rank_without_wild_cards",
        /// The rank takes wild cards only in the side's initial meld.
        WildsInInitialOnly { rank: Rank } => "rank_wild_only_in_initial_meld",
        MinNaturals { rank: Rank, min: u32 } => "at_least_naturals",
        NaturalsOutnumberWilds => "more_naturals_than_wild_cards",
        NaturalsAtLeastWilds => "no_more_wild_cards_than_naturals",
        OneSuit => "one_suit",
        SequenceRanks { lowest: Rank as Value::Rank(*lowest), highest: Rank as Value::Rank(*highest) } => "sequence_ranks",
        SequenceNoWildCard => "sequence_without_wild_cards",
        SequenceWildCards { max: u32 } => "sequence_wild_cards",
        InARow => "in_a_row",
        SequenceFits { lowest: Rank as Value::Rank(*lowest), highest: Rank as Value::Rank(*highest) } => "sequence_fits",
        SequenceSize { min: u32, max: u32 } => "sequence_size_kept",
    }
}
