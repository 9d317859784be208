//! A German table in a hurry (issue 28): its own words, its own cards, one
//! number fixed, the answer on one screen. Each check runs in both
//! languages where it has words.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

/// `canasta` in `dir`, in `lang`, at 100 columns, at a fixed time.
fn run_in(dir: &Path, lang: &str, args: &[&str]) -> Output {
    cmd(dir, lang).args(args).output().unwrap()
}

fn cmd(dir: &Path, lang: &str) -> Command {
    let mut cmd = crate::common::bin();
    cmd.current_dir(dir)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env("CANASTA_NOW", "2026-11-27T09:52:00Z")
        .env("CANASTA_LANG", lang);
    cmd
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn ok(out: Output) -> String {
    assert!(out.status.success(), "{}", stderr(&out));
    String::from_utf8(out.stdout).unwrap()
}

/// Text with its line breaks and indents as single spaces: a message as
/// said, whatever the width wrapped it at.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Each side's total as `game show --format json` says it.
fn totals(dir: &Path, lang: &str) -> Vec<Value> {
    let v: Value = serde_json::from_str(&ok(run_in(
        dir,
        lang,
        &["game", "show", "abend.yaml", "--format", "json"],
    )))
    .unwrap();
    v["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["total"].clone())
        .collect()
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A game of Wir against Sie (players named), in a folder of its own.
fn game(extra: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec![
        "game",
        "new",
        "abend.yaml",
        "--team",
        "Wir=Anna,Bernd",
        "--team",
        "Sie=Carla,Dirk",
    ];
    args.extend(extra);
    ok(run_in(dir.path(), "de", &args));
    dir
}

#[test]
fn german_cards_show_their_suit_symbol_and_german_rank() {
    let de = ok(run_in(root(), "de", &["meld", "hD", "dQ", "jk"]));
    assert!(de.starts_with("♥D ♦D Joker: gültig"), "{de}");
    assert!(!de.contains("hD"), "{de}");
    let en = ok(run_in(root(), "en", &["meld", "hD", "dQ", "jk"]));
    assert!(en.starts_with("hQ dQ jk: valid"), "{en}");
    // JSON keeps the notation in every language.
    let json: Value = serde_json::from_str(&ok(run_in(
        root(),
        "de",
        &["meld", "hD", "dQ", "jk", "--format", "json"],
    )))
    .unwrap();
    assert_eq!(json["cards"], serde_json::json!(["hQ", "dQ", "jk"]));
    let score = ok(run_in(
        root(),
        "de",
        &["score", "fixtures/rounds/classic.yaml"],
    ));
    assert!(score.contains("♥K ♦K ♣K"), "{score}");
}

#[test]
fn a_german_suit_letter_is_named_for_the_suit_it_means() {
    for (lang, pik, kreuz_karo) in [
        (
            "de",
            "Pik ist s oder ♠: `♠D`",
            "Kreuz ist c oder ♣ (`♣B`), Karo ist d oder ♦ (`♦B`)",
        ),
        (
            "en",
            "Pik is spades, s or ♠: `sQ`",
            "Kreuz is clubs, c or ♣ (`cJ`), Karo is diamonds, d or ♦ (`dJ`)",
        ),
    ] {
        let out = run_in(root(), lang, &["meld", "pD", "sQ", "jk"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            flat(&stderr(&out)).contains(pik),
            "{lang}: {}",
            stderr(&out)
        );
        let out = run_in(root(), lang, &["meld", "hB", "kB", "jk"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            flat(&stderr(&out)).contains(kreuz_karo),
            "{lang}: {}",
            stderr(&out)
        );
    }
    let out = run_in(root(), "de", &["meld", "krD", "he10", "--format", "json"]);
    let e: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(e["error"]["code"], "german_suit");
}

#[test]
fn game_edit_fixes_one_side_and_says_old_to_new() {
    let dir = game(&[]);
    let d = dir.path();
    ok(run_in(
        d,
        "de",
        &[
            "game",
            "add",
            "abend.yaml",
            "--points",
            "wir=100,10",
            "sie=300,85",
        ],
    ));
    for (lang, word) in [("de", "Runde 1 ersetzt"), ("en", "replaced hand 1")] {
        let before = totals(d, lang);
        let out = ok(run_in(
            d,
            lang,
            &["game", "edit", "abend.yaml", "1", "--points", "sie=500,85"],
        ));
        assert!(
            out.contains(&format!(
                "{word} from --points: Wir=100,10 Sie=300,85 → Wir=100,10 Sie=500,85"
            )) || out.contains(&format!(
                "{word} aus --points: Wir=100,10 Sie=300,85 → Wir=100,10 Sie=500,85"
            )),
            "{out}"
        );
        let v: Value = serde_json::from_str(&ok(run_in(
            d,
            lang,
            &["game", "show", "abend.yaml", "--format", "json"],
        )))
        .unwrap();
        assert_eq!(v["teams"][0]["total"], 110);
        assert_eq!(v["teams"][1]["total"], 585);
        ok(run_in(d, lang, &["game", "undo", "abend.yaml"]));
        assert_eq!(totals(d, lang), before);
    }
    // `game add` still needs every side.
    let out = run_in(
        d,
        "de",
        &["game", "add", "abend.yaml", "--points", "sie=5,5"],
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_short_screen_shows_the_change_and_the_standings() {
    let dir = game(&[]);
    let d = dir.path();
    for _ in 0..8 {
        ok(run_in(
            d,
            "de",
            &[
                "game",
                "add",
                "abend.yaml",
                "--points",
                "wir=300,85",
                "sie=100,20",
            ],
        ));
    }
    for (lang, lead, next) in [
        ("de", "in Führung: Wir", "Runde 10: "),
        ("en", "leader: Wir", "hand 10: "),
    ] {
        let out = ok(cmd(d, lang)
            .env("LINES", "12")
            .env("COLUMNS", "60")
            .args([
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "wir=natural,cards:100",
                "sie=mixed,out,cards:50",
            ])
            .output()
            .unwrap());
        assert!(out.lines().count() < 12, "{lang}:\n{out}");
        assert!(out.contains(lead), "{lang}:\n{out}");
        assert!(out.contains(next), "{lang}:\n{out}");
        assert!(out.contains("3680"), "{lang}:\n{out}");
        let undone = ok(cmd(d, lang)
            .env("LINES", "8")
            .env("COLUMNS", "60")
            .args(["game", "undo", "abend.yaml"])
            .output()
            .unwrap());
        assert!(undone.lines().count() < 8, "{lang}:\n{undone}");
        assert!(undone.contains("3080"), "{lang}:\n{undone}");
        // `game show` shows every hand, however short the screen.
        let shown = ok(cmd(d, lang)
            .env("LINES", "8")
            .args(["game", "show", "abend.yaml"])
            .output()
            .unwrap());
        assert!(shown.lines().count() > 12, "{lang}:\n{shown}");
    }
    // Without a height (a pipe), the whole sheet.
    let out = ok(run_in(d, "de", &["game", "redo", "abend.yaml"]));
    assert!(out.lines().count() > 12, "{out}");
}

#[test]
fn the_winner_is_named_whatever_the_name() {
    let dir = game(&[]);
    let d = dir.path();
    let de = ok(run_in(
        d,
        "de",
        &[
            "game",
            "add",
            "abend.yaml",
            "--points",
            "wir=0,-20",
            "sie=4600,455",
        ],
    ));
    assert!(de.contains("Spiel zu Ende, Sieger: Sie"), "{de}");
    assert!(!de.contains("Sie gewinnt"), "{de}");
    let en = ok(run_in(d, "en", &["game", "show", "abend.yaml"]));
    assert!(en.contains("game over: Sie win"), "{en}");
    let over = run_in(
        d,
        "de",
        &[
            "game",
            "add",
            "abend.yaml",
            "--points",
            "wir=0,0",
            "sie=0,0",
        ],
    );
    assert_eq!(over.status.code(), Some(2));
    assert!(
        stderr(&over).contains("nach Runde 1 gewonnen, Sieger: Sie"),
        "{}",
        stderr(&over)
    );
}

#[test]
fn rule_sets_are_found_by_their_german_names_in_any_case() {
    for (lang, said) in [("de", "nach verschärft"), ("en", "under verschaerft")] {
        for name in ["verschärft", "VERSCHÄRFT", "Verschaerft"] {
            let out = ok(run_in(
                root(),
                lang,
                &["--rules", name, "meld", "h5", "d5", "s5"],
            ));
            assert!(out.contains(said), "{lang} {name}: {out}");
        }
    }
    let de = ok(run_in(
        root(),
        "de",
        &["--rules", "klassisch", "meld", "h5", "d5", "s5"],
    ));
    assert!(de.contains("nach klassisch"), "{de}");
    let json: Value = serde_json::from_str(&ok(run_in(
        root(),
        "en",
        &["--rules", "Klassisch", "rules", "show", "--format", "json"],
    )))
    .unwrap();
    assert_eq!(json["name"], "classic");
    let out = run_in(
        root(),
        "de",
        &["--rules", "klasisch", "meld", "h5", "d5", "s5"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("`klassisch`"), "{}", stderr(&out));
}

/// `rules diff`'s sentence names the rule sets as every German sentence
/// does (`klassisch`, `verschärft`); English keeps the keys.
#[test]
fn rules_diff_names_the_rule_sets_as_sentences_do() {
    for (lang, args, said) in [
        (
            "de",
            ["classic", "verschaerft"],
            "zwischen klassisch und verschärft",
        ),
        (
            "de",
            ["klassisch", "classic"],
            "klassisch und klassisch unterscheiden sich nicht",
        ),
        (
            "en",
            ["klassisch", "verschärft"],
            "differ between classic and verschaerft",
        ),
    ] {
        let out = ok(run_in(
            root(),
            lang,
            &[&["rules", "diff"][..], &args[..]].concat(),
        ));
        assert!(flat(&out).contains(said), "{lang} {args:?}: {out}");
    }
}

#[test]
fn rules_show_and_diff_say_what_each_parameter_means_and_keep_keys_whole() {
    for (lang, meaning) in [
        ("de", "Bonus fürs Ausmachen"),
        ("en", "bonus for going out"),
    ] {
        let show = ok(run_in(root(), lang, &["rules", "show", "classic"]));
        assert!(show.contains(meaning), "{lang}:\n{show}");
        assert!(
            show.contains("initial_meld.exempt_concealed_going_out"),
            "{show}"
        );
        for width in ["100", "60", "41"] {
            for args in [
                &["rules", "show", "modern-american"][..],
                &["rules", "diff", "classic", "bolivia"],
            ] {
                let out = ok(cmd(root(), lang)
                    .env("COLUMNS", width)
                    .args(args)
                    .output()
                    .unwrap());
                let keys: Vec<Value> = serde_json::from_str::<Value>(&ok(run_in(
                    root(),
                    lang,
                    &["rules", "diff", "classic", "bolivia", "--format", "json"],
                )))
                .unwrap()["differences"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d["parameter"].clone())
                    .collect();
                for key in keys {
                    let key = key.as_str().unwrap();
                    if args[1] == "diff" {
                        assert!(
                            out.contains(key),
                            "{lang} {width} {args:?}: `{key}` cut:\n{out}"
                        );
                    }
                }
                for line in out.lines() {
                    assert!(
                        unicode_width(line) <= width.parse().unwrap(),
                        "{lang} {width} {args:?}: {line}"
                    );
                }
            }
        }
    }
}

fn unicode_width(line: &str) -> usize {
    line.chars().count()
}

#[test]
fn reasons_stand_one_a_row_with_hints_after_them() {
    let args = [
        "pickup", "--top", "h9", "--hand", "h9,jk,c4", "--opened", "--frozen",
    ];
    for (lang, reason, hint) in [
        (
            "de",
            "eingefroren (--frozen)",
            "nicht eingefroren ginge es auch",
        ),
        ("en", "frozen (--frozen)", "unfrozen, a mixed pair"),
    ] {
        let out = cmd(root(), lang)
            .env("COLUMNS", "60")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let text = stdout(&out);
        let at = |what: &str| {
            text.lines()
                .position(|l| l.contains(what))
                .unwrap_or_else(|| panic!("{lang}: no `{what}`:\n{text}"))
        };
        let (r, h) = (at(reason), at(hint));
        assert!(r < h, "{text}");
        assert!(text.lines().nth(r).unwrap().contains('•'), "{text}");
        assert!(text.lines().nth(h).unwrap().contains('→'), "{text}");
    }
    let de = stdout(&run_in(
        root(),
        "de",
        &["pickup", "--top", "h9", "--hand", "h9,c4,c5", "--opened"],
    ));
    assert!(
        de.contains("eine natürliche Neun und eine wilde Karte"),
        "{de}"
    );
    assert!(!de.contains("natürliche Karte 9"), "{de}");
    let en = stdout(&run_in(
        root(),
        "en",
        &["pickup", "--top", "hK", "--hand", "hK,c4,c5", "--opened"],
    ));
    assert!(en.contains("a natural king and a wild card"), "{en}");
}

/// The flag that would say more of a foot still to come (`--in-foot`) is
/// a hint after the reasons, not the end of a reason.
#[test]
fn flag_hints_of_going_out_stand_after_the_reasons() {
    let args = [
        "--rules",
        "hand-and-foot",
        "go-out",
        "--hand",
        "h8 d8 c8 s5",
        "--table",
        "hK dK cK sK hK dK cK",
        "--table",
        "hQ dQ cQ sQ hQ dQ jk",
    ];
    for lang in ["de", "en"] {
        let out = cmd(root(), lang)
            .env("COLUMNS", "60")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{lang}");
        let text = stdout(&out);
        let rows: Vec<&str> = text
            .lines()
            .filter(|l| l.contains('•') || l.contains('→'))
            .collect();
        let last_reason = rows.iter().rposition(|l| l.contains('•')).unwrap();
        let line = text
            .lines()
            .find(|l| l.contains("--in-foot"))
            .unwrap_or_else(|| panic!("{lang}: no --in-foot:\n{text}"));
        assert!(line.contains('→'), "{lang}: --in-foot not a hint:\n{text}");
        assert!(
            rows.iter().position(|l| *l == line).unwrap() > last_reason,
            "{lang}: --in-foot before a reason:\n{text}"
        );
    }
}

#[test]
fn yes_and_no_in_german_too() {
    let base = [
        "--rules",
        "traditional",
        "go-out",
        "--hand",
        "h4 d4 c4 s9",
        "--lay",
        "h4 d4 c4",
        "--table",
        "hK dK cK sK hK dK cK",
    ];
    let verdict = |answer: &str| {
        let out = run_in(root(), "de", &[&base[..], &["--partner", answer]].concat());
        assert_ne!(out.status.code(), Some(2), "{answer}: {}", stderr(&out));
        (out.status.code(), stdout(&out))
    };
    for (word, same) in [
        ("ja", "yes"),
        ("J", "yes"),
        ("Yes", "yes"),
        ("nein", "no"),
        ("n", "no"),
    ] {
        assert_eq!(verdict(word), verdict(same), "{word}");
    }
    assert!(verdict("nein").1.contains("der Partner hat nein gesagt"));
}

#[test]
fn german_numbers_and_times() {
    let dir = game(&[]);
    let d = dir.path();
    ok(run_in(
        d,
        "de",
        &[
            "game",
            "add",
            "abend.yaml",
            "--points",
            "wir=100,20",
            "sie=0,5",
        ],
    ));
    let stats = ok(run_in(d, "de", &["game", "stats", "abend.yaml"]));
    assert!(stats.contains("120,0"), "{stats}");
    let stats = ok(run_in(d, "en", &["game", "stats", "abend.yaml"]));
    assert!(stats.contains("120.0"), "{stats}");
    let log = |lang: &str, tz: &str, format: &str| {
        ok(cmd(d, lang)
            .env("TZ", tz)
            .args(["game", "log", "abend.yaml", "--format", format])
            .output()
            .unwrap())
    };
    let de = log("de", "CET-1CEST,M3.5.0,M10.5.0/3", "table");
    assert!(de.contains("27.11. 10:52"), "{de}");
    assert!(!de.contains("2026-11-27T"), "{de}");
    assert!(log("de", "UTC0", "table").contains("27.11. 09:52"));
    assert!(log("en", "CET-1CEST,M3.5.0,M10.5.0/3", "table").contains("2026-11-27T09:52:00Z"));
    let json: Value =
        serde_json::from_str(&log("de", "CET-1CEST,M3.5.0,M10.5.0/3", "json")).unwrap();
    assert_eq!(json["changes"][0]["at"], "2026-11-27T09:52:00Z");
    let json: Value = serde_json::from_str(&ok(run_in(
        d,
        "de",
        &["game", "stats", "abend.yaml", "--format", "json"],
    )))
    .unwrap();
    assert_eq!(json["teams"][0]["average"], 120.0);
}

#[test]
fn round_files_name_sides_as_points_does() {
    let dir = game(&[]);
    let d = dir.path();
    std::fs::write(
        d.join("r1.yaml"),
        "teams:\n  - name: wir\n    melds: [hK dK cK]\n  - name: carla\n    hand: c4\n",
    )
    .unwrap();
    ok(run_in(d, "de", &["game", "add", "abend.yaml", "r1.yaml"]));
    let v: Value = serde_json::from_str(&ok(run_in(
        d,
        "de",
        &["game", "show", "abend.yaml", "--format", "json"],
    )))
    .unwrap();
    assert_eq!(v["teams"][0]["total"], 30);
    assert_eq!(v["teams"][1]["total"], -5);
    std::fs::write(
        d.join("r2.yaml"),
        "teams:\n  - name: Wri\n    melds: [hK dK cK]\n  - name: Sie\n    hand: c4\n",
    )
    .unwrap();
    for (lang, guess) in [("de", "vielleicht `Wir`?"), ("en", "did you mean `Wir`?")] {
        let before = std::fs::read(d.join("abend.yaml")).unwrap();
        let out = run_in(d, lang, &["game", "add", "abend.yaml", "r2.yaml"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains(guess), "{lang}: {}", stderr(&out));
        assert!(stderr(&out).contains("r2.yaml:2"), "{}", stderr(&out));
        assert_eq!(std::fs::read(d.join("abend.yaml")).unwrap(), before);
    }
}

#[test]
fn a_game_named_without_its_yaml_is_pointed_at_never_opened() {
    let dir = game(&[]);
    let d = dir.path();
    for (lang, said, help) in [
        (
            "de",
            "es gibt keine Spieldatei abend",
            "vielleicht abend.yaml?",
        ),
        (
            "en",
            "there is no game file abend",
            "did you mean abend.yaml?",
        ),
    ] {
        let out = run_in(d, lang, &["game", "show", "abend"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(stdout(&out).is_empty());
        let e = stderr(&out);
        assert!(e.contains(said) && e.contains(help), "{lang}: {e}");
        assert!(!e.contains("os error"), "{e}");
    }
}

#[test]
fn the_language_from_any_case_and_from_language() {
    let out = crate::common::bin()
        .current_dir(root())
        .args(["--lang", "DE", "meld", "h5", "d5", "s5"])
        .output()
        .unwrap();
    assert!(stdout(&out).contains("gültig"), "{}", stderr(&out));
    let out = crate::common::bin()
        .current_dir(root())
        .env("LANGUAGE", "de:en")
        .env("LANG", "en_US.UTF-8")
        .args(["meld", "h5", "d5", "s5"])
        .output()
        .unwrap();
    assert!(stdout(&out).contains("gültig"), "{}", stdout(&out));
    let out = crate::common::bin()
        .current_dir(root())
        .env("LANGUAGE", "de")
        .env("CANASTA_LANG", "en")
        .args(["meld", "h5", "d5", "s5"])
        .output()
        .unwrap();
    assert!(stdout(&out).contains("valid under"), "{}", stdout(&out));
}

#[test]
fn game_new_sets_the_target() {
    let dir = game(&["--target", "3000"]);
    let d = dir.path();
    let v: Value = serde_json::from_str(&ok(run_in(
        d,
        "en",
        &["game", "show", "abend.yaml", "--format", "json"],
    )))
    .unwrap();
    assert_eq!(v["teams"][0]["to_go"], 3000);
    let shown = ok(run_in(d, "de", &["game", "show", "abend.yaml"]));
    assert!(shown.contains("Spielziel 3000"), "{shown}");
    for (lang, said) in [("de", "über 4 Runden"), ("en", "a game of 4 hands")] {
        let out = run_in(
            d,
            lang,
            &[
                "--rules",
                "hand-and-foot",
                "game",
                "new",
                "hf.yaml",
                "--team",
                "A",
                "--team",
                "B",
                "--target",
                "3000",
            ],
        );
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains(said), "{lang}: {}", stderr(&out));
        assert!(!d.join("hf.yaml").exists());
    }
    let out = run_in(
        d,
        "en",
        &[
            "game", "new", "z.yaml", "--team", "A", "--team", "B", "--target", "0",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn completions_offer_the_rule_sets_and_files_for_rules() {
    for shell in ["bash", "zsh", "fish"] {
        let script = ok(run_in(root(), "en", &["completions", shell]));
        let rules: Vec<&str> = script
            .lines()
            .filter(|l| l.contains("--rules") || l.contains("-l rules"))
            .collect();
        let offers = |word: &str| rules.iter().any(|l| l.contains(word)) || script.contains(word);
        assert!(offers("verschaerft"), "{shell}");
        assert!(offers("hand-and-foot"), "{shell}");
        match shell {
            "bash" => assert!(
                script.contains("hand-and-foot\" -- \"${cur}\") $(compgen -f -- \"${cur}\")"),
                "{script}"
            ),
            "zsh" => assert!(
                script.contains("'\\''files:rule file:_files'\\''"),
                "{script}"
            ),
            _ => {
                for line in script.lines().filter(|l| l.contains(" -l rules ")) {
                    assert!(
                        line.contains(" -r -a \"classic") && !line.contains(" -f "),
                        "{line}"
                    );
                }
                assert!(script.contains("\nverschaerft\\t"), "{script}");
            }
        }
    }
}

#[test]
fn german_tally_words_in_every_language_named_in_the_readers() {
    for lang in ["de", "en"] {
        let dir = game(&[]);
        let d = dir.path();
        let out = ok(run_in(
            d,
            lang,
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "wir=echt,unecht,rot3:2,aus,karten:150",
                "sie=gemischt,karten:-35",
            ],
        ));
        let v: Value = serde_json::from_str(&ok(run_in(
            d,
            lang,
            &["game", "show", "abend.yaml", "--format", "json"],
        )))
        .unwrap();
        assert_eq!(v["teams"][0]["total"], 1250, "{lang}");
        // The game file keeps the English words.
        let file = std::fs::read_to_string(d.join("abend.yaml")).unwrap();
        assert!(
            file.contains("tally: natural:1,mixed:1,red3:2,out,cards:150"),
            "{file}"
        );
        if lang == "de" {
            assert!(
                out.contains("(echt:1, gemischt:1, rot3:2, aus, karten:150)"),
                "{out}"
            );
        } else {
            assert!(
                out.contains("(natural:1, mixed:1, red3:2, out, cards:150)"),
                "{out}"
            );
        }
        let shown = ok(run_in(d, "de", &["game", "show", "abend.yaml"]));
        assert!(shown.contains("rot3:2"), "{shown}");
    }
    // A typo is told the nearest word, in either language.
    let dir = game(&[]);
    for (typo, guess) in [
        ("echr", "`echt`"),
        ("natrual", "`natural`"),
        ("verdekt", "`verdeckt`"),
    ] {
        let out = run_in(
            dir.path(),
            "de",
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                &format!("wir={typo}"),
                "sie=aus",
            ],
        );
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains(guess), "{typo}: {}", stderr(&out));
    }
}

/// A German error about a tally names its items in German too, whichever
/// words they were typed with (CLI.md: German output names the items in
/// German).
#[test]
fn german_tally_errors_name_the_items_in_german() {
    let dir = game(&[]);
    let hf = game(&["--rules", "hand-and-foot"]);
    for (d, wir, sie, said) in [
        (
            dir.path(),
            "echt,echt",
            "karten:0",
            "`echt` ist zweimal angegeben",
        ),
        (
            dir.path(),
            "natural,natural",
            "cards:0",
            "`echt` ist zweimal angegeben",
        ),
        (
            dir.path(),
            "aus:vielleicht",
            "karten:0",
            "(`aus` allein schreiben)",
        ),
        (
            dir.path(),
            "gemeldet,ungemeldet",
            "karten:0",
            "`gemeldet` oder `ungemeldet` angeben",
        ),
        (
            dir.path(),
            "karten",
            "karten:0",
            "`karten` braucht seine Punkte: `karten:N`",
        ),
        (
            dir.path(),
            "rot3",
            "karten:-5",
            "`gemeldet` oder `ungemeldet` ergänzen",
        ),
        (
            dir.path(),
            "schwarz3",
            "karten:0",
            "`schwarz3` zählt schwarze Dreien",
        ),
        (
            dir.path(),
            "ungemeldet,karten:20",
            "karten:0",
            "`ungemeldet`, aber `karten:20`",
        ),
        (
            hf.path(),
            "echt:2,aus",
            "karten:0",
            "mit gemischt:0 ausgemacht",
        ),
    ] {
        let out = run_in(
            d,
            "de",
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                &format!("wir={wir}"),
                &format!("sie={sie}"),
            ],
        );
        assert_eq!(out.status.code(), Some(2), "{wir}");
        let err = flat(&stderr(&out));
        assert!(err.contains(said), "{wir}: {err}");
        for english in [
            "`natural`",
            "`out`",
            "`melded`",
            "`unmelded`",
            "`cards",
            "`black3`",
            "mixed:",
        ] {
            assert!(!err.contains(english), "{wir}: {english} in {err}");
        }
    }
}

/// The tool's own words are never cut: an unknown item's message lists
/// every item where none is close, in German as in English, whole (only
/// quoted input is cut); where one is close, it leads with that one.
#[test]
fn an_unknown_items_message_is_whole_in_either_language() {
    let dir = game(&["--rules", "modern-american"]);
    for lang in ["de", "en"] {
        let out = run_in(
            dir.path(),
            lang,
            &[
                "--format",
                "json",
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "wir=xyzzy",
                "sie=aus",
            ],
        );
        assert_eq!(out.status.code(), Some(2), "{lang}");
        let v: Value = serde_json::from_slice(&out.stderr).unwrap();
        let message = v["error"]["message"].as_str().unwrap();
        assert!(!message.contains('…'), "{lang}: {message}");
        assert!(
            message.ends_with("special-NAME (a special hand, scored alone))")
                || message.ends_with("special-NAME (eine Sonderhand, allein gewertet))"),
            "{lang}: {message}"
        );
        let text = flat(&stderr(&run_in(
            dir.path(),
            lang,
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "wir=xyzzy",
                "sie=aus",
            ],
        )));
        assert!(!text.contains('…'), "{lang}: {text}");
        let near = flat(&stderr(&run_in(
            dir.path(),
            lang,
            &[
                "game",
                "add",
                "abend.yaml",
                "--tally",
                "wir=ehct",
                "sie=aus",
            ],
        )));
        assert!(
            near.contains("`ehct`") && near.contains("`echt`?"),
            "{lang}: {near}"
        );
        assert!(!near.contains("special-NAME"), "{lang}: {near}");
    }
}

/// A counted hand fixed by points for one side: the other side's numbers
/// stay, and the hand is one of points.
#[test]
fn game_edit_of_a_counted_hand_by_points_for_one_side() {
    let dir = game(&[]);
    let d = dir.path();
    ok(run_in(
        d,
        "de",
        &[
            "game",
            "add",
            "abend.yaml",
            "--tally",
            "wir=echt,aus,karten:150",
            "sie=echt,karten:90",
        ],
    ));
    let out = ok(run_in(
        d,
        "en",
        &["game", "edit", "abend.yaml", "1", "--points", "sie=500,95"],
    ));
    assert!(
        out.contains("Wir=600,150 Sie=500,90 → Wir=600,150 Sie=500,95"),
        "{out}"
    );
    assert_eq!(
        totals(d, "en"),
        [serde_json::json!(750), serde_json::json!(595)]
    );
}
