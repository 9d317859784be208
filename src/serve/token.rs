//! The secret of a link: random bits from the operating system, written
//! as hex, and compared in constant time.

use crate::fault::FrontFault;
use canasta::error::{Error, ErrorKind, Result};

/// How many random bytes a token holds: 160 bits, past guessing over any
/// network.
const BYTES: usize = 20;

/// A link's secret.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Token(String);

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A token is never printed by accident (a test's failure, a log).
        f.write_str("Token(…)")
    }
}

impl Token {
    /// A new token from the operating system's random source.
    pub(crate) fn new() -> Result<Token> {
        let mut bytes = [0u8; BYTES];
        getrandom::fill(&mut bytes).map_err(|e| {
            Error::new(
                ErrorKind::Io,
                FrontFault::CannotServe {
                    cause: e.to_string(),
                },
            )
        })?;
        Ok(Token(bytes.iter().map(|b| format!("{b:02x}")).collect()))
    }

    /// A token kept from an earlier run of the pad, if `hex` is one (as
    /// many hex digits as a new one has).
    pub(crate) fn parse(hex: &str) -> Option<Token> {
        (hex.len() == BYTES * 2 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| Token(hex.to_ascii_lowercase()))
    }

    /// The token as links carry it.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `presented` is this token. Every byte is looked at whatever
    /// the others are, so the time taken tells nothing of how much of a
    /// guess was right.
    pub(crate) fn matches(&self, presented: &str) -> bool {
        same(self.0.as_bytes(), presented.as_bytes())
    }
}

/// Constant-time equality of two byte strings: the time depends on their
/// lengths alone (a token's length is no secret).
fn same(a: &[u8], b: &[u8]) -> bool {
    let mut differ = u8::from(a.len() != b.len());
    for (i, x) in a.iter().enumerate() {
        let y = b.get(i).copied().unwrap_or(!*x);
        differ |= std::hint::black_box(x ^ y);
    }
    differ == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_hex_and_differ() {
        let a = Token::new().unwrap();
        let b = Token::new().unwrap();
        assert_eq!(a.as_str().len() * 4, BYTES * 8);
        const { assert!(BYTES * 8 >= 128) };
        assert!(a.as_str().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(Token::parse(a.as_str()), Some(a.clone()));
        assert_eq!(Token::parse(&a.as_str()[1..]), None);
        assert_eq!(Token::parse(&"g".repeat(BYTES * 2)), None);
    }

    #[test]
    fn only_the_whole_token_matches() {
        let t = Token::new().unwrap();
        assert!(t.matches(t.as_str()));
        let s = t.as_str();
        assert!(!t.matches(&s[..s.len() - 1]));
        assert!(!t.matches(&format!("{s}0")));
        assert!(!t.matches(""));
        let mut flipped = s.to_string().into_bytes();
        flipped[5] = if flipped[5] == b'a' { b'b' } else { b'a' };
        assert!(!t.matches(std::str::from_utf8(&flipped).unwrap()));
        assert!(same(b"", b""));
    }
}
