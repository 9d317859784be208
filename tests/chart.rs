//! `game chart`: the race in the terminal and as an SVG file, and the
//! picture in docs/ that docs/score-sheet.md shows.

use std::path::Path;
use std::process::Output;

fn canasta(dir: &Path, args: &[&str]) -> Output {
    let out = crate::common::bin()
        .args(args)
        .current_dir(dir)
        .env_remove("CANASTA_RULES")
        .env("CANASTA_NOW", "2026-11-23T20:00:00Z")
        .env("COLUMNS", "80")
        .output()
        .unwrap();
    assert!(
        out.status.success() || args.contains(&"bad.png"),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The game night of the walk-through in docs/score-sheet.md.
pub(crate) const NIGHT: &[&[&str]] = &[
    &[
        "game",
        "new",
        "night.yaml",
        "--team",
        "We=Anna,Bernd",
        "--team",
        "They=Carla,Dirk",
    ],
    &[
        "game",
        "add",
        "night.yaml",
        "--tally",
        "we=natural,mixed,red3,out,cards:185",
        "they=mixed,cards:-35",
    ],
    &[
        "game",
        "add",
        "night.yaml",
        "--tally",
        "we=mixed,cards:60",
        "they=natural:2,red3:2,concealed,cards:240",
    ],
    &[
        "game",
        "add",
        "night.yaml",
        "--tally",
        "we=natural:2,mixed,red3,out,cards:310",
        "they=mixed,red3,cards:45",
    ],
    &[
        "game",
        "add",
        "night.yaml",
        "--tally",
        "we=natural,red3:2,out,cards:150",
        "they=natural,mixed,cards:90",
    ],
];

fn night(dir: &Path) {
    for args in NIGHT {
        canasta(dir, args);
    }
}

/// Each polyline drawn thick with more than two points is a side's series.
fn series(svg: &str) -> Vec<usize> {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke-width") == Some("3"))
        .map(|n| n.attribute("points").unwrap().split_whitespace().count())
        .filter(|&points| points > 2)
        .collect()
}

#[test]
fn the_svg_holds_one_series_per_side() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    night(d);
    let out = canasta(d, &["game", "chart", "night.yaml", "--output", "race.svg"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("wrote race.svg: 2 sides over 4 hands"));
    let svg = std::fs::read_to_string(d.join("race.svg")).unwrap();
    // Two sides, each from 0 through 4 hands: 5 points.
    assert_eq!(series(&svg), [5, 5]);
    assert!(
        svg.contains(">\nWe\n<") && svg.contains(">\nThey\n<"),
        "the legend names the sides"
    );

    // Three sides: three series.
    canasta(
        d,
        &[
            "game",
            "new",
            "three.yaml",
            "--rules",
            "classic-3p",
            "--team",
            "A",
            "B",
            "C",
        ],
    );
    canasta(
        d,
        &[
            "game",
            "add",
            "three.yaml",
            "--points",
            "A=100,5",
            "B=0,-5",
            "C=300,50",
        ],
    );
    canasta(
        d,
        &[
            "game",
            "add",
            "three.yaml",
            "--points",
            "A=100,5",
            "B=0,-5",
            "C=300,50",
        ],
    );
    canasta(d, &["game", "chart", "three.yaml", "--output", "three.svg"]);
    assert_eq!(
        series(&std::fs::read_to_string(d.join("three.svg")).unwrap()),
        [3, 3, 3]
    );

    let out = crate::common::bin()
        .args(["game", "chart", "night.yaml", "--output", "bad.png"])
        .current_dir(d)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("FILE.svg"));
    assert!(!d.join("bad.png").exists());
    let out = crate::common::bin()
        .args(["game", "chart", "night.yaml", "--format", "json"])
        .current_dir(d)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--format does not apply"));
}

#[test]
fn the_terminal_chart_fits_and_names_the_sides() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    night(d);
    let text = String::from_utf8(canasta(d, &["game", "chart", "night.yaml"]).stdout).unwrap();
    assert!(text.starts_with("The race to 5000 (classic)\n"), "{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "{line:?}");
    }
    let v: serde_json::Value = serde_json::from_slice(
        &canasta(d, &["game", "show", "night.yaml", "--format", "json"]).stdout,
    )
    .unwrap();
    // Without colour (a pipe here) each side keeps a legend key of its
    // own: its marker between strokes of its line style.
    let mut keys = Vec::new();
    for t in v["teams"].as_array().unwrap() {
        let tail = format!(" {} {}", t["name"].as_str().unwrap(), t["total"]);
        let line = text
            .lines()
            .find(|l| l.ends_with(&tail))
            .unwrap_or_else(|| panic!("no legend line for {tail} in\n{text}"));
        keys.push(line.strip_suffix(&tail).unwrap().to_string());
        // The total ends the side's line on the chart too.
        let total = t["total"].to_string();
        assert!(
            text.lines()
                .any(|l| l.contains(['┤', '│']) && l.ends_with(&format!(" {total}"))),
            "{total} at the end of a line in\n{text}"
        );
    }
    assert_eq!(keys.len(), 2);
    assert_ne!(keys[0], keys[1], "{text}");
    assert!(text.contains("╌╌╌ target 5000"), "{text}");
    // The axis is labelled between top and bottom, the target among them.
    let labelled: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_once(" ┤").map(|(label, _)| label.trim()))
        .collect();
    assert!(labelled.len() > 2, "{labelled:?}\n{text}");
    assert!(labelled.contains(&"5000"), "{labelled:?}\n{text}");
    assert!(labelled.contains(&"0"), "{labelled:?}\n{text}");
}

/// The SVG: each side its own marker at every hand and its total at the
/// end of its line; the target a dashed line thicker and darker than the
/// grid line it falls on.
#[test]
fn the_svg_tells_the_sides_and_the_target_apart() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    night(d);
    canasta(d, &["game", "chart", "night.yaml", "--output", "race.svg"]);
    let svg = std::fs::read_to_string(d.join("race.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .map(str::trim)
        .collect();
    assert!(
        texts.contains(&"4305") && texts.contains(&"3240"),
        "{texts:?}"
    );
    // Markers: We's circles, They's squares (rectangles), 4 hands each
    // and one in the legend.
    let red = |n: &roxmltree::Node| n.attribute("fill") == Some("#C82828");
    let blue = |n: &roxmltree::Node| n.attribute("fill") == Some("#285AC8");
    let circles = doc
        .descendants()
        .filter(|n| n.has_tag_name("circle") && red(n));
    let squares = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && blue(n));
    assert_eq!(circles.count(), 5);
    assert_eq!(squares.count(), 5);
    // The target over the grid line at 5000.
    let target: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke") == Some("#6E6E6E"))
        .collect();
    assert!(target.len() > 10, "dashed: many pieces");
    for piece in &target {
        assert_eq!(piece.attribute("stroke-width"), Some("2"));
    }
    let y_of = |n: &roxmltree::Node| {
        n.attribute("points")
            .unwrap()
            .split([',', ' '])
            .nth(1)
            .unwrap()
            .parse::<f64>()
            .unwrap()
    };
    let grid = doc
        .descendants()
        .filter(|n| n.has_tag_name("line"))
        .any(|n| {
            n.attribute("y1") == n.attribute("y2")
                && (n.attribute("y1").unwrap().parse::<f64>().unwrap() - y_of(&target[0])).abs()
                    < 1.0
        });
    assert!(
        grid,
        "the target of this night falls on the grid line at 5000"
    );
}

/// docs/game-night.svg is the chart of the walk-through in
/// docs/score-sheet.md, made by the tool: `UPDATE_DOCS=1 cargo test --test
/// integration chart` redraws it.
#[test]
fn the_docs_picture_is_current() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    night(d);
    canasta(
        d,
        &["game", "chart", "night.yaml", "--output", "game-night.svg"],
    );
    let made = std::fs::read_to_string(d.join("game-night.svg")).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/game-night.svg");
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &made).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == made,
        "docs/game-night.svg is stale: redraw it with `UPDATE_DOCS=1 cargo test --test integration chart` and commit it"
    );
}
