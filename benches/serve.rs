//! `canasta serve` under load: `GET /api/game` of a 30-hand game (what
//! every phone fetches), the memory of a server that 20 phones follow
//! live, the bytes of a phone's first load of the page, and the CPU a
//! referee question costs through `POST /api/ask` beside the same question
//! asked at the command line. The release
//! binary runs as a player starts it, on loopback; the requests go over
//! one kept-alive connection, as a phone's do.
//! docs/speed.md has the figures.
//!
//! Run: `cargo bench --bench serve`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, OnceLock};

fn main() {
    let server = served().lock().unwrap();
    println!(
        "memory (VmRSS) of the server: {:.1} MB idle, {:.1} MB with 20 phones following live",
        server.idle_mb, server.live_mb
    );
    println!(
        "a phone's first load of the 30-hand game (the page, its style sheet, script and icon): {} bytes",
        server.first_load
    );
    for (what, args, body, runs) in QUESTIONS {
        let (cli, served) = question_cpu(&server, args, body, *runs);
        println!(
            "CPU of a question, {what}: {cli:.2} ms as `canasta {}`, {served:.2} ms through POST /api/ask ({:.2}×)",
            args.join(" "),
            served / cli
        );
    }
    drop(server);
    divan::main();
    // The server lives in a static, which is never dropped.
    let mut server = served().lock().unwrap();
    let _ = server.child.kill();
    let _ = server.child.wait();
}

/// Referee questions asked both ways: what, the command line's
/// arguments, the same as `POST /api/ask`'s body, and how many times.
const QUESTIONS: &[(&str, &[&str], &str, usize)] = &[
    (
        "a meld",
        &["meld", "hK dK jk"],
        r#"{"ask": "meld", "cards": "hK dK jk"}"#,
        400,
    ),
    (
        "a pick-up that opens",
        &[
            "pickup",
            "--top",
            "h9",
            "--hand",
            "h9 c9 hK dK cK d4 d6",
            "--score",
            "2310",
        ],
        r#"{"ask": "pickup", "top": "h9", "hand": "h9 c9 hK dK cK d4 d6", "score": 2310}"#,
        400,
    ),
    (
        "an initial meld searched in 15 cards",
        &[
            "initial-meld",
            "--score",
            "3000",
            "hA cA h5 d5 hK dK h9 d9 hQ dQ h8 d8 jk jk h2",
        ],
        r#"{"ask": "initial-meld", "score": 3000, "cards": "hA cA h5 d5 hK dK h9 d9 hQ dQ h8 d8 jk jk h2"}"#,
        200,
    ),
];

/// A process's CPU time in clock ticks (user and system, `/proc/PID/stat`
/// fields 14 and 15), and that of its waited-for children (16 and 17).
fn ticks(pid: &str) -> (u64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name, which may hold spaces.
    let fields: Vec<u64> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    let at = |n: usize| fields.get(n - 3).copied().unwrap_or(0);
    (at(14) + at(15), at(16) + at(17))
}

/// Milliseconds of CPU per question, `runs` times: at the command line
/// (each a whole process, as a program would ask), and through the
/// server (its whole process's CPU, every thread, per request). Linux's
/// clock ticks are 10 ms: enough runs make the figure exact to a few
/// per cent.
fn question_cpu(s: &Served, args: &[&str], body: &str, runs: usize) -> (f64, f64) {
    const TICK_MS: f64 = 10.0;
    let mut cli_out = String::new();
    let (_, before) = ticks("self");
    for _ in 0..runs {
        let out = Command::new(env!("CARGO_BIN_EXE_canasta"))
            .args(["--format", "json"])
            .args(args)
            .output()
            .unwrap();
        cli_out = String::from_utf8(out.stdout).unwrap();
    }
    let (_, after) = ticks("self");
    let cli = (after - before) as f64 * TICK_MS / runs as f64;
    let pid = s.child.id().to_string();
    let mut conn = TcpStream::connect(&s.addr).unwrap();
    let (before, _) = ticks(&pid);
    let mut served = String::new();
    for _ in 0..runs {
        served = post(&mut conn, &s.addr, &s.token, "/api/ask", body);
    }
    let (after, _) = ticks(&pid);
    assert_eq!(served, cli_out, "the same answer both ways");
    (cli, (after - before) as f64 * TICK_MS / runs as f64)
}

/// One POST of a JSON body on a kept-alive connection: the answer's body.
fn post(conn: &mut TcpStream, addr: &str, token: &str, path: &str, body: &str) -> String {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    conn.write_all(request.as_bytes()).unwrap();
    let mut reader = BufReader::new(conn.try_clone().unwrap());
    let mut status = String::new();
    reader.read_line(&mut status).unwrap();
    assert!(status.starts_with("HTTP/1.1 200"), "{path}: {status}");
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line == "\r\n" || line.is_empty() {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().unwrap();
        }
    }
    let mut answer = vec![0u8; length];
    reader.read_exact(&mut answer).unwrap();
    String::from_utf8(answer).unwrap()
}

/// A server of a 30-hand game, its address and a viewer's token.
struct Served {
    _dir: tempfile::TempDir,
    child: Child,
    addr: String,
    token: String,
    idle_mb: f64,
    live_mb: f64,
    /// The bytes of the page and every file it loads.
    first_load: usize,
    /// The phones' live streams, kept open.
    _phones: Vec<TcpStream>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

fn canasta(dir: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_canasta"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}

/// The memory the process holds, in MB.
fn rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn served() -> &'static Mutex<Served> {
    static SERVED: OnceLock<Mutex<Served>> = OnceLock::new();
    SERVED.get_or_init(|| Mutex::new(start()))
}

fn start() -> Served {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    canasta(
        d,
        &[
            "game",
            "new",
            "g.yaml",
            "--team",
            "Wir=Anna,Bernd",
            "--team",
            "Sie=Clara,Dieter",
        ],
    );
    for i in 0..30 {
        let (we, they) = if i % 2 == 0 {
            ("Wir=red3,cards:25", "Sie=cards:-30")
        } else {
            ("Wir=cards:-25", "Sie=red3,cards:40")
        };
        canasta(d, &["game", "add", "g.yaml", "--tally", we, they]);
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_canasta"))
        .args(["--format", "json", "serve", "g.yaml", "--port", "0"])
        .current_dir(d)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let links: serde_json::Value = serde_json::from_str(&line).unwrap();
    let url = links["url"].as_str().unwrap();
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let token = links["viewer"]
        .as_str()
        .unwrap()
        .split("?token=")
        .nth(1)
        .unwrap()
        .to_string();
    let mut conn = TcpStream::connect(&addr).unwrap();
    get(&mut conn, &addr, &token, "/api/game");
    let idle_mb = rss_mb(child.id());
    // What a phone fetches the first time: the page and what it links to.
    let first_load = ["/", "/assets/app.css", "/assets/app.js", "/assets/icon.svg"]
        .iter()
        .map(|path| {
            let bytes = get(&mut conn, &addr, &token, path);
            assert!(bytes > 0, "{path}: no body");
            bytes
        })
        .sum();
    // 20 phones: each loads the page and follows the live stream.
    let mut phones = Vec::new();
    for _ in 0..20 {
        let mut page = TcpStream::connect(&addr).unwrap();
        get(&mut page, &addr, &token, "/");
        let mut live = TcpStream::connect(&addr).unwrap();
        write!(
            live,
            "GET /api/events HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\r\n"
        )
        .unwrap();
        let mut first = [0u8; 256];
        let _ = live.read(&mut first).unwrap();
        phones.push(live);
    }
    // A change reaches every stream, and every phone fetches the sheet.
    canasta(
        d,
        &["game", "add", "g.yaml", "--points", "Wir=100,20", "Sie=0,5"],
    );
    for live in &mut phones {
        let mut event = [0u8; 256];
        let _ = live.read(&mut event).unwrap();
        let mut page = TcpStream::connect(&addr).unwrap();
        get(&mut page, &addr, &token, "/live");
    }
    let live_mb = rss_mb(child.id());
    Served {
        _dir: dir,
        child,
        addr,
        token,
        idle_mb,
        live_mb,
        first_load,
        _phones: phones,
    }
}

/// One GET on a kept-alive connection: the body's length, read whole.
fn get(conn: &mut TcpStream, addr: &str, token: &str, path: &str) -> usize {
    // One write, as a browser sends a request: written piece by piece, the
    // pieces would wait for each other's acknowledgements (Nagle).
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\r\n");
    conn.write_all(request.as_bytes()).unwrap();
    let mut reader = BufReader::new(conn.try_clone().unwrap());
    let mut status = String::new();
    reader.read_line(&mut status).unwrap();
    assert!(status.starts_with("HTTP/1.1 200"), "{path}: {status}");
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line == "\r\n" || line.is_empty() {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().unwrap();
        }
    }
    let mut body = vec![0u8; length];
    reader.read_exact(&mut body).unwrap();
    length
}

/// `GET /api/game` of the 30-hand game: the JSON of `game show`.
#[divan::bench(sample_count = 200)]
fn get_api_game(bencher: divan::Bencher) {
    let s = served().lock().unwrap();
    let mut conn = TcpStream::connect(&s.addr).unwrap();
    bencher.bench_local(|| get(&mut conn, &s.addr, &s.token, "/api/game"));
}

/// `POST /api/ask`: a pick-up whose initial meld the referee searches, as
/// a phone's referee asks it.
#[divan::bench(sample_count = 200)]
fn post_api_ask(bencher: divan::Bencher) {
    let s = served().lock().unwrap();
    let mut conn = TcpStream::connect(&s.addr).unwrap();
    let (_, _, body, _) = QUESTIONS[1];
    bencher.bench_local(|| post(&mut conn, &s.addr, &s.token, "/api/ask", body));
}

/// `GET /` of the 30-hand game: the whole page, as a phone loads it.
#[divan::bench(sample_count = 200)]
fn get_page(bencher: divan::Bencher) {
    let s = served().lock().unwrap();
    let mut conn = TcpStream::connect(&s.addr).unwrap();
    bencher.bench_local(|| get(&mut conn, &s.addr, &s.token, "/"));
}
