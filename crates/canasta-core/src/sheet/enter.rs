//! A hand from what each side said: the typed requests both front ends
//! enter hands with (the command line's `game add` and `game edit`, the
//! served pad's `POST /api/hands`), and the checks a whole hand passes.
//!
//! A front end reads what a side said once, into a [`Said`] for a side
//! of the game ([`SideSaid`]), and asks the game to take it:
//! [`GameFile::enter`](crate::sheet::GameFile::enter) for the next hand ([`AddHand`]: every side makes
//! the hand, some sides are kept as their halves until the others'
//! come), [`GameFile::edit_hand`](crate::sheet::GameFile::edit_hand) to change a hand ([`EditHand`]: the
//! sides named change, the others keep what they said); a round file's
//! cards make a hand too ([`round_hand`]). Who asked, when,
//! and under which request key is the change's [`Stamp`], written into
//! its log entry as the change is made.
//!
//! ```
//! use canasta::sheet::enter::{AddHand, Added, HandOf, Said, SideSaid};
//! use canasta::sheet::{Author, GameFile, Stamp, Way};
//!
//! let rules = canasta::rules::load("classic")?;
//! let mut game = GameFile::new(vec!["We".into(), "They".into()], rules);
//! let half = |side: &str, text: &str| AddHand {
//!     hand: HandOf::Said(vec![SideSaid {
//!         team: side.into(),
//!         said: Said::parse(Way::Tally, text).unwrap(),
//!     }]),
//!     force: false,
//!     replace_halves: false,
//! };
//! let phone = |side: &str| Stamp::at("2026-11-24T20:00:00Z").by(Some(Author::side(side)), None);
//! // Each side's phone enters its half; the second makes the hand.
//! let first = game.enter(&half("We", "natural,red3,out,cards:120"), &phone("We"))?;
//! assert!(matches!(first, Added::Halves { .. }));
//! let second = game.enter(&half("They", "cards:-35"), &phone("They"))?;
//! assert!(matches!(second, Added::Hand(_)));
//! assert_eq!(game.running_totals().last().unwrap(), &vec![820, -35]);
//! // The log credits both phones.
//! assert_eq!(game.log.last().unwrap().halves.len(), 2);
//! # Ok::<(), canasta::Error>(())
//! ```

mod add;
mod edit;
mod points;
mod round;
mod said;
mod whole;

pub use add::{AddHand, Added, HandOf};
pub use edit::EditHand;
pub use points::Points;
pub use round::round_hand;
pub use said::{Said, SideSaid};
pub use whole::{side_alone, whole_hand};

pub use crate::sheet::stamp::Stamp;
