//! Whatever is typed, the tool answers or explains, in time: the built
//! binary driven as a process, under a hang guard. The no-panic proptests
//! over every parser and the errors' rendering are the binary's unit tests
//! (`src/no_panic.rs`), since rendering is the front end's.

/// Runs `canasta args` (from the repository's root), killing it if it
/// outlives `guard`: a hang guard, not a timing.
fn run_guarded(args: &[&str], guard: std::time::Duration) -> std::process::Output {
    use std::process::Stdio;
    let start = std::time::Instant::now();
    let mut child = crate::common::canasta()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read while it runs, so that a full pipe never stops it.
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || std::io::read_to_string(stdout).unwrap());
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > guard {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("canasta {args:?} still runs after {guard:?}: it hangs");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let stdout = reader.join().unwrap();
    let mut out = child.wait_with_output().unwrap();
    out.stdout = stdout.into_bytes();
    out
}

/// A long hand that can go out with sequences on the table (issue 15):
/// every way to lay runs is merged onto each of the side's sequences,
/// which took 12 s with two of them and 43–48 s with six in a release
/// build. Each now answers, or is refused saying why, within about a
/// second there; the guard, far above what this slower test build takes
/// (about 10 s), only catches a hang.
#[test]
fn go_out_with_sequences_on_the_table_answers_or_refuses_in_time() {
    const GUARD: std::time::Duration = std::time::Duration::from_secs(120);
    const HAND: &str = "h4 h5 h6 h7 h8 h9 h10 hJ hQ hK hA d4 d5 d6 d7 d8 d9 d10 dJ dQ dK dA";
    let go_out = |table: &[String]| {
        let mut args = vec!["--rules", "bolivia", "go-out", "--hand", HAND];
        for t in table {
            args.extend(["--table", t]);
        }
        let out = run_guarded(&args, GUARD);
        // Messages wrap at the width: read them as one line.
        let err = String::from_utf8_lossy(&out.stderr)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        (out, err, format!("{args:?}"))
    };
    let melds = |list: &[&str]| -> Vec<String> {
        list.iter().map(std::string::ToString::to_string).collect()
    };
    let six = melds(&[
        "h8 h9 h10",
        "d8 d9 d10",
        "s4 s5 s6",
        "c4 c5 c6",
        "sJ sQ sK",
        "cJ cQ cK",
    ]);
    // The two commands: answered, the four runs growing the
    // table's two sequences of hearts and diamonds.
    for table in [&six[..2], &six[..]] {
        let (out, err, args) = go_out(table);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{args}: {err}");
        assert!(text.contains("go out: ALLOWED"), "{args}: {text}");
        assert!(text.contains("added to table meld 1: h8 h9 h10"), "{text}");
        assert!(text.contains("added to table meld 2: d8 d9 d10"), "{text}");
    }
    // Past the limit, refused at once: four sequences to grow in the
    // hand's suits multiply the ways; fourteen, twelve of which no card
    // of the hand grows, are each merged with every way all the same.
    let mut fourteen = six[..2].to_vec();
    for suit in ["c", "s"] {
        for run in ["4 5 6", "7 8 9", "10 J Q", "4 5 6", "7 8 9", "10 J Q"] {
            let cards: Vec<String> = run.split(' ').map(|r| format!("{suit}{r}")).collect();
            fourteen.push(cards.join(" "));
        }
    }
    let four = melds(&["h6 h7 h8", "hQ hK hA", "d6 d7 d8", "dQ dK dA"]);
    for (table, growing) in [
        (four, "with 4 sequences on the table to grow"),
        (fourteen, "with 14 sequences on the table to grow"),
    ] {
        let (out, err, args) = go_out(&table);
        assert_eq!(out.status.code(), Some(2), "{args}: {err}");
        assert!(err.contains("too many ways to search exactly"), "{err}");
        assert!(err.contains(growing), "{err}");
        assert!(err.contains("--lay"), "{err}");
        assert!(out.stdout.is_empty());
    }
}
