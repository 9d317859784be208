//! The card notation: whatever the text, a list of cards or an error that
//! renders, and what is printed reads back the same. The report shows
//! control characters rather than sending them, and quotes briefly.
#![no_main]

use std::str::FromStr;

use canasta::card::Card;
use libfuzzer_sys::fuzz_target;
use render::error::report_at;

// The binary's front end, compiled into the target as into the binary (the
// library renders nothing, `src/main.rs` declares these), and the domain
// where the front end reaches it as `crate::...`, as there.

#[path = "../../src/cli/mod.rs"]
#[allow(dead_code, unused_imports)]
mod cli;
#[path = "../../src/i18n/mod.rs"]
#[allow(dead_code, unused_imports)]
mod i18n;
#[path = "../../src/render/mod.rs"]
#[allow(dead_code, unused_imports)]
mod render;

#[allow(unused_imports)]
use canasta::{
    adjudicate, card, deck, error, input, meld, notation, round, rules, score, sheet, state, yaml,
};

fn check(e: &canasta::Error) {
    for text in [report_at(e, false, None), report_at(e, false, Some(40))] {
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{text:?}"
        );
        assert!(text.len() < 16 * 1024, "{} bytes", text.len());
    }
    let _ = report_at(e, true, None);
}

fuzz_target!(|text: &str| {
    let _ = Card::from_str(text);
    match notation::parse_cards("--hand", text) {
        Ok(list) => {
            let printed = notation::format_cards(&list.cards());
            let again = notation::parse_cards("--hand", &printed).unwrap();
            assert_eq!(again.cards(), list.cards());
        }
        Err(e) => check(&e),
    }
    if let Err(e) = notation::parse_melds("--meld", text) {
        check(&e);
    }
});
