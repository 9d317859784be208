//! Scoring a hand card by card, from a checked round file.

use crate::card::Card;
use crate::error::Result;
use crate::meld::MeldVerdict;
use crate::notation::format_cards;
use crate::round::{Round, Side};
use crate::rules::{BlackThreesInHand, RuleSet};
use crate::score::lines::{blank_side, going_out_line, no_canasta_rule, three_lines};
use crate::score::sum::finish;
use crate::score::{
    Canasta, Entry, HandScore, Item, Line, Note, Part, SideScore, Source, Threes, line, overflow,
};

/// Score a checked round known to fit (a fixture, a test): a round whose
/// sums overflow scores no sides. Input from users goes through [`checked`].
pub fn score(rules: &RuleSet, round: &Round) -> HandScore {
    checked(rules, round).unwrap_or_else(|_| HandScore {
        rules: rules.name.clone(),
        teams: Vec::new(),
    })
}

/// Score a checked round; an error naming the entry when a sum would
/// overflow.
///
/// ```
/// use canasta::{round, score};
///
/// let rules = canasta::rules::load("classic")?;
/// let file = round::parse(
///     "round.yaml",
///     "teams:
///   - name: We
///     melds: [hK dK cK sK hK dK cK]
///     red_threes: h3
///     went_out: true
///   - name: They
///     hand: jk
/// ",
/// )?;
/// let round = round::check(&rules, &file)?;
/// let hand = score::checked(&rules, &round)?;
/// // A natural canasta 500, seven kings 70, a red three 100, going out 100.
/// assert_eq!(hand.teams[0].total, 770);
/// // The joker left in the hand.
/// assert_eq!(hand.teams[1].total, -50);
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn checked(rules: &RuleSet, round: &Round) -> Result<HandScore> {
    let teams: Vec<SideScore> = round
        .sides
        .iter()
        .map(|s| side(rules, s))
        .collect::<Result<_>>()?;
    let concealed_out = round
        .sides
        .iter()
        .find(|s| s.went_out && s.concealed)
        .map(|s| s.name.clone());
    finish(rules, teams, concealed_out.as_deref())
}

pub(super) fn side(rules: &RuleSet, s: &Side) -> Result<SideScore> {
    let too_large = |entry: Entry| overflow(&s.name, entry);
    let mut lines = Vec::new();
    let mut canastas = Vec::new();
    if let Some(special) = &s.special_hand {
        lines.push(line(
            Item::SpecialHand {
                name: special.name.clone(),
                titles: special.titles.clone(),
            },
            Part::Bonus,
            Source::SpecialHand,
            special.points,
        ));
        penalty_lines(s, &mut lines).map_err(too_large)?;
        return Ok(round_side(s, canastas, lines, Vec::new()));
    }
    for (m, &concealed) in s.melds.iter().zip(&s.concealed_melds) {
        canastas.extend(meld_lines(rules, m, concealed, &mut lines).map_err(too_large)?);
    }

    hand_lines(rules, &s.hand, &mut lines).map_err(too_large)?;
    foot_lines(rules, s, &mut lines).map_err(too_large)?;
    hand_set_lines(rules, s, &mut lines).map_err(too_large)?;
    three_lines(
        rules,
        (
            s.red_threes.len() as u32,
            Threes::Cards(s.red_threes.clone()),
        ),
        (
            s.black_threes.len() as u32,
            Threes::Cards(s.black_threes.clone()),
        ),
        !s.melds.is_empty(),
        canastas.len() as u32,
        &mut lines,
    )
    .map_err(too_large)?;

    going_out_line(rules, s.went_out, s.concealed, &mut lines);
    penalty_lines(s, &mut lines).map_err(too_large)?;

    let notes = no_canasta_rule(rules, canastas.is_empty(), &mut lines);
    Ok(round_side(s, canastas, lines, notes))
}

/// The lines of one meld laid down: its cards, and its canasta bonus or
/// the penalty for leaving it short. Gives the canasta it makes, if any;
/// `Err` names the entry that overflows.
fn meld_lines(
    rules: &RuleSet,
    m: &MeldVerdict,
    concealed: bool,
    lines: &mut Vec<Line>,
) -> std::result::Result<Option<Canasta>, Entry> {
    let points = rules
        .card_values
        .checked_sum(&m.cards)
        .ok_or_else(|| Entry::Meld {
            cards: m.cards.clone(),
        })?;
    lines.push(line(
        Item::Meld {
            cards: m.cards.clone(),
        },
        Part::Cards,
        Source::Meld,
        points,
    ));
    if let Some(kind) = m.kind.clone() {
        lines.push(line(
            Item::Canasta {
                kind: kind.clone(),
                rank: m.rank.clone(),
            },
            Part::Bonus,
            Source::Canasta,
            m.canasta_bonus,
        ));
        let extra = if concealed {
            rules.canasta.concealed_extra
        } else {
            0
        };
        if extra != 0 {
            lines.push(line(
                Item::ConcealedCanasta {
                    rank: m.rank.clone(),
                },
                Part::Bonus,
                Source::ConcealedCanasta,
                extra,
            ));
        }
        let bonus = m
            .canasta_bonus
            .checked_add(extra)
            .ok_or_else(|| Entry::CanastaOf {
                cards: m.cards.clone(),
            })?;
        return Ok(Some(Canasta {
            cards: format_cards(&m.cards),
            kind,
            bonus,
            concealed,
        }));
    }
    if let Some(kind) = crate::meld::incomplete_kind(rules, &m.cards)
        && kind.incomplete_penalty != 0
    {
        let penalty =
            kind.incomplete_penalty
                .checked_neg()
                .ok_or_else(|| Entry::IncompleteMeld {
                    cards: m.cards.clone(),
                })?;
        lines.push(line(
            Item::IncompleteMeld {
                kind: kind.name.clone(),
                cards: m.cards.clone(),
            },
            Part::Bonus,
            Source::IncompleteMeld,
            penalty,
        ));
    }
    Ok(None)
}

/// The penalty lines; `Err` names the entry that overflows.
pub(super) fn penalty_lines(s: &Side, lines: &mut Vec<Line>) -> std::result::Result<(), Entry> {
    for p in &s.penalties {
        let item = Item::Penalty {
            reason: p.reason.clone(),
        };
        let points = p.points.checked_neg().ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Bonus, Source::Penalty, points));
    }
    Ok(())
}

pub(super) fn round_side(
    s: &Side,
    canastas: Vec<Canasta>,
    lines: Vec<Line>,
    notes: Vec<Note>,
) -> SideScore {
    blank_side(
        &s.name,
        s.went_out,
        s.concealed,
        canastas,
        s.red_threes.len() as u32,
        lines,
        notes,
    )
}

/// The lines of the cards left in hand; `Err` names the entry that overflows.
pub(super) fn hand_lines(
    rules: &RuleSet,
    hand: &[Card],
    lines: &mut Vec<Line>,
) -> std::result::Result<(), Entry> {
    let caught = rules.red_threes.caught_in_hand;
    let is_caught = |c: &Card| {
        caught.is_some()
            && (c.is_red_three() || (rules.black_threes.bonus_cards && c.is_black_three()))
    };
    let (threes, hand): (Vec<Card>, Vec<Card>) = hand.iter().partition(|c| is_caught(c));
    if let (Some(each), false) = (caught, threes.is_empty()) {
        let n = threes.len() as i64;
        let item = Item::ThreesCaught {
            threes: Threes::Cards(threes),
        };
        let points = each
            .checked_mul(n)
            .and_then(i64::checked_neg)
            .ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Cards, Source::ThreesInHand, points));
    }
    let (costed, hand): (Vec<Card>, Vec<Card>) = hand
        .iter()
        .partition(|c| rules.black_threes.in_hand_cost.is_some() && c.is_black_three());
    if let (Some(each), false) = (rules.black_threes.in_hand_cost, costed.is_empty()) {
        let n = costed.len() as i64;
        let item = Item::BlackThreesInHand { cards: costed };
        let points = each
            .checked_mul(n)
            .and_then(i64::checked_neg)
            .ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Cards, Source::BlackThreesInHand, points));
    }
    let scaled = rules.black_threes.in_hand == BlackThreesInHand::RedThreeScale;
    let (black, rest): (Vec<Card>, Vec<Card>) =
        hand.iter().partition(|c| scaled && c.is_black_three());
    if !rest.is_empty() {
        let points = rules
            .card_values
            .checked_sum(&rest)
            .and_then(i64::checked_neg);
        let item = Item::InHand { cards: rest };
        let points = points.ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Cards, Source::Hand, points));
    }
    if !black.is_empty() {
        let points = rules
            .red_threes
            .checked_value(black.len() as u32)
            .and_then(i64::checked_neg);
        let item = Item::BlackThreesScaled { cards: black };
        let points = points.ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Cards, Source::BlackThreesInHand, points));
    }
    Ok(())
}

/// A foot never picked up counts against the side like a hand; its red
/// threes cost what the rule set says for a foot.
pub(super) fn foot_lines(
    rules: &RuleSet,
    s: &Side,
    lines: &mut Vec<Line>,
) -> std::result::Result<(), Entry> {
    let each = rules.red_threes.foot_cost();
    for (player, foot) in &s.feet {
        let (threes, rest): (Vec<Card>, Vec<Card>) = foot.iter().partition(|c| c.is_red_three());
        if !rest.is_empty() {
            let points = rules
                .card_values
                .checked_sum(&rest)
                .and_then(i64::checked_neg);
            let item = Item::Foot {
                player: player.clone(),
                cards: rest,
            };
            let points = points.ok_or_else(|| item.entry())?;
            lines.push(line(item, Part::Cards, Source::Foot, points));
        }
        if !threes.is_empty() {
            let points = each
                .checked_mul(threes.len() as i64)
                .and_then(i64::checked_neg);
            let item = Item::RedThreesInFoot {
                player: Some(player.clone()),
                threes: Threes::Cards(threes),
            };
            let points = points.ok_or_else(|| item.entry())?;
            lines.push(line(item, Part::Cards, Source::ThreesInFoot, points));
        }
    }
    Ok(())
}

/// Sets of one rank in one player's hand; a side without `players` is
/// taken as one hand.
pub(super) fn hand_set_lines(
    rules: &RuleSet,
    s: &Side,
    lines: &mut Vec<Line>,
) -> std::result::Result<(), Entry> {
    let sets = &rules.scoring.hand_sets;
    if sets.is_empty() {
        return Ok(());
    }
    let whole = [(String::new(), s.hand.clone())];
    let hands: &[(String, Vec<Card>)] = if s.players.is_empty() {
        &whole
    } else {
        &s.players
    };
    for (player, hand) in hands {
        for set in sets {
            let n = hand
                .iter()
                .filter(|c| c.rank() == Some(set.rank) && c.is_natural())
                .count() as u32;
            if n >= set.min_cards && n > 0 {
                let item = Item::HandSet {
                    n,
                    rank: set.rank.number(),
                    player: Some(player.clone()).filter(|p| !p.is_empty()),
                };
                let points = set.penalty.checked_neg().ok_or_else(|| item.entry())?;
                lines.push(line(item, Part::Bonus, Source::HandSet, points));
            }
        }
    }
    Ok(())
}
