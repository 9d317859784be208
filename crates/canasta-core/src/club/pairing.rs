//! Partnerships that repeat as few earlier ones as the players allow: a
//! search over the ways to pair the players, fewest repeats first, within
//! a budget of steps that no evening's number of players needs whole
//! (where some way repeats nothing, the first ways tried find one).

/// The steps one search may take: past them, the best way found so far.
const BUDGET: usize = 20_000;

/// The players (an even number of them, by index) in partnerships that
/// repeat as few earlier partnerships as can be: `cost(a, b)` is how often
/// `a` and `b` were partners before. Between ways of equal cost, the
/// order of `players` decides (the first player with the first partner
/// that costs least), so a random order gives a random way. The
/// partnerships, and what they cost.
pub(crate) fn partnerships(
    players: &[usize],
    cost: &dyn Fn(usize, usize) -> u32,
) -> (Vec<[usize; 2]>, u32) {
    let mut search = Search {
        players,
        cost,
        used: vec![false; players.len()],
        pairs: Vec::with_capacity(players.len() / 2),
        best: None,
        steps: 0,
    };
    search.go(0);
    search.best.unwrap_or_default()
}

struct Search<'a> {
    players: &'a [usize],
    cost: &'a dyn Fn(usize, usize) -> u32,
    used: Vec<bool>,
    pairs: Vec<[usize; 2]>,
    best: Option<(Vec<[usize; 2]>, u32)>,
    steps: usize,
}

impl Search<'_> {
    /// Whether to stop: nothing cheaper is possible, or the budget is spent.
    fn done(&self) -> bool {
        matches!(self.best, Some((_, 0))) || (self.best.is_some() && self.steps >= BUDGET)
    }

    fn go(&mut self, spent: u32) {
        self.steps += 1;
        if self.best.as_ref().is_some_and(|(_, b)| spent >= *b) {
            return;
        }
        let Some(first) = self.used.iter().position(|u| !u) else {
            self.best = Some((self.pairs.clone(), spent));
            return;
        };
        self.used[first] = true;
        let a = self.players[first];
        let mut partners: Vec<(u32, usize)> = (first + 1..self.players.len())
            .filter(|&i| !self.used[i])
            .map(|i| ((self.cost)(a, self.players[i]), i))
            .collect();
        partners.sort_by_key(|&(c, _)| c);
        for (c, i) in partners {
            if self.done() {
                break;
            }
            self.used[i] = true;
            self.pairs.push([a, self.players[i]]);
            self.go(spent + c);
            self.pairs.pop();
            self.used[i] = false;
        }
        self.used[first] = false;
    }
}

/// The seating of `seatings` (places 0 to 3 of `four`) that repeats the
/// fewest partnerships, the first of equals; and what it costs.
pub(crate) fn best_seating(
    four: &[usize; 4],
    seatings: &[[[usize; 2]; 2]],
    cost: &dyn Fn(usize, usize) -> u32,
) -> (usize, u32) {
    seatings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let c: u32 = s.iter().map(|[a, b]| cost(four[*a], four[*b])).sum();
            (i, c)
        })
        .min_by_key(|&(i, c)| (c, i))
        .unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_way_without_repeats_is_found_where_there_is_one() {
        // Six players; 0-1, 2-3 and 4-5 were partners, and 0-2, 1-4, 3-5.
        let before = [(0, 1), (2, 3), (4, 5), (0, 2), (1, 4), (3, 5)];
        let cost = |a: usize, b: usize| u32::from(before.contains(&(a.min(b), a.max(b))));
        let players: Vec<usize> = (0..6).collect();
        let (pairs, c) = partnerships(&players, &cost);
        assert_eq!(c, 0, "{pairs:?}");
        assert_eq!(pairs.len(), 3);
        let mut all: Vec<usize> = pairs.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, players);
        // Four players who have each partnered each other: one repeat per
        // side at best.
        let every = |_: usize, _: usize| 1;
        assert_eq!(partnerships(&[0, 1, 2, 3], &every).1, 2);
    }

    #[test]
    fn the_first_seating_that_repeats_least_is_taken() {
        let seatings = [[[0, 3], [1, 2]], [[0, 2], [1, 3]], [[0, 1], [2, 3]]];
        let cost = |a: usize, b: usize| u32::from((a.min(b), a.max(b)) == (10, 13));
        assert_eq!(best_seating(&[10, 11, 12, 13], &seatings, &cost), (1, 0));
        let none = |_: usize, _: usize| 0;
        assert_eq!(best_seating(&[10, 11, 12, 13], &seatings, &none), (0, 0));
    }
}
