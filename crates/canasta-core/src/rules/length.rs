//! How long a game lasts where a table or a club says so beside its rule
//! set: a fixed number of hands, minimums by hand number.

use crate::rules::{RuleSet, Tie};

/// How long a game lasts, beside what its rule set says: `game new
/// --hands 3 --minimums 125,155,180`, a club's evening of such games.
/// Each is the rule model's own field (`game.hands`,
/// `initial_meld.by_hand_number`), so that a game file keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Length {
    /// A game of this many hands: it ends after the last whatever the
    /// totals; the side ahead wins, equal totals are a draw
    /// (`game.tie: draw`).
    pub hands: Option<u32>,
    /// The initial-meld minimum of hand 1, 2, 3, ..., the last for every
    /// later hand, instead of the score's bands. Empty: as the rule set
    /// says.
    pub minimums: Vec<u32>,
}

impl Length {
    /// Whether it changes nothing.
    pub fn is_none(&self) -> bool {
        self.hands.is_none() && self.minimums.is_empty()
    }
}

impl RuleSet {
    /// The same rules for games of `length`.
    #[must_use]
    pub fn of_length(mut self, length: &Length) -> RuleSet {
        if let Some(n) = length.hands {
            self.game.hands = Some(n);
            self.game.tie = Tie::Draw;
        }
        if !length.minimums.is_empty() {
            self.initial_meld.by_hand_number =
                length.minimums.iter().map(|&m| i64::from(m)).collect();
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::{Entry, GameFile, Hand, sheet};

    fn played(length: &Length, hands: &[(i64, i64)]) -> crate::sheet::Sheet {
        let rules = crate::rules::load("classic").unwrap().of_length(length);
        let mut g = GameFile::new(vec!["A".into(), "B".into()], rules);
        for &(a, b) in hands {
            g.hands.push(Hand {
                scores: vec![Entry::total_only("A", a), Entry::total_only("B", b)],
                ..Hand::default()
            });
        }
        sheet(&g)
    }

    #[test]
    fn a_game_of_three_hands_ends_after_the_third_whatever_the_totals() {
        let three = Length {
            hands: Some(3),
            minimums: vec![125, 155, 180],
        };
        let s = played(&three, &[(6000, 0)]);
        assert!(!s.over, "the target ends no game of a fixed length");
        assert_eq!(s.hands_left, Some(2));
        let coming: Vec<(usize, i64)> = s.coming.iter().map(|c| (c.hand, c.minimum)).collect();
        assert_eq!(coming, [(2, 155), (3, 180)]);
        assert_eq!((s.teams[0].minimum, s.teams[1].minimum), (155, 155));
        let won = played(&three, &[(100, 0), (0, 50), (0, 40)]);
        assert!(won.over && !won.drawn);
        assert_eq!(won.winner.as_deref(), Some("A"));
        assert_eq!(won.hands_left, Some(0));
        assert!(won.coming.is_empty());
        let drawn = played(&three, &[(100, 0), (0, 50), (0, 50)]);
        assert!(drawn.over && drawn.drawn && !drawn.play_on);
        assert_eq!(drawn.winner, None);
        assert!(drawn.winners.is_empty());
    }

    #[test]
    fn minimums_alone_go_by_hand_and_the_last_holds_for_later_hands() {
        let only = Length {
            hands: None,
            minimums: vec![125, 155, 180],
        };
        let s = played(&only, &[]);
        assert_eq!(s.hands_left, None);
        let coming: Vec<(usize, i64)> = s.coming.iter().map(|c| (c.hand, c.minimum)).collect();
        assert_eq!(coming, [(1, 125), (2, 155), (3, 180)]);
        let later = played(&only, &[(0, 0); 5]);
        assert_eq!(later.teams[0].minimum, 180);
        assert_eq!(later.coming.len(), 1);
        // A game of a target still ends at it.
        assert!(played(&only, &[(5000, 0)]).over);
    }

    #[test]
    fn no_length_changes_nothing() {
        let classic = crate::rules::load("classic").unwrap();
        assert!(Length::default().is_none());
        assert_eq!(classic.clone().of_length(&Length::default()), classic);
    }
}
