//! The form to enter a hand: one fieldset per side the phone may enter,
//! with the steppers (`steppers`), the paper pad's two numbers, and the
//! plain fields `tally:<side>` and `points:<side>` that hold the same text
//! as `--tally` and `--points` take; the organiser's undo and redo. One
//! plain HTML form: it works without scripts, which only make it nicer.

use maud::{Markup, html};

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::serve::asked::Asked;
use crate::serve::page::kept::Kept;
use crate::serve::page::steppers;
use crate::serve::role::Role;
use crate::serve::token::Token;
use canasta::sheet::{GameFile, Hand};

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

/// The entry section of the pad; `edit` the hand the organiser changes,
/// `kept` a form sent back with why it was refused.
pub(crate) fn entry(
    g: &GameFile,
    asked: &Asked,
    role: Role,
    edit: Option<usize>,
    kept: Option<&Kept>,
) -> Markup {
    let sides = sides_of(role, g);
    if sides.is_empty() || (g.end().is_some() && edit.is_none()) {
        return organiser_tools(g, asked, role);
    }
    let cat = crate::app::words(&g.rules, asked.lang);
    let next = g.hands.len() + 1;
    let edited = edit.and_then(|n| g.hands.get(n - 1));
    let (heading, action, api, send) = match (edit, role) {
        (Some(n), _) => (
            tr!(cat, "serve-edit-hand", hand = n),
            format!("/hands/{n}"),
            format!("/api/hands/{n}"),
            tr!(cat, "serve-send-edit"),
        ),
        (None, Role::Side(i)) => (
            tr!(
                cat,
                "serve-enter-half",
                side = g.teams[i].as_str(),
                hand = next
            ),
            "/hands".to_string(),
            "/api/hands".to_string(),
            tr!(cat, "serve-send-half"),
        ),
        _ => (
            tr!(cat, "serve-enter-hand", hand = next),
            "/hands".to_string(),
            "/api/hands".to_string(),
            tr!(cat, "serve-send"),
        ),
    };
    html! {
        section #entry {
            h2 { (heading) }
            @if edit.is_some() { p.hint { (tr!(cat, "serve-edit-keep")) } }
            form #hand-form method="post" action=(asked.href(&action)) data-api=(asked.href(&api))
                data-kind=(if edit.is_some() { "edit" } else { "enter" }) {
                input type="hidden" name="key" value=(form_key());
                @for i in &sides {
                    (side_fields(g, *i, edited, kept, &cat))
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
        (organiser_tools(g, asked, role))
    }
}

/// One side's fields: steppers, the paper pad's numbers, and the plain
/// text fields, filled from an edited hand or a form sent back.
fn side_fields(
    g: &GameFile,
    i: usize,
    edited: Option<&Hand>,
    kept: Option<&Kept>,
    cat: &Catalog,
) -> Markup {
    let team = &g.teams[i];
    let entry = edited.and_then(|h| h.entry(team));
    let tally_from = entry.and_then(|e| e.tally.as_ref());
    let kept_value = |field: &str| kept.and_then(|k| k.value(&format!("{field}:{team}")));
    let tally = kept_value("tally")
        .or_else(|| tally_from.map(|t| crate::render::sheet::tally_text(cat, &t.items())));
    let points = kept_value("points").or_else(|| {
        entry
            .filter(|e| e.tally.is_none())
            .map(|e| match (e.bonus, e.cards) {
                (Some(b), Some(c)) => format!("{b},{c}"),
                _ => e.total.to_string(),
            })
    });
    let qs = steppers::asked(&g.rules, &g.teams, i);
    html! {
        fieldset.side-entry data-side=(team) {
            legend { (team) }
            div.tabs.js-only hidden {
                button type="button" data-tab="count" aria-pressed="true" { (tr!(cat, "serve-tab-count")) }
                button type="button" data-tab="pad" aria-pressed="false" { (tr!(cat, "serve-tab-pad")) }
            }
            div.js-only hidden { (steppers::steppers(&g.rules, &qs, tally_from, cat)) }
            div.pad data-panel="pad" {
                label { (tr!(cat, "serve-field-bonus"))
                    input type="text" inputmode="numeric" name=(format!("bonus:{team}"))
                        value=[kept_value("bonus")] autocomplete="off";
                }
                label { (tr!(cat, "serve-field-cards"))
                    input type="text" inputmode="numeric" name=(format!("cards:{team}"))
                        value=[kept_value("cards")] autocomplete="off";
                }
            }
            label.raw { (tr!(cat, "serve-field-tally"))
                input type="text" name=(format!("tally:{team}")) value=[tally]
                    autocomplete="off" autocapitalize="off" spellcheck="false";
            }
            label.raw { (tr!(cat, "serve-field-points"))
                input type="text" name=(format!("points:{team}")) value=[points]
                    autocomplete="off" inputmode="text";
            }
        }
    }
}

/// The organiser's undo and redo, each a form of its own.
fn organiser_tools(g: &GameFile, asked: &Asked, role: Role) -> Markup {
    if role != Role::Organiser {
        return html! {};
    }
    let cat = Catalog::new(asked.lang);
    let undo = !g.hands.is_empty() || !g.edits.is_empty();
    let redo = !g.redo.is_empty();
    html! {
        div.tools {
            form method="post" action=(asked.href("/undo")) {
                input type="hidden" name="key" value=(form_key());
                button type="submit" disabled[!undo] { (tr!(cat, "serve-undo")) }
            }
            form method="post" action=(asked.href("/redo")) {
                input type="hidden" name="key" value=(form_key());
                button type="submit" disabled[!redo] { (tr!(cat, "serve-redo")) }
            }
        }
    }
}
