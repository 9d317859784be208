//! The club evening: the draw, the movements, the standings against
//! examples worked out by hand, the season, and bad input.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proptest::prelude::*;

use super::movement::Movement;
use super::request::{NewEvening, NextRound};
use super::{Evening, draw, store, view};
use crate::rules::{Length, RuleSet};
use crate::sheet::{Entry, Hand};

const AT: &str = "2026-11-27T19:00:00Z";

fn names(n: usize) -> Vec<String> {
    [
        "Anna", "Bernd", "Carla", "Dirk", "Emil", "Frieda", "Gerd", "Hanna", "Ida", "Jan", "Karl",
        "Lene", "Mia", "Nils", "Olga", "Paul", "Quirin", "Rita", "Sven", "Tina", "Uwe", "Vera",
        "Wim", "Xaver",
    ][..n]
        .iter()
        .map(|s| (*s).to_string())
        .collect()
}

fn three_hands() -> RuleSet {
    crate::rules::load("classic").unwrap().of_length(&Length {
        hands: Some(3),
        minimums: vec![125, 155, 180],
    })
}

fn new_evening(dir: &Path, players: usize, seed: u64) -> (PathBuf, Evening) {
    let path = dir.join("friday.yaml");
    let evening = store::create(
        &path,
        &NewEvening {
            players: names(players),
            rules: three_hands(),
            seed: Some(seed),
            at: AT.to_string(),
        },
    )
    .unwrap();
    (path, evening)
}

fn next(path: &Path, movement: Movement, force: bool) -> crate::Result<Evening> {
    store::next_round(
        path,
        &NextRound {
            movement: Some(movement),
            force,
            at: AT,
        },
    )
}

/// Enter hands (each side's total) at round `round`'s table `table`.
fn play(path: &Path, round: usize, table: usize, hands: &[(i64, i64)]) {
    let evening = store::load(path).unwrap();
    let t = &evening.rounds[round - 1].tables[table - 1];
    crate::sheet::store::update(&store::game_path(path, t), |g| {
        for &(a, b) in hands {
            let hand = Hand {
                scores: vec![
                    Entry::total_only(&g.teams[0], a),
                    Entry::total_only(&g.teams[1], b),
                ],
                ..Hand::default()
            };
            g.add(hand, AT)?;
        }
        Ok(())
    })
    .unwrap();
}

/// Every file in `dir`, by name.
fn files(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

/// Each player of `evening` at exactly one place in each round, as many
/// byes as don't fill a table, each table two sides of two of its seats.
fn each_once_a_round(evening: &Evening) {
    for r in &evening.rounds {
        let mut seen: Vec<&str> = r.byes.iter().map(String::as_str).collect();
        for t in &r.tables {
            seen.extend(t.seats.players());
            let mut sides: Vec<&str> = t.players().collect();
            let mut seats: Vec<&str> = t.seats.players().to_vec();
            sides.sort_unstable();
            seats.sort_unstable();
            assert_eq!(sides, seats, "round {}", r.round);
            assert!(t.sides.iter().all(|s| s.len() == 2));
        }
        seen.sort_unstable();
        let mut all: Vec<&str> = evening.players.iter().map(String::as_str).collect();
        all.sort_unstable();
        assert_eq!(seen, all, "round {}", r.round);
        assert_eq!(r.byes.len(), evening.players.len() % 4);
    }
}

/// How often each two were partners over the evening.
fn partnerships(evening: &Evening) -> BTreeMap<(String, String), u32> {
    let mut out = BTreeMap::new();
    for side in evening
        .rounds
        .iter()
        .flat_map(|r| &r.tables)
        .flat_map(|t| &t.sides)
    {
        let (a, b) = (side[0].clone(), side[1].clone());
        *out.entry((a.clone().min(b.clone()), a.max(b))).or_insert(0) += 1;
    }
    out
}

#[test]
fn round_one_seats_everyone_once_and_the_rest_sit_out() {
    for n in 4..=13 {
        for seed in [0, 1, 7, 123_456] {
            let d = draw::first(&names(n), seed, &super::movement::Movements::default());
            let evening = Evening {
                version: 1,
                players: names(n),
                seed,
                standings: super::rule::StandingsRule::default(),
                movements: super::movement::Movements::default(),
                rounds: vec![super::round::Round {
                    round: 1,
                    movement: d.movement,
                    byes: d.byes.clone(),
                    tables: d
                        .tables
                        .iter()
                        .zip(1..)
                        .map(|((seats, sides), table)| super::round::Table {
                            table,
                            game: format!("t{table}.yaml"),
                            seats: seats.clone(),
                            sides: sides.clone(),
                        })
                        .collect(),
                }],
            };
            each_once_a_round(&evening);
            assert_eq!(d.tables.len(), n / 4);
            // N-S against E-W, as `rotate` starts.
            for (seats, sides) in &d.tables {
                assert_eq!(sides[0], [seats.north.clone(), seats.south.clone()]);
                assert_eq!(sides[1], [seats.east.clone(), seats.west.clone()]);
            }
        }
    }
    // The seed repeats the draw; another seed draws otherwise.
    let movements = super::movement::Movements::default();
    let d = |seed| draw::first(&names(9), seed, &movements);
    assert_eq!(d(42), d(42));
    assert!((0..5).any(|s| d(s) != d(42)));
}

/// `rotate`, three rounds at two tables: each table keeps its four, and
/// each player partners each of the other three once.
#[test]
fn rotate_partners_each_with_each_other_once_in_three_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let (path, first) = new_evening(dir.path(), 8, 11);
    next(&path, Movement::Rotate, true).unwrap();
    let evening = next(&path, Movement::Rotate, true).unwrap();
    assert_eq!(evening.rounds.len(), 3);
    each_once_a_round(&evening);
    for (t, table) in first.rounds[0].tables.iter().enumerate() {
        for r in &evening.rounds {
            assert_eq!(r.tables[t].seats, table.seats, "round {}", r.round);
        }
        let four = table.seats.players();
        for (i, a) in four.iter().enumerate() {
            for b in &four[i + 1..] {
                let together = evening
                    .rounds
                    .iter()
                    .flat_map(|r| &r.tables[t].sides)
                    .filter(|s| s.iter().any(|p| p == a) && s.iter().any(|p| p == b))
                    .count();
                assert_eq!(together, 1, "{a} and {b}");
            }
        }
    }
    assert!(partnerships(&evening).values().all(|&n| n == 1));
    // The fourth round turns back to the first's partnerships.
    let fourth = next(&path, Movement::Rotate, true).unwrap();
    assert_eq!(fourth.rounds[3].tables, {
        let mut t = first.rounds[0].tables.clone();
        for (t, n) in t.iter_mut().zip(&fourth.rounds[3].tables) {
            t.game.clone_from(&n.game);
        }
        t
    });
}

/// Byes are spread (nobody twice before everyone once), and with five
/// players no partnership repeats in five rounds: another seating always
/// avoids it.
#[test]
fn byes_are_spread_and_partnerships_not_repeated_where_avoidable() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = new_evening(dir.path(), 5, 3);
    let mut evening = store::load(&path).unwrap();
    for _ in 0..4 {
        evening = next(&path, Movement::Rotate, true).unwrap();
    }
    each_once_a_round(&evening);
    let byes: BTreeSet<&String> = evening.rounds.iter().flat_map(|r| &r.byes).collect();
    assert_eq!(byes.len(), 5, "each of five sat out once in five rounds");
    assert!(
        partnerships(&evening).values().all(|&n| n == 1),
        "{:?}",
        partnerships(&evening)
    );
    assert!(
        evening.rounds[1..]
            .iter()
            .all(|r| r.movement == super::movement::Drawn::Draw)
    );
}

/// The standings against a small evening worked out by hand: a win, a
/// bye, an unfinished game, a draw, and an edit that turns a result.
#[test]
fn standings_as_worked_out_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let (path, evening) = new_evening(dir.path(), 5, 5);
    let r1 = &evening.rounds[0];
    let (t, bye) = (&r1.tables[0], r1.byes[0].clone());
    let (ns, ew) = (t.sides[0].clone(), t.sides[1].clone());
    // Two hands of three: unfinished, counts nothing but the bye.
    play(&path, 1, 1, &[(300, 200), (100, 0)]);
    let v = view::show(&path).unwrap();
    assert!(!v.rounds[0].tables[0].finished);
    assert_eq!(v.rounds[0].tables[0].hands_left, Some(1));
    let line = |v: &view::Club, p: &str| {
        let s = v.standings.iter().find(|s| s.player == p).unwrap().clone();
        (
            s.games,
            s.won,
            s.drawn,
            s.lost,
            s.match_points,
            s.difference,
        )
    };
    assert_eq!(line(&v, &bye), (0, 0, 0, 0, 1, 0));
    assert_eq!(line(&v, &ns[0]), (0, 0, 0, 0, 0, 0));
    assert_eq!(v.standings[0].player, bye, "the bye's draw leads");
    // The third hand ends it: 400 to 250 for N-S.
    play(&path, 1, 1, &[(0, 50)]);
    let v = view::show(&path).unwrap();
    assert!(v.rounds[0].finished);
    assert_eq!(v.rounds[0].tables[0].winners, ns);
    for p in &ns {
        assert_eq!(line(&v, p), (1, 1, 0, 0, 2, 150));
    }
    for p in &ew {
        assert_eq!(line(&v, p), (1, 0, 0, 1, 0, -150));
    }
    let order: Vec<&str> = v.standings.iter().map(|s| s.player.as_str()).collect();
    let mut winners = ns.clone();
    winners.sort();
    let mut losers = ew.clone();
    losers.sort();
    assert_eq!(
        order,
        [&winners[0], &winners[1], &bye, &losers[0], &losers[1]].map(String::as_str)
    );
    assert_eq!(
        (
            v.standings[0].rank,
            v.standings[1].rank,
            v.standings[2].rank
        ),
        (1, 1, 3)
    );
    // An edit after the round: hand 1 at 100 to 200 makes it 200 to 250.
    let game = store::game_path(&path, t);
    crate::sheet::store::update(&game, |g| {
        let teams = g.teams.clone();
        let hand = Hand {
            scores: vec![
                Entry::total_only(&teams[0], 100),
                Entry::total_only(&teams[1], 200),
            ],
            ..Hand::default()
        };
        g.edit(1, hand, AT)
    })
    .unwrap();
    let v = view::show(&path).unwrap();
    for p in &ew {
        assert_eq!(line(&v, p), (1, 1, 0, 0, 2, 50));
    }
    // Round 2: a draw at table 1 (equal after three hands).
    let evening = next(&path, Movement::Rotate, false).unwrap();
    let r2 = &evening.rounds[1];
    assert_ne!(r2.byes, r1.byes, "another player sits out");
    play(&path, 2, 1, &[(100, 100), (50, 0), (0, 50)]);
    let v = view::show(&path).unwrap();
    assert!(v.rounds[1].tables[0].drawn && v.rounds[1].tables[0].winners.is_empty());
    for p in r2.tables[0].sides.iter().flatten() {
        let s = v.standings.iter().find(|s| &s.player == p).unwrap();
        assert_eq!(s.drawn, 1, "{p}");
    }
    // Everyone's match points: 2 per win, 1 per draw and per bye.
    for s in &v.standings {
        assert_eq!(
            s.match_points,
            2 * i64::from(s.won) + i64::from(s.drawn) + i64::from(s.byes),
            "{s:?}"
        );
        assert_eq!(s.games, s.won + s.drawn + s.lost);
    }
    // Differences add up to nothing over all players.
    assert_eq!(v.standings.iter().map(|s| s.difference).sum::<i64>(), 0);
}

/// A club that counts totals: the evening file says so, and the
/// standings rank by it.
#[test]
fn a_club_that_counts_totals_says_so_in_the_evening_file() {
    let dir = tempfile::tempdir().unwrap();
    let (path, evening) = new_evening(dir.path(), 4, 9);
    let text = std::fs::read_to_string(&path).unwrap();
    let changed = text.replace(
        "rank_by: [match_points, difference]",
        "rank_by: [total, match_points]",
    );
    assert_ne!(changed, text);
    std::fs::write(&path, changed).unwrap();
    // The loser of the game has the higher total.
    play(&path, 1, 1, &[(900, 0), (0, 1000), (0, 0)]);
    let v = view::show(&path).unwrap();
    let ew = &evening.rounds[0].tables[0].sides[1];
    assert!(ew.contains(&v.standings[0].player), "{:?}", v.standings);
    assert_eq!(v.standings[0].match_points, 2);
    assert_eq!(v.standings[0].total, 1000);
}

#[test]
fn next_waits_for_every_table_and_changes_nothing_meanwhile() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = new_evening(dir.path(), 8, 2);
    play(&path, 1, 1, &[(10, 0), (10, 0), (10, 0)]);
    play(&path, 1, 2, &[(10, 0)]);
    let before = files(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    let e = next(&path, Movement::Rotate, false).unwrap_err();
    assert_eq!(e.code(), "tables_unfinished");
    assert!(format!("{e:?}").contains("friday-r1-t2.yaml"), "{e:?}");
    assert!(!format!("{e:?}").contains("friday-r1-t1.yaml"), "{e:?}");
    assert_eq!(files(dir.path()), before);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // --force draws anyway; the unfinished game counts once it ends.
    let evening = next(&path, Movement::Standings, true).unwrap();
    assert_eq!(evening.rounds.len(), 2);
    play(&path, 1, 2, &[(10, 0), (10, 0)]);
    let v = view::show(&path).unwrap();
    assert_eq!(v.standings.iter().map(|s| s.games).sum::<u32>(), 8);
}

/// `standings`: the four best at table 1, and a partnership not repeated
/// where another seating of the table avoids it.
#[test]
fn standings_puts_the_best_four_at_table_one() {
    let dir = tempfile::tempdir().unwrap();
    let (path, first) = new_evening(dir.path(), 8, 4);
    play(&path, 1, 1, &[(500, 0), (0, 0), (0, 0)]);
    play(&path, 1, 2, &[(0, 100), (0, 0), (0, 0)]);
    let evening = next(&path, Movement::Standings, false).unwrap();
    let v = view::show(&path).unwrap();
    let best: BTreeSet<&str> = v.standings[..4].iter().map(|s| s.player.as_str()).collect();
    let table1: BTreeSet<&str> = evening.rounds[1].tables[0].players().collect();
    assert_eq!(best, table1);
    assert_eq!(
        evening.rounds[1].movement,
        super::movement::Drawn::Standings
    );
    // The four best are the two winning sides: never partners again.
    let before: BTreeSet<Vec<String>> = first.rounds[0]
        .tables
        .iter()
        .flat_map(|t| {
            t.sides.iter().map(|s| {
                let mut s = s.clone();
                s.sort();
                s
            })
        })
        .collect();
    for side in evening.rounds[1].tables.iter().flat_map(|t| &t.sides) {
        let mut side = side.clone();
        side.sort();
        assert!(!before.contains(&side), "{side:?} again");
    }
}

#[test]
fn a_season_sums_its_evenings() {
    let dir = tempfile::tempdir().unwrap();
    let (one, e1) = new_evening(dir.path(), 4, 1);
    play(&one, 1, 1, &[(300, 0), (0, 0), (0, 0)]);
    let two = dir.path().join("saturday.yaml");
    let e2 = store::create(
        &two,
        &NewEvening {
            players: ["anna", "Bernd", "Carla", "Dirk", "Emil"]
                .map(String::from)
                .to_vec(),
            rules: three_hands(),
            seed: Some(2),
            at: AT.to_string(),
        },
    )
    .unwrap();
    play(&two, 1, 1, &[(0, 120), (0, 0), (0, 0)]);
    let s = super::season::season(&[one.clone(), two.clone()]).unwrap();
    assert_eq!(s.evenings, 2);
    let v1 = view::show(&one).unwrap();
    let v2 = view::show(&two).unwrap();
    for line in &s.players {
        let of = |v: &view::Club| {
            v.standings
                .iter()
                .find(|x| x.player.eq_ignore_ascii_case(&line.player))
                .map_or((0, 0, 0), |x| (1, x.match_points, x.difference))
        };
        let (a, b) = (of(&v1), of(&v2));
        assert_eq!(
            (line.evenings, line.match_points, line.difference),
            (a.0 + b.0, a.1 + b.1, a.2 + b.2),
            "{line:?}"
        );
    }
    // `anna` of the second evening is Anna of the first.
    assert_eq!(s.players.len(), 5);
    let anna = s.players.iter().find(|l| l.player == "Anna").unwrap();
    assert_eq!(anna.evenings, 2);
    let _ = (e1, e2);
    let ranked: Vec<(i64, i64)> = s
        .players
        .iter()
        .map(|l| (l.match_points, l.difference))
        .collect();
    let mut sorted = ranked.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(ranked, sorted);
}

#[test]
fn bad_input_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.yaml");
    let ask = |players: &[&str], rules: &str| {
        store::create(
            &path,
            &NewEvening {
                players: players.iter().map(|s| (*s).to_string()).collect(),
                rules: crate::rules::load(rules).unwrap(),
                seed: Some(1),
                at: AT.to_string(),
            },
        )
        .unwrap_err()
        .code()
    };
    assert_eq!(ask(&["A", "B", "C"], "classic"), "too_few_players");
    assert_eq!(ask(&["A", "B", "C", "b"], "classic"), "player_named_twice");
    assert_eq!(
        ask(&["A", "B", " ", "D"], "classic"),
        "empty_player_name_club"
    );
    assert_eq!(ask(&["A", "B", "C", "D"], "classic-3p"), "not_partnerships");
    assert!(files(dir.path()).is_empty());
    // A file where a game would go: nothing written, not the other games.
    std::fs::write(dir.path().join("e-r1-t2.yaml"), "mine").unwrap();
    assert_eq!(
        ask(&["A", "B", "C", "D", "E", "F", "G", "H"], "classic"),
        "already_exists"
    );
    assert_eq!(
        files(dir.path()),
        BTreeSet::from(["e-r1-t2.yaml".to_string()])
    );
    std::fs::remove_file(dir.path().join("e-r1-t2.yaml")).unwrap();
    // An evening that exists is never overwritten.
    std::fs::write(&path, "mine").unwrap();
    assert_eq!(ask(&["A", "B", "C", "D"], "classic"), "already_exists");
    assert_eq!(files(dir.path()), BTreeSet::from(["e.yaml".to_string()]));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine");
}

#[test]
fn a_bad_evening_file_is_refused_where_it_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let (path, evening) = new_evening(dir.path(), 5, 8);
    let text = evening.to_text();
    let bye = &evening.rounds[0].byes[0];
    let north = &evening.rounds[0].tables[0].seats.north;
    let cases: Vec<(String, &str)> = vec![
        (text.replace("version: 1", "version: 2"), "newer_evening"),
        (
            text.replace("version: 1", "version: one"),
            "bad_evening_version",
        ),
        (
            text.replace(&format!("byes: [{bye}]"), "byes: [Zoe]"),
            "unknown_player",
        ),
        (
            text.replace(&format!("byes: [{bye}]"), &format!("byes: [{north}]")),
            "player_twice_in_round",
        ),
        (
            text.replace("- [[N, E], [S, W]]", "- [[N, E], [N, W]]"),
            "bad_seating",
        ),
        (
            text.replace("  - round: 1", "  - round: 2"),
            "round_out_of_order",
        ),
        (text.replace("won: 2", "won: lots"), "wrong_type"),
        (text.replace("seed:", "sede:"), "unknown_field"),
    ];
    for (changed, code) in cases {
        assert_ne!(changed, text, "{code}");
        let e = Evening::parse("e.yaml", changed.as_str()).unwrap_err();
        assert_eq!(e.code(), code, "{e:?}");
        assert!(e.snippet().is_some(), "{code}: no place");
    }
    // Names in the rounds read in any case, as the players spell them.
    let lower = text.replace(
        &format!("byes: [{bye}]"),
        &format!("byes: [{}]", bye.to_lowercase()),
    );
    assert_eq!(Evening::parse("e.yaml", lower).unwrap(), evening);
    // A table's game file missing: named, with its round and table.
    std::fs::remove_file(store::game_path(&path, &evening.rounds[0].tables[0])).unwrap();
    let e = view::show(&path).unwrap_err();
    assert!(format!("{e:?}").contains("ClubTable"), "{e:?}");
}

#[test]
fn the_evening_file_reads_back_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let (path, evening) = new_evening(dir.path(), 6, 77);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("# canasta club evening"), "{text}");
    assert!(text.contains("seed: 77"), "{text}");
    assert_eq!(store::load(&path).unwrap(), evening);
    assert!(text.contains("game: friday-r1-t1.yaml"), "{text}");
}

/// The fewest partnerships repeated that any fair choice of byes and any
/// pairing of the rest allows (by brute force, for a few players).
fn fewest_repeats(evening: &Evening) -> u32 {
    let n = evening.players.len();
    let pairs = partnerships(evening);
    let cost = |a: usize, b: usize| {
        let (x, y) = (&evening.players[a], &evening.players[b]);
        pairs
            .get(&(x.clone().min(y.clone()), x.clone().max(y.clone())))
            .copied()
            .unwrap_or(0)
    };
    let byes: Vec<u32> = evening
        .players
        .iter()
        .map(|p| evening.rounds.iter().filter(|r| r.byes.contains(p)).count() as u32)
        .collect();
    let needed = n % 4;
    let least = *byes.iter().min().unwrap();
    let mut best = u32::MAX;
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != needed {
            continue;
        }
        let out: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
        // Fair: nobody out who sat out more than someone who stays in.
        let stay_least = (0..n)
            .filter(|i| !out.contains(i))
            .map(|i| byes[i])
            .min()
            .unwrap_or(least);
        if out.iter().any(|&i| byes[i] > stay_least) {
            continue;
        }
        let playing: Vec<usize> = (0..n).filter(|i| !out.contains(i)).collect();
        best = best.min(cheapest(&playing, &cost));
    }
    best
}

fn cheapest(players: &[usize], cost: &dyn Fn(usize, usize) -> u32) -> u32 {
    let Some((&a, rest)) = players.split_first() else {
        return 0;
    };
    (0..rest.len())
        .map(|i| {
            let mut others = rest.to_vec();
            let b = others.remove(i);
            cost(a, b) + cheapest(&others, cost)
        })
        .min()
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Over many seeds and player counts: every player once a round,
    /// byes spread, and each round drawn at random repeats no more
    /// partnerships than the fewest any fair seating allows.
    #[test]
    fn draws_keep_their_promises(n in 4usize..=10, seed in 0u64..1_000_000, rounds in 2usize..=5) {
        let dir = tempfile::tempdir().unwrap();
        let (path, mut evening) = new_evening(dir.path(), n, seed);
        for _ in 1..rounds {
            let fewest = fewest_repeats(&evening);
            let before = partnerships(&evening);
            evening = next(&path, Movement::Rotate, true).unwrap();
            let round = evening.rounds.last().unwrap();
            if n % 4 != 0 {
                let repeats: u32 = round
                    .tables
                    .iter()
                    .flat_map(|t| &t.sides)
                    .map(|s| {
                        let key = (s[0].clone().min(s[1].clone()), s[0].clone().max(s[1].clone()));
                        before.get(&key).copied().unwrap_or(0)
                    })
                    .sum();
                prop_assert_eq!(repeats, fewest, "round {}", round.round);
            }
        }
        each_once_a_round(&evening);
        let byes: Vec<usize> = evening
            .players
            .iter()
            .map(|p| evening.rounds.iter().filter(|r| r.byes.contains(p)).count())
            .collect();
        let (lo, hi) = (byes.iter().min().unwrap(), byes.iter().max().unwrap());
        prop_assert!(hi - lo <= 1, "{:?}", byes);
    }
}
