//! Changes to the sheet from the phones: a whole hand, a side's half, an
//! edit, undo and redo. Each is one of the library's typed requests
//! (`sheet::enter`), made under the game file's lock and saved before it
//! is answered (`store::update`), its log entry written once with who
//! made it and the request's key. What a side wrote is read once here,
//! with the words of a phone: a refusal names the side, never a flag.

use std::path::Path;

use crate::fault::FrontFault;
use crate::serve::role::Role;
use canasta::error::{Error, ErrorKind, Origin, Result, RoundField};
use canasta::sheet::enter::{AddHand, Added, EditHand, HandOf, Said, SideSaid};
use canasta::sheet::{Author, GameFile, Stamp, Way, names, store};

/// A hand as a request gives it: each side named (as a player types it)
/// with its text, as points or as a tally.
#[derive(Debug, Clone, Default)]
pub(crate) struct Entered {
    pub points: Vec<(String, String)>,
    pub tally: Vec<(String, String)>,
    pub force: bool,
    /// A whole hand in place of halves waiting (the organiser's).
    pub replace_halves: bool,
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

/// Who a role is, for the log.
pub(crate) fn author(role: Role, teams: &[String]) -> Option<Author> {
    match role {
        Role::Organiser => Some(Author::organiser()),
        Role::Side(i) => teams.get(i).map(|t| Author::side(t)),
        Role::Viewer => None,
    }
}

/// A change by `role` at `at` under the request key `key`.
fn stamp(g: &GameFile, role: Role, at: &str, key: Option<&str>) -> Stamp {
    Stamp::at(at).by(author(role, &g.teams), key.map(str::to_string))
}

/// Whether the change with idempotency key `key` from `role`'s link was
/// made already (kept in the file, so a retry after a restart is known
/// too). Another link's key is another request. A half of a hand that was
/// refused as a whole is not made: sent again, corrected or not, it is
/// checked anew.
pub(crate) fn made(g: &GameFile, role: Role, key: &str) -> bool {
    let by = author(role, &g.teams);
    g.log.iter().rev().any(|c| c.made_by(key, by.as_ref()))
        || (waiting_half(g, role, key) && g.halves_refused().is_none())
}

/// Whether a half of the next hand waiting now was sent from `role`'s
/// link with `key`.
pub(crate) fn waiting_half(g: &GameFile, role: Role, key: &str) -> bool {
    let by = author(role, &g.teams);
    g.halves()
        .iter()
        .any(|h| h.key.as_deref() == Some(key) && h.by == by)
}

/// Each side the request names, as the game's side, with what it said;
/// each a side `role` may enter. In the sheet's order of sides.
fn sides(g: &GameFile, role: Role, e: &Entered) -> Result<Vec<SideSaid>> {
    let given = e
        .points
        .iter()
        .map(|p| (Way::Points, p))
        .chain(e.tally.iter().map(|t| (Way::Tally, t)));
    let mut out: Vec<SideSaid> = Vec::new();
    for (way, (name, text)) in given {
        let team = names::find(&g.teams, &g.players, name)
            .map_err(|f| Error::new(ErrorKind::Usage, f))?
            .to_string();
        let place = g.teams.iter().position(|t| *t == team).unwrap_or(0);
        role.may_enter(place, &g.teams)?;
        let said = Said::parse(way, text).map_err(|f| {
            Error::new(ErrorKind::Usage, f).within(Origin::round(&team, RoundField::Side))
        })?;
        out.push(SideSaid { team, said });
    }
    out.sort_by_key(|s| g.teams.iter().position(|t| *t == s.team));
    Ok(out)
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
    if e.force || e.replace_halves {
        role.organiser()?;
    }
    if !role.writes() {
        return Err(Error::new(ErrorKind::Usage, FrontFault::ReadOnlyLink));
    }
    if e.is_empty() {
        return Err(no_side());
    }
    let (game, added) = store::update(path, |g| {
        g.refuse_over()?;
        let request = AddHand {
            hand: HandOf::Said(sides(g, role, e)?),
            force: e.force,
            replace_halves: e.replace_halves,
        };
        g.enter(&request, &stamp(g, role, at, key))
    })?;
    Ok(match added {
        Added::Hand(_) => Done::Changed(game),
        Added::Halves { .. } => Done::Stored(game),
        Added::Refused(err) => Done::Refused(game, err),
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
    let (game, _) = store::update(path, |g| {
        g.has_hand(number)?;
        let request = EditHand {
            number,
            hand: HandOf::Said(sides(g, role, e)?),
            force: e.force,
        };
        g.edit_hand(&request, &stamp(g, role, at, key))
    })?;
    Ok(Done::Changed(game))
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
        let stamp = stamp(g, role, at, key);
        if redo {
            g.redo_as(&stamp)
        } else {
            g.undo_as(&stamp)
        }
    })?;
    Ok(Done::Changed(game))
}
