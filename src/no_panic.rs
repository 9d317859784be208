//! Whatever is typed, the tool answers or explains; it never panics. Random
//! text goes to the card notation parser and the rule-file loader, random
//! YAML-ish documents built from the real field names go to the loader, and
//! every error is rendered (carets on odd spans and wide characters).
//! Unit tests of the binary, since rendering an error and running a
//! command line in-process are the front end's; `tests/no_panic.rs` drives
//! the built binary.

use std::str::FromStr;

use canasta::card::Card;
use canasta::{deck, meld, notation, rules};
use proptest::prelude::*;

use crate::render::error::{report, report_at};

fn presets() -> Vec<&'static str> {
    rules::preset::names().collect()
}

/// Text that looks a bit like cards: tokens of suits, ranks, jokers,
/// separators and noise, so that the parser gets deep, not just rejected.
fn cardish() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        "[hdcsHDCS](1[0-3]?|[2-9]|[aAtTjJqQkK])",
        "(1[0-3]?|[2-9]|[aAtTjJqQkK])[hdcsHDCS]",
        Just("jk".to_string()),
        Just("*".to_string()),
        Just("joker".to_string()),
        "[ ,;]{1,3}",
        "[hdcs]?[0-9]{1,4}[hdcs]?",
        ".{1,3}",
        // What a terminal would obey, and tokens far too long to quote.
        "[\u{1b}\u{7}\u{9b}\r\u{8}\u{202e}\u{0}]{1,3}",
        "[hx]{300,3000}",
    ];
    prop::collection::vec(token, 0..24).prop_map(|t| t.concat())
}

/// Characters a terminal obeys rather than shows (issue 15, item 4).
fn obeyed(c: char) -> bool {
    (c.is_control() && c != '\n') || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn check_error(e: &canasta::Error) {
    let text = report(e, false);
    assert!(text.starts_with("error: "), "{text}");
    // Whatever the input held, the report shows it, briefly (items 4, 8).
    assert!(!text.chars().any(obeyed), "{text:?}");
    assert!(text.len() < 16 * 1024, "{} bytes:\n{text}", text.len());
    for width in [40, 80] {
        let narrow = report_at(e, false, Some(width));
        assert!(!narrow.chars().any(obeyed), "{narrow:?}");
    }
    let _ = report(e, true);
    let _ = e.to_string();
}

fn exercise_cards(text: &str) {
    let _ = Card::from_str(text);
    match notation::parse_melds("melds", text) {
        Ok(melds) => {
            for m in &melds {
                assert!(!m.is_empty());
            }
        }
        Err(e) => check_error(&e),
    }
    let _ = notation::parse_one("--top", text).map_err(|e| check_error(&e));
    match notation::parse_cards("meld", text) {
        Ok(list) => {
            for name in ["classic", "verschaerft", "livecanasta", "traditional"] {
                let rules = rules::load(name).unwrap();
                match deck::check(&rules, &[&list]) {
                    Ok(()) => {
                        for going_out in [false, true] {
                            let v = meld::check(&rules, &list.cards(), going_out);
                            assert_eq!(v.valid, v.reasons.is_empty());
                        }
                    }
                    Err(e) => check_error(&e),
                }
            }
        }
        Err(e) => check_error(&e),
    }
}

/// Round, game and state files' keys and values at random depths, with
/// the constructs a hostile file uses: anchors, aliases, flow nesting,
/// repeated keys and tabs.
fn documentish() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        Just("teams"),
        Just("- name"),
        Just("name"),
        Just("melds"),
        Just("hand"),
        Just("red_threes"),
        Just("went_out"),
        Just("penalties"),
        Just("- points"),
        Just("hands"),
        Just("- scores"),
        Just("- team"),
        Just("total"),
        Just("rules"),
        Just("sides"),
        Just("pile"),
        Just("x: &a"),
        Just("<<"),
        Just("version"),
        Just("tally"),
        Just("log"),
        // Issue 24: times, the hands kept for redo and undo, players.
        Just("- at"),
        Just("added"),
        Just("redo"),
        Just("- change"),
        Just("put"),
        Just("edits"),
        Just("was"),
        Just("players"),
        Just("We"),
    ];
    let value = prop_oneof![
        Just(String::new()),
        any::<i64>().prop_map(|n| n.to_string()),
        Just("hK dK cK; h3".to_string()),
        Just("[hK, dK, cK]".to_string()),
        Just("{cards: hK dK cK, concealed: true}".to_string()),
        Just("*a".to_string()),
        Just("[[[{".to_string()),
        Just("'h1\\x'".to_string()),
        Just("\"h\\u0031\"".to_string()),
        Just("\t- x".to_string()),
        Just("classic".to_string()),
        Just("9223372036854775808".to_string()),
        Just("\"We\\e]0;PWNED\\a\\x9b2J\\r\\b\\u202e\"".to_string()),
        "[a-z]{2000,5000}",
        Just("9223372036854775807".to_string()),
        Just("-9223372036854775807".to_string()),
        Just("nonsense".to_string()),
        (0u32..5).prop_map(|n| n.to_string()),
        Just("{natural: 1, red3: x, out: true}".to_string()),
        Just("natural:1,cards:120".to_string()),
        Just("2026-11-23T20:00:00Z".to_string()),
        Just("2026-02-30T25:61:61+24:00".to_string()),
        Just("[Anna, anna, ANNA]".to_string()),
        Just("added".to_string()),
    ];
    prop::collection::vec((0usize..4, key, value), 0..14).prop_map(|lines| {
        lines
            .into_iter()
            .map(|(depth, k, v)| format!("{}{k}: {v}\n", "  ".repeat(depth)))
            .collect()
    })
}

/// Lines of `key: value` at random depths, from the model's own field
/// names, some misspelt, with values of every type.
fn yamlish() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        Just("extends"),
        Just("name"),
        Just("meld"),
        Just("min_cards"),
        Just("max_cards"),
        Just("max_wilds"),
        Just("min_naturals"),
        Just("wild_ratio"),
        Just("wild_melds"),
        Just("canasta"),
        Just("natural_bonus"),
        Just("initial_meld"),
        Just("bands"),
        Just("from"),
        Just("above"),
        Just("minimum"),
        Just("players"),
        Just("count"),
        Just("min"),
        Just("max"),
        Just("deck"),
        Just("packs"),
        Just("packs_per_player"),
        Just("jokers_per_pack"),
        Just("red_threes"),
        Just("totals"),
        Just("scale"),
        Just("pile"),
        Just("blocked_by"),
        Just("game"),
        Just("target"),
        Just("deal"),
        Just("draw"),
        Just("max_wild"),
        Just("- minimum"),
        Just("4"),
        Just(""),
    ];
    let value = prop_oneof![
        Just(String::new()),
        any::<i64>().prop_map(|n| n.to_string()),
        (0u32..20).prop_map(|n| n.to_string()),
        Just("null".to_string()),
        Just("true".to_string()),
        Just("[wild, red_three]".to_string()),
        Just("{4: 800}".to_string()),
        Just("[{minimum: 50}, {from: 1500, minimum: 90}]".to_string()),
        Just("naturals_exceed_wilds".to_string()),
        Just("sometimes".to_string()),
        Just("[1,".to_string()),
        Just("\"unterminated".to_string()),
        Just("&a".to_string()),
        Just("*a".to_string()),
        Just("!!binary aGVsbG8=".to_string()),
        prop::sample::select(presets()).prop_map(str::to_string),
        "[a-z ]{0,8}",
    ];
    let line = (0usize..4, key, prop::bool::ANY, value).prop_map(|(depth, k, colon, v)| {
        format!(
            "{}{k}{}{v}",
            "  ".repeat(depth),
            if colon { ": " } else { " " }
        )
    });
    prop::collection::vec(line, 0..14).prop_map(|lines| lines.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn notation_never_panics_on_any_string(text in any::<String>()) {
        exercise_cards(&text);
    }

    #[test]
    fn notation_never_panics_on_cardish_text(text in cardish()) {
        exercise_cards(&text);
    }

    #[test]
    fn printed_cards_read_back(text in cardish()) {
        if let Ok(list) = notation::parse_cards("x", &text) {
            let printed = notation::format_cards(&list.cards());
            let again = notation::parse_cards("x", &printed).unwrap();
            prop_assert_eq!(again.cards(), list.cards());
        }
    }

    #[test]
    fn rule_loader_never_panics_on_any_string(text in any::<String>()) {
        if let Err(e) = rules::from_yaml("house.yaml", &text) {
            check_error(&e);
        }
        if let Err(e) = rules::from_yaml("house.yaml", &text.replace('\n', "\r")) {
            check_error(&e);
        }
    }

    #[test]
    fn rule_loader_never_panics_on_yamlish_documents(text in yamlish()) {
        match rules::from_yaml("house.yaml", &text) {
            // Whatever loads is a coherent rule set the rest can use.
            Ok(r) => {
                let _ = r.deck_size();
                let _ = r.initial_meld.minimum(i64::MIN);
                let _ = r.initial_meld.minimum(i64::MAX);
                let _ = r.red_threes.value(u32::MAX);
                let cards = notation::parse_cards("x", "h5 d5 jk c2 s3 h3").unwrap();
                let _ = meld::check(&r, &cards.cards(), true);
            }
            Err(e) => check_error(&e),
        }
    }

    #[test]
    fn round_game_and_state_loaders_never_panic(text in prop_oneof![any::<String>(), documentish()]) {
        load_round_game_and_state(&text);
        // The same document with old Mac line ends (a carriage return alone).
        load_round_game_and_state(&text.replace('\n', "\r"));
    }

    /// A game file written before versions, with any of its lines left
    /// out: migrated and read, or refused with a message, never a panic.
    #[test]
    fn old_game_files_with_lines_left_out_never_panic(
        keep in prop::collection::vec(prop::bool::weighted(0.99), 300),
        version in prop::sample::select(vec!["", "version: 1\n", "version: 2\n", "version: 3\n"]),
    ) {
        let text = old_game();
        let kept: String = text
            .split_inclusive('\n')
            .zip(keep.iter().chain(std::iter::repeat(&true)))
            .filter(|(_, k)| **k)
            .map(|(line, _)| line)
            .collect();
        match canasta::sheet::GameFile::parse("g.yaml", format!("{version}{kept}")) {
            Ok(game) => {
                let _ = canasta::sheet::sheet(&game);
                let saved = game.to_text().unwrap();
                prop_assert_eq!(canasta::sheet::GameFile::parse("g.yaml", saved).unwrap(), game);
            }
            Err(e) => check_error(&e),
        }
    }
}

proptest! {
    /// Whatever bytes reach a question of the prompt (a paste, escape
    /// sequences, broken UTF-8), the answer is text of at most its
    /// length, and nothing a terminal obeys is echoed (issue 24, item 8).
    #[test]
    fn typed_bytes_make_a_line_never_a_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..600),
        max in 0usize..80,
    ) {
        let (line, cut, echo) = crate::prompt::line_of(&bytes, max);
        prop_assert!(line.len() <= max, "{line:?}");
        prop_assert!(!cut || bytes.len() > max);
        prop_assert!(!echo.chars().any(|c| obeyed(c) && c != '\u{8}'), "{echo:?}");
    }
}

/// A game file as the tool wrote it before versions: classic, and a hand
/// from a round file whose cards it keeps.
fn old_game() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(dir.join("fixtures/games/with-round.yaml")).unwrap();
    assert!(!text.contains("version:"));
    text
}

fn load_round_game_and_state(text: &str) {
    match canasta::round::parse("r.yaml", text) {
        Ok(file) => {
            let r = rules::load("classic").unwrap();
            if let Err(e) = canasta::round::check(&r, &file) {
                check_error(&e);
            }
        }
        Err(e) => check_error(&e),
    }
    if let Err(e) = canasta::sheet::GameFile::parse("g.yaml", text) {
        check_error(&e);
    }
    if let Err(e) = canasta::state::TableState::parse("s.yaml", text) {
        check_error(&e);
    }
    if let Err(e) = canasta::club::Evening::parse("e.yaml", text) {
        check_error(&e);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn players_never_panic(n in any::<u32>(), preset in prop::sample::select(presets())) {
        let r = rules::load(preset).unwrap();
        match r.with_players(n) {
            Ok(r) => {
                let _ = r.deck_size();
                let _ = r.cards_dealt();
            }
            Err(e) => check_error(&e),
        }
    }
}

/// Run the whole command line in-process and expect a refusal: an error,
/// not a panic, and not a hang (the time bound is a generous hang guard).
fn refused_in_process(args: &[&std::ffi::OsStr]) -> canasta::Error {
    let args: Vec<std::ffi::OsString> = std::iter::once("canasta".into())
        .chain(args.iter().map(|a| a.to_os_string()))
        .collect();
    let (send, answer) = std::sync::mpsc::channel();
    let shown = format!("{args:?}");
    std::thread::spawn(move || send.send(crate::app::run(args, &crate::app::Env::default())));
    match answer.recv_timeout(std::time::Duration::from_secs(120)) {
        Ok(Ok(out)) => panic!("{shown} was not refused: {}", out.stdout),
        Ok(Err(e)) => {
            check_error(&e);
            e
        }
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => panic!("{shown} hangs"),
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => panic!("{shown} panicked"),
    }
}

/// Files no command can use: a FIFO (opening it would block until someone
/// writes), an endless device, a file over the size limit.
#[test]
fn hostile_files_are_refused_in_process() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.yaml");
    let file = std::fs::File::create(&big).unwrap();
    // Sparse: the size is what counts, not what is on disk.
    file.set_len(canasta::input::MAX_BYTES + 1).unwrap();
    let mut paths = vec![big.into_os_string()];
    #[cfg(unix)]
    {
        let fifo = dir.path().join("pipe.yaml");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        paths.push(fifo.into_os_string());
    }
    #[cfg(target_os = "linux")]
    paths.push("/dev/zero".into());
    for path in &paths {
        let p = path.as_os_str();
        let o = std::ffi::OsStr::new;
        for args in [
            vec![o("score"), p],
            vec![o("game"), o("show"), p],
            vec![o("game"), o("add"), p, o("--points"), o("A=1"), o("B=1")],
            vec![o("pickup"), o("--state"), p],
            vec![o("--rules"), p, o("meld"), o("h5 d5 c5")],
            vec![o("club"), o("show"), p],
            vec![o("club"), o("next"), p],
            vec![o("club"), o("season"), p],
        ] {
            let e = refused_in_process(&args);
            let name = std::path::Path::new(p).file_name().unwrap();
            let message = report(&e, false);
            assert!(
                message.contains(&*name.to_string_lossy()),
                "{args:?}: {message}"
            );
        }
    }
}
