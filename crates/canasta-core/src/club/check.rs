//! What an evening file must be beyond its shape: players named once,
//! rounds and tables numbered in order, each player at one place a round,
//! sides made of a table's seats, seatings of two sides of two. Names in
//! the rounds are the players' as the list names them, in any case: they
//! are read as the list spells them.

use std::collections::{HashMap, HashSet};

use crate::club::evening::Evening;
use crate::club::fault::ClubFault;
use crate::club::movement::{Seating, is_seating};
use crate::club::round::Table;
use crate::error::{ErrorKind, Label, Result};
use crate::yaml::Node;

/// Check `evening`, read from `tree`, and spell the names of its rounds as
/// its list of players does.
pub(crate) fn check(evening: &mut Evening, tree: &Node) -> Result<()> {
    let names = players(&evening.players).map_err(|f| Reader { tree }.refuse("players", f))?;
    let reader = Reader { tree };
    seatings("rotate", &evening.movements.rotate_places(), &reader)?;
    seatings("standings", &evening.movements.standings_places(), &reader)?;
    if evening.rounds.is_empty() {
        return Err(reader.refuse("rounds", ClubFault::NoRounds));
    }
    let mut games: HashSet<String> = HashSet::new();
    for (r, round) in evening.rounds.iter_mut().enumerate() {
        let expected = u32::try_from(r + 1).unwrap_or(u32::MAX);
        if round.round != expected {
            return Err(reader.refuse(
                &format!("rounds[{r}].round"),
                ClubFault::RoundOutOfOrder {
                    found: round.round,
                    expected,
                },
            ));
        }
        let mut places = Places {
            reader: &reader,
            names: &names,
            seen: HashSet::new(),
            round: round.round,
        };
        for (b, bye) in round.byes.iter_mut().enumerate() {
            places.take(bye, &format!("rounds[{r}].byes[{b}]"))?;
        }
        for (t, table) in round.tables.iter_mut().enumerate() {
            let path = format!("rounds[{r}].tables[{t}]");
            check_table(table, &path, t, &mut places)?;
            let game = table.game.trim().to_string();
            if !games.insert(game.clone()) {
                return Err(reader.at(&format!("{path}.game")).error(
                    ErrorKind::Evening,
                    ClubFault::GameTwice { game },
                    Label::GivenTwice,
                ));
            }
        }
    }
    Ok(())
}

/// Where in the file a fault is.
struct Reader<'a> {
    tree: &'a Node,
}

impl Reader<'_> {
    /// The node at `path`, or the whole file where there is none.
    fn at(&self, path: &str) -> &Node {
        self.tree.at_path(path).unwrap_or(self.tree)
    }

    /// `fault`, pointing at `path`.
    fn refuse(&self, path: &str, fault: ClubFault) -> crate::Error {
        self.at(path).error(ErrorKind::Evening, fault, Label::Here)
    }
}

/// The places of one round taken so far, each player's at most once.
struct Places<'a> {
    reader: &'a Reader<'a>,
    names: &'a HashMap<String, String>,
    seen: HashSet<String>,
    round: u32,
}

impl Places<'_> {
    /// Give `name` (at `path`) a place in the round, spelt as the
    /// evening's players spell it.
    fn take(&mut self, name: &mut String, path: &str) -> Result<()> {
        let key = name.trim().to_lowercase();
        let Some(canonical) = self.names.get(&key) else {
            return Err(self.reader.refuse(
                path,
                ClubFault::UnknownPlayer {
                    player: name.clone(),
                    round: self.round,
                },
            ));
        };
        if !self.seen.insert(key) {
            return Err(self.reader.at(path).error(
                ErrorKind::Evening,
                ClubFault::PlayerTwiceInRound {
                    player: name.clone(),
                    round: self.round,
                },
                Label::GivenTwice,
            ));
        }
        name.clone_from(canonical);
        Ok(())
    }
}

/// Table `t` (from 0) of a round, at `path`: numbered in order, its seats
/// players of the evening, its sides two of two of them.
fn check_table(table: &mut Table, path: &str, t: usize, places: &mut Places) -> Result<()> {
    let (reader, round) = (places.reader, places.round);
    let expected = u32::try_from(t + 1).unwrap_or(u32::MAX);
    if table.table != expected {
        return Err(reader.refuse(
            &format!("{path}.table"),
            ClubFault::TableOutOfOrder {
                round,
                found: table.table,
                expected,
            },
        ));
    }
    let seats = &mut table.seats;
    for (key, name) in [
        ("N", &mut seats.north),
        ("E", &mut seats.east),
        ("S", &mut seats.south),
        ("W", &mut seats.west),
    ] {
        places.take(name, &format!("{path}.seats.{key}"))?;
    }
    let mut seated: Vec<String> = table
        .seats
        .players()
        .iter()
        .map(|n| n.to_lowercase())
        .collect();
    let mut at_table: Vec<String> = Vec::new();
    for name in table.sides.iter_mut().flatten() {
        let key = name.trim().to_lowercase();
        if let Some(canonical) = places.names.get(&key) {
            name.clone_from(canonical);
        }
        at_table.push(key);
    }
    seated.sort();
    at_table.sort();
    let two_of_two = table.sides.len() == 2 && table.sides.iter().all(|s| s.len() == 2);
    if !two_of_two || at_table != seated {
        return Err(reader.refuse(
            &format!("{path}.sides"),
            ClubFault::SidesNotSeats {
                round,
                table: table.table,
            },
        ));
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
fn seatings(movement: &'static str, list: &[Seating<usize>], reader: &Reader) -> Result<()> {
    if list.is_empty() {
        return Err(reader.refuse(
            &format!("movements.{movement}"),
            ClubFault::NoSeatings { movement },
        ));
    }
    for (i, s) in list.iter().enumerate() {
        if !is_seating(s) {
            return Err(reader.refuse(
                &format!("movements.{movement}[{i}]"),
                ClubFault::BadSeating {
                    movement,
                    number: i + 1,
                },
            ));
        }
    }
    Ok(())
}
