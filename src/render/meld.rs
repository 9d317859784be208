//! `canasta meld`.

use crate::error::Result;
use crate::meld::MeldVerdict;
use crate::notation::format_cards;
use crate::render::reason::{explain, structured_verdict};
use crate::render::{Out, mark, table, wrap};

pub(crate) fn verdict(v: &MeldVerdict, out: Out) -> Result<String> {
    let for_programs = structured_verdict(v, out.format, |value| {
        explain(value, "reasons", &v.reasons, Some("details"));
        explain(value, "notes", &v.notes, None);
    });
    if let Some(out) = for_programs {
        return out;
    }
    let cards = format_cards(&v.cards);
    let headline = if v.valid {
        let worth = match v.canasta {
            Some(_) => format!(
                "{} points + {} canasta bonus = {}",
                v.points,
                v.canasta_bonus,
                // A house rule's absurd values must not overflow.
                v.points.saturating_add(v.canasta_bonus)
            ),
            None => format!("{} points", v.points),
        };
        format!(
            "{cards}: valid under {}: {}, {worth}\n",
            v.rules, v.description
        )
    } else {
        let broken = match v.reasons.len() {
            1 => "it breaks 1 rule".to_string(),
            n => format!("it breaks {n} rules"),
        };
        format!(
            "{cards}: NOT a valid meld under {}: {}, {broken}\n",
            v.rules, v.description
        )
    };
    let mut t = table(out.width);
    t.set_header(vec!["", "rule"]);
    for r in &v.reasons {
        t.add_row(vec![mark(false).to_string(), r.to_string()]);
    }
    for n in &v.notes {
        t.add_row(vec![mark(true).to_string(), n.to_string()]);
    }
    let canasta = match v.canasta {
        // The rule set's own kind where it has one ("escalera", "aces").
        Some(kind) => format!(
            "{} canasta, bonus {}",
            v.kind.as_deref().unwrap_or(kind.name()),
            v.canasta_bonus
        ),
        None => "no".to_string(),
    };
    let mut facts = table(out.width);
    facts.add_row(vec!["cards".to_string(), cards]);
    facts.add_row(vec![
        "naturals / wilds".to_string(),
        format!("{} / {}", v.naturals, v.wilds),
    ]);
    facts.add_row(vec!["points".to_string(), v.points.to_string()]);
    facts.add_row(vec!["canasta".to_string(), canasta]);
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
