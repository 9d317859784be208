//! How game files are written: a refused command leaves every file as it
//! was, lock file included; a save removes no file but the one it
//! replaces; new files get ordinary permissions, and a file the user may
//! not write is never replaced.

use std::path::Path;
use std::process::Output;

fn canasta(dir: &Path, args: &[&str]) -> Output {
    crate::common::bin()
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn ok(out: &Output) {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Every file in a folder (hidden ones too) with its contents.
fn snapshot(dir: &Path) -> Vec<(String, Option<Vec<u8>>)> {
    crate::common::folder_snapshot(dir)
}

fn names(dir: &Path) -> Vec<String> {
    snapshot(dir).into_iter().map(|(name, _)| name).collect()
}

/// A game with one hand, `g.yaml`, whose lock file is gone (as for a game
/// copied from elsewhere), and a bad round file beside it.
fn table() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&canasta(
        d,
        &["game", "new", "g.yaml", "--team", "We", "They"],
    ));
    ok(&canasta(
        d,
        &["game", "add", "g.yaml", "--points", "We=100,20", "They=0,5"],
    ));
    std::fs::remove_file(d.join("g.yaml.lock")).unwrap();
    std::fs::write(d.join("bad-round.yaml"), "teams: [\n").unwrap();
    std::fs::write(
        d.join("impossible-round.yaml"),
        "teams:\n  - name: We\n    melds: [h5 d5]\n  - name: They\n",
    )
    .unwrap();
    // Sie won after hand 6: the sheet takes no more hands.
    std::fs::write(
        d.join("over.yaml"),
        include_str!("../fixtures/games/seed-003.yaml"),
    )
    .unwrap();
    std::fs::write(
        d.join("huge.yaml"),
        "extends: classic\ncanasta: {natural_bonus: 9223372036854775807}\n",
    )
    .unwrap();
    dir
}

#[test]
fn a_refused_game_command_creates_or_changes_no_file_not_even_a_lock() {
    let dir = table();
    let d = dir.path();
    let before = snapshot(d);
    let cases: &[&[&str]] = &[
        // Refused while the change is made, under the lock.
        &["game", "add", "g.yaml", "bad-round.yaml"],
        &["game", "add", "g.yaml", "impossible-round.yaml"],
        &["game", "add", "g.yaml", "missing-round.yaml"],
        &["game", "add", "g.yaml", "--points", "We=x", "They=1"],
        &["game", "add", "g.yaml", "--points", "Zed=1", "They=1"],
        &["game", "add", "g.yaml", "--points", "We=1"],
        &["game", "add", "g.yaml", "--points", "We=1,2,3", "They=1"],
        &["game", "edit", "g.yaml", "7", "--points", "We=1", "They=2"],
        &["game", "edit", "g.yaml", "1", "bad-round.yaml"],
        &["game", "add", "over.yaml", "--points", "Sie=1", "Wir=1"],
        &[
            "game",
            "edit",
            "over.yaml",
            "2",
            "--points",
            "Sie=9000",
            "Wir=1",
        ],
        &[
            "--rules",
            "verschaerft",
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=1",
            "They=1",
        ],
        &["--players", "6", "game", "undo", "g.yaml"],
        // Refused before it.
        &["game", "add", "missing.yaml", "--points", "We=5", "They=5"],
        &["game", "undo", "missing.yaml"],
        &[
            "game",
            "add",
            "bad-round.yaml",
            "--points",
            "We=1",
            "They=1",
        ],
        &["game", "new", "g.yaml", "--team", "A", "B"],
        &["game", "new", "n.yaml", "--team", "A"],
        &["game", "new", "n.yaml", "--team", "A", "A"],
        &[
            "game", "new", "n.yaml", "--rules", "nope", "--team", "A", "B",
        ],
        &[
            "game",
            "new",
            "n.yaml",
            "--rules",
            "huge.yaml",
            "--team",
            "A",
            "B",
        ],
    ];
    for args in cases {
        let out = canasta(d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "canasta {args:?}: {err}");
        assert_eq!(
            names(d),
            names_of(&before),
            "canasta {args:?} left a file behind"
        );
        assert_eq!(snapshot(d), before, "canasta {args:?} changed a file");
    }
    // An undo that empties the game is no refusal: it writes, lock and all.
    ok(&canasta(d, &["game", "undo", "g.yaml"]));
    assert!(d.join("g.yaml.lock").exists());
    // Refused with the lock file already there: it stays as it was.
    let before = snapshot(d);
    let out = canasta(d, &["game", "undo", "g.yaml"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(snapshot(d), before);
}

fn names_of(files: &[(String, Option<Vec<u8>>)]) -> Vec<String> {
    files.iter().map(|(name, _)| name.clone()).collect()
}

#[test]
fn a_refused_command_leaves_a_folder_and_a_read_only_game_as_they_were() {
    let dir = table();
    let d = dir.path();
    std::fs::create_dir(d.join("adir")).unwrap();
    let before = snapshot(d);
    for args in [
        &["game", "add", "adir", "--points", "We=5", "They=5"][..],
        &["game", "new", "adir", "--team", "A", "B"],
        &["game", "new", "adir/", "--team", "A", "B"],
    ] {
        assert_eq!(canasta(d, args).status.code(), Some(2), "{args:?}");
        assert_eq!(snapshot(d), before, "{args:?}");
        assert!(std::fs::read_dir(d.join("adir")).unwrap().next().is_none());
    }
    let mut perms = std::fs::metadata(d.join("g.yaml")).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(d.join("g.yaml"), perms).unwrap();
    let before = snapshot(d);
    let out = canasta(d, &["game", "add", "g.yaml", "--points", "We=5", "They=5"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(snapshot(d), before);
}

/// Files beside the game whose names look like what a killed save could
/// leave (`.NAME.` and six letters or digits) may be the user's own: a
/// save, or a new game of that name, leaves every one of them. Saves
/// removed `.night.yaml.backup` as a stale temporary file.
#[test]
fn a_save_removes_no_file_beside_the_game() {
    let dir = table();
    let d = dir.path();
    let beside = [
        ".g.yaml.backup",
        ".g.yaml.old123",
        ".g.yaml.a1B2c3",
        ".n.yaml.Qx81zz",
        ".h.yaml.a1B2c3",
        "g.yaml.a1B2c3",
    ];
    for name in beside {
        std::fs::write(d.join(name), "the user's own\n").unwrap();
    }
    let before = snapshot(d);
    ok(&canasta(
        d,
        &["game", "add", "g.yaml", "--points", "We=5", "They=5"],
    ));
    ok(&canasta(d, &["game", "undo", "g.yaml"]));
    ok(&canasta(d, &["game", "new", "n.yaml", "--team", "A", "B"]));
    let after = snapshot(d);
    for (name, contents) in before.iter().filter(|(n, _)| beside.contains(&n.as_str())) {
        assert!(
            after.iter().any(|(n, c)| n == name && c == contents),
            "{name} was removed or changed"
        );
    }
    // Nothing else is left behind by the saves either.
    let mut expected: Vec<&str> = beside.to_vec();
    expected.extend([
        "bad-round.yaml",
        "g.yaml",
        "g.yaml.lock",
        "huge.yaml",
        "impossible-round.yaml",
        "n.yaml",
        "n.yaml.lock",
        "over.yaml",
    ]);
    expected.sort_unstable();
    assert_eq!(names(d), expected);
}

#[cfg(unix)]
mod unix {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    /// The permissions a new file gets under the umask the tests run with
    /// (0666 less the umask), learned by making one.
    fn umask_allows() -> u32 {
        let dir = tempfile::tempdir().unwrap();
        let probe = dir.path().join("probe");
        std::fs::File::create(&probe).unwrap();
        std::fs::metadata(&probe).unwrap().permissions().mode() & 0o777
    }

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
    }

    #[test]
    fn a_new_game_is_0644_less_the_umask() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        ok(&canasta(d, &["game", "new", "g.yaml", "--team", "A", "B"]));
        assert_eq!(mode(&d.join("g.yaml")), 0o644 & umask_allows());
    }

    #[test]
    fn a_new_game_through_a_dangling_link_is_not_world_writable() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir(d.join("shared")).unwrap();
        std::os::unix::fs::symlink("shared/night.yaml", d.join("night.yaml")).unwrap();
        ok(&canasta(
            d,
            &["game", "new", "night.yaml", "--team", "A", "B"],
        ));
        // The link is kept, and the file it points to is the game.
        let link = std::fs::symlink_metadata(d.join("night.yaml")).unwrap();
        assert!(link.file_type().is_symlink(), "the link was replaced");
        let game = d.join("shared/night.yaml");
        assert_eq!(mode(&game), 0o644 & umask_allows());
        // Later commands through the link update the same file.
        ok(&canasta(
            d,
            &["game", "add", "night.yaml", "--points", "A=5", "B=0"],
        ));
        assert!(std::fs::read_to_string(&game).unwrap().contains("total: 5"));
        assert_eq!(mode(&game), 0o644 & umask_allows());
    }

    #[test]
    fn symbolic_links_in_a_loop_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::os::unix::fs::symlink("b.yaml", d.join("a.yaml")).unwrap();
        std::os::unix::fs::symlink("a.yaml", d.join("b.yaml")).unwrap();
        let out = canasta(d, &["game", "new", "a.yaml", "--team", "A", "B"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("a.yaml"));
        assert_eq!(names(d), ["a.yaml", "b.yaml"]);
    }

    #[test]
    fn a_save_keeps_the_games_permissions() {
        let dir = table();
        let d = dir.path();
        std::fs::set_permissions(d.join("g.yaml"), std::fs::Permissions::from_mode(0o600)).unwrap();
        ok(&canasta(
            d,
            &["game", "add", "g.yaml", "--points", "We=5", "They=5"],
        ));
        assert_eq!(mode(&d.join("g.yaml")), 0o600);
    }

    /// Whether this process is root, from the owner of a file it makes.
    fn running_as_root() -> bool {
        use std::os::unix::fs::MetadataExt;
        let dir = tempfile::tempdir().unwrap();
        std::fs::metadata(dir.path()).unwrap().uid() == 0
    }

    /// A game its owner may not write (r--rw-r--: not "read-only" by the
    /// mode bits, since the group may write) in a folder the user may
    /// write: the rename would replace it, so the tool must try opening it.
    #[test]
    fn a_game_the_user_may_not_write_is_not_replaced_through_the_folder() {
        if running_as_root() {
            // Root may write any file whatever its mode, so there is no
            // file root cannot write to test with.
            return;
        }
        let dir = table();
        let d = dir.path();
        std::fs::set_permissions(d.join("g.yaml"), std::fs::Permissions::from_mode(0o464)).unwrap();
        let before = snapshot(d);
        let out = canasta(d, &["game", "add", "g.yaml", "--points", "We=5", "They=5"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("g.yaml is not writable by you"), "{err}");
        assert_eq!(snapshot(d), before);
        assert_eq!(mode(&d.join("g.yaml")), 0o464);
    }
}
