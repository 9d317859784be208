//! The frame of every page: the document, the head with the pad's own
//! style sheet and script, and the navigation; the bare frame of a
//! refusal; the pad's addresses in the page's language. It sits beside
//! the pages rather than among them, so that a refusal (`reply`) and the
//! referee frame their pages without importing the pages they serve.

use maud::{DOCTYPE, Markup, html};

use crate::i18n::tr;
use crate::i18n::{Catalog, Lang};
use crate::serve::role::Role;

/// Which page is shown, for the navigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Here {
    Pad,
    Referee,
}

/// A page of the pad for `role`: navigation between the pad and the
/// referee, a link to the other language.
pub(crate) fn page(
    lang: Lang,
    asked: bool,
    here: Here,
    role: Role,
    version: u64,
    body: &Markup,
) -> Markup {
    let cat = Catalog::new(lang);
    let other = match lang {
        Lang::En => Lang::De,
        Lang::De => Lang::En,
    };
    let path = match here {
        Here::Pad => "/",
        Here::Referee => "/referee",
    };
    let link = |p: &str| href(p, lang, asked);
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            (head(&tr!(cat, "serve-title")))
            body data-lang=(lang.tag()) data-role=(role.key()) data-version=(version)
                data-pending=(tr!(cat, "serve-pending")) data-saved=(tr!(cat, "serve-saved"))
                data-half-saved=(tr!(cat, "serve-half-saved")) data-offline=(tr!(cat, "serve-offline")) {
                header {
                    nav {
                        a href=(link("/")) aria-current=[(here == Here::Pad).then_some("page")] {
                            (tr!(cat, "serve-nav-pad"))
                        }
                        a href=(link("/referee")) aria-current=[(here == Here::Referee).then_some("page")] {
                            (tr!(cat, "serve-nav-referee"))
                        }
                        // `EN`/`DE`: the whole name in the German
                        // navigation is wider than a narrow phone.
                        a.lang href=(href(path, other, true)) hreflang=(other.tag())
                            lang=(other.tag()) title=(tr!(cat, "serve-other-lang"))
                            aria-label=(tr!(cat, "serve-other-lang")) {
                            (other.tag().to_uppercase())
                        }
                    }
                }
                main { (body) }
            }
        }
    }
}

pub(crate) fn head(title: &str) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="referrer" content="same-origin";
            title { (title) }
            link rel="icon" href="/assets/icon.svg" type="image/svg+xml";
            link rel="stylesheet" href="/assets/app.css";
            script src="/assets/app.js" defer {}
        }
    }
}

/// A page with no game on it (a refusal), without navigation.
pub(crate) fn bare(lang: Lang, title: &str, body: &Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            (head(title))
            body { main { (body) } }
        }
    }
}

/// An address of the pad in the page's language: `/referee?lang=de`.
pub(crate) fn href(path: &str, lang: Lang, asked: bool) -> String {
    if asked {
        let sep = if path.contains('?') { '&' } else { '?' };
        format!("{path}{sep}lang={}", lang.tag())
    } else {
        path.to_string()
    }
}
