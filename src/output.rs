//! Writing a file the user names for output (`game chart --output`) as the
//! game file is written: whole or not at all, and only where a file can be.
//!
//! The text goes to a temporary file beside the target that is renamed
//! over it once complete (atomic-write-file), so a full disk or a crash
//! leaves the old file or none, never a cut one. A FIFO would block until
//! someone reads it, a device is no file: both are refused before anything
//! is opened.

use std::io::Write;
use std::path::Path;

use atomic_write_file::AtomicWriteFile;

use crate::fault::FrontHint;
use canasta::error::{Action, Document, Error, ErrorKind, InputFault, Origin, Result};

/// Write `text` to `path`, replacing what was there; `what` names the
/// file in messages (the chart).
pub(crate) fn write_text(path: &Path, text: &str, what: Document) -> Result<()> {
    // Through a symbolic link, the file it names is replaced, as a shell's
    // `>` would; atomic-write-file on its own would replace the link.
    let target = match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(Error::new(
                ErrorKind::Io,
                InputFault::WriteFolder {
                    what,
                    file: Origin::of_path(path),
                },
            )
            .with_help(FrontHint::FileInFolder));
        }
        Ok(meta) if !meta.is_file() => {
            return Err(Error::new(
                ErrorKind::Io,
                InputFault::WriteNotRegular {
                    what,
                    file: Origin::of_path(path),
                },
            )
            .with_help(FrontHint::NewOrRegularFile));
        }
        Ok(_) => std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        Err(_) => path.to_path_buf(),
    };
    let failed = |e: std::io::Error| Error::io(path, Action::WriteTo { what }, &e);
    let mut file = AtomicWriteFile::options().open(&target).map_err(failed)?;
    file.write_all(text.as_bytes()).map_err(failed)?;
    file.commit().map_err(failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_whole_through_a_new_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.svg");
        std::fs::write(&path, "old").unwrap();
        // A second name for the old file: written in place, it would
        // change too; replaced, it keeps the old text.
        let kept = dir.path().join("kept.svg");
        std::fs::hard_link(&path, &kept).unwrap();
        write_text(&path, "new", Document::Chart).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), "old");
    }

    #[test]
    fn a_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let e = write_text(dir.path(), "x", Document::Chart).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&InputFault::WriteFolder {
                what: Document::Chart,
                file: Origin::of_path(dir.path()),
            }),
            "{e}"
        );
        assert_eq!(
            e.help().and_then(|h| h.get::<FrontHint>()),
            Some(&FrontHint::FileInFolder)
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_without_opening_it() {
        let e = write_text(Path::new("/dev/null"), "x", Document::Chart).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&InputFault::WriteNotRegular {
                what: Document::Chart,
                file: Origin::file("/dev/null"),
            }),
            "{e}"
        );
    }
}
