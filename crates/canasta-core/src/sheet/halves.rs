//! The halves a game keeps of its next hand: which are in, keeping one,
//! and the hand they make once every side's is in.

use crate::error::{Error, ErrorKind, Label, Result};
use crate::sheet::GameFile;
use crate::sheet::enter::{Said, SideSaid};
use crate::sheet::fault::{GameFault, SheetFault};
use crate::sheet::half::Half;
use crate::yaml::Node;

impl GameFile {
    /// The halves entered for the next hand, in the sheet's order of sides.
    pub fn halves(&self) -> Vec<&Half> {
        let next = self.hands.len() + 1;
        let mut halves: Vec<&Half> = self.halves.iter().filter(|h| h.hand == next).collect();
        halves.sort_by_key(|h| self.teams.iter().position(|t| *t == h.team));
        halves
    }

    /// The sides whose half of the next hand is not in yet.
    pub fn waiting(&self) -> Vec<&str> {
        let halves = self.halves();
        self.teams
            .iter()
            .filter(|t| !halves.iter().any(|h| &h.team == *t))
            .map(String::as_str)
            .collect()
    }

    /// Keep a side's half of the next hand, in place of one it entered
    /// before. Halves of another hand (the sheet moved on since) go.
    pub fn put_half(&mut self, half: Half) -> Result<()> {
        self.refuse_over()?;
        let next = self.hands.len() + 1;
        if half.hand != next {
            return Err(Error::new(
                ErrorKind::Usage,
                SheetFault::HalfNotNext {
                    hand: half.hand,
                    next,
                },
            ));
        }
        if !self.teams.contains(&half.team) {
            return Err(Error::new(
                ErrorKind::Usage,
                GameFault::UnknownTeam {
                    hand: half.hand,
                    team: half.team.clone(),
                    teams: self.teams.clone(),
                },
            ));
        }
        self.halves
            .retain(|h| h.hand == next && h.team != half.team);
        self.halves.push(half);
        let order = self.teams.clone();
        self.halves
            .sort_by_key(|h| order.iter().position(|t| *t == h.team));
        Ok(())
    }

    /// What every side said in its half of the next hand, in the sheet's
    /// order of sides; `None` while a side's half is missing. A half the
    /// file holds is read again here (a file edited by hand may hold one
    /// that does not read: refused like one typed).
    pub fn whole(&self) -> Option<Result<Vec<SideSaid>>> {
        if !self.waiting().is_empty() {
            return None;
        }
        Some(
            self.halves()
                .iter()
                .map(|h| {
                    Said::parse(h.way, &h.text)
                        .map(|said| SideSaid {
                            team: h.team.clone(),
                            said,
                        })
                        .map_err(|fault| Error::new(ErrorKind::Usage, fault))
                })
                .collect(),
        )
    }

    /// Each half names a side of the game.
    pub(crate) fn check_halves(&self, tree: &Node) -> Result<()> {
        for (i, h) in self.halves.iter().enumerate() {
            if !self.teams.contains(&h.team) {
                let node = tree.at_path(&format!("halves[{i}].team")).unwrap_or(tree);
                return Err(node.error(
                    ErrorKind::Game,
                    GameFault::UnknownTeam {
                        hand: h.hand,
                        team: h.team.clone(),
                        teams: self.teams.clone(),
                    },
                    Label::NotATeam,
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::author::Author;
    use crate::sheet::half::Way;

    fn game() -> GameFile {
        GameFile::new(
            vec!["Wir".into(), "Sie".into()],
            crate::rules::load("classic").unwrap(),
        )
    }

    fn half(team: &str, way: Way, text: &str) -> Half {
        Half {
            hand: 1,
            team: team.into(),
            way,
            text: text.into(),
            at: "2026-11-24T20:00:00Z".into(),
            by: Some(Author::side(team)),
            key: None,
        }
    }

    #[test]
    fn halves_wait_for_every_side_and_a_second_replaces_the_first() {
        let mut g = game();
        assert_eq!(g.waiting(), ["Wir", "Sie"]);
        assert!(g.whole().is_none());
        g.put_half(half("Sie", Way::Tally, "cards:-20")).unwrap();
        g.put_half(half("Sie", Way::Tally, "cards:-25")).unwrap();
        assert_eq!(g.waiting(), ["Wir"]);
        assert_eq!(g.halves.len(), 1);
        g.put_half(half("Wir", Way::Tally, "natural,out,cards:120"))
            .unwrap();
        let sides = g.whole().unwrap().unwrap();
        let said: Vec<(&str, String)> = sides
            .iter()
            .map(|s| (s.team.as_str(), s.said.text()))
            .collect();
        assert_eq!(
            said,
            [
                ("Wir", "natural:1,out,cards:120".to_string()),
                ("Sie", "cards:-25".to_string())
            ]
        );
        // A hand added takes the place the halves were for.
        let text = g.to_text().unwrap();
        assert!(text.contains("halves:"), "{text}");
        assert_eq!(GameFile::parse("g.yaml", &text).unwrap(), g);
        g.add(
            crate::sheet::Hand {
                scores: vec![
                    crate::sheet::Entry::total_only("Wir", 720),
                    crate::sheet::Entry::total_only("Sie", -25),
                ],
                ..crate::sheet::Hand::default()
            },
            "t",
        )
        .unwrap();
        assert!(g.halves().is_empty() && g.halves.is_empty());
        assert!(!g.to_text().unwrap().contains("halves"));
    }

    #[test]
    fn halves_of_two_ways_or_another_hand_or_side_are_refused() {
        let mut g = game();
        g.put_half(half("Wir", Way::Points, "600,120")).unwrap();
        g.put_half(half("Sie", Way::Tally, "cards:-20")).unwrap();
        assert_eq!(
            g.halves_refused().unwrap().fault(),
            Some(&SheetFault::HalvesMixed {
                points: crate::error::AllOf(vec!["Wir".into()]),
                tally: crate::error::AllOf(vec!["Sie".into()]),
            })
        );
        let later = Half {
            hand: 2,
            ..half("Wir", Way::Points, "0")
        };
        assert_eq!(g.put_half(later).unwrap_err().code(), "half_not_next");
        assert_eq!(
            g.put_half(half("Ihr", Way::Points, "0"))
                .unwrap_err()
                .code(),
            "unknown_team"
        );
        let text = g.to_text().unwrap().replace("team: Sie", "team: Ihr");
        assert_eq!(
            GameFile::parse("g.yaml", &text).unwrap_err().code(),
            "unknown_team"
        );
    }

    #[test]
    fn a_change_says_who_made_it_and_older_files_have_no_one() {
        let mut g = game();
        g.log.push(crate::sheet::Change {
            by: Some(Author::side("Wir")),
            ..crate::sheet::Change::new("2026-11-27T21:14:00Z", crate::sheet::log::Event::Added)
        });
        g.log.push(crate::sheet::Change {
            by: Some(Author::organiser()),
            ..crate::sheet::Change::new("2026-11-27T21:14:00Z", crate::sheet::log::Event::Removed)
        });
        let text = g.to_text().unwrap();
        assert!(text.contains("device: side"), "{text}");
        assert_eq!(GameFile::parse("g.yaml", &text).unwrap(), g);
    }
}
