//! A link as a QR code drawn with text, two rows of modules per line.

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
}
