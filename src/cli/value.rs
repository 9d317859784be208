//! Values the command line checks itself. A value refused is data
//! (`BadValue`); clap's error carries it, and its words come from the
//! catalogue of the language chosen (`cli-*` messages): English where clap
//! writes the error itself, either language where `cli::error` does.

use std::error::Error;

use crate::i18n::tr;
use crate::i18n::{Catalog, Lang};

/// Why a value of an option was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BadValue {
    /// `--players -2`.
    NegativePlayers,
    /// `--players 99999999999`.
    TooManyPlayers,
    /// `--players four`.
    PlayersNotANumber { text: String },
    /// `--hand-number 0`: a number outside `min..=max`.
    NotInRange { value: i64, min: i64, max: i64 },
}

impl BadValue {
    /// What is wrong, and what would be right, in `cat`'s language.
    pub(crate) fn text(&self, cat: &Catalog) -> String {
        match self {
            BadValue::NegativePlayers => tr!(cat, "cli-players-negative"),
            BadValue::TooManyPlayers => tr!(cat, "cli-players-too-many"),
            BadValue::PlayersNotANumber { text } => {
                tr!(cat, "cli-players-not-a-number", text = text.as_str())
            }
            BadValue::NotInRange { value, min, max } => {
                tr!(
                    cat,
                    "cli-not-in-range",
                    value = *value,
                    min = *min,
                    max = *max
                )
            }
        }
    }
}

/// English, for clap's own rendering of the error.
impl std::fmt::Display for BadValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(&Catalog::new(Lang::En)))
    }
}

impl Error for BadValue {}

/// `--players`: a count, with a message of ours for what is none (clap
/// would take `-2` for an unknown option).
pub(crate) fn players(text: &str) -> Result<u32, BadValue> {
    text.trim()
        .parse()
        .map_err(|_| match text.trim().parse::<i128>() {
            Ok(n) if n < 0 => BadValue::NegativePlayers,
            Ok(_) => BadValue::TooManyPlayers,
            Err(_) => BadValue::PlayersNotANumber {
                text: text.to_string(),
            },
        })
}

/// A count from 1 (`--hand-number`, `--pile-size`). Not clap's ranged
/// parser, whose words are its own: a number that is none is refused as
/// Rust's parser says (`ParseIntError`, which `cli::error` words by its
/// kind), one out of range as `BadValue::NotInRange`.
pub(crate) fn positive(text: &str) -> Result<u32, Box<dyn Error + Send + Sync>> {
    let value: i64 = text.parse()?;
    match u32::try_from(value) {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(Box::new(BadValue::NotInRange {
            value,
            min: 1,
            max: u32::MAX.into(),
        })),
    }
}

/// A number of points from 0 (`--minimums`), refused as `positive`
/// refuses a count.
pub(crate) fn points(text: &str) -> Result<u32, Box<dyn Error + Send + Sync>> {
    let value: i64 = text.trim().parse()?;
    u32::try_from(value).map_err(|_| {
        Box::new(BadValue::NotInRange {
            value,
            min: 0,
            max: u32::MAX.into(),
        }) as Box<dyn Error + Send + Sync>
    })
}

/// A random seed (`club new --seed`): a whole number from 0.
pub(crate) fn seed(text: &str) -> Result<u64, Box<dyn Error + Send + Sync>> {
    let value: i64 = text.trim().parse()?;
    u64::try_from(value).map_err(|_| {
        Box::new(BadValue::NotInRange {
            value,
            min: 0,
            max: i64::MAX,
        }) as Box<dyn Error + Send + Sync>
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_refused_as_data_and_worded_in_either_language() {
        assert_eq!(players("-2"), Err(BadValue::NegativePlayers));
        assert_eq!(players(" 4 "), Ok(4));
        assert_eq!(players("99999999999"), Err(BadValue::TooManyPlayers));
        let four = players("four").unwrap_err();
        assert_eq!(
            four.to_string(),
            "`four` is not a whole number: give the number of players at the table in digits, such as 2 or 4"
        );
        assert!(
            four.text(&Catalog::new(Lang::De))
                .starts_with("`four` ist keine ganze Zahl")
        );
        assert_eq!(positive("3").unwrap(), 3);
        let zero = positive("0").unwrap_err();
        assert_eq!(zero.to_string(), "0 is not in 1..=4294967295");
        assert!(zero.downcast_ref::<BadValue>().is_some());
        assert_eq!(points("0").unwrap(), 0);
        assert_eq!(
            points("-5").unwrap_err().to_string(),
            "-5 is not in 0..=4294967295"
        );
        let word = positive("x").unwrap_err();
        assert!(word.downcast_ref::<std::num::ParseIntError>().is_some());
    }
}
