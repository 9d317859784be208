//! What every request passes before anything else: the `Host` it names
//! (a page of another site that rebinds its name to this machine names
//! its own), the `Origin` of a write (a page of another site posting a
//! form here), and the size of its body; and the headers every answer
//! carries.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::fault::{FrontFault, FrontHint};
use crate::i18n::Lang;
use crate::serve::address::Hosts;
use crate::serve::listener::Peer;
use crate::serve::reply::{self, Reader};
use crate::serve::table::Table;
use canasta::error::{Error, ErrorKind};

/// The largest request body read: a hand is a few hundred bytes.
pub(crate) const BODY_MOST: usize = 64 * 1024;

/// Scripts and styles from the pad's own files only, nothing inline,
/// nothing from elsewhere, no framing.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; \
     frame-ancestors 'none'";

/// How long a request's body may take to arrive, once its head has: a
/// hand is a few hundred bytes, sent at once.
pub(crate) const BODY_TIME: Duration = Duration::from_secs(10);

/// What the checks need of what is served: one game's pad or a club
/// evening.
pub(crate) trait Guarded: Send + Sync + 'static {
    /// The language where a request names none.
    fn lang(&self) -> Lang;
    /// The hosts requests may name.
    fn hosts(&self) -> &Hosts;
}

impl Guarded for Table {
    fn lang(&self) -> Lang {
        self.lang
    }
    fn hosts(&self) -> &Hosts {
        &self.hosts
    }
}

pub(crate) async fn guard<S: Guarded>(
    State(table): State<Arc<S>>,
    req: Request,
    next: Next,
) -> Response {
    let lang = crate::serve::lang::of_request(req.uri(), req.headers(), table.lang());
    let reader = Reader::of_path(req.uri().path());
    let response = match refusal(table.as_ref(), &req) {
        Some(err) => reply::refusal(&err, lang, reader),
        None => match whole(req).await {
            Ok(req) => next.run(req).await,
            Err(err) => reply::refusal(&err, lang, reader),
        },
    };
    with_headers(response)
}

/// The request with its body read whole, within `BODY_TIME` and
/// `BODY_MOST`: a guest who trickles a body holds no connection, and no
/// answer waits on one.
async fn whole(req: Request) -> Result<Request, Error> {
    if matches!(*req.method(), Method::GET | Method::HEAD) {
        return Ok(req);
    }
    let (parts, body) = req.into_parts();
    match tokio::time::timeout(BODY_TIME, axum::body::to_bytes(body, BODY_MOST)).await {
        Ok(Ok(bytes)) => Ok(Request::from_parts(parts, Body::from(bytes))),
        Ok(Err(_)) => Err(Error::new(
            ErrorKind::Usage,
            FrontFault::BodyTooLarge { limit: BODY_MOST },
        )),
        Err(_) => Err(Error::new(
            ErrorKind::Usage,
            FrontFault::SlowRequest {
                seconds: BODY_TIME.as_secs(),
            },
        )),
    }
}

/// Why a request is refused before it is looked at, if it is.
fn refusal(table: &impl Guarded, req: &Request) -> Option<Error> {
    let headers = req.headers();
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| {
            req.uri()
                .authority()
                .map(axum::http::uri::Authority::as_str)
        })
        .unwrap_or("");
    let local = req
        .extensions()
        .get::<ConnectInfo<Peer>>()
        .and_then(|c| c.0.local)
        .map(|a| a.ip());
    if !table.hosts().allows(host, local) {
        return Some(
            Error::new(
                ErrorKind::Usage,
                FrontFault::WrongHost {
                    host: host.chars().take(100).collect(),
                },
            )
            .with_help(FrontHint::UsePrintedAddress),
        );
    }
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if length.is_some_and(|n| n > BODY_MOST as u64) {
        return Some(Error::new(
            ErrorKind::Usage,
            FrontFault::BodyTooLarge { limit: BODY_MOST },
        ));
    }
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return cross_site(table, headers, host);
    }
    None
}

/// A write sent by a page of another site: its `Origin` names that site;
/// where a browser sends no `Origin`, `Sec-Fetch-Site` says the same. A
/// program sends neither. `Origin: null` is what a browser sends for a
/// plain form of the pad's own page where the referrer is withheld, and
/// also what a sandboxed frame of another site sends: taken only with
/// `Sec-Fetch-Site: same-origin`, never alone.
fn cross_site(table: &impl Guarded, headers: &axum::http::HeaderMap, host: &str) -> Option<Error> {
    let origin = headers
        .get(header::ORIGIN)
        .map(|o| o.to_str().unwrap_or("?"));
    let fetched_from = headers
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let foreign = match origin {
        Some(o) if o.trim() == "null" => fetched_from != "same-origin",
        Some(o) => !table.hosts().same_origin(o, host),
        None => matches!(fetched_from, "cross-site" | "same-site"),
    };
    foreign.then(|| {
        Error::new(
            ErrorKind::Usage,
            FrontFault::CrossSite {
                origin: origin.unwrap_or(fetched_from).chars().take(100).collect(),
            },
        )
    })
}

/// The headers every answer carries: a strict content policy, no
/// guessing of types, a referrer only to the pad itself (a link's token
/// never leaves in one; within the pad, browsers then send the `Origin`
/// of the pad's own forms rather than `null`), and no copy of the sheet
/// kept in a cache.
fn with_headers(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(POLICY),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}
