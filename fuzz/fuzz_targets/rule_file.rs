//! A house rule file: a coherent rule set or an error that renders; the
//! same text with old Mac line ends (a carriage return alone) too.
#![no_main]

use canasta::render::error::report;
use canasta::rules;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    exercise(text);
    exercise(&text.replace('\n', "\r"));
});

fn exercise(text: &str) {
    match rules::from_yaml("house.yaml", text) {
        Ok(r) => {
            let _ = r.deck_size();
            let _ = r.initial_meld.minimum(i64::MIN);
            let _ = r.initial_meld.minimum(i64::MAX);
        }
        Err(e) => {
            let _ = report(&e, true);
        }
    }
}
