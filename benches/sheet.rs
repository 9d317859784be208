//! `game add` and `game show` on a game of 1, 20 and 200 hands: what a
//! long game costs over a short one (docs/speed.md has the figures).
//! `show` and `add` run in-process through the library's API
//! (file reading, checking, the sheet's view and, for `add`, the change
//! and the atomic save included; turning the view into a table is the
//! binary's); `process_show` and `process_add` run the built binary, as a
//! player at the table does, process start included.
//!
//! Run: `cargo bench --bench sheet`.

use std::path::{Path, PathBuf};

use canasta::rules::load;
use canasta::sheet::log::Event;
use canasta::sheet::tally::Tally;
use canasta::sheet::{self, Change, Entry, GameFile, Hand, store};

fn main() {
    divan::main();
}

/// A hand as `game add --tally we=natural,cards:120 they=mixed,cards:-20`
/// enters it.
fn hand() -> Hand {
    let mut we = Entry::split("We", 500, 120);
    we.tally = Some(Tally::parse("natural,cards:120").unwrap());
    let mut they = Entry::split("They", 300, -20);
    they.tally = Some(Tally::parse("mixed,cards:-20").unwrap());
    Hand {
        from: Some("--tally".into()),
        added: Some("2026-11-23T20:00:00Z".into()),
        scores: vec![we, they],
        ..Hand::default()
    }
}

/// A game of `hands` hands entered by tally, nobody near the target, each
/// change in its log as `game add` keeps it.
fn game(dir: &Path, hands: usize) -> PathBuf {
    let mut g = GameFile::new(vec!["We".into(), "They".into()], load("classic").unwrap());
    g.rules.game.target = 1_000_000_000;
    g.log.push(Change {
        teams: vec!["We".into(), "They".into()],
        ..Change::new("2026-11-23T20:00:00Z", Event::Started)
    });
    for n in 0..hands {
        g.log.push(Change {
            hand: Some(n + 1),
            from: Some("--tally".into()),
            ..Change::new("2026-11-23T20:00:00Z", Event::Added)
        });
        g.hands.push(hand());
    }
    let path = dir.join(format!("g{hands}.yaml"));
    store::save(&path, &g).unwrap();
    path
}

/// What `game show` and `game add` do in the library, given their command
/// lines: read and check the game, add the hand (`add`, as the tally the
/// bench gives), save, and build the sheet's view.
fn run(args: &[&str]) {
    match args {
        ["game", "show", path] => {
            let g = store::load(Path::new(path)).unwrap();
            divan::black_box(sheet::sheet(&g));
        }
        ["game", "add", path, ..] => {
            let (g, _) =
                store::update(Path::new(path), |g| g.add(hand(), "2026-11-23T20:00:00Z")).unwrap();
            divan::black_box(sheet::sheet(&g));
        }
        _ => unreachable!("{args:?}"),
    }
}

/// `game show` on a game of `hands` hands, run by `run`.
fn bench_show(bencher: divan::Bencher, hands: usize, run: fn(&[&str])) {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path(), hands);
    let p = path.to_str().unwrap();
    bencher.bench(|| run(&["game", "show", p]));
}

/// `game add` of a tally to a fresh copy of a game of `hands` hands, run
/// by `run`.
fn bench_add(bencher: divan::Bencher, hands: usize, run: fn(&[&str])) {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path(), hands);
    let p = path.to_str().unwrap().to_string();
    let fresh = std::fs::read(&path).unwrap();
    let args = [
        "game",
        "add",
        &p,
        "--tally",
        "we=natural,cards:120",
        "they=mixed,cards:-20",
    ];
    bencher
        .with_inputs(|| std::fs::write(&path, &fresh).unwrap())
        .bench_local_values(|()| run(&args));
}

/// The release binary cargo built beside this bench.
fn binary(args: &[&str]) {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_canasta"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

#[divan::bench(args = [1, 20, 200])]
fn show(bencher: divan::Bencher, hands: usize) {
    bench_show(bencher, hands, run);
}

#[divan::bench(args = [1, 20, 200])]
fn add(bencher: divan::Bencher, hands: usize) {
    bench_add(bencher, hands, run);
}

#[divan::bench(args = [1, 20, 200])]
fn process_show(bencher: divan::Bencher, hands: usize) {
    bench_show(bencher, hands, binary);
}

#[divan::bench(args = [1, 20, 200])]
fn process_add(bencher: divan::Bencher, hands: usize) {
    bench_add(bencher, hands, binary);
}
