//! The card notation: whatever the text, a list of cards or an error that
//! renders, and what is printed reads back the same. The report shows
//! control characters rather than sending them, and quotes briefly.
#![no_main]

use std::str::FromStr;

use canasta::card::Card;
use canasta::notation;
use canasta::render::error::{report, report_at};
use libfuzzer_sys::fuzz_target;

fn check(e: &canasta::Error) {
    for text in [report(e, false), report_at(e, false, Some(40))] {
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{text:?}"
        );
        assert!(text.len() < 16 * 1024, "{} bytes", text.len());
    }
    let _ = report(e, true);
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
