//! A table whose columns' widths are known before it is drawn, written
//! line by line into one string: the score sheet's hands, which may be
//! thousands of rows.
//!
//! It draws what comfy-table draws for a `fixed()` table (the house
//! style, `UTF8_FULL_CONDENSED`, or `UTF8_FULL` with a rule between rows;
//! every cell on its own lines, padded by a space either side), byte for
//! byte, without holding a cell: comfy-table keeps every cell as strings,
//! formats each row into more, and joins the lines at the end, some 40,000
//! instructions and a few hundred bytes a hand. The pad measures its
//! layouts before it draws one (`pad::hands`), so the widths are at hand;
//! the tests draw tables both ways and compare.

use std::fmt::Write;

use crate::render::text_width;

/// How a cell's lines stand in its column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Right,
}

/// A table being drawn: its top border and header are written when it is
/// made, each row as it is added, the bottom border by `finish`.
pub(crate) struct Grid {
    /// Each column's width, padding left out: its widest line.
    widths: Vec<usize>,
    /// A rule between rows (`UTF8_FULL`), not only under the header.
    ruled: bool,
    rows: usize,
    out: String,
}

impl Grid {
    /// A table of columns `widths` wide (each its widest line, header
    /// included), whose header is `header`, left-aligned.
    pub(crate) fn new(widths: Vec<usize>, ruled: bool, header: &[&str]) -> Grid {
        let header: Vec<(&str, Align)> = header.iter().map(|h| (*h, Align::Left)).collect();
        Grid::with_header(widths, ruled, Some(&header))
    }

    /// The same, the header's cells aligned as given, or no header where
    /// `header` is `None`.
    pub(crate) fn with_header(
        widths: Vec<usize>,
        ruled: bool,
        header: Option<&[(&str, Align)]>,
    ) -> Grid {
        let mut grid = Grid {
            // A column is at least one character wide, as comfy-table has it.
            widths: widths.into_iter().map(|w| w.max(1)).collect(),
            ruled,
            rows: 0,
            out: String::new(),
        };
        grid.border(['┌', '─', '┬', '┐']);
        if let Some(header) = header {
            grid.lines(header);
            grid.border(['╞', '═', '╪', '╡']);
        }
        grid
    }

    /// One row: each cell's text (its lines split at `\n`) and alignment.
    pub(crate) fn row(&mut self, cells: &[(&str, Align)]) {
        if self.ruled && self.rows > 0 {
            self.border(['├', '╌', '┼', '┤']);
        }
        self.rows += 1;
        self.lines(cells);
    }

    /// The table, without a line break after its bottom border.
    pub(crate) fn finish(mut self) -> String {
        self.border(['└', '─', '┴', '┘']);
        self.out.pop();
        self.out
    }

    fn border(&mut self, [left, fill, junction, right]: [char; 4]) {
        self.out.push(left);
        for (i, w) in self.widths.iter().enumerate() {
            if i > 0 {
                self.out.push(junction);
            }
            self.out.extend(std::iter::repeat_n(fill, w + 2));
        }
        self.out.push(right);
        self.out.push('\n');
    }

    /// A row's lines: as many as its tallest cell has, the others filled
    /// with spaces.
    fn lines(&mut self, cells: &[(&str, Align)]) {
        if !cells.iter().any(|(text, _)| text.contains('\n')) {
            // One line, the usual row: no cell to split.
            self.line(cells.iter().map(|&(text, align)| (text, align)));
            return;
        }
        let height = cells
            .iter()
            .map(|(text, _)| text.split('\n').count())
            .max()
            .unwrap_or(1);
        let mut parts: Vec<std::str::Split<'_, char>> =
            cells.iter().map(|(text, _)| text.split('\n')).collect();
        for _ in 0..height {
            let line: Vec<(&str, Align)> = parts
                .iter_mut()
                .zip(cells)
                .map(|(part, (_, align))| (part.next().unwrap_or(""), *align))
                .collect();
            self.line(line.into_iter());
        }
    }

    /// One line of a row: each column's text padded to its width.
    fn line<'t>(&mut self, cells: impl Iterator<Item = (&'t str, Align)>) {
        self.out.push('│');
        let mut cells = cells.fuse();
        for (i, w) in self.widths.iter().enumerate() {
            if i > 0 {
                self.out.push('┆');
            }
            let (text, align) = cells.next().unwrap_or(("", Align::Left));
            let fill = w.saturating_sub(text_width(text));
            let (before, after) = match align {
                Align::Left => (0, fill),
                Align::Right => (fill, 0),
            };
            self.out.extend(std::iter::repeat_n(' ', 1 + before));
            self.out.push_str(text);
            self.out.extend(std::iter::repeat_n(' ', after + 1));
        }
        self.out.push('│');
        self.out.push('\n');
    }
}

/// A number as a cell's text, written into `buf` (cleared first).
pub(crate) fn number(buf: &mut String, n: Option<i64>) -> &str {
    buf.clear();
    if let Some(n) = n {
        let _ = write!(buf, "{n}");
    }
    buf
}

#[cfg(test)]
mod tests {
    use comfy_table::{Cell, CellAlignment, presets};

    use super::*;

    /// The same table drawn by comfy-table as `pad::fixed()` draws it.
    fn comfy(ruled: bool, header: &[&str], rows: &[Vec<(&str, Align)>]) -> String {
        let mut tab = crate::render::pad::fixed();
        if ruled {
            tab.load_style(presets::UTF8_FULL);
        }
        tab.set_header(header.iter().map(Cell::new).collect::<Vec<_>>());
        for row in rows {
            tab.add_row(
                row.iter()
                    .map(|(text, align)| {
                        Cell::new(text).set_alignment(match align {
                            Align::Left => CellAlignment::Left,
                            Align::Right => CellAlignment::Right,
                        })
                    })
                    .collect::<Vec<_>>(),
            );
        }
        tab.to_string()
    }

    fn grid(ruled: bool, header: &[&str], rows: &[Vec<(&str, Align)>]) -> String {
        let columns = header.len();
        let widths = (0..columns)
            .map(|i| {
                std::iter::once(header[i])
                    .chain(rows.iter().map(|r| r[i].0))
                    .flat_map(|t| t.split('\n'))
                    .map(text_width)
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut g = Grid::new(widths, ruled, header);
        for row in rows {
            g.row(row);
        }
        g.finish()
    }

    #[test]
    fn draws_what_comfy_table_draws() {
        use Align::{Left, Right};
        let header = ["hand", "We\nbonus", "漢字 é"];
        let rows = [
            vec![("1", Right), ("500 120\n620", Left), ("", Left)],
            vec![("12!", Right), ("-20", Right), ("a\nb\nc", Right)],
            vec![("3", Right), ("", Left), ("🂡", Left)],
        ];
        for ruled in [false, true] {
            for n in 0..=rows.len() {
                assert_eq!(
                    grid(ruled, &header, &rows[..n]),
                    comfy(ruled, &header, &rows[..n]),
                    "ruled: {ruled}, {n} rows"
                );
            }
        }
    }
}
