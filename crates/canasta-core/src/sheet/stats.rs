//! Statistics across game nights: per side, matched by name over the game
//! files given.

use std::collections::HashMap;

use serde::Serialize;

use crate::round;
use crate::score;
use crate::sheet::GameFile;
use crate::sheet::seating::Seating;

/// What `game stats` answers over one or more games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    /// How many games were read.
    pub games: usize,
    /// Per side, matched by name across the games.
    pub teams: Vec<TeamStats>,
    /// Per player, where sides named their players (or each played
    /// alone), matched by name whatever the partnerships.
    pub players: Vec<PlayerStats>,
    /// How the dealer's side fared against the others, over the hands
    /// whose dealer is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealing: Option<Dealing>,
}

/// One player's figures over the games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The player's name.
    pub name: String,
    /// Games they played in.
    pub games: usize,
    /// Games their side won.
    pub wins: usize,
    /// Hands they played (not those they sat out).
    pub hands: usize,
    /// Their side's points per hand they played.
    pub average: f64,
}

/// Do dealers win more? Points per hand of the dealer's side and of the
/// other sides.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Dealing {
    /// Hands whose dealer is known.
    pub hands: usize,
    /// The dealer's side's points per hand.
    pub dealer_average: f64,
    /// The other sides' points per hand.
    pub others_average: f64,
}

/// One side's figures over the games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TeamStats {
    /// The side's name.
    pub name: String,
    /// Games it played.
    pub games: usize,
    /// Games it won.
    pub wins: usize,
    /// Hands it played.
    pub hands: usize,
    /// Points per hand.
    pub average: f64,
    /// The best hand's score (`null` without hands).
    pub best: Option<i64>,
    /// Hands entered from round files or tallies: only those know their
    /// canastas and red threes.
    pub counted_hands: usize,
    /// Its canastas over the counted hands.
    pub canastas: u32,
    /// Its red threes over the counted hands.
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

/// Points per hand to two decimals, all a score pad needs (0 without hands).
fn average(points: i128, hands: usize) -> f64 {
    if hands == 0 {
        0.0
    } else {
        ((points as f64 / hands as f64) * 100.0).round() / 100.0
    }
}

/// One player's sums over the games read.
#[derive(Default)]
struct PlayerAcc {
    name: String,
    games: usize,
    wins: usize,
    hands: usize,
    points: i128,
    /// The last game and the last hand (counted over every game) that
    /// counted this player: a name a game lists twice counts once.
    game: usize,
    hand: usize,
}

/// What `game stats` keeps while it reads game after game: the sums, and
/// where each side and player is among them (by name in lower case), so
/// that each file costs time in proportion to its own size, and only the
/// file being read is in memory.
#[derive(Default)]
pub struct Sums {
    games: usize,
    teams: Vec<Acc>,
    team_at: HashMap<String, usize>,
    players: Vec<PlayerAcc>,
    player_at: HashMap<String, usize>,
    /// Hands counted so far, over every game: a player's `hand` stamp.
    hands: usize,
    dealer: (i128, usize),
    others: (i128, usize),
}

/// The place of `name` (matched in any case) among `list`, added where new.
fn place<T: Default>(
    list: &mut Vec<T>,
    at: &mut HashMap<String, usize>,
    name: &str,
    named: impl FnOnce(String) -> T,
) -> usize {
    *at.entry(name.to_lowercase()).or_insert_with(|| {
        list.push(named(name.to_string()));
        list.len() - 1
    })
}

impl Sums {
    /// Add one game.
    pub fn add(&mut self, g: &GameFile) {
        self.games += 1;
        let winners = g.end().map(|(_, w)| w).unwrap_or_default();
        self.add_people(g, &winners);
        for team in &g.teams {
            let i = place(&mut self.teams, &mut self.team_at, team, |name| Acc {
                name,
                ..Acc::default()
            });
            let a = &mut self.teams[i];
            a.games += 1;
            a.wins += usize::from(winners.contains(team));
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

    /// One game's players: each one's games, wins and hands played (once
    /// however often the game names them, with the first side that does);
    /// each hand's dealer's side against the others.
    fn add_people(&mut self, g: &GameFile, winners: &[String]) {
        let seats = Seating::new(g);
        // Sides that name players, where some do not: everyone plays.
        let sides: Vec<Option<Vec<&str>>> = match &seats {
            Some(s) => s.sides.iter().cloned().map(Some).collect(),
            None => g.teams.iter().map(|t| g.players_of(t)).collect(),
        };
        let game = self.games;
        let mut at: Vec<Vec<usize>> = Vec::with_capacity(sides.len());
        for (team, players) in g.teams.iter().zip(&sides) {
            let won = winners.contains(team);
            let mut places = Vec::new();
            for p in players.iter().flatten() {
                let i = place(&mut self.players, &mut self.player_at, p, |name| {
                    PlayerAcc {
                        name,
                        ..PlayerAcc::default()
                    }
                });
                let acc = &mut self.players[i];
                if acc.game != game {
                    acc.game = game;
                    acc.games += 1;
                    acc.wins += usize::from(won);
                }
                places.push(i);
            }
            at.push(places);
        }
        for (h, hand) in g.hands.iter().enumerate() {
            self.hands += 1;
            let dealer = seats.as_ref().and_then(|s| s.dealer(h));
            for (side, team) in g.teams.iter().enumerate() {
                let Some(e) = hand.entry(team) else { continue };
                let mut count = |place: usize| {
                    let acc = &mut self.players[at[side][place]];
                    if acc.hand != self.hands {
                        acc.hand = self.hands;
                        acc.hands += 1;
                        acc.points += i128::from(e.total);
                    }
                };
                match &seats {
                    Some(s) => s.playing(h, side).for_each(&mut count),
                    None => (0..at[side].len()).for_each(&mut count),
                }
                if let Some((dealt, _)) = dealer {
                    let sum = if dealt == side {
                        &mut self.dealer
                    } else {
                        &mut self.others
                    };
                    sum.0 += i128::from(e.total);
                    sum.1 += 1;
                }
            }
        }
    }

    /// The figures over every game added.
    pub fn stats(self) -> Stats {
        let dealing = (self.dealer.1 > 0).then(|| Dealing {
            hands: self.dealer.1,
            dealer_average: average(self.dealer.0, self.dealer.1),
            others_average: average(self.others.0, self.others.1),
        });
        let players = self
            .players
            .into_iter()
            .map(|p| PlayerStats {
                average: average(p.points, p.hands),
                name: p.name,
                games: p.games,
                wins: p.wins,
                hands: p.hands,
            })
            .collect();
        Stats {
            games: self.games,
            players,
            dealing,
            teams: self
                .teams
                .into_iter()
                .map(|a| TeamStats {
                    average: average(a.points, a.hands),
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
}

/// Sides are the same side in two games when their names match in any
/// case; so are players. (`Sums` reads them one at a time.)
pub fn stats(games: &[GameFile]) -> Stats {
    let mut sums = Sums::default();
    for g in games {
        sums.add(g);
    }
    sums.stats()
}

#[cfg(test)]
#[allow(
    clippy::float_cmp,
    reason = "averages are rounded to cents; the tests compare the rounded figure"
)]
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

    #[test]
    fn players_match_by_name_whatever_the_partnerships() {
        let rules = load("classic").unwrap();
        let game = |we: [&str; 2], they: [&str; 2], hands: &[(i64, i64)]| {
            let mut g = GameFile::new(vec!["We".into(), "They".into()], rules.clone());
            g.players.insert("We".into(), we.map(String::from).to_vec());
            g.players
                .insert("They".into(), they.map(String::from).to_vec());
            for &(a, b) in hands {
                g.hands.push(Hand {
                    scores: vec![Entry::total_only("We", a), Entry::total_only("They", b)],
                    ..Hand::default()
                });
            }
            g
        };
        // Anna partners Bernd, then Clara; Anna's sides win both.
        let a = game(
            ["Anna", "Bernd"],
            ["Clara", "Dieter"],
            &[(3000, 100), (2100, 0)],
        );
        let b = game(["anna", "Clara"], ["Bernd", "Dieter"], &[(5000, 200)]);
        let s = stats(&[a, b]);
        let p = |name: &str| s.players.iter().find(|p| p.name == name).unwrap();
        assert_eq!(s.players.len(), 4);
        let anna = p("Anna");
        assert_eq!((anna.games, anna.wins, anna.hands), (2, 2, 3));
        // (3000 + 2100 + 5000) / 3, to two decimals.
        assert_eq!(anna.average, 3366.67);
        let clara = p("Clara");
        assert_eq!((clara.games, clara.wins, clara.hands), (2, 1, 3));
        assert_eq!(clara.average, 1700.0);
        let dieter = p("Dieter");
        assert_eq!((dieter.wins, dieter.average), (0, 100.0));
        // Hands 1 and 3 of game a and hand 1 of b: Anna deals, and
        // Clara deals hand 2 of a. Dealers' sides: 3000, 0 and 5000.
        let d = s.dealing.unwrap();
        assert_eq!(d.hands, 3);
        assert_eq!(d.dealer_average, 2666.67);
        assert_eq!(d.others_average, 800.0);
    }

    /// Issue 24, item 6: a file that names a player on both sides, or
    /// twice on one, still reads; she counts once a game and once a hand,
    /// with the first side that names her.
    #[test]
    fn a_player_named_twice_counts_once() {
        let mut g = GameFile::new(vec!["We".into(), "They".into()], load("classic").unwrap());
        g.players.insert(
            "We".into(),
            vec!["Anna".into(), "Bob".into(), "ANNA".into()],
        );
        g.players
            .insert("They".into(), vec!["Carl".into(), "anna".into()]);
        for (we, they) in [(3000, 100), (2100, 0)] {
            g.hands.push(Hand {
                scores: vec![Entry::total_only("We", we), Entry::total_only("They", they)],
                ..Hand::default()
            });
        }
        let s = stats(&[g.clone(), g]);
        assert_eq!(s.players.len(), 3);
        let anna = &s.players[0];
        assert_eq!(
            (anna.name.as_str(), anna.games, anna.wins, anna.hands),
            ("Anna", 2, 2, 4)
        );
        // We's points only: (3000 + 2100) * 2 / 4.
        assert_eq!(anna.average, 2550.0);
    }

    /// Issue 24, item 6: a file naming a player on both sides (or twice
    /// on one) still reads, and counts that player once, for the first
    /// side.
    #[test]
    fn a_player_named_twice_plays_once() {
        let mut g = GameFile::new(vec!["We".into(), "They".into()], load("classic").unwrap());
        g.players
            .insert("We".into(), vec!["Anna".into(), "Bob".into()]);
        g.players
            .insert("They".into(), vec!["anna".into(), "anna".into()]);
        for (we, they) in [(100, 20), (300, 40)] {
            g.hands.push(Hand {
                scores: vec![Entry::total_only("We", we), Entry::total_only("They", they)],
                ..Hand::default()
            });
        }
        let s = stats(&[g]);
        let names: Vec<&str> = s.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Anna", "Bob"]);
        let anna = &s.players[0];
        assert_eq!((anna.games, anna.hands, anna.average), (1, 2, 200.0));
    }

    #[test]
    fn who_sits_out_plays_no_hand() {
        let mut g = crate::sheet::progress::tests::five_at_traditional();
        for they in [30, 60, 90] {
            g.hands.push(Hand {
                scores: vec![Entry::total_only("We", 0), Entry::total_only("They", they)],
                ..Hand::default()
            });
        }
        let s = stats(&[g]);
        let hands: Vec<(&str, usize, f64)> = s
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.hands, p.average))
            .collect();
        // Emil sits out hand 1, Dirk hand 2, Carla hand 3.
        assert_eq!(
            hands,
            [
                ("Anna", 3, 0.0),
                ("Bernd", 3, 0.0),
                ("Carla", 2, 45.0),
                ("Dirk", 2, 60.0),
                ("Emil", 2, 75.0)
            ]
        );
    }
}
