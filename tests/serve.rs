//! `canasta serve` as a process: the line of links it prints, requests
//! over a real socket, the command line writing the same file, a clean
//! stop on SIGINT and SIGTERM, and `kill -9` losing nothing that was
//! acknowledged. (Every rule request by request: `src/serve/tests.rs`.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a server may take to start or stop before a test fails: a
/// guard against hanging, far above what it takes.
const PATIENCE: Duration = Duration::from_secs(30);

/// A running `canasta serve` and its links.
pub(crate) struct Server {
    pub child: Child,
    pub links: serde_json::Value,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

impl Server {
    /// Serve `game` (in `dir`) on any free port, with `--format json`.
    pub(crate) fn start(dir: &Path, game: &str, extra: &[&str]) -> Server {
        let mut args = vec![game, "--port", "0"];
        args.extend(extra);
        Server::start_on(dir, &args)
    }

    /// `canasta serve --format json` with `args`.
    pub(crate) fn start_on(dir: &Path, args: &[&str]) -> Server {
        let mut child = crate::common::bin()
            .args(["--format", "json", "serve"])
            .args(args)
            .current_dir(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let line = first_line(&mut child);
        let links: serde_json::Value =
            serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line:?}"));
        let url = links["url"].as_str().unwrap().to_string();
        let addr = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        Server { child, links, addr }
    }

    /// The token of a link: `organiser`, `viewer`, or a side's name.
    pub(crate) fn token(&self, who: &str) -> String {
        let link = self.links[who]
            .as_str()
            .or_else(|| self.links["sides"][who].as_str())
            .unwrap();
        link.split("?token=").nth(1).unwrap().to_string()
    }

    pub(crate) fn get(&self, path: &str, who: &str) -> (u16, String) {
        let auth = format!("Bearer {}", self.token(who));
        request(&self.addr, "GET", path, &[("Authorization", &auth)], "")
    }

    pub(crate) fn post(&self, path: &str, who: &str, body: &str) -> (u16, String) {
        let auth = format!("Bearer {}", self.token(who));
        request(
            &self.addr,
            "POST",
            path,
            &[
                ("Authorization", &auth),
                ("Content-Type", "application/json"),
            ],
            body,
        )
    }

    /// Send a signal by name and wait for the exit status.
    pub(crate) fn stop(mut self, signal: &str) -> std::process::ExitStatus {
        let pid = self.child.id().to_string();
        let sent = std::process::Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status()
            .unwrap();
        assert!(sent.success());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(start.elapsed() < PATIENCE, "the server did not stop");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The first line the child writes, within `PATIENCE`.
fn first_line(child: &mut Child) -> String {
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = tx.send(line);
    });
    match rx.recv_timeout(PATIENCE) {
        Ok(line) if !line.is_empty() => line,
        _ => {
            let _ = child.kill();
            let mut err = String::new();
            if let Some(mut e) = child.stderr.take() {
                let _ = e.read_to_string(&mut err);
            }
            panic!("the server printed no links: {err}");
        }
    }
}

/// One HTTP/1.1 request, its status and body (`Connection: close`).
pub(crate) fn request(
    addr: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
        req.push_str(&format!("Host: {addr}\r\n"));
    }
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    (
        status,
        if chunked {
            dechunk(rest)
        } else {
            rest.to_string()
        },
    )
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || after.len() < n {
            break;
        }
        out.push_str(&after[..n]);
        rest = after[n..].trim_start_matches("\r\n");
    }
    out
}

/// A new game `abend.yaml` of Wir and Sie in a new folder.
pub(crate) fn game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::bin()
        .args([
            "game",
            "new",
            "abend.yaml",
            "--team",
            "Wir=Anna,Bernd",
            "--team",
            "Sie=Clara,Dieter",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    dir
}

fn cli(dir: &Path, args: &[&str]) -> std::process::Output {
    crate::common::bin()
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn hands(dir: &Path) -> usize {
    let out = cli(dir, &["--format", "json", "game", "show", "abend.yaml"]);
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["hands"].as_array().unwrap().len()
}

#[test]
fn serve_prints_one_line_of_links_with_a_token_each() {
    let dir = game();
    let server = Server::start(dir.path(), "abend.yaml", &[]);
    let l = &server.links;
    let url = l["url"].as_str().unwrap();
    assert!(
        url.starts_with("http://127.0.0.1:") && url.ends_with('/'),
        "{url}"
    );
    let mut tokens = std::collections::BTreeSet::new();
    let keys: Vec<&String> = l.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["url", "organiser", "viewer", "sides"]);
    let sides: Vec<&String> = l["sides"].as_object().unwrap().keys().collect();
    assert_eq!(sides, ["Wir", "Sie"]);
    for who in ["organiser", "viewer", "Wir", "Sie"] {
        let token = server.token(who);
        assert!(token.len() * 4 >= 128 && token.bytes().all(|b| b.is_ascii_hexdigit()));
        assert!(tokens.insert(token.clone()));
        let link = l[who]
            .as_str()
            .or_else(|| l["sides"][who].as_str())
            .unwrap();
        assert_eq!(link, format!("{url}?token={token}"));
    }
    let (status, body) = server.get("/api/game", "viewer");
    assert_eq!(status, 200);
    let shown = cli(
        dir.path(),
        &["--format", "json", "game", "show", "abend.yaml"],
    );
    assert_eq!(body.as_bytes(), shown.stdout);
    let (status, body) = request(&server.addr, "GET", "/api/game", &[], "");
    assert_eq!(status, 401);
    assert!(!body.contains("Anna"));
}

#[test]
fn serve_stops_on_sigterm_and_sigint_with_exit_0_and_the_lock_free() {
    for signal in ["TERM", "INT"] {
        let dir = game();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let (status, _) = server.post(
            "/api/hands",
            "organiser",
            r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#,
        );
        assert_eq!(status, 200);
        let exit = server.stop(signal);
        assert_eq!(exit.code(), Some(0), "SIG{signal}");
        assert_eq!(hands(dir.path()), 1);
        // The lock is free: the command line changes the file at once.
        let out = cli(
            dir.path(),
            &[
                "game",
                "add",
                "abend.yaml",
                "--points",
                "Wir=100,0",
                "Sie=0",
            ],
        );
        assert!(out.status.success(), "{out:?}");
    }
}

#[test]
fn kill_9_loses_no_acknowledged_entry() {
    let dir = game();
    let mut server = Server::start(dir.path(), "abend.yaml", &[]);
    let (status, _) = server.post(
        "/api/hands",
        "organiser",
        r#"{"tally": {"Wir": "natural,out,cards:120", "Sie": "cards:-35"}}"#,
    );
    assert_eq!(status, 200);
    let (status, _) = server.post("/api/hands", "Sie", r#"{"points": {"Sie": "100,45"}}"#);
    assert_eq!(status, 202);
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    assert_eq!(hands(dir.path()), 1);
    // The half was acknowledged: a server started again has it.
    let again = Server::start(dir.path(), "abend.yaml", &[]);
    let (_, halves) = again.get("/api/halves", "viewer");
    let halves: serde_json::Value = serde_json::from_str(&halves).unwrap();
    assert_eq!(halves["halves"][0]["text"], "100,45");
    let (status, _) = again.post("/api/hands", "Wir", r#"{"points": {"Wir": "300,80"}}"#);
    assert_eq!(status, 200);
    assert_eq!(hands(dir.path()), 2);
}

#[test]
fn a_change_by_the_command_line_reaches_the_pad_within_two_seconds() {
    let dir = game();
    let server = Server::start(dir.path(), "abend.yaml", &[]);
    let version = |s: &Server| {
        let (_, v) = s.get("/api/version", "viewer");
        serde_json::from_str::<serde_json::Value>(&v).unwrap()["version"].clone()
    };
    let before = version(&server);
    let out = cli(
        dir.path(),
        &[
            "game",
            "add",
            "abend.yaml",
            "--points",
            "Wir=600,120",
            "Sie=-35",
        ],
    );
    assert!(out.status.success());
    let added = Instant::now();
    while version(&server) == before {
        assert!(
            added.elapsed() < Duration::from_secs(2),
            "not seen within 2 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let (_, game) = server.get("/api/game", "Wir");
    let game: serde_json::Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["teams"][0]["total"], 720);
}

#[test]
fn serve_prints_links_and_qr_codes_for_people() {
    let dir = game();
    let mut child = crate::common::bin()
        .args(["--lang", "de", "serve", "abend.yaml", "--port", "0"])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut text = String::new();
    while !text.contains("Strg-C") {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap() == 0 {
            break;
        }
        text.push_str(&line);
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        text.contains("wird geliefert unter http://127.0.0.1:"),
        "{text}"
    );
    assert!(text.contains("Nur dieser Computer"), "{text}");
    assert!(text.contains("Zuschauer (nur lesen):"), "{text}");
    assert_eq!(text.matches("?token=").count(), 4, "{text}");
    assert!(text.matches('▀').count() > 100, "QR codes: {text}");
}

#[test]
fn serve_refuses_a_port_in_use_and_a_bad_public_url() {
    let dir = game();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let out = cli(
        dir.path(),
        &["--format", "json", "serve", "abend.yaml", "--port", &port],
    );
    assert_eq!(out.status.code(), Some(2));
    let err: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["code"], "cannot_listen");
    let out = cli(
        dir.path(),
        &[
            "serve",
            "abend.yaml",
            "--port",
            "0",
            "--public-url",
            "pad.example",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--public-url"));
    let out = cli(dir.path(), &["serve", "nothing.yaml", "--port", "0"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_public_url_is_what_the_links_carry() {
    let dir = game();
    // A port free a moment ago: the links name the public address only.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
        .to_string();
    let mut server = Server::start_on(
        dir.path(),
        &[
            "abend.yaml",
            "--port",
            &port,
            "--public-url",
            "https://pad.example/canasta",
        ],
    );
    server.addr = format!("127.0.0.1:{port}");
    assert_eq!(server.links["url"], "https://pad.example/canasta/");
    let organiser = server.links["organiser"].as_str().unwrap();
    assert!(organiser.starts_with("https://pad.example/canasta/?token="));
    let (status, _) = request(
        &server.addr,
        "GET",
        "/api/version",
        &[
            ("Host", "pad.example"),
            (
                "Authorization",
                &format!("Bearer {}", server.token("viewer")),
            ),
        ],
        "",
    );
    assert_eq!(status, 200, "the public name is served");
}
