//! `canasta`: a referee and score keeper for Canasta played with real cards.
//!
//! The library holds the whole domain (cards and their notation, rule sets,
//! melds, adjudication, scoring, the score sheet) and never prints: `run`
//! returns the text a command produced, and the binary writes it.

#![warn(clippy::print_stdout, clippy::print_stderr)]

pub mod adjudicate;
pub mod app;
pub mod card;
pub mod cli;
pub mod composition;
pub mod deck;
pub mod error;
pub mod i18n;
pub mod input;
pub mod meld;
pub mod notation;
pub mod output;
pub mod prompt;
pub mod reason;
pub mod render;
pub mod round;
pub mod rules;
pub mod score;
pub mod sheet;
pub mod special_hand;
pub mod state;
pub mod yaml;

pub use app::{Answer, Env, Outcome, run};
pub use error::{Error, ErrorKind, Result};
