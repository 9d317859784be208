//! Who sits at the table when a game starts: each player once, and as
//! many at each side as the rule set seats.
//!
//! `game new` refuses sides that break these; a game file that already
//! holds such sides (written by hand, or before these checks) still reads,
//! and `game stats` counts a player named twice once.

use std::collections::{BTreeMap, HashMap};

use crate::rules::RuleSet;
use crate::sheet::fault::SheetFault;

/// Each player is named once, on one side: names are compared as the
/// tool compares names everywhere (`sheet::names`), in any case and
/// without the spaces around them.
pub fn each_player_once(
    teams: &[String],
    players: &BTreeMap<String, Vec<String>>,
) -> Result<(), SheetFault> {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for team in teams {
        for player in players.get(team).into_iter().flatten() {
            let key = player.trim().to_lowercase();
            match seen.get(&key) {
                Some(first) if *first == team.as_str() => {
                    return Err(SheetFault::PlayerTwiceInSide {
                        player: player.clone(),
                        team: team.clone(),
                    });
                }
                Some(first) => {
                    return Err(SheetFault::PlayerInTwoSides {
                        player: player.clone(),
                        team: (*first).to_string(),
                        other: team.clone(),
                    });
                }
                None => {
                    seen.insert(key, team);
                }
            }
        }
    }
    Ok(())
}

/// The sides that name their players name as many as `rules` seats: a
/// side of `side_size` players, or more where the rule set has players
/// sit out in turn (traditional, 5 players: a pair against three); and
/// where every side names them, as many in all as play.
pub fn seated(
    rules: &RuleSet,
    teams: &[String],
    players: &BTreeMap<String, Vec<String>>,
) -> Result<(), SheetFault> {
    let (seats, away) = (rules.side_size(), rules.sitting_out());
    let mut total: u32 = 0;
    for team in teams {
        let Some(named) = players.get(team) else {
            continue;
        };
        let given = u32::try_from(named.len()).unwrap_or(u32::MAX);
        if given < seats || (away == 0 && given > seats) {
            return Err(SheetFault::PlayersDoNotSeat {
                team: team.clone(),
                given,
                seats,
                rules: rules.name.clone(),
            });
        }
        total = total.saturating_add(given);
    }
    let count = rules.players.count;
    if teams.iter().all(|t| players.contains_key(t)) && total != count {
        return Err(SheetFault::PlayerCountDiffers {
            given: total,
            count,
            rules: rules.name.clone(),
        });
    }
    Ok(())
}

/// `rules` for the sides and players a game starts with: as they are
/// where the players are seated; else, where `--players` did not fix the
/// number and every side names its players, the rule set at that number
/// of players, where it seats them. Otherwise why they are not seated.
pub fn fit(
    rules: RuleSet,
    teams: &[String],
    players: &BTreeMap<String, Vec<String>>,
    count_given: bool,
) -> Result<RuleSet, SheetFault> {
    let Err(why) = seated(&rules, teams, players) else {
        return Ok(rules);
    };
    if count_given || !teams.iter().all(|t| players.contains_key(t)) {
        return Err(why);
    }
    let named: usize = teams
        .iter()
        .filter_map(|t| players.get(t))
        .map(Vec::len)
        .sum();
    let other = u32::try_from(named)
        .ok()
        .and_then(|n| rules.clone().with_players(n).ok())
        .filter(|r| r.sides() as usize == teams.len());
    match other {
        Some(r) if seated(&r, teams, players).is_ok() => Ok(r),
        _ => Err(why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sides(list: &[(&str, &[&str])]) -> (Vec<String>, BTreeMap<String, Vec<String>>) {
        let teams = list.iter().map(|(t, _)| (*t).to_string()).collect();
        let players = list
            .iter()
            .filter(|(_, p)| !p.is_empty())
            .map(|(t, p)| {
                (
                    (*t).to_string(),
                    p.iter().map(|s| (*s).to_string()).collect(),
                )
            })
            .collect();
        (teams, players)
    }

    #[test]
    fn a_player_is_named_once_in_any_case() {
        let (t, p) = sides(&[("We", &["Anna", "Bob"]), ("They", &["Carl", "anna"])]);
        assert_eq!(
            each_player_once(&t, &p),
            Err(SheetFault::PlayerInTwoSides {
                player: "anna".into(),
                team: "We".into(),
                other: "They".into()
            })
        );
        let (t, p) = sides(&[("We", &["Anna", "Anna"]), ("They", &[])]);
        assert_eq!(
            each_player_once(&t, &p),
            Err(SheetFault::PlayerTwiceInSide {
                player: "Anna".into(),
                team: "We".into()
            })
        );
        let (t, p) = sides(&[("Anna", &["Anna", "Bob"]), ("They", &["Carl", "Dora"])]);
        assert_eq!(each_player_once(&t, &p), Ok(()));
    }

    #[test]
    fn sides_name_as_many_players_as_the_rule_set_seats() {
        let classic = crate::rules::load("classic").unwrap();
        let (t, p) = sides(&[("We", &["Anna"]), ("They", &["Bob", "Carl"])]);
        assert_eq!(
            fit(classic.clone(), &t, &p, false),
            Err(SheetFault::PlayersDoNotSeat {
                team: "We".into(),
                given: 1,
                seats: 2,
                rules: "classic".into()
            })
        );
        let (t, p) = sides(&[("We", &["A", "B", "C"]), ("They", &["D", "E", "F"])]);
        assert!(fit(classic.clone(), &t, &p, false).is_err());
        let (t, p) = sides(&[("We", &["A", "B"]), ("They", &[])]);
        assert!(fit(classic.clone(), &t, &p, false).is_ok());
        // Five at traditional: a pair against three, one sitting out,
        // whether `--players 5` says so or the players do.
        let traditional = crate::rules::load("traditional").unwrap();
        let (t, p) = sides(&[("We", &["A", "B"]), ("They", &["C", "D", "E"])]);
        let five = traditional.clone().with_players(5).unwrap();
        assert_eq!(
            fit(five.clone(), &t, &p, true).map(|r| r.players.count),
            Ok(5)
        );
        assert_eq!(
            fit(traditional.clone(), &t, &p, false).map(|r| r.players.count),
            Ok(5)
        );
        assert!(fit(traditional.clone(), &t, &p, true).is_err());
        let (t, p) = sides(&[("We", &["A", "B", "F"]), ("They", &["C", "D", "E"])]);
        assert_eq!(
            fit(five, &t, &p, true),
            Err(SheetFault::PlayerCountDiffers {
                given: 6,
                count: 5,
                rules: "traditional".into()
            })
        );
        // Each alone, at two.
        let (t, p) = sides(&[("Anna", &["Anna"]), ("Ben", &["Ben"])]);
        assert_eq!(
            fit(traditional, &t, &p, false).map(|r| r.players.count),
            Ok(2)
        );
    }
}
