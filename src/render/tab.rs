//! The tables of the referee's verdicts and of `score`: comfy-table
//! where their lines must wrap to the screen's width, `Grid` where they
//! may be as long as they need (output to a file or a pipe), which draws
//! the same bytes without comfy-table's cost (some 60,000 instructions a
//! table, a twentieth of a start-up).

use comfy_table::{Cell, CellAlignment, Table};

use crate::render::grid::{Align, Grid};
use crate::render::text_width;

/// One cell: its text (lines split at `\n`) and how it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TabCell {
    text: String,
    align: Align,
}

impl TabCell {
    /// A number, right-aligned.
    pub(crate) fn num(n: i64) -> TabCell {
        TabCell {
            text: n.to_string(),
            align: Align::Right,
        }
    }
}

impl From<String> for TabCell {
    fn from(text: String) -> TabCell {
        TabCell {
            text,
            align: Align::Left,
        }
    }
}

impl From<&str> for TabCell {
    fn from(text: &str) -> TabCell {
        TabCell::from(text.to_string())
    }
}

impl From<std::borrow::Cow<'_, str>> for TabCell {
    fn from(text: std::borrow::Cow<'_, str>) -> TabCell {
        TabCell::from(text.into_owned())
    }
}

/// A table in the house style (`render::table`).
pub(crate) enum Tab {
    /// Lines wrap to a width.
    Wrapped(Table),
    /// Lines as long as they need.
    Plain {
        header: Option<Vec<TabCell>>,
        rows: Vec<Vec<TabCell>>,
    },
}

impl Tab {
    /// A table as wide as `width` allows, or as its cells where `None`.
    pub(crate) fn new(width: Option<usize>) -> Tab {
        match width {
            Some(_) => Tab::Wrapped(super::table(width)),
            None => Tab::Plain {
                header: None,
                rows: Vec::new(),
            },
        }
    }

    pub(crate) fn set_header<C: Into<TabCell>>(&mut self, cells: Vec<C>) {
        let cells: Vec<TabCell> = cells.into_iter().map(Into::into).collect();
        match self {
            Tab::Wrapped(t) => {
                t.set_header(cells.into_iter().map(comfy).collect::<Vec<_>>());
            }
            Tab::Plain { header, .. } => *header = Some(cells),
        }
    }

    pub(crate) fn add_row<C: Into<TabCell>>(&mut self, cells: Vec<C>) {
        let cells: Vec<TabCell> = cells.into_iter().map(Into::into).collect();
        match self {
            Tab::Wrapped(t) => {
                t.add_row(cells.into_iter().map(comfy).collect::<Vec<_>>());
            }
            Tab::Plain { rows, .. } => rows.push(cells),
        }
    }
}

fn comfy(cell: TabCell) -> Cell {
    Cell::new(cell.text).set_alignment(match cell.align {
        Align::Left => CellAlignment::Left,
        Align::Right => CellAlignment::Right,
    })
}

impl std::fmt::Display for Tab {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (header, rows) = match self {
            Tab::Wrapped(t) => return write!(f, "{t}"),
            Tab::Plain { header, rows } => (header, rows),
        };
        let columns = header.iter().chain(rows).map(Vec::len).max().unwrap_or(0);
        let mut widths = vec![0; columns];
        for row in header.iter().chain(rows) {
            for (w, cell) in widths.iter_mut().zip(row) {
                let widest = cell.text.split('\n').map(text_width).max().unwrap_or(0);
                *w = (*w).max(widest);
            }
        }
        if columns == 0 {
            // As comfy-table draws a table with no column.
            return f.write_str("┌┐\n└┘");
        }
        let head: Option<Vec<(&str, Align)>> = header
            .as_ref()
            .map(|h| h.iter().map(|c| (c.text.as_str(), c.align)).collect());
        let mut grid = Grid::with_header(widths, false, head.as_deref());
        for row in rows {
            let cells: Vec<(&str, Align)> =
                row.iter().map(|c| (c.text.as_str(), c.align)).collect();
            grid.row(&cells);
        }
        f.write_str(&grid.finish())
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn cell() -> impl Strategy<Value = TabCell> {
        ("[a-z 0-9äö漢🂡✓\n-]{0,12}", any::<bool>()).prop_map(|(text, right)| TabCell {
            text,
            align: if right { Align::Right } else { Align::Left },
        })
    }

    /// Draws `header` and `rows` both ways.
    fn both(header: Option<&Vec<TabCell>>, rows: &[Vec<TabCell>]) -> (String, String) {
        let mut plain = Tab::new(None);
        let mut comfy_table = super::super::table(None);
        if let Some(h) = header {
            plain.set_header(h.clone());
            comfy_table.set_header(h.iter().cloned().map(comfy).collect::<Vec<_>>());
        }
        for row in rows {
            plain.add_row(row.clone());
            comfy_table.add_row(row.iter().cloned().map(comfy).collect::<Vec<_>>());
        }
        (plain.to_string(), comfy_table.to_string())
    }

    proptest! {
        #[test]
        fn any_plain_table_is_what_comfy_table_draws(
            header in proptest::option::of(proptest::collection::vec(cell(), 1..4)),
            rows in proptest::collection::vec(proptest::collection::vec(cell(), 1..4), 1..5),
        ) {
            let (plain, comfy_table) = both(header.as_ref(), &rows);
            prop_assert_eq!(plain, comfy_table);
        }
    }

    /// Without a width, the table is what comfy-table draws.
    #[test]
    fn plain_tables_are_what_comfy_table_draws() {
        type Table<'a> = (Option<Vec<&'a str>>, Vec<Vec<TabCell>>);
        let tables: Vec<Table> = vec![
            (
                Some(vec!["", "rule"]),
                vec![
                    vec!["✗".into(), "a meld needs 3 cards\nor more".into()],
                    vec!["✓".into(), "漢字 wide".into()],
                ],
            ),
            (
                None,
                vec![
                    vec!["cards".into(), "h10 d10 s2".into()],
                    vec!["points".into(), TabCell::num(-30)],
                    vec!["short row".into()],
                ],
            ),
            (Some(vec!["", "bonus", "cards"]), vec![]),
        ];
        for (header, rows) in tables {
            let mut plain = Tab::new(None);
            let mut comfy_table = super::super::table(None);
            if let Some(h) = &header {
                plain.set_header(h.clone());
                comfy_table.set_header(h.clone());
            }
            for row in &rows {
                plain.add_row(row.clone());
                comfy_table.add_row(row.iter().cloned().map(comfy).collect::<Vec<_>>());
            }
            assert_eq!(plain.to_string(), comfy_table.to_string(), "{header:?}");
        }
    }
}
