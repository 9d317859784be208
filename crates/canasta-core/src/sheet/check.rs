//! The checks a game file must pass when it is read: a hand-edited
//! file can never disagree with itself.

use serde::Deserialize;

use crate::error::{Error, ErrorKind, Fault, Hint, Label, Result};
use crate::round::{self, RoundFile};
use crate::rules::RuleSet;
use crate::score;
use crate::sheet::fault::GameFault;
use crate::sheet::fault::SheetFault;
use crate::sheet::game::GameFile;
use crate::sheet::hand::Hand;
use crate::sheet::tally;
use crate::yaml::{self, Node};

impl GameFile {
    /// `parse`, for the text of a change to a game whose hands `verified`
    /// were read and checked before it (same rule set): a hand equal to
    /// the one at its place there needs its tally or round scored no
    /// second time.
    pub(crate) fn parse_after(
        origin: &str,
        text: impl Into<String>,
        verified: &[Hand],
    ) -> Result<GameFile> {
        let text = text.into();
        if round::is_blank(&text) {
            return Err(Error::new(
                ErrorKind::Game,
                GameFault::GameFileEmpty {
                    file: origin.into(),
                },
            )
            .with_help(Hint::StartGame));
        }
        let tree = yaml::read_document(
            origin,
            text,
            ErrorKind::Game,
            crate::error::Document::GameFile,
            &["teams", "hands", "rules"],
        )?;
        let tree = super::migrate::to_current(tree)?;
        if let Some((key, value)) = tree.entry("rules")
            && let Some(name) = value.as_str().filter(|_| !value.is_null())
        {
            return Err(key
                .error(
                    ErrorKind::Game,
                    GameFault::RulesNamed {
                        name: name.to_string(),
                    },
                    Label::Here,
                )
                .with_help(Hint::StartWithRules {
                    name: name.to_string(),
                }));
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
                    .reword(GameFault::StoredRulesLack { path })
                    .into_error(ErrorKind::Game)
                    .with_help(Hint::PutFieldBack),
                None => p.into_error(ErrorKind::Game),
            }
        })?;
        game.check_rules(&tree)?;
        game.check_read(&tree, verified)?;
        Ok(game)
    }

    /// The checks of a game read from `tree` that do not read the rule
    /// set; the hands in `verified` were read and checked before.
    fn check_read(&self, tree: &Node, verified: &[Hand]) -> Result<()> {
        self.check(tree, verified)?;
        self.check_edits(tree)?;
        self.check_kept(tree)?;
        self.check_halves(tree)
    }

    /// Whether the file the block writer wrote for this game, holding
    /// `values` values, reads back as this game and passes every check
    /// reading it makes, without reading it all again: `before` is the
    /// game as it was read from the file, under the same rule set.
    ///
    /// What the block writer writes the block reader reads back as it was
    /// written (their tests), and what serde writes of a game it reads back
    /// the same. So what is left is what the reader checks: how many values
    /// the file holds; each value the file did not hold before, read back
    /// from its own text as the reader reads it (a tally's items, a round's
    /// fields, a time); and the checks of the whole game, hands read before
    /// not scored again.
    pub(crate) fn check_written(
        &self,
        origin: &str,
        values: usize,
        before: &GameFile,
    ) -> Result<()> {
        if values > yaml::node::MAX_NODES {
            return Err(Error::new(
                ErrorKind::Game,
                yaml::problem::YamlFault::TooManyValues {
                    max: yaml::node::MAX_NODES,
                },
            ));
        }
        if self.teams != before.teams {
            read_back(origin, &self.teams)?;
        }
        if self.players != before.players {
            read_back(origin, &self.players)?;
        }
        read_back_new(origin, &self.hands, &before.hands)?;
        read_back_new(origin, &self.edits, &before.edits)?;
        read_back_new(origin, &self.redo, &before.redo)?;
        read_back_new(origin, &self.log, &before.log)?;
        read_back_new(origin, &self.halves, &before.halves)?;
        self.check_read(&yaml::empty(origin, ""), &before.hands)
    }

    /// Each kept edit names a hand the sheet held when it was made, in the
    /// order they were made.
    fn check_edits(&self, tree: &Node) -> Result<()> {
        let mut before = 0;
        for (i, e) in self.edits.iter().enumerate() {
            if e.hand == 0 || e.hand > e.after || e.after > self.hands.len() || e.after < before {
                let node = tree
                    .get("edits")
                    .and_then(|n| n.item(i))
                    .or_else(|| tree.entry("edits").map(|(k, _)| k))
                    .unwrap_or(tree);
                return Err(node
                    .error(
                        ErrorKind::Game,
                        GameFault::EditMisfits {
                            edit: i + 1,
                            hand: e.hand,
                            after: e.after,
                            count: self.hands.len(),
                        },
                        Label::ThisEdit,
                    )
                    .with_help(Hint::RemoveEdits));
            }
            before = e.after;
        }
        Ok(())
    }

    /// The stored rule set must be complete: a field left out would read as
    /// no limit and change the scores silently. Reading requires every
    /// field but the optional ones; this finds those. The fields are the
    /// model's (its default's keys), not the values' (a map's keys).
    fn check_rules(&self, tree: &Node) -> Result<()> {
        let full = serde_json::to_value(RuleSet::default()).map_err(|e| {
            Error::new(
                ErrorKind::Game,
                GameFault::RulesUncheckable { why: e.to_string() },
            )
        })?;
        if let Some((key, stored)) = tree.entry("rules")
            && let Some((path, section)) = missing(&full, stored, "rules", key)
        {
            return Err(section
                .error(
                    ErrorKind::Game,
                    GameFault::StoredRulesLack { path },
                    Label::InThisSection,
                )
                .with_help(Hint::PutFieldBack));
        }
        let Some((field, cause)) = self.rules.incoherence() else {
            return Ok(());
        };
        let message = GameFault::StoredRulesIncoherent {
            cause: Box::new(cause),
        };
        // The line that holds the field at fault (`target: -5`), where the
        // file has it; else the rule set as a whole.
        let place = tree.get("rules").and_then(|rules| rules.place_of(&field));
        Err(match (place, tree.entry("rules")) {
            (Some((node, span)), _) => Error::new(ErrorKind::Game, message).at(
                node.source.origin.clone(),
                node.source.text.clone(),
                span,
                Label::Here,
            ),
            (None, Some((key, _))) => key.error(ErrorKind::Game, message, Label::InThisRuleSet),
            (None, None) => Error::new(ErrorKind::Game, message),
        })
    }

    fn check(&self, tree: &Node, verified: &[Hand]) -> Result<()> {
        self.check_teams(tree)?;
        let hands = tree.get("hands");
        let key = tree.entry("hands").map_or(tree, |(k, _)| k);
        let mut totals = vec![0i64; self.teams.len()];
        for (h, hand) in self.hands.iter().enumerate() {
            let node = hands.and_then(|n| n.item(h)).unwrap_or(key);
            self.check_hand(hand, h + 1, node, &mut totals)?;
            if verified.get(h) != Some(hand) {
                self.check_scored(hand, h + 1, node)?;
            }
        }
        if let Some((over, _)) = self.end()
            && over < self.hands.len()
        {
            let over_node = hands.and_then(|n| n.item(over)).unwrap_or(key);
            return Err(over_node
                .entry("scores")
                .map_or(over_node, |(k, _)| k)
                .error(
                    ErrorKind::Game,
                    GameFault::HandsAfterEnd {
                        over,
                        count: self.hands.len(),
                    },
                    Label::AfterTheEnd,
                )
                .with_help(Hint::RemoveHandsAfterEnd));
        }
        Ok(())
    }

    /// A hand's tally and round (`node` its place in the file) score what
    /// it says, as hand `n`.
    fn check_scored(&self, hand: &Hand, n: usize, node: &Node) -> Result<()> {
        let place = |name: &str| node.entry(name).map_or(node, |(k, _)| k);
        let at = |node: &Node, label: Label, why: Fault| {
            node.error(
                ErrorKind::Game,
                SheetFault::OfHand {
                    hand: n,
                    why: Box::new(why),
                },
                label,
            )
        };
        if hand.scores.iter().any(|e| e.tally.is_some()) {
            self.check_tally(hand).map_err(|f| {
                // At the `tally:` of the side the fault names, where it
                // names one; a fault of the sides together, at `scores:`.
                let here = tally_of(node, &f).unwrap_or_else(|| place("scores"));
                at(here, Label::ThisTally, f)
            })?;
        }
        if let Some(r) = &hand.round {
            self.check_round(hand, r, n)
                .map_err(|f| at(place("round"), Label::ThisRound, f.into()))?;
        }
        Ok(())
    }

    /// The hands `game redo` and `game undo` would put back (`redo:`'s
    /// `put`, `edits:`' `was`) pass the checks of a hand of the sheet,
    /// found where they stand in the file when it is read, not only once
    /// the change is made (and then in a text that is no file).
    fn check_kept(&self, tree: &Node) -> Result<()> {
        let redo = self.redo.iter().map(|r| (r.hand, &r.put));
        self.check_kept_in(tree, ("redo", "put"), redo, &Hint::RemoveRedo)?;
        let edits = self.edits.iter().map(|e| (e.hand, &e.was));
        self.check_kept_in(tree, ("edits", "was"), edits, &Hint::RemoveEdits)
    }

    /// `check_kept` for the hands of one list: `list[i].field` is the
    /// hand to become hand `n`.
    fn check_kept_in<'h>(
        &self,
        tree: &Node,
        (list, field): (&str, &str),
        kept: impl Iterator<Item = (usize, &'h Hand)>,
        help: &Hint,
    ) -> Result<()> {
        for (i, (n, hand)) in kept.enumerate() {
            let item = tree.get(list).and_then(|l| l.item(i));
            let node = item
                .and_then(|item| item.get(field))
                .or(item)
                .unwrap_or(tree);
            self.check_entries(hand, n, node)
                .and_then(|()| self.check_scored(hand, n, node))
                .map_err(|e| {
                    e.within(crate::error::Origin::Field {
                        path: format!("{list}[{i}].{field}"),
                    })
                    .with_help(help.clone())
                })?;
        }
        Ok(())
    }

    /// The sides and their players: at least two sides, each named once.
    fn check_teams(&self, tree: &Node) -> Result<()> {
        let key = |name: &str| tree.entry(name).map_or(tree, |(k, _)| k);
        let here =
            |name: &str, fault: SheetFault| key(name).error(ErrorKind::Game, fault, Label::Here);
        if self.teams.len() < 2 {
            return Err(here(
                "teams",
                SheetFault::TooFewGameSides {
                    sides: self.teams.len(),
                },
            ));
        }
        for (i, t) in self.teams.iter().enumerate() {
            if t.trim().is_empty() || self.teams[..i].contains(t) {
                return Err(here("teams", SheetFault::BadTeamName { team: t.clone() }));
            }
        }
        for (team, players) in &self.players {
            if !self.teams.contains(team) {
                return Err(here(
                    "players",
                    SheetFault::PlayersOfNoTeam {
                        team: team.clone(),
                        teams: self.teams.clone(),
                    },
                ));
            }
            if players.iter().any(|p| p.trim().is_empty()) {
                return Err(here(
                    "players",
                    SheetFault::EmptyPlayer { team: team.clone() },
                ));
            }
        }
        Ok(())
    }

    /// One hand's entries (`check_entries`) and the running totals
    /// (`totals`, carried on) in range.
    fn check_hand(&self, hand: &Hand, n: usize, node: &Node, totals: &mut [i64]) -> Result<()> {
        self.check_entries(hand, n, node)?;
        for (i, t) in self.teams.iter().enumerate() {
            let add = hand.entry(t).map_or(0, |e| e.total);
            totals[i] = totals[i].checked_add(add).ok_or_else(|| {
                let entry = entry_of(node, t);
                at(
                    entry.entry("total").map_or(entry, |(k, _)| k),
                    Label::TooLarge,
                    GameFault::TotalOutOfRange {
                        hand: n,
                        team: t.clone(),
                        total: totals[i],
                        add,
                    }
                    .into(),
                )
                .with_help(Hint::CorrectHand)
            })?;
        }
        // Every figure the sheet derives from these totals must fit too.
        super::limits::standings(&self.teams, totals, self.rules.game.target).map_err(|msg| {
            at(
                node.entry("scores").map_or(node, |(k, _)| k),
                Label::OutOfRange,
                SheetFault::OfHand {
                    hand: n,
                    why: Box::new(msg.into()),
                }
                .into(),
            )
            .with_help(Hint::CorrectHand)
        })?;
        Ok(())
    }

    /// One hand's entries: every side once, numbers that add up.
    fn check_entries(&self, hand: &Hand, n: usize, node: &Node) -> Result<()> {
        for e in &hand.scores {
            let entry = entry_of(node, &e.team);
            let team_place = || entry.get("team").unwrap_or(entry);
            if !self.teams.contains(&e.team) {
                return Err(at(
                    team_place(),
                    Label::NotATeam,
                    GameFault::UnknownTeam {
                        hand: n,
                        team: e.team.clone(),
                        teams: self.teams.clone(),
                    }
                    .into(),
                ));
            }
            if hand.scores.iter().filter(|o| o.team == e.team).count() > 1 {
                return Err(at(
                    team_place(),
                    Label::GivenTwice,
                    GameFault::TeamTwice {
                        hand: n,
                        team: e.team.clone(),
                    }
                    .into(),
                ));
            }
            match (e.bonus, e.cards) {
                (Some(b), Some(c)) if b.checked_add(c) != Some(e.total) => {
                    return Err(at(
                        entry.entry("total").map_or(entry, |(k, _)| k),
                        Label::DoesNotAddUp,
                        GameFault::TotalMismatch {
                            hand: n,
                            team: e.team.clone(),
                            total: e.total,
                            bonus: b,
                            cards: c,
                            sum: (i128::from(b) + i128::from(c)).to_string(),
                        }
                        .into(),
                    ));
                }
                (Some(_), None) | (None, Some(_)) => {
                    return Err(at(
                        team_place(),
                        Label::Here,
                        GameFault::BonusOrCardsAlone {
                            hand: n,
                            team: e.team.clone(),
                        }
                        .into(),
                    ));
                }
                _ => {}
            }
        }
        if let Some(t) = self.teams.iter().find(|t| hand.entry(t).is_none()) {
            return Err(at(
                node.entry("scores").map_or(node, |(k, _)| k),
                Label::SideMissing,
                GameFault::TeamMissing {
                    hand: n,
                    team: t.clone(),
                }
                .into(),
            ));
        }
        Ok(())
    }
}

/// An error of a game file at `node`.
fn at(node: &Node, label: Label, fault: Fault) -> Error {
    node.error(ErrorKind::Game, fault, label)
}

/// The node of `team`'s entry among a hand's `scores` (the hand's node
/// where it has none).
fn entry_of<'n>(hand: &'n Node, team: &str) -> &'n Node {
    hand.get("scores")
        .map(Node::items)
        .unwrap_or_default()
        .iter()
        .find(|s| s.get("team").and_then(Node::as_str) == Some(team))
        .unwrap_or(hand)
}

/// The key `tally` of the score, under `hand` (a hand's place in the
/// file), of the team `fault` names, if it names one and the score has a
/// tally (else its score).
fn tally_of<'n>(hand: &'n Node, fault: &Fault) -> Option<&'n Node> {
    let team = fault
        .fields()
        .into_iter()
        .find_map(|(name, value)| match value {
            crate::error::Value::Text(team) if name == "team" => Some(team.to_string()),
            _ => None,
        })?;
    let score = hand
        .get("scores")?
        .items()
        .iter()
        .find(|e| e.get("team").and_then(Node::as_str) == Some(team.as_str()))?;
    Some(score.entry("tally").map_or(score, |(key, _)| key))
}

impl GameFile {
    /// A stored tally must be given for every side and score what the
    /// sheet says.
    #[allow(
        clippy::result_large_err,
        reason = "the fault goes into an Error (boxed) at its one caller"
    )]
    fn check_tally(&self, hand: &Hand) -> std::result::Result<(), Fault> {
        let mut sides = Vec::new();
        for e in &hand.scores {
            match &e.tally {
                Some(t) => sides.push((e.team.as_str(), t)),
                None => {
                    return Err(SheetFault::NoStoredTally {
                        team: e.team.clone(),
                    }
                    .into());
                }
            }
        }
        tally::check(&self.rules, &sides)?;
        let s = tally::score(&self.rules, &sides)
            .map_err(|e| SheetFault::TallyNotScored { cause: Box::new(e) })?;
        for side in &s.teams {
            if let Some(e) = hand.entry(&side.name)
                && (e.total != side.total
                    || e.bonus != Some(side.bonus)
                    || e.cards != Some(side.cards))
            {
                return Err(SheetFault::TallyDisagrees {
                    team: side.name.clone(),
                    bonus: side.bonus,
                    cards: side.cards,
                    total: side.total,
                    sheet: e.total,
                }
                .into());
            }
        }
        Ok(())
    }

    /// A stored round must be one of this game's and score what the sheet says.
    #[allow(
        clippy::result_large_err,
        reason = "the fault goes into an Error (boxed) at its one caller"
    )]
    fn check_round(
        &self,
        hand: &Hand,
        r: &RoundFile,
        number: usize,
    ) -> std::result::Result<(), SheetFault> {
        if let Some(t) = r.teams.iter().find(|t| !self.teams.contains(&t.name)) {
            return Err(SheetFault::RoundUnknownTeam {
                team: t.name.clone(),
            });
        }
        if let Some(h) = r.hand_number.filter(|&h| h as usize != number) {
            return Err(SheetFault::RoundHandNumber { said: h, number });
        }
        // Rules that change by hand (hand-and-foot) are this hand's.
        let rules = self
            .rules
            .clone()
            .at_hand(u32::try_from(number).unwrap_or(u32::MAX));
        let checked = round::check(&rules, r)
            .map_err(|e| SheetFault::RoundImpossible { cause: Box::new(e) })?;
        let s = score::checked(&rules, &checked)
            .map_err(|e| SheetFault::RoundNotScored { cause: Box::new(e) })?;
        for side in &s.teams {
            if let Some(e) = hand.entry(&side.name)
                && (e.total != side.total
                    || e.bonus.is_some_and(|b| b != side.bonus)
                    || e.cards.is_some_and(|c| c != side.cards))
            {
                return Err(SheetFault::RoundDisagrees {
                    bonus: side.bonus,
                    cards: side.cards,
                    total: side.total,
                    team: side.name.clone(),
                    sheet: e.total,
                });
            }
        }
        Ok(())
    }
}

/// Each item of `list` that is not the item at its place in `old` (the
/// file's), read back from its own text.
fn read_back_new<T>(origin: &str, list: &[T], old: &[T]) -> Result<()>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq,
{
    list.iter()
        .enumerate()
        .filter(|(i, item)| old.get(*i) != Some(item))
        .try_for_each(|(_, item)| read_back(origin, item))
}

/// `value` written and read again as the reader reads a file: refused
/// where the reader refuses it, or reads it as something else.
fn read_back<T>(origin: &str, value: &T) -> Result<()>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq,
{
    let text = yaml::to_string(value)?;
    let back: T = yaml::from_str(origin, &text, ErrorKind::Game)?;
    if back != *value {
        return Err(Error::new(
            ErrorKind::Io,
            yaml::problem::YamlFault::CannotWriteYaml {
                why: format!("it reads back otherwise: {}", text.trim_end()),
            },
        ));
    }
    Ok(())
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
    // Every file read passes here: the path is spelt out only for a key
    // that is missing.
    for (k, v) in full {
        match stored.entry(k) {
            None => return Some((format!("{path}.{k}"), key)),
            Some((sub_key, s)) if v.is_object() => {
                if let Some(found) = missing(v, s, &format!("{path}.{k}"), sub_key) {
                    return Some(found);
                }
            }
            Some(_) => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::hand::Entry;
    use crate::sheet::log::{Change, Event};
    use crate::sheet::tally::Tally;
    use crate::sheet::undo::{Edit, Redo, Redone};

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
        g.redo.push(Redo {
            change: Redone::Added,
            hand: 2,
            put: g.hands[0].clone(),
        });
        g.edits.push(Edit {
            hand: 1,
            after: 1,
            was: g.hands[0].clone(),
        });
        g.log.push(Change {
            old: Some("A=0,0 B=0,0".into()),
            new: Some(g.hands[0].points()),
            ..Change::of_hand(
                &crate::sheet::Stamp::at("2026-11-23T20:00:00Z"),
                Event::Replaced,
                1,
            )
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
        assert!(disagrees_for(&err, "A"), "{err:?}");
    }

    /// Whether `err` is a hand's tally that scores other points for `team`
    /// than the sheet holds.
    fn disagrees_for(err: &Error, team: &str) -> bool {
        let Some(SheetFault::OfHand { why, .. }) = err.fault() else {
            return false;
        };
        matches!(why.get(), Some(SheetFault::TallyDisagrees { team: t, .. }) if t == team)
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
            assert!(disagrees_for(&err, "A"), "{err:?}");
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
            .replace(
                &format!("version: {}\n", super::super::migrate::CURRENT),
                "",
            )
            .replace(
                "    tally: natural:1,red3:1,out,cards:120\n",
                "    tally:\n      natural: 1\n      red3: 1\n      out: true\n      cards: 120\n",
            )
            .replace("    tally: ''\n", "    tally: {}\n");
        assert_eq!(GameFile::parse("g.yaml", &older).unwrap(), g);
        // A bad item is refused where it stands.
        let bad = text.replace("red3:1,out", "red3:x,out");
        let err = GameFile::parse("g.yaml", &bad).unwrap_err();
        assert_eq!(
            err.fault(),
            Some(&crate::yaml::problem::YamlFault::InvalidValue {
                found: crate::yaml::Found::text("red3:x"),
                expected: crate::yaml::Expected::StoredTally,
            }),
            "{}",
            err.message()
        );
        let at = err.span().unwrap().start;
        assert!(bad[at..].starts_with("natural:1,red3:x"), "{}", &bad[at..]);
    }
}
