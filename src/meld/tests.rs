use super::*;
use crate::rules::load;

fn cards(s: &str) -> Vec<Card> {
    crate::notation::parse_cards("t", s).unwrap().cards()
}

fn verdict(rules: &str, meld: &str) -> MeldVerdict {
    check(&load(rules).unwrap(), &cards(meld), false)
}

#[test]
fn seven_natural_kings_is_a_natural_canasta_worth_70_plus_500() {
    let v = verdict("classic", "hK dK cK sK hK dK cK");
    assert!(v.valid);
    assert_eq!(v.canasta, Some(CanastaKind::Natural));
    assert_eq!(v.points + v.canasta_bonus, 570);
}

#[test]
fn classic_allows_two_naturals_and_three_wilds() {
    assert!(verdict("classic", "h5 d5 jk s2 c2").valid);
    assert!(!verdict("cardgames-io", "h5 d5 jk s2 c2").valid);
    assert!(!verdict("classic", "h5 d5 jk s2 c2 d2").valid);
}

#[test]
fn merge_by_rank_joins_same_rank_melds() {
    let merged = merge_by_rank(&[
        cards("h10 d10 d10"),
        cards("hK dK cK"),
        cards("s10 s10 c10 d2"),
    ]);
    assert_eq!(merged.len(), 2);
    assert_eq!(merged[0].len(), 7);
}
