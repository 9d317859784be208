//! Whether cards laid at once are a rule set's special hand: its number of
//! cards and, where the rule set gives one, its shape.

use std::collections::BTreeMap;

use crate::card::{Card, Rank};
use crate::rules::SpecialHand;

crate::error::faults! {
    /// Why cards are not a special hand.
    pub enum SpecialHandFault {
        /// The hand is `cards` cards; the melds hold `count`.
        Size { cards: u32, count: u32 } => "size",
        /// At most `most` wild cards; these are `count`.
        Wilds { most: u32, count: u32 } => "wilds",
        /// At most `most` of one rank; there are `count` of `rank`.
        Rank { most: u32, count: u32, rank: Rank, cards: Vec<Card> } => "rank",
        /// Groups of `groups` cards; the cards group as `sizes`.
        Groups { groups: String, sizes: String } => "groups",
    }
}

crate::error::worded! {
    SpecialHandFault => "special-hand",
}

/// `Err` says what is wrong.
pub fn fits(special: &SpecialHand, cards: &[Card]) -> Result<(), SpecialHandFault> {
    let count = cards.len() as u32;
    if count != special.cards {
        return Err(SpecialHandFault::Size {
            cards: special.cards,
            count,
        });
    }
    if special.groups.is_empty() {
        return Ok(());
    }
    let wilds = cards.iter().filter(|c| c.is_wild()).count() as u32;
    if wilds > special.wilds {
        return Err(SpecialHandFault::Wilds {
            most: special.wilds,
            count: wilds,
        });
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
        let these: Vec<Card> = cards
            .iter()
            .filter(|c| c.rank() == Some(*rank) && c.is_natural())
            .copied()
            .collect();
        return Err(SpecialHandFault::Rank {
            most: wanted[0],
            count: *n,
            rank: *rank,
            cards: these,
        });
    }
    if over || short > wilds {
        let show = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
        return Err(SpecialHandFault::Groups {
            groups: show(&wanted),
            sizes: show(&sizes),
        });
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
        assert_eq!(
            e,
            SpecialHandFault::Rank {
                most: 2,
                count: 4,
                rank: Rank::ACE,
                cards: cards("hA dA cA sA"),
            }
        );
    }

    #[test]
    fn the_number_of_cards_comes_first() {
        let e = fits(&pairs(), &cards("hA dA")).unwrap_err();
        assert_eq!(
            e,
            SpecialHandFault::Size {
                cards: 14,
                count: 2
            }
        );
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
