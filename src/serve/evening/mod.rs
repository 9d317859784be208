//! `canasta serve EVENING.yaml`: a club evening on every phone. The
//! director's link reads and writes every table and draws the next
//! round; a table's link enters the hands of that table all evening; a
//! player's link follows the player from table to table; the viewer's
//! reads. Each table's game is served by the one game's pad's own code
//! (`Table`, `api`, `writes`): the evening only says which table a
//! request reaches.

mod api;
mod keys;
mod page;
mod routes;
mod sheets;
mod state;

#[cfg(test)]
mod tests;

use std::path::Path;
use std::sync::Arc;

use crate::app::Context;
use crate::cli::Format;
use crate::cli::serve::ServeArgs;
use crate::serve::{address, door, signals};
use canasta::error::Result;

/// Whether `path` holds a club evening rather than a game: its top level
/// has the evening's `rounds:` (a game file has none). A file that cannot
/// be read is left to the game's loader, which says why.
pub(crate) fn is_evening(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    let mut text = String::new();
    // An evening file is small; a game file of megabytes is not read whole
    // here.
    let _ =
        std::io::Read::read_to_string(&mut std::io::Read::take(file, 4 * 1024 * 1024), &mut text);
    text.lines().any(|l| l.starts_with("rounds:"))
}

/// Serve the evening of `args.game` until a signal says stop.
pub(crate) async fn serve(
    ctx: &Context,
    args: &ServeArgs,
    public: Option<address::PublicUrl>,
    signals: signals::Signals,
) -> Result<()> {
    let evening = canasta::club::store::load(&args.game)?;
    let (listener, bound) = super::listen(args).await?;
    let keys = keys::ClubKeys::open(&args.game, &evening, args.new_links)?;
    super::not_kept(ctx, keys.problem.as_deref());
    let url = super::base_url(public.as_ref(), bound);
    let links = keys::ClubLinks::new(&url, &keys);
    let text = match ctx.format {
        Format::Json => links.json(),
        _ => page::links_text(&links, &ctx.cat, &args.game.display().to_string()),
    };
    let (stopping, stop) = tokio::sync::watch::channel(false);
    let club = Arc::new(state::Club::new(state::ClubSetup {
        path: args.game.clone(),
        door: door::Door::new(&keys.identity, public.as_ref()),
        keys,
        links,
        lang: ctx.cat.lang(),
        now: ctx.now.clone(),
        zone: crate::render::time::zone(ctx.tz.as_deref()),
        hosts: address::Hosts::new(bound, public),
        stop: stop.clone(),
    }));
    super::print_links(&text)?;
    let router = routes::router(club);
    super::serve_until_stopped(listener, router, (stopping, stop), signals).await;
    Ok(())
}
