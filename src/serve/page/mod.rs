//! The pages: the score pad (`pad`), its form to enter a hand (`entry`,
//! which also works without scripts: `form`, which sends a refused form
//! back: `kept`). Server-rendered HTML; every value from the game file is
//! escaped by maud, every word comes from the catalogues. The frame around
//! every page, and what a page request asks for, sit beside the pages
//! (`serve::frame`, `serve::asked`): refusals and the referee use them too.

mod entry;
pub(crate) mod form;
mod kept;
pub(crate) mod pad;
mod steppers;
