//! A link as a QR code: drawn with text, two rows of modules per line,
//! for the terminal; as SVG for the organiser's page.

use qrcode::QrCode;
use qrcode::render::svg;
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

/// `text` as a QR code in SVG, to be put into a page as it is: one unit
/// per module, dark on light, with the quiet zone; the page's style sheet
/// gives its size. `None` where the text is too long for any QR code.
pub(crate) fn svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let drawn = code
        .render::<svg::Color>()
        .module_dimensions(1, 1)
        .quiet_zone(true)
        .build();
    // The XML declaration has no place inside an HTML page.
    let start = drawn.find("<svg")?;
    Some(drawn[start..].to_string())
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
        assert_eq!(root.attribute("width"), root.attribute("height"));
        assert!(svg(&"x".repeat(10_000)).is_none());
    }
}
