//! The front end of `canasta` (arguments, prompts, the language layer,
//! rendering, the served page) over the `canasta` library, which holds the
//! domain and never prints. Two programs run it: `canasta` (`app::main`) and
//! `canasta-serve` (`serve::main`), the web server that `canasta serve`
//! hands its command line to. The server (tokio, hyper, axum, maud) lives
//! in a program of its own so that no other command loads it: its code is
//! not linked into `canasta` at all, and neither are the thousands of
//! relocations its static tables would cost every start.

/// The commands: `main` runs `canasta`.
pub mod app;
mod cli;
mod clock;
mod fault;
mod i18n;
#[cfg(test)]
mod no_panic;
mod output;
mod prompt;
mod render;
/// The web server: `main` runs `canasta-serve`.
pub mod serve;
mod visible;
