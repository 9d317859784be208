//! A round file: read, checked and scored under the rule set it names (or
//! classic), or an error; the same text with old Mac line
//! ends (a carriage return alone) too.
#![no_main]

use canasta::{round, rules, score};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    exercise(text);
    exercise(&text.replace('\n', "\r"));
});

fn exercise(text: &str) {
    let (file, tree) = match round::parse_tree("round.yaml", text) {
        Ok(parsed) => parsed,
        Err(e) => {
            let _ = e.to_string();
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
            let e = round::relocate(e, &canasta::error::Origin::file("round.yaml"), &tree, &file);
            let _ = e.to_string();
        }
    }
}
