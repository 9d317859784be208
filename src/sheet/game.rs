//! The game file's shape and the checks a hand-edited file must pass.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Result, offset_of};
use crate::round::{self, RoundFile};
use crate::rules::RuleSet;
use crate::score::{self, HandScore};
use crate::sheet::tally::{self, Tally};
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
    /// The players of each side, in seating order (optional): the sheet
    /// then says who deals next.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub players: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub hands: Vec<Hand>,
    /// Hands `game undo` took back, the last one on top: `game redo` puts
    /// them back; a new hand clears them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<Hand>,
    /// Every change to the sheet, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<Change>,
    /// The whole rule set, resolved when the game started.
    pub rules: RuleSet,
}

/// One line of the sheet's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a change: {at: TIME, what: TEXT}")]
pub struct Change {
    /// When, in RFC 3339 UTC.
    pub at: String,
    pub what: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a hand: a mapping with `scores` (one entry per team)"
)]
pub struct Hand {
    /// Where the hand came from: a round file, `--points` or `--tally`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// When the hand was added, in RFC 3339 UTC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub added: Option<String>,
    /// Entered with `--force` although no hand can score these numbers.
    #[serde(default, skip_serializing_if = "is_false")]
    pub forced: bool,
    pub scores: Vec<Entry>,
    /// The cards of a hand entered from a round file, kept for the record;
    /// its score is checked against `scores` on every read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<RoundFile>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One side's points in one hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
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
    /// What the side counted, for a hand entered with `--tally`; the
    /// points above are checked against it on load.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tally: Option<Tally>,
}

impl Entry {
    pub fn split(team: &str, bonus: i64, cards: i64) -> Entry {
        Entry {
            team: team.to_string(),
            bonus: Some(bonus),
            cards: Some(cards),
            total: bonus.saturating_add(cards),
            tally: None,
        }
    }

    pub fn total_only(team: &str, total: i64) -> Entry {
        Entry {
            team: team.to_string(),
            bonus: None,
            cards: None,
            total,
            tally: None,
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
            ..Hand::default()
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
            players: BTreeMap::new(),
            hands: Vec::new(),
            undone: Vec::new(),
            log: Vec::new(),
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
        let raw = match rules_block(text).and_then(|block| {
            yaml::from_str::<serde_json::Value>(origin, block, ErrorKind::Game).ok()
        }) {
            Some(raw) => raw,
            None => yaml::from_str(origin, text, ErrorKind::Game)?,
        };
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
        for (team, players) in &self.players {
            if !self.teams.contains(team) {
                return Err(at(
                    key_span(text, "players", 0),
                    "here",
                    format!(
                        "`players` names team `{team}`, which is not in this game (teams: {})",
                        self.teams.join(", ")
                    ),
                ));
            }
            if players.iter().any(|p| p.trim().is_empty()) {
                return Err(at(
                    key_span(text, "players", 0),
                    "here",
                    format!("team `{team}`: a player's name may not be empty"),
                ));
            }
        }
        let mut totals = vec![0i64; self.teams.len()];
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
            for (i, t) in self.teams.iter().enumerate() {
                let add = hand.entry(t).map_or(0, |e| e.total);
                totals[i] = totals[i].checked_add(add).ok_or_else(|| {
                    at(
                        place(&[&format!("team: {t}"), "total"]),
                        "too large",
                        format!(
                            "hand {n}, team `{t}`: the running total {} + {add} is out of range",
                            totals[i]
                        ),
                    )
                    .with_help("correct this hand's numbers")
                })?;
            }
            if hand.scores.iter().any(|e| e.tally.is_some()) {
                self.check_tally(hand).map_err(|msg| {
                    at(place(&["tally"]), "this tally", format!("hand {n}: {msg}"))
                })?;
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
    /// A stored tally must be given for every side and score what the
    /// sheet says.
    fn check_tally(&self, hand: &Hand) -> std::result::Result<(), String> {
        let mut sides = Vec::new();
        for e in &hand.scores {
            match &e.tally {
                Some(t) => sides.push((e.team.as_str(), t)),
                None => {
                    return Err(format!(
                        "team `{}` has no tally; a hand entered by tally has one for every side",
                        e.team
                    ));
                }
            }
        }
        tally::check(&self.rules, &sides)?;
        let s = score_tallies(&self.rules, &sides);
        for side in &s.teams {
            if let Some(e) = hand.entry(&side.name)
                && (e.total != side.total
                    || e.bonus != Some(side.bonus)
                    || e.cards != Some(side.cards))
            {
                return Err(format!(
                    "the tally of team `{}` scores bonus {} + cards {} = {}, but the sheet says {}",
                    side.name, side.bonus, side.cards, side.total, e.total
                ));
            }
        }
        Ok(())
    }

    /// Who deals hand `number` (1-based), when every side has players:
    /// seats alternate sides, and the deal passes to the left each hand.
    pub fn dealer(&self, number: usize) -> Option<&str> {
        let sides: Option<Vec<&Vec<String>>> =
            self.teams.iter().map(|t| self.players.get(t)).collect();
        let sides = sides?;
        let most = sides.iter().map(|p| p.len()).max()?;
        let seats: Vec<&str> = (0..most)
            .flat_map(|i| sides.iter().filter_map(move |p| p.get(i)))
            .map(String::as_str)
            .collect();
        if seats.is_empty() {
            return None;
        }
        Some(seats[(number.max(1) - 1) % seats.len()])
    }

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

/// Score the sides' tallies under the game's rule set.
pub fn score_tallies(rules: &RuleSet, sides: &[(&str, &Tally)]) -> HandScore {
    let counted: Vec<score::Counted> = sides.iter().map(|(n, t)| t.counted(n)).collect();
    score::score_counted(rules, &counted)
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

/// The text of the top-level `rules:` entry alone, in block style as the
/// tool writes it: reading only this part raw keeps a long game's load to
/// one full parse. `None` for other layouts (then the whole file is read).
fn rules_block(text: &str) -> Option<&str> {
    let mut offset = 0;
    let mut start = None;
    for l in text.split_inclusive('\n') {
        let top = !l.starts_with([' ', '\t', '#', '\n', '\r', '-']);
        match start {
            None if l.starts_with("rules:") => start = Some(offset),
            Some(s) if top => return Some(&text[s..offset]),
            _ => {}
        }
        offset += l.len();
    }
    start.map(|s| &text[s..])
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_block_ends_at_the_next_top_level_key() {
        let text = "teams:\n- A\nrules:\n  name: x\n\n  # c\n  game: {target: 5}\nhands: []\n";
        assert_eq!(
            rules_block(text),
            Some("rules:\n  name: x\n\n  # c\n  game: {target: 5}\n")
        );
        assert_eq!(rules_block("{teams: [A], rules: {}}"), None);
        assert_eq!(rules_block("rules: classic\n"), Some("rules: classic\n"));
    }

    #[test]
    fn a_game_reads_back_what_it_wrote() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        g.players.insert("A".into(), vec!["Ann".into()]);
        let mut a = Entry::split("A", 500, 120);
        a.tally = Some(Tally::parse("natural,cards:120").unwrap());
        let mut b = Entry::split("B", 0, -20);
        b.tally = Some(Tally::parse("cards:-20").unwrap());
        g.hands.push(Hand {
            scores: vec![a, b],
            added: Some("2026-11-23T20:00:00Z".into()),
            ..Hand::default()
        });
        g.undone.push(g.hands[0].clone());
        g.log.push(Change {
            at: "2026-11-23T20:00:00Z".into(),
            what: "added hand 1".into(),
        });
        let text = g.to_text().unwrap();
        assert_eq!(GameFile::parse("g.yaml", &text).unwrap(), g);
        // A tally that does not score what the sheet says is refused.
        let wrong = text.replacen("total: 620", "total: 625", 1).replacen(
            "cards: 120\n    total",
            "cards: 125\n    total",
            1,
        );
        let err = GameFile::parse("g.yaml", &wrong).unwrap_err();
        assert!(
            err.message().contains("the tally of team `A` scores"),
            "{}",
            err.message()
        );
    }
}
