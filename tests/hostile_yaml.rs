//! Hostile YAML: documents built to make a parser crawl or grow, files that
//! are not rule files at all, and the messages for values just past a
//! limit. Each is refused with exit 2 and a message that names the problem.
//! The time bounds are hang guards, far above what a run takes.

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Far more than any refusal takes, on a loaded machine too; only a hang
/// reaches it. No test here times a command beyond this guard.
const HANG_GUARD: Duration = Duration::from_secs(120);

fn canasta(dir: &Path, args: &[&str]) -> (Output, Duration) {
    let started = Instant::now();
    let out = crate::common::bin()
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    (out, started.elapsed())
}

fn refused(dir: &Path, args: &[&str], words: &[&str]) -> String {
    let (out, took) = canasta(dir, args);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(took < HANG_GUARD, "{args:?} took {took:?}");
    for w in words {
        assert!(err.contains(w), "{args:?}: expected `{w}` in:\n{err}");
    }
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn nesting_100000_deep_is_refused_at_once_in_every_kind_of_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("flow.yaml"), "[".repeat(100_000)).unwrap();
    std::fs::write(
        d.join("map.yaml"),
        format!("teams: {}", "{a: ".repeat(100_000)),
    )
    .unwrap();
    std::fs::write(d.join("block.yaml"), "- ".repeat(100_000)).unwrap();
    for args in [
        &["rules", "show", "flow.yaml"][..],
        &["rules", "show", "block.yaml"],
        &["score", "map.yaml"],
        &["score", "block.yaml"],
        &["game", "show", "flow.yaml"],
        &[
            "pickup", "--state", "map.yaml", "--top", "h9", "--hand", "h9 d9",
        ],
    ] {
        refused(d, args, &["nest more than 64 levels deep"]);
    }
    assert_eq!(std::fs::read(d.join("flow.yaml")).unwrap().len(), 100_000);
}

#[test]
fn a_billion_laughs_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut doc = String::from("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (prev, name) in "abcdefgh".chars().zip("bcdefghi".chars()) {
        let refs = vec![format!("*{prev}"); 9].join(", ");
        doc.push_str(&format!("{name}: &{name} [{refs}]\n"));
    }
    std::fs::write(dir.path().join("laughs.yaml"), doc).unwrap();
    for args in [
        &["score", "laughs.yaml"][..],
        &["rules", "show", "laughs.yaml"],
        &["game", "show", "laughs.yaml"],
    ] {
        refused(dir.path(), args, &["aliases here would copy more than"]);
    }
}

#[test]
fn a_file_that_is_not_yaml_is_never_quoted() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Like /etc/shadow: one YAML mapping, or not YAML at all.
    std::fs::write(d.join("shadow"), "root:$6$secret:19000:0:99999:7:::\n").unwrap();
    std::fs::write(d.join("passwd"), "root:x:0:0:root:/root:/bin/bash\n").unwrap();
    std::fs::write(d.join("notes"), "secret words: [unclosed\nmore secret\n").unwrap();
    for target in ["shadow", "passwd", "notes"] {
        for args in [
            &["score", target][..],
            &["game", "show", target],
            &[
                "pickup", "--state", target, "--top", "h9", "--hand", "h9 d9",
            ],
        ] {
            let err = refused(d, args, &["is not a"]);
            assert!(!err.contains("secret"), "{args:?} quotes the file:\n{err}");
            assert!(!err.contains("root"), "{args:?} quotes the file:\n{err}");
        }
        std::fs::write(d.join("house.yaml"), format!("extends: {target}\n")).unwrap();
        for args in [
            &["rules", "show", "house.yaml"][..],
            &["rules", "show", target],
        ] {
            let err = refused(d, args, &["is not a rule file"]);
            assert!(!err.contains("secret"), "{args:?} quotes the file:\n{err}");
            assert!(!err.contains("root"), "{args:?} quotes the file:\n{err}");
        }
    }
}

#[cfg(unix)]
#[test]
fn a_pipe_or_device_named_as_rules_is_not_a_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let fifo = d.join("fifo.yaml");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    std::fs::write(d.join("house.yaml"), "extends: fifo.yaml\n").unwrap();
    std::fs::write(d.join("null.yaml"), "extends: /dev/null\n").unwrap();
    for args in [
        &["rules", "show", "fifo.yaml"][..],
        &["rules", "show", "/dev/null"],
        &["rules", "show", "house.yaml"],
        &["rules", "show", "null.yaml"],
        &["--rules", "/dev/null", "meld", "hK dK cK"],
    ] {
        let err = refused(d, args, &["not a regular file"]);
        assert!(!err.contains("does not exist"), "{err}");
    }
}

#[test]
fn a_long_extends_chain_is_not_a_loop() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let chain = |n: usize| {
        for i in 1..n {
            std::fs::write(
                d.join(format!("c{i}.yaml")),
                format!("extends: c{}.yaml\n", i + 1),
            )
            .unwrap();
        }
        std::fs::write(d.join(format!("c{n}.yaml")), "extends: classic\n").unwrap();
    };
    chain(9);
    let (out, _) = canasta(d, &["rules", "show", "c1.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    chain(40);
    let err = refused(
        d,
        &["rules", "show", "c1.yaml"],
        &["more than 32 files deep"],
    );
    assert!(!err.contains("loops"), "{err}");
}

#[test]
fn values_past_a_limit_say_the_limit_and_a_repeated_key_its_second_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let cases: &[(&str, &[&str])] = &[
        (
            "extends: classic\ncanasta:\n  natural_bonus: 9223372036854775808\n",
            &[
                "9223372036854775808 is too large: the largest allowed is 9223372036854775807",
                "h.yaml:3:18",
            ],
        ),
        (
            "extends: classic\nmeld:\n  min_cards: 4294967296\n",
            &["the largest allowed is 4294967295", "h.yaml:3:14"],
        ),
        (
            "extends: classic\nmeld:\n  max_wilds: 2\n  # again\n  max_wilds: 3\n",
            &["`max_wilds` is given twice (first on line 3)", "h.yaml:5:3"],
        ),
        (
            "extends: classic\nmeld:\n  max_wilds: 2\nmeld:\n  min_cards: 3\n",
            &["`meld` is given twice", "h.yaml:4:1"],
        ),
    ];
    for (text, words) in cases {
        std::fs::write(d.join("h.yaml"), text).unwrap();
        refused(d, &["rules", "show", "h.yaml"], words);
    }
}

#[test]
fn an_error_after_millions_of_lines_shows_only_its_lines() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Under the 16 MiB the tool reads at most.
    let text = format!(
        "{}teams:\n  - name: We\n    handd: x\n",
        "\n".repeat(15_000_000)
    );
    std::fs::write(d.join("r.yaml"), text).unwrap();
    let started = Instant::now();
    let (out, _) = canasta(d, &["score", "r.yaml"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("r.yaml:15000003:5"), "{err}");
    assert!(err.len() < 1000, "{} bytes of stderr", err.len());
    // A hang guard: rendering the whole file took minutes and gigabytes.
    assert!(started.elapsed() < HANG_GUARD);
    // A file past the size limit is refused before it is read.
    let big = std::fs::File::create(d.join("big.yaml")).unwrap();
    big.set_len(50 * 1024 * 1024).unwrap();
    refused(d, &["score", "big.yaml"], &["larger than 16 MiB"]);
}

/// Issue 15, item 4: a rule set's `name:` and `description:`, and a line
/// of a file quoted under an error, reach the screen with their control
/// characters visible; the caret still stands under the bad place.
#[test]
fn a_rule_files_text_is_shown_not_obeyed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("evil.yaml"),
        "extends: classic\nname: \"Evil\\e]0;PWNED\\a\"\ndescription: \"desc\\x9b2J\\r\\b\\u202eend\"\n",
    )
    .unwrap();
    let obeyed = |text: &str| {
        text.chars()
            .any(|c| matches!(c, '\x1b' | '\x07' | '\u{9b}' | '\r' | '\x08' | '\u{202e}'))
    };
    for args in [
        &["rules", "show", "evil.yaml"][..],
        &["rules", "diff", "classic", "evil.yaml"],
        &["--rules", "evil.yaml", "meld", "h5", "d5", "c5"],
        &[
            "--rules",
            "evil.yaml",
            "pickup",
            "--top",
            "h5",
            "--hand",
            "h5 d5",
        ],
        &[
            "--rules",
            "evil.yaml",
            "game",
            "new",
            "g.yaml",
            "--team",
            "A",
            "--team",
            "B",
        ],
        &["game", "show", "g.yaml"],
    ] {
        let (out, _) = canasta(d, args);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.code() != Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!obeyed(&text), "{args:?} writes raw:\n{text:?}");
        assert!(text.contains("Evil^[]0;PWNED^G"), "{args:?}:\n{text}");
    }
    let (out, _) = canasta(d, &["rules", "show", "evil.yaml"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("desc\\u{9b}2J^M^H\\u{202e}end"), "{text}");
    // The YAML form keeps it exact, escaped as YAML escapes.
    let (out, _) = canasta(d, &["rules", "show", "evil.yaml", "--format", "yaml"]);
    let yaml = String::from_utf8_lossy(&out.stdout);
    // (U+202E is printable to YAML: kept as it is.)
    assert!(yaml.contains("name: \"Evil\\e]0;PWNED\\a\""), "{yaml}");

    // A bad line holding an escape: one symbol per character, so the caret
    // and the column stay right.
    std::fs::write(
        d.join("bad.yaml"),
        "extends: classic\nmeld:\n  \x1b[2J\u{9b}x: 2\n",
    )
    .unwrap();
    let err = refused(d, &["rules", "show", "bad.yaml"], &["bad.yaml:3:3"]);
    assert!(!obeyed(&err), "{err:?}");
    assert!(err.contains("3 |   ␛[2J�x: 2"), "{err}");
    assert!(err.contains("  |   ^"), "{err}");
}

/// A rule file of 80,000 keys, at the top or in a section, merges over
/// the rule set it extends in linear time: it took 36 s when each key was
/// looked for among the ones before it.
#[test]
fn a_rule_file_of_many_keys_is_merged_in_linear_time() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let keys =
        |indent: &str| -> String { (0..80_000).map(|i| format!("{indent}k{i}: 1\n")).collect() };
    std::fs::write(
        d.join("top.yaml"),
        format!("extends: classic\n{}", keys("")),
    )
    .unwrap();
    std::fs::write(
        d.join("section.yaml"),
        format!("extends: classic\nmeld:\n{}", keys("  ")),
    )
    .unwrap();
    refused(
        d,
        &["rules", "show", "top.yaml"],
        &["unknown field `k0`", "top.yaml:2:1"],
    );
    refused(
        d,
        &["rules", "show", "section.yaml"],
        &["meld: unknown field `k0`", "section.yaml:3:3"],
    );
}

/// A 15 MB flow list of two-byte values is refused at the document's
/// limit of values, within an address space of 256 MB: it peaked at
/// 860 MB when each list was copied as it closed and the limit was five
/// times higher.
#[cfg(target_os = "linux")]
#[test]
fn a_long_flow_list_is_refused_in_a_small_multiple_of_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut text = String::with_capacity(15_000_010);
    text.push_str("teams: [1");
    text.push_str(&",1".repeat(7_500_000));
    text.push_str("]\n");
    std::fs::write(d.join("r.yaml"), text).unwrap();
    let mut sh = Command::new("sh");
    sh.args(["-c", "ulimit -v 262144 && exec \"$0\" \"$@\""])
        .arg(insta_cmd::get_cargo_bin("canasta"))
        .args(["score", "r.yaml"])
        .current_dir(d);
    for var in crate::common::AMBIENT {
        sh.env_remove(var);
    }
    let started = Instant::now();
    let out = sh.output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the document holds more than 2000000 values"),
        "{err}"
    );
    // A hang guard: a debug build reads the 4 MB up to the limit in
    // about 10 s, a few times that on a loaded machine.
    assert!(started.elapsed() < 3 * HANG_GUARD);
}
