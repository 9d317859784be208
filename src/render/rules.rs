//! `canasta rules list|show|diff`.

use serde::Serialize;
use serde_json::Value;

use crate::cli::Format;
use crate::error::Result;
use crate::i18n::Catalog;
use crate::render::{Out, json, structured, table, wrap, yaml};
use crate::rules::diff::{RulesDiff, parameters};
use crate::rules::{RuleSet, SpecialHand};
use crate::tr;
use canasta::error::{Field, ListOf};
use canasta::special_hand::WildGroupWords;

#[derive(Serialize)]
struct Entry<'a> {
    name: &'a str,
    description: String,
}

/// A rule set's description in the catalogue's language: its own words,
/// or, for a house file that gives none, the rule set it extends and the
/// file.
pub(crate) fn description(cat: &Catalog, rules: &RuleSet) -> String {
    match &rules.changes {
        Some(c) if rules.description_in(cat.lang().tag()).is_empty() => tr!(
            cat,
            "rules-changes-in",
            base = c.base.as_str(),
            file = c.file.as_str()
        ),
        _ => rules.description_in(cat.lang().tag()).to_string(),
    }
}

/// Where a rule set's rules come from, as people read it: its own words
/// in the catalogue's language (`sources`), else `source`.
fn source(cat: &Catalog, rules: &RuleSet) -> String {
    cited(cat, rules, rules.source_in(cat.lang().tag()))
}

/// The `source` field: the English citation (programs read it as the
/// rule set gives it, beside `sources`).
fn source_field(cat: &Catalog, rules: &RuleSet) -> String {
    cited(cat, rules, &rules.source)
}

/// A citation as given, or, for a house file that gives none, the rule
/// set it extends and the file, in the catalogue's language.
fn cited(cat: &Catalog, rules: &RuleSet, given: &str) -> String {
    match &rules.changes {
        Some(c) if given.is_empty() => tr!(
            cat,
            "rules-source-extending",
            base = c.base.as_str(),
            file = c.file.as_str()
        ),
        _ => given.to_string(),
    }
}

/// The rule set as programs read it: its description and source in
/// words.
fn worded(cat: &Catalog, rules: &RuleSet) -> RuleSet {
    RuleSet {
        description: description(cat, rules),
        source: source_field(cat, rules),
        ..rules.clone()
    }
}

pub(crate) fn list(all: &[RuleSet], out: Out) -> Result<String> {
    let entries: Vec<Entry> = all
        .iter()
        .map(|r| Entry {
            name: &r.name,
            description: description(out.cat, r),
        })
        .collect();
    if let Some(text) = structured(&entries, out.format) {
        return text;
    }
    let mut t = table(out.width);
    t.set_header(vec![
        tr!(out.cat, "rules-header-rule-set"),
        tr!(out.cat, "rules-header-description"),
    ]);
    for e in entries {
        t.add_row(vec![e.name.to_string(), e.description]);
    }
    Ok(format!("{t}\n"))
}

pub(crate) fn show(rules: &RuleSet, out: Out) -> Result<String> {
    match out.format {
        Format::Json => json(&worded(out.cat, rules)),
        Format::Yaml => yaml(&worded(out.cat, rules)),
        // `app::run` refuses csv for every command but `game show` and `stats`.
        Format::Table | Format::Csv => {
            let cat = out.cat;
            let mut t = table(out.width);
            t.set_header(vec![
                tr!(cat, "rules-header-parameter"),
                tr!(cat, "rules-header-value"),
            ]);
            // The title lines above say the name, description and source;
            // the special hands are listed below the table, in words.
            let said = ["name", "description", "source"];
            let specials = &rules.scoring.special_hands;
            for p in parameters(rules) {
                if said.contains(&p.parameter.as_str()) {
                    continue;
                }
                let value = if p.parameter == SPECIAL_HANDS && !specials.is_empty() {
                    tr!(cat, "rules-special-hands-below", count = specials.len())
                } else {
                    show_value(cat, &p.value)
                };
                t.add_row(vec![p.parameter, value]);
            }
            let head = [
                tr!(
                    cat,
                    "rules-show-head",
                    name = rules.name.as_str(),
                    description = description(cat, rules)
                ),
                tr!(cat, "rules-show-source", source = source(cat, rules)),
                table_line(cat, rules),
            ]
            .join("\n");
            let mut text = format!("{}\n{t}\n", wrap(&head, out.width));
            if !specials.is_empty() {
                text.push_str(&special_hands(cat, rules, out.width));
            }
            Ok(text)
        }
    }
}

/// The parameter that lists the special hands.
const SPECIAL_HANDS: &str = "scoring.special_hands";

/// The rule set's special hands as people read them: each by its name in
/// the catalogue's language (its key beside it) and its source, its
/// points, and its shape in words.
fn special_hands(cat: &Catalog, rules: &RuleSet, width: Option<usize>) -> String {
    let lang = cat.lang().tag();
    let mut t = table(width);
    t.set_header(vec![
        tr!(cat, "rules-header-special-hand"),
        tr!(cat, "rules-header-points"),
        tr!(cat, "rules-header-shape"),
    ]);
    for h in &rules.scoring.special_hands {
        let mut name = tr!(
            cat,
            "rules-special-name",
            title = h.title_in(lang),
            key = h.name.as_str()
        );
        if !h.source.is_empty() {
            name = format!("{name}\n{}", h.source);
        }
        let points = if h.wins_game {
            tr!(cat, "rules-special-wins-game", points = h.points)
        } else {
            h.points.to_string()
        };
        t.add_row(vec![name, points, shape(cat, h)]);
    }
    format!(
        "{}\n{t}\n",
        tr!(
            cat,
            "rules-special-hands",
            count = rules.scoring.special_hands.len()
        )
    )
}

/// A special hand's shape in words: its cards, its natural groups and
/// the ranks among them, its wild groups, its threes.
fn shape(cat: &Catalog, h: &SpecialHand) -> String {
    let mut parts = Vec::new();
    if !h.groups.is_empty() {
        let sizes: Vec<String> = h.groups.iter().map(u32::to_string).collect();
        parts.push(tr!(cat, "rules-special-groups", sizes = sizes.join("-")));
    }
    if !h.ranks.is_empty() {
        let ranks = cat.value(&ListOf(h.ranks.clone()).value());
        parts.push(tr!(cat, "rules-special-ranks", ranks = ranks));
    }
    for g in &h.wild_groups {
        let group = cat.say(&WildGroupWords::of(g));
        parts.push(if g.instead_of_natural {
            tr!(
                cat,
                "rules-special-wild-instead",
                group = group,
                cards = g.cards
            )
        } else {
            group
        });
    }
    if h.wilds > 0 {
        parts.push(tr!(cat, "rules-special-loose", count = h.wilds));
    }
    if h.threes {
        parts.push(tr!(cat, "rules-special-threes"));
    }
    let cards = tr!(cat, "rules-special-cards", count = h.cards);
    if h.has_shape() {
        format!("{cards}: {}", parts.join("; "))
    } else {
        tr!(cat, "rules-special-unchecked", cards = cards)
    }
}

pub(crate) fn diff(d: &RulesDiff, out: Out) -> Result<String> {
    if let Some(text) = structured(d, out.format) {
        return text;
    }
    let cat = out.cat;
    let (a, b) = (d.a.as_str(), d.b.as_str());
    if d.differences.is_empty() {
        return Ok(tr!(cat, "rules-no-difference", a = a, b = b) + "\n");
    }
    let mut t = table(out.width);
    t.set_header(vec![
        tr!(cat, "rules-header-parameter"),
        a.to_string(),
        b.to_string(),
    ]);
    for row in &d.differences {
        let cell = |v: &Option<Value>| v.as_ref().map_or("—".to_string(), |v| show_value(cat, v));
        t.add_row(vec![row.parameter.clone(), cell(&row.a), cell(&row.b)]);
    }
    let headline = tr!(
        cat,
        "rules-differences",
        count = d.differences.len(),
        a = a,
        b = b
    );
    Ok(format!("{}\n{t}\n", wrap(&headline, out.width)))
}

/// What the parameters add up to for the current player count, so that
/// `--players 6` visibly makes a 162-card deck.
fn table_line(cat: &Catalog, rules: &RuleSet) -> String {
    let n = rules.players.count;
    let size = rules.side_size();
    let sides = match (rules.sides(), size) {
        // Player counts that sides of one size do not divide: the rest form the last side.
        (s, _) if s > 1 && s.saturating_mul(size) != n => {
            let last = n.saturating_sub(size.saturating_mul(s - 1));
            let mut t = tr!(
                cat,
                "rules-sides-uneven",
                sides = s - 1,
                size = size,
                last = last
            );
            if rules.sitting_out() > 0 {
                t.push_str(&tr!(cat, "rules-sitting-out", count = rules.sitting_out()));
            }
            t
        }
        (_, 1) => tr!(cat, "rules-each-alone"),
        _ => tr!(cat, "rules-sides-of", size = size),
    };
    tr!(
        cat,
        "rules-table-line",
        players = n,
        sides = sides,
        packs = rules.packs(),
        jokers = rules.jokers(),
        cards = rules.deck_size(),
        dealt = rules.cards_dealt(),
        drawn = rules.cards_drawn()
    )
}

/// A parameter's value as people write it in a rule file.
fn show_value(cat: &Catalog, v: &Value) -> String {
    let show_value = |v: &Value| show_value(cat, v);
    match v {
        Value::Null => tr!(cat, "rules-none"),
        Value::String(s) => s.clone(),
        Value::Array(items) if !items.is_empty() && items.iter().all(Value::is_object) => {
            items.iter().map(show_value).collect::<Vec<_>>().join("\n")
        }
        Value::Array(items) => {
            let inner: Vec<String> = items.iter().map(show_value).collect();
            format!("[{}]", inner.join(", "))
        }
        Value::Object(map) => {
            let inner: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{k}: {}", show_value(v)))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalog, Lang};
    use crate::rules::{diff::diff as rules_diff, load};

    #[test]
    fn diff_table_shows_both_sides() {
        let d = rules_diff(&load("classic").unwrap(), &load("livecanasta").unwrap());
        insta::assert_snapshot!(diff(&d, Out::new(Format::Table, Some(100), &Catalog::new(Lang::En))).unwrap(), @"
        10 parameters differ between classic and livecanasta
        ┌──────────────────────────────┬────────────────────────────┬─────────────────────────────┐
        │ parameter                    ┆ classic                    ┆ livecanasta                 │
        ╞══════════════════════════════╪════════════════════════════╪═════════════════════════════╡
        │ players.min                  ┆ 4                          ┆ 2                           │
        │ players.side_size_by_players ┆ {}                         ┆ {2: 1}                      │
        │ players.allowed              ┆ []                         ┆ [2, 4]                      │
        │ deal.cards_by_players        ┆ {}                         ┆ {2: 15}                     │
        │ meld.wild_ratio              ┆ none                       ┆ naturals_exceed_wilds       │
        │ meld.wild_melds              ┆ never                      ┆ any                         │
        │ canasta.wild_bonus           ┆ 0                          ┆ 1000                        │
        │ initial_meld.bands           ┆ {minimum: 15}              ┆ {minimum: 15}               │
        │                              ┆ {from: 0, minimum: 50}     ┆ {from: 0, minimum: 50}      │
        │                              ┆ {from: 1500, minimum: 90}  ┆ {from: 1500, minimum: 90}   │
        │                              ┆ {from: 3000, minimum: 120} ┆ {above: 3000, minimum: 120} │
        │ going_out.concealed_bonus    ┆ 200                        ┆ 1000                        │
        │ red_threes.negative          ┆ no_meld                    ┆ no_canasta                  │
        └──────────────────────────────┴────────────────────────────┴─────────────────────────────┘
        ");
    }

    #[test]
    fn the_table_line_follows_the_player_count() {
        let en = Catalog::new(Lang::En);
        let six = load("traditional").unwrap().with_players(6).unwrap();
        assert_eq!(
            table_line(&en, &six),
            "with 6 players (in sides of 2): 3 packs + 6 jokers = 162 cards, 11 cards dealt to each, 1 drawn"
        );
        let three = load("verschaerft").unwrap().with_players(3).unwrap();
        assert_eq!(
            table_line(&en, &three),
            "with 3 players (each alone): 6 packs + 12 jokers = 324 cards, 13 cards dealt to each, 2 drawn"
        );
        let five = load("traditional").unwrap().with_players(5).unwrap();
        assert_eq!(
            table_line(&en, &five),
            "with 5 players (a side of 2 against one of 3, 1 sitting out each hand): 2 packs + 4 jokers = 108 cards, 11 cards dealt to each, 1 drawn"
        );
        assert_eq!(
            table_line(&Catalog::new(Lang::De), &five),
            "mit 5 Spielern (eine Partei zu 2 gegen eine zu 3, 1 setzt jede Runde aus): 2 Päckchen + 4 Joker = 108 Karten, 11 Karten für jeden, 1 gezogen"
        );
    }

    #[test]
    fn values_read_like_a_rule_file() {
        let en = Catalog::new(Lang::En);
        assert_eq!(show_value(&en, &serde_json::json!(null)), "none");
        assert_eq!(
            show_value(&en, &serde_json::json!(["wild", "red_three"])),
            "[wild, red_three]"
        );
        assert_eq!(show_value(&en, &serde_json::json!({"4": 800})), "{4: 800}");
        assert_eq!(
            show_value(
                &en,
                &serde_json::json!([{"minimum": 15}, {"from": 0, "minimum": 50}])
            ),
            "{minimum: 15}\n{from: 0, minimum: 50}"
        );
    }
}
