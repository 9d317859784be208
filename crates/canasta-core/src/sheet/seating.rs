//! Who sits where at a game's table, worked out once for the whole game
//! (whether the sides a game starts with are seated at all is `seats`):
//! who deals each hand and who sits it out then take a few steps a hand,
//! however many players a side lists.

use crate::sheet::game::GameFile;

/// The seats of a game whose every side names its players. Seats
/// alternate sides, the first named first. A side with more players than
/// the smallest side has the extra ones sit out in turn, its last named
/// first (A, B, C: C sits out, then B, then A). The deal goes round every
/// seat, passing over a player who sits the hand out.
pub(crate) struct Seating<'g> {
    /// Each side's players, in seating order.
    pub(crate) sides: Vec<Vec<&'g str>>,
    /// How many of each side play a hand, where the rule set has the
    /// extra players sit out; `None` where everyone plays every hand.
    fewest: Option<usize>,
    /// Each player's seat round the table, by side and place in it.
    seat: Vec<Vec<usize>>,
    /// How many seats there are.
    count: usize,
}

impl<'g> Seating<'g> {
    /// The seats of `game`, when every side names its players.
    pub(crate) fn new(game: &'g GameFile) -> Option<Seating<'g>> {
        let sides: Vec<Vec<&str>> = game
            .teams
            .iter()
            .map(|t| game.players_of(t))
            .collect::<Option<_>>()?;
        let fewest = (game.rules.sitting_out() > 0)
            .then(|| sides.iter().map(Vec::len).min())
            .flatten();
        let most = sides.iter().map(Vec::len).max().unwrap_or(0);
        let mut seat: Vec<Vec<usize>> = sides.iter().map(|s| vec![0; s.len()]).collect();
        let mut count = 0;
        for i in 0..most {
            for seats in &mut seat {
                if let Some(at) = seats.get_mut(i) {
                    *at = count;
                    count += 1;
                }
            }
        }
        Some(Seating {
            sides,
            fewest,
            seat,
            count,
        })
    }

    /// How many of side `side` sit out each hand.
    fn extra(&self, side: usize) -> usize {
        self.fewest
            .map_or(0, |f| self.sides[side].len().saturating_sub(f))
    }

    /// How far back from side `side`'s last named player the first who
    /// sits out hand `hand` is: `extra` more each hand.
    fn first_away(&self, hand: usize, side: usize) -> usize {
        let k = self.sides[side].len().max(1);
        (hand % k) * self.extra(side) % k
    }

    /// The places in side `side` of those who sit out hand `hand`
    /// (0-based): `extra` of them a hand, counted back from the last named.
    fn away(&self, hand: usize, side: usize) -> impl Iterator<Item = usize> + '_ {
        let (k, extra) = (self.sides[side].len(), self.extra(side));
        let first = self.first_away(hand, side);
        (0..extra).map(move |j| k - 1 - (first + j) % k)
    }

    /// The places in side `side` of those who play hand `hand`
    /// (0-based), in no particular order.
    pub(crate) fn playing(&self, hand: usize, side: usize) -> impl Iterator<Item = usize> + '_ {
        let (k, extra) = (self.sides[side].len(), self.extra(side));
        // Those who sit out are `extra` places counted back from the last
        // named, cyclically; the others follow on from them.
        let first = self.first_away(hand, side);
        (extra..k).map(move |j| k - 1 - (first + j) % k)
    }

    /// Who sits out hand `hand` (0-based), side by side.
    pub(crate) fn sitting_out(&self, hand: usize) -> Vec<&'g str> {
        (0..self.sides.len())
            .flat_map(|s| self.away(hand, s).map(move |i| self.sides[s][i]))
            .collect()
    }

    /// The side and place of who deals hand `hand` (0-based): the first
    /// seat from the hand's own onwards whose player plays it.
    pub(crate) fn dealer(&self, hand: usize) -> Option<(usize, usize)> {
        let start = hand % self.count.max(1);
        (0..self.sides.len())
            .flat_map(|s| self.playing(hand, s).map(move |i| (s, i)))
            .min_by_key(|&(s, i)| (self.seat[s][i] + self.count - start) % self.count)
    }

    /// The side and place of who plays first in hand `hand` (0-based):
    /// the dealer's left, the first seat after the dealer's whose player
    /// plays the hand.
    pub(crate) fn first_to_play(&self, hand: usize) -> Option<(usize, usize)> {
        let (ds, di) = self.dealer(hand)?;
        let after = self.seat[ds][di] + 1;
        (0..self.sides.len())
            .flat_map(|s| self.playing(hand, s).map(move |i| (s, i)))
            .filter(|&(s, i)| (s, i) != (ds, di))
            .min_by_key(|&(s, i)| (self.seat[s][i] + self.count - after % self.count) % self.count)
    }

    /// The player at side `side`, place `place`.
    pub(crate) fn name(&self, (side, place): (usize, usize)) -> &'g str {
        self.sides[side][place]
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::sheet::game::GameFile;

    /// Who deals and who sits out, as worked out before `Seating`: every
    /// seat listed for every hand, the dealer found by name among them.
    fn by_hand(
        sides: &[Vec<&str>],
        sitting_out: bool,
        hand: usize,
    ) -> (Option<String>, Vec<String>) {
        let mut away = Vec::new();
        if sitting_out {
            let fewest = sides.iter().map(Vec::len).min().unwrap();
            for side in sides {
                let (k, extra) = (side.len(), side.len() - fewest);
                for j in 0..extra {
                    let back = (hand * extra + j) % k;
                    away.push(side[k - 1 - back]);
                }
            }
        }
        let most = sides.iter().map(Vec::len).max().unwrap();
        let seats: Vec<&str> = (0..most)
            .flat_map(|i| sides.iter().filter_map(move |p| p.get(i).copied()))
            .collect();
        let dealer = (0..seats.len())
            .map(|i| seats[(hand + i) % seats.len()])
            .find(|p| !away.contains(p));
        (
            dealer.map(str::to_string),
            away.iter().map(|p| (*p).to_string()).collect(),
        )
    }

    proptest! {
        #[test]
        fn seats_deal_and_sit_out_as_the_table_goes_round(
            sizes in proptest::collection::vec(1usize..7, 2..4),
            five in any::<bool>(),
            hand in 0usize..40,
        ) {
            // Traditional with 5 players has the extra ones sit out;
            // classic-3p seats everyone every hand.
            let rules = if five {
                crate::rules::load("traditional").unwrap().with_players(5).unwrap()
            } else {
                crate::rules::load("classic-3p").unwrap()
            };
            let teams: Vec<String> = (0..sizes.len()).map(|t| format!("T{t}")).collect();
            let mut g = GameFile::new(teams.clone(), rules);
            for (t, n) in teams.iter().zip(&sizes) {
                g.players.insert(t.clone(), (0..*n).map(|p| format!("{t}p{p}")).collect());
            }
            let sides: Vec<Vec<&str>> = teams.iter().map(|t| g.players_of(t).unwrap()).collect();
            let (dealer, away) = by_hand(&sides, g.rules.sitting_out() > 0, hand);
            prop_assert_eq!(g.dealer(hand + 1).map(str::to_string), dealer.clone());
            prop_assert_eq!(g.sitting_out(hand + 1), away.clone());
            // The first to play sits next after the dealer, round the
            // table, and plays the hand.
            let seats: Vec<&str> = (0..sizes.iter().copied().max().unwrap())
                .flat_map(|i| sides.iter().filter_map(move |p| p.get(i).copied()))
                .collect();
            let first = dealer.as_deref().and_then(|d| {
                let at = seats.iter().position(|p| *p == d)?;
                (1..seats.len())
                    .map(|k| seats[(at + k) % seats.len()])
                    .find(|p| !away.iter().any(|a| a.as_str() == *p))
            });
            prop_assert_eq!(g.first_to_play(hand + 1), first);
        }
    }
}
