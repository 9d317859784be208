//! The form to enter a hand: one fieldset per side the phone may enter
//! (`side`), holding the plain fields `tally:<side>` and `points:<side>`
//! with the same text as `--tally` and `--points` take; once the game is
//! over, what now instead; the organiser's undo and redo. One plain HTML
//! form: it works without scripts, which only make it nicer.
//!
//! The heading (which hand, whose points), the note under it, the undo
//! and redo buttons and the over part are each a part (`data-part`) the
//! live update brings again at every change, so that none goes stale.

use maud::{Markup, html};

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::serve::asked::Asked;
use crate::serve::page::kept::Kept;
use crate::serve::page::side::{self, Start};
use crate::serve::role::Role;
use crate::serve::token::Token;
use canasta::sheet::GameFile;

/// A new idempotency key for a form: sending the same form twice (a
/// reload, a second tap) makes one change.
fn form_key() -> String {
    Token::new()
        .map(|t| t.as_str().to_string())
        .unwrap_or_default()
}

/// The sides a role enters: the organiser every side, a side its own.
fn sides_of(role: Role, g: &GameFile) -> Vec<usize> {
    match role {
        Role::Organiser => (0..g.teams.len()).collect(),
        Role::Side(i) if i < g.teams.len() => vec![i],
        _ => Vec::new(),
    }
}

/// What the entry part is: the form for the next hand, the form to
/// change one, or the game's end.
fn state(g: &GameFile, edit: Option<usize>) -> &'static str {
    match edit {
        Some(_) => "edit",
        None if g.end().is_some() => "over",
        None => "enter",
    }
}

/// The entry section of the pad and the organiser's tools; `edit` the
/// hand the organiser changes, `kept` a form sent back with why it was
/// refused.
pub(crate) fn entry(
    g: &GameFile,
    asked: &Asked,
    role: Role,
    edit: Option<usize>,
    kept: Option<&Kept>,
) -> Markup {
    let sides = sides_of(role, g);
    if sides.is_empty() {
        return tools(g, asked, role);
    }
    if state(g, edit) == "over" {
        return html! { (over(g, asked, role)) (tools(g, asked, role)) };
    }
    let cat = crate::app::words(&g.rules, asked.lang).for_pad();
    let (action, api, send) = match edit {
        Some(n) => (
            format!("/hands/{n}"),
            format!("/api/hands/{n}"),
            tr!(cat, "serve-send-edit"),
        ),
        None => (
            "/hands".to_string(),
            "/api/hands".to_string(),
            match role {
                Role::Side(_) => tr!(cat, "serve-send-half"),
                _ => tr!(cat, "serve-send"),
            },
        ),
    };
    let start = Start {
        edited: edit.and_then(|n| g.hands.get(n - 1)),
        kept,
    };
    html! {
        section #entry data-state=(state(g, edit)) data-hand=(g.hands.len() + 1) {
            (head(g, asked, role, edit))
            (note(g, asked, role, edit))
            form #hand-form method="post" action=(asked.href(&action)) data-api=(asked.href(&api))
                data-kind=(if edit.is_some() { "edit" } else { "enter" })
                data-aliases=(super::steppers::aliases()) {
                input type="hidden" name="key" value=(form_key());
                @for i in &sides {
                    (side::fields(g, *i, &start, &cat))
                }
                @if role == Role::Organiser {
                    label.force {
                        input type="checkbox" name="force" value="1" checked[kept.is_some_and(|k| k.force)];
                        " " (tr!(cat, "serve-force"))
                    }
                }
                p.message role="status" aria-live="polite" {
                    @if let Some(k) = kept { span.refusal { (k.message) } }
                }
                div.actions {
                    button.send type="submit" { (send) }
                    @if edit.is_some() {
                        a.button href=(asked.href("/")) { (tr!(cat, "serve-cancel-edit")) }
                    }
                }
            }
        }
        (tools(g, asked, role))
    }
}

/// The heading of the entry: which hand, and whose points a side's phone
/// enters.
pub(crate) fn head(g: &GameFile, asked: &Asked, role: Role, edit: Option<usize>) -> Markup {
    let cat = Catalog::new(asked.lang);
    let next = g.hands.len() + 1;
    let text = match (edit, role) {
        (Some(n), _) => tr!(cat, "serve-edit-hand", hand = n),
        (None, Role::Side(i)) => tr!(
            cat,
            "serve-enter-half",
            side = g.teams.get(i).map_or("", String::as_str),
            hand = next
        ),
        _ => tr!(cat, "serve-enter-hand", hand = next),
    };
    html! { h2 #entry-head data-part="entry-head" { (text) } }
}

/// The note under the heading: what an edit keeps, or that this side's
/// points of the next hand are in already.
pub(crate) fn note(g: &GameFile, asked: &Asked, role: Role, edit: Option<usize>) -> Markup {
    let cat = Catalog::new(asked.lang);
    let text = match (edit, role) {
        (Some(_), _) => Some(tr!(cat, "serve-edit-keep")),
        (None, Role::Side(i)) => g
            .teams
            .get(i)
            .filter(|t| g.halves().iter().any(|h| h.team == **t))
            .map(|t| {
                tr!(
                    cat,
                    "serve-half-in-already",
                    side = t.as_str(),
                    hand = g.hands.len() + 1
                )
            }),
        _ => None,
    };
    html! {
        p.hint #entry-note data-part="entry-note" hidden[text.is_none()] { @if let Some(t) = text { (t) } }
    }
}

/// The entry once the game is over: who won, and what now.
pub(crate) fn over(g: &GameFile, asked: &Asked, role: Role) -> Markup {
    let cat = crate::app::words(&g.rules, asked.lang).for_pad();
    let s = canasta::sheet::view::sheet_with(g, false);
    html! {
        section #entry.over data-state="over" data-part="entry-over" {
            h2 #entry-head { (tr!(cat, "serve-over-title")) }
            @for line in crate::render::sheet::ending_lines(&s, &cat) {
                p.winner { (line) }
            }
            p { (tr!(cat, "serve-over-what-now")) }
            @if role == Role::Organiser { p.hint { (tr!(cat, "serve-over-undo")) } }
        }
    }
}

/// The organiser's undo and redo, each a form of its own.
pub(crate) fn tools(g: &GameFile, asked: &Asked, role: Role) -> Markup {
    if role != Role::Organiser {
        return html! {};
    }
    let cat = Catalog::new(asked.lang).for_pad();
    let undo = !g.hands.is_empty() || !g.edits.is_empty();
    let redo = !g.redo.is_empty();
    html! {
        div.tools data-part="tools" {
            form.undo method="post" action=(asked.href("/undo")) {
                input type="hidden" name="key" value=(form_key());
                button type="submit" disabled[!undo] { (tr!(cat, "serve-undo")) }
            }
            form.redo method="post" action=(asked.href("/redo")) {
                input type="hidden" name="key" value=(form_key());
                button type="submit" disabled[!redo] { (tr!(cat, "serve-redo")) }
            }
        }
    }
}

/// The parts the live update brings again: the heading, its note, the
/// tools, and the over part once the game ended (the page's script puts
/// each in place of its own).
pub(crate) fn parts(g: &GameFile, asked: &Asked, role: Role) -> Markup {
    let enters = !sides_of(role, g).is_empty();
    let state = state(g, None);
    html! {
        div.parts hidden data-entry-state=(if enters { state } else { "none" }) data-hand=(g.hands.len() + 1) {
            @if enters && state == "enter" {
                (head(g, asked, role, None))
                (note(g, asked, role, None))
            }
            @if enters && state == "over" { (over(g, asked, role)) }
            (tools(g, asked, role))
        }
    }
}
