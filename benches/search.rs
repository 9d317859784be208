//! How long the initial-meld search takes, from a dealt hand to a whole deck,
//! and the go-out search that scores every way out.
//!
//! Run: `cargo bench --bench search`.

use canasta::adjudicate::search::{Problem, solve};
use canasta::card::Card;
use canasta::rules::{RuleSet, TakeWith, load};

fn main() {
    divan::main();
}

fn cards(s: &str) -> Vec<Card> {
    canasta::notation::parse_cards("bench", s).unwrap().cards()
}

/// Every card of the 108-card deck.
fn whole_deck() -> Vec<Card> {
    let mut all: Vec<Card> = Card::all().filter(|c| *c != Card::Joker).collect();
    all.extend(all.clone());
    all.extend([Card::Joker; 4]);
    all
}

fn hand(size: usize) -> Vec<Card> {
    match size {
        // Seed 000, example 3: nothing reaches 120, so the search must rule everything out.
        11 => cards("hA cA d2 h2 c5 h6 c4 c4 d4 h4 dK"),
        // Pairs everywhere and four wilds: many ways to place the wilds.
        15 => cards("hA cA h5 d5 hK dK h9 d9 hQ dQ h8 d8 jk jk h2"),
        // Thirty cards, all ranks and many wilds.
        30 => whole_deck()
            .into_iter()
            .step_by(4)
            .chain(cards("jk jk d2 c2"))
            .take(30)
            .collect(),
        108 => whole_deck(),
        // Verschärft's deck for two players: four packs, 24 wild cards.
        _ => [whole_deck(), whole_deck()].concat(),
    }
}

fn problem(rules: &RuleSet, hand: Vec<Card>, top: Option<Card>) -> Problem<'_> {
    Problem {
        rules,
        hand,
        top,
        take_with: vec![TakeWith::NaturalPair],
        table: Vec::new(),
        extra_cards: 0,
        // Out of reach for the small hands: the search cannot stop early.
        required: 100_000,
        concealed_allowed: top.is_none(),
        only_go_out: false,
    }
}

#[divan::bench(args = [11, 15, 30, 108])]
fn classic(bencher: divan::Bencher, size: usize) {
    let rules = load("classic").unwrap();
    let p = problem(&rules, hand(size), None);
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// Verschärft has no wild limit and wild canastas: the widest state space.
#[divan::bench(args = [11, 15, 30, 108, 216])]
fn verschaerft(bencher: divan::Bencher, size: usize) {
    let rules = load("verschaerft").unwrap();
    let p = problem(&rules, hand(size), None);
    bencher.bench(|| solve(divan::black_box(&p)));
}

#[divan::bench(args = [11, 15, 30, 108])]
fn with_top_card(bencher: divan::Bencher, size: usize) {
    let rules = load("traditional").unwrap();
    let p = problem(&rules, hand(size), Some(cards("sA")[0]));
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// `go-out` without `--lay`: the best-scoring way out, one run of the
/// programme per kind of final discard, onto a table meld.
#[divan::bench(args = [11, 15, 30])]
fn go_out(bencher: divan::Bencher, size: usize) {
    let rules = load("classic").unwrap();
    let p = Problem {
        table: vec![cards("h9 d9 s9 c9")],
        required: 0,
        only_go_out: true,
        ..problem(&rules, hand(size), None)
    };
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// Modern American: melds of at most 7 and 2 wilds, sevens without wilds,
/// wild melds of 3 to 7, and a top card that does not count.
#[divan::bench(args = [11, 15, 30, 108])]
fn modern_american(bencher: divan::Bencher, size: usize) {
    let rules = load("modern-american").unwrap();
    let p = problem(&rules, hand(size), Some(cards("sA")[0]));
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// Samba: sequences besides groups, so the programme over ranks runs once
/// for each different way to lay runs. 15 cards: a dealt samba hand with
/// runs in two suits; 30 cards: long runs in every suit, the widest case.
#[divan::bench(args = [15, 30])]
fn samba(bencher: divan::Bencher, size: usize) {
    let rules = load("samba").unwrap();
    let hand = match size {
        15 => cards("h4 h5 h6 h7 h8 d9 d10 dJ dQ hK dK cK jk s2 c5"),
        _ => cards(
            "h4 h5 h6 h7 h8 h9 h10 d4 d5 d6 d7 d8 d9 d10 c8 c9 c10 cJ cQ cK cA s9 s10 sJ sQ sK jk jk h2 c4",
        ),
    };
    let p = problem(&rules, hand, None);
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// A house that lets runs hold a wild card (`meld.sequences.max_wilds: 1`):
/// the same hands, runs and groups sharing the wild cards. The 30-card
/// hand has 428345 ways to lay runs and takes seconds: few samples.
#[divan::bench(args = [15, 30], sample_count = 3)]
fn samba_wild_runs(bencher: divan::Bencher, size: usize) {
    let mut rules = load("samba").unwrap();
    rules.meld.sequences.max_wilds = 1;
    let hand = match size {
        15 => cards("h4 h5 h6 h7 h8 d9 d10 dJ dQ hK dK cK jk s2 c5"),
        _ => cards(
            "h4 h5 h6 h7 h8 h9 h10 d4 d5 d6 d7 d8 d9 d10 c8 c9 c10 cJ cQ cK cA s9 s10 sJ sQ sK jk jk h2 c4",
        ),
    };
    let p = problem(&rules, hand, None);
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// `go-out` with a long hand and sequences on the table (issue 15): 22
/// cards of hearts and diamonds have 14556 ways to lay runs, each merged
/// onto the table's sequences and run once per final discard (23). With
/// 0, 2 or 6 sequences on the table (two of them in the hand's suits).
#[divan::bench(args = [0, 2, 6], sample_count = 5)]
fn bolivia_table_sequences(bencher: divan::Bencher, tables: usize) {
    let rules = load("bolivia").unwrap();
    let table: Vec<Vec<Card>> = [
        "h8 h9 h10",
        "d8 d9 d10",
        "s4 s5 s6",
        "c4 c5 c6",
        "sJ sQ sK",
        "cJ cQ cK",
    ]
    .iter()
    .take(tables)
    .map(|m| cards(m))
    .collect();
    let hand = cards("h4 h5 h6 h7 h8 h9 h10 hJ hQ hK hA d4 d5 d6 d7 d8 d9 d10 dJ dQ dK dA");
    let p = Problem {
        table,
        required: 0,
        only_go_out: true,
        ..problem(&rules, hand, None)
    };
    bencher.bench(|| solve(divan::black_box(&p)));
}

/// The hardest shapes found (issue 24): long, run-rich samba and bolivia
/// hands, asked as a player asks them, within the question's budget
/// (`Budget::default`): each is answered, or refused once the budget is
/// spent. The 47-card hand took 1.9 s of CPU before the budget bounded
/// every stage. Few samples: each takes up to the limit.
#[divan::bench(
    args = ["samba 47 go-out", "bolivia 47 go-out", "samba 47 initial", "bolivia 60 go-out", "samba 60 tables", "samba 43 initial", "bolivia 42 initial"],
    sample_count = 3
)]
fn hostile(bencher: divan::Bencher, shape: &str) {
    use canasta::adjudicate::search::{Budget, solve_within};
    let long = cards(
        "d8 dQ c5 d5 h10 d10 d8 hQ c4 d6 s2 hA sQ s4 c9 d4 dA d9 d4 h9 d9 d7 hJ cQ dK cQ cJ h6 h6 d4 d10 c6 s5 c7 h4 jk dK s4 dJ jk jk dQ sA dA sQ hK c7",
    );
    let ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
    let mut sixty: Vec<Card> = ["h", "d", "c"]
        .iter()
        .flat_map(|s| ranks.iter().map(move |r| cards(&format!("{s}{r}"))[0]))
        .collect();
    sixty.extend(sixty.clone());
    sixty.truncate(54);
    sixty.extend(cards("jk jk s2 h2 c5 s9"));
    // Issue 31: two suits, no wild card, 41 to 46 cards: an initial meld
    // took 1.04 to 1.8 s of CPU (the ways to lay runs found twice).
    let samba_43 = cards(
        "dJ hQ d10 d9 h5 h8 d4 h10 dK d4 d5 h4 d6 hQ h5 hA hK dK hA d3 h9 hK hJ h4 hA d9 dA d8 dQ dQ d9 dJ d7 d5 h4 d6 d7 hJ hJ h7 dJ dA h6",
    );
    let bolivia_42 = cards(
        "h9 d4 d6 hK hA h4 h9 d3 h7 h7 d3 dQ d5 h10 h3 d6 h5 h6 h10 h7 hJ d9 hK h6 dK dK dA dJ h8 hJ d7 h6 d4 d10 dQ h5 d5 h9 d10 hQ d8 dA",
    );
    let (rules, hand, going_out, table) = match shape {
        "samba 43 initial" => ("samba", samba_43, false, Vec::new()),
        "bolivia 42 initial" => ("bolivia", bolivia_42, false, Vec::new()),
        "samba 47 go-out" => ("samba", long, true, Vec::new()),
        "bolivia 47 go-out" => ("bolivia", long, true, Vec::new()),
        "samba 47 initial" => ("samba", long, false, Vec::new()),
        "bolivia 60 go-out" => ("bolivia", sixty, true, Vec::new()),
        _ => (
            "samba",
            sixty,
            true,
            vec![cards("h8 h9 h10"), cards("d8 d9 d10"), cards("s6 s7 s8")],
        ),
    };
    let rules = load(rules).unwrap();
    let p = Problem {
        table,
        required: if going_out { 0 } else { 50 },
        only_go_out: going_out,
        ..problem(&rules, hand, None)
    };
    bencher.bench(|| solve_within(divan::black_box(&p), &Budget::default()));
}
