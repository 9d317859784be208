//! A house rule file: a coherent rule set or an error that renders; the
//! same text with old Mac line ends (a carriage return alone) too.
#![no_main]

use canasta::rules;
use libfuzzer_sys::fuzz_target;
use render::error::report_at;

// The binary's front end, compiled into the target as into the binary: the
// library renders nothing, `src/main.rs` declares these.
#[path = "../../src/cli/mod.rs"]
#[allow(dead_code, unused_imports)]
mod cli;
#[path = "../../src/render/mod.rs"]
#[allow(dead_code, unused_imports)]
mod render;

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
            let _ = report_at(&e, true, None);
        }
    }
}
