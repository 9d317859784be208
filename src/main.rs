//! `canasta`: a referee and score keeper for Canasta played with real
//! cards. The front end is the package's library (`src/lib.rs`).

fn main() -> std::process::ExitCode {
    canasta_cli::app::main()
}
