//! What the pad says in words where the command line has a notation: a
//! side's half as a table says it (`1 natürlicher Canasta, 1 rote Drei,
//! ausgemacht, Kartenwert 185`, not `echt:1, rot3:1, aus, karten:185`),
//! a rule set's own kinds of canasta by what they are (`Canastas aus
//! Assen`, `Samba (Canastas in Folge einer Farbe)`), and what red threes
//! earn under the game's rule set.

use canasta::rules::{RedThreesNegative, RuleSet, Sign};
use canasta::sheet::tally::Tally;

use crate::i18n::{Arg, Catalog, tr};

/// A side's tally in words, items joined by commas: what the halves show.
pub(crate) fn tally(rules: &RuleSet, t: &Tally, cat: &Catalog) -> String {
    let mut out = Vec::new();
    let n = |n: u32| i64::from(n);
    for (id, count) in [
        ("serve-item-natural", t.natural),
        ("serve-item-mixed", t.mixed),
        ("serve-item-wild", t.wild),
    ] {
        if count > 0 {
            out.push(tr!(cat, id, n = n(count)));
        }
    }
    for (name, count) in t.kinds.iter().filter(|(_, c)| **c > 0) {
        out.push(tr!(
            cat,
            "serve-item-kind",
            kind = kind(rules, name, cat),
            n = n(*count)
        ));
    }
    if let Some(from) = t.from_hand {
        out.push(tr!(cat, "serve-item-from-hand", n = n(from)));
    }
    for (id, count) in [("serve-item-red3", t.red3), ("serve-item-black3", t.black3)] {
        if count > 0 {
            out.push(tr!(cat, id, n = n(count)));
        }
    }
    if t.concealed {
        out.push(tr!(cat, "serve-item-concealed"));
    } else if t.out {
        out.push(tr!(cat, "serve-item-out"));
    }
    match t.melded {
        Some(true) => out.push(tr!(cat, "serve-item-melded")),
        Some(false) => out.push(tr!(cat, "serve-item-unmelded")),
        None => {}
    }
    if t.cards != 0 {
        out.push(tr!(cat, "serve-item-cards", n = t.cards.to_string()));
    }
    if let Some(held) = t.held {
        out.push(tr!(cat, "serve-item-held", n = held.to_string()));
    }
    for (name, count) in t.incomplete.iter().filter(|(_, c)| **c > 0) {
        out.push(tr!(
            cat,
            "serve-item-incomplete",
            kind = kind(rules, name, cat),
            n = n(*count)
        ));
    }
    for (rank, count) in t.sets.iter().filter(|(_, c)| **c > 0) {
        let ranks = canasta::card::Rank::all()
            .find(|r| r.symbol() == rank)
            .map_or_else(|| rank.clone(), |r| cat.ranks(r));
        out.push(tr!(cat, "serve-item-set", rank = ranks, n = n(*count)));
    }
    for (id, count) in [
        ("serve-item-caught3", t.caught3),
        ("serve-item-foot3", t.foot3),
    ] {
        if count > 0 {
            out.push(tr!(cat, id, n = n(count)));
        }
    }
    if let Some(special) = &t.special {
        let name = rules
            .scoring
            .special_hands
            .iter()
            .find(|s| s.name == *special)
            .map_or(special.as_str(), |s| cat.title(&s.titles, &s.name));
        out.push(tr!(cat, "serve-item-special", name = name));
    }
    if out.is_empty() {
        return tr!(cat, "serve-half-nothing");
    }
    out.join(", ")
}

/// A rule set's own kind of canasta, named by its tally name or its
/// name, by what it is: of one rank (`Canastas aus Assen`), a sequence
/// (`Samba (Canastas in Folge einer Farbe)`), of wild cards, or else its
/// name (`Escalera-Canastas`).
pub(crate) fn kind(rules: &RuleSet, name: &str, cat: &Catalog) -> String {
    let found = rules
        .canasta
        .kinds
        .iter()
        .find(|k| k.tally.as_deref().unwrap_or(&k.name) == name || k.name == name);
    let shown = capitalised(name);
    match found {
        Some(k) if k.sequence => tr!(cat, "serve-kind-sequence", name = shown),
        Some(k) if k.ranks.len() == 1 => tr!(
            cat,
            "serve-kind-of-rank",
            ranks = cat.text(
                "common-ranks-of",
                &[("rank", Arg::from(k.ranks[0].number()))]
            )
        ),
        Some(k) if k.cards == canasta::rules::Purity::Wild => {
            tr!(cat, "serve-kind-wild", name = shown)
        }
        _ => tr!(cat, "serve-kind-named", name = shown),
    }
}

/// A name as a noun starts: `samba` as `Samba`.
fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// What red threes earn under `rules`, in a line: each or doubling, the
/// totals that replace the scale (all four 800), and when they count
/// minus.
pub(crate) fn red_threes(rules: &RuleSet, cat: &Catalog) -> String {
    let r = &rules.red_threes;
    let mut parts = vec![match r.scale {
        canasta::rules::RedThreeScale::Flat => {
            tr!(cat, "serve-help-red3-each", each = r.each.to_string())
        }
        canasta::rules::RedThreeScale::Doubling => {
            tr!(cat, "serve-help-red3-doubling", each = r.each.to_string())
        }
    }];
    for (count, total) in &r.totals {
        parts.push(tr!(
            cat,
            "serve-help-red3-total",
            count = i64::from(*count),
            total = total.to_string()
        ));
    }
    if r.sign_by_canastas.is_empty() {
        let when = match r.negative {
            RedThreesNegative::Never => "never",
            RedThreesNegative::NoMeld => "no-meld",
            RedThreesNegative::NoCanasta => "no-canasta",
            RedThreesNegative::PerCanasta => "per-canasta",
            RedThreesNegative::AllOrNothing => "all-or-nothing",
        };
        parts.push(tr!(cat, "serve-help-red3-minus", when = when));
    } else {
        for (canastas, sign) in &r.sign_by_canastas {
            let sign = match sign {
                Sign::Minus => "minus",
                Sign::Zero => "zero",
                Sign::Plus => "plus",
            };
            parts.push(tr!(
                cat,
                "serve-help-red3-by-canastas",
                canastas = i64::from(*canastas),
                sign = sign
            ));
        }
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_half_reads_as_a_table_says_it() {
        let classic = canasta::rules::load("classic").unwrap();
        let de = crate::app::words(&classic, Lang::De);
        let t = Tally::parse("natural,mixed:2,red3:1,out,cards:185").unwrap();
        assert_eq!(
            tally(&classic, &t, &de),
            "1 natürlicher Canasta, 2 gemischte Canastas, 1 rote Drei, ausgemacht, Kartenwert 185"
        );
        let en = crate::app::words(&classic, Lang::En);
        let t = Tally::parse("red3:2,concealed,cards:-35").unwrap();
        assert_eq!(
            tally(&classic, &t, &en),
            "2 red threes, went out concealed, card points -35"
        );
        assert_eq!(tally(&classic, &Tally::default(), &de), "nichts gezählt");
    }

    #[test]
    fn kinds_and_red_threes_are_said_by_what_they_are() {
        let samba = canasta::rules::load("samba").unwrap();
        let de = crate::app::words(&samba, Lang::De);
        assert_eq!(
            kind(&samba, "samba", &de),
            "Samba (Canastas in Folge einer Farbe)"
        );
        let ma = canasta::rules::load("modern-american").unwrap();
        let de = crate::app::words(&ma, Lang::De);
        assert_eq!(kind(&ma, "aces", &de), "Canastas aus Assen");
        let classic = canasta::rules::load("classic").unwrap();
        let de = crate::app::words(&classic, Lang::De);
        assert_eq!(
            red_threes(&classic, &de),
            "je 100; 4 zusammen 800; minus, wenn die Partei nichts gemeldet hat"
        );
        let en = crate::app::words(&classic, Lang::En);
        assert_eq!(
            red_threes(&classic, &en),
            "100 each; 4 together 800; minus if the side melded nothing"
        );
    }
}
