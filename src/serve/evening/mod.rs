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
mod state;

#[cfg(test)]
mod tests;

use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use crate::app::Context;
use crate::cli::Format;
use crate::cli::serve::ServeArgs;
use crate::fault::{FrontFault, FrontHint};
use crate::serve::{address, door, listener, signals};
use canasta::error::{Error, ErrorKind, Result};

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
    mut signals: signals::Signals,
) -> Result<()> {
    let evening = canasta::club::store::load(&args.game)?;
    let bind = address::bind_address(args);
    let listener = tokio::net::TcpListener::bind(bind).await.map_err(|e| {
        Error::new(
            ErrorKind::Io,
            FrontFault::CannotListen {
                address: bind.to_string(),
                cause: e.to_string(),
            },
        )
        .with_help(FrontHint::OtherPort)
    })?;
    let bound = listener.local_addr().map_err(|e| super::cannot_serve(&e))?;
    let keys = keys::ClubKeys::open(&args.game, &evening, args.new_links)?;
    if let Some(cause) = &keys.problem {
        let _ = writeln!(
            std::io::stderr(),
            "{}",
            crate::i18n::tr!(ctx.cat, "link-not-kept", cause = cause.as_str())
        );
    }
    let url = match &public {
        Some(p) => p.base.clone(),
        None => format!(
            "http://{}:{}/",
            address::url_host(address::link_ip(bound.ip())),
            bound.port()
        ),
    };
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
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| {
            Error::new(
                ErrorKind::Io,
                FrontFault::CannotWriteOutput {
                    cause: e.to_string(),
                },
            )
        })?;
    drop(out);
    let served = listener::serve(listener, routes::router(club), stop, listener::Limits::PAD);
    tokio::pin!(served);
    tokio::select! {
        () = served.as_mut() => {}
        () = signals.received() => {
            stopping.send_replace(true);
            served.await;
        }
    }
    Ok(())
}
