//! A game file: a score sheet that adds up and saves as what it read, or
//! an error. The same text is also read with old Mac line ends and as
//! each version of the format says it is (a file of version 1 is migrated,
//! one from a newer canasta refused).
#![no_main]

use canasta::sheet::GameFile;
use libfuzzer_sys::fuzz_target;

fn exercise(text: &str) {
    let _ = canasta::sheet::time::is_time(text);
    match GameFile::parse("g.yaml", text) {
        Ok(game) => {
            let _ = canasta::sheet::sheet(&game);
            // Players named twice or not seated: still counted, once.
            let _ = canasta::sheet::stats::stats(std::slice::from_ref(&game));
            let _ = canasta::sheet::seats::each_player_once(&game.teams, &game.players);
            let _ = canasta::sheet::seats::seated(&game.rules, &game.teams, &game.players);
            // What is saved reads back, as the same game.
            let saved = game.to_text().unwrap();
            assert_eq!(GameFile::parse("g.yaml", &saved).unwrap(), game);
        }
        Err(e) => {
            let _ = e.to_string();
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
