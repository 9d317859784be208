//! `--target`, `--hands` and `--minimums` applied to the rule set a new
//! game starts under (`game new`, `club new`).

use crate::cli::length::LengthArgs;
use crate::fault::UsageFault;
use canasta::error::{Error, ErrorKind, Result};
use canasta::rules::RuleSet;

/// `rules` for a game as long as `args` say: a target where the game is
/// played to one, else a number of hands, and the minimums by hand.
pub(crate) fn apply(mut rules: RuleSet, args: &LengthArgs) -> Result<RuleSet> {
    if let Some(target) = args.target {
        if let Some(hands) = args.hands.or(rules.game.hands) {
            return Err(Error::new(
                ErrorKind::Usage,
                UsageFault::TargetForFixedHands {
                    rules: rules.name.clone(),
                    hands,
                },
            )
            .with_help(crate::fault::FrontHint::LeaveOutTarget));
        }
        rules.game.target = i64::from(target);
    }
    Ok(rules.of_length(&args.length()))
}
