//! The game file's shape and the checks a hand-edited file must pass.

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Result, offset_of};
use crate::round::{self, RoundFile};
use crate::rules::RuleSet;
use crate::score::{self, HandScore};
use crate::yaml;

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
        let raw: serde_json::Value = yaml::from_str(origin, text, ErrorKind::Game)?;
        if let Some(name) = raw.get("rules").and_then(|r| r.as_str()) {
            return Err(Error::new(
                ErrorKind::Game,
                format!("`rules: {name}` names a rule set, but a game file keeps the whole rule set it started with"),
            )
            .at(origin, text, key_span(text, "rules", 0), "here")
            .with_help(format!(
                "start the game with `canasta game new FILE --rules {name} --team NAME --team NAME`, or put the output of `canasta rules show {name} --format yaml` under `rules:`"
            )));
        }
        let game: GameFile = yaml::from_str(origin, text, ErrorKind::Game)?;
        game.check_rules(origin, text, &raw)?;
        game.check(origin, text)?;
        Ok(game)
    }

    /// The stored rule set must be complete: a field left out would read as
    /// zero and change the scores silently.
    fn check_rules(&self, origin: &str, text: &str, raw: &serde_json::Value) -> Result<()> {
        let stored = raw.get("rules").cloned().unwrap_or_default();
        let full = serde_json::to_value(&self.rules)
            .map_err(|e| Error::new(ErrorKind::Game, format!("cannot check the rules: {e}")))?;
        if let Some(path) = missing(&full, &stored, "rules") {
            let rules_at = key_span(text, "rules", 0);
            let section = path.split('.').nth(1).unwrap_or("rules");
            let span = text[rules_at.start..]
                .find(&format!("\n  {section}:"))
                .map(|p| rules_at.start + p + 3..rules_at.start + p + 3 + section.len())
                .unwrap_or(rules_at);
            return Err(Error::new(
                ErrorKind::Game,
                format!("the stored rule set lacks `{path}`"),
            )
            .at(origin, text, span, "in this section")
            .with_help(
                "a game keeps the whole rule set it started with; put the field back (see `canasta rules show`)",
            ));
        }
        self.rules
            .clone()
            .with_players(self.rules.players.count)
            .map_err(|e| {
                Error::new(
                    ErrorKind::Game,
                    format!(
                        "the stored rule set is not coherent: {}",
                        e.message().split_once(": ").map_or(e.message(), |(_, m)| m)
                    ),
                )
                .at(origin, text, key_span(text, "rules", 0), "in this rule set")
            })?;
        Ok(())
    }

    fn check(&self, origin: &str, text: &str) -> Result<()> {
        let at = |span, label: &str, msg: String| {
            Error::new(ErrorKind::Game, msg).at(origin, text, span, label)
        };
        if self.teams.len() < 2 {
            return Err(at(
                key_span(text, "teams", 0),
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
                    key_span(text, "teams", 0),
                    "here",
                    format!("team names must be distinct and not empty; `{t}` is not"),
                ));
            }
        }
        for (h, hand) in self.hands.iter().enumerate() {
            let n = h + 1;
            let place = |needles: &[&str]| hand_span(text, h, needles);
            for e in &hand.scores {
                let team = format!("team: {}", e.team);
                let team_place = || {
                    let mut r = place(&[&team]);
                    r.start += "team: ".len().min(r.len());
                    r
                };
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
                            place(&[&team, "total"]),
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
                    place(&["scores"]),
                    "a side is missing",
                    format!("hand {n} has no score for team `{t}`"),
                ));
            }
            if let Some(r) = &hand.round {
                self.check_round(hand, r).map_err(|msg| {
                    at(
                        place(&["round:"]),
                        "this round",
                        format!("hand {n}: the stored round {msg}"),
                    )
                })?;
            }
        }
        if let Some((over, _)) = super::view::end_of_game(self)
            && over < self.hands.len()
        {
            return Err(at(
                hand_span(text, over, &["scores"]),
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
        let s = score::score(&self.rules, &checked);
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

/// The first key path of `full` that `stored` lacks.
fn missing(full: &serde_json::Value, stored: &serde_json::Value, path: &str) -> Option<String> {
    let full = full.as_object()?;
    let Some(stored) = stored.as_object() else {
        return Some(path.to_string());
    };
    for (k, v) in full {
        let name = format!("{path}.{k}");
        match stored.get(k) {
            None if added_with_default(&name) => {}
            None => return Some(name),
            Some(s) => {
                if let Some(p) = missing(v, s, &name) {
                    return Some(p);
                }
            }
        }
    }
    None
}

/// A rule field newer than the file, which reads as the old behaviour.
fn added_with_default(path: &str) -> bool {
    // A whole section added at once (`meld.sequences`) is one too.
    path.strip_prefix("rules.").is_some_and(|p| {
        crate::rules::ADDED_WITH_DEFAULTS
            .iter()
            .any(|a| *a == p || a.strip_prefix(p).is_some_and(|r| r.starts_with('.')))
    })
}

/// The span of a top-level key (`rules:`) in the text, for errors found
/// after the file was read.
fn key_span(text: &str, key: &str, fallback: usize) -> std::ops::Range<usize> {
    let prefix = format!("{key}:");
    let mut offset = 0;
    for l in text.split_inclusive('\n') {
        if l.starts_with(&prefix) {
            return offset..offset + key.len();
        }
        offset += l.len();
    }
    fallback..fallback
}

/// The span of the last of `needles` inside hand number `h` (0-based) of
/// the `hands` list, each needle searched after the one before (`team: We`,
/// then `total`), or the hand's first line. Good for block style, which is
/// what the tool writes; for other layouts it falls back to the `hands:` key.
fn hand_span(text: &str, h: usize, needles: &[&str]) -> std::ops::Range<usize> {
    let fallback = key_span(text, "hands", 0);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let Some(start) = lines.iter().position(|l| l.starts_with("hands:")) else {
        return fallback;
    };
    let mut items = Vec::new();
    let mut indent = None;
    for (i, l) in lines.iter().enumerate().skip(start + 1) {
        let trimmed = l.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let ind = l.len() - trimmed.len();
        let dash = trimmed.starts_with("- ") || trimmed.trim_end() == "-";
        if ind == 0 && !dash {
            break;
        }
        if dash {
            match indent {
                None => {
                    indent = Some(ind);
                    items.push(i);
                }
                Some(x) if x == ind => items.push(i),
                _ => {}
            }
        }
    }
    let Some(&first) = items.get(h) else {
        return fallback;
    };
    let end = items.get(h + 1).copied().unwrap_or(lines.len());
    let offset = |line: usize| -> usize { lines[..line].iter().map(|l| l.len()).sum() };
    let (from, to) = (offset(first), offset(end));
    let mut at = from;
    let mut found = None;
    for n in needles {
        match text[at..to].find(n) {
            Some(p) => {
                found = Some(at + p..at + p + n.len());
                at += p + n.len();
            }
            None => break,
        }
    }
    found.unwrap_or_else(|| {
        let col = offset_of(text, first + 1, 1);
        col..col + lines[first].trim_end().len()
    })
}
