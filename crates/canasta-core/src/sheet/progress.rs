//! How far the game is: running totals, who deals and who sits out,
//! and who won.

use crate::rules::Tie;
use crate::sheet::game::GameFile;
use crate::sheet::seats::Seats;

impl GameFile {
    /// A side's players in seating order: those the game names, or, where
    /// every side is one player, the side itself.
    pub fn players_of(&self, team: &str) -> Option<Vec<&str>> {
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
    /// (see `Seats`).
    pub fn dealer(&self, number: usize) -> Option<&str> {
        let seats = Seats::new(self)?;
        let dealer = seats.dealer(number.max(1) - 1)?;
        Some(seats.name(dealer))
    }

    /// Who sits out hand `number` (1-based) where the rule set has players
    /// sit out (traditional, 5 players: one of the side of three).
    pub fn sitting_out(&self, number: usize) -> Vec<&str> {
        Seats::new(self)
            .map(|s| s.sitting_out(number.max(1) - 1))
            .unwrap_or_default()
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
    /// winners.
    pub fn end(&self) -> Option<(usize, Vec<String>)> {
        self.running_totals()
            .iter()
            .enumerate()
            .find_map(|(i, totals)| self.winners(totals, i + 1).map(|w| (i + 1, w)))
    }

    /// The winners if the game is over with these totals after `played`
    /// hands.
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
        if top.len() > 1 && game.tie == Tie::PlayOn {
            return None;
        }
        Some(top)
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
