//! The links' tokens and the role each gives.

use crate::serve::role::Role;
use crate::serve::token::Token;
use canasta::error::Result;

/// Every link's token, one role each: the organiser's, the viewer's and
/// one per side.
#[derive(Debug)]
pub(crate) struct Keys {
    entries: Vec<(Token, Role)>,
}

impl Keys {
    /// New tokens for a game of `sides` sides.
    pub(crate) fn new(sides: usize) -> Result<Keys> {
        let mut entries = vec![(Token::new()?, Role::Organiser)];
        for i in 0..sides {
            entries.push((Token::new()?, Role::Side(i)));
        }
        entries.push((Token::new()?, Role::Viewer));
        Ok(Keys { entries })
    }

    /// The tokens kept from an earlier run: the organiser's, each side's
    /// in the sheet's order, and the viewer's.
    pub(crate) fn kept(organiser: Token, sides: Vec<Token>, viewer: Token) -> Keys {
        let mut entries = vec![(organiser, Role::Organiser)];
        entries.extend(
            sides
                .into_iter()
                .enumerate()
                .map(|(i, t)| (t, Role::Side(i))),
        );
        entries.push((viewer, Role::Viewer));
        Keys { entries }
    }

    /// How many sides have a link.
    #[cfg(test)]
    pub(crate) fn sides(&self) -> usize {
        self.entries
            .iter()
            .filter(|(_, r)| matches!(r, Role::Side(_)))
            .count()
    }

    /// The role of a presented token, if it is one of the links'. Every
    /// token is compared, in constant time, whichever matches.
    pub(crate) fn role_of(&self, presented: &str) -> Option<Role> {
        let mut found = None;
        for (token, role) in &self.entries {
            if token.matches(presented) {
                found = Some(*role);
            }
        }
        found
    }

    /// The token of `role`.
    pub(crate) fn token(&self, role: Role) -> &str {
        self.entries
            .iter()
            .find(|(_, r)| *r == role)
            .map_or("", |(t, _)| t.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_link_has_its_own_token_and_role() {
        let keys = Keys::new(3).unwrap();
        let roles = [
            Role::Organiser,
            Role::Side(0),
            Role::Side(1),
            Role::Side(2),
            Role::Viewer,
        ];
        let tokens: std::collections::BTreeSet<&str> =
            roles.iter().map(|r| keys.token(*r)).collect();
        assert_eq!(tokens.len(), roles.len());
        for r in roles {
            assert_eq!(keys.role_of(keys.token(r)), Some(r));
        }
        assert_eq!(keys.role_of("nonsense"), None);
        assert_eq!(keys.role_of(""), None);
    }
}
