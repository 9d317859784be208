//! Reading the files a user names: rule files, round files, state files and
//! game files all come through here, so that every one of them is refused
//! the same way when it cannot be a document the tool could use.
//!
//! Opening a FIFO blocks until someone writes to it and `/dev/zero` never
//! ends, so a path is looked at (without opening it) before it is read, and
//! no read takes more than `MAX_BYTES`.

use std::io::Read;
use std::path::Path;

use crate::error::{Action, Document, Error, ErrorKind, Hint, InputFault, Origin, Result};

/// The largest file the tool reads: 16 MiB. A game night of 22,000 hands
/// is 3.4 MB, so no real game, round or rule file comes near it.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// A file argument given as `-` means standard input.
pub const STDIN: &str = Origin::STDIN;

/// Whether a file argument names standard input.
pub(crate) fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == STDIN
}

/// How messages name a file argument: standard input for `-`.
pub fn origin(path: &Path) -> crate::error::Origin {
    crate::error::Origin::of_path(path)
}

/// Read `path` (or standard input for `-`) as UTF-8 text. `what` names the
/// kind of file in messages (a round file); `kind` is the error's kind.
pub fn read_text(path: &Path, what: Document, kind: ErrorKind) -> Result<String> {
    let file = Origin::of_path(path);
    if is_stdin(path) {
        return read_bounded(std::io::stdin().lock(), 0, &file, what, kind);
    }
    let read = || Action::Read { what };
    let meta = std::fs::metadata(path).map_err(|e| Error::io(path, read(), &e).with_kind(kind))?;
    check_regular(&meta, &file, what, kind)?;
    let opened =
        std::fs::File::open(path).map_err(|e| Error::io(path, read(), &e).with_kind(kind))?;
    // The path may have been replaced between the look and the open.
    if let Ok(meta) = opened.metadata() {
        check_regular(&meta, &file, what, kind)?;
    }
    let size = opened.metadata().map_or(0, |m| m.len());
    read_bounded(opened, size, &file, what, kind)
}

fn check_regular(
    meta: &std::fs::Metadata,
    file: &Origin,
    what: Document,
    kind: ErrorKind,
) -> Result<()> {
    let file = file.clone();
    if meta.is_dir() {
        return Err(Error::new(kind, InputFault::Folder { what, file }));
    }
    if !meta.is_file() {
        return Err(Error::new(kind, InputFault::NotRegular { what, file })
            .with_help(Hint::GiveYamlOrStdin));
    }
    if meta.len() > MAX_BYTES {
        return Err(too_large(file, what, kind));
    }
    Ok(())
}

fn too_large(file: Origin, what: Document, kind: ErrorKind) -> Error {
    Error::new(
        kind,
        InputFault::TooLarge {
            what,
            file,
            mib: MAX_BYTES / (1024 * 1024),
        },
    )
}

/// Read at most the limit, into a buffer of the size the file says it
/// has (up to the limit) rather than one doubled as it fills.
fn read_bounded(
    reader: impl Read,
    size: u64,
    file: &Origin,
    what: Document,
    kind: ErrorKind,
) -> Result<String> {
    let hint = usize::try_from(size.min(MAX_BYTES)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(hint.saturating_add(1));
    reader
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| {
            Error::new(
                kind,
                InputFault::Io {
                    action: Action::Read { what },
                    file: file.clone(),
                    cause: e.to_string(),
                },
            )
        })?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(too_large(file.clone(), what, kind));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.as_bytes()[..at]);
        let (line, column) = crate::error::line_column(&text, text.len());
        Error::new(kind, InputFault::NotUtf8 { what, byte: at })
            .within(Origin::FileAt {
                file: Box::new(file.clone()),
                line,
                column,
            })
            .with_help(Hint::SaveAsUtf8)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let e = read_text(dir.path(), Document::RoundFile, ErrorKind::Round).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Round);
        assert_eq!(e.code(), "folder");
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_without_reading_it() {
        let e = read_text(
            Path::new("/dev/zero"),
            Document::RoundFile,
            ErrorKind::Round,
        )
        .unwrap_err();
        assert_eq!(e.code(), "not_regular");
    }

    #[test]
    fn too_much_input_is_refused() {
        let endless = std::io::repeat(b'a');
        let e = read_bounded(
            endless,
            0,
            &Origin::Stdin,
            Document::RoundFile,
            ErrorKind::Round,
        )
        .unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&InputFault::TooLarge {
                what: Document::RoundFile,
                file: Origin::Stdin,
                mib: 16
            })
        );
    }

    #[test]
    fn invalid_utf8_names_the_place() {
        let e = read_bounded(
            &b"a: 1\nb: \xff\n"[..],
            0,
            &Origin::file("f.yaml"),
            Document::RuleFile,
            ErrorKind::RuleFile,
        )
        .unwrap_err();
        let at = Origin::FileAt {
            file: Box::new(Origin::file("f.yaml")),
            line: 2,
            column: 4,
        };
        assert_eq!(e.places(), [at], "{e}");
        assert_eq!(e.code(), "not_utf8");
    }

    #[test]
    fn text_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.yaml");
        std::fs::write(&path, "teams: []\n").unwrap();
        assert_eq!(
            read_text(&path, Document::RoundFile, ErrorKind::Round).unwrap(),
            "teams: []\n"
        );
    }
}
