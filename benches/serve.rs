//! `canasta serve` under load: `GET /api/game` of a 30-hand game (what
//! every phone fetches), a phone's question to the referee (and the CPU
//! one costs through `POST /api/ask` beside the command line), the memory of
//! a server that 20 and 200 phones follow, and the bytes of the
//! organiser's first load of the page of a 300-hand game, as sent to a
//! browser that takes gzip and br. The release binary runs as a player
//! starts it, on loopback; the requests go over one kept-alive
//! connection, as a phone's do. docs/speed.md has the figures.
//!
//! Run: `cargo bench --bench serve`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// What a phone's browser says it takes (Chrome's).
const ENCODINGS: &str = "gzip, deflate, br, zstd";

fn main() {
    {
        let server = served().lock().unwrap();
        println!(
            "memory (VmRSS) of the server: {:.1} MB idle, {:.1} MB with 20 phones following live",
            server.idle_mb, server.live_mb
        );
        println!(
            "a phone's first load of the 30-hand game (the page, its style sheet, script and icon): {} bytes, {} as sent compressed",
            server.first_load, server.first_load_sent
        );
        for (what, args, body, runs) in QUESTIONS {
            let (cli, served) = question_cpu(&server, args, body, *runs);
            println!(
                "CPU of a question, {what}: {cli:.2} ms as `canasta {}`, {served:.2} ms through POST /api/ask ({:.2}×)",
                args.join(" "),
                served / cli
            );
        }
    }
    {
        let mut long = long_game();
        let (page, assets) = first_load(&long.addr, &long.organiser);
        println!(
            "the organiser's first load of the 300-hand game as sent with {ENCODINGS}: {} bytes (the page {page}, its files {assets})",
            page + assets
        );
        let many = phones(&mut long, 200);
        println!(
            "memory (VmRSS) with 200 phones ({} following live, the rest refused a stream past the links' caps): {many:.1} MB, {:.1} MB at the peak (VmHWM)",
            long.streams,
            peak_mb(long.child.id())
        );
    }
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
/// A server of a game, its address and tokens.
struct Served {
    dir: tempfile::TempDir,
    child: Child,
    addr: String,
    /// The viewer's token.
    token: String,
    /// The organiser's token.
    organiser: String,
    /// Every link's token.
    tokens: Vec<String>,
    idle_mb: f64,
    live_mb: f64,
    /// The bytes of the page and every file it loads.
    first_load: usize,
    /// The same as sent compressed.
    first_load_sent: usize,
    /// The phones' live streams and page connections, kept open.
    phones: Vec<TcpStream>,
    /// How many of them follow live.
    streams: usize,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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

/// A `/proc/PID/status` figure in MB.
fn status_mb(pid: u32, key: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// The memory the process holds, in MB.
fn rss_mb(pid: u32) -> f64 {
    status_mb(pid, "VmRSS:")
}

/// The most it held so far, in MB.
fn peak_mb(pid: u32) -> f64 {
    status_mb(pid, "VmHWM:")
}

fn served() -> &'static Mutex<Served> {
    static SERVED: OnceLock<Mutex<Served>> = OnceLock::new();
    SERVED.get_or_init(|| {
        let mut s = start(30, true);
        let conn = &mut TcpStream::connect(&s.addr).unwrap();
        get(conn, &s.addr, &s.token, "/api/game");
        s.idle_mb = rss_mb(s.child.id());
        // What a phone fetches the first time: the page and what it links to.
        s.first_load = ["/", "/assets/app.css", "/assets/app.js", "/assets/icon.svg"]
            .iter()
            .map(|path| {
                let bytes = get(conn, &s.addr, &s.token, path);
                assert!(bytes > 0, "{path}: no body");
                bytes
            })
            .sum();
        let (page, assets) = first_load(&s.addr, &s.token);
        s.first_load_sent = page + assets;
        s.live_mb = phones(&mut s, 20);
        Mutex::new(s)
    })
}

/// `canasta serve` of a new game of `hands` hands (by tally where
/// `tallied`, as a night's sheet is; else by points, written at once).
fn start(hands: usize, tallied: bool) -> Served {
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
    if tallied {
        for i in 0..hands {
            let (we, they) = if i % 2 == 0 {
                ("Wir=red3,cards:25", "Sie=cards:-30")
            } else {
                ("Wir=cards:-25", "Sie=red3,cards:40")
            };
            canasta(d, &["game", "add", "g.yaml", "--tally", we, they]);
        }
    } else {
        let path = d.join("g.yaml");
        let mut g = canasta::sheet::store::load(&path).unwrap();
        for i in 0..hands {
            // Small hands, up and down: the game runs on.
            let (we, they) = if i % 2 == 0 { (35, -25) } else { (-30, 20) };
            let hand = canasta::sheet::Hand {
                scores: vec![
                    canasta::sheet::Entry::total_only("Wir", we),
                    canasta::sheet::Entry::total_only("Sie", they),
                ],
                ..canasta::sheet::Hand::default()
            };
            g.add(hand, "2026-11-24T20:00:00Z").unwrap();
        }
        canasta::sheet::store::save(&path, &g).unwrap();
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
    let token_of = |link: &serde_json::Value| {
        link.as_str()
            .unwrap()
            .split("?token=")
            .nth(1)
            .unwrap()
            .to_string()
    };
    let mut tokens = vec![token_of(&links["organiser"]), token_of(&links["viewer"])];
    for side in links["sides"].as_object().unwrap().values() {
        tokens.push(token_of(side));
    }
    Served {
        dir,
        child,
        addr,
        token: token_of(&links["viewer"]),
        organiser: token_of(&links["organiser"]),
        tokens,
        idle_mb: 0.0,
        live_mb: 0.0,
        first_load: 0,
        first_load_sent: 0,
        phones: Vec::new(),
        streams: 0,
    }
}

/// The server of the 300-hand game.
fn long_game() -> Served {
    start(300, false)
}

/// `phones` phones, each with a link of the game's in turn: each loads
/// the page and keeps its connection, and opens the live stream (past
/// its link's cap it is refused, 429, and keeps the page only). A change
/// made at the command line then reaches every stream, and each phone
/// fetches the new sheet. The server's memory then, in MB.
fn phones(s: &mut Served, phones: usize) -> f64 {
    for i in 0..phones {
        let token = s.tokens[i % s.tokens.len()].clone();
        let mut page = TcpStream::connect(&s.addr).unwrap();
        get(&mut page, &s.addr, &token, "/");
        let mut live = TcpStream::connect(&s.addr).unwrap();
        write!(
            live,
            "GET /api/events HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {token}\r\n\r\n",
            s.addr
        )
        .unwrap();
        let mut first = [0u8; 256];
        let n = live.read(&mut first).unwrap();
        if String::from_utf8_lossy(&first[..n]).starts_with("HTTP/1.1 200") {
            s.streams += 1;
            s.phones.push(live);
        }
        s.phones.push(page);
    }
    let dir = s.dir.path().to_path_buf();
    canasta(
        &dir,
        &["game", "add", "g.yaml", "--points", "Wir=100,20", "Sie=0,5"],
    );
    for live in &mut s.phones {
        let _ = live.set_read_timeout(Some(std::time::Duration::from_millis(50)));
        let mut event = [0u8; 256];
        let _ = live.read(&mut event);
    }
    let mut page = TcpStream::connect(&s.addr).unwrap();
    for i in 0..phones {
        get(&mut page, &s.addr, &s.tokens[i % s.tokens.len()], "/live");
    }
    rss_mb(s.child.id())
}

/// The organiser's first load as a browser that takes `ENCODINGS` gets
/// it: the page, then every file it links to; the bytes of their bodies
/// as sent (compressed where the pad compresses), the page's and the
/// files'.
fn first_load(addr: &str, token: &str) -> (usize, usize) {
    let conn = &mut TcpStream::connect(addr).unwrap();
    let (page, _) = sent(conn, addr, token, "/", ENCODINGS);
    // The links are read from the page as gzip sends it (a browser's
    // first choice, br, has no decoder here).
    let (_, text) = sent(conn, addr, token, "/", "gzip");
    let mut files: Vec<&str> = ["href=\"/assets/", "src=\"/assets/"]
        .iter()
        .flat_map(|attr| {
            text.match_indices(attr)
                .map(move |(i, _)| i + attr.len() - 8)
        })
        .map(|start| {
            let rest = &text[start..];
            &rest[..rest.find('"').unwrap()]
        })
        .collect();
    files.sort_unstable();
    files.dedup();
    assert!(!files.is_empty(), "the page links no file");
    let assets = files
        .iter()
        .map(|f| sent(conn, addr, token, f, ENCODINGS).0)
        .sum();
    (page, assets)
}

/// One GET with `Accept-Encoding: encodings` on a kept-alive connection:
/// the bytes of the body as sent, and the page's text where it came
/// uncompressed or gzip'd (what `first_load` reads the links from).
fn sent(
    conn: &mut TcpStream,
    addr: &str,
    token: &str,
    path: &str,
    encodings: &str,
) -> (usize, String) {
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nAccept-Encoding: {encodings}\r\n\r\n"
    );
    conn.write_all(request.as_bytes()).unwrap();
    let mut reader = BufReader::new(conn.try_clone().unwrap());
    let mut status = String::new();
    reader.read_line(&mut status).unwrap();
    assert!(status.starts_with("HTTP/1.1 200"), "{path}: {status}");
    let (mut length, mut chunked, mut encoding) = (None, false, String::new());
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line == "\r\n" || line.is_empty() {
            break;
        }
        let lower = line.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = Some(v.trim().parse::<usize>().unwrap());
        }
        if lower.starts_with("transfer-encoding:") && lower.contains("chunked") {
            chunked = true;
        }
        if let Some(v) = lower.strip_prefix("content-encoding:") {
            encoding = v.trim().to_string();
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).unwrap();
            let n = usize::from_str_radix(size.trim(), 16).unwrap();
            let mut chunk = vec![0u8; n + 2];
            reader.read_exact(&mut chunk).unwrap();
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    } else {
        body.resize(length.unwrap_or(0), 0);
        reader.read_exact(&mut body).unwrap();
    }
    let text = match encoding.as_str() {
        "gzip" => {
            let mut t = String::new();
            let _ = flate2::read::GzDecoder::new(&body[..]).read_to_string(&mut t);
            t
        }
        "" => String::from_utf8_lossy(&body).into_owned(),
        _ => String::new(),
    };
    (body.len(), text)
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

/// A phone's question, as the table asks it: may we take the pile, with
/// a hand of eleven and two melds on the table, at the side's score.
#[divan::bench(sample_count = 100)]
fn ask_the_referee(bencher: divan::Bencher) {
    let s = served().lock().unwrap();
    let mut conn = TcpStream::connect(&s.addr).unwrap();
    let question = "/referee?q=pickup&top=h9&hand=h9+c9+c5+d7+sK+hQ+d4+c8+s3+hJ+d10&table=dK+dK+cK%3Bs5+s5+s5&score=1500";
    bencher.bench_local(|| get(&mut conn, &s.addr, &s.organiser, question));
}
