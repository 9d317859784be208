//! A side's points as a paper pad holds them: bonus and card points, or
//! the hand's total alone.

use crate::sheet::fault::SheetFault;
use crate::sheet::hand::Entry;

/// A side's points as a paper pad holds them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Points {
    /// Bonus and card points apart (`600,345`); their sum fits a number.
    Split {
        /// The bonus points.
        bonus: i64,
        /// The card points.
        cards: i64,
    },
    /// The hand's total alone (`-235`).
    Total(i64),
}

impl Points {
    /// `BONUS,CARDS` or `TOTAL`, whole numbers either may be negative.
    pub fn parse(text: &str) -> Result<Points, SheetFault> {
        let number = |s: &str| {
            s.trim()
                .parse::<i64>()
                .map_err(|_| SheetFault::NotWholePoints {
                    value: s.trim().to_string(),
                })
        };
        let mut parts = text.split(',');
        match (parts.next(), parts.next(), parts.next()) {
            (Some(total), None, None) => Ok(Points::Total(number(total)?)),
            (Some(bonus), Some(cards), None) => {
                let (bonus, cards) = (number(bonus)?, number(cards)?);
                if bonus.checked_add(cards).is_none() {
                    return Err(SheetFault::PointsTooLarge);
                }
                Ok(Points::Split { bonus, cards })
            }
            _ => Err(SheetFault::PointsShape),
        }
    }

    /// The points of side `team`'s entry, as they were entered.
    pub fn of(entry: &Entry) -> Points {
        match (entry.bonus, entry.cards) {
            (Some(bonus), Some(cards)) => Points::Split { bonus, cards },
            _ => Points::Total(entry.total),
        }
    }

    /// Side `team`'s entry on the sheet.
    pub fn entry(self, team: &str) -> Entry {
        match self {
            Points::Split { bonus, cards } => Entry::split(team, bonus, cards),
            Points::Total(total) => Entry::total_only(team, total),
        }
    }

    /// The points as `parse` reads them: `600,345` or `-235`.
    pub fn text(self) -> String {
        match self {
            Points::Split { bonus, cards } => format!("{bonus},{cards}"),
            Points::Total(total) => total.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_bonus_and_cards_or_a_total() {
        assert_eq!(
            Points::parse(" 600 , -35 ").unwrap(),
            Points::Split {
                bonus: 600,
                cards: -35
            }
        );
        assert_eq!(Points::parse("-235").unwrap(), Points::Total(-235));
        assert_eq!(Points::parse("600,345").unwrap().text(), "600,345");
        assert_eq!(
            Points::parse("600,12x").unwrap_err(),
            SheetFault::NotWholePoints {
                value: "12x".into()
            }
        );
        assert_eq!(Points::parse("1,2,3").unwrap_err(), SheetFault::PointsShape);
        assert_eq!(
            Points::parse(&format!("{},1", i64::MAX)).unwrap_err(),
            SheetFault::PointsTooLarge
        );
        let e = Points::parse("-200,-35").unwrap().entry("They");
        assert_eq!((e.bonus, e.cards, e.total), (Some(-200), Some(-35), -235));
        assert_eq!(Points::of(&e), Points::parse("-200,-35").unwrap());
        assert_eq!(Points::of(&Entry::total_only("We", 5)), Points::Total(5));
    }
}
