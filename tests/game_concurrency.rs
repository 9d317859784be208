//! Two players' phones add hands to one game file at the same moment, many
//! times over: the lock makes every hand land, in some order, none lost.

use std::path::Path;
use std::process::Command;
use std::thread;

use insta_cmd::get_cargo_bin;

const ADDS: usize = 25;

fn canasta(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(get_cargo_bin("canasta"))
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
