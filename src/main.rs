//! The `canasta` command: the front end (arguments, prompts, the language
//! layer, rendering) of the `canasta` library, which holds the domain and
//! never prints.

mod app;
mod cli;
mod i18n;
#[cfg(test)]
mod no_panic;
mod output;
mod prompt;
mod render;

// The domain, where the front end reaches it as `crate::...`.
use canasta::{
    adjudicate, card, deck, error, input, meld, notation, round, rules, score, sheet, state, yaml,
};

use std::process::ExitCode;

fn main() -> ExitCode {
    let env = app::Env::of_process();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    app::exit::warn_of_language(&args, &env);
    app::exit::finish(app::run(args.iter().cloned(), &env), &args, &env)
}
