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

use std::fmt;
use std::ops::Range;

use crate::card::Card;
use crate::error::{Error, ErrorKind, Result};

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
    /// What the text was, for messages: `argument`, `--hand`, `We: hand`.
    pub origin: String,
    /// The text the cards were read from.
    pub text: String,
    /// Each card read, with its place.
    pub tokens: Vec<Token>,
}

impl CardList {
    /// A list built in code, with no text behind it.
    pub fn from_cards(origin: impl Into<String>, cards: &[Card]) -> CardList {
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
    pub fn error_at(&self, i: usize, kind: ErrorKind, message: String, label: &str) -> Error {
        let span = self.tokens.get(i).map_or(0..0, |t| t.span.clone());
        Error::new(kind, message).at(self.origin.clone(), self.text.clone(), span, label)
    }
}

/// Print cards in the canonical notation, space-separated.
pub fn format_cards(cards: &[Card]) -> String {
    DisplayCards(cards).to_string()
}

/// Cards shown in the canonical notation, space-separated (`format_cards`
/// without the allocation).
pub struct DisplayCards<'a>(pub &'a [Card]);

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
pub fn parse_cards(origin: &str, text: &str) -> Result<CardList> {
    let mut groups = parse_groups(origin, text, false)?;
    Ok(groups.pop().unwrap_or_else(|| CardList {
        origin: origin.to_string(),
        text: text.to_string(),
        tokens: Vec::new(),
    }))
}

/// Read one list of cards that must hold at least one card.
pub fn parse_nonempty(origin: &str, text: &str) -> Result<CardList> {
    let list = parse_cards(origin, text)?;
    if list.is_empty() {
        return Err(
            Error::new(ErrorKind::Notation, format!("{origin}: no cards given"))
                .at(origin, text, 0..text.len(), "expected cards here")
                .with_help("write cards like `h10 d10 s2`, or `jk` for a joker"),
        );
    }
    Ok(list)
}

/// Read one card.
pub fn parse_one(origin: &str, text: &str) -> Result<Card> {
    let list = parse_nonempty(origin, text)?;
    if list.len() > 1 {
        return Err(list.error_at(
            1,
            ErrorKind::Notation,
            format!("{origin}: takes one card, found {}", list.len()),
            "only one card here",
        ));
    }
    Ok(list.tokens[0].card)
}

/// Read several melds separated by `;`. Every meld must hold cards.
pub fn parse_melds(origin: &str, text: &str) -> Result<Vec<CardList>> {
    parse_groups(origin, text, true)
}

fn parse_groups(origin: &str, text: &str, melds: bool) -> Result<Vec<CardList>> {
    let err = |span: Range<usize>, message: String, label: &str, help: &str| {
        Error::new(ErrorKind::Notation, message)
            .at(origin, text, span, label)
            .with_help(help)
    };
    let mut groups = Vec::new();
    let mut current: Vec<Token> = Vec::new();
    // The position of a comma seen since the last card, to catch `h10,,d10`.
    let mut comma: Option<usize> = None;
    let mut group_start = 0;
    let mut i = 0;
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        let len = c.len_utf8();
        if c.is_whitespace() {
            i += len;
        } else if c == ',' {
            if current.is_empty() || comma.is_some() {
                return Err(err(
                    i..i + 1,
                    format!("{origin}: stray `,` in `{}`", text.trim()),
                    "a comma goes between two cards",
                    "separate cards with spaces or single commas: `h10, d10, s2`",
                ));
            }
            comma = Some(i);
            i += 1;
        } else if c == ';' {
            if !melds {
                return Err(err(
                    i..i + 1,
                    format!("{origin}: `;` separates melds, but this takes one list of cards"),
                    "not allowed here",
                    "give the cards as one list, separated by spaces or commas",
                ));
            }
            if current.is_empty() || comma.is_some() {
                let span = comma.map_or(group_start..i + 1, |p| p..p + 1);
                return Err(err(
                    span,
                    format!("{origin}: empty meld before `;`"),
                    "a meld needs cards",
                    "separate melds with `;`: `hK dK cK; hA cA d2`",
                ));
            }
            groups.push(std::mem::take(&mut current));
            group_start = i + 1;
            i += 1;
        } else {
            let start = i;
            while i < text.len() {
                let ch = text[i..].chars().next().unwrap_or(' ');
                if ch.is_whitespace() || ch == ',' || ch == ';' {
                    break;
                }
                i += ch.len_utf8();
            }
            let word = &text[start..i];
            let card: Card = word.parse().map_err(|e: crate::card::CardError| {
                err(
                    start..i,
                    format!("{origin}: {}", e.message(word)),
                    "not a card",
                    "a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order, or jk",
                )
            })?;
            current.push(Token {
                card,
                span: start..i,
            });
            comma = None;
        }
    }
    if let Some(p) = comma {
        return Err(err(
            p..p + 1,
            format!("{origin}: stray `,` at the end"),
            "nothing follows this comma",
            "a comma goes between two cards",
        ));
    }
    if current.is_empty() && !groups.is_empty() {
        return Err(err(
            group_start.saturating_sub(1)..group_start,
            format!("{origin}: empty meld after the last `;`"),
            "a meld needs cards",
            "remove the trailing `;`",
        ));
    }
    if !current.is_empty() {
        groups.push(current);
    }
    Ok(groups
        .into_iter()
        .map(|tokens| CardList {
            origin: origin.to_string(),
            text: text.to_string(),
            tokens,
        })
        .collect())
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
    fn errors_point_at_the_token() {
        let e = parse_cards("x", "h10 h14 s2").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Notation);
        assert_eq!(e.span(), Some(4..7));
        assert!(e.message().contains("rank 14 does not exist"));
        let e = parse_cards("x", "h10,,d10").unwrap_err();
        assert_eq!(e.span(), Some(4..5));
        let e = parse_cards("x", "h10; d10").unwrap_err();
        assert_eq!(e.span(), Some(3..4));
        let e = parse_melds("x", "h10 d10 s2;;hK").unwrap_err();
        assert!(e.message().contains("empty meld"));
        let e = parse_melds("x", "h10 d10 s2;").unwrap_err();
        assert!(e.message().contains("empty meld"));
        assert!(parse_nonempty("x", "  ").is_err());
        assert!(parse_one("x", "h10 d10").is_err());
    }

    #[test]
    fn empty_list_is_allowed_where_a_hand_may_be_empty() {
        assert!(parse_cards("x", "").unwrap().is_empty());
    }
}
