//! The arguments of `MeldReason` and `MeldNote`.

use super::{Say, Words};
use crate::i18n::{Catalog, Join};
use crate::meld::{
    BlackThreeReason, MeldNote, MeldReason, RankMeldReason, SequenceReason, WildMeldReason,
};

impl Words for MeldReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            MeldReason::RedThreesNeverMelded => say,
            MeldReason::SeveralRanks { ranks } => {
                let names: Vec<String> = ranks.iter().map(|r| cat.ranks(*r)).collect();
                say.t("ranks", cat.list(names, Join::And))
            }
            MeldReason::TooFewCards { min, got } => say.n("min", *min).n("got", *got),
            MeldReason::TooManyCards {
                max,
                got,
                canasta_size,
            } => say
                .n("max", *max)
                .n("got", *got)
                .flag("canasta_size", *canasta_size),
            MeldReason::BlackThrees(r) => return r.words(cat),
            MeldReason::WildOnly(r) => return r.words(cat),
            MeldReason::OfRank(r) => return r.words(cat),
            MeldReason::Sequence(r) => return r.words(cat),
        }
        .reason("meld", self.code())
    }
}

impl Words for BlackThreeReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            BlackThreeReason::AreBonusCards { rules } | BlackThreeReason::NeverMelded { rules } => {
                say.rules(rules)
            }
            BlackThreeReason::OnlyGoingOut => say,
            BlackThreeReason::Count { min, max, got } => say
                .n("min", *min)
                .n("max", *max)
                .flag("same", min == max)
                .n("got", *got),
            BlackThreeReason::TooFewNaturals { min, got } => say.n("min", *min).n("got", *got),
            BlackThreeReason::WithWildCards { rules, got } => say.rules(rules).n("got", *got),
            BlackThreeReason::TooManyWildCards { max, got } => say.n("max", *max).n("got", *got),
        }
        .reason("meld", self.code())
    }
}

impl Words for WildMeldReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            WildMeldReason::NotAllowed {
                rules,
                min_naturals,
            } => say.rules(rules).n("min_naturals", *min_naturals),
            WildMeldReason::NotACanasta { rules, min, got } => {
                say.rules(rules).n("min", *min).n("got", *got)
            }
            WildMeldReason::TooLong {
                rules,
                max,
                got,
                canasta_size,
            } => say
                .rules(rules)
                .n("max", *max)
                .n("got", *got)
                .flag("canasta_size", *canasta_size),
        }
        .reason("meld", self.code())
    }
}

impl Words for RankMeldReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            RankMeldReason::TakesNoWildCards { rules, rank, wilds }
            | RankMeldReason::WildCardsOnlyInInitialMeld { rules, rank, wilds } => say
                .rules(rules)
                .ranks("rank", *rank)
                .n("count", wilds.len())
                .cards("wilds", wilds),
            RankMeldReason::TooFewNaturals { rank, min, got } => {
                say.ranks("rank", *rank).n("min", *min).n("got", *got)
            }
            RankMeldReason::TooManyWildCards { max, got } => say.n("max", *max).n("got", *got),
            RankMeldReason::NaturalsMustOutnumberWilds {
                rules,
                naturals,
                wilds,
            }
            | RankMeldReason::WildsOutnumberNaturals {
                rules,
                naturals,
                wilds,
            } => say.rules(rules).n("naturals", *naturals).n("wilds", *wilds),
        }
        .reason("meld", self.code())
    }
}

impl Words for SequenceReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            SequenceReason::SeveralSuits { cards, suits } => {
                let names: Vec<String> = suits.iter().map(|s| cat.suit(*s)).collect();
                say.cards("cards", cards)
                    .t("suits", cat.list(names, Join::And))
            }
            SequenceReason::RankOutside {
                rules,
                lowest,
                highest,
                outside,
            } => say
                .rules(rules)
                .rank("lowest", *lowest)
                .rank("highest", *highest)
                .cards("outside", outside)
                .n("count", outside.len())
                .flag("without_threes", lowest.number() > 3),
            SequenceReason::TakesNoWildCard {
                rules,
                wilds,
                twos_at_the_end,
                highest,
            } => say
                .rules(rules)
                .cards("wilds", wilds)
                .flag("twos_at_the_end", *twos_at_the_end)
                .rank("highest", *highest),
            SequenceReason::TooManyWildCards { rules, max, got } => {
                say.rules(rules).n("max", *max).n("got", *got)
            }
            SequenceReason::RepeatsARank { ranks } => {
                let names: Vec<String> = ranks.iter().map(|r| cat.rank(*r).to_string()).collect();
                say.t("ranks", cat.list(names, Join::And))
            }
            SequenceReason::NotInARow { cards, missing } => {
                say.cards("cards", cards).n("missing", *missing)
            }
            SequenceReason::LongerThanItsRanks {
                rules,
                lowest,
                highest,
                places,
                got,
            } => say
                .rules(rules)
                .rank("lowest", *lowest)
                .rank("highest", *highest)
                .n("places", *places)
                .n("got", *got),
            SequenceReason::Size { min, max, got } => {
                say.n("min", *min).n("max", *max).n("got", *got)
            }
        }
        .reason("meld", self.code())
    }
}

impl Words for MeldNote {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            MeldNote::BlackThreesGoingOut
            | MeldNote::NoWildCards
            | MeldNote::NaturalsOutnumberWilds
            | MeldNote::NaturalsAtLeastWilds
            | MeldNote::OneSuit
            | MeldNote::SequenceNoWildCard
            | MeldNote::InARow => say,
            MeldNote::BlackThreeCount { min, max } => {
                say.n("min", *min).n("max", *max).flag("same", min == max)
            }
            MeldNote::SequenceSize { min, max } => say.n("min", *min).n("max", *max),
            MeldNote::BlackThreeNaturals { min }
            | MeldNote::WildCanasta { min }
            | MeldNote::WildOnly { min }
            | MeldNote::MinCards { min } => say.n("min", *min),
            MeldNote::AtMostWildCards { max }
            | MeldNote::WildMeldMax { max }
            | MeldNote::SequenceWildCards { max }
            | MeldNote::MaxCards { max } => say.n("max", *max),
            MeldNote::NaturalOnlyRank { rank } | MeldNote::WildsInInitialOnly { rank } => {
                say.ranks("rank", *rank)
            }
            MeldNote::MinNaturals { rank, min } => say.ranks("rank", *rank).n("min", *min),
            MeldNote::SequenceRanks { lowest, highest }
            | MeldNote::SequenceFits { lowest, highest } => {
                say.rank("lowest", *lowest).rank("highest", *highest)
            }
        }
        .reason("meld", self.code())
    }
}
