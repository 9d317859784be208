//! `canasta meld`.

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::reason::{explain, structured_verdict};
use crate::render::tab::Tab;
use crate::render::{Out, mark, wrap};
use canasta::error::Result;
use canasta::meld::{CanastaKind, Description, MeldVerdict, Shape};

pub(crate) fn verdict(v: &MeldVerdict, out: Out) -> Result<String> {
    let cat = out.cat;
    let for_programs = structured_verdict(v, out.format, |value| {
        explain(value, "reasons", &v.reasons, Some("details"), cat);
        explain(value, "notes", &v.notes, None, cat);
        if let Some(d) = value.get_mut("description") {
            *d = serde_json::Value::String(description(&v.description, cat));
        }
    });
    if let Some(out) = for_programs {
        return out;
    }
    let cards = cat.cards(&v.cards);
    let headline = if v.valid {
        let worth = match v.canasta {
            Some(_) => tr!(
                cat,
                "meld-worth-canasta",
                points = v.points,
                bonus = v.canasta_bonus,
                // A house rule's absurd values must not overflow.
                total = v.points.saturating_add(v.canasta_bonus)
            ),
            None => tr!(cat, "meld-worth", points = v.points),
        };
        tr!(
            cat,
            "meld-valid",
            cards = cards.as_str(),
            rules = v.rules.as_str(),
            description = description(&v.description, cat),
            worth = worth
        )
    } else {
        tr!(
            cat,
            "meld-invalid",
            cards = cards.as_str(),
            rules = v.rules.as_str(),
            description = description(&v.description, cat),
            count = v.reasons.len()
        )
    } + "\n";
    let mut t = Tab::new(out.width);
    t.set_header(vec![String::new(), tr!(cat, "meld-header-rule")]);
    for r in &v.reasons {
        t.add_row(vec![mark(false).to_string(), cat.say(r)]);
    }
    for n in &v.notes {
        t.add_row(vec![mark(true).to_string(), cat.say(n)]);
    }
    let canasta = match v.canasta {
        // The rule set's own kind where it has one ("escalera", "aces").
        Some(kind) => tr!(
            cat,
            "meld-canasta-kind",
            kind = v.kind.as_deref().unwrap_or(kind.name()),
            bonus = v.canasta_bonus
        ),
        None => tr!(cat, "meld-canasta-none"),
    };
    let mut facts = Tab::new(out.width);
    facts.add_row(vec![tr!(cat, "meld-fact-cards"), cards]);
    facts.add_row(vec![
        tr!(cat, "meld-fact-naturals-wilds"),
        format!("{} / {}", v.naturals, v.wilds),
    ]);
    facts.add_row(vec![tr!(cat, "meld-fact-points"), v.points.to_string()]);
    facts.add_row(vec![tr!(cat, "meld-fact-canasta"), canasta]);
    Ok(format!("{}{facts}\n{t}\n", wrap(&headline, out.width)))
}

/// "a natural canasta of kings", "a meld of 10s", "a sequence of hearts
/// 4–7": the form says which words, `$what` the cards.
fn description(d: &Description, cat: &Catalog) -> String {
    let sequence = matches!(d.cards, Shape::Sequence(_));
    let form = match (d.canasta, d.kind.as_deref()) {
        (Some(CanastaKind::Wild), Some("wild")) => "wild-canasta",
        (Some(CanastaKind::Wild), Some(_)) => "kind-wild",
        (Some(purity), Some(k)) if k == purity.name() => "canasta",
        (Some(_), Some(_)) if sequence => "sequence-canasta",
        (Some(_), Some(_)) => "kind-canasta",
        (None, _) if sequence => "sequence",
        (None, _) if matches!(d.cards, Shape::SeveralRanks | Shape::RedThrees) => "bare",
        _ => "meld",
    };
    let case = if form == "bare" { "bare" } else { "of" };
    tr!(
        cat,
        "meld-description",
        form = form,
        kind = d.kind.as_deref().unwrap_or_default(),
        purity = d.canasta.map_or("", CanastaKind::name),
        what = what(cat, d.cards, case)
    )
}

/// What the cards are: "kings", "wild cards", "hearts 4–7".
fn what(cat: &Catalog, shape: Shape, case: &str) -> String {
    let what = match shape {
        Shape::Sequence(Some(span)) => {
            return match span.suit {
                Some(suit) => tr!(
                    cat,
                    "meld-span-suit",
                    suit = cat.suit(suit),
                    from = cat.rank(span.from),
                    to = cat.rank(span.to)
                ),
                None => tr!(
                    cat,
                    "meld-span",
                    from = cat.rank(span.from),
                    to = cat.rank(span.to)
                ),
            };
        }
        Shape::Sequence(None) => return tr!(cat, "meld-span-none"),
        Shape::RedThrees => "red-threes",
        Shape::SeveralRanks => "several-ranks",
        Shape::BlackThrees => "black-threes",
        Shape::WildOnly => "wild",
        // A message of its own: a command parses only the words it says,
        // and the ranks are most of them.
        Shape::OfRank(rank) => {
            return tr!(cat, "meld-what-rank", rank = rank.number(), case = case);
        }
    };
    tr!(cat, "meld-what", what = what, case = case)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::i18n::{Catalog, Lang};
    use canasta::card::Card;
    use canasta::meld::check;
    use canasta::rules::load;

    fn cards(s: &str) -> Vec<Card> {
        canasta::notation::parse_cards("t", s).unwrap().cards()
    }

    #[test]
    fn valid_meld_table() {
        let v = check(&load("classic").unwrap(), &cards("h10 d10 s2"), false);
        insta::assert_snapshot!(verdict(&v, Out::new(Format::Table, Some(100), &Catalog::new(Lang::En))).unwrap(), @"
        h10 d10 s2: valid under classic: a meld of 10s, 40 points
        ┌──────────────────┬────────────┐
        │ cards            ┆ h10 d10 s2 │
        │ naturals / wilds ┆ 2 / 1      │
        │ points           ┆ 40         │
        │ canasta          ┆ no         │
        └──────────────────┴────────────┘
        ┌───┬────────────────────────┐
        │   ┆ rule                   │
        ╞═══╪════════════════════════╡
        │ ✓ ┆ at least 3 cards       │
        │ ✓ ┆ at least 2 natural 10s │
        │ ✓ ┆ at most 3 wild cards   │
        └───┴────────────────────────┘
        ");
    }

    /// What each kind of meld is called, in English as before the
    /// catalogue and in German.
    #[test]
    fn descriptions_in_both_languages() {
        let (en, de) = (Catalog::new(Lang::En), Catalog::new(Lang::De));
        let said = |rules: &str, cards_: &str| {
            let v = check(&load(rules).unwrap(), &cards(cards_), false);
            (
                description(&v.description, &en),
                description(&v.description, &de),
            )
        };
        let cases = [
            (
                "classic",
                "hK dK cK sK hK dK cK",
                "a natural canasta of kings",
                "ein natürlicher Canasta aus Königen",
            ),
            (
                "classic",
                "h10 d10 s2",
                "a meld of 10s",
                "eine Meldung aus Zehnen",
            ),
            (
                "classic",
                "h10 d10 s2 jk h10 d10 s10",
                "a mixed canasta of 10s",
                "ein gemischter Canasta aus Zehnen",
            ),
            (
                "classic",
                "h5 d6 s7",
                "cards of several ranks",
                "Karten mehrerer Ränge",
            ),
            ("classic", "h3 d3 h3", "red threes", "rote Dreien"),
            (
                "classic",
                "c3 s3 c3",
                "a meld of black threes",
                "eine Meldung aus schwarzen Dreien",
            ),
            (
                "samba",
                "h4 h5 h6 h7 h8 h9 h10",
                "a canasta, samba (a sequence of hearts 4–10)",
                "ein Canasta, samba (eine Folge Herz 4–10)",
            ),
            (
                "samba",
                "h9 h10 hJ",
                "a sequence of hearts 9–J",
                "eine Folge Herz 9–B",
            ),
        ];
        for (rules, cards_, english, german) in cases {
            assert_eq!(
                said(rules, cards_),
                (english.to_string(), german.to_string()),
                "{rules}: {cards_}"
            );
        }
        let own = Catalog::new(Lang::De).with_terms([("canasta-natural", "echter Canasta")]);
        let v = check(
            &load("classic").unwrap(),
            &cards("hA dA cA sA hA dA cA"),
            false,
        );
        assert_eq!(
            description(&v.description, &own),
            "ein echter Canasta aus Assen"
        );
    }

    #[test]
    fn invalid_meld_json() {
        let v = check(&load("cardgames-io").unwrap(), &cards("jk jk h5"), false);
        let json: serde_json::Value = serde_json::from_str(
            &verdict(
                &v,
                Out::new(Format::Json, Some(100), &Catalog::new(Lang::En)),
            )
            .unwrap(),
        )
        .unwrap();
        assert_eq!(json["valid"], false);
        assert_eq!(json["points"], 105);
        assert_eq!(json["canasta"], serde_json::Value::Null);
        assert_eq!(json["reasons"].as_array().unwrap().len(), 2);
    }
}
