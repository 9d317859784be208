//! The links of a served evening and the role each gives: the
//! organiser's (the director's), the viewer's, one per table and one per
//! player. They are kept beside the evening file as the one game's pad
//! keeps its own (`kept_links`): the same links all evening, whatever
//! restarts, readable by their owner alone.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::serve::kept_links;
use crate::serve::token::Token;
use canasta::club::evening::Evening;
use canasta::club::round::SEATS;
use canasta::error::Result;

/// The holder of a link to an evening.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum ClubRole {
    /// The director: reads and writes every table, draws the next round.
    Organiser,
    /// A table (by its number): enters whole hands at that table, all
    /// evening.
    Table(u32),
    /// A player (by name): follows the player from table to table.
    Player(String),
    /// Reads only.
    Viewer,
}

/// The version of the kept file's format.
const VERSION: u32 = 1;

/// The kept file.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    version: u32,
    /// The evening's identity: random, kept while it is the same evening.
    evening: String,
    /// What tells this evening from another at the same path.
    seed: u64,
    players: Vec<String>,
    organiser: String,
    viewer: String,
    /// Table 1's token first.
    tables: Vec<String>,
    /// In the order of `players`.
    player_tokens: Vec<String>,
}

/// Every link's token.
#[derive(Debug)]
pub(crate) struct ClubKeys {
    entries: Vec<(Token, ClubRole)>,
    /// The evening's identity (names the cookie; not secret).
    pub identity: String,
    /// Why the links could not be kept, where they could not.
    pub problem: Option<String>,
}

impl ClubKeys {
    /// The links of the evening kept at `path`: those kept before where
    /// they are the same evening's (`new_links`: new ones whatever was
    /// kept), else new ones, kept for the next start.
    pub(crate) fn open(path: &Path, evening: &Evening, new_links: bool) -> Result<ClubKeys> {
        let file = kept_links::path_of(path);
        let kept = kept_links::read::<Stored>(&file).filter(|s| {
            s.version == VERSION && s.seed == evening.seed && s.players == evening.players
        });
        if let Some(s) = &kept
            && !new_links
            && let Some(keys) = Self::of(s)
        {
            return Ok(keys);
        }
        let identity = match kept {
            Some(s) if s.evening.len() == 32 => s.evening,
            _ => Token::new()?.as_str()[..32].to_string(),
        };
        let new = || Token::new().map(|t| t.as_str().to_string());
        let tables = (0..table_count(evening))
            .map(|_| new())
            .collect::<Result<Vec<_>>>()?;
        let player_tokens = evening
            .players
            .iter()
            .map(|_| new())
            .collect::<Result<Vec<_>>>()?;
        let stored = Stored {
            version: VERSION,
            evening: identity,
            seed: evening.seed,
            players: evening.players.clone(),
            organiser: new()?,
            viewer: new()?,
            tables,
            player_tokens,
        };
        let problem = kept_links::write(&file, &stored)
            .err()
            .map(|e| format!("{}: {e}", file.display()));
        let mut keys = Self::of(&stored).unwrap_or(ClubKeys {
            entries: Vec::new(),
            identity: stored.evening.clone(),
            problem: None,
        });
        keys.problem = problem;
        Ok(keys)
    }

    fn of(s: &Stored) -> Option<ClubKeys> {
        let mut entries = vec![
            (Token::parse(&s.organiser)?, ClubRole::Organiser),
            (Token::parse(&s.viewer)?, ClubRole::Viewer),
        ];
        for (n, t) in (1..).zip(&s.tables) {
            entries.push((Token::parse(t)?, ClubRole::Table(n)));
        }
        (s.player_tokens.len() == s.players.len()).then_some(())?;
        for (p, t) in s.players.iter().zip(&s.player_tokens) {
            entries.push((Token::parse(t)?, ClubRole::Player(p.clone())));
        }
        Some(ClubKeys {
            entries,
            identity: s.evening.clone(),
            problem: None,
        })
    }

    /// The role of a presented token, if it is one of the links'. Every
    /// token is compared, in constant time, whichever matches.
    pub(crate) fn role_of(&self, presented: &str) -> Option<ClubRole> {
        let mut found = None;
        for (token, role) in &self.entries {
            if token.matches(presented) {
                found = Some(role.clone());
            }
        }
        found
    }

    /// Every link's token with its role: the organiser's, the viewer's,
    /// each table's, each player's.
    pub(crate) fn each(&self) -> impl Iterator<Item = (&str, &ClubRole)> {
        self.entries.iter().map(|(t, r)| (t.as_str(), r))
    }
}

/// How many tables a round of `evening` has: every four players one.
pub(crate) fn table_count(evening: &Evening) -> usize {
    evening.players.len() / SEATS
}

/// The links of a served evening, as `--format json` prints them.
#[derive(Debug, Serialize)]
pub(crate) struct ClubLinks {
    /// The address, ending in `/`.
    pub url: String,
    pub organiser: String,
    pub viewer: String,
    /// Table number (as text) → link.
    pub tables: BTreeMap<String, String>,
    /// Player's name → link.
    pub players: serde_json::Map<String, serde_json::Value>,
}

impl ClubLinks {
    pub(crate) fn new(url: &str, keys: &ClubKeys) -> ClubLinks {
        let link = |t: &str| format!("{url}?token={t}");
        let mut links = ClubLinks {
            url: url.to_string(),
            organiser: String::new(),
            viewer: String::new(),
            tables: BTreeMap::new(),
            players: serde_json::Map::new(),
        };
        for (token, role) in keys.each() {
            match role {
                ClubRole::Organiser => links.organiser = link(token),
                ClubRole::Viewer => links.viewer = link(token),
                ClubRole::Table(n) => {
                    links.tables.insert(n.to_string(), link(token));
                }
                ClubRole::Player(p) => {
                    links
                        .players
                        .insert(p.clone(), serde_json::Value::String(link(token)));
                }
            }
        }
        links
    }

    /// The tables' links in their numbers' order (the map orders "10"
    /// before "2").
    pub(crate) fn tables_in_order(&self) -> Vec<(u32, &str)> {
        let mut all: Vec<(u32, &str)> = self
            .tables
            .iter()
            .filter_map(|(n, l)| Some((n.parse().ok()?, l.as_str())))
            .collect();
        all.sort_unstable();
        all
    }

    /// The one line for programs.
    pub(crate) fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default() + "\n"
    }
}
