//! A link as a QR code: drawn with text, two rows of modules per line,
//! for the terminal; as SVG for the organiser's page.

use std::fmt::Write;

use qrcode::QrCode;
use qrcode::render::unicode::Dense1x2;

/// `text` as a QR code in lines of block characters, for a terminal with
/// light text on a dark background (as `qrencode -t UTF8` draws it): the
/// light modules are the blocks. `None` where the text is too long for
/// any QR code.
pub(crate) fn draw(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// `text` as a QR code in SVG, to be put into a page as it is (the
/// page's style sheet gives its size): one stroked path, a run of dark modules
/// on a row one line (`M4 4.5h7m2 0h1`: to the row's first run, then
/// from the end of each run to the next), inside a quiet zone of four
/// modules; some 5 KB a code. `None` where the text is too long for any
/// code.
pub(crate) fn svg(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 8;
    let mut path = String::new();
    for (y, row) in colors.chunks(width).enumerate() {
        let (mut x, mut end) = (0, None);
        while x < width {
            if row[x] != qrcode::Color::Dark {
                x += 1;
                continue;
            }
            let start = x;
            while x < width && row[x] == qrcode::Color::Dark {
                x += 1;
            }
            let _ = match end {
                None => write!(path, "M{} {}.5h{}", start + 4, y + 4, x - start),
                Some(e) => write!(path, "m{} 0h{}", start - e, x - start),
            };
            end = Some(x);
        }
    }
    Some(format!(
        r##"<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" role="img"><rect width="{size}" height="{size}" fill="#fff"/><path stroke="#000" d="{path}"/></svg>"##
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_of_blocks() {
        let link = "http://192.168.178.20:8470/?token=0123456789abcdef0123456789abcdef01234567";
        let drawn = draw(link).unwrap();
        let lines: Vec<&str> = drawn.lines().collect();
        let width = lines[0].chars().count();
        assert!(lines.iter().all(|l| l.chars().count() == width));
        // Two rows per line: about half as many lines as columns.
        assert!(
            lines.len() * 2 >= width && lines.len() * 2 <= width + 2,
            "{drawn}"
        );
        assert!(draw(&"x".repeat(10_000)).is_none());
    }

    #[test]
    fn a_link_becomes_an_svg_square_for_the_page() {
        let link = "http://192.168.178.20:8470/?token=0123456789abcdef0123456789abcdef01234567";
        let drawn = svg(link).unwrap();
        assert!(
            drawn.starts_with("<svg") && drawn.ends_with("</svg>"),
            "{drawn}"
        );
        let doc = roxmltree::Document::parse(&drawn).unwrap();
        let root = doc.root_element();
        let view: Vec<&str> = root.attribute("viewBox").unwrap().split(' ').collect();
        assert_eq!(view[2], view[3], "square");
        assert!(svg(&"x".repeat(10_000)).is_none());
    }

    #[test]
    fn a_link_becomes_one_path_of_dark_runs_inside_a_quiet_zone() {
        let link = "http://192.168.178.20:8470/?token=0123456789abcdef0123456789abcdef01234567";
        let drawn = svg(link).unwrap();
        let width = qrcode::QrCode::new(link.as_bytes()).unwrap().width();
        let dark = qrcode::QrCode::new(link.as_bytes())
            .unwrap()
            .to_colors()
            .iter()
            .filter(|c| **c == qrcode::Color::Dark)
            .count();
        assert!(
            drawn.contains(&format!("viewBox=\"0 0 {0} {0}\"", width + 8)),
            "{drawn}"
        );
        // Every dark module is in one run: the runs' lengths add up.
        let d = drawn
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let covered: usize = d
            .split('h')
            .skip(1)
            .map(|run| {
                run.split(['m', 'M', '"'])
                    .next()
                    .unwrap()
                    .parse::<usize>()
                    .unwrap()
            })
            .sum();
        assert_eq!(covered, dark);
        assert!(drawn.len() < 6 * 1024, "{}", drawn.len());
        assert!(svg(&"x".repeat(10_000)).is_none());
    }
}
