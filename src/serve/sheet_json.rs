//! `GET /api/game`: `canasta game show --format json`, by the same code.

use crate::cli::Format;
use crate::i18n::Lang;
use crate::render::Out;
use canasta::error::Result;
use canasta::sheet::GameFile;

/// The game's sheet as `canasta game show --format json` writes it, with
/// its words (the tallies' lines) in `lang`.
pub(crate) fn json(game: &GameFile, lang: Lang) -> Result<String> {
    let words = crate::app::words(&game.rules, lang);
    crate::app::sheet::show(game.clone(), Out::new(Format::Json, None, &words))
}
