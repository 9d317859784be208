//! The card notation: whatever the text, a list of cards or an error that
//! renders, and what is printed reads back the same.
#![no_main]

use std::str::FromStr;

use canasta::card::Card;
use canasta::notation;
use canasta::render::error::report;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = Card::from_str(text);
    match notation::parse_cards("--hand", text) {
        Ok(list) => {
            let printed = notation::format_cards(&list.cards());
            let again = notation::parse_cards("--hand", &printed).unwrap();
            assert_eq!(again.cards(), list.cards());
        }
        Err(e) => {
            let _ = report(&e, true);
        }
    }
    if let Err(e) = notation::parse_melds("--meld", text) {
        let _ = report(&e, false);
    }
});
