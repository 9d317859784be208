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
            crate::error::Error::new(
                crate::error::ErrorKind::Usage,
                format!("--players {count}: {}", e.message()),
            )
        })?;
        Ok(self)
    }
}

#[cfg(test)]
mod tests;
