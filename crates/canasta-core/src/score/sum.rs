//! The rules that change lines once every side is counted, and the sums.

use crate::error::Result;
use crate::rules::RuleSet;
use crate::score::{Entry, HandScore, Line, Note, Part, SideScore, Source, overflow};

/// The rules that change lines once every side is counted, and the sums;
/// `Err` names the entry whose sum would overflow.
pub(super) fn finish(
    rules: &RuleSet,
    mut teams: Vec<SideScore>,
    concealed_out: Option<&str>,
) -> Result<HandScore> {
    if let (true, Some(out)) = (
        rules.going_out.concealed_doubles_others_negative,
        concealed_out,
    ) {
        for t in teams.iter_mut().filter(|t| t.name != out) {
            let mut doubled = false;
            for l in &mut t.lines {
                if l.points < 0 && l.source != Source::Penalty {
                    l.points = l.points.checked_mul(2).ok_or_else(|| {
                        overflow(
                            &t.name,
                            Entry::Doubled {
                                entry: Box::new(l.item.entry()),
                            },
                        )
                    })?;
                    l.doubled = true;
                    doubled = true;
                }
            }
            if doubled {
                t.notes.push(Note::Doubled {
                    by: out.to_string(),
                });
            }
        }
    }
    for t in &mut teams {
        let name = t.name.clone();
        // The line that takes a sum out of range is the entry to name.
        let sum = |keep: &dyn Fn(&Line) -> bool, part: &'static str| {
            t.lines.iter().filter(|l| keep(l)).try_fold(0i64, |a, l| {
                a.checked_add(l.points).ok_or_else(|| {
                    overflow(
                        &name,
                        Entry::Adding {
                            entry: Box::new(l.item.entry()),
                            sum: part,
                        },
                    )
                })
            })
        };
        let bonus = sum(&|l| l.part == Part::Bonus, "bonus")?;
        let cards = sum(&|l| l.part == Part::Cards, "cards")?;
        let melded = sum(&|l| l.source == Source::Meld, "melds")?;
        let in_hand = sum(
            &|l| {
                matches!(
                    l.source,
                    Source::Hand
                        | Source::BlackThreesInHand
                        | Source::ThreesInHand
                        | Source::Foot
                        | Source::ThreesInFoot
                )
            },
            "in-hand",
        )?;
        t.total = bonus
            .checked_add(cards)
            .ok_or_else(|| overflow(&name, Entry::BonusPlusCards))?;
        (t.bonus, t.cards, t.melded, t.in_hand) = (bonus, cards, melded, in_hand);
    }
    Ok(HandScore {
        rules: rules.name.clone(),
        teams,
    })
}
