//! The organiser's block of links to hand around: every side's link and
//! the viewers', each with its QR code, folded under one heading, so
//! that the terminal prints one code (the organiser's) and the phones
//! get theirs from the organiser's phone.

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
                    @if let Some(svg) = crate::serve::qr::svg(url) { (PreEscaped(svg)) }
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
