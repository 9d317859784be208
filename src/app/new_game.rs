//! `game new`: the sides (and their players) from `--team`, the rule set
//! fitted to them, and the new sheet written.

use std::path::Path;

use crate::app::sheet::{now, refuse_hand_number, show_after};
use crate::app::{Context, Outcome};
use crate::fault::{FrontHint, UsageFault};
use canasta::error::{Error, ErrorKind, Origin, Result};
use canasta::rules::RuleSet;
use canasta::sheet::fault::SheetFault;
use canasta::sheet::log::Event;
use canasta::sheet::{self, Change, GameFile, store};

/// `game new`: a sheet for `teams` under the rule set asked for, written
/// to `path` (never over a file).
pub(super) fn new(
    ctx: &Context,
    path: &Path,
    teams: &[String],
    length: &crate::cli::length::LengthArgs,
) -> Result<Outcome> {
    refuse_hand_number(ctx)?;
    let rules = crate::app::length::apply(ctx.rules()?, length)?;
    let mut players = std::collections::BTreeMap::new();
    let mut names = Vec::new();
    for t in teams {
        match t.split_once('=') {
            Some((name, who)) => {
                let who: Vec<String> = who.split(',').map(|p| p.trim().to_string()).collect();
                if who.iter().any(String::is_empty) {
                    return Err(Error::new(
                        ErrorKind::Usage,
                        UsageFault::EmptyPlayerName { team: t.clone() },
                    )
                    .with_help(FrontHint::TeamWithPlayers));
                }
                names.push(name.trim().to_string());
                players.insert(name.trim().to_string(), who);
            }
            None => names.push(t.trim().to_string()),
        }
    }
    // Spaces around a name are no part of it: `--points` trims them too.
    let teams = names.as_slice();
    for (i, t) in teams.iter().enumerate() {
        if t.trim().is_empty() {
            return Err(Error::new(ErrorKind::Usage, UsageFault::EmptyTeamName));
        }
        if teams[..i].contains(t) {
            return Err(Error::new(
                ErrorKind::Usage,
                UsageFault::TeamGivenTwice { team: t.clone() },
            ));
        }
    }
    if teams.len() < 2 {
        return Err(Error::new(
            ErrorKind::Usage,
            UsageFault::TooFewSides { given: teams.len() },
        ));
    }
    let usage = |fault: SheetFault| {
        Error::new(ErrorKind::Usage, fault).within(Origin::Arg {
            name: "--team".to_string(),
        })
    };
    sheet::seats::each_player_once(teams, &players).map_err(usage)?;
    let rules = fit_sides(rules, teams.len() as u32, ctx.players.is_some())?;
    let rules = sheet::seats::fit(rules, teams, &players, ctx.players.is_some()).map_err(usage)?;
    let mut game = GameFile::new(teams.to_vec(), rules);
    game.players = players;
    let at = now(ctx)?;
    game.log.push(Change {
        teams: teams.to_vec(),
        ..Change::new(at, Event::Started)
    });
    store::create(path, &game)?;
    let summary = crate::i18n::tr!(
        ctx.words_of(&game.rules),
        "sheet-started-file",
        path = path.display().to_string(),
        rules = game.rules.name.as_str()
    );
    Ok(Outcome::after_saving(path, show_after(ctx, game, &summary)))
}

/// The number of sides sets the number of players where the rule set
/// allows it (verschaerft: each alone, 2 or more).
fn fit_sides(rules: RuleSet, sides: u32, players_given: bool) -> Result<RuleSet> {
    let side_size = rules.side_size();
    let want = sides.saturating_mul(side_size);
    if rules.players.count == want || rules.sides() == sides {
        return Ok(rules);
    }
    let (name, count) = (rules.name.clone(), rules.players.count);
    let refused = || {
        Error::new(
            ErrorKind::Usage,
            UsageFault::SidesDoNotFit {
                sides,
                side_size,
                want,
                rules: name.clone(),
                count,
            },
        )
        .with_help(FrontHint::OneTeamPerSide)
    };
    if players_given {
        return Err(refused());
    }
    rules.with_players(want).map_err(|_| refused())
}
