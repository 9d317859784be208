//! Asking for a hand at the table, side by side, on a terminal
//! (`game add GAME` with no hand given).
//!
//! This is the one part of the library that talks to the user while a
//! command runs, so it lives apart from the domain modules (which never
//! print: they return data) and is called only from `app`. The questions
//! are the `--tally` items, each with the rule set's value and a default;
//! the rule set does the arithmetic, the result is shown, and nothing is
//! saved before the player confirms.

use std::io::{IsTerminal, Write};

use inquire::{Confirm, CustomType, InquireError, Select};

use crate::error::{Error, ErrorKind, Result};
use crate::render::visible::{visible, visible_lines};
use crate::rules::{RuleSet, WildMelds};
use crate::sheet::tally::Tally;
use crate::sheet::{GameFile, Hand};

/// Ask what each side counted, show the hand `score` makes of it, and
/// return it once confirmed. Without a terminal: `no_terminal`.
pub fn ask_hand(
    game: &GameFile,
    score: impl Fn(&[(String, Tally)]) -> Result<Hand>,
    no_terminal: impl FnOnce() -> Error,
) -> Result<Vec<(String, Tally)>> {
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return Err(no_terminal());
    }
    let mut sides: Vec<(String, Tally)> = game
        .teams
        .iter()
        .map(|t| (t.clone(), Tally::default()))
        .collect();
    loop {
        let mut out_taken: Option<String> = None;
        for (name, tally) in sides.iter_mut() {
            // Asked by name: the name shown with its control characters visible.
            *tally = ask_side(game, &visible(name), tally, out_taken.as_deref())?;
            if tally.out {
                out_taken = Some(name.clone());
            }
        }
        match score(&sides) {
            Ok(hand) => {
                let mut err = std::io::stderr();
                let _ = writeln!(err, "hand {}:", game.hands.len() + 1);
                for e in &hand.scores {
                    let _ = writeln!(
                        err,
                        "  {}: bonus {} + cards {} = {}",
                        visible(&e.team),
                        e.bonus.unwrap_or(0),
                        e.cards.unwrap_or(0),
                        e.total
                    );
                }
                let save = Confirm::new("Save this hand?")
                    .with_default(true)
                    .prompt()
                    .map_err(stopped)?;
                if save {
                    return Ok(sides);
                }
                return Err(Error::new(
                    ErrorKind::Usage,
                    "not saved: the sheet is unchanged",
                ));
            }
            Err(e) => {
                // Ask again, with the answers given as the defaults.
                let _ = writeln!(
                    std::io::stderr(),
                    "{}; once more:",
                    visible_lines(e.message())
                );
            }
        }
    }
}

fn stopped(e: InquireError) -> Error {
    match e {
        InquireError::OperationCanceled | InquireError::OperationInterrupted => {
            Error::new(ErrorKind::Usage, "stopped: nothing saved")
        }
        other => Error::new(
            ErrorKind::Io,
            format!("cannot ask on this terminal: {other}"),
        ),
    }
}

fn count(question: &str, default: u32, help: &str) -> Result<u32> {
    CustomType::<u32>::new(&visible(question))
        .with_default(default)
        .with_help_message(help)
        .with_error_message("a count: 0, 1, 2 ...")
        .prompt()
        .map_err(stopped)
}

fn ask_side(game: &GameFile, name: &str, was: &Tally, out_taken: Option<&str>) -> Result<Tally> {
    let r = &game.rules;
    let mut t = Tally {
        natural: count(
            &format!("{name}: natural canastas"),
            was.natural,
            &format!("{} each", r.canasta.natural_bonus),
        )?,
        mixed: count(
            &format!("{name}: mixed canastas"),
            was.mixed,
            &format!("{} each", r.canasta.mixed_bonus),
        )?,
        ..Tally::default()
    };
    if r.meld.wild_melds != WildMelds::Never {
        t.wild = count(
            &format!("{name}: canastas of wild cards"),
            was.wild,
            &format!("{} each", r.canasta.wild_bonus),
        )?;
    }
    // The rule set's own kinds of canasta (aces, sevens, samba...), each
    // under the item `--tally` counts it by; one that is also natural,
    // mixed or wild was asked above.
    let mut asked: Vec<&str> = vec!["natural", "mixed", "wild"];
    for kind in &r.canasta.kinds {
        let item = kind.tally_name();
        if asked.contains(&item) {
            continue;
        }
        asked.push(item);
        let n = count(
            &format!("{name}: canastas of {item}"),
            was.kinds.get(item).copied().unwrap_or(0),
            &format!("{} each", kind.bonus),
        )?;
        if n > 0 {
            t.kinds.insert(item.to_string(), n);
        }
    }
    if r.black_threes.bonus_cards {
        t.black3 = count(
            &format!("{name}: black threes laid out"),
            was.black3,
            "scored on their own scale, like the red ones",
        )?;
    }
    t.red3 = count(
        &format!("{name}: red threes laid out"),
        was.red3,
        &format!(
            "{} for one; the rule set says when they count against the side",
            r.red_threes.value(1)
        ),
    )?;
    if out_taken.is_none() {
        let options = vec!["no", "yes", "yes, concealed"];
        let start = if was.concealed {
            2
        } else {
            usize::from(was.out)
        };
        let out = Select::new(&format!("{name}: went out?"), options)
            .with_starting_cursor(start)
            .with_help_message(&format!(
                "going out {}, concealed {}",
                r.going_out.bonus, r.going_out.concealed_bonus
            ))
            .prompt()
            .map_err(stopped)?;
        t.out = out != "no";
        t.concealed = out == "yes, concealed";
    }
    ask_costs(r, name, was, &mut t)?;
    t.cards = CustomType::<i64>::new(&format!("{name}: card points, melded minus held"))
        .with_default(was.cards)
        .with_help_message("may be negative")
        .with_error_message("a whole number, e.g. 185 or -35")
        .prompt()
        .map_err(stopped)?;
    Ok(t)
}

/// What the rule set makes a side lose besides its cards in hand, where it
/// has such costs: melds short of a canasta, sets held, threes caught.
fn ask_costs(r: &RuleSet, name: &str, was: &Tally, t: &mut Tally) -> Result<()> {
    for kind in crate::sheet::tally::priced_incomplete(r) {
        let item = kind.name.as_str();
        let n = count(
            &format!("{name}: incomplete {item} melds left on the table"),
            was.incomplete.get(item).copied().unwrap_or(0),
            &format!("-{} each", kind.incomplete_penalty),
        )?;
        if n > 0 {
            t.incomplete.insert(item.to_string(), n);
        }
    }
    for set in &r.scoring.hand_sets {
        let rank = set.rank.symbol();
        let n = count(
            &format!(
                "{name}: players caught with {} or more {}",
                set.min_cards,
                set.rank.plural()
            ),
            was.sets.get(rank).copied().unwrap_or(0),
            &format!("-{} each", set.penalty),
        )?;
        if n > 0 {
            t.sets.insert(rank.to_string(), n);
        }
    }
    if let Some(each) = r.red_threes.caught_in_hand {
        t.caught3 = count(
            &format!("{name}: threes caught in a hand"),
            was.caught3,
            &format!("-{each} each"),
        )?;
    }
    if r.deal.foot > 0 {
        let each = r.red_threes.foot_cost();
        t.foot3 = count(
            &format!("{name}: red threes in a foot never picked up"),
            was.foot3,
            &format!("-{each} each; count the foot's other cards in the card points"),
        )?;
    }
    Ok(())
}
