//! `canasta score` and `canasta game ...`.

use std::path::Path;

use crate::app::{Answer, Context, Outcome};
use crate::cli::sheet::{GameCommand, HandArgs, ScoreArgs};
use crate::fault::{FrontHint, UsageFault};
use crate::render;
use canasta::error::{Error, ErrorKind, Fault, Hint, Label, Origin, Result};
use canasta::round::{self, RoundFile};
use canasta::rules::RuleSet;
use canasta::score::{self, HandScore};
use canasta::sheet::fault::{SheetFault, SheetHint};
use canasta::sheet::limits::Limits;
use canasta::sheet::log::Event;
use canasta::sheet::tally::{self, Tally};
use canasta::sheet::{self, Change, Entry, GameFile, Hand, names, store};
use canasta::yaml::Node;

fn read(path: &Path, kind: ErrorKind, what: canasta::error::Document) -> Result<String> {
    canasta::input::read_text(path, what, kind)
}

fn read_round(path: &Path) -> Result<(RoundFile, Node)> {
    // The tree is kept so that errors found later can point into the file.
    let text = read(path, ErrorKind::Round, canasta::error::Document::RoundFile)?;
    round::parse_tree(canasta::input::origin(path), &text)
}

/// A round file's `rules: house.yaml` is found beside the round file.
fn beside(round: &Path, spec: &str) -> String {
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
            target,
        } => new(ctx, game, teams, *target),
        GameCommand::Add { game, hand } => add(ctx, game, hand),
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

/// `game add`: a hand from the arguments, or asked for on a terminal.
fn add(ctx: &Context, game: &Path, hand: &HandArgs) -> Result<Outcome> {
    let asked = if no_hand_given(hand) {
        // Read the game once to ask about its sides; the change itself is
        // made under the lock below.
        let g = store::load(game)?;
        refuse_rules(ctx, &g)?;
        g.refuse_over()?;
        Some(ask(ctx, &g, None, "game add")?)
    } else {
        None
    };
    change(ctx, game, |g, at| {
        g.refuse_over()?;
        let (h, note) = match &asked {
            Some(tallies) => (asked_hand(g, tallies)?, None),
            None => hand_of(ctx, g, hand, g.hands.len() + 1)?,
        };
        g.add(h, at)
            .map(|d| with_note(render::sheet::done(&ctx.words_of(&g.rules), &d), note))
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
        let (h, note) = match &asked {
            Some(tallies) => (asked_hand(g, tallies)?, None),
            None => hand_of(ctx, g, hand, number)?,
        };
        g.edit(number, h, at)
            .map(|d| with_note(render::sheet::done(&ctx.words_of(&g.rules), &d), note))
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
        |sides| tally_hand(g, sides, false),
        || needs_a_hand(command),
    )
}

/// The hand the answers at the terminal make.
fn asked_hand(g: &GameFile, tallies: &[(String, Tally)]) -> Result<Hand> {
    let mut h = tally_hand(g, tallies, false)?;
    h.from = Some(sheet::hand::INTERACTIVE.to_string());
    Ok(h)
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
fn now(ctx: &Context) -> Result<String> {
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
fn refuse_hand_number(ctx: &Context) -> Result<()> {
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

fn show_after(ctx: &Context, g: GameFile, summary: &str) -> Result<Outcome> {
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

fn new(ctx: &Context, path: &Path, teams: &[String], target: Option<u32>) -> Result<Outcome> {
    refuse_hand_number(ctx)?;
    let mut rules = ctx.rules()?;
    if let Some(target) = target {
        if let Some(hands) = rules.game.hands {
            return Err(Error::new(
                ErrorKind::Usage,
                UsageFault::TargetForFixedHands {
                    rules: rules.name.clone(),
                    hands,
                },
            )
            .with_help(FrontHint::LeaveOutTarget));
        }
        rules.game.target = i64::from(target);
    }
    let mut players = std::collections::BTreeMap::new();
    let mut names = Vec::new();
    for t in teams {
        match t.split_once('=') {
            Some((name, who)) => {
                let who: Vec<String> = who.split(',').map(|p| p.trim().to_string()).collect();
                if who.iter().any(String::is_empty) {
                    return Err(Error::new(
                        ErrorKind::Usage,
                        UsageFault::EmptyPlayerName { team: t.clone() },
                    )
                    .with_help(FrontHint::TeamWithPlayers));
                }
                names.push(name.trim().to_string());
                players.insert(name.trim().to_string(), who);
            }
            None => names.push(t.trim().to_string()),
        }
    }
    // Spaces around a name are no part of it: `--points` trims them too.
    let teams = names.as_slice();
    for (i, t) in teams.iter().enumerate() {
        if t.trim().is_empty() {
            return Err(Error::new(ErrorKind::Usage, UsageFault::EmptyTeamName));
        }
        if teams[..i].contains(t) {
            return Err(Error::new(
                ErrorKind::Usage,
                UsageFault::TeamGivenTwice { team: t.clone() },
            ));
        }
    }
    if teams.len() < 2 {
        return Err(Error::new(
            ErrorKind::Usage,
            UsageFault::TooFewSides { given: teams.len() },
        ));
    }
    let usage = |fault: SheetFault| {
        Error::new(ErrorKind::Usage, fault).within(Origin::Arg {
            name: "--team".to_string(),
        })
    };
    sheet::seats::each_player_once(teams, &players).map_err(usage)?;
    let rules = fit_sides(rules, teams.len() as u32, ctx.players.is_some())?;
    let rules = sheet::seats::fit(rules, teams, &players, ctx.players.is_some()).map_err(usage)?;
    let mut game = GameFile::new(teams.to_vec(), rules);
    game.players = players;
    let at = now(ctx)?;
    game.log.push(Change {
        teams: teams.to_vec(),
        ..Change::new(at, Event::Started)
    });
    store::create(path, &game)?;
    let summary = crate::i18n::tr!(
        ctx.words_of(&game.rules),
        "sheet-started-file",
        path = path.display().to_string(),
        rules = game.rules.name.as_str()
    );
    Ok(Outcome::after_saving(path, show_after(ctx, game, &summary)))
}

/// The number of sides sets the number of players where the rule set
/// allows it (verschaerft: each alone, 2 or more).
fn fit_sides(rules: RuleSet, sides: u32, players_given: bool) -> Result<RuleSet> {
    let side_size = rules.side_size();
    let want = sides.saturating_mul(side_size);
    if rules.players.count == want || rules.sides() == sides {
        return Ok(rules);
    }
    let (name, count) = (rules.name.clone(), rules.players.count);
    let refused = || {
        Error::new(
            ErrorKind::Usage,
            UsageFault::SidesDoNotFit {
                sides,
                side_size,
                want,
                rules: name.clone(),
                count,
            },
        )
        .with_help(FrontHint::OneTeamPerSide)
    };
    if players_given {
        return Err(refused());
    }
    rules.with_players(want).map_err(|_| refused())
}

/// The hand that `game add` or `game edit` enters as hand `number`, and,
/// when a round file names another rule set, a note that the game's own
/// rule set scored it (the game file is the authority: its rules were
/// fixed when the game started).
fn hand_of(
    ctx: &Context,
    game: &GameFile,
    args: &HandArgs,
    number: usize,
) -> Result<(Hand, Option<String>)> {
    // An edit names the sides it changes; the others keep their numbers.
    let was = game.hands.get(number.wrapping_sub(1));
    match &args.round {
        Some(path) => round_hand(ctx, game, path, number),
        None if args.tally.is_empty() && args.points.is_empty() => Err(needs_a_hand("game edit")),
        None => hand_from_args(game, &args.points, &args.tally, args.force, was).map(|h| (h, None)),
    }
}

/// The hand of `--points` or `--tally` (the texts `NAME=...`, every side
/// once, or in an edit of the hand `was` the sides that change), checked
/// as `game add` checks it; `force` enters numbers no hand can score.
/// `canasta serve` enters the phones' hands through here too.
pub(crate) fn hand_from_args(
    game: &GameFile,
    points_args: &[String],
    tally_args: &[String],
    force: bool,
    was: Option<&Hand>,
) -> Result<Hand> {
    if !tally_args.is_empty() {
        let sides = tallies(game, tally_args, was)?;
        return tally_hand(game, &sides, force).map_err(|e| e.context("--tally"));
    }
    let mut hand = points(game, points_args, was)?;
    hand.forced = check_points(game, &hand.scores, force)?;
    Ok(hand)
}

/// A hand from a round file, scored under the game's rule set.
fn round_hand(
    ctx: &Context,
    game: &GameFile,
    path: &Path,
    number: usize,
) -> Result<(Hand, Option<String>)> {
    let (file, tree) = read_round(path)?;
    let mut note = None;
    if let Some(r) = &file.rules {
        // A round file may name a rule set that cannot be loaded here (a
        // house file elsewhere): only a readable, different one is noted.
        let spec = beside(path, r);
        let named = ctx
            .rules_or(Some(spec.as_str()).zip(tree.get("rules")))
            .ok();
        if named.is_none_or(|n| n.name != game.rules.name) {
            note = Some(crate::i18n::tr!(
                ctx.words_of(&game.rules),
                "sheet-round-rules-note",
                file = crate::render::error::place(&canasta::input::origin(path), &ctx.cat),
                named = r.as_str(),
                rules = game.rules.name.as_str()
            ));
        }
    }
    let mut file = file;
    // A side is found as `--points` finds it: in any case, by a prefix
    // or by one of its players; the file then scores under the sheet's
    // names.
    let mut named: Vec<String> = Vec::new();
    for (i, t) in file.teams.iter_mut().enumerate() {
        let refused = |message: SheetFault, guess: Option<String>| {
            let e = match tree.at_path(&format!("teams[{i}].name")) {
                Some(at) => at.error(ErrorKind::Round, message, Label::NotATeam),
                None => Error::new(ErrorKind::Round, message).context(canasta::input::origin(path)),
            };
            match guess {
                Some(guess) => e.with_help(Hint::TeamGuess { guess }),
                None => e,
            }
        };
        let side = match names::find(&game.teams, &game.players, &t.name) {
            Ok(side) => side.to_string(),
            Err(ambiguous @ SheetFault::NameCouldBe { .. }) => {
                return Err(refused(ambiguous, None));
            }
            Err(_) => {
                let lower: Vec<String> = game.teams.iter().map(|n| n.to_lowercase()).collect();
                let guess = canasta::yaml::closest(
                    &t.name.trim().to_lowercase(),
                    lower.iter().map(String::as_str),
                )
                .and_then(|l| game.teams.iter().find(|n| n.to_lowercase() == l).cloned());
                return Err(refused(
                    SheetFault::RoundTeamNotInGame {
                        team: t.name.clone(),
                        teams: game.teams.clone(),
                    },
                    guess,
                ));
            }
        };
        if named.contains(&side) {
            return Err(refused(SheetFault::SideTwice { team: side }, None));
        }
        t.name.clone_from(&side);
        named.push(side);
    }
    if let Some(t) = game
        .teams
        .iter()
        .find(|t| !file.teams.iter().any(|f| &f.name == *t))
    {
        return Err(Error::new(
            ErrorKind::Round,
            SheetFault::RoundLacksTeam { team: t.clone() },
        )
        .within(canasta::input::origin(path)));
    }
    // The sheet knows which hand this is; a round that says otherwise
    // belongs to another game or another place in this one.
    if let Some(n) = file.hand_number.filter(|&n| n as usize != number) {
        let e = round::hand_number_error(n, SheetFault::RoundWouldBeHand { said: n, number })
            .with_help(Hint::WriteHandNumber { number });
        let name = canasta::input::origin(path);
        return Err(round::relocate(e, &name, &tree, &file));
    }
    let rules = game
        .rules
        .clone()
        .at_hand(u32::try_from(number).unwrap_or(u32::MAX));
    let (_, score) = score_round(rules, (&file, &tree), false, path)?;
    let record = RoundFile {
        rules: None,
        ..file
    };
    let hand = Hand::from_score(
        &score,
        &game.teams,
        canasta::input::origin(path).to_string(),
        Some(record),
    );
    Ok((hand, note))
}

/// `--tally NAME=ITEM,...` for every side once, in the sheet's names; in
/// an edit of the hand `was`, a side not named keeps the tally it has.
fn tallies(game: &GameFile, args: &[String], was: Option<&Hand>) -> Result<Vec<(String, Tally)>> {
    let mut sides: Vec<(String, Tally)> = Vec::new();
    for arg in args {
        let (team, t) = tally_side(game, arg)?;
        if sides.iter().any(|(s, _)| *s == team) {
            return Err(tally_usage(arg, SheetFault::SideTwice { team }.into()));
        }
        sides.push((team, t));
    }
    for team in &game.teams {
        let kept = was
            .and_then(|h| h.entry(team))
            .and_then(|e| e.tally.clone());
        if let (false, Some(kept)) = (sides.iter().any(|(s, _)| s == team), kept) {
            sides.push((team.clone(), kept));
        }
    }
    if let Some(t) = game
        .teams
        .iter()
        .find(|t| !sides.iter().any(|(s, _)| s == *t))
    {
        return Err(
            Error::new(ErrorKind::Usage, SheetFault::NoTallyFor { team: t.clone() }).within(
                Origin::Arg {
                    name: "--tally".to_string(),
                },
            ),
        );
    }
    Ok(sides)
}

/// One `--tally NAME=ITEM,...`: the side it names and what it counted.
pub(crate) fn tally_side(game: &GameFile, arg: &str) -> Result<(String, Tally)> {
    let Some((name, items)) = arg.split_once('=') else {
        return Err(tally_usage(arg, SheetFault::TallyNoEquals.into()));
    };
    let team =
        names::find(&game.teams, &game.players, name).map_err(|f| tally_usage(arg, f.into()))?;
    let t = if items.trim().is_empty() {
        Tally::default()
    } else {
        Tally::parse(items).map_err(|f| tally_usage(arg, f.into()))?
    };
    Ok((team.to_string(), t))
}

/// A fault of the `--tally` value `arg`, with how items are written.
fn tally_usage(arg: &str, fault: Fault) -> Error {
    Error::new(ErrorKind::Usage, fault)
        .within(canasta::error::Origin::ArgValue {
            name: "--tally".to_string(),
            value: arg.to_string(),
        })
        .with_help(SheetHint::TallyItems {
            items: canasta::sheet::fault::TallyItems,
        })
}

fn impossible(team: &str, why: SheetFault, rules: &str) -> Error {
    Error::new(
        ErrorKind::Usage,
        SheetFault::Unscorable {
            team: team.to_string(),
            why: Box::new(why),
            rules: rules.to_string(),
        },
    )
    .with_help(Hint::CheckOrForce)
}

/// A hand from what each side counted; the rule set does the arithmetic.
/// Errors name no flag: the prompt shows them too.
pub(crate) fn tally_hand(game: &GameFile, sides: &[(String, Tally)], force: bool) -> Result<Hand> {
    let mut forced = check_tallies(game, sides, force)?;
    let refs: Vec<(&str, &Tally)> = sides.iter().map(|(n, t)| (n.as_str(), t)).collect();
    let limits = Limits::of(&game.rules);
    let scored = tally::score(&game.rules, &refs)?;
    let mut scores = Vec::new();
    for team in &game.teams {
        let (s, (_, t)) = scored
            .teams
            .iter()
            .zip(sides)
            .find(|(s, _)| &s.name == team)
            .ok_or_else(|| {
                Error::new(
                    ErrorKind::Usage,
                    SheetFault::NothingFor { team: team.clone() },
                )
            })?;
        if let Err(why) = limits.check(Some(s.bonus), Some(s.cards), s.total) {
            if !force {
                return Err(impossible(team, why, &game.rules.name));
            }
            forced = true;
        }
        let mut e = Entry::split(team, s.bonus, s.cards);
        e.tally = Some(t.clone());
        scores.push(e);
    }
    Ok(Hand {
        from: Some("--tally".to_string()),
        scores,
        forced,
        ..Hand::default()
    })
}

/// What `game add` checks of the tallies `sides` before it scores them:
/// the counts the rule set and one deck allow, nothing left unsaid, and
/// card points a hand can hold (unless `force`: then whether it was
/// needed). Of some sides alone (`canasta serve`'s halves) it checks what
/// those sides can get wrong whatever the others say.
pub(crate) fn check_tallies(
    game: &GameFile,
    sides: &[(String, Tally)],
    force: bool,
) -> Result<bool> {
    let refs: Vec<(&str, &Tally)> = sides.iter().map(|(n, t)| (n.as_str(), t)).collect();
    tally::check(&game.rules, &refs).map_err(|why| {
        // A word that is no item is a slip of the pen, not a hand that
        // cannot be: the message has the item meant, or every item.
        match why {
            SheetFault::UnknownKindGuess { .. } => {
                Error::new(ErrorKind::Usage, why).with_help(SheetHint::ItemsInHelp)
            }
            SheetFault::UnknownKind { .. } => Error::new(ErrorKind::Usage, why),
            _ => Error::new(ErrorKind::Usage, why).with_help(Hint::OneHandsTally),
        }
    })?;
    for (name, t) in sides {
        tally::unsettled(&game.rules, name, t)
            .map_err(|why| Error::new(ErrorKind::Usage, why).with_help(Hint::NothingGuessed))?;
    }
    let limits = Limits::of(&game.rules);
    let mut forced = false;
    for (name, t) in sides {
        // The card points alone; the bonus is the rule set's sum.
        if let Err(why) = limits.check(Some(0), Some(t.cards), t.cards) {
            if !force {
                return Err(impossible(name, why, &game.rules.name));
            }
            forced = true;
        }
    }
    Ok(forced)
}

/// What `game add` checks of the points `scores`: numbers a hand can
/// score (unless `force`: then whether it was needed).
pub(crate) fn check_points(game: &GameFile, scores: &[Entry], force: bool) -> Result<bool> {
    let limits = Limits::of(&game.rules);
    let mut forced = false;
    for e in scores {
        if let Err(why) = limits.check(e.bonus, e.cards, e.total) {
            if !force {
                return Err(impossible(&e.team, why, &game.rules.name));
            }
            forced = true;
        }
    }
    Ok(forced)
}

/// `--points NAME=BONUS,CARDS` or `NAME=TOTAL`, every side once; in an
/// edit of the hand `was`, a side not named keeps its numbers.
fn points(game: &GameFile, args: &[String], was: Option<&Hand>) -> Result<Hand> {
    let mut scores: Vec<Entry> = Vec::new();
    for arg in args {
        let entry = points_side(game, arg)?;
        if scores.iter().any(|e| e.team == entry.team) {
            return Err(points_usage(
                SheetFault::SideTwice { team: entry.team },
                None,
            ));
        }
        scores.push(entry);
    }
    for team in &game.teams {
        let kept = was.and_then(|h| h.entry(team));
        if let (false, Some(kept)) = (scores.iter().any(|e| &e.team == team), kept) {
            // A hand of points: the numbers stay, a count they came from
            // does not (a counted hand counts every side).
            scores.push(Entry {
                tally: None,
                ..kept.clone()
            });
        }
    }
    if let Some(t) = game
        .teams
        .iter()
        .find(|t| !scores.iter().any(|e| &e.team == *t))
    {
        return Err(points_usage(
            SheetFault::NoPointsFor { team: t.clone() },
            None,
        ));
    }
    // The sheet's order, whatever order the arguments came in.
    scores.sort_by_key(|e| game.teams.iter().position(|t| *t == e.team));
    Ok(Hand {
        from: Some("--points".to_string()),
        scores,
        ..Hand::default()
    })
}

/// One `--points NAME=BONUS,CARDS` or `NAME=TOTAL`: the side's entry.
pub(crate) fn points_side(game: &GameFile, arg: &str) -> Result<Entry> {
    let usage = |fault: SheetFault| points_usage(fault, Some(arg));
    let Some((name, value)) = arg.rsplit_once('=') else {
        return Err(usage(SheetFault::PointsNoEquals));
    };
    let name = names::find(&game.teams, &game.players, name).map_err(usage)?;
    let number = |s: &str| {
        s.trim().parse::<i64>().map_err(|_| {
            usage(SheetFault::NotWholePoints {
                value: s.trim().to_string(),
            })
        })
    };
    match value.split(',').collect::<Vec<_>>().as_slice() {
        [total] => Ok(Entry::total_only(name, number(total)?)),
        [bonus, cards] => {
            let (b, c) = (number(bonus)?, number(cards)?);
            if b.checked_add(c).is_none() {
                return Err(usage(SheetFault::PointsTooLarge));
            }
            Ok(Entry::split(name, b, c))
        }
        _ => Err(usage(SheetFault::PointsShape)),
    }
}

/// A fault of `--points`, said after the option, and its value `arg`
/// where it is one's.
fn points_usage(fault: SheetFault, arg: Option<&str>) -> Error {
    let name = "--points".to_string();
    Error::new(ErrorKind::Usage, fault)
        .within(match arg {
            Some(value) => Origin::ArgValue {
                name,
                value: value.to_string(),
            },
            None => Origin::Arg { name },
        })
        .with_help(Hint::PointsForm)
}
