//! `game chart`: the race to the target, each side's running total hand
//! by hand, in the terminal (textplots) or as an SVG file (plotters, SVG
//! backend only). The only module that knows the plotting crates.

use plotters::prelude::*;
use textplots::{ColorPlot, LabelBuilder, LabelFormat, Shape};

use crate::error::{Error, ErrorKind, Result};
use crate::sheet::Sheet;

/// Colours for the sides, in team order; the target is drawn in grey.
const COLOURS: [Rgb; 6] = [
    (200, 40, 40),
    (40, 90, 200),
    (30, 150, 60),
    (200, 130, 0),
    (130, 50, 170),
    (0, 150, 150),
];

type Rgb = (u8, u8, u8);

fn colour(i: usize) -> Rgb {
    COLOURS[i % COLOURS.len()]
}

/// Each side's running total after each hand, starting from 0 before the
/// first, as (hand, total) points.
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
            (t.name.clone(), points)
        })
        .collect()
}

fn y_range(s: &Sheet) -> (f64, f64) {
    let totals = s.hands.iter().flat_map(|h| h.teams.iter().map(|c| c.total));
    let lo = totals.clone().min().unwrap_or(0).min(0) as f64;
    let hi = totals.max().unwrap_or(0).max(s.target) as f64;
    (lo, hi + (hi - lo) * 0.05)
}

/// The chart for a terminal `width` characters wide (80 when unknown).
pub fn terminal(s: &Sheet, width: Option<usize>) -> String {
    let cols = width.unwrap_or(80).clamp(40, 160);
    // Braille dots: two per character; room for the labels on the right.
    let dots = ((cols - 10) * 2) as u32;
    let all = series(s);
    let hands = s.hands.len().max(1) as f32;
    let (lo, hi) = y_range(s);
    let shapes: Vec<(Vec<(f32, f32)>, Rgb)> = all
        .iter()
        .enumerate()
        .map(|(i, (_, p))| {
            (
                p.iter().map(|&(x, y)| (x as f32, y as f32)).collect(),
                colour(i),
            )
        })
        .collect();
    let target = [(0.0, s.target as f32), (hands, s.target as f32)];
    let lines: Vec<(Shape, Rgb)> = shapes
        .iter()
        .map(|(p, c)| (Shape::Lines(p), *c))
        .chain([(Shape::Lines(&target), (150, 150, 150))])
        .collect();
    let mut chart = textplots::Chart::new_with_y_range(dots, 60, 0.0, hands, lo as f32, hi as f32);
    let mut c = chart
        .x_label_format(LabelFormat::Custom(Box::new(|x| format!("hand {x:.0}"))))
        .y_label_format(LabelFormat::Custom(Box::new(|y| format!("{y:.0}"))));
    for (shape, (r, g, b)) in &lines {
        c = c.linecolorplot(shape, rgb::RGB8::new(*r, *g, *b));
    }
    c.axis();
    c.figures();
    let mut out = format!("The race to {} ({})\n{c}", s.target, s.rules);
    for (i, (name, p)) in all.iter().enumerate() {
        let (r, g, b) = colour(i);
        let last = p.last().map_or(0.0, |p| p.1);
        out.push_str(&format!("\x1b[38;2;{r};{g};{b}m━━\x1b[0m {name} {last}\n"));
    }
    out.push_str(&format!(
        "\x1b[38;2;150;150;150m━━\x1b[0m target {}\n",
        s.target
    ));
    out
}

fn drawing(e: impl std::fmt::Display) -> Error {
    Error::new(ErrorKind::Io, format!("cannot draw the chart: {e}"))
}

/// The chart as an SVG document.
pub fn svg(s: &Sheet) -> Result<String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (800, 480)).into_drawing_area();
        root.fill(&WHITE).map_err(drawing)?;
        let hands = s.hands.len().max(1) as f64;
        let (lo, hi) = y_range(s);
        let mut chart = ChartBuilder::on(&root)
            .caption(
                format!("The race to {} ({})", s.target, s.rules),
                ("sans-serif", 22),
            )
            .margin(16)
            .x_label_area_size(36)
            .y_label_area_size(60)
            .build_cartesian_2d(0.0..hands, lo..hi)
            .map_err(drawing)?;
        chart
            .configure_mesh()
            .x_desc("hand")
            .y_desc("running total")
            .x_labels(s.hands.len().clamp(1, 20) + 1)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .draw()
            .map_err(drawing)?;
        for (i, (name, points)) in series(s).into_iter().enumerate() {
            let (r, g, b) = colour(i);
            let style = RGBColor(r, g, b).stroke_width(3);
            chart
                .draw_series(LineSeries::new(points, style))
                .map_err(drawing)?
                .label(name)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], style));
        }
        let grey = RGBColor(150, 150, 150).stroke_width(1);
        chart
            .draw_series(LineSeries::new(
                [(0.0, s.target as f64), (hands, s.target as f64)],
                grey,
            ))
            .map_err(drawing)?
            .label(format!("target {}", s.target))
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], grey));
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
