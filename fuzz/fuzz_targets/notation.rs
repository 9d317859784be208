//! The card notation: whatever the text, a list of cards or an error that
//! points inside the text, and what is printed reads back the same.
//! (Rendering errors for people is the binary's, fuzzed by its no-panic
//! properties in `src/no_panic.rs`.)
#![no_main]

use std::str::FromStr;

use canasta::card::Card;
use canasta::notation;
use libfuzzer_sys::fuzz_target;

fn check(text: &str, e: &canasta::Error) {
    if let Some(span) = e.span() {
        assert!(span.start <= span.end && span.end <= text.len(), "{span:?}");
    }
    let _ = e.to_string();
}

fuzz_target!(|text: &str| {
    let _ = Card::from_str(text);
    match notation::parse_cards("--hand", text) {
        Ok(list) => {
            let printed = notation::format_cards(&list.cards());
            let again = notation::parse_cards("--hand", &printed).unwrap();
            assert_eq!(again.cards(), list.cards());
        }
        Err(e) => check(text, &e),
    }
    if let Err(e) = notation::parse_melds("--meld", text) {
        check(text, &e);
    }
});
