//! One side's half of the next hand, entered on its own (each side on its
//! own phone at the table) and kept in the game file until every side's
//! half is in: then the front end checks the halves as one hand and adds
//! it, or keeps them for correction where the hand is refused. Kept in
//! the file, so that a half that was acknowledged is never lost.

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Label, Result};
use crate::sheet::GameFile;
use crate::sheet::author::Author;
use crate::sheet::fault::SheetFault;
use crate::sheet::game::GameFault;
use crate::yaml::Node;

/// How a side wrote its half: as `--points` or as `--tally` takes the text
/// after `NAME=`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Way {
    /// `BONUS,CARDS` or `TOTAL`.
    Points,
    /// Items as counted: `natural:1,red3,cards:120`.
    Tally,
}

/// One side's half of a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a half: {hand: N, team: NAME, way: points or tally, text: TEXT, at: TIME}"
)]
pub struct Half {
    /// The hand it is for (1 is the first): the next one when it was
    /// entered.
    pub hand: usize,
    /// The side.
    pub team: String,
    /// How `text` is written.
    pub way: Way,
    /// The side's hand as `--points` or `--tally` takes it after `NAME=`.
    pub text: String,
    /// When it was entered, in RFC 3339 UTC.
    pub at: String,
    /// Who entered it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Author>,
    /// The idempotency key of the request that entered it: the same
    /// request again, even after a restart, changes nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl Half {
    /// The half as `--points` or `--tally` takes it: `NAME=TEXT`.
    pub fn arg(&self) -> String {
        format!("{}={}", self.team, self.text)
    }
}

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

    /// The halves of the next hand, every side's, as the arguments of
    /// `--points` or `--tally`: refused where one side wrote points and
    /// another a tally. `None` while a side's half is missing.
    pub fn whole(&self) -> Option<std::result::Result<(Way, Vec<String>), SheetFault>> {
        if !self.waiting().is_empty() {
            return None;
        }
        let halves = self.halves();
        let way = halves.first()?.way;
        if halves.iter().any(|h| h.way != way) {
            let of = |w: Way| {
                halves
                    .iter()
                    .filter(|h| h.way == w)
                    .map(|h| h.team.clone())
                    .collect()
            };
            return Some(Err(SheetFault::HalvesMixed {
                points: crate::error::AllOf(of(Way::Points)),
                tally: crate::error::AllOf(of(Way::Tally)),
            }));
        }
        Some(Ok((way, halves.iter().map(|h| h.arg()).collect())))
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
        let (way, args) = g.whole().unwrap().unwrap();
        assert_eq!(way, Way::Tally);
        assert_eq!(args, ["Wir=natural,out,cards:120", "Sie=cards:-25"]);
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
            g.whole().unwrap().unwrap_err(),
            SheetFault::HalvesMixed {
                points: crate::error::AllOf(vec!["Wir".into()]),
                tally: crate::error::AllOf(vec!["Sie".into()]),
            }
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
