//! `canasta rules list|show|diff`.

use serde::Serialize;
use serde_json::Value;

use crate::cli::Format;
use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::{Out, json, structured, table, wrap, yaml};
use canasta::error::Result;
use canasta::error::{Field, ListOf};
use canasta::rules::diff::{RulesDiff, parameters};
use canasta::rules::{RuleSet, SpecialHand};
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

/// What a parameter means at the table, in the catalogue's language
/// (`param-meld-max-wilds`); empty for one the catalogue has no words for.
pub(crate) fn meaning(cat: &Catalog, key: &str) -> String {
    let id = format!("param-{}", key.replace(['.', '_'], "-"));
    cat.text_if_any(&id).unwrap_or_default()
}

/// A parameter for people: its key (whole, as a house file writes it)
/// and, below it, what it means.
fn key_and_meaning(cat: &Catalog, key: &str) -> String {
    match meaning(cat, key) {
        m if m.is_empty() => key.to_string(),
        m => format!("{key}\n{m}"),
    }
}

/// The rows of a parameter table as a table, its first column (the
/// parameter) at least as wide as its widest key so that no key is cut;
/// `None` where that leaves the table wider than `width`.
fn parameter_table(
    header: Vec<String>,
    rows: Vec<(String, Vec<String>)>,
    cat: &Catalog,
    width: Option<usize>,
) -> Option<String> {
    let widest_key = rows
        .iter()
        .map(|(k, _)| unicode_width::UnicodeWidthStr::width(k.as_str()))
        .max()
        .unwrap_or(0);
    let mut t = table(width);
    t.set_header(header);
    let keys: Vec<String> = rows.iter().map(|(k, _)| k.clone()).collect();
    for (key, values) in rows {
        let mut row = vec![key_and_meaning(cat, &key)];
        row.extend(values);
        t.add_row(row);
    }
    if let Some(column) = t.column_mut(0) {
        column.set_constraint(comfy_table::ColumnConstraint::LowerBoundary(
            comfy_table::Width::Fixed(u16::try_from(widest_key).unwrap_or(u16::MAX)),
        ));
    }
    let text = format!("{t}\n");
    // comfy-table gives up the boundary where the screen is too narrow.
    let fits = width.is_none_or(|w| crate::render::pad::widest(&text) <= w)
        && keys.iter().all(|k| text.contains(k.as_str()));
    fits.then_some(text)
}

/// The parameters a line each where no table fits: `key: value`, what it
/// means indented below.
fn parameter_lines(rows: Vec<(String, String)>, cat: &Catalog, width: Option<usize>) -> String {
    let mut out = String::new();
    for (key, value) in rows {
        out.push_str(&wrap(&format!("{key}: {value}"), width));
        out.push('\n');
        let m = meaning(cat, &key);
        if !m.is_empty() {
            let inner = width.map(|w| w.saturating_sub(2).max(10));
            for line in wrap(&m, inner).lines() {
                out.push_str(&format!("  {line}\n"));
            }
        }
    }
    out
}

pub(crate) fn show(rules: &RuleSet, out: Out) -> Result<String> {
    match out.format {
        Format::Json => json(&worded(out.cat, rules)),
        Format::Yaml => yaml(&worded(out.cat, rules)),
        // `app::run` refuses csv for every command but `game show` and `stats`.
        Format::Table | Format::Csv => {
            let cat = out.cat;
            // The title lines above say the name, description and source;
            // the special hands are listed below the table, in words.
            let said = ["name", "description", "source"];
            let specials = &rules.scoring.special_hands;
            let rows: Vec<(String, String)> = parameters(rules)
                .into_iter()
                .filter(|p| !said.contains(&p.parameter.as_str()))
                .map(|p| {
                    let value = if p.parameter == SPECIAL_HANDS && !specials.is_empty() {
                        tr!(cat, "rules-special-hands-below", count = specials.len())
                    } else {
                        show_value(cat, &p.value)
                    };
                    (p.parameter, value)
                })
                .collect();
            let header = vec![
                tr!(cat, "rules-header-parameter"),
                tr!(cat, "rules-header-value"),
            ];
            let table_rows = rows
                .iter()
                .map(|(k, v)| (k.clone(), vec![v.clone()]))
                .collect();
            let t = parameter_table(header, table_rows, cat, out.width)
                .unwrap_or_else(|| parameter_lines(rows, cat, out.width));
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
            let mut text = format!("{}\n{t}", wrap(&head, out.width));
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
    // The heading fits the screen too.
    let heading = tr!(
        cat,
        "rules-special-hands",
        count = rules.scoring.special_hands.len()
    );
    format!("{}\n{t}\n", wrap(&heading, width))
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
    // The sentences name the rule sets as every sentence does (German
    // `klassisch`); the table's head keeps the keys, beside the
    // parameters' keys.
    let (said_a, said_b) = (cat.rule_set(a), cat.rule_set(b));
    if d.differences.is_empty() {
        return Ok(tr!(cat, "rules-no-difference", a = said_a, b = said_b) + "\n");
    }
    let cell = |v: &Option<Value>| v.as_ref().map_or("—".to_string(), |v| show_value(cat, v));
    let header = vec![
        tr!(cat, "rules-header-parameter"),
        a.to_string(),
        b.to_string(),
    ];
    let rows = d
        .differences
        .iter()
        .map(|row| (row.parameter.clone(), vec![cell(&row.a), cell(&row.b)]))
        .collect();
    let t = parameter_table(header, rows, cat, out.width).unwrap_or_else(|| {
        let lines = d
            .differences
            .iter()
            .map(|row| {
                let change = format!("{a} {} → {b} {}", cell(&row.a), cell(&row.b));
                (row.parameter.clone(), change.replace('\n', " "))
            })
            .collect();
        parameter_lines(lines, cat, out.width)
    });
    let headline = tr!(
        cat,
        "rules-differences",
        count = d.differences.len(),
        a = said_a,
        b = said_b
    );
    Ok(format!("{}\n{t}", wrap(&headline, out.width)))
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
    use canasta::rules::{diff::diff as rules_diff, load};

    #[test]
    fn diff_table_shows_both_sides() {
        let d = rules_diff(&load("classic").unwrap(), &load("livecanasta").unwrap());
        insta::assert_snapshot!(diff(&d, Out::new(Format::Table, Some(100), &Catalog::new(Lang::En))).unwrap(), @"
        10 parameters differ between classic and livecanasta
        ┌───────────────────────────────────────┬────────────────────────────┬─────────────────────────────┐
        │ parameter                             ┆ classic                    ┆ livecanasta                 │
        ╞═══════════════════════════════════════╪════════════════════════════╪═════════════════════════════╡
        │ players.min                           ┆ 4                          ┆ 2                           │
        │ fewest players the rules allow        ┆                            ┆                             │
        │ players.side_size_by_players          ┆ {}                         ┆ {2: 1}                      │
        │ players per side for some player      ┆                            ┆                             │
        │ counts                                ┆                            ┆                             │
        │ players.allowed                       ┆ []                         ┆ [2, 4]                      │
        │ the only player counts allowed        ┆                            ┆                             │
        │ (empty: any from min to max)          ┆                            ┆                             │
        │ deal.cards_by_players                 ┆ {}                         ┆ {2: 15}                     │
        │ cards dealt for some player counts    ┆                            ┆                             │
        │ meld.wild_ratio                       ┆ none                       ┆ naturals_exceed_wilds       │
        │ how many wild cards a meld may hold   ┆                            ┆                             │
        │ against its naturals                  ┆                            ┆                             │
        │ meld.wild_melds                       ┆ never                      ┆ any                         │
        │ whether a meld of wild cards only is  ┆                            ┆                             │
        │ allowed                               ┆                            ┆                             │
        │ canasta.wild_bonus                    ┆ 0                          ┆ 1000                        │
        │ bonus for a canasta of wild cards     ┆                            ┆                             │
        │ only                                  ┆                            ┆                             │
        │ initial_meld.bands                    ┆ {minimum: 15}              ┆ {minimum: 15}               │
        │ initial-meld minimum by the side's    ┆ {from: 0, minimum: 50}     ┆ {from: 0, minimum: 50}      │
        │ score                                 ┆ {from: 1500, minimum: 90}  ┆ {from: 1500, minimum: 90}   │
        │                                       ┆ {from: 3000, minimum: 120} ┆ {above: 3000, minimum: 120} │
        │ going_out.concealed_bonus             ┆ 200                        ┆ 1000                        │
        │ bonus for going out concealed (in     ┆                            ┆                             │
        │ place of the other)                   ┆                            ┆                             │
        │ red_threes.negative                   ┆ no_meld                    ┆ no_canasta                  │
        │ when red threes count against the     ┆                            ┆                             │
        │ side                                  ┆                            ┆                             │
        └───────────────────────────────────────┴────────────────────────────┴─────────────────────────────┘
        ");
    }

    /// Every parameter of every built-in rule set says what it means, in
    /// each language, and the catalogues name no parameter that is none.
    #[test]
    fn every_parameter_has_a_meaning_in_both_languages() {
        let mut keys = std::collections::BTreeSet::new();
        for name in canasta::rules::preset::names() {
            for p in parameters(&load(name).unwrap()) {
                if !["name", "description", "source"].contains(&p.parameter.as_str()) {
                    keys.insert(p.parameter);
                }
            }
        }
        for lang in Lang::ALL {
            let cat = Catalog::new(lang);
            for key in &keys {
                assert!(
                    !meaning(&cat, key).is_empty(),
                    "{lang:?}: `{key}` has no meaning"
                );
            }
        }
        let en = Catalog::new(Lang::En);
        assert_eq!(
            meaning(&en, "meld.max_wilds"),
            "most wild cards in a meld (none: no fixed limit)"
        );
        assert_eq!(
            meaning(&Catalog::new(Lang::De), "going_out.bonus"),
            "Bonus fürs Ausmachen"
        );
        assert_eq!(meaning(&en, "no.such_key"), "");
        for (file, text) in [
            ("en", include_str!("../i18n/en/param.ftl")),
            ("de", include_str!("../i18n/de/param.ftl")),
        ] {
            for id in text
                .lines()
                .filter_map(|l| l.split(" = ").next())
                .filter(|l| l.starts_with("param-"))
            {
                assert!(
                    keys.iter()
                        .any(|k| format!("param-{}", k.replace(['.', '_'], "-")) == id),
                    "{file}/param.ftl: `{id}` names no parameter"
                );
            }
        }
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
