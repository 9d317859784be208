//! Entering the next hand: whole, or side by side as halves that wait in
//! the file for the others'.

use crate::error::{AllOf, Error, ErrorKind, Result};
use crate::sheet::enter::said::SideSaid;
use crate::sheet::enter::whole::{side_alone, whole_hand};
use crate::sheet::fault::SheetFault;
use crate::sheet::game::GameFile;
use crate::sheet::half::Half;
use crate::sheet::hand::Hand;
use crate::sheet::log::{Change, Done, Event, HalfIn};
use crate::sheet::stamp::Stamp;

/// What a hand to enter is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandOf {
    /// What sides said: every side's makes the hand; some sides' are kept
    /// as their halves of it, and the last half in makes it.
    Said(Vec<SideSaid>),
    /// A hand scored already (a round file, the answers asked side by
    /// side at the terminal): it goes on the sheet as it is.
    Made(Hand),
}

/// A request to enter the next hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddHand {
    /// What the hand is made of.
    pub hand: HandOf,
    /// Enter numbers no hand can score; the sheet marks the hand.
    pub force: bool,
    /// A whole hand while sides' halves of it wait: drop the halves (the
    /// log says whose) rather than refuse the hand.
    pub replace_halves: bool,
}

/// What entering did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Added {
    /// The hand is on the sheet.
    Hand(Box<Done>),
    /// The halves are kept; the hand waits for the sides `waiting`.
    Halves {
        /// The sides whose halves are not in yet.
        waiting: Vec<String>,
    },
    /// The last half came in and the hand the halves make was refused
    /// (why: the error); the halves are kept for a side to correct.
    Refused(Error),
}

impl GameFile {
    /// Enter the next hand as `req` gives it, made as `stamp` says (who,
    /// when, under which request key: the log entry keeps it): a request
    /// naming every side adds the hand ([`add_hand`](GameFile::add_hand));
    /// one naming some sides keeps their halves, and the last half in
    /// makes the hand, checked as a whole. Refused requests change
    /// nothing; an answer `Refused` kept the halves.
    pub fn enter(&mut self, req: &AddHand, stamp: &Stamp) -> Result<Added> {
        self.refuse_over()?;
        let sides = match &req.hand {
            HandOf::Said(sides) if sides.len() < self.teams.len() => sides,
            _ => return self.add_hand(req, stamp).map(|d| Added::Hand(Box::new(d))),
        };
        if sides.is_empty() {
            return Err(Error::new(
                ErrorKind::Usage,
                SheetFault::NothingFor {
                    team: self.teams.first().cloned().unwrap_or_default(),
                },
            ));
        }
        self.put_halves(sides, req.force, stamp)?;
        match self.whole_of_halves(req.force) {
            None => Ok(Added::Halves {
                waiting: self.waiting().iter().map(|t| (*t).to_string()).collect(),
            }),
            Some(Err(e)) => Ok(Added::Refused(e)),
            Some(Ok((hand, halves))) => self
                .add_as(hand, stamp, halves)
                .map(|d| Added::Hand(Box::new(d))),
        }
    }

    /// Add the next hand whole, every side named, made as `stamp` says;
    /// checked as a hand ([`whole_hand`]). Refused while sides' halves of
    /// it wait (`halves_waiting`, naming them) unless the request drops
    /// them; the log then says whose were dropped.
    pub fn add_hand(&mut self, req: &AddHand, stamp: &Stamp) -> Result<Done> {
        self.refuse_over()?;
        self.refuse_waiting(req.replace_halves)?;
        let hand = match &req.hand {
            HandOf::Made(hand) => hand.clone(),
            HandOf::Said(sides) => whole_hand(self, sides, req.force)?,
        };
        self.drop_waiting(req.replace_halves, stamp)?;
        self.add_as(hand, stamp, Vec::new())
    }

    /// Keep each of `sides` as its half of the next hand, each checked as
    /// far as it can be alone; a side's half replaces one it sent before.
    fn put_halves(&mut self, sides: &[SideSaid], force: bool, stamp: &Stamp) -> Result<()> {
        let mut named: Vec<&str> = Vec::with_capacity(sides.len());
        for side in sides {
            side_alone(self, side, force)?;
            if named.contains(&side.team.as_str()) {
                return Err(Error::new(
                    ErrorKind::Usage,
                    SheetFault::SideTwice {
                        team: side.team.clone(),
                    },
                ));
            }
            named.push(&side.team);
        }
        let next = self.hands.len() + 1;
        for side in sides {
            self.put_half(Half {
                hand: next,
                team: side.team.clone(),
                way: side.said.way(),
                text: side.said.text(),
                at: stamp.at.clone(),
                by: stamp.by.clone(),
                key: stamp.key.clone(),
            })?;
        }
        Ok(())
    }

    /// The hand every side's half of the next hand makes, and the halves
    /// it is made of; `None` while a side's half is missing.
    fn whole_of_halves(&self, force: bool) -> Option<Result<(Hand, Vec<HalfIn>)>> {
        let sides = self.whole()?;
        let made = sides.and_then(|sides| whole_hand(self, &sides, force));
        Some(made.map(|hand| {
            let halves = self
                .halves()
                .iter()
                .map(|h| HalfIn {
                    side: h.team.clone(),
                    by: h.by.clone(),
                    key: h.key.clone(),
                })
                .collect();
            (hand, halves)
        }))
    }

    /// Why the halves of the next hand, every side's in, make no hand;
    /// none while one is missing or where they make one.
    pub fn halves_refused(&self) -> Option<Error> {
        self.whole_of_halves(false)?.err()
    }

    /// Refused where sides' halves of the next hand wait for the others'
    /// (`halves_waiting`, naming them), unless `replace`: a whole hand
    /// would drop them.
    pub fn refuse_waiting(&self, replace: bool) -> Result<()> {
        let waiting = self.halves();
        if replace || waiting.is_empty() {
            return Ok(());
        }
        Err(Error::new(
            ErrorKind::Usage,
            SheetFault::HalvesWaiting {
                sides: AllOf(waiting.iter().map(|h| h.team.clone()).collect()),
                hand: self.hands.len() + 1,
            },
        ))
    }

    /// Drop the halves of the next hand for a whole hand (`replace`), the
    /// log saying whose; refused where they wait and `replace` is not
    /// given.
    fn drop_waiting(&mut self, replace: bool, stamp: &Stamp) -> Result<()> {
        self.refuse_waiting(replace)?;
        let teams: Vec<String> = self.halves().iter().map(|h| h.team.clone()).collect();
        if teams.is_empty() {
            return Ok(());
        }
        self.log.push(Change {
            hand: Some(self.hands.len() + 1),
            teams,
            ..Change::stamped(stamp, Event::HalvesDropped)
        });
        self.halves.clear();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::author::Author;
    use crate::sheet::enter::said::Said;
    use crate::sheet::half::Way;

    fn game() -> GameFile {
        GameFile::new(
            vec!["Wir".into(), "Sie".into()],
            crate::rules::load("classic").unwrap(),
        )
    }

    fn said(sides: &[(&str, Way, &str)]) -> AddHand {
        AddHand {
            hand: HandOf::Said(
                sides
                    .iter()
                    .map(|(team, way, text)| SideSaid {
                        team: (*team).into(),
                        said: Said::parse(*way, text).unwrap(),
                    })
                    .collect(),
            ),
            force: false,
            replace_halves: false,
        }
    }

    fn phone(side: &str, key: &str) -> Stamp {
        Stamp::at("2026-11-24T20:00:00Z").by(Some(Author::side(side)), Some(key.into()))
    }

    fn organiser(key: &str) -> Stamp {
        Stamp::at("2026-11-24T20:01:00Z").by(Some(Author::organiser()), Some(key.into()))
    }

    #[test]
    fn a_whole_hand_is_logged_once_with_its_author_and_key() {
        let mut g = game();
        let added = g
            .enter(
                &said(&[("Wir", Way::Points, "600,120"), ("Sie", Way::Points, "-35")]),
                &organiser("k1"),
            )
            .unwrap();
        let Added::Hand(done) = added else {
            panic!("{added:?}")
        };
        assert_eq!(done.change.by, Some(Author::organiser()));
        assert_eq!(g.log.len(), 1);
        assert_eq!(g.log[0].key.as_deref(), Some("k1"));
        assert_eq!(g.log[0].from.as_deref(), Some(crate::sheet::hand::POINTS));
        assert!(g.made("k1", Some(&Author::organiser())));
        // A key is its sender's.
        assert!(!g.made("k1", Some(&Author::side("Wir"))));
    }

    #[test]
    fn halves_wait_and_the_last_makes_the_hand_crediting_each_phone() {
        let mut g = game();
        let first = g
            .enter(
                &said(&[("Wir", Way::Tally, "echt,aus,karten:120")]),
                &phone("Wir", "a"),
            )
            .unwrap();
        assert_eq!(
            first,
            Added::Halves {
                waiting: vec!["Sie".into()]
            }
        );
        // Kept in the file's English words.
        assert_eq!(g.halves()[0].text, "natural:1,out,cards:120");
        assert!(g.made("a", Some(&Author::side("Wir"))));
        let second = g
            .enter(
                &said(&[("Sie", Way::Tally, "cards:-20")]),
                &phone("Sie", "b"),
            )
            .unwrap();
        assert!(matches!(second, Added::Hand(_)), "{second:?}");
        assert!(g.halves.is_empty());
        let last = g.log.last().unwrap();
        assert_eq!(last.by, Some(Author::side("Sie")));
        let credited: Vec<_> = last
            .halves
            .iter()
            .map(|h| (h.side.as_str(), h.by.clone()))
            .collect();
        assert_eq!(
            credited,
            [
                ("Wir", Some(Author::side("Wir"))),
                ("Sie", Some(Author::side("Sie")))
            ]
        );
        // The first half's key still answers its retry.
        assert!(g.made("a", Some(&Author::side("Wir"))));
    }

    #[test]
    fn halves_that_make_no_hand_are_kept_with_why() {
        let mut g = game();
        g.enter(
            &said(&[("Wir", Way::Tally, "natural,out")]),
            &phone("Wir", "a"),
        )
        .unwrap();
        let refused = g
            .enter(
                &said(&[("Sie", Way::Tally, "natural,out")]),
                &phone("Sie", "b"),
            )
            .unwrap();
        let Added::Refused(e) = refused else {
            panic!("{refused:?}")
        };
        assert_eq!(e.code(), "both_out");
        assert_eq!(g.halves().len(), 2);
        assert_eq!(g.halves_refused().unwrap().code(), "both_out");
        assert!(g.hands.is_empty());
        // A half that cannot be alone is refused at once and not kept.
        let before = g.clone();
        let e = g
            .enter(&said(&[("Sie", Way::Tally, "red3:9")]), &phone("Sie", "c"))
            .unwrap_err();
        assert_eq!(e.code(), "too_many_tally_red_threes");
        assert_eq!(g, before);
    }

    #[test]
    fn a_whole_hand_while_halves_wait_is_refused_unless_they_are_dropped() {
        let mut g = game();
        g.enter(
            &said(&[("Wir", Way::Tally, "natural,out")]),
            &phone("Wir", "a"),
        )
        .unwrap();
        let before = g.clone();
        let whole = said(&[("Wir", Way::Points, "600,120"), ("Sie", Way::Points, "-35")]);
        let e = g.enter(&whole, &organiser("o")).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&SheetFault::HalvesWaiting {
                sides: AllOf(vec!["Wir".into()]),
                hand: 1
            })
        );
        assert_eq!(g, before);
        // So is a hand made elsewhere (a round file).
        let made = AddHand {
            hand: HandOf::Made(Hand {
                scores: vec![
                    crate::sheet::hand::Entry::total_only("Wir", 5),
                    crate::sheet::hand::Entry::total_only("Sie", 0),
                ],
                ..Hand::default()
            }),
            force: false,
            replace_halves: false,
        };
        assert_eq!(
            g.enter(&made, &Stamp::at("t")).unwrap_err().code(),
            "halves_waiting"
        );
        let replace = AddHand {
            replace_halves: true,
            ..whole
        };
        assert!(matches!(
            g.enter(&replace, &organiser("o")).unwrap(),
            Added::Hand(_)
        ));
        assert!(g.halves.is_empty());
        let dropped = &g.log[g.log.len() - 2];
        assert_eq!(dropped.what, Event::HalvesDropped);
        assert_eq!(
            (dropped.hand, dropped.teams.clone()),
            (Some(1), vec!["Wir".to_string()])
        );
        assert_eq!(dropped.by, Some(Author::organiser()));
        assert_eq!(g.log.last().unwrap().what, Event::Added);
    }
}
