//! A house rule file: a coherent rule set or an error; the
//! same text with old Mac line ends (a carriage return alone) too.
#![no_main]

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
            let _ = e.to_string();
        }
    }
}
