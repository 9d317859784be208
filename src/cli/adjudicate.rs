//! Arguments of the referee commands: initial-meld, pickup, go-out.
//!
//! Each may read a table state file (`--state`); the flags given on the
//! command line override what the file says (`--top`, `--hand`/HAND,
//! `--score`, `--pile-size`) or add to it (`--meld`/`--table`, `--frozen`,
//! `--opened`).

use clap::{Arg, ArgAction, ArgMatches, Args, FromArgMatches, ValueEnum};

use crate::cli::FileArg;

#[derive(Debug, Args)]
pub(crate) struct InitialMeldArgs {
    /// The side's cumulative score before this hand; it sets the minimum
    /// (default: the side's score in --state, else 0).
    #[arg(long, allow_negative_numbers = true, value_name = "N")]
    pub score: Option<i64>,
    /// The top card of the discard pile: may the player take the pile and
    /// open with it?
    ///
    /// HAND is then the hand before the turn. Defaults to the top of the
    /// pile in --state when that has a pile.
    #[arg(long, value_name = "CARD")]
    pub top: Option<String>,
    /// With --top: the pile below the top card holds a card that freezes it.
    #[arg(long)]
    pub frozen: bool,
    /// With --top: cards in the pile, the top included (2 when not given).
    ///
    /// After melding, the player must hold two cards, one to discard and one
    /// to keep, unless going out; the rest of the pile counts. So with 2 the
    /// player keeps one card of the hand, from 3 up none, and with 1 the
    /// last card of the hand discarded goes out.
    #[arg(long, value_name = "N", value_parser = crate::cli::value::positive)]
    pub pile_size: Option<u32>,
    /// The player has picked up the foot and plays from it (hand-and-foot).
    ///
    /// Where the rule set deals a foot: without this the player still has
    /// the foot, and using up the hand is not going out: the player picks
    /// up the foot and plays on.
    #[arg(long)]
    pub in_foot: bool,
    /// A table state file (YAML: hand, pile, sides with scores and melds);
    /// flags given as well override it or add to it.
    #[arg(long, value_name = "FILE")]
    pub state: Option<FileArg>,
    /// The player's hand (after drawing from the stock, or before the turn with --top).
    #[arg(value_name = "HAND")]
    pub hand: Vec<String>,
}

#[derive(Debug, Args)]
pub(crate) struct PickupArgs {
    /// The top card of the discard pile (default: the top of the pile in --state).
    #[arg(long, value_name = "CARD")]
    pub top: Option<String>,
    /// The player's hand (default: the hand in --state): one argument
    /// (`--hand "c6 c6 h7"`) or several (`--hand c6 c6 h7`).
    #[arg(long, value_name = "CARDS", num_args = 1..)]
    pub hand: Option<Vec<String>>,
    #[command(flatten)]
    pub melds: TableMelds,
    /// The pile below the top card holds a card that freezes (locks) it.
    #[arg(long)]
    pub frozen: bool,
    /// The side has made its initial meld.
    #[arg(long)]
    pub opened: bool,
    /// The side's cumulative score before this hand, for a side that opens
    /// by taking the pile (default: the side's score in --state, else 0).
    #[arg(long, allow_negative_numbers = true, value_name = "N")]
    pub score: Option<i64>,
    /// Cards in the pile, the top included (for the one-card rule; default:
    /// the pile in --state).
    #[arg(long, value_name = "N", value_parser = crate::cli::value::positive)]
    pub pile_size: Option<u32>,
    /// The player has picked up the foot and plays from it (hand-and-foot).
    ///
    /// Where the rule set deals a foot: without this the player still has
    /// the foot, and using up the hand is not going out: the player picks
    /// up the foot and plays on.
    #[arg(long)]
    pub in_foot: bool,
    /// A table state file (YAML: hand, pile, sides with scores and melds);
    /// flags given as well override it or add to it.
    #[arg(long, value_name = "FILE")]
    pub state: Option<FileArg>,
}

/// The partner's answer to "may I go out?": `yes`/`no`, or as a German
/// table says it (`ja`/`nein`, `j`/`n`), in any case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum PartnerAnswer {
    #[value(alias = "y", alias = "ja", alias = "j")]
    Yes,
    #[value(alias = "n", alias = "nein")]
    No,
}

#[derive(Debug, Args)]
pub(crate) struct GoOutArgs {
    /// The player's hand after drawing (default: the hand in --state): one
    /// argument (`--hand "hK dK c5"`) or several (`--hand hK dK c5`).
    #[arg(long, value_name = "CARDS", num_args = 1..)]
    pub hand: Option<Vec<String>>,
    /// The melds laid from the hand this turn, `;` between melds, e.g.
    /// "h5 d5 c5; sK sK dK hK cK dK jk".
    ///
    /// Cards of a rank the side has on
    /// the table are added to that meld. A meld that starts with `@N` is
    /// added to the side's N-th meld on the table (counted from 1: the
    /// state file's melds, then each --table), e.g. "@2 jk"; one that
    /// starts with `@new` is a meld of its own beside the side's meld of its
    /// rank, where a side may have several melds of one rank (samba). Without
    /// --lay, the tool searches for a way to go out.
    #[arg(long, value_name = "MELDS")]
    pub lay: Option<String>,
    /// A meld the player's side has on the table before this turn (once per
    /// meld; implies --opened).
    #[arg(long = "table", value_name = "CARDS")]
    pub table: Vec<String>,
    /// The side has made its initial meld.
    #[arg(long)]
    pub opened: bool,
    /// The side's cumulative score before this hand, for a side that opens
    /// while going out (default: the side's score in --state, else 0).
    #[arg(long, allow_negative_numbers = true, value_name = "N")]
    pub score: Option<i64>,
    /// The partner's answer to "may I go out?": yes or no (also y, n, ja,
    /// nein, j).
    ///
    /// Asking is optional in most rule sets, mandatory under traditional;
    /// the answer binds. Only where the player has a partner: 2 or 3
    /// players each play alone.
    #[arg(long, value_enum, ignore_case = true, value_name = "yes|no")]
    pub partner: Option<PartnerAnswer>,
    /// The player melded earlier in this hand: going out is not concealed.
    #[arg(long)]
    pub melded_before: bool,
    /// The player has picked up the foot and plays from it (hand-and-foot).
    ///
    /// Where the rule set deals a foot: only then does using up the cards
    /// go out; without it the player still has the foot.
    #[arg(long)]
    pub in_foot: bool,
    /// A table state file (YAML: hand, pile, sides with scores and melds);
    /// flags given as well override it or add to it.
    #[arg(long, value_name = "FILE")]
    pub state: Option<FileArg>,
}

/// `--meld`, repeatable, each time one meld of one or several arguments
/// (`--meld "dK dK cK"` or `--meld dK dK cK`). Written by hand because
/// clap's derive cannot keep the arguments of each occurrence together.
#[derive(Debug, Clone, Default)]
pub(crate) struct TableMelds(pub Vec<Vec<String>>);

const MELD_ID: &str = "meld";

impl FromArgMatches for TableMelds {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let melds = m
            .get_occurrences::<String>(MELD_ID)
            .map(|occ| occ.map(|words| words.cloned().collect()).collect())
            .unwrap_or_default();
        Ok(TableMelds(melds))
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = TableMelds::from_arg_matches(m)?;
        Ok(())
    }
}

impl Args for TableMelds {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        cmd.arg(
            Arg::new(MELD_ID)
                .long("meld")
                .value_name("CARDS")
                .num_args(1..)
                .action(ArgAction::Append)
                .help(
                    "A meld the player's side has on the table (once per meld; implies \
                     --opened)",
                ),
        )
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        TableMelds::augment_args(cmd)
    }
}
