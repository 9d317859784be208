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
    let edit = query_value(&uri, "edit")
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|n| role == Role::Organiser && *n >= 1 && *n <= snap.game.hands.len());
    full(&snap, &asked, role, edit, None).into_response()
}

/// The pad for a table of a club evening, with what the evening says
/// above it (a player's seat and standing).
pub(crate) fn page_above(
    State(table): State<Arc<Table>>,
    role: Role,
    uri: &Uri,
    headers: &HeaderMap,
    above: Markup,
) -> Response {
    let asked = Asked::of(&table, uri, headers);
    let snap = table.snapshot();
    page_of(&snap, &asked, role, None, None, Some(above)).into_response()
}

/// The whole pad page; `kept` is a form sent back with what was wrong.
pub(crate) fn full(
    snap: &Snapshot,
    asked: &Asked,
    role: Role,
    edit: Option<usize>,
    kept: Option<&Kept>,
) -> Markup {
    page_of(snap, asked, role, edit, kept, None)
}

fn page_of(
    snap: &Snapshot,
    asked: &Asked,
    role: Role,
    edit: Option<usize>,
    kept: Option<&Kept>,
    above: Option<Markup>,
) -> Markup {
    let cat = Catalog::new(asked.lang);
    let body = html! {
        @if let Some(above) = above { (above) }
        p #offline.banner role="alert" hidden { (tr!(cat, "serve-offline")) }
        section #live aria-live="polite" data-game=(asked.game)
            data-w-pending=(tr!(cat, "serve-pending")) data-w-saved=(tr!(cat, "serve-saved"))
            data-w-half-saved=(tr!(cat, "serve-half-saved")) data-w-lost-link=(tr!(cat, "serve-lost-link"))
            data-w-busy=(tr!(cat, "serve-busy")) data-w-moved-on=(tr!(cat, "serve-moved-on")) {
            (live(snap, asked, role, false))
        }
        (super::entry::entry(&snap.game, asked, role, edit, kept))
        // A table of an evening hands out the evening's links, not these.
        @if role == Role::Organiser && asked.shared.len() > 1 {
            (super::links::links(&snap.game.teams, asked))
        }
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
    live(&table.snapshot(), &asked, role, true).into_response()
}

/// The standings, the next hand, the halves, the hands and the log;
/// with `parts`, the entry's parts that follow the game too.
fn live(snap: &Snapshot, asked: &Asked, role: Role, parts: bool) -> Markup {
    let g = &snap.game;
    let cat = crate::app::words(&g.rules, asked.lang).for_pad();
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
            (standings(g, &s, &cat))
            (next(g, &s, &cat))
            (halves(g, &cat, asked.lang))
            (hands(&s, &cat, asked, role))
            (signatures(&s, &cat))
            @if role == Role::Organiser { (log(g, &cat, &asked.zone)) }
        }
        @if parts { (super::entry::parts(g, asked, role)) }
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

/// A card per side: its players, its total, this hand, its lead, what
/// it still needs and, while the game goes on, its next initial-meld
/// minimum.
fn standings(g: &GameFile, s: &Sheet, cat: &Catalog) -> Markup {
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
                    @if let Some(p) = g.players.get(&t.name).filter(|p| !p.is_empty()) {
                        p.players { (tr!(cat, "serve-players", players = p.join(", "))) }
                    }
                    p.total { (t.total) }
                    ul.facts {
                        li { (tr!(cat, "sheet-this-hand")) ": " (signed(t.hand)) }
                        @if leads {
                            li.lead { (tr!(cat, "serve-leads", n = second_gap(&t.name).to_string())) }
                        } @else if t.gap > 0 {
                            li { (tr!(cat, "sheet-behind")) ": " (t.gap) }
                        }
                        @if s.game_hands.is_none() && !s.over {
                            li.to-go {
                                @if t.to_go > 0 { (tr!(cat, "serve-to-go", n = t.to_go.to_string())) }
                                @else { (tr!(cat, "serve-reached")) }
                            }
                        }
                        @if !s.over {
                            li.minimum { (tr!(cat, "serve-min-next", min = t.minimum.to_string())) }
                        }
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
/// own last lines; and who plays first.
fn next(g: &GameFile, s: &Sheet, cat: &Catalog) -> Markup {
    let first = (!s.over).then(|| g.first_to_play(s.next_hand)).flatten();
    html! {
        @for line in crate::render::sheet::ending_lines(s, cat) {
            p.next.over[s.over] { (line) }
        }
        @if let Some(p) = first {
            p.first { (tr!(cat, "serve-first", player = crate::visible::visible(p).into_owned())) }
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
    let refused = g
        .halves_refused()
        .map(|e| crate::render::error::message(&e, &Catalog::new(lang).for_pad()));
    let hand = g.hands.len() + 1;
    html! {
        div.halves.refused[refused.is_some()] {
            h2 { (tr!(cat, "serve-halves-title", hand = hand)) }
            ul {
                @for h in &halves {
                    li.in { (tr!(cat, "serve-half-in", side = h.team.as_str(), text = half_words(g, h, cat))) }
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

/// A half in words, as a table says it (`1 natürlicher Canasta, 1 rote
/// Drei, ausgemacht, Kartenwert 185`); points as they were given.
fn half_words(g: &GameFile, h: &canasta::sheet::Half, cat: &Catalog) -> String {
    match h.way {
        canasta::sheet::Way::Tally => canasta::sheet::tally::Tally::parse(&h.text).map_or_else(
            |_| h.text.clone(),
            |t| super::words::tally(&g.rules, &t, cat),
        ),
        canasta::sheet::Way::Points => h.text.clone(),
    }
}

/// How many of the latest hands and changes are shown open; the older
/// ones are folded, still on the page (and printed).
const OPEN: usize = 12;

/// Every hand, the latest first: each side's score and running total;
/// the hands before the latest `OPEN` folded, still on the page.
fn hands(s: &Sheet, cat: &Catalog, asked: &Asked, role: Role) -> Markup {
    if s.hands.is_empty() {
        return html! { p.no-hands { (tr!(cat, "sheet-no-hands")) } };
    }
    let split = s.hands.len().saturating_sub(OPEN);
    let (older, latest) = s.hands.split_at(split);
    let head = html! {
        thead {
            tr {
                th scope="col" { (tr!(cat, "sheet-head-hand")) }
                @for t in &s.teams { th scope="col" { (t.name) } }
            }
        }
    };
    let edit = role == Role::Organiser;
    html! {
        table.hands {
            (head)
            tbody { @for h in latest.iter().rev() { (hand_row(h, cat, asked, edit)) } }
        }
        @if !older.is_empty() {
            details.older-hands {
                summary { (tr!(cat, "serve-hands-older", last = older.len())) }
                @if edit { (edit_older(older.len(), cat, asked)) }
                table.hands {
                    (head)
                    tbody { @for h in older.iter().rev() { (hand_row(h, cat, asked, false)) } }
                }
            }
        }
    }
}

/// One hand's row: its number (for the organiser, of the latest hands, a
/// link to change it), and each side's score over its running total. As
/// few bytes as the table needs: a long game's page is hundreds of them.
fn hand_row(h: &canasta::sheet::view::HandRow, cat: &Catalog, asked: &Asked, edit: bool) -> Markup {
    html! {
        tr.forced[h.forced] {
            th {
                @if edit {
                    a.edit href=(format!("{}#entry", asked.href(&format!("/?edit={}", h.number))))
                        title=(tr!(cat, "serve-edit")) { (h.number) }
                } @else { (h.number) }
            }
            @for c in &h.teams { td { (c.hand) i { (c.total) } } }
        }
    }
}

/// The organiser's way to change one of the folded hands: its number,
/// in one small form, rather than a link on every row.
fn edit_older(last: usize, cat: &Catalog, asked: &Asked) -> Markup {
    html! {
        form.edit-older method="get" action="/#entry" {
            @if asked.named { input type="hidden" name="lang" value=(asked.lang.tag()); }
            label {
                (tr!(cat, "serve-edit-which"))
                input type="number" name="edit" min="1" max=(last) required inputmode="numeric";
            }
            button type="submit" { (tr!(cat, "serve-edit")) }
        }
    }
}

/// A line to sign for each side, under the sheet: printed only.
fn signatures(s: &Sheet, cat: &Catalog) -> Markup {
    html! {
        div.signatures {
            @for t in &s.teams { p.sign { (tr!(cat, "serve-sign", side = t.name.as_str())) } }
        }
    }
}

/// Every change, the latest first, with when (as `game log` writes it:
/// German the table's local day and time) and who; the older ones
/// folded.
fn log(g: &GameFile, cat: &Catalog, zone: &jiff::tz::TimeZone) -> Markup {
    let at: Vec<&str> = g.log.iter().map(|c| c.at.as_str()).collect();
    let stamps = crate::render::time::stamps(cat, zone, &at);
    let all: Vec<(&canasta::sheet::Change, &String)> = g.log.iter().zip(&stamps).collect();
    let split = all.len().saturating_sub(OPEN);
    let (older, latest) = all.split_at(split);
    let line = |c: &canasta::sheet::Change, when: &str| {
        html! {
            li {
                time datetime=(c.at) { (when) }
                " "
                (crate::render::sheet::logged(cat, c))
            }
        }
    };
    html! {
        details.log {
            summary { (tr!(cat, "serve-log-title")) }
            ol reversed {
                @for (c, when) in latest.iter().rev() { (line(c, when)) }
            }
            @if !older.is_empty() {
                details.older-log {
                    summary { (tr!(cat, "serve-log-older")) }
                    ol reversed start=(older.len()) {
                        // Folded: as few bytes as a line needs.
                        @for (c, when) in older.iter().rev() {
                            li { (when) " " (crate::render::sheet::logged(cat, c)) }
                        }
                    }
                }
            }
        }
    }
}
