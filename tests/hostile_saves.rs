//! Saves killed with `kill -9` (issue 24, item 7): a killed save leaves
//! the old sheet or the new one, and nothing of its own that the next
//! change does not take away; a file the tool cannot prove its own (a
//! user's `.g.yaml.backup`) is never removed.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use crate::common::{in_dir as canasta, ok_in as ok};

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A save killed between linking its file and renaming it leaves
/// `.g.yaml.XXXXXX`, named in the lock file with its inode: the next
/// change removes it, and only it.
#[cfg(target_os = "linux")]
#[test]
fn what_a_killed_save_left_goes_with_the_next_change() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    let sheet = std::fs::read(d.join("g.yaml")).unwrap();
    // What the killed save had linked, and a user's copy of the same shape.
    std::fs::write(d.join(".g.yaml.aB3xY9"), &sheet).unwrap();
    std::fs::write(d.join(".g.yaml.backup"), &sheet).unwrap();
    std::fs::write(d.join(".g.yaml.Zz9Zz9"), &sheet).unwrap();
    let meta = std::fs::metadata(d.join(".g.yaml.aB3xY9")).unwrap();
    std::fs::write(
        d.join("g.yaml.lock"),
        format!("saving aB3xY9 {} {}\n", meta.dev(), meta.ino()),
    )
    .unwrap();
    // Reading takes no lock and removes nothing.
    ok(d, &["game", "show", "g.yaml"]);
    assert!(d.join(".g.yaml.aB3xY9").exists());
    ok(d, &["game", "add", "g.yaml", "--points", "We=5", "They=0"]);
    assert_eq!(
        names(d),
        [".g.yaml.Zz9Zz9", ".g.yaml.backup", "g.yaml", "g.yaml.lock"]
    );
    assert_eq!(std::fs::read(d.join("g.yaml.lock")).unwrap(), b"");
    // A lock file naming a file that is another now: kept.
    std::fs::write(
        d.join("g.yaml.lock"),
        format!("saving Zz9Zz9 {} {}\n", meta.dev(), meta.ino()),
    )
    .unwrap();
    ok(d, &["game", "undo", "g.yaml"]);
    assert!(d.join(".g.yaml.Zz9Zz9").exists());
}

/// Saves killed at random instants: each leaves the old sheet or the new
/// one, readable, and once a change has run after them nothing but the
/// game and its lock file.
#[cfg(unix)]
#[test]
fn saves_killed_at_any_instant_leave_nothing_after_the_next_change() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    // A spread of instants from before the save starts to after it ends,
    // not a timing: whichever instant a kill meets, the same must hold.
    for i in 0..120_u64 {
        let mut child = canasta(d)
            .args(["game", "add", "g.yaml", "--points", "We=5", "They=0"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros((i * 7919) % 40_000));
        let _ = child.kill();
        let _ = child.wait();
        ok(d, &["game", "show", "g.yaml"]);
    }
    ok(d, &["game", "add", "g.yaml", "--points", "We=5", "They=0"]);
    assert_eq!(names(d), ["g.yaml", "g.yaml.lock"]);
}
