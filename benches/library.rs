//! The library's own throughput, in-process: no process start, no file
//! reads, no rendering. How long scoring a round and judging a pick-up take.
//!
//! Run: `cargo bench --bench library`.

use canasta::adjudicate::pickup::{Request, judge};
use canasta::card::Card;
use canasta::rules::load;
use canasta::{round, score};

fn main() {
    divan::main();
}

fn cards(s: &str) -> Vec<Card> {
    canasta::notation::parse_cards("bench", s).unwrap().cards()
}

/// The shipped round files: an ordinary hand, one with every kind of
/// bonus and penalty, one of verschaerft (each alone, doubling threes).
const ROUNDS: [&str; 3] = ["classic", "penalties", "verschaerft"];

fn round_text(name: &str) -> &'static str {
    match name {
        "classic" => include_str!("../fixtures/rounds/classic.yaml"),
        "penalties" => include_str!("../fixtures/rounds/penalties.yaml"),
        _ => include_str!("../fixtures/rounds/verschaerft.yaml"),
    }
}

/// What `canasta score` does between reading the file and printing:
/// parse the YAML, check the hand could have happened, score it.
#[divan::bench(args = ROUNDS)]
fn score_round_from_text(bencher: divan::Bencher, name: &str) {
    let text = round_text(name);
    let spec = round::parse(name, text).unwrap().rules.unwrap();
    let rules = load(&spec).unwrap();
    bencher.bench(|| {
        let file = round::parse(name, divan::black_box(text)).unwrap();
        let round = round::check(&rules, &file).unwrap();
        score::score(&rules, &round)
    });
}

/// Scoring alone, of a round already checked.
#[divan::bench(args = ROUNDS)]
fn score_checked_round(bencher: divan::Bencher, name: &str) {
    let text = round_text(name);
    let file = round::parse(name, text).unwrap();
    let rules = load(file.rules.as_deref().unwrap()).unwrap();
    let round = round::check(&rules, &file).unwrap();
    bencher.bench(|| score::score(&rules, divan::black_box(&round)));
}

/// Pick-ups of increasing work: a natural pair for an opened side; a
/// table meld; a side that has not opened and must reach 120 with the top
/// card (the initial-meld search runs); an 11-card hand that cannot.
const PICKUPS: [&str; 4] = ["pair", "table meld", "opening", "opening refused"];

fn pickup(name: &str) -> Request {
    let base = Request {
        top: cards("h9")[0],
        hand: cards("s9 d9 c4 h7 d7"),
        table: vec![cards("hK dK cK")],
        opened: true,
        frozen: None,
        score: 0,
        pile_size: Some(6),
        pile: None,
        red_threes: 0,
        others: Vec::new(),
        in_foot: false,
    };
    match name {
        "pair" => base,
        "table meld" => Request {
            top: cards("sK")[0],
            ..base
        },
        "opening" => Request {
            top: cards("sA")[0],
            hand: cards("hA cA jk hK dK cK h2 d5 c7 s8 h9"),
            table: Vec::new(),
            opened: false,
            score: 3500,
            ..base
        },
        _ => Request {
            top: cards("sA")[0],
            hand: cards("hA cA d2 h7 c5 h6 c9 c4 d8 h4 dK"),
            table: Vec::new(),
            opened: false,
            score: 3500,
            ..base
        },
    }
}

#[divan::bench(args = PICKUPS)]
fn judge_pickup(bencher: divan::Bencher, name: &str) {
    let rules = load("classic").unwrap();
    let req = pickup(name);
    // The cases are what they say: the benchmark measures real answers.
    let expected = name != "opening refused";
    assert_eq!(judge(&rules, &req).legal, expected, "{name}");
    bencher.bench(|| judge(&rules, divan::black_box(&req)));
}
