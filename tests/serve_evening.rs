//! A club evening served (`canasta serve EVENING.yaml`), in real headless
//! Chromium as the director, a table's phone and a player use it, in
//! English and in German (the browser of `serve_browser`): the director
//! sees every table and the standings and draws the next round once every
//! table has finished; a table's phone enters, undoes and redoes a hand; a
//! player's link says where the player sits and how the player stands,
//! and follows the player to the next round's table; another link on a
//! phone that holds one is asked about first; the viewer's screen is
//! large and follows the evening; the director's page prints a list per
//! table on A4.

use serde_json::{Value, json};

use crate::serve::Server;
use crate::serve_browser::{Browser, cli, rt};
use crate::serve_night::base64_decode;

const PLAYERS: [&str; 8] = [
    "Anna", "Bert", "Carla", "Dirk", "Eva", "Fritz", "Gerda", "Hans",
];

/// An evening of eight players, games of one hand, the next round drawn
/// by the standings (so that a player's table can change).
fn evening() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec!["club", "new", "abend.yaml", "--seed", "7", "--hands", "1"];
    for p in PLAYERS {
        args.extend(["--player", p]);
    }
    cli(dir.path(), &args);
    let file = dir.path().join("abend.yaml");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("next: rotate"), "{text}");
    std::fs::write(&file, text.replacen("next: rotate", "next: standings", 1)).unwrap();
    dir
}

/// The evening as `GET /api/club` has it (`club show --format json`).
fn club(server: &Server) -> Value {
    let (status, c) = server.get("/api/club", "viewer");
    assert_eq!(status, 200, "{c}");
    serde_json::from_str(&c).unwrap()
}

/// The table `player` sits at in the round being played, that table,
/// and the player's side's index in its game.
fn seat(club: &Value, player: &str) -> (u64, Value, usize) {
    let round = club["rounds"].as_array().unwrap().last().unwrap();
    for t in round["tables"].as_array().unwrap() {
        for (i, side) in t["sides"].as_array().unwrap().iter().enumerate() {
            if side.as_array().unwrap().iter().any(|p| p == player) {
                return (t["table"].as_u64().unwrap(), t.clone(), i);
            }
        }
    }
    panic!("{player} sits nowhere: {club}");
}

/// A side's name in its table's game: its players, `Anna & Hans`.
fn side_name(table: &Value, side: usize) -> String {
    let names: Vec<&str> = table["sides"][side]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap())
        .collect();
    names.join(" & ")
}

/// A link of `serve --format json`'s: `organiser`, `viewer`, or under
/// `tables` or `players`.
fn link(server: &Server, group: Option<&str>, who: &str, lang: &str) -> String {
    let l = match group {
        Some(g) => &server.links[g][who],
        None => &server.links[who],
    };
    format!("{}&lang={lang}", l.as_str().unwrap())
}

/// The rows of the table `css` (`tr[data-…]`) as the page shows them.
async fn rows(b: &Browser, css: &str) -> Value {
    b.js(&format!(
        "return [...document.querySelectorAll({})].map(r => r.textContent);",
        json!(css)
    ))
    .await
}

/// The director's page in round 1: every table, the standings, and the
/// next round waiting for the games.
async fn director_round_one(
    b: &Browser,
    server: &Server,
    shown: &Value,
    lang: &str,
    round: &str,
    standings: &str,
) {
    b.c().delete_all_cookies().await.unwrap();
    b.c()
        .goto(&link(server, None, "organiser", lang))
        .await
        .unwrap();
    b.wait_text("section.round[data-round='1'] h2", &format!("{round} 1"))
        .await;
    let tables = rows(b, "table.tables tbody tr").await;
    assert_eq!(tables.as_array().unwrap().len(), 2, "{tables}");
    for t in shown["rounds"][0]["tables"].as_array().unwrap() {
        for side in [0, 1] {
            let name = side_name(t, side);
            let row = b
                .text(&format!("table.tables tr[data-table='{}']", t["table"]))
                .await;
            assert!(row.contains(&name), "{row} lacks {name}");
        }
    }
    assert!(b.text("section.standings h2").await.contains(standings));
    let ranked = rows(b, "#standings tbody tr").await;
    assert_eq!(ranked.as_array().unwrap().len(), PLAYERS.len(), "{ranked}");
    // The next round waits for the games; the page says so.
    assert!(!b.text("#next p.hint").await.is_empty());
    handouts(b, server).await;
    // The other language's link, and back.
    let other = if lang == "en" { "Durchgang" } else { "Round" };
    b.click("header a.lang").await;
    b.wait_text("section.round[data-round='1'] h2", &format!("{other} 1"))
        .await;
    b.click("header a.lang").await;
    b.wait_text("section.round[data-round='1'] h2", &format!("{round} 1"))
        .await;
}

/// The director's "links to hand out": each table's, each player's and
/// the viewer's link, each with its QR code drawn.
async fn handouts(b: &Browser, server: &Server) {
    b.click("#links summary").await;
    let shown = b
        .js("return [...document.querySelectorAll('#links figure')].map(f => \
               [f.querySelector('svg.qr').getBoundingClientRect().width, f.querySelector('a').href]);")
        .await;
    let mut wanted: Vec<&str> = server.links["tables"]
        .as_object()
        .unwrap()
        .values()
        .chain(server.links["players"].as_object().unwrap().values())
        .map(|l| l.as_str().unwrap())
        .collect();
    wanted.push(server.links["viewer"].as_str().unwrap());
    wanted.sort_unstable();
    let mut got: Vec<&str> = shown
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            assert!(f[0].as_f64().unwrap() > 100.0, "a QR code to scan: {f}");
            f[1].as_str().unwrap()
        })
        .collect();
    got.sort_unstable();
    assert_eq!(got, wanted);
    assert_eq!(got.len(), 2 + PLAYERS.len() + 1);
}

/// Anna's table's phone enters its one hand, Anna's side far ahead;
/// undoes it and redoes it (the evening's pad's forms).
async fn table_phone(
    b: &Browser,
    server: &Server,
    lang: &str,
    at: u64,
    table: &Value,
    side: usize,
) {
    b.c().delete_all_cookies().await.unwrap();
    b.c()
        .goto(&link(server, Some("tables"), &at.to_string(), lang))
        .await
        .unwrap();
    // Which table, which round: the round the page follows.
    let heading = if lang == "de" {
        format!("Tisch {at}, Durchgang 1")
    } else {
        format!("Table {at}, round 1")
    };
    b.wait_text("#whereabouts[data-round='1'] h1", &heading)
        .await;
    let (ours, theirs) = (side_name(table, side), side_name(table, 1 - side));
    let (natural, out, cards) = if lang == "de" {
        ("echt", "aus", "karten")
    } else {
        ("natural", "out", "cards")
    };
    b.type_into(
        &format!("input[name='tally:{ours}']"),
        &format!("{natural}:2,{out},{cards}:200"),
    )
    .await;
    b.type_into(
        &format!("input[name='tally:{theirs}']"),
        &format!("{cards}:10"),
    )
    .await;
    b.click("button.send").await;
    let total = format!(".side[data-side='{ours}'] .total");
    b.wait_text(&total, "1300").await;
    b.click(".tools form.undo button").await;
    b.wait_for(
        &format!(
            "document.querySelector({}).textContent.trim() === '0'",
            json!(total)
        ),
        "0",
    )
    .await;
    let index = usize::try_from(at - 1).unwrap();
    assert_eq!(club(server)["rounds"][0]["tables"][index]["hands"], 0);
    b.click(".tools form.redo button").await;
    b.wait_text(&total, "1300").await;
}

#[test]
fn the_director_draws_the_next_round_and_a_players_link_follows_the_player() {
    rt().block_on(async {
        let test = "the_director_draws_the_next_round_and_a_players_link_follows_the_player";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        for (lang, round, table, sit, standings) in [
            ("en", "Round", "table", "sit at table", "Standings"),
            ("de", "Durchgang", "Tisch", "an Tisch", "Rangliste"),
        ] {
            let dir = evening();
            let server = Server::start(dir.path(), "abend.yaml", &[]);
            let shown = club(&server);
            let (anna_at, anna_table, anna_side) = seat(&shown, "Anna");
            assert_ne!(anna_at, 1, "the draw of seed 7 seats Anna at table 2");
            director_round_one(&b, &server, &shown, lang, round, standings).await;
            table_phone(&b, &server, lang, anna_at, &anna_table, anna_side).await;
            refused_next(&b, &server, lang, round, 3 - anna_at).await;
            // The other table finishes from the command line.
            for t in shown["rounds"][0]["tables"].as_array().unwrap() {
                if t["table"] != anna_at {
                    first_side_wins(dir.path(), t);
                }
            }
            // Anna's link, on a phone of her own: where she sits and how
            // she stands.
            b.c().delete_all_cookies().await.unwrap();
            b.c()
                .goto(&link(&server, Some("players"), "Anna", lang))
                .await
                .unwrap();
            b.wait_text("#whereabouts h1", &format!("{sit} {anna_at}"))
                .await;
            let standing = b.text("#whereabouts p.standing").await;
            let first = if lang == "de" { "1 von 8" } else { "1 of 8" };
            assert!(
                standing.contains(first) && standing.contains("1290"),
                "{standing}"
            );
            // The director's link on Anna's phone: asked first; kept
            // Anna's when declined, the director's once confirmed.
            let (question, directors) = if lang == "de" {
                ("anderen Link", "Turnierleitung")
            } else {
                ("another link", "director")
            };
            for yes in [false, true] {
                b.c()
                    .goto(&link(&server, None, "organiser", lang))
                    .await
                    .unwrap();
                b.wait_text("section.door h1", question).await;
                let asked = b.text("section.door").await;
                assert!(
                    asked.contains(directors) && asked.contains("Anna"),
                    "{asked}"
                );
                if yes {
                    b.click("section.door form button").await;
                } else {
                    b.click("section.door p a").await;
                    b.wait_text("#whereabouts h1", &format!("{sit} {anna_at}"))
                        .await;
                }
            }
            // The director draws round 2: the button is pressed once every
            // table has finished.
            b.wait_text("section.round[data-round='1'] h2", round).await;
            assert_eq!(
                b.js("return document.querySelectorAll('#next p.hint').length;")
                    .await,
                json!(0)
            );
            b.click("#next button").await;
            b.wait_text("section.round[data-round='2'] h2", &format!("{round} 2"))
                .await;
            let now = club(&server);
            assert_eq!(now["rounds"].as_array().unwrap().len(), 2, "{now}");
            let (anna_now, _, _) = seat(&now, "Anna");
            assert_eq!(anna_now, 1, "the best four sit at table 1: {now}");
            for t in now["rounds"][1]["tables"].as_array().unwrap() {
                let row = b
                    .text(&format!("table.tables tr[data-table='{}']", t["table"]))
                    .await;
                assert!(row.contains(&side_name(t, 0)), "{row}");
            }
            // Her link now leads to her new table.
            b.c().delete_all_cookies().await.unwrap();
            b.c()
                .goto(&link(&server, Some("players"), "Anna", lang))
                .await
                .unwrap();
            b.wait_text("#whereabouts h1", &format!("{round} 2")).await;
            let h1 = b.text("#whereabouts h1").await;
            assert!(h1.contains(&format!("{table} 1")), "{h1}");
            round_three_follows(&b, &server, dir.path(), &now, round, sit).await;
        }
        b.close().await;
    });
}

/// Round 2 ends and round 3 is drawn at the command line: Anna's page,
/// left open, goes to round 3 by itself.
async fn round_three_follows(
    b: &Browser,
    server: &Server,
    dir: &std::path::Path,
    now: &Value,
    round: &str,
    sit: &str,
) {
    for t in now["rounds"][1]["tables"].as_array().unwrap() {
        first_side_wins(dir, t);
    }
    cli(dir, &["club", "next", "abend.yaml"]);
    let third = club(server);
    let (anna_third, _, _) = seat(&third, "Anna");
    b.wait_text("#whereabouts h1", &format!("{round} 3: {sit} {anna_third}"))
        .await;
}

/// The director presses "next round" while table `unfinished` still
/// plays: the page says which, and nothing changed.
async fn refused_next(b: &Browser, server: &Server, lang: &str, round: &str, unfinished: u64) {
    b.c().delete_all_cookies().await.unwrap();
    b.c()
        .goto(&link(server, None, "organiser", lang))
        .await
        .unwrap();
    b.wait_text("section.round[data-round='1'] h2", round).await;
    let before = club(server);
    b.click("#next button").await;
    let table = if lang == "de" { "Tisch" } else { "table" };
    let why = b
        .wait_text("p.refusal", &format!("{table} {unfinished} ("))
        .await;
    let finished = 3 - unfinished;
    assert!(!why.contains(&format!("{finished} (")), "{why}");
    b.wait_text("section.round[data-round='1'] h2", round).await;
    assert_eq!(club(server), before);
}

/// An evening of eight players, games of three hands.
fn evening_of_three_hands() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec!["club", "new", "abend.yaml", "--seed", "7", "--hands", "3"];
    for p in PLAYERS {
        args.extend(["--player", p]);
    }
    cli(dir.path(), &args);
    dir
}

/// A hand at `table` of round 1, from the command line.
fn hand_at(dir: &std::path::Path, shown: &Value, table: usize) {
    first_side_wins(dir, &shown["rounds"][0]["tables"][table - 1]);
}

/// A hand at the table `t` (as `club show --format json` has it), from
/// the command line: its first side goes out far ahead.
fn first_side_wins(dir: &std::path::Path, t: &Value) {
    cli(
        dir,
        &[
            "game",
            "add",
            t["game"].as_str().unwrap(),
            "--tally",
            &format!("{}=natural,out,cards:100", side_name(t, 0)),
            &format!("{}=cards:50", side_name(t, 1)),
        ],
    );
}

#[test]
fn the_viewers_screen_is_large_and_follows_the_evening() {
    rt().block_on(async {
        let test = "the_viewers_screen_is_large_and_follows_the_evening";
        let Some(b) = Browser::sized(test, 1280).await else {
            return;
        };
        let dir = evening_of_three_hands();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let shown = club(&server);
        for (lang, standings, left) in [
            ("en", "Standings", "2 hands left"),
            ("de", "Rangliste", "noch 2 Runden"),
        ] {
            b.c().delete_all_cookies().await.unwrap();
            b.c()
                .goto(&link(&server, None, "viewer", lang))
                .await
                .unwrap();
            b.wait_text("section.standings h2", standings).await;
            let look = b
                .js("const td = document.querySelector('#standings tbody td.player'); \
                     return [parseFloat(getComputedStyle(td).fontSize), \
                       getComputedStyle(document.body).backgroundColor, getComputedStyle(td).color, \
                       document.querySelectorAll('#standings tbody tr').length, \
                       [...document.querySelectorAll('#standings .wdl')].every(e => e.getBoundingClientRect().width === 0), \
                       document.documentElement.scrollWidth <= innerWidth];")
                .await;
            assert!(look[0].as_f64().unwrap() >= 28.0, "large type: {look}");
            assert_eq!(look[1], json!("rgb(0, 0, 0)"), "{look}");
            assert_eq!(look[2], json!("rgb(255, 255, 255)"), "{look}");
            assert_eq!(look[3], json!(PLAYERS.len()), "{look}");
            assert_eq!(look[4], json!(true), "won/drawn/lost off the screen: {look}");
            assert_eq!(look[5], json!(true), "no sideways scrolling: {look}");
            // A hand at a table: the screen shows it by itself.
            b.js("window.stayed = 1; return 0;").await;
            let table = if lang == "en" { 1 } else { 2 };
            hand_at(dir.path(), &shown, table);
            let row = format!("table.tables tr[data-table='{table}']");
            b.wait_text(&format!("{row} td.state"), left).await;
            assert_eq!(b.text(&format!("{row} td.hands")).await, "1");
            assert_eq!(b.js("return window.stayed;").await, json!(1), "no reload");
        }
        b.close().await;
    });
}

#[test]
fn the_directors_page_prints_the_standings_and_a_list_per_table_on_a4() {
    rt().block_on(async {
        let test = "the_directors_page_prints_the_standings_and_a_list_per_table_on_a4";
        let Some(b) = Browser::start(test).await else {
            return;
        };
        let dir = evening_of_three_hands();
        let server = Server::start(dir.path(), "abend.yaml", &[]);
        let shown = club(&server);
        hand_at(dir.path(), &shown, 2);
        for (lang, sign, print) in [
            ("en", "Signed for", "Print"),
            ("de", "Unterschrift für", "drucken"),
        ] {
            b.cdp("Emulation.setEmulatedMedia", json!({"media": "screen"}))
                .await;
            b.c().delete_all_cookies().await.unwrap();
            b.c()
                .goto(&link(&server, None, "organiser", lang))
                .await
                .unwrap();
            b.wait_text("#print", print).await;
            assert_eq!(
                b.js("return document.querySelector('.sheets').getBoundingClientRect().height;")
                    .await,
                json!(0),
                "the lists are for paper"
            );
            b.js("window.print = () => { document.body.dataset.printed = '1'; }; return 0;")
                .await;
            b.click("#print").await;
            b.wait_for("document.body.dataset.printed === '1'", "0").await;
            b.cdp("Emulation.setEmulatedMedia", json!({"media": "print"}))
                .await;
            let printed = b
                .wait_for(
                    "getComputedStyle(document.querySelector('#next')).display === 'none'",
                    "[[...document.querySelectorAll('#standings tbody tr')].filter(r => r.getBoundingClientRect().height > 0).length, \
                      [...document.querySelectorAll('article.sheet')].map(s => [getComputedStyle(s).breakBefore, \
                         s.querySelectorAll('tr.played').length, s.querySelectorAll('tr.empty').length, \
                         [...s.querySelectorAll('.sign')].filter(p => p.getBoundingClientRect().height > 0).map(p => p.textContent.split(' ')[0])]), \
                      [...document.querySelectorAll('button, header, #links, #next')].filter(e => e.getBoundingClientRect().height > 0).length]",
                )
                .await;
            let first = sign.split(' ').next().unwrap();
            assert_eq!(
                printed,
                json!([
                    PLAYERS.len(),
                    [["page", 0, 3, [first, first]], ["page", 1, 2, [first, first]]],
                    0
                ])
            );
            let row = b.text("article.sheet[data-table='2'] tr.played").await;
            assert!(row.starts_with('1') && row.contains("50"), "{row}");
            let pdf = b
                .cdp(
                    "Page.printToPDF",
                    json!({"preferCSSPageSize": true, "printBackground": false}),
                )
                .await;
            let bytes = base64_decode(pdf["data"].as_str().unwrap());
            let text = String::from_utf8_lossy(&bytes);
            assert!(
                text.contains("/MediaBox [0 0 595") || text.contains("/MediaBox [0 0 594"),
                "A4"
            );
            let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
            assert_eq!(pages, 3, "the standings, then a page per table");
        }
        b.close().await;
    });
}
