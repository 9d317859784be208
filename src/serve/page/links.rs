//! The organiser's block of links to hand around: every side's link and
//! the viewers', each with its QR code, folded under one heading, so
//! that the terminal prints one code (the organiser's) and the phones
//! get theirs from the organiser's phone.

use std::fmt::Write;

use maud::{Markup, PreEscaped, html};

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::serve::asked::Asked;
use crate::serve::role::Role;

/// The links of the roles to hand around, each with its code.
pub(crate) fn links(teams: &[String], asked: &Asked) -> Markup {
    let cat = Catalog::new(asked.lang);
    let label = |role: Role| match role {
        Role::Organiser => tr!(cat, "serve-links-organiser"),
        Role::Side(i) => tr!(
            cat,
            "serve-links-side",
            side = teams.get(i).map_or("", String::as_str)
        ),
        Role::Viewer => tr!(cat, "serve-links-viewer"),
    };
    html! {
        details #links.links {
            summary { (tr!(cat, "serve-links-title")) }
            p.hint { (tr!(cat, "serve-links-note")) }
            @for (role, url) in asked.shared.iter().filter(|(r, _)| *r != Role::Organiser) {
                figure.link data-role=(role.key()) {
                    @if let Some(svg) = code(url) { (PreEscaped(svg)) }
                    figcaption {
                        strong { (label(*role)) }
                        br;
                        a href=(url) { (url) }
                    }
                }
            }
        }
    }
}

/// `text` as a QR code in SVG: one stroked path, a run of dark modules
/// on a row one line (`M4 4.5h7m2 0h1`: to the row's first run, then
/// from the end of each run to the next), inside a quiet zone of four
/// modules; some 5 KB a code. `None` where the text is too long for any
/// code.
pub(crate) fn code(text: &str) -> Option<String> {
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
    fn a_link_becomes_one_path_of_dark_runs_inside_a_quiet_zone() {
        let link = "http://192.168.178.20:8470/?token=0123456789abcdef0123456789abcdef01234567";
        let svg = code(link).unwrap();
        let width = qrcode::QrCode::new(link.as_bytes()).unwrap().width();
        let dark = qrcode::QrCode::new(link.as_bytes())
            .unwrap()
            .to_colors()
            .iter()
            .filter(|c| **c == qrcode::Color::Dark)
            .count();
        assert!(
            svg.contains(&format!("viewBox=\"0 0 {0} {0}\"", width + 8)),
            "{svg}"
        );
        // Every dark module is in one run: the runs' lengths add up.
        let d = svg
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
        assert!(svg.len() < 6 * 1024, "{}", svg.len());
        assert!(code(&"x".repeat(10_000)).is_none());
    }
}
