//! What `canasta serve` prints when it is ready: the links, each with its
//! QR code, in words; or, under `--format json`, one line for programs.

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
        let mut one = |head: String, link: &str| {
            out.push_str(&head);
            out.push('\n');
            out.push_str(link);
            out.push('\n');
            if let Some(code) = crate::serve::qr::draw(link) {
                out.push_str(&code);
                out.push('\n');
            }
            out.push('\n');
        };
        one(tr!(cat, "serve-link-organiser"), &self.organiser);
        for (side, link) in &self.sides {
            let shown = crate::visible::visible(side).into_owned();
            one(
                tr!(cat, "serve-link-side", side = shown),
                link.as_str().unwrap_or(""),
            );
        }
        one(tr!(cat, "serve-link-viewer"), &self.viewer);
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
