//! The README's examples are tests. Every ```console block is a session:
//!
//! ```text
//! $ canasta ARGS...      a command (quote arguments with '…' or "…"),
//!                        maybe ending in `< FILE`: FILE is its standard input
//! ? N                    optional: the exit status, when it is not 0
//! expected output        exactly what the command prints on stdout; for a
//!                        command that fails (exit 2), what it prints on stderr
//! ```
//!
//! Blank lines at the end of an output are not compared, so that examples
//! can be spaced out. `$ cat FILE` shows a file the examples wrote. All blocks run in order in
//! one temporary directory that holds a copy of `fixtures/`, so an example
//! may use `fixtures/...` files and files an earlier example created. A
//! mismatch shows the command, what the README expects and what it printed;
//! `UPDATE_README=1` writes what the commands print into README.md instead.

use std::path::Path;

struct Step {
    line: usize,
    command: String,
    code: i32,
    expected: String,
    /// The README lines (0-based, end exclusive) that hold the expected
    /// output, blank lines after it included.
    output: std::ops::Range<usize>,
}

/// The commands of every ```console block, in order.
fn steps(readme: &str) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    let mut in_block = false;
    let mut expected: Vec<&str> = Vec::new();
    // The step of the current block whose output is being read.
    let mut current: Option<usize> = None;
    let finish = |steps: &mut Vec<Step>,
                  current: &mut Option<usize>,
                  expected: &mut Vec<&str>,
                  end: usize| {
        if let Some(i) = current.take() {
            steps[i].expected = normal(&expected.join("\n"));
            steps[i].output.end = end;
        }
        expected.clear();
    };
    for (i, line) in readme.lines().enumerate() {
        let number = i + 1;
        if !in_block {
            in_block = line.trim_end() == "```console";
            continue;
        }
        if line.trim_end() == "```" {
            finish(&mut steps, &mut current, &mut expected, i);
            in_block = false;
        } else if let Some(command) = line.strip_prefix("$ ") {
            finish(&mut steps, &mut current, &mut expected, i);
            current = Some(steps.len());
            steps.push(Step {
                line: number,
                command: command.to_string(),
                code: 0,
                expected: String::new(),
                output: i + 1..i + 1,
            });
        } else if let Some(code) = line.strip_prefix("? ").filter(|_| expected.is_empty()) {
            let i = current
                .unwrap_or_else(|| panic!("README.md:{number}: `? N` before any `$` command"));
            let step = &mut steps[i];
            step.output.start = number;
            step.code = code
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("README.md:{number}: `? {code}` is not an exit status"));
        } else {
            assert!(
                current.is_some(),
                "README.md:{number}: output before any `$ canasta` command"
            );
            expected.push(line);
        }
    }
    assert!(!in_block, "README.md: a ```console block is not closed");
    steps
}

/// Output as compared: without blank lines at the end, each line ending
/// with a newline.
fn normal(text: &str) -> String {
    let text = text.trim_end_matches(['\n', ' ']);
    if text.is_empty() {
        String::new()
    } else {
        format!("{text}\n")
    }
}

/// Split a command line like a shell would, for the quoting examples use.
fn split(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    assert!(quote.is_none(), "unclosed quote in `{command}`");
    if in_word {
        words.push(word);
    }
    words
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn readme_examples_print_what_they_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let steps = steps(&readme);
    assert!(!steps.is_empty(), "README.md has no ```console examples");
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&root.join("fixtures"), &dir.path().join("fixtures"));

    let mut failures = Vec::new();
    let mut updates: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    for step in &steps {
        let words = split(&step.command);
        let (code, stdout, stderr) = match words.first().map(String::as_str) {
            Some("canasta") => {
                let (args, stdin) = match &words[1..] {
                    [args @ .., redirect, file] if redirect == "<" => (
                        args,
                        std::fs::File::open(dir.path().join(file))
                            .unwrap_or_else(|e| panic!("README.md:{}: < {file}: {e}", step.line))
                            .into(),
                    ),
                    args => (args, std::process::Stdio::null()),
                };
                let out = crate::common::bin()
                    .args(args)
                    .stdin(stdin)
                    .current_dir(dir.path())
                    .env("NO_COLOR", "1")
                    .env("COLUMNS", "100")
                    .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
                    .env_remove("CANASTA_RULES")
                    .output()
                    .unwrap();
                (
                    out.status.code().unwrap_or(-1),
                    String::from_utf8_lossy(&out.stdout).into_owned(),
                    String::from_utf8_lossy(&out.stderr).into_owned(),
                )
            }
            Some("cat") if words.len() == 2 => {
                match std::fs::read_to_string(dir.path().join(&words[1])) {
                    Ok(text) => (0, text, String::new()),
                    Err(e) => (1, String::new(), format!("cat: {e}\n")),
                }
            }
            _ => panic!(
                "README.md:{}: only `$ canasta ...` and `$ cat FILE` can run: `{}`",
                step.line, step.command
            ),
        };
        let shown = normal(if step.code == 2 { &stderr } else { &stdout });
        if code == step.code && shown != step.expected {
            updates.push((step.output.clone(), shown.clone()));
        }
        if code != step.code || shown != step.expected {
            failures.push(format!(
                "README.md:{}: $ {}\n--- expected (exit {}):\n{}--- actual (exit {code}):\n{shown}{}",
                step.line,
                step.command,
                step.code,
                step.expected,
                if step.code == 2 || stderr.is_empty() {
                    String::new()
                } else {
                    format!("--- stderr:\n{stderr}")
                }
            ));
        }
    }
    if std::env::var_os("UPDATE_README").is_some() && !updates.is_empty() {
        let mut lines: Vec<String> = readme.lines().map(str::to_string).collect();
        for (range, shown) in updates.into_iter().rev() {
            // Keep the blank lines that space the example out.
            let blanks = lines[range.clone()]
                .iter()
                .rev()
                .take_while(|l| l.trim().is_empty())
                .count();
            let mut new: Vec<String> = shown.lines().map(str::to_string).collect();
            new.extend(std::iter::repeat_n(String::new(), blanks));
            lines.splice(range, new);
        }
        std::fs::write(root.join("README.md"), lines.join("\n") + "\n").unwrap();
        return;
    }
    assert!(
        failures.is_empty(),
        "{} of {} README examples differ (paste the actual output into README.md if the change is right):\n\n{}",
        failures.len(),
        steps.len(),
        failures.join("\n")
    );
}

#[test]
fn the_example_reader_reads_blocks() {
    let text = "x\n```console\n$ canasta meld 'h10 d10' s2\nout\n\n$ canasta x\n? 1\nno\n```\n```sh\n$ no\n```\n```console\n$ canasta y\n```\n";
    let s = steps(text);
    assert_eq!(s.len(), 3);
    assert_eq!(s[2].expected, "");
    assert_eq!(s[0].expected, "out\n");
    assert_eq!(s[1].code, 1);
    assert_eq!(s[1].expected, "no\n");
    assert_eq!(split(&s[0].command), ["canasta", "meld", "h10 d10", "s2"]);
}
