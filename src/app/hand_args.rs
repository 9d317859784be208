//! A hand as `game add` and `game edit` are given it: a round file, or
//! each side's `--points` or `--tally`, read once into the library's typed
//! request (`sheet::enter`), with errors that name the flag and the value
//! they are about, as the command line has always said them.

use std::path::Path;

use crate::app::Context;
use crate::app::sheet::{beside, needs_a_hand, read_round};
use crate::cli::sheet::HandArgs;
use crate::fault::FrontHint;
use canasta::error::{Error, ErrorKind, Fault, Origin, Result};
use canasta::sheet::enter::{self, HandOf, Points, Said, SideSaid};
use canasta::sheet::fault::SheetFault;
use canasta::sheet::tally::Tally;
use canasta::sheet::{GameFile, Hand, Way, names};

/// A hand as the command line gives it: what the request enters, the
/// note a round file may bring, and how the sides wrote it, for errors
/// said after the flag that gave them.
pub(super) struct Given {
    pub hand: HandOf,
    pub way: Option<Way>,
    pub note: Option<String>,
}

/// The hand that `game add` or `game edit` enters as hand `number`, and,
/// when a round file names another rule set, a note that the game's own
/// rule set scored it (the game file is the authority: its rules were
/// fixed when the game started). Each `--points` or `--tally` is read once
/// here; the library checks the hand they make.
pub(super) fn given(
    ctx: &Context,
    game: &GameFile,
    args: &HandArgs,
    number: usize,
) -> Result<Given> {
    let said = |hand, way| Given {
        hand: HandOf::Said(hand),
        way: Some(way),
        note: None,
    };
    match &args.round {
        Some(path) => round_hand(ctx, game, path, number).map(|(hand, note)| Given {
            hand: HandOf::Made(hand),
            way: None,
            note,
        }),
        None if args.tally.is_empty() && args.points.is_empty() => Err(needs_a_hand("game edit")),
        None if !args.tally.is_empty() => Ok(said(tallies(game, &args.tally)?, Way::Tally)),
        None => Ok(said(points(game, &args.points)?, Way::Points)),
    }
}

impl Given {
    /// The library's refusal of the hand, said after the flag whose sides
    /// it is about, as `game add` has always said it: a count refused
    /// after `--tally:`, a side missing from `--tally` or `--points`.
    /// What is wrong with the sheet rather than the hand (over, halves
    /// waiting, a hand it has not) is said as it is.
    pub(super) fn flagged(&self, e: Error) -> Error {
        let Some(way) = self.way else {
            return e;
        };
        let fault = e.fault::<SheetFault>();
        let of_sheet = e.fault::<canasta::sheet::game::GameFault>().is_some()
            || matches!(
                fault,
                Some(
                    SheetFault::GameOver { .. }
                        | SheetFault::EndsBefore { .. }
                        | SheetFault::HalvesWaiting { .. }
                )
            );
        match (way, fault) {
            _ if of_sheet => e,
            (Way::Tally, Some(SheetFault::NoTallyFor { .. })) => e.within(Origin::arg("--tally")),
            // The message names the item meant; the help says where
            // every item is listed.
            (Way::Tally, Some(SheetFault::UnknownKindGuess { .. })) => {
                e.context("--tally").with_help(FrontHint::ItemsInHelp)
            }
            (Way::Tally, _) => e.context("--tally"),
            (Way::Points, Some(SheetFault::NoPointsFor { .. } | SheetFault::SideTwice { .. })) => e
                .within(Origin::arg("--points"))
                .with_help(FrontHint::PointsForm),
            (Way::Points, _) => e,
        }
    }
}

/// A hand from a round file, scored under the game's rule set.
fn round_hand(
    ctx: &Context,
    game: &GameFile,
    path: &Path,
    number: usize,
) -> Result<(Hand, Option<String>)> {
    let (file, tree) = read_round(path)?;
    let mut note = None;
    if let Some(r) = &file.rules {
        // A round file may name a rule set that cannot be loaded here (a
        // house file elsewhere): only a readable, different one is noted.
        let spec = beside(path, r);
        let named = ctx
            .rules_or(Some(spec.as_str()).zip(tree.get("rules")))
            .ok();
        if named.is_none_or(|n| n.name != game.rules.name) {
            note = Some(crate::i18n::tr!(
                ctx.words_of(&game.rules),
                "sheet-round-rules-note",
                file = crate::render::error::place(&canasta::input::origin(path), &ctx.cat),
                named = r.as_str(),
                rules = game.rules.name.as_str()
            ));
        }
    }
    let hand = enter::round_hand(game, file, &tree, &canasta::input::origin(path), number)?;
    Ok((hand, note))
}

/// `--tally NAME=ITEM,...`, each side once, in the sheet's names.
fn tallies(game: &GameFile, args: &[String]) -> Result<Vec<SideSaid>> {
    let mut sides: Vec<SideSaid> = Vec::with_capacity(args.len());
    for arg in args {
        let (team, t) = tally_side(game, arg)?;
        if sides.iter().any(|s| s.team == team) {
            return Err(tally_usage(arg, SheetFault::SideTwice { team }.into()));
        }
        sides.push(SideSaid {
            team,
            said: Said::Tally(t),
        });
    }
    Ok(sides)
}

/// One `--tally NAME=ITEM,...`: the side it names and what it counted.
fn tally_side(game: &GameFile, arg: &str) -> Result<(String, Tally)> {
    let Some((name, items)) = arg.split_once('=') else {
        return Err(tally_usage(arg, SheetFault::TallyNoEquals.into()));
    };
    let team =
        names::find(&game.teams, &game.players, name).map_err(|f| tally_usage(arg, f.into()))?;
    let t = if items.trim().is_empty() {
        Tally::default()
    } else {
        Tally::parse(items).map_err(|f| tally_usage(arg, f.into()))?
    };
    Ok((team.to_string(), t))
}

/// A fault of the `--tally` value `arg`, with how items are written.
fn tally_usage(arg: &str, fault: Fault) -> Error {
    Error::new(ErrorKind::Usage, fault)
        .within(canasta::error::Origin::ArgValue {
            name: "--tally".to_string(),
            value: arg.to_string(),
        })
        .with_help(FrontHint::TallyItems {
            items: canasta::sheet::fault::TallyItems,
        })
}

/// `--points NAME=BONUS,CARDS` or `NAME=TOTAL`, each side once.
fn points(game: &GameFile, args: &[String]) -> Result<Vec<SideSaid>> {
    let mut sides: Vec<SideSaid> = Vec::with_capacity(args.len());
    for arg in args {
        let side = points_side(game, arg)?;
        if sides.iter().any(|s| s.team == side.team) {
            return Err(points_usage(
                SheetFault::SideTwice { team: side.team },
                None,
            ));
        }
        sides.push(side);
    }
    Ok(sides)
}

/// One `--points NAME=BONUS,CARDS` or `NAME=TOTAL`: the side and its points.
fn points_side(game: &GameFile, arg: &str) -> Result<SideSaid> {
    let usage = |fault: SheetFault| points_usage(fault, Some(arg));
    let Some((name, value)) = arg.rsplit_once('=') else {
        return Err(usage(SheetFault::PointsNoEquals));
    };
    let team = names::find(&game.teams, &game.players, name).map_err(usage)?;
    Ok(SideSaid {
        team: team.to_string(),
        said: Said::Points(Points::parse(value).map_err(usage)?),
    })
}

/// A fault of `--points`, said after the option, and its value `arg`
/// where it is one's.
fn points_usage(fault: SheetFault, arg: Option<&str>) -> Error {
    let name = "--points".to_string();
    Error::new(ErrorKind::Usage, fault)
        .within(match arg {
            Some(value) => Origin::ArgValue {
                name,
                value: value.to_string(),
            },
            None => Origin::Arg { name },
        })
        .with_help(FrontHint::PointsForm)
}
