//! The search behind `go-out` and `initial-meld`: any hand of up to 60
//! cards from a samba deck (runs, groups, wild cards), under samba,
//! bolivia, modern-american or classic, with or without sequences on the
//! table. Every question is answered or refused within the budget a
//! player's question gets (`Budget::default`), never a panic.
#![no_main]

use canasta::adjudicate::search::Budget;
use canasta::adjudicate::{go_out, initial};
use canasta::card::Card;
use libfuzzer_sys::fuzz_target;

const RULES: [&str; 4] = ["samba", "bolivia", "modern-american", "classic"];

fuzz_target!(|data: &[u8]| {
    let Some((&head, body)) = data.split_first() else {
        return;
    };
    let Ok(rules) = canasta::rules::load(RULES[usize::from(head % 4)]) else {
        return;
    };
    // Every card but the joker, then the joker: a byte names one.
    let deck: Vec<Card> = Card::all().collect();
    let hand: Vec<Card> = body
        .iter()
        .take(60)
        .map(|&b| deck[usize::from(b) % deck.len()])
        .collect();
    let table: Vec<Vec<Card>> = if head & 4 == 0 {
        Vec::new()
    } else {
        ["h8 h9 h10", "d8 d9 d10", "hK dK cK sK hK dK cK"]
            .iter()
            .filter_map(|m| canasta::notation::parse_cards("fuzz", m).ok())
            .map(|l| l.cards())
            .collect()
    };
    if head & 8 == 0 {
        let request = go_out::Request {
            hand,
            lay: None,
            onto: Vec::new(),
            opened: !table.is_empty(),
            table,
            score: 0,
            partner: Some(true),
            melded_before: false,
            in_foot: false,
        };
        let _ = go_out::judge_within(&rules, &request, &Budget::default());
    } else {
        let request = initial::Request {
            hand,
            top: None,
            score: 0,
            frozen: false,
            pile_size: None,
            red_threes: 0,
            in_foot: false,
        };
        let _ = initial::judge_within(&rules, &request, &Budget::default());
    }
});
