//! A table state file: a state or an error that renders.
#![no_main]

use canasta::render::error::report;
use canasta::state::TableState;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Err(e) = TableState::parse("state.yaml", text) {
        let _ = report(&e, true);
    }
});
