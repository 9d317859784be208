//! The score pad at the table (issue 9): tallies, names, impossible
//! numbers, redo and the log, players, the sheet's width, stats and CSV,
//! `CANASTA_RULES` and the help of each command.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use insta_cmd::assert_cmd_snapshot;
use serde_json::Value;

const NOW: &str = "2026-11-23T20:00:00Z";

fn canasta(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = crate::common::bin();
    cmd.args(args)
        .current_dir(dir)
        .env_remove("COLUMNS")
        .env_remove("CANASTA_RULES")
        .env("CANASTA_NOW", NOW);
    cmd
}

fn run(dir: &Path, args: &[&str]) -> Output {
    let out = canasta(dir, args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Exit 2, the file untouched; the message.
fn refused(dir: &Path, game: &str, args: &[&str]) -> String {
    let before = std::fs::read(dir.join(game)).unwrap();
    let out = canasta(dir, args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(std::fs::read(dir.join(game)).unwrap(), before, "{args:?}");
    err
}

fn json(dir: &Path, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    serde_json::from_slice(&run(dir, &all).stdout).unwrap()
}

fn new_game(dir: &Path, name: &str, rules: &str, teams: &[&str]) {
    let mut args = vec!["game", "new", name, "--rules", rules];
    for t in teams {
        args.extend(["--team", t]);
    }
    run(dir, &args);
}

fn hand(v: &Value, h: usize, t: usize) -> (i64, i64) {
    let c = &v["hands"][h]["teams"][t];
    (c["bonus"].as_i64().unwrap(), c["cards"].as_i64().unwrap())
}

#[test]
fn a_tally_is_scored_by_the_rule_set() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "c.yaml", "classic", &["We", "They"]);
    run(
        d,
        &[
            "game",
            "add",
            "c.yaml",
            "--tally",
            "We=natural,mixed,red3:2,out,cards:185",
            "They=red3,unmelded,cards:-35",
        ],
    );
    let v = json(d, &["game", "show", "c.yaml"]);
    // 500 + 300 + 2 × 100 + 100; They melded nothing: its red three -100.
    assert_eq!(hand(&v, 0, 0), (1100, 185));
    assert_eq!(hand(&v, 0, 1), (-100, -35));
    assert_eq!(
        v["hands"][0]["teams"][0]["tally"],
        "natural:1,mixed:1,red3:2,out,cards:185"
    );
    assert_eq!(v["teams"][0]["to_go"], 5000 - 1285);
    // The breakdown is shown like a scored round's.
    let text = String::from_utf8(run(d, &["game", "show", "c.yaml"]).stdout).unwrap();
    assert!(text.contains("natural canasta 500"), "{text}");

    // verschaerft: each red three needs a canasta of its own, doubling
    // scale; concealed: the others' negative points count double.
    new_game(d, "v.yaml", "verschaerft", &["A", "B"]);
    run(
        d,
        &[
            "game",
            "add",
            "v.yaml",
            "--tally",
            "A=natural:2,red3:3,concealed,cards:200",
            "B=mixed,red3,cards:-40",
        ],
    );
    let v = json(d, &["game", "show", "v.yaml"]);
    let rules: Value = json(d, &["rules", "show", "verschaerft"]);
    let nat = rules["canasta"]["natural_bonus"].as_i64().unwrap();
    let mixed = rules["canasta"]["mixed_bonus"].as_i64().unwrap();
    let each = rules["red_threes"]["each"].as_i64().unwrap();
    let concealed = rules["going_out"]["concealed_bonus"].as_i64().unwrap();
    // Two red threes with a canasta (each, 2 × each on the doubling
    // scale: 1 + 2 = 3 × each), one without (−each).
    assert_eq!(hand(&v, 0, 0), (2 * nat + 2 * each - each + concealed, 200));
    assert_eq!(hand(&v, 0, 1), (mixed + each, -80));

    // livecanasta: no canasta, the red threes count against the side.
    new_game(d, "l.yaml", "livecanasta", &["A", "B"]);
    run(
        d,
        &[
            "game",
            "add",
            "l.yaml",
            "--tally",
            "A=natural,out",
            "B=red3:2,cards:60",
        ],
    );
    let v = json(d, &["game", "show", "l.yaml"]);
    assert_eq!(hand(&v, 0, 1), (-200, 60));
}

/// Whether a side melded is 1600 points under classic with four red
/// threes: a tally that does not say is refused, naming the items.
#[test]
fn a_tally_never_guesses_whether_a_side_melded() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "c.yaml", "classic", &["We", "They"]);
    for we in ["We=red3:4,cards:-30", "We=red3:4,cards:0", "We=red3:4"] {
        let err = refused(
            d,
            "c.yaml",
            &["game", "add", "c.yaml", "--tally", we, "They=natural,out"],
        );
        assert!(
            err.contains("team `We` scores") && err.contains("add `melded` or `unmelded`"),
            "{we}: {err}"
        );
    }
    // --force enters numbers no hand scores, never a guess.
    let err = refused(
        d,
        "c.yaml",
        &[
            "game",
            "add",
            "c.yaml",
            "--force",
            "--tally",
            "We=red3:4",
            "They=natural,out",
        ],
    );
    assert!(err.contains("add `melded` or `unmelded`"), "{err}");
    // Said either way, the hand scores what was said.
    for (said, total) in [("melded", 770), ("unmelded", -830)] {
        run(
            d,
            &[
                "game",
                "add",
                "c.yaml",
                "--tally",
                &format!("We=red3:4,cards:-30,{said}"),
                "They=natural,out",
            ],
        );
        let v = json(d, &["game", "show", "c.yaml"]);
        assert_eq!(v["hands"][0]["teams"][0]["hand"], total, "{said}");
        run(d, &["game", "undo", "c.yaml"]);
    }
    // A canasta, going out or card points above 0 settle it.
    run(
        d,
        &[
            "game",
            "add",
            "c.yaml",
            "--tally",
            "We=red3:4,cards:5",
            "They=natural,out",
        ],
    );
    // modern-american: a side with no canasta counts its melded cards
    // minus too; its card points must say which are held.
    new_game(d, "m.yaml", "modern-american", &["We", "They"]);
    let err = refused(
        d,
        "m.yaml",
        &[
            "game",
            "add",
            "m.yaml",
            "--tally",
            "We=cards:70",
            "They=nat:2,out",
        ],
    );
    assert!(err.contains("add held:N"), "{err}");
    run(
        d,
        &[
            "game",
            "add",
            "m.yaml",
            "--tally",
            "We=cards:70,held:30",
            "They=nat:2,out",
        ],
    );
    let v = json(d, &["game", "show", "m.yaml"]);
    assert_eq!(v["hands"][0]["teams"][0]["hand"], -130);
}

/// Sides named by their players, and items by their short forms.
#[test]
fn players_name_their_side_and_items_have_short_forms() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(
        d,
        "g.yaml",
        "classic",
        &["We=Anna,Bernd", "They=Clara,Dieter"],
    );
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--tally",
            "clara=nat,mix:2,r3,out,cards:185",
            "BERN=unm,cards:-35",
        ],
    );
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(
        v["hands"][0]["teams"][1]["tally"],
        "natural:1,mixed:2,red3:1,out,cards:185"
    );
    assert_eq!(v["hands"][0]["teams"][0]["tally"], "unmelded,cards:-35");
    run(
        d,
        &[
            "game",
            "edit",
            "g.yaml",
            "1",
            "--points",
            "dieter=600,345",
            "anna=-35",
        ],
    );
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(v["teams"][1]["total"], 945);
    let err = refused(
        d,
        "g.yaml",
        &["game", "add", "g.yaml", "--points", "zoe=0", "We=0"],
    );
    assert!(
        err.contains("`zoe` is not a team or a player of this game (teams: We (Anna, Bernd), They (Clara, Dieter))"),
        "{err}"
    );
    // An item that is none gets the nearest one.
    let err = refused(
        d,
        "g.yaml",
        &[
            "game",
            "add",
            "g.yaml",
            "--tally",
            "We=natrual,out",
            "They=unm",
        ],
    );
    assert!(err.contains("did you mean `natural`?"), "{err}");
}

/// A tally of what a round file holds scores what the round file scores,
/// under the rule set each round names: one scoring model, not two.
#[test]
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn a_tally_scores_what_the_round_scores() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let rounds = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds");
    let mut compared = 0;
    for entry in std::fs::read_dir(&rounds).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "yaml") {
            continue;
        }
        let out = canasta(d, &["score", path.to_str().unwrap(), "--format", "json"])
            .output()
            .unwrap();
        if !out.status.success() {
            continue;
        }
        let s: Value = serde_json::from_slice(&out.stdout).unwrap();
        let rules = s["rules"].as_str().unwrap();
        let teams = s["teams"].as_array().unwrap();
        let rules_json: Value = json(d, &["rules", "show", rules]);
        let all_negative = rules_json["scoring"]["no_canasta_all_negative"] == true;
        // A tally knows net card points only: where everything turns
        // negative without a canasta, or for penalties and canastas laid
        // concealed, the round file is the way.
        let comparable = teams.iter().all(|t| {
            let canastas = t["canastas"].as_array().unwrap();
            !(all_negative && canastas.is_empty())
                && canastas.iter().all(|c| c["concealed"] == false)
                && t["lines"].as_array().unwrap().iter().all(|l| {
                    // A penalty a referee gave has no tally item.
                    l["source"] != "penalty"
                })
                && !mixed_doubling(t)
        });
        if !comparable {
            continue;
        }
        let names: Vec<&str> = teams.iter().map(|t| t["name"].as_str().unwrap()).collect();
        let game = format!("{}.game.yaml", path.file_stem().unwrap().to_string_lossy());
        let mut args = vec![
            "game".to_string(),
            "new".into(),
            game.clone(),
            "--rules".into(),
            rules.into(),
        ];
        for n in &names {
            args.extend(["--team".to_string(), n.to_string()]);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        if !canasta(d, &args).output().unwrap().status.success() {
            continue;
        }
        let mut tally = vec![
            "game".to_string(),
            "add".into(),
            game.clone(),
            "--tally".into(),
        ];
        for t in teams {
            let mut items = vec![];
            let mut kinds: Vec<&str> = t["canastas"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["kind"].as_str().unwrap())
                .collect();
            kinds.sort_unstable();
            kinds.dedup();
            for kind in kinds {
                let n = t["canastas"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|c| c["kind"] == kind)
                    .count();
                items.push(format!("{kind}:{n}"));
            }
            items.push(format!("red3:{}", t["red_threes"]));
            items.extend(cost_items(t));
            if t["concealed"] == true {
                items.push("concealed".into());
            } else if t["went_out"] == true {
                items.push("out".into());
            }
            let melded = t["lines"]
                .as_array()
                .unwrap()
                .iter()
                .any(|l| l["source"] == "meld");
            items.push(if melded {
                "melded".into()
            } else {
                "melded:no".into()
            });
            // A player counts the cards as they lie: a rule that doubles
            // them is the rule set's business.
            let cards: i64 = t["lines"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|l| {
                    l["part"] == "cards"
                        && !["threes_in_hand", "threes_in_foot"]
                            .contains(&l["source"].as_str().unwrap())
                })
                .map(|l| {
                    let p = l["points"].as_i64().unwrap();
                    if l["what"].as_str().unwrap().ends_with("(doubled)") {
                        p / 2
                    } else {
                        p
                    }
                })
                .sum();
            items.push(format!("cards:{cards}"));
            tally.push(format!(
                "{}={}",
                t["name"].as_str().unwrap(),
                items.join(",")
            ));
        }
        let tally: Vec<&str> = tally.iter().map(String::as_str).collect();
        run(d, &tally);
        let v = json(d, &["game", "show", &game]);
        for (i, t) in teams.iter().enumerate() {
            assert_eq!(
                hand(&v, 0, i),
                (t["bonus"].as_i64().unwrap(), t["cards"].as_i64().unwrap()),
                "{} under {rules}, team {}",
                path.display(),
                t["name"]
            );
        }
        compared += 1;
    }
    assert!(compared >= 16, "only {compared} rounds compared");
}

/// The items a player counts for what the rule set makes cost, and for
/// black threes and special hands, read from a scored round's lines.
fn cost_items(t: &Value) -> Vec<String> {
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    // The cards a line names after `prefix`, up to a `:`.
    let cards = |what: &str, prefix: &str| {
        what.split_once(prefix).map_or(0, |(_, rest)| {
            rest.split(':').next().unwrap().split_whitespace().count()
        })
    };
    for l in t["lines"].as_array().unwrap() {
        let what = l["what"].as_str().unwrap();
        let (item, n) = match l["source"].as_str().unwrap() {
            "black_threes" => ("black3".to_string(), cards(what, "black threes ")),
            "threes_in_hand" => ("caught3".into(), cards(what, "caught in hand ")),
            "threes_in_foot" => ("foot3".into(), cards(what, "foot ")),
            "incomplete_meld" => (format!("incomplete-{}", what.split(' ').nth(1).unwrap()), 1),
            "hand_set" => {
                let ranks = what.split(' ').nth(1).unwrap();
                let rank = match ranks {
                    "aces" => "A".to_string(),
                    "jacks" => "J".into(),
                    "queens" => "Q".into(),
                    "kings" => "K".into(),
                    n => n.trim_end_matches('s').to_string(),
                };
                (format!("set-{rank}"), 1)
            }
            "special_hand" => (
                format!("special-{}", what.trim_start_matches("special hand: ")),
                0,
            ),
            _ => continue,
        };
        *counts.entry(item).or_default() += n;
    }
    counts
        .into_iter()
        .map(|(item, n)| {
            if item.starts_with("special-") {
                item
            } else {
                format!("{item}:{n}")
            }
        })
        .collect()
}

/// Card points doubled where negative, with both signs on the table: net
/// card points cannot say which half to double.
fn mixed_doubling(t: &Value) -> bool {
    let lines = t["lines"].as_array().unwrap();
    let cards = |pos: bool| {
        lines
            .iter()
            .any(|l| l["part"] == "cards" && (l["points"].as_i64().unwrap() > 0) == pos)
    };
    lines
        .iter()
        .any(|l| l["what"].as_str().unwrap().ends_with("(doubled)"))
        && cards(true)
        && cards(false)
}

#[test]
fn tallies_a_hand_cannot_hold_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    for (args, words) in [
        (vec!["We=natural,out", "They=mixed,out"], "both went out"),
        (vec!["We=wild,out", "They="], "wild_melds"),
        (vec!["We=out", "They="], "needs 1"),
        (vec!["We=natural,red3:5", "They="], "red threes"),
        (
            vec!["We=natral", "They="],
            "`natral` is no tally item under classic: did you mean `natural`?",
        ),
        (
            vec!["We=natural,cards:7", "They="],
            "card points 7 is not a multiple of 5",
        ),
        (
            vec!["We=natural,cards:50000", "They="],
            "more than one hand can score",
        ),
        (vec!["We=natural"], "nothing for team `They`"),
        (vec!["Wx=natural", "They="], "`Wx` is not a team"),
    ] {
        let mut all = vec!["game", "add", "g.yaml", "--tally"];
        all.extend(&args);
        let err = refused(d, "g.yaml", &all);
        assert!(err.contains(words), "{args:?}: {err}");
    }
}

#[test]
fn names_match_in_any_case_and_by_prefix() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(
        d,
        "g.yaml",
        "classic-3p",
        &["Anna & Bernd", "Anton & Berta", "Carla"],
    );
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "anna & bernd=600,345",
            "ANTO=0,-35",
            "c=100,20",
        ],
    );
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(v["teams"][0]["total"], 945);
    assert_eq!(v["teams"][1]["total"], -35);
    let err = refused(
        d,
        "g.yaml",
        &[
            "game", "add", "g.yaml", "--points", "an=0", "Carla=0", "Anton=0",
        ],
    );
    assert!(
        err.contains("`an` could be `Anna & Bernd` or `Anton & Berta`"),
        "{err}"
    );
    let err = refused(
        d,
        "g.yaml",
        &["game", "add", "g.yaml", "--tally", "x=", "a=", "c="],
    );
    assert!(
        err.contains("`x` is not a team of this game (teams: Anna & Bernd, Anton & Berta, Carla)"),
        "{err}"
    );
}

#[test]
fn impossible_numbers_need_force_and_are_marked() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    let err = refused(
        d,
        "g.yaml",
        &["game", "add", "g.yaml", "--points", "We=33,7", "They=0,0"],
    );
    assert!(err.contains("bonus 33 is not a multiple of 100"), "{err}");
    let err = refused(
        d,
        "g.yaml",
        &["game", "add", "g.yaml", "--points", "We=600,7", "They=0,0"],
    );
    assert!(
        err.contains("card points 7 is not a multiple of 5"),
        "{err}"
    );
    let err = refused(
        d,
        "g.yaml",
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=99999999,0",
            "They=0,0",
        ],
    );
    assert!(
        err.contains("bonus 99999999 is more than one hand can score"),
        "{err}"
    );
    let err = refused(
        d,
        "g.yaml",
        &["game", "add", "g.yaml", "--points", "We=99999999", "They=0"],
    );
    assert!(err.contains("total 99999999"), "{err}");
    // A house rule with values off the step of 5 moves the step.
    std::fs::write(
        d.join("odd.yaml"),
        "extends: classic\nname: odd\ncard_values: {seven_to_four: 3}\n",
    )
    .unwrap();
    new_game(d, "o.yaml", "odd.yaml", &["We", "They"]);
    run(
        d,
        &["game", "add", "o.yaml", "--points", "We=600,7", "They=0,-3"],
    );

    run(
        d,
        &[
            "game", "add", "g.yaml", "--force", "--points", "We=-33,7", "They=0,0",
        ],
    );
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(v["hands"][0]["forced"], true);
    let text = String::from_utf8(run(d, &["game", "show", "g.yaml"]).stdout).unwrap();
    assert!(
        text.contains("1!") && text.contains("entered with --force"),
        "{text}"
    );
    // Possible numbers with --force are not marked.
    run(
        d,
        &[
            "game", "add", "g.yaml", "--force", "--points", "We=100,5", "They=0,0",
        ],
    );
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(v["hands"][1].get("forced"), None);
}

#[test]
fn totals_never_overflow() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--force",
            "--points",
            "We=-9223372036854770000",
            "They=0",
        ],
    );
    let err = refused(
        d,
        "g.yaml",
        &[
            "game",
            "add",
            "g.yaml",
            "--force",
            "--points",
            "We=-100000,0",
            "They=0,0",
        ],
    );
    assert!(
        err.contains("hand 2") && err.contains("out of range"),
        "{err}"
    );
    // A hand-edited file whose totals overflow: exit 2 naming the hand.
    let text = std::fs::read_to_string(d.join("g.yaml")).unwrap();
    let edited = text.replacen(
        "hands:\n",
        "hands:\n- scores:\n  - team: We\n    total: -9000\n  - team: They\n    total: 0\n",
        1,
    );
    std::fs::write(d.join("g.yaml"), edited).unwrap();
    let out = canasta(d, &["game", "show", "g.yaml"]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.contains("hand 2, team `We`") && err.contains("out of range"),
        "{err}"
    );
}

#[test]
fn undo_redo_and_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    let err = refused(d, "g.yaml", &["game", "redo", "g.yaml"]);
    assert!(err.contains("nothing to redo"), "{err}");
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=600,345",
            "They=0,-35",
        ],
    );
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=100,20",
            "They=300,80",
        ],
    );
    run(d, &["game", "undo", "g.yaml"]);
    run(d, &["game", "undo", "g.yaml"]);
    assert_eq!(
        json(d, &["game", "show", "g.yaml"])["hands"],
        Value::Array(vec![])
    );
    run(d, &["game", "redo", "g.yaml"]);
    run(d, &["game", "redo", "g.yaml"]);
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(v["teams"][0]["total"], 1065);
    assert_eq!(v["hands"][1]["added"], NOW);
    // A new hand after an undo clears what could be redone.
    run(d, &["game", "undo", "g.yaml"]);
    run(
        d,
        &["game", "add", "g.yaml", "--points", "We=0,5", "They=0,5"],
    );
    let err = refused(d, "g.yaml", &["game", "redo", "g.yaml"]);
    assert!(err.contains("nothing to redo"), "{err}");
    let log = json(d, &["game", "log", "g.yaml"]);
    let what: Vec<&str> = log["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["what"].as_str().unwrap())
        .collect();
    assert_eq!(
        what,
        [
            "started with We, They",
            "added hand 1 from --points",
            "added hand 2 from --points",
            "removed hand 2",
            "removed hand 1",
            "put back hand 1",
            "put back hand 2",
            "removed hand 2",
            "added hand 2 from --points",
        ]
    );
    assert!(
        log["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["at"] == NOW)
    );
    let bad = canasta(d, &["game", "log", "g.yaml"])
        .env("CANASTA_NOW", "yesterday")
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(0), "only changes read the clock");
}

/// `game undo` takes back an edit, restoring exactly what was there;
/// `game redo` makes it again; the log shows each hand's points before and
/// after.
#[test]
fn undo_and_redo_an_edit() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--tally",
            "We=natural,out,cards:120",
            "They=unm,cards:-20",
        ],
    );
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=300,40",
            "They=0,10",
        ],
    );
    let hands = |d: &Path| json(d, &["game", "show", "g.yaml"])["hands"].clone();
    let before = hands(d);
    run(
        d,
        &[
            "game",
            "edit",
            "g.yaml",
            "1",
            "--points",
            "We=700,120",
            "They=0,-20",
        ],
    );
    let edited = hands(d);
    assert_eq!(edited[0]["teams"][0]["hand"], 820);
    // Back: the edit, not the last hand; the tally and its time as they were.
    let out = run(d, &["game", "undo", "g.yaml"]);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("took back the edit of hand 1"));
    assert_eq!(hands(d), before);
    run(d, &["game", "redo", "g.yaml"]);
    assert_eq!(hands(d), edited);
    let log = json(d, &["game", "log", "g.yaml"]);
    let changes = log["changes"].as_array().unwrap();
    let last: Vec<(&str, &str, &str)> = changes[3..]
        .iter()
        .map(|c| {
            (
                c["what"].as_str().unwrap(),
                c["old"].as_str().unwrap(),
                c["new"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        last,
        [
            (
                "replaced hand 1 from --points",
                "We=600,120 They=0,-20",
                "We=700,120 They=0,-20"
            ),
            (
                "took back the edit of hand 1",
                "We=700,120 They=0,-20",
                "We=600,120 They=0,-20"
            ),
            (
                "made the edit of hand 1 again",
                "We=600,120 They=0,-20",
                "We=700,120 They=0,-20"
            ),
        ]
    );
}

#[test]
fn players_say_who_deals_next() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(
        d,
        "g.yaml",
        "classic",
        &["We=Anna,Bernd", "They=Carla,Dirk"],
    );
    let dealer = |d: &Path| json(d, &["game", "show", "g.yaml"])["dealer"].clone();
    // Seats alternate sides; the deal passes to the left.
    assert_eq!(dealer(d), "Anna");
    for expected in ["Carla", "Bernd", "Dirk", "Anna"] {
        run(
            d,
            &["game", "add", "g.yaml", "--points", "we=0,5", "they=0,5"],
        );
        assert_eq!(dealer(d), expected);
    }
    let text = String::from_utf8(run(d, &["game", "show", "g.yaml"]).stdout).unwrap();
    assert!(text.contains("hand 5: Anna deals"), "{text}");
    // Old files without players still load; no dealer then.
    let old = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/games/seed-003.yaml");
    let v = json(d, &["game", "show", old.to_str().unwrap()]);
    assert_eq!(v["dealer"], Value::Null);
    assert_eq!(v["teams"][0]["to_go"], 0);
    assert_eq!(v["teams"][1]["to_go"], 5000 - 3665);
}

/// Five at traditional: the side of three sits out one player in turn,
/// and the sheet says who; sides each of one player deal without naming
/// their players; the same hand twice in a row is added with a warning.
#[test]
fn who_sits_out_solo_dealers_and_a_hand_entered_twice() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    run(
        d,
        &[
            "--rules",
            "traditional",
            "--players",
            "5",
            "game",
            "new",
            "g.yaml",
            "--team",
            "We=Anna,Bernd",
            "--team",
            "They=Carla,Dirk,Emil",
        ],
    );
    let text = String::from_utf8(run(d, &["game", "show", "g.yaml"]).stdout).unwrap();
    assert!(
        text.ends_with("hand 1: Anna deals, Emil sits out\n"),
        "{text}"
    );
    let out = run(
        d,
        &["game", "add", "g.yaml", "--points", "We=100,0", "They=0,10"],
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with("hand 2: Carla deals, Dirk sits out\n"),
        "{text}"
    );
    assert!(!text.contains("warning"), "{text}");
    let v = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(v["sitting_out"], serde_json::json!(["Dirk"]));
    // The same hand again: added, with a warning in the summary.
    let out = run(
        d,
        &["game", "add", "g.yaml", "--points", "We=100,0", "They=0,10"],
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            "added hand 2 from --points\nwarning: hand 2 is the same as hand 1 (entered twice?)"
        ),
        "{text}"
    );
    assert_eq!(
        json(d, &["game", "show", "g.yaml"])["hands"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    new_game(d, "s.yaml", "classic-3p", &["Anna", "Ben", "Cleo"]);
    let text = String::from_utf8(run(d, &["game", "show", "s.yaml"]).stdout).unwrap();
    assert!(text.ends_with("hand 1: Anna deals\n"), "{text}");
}

/// `game stats` per player across games, whatever the partnerships.
#[test]
fn stats_per_player_across_partnerships() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(
        d,
        "a.yaml",
        "classic",
        &["We=Anna,Bernd", "They=Clara,Dieter"],
    );
    new_game(d, "b.yaml", "classic", &["X=Anna,Clara", "Y=Bernd,Dieter"]);
    run(
        d,
        &[
            "game",
            "add",
            "a.yaml",
            "--points",
            "We=5000,100",
            "They=0,-20",
        ],
    );
    run(
        d,
        &["game", "add", "b.yaml", "--points", "X=300,20", "Y=200,30"],
    );
    let v = json(d, &["game", "stats", "a.yaml", "b.yaml"]);
    let players: Vec<(String, u64, u64, u64, f64)> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["games"].as_u64().unwrap(),
                p["wins"].as_u64().unwrap(),
                p["hands"].as_u64().unwrap(),
                p["average"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        players,
        [
            ("Anna".to_string(), 2, 1, 2, f64::midpoint(5100.0, 320.0)),
            ("Bernd".to_string(), 2, 1, 2, f64::midpoint(5100.0, 230.0)),
            ("Clara".to_string(), 2, 0, 2, f64::midpoint(-20.0, 320.0)),
            ("Dieter".to_string(), 2, 0, 2, f64::midpoint(-20.0, 230.0)),
        ]
    );
    // Anna dealt both first hands: her side made 5100 and 320.
    assert_eq!(v["dealing"]["dealer_average"], 2710.0);
    assert_eq!(v["dealing"]["others_average"], 105.0);
    let text = String::from_utf8(run(d, &["game", "stats", "a.yaml", "b.yaml"]).stdout).unwrap();
    assert!(
        text.contains("│ player ┆ games ┆ wins ┆ hands ┆ average │"),
        "{text}"
    );
    assert!(
        text.contains("the dealer's side: 2710.0 points a hand, the others 105.0"),
        "{text}"
    );
}

fn long_game(d: &Path, name: &str, teams: &[&str]) {
    new_game(
        d,
        name,
        if teams.len() == 3 {
            "classic-3p"
        } else {
            "classic"
        },
        teams,
    );
    for h in 0..4 {
        let mut args = vec![
            "game".to_string(),
            "add".into(),
            name.to_string(),
            "--points".into(),
        ];
        for (i, t) in teams.iter().enumerate() {
            args.push(format!(
                "{}={},{}",
                &t[..3],
                100 * (h + i),
                5 * (3 * h + 7 * i)
            ));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run(d, &args);
    }
}

/// What `canasta args` prints at `width` columns, each line checked to fit.
fn shown_at(d: &Path, args: &[&str], width: usize) -> String {
    let out = canasta(d, args)
        .env("COLUMNS", width.to_string())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    for line in text.lines() {
        assert!(
            line.chars().count() <= width,
            "{args:?} at {width}: {line:?} is {} wide\n{text}",
            line.chars().count()
        );
    }
    text
}

/// `two.yaml` and `three.yaml`: four hands each, with long names.
fn two_and_three(d: &Path) {
    long_game(
        d,
        "two.yaml",
        &["Anna & Bernd from upstairs", "Carla & Dirk next door"],
    );
    long_game(
        d,
        "three.yaml",
        &["Anna the Great", "Bernd the Bold", "Carla the Quick"],
    );
}

#[test]
fn the_sheet_fits_every_width() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    two_and_three(d);
    for command in ["log", "stats", "chart"] {
        for width in [40usize, 60] {
            shown_at(d, &["game", command, "two.yaml"], width);
        }
    }
    for game in ["two.yaml", "three.yaml"] {
        for width in [30usize, 40, 60, 80, 120] {
            let text = shown_at(d, &["game", "show", game], width);
            // Every running total is there whole.
            let v = json(d, &["game", "show", game]);
            for t in v["teams"].as_array().unwrap() {
                assert!(
                    text.contains(&t["total"].to_string()),
                    "{game} at {width}\n{text}"
                );
            }
        }
    }
    assert_cmd_snapshot!(
        "sheet_two_sides_40_columns",
        canasta(d, &["game", "show", "two.yaml"]).env("COLUMNS", "40")
    );
}

/// Below the widest layout, each hand still shows every side's bonus and
/// card points (and its total and minimum), down to 60 columns: for two
/// sides, three, and five-player traditional (a pair against three).
#[test]
fn the_sheet_keeps_bonus_and_cards_when_narrow() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    two_and_three(d);
    run(
        d,
        &[
            "game",
            "new",
            "five.yaml",
            "--rules",
            "traditional",
            "--players",
            "5",
            "--team",
            "Anna & Bernd=Anna,Bernd",
            "--team",
            "Carla, Dirk & Emil=Carla,Dirk,Emil",
        ],
    );
    for (a, b) in [
        ("300,120", "100,-40"),
        ("-200,-35", "1300,415"),
        ("700,95", "0,-10"),
    ] {
        run(
            d,
            &[
                "game",
                "add",
                "five.yaml",
                "--points",
                &format!("anna={a}"),
                &format!("carla={b}"),
            ],
        );
    }
    for game in ["two", "three", "five"] {
        let file = format!("{game}.yaml");
        let v = json(d, &["game", "show", &file]);
        let mut all = String::new();
        for width in [60usize, 70, 80, 90, 100, 120] {
            let text = shown_at(d, &["game", "show", &file], width);
            // Every hand's bonus and cards, in a row of their own hand.
            let rows: Vec<&str> = text.lines().filter(|l| l.starts_with('│')).collect();
            for (h, hand) in v["hands"].as_array().unwrap().iter().enumerate() {
                let first = rows
                    .iter()
                    .position(|r| {
                        r.split(['│', '┆']).nth(1).map(str::trim) == Some(&(h + 1).to_string())
                    })
                    .unwrap_or_else(|| {
                        panic!("{file} at {width}: no row for hand {}\n{text}", h + 1)
                    });
                let cells: String = rows[first..(first + 2).min(rows.len())].join(" ");
                let numbers: Vec<&str> = cells
                    .split(|c: char| c != '-' && !c.is_ascii_digit())
                    .filter(|n| !n.is_empty())
                    .collect();
                for t in hand["teams"].as_array().unwrap() {
                    for key in ["bonus", "cards", "total", "minimum"] {
                        let n = t[key].to_string();
                        assert!(
                            numbers.contains(&n.as_str()),
                            "{file} at {width}: hand {} {key} {n} not shown\n{text}",
                            h + 1
                        );
                    }
                }
            }
            all.push_str(&format!("── COLUMNS={width} ──\n{text}"));
        }
        insta::assert_snapshot!(format!("sheet_{game}_by_width"), all);
    }
}

#[test]
fn csv_and_stats() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "a.yaml", "classic", &["We", "They, too"]);
    run(
        d,
        &[
            "game",
            "add",
            "a.yaml",
            "--points",
            "We=600,345",
            "They=0,-35",
        ],
    );
    run(
        d,
        &[
            "game",
            "add",
            "a.yaml",
            "--tally",
            "We=natural:2,red3,out,cards:300",
            "T=cards:-20",
        ],
    );
    let csv =
        String::from_utf8(run(d, &["game", "show", "a.yaml", "--format", "csv"]).stdout).unwrap();
    assert_eq!(
        csv,
        "hand,team,bonus,cards,score,total\n\
         1,We,600,345,945,945\n\
         1,\"They, too\",0,-35,-35,-35\n\
         2,We,1200,300,1500,2445\n\
         2,\"They, too\",0,-20,-20,-55\n"
    );
    new_game(d, "b.yaml", "classic", &["we", "Them"]);
    run(
        d,
        &[
            "game",
            "add",
            "b.yaml",
            "--points",
            "We=4900,300",
            "Them=0,0",
        ],
    );
    let s = json(d, &["game", "stats", "a.yaml", "b.yaml"]);
    assert_eq!(s["games"], 2);
    let we = &s["teams"][0];
    assert_eq!(we["name"], "We");
    assert_eq!(
        (
            we["games"].as_i64(),
            we["wins"].as_i64(),
            we["hands"].as_i64()
        ),
        (Some(2), Some(1), Some(3))
    );
    assert_eq!(we["best"], 5200);
    // Points per hand, to two decimals.
    assert_eq!(we["average"], 2548.33);
    assert_eq!(
        (we["canastas"].as_i64(), we["red_threes"].as_i64()),
        (Some(2), Some(1))
    );
    assert_eq!(s["teams"].as_array().unwrap().len(), 3);
    let csv =
        String::from_utf8(run(d, &["game", "stats", "a.yaml", "b.yaml", "--format", "csv"]).stdout)
            .unwrap();
    assert!(
        csv.starts_with("team,games,wins,hands,average,best,"),
        "{csv}"
    );
    let out = canasta(d, &["meld", "h10", "d10", "s10", "--format", "csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "--format csv is for `game show`, `game stats`, `club show` and `club season`"
        )
    );
}

#[test]
fn canasta_rules_is_the_default_rule_set() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let with_env = |args: &[&str], rules: &str| {
        let out = canasta(d, args)
            .env("CANASTA_RULES", rules)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out
    };
    with_env(
        &["game", "new", "t.yaml", "--team", "A", "--team", "B"],
        "traditional",
    );
    assert_eq!(json(d, &["game", "show", "t.yaml"])["rules"], "traditional");
    // --rules wins.
    with_env(
        &[
            "game", "new", "c.yaml", "--team", "A", "--team", "B", "--rules", "classic",
        ],
        "traditional",
    );
    assert_eq!(json(d, &["game", "show", "c.yaml"])["rules"], "classic");
    // A game keeps its own; the default does not fight it.
    with_env(
        &["game", "add", "c.yaml", "--points", "A=0,5", "B=0,5"],
        "traditional",
    );
    std::fs::write(
        d.join("house.yaml"),
        "extends: classic\nname: house\ngame: {target: 1000}\n",
    )
    .unwrap();
    let out = with_env(&["rules", "show", "--format", "json"], "house.yaml");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["game"]["target"], 1000);
    let out = canasta(d, &["meld", "h5", "d5", "s5"])
        .env("CANASTA_RULES", "nonsense")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nonsense"));
}

#[test]
fn a_round_from_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    let round =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rounds/classic.yaml"))
            .unwrap();
    let mut child = canasta(d, &["game", "add", "g.yaml", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&round).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let sheet = json(d, &["game", "show", "g.yaml"]);
    assert_eq!(sheet["teams"][0]["total"], 910);
    // The sheet says where the hand came from in words, not as `-`.
    assert_eq!(sheet["hands"][0]["from"], "standard input");
}

#[test]
fn help_fits_each_command() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let help = |args: &[&str]| String::from_utf8(run(d, args).stdout).unwrap();
    let add = help(&["game", "add", "--help"]);
    assert!(
        !add.contains("--rules") && !add.contains("--players"),
        "{add}"
    );
    assert!(
        add.contains("--points") && add.contains("--tally") && add.contains("asks side by side")
    );
    assert!(!help(&["game", "show", "--help"]).contains("--rules <"));
    assert!(help(&["meld", "--help"]).contains("--rules <"));
    assert!(help(&["game", "new", "--help"]).contains("--rules <"));
    assert!(help(&["score", "--help"]).contains("CANASTA_RULES"));
    // Bare `canasta` is a request for help.
    let out = canasta(d, &[]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Usage: canasta") && !text.contains("error:"),
        "{text}"
    );
    assert!(out.stderr.is_empty());
    // No hand and no terminal: say what to pass.
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    let err = refused(d, "g.yaml", &["game", "add", "g.yaml"]);
    assert!(
        err.contains("--points") && err.contains("--tally") && err.contains("ROUND.yaml"),
        "{err}"
    );
}

#[test]
fn after_a_change_the_latest_hands_and_the_last_breakdown() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("long.yaml"),
        "extends: classic\nname: long\ngame: {target: 100000}\n",
    )
    .unwrap();
    new_game(d, "g.yaml", "long.yaml", &["We", "They"]);
    let mut last = String::new();
    for _ in 0..14 {
        let out = run(
            d,
            &[
                "game",
                "add",
                "g.yaml",
                "--tally",
                "we=natural,cards:50",
                "they=mixed,cards:-20",
            ],
        );
        last = String::from_utf8(out.stdout).unwrap();
    }
    assert!(
        last.contains("hands 1 to 2: see `canasta game show`"),
        "{last}"
    );
    assert!(
        !last.contains("│    2 ┆") && last.contains("│    3 ┆"),
        "{last}"
    );
    // Only the hand just added is broken down.
    assert!(last.contains("hand 14 We (natural:1, cards:50)"), "{last}");
    assert!(!last.contains("hand 13 We ("), "{last}");
    let all = String::from_utf8(run(d, &["game", "show", "g.yaml"]).stdout).unwrap();
    assert!(
        all.contains("│    1 ┆") && all.contains("│   14 ┆"),
        "{all}"
    );
}

/// The sheet's columns say what they are, under one name per meaning at
/// every width and in either language: `hand` (`Runde`) is the hand's
/// number alone, `score` (`Ergebnis`) a side's points for the hand, `min`
/// (`Min.`) the initial-meld minimum the legend explains.
#[test]
fn each_column_has_one_name_at_every_width() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    new_game(d, "g.yaml", "classic", &["We", "They"]);
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=600,345",
            "They=-200,-35",
        ],
    );
    run(
        d,
        &[
            "game",
            "add",
            "g.yaml",
            "--points",
            "We=300,60",
            "They=1400,240",
        ],
    );
    for (lang, hand, score, min, retired) in [
        ("en", "hand", "score", "min", "min meld"),
        ("de", "Runde", "Ergebnis", "Min.", "Mindestwert"),
    ] {
        let mut layouts = std::collections::BTreeSet::new();
        for width in ["200", "100", "80", "60", "40", "30"] {
            let out = canasta(d, &["--lang", lang, "game", "show", "g.yaml"])
                .env("COLUMNS", width)
                .env("NO_COLOR", "1")
                .output()
                .unwrap();
            let shown = String::from_utf8_lossy(&out.stdout);
            // The hands: the first table (the standings follow it).
            let end = shown.find('└').unwrap_or(shown.len());
            let hands = shown[..end].to_string();
            let words: Vec<&str> = hands
                .split(['│', '┆', ' ', '\n'])
                .filter(|w| !w.is_empty())
                .collect();
            let count = |w: &str| words.iter().filter(|x| **x == w).count();
            assert!(
                count(hand) <= 1,
                "{lang} at {width}: `{hand}` names two columns\n{hands}"
            );
            // A side's score for the hand: `score` once for each side
            // shown (or not at all, where bonus and cards add up to it).
            let sides = 2;
            assert!(count(score) <= sides, "{lang} at {width}\n{hands}");
            // The minimum, where the hands show it: one for each side.
            assert!(
                count(min) == 0 || count(min) == sides,
                "{lang} at {width}\n{hands}"
            );
            // The minimum's one name, in the hands' and the standings'
            // tables (a line's prose says it in words).
            assert!(
                !shown
                    .lines()
                    .any(|l| l.contains('│') && l.contains(retired)),
                "{lang} at {width}: {retired}\n{shown}"
            );
            // Where the standings are a table, its legend explains the
            // minimum by the same name.
            let side = if lang == "de" {
                "│ Partei "
            } else {
                "│ side "
            };
            if shown.contains(side) {
                let legend = format!("\n{min}: ");
                assert!(shown.contains(&legend), "{lang} at {width}\n{shown}");
            }
            layouts.insert(
                hands
                    .lines()
                    .nth(2)
                    .unwrap_or_default()
                    .chars()
                    .filter(|c| *c == '┆')
                    .count(),
            );
        }
        assert!(
            layouts.len() >= 3,
            "{lang}: the widths tried show several layouts: {layouts:?}"
        );
    }
}
