//! The game file's shape and the checks a hand-edited file must pass.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::{AllOf, Error, ErrorKind, Fault, Hint, Label, Result, faults};
use crate::round::{self, RoundFile};
use crate::rules::{RuleSet, Tie};
use crate::score::{self, HandScore};
use crate::sheet::fault::SheetFault;
use crate::sheet::tally::{self, Tally};
use crate::yaml::{self, Node};

faults! {
    /// What is wrong with a game file or a change to it.
    pub enum GameFault {
        /// The rule set stored in the file contradicts itself.
        StoredRulesIncoherent { cause: Box<Error> } => "stored_rules_incoherent",
        /// A hand names a team the game does not have.
        UnknownTeam { hand: usize, team: String, teams: Vec<String> } => "unknown_team",
        /// A hand gives a team twice.
        TeamTwice { hand: usize, team: String } => "team_twice",
        /// A hand's total is not its bonus and card points.
        TotalMismatch { hand: usize, team: String, total: i64, bonus: i64, cards: i64, sum: i64 } => "total_mismatch",
        /// A hand gives the bonus or the card points alone.
        BonusOrCardsAlone { hand: usize, team: String } => "bonus_or_cards_alone",
        /// A hand has no score for a team.
        TeamMissing { hand: usize, team: String } => "team_missing",
        /// A game file with nothing in it.
        GameFileEmpty { file: crate::error::Origin } => "game_file_empty",
        /// The stored rule set lacks a field the rule sets have now.
        StoredRulesLack { path: String } => "stored_rules_lack",
        /// A hand number the game does not have.
        NoSuchHand { number: usize, count: usize } => "no_such_hand",
        NothingToUndo => "nothing_to_undo",
        NothingToRedo => "nothing_to_redo",
        /// The edit to undo names a hand the sheet does not hold.
        UndoMissingHand { hand: usize } => "undo_missing_hand",
        /// The change to redo names a hand that does not fit the sheet.
        RedoMisplaced { hand: usize, count: usize } => "redo_misplaced",
        /// A running total past what a number holds.
        TotalOutOfRange { hand: usize, team: String, total: i64, add: i64 } => "total_out_of_range",
        /// `rules:` gives a rule set's name where the game keeps the rule set whole.
        RulesNamed { name: String } => "rules_named",
        /// A kept edit that does not fit the sheet's hands or the edits
        /// before it (`edit` counts from 1).
        EditMisfits { edit: usize, hand: usize, after: usize, count: usize } => "edit_misfits",
        /// The rule model could not be listed to check the stored rules;
        /// `why` in the JSON writer's words.
        RulesUncheckable { why: String } => "rules_uncheckable",
        /// Hands after the hand that ended the game.
        HandsAfterEnd { over: usize, count: usize } => "hands_after_end",
        /// A game file of a version this build does not know yet; it
        /// reads versions `first` to `current`.
        NewerVersion { file: crate::error::Origin, version: String, first: u32, current: u32 } => "newer_version",
        /// `version:` that is not a whole number of a version; `found` is
        /// what it holds.
        BadVersion { found: crate::yaml::Found, first: u32, current: u32 } => "bad_version",
    }
}

/// The comment at the top of every game file.
pub const HEADER: &str = "\
# canasta score sheet (`canasta game show` prints it).
# One entry per hand under `hands`; per side the bonus and card points, or a
# total alone. Running totals, minimums and the winner are worked out from
# these, never stored. The rule set below was fixed when the game started.
";

/// A game on the score pad: the sides, the rule set, every hand and change, as
/// the game file stores them.
///
/// The changes `game add`, `edit`, `undo` and `redo` make are its methods
/// ([`add`](GameFile::add), [`edit`](GameFile::edit), [`undo`](GameFile::undo),
/// [`redo`](GameFile::redo)); [`store`](crate::sheet::store) reads and saves
/// the file.
///
/// ```
/// use canasta::sheet::{Entry, GameFile, Hand};
///
/// let rules = canasta::rules::load("classic")?;
/// let mut game = GameFile::new(vec!["We".into(), "They".into()], rules);
/// let hand = |we, they| Hand {
///     scores: vec![
///         Entry::total_only("We", we),
///         Entry::total_only("They", they),
///     ],
///     ..Hand::default()
/// };
/// let at = "2026-11-24T20:00:00Z";
/// game.add(hand(900, -20), at)?;
/// game.add(hand(450, 630), at)?;
/// assert_eq!(game.running_totals().last().unwrap(), &vec![1350, 610]);
///
/// // The second hand was written wrong: edit it, then change one's mind.
/// game.edit(2, hand(540, 630), at)?;
/// assert_eq!(game.hands[1].scores[0].total, 540);
/// game.undo(at)?;
/// assert_eq!(game.hands[1].scores[0].total, 450);
/// game.redo(at)?;
/// assert_eq!(game.hands[1].scores[0].total, 540);
///
/// // Undo takes back the last hand once no edit is left to take back.
/// game.undo(at)?;
/// game.undo(at)?;
/// assert_eq!(game.hands.len(), 1);
/// assert_eq!(game.log.len(), 7);
/// # Ok::<(), canasta::Error>(())
/// ```
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
    /// The hands played, in order.
    #[serde(default)]
    pub hands: Vec<Hand>,
    /// The edits `game undo` can take back, the last one on top. A hand
    /// is undone as an add where no edit was made after it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edits: Vec<Edit>,
    /// The changes `game undo` took back, the last one on top: `game redo`
    /// makes them again; any other change clears them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Redo>,
    /// Every change to the sheet, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<Change>,
    /// The whole rule set, resolved when the game started.
    pub rules: RuleSet,
}

/// One line of the sheet's history.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a change: {at: TIME, what: KIND}, with the hand, how it was entered, and `old` and `new` points where a hand changed"
)]
pub struct Change {
    /// When, in RFC 3339 UTC.
    pub at: String,
    /// What changed, as data: the front end words it in the reader's
    /// language.
    pub what: Event,
    /// The hand changed (1 is the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<usize>,
    /// How the hand was entered: a round file, `--points`, `--tally`, or
    /// `interactive` (asked at the terminal).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Entered with `--force`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub forced: bool,
    /// The sides of a game started.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<String>,
    /// An older file's words for a change no kind fits (`what: other`),
    /// kept as they were written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The hand before the change, as `--points` takes it (`We=600,345
    /// They=-35`); none for a hand added.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old: Option<String>,
    /// The hand after the change, the same way; none for a hand removed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new: Option<String>,
}

/// The kinds of change a game's log records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The game started, with its `teams`.
    #[default]
    Started,
    /// A hand added after the last.
    Added,
    /// A hand replaced by `game edit`.
    Replaced,
    /// `game undo` took back the edit of a hand.
    UndidEdit,
    /// `game undo` removed the last hand.
    Removed,
    /// `game redo` put back a hand removed.
    PutBack,
    /// `game redo` made an edit again.
    RedidEdit,
    /// A change an older file recorded in words no kind fits (`text`).
    Other,
}

impl Change {
    /// A change made at `at` (RFC 3339 UTC), of the kind `what`.
    pub fn new(at: impl Into<String>, what: Event) -> Change {
        Change {
            at: at.into(),
            what,
            ..Change::default()
        }
    }

    /// A change to hand `hand`.
    fn of_hand(at: &str, what: Event, hand: usize) -> Change {
        Change {
            hand: Some(hand),
            ..Change::new(at, what)
        }
    }

    /// A change to hand `hand`, entered as `entered` was.
    fn entered(at: &str, what: Event, hand: usize, entered: &Hand) -> Change {
        Change {
            from: entered.from.clone(),
            forced: entered.forced,
            ..Change::of_hand(at, what, hand)
        }
    }
}

/// What a change to the sheet did, for the summary the front end shows:
/// the change as logged, and the hand the one added repeats (entered
/// twice?).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Done {
    /// The change, as the log keeps it.
    pub change: Change,
    /// The hand the one added repeats, where it does.
    pub same_as: Option<usize>,
}

impl Done {
    fn of(change: &Change) -> Done {
        Done {
            change: change.clone(),
            same_as: None,
        }
    }
}

/// A hand replaced by `game edit`, kept so that `game undo` puts it back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "an edit: {hand: N, after: N, was: HAND}"
)]
pub struct Edit {
    /// The number of the hand replaced (1 is the first).
    pub hand: usize,
    /// How many hands the sheet held when the edit was made: it is undone
    /// before any hand added after it.
    pub after: usize,
    /// The hand as it was before the edit.
    pub was: Hand,
}

/// What `game redo` makes again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Redone {
    /// A hand added at the end.
    Added,
    /// An edit of a hand.
    Replaced,
}

/// A change `game undo` took back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a change to redo: {change: added or replaced, hand: N, put: HAND}"
)]
pub struct Redo {
    /// Whether it added a hand or edited one.
    pub change: Redone,
    /// The number of the hand.
    pub hand: usize,
    /// The hand `game redo` puts in its place.
    pub put: Hand,
}

/// One hand on the pad: each side's points, and where they came from.
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
    /// Each side's points, in the order of the game's teams.
    pub scores: Vec<Entry>,
    /// The cards of a hand entered from a round file, kept for the record;
    /// its score is checked against `scores` on every read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<RoundFile>,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
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
    /// The side's name.
    pub team: String,
    /// The bonus points, where the hand gives them apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus: Option<i64>,
    /// The card points, where the hand gives them apart.
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
    /// A side's points given as bonus and cards.
    pub fn split(team: &str, bonus: i64, cards: i64) -> Entry {
        Entry {
            team: team.to_string(),
            bonus: Some(bonus),
            cards: Some(cards),
            total: bonus.saturating_add(cards),
            tally: None,
        }
    }

    /// A side's points given as a total alone.
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

    /// The hand's points as `--points` takes them: `We=600,345 They=-35`.
    pub fn points(&self) -> String {
        let sides: Vec<String> = self
            .scores
            .iter()
            .map(|e| match (e.bonus, e.cards) {
                (Some(b), Some(c)) => format!("{}={b},{c}", e.team),
                _ => format!("{}={}", e.team, e.total),
            })
            .collect();
        sides.join(" ")
    }
}

/// The `from` of a hand entered by answering questions at the terminal.
pub const INTERACTIVE: &str = "interactive";

impl GameFile {
    /// A new game of `teams` under `rules`, with no hand yet.
    pub fn new(teams: Vec<String>, rules: RuleSet) -> GameFile {
        GameFile {
            version: super::migrate::CURRENT,
            teams,
            players: BTreeMap::new(),
            hands: Vec::new(),
            edits: Vec::new(),
            redo: Vec::new(),
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
        game.check(&tree, verified)?;
        game.check_edits(&tree)?;
        Ok(game)
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
        self.rules
            .clone()
            .with_players(self.rules.players.count)
            .map_err(|e| {
                // The error names `--players`, which the stored rules did not come from.
                let message = GameFault::StoredRulesIncoherent {
                    cause: Box::new(e.without_outer_place()),
                };
                match tree.entry("rules") {
                    Some((key, _)) => key.error(ErrorKind::Game, message, Label::InThisRuleSet),
                    None => Error::new(ErrorKind::Game, message),
                }
            })?;
        Ok(())
    }

    fn check(&self, tree: &Node, verified: &[Hand]) -> Result<()> {
        self.check_teams(tree)?;
        let hands = tree.get("hands");
        let key = tree.entry("hands").map_or(tree, |(k, _)| k);
        let mut totals = vec![0i64; self.teams.len()];
        for (h, hand) in self.hands.iter().enumerate() {
            let node = hands.and_then(|n| n.item(h)).unwrap_or(key);
            self.check_hand(hand, h + 1, node, &mut totals)?;
            let place = |name: &str| node.entry(name).map_or(node, |(k, _)| k);
            let at =
                |node: &Node, label: Label, msg: Fault| node.error(ErrorKind::Game, msg, label);
            let n = h + 1;
            if hand.scores.iter().any(|e| e.tally.is_some()) && verified.get(h) != Some(hand) {
                self.check_tally(hand).map_err(|f| {
                    at(
                        place("scores"),
                        Label::ThisTally,
                        SheetFault::OfHand {
                            hand: n,
                            why: Box::new(f),
                        }
                        .into(),
                    )
                })?;
            }
            if let Some(r) = hand
                .round
                .as_ref()
                .filter(|_| verified.get(h) != Some(hand))
            {
                self.check_round(hand, r, n).map_err(|msg| {
                    at(
                        place("round"),
                        Label::ThisRound,
                        SheetFault::OfHand {
                            hand: n,
                            why: Box::new(msg.into()),
                        }
                        .into(),
                    )
                })?;
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

    /// One hand's entries: every side once, numbers that add up, running
    /// totals (`totals`, carried on) in range.
    fn check_hand(&self, hand: &Hand, n: usize, node: &Node, totals: &mut [i64]) -> Result<()> {
        let at =
            |node: &Node, label: Label, fault: Fault| node.error(ErrorKind::Game, fault, label);
        let entry_of = |team: &str| {
            node.get("scores")
                .map(Node::items)
                .unwrap_or_default()
                .iter()
                .find(|s| s.get("team").and_then(Node::as_str) == Some(team))
                .unwrap_or(node)
        };
        for e in &hand.scores {
            let entry = entry_of(&e.team);
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
                            sum: b.saturating_add(c),
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
        for (i, t) in self.teams.iter().enumerate() {
            let add = hand.entry(t).map_or(0, |e| e.total);
            totals[i] = totals[i].checked_add(add).ok_or_else(|| {
                let entry = entry_of(t);
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

    /// A side's players in seating order: those the game names, or, where
    /// every side is one player, the side itself.
    pub fn players_of(&self, team: &str) -> Option<Vec<&str>> {
        match self.players.get(team) {
            Some(p) => Some(p.iter().map(String::as_str).collect()),
            None if self.rules.side_size() == 1 && self.rules.sitting_out() == 0 => self
                .teams
                .iter()
                .find(|t| *t == team)
                .map(|t| vec![t.as_str()]),
            None => None,
        }
    }

    /// Who deals hand `number` (1-based), when every side has players:
    /// seats alternate sides, and the deal passes to the left each hand.
    pub fn dealer(&self, number: usize) -> Option<&str> {
        self.seating(number).map(|s| s.0)
    }

    /// Who sits out hand `number` (1-based) where the rule set has players
    /// sit out (traditional, 5 players: one of the side of three).
    pub fn sitting_out(&self, number: usize) -> Vec<&str> {
        self.seating(number).map(|s| s.1).unwrap_or_default()
    }

    /// The dealer of hand `number` and who sits it out. Seats alternate
    /// sides, the first named first. A side with more players than the
    /// smallest side has the extra ones sit out in turn, its last named
    /// first (A, B, C: C sits out, then B, then A). The deal goes round
    /// every seat, passing over a player who sits the hand out.
    fn seating(&self, number: usize) -> Option<(&str, Vec<&str>)> {
        let sides: Option<Vec<Vec<&str>>> = self.teams.iter().map(|t| self.players_of(t)).collect();
        let sides = sides?;
        let hand = number.max(1) - 1;
        let mut away = Vec::new();
        if self.rules.sitting_out() > 0 {
            let fewest = sides.iter().map(Vec::len).min()?;
            for side in &sides {
                let (k, extra) = (side.len(), side.len() - fewest);
                for j in 0..extra {
                    // Counted back from the last named, `extra` a hand.
                    let back = (hand * extra + j) % k;
                    away.push(side[k - 1 - back]);
                }
            }
        }
        let most = sides.iter().map(Vec::len).max()?;
        let seats: Vec<&str> = (0..most)
            .flat_map(|i| sides.iter().filter_map(move |p| p.get(i).copied()))
            .collect();
        let dealer = (0..seats.len())
            .map(|i| seats[(hand + i) % seats.len()])
            .find(|p| !away.contains(p))?;
        Some((dealer, away))
    }

    /// Running totals after each hand, per side in team order.
    pub fn running_totals(&self) -> Vec<Vec<i64>> {
        let mut totals = vec![0i64; self.teams.len()];
        let mut out = Vec::with_capacity(self.hands.len());
        for hand in &self.hands {
            for (i, t) in self.teams.iter().enumerate() {
                let add = hand.entry(t).map_or(0, |e| e.total);
                totals[i] = totals[i].saturating_add(add);
            }
            out.push(totals.clone());
        }
        out
    }

    /// The number of the hand after which the game ended (1-based) and its
    /// winners.
    pub fn end(&self) -> Option<(usize, Vec<String>)> {
        self.running_totals()
            .iter()
            .enumerate()
            .find_map(|(i, totals)| self.winners(totals, i + 1).map(|w| (i + 1, w)))
    }

    /// The winners if the game is over with these totals after `played`
    /// hands.
    fn winners(&self, totals: &[i64], played: usize) -> Option<Vec<String>> {
        let game = &self.rules.game;
        let best = *totals.iter().max()?;
        // A game of a fixed number of hands ends after the last, whatever
        // the totals; the target does not end it.
        let done = match game.hands {
            Some(n) => played >= n as usize,
            None => best >= game.target,
        };
        if !done {
            return None;
        }
        let top: Vec<String> = self
            .teams
            .iter()
            .zip(totals)
            .filter(|(_, t)| **t == best)
            .map(|(n, _)| n.clone())
            .collect();
        if top.len() > 1 && game.tie == Tie::PlayOn {
            return None;
        }
        Some(top)
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

/// The changes `game add`, `edit`, `undo` and `redo` make. Each is logged
/// with its time `at` and the hand's points before and after, and returns
/// what it did, for the summary. A refused change leaves the game as it was.
impl GameFile {
    /// No hand is added once the game is over.
    pub fn refuse_over(&self) -> Result<()> {
        match self.end() {
            Some((n, w)) => Err(Error::new(
                ErrorKind::Usage,
                SheetFault::GameOver {
                    winners: AllOf(w),
                    hand: n,
                },
            )),
            None => Ok(()),
        }
    }

    /// Hand `number` (1 is the first) is one of the sheet's.
    pub fn has_hand(&self, number: usize) -> Result<()> {
        let count = self.hands.len();
        if number == 0 || number > count {
            return Err(Error::new(
                ErrorKind::Usage,
                GameFault::NoSuchHand { number, count },
            ));
        }
        Ok(())
    }

    /// Add a hand after the last. The summary warns where it is the same
    /// as the hand before (entered twice?); the hand is added all the same.
    pub fn add(&mut self, mut hand: Hand, at: &str) -> Result<Done> {
        self.refuse_over()?;
        hand.added = Some(at.to_string());
        let n = self.hands.len() + 1;
        let twice = self
            .hands
            .last()
            .is_some_and(|last| last.scores == hand.scores);
        let change = Change {
            new: Some(hand.points()),
            ..Change::entered(at, Event::Added, n, &hand)
        };
        let mut done = Done::of(&change);
        self.log.push(change);
        self.hands.push(hand);
        self.redo.clear();
        if twice {
            done.same_as = Some(n - 1);
        }
        Ok(done)
    }

    /// Replace hand `number` (1 is the first); later totals follow. Refused
    /// where the game would then end before the hands that follow.
    pub fn edit(&mut self, number: usize, mut hand: Hand, at: &str) -> Result<Done> {
        self.has_hand(number)?;
        let count = self.hands.len();
        hand.added.clone_from(&self.hands[number - 1].added);
        let what = Change::entered(at, Event::Replaced, number, &hand);
        let new = hand.points();
        let was = std::mem::replace(&mut self.hands[number - 1], hand);
        if let Some((n, w)) = self.end()
            && n < count
        {
            self.hands[number - 1] = was;
            return Err(Error::new(
                ErrorKind::Usage,
                SheetFault::EndsBefore {
                    hand: n,
                    winners: AllOf(w),
                    count,
                },
            ));
        }
        let change = Change {
            old: Some(was.points()),
            new: Some(new),
            ..what
        };
        let done = Done::of(&change);
        self.log.push(change);
        self.edits.push(Edit {
            hand: number,
            after: count,
            was,
        });
        self.redo.clear();
        Ok(done)
    }

    /// Take back the last change: the last edit where no hand was added
    /// after it, else the last hand.
    pub fn undo(&mut self, at: &str) -> Result<Done> {
        let count = self.hands.len();
        if let Some(e) = self.edits.pop_if(|e| e.after == count) {
            let Some(slot) = self.hands.get_mut(e.hand.wrapping_sub(1)) else {
                // `check_edits` keeps every edit within the sheet.
                return Err(Error::new(
                    ErrorKind::Game,
                    GameFault::UndoMissingHand { hand: e.hand },
                ));
            };
            let now = std::mem::replace(slot, e.was);
            let change = Change {
                old: Some(now.points()),
                new: Some(slot.points()),
                ..Change::of_hand(at, Event::UndidEdit, e.hand)
            };
            let done = Done::of(&change);
            self.log.push(change);
            self.redo.push(Redo {
                change: Redone::Replaced,
                hand: e.hand,
                put: now,
            });
            return Ok(done);
        }
        let Some(h) = self.hands.pop() else {
            return Err(Error::new(ErrorKind::Usage, GameFault::NothingToUndo));
        };
        let change = Change {
            old: Some(h.points()),
            ..Change::of_hand(at, Event::Removed, count)
        };
        let done = Done::of(&change);
        self.log.push(change);
        self.redo.push(Redo {
            change: Redone::Added,
            hand: count,
            put: h,
        });
        Ok(done)
    }

    /// Make the last change `undo` took back again.
    pub fn redo(&mut self, at: &str) -> Result<Done> {
        let Some(r) = self.redo.pop() else {
            return Err(Error::new(ErrorKind::Usage, GameFault::NothingToRedo));
        };
        let count = self.hands.len();
        let refused = match r.change {
            Redone::Added if r.hand != count + 1 => Some(misplaced(r.hand, count)),
            Redone::Added => self.refuse_over().err(),
            Redone::Replaced if !(1..=count).contains(&r.hand) => Some(misplaced(r.hand, count)),
            Redone::Replaced => None,
        };
        if let Some(e) = refused {
            self.redo.push(r);
            return Err(e);
        }
        let new = r.put.points();
        let (what, old) = match r.change {
            Redone::Added => {
                self.hands.push(r.put);
                (Event::PutBack, None)
            }
            Redone::Replaced => {
                let was = std::mem::replace(&mut self.hands[r.hand - 1], r.put);
                let old = was.points();
                self.edits.push(Edit {
                    hand: r.hand,
                    after: count,
                    was,
                });
                (Event::RedidEdit, Some(old))
            }
        };
        let change = Change {
            old,
            new: Some(new),
            ..Change::of_hand(at, what, r.hand)
        };
        let done = Done::of(&change);
        self.log.push(change);
        Ok(done)
    }
}

/// A change to redo that a hand-edited file put out of place.
fn misplaced(hand: usize, count: usize) -> Error {
    Error::new(ErrorKind::Game, GameFault::RedoMisplaced { hand, count })
        .with_help(Hint::RemoveRedo)
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
pub(crate) mod tests {
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
            ..Change::of_hand("2026-11-23T20:00:00Z", Event::Replaced, 1)
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
            err.message()
                .contains(r#"code: "tally_disagrees", fields: [("team", Text("A"))"#),
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
                err.message()
                    .contains(r#"code: "tally_disagrees", fields: [("team", Text("A"))"#),
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
            &crate::yaml::problem::YamlFault::InvalidValue {
                found: crate::yaml::Found::text("red3:x"),
                expected: crate::yaml::Expected::StoredTally,
            }
            .into(),
            "{}",
            err.message()
        );
        let at = err.span().unwrap().start;
        assert!(bad[at..].starts_with("natural:1,red3:x"), "{}", &bad[at..]);
    }

    /// Five at traditional: We=Anna,Bernd against They=Carla,Dirk,Emil.
    pub(crate) fn five_at_traditional() -> GameFile {
        let rules = crate::rules::load("traditional")
            .unwrap()
            .with_players(5)
            .unwrap();
        let mut g = GameFile::new(vec!["We".into(), "They".into()], rules);
        g.players
            .insert("We".into(), vec!["Anna".into(), "Bernd".into()]);
        g.players.insert(
            "They".into(),
            vec!["Carla".into(), "Dirk".into(), "Emil".into()],
        );
        g
    }

    fn points(g: &GameFile) -> Vec<String> {
        g.hands.iter().map(Hand::points).collect()
    }

    fn by_points(a: i64, b: i64) -> Hand {
        Hand {
            from: Some("--points".into()),
            scores: vec![Entry::split("A", 0, a), Entry::total_only("B", b)],
            ..Hand::default()
        }
    }

    /// A logged change's kind, hand, and points before and after.
    type Logged<'a> = (Event, Option<usize>, Option<&'a str>, Option<&'a str>);

    #[test]
    fn undo_and_redo_walk_over_adds_and_edits_alike() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        g.add(by_points(10, 20), "t1").unwrap();
        g.add(by_points(30, 40), "t2").unwrap();
        let edited = g.edit(1, by_points(15, 20), "t3").unwrap();
        assert_eq!(
            (edited.change.what, edited.change.hand),
            (Event::Replaced, Some(1))
        );
        assert_eq!(edited.change.from.as_deref(), Some("--points"));
        g.add(by_points(50, 60), "t4").unwrap();
        let states = [
            vec!["A=0,10 B=20", "A=0,30 B=40"],
            vec!["A=0,15 B=20", "A=0,30 B=40"],
            vec!["A=0,15 B=20", "A=0,30 B=40", "A=0,50 B=60"],
        ];
        // Back: the last add, the edit (hand 1 as it was, its time kept),
        // then the adds before it.
        g.undo("u").unwrap();
        assert_eq!(points(&g), states[1]);
        let undone = g.undo("u").unwrap().change;
        assert_eq!((undone.what, undone.hand), (Event::UndidEdit, Some(1)));
        assert_eq!(points(&g), states[0]);
        assert_eq!(g.hands[0].added.as_deref(), Some("t1"));
        g.undo("u").unwrap();
        g.undo("u").unwrap();
        assert!(g.hands.is_empty());
        let e = g.undo("u").unwrap_err();
        assert_eq!(e.fault(), &GameFault::NothingToUndo.into());
        // And forth again, exactly.
        g.redo("r").unwrap();
        g.redo("r").unwrap();
        assert_eq!(points(&g), states[0]);
        let redone = g.redo("r").unwrap().change;
        assert_eq!((redone.what, redone.hand), (Event::RedidEdit, Some(1)));
        assert_eq!(points(&g), states[1]);
        g.redo("r").unwrap();
        assert_eq!(points(&g), states[2]);
        assert_eq!(
            g.redo("r").unwrap_err().fault(),
            &GameFault::NothingToRedo.into()
        );
        // Undo takes the edit back once more after the redo.
        g.undo("u").unwrap();
        g.undo("u").unwrap();
        assert_eq!(points(&g), states[0]);
        // Any new change clears what could be redone.
        g.edit(2, by_points(35, 40), "t5").unwrap();
        assert!(g.redo.is_empty());
        // The log has old and new points for every change.
        let log: Vec<Logged> = g
            .log
            .iter()
            .map(|c| (c.what, c.hand, c.old.as_deref(), c.new.as_deref()))
            .collect();
        assert_eq!(log[0], (Event::Added, Some(1), None, Some("A=0,10 B=20")));
        assert_eq!(g.log[0].from.as_deref(), Some("--points"));
        assert_eq!(
            log[2],
            (
                Event::Replaced,
                Some(1),
                Some("A=0,10 B=20"),
                Some("A=0,15 B=20")
            )
        );
        assert_eq!(log[4], (Event::Removed, Some(3), Some("A=0,50 B=60"), None));
        assert_eq!(
            log[5],
            (
                Event::UndidEdit,
                Some(1),
                Some("A=0,15 B=20"),
                Some("A=0,10 B=20")
            )
        );
        assert_eq!(log[8], (Event::PutBack, Some(1), None, Some("A=0,10 B=20")));
        assert_eq!(
            log[10],
            (
                Event::RedidEdit,
                Some(1),
                Some("A=0,10 B=20"),
                Some("A=0,15 B=20")
            )
        );
    }

    #[test]
    fn a_refused_change_leaves_the_game_as_it_was() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        g.add(by_points(100, 0), "t1").unwrap();
        g.add(by_points(100, 0), "t2").unwrap();
        let before = g.clone();
        // Hand 1 at 5000 would end the game before hand 2.
        let e = g.edit(1, by_points(5000, 0), "t3").unwrap_err();
        assert_eq!(
            e.fault(),
            &Fault::Sheet(SheetFault::EndsBefore {
                hand: 1,
                winners: AllOf(vec!["A".into()]),
                count: 2
            })
        );
        assert!(g.edit(3, by_points(1, 0), "t3").is_err());
        assert_eq!(g, before);
        g.add(by_points(5000, 0), "t3").unwrap();
        let over = g.clone();
        assert_eq!(
            g.add(by_points(1, 0), "t4").unwrap_err().code(),
            "game_over"
        );
        assert_eq!(g, over);
        // A redo that no longer fits is put back as it was.
        g.undo("u").unwrap();
        g.hands.pop();
        let e = g.redo("r").unwrap_err();
        assert_eq!(
            e.fault(),
            &GameFault::RedoMisplaced { hand: 3, count: 1 }.into()
        );
        assert_eq!(g.redo.len(), 1);
    }

    #[test]
    fn hands_undone_in_older_files_become_hands_to_redo() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        g.add(by_points(10, 0), "t1").unwrap();
        // A file of version 2, with two hands undone the old way: hand 3
        // first, then hand 2 on top.
        let undone = serde_yaml::to_string(&vec![by_points(30, 0), by_points(20, 0)]).unwrap();
        let text = g.to_text().unwrap().replace(
            &format!("version: {}\n", super::super::migrate::CURRENT),
            "version: 2\n",
        ) + "undone:\n"
            + &undone;
        assert!(text.contains("version: 2\n"), "{text}");
        let mut read = GameFile::parse("g.yaml", &text).unwrap();
        assert!(!read.to_text().unwrap().contains("undone"));
        assert_eq!(
            read.redo.iter().map(|r| r.hand).collect::<Vec<_>>(),
            vec![3, 2]
        );
        read.redo("r").unwrap();
        read.redo("r").unwrap();
        assert_eq!(points(&read), ["A=0,10 B=0", "A=0,20 B=0", "A=0,30 B=0"]);
        // An edit that names a hand the sheet does not hold is refused.
        let bad = text.replace(
            "undone:",
            "edits:\n- hand: 2\n  after: 2\n  was:\n    scores: []\nundone:",
        );
        let e = GameFile::parse("g.yaml", &bad).unwrap_err();
        assert_eq!(
            e.fault(),
            &GameFault::EditMisfits {
                edit: 1,
                hand: 2,
                after: 2,
                count: 1
            }
            .into()
        );
    }

    #[test]
    fn five_at_traditional_sit_out_in_turn_and_solo_sides_deal() {
        let g = five_at_traditional();
        let hands: Vec<(&str, Vec<&str>)> = (1..=6)
            .map(|n| (g.dealer(n).unwrap(), g.sitting_out(n)))
            .collect();
        assert_eq!(
            hands,
            [
                ("Anna", vec!["Emil"]),
                ("Carla", vec!["Dirk"]),
                ("Bernd", vec!["Carla"]),
                ("Dirk", vec!["Emil"]),
                ("Emil", vec!["Dirk"]),
                ("Anna", vec!["Carla"]),
            ]
        );
        // Each alone: the side is its player, no `Anna=Anna` needed.
        let solo = GameFile::new(
            vec!["Anna".into(), "Ben".into(), "Cleo".into()],
            crate::rules::load("classic-3p").unwrap(),
        );
        let dealers: Vec<&str> = (1..=4).map(|n| solo.dealer(n).unwrap()).collect();
        assert_eq!(dealers, ["Anna", "Ben", "Cleo", "Anna"]);
        assert!(solo.sitting_out(1).is_empty());
        // Partnerships without players name no dealer.
        let pairs = GameFile::new(
            vec!["We".into(), "They".into()],
            crate::rules::load("classic").unwrap(),
        );
        assert_eq!(pairs.dealer(1), None);
    }

    #[test]
    fn the_same_hand_twice_in_a_row_is_added_with_a_warning() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        assert_eq!(g.add(by_points(10, 20), "t1").unwrap().same_as, None);
        let twice = g.add(by_points(10, 20), "t2").unwrap();
        assert_eq!(twice.same_as, Some(1));
        assert_eq!(g.hands.len(), 2);
        let last = g.log.last().unwrap();
        assert_eq!((last.what, last.hand), (Event::Added, Some(2)));
        assert_eq!(g.add(by_points(10, 25), "t3").unwrap().same_as, None);
    }
}
