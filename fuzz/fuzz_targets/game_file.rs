//! A game file: a score sheet that adds up, or an error that renders. The
//! sheet for people shows the names' control characters rather than
//! sending them. The same text is also read with old Mac line ends and as
//! each version of the format says it is (a file of version 1 is migrated,
//! one from a newer canasta refused).
#![no_main]

use canasta::sheet::GameFile;
use cli::Format;
use i18n::{Catalog, Lang};
use libfuzzer_sys::fuzz_target;
use render::Out;
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

fn exercise(text: &str) {
    match GameFile::parse("g.yaml", text) {
        Ok(game) => {
            let view = sheet::sheet(&game);
            for width in [40, 100] {
                let shown = render::sheet::sheet(
                    &view,
                    Out::new(Format::Table, Some(width), &Catalog::new(Lang::En)),
                    None,
                )
                .unwrap();
                for line in shown.lines() {
                    assert!(!line.chars().any(char::is_control), "{line:?}");
                }
            }
            // What is saved reads back, as the same game.
            let saved = game.to_text().unwrap();
            assert_eq!(GameFile::parse("g.yaml", &saved).unwrap(), game);
        }
        Err(e) => {
            let _ = report_at(&e, true, None);
        }
    }
}

fuzz_target!(|text: &str| {
    exercise(text);
    exercise(&text.replace('\n', "\r"));
    for version in ["1", "2", "3", "0"] {
        exercise(&format!("version: {version}\n{text}"));
    }
});
