//! A game file: a score sheet that adds up, or an error that renders. The
//! sheet for people shows the names' control characters rather than
//! sending them. The same text is also read with old Mac line ends and as
//! each version of the format says it is (a file of version 1 is migrated,
//! one from a newer canasta refused).
#![no_main]

use canasta::cli::Format;
use canasta::i18n::{Catalog, Lang};
use canasta::render::Out;
use canasta::render::error::report;
use canasta::sheet::{self, GameFile};
use libfuzzer_sys::fuzz_target;

fn exercise(text: &str) {
    match GameFile::parse("g.yaml", text) {
        Ok(game) => {
            let view = sheet::sheet(&game);
            for width in [40, 100] {
                let shown =
                    canasta::render::sheet::sheet(&view, Out::new(Format::Table, Some(width), &Catalog::new(Lang::En)), None)
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
            let _ = report(&e, true);
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
