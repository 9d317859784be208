//! The front end of `canasta` (arguments, prompts, the language layer,
//! rendering, the served page) over the `canasta` library, which holds the
//! domain and never prints. Two programs run it: `canasta` ([`main`]) and
//! `canasta-serve` ([`serve_main`]), the web server that `canasta serve`
//! hands its command line to. The server (tokio, hyper, axum, maud) lives
//! in a program of its own so that no other command loads it: its code is
//! not linked into `canasta` at all, and neither are the thousands of
//! relocations its static tables would cost every start.

mod app;
mod cli;
mod i18n;
#[cfg(test)]
mod no_panic;
mod output;
mod prompt;
mod render;
mod serve;

// The domain, where the front end reaches it as `crate::...`.
use canasta::{
    adjudicate, card, deck, error, input, meld, notation, round, rules, score, sheet, state, yaml,
};

use std::process::ExitCode;

/// `canasta`: every command, `serve` handed to `canasta-serve`.
pub fn main() -> ExitCode {
    start(None)
}

/// `canasta-serve`: the same command line, with `serve` run here.
pub fn serve_main() -> ExitCode {
    start(Some(serve::run))
}

fn start(server: Option<app::Server>) -> ExitCode {
    let env = app::Env {
        server,
        ..app::Env::of_process()
    };
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    app::exit::warn_of_language(&args, &env);
    app::exit::finish(app::run(args.iter().cloned(), &env), &args, &env)
}
