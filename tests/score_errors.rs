//! Rounds that could not have happened are never scored: each is rejected
//! (exit 2) with a message that names the side, meld or card, and the round
//! file is left exactly as it was.

/// (file under fixtures/rounds/bad, extra arguments, words the message must hold)
const CASES: &[(&str, &[&str], &[&str])] = &[
    (
        "not-a-card",
        &[],
        &["team We, hand", "rank 14", "not-a-card.yaml:4:11"],
    ),
    (
        "three-copies",
        &[],
        &["3 copies of hK", "holds 2", "three-copies.yaml:6:11"],
    ),
    ("five-jokers", &[], &["5 jokers", "holds 4"]),
    (
        "red-three-in-hand",
        &[],
        &["team We", "d3 is in the hand", "red three"],
    ),
    (
        "black-three-as-red",
        &[],
        &["team We", "c3", "not a red three"],
    ),
    (
        "too-many-wilds",
        &[],
        &["team We, meld 1", "at most 3 wild cards"],
    ),
    (
        "merged-melds-illegal",
        &[],
        &["team We, melds 1, 2", "one meld per rank", "this has 4"],
    ),
    (
        "black-threes-not-going-out",
        &[],
        &["team They, meld 1", "black threes", "going out"],
    ),
    (
        "two-went-out",
        &[],
        &["only one side can go out", "We and They both have"],
    ),
    (
        "out-without-canasta",
        &[],
        &["team We went out with 0 canastas", "needs 1"],
    ),
    (
        "single-player-out-with-cards",
        &[],
        &["team Ann went out", "hand still holds s4"],
    ),
    (
        "concealed-not-out",
        &[],
        &["team We", "concealed: true", "`went_out` is false"],
    ),
    (
        "concealed-meld-not-canasta",
        &[],
        &["team We, meld 2", "h9 d9 c9", "not a canasta"],
    ),
    (
        "unknown-field",
        &[],
        &["unknown field `handd`", "unknown-field.yaml:4:5"],
    ),
    (
        "wrong-type",
        &[],
        &["teams[0].went_out", "true or false", "wrong-type.yaml:4:15"],
    ),
    ("no-teams", &[], &["missing field `teams`"]),
    ("one-side", &[], &["at least 2 sides", "has 1"]),
    ("same-name", &[], &["two sides are called `We`"]),
    (
        "negative-penalty",
        &[],
        &[
            "team They",
            "penalty `forgot a red three`",
            "positive number",
        ],
    ),
    (
        "red-threes-melded",
        &[],
        &["team We, meld 1", "red threes are never melded"],
    ),
    (
        "verschaerft-one-canasta",
        &[],
        &["team Anna went out with 1 canasta", "verschaerft needs 2"],
    ),
    ("unknown-rules", &[], &["unknown rule set `canasta-royale`"]),
    (
        "mixed-ranks",
        &[],
        &["team We, meld 1", "hK dQ cJ", "one rank"],
    ),
    ("empty-meld", &[], &["team We, meld 2", "no cards given"]),
    (
        "three-sides-classic",
        &[],
        &["the round has 3 sides", "classic"],
    ),
    ("yaml-syntax", &[], &["yaml-syntax.yaml:4:9"]),
    (
        "not-a-meld-entry",
        &[],
        &["unknown field `kards`", "expected `cards` or `concealed`"],
    ),
    ("empty", &[], &["bad/empty.yaml is empty", "`teams:`"]),
    (
        "not-a-mapping",
        &[],
        &[
            "expected a round file",
            "`teams:`",
            "not-a-mapping.yaml:2:1",
        ],
    ),
    (
        "side-not-a-mapping",
        &[],
        &[
            "teams[1]",
            "expected a side",
            "`name:`",
            "side-not-a-mapping.yaml:4:5",
        ],
    ),
    // Legal under livecanasta, but classic allows no meld of wild cards.
    (
        "../wild-canasta",
        &[],
        &[
            "team We, meld 1",
            "wild cards only is not allowed under classic",
        ],
    ),
    // verschaerft's two canastas to go out: one is not enough.
    (
        "../classic",
        &["--rules", "verschaerft"],
        &["team We went out with 1 canasta", "needs 2"],
    ),
];

#[test]
fn inconsistent_rounds_are_rejected_and_left_alone() {
    assert!(CASES.len() >= 20);
    let root = env!("CARGO_MANIFEST_DIR");
    for (name, extra, words) in CASES {
        let path = format!("fixtures/rounds/bad/{name}.yaml");
        let before = std::fs::read(format!("{root}/{path}")).unwrap();
        let out = crate::common::bin()
            .args(*extra)
            .args(["score", &path])
            .current_dir(root)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(out.stdout.is_empty(), "{name}: nothing is scored");
        for w in *words {
            assert!(stderr.contains(w), "{name}: expected `{w}` in:\n{stderr}");
        }
        let after = std::fs::read(format!("{root}/{path}")).unwrap();
        assert_eq!(before, after, "{name}: the round file changed");
    }
}

#[test]
fn json_format_does_not_hide_errors() {
    let out = crate::common::bin()
        .args([
            "score",
            "fixtures/rounds/bad/two-went-out.yaml",
            "--format",
            "json",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
