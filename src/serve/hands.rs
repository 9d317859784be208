//! Changes to the sheet from the phones: a whole hand, a side's half, an
//! edit, undo and redo. Each is made under the game file's lock and saved
//! before it is answered (`store::update`), and every hand goes through
//! the command line's own reading and checks (`app::sheet`): the same
//! text as `--points` and `--tally` take, the same words when refused.

use std::path::Path;

use crate::app::sheet::{check_points, check_tallies, hand_from_args, points_side, tally_side};
use crate::fault::FrontFault;
use crate::serve::role::Role;
use canasta::error::{Error, ErrorKind, Result};
use canasta::sheet::fault::SheetFault;
use canasta::sheet::{Author, GameFile, Half, Hand, Way, store};

/// A hand as a request gives it: each side named (as `--points` and
/// `--tally` name one) with its text.
#[derive(Debug, Clone, Default)]
pub(crate) struct Entered {
    pub points: Vec<(String, String)>,
    pub tally: Vec<(String, String)>,
    pub force: bool,
}

impl Entered {
    fn is_empty(&self) -> bool {
        self.points.is_empty() && self.tally.is_empty()
    }
}

/// What a change did.
pub(crate) enum Done {
    /// The sheet changed: a hand added or edited, a change undone or
    /// redone.
    Changed(GameFile),
    /// Halves kept; the hand waits for the other sides'.
    Stored(GameFile),
    /// The last half came in, and the whole hand was refused (`Error`
    /// says why); the halves are kept for correction.
    Refused(GameFile, Error),
}

impl Done {
    pub(crate) fn game(&self) -> &GameFile {
        match self {
            Done::Changed(g) | Done::Stored(g) | Done::Refused(g, _) => g,
        }
    }
}

/// What the closure under the lock decided.
enum Step {
    Changed,
    Stored,
    Refused(Error),
}

/// Who a role is, for the log.
fn author(role: Role, teams: &[String]) -> Option<Author> {
    match role {
        Role::Organiser => Some(Author::organiser()),
        Role::Side(i) => teams.get(i).map(|t| Author::side(t)),
        Role::Viewer => None,
    }
}

/// The last change, signed by who made it and the request's key.
fn sign(g: &mut GameFile, role: Role, key: Option<&str>) {
    let by = author(role, &g.teams);
    if let Some(last) = g.log.last_mut() {
        last.by = by;
        last.key = key.map(str::to_string);
    }
}

/// Whether the change with idempotency key `key` was made already by
/// `role`'s link (kept in the file, so a retry after a restart is known
/// too; another link's same key is another key). A half of a hand that was
/// refused as a whole is not made: sent again, corrected or not, it is
/// checked anew.
pub(crate) fn made(g: &GameFile, role: Role, key: &str) -> bool {
    let by = author(role, &g.teams);
    let mine = |k: Option<&str>, b: &Option<Author>| k == Some(key) && *b == by;
    g.log.iter().rev().any(|c| mine(c.key.as_deref(), &c.by))
        || (g.halves().iter().any(|h| mine(h.key.as_deref(), &h.by)) && refused(g).is_none())
}

/// Each side the request names, as the game's side, how it is written,
/// and its text; each a side `role` may enter, and named once.
fn sides(g: &GameFile, role: Role, e: &Entered) -> Result<Vec<(String, Way, String)>> {
    let mut out: Vec<(String, Way, String)> = Vec::new();
    let given = e
        .points
        .iter()
        .map(|p| (Way::Points, p))
        .chain(e.tally.iter().map(|t| (Way::Tally, t)));
    for (way, (name, text)) in given {
        let arg = format!("{name}={text}");
        let team = match way {
            Way::Points => points_side(g, &arg)?.team,
            Way::Tally => tally_side(g, &arg)?.0,
        };
        let place = g.teams.iter().position(|t| *t == team).unwrap_or(0);
        role.may_enter(place, &g.teams)?;
        if out.iter().any(|(t, _, _)| *t == team) {
            return Err(Error::new(ErrorKind::Usage, SheetFault::SideTwice { team }));
        }
        out.push((team, way, text.clone()));
    }
    out.sort_by_key(|(t, _, _)| g.teams.iter().position(|s| s == t));
    Ok(out)
}

/// Every side's text as one hand, through the command line's checks.
fn whole(g: &GameFile, sides: &[(String, Way, String)], force: bool) -> Result<Hand> {
    let of = |way: Way| -> Vec<String> {
        sides
            .iter()
            .filter(|(_, w, _)| *w == way)
            .map(|(t, _, text)| format!("{t}={text}"))
            .collect()
    };
    let (points, tally) = (of(Way::Points), of(Way::Tally));
    if !points.is_empty() && !tally.is_empty() {
        let names = |way: Way| {
            canasta::error::AllOf(
                sides
                    .iter()
                    .filter(|(_, w, _)| *w == way)
                    .map(|(t, _, _)| t.clone())
                    .collect(),
            )
        };
        return Err(Error::new(
            ErrorKind::Usage,
            SheetFault::HalvesMixed {
                points: names(Way::Points),
                tally: names(Way::Tally),
            },
        ));
    }
    hand_from_args(g, &points, &tally, force, None)
}

/// Why the halves of the next hand, every side's in, were refused; none
/// while one is missing or where they make a hand.
pub(crate) fn refused(g: &GameFile) -> Option<Error> {
    match g.whole()? {
        Err(fault) => Some(Error::new(ErrorKind::Usage, fault)),
        Ok((way, args)) => {
            let (points, tally) = match way {
                Way::Points => (args, Vec::new()),
                Way::Tally => (Vec::new(), args),
            };
            hand_from_args(g, &points, &tally, false, None).err()
        }
    }
}

/// A half checked as far as its side alone can be, with the command
/// line's words: what `game add` refuses of that side whatever the others
/// say (an item the rule set has not, a count one deck cannot hold,
/// something left unsaid, numbers no hand scores). What needs every side
/// (one side out, the deck across sides) waits for the last half.
fn half_alone(g: &GameFile, team: &str, way: Way, text: &str, force: bool) -> Result<()> {
    let arg = format!("{team}={text}");
    match way {
        Way::Tally => {
            let side = tally_side(g, &arg)?;
            check_tallies(g, &[side], force).map_err(|e| e.context("--tally"))?;
        }
        Way::Points => {
            check_points(g, &[points_side(g, &arg)?], force)?;
        }
    }
    Ok(())
}

fn no_side() -> Error {
    Error::new(ErrorKind::Usage, FrontFault::NoSideNamed)
}

/// `POST /api/hands`: every side named makes the next hand; some sides
/// are kept as their halves, and the last half in makes the hand.
pub(crate) fn enter(
    path: &Path,
    role: Role,
    e: &Entered,
    at: &str,
    key: Option<&str>,
) -> Result<Done> {
    if e.force {
        role.organiser()?;
    }
    if !role.writes() {
        return Err(Error::new(ErrorKind::Usage, FrontFault::ReadOnlyLink));
    }
    if e.is_empty() {
        return Err(no_side());
    }
    let (game, step) = store::update(path, |g| {
        g.refuse_over()?;
        let sides = sides(g, role, e)?;
        if sides.len() == g.teams.len() {
            let hand = whole(g, &sides, e.force)?;
            g.add(hand, at)?;
            sign(g, role, key);
            return Ok(Step::Changed);
        }
        for (team, way, text) in &sides {
            half_alone(g, team, *way, text, e.force)?;
        }
        let next = g.hands.len() + 1;
        let by = author(role, &g.teams);
        for (team, way, text) in sides {
            // The file keeps a tally's English words, whatever words the
            // phone sent (`echt,aus` is kept as `natural:1,out`).
            let text = match way {
                Way::Tally => tally_side(g, &format!("{team}={text}"))?.1.items(),
                Way::Points => text,
            };
            g.put_half(Half {
                hand: next,
                team,
                way,
                text,
                at: at.to_string(),
                by: by.clone(),
                key: key.map(str::to_string),
            })?;
        }
        let Some(ready) = g.whole() else {
            return Ok(Step::Stored);
        };
        let made = ready
            .map_err(|fault| Error::new(ErrorKind::Usage, fault))
            .and_then(|(way, args)| {
                let (points, tally) = match way {
                    Way::Points => (args, Vec::new()),
                    Way::Tally => (Vec::new(), args),
                };
                hand_from_args(g, &points, &tally, e.force, None)
            });
        match made {
            Ok(hand) => {
                g.add(hand, at)?;
                sign(g, role, key);
                Ok(Step::Changed)
            }
            Err(err) => Ok(Step::Refused(err)),
        }
    })?;
    Ok(match step {
        Step::Changed => Done::Changed(game),
        Step::Stored => Done::Stored(game),
        Step::Refused(err) => Done::Refused(game, err),
    })
}

/// `POST /api/hands/N`: hand N with the sides named changed, the others
/// kept as they are (a side alone may be corrected).
pub(crate) fn edit(
    path: &Path,
    role: Role,
    number: usize,
    e: &Entered,
    at: &str,
    key: Option<&str>,
) -> Result<Done> {
    role.organiser()?;
    if e.is_empty() {
        return Err(no_side());
    }
    let (game, ()) = store::update(path, |g| {
        g.has_hand(number)?;
        let given = sides(g, role, e)?;
        let by_points = given.iter().any(|(_, w, _)| *w == Way::Points);
        let old = g.hands[number - 1].clone();
        let mut every = Vec::new();
        for team in &g.teams {
            if let Some(side) = given.iter().find(|(t, _, _)| t == team) {
                every.push(side.clone());
                continue;
            }
            let kept = old.entry(team);
            let tally = kept.and_then(|k| k.tally.as_ref()).filter(|_| !by_points);
            every.push(match (tally, kept) {
                (Some(t), _) => (team.clone(), Way::Tally, t.items()),
                (None, Some(k)) => (team.clone(), Way::Points, points_text(k)),
                (None, None) => (team.clone(), Way::Points, "0".to_string()),
            });
        }
        let hand = whole(g, &every, e.force)?;
        g.edit(number, hand, at)?;
        sign(g, role, key);
        Ok(())
    })?;
    Ok(Done::Changed(game))
}

/// A side's entry as `--points` takes it after `NAME=`.
fn points_text(e: &canasta::sheet::Entry) -> String {
    match (e.bonus, e.cards) {
        (Some(b), Some(c)) => format!("{b},{c}"),
        _ => e.total.to_string(),
    }
}

/// `POST /api/undo` and `/api/redo`: the organiser's.
pub(crate) fn undo_or_redo(
    path: &Path,
    role: Role,
    redo: bool,
    at: &str,
    key: Option<&str>,
) -> Result<Done> {
    role.organiser()?;
    let (game, _) = store::update(path, |g| {
        let done = if redo { g.redo(at)? } else { g.undo(at)? };
        sign(g, role, key);
        Ok(done)
    })?;
    Ok(Done::Changed(game))
}
