//! The arguments of `InitialReason` and of the top card's reasons.

use super::{Say, Words, class_name};
use crate::adjudicate::Unmeldable;
use crate::adjudicate::initial::{InitialReason, OpeningPileReason, PileState, ShortReason};
use crate::i18n::Catalog;

impl Words for InitialReason {
    fn hint(&self) -> bool {
        matches!(self, InitialReason::Short(ShortReason::PileSizeAssumed))
    }

    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            InitialReason::RedThreesCount {
                threes,
                points,
                rules,
            } => say.n("threes", *threes).n("points", *points).rules(rules),
            InitialReason::RedThreesSetAside { count } => say.n("count", *count),
            InitialReason::BlackThreesSetAside { rules, cards } => {
                say.rules(rules).cards("cards", cards)
            }
            InitialReason::Reaches {
                melds,
                points,
                red_threes,
                required,
                score,
            } => say
                .melds("melds", melds)
                .n("points", *points)
                .n("red_threes", *red_threes)
                .n("required", *required)
                .n("score", *score),
            InitialReason::ExemptConcealed {
                canastas,
                rules,
                melds,
                points,
                required,
            } => say
                .n("canastas", *canastas)
                .rules(rules)
                .melds("melds", melds)
                .n("points", *points)
                .n("required", *required),
            InitialReason::ExemptCanastaFromHand {
                rules,
                melds,
                points,
                required,
            } => say
                .rules(rules)
                .melds("melds", melds)
                .n("points", *points)
                .n("required", *required),
            InitialReason::GoesOut { canastas } => say.n("canastas", *canastas),
            InitialReason::FootFollows {
                held,
                next_turn,
                rules,
            } => say
                .n("held", *held)
                .flag("next_turn", *next_turn)
                .rules(rules),
            InitialReason::NeedsNaturalMeld { rules, min } => say.rules(rules).n("min", *min),
            InitialReason::MixedCanasta { rules, cards } => say.rules(rules).cards("cards", cards),
            InitialReason::SingleMeld { rules } => say.rules(rules),
            InitialReason::Pile(r) => return r.words(cat),
            InitialReason::Short(r) => return r.words(cat),
            InitialReason::TopCard(r) => return r.words(cat),
        }
        .reason("initial", self.code())
    }
}

impl Words for OpeningPileReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            OpeningPileReason::Blocked { class, top, rules } => say
                .t("class", class_name(cat, *class))
                .card("top", *top)
                .rules(rules),
            OpeningPileReason::NoWayFromHand { rules } => say.rules(rules),
            OpeningPileReason::NeedsNaturals {
                pile_state,
                rank,
                or_wild,
                held,
            } => say
                .t(
                    "pile_state",
                    match pile_state {
                        PileState::Frozen => "frozen",
                        PileState::FrozenUntilOpened => "frozen-until-opened",
                        PileState::Open => "open",
                    },
                )
                .ranks("rank", *rank)
                .flag("or_wild", *or_wild)
                .n("held", *held),
            OpeningPileReason::TopCardCounts { top } => say.card("top", *top),
            OpeningPileReason::TopCardUncounted { top, rules }
            | OpeningPileReason::TopCardNotCounted { top, rules } => {
                say.card("top", *top).rules(rules)
            }
        }
        .reason("initial", self.code())
    }
}

impl Words for ShortReason {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            ShortReason::KeepsNoCard {
                required,
                unkept,
                canastas,
                rules,
            } => say
                .n("required", *required)
                .n("unkept", *unkept)
                .n("canastas", *canastas)
                .rules(rules),
            ShortReason::BestKeepingACard { best, required } => {
                say.n("best", *best).n("required", *required)
            }
            ShortReason::BestShort {
                best,
                required,
                score,
            } => say
                .n("best", *best)
                .n("required", *required)
                .n("score", *score),
            ShortReason::BestUnkeptShort {
                unkept,
                required,
                score,
            } => say
                .n("unkept", *unkept)
                .n("required", *required)
                .n("score", *score),
            ShortReason::NoLegalMeld | ShortReason::PileSizeAssumed => say,
        }
        .reason("initial", self.code())
    }
}

impl Words for Unmeldable {
    fn words(&self, cat: &Catalog) -> String {
        match self {
            Unmeldable::RedThree { top }
            | Unmeldable::BlackThree { top }
            | Unmeldable::Wild { top } => Say::new(cat)
                .card("top", *top)
                .reason("pickup", self.code()),
        }
    }
}
