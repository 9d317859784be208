//! A game file: a score sheet that adds up, or an error that renders.
#![no_main]

use canasta::render::error::report;
use canasta::sheet::{self, GameFile};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match GameFile::parse("g.yaml", text) {
        Ok(game) => {
            let _ = sheet::sheet(&game);
            // What is saved reads back.
            let saved = game.to_text().unwrap();
            GameFile::parse("g.yaml", &saved).unwrap();
        }
        Err(e) => {
            let _ = report(&e, true);
        }
    }
});
