//! The checks a hand passes before it goes on the sheet: every side
//! once, all written one way, counts one deck can hold, nothing left
//! unsaid, and numbers a hand can score (unless forced); and the checks
//! one side's half passes alone, which need no other side's.

use crate::error::{AllOf, Error, ErrorKind, Hint, Result};
use crate::sheet::enter::said::{Said, SideSaid};
use crate::sheet::fault::SheetFault;
use crate::sheet::game::GameFile;
use crate::sheet::half::Way;
use crate::sheet::hand::{Entry, Hand, POINTS, TALLY};
use crate::sheet::limits::Limits;
use crate::sheet::tally::{self, Tally};

/// The hand every side's `sides` make, checked as a whole; `force`
/// enters numbers no hand can score (the hand is marked). Errors name
/// the sides and items, never how the front end took them.
pub fn whole_hand(game: &GameFile, sides: &[SideSaid], force: bool) -> Result<Hand> {
    let way = one_way(sides)?;
    let mut named: Vec<&str> = Vec::with_capacity(sides.len());
    for side in sides {
        known(game, &side.team)?;
        if named.contains(&side.team.as_str()) {
            return Err(usage(SheetFault::SideTwice {
                team: side.team.clone(),
            }));
        }
        named.push(&side.team);
    }
    if let Some(team) = game.teams.iter().find(|t| !named.contains(&t.as_str())) {
        let team = team.clone();
        return Err(usage(match way {
            Way::Tally => SheetFault::NoTallyFor { team },
            Way::Points => SheetFault::NoPointsFor { team },
        }));
    }
    match way {
        Way::Tally => {
            let tallies: Vec<(&str, &Tally)> = sides
                .iter()
                .filter_map(|s| match &s.said {
                    Said::Tally(t) => Some((s.team.as_str(), t)),
                    Said::Points(_) => None,
                })
                .collect();
            counted(game, &tallies, force)
        }
        Way::Points => {
            let mut scores: Vec<Entry> = sides
                .iter()
                .filter_map(|s| match &s.said {
                    Said::Points(p) => Some(p.entry(&s.team)),
                    Said::Tally(_) => None,
                })
                .collect();
            // The sheet's order, whatever order the sides came in.
            scores.sort_by_key(|e| game.teams.iter().position(|t| *t == e.team));
            let forced = points_fit(game, &scores, force)?;
            Ok(Hand {
                from: Some(POINTS.to_string()),
                scores,
                forced,
                ..Hand::default()
            })
        }
    }
}

/// What one side's half is checked for on its own, whatever the others
/// say: an item the rule set has not, a count one deck cannot hold,
/// something left unsaid, numbers no hand scores (unless `force`). What
/// needs every side (one side out, the deck across sides) waits for the
/// hand.
pub fn side_alone(game: &GameFile, side: &SideSaid, force: bool) -> Result<()> {
    known(game, &side.team)?;
    match &side.said {
        Said::Tally(t) => tallies_fit(game, &[(side.team.as_str(), t)], force).map(|_| ()),
        Said::Points(p) => points_fit(game, &[p.entry(&side.team)], force).map(|_| ()),
    }
}

/// The way every side wrote its part; refused where some wrote points
/// and others a tally.
fn one_way(sides: &[SideSaid]) -> Result<Way> {
    let way = sides.first().map_or(Way::Points, |s| s.said.way());
    if sides.iter().all(|s| s.said.way() == way) {
        return Ok(way);
    }
    let of = |w: Way| {
        AllOf(
            sides
                .iter()
                .filter(|s| s.said.way() == w)
                .map(|s| s.team.clone())
                .collect(),
        )
    };
    Err(usage(SheetFault::HalvesMixed {
        points: of(Way::Points),
        tally: of(Way::Tally),
    }))
}

/// `team` is a side of the game, by its name on the sheet.
fn known(game: &GameFile, team: &str) -> Result<()> {
    if game.teams.iter().any(|t| t == team) {
        return Ok(());
    }
    crate::sheet::names::find(&game.teams, &game.players, team)
        .map_err(usage)
        .and_then(|found| {
            // A front end finds the side before it asks: a name that
            // only finds one is not yet the sheet's.
            Err(usage(SheetFault::NotATeam {
                name: team.to_string(),
                teams: found.to_string(),
            }))
        })
}

fn usage(fault: SheetFault) -> Error {
    Error::new(ErrorKind::Usage, fault)
}

fn impossible(team: &str, why: SheetFault, rules: &str) -> Error {
    Error::new(
        ErrorKind::Usage,
        SheetFault::Unscorable {
            team: team.to_string(),
            why: Box::new(why),
            rules: rules.to_string(),
        },
    )
    .with_help(Hint::CheckOrForce)
}

/// A hand from what each side counted; the rule set does the arithmetic.
fn counted(game: &GameFile, sides: &[(&str, &Tally)], force: bool) -> Result<Hand> {
    let mut forced = tallies_fit(game, sides, force)?;
    let limits = Limits::of(&game.rules);
    let scored = tally::score(&game.rules, sides)?;
    let mut scores = Vec::with_capacity(game.teams.len());
    for team in &game.teams {
        let (s, (_, t)) = scored
            .teams
            .iter()
            .zip(sides)
            .find(|(s, _)| &s.name == team)
            .ok_or_else(|| usage(SheetFault::NothingFor { team: team.clone() }))?;
        if let Err(why) = limits.check(Some(s.bonus), Some(s.cards), s.total) {
            if !force {
                return Err(impossible(team, why, &game.rules.name));
            }
            forced = true;
        }
        let mut e = Entry::split(team, s.bonus, s.cards);
        e.tally = Some((*t).clone());
        scores.push(e);
    }
    Ok(Hand {
        from: Some(TALLY.to_string()),
        scores,
        forced,
        ..Hand::default()
    })
}

/// The counts the rule set and one deck allow, nothing left unsaid, and
/// card points a hand can hold (unless `force`: then whether it was
/// needed).
fn tallies_fit(game: &GameFile, sides: &[(&str, &Tally)], force: bool) -> Result<bool> {
    tally::check(&game.rules, sides).map_err(|why| {
        // A word that is no item is a slip of the pen, not a hand that
        // cannot be: the message has the item meant, or every item.
        match why {
            SheetFault::UnknownKindGuess { .. } | SheetFault::UnknownKind { .. } => {
                Error::new(ErrorKind::Usage, why)
            }
            _ => Error::new(ErrorKind::Usage, why).with_help(Hint::OneHandsTally),
        }
    })?;
    for (name, t) in sides {
        tally::unsettled(&game.rules, name, t)
            .map_err(|why| Error::new(ErrorKind::Usage, why).with_help(Hint::NothingGuessed))?;
    }
    let limits = Limits::of(&game.rules);
    let mut forced = false;
    for (name, t) in sides {
        // The card points alone; the bonus is the rule set's sum.
        if let Err(why) = limits.check(Some(0), Some(t.cards), t.cards) {
            if !force {
                return Err(impossible(name, why, &game.rules.name));
            }
            forced = true;
        }
    }
    Ok(forced)
}

/// Numbers a hand can score (unless `force`: then whether it was needed).
fn points_fit(game: &GameFile, scores: &[Entry], force: bool) -> Result<bool> {
    let limits = Limits::of(&game.rules);
    let mut forced = false;
    for e in scores {
        if let Err(why) = limits.check(e.bonus, e.cards, e.total) {
            if !force {
                return Err(impossible(&e.team, why, &game.rules.name));
            }
            forced = true;
        }
    }
    Ok(forced)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::enter::points::Points;

    fn game() -> GameFile {
        GameFile::new(
            vec!["Wir".into(), "Sie".into()],
            crate::rules::load("classic").unwrap(),
        )
    }

    fn side(team: &str, way: Way, text: &str) -> SideSaid {
        SideSaid {
            team: team.into(),
            said: Said::parse(way, text).unwrap(),
        }
    }

    #[test]
    fn a_counted_hand_is_scored_by_the_rule_set_in_the_sheets_order() {
        let g = game();
        let h = whole_hand(
            &g,
            &[
                side("Sie", Way::Tally, "cards:-35"),
                side("Wir", Way::Tally, "natural,red3,out,cards:120"),
            ],
            false,
        )
        .unwrap();
        assert_eq!(h.from.as_deref(), Some(TALLY));
        assert_eq!(h.points(), "Wir=700,120 Sie=0,-35");
        assert!(h.scores[0].tally.as_ref().unwrap().out);
        assert!(!h.forced);
    }

    #[test]
    fn every_side_once_and_one_way() {
        let g = game();
        let code = |sides: &[SideSaid]| whole_hand(&g, sides, false).unwrap_err().code();
        assert_eq!(code(&[side("Wir", Way::Tally, "out")]), "no_tally_for");
        assert_eq!(code(&[side("Wir", Way::Points, "5")]), "no_points_for");
        assert_eq!(
            code(&[side("Wir", Way::Points, "5"), side("Wir", Way::Points, "5")]),
            "side_twice"
        );
        assert_eq!(
            code(&[side("Wir", Way::Points, "5"), side("Sie", Way::Tally, "")]),
            "halves_mixed"
        );
        assert_eq!(
            code(&[side("Ihr", Way::Points, "5"), side("Sie", Way::Points, "0")]),
            "not_a_team"
        );
        assert_eq!(
            code(&[
                side("Wir", Way::Tally, "natural,out"),
                side("Sie", Way::Tally, "natural,out")
            ]),
            "both_out"
        );
    }

    #[test]
    fn numbers_no_hand_scores_are_refused_unless_forced() {
        let g = game();
        let sides = [
            side("Wir", Way::Points, "601,0"),
            side("Sie", Way::Points, "0"),
        ];
        let e = whole_hand(&g, &sides, false).unwrap_err();
        assert_eq!(e.code(), "unscorable");
        let h = whole_hand(&g, &sides, true).unwrap();
        assert!(h.forced);
        assert_eq!(h.scores[0], Points::parse("601,0").unwrap().entry("Wir"));
        // A half alone is checked for what it can get wrong by itself.
        assert_eq!(
            side_alone(&g, &sides[0], false).unwrap_err().code(),
            "unscorable"
        );
        assert!(side_alone(&g, &sides[0], true).is_ok());
        assert_eq!(
            side_alone(&g, &side("Wir", Way::Tally, "red3:5"), false)
                .unwrap_err()
                .code(),
            "too_many_tally_red_threes"
        );
        assert!(side_alone(&g, &side("Wir", Way::Tally, "natural,out"), false).is_ok());
    }
}
