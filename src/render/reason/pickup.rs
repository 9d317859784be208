//! The arguments of `PickupReason`.

use super::{Say, Words, class_name, joined, way_key};
use crate::adjudicate::pickup::{
    Freezer, Holding, Lacks, Missing, MissingWay, PickupReason, Pile, Whose,
};
use crate::i18n::{Catalog, Join};
use crate::rules::TakeWith;

/// The ways a rule set takes the pile, briefly: "a natural pair, or a
/// table meld"; "nothing" for none.
fn short_names(cat: &Catalog, ways: &[TakeWith]) -> String {
    let names: Vec<String> = ways
        .iter()
        .map(|w| Say::new(cat).t("way", way_key(*w)).id("pickup-way-short"))
        .collect();
    if names.is_empty() {
        return Say::new(cat).id("pickup-no-way");
    }
    cat.list(names, Join::Or)
}

/// A way to take the pile, in full.
fn way_name(cat: &Catalog, way: TakeWith) -> String {
    Say::new(cat).t("way", way_key(way)).id("pickup-way")
}

/// A way to take the pile, in full, as what a side needs ("or it needs
/// ..."; German says it in the accusative).
fn way_needed(cat: &Catalog, way: TakeWith) -> String {
    Say::new(cat).t("way", way_key(way)).id("pickup-way-needed")
}

impl Words for PickupReason {
    fn hint(&self) -> bool {
        match self {
            PickupReason::UnfrozenWouldTake { .. } => true,
            PickupReason::Opening(r) => r.hint(),
            _ => false,
        }
    }

    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            PickupReason::Blocked { class, top, rules } => say
                .t("class", class_name(cat, *class))
                .card("top", *top)
                .rules(rules),
            PickupReason::OneCardRule { rules } | PickupReason::NeverTableMeld { rules } => {
                say.rules(rules)
            }
            PickupReason::ClosedCanasta {
                whose,
                rank,
                cards,
                max,
                rules,
            } => say
                .t(
                    "whose",
                    match whose {
                        Whose::Side => "side",
                        Whose::Other => "other",
                    },
                )
                .ranks_of("rank", *rank)
                .cards("cards", cards)
                .n("max", *max)
                .rules(rules),
            PickupReason::PileTooSmall { size, min, rules } => {
                say.n("size", *size).n("min", *min).rules(rules)
            }
            PickupReason::TakesWith { pile, rules, ways } => say
                .part("pile", pile)
                .rules(rules)
                .t("ways", short_names(cat, ways)),
            PickupReason::NotOpened { required, score } => {
                say.n("required", *required).n("score", *score)
            }
            PickupReason::Legal {
                top,
                way,
                own_meld,
                cards,
            } => say
                .card("top", *top)
                .t("way", way_name(cat, *way))
                .flag("own_meld", *own_meld)
                .cards("cards", cards),
            PickupReason::GoesOutAfter {
                cards,
                holding,
                canastas,
            } => say
                .cards("cards", cards)
                .part("holding", holding)
                .n("canastas", *canastas),
            PickupReason::FootFollows {
                cards,
                holding,
                next_turn,
                rules,
            } => say
                .cards("cards", cards)
                .part("holding", holding)
                .flag("next_turn", *next_turn)
                .rules(rules),
            PickupReason::TopCardsOnly { count, rules } => say.n("count", *count).rules(rules),
            PickupReason::NoWay { pile, rules } => say.part("pile", pile).rules(rules),
            PickupReason::UnfrozenWouldTake { ways } => say.t("ways", short_names(cat, ways)),
            PickupReason::TopCard(r) => return r.words(cat),
            PickupReason::Missing(r) => return r.words(cat),
            PickupReason::Opening(r) => return r.words(cat),
        }
        .reason("pickup", self.code())
    }
}

/// The way's own message, after how the pile stands (the first way) or
/// as an alternative to the one before.
impl Words for Missing {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat).part("way", &self.way);
        match &self.pile {
            Some(pile) => say.part("pile", pile).id("pickup-pile-needs"),
            None => say.id("pickup-or-needs"),
        }
    }
}

impl Words for MissingWay {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            MissingWay::NaturalPair { rank, held } => say.ranks("rank", *rank).n("held", *held),
            MissingWay::NaturalAndWild { rank, lacks } => say.a_natural("rank", *rank).t(
                "lacks",
                match lacks {
                    Lacks::Both => "both",
                    Lacks::Natural => "natural",
                    Lacks::Wild => "wild",
                },
            ),
            MissingWay::TableMeldsComplete { rank } | MissingWay::NoTableMeld { rank } => {
                say.ranks_of("rank", *rank)
            }
            MissingWay::KeepsNoCard {
                way,
                cards,
                holding,
                canastas,
                rules,
                have,
            } => say
                .t("way", way_needed(cat, *way))
                .cards("cards", cards)
                .part("holding", holding)
                .n("canastas", *canastas)
                .rules(rules)
                .n("have", *have),
            MissingWay::IllegalMeld {
                way,
                cards,
                rank,
                joined: joined_meld,
                reasons,
            } => {
                let say = say
                    .t("way", way_needed(cat, *way))
                    .cards("cards", cards)
                    .ranks("rank", *rank)
                    .t("reasons", joined(cat, reasons));
                match joined_meld {
                    Some(m) => say.cards("joined", m).flag("joins", true),
                    None => say.t("joined", "").flag("joins", false),
                }
            }
        }
        .reason("pickup", self.code())
    }
}

impl Words for Pile {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            Pile::Frozen { by: Freezer::Flag } => say.id("pickup-pile-frozen-flag"),
            Pile::Frozen {
                by: Freezer::Card(card),
            } => say.card("card", *card).id("pickup-pile-frozen-by"),
            Pile::AlwaysFrozen { rules } => say.rules(rules).id("pickup-pile-always-frozen"),
            Pile::FrozenUntilOpened => say.id("pickup-pile-frozen-until-opened"),
            Pile::NotFrozen => say.id("pickup-pile-not-frozen"),
        }
    }
}

impl Words for Holding {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            Holding::NoCard => say.id("pickup-holding-no-card"),
            Holding::PileCard => say.id("pickup-holding-pile-card"),
            Holding::Cards { cards } => say.cards("cards", cards).id("pickup-holding-cards"),
        }
    }
}
