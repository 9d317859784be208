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

fn a_folder(path: &Path) -> Error {
    Error::new(
        ErrorKind::Io,
        format!(
            "cannot read game file {}: it is a folder, not a game file",
            path.display()
        ),
    )
}

fn read_error(path: &Path, e: &std::io::Error) -> Error {
    let err = Error::io(path, "read game file", e);
    if e.kind() == std::io::ErrorKind::NotFound {
        err.with_help("start a game with `canasta game new FILE --team NAME --team NAME`")
    } else {
        err
    }
}

/// A game file that `update` may replace: an existing file, not a folder,
/// not marked read-only. Checked before the lock file is made, so that a
/// refused command leaves no file behind; and because the atomic rename
/// would replace a read-only file as readily as any other.
fn check_writable(path: &Path) -> Result<()> {
    let meta = std::fs::metadata(path).map_err(|e| read_error(path, &e))?;
    if meta.is_dir() {
        return Err(a_folder(path));
    }
    if meta.permissions().readonly() {
        return Err(Error::new(
            ErrorKind::Io,
            format!(
                "{} is read-only, so no hand is added, removed or changed",
                path.display()
            ),
        )
        .with_help(format!(
            "make it writable first (chmod u+w {})",
            path.display()
        )));
    }
    Ok(())
}

/// Read and check a game file.
pub fn load(path: &Path) -> Result<(GameFile, String)> {
    if path.is_dir() {
        return Err(a_folder(path));
    }
    if let Err(e) = std::fs::metadata(path) {
        return Err(read_error(path, &e));
    }
    let text = crate::input::read_text(path, "game file", ErrorKind::Io)?;
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
    // Checked before the lock file is made, and again under the lock.
    refuse_existing(path)?;
    if path
        .as_os_str()
        .to_string_lossy()
        .ends_with(std::path::is_separator)
    {
        return Err(Error::new(
            ErrorKind::Usage,
            format!("{} names a folder; a game is one file", path.display()),
        )
        .with_help("give a file name, e.g. night.yaml"));
    }
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(Error::new(
            ErrorKind::Io,
            format!(
                "cannot create {}: the folder {} does not exist",
                path.display(),
                folder.display()
            ),
        ));
    }
    let _lock = lock(path)?;
    refuse_existing(path)?;
    save(path, game)
}

fn refuse_existing(path: &Path) -> Result<()> {
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
    Ok(())
}

/// Change a game file under the lock: read it, apply `change`, check the
/// result reads back, and save it. Nothing is written when anything fails.
pub fn update<T>(
    path: &Path,
    change: impl FnOnce(&mut GameFile) -> Result<T>,
) -> Result<(GameFile, T)> {
    check_writable(path)?;
    // A file that is no game gets no lock file beside it: read it once
    // before locking, and again under the lock for the change.
    load(path)?;
    // Through a symbolic link, the file it points to is the game: the rename
    // must replace that file, not the link.
    let target = std::fs::canonicalize(path).map_err(|e| read_error(path, &e))?;
    let _lock = lock(&target)?;
    let (mut game, _) = load(path)?;
    let out = change(&mut game)?;
    let text = game.to_text()?;
    // What we write must read back as a valid game.
    let checked = GameFile::parse(&path.display().to_string(), &text)?;
    save(&target, &checked)?;
    Ok((checked, out))
}
