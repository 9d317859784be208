//! The sheet as `game show` prints it, derived from the game file: running
//! totals, the minimum each side needs next, the winner.

use serde::Serialize;

use crate::score::Line;
use crate::sheet::GameFile;
use crate::sheet::tally;

/// The score sheet as `game show` shows it: standings, every hand, who leads
/// and deals next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sheet {
    /// The rule set's name.
    pub rules: String,
    /// The total that ends the game.
    pub target: i64,
    /// A game of this many hands, where the rule set says so (the target
    /// does not end it then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_hands: Option<u32>,
    /// Each side's standing now.
    pub teams: Vec<Standing>,
    /// Every hand, in order.
    pub hands: Vec<HandRow>,
    /// `null` until the game is over; the winning side's name (for a shared
    /// win, the names joined with " and ").
    pub winner: Option<String>,
    /// Every winning side (more than one only for a shared win).
    pub winners: Vec<String>,
    /// Where the game was won by a special hand that wins it whatever the
    /// totals (`wins_game`): which side, in which hand, with which.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub won_with: Vec<SpecialWin>,
    /// The side ahead now; `null` before the first hand and on a tie.
    pub leader: Option<String>,
    /// The number of the next hand and, where the sides have players, who
    /// deals it.
    pub next_hand: usize,
    /// Who deals the next hand, where the sides name their players.
    pub dealer: Option<String>,
    /// Who sits out the next hand, where the rule set has players sit out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sitting_out: Vec<String>,
    /// The game is over (won, shared, or drawn).
    pub over: bool,
    /// The game is over and nobody won it: a draw (`game.tie: draw`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub drawn: bool,
    /// Hands still to play, in a game of a fixed number of hands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands_left: Option<u32>,
    /// The initial-meld minimum of each hand to come, where the rule set
    /// sets it by hand number (`--minimums`): to the game's last hand, or
    /// to the hand from which the last minimum holds.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub coming: Vec<Coming>,
    /// A side has reached the target but no side has won (a tie under
    /// `game.tie: play_on`): another hand is played.
    pub play_on: bool,
}

/// A hand to come and its initial-meld minimum, the same for every side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Coming {
    /// The hand's number, from 1.
    pub hand: usize,
    /// Its initial-meld minimum.
    pub minimum: i64,
}

/// A special hand that won the game, whatever the totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SpecialWin {
    /// The side that laid it.
    pub team: String,
    /// The hand it was laid in, from 1.
    pub hand: usize,
    /// The special hand's key (`dream-hand-plus-4`).
    pub special_hand: String,
    /// Its name for people, by language.
    #[serde(skip)]
    pub titles: std::collections::BTreeMap<String, String>,
}

/// One side's standing now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// The side's name.
    pub name: String,
    /// Its running total.
    pub total: i64,
    /// The initial-meld minimum the side needs in the next hand.
    pub minimum: i64,
    /// The last hand's score (0 before the first hand).
    pub hand: i64,
    /// Points behind the leader (0 for the leader).
    pub gap: i64,
    /// Points still missing to the game's target, 0 once reached.
    pub to_go: i64,
    /// The side's players, in seating order, where the game names them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
}

/// One hand's row of the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandRow {
    /// Its number, from 1.
    pub number: usize,
    /// Where it came from: a round file, `--points` or `--tally`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// When the hand was added.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub added: Option<String>,
    /// Entered with `--force`: numbers no hand can score.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub forced: bool,
    /// Each side's points, in the order of the game's teams.
    pub teams: Vec<HandCell>,
}

/// One side's points in one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandCell {
    /// The side's name.
    pub name: String,
    /// The bonus points, where the hand gives them apart.
    pub bonus: Option<i64>,
    /// The card points, where the hand gives them apart.
    pub cards: Option<i64>,
    /// The hand's score.
    pub hand: i64,
    /// The running total after this hand.
    pub total: i64,
    /// The initial-meld minimum for the next hand.
    pub minimum: i64,
    /// What the side counted (`--tally` items), for a hand entered so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tally: Option<String>,
    /// How the rule set turned the tally into points.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<Line>,
}

/// The sheet of `game`: its hands checked, the standings worked out.
pub fn sheet(game: &GameFile) -> Sheet {
    sheet_with(game, true)
}

/// The initial-meld minimum for the hand that follows `played` hands, for
/// rule sets whose minimum goes by hand number too.
fn minimum_after(rules: &crate::rules::RuleSet, total: i64, played: usize) -> i64 {
    if rules.initial_meld.by_hand_number.is_empty() {
        return rules.initial_meld.minimum(total);
    }
    rules
        .clone()
        .at_hand(u32::try_from(played + 1).unwrap_or(u32::MAX))
        .initial_meld
        .minimum(total)
}

/// The hands to come after `played` and their minimums, where the rule
/// set sets the minimum by hand number: to the game's last hand, or, in a
/// game without one, to the hand from which the last minimum holds.
fn coming(rules: &crate::rules::RuleSet, played: usize) -> Vec<Coming> {
    let by_hand = &rules.initial_meld.by_hand_number;
    let Some(&last) = by_hand.last() else {
        return Vec::new();
    };
    let next = played + 1;
    let to = match rules.game.hands {
        Some(n) => n as usize,
        None => by_hand.len().max(next),
    };
    (next..=to)
        .map(|hand| Coming {
            hand,
            minimum: by_hand.get(hand - 1).copied().unwrap_or(last),
        })
        .collect()
}

/// Hand `i` (0-based) of the sheet, the running `totals` after it; with
/// `detail`, the tallies' items and how the rule set scored them.
fn hand_row(
    game: &GameFile,
    i: usize,
    hand: &crate::sheet::Hand,
    totals: &[i64],
    detail: bool,
) -> HandRow {
    let rules = &game.rules;
    let tallies: Option<Vec<(&str, &crate::sheet::tally::Tally)>> = hand
        .scores
        .iter()
        .map(|e| e.tally.as_ref().map(|t| (e.team.as_str(), t)))
        .collect();
    // A stored tally was checked when the game was read.
    let scored = tallies
        .filter(|_| detail)
        .and_then(|t| tally::score(rules, &t).ok());
    HandRow {
        number: i + 1,
        from: hand.from.clone(),
        added: hand.added.clone(),
        forced: hand.forced,
        teams: game
            .teams
            .iter()
            .zip(totals)
            .map(|(name, &total)| {
                let e = hand.entry(name);
                HandCell {
                    name: name.clone(),
                    bonus: e.and_then(|e| e.bonus),
                    cards: e.and_then(|e| e.cards),
                    hand: e.map_or(0, |e| e.total),
                    total,
                    minimum: minimum_after(rules, total, i + 1),
                    tally: e
                        .and_then(|e| e.tally.as_ref())
                        .filter(|_| detail)
                        .map(super::tally::Tally::items),
                    lines: scored
                        .as_ref()
                        .and_then(|s| s.teams.iter().find(|t| &t.name == name))
                        .map(|t| t.lines.clone())
                        .unwrap_or_default(),
                }
            })
            .collect(),
    }
}

/// The sheet with how the rule set scored each hand's tallies (`lines`,
/// and the tally's items) for every hand, or, without `every_hand`, for
/// the last hand only: what the table shows, which need not score again
/// every tally the file holds.
pub fn sheet_with(game: &GameFile, every_hand: bool) -> Sheet {
    let rules = &game.rules;
    let last = game.hands.len().saturating_sub(1);
    let minimum = |total, played: usize| minimum_after(rules, total, played);
    let runs = game.running_totals();
    let hands = game
        .hands
        .iter()
        .zip(&runs)
        .enumerate()
        .map(|(i, (hand, totals))| hand_row(game, i, hand, totals, every_hand || i == last))
        .collect();
    let now = runs
        .last()
        .cloned()
        .unwrap_or_else(|| vec![0; game.teams.len()]);
    let end = game.end();
    let won_with = end
        .as_ref()
        .map(|(hand, _)| {
            game.special_wins(hand - 1)
                .into_iter()
                .map(|(team, h)| SpecialWin {
                    team,
                    hand: *hand,
                    special_hand: h.name.clone(),
                    titles: h.titles.clone(),
                })
                .collect()
        })
        .unwrap_or_default();
    let over = end.is_some();
    let winners = end.map(|(_, w)| w).unwrap_or_default();
    let best = now.iter().copied().max().unwrap_or(0);
    let ahead: Vec<&String> = game
        .teams
        .iter()
        .zip(&now)
        .filter(|(_, t)| **t == best)
        .map(|(n, _)| n)
        .collect();
    let leader = match ahead.as_slice() {
        [one] if !game.hands.is_empty() => Some((*one).clone()),
        _ => None,
    };
    let last = game.hands.last();
    Sheet {
        rules: rules.name.clone(),
        target: rules.game.target,
        game_hands: rules.game.hands,
        teams: game
            .teams
            .iter()
            .zip(&now)
            .map(|(name, &total)| Standing {
                name: name.clone(),
                total,
                minimum: minimum(total, game.hands.len()),
                hand: last.and_then(|h| h.entry(name)).map_or(0, |e| e.total),
                gap: best.saturating_sub(total),
                to_go: rules.game.target.saturating_sub(total).max(0),
                players: game.players.get(name).cloned().unwrap_or_default(),
            })
            .collect(),
        leader,
        next_hand: game.hands.len() + 1,
        dealer: game.dealer(game.hands.len() + 1).map(String::from),
        sitting_out: game
            .sitting_out(game.hands.len() + 1)
            .into_iter()
            .map(String::from)
            .collect(),
        hands,
        winner: (!winners.is_empty()).then(|| winners.join(" and ")),
        over,
        drawn: over && winners.is_empty(),
        hands_left: rules
            .game
            .hands
            .map(|n| n.saturating_sub(u32::try_from(game.hands.len()).unwrap_or(u32::MAX))),
        coming: if over {
            Vec::new()
        } else {
            coming(rules, game.hands.len())
        },
        play_on: !over
            && rules
                .game
                .hands
                .is_none_or(|n| game.hands.len() >= n as usize)
            && now
                .iter()
                .any(|&t| t >= rules.game.target || rules.game.hands.is_some()),
        winners,
        won_with,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuleSet, from_yaml, load};
    use crate::sheet::{Entry, Hand};

    #[test]
    fn a_tie_over_the_target_plays_on() {
        let tied = sheet(&game(
            load("classic").unwrap(),
            &[(2500, 2500), (2600, 2600)],
        ));
        assert!(!tied.over && tied.play_on && tied.winner.is_none());
        let short = sheet(&game(load("classic").unwrap(), &[(2500, 2500)]));
        assert!(!short.over && !short.play_on);
        let won = sheet(&game(
            load("classic").unwrap(),
            &[(2500, 2500), (2600, 2700)],
        ));
        assert!(won.over && !won.play_on);
    }

    #[test]
    fn the_table_view_scores_only_the_last_hands_tallies() {
        let mut g = GameFile::new(vec!["A".into(), "B".into()], load("classic").unwrap());
        for _ in 0..3 {
            let mut a = Entry::split("A", 500, 120);
            a.tally = Some(crate::sheet::tally::Tally::parse("natural,cards:120").unwrap());
            let mut b = Entry::split("B", 0, -20);
            b.tally = Some(crate::sheet::tally::Tally::parse("cards:-20").unwrap());
            g.hands.push(Hand {
                scores: vec![a, b],
                ..Hand::default()
            });
        }
        let every = sheet(&g);
        let table = sheet_with(&g, false);
        assert!(every.hands.iter().all(|h| h.teams[0].lines.len() > 1));
        assert_eq!(table.hands.last(), every.hands.last());
        for (t, e) in table.hands.iter().zip(&every.hands).take(2) {
            assert!(
                t.teams
                    .iter()
                    .all(|c| c.lines.is_empty() && c.tally.is_none())
            );
            let mut e = e.clone();
            for c in &mut e.teams {
                c.lines.clear();
                c.tally = None;
            }
            assert_eq!(t, &e);
        }
        assert_eq!((table.teams, table.leader), (every.teams, every.leader));
    }

    fn game(rules: RuleSet, hands: &[(i64, i64)]) -> GameFile {
        let mut g = GameFile::new(vec!["A".into(), "B".into()], rules);
        for &(a, b) in hands {
            g.hands.push(Hand {
                scores: vec![Entry::total_only("A", a), Entry::total_only("B", b)],
                ..Hand::default()
            });
        }
        g
    }

    #[test]
    fn hand_and_foot_goes_by_hand_number_and_ends_after_four_hands() {
        let hf = load("hand-and-foot").unwrap();
        let s = sheet(&game(hf.clone(), &[]));
        assert_eq!(s.teams[0].minimum, 50);
        let s = sheet(&game(hf.clone(), &[(20000, 0), (0, 0)]));
        // Hands 1 and 2 played: hand 3 needs 120, whatever the score.
        assert_eq!((s.teams[0].minimum, s.teams[1].minimum), (120, 120));
        assert_eq!(s.hands[0].teams[0].minimum, 90);
        assert!(!s.over, "the target does not end a game of 4 hands");
        let s = sheet(&game(hf.clone(), &[(100, 0), (0, 0), (0, 0), (0, 50)]));
        assert!(s.over);
        assert_eq!(s.winner.as_deref(), Some("A"));
        assert_eq!(s.teams[0].minimum, 150, "later hands keep the last minimum");
        let tied = sheet(&game(hf, &[(100, 100), (0, 0), (0, 0), (0, 0)]));
        assert!(!tied.over && tied.play_on);
        // The house reading by score: no `hands`, bands and the target.
        let house = from_yaml(
            "h.yaml",
            "extends: hand-and-foot\ninitial_meld: {by_hand_number: []}\ngame: {hands: null}\n",
        )
        .unwrap();
        let s = sheet(&game(house, &[(1600, 0), (0, 0), (0, 0), (0, 0)]));
        assert!(!s.over);
        assert_eq!(s.teams[0].minimum, 90);
    }

    #[test]
    fn minimums_follow_the_bands() {
        let s = sheet(&game(
            load("classic").unwrap(),
            &[(-10, 1500), (3010, 1500)],
        ));
        assert_eq!(s.hands[0].teams[0].minimum, 15);
        assert_eq!(s.hands[0].teams[1].minimum, 90);
        assert_eq!(s.teams[0].minimum, 120);
        assert_eq!(s.teams[1].minimum, 120);
        let t = sheet(&game(load("traditional").unwrap(), &[(1500, 3000)]));
        assert_eq!((t.teams[0].minimum, t.teams[1].minimum), (50, 90));
    }

    #[test]
    fn three_sides_at_exactly_the_target_and_tied_at_the_top() {
        let three = |hands: &[(i64, i64, i64)]| {
            let mut g = GameFile::new(
                vec!["A".into(), "B".into(), "C".into()],
                load("classic-3p").unwrap(),
            );
            for &(a, b, c) in hands {
                g.hands.push(Hand {
                    scores: vec![
                        Entry::total_only("A", a),
                        Entry::total_only("B", b),
                        Entry::total_only("C", c),
                    ],
                    ..Hand::default()
                });
            }
            sheet(&g).winner
        };
        assert_eq!(three(&[(7499, 7000, 0)]), None);
        assert_eq!(three(&[(7500, 7499, 0)]).as_deref(), Some("A"));
        // Two tied at the top over the target play on, whoever is below.
        assert_eq!(three(&[(7600, 7600, 7550)]), None);
        assert_eq!(
            three(&[(7600, 7600, 7550), (0, 5, 100)]).as_deref(),
            Some("C")
        );
    }

    #[test]
    fn ties_play_on_or_share() {
        let g = game(load("classic").unwrap(), &[(5000, 5000)]);
        assert_eq!(sheet(&g).winner, None);
        let shared = from_yaml("h.yaml", "extends: classic\ngame: {tie: shared}\n").unwrap();
        let s = sheet(&game(shared, &[(5000, 5000)]));
        assert_eq!(s.winner.as_deref(), Some("A and B"));
        assert_eq!(s.winners.len(), 2);
        let s = sheet(&game(load("classic").unwrap(), &[(4000, 5200), (2000, 0)]));
        assert_eq!(s.winner.as_deref(), Some("B"));
        assert_eq!(
            game(load("classic").unwrap(), &[(4000, 5200), (2000, 0)])
                .end()
                .unwrap()
                .0,
            1
        );
    }
}
