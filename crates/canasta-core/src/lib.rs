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
//! Errors are [`Error`]s: a kind, a message that says what would be right,
//! and the place in the input where there is one.

#![warn(clippy::print_stdout, clippy::print_stderr, missing_docs)]

pub mod adjudicate;
pub mod card;
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
