//! The lines of a hand's breakdown and the notes of a side's score, in
//! words (`score.ftl`): the library hands them over as data.

use crate::i18n::Catalog;
use crate::i18n::tr;
use canasta::card::Rank;
use canasta::score::{Colour, HandScore, How, Item, Line, Note, SideScore, Threes, Why};

/// Threes laid out (their cards, as the language writes them) or counted
/// (`×2`).
fn threes(cat: &Catalog, t: &Threes) -> String {
    match t {
        Threes::Cards(c) => cat.cards(c),
        Threes::Counted(n) => format!("×{n}"),
    }
}

/// A rank in prose, plural: "kings", "Könige" (the words every command
/// shares). A number that is no rank (a hand-edited file) is shown as it is.
pub(crate) fn ranks(cat: &Catalog, rank: u8) -> String {
    Rank::new(rank).map_or_else(|| rank.to_string(), |r| cat.ranks(r))
}

/// A canasta's rank label: its rank, or `wild` for a canasta of wild cards.
fn label(rank: Option<&str>) -> &str {
    rank.unwrap_or("wild")
}

/// One line of the breakdown in words.
pub(crate) fn line(cat: &Catalog, l: &Line) -> String {
    let mut text = item(cat, &l.item);
    if l.negated {
        text = tr!(cat, "score-negated", what = text);
    }
    if l.doubled {
        text = tr!(cat, "score-doubled", what = text);
    }
    text
}

/// What a line counts, in words.
pub(crate) fn item(cat: &Catalog, item: &Item) -> String {
    match item {
        Item::SpecialHand { name, titles } => {
            tr!(cat, "score-special-hand", name = cat.title(titles, name))
        }
        Item::Meld { cards: c } => tr!(cat, "score-meld", cards = cat.cards(c)),
        Item::Canasta { kind, rank } => {
            tr!(
                cat,
                "score-canasta",
                kind = kind,
                rank = label(rank.as_deref())
            )
        }
        Item::ConcealedCanasta { rank } => {
            tr!(
                cat,
                "score-concealed-canasta",
                rank = label(rank.as_deref())
            )
        }
        Item::IncompleteMeld { kind, cards: c } => {
            tr!(
                cat,
                "score-incomplete-meld",
                kind = kind,
                cards = cat.cards(c)
            )
        }
        counted @ (Item::CardsMelded
        | Item::CardsHeld
        | Item::CardsNet { .. }
        | Item::CountedCanasta { .. }
        | Item::CountedHandSets { .. }
        | Item::CountedIncomplete { .. }
        | Item::CountedFromHand { .. }) => counted_line(cat, counted).unwrap_or_default(),
        held @ (Item::ThreesCaught { .. }
        | Item::BlackThreesInHand { .. }
        | Item::BlackThreesScaled { .. }
        | Item::InHand { .. }
        | Item::Foot { .. }
        | Item::RedThreesInFoot { .. }
        | Item::HandSet { .. }) => held_line(cat, held).unwrap_or_default(),
        three @ (Item::SignedThrees { .. }
        | Item::BlackThrees { .. }
        | Item::RedThrees { .. }
        | Item::RedThreesMinus { .. }
        | Item::RedThreesWithCanasta { .. }
        | Item::RedThreesWithoutCanasta { .. }
        | Item::RedThreeCardValue { .. }) => threes_line(cat, three).unwrap_or_default(),
        Item::WentOut => tr!(cat, "score-went-out"),
        Item::WentOutConcealed => tr!(cat, "score-went-out-concealed"),
        Item::Penalty { reason } if reason.is_empty() => tr!(cat, "score-penalty"),
        Item::Penalty { reason } => tr!(cat, "score-penalty-reason", reason = reason),
    }
}

/// The lines a tally counts (cards as a sum, canastas, sets by their
/// number), in words; `None` for any other.
fn counted_line(cat: &Catalog, item: &Item) -> Option<String> {
    Some(match item {
        Item::CardsMelded => tr!(cat, "score-cards-melded"),
        Item::CardsHeld => tr!(cat, "score-cards-held"),
        Item::CardsNet { negative } => tr!(
            cat,
            "score-cards-net",
            negative = if *negative { "yes" } else { "no" }
        ),
        Item::CountedCanasta { kind } => tr!(cat, "score-counted-canasta", kind = kind),
        Item::CountedHandSets { min, rank, n } => tr!(
            cat,
            "score-counted-hand-sets",
            min = *min,
            ranks = ranks(cat, *rank),
            n = *n
        ),
        Item::CountedIncomplete { kind, n } => {
            tr!(cat, "score-counted-incomplete", kind = kind, n = *n)
        }
        Item::CountedFromHand { n } => tr!(cat, "score-counted-from-hand", n = *n),
        _ => return None,
    })
}

/// The lines of cards left in a hand or a foot, in words; `None` for any
/// other.
fn held_line(cat: &Catalog, item: &Item) -> Option<String> {
    Some(match item {
        Item::ThreesCaught { threes: t } => {
            tr!(cat, "score-threes-caught", threes = threes(cat, t))
        }
        Item::BlackThreesInHand { cards: c } => {
            tr!(cat, "score-black-threes-in-hand", cards = cat.cards(c))
        }
        Item::BlackThreesScaled { cards: c } => {
            tr!(cat, "score-black-threes-scaled", cards = cat.cards(c))
        }
        Item::InHand { cards: c } => tr!(cat, "score-in-hand", cards = cat.cards(c)),
        Item::Foot { player, cards: c } => {
            tr!(cat, "score-foot", player = player, cards = cat.cards(c))
        }
        Item::RedThreesInFoot {
            player: Some(player),
            threes: t,
        } => tr!(
            cat,
            "score-red-threes-in-foot",
            player = player,
            threes = threes(cat, t)
        ),
        Item::RedThreesInFoot {
            player: None,
            threes: t,
        } => tr!(cat, "score-red-threes-in-a-foot", threes = threes(cat, t)),
        Item::HandSet {
            n,
            rank,
            player: None,
        } => tr!(cat, "score-hand-set", n = *n, ranks = ranks(cat, *rank)),
        Item::HandSet {
            n,
            rank,
            player: Some(player),
        } => tr!(
            cat,
            "score-hand-set-player",
            n = *n,
            ranks = ranks(cat, *rank),
            player = player
        ),
        _ => return None,
    })
}

/// The lines that count threes laid out, in words; `None` for any other.
fn threes_line(cat: &Catalog, item: &Item) -> Option<String> {
    Some(match item {
        Item::SignedThrees {
            colour,
            threes: t,
            how,
            canastas,
        } => tr!(
            cat,
            "score-signed-threes",
            colour = match colour {
                Colour::Red => "red",
                Colour::Black => "black",
            },
            threes = threes(cat, t),
            how = match how {
                How::Plus => "plus",
                How::Nothing => "nothing",
                How::Minus => "minus",
            },
            canastas = *canastas
        ),
        Item::BlackThrees { threes: t } => tr!(cat, "score-black-threes", threes = threes(cat, t)),
        Item::RedThrees { threes: t } => tr!(cat, "score-red-threes", threes = threes(cat, t)),
        Item::RedThreesMinus { threes: t, why } => tr!(
            cat,
            "score-red-threes-minus",
            threes = threes(cat, t),
            why = match why {
                Why::NotMelded => "not-melded",
                Why::NoCanasta => "no-canasta",
                Why::FewerCanastas => "fewer-canastas",
                Why::EachNeedsOne => "each-needs-one",
            }
        ),
        Item::RedThreesWithCanasta { n } => tr!(cat, "score-red-threes-with-canasta", n = *n),
        Item::RedThreesWithoutCanasta { n } => {
            tr!(cat, "score-red-threes-without-canasta", n = *n)
        }
        Item::RedThreeCardValue { n } => tr!(cat, "score-red-three-card-value", n = *n),
        _ => return None,
    })
}

/// A note of a side's score in words.
pub(crate) fn note(cat: &Catalog, n: &Note) -> String {
    match n {
        Note::Doubled { by } => tr!(cat, "score-note-doubled", by = by),
        Note::NoCanasta => tr!(cat, "score-note-no-canasta"),
    }
}

/// The lines given their words, for JSON and YAML.
pub(crate) fn word_lines(cat: &Catalog, lines: &mut [Line]) {
    for l in lines {
        l.text = line(cat, l);
    }
}

fn word_side(cat: &Catalog, side: &mut SideScore) {
    word_lines(cat, &mut side.lines);
    side.note_texts = side.notes.iter().map(|n| note(cat, n)).collect();
}

/// A hand's score with its lines and notes in words, for JSON and YAML.
pub(crate) fn worded(cat: &Catalog, s: &HandScore) -> HandScore {
    let mut s = s.clone();
    for t in &mut s.teams {
        word_side(cat, t);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use canasta::card::Card;

    /// One of every line the breakdown can hold.
    fn every_item() -> Vec<Item> {
        let cards: Vec<Card> = vec!["hK".parse().unwrap(), "jk".parse().unwrap()];
        let threes = Threes::Counted(2);
        let mut items = vec![
            Item::SpecialHand {
                name: "garbage".into(),
                titles: [("de".to_string(), "Müll".to_string())].into(),
            },
            Item::Meld {
                cards: cards.clone(),
            },
            Item::Canasta {
                kind: "mixed".into(),
                rank: Some("Q".into()),
            },
            Item::ConcealedCanasta { rank: None },
            Item::IncompleteMeld {
                kind: "aces".into(),
                cards: cards.clone(),
            },
            Item::WentOut,
            Item::WentOutConcealed,
            Item::Penalty {
                reason: String::new(),
            },
            Item::Penalty {
                reason: "slow".into(),
            },
        ];
        items.extend(counted_items());
        items.extend(held_items(&cards, &threes));
        items.extend(three_items(&threes));
        items
    }

    /// Every line a tally counts.
    fn counted_items() -> Vec<Item> {
        vec![
            Item::CardsMelded,
            Item::CardsHeld,
            Item::CardsNet { negative: true },
            Item::CardsNet { negative: false },
            Item::CountedCanasta {
                kind: "natural".into(),
            },
            Item::CountedHandSets {
                min: 3,
                rank: 13,
                n: 1,
            },
            Item::CountedIncomplete {
                kind: "sevens".into(),
                n: 1,
            },
            Item::CountedFromHand { n: 2 },
        ]
    }

    /// Every line of cards left in a hand or a foot.
    fn held_items(cards: &[Card], threes: &Threes) -> Vec<Item> {
        vec![
            Item::ThreesCaught {
                threes: threes.clone(),
            },
            Item::BlackThreesInHand {
                cards: cards.to_vec(),
            },
            Item::BlackThreesScaled {
                cards: cards.to_vec(),
            },
            Item::InHand {
                cards: cards.to_vec(),
            },
            Item::Foot {
                player: "Ann".into(),
                cards: cards.to_vec(),
            },
            Item::RedThreesInFoot {
                player: Some("Ann".into()),
                threes: threes.clone(),
            },
            Item::RedThreesInFoot {
                player: None,
                threes: threes.clone(),
            },
            Item::HandSet {
                n: 3,
                rank: 1,
                player: None,
            },
            Item::HandSet {
                n: 3,
                rank: 7,
                player: Some("Bob".into()),
            },
        ]
    }

    /// Every line of threes laid out.
    fn three_items(threes: &Threes) -> Vec<Item> {
        let mut items = vec![
            Item::BlackThrees {
                threes: threes.clone(),
            },
            Item::RedThrees {
                threes: threes.clone(),
            },
            Item::RedThreesWithCanasta { n: 1 },
            Item::RedThreesWithoutCanasta { n: 2 },
            Item::RedThreeCardValue { n: 1 },
        ];
        for why in [
            Why::NotMelded,
            Why::NoCanasta,
            Why::FewerCanastas,
            Why::EachNeedsOne,
        ] {
            items.push(Item::RedThreesMinus {
                threes: threes.clone(),
                why,
            });
        }
        for (colour, how) in [
            (Colour::Red, How::Plus),
            (Colour::Black, How::Nothing),
            (Colour::Red, How::Minus),
        ] {
            items.push(Item::SignedThrees {
                colour,
                threes: threes.clone(),
                how,
                canastas: 1,
            });
        }
        items
    }

    #[test]
    fn every_line_has_its_words_in_both_languages() {
        for lang in Lang::ALL {
            let cat = Catalog::new(lang);
            for item in every_item() {
                let text = super::item(&cat, &item);
                // A missing message shows its id instead.
                assert!(!text.starts_with("score-"), "{lang:?} {item:?}: {text}");
                assert!(!text.is_empty(), "{lang:?} {item:?}");
            }
            for n in [Note::NoCanasta, Note::Doubled { by: "Anna".into() }] {
                assert!(!note(&cat, &n).starts_with("score-"), "{lang:?} {n:?}");
            }
        }
    }

    #[test]
    fn german_lines_say_it_in_german() {
        let de = Catalog::new(Lang::De);
        let say = |item: Item| super::item(&de, &item);
        assert_eq!(say(Item::WentOutConcealed), "verdeckt ausgemacht");
        assert_eq!(
            say(Item::Canasta {
                kind: "mixed".into(),
                rank: Some("Q".into())
            }),
            "gemischter Canasta (D)"
        );
        // Cards as German players write them; English keeps the notation.
        let court = || Item::Meld {
            cards: vec!["hJ".parse().unwrap(), "sQ".parse().unwrap()],
        };
        assert_eq!(say(court()), "Meldung ♥B ♠D");
        assert_eq!(super::item(&Catalog::new(Lang::En), &court()), "meld hJ sQ");
        assert_eq!(
            say(Item::RedThreesWithoutCanasta { n: 1 }),
            "1 rote Drei ohne Canasta"
        );
        assert_eq!(
            say(Item::HandSet {
                n: 3,
                rank: 1,
                player: Some("Bob".into())
            }),
            "3 Asse auf der Hand von Bob"
        );
        let mut line = Line {
            item: Item::InHand {
                cards: vec!["s4".parse().unwrap()],
            },
            negated: false,
            doubled: true,
            text: String::new(),
            part: canasta::score::Part::Cards,
            source: canasta::score::Source::Hand,
            points: -10,
        };
        assert_eq!(super::line(&de, &line), "auf der Hand ♠4 (verdoppelt)");
        line.negated = true;
        assert_eq!(
            super::line(&de, &line),
            "auf der Hand ♠4 (negativ: kein Canasta) (verdoppelt)"
        );
    }
}
