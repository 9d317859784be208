//! The `canasta` command: the front end (arguments, prompts, rendering) of
//! the `canasta` library, which holds the domain and never prints.

mod app;
mod cli;
#[cfg(test)]
mod no_panic;
mod output;
mod prompt;
mod render;

use std::process::ExitCode;

fn main() -> ExitCode {
    let env = app::Env::of_process();
    app::exit::finish(app::run(std::env::args_os(), &env), &env)
}
