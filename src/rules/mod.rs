//! Rule sets: the model, the built-in presets and loading users' files.

pub mod diff;
pub mod load;
pub mod model;
pub mod preset;
mod validate;

pub use load::{from_yaml, load};
pub use model::*;

impl RuleSet {
    /// The same rules for another number of players (`--players N`).
    pub fn with_players(mut self, count: u32) -> crate::error::Result<RuleSet> {
        self.players.count = count;
        validate::validate(&self).map_err(|e| {
            let others: Vec<&str> = preset::names()
                .filter(|n| {
                    load(n).is_ok_and(|r| r.players.admits(count))
                })
                .collect();
            let help = if others.is_empty() {
                "no built-in rule set is for that many players; a rule file can set players.min and players.max".to_string()
            } else {
                format!("built-in rule sets for {count} players: {}", others.join(", "))
            };
            crate::error::Error::new(
                crate::error::ErrorKind::Usage,
                format!("--players {count}: {}", e.message()),
            )
            .with_help(help)
        })?;
        Ok(self)
    }
}

#[cfg(test)]
mod tests;
