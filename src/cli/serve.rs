//! Arguments of `canasta serve`.

use std::net::IpAddr;

use clap::Args;

use crate::cli::FileArg;

/// The port `canasta serve` listens on unless `--port` says otherwise:
/// one that stays the same from night to night, so a bookmark on a phone
/// finds the pad again.
pub(crate) const DEFAULT_PORT: u16 = 8470;

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The game file (started with `canasta game new`) or the club evening
    /// file (started with `canasta club new`) to serve.
    #[arg(value_name = "GAME.yaml")]
    pub game: FileArg,
    /// The port to listen on; 0 takes any free port.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// Listen on this machine's network addresses, so that phones on the
    /// same network reach the pad (by default only this computer does).
    #[arg(long, conflicts_with = "bind")]
    pub lan: bool,
    /// Listen on this address of the machine only (an IP address, e.g.
    /// 192.168.1.20, or 0.0.0.0 for all of them).
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<IpAddr>,
    /// The address the phones reach the pad by, where it is not the one it
    /// listens on.
    ///
    /// A name, a forwarded port: the links are printed with it, and
    /// requests naming it are answered.
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// Make new links: every token is new, and the old links (and the
    /// phones' cookies) no longer open the pad. Without it, the links stay
    /// the same from one start to the next.
    #[arg(long)]
    pub new_links: bool,
}
