//! A table state file: a state or an error; the same text
//! with old Mac line ends (a carriage return alone) too.
#![no_main]

use canasta::state::TableState;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    for text in [text.to_string(), text.replace('\n', "\r")] {
        if let Err(e) = TableState::parse("state.yaml", &text) {
            let _ = e.to_string();
        }
    }
});
