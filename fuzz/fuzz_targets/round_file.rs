//! A round file: read, checked and scored under the rule set it names (or
//! classic), or an error that renders; the same text with old Mac line
//! ends (a carriage return alone) too.
#![no_main]

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
    exercise(text);
    exercise(&text.replace('\n', "\r"));
});

fn exercise(text: &str) {
    let (file, tree) = match round::parse_tree("round.yaml", text) {
        Ok(parsed) => parsed,
        Err(e) => {
            let _ = report_at(&e, true, None);
            return;
        }
    };
    // Only built-in rule sets: a name in the file must not read other files.
    let name = file
        .rules
        .as_deref()
        .filter(|n| rules::preset::text(n).is_some())
        .unwrap_or("classic");
    let rules = rules::load(name).unwrap();
    match round::check(&rules, &file) {
        Ok(round) => {
            let _ = score::checked(&rules, &round);
        }
        Err(e) => {
            let e = round::relocate(e, "round.yaml", &tree, &file);
            let _ = report_at(&e, true, None);
        }
    }
}
