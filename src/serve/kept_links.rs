//! The links that survive: a game's tokens and its identity, kept between
//! runs of the pad, so that a phone's link and its cookie work again after
//! the laptop slept or the pad was started anew, on any port.
//!
//! They are kept beside the game file, as `.GAME.yaml.links`, readable by
//! its owner alone (mode 0600 on Unix), and never in the game file, which
//! is shared, copied and mailed. Beside the game rather than in the user's
//! state folder, because they belong to that one game: they go where the
//! game file is moved or backed up and are gone with it, they need nothing
//! of the environment (a pad started by a service manager or a test may
//! have no `HOME`), and the folder is one the pad writes anyway (every
//! change is saved there). A state folder would keep the tokens of every
//! deleted game, and lose a game's links when its file is renamed.
//!
//! A new game at the same path is told from the old one by its birth, the
//! time its log says it was started, and its sides: it gets new tokens and
//! a new identity, so that nothing a phone kept for the old game is sent
//! to it.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::serve::keys::Keys;
use crate::serve::role::Role;
use crate::serve::token::Token;
use canasta::error::Result;
use canasta::sheet::GameFile;
use canasta::sheet::log::Event;

/// The version of the kept file's format.
const VERSION: u32 = 1;

/// The most a kept file may hold: a few hundred bytes are written.
const MOST_BYTES: u64 = 64 * 1024;

/// The file as it is kept.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    version: u32,
    /// The game's identity: random, kept while it is the same game.
    game: String,
    /// When the game was started, as its log says (none in a file older
    /// than that entry).
    born: Option<String>,
    /// The game's sides, in the sheet's order.
    teams: Vec<String>,
    organiser: String,
    /// Each side's token, in the sheet's order.
    sides: Vec<String>,
    viewer: String,
}

/// A served game's tokens and identity.
#[derive(Debug)]
pub(crate) struct KeptLinks {
    pub keys: Keys,
    /// The game's identity: the same for the same game from run to run,
    /// another for another game at the same path. Not secret.
    pub game: String,
    /// Why the links could not be kept, where they could not: they are new
    /// at the next start.
    pub problem: Option<String>,
}

/// Where the links of the game file `game` are kept.
pub(crate) fn path_of(game: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(game.file_name().unwrap_or_default());
    name.push(".links");
    game.with_file_name(name)
}

/// The links of `game` (read from `path`): those kept from an earlier
/// run where they are the same game's, else new ones, kept for the next.
/// `new_links`: new tokens whatever was kept (the old links then get 401);
/// the game keeps its identity.
pub(crate) fn open(path: &Path, game: &GameFile, new_links: bool) -> Result<KeptLinks> {
    let file = path_of(path);
    let born = born(game);
    let kept = read::<Stored>(&file)
        .filter(|s| s.version == VERSION && s.teams == game.teams && s.born == born);
    if let Some(stored) = &kept
        && !new_links
        && let Some(keys) = keys_of(stored)
    {
        return Ok(KeptLinks {
            keys,
            game: stored.game.clone(),
            problem: None,
        });
    }
    let game_id = match kept {
        Some(s) if s.game.len() == 32 && s.game.bytes().all(|b| b.is_ascii_hexdigit()) => s.game,
        _ => Token::new()?.as_str()[..32].to_string(),
    };
    let keys = Keys::new(game.teams.len())?;
    let stored = Stored {
        version: VERSION,
        game: game_id.clone(),
        born,
        teams: game.teams.clone(),
        organiser: keys.token(Role::Organiser).to_string(),
        sides: (0..game.teams.len())
            .map(|i| keys.token(Role::Side(i)).to_string())
            .collect(),
        viewer: keys.token(Role::Viewer).to_string(),
    };
    let problem = write(&file, &stored)
        .err()
        .map(|e| format!("{}: {e}", file.display()));
    Ok(KeptLinks {
        keys,
        game: game_id,
        problem,
    })
}

/// When the game was started, as its log says.
fn born(game: &GameFile) -> Option<String> {
    game.log
        .iter()
        .find(|c| c.what == Event::Started)
        .map(|c| c.at.clone())
}

/// The kept file, where there is one that reads.
pub(crate) fn read<T: serde::de::DeserializeOwned>(file: &Path) -> Option<T> {
    let meta = std::fs::metadata(file).ok()?;
    if !meta.is_file() || meta.len() > MOST_BYTES {
        return None;
    }
    let stored = serde_json::from_str(&std::fs::read_to_string(file).ok()?).ok()?;
    // A copy made readable by others (a backup restored, a folder
    // synced) is made the owner's alone again.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if meta.permissions().mode() & 0o077 != 0 {
            let _ = std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o600));
        }
    }
    Some(stored)
}

fn keys_of(s: &Stored) -> Option<Keys> {
    let sides = s
        .sides
        .iter()
        .map(|t| Token::parse(t))
        .collect::<Option<Vec<Token>>>()?;
    (sides.len() == s.teams.len()).then_some(())?;
    Some(Keys::kept(
        Token::parse(&s.organiser)?,
        sides,
        Token::parse(&s.viewer)?,
    ))
}

/// Keep `stored` as `file`, atomically, readable by its owner alone.
pub(crate) fn write(file: &Path, stored: &impl Serialize) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(stored).map_err(std::io::Error::other)? + "\n";
    #[allow(unused_mut)]
    let mut options = atomic_write_file::AtomicWriteFile::options();
    #[cfg(unix)]
    {
        use atomic_write_file::unix::OpenOptionsExt as _;
        use std::os::unix::fs::OpenOptionsExt as _;
        options.preserve_mode(false).mode(0o600);
    }
    let mut f = options.open(file)?;
    f.write_all(text.as_bytes())?;
    f.commit()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(dir: &Path, teams: &[&str], at: &str) -> (PathBuf, GameFile) {
        let path = dir.join("abend.yaml");
        let mut g = GameFile::new(
            teams.iter().map(|t| (*t).to_string()).collect(),
            canasta::rules::load("classic").unwrap(),
        );
        let mut start = canasta::sheet::Change::new(at, Event::Started);
        start.teams.clone_from(&g.teams);
        g.log.push(start);
        (path, g)
    }

    fn tokens(k: &KeptLinks, sides: usize) -> Vec<String> {
        let mut roles = vec![Role::Organiser, Role::Viewer];
        roles.extend((0..sides).map(Role::Side));
        roles
            .into_iter()
            .map(|r| k.keys.token(r).to_string())
            .collect()
    }

    #[test]
    fn the_same_game_keeps_its_links_and_a_new_one_gets_new() {
        let dir = tempfile::tempdir().unwrap();
        let (path, g) = game(dir.path(), &["Wir", "Sie"], "2026-11-24T20:00:00Z");
        let first = open(&path, &g, false).unwrap();
        assert_eq!(first.problem, None);
        let again = open(&path, &g, false).unwrap();
        assert_eq!(tokens(&first, 2), tokens(&again, 2));
        assert_eq!(first.game, again.game);
        // New links: new tokens, the same game.
        let renewed = open(&path, &g, true).unwrap();
        assert_eq!(renewed.game, first.game);
        for (old, new) in tokens(&first, 2).iter().zip(tokens(&renewed, 2)) {
            assert_ne!(*old, new);
        }
        // A new game at the same path, started later: new everything.
        let (_, other) = game(dir.path(), &["Wir", "Sie"], "2026-11-25T20:00:00Z");
        let new_game = open(&path, &other, false).unwrap();
        assert_ne!(new_game.game, first.game);
        assert!(
            tokens(&new_game, 2)
                .iter()
                .all(|t| !tokens(&renewed, 2).contains(t))
        );
        // The game file holds no token.
        let kept = std::fs::read_to_string(path_of(&path)).unwrap();
        assert!(kept.contains(new_game.keys.token(Role::Organiser)));
    }

    #[cfg(unix)]
    #[test]
    fn only_the_owner_may_read_the_kept_links() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let (path, g) = game(dir.path(), &["Wir", "Sie"], "2026-11-24T20:00:00Z");
        open(&path, &g, false).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&path_of(&path)), 0o600);
        std::fs::set_permissions(path_of(&path), std::fs::Permissions::from_mode(0o644)).unwrap();
        open(&path, &g, false).unwrap();
        assert_eq!(mode(&path_of(&path)), 0o600);
    }

    #[test]
    fn a_damaged_kept_file_gives_new_links() {
        let dir = tempfile::tempdir().unwrap();
        let (path, g) = game(dir.path(), &["Wir", "Sie"], "2026-11-24T20:00:00Z");
        std::fs::write(path_of(&path), "{ not json").unwrap();
        let k = open(&path, &g, false).unwrap();
        assert_eq!(k.problem, None);
        assert_eq!(tokens(&open(&path, &g, false).unwrap(), 2), tokens(&k, 2));
        let (_, three) = game(dir.path(), &["A", "B", "C"], "2026-11-24T20:00:00Z");
        let k3 = open(&path, &three, false).unwrap();
        assert_ne!(k3.game, k.game);
        assert_eq!(k3.keys.sides(), 3);
    }
}
