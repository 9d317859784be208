//! `canasta`: a referee and score keeper for Canasta played with real cards.
//!
//! The library holds the whole domain (cards and their notation, rule sets,
//! melds, adjudication, scoring, the score sheet) and never prints: it
//! returns data, and the binary (`src/main.rs`, its front end) reads the
//! command line, renders the data and writes it.

#![warn(clippy::print_stdout, clippy::print_stderr)]

pub mod adjudicate;
pub mod card;
pub mod composition;
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
