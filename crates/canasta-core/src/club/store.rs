//! Reading an evening and its games, and writing them: a new evening with
//! its first round's game files, and a next round with its own, each all
//! or nothing. The evening file is changed under its lock (the game files'
//! kind, `sheet::store::lock`) and replaced whole, as a game file is.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::club::draw::{self, Drawing};
use crate::club::evening::{CURRENT, Evening};
use crate::club::fault::ClubFault;
use crate::club::movement::Movements;
use crate::club::play::Play;
use crate::club::request::{NewEvening, NextRound};
use crate::club::round::{Round, Table};
use crate::club::rule::StandingsRule;
use crate::club::standings::standings;
use crate::error::{Action, AllOf, Document, Error, ErrorKind, Hint, Origin, Result};
use crate::rules::RuleSet;
use crate::sheet::log::Event;
use crate::sheet::store::StoreFault;
use crate::sheet::{Change, GameFile};

/// Read and check an evening file.
pub fn load(path: &Path) -> Result<Evening> {
    let text = crate::input::read_text(path, Document::EveningFile, ErrorKind::Evening)?;
    Evening::parse(&path.display().to_string(), text)
}

/// Where a table's game file is: as the evening names it, relative to
/// the evening file's folder.
pub fn game_path(evening_path: &Path, table: &Table) -> PathBuf {
    folder_of(evening_path).join(table.game.trim())
}

fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Every table's game, round by round, read from its file.
pub fn games(path: &Path, evening: &Evening) -> Result<Vec<Vec<GameFile>>> {
    evening
        .rounds
        .iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| table_game(path, r, t))
                .collect::<Result<Vec<_>>>()
        })
        .collect()
}

/// One table's game, read from its file and checked to be two sides.
fn table_game(path: &Path, round: &Round, table: &Table) -> Result<GameFile> {
    let at = Origin::ClubTable {
        round: round.round,
        table: table.table,
    };
    let game =
        crate::sheet::store::load(&game_path(path, table)).map_err(|e| e.within(at.clone()))?;
    if game.teams.len() != 2 {
        return Err(Error::new(
            ErrorKind::Evening,
            ClubFault::GameNotTwoSides {
                game: table.game.clone(),
                sides: game.teams.len(),
            },
        )
        .within(at));
    }
    Ok(game)
}

/// Every table's game state, round by round.
pub fn plays(games: &[Vec<GameFile>]) -> Vec<Vec<Play>> {
    games
        .iter()
        .map(|r| r.iter().map(Play::of).collect())
        .collect()
}

/// A new evening at `path`: the evening file and round 1's game files,
/// beside it, all written or none (an existing file is never
/// overwritten).
pub fn create(path: &Path, request: &NewEvening) -> Result<Evening> {
    crate::club::check::players(&request.players).map_err(usage)?;
    let rules = partnerships(request.rules.clone())?;
    let players: Vec<String> = request
        .players
        .iter()
        .map(|p| p.trim().to_string())
        .collect();
    let seed = request.seed.unwrap_or_else(crate::club::dice::fresh_seed);
    let movements = Movements::default();
    let drawing = draw::first(&players, seed, &movements);
    let mut evening = Evening {
        version: CURRENT,
        players,
        seed,
        standings: StandingsRule::default(),
        movements,
        rounds: Vec::new(),
    };
    let round = round_of(path, &evening, drawing);
    let games = new_games(path, &round, &rules, &request.at)?;
    evening.rounds.push(round);
    refuse_existing(path, None)?;
    let folder = folder_of(path);
    if !folder.is_dir() {
        return Err(Error::new(
            ErrorKind::Io,
            StoreFault::NoFolder {
                file: Origin::of_path(path),
                folder: folder.display().to_string(),
            },
        ));
    }
    let lock = crate::sheet::store::lock(path)?;
    let written = refuse_existing(path, None)
        .and_then(|()| write_games(&games))
        .and_then(|made| save(path, &evening).inspect_err(|_| remove(&made)));
    match written {
        Ok(()) => Ok(evening),
        Err(e) => {
            lock.refused();
            Err(e)
        }
    }
}

/// Draw the next round of the evening at `path` and write its game files
/// and the evening, all or none. Refused, changing nothing, while a table
/// of the current round plays on, unless `force`.
pub fn next_round(path: &Path, request: &NextRound) -> Result<Evening> {
    let lock = crate::sheet::store::lock(path)?;
    match next_locked(path, request) {
        Ok(evening) => Ok(evening),
        Err(e) => {
            lock.refused();
            Err(e)
        }
    }
}

fn next_locked(path: &Path, request: &NextRound) -> Result<Evening> {
    let mut evening = load(path)?;
    let games = games(path, &evening)?;
    let plays = plays(&games);
    let current = evening.rounds.len();
    if !request.force {
        let open: Vec<String> = evening.rounds[current - 1]
            .tables
            .iter()
            .zip(&plays[current - 1])
            .filter(|(_, p)| !p.finished)
            .map(|(t, _)| format!("{} ({})", t.table, t.game))
            .collect();
        if !open.is_empty() {
            return Err(Error::new(
                ErrorKind::Usage,
                ClubFault::TablesUnfinished {
                    round: evening.rounds[current - 1].round,
                    tables: AllOf(open),
                },
            ));
        }
    }
    let ranked: Vec<String> = standings(&evening, &plays)
        .into_iter()
        .map(|s| s.player)
        .collect();
    let movement = request.movement.unwrap_or(evening.movements.next);
    let drawing = draw::next(&evening, &ranked, movement);
    // The new games keep the rule set the evening's games started with.
    let rules = games[current - 1][0].rules.clone();
    drop(games);
    let round = round_of(path, &evening, drawing);
    let new = new_games(path, &round, &rules, request.at)?;
    evening.rounds.push(round);
    let made = write_games(&new)?;
    if let Err(e) = save(path, &evening) {
        remove(&made);
        return Err(e);
    }
    Ok(evening)
}

/// The rule set for tables of two sides of two, where `rules` seats them
/// so (at its own number of players, or at four).
fn partnerships(rules: RuleSet) -> Result<RuleSet> {
    let seats = crate::club::round::SEATS as u32;
    let fits = |r: &RuleSet| {
        r.players.count == seats && r.side_size() == 2 && r.sides() == 2 && r.sitting_out() == 0
    };
    if fits(&rules) {
        return Ok(rules);
    }
    match rules.clone().with_players(seats) {
        Ok(r) if fits(&r) => Ok(r),
        _ => Err(usage(ClubFault::NotPartnerships {
            rules: rules.name.clone(),
            players: rules.players.count,
            sides: rules.sides(),
        })),
    }
}

fn usage(fault: ClubFault) -> Error {
    Error::new(ErrorKind::Usage, fault)
}

/// The round a drawing makes, its game files named after the evening's
/// file, the round and the table (`friday-r2-t1.yaml`).
fn round_of(path: &Path, evening: &Evening, drawing: Drawing) -> Round {
    let number = u32::try_from(evening.rounds.len() + 1).unwrap_or(u32::MAX);
    let stem = path
        .file_stem()
        .map_or_else(|| "evening".into(), |s| s.to_string_lossy().into_owned());
    Round {
        round: number,
        movement: drawing.movement,
        byes: drawing.byes,
        tables: drawing
            .tables
            .into_iter()
            .zip(1..)
            .map(|((seats, sides), table)| Table {
                table,
                game: format!("{stem}-r{number}-t{table}.yaml"),
                seats,
                sides,
            })
            .collect(),
    }
}

/// The game of each table of `round`, with its path: its sides named
/// after their players (`Anna & Carla`), who sit in the order the sides
/// list them.
fn new_games(
    path: &Path,
    round: &Round,
    rules: &RuleSet,
    at: &str,
) -> Result<Vec<(PathBuf, GameFile)>> {
    round
        .tables
        .iter()
        .map(|t| {
            let teams: Vec<String> = t.sides.iter().map(|s| s.join(" & ")).collect();
            let players: BTreeMap<String, Vec<String>> =
                teams.iter().cloned().zip(t.sides.iter().cloned()).collect();
            let mut game = GameFile::new(teams.clone(), rules.clone());
            game.players = players;
            game.log.push(Change {
                teams,
                ..Change::new(at, Event::Started)
            });
            Ok((game_path(path, t), game))
        })
        .collect()
}

/// Write each game file new; where one cannot be, those written before
/// are taken away again, and the error is the answer.
fn write_games(games: &[(PathBuf, GameFile)]) -> Result<Vec<PathBuf>> {
    for (path, _) in games {
        refuse_existing(path, Some(Hint::MoveGameFile))?;
    }
    let mut made = Vec::new();
    for (path, game) in games {
        if let Err(e) = crate::sheet::store::create(path, game) {
            remove(&made);
            return Err(e);
        }
        made.push(path.clone());
    }
    Ok(made)
}

/// Take away game files this command wrote, and their lock files.
fn remove(made: &[PathBuf]) {
    for path in made {
        let _ = std::fs::remove_file(path);
        let _ = std::fs::remove_file(crate::sheet::store::lock_path(path));
    }
}

/// A file that would be overwritten, refused with `help`.
fn refuse_existing(path: &Path, help: Option<Hint>) -> Result<()> {
    if std::fs::symlink_metadata(path).is_ok() {
        let refused = Error::new(
            ErrorKind::Usage,
            StoreFault::AlreadyExists {
                file: Origin::of_path(path),
            },
        );
        return Err(match help {
            Some(help) => refused.with_help(help),
            None => refused,
        });
    }
    Ok(())
}

/// Write the evening file whole, replacing what was there at once, after
/// checking that what is written reads back as `evening`.
fn save(path: &Path, evening: &Evening) -> Result<()> {
    let text = evening.to_text();
    let again = Evening::parse(&path.display().to_string(), text.as_str())?;
    debug_assert_eq!(&again, evening, "{text}");
    let mut file = atomic_write_file::AtomicWriteFile::options()
        .open(path)
        .map_err(|e| Error::io(path, Action::Write, &e))?;
    file.write_all(text.as_bytes())
        .map_err(|e| Error::io(path, Action::Write, &e))?;
    file.commit()
        .map_err(|e| Error::io(path, Action::Write, &e))
}
