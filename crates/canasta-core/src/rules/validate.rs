//! Checks a rule set is coherent once its fields are filled in: the YAML
//! types can't say that bands must rise or that a canasta is at least a meld.

use crate::card::Rank;
use crate::error::{Error, ErrorKind, Result, faults, worded};
use crate::rules::model::{Band, LANGUAGES, RuleSet, Sequences, SpecialHand, TERMS};

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
    pub problem: RuleProblem,
}

faults! {
    /// What contradicts itself in a rule set, said of one field.
    pub enum RuleProblem {
        /// `terms` for a language the tool does not speak.
        TermsLanguage { lang: String, languages: Vec<String> } => "terms_language",
        /// A term the catalogues do not have.
        UnknownTerm { name: String, terms: Vec<String> } => "unknown_term",
        EmptyTerm => "empty_term",
        /// `descriptions` for a language the tool does not speak.
        DescriptionsLanguage { lang: String, languages: Vec<String> } => "descriptions_language",
        /// `sources` for a language the tool does not speak.
        SourcesLanguage { lang: String, languages: Vec<String> } => "sources_language",
        /// A number beyond `largest` (both as digits).
        NumberTooLarge { number: String, largest: String } => "number_too_large",
        /// A player count the rule set is not for.
        PlayersNotAdmitted { count: u32, rules: String, admits: PlayerCounts } => "players_not_admitted",
        SideNeedsPlayer => "side_needs_player",
        DeckNeedsPack => "deck_needs_pack",
        AtLeastOne => "not_zero",
        MinNaturalsZero => "min_naturals_zero",
        BelowMeldMinCards => "below_meld_min_cards",
        AboveBlackThreesMax => "above_black_threes_max",
        NoBand => "no_band",
        LowestBandStart => "lowest_band_start",
        BandStart => "band_start",
        BandsOrder => "bands_order",
        KindWithoutName => "kind_without_name",
        KindPenaltyNegative => "kind_penalty_negative",
        HandSetNumbers => "hand_set_numbers",
        /// A special hand whose groups and wilds hold fewer cards than it.
        SpecialHandGroups { name: String, cards: u32, grouped: u32 } => "special_hand_holds",
        /// A special hand whose natural and wild groups hold more cards
        /// than it (`least`).
        SpecialHandOverfull { name: String, cards: u32, least: u32 } => "special_hand_overfull",
        /// A special hand with a group of no card.
        SpecialHandEmptyGroup { name: String } => "special_hand_empty_group",
        /// `ranks` names the 2, which is wild: no natural group is of it.
        SpecialHandTwos { name: String } => "special_hand_twos",
        /// `ranks` names the three, where the hand holds none (`threes`).
        SpecialHandThrees { name: String } => "special_hand_threes",
        /// More ranks named than the special hand has natural groups.
        SpecialHandRanks { name: String, ranks: u32, groups: u32 } => "special_hand_ranks",
        /// A wild group to stand instead of a natural group of `cards`,
        /// where the special hand has none of that size.
        SpecialHandInstead { name: String, cards: u32 } => "special_hand_instead",
        /// A special hand's `titles` for a language the tool does not speak.
        TitlesLanguage { lang: String, languages: Vec<String> } => "titles_language",
        Subtracted => "subtracted",
        SequenceSizes => "sequence_sizes",
        /// Sequences whose ranks cannot hold one.
        SequenceRanks { lowest: String, highest: String, min: u32 } => "sequence_ranks",
        /// A kind for going out that no canasta is.
        GoOutKind { kind: String, kinds: Vec<String> } => "go_out_kind",
        GameWithoutHands => "game_without_hands",
        NegativeMinimums => "negative_minimums",
        TargetAboveZero => "target_above_zero",
    }
}

crate::error::worded! {
    fault RuleProblem,
}

faults! {
    /// The player counts a rule set is for.
    pub enum PlayerCounts {
        Exactly { count: u32 } => "exactly",
        Between { min: u32, max: u32 } => "between",
        OrMore { min: u32 } => "or_more",
        /// One of several: `first` (the counts but the last, `, ` between) or `last`.
        OneOf { first: String, last: u32 } => "one_of",
    }
}

worded! {
    PlayerCounts => "players",
}

impl PlayerCounts {
    fn of(p: &crate::rules::model::Players) -> PlayerCounts {
        if let Some((&last, rest)) = p.allowed.split_last() {
            if rest.is_empty() {
                return PlayerCounts::Exactly { count: last };
            }
            let first: Vec<String> = rest.iter().map(u32::to_string).collect();
            return PlayerCounts::OneOf {
                first: first.join(", "),
                last,
            };
        }
        match p.max {
            Some(m) if m == p.min => PlayerCounts::Exactly { count: m },
            Some(max) => PlayerCounts::Between { min: p.min, max },
            None => PlayerCounts::OrMore { min: p.min },
        }
    }
}

impl Invalid {
    fn at(field: impl Into<String>, problem: RuleProblem) -> Invalid {
        Invalid {
            field: field.into(),
            problem,
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

/// `terms`, `descriptions` and `sources` name languages the tool speaks,
/// and terms its catalogues have.
fn words(rules: &RuleSet) -> Checked {
    spoken("terms", &rules.terms, |lang, languages| {
        RuleProblem::TermsLanguage { lang, languages }
    })?;
    spoken("descriptions", &rules.descriptions, |lang, languages| {
        RuleProblem::DescriptionsLanguage { lang, languages }
    })?;
    spoken("sources", &rules.sources, |lang, languages| {
        RuleProblem::SourcesLanguage { lang, languages }
    })?;
    for (lang, terms) in &rules.terms {
        if let Some(name) = terms.keys().find(|k| !TERMS.contains(&k.as_str())) {
            return Err(Invalid::at(
                format!("terms.{lang}.{name}"),
                RuleProblem::UnknownTerm {
                    name: name.clone(),
                    terms: TERMS.iter().map(ToString::to_string).collect(),
                },
            ));
        }
        if let Some((name, _)) = terms.iter().find(|(_, text)| text.trim().is_empty()) {
            return Err(Invalid::at(
                format!("terms.{lang}.{name}"),
                RuleProblem::EmptyTerm,
            ));
        }
    }
    Ok(())
}

/// A field keyed by language (`field.lang`) names only languages the tool
/// speaks; `problem` is the field's own fault for one it does not.
fn spoken<V>(
    field: &str,
    by_lang: &std::collections::BTreeMap<String, V>,
    problem: impl Fn(String, Vec<String>) -> RuleProblem,
) -> Checked {
    match by_lang.keys().find(|k| !LANGUAGES.contains(&k.as_str())) {
        Some(lang) => Err(Invalid::at(
            format!("{field}.{lang}"),
            problem(
                lang.clone(),
                LANGUAGES.iter().map(ToString::to_string).collect(),
            ),
        )),
        None => Ok(()),
    }
}

/// No number beyond `LARGEST`, anywhere.
fn numbers(rules: &RuleSet) -> Checked {
    let value = serde_json::to_value(rules).unwrap_or_default();
    match too_large(&value) {
        Some((path, n)) => Err(Invalid::at(
            path.trim_start_matches('.'),
            RuleProblem::NumberTooLarge {
                number: n,
                largest: LARGEST.to_string(),
            },
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
            RuleProblem::PlayersNotAdmitted {
                count: p.count,
                rules: rules.name.clone(),
                admits: PlayerCounts::of(p),
            },
        ));
    }
    if rules.side_size() == 0 {
        return Err(Invalid::at(
            "players.side_size",
            RuleProblem::SideNeedsPlayer,
        ));
    }
    if rules.packs() == 0 {
        return Err(Invalid::at("deck.packs", RuleProblem::DeckNeedsPack));
    }
    Ok(())
}

/// A meld's sizes: a meld has cards, a canasta is at least a meld.
fn meld_sizes(rules: &RuleSet) -> Checked {
    let m = &rules.meld;
    if m.min_cards == 0 {
        return Err(Invalid::at("meld.min_cards", RuleProblem::AtLeastOne));
    }
    if m.min_naturals == 0 {
        return Err(Invalid::at(
            "meld.min_naturals",
            RuleProblem::MinNaturalsZero,
        ));
    }
    if m.max_cards.is_some_and(|max| max < m.min_cards) {
        return Err(Invalid::at(
            "meld.max_cards",
            RuleProblem::BelowMeldMinCards,
        ));
    }
    if rules.canasta.min_cards < m.min_cards {
        return Err(Invalid::at(
            "canasta.min_cards",
            RuleProblem::BelowMeldMinCards,
        ));
    }
    let b = &rules.black_threes;
    if b.min_cards > b.max_cards {
        return Err(Invalid::at(
            "black_threes.min_cards",
            RuleProblem::AboveBlackThreesMax,
        ));
    }
    Ok(())
}

/// The initial-meld table: a floor first, then bands that each start above
/// the one before.
fn bands(bands: &[Band]) -> Checked {
    let Some(first) = bands.first() else {
        return Err(Invalid::at("initial_meld.bands", RuleProblem::NoBand));
    };
    if first.from.is_some() || first.above.is_some() {
        return Err(Invalid::at(
            "initial_meld.bands[0]",
            RuleProblem::LowestBandStart,
        ));
    }
    let mut previous: Option<(i64, bool)> = None;
    for (i, band) in bands.iter().enumerate().skip(1) {
        let field = format!("initial_meld.bands[{i}]");
        let start = match (band.from, band.above) {
            (Some(f), None) => (f, false),
            (None, Some(a)) => (a, true),
            _ => {
                return Err(Invalid::at(field, RuleProblem::BandStart));
            }
        };
        if previous.is_some_and(|p| p >= start) {
            return Err(Invalid::at(field, RuleProblem::BandsOrder));
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
            return Err(Invalid::at(field, RuleProblem::KindWithoutName));
        }
        if k.incomplete_penalty < 0 {
            return Err(Invalid::at(field, RuleProblem::KindPenaltyNegative));
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
                RuleProblem::HandSetNumbers,
            ));
        }
    }
    for (i, h) in rules.scoring.special_hands.iter().enumerate() {
        special_hand(h).map_err(|(at, problem)| {
            Invalid::at(format!("scoring.special_hands[{i}]{at}"), problem)
        })?;
    }
    if rules.red_threes.caught_in_hand.is_some_and(|c| c < 0) {
        return Err(Invalid::at(
            "red_threes.caught_in_hand",
            RuleProblem::Subtracted,
        ));
    }
    Ok(())
}

/// A special hand's shape can be laid: its groups hold its cards, each
/// group at least one card, the ranks it names fit its natural groups,
/// a wild group that may stand instead of a natural one has one of its
/// size, and its titles are in languages the tool speaks. `Err`: the
/// place within the hand (`.ranks`) and the problem.
fn special_hand(h: &SpecialHand) -> std::result::Result<(), (String, RuleProblem)> {
    let name = || h.name.clone();
    if let Some(lang) = h.titles.keys().find(|k| !LANGUAGES.contains(&k.as_str())) {
        return Err((
            format!(".titles.{lang}"),
            RuleProblem::TitlesLanguage {
                lang: lang.clone(),
                languages: LANGUAGES.iter().map(ToString::to_string).collect(),
            },
        ));
    }
    let empty = h.groups.contains(&0) || h.wild_groups.iter().any(|g| g.cards == 0);
    if empty {
        return Err((
            String::new(),
            RuleProblem::SpecialHandEmptyGroup { name: name() },
        ));
    }
    // The cards the shape holds for certain, and at most.
    let least = h
        .groups
        .iter()
        .chain(
            h.wild_groups
                .iter()
                .filter(|g| !g.instead_of_natural)
                .map(|g| &g.cards),
        )
        .fold(0u32, |a, g| a.saturating_add(*g));
    let grouped = least.saturating_add(h.wilds);
    if h.cards == 0 || (h.has_shape() && grouped < h.cards) {
        return Err((
            String::new(),
            RuleProblem::SpecialHandGroups {
                name: name(),
                cards: h.cards,
                grouped,
            },
        ));
    }
    if h.has_shape() && least > h.cards {
        return Err((
            String::new(),
            RuleProblem::SpecialHandOverfull {
                name: name(),
                cards: h.cards,
                least,
            },
        ));
    }
    if h.ranks.contains(&Rank::TWO) {
        return Err((
            ".ranks".to_string(),
            RuleProblem::SpecialHandTwos { name: name() },
        ));
    }
    if h.ranks.contains(&Rank::THREE) && !h.threes {
        return Err((
            ".ranks".to_string(),
            RuleProblem::SpecialHandThrees { name: name() },
        ));
    }
    let distinct: std::collections::BTreeSet<&Rank> = h.ranks.iter().collect();
    if distinct.len() > h.groups.len() {
        return Err((
            ".ranks".to_string(),
            RuleProblem::SpecialHandRanks {
                name: name(),
                ranks: distinct.len() as u32,
                groups: h.groups.len() as u32,
            },
        ));
    }
    if let Some(g) = h
        .wild_groups
        .iter()
        .find(|g| g.instead_of_natural && !h.groups.contains(&g.cards))
    {
        return Err((
            ".wild_groups".to_string(),
            RuleProblem::SpecialHandInstead {
                name: name(),
                cards: g.cards,
            },
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
            RuleProblem::SequenceSizes,
        ));
    }
    let span = Sequences::place(q.highest).saturating_sub(Sequences::place(q.lowest));
    if Sequences::place(q.lowest) <= 3 || u32::from(span) + 1 < q.min_cards {
        return Err(Invalid::at(
            "meld.sequences.lowest",
            RuleProblem::SequenceRanks {
                lowest: q.lowest.to_string(),
                highest: q.highest.to_string(),
                min: q.min_cards,
            },
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
                RuleProblem::GoOutKind {
                    kind: kind.clone(),
                    kinds: known.iter().map(ToString::to_string).collect(),
                },
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
            return Err(Invalid::at(field, RuleProblem::Subtracted));
        }
    }
    if rules.game.hands == Some(0) {
        return Err(Invalid::at("game.hands", RuleProblem::GameWithoutHands));
    }
    if rules.initial_meld.by_hand_number.iter().any(|&m| m < 0) {
        return Err(Invalid::at(
            "initial_meld.by_hand_number",
            RuleProblem::NegativeMinimums,
        ));
    }
    if rules.game.target <= 0 {
        return Err(Invalid::at("game.target", RuleProblem::TargetAboveZero));
    }
    if rules.cards_drawn() == 0 {
        return Err(Invalid::at("deal.draw", RuleProblem::AtLeastOne));
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
