//! "Holding the whole night", request by request: links that survive a
//! restart, idempotency keys per link and no refusal kept, the `Origin`
//! of the pad's own forms, a cap on live streams, bounded referee
//! questions, a phone that lost its way or is sent to another link, and
//! the first load sent compressed. (The process-level half, signals, slow
//! heads and memory: `tests/serve_hold.rs`.)

use std::io::Read;
use std::time::{Duration, Instant};

use super::*;

/// A request of `role` (as its bearer token) with `extra` headers.
fn request(
    pad: &Pad,
    method: &str,
    path: &str,
    role: Option<Role>,
    extra: &[(&str, &str)],
    body: &str,
) -> Request<Body> {
    let mut req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::HOST, HOST);
    if let Some(r) = role {
        req = req.header(header::AUTHORIZATION, format!("Bearer {}", pad.token(r)));
    }
    for (k, v) in extra {
        req = req.header(*k, *v);
    }
    req.body(Body::from(body.to_string())).unwrap()
}

/// The cookie header of a phone holding `role`'s link.
fn cookie_of(pad: &Pad, role: Role) -> String {
    format!("{}={}", pad.table.door.cookie, pad.token(role))
}

/// A game of 300 hands at `path`, written through the library.
fn long_game(path: &std::path::Path) {
    let mut g = store::load(path).unwrap();
    for i in 0..300 {
        let hand = |we: i64, they: i64| canasta::sheet::Hand {
            scores: vec![
                canasta::sheet::Entry::total_only("Wir", we),
                canasta::sheet::Entry::total_only("Sie", they),
            ],
            ..canasta::sheet::Hand::default()
        };
        // Small hands, up and down: the game runs on.
        let (we, they) = if i % 2 == 0 { (35, -25) } else { (-30, 20) };
        g.add(hand(we, they), "2026-11-24T20:00:00Z").unwrap();
    }
    store::save(path, &g).unwrap();
}

#[test]
fn the_links_survive_a_restart_and_new_links_end_the_old() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let roles = [Role::Organiser, Role::Side(0), Role::Side(1), Role::Viewer];
        let tokens: Vec<String> = roles.iter().map(|r| pad.token(*r)).collect();
        let cookie = cookie_of(&pad, Role::Side(0));
        let identity = pad.table.identity.clone();
        // The game file holds no token; the kept file is its owner's.
        for t in &tokens {
            assert!(!pad.text().contains(t.as_str()));
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let kept = crate::serve::kept_links::path_of(&pad.table.path);
            let mode = std::fs::metadata(kept).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let pad = pad.again();
        let again: Vec<String> = roles.iter().map(|r| pad.token(*r)).collect();
        assert_eq!(tokens, again);
        assert_eq!(pad.table.identity, identity);
        // A phone's cookie from before the restart still opens the pad.
        let page = pad
            .send(request(&pad, "GET", "/", None, &[("cookie", &cookie)], ""))
            .await;
        assert_eq!(page.status, StatusCode::OK);
        // New links: every old token and cookie gets 401.
        let path = pad.table.path.clone();
        let pad = Pad::with(pad.dir, path, true, None);
        assert_eq!(pad.table.identity, identity, "the same game");
        for (role, old) in roles.iter().zip(&tokens) {
            assert_ne!(&pad.token(*role), old);
            let a = pad
                .send(request(
                    &pad,
                    "GET",
                    "/api/game",
                    None,
                    &[("authorization", &format!("Bearer {old}"))],
                    "",
                ))
                .await;
            assert_eq!(a.status, StatusCode::UNAUTHORIZED);
        }
        let page = pad
            .send(request(&pad, "GET", "/", None, &[("cookie", &cookie)], ""))
            .await;
        assert_eq!(page.status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            pad.get("/api/game", Some(Role::Viewer)).await.status,
            StatusCode::OK
        );
    });
}

#[test]
fn a_new_game_at_the_same_path_is_another_game() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let (identity, organiser) = (pad.table.identity.clone(), pad.token(Role::Organiser));
        let path = pad.table.path.clone();
        std::fs::remove_file(&path).unwrap();
        cli(&[
            "game",
            "new",
            &path.display().to_string(),
            "--team",
            "Wir",
            "--team",
            "Sie",
        ])
        .unwrap();
        let pad = Pad::with(pad.dir, path, false, None);
        assert_ne!(pad.table.identity, identity);
        assert_ne!(pad.token(Role::Organiser), organiser);
        let links = pad.get("/api/links", Some(Role::Organiser)).await.json();
        assert_eq!(links["game"], pad.table.identity.as_str());
    });
}

#[test]
fn the_organiser_gets_every_link_with_its_qr_code() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let a = pad.get("/api/links", Some(Role::Organiser)).await;
        assert_eq!(a.status, StatusCode::OK);
        let links = a.json()["links"].as_array().unwrap().clone();
        let roles: Vec<(&str, Option<&str>)> = links
            .iter()
            .map(|l| (l["role"].as_str().unwrap(), l["side"].as_str()))
            .collect();
        assert_eq!(
            roles,
            [
                ("organiser", None),
                ("side", Some("Wir")),
                ("side", Some("Sie")),
                ("viewer", None)
            ]
        );
        for (l, role) in
            links
                .iter()
                .zip([Role::Organiser, Role::Side(0), Role::Side(1), Role::Viewer])
        {
            assert_eq!(
                l["url"],
                format!("http://{HOST}/?token={}", pad.token(role)).as_str()
            );
            assert!(l["qr"].as_str().unwrap().starts_with("<svg"));
        }
        for role in [Role::Side(0), Role::Viewer] {
            let no = pad.get("/api/links", Some(role)).await;
            assert_eq!(no.status, StatusCode::FORBIDDEN);
            assert!(!no.body.contains(&pad.token(Role::Organiser)));
        }
    });
}

#[test]
fn a_key_belongs_to_its_link() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let key = [("idempotency-key", "shared-1")];
        let hand = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        let done = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        assert_eq!(done.status, StatusCode::OK);
        // The viewer's undo with the organiser's key replays nothing.
        let viewer = pad.post_with("/api/undo", Role::Viewer, "", &key).await;
        assert_eq!(viewer.status, StatusCode::FORBIDDEN, "{}", viewer.body);
        assert_eq!(viewer.json()["error"]["code"], "read_only_link");
        // A side's half with a key another link used is a half of its own.
        let half = pad
            .post_with(
                "/api/hands",
                Role::Side(0),
                r#"{"points": {"Wir": "5"}}"#,
                &key,
            )
            .await;
        assert_eq!(half.status, StatusCode::ACCEPTED, "{}", half.body);
        let other = pad
            .post_with(
                "/api/hands",
                Role::Side(1),
                r#"{"points": {"Sie": "10"}}"#,
                &key,
            )
            .await;
        assert_eq!(other.status, StatusCode::OK, "{}", other.body);
        assert_eq!(pad.game().hands.len(), 2);
        // Started again, the pad still tells the links' keys apart (the
        // file keeps who sent each).
        let pad = pad.again();
        let again = pad
            .post_with(
                "/api/hands",
                Role::Side(1),
                r#"{"points": {"Sie": "10"}}"#,
                &key,
            )
            .await;
        assert_eq!(again.status, StatusCode::OK);
        assert_eq!(pad.game().hands.len(), 2, "the same link's key again");
        let organiser_again = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        assert_eq!(organiser_again.status, StatusCode::OK);
        assert_eq!(pad.game().hands.len(), 2);
    });
}

#[test]
fn a_refusal_is_not_kept_and_the_corrected_body_is_checked_anew() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let key = [("idempotency-key", "hand-1")];
        // Both sides out: refused.
        let bad = r#"{"tally": {"Wir": "natural,out,cards:100", "Sie": "mixed,out,cards:50"}}"#;
        let refused = pad
            .post_with("/api/hands", Role::Organiser, bad, &key)
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
        let fixed = r#"{"tally": {"Wir": "natural,out,cards:100", "Sie": "mixed,cards:50"}}"#;
        let ok = pad
            .post_with("/api/hands", Role::Organiser, fixed, &key)
            .await;
        assert_eq!(ok.status, StatusCode::OK, "{}", ok.body);
        assert_eq!(pad.game().hands.len(), 1);
        // Halves: the last one makes the hand refused; the same key with
        // the half corrected makes it.
        pad.post_with(
            "/api/hands",
            Role::Side(0),
            r#"{"tally": {"Wir": "natural,out,cards:100"}}"#,
            &[("idempotency-key", "wir-2")],
        )
        .await;
        let sie = [("idempotency-key", "sie-2")];
        let refused = pad
            .post_with(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "mixed,out,cards:50"}}"#,
                &sie,
            )
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
        let ok = pad
            .post_with(
                "/api/hands",
                Role::Side(1),
                r#"{"tally": {"Sie": "mixed,cards:50"}}"#,
                &sie,
            )
            .await;
        assert_eq!(ok.status, StatusCode::OK, "{}", ok.body);
        assert_eq!(pad.game().hands.len(), 2);
        assert_eq!(pad.game().hands[1].scores[1].total, 300 + 50);
        // The plain form likewise: refused, corrected, the same key.
        let form = |body: &str| {
            request(
                &pad,
                "POST",
                "/hands",
                Some(Role::Organiser),
                &[
                    ("origin", "http://127.0.0.1:8470"),
                    ("content-type", "application/x-www-form-urlencoded"),
                ],
                body,
            )
        };
        let wir = "tally%3AWir=natural%2Cout%2Ccards%3A100";
        let no = pad
            .send(form(&format!(
                "key=f3&{wir}&tally%3ASie=mixed%2Cout%2Ccards%3A5"
            )))
            .await;
        assert_eq!(no.status, StatusCode::BAD_REQUEST);
        let yes = pad
            .send(form(&format!("key=f3&{wir}&tally%3ASie=mixed%2Ccards%3A5")))
            .await;
        assert_eq!(yes.status, StatusCode::SEE_OTHER, "{}", yes.body);
        assert_eq!(pad.game().hands.len(), 3);
    });
}

#[test]
fn refused_forms_grow_nothing_kept() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let filler = "x".repeat(60 * 1024);
        for i in 0..40 {
            let body = format!("key=k{i}&tally%3AWir=nonsense{filler}");
            let a = pad
                .send(request(
                    &pad,
                    "POST",
                    "/hands",
                    Some(Role::Organiser),
                    &[
                        ("origin", "http://127.0.0.1:8470"),
                        ("content-type", "application/x-www-form-urlencoded"),
                    ],
                    &body,
                ))
                .await;
            assert!(a.status.is_client_error(), "{}", a.status);
        }
        assert_eq!(pad.table.writes.lock().await.bytes(), 0);
    });
}

#[test]
fn the_pads_own_forms_pass_and_another_sites_do_not() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#,
        )
        .await;
        let undo = |headers: &[(&str, &str)]| {
            let mut h = vec![("content-type", "application/x-www-form-urlencoded")];
            h.extend_from_slice(headers);
            request(&pad, "POST", "/undo", Some(Role::Organiser), &h, "")
        };
        // What browsers send for the pad's own plain form.
        for own in [
            vec![("origin", "null"), ("sec-fetch-site", "same-origin")],
            vec![
                ("origin", "http://127.0.0.1:8470"),
                ("sec-fetch-site", "same-origin"),
            ],
            vec![("origin", "http://127.0.0.1:8470")],
            vec![("sec-fetch-site", "same-origin")],
        ] {
            let a = pad.send(undo(&own)).await;
            assert_eq!(a.status, StatusCode::SEE_OTHER, "{own:?}: {}", a.body);
            pad.post("/api/redo", Role::Organiser, "").await;
        }
        // `null` alone (a sandboxed frame anywhere), or from another site.
        for foreign in [
            vec![("origin", "null")],
            vec![("origin", "null"), ("sec-fetch-site", "cross-site")],
            vec![("origin", "null"), ("sec-fetch-site", "same-site")],
            vec![
                ("origin", "http://evil.example"),
                ("sec-fetch-site", "cross-site"),
            ],
            vec![("sec-fetch-site", "cross-site")],
        ] {
            let a = pad.send(undo(&foreign)).await;
            assert_eq!(a.status, StatusCode::FORBIDDEN, "{foreign:?}");
            assert_eq!(pad.game().hands.len(), 1, "nothing changed");
        }
        assert_eq!(
            pad.get("/", Some(Role::Viewer)).await.headers[header::REFERRER_POLICY],
            "same-origin"
        );
    });
}

#[test]
fn behind_https_the_cookie_is_secure_and_a_clear_origin_is_refused() {
    rt().block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let path = new_game(dir.path(), &["Wir", "Sie"], "classic");
        let pad = Pad::with(dir, path, false, Some("https://pad.example/"));
        let token = pad.token(Role::Organiser);
        let a = pad
            .send(request(
                &pad,
                "GET",
                &format!("/?token={token}"),
                None,
                &[("host", "pad.example")],
                "",
            ))
            .await;
        let set = a.headers[header::SET_COOKIE].to_str().unwrap();
        assert!(set.contains("; Secure"), "{set}");
        let hand = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        let from = |origin: &str| {
            request(
                &pad,
                "POST",
                "/api/hands",
                Some(Role::Organiser),
                &[("origin", origin), ("content-type", "application/json")],
                hand,
            )
        };
        for clear in ["http://pad.example", "http://127.0.0.1:8470"] {
            let a = pad.send(from(clear)).await;
            assert_eq!(a.status, StatusCode::FORBIDDEN, "{clear}");
        }
        assert!(pad.game().hands.is_empty());
        let a = pad.send(from("https://pad.example")).await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    });
}

#[test]
fn a_link_holds_a_few_live_streams_and_no_more() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let stream = |role: Role| {
            let router = pad.router.clone();
            let req = request(&pad, "GET", "/api/events", Some(role), &[], "");
            async move { router.oneshot(req).await.unwrap() }
        };
        let mut open = Vec::new();
        for _ in 0..crate::serve::streams::PER_LINK {
            let r = stream(Role::Viewer).await;
            assert_eq!(r.status(), StatusCode::OK);
            open.push(r);
        }
        let refused = stream(Role::Viewer).await;
        assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(refused.headers().contains_key(header::RETRY_AFTER));
        let body = axum::body::to_bytes(refused.into_body(), 1 << 16)
            .await
            .unwrap();
        assert!(String::from_utf8_lossy(&body).contains("too_many_streams"));
        // Another link is not held back by this one's.
        assert_eq!(stream(Role::Side(0)).await.status(), StatusCode::OK);
        // A stream that ends gives its place back.
        drop(open.pop());
        assert_eq!(
            pad.table.streams.held(Role::Viewer),
            crate::serve::streams::PER_LINK - 1
        );
        assert_eq!(stream(Role::Viewer).await.status(), StatusCode::OK);
    });
}

#[test]
fn referee_questions_queue_briefly_and_writes_never_wait_behind_them() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let q = crate::serve::questions::AT_ONCE + crate::serve::questions::WAITING;
        // Slow questions fill every place, running and waiting.
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let rx = std::sync::Arc::new(std::sync::Mutex::new(rx));
        let mut held = Vec::new();
        for _ in 0..q {
            let (table, rx) = (pad.table.clone(), rx.clone());
            held.push(tokio::spawn(async move {
                table
                    .questions
                    .ask(move |_| {
                        let _ = rx.lock().unwrap().recv_timeout(Duration::from_secs(20));
                    })
                    .await
            }));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        // One more from a phone: 503 at once, with when to ask again.
        let asked = Instant::now();
        let busy = pad
            .get("/referee?q=meld&cards=hK+dK+cK", Some(Role::Viewer))
            .await;
        assert_eq!(busy.status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(busy.headers[header::RETRY_AFTER], "2");
        assert!(asked.elapsed() < Duration::from_secs(2));
        // A write is answered meanwhile, at once.
        let write = Instant::now();
        let a = pad
            .post(
                "/api/hands",
                Role::Organiser,
                r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#,
            )
            .await;
        assert_eq!(a.status, StatusCode::OK);
        assert!(write.elapsed() < Duration::from_secs(2));
        for _ in 0..q {
            tx.send(()).unwrap();
        }
        for h in held {
            h.await.unwrap().unwrap();
        }
        let answered = pad
            .get("/referee?q=meld&cards=hK+dK+cK", Some(Role::Viewer))
            .await;
        assert_eq!(answered.status, StatusCode::OK);
    });
}

#[test]
fn a_save_the_disk_refuses_is_503_and_changes_nothing() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let before = pad.text();
        // The lock file's place taken by a folder: the game cannot be
        // saved, as with a folder that cannot be written.
        let lock = pad.table.path.with_extension("yaml.lock");
        let _ = std::fs::remove_file(&lock);
        std::fs::create_dir(&lock).unwrap();
        let key = [("idempotency-key", "h1")];
        let hand = r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#;
        let a = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{}", a.body);
        assert!(a.headers.contains_key(header::RETRY_AFTER));
        assert_eq!(pad.text(), before, "nothing changed");
        // Sent again once the folder is mended: saved.
        std::fs::remove_dir(&lock).unwrap();
        let b = pad
            .post_with("/api/hands", Role::Organiser, hand, &key)
            .await;
        assert_eq!(b.status, StatusCode::OK, "{}", b.body);
        assert_eq!(pad.game().hands.len(), 1);
    });
}

#[test]
fn a_page_elsewhere_cannot_swap_a_phones_link_unasked() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let mine = cookie_of(&pad, Role::Side(0));
        let theirs = pad.token(Role::Side(1));
        for (lang, words) in [
            ("en", "Open the pad with another link?"),
            ("de", "mit einem anderen Link"),
        ] {
            let a = pad
                .send(request(
                    &pad,
                    "GET",
                    &format!("/?token={theirs}"),
                    None,
                    &[("cookie", &mine), ("accept-language", lang)],
                    "",
                ))
                .await;
            assert_eq!(a.status, StatusCode::OK);
            assert!(a.headers.get(header::SET_COOKIE).is_none(), "kept");
            assert!(a.body.contains(words), "{}", a.body);
            assert!(a.body.contains(r#"action="/link""#), "{}", a.body);
        }
        // From another site, where the phone's cookie is not even seen.
        let a = pad
            .send(request(
                &pad,
                "GET",
                &format!("/?token={theirs}"),
                None,
                &[("sec-fetch-site", "cross-site")],
                "",
            ))
            .await;
        assert_eq!(a.status, StatusCode::OK);
        assert!(a.headers.get(header::SET_COOKIE).is_none());
        // The phone's own link again, or a phone without one: at once.
        for cookie in [mine.as_str(), ""] {
            let token = pad.token(Role::Side(0));
            let a = pad
                .send(request(
                    &pad,
                    "GET",
                    &format!("/?token={token}"),
                    None,
                    &[("cookie", cookie)],
                    "",
                ))
                .await;
            assert_eq!(a.status, StatusCode::SEE_OTHER);
        }
        // The person says yes: the pad's own form swaps it.
        let form = format!("token={theirs}");
        let yes = pad
            .send(request(
                &pad,
                "POST",
                "/link",
                None,
                &[
                    ("cookie", &mine),
                    ("origin", "null"),
                    ("sec-fetch-site", "same-origin"),
                    ("content-type", "application/x-www-form-urlencoded"),
                ],
                &form,
            ))
            .await;
        assert_eq!(yes.status, StatusCode::SEE_OTHER);
        let set = yes.headers[header::SET_COOKIE].to_str().unwrap();
        assert!(set.contains(&theirs), "{set}");
        // A page elsewhere posting the same form is refused.
        let forged = pad
            .send(request(
                &pad,
                "POST",
                "/link",
                None,
                &[
                    ("origin", "http://evil.example"),
                    ("content-type", "application/x-www-form-urlencoded"),
                ],
                &form,
            ))
            .await;
        assert_eq!(forged.status, StatusCode::FORBIDDEN);
        assert!(forged.headers.get(header::SET_COOKIE).is_none());
    });
}

#[test]
fn a_phone_that_lost_its_way_is_told_what_to_do() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        pad.post(
            "/api/hands",
            Role::Organiser,
            r#"{"points": {"Wir": "600,120", "Sie": "-35"}}"#,
        )
        .await;
        for (path, cookie) in [
            ("/", String::new()),
            ("/referee", String::new()),
            ("/", format!("{}=0123", pad.table.door.cookie)),
            (
                "/?token=0123456789abcdef0123456789abcdef01234567",
                String::new(),
            ),
        ] {
            for (lang, first) in [("de", "braucht seinen Link"), ("en", "needs its link")] {
                let a = pad
                    .send(request(
                        &pad,
                        "GET",
                        path,
                        None,
                        &[("cookie", &cookie), ("accept-language", lang)],
                        "",
                    ))
                    .await;
                assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{path}");
                assert!(a.body.contains(first), "{path}: {}", a.body);
                // Both languages, the other one below.
                assert!(
                    a.body.contains("needs its link") && a.body.contains("braucht seinen Link")
                );
                assert!(a.body.contains("organiser") || a.body.contains("Spielleiter"));
                for data in ["Wir", "Sie", "720", "classic"] {
                    assert!(!a.body.contains(data), "{path}: {data} in {}", a.body);
                }
            }
        }
        let api = pad.get("/api/game", None).await;
        assert_eq!(api.status, StatusCode::UNAUTHORIZED);
        assert_eq!(api.json()["error"]["code"], "no_token");
    });
}

/// The bytes of an answer as sent with `encoding`, and its
/// `Content-Encoding`.
async fn as_sent(pad: &Pad, path: &str, role: Option<Role>, encoding: &str) -> (usize, String) {
    let r = pad
        .router
        .clone()
        .oneshot(request(
            pad,
            "GET",
            path,
            role,
            &[("accept-encoding", encoding)],
            "",
        ))
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK, "{path}");
    let enc = r
        .headers()
        .get(header::CONTENT_ENCODING)
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let bytes = axum::body::to_bytes(r.into_body(), 10 << 20).await.unwrap();
    (bytes.len(), enc)
}

/// The files a page links to: its style sheets, scripts and icons.
fn linked(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"/assets/", "src=\"/assets/"] {
        for (i, _) in page.match_indices(attr) {
            let rest = &page[i + attr.len() - "/assets/".len()..];
            let end = rest.find('"').unwrap();
            out.push(rest[..end].to_string());
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn the_first_load_of_a_300_hand_game_is_under_100_kb_as_sent() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        long_game(&pad.table.path);
        pad.table.refresh();
        let page = pad.get("/", Some(Role::Organiser)).await.body;
        let assets = linked(&page);
        // The pad's own files; what a club evening's pages add is not
        // loaded by a game's pad.
        assert_eq!(
            assets,
            ["/assets/app.css", "/assets/app.js", "/assets/icon.svg"]
        );
        for encoding in ["gzip", "br", "gzip, deflate, br, zstd"] {
            let (mut total, enc) = as_sent(&pad, "/", Some(Role::Organiser), encoding).await;
            assert!(!enc.is_empty(), "the page is compressed for {encoding}");
            for a in &assets {
                total += as_sent(&pad, a, None, encoding).await.0;
            }
            assert!(total <= 100 * 1000, "{encoding}: {total} bytes");
        }
        // The live stream is never held in a compressor.
        let r = pad
            .router
            .clone()
            .oneshot(request(
                &pad,
                "GET",
                "/api/events",
                Some(Role::Viewer),
                &[("accept-encoding", "gzip")],
                "",
            ))
            .await
            .unwrap();
        assert!(r.headers().get(header::CONTENT_ENCODING).is_none());
        // Uncompressed for a client that asks for nothing.
        let (_, enc) = as_sent(&pad, "/", Some(Role::Organiser), "identity").await;
        assert!(enc.is_empty());
    });
}

#[test]
fn compressed_answers_read_back_as_sent() {
    rt().block_on(async {
        let pad = Pad::new(&["Wir", "Sie"]);
        let plain = pad.get("/api/game", Some(Role::Viewer)).await.body;
        let r = pad
            .router
            .clone()
            .oneshot(request(
                &pad,
                "GET",
                "/api/game",
                Some(Role::Viewer),
                &[("accept-encoding", "gzip")],
                "",
            ))
            .await
            .unwrap();
        assert_eq!(r.headers()[header::CONTENT_ENCODING], "gzip");
        let bytes = axum::body::to_bytes(r.into_body(), 10 << 20).await.unwrap();
        let mut text = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, plain);
    });
}
