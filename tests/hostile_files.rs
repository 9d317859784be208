//! Files that are not what a command expects: a FIFO, a device, a file far
//! too large, standard input. Each is refused quickly (exit 2, a message
//! naming the file) or read as it should be, and no file is created or
//! changed. The time bounds are hang guards, far above what a refusal takes.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Far more than any refusal takes, on a loaded machine too; only a hang
/// reaches it. No test here times a command beyond this guard.
const HANG_GUARD: Duration = Duration::from_secs(120);

fn command(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    cmd.args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100");
    cmd
}

/// Run `canasta args` in `dir` with `stdin`, killing it if it outlives the
/// hang guard. Returns its output and how long it took.
fn run_with(dir: &Path, args: &[&str], stdin: &[u8]) -> (Output, Duration) {
    let start = Instant::now();
    let mut child = command(dir, args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // A command that does not read standard input closes it early.
    let _ = input.write_all(stdin);
    drop(input);
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > HANG_GUARD {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("canasta {args:?} still runs after {HANG_GUARD:?}: it hangs");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    (out, start.elapsed())
}

fn run(dir: &Path, args: &[&str]) -> Output {
    run_with(dir, args, b"").0
}

/// Exit 2, and stderr holds every one of `words` (wherever the report
/// wrapped its lines).
fn refused(out: &Output, args: &[&str], words: &[&str]) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "canasta {args:?}: {err}");
    let flow = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let flowed = flow(&err);
    for w in words {
        assert!(
            flowed.contains(&flow(w)),
            "canasta {args:?}: expected `{w}` in:\n{err}"
        );
    }
}

/// Every file in a folder (hidden ones too) with its contents.
fn snapshot(dir: &Path) -> Vec<(String, Option<Vec<u8>>)> {
    crate::common::folder_snapshot(dir)
}

fn round_text() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds/classic.yaml"),
    )
    .unwrap()
}

/// A folder with a game `g.yaml` (made without a lock file) and a round.
fn table() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["game", "new", "g.yaml", "--team", "We", "They"],
    );
    assert!(out.status.success());
    std::fs::remove_file(dir.path().join("g.yaml.lock")).unwrap();
    std::fs::write(dir.path().join("round.yaml"), round_text()).unwrap();
    dir
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success(), "mkfifo {}", path.display());
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_wherever_a_file_is_read() {
    let dir = table();
    let d = dir.path();
    mkfifo(&d.join("pipe.yaml"));
    let before = snapshot(d);
    let cases: &[&[&str]] = &[
        &["game", "show", "pipe.yaml"],
        &["game", "add", "pipe.yaml", "--points", "We=1", "They=2"],
        &["game", "undo", "pipe.yaml"],
        &[
            "game",
            "edit",
            "pipe.yaml",
            "1",
            "--points",
            "We=1",
            "They=2",
        ],
        &["score", "pipe.yaml"],
        &["game", "add", "g.yaml", "pipe.yaml"],
        &["pickup", "--state", "pipe.yaml"],
        &["initial-meld", "--state", "pipe.yaml", "--score", "0"],
        &["--rules", "pipe.yaml", "meld", "h5", "d5", "c5"],
        &["club", "show", "pipe.yaml"],
        &["club", "next", "pipe.yaml"],
        &["club", "season", "pipe.yaml"],
    ];
    for args in cases {
        let out = run(d, args);
        refused(&out, args, &["pipe.yaml"]);
        assert_eq!(snapshot(d), before, "canasta {args:?} changed a file");
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_named_by_extends_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    mkfifo(&d.join("pipe.yaml"));
    std::fs::write(d.join("house.yaml"), "extends: pipe.yaml\n").unwrap();
    let args = ["--rules", "house.yaml", "meld", "h5", "d5", "c5"];
    refused(&run(d, &args), &args, &["pipe.yaml"]);
}

#[cfg(target_os = "linux")]
#[test]
fn an_endless_device_is_refused_without_reading_it() {
    let dir = table();
    let d = dir.path();
    let before = snapshot(d);
    for args in [
        &["score", "/dev/zero"][..],
        &["game", "add", "g.yaml", "/dev/zero"],
        &["game", "show", "/dev/zero"],
        &["pickup", "--state", "/dev/urandom"],
        &["club", "show", "/dev/zero"],
    ] {
        let (out, took) = run_with(d, args, b"");
        refused(&out, args, &["/dev/", "not a regular file"]);
        assert!(took < HANG_GUARD, "{args:?} took {took:?}");
    }
    assert_eq!(snapshot(d), before);
}

/// A file of `size` bytes: a valid round file padded with comment lines.
fn padded_round(path: &Path, size: usize) {
    let mut text = round_text();
    let line = format!("#{}\n", "x".repeat(1023));
    while text.len() + line.len() <= size {
        text.push_str(&line);
    }
    text.push_str(&"#".repeat(size - text.len()));
    assert_eq!(text.len(), size);
    std::fs::write(path, text).unwrap();
}

#[test]
fn a_file_over_16_mib_is_refused_before_it_is_read() {
    let dir = table();
    let d = dir.path();
    padded_round(&d.join("big.yaml"), 17 * 1024 * 1024);
    // Sparse past the round: refused by its size, whatever it holds.
    std::fs::write(d.join("huge.yaml"), round_text()).unwrap();
    std::fs::File::options()
        .write(true)
        .open(d.join("huge.yaml"))
        .unwrap()
        .set_len(50_000_000)
        .unwrap();
    let before = snapshot(d);
    for args in [
        &["score", "big.yaml"][..],
        &["score", "huge.yaml"],
        &["game", "add", "g.yaml", "big.yaml"],
        &["game", "show", "huge.yaml"],
        &["--rules", "big.yaml", "meld", "h5", "d5", "c5"],
        &["pickup", "--state", "huge.yaml"],
    ] {
        let (out, took) = run_with(d, args, b"");
        refused(&out, args, &["16 MiB"]);
        // Refused from its size alone, without reading it.
        assert!(took < HANG_GUARD, "{args:?} took {took:?}");
    }
    assert_eq!(snapshot(d), before);
}

#[test]
fn just_under_the_limit_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    padded_round(&d.join("r.yaml"), 16 * 1024 * 1024);
    let out = run(d, &["score", "r.yaml", "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A game just under the size limit takes no hand that would push it past:
/// the save is refused and the file stays one every command reads. The
/// add was taken, and then `game show` and even `game undo` refused the
/// file.
#[test]
fn a_save_the_reader_would_refuse_is_refused() {
    let dir = table();
    let d = dir.path();
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    let limit = 16 * 1024 * 1024;
    // A long text in the log: words kept beside the first change.
    let from = "what: started\n";
    let room = "  text: \n".len();
    assert!(text.contains(from), "{text}");
    let pad = "x".repeat(limit - 100 - text.len() - room);
    let text = text.replacen(from, &format!("{from}  text: {pad}\n"), 1);
    assert_eq!(text.len(), limit - 100);
    std::fs::write(d.join("g.yaml"), &text).unwrap();
    let out = run(d, &["game", "show", "g.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let before = snapshot(d);
    let args = ["game", "add", "g.yaml", "--points", "We=100,20", "They=0,5"];
    let out = run(d, &args);
    refused(&out, &args, &["cannot save g.yaml", "more than the 16 MiB"]);
    assert_eq!(snapshot(d), before, "the refused save changed a file");
    let out = run(d, &["game", "show", "g.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn too_much_standard_input_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let input = vec![b'#'; 17 * 1024 * 1024];
    let args = ["score", "-"];
    let (out, _) = run_with(dir.path(), &args, &input);
    refused(&out, &args, &["standard input", "16 MiB"]);
}

#[test]
fn a_round_file_given_as_dash_is_read_from_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let (out, _) = run_with(
        dir.path(),
        &["score", "-", "--format", "json"],
        round_text().as_bytes(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["teams"][0]["name"], "We");
    assert_eq!(v["teams"][0]["total"], 910);
    assert_eq!(v["teams"][1]["total"], -55);
}

#[test]
fn a_hand_from_standard_input_is_added_to_the_game() {
    let dir = table();
    let (out, _) = run_with(
        dir.path(),
        &["game", "add", "g.yaml", "-", "--format", "json"],
        round_text().as_bytes(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["teams"][0]["total"], 910);
}

#[test]
fn a_state_file_given_as_dash_is_read_from_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let state = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/states/seed000-pile-1-bill.yaml"),
    )
    .unwrap();
    let (out, _) = run_with(
        dir.path(),
        &["pickup", "--state", "-", "--format", "json"],
        &state,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["legal"], true);
    // A bad state from standard input is refused like a bad file.
    let args = ["pickup", "--state", "-"];
    let (out, _) = run_with(dir.path(), &args, b"hand: [\n");
    refused(&out, &args, &[]);
}

/// A lock file that is a FIFO (opening it for writing would wait for a
/// reader) or a folder is refused, not waited on.
#[cfg(unix)]
#[test]
fn a_lock_file_that_is_no_file_is_refused() {
    let dir = table();
    let d = dir.path();
    mkfifo(&d.join("g.yaml.lock"));
    std::fs::create_dir(d.join("n.yaml.lock")).unwrap();
    let before = snapshot(d);
    for args in [
        &["game", "add", "g.yaml", "--points", "We=1", "They=2"][..],
        &["game", "new", "n.yaml", "--team", "A", "B"],
    ] {
        let out = run(d, args);
        refused(&out, args, &[".yaml.lock", "not a regular file"]);
        assert_eq!(snapshot(d), before, "canasta {args:?} changed a file");
    }
}

/// A lock file that is a symbolic link to nothing can be neither made nor
/// opened: every command that writes the game refuses it at once, where
/// each spun at full speed forever.
#[cfg(unix)]
#[test]
fn a_dangling_link_as_the_lock_file_is_refused() {
    let dir = table();
    let d = dir.path();
    let out = run(
        d,
        &["game", "add", "g.yaml", "--points", "We=100,20", "They=0,5"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(d, &["game", "undo", "g.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_file(d.join("g.yaml.lock")).unwrap();
    std::os::unix::fs::symlink("nowhere", d.join("g.yaml.lock")).unwrap();
    std::os::unix::fs::symlink("nowhere", d.join("n.yaml.lock")).unwrap();
    let before = snapshot(d);
    let cases: &[&[&str]] = &[
        &["game", "add", "g.yaml", "--points", "We=100,20", "They=0,5"],
        &["game", "undo", "g.yaml"],
        &["game", "redo", "g.yaml"],
        &[
            "game",
            "edit",
            "g.yaml",
            "1",
            "--points",
            "We=100,20",
            "They=0,5",
        ],
        &["game", "new", "n.yaml", "--team", "A", "B"],
    ];
    for args in cases {
        let (out, took) = run_with(d, args, b"");
        refused(&out, args, &[".yaml.lock", "a symbolic link to nothing"]);
        assert!(took < HANG_GUARD, "canasta {args:?} took {took:?}");
        assert_eq!(snapshot(d), before, "canasta {args:?} changed a file");
        assert!(!d.join("nowhere").exists());
    }
}

/// Errors in what standard input held name it so, not `-`.
#[test]
fn errors_in_standard_input_name_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let cases: [(&[&str], &[u8], &str); 3] = [
        (&["score", "-"], b"", "standard input is empty"),
        (
            &["score", "-"],
            b"teams:\n  - name: We\n    melds: [h5 d5]\n  - name: They\n",
            "--> standard input:3:13",
        ),
        (
            &["pickup", "--state", "-"],
            b"hand: h5 zz\n",
            "--> standard input:1:10",
        ),
    ];
    for (args, input, words) in cases {
        let (out, _) = run_with(d, args, input);
        refused(&out, args, &[words]);
    }
}

/// Characters a terminal obeys rather than shows: ESC (window title,
/// clear screen), BEL, CSI as one character (U+009B), carriage return,
/// backspace, a bidirectional override.
const OBEYED: &[char] = &['\x1b', '\x07', '\u{9b}', '\r', '\x08', '\u{202e}'];

/// Nothing in `text` a terminal would obey (issue 15, item 4).
fn inert(text: &str, what: &str) {
    let bad: Vec<char> = text.chars().filter(|c| OBEYED.contains(c)).collect();
    assert!(bad.is_empty(), "{what} writes {bad:?} raw:\n{text:?}");
}

/// Issue 15, item 4: names from arguments and files are shown with their
/// control characters visible, in every command and format for people;
/// JSON keeps them exact.
#[test]
fn control_characters_in_names_are_shown_not_obeyed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let we = "We\x1b]0;PWNED\x07\x1b[2J";
    let they = "They\u{9b}2J\r\x08\u{202e}";
    let out = run(d, &["game", "new", "t.yaml", "--team", we, "--team", they]);
    assert!(out.status.success());
    inert(&String::from_utf8_lossy(&out.stdout), "game new");
    // A round file whose name holds an escape: the log names it.
    let round = "r\x1b[2J.yaml";
    std::fs::write(
        d.join(round),
        round_text()
            .replace(
                "name: We",
                &format!("name: \"{}\"", "We\\e]0;PWNED\\a\\e[2J"),
            )
            .replace(
                "name: They",
                &format!("name: \"{}\"", "They\\x9b2J\\r\\b\\u202e"),
            ),
    )
    .unwrap();
    let out = run(d, &["game", "add", "t.yaml", round]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for args in [
        &["game", "show", "t.yaml"][..],
        &["game", "log", "t.yaml"],
        &["game", "stats", "t.yaml"],
        &["game", "chart", "t.yaml"],
        &["game", "show", "t.yaml", "--format", "csv"],
        &["game", "stats", "t.yaml", "--format", "csv"],
        &["score", round],
        &["game", "undo", "t.yaml"],
    ] {
        let out = run(d, args);
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        inert(&text, &format!("{args:?}"));
        assert!(
            text.contains("We^[]0;PWNED^G^[[2J")
                || (args[1] == "log" && text.contains("r^[[2J.yaml")),
            "{args:?}:\n{text}"
        );
    }
    let log = String::from_utf8_lossy(&run(d, &["game", "log", "t.yaml"]).stdout).into_owned();
    assert!(log.contains("from r^[[2J.yaml"), "{log}");
    let sheet = String::from_utf8_lossy(&run(d, &["game", "show", "t.yaml"]).stdout).into_owned();
    assert!(sheet.contains("They\\u{9b}2J^M^H\\u{202e}"), "{sheet}");
    // The programs' formats stay exact.
    let json = run(d, &["game", "show", "t.yaml", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["teams"][0]["name"], we);
    assert_eq!(v["teams"][1]["name"], they);
    // In messages: a name, a card, a path.
    for args in [
        &[
            "game",
            "add",
            "t.yaml",
            "--points",
            "nobody\x1b[2J=1",
            "They=2",
        ][..],
        &["meld", "h4\u{9b}2J\r", "d4"],
        &["meld", "h4 \u{202e}h5\x08"],
        &["score", "missing\x1b]0;x\x07.yaml"],
        &["game", "show", "t.yaml", "--rules", "x\x1b[2J"],
    ] {
        let out = run(d, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        inert(&err, &format!("{args:?}"));
        assert!(
            err.contains("^[") || err.contains("\\u{"),
            "{args:?}: {err}"
        );
    }
}

/// Issue 15, item 5: a name a spreadsheet would run as a formula is
/// written as text; the numbers stay numbers.
#[test]
fn csv_names_are_never_formulas() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let names = ["=1+2", "+SUM(1+1)", "-2+3", "@A1"];
    let out = run(
        d,
        &[
            "game",
            "new",
            "f.yaml",
            "--rules",
            "verschaerft",
            "--team",
            "N0",
            "--team",
            "N1",
            "--team",
            "N2",
            "--team",
            "N3",
        ],
    );
    assert!(out.status.success());
    let out = run(
        d,
        &[
            "game",
            "add",
            "f.yaml",
            "--points",
            "N0=100,20",
            "N1=-100,5",
            "N2=0,0",
            "N3=-200,-15",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // `--team` reads `=` as the start of the players: such names come
    // from a file edited by hand.
    let mut text = std::fs::read_to_string(d.join("f.yaml")).unwrap();
    for (i, name) in names.iter().enumerate() {
        text = text
            .replace(&format!("- N{i}\n"), &format!("- '{name}'\n"))
            .replace(&format!("team: N{i}\n"), &format!("team: '{name}'\n"));
    }
    std::fs::write(d.join("f.yaml"), text).unwrap();
    let csv =
        String::from_utf8(run(d, &["game", "show", "f.yaml", "--format", "csv"]).stdout).unwrap();
    assert_eq!(
        csv,
        "hand,team,bonus,cards,score,total\n\
         1,\"'=1+2\",100,20,120,120\n\
         1,\"'+SUM(1+1)\",-100,5,-95,-95\n\
         1,\"'-2+3\",0,0,0,0\n\
         1,\"'@A1\",-200,-15,-215,-215\n"
    );
    let stats =
        String::from_utf8(run(d, &["game", "stats", "f.yaml", "--format", "csv"]).stdout).unwrap();
    for (line, name) in stats.lines().skip(1).zip(names) {
        assert!(line.starts_with(&format!("\"'{name}\",1,")), "{stats}");
    }
}

/// Issue 15, item 8: quoted input is cut to a readable length, the caret
/// still under the bad place.
#[test]
fn messages_quote_long_input_briefly() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let check = |args: &[&str], under: char| {
        let out = run(d, args);
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.len() < 2000,
            "{} bytes:\n{}",
            err.len(),
            &err[..2000.min(err.len())]
        );
        assert!(err.contains('…'), "{err}");
        // The caret stands under the character it names.
        let lines: Vec<&str> = err.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.contains('^') && l.trim_start().starts_with('|'));
        let at = at.unwrap_or_else(|| panic!("no caret in\n{err}"));
        let caret = lines[at].find('^').unwrap();
        let source = lines[at - 1];
        assert_eq!(source[caret..].chars().next(), Some(under), "{err}");
    };
    // A 100 KB card argument.
    let card = "h".repeat(100_000);
    check(&["meld", &card], 'h');
    // A stray comma in a long card list.
    let list = format!("{}, , h5{}", "h4 ".repeat(20_000), " h6".repeat(20_000));
    check(&["meld", &list], ',');
    // A 10 MB token in a round file.
    std::fs::write(
        d.join("token.yaml"),
        format!(
            "teams:\n  - name: We\n    hand: {}\n  - name: They\n",
            "x".repeat(10_000_000)
        ),
    )
    .unwrap();
    check(&["score", "token.yaml"], 'x');
    // A 15 MB string where a list belongs.
    std::fs::write(
        d.join("type.yaml"),
        format!("teams: \"{}\"\n", "y".repeat(15_000_000)),
    )
    .unwrap();
    check(&["score", "type.yaml"], '"');
}

/// Issue 15, item 10: the chart is written as the game file is: whole or
/// not at all, only to a regular file, as well-formed XML whatever the
/// names hold.
#[cfg(unix)]
#[test]
fn the_chart_is_written_whole_to_a_file_and_is_xml() {
    let dir = table();
    let d = dir.path();
    mkfifo(&d.join("x.svg"));
    let before = snapshot(d);
    let args = ["game", "chart", "g.yaml", "--output", "x.svg"];
    let out = run(d, &args);
    refused(&out, &args, &["x.svg", "not a regular file"]);
    assert_eq!(snapshot(d), before);
    // Replaced through a new file: a second name for the old one keeps it.
    std::fs::write(d.join("race.svg"), "old").unwrap();
    std::fs::hard_link(d.join("race.svg"), d.join("kept.svg")).unwrap();
    let out = run(d, &["game", "chart", "g.yaml", "--output", "race.svg"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(d.join("kept.svg")).unwrap(), "old");
    // Names with what XML forbids.
    let names = ["A\x01\x0b\x0c\x1b[2J", "B\u{fffe}\u{ffff}\u{9b}\x7f"];
    let out = run(
        d,
        &[
            "game", "new", "x.yaml", "--team", names[0], "--team", names[1],
        ],
    );
    assert!(out.status.success());
    let out = run(d, &["game", "chart", "x.yaml", "--output", "names.svg"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(d.join("names.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let texts: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.text())
        .map(str::trim)
        .collect();
    assert!(texts.contains(&"A^A^K^L^[[2J"), "{texts:?}");
    assert!(texts.contains(&"B\\u{fffe}\\u{ffff}\\u{9b}^?"), "{texts:?}");
}

/// A hand that would push a figure the sheet works out (a total, the gap
/// to the leader, the points to go) past a 64-bit number is refused, with
/// `--force` too and in a file edited by hand: the sheet printed "leader:
/// A, 9223372036854775807 ahead" for a gap of 2^64 − 2.
#[test]
fn a_hand_past_the_figures_the_sheet_can_count_is_refused() {
    let dir = table();
    let d = dir.path();
    let before = snapshot(d);
    for points in [
        ["A=9223372036854775807", "B=-9223372036854775807"],
        ["A=0", "B=-9223372036854775807"],
        ["A=9223372036854775807", "B=-1"],
    ] {
        let [a, b] = points.map(|p| p.replacen('A', "We", 1).replacen('B', "They", 1));
        let args = ["game", "add", "g.yaml", "--force", "--points", &a, &b];
        let out = run(d, &args);
        refused(
            &out,
            &args,
            &["hand 1: team `They`", "more than the sheet can count"],
        );
        assert_eq!(snapshot(d), before, "canasta {args:?} changed a file");
    }
    // The same hand written into the file by hand.
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap().replacen(
        "hands: []",
        "hands:\n- scores:\n  - team: We\n    total: 9223372036854775807\n  - team: They\n    total: -9223372036854775807",
        1,
    );
    assert!(text.contains("team: They"), "{text}");
    std::fs::write(d.join("g.yaml"), &text).unwrap();
    let args = ["game", "show", "g.yaml"];
    refused(
        &run(d, &args),
        &args,
        &["hand 1: team `They` would be behind `We`", "g.yaml:"],
    );
}

/// Messages about files name the file and the line, whatever the file
/// holds: a round from standard input is "standard input", not `-`; an
/// empty state file is named; a `rules:` naming no rule set is shown on
/// its line; a file whose lines end in a carriage return alone (old Mac
/// files) has lines, not one long one.
#[test]
fn messages_name_the_file_and_line_of_odd_files() {
    let dir = table();
    let d = dir.path();
    std::fs::write(d.join("empty.yaml"), "\n# nothing yet\n").unwrap();
    std::fs::write(
        d.join("state.yaml"),
        "rules: nonsense\nhand: h5 h5\npile: d4\n",
    )
    .unwrap();
    std::fs::write(
        d.join("round.yaml"),
        "rules: nonsense\nteams:\n  - name: We\n  - name: They\n",
    )
    .unwrap();
    std::fs::write(
        d.join("cr.yaml"),
        "teams:\r  - name: We\r    melds: [xx]\r  - name: They\r",
    )
    .unwrap();
    let before = snapshot(d);
    let cases: [(&[&str], &[u8], &[&str]); 6] = [
        (
            &["game", "add", "g.yaml", "-"],
            b"teams:\n  - name: Wee\n  - name: They\n",
            &["team `Wee` is not in this game", "--> standard input:2:11"],
        ),
        (
            &["pickup", "--state", "empty.yaml", "--top", "h5"],
            b"",
            &["empty.yaml is empty"],
        ),
        (
            &["pickup", "--state", "state.yaml", "--top", "h5"],
            b"",
            &["unknown rule set `nonsense`", "--> state.yaml:1:8"],
        ),
        (
            &["score", "round.yaml"],
            b"",
            &["unknown rule set `nonsense`", "--> round.yaml:1:8"],
        ),
        (
            &["score", "cr.yaml"],
            b"",
            &[
                "`xx` is not a card",
                "--> cr.yaml:3:13",
                "3 |     melds: [xx]",
            ],
        ),
        (
            &["game", "add", "g.yaml", "cr.yaml"],
            b"",
            &["--> cr.yaml:3:13"],
        ),
    ];
    for (args, input, words) in cases {
        let (out, _) = run_with(d, args, input);
        refused(&out, args, words);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("-:"), "canasta {args:?}: {err}");
        assert_eq!(snapshot(d), before, "canasta {args:?} changed a file");
    }
}

/// A result that cannot be written (a full disk) is an error in the
/// language chosen, exit 2, not a panic or an English line.
#[test]
fn output_to_a_full_disk_is_an_error_in_the_language_chosen() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // Not Linux: no device that is always full.
    };
    for (lang, said) in [
        ("en", "error: cannot write the output: "),
        ("de", "Fehler: die Ausgabe lässt sich nicht schreiben: "),
    ] {
        let out = crate::common::bin()
            .args(["--lang", lang, "meld", "h5", "h5", "d5"])
            .env("NO_COLOR", "1")
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.starts_with(said), "{stderr}");
    }
}
