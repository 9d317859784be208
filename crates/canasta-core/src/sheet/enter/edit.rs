//! Changing a hand on the sheet: the sides named say anew, the others
//! keep what they said.

use crate::error::Result;
use crate::sheet::enter::add::HandOf;
use crate::sheet::enter::points::Points;
use crate::sheet::enter::said::{Said, SideSaid};
use crate::sheet::enter::whole::whole_hand;
use crate::sheet::game::GameFile;
use crate::sheet::half::Way;
use crate::sheet::log::Done;
use crate::sheet::stamp::Stamp;

/// A request to change hand `number`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditHand {
    /// The hand (1 is the first).
    pub number: usize,
    /// What it becomes: what the sides named say now (one side alone may
    /// be corrected), or a hand scored already.
    pub hand: HandOf,
    /// Enter numbers no hand can score; the sheet marks the hand.
    pub force: bool,
}

impl GameFile {
    /// Change a hand as `req` says, made as `stamp` says. A side not named
    /// keeps its count where the sides named counted (a side entered as
    /// points has none to keep: refused), its numbers where they gave
    /// points. The whole hand is checked as a hand entered anew.
    pub fn edit_hand(&mut self, req: &EditHand, stamp: &Stamp) -> Result<Done> {
        self.has_hand(req.number)?;
        let hand = match &req.hand {
            HandOf::Made(hand) => hand.clone(),
            HandOf::Said(sides) => whole_hand(self, &self.kept(req.number, sides), req.force)?,
        };
        self.edit_as(req.number, hand, stamp)
    }

    /// `sides`, and every side they leave out as hand `number` has it.
    fn kept(&self, number: usize, sides: &[SideSaid]) -> Vec<SideSaid> {
        let mut every = sides.to_vec();
        let way = sides.first().map_or(Way::Points, |s| s.said.way());
        let was = &self.hands[number - 1];
        for team in &self.teams {
            if sides.iter().any(|s| &s.team == team) {
                continue;
            }
            let Some(entry) = was.entry(team) else {
                continue;
            };
            let said = match way {
                Way::Tally => entry.tally.clone().map(Said::Tally),
                // A hand of points: the numbers stay, a count they came
                // from does not (a counted hand counts every side).
                Way::Points => Some(Said::Points(Points::of(entry))),
            };
            if let Some(said) = said {
                every.push(SideSaid {
                    team: team.clone(),
                    said,
                });
            }
        }
        every
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::author::Author;
    use crate::sheet::log::Event;

    fn side(team: &str, way: Way, text: &str) -> SideSaid {
        SideSaid {
            team: team.into(),
            said: Said::parse(way, text).unwrap(),
        }
    }

    fn game_with(way: Way, texts: [&str; 2]) -> GameFile {
        let mut g = GameFile::new(
            vec!["Wir".into(), "Sie".into()],
            crate::rules::load("classic").unwrap(),
        );
        let hand = whole_hand(
            &g,
            &[side("Wir", way, texts[0]), side("Sie", way, texts[1])],
            false,
        )
        .unwrap();
        g.add(hand, "2026-11-24T20:00:00Z").unwrap();
        g
    }

    fn edit(number: usize, sides: Vec<SideSaid>) -> EditHand {
        EditHand {
            number,
            hand: HandOf::Said(sides),
            force: false,
        }
    }

    #[test]
    fn one_side_alone_is_corrected_the_other_keeps_its_count() {
        let mut g = game_with(Way::Tally, ["natural,out,cards:120", "cards:-20"]);
        let stamp =
            Stamp::at("2026-11-24T20:05:00Z").by(Some(Author::organiser()), Some("e".into()));
        let done = g
            .edit_hand(
                &edit(1, vec![side("Sie", Way::Tally, "red3,melded,cards:-20")]),
                &stamp,
            )
            .unwrap();
        assert_eq!(done.change.what, Event::Replaced);
        assert_eq!(done.change.old.as_deref(), Some("Wir=600,120 Sie=0,-20"));
        assert_eq!(done.change.new.as_deref(), Some("Wir=600,120 Sie=100,-20"));
        assert_eq!(g.log.last().unwrap().by, Some(Author::organiser()));
        assert_eq!(g.hands[0].scores[0].tally.as_ref().unwrap().natural, 1);
    }

    #[test]
    fn points_keep_the_others_numbers_and_a_count_needs_every_sides_count() {
        let mut g = game_with(Way::Points, ["600,120", "-35"]);
        let stamp = Stamp::at("t");
        g.edit_hand(&edit(1, vec![side("Wir", Way::Points, "500,120")]), &stamp)
            .unwrap();
        assert_eq!(g.hands[0].points(), "Wir=500,120 Sie=-35");
        let e = g
            .edit_hand(&edit(1, vec![side("Wir", Way::Tally, "out")]), &stamp)
            .unwrap_err();
        assert_eq!(e.code(), "no_tally_for");
        assert_eq!(
            g.edit_hand(&edit(2, vec![side("Wir", Way::Points, "1")]), &stamp)
                .unwrap_err()
                .code(),
            "no_such_hand"
        );
    }
}
