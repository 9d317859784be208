//! Arguments of the referee commands: initial-meld, pickup, go-out.

use clap::Args;

use crate::cli::FileArg;

#[derive(Debug, Args)]
pub struct InitialMeldArgs {
    /// The side's cumulative score before this hand; it sets the minimum.
    #[arg(long, allow_negative_numbers = true, value_name = "N")]
    pub score: Option<i64>,
    /// The top card of the discard pile: ask whether the player can take the
    /// pile and open with it (HAND is then the hand before the turn).
    #[arg(long, value_name = "CARD")]
    pub top: Option<String>,
    /// A table state file with the rest of the situation.
    #[arg(long, value_name = "FILE")]
    pub state: Option<FileArg>,
    /// The player's hand (after drawing from the stock, or before the turn with --top).
    #[arg(value_name = "HAND")]
    pub hand: Vec<String>,
}

#[derive(Debug, Args)]
pub struct PickupArgs {
    /// The top card of the discard pile.
    #[arg(long, value_name = "CARD")]
    pub top: Option<String>,
    /// The player's hand.
    #[arg(long, value_name = "CARDS")]
    pub hand: Option<String>,
    /// A meld the player's side has on the table (repeatable; implies --opened).
    #[arg(long = "meld", value_name = "CARDS")]
    pub melds: Vec<String>,
    /// The pile below the top card holds a card that freezes (locks) it.
    #[arg(long)]
    pub frozen: bool,
    /// The side has made its initial meld.
    #[arg(long)]
    pub opened: bool,
    /// The side's cumulative score, for an initial meld made by taking the pile.
    #[arg(
        long,
        allow_negative_numbers = true,
        value_name = "N",
        default_value_t = 0
    )]
    pub score: i64,
    /// A table state file with the rest of the situation.
    #[arg(long, value_name = "FILE")]
    pub state: Option<FileArg>,
}

#[derive(Debug, Args)]
pub struct GoOutArgs {
    /// The player's hand after drawing.
    #[arg(long, value_name = "CARDS")]
    pub hand: Option<String>,
    /// A table state file with the rest of the situation.
    #[arg(long, value_name = "FILE")]
    pub state: Option<FileArg>,
}
