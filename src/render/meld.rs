//! `canasta meld`.

use crate::error::Result;
use crate::meld::MeldVerdict;
use crate::render::reason::{Words, explain, structured_verdict};
use crate::render::{Out, mark, table, wrap};
use crate::tr;

pub fn verdict(v: &MeldVerdict, out: Out) -> Result<String> {
    let cat = out.cat;
    let for_programs = structured_verdict(v, out.format, |value| {
        explain(value, "reasons", &v.reasons, Some("details"), cat);
        explain(value, "notes", &v.notes, None, cat);
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
            description = v.description.as_str(),
            worth = worth
        )
    } else {
        tr!(
            cat,
            "meld-invalid",
            cards = cards.as_str(),
            rules = v.rules.as_str(),
            description = v.description.as_str(),
            count = v.reasons.len()
        )
    } + "\n";
    let mut t = table(out.width);
    t.set_header(vec![String::new(), tr!(cat, "meld-header-rule")]);
    for r in &v.reasons {
        t.add_row(vec![mark(false).to_string(), r.words(cat)]);
    }
    for n in &v.notes {
        t.add_row(vec![mark(true).to_string(), n.words(cat)]);
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
    let mut facts = table(out.width);
    facts.add_row(vec![tr!(cat, "meld-fact-cards"), cards]);
    facts.add_row(vec![
        tr!(cat, "meld-fact-naturals-wilds"),
        format!("{} / {}", v.naturals, v.wilds),
    ]);
    facts.add_row(vec![tr!(cat, "meld-fact-points"), v.points.to_string()]);
    facts.add_row(vec![tr!(cat, "meld-fact-canasta"), canasta]);
    Ok(format!("{}{facts}\n{t}\n", wrap(&headline, out.width)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;
    use crate::cli::Format;
    use crate::i18n::{Catalog, Lang};
    use crate::meld::check;
    use crate::rules::load;

    fn cards(s: &str) -> Vec<Card> {
        crate::notation::parse_cards("t", s).unwrap().cards()
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
