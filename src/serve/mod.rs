//! `canasta serve`: the score sheet and the referee on every phone at the
//! table, served from the computer that holds the game file.
//!
//! The game file stays the one record: every change is made under its
//! lock and saved atomically (`sheet::store`), exactly as the command
//! line makes it, and answered only once it is on disk; a change made on
//! disk by anyone else is read again and reaches the phones over a live
//! stream. Each link carries a random token that gives its holder a
//! role (`role`): the organiser's, a side's, or a viewer's.
//!
//! None of this runs for the other commands: the runtime, the router and
//! the pages are made here, when `canasta serve` starts.

mod address;
mod api;
mod asked;
mod assets;
mod auth;
mod events;
mod frame;
mod guard;
mod hands;
mod idempotency;
mod keys;
mod lang;
mod links;
mod listener;
pub(crate) mod page;
mod qr;
mod referee;
mod reply;
mod role;
mod routes;
mod sheet_json;
mod table;
mod token;
mod watch;
mod writes;

#[cfg(test)]
mod tests;

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use crate::app::{Answer, Context, Outcome};
use crate::cli::Format;
use crate::cli::serve::ServeArgs;
use crate::fault::{FrontFault, FrontHint};
use canasta::error::{Error, ErrorKind, Result};
use canasta::sheet::store;

/// `canasta-serve`: the same command line as `canasta`'s, with `serve`
/// run here.
#[must_use]
pub fn main() -> std::process::ExitCode {
    crate::app::start(Some(run))
}

/// How long the server waits for open requests once told to stop.
const GRACE: Duration = Duration::from_secs(3);

/// `canasta serve GAME.yaml`: print the links once listening, then serve
/// until Ctrl-C or SIGTERM.
pub(crate) fn run(ctx: &Context, args: &ServeArgs) -> Result<Outcome> {
    let game = store::load(&args.game)?;
    crate::app::refuse_game_rules(ctx, &game)?;
    let public = args
        .public_url
        .as_deref()
        .map(address::PublicUrl::parse)
        .transpose()?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| cannot_serve(&e))?;
    runtime.block_on(serve(ctx, args, game, public))?;
    Ok(Outcome::new(String::new(), Answer::Yes))
}

fn cannot_serve(e: &dyn std::fmt::Display) -> Error {
    Error::new(
        ErrorKind::Io,
        FrontFault::CannotServe {
            cause: e.to_string(),
        },
    )
}

async fn serve(
    ctx: &Context,
    args: &ServeArgs,
    game: canasta::sheet::GameFile,
    public: Option<address::PublicUrl>,
) -> Result<()> {
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
    let bound = listener.local_addr().map_err(|e| cannot_serve(&e))?;
    let keys = keys::Keys::new(game.teams.len())?;
    let url = match &public {
        Some(p) => p.base.clone(),
        None => format!(
            "http://{}:{}/",
            address::url_host(address::link_ip(bound.ip())),
            bound.port()
        ),
    };
    let links = links::Links::new(&url, &keys, &game.teams);
    let (stopping, stop) = tokio::sync::watch::channel(false);
    let table = Arc::new(table::Table::new(table::Setup {
        path: args.game.clone(),
        game,
        keys,
        lang: ctx.cat.lang(),
        now: ctx.now.clone(),
        zone: crate::render::time::zone(ctx.tz.as_deref()),
        cookie: format!("canasta_{}", bound.port()),
        hosts: address::Hosts::new(bound, public),
        stop,
    }));
    let app = routes::router(table.clone()).into_make_service_with_connect_info::<listener::Peer>();
    let reach = if bound.ip().is_loopback() {
        links::Reach::ThisComputer
    } else {
        links::Reach::Network { port: bound.port() }
    };
    let text = match ctx.format {
        Format::Json => links.json(),
        _ => links.text(&ctx.cat, &args.game.display().to_string(), reach),
    };
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
    tokio::spawn(watch::follow(table.clone()));
    let server = axum::serve(listener::Limited::new(listener), app)
        .with_graceful_shutdown(stopped(stopping));
    let mut told = table.stop.clone();
    tokio::select! {
        served = server => served.map_err(|e| cannot_serve(&e)),
        () = async {
            let _ = told.wait_for(|s| *s).await;
            tokio::time::sleep(GRACE).await;
        } => Ok(()),
    }
}

/// Wait for Ctrl-C or SIGTERM, then tell the live streams to end.
async fn stopped(stopping: tokio::sync::watch::Sender<bool>) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
    stopping.send_replace(true);
}
