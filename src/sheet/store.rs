//! Reading and saving game files safely.
//!
//! Saving writes a new file beside the old one and renames it over it
//! (atomic-write-file), so a crash or a full disk leaves the old file or the
//! new one, never half of one. Because the rename replaces the game file's
//! inode, the lock cannot live on the game file itself: a second writer
//! could lock the old inode while the first renames a new one in place.
//! Writers lock a sidecar `GAME.yaml.lock` instead, which is never replaced
//! or removed, and hold it from reading the file to renaming the new one.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use atomic_write_file::AtomicWriteFile;

use crate::error::{Error, ErrorKind, Result};
use crate::sheet::GameFile;

/// The sidecar lock file of a game file.
pub fn lock_path(game: &Path) -> PathBuf {
    let mut name = game.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    game.with_file_name(name)
}

/// An exclusive lock on a game file, held until dropped.
pub struct Lock {
    _file: File,
}

/// Wait for the exclusive lock on `game`.
pub fn lock(game: &Path) -> Result<Lock> {
    let path = lock_path(game);
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| Error::io(&path, "open the lock file", &e))?;
    file.lock().map_err(|e| Error::io(&path, "lock", &e))?;
    Ok(Lock { _file: file })
}

/// Read and check a game file.
pub fn load(path: &Path) -> Result<(GameFile, String)> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        let err = Error::io(path, "read game file", &e);
        if e.kind() == std::io::ErrorKind::NotFound {
            err.with_help("start a game with `canasta game new FILE --team NAME --team NAME`")
        } else {
            err
        }
    })?;
    let game = GameFile::parse(&path.display().to_string(), &text)?;
    Ok((game, text))
}

/// Replace the game file with `game`, atomically.
pub fn save(path: &Path, game: &GameFile) -> Result<()> {
    let text = game.to_text()?;
    let mut file = AtomicWriteFile::options()
        .open(path)
        .map_err(|e| Error::io(path, "write game file", &e))?;
    file.write_all(text.as_bytes())
        .map_err(|e| Error::io(path, "write game file", &e))?;
    file.commit()
        .map_err(|e| Error::io(path, "save game file", &e))?;
    Ok(())
}

/// Create a new game file; an existing file is never overwritten.
pub fn create(path: &Path, game: &GameFile) -> Result<()> {
    let _lock = lock(path)?;
    if path.exists() {
        return Err(Error::new(
            ErrorKind::Usage,
            format!(
                "{} already exists; a new game never overwrites a file",
                path.display()
            ),
        )
        .with_help("choose another file name, or add hands with `canasta game add`"));
    }
    save(path, game)
}

/// Change a game file under the lock: read it, apply `change`, check the
/// result reads back, and save it. Nothing is written when anything fails.
pub fn update<T>(
    path: &Path,
    change: impl FnOnce(&mut GameFile) -> Result<T>,
) -> Result<(GameFile, T)> {
    let _lock = lock(path)?;
    let (mut game, _) = load(path)?;
    let out = change(&mut game)?;
    let text = game.to_text()?;
    // What we write must read back as a valid game.
    let checked = GameFile::parse(&path.display().to_string(), &text)?;
    save(path, &checked)?;
    Ok((checked, out))
}
