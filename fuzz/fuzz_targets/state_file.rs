//! A table state file: a state or an error that renders; the same text
//! with old Mac line ends (a carriage return alone) too.
#![no_main]

use canasta::state::TableState;
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

fuzz_target!(|text: &str| {
    for text in [text.to_string(), text.replace('\n', "\r")] {
        if let Err(e) = TableState::parse("state.yaml", &text) {
            let _ = report_at(&e, true, None);
        }
    }
});
