//! Reading the files a user names: rule files, round files, state files and
//! game files all come through here, so that every one of them is refused
//! the same way when it cannot be a document the tool could use.
//!
//! Opening a FIFO blocks until someone writes to it and `/dev/zero` never
//! ends, so a path is looked at (without opening it) before it is read, and
//! no read takes more than `MAX_BYTES`.

use std::io::Read;
use std::path::Path;

use crate::error::{Error, ErrorKind, Result};

/// The largest file the tool reads: 16 MiB. A game night of 22,000 hands
/// is 3.4 MB, so no real game, round or rule file comes near it.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// A file argument given as `-` means standard input.
pub const STDIN: &str = "-";

/// Whether a file argument names standard input.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == STDIN
}

/// How messages name a file argument: standard input for `-`.
pub fn origin(path: &Path) -> crate::error::Origin {
    crate::error::Origin::of_path(path)
}

/// Read `path` (or standard input for `-`) as UTF-8 text. `what` names the
/// kind of file in messages ("round file"); `kind` is the error's kind.
pub fn read_text(path: &Path, what: &str, kind: ErrorKind) -> Result<String> {
    if is_stdin(path) {
        return read_bounded(std::io::stdin().lock(), "standard input", what, kind);
    }
    let shown = path.display().to_string();
    let meta = std::fs::metadata(path)
        .map_err(|e| Error::io(path, &format!("read {what}"), &e).with_kind(kind))?;
    check_regular(&meta, &shown, what, kind)?;
    let file = std::fs::File::open(path)
        .map_err(|e| Error::io(path, &format!("read {what}"), &e).with_kind(kind))?;
    // The path may have been replaced between the look and the open.
    if let Ok(meta) = file.metadata() {
        check_regular(&meta, &shown, what, kind)?;
    }
    let size = file.metadata().map_or(0, |m| m.len());
    read_bounded_sized(file, size, &shown, what, kind)
}

fn check_regular(meta: &std::fs::Metadata, shown: &str, what: &str, kind: ErrorKind) -> Result<()> {
    if meta.is_dir() {
        return Err(Error::new(
            kind,
            format!("cannot read {what} {shown}: it is a folder, not a file"),
        ));
    }
    if !meta.is_file() {
        return Err(Error::new(
            kind,
            format!(
                "cannot read {what} {shown}: it is not a regular file (a pipe, device or socket)"
            ),
        )
        .with_help("give the path of a YAML file, or `-` to read standard input"));
    }
    if meta.len() > MAX_BYTES {
        return Err(too_large(shown, what, kind));
    }
    Ok(())
}

fn too_large(shown: &str, what: &str, kind: ErrorKind) -> Error {
    Error::new(
        kind,
        format!(
            "cannot read {what} {shown}: it is larger than {} MiB, far more than any {what} holds",
            MAX_BYTES / (1024 * 1024)
        ),
    )
}

fn read_bounded(reader: impl Read, shown: &str, what: &str, kind: ErrorKind) -> Result<String> {
    read_bounded_sized(reader, 0, shown, what, kind)
}

/// `read_bounded` into a buffer of the size the file says it has (up to
/// the limit), rather than one doubled as it fills.
fn read_bounded_sized(
    reader: impl Read,
    size: u64,
    shown: &str,
    what: &str,
    kind: ErrorKind,
) -> Result<String> {
    let hint = usize::try_from(size.min(MAX_BYTES)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(hint.saturating_add(1));
    reader
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::new(kind, format!("cannot read {what} {shown}: {e}")))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(too_large(shown, what, kind));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.as_bytes()[..at]);
        let (line, column) = crate::error::line_column(&text, text.len());
        Error::new(
            kind,
            format!("{shown}:{line}:{column}: the {what} is not UTF-8 text (byte {at} is not)"),
        )
        .with_help("save the file as UTF-8")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let e = read_text(dir.path(), "round file", ErrorKind::Round).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Round);
        assert!(e.message().contains("is a folder"), "{}", e.message());
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_without_reading_it() {
        let e = read_text(Path::new("/dev/zero"), "round file", ErrorKind::Round).unwrap_err();
        assert!(
            e.message().contains("not a regular file"),
            "{}",
            e.message()
        );
    }

    #[test]
    fn too_much_input_is_refused() {
        let endless = std::io::repeat(b'a');
        let e =
            read_bounded(endless, "standard input", "round file", ErrorKind::Round).unwrap_err();
        assert!(
            e.message().contains("larger than 16 MiB"),
            "{}",
            e.message()
        );
    }

    #[test]
    fn invalid_utf8_names_the_place() {
        let e = read_bounded(
            &b"a: 1\nb: \xff\n"[..],
            "f.yaml",
            "rule file",
            ErrorKind::RuleFile,
        )
        .unwrap_err();
        assert!(e.message().starts_with("f.yaml:2:4:"), "{}", e.message());
    }

    #[test]
    fn text_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.yaml");
        std::fs::write(&path, "teams: []\n").unwrap();
        assert_eq!(
            read_text(&path, "round file", ErrorKind::Round).unwrap(),
            "teams: []\n"
        );
    }
}
