//! Issue 25, section 1: the Canasta League of America's special hands
//! (RULES.md section 7) through the command line: each example scored by
//! its cards and by its name, a malformed twin of each and the bad
//! hands refused in both languages, the dream hands ending the game, and
//! pagat's shorter list as a house file.

use std::path::Path;
use std::process::{Command, Output};

fn canasta() -> Command {
    let mut c = crate::common::bin();
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

fn run(args: &[&str]) -> Output {
    canasta().args(args).output().expect("run canasta")
}

/// A round where We lay `cards` (melds split at `;`) as `name`, or name
/// it alone where `cards` is empty; They hold a nine.
fn round(rules: &str, name: &str, cards: &str) -> String {
    let melds = if cards.is_empty() {
        String::new()
    } else {
        let melds: Vec<String> = cards
            .split(';')
            .map(|m| format!("      - {}\n", m.trim()))
            .collect();
        format!("    melds:\n{}", melds.concat())
    };
    format!(
        "rules: {rules}\nteams:\n  - name: We\n{melds}    special_hand: {name}\n    went_out: true\n  - name: They\n    hand: s9\n"
    )
}

/// Score a round file written in `dir`: the exit code, We's total, and
/// stderr.
fn score(dir: &Path, text: &str, lang: &str) -> (i32, Option<i64>, String) {
    let file = dir.join("r.yaml");
    std::fs::write(&file, text).unwrap();
    let out = run(&[
        "--lang",
        lang,
        "--format",
        "json",
        "score",
        file.to_str().unwrap(),
    ]);
    let total = serde_json::from_slice::<serde_json::Value>(&out.stdout)
        .ok()
        .and_then(|v| v["teams"][0]["total"].as_i64());
    // The error as people read it (JSON keeps the card notation).
    let err = run(&["--lang", lang, "score", file.to_str().unwrap()]).stderr;
    (
        out.status.code().unwrap_or(-1),
        total,
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// The CLA's example of each hand, grouped as a table might lay it.
const EXAMPLES: [(&str, &str, i64); 11] = [
    ("pairs", "h6 d6 h7; d7 h8 d8 h9 d9; hJ dJ hQ dQ hK dK", 2500),
    (
        "wild-pairs",
        "h6 d6 h9 d9 hJ dJ; hQ dQ h7 d7; hA dA h2 d2",
        2000,
    ),
    (
        "miami-pairs",
        "h6 d6 h9 d9 hQ dQ; h7 d7 hA dA; h2 d2 jk jk",
        2500,
    ),
    (
        "zip-code",
        "h8 d8 jk jk; hQ dQ cQ; hK dK cK; h4 d4 c4 s4",
        2500,
    ),
    (
        "straight",
        "hA h2 h3 h4 h5 h6 h7; h8 h9 h10 hJ hQ hK jk",
        3000,
    ),
    (
        "garbage",
        "h8 d8 c8 s8 hQ dQ cQ sQ; h5 d5 c5 hK dK cK",
        3000,
    ),
    (
        "blast-off",
        "hK dK cK sK hK h2; hQ dQ cQ sQ d2; h8 d8 c8",
        3000,
    ),
    (
        "triples",
        "h8 d8 c8 jk; hQ dQ cQ jk; hK dK cK h4 d4 c4",
        3500,
    ),
    (
        "quads",
        "h8 d8 c8 s8; hQ dQ cQ sQ; hK dK cK sK; h2 d2",
        3500,
    ),
    (
        "dream-hand-plus-4",
        "h4 d4 c4 s4 h4; hK dK cK sK hK; jk jk jk jk",
        8500,
    ),
    (
        "dream-hand-plus-5",
        "h4 d4 c4 s4 h4 h2 d2; hK dK cK sK c2 jk jk",
        8500,
    ),
];

#[test]
fn each_example_scores_its_points_by_cards_and_by_name() {
    let dir = tempfile::tempdir().unwrap();
    for (name, cards, points) in EXAMPLES {
        let (code, total, err) = score(dir.path(), &round("modern-american", name, cards), "en");
        assert_eq!((code, total), (0, Some(points)), "{name}: {err}");
        let (code, total, err) = score(dir.path(), &round("modern-american", name, ""), "en");
        assert_eq!((code, total), (0, Some(points)), "{name} by name: {err}");
    }
}

/// A scored special hand is named as the prompt and the sheet's last
/// line name it: by its title in the reader's language.
#[test]
fn a_scored_special_hand_is_named_by_its_title() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    std::fs::write(&file, round("modern-american", "zip-code", "")).unwrap();
    for (lang, said) in [
        ("en", "special hand: Zip code"),
        ("de", "Sonderhand: Postleitzahl"),
    ] {
        let out = run(&["--lang", lang, "score", file.to_str().unwrap()]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(said), "{lang}: {text}");
    }
    let g = dir.path().join("g.yaml");
    let g = g.to_str().unwrap();
    let new = &[
        "game",
        "new",
        g,
        "--rules",
        "modern-american",
        "--team",
        "We",
        "--team",
        "They",
    ];
    assert!(run(new).status.success());
    let add = &[
        "--lang",
        "de",
        "game",
        "add",
        g,
        "--tally",
        "We=special-dream-hand-plus-4",
        "They=cards:-45,held:45",
    ];
    let text = String::from_utf8_lossy(&run(add).stdout).into_owned();
    assert!(text.contains("Sonderhand: Traumhand plus 4 8500"), "{text}");
}

/// A malformed twin of each example, and the bad hands: the
/// hand meant, its cards, and what it lacks in English and in German.
const MISSHAPEN: [(&str, &str, &str, &str); 15] = [
    (
        "pairs",
        "h6 d6 h7 d7 h8 d8 h9 d9 hJ dJ hQ dQ h3 d3",
        "it holds no three (only the straight holds one), but these are threes: h3 d3",
        "sie enthält keine Drei (nur die Straße enthält eine), aber diese sind Dreien:",
    ),
    (
        "wild-pairs",
        "h6 d6 h9 d9 hJ dJ hQ dQ h8 d8 hK dK h2 d2",
        "its natural groups must include aces and 7s, but there are no aces and 7s",
        "ihre natürlichen Gruppen müssen Asse und Siebenen enthalten, aber es gibt keine Asse und Siebenen",
    ),
    (
        "wild-pairs",
        "h6 d6 h9 d9 hJ dJ hQ dQ h7 d7 hA dA h2 jk",
        "its wild cards are 2 matching wild cards (all jokers or all 2s); these are one joker and one 2",
        "ihre wilden Karten sind 2 gleiche wilde Karten (alle Joker oder alle Zweien); diese sind ein Joker und eine Zwei",
    ),
    (
        "miami-pairs",
        "h6 d6 h9 d9 hQ dQ h7 d7 hA dA h2 d2 c2 s2",
        "its wild cards are 2 twos and 2 jokers; these are no joker and 4 2s",
        "ihre wilden Karten sind 2 Zweien und 2 Joker; diese sind kein Joker und 4 Zweien",
    ),
    (
        "zip-code",
        "jk jk h2 d2 hQ dQ cQ hK dK cK h4 d4 c4 s4",
        "it holds at most 2 wild cards; this has 4",
        "sie enthält höchstens 2 wilde Karten; diese hat 4",
    ),
    (
        "straight",
        "hA h2 h3 h4 d4 c4 s4 h8 h9 h10 hJ hQ hK jk",
        "but there are no 5s, 6s and 7s",
        "aber es gibt keine Fünfen, Sechsen und Siebenen",
    ),
    (
        "garbage",
        "hA h4 h5 h6 h7 h8 h9 h10 hJ hQ hK d4 d5 d6",
        "its natural cards are groups of 4 + 4 + 3 + 3 cards, each of a rank of its own; these group by rank as 2 + 2 + 2 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1",
        "ihre natürlichen Karten bilden Gruppen von 4 + 4 + 3 + 3 Karten",
    ),
    (
        "garbage",
        "h8 d8 c8 jk hQ dQ cQ sQ h5 d5 c5 hK dK cK",
        "it holds no wild card; this has 1",
        "sie enthält keine wilde Karte; diese hat 1",
    ),
    (
        "blast-off",
        "hK dK cK sK hK hQ dQ cQ sQ h8 d8 c8 h2 jk",
        "these are one joker and one 2",
        "diese sind ein Joker und eine Zwei",
    ),
    (
        "triples",
        "h8 d8 c8 hQ dQ cQ hK dK cK h4 d4 c4 h5 d5",
        "groups of 3 + 3 + 3 + 3 cards, each of a rank of its own; these group by rank as 3 + 3 + 3 + 3 + 2",
        "Gruppen von 3 + 3 + 3 + 3 Karten",
    ),
    (
        "quads",
        "h8 d8 c8 s8 hQ dQ cQ sQ hK dK cK sK h2 jk",
        "these are one joker and one 2",
        "diese sind ein Joker und eine Zwei",
    ),
    (
        "dream-hand-plus-4",
        "h4 d4 c4 s4 h4 hK dK cK sK hK jk jk h2 d2",
        "its wild cards are 4 matching wild cards (all jokers or all 2s); these are 2 jokers and 2 2s",
        "diese sind 2 Joker und 2 Zweien",
    ),
    (
        "dream-hand-plus-5",
        "h4 d4 c4 s4 h4 hK dK cK sK hK h2 d2 jk jk",
        "groups of 5 + 4 cards, each of a rank of its own; these group by rank as 5 + 5",
        "Gruppen von 5 + 4 Karten",
    ),
    (
        "straight",
        "hA jk h3 h4 h5 h6 h7 h8 h9 h10 hJ hQ hK jk",
        "its wild cards are a two and a joker; these are 2 jokers and no 2",
        "ihre wilden Karten sind eine Zwei und ein Joker; diese sind 2 Joker und keine Zwei",
    ),
    (
        "pairs",
        "h6 d6 h7 d7 h8 d8 h9 d9 hJ dJ hQ dQ hK",
        "it is laid with 14 cards; the melds hold 13",
        "sie wird mit 14 Karten ausgelegt; die Meldungen enthalten 13",
    ),
];

/// A malformed twin of each example, and the bad hands: refused
/// (exit 2, nothing scored) with what the hand lacks, in both languages.
#[test]
fn hands_that_are_not_their_shape_are_refused_saying_what_they_lack() {
    let dir = tempfile::tempdir().unwrap();
    for (name, cards, en, de) in MISSHAPEN {
        for (lang, want, head) in [
            (
                "en",
                en,
                format!("the melds are not the special hand `{name}`"),
            ),
            (
                "de",
                de,
                format!("die Meldungen sind nicht die Sonderhand `{name}`"),
            ),
        ] {
            let (code, total, err) =
                score(dir.path(), &round("modern-american", name, cards), lang);
            assert_eq!((code, total), (2, None), "{name} {cards}: {err}");
            let err = err.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(err.contains(&head), "{name} {lang}: {err}");
            assert!(
                err.contains(want),
                "{name} {lang}: expected `{want}` in {err}"
            );
        }
    }
}

/// `--tally special-NAME` knows every hand, and the sheet says where a
/// dream hand won the game: here after They lead past the target.
#[test]
fn tallies_know_every_hand_and_a_dream_hand_wins_whatever_the_totals() {
    let dir = tempfile::tempdir().unwrap();
    let g = dir.path().join("g.yaml");
    let g = g.to_str().unwrap();
    let new = || {
        let _ = std::fs::remove_file(g);
        let out = run(&[
            "game",
            "new",
            g,
            "--rules",
            "modern-american",
            "--team",
            "We",
            "--team",
            "They",
        ]);
        assert!(out.status.success());
    };
    for (name, _, points) in EXAMPLES {
        new();
        let tally = format!("We=special-{name},out");
        let out = run(&[
            "game",
            "add",
            g,
            "--tally",
            &tally,
            "They=cards:-45,held:45",
        ]);
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value =
            serde_json::from_slice(&run(&["game", "show", g, "--format", "json"]).stdout).unwrap();
        assert_eq!(v["teams"][0]["total"], points, "{name}");
    }
    // They lead with 5000, then both pass 8500 in one hand, They higher:
    // the dream hand wins the game for We all the same.
    new();
    let add = |args: &[&str]| {
        let out = run(&[&["game", "add", g], args].concat());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    add(&["--points", "We=0", "They=5000"]);
    add(&[
        "--tally",
        "We=special-dream-hand-plus-5,out",
        "They=natural:7,cards:100",
    ]);
    let v: serde_json::Value =
        serde_json::from_slice(&run(&["game", "show", g, "--format", "json"]).stdout).unwrap();
    assert!(
        v["teams"][1]["total"].as_i64() > v["teams"][0]["total"].as_i64(),
        "{v}"
    );
    assert_eq!(v["winner"], "We", "{v}");
    assert_eq!(v["won_with"][0]["special_hand"], "dream-hand-plus-5", "{v}");
    assert_eq!(v["won_with"][0]["hand"], 2, "{v}");
    for (lang, want) in [
        (
            "en",
            "game over: We win with the special hand Dream hand plus 5 (hand 2), whatever the totals",
        ),
        (
            "de",
            "Spiel zu Ende, Sieger: We, mit der Sonderhand Traumhand plus 5 (Runde 2), unabhängig vom Punktestand",
        ),
    ] {
        let out = run(&["--lang", lang, "game", "show", g]);
        let text = String::from_utf8_lossy(&out.stdout);
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(want), "{lang}: {text}");
    }
    // A special hand that does not win the game leaves it to the totals.
    new();
    add(&["--points", "We=0", "They=5000"]);
    add(&[
        "--tally",
        "We=special-quads,out",
        "They=natural:7,cards:100",
    ]);
    let v: serde_json::Value =
        serde_json::from_slice(&run(&["game", "show", g, "--format", "json"]).stdout).unwrap();
    assert_eq!(v["winner"], "They", "{v}");
    assert!(v.get("won_with").is_none(), "{v}");
}

/// A special hand goes out: a tally where the other side went out too,
/// or laid one as well, is no hand's, refused with the file unchanged.
#[test]
fn a_special_hand_and_another_side_out_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let g = dir.path().join("g.yaml");
    let g = g.to_str().unwrap();
    let new = &[
        "game",
        "new",
        g,
        "--rules",
        "modern-american",
        "--team",
        "We",
        "--team",
        "They",
    ];
    assert!(run(new).status.success());
    let before = std::fs::read(g).unwrap();
    for they in ["They=natural:2,out,cards:50", "They=special-garbage"] {
        let out = run(&["game", "add", g, "--tally", "We=special-pairs", they]);
        assert_eq!(out.status.code(), Some(2), "{they}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("both went out"), "{they}: {err}");
        assert_eq!(std::fs::read(g).unwrap(), before, "{they}");
    }
}

/// A dream hand laid from a round file wins the game too.
#[test]
fn a_dream_hand_from_a_round_file_wins_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let g = dir.path().join("g.yaml");
    let g = g.to_str().unwrap();
    let r = dir.path().join("r.yaml");
    std::fs::write(
        &r,
        round("modern-american", "dream-hand-plus-4", EXAMPLES[9].1),
    )
    .unwrap();
    for args in [
        &[
            "game",
            "new",
            g,
            "--rules",
            "modern-american",
            "--team",
            "We",
            "--team",
            "They",
        ][..],
        &["game", "add", g, r.to_str().unwrap()],
    ] {
        let out = run(args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let v: serde_json::Value =
        serde_json::from_slice(&run(&["game", "show", g, "--format", "json"]).stdout).unwrap();
    assert_eq!(v["won_with"][0]["team"], "We", "{v}");
    assert_eq!(v["over"], true, "{v}");
}

const PAGAT: &str = "fixtures/rules/pagat-special-hands.yaml";

/// pagat's shorter list is a house file: its four hands with pagat's
/// points and shapes, the CLA's others unknown there.
#[test]
fn pagats_list_is_a_house_file() {
    let dir = tempfile::tempdir().unwrap();
    for (name, cards, points) in [
        ("straight", EXAMPLES[4].1, 3000),
        ("pairs", EXAMPLES[0].1, 2500),
        ("pairs-with-twos", EXAMPLES[1].1, 2000),
        ("garbage", EXAMPLES[5].1, 2000),
    ] {
        let (code, total, err) = score(dir.path(), &round(PAGAT, name, cards), "en");
        assert_eq!((code, total), (0, Some(points)), "{name}: {err}");
    }
    // Its pairs with twos take a pair of 2s, not of jokers.
    let jokers = "h6 d6 h9 d9 hJ dJ hQ dQ h7 d7 hA dA jk jk";
    let (code, _, err) = score(dir.path(), &round(PAGAT, "pairs-with-twos", jokers), "en");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("its wild cards are 2 twos;"), "{err}");
    // The CLA's quads are no hand of pagat's.
    let (code, _, err) = score(dir.path(), &round(PAGAT, "quads", ""), "en");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("is not a special hand of pagat-special-hands"),
        "{err}"
    );
    let out = run(&["--rules", PAGAT, "rules", "show"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("4 special hands, below"), "{text}");
}

/// `rules show` lists the special hands by name, points and shape, in
/// both languages.
#[test]
fn rules_show_lists_the_special_hands_readably() {
    for (lang, wants) in [
        (
            "en",
            [
                "11 special hands, below",
                "Dream hand plus 4 (`dream-hand-plus-4`)",
                "8500, and the side wins the game",
                "natural groups of 2-2-2-2-2-2, each a rank of its own; aces and 7s among them; 2 matching wild cards (all jokers or all 2s)",
            ],
        ),
        (
            "de",
            [
                "11 Sonderhände, siehe unten",
                "Traumhand plus 4 (`dream-hand-plus-4`)",
                "8500, und die Partei gewinnt das Spiel",
                "natürliche Gruppen von 2-2-2-2-2-2, jede von einem eigenen Rang; Asse und Siebenen darunter; 2 gleiche wilde Karten (alle Joker oder alle Zweien)",
            ],
        ),
    ] {
        let out = canasta()
            .args(["--lang", lang, "rules", "show", "modern-american"])
            .env("COLUMNS", "400")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        for want in wants {
            assert!(text.contains(want), "{lang}: `{want}` in\n{text}");
        }
    }
}

/// `go-out` or `initial-meld` under modern-american with `args`, as JSON
/// and as words on a wide line in `lang`: the exit code, the document
/// and the text.
fn ask(args: &[&str], lang: &str) -> (i32, serde_json::Value, String) {
    let mut all = vec!["--rules", "modern-american"];
    all.extend_from_slice(args);
    let out = canasta()
        .args(["--format", "json"])
        .args(&all)
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: {e}: {}", String::from_utf8_lossy(&out.stderr)));
    let words = canasta()
        .env("COLUMNS", "400")
        .args(["--lang", lang])
        .args(&all)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        v,
        String::from_utf8_lossy(&words.stdout).into_owned(),
    )
}

fn detail<'v>(v: &'v serde_json::Value, code: &str) -> Option<&'v serde_json::Value> {
    v["details"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == code)
}

const PAIRS: &str = "hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK dK";

/// Issue 31 item 4: a side that has not melded goes out by laying a
/// special hand, 14 cards at once with no discard, scoring its value
/// alone (RULES.md section 7); each of the CLA's examples does.
#[test]
fn a_special_hand_goes_out_with_its_name_and_value() {
    let (code, v, en) = ask(&["go-out", "--hand", PAIRS], "en");
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["allowed"], true);
    assert_eq!(
        v["special_hand"],
        serde_json::json!({"name": "pairs", "points": 2500, "wins_game": false})
    );
    assert_eq!(v["score"], 2500);
    assert_eq!(v["discard"], serde_json::Value::Null);
    assert!(detail(&v, "special_hand_goes_out").is_some(), "{v:#}");
    assert!(
        en.contains("the special hand pairs: the whole hand laid at once by a side that has not melded, with no discard; the side scores 2500 for it and nothing else"),
        "{en}"
    );
    assert!(
        en.contains("special hand") && en.contains("pairs, 2500"),
        "{en}"
    );
    let (_, _, de) = ask(&["go-out", "--hand", PAIRS], "de");
    assert!(
        de.contains("die Sonderhand pairs: die ganze Hand auf einmal, von einer Partei, die noch nicht gemeldet hat, ohne Ablage; die Partei erhält dafür 2500 und sonst nichts"),
        "{de}"
    );
    for (name, cards, points) in EXAMPLES {
        let hand = cards.replace(';', "");
        let (code, v, _) = ask(&["go-out", "--hand", &hand], "en");
        assert_eq!(code, 0, "{name}: {v:#}");
        assert_eq!(v["special_hand"]["name"], name, "{v:#}");
        assert_eq!(v["special_hand"]["points"], points, "{name}");
        assert_eq!(v["score"], points, "{name}");
        let dream = name.starts_with("dream");
        assert_eq!(v["special_hand"]["wins_game"], dream, "{name}");
    }
}

#[test]
fn a_dream_hand_going_out_says_it_wins_the_game() {
    let hand = "h4 d4 c4 s4 h4 hK dK cK sK hK jk jk jk jk";
    let (code, v, en) = ask(&["go-out", "--hand", hand], "en");
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["special_hand"]["wins_game"], true);
    assert!(
        en.contains("scores 8500 for it and nothing else, and wins the game"),
        "{en}"
    );
    let (_, _, de) = ask(&["go-out", "--hand", hand], "de");
    assert!(
        de.contains("erhält dafür 8500 und sonst nichts und gewinnt das Spiel"),
        "{de}"
    );
}

/// Not allowed, with the reason: a side that has melded, a hand a card
/// off, a three where only the straight may hold one.
#[test]
fn a_special_hand_is_refused_saying_why() {
    let (code, v, en) = ask(&["go-out", "--hand", PAIRS, "--opened"], "en");
    assert_eq!(code, 1, "{v:#}");
    assert!(detail(&v, "special_hand_side_melded").is_some(), "{v:#}");
    assert!(
        en.contains("the hand is the special hand pairs (2500), but only a side that has not melded yet may lay one"),
        "{en}"
    );
    let (_, _, de) = ask(&["go-out", "--hand", PAIRS, "--opened"], "de");
    assert!(
        de.contains("die Hand ist die Sonderhand pairs (2500), aber nur eine Partei, die noch nicht gemeldet hat, darf sie auslegen"),
        "{de}"
    );
    let off = "hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK dQ";
    let (code, v, en) = ask(&["go-out", "--hand", off], "en");
    assert_eq!(code, 1, "{v:#}");
    let why = detail(&v, "not_a_special_hand").unwrap_or_else(|| panic!("{v:#}"));
    assert_eq!(
        (&why["name"], &why["why"]),
        (&"pairs".into(), &"groups".into())
    );
    assert!(
        en.contains("nor is it the special hand pairs: its natural cards are groups of 2 + 2 + 2 + 2 + 2 + 2 + 2 cards"),
        "{en}"
    );
    let three = "hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK c3";
    let (code, v, en) = ask(&["go-out", "--hand", three], "en");
    assert_eq!(code, 1, "{v:#}");
    let why = detail(&v, "not_a_special_hand").unwrap_or_else(|| panic!("{v:#}"));
    assert_eq!(why["why"], "three", "{v:#}");
    assert!(
        en.contains("nor is it the special hand pairs: it holds no three (only the straight holds one), but these are threes: c3"),
        "{en}"
    );
    let (_, _, de) = ask(&["go-out", "--hand", three], "de");
    assert!(
        de.contains("auch nicht die Sonderhand pairs: sie enthält keine Drei (nur die Straße enthält eine), aber diese sind Dreien: ♣3"),
        "{de}"
    );
    // A hand far from every special hand says nothing of them.
    let (_, v, _) = ask(
        &[
            "go-out",
            "--hand",
            "hA dA h4 d7 h5 c9 h6 d6 h8 s10 h9 d9 hK dQ",
        ],
        "en",
    );
    assert!(detail(&v, "not_a_special_hand").is_none(), "{v:#}");
}

/// `initial-meld` with a special hand: no initial meld, but a way out;
/// the hint names `go-out`.
#[test]
fn initial_meld_with_a_special_hand_points_to_go_out() {
    let (code, v, en) = ask(&["initial-meld", PAIRS], "en");
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["possible"], false);
    assert_eq!(v["special_hand"]["name"], "pairs");
    assert!(
        detail(&v, "special_hand_not_initial_meld").is_some(),
        "{v:#}"
    );
    assert!(
        en.contains("the hand is the special hand pairs (2500): no initial meld, but a way out, laid whole at once by a side that has not melded"),
        "{en}"
    );
    assert!(
        en.contains("ask go-out with this hand (`canasta go-out --hand ...`)"),
        "{en}"
    );
    let (_, _, de) = ask(&["initial-meld", PAIRS], "de");
    assert!(
        de.contains("die Hand ist die Sonderhand pairs (2500): keine Erstmeldung, sondern ein Weg zum Ausmachen"),
        "{de}"
    );
    assert!(
        de.contains("mit dieser Hand go-out fragen (`canasta go-out --hand ...`)"),
        "{de}"
    );
}
