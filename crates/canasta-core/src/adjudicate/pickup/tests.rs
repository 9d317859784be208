//! The pick-up's own rules (issue 31): the pile's named cards melded in
//! the same turn, its unnamed ones never; where a side may have several
//! melds of a rank, the meld made with the top card joins the table's.

use super::*;
use crate::notation::parse_cards;
use crate::rules::load;

fn cards(s: &str) -> Vec<Card> {
    parse_cards("t", s).unwrap().cards()
}

fn request(top: &str, hand: &str, table: &[&str]) -> Request {
    Request {
        top: cards(top)[0],
        hand: cards(hand),
        table: table.iter().map(|m| cards(m)).collect(),
        opened: true,
        frozen: None,
        score: 0,
        pile_size: Some(1),
        pile: None,
        red_threes: 0,
        others: Vec::new(),
        in_foot: false,
    }
}

fn has(verdict: &Pickup, code: &str) -> bool {
    verdict.reasons.iter().any(|r| r.code() == code)
}

#[test]
fn the_pile_s_named_card_completes_a_canasta_and_goes_out() {
    let rules = load("classic").unwrap();
    let mut req = request("dJ", "cJ sJ", &["d5 c5 s5 d5 h5 h5"]);
    req.frozen = Some(Freezer::Card(cards("c2")[0]));
    req.pile = Some(cards("c2"));
    req.pile_size = Some(2);
    let verdict = judge(&rules, &req);
    assert!(verdict.legal, "{:?}", verdict.reasons);
    assert!(verdict.reasons.contains(&PickupReason::PileCardsMelded {
        cards: cards("c2"),
        melds: vec![cards("d5 c5 s5 d5 h5 h5 c2")],
    }));
    assert!(!has(&verdict, "pile_cards_unknown"));
}

#[test]
fn the_pile_s_unnamed_card_is_never_melded_and_the_reasons_say_so() {
    let rules = load("classic").unwrap();
    let mut req = request("dJ", "cJ sJ", &["d5 c5 s5 d5 h5 h5"]);
    req.frozen = Some(Freezer::Flag);
    req.pile_size = Some(2);
    let verdict = judge(&rules, &req);
    assert!(!verdict.legal);
    assert!(has(&verdict, "would_keep_no_card"), "{:?}", verdict.reasons);
    assert!(
        verdict
            .reasons
            .contains(&PickupReason::PileCardsUnknown { count: 1 })
    );
}

#[test]
fn only_the_pile_s_cards_the_player_takes_are_melded() {
    // A house that takes only the top card: the c2 below stays.
    let mut rules = load("classic").unwrap();
    rules.pile.take_top = Some(1);
    let mut req = request("dJ", "cJ sJ", &["d5 c5 s5 d5 h5 h5"]);
    req.pile = Some(cards("c2"));
    let verdict = judge(&rules, &req);
    assert!(!verdict.legal, "{:?}", verdict.reasons);
}

#[test]
fn two_canastas_going_out_needs_count_the_one_on_the_table() {
    let mut req = request(
        "h8",
        "d8 h8",
        &["hK dK cK sK hK dK", "h9 d9 c9 s9 h9 d9 c9"],
    );
    req.pile = Some(cards("sK"));
    for name in ["classic-2p", "samba"] {
        let verdict = judge(&load(name).unwrap(), &req);
        assert!(verdict.legal, "{name}: {:?}", verdict.reasons);
        assert!(has(&verdict, "melds_pile_cards"), "{name}");
    }
    // Verschaerft's last card must be discarded: melding the pile's card
    // leaves none.
    let verdict = judge(&load("verschaerft").unwrap(), &req);
    assert!(!verdict.legal, "{:?}", verdict.reasons);
}

#[test]
fn samba_joins_the_meld_taken_with_the_top_card_to_the_side_s_meld_of_its_rank() {
    let rules = load("samba").unwrap();
    let mut req = request("c5", "s5 d5", &["c5 d5 s5 c5", "h9 h9 s9 c9 d9 c9 d9"]);
    req.frozen = Some(Freezer::Flag);
    let verdict = judge(&rules, &req);
    assert!(verdict.legal, "{:?}", verdict.reasons);
    assert!(verdict.reasons.contains(&PickupReason::JoinsTableMeld {
        cards: cards("c5 s5 d5"),
        table: cards("c5 d5 s5 c5"),
        joined: cards("c5 d5 s5 c5 c5 s5 d5"),
        rules: "samba".into(),
    }));
    // Classic merges melds of a rank anyway: no reason to say so.
    let classic = judge(
        &load("classic").unwrap(),
        &request("c5", "s5 d5 h7 h8", &["c5 d5 s5 c5"]),
    );
    assert!(!has(&classic, "joins_table_meld"));
}

#[test]
fn bolivia_joins_them_where_the_other_canasta_is_the_escalera_going_out_needs() {
    let rules = load("bolivia").unwrap();
    let mut req = request("c5", "s5 d5", &["c5 d5 s5 c5", "h4 h5 h6 h7 h8 h9 h10"]);
    req.frozen = Some(Freezer::Flag);
    assert!(judge(&rules, &req).legal);
    // With nines in place of the escalera, Bolivia cannot go out.
    req.table[1] = cards("h9 h9 s9 c9 d9 c9 d9");
    let verdict = judge(&rules, &req);
    assert!(!verdict.legal, "{:?}", verdict.reasons);
}

#[test]
fn a_joined_meld_too_short_for_a_canasta_does_not_go_out() {
    let rules = load("samba").unwrap();
    let mut req = request("c5", "s5 d5", &["c5 d5 s5", "h9 h9 s9 c9 d9 c9 d9"]);
    req.frozen = Some(Freezer::Flag);
    let verdict = judge(&rules, &req);
    assert!(!verdict.legal, "{:?}", verdict.reasons);
}
