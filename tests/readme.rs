//! The examples of README.md and of every page in docs/ are tests. Every
//! ```console block is a session:
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
//! can be spaced out. `$ cat FILE` shows a file the examples wrote. All
//! blocks of one file run in order in one temporary directory of its own
//! that holds a copy of `fixtures/`, so an example may use `fixtures/...`
//! files and files an earlier example of the same file created (a page
//! never sees another page's files). A mismatch names the file and line and
//! shows the command, what the file expects and what it printed;
//! `UPDATE_README=1` writes what the commands print into that file instead.

use std::path::Path;

/// The width the examples are printed at, which each README says before
/// its first example.
const WIDTH: &str = "100";

struct Step {
    line: usize,
    command: String,
    code: i32,
    expected: String,
    /// The file's lines (0-based, end exclusive) that hold the expected
    /// output, blank lines after it included.
    output: std::ops::Range<usize>,
}

/// The commands of every `console` block of `text` (the file `name`), in
/// order.
fn steps(name: &str, text: &str) -> Vec<Step> {
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
    for (i, line) in text.lines().enumerate() {
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
            let i =
                current.unwrap_or_else(|| panic!("{name}:{number}: `? N` before any `$` command"));
            let step = &mut steps[i];
            step.output.start = number;
            step.code = code
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("{name}:{number}: `? {code}` is not an exit status"));
        } else {
            assert!(
                current.is_some(),
                "{name}:{number}: output before any `$ canasta` command"
            );
            expected.push(line);
        }
    }
    assert!(!in_block, "{name}: a ```console block is not closed");
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

/// Run every example of the file `name` (relative to the repository's
/// root) in a folder of its own; with `UPDATE_README` set, write what the
/// commands print into the file. Returns how many examples ran and a
/// message for each one that differs. A page whose name ends in `.de.md`
/// runs its commands in German (`CANASTA_LANG=de`), every other page in
/// English.
fn session(name: &str) -> (usize, Vec<String>) {
    let lang = if name.ends_with(".de.md") { "de" } else { "en" };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let steps = steps(name, &text);
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
                            .unwrap_or_else(|e| panic!("{name}:{}: < {file}: {e}", step.line))
                            .into(),
                    ),
                    args => (args, std::process::Stdio::null()),
                };
                let out = crate::common::bin()
                    .args(args)
                    .stdin(stdin)
                    .current_dir(dir.path())
                    .env("NO_COLOR", "1")
                    .env("COLUMNS", WIDTH)
                    .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
                    .env("CANASTA_LANG", lang)
                    // German logs show local times: Central European.
                    .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
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
                "{name}:{}: only `$ canasta ...` and `$ cat FILE` can run: `{}`",
                step.line, step.command
            ),
        };
        let shown = normal(if step.code == 2 { &stderr } else { &stdout });
        if code == step.code && shown != step.expected {
            updates.push((step.output.clone(), shown.clone()));
        }
        if code != step.code || shown != step.expected {
            failures.push(format!(
                "{name}:{}: $ {}\n--- expected (exit {}):\n{}--- actual (exit {code}):\n{shown}{}",
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
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
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
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        return (steps.len(), Vec::new());
    }
    (steps.len(), failures)
}

/// The pages of docs/, as paths relative to the repository's root, sorted.
fn doc_pages() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages: Vec<String> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|file| {
            std::path::Path::new(file)
                .extension()
                .is_some_and(|e| e == "md")
        })
        .map(|file| format!("docs/{file}"))
        .collect();
    pages.sort();
    pages
}

fn assert_no_failures(ran: usize, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} of {ran} examples differ (paste the actual output into the file if the change is right, \
         or run with UPDATE_README=1 and review the diff):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn readme_examples_print_what_they_say() {
    let (ran, failures) = session("README.md");
    assert!(ran > 0, "README.md has no ```console examples");
    assert_no_failures(ran, &failures);
}

/// The German README walks a game night in German, so its examples run
/// with `CANASTA_LANG=de`.
#[test]
fn german_readme_examples_print_what_they_say() {
    let (ran, failures) = session("README.de.md");
    assert!(ran > 0, "README.de.md has no ```console examples");
    assert_no_failures(ran, &failures);
}

/// Each page of docs/ is a session of its own, in a folder of its own; the
/// pages run side by side.
#[test]
fn docs_examples_print_what_they_say() {
    let pages = doc_pages();
    let results: Vec<(usize, Vec<String>)> = std::thread::scope(|scope| {
        let runs: Vec<_> = pages
            .iter()
            .map(|page| scope.spawn(|| session(page)))
            .collect();
        runs.into_iter().map(|run| run.join().unwrap()).collect()
    });
    let ran = results.iter().map(|(n, _)| n).sum();
    let failures: Vec<String> = results.into_iter().flat_map(|(_, f)| f).collect();
    assert!(ran > 0, "no page of docs/ has a ```console example");
    assert_no_failures(ran, &failures);
}

/// The lines of `text` outside fenced code blocks, numbered from 1.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// The anchors GitHub gives a page's headings: lower case, punctuation
/// dropped, spaces turned into hyphens.
fn anchors(text: &str) -> Vec<String> {
    prose(text)
        .into_iter()
        .filter_map(|(_, line)| line.strip_prefix('#'))
        .map(|heading| {
            heading
                .trim_start_matches('#')
                .trim()
                .to_lowercase()
                .chars()
                .filter_map(|c| match c {
                    ' ' => Some('-'),
                    c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                    _ => None,
                })
                .collect()
        })
        .collect()
}

/// The targets of the Markdown links `[...](target)` in the prose of
/// `text`, with their line numbers.
fn links(text: &str) -> Vec<(usize, &str)> {
    let mut links = Vec::new();
    for (number, line) in prose(text) {
        let mut rest = line;
        while let Some(start) = rest.find("](") {
            rest = &rest[start + 2..];
            if let Some(end) = rest.find(')') {
                links.push((number, &rest[..end]));
                rest = &rest[end..];
            }
        }
    }
    links
}

/// Every link from README.md, CONTRIBUTING.md, CHANGELOG.md or a page of
/// docs/ to a file of the
/// repository leads to a file that exists, and a link to a section of a
/// page to a heading that page has, so that moving a section cannot leave
/// a link behind.
#[test]
fn links_between_pages_lead_somewhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut broken = Vec::new();
    let mut checked = 0;
    for name in [
        "README.md",
        "README.de.md",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
    ]
    .into_iter()
    .map(String::from)
    .chain(doc_pages())
    {
        let text = std::fs::read_to_string(root.join(&name)).unwrap();
        let folder = Path::new(&name).parent().unwrap();
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
            let path = if file.is_empty() {
                root.join(&name)
            } else {
                root.join(folder).join(file)
            };
            if !path.exists() {
                broken.push(format!(
                    "{name}:{line}: `{target}`: no file {}",
                    path.display()
                ));
            } else if !anchor.is_empty() {
                let page = std::fs::read_to_string(&path).unwrap();
                if !anchors(&page).iter().any(|a| a == anchor) {
                    broken.push(format!(
                        "{name}:{line}: `{target}`: no heading #{anchor} there"
                    ));
                }
            }
        }
    }
    assert!(checked > 0, "no links between pages found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_link_reader_reads_links_and_anchors() {
    let text = "# Is this meld legal?\n## The `game` file, v2\nsee [a](docs/a.md#x) and [b](#y)\n```\n[c](z)\n```\n";
    assert_eq!(links(text), [(3, "docs/a.md#x"), (3, "#y")]);
    assert_eq!(anchors(text), ["is-this-meld-legal", "the-game-file-v2"]);
}

#[test]
fn the_example_reader_reads_blocks() {
    let text = "x\n```console\n$ canasta meld 'h10 d10' s2\nout\n\n$ canasta x\n? 1\nno\n```\n```sh\n$ no\n```\n```console\n$ canasta y\n```\n";
    let s = steps("test.md", text);
    assert_eq!(s.len(), 3);
    assert_eq!(s[2].expected, "");
    assert_eq!(s[0].expected, "out\n");
    assert_eq!(s[1].code, 1);
    assert_eq!(s[1].expected, "no\n");
    assert_eq!(split(&s[0].command), ["canasta", "meld", "h10 d10", "s2"]);
}

/// Each README says, before its first example, the width the examples are
/// printed at: a reader at a narrower terminal sees narrower tables.
#[test]
fn the_readmes_say_the_width_of_their_examples() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (name, says) in [
        (
            "README.md",
            format!("printed at {WIDTH} columns (`COLUMNS={WIDTH}`)"),
        ),
        (
            "README.de.md",
            format!("bei {WIDTH} Spalten gedruckt (`COLUMNS={WIDTH}`)"),
        ),
    ] {
        let text = std::fs::read_to_string(root.join(name)).unwrap();
        let first = text.find("```console").expect("an example");
        let said = text
            .find(&says)
            .unwrap_or_else(|| panic!("{name} does not say `{says}`"));
        assert!(
            said < first,
            "{name} says the width after its first example"
        );
        // Where it says so, the section whose examples start there.
        let heading = text[..first].rfind("\n## ").unwrap_or(0);
        assert!(said > heading, "{name} says the width in another section");
    }
}
