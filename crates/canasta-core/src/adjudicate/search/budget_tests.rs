//! The question's budget: every stage spends from it, the search stops
//! once it is spent, and below it the answer is the exact one.

use super::*;
use crate::adjudicate::{go_out, initial};
use crate::rules::load;

fn cards(s: &str) -> Vec<Card> {
    crate::notation::parse_cards("t", s).unwrap().cards()
}

/// The 47-card samba hand of issue 24 that took seconds.
const LONG: &str = "d8 dQ c5 d5 h10 d10 d8 hQ c4 d6 s2 hA sQ s4 c9 d4 dA d9 d4 h9 d9 d7 hJ cQ dK cQ cJ h6 h6 d4 d10 c6 s5 c7 h4 jk dK s4 dJ jk jk dQ sA dA sQ hK c7";

fn go_out_request(hand: &str, table: &[&str]) -> go_out::Request {
    go_out::Request {
        hand: cards(hand),
        lay: None,
        onto: Vec::new(),
        table: table.iter().map(|m| cards(m)).collect(),
        opened: true,
        score: 0,
        partner: Some(true),
        melded_before: false,
        in_foot: false,
    }
}

/// Units one piece of work may spend at most past the limit before the
/// search sees that the budget is spent: the largest single spend (a
/// rank's splits, a stage's table) is far below this.
const OVERSHOOT: u64 = 20_000_000;

#[test]
fn a_spent_budget_stops_the_search_at_its_limit() {
    let rules = load("samba").unwrap();
    for steps in [1, 100, 2_000] {
        let budget = Budget::steps(steps);
        let got = go_out::judge_within(&rules, &go_out_request(LONG, &[]), &budget);
        let stopped = got.expect_err("far past the limit");
        assert_eq!(stopped.most, steps);
        assert_eq!(stopped.cause, StopCause::Steps, "{stopped:?}");
        let most = steps as u64 * STEP_UNITS;
        assert!(budget.spent() > most);
        assert!(budget.spent() < most + OVERSHOOT, "{}", budget.spent());
    }
}

#[test]
fn every_search_of_a_question_spends_from_one_budget() {
    // A house that wants a meld of naturals looks again, once per rank,
    // when the best opening has none (here the kings take both wild
    // cards): those searches spend from the question's budget too.
    let mut rules = load("samba").unwrap();
    let request = initial::Request {
        hand: cards("hK dK cK jk s2 h5 d9 h7 c4 sQ hA d8"),
        top: None,
        score: 0,
        frozen: false,
        pile_size: None,
        red_threes: 0,
        in_foot: false,
    };
    let plain = Budget::unlimited();
    initial::judge_within(&rules, &request, &plain).unwrap();
    rules.initial_meld.needs_natural_meld = true;
    let clean = Budget::unlimited();
    initial::judge_within(&rules, &request, &clean).unwrap();
    assert!(
        clean.spent() > plain.spent(),
        "{} {}",
        clean.spent(),
        plain.spent()
    );
    // A budget the first search fits in, but not the question.
    let steps = usize::try_from(plain.spent() / STEP_UNITS).unwrap() + 1;
    assert!(initial::judge_within(&rules, &request, &Budget::steps(steps)).is_err());
}

#[test]
fn below_the_limit_the_answer_is_the_exact_one() {
    let samba = load("samba").unwrap();
    let bolivia = load("bolivia").unwrap();
    for (rules, hand, table) in [
        (
            &samba,
            "h4 h5 h6 h7 h8 d9 d10 dJ dQ hK dK cK jk s2 c5",
            vec!["hQ dQ cQ sQ hQ dQ cQ"],
        ),
        (
            &bolivia,
            "cJ h4",
            vec!["c5 c6 c7 c8 c9 c10", "hK dK cK sK hK dK cK", "sJ dJ hJ"],
        ),
        (
            &samba,
            "c7 c8 c9 c10 c7 c8 c9",
            vec!["c4 c5 c6", "d7 d8 d9 d10 dJ dQ dK"],
        ),
    ] {
        let request = go_out_request(hand, &table);
        let budget = Budget::default();
        let within = go_out::judge_within(rules, &request, &budget).unwrap();
        assert_eq!(within, go_out::judge(rules, &request));
        assert!(budget.spent() > 0);
    }
}

#[test]
fn a_hand_without_sequences_spends_little() {
    // Classic's search is one run of the programme: a whole deck is far
    // below the limit.
    let rules = load("classic").unwrap();
    let mut deck: Vec<Card> = Card::all().filter(|c| *c != Card::Joker).collect();
    deck.extend(deck.clone());
    deck.extend([Card::Joker; 4]);
    let budget = Budget::default();
    let p = Problem {
        rules: &rules,
        hand: deck,
        top: None,
        take_with: Vec::new(),
        table: Vec::new(),
        extra_cards: 0,
        required: 50,
        concealed_allowed: true,
        only_go_out: false,
    };
    assert!(solve_within(&p, &budget).is_ok());
    assert!(budget.spent() < MAX_WORK as u64 * STEP_UNITS / 100);
}

/// A server stops the search of a phone that went away: raised from
/// another thread, the `Stop` ends a search that would run for long (no
/// limit of steps, no clock) within moments, with a typed answer.
#[test]
fn a_search_stopped_from_another_thread_returns_promptly() {
    let rules = load("samba").unwrap();
    let stop = Stop::new();
    let budget_stop = stop.clone();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let budget = Budget::unlimited().with_stop(budget_stop);
        let got = go_out::judge_within(&rules, &go_out_request(LONG, &[]), &budget);
        let _ = tx.send((got, std::time::Instant::now()));
    });
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(
        rx.try_recv().is_err(),
        "the search ended before it was stopped"
    );
    let asked = std::time::Instant::now();
    stop.stop();
    // A generous bound against a hang: a look comes every few
    // milliseconds of a release build (some 15 times that in a debug one).
    let (got, ended) = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the search did not stop");
    let stopped = got.expect_err("stopped before its answer");
    assert_eq!(stopped.cause, StopCause::Caller, "{stopped:?}");
    assert!(ended.duration_since(asked) < std::time::Duration::from_secs(2));
}

#[test]
fn a_stop_never_raised_changes_no_answer() {
    let rules = load("samba").unwrap();
    let request = go_out_request(
        "h4 h5 h6 h7 h8 d9 d10 dJ dQ hK dK cK jk s2 c5",
        &["hQ dQ cQ sQ hQ dQ cQ"],
    );
    let stop = Stop::new();
    let budget = Budget::default().with_stop(stop.clone());
    let within = go_out::judge_within(&rules, &request, &budget).unwrap();
    assert_eq!(within, go_out::judge(&rules, &request));
    assert!(!stop.is_stopped());
}

/// A hand with far too many ways to lay runs is refused as the search
/// finds them, once (issue 31 item 5: no second pass outside the budget
/// beforehand), saying the work it would take, as `within_reach` does.
#[test]
fn too_many_ways_are_refused_from_inside_the_search() {
    let rules = load("bolivia").unwrap();
    let ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
    let mut hand: Vec<Card> = ["h", "d", "c"]
        .iter()
        .flat_map(|s| ranks.iter().map(move |r| cards(&format!("{s}{r}"))[0]))
        .collect();
    hand.extend(hand.clone());
    hand.truncate(54);
    hand.extend(cards("jk jk s2 h2 c5 s9"));
    let reach = within_reach(&rules, &hand, &[], true).expect_err("too many ways");
    let request = go_out::Request {
        hand,
        ..go_out_request("h4", &[])
    };
    let budget = Budget::default();
    let stopped = go_out::judge_within(&rules, &request, &budget).expect_err("refused");
    assert_eq!(
        stopped.cause,
        StopCause::TooManyWays {
            work: reach.work,
            table_sequences: reach.table_sequences,
        }
    );
    // Far below the budget: the ways were not all found.
    assert!(
        budget.spent() < MAX_WORK as u64 * STEP_UNITS / 4,
        "{}",
        budget.spent()
    );
}
