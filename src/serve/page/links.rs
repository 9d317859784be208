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

/// `text` as a QR code in SVG: one path, a run of dark modules on a row
/// a rectangle, with a quiet zone of four modules. `None` where the text
/// is too long for any code.
pub(crate) fn code(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 8;
    let mut path = String::new();
    for (y, row) in colors.chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            if row[x] == qrcode::Color::Dark {
                let start = x;
                while x < width && row[x] == qrcode::Color::Dark {
                    x += 1;
                }
                let run = x - start;
                let _ = write!(path, "M{} {}h{run}v1h-{run}z", start + 4, y + 4);
            } else {
                x += 1;
            }
        }
    }
    Some(format!(
        r##"<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" role="img" shape-rendering="crispEdges"><rect width="{size}" height="{size}" fill="#fff"/><path fill="#000" d="{path}"/></svg>"##
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
        let mut covered = 0;
        for run in svg.split('M').skip(1) {
            let h = run.split('h').nth(1).unwrap();
            covered += h.split('v').next().unwrap().parse::<usize>().unwrap();
        }
        assert_eq!(covered, dark);
        assert!(svg.len() < 8 * 1024, "{}", svg.len());
        assert!(code(&"x".repeat(10_000)).is_none());
    }
}
