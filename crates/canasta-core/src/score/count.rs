//! Scoring a hand from what each side counted on the table (`--tally`),
//! with the same bonus rules as a hand scored card by card.

use crate::error::Result;
use crate::rules::RuleSet;
use crate::score::lines::{blank_side, going_out_line, no_canasta_rule, three_lines};
use crate::score::sum::finish;
use crate::score::{
    Canasta, Entry, HandScore, Item, Part, SideScore, Source, Threes, line, overflow,
};

/// What a player counts on the table at the end of a hand, for a hand
/// entered by tally (`--tally`) rather than card by card.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Counted {
    /// The side's name.
    pub name: String,
    /// Each canasta's kind and bonus.
    pub canastas: Vec<(String, i64)>,
    /// The red threes it laid out.
    pub red_threes: u32,
    /// Black threes laid out where they are bonus cards.
    pub black_threes: u32,
    /// The side laid at least one meld (red threes may turn on it).
    pub melded: bool,
    /// The side went out.
    pub went_out: bool,
    /// It went out concealed.
    pub concealed: bool,
    /// Card points: melded minus held.
    pub cards: i64,
    /// The card points held among them, where they were counted apart: the
    /// melded ones are then `cards + held`.
    pub held: Option<i64>,
    /// Costs the rule set puts on what was counted (an incomplete aces meld,
    /// threes caught in a hand): what, where it goes, points (negative).
    pub costs: Vec<(Item, Part, Source, i64)>,
    /// A special hand laid, with its points: scored instead of the rest.
    pub special: Option<(String, i64)>,
}

/// Score a hand from what each side counted, with the same bonus rules as
/// a hand scored card by card (red-three scale and sign, going out,
/// no-canasta and concealed doubling rules); exit 2 naming the entry when
/// a sum would overflow.
pub(crate) fn score_counted(rules: &RuleSet, sides: &[Counted]) -> Result<HandScore> {
    let teams = sides
        .iter()
        .map(|c| counted_side(rules, c))
        .collect::<Result<_>>()?;
    let concealed_out = sides
        .iter()
        .find(|s| s.went_out && s.concealed)
        .map(|s| s.name.clone());
    finish(rules, teams, concealed_out.as_deref())
}

pub(super) fn counted_side(rules: &RuleSet, c: &Counted) -> Result<SideScore> {
    let too_large = |entry: Entry| overflow(&c.name, entry);
    let mut lines = Vec::new();
    if let Some((name, points)) = &c.special {
        lines.push(line(
            Item::SpecialHand {
                name: name.clone(),
                titles: rules
                    .scoring
                    .special_hands
                    .iter()
                    .find(|h| &h.name == name)
                    .map(|h| h.titles.clone())
                    .unwrap_or_default(),
            },
            Part::Bonus,
            Source::SpecialHand,
            *points,
        ));
        return Ok(blank_side(
            &c.name,
            c.went_out,
            c.concealed,
            Vec::new(),
            0,
            lines,
            Vec::new(),
        ));
    }
    match c.held {
        // Told apart: a rule that turns melded cards minus finds them.
        Some(held) => {
            let melded = c
                .cards
                .checked_add(held)
                .ok_or_else(|| too_large(Entry::Held))?;
            if melded != 0 {
                lines.push(line(Item::CardsMelded, Part::Cards, Source::Meld, melded));
            }
            if held != 0 {
                lines.push(line(Item::CardsHeld, Part::Cards, Source::Hand, -held));
            }
        }
        None if c.cards != 0 => {
            let (negative, source) = if c.cards > 0 {
                (false, Source::Meld)
            } else {
                (true, Source::Hand)
            };
            lines.push(line(
                Item::CardsNet { negative },
                Part::Cards,
                source,
                c.cards,
            ));
        }
        None => {}
    }
    let mut canastas = Vec::new();
    for (kind, bonus) in &c.canastas {
        lines.push(line(
            Item::CountedCanasta { kind: kind.clone() },
            Part::Bonus,
            Source::Canasta,
            *bonus,
        ));
        canastas.push(Canasta {
            cards: String::new(),
            kind: kind.clone(),
            bonus: *bonus,
            concealed: false,
        });
    }
    three_lines(
        rules,
        (c.red_threes, Threes::Counted(c.red_threes)),
        (c.black_threes, Threes::Counted(c.black_threes)),
        c.melded,
        canastas.len() as u32,
        &mut lines,
    )
    .map_err(too_large)?;
    for (item, part, source, points) in &c.costs {
        lines.push(line(item.clone(), *part, *source, *points));
    }
    going_out_line(rules, c.went_out, c.concealed, &mut lines);
    let notes = no_canasta_rule(rules, canastas.is_empty(), &mut lines);
    Ok(blank_side(
        &c.name,
        c.went_out,
        c.concealed,
        canastas,
        c.red_threes,
        lines,
        notes,
    ))
}
