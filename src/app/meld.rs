use crate::app::{Answer, Context, Outcome, joined};
use crate::cli::MeldArgs;
use crate::render;
use canasta::error::Result;
use canasta::{deck, meld, notation};

pub(super) fn run(ctx: &Context, args: &MeldArgs) -> Result<Outcome> {
    let rules = ctx.rules()?;
    let cards = notation::parse_nonempty("meld", &joined(&args.cards))?;
    deck::check(&rules, &[&cards])?;
    let verdict = if args.opened {
        meld::check_opened(&rules, &cards.cards(), args.going_out)
    } else {
        meld::check(&rules, &cards.cards(), args.going_out)
    };
    let answer = Answer::from_bool(verdict.valid);
    let words = ctx.words_of(&rules);
    let shown = render::meld::verdict(&verdict, ctx.out_in(&words))?;
    ctx.done_with(words);
    Ok(Outcome::new(shown, answer))
}
