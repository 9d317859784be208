//! What an evening file must be beyond its shape: players named once,
//! rounds and tables numbered in order, each player at one place a round,
//! sides made of a table's seats, seatings of two sides of two. Names in
//! the rounds are the players' as the list names them, in any case: they
//! are read as the list spells them.

use std::collections::{HashMap, HashSet};

use crate::club::evening::Evening;
use crate::club::fault::ClubFault;
use crate::club::movement::{Seating, is_seating};
use crate::error::{ErrorKind, Label, Result};
use crate::yaml::Node;

/// Check `evening`, read from `tree`, and spell the names of its rounds as
/// its list of players does.
pub(crate) fn check(evening: &mut Evening, tree: &Node) -> Result<()> {
    let at = |path: &str| tree.at_path(path).unwrap_or(tree);
    let refuse =
        |path: &str, fault: ClubFault| Err(at(path).error(ErrorKind::Evening, fault, Label::Here));
    let names = match players(&evening.players) {
        Ok(names) => names,
        Err(fault) => return refuse("players", fault),
    };
    seatings("rotate", &evening.movements.rotate_places(), &refuse)?;
    seatings("standings", &evening.movements.standings_places(), &refuse)?;
    if evening.rounds.is_empty() {
        return refuse("rounds", ClubFault::NoRounds);
    }
    let mut games: HashSet<String> = HashSet::new();
    for (r, round) in evening.rounds.iter_mut().enumerate() {
        let number = round.round;
        let expected = u32::try_from(r + 1).unwrap_or(u32::MAX);
        if number != expected {
            return refuse(
                &format!("rounds[{r}].round"),
                ClubFault::RoundOutOfOrder {
                    found: number,
                    expected,
                },
            );
        }
        let mut seen: HashSet<String> = HashSet::new();
        let mut place = |name: &mut String, path: String| -> Result<()> {
            let key = name.trim().to_lowercase();
            let Some(canonical) = names.get(&key) else {
                return refuse(
                    &path,
                    ClubFault::UnknownPlayer {
                        player: name.clone(),
                        round: number,
                    },
                );
            };
            if !seen.insert(key) {
                return Err(at(&path).error(
                    ErrorKind::Evening,
                    ClubFault::PlayerTwiceInRound {
                        player: name.clone(),
                        round: number,
                    },
                    Label::GivenTwice,
                ));
            }
            name.clone_from(canonical);
            Ok(())
        };
        for (b, bye) in round.byes.iter_mut().enumerate() {
            place(bye, format!("rounds[{r}].byes[{b}]"))?;
        }
        for (t, table) in round.tables.iter_mut().enumerate() {
            let path = format!("rounds[{r}].tables[{t}]");
            let expected = u32::try_from(t + 1).unwrap_or(u32::MAX);
            if table.table != expected {
                return refuse(
                    &format!("{path}.table"),
                    ClubFault::TableOutOfOrder {
                        round: number,
                        found: table.table,
                        expected,
                    },
                );
            }
            let seats = &mut table.seats;
            for (key, name) in [
                ("N", &mut seats.north),
                ("E", &mut seats.east),
                ("S", &mut seats.south),
                ("W", &mut seats.west),
            ] {
                place(name, format!("{path}.seats.{key}"))?;
            }
            let seated: Vec<String> = table
                .seats
                .players()
                .iter()
                .map(|n| n.to_lowercase())
                .collect();
            let mut at_table: Vec<String> = Vec::new();
            for side in &mut table.sides {
                for name in side.iter_mut() {
                    let key = name.trim().to_lowercase();
                    if let Some(canonical) = names.get(&key) {
                        name.clone_from(canonical);
                    }
                    at_table.push(key);
                }
            }
            let mut sorted = at_table.clone();
            sorted.sort();
            let mut seats_sorted = seated.clone();
            seats_sorted.sort();
            if table.sides.len() != 2
                || table.sides.iter().any(|s| s.len() != 2)
                || sorted != seats_sorted
            {
                return refuse(
                    &format!("{path}.sides"),
                    ClubFault::SidesNotSeats {
                        round: number,
                        table: table.table,
                    },
                );
            }
            let game = table.game.trim().to_string();
            if !games.insert(game.clone()) {
                return Err(at(&format!("{path}.game")).error(
                    ErrorKind::Evening,
                    ClubFault::GameTwice { game },
                    Label::GivenTwice,
                ));
            }
        }
    }
    Ok(())
}

/// The players by their names in lower case, each named once.
pub(crate) fn players(list: &[String]) -> std::result::Result<HashMap<String, String>, ClubFault> {
    let mut names: HashMap<String, String> = HashMap::new();
    for name in list {
        if name.trim().is_empty() {
            return Err(ClubFault::EmptyPlayer);
        }
        let key = name.trim().to_lowercase();
        if let Some(first) = names.get(&key) {
            return Err(ClubFault::PlayerNamedTwice {
                player: name.clone(),
                first: first.clone(),
            });
        }
        names.insert(key, name.clone());
    }
    let seats = crate::club::round::SEATS;
    if names.len() < seats {
        return Err(ClubFault::TooFewPlayers {
            given: names.len(),
            seats,
        });
    }
    Ok(names)
}

/// Each of a movement's seatings is two sides of two places.
fn seatings(
    movement: &'static str,
    list: &[Seating<usize>],
    refuse: &impl Fn(&str, ClubFault) -> Result<()>,
) -> Result<()> {
    if list.is_empty() {
        return refuse(
            &format!("movements.{movement}"),
            ClubFault::NoSeatings { movement },
        );
    }
    for (i, s) in list.iter().enumerate() {
        if !is_seating(s) {
            return refuse(
                &format!("movements.{movement}[{i}]"),
                ClubFault::BadSeating {
                    movement,
                    number: i + 1,
                },
            );
        }
    }
    Ok(())
}
