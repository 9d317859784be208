use crate::app::{Context, Outcome};
use crate::cli::sheet::{GameCommand, ScoreArgs};
use crate::error::{Error, ErrorKind, Result};

pub fn score(_ctx: &Context, _args: &ScoreArgs) -> Result<Outcome> {
    Err(Error::new(ErrorKind::Usage, "score is not built yet"))
}

pub fn game(_ctx: &Context, _cmd: &GameCommand) -> Result<Outcome> {
    Err(Error::new(ErrorKind::Usage, "game is not built yet"))
}
