//! The changes `game add`, `edit`, `undo` and `redo` make; what the file
//! keeps so that each can be taken back and made again is `undo`.

use crate::error::{AllOf, Error, ErrorKind, Hint, Result};
use crate::sheet::fault::GameFault;
use crate::sheet::fault::SheetFault;
use crate::sheet::game::GameFile;
use crate::sheet::hand::Hand;
use crate::sheet::log::{Change, Done, Event, HalfIn};
use crate::sheet::stamp::Stamp;
use crate::sheet::undo::{Edit, Redo, Redone};

/// The changes `game add`, `edit`, `undo` and `redo` make. Each is logged
/// with its time `at` and the hand's points before and after, and returns
/// what it did, for the summary. A refused change leaves the game as it was.
impl GameFile {
    /// No hand is added once the game is over.
    pub fn refuse_over(&self) -> Result<()> {
        match self.end() {
            Some((n, w)) if w.is_empty() => Err(Error::new(
                ErrorKind::Usage,
                SheetFault::GameDrawn { hand: n },
            )),
            Some((n, w)) => Err(Error::new(
                ErrorKind::Usage,
                SheetFault::GameOver {
                    winners: AllOf(w),
                    hand: n,
                },
            )),
            None => Ok(()),
        }
    }

    /// Hand `number` (1 is the first) is one of the sheet's.
    pub fn has_hand(&self, number: usize) -> Result<()> {
        let count = self.hands.len();
        if number == 0 || number > count {
            return Err(Error::new(
                ErrorKind::Usage,
                GameFault::NoSuchHand { number, count },
            ));
        }
        Ok(())
    }

    /// Add a hand after the last, made at `at` from the command line:
    /// [`add_as`](GameFile::add_as).
    pub fn add(&mut self, hand: Hand, at: &str) -> Result<Done> {
        self.add_as(hand, &Stamp::at(at), Vec::new())
    }

    /// Add a hand after the last, as `stamp` says who and when; `halves`
    /// are the sides' halves it was made of, if it was. The summary warns
    /// where it is the same as the hand before (entered twice?); the hand
    /// is added all the same. Halves still waiting go: a front end asks
    /// first (`enter` refuses them unless told to drop them).
    pub fn add_as(&mut self, mut hand: Hand, stamp: &Stamp, halves: Vec<HalfIn>) -> Result<Done> {
        self.refuse_over()?;
        hand.added = Some(stamp.at.clone());
        let n = self.hands.len() + 1;
        let twice = self
            .hands
            .last()
            .is_some_and(|last| last.scores == hand.scores);
        let change = Change {
            new: Some(hand.points()),
            halves,
            ..Change::entered(stamp, Event::Added, n, &hand)
        };
        let mut done = Done::of(&change);
        self.log.push(change);
        self.hands.push(hand);
        self.redo.clear();
        // The halves were for the place this hand takes.
        self.halves.clear();
        if twice {
            done.same_as = Some(n - 1);
        }
        Ok(done)
    }

    /// Replace hand `number` from the command line:
    /// [`edit_as`](GameFile::edit_as).
    pub fn edit(&mut self, number: usize, hand: Hand, at: &str) -> Result<Done> {
        self.edit_as(number, hand, &Stamp::at(at))
    }

    /// Replace hand `number` (1 is the first); later totals follow. Refused
    /// where the game would then end before the hands that follow.
    pub fn edit_as(&mut self, number: usize, mut hand: Hand, stamp: &Stamp) -> Result<Done> {
        self.has_hand(number)?;
        let count = self.hands.len();
        hand.added.clone_from(&self.hands[number - 1].added);
        let what = Change::entered(stamp, Event::Replaced, number, &hand);
        let new = hand.points();
        let was = std::mem::replace(&mut self.hands[number - 1], hand);
        if let Some((n, w)) = self.end()
            && n < count
        {
            self.hands[number - 1] = was;
            let fault = if w.is_empty() {
                SheetFault::EndsDrawnBefore { hand: n, count }
            } else {
                SheetFault::EndsBefore {
                    hand: n,
                    winners: AllOf(w),
                    count,
                }
            };
            return Err(Error::new(ErrorKind::Usage, fault));
        }
        let change = Change {
            old: Some(was.points()),
            new: Some(new),
            ..what
        };
        let done = Done::of(&change);
        self.log.push(change);
        self.edits.push(Edit {
            hand: number,
            after: count,
            was,
        });
        self.redo.clear();
        Ok(done)
    }

    /// Take back the last change from the command line:
    /// [`undo_as`](GameFile::undo_as).
    pub fn undo(&mut self, at: &str) -> Result<Done> {
        self.undo_as(&Stamp::at(at))
    }

    /// Take back the last change: the last edit where no hand was added
    /// after it, else the last hand.
    pub fn undo_as(&mut self, stamp: &Stamp) -> Result<Done> {
        let count = self.hands.len();
        if let Some(e) = self.edits.pop_if(|e| e.after == count) {
            let Some(slot) = self.hands.get_mut(e.hand.wrapping_sub(1)) else {
                // `check_edits` keeps every edit within the sheet.
                return Err(Error::new(
                    ErrorKind::Game,
                    GameFault::UndoMissingHand { hand: e.hand },
                ));
            };
            let now = std::mem::replace(slot, e.was);
            let change = Change {
                old: Some(now.points()),
                new: Some(slot.points()),
                ..Change::of_hand(stamp, Event::UndidEdit, e.hand)
            };
            let done = Done::of(&change);
            self.log.push(change);
            self.redo.push(Redo {
                change: Redone::Replaced,
                hand: e.hand,
                put: now,
            });
            return Ok(done);
        }
        let Some(h) = self.hands.pop() else {
            return Err(Error::new(ErrorKind::Usage, GameFault::NothingToUndo));
        };
        let change = Change {
            old: Some(h.points()),
            ..Change::of_hand(stamp, Event::Removed, count)
        };
        let done = Done::of(&change);
        self.log.push(change);
        self.redo.push(Redo {
            change: Redone::Added,
            hand: count,
            put: h,
        });
        Ok(done)
    }

    /// Make the last change `undo` took back again, from the command
    /// line: [`redo_as`](GameFile::redo_as).
    pub fn redo(&mut self, at: &str) -> Result<Done> {
        self.redo_as(&Stamp::at(at))
    }

    /// Make the last change `undo` took back again.
    pub fn redo_as(&mut self, stamp: &Stamp) -> Result<Done> {
        let Some(r) = self.redo.pop() else {
            return Err(Error::new(ErrorKind::Usage, GameFault::NothingToRedo));
        };
        let count = self.hands.len();
        let refused = match r.change {
            Redone::Added if r.hand != count + 1 => Some(misplaced(r.hand, count)),
            Redone::Added => self.refuse_over().err(),
            Redone::Replaced if !(1..=count).contains(&r.hand) => Some(misplaced(r.hand, count)),
            Redone::Replaced => None,
        };
        if let Some(e) = refused {
            self.redo.push(r);
            return Err(e);
        }
        let new = r.put.points();
        let (what, old) = match r.change {
            Redone::Added => {
                self.hands.push(r.put);
                (Event::PutBack, None)
            }
            Redone::Replaced => {
                let was = std::mem::replace(&mut self.hands[r.hand - 1], r.put);
                let old = was.points();
                self.edits.push(Edit {
                    hand: r.hand,
                    after: count,
                    was,
                });
                (Event::RedidEdit, Some(old))
            }
        };
        let change = Change {
            old,
            new: Some(new),
            ..Change::of_hand(stamp, what, r.hand)
        };
        let done = Done::of(&change);
        self.log.push(change);
        Ok(done)
    }

    /// Whether the request with key `key` from `by` made a change kept in
    /// the file (a hand, an edit, a half waiting or one a hand was made
    /// of): a retry, even after a restart, is answered, not made again.
    /// A key is its sender's: the same key from another holder is another
    /// request.
    pub fn made(&self, key: &str, by: Option<&crate::sheet::Author>) -> bool {
        self.log.iter().rev().any(|c| c.made_by(key, by))
            || self
                .halves
                .iter()
                .any(|h| h.key.as_deref() == Some(key) && h.by.as_ref() == by)
    }
}

/// A change to redo that a hand-edited file put out of place.
fn misplaced(hand: usize, count: usize) -> Error {
    Error::new(ErrorKind::Game, GameFault::RedoMisplaced { hand, count })
        .with_help(Hint::RemoveRedo)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::hand::Entry;

    fn points(g: &GameFile) -> Vec<String> {
        g.hands.iter().map(Hand::points).collect()
    }

    fn by_points(a: i64, b: i64) -> Hand {
        Hand {
            from: Some("--points".into()),
            scores: vec![Entry::split("A", 0, a), Entry::total_only("B", b)],
            ..Hand::default()
        }
    }

    /// A logged change's kind, hand, and points before and after.
    type Logged<'a> = (Event, Option<usize>, Option<&'a str>, Option<&'a str>);

    #[test]
    fn undo_and_redo_walk_over_adds_and_edits_alike() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        g.add(by_points(10, 20), "t1").unwrap();
        g.add(by_points(30, 40), "t2").unwrap();
        let edited = g.edit(1, by_points(15, 20), "t3").unwrap();
        assert_eq!(
            (edited.change.what, edited.change.hand),
            (Event::Replaced, Some(1))
        );
        assert_eq!(edited.change.from.as_deref(), Some("--points"));
        g.add(by_points(50, 60), "t4").unwrap();
        let states = [
            vec!["A=0,10 B=20", "A=0,30 B=40"],
            vec!["A=0,15 B=20", "A=0,30 B=40"],
            vec!["A=0,15 B=20", "A=0,30 B=40", "A=0,50 B=60"],
        ];
        // Back: the last add, the edit (hand 1 as it was, its time kept),
        // then the adds before it.
        g.undo("u").unwrap();
        assert_eq!(points(&g), states[1]);
        let undone = g.undo("u").unwrap().change;
        assert_eq!((undone.what, undone.hand), (Event::UndidEdit, Some(1)));
        assert_eq!(points(&g), states[0]);
        assert_eq!(g.hands[0].added.as_deref(), Some("t1"));
        g.undo("u").unwrap();
        g.undo("u").unwrap();
        assert!(g.hands.is_empty());
        let e = g.undo("u").unwrap_err();
        assert_eq!(e.fault(), Some(&GameFault::NothingToUndo));
        // And forth again, exactly.
        g.redo("r").unwrap();
        g.redo("r").unwrap();
        assert_eq!(points(&g), states[0]);
        let redone = g.redo("r").unwrap().change;
        assert_eq!((redone.what, redone.hand), (Event::RedidEdit, Some(1)));
        assert_eq!(points(&g), states[1]);
        g.redo("r").unwrap();
        assert_eq!(points(&g), states[2]);
        assert_eq!(
            g.redo("r").unwrap_err().fault(),
            Some(&GameFault::NothingToRedo)
        );
        // Undo takes the edit back once more after the redo.
        g.undo("u").unwrap();
        g.undo("u").unwrap();
        assert_eq!(points(&g), states[0]);
        // Any new change clears what could be redone.
        g.edit(2, by_points(35, 40), "t5").unwrap();
        assert!(g.redo.is_empty());
        // The log has old and new points for every change.
        let log: Vec<Logged> = g
            .log
            .iter()
            .map(|c| (c.what, c.hand, c.old.as_deref(), c.new.as_deref()))
            .collect();
        assert_eq!(log[0], (Event::Added, Some(1), None, Some("A=0,10 B=20")));
        assert_eq!(g.log[0].from.as_deref(), Some("--points"));
        assert_eq!(
            log[2],
            (
                Event::Replaced,
                Some(1),
                Some("A=0,10 B=20"),
                Some("A=0,15 B=20")
            )
        );
        assert_eq!(log[4], (Event::Removed, Some(3), Some("A=0,50 B=60"), None));
        assert_eq!(
            log[5],
            (
                Event::UndidEdit,
                Some(1),
                Some("A=0,15 B=20"),
                Some("A=0,10 B=20")
            )
        );
        assert_eq!(log[8], (Event::PutBack, Some(1), None, Some("A=0,10 B=20")));
        assert_eq!(
            log[10],
            (
                Event::RedidEdit,
                Some(1),
                Some("A=0,10 B=20"),
                Some("A=0,15 B=20")
            )
        );
    }

    #[test]
    fn a_refused_change_leaves_the_game_as_it_was() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        g.add(by_points(100, 0), "t1").unwrap();
        g.add(by_points(100, 0), "t2").unwrap();
        let before = g.clone();
        // Hand 1 at 5000 would end the game before hand 2.
        let e = g.edit(1, by_points(5000, 0), "t3").unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&SheetFault::EndsBefore {
                hand: 1,
                winners: AllOf(vec!["A".into()]),
                count: 2
            })
        );
        assert!(g.edit(3, by_points(1, 0), "t3").is_err());
        assert_eq!(g, before);
        g.add(by_points(5000, 0), "t3").unwrap();
        let over = g.clone();
        assert_eq!(
            g.add(by_points(1, 0), "t4").unwrap_err().code(),
            "game_over"
        );
        assert_eq!(g, over);
        // A redo that no longer fits is put back as it was.
        g.undo("u").unwrap();
        g.hands.pop();
        let e = g.redo("r").unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&GameFault::RedoMisplaced { hand: 3, count: 1 })
        );
        assert_eq!(g.redo.len(), 1);
    }

    #[test]
    fn hands_undone_in_older_files_become_hands_to_redo() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        // Read back, the time must be one.
        g.add(by_points(10, 0), "2026-11-23T20:00:00Z").unwrap();
        // A file of version 2, with two hands undone the old way: hand 3
        // first, then hand 2 on top.
        let undone = serde_yaml::to_string(&vec![by_points(30, 0), by_points(20, 0)]).unwrap();
        let text = g.to_text().unwrap().replace(
            &format!("version: {}\n", super::super::migrate::CURRENT),
            "version: 2\n",
        ) + "undone:\n"
            + &undone;
        assert!(text.contains("version: 2\n"), "{text}");
        let mut read = GameFile::parse("g.yaml", &text).unwrap();
        assert!(!read.to_text().unwrap().contains("undone"));
        assert_eq!(
            read.redo.iter().map(|r| r.hand).collect::<Vec<_>>(),
            vec![3, 2]
        );
        read.redo("r").unwrap();
        read.redo("r").unwrap();
        assert_eq!(points(&read), ["A=0,10 B=0", "A=0,20 B=0", "A=0,30 B=0"]);
        // An edit that names a hand the sheet does not hold is refused.
        let bad = text.replace(
            "undone:",
            "edits:\n- hand: 2\n  after: 2\n  was:\n    scores: []\nundone:",
        );
        let e = GameFile::parse("g.yaml", &bad).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&GameFault::EditMisfits {
                edit: 1,
                hand: 2,
                after: 2,
                count: 1
            })
        );
    }

    #[test]
    fn the_same_hand_twice_in_a_row_is_added_with_a_warning() {
        let mut g = GameFile::new(
            vec!["A".into(), "B".into()],
            crate::rules::load("classic").unwrap(),
        );
        assert_eq!(g.add(by_points(10, 20), "t1").unwrap().same_as, None);
        let twice = g.add(by_points(10, 20), "t2").unwrap();
        assert_eq!(twice.same_as, Some(1));
        assert_eq!(g.hands.len(), 2);
        let last = g.log.last().unwrap();
        assert_eq!((last.what, last.hand), (Event::Added, Some(2)));
        assert_eq!(g.add(by_points(10, 25), "t3").unwrap().same_as, None);
    }
}
