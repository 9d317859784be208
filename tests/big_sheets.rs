//! Game files far beyond a game night, generated here (issue 24, items 2
//! to 4): `game stats` takes time in proportion to the players it reads
//! and keeps one file in memory at a time; `game show` and `game add` read
//! a sheet of 100,000 hands within 200 MiB. What these took before is in
//! docs/speed.md; here only a generous guard against a hang times them.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use serde_json::Value;

/// Longer than any of these takes in a debug build on a loaded machine;
/// the quadratic `game stats` took minutes there.
const HANG_GUARD: Duration = Duration::from_secs(120);

/// A game file of the sides `We` and `They` with the players `we` and
/// `they` and `hands` hands of totals alone, under the rule set that
/// `game new` stores with a target no side reaches.
fn sheet(dir: &Path, name: &str, we: &[String], they: &[String], hands: usize) {
    let fresh = dir.join("fresh.yaml");
    if !fresh.exists() {
        crate::common::ok_in(
            dir,
            &[
                "game",
                "new",
                "fresh.yaml",
                "--team",
                "We=Anna,Bob",
                "--team",
                "They=Carl,Dora",
            ],
        );
    }
    let text = std::fs::read_to_string(&fresh).unwrap();
    let version = text.lines().find(|l| l.starts_with("version:")).unwrap();
    let rules = text[text.find("\nrules:\n").unwrap() + 1..].replacen(
        "  target: 5000",
        "  target: 1000000000",
        1,
    );
    let mut out = format!("{version}\nteams:\n- We\n- They\nplayers:\n");
    for (side, names) in [("We", we), ("They", they)] {
        writeln!(out, "  {side}:").unwrap();
        for n in names {
            writeln!(out, "  - {n}").unwrap();
        }
    }
    out.push_str("hands:\n");
    out.push_str(
        &"- scores:\n  - team: We\n    total: 5\n  - team: They\n    total: 0\n".repeat(hands),
    );
    out.push_str(&rules);
    std::fs::write(dir.join(name), out).unwrap();
}

fn names(prefix: &str, count: usize) -> Vec<String> {
    (0..count).map(|i| format!("{prefix}{i}")).collect()
}

/// `canasta args` in `dir`, which must succeed within the hang guard.
fn ok(dir: &Path, cmd: &mut Command) -> Output {
    let started = Instant::now();
    let out = cmd.current_dir(dir).output().unwrap();
    let took = started.elapsed();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(took < HANG_GUARD, "{cmd:?} took {took:?}");
    out
}

/// `canasta` with `args`, its data segment (the heap and every private
/// mapping it writes; not the binary) limited to `mib` MiB: an allocation
/// beyond it aborts the process.
#[cfg(target_os = "linux")]
fn within(mib: u32, args: &[&str]) -> Command {
    let mut sh = Command::new("sh");
    sh.args([
        "-c",
        &format!("ulimit -d {} && exec \"$0\" \"$@\"", mib * 1024),
    ])
    .arg(insta_cmd::get_cargo_bin("canasta"))
    .args(args);
    for var in crate::common::AMBIENT {
        sh.env_remove(var);
    }
    sh.env("NO_COLOR", "1")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z");
    sh
}

fn json(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Item 2: one sheet whose sides list 16,000 players, and 2,000 game
/// nights of 4 players never seen before, each counted once: `game stats`
/// looked each name up among all before it (15-18 s and 6-8 s in a
/// release build), and now finds it by its key.
#[test]
fn game_stats_is_linear_in_the_players() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    sheet(d, "crowd.yaml", &names("w", 8000), &names("t", 8000), 3);
    let mut cmd = crate::common::in_dir(d);
    let s = json(&ok(
        d,
        cmd.args(["--format", "json", "game", "stats", "crowd.yaml"]),
    ));
    let players = s["players"].as_array().unwrap();
    assert_eq!(players.len(), 16_000);
    assert!(players.iter().all(|p| p["games"] == 1), "{:?}", players[0]);

    let nights: Vec<String> = (0..2000).map(|n| format!("n{n}.yaml")).collect();
    for (n, name) in nights.iter().enumerate() {
        let we = [format!("a{n}"), format!("b{n}")];
        let they = [format!("c{n}"), format!("d{n}")];
        sheet(d, name, &we, &they, 1);
    }
    let mut cmd = crate::common::in_dir(d);
    cmd.args(["--format", "json", "game", "stats"])
        .args(&nights);
    let s = json(&ok(d, &mut cmd));
    assert_eq!(s["games"], 2000);
    assert_eq!(s["players"].as_array().unwrap().len(), 8000);
    assert_eq!(s["teams"][0]["games"], 2000);
}

/// Item 3: `game stats` over ten sheets of 22,000 hands keeps the sums,
/// not the games: it needs what one of them needs (about 35 MiB), where
/// keeping every game took 174 MB.
#[cfg(target_os = "linux")]
#[test]
fn game_stats_keeps_one_game_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    sheet(d, "night.yaml", &names("w", 2), &names("t", 2), 22_000);
    let mut args = vec!["--format", "json", "game", "stats"];
    args.extend(["night.yaml"; 10]);
    let s = json(&ok(d, &mut within(100, &args)));
    assert_eq!(s["games"], 10);
    assert_eq!(s["teams"][0]["hands"], 220_000);
}

/// Item 4: a sheet of 100,000 hands (6.4 MB, inside the read limits) is
/// shown and added to within 200 MiB; they peaked at 434-445 MB and
/// 257 MB.
#[cfg(target_os = "linux")]
#[test]
fn a_sheet_of_100000_hands_is_read_within_200_mib() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    sheet(d, "long.yaml", &names("w", 2), &names("t", 2), 100_000);
    let shown = ok(d, &mut within(200, &["game", "show", "long.yaml"]));
    let shown = String::from_utf8_lossy(&shown.stdout);
    assert!(shown.contains("100000"), "{}", &shown[shown.len() - 500..]);
    ok(
        d,
        &mut within(
            200,
            &["game", "add", "long.yaml", "--points", "We=5", "They=0"],
        ),
    );
    let text = std::fs::read_to_string(d.join("long.yaml")).unwrap();
    assert_eq!(text.matches("scores:\n").count(), 100_001);
}
