//! Rounds a referee would write for each scoring rule of each rule set
//! (RULES.md), with the totals worked out by hand in the comments.

/// `canasta score` of a round text; the JSON totals per side, in file order.
fn totals(round: &str, args: &[&str]) -> Vec<(String, i64)> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("r.yaml"), round).unwrap();
    let out = crate::common::bin()
        .args(["score", "r.yaml", "--format", "json"])
        .args(args)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{round}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let (bonus, cards) = (t["bonus"].as_i64().unwrap(), t["cards"].as_i64().unwrap());
            let total = t["total"].as_i64().unwrap();
            assert_eq!(bonus + cards, total);
            (t["name"].as_str().unwrap().to_string(), total)
        })
        .collect()
}

fn want(pairs: &[(&str, i64)]) -> Vec<(String, i64)> {
    pairs.iter().map(|(n, t)| (n.to_string(), *t)).collect()
}

#[test]
fn classic_all_four_red_threes_concealed_and_a_mixed_canasta() {
    let round = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, h5 d5 c5 s5 jk d2 h2, hA dA cA]
    red_threes: h3 d3 h3 d3
    went_out: true
    concealed: true
  - name: B
    melds: [h9 d9 s9]
    hand: jk h2 c3
";
    // A: kings 70 + 500; fives 4*5 + 50 + 2*20 = 110 + 300; aces 60;
    //    red threes 800; concealed 200 in all. 1800 + 240.
    // B: 30 - (50 + 20 + 5).
    assert_eq!(totals(round, &[]), want(&[("A", 2040), ("B", -45)]));
    // cardgames-io: the same numbers.
    assert_eq!(
        totals(round, &["--rules", "cardgames-io"]),
        want(&[("A", 2040), ("B", -45)])
    );
}

#[test]
fn odd_but_valid_round_files() {
    let round = "
teams:
  - name: We
    melds:
    red_threes:
    hand:
  - name: They
    melds: []
    red_threes: \"\"
    hand: []
    penalties: []
";
    assert_eq!(totals(round, &[]), want(&[("We", 0), ("They", 0)]));
    let only_names = "teams:\n  - name: 1\n  - name: They\n    hand: [jk, s5]\n";
    assert_eq!(totals(only_names, &[]), want(&[("1", 0), ("They", -55)]));
}

#[test]
fn classic_three_players_each_alone() {
    let round = "
rules: classic-3p
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 jk]
    went_out: true
  - name: B
    melds: [hQ dQ cQ]
    red_threes: d3
    hand: c3 s3 h4
  - name: C
    red_threes: h3 d3
    hand: s4 jk
";
    // A: 70 + 500 + 110 + 300 + 100. B: 30 + 100 - 15. C never melded:
    // -200 for the red threes, -55 in hand.
    assert_eq!(
        totals(round, &[]),
        want(&[("A", 1080), ("B", 115), ("C", -255)])
    );
}

#[test]
fn classic_six_players_all_six_red_threes() {
    let round = "
rules: classic-6p
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK hK, h9 d9 c9 s9 h9 d9 d9]
    red_threes: h3 d3 h3 d3 h3 d3
    went_out: true
  - name: B
    melds: [hQ dQ cQ]
";
    // A: 80 + 500 + 70 + 500 + 1200 + 100.
    assert_eq!(totals(round, &[]), want(&[("A", 2450), ("B", 30)]));
}

const VERSCHAERFT: &str = "
rules: verschaerft
teams:
  - name: Ann
    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 jk, c3 s3 c3]
    red_threes: h3 d3 h3
    went_out: true
  - name: Bob
    melds: [hQ dQ cQ sQ hQ dQ cQ]
    red_threes: d3
    hand: c3 s3 h4
  - name: Cy
    melds: [h7 d7 c7]
    red_threes: h3 d3
    hand: s3 jk
";

#[test]
fn verschaerft_three_players() {
    // Ann: 70 + 500, 110 + 300, black threes 15; 3 red threes, 2 canastas:
    //      +200 -100; out 100. 1000 + 195.
    // Bob: 70 + 500; 1 red three with a canasta +100; 2 black threes in
    //      hand -200, h4 -5. 600 - 135.
    // Cy:  no canasta, all negative: meld -15, 2 red threes -200, black
    //      three in hand -100, joker -50.
    assert_eq!(
        totals(VERSCHAERFT, &[]),
        want(&[("Ann", 1195), ("Bob", 465), ("Cy", -365)])
    );
}

#[test]
fn verschaerft_concealed_doubles_every_other_players_negative_points() {
    let round = VERSCHAERFT.replace("went_out: true", "went_out: true\n    concealed: true");
    // Ann: 200 instead of 100. Bob: 570 + 100 - 2 * 205. Cy: 2 * -365.
    assert_eq!(
        totals(&round, &[]),
        want(&[("Ann", 1295), ("Bob", 260), ("Cy", -730)])
    );
}

#[test]
fn livecanasta_joker_canasta_hand_canasta_and_red_threes_by_canasta() {
    let round = "
rules: livecanasta
teams:
  - name: A
    melds: [jk jk h2 d2 c2 s2 jk, c3 s3 c3]
    red_threes: h3 d3 h3
    went_out: true
    concealed: true
  - name: B
    melds: [hQ dQ cQ]
    red_threes: d3
    hand: s3
";
    // A: 3*50 + 4*20 = 230 + 1000; black threes 15; 3 red threes 300;
    //    hand canasta 1000. B: no canasta: red three -100; 30 - 5.
    assert_eq!(totals(round, &[]), want(&[("A", 2545), ("B", -75)]));
}

#[test]
fn traditional_wild_canasta_and_unmelded_red_threes() {
    let round = "
rules: traditional
teams:
  - name: Sie
    melds: [jk jk h2 d2 c2 s2 jk, hK dK cK sK hK dK jk]
    red_threes: h3
    hand: h4
    went_out: true
    concealed: true
  - name: Wir
    red_threes: h3 d3 d3
    hand: c3 s3 hA
";
    // Sie: 230 + 1000, 110 + 300, red three 100, out with a canasta from
    //      the hand 200, h4 -5. Wir never melded: -300 and -5 each for the
    //      cards, hand -30.
    assert_eq!(totals(round, &[]), want(&[("Sie", 1935), ("Wir", -345)]));
    let four = "
rules: traditional
teams:
  - name: Sie
    melds: [hK dK cK sK hK dK cK]
    went_out: true
  - name: Wir
    red_threes: h3 d3 d3 h3
";
    assert_eq!(totals(four, &[]), want(&[("Sie", 670), ("Wir", -820)]));
}

#[test]
fn wikipedia_concealed_canastas_and_four_red_threes() {
    let round = "
rules: wikipedia
teams:
  - name: A
    melds:
      - {cards: hK dK cK sK hK dK cK, concealed: true}
      - {cards: h9 d9 c9 s9 h9 d9 jk, concealed: true}
      - h5 d5 h2
    went_out: true
  - name: B
    melds: [hQ dQ cQ]
    red_threes: h3 d3 h3 d3
";
    // A: 70 + 600, 110 + 400, 30, out 100. B: 30 + 800.
    assert_eq!(totals(round, &[]), want(&[("A", 1310), ("B", 830)]));
}

#[test]
fn melds_as_one_string_with_semicolons() {
    let root = env!("CARGO_MANIFEST_DIR");
    let one =
        std::fs::read_to_string(format!("{root}/fixtures/rounds/classic-one-string.yaml")).unwrap();
    let list = std::fs::read_to_string(format!("{root}/fixtures/rounds/classic.yaml")).unwrap();
    assert_eq!(totals(&one, &[]), totals(&list, &[]));
    assert_eq!(totals(&one, &[]), want(&[("We", 910), ("They", -55)]));
}
