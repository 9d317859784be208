//! Reading and saving game files safely.
//!
//! Saving writes a new file beside the old one and renames it over it, so
//! a crash or a full disk leaves the old file or the new one, never half of
//! one. On Linux the new file has no name until it is on disk, and is then
//! linked and renamed at once (`replace`): a save killed in between, two
//! system calls apart, leaves a hidden `.GAME.yaml.XXXXXX` that the lock
//! file names, and the next change to the game removes it, being provably
//! that file. Elsewhere (and on a file system without nameless files)
//! atomic-write-file saves, and a save killed halfway may leave such a
//! file for good: no save removes a file it cannot prove its own, as a
//! user's `.GAME.yaml.backup` has a name of the same shape. Because the rename replaces the game file's
//! inode, the lock cannot live on the game file itself: a second writer
//! could lock the old inode while the first renames a new one in place.
//! Writers lock a sidecar `GAME.yaml.lock` instead, and hold it from reading
//! the file to renaming the new one.
//!
//! A refused command changes no file, so a lock file it had to create is
//! removed again, while still locked. Whoever was waiting on it then holds a
//! lock on a file that no longer has a name; `lock` sees that and tries again
//! on the path, so two writers never both hold "the" lock.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use atomic_write_file::AtomicWriteFile;

use crate::error::{Action, Document, Error, ErrorKind, Hint, Origin, Result, faults};

#[cfg(target_os = "linux")]
mod replace;

/// How a saved file gets its permissions.
#[derive(Debug, Clone, Copy)]
enum Mode {
    /// Those of the file it replaces (and its owner, where this user may).
    Kept,
    /// A new file's: readable by all, writable by its owner, less the
    /// umask. Never a mode copied from whatever had the name before (a
    /// dangling link's 0777).
    New,
}

faults! {
    /// What keeps a game file from being read, locked, created or saved.
    pub enum StoreFault {
        /// The game's lock file is no file (`why`).
        LockFileNotAFile { game: Origin, lock: Origin, why: LockFileWhy } => "lock_file_not_a_file",
        /// The lock file was removed again and again while it was opened.
        LockFileKeepsGoing { game: Origin, lock: Origin, tries: usize } => "lock_file_keeps_going",
        GameFileIsFolder { file: Origin } => "game_file_is_folder",
        /// No file of the name given (the system's words for it are
        /// English; these are the tool's).
        NoGameFile { file: Origin } => "no_game_file",
        ReadOnly { file: Origin } => "read_only",
        NotWritable { file: Origin } => "not_writable",
        /// The file would grow past what any command reads.
        GameTooLarge { file: Origin, bytes: usize, mib: u64 } => "game_too_large",
        /// Symbolic links that lead round in a loop.
        LinkLoop { file: Origin } => "link_loop",
        /// `game new` naming a folder.
        NewGameIsFolder { file: Origin } => "new_game_is_folder",
        /// `game new` in a folder that does not exist.
        NoFolder { file: Origin, folder: String } => "no_folder",
        /// `game new` naming a file that exists.
        AlreadyExists { file: Origin } => "already_exists",
    }
}

crate::error::worded! {
    fault StoreFault => file,
}

faults! {
    /// Why a lock file is no file.
    pub enum LockFileWhy {
        NotRegular => "not_regular",
        DanglingLink => "dangling_link",
    }
}

impl StoreFault {
    /// The game file the fault is about.
    pub fn file(&self) -> Option<&Origin> {
        match self {
            StoreFault::LockFileNotAFile { game, .. }
            | StoreFault::LockFileKeepsGoing { game, .. } => Some(game),
            StoreFault::GameFileIsFolder { file }
            | StoreFault::NoGameFile { file }
            | StoreFault::ReadOnly { file }
            | StoreFault::NotWritable { file }
            | StoreFault::GameTooLarge { file, .. }
            | StoreFault::LinkLoop { file }
            | StoreFault::NewGameIsFolder { file }
            | StoreFault::NoFolder { file, .. }
            | StoreFault::AlreadyExists { file } => Some(file),
        }
    }
}

crate::error::worded! {
    LockFileWhy => "lock",
}
use crate::sheet::GameFile;

/// The sidecar lock file of a game file.
pub(crate) fn lock_path(game: &Path) -> PathBuf {
    let mut name = game.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    game.with_file_name(name)
}

/// An exclusive lock on a game file, held until dropped.
pub struct Lock {
    file: File,
    path: PathBuf,
    /// This command made the lock file: a refusal takes it away again.
    created: bool,
}

impl Lock {
    /// The command was refused: leave no lock file it made behind. The file
    /// is removed before the lock is let go (see the module's comment).
    pub fn refused(self) {
        // Elsewhere an open file cannot be removed, and removing it after
        // unlocking would let two writers in: the lock file stays.
        if cfg!(unix) && self.created {
            let _ = std::fs::remove_file(&self.path);
        }
        drop(self.file);
    }
}

/// How often a lock file removed between opening it and locking it is
/// made anew before `lock` gives up: each time, a refused command removed
/// it in that instant.
const MAX_LOCK_TRIES: usize = 1000;

/// Wait for the exclusive lock on `game`.
pub fn lock(game: &Path) -> Result<Lock> {
    let path = lock_path(game);
    let open_error = |e: &std::io::Error| Error::io(&path, Action::OpenLockFile, e);
    let not_a_file = |why: LockFileWhy| {
        Error::new(
            ErrorKind::Io,
            StoreFault::LockFileNotAFile {
                game: Origin::of_path(game),
                lock: Origin::of_path(&path),
                why,
            },
        )
        .with_help(Hint::RemoveLockFile)
    };
    // Opening a FIFO for writing would wait for a reader forever.
    if let Ok(meta) = std::fs::metadata(&path)
        && !meta.is_file()
    {
        return Err(not_a_file(LockFileWhy::NotRegular));
    }
    for _ in 0..MAX_LOCK_TRIES {
        // Read and written: a save names its temporary file in it.
        let (file, created) = match OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => (file, true),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                match OpenOptions::new().read(true).write(true).open(&path) {
                    Ok(file) => (file, false),
                    // A symbolic link to nothing: there is a name that
                    // cannot be made or opened, however often tried.
                    Err(e)
                        if e.kind() == std::io::ErrorKind::NotFound
                            && std::fs::symlink_metadata(&path).is_ok() =>
                    {
                        return Err(not_a_file(LockFileWhy::DanglingLink));
                    }
                    // Removed by a refused command in between: make it anew.
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                    Err(e) => return Err(open_error(&e)),
                }
            }
            Err(e) => return Err(open_error(&e)),
        };
        file.lock()
            .map_err(|e| Error::io(&path, Action::Lock, &e))?;
        if still_named(&file, &path) {
            return Ok(Lock {
                file,
                path,
                created,
            });
        }
    }
    Err(Error::new(
        ErrorKind::Io,
        StoreFault::LockFileKeepsGoing {
            game: Origin::of_path(game),
            lock: Origin::of_path(&path),
            tries: MAX_LOCK_TRIES,
        },
    )
    .with_help(Hint::TryAgainLater))
}

/// Whether the locked `file` is still the one at `path`, and not one a
/// refused command removed while this process waited for it.
fn still_named(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), std::fs::metadata(path)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (file, path);
        true
    }
}

/// Run `work` under the lock on `game`; when it fails, the lock file it
/// made is removed again. What a save killed before left, and the lock
/// file names, goes first.
fn locked<T>(game: &Path, work: impl FnOnce(&mut Lock) -> Result<T>) -> Result<T> {
    let mut lock = lock(game)?;
    // Best done, never a reason to refuse the command.
    #[cfg(target_os = "linux")]
    let _ = replace::clean_up(&mut lock.file, game);
    match work(&mut lock) {
        Ok(out) => Ok(out),
        Err(e) => {
            lock.refused();
            Err(e)
        }
    }
}

fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

fn a_folder(path: &Path) -> Error {
    Error::new(
        ErrorKind::Io,
        StoreFault::GameFileIsFolder {
            file: Origin::of_path(path),
        },
    )
}

fn read_error(path: &Path, e: &std::io::Error) -> Error {
    if e.kind() != std::io::ErrorKind::NotFound {
        return Error::io(
            path,
            Action::Read {
                what: Document::GameFile,
            },
            e,
        );
    }
    let err = Error::new(
        ErrorKind::Io,
        StoreFault::NoGameFile {
            file: Origin::of_path(path),
        },
    );
    match nearest_file(path) {
        Some(near) => err.with_help(Hint::NearestGameFile {
            file: near.display().to_string(),
        }),
        None => err.with_help(Hint::StartGame),
    }
}

/// How many names of a folder are looked at for one that is near a
/// misspelt one: enough for any folder of game files.
const MAX_NEIGHBOURS: usize = 10_000;

/// The file beside `path` whose name is nearest to its name, if one is
/// near enough to be what was meant (`fridy.yaml`: `friday.yaml`; `abend`:
/// `abend.yaml`). It is only named, never opened in its place.
fn nearest_file(path: &Path) -> Option<PathBuf> {
    if path.extension().is_none() {
        let with = ["yaml", "yml"]
            .iter()
            .map(|e| path.with_extension(e))
            .find(|p| p.is_file());
        if with.is_some() {
            return with;
        }
    }
    let name = path.file_name()?.to_str()?;
    let folder = folder_of(path);
    let names: Vec<String> = std::fs::read_dir(folder)
        .ok()?
        .take(MAX_NEIGHBOURS)
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file() || t.is_symlink()))
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| !n.starts_with('.') && !is_lock(n))
        .collect();
    let near = crate::yaml::closest(name, names.iter().map(String::as_str))?;
    Some(path.with_file_name(near))
}

/// A game file that `update` may replace: an existing file, not a folder,
/// not marked read-only, and one this user may write. Checked before the
/// lock file is made, and because the atomic rename needs only the folder
/// to be writable: it would replace a file the user may not write as
/// readily as any other.
fn check_writable(path: &Path) -> Result<()> {
    let meta = std::fs::metadata(path).map_err(|e| read_error(path, &e))?;
    if meta.is_dir() {
        return Err(a_folder(path));
    }
    if !meta.is_file() {
        // Opening a pipe could block: reading refuses it, with its reason.
        return Ok(());
    }
    // A file marked read-only is kept even from a user (root) who could
    // write it anyway: the mark says the sheet is final.
    if meta.permissions().readonly() {
        return Err(Error::new(
            ErrorKind::Io,
            StoreFault::ReadOnly {
                file: Origin::of_path(path),
            },
        )
        .with_help(Hint::MakeWritable {
            file: path.display().to_string(),
        }));
    }
    // Mode bits do not tell whether this user may write the file (another
    // owner, groups, ACLs); opening it for writing does. Without truncating
    // it, the try changes nothing.
    match OpenOptions::new().write(true).open(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => Err(Error::new(
            ErrorKind::Io,
            StoreFault::NotWritable {
                file: Origin::of_path(path),
            },
        )
        .with_help(Hint::AskOwner)),
        Err(e) => Err(Error::io(path, Action::OpenForWriting, &e)),
    }
}

/// Read and check a game file.
pub fn load(path: &Path) -> Result<GameFile> {
    if path.is_dir() {
        return Err(a_folder(path));
    }
    if let Err(e) = std::fs::metadata(path) {
        return Err(read_error(path, &e));
    }
    let text = crate::input::read_text(path, Document::GameFile, ErrorKind::Io)?;
    GameFile::parse(&path.display().to_string(), text)
}

/// Replace the game file with `game`, atomically, under its lock.
pub fn save(path: &Path, game: &GameFile) -> Result<()> {
    locked(path, |lock| write(path, game, lock, Mode::Kept))
}

/// Write `game` as a file that reads back (see `text_of`).
fn write(path: &Path, game: &GameFile, lock: &mut Lock, mode: Mode) -> Result<()> {
    let text = text_of(path, game)?;
    GameFile::parse(&path.display().to_string(), text.as_str())?;
    write_text(path, &text, lock, mode)
}

/// The text a save writes, if every command can read it back: a file past
/// the size any of them reads is refused here, before it replaces one
/// they can.
fn text_of(path: &Path, game: &GameFile) -> Result<String> {
    let text = game.to_text()?;
    refuse_too_large(path, &text)?;
    Ok(text)
}

/// `text_of`, and how many values it holds where the block writer wrote
/// it (`GameFile::check_written`).
fn written(path: &Path, game: &GameFile) -> Result<(String, Option<usize>)> {
    let (text, values) = match crate::yaml::to_block(game) {
        Some(w) => (format!("{}{}", super::game::HEADER, w.text), Some(w.values)),
        None => (game.to_text()?, None),
    };
    refuse_too_large(path, &text)?;
    Ok((text, values))
}

fn refuse_too_large(path: &Path, text: &str) -> Result<()> {
    let limit = crate::input::MAX_BYTES;
    if text.len() as u64 > limit {
        return Err(Error::new(
            ErrorKind::Io,
            StoreFault::GameTooLarge {
                file: Origin::of_path(path),
                bytes: text.len(),
                mib: limit / (1024 * 1024),
            },
        )
        .with_help(Hint::NewGameFile));
    }
    Ok(())
}

/// One of canasta's lock files, which it names itself, in lower case.
#[allow(
    clippy::case_sensitive_file_extension_comparisons,
    reason = "canasta names its lock files itself"
)]
fn is_lock(name: &str) -> bool {
    name.ends_with(".lock")
}

/// Write `text` as the game file `path` under its lock: on Linux as
/// `replace` does, else (or where the file system cannot) with
/// atomic-write-file.
fn write_text(path: &Path, text: &str, lock: &mut Lock, mode: Mode) -> Result<()> {
    #[cfg(target_os = "linux")]
    match replace::write(path, text.as_bytes(), &mut lock.file, mode) {
        Ok(replace::Written::Done) => return Ok(()),
        Ok(replace::Written::Unsupported) => {}
        Err(e) => return Err(Error::io(path, Action::SaveGame, &e)),
    }
    #[cfg(not(target_os = "linux"))]
    let _ = lock;
    #[cfg(not(unix))]
    let _ = mode;
    #[allow(unused_mut)]
    let mut options = AtomicWriteFile::options();
    #[cfg(unix)]
    if let Mode::New = mode {
        use atomic_write_file::unix::OpenOptionsExt as _;
        use std::os::unix::fs::OpenOptionsExt as _;
        options.preserve_mode(false).mode(0o644);
    }
    let mut file = options
        .open(path)
        .map_err(|e| Error::io(path, Action::WriteGame, &e))?;
    file.write_all(text.as_bytes())
        .map_err(|e| Error::io(path, Action::WriteGame, &e))?;
    file.commit()
        .map_err(|e| Error::io(path, Action::SaveGame, &e))?;
    Ok(())
}

/// The most symbolic links followed to find where a new game goes, as the
/// kernel's own limit.
const MAX_LINKS: usize = 40;

/// Where a new game file goes: through a dangling symbolic link, the file
/// it points to (as `echo > link` would), so that the link is kept and
/// later updates, which follow it, find the game.
fn new_file_target(path: &Path) -> Result<PathBuf> {
    let mut target = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match std::fs::symlink_metadata(&target) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let to = std::fs::read_link(&target)
                    .map_err(|e| Error::io(&target, Action::ReadLink, &e))?;
                // A relative link is relative to the link's folder; `join`
                // keeps an absolute one as it is.
                target = folder_of(&target).join(to);
            }
            _ => return Ok(target),
        }
    }
    Err(Error::new(
        ErrorKind::Io,
        StoreFault::LinkLoop {
            file: Origin::of_path(path),
        },
    ))
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
            StoreFault::NewGameIsFolder {
                file: Origin::of_path(path),
            },
        )
        .with_help(Hint::GameFileName));
    }
    let target = new_file_target(path)?;
    let folder = folder_of(&target);
    if !folder.is_dir() {
        return Err(Error::new(
            ErrorKind::Io,
            StoreFault::NoFolder {
                file: Origin::of_path(path),
                folder: folder.display().to_string(),
            },
        ));
    }
    locked(&target, |lock| {
        refuse_existing(path)?;
        write(&target, game, lock, Mode::New)
    })
}

fn refuse_existing(path: &Path) -> Result<()> {
    if path.exists() {
        return Err(Error::new(
            ErrorKind::Usage,
            StoreFault::AlreadyExists {
                file: Origin::of_path(path),
            },
        )
        .with_help(Hint::OtherName));
    }
    Ok(())
}

/// Change a game file under the lock: read it, apply `change`, check the
/// result reads back, and save it. Nothing is written when anything fails,
/// not even the lock file.
pub fn update<T>(
    path: &Path,
    change: impl FnOnce(&mut GameFile) -> Result<T>,
) -> Result<(GameFile, T)> {
    // A file that is no game is refused under the lock, and the lock file
    // made for it is taken away again (`locked`).
    check_writable(path)?;
    // Through a symbolic link, the file it points to is the game: the rename
    // must replace that file, not the link.
    let target = std::fs::canonicalize(path).map_err(|e| read_error(path, &e))?;
    locked(&target, |lock| {
        let mut game = load(path)?;
        let before = game.clone();
        let out = change(&mut game)?;
        let (text, values) = written(path, &game)?;
        // What we write must read back as a valid game: what the block
        // writer wrote is checked without reading it all again (see
        // `check_written`); anything else is read again, hands read
        // before under the same rule set not scored again.
        let origin = path.display().to_string();
        let game = match values {
            Some(values) if game.rules == before.rules => {
                game.check_written(&origin, values, &before)?;
                game
            }
            _ if game.rules == before.rules => {
                drop(game);
                GameFile::parse_after(&origin, text.as_str(), &before.hands)?
            }
            _ => {
                drop(game);
                GameFile::parse(&origin, text.as_str())?
            }
        };
        drop(before);
        write_text(&target, &text, lock, Mode::Kept)?;
        Ok((game, out))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::tally::Tally;
    use crate::sheet::undo::Edit;
    use crate::sheet::{Entry, Hand};

    /// A change that spoils a game, given a hand of a total for `We`.
    type Spoil = fn(&mut GameFile, &dyn Fn(i64) -> Hand);

    /// Issue 26, item 6: a save no longer reads the whole file it writes
    /// again, and still refuses whatever the reader would refuse, with the
    /// reader's fault, changing nothing. Each change below leaves a game
    /// that reads back; each makes one the reader refuses.
    #[test]
    fn a_save_refuses_what_the_reader_refuses() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.yaml");
        let mut g = GameFile::new(
            vec!["We".into(), "They".into()],
            crate::rules::load("classic").unwrap(),
        );
        let mut we = Entry::split("We", 500, 120);
        we.tally = Some(Tally::parse("natural,cards:120").unwrap());
        let mut they = Entry::split("They", 0, -20);
        they.tally = Some(Tally::parse("cards:-20").unwrap());
        g.hands.push(Hand {
            scores: vec![we, they],
            ..Hand::default()
        });
        save(&path, &g).unwrap();
        let file = std::fs::read(&path).unwrap();
        let hand = |we: i64| Hand {
            scores: vec![Entry::total_only("We", we), Entry::total_only("They", 0)],
            ..Hand::default()
        };
        let changes: Vec<(&str, Spoil)> = vec![
            ("unknown_team", |g, hand| {
                let mut h = hand(5);
                h.scores[1].team = "Them".into();
                g.hands.push(h);
            }),
            ("total_out_of_range", |g, hand| {
                g.hands.push(hand(i64::MAX));
            }),
            // Hand 2's tally does not score what the sheet says.
            ("of_hand", |g, _| {
                let mut h = g.hands[0].clone();
                h.scores[0].tally = Some(Tally::parse("natural:2,cards:120").unwrap());
                g.hands.push(h);
            }),
            // Items a tally holds but `--tally` cannot say: read back
            // from the hand's own text, refused as the reader refuses them.
            ("invalid_value", |g, _| {
                let mut h = g.hands[0].clone();
                if let Some(t) = &mut h.scores[1].tally {
                    t.held = Some(-5);
                }
                g.hands.push(h);
            }),
            // A time the reader refuses, read back from the entry's text.
            ("invalid_value", |g, hand| {
                g.hands.push(hand(5));
                g.log.push(crate::sheet::Change::new(
                    "yesterday",
                    crate::sheet::log::Event::Added,
                ));
            }),
            ("hands_after_end", |g, hand| {
                g.hands.push(hand(5000));
                g.hands.push(hand(5));
            }),
            ("edit_misfits", |g, hand| {
                g.edits.push(Edit {
                    hand: 2,
                    after: 1,
                    was: hand(5),
                });
            }),
            ("bad_team_name", |g, _| {
                g.teams[1] = "We".into();
            }),
        ];
        for (code, make) in changes {
            let mut changed =
                GameFile::parse("g.yaml", String::from_utf8(file.clone()).unwrap()).unwrap();
            make(&mut changed, &hand);
            let read = GameFile::parse("g.yaml", changed.to_text().unwrap()).unwrap_err();
            assert_eq!(read.code(), code, "{}", read.message());
            let saved = update(&path, |g| {
                make(g, &hand);
                Ok(())
            })
            .unwrap_err();
            assert_eq!(saved.what(), read.what(), "{}", saved.message());
            assert_eq!(std::fs::read(&path).unwrap(), file, "{code}");
        }
        // A change the reader takes is saved, and reads back as made.
        let (saved, ()) = update(&path, |g| {
            g.hands.push(hand(30));
            Ok(())
        })
        .unwrap();
        assert_eq!(saved, load(&path).unwrap());
        assert_eq!(saved.hands.len(), 2);
    }

    #[cfg(unix)]
    #[test]
    fn a_refused_lock_takes_away_only_a_lock_file_it_made() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.yaml");
        let made = lock(&game).unwrap();
        assert!(made.created);
        made.refused();
        assert!(!lock_path(&game).exists());
        std::fs::write(lock_path(&game), "").unwrap();
        let found = lock(&game).unwrap();
        assert!(!found.created);
        found.refused();
        assert!(lock_path(&game).exists());
    }

    /// A writer waiting on a lock file that a refused command removes
    /// locks the file then at the path, so no third writer gets in too.
    #[cfg(unix)]
    #[test]
    fn a_writer_waiting_on_a_removed_lock_file_locks_the_new_one() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.yaml");
        let first = lock(&game).unwrap();
        let (done, locked) = std::sync::mpsc::channel();
        let waiter = {
            let game = game.clone();
            std::thread::spawn(move || {
                let second = lock(&game).unwrap();
                done.send(()).unwrap();
                second
            })
        };
        // Time for the waiter to open the file and block on it; the test
        // holds whether or not it got that far.
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(
            locked.try_recv().is_err(),
            "the lock let a second writer in"
        );
        first.refused();
        let second = waiter.join().unwrap();
        assert!(still_named(&second.file, &second.path));
        let third = OpenOptions::new()
            .write(true)
            .open(lock_path(&game))
            .unwrap();
        assert!(matches!(
            third.try_lock(),
            Err(std::fs::TryLockError::WouldBlock)
        ));
    }

    #[cfg(unix)]
    #[test]
    fn a_new_game_follows_dangling_links_to_where_they_point() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::os::unix::fs::symlink("b.yaml", d.join("a.yaml")).unwrap();
        std::os::unix::fs::symlink("sub/c.yaml", d.join("b.yaml")).unwrap();
        assert_eq!(
            new_file_target(&d.join("a.yaml")).unwrap(),
            d.join("sub/c.yaml")
        );
        assert_eq!(
            new_file_target(&d.join("plain.yaml")).unwrap(),
            d.join("plain.yaml")
        );
    }
}
