//! Checks a rule set is coherent once its fields are filled in: the YAML
//! types can't say that bands must rise or that a canasta is at least a meld.

use crate::error::{Error, ErrorKind, Result};
use crate::rules::model::RuleSet;

/// "exactly 4 players", "2 to 6 players", "2 or more players".
pub fn player_range(min: u32, max: Option<u32>) -> String {
    match max {
        Some(m) if m == min => format!("exactly {m} players"),
        Some(m) => format!("{min} to {m} players"),
        None => format!("{min} or more players"),
    }
}

/// The largest number (points, counts, scores) a rule file may hold. No
/// rule book comes near it; a bigger number is a typo, and would overflow
/// the sums that scoring and the opening search do.
pub const LARGEST: i64 = 1_000_000_000;

pub fn validate(rules: &RuleSet) -> Result<()> {
    let fail = |field: &str, problem: String| {
        Err(Error::new(
            ErrorKind::RuleFile,
            format!("{field}: {problem}"),
        ))
    };
    for p in crate::rules::diff::parameters(rules) {
        if let Some((path, n)) = too_large(&p.parameter, &p.value) {
            return fail(
                &path,
                format!("{n} is too large; numbers in a rule set go from -{LARGEST} to {LARGEST}"),
            );
        }
    }
    let p = &rules.players;
    if p.min == 0 || !p.admits(p.count) || p.max.is_some_and(|m| m < p.min) {
        return fail(
            "players.count",
            format!(
                "{} {}, but {} is for {}",
                p.count,
                if p.count == 1 { "player" } else { "players" },
                rules.name,
                p.describe()
            ),
        );
    }
    if rules.side_size() == 0 {
        return fail("players.side_size", "a side needs at least 1 player".into());
    }
    if rules.packs() == 0 {
        return fail("deck.packs", "the deck needs at least 1 pack".into());
    }
    let m = &rules.meld;
    if m.min_cards == 0 {
        return fail("meld.min_cards", "must be at least 1".into());
    }
    if m.min_naturals == 0 {
        return fail(
            "meld.min_naturals",
            "must be at least 1; melds of wild cards only are set by meld.wild_melds".into(),
        );
    }
    if m.max_cards.is_some_and(|max| max < m.min_cards) {
        return fail("meld.max_cards", "is below meld.min_cards".into());
    }
    if rules.canasta.min_cards < m.min_cards {
        return fail("canasta.min_cards", "is below meld.min_cards".into());
    }
    let b = &rules.black_threes;
    if b.min_cards > b.max_cards {
        return fail(
            "black_threes.min_cards",
            "is above black_threes.max_cards".into(),
        );
    }
    let bands = &rules.initial_meld.bands;
    let Some(first) = bands.first() else {
        return fail("initial_meld.bands", "needs at least one band".into());
    };
    if first.from.is_some() || first.above.is_some() {
        return fail(
            "initial_meld.bands[0]",
            "the lowest band has no `from` or `above`: it covers every lower score".into(),
        );
    }
    let mut previous: Option<(i64, bool)> = None;
    for (i, band) in bands.iter().enumerate().skip(1) {
        let start = match (band.from, band.above) {
            (Some(f), None) => (f, false),
            (None, Some(a)) => (a, true),
            _ => {
                return fail(
                    &format!("initial_meld.bands[{i}]"),
                    "needs exactly one of `from: SCORE` or `above: SCORE`".into(),
                );
            }
        };
        if previous.is_some_and(|p| p >= start) {
            return fail(
                &format!("initial_meld.bands[{i}]"),
                "bands must be listed lowest first, each starting above the one before".into(),
            );
        }
        previous = Some(start);
    }
    for (i, k) in rules.canasta.kinds.iter().enumerate() {
        if k.name.trim().is_empty() {
            return fail(&format!("canasta.kinds[{i}]"), "needs a `name`".into());
        }
        if k.incomplete_penalty < 0 {
            return fail(
                &format!("canasta.kinds[{i}]"),
                "incomplete_penalty is subtracted: write it as a positive number".into(),
            );
        }
    }
    for (i, h) in rules.scoring.hand_sets.iter().enumerate() {
        if h.min_cards == 0 || h.penalty < 0 {
            return fail(
                &format!("scoring.hand_sets[{i}]"),
                "min_cards must be at least 1 and the penalty, subtracted, a positive number"
                    .into(),
            );
        }
    }
    for (i, h) in rules.scoring.special_hands.iter().enumerate() {
        let grouped = h.groups.iter().fold(h.wilds, |a, g| a.saturating_add(*g));
        if h.cards == 0 || (!h.groups.is_empty() && grouped < h.cards) {
            return fail(
                &format!("scoring.special_hands[{i}]"),
                format!(
                    "`{}` is laid with {} cards, but its groups and wilds hold only {grouped}",
                    h.name, h.cards
                ),
            );
        }
    }
    if rules.red_threes.caught_in_hand.is_some_and(|c| c < 0) {
        return fail(
            "red_threes.caught_in_hand",
            "is subtracted: write it as a positive number".into(),
        );
    }
    let q = &rules.meld.sequences;
    if q.allowed {
        use crate::rules::Sequences;
        if q.min_cards < 2 || q.max_cards < q.min_cards {
            return fail(
                "meld.sequences.min_cards",
                "a sequence has at least 2 cards, and max_cards is not below min_cards".into(),
            );
        }
        let span = Sequences::place(q.highest).saturating_sub(Sequences::place(q.lowest));
        if Sequences::place(q.lowest) <= 3 || u32::from(span) + 1 < q.min_cards {
            return fail(
                "meld.sequences.lowest",
                format!(
                    "sequences run from {} up to {}: threes and twos are never in one, and the ranks must hold min_cards ({}) in a row",
                    q.lowest, q.highest, q.min_cards
                ),
            );
        }
    }
    // A kind named for going out must be one a canasta can be.
    for kind in rules.going_out.canasta_kinds.keys() {
        let known = ["natural", "mixed", "wild"]
            .into_iter()
            .chain(rules.canasta.kinds.iter().map(|k| k.name.as_str()))
            .collect::<Vec<_>>();
        if !known.contains(&kind.as_str()) {
            return fail(
                "going_out.canasta_kinds",
                format!(
                    "`{kind}` is not a kind of canasta of this rule set; kinds: {}",
                    known.join(", ")
                ),
            );
        }
    }
    for (field, cost) in [
        ("red_threes.caught_in_foot", rules.red_threes.caught_in_foot),
        ("black_threes.in_hand_cost", rules.black_threes.in_hand_cost),
    ] {
        if cost.is_some_and(|c| c < 0) {
            return fail(field, "is subtracted: write it as a positive number".into());
        }
    }
    if rules.game.hands == Some(0) {
        return fail("game.hands", "a game has at least 1 hand".into());
    }
    if rules.initial_meld.by_hand_number.iter().any(|&m| m < 0) {
        return fail(
            "initial_meld.by_hand_number",
            "minimums are 0 or more".into(),
        );
    }
    if rules.game.target <= 0 {
        return fail("game.target", "must be above 0".into());
    }
    if rules.cards_drawn() == 0 {
        return fail("deal.draw", "must be at least 1".into());
    }
    Ok(())
}

/// The first number beyond `LARGEST` in a parameter's value, with its path.
fn too_large(path: &str, value: &serde_json::Value) -> Option<(String, String)> {
    use serde_json::Value;
    match value {
        Value::Number(n) => {
            let fits = n
                .as_i64()
                .is_some_and(|v| (-LARGEST..=LARGEST).contains(&v));
            (!fits).then(|| (path.to_string(), n.to_string()))
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| too_large(&format!("{path}[{i}]"), v)),
        Value::Object(map) => map
            .iter()
            .find_map(|(k, v)| too_large(&format!("{path}.{k}"), v)),
        _ => None,
    }
}
