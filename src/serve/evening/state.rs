//! What the server knows of a served evening: the evening file, its
//! links, and one `Table` (the one game's pad's own) per table's game
//! file, made when a request first asks for it. Every write to a game
//! goes through that `Table`, so it is made as the one game's pad makes
//! it: under the file's lock, with its idempotency keys.

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use axum::http::Uri;
use tokio::sync::watch;

use crate::fault::FrontFault;
use crate::i18n::Lang;
use crate::serve::address::Hosts;
use crate::serve::door::Door;
use crate::serve::evening::keys::{ClubKeys, ClubLinks, ClubRole};
use crate::serve::guard::Guarded;
use crate::serve::keys::Keys;
use crate::serve::links::Links;
use crate::serve::role::Role;
use crate::serve::table::{Setup, Table};
use canasta::club::evening::Evening;
use canasta::club::store;
use canasta::error::{Error, ErrorKind, Result};

/// A served evening.
pub(crate) struct Club {
    /// The evening file.
    pub path: PathBuf,
    pub keys: ClubKeys,
    pub links: ClubLinks,
    pub lang: Lang,
    pub now: Option<OsString>,
    pub zone: jiff::tz::TimeZone,
    pub door: Door,
    pub hosts: Hosts,
    pub stop: watch::Receiver<bool>,
    /// Each table's game being served, by its game file.
    tables: Mutex<HashMap<PathBuf, Arc<Table>>>,
}

impl Guarded for Club {
    fn lang(&self) -> Lang {
        self.lang
    }
    fn hosts(&self) -> &Hosts {
        &self.hosts
    }
}

/// What a `Club` is made of, beside its tables.
pub(crate) struct ClubSetup {
    pub path: PathBuf,
    pub keys: ClubKeys,
    pub links: ClubLinks,
    pub lang: Lang,
    pub now: Option<OsString>,
    pub zone: jiff::tz::TimeZone,
    pub door: Door,
    pub hosts: Hosts,
    pub stop: watch::Receiver<bool>,
}

/// A table of the round being played, as a request reaches it: its
/// game being served, and what the link may do there.
pub(crate) struct Seat {
    pub table: Arc<Table>,
    pub role: Role,
}

impl Club {
    pub(crate) fn new(s: ClubSetup) -> Club {
        Club {
            path: s.path,
            keys: s.keys,
            links: s.links,
            lang: s.lang,
            now: s.now,
            zone: s.zone,
            door: s.door,
            hosts: s.hosts,
            stop: s.stop,
            tables: Mutex::new(HashMap::new()),
        }
    }

    /// The evening file as it is now.
    pub(crate) fn evening(&self) -> Result<Evening> {
        store::load(&self.path)
    }

    /// The table a request from `role` reaches: its own (a table's, a
    /// player's link), or the one `?table=` names (the organiser's, the
    /// viewer's; another than its own for a table's or player's link is
    /// refused).
    pub(crate) fn seat(&self, role: &ClubRole, uri: &Uri) -> Result<Seat> {
        let named = crate::serve::lang::query_value(uri, "table");
        let evening = self.evening()?;
        let round = evening
            .current()
            .ok_or_else(|| no_table(named.as_deref()))?;
        let (own, side) = match role {
            ClubRole::Table(n) => (Some(*n), None),
            ClubRole::Player(p) => {
                let Some((t, side)) = round.tables.iter().find_map(|t| {
                    let side = t.sides.iter().position(|s| s.contains(p))?;
                    Some((t.table, side))
                }) else {
                    return Err(refused(FrontFault::SittingOut { player: p.clone() }));
                };
                (Some(t), Some(side))
            }
            ClubRole::Organiser | ClubRole::Viewer => (None, None),
        };
        let number = match (&named, own) {
            (Some(text), own) => {
                let n: u32 = text.trim().parse().map_err(|_| no_table(Some(text)))?;
                if let Some(own) = own
                    && own != n
                {
                    return Err(refused(FrontFault::NotYourTable {
                        table: text.clone(),
                        yours: own,
                    }));
                }
                n
            }
            (None, Some(own)) => own,
            (None, None) => return Err(refused(FrontFault::TableNeeded)),
        };
        let at = round
            .tables
            .iter()
            .find(|t| t.table == number)
            .ok_or_else(|| no_table(named.as_deref()))?;
        let role = match role {
            ClubRole::Organiser | ClubRole::Table(_) => Role::Organiser,
            ClubRole::Player(_) => Role::Side(side.unwrap_or(0)),
            ClubRole::Viewer => Role::Viewer,
        };
        let table = self.table(store::game_path(&self.path, at))?;
        Ok(Seat { table, role })
    }

    /// The served game of the file `path`, made at its first request.
    fn table(&self, path: PathBuf) -> Result<Arc<Table>> {
        let mut tables = self
            .tables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(t) = tables.get(&path) {
            return Ok(t.clone());
        }
        let game = canasta::sheet::store::load(&path)?;
        // The game's own links are not handed out: the evening's are.
        let keys = Keys::new(game.teams.len())?;
        let links = Links::none(&self.links.url);
        let identity = format!(
            "{}{}",
            &self.keys.identity,
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        let table = Arc::new(Table::new(Setup {
            path: path.clone(),
            game,
            keys,
            lang: self.lang,
            now: self.now.clone(),
            zone: self.zone.clone(),
            door: self.door.clone(),
            identity,
            links,
            hosts: self.hosts.clone(),
            stop: self.stop.clone(),
        }));
        tokio::spawn(crate::serve::watch::follow(table.clone()));
        tables.insert(path, table.clone());
        Ok(table)
    }
}

fn refused(fault: FrontFault) -> Error {
    Error::new(ErrorKind::Usage, fault)
}

fn no_table(named: Option<&str>) -> Error {
    refused(FrontFault::NoSuchTable {
        table: named.unwrap_or("").chars().take(20).collect(),
    })
}
