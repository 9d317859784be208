//! How many live streams each link holds: at most `PER_LINK` at once, a
//! side's two phones with a tab or two each, not a guest's two hundred.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::serve::role::Role;

/// The most live streams one link holds at once.
pub(crate) const PER_LINK: usize = 6;

/// When a link refused one more stream should try again, in seconds.
pub(crate) const RETRY_SECONDS: u64 = 15;

/// The live streams open, per link.
#[derive(Debug, Default)]
pub(crate) struct Streams {
    open: Arc<Mutex<HashMap<Role, usize>>>,
}

/// One stream's place among its link's, given back when it is dropped.
#[derive(Debug)]
pub(crate) struct Place {
    open: Arc<Mutex<HashMap<Role, usize>>>,
    role: Role,
}

fn lock(open: &Mutex<HashMap<Role, usize>>) -> std::sync::MutexGuard<'_, HashMap<Role, usize>> {
    open.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Streams {
    /// A place for one more stream of `role`'s link, if it holds fewer
    /// than `PER_LINK`.
    pub(crate) fn take(&self, role: Role) -> Option<Place> {
        let mut open = lock(&self.open);
        let n = open.entry(role).or_insert(0);
        if *n >= PER_LINK {
            return None;
        }
        *n += 1;
        Some(Place {
            open: self.open.clone(),
            role,
        })
    }

    /// How many streams `role`'s link holds now.
    #[cfg(test)]
    pub(crate) fn held(&self, role: Role) -> usize {
        lock(&self.open).get(&role).copied().unwrap_or(0)
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Some(n) = lock(&self.open).get_mut(&self.role) {
            *n = n.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_link_holds_its_own_few() {
        let s = Streams::default();
        let places: Vec<Place> = (0..PER_LINK)
            .map(|_| s.take(Role::Viewer).unwrap())
            .collect();
        assert!(s.take(Role::Viewer).is_none());
        assert!(s.take(Role::Side(0)).is_some(), "another link's own");
        drop(places);
        assert_eq!(s.held(Role::Viewer), 0);
        assert!(s.take(Role::Viewer).is_some());
    }
}
