//! What `canasta serve` prints when it is ready: the links in words, with
//! the organiser's QR code (the organiser's page shows every side's link
//! and code, to hand around: a terminal holds one code, not five); or,
//! under `--format json`, one line for programs.

use serde::Serialize;

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::serve::keys::Keys;
use crate::serve::role::Role;

/// The links of a served game.
#[derive(Debug, Serialize)]
pub(crate) struct Links {
    /// The pad's address, ending in `/`.
    pub url: String,
    pub organiser: String,
    pub viewer: String,
    /// Each side's link, by its name, in the sheet's order.
    pub sides: serde_json::Map<String, serde_json::Value>,
}

impl Links {
    /// The links to the pad at `url` for the sides `teams`.
    pub(crate) fn new(url: &str, keys: &Keys, teams: &[String]) -> Links {
        let link = |role| format!("{url}?token={}", keys.token(role));
        Links {
            url: url.to_string(),
            organiser: link(Role::Organiser),
            viewer: link(Role::Viewer),
            sides: teams
                .iter()
                .enumerate()
                .map(|(i, t)| (t.clone(), serde_json::Value::String(link(Role::Side(i)))))
                .collect(),
        }
    }

    /// No links: a game served as a table of a club evening, whose links
    /// are the evening's.
    pub(crate) fn none(url: &str) -> Links {
        Links {
            url: url.to_string(),
            organiser: String::new(),
            viewer: String::new(),
            sides: serde_json::Map::new(),
        }
    }

    /// The link of `role`, where it has one.
    pub(crate) fn of(&self, role: Role) -> Option<&str> {
        match role {
            Role::Organiser => Some(&self.organiser),
            Role::Viewer => Some(&self.viewer),
            Role::Side(i) => self.sides.values().nth(i).and_then(|v| v.as_str()),
        }
    }

    /// Every link with its role: the organiser's, each side's in the
    /// sheet's order, the viewer's.
    pub(crate) fn each(&self) -> Vec<(Role, &str)> {
        let mut all = vec![(Role::Organiser, self.organiser.as_str())];
        all.extend(
            self.sides
                .values()
                .enumerate()
                .filter_map(|(i, v)| Some((Role::Side(i), v.as_str()?))),
        );
        all.push((Role::Viewer, self.viewer.as_str()));
        all.retain(|(_, l)| !l.is_empty());
        all
    }

    /// The link of `role` as a QR code in SVG, for a page.
    pub(crate) fn qr_svg(&self, role: Role) -> Option<String> {
        crate::serve::qr::svg(self.of(role)?)
    }

    /// The one line for programs.
    pub(crate) fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default() + "\n"
    }

    /// The links for people: what each may do, its link, its QR code.
    pub(crate) fn text(&self, cat: &Catalog, file: &str, reach: Reach) -> String {
        let mut out = tr!(cat, "serve-listening", file = file, url = self.url.as_str()) + "\n";
        out.push_str(&match reach {
            Reach::ThisComputer => tr!(cat, "serve-local-only"),
            Reach::Network { port } => tr!(cat, "serve-lan-note", port = port.to_string()),
        });
        out.push_str("\n\n");
        let one = |out: &mut String, head: String, link: &str, code: bool| {
            out.push_str(&head);
            out.push('\n');
            out.push_str(link);
            out.push('\n');
            if let Some(code) = code.then(|| crate::serve::qr::draw(link)).flatten() {
                out.push_str(&code);
                out.push('\n');
            }
            out.push('\n');
        };
        one(
            &mut out,
            tr!(cat, "serve-link-organiser"),
            &self.organiser,
            true,
        );
        out.push_str(&tr!(cat, "link-others-on-page"));
        out.push_str("\n\n");
        for (side, link) in &self.sides {
            let shown = crate::visible::visible(side).into_owned();
            one(
                &mut out,
                tr!(cat, "serve-link-side", side = shown),
                link.as_str().unwrap_or(""),
                false,
            );
        }
        one(&mut out, tr!(cat, "serve-link-viewer"), &self.viewer, false);
        out.push_str(&tr!(cat, "serve-stop"));
        out.push('\n');
        out
    }
}

/// Who can reach the pad, for the line that says so.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Reach {
    ThisComputer,
    Network { port: u16 },
}
