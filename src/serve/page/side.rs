//! One side's part of the form to enter a hand. One way is shown at
//! first: the steppers and keypad, with the side's `tally:<side>` text
//! under them, which is what they edit (and which may be typed). The
//! other, the two numbers of a paper score pad (`points:<side>`), is one
//! tap away. Without scripts the steppers stay hidden, and the two plain
//! fields `tally:<side>` and `points:<side>` are the form.

use maud::{Markup, html};

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::serve::page::kept::Kept;
use crate::serve::page::steppers;
use canasta::sheet::{GameFile, Hand};

/// What a side's fields hold at first: a hand's being changed, or a form
/// sent back.
pub(crate) struct Start<'a> {
    pub edited: Option<&'a Hand>,
    pub kept: Option<&'a Kept>,
}

/// One side's fields, filled from an edited hand or a form sent back.
pub(crate) fn fields(g: &GameFile, i: usize, start: &Start<'_>, cat: &Catalog) -> Markup {
    let team = &g.teams[i];
    let entry = start.edited.and_then(|h| h.entry(team));
    let tally_from = entry.and_then(|e| e.tally.as_ref());
    let kept_value = |field: &str| start.kept.and_then(|k| k.value(&format!("{field}:{team}")));
    let tally = kept_value("tally")
        .or_else(|| tally_from.map(|t| crate::render::sheet::tally_text(cat, &t.items())));
    // A form sent back without scripts may have had the paper pad's two
    // numbers instead.
    let pad_numbers = match (kept_value("bonus"), kept_value("cards")) {
        (None, None) => None,
        (b, c) => Some(format!(
            "{},{}",
            b.unwrap_or_else(|| "0".into()),
            c.unwrap_or_else(|| "0".into())
        )),
    };
    let points = kept_value("points").or(pad_numbers).or_else(|| {
        entry
            .filter(|e| e.tally.is_none())
            .map(|e| match (e.bonus, e.cards) {
                (Some(b), Some(c)) => format!("{b},{c}"),
                _ => e.total.to_string(),
            })
    });
    let qs = steppers::asked(&g.rules, &g.teams, i);
    let players = g.players.get(team).filter(|p| !p.is_empty());
    html! {
        fieldset.side-entry data-side=(team) {
            legend {
                (team)
                @if let Some(p) = players { " " small.players { (p.join(", ")) } }
            }
            div.tabs.js-only hidden {
                button type="button" data-tab="count" aria-pressed="true" { (tr!(cat, "serve-tab-count")) }
                button type="button" data-tab="points" aria-pressed="false" { (tr!(cat, "serve-tab-points")) }
            }
            div.way data-panel="count" {
                div.js-only hidden { (steppers::steppers(&g.rules, &qs, cat)) }
                label.raw { (tr!(cat, "serve-field-tally"))
                    input type="text" name=(format!("tally:{team}")) value=[tally]
                        placeholder=(tr!(cat, "serve-field-tally-example"))
                        autocomplete="off" autocapitalize="off" spellcheck="false";
                }
            }
            div.way data-panel="points" {
                div.js-only hidden {
                    p.hint { (tr!(cat, "serve-points-note")) }
                    div.pad {
                        label { (tr!(cat, "serve-field-bonus"))
                            input type="text" inputmode="text" data-pad="bonus" autocomplete="off";
                        }
                        label { (tr!(cat, "serve-field-cards"))
                            input type="text" inputmode="text" data-pad="cards" autocomplete="off";
                        }
                    }
                }
                label.raw.points { (tr!(cat, "serve-field-points"))
                    input type="text" name=(format!("points:{team}")) value=[points]
                        autocomplete="off" placeholder="600,345";
                }
            }
        }
    }
}
