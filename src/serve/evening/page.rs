//! The evening's pages: the director's (every table at a glance, the
//! standings, the next round, every link to hand out), a table's (its
//! game, as the one game's pad shows it), a player's (where to sit now,
//! the player's standing, then the table's pad for the player's side),
//! and the viewer's (the tables and the standings, large).

use std::sync::Arc;

use axum::extract::{Extension, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::i18n::{Catalog, Lang, tr};
use crate::serve::evening::keys::{ClubLinks, ClubRole};
use crate::serve::evening::state::Club;
use crate::serve::page::{form, pad};
use crate::serve::reply::{self, Reader};
use crate::visible::visible;
use canasta::club::view::{Club as Shown, RoundView};

/// What `serve EVENING.yaml` prints for people: each link, with what it
/// may do; the director's QR code.
pub(crate) fn links_text(links: &ClubLinks, cat: &Catalog, file: &str) -> String {
    let mut out = tr!(
        cat,
        "serve-listening",
        file = file,
        url = links.url.as_str()
    ) + "\n\n";
    let mut one = |head: String, link: &str| {
        out.push_str(&head);
        out.push('\n');
        out.push_str(link);
        out.push_str("\n\n");
    };
    one(tr!(cat, "serve-evening-link-organiser"), &links.organiser);
    for (n, link) in links.tables_in_order() {
        one(tr!(cat, "serve-evening-link-table", table = n), link);
    }
    for (p, link) in &links.players {
        let shown = visible(p).into_owned();
        one(
            tr!(cat, "serve-evening-link-player", player = shown),
            link.as_str().unwrap_or(""),
        );
    }
    one(tr!(cat, "serve-link-viewer"), &links.viewer);
    out.push_str(&tr!(cat, "serve-stop"));
    out.push('\n');
    out
}

/// A page's language, and whether its address named it.
struct Asked {
    lang: Lang,
    named: bool,
}

impl Asked {
    fn of(club: &Club, uri: &Uri, headers: &HeaderMap) -> Asked {
        Asked {
            lang: crate::serve::lang::of_request(uri, headers, club.lang),
            named: crate::serve::lang::named(uri).is_some(),
        }
    }

    fn href(&self, path: &str) -> String {
        crate::serve::frame::href(path, self.lang, self.named)
    }
}

/// `GET /`: the page of the link's holder.
pub(crate) async fn page(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(&club, &uri, &headers);
    let shown = match canasta::club::view::show(&club.path) {
        Ok(s) => s,
        Err(e) => return reply::refusal(&e, asked.lang, Reader::Person),
    };
    match &role {
        ClubRole::Organiser => director(&club, &shown, &asked, None).into_response(),
        ClubRole::Viewer => viewer(&club, &shown, &asked).into_response(),
        ClubRole::Table(_) | ClubRole::Player(_) => {
            let above = match &role {
                ClubRole::Player(p) => player(&shown, p, &asked),
                ClubRole::Table(n) => table_heading(&shown, *n, &asked),
                _ => html! {},
            };
            match club.seat(&role, &uri) {
                Ok(seat) => {
                    let above = html! { (assets()) (above) };
                    pad::page_above(State(seat.table), seat.role, &uri, &headers, above)
                }
                Err(e) if e.code() == "sitting_out" => {
                    frame(&asked, "player", &above).into_response()
                }
                Err(e) => reply::refusal(&e, asked.lang, Reader::Person),
            }
        }
    }
}

/// `POST /next`: the director's button; back to the director's page,
/// with the refusal where the round could not be drawn.
pub(crate) async fn next(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(&club, &uri, &headers);
    match super::api::draw_next(&club, &role).await {
        Ok(()) => (StatusCode::SEE_OTHER, [(header::LOCATION, asked.href("/"))]).into_response(),
        Err(e) => {
            let status = reply::status_of(&e);
            let cat = Catalog::new(asked.lang).for_pad();
            let message = crate::render::error::message(&e, &cat);
            match canasta::club::view::show(&club.path) {
                Ok(shown) if role == ClubRole::Organiser => {
                    (status, director(&club, &shown, &asked, Some(&message))).into_response()
                }
                _ => reply::refusal(&e, asked.lang, Reader::Person),
            }
        }
    }
}

/// `GET /live`, `POST /hands`, `GET /api/events`: the table's pad's own,
/// for the table the link reaches. The director's and the viewer's
/// `/live` without `?table=` is the evening's part of their page, which
/// their page fetches to follow the evening.
pub(crate) async fn live(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if matches!(role, ClubRole::Organiser | ClubRole::Viewer)
        && crate::serve::lang::query_value(&uri, "table").is_none()
    {
        let asked = Asked::of(&club, &uri, &headers);
        return match canasta::club::view::show(&club.path) {
            Ok(shown) => evening_live(&club, &shown, &asked, &role).into_response(),
            Err(e) => reply::refusal(&e, asked.lang, Reader::Person),
        };
    }
    match club.seat(&role, &uri) {
        Ok(seat) => pad::live_part(State(seat.table), Extension(seat.role), uri, headers).await,
        Err(e) => reply::refusal(&e, club.lang, Reader::Person),
    }
}

/// Which of the pad's plain forms was sent.
#[derive(Clone, Copy)]
enum Sent {
    Hand,
    Undo,
    Redo,
}

async fn sent(
    club: &Club,
    role: &ClubRole,
    uri: Uri,
    headers: HeaderMap,
    body: form::Fields,
    which: Sent,
) -> Response {
    let seat = match club.seat(role, &uri) {
        Ok(seat) => seat,
        Err(e) => return reply::refusal(&e, club.lang, Reader::Person),
    };
    let (table, role) = (State(seat.table), Extension(seat.role));
    match which {
        Sent::Hand => form::add(table, role, uri, headers, body).await,
        Sent::Undo => form::undo(table, role, uri, headers, body).await,
        Sent::Redo => form::redo(table, role, uri, headers, body).await,
    }
}

pub(crate) async fn hands(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
    body: form::Fields,
) -> Response {
    sent(&club, &role, uri, headers, body, Sent::Hand).await
}

pub(crate) async fn undo(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
    body: form::Fields,
) -> Response {
    sent(&club, &role, uri, headers, body, Sent::Undo).await
}

pub(crate) async fn redo(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
    body: form::Fields,
) -> Response {
    sent(&club, &role, uri, headers, body, Sent::Redo).await
}

/// `GET /api/version` of the table the link reaches.
pub(crate) async fn version(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
) -> Response {
    match club.seat(&role, &uri) {
        Ok(seat) => crate::serve::api::version(State(seat.table)).await,
        Err(e) => reply::refusal(&e, club.lang, Reader::Program),
    }
}

pub(crate) async fn events(
    State(club): State<Arc<Club>>,
    Extension(role): Extension<ClubRole>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    match club.seat(&role, &uri) {
        Ok(seat) => {
            crate::serve::events::events(State(seat.table), Extension(seat.role), uri, headers)
                .await
        }
        Err(e) => reply::refusal(&e, club.lang, Reader::Program),
    }
}

/// A page of the evening: the title, the other language, the body;
/// `kind` (`director`, `viewer`, `player`) styles it.
fn frame(asked: &Asked, kind: &str, body: &Markup) -> Markup {
    let cat = Catalog::new(asked.lang);
    let other = match asked.lang {
        Lang::En => Lang::De,
        Lang::De => Lang::En,
    };
    html! {
        (DOCTYPE)
        html lang=(asked.lang.tag()) {
            (crate::serve::frame::head(&tr!(cat, "serve-evening-title")))
            body class=(kind) data-lang=(asked.lang.tag()) {
                (assets())
                header { nav {
                    a href=(asked.href("/")) aria-current="page" { (tr!(cat, "serve-evening-title")) }
                    a.lang href=(crate::serve::frame::href("/", other, true)) hreflang=(other.tag())
                        lang=(other.tag()) title=(tr!(cat, "serve-other-lang"))
                        aria-label=(tr!(cat, "serve-other-lang")) { (other.tag().to_uppercase()) }
                } }
                main { (body) }
            }
        }
    }
}

/// What the evening's pages load beside the pad's own files (which the
/// one-game pad's pages load alone): in the body, so that a table's and a
/// player's page, which are the pad's page with the evening above it,
/// load them too.
fn assets() -> Markup {
    html! {
        link rel="stylesheet" href="/assets/evening.css";
        script src="/assets/evening.js" defer {}
    }
}

/// The round being played: each table, its sides, its game's state.
/// The director's page and the viewer's show the same rows.
fn round(r: &RoundView, asked: &Asked) -> Markup {
    let cat = Catalog::new(asked.lang);
    html! {
        section.round data-round=(r.round) {
            h2 { (tr!(cat, "serve-evening-round", round = r.round)) }
            div.wide { table.tables {
                thead { tr {
                    th { (tr!(cat, "club-head-table")) }
                    th { (tr!(cat, "club-head-sides")) }
                    th.n { (tr!(cat, "club-head-hands")) }
                    th.n { (tr!(cat, "club-head-score")) }
                    th { (tr!(cat, "club-head-game")) }
                } }
                tbody { @for t in &r.tables {
                    tr data-table=(t.table) data-finished=(t.finished) {
                        td.n { (t.table) }
                        td.sides { @for (i, s) in t.sides.iter().enumerate() {
                            @if i > 0 { " – " }
                            span.side { (s.join(" & ")) }
                        } }
                        td.n.hands { (t.hands) }
                        td.n.score { (t.totals.iter().map(ToString::to_string).collect::<Vec<_>>().join(" : ")) }
                        td.state { (crate::render::club::state(t, &cat)) }
                    }
                } }
            } }
            @if !r.byes.is_empty() {
                p.byes { (tr!(cat, "serve-evening-byes", players = r.byes.join(", "))) }
            }
        }
    }
}

/// The standings, best first.
fn standings(shown: &Shown, asked: &Asked) -> Markup {
    let cat = Catalog::new(asked.lang);
    // The won/drawn/lost columns (`wdl`) stay off the viewer's screen,
    // for the rest to be read across the room.
    let heads = [
        ("club-head-rank", "n"),
        ("club-head-player", ""),
        ("club-head-games", "n"),
        ("club-head-won", "n wdl"),
        ("club-head-drawn", "n wdl"),
        ("club-head-lost", "n wdl"),
        ("club-head-match-points", "n mp"),
        ("club-head-difference", "n"),
    ];
    html! {
        section.standings {
            h2 { (tr!(cat, "club-standings")) }
            div.wide { table #standings {
                thead { tr { @for (h, class) in heads { th class=(class) { (tr!(cat, h)) } } } }
                tbody { @for s in &shown.standings {
                    tr data-player=(s.player) {
                        td.n { (s.rank) } td.player { (s.player) } td.n { (s.games) } td.n.wdl { (s.won) }
                        td.n.wdl { (s.drawn) } td.n.wdl { (s.lost) } td.n.mp { (s.match_points) } td.n { (s.difference) }
                    }
                } }
            } }
        }
    }
}

/// The director's page; `refused` says why the last "next round" was.
fn director(club: &Club, shown: &Shown, asked: &Asked, refused: Option<&str>) -> Markup {
    let cat = Catalog::new(asked.lang);
    let body = html! {
        h1 { (tr!(cat, "serve-evening-title")) }
        @if let Some(why) = refused { p.refusal role="alert" { (why) } }
        (evening_live(club, shown, asked, &ClubRole::Organiser))
        p.print { button #print.js-only type="button" hidden { (tr!(cat, "serve-evening-print")) } }
        details #links.links {
            summary { (tr!(cat, "serve-evening-links")) }
            p.hint { (tr!(cat, "serve-evening-links-note")) }
            @for (n, url) in club.links.tables_in_order() {
                (handout(&tr!(cat, "serve-evening-table", table = n), url, &format!("table{n}")))
            }
            @for (p, url) in &club.links.players {
                (handout(p, url.as_str().unwrap_or(""), "player"))
            }
            (handout(&tr!(cat, "serve-links-viewer"), &club.links.viewer, "viewer"))
        }
    };
    frame(asked, "director", &body)
}

/// The part of the director's and the viewer's page that follows the
/// evening (`GET /live`): the round being played and the standings; for
/// the director, the next round's button and the lists printed per
/// table.
fn evening_live(club: &Club, shown: &Shown, asked: &Asked, role: &ClubRole) -> Markup {
    let cat = Catalog::new(asked.lang);
    let current = shown.rounds.last();
    let done = current.is_some_and(|r| r.finished);
    html! {
        div #club-live {
            @if *role == ClubRole::Organiser {
                @if let Some(r) = current { (round(r, asked)) }
                // Pressed too early, it says which tables still play.
                form #next method="post" action=(asked.href("/next")) {
                    button type="submit" { (tr!(cat, "serve-evening-next")) }
                    @if !done { p.hint { (tr!(cat, "serve-evening-next-wait")) } }
                }
                (standings(shown, asked))
                @if let Some(r) = current { (super::sheets::sheets(&club.path, r, &cat)) }
            } @else {
                div.board {
                    (standings(shown, asked))
                    @if let Some(r) = current { (round(r, asked)) }
                }
            }
        }
    }
}

/// One link to hand out, with its QR code.
fn handout(label: &str, url: &str, kind: &str) -> Markup {
    html! {
        figure.link data-role=(kind) {
            @if let Some(svg) = crate::serve::qr::svg(url) { (PreEscaped(svg)) }
            figcaption { strong { (label) } br; a href=(url) { (url) } }
        }
    }
}

/// The viewer's page: the standings and the tables' progress, for a
/// projector or a TV across the room; it follows the evening.
fn viewer(club: &Club, shown: &Shown, asked: &Asked) -> Markup {
    let cat = Catalog::new(asked.lang);
    let body = html! {
        h1 { (tr!(cat, "serve-evening-title")) }
        (evening_live(club, shown, asked, &ClubRole::Viewer))
    };
    frame(asked, "viewer", &body)
}

/// Above a table's pad: which table, in which round. Its round tells
/// the page when the next one is drawn (the page then opens the new
/// round's game at this table).
fn table_heading(shown: &Shown, table: u32, asked: &Asked) -> Markup {
    let cat = Catalog::new(asked.lang);
    let Some(r) = shown.rounds.last() else {
        return html! {};
    };
    html! {
        section #whereabouts.evening-table data-round=(r.round) {
            h1 { (tr!(cat, "serve-evening-sheet", table = table, round = r.round)) }
        }
    }
}

/// Above a player's pad: where to sit now, with whom, the standing. Its
/// round tells the page when the next one is drawn (the page then
/// follows the player to the new table).
fn player(shown: &Shown, name: &str, asked: &Asked) -> Markup {
    let cat = Catalog::new(asked.lang);
    let Some(r) = shown.rounds.last() else {
        return html! {};
    };
    let at = r.tables.iter().find_map(|t| {
        let side = t.sides.iter().position(|s| s.iter().any(|p| p == name))?;
        Some((t, side))
    });
    let standing = shown.standings.iter().find(|s| s.player == name);
    html! {
        section #whereabouts.evening-player data-player=(name) data-round=(r.round) {
            @match at {
                Some((t, side)) => {
                    h1 { (tr!(cat, "serve-evening-sit", round = r.round, table = t.table)) }
                    p { (tr!(cat, "serve-evening-partner",
                        partner = t.sides[side].iter().filter(|p| *p != name).cloned().collect::<Vec<_>>().join(", "),
                        others = t.sides.iter().enumerate().filter(|(i, _)| *i != side)
                            .flat_map(|(_, s)| s.iter().cloned()).collect::<Vec<_>>().join(", "))) }
                }
                None => { h1 { (tr!(cat, "serve-evening-bye", round = r.round)) } }
            }
            @if let Some(s) = standing {
                p.standing { (tr!(cat, "serve-evening-standing", rank = s.rank,
                    count = shown.standings.len(), points = s.match_points.to_string(),
                    difference = s.difference.to_string())) }
            }
        }
    }
}
