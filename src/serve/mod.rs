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
mod ask;
mod asked;
mod assets;
mod auth;
mod door;
mod evening;
mod events;
mod frame;
mod guard;
mod handout;
mod hands;
mod idempotency;
mod kept_links;
mod keys;
mod lang;
mod links;
mod listener;
pub(crate) mod page;
mod qr;
mod questions;
mod referee;
mod reply;
mod role;
mod routes;
mod sheet_json;
mod signals;
mod streams;
mod table;
mod token;
mod watch;
mod writes;

#[cfg(test)]
mod tests;

use std::io::Write;
use std::sync::Arc;

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

/// `canasta serve GAME.yaml`: print the links once listening, then serve
/// until Ctrl-C or SIGTERM.
pub(crate) fn run(ctx: &Context, args: &ServeArgs) -> Result<Outcome> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| cannot_serve(&e))?;
    runtime.block_on(async {
        // Before anything else: a stop at any moment from now is exit 0.
        let signals = signals::Signals::install()?;
        let public = args
            .public_url
            .as_deref()
            .map(address::PublicUrl::parse)
            .transpose()?;
        if evening::is_evening(&args.game) {
            crate::app::refuse_evening_rules(ctx)?;
            return evening::serve(ctx, args, public, signals).await;
        }
        let game = store::load(&args.game)?;
        crate::app::refuse_game_rules(ctx, &game)?;
        serve(ctx, args, game, public, signals).await
    })?;
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
    signals: signals::Signals,
) -> Result<()> {
    let (listener, bound) = listen(args).await?;
    // Only now, listening: a refused start leaves no file behind.
    let kept = kept_links::open(&args.game, &game, args.new_links)?;
    not_kept(ctx, kept.problem.as_deref());
    let url = base_url(public.as_ref(), bound);
    let links = links::Links::new(&url, &kept.keys, &game.teams);
    let text = match ctx.format {
        Format::Json => links.json(),
        _ => links.text(&ctx.cat, &args.game.display().to_string(), reach(bound)),
    };
    let (stopping, stop) = tokio::sync::watch::channel(false);
    let table = Arc::new(table::Table::new(table::Setup {
        path: args.game.clone(),
        game,
        keys: kept.keys,
        lang: ctx.cat.lang(),
        now: ctx.now.clone(),
        zone: crate::render::time::zone(ctx.tz.as_deref()),
        door: door::Door::new(&kept.game, public.as_ref()),
        identity: kept.game,
        links,
        hosts: address::Hosts::new(bound, public),
        stop: stop.clone(),
    }));
    print_links(&text)?;
    tokio::spawn(watch::follow(table.clone()));
    let router = routes::router(table);
    serve_until_stopped(listener, router, (stopping, stop), signals).await;
    Ok(())
}

/// The listener at the address `args` ask for, and the address it got.
async fn listen(args: &ServeArgs) -> Result<(tokio::net::TcpListener, std::net::SocketAddr)> {
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
    Ok((listener, bound))
}

/// Says on stderr why the links could not be kept for the next start.
fn not_kept(ctx: &Context, problem: Option<&str>) {
    if let Some(cause) = problem {
        let _ = writeln!(
            std::io::stderr(),
            "{}",
            crate::i18n::tr!(ctx.cat, "link-not-kept", cause = cause)
        );
    }
}

/// The address every link starts with: the public one, else the one
/// listened at as a phone reaches it.
fn base_url(public: Option<&address::PublicUrl>, bound: std::net::SocketAddr) -> String {
    match public {
        Some(p) => p.base.clone(),
        None => format!(
            "http://{}:{}/",
            address::url_host(address::link_ip(bound.ip())),
            bound.port()
        ),
    }
}

/// The links, on stdout and flushed before the first request is served
/// (a program reading them waits for nothing more).
fn print_links(text: &str) -> Result<()> {
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
        })
}

/// Serve `router` until a signal says stop: then the live streams end,
/// open answers are sent, and it returns.
async fn serve_until_stopped(
    listener: tokio::net::TcpListener,
    router: axum::Router,
    (stopping, stop): (
        tokio::sync::watch::Sender<bool>,
        tokio::sync::watch::Receiver<bool>,
    ),
    mut signals: signals::Signals,
) {
    let served = listener::serve(listener, router, stop, listener::Limits::PAD);
    tokio::pin!(served);
    tokio::select! {
        () = served.as_mut() => {}
        () = signals.received() => {
            stopping.send_replace(true);
            served.await;
        }
    }
}

/// Who can reach a pad listening on `bound`, for the line that says so.
fn reach(bound: std::net::SocketAddr) -> links::Reach {
    if bound.ip().is_loopback() {
        links::Reach::ThisComputer
    } else {
        links::Reach::Network { port: bound.port() }
    }
}
