//! The game file's shape and the checks a hand-edited file must pass.

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Result};
use crate::round::{self, RoundFile};
use crate::rules::RuleSet;
use crate::score::{self, HandScore};
use crate::yaml::{self, Node};

const LACKS_HELP: &str = "a game keeps the whole rule set it started with; put the field back (see `canasta rules show`)";

/// The comment at the top of every game file.
pub const HEADER: &str = "\
# canasta score sheet (`canasta game show` prints it).
# One entry per hand under `hands`; per side the bonus and card points, or a
# total alone. Running totals, minimums and the winner are worked out from
# these, never stored. The rule set below was fixed when the game started.
";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a game file: a mapping with `teams`, `hands` and `rules`"
)]
pub struct GameFile {
    /// The sides, in the order the sheet shows them.
    pub teams: Vec<String>,
    #[serde(default)]
    pub hands: Vec<Hand>,
    /// The whole rule set, resolved when the game started.
    pub rules: RuleSet,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a hand: a mapping with `scores` (one entry per team)"
)]
pub struct Hand {
    /// Where the hand came from: a round file or `--points`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    pub scores: Vec<Entry>,
    /// The cards of a hand entered from a round file, kept for the record;
    /// its score is checked against `scores` on every read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<RoundFile>,
}

/// One side's points in one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a score: {team: NAME, bonus: N, cards: N, total: N} or {team: NAME, total: N}"
)]
pub struct Entry {
    pub team: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<i64>,
    /// Bonus + cards when both are given; checked on load.
    pub total: i64,
}

impl Entry {
    pub fn split(team: &str, bonus: i64, cards: i64) -> Entry {
        Entry {
            team: team.to_string(),
            bonus: Some(bonus),
            cards: Some(cards),
            total: bonus.saturating_add(cards),
        }
    }

    pub fn total_only(team: &str, total: i64) -> Entry {
        Entry {
            team: team.to_string(),
            bonus: None,
            cards: None,
            total,
        }
    }
}

impl Hand {
    /// A hand scored from a round file, in the sheet's team order.
    pub fn from_score(
        score: &HandScore,
        teams: &[String],
        from: String,
        round: Option<RoundFile>,
    ) -> Hand {
        let scores = teams
            .iter()
            .filter_map(|t| score.teams.iter().find(|s| &s.name == t))
            .map(|s| Entry::split(&s.name, s.bonus, s.cards))
            .collect();
        Hand {
            from: Some(from),
            scores,
            round,
        }
    }

    /// This hand's entry for a side.
    pub fn entry(&self, team: &str) -> Option<&Entry> {
        self.scores.iter().find(|e| e.team == team)
    }
}

impl GameFile {
    pub fn new(teams: Vec<String>, rules: RuleSet) -> GameFile {
        GameFile {
            teams,
            hands: Vec::new(),
            rules,
        }
    }

    /// The file's text.
    pub fn to_text(&self) -> Result<String> {
        Ok(format!("{HEADER}{}", yaml::to_string(self)?))
    }

    /// Read and check a game file's text.
    pub fn parse(origin: &str, text: &str) -> Result<GameFile> {
        if round::is_blank(text) {
            return Err(Error::new(
                ErrorKind::Game,
                format!("{origin} is empty: it holds no score sheet"),
            )
            .with_help("start a game with `canasta game new FILE --team NAME --team NAME`"));
        }
        let tree = yaml::read_document(
            origin,
            text,
            ErrorKind::Game,
            "game file",
            &["teams", "hands", "rules"],
        )?;
        if let Some((key, value)) = tree.entry("rules")
            && let Some(name) = value.as_str().filter(|_| !value.is_null())
        {
            return Err(key
                .error(
                    ErrorKind::Game,
                    format!("`rules: {name}` names a rule set, but a game file keeps the whole rule set it started with"),
                    "here",
                )
                .with_help(format!(
                    "start the game with `canasta game new FILE --rules {name} --team NAME --team NAME`, or put the output of `canasta rules show {name} --format yaml` under `rules:`"
                )));
        }
        let game = GameFile::deserialize(yaml::NodeDeserializer::new(&tree)).map_err(|p| {
            let lacks = match (&p.kind, &p.path) {
                (yaml::ProblemKind::MissingField(field), Some(path))
                    if path == "rules" || path.starts_with("rules.") =>
                {
                    Some(format!("{path}.{field}"))
                }
                _ => None,
            };
            match lacks {
                Some(path) => p
                    .reword(format!("the stored rule set lacks `{path}`"))
                    .into_error(ErrorKind::Game)
                    .with_help(LACKS_HELP),
                None => p.into_error(ErrorKind::Game),
            }
        })?;
        game.check_rules(&tree)?;
        game.check(&tree)?;
        Ok(game)
    }

    /// The stored rule set must be complete: a field left out would read as
    /// zero (or no limit) and change the scores silently. Fields without a
    /// default are required when read; this finds the optional ones.
    fn check_rules(&self, tree: &Node) -> Result<()> {
        let full = serde_json::to_value(&self.rules)
            .map_err(|e| Error::new(ErrorKind::Game, format!("cannot check the rules: {e}")))?;
        if let Some((key, stored)) = tree.entry("rules")
            && let Some((path, section)) = missing(&full, stored, "rules", key)
        {
            return Err(section
                .error(
                    ErrorKind::Game,
                    format!("the stored rule set lacks `{path}`"),
                    "in this section",
                )
                .with_help(LACKS_HELP));
        }
        self.rules
            .clone()
            .with_players(self.rules.players.count)
            .map_err(|e| {
                let message = format!(
                    "the stored rule set is not coherent: {}",
                    e.message().split_once(": ").map_or(e.message(), |(_, m)| m)
                );
                match tree.entry("rules") {
                    Some((key, _)) => key.error(ErrorKind::Game, message, "in this rule set"),
                    None => Error::new(ErrorKind::Game, message),
                }
            })?;
        Ok(())
    }

    fn check(&self, tree: &Node) -> Result<()> {
        let at = |node: &Node, label: &str, msg: String| node.error(ErrorKind::Game, msg, label);
        let key = |name: &str| tree.entry(name).map_or(tree, |(k, _)| k);
        let hands = tree.get("hands");
        if self.teams.len() < 2 {
            return Err(at(
                key("teams"),
                "here",
                format!(
                    "a game needs at least 2 sides under `teams`; this has {}",
                    self.teams.len()
                ),
            ));
        }
        for (i, t) in self.teams.iter().enumerate() {
            if t.trim().is_empty() || self.teams[..i].contains(t) {
                return Err(at(
                    key("teams"),
                    "here",
                    format!("team names must be distinct and not empty; `{t}` is not"),
                ));
            }
        }
        for (h, hand) in self.hands.iter().enumerate() {
            let n = h + 1;
            let hand_node = hands.and_then(|n| n.item(h)).unwrap_or(key("hands"));
            let place = |name: &str| hand_node.entry(name).map_or(hand_node, |(k, _)| k);
            for e in &hand.scores {
                let entry = hand_node
                    .get("scores")
                    .map(Node::items)
                    .unwrap_or_default()
                    .iter()
                    .find(|s| s.get("team").and_then(Node::as_str) == Some(e.team.as_str()))
                    .unwrap_or(hand_node);
                let team_place = || entry.get("team").unwrap_or(entry);
                if !self.teams.contains(&e.team) {
                    return Err(at(
                        team_place(),
                        "not a team of this game",
                        format!(
                            "hand {n} names team `{}`, which is not in this game (teams: {})",
                            e.team,
                            self.teams.join(", ")
                        ),
                    ));
                }
                if hand.scores.iter().filter(|o| o.team == e.team).count() > 1 {
                    return Err(at(
                        team_place(),
                        "given twice",
                        format!("hand {n} gives team `{}` twice", e.team),
                    ));
                }
                match (e.bonus, e.cards) {
                    (Some(b), Some(c)) if b.checked_add(c) != Some(e.total) => {
                        return Err(at(
                            entry.entry("total").map_or(entry, |(k, _)| k),
                            "does not add up",
                            format!(
                                "hand {n}, team `{}`: total {} is not bonus {b} + cards {c} = {}",
                                e.team,
                                e.total,
                                b.saturating_add(c)
                            ),
                        ));
                    }
                    (Some(_), None) | (None, Some(_)) => {
                        return Err(at(
                            team_place(),
                            "here",
                            format!(
                                "hand {n}, team `{}`: give both `bonus` and `cards`, or the total alone",
                                e.team
                            ),
                        ));
                    }
                    _ => {}
                }
            }
            if let Some(t) = self.teams.iter().find(|t| hand.entry(t).is_none()) {
                return Err(at(
                    place("scores"),
                    "a side is missing",
                    format!("hand {n} has no score for team `{t}`"),
                ));
            }
            if let Some(r) = &hand.round {
                self.check_round(hand, r).map_err(|msg| {
                    at(
                        place("round"),
                        "this round",
                        format!("hand {n}: the stored round {msg}"),
                    )
                })?;
            }
        }
        if let Some((over, _)) = super::view::end_of_game(self)
            && over < self.hands.len()
        {
            let over_node = hands.and_then(|n| n.item(over)).unwrap_or(key("hands"));
            return Err(at(
                over_node.entry("scores").map_or(over_node, |(k, _)| k),
                "a hand after the end",
                format!(
                    "the game was over after hand {over}, but the file has {} hands",
                    self.hands.len()
                ),
            )
            .with_help("remove the hands after the end of the game"));
        }
        Ok(())
    }
}

impl GameFile {
    /// A stored round must be one of this game's and score what the sheet says.
    fn check_round(&self, hand: &Hand, r: &RoundFile) -> std::result::Result<(), String> {
        if let Some(t) = r.teams.iter().find(|t| !self.teams.contains(&t.name)) {
            return Err(format!(
                "names team `{}`, which is not in this game",
                t.name
            ));
        }
        let checked =
            round::check(&self.rules, r).map_err(|e| format!("cannot be: {}", e.message()))?;
        let s = score::checked(&self.rules, &checked)
            .map_err(|e| format!("cannot be scored: {}", e.message()))?;
        for side in &s.teams {
            if let Some(e) = hand.entry(&side.name)
                && (e.total != side.total
                    || e.bonus.is_some_and(|b| b != side.bonus)
                    || e.cards.is_some_and(|c| c != side.cards))
            {
                return Err(format!(
                    "scores bonus {} + cards {} = {} for team `{}`, but the sheet says {}",
                    side.bonus, side.cards, side.total, side.name, e.total
                ));
            }
        }
        Ok(())
    }
}

/// The first key path of `full` that holds nothing and that `stored` (the
/// file's `rules`, under `key`) lacks, with the key of the section lacking it.
/// A field with a default that the rule set leaves out is not serialized at
/// all when absent, so only optional fields without a default are found.
fn missing<'a>(
    full: &serde_json::Value,
    stored: &'a Node,
    path: &str,
    key: &'a Node,
) -> Option<(String, &'a Node)> {
    let full = full.as_object()?;
    for (k, v) in full {
        let name = format!("{path}.{k}");
        match stored.entry(k) {
            None if v.is_null() && !added_with_default(&name) => return Some((name, key)),
            None => {}
            Some((sub_key, s)) => {
                if let Some(found) = missing(v, s, &name, sub_key) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// A rule field newer than the file, which reads as the old behaviour.
fn added_with_default(path: &str) -> bool {
    path.strip_prefix("rules.")
        .is_some_and(|p| crate::rules::ADDED_WITH_DEFAULTS.contains(&p))
}
