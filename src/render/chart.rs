//! `game chart`: the race to the target, each side's running total hand
//! by hand, in the terminal (braille dots, drawn here) or as an SVG file
//! (plotters, SVG backend only). The only module that knows the plotting
//! crate.
//!
//! Colour tells the sides apart on a colour screen; where there is none
//! (`NO_COLOR`, a pipe, a printout) each side keeps its own marker at every
//! hand and its own line style, the legend shows both, and each line ends
//! in its marker and its total. The target is a dashed line of its own,
//! labelled on the axis, drawn over any grid line it falls on.

use plotters::prelude::*;

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::fill;
use crate::visible::visible;
use canasta::error::{Error, ErrorKind, Result};
use canasta::sheet::Sheet;

/// Colours for the sides, in team order; the target is drawn in grey.
const COLOURS: [Rgb; 6] = [
    (200, 40, 40),
    (40, 90, 200),
    (30, 150, 60),
    (200, 130, 0),
    (130, 50, 170),
    (0, 150, 150),
];

const GREY: Rgb = (110, 110, 110);

type Rgb = (u8, u8, u8);

/// How a side is drawn, in team order (and round again past six).
#[derive(Debug, Clone, Copy)]
struct Look {
    colour: Rgb,
    /// At each hand in the terminal and in the legend.
    marker: char,
    /// Which dots of its line the terminal draws: `on` of every `period`.
    on: usize,
    period: usize,
    /// The line in the legend.
    line: char,
}

const LOOKS: [(char, usize, usize, char); 6] = [
    ('●', 1, 1, '─'),
    ('■', 2, 3, '╌'),
    ('▲', 1, 2, '┈'),
    ('◆', 4, 6, '╍'),
    ('○', 1, 1, '─'),
    ('□', 2, 3, '╌'),
];

fn look(i: usize) -> Look {
    let (marker, on, period, line) = LOOKS[i % LOOKS.len()];
    Look {
        colour: COLOURS[i % COLOURS.len()],
        marker,
        on,
        period,
        line,
    }
}

/// Each side's name (made visible) and running total after each hand,
/// starting from 0 before the first, as (hand, total) points.
fn series(s: &Sheet) -> Vec<(String, Vec<(f64, f64)>)> {
    s.teams
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let mut points = vec![(0.0, 0.0)];
            points.extend(
                s.hands
                    .iter()
                    .map(|h| (h.number as f64, h.teams[i].total as f64)),
            );
            (visible(&t.name).into_owned(), points)
        })
        .collect()
}

fn y_range(s: &Sheet) -> (f64, f64) {
    let totals = s.hands.iter().flat_map(|h| h.teams.iter().map(|c| c.total));
    let lo = totals.clone().min().unwrap_or(0).min(0) as f64;
    let hi = totals.max().unwrap_or(0).max(s.target) as f64;
    (lo, hi + (hi - lo).max(1.0) * 0.05)
}

/// Round values between `lo` and `hi` about `count` apart: steps of 1, 2
/// or 5 times a power of ten.
fn ticks(lo: f64, hi: f64, count: usize) -> Vec<f64> {
    let raw = (hi - lo) / count.max(1) as f64;
    let power = 10f64.powf(raw.log10().floor());
    // The step nearest the raw one, as a ratio.
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .min_by(|a, b| (a / raw).max(raw / a).total_cmp(&(b / raw).max(raw / b)))
        .unwrap_or(power);
    let first = (lo / step).ceil() as i64;
    (first..)
        .map(|k| k as f64 * step + 0.0)
        .take_while(|v| *v <= hi)
        .take(100)
        .collect()
}

fn title(s: &Sheet, cat: &Catalog) -> String {
    tr!(
        cat,
        "chart-title",
        target = s.target.to_string(),
        rules = visible(&s.rules)
    )
}

/// Rows of the terminal chart.
const ROWS: usize = 15;

/// The fewest columns of dots drawn.
const MIN_PLOT: usize = 10;

/// The chart for a terminal `width` characters wide (80 when unknown).
pub(crate) fn terminal(s: &Sheet, width: Option<usize>, cat: &Catalog) -> String {
    let hand = tr!(cat, "chart-hand");
    let cols = width.unwrap_or(80).clamp(40, 160);
    let all = series(s);
    let hands = s.hands.len().max(1) as f64;
    let (lo, hi) = y_range(s);
    let labels = y_labels(&Canvas::new(MIN_PLOT, hands, lo, hi), lo, hi, s.target);
    // As wide as the widest value, and as "hand" below them.
    let label_width = labels
        .iter()
        .map(|(_, l)| l.len())
        .max()
        .unwrap_or(0)
        .max(crate::render::text_width(&hand));
    let totals: Vec<i64> = (0..all.len())
        .map(|i| s.hands.last().map_or(0, |h| h.teams[i].total))
        .collect();
    // "● 4305": the marker says whose where the total had to move to a
    // row of its own.
    let mut end_width = totals
        .iter()
        .map(|t| t.to_string().len())
        .max()
        .unwrap_or(1)
        + 3;
    if label_width + 2 + MIN_PLOT + end_width > cols {
        // No room beside the lines: the legend still says the totals.
        end_width = 0;
    }
    let plot = cols
        .saturating_sub(label_width + 2 + end_width)
        .max(MIN_PLOT);
    let mut canvas = Canvas::new(plot, hands, lo, hi);
    canvas.hline(canvas.dot_y(s.target as f64), 2, 4, Ink::Target);
    draw_sides(&mut canvas, &all);
    let ends = end_labels(&canvas, &totals);

    let mut out = format!("{}\n", title(s, cat));
    for (row, end) in ends.iter().enumerate() {
        let label = labels
            .iter()
            .rev()
            .find(|(r, _)| *r == row)
            .map_or("", |(_, l)| l.as_str());
        let axis = if label.is_empty() { '│' } else { '┤' };
        out.push_str(&format!("{label:>label_width$} {axis}"));
        out.push_str(&canvas.render_row(row));
        if let Some(end) = end.as_ref().filter(|_| end_width > 0) {
            out.push(' ');
            out.push_str(end);
        }
        out.push('\n');
    }
    out.push_str(&x_axis(&canvas, s.hands.len(), label_width, &hand));
    let target = tr!(cat, "chart-target", target = s.target.to_string());
    out.push_str(&legend(&all, &totals, &target, cols));
    out
}

/// The rows of the axis labelled, and how: round values, and the target,
/// which wins its row.
fn y_labels(canvas: &Canvas, lo: f64, hi: f64, target: i64) -> Vec<(usize, String)> {
    let target_row = canvas.row_of(target as f64);
    let mut labels: Vec<(usize, String)> = ticks(lo, hi, ROWS / 2)
        .into_iter()
        .map(|v| (canvas.row_of(v), format!("{v:.0}")))
        .filter(|(row, _)| *row != target_row)
        .collect();
    labels.push((target_row, target.to_string()));
    labels
}

/// Each side's line in its own style, with its marker at every hand where
/// the hands are far enough apart to show them all, else at its end.
fn draw_sides(canvas: &mut Canvas, all: &[(String, Vec<(f64, f64)>)]) {
    let spaced = canvas.cols as f64 / canvas.hands >= 3.0;
    for (i, (_, points)) in all.iter().enumerate() {
        let l = look(i);
        let dots: Vec<(usize, usize)> = points
            .iter()
            .map(|&(h, t)| (canvas.dot_x(h), canvas.dot_y(t)))
            .collect();
        for pair in dots.windows(2) {
            canvas.line(pair[0], pair[1], l.on, l.period, Ink::Side(i));
        }
        for (n, &(dx, dy)) in dots.iter().enumerate() {
            if n > 0 && (spaced || n == dots.len() - 1) {
                canvas.mark(dx / 2, dy / 4, l.marker, Ink::Side(i));
            }
        }
    }
}

/// Each side's total beside the end of its line, in a row of its own.
fn end_labels(canvas: &Canvas, totals: &[i64]) -> Vec<Option<String>> {
    let mut rows: Vec<Option<String>> = vec![None; ROWS];
    for (i, total) in totals.iter().enumerate() {
        let want = canvas.row_of(*total as f64);
        let free = (0..ROWS)
            .flat_map(|d| [want.checked_add(d), want.checked_sub(d)])
            .flatten()
            .find(|&r| r < ROWS && rows[r].is_none());
        if let Some(r) = free {
            let text = if r == want {
                total.to_string()
            } else {
                format!("{} {total}", look(i).marker)
            };
            rows[r] = Some(paint(&text, Ink::Side(i)));
        }
    }
    rows
}

/// The hands along the bottom, as many numbered as there is room for.
fn x_axis(canvas: &Canvas, hands: usize, label_width: usize, hand: &str) -> String {
    let plot = canvas.cols;
    let digits = hands.to_string().len();
    let every = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000]
        .into_iter()
        .find(|k| (*k as f64) * (plot as f64 / canvas.hands) >= (digits + 2) as f64)
        .unwrap_or(usize::MAX);
    let mut axis = vec!['─'; plot];
    let mut numbers = vec![' '; plot + digits];
    for h in (0..=hands).step_by(every) {
        let col = canvas.dot_x(h as f64) / 2;
        axis[col] = '┬';
        for (k, c) in h.to_string().chars().enumerate() {
            numbers[col + k] = c;
        }
    }
    let axis: String = axis.into_iter().collect();
    let numbers: String = numbers.into_iter().collect();
    format!(
        "{:>label_width$} └{axis}\n{:>label_width$}  {}\n",
        "",
        hand,
        numbers.trim_end()
    )
}

/// Marker and line style, name and total of each side, then the target.
fn legend(all: &[(String, Vec<(f64, f64)>)], totals: &[i64], target: &str, cols: usize) -> String {
    let mut items: Vec<(String, String, Ink)> = all
        .iter()
        .zip(totals)
        .enumerate()
        .map(|(i, ((name, _), total))| {
            let l = look(i);
            let key = format!("{}{}{}", l.line, l.marker, l.line);
            (key, format!("{name} {total}"), Ink::Side(i))
        })
        .collect();
    items.push(("╌╌╌".into(), target.to_string(), Ink::Target));
    let mut out = String::new();
    for (key, text, ink) in items {
        // Wrapped as plain text: the colour takes no room.
        let item = fill(&format!("{key} {text}"), cols, "    ");
        out.push_str(&paint(&key, ink));
        out.push_str(&item[key.len()..]);
        out.push('\n');
    }
    out
}

/// What drew a dot, for its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ink {
    Side(usize),
    Target,
}

impl Ink {
    fn colour(self) -> Rgb {
        match self {
            Ink::Side(i) => look(i).colour,
            Ink::Target => GREY,
        }
    }
}

/// Text in a colour; `anstream` strips it where colour is not wanted.
fn paint(text: &str, ink: Ink) -> String {
    let (r, g, b) = ink.colour();
    format!("\x1b[38;2;{r};{g};{b}m{text}\x1b[0m")
}

/// A grid of braille characters, two dots wide and four high each, with
/// the ink that last drew in each and the markers set over them.
struct Canvas {
    cols: usize,
    rows: usize,
    /// Hands from 0 to `hands` across, totals from `lo` to `hi` up.
    hands: f64,
    lo: f64,
    hi: f64,
    dots: Vec<u8>,
    ink: Vec<Option<Ink>>,
    marks: Vec<Option<char>>,
}

impl Canvas {
    fn new(cols: usize, hands: f64, lo: f64, hi: f64) -> Canvas {
        let rows = ROWS;
        Canvas {
            cols,
            rows,
            hands,
            lo,
            hi,
            dots: vec![0; cols * rows],
            ink: vec![None; cols * rows],
            marks: vec![None; cols * rows],
        }
    }

    /// The dot column of a hand.
    fn dot_x(&self, hand: f64) -> usize {
        (hand / self.hands * (2 * self.cols - 1) as f64).round() as usize
    }

    /// The dot row of a value, 0 at the top.
    fn dot_y(&self, v: f64) -> usize {
        let height = (4 * self.rows - 1) as f64;
        let share = ((self.hi - v) / (self.hi - self.lo)).clamp(0.0, 1.0);
        (share * height).round() as usize
    }

    fn row_of(&self, v: f64) -> usize {
        self.dot_y(v) / 4
    }

    fn set(&mut self, x: usize, y: usize, ink: Ink) {
        // Dots 1-2-3-7 down the left column, 4-5-6-8 down the right.
        const BITS: [[u8; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
        let (col, row) = (x / 2, y / 4);
        if col >= self.cols || row >= self.rows {
            return;
        }
        let cell = row * self.cols + col;
        self.dots[cell] |= BITS[x % 2][y % 4];
        if self.ink[cell] != Some(Ink::Target) || ink != Ink::Target {
            self.ink[cell] = Some(ink);
        }
    }

    /// A line of dots from `a` to `b`, `on` dots drawn of every `period`.
    fn line(&mut self, a: (usize, usize), b: (usize, usize), on: usize, period: usize, ink: Ink) {
        let (dx, dy) = (b.0 as f64 - a.0 as f64, b.1 as f64 - a.1 as f64);
        let steps = dx.abs().max(dy.abs()).max(1.0) as usize;
        for i in 0..=steps {
            if i % period < on {
                let t = i as f64 / steps as f64;
                let x = (a.0 as f64 + dx * t).round() as usize;
                let y = (a.1 as f64 + dy * t).round() as usize;
                self.set(x, y, ink);
            }
        }
    }

    fn hline(&mut self, y: usize, on: usize, period: usize, ink: Ink) {
        for x in 0..2 * self.cols {
            if x % period < on {
                self.set(x, y, ink);
            }
        }
    }

    fn mark(&mut self, col: usize, row: usize, marker: char, ink: Ink) {
        let col = col.min(self.cols - 1);
        if row < self.rows {
            let cell = row * self.cols + col;
            self.marks[cell] = Some(marker);
            self.ink[cell] = Some(ink);
        }
    }

    /// One row as text, each run of one ink in its colour.
    fn render_row(&self, row: usize) -> String {
        let mut out = String::new();
        let mut run = String::new();
        let mut run_ink = None;
        for col in 0..self.cols {
            let cell = row * self.cols + col;
            let c = self.marks[cell].unwrap_or_else(|| {
                char::from_u32(0x2800 + u32::from(self.dots[cell])).unwrap_or(' ')
            });
            let ink = self.ink[cell].filter(|_| c != '\u{2800}');
            if ink != run_ink && !run.is_empty() {
                out.push_str(&match run_ink {
                    Some(i) => paint(&run, i),
                    None => run.clone(),
                });
                run.clear();
            }
            run_ink = ink;
            run.push(c);
        }
        out.push_str(&match run_ink {
            Some(i) => paint(&run, i),
            None => run,
        });
        out
    }
}

fn drawing(e: impl std::fmt::Display) -> Error {
    Error::new(
        ErrorKind::Io,
        crate::fault::FrontFault::CannotDrawChart {
            cause: e.to_string(),
        },
    )
}

fn rgb((r, g, b): Rgb) -> RGBColor {
    RGBColor(r, g, b)
}

/// The chart as an SVG document.
pub(crate) fn svg(s: &Sheet, cat: &Catalog) -> Result<String> {
    let (hand, running) = (tr!(cat, "chart-hand"), tr!(cat, "chart-running-total"));
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (800, 480)).into_drawing_area();
        root.fill(&WHITE).map_err(drawing)?;
        let hands = s.hands.len().max(1) as f64;
        let (lo, hi) = y_range(s);
        let mut chart = ChartBuilder::on(&root)
            .caption(title(s, cat), ("sans-serif", 22))
            .margin(16)
            // Room for each side's total beside the end of its line.
            .margin_right(56)
            .x_label_area_size(36)
            .y_label_area_size(60)
            .build_cartesian_2d(0.0..hands, lo..hi)
            .map_err(drawing)?;
        chart
            .configure_mesh()
            .x_desc(hand)
            .y_desc(running)
            .x_labels(s.hands.len().clamp(1, 20) + 1)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .draw()
            .map_err(drawing)?;
        for (i, (name, points)) in series(s).into_iter().enumerate() {
            let colour = rgb(look(i).colour);
            let style = colour.stroke_width(3);
            let end = points.last().copied().unwrap_or((0.0, 0.0));
            let total = s.hands.last().map_or(0, |h| h.teams[i].total);
            chart
                .draw_series(LineSeries::new(points.clone(), style))
                .map_err(drawing)?
                .label(name)
                .legend(move |(x, y)| {
                    EmptyElement::at((x, y))
                        + PathElement::new(vec![(0, 0), (20, 0)], style)
                        + shape(i, (10, 0), 5, colour)
                });
            chart
                .draw_series(
                    points
                        .iter()
                        .skip(1)
                        .map(|&p| EmptyElement::at(p) + shape(i, (0, 0), 5, colour)),
                )
                .map_err(drawing)?;
            // The total at the end of the line.
            chart
                .draw_series(std::iter::once(
                    EmptyElement::at(end)
                        + Text::new(
                            total.to_string(),
                            (8, -6),
                            ("sans-serif", 14).into_font().color(&colour),
                        ),
                ))
                .map_err(drawing)?;
        }
        // The target over the grid: darker, thicker and dashed, so that
        // it shows where it falls on a grid line.
        let target = s.target as f64;
        let dark = rgb(GREY).stroke_width(2);
        chart
            .draw_series(DashedLineSeries::new(
                [(0.0, target), (hands, target)],
                8,
                6,
                dark,
            ))
            .map_err(drawing)?
            .label(tr!(cat, "chart-target", target = s.target.to_string()))
            .legend(move |(x, y)| {
                EmptyElement::at((x, y))
                    + PathElement::new(vec![(0, 0), (8, 0)], dark)
                    + PathElement::new(vec![(12, 0), (20, 0)], dark)
            });
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(drawing)?;
        root.present().map_err(drawing)?;
    }
    Ok(out)
}

/// The marker of side `i`, centred `at` (pixels from its anchor): a
/// circle, square, triangle, diamond, ring or hollow square, the shapes
/// of the terminal's markers.
fn shape<DB: DrawingBackend>(
    i: usize,
    at: (i32, i32),
    r: i32,
    colour: RGBColor,
) -> DynElement<'static, DB, (i32, i32)> {
    let filled = colour.filled();
    let ring = colour.stroke_width(2);
    let (x, y) = at;
    match i % 6 {
        0 => Circle::new(at, r, filled).into_dyn(),
        1 => Rectangle::new([(x - r, y - r), (x + r, y + r)], filled).into_dyn(),
        2 => Polygon::new(
            vec![(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)],
            filled,
        )
        .into_dyn(),
        3 => Polygon::new(
            vec![
                (x, y - r - 1),
                (x + r + 1, y),
                (x, y + r + 1),
                (x - r - 1, y),
            ],
            filled,
        )
        .into_dyn(),
        4 => Circle::new(at, r, ring).into_dyn(),
        _ => Rectangle::new([(x - r, y - r), (x + r, y + r)], ring).into_dyn(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta::rules::load;
    use canasta::sheet::{Entry, GameFile, Hand};

    fn game(names: &[&str], hands: &[&[i64]]) -> Sheet {
        let mut g = GameFile::new(
            names.iter().map(std::string::ToString::to_string).collect(),
            load("classic").unwrap(),
        );
        for h in hands {
            g.hands.push(Hand {
                scores: names
                    .iter()
                    .zip(h.iter())
                    .map(|(n, t)| Entry::total_only(n, *t))
                    .collect(),
                ..Hand::default()
            });
        }
        canasta::sheet::sheet(&g)
    }

    /// What a terminal shows of a line: its colours take no room.
    fn shown(line: &str) -> String {
        let mut out = String::new();
        let mut rest = line;
        while let Some(i) = rest.find('\x1b') {
            out.push_str(&rest[..i]);
            rest = &rest[i..];
            rest = &rest[rest.find('m').map_or(rest.len(), |m| m + 1)..];
        }
        out + rest
    }

    #[test]
    fn every_chart_fits_its_width() {
        let many: Vec<Vec<i64>> = (0..300).map(|i| vec![i * 17 - 900, -i * 3, 5]).collect();
        let many: Vec<&[i64]> = many.iter().map(Vec::as_slice).collect();
        let huge: &[&[i64]] = &[&[i64::MAX / 4, -(i64::MAX / 4), 0]];
        for sheet in [
            game(&["A", "B"], &[]),
            game(&["A", "B", "C"], &many),
            game(&["Anna the Great", "B\u{1b}[2J", "漢字"], huge),
        ] {
            for (width, lang) in [40, 41, 60, 80, 123, 160]
                .into_iter()
                .flat_map(|w| crate::i18n::Lang::ALL.map(|l| (w, l)))
            {
                let text = terminal(&sheet, Some(width), &Catalog::new(lang));
                assert!(!shown(&text).contains('\u{1b}'), "{text}");
                for line in text.lines() {
                    let line = shown(line);
                    assert!(
                        crate::render::text_width(&line) <= width,
                        "{line:?} is wider than {width}\n{text}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_y_axis_has_round_steps() {
        assert_eq!(
            ticks(0.0, 5250.0, 7),
            [0.0, 1000.0, 2000.0, 3000.0, 4000.0, 5000.0]
        );
        assert_eq!(ticks(-35.0, 90.0, 5), [-20.0, 0.0, 20.0, 40.0, 60.0, 80.0]);
        assert_eq!(ticks(-5.0, 0.5, 5), [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0]);
    }
}
