//! Where the pad listens, the address its links carry, and the hosts a
//! request may name (a browser names the host it asked for; one naming
//! another host is a page of another site rebinding its name to this
//! machine).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use crate::cli::serve::ServeArgs;
use crate::fault::{FrontFault, FrontHint};
use canasta::error::{Error, ErrorKind, Result};

/// Where to listen, from the command line.
pub(crate) fn bind_address(args: &ServeArgs) -> SocketAddr {
    let ip = match (args.bind, args.lan) {
        (Some(ip), _) => ip,
        (None, true) => IpAddr::V4(Ipv4Addr::UNSPECIFIED),
        (None, false) => IpAddr::V4(Ipv4Addr::LOCALHOST),
    };
    SocketAddr::new(ip, args.port)
}

/// An address as a URL's host: `[::1]` for IPv6.
pub(crate) fn url_host(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => format!("[{v6}]"),
    }
}

/// This machine's addresses that phones may reach, the likeliest first:
/// private IPv4 addresses (a home network), then other IPv4, then IPv6;
/// never loopback or link-local.
pub(crate) fn lan_addresses() -> Vec<IpAddr> {
    let mut found: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|i| i.ip())
        .filter(|ip| reachable(*ip))
        .collect();
    found.sort_by_key(|ip| match ip {
        IpAddr::V4(v4) if v4.is_private() => 0,
        IpAddr::V4(_) => 1,
        IpAddr::V6(_) => 2,
    });
    found.dedup();
    found
}

/// An address another device could reach this one by.
fn reachable(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => !v4.is_loopback() && !v4.is_link_local() && !v4.is_unspecified(),
        IpAddr::V6(v6) => {
            // fe80::/10 needs a zone a link cannot carry.
            !v6.is_loopback() && !v6.is_unspecified() && (v6.segments()[0] & 0xffc0) != 0xfe80
        }
    }
}

/// The host the links name for a server listening on `bound`: the
/// address itself, or for all of the machine's addresses, the likeliest
/// one phones reach (loopback where the machine has no other).
pub(crate) fn link_ip(bound: IpAddr) -> IpAddr {
    if !bound.is_unspecified() {
        return bound;
    }
    lan_addresses()
        .into_iter()
        .find(|ip| ip.is_ipv4() || bound.is_ipv6())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// A `--public-url`, checked: `http://` or `https://`, a host, an
/// optional port and path; kept with a trailing `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PublicUrl {
    /// The URL as links start: `https://pad.example/`.
    pub base: String,
    /// Its host, in lower case.
    pub host: String,
    /// Its port, or the scheme's.
    pub port: u16,
    /// `scheme://host[:port]`, as a browser's `Origin` names it.
    pub origin: String,
}

impl PublicUrl {
    pub(crate) fn parse(value: &str) -> Result<PublicUrl> {
        let bad = || {
            Error::new(
                ErrorKind::Usage,
                FrontFault::BadPublicUrl {
                    value: value.to_string(),
                },
            )
            .with_help(FrontHint::PublicUrlForm)
        };
        let (scheme, rest, default_port) = if let Some(rest) = value.strip_prefix("http://") {
            ("http", rest, 80)
        } else if let Some(rest) = value.strip_prefix("https://") {
            ("https", rest, 443)
        } else {
            return Err(bad());
        };
        let (authority, path) = match rest.find('/') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, "/"),
        };
        if path.contains(['?', '#']) || authority.contains('@') {
            return Err(bad());
        }
        let (host, port) = split_host(authority).ok_or_else(bad)?;
        let port = match port {
            Some(p) => p.parse::<u16>().map_err(|_| bad())?,
            None => default_port,
        };
        let host = host.to_ascii_lowercase();
        let valid = |c: char| c.is_ascii_alphanumeric() || "-.[]:".contains(c);
        if host.is_empty() || !host.chars().all(valid) {
            return Err(bad());
        }
        let path = if path.ends_with('/') {
            path.to_string()
        } else {
            format!("{path}/")
        };
        Ok(PublicUrl {
            base: format!("{scheme}://{}{path}", authority.to_ascii_lowercase()),
            origin: format!("{scheme}://{}", authority.to_ascii_lowercase()),
            host,
            port,
        })
    }
}

/// `host[:port]` (with `[v6]` in brackets) as host and port text.
pub(crate) fn split_host(authority: &str) -> Option<(&str, Option<&str>)> {
    if let Some(rest) = authority.strip_prefix('[') {
        let end = rest.find(']')?;
        let host = &authority[..end + 2];
        return match &rest[end + 1..] {
            "" => Some((host, None)),
            p => p.strip_prefix(':').map(|p| (host, Some(p))),
        };
    }
    match authority.split_once(':') {
        Some((h, p)) => Some((h, Some(p))),
        None => Some((authority, None)),
    }
}

/// The hosts requests may name: the served addresses, `localhost`, and
/// the public URL's host; and the port they may name.
#[derive(Debug, Clone)]
pub(crate) struct Hosts {
    /// Host names and addresses (as URLs write them), in lower case.
    names: Vec<String>,
    /// The port listened on.
    port: u16,
    /// The public URL, where one was given.
    public: Option<PublicUrl>,
    /// Listening on every address: the address a connection came in on
    /// is served too.
    any: bool,
}

impl Hosts {
    pub(crate) fn new(bound: SocketAddr, public: Option<PublicUrl>) -> Hosts {
        let mut names = vec![
            "localhost".to_string(),
            url_host(bound.ip()),
            "127.0.0.1".to_string(),
            "[::1]".to_string(),
        ];
        if bound.ip().is_unspecified() {
            names.extend(lan_addresses().into_iter().map(url_host));
        }
        Hosts {
            names,
            port: bound.port(),
            public,
            any: bound.ip().is_unspecified(),
        }
    }

    /// Whether a request's `Host` header names this pad, for a connection
    /// that came in on `local`.
    pub(crate) fn allows(&self, host_header: &str, local: Option<IpAddr>) -> bool {
        let Some((host, port)) = split_host(host_header.trim()) else {
            return false;
        };
        let host = host.to_ascii_lowercase();
        let port = match port.map(str::parse::<u16>) {
            Some(Ok(p)) => Some(p),
            Some(Err(_)) => return false,
            None => None,
        };
        if let Some(public) = &self.public
            && host == public.host
            && port.unwrap_or(if public.base.starts_with("https") {
                443
            } else {
                80
            }) == public.port
        {
            return true;
        }
        if port.unwrap_or(80) != self.port {
            return false;
        }
        let came_in_on = local.filter(|_| self.any).map(|ip| url_host(canonical(ip)));
        self.names.contains(&host) || came_in_on.as_deref() == Some(host.as_str())
    }

    /// Whether a browser's `Origin` of a write is this pad's own, for a
    /// request whose `Host` (checked) is `host_header`.
    pub(crate) fn same_origin(&self, origin: &str, host_header: &str) -> bool {
        let origin = origin.trim().to_ascii_lowercase();
        if origin == format!("http://{}", host_header.trim().to_ascii_lowercase()) {
            return true;
        }
        self.public.as_ref().is_some_and(|p| origin == p.origin)
    }
}

/// An IPv4 address that came in as IPv6 (`::ffff:192.168.1.5`) as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 @ IpAddr::V4(_) => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_url_is_checked_and_kept_with_a_slash() {
        let u = PublicUrl::parse("https://Pad.Example:8443/canasta").unwrap();
        assert_eq!(u.base, "https://pad.example:8443/canasta/");
        assert_eq!((u.host.as_str(), u.port), ("pad.example", 8443));
        assert_eq!(u.origin, "https://pad.example:8443");
        assert_eq!(PublicUrl::parse("http://[::1]/").unwrap().port, 80);
        for bad in [
            "pad.example",
            "ftp://x/",
            "http://",
            "http://a:b/",
            "http://u@x/",
            "http://x/?q",
        ] {
            assert_eq!(
                PublicUrl::parse(bad).unwrap_err().code(),
                "bad_public_url",
                "{bad}"
            );
        }
    }

    #[test]
    fn only_the_served_hosts_and_port_are_allowed() {
        let loopback = Hosts::new("127.0.0.1:8470".parse().unwrap(), None);
        assert!(loopback.allows("127.0.0.1:8470", None));
        assert!(loopback.allows("localhost:8470", None));
        assert!(loopback.allows("LOCALHOST:8470", None));
        assert!(!loopback.allows("evil.example:8470", None));
        assert!(!loopback.allows("127.0.0.1:8471", None));
        assert!(!loopback.allows("127.0.0.1", None));
        assert!(!loopback.allows("192.168.1.5:8470", Some("192.168.1.5".parse().unwrap())));
        let all = Hosts::new("0.0.0.0:8470".parse().unwrap(), None);
        assert!(all.allows("192.168.1.5:8470", Some("192.168.1.5".parse().unwrap())));
        assert!(all.allows(
            "192.168.1.5:8470",
            Some("::ffff:192.168.1.5".parse().unwrap())
        ));
        assert!(!all.allows("evil.example:8470", Some("192.168.1.5".parse().unwrap())));
        let public = Hosts::new(
            "127.0.0.1:8470".parse().unwrap(),
            Some(PublicUrl::parse("https://pad.example/").unwrap()),
        );
        assert!(public.allows("pad.example", None));
        assert!(!public.allows("pad.example:8470", None));
        assert!(public.same_origin("https://pad.example", "pad.example"));
        assert!(public.same_origin("http://127.0.0.1:8470", "127.0.0.1:8470"));
        assert!(!public.same_origin("http://evil.example", "127.0.0.1:8470"));
        assert!(!public.same_origin("null", "127.0.0.1:8470"));
    }
}
