//! The score pad: each side's standing (total, this hand, lead, what it
//! still needs, its next initial-meld minimum), who deals and sits out,
//! the winner, the halves of the next hand, every hand, and the log. The
//! part that changes (`live`) is fetched again at every change.

use std::sync::Arc;

use axum::extract::{Extension, State};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use crate::i18n::tr;
use crate::i18n::{Catalog, Lang};
use crate::serve::asked::Asked;
use crate::serve::frame::{self, Here};
use crate::serve::lang::query_value;
use crate::serve::page::kept::Kept;
use crate::serve::role::Role;
use crate::serve::table::{Snapshot, Table};
use canasta::sheet::{GameFile, Sheet};

/// `GET /`: the pad, and the form to enter a hand (`?edit=N`: to change
/// hand N, for the organiser).
pub(crate) async fn page(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    let snap = table.snapshot();
    let edit = uri
        .query()
        .and_then(|q| query_value(q, "edit"))
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|n| role == Role::Organiser && *n >= 1 && *n <= snap.game.hands.len());
    full(&snap, &asked, role, edit, None).into_response()
}

/// The whole pad page; `kept` is a form sent back with what was wrong.
pub(crate) fn full(
    snap: &Snapshot,
    asked: &Asked,
    role: Role,
    edit: Option<usize>,
    kept: Option<&Kept>,
) -> Markup {
    let body = html! {
        section #live aria-live="polite" { (live(snap, asked, role)) }
        (super::entry::entry(&snap.game, asked, role, edit, kept))
    };
    frame::page(
        asked.lang,
        asked.named,
        Here::Pad,
        role,
        snap.version,
        &body,
    )
}

/// `GET /live`: the part of the pad that follows the game.
pub(crate) async fn live_part(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    live(&table.snapshot(), &asked, role).into_response()
}

/// The standings, the next hand, the halves, the hands and the log.
fn live(snap: &Snapshot, asked: &Asked, role: Role) -> Markup {
    let g = &snap.game;
    let cat = crate::app::words(&g.rules, asked.lang);
    let s = canasta::sheet::view::sheet_with(g, false);
    let problem = snap
        .problem
        .as_ref()
        .map(|e| crate::render::error::message(e, &cat));
    html! {
        div data-version=(snap.version) {
            @if let Some(p) = problem {
                p.problem role="alert" { (tr!(cat, "serve-file-problem", message = p)) }
            }
            p.you { (you(role, g, &cat)) }
            h1 { (title(&s, &cat)) }
            (standings(&s, &cat))
            (next(&s, &cat))
            (halves(g, &cat, asked.lang))
            (hands(&s, &cat, asked, role))
            @if role == Role::Organiser { (log(g, &cat, &asked.zone)) }
        }
    }
}

fn you(role: Role, g: &GameFile, cat: &Catalog) -> String {
    match role {
        Role::Organiser => tr!(cat, "serve-you-organiser"),
        Role::Viewer => tr!(cat, "serve-you-viewer"),
        Role::Side(i) => tr!(
            cat,
            "serve-you-side",
            side = g.teams.get(i).cloned().unwrap_or_default()
        ),
    }
}

fn title(s: &Sheet, cat: &Catalog) -> String {
    match s.game_hands {
        Some(n) => tr!(
            cat,
            "sheet-title-hands",
            rules = s.rules.as_str(),
            hands = n,
            played = s.hands.len()
        ),
        None => tr!(
            cat,
            "sheet-title-target",
            rules = s.rules.as_str(),
            target = s.target.to_string()
        ),
    }
}

/// A card per side: its total, this hand, its lead, what it still needs
/// and its next initial-meld minimum.
fn standings(s: &Sheet, cat: &Catalog) -> Markup {
    let second_gap = |name: &str| {
        s.teams
            .iter()
            .filter(|t| t.name != name)
            .map(|t| t.gap)
            .min()
            .unwrap_or(0)
    };
    html! {
        div.standings {
            @for t in &s.teams {
                @let leads = s.leader.as_deref() == Some(t.name.as_str());
                article.side.leader[leads] data-side=(t.name) {
                    h2 { (t.name) }
                    p.total { (t.total) }
                    ul.facts {
                        li { (tr!(cat, "sheet-this-hand")) ": " (signed(t.hand)) }
                        @if leads {
                            li.lead { (tr!(cat, "serve-leads", n = second_gap(&t.name).to_string())) }
                        } @else if t.gap > 0 {
                            li { (tr!(cat, "sheet-behind")) ": " (t.gap) }
                        }
                        @if s.game_hands.is_none() {
                            li.to-go {
                                @if t.to_go > 0 { (tr!(cat, "serve-to-go", n = t.to_go.to_string())) }
                                @else { (tr!(cat, "serve-reached")) }
                            }
                        }
                        li.minimum { (tr!(cat, "serve-min-next", min = t.minimum.to_string())) }
                    }
                }
            }
        }
    }
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// The winner (and the special hand that won it), another hand to
/// play, or who deals the next hand and who sits it out: the terminal's
/// own last lines.
fn next(s: &Sheet, cat: &Catalog) -> Markup {
    html! {
        @for line in crate::render::sheet::ending_lines(s, cat) {
            p.next.over[s.over] { (line) }
        }
    }
}

/// The halves of the next hand that are in, the sides waited for, and
/// why the hand was refused where every half is in.
fn halves(g: &GameFile, cat: &Catalog, lang: Lang) -> Markup {
    let halves = g.halves();
    if halves.is_empty() {
        return html! {};
    }
    let refused = crate::serve::hands::refused(g)
        .map(|e| crate::render::error::message(&e, &Catalog::new(lang)));
    let hand = g.hands.len() + 1;
    html! {
        div.halves.refused[refused.is_some()] {
            h2 { (tr!(cat, "serve-halves-title", hand = hand)) }
            ul {
                @for h in &halves {
                    li.in { (tr!(cat, "serve-half-in", side = h.team.as_str(), text = half_words(h, cat))) }
                }
                @for w in g.waiting() {
                    li.waiting { (tr!(cat, "serve-half-waiting", side = w)) }
                }
            }
            @if let Some(why) = refused {
                p.refusal role="alert" { (tr!(cat, "serve-refused", hand = hand, reason = why)) }
            }
        }
    }
}

/// A half as the reader writes it: a tally's items in the reader's
/// words (German `gemischt:1, karten:75`), as the terminal names them;
/// points as they were given.
fn half_words(h: &canasta::sheet::Half, cat: &Catalog) -> String {
    match h.way {
        canasta::sheet::Way::Tally => canasta::sheet::tally::Tally::parse(&h.text).map_or_else(
            |_| h.text.clone(),
            |t| crate::render::sheet::tally_words(cat, &t.items()),
        ),
        canasta::sheet::Way::Points => h.text.clone(),
    }
}

/// Every hand, the latest first: each side's score and running total.
fn hands(s: &Sheet, cat: &Catalog, asked: &Asked, role: Role) -> Markup {
    if s.hands.is_empty() {
        return html! { p.no-hands { (tr!(cat, "sheet-no-hands")) } };
    }
    html! {
        table.hands {
            thead {
                tr {
                    th scope="col" { (tr!(cat, "sheet-head-hand")) }
                    @for t in &s.teams { th scope="col" { (t.name) } }
                    @if role == Role::Organiser { th {} }
                }
            }
            tbody {
                @for h in s.hands.iter().rev() {
                    tr.forced[h.forced] {
                        th scope="row" { (h.number) }
                        @for c in &h.teams {
                            td {
                                span.score { (c.hand) }
                                span.running { (c.total) }
                            }
                        }
                        @if role == Role::Organiser {
                            td {
                                a.edit href=(format!("{}#entry", asked.href(&format!("/?edit={}", h.number)))) {
                                    (tr!(cat, "serve-edit"))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Every change, the latest first, with when (as `game log` writes it:
/// German the table's local day and time) and who.
fn log(g: &GameFile, cat: &Catalog, zone: &jiff::tz::TimeZone) -> Markup {
    let at: Vec<&str> = g.log.iter().map(|c| c.at.as_str()).collect();
    let stamps = crate::render::time::stamps(cat, zone, &at);
    html! {
        details.log {
            summary { (tr!(cat, "serve-log-title")) }
            ol reversed {
                @for (c, when) in g.log.iter().zip(&stamps).rev() {
                    li {
                        time datetime=(c.at) { (when) }
                        " "
                        (crate::render::sheet::change(cat, c))
                    }
                }
            }
        }
    }
}
