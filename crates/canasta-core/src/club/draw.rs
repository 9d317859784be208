//! The draw of a round: who sits out, who sits at which table, who plays
//! with whom. Round 1 is drawn at random; later rounds by a movement
//! (`movement`), or at random again where some must sit out and the
//! movement is `rotate`. Wherever tables are drawn, no partnership of an
//! earlier round is repeated where another seating of the round avoids
//! it, and nobody sits out a second time before everyone has once.

use std::collections::HashMap;

use crate::club::byes;
use crate::club::dice::Dice;
use crate::club::evening::Evening;
use crate::club::movement::{Drawn, Movement, Movements, Seating};
use crate::club::pairing::{best_seating, partnerships};
use crate::club::round::{SEATS, Seats};

/// A round as drawn, before its game files are named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawing {
    /// How it was drawn.
    pub movement: Drawn,
    /// Who sits out.
    pub byes: Vec<String>,
    /// Each table's seats and sides, from table 1.
    pub tables: Vec<(Seats, Vec<Vec<String>>)>,
}

/// The most sets of byes weighed against each other for the partnerships
/// they leave.
const BYE_SETS: usize = 32;

/// The first round of an evening of `players`, drawn at random from
/// `seed`.
pub fn first(players: &[String], seed: u64, movements: &Movements) -> Drawing {
    let history = History {
        partners: HashMap::new(),
        byes: vec![0; players.len()],
    };
    let mut dice = Dice::for_round(seed, 1);
    at_random(players, &history, movements, &mut dice)
}

/// The next round of `evening`, by `movement`; `ranked` are the players
/// best first (the standings), for the `standings` movement.
pub fn next(evening: &Evening, ranked: &[String], movement: Movement) -> Drawing {
    let players = &evening.players;
    let history = History::of(evening);
    let number = u32::try_from(evening.rounds.len() + 1).unwrap_or(u32::MAX);
    let mut dice = Dice::for_round(evening.seed, number);
    let sitting_out = !players.len().is_multiple_of(SEATS)
        || evening.current().is_some_and(|r| !r.byes.is_empty());
    match movement {
        Movement::Rotate if !sitting_out => rotate(evening),
        Movement::Rotate => at_random(players, &history, &evening.movements, &mut dice),
        Movement::Standings => {
            let at: HashMap<&str, usize> = players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.as_str(), i))
                .collect();
            let mut order: Vec<usize> = ranked
                .iter()
                .filter_map(|p| at.get(p.as_str()).copied())
                .collect();
            // Players the standings do not list (none, from `view`) last.
            for i in 0..players.len() {
                if !order.contains(&i) {
                    order.push(i);
                }
            }
            by_standings(players, &order, &history, &evening.movements, &mut dice)
        }
    }
}

/// What earlier rounds decide: how often each two were partners, and how
/// often each sat out (by index in the evening's players).
struct History {
    partners: HashMap<(usize, usize), u32>,
    byes: Vec<u32>,
}

impl History {
    fn of(evening: &Evening) -> History {
        let at: HashMap<String, usize> = evening
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.to_lowercase(), i))
            .collect();
        let index = |name: &String| at.get(&name.to_lowercase()).copied();
        let mut h = History {
            partners: HashMap::new(),
            byes: vec![0; evening.players.len()],
        };
        for round in &evening.rounds {
            for b in round.byes.iter().filter_map(index) {
                h.byes[b] += 1;
            }
            for side in round.tables.iter().flat_map(|t| &t.sides) {
                if let [a, b] = side.as_slice()
                    && let (Some(a), Some(b)) = (index(a), index(b))
                {
                    *h.partners.entry((a.min(b), a.max(b))).or_default() += 1;
                }
            }
        }
        h
    }

    /// How often `a` and `b` were partners.
    fn cost(&self, a: usize, b: usize) -> u32 {
        self.partners
            .get(&(a.min(b), a.max(b)))
            .copied()
            .unwrap_or(0)
    }
}

/// `rotate` without byes: each table keeps its seats, and its sides turn
/// to the movement's next seating.
fn rotate(evening: &Evening) -> Drawing {
    let seatings = evening.movements.rotate_places();
    let tables = evening
        .current()
        .map(|r| r.tables.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|t| {
            let next = t
                .seating_in(&seatings)
                .map_or(0, |i| (i + 1) % seatings.len());
            (t.seats.clone(), t.seats.sides(&seatings[next]))
        })
        .collect();
    Drawing {
        movement: Drawn::Rotate,
        byes: Vec::new(),
        tables,
    }
}

/// What a round's tables are for the players who stay in (all but a set
/// of byes), and what they cost in partnerships repeated.
type Arrange<'a> = dyn FnMut(&[usize]) -> (Vec<[usize; 4]>, u32) + 'a;

/// The byes every way the fair sets allow, each set with the round the
/// players left make (`arrange`), the one that repeats the fewest
/// partnerships kept (the first of equals).
fn with_byes(
    players: &[String],
    history: &History,
    dice: &mut Dice,
    arrange: &mut Arrange<'_>,
) -> (Vec<usize>, Vec<[usize; 4]>) {
    let needed = players.len() % SEATS;
    let order = byes::candidates(&history.byes, dice);
    let mut best: Option<(Vec<usize>, Vec<[usize; 4]>, u32)> = None;
    for set in byes::sets(&history.byes, &order, needed, BYE_SETS) {
        let (tables, cost) = arrange(&set);
        if best.as_ref().is_none_or(|(_, _, c)| cost < *c) {
            best = Some((set, tables, cost));
        }
        if cost == 0 {
            break;
        }
    }
    best.map(|(set, tables, _)| (set, tables))
        .unwrap_or_default()
}

/// A round drawn at random: fair byes, partnerships that repeat least,
/// tables of two partnerships in a random order.
fn at_random(
    players: &[String],
    history: &History,
    movements: &Movements,
    dice: &mut Dice,
) -> Drawing {
    let mut order: Vec<usize> = (0..players.len()).collect();
    dice.shuffle(&mut order);
    let cost = |a: usize, b: usize| history.cost(a, b);
    let (byes, tables) = with_byes(players, history, dice, &mut |set| {
        let playing: Vec<usize> = order.iter().copied().filter(|p| !set.contains(p)).collect();
        let (pairs, cost) = partnerships(&playing, &cost);
        let tables = pairs
            .chunks_exact(2)
            .map(|two| [two[0][0], two[0][1], two[1][0], two[1][1]])
            .collect();
        (tables, cost)
    });
    // The two partnerships in the places of the first seating of `rotate`.
    let first = movements.rotate_places()[0];
    let tables = tables
        .iter()
        .map(|four| seated(players, four, &[[0, 1], [2, 3]], &first))
        .collect();
    Drawing {
        movement: Drawn::Draw,
        byes: names(players, &byes),
        tables,
    }
}

/// A round by the standings: fair byes; the others in the order of the
/// standings, four to a table, each table seated by the first of the
/// movement's seatings that repeats least; where a partnership repeats,
/// players of neighbouring tables change places if that avoids it.
fn by_standings(
    players: &[String],
    ranked: &[usize],
    history: &History,
    movements: &Movements,
    dice: &mut Dice,
) -> Drawing {
    let seatings = movements.standings_places();
    let cost = |a: usize, b: usize| history.cost(a, b);
    let (byes, tables) = with_byes(players, history, dice, &mut |set| {
        let playing: Vec<usize> = ranked
            .iter()
            .copied()
            .filter(|p| !set.contains(p))
            .collect();
        standings_tables(&playing, &seatings, &cost)
    });
    let first = movements.rotate_places()[0];
    let tables = tables
        .iter()
        .map(|four| {
            let (s, _) = best_seating(four, &seatings, &cost);
            seated(players, four, &seatings[s], &first)
        })
        .collect();
    Drawing {
        movement: Drawn::Standings,
        byes: names(players, &byes),
        tables,
    }
}

/// Tables of four in the order of `ranked`, with changes of places between
/// neighbouring tables where they lower the partnerships repeated (the
/// change that moves players least in the standings first). Each table's
/// players best first; what the tables' best seatings cost in all.
fn standings_tables(
    ranked: &[usize],
    seatings: &[Seating<usize>],
    cost: &dyn Fn(usize, usize) -> u32,
) -> (Vec<[usize; 4]>, u32) {
    let place: HashMap<usize, usize> = ranked.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let mut tables: Vec<[usize; 4]> = ranked
        .chunks_exact(SEATS)
        .map(|c| [c[0], c[1], c[2], c[3]])
        .collect();
    let of = |t: &[usize; 4]| best_seating(t, seatings, cost).1;
    let sorted = |mut t: [usize; 4]| {
        t.sort_by_key(|p| place[p]);
        t
    };
    // Each change lowers the cost, so they end; the bound is for safety.
    for _ in 0..ranked.len() * SEATS {
        let mut best: Option<(u32, usize, usize, usize, usize)> = None;
        for t in 0..tables.len().saturating_sub(1) {
            let before = of(&tables[t]) + of(&tables[t + 1]);
            if before == 0 {
                continue;
            }
            for i in 0..SEATS {
                for j in 0..SEATS {
                    let (mut a, mut b) = (tables[t], tables[t + 1]);
                    std::mem::swap(&mut a[i], &mut b[j]);
                    let after = of(&sorted(a)) + of(&sorted(b));
                    if after >= before {
                        continue;
                    }
                    let moved = place[&tables[t][i]].abs_diff(place[&tables[t + 1][j]]);
                    let key = (before - after, usize::MAX - moved);
                    if best.is_none_or(|(g, m, ..)| key > (g, usize::MAX - m)) {
                        best = Some((before - after, moved, t, i, j));
                    }
                }
            }
        }
        let Some((_, _, t, i, j)) = best else {
            break;
        };
        let (left, right) = tables.split_at_mut(t + 1);
        std::mem::swap(&mut left[t][i], &mut right[0][j]);
        tables[t] = sorted(tables[t]);
        tables[t + 1] = sorted(tables[t + 1]);
    }
    let total = tables.iter().map(of).sum();
    (tables, total)
}

/// The seats and sides of a table whose players `four` play as
/// `seating` (of places in `four`) says, seated in the places of the
/// seating `at` (of seats N, E, S, W): partners where `rotate` starts.
fn seated(
    players: &[String],
    four: &[usize; 4],
    seating: &Seating<usize>,
    at: &Seating<usize>,
) -> (Seats, Vec<Vec<String>>) {
    let mut seats: [String; 4] = Default::default();
    for (side, seat_side) in seating.iter().zip(at) {
        for (&p, &seat) in side.iter().zip(seat_side) {
            seats[seat].clone_from(&players[four[p]]);
        }
    }
    let seats = Seats::new(seats);
    let sides = seats.sides(at);
    (seats, sides)
}

fn names(players: &[String], which: &[usize]) -> Vec<String> {
    let mut out: Vec<usize> = which.to_vec();
    out.sort_unstable();
    out.iter().map(|&i| players[i].clone()).collect()
}
