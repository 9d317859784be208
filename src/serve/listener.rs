//! Connections: at most `MOST` at once (the rest wait to be accepted),
//! each closed after `IDLE` without a byte either way, and each knowing
//! the address it came in on (the `Host` a request may name).

use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::serve::IncomingStream;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};

/// The most connections served at once: a table's phones, each with a
/// live stream and a few requests, many times over.
pub(crate) const MOST: usize = 200;

/// A connection silent this long either way is closed. A live stream
/// sends a keep-alive well within it.
const IDLE: Duration = Duration::from_secs(60);

/// A listener that accepts a connection only while fewer than `MOST` are
/// open.
pub(crate) struct Limited {
    inner: TcpListener,
    slots: Arc<Semaphore>,
}

impl Limited {
    pub(crate) fn new(inner: TcpListener) -> Limited {
        Limited {
            inner,
            slots: Arc::new(Semaphore::new(MOST)),
        }
    }
}

impl axum::serve::Listener for Limited {
    type Io = Slot;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Slot, SocketAddr) {
        loop {
            let Ok(permit) = self.slots.clone().acquire_owned().await else {
                // The semaphore is never closed; wait rather than spin.
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            };
            match self.inner.accept().await {
                Ok((stream, remote)) => {
                    let _ = stream.set_nodelay(true);
                    let local = stream.local_addr().ok();
                    return (
                        Slot {
                            stream,
                            local,
                            idle: Box::pin(tokio::time::sleep(IDLE)),
                            _permit: permit,
                        },
                        remote,
                    );
                }
                // Out of file descriptors and the like: wait a moment
                // rather than spin.
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// One accepted connection, holding its place among the `MOST`.
pub(crate) struct Slot {
    stream: TcpStream,
    local: Option<SocketAddr>,
    idle: Pin<Box<Sleep>>,
    _permit: OwnedSemaphorePermit,
}

impl Slot {
    /// Some bytes went one way: the connection is not idle.
    fn busy(&mut self) {
        self.idle.as_mut().reset(Instant::now() + IDLE);
    }

    /// Pending on the socket: ended instead once it has been idle too long.
    fn pending_or_idle<T>(&mut self, cx: &mut Context<'_>) -> Poll<std::io::Result<T>> {
        match self.idle.as_mut().poll(cx) {
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

/// The address of this machine a connection came in on.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Peer {
    pub local: Option<SocketAddr>,
}

impl Connected<IncomingStream<'_, Limited>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Limited>) -> Peer {
        Peer {
            local: stream.io().local,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    const REQUEST: &[u8] = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n";

    /// The start of the answer to `REQUEST` on `s`, within `wait`.
    fn answer(s: &mut std::net::TcpStream, wait: Duration) -> Option<String> {
        s.set_read_timeout(Some(wait)).unwrap();
        let mut buf = [0u8; 256];
        match s.read(&mut buf) {
            Ok(n) if n > 0 => Some(String::from_utf8_lossy(&buf[..n]).into_owned()),
            _ => None,
        }
    }

    #[test]
    fn no_more_than_most_connections_are_served_at_once() {
        let (tx, rx) = std::sync::mpsc::channel();
        // The server on a thread of its own, as `canasta serve` runs it.
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                let inner = TcpListener::bind("127.0.0.1:0").await.unwrap();
                tx.send(inner.local_addr().unwrap()).unwrap();
                let app = axum::Router::new().route("/", axum::routing::get(|| async { "served" }));
                let _ = axum::serve(Limited::new(inner), app).await;
            });
        });
        let addr = rx.recv().unwrap();
        let patience = Duration::from_secs(30);
        // `MOST` phones, each served once and keeping its connection.
        let mut held = Vec::new();
        for _ in 0..MOST {
            let mut s = std::net::TcpStream::connect(addr).unwrap();
            s.write_all(REQUEST).unwrap();
            assert!(answer(&mut s, patience).is_some_and(|a| a.contains("served")));
            held.push(s);
        }
        // One more waits, unanswered, while they are all open...
        let mut extra = std::net::TcpStream::connect(addr).unwrap();
        extra.write_all(REQUEST).unwrap();
        assert_eq!(answer(&mut extra, Duration::from_millis(500)), None);
        // ...and is served once one of them goes.
        drop(held.pop());
        assert!(answer(&mut extra, patience).is_some_and(|a| a.contains("served")));
    }
}
