//! The standings: worked out from the tables' games on every read, by the
//! evening's rule (`rule::StandingsRule`).

use std::cmp::Ordering;
use std::collections::HashMap;

use serde::Serialize;

use crate::club::evening::Evening;
use crate::club::play::Play;
use crate::club::rule::{RankBy, StandingsRule};

/// One player's line of the standings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// The place, from 1; players level on everything the rule ranks by
    /// share it (the name only orders them).
    pub rank: usize,
    /// The player's name.
    pub player: String,
    /// Finished games played.
    pub games: u32,
    /// Of them won.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// Rounds sat out.
    pub byes: u32,
    /// Match points: by the rule, for each finished game and each bye.
    pub match_points: i64,
    /// Over the finished games, the side's total minus the other side's.
    pub difference: i64,
    /// Over the finished games, the side's total.
    pub total: i64,
}

/// The standings of `evening`, best first, from its tables' games
/// (`plays[r][t]`: round `r`'s table `t`, from 0). A game not finished
/// counts nothing yet.
pub fn standings(evening: &Evening, plays: &[Vec<Play>]) -> Vec<Standing> {
    let rule = &evening.standings;
    let mut lines: Vec<Standing> = evening
        .players
        .iter()
        .map(|p| Standing {
            player: p.clone(),
            ..Standing::default()
        })
        .collect();
    let at: HashMap<String, usize> = evening
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.to_lowercase(), i))
        .collect();
    let line = |name: &str| at.get(&name.to_lowercase()).copied();
    for (round, plays) in evening.rounds.iter().zip(plays) {
        for bye in &round.byes {
            if let Some(i) = line(bye) {
                lines[i].byes += 1;
                lines[i].match_points += rule.points.bye;
            }
        }
        for (table, play) in round.tables.iter().zip(plays) {
            if !play.finished {
                continue;
            }
            let all: i64 = play.totals.iter().sum();
            for (s, side) in table.sides.iter().enumerate() {
                let own = play.totals.get(s).copied().unwrap_or(0);
                let (won, drawn) = (play.winner == Some(s), play.drawn);
                for name in side {
                    let Some(i) = line(name) else { continue };
                    let l = &mut lines[i];
                    l.games += 1;
                    if drawn {
                        l.drawn += 1;
                        l.match_points += rule.points.drawn;
                    } else if won {
                        l.won += 1;
                        l.match_points += rule.points.won;
                    } else {
                        l.lost += 1;
                        l.match_points += rule.points.lost;
                    }
                    l.difference += own - (all - own);
                    l.total += own;
                }
            }
        }
    }
    rank(lines, rule)
}

/// `lines` in the rule's order, best first, each with its rank.
pub(crate) fn rank(mut lines: Vec<Standing>, rule: &StandingsRule) -> Vec<Standing> {
    lines.sort_by(|a, b| {
        better(a, b, &rule.rank_by)
            .then_with(|| a.player.to_lowercase().cmp(&b.player.to_lowercase()))
            .then_with(|| a.player.cmp(&b.player))
    });
    for i in 0..lines.len() {
        lines[i].rank =
            if i > 0 && better(&lines[i - 1], &lines[i], &rule.rank_by) == Ordering::Equal {
                lines[i - 1].rank
            } else {
                i + 1
            };
    }
    lines
}

/// `Less` where `a` ranks before `b` by `keys`.
fn better(a: &Standing, b: &Standing, keys: &[RankBy]) -> Ordering {
    keys.iter()
        .map(|k| {
            let of = |s: &Standing| match k {
                RankBy::MatchPoints => s.match_points,
                RankBy::Difference => s.difference,
                RankBy::Total => s.total,
                RankBy::Won => i64::from(s.won),
            };
            of(b).cmp(&of(a))
        })
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}
