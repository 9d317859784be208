//! What one side said of its hand: its points as a paper pad holds them,
//! or what it counted on the table.

use crate::sheet::enter::points::Points;
use crate::sheet::fault::SheetFault;
use crate::sheet::half::Way;
use crate::sheet::tally::Tally;

/// What one side said of its hand, read once from what it typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Its points (`600,345` or `-235`).
    Points(Points),
    /// What it counted (`natural,red3,out,cards:120`): the rule set does
    /// the arithmetic.
    Tally(Tally),
}

/// A side of the game, by its name on the sheet, and what it said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideSaid {
    /// The side's name as the game has it (`names::find` finds it from
    /// what a player typed).
    pub team: String,
    /// What it said.
    pub said: Said,
}

impl Said {
    /// What a side wrote `way`: points (`BONUS,CARDS` or `TOTAL`) or a
    /// tally's items (none for a side that counted nothing).
    pub fn parse(way: Way, text: &str) -> Result<Said, SheetFault> {
        match way {
            Way::Points => Points::parse(text).map(Said::Points),
            Way::Tally if text.trim().is_empty() => Ok(Said::Tally(Tally::default())),
            Way::Tally => Tally::parse(text).map(Said::Tally),
        }
    }

    /// How it was written.
    pub fn way(&self) -> Way {
        match self {
            Said::Points(_) => Way::Points,
            Said::Tally(_) => Way::Tally,
        }
    }

    /// As `parse` reads it back, a tally in the file's English words
    /// whatever words were typed (`echt,aus` is `natural:1,out`).
    pub fn text(&self) -> String {
        match self {
            Said::Points(p) => p.text(),
            Said::Tally(t) => t.items(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_says_points_or_a_tally_and_reads_back_the_same() {
        let t = Said::parse(Way::Tally, "echt, rot3:2, aus, karten:120").unwrap();
        assert_eq!(t.way(), Way::Tally);
        assert_eq!(t.text(), "natural:1,red3:2,out,cards:120");
        assert_eq!(Said::parse(Way::Tally, &t.text()).unwrap(), t);
        assert_eq!(
            Said::parse(Way::Tally, " ").unwrap(),
            Said::Tally(Tally::default())
        );
        assert!(matches!(
            Said::parse(Way::Tally, "natural:x").unwrap_err(),
            SheetFault::TallyNotACount { .. }
        ));
        let p = Said::parse(Way::Points, "600,345").unwrap();
        assert_eq!((p.way(), p.text()), (Way::Points, "600,345".to_string()));
        assert!(Said::parse(Way::Points, "").is_err());
    }
}
