//! The score of one finished hand, side by side, with a breakdown a player
//! can check against the cards on the table.
//!
//! Every line of the breakdown is a bonus (canastas, red threes, going out,
//! penalties) or card points (melded cards minus cards left in hand), like
//! the two lines of a paper score pad.

use serde::Serialize;

use crate::card::Card;
use crate::error::{Error, ErrorKind, Hint, Result};
use crate::notation::format_cards;
use crate::round::{Round, Side};
use crate::rules::{BlackThreesInHand, RedThreesNegative, RuleSet, Sign};

mod item;
pub use item::{Colour, Entry, How, Item, Note, Threes, Why};

/// Which line of the pad a breakdown line adds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Part {
    /// The bonus line.
    Bonus,
    /// The card-points line.
    Cards,
}

/// What a breakdown line is, so that rules that change "negative points" or
/// "all points" can find the lines they mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// A meld's card points.
    Meld,
    /// A canasta's bonus.
    Canasta,
    /// The extra for a canasta laid concealed.
    ConcealedCanasta,
    /// Cards left in the hand.
    Hand,
    /// Black threes left in the hand.
    BlackThreesInHand,
    /// The red threes' bonus (or cost).
    RedThrees,
    /// Red threes' card value, where they count it.
    RedThreeCards,
    /// The going-out bonus.
    GoingOut,
    /// A penalty of the round file.
    Penalty,
    /// Black threes laid out as bonus cards.
    BlackThrees,
    /// Threes caught in a hand where they are bonus cards.
    ThreesInHand,
    /// A meld of a kind that costs a penalty when short of a canasta.
    IncompleteMeld,
    /// A set of one rank caught in one player's hand (three aces).
    HandSet,
    /// A special hand, scored instead of everything else.
    SpecialHand,
    /// Cards in a foot never picked up (hand-and-foot).
    Foot,
    /// Red threes in a foot never picked up.
    ThreesInFoot,
}

/// One line of a side's breakdown: what it is, and its points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// What the line counts, as data.
    #[serde(skip)]
    pub item: Item,
    /// No canasta made every point negative, this line's too.
    #[serde(skip)]
    pub negated: bool,
    /// Another side went out concealed and this negative line doubled.
    #[serde(skip)]
    pub doubled: bool,
    /// `item` in words, for JSON: empty from the library, the front end
    /// fills it in the language chosen before it writes the line out.
    #[serde(rename = "what")]
    pub text: String,
    /// The pad line it adds to.
    pub part: Part,
    /// What kind of line it is.
    pub source: Source,
    /// Its points (negative where it costs).
    pub points: i64,
}

/// One canasta of a side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Canasta {
    /// Its cards, in the notation.
    pub cards: String,
    /// The kind's name: `natural`, `mixed`, `wild`, or the rule set's own.
    pub kind: String,
    /// The bonus it earned.
    pub bonus: i64,
    /// It was laid concealed.
    pub concealed: bool,
}

/// One side's score for a hand, with its breakdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SideScore {
    /// The side's name.
    pub name: String,
    /// The hand's score for this side: bonus + cards.
    pub total: i64,
    /// The bonus points (canastas, red threes, going out).
    pub bonus: i64,
    /// The card points (melded minus held).
    pub cards: i64,
    /// Card points of the melds (negative where a rule turned them).
    pub melded: i64,
    /// What the cards left in hand cost (negative).
    pub in_hand: i64,
    /// The side went out.
    pub went_out: bool,
    /// It went out concealed.
    pub concealed: bool,
    /// Its canastas.
    pub canastas: Vec<Canasta>,
    /// The red threes it laid out.
    pub red_threes: u32,
    /// The breakdown, line by line.
    pub lines: Vec<Line>,
    /// Rules that changed lines after they were counted.
    #[serde(skip)]
    pub notes: Vec<Note>,
    /// `notes` in words, for JSON: filled by the front end like `Line::text`.
    #[serde(rename = "notes")]
    pub note_texts: Vec<String>,
}

/// A hand's score (`canasta score`): each side's, under a rule set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandScore {
    /// The rule set's name.
    pub rules: String,
    /// Each side's score, in the round's order.
    pub teams: Vec<SideScore>,
}

fn line(item: Item, part: Part, source: Source, points: i64) -> Line {
    Line {
        item,
        negated: false,
        doubled: false,
        text: String::new(),
        part,
        source,
        points,
    }
}

/// Score a checked round known to fit (a fixture, a test): a round whose
/// sums overflow scores no sides. Input from users goes through [`checked`].
pub fn score(rules: &RuleSet, round: &Round) -> HandScore {
    checked(rules, round).unwrap_or_else(|_| HandScore {
        rules: rules.name.clone(),
        teams: Vec::new(),
    })
}

/// An entry whose points do not fit in a 64-bit sum: the hand cannot be
/// scored, and a clamped number would be a wrong score shown as right.
fn overflow(team: &str, entry: Entry) -> Error {
    Error::new(
        ErrorKind::Round,
        ScoreFault::PointsOverflow {
            team: team.to_string(),
            entry,
            max: i64::MAX.to_string(),
        },
    )
    .with_help(Hint::CheckOverflow)
}

crate::error::faults! {
    /// A hand that cannot be scored.
    pub enum ScoreFault {
        /// An entry whose points do not fit in a sum; `max` is the
        /// largest sum, as digits.
        PointsOverflow { team: String, entry: Entry, max: String } => "points_overflow",
    }
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
pub fn score_counted(rules: &RuleSet, sides: &[Counted]) -> Result<HandScore> {
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

fn counted_side(rules: &RuleSet, c: &Counted) -> Result<SideScore> {
    let too_large = |entry: Entry| overflow(&c.name, entry);
    let mut lines = Vec::new();
    if let Some((name, points)) = &c.special {
        lines.push(line(
            Item::SpecialHand { name: name.clone() },
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

/// The rules that change lines once every side is counted, and the sums;
/// `Err` names the entry whose sum would overflow.
fn finish(
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

fn side(rules: &RuleSet, s: &Side) -> Result<SideScore> {
    let too_large = |entry: Entry| overflow(&s.name, entry);
    let mut lines = Vec::new();
    let mut canastas = Vec::new();
    if let Some(special) = &s.special_hand {
        lines.push(line(
            Item::SpecialHand {
                name: special.name.clone(),
            },
            Part::Bonus,
            Source::SpecialHand,
            special.points,
        ));
        penalty_lines(s, &mut lines).map_err(too_large)?;
        return Ok(round_side(s, canastas, lines, Vec::new()));
    }
    for (m, &concealed) in s.melds.iter().zip(&s.concealed_melds) {
        let cards = format_cards(&m.cards);
        let points = rules.card_values.checked_sum(&m.cards).ok_or_else(|| {
            too_large(Entry::Meld {
                cards: m.cards.clone(),
            })
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
            if concealed && rules.canasta.concealed_extra != 0 {
                lines.push(line(
                    Item::ConcealedCanasta {
                        rank: m.rank.clone(),
                    },
                    Part::Bonus,
                    Source::ConcealedCanasta,
                    rules.canasta.concealed_extra,
                ));
            }
            let bonus = m
                .canasta_bonus
                .checked_add(if concealed {
                    rules.canasta.concealed_extra
                } else {
                    0
                })
                .ok_or_else(|| {
                    too_large(Entry::CanastaOf {
                        cards: m.cards.clone(),
                    })
                })?;
            canastas.push(Canasta {
                cards,
                kind: kind.clone(),
                bonus,
                concealed,
            });
        } else if let Some(kind) = crate::meld::incomplete_kind(rules, &m.cards)
            && kind.incomplete_penalty != 0
        {
            lines.push(line(
                Item::IncompleteMeld {
                    kind: kind.name.clone(),
                    cards: m.cards.clone(),
                },
                Part::Bonus,
                Source::IncompleteMeld,
                kind.incomplete_penalty.checked_neg().ok_or_else(|| {
                    too_large(Entry::IncompleteMeld {
                        cards: m.cards.clone(),
                    })
                })?,
            ));
        }
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

/// The threes laid out: red ones, and black ones where they are bonus
/// cards, each colour on the scale, with its sign from the side's canastas
/// where the rule set has a sign table; `Err` names the entry that
/// overflows.
fn three_lines(
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

/// The penalty lines; `Err` names the entry that overflows.
fn penalty_lines(s: &Side, lines: &mut Vec<Line>) -> std::result::Result<(), Entry> {
    for p in &s.penalties {
        let item = Item::Penalty {
            reason: p.reason.clone(),
        };
        let points = p.points.checked_neg().ok_or_else(|| item.entry())?;
        lines.push(line(item, Part::Bonus, Source::Penalty, points));
    }
    Ok(())
}

fn round_side(s: &Side, canastas: Vec<Canasta>, lines: Vec<Line>, notes: Vec<Note>) -> SideScore {
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

fn going_out_line(rules: &RuleSet, went_out: bool, concealed: bool, lines: &mut Vec<Line>) {
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
fn no_canasta_rule(rules: &RuleSet, no_canasta: bool, lines: &mut [Line]) -> Vec<Note> {
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
fn blank_side(
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

/// The lines of the cards left in hand; `Err` names the entry that overflows.
fn hand_lines(
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
fn foot_lines(rules: &RuleSet, s: &Side, lines: &mut Vec<Line>) -> std::result::Result<(), Entry> {
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
fn hand_set_lines(
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

/// One colour of threes, its sign from the side's number of canastas.
fn signed_three_lines(
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
fn red_three_lines(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round;
    use crate::rules::{from_yaml, load};

    fn score_of(rules: &RuleSet, yaml: &str) -> HandScore {
        let file = round::parse("t.yaml", yaml).unwrap();
        let rules = round::fit_players(rules.clone(), &file, false).unwrap();
        score(&rules, &round::check(&rules, &file).unwrap())
    }

    fn lines(s: &SideScore, source: Source) -> Vec<i64> {
        s.lines
            .iter()
            .filter(|l| l.source == source)
            .map(|l| l.points)
            .collect()
    }

    const THREES: &str = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 c9]
    red_threes: h3 d3 h3
    went_out: true
  - name: B
    red_threes: d3
    hand: c4
";

    #[test]
    fn red_threes_per_canasta_on_the_doubling_scale() {
        let s = score_of(&load("verschaerft").unwrap(), THREES);
        assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![200, -100]);
        assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![-100]);
    }

    #[test]
    fn red_threes_flat_with_a_total_for_all_four() {
        let classic = load("classic").unwrap();
        let s = score_of(&classic, THREES);
        assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![300]);
        // B melded nothing: negative under classic.
        assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![-100]);
        assert_eq!(classic.red_threes.value(4), 800);
        assert_eq!(load("verschaerft").unwrap().red_threes.value(4), 800);
        assert_eq!(load("verschaerft").unwrap().red_threes.value(5), 1600);
        assert_eq!(load("classic-6p").unwrap().red_threes.value(5), 1000);
    }

    #[test]
    fn red_threes_all_or_nothing_is_the_other_reading_of_verschaerft() {
        // RULES.md section 3: "Parameter: per three or all-or-nothing".
        let house = from_yaml(
            "house.yaml",
            "extends: verschaerft\nred_threes: {negative: all_or_nothing}\n",
        )
        .unwrap();
        let s = score_of(&house, THREES);
        // 3 red threes, 2 canastas: not one each, so all three count -400.
        assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![-400]);
        assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![-100]);
        let enough = THREES.replace("red_threes: h3 d3 h3", "red_threes: h3 d3");
        let s = score_of(&house, &enough);
        assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![200]);
    }

    #[test]
    fn a_house_rule_can_keep_red_threes_positive() {
        let house = from_yaml(
            "house.yaml",
            "extends: classic\nred_threes: {negative: never}\n",
        )
        .unwrap();
        let s = score_of(&house, THREES);
        assert_eq!(lines(&s.teams[1], Source::RedThrees), vec![100]);
    }

    #[test]
    fn bonus_and_cards_add_up_to_the_total() {
        for name in [
            "classic",
            "verschaerft",
            "traditional",
            "livecanasta",
            "wikipedia",
        ] {
            let s = score_of(&load(name).unwrap(), THREES);
            for t in &s.teams {
                assert_eq!(t.bonus + t.cards, t.total, "{name} {}", t.name);
                assert_eq!(t.lines.iter().map(|l| l.points).sum::<i64>(), t.total);
            }
        }
    }

    #[test]
    fn concealed_doubling_spares_penalties() {
        let yaml = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 c9]
    went_out: true
    concealed: true
  - name: B
    melds: [hQ dQ cQ sQ hQ dQ cQ]
    hand: c4
    penalties: [{points: 50, reason: slow}]
";
        let s = score_of(&load("verschaerft").unwrap(), yaml);
        assert_eq!(lines(&s.teams[1], Source::Hand), vec![-10]);
        assert_eq!(lines(&s.teams[1], Source::Penalty), vec![-50]);
        let c = score_of(&load("classic-2p").unwrap(), yaml);
        assert_eq!(lines(&c.teams[1], Source::Hand), vec![-5]);
    }

    const MODERN: &str = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, jk jk jk jk s2 h2 d2]
    red_threes: h3
    went_out: true
  - name: B
    melds: [h9 d9 c9 s9 h9 d9 c9]
    hand: d3 c3 c4
";

    fn house(yaml: &str) -> RuleSet {
        from_yaml("house.yaml", &format!("extends: modern-american\n{yaml}")).unwrap()
    }

    #[test]
    fn wild_canasta_readings() {
        // RULES.md section 7: all four jokers 2500 (the preset's reading) ...
        let preset = load("modern-american").unwrap();
        let s = score_of(&preset, MODERN);
        assert_eq!(lines(&s.teams[0], Source::Canasta), vec![500, 2500]);
        // ... or every wild canasta 2000: a house leaves the special kinds out.
        let plain = house(
            "canasta:\n  kinds:\n    - {name: wild, cards: wild, bonus: 2000, incomplete_penalty: 2000}\n",
        );
        let s = score_of(&plain, MODERN);
        assert_eq!(lines(&s.teams[0], Source::Canasta), vec![500, 2000]);
        // Seven 2s: 3000.
        let twos = MODERN.replace("jk jk jk jk s2 h2 d2", "s2 h2 d2 c2 s2 h2 d2");
        let s = score_of(&preset, &twos);
        assert_eq!(lines(&s.teams[0], Source::Canasta), vec![500, 3000]);
        assert_eq!(s.teams[0].canastas[1].kind, "wild");
    }

    #[test]
    fn a_three_caught_in_hand_costs_100_or_its_card_value() {
        let s = score_of(&load("modern-american").unwrap(), MODERN);
        assert_eq!(lines(&s.teams[1], Source::ThreesInHand), vec![-200]);
        assert_eq!(lines(&s.teams[1], Source::Hand), vec![-5]);
        let s = score_of(&house("red_threes: {caught_in_hand: 5}\n"), MODERN);
        assert_eq!(lines(&s.teams[1], Source::ThreesInHand), vec![-10]);
        // Classic: a red three in a hand cannot be.
        let file = round::parse("t.yaml", MODERN).unwrap();
        assert!(round::check(&load("classic").unwrap(), &file).is_err());
    }

    #[test]
    fn threes_follow_the_sign_table() {
        let s = score_of(&load("modern-american").unwrap(), MODERN);
        // Two canastas: plus, on the colour's own scale (1 -> 100).
        assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![100]);
        let negative = house("red_threes: {sign_by_canastas: {0: minus, 1: minus, 2: zero}}\n");
        let s = score_of(&negative, MODERN);
        assert_eq!(lines(&s.teams[0], Source::RedThrees), vec![0]);
    }

    #[test]
    fn hand_sets_count_per_player_or_for_the_whole_hand() {
        let yaml = "
teams:
  - name: A
    melds: [hK dK cK sK hK dK cK, hQ dQ cQ sQ hQ dQ cQ]
    went_out: true
  - name: B
    hand: hA dA cA sA h7 d7 c7
";
        let s = score_of(&load("modern-american").unwrap(), yaml);
        assert_eq!(lines(&s.teams[1], Source::HandSet), vec![-1500, -1500]);
        let split = yaml.replace(
            "hand: hA dA cA sA h7 d7 c7",
            "players: [{name: X, hand: hA dA h7}, {name: Y, hand: cA sA d7 c7}]",
        );
        let s = score_of(&load("modern-american").unwrap(), &split);
        assert!(lines(&s.teams[1], Source::HandSet).is_empty());
        assert!(
            score_of(&load("classic").unwrap(), yaml).teams[1]
                .lines
                .iter()
                .all(|l| l.source != Source::HandSet)
        );
    }

    fn checked_of(rules: &RuleSet, yaml: &str) -> Result<HandScore> {
        let file = round::parse("t.yaml", yaml).unwrap();
        checked(rules, &round::check(rules, &file).unwrap())
    }

    #[test]
    fn penalties_past_the_64_bit_range_name_the_entry() {
        let yaml = format!(
            "teams:\n  - name: A\n    went_out: false\n  - name: B\n    penalties: [{{points: {m}, reason: slow}}, {{points: {m}, reason: late}}]\n",
            m = i64::MAX
        );
        let e = checked_of(&load("classic").unwrap(), &yaml).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Round);
        assert_eq!(
            e.fault(),
            &crate::error::Fault::Score(ScoreFault::PointsOverflow {
                team: "B".into(),
                entry: Entry::Adding {
                    entry: Box::new(Entry::PenaltyFor {
                        reason: "late".into()
                    }),
                    sum: "bonus",
                },
                max: i64::MAX.to_string(),
            })
        );
        // One such penalty still fits.
        let one = yaml.replace(", {points: 9223372036854775807, reason: late}", "");
        let s = checked_of(&load("classic").unwrap(), &one).unwrap();
        assert_eq!(s.teams[1].total, -i64::MAX);
    }

    #[test]
    fn red_threes_doubling_past_the_range_name_the_entry() {
        let mut rules = load("verschaerft").unwrap();
        rules.deck.packs_per_player = None;
        rules.deck.packs = 40;
        rules.red_threes.each = 1_000_000_000;
        let threes = vec!["h3 d3"; 20].join(" ");
        let yaml = format!(
            "teams:\n  - name: A\n    melds: [hK dK cK sK hK dK cK, h9 d9 c9 s9 h9 d9 c9]\n    red_threes: {threes}\n  - name: B\n"
        );
        let e = checked_of(&rules, &yaml).unwrap_err();
        let crate::error::Fault::Score(ScoreFault::PointsOverflow { team, entry, .. }) = e.fault()
        else {
            panic!("{e}");
        };
        assert_eq!(
            (team.as_str(), entry),
            ("A", &Entry::RedThreesWithoutCanasta { count: 38 })
        );
        assert_eq!(
            rules.red_threes.checked_value(34),
            Some(1_000_000_000 << 33)
        );
        assert_eq!(rules.red_threes.checked_value(64), None);
    }
}
