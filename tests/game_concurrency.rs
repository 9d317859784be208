//! Two players' phones add hands to one game file at the same moment, many
//! times over: the lock makes every hand land, in some order, none lost.

use std::path::Path;
use std::thread;

const ADDS: usize = 25;

fn canasta(dir: &Path, args: &[&str]) -> std::process::Output {
    crate::common::bin()
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

#[test]
fn concurrent_adds_all_land() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_path_buf();
    let out = canasta(
        &d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    assert!(out.status.success());
    let writers: Vec<_> = [["We=1,0", "They=0,0"], ["We=0,0", "They=0,1"]]
        .into_iter()
        .map(|points| {
            let d = d.clone();
            thread::spawn(move || {
                for _ in 0..ADDS {
                    let out = canasta(
                        &d,
                        &[
                            "game", "add", "g.yaml", "--force", "--points", points[0], points[1],
                        ],
                    );
                    assert!(
                        out.status.success(),
                        "{}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
            })
        })
        .collect();
    // A reader at the same time never sees a half-written file.
    let reader = {
        let d = d.clone();
        thread::spawn(move || {
            for _ in 0..ADDS {
                let out = canasta(&d, &["game", "show", "g.yaml", "--format", "json"]);
                assert!(
                    out.status.success(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        })
    };
    for w in writers {
        w.join().unwrap();
    }
    reader.join().unwrap();
    let out = canasta(&d, &["game", "show", "g.yaml", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hands"].as_array().unwrap().len(), 2 * ADDS);
    assert_eq!(v["teams"][0]["total"], ADDS as i64);
    assert_eq!(v["teams"][1]["total"], ADDS as i64);
    // Nothing is left behind but the game and its lock.
    let mut names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, vec!["g.yaml", "g.yaml.lock"]);
}

/// Refused commands make and remove the lock file while others wait on
/// it: no two writers ever hold the lock at once, so no hand is lost.
#[test]
fn refused_commands_racing_writers_lose_no_hand() {
    const ROUNDS: usize = 8;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_path_buf();
    let out = canasta(
        &d,
        &["game", "new", "g.yaml", "--team", "We", "--team", "They"],
    );
    assert!(out.status.success());
    for round in 0..ROUNDS {
        // No lock file: the first command to come makes it.
        // (A refused command that made it may have taken it away again
        // after a writer used it: then there is none to remove.)
        match std::fs::remove_file(d.join("g.yaml.lock")) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => panic!("{e}"),
            _ => {}
        }
        let jobs: Vec<_> = [
            ["--points", "We=100,5", "They=0,0"],
            ["--points", "Zed=100,5", "They=0,0"],
            ["--points", "We=0,0", "They=0,5"],
            ["--points", "We=x", "They=0,0"],
        ]
        .into_iter()
        .map(|points| {
            let d = d.clone();
            thread::spawn(move || {
                let mut args = vec!["game", "add", "g.yaml"];
                args.extend(points);
                let out = canasta(&d, &args);
                let expected = if points[1].starts_with("We=") && points[1] != "We=x" {
                    0
                } else {
                    2
                };
                assert_eq!(
                    out.status.code(),
                    Some(expected),
                    "{args:?}: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
            })
        })
        .collect();
        for j in jobs {
            j.join().unwrap();
        }
        let out = canasta(&d, &["game", "show", "g.yaml", "--format", "json"]);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            v["hands"].as_array().unwrap().len(),
            2 * (round + 1),
            "a hand was lost in round {round}"
        );
    }
}
