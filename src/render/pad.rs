//! The hands of the score sheet, in the widest layout that fits the
//! screen, as a paper pad keeps them: for each hand and side the bonus,
//! the card points, the hand's score, the running total and the minimum
//! the side needs for its next initial meld.
//!
//! From wide to narrow:
//! 1. every figure in a column of its own;
//! 2. one column per side holding its figures side by side under the
//!    side's name (the score is left out where bonus and cards add up to
//!    it);
//! 3. the same stacked on two lines per hand, bonus and cards over total
//!    and minimum: three sides fit 60 columns, two sides 40;
//! 4. one block per side, then one with scores and totals only.

use comfy_table::{Cell, CellAlignment, Table};

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::grid::{self, Align, Grid};
use crate::render::text_width;
use crate::visible::visible;
use canasta::sheet::Sheet;
use canasta::sheet::view::{HandCell, HandRow};

/// The pad's column headings, in the language chosen.
pub(crate) struct Heads {
    /// The hand's number.
    hand: String,
    bonus: String,
    cards: String,
    /// A side's score for the hand, under one name at every width.
    score: String,
    total: String,
    /// The side's initial-meld minimum for the next hand (the standings'
    /// legend says what it is).
    min: String,
}

impl Heads {
    pub(crate) fn new(cat: &Catalog) -> Heads {
        Heads {
            hand: tr!(cat, "sheet-head-hand"),
            bonus: tr!(cat, "sheet-head-bonus"),
            cards: tr!(cat, "sheet-head-cards"),
            score: tr!(cat, "sheet-head-score"),
            total: tr!(cat, "sheet-head-total"),
            min: tr!(cat, "sheet-head-min"),
        }
    }
}

/// The hands of `s` from the `from`-th on, in lines of at most `w`
/// columns where any layout allows it.
pub(crate) fn hands(s: &Sheet, w: usize, from: usize, heads: &Heads) -> String {
    let rows = &s.hands[from..];
    let names: Vec<String> = s
        .teams
        .iter()
        .map(|t| visible(&t.name).into_owned())
        .collect();
    // Each layout is measured before it is drawn: a long sheet on a
    // narrow screen is drawn once, not once per layout tried.
    let label = rows
        .iter()
        .map(|h| hand_label(h).len())
        .chain([text_width(&heads.hand)])
        .max()
        .unwrap_or(0);
    let columns = wide_columns(&names, rows, label, heads);
    if table_width(&columns) <= w {
        return wide(&names, rows, &columns, heads);
    }
    for lines in pads(rows) {
        for cut in [false, true] {
            let groups: Vec<Group> = names
                .iter()
                .enumerate()
                .map(|(i, name)| Group::new(name, i, rows, &lines, cut, heads))
                .collect();
            let columns: Vec<usize> = std::iter::once(label)
                .chain(groups.iter().map(|g| g.width))
                .collect();
            if table_width(&columns) <= w {
                return pad(rows, &lines, &groups, &columns, heads);
            }
        }
    }
    let full = blocks(&names, rows, true, w.max(4), heads);
    if widest(&full) <= w {
        return full;
    }
    blocks(&names, rows, false, w.max(4), heads)
}

/// The width of a table in the house style whose columns hold text of
/// these widths: a border, then each column with a space either side and
/// a border.
fn table_width(columns: &[usize]) -> usize {
    1 + columns.iter().map(|w| w + 3).sum::<usize>()
}

/// The table as drawn, checked against what it was measured to be.
fn drawn(table: String, columns: &[usize]) -> String {
    let mut out = table;
    out.push('\n');
    debug_assert_eq!(widest(&out), table_width(columns), "\n{out}");
    out
}

/// The widest line of a text, in columns.
pub(crate) fn widest(text: &str) -> usize {
    text.lines().map(text_width).max().unwrap_or(0)
}

/// A name cut to `n` columns, marked with `…` where cut.
pub(crate) fn shorten(name: &str, n: usize) -> String {
    if text_width(name) <= n {
        return name.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in name.chars() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w + 1 > n.max(2) {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push('…');
    out
}

/// A table that keeps every cell on one line: the layouts choose their
/// columns to fit instead.
pub(crate) fn fixed() -> Table {
    let mut t = super::table(None);
    t.set_content_arrangement(comfy_table::ContentArrangement::Disabled);
    t
}

/// A number in a cell, right-aligned.
pub(crate) fn num(n: i64) -> Cell {
    Cell::new(n).set_alignment(CellAlignment::Right)
}

/// A number, or nothing, in a cell.
pub(crate) fn opt(n: Option<i64>) -> Cell {
    match n {
        Some(n) => num(n),
        None => Cell::new(""),
    }
}

/// `text` with spaces before it to fill `width` columns.
fn left_of(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text_width(text));
    format!("{}{text}", " ".repeat(fill))
}

/// `text` with spaces after it to fill `width` columns.
fn right_of(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text_width(text));
    format!("{text}{}", " ".repeat(fill))
}

fn hand_label(h: &HandRow) -> String {
    let mark = if h.forced { "!" } else { "" };
    format!("{}{mark}", h.number)
}

/// One figure of a side's hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Figure {
    Bonus,
    Cards,
    Score,
    Total,
    Min,
}

impl Figure {
    fn header(self, heads: &Heads) -> &str {
        match self {
            Figure::Bonus => &heads.bonus,
            Figure::Cards => &heads.cards,
            Figure::Score => &heads.score,
            Figure::Total => &heads.total,
            Figure::Min => &heads.min,
        }
    }

    fn of(self, c: &HandCell) -> Option<i64> {
        match self {
            Figure::Bonus => c.bonus,
            Figure::Cards => c.cards,
            Figure::Score => Some(c.hand),
            Figure::Total => Some(c.total),
            Figure::Min => Some(c.minimum),
        }
    }

    fn text(self, c: &HandCell) -> String {
        self.of(c).map(|n| n.to_string()).unwrap_or_default()
    }

    /// The length of `text`, without writing it.
    fn len(self, c: &HandCell) -> usize {
        self.of(c).map_or(0, |n| {
            let digits = n
                .unsigned_abs()
                .checked_ilog10()
                .map_or(1, |d| d as usize + 1);
            digits + usize::from(n < 0)
        })
    }
}

/// How wide each column of the widest layout is.
fn wide_columns(names: &[String], rows: &[HandRow], label: usize, h: &Heads) -> Vec<usize> {
    let mut columns = vec![label];
    for (i, name) in names.iter().enumerate() {
        let heads = [
            text_width(&side_bonus(name, h)),
            text_width(&h.cards),
            text_width(&h.score),
            text_width(&h.total),
            text_width(&h.min),
        ];
        let figures = [
            Figure::Bonus,
            Figure::Cards,
            Figure::Score,
            Figure::Total,
            Figure::Min,
        ];
        for (head, f) in heads.into_iter().zip(figures) {
            let widest = rows.iter().map(|h| f.len(&h.teams[i])).max();
            columns.push(widest.unwrap_or(0).max(head));
        }
    }
    columns
}

/// Every figure in a column of its own.
/// The heading of a side's first column in the widest layout: `We bonus`.
fn side_bonus(name: &str, heads: &Heads) -> String {
    format!("{name} {}", heads.bonus)
}

fn wide(names: &[String], rows: &[HandRow], columns: &[usize], heads: &Heads) -> String {
    let side_heads: Vec<String> = names.iter().map(|n| side_bonus(n, heads)).collect();
    let mut header = vec![heads.hand.as_str()];
    for side in &side_heads {
        header.extend([
            side.as_str(),
            heads.cards.as_str(),
            heads.score.as_str(),
            heads.total.as_str(),
            heads.min.as_str(),
        ]);
    }
    let mut grid = Grid::new(columns.to_vec(), false, &header);
    let figures = names.len() * 5;
    let mut texts: Vec<String> = vec![String::new(); figures + 1];
    for h in rows {
        texts[0] = hand_label(h);
        for (c, side) in h.teams.iter().zip(texts[1..].chunks_mut(5)) {
            let values = [
                c.bonus,
                c.cards,
                Some(c.hand),
                Some(c.total),
                Some(c.minimum),
            ];
            for (text, value) in side.iter_mut().zip(values) {
                grid::number(text, value);
            }
        }
        let cells: Vec<(&str, Align)> = texts.iter().map(|t| (t.as_str(), Align::Right)).collect();
        grid.row(&cells);
    }
    drawn(grid.finish(), columns)
}

/// The figures a side's column holds, line by line, widest first. The
/// score is left out where every hand shown has its bonus and cards
/// (their sum), and kept where a hand was entered as a total alone.
fn pads(rows: &[HandRow]) -> Vec<Vec<Vec<Figure>>> {
    use Figure::{Bonus, Cards, Min, Score, Total};
    let totals_alone = rows
        .iter()
        .flat_map(|h| &h.teams)
        .any(|c| c.bonus.is_none() && c.cards.is_none());
    let lean: &[Figure] = if totals_alone {
        &[Bonus, Cards, Score]
    } else {
        &[Bonus, Cards]
    };
    let mut one_line = lean.to_vec();
    one_line.extend([Total, Min]);
    let mut layouts = vec![vec![vec![Bonus, Cards, Score, Total, Min]]];
    if one_line.len() < 5 {
        layouts.push(vec![one_line]);
    }
    layouts.push(vec![lean.to_vec(), vec![Total, Min]]);
    layouts
}

/// A side's column of a pad: its name and how wide each position of its
/// lines is.
struct Group {
    /// Which side, in the sheet's order.
    side: usize,
    name: String,
    widths: Vec<usize>,
    /// The figures' width; `width`: the column's, the name's if wider.
    inner: usize,
    width: usize,
}

impl Group {
    /// Side `side`'s column for `lines` of figures; `cut`: the name no
    /// wider than the figures.
    fn new(
        name: &str,
        side: usize,
        rows: &[HandRow],
        lines: &[Vec<Figure>],
        cut: bool,
        heads: &Heads,
    ) -> Group {
        let positions = lines.iter().map(Vec::len).max().unwrap_or(0);
        // Each position as wide as its widest header or figure.
        let widths: Vec<usize> = (0..positions)
            .map(|p| {
                lines
                    .iter()
                    .filter_map(|l| l.get(p))
                    .map(|f| {
                        rows.iter()
                            .map(|h| f.len(&h.teams[side]))
                            .chain([text_width(f.header(heads))])
                            .max()
                            .unwrap_or(0)
                    })
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let inner = widths.iter().sum::<usize>() + positions.saturating_sub(1);
        let name = if cut {
            shorten(name, inner)
        } else {
            name.to_string()
        };
        let width = inner.max(text_width(&name));
        Group {
            side,
            name,
            widths,
            inner,
            width,
        }
    }

    /// One line of the column: `texts` right-aligned in their positions,
    /// the figures right-aligned under the name.
    fn line(&self, texts: &[String]) -> String {
        let parts: Vec<String> = texts
            .iter()
            .zip(&self.widths)
            .map(|(t, w)| left_of(t, *w))
            .collect();
        left_of(&right_of(&parts.join(" "), self.inner), self.width)
    }
}

/// One column per side, its figures side by side (and on several lines
/// per hand where `lines` has several) under the side's name.
fn pad(
    rows: &[HandRow],
    lines: &[Vec<Figure>],
    groups: &[Group],
    columns: &[usize],
    heads: &Heads,
) -> String {
    let mut hand_header = vec![String::new(); lines.len() + 1];
    hand_header[1].clone_from(&heads.hand);
    let mut header = vec![hand_header.join("\n")];
    for g in groups {
        let mut head = vec![right_of(&g.name, g.width)];
        for l in lines {
            head.push(
                g.line(
                    &l.iter()
                        .map(|f| f.header(heads).to_string())
                        .collect::<Vec<_>>(),
                ),
            );
        }
        header.push(head.join("\n"));
    }
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    // A line between hands: which lines belong together.
    let mut grid = Grid::new(columns.to_vec(), lines.len() > 1, &header);
    for h in rows {
        let mut texts = vec![hand_label(h)];
        for g in groups {
            let c = &h.teams[g.side];
            let text: Vec<String> = lines
                .iter()
                .map(|l| g.line(&l.iter().map(|f| f.text(c)).collect::<Vec<_>>()))
                .collect();
            texts.push(text.join("\n"));
        }
        let cells: Vec<(&str, Align)> = texts
            .iter()
            .enumerate()
            .map(|(i, t)| (t.as_str(), if i == 0 { Align::Right } else { Align::Left }))
            .collect();
        grid.row(&cells);
    }
    drawn(grid.finish(), columns)
}

/// One block per side: the side's name, then its hands; `full` with bonus
/// and cards, else scores and totals only.
fn blocks(names: &[String], rows: &[HandRow], full: bool, width: usize, h: &Heads) -> String {
    let mut out = String::new();
    let header: Vec<&str> = if full {
        vec![&*h.hand, &h.bonus, &h.cards, &h.score, &h.total]
    } else {
        vec![&*h.hand, &h.score, &h.total]
    };
    let labels: Vec<String> = rows.iter().map(hand_label).collect();
    for (i, name) in names.iter().enumerate() {
        out.push_str(&format!("{}\n", shorten(name, width)));
        let figures = |c: &HandCell| -> Vec<Option<i64>> {
            if full {
                vec![c.bonus, c.cards, Some(c.hand), Some(c.total)]
            } else {
                vec![Some(c.hand), Some(c.total)]
            }
        };
        let mut widths: Vec<usize> = header.iter().map(|t| text_width(t)).collect();
        let mut texts = vec![String::new(); header.len()];
        for (row, label) in rows.iter().zip(&labels) {
            widths[0] = widths[0].max(label.len());
            for (j, n) in figures(&row.teams[i]).into_iter().enumerate() {
                widths[j + 1] = widths[j + 1].max(grid::number(&mut texts[j + 1], n).len());
            }
        }
        let mut grid = Grid::new(widths, false, &header);
        for (row, label) in rows.iter().zip(&labels) {
            for (j, n) in figures(&row.teams[i]).into_iter().enumerate() {
                grid::number(&mut texts[j + 1], n);
            }
            let mut cells = vec![(label.as_str(), Align::Right)];
            cells.extend(texts[1..].iter().map(|t| (t.as_str(), Align::Right)));
            grid.row(&cells);
        }
        out.push_str(&grid.finish());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::cli::Format;
    use crate::i18n::{Catalog, Lang};
    use crate::render::Out;
    use crate::render::sheet::{log, sheet, stats};
    use crate::render::text_width;
    use canasta::rules::load;
    use canasta::sheet::{Change, Entry, GameFile, Hand};

    /// Names as people (and hostile files) write them: spaces, accents,
    /// wide characters, controls.
    fn name() -> impl Strategy<Value = String> {
        "[A-Za-z &äöüÅ漢字🂡\u{1b}\u{9b}\r\u{202e}]{1,30}"
    }

    fn figure() -> impl Strategy<Value = i64> {
        prop_oneof![
            4 => -500i64..3000,
            1 => -2_000_000_000i64..2_000_000_000,
        ]
    }

    fn game() -> impl Strategy<Value = GameFile> {
        let names = proptest::collection::btree_set(name(), 2..=5);
        let hands = proptest::collection::vec(
            proptest::collection::vec((figure(), figure(), any::<bool>()), 5),
            0..8,
        );
        (names, hands, any::<bool>()).prop_map(|(names, hands, forced)| {
            let names: Vec<String> = names.into_iter().collect();
            let mut g = GameFile::new(names.clone(), load("classic").unwrap());
            for (i, figures) in hands.into_iter().enumerate() {
                let scores = names
                    .iter()
                    .zip(figures)
                    .map(|(n, (b, c, split))| {
                        if split {
                            Entry::split(n, b, c)
                        } else {
                            Entry::total_only(n, b)
                        }
                    })
                    .collect();
                g.hands.push(Hand {
                    scores,
                    forced: forced && i == 0,
                    ..Hand::default()
                });
            }
            g
        })
    }

    #[test]
    fn a_figures_length_is_its_texts() {
        use super::Figure;
        for n in [0, 1, -1, 9, 10, -10, 99, 100, 12345, i64::MAX, i64::MIN] {
            let c = canasta::sheet::view::HandCell {
                name: "We".into(),
                bonus: None,
                cards: Some(n),
                hand: n,
                total: n,
                minimum: n,
                tally: None,
                lines: Vec::new(),
            };
            for f in [Figure::Bonus, Figure::Cards, Figure::Score] {
                assert_eq!(f.len(&c), f.text(&c).len(), "{n} {f:?}");
            }
        }
    }

    fn fits(text: &str, width: usize) -> std::result::Result<(), TestCaseError> {
        for line in text.lines() {
            prop_assert!(
                text_width(line) <= width,
                "{line:?} is wider than {width}:\n{text}"
            );
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// CLI.md: no line wider than the width, whatever the sheet.
        #[test]
        fn no_line_is_wider_than_the_width(g in game(), width in 40usize..160, summary in name()) {
            let view = canasta::sheet::sheet(&g);
            let cat = Catalog::new(Lang::En);
            let to = Out::new(Format::Table, Some(width), &cat);
            fits(&sheet(&view, to, None).unwrap(), width)?;
            fits(&sheet(&view, to, Some(&format!("added hand 1 from {summary}.yaml"))).unwrap(), width)?;
            let changes: Vec<Change> = g.teams.iter().map(|t| Change {
                old: Some(format!("{t}=600,345")),
                new: Some(format!("{t}=-35")),
                teams: vec![t.clone()],
                ..Change::new("2026-11-23T20:00:00Z", canasta::sheet::log::Event::Started)
            }).collect();
            fits(&log(&changes, to, &jiff::tz::TimeZone::UTC).unwrap(), width)?;
            fits(&stats(&canasta::sheet::stats::stats(&[g]), to).unwrap(), width)?;
        }
    }
}
