//! A round of the evening as its file keeps it: the tables, who sits
//! where and plays with whom, and who sits the round out.

use serde::{Deserialize, Serialize};

use crate::club::movement::{Compass, Drawn, Seating};

/// The seats of a table: two sides of two.
pub const SEATS: usize = 4;

/// One round of the evening.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    /// Its number, from 1.
    pub round: u32,
    /// How it was drawn.
    pub movement: Drawn,
    /// Who sits this round out.
    #[serde(default)]
    pub byes: Vec<String>,
    /// The tables, from table 1.
    pub tables: Vec<Table>,
}

/// One table of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// Its number, from 1.
    pub table: u32,
    /// Its game file, relative to the evening file.
    pub game: String,
    /// Who sits where.
    pub seats: Seats,
    /// The two sides, each two players, in the game's side order.
    pub sides: Vec<Vec<String>>,
}

/// The four seats of a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seats {
    /// North.
    #[serde(rename = "N")]
    pub north: String,
    /// East.
    #[serde(rename = "E")]
    pub east: String,
    /// South.
    #[serde(rename = "S")]
    pub south: String,
    /// West.
    #[serde(rename = "W")]
    pub west: String,
}

impl Seats {
    /// The players at N, E, S and W.
    pub fn new(players: [String; 4]) -> Seats {
        let [north, east, south, west] = players;
        Seats {
            north,
            east,
            south,
            west,
        }
    }

    /// Who sits at `seat`.
    pub fn at(&self, seat: Compass) -> &str {
        match seat {
            Compass::N => &self.north,
            Compass::E => &self.east,
            Compass::S => &self.south,
            Compass::W => &self.west,
        }
    }

    /// The players, N, E, S, W.
    pub fn players(&self) -> [&str; 4] {
        Compass::ALL.map(|s| self.at(s))
    }

    /// The sides a seating of places 0 to 3 (N, E, S, W) makes here.
    pub(crate) fn sides(&self, seating: &Seating<usize>) -> Vec<Vec<String>> {
        let players = self.players();
        seating
            .iter()
            .map(|side| side.iter().map(|&p| players[p].to_string()).collect())
            .collect()
    }
}

impl Table {
    /// The index of the seating in `seatings` whose sides these are.
    pub(crate) fn seating_in(&self, seatings: &[Seating<usize>]) -> Option<usize> {
        let same = |a: &[Vec<String>], b: &[Vec<String>]| {
            let norm = |s: &[Vec<String>]| {
                let mut sides: Vec<Vec<String>> = s
                    .iter()
                    .map(|side| {
                        let mut side = side.clone();
                        side.sort();
                        side
                    })
                    .collect();
                sides.sort();
                sides
            };
            norm(a) == norm(b)
        };
        seatings
            .iter()
            .position(|s| same(&self.seats.sides(s), &self.sides))
    }

    /// Every player at the table.
    pub fn players(&self) -> impl Iterator<Item = &str> {
        self.sides.iter().flatten().map(String::as_str)
    }
}
