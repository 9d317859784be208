//! One hand on the pad: each side's points and where they came from.

use serde::{Deserialize, Serialize};

use crate::round::RoundFile;
use crate::score::HandScore;
use crate::sheet::tally::{self, Tally};

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
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::sheet::time::read_optional"
    )]
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
pub(crate) fn is_false(b: &bool) -> bool {
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

/// The `from` of a hand entered as each side's points (the file keeps the
/// command line's word for it, as it always has).
pub const POINTS: &str = "--points";

/// The `from` of a hand entered as what each side counted.
pub const TALLY: &str = "--tally";
