//! A house rule file: a coherent rule set or an error that renders.
#![no_main]

use canasta::render::error::report;
use canasta::rules;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
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
});
