//! Cards and their one-token notation.
//!
//! A card is a suit letter and a rank in either order (`h10`, `10h`, `Kd`),
//! case-insensitive; a joker is `jk`, `jo`, `joker` or `*`. German tables
//! write `B` (Bube) for the jack and `D` (Dame) for the queen, and phones
//! offer the suit symbols `♥ ♦ ♣ ♠` (`♡ ♢ ♧ ♤`): both are read everywhere,
//! whatever language the tool speaks, so a file means the same cards for
//! every reader. `d` is then both a suit and a rank, but never two
//! different cards: `dd` is the queen of diamonds either way, `hd` and `dh`
//! the queen of hearts. Printing is
//! canonical (suit first, lower-case suit, `A K Q J` for the faces and digits
//! for the rest, `jk` for a joker) so that anything the tool prints can be
//! pasted back in.

use std::fmt;
use std::str::FromStr;

use serde::de::Unexpected;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The four suits. The order is the one the tool prints cards in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♥, written `h`.
    Hearts,
    /// ♦, written `d`.
    Diamonds,
    /// ♣, written `c`.
    Clubs,
    /// ♠, written `s`.
    Spades,
}

impl Suit {
    /// The four suits, in the order the tool prints cards in.
    pub const ALL: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];

    /// The suit's letter in the notation (`h`, `d`, `c`, `s`).
    pub fn letter(self) -> char {
        match self {
            Suit::Hearts => 'h',
            Suit::Diamonds => 'd',
            Suit::Clubs => 'c',
            Suit::Spades => 's',
        }
    }

    /// The suit's name for messages ("hearts").
    pub fn name(self) -> &'static str {
        match self {
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
            Suit::Spades => "spades",
        }
    }

    /// Hearts and diamonds are red.
    pub(crate) fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            'h' => Some(Suit::Hearts),
            'd' => Some(Suit::Diamonds),
            'c' => Some(Suit::Clubs),
            's' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit a symbol stands for: `♥` and `♡` are hearts, and so on.
    fn from_symbol(c: char) -> Option<Suit> {
        match c {
            '♥' | '♡' => Some(Suit::Hearts),
            '♦' | '♢' => Some(Suit::Diamonds),
            '♣' | '♧' => Some(Suit::Clubs),
            '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A token with its suit symbols written as suit letters (`♥10` → `h10`)
/// and the presentation selectors left out: emoji (U+FE0F, which phones
/// add after `♥`) and text (U+FE0E, `♥︎`), which change how a symbol is
/// drawn, never which it is. The rest of the reading sees ASCII only.
fn with_suit_letters(token: &str) -> std::borrow::Cow<'_, str> {
    if token.is_ascii() {
        return std::borrow::Cow::Borrowed(token);
    }
    std::borrow::Cow::Owned(
        token
            .chars()
            .filter(|&c| !matches!(c, '\u{fe0e}' | '\u{fe0f}'))
            .map(|c| Suit::from_symbol(c).map_or(c, Suit::letter))
            .collect(),
    )
}

/// A rank from ace (1) to king (13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The ace (1).
    pub(crate) const ACE: Rank = Rank(1);
    /// The two, a wild card.
    pub const TWO: Rank = Rank(2);
    /// The three: red ones are bonus cards, black ones block the pile.
    pub(crate) const THREE: Rank = Rank(3);

    /// The rank numbered `n` (1 the ace, 11–13 the jack, queen and king);
    /// `None` outside 1–13.
    pub fn new(n: u8) -> Option<Rank> {
        (1..=13).contains(&n).then_some(Rank(n))
    }

    /// The rank's number, 1 (ace) to 13 (king).
    pub fn number(self) -> u8 {
        self.0
    }

    /// All thirteen ranks, ace first.
    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// The rank as the tool prints it: `A`, `2`…`10`, `J`, `Q`, `K`.
    pub fn symbol(self) -> &'static str {
        const SYMBOLS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        SYMBOLS[usize::from(self.0 - 1)]
    }

    /// A rank as written in card notation: `A`, `7`, `10`, `T`, `j`, and
    /// the German `B` (Bube, jack) and `D` (Dame, queen).
    pub fn from_text(text: &str) -> Option<Rank> {
        let lower = text.to_ascii_lowercase();
        let n = match lower.as_str() {
            "a" => 1,
            "t" => 10,
            "j" | "b" => 11,
            "q" | "d" => 12,
            "k" => 13,
            digits if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                digits.parse::<u8>().ok()?
            }
            _ => return None,
        };
        Rank::new(n)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// One card: a suited card or a joker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// A card of a suit and rank.
    Suited(Suit, Rank),
    /// A joker.
    Joker,
}

impl Card {
    /// The card of this suit and rank.
    pub fn new(suit: Suit, rank: Rank) -> Card {
        Card::Suited(suit, rank)
    }

    /// The rank; `None` for a joker.
    pub fn rank(self) -> Option<Rank> {
        match self {
            Card::Suited(_, r) => Some(r),
            Card::Joker => None,
        }
    }

    /// The suit; `None` for a joker.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Suited(s, _) => Some(s),
            Card::Joker => None,
        }
    }

    /// Jokers and deuces are wild in every rule set this tool knows.
    pub(crate) fn is_wild(self) -> bool {
        matches!(self, Card::Joker | Card::Suited(_, Rank::TWO))
    }

    /// Any card but a wild one.
    pub(crate) fn is_natural(self) -> bool {
        !self.is_wild()
    }

    /// The three of hearts or of diamonds.
    pub(crate) fn is_red_three(self) -> bool {
        matches!(self, Card::Suited(s, Rank::THREE) if s.is_red())
    }

    /// The three of clubs or of spades.
    pub(crate) fn is_black_three(self) -> bool {
        matches!(self, Card::Suited(s, Rank::THREE) if !s.is_red())
    }

    /// A three of any suit.
    pub(crate) fn is_three(self) -> bool {
        self.rank() == Some(Rank::THREE)
    }

    /// A dense index 0..53 (52 suited cards, then the joker), for counting.
    pub fn index(self) -> usize {
        match self {
            Card::Suited(s, r) => s as usize * 13 + usize::from(r.0 - 1),
            Card::Joker => 52,
        }
    }

    /// The card of a dense index (`Card::index`); `None` past 52.
    pub(crate) fn from_index(i: usize) -> Option<Card> {
        match i {
            52 => Some(Card::Joker),
            0..52 => Some(Card::Suited(Suit::ALL[i / 13], Rank((i % 13) as u8 + 1))),
            _ => None,
        }
    }

    /// Every distinct card of a pack, jokers once.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..53).filter_map(Card::from_index)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Joker => f.write_str("jk"),
            Card::Suited(s, r) => write!(f, "{}{}", s.letter(), r.symbol()),
        }
    }
}

/// Why one token is not a card. The message says what would be right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardError {
    /// A suit letter is there but the rank is not 1–13 or A, T, J, Q, K.
    BadRank {
        /// What stands where the rank should.
        rank: String,
    },
    /// A rank is there but the suit letter is not h, d, c or s.
    BadSuit {
        /// What stands where the suit letter should.
        suit: String,
    },
    /// A rank alone, like `10` or `K`.
    MissingSuit,
    /// A suit letter alone, like `h`.
    MissingRank,
    /// Two cards without a space between them, like `h10d10`.
    TwoCards {
        /// The first card written.
        first: Card,
        /// The card written right after it.
        second: Card,
    },
    /// A card with characters around it that belong to no card, like `h10.`.
    Stray {
        /// The card read.
        card: Card,
        /// What is around it.
        stray: String,
    },
    /// Neither reading fits.
    NotACard,
}

impl FromStr for Card {
    type Err = CardError;

    fn from_str(token: &str) -> Result<Card, CardError> {
        let token = &*with_suit_letters(token);
        if let Some(card) = read(token) {
            return Ok(card);
        }
        if token.len() == 1 && Suit::from_letter(token.chars().next().unwrap_or(' ')).is_some() {
            return Err(CardError::MissingRank);
        }
        if Rank::from_text(token).is_some() {
            return Err(CardError::MissingSuit);
        }
        if !token.is_ascii() || token.len() < 2 {
            return Err(CardError::NotACard);
        }
        let first = token.chars().next().and_then(Suit::from_letter);
        let last = token.chars().last().and_then(Suit::from_letter);
        let (head, tail) = (&token[1..], &token[..token.len() - 1]);
        // Two cards run together (at most `joker` twice), or punctuation
        // around one card. `read` does not come back here.
        for cut in (1..token.len()).filter(|_| token.len() <= 10) {
            if let (Some(first), Some(second)) = (read(&token[..cut]), read(&token[cut..])) {
                return Err(CardError::TwoCards { first, second });
            }
        }
        let core = token.trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '*');
        if !core.is_empty()
            && core.len() < token.len()
            && let Some(card) = read(core)
        {
            let stray: String = token.chars().filter(|c| !core.contains(*c)).collect();
            return Err(CardError::Stray { card, stray });
        }
        // Say which half is wrong when the other half reads well.
        let short = |t: &str| looks_like_rank(t) || t.len() <= 2;
        match (first, last) {
            (Some(_), _) if short(head) => Err(CardError::BadRank { rank: head.into() }),
            (_, Some(_)) if short(tail) => Err(CardError::BadRank { rank: tail.into() }),
            (None, None) if Rank::from_text(tail).is_some() => Err(CardError::BadSuit {
                suit: token[token.len() - 1..].into(),
            }),
            (None, None) if Rank::from_text(head).is_some() => Err(CardError::BadSuit {
                suit: token[..1].into(),
            }),
            _ => Err(CardError::NotACard),
        }
    }
}

/// A well-formed card token, or nothing: a joker alias, suit then rank, or
/// rank then suit.
fn read(token: &str) -> Option<Card> {
    let lower = token.to_ascii_lowercase();
    if matches!(lower.as_str(), "jk" | "jo" | "joker" | "*") {
        return Some(Card::Joker);
    }
    if !token.is_ascii() || token.len() < 2 {
        return None;
    }
    let (head, tail) = (&token[1..], &token[..token.len() - 1]);
    // Suit first is the common form; suit last covers `10h`, `Kd`, `As`.
    if let Some(suit) = token.chars().next().and_then(Suit::from_letter)
        && let Some(rank) = Rank::from_text(head)
    {
        return Some(Card::Suited(suit, rank));
    }
    let suit = token.chars().last().and_then(Suit::from_letter)?;
    Rank::from_text(tail).map(|rank| Card::Suited(suit, rank))
}

pub(crate) fn looks_like_rank(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a card: a suit and a rank like h10, dK, As, or jk for a joker")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Card, E> {
                v.parse()
                    .map_err(|_: CardError| E::invalid_value(Unexpected::Str(v), &self))
            }
        }
        deserializer.deserialize_str(Visit)
    }
}

/// A suit as the card notation writes it: `h`, `d`, `c`, `s`.
impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.letter())
    }
}

/// Rule files name ranks as people write them: `A`, `7`, `K` (or 1 to 13).
impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.symbol())
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rank, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = Rank;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a rank: A, 2 to 10, J, Q or K")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Rank, E> {
                Rank::from_text(v.trim()).ok_or_else(|| E::invalid_value(Unexpected::Str(v), &self))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Rank, E> {
                u8::try_from(v)
                    .ok()
                    .and_then(Rank::new)
                    .ok_or_else(|| E::invalid_value(Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Rank, E> {
                match u64::try_from(v) {
                    Ok(v) => self.visit_u64(v),
                    Err(_) => Err(E::invalid_value(Unexpected::Signed(v), &self)),
                }
            }
        }
        deserializer.deserialize_any(Visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn cards_and_ranks_read_through_serde_and_refuse_as_typed_values() {
        use crate::yaml::{Expected, Found, ProblemKind};
        let card: Card = serde_json::from_str("\"Bh\"").unwrap();
        assert_eq!(card, "hJ".parse().unwrap());
        let rank: Rank = serde_json::from_str("12").unwrap();
        assert_eq!(rank, Rank::from_text("Q").unwrap());
        let read = |yaml: &str| {
            let tree = crate::yaml::parse("f.yaml", yaml, crate::ErrorKind::Round)
                .unwrap()
                .unwrap();
            let card = Card::deserialize(crate::yaml::NodeDeserializer::new(&tree));
            let rank = Rank::deserialize(crate::yaml::NodeDeserializer::new(&tree));
            (
                card.unwrap_err().kind.clone(),
                rank.unwrap_err().kind.clone(),
            )
        };
        assert_eq!(
            read("h14\n"),
            (
                ProblemKind::InvalidValue {
                    found: Found::text("h14"),
                    expected: Expected::Card,
                },
                ProblemKind::InvalidValue {
                    found: Found::text("h14"),
                    expected: Expected::Rank,
                }
            )
        );
        let (_, rank) = read("0\n");
        assert_eq!(
            rank,
            ProblemKind::InvalidValue {
                found: Found::Integer { text: "0".into() },
                expected: Expected::Rank,
            }
        );
    }

    #[test]
    fn both_orders_and_cases_read_the_same() {
        for (a, b) in [
            ("h10", "10h"),
            ("H10", "h10"),
            ("d13", "dK"),
            ("Kd", "dk"),
            ("s1", "sA"),
            ("As", "s1"),
            ("c11", "cJ"),
            ("s12", "sQ"),
            ("ht", "h10"),
            ("Th", "h10"),
        ] {
            assert_eq!(card(a), card(b), "{a} vs {b}");
        }
    }

    #[test]
    fn german_letters_and_suit_symbols_read_as_the_same_cards() {
        for (a, b) in [
            ("hB", "hJ"),
            ("Bh", "hJ"),
            ("sD", "sQ"),
            ("dD", "dQ"),
            ("Dd", "dQ"),
            ("dd", "dQ"),
            ("hd", "hQ"),
            ("dh", "hQ"),
            ("Bd", "dJ"),
            ("dB", "dJ"),
            ("♥10", "h10"),
            ("10♥", "h10"),
            ("K♠", "sK"),
            ("♡B", "hJ"),
            ("♢D", "dQ"),
            ("♧A", "cA"),
            ("♤7", "s7"),
            ("♦\u{fe0f}K", "dK"),
            ("♥\u{fe0e}K", "hK"),
            ("K♠\u{fe0e}", "sK"),
            ("Kd", "dK"),
        ] {
            assert_eq!(card(a), card(b), "{a} vs {b}");
        }
    }

    #[test]
    fn every_card_in_every_spelling_reads_back_as_itself() {
        let suits = [
            (Suit::Hearts, ["h", "H", "♥", "♡"]),
            (Suit::Diamonds, ["d", "D", "♦", "♢"]),
            (Suit::Clubs, ["c", "C", "♣", "♧"]),
            (Suit::Spades, ["s", "S", "♠", "♤"]),
        ];
        let ranks: [(u8, &[&str]); 13] = [
            (1, &["1", "a", "A"]),
            (2, &["2"]),
            (3, &["3"]),
            (4, &["4"]),
            (5, &["5"]),
            (6, &["6"]),
            (7, &["7"]),
            (8, &["8"]),
            (9, &["9"]),
            (10, &["10", "t", "T"]),
            (11, &["11", "j", "J", "b", "B"]),
            (12, &["12", "q", "Q", "d", "D"]),
            (13, &["13", "k", "K"]),
        ];
        for (suit, suit_spellings) in suits {
            for (n, rank_spellings) in ranks {
                let want = Card::new(suit, Rank::new(n).unwrap());
                for s in suit_spellings {
                    for r in rank_spellings {
                        assert_eq!(card(&format!("{s}{r}")), want, "{s}{r}");
                        assert_eq!(card(&format!("{r}{s}")), want, "{r}{s}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_suit_symbol_with_a_bad_rank_names_the_rank() {
        assert_eq!(
            "♥14".parse::<Card>(),
            Err(CardError::BadRank { rank: "14".into() })
        );
        assert_eq!("♥".parse::<Card>(), Err(CardError::MissingRank));
    }

    #[test]
    fn joker_aliases() {
        for t in ["jk", "JK", "jo", "joker", "Joker", "*"] {
            assert_eq!(card(t), Card::Joker, "{t}");
        }
    }

    #[test]
    fn printing_is_canonical_and_reads_back() {
        for c in Card::all() {
            let printed = c.to_string();
            assert_eq!(card(&printed), c);
        }
        assert_eq!(card("10h").to_string(), "h10");
        assert_eq!(card("Kd").to_string(), "dK");
        assert_eq!(card("s1").to_string(), "sA");
    }

    #[test]
    fn wild_and_threes() {
        assert!(card("jk").is_wild());
        assert!(card("c2").is_wild());
        assert!(!card("cA").is_wild());
        assert!(card("h3").is_red_three());
        assert!(card("d3").is_red_three());
        assert!(card("s3").is_black_three());
        assert!(!card("s3").is_red_three());
    }

    #[test]
    fn bad_tokens_say_what_is_wrong() {
        assert_eq!(
            "h14".parse::<Card>(),
            Err(CardError::BadRank { rank: "14".into() })
        );
        let said = |token: &str| {
            crate::notation::NotationFault::of_card(token.parse::<Card>().unwrap_err(), token)
        };
        assert_eq!(
            said("h14"),
            crate::notation::NotationFault::NoSuchRank {
                token: "h14".into(),
                rank: "14".into()
            }
        );
        assert_eq!(
            "x5".parse::<Card>(),
            Err(CardError::BadSuit { suit: "x".into() })
        );
        assert_eq!(
            "5x".parse::<Card>(),
            Err(CardError::BadSuit { suit: "x".into() })
        );
        assert_eq!(
            "h0".parse::<Card>(),
            Err(CardError::BadRank { rank: "0".into() })
        );
        assert_eq!("hello".parse::<Card>(), Err(CardError::NotACard));
        assert_eq!("h".parse::<Card>(), Err(CardError::MissingRank));
        assert_eq!("10".parse::<Card>(), Err(CardError::MissingSuit));
        assert_eq!(
            "h10d10".parse::<Card>(),
            Err(CardError::TwoCards {
                first: card("h10"),
                second: card("d10")
            })
        );
        assert_eq!(
            "h10.".parse::<Card>(),
            Err(CardError::Stray {
                card: card("h10"),
                stray: ".".into()
            })
        );
        assert_eq!("ä5".parse::<Card>(), Err(CardError::NotACard));
        // A sign is not a digit: `+5` is not "rank 5".
        assert_eq!(
            said("h+5"),
            crate::notation::NotationFault::NotARank {
                token: "h+5".into(),
                rank: "+5".into()
            }
        );
        assert_eq!(
            said("h99999999999"),
            crate::notation::NotationFault::NoSuchRank {
                token: "h99999999999".into(),
                rank: "99999999999".into()
            }
        );
    }

    /// A long token is rejected at once (no search over ways to split it).
    #[test]
    fn long_tokens_are_cheap() {
        let long = format!("{}10", "h".repeat(100_000));
        assert_eq!(long.parse::<Card>(), Err(CardError::NotACard));
        let digits = "1".repeat(100_000);
        assert!(digits.parse::<Card>().is_err());
    }

    #[test]
    fn index_round_trips() {
        for i in 0..53 {
            assert_eq!(Card::from_index(i).unwrap().index(), i);
        }
        assert_eq!(Card::from_index(53), None);
    }
}
