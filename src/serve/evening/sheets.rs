//! What the director's page prints besides the standings: one list per
//! table of the round being played, each on its own A4 page (the style
//! sheet's print rules): the table's players and their seats, a line per
//! hand played so far and empty lines for the hands to come, and a line
//! to sign for each side. On the screen it is not shown.

use std::path::Path;

use maud::{Markup, html};

use crate::i18n::{Catalog, tr};
use canasta::club::view::{RoundView, TableView};
use canasta::sheet::view::HandRow;

/// Lines a list has at least, played and empty, where the game's length
/// is not fixed.
const LINES: usize = 10;
/// Empty lines a list of an unfinished game has at least.
const MORE: usize = 3;

/// Every table's list of the round `r` of the evening at `path`.
pub(crate) fn sheets(path: &Path, r: &RoundView, cat: &Catalog) -> Markup {
    html! {
        section.sheets {
            @for t in &r.tables { (sheet(path, r.round, t, cat)) }
        }
    }
}

/// How many empty lines follow the hands played: as many as the game has
/// hands left where its length is fixed, none once it is over.
fn empty_lines(t: &TableView, played: usize) -> usize {
    match t.hands_left {
        _ if t.finished => 0,
        Some(n) => usize::try_from(n).unwrap_or(MORE),
        None => LINES.saturating_sub(played).max(MORE),
    }
}

/// One table's list. A game file that cannot be read gives a list of
/// empty lines: the paper still serves the table.
fn sheet(path: &Path, round: u32, t: &TableView, cat: &Catalog) -> Markup {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let hands: Vec<HandRow> = canasta::sheet::store::load(&folder.join(t.game.trim()))
        .map(|g| canasta::sheet::view::sheet(&g).hands)
        .unwrap_or_default();
    let sides: Vec<String> = t.sides.iter().map(|s| s.join(" & ")).collect();
    let first_empty = hands.len() + 1;
    let seats = &t.seats;
    html! {
        article.sheet data-table=(t.table) {
            h2 { (tr!(cat, "serve-evening-sheet", table = t.table, round = round)) }
            p.seats { (tr!(cat, "serve-evening-seats", n = seats.north.as_str(),
                e = seats.east.as_str(), s = seats.south.as_str(), w = seats.west.as_str())) }
            table.sheet-hands {
                thead { tr {
                    th scope="col" { (tr!(cat, "sheet-head-hand")) }
                    @for s in &sides { th scope="col" { (s) } }
                } }
                tbody {
                    @for h in &hands {
                        tr.played {
                            th { (h.number) }
                            @for c in &h.teams { td { (c.hand) i { (c.total) } } }
                        }
                    }
                    @for n in first_empty..first_empty + empty_lines(t, hands.len()) {
                        tr.empty { th { (n) } @for _ in &sides { td {} } }
                    }
                }
            }
            div.signatures {
                @for s in &sides { p.sign { (tr!(cat, "serve-sign", side = s.as_str())) } }
            }
        }
    }
}
