//! The READMEs' install steps, run as typed, in their order, in a fresh
//! home: a person whose programs came from the README's `cargo install`
//! (in `~/.cargo/bin`, nothing else added to PATH, no MANPATH). Afterwards
//! `man canasta` shows the page, the bash completion script is where
//! bash-completion loads it from, and `canasta serve` finds its server.
//!
//! Every line of the `sh` code blocks of the set-up section runs in bash but
//! three: `cargo run` and `cargo test` build and test this checkout (as
//! the suite running this does), and `cargo install --locked --path .` is
//! stood in for by the programs this suite built, put where it installs
//! them (`~/.cargo/bin`). The test needs `bash` and `man` (man-db), and
//! fails, naming it, where one is missing; `.ci/run` installs them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The lines of the `sh` code blocks of `readme`'s section `heading`.
fn set_up_steps(readme: &str, heading: &str) -> Vec<String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(readme))
        .unwrap_or_else(|e| panic!("{readme}: {e}"));
    let section = text
        .split("\n## ")
        .find(|s| s.starts_with(heading))
        .unwrap_or_else(|| panic!("{readme} has no section `{heading}`"));
    let mut steps = Vec::new();
    let mut in_block = false;
    for line in section.lines() {
        match line.trim_end() {
            "```sh" => in_block = true,
            "```" => in_block = false,
            _ if in_block && !line.trim().is_empty() => steps.push(line.to_string()),
            _ => {}
        }
    }
    steps
}

/// What a step does in the test: the three cargo lines stand for
/// themselves, every other line runs.
enum Step {
    /// `cargo run` or `cargo test`: this checkout, which the suite builds.
    Built,
    /// `cargo install --locked --path .`: the programs into `~/.cargo/bin`.
    Install,
    /// A line for bash, as typed.
    Run(String),
}

fn step(line: &str) -> Step {
    let command = line.split(" #").next().unwrap_or(line).trim();
    if command.starts_with("cargo run ") || command == "cargo test --locked" {
        Step::Built
    } else if command == "cargo install --locked --path ." {
        Step::Install
    } else {
        assert!(
            !command.starts_with("cargo "),
            "a cargo command the test does not know: {line}"
        );
        Step::Run(line.to_string())
    }
}

/// A program on the machine's own PATH, or a failure naming it.
fn needed(program: &str, package: &str) -> PathBuf {
    std::env::var_os("PATH")
        .and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|p| p.join(program))
                .find(|p| p.is_file())
        })
        .unwrap_or_else(|| {
            panic!(
                "the install test runs `{program}`, which is not on PATH: install it \
                 (Debian: `apt-get install {package}`)"
            )
        })
}

/// A fresh home and a command in it, as a person whose programs came from
/// `cargo install` has it: PATH is `~/.cargo/bin` and the system's.
struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    fn new() -> Home {
        Home {
            dir: tempfile::Builder::new()
                .prefix("canasta-home")
                .tempdir()
                .unwrap(),
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// `program` with `args`, in the repository (the READMEs' "this
    /// folder"), in this home, with nothing of the caller's environment.
    fn command(&self, program: &str) -> Command {
        let bin = self.path().join(".cargo/bin");
        let mut cmd = Command::new(program);
        cmd.env_clear()
            .env("HOME", self.path())
            .env(
                "PATH",
                format!("{}:/usr/local/bin:/usr/bin:/bin", bin.display()),
            )
            .current_dir(env!("CARGO_MANIFEST_DIR"));
        cmd
    }

    /// `line` in bash, which must succeed.
    fn run(&self, readme: &str, line: &str) {
        let out = self.command("bash").args(["-c", line]).output().unwrap();
        assert!(
            out.status.success(),
            "{readme}: `{line}` failed in a fresh home ({:?}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// What `cargo install --locked --path .` leaves: both programs in
    /// `~/.cargo/bin`.
    fn install(&self) {
        let bin = self.path().join(".cargo/bin");
        std::fs::create_dir_all(&bin).unwrap();
        for program in ["canasta", "canasta-serve"] {
            std::fs::copy(insta_cmd::get_cargo_bin(program), bin.join(program)).unwrap();
        }
    }

    /// `man ARGS` in this home: its standard output, which must come.
    fn man(&self, args: &[&str]) -> String {
        let out = self
            .command("man")
            .env("MANWIDTH", "80")
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "man {args:?} in a fresh home: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

/// Run `readme`'s set-up steps in a fresh home; the home afterwards.
fn set_up(readme: &str, heading: &str) -> Home {
    needed("bash", "bash");
    let home = Home::new();
    let steps = set_up_steps(readme, heading);
    let (mut built, mut installed) = (0, false);
    for line in &steps {
        match step(line) {
            Step::Built => built += 1,
            Step::Install => {
                home.install();
                installed = true;
            }
            Step::Run(line) => {
                assert!(installed, "{readme}: `{line}` comes before `cargo install`");
                home.run(readme, &line);
            }
        }
    }
    assert_eq!(built, 2, "{readme}: cargo run, cargo test: {steps:?}");
    assert!(installed, "{readme} installs with cargo install: {steps:?}");
    home
}

/// The completion script is where bash-completion looks for it, and
/// loading it from there completes `canasta`.
fn completes_in_bash(home: &Home, readme: &str) {
    // bash-completion's own place for a user's scripts (its README:
    // `${BASH_COMPLETION_USER_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/bash-completion}/completions`),
    // with neither variable set.
    let script = home
        .path()
        .join(".local/share/bash-completion/completions/canasta");
    assert!(script.is_file(), "{readme}: no {}", script.display());
    let framework = Path::new("/usr/share/bash-completion/bash_completion");
    let load = if framework.is_file() {
        // bash-completion itself finds and loads it, as at a first Tab
        // (2.11 calls its loader `__load_completion`, 2.12 `_comp_load`).
        format!(
            ". {}; __load_completion canasta 2>/dev/null || _comp_load canasta; complete -p canasta",
            framework.display()
        )
    } else {
        format!(". {}; complete -p canasta", script.display())
    };
    let out = home.command("bash").args(["-c", &load]).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("_canasta") && said.trim_end().ends_with(" canasta"),
        "{readme}: bash does not complete canasta from {}: {said}{}",
        script.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `canasta serve` finds `canasta-serve` beside it: a missing game is the
/// server's own refusal, not "cannot start the server program".
fn serves(home: &Home) {
    let out = home
        .command("canasta")
        .args(["serve", "no-such-game.yaml"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("no-such-game.yaml"), "{err}");
    assert!(!err.contains("canasta-serve"), "{err}");
}

#[test]
fn the_readmes_install_steps_work_in_a_fresh_home() {
    needed("man", "man-db");
    let home = set_up("README.md", "Set up");
    let bin = home.path().join(".cargo/bin/canasta");
    assert!(bin.is_file());
    // The page man finds is the one the steps wrote, for the main command
    // and for each of its commands.
    for page in ["canasta", "canasta-game-add", "canasta-serve"] {
        let found = home.man(&["-w", page]);
        assert_eq!(
            found.trim(),
            home.path()
                .join(format!(".cargo/share/man/man1/{page}.1"))
                .display()
                .to_string(),
            "man -w {page}"
        );
    }
    let shown = home.man(&["-P", "cat", "canasta"]);
    assert!(
        shown.contains("canasta - A referee and score keeper for Canasta"),
        "{shown}"
    );
    assert!(shown.contains("canasta-game(1)"), "{shown}");
    completes_in_bash(&home, "README.md");
    serves(&home);
}

#[test]
fn the_german_install_steps_work_in_a_fresh_home() {
    needed("man", "man-db");
    let home = set_up("README.de.md", "Einrichten");
    let page = |lang: &str| home.man(&["-L", lang, "-w", "canasta"]);
    assert_eq!(
        page("de").trim(),
        home.path()
            .join(".cargo/share/man/de/man1/canasta.1")
            .display()
            .to_string()
    );
    assert_eq!(
        page("C").trim(),
        home.path()
            .join(".cargo/share/man/man1/canasta.1")
            .display()
            .to_string()
    );
    let shown = home.man(&["-L", "de", "-P", "cat", "canasta"]);
    assert!(shown.contains("BEZEICHNUNG"), "{shown}");
    completes_in_bash(&home, "README.de.md");
    let script = std::fs::read_to_string(
        home.path()
            .join(".local/share/bash-completion/completions/canasta"),
    )
    .unwrap();
    assert!(script.contains("_canasta"), "{script}");
    serves(&home);
}

/// The reader of the steps reads what it should.
#[test]
fn the_steps_are_read_from_the_set_up_section() {
    let steps = set_up_steps("README.md", "Set up");
    assert!(steps[0].starts_with("cargo run --release -- "), "{steps:?}");
    assert!(
        steps.iter().any(|s| s.starts_with("canasta man --dir ")),
        "{steps:?}"
    );
    assert!(matches!(step("cargo test --locked   # all"), Step::Built));
    assert!(matches!(
        step("cargo install --locked --path .   # put it"),
        Step::Install
    ));
    assert!(matches!(step("mkdir -p x"), Step::Run(_)));
}

/// `cargo run --release` builds `canasta` alone: `canasta serve` without
/// `canasta-serve` beside it says so, and how to get both, in either
/// language.
#[test]
fn serve_without_its_server_says_how_to_get_it() {
    let dir = tempfile::tempdir().unwrap();
    let alone = dir.path().join("canasta");
    std::fs::copy(insta_cmd::get_cargo_bin("canasta"), &alone).unwrap();
    for lang in ["en", "de"] {
        let mut cmd = Command::new(&alone);
        for var in crate::common::AMBIENT {
            cmd.env_remove(var);
        }
        let out = cmd
            .args(["--lang", lang, "serve", "friday.yaml"])
            .env("NO_COLOR", "1")
            .env("COLUMNS", "100")
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{lang}");
        let err = String::from_utf8_lossy(&out.stderr)
            .replace(&dir.path().display().to_string(), "[DIR]");
        for needed in [
            "[DIR]/canasta-serve",
            "`cargo build --release`",
            "`cargo install --locked --path .`",
            "`cargo run`",
        ] {
            assert!(err.contains(needed), "{lang}: {needed}: {err}");
        }
        assert!(
            std::fs::read_dir(dir.path()).unwrap().count() == 1,
            "nothing is written"
        );
        insta::assert_snapshot!(format!("serve_without_its_server_{lang}"), err);
    }
}
