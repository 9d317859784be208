//! The arguments of `GoOutReason`.

use super::{Say, Words, joined};
use crate::adjudicate::go_out::{
    Bonus, GoOutReason, HandCards, Minimum, Permission, TableMelds, WayOut,
};
use crate::i18n::{Catalog, Join};

impl Words for GoOutReason {
    fn flag_hint(&self, cat: &Catalog) -> Option<String> {
        matches!(
            self,
            GoOutReason::Permission(Permission::FootUnplayed { .. })
        )
        .then(|| cat.text("go-out-hint-in-foot", &[]))
    }

    fn words(&self, cat: &Catalog) -> String {
        match self {
            GoOutReason::Permission(r) => r.words(cat),
            GoOutReason::WayOut(r) => r.words(cat),
            GoOutReason::HandCards(r) => r.words(cat),
            GoOutReason::TableMelds(r) => r.words(cat),
            GoOutReason::Minimum(r) => r.words(cat),
            GoOutReason::Bonus(r) => r.words(cat),
        }
    }
}

impl Words for Permission {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            Permission::PartnerSaidNo | Permission::PartnerAgreed | Permission::FootPlayed => say,
            Permission::PartnerMustBeAsked { rules }
            | Permission::PartnerAgreedAsRequired { rules }
            | Permission::FootUnplayed { rules } => say.rules(rules),
            Permission::NoPartnerToAsk { rules, players } => {
                say.rules(rules).n("players", *players)
            }
        }
        .reason("go-out", self.code())
    }
}

impl Words for WayOut {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            WayOut::ExemptConcealed { required } => say.n("required", *required),
            WayOut::Best { score } => say.n("score", *score),
            WayOut::ConcealedAlternative {
                melds,
                discard,
                score,
            } => {
                let say = say.melds("melds", melds).n("score", *score);
                match discard {
                    Some(d) => say.card("discard", *d).flag("discards", true),
                    None => say.t("discard", "").flag("discards", false),
                }
            }
            WayOut::NoWay {
                canastas,
                kinds,
                required,
            } => {
                let kinds: Vec<String> = kinds
                    .iter()
                    .map(|(kind, n)| {
                        Say::new(cat)
                            .n("count", *n)
                            .t("kind", kind.as_str())
                            .id("go-out-kind-count")
                    })
                    .collect();
                let of_kinds = !kinds.is_empty();
                let say = say
                    .n("canastas", *canastas)
                    .t("kinds", cat.list(kinds, Join::And))
                    .flag("of_kinds", of_kinds);
                match required {
                    Some(r) => say.n("required", *r).flag("minimum", true),
                    None => say.n("required", 0).flag("minimum", false),
                }
            }
        }
        .reason("go-out", self.code())
    }
}

impl Words for HandCards {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            HandCards::ThreesLaidOut { cards, rules } => say.cards("cards", cards).rules(rules),
            HandCards::RedThreesLaidOut { cards } => say.cards("cards", cards),
            HandCards::NotInHand { card } | HandCards::FinalDiscard { card } => {
                say.card("card", *card)
            }
            HandCards::NoDiscardNeeded => say,
            HandCards::DiscardRequired { rules } => say.rules(rules),
            HandCards::CardsLeft { cards } => say.n("count", cards.len()).cards("cards", cards),
        }
        .reason("go-out", self.code())
    }
}

impl Words for TableMelds {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            TableMelds::WildOntoCanasta {
                number,
                cards,
                rules,
            } => say.n("number", *number).cards("cards", cards).rules(rules),
            TableMelds::WildOntoCompletedCanasta {
                number,
                cards,
                wild,
                rules,
            } => say
                .n("number", *number)
                .cards("cards", cards)
                .card("wild", *wild)
                .rules(rules),
            TableMelds::IllegalMeld { cards, reasons } => {
                say.cards("cards", cards).t("reasons", joined(cat, reasons))
            }
            TableMelds::IncompleteBarsGoingOut {
                cards,
                kind,
                min,
                rules,
            } => say
                .cards("cards", cards)
                .n("count", cards.len())
                .t("kind", kind.as_str())
                .n("min", *min)
                .rules(rules),
            TableMelds::TooManyShortWildMelds { melds, most, rules } => say
                .melds("melds", melds)
                .n("count", melds.len())
                .n("most", *most)
                .rules(rules),
            TableMelds::TooFewOfKind {
                want,
                kind,
                rules,
                have,
            } => say
                .n("want", *want)
                .t("kind", kind.as_str())
                .rules(rules)
                .n("have", *have),
            TableMelds::TooFewCanastas { need, rules, have } => {
                say.n("need", *need).rules(rules).n("have", *have)
            }
            TableMelds::EnoughCanastas { have, need } => say.n("have", *have).n("need", *need),
        }
        .reason("go-out", self.code())
    }
}

impl Words for Minimum {
    fn words(&self, cat: &Catalog) -> String {
        let say = Say::new(cat);
        match self {
            Minimum::Opens {
                points,
                required,
                score,
            }
            | Minimum::Short {
                points,
                required,
                score,
            } => say
                .n("points", *points)
                .n("required", *required)
                .n("score", *score),
            Minimum::ConcealedExempt {
                rules,
                points,
                required,
            }
            | Minimum::CanastaFromHandExempt {
                rules,
                points,
                required,
            } => say
                .rules(rules)
                .n("points", *points)
                .n("required", *required),
        }
        .reason("go-out", self.code())
    }
}

impl Words for Bonus {
    fn words(&self, cat: &Catalog) -> String {
        match self {
            Bonus::Concealed { bonus }
            | Bonus::CanastaFromHand { bonus }
            | Bonus::Plain { bonus } => Say::new(cat)
                .n("bonus", *bonus)
                .reason("go-out", self.code()),
        }
    }
}
