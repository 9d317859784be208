//! Statistics across game nights: per side, matched by name over the game
//! files given.

use serde::Serialize;

use crate::round;
use crate::score;
use crate::sheet::{GameFile, sheet};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    /// How many games were read.
    pub games: usize,
    pub teams: Vec<TeamStats>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TeamStats {
    pub name: String,
    pub games: usize,
    pub wins: usize,
    pub hands: usize,
    /// Points per hand.
    pub average: f64,
    /// The best hand's score (`null` without hands).
    pub best: Option<i64>,
    /// Hands entered from round files or tallies: only those know their
    /// canastas and red threes.
    pub counted_hands: usize,
    pub canastas: u32,
    pub red_threes: u32,
}

#[derive(Default)]
struct Acc {
    name: String,
    games: usize,
    wins: usize,
    hands: usize,
    points: i128,
    best: Option<i64>,
    counted_hands: usize,
    canastas: u32,
    red_threes: u32,
}

/// Sides are the same side in two games when their names match in any case.
pub fn stats(games: &[GameFile]) -> Stats {
    let mut acc: Vec<Acc> = Vec::new();
    for g in games {
        let s = sheet(g);
        for team in &g.teams {
            let key = team.to_lowercase();
            let i = match acc.iter().position(|a| a.name.to_lowercase() == key) {
                Some(i) => i,
                None => {
                    acc.push(Acc {
                        name: team.clone(),
                        ..Acc::default()
                    });
                    acc.len() - 1
                }
            };
            let a = &mut acc[i];
            a.games += 1;
            a.wins += usize::from(s.winners.contains(team));
            for hand in &g.hands {
                let Some(e) = hand.entry(team) else { continue };
                a.hands += 1;
                a.points += i128::from(e.total);
                a.best = Some(a.best.map_or(e.total, |b| b.max(e.total)));
                if let Some(t) = &e.tally {
                    a.counted_hands += 1;
                    a.canastas += t.canastas();
                    a.red_threes += t.red3;
                } else if let Some(r) = &hand.round
                    && let Ok(checked) = round::check(&g.rules, r)
                    && let Some(side) = score::score(&g.rules, &checked)
                        .teams
                        .into_iter()
                        .find(|s| &s.name == team)
                {
                    a.counted_hands += 1;
                    a.canastas += side.canastas.len() as u32;
                    a.red_threes += side.red_threes;
                }
            }
        }
    }
    Stats {
        games: games.len(),
        teams: acc
            .into_iter()
            .map(|a| TeamStats {
                average: if a.hands == 0 {
                    0.0
                } else {
                    // Two decimals are all a score pad needs.
                    ((a.points as f64 / a.hands as f64) * 100.0).round() / 100.0
                },
                name: a.name,
                games: a.games,
                wins: a.wins,
                hands: a.hands,
                best: a.best,
                counted_hands: a.counted_hands,
                canastas: a.canastas,
                red_threes: a.red_threes,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::load;
    use crate::sheet::tally::Tally;
    use crate::sheet::{Entry, Hand};

    #[test]
    fn sides_match_by_name_across_games() {
        let rules = load("classic").unwrap();
        let mut a = GameFile::new(vec!["We".into(), "They".into()], rules.clone());
        a.hands.push(Hand {
            scores: vec![
                Entry::total_only("We", 5100),
                Entry::total_only("They", 200),
            ],
            ..Hand::default()
        });
        let mut b = GameFile::new(vec!["they".into(), "We".into()], rules);
        let mut we = Entry::split("We", 700, 100);
        we.tally = Some(Tally::parse("natural,red3,out,cards:100").unwrap());
        let mut they = Entry::split("they", 0, -30);
        they.tally = Some(Tally::parse("cards:-30").unwrap());
        b.hands.push(Hand {
            scores: vec![they, we],
            ..Hand::default()
        });
        let s = stats(&[a, b]);
        assert_eq!(s.games, 2);
        assert_eq!(s.teams.len(), 2);
        let we = &s.teams[0];
        assert_eq!(
            (we.name.as_str(), we.games, we.wins, we.hands),
            ("We", 2, 1, 2)
        );
        assert_eq!(we.best, Some(5100));
        assert_eq!(we.average, 2950.0);
        assert_eq!((we.counted_hands, we.canastas, we.red_threes), (1, 1, 1));
        let they = &s.teams[1];
        assert_eq!((they.games, they.wins, they.average), (2, 0, 85.0));
    }
}
