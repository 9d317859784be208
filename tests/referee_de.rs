//! The referee commands in German (`--lang de`), beside their English
//! snapshots in `cli` and `adjudicate`: verdicts, reasons, tables, cards
//! as German players write them (`hB`, `sD`), a rule book's own terms
//! (traditional's "echter Canasta", "Posso"), `rules list|show|diff`.
//! JSON keeps its keys, codes and card notation in every language.

use std::process::Command;

use insta_cmd::assert_cmd_snapshot;

/// `canasta --lang de`, run as `common::canasta` runs it (fixed width,
/// no colour, none of the caller's environment).
fn de() -> Command {
    let mut cmd = crate::common::canasta();
    cmd.args(["--lang", "de"]);
    cmd
}

/// `de!(name, exit code, args...)`: a snapshot of a German command line.
macro_rules! de {
    ($name:ident, $code:expr, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            let args: &[&str] = &[$($arg),+];
            let out = de().args(args).output().unwrap();
            assert_eq!(
                out.status.code(),
                Some($code),
                "canasta --lang de {args:?}\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_cmd_snapshot!(de().args(args));
        }
    };
}

// meld: as `cli::meld_*`.
de!(meld_valid, 0, "meld", "h10", "d10", "s2");
de!(
    meld_invalid_two_reasons,
    1,
    "--rules",
    "cardgames-io",
    "meld",
    "jk jk h5"
);
de!(meld_natural_canasta, 0, "meld", "hK dK cK sK hK dK cK");
de!(meld_several_ranks, 1, "meld", "h5 d6 s7");
de!(meld_red_threes_never, 1, "meld", "h3 d3 h3");
de!(
    meld_wild_canasta_livecanasta,
    0,
    "--rules",
    "livecanasta",
    "meld",
    "jk jk jk jk c2 d2 h2"
);
de!(meld_black_threes_need_going_out, 1, "meld", "c3 s3 c3");
// Jacks and queens in German letters, read and written.
de!(meld_jacks_as_buben, 0, "meld", "hB dB sB jk");
de!(meld_queens_with_suit_symbols, 0, "meld", "♥D ♠D D♦");
// Traditional names its canastas as the German rule book does.
de!(
    meld_traditional_unechter_canasta,
    0,
    "--rules",
    "traditional",
    "meld",
    "hK dK cK sK hK dK jk"
);
de!(
    meld_traditional_echter_canasta,
    0,
    "--rules",
    "traditional",
    "meld",
    "hD dD cD sD hD dD cD"
);
de!(
    meld_samba_sequence,
    0,
    "--rules",
    "samba",
    "meld",
    "h9 h10 hJ hQ"
);
de!(
    meld_samba_several_suits,
    1,
    "--rules",
    "samba",
    "meld",
    "h9 d10 hJ"
);

// initial-meld, pickup: as `adjudicate::seed000_*`.
de!(
    initial_possible,
    0,
    "initial-meld",
    "--score",
    "1500",
    "hA cA jk h7 c8"
);
de!(
    initial_short,
    1,
    "initial-meld",
    "--score",
    "3000",
    "hA cA jk h7 c8"
);
de!(
    initial_with_top,
    0,
    "initial-meld",
    "--score",
    "0",
    "--top",
    "hQ",
    "sQ dQ jk h4 c9"
);
de!(
    initial_seed000_1,
    0,
    "initial-meld",
    "--state",
    "fixtures/states/seed000-initial-1.yaml"
);
de!(
    pickup_seed000_bill_melds_his_sixes,
    0,
    "pickup",
    "--state",
    "fixtures/states/seed000-pile-1-bill.yaml"
);
de!(
    pickup_seed000_mike_frozen_needs_a_pair,
    1,
    "pickup",
    "--state",
    "fixtures/states/seed000-pile-2-mike.yaml"
);
de!(
    pickup_seed000_lisa_adds_to_the_table,
    0,
    "pickup",
    "--state",
    "fixtures/states/seed000-pile-3-lisa.yaml"
);
de!(
    pickup_traditional_posso_frozen,
    1,
    "--rules",
    "traditional",
    "pickup",
    "--top",
    "hK",
    "--hand",
    "h5 d7",
    "--frozen"
);
de!(
    pickup_traditional_no_table_meld,
    1,
    "--rules",
    "traditional",
    "pickup",
    "--top",
    "hK",
    "--hand",
    "h5 d7",
    "--meld",
    "dK dK cK"
);
de!(
    pickup_legal_with_a_jack,
    0,
    "pickup",
    "--top",
    "hB",
    "--hand",
    "dB cB h4",
    "--opened"
);

// go-out.
de!(
    go_out_allowed,
    0,
    "go-out",
    "--hand",
    "h7 d7 c7 s9",
    "--lay",
    "h7 d7 c7",
    "--table",
    "h5 h5 d5 c5 s5 d5 jk",
    "--opened"
);
de!(
    go_out_not_allowed,
    1,
    "--rules",
    "verschaerft",
    "go-out",
    "--hand",
    "h7 d7 c7 s9",
    "--lay",
    "h7 d7 c7",
    "--table",
    "h5 h5 d5 c5 s5 d5 jk",
    "--opened"
);

// rules: as `cli::rules_*`.
de!(rules_list, 0, "rules", "list");
de!(rules_show_traditional, 0, "rules", "show", "traditional");
de!(
    rules_show_traditional_five_players,
    0,
    "--players",
    "5",
    "rules",
    "show",
    "traditional"
);
de!(
    rules_diff_classic_cardgames_io,
    0,
    "rules",
    "diff",
    "classic",
    "cardgames-io"
);
de!(rules_diff_same, 0, "rules", "diff", "classic", "classic");
// Every preset cites its source in German: titles and addresses as they
// are, the describing words and readings in German.
de!(rules_show_classic_2p, 0, "rules", "show", "classic-2p");
// A house file that extends a preset and cites its own German source.
de!(
    rules_show_house_file_with_german_source,
    0,
    "rules",
    "show",
    "fixtures/rules/cited.yaml"
);

/// A citation in a language the tool does not speak is refused in the
/// reader's language, naming the field, and under the same code for
/// programs.
#[test]
fn a_source_in_an_unknown_language_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("fr.yaml");
    std::fs::write(&file, "extends: classic\nsources: {fr: talon}\n").unwrap();
    let path = file.display().to_string();
    let out = de().args(["rules", "show", &path]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr
            .starts_with("Fehler: sources.fr: unbekannte Sprache `fr`; Quellen gibt es für en, de"),
        "{stderr}"
    );
    let out = de()
        .args(["--format", "json", "rules", "show", &path])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(v["error"]["code"], "sources_language", "{v}");
    assert_eq!(
        (&v["error"]["line"], &v["error"]["column"]),
        (&2.into(), &11.into())
    );
}

/// Programs read `source` as the rule set gives it (English) in every
/// language, and each language's own citation under `sources`.
#[test]
fn json_keeps_the_english_source_beside_the_german_one() {
    for args in [
        ["--format", "json", "rules", "show", "classic-2p"],
        [
            "--format",
            "json",
            "rules",
            "show",
            "fixtures/rules/cited.yaml",
        ],
    ] {
        let out = de().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let (en, de) = (
            v["source"].as_str().unwrap(),
            v["sources"]["de"].as_str().unwrap(),
        );
        assert!(
            en.starts_with("pagat.com, Canasta, variants for 2 players"),
            "{v}"
        );
        assert!(
            de.starts_with("pagat.com, Canasta, Varianten für 2 Spieler"),
            "{v}"
        );
    }
}

/// The language comes from `CANASTA_LANG` or the locale where `--lang`
/// is not given, and `--lang` wins over both.
#[test]
fn the_language_comes_from_the_environment_too() {
    let headline = |cmd: &mut Command| {
        let out = cmd.args(["meld", "h10", "d10", "s2"]).output().unwrap();
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let german = "♥10 ♦10 ♠2: gültig nach klassisch: eine Meldung aus Zehnen, 40 Punkte";
    let english = "h10 d10 s2: valid under classic: a meld of 10s, 40 points";
    let plain = crate::common::canasta;
    assert_eq!(headline(plain().env("CANASTA_LANG", "de")), german);
    assert_eq!(headline(plain().env("LANG", "de_DE.UTF-8")), german);
    assert_eq!(headline(plain().env("LC_ALL", "de_AT")), german);
    assert_eq!(headline(&mut plain()), english);
    assert_eq!(
        headline(plain().env("CANASTA_LANG", "de").args(["--lang", "en"])),
        english
    );
    assert_eq!(
        headline(plain().env("CANASTA_LANG", "en").env("LANG", "de_DE")),
        english
    );
}

/// The document without its words.
fn facts(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::Object(m) => m
            .iter()
            .filter(|(k, _)| !matches!(k.as_str(), "text" | "reasons" | "notes" | "description"))
            .map(|(k, v)| (k.clone(), facts(v)))
            .collect(),
        serde_json::Value::Array(items) => items.iter().map(facts).collect(),
        v => v.clone(),
    }
}

/// Under `--format json`, German changes the words (`reasons`, `details`'
/// `text`, `description`) and nothing else: the keys, codes, data and
/// cards are the English document's.
#[test]
fn json_is_the_same_document_with_german_words() {
    let json = |lang: &str, args: &[&str]| -> serde_json::Value {
        let out = crate::common::canasta()
            .args(["--lang", lang, "--format", "json"])
            .args(args)
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let cases: &[&[&str]] = &[
        &["--rules", "cardgames-io", "meld", "jk jk h5"],
        &["meld", "hB dB sB jk"],
        &[
            "--rules",
            "traditional",
            "pickup",
            "--top",
            "hK",
            "--hand",
            "h5 d7",
            "--meld",
            "dK dK cK",
        ],
        &["pickup", "--top", "hB", "--hand", "dB cB h4", "--opened"],
        &["initial-meld", "--score", "3000", "hA cA jk h7 c8"],
        &["meld", "s3 c3 s3", "--going-out"],
        &[
            "--rules",
            "verschaerft",
            "go-out",
            "--hand",
            "h7 d7 c7 s9",
            "--lay",
            "h7 d7 c7",
            "--table",
            "h5 h5 d5 c5 s5 d5 jk",
            "--opened",
        ],
    ];
    for args in cases {
        let (en, de) = (json("en", args), json("de", args));
        assert_eq!(facts(&en), facts(&de), "{args:?}");
        if en["reasons"].as_array().is_some_and(|r| !r.is_empty()) {
            assert_ne!(
                en["reasons"], de["reasons"],
                "{args:?}: the reasons are German"
            );
        }
        let text = |v: &serde_json::Value| v["details"][0]["text"].as_str().map(str::to_string);
        assert_eq!(
            de["reasons"][0].as_str().map(str::to_string),
            text(&de),
            "{args:?}: details' text is the reason's"
        );
    }
    // Cards stay in the canonical notation: the jack is `hJ`, not `hB`.
    let de = json("de", &["meld", "hB dB sB jk"]);
    assert_eq!(de["cards"], serde_json::json!(["hJ", "dJ", "sJ", "jk"]));
    assert_eq!(de["description"], "eine Meldung aus Buben");
    // What a meld's cards are is a code, not English words.
    let de = json("de", &["meld", "s3 c3 s3", "--going-out"]);
    assert_eq!(de["rank"], "black_threes");
    assert_eq!(de["description"], "eine Meldung aus schwarzen Dreien");
}

// A house file that does not describe itself: the rule set it extends
// and the file, in the language chosen.
de!(
    rules_show_house_file_without_description,
    0,
    "rules",
    "show",
    "fixtures/rules/no-description.yaml"
);

/// Programs get the same description and source in the language chosen,
/// and no key that English output never had.
#[test]
fn a_house_file_without_a_description_is_described_in_either_language() {
    let args = [
        "--format",
        "json",
        "rules",
        "show",
        "fixtures/rules/no-description.yaml",
    ];
    let out = de().args(args).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["description"],
        "livecanasta mit den Änderungen aus fixtures/rules/no-description.yaml"
    );
    assert_eq!(
        v["source"],
        "fixtures/rules/no-description.yaml, aufbauend auf livecanasta"
    );
    assert!(v.get("changes").is_none(), "{v}");
    let out = crate::common::canasta()
        .args(["--lang", "en"])
        .args(args)
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["description"],
        "livecanasta with the changes in fixtures/rules/no-description.yaml"
    );
    assert!(v.get("changes").is_none(), "{v}");
}
