//! Rule sets: the model, the built-in presets and loading users' files.

pub mod diff;
pub mod length;
pub mod load;
pub mod model;
pub mod preset;
mod validate;

pub use length::Length;
pub use load::{from_yaml, load};
pub use model::*;
pub use validate::{PlayerCounts, RuleProblem};

use crate::error::Hint;

impl RuleSet {
    /// The same rules for another number of players (`--players N`).
    pub fn with_players(mut self, count: u32) -> crate::error::Result<RuleSet> {
        self.players.count = count;
        validate::validate(&self).map_err(|e| {
            let others: Vec<&str> = preset::names()
                .filter(|n| load(n).is_ok_and(|r| r.players.admits(count)))
                .collect();
            let help = if others.is_empty() {
                Hint::NoRulesForPlayers
            } else {
                Hint::RulesForPlayers {
                    count,
                    names: others.iter().map(ToString::to_string).collect(),
                }
            };
            e.with_kind(crate::error::ErrorKind::Usage)
                .within(crate::error::Origin::ArgValue {
                    name: "--players".to_string(),
                    value: count.to_string(),
                })
                .with_help(help)
        })?;
        Ok(self)
    }
}

impl RuleSet {
    /// Where the rule set contradicts itself, if it does: the field at
    /// fault (its path, as a rule file writes it: `game.target`), and the
    /// error that says what is wrong with it.
    pub(crate) fn incoherence(&self) -> Option<(String, crate::error::Error)> {
        validate::check(self)
            .err()
            .map(|invalid| (invalid.field.clone(), invalid.into()))
    }
}

#[cfg(test)]
mod tests;
