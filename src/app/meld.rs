//! `canasta meld`: the cards to the library's question, to the referee,
//! to output.

use crate::app::adjudicate::Names;
use crate::app::{Answer, Context, Outcome, ask, joined};
use crate::cli::MeldArgs;
use canasta::adjudicate::question::Question;
use canasta::error::Result;
use canasta::rules::RuleSet;
use canasta::{deck, notation};

pub(super) fn run(ctx: &Context, args: &MeldArgs) -> Result<Outcome> {
    let rules = ctx.rules()?;
    let question = meld_question(&rules, args, &Names::command_line("meld"))?;
    let answer = ask::answer(&rules, &question)?;
    let words = ctx.words_of(&rules);
    let shown = ask::render(&answer, ctx.out_in(&words))?;
    ctx.done_with(words);
    Ok(Outcome::new(shown, Answer::from_bool(answer.yes())))
}

/// `meld`'s question: its cards, checked against one deck of `rules`.
pub(crate) fn meld_question(rules: &RuleSet, args: &MeldArgs, names: &Names) -> Result<Question> {
    let cards = notation::parse_nonempty(&names.cards, &joined(&args.cards))?;
    deck::check(rules, &[&cards])?;
    Ok(Question::Meld {
        cards: cards.cards(),
        going_out: args.going_out,
        opened: args.opened,
    })
}
