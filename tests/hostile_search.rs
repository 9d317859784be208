//! Hands made to keep the search busy: long, run-rich samba and bolivia
//! hands, whatever is asked of them (going out, an initial meld, a
//! pick-up that opens). Each is answered or refused (exit 2, saying the
//! search stopped at its limit) in time: the budget bounds the whole
//! question. The time bound is a hang guard, far above what an answer or a
//! refusal takes, even in the debug build the tests run.

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Far more than any answer or refusal takes; only a search without a
/// bound reaches it (a refusal at the limit takes some 15 s in this slow
/// build, about a second in a release build).
const HANG_GUARD: Duration = Duration::from_secs(90);

/// Issue 24's 47-card samba hand, which took seconds in a release build.
const LONG: &str = "d8 dQ c5 d5 h10 d10 d8 hQ c4 d6 s2 hA sQ s4 c9 d4 dA d9 d4 h9 d9 d7 hJ cQ dK cQ cJ h6 h6 d4 d10 c6 s5 c7 h4 jk dK s4 dJ jk jk dQ sA dA sQ hK c7";

/// Run-rich: 60 cards of hearts and diamonds from 4 up, with wild cards.
fn sixty() -> String {
    let ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
    let mut cards: Vec<String> = ["h", "d", "c"]
        .iter()
        .flat_map(|s| ranks.iter().map(move |r| format!("{s}{r}")))
        .collect();
    cards.extend(cards.clone());
    cards.truncate(54);
    cards.extend(["jk", "jk", "s2", "h2", "c5", "s9"].map(String::from));
    cards.join(" ")
}

fn command(args: &[String]) -> Command {
    let mut cmd = crate::common::canasta();
    cmd.args(args);
    cmd
}

/// Runs `canasta args`, killing it past the hang guard.
fn run(args: &[String]) -> Output {
    let start = Instant::now();
    let mut child = command(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > HANG_GUARD {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("canasta {args:?} still searches after {HANG_GUARD:?}: unbounded");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

/// Standard error with its lines joined (the report wraps them).
fn one_line(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    err.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn words(line: &str) -> Vec<String> {
    line.split(' ').map(String::from).collect()
}

/// Answered (0 or 1), or refused saying why (2).
fn answered_or_refused(args: &[String]) -> Option<i32> {
    let out = run(args);
    let code = out.status.code();
    let err = String::from_utf8_lossy(&out.stderr);
    match code {
        Some(0 | 1) => assert!(err.is_empty(), "{args:?}: {err}"),
        Some(2) => assert!(
            err.contains("was stopped at its limit") || err.contains("too many ways"),
            "{args:?}: {err}"
        ),
        _ => panic!("{args:?}: exit {code:?}: {err}"),
    }
    code
}

#[test]
fn long_run_rich_hands_are_answered_or_refused_in_time() {
    let sixty = sixty();
    let mut go_out = words("--rules bolivia go-out --hand");
    go_out.push(sixty);
    // Sequences on the table for the hand to grow.
    for m in ["h8 h9 h10", "d8 d9 d10", "s6 s7 s8"] {
        go_out.extend(["--table".to_string(), m.to_string()]);
    }
    let mut initial = words("--rules samba initial-meld --score 0");
    initial.extend(words(LONG));
    let mut pickup = words("--rules samba pickup --top dK --hand");
    pickup.push(LONG.to_string());
    for args in [go_out, initial, pickup] {
        answered_or_refused(&args);
    }
}

/// The 47-card hand is past the limit in every build: refused with a
/// documented code, in both languages.
#[test]
fn the_refusal_says_the_search_stopped() {
    let mut args = words("--rules samba --format json go-out --hand");
    args.push(LONG.to_string());
    let out = run(&args);
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(v["error"]["code"], "search_stopped", "{v}");
    let said = v["error"]["message"].as_str().unwrap_or_default();
    assert!(
        said.starts_with("the search for the best melds of 47 cards under samba was stopped at its limit (500000 steps"),
        "{said}"
    );
    let mut args = words("--lang de --rules bolivia go-out --hand");
    args.push(LONG.to_string());
    let out = run(&args);
    assert_eq!(out.status.code(), Some(2));
    let err = one_line(&out);
    assert!(
        err.contains("die Suche nach den besten Meldungen aus 47 Karten unter bolivia wurde an ihrer Grenze angehalten"),
        "{err}"
    );
}

/// Issue 31 item 5: initial melds of 41 to 46 cards of two suits and no
/// wild card, under samba and bolivia, took 1.04 to 1.8 s of CPU (the
/// ways to lay runs were found twice, once to count them): each is
/// answered or refused within the guard. Random hands of 41 to 60 cards
/// of one to four suits, with and without wild cards, under samba,
/// bolivia, modern-american and classic (docs/speed.md) found these the
/// slowest.
#[test]
fn long_initial_melds_of_two_suits_are_answered_or_refused_in_time() {
    let samba = "dJ hQ d10 d9 h5 h8 d4 h10 dK d4 d5 h4 d6 hQ h5 hA hK dK hA d3 h9 hK hJ h4 hA d9 dA d8 dQ dQ d9 dJ d7 d5 h4 d6 d7 hJ hJ h7 dJ dA h6";
    let bolivia = "h9 d4 d6 hK hA h4 h9 d3 h7 h7 d3 dQ d5 h10 h3 d6 h5 h6 h10 h7 hJ d9 hK h6 dK dK dA dJ h8 hJ d7 h6 d4 d10 dQ h5 d5 h9 d10 hQ d8 dA";
    for (rules, hand) in [("samba", samba), ("bolivia", bolivia)] {
        let mut args = words(&format!("--rules {rules} initial-meld --score 0"));
        args.extend(words(hand));
        answered_or_refused(&args);
        let mut args = words(&format!("--rules {rules} go-out --hand"));
        args.push(hand.to_string());
        answered_or_refused(&args);
    }
}
