//! The game file's shape and the checks a hand-edited file must pass.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Result};
use crate::round::{self, RoundFile};
use crate::rules::RuleSet;
use crate::score::{self, HandScore};
use crate::sheet::tally::{self, Tally};
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
    /// The version of the file's format: `migrate::CURRENT` once read
    /// (an older file is migrated as it is read).
    pub version: u32,
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
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "tally::write",
        deserialize_with = "tally::stored"
    )]
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
            version: super::migrate::CURRENT,
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
    pub fn parse(origin: &str, text: impl Into<String>) -> Result<GameFile> {
        GameFile::parse_after(origin, text, &[])
    }

    /// `parse`, for the text of a change to a game whose hands `verified`
    /// were read and checked before it (same rule set): a hand equal to
    /// the one at its place there needs its tally or round scored no
    /// second time.
    pub fn parse_after(
        origin: &str,
        text: impl Into<String>,
        verified: &[Hand],
    ) -> Result<GameFile> {
        let text = text.into();
        if round::is_blank(&text) {
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
        let tree = super::migrate::to_current(tree)?;
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
        game.check(&tree, verified)?;
        Ok(game)
    }

    /// The stored rule set must be complete: a field left out would read as
    /// no limit and change the scores silently. Reading requires every
    /// field but the optional ones; this finds those. The fields are the
    /// model's (its default's keys), not the values' (a map's keys).
    fn check_rules(&self, tree: &Node) -> Result<()> {
        let full = serde_json::to_value(RuleSet::default())
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

    fn check(&self, tree: &Node, verified: &[Hand]) -> Result<()> {
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
        for (team, players) in &self.players {
            if !self.teams.contains(team) {
                return Err(at(
                    key("players"),
                    "here",
                    format!(
                        "`players` names team `{team}`, which is not in this game (teams: {})",
                        self.teams.join(", ")
                    ),
                ));
            }
            if players.iter().any(|p| p.trim().is_empty()) {
                return Err(at(
                    key("players"),
                    "here",
                    format!("team `{team}`: a player's name may not be empty"),
                ));
            }
        }
        let mut totals = vec![0i64; self.teams.len()];
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
            let total_of = |team: &str| {
                let entry = hand_node
                    .get("scores")
                    .map(Node::items)
                    .unwrap_or_default()
                    .iter()
                    .find(|s| s.get("team").and_then(Node::as_str) == Some(team))
                    .unwrap_or(hand_node);
                entry.entry("total").map_or(entry, |(k, _)| k)
            };
            for (i, t) in self.teams.iter().enumerate() {
                let add = hand.entry(t).map_or(0, |e| e.total);
                totals[i] = totals[i].checked_add(add).ok_or_else(|| {
                    at(
                        total_of(t),
                        "too large",
                        format!(
                            "hand {n}, team `{t}`: the running total {} + {add} is out of range",
                            totals[i]
                        ),
                    )
                    .with_help("correct this hand's numbers")
                })?;
            }
            super::limits::standings(&self.teams, &totals, self.rules.game.target).map_err(
                |msg| {
                    at(place("scores"), "out of range", format!("hand {n}: {msg}"))
                        .with_help("correct this hand's numbers")
                },
            )?;
            if hand.scores.iter().any(|e| e.tally.is_some()) && verified.get(h) != Some(hand) {
                self.check_tally(hand)
                    .map_err(|msg| at(place("scores"), "this tally", format!("hand {n}: {msg}")))?;
            }
            if let Some(r) = hand
                .round
                .as_ref()
                .filter(|_| verified.get(h) != Some(hand))
            {
                self.check_round(hand, r, n).map_err(|msg| {
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
        let s = score_tallies(&self.rules, &sides).map_err(|e| e.message().to_string())?;
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
    fn check_round(
        &self,
        hand: &Hand,
        r: &RoundFile,
        number: usize,
    ) -> std::result::Result<(), String> {
        if let Some(t) = r.teams.iter().find(|t| !self.teams.contains(&t.name)) {
            return Err(format!(
                "names team `{}`, which is not in this game",
                t.name
            ));
        }
        if let Some(h) = r.hand_number.filter(|&h| h as usize != number) {
            return Err(format!(
                "says `hand_number: {h}`, but it is hand {number} of this game"
            ));
        }
        // Rules that change by hand (hand-and-foot) are this hand's.
        let rules = self
            .rules
            .clone()
            .at_hand(u32::try_from(number).unwrap_or(u32::MAX));
        let checked = round::check(&rules, r).map_err(|e| format!("cannot be: {}", e.message()))?;
        let s = score::checked(&rules, &checked)
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

/// Score the sides' tallies under the game's rule set.
pub fn score_tallies(rules: &RuleSet, sides: &[(&str, &Tally)]) -> Result<HandScore> {
    let counted: Vec<score::Counted> = sides.iter().map(|(n, t)| t.counted(n, rules)).collect();
    score::score_counted(rules, &counted)
}

/// The first key path of `full` that `stored` (the file's `rules`, under
/// `key`) lacks, with the key of the section lacking it: a stored rule set
/// holds every field (older files are given the ones added since by
/// `migrate`).
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
            None => return Some((name, key)),
            Some((sub_key, s)) => {
                if let Some(found) = missing(v, s, &name, sub_key) {
                    return Some(found);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A classic game of A and B with one hand entered by tally: A's
    /// bonus, cards and items, and B's.
    fn tallied(a: (i64, i64, &str), b: (i64, i64, &str)) -> GameFile {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        let scores = [("A", a), ("B", b)]
            .into_iter()
            .map(|(team, (bonus, cards, items))| {
                let mut e = Entry::split(team, bonus, cards);
                e.tally = Some(if items.is_empty() {
                    Tally::default()
                } else {
                    Tally::parse(items).unwrap()
                });
                e
            })
            .collect();
        g.hands.push(Hand {
            scores,
            ..Hand::default()
        });
        g
    }

    #[test]
    fn a_game_reads_back_what_it_wrote() {
        let mut g = tallied((500, 120, "natural,cards:120"), (0, -20, "cards:-20"));
        g.players.insert("A".into(), vec!["Ann".into()]);
        g.hands[0].added = Some("2026-11-23T20:00:00Z".into());
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

    #[test]
    fn a_hand_read_and_checked_before_is_not_scored_again_but_a_changed_one_is() {
        let g = tallied((500, 120, "natural,cards:120"), (0, -20, "cards:-20"));
        let text = g.to_text().unwrap();
        assert_eq!(GameFile::parse_after("g.yaml", &text, &g.hands).unwrap(), g);
        // The same hand with its tally changed is not the one checked.
        let wrong = text.replace("natural:1,cards:120", "natural:2,cards:120");
        for verified in [&g.hands[..], &[]] {
            let err = GameFile::parse_after("g.yaml", &wrong, verified).unwrap_err();
            assert!(
                err.message().contains("the tally of team `A` scores"),
                "{}",
                err.message()
            );
        }
    }

    #[test]
    fn a_tally_is_stored_as_its_items_and_the_older_mapping_still_loads() {
        // 500 + 100 + 100.
        let g = tallied((700, 120, "natural,red3,out,cards:120"), (0, 0, ""));
        let text = g.to_text().unwrap();
        assert!(
            text.contains("    tally: natural:1,red3:1,out,cards:120\n"),
            "{text}"
        );
        assert!(text.contains("    tally: ''\n"), "{text}");
        assert_eq!(GameFile::parse("g.yaml", &text).unwrap(), g);
        // Game files written before versions kept the counts as a mapping.
        let older = text
            .replace("version: 2\n", "")
            .replace(
                "    tally: natural:1,red3:1,out,cards:120\n",
                "    tally:\n      natural: 1\n      red3: 1\n      out: true\n      cards: 120\n",
            )
            .replace("    tally: ''\n", "    tally: {}\n");
        assert_eq!(GameFile::parse("g.yaml", &older).unwrap(), g);
        // A bad item is refused where it stands.
        let bad = text.replace("red3:1,out", "red3:x,out");
        let err = GameFile::parse("g.yaml", &bad).unwrap_err();
        assert!(err.message().contains("`red3:x`"), "{}", err.message());
        let at = err.span().unwrap().start;
        assert!(bad[at..].starts_with("natural:1,red3:x"), "{}", &bad[at..]);
    }
}
