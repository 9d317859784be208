//! A season's table: the standings of several evenings summed per
//! player, players matched by name in any case.

use std::collections::HashMap;
use std::path::PathBuf;

use serde::Serialize;

use crate::club::rule::StandingsRule;
use crate::club::standings::Standing;
use crate::club::view::show;
use crate::error::{Origin, Result};

/// The season over some evenings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Season {
    /// How many evenings.
    pub evenings: usize,
    /// The players, best first: ranked by the first evening's rule.
    pub players: Vec<SeasonLine>,
}

/// One player's line of the season.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct SeasonLine {
    /// The place, from 1 (shared where level on everything ranked by).
    pub rank: usize,
    /// The player's name (as the first evening that names the player
    /// spells it).
    pub player: String,
    /// Evenings the player played in.
    pub evenings: u32,
    /// Finished games over the season.
    pub games: u32,
    /// Of them won.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// Rounds sat out.
    pub byes: u32,
    /// Match points, summed.
    pub match_points: i64,
    /// Differences, summed.
    pub difference: i64,
    /// The sides' totals, summed.
    pub total: i64,
}

/// The season of the evening files `paths`, read in turn.
pub fn season(paths: &[PathBuf]) -> Result<Season> {
    let mut evenings = Vec::with_capacity(paths.len());
    for path in paths {
        let club = show(path).map_err(|e| e.within(Origin::of_path(path)))?;
        evenings.push((club.rule, club.standings));
    }
    Ok(sum(&evenings))
}

/// The season of evenings' standings, each with its rule.
pub fn sum(evenings: &[(StandingsRule, Vec<Standing>)]) -> Season {
    let mut lines: Vec<SeasonLine> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    for (_, standings) in evenings {
        for s in standings {
            let i = *at.entry(s.player.to_lowercase()).or_insert_with(|| {
                lines.push(SeasonLine {
                    player: s.player.clone(),
                    ..SeasonLine::default()
                });
                lines.len() - 1
            });
            let l = &mut lines[i];
            l.evenings += 1;
            l.games += s.games;
            l.won += s.won;
            l.drawn += s.drawn;
            l.lost += s.lost;
            l.byes += s.byes;
            l.match_points += s.match_points;
            l.difference += s.difference;
            l.total += s.total;
        }
    }
    let rule = evenings.first().map(|(r, _)| r.clone()).unwrap_or_default();
    // Ranked as an evening's standings are, by the same keys.
    let as_standings: Vec<Standing> = lines
        .iter()
        .map(|l| Standing {
            player: l.player.clone(),
            won: l.won,
            match_points: l.match_points,
            difference: l.difference,
            total: l.total,
            ..Standing::default()
        })
        .collect();
    let ranked = crate::club::standings::rank(as_standings, &rule);
    let players = ranked
        .into_iter()
        .map(|s| {
            let i = at[&s.player.to_lowercase()];
            SeasonLine {
                rank: s.rank,
                ..lines[i].clone()
            }
        })
        .collect();
    Season {
        evenings: evenings.len(),
        players,
    }
}
