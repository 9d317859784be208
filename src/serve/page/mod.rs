//! The pages: the score pad (`pad`), its form to enter a hand (`entry`,
//! a side's part of it `side` with its `steppers`; it also works without
//! scripts: `form`, which sends a refused form back: `kept`), what the
//! pad says in words (`words`), the organiser's links to hand around
//! (`links`), what a page request asks for (`asked`), and the frame
//! around every page. Server-rendered HTML; every value from the game file is escaped
//! by maud, every word comes from the catalogues.

pub(crate) mod asked;
mod entry;
pub(crate) mod form;
pub(crate) mod frame;
mod kept;
mod links;
pub(crate) mod pad;
mod side;
mod steppers;
mod words;

/// An address of the pad in the page's language: `/referee?lang=de`.
pub(crate) fn href(path: &str, lang: crate::i18n::Lang, asked: bool) -> String {
    if asked {
        let sep = if path.contains('?') { '&' } else { '?' };
        format!("{path}{sep}lang={}", lang.tag())
    } else {
        path.to_string()
    }
}
