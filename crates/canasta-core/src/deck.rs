//! What one deck of a rule set can hold, and the check that a set of cards
//! given to the tool could all come from it.

use crate::card::Card;
use crate::error::{ErrorKind, Label, ListOf, Result, faults, worded};

faults! {
    /// Cards one deck of the rule set cannot hold.
    pub enum DeckFault {
        /// More jokers than the deck holds: `given` of them, `limit` in
        /// the `size`-card deck of `rules`.
        TooManyJokers { given: u32, size: u32, rules: String, limit: u32 } => "too_many_jokers",
        /// More copies of `card` than the deck holds.
        TooManyCopies { given: u32, card: Card, size: u32, rules: String, limit: u32 } => "too_many_copies",
    }
}

crate::error::worded! {
    fault DeckFault,
}

faults! {
    /// A deck as a help line describes it: `packs` packs of 52 cards and
    /// `jokers` jokers, `copies` of each card.
    #[derive(Copy)]
    pub enum DeckMade {
        Made { packs: u32, jokers: u32, copies: u32 } => "made",
    }
}

faults! {
    /// The packs of a rule set's deck for a number of players.
    #[derive(Copy)]
    pub enum PacksFor {
        Players { players: u32, packs: u32 } => "players",
    }
}

faults! {
    /// What the deck is made of, and how to get another, as a help line
    /// says it.
    pub enum DeckHint {
        /// A deck that grows with the table, `per` packs per player.
        DeckGrows { rules: String, per: u32, players: u32, deck: DeckMade } => "deck_grows",
        /// A deck that has other packs for the player counts of `others`.
        DeckByPlayers { rules: String, players: u32, deck: DeckMade, others: ListOf<PacksFor> } => "deck_by_players",
        Deck { rules: String, deck: DeckMade } => "deck",
    }
}

worded! {
    DeckMade => "deck",
    PacksFor => "packs-for",
    hint DeckHint,
}

use crate::notation::CardList;
use crate::rules::RuleSet;

/// How many copies of `card` the rule set's deck holds.
pub fn copies(rules: &RuleSet, card: Card) -> u32 {
    match card {
        Card::Joker => rules.jokers(),
        Card::Suited(..) => rules.copies_of_each(),
    }
}

/// Every card of every list together must fit in one deck. The error points
/// at the first copy too many and names both counts.
pub fn check(rules: &RuleSet, lists: &[&CardList]) -> Result<()> {
    let mut seen = [0u32; 53];
    let totals = {
        let mut t = [0u32; 53];
        for l in lists {
            for tok in &l.tokens {
                t[tok.card.index()] += 1;
            }
        }
        t
    };
    for l in lists {
        for (i, tok) in l.tokens.iter().enumerate() {
            let idx = tok.card.index();
            seen[idx] += 1;
            let limit = copies(rules, tok.card);
            // `>` and not `== limit + 1`: a house deck of u32::MAX packs must not overflow.
            if seen[idx] > limit {
                // Only a house deck without jokers gets here with a single card.
                let (given, size, name) = (totals[idx], rules.deck_size(), rules.name.clone());
                let fault = match tok.card {
                    Card::Joker => DeckFault::TooManyJokers {
                        given,
                        size,
                        rules: name,
                        limit,
                    },
                    card @ Card::Suited(..) => DeckFault::TooManyCopies {
                        given,
                        card,
                        size,
                        rules: name,
                        limit,
                    },
                };
                return Err(l
                    .error_at(i, ErrorKind::ImpossibleCards, fault, Label::OneTooMany)
                    .with_help(help(rules)));
            }
        }
    }
    Ok(())
}

/// What the deck is made of, and how to get a bigger one where there is one.
fn help(rules: &RuleSet) -> DeckHint {
    let deck = DeckMade::Made {
        packs: rules.packs(),
        jokers: rules.jokers(),
        copies: rules.copies_of_each(),
    };
    let name = rules.name.clone();
    let players = rules.players.count;
    if let Some(per) = rules.deck.packs_per_player {
        return DeckHint::DeckGrows {
            rules: name,
            per,
            players,
            deck,
        };
    }
    let others: Vec<PacksFor> = rules
        .deck
        .packs_by_players
        .iter()
        .filter(|(n, _)| *n != players)
        .map(|(n, packs)| PacksFor::Players { players: n, packs })
        .collect();
    if others.is_empty() {
        DeckHint::Deck { rules: name, deck }
    } else {
        DeckHint::DeckByPlayers {
            rules: name,
            players,
            deck,
            others: ListOf(others),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;
    use crate::rules::load;

    #[test]
    fn three_copies_do_not_fit_in_two_packs() {
        let r = load("classic").unwrap();
        let l = parse_cards("x", "h10 h10 s2 h10").unwrap();
        let e = check(&r, &[&l]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::ImpossibleCards);
        assert_eq!(e.span(), Some(11..14));
        assert!(
            matches!(
                e.fault(),
                Some(DeckFault::TooManyCopies {
                    given: 3,
                    limit: 2,
                    ..
                })
            ),
            "{e}"
        );
    }

    #[test]
    fn counts_across_lists_and_jokers() {
        let r = load("classic").unwrap();
        let a = parse_cards("a", "jk jk jk").unwrap();
        let b = parse_cards("b", "jk jk").unwrap();
        let e = check(&r, &[&a, &b]).unwrap_err();
        assert!(
            matches!(e.fault(), Some(DeckFault::TooManyJokers { given: 5, .. })),
            "{e}"
        );
        assert!(check(&r, &[&a]).is_ok());
        let six = load("classic-6p").unwrap();
        let l = parse_cards("x", "h10 h10 h10").unwrap();
        assert!(check(&six, &[&l]).is_ok());
    }

    #[test]
    fn a_deck_of_absurd_size_does_not_overflow() {
        let r = crate::rules::from_yaml("huge", "extends: classic\ndeck:\n  packs: 1000000000\n")
            .unwrap();
        let l = parse_cards("x", "h10 h10 h10 jk jk jk jk jk").unwrap();
        assert!(check(&r, &[&l]).is_ok());
        let none =
            crate::rules::from_yaml("none", "extends: classic\ndeck:\n  jokers_per_pack: 0\n")
                .unwrap();
        let jokers = parse_cards("x", "h10 jk").unwrap();
        let e = check(&none, &[&jokers]).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&DeckFault::TooManyJokers {
                given: 1,
                size: 104,
                rules: "none".into(),
                limit: 0
            })
        );
    }

    #[test]
    fn six_player_decks() {
        let six = load("classic-6p").unwrap();
        let l = parse_cards("x", "h10 h10 h10").unwrap();
        assert!(check(&six, &[&l]).is_ok());
    }
}
