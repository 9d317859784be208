//! `canasta club ...`: the command line's words made typed requests of
//! the library's evening (`canasta::club`), and its answers rendered.

use std::path::Path;

use crate::app::{Answer, Context, Outcome};
use crate::cli::club::ClubCommand;
use crate::fault::{FrontHint, UsageFault};
use crate::render;
use canasta::club::request::{NewEvening, NextRound};
use canasta::club::{season, store, view};
use canasta::error::{Error, ErrorKind, Result};

pub(super) fn run(ctx: &Context, cmd: &ClubCommand) -> Result<Outcome> {
    match cmd {
        ClubCommand::New {
            evening,
            players,
            seed,
            length,
        } => {
            refuse_hand_number(ctx)?;
            let rules = crate::app::length::apply(ctx.rules()?, length)?;
            let request = NewEvening {
                players: players.clone(),
                rules,
                seed: *seed,
                at: crate::clock::time_now(ctx.now.as_ref())?,
            };
            // The library names no command: how to go on is the terminal's.
            let made = store::create(evening, &request).map_err(|e| {
                if e.code() == "already_exists" && e.help().is_none() {
                    e.with_help(FrontHint::OtherEveningName)
                } else {
                    e
                }
            })?;
            let summary = crate::i18n::tr!(
                ctx.cat,
                "club-started",
                path = evening.display().to_string(),
                players = made.players.len(),
                seed = made.seed.to_string()
            );
            Ok(Outcome::after_saving(
                evening,
                shown(ctx, evening, &summary),
            ))
        }
        ClubCommand::Next {
            evening,
            movement,
            force,
        } => {
            refuse_rules(ctx)?;
            let at = crate::clock::time_now(ctx.now.as_ref())?;
            let request = NextRound {
                movement: movement.map(crate::cli::club::MovementArg::movement),
                force: *force,
                at: &at,
            };
            let drawn = store::next_round(evening, &request).map_err(|e| {
                if e.code() == "tables_unfinished" {
                    e.with_help(FrontHint::FinishOrForce)
                } else {
                    e
                }
            })?;
            let summary = crate::i18n::tr!(ctx.cat, "club-drew", round = drawn.rounds.len());
            Ok(Outcome::after_saving(
                evening,
                shown(ctx, evening, &summary),
            ))
        }
        ClubCommand::Show { evening } => {
            refuse_rules(ctx)?;
            let club = view::show(evening)?;
            render::club::club(&club, ctx.out(), None).map(|s| Outcome::new(s, Answer::Yes))
        }
        ClubCommand::Season { evenings } => {
            refuse_rules(ctx)?;
            let table = season::season(evenings)?;
            render::club::season(&table, ctx.out()).map(|s| Outcome::new(s, Answer::Yes))
        }
    }
}

/// The evening after a change, with what changed above it.
fn shown(ctx: &Context, evening: &Path, summary: &str) -> Result<Outcome> {
    let club = view::show(evening)?;
    render::club::club(&club, ctx.out(), Some(summary)).map(|s| Outcome::new(s, Answer::Yes))
}

/// The games of an evening keep the rule set they started with; the
/// command line names none but `club new`'s.
pub(super) fn refuse_rules(ctx: &Context) -> Result<()> {
    refuse_hand_number(ctx)?;
    if ctx.rules_arg.is_some() || ctx.players.is_some() {
        return Err(Error::new(ErrorKind::Usage, UsageFault::ClubRulesFixed)
            .with_help(FrontHint::LeaveOutRules));
    }
    Ok(())
}

fn refuse_hand_number(ctx: &Context) -> Result<()> {
    match ctx.hand_number {
        Some(n) => Err(Error::new(
            ErrorKind::Usage,
            UsageFault::HandNumberForGame { number: n },
        )
        .with_help(FrontHint::LeaveOutHandNumber)),
        None => Ok(()),
    }
}
