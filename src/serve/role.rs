//! Who holds a link, and what each may do.

use crate::fault::FrontFault;
use canasta::error::{Error, ErrorKind};

/// The holder of a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Role {
    /// Reads, enters whole hands for any side, undoes, redoes and edits.
    Organiser,
    /// Reads and enters its own side's half of the next hand: the side's
    /// place among the game's teams.
    Side(usize),
    /// Reads only.
    Viewer,
}

impl Role {
    /// Whether the holder may change the sheet at all.
    pub(crate) fn writes(self) -> bool {
        self != Role::Viewer
    }

    /// Refused unless the holder is the organiser.
    pub(crate) fn organiser(self) -> Result<(), Error> {
        match self {
            Role::Organiser => Ok(()),
            Role::Viewer => Err(refused(FrontFault::ReadOnlyLink)),
            Role::Side(_) => Err(refused(FrontFault::OrganiserOnly)),
        }
    }

    /// Refused unless the holder may enter side `side` (by its place), of
    /// the sides `teams`.
    pub(crate) fn may_enter(self, side: usize, teams: &[String]) -> Result<(), Error> {
        match self {
            Role::Organiser => Ok(()),
            Role::Viewer => Err(refused(FrontFault::ReadOnlyLink)),
            Role::Side(own) if own == side => Ok(()),
            Role::Side(own) => Err(refused(FrontFault::NotYourSide {
                side: teams.get(side).cloned().unwrap_or_default(),
                yours: teams.get(own).cloned().unwrap_or_default(),
            })),
        }
    }

    /// A short stable name, for keys kept per holder.
    pub(crate) fn key(self) -> String {
        match self {
            Role::Organiser => "organiser".to_string(),
            Role::Side(i) => format!("side{i}"),
            Role::Viewer => "viewer".to_string(),
        }
    }
}

/// A request refused for who sent it (403).
fn refused(fault: FrontFault) -> Error {
    Error::new(ErrorKind::Usage, fault)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_role_may_do_its_own() {
        let teams = vec!["Wir".to_string(), "Sie".to_string()];
        assert!(Role::Organiser.organiser().is_ok());
        assert!(Role::Organiser.may_enter(1, &teams).is_ok());
        assert!(Role::Side(0).may_enter(0, &teams).is_ok());
        assert_eq!(
            Role::Side(0).may_enter(1, &teams).unwrap_err().code(),
            "not_your_side"
        );
        assert_eq!(
            Role::Side(1).organiser().unwrap_err().code(),
            "organiser_only"
        );
        assert_eq!(
            Role::Viewer.may_enter(0, &teams).unwrap_err().code(),
            "read_only_link"
        );
        assert!(!Role::Viewer.writes());
    }
}
