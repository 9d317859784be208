//! A game file: a score sheet that adds up, or an error that renders. The
//! sheet for people shows the names' control characters rather than
//! sending them.
#![no_main]

use canasta::cli::Format;
use canasta::render::Out;
use canasta::render::error::report;
use canasta::sheet::{self, GameFile};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match GameFile::parse("g.yaml", text) {
        Ok(game) => {
            let view = sheet::sheet(&game);
            for width in [40, 100] {
                let shown =
                    canasta::render::sheet::sheet(&view, Out::new(Format::Table, Some(width)), None)
                        .unwrap();
                for line in shown.lines() {
                    assert!(!line.chars().any(char::is_control), "{line:?}");
                }
            }
            // What is saved reads back.
            let saved = game.to_text().unwrap();
            GameFile::parse("g.yaml", &saved).unwrap();
        }
        Err(e) => {
            let _ = report(&e, true);
        }
    }
});
