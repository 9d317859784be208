//! Issue 25, sections 4 and 5: using up the hand is not going out while
//! the foot is still to come (RULES.md section 10, `--in-foot`), and a
//! player who plays alone has no partner to ask (RULES.md section 5).

use std::process::Command;

fn canasta() -> Command {
    let mut c = crate::common::bin();
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

/// The exit code, stdout and stderr of a run.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = canasta().args(args).output().expect("run canasta");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Run with `--format json`: the exit code and the codes of `details`.
fn codes(args: &[&str]) -> (i32, Vec<String>) {
    let (code, out, err) = run(&[&["--format", "json"], args].concat());
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}{err}"));
    let details = v["details"]
        .as_array()
        .or_else(|| v["initial_meld"]["details"].as_array())
        .unwrap_or_else(|| panic!("{args:?}: no details: {out}"));
    let codes = details
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect();
    (code, codes)
}

const PICKUP: &[&str] = &[
    "--rules",
    "hand-and-foot",
    "pickup",
    "--top",
    "c8",
    "--hand",
    "h8 d8",
    "--pile-size",
    "2",
    "--meld",
    "hK dK cK",
];

const INITIAL: &[&str] = &[
    "--rules",
    "hand-and-foot",
    "--hand-number",
    "1",
    "initial-meld",
    "hK dK cK",
    "h9 d9 c9",
    "s5",
];

/// The pick-up: melding the pair with the top card leaves only the
/// pile's other card, which is discarded; the foot follows.
#[test]
fn taking_the_pile_down_to_the_foot_is_legal() {
    let (code, why) = codes(PICKUP);
    assert_eq!(code, 0, "{why:?}");
    assert!(why.contains(&"foot_follows_taking".to_string()), "{why:?}");
    // Playing from the foot, the same leaves no card: going out, which
    // needs the side's two books.
    let (code, why) = codes(&[PICKUP, &["--in-foot"]].concat());
    assert_eq!(code, 1, "{why:?}");
    assert!(!why.contains(&"foot_follows_taking".to_string()), "{why:?}");
}

/// The initial meld: the kings and nines (60) leave the five to
/// discard; the foot follows.
#[test]
fn opening_down_to_the_foot_is_possible() {
    let (code, why) = codes(INITIAL);
    assert_eq!(code, 0, "{why:?}");
    assert_eq!(why, ["reaches_minimum", "foot_follows"]);
    let (_, out, _) = run(&[INITIAL, &["--format", "json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["going_out"], false);
    assert_eq!(v["details"][1]["held"], 1);
    assert_eq!(v["details"][1]["next_turn"], true);
    // From the foot, the same hand must keep two cards: not possible.
    let (code, why) = codes(&[INITIAL, &["--in-foot"]].concat());
    assert_eq!(code, 1, "{why:?}");
    assert!(why.contains(&"keeps_no_card".to_string()), "{why:?}");
}

/// Melded down to no card, the foot is played at once (pagat); a house
/// file that waits for the next turn says so.
#[test]
fn melding_out_plays_the_foot_at_once_or_next_turn_as_the_rules_say() {
    // Hand 2 needs 90: the aces and kings, every card.
    let hand = ["--hand-number", "2", "initial-meld", "hA dA cA hK dK cK"];
    let next_turn = |args: &[&str]| {
        let (code, out, err) = run(&[args, &hand, &["--format", "json"]].concat());
        assert_eq!(code, 0, "{out}{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let foot = v["details"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["code"] == "foot_follows")
            .cloned()
            .unwrap_or_else(|| panic!("{out}"));
        assert_eq!(foot["held"], 0);
        foot["next_turn"].as_bool().unwrap()
    };
    assert!(!next_turn(&["--rules", "hand-and-foot"]));
    let dir = tempfile::tempdir().unwrap();
    let house = dir.path().join("house.yaml");
    std::fs::write(
        &house,
        "extends: hand-and-foot\ndeal: {foot_after_melding_out: next_turn}\n",
    )
    .unwrap();
    assert!(next_turn(&["--rules", house.to_str().unwrap()]));
}

/// Going out needs the foot: without `--in-foot` the player still has it.
#[test]
fn only_a_player_in_the_foot_goes_out() {
    let args = [
        "--rules",
        "hand-and-foot",
        "go-out",
        "--partner",
        "yes",
        "--hand",
        "h5 d5 c5 s5 h5 d5 jk h9",
        "--table",
        "hQ hQ dQ dQ cQ cQ sQ",
    ];
    let (code, why) = codes(&args);
    assert_eq!(code, 1, "{why:?}");
    assert!(why.contains(&"foot_unplayed".to_string()), "{why:?}");
    let (code, why) = codes(&[&args[..], &["--in-foot"]].concat());
    assert_eq!(code, 0, "{why:?}");
    assert!(why.contains(&"foot_played".to_string()), "{why:?}");
}

/// `--in-foot` where no foot is dealt means nothing: refused, saying so.
#[test]
fn in_foot_without_a_foot_is_refused() {
    for lang in ["en", "de"] {
        let (code, out, err) = run(&[
            "--lang",
            lang,
            "go-out",
            "--in-foot",
            "--hand",
            "h5 d5 c5 h9",
            "--table",
            "hQ hQ dQ dQ cQ cQ sQ",
        ]);
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        let want = match lang {
            "en" => "--in-foot: classic deals no foot",
            _ => "--in-foot: klassisch teilt keinen Fuß aus",
        };
        assert!(err.contains(want), "{err}");
    }
}

const QUEENS: &str = "hQ dQ cQ sQ hQ dQ jk c5";

/// The issue: traditional makes asking mandatory, but with 2 or 3 players
/// each plays alone and asks nobody.
#[test]
fn a_player_alone_asks_nobody() {
    for players in ["2", "3"] {
        let args = [
            "--rules",
            "traditional",
            "--players",
            players,
            "go-out",
            "--hand",
            QUEENS,
        ];
        let (code, why) = codes(&args);
        assert_eq!(code, 0, "{players}: {why:?}");
        assert_eq!(why[0], "no_partner_to_ask", "{players}: {why:?}");
        assert!(!why.contains(&"partner_must_be_asked".to_string()));
    }
    // With 4, in partnerships, the partner must be asked.
    let (code, why) = codes(&["--rules", "traditional", "go-out", "--hand", QUEENS]);
    assert_eq!(code, 1, "{why:?}");
    assert_eq!(why[0], "partner_must_be_asked");
}

/// `--partner` where there is no partner is refused (exit 2) in every rule
/// set, in both languages; where there is one, it binds as before.
#[test]
fn partner_without_a_partner_is_refused() {
    let two = "hQ dQ cQ sQ hQ dQ jk h9 d9 s9 c9 h9 d9 s9 c5";
    for (rules, players, hand) in [
        ("classic-2p", None, two),
        ("classic-3p", None, two),
        ("verschaerft", None, two),
        ("livecanasta", Some("2"), QUEENS),
        ("traditional", Some("2"), QUEENS),
        ("traditional", Some("3"), QUEENS),
        ("modern-american", Some("3"), two),
        ("hand-and-foot", Some("2"), QUEENS),
    ] {
        for (lang, want) in [
            ("en", "there is no partner to ask"),
            ("de", "es gibt keinen Partner zu fragen"),
        ] {
            let mut args = vec!["--lang", lang, "--rules", rules];
            if let Some(n) = players {
                args.extend(["--players", n]);
            }
            args.extend(["go-out", "--hand", hand, "--partner", "no"]);
            let (code, out, err) = run(&args);
            assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
            assert!(err.contains("--partner"), "{args:?}: {err}");
            assert!(err.contains(want), "{args:?}: {err}");
        }
    }
    let (code, _, err) = run(&[
        "--format",
        "json",
        "--rules",
        "classic-2p",
        "go-out",
        "--hand",
        two,
        "--partner",
        "yes",
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&err).unwrap();
    assert_eq!(v["error"]["code"], "no_partner");
    // Four players in partnerships: the answer binds.
    let (code, why) = codes(&["go-out", "--hand", QUEENS, "--partner", "no"]);
    assert_eq!(code, 1, "{why:?}");
    assert_eq!(why[0], "partner_said_no");
}
