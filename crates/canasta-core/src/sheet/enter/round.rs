//! A hand from a round file: the cards of every side, scored under the
//! game's rule set as the hand it will be on the sheet.

use crate::error::{Error, ErrorKind, Hint, Label, Origin, Result};
use crate::round::{self, RoundFile};
use crate::sheet::fault::SheetFault;
use crate::sheet::game::GameFile;
use crate::sheet::hand::Hand;
use crate::yaml::Node;

/// The hand the round file `file` (read into `tree`, from `origin`) gives
/// as hand `number` of `game`. Its sides are found as a player types a
/// side's name (in any case, by a prefix or by one of its players), each
/// once and every side of the game; a `hand_number` it gives must be
/// `number`. Scored under the game's rule set at that hand, whatever rule
/// set the file names; errors point into the file.
pub fn round_hand(
    game: &GameFile,
    mut file: RoundFile,
    tree: &Node,
    origin: &Origin,
    number: usize,
) -> Result<Hand> {
    let mut named: Vec<String> = Vec::new();
    for (i, t) in file.teams.iter_mut().enumerate() {
        let side = side_of(game, &t.name, tree, origin, i)?;
        if named.contains(&side) {
            return Err(refused(
                SheetFault::SideTwice { team: side },
                None,
                tree,
                origin,
                i,
            ));
        }
        t.name.clone_from(&side);
        named.push(side);
    }
    if let Some(t) = game.teams.iter().find(|t| !named.contains(t)) {
        return Err(Error::new(
            ErrorKind::Round,
            SheetFault::RoundLacksTeam { team: t.clone() },
        )
        .within(origin.clone()));
    }
    // The sheet knows which hand this is; a round that says otherwise
    // belongs to another game or another place in this one.
    if let Some(n) = file.hand_number.filter(|&n| n as usize != number) {
        let e = round::hand_number_error(n, SheetFault::RoundWouldBeHand { said: n, number })
            .with_help(Hint::WriteHandNumber { number });
        return Err(round::relocate(e, origin, tree, &file));
    }
    let rules = game
        .rules
        .clone()
        .at_hand(u32::try_from(number).unwrap_or(u32::MAX));
    let rules = round::fit_players(rules, &file, false).map_err(|e| e.context(origin))?;
    let checked =
        round::check(&rules, &file).map_err(|e| round::relocate(e, origin, tree, &file))?;
    let score = crate::score::checked(&rules, &checked).map_err(|e| e.context(origin))?;
    let record = RoundFile {
        rules: None,
        ..file
    };
    Ok(Hand::from_score(
        &score,
        &game.teams,
        origin.to_string(),
        Some(record),
    ))
}

/// The game's side the file's `i`-th team names.
fn side_of(game: &GameFile, name: &str, tree: &Node, origin: &Origin, i: usize) -> Result<String> {
    match crate::sheet::names::find(&game.teams, &game.players, name) {
        Ok(side) => Ok(side.to_string()),
        Err(ambiguous @ SheetFault::NameCouldBe { .. }) => {
            Err(refused(ambiguous, None, tree, origin, i))
        }
        Err(_) => {
            let lower: Vec<String> = game.teams.iter().map(|n| n.to_lowercase()).collect();
            let guess = crate::yaml::closest(
                &name.trim().to_lowercase(),
                lower.iter().map(String::as_str),
            )
            .and_then(|l| game.teams.iter().find(|n| n.to_lowercase() == l).cloned());
            Err(refused(
                SheetFault::RoundTeamNotInGame {
                    team: name.to_string(),
                    teams: game.teams.clone(),
                },
                guess,
                tree,
                origin,
                i,
            ))
        }
    }
}

/// The file's `i`-th team refused, pointed at its name.
fn refused(
    fault: SheetFault,
    guess: Option<String>,
    tree: &Node,
    origin: &Origin,
    i: usize,
) -> Error {
    let e = match tree.at_path(&format!("teams[{i}].name")) {
        Some(at) => at.error(ErrorKind::Round, fault, Label::NotATeam),
        None => Error::new(ErrorKind::Round, fault).context(origin),
    };
    match guess {
        Some(guess) => e.with_help(Hint::TeamGuess { guess }),
        None => e,
    }
}
