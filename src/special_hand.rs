//! Whether cards laid at once are a rule set's special hand: its number of
//! cards and, where the rule set gives one, its shape.

use std::collections::BTreeMap;

use crate::card::{Card, Rank};
use crate::rules::SpecialHand;

/// `Err` says what is wrong, in words for a message.
pub fn fits(special: &SpecialHand, cards: &[Card]) -> Result<(), String> {
    let count = cards.len() as u32;
    if count != special.cards {
        return Err(format!(
            "it is laid with {} cards; the melds hold {count}",
            special.cards
        ));
    }
    if special.groups.is_empty() {
        return Ok(());
    }
    let wilds = cards.iter().filter(|c| c.is_wild()).count() as u32;
    if wilds > special.wilds {
        return Err(format!(
            "it holds at most {} wild cards; this has {wilds}",
            special.wilds
        ));
    }
    let mut by_rank: BTreeMap<Rank, u32> = BTreeMap::new();
    for r in cards
        .iter()
        .filter(|c| c.is_natural())
        .filter_map(|c| c.rank())
    {
        *by_rank.entry(r).or_default() += 1;
    }
    let mut sizes: Vec<u32> = by_rank.values().copied().collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let mut wanted = special.groups.clone();
    wanted.sort_unstable_by(|a, b| b.cmp(a));
    // Wild cards fill the groups where the shape allows them.
    let short: u32 = wanted
        .iter()
        .zip(sizes.iter().chain(std::iter::repeat(&0)))
        .map(|(w, s)| w.saturating_sub(*s))
        .sum();
    let over = sizes.len() > wanted.len() || wanted.iter().zip(&sizes).any(|(w, s)| s > w);
    if let Some((rank, n)) = by_rank
        .iter()
        .find(|(_, n)| wanted.first().is_some_and(|w| *n > w))
    {
        let these: Vec<String> = cards
            .iter()
            .filter(|c| c.rank() == Some(*rank) && c.is_natural())
            .map(ToString::to_string)
            .collect();
        return Err(format!(
            "it holds at most {} of one rank, but there are {n} {} ({})",
            wanted[0],
            rank.plural(),
            these.join(" ")
        ));
    }
    if over || short > wilds {
        let show = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
        return Err(format!(
            "it is groups of {} cards, each of a rank of its own; these cards group by rank as {}",
            show(&wanted),
            show(&sizes)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn pairs() -> SpecialHand {
        SpecialHand {
            name: "pairs".into(),
            points: 2500,
            cards: 14,
            groups: vec![2; 7],
            wilds: 0,
        }
    }

    fn cards(s: &str) -> Vec<Card> {
        parse_cards("t", s).unwrap().cards()
    }

    #[test]
    fn seven_pairs_are_pairs() {
        assert_eq!(
            fits(
                &pairs(),
                &cards("hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK dK")
            ),
            Ok(())
        );
    }

    #[test]
    fn four_of_a_rank_are_not_two_pairs() {
        let e = fits(
            &pairs(),
            &cards("hA dA cA sA h5 d5 h6 d6 h8 d8 h9 d9 hK dK"),
        )
        .unwrap_err();
        assert!(e.contains("there are 4 aces (hA dA cA sA)"), "{e}");
    }

    #[test]
    fn the_number_of_cards_comes_first() {
        let e = fits(&pairs(), &cards("hA dA")).unwrap_err();
        assert!(e.contains("the melds hold 2"), "{e}");
        let any = SpecialHand {
            groups: vec![],
            ..pairs()
        };
        assert_eq!(
            fits(&any, &cards("hA dA cA sA h5 d5 h6 d6 h8 d8 h9 d9 jk s2")),
            Ok(())
        );
    }

    #[test]
    fn wild_cards_fill_groups_only_where_allowed() {
        let hand = cards("hA dA h4 d4 h5 d5 h6 d6 h8 d8 h9 d9 hK jk");
        assert!(fits(&pairs(), &hand).is_err());
        let with_wilds = SpecialHand {
            wilds: 1,
            ..pairs()
        };
        assert_eq!(fits(&with_wilds, &hand), Ok(()));
    }
}
