//! Checks a rule set is coherent once its fields are filled in: the YAML
//! types can't say that bands must rise or that a canasta is at least a meld.

use crate::error::{Error, ErrorKind, Result};
use crate::rules::model::{Band, LANGUAGES, RuleSet, Sequences, TERMS};

/// The largest number (points, counts, scores) a rule file may hold. No
/// rule book comes near it; a bigger number is a typo, and would overflow
/// the sums that scoring and the opening search do.
pub(super) const LARGEST: i64 = 1_000_000_000;

/// A rule set that contradicts itself: the field at fault (its path, as a
/// rule file writes it) and what is wrong with it, kept apart so that the
/// loader can point at the field in the file without reading the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Invalid {
    pub field: String,
    pub problem: String,
}

impl Invalid {
    fn at(field: impl Into<String>, problem: impl Into<String>) -> Invalid {
        Invalid {
            field: field.into(),
            problem: problem.into(),
        }
    }
}

impl From<Invalid> for Error {
    fn from(i: Invalid) -> Error {
        Error::new(ErrorKind::RuleFile, i.problem).within(crate::error::Origin::field(i.field))
    }
}

/// What every check of a rule set returns: the first contradiction found.
type Checked = std::result::Result<(), Invalid>;

pub(super) fn validate(rules: &RuleSet) -> Result<()> {
    check(rules).map_err(Error::from)
}

/// Every check, in the order a rule file's reader meets the sections; the
/// first contradiction is the one reported.
pub(crate) fn check(rules: &RuleSet) -> Checked {
    numbers(rules)?;
    players(rules)?;
    meld_sizes(rules)?;
    bands(&rules.initial_meld.bands)?;
    canasta_kinds(rules)?;
    scoring(rules)?;
    sequences(&rules.meld.sequences)?;
    going_out_kinds(rules)?;
    costs_and_game(rules)?;
    words(rules)
}

/// `terms` and `descriptions` name languages the tool speaks, and terms
/// its catalogues have.
fn words(rules: &RuleSet) -> Checked {
    let languages = || LANGUAGES.join(", ");
    for (lang, terms) in &rules.terms {
        if !LANGUAGES.contains(&lang.as_str()) {
            return Err(Invalid::at(
                format!("terms.{lang}"),
                format!(
                    "unknown language `{lang}`; terms are given for {}",
                    languages()
                ),
            ));
        }
        if let Some(name) = terms.keys().find(|k| !TERMS.contains(&k.as_str())) {
            return Err(Invalid::at(
                format!("terms.{lang}.{name}"),
                format!(
                    "unknown term `{name}`; the known ones are {}",
                    TERMS.join(", ")
                ),
            ));
        }
        if let Some((name, _)) = terms.iter().find(|(_, text)| text.trim().is_empty()) {
            return Err(Invalid::at(
                format!("terms.{lang}.{name}"),
                "is empty; give the word the rule book uses, or leave the term out",
            ));
        }
    }
    if let Some(lang) = rules
        .descriptions
        .keys()
        .find(|k| !LANGUAGES.contains(&k.as_str()))
    {
        return Err(Invalid::at(
            format!("descriptions.{lang}"),
            format!(
                "unknown language `{lang}`; descriptions are given for {}",
                languages()
            ),
        ));
    }
    Ok(())
}

/// No number beyond `LARGEST`, anywhere.
fn numbers(rules: &RuleSet) -> Checked {
    let value = serde_json::to_value(rules).unwrap_or_default();
    match too_large(&value) {
        Some((path, n)) => Err(Invalid::at(
            path.trim_start_matches('.'),
            format!("{n} is too large; numbers in a rule set go from -{LARGEST} to {LARGEST}"),
        )),
        None => Ok(()),
    }
}

/// The table: a player count the rule set admits, sides and packs to deal.
fn players(rules: &RuleSet) -> Checked {
    let p = &rules.players;
    if p.min == 0 || !p.admits(p.count) || p.max.is_some_and(|m| m < p.min) {
        return Err(Invalid::at(
            "players.count",
            format!(
                "{} {}, but {} is for {}",
                p.count,
                if p.count == 1 { "player" } else { "players" },
                rules.name,
                p.describe()
            ),
        ));
    }
    if rules.side_size() == 0 {
        return Err(Invalid::at(
            "players.side_size",
            "a side needs at least 1 player",
        ));
    }
    if rules.packs() == 0 {
        return Err(Invalid::at("deck.packs", "the deck needs at least 1 pack"));
    }
    Ok(())
}

/// A meld's sizes: a meld has cards, a canasta is at least a meld.
fn meld_sizes(rules: &RuleSet) -> Checked {
    let m = &rules.meld;
    if m.min_cards == 0 {
        return Err(Invalid::at("meld.min_cards", "must be at least 1"));
    }
    if m.min_naturals == 0 {
        return Err(Invalid::at(
            "meld.min_naturals",
            "must be at least 1; melds of wild cards only are set by meld.wild_melds",
        ));
    }
    if m.max_cards.is_some_and(|max| max < m.min_cards) {
        return Err(Invalid::at("meld.max_cards", "is below meld.min_cards"));
    }
    if rules.canasta.min_cards < m.min_cards {
        return Err(Invalid::at("canasta.min_cards", "is below meld.min_cards"));
    }
    let b = &rules.black_threes;
    if b.min_cards > b.max_cards {
        return Err(Invalid::at(
            "black_threes.min_cards",
            "is above black_threes.max_cards",
        ));
    }
    Ok(())
}

/// The initial-meld table: a floor first, then bands that each start above
/// the one before.
fn bands(bands: &[Band]) -> Checked {
    let Some(first) = bands.first() else {
        return Err(Invalid::at("initial_meld.bands", "needs at least one band"));
    };
    if first.from.is_some() || first.above.is_some() {
        return Err(Invalid::at(
            "initial_meld.bands[0]",
            "the lowest band has no `from` or `above`: it covers every lower score",
        ));
    }
    let mut previous: Option<(i64, bool)> = None;
    for (i, band) in bands.iter().enumerate().skip(1) {
        let field = format!("initial_meld.bands[{i}]");
        let start = match (band.from, band.above) {
            (Some(f), None) => (f, false),
            (None, Some(a)) => (a, true),
            _ => {
                return Err(Invalid::at(
                    field,
                    "needs exactly one of `from: SCORE` or `above: SCORE`",
                ));
            }
        };
        if previous.is_some_and(|p| p >= start) {
            return Err(Invalid::at(
                field,
                "bands must be listed lowest first, each starting above the one before",
            ));
        }
        previous = Some(start);
    }
    Ok(())
}

/// The rule set's own kinds of canasta: named, their penalty subtracted.
fn canasta_kinds(rules: &RuleSet) -> Checked {
    for (i, k) in rules.canasta.kinds.iter().enumerate() {
        let field = format!("canasta.kinds[{i}]");
        if k.name.trim().is_empty() {
            return Err(Invalid::at(field, "needs a `name`"));
        }
        if k.incomplete_penalty < 0 {
            return Err(Invalid::at(
                field,
                "incomplete_penalty is subtracted: write it as a positive number",
            ));
        }
    }
    Ok(())
}

/// Scoring's sets and special hands, and the cost of a red three held.
fn scoring(rules: &RuleSet) -> Checked {
    for (i, h) in rules.scoring.hand_sets.iter().enumerate() {
        if h.min_cards == 0 || h.penalty < 0 {
            return Err(Invalid::at(
                format!("scoring.hand_sets[{i}]"),
                "min_cards must be at least 1 and the penalty, subtracted, a positive number",
            ));
        }
    }
    for (i, h) in rules.scoring.special_hands.iter().enumerate() {
        let grouped = h.groups.iter().fold(h.wilds, |a, g| a.saturating_add(*g));
        if h.cards == 0 || (!h.groups.is_empty() && grouped < h.cards) {
            return Err(Invalid::at(
                format!("scoring.special_hands[{i}]"),
                format!(
                    "`{}` is laid with {} cards, but its groups and wilds hold only {grouped}",
                    h.name, h.cards
                ),
            ));
        }
    }
    if rules.red_threes.caught_in_hand.is_some_and(|c| c < 0) {
        return Err(Invalid::at(
            "red_threes.caught_in_hand",
            "is subtracted: write it as a positive number",
        ));
    }
    Ok(())
}

/// Sequences, where allowed: at least 2 cards, and ranks enough to hold them.
fn sequences(q: &Sequences) -> Checked {
    if !q.allowed {
        return Ok(());
    }
    if q.min_cards < 2 || q.max_cards < q.min_cards {
        return Err(Invalid::at(
            "meld.sequences.min_cards",
            "a sequence has at least 2 cards, and max_cards is not below min_cards",
        ));
    }
    let span = Sequences::place(q.highest).saturating_sub(Sequences::place(q.lowest));
    if Sequences::place(q.lowest) <= 3 || u32::from(span) + 1 < q.min_cards {
        return Err(Invalid::at(
            "meld.sequences.lowest",
            format!(
                "sequences run from {} up to {}: threes and twos are never in one, and the ranks must hold min_cards ({}) in a row",
                q.lowest, q.highest, q.min_cards
            ),
        ));
    }
    Ok(())
}

/// A kind named for going out must be one a canasta can be.
fn going_out_kinds(rules: &RuleSet) -> Checked {
    for kind in rules.going_out.canasta_kinds.keys() {
        let known = ["natural", "mixed", "wild"]
            .into_iter()
            .chain(rules.canasta.kinds.iter().map(|k| k.name.as_str()))
            .collect::<Vec<_>>();
        if !known.contains(&kind.as_str()) {
            return Err(Invalid::at(
                "going_out.canasta_kinds",
                format!(
                    "`{kind}` is not a kind of canasta of this rule set; kinds: {}",
                    known.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

/// Costs written as positive numbers, a game that has hands and a target,
/// a turn that draws.
fn costs_and_game(rules: &RuleSet) -> Checked {
    for (field, cost) in [
        ("red_threes.caught_in_foot", rules.red_threes.caught_in_foot),
        ("black_threes.in_hand_cost", rules.black_threes.in_hand_cost),
    ] {
        if cost.is_some_and(|c| c < 0) {
            return Err(Invalid::at(
                field,
                "is subtracted: write it as a positive number",
            ));
        }
    }
    if rules.game.hands == Some(0) {
        return Err(Invalid::at("game.hands", "a game has at least 1 hand"));
    }
    if rules.initial_meld.by_hand_number.iter().any(|&m| m < 0) {
        return Err(Invalid::at(
            "initial_meld.by_hand_number",
            "minimums are 0 or more",
        ));
    }
    if rules.game.target <= 0 {
        return Err(Invalid::at("game.target", "must be above 0"));
    }
    if rules.cards_drawn() == 0 {
        return Err(Invalid::at("deal.draw", "must be at least 1"));
    }
    Ok(())
}

/// The first number beyond `LARGEST` in a value, with its path below the
/// value (`.game.totals.4`, `.initial_meld.bands[2].minimum`): written out
/// only for the number found, not for every field passed.
fn too_large(value: &serde_json::Value) -> Option<(String, String)> {
    use serde_json::Value;
    match value {
        Value::Number(n) => {
            let fits = n
                .as_i64()
                .is_some_and(|v| (-LARGEST..=LARGEST).contains(&v));
            (!fits).then(|| (String::new(), n.to_string()))
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| too_large(v).map(|(path, n)| (format!("[{i}]{path}"), n))),
        Value::Object(map) => map
            .iter()
            .find_map(|(k, v)| too_large(v).map(|(path, n)| (format!(".{k}{path}"), n))),
        _ => None,
    }
}
