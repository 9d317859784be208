//! How far the game is: running totals, who deals and who sits out,
//! and who won.

use crate::rules::{SpecialHand, Tie};
use crate::sheet::game::GameFile;
use crate::sheet::seating::Seating;

impl GameFile {
    /// A side's players in seating order: those the game names, or, where
    /// every side is one player, the side itself.
    pub(crate) fn players_of(&self, team: &str) -> Option<Vec<&str>> {
        match self.players.get(team) {
            Some(p) => Some(p.iter().map(String::as_str).collect()),
            None if self.rules.side_size() == 1 && self.rules.sitting_out() == 0 => self
                .teams
                .iter()
                .find(|t| *t == team)
                .map(|t| vec![t.as_str()]),
            None => None,
        }
    }

    /// Who deals hand `number` (1-based), when every side has players:
    /// seats alternate sides, and the deal passes to the left each hand
    /// (see `Seating`).
    pub fn dealer(&self, number: usize) -> Option<&str> {
        let seats = Seating::new(self)?;
        let dealer = seats.dealer(number.max(1) - 1)?;
        Some(seats.name(dealer))
    }

    /// Who plays first in hand `number` (1-based): the player on the
    /// dealer's left who plays the hand, when every side has players.
    pub fn first_to_play(&self, number: usize) -> Option<&str> {
        let seats = Seating::new(self)?;
        let first = seats.first_to_play(number.max(1) - 1)?;
        Some(seats.name(first))
    }

    /// Who sits out hand `number` (1-based) where the rule set has players
    /// sit out (traditional, 5 players: one of the side of three).
    pub fn sitting_out(&self, number: usize) -> Vec<&str> {
        Seating::new(self)
            .map(|s| s.sitting_out(number.max(1) - 1))
            .unwrap_or_default()
    }

    /// Side `team`'s total on the sheet now: its cumulative score, as the
    /// referee's questions take it.
    pub fn total(&self, team: &str) -> i64 {
        self.hands
            .iter()
            .filter_map(|h| h.entry(team))
            .fold(0i64, |sum, e| sum.saturating_add(e.total))
    }

    /// Running totals after each hand, per side in team order.
    pub fn running_totals(&self) -> Vec<Vec<i64>> {
        let mut totals = vec![0i64; self.teams.len()];
        let mut out = Vec::with_capacity(self.hands.len());
        for hand in &self.hands {
            for (i, t) in self.teams.iter().enumerate() {
                let add = hand.entry(t).map_or(0, |e| e.total);
                totals[i] = totals[i].saturating_add(add);
            }
            out.push(totals.clone());
        }
        out
    }

    /// The number of the hand after which the game ended (1-based) and its
    /// winners: a side that laid a special hand that wins the game, else
    /// by the totals; none for a draw (`game.tie: draw`).
    pub fn end(&self) -> Option<(usize, Vec<String>)> {
        self.running_totals()
            .iter()
            .enumerate()
            .find_map(|(i, totals)| {
                let won: Vec<String> = self.special_wins(i).into_iter().map(|(t, _)| t).collect();
                if won.is_empty() {
                    self.winners(totals, i + 1).map(|w| (i + 1, w))
                } else {
                    Some((i + 1, won))
                }
            })
    }

    /// The sides that laid, in hand `index` (from 0), a special hand that
    /// wins the game after that hand whatever the totals (`wins_game`:
    /// the dream hands), each with the hand: by its tally's
    /// `special-NAME` or its round file's `special_hand`.
    pub(crate) fn special_wins(&self, index: usize) -> Vec<(String, &SpecialHand)> {
        let Some(hand) = self.hands.get(index) else {
            return Vec::new();
        };
        let winning = |name: &str| {
            self.rules
                .scoring
                .special_hands
                .iter()
                .find(|h| h.name == name && h.wins_game)
        };
        self.teams
            .iter()
            .filter_map(|team| {
                let by_tally = hand
                    .entry(team)
                    .and_then(|e| e.tally.as_ref())
                    .and_then(|t| t.special.as_deref());
                let by_round = hand
                    .round
                    .as_ref()
                    .and_then(|r| r.teams.iter().find(|t| &t.name == team))
                    .and_then(|t| t.special_hand.as_deref());
                let special = by_tally.or(by_round).map(str::trim).and_then(winning)?;
                Some((team.clone(), special))
            })
            .collect()
    }

    /// The winners if the game is over with these totals after `played`
    /// hands (none: a draw).
    fn winners(&self, totals: &[i64], played: usize) -> Option<Vec<String>> {
        let game = &self.rules.game;
        let best = *totals.iter().max()?;
        // A game of a fixed number of hands ends after the last, whatever
        // the totals; the target does not end it.
        let done = match game.hands {
            Some(n) => played >= n as usize,
            None => best >= game.target,
        };
        if !done {
            return None;
        }
        let top: Vec<String> = self
            .teams
            .iter()
            .zip(totals)
            .filter(|(_, t)| **t == best)
            .map(|(n, _)| n.clone())
            .collect();
        match game.tie {
            _ if top.len() < 2 => Some(top),
            Tie::PlayOn => None,
            Tie::Shared => Some(top),
            // Over, and nobody won it.
            Tie::Draw => Some(Vec::new()),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Five at traditional: We=Anna,Bernd against They=Carla,Dirk,Emil.
    pub(crate) fn five_at_traditional() -> GameFile {
        let rules = crate::rules::load("traditional")
            .unwrap()
            .with_players(5)
            .unwrap();
        let mut g = GameFile::new(vec!["We".into(), "They".into()], rules);
        g.players
            .insert("We".into(), vec!["Anna".into(), "Bernd".into()]);
        g.players.insert(
            "They".into(),
            vec!["Carla".into(), "Dirk".into(), "Emil".into()],
        );
        g
    }

    #[test]
    fn five_at_traditional_sit_out_in_turn_and_solo_sides_deal() {
        let g = five_at_traditional();
        let hands: Vec<(&str, Vec<&str>)> = (1..=6)
            .map(|n| (g.dealer(n).unwrap(), g.sitting_out(n)))
            .collect();
        assert_eq!(
            hands,
            [
                ("Anna", vec!["Emil"]),
                ("Carla", vec!["Dirk"]),
                ("Bernd", vec!["Carla"]),
                ("Dirk", vec!["Emil"]),
                ("Emil", vec!["Dirk"]),
                ("Anna", vec!["Carla"]),
            ]
        );
        // Each alone: the side is its player, no `Anna=Anna` needed.
        let solo = GameFile::new(
            vec!["Anna".into(), "Ben".into(), "Cleo".into()],
            crate::rules::load("classic-3p").unwrap(),
        );
        let dealers: Vec<&str> = (1..=4).map(|n| solo.dealer(n).unwrap()).collect();
        assert_eq!(dealers, ["Anna", "Ben", "Cleo", "Anna"]);
        assert!(solo.sitting_out(1).is_empty());
        // Partnerships without players name no dealer.
        let pairs = GameFile::new(
            vec!["We".into(), "They".into()],
            crate::rules::load("classic").unwrap(),
        );
        assert_eq!(pairs.dealer(1), None);
    }
}
