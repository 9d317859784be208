//! Finding a side by the name a player types: the side's name or one of
//! its players' names, in any case, or a prefix that names one side alone.

use std::collections::BTreeMap;

use crate::error::AnyOf;
use crate::sheet::fault::SheetFault;

/// The team `name` means, or why none. `players` are the sides' players
/// (a side without players is found by its own name only).
///
/// An exact name wins over the same name in another case, and a team's
/// name over a player's; a prefix must lead to one side alone, through
/// the side's name or its players'.
pub fn find<'a>(
    teams: &'a [String],
    players: &BTreeMap<String, Vec<String>>,
    name: &str,
) -> Result<&'a str, SheetFault> {
    let name = name.trim();
    if name.is_empty() {
        return Err(SheetFault::NoTeamNamed {
            teams: listed(teams, players),
        });
    }
    let lower = name.to_lowercase();
    // Each way a name can be written, strictest first.
    let exact = |candidate: &str| candidate == name;
    let any_case = |candidate: &str| candidate.to_lowercase() == lower;
    let prefix = |candidate: &str| candidate.to_lowercase().starts_with(&lower);
    let matches: [&dyn Fn(&str) -> bool; 3] = [&exact, &any_case, &prefix];
    for (strictness, fits) in matches.iter().enumerate() {
        let by_team: Vec<&'a String> = teams.iter().filter(|t| fits(t)).collect();
        let by_player: Vec<&'a String> = teams
            .iter()
            .filter(|t| players.get(*t).is_some_and(|p| p.iter().any(|p| fits(p))))
            .collect();
        let found: Vec<&'a String> = if strictness < 2 && !by_team.is_empty() {
            // A side's own name wins over a player's name written alike.
            by_team
        } else if strictness < 2 && by_team.is_empty() {
            by_player
        } else {
            let mut both = by_team;
            for t in by_player {
                if !both.contains(&t) {
                    both.push(t);
                }
            }
            both
        };
        match found.as_slice() {
            [] => {}
            [one] => return Ok(one.as_str()),
            many => {
                return Err(SheetFault::NameCouldBe {
                    name: name.to_string(),
                    teams: AnyOf(many.iter().map(|t| (*t).clone()).collect()),
                });
            }
        }
    }
    let (name, teams) = (name.to_string(), listed(teams, players));
    Err(if players.is_empty() {
        SheetFault::NotATeam { name, teams }
    } else {
        SheetFault::NotATeamOrPlayer { name, teams }
    })
}

/// `We (Anna, Bernd), They (Clara, Dieter)`.
fn listed(teams: &[String], players: &BTreeMap<String, Vec<String>>) -> String {
    teams
        .iter()
        .map(|t| match players.get(t) {
            Some(p) if !p.is_empty() && p != std::slice::from_ref(t) => {
                format!("{t} ({})", p.join(", "))
            }
            _ => t.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn teams(names: &[&str]) -> Vec<String> {
        names.iter().map(std::string::ToString::to_string).collect()
    }

    #[test]
    fn any_case_and_unique_prefixes() {
        let teams = teams(&["Anna & Bernd", "Anton & Berta", "They"]);
        let none = BTreeMap::new();
        assert_eq!(find(&teams, &none, "anna & bernd"), Ok("Anna & Bernd"));
        assert_eq!(find(&teams, &none, "ann"), Ok("Anna & Bernd"));
        assert_eq!(find(&teams, &none, "t"), Ok("They"));
        let err = find(&teams, &none, "an").unwrap_err();
        assert_eq!(
            err,
            SheetFault::NameCouldBe {
                name: "an".to_string(),
                teams: AnyOf(vec![
                    "Anna & Bernd".to_string(),
                    "Anton & Berta".to_string()
                ]),
            }
        );
        assert!(matches!(
            find(&teams, &none, "Us").unwrap_err(),
            SheetFault::NotATeam { .. }
        ));
    }

    #[test]
    fn an_exact_name_wins_over_a_longer_one() {
        let teams = teams(&["We", "Wendy"]);
        let none = BTreeMap::new();
        assert_eq!(find(&teams, &none, "we"), Ok("We"));
        assert!(find(&teams, &none, "w").is_err());
    }

    #[test]
    fn a_player_names_the_side() {
        let teams = teams(&["We", "They"]);
        let players: BTreeMap<String, Vec<String>> = [
            (
                "We".to_string(),
                vec!["Anna".to_string(), "Bernd".to_string()],
            ),
            (
                "They".to_string(),
                vec!["Clara".to_string(), "Dieter".to_string()],
            ),
        ]
        .into();
        assert_eq!(find(&teams, &players, "Clara"), Ok("They"));
        assert_eq!(find(&teams, &players, "clara"), Ok("They"));
        assert_eq!(find(&teams, &players, "DIE"), Ok("They"));
        assert_eq!(find(&teams, &players, "b"), Ok("We"));
        // `t` is They's own prefix and no one else's.
        assert_eq!(find(&teams, &players, "t"), Ok("They"));
        // A prefix of players on both sides names no side alone.
        let mixed: BTreeMap<String, Vec<String>> = [
            ("We".to_string(), vec!["Anna".to_string()]),
            ("They".to_string(), vec!["Anton".to_string()]),
        ]
        .into();
        let err = find(&teams, &mixed, "an").unwrap_err();
        assert!(
            matches!(&err, SheetFault::NameCouldBe { teams, .. } if teams.0 == ["We", "They"]),
            "{err:?}"
        );
        let err = find(&teams, &players, "Zoe").unwrap_err();
        assert!(
            matches!(&err, SheetFault::NotATeamOrPlayer { teams, .. } if teams == "We (Anna, Bernd), They (Clara, Dieter)"),
            "{err:?}"
        );
    }

    #[test]
    fn a_sides_name_wins_over_a_players_name_written_alike() {
        let teams = teams(&["Anna", "Rest"]);
        let players: BTreeMap<String, Vec<String>> = [
            ("Anna".to_string(), vec!["Anna".to_string()]),
            (
                "Rest".to_string(),
                vec!["anna".to_string(), "Bo".to_string()],
            ),
        ]
        .into();
        assert_eq!(find(&teams, &players, "Anna"), Ok("Anna"));
        assert_eq!(find(&teams, &players, "anna"), Ok("Rest"));
        assert_eq!(find(&teams, &players, "ANNA"), Ok("Anna"));
    }
}
