//! Connections, served one by one over hyper: each request's head must
//! arrive within `HEAD` (a guest trickling a byte every few seconds holds
//! no connection for long), a connection silent `IDLE` either way is
//! closed, and at most `MOST` are open at once. When all are taken, a new
//! one is still let in: the connection quiet the longest (between
//! requests, or still sending its head) is closed to make room, else the
//! oldest live stream (a page's script opens it again), so that a phone
//! is answered at once whatever the others do.
//!
//! `axum::serve` sets none of this (no deadline for a head, and a full
//! house waits), hence the loop here.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use axum::http::{Request, Response, header};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, watch};
use tokio::time::{Instant, Sleep};

/// What the connections are held to.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// The most connections open at once: a table's phones, each with a
    /// live stream and a few requests, many times over.
    pub most: usize,
    /// How long a request's head may take to arrive, from the moment the
    /// connection waits for it (and so how long a connection may wait
    /// between requests).
    pub head: Duration,
    /// A connection silent this long either way is closed (an answer the
    /// other end does not read). A live stream sends a keep-alive well
    /// within it.
    pub idle: Duration,
    /// How long open requests may take to finish once the pad is told to
    /// stop.
    pub grace: Duration,
}

impl Limits {
    /// The pad's limits.
    pub(crate) const PAD: Limits = Limits {
        most: 200,
        head: Duration::from_secs(10),
        idle: Duration::from_secs(60),
        grace: Duration::from_secs(3),
    };
}

/// The address of this machine a connection came in on (the `Host` a
/// request may name).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Peer {
    pub local: Option<SocketAddr>,
}

/// Serve `router` on `listener` until `stop` turns true, then let open
/// requests finish for at most `limits.grace`.
pub(crate) async fn serve(
    listener: TcpListener,
    router: Router,
    mut stop: watch::Receiver<bool>,
    limits: Limits,
) {
    let open = Arc::new(Open::new());
    let mut tasks = tokio::task::JoinSet::new();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            Some(_) = tasks.join_next() => continue,
            _ = stop.wait_for(|s| *s) => break,
        };
        match accepted {
            Ok((stream, _)) => {
                let conn = open.admit(limits.most);
                tasks.spawn(connection(
                    stream,
                    conn,
                    open.clone(),
                    router.clone(),
                    stop.clone(),
                    limits,
                ));
            }
            // Out of file descriptors and the like: wait a moment rather
            // than spin.
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
    drop(listener);
    let _ = tokio::time::timeout(limits.grace, async {
        while tasks.join_next().await.is_some() {}
    })
    .await;
}

/// The connections open now.
struct Open {
    start: Instant,
    conns: Mutex<(u64, HashMap<u64, Arc<Conn>>)>,
}

/// One open connection, as far as making room needs to know it.
struct Conn {
    id: u64,
    /// Requests being answered (a live stream is one while it lasts).
    busy: AtomicUsize,
    /// Of them, live streams.
    streams: AtomicUsize,
    /// When it last became quiet or busy, in ms since `Open::start`.
    since: AtomicU64,
    /// Told when it is closed to make room.
    evicted: Notify,
}

impl Open {
    fn new() -> Open {
        Open {
            start: Instant::now(),
            conns: Mutex::new((0, HashMap::new())),
        }
    }

    fn now(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (u64, HashMap<u64, Arc<Conn>>)> {
        self.conns
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A new connection, room made for it where `most` are open.
    fn admit(&self, most: usize) -> Arc<Conn> {
        let now = self.now();
        let mut guard = self.lock();
        let (next, conns) = &mut *guard;
        while conns.len() >= most.max(1) {
            let Some(victim) = conns.values().min_by_key(|c| c.rank()).cloned() else {
                break;
            };
            conns.remove(&victim.id);
            victim.evicted.notify_one();
        }
        *next += 1;
        let conn = Arc::new(Conn {
            id: *next,
            busy: AtomicUsize::new(0),
            streams: AtomicUsize::new(0),
            since: AtomicU64::new(now),
            evicted: Notify::new(),
        });
        conns.insert(conn.id, conn.clone());
        conn
    }

    fn remove(&self, id: u64) {
        self.lock().1.remove(&id);
    }
}

impl Conn {
    /// The order in which connections make room: quiet ones first (no
    /// request, or a head still coming), then live streams, then the
    /// rest; of each, the one that has been so the longest.
    fn rank(&self) -> (u8, u64) {
        let kind = if self.busy.load(Ordering::Relaxed) == 0 {
            0
        } else if self.streams.load(Ordering::Relaxed) > 0 {
            1
        } else {
            2
        };
        (kind, self.since.load(Ordering::Relaxed))
    }
}

/// A request being answered on a connection, until its answer's body is
/// sent (or dropped).
struct Busy {
    conn: Arc<Conn>,
    open: Arc<Open>,
    stream: bool,
}

impl Busy {
    fn new(conn: Arc<Conn>, open: Arc<Open>) -> Busy {
        conn.busy.fetch_add(1, Ordering::Relaxed);
        conn.since.store(open.now(), Ordering::Relaxed);
        Busy {
            conn,
            open,
            stream: false,
        }
    }

    fn streaming(&mut self) {
        self.conn.streams.fetch_add(1, Ordering::Relaxed);
        self.stream = true;
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        if self.stream {
            self.conn.streams.fetch_sub(1, Ordering::Relaxed);
        }
        self.conn.busy.fetch_sub(1, Ordering::Relaxed);
        self.conn.since.store(self.open.now(), Ordering::Relaxed);
    }
}

/// An answer's body, which keeps its request counted as busy until it is
/// sent.
struct Tracked {
    body: Body,
    _busy: Busy,
}

impl http_body::Body for Tracked {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.get_mut().body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// Serve one connection until it ends, is closed to make room, or the pad
/// stops.
async fn connection(
    stream: TcpStream,
    conn: Arc<Conn>,
    open: Arc<Open>,
    router: Router,
    mut stop: watch::Receiver<bool>,
    limits: Limits,
) {
    let _ = stream.set_nodelay(true);
    let peer = Peer {
        local: stream.local_addr().ok(),
    };
    let io = TokioIo::new(Slot::new(stream, limits.idle));
    let tower = TowerToHyperService::new(router);
    let (c, o) = (conn.clone(), open.clone());
    let service = hyper::service::service_fn(move |mut req: Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(peer));
        let mut busy = Busy::new(c.clone(), o.clone());
        let answer = hyper::service::Service::call(&tower, req);
        async move {
            let response: Response<Body> = match answer.await {
                Ok(r) => r,
                Err(never) => match never {},
            };
            let live = response
                .headers()
                .get(header::CONTENT_TYPE)
                .is_some_and(|t| t.as_bytes().starts_with(b"text/event-stream"));
            if live {
                busy.streaming();
            }
            Ok::<_, Infallible>(response.map(|body| Tracked { body, _busy: busy }))
        }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.head);
    let served = builder.serve_connection(io, service);
    tokio::pin!(served);
    tokio::select! {
        _ = served.as_mut() => {}
        () = conn.evicted.notified() => {}
        () = async { let _ = stop.wait_for(|s| *s).await; } => {
            served.as_mut().graceful_shutdown();
            let _ = served.await;
        }
    }
    open.remove(conn.id);
}

/// One accepted connection, closed once it has been silent too long.
struct Slot {
    stream: TcpStream,
    idle: Duration,
    timer: Pin<Box<Sleep>>,
}

impl Slot {
    fn new(stream: TcpStream, idle: Duration) -> Slot {
        Slot {
            stream,
            idle,
            timer: Box::pin(tokio::time::sleep(idle)),
        }
    }

    /// Some bytes went one way: the connection is not idle.
    fn busy(&mut self) {
        let at = Instant::now() + self.idle;
        self.timer.as_mut().reset(at);
    }

    /// Pending on the socket: ended instead once it has been idle too long.
    fn pending_or_idle<T>(&mut self, cx: &mut Context<'_>) -> Poll<std::io::Result<T>> {
        match self.timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(std::io::ErrorKind::TimedOut.into())),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl AsyncRead for Slot {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = &mut *self;
        match Pin::new(&mut this.stream).poll_read(cx, buf) {
            Poll::Ready(r) => {
                this.busy();
                Poll::Ready(r)
            }
            Poll::Pending => this.pending_or_idle(cx),
        }
    }
}

impl AsyncWrite for Slot {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let this = &mut *self;
        match Pin::new(&mut this.stream).poll_write(cx, buf) {
            Poll::Ready(r) => {
                this.busy();
                Poll::Ready(r)
            }
            Poll::Pending => this.pending_or_idle(cx),
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    const REQUEST: &[u8] = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n";

    /// The start of the answer on `s`, within `wait`.
    fn answer(s: &mut std::net::TcpStream, wait: Duration) -> Option<String> {
        s.set_read_timeout(Some(wait)).unwrap();
        let mut buf = [0u8; 256];
        match s.read(&mut buf) {
            Ok(n) if n > 0 => Some(String::from_utf8_lossy(&buf[..n]).into_owned()),
            _ => None,
        }
    }

    /// A server of `app` under `limits` on a thread of its own, as
    /// `canasta serve` runs it; its address, and the sender that stops it.
    fn start(app: Router, limits: Limits) -> (SocketAddr, watch::Sender<bool>) {
        let (tx, rx) = std::sync::mpsc::channel();
        let (stop_tx, stop) = watch::channel(false);
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                let inner = TcpListener::bind("127.0.0.1:0").await.unwrap();
                tx.send(inner.local_addr().unwrap()).unwrap();
                serve(inner, app, stop, limits).await;
            });
        });
        (rx.recv().unwrap(), stop_tx)
    }

    fn hello() -> Router {
        Router::new().route("/", axum::routing::get(|| async { "served" }))
    }

    #[test]
    fn a_new_phone_is_answered_when_every_connection_is_taken() {
        let limits = Limits {
            most: 20,
            ..Limits::PAD
        };
        let (addr, _stop) = start(hello(), limits);
        let patience = Duration::from_secs(30);
        // Some phones served and keeping their connections, the rest of
        // the connections taken by a guest who sends half a head.
        let mut held = Vec::new();
        for i in 0..limits.most {
            let mut s = std::net::TcpStream::connect(addr).unwrap();
            if i % 2 == 0 {
                s.write_all(REQUEST).unwrap();
                assert!(answer(&mut s, patience).is_some_and(|a| a.contains("served")));
            } else {
                s.write_all(b"GET / HT").unwrap();
            }
            held.push(s);
        }
        // Many more, each answered at once.
        for _ in 0..limits.most * 2 {
            let mut extra = std::net::TcpStream::connect(addr).unwrap();
            extra.write_all(REQUEST).unwrap();
            let asked = std::time::Instant::now();
            assert!(
                answer(&mut extra, Duration::from_secs(2)).is_some_and(|a| a.contains("served"))
            );
            assert!(asked.elapsed() < Duration::from_secs(2));
            held.push(extra);
        }
    }

    #[test]
    fn a_head_trickled_in_is_cut_off_at_its_deadline() {
        let limits = Limits {
            head: Duration::from_millis(600),
            ..Limits::PAD
        };
        let (addr, _stop) = start(hello(), limits);
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        let began = std::time::Instant::now();
        let mut closed = false;
        // A byte every 100 ms: each resets no timer.
        for b in b"GET / HTTP/1.1\r\nHost: xxxxxxxxxxxxxxxxxxxxxxxx" {
            if s.write_all(&[*b]).is_err() {
                closed = true;
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        if !closed {
            closed = answer(&mut s, Duration::from_secs(5)).is_none_or(|a| !a.contains("served"));
        }
        assert!(closed);
        assert!(began.elapsed() < Duration::from_secs(5));
        // A whole head in time is answered.
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        s.write_all(REQUEST).unwrap();
        assert!(answer(&mut s, Duration::from_secs(5)).is_some_and(|a| a.contains("served")));
    }

    #[test]
    fn stopping_lets_an_answer_finish_then_ends() {
        let slow = Router::new().route(
            "/",
            axum::routing::get(|| async {
                tokio::time::sleep(Duration::from_millis(300)).await;
                "served"
            }),
        );
        let (addr, stop) = start(slow, Limits::PAD);
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        s.write_all(REQUEST).unwrap();
        std::thread::sleep(Duration::from_millis(100));
        stop.send_replace(true);
        assert!(answer(&mut s, Duration::from_secs(5)).is_some_and(|a| a.contains("served")));
    }
}
