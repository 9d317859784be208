//! The lines both ways of scoring share: threes on their scales, going
//! out, the no-canasta rule, a side that scores its special hand alone.

use crate::rules::{RedThreesNegative, RuleSet, Sign};
use crate::score::{
    Canasta, Colour, Entry, How, Item, Line, Note, Part, SideScore, Source, Threes, Why, line,
};

/// The threes laid out: red ones, and black ones where they are bonus
/// cards, each colour on the scale, with its sign from the side's canastas
/// where the rule set has a sign table; `Err` names the entry that
/// overflows.
pub(super) fn three_lines(
    rules: &RuleSet,
    red: (u32, Threes),
    (black, black_threes): (u32, Threes),
    melded: bool,
    canastas: u32,
    lines: &mut Vec<Line>,
) -> std::result::Result<(), Entry> {
    match rules.red_threes.sign(canastas) {
        Some(sign) => {
            signed_three_lines(rules, Colour::Red, red, sign, canastas, lines)?;
            signed_three_lines(
                rules,
                Colour::Black,
                (black, black_threes),
                sign,
                canastas,
                lines,
            )
        }
        None => {
            red_three_lines(rules, red, melded, canastas, lines)?;
            if black > 0 {
                let item = Item::BlackThrees {
                    threes: black_threes,
                };
                let points = rules
                    .red_threes
                    .checked_value(black)
                    .ok_or_else(|| item.entry())?;
                lines.push(line(item, Part::Bonus, Source::BlackThrees, points));
            }
            Ok(())
        }
    }
}

pub(super) fn going_out_line(
    rules: &RuleSet,
    went_out: bool,
    concealed: bool,
    lines: &mut Vec<Line>,
) {
    if went_out {
        let (item, points) = if concealed {
            (Item::WentOutConcealed, rules.going_out.concealed_bonus)
        } else {
            (Item::WentOut, rules.going_out.bonus)
        };
        lines.push(line(item, Part::Bonus, Source::GoingOut, points));
    }
}

/// `scoring.no_canasta_all_negative`: the notes it leaves.
pub(super) fn no_canasta_rule(rules: &RuleSet, no_canasta: bool, lines: &mut [Line]) -> Vec<Note> {
    let mut notes = Vec::new();
    if rules.scoring.no_canasta_all_negative && no_canasta {
        let mut changed = false;
        for l in lines.iter_mut().filter(|l| l.points > 0) {
            l.points = -l.points;
            l.negated = true;
            changed = true;
        }
        if changed {
            notes.push(Note::NoCanasta);
        }
    }
    notes
}

/// A side's score before `finish` adds it up.
pub(super) fn blank_side(
    name: &str,
    went_out: bool,
    concealed: bool,
    canastas: Vec<Canasta>,
    red_threes: u32,
    lines: Vec<Line>,
    notes: Vec<Note>,
) -> SideScore {
    SideScore {
        name: name.to_string(),
        total: 0,
        bonus: 0,
        cards: 0,
        melded: 0,
        in_hand: 0,
        went_out,
        concealed,
        canastas,
        red_threes,
        lines,
        notes,
        note_texts: Vec::new(),
    }
}

/// One colour of threes, its sign from the side's number of canastas.
pub(super) fn signed_three_lines(
    rules: &RuleSet,
    colour: Colour,
    (n, threes): (u32, Threes),
    sign: Sign,
    canastas: u32,
    lines: &mut Vec<Line>,
) -> std::result::Result<(), Entry> {
    if n == 0 {
        return Ok(());
    }
    let source = match colour {
        Colour::Red => Source::RedThrees,
        Colour::Black => Source::BlackThrees,
    };
    let item = |how| Item::SignedThrees {
        colour,
        threes: threes.clone(),
        how,
        canastas,
    };
    let value = rules
        .red_threes
        .checked_value(n)
        .ok_or_else(|| item(How::Plus).entry())?;
    let (points, how) = match sign {
        Sign::Plus => (value, How::Plus),
        Sign::Zero => (0, How::Nothing),
        // A positive i64 always has a negative.
        Sign::Minus => (-value, How::Minus),
    };
    lines.push(line(item(how), Part::Bonus, source, points));
    Ok(())
}

/// The red-three lines for `n` red threes (`threes` names them); `Err`
/// names the entry that overflows.
pub(super) fn red_three_lines(
    rules: &RuleSet,
    (n, threes): (u32, Threes),
    melded: bool,
    canastas: u32,
    lines: &mut Vec<Line>,
) -> std::result::Result<(), Entry> {
    if n == 0 {
        return Ok(());
    }
    let r = &rules.red_threes;
    let (positive, negative, why) = match r.negative {
        RedThreesNegative::NoMeld if !melded => (0, n, Why::NotMelded),
        RedThreesNegative::NoCanasta if canastas == 0 => (0, n, Why::NoCanasta),
        RedThreesNegative::AllOrNothing if canastas < n => (0, n, Why::FewerCanastas),
        RedThreesNegative::PerCanasta => {
            let p = n.min(canastas);
            (p, n - p, Why::EachNeedsOne)
        }
        RedThreesNegative::Never
        | RedThreesNegative::NoMeld
        | RedThreesNegative::NoCanasta
        | RedThreesNegative::AllOrNothing => (n, 0, Why::NotMelded),
    };
    if positive > 0 {
        let item = if negative == 0 {
            Item::RedThrees {
                threes: threes.clone(),
            }
        } else {
            Item::RedThreesWithCanasta { n: positive }
        };
        let points = r.checked_value(positive).ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Bonus, Source::RedThrees, points));
    }
    if negative > 0 {
        let item = if positive == 0 {
            Item::RedThreesMinus { threes, why }
        } else {
            Item::RedThreesWithoutCanasta { n: negative }
        };
        let points = r
            .checked_value(negative)
            .and_then(i64::checked_neg)
            .ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Bonus, Source::RedThrees, points));
        if r.negative_card_value {
            let item = Item::RedThreeCardValue { n: negative };
            let points = rules
                .card_values
                .red_three
                .checked_mul(i64::from(negative))
                .and_then(i64::checked_neg)
                .ok_or_else(|| item.entry())?;
            lines.push(line(item, Part::Bonus, Source::RedThreeCards, points));
        }
    }
    Ok(())
}
