//! The game being served: the file, the game as last read from it, and
//! who is told when it changes. The file is the one record; this is a
//! copy of it, read again whenever the file changes on disk (a command
//! line's `game add`) and replaced by what the server itself saves.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::{Arc, RwLock};
use std::time::SystemTime;

use tokio::sync::watch;

use crate::i18n::Lang;
use crate::serve::address::Hosts;
use crate::serve::door::Door;
use crate::serve::idempotency::Replies;
use crate::serve::keys::Keys;
use crate::serve::links::Links;
use crate::serve::questions::Questions;
use crate::serve::streams::Streams;
use canasta::error::{Error, Result};
use canasta::sheet::{GameFile, store};

/// What the server knows of its game.
pub(crate) struct Table {
    /// The game file.
    pub path: PathBuf,
    /// The links' tokens.
    pub keys: Keys,
    /// The language where a request names none.
    pub lang: Lang,
    /// `CANASTA_NOW`, where it fixes the time changes are stamped with.
    pub now: Option<OsString>,
    /// The time zone the log's times are shown in, as `game log` shows
    /// them (`TZ`, else the system's): the table's own clock.
    pub zone: jiff::tz::TimeZone,
    /// The cookie a token link is exchanged for.
    pub door: Door,
    /// The game's identity: the same from run to run of the pad, another
    /// for another game served at the same address (a phone keys what it
    /// keeps offline by it). Not secret.
    pub identity: String,
    /// Every link, for the organiser's page (`Links::each`, `qr_svg`).
    pub links: Links,
    /// The hosts requests may name.
    pub hosts: Hosts,
    /// The live streams open, per link.
    pub streams: Streams,
    /// The referee's questions being answered or waiting.
    pub questions: Questions,
    loaded: RwLock<Loaded>,
    changed: watch::Sender<u64>,
    /// Held by each change to the sheet, with the answers given to the
    /// idempotency keys so far.
    pub writes: tokio::sync::Mutex<Replies>,
    /// Set when the server is stopping: live streams end.
    pub stop: watch::Receiver<bool>,
}

/// The game as last read or saved, and its version: every change, by
/// the server or on disk, gives a new one.
#[derive(Clone)]
pub(crate) struct Snapshot {
    pub game: Arc<GameFile>,
    pub version: u64,
    /// Why the file on disk cannot be read now, where it cannot; the game
    /// above is then as it was last read.
    pub problem: Option<Arc<Error>>,
}

struct Loaded {
    snap: Snapshot,
    stamp: Option<Stamp>,
    /// `game show --format json`'s text per language, for this version.
    json: [Option<Arc<str>>; 2],
}

/// What tells one file on disk from a changed one: an atomic save
/// replaces the file, so its inode changes even where its size and time
/// do not.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
    inode: u64,
}

fn stamp_of(path: &std::path::Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    #[cfg(unix)]
    let inode = {
        use std::os::unix::fs::MetadataExt;
        meta.ino()
    };
    #[cfg(not(unix))]
    let inode = 0;
    Some(Stamp {
        len: meta.len(),
        modified: meta.modified().ok(),
        inode,
    })
}

/// What a new `Table` is made of.
pub(crate) struct Setup {
    pub path: PathBuf,
    pub game: GameFile,
    pub keys: Keys,
    pub lang: Lang,
    pub now: Option<OsString>,
    pub zone: jiff::tz::TimeZone,
    pub door: Door,
    pub identity: String,
    pub links: Links,
    pub hosts: Hosts,
    pub stop: watch::Receiver<bool>,
}

impl Table {
    pub(crate) fn new(setup: Setup) -> Table {
        let stamp = stamp_of(&setup.path);
        Table {
            path: setup.path,
            keys: setup.keys,
            lang: setup.lang,
            now: setup.now,
            zone: setup.zone,
            door: setup.door,
            identity: setup.identity,
            links: setup.links,
            hosts: setup.hosts,
            streams: Streams::default(),
            questions: Questions::new(),
            loaded: RwLock::new(Loaded {
                snap: Snapshot {
                    game: Arc::new(setup.game),
                    version: 1,
                    problem: None,
                },
                stamp,
                json: [None, None],
            }),
            changed: watch::Sender::new(1),
            writes: tokio::sync::Mutex::new(Replies::default()),
            stop: setup.stop,
        }
    }

    /// The game now.
    pub(crate) fn snapshot(&self) -> Snapshot {
        self.read().snap.clone()
    }

    /// A receiver told the version of every change.
    pub(crate) fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// The game's sides, in the sheet's order.
    pub(crate) fn teams(&self) -> Vec<String> {
        self.read().snap.game.teams.clone()
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, Loaded> {
        // A panic while holding the lock leaves the data as it was: the
        // copy of the file is still whole.
        self.loaded
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Loaded> {
        self.loaded
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The server saved `game` to the file.
    pub(crate) fn saved(&self, game: GameFile) {
        let stamp = stamp_of(&self.path);
        self.replace(Some(game), None, stamp);
    }

    /// Read the file again if it changed on disk since it was last read
    /// or saved (blocking: run it off the runtime's thread). Whether it
    /// had changed.
    pub(crate) fn refresh(&self) -> bool {
        let stamp = stamp_of(&self.path);
        if self.read().stamp == stamp {
            return false;
        }
        match store::load(&self.path) {
            Ok(game) => self.replace(Some(game), None, stamp),
            Err(e) => self.replace(None, Some(Arc::new(e)), stamp),
        }
        true
    }

    fn replace(&self, game: Option<GameFile>, problem: Option<Arc<Error>>, stamp: Option<Stamp>) {
        let version = {
            let mut l = self.write();
            l.snap.version += 1;
            if let Some(game) = game {
                l.snap.game = Arc::new(game);
            }
            l.snap.problem = problem;
            l.stamp = stamp;
            l.json = [None, None];
            l.snap.version
        };
        self.changed.send_replace(version);
    }

    /// `canasta game show --format json` of the game now, in `lang`.
    pub(crate) fn game_json(&self, lang: Lang) -> Result<Arc<str>> {
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        let game = {
            let l = self.read();
            if let Some(problem) = &l.snap.problem {
                return Err(Error::clone(problem));
            }
            if let Some(json) = &l.json[i] {
                return Ok(json.clone());
            }
            l.snap.clone()
        };
        let json: Arc<str> = crate::serve::sheet_json::json(&game.game, lang)?.into();
        let mut l = self.write();
        if l.snap.version == game.version {
            l.json[i] = Some(json.clone());
        }
        Ok(json)
    }
}
