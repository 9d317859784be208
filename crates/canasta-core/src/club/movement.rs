//! The movements: how the next round's tables and partnerships follow
//! from the last. Data of the evening (its file's `movements:`), with the
//! defaults of German club rules: `rotate` turns the partnerships at each
//! table through N-S v E-W, N-E v S-W and N-W v S-E, so that in three
//! rounds each player partners each of the other three once.

use serde::{Deserialize, Serialize};

/// How the next round is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Movement {
    /// Each table keeps its four players and the partnerships turn
    /// (`Movements::rotate`).
    #[default]
    Rotate,
    /// Tables by the standings: the four best at table 1, the next four
    /// at table 2, ...; a partnership is not repeated where another
    /// seating avoids it.
    Standings,
}

impl Movement {
    /// Its name in the evening file and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Movement::Rotate => "rotate",
            Movement::Standings => "standings",
        }
    }
}

/// How a round was drawn, as the evening file says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drawn {
    /// At random (the first round, and any round with byes under
    /// `rotate`).
    Draw,
    /// By `rotate`.
    Rotate,
    /// By the standings.
    Standings,
}

impl From<Movement> for Drawn {
    fn from(m: Movement) -> Drawn {
        match m {
            Movement::Rotate => Drawn::Rotate,
            Movement::Standings => Drawn::Standings,
        }
    }
}

/// A seat at a table of four: north, east, south, west.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Compass {
    /// North.
    N,
    /// East.
    E,
    /// South.
    S,
    /// West.
    W,
}

impl Compass {
    /// The four seats in the order the deal passes (to the left).
    pub const ALL: [Compass; 4] = [Compass::N, Compass::E, Compass::S, Compass::W];

    /// Its index in `ALL`.
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// Two sides of two places at a table: by seat (`rotate`) or by place in
/// the standings at the table, from 1 (`standings`).
pub type Seating<P> = [[P; 2]; 2];

/// The movements of an evening.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Movements {
    /// The movement `club next` draws by where none is asked for.
    #[serde(default)]
    pub next: Movement,
    /// The partnerships `rotate` turns through, by seat, one a round.
    #[serde(default = "Movements::default_rotate")]
    pub rotate: Vec<Seating<Compass>>,
    /// The seatings `standings` tries at a table of four, by their
    /// places in the standings (1 the best at the table), the first that
    /// repeats no partnership preferred.
    #[serde(default = "Movements::default_standings")]
    pub standings: Vec<Seating<u8>>,
}

impl Default for Movements {
    fn default() -> Self {
        Movements {
            next: Movement::default(),
            rotate: Movements::default_rotate(),
            standings: Movements::default_standings(),
        }
    }
}

impl Movements {
    fn default_rotate() -> Vec<Seating<Compass>> {
        use Compass::{E, N, S, W};
        vec![[[N, S], [E, W]], [[N, E], [S, W]], [[N, W], [S, E]]]
    }

    fn default_standings() -> Vec<Seating<u8>> {
        vec![[[1, 4], [2, 3]], [[1, 3], [2, 4]], [[1, 2], [3, 4]]]
    }

    /// The `rotate` seatings as places 0 to 3 (N, E, S, W).
    pub(crate) fn rotate_places(&self) -> Vec<Seating<usize>> {
        self.rotate
            .iter()
            .map(|s| s.map(|side| side.map(Compass::index)))
            .collect()
    }

    /// The `standings` seatings as places 0 to 3 (1 to 4 in the file).
    pub(crate) fn standings_places(&self) -> Vec<Seating<usize>> {
        self.standings
            .iter()
            .map(|s| s.map(|side| side.map(|p| usize::from(p).wrapping_sub(1))))
            .collect()
    }
}

/// Whether `seating` is two sides of two of the places 0 to 3, each once.
pub(crate) fn is_seating(seating: &Seating<usize>) -> bool {
    let mut seen = [false; 4];
    for &p in seating.iter().flatten() {
        match seen.get_mut(p) {
            Some(s) if !*s => *s = true,
            _ => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In the three default seatings of `rotate` each seat partners each
    /// other seat once.
    #[test]
    fn rotate_partners_each_seat_with_each_other_once() {
        let places = Movements::default().rotate_places();
        assert_eq!(places.len(), 3);
        let mut pairs: Vec<(usize, usize)> = places
            .iter()
            .flatten()
            .map(|[a, b]| (*a.min(b), *a.max(b)))
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs, [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
        assert!(places.iter().all(is_seating));
        assert!(
            Movements::default()
                .standings_places()
                .iter()
                .all(is_seating)
        );
        assert!(!is_seating(&[[0, 1], [1, 2]]));
        assert!(!is_seating(&[[0, 1], [2, 4]]));
    }
}
