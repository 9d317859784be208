//! `canasta score` and `canasta game ...`.

use std::path::Path;

use crate::app::{Answer, Context, Outcome};
use crate::cli::sheet::{GameCommand, HandArgs, ScoreArgs};
use crate::error::{Error, ErrorKind, Result};
use crate::render;
use crate::round::{self, RoundFile};
use crate::rules::RuleSet;
use crate::score::{self, HandScore};
use crate::sheet::{self, Entry, GameFile, Hand, store};

fn read(path: &Path, kind: ErrorKind, what: &str) -> Result<String> {
    crate::input::read_text(path, what, kind)
}

fn read_round(path: &Path) -> Result<(RoundFile, String)> {
    // The text is kept so that errors found later can point into it.
    let text = read(path, ErrorKind::Round, "round file")?;
    let file = round::parse(&path.display().to_string(), &text)?;
    Ok((file, text))
}

/// A round file's `rules: house.yaml` is found beside the round file.
fn beside(round: &Path, spec: &str) -> String {
    if crate::rules::preset::text(spec).is_some() {
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
    (file, text): (&RoundFile, &str),
    players_given: bool,
    origin: &Path,
) -> Result<(RuleSet, HandScore)> {
    let name = origin.display().to_string();
    let rules = round::fit_players(rules, file, players_given).map_err(|e| e.context(&name))?;
    let round = round::check(&rules, file).map_err(|e| round::relocate(e, &name, text, file))?;
    let score = score::score(&rules, &round);
    // A house rule with absurd numbers must not wrap a total round.
    if let Some(t) = score
        .teams
        .iter()
        .find(|t| t.bonus.checked_add(t.cards).is_none())
    {
        return Err(Error::new(
            ErrorKind::Round,
            format!(
                "{name}: team {} scores bonus {} + cards {}, which is too large to add up",
                t.name, t.bonus, t.cards
            ),
        )
        .with_help(format!("check the numbers of the rule set {}", rules.name)));
    }
    Ok((rules, score))
}

pub fn score(ctx: &Context, args: &ScoreArgs) -> Result<Outcome> {
    let (file, text) = read_round(&args.round)?;
    let spec = file.rules.as_deref().map(|r| beside(&args.round, r));
    let mut rules = ctx.rules_or(spec.as_deref())?;
    if let (None, Some(n)) = (ctx.hand_number, file.hand_number) {
        rules = rules.at_hand(n);
    }
    let (_, score) = score_round(rules, (&file, &text), ctx.players.is_some(), &args.round)?;
    Ok(Outcome::new(
        render::sheet::hand_score(&score, ctx.format)?,
        Answer::Yes,
    ))
}

pub fn game(ctx: &Context, cmd: &GameCommand) -> Result<Outcome> {
    match cmd {
        GameCommand::New { game, teams } => new(ctx, game, teams),
        GameCommand::Add { game, hand } => {
            let (g, summary) = store::update(game, |g| {
                refuse_rules(ctx, g)?;
                if let Some((n, w)) = sheet::view::end_of_game(g) {
                    return Err(Error::new(
                        ErrorKind::Usage,
                        format!(
                            "the game is over: {} won after hand {n}; start a new game for the next one (or `game undo` to take the last hand back)",
                            w.join(" and ")
                        ),
                    ));
                }
                let (h, note) = hand_of(ctx, g, hand)?;
                g.hands.push(h);
                Ok(with_note(format!("added hand {}", g.hands.len()), note))
            })?;
            show_after(ctx, &g, &summary)
        }
        GameCommand::Show { game } => {
            let (g, _) = store::load(game)?;
            refuse_rules(ctx, &g)?;
            render::sheet::sheet(&sheet::sheet(&g), ctx.format, None)
                .map(|s| Outcome::new(s, Answer::Yes))
        }
        GameCommand::Undo { game } => {
            let (g, summary) = store::update(game, |g| {
                refuse_rules(ctx, g)?;
                match g.hands.pop() {
                    Some(_) => Ok(format!("removed hand {}", g.hands.len() + 1)),
                    None => Err(Error::new(
                        ErrorKind::Usage,
                        format!("{} has no hands to undo", game.display()),
                    )),
                }
            })?;
            show_after(ctx, &g, &summary)
        }
        GameCommand::Edit { game, number, hand } => {
            let (g, summary) = store::update(game, |g| {
                refuse_rules(ctx, g)?;
                let count = g.hands.len();
                if *number == 0 || *number > count {
                    return Err(Error::new(
                        ErrorKind::Usage,
                        format!("there is no hand {number}: the game has {count} hands"),
                    ));
                }
                let (h, note) = hand_of(ctx, g, hand)?;
                g.hands[number - 1] = h;
                let replaced = with_note(format!("replaced hand {number}"), note);
                if let Some((n, w)) = sheet::view::end_of_game(g)
                    && n < g.hands.len()
                {
                    return Err(Error::new(
                        ErrorKind::Usage,
                        format!(
                            "with this change the game ends after hand {n} ({} won), but hands up to {} follow; undo the later hands first",
                            w.join(" and "),
                            g.hands.len()
                        ),
                    ));
                }
                Ok(replaced)
            })?;
            show_after(ctx, &g, &summary)
        }
    }
}

/// A game's rule set is fixed when it starts: `--rules` or `--players` may
/// only repeat it.
fn refuse_rules(ctx: &Context, game: &GameFile) -> Result<()> {
    let differs = match (&ctx.rules_arg, ctx.players) {
        (None, None) => false,
        (Some(_), _) => ctx.rules()?.name != game.rules.name,
        (None, Some(n)) => n != game.rules.players.count,
    };
    if differs {
        return Err(Error::new(
            ErrorKind::Usage,
            format!(
                "this game is played under {} ({} players), fixed when it started; --rules and --players cannot change it",
                game.rules.name, game.rules.players.count
            ),
        )
        .with_help("leave out --rules and --players; the game file holds its rule set"));
    }
    Ok(())
}

fn with_note(summary: String, note: Option<String>) -> String {
    match note {
        Some(note) => format!("{summary}\n{note}"),
        None => summary,
    }
}

fn show_after(ctx: &Context, g: &GameFile, summary: &str) -> Result<Outcome> {
    render::sheet::sheet(&sheet::sheet(g), ctx.format, Some(summary))
        .map(|s| Outcome::new(s, Answer::Yes))
}

fn new(ctx: &Context, path: &Path, teams: &[String]) -> Result<Outcome> {
    let rules = ctx.rules()?;
    // Spaces around a name are no part of it: `--points` trims them too.
    let teams: Vec<String> = teams.iter().map(|t| t.trim().to_string()).collect();
    let teams = teams.as_slice();
    for (i, t) in teams.iter().enumerate() {
        if t.trim().is_empty() {
            return Err(Error::new(
                ErrorKind::Usage,
                "--team: a team name may not be empty",
            ));
        }
        if teams[..i].contains(t) {
            return Err(Error::new(
                ErrorKind::Usage,
                format!("--team {t} is given twice: each side needs its own name"),
            ));
        }
    }
    if teams.len() < 2 {
        return Err(Error::new(
            ErrorKind::Usage,
            format!(
                "a game needs at least 2 sides: give --team once per side ({} given)",
                teams.len()
            ),
        ));
    }
    let rules = fit_sides(rules, teams.len() as u32, ctx.players.is_some())?;
    let game = GameFile::new(teams.to_vec(), rules);
    store::create(path, &game)?;
    show_after(
        ctx,
        &game,
        &format!("started {} under {}", path.display(), game.rules.name),
    )
}

/// The number of sides sets the number of players where the rule set
/// allows it (verschaerft: each alone, 2 or more).
fn fit_sides(rules: RuleSet, sides: u32, players_given: bool) -> Result<RuleSet> {
    let side_size = rules.side_size();
    let want = sides.saturating_mul(side_size);
    if rules.players.count == want {
        return Ok(rules);
    }
    let (name, count) = (rules.name.clone(), rules.players.count);
    let refused = || {
        Error::new(
            ErrorKind::Usage,
            format!(
                "{sides} teams of {side_size} make {want} players, but {name} is played by {count} here"
            ),
        )
        .with_help("give one --team per side, or choose a rule set (or --players) for this table")
    };
    if players_given {
        return Err(refused());
    }
    rules.with_players(want).map_err(|_| refused())
}

/// The hand that `game add` or `game edit` enters.
/// The hand and, when the round file names another rule set, a note that
/// the game's own rule set scored it (the game file is the authority: its
/// rules were fixed when the game started).
fn hand_of(ctx: &Context, game: &GameFile, args: &HandArgs) -> Result<(Hand, Option<String>)> {
    match &args.round {
        Some(path) => {
            let (file, text) = read_round(path)?;
            let mut note = None;
            if let Some(r) = &file.rules {
                // A round file may name a rule set that cannot be loaded here
                // (a house file elsewhere): only a readable, different one is noted.
                let named = ctx.rules_or(Some(&beside(path, r))).ok();
                if named.is_none_or(|n| n.name != game.rules.name) {
                    note = Some(format!(
                        "note: {} says `rules: {r}`; scored under the game's rule set, {}",
                        path.display(),
                        game.rules.name
                    ));
                }
            }
            for t in &file.teams {
                if !game.teams.contains(&t.name) {
                    return Err(Error::new(
                        ErrorKind::Round,
                        format!(
                            "{}: team `{}` is not in this game (teams: {})",
                            path.display(),
                            t.name,
                            game.teams.join(", ")
                        ),
                    ));
                }
            }
            if let Some(t) = game
                .teams
                .iter()
                .find(|t| !file.teams.iter().any(|f| &f.name == *t))
            {
                return Err(Error::new(
                    ErrorKind::Round,
                    format!("{}: the round has no entry for team `{t}`", path.display()),
                ));
            }
            // The sheet knows which hand this is; a round that says otherwise
            // belongs to another game or another place in this one.
            let number = game.hands.len() + 1;
            if let Some(n) = file.hand_number.filter(|&n| n as usize != number) {
                return Err(Error::new(
                    ErrorKind::Round,
                    format!(
                        "{}: the round says `hand_number: {n}`, but it would be hand {number} of this game",
                        path.display()
                    ),
                )
                .with_help(format!("write `hand_number: {number}`, or leave it out")));
            }
            let rules = game.rules.clone().at_hand(number as u32);
            let (_, score) = score_round(rules, (&file, &text), false, path)?;
            let record = RoundFile {
                rules: None,
                ..file
            };
            let hand = Hand::from_score(
                &score,
                &game.teams,
                path.display().to_string(),
                Some(record),
            );
            Ok((hand, note))
        }
        None => points(game, &args.points).map(|h| (h, None)),
    }
}

/// `--points NAME=BONUS,CARDS` or `NAME=TOTAL`, every side once.
fn points(game: &GameFile, args: &[String]) -> Result<Hand> {
    let usage = |msg: String| {
        Error::new(ErrorKind::Usage, msg).with_help(
            "write --points NAME=BONUS,CARDS (We=600,345, They=-200,-35) or NAME=TOTAL (They=-235)",
        )
    };
    let mut scores: Vec<Entry> = Vec::new();
    for arg in args {
        let Some((name, value)) = arg.rsplit_once('=') else {
            return Err(usage(format!(
                "--points {arg}: no `=` between the team and its points"
            )));
        };
        let name = name.trim();
        if !game.teams.iter().any(|t| t == name) {
            return Err(usage(format!(
                "--points {arg}: `{name}` is not a team of this game (teams: {})",
                game.teams.join(", ")
            )));
        }
        if scores.iter().any(|e| e.team == name) {
            return Err(usage(format!("--points: team `{name}` is given twice")));
        }
        let number = |s: &str| {
            s.trim().parse::<i64>().map_err(|_| {
                usage(format!(
                    "--points {arg}: `{}` is not a whole number",
                    s.trim()
                ))
            })
        };
        let entry = match value.split(',').collect::<Vec<_>>().as_slice() {
            [total] => Entry::total_only(name, number(total)?),
            [bonus, cards] => {
                let (b, c) = (number(bonus)?, number(cards)?);
                if b.checked_add(c).is_none() {
                    return Err(usage(format!("--points {arg}: the numbers are too large")));
                }
                Entry::split(name, b, c)
            }
            _ => {
                return Err(usage(format!(
                    "--points {arg}: give BONUS,CARDS or a TOTAL"
                )));
            }
        };
        scores.push(entry);
    }
    if let Some(t) = game
        .teams
        .iter()
        .find(|t| !scores.iter().any(|e| &e.team == *t))
    {
        return Err(usage(format!(
            "--points: no points for team `{t}`; give every team once"
        )));
    }
    // The sheet's order, whatever order the arguments came in.
    scores.sort_by_key(|e| game.teams.iter().position(|t| *t == e.team));
    Ok(Hand {
        from: Some("--points".to_string()),
        scores,
        round: None,
    })
}
