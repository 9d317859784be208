//! `canasta`: a referee and score keeper for Canasta played with real cards.
//!
//! The library holds the whole domain (cards and their notation, rule sets,
//! melds, adjudication, scoring, the score sheet) and never prints: it
//! returns data, and the binary (`src/main.rs`, its front end) reads the
//! command line, renders the data and writes it.
//!
//! Where to start:
//!
//! - [`notation::parse_cards`] reads cards as players write them (`h10 dK
//!   jk`), each with its place in the text for errors.
//! - [`rules::load`](fn@rules::load) gives a [`rules::RuleSet`]: a built-in rule set by
//!   name, or a house file that changes one.
//! - [`meld::check`] judges one meld; [`adjudicate`] answers the three
//!   questions of a turn (the initial meld, taking the pile, going out).
//!   Each question's `judge_within` searches within a
//!   [`Budget`](adjudicate::search::Budget) of steps and CPU time; a caller
//!   that runs searches for others (a server's pool) gives the budget a
//!   [`Stop`](adjudicate::search::Stop) to end one from another thread
//!   when its asker goes away (`Budget::with_stop`; the search then answers
//!   `Err(Stopped)` with `StopCause::Caller`).
//! - [`round::parse`], [`round::check`] and [`score::checked`] score a hand
//!   from a round file.
//! - [`sheet::GameFile`] is a game on the score pad (`add`, `edit`, `undo`,
//!   `redo`); [`sheet::store`] reads and saves it.
//!
//! ```
//! use canasta::{meld, notation, rules};
//!
//! let classic = rules::load("classic")?;
//! let cards = notation::parse_cards("meld", "h10 d10 s2")?.cards();
//! assert!(meld::check(&classic, &cards, false).valid);
//! # Ok::<(), canasta::Error>(())
//! ```
//!
//! `examples/referee.rs` referees a meld and scores a hand with the
//! library alone (`cargo run -p canasta-core --example referee`).
//!
//! Errors are [`Error`]s: a kind, a typed fault of the area that found it
//! (`err.fault::<notation::NotationFault>()`), and the place in the input
//! where there is one. The library never words them: a fault, like a
//! verdict's reason, names the catalogue message that says it and its data
//! ([`error::Said`]), and the front end says it in its language.
//!
//! # Stability
//!
//! The library is the domain of the `canasta` command (and of the front
//! ends to come), versioned with it; until 1.0 a minor version may change
//! its API. What it offers on purpose is what is public: the entry points
//! above, the data they return (every result is `Serialize`), and
//! [`Error`] with its faults; internals are `pub(crate)`. The contract that
//! holds is the codes: a fault's or a reason's code and the names of its
//! data (listed by [`codes`] and in `docs/codes.md`) do not change, new
//! ones are added. The enums that grow so (every fault enum, every reason
//! enum, [`ErrorKind`]) are `#[non_exhaustive]`: match them with a
//! catch-all arm, or say them generically ([`error::Said`]). Enums whose
//! every case a front end must put into words itself (a meld's shape, a
//! change in the log, the kinds of data a message takes: [`error::Value`])
//! are exhaustive on purpose, so that a new case fails the build where its
//! words are missing.

#![warn(clippy::print_stdout, clippy::print_stderr, missing_docs)]

pub mod adjudicate;
pub mod card;
pub mod codes;
pub(crate) mod composition;
pub mod deck;
pub mod error;
pub mod input;
pub mod meld;
pub mod notation;
pub mod reason;
pub mod round;
pub mod rules;
pub mod score;
pub mod sheet;
pub mod special_hand;
pub mod state;
pub mod yaml;

pub use error::{Error, ErrorKind, Result};
