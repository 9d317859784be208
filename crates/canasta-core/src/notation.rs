//! Lists of cards in the compact notation, with the position of every token
//! so that errors can point at it.
//!
//! Grammar (see docs/notation.md):
//! ```text
//! melds     = meld *( ";" meld )
//! meld      = card *( separator card )
//! separator = 1*space / *space "," *space
//! card      = suit rank / rank suit / joker
//! ```

mod groups;

use std::fmt;
use std::ops::Range;

use crate::card::{Card, CardError, Rank, Suit};
use crate::error::{Error, ErrorKind, Hint, Label, Origin, Result, faults};
use groups::Groups;

faults! {
    /// What is wrong with a list of cards.
    pub enum NotationFault {
        NoCards => "no_cards",
        /// Several cards where one is wanted.
        OneCardOnly { found: usize } => "one_card_only",
        /// Two commas in a row, or one before the first card.
        StrayComma { text: String } => "stray_comma",
        TrailingComma => "trailing_comma",
        /// A `;` in a list that holds one meld.
        SemicolonInList => "semicolon_in_list",
        EmptyMeld => "empty_meld",
        EmptyLastMeld => "empty_last_meld",
        /// Digits for a rank, but no rank has that number.
        NoSuchRank { token: String, rank: String } => "no_such_rank",
        NotARank { token: String, rank: String } => "not_a_rank",
        NotASuit { token: String, suit: String } => "not_a_suit",
        MissingSuit { token: String } => "missing_suit",
        MissingRank { token: String } => "missing_rank",
        TwoCards { token: String, first: Card, second: Card } => "two_cards",
        Stray { token: String, stray: String, card: Card } => "stray",
        NotACard { token: String } => "not_a_card",
        /// A German suit's first letters where the notation wants `h d c
        /// s` (`pD`, `krB`, `he10`): `letters` as written, the `suit`'s
        /// letter they stand for, and the `card` meant.
        GermanSuit { token: String, letters: String, suit: String, card: Card } => "german_suit",
        /// `k` beside a rank that needs a suit (`kB`): Kreuz or Karo, the
        /// card it would be in either suit.
        KreuzOrKaro { token: String, clubs: Card, diamonds: Card } => "kreuz_or_karo",
    }
}

crate::error::worded! {
    fault NotationFault,
}

impl NotationFault {
    /// Why `token` is not a card.
    pub(crate) fn of_card(e: CardError, token: &str) -> NotationFault {
        if let Some(fault) = german_suit(token) {
            return fault;
        }
        let token = token.to_string();
        match e {
            // Digits only: a sign or a dot makes it no number at all.
            CardError::BadRank { rank } if crate::card::looks_like_rank(&rank) => {
                let n = rank.trim_start_matches('0');
                let rank = if n.is_empty() { "0" } else { n }.to_string();
                NotationFault::NoSuchRank { token, rank }
            }
            CardError::BadRank { rank } => NotationFault::NotARank { token, rank },
            CardError::BadSuit { suit } => NotationFault::NotASuit { token, suit },
            CardError::MissingSuit => NotationFault::MissingSuit { token },
            CardError::MissingRank => NotationFault::MissingRank { token },
            CardError::TwoCards { first, second } => NotationFault::TwoCards {
                token,
                first,
                second,
            },
            CardError::Stray { card, stray } => NotationFault::Stray { token, stray, card },
            CardError::NotACard => NotationFault::NotACard { token },
        }
    }
}

/// The first letters of the German suits as a German table writes them
/// (Pik, Herz, Karo, Kreuz), longest first, each with the suits it may
/// mean: `k` alone is Kreuz or Karo.
const GERMAN_SUITS: &[(&str, &[Suit])] = &[
    ("kreuz", &[Suit::Clubs]),
    ("karo", &[Suit::Diamonds]),
    ("herz", &[Suit::Hearts]),
    ("pik", &[Suit::Spades]),
    ("kr", &[Suit::Clubs]),
    ("ka", &[Suit::Diamonds]),
    ("pi", &[Suit::Spades]),
    ("he", &[Suit::Hearts]),
    ("p", &[Suit::Spades]),
    ("k", &[Suit::Clubs, Suit::Diamonds]),
];

/// A token that is not a card but reads as a German suit's letters and a
/// rank (`pD`, `Dp`, `krB`, `kB`): which suit letter is meant, so that the
/// message names it rather than blaming the other letter.
fn german_suit(token: &str) -> Option<NotationFault> {
    // ASCII case only: the letters keep their places in `token`.
    let lower = token.to_ascii_lowercase();
    GERMAN_SUITS.iter().find_map(|(letters, suits)| {
        let (said, rank) = if let Some(rank) = lower.strip_prefix(letters) {
            (&token[..letters.len()], rank)
        } else {
            let rank = lower.strip_suffix(letters)?;
            (&token[rank.len()..], rank)
        };
        let rank = Rank::from_text(rank)?;
        Some(match suits {
            [one] => NotationFault::GermanSuit {
                token: token.to_string(),
                letters: said.to_string(),
                suit: one.letter().to_string(),
                card: Card::new(*one, rank),
            },
            _ => NotationFault::KreuzOrKaro {
                token: token.to_string(),
                clubs: Card::new(Suit::Clubs, rank),
                diamonds: Card::new(Suit::Diamonds, rank),
            },
        })
    })
}

/// One card and where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The card.
    pub card: Card,
    /// Where it is written: a byte range of the list's text.
    pub span: Range<usize>,
}

/// Cards read from one piece of text (an argument, a field of a file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardList {
    /// Where the text came from: an argument, a field of a file.
    pub origin: Origin,
    /// The text the cards were read from.
    pub text: String,
    /// Each card read, with its place.
    pub tokens: Vec<Token>,
}

impl CardList {
    /// A list built in code, with no text behind it.
    pub fn from_cards(origin: impl Into<Origin>, cards: &[Card]) -> CardList {
        let mut text = String::new();
        let mut tokens = Vec::new();
        for c in cards {
            if !text.is_empty() {
                text.push(' ');
            }
            let start = text.len();
            text.push_str(&c.to_string());
            tokens.push(Token {
                card: *c,
                span: start..text.len(),
            });
        }
        CardList {
            origin: origin.into(),
            text,
            tokens,
        }
    }

    /// The cards, in the order written.
    pub fn cards(&self) -> Vec<Card> {
        self.tokens.iter().map(|t| t.card).collect()
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// No card at all.
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }

    /// An error pointing at token `i` of this list.
    pub fn error_at(
        &self,
        i: usize,
        kind: ErrorKind,
        fault: impl Into<crate::error::Fault>,
        label: impl Into<Label>,
    ) -> Error {
        let span = self.tokens.get(i).map_or(0..0, |t| t.span.clone());
        Error::new(kind, fault).at(self.origin.clone(), self.text.clone(), span, label)
    }
}

/// Print cards in the canonical notation, space-separated.
pub fn format_cards(cards: &[Card]) -> String {
    DisplayCards(cards).to_string()
}

/// Cards shown in the canonical notation, space-separated (`format_cards`
/// without the allocation).
pub(crate) struct DisplayCards<'a>(pub &'a [Card]);

impl fmt::Display for DisplayCards<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Read one list of cards; `;` is not allowed. An empty list is allowed
/// (a hand may be empty); callers that need cards say so.
///
/// ```
/// use canasta::card::{Card, Rank, Suit};
/// use canasta::notation::{format_cards, parse_cards};
///
/// let list = parse_cards("--hand", "h10 Kd, jk")?;
/// let ten = Card::new(Suit::Hearts, Rank::new(10).unwrap());
/// assert_eq!(list.cards()[0], ten);
/// assert_eq!(list.tokens[1].span, 4..6);
/// assert_eq!(format_cards(&list.cards()), "h10 dK jk");
///
/// // A bad token is an error that points at it.
/// let err = parse_cards("--hand", "h10 x7").unwrap_err();
/// assert_eq!(err.span(), Some(4..6));
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn parse_cards(origin: impl Into<Origin>, text: &str) -> Result<CardList> {
    let origin = origin.into();
    let mut groups = Groups::read(&origin, text, false)?;
    Ok(groups.pop().unwrap_or_else(|| CardList {
        origin,
        text: text.to_string(),
        tokens: Vec::new(),
    }))
}

/// Read one list of cards that must hold at least one card.
pub fn parse_nonempty(origin: impl Into<Origin>, text: &str) -> Result<CardList> {
    let origin = origin.into();
    let list = parse_cards(origin.clone(), text)?;
    if list.is_empty() {
        return Err(Error::new(ErrorKind::Notation, NotationFault::NoCards)
            .at(origin.clone(), text, 0..text.len(), Label::ExpectedCards)
            .within(origin)
            .with_help(Hint::WriteCards));
    }
    Ok(list)
}

/// Read one card.
pub fn parse_one(origin: impl Into<Origin>, text: &str) -> Result<Card> {
    let list = parse_nonempty(origin, text)?;
    if list.len() > 1 {
        return Err(list
            .error_at(
                1,
                ErrorKind::Notation,
                NotationFault::OneCardOnly { found: list.len() },
                Label::OnlyOneCard,
            )
            .within(list.origin.clone()));
    }
    Ok(list.tokens[0].card)
}

/// Read several melds separated by `;`. Every meld must hold cards.
pub fn parse_melds(origin: impl Into<Origin>, text: &str) -> Result<Vec<CardList>> {
    Groups::read(&origin.into(), text, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_and_commas() {
        let l = parse_cards("x", "h10 d10,s2 ,  jk").unwrap();
        assert_eq!(format_cards(&l.cards()), "h10 d10 s2 jk");
        assert_eq!(l.tokens[1].span, 4..7);
    }

    #[test]
    fn melds_split_on_semicolon() {
        let m = parse_melds("x", "hK dK cK; hA cA d2").unwrap();
        assert_eq!(m.len(), 2);
        assert_eq!(format_cards(&m[1].cards()), "hA cA d2");
    }

    #[test]
    fn german_suit_letters_name_the_suit_meant() {
        let fault = |text: &str| {
            parse_cards("x", text)
                .unwrap_err()
                .fault::<NotationFault>()
                .cloned()
                .expect("a notation fault")
        };
        let card = |t: &str| t.parse::<Card>().unwrap();
        assert_eq!(
            fault("pD"),
            NotationFault::GermanSuit {
                token: "pD".into(),
                letters: "p".into(),
                suit: "s".into(),
                card: card("sQ"),
            }
        );
        assert_eq!(
            fault("h4 Dp"),
            NotationFault::GermanSuit {
                token: "Dp".into(),
                letters: "p".into(),
                suit: "s".into(),
                card: card("sQ"),
            }
        );
        for (token, letters, suit, meant) in [
            ("krB", "kr", "c", "cJ"),
            ("KaD", "Ka", "d", "dQ"),
            ("pi10", "pi", "s", "s10"),
            ("he7", "he", "h", "h7"),
            ("Kreuz9", "Kreuz", "c", "c9"),
        ] {
            assert_eq!(
                fault(token),
                NotationFault::GermanSuit {
                    token: token.into(),
                    letters: letters.into(),
                    suit: suit.into(),
                    card: card(meant),
                },
                "{token}"
            );
        }
        assert_eq!(
            fault("kB"),
            NotationFault::KreuzOrKaro {
                token: "kB".into(),
                clubs: card("cJ"),
                diamonds: card("dJ"),
            }
        );
        // `kD` is a card (the king of diamonds), as the notation reads it;
        // a word with no rank is still no card.
        assert!(parse_cards("x", "kD").is_ok());
        assert!(matches!(fault("herz"), NotationFault::NotACard { .. }));
    }

    #[test]
    fn errors_point_at_the_token() {
        let e = parse_cards("x", "h10 h14 s2").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Notation);
        assert_eq!(e.span(), Some(4..7));
        assert_eq!(
            e.fault(),
            Some(&NotationFault::NoSuchRank {
                token: "h14".into(),
                rank: "14".into()
            })
        );
        assert_eq!(e.places(), [Origin::from("x")]);
        let e = parse_cards("x", "h10,,d10").unwrap_err();
        assert_eq!(e.span(), Some(4..5));
        let e = parse_cards("x", "h10; d10").unwrap_err();
        assert_eq!(e.span(), Some(3..4));
        let e = parse_melds("x", "h10 d10 s2;;hK").unwrap_err();
        assert_eq!(e.code(), "empty_meld");
        let e = parse_melds("x", "h10 d10 s2;").unwrap_err();
        assert_eq!(e.code(), "empty_last_meld");
        assert!(parse_nonempty("x", "  ").is_err());
        assert!(parse_one("x", "h10 d10").is_err());
    }

    #[test]
    fn empty_list_is_allowed_where_a_hand_may_be_empty() {
        assert!(parse_cards("x", "").unwrap().is_empty());
    }
}
