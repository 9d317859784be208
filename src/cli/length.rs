//! How long a game lasts: the options `game new` and `club new` share.

use clap::Args;

/// The target, or a fixed number of hands and their minimums, beside the
/// rule set's own.
#[derive(Debug, Args, Clone, Default)]
pub(crate) struct LengthArgs {
    /// The total that ends the game (what a house file's `game: target:`
    /// sets), where it is not the rule set's: `--target 3000`.
    #[arg(long, value_name = "N", value_parser = crate::cli::value::positive)]
    pub target: Option<u32>,
    /// A game of N hands: it ends after hand N whatever the totals; the
    /// side ahead wins, equal totals are a draw.
    #[arg(long, value_name = "N", value_parser = crate::cli::value::positive)]
    pub hands: Option<u32>,
    /// The initial-meld minimum of hand 1, 2, 3, ... (the last one for
    /// every later hand), instead of the bands by score: `--minimums
    /// 125,155,180`.
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        value_parser = crate::cli::value::points
    )]
    pub minimums: Vec<u32>,
}

impl LengthArgs {
    /// The length the options give, beside the target.
    pub(crate) fn length(&self) -> canasta::rules::Length {
        canasta::rules::Length {
            hands: self.hands,
            minimums: self.minimums.clone(),
        }
    }
}
