//! Saving a game file on Linux so that a save killed at any instant
//! leaves nothing of its own behind, or nothing that the next change
//! does not take away.
//!
//! atomic-write-file writes the new sheet into a file with no name
//! (`O_TMPFILE`), but a file without a name cannot be renamed over
//! another: at commit it links it as `.GAME.yaml.XXXXXX`, syncs it to
//! disk, and only then renames it over the game. A `kill -9` during that
//! sync (milliseconds on a real disk) left a complete temporary sheet
//! (4 saves in 574 kills). Here the file is synced while it has no name,
//! then linked and renamed at once: two system calls apart. A new game
//! needs no temporary name at all: the file is linked as the game itself,
//! which also fails where a file of that name appeared meanwhile.
//!
//! What those two calls leave when killed between them is still a
//! hidden file, so before it is linked its name and inode are written
//! into the game's lock file, which only a process holding the lock
//! writes. The next command that takes the lock removes a file of that
//! name only if it is the same inode on the same device: provably the
//! one this tool made, never a user's `.GAME.yaml.backup`. A successful
//! save empties the lock file again.

use std::fs::File;
use std::io::{Read, Seek, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use nix::errno::Errno;

use super::Mode;
use nix::fcntl::{AT_FDCWD, AtFlags, OFlag};

/// What `write` did.
pub(super) enum Written {
    Done,
    /// This file system has no files without a name (or `/proc` is not
    /// mounted): the caller saves its own way.
    Unsupported,
}

/// What the lock file says while a save links its file: the temporary
/// name's suffix, the device and the inode.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Journal {
    suffix: String,
    dev: u64,
    ino: u64,
}

impl Journal {
    fn line(&self) -> String {
        format!("saving {} {} {}\n", self.suffix, self.dev, self.ino)
    }

    fn read(text: &str) -> Option<Journal> {
        let mut words = text.strip_prefix("saving ")?.trim_end().split(' ');
        let suffix = words.next()?.to_string();
        let dev = words.next()?.parse().ok()?;
        let ino = words.next()?.parse().ok()?;
        let ours = suffix.len() == SUFFIX_LEN && suffix.bytes().all(|b| b.is_ascii_alphanumeric());
        (ours && words.next().is_none()).then_some(Journal { suffix, dev, ino })
    }
}

/// Letters and digits after `.GAME.yaml.`, as atomic-write-file names
/// its files.
const SUFFIX_LEN: usize = 6;

/// The hidden name of a temporary file for `target`: `.GAME.yaml.XXXXXX`.
fn temporary(target: &Path, suffix: &str) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(target.file_name().unwrap_or_default());
    name.push(".");
    name.push(suffix);
    target.with_file_name(name)
}

/// Random letters and digits, from the standard library's randomly keyed
/// hasher (no random number crate for six letters).
fn suffix() -> String {
    use std::hash::{BuildHasher, Hasher};
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    let mut bits = hasher.finish();
    (0..SUFFIX_LEN)
        .map(|_| {
            let c = ALPHABET[(bits % ALPHABET.len() as u64) as usize];
            bits /= ALPHABET.len() as u64;
            char::from(c)
        })
        .collect()
}

/// Remove the temporary file a save that was killed left, where the lock
/// file (`lock`, held) names it and it is still that file; then empty
/// the lock file.
pub(super) fn clean_up(lock: &mut File, target: &Path) -> std::io::Result<()> {
    let mut said = String::new();
    lock.rewind()?;
    // A journal line is short; a lock file of anything else is no journal.
    (&mut *lock).take(256).read_to_string(&mut said).ok();
    if said.is_empty() {
        return Ok(());
    }
    if let Some(j) = Journal::read(&said) {
        let left = temporary(target, &j.suffix);
        if let Ok(meta) = std::fs::symlink_metadata(&left)
            && meta.is_file()
            && meta.dev() == j.dev
            && meta.ino() == j.ino
        {
            std::fs::remove_file(&left)?;
        }
    }
    lock.set_len(0)
}

/// Write `text` as the file `target` (a game file, replaced or new),
/// `lock` being the game's lock file, held.
pub(super) fn write(
    target: &Path,
    text: &[u8],
    lock: &mut File,
    mode: Mode,
) -> std::io::Result<Written> {
    let folder = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let opened = std::fs::OpenOptions::new()
        .write(true)
        .custom_flags(OFlag::O_TMPFILE.bits())
        .mode(0o644)
        .open(folder);
    let mut file = match opened {
        Ok(file) => file,
        // No files without a name here (EOPNOTSUPP), or a kernel before them.
        Err(e)
            if matches!(
                Errno::from_raw(e.raw_os_error().unwrap_or(0)),
                Errno::EOPNOTSUPP | Errno::EISDIR
            ) =>
        {
            return Ok(Written::Unsupported);
        }
        Err(e) => return Err(e),
    };
    file.write_all(text)?;
    if let (Mode::Kept, Ok(old)) = (mode, std::fs::metadata(target)) {
        file.set_permissions(std::fs::Permissions::from_mode(old.mode()))?;
        // Only a privileged user may give a file away; anyone else keeps it.
        let _ = std::os::unix::fs::fchown(&file, Some(old.uid()), Some(old.gid()));
    }
    // Synced while it has no name: nothing is left to do between linking
    // and renaming it.
    file.sync_all()?;
    let proc = PathBuf::from(format!(
        "/proc/self/fd/{}",
        std::os::fd::AsRawFd::as_raw_fd(&file)
    ));
    let link =
        |to: &Path| nix::unistd::linkat(AT_FDCWD, &proc, AT_FDCWD, to, AtFlags::AT_SYMLINK_FOLLOW);
    match mode {
        Mode::New => match link(target) {
            Ok(()) => {}
            Err(Errno::ENOENT) if !Path::new("/proc/self/fd").is_dir() => {
                return Ok(Written::Unsupported);
            }
            Err(e) => return Err(e.into()),
        },
        Mode::Kept => {
            let meta = file.metadata()?;
            let named = loop {
                let journal = Journal {
                    suffix: suffix(),
                    dev: meta.dev(),
                    ino: meta.ino(),
                };
                let named = temporary(target, &journal.suffix);
                lock.set_len(0)?;
                lock.rewind()?;
                lock.write_all(journal.line().as_bytes())?;
                match link(&named) {
                    Ok(()) => break named,
                    Err(Errno::EEXIST) => {}
                    Err(Errno::ENOENT) if !Path::new("/proc/self/fd").is_dir() => {
                        lock.set_len(0)?;
                        return Ok(Written::Unsupported);
                    }
                    Err(e) => {
                        lock.set_len(0)?;
                        return Err(e.into());
                    }
                }
            };
            if let Err(e) = std::fs::rename(&named, target) {
                let _ = std::fs::remove_file(&named);
                lock.set_len(0)?;
                return Err(e);
            }
            lock.set_len(0)?;
        }
    }
    // The new name itself is on disk once the folder is.
    File::open(folder)?.sync_all()?;
    Ok(Written::Done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_journal_reads_back_and_nothing_else_is_one() {
        let j = Journal {
            suffix: "aB3xY9".into(),
            dev: 2049,
            ino: 1_234_567,
        };
        assert_eq!(Journal::read(&j.line()), Some(j));
        for not in [
            "",
            "saving aB3xY9 1 2 3\n",
            "saving ../../x 1 2\n",
            "saving aB3xY 1 2\n",
            "saving aB3xY9 one 2\n",
            "hello\n",
        ] {
            assert_eq!(Journal::read(not), None, "{not:?}");
        }
        assert_eq!(suffix().len(), SUFFIX_LEN);
        assert_ne!(suffix(), suffix());
    }

    /// A leftover the lock file names is removed only while it is the
    /// very file (same inode); a user's file of that name stays.
    #[test]
    fn only_the_file_the_lock_file_names_is_removed() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.yaml");
        let left = temporary(&game, "aB3xY9");
        std::fs::write(&left, "a sheet").unwrap();
        let meta = std::fs::metadata(&left).unwrap();
        let lock_path = dir.path().join("g.yaml.lock");
        let journal = |ino: u64| Journal {
            suffix: "aB3xY9".into(),
            dev: meta.dev(),
            ino,
        };
        let open = || {
            std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open(&lock_path)
                .unwrap()
        };
        // Another inode: not ours, kept.
        std::fs::write(&lock_path, journal(meta.ino() + 1).line()).unwrap();
        clean_up(&mut open(), &game).unwrap();
        assert!(left.exists());
        assert_eq!(std::fs::read(&lock_path).unwrap(), b"");
        // The same: ours, removed.
        std::fs::write(&lock_path, journal(meta.ino()).line()).unwrap();
        clean_up(&mut open(), &game).unwrap();
        assert!(!left.exists());
    }

    #[test]
    fn a_save_leaves_no_file_but_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.yaml");
        let lock_path = dir.path().join("g.yaml.lock");
        let mut lock = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
            .unwrap();
        if let Written::Unsupported = write(&game, b"one", &mut lock, Mode::New).unwrap() {
            return;
        }
        assert!(write(&game, b"again", &mut lock, Mode::New).is_err());
        std::fs::set_permissions(&game, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert!(matches!(
            write(&game, b"two", &mut lock, Mode::Kept).unwrap(),
            Written::Done
        ));
        assert_eq!(std::fs::read(&game).unwrap(), b"two");
        assert_eq!(std::fs::metadata(&game).unwrap().mode() & 0o777, 0o600);
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert_eq!(std::fs::read(&lock_path).unwrap(), b"");
    }
}
