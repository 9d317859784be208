//! Ctrl-C and Esc at the prompt's questions, on a pseudo-terminal
//! (issue 24, item 8): Ctrl-C stops the prompt at a number question as it
//! does at a list (`stopped`, exit 2, the file as it was), and Esc goes
//! back one question, stopping at the first. Every step waits for what
//! the terminal shows; nothing sleeps.

use std::path::Path;

use expectrl::{Eof, Session, WaitStatus};

use crate::prompt::{answer, canasta, down, new_game, show};

fn spawn_with(dir: &Path, args: &[&str]) -> Option<Session> {
    let mut cmd = canasta(dir);
    cmd.args(args).args(["game", "add", "g.yaml"]);
    crate::common::pty(cmd)
}

/// The command's exit code, once it has ended.
fn exit_code(s: &mut Session) -> i32 {
    s.expect(Eof).unwrap();
    match s.get_process().wait().unwrap() {
        WaitStatus::Exited(_, code) => code,
        other => panic!("ended by {other:?}, not with an exit code"),
    }
}

/// Stopped: the words on the terminal, exit 2, the folder as it was.
fn stopped(s: &mut Session, says: &str, dir: &Path, before: &[(String, Option<Vec<u8>>)]) {
    s.expect(says)
        .unwrap_or_else(|e| panic!("waiting for `{says}`: {e}"));
    assert_eq!(exit_code(s), 2);
    assert_eq!(
        crate::common::folder_snapshot(dir),
        before,
        "a file changed"
    );
}

#[test]
fn ctrl_c_at_a_number_question_stops_and_saves_nothing() {
    // Ctrl-C at the first question, after some answers, at card points
    // (a question that takes negative numbers) and halfway through typing.
    let answers: [&[(&str, &str)]; 4] = [
        &[],
        &[
            ("We: natural canastas", "1\r"),
            ("We: mixed canastas", "\r"),
        ],
        &[
            ("We: natural canastas", "1\r"),
            ("We: mixed canastas", "\r"),
            ("We: red threes laid out", "\r"),
            ("We: went out?", &down(1)),
        ],
        &[("We: natural canastas", "12")],
    ];
    for (i, given) in answers.iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        new_game(d);
        let before = crate::common::folder_snapshot(d);
        let Some(mut s) = spawn_with(d, &[]) else {
            return;
        };
        for (question, keys) in *given {
            answer(&mut s, question, keys);
        }
        if i == 2 {
            s.expect("We: card points").unwrap();
        } else if i == 0 {
            s.expect("We: natural canastas").unwrap();
        }
        s.send("\x03").unwrap();
        stopped(&mut s, "stopped: nothing saved", d, &before);
    }
}

/// Under `--format json` the stop is one JSON error; in German, German.
#[test]
fn ctrl_c_is_said_as_json_and_in_german() {
    for (args, question, says) in [
        (
            &["--format", "json"][..],
            "We: natural canastas",
            r#"{"error":{"code":"stopped","#,
        ),
        (
            &["--lang", "de"],
            "We: natürliche Canastas",
            "abgebrochen: nichts gespeichert",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        new_game(d);
        let before = crate::common::folder_snapshot(d);
        let Some(mut s) = spawn_with(d, args) else {
            return;
        };
        s.expect(question).unwrap();
        s.send("\x03").unwrap();
        stopped(&mut s, says, d, &before);
    }
}

#[test]
fn esc_at_the_first_question_stops_as_ctrl_c_does() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let before = crate::common::folder_snapshot(d);
    let Some(mut s) = spawn_with(d, &[]) else {
        return;
    };
    answer(&mut s, "We: natural canastas", "\x1b");
    stopped(&mut s, "stopped: nothing saved", d, &before);
}

/// Esc goes back one question, at a number question, at a list and at
/// the question whether to save; the question is asked again with its
/// answer as the default.
#[test]
fn esc_goes_back_one_question() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d);
    let Some(mut s) = spawn_with(d, &[]) else {
        return;
    };
    answer(&mut s, "We: natural canastas", "2\r");
    // Halfway through typing an answer, Esc drops it and goes back.
    answer(&mut s, "We: mixed canastas", "7\x1b");
    answer(&mut s, "We: natural canastas [500 each] (2)", "\r");
    answer(&mut s, "We: mixed canastas", "1\r");
    answer(&mut s, "We: red threes laid out", "\r");
    // At a list.
    answer(&mut s, "We: went out?", "\x1b");
    answer(&mut s, "We: red threes laid out", "1\r");
    answer(&mut s, "We: went out?", &down(1));
    answer(&mut s, "We: card points", "200\r");
    answer(&mut s, "They: natural canastas", "\r");
    answer(&mut s, "They: mixed canastas", "\r");
    answer(&mut s, "They: red threes laid out", "\r");
    answer(&mut s, "They: card points", "-35\r");
    // At the question whether to save: back to the last answer.
    answer(&mut s, "Save this hand?", "\x1b");
    answer(&mut s, "They: card points", "-40\r");
    answer(&mut s, "Save this hand?", "\r");
    assert_eq!(exit_code(&mut s), 0);
    let v = show(d);
    assert_eq!(
        v["hands"][0]["teams"][0]["tally"],
        "natural:2,mixed:1,red3:1,out,cards:200"
    );
    assert_eq!(v["hands"][0]["teams"][1]["tally"], "cards:-40");
}
