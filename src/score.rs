//! The score of one finished hand, side by side, with a breakdown a player
//! can check against the cards on the table.
//!
//! Every line of the breakdown is a bonus (canastas, red threes, going out,
//! penalties) or card points (melded cards minus cards left in hand), like
//! the two lines of a paper score pad.

use serde::Serialize;

use crate::card::Card;
use crate::meld::CanastaKind;
use crate::notation::format_cards;
use crate::round::{Round, Side};
use crate::rules::{BlackThreesInHand, RedThreesNegative, RuleSet};

/// Which line of the pad a breakdown line adds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Part {
    Bonus,
    Cards,
}

/// What a breakdown line is, so that rules that change "negative points" or
/// "all points" can find the lines they mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Meld,
    Canasta,
    ConcealedCanasta,
    Hand,
    BlackThreesInHand,
    RedThrees,
    RedThreeCards,
    GoingOut,
    Penalty,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    pub what: String,
    pub part: Part,
    pub source: Source,
    pub points: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Canasta {
    pub cards: String,
    pub kind: CanastaKind,
    pub bonus: i64,
    pub concealed: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SideScore {
    pub name: String,
    /// The hand's score for this side: bonus + cards.
    pub total: i64,
    pub bonus: i64,
    pub cards: i64,
    /// Card points of the melds (negative where a rule turned them).
    pub melded: i64,
    /// What the cards left in hand cost (negative).
    pub in_hand: i64,
    pub went_out: bool,
    pub concealed: bool,
    pub canastas: Vec<Canasta>,
    pub red_threes: u32,
    pub lines: Vec<Line>,
    /// Rules that changed lines after they were counted, in words.
    pub notes: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandScore {
    pub rules: String,
    pub teams: Vec<SideScore>,
}

fn line(what: impl Into<String>, part: Part, source: Source, points: i64) -> Line {
    Line {
        what: what.into(),
        part,
        source,
        points,
    }
}

/// Score a checked round.
pub fn score(rules: &RuleSet, round: &Round) -> HandScore {
    let teams: Vec<SideScore> = round.sides.iter().map(|s| side(rules, s)).collect();
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
    pub name: String,
    pub canastas: Vec<CanastaKind>,
    pub red_threes: u32,
    /// The side laid at least one meld (red threes may turn on it).
    pub melded: bool,
    pub went_out: bool,
    pub concealed: bool,
    /// Card points: melded minus held.
    pub cards: i64,
}

/// Score a hand from what each side counted, with the same bonus rules as
/// a hand scored card by card (red-three scale and sign, going out,
/// no-canasta and concealed doubling rules).
pub fn score_counted(rules: &RuleSet, sides: &[Counted]) -> HandScore {
    let teams = sides.iter().map(|c| counted_side(rules, c)).collect();
    let concealed_out = sides
        .iter()
        .find(|s| s.went_out && s.concealed)
        .map(|s| s.name.clone());
    finish(rules, teams, concealed_out.as_deref())
}

fn counted_side(rules: &RuleSet, c: &Counted) -> SideScore {
    let mut lines = Vec::new();
    if c.cards != 0 {
        let (what, source) = if c.cards > 0 {
            ("card points (melded minus held)", Source::Meld)
        } else {
            ("card points (held more than melded)", Source::Hand)
        };
        lines.push(line(what, Part::Cards, source, c.cards));
    }
    let mut canastas = Vec::new();
    for &kind in &c.canastas {
        let bonus = kind.bonus(rules);
        lines.push(line(
            format!("{} canasta", kind.name()),
            Part::Bonus,
            Source::Canasta,
            bonus,
        ));
        canastas.push(Canasta {
            cards: String::new(),
            kind,
            bonus,
            concealed: false,
        });
    }
    let label = format!("×{}", c.red_threes);
    red_three_lines(
        rules,
        (c.red_threes, &label),
        c.melded,
        canastas.len() as u32,
        &mut lines,
    );
    going_out_line(rules, c.went_out, c.concealed, &mut lines);
    let notes = no_canasta_rule(rules, canastas.is_empty(), &mut lines);
    blank_side(
        &c.name,
        c.went_out,
        c.concealed,
        canastas,
        c.red_threes,
        lines,
        notes,
    )
}

/// The rules that change lines once every side is counted, and the sums.
fn finish(rules: &RuleSet, mut teams: Vec<SideScore>, concealed_out: Option<&str>) -> HandScore {
    if let (true, Some(out)) = (
        rules.going_out.concealed_doubles_others_negative,
        concealed_out,
    ) {
        for t in teams.iter_mut().filter(|t| t.name != out) {
            let mut doubled = false;
            for l in t.lines.iter_mut() {
                if l.points < 0 && l.source != Source::Penalty {
                    l.points = l.points.saturating_mul(2);
                    l.what.push_str(" (doubled)");
                    doubled = true;
                }
            }
            if doubled {
                t.notes.push(format!(
                    "{out} went out concealed: negative points count double"
                ));
            }
        }
    }
    for t in &mut teams {
        t.bonus = part_sum(&t.lines, Part::Bonus);
        t.cards = part_sum(&t.lines, Part::Cards);
        t.total = t.bonus.saturating_add(t.cards);
        t.melded = source_sum(&t.lines, &[Source::Meld]);
        t.in_hand = source_sum(&t.lines, &[Source::Hand, Source::BlackThreesInHand]);
    }
    HandScore {
        rules: rules.name.clone(),
        teams,
    }
}

fn source_sum(lines: &[Line], sources: &[Source]) -> i64 {
    lines
        .iter()
        .filter(|l| sources.contains(&l.source))
        .fold(0i64, |a, l| a.saturating_add(l.points))
}

fn part_sum(lines: &[Line], part: Part) -> i64 {
    lines
        .iter()
        .filter(|l| l.part == part)
        .fold(0i64, |a, l| a.saturating_add(l.points))
}

fn side(rules: &RuleSet, s: &Side) -> SideScore {
    let mut lines = Vec::new();
    let mut canastas = Vec::new();
    for (m, &concealed) in s.melds.iter().zip(&s.concealed_melds) {
        let cards = format_cards(&m.cards);
        lines.push(line(
            format!("meld {cards}"),
            Part::Cards,
            Source::Meld,
            m.points,
        ));
        if let Some(kind) = m.canasta {
            let label = m.rank.as_deref().unwrap_or("wild");
            lines.push(line(
                format!("{} canasta ({label})", kind.name()),
                Part::Bonus,
                Source::Canasta,
                m.canasta_bonus,
            ));
            if concealed && rules.canasta.concealed_extra != 0 {
                lines.push(line(
                    format!("canasta ({label}) laid concealed"),
                    Part::Bonus,
                    Source::ConcealedCanasta,
                    rules.canasta.concealed_extra,
                ));
            }
            canastas.push(Canasta {
                cards,
                kind,
                bonus: m.canasta_bonus.saturating_add(if concealed {
                    rules.canasta.concealed_extra
                } else {
                    0
                }),
                concealed,
            });
        }
    }

    hand_lines(rules, &s.hand, &mut lines);
    let cards = format_cards(&s.red_threes);
    red_three_lines(
        rules,
        (s.red_threes.len() as u32, &cards),
        !s.melds.is_empty(),
        canastas.len() as u32,
        &mut lines,
    );
    going_out_line(rules, s.went_out, s.concealed, &mut lines);
    for p in &s.penalties {
        let what = if p.reason.is_empty() {
            "penalty".to_string()
        } else {
            format!("penalty: {}", p.reason)
        };
        lines.push(line(what, Part::Bonus, Source::Penalty, -p.points));
    }
    let notes = no_canasta_rule(rules, canastas.is_empty(), &mut lines);
    let red_threes = s.red_threes.len() as u32;
    blank_side(
        &s.name,
        s.went_out,
        s.concealed,
        canastas,
        red_threes,
        lines,
        notes,
    )
}

fn going_out_line(rules: &RuleSet, went_out: bool, concealed: bool, lines: &mut Vec<Line>) {
    if went_out {
        let (what, points) = if concealed {
            ("went out concealed", rules.going_out.concealed_bonus)
        } else {
            ("went out", rules.going_out.bonus)
        };
        lines.push(line(what, Part::Bonus, Source::GoingOut, points));
    }
}

/// `scoring.no_canasta_all_negative`: the notes it leaves.
fn no_canasta_rule(rules: &RuleSet, no_canasta: bool, lines: &mut [Line]) -> Vec<String> {
    let mut notes = Vec::new();
    if rules.scoring.no_canasta_all_negative && no_canasta {
        let mut changed = false;
        for l in lines.iter_mut().filter(|l| l.points > 0) {
            l.points = -l.points;
            l.what.push_str(" (negative: no canasta)");
            changed = true;
        }
        if changed {
            notes.push("no canasta: all points count negative, melded cards included".into());
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
    notes: Vec<String>,
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
    }
}

fn hand_lines(rules: &RuleSet, hand: &[Card], lines: &mut Vec<Line>) {
    let scaled = rules.black_threes.in_hand == BlackThreesInHand::RedThreeScale;
    let (black, rest): (Vec<Card>, Vec<Card>) =
        hand.iter().partition(|c| scaled && c.is_black_three());
    if !rest.is_empty() {
        lines.push(line(
            format!("in hand {}", format_cards(&rest)),
            Part::Cards,
            Source::Hand,
            rules.card_values.sum(&rest).saturating_neg(),
        ));
    }
    if !black.is_empty() {
        lines.push(line(
            format!(
                "black threes in hand {} (red-three scale)",
                format_cards(&black)
            ),
            Part::Cards,
            Source::BlackThreesInHand,
            rules.red_threes.value(black.len() as u32).saturating_neg(),
        ));
    }
}

/// The red-three lines for `n` red threes (`cards` names them).
fn red_three_lines(
    rules: &RuleSet,
    (n, cards): (u32, &str),
    melded: bool,
    canastas: u32,
    lines: &mut Vec<Line>,
) {
    if n == 0 {
        return;
    }
    let r = &rules.red_threes;
    let (positive, negative, why) = match r.negative {
        RedThreesNegative::Never => (n, 0, ""),
        RedThreesNegative::NoMeld if !melded => (0, n, "the side has not melded"),
        RedThreesNegative::NoMeld => (n, 0, ""),
        RedThreesNegative::NoCanasta if canastas == 0 => (0, n, "the side has no canasta"),
        RedThreesNegative::NoCanasta => (n, 0, ""),
        RedThreesNegative::AllOrNothing if canastas < n => (0, n, "fewer canastas than red threes"),
        RedThreesNegative::AllOrNothing => (n, 0, ""),
        RedThreesNegative::PerCanasta => {
            let p = n.min(canastas);
            (p, n - p, "each needs a canasta of its own")
        }
    };
    if positive > 0 {
        let what = if negative == 0 {
            format!("red threes {cards}")
        } else {
            format!("{} with a canasta each", threes(positive))
        };
        lines.push(line(
            what,
            Part::Bonus,
            Source::RedThrees,
            r.value(positive),
        ));
    }
    if negative > 0 {
        let what = if positive == 0 {
            format!("red threes {cards}: {why}")
        } else {
            format!("{} without a canasta", threes(negative))
        };
        lines.push(line(
            what,
            Part::Bonus,
            Source::RedThrees,
            r.value(negative).saturating_neg(),
        ));
        if r.negative_card_value {
            lines.push(line(
                format!("card value of {}", threes(negative)),
                Part::Bonus,
                Source::RedThreeCards,
                rules
                    .card_values
                    .red_three
                    .saturating_mul(i64::from(negative))
                    .saturating_neg(),
            ));
        }
    }
}

fn threes(n: u32) -> String {
    if n == 1 {
        "1 red three".to_string()
    } else {
        format!("{n} red threes")
    }
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
}
