use crate::app::{Context, Outcome};
use crate::cli::adjudicate::{GoOutArgs, InitialMeldArgs, PickupArgs};
use crate::error::{Error, ErrorKind, Result};

pub fn initial_meld(_ctx: &Context, _args: &InitialMeldArgs) -> Result<Outcome> {
    Err(Error::new(
        ErrorKind::Usage,
        "initial-meld is not built yet",
    ))
}

pub fn pickup(_ctx: &Context, _args: &PickupArgs) -> Result<Outcome> {
    Err(Error::new(ErrorKind::Usage, "pickup is not built yet"))
}

pub fn go_out(_ctx: &Context, _args: &GoOutArgs) -> Result<Outcome> {
    Err(Error::new(ErrorKind::Usage, "go-out is not built yet"))
}
