use crate::app::{Answer, Context, Outcome};
use crate::cli::RulesCommand;
use crate::render;
use canasta::error::Result;
use canasta::rules::{self, diff};

pub(super) fn run(ctx: &Context, cmd: &RulesCommand) -> Result<Outcome> {
    let text = match cmd {
        RulesCommand::List => {
            let all = rules::preset::names()
                .map(rules::load)
                .collect::<Result<Vec<_>>>()?;
            render::rules::list(&all, ctx.out())?
        }
        RulesCommand::Show { name } => {
            let set = match name {
                Some(spec) => ctx.apply_players(rules::load(spec)?)?,
                None => ctx.rules()?,
            };
            render::rules::show(&set, ctx.out_in(&ctx.words_of(&set)))?
        }
        RulesCommand::Diff { a, b } => {
            let a = ctx.apply_players(rules::load(a)?)?;
            let b = ctx.apply_players(rules::load(b)?)?;
            render::rules::diff(&diff::diff(&a, &b), ctx.out())?
        }
    };
    Ok(Outcome::new(text, Answer::Yes))
}
