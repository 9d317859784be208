//! `canasta-serve`: the web server `canasta serve` hands its command line
//! to (see `src/lib.rs`). Run it as `canasta serve GAME.yaml`.

fn main() -> std::process::ExitCode {
    canasta_cli::serve::main()
}
