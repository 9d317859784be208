//! `canasta score` and `canasta game ...`.

use std::path::Path;

use crate::app::hand_args::{Given, given};
use crate::app::{Answer, Context, Outcome};
use crate::cli::sheet::{GameCommand, HandArgs, ScoreArgs};
use crate::fault::{FrontHint, UsageFault};
use crate::render;
use canasta::error::{Error, ErrorKind, Result};
use canasta::round::{self, RoundFile};
use canasta::rules::RuleSet;
use canasta::score::{self, HandScore};
use canasta::sheet::enter::{self, AddHand, EditHand, HandOf, Said, SideSaid};
use canasta::sheet::fault::SheetFault;
use canasta::sheet::tally::Tally;
use canasta::sheet::{self, GameFile, Stamp, store};
use canasta::yaml::Node;

fn read(path: &Path, kind: ErrorKind, what: canasta::error::Document) -> Result<String> {
    canasta::input::read_text(path, what, kind)
}

pub(super) fn read_round(path: &Path) -> Result<(RoundFile, Node)> {
    // The tree is kept so that errors found later can point into the file.
    let text = read(path, ErrorKind::Round, canasta::error::Document::RoundFile)?;
    round::parse_tree(canasta::input::origin(path), &text)
}

/// A round file's `rules: house.yaml` is found beside the round file.
pub(super) fn beside(round: &Path, spec: &str) -> String {
    if canasta::rules::preset::text(spec).is_some() {
        return spec.to_string();
    }
    let near = round.parent().map(|d| d.join(spec));
    match near {
        Some(p) if p.is_file() => p.display().to_string(),
        _ => spec.to_string(),
    }
}

/// Check and score a round file under a rule set.
fn score_round(
    rules: RuleSet,
    (file, tree): (&RoundFile, &Node),
    players_given: bool,
    origin: &Path,
) -> Result<(RuleSet, HandScore)> {
    let name = canasta::input::origin(origin);
    let rules = round::fit_players(rules, file, players_given).map_err(|e| e.context(&name))?;
    let round = round::check(&rules, file).map_err(|e| round::relocate(e, &name, tree, file))?;
    let score = score::checked(&rules, &round).map_err(|e| e.context(&name))?;
    Ok((rules, score))
}

pub(super) fn score(ctx: &Context, args: &ScoreArgs) -> Result<Outcome> {
    let (file, tree) = read_round(&args.round)?;
    let spec = file.rules.as_deref().map(|r| beside(&args.round, r));
    let mut rules = ctx.rules_or(spec.as_deref().zip(tree.get("rules")))?;
    if let (None, Some(n)) = (ctx.hand_number, file.hand_number) {
        rules = rules.at_hand(n);
    }
    let (rules, score) = score_round(rules, (&file, &tree), ctx.players.is_some(), &args.round)?;
    Ok(Outcome::new(
        render::sheet::hand_score(&score, ctx.out_in(&ctx.words_of(&rules)))?,
        Answer::Yes,
    ))
}

pub(super) fn game(ctx: &Context, cmd: &GameCommand) -> Result<Outcome> {
    match cmd {
        GameCommand::New {
            game,
            teams,
            length,
        } => super::new_game::new(ctx, game, teams, length),
        GameCommand::Add {
            game,
            hand,
            replace_halves,
        } => add(ctx, game, hand, *replace_halves),
        GameCommand::Show { game } => {
            let g = store::load(game)?;
            refuse_rules(ctx, &g)?;
            let words = ctx.words_of(&g.rules);
            show(g, ctx.out_in(&words)).map(|s| Outcome::new(s, Answer::Yes))
        }
        GameCommand::Undo { game } => change(ctx, game, |g, at| {
            g.undo(at)
                .map(|d| render::sheet::done(&ctx.words_of(&g.rules), &d))
        }),
        GameCommand::Redo { game } => change(ctx, game, |g, at| {
            g.redo(at)
                .map(|d| render::sheet::done(&ctx.words_of(&g.rules), &d))
        }),
        GameCommand::Log { game } => {
            let g = store::load(game)?;
            refuse_rules(ctx, &g)?;
            let zone = render::time::zone(ctx.tz.as_deref());
            render::sheet::log(&g.log, ctx.out_in(&ctx.words_of(&g.rules)), &zone)
                .map(|s| Outcome::new(s, Answer::Yes))
        }
        GameCommand::Chart { game, output } => chart(ctx, game, output.as_deref()),
        GameCommand::Stats { games } => {
            refuse_rules_arg(ctx)?;
            // One game in memory at a time: only the sums are kept.
            let mut sums = sheet::stats::Sums::default();
            let mut words = StatsWords::default();
            for path in games {
                let g = store::load(path)?;
                sums.add(&g);
                words.add(g.rules);
            }
            let words = words.catalog(ctx);
            render::sheet::stats(&sums.stats(), ctx.out_in(&words))
                .map(|s| Outcome::new(s, Answer::Yes))
        }
        GameCommand::Edit { game, number, hand } => edit(ctx, game, *number, hand),
    }
}

/// Make one change to a game under its lock and show the sheet after it.
fn change(
    ctx: &Context,
    game: &Path,
    make: impl FnOnce(&mut GameFile, &str) -> Result<String>,
) -> Result<Outcome> {
    let at = now(ctx)?;
    let (g, summary) = store::update(game, |g| {
        refuse_rules(ctx, g)?;
        make(g, &at)
    })?;
    Ok(Outcome::after_saving(game, show_after(ctx, g, &summary)))
}

/// Whether a command was given no hand: then it asks, on a terminal.
fn no_hand_given(hand: &HandArgs) -> bool {
    hand.round.is_none() && hand.points.is_empty() && hand.tally.is_empty()
}

/// `game add`: a hand from the arguments, or asked for on a terminal;
/// refused while sides' halves of it wait, unless `replace_halves`.
fn add(ctx: &Context, game: &Path, hand: &HandArgs, replace_halves: bool) -> Result<Outcome> {
    let asked = if no_hand_given(hand) {
        // Read the game once to ask about its sides; the change itself is
        // made under the lock below.
        let g = store::load(game)?;
        refuse_rules(ctx, &g)?;
        g.refuse_over()?;
        g.refuse_waiting(replace_halves)
            .map_err(|e| e.with_help(FrontHint::ReplaceHalves))?;
        Some(ask(ctx, &g, None, "game add")?)
    } else {
        None
    };
    change(ctx, game, |g, at| {
        g.refuse_over()?;
        let given = match &asked {
            Some(tallies) => asked_hand(g, tallies)?,
            None => given(ctx, g, hand, g.hands.len() + 1)?,
        };
        let request = AddHand {
            hand: given.hand.clone(),
            force: hand.force,
            replace_halves,
        };
        let done =
            g.add_hand(&request, &Stamp::at(at))
                .map_err(|e| match e.fault::<SheetFault>() {
                    Some(SheetFault::HalvesWaiting { .. }) => e.with_help(FrontHint::ReplaceHalves),
                    _ => given.flagged(e),
                })?;
        Ok(with_note(
            render::sheet::done(&ctx.words_of(&g.rules), &done),
            given.note,
        ))
    })
}

/// `game edit`: hand N replaced from the arguments, or asked for on a
/// terminal with the hand's own answers as defaults.
fn edit(ctx: &Context, game: &Path, number: usize, hand: &HandArgs) -> Result<Outcome> {
    let asked = if no_hand_given(hand) {
        let g = store::load(game)?;
        refuse_rules(ctx, &g)?;
        g.has_hand(number)?;
        Some(ask(ctx, &g, Some(number), "game edit")?)
    } else {
        None
    };
    change(ctx, game, |g, at| {
        g.has_hand(number)?;
        let given = match &asked {
            Some(tallies) => asked_hand(g, tallies)?,
            None => given(ctx, g, hand, number)?,
        };
        let request = EditHand {
            number,
            hand: given.hand.clone(),
            force: hand.force,
        };
        let done = g
            .edit_hand(&request, &Stamp::at(at))
            .map_err(|e| given.flagged(e))?;
        Ok(with_note(
            render::sheet::done(&ctx.words_of(&g.rules), &done),
            given.note,
        ))
    })
}

/// Ask for a hand at the terminal: hand `number`'s answers as the
/// defaults where it is given (an edit).
fn ask(
    ctx: &Context,
    g: &GameFile,
    number: Option<usize>,
    command: &str,
) -> Result<Vec<(String, Tally)>> {
    crate::prompt::ask_hand(
        g,
        number,
        &ctx.words_of(&g.rules),
        |sides| enter::whole_hand(g, &counted(sides), false),
        || needs_a_hand(command),
    )
}

/// What each side counted, as the prompt's answers give it.
fn counted(sides: &[(String, Tally)]) -> Vec<SideSaid> {
    sides
        .iter()
        .map(|(team, t)| SideSaid {
            team: team.clone(),
            said: Said::Tally(t.clone()),
        })
        .collect()
}

/// The hand the answers at the terminal make. Errors name no flag: the
/// prompt showed them too.
fn asked_hand(g: &GameFile, tallies: &[(String, Tally)]) -> Result<Given> {
    let mut hand = enter::whole_hand(g, &counted(tallies), false)?;
    hand.from = Some(sheet::hand::INTERACTIVE.to_string());
    Ok(Given {
        hand: HandOf::Made(hand),
        way: None,
        note: None,
    })
}

/// `game chart`: in the terminal, or to an SVG file.
fn chart(ctx: &Context, game: &Path, output: Option<&Path>) -> Result<Outcome> {
    if ctx.format != crate::cli::Format::Table {
        return Err(Error::new(ErrorKind::Usage, UsageFault::ChartFormat)
            .with_help(FrontHint::ChartNumbers));
    }
    let g = store::load(game)?;
    refuse_rules(ctx, &g)?;
    let view = sheet::sheet(&g);
    let words = ctx.words_of(&g.rules);
    drop(g);
    let Some(path) = output else {
        return Ok(Outcome::new(
            render::chart::terminal(&view, ctx.width, &words),
            Answer::Yes,
        ));
    };
    let svg_named = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"));
    if !svg_named {
        return Err(Error::new(
            ErrorKind::Usage,
            UsageFault::ChartNotSvg {
                path: path.display().to_string(),
            },
        )
        .with_help(FrontHint::NameSvg));
    }
    let text = render::chart::svg(&view, &words)?;
    crate::output::write_text(path, &text, canasta::error::Document::Chart)?;
    let wrote = crate::i18n::tr!(
        words,
        "chart-wrote",
        path = path.display().to_string(),
        sides = view.teams.len(),
        hands = view.hands.len()
    );
    Ok(Outcome::after_saving(
        path,
        Ok(Outcome::new(wrote + "\n", Answer::Yes)),
    ))
}

/// What to pass when no hand is given and no one can be asked.
pub(crate) fn needs_a_hand(command: &str) -> Error {
    Error::new(
        ErrorKind::Usage,
        UsageFault::NoHandGiven {
            command: command.to_string(),
        },
    )
    .with_help(FrontHint::GiveHand)
}

/// The time a change is made, in RFC 3339 UTC; `CANASTA_NOW` fixes it (for
/// tests and for entering a game night after the fact).
pub(super) fn now(ctx: &Context) -> Result<String> {
    crate::clock::time_now(ctx.now.as_ref())
}

/// `game stats` reads finished games; `--rules` cannot apply to them.
fn refuse_rules_arg(ctx: &Context) -> Result<()> {
    refuse_hand_number(ctx)?;
    if ctx.rules_arg.is_some() || ctx.players.is_some() {
        return Err(Error::new(ErrorKind::Usage, UsageFault::StatsRulesFixed));
    }
    Ok(())
}

/// A game file counts its hands itself; a rule set stored for a game must
/// keep its minimums for every hand, not one hand's.
pub(super) fn refuse_hand_number(ctx: &Context) -> Result<()> {
    match ctx.hand_number {
        Some(n) => Err(Error::new(
            ErrorKind::Usage,
            UsageFault::HandNumberForGame { number: n },
        )
        .with_help(FrontHint::LeaveOutHandNumber)),
        None => Ok(()),
    }
}

/// A game's rule set is fixed when it starts: `--rules` or `--players` may
/// only repeat it.
pub(crate) fn refuse_rules(ctx: &Context, game: &GameFile) -> Result<()> {
    refuse_hand_number(ctx)?;
    let differs = match (&ctx.rules_arg, ctx.players) {
        (None, None) => false,
        (Some(_), _) => ctx.rules()?.name != game.rules.name,
        (None, Some(n)) => n != game.rules.players.count,
    };
    if differs {
        return Err(Error::new(
            ErrorKind::Usage,
            UsageFault::GameRulesFixed {
                rules: game.rules.name.clone(),
                players: game.rules.players.count,
            },
        )
        .with_help(FrontHint::LeaveOutRules));
    }
    Ok(())
}

fn with_note(summary: String, note: Option<String>) -> String {
    match note {
        Some(note) => format!("{summary}\n{note}"),
        None => summary,
    }
}

/// The sheet as the output format needs it: the table shows how the last
/// hand's tallies scored, JSON and YAML show it for every hand.
fn table_view(format: crate::cli::Format, g: &GameFile) -> sheet::Sheet {
    let every_hand = format != crate::cli::Format::Table;
    sheet::view::sheet_with(g, every_hand)
}

/// `game show`: the sheet of `g` as `to` writes it (`canasta serve`'s
/// `GET /api/game` is this, as JSON).
pub(crate) fn show(g: GameFile, to: render::Out) -> Result<String> {
    let view = table_view(to.format, &g);
    // The game's memory serves the table: a long sheet's two halves need
    // not be in memory at once.
    drop(g);
    render::sheet::sheet(&view, to, None)
}

pub(super) fn show_after(ctx: &Context, g: GameFile, summary: &str) -> Result<Outcome> {
    let view = table_view(ctx.format, &g);
    let words = ctx.words_of(&g.rules);
    drop(g);
    render::sheet::after_change(&view, ctx.out_in(&words), summary, ctx.height)
        .map(|s| Outcome::new(s, Answer::Yes))
}

/// The words of `game stats`: the rule set's own terms where every game
/// was played under one rule set, the language's own where they differ.
#[derive(Default)]
struct StatsWords {
    /// The first game's rule set, while every game has its terms.
    first: Option<RuleSet>,
    differ: bool,
}

impl StatsWords {
    fn add(&mut self, rules: RuleSet) {
        match &self.first {
            None if !self.differ => self.first = Some(rules),
            Some(first) if first.terms != rules.terms => {
                self.first = None;
                self.differ = true;
            }
            _ => {}
        }
    }

    fn catalog(&self, ctx: &Context) -> crate::i18n::Catalog {
        match &self.first {
            Some(rules) => ctx.words_of(rules),
            None => ctx.words_of(&RuleSet::default()),
        }
    }
}
