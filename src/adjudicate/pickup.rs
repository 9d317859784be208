//! May the player take the discard pile?

use serde::Serialize;

use crate::adjudicate::initial::{self, InitialMeld};
use crate::adjudicate::search::{self, Problem};
use crate::adjudicate::{
    canastas, class_name, count_word, matching_class, naturals_of, unmeldable, wilds_of,
};
use crate::card::Card;
use crate::meld;
use crate::notation::format_cards;
use crate::rules::{MeldOwner, RuleSet, TakeWith};

#[derive(Debug, Clone)]
pub struct Request {
    pub top: Card,
    pub hand: Vec<Card>,
    /// The side's melds on the table (merged by rank).
    pub table: Vec<Vec<Card>>,
    pub opened: bool,
    /// The pile below the top freezes it, and why (which card or flag).
    pub frozen: Option<String>,
    pub score: i64,
    /// Cards in the pile, the top included, when known.
    pub pile_size: Option<u32>,
    /// Red threes the side has laid out.
    pub red_threes: u32,
    /// The other sides' melds, where known (a state file): a closed canasta
    /// of theirs blocks its rank under some rule sets.
    pub others: Vec<Vec<Card>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pickup {
    pub legal: bool,
    /// The rule that decides; for a no, what would have made it a yes.
    pub reasons: Vec<String>,
    pub top: Card,
    pub blocked: bool,
    /// Frozen for this side (by the pile's contents, or because it has not opened).
    pub frozen: bool,
    /// How the pile is taken: `natural_pair`, `natural_and_wild`, `table_meld`.
    pub method: Option<TakeWith>,
    /// The meld the top card goes into (for a table meld: the meld with the top card).
    pub meld: Vec<Card>,
    /// For a side that opens by taking the pile: the initial-meld verdict.
    pub initial_meld: Option<InitialMeld>,
    pub rules: String,
}

fn way_name(w: TakeWith) -> &'static str {
    match w {
        TakeWith::NaturalPair => "two naturals from the hand",
        TakeWith::NaturalAndWild => "a natural and a wild card from the hand",
        TakeWith::TableMeld => "the side's meld on the table",
    }
}

/// "a, b, or c".
fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{}, or {last}", rest.join(", ")),
    }
}

/// The ways, briefly, for the list of what a rule set accepts.
fn short_name(w: TakeWith) -> &'static str {
    match w {
        TakeWith::NaturalPair => "a natural pair",
        TakeWith::NaturalAndWild => "a natural and a wild",
        TakeWith::TableMeld => "a table meld",
    }
}

/// After the top card is melded, the player must end the turn as the
/// initial meld must: with a card to discard and one to keep, or by going
/// out, which needs the rule set's canastas (CLI.md). `Ok(Some)` says how a
/// player left with one card or none still ends the turn; `Err` why not.
fn keeps_a_card(
    rules: &RuleSet,
    req: &Request,
    way: TakeWith,
    cards: &[Card],
    merged: &[Card],
) -> Result<Option<String>, String> {
    // The cards of the hand that went into the meld.
    let mut rest = req.hand.clone();
    for c in cards.iter().skip(1) {
        if way == TakeWith::TableMeld {
            break;
        }
        if let Some(i) = rest.iter().position(|h| h == c) {
            rest.remove(i);
        }
    }
    rest.retain(|c| !c.is_red_three());
    // A pile of unknown size is taken as 2 (CLI.md): one card comes in.
    let extra = req.pile_size.map_or(1, |n| n.saturating_sub(1));
    let held = rest.len() as u32 + extra;
    if held >= 2 {
        return Ok(None);
    }
    let rank = req.top.rank();
    let mut table: Vec<Vec<Card>> = if rules.meld.several_per_rank {
        // The side's melds of the rank stay apart: only the one the top
        // card joined (if it joined one) changes.
        let mut table = req.table.clone();
        if way == TakeWith::TableMeld
            && let Some(i) = table
                .iter()
                .position(|m| m.len() + 1 == merged.len() && merged.starts_with(m))
        {
            table.remove(i);
        }
        table
    } else {
        req.table
            .iter()
            .filter(|m| !m.iter().any(|c| c.is_natural() && c.rank() == rank))
            .cloned()
            .collect()
    };
    table.push(merged.to_vec());
    let have = table
        .iter()
        .filter(|m| meld::check(rules, m, false).canasta.is_some())
        .count();
    let need = rules.going_out.canastas;
    let can_go_out = if extra > 0 {
        // The one card held is the pile's: it can only be the final discard.
        have >= need as usize
    } else {
        search::solve(&Problem {
            rules,
            hand: rest.clone(),
            top: None,
            take_with: Vec::new(),
            table,
            extra_cards: 0,
            required: 0,
            concealed_allowed: false,
            only_go_out: true,
        })
        .plan
        .is_some()
    };
    let holding = match held {
        0 => "no card".to_string(),
        _ if extra > 0 => "only the pile's other card".to_string(),
        _ => format!("only {}", format_cards(&rest)),
    };
    if can_go_out {
        return Ok(Some(format!(
            "after melding {}, the player holds {holding}: ending the turn goes out, which the side can with {}",
            format_cards(cards),
            canastas(need)
        )));
    }
    Err(format!(
        "after melding {} the player would hold {holding}, and a turn that ends with no card in the hand is going out, which needs {} under {} (the side would have {have})",
        format_cards(cards),
        canastas(need),
        rules.name
    ))
}

pub fn judge(rules: &RuleSet, req: &Request) -> Pickup {
    let top = req.top;
    let mut out = Pickup {
        legal: false,
        reasons: Vec::new(),
        top,
        blocked: false,
        frozen: false,
        method: None,
        meld: Vec::new(),
        initial_meld: None,
        rules: rules.name.clone(),
    };
    if let Some(class) = matching_class(&rules.pile.blocked_by, top) {
        out.blocked = true;
        out.reasons.push(format!(
            "blocked: {} ({top}) on top of the pile cannot be taken under {}; it can be taken once another card covers it",
            class_name(class),
            rules.name
        ));
        return out;
    }
    if rules.pile.one_card_rule && req.hand.len() == 1 && req.pile_size == Some(1) {
        out.reasons.push(format!(
            "one-card rule: a player holding exactly 1 card may not take a pile of exactly 1 card under {}; with a second card in the hand or in the pile it could be taken",
            rules.name
        ));
        return out;
    }
    if let Some(why) = unmeldable(top) {
        out.reasons.push(why);
        return out;
    }
    let Some(rank) = top.rank() else {
        return out;
    };
    let closed = rules
        .meld
        .max_cards
        .filter(|_| rules.pile.closed_rank_blocks);
    let closed_of = |melds: &[Vec<Card>], max: u32| {
        melds
            .iter()
            .find(|m| m.len() as u32 >= max && meld::Composition::of(m).rank() == Some(rank))
            .cloned()
    };
    if let Some(max) = closed {
        let whose = closed_of(&req.table, max)
            .map(|m| ("the side's", m))
            .or_else(|| closed_of(&req.others, max).map(|m| ("the other side's", m)));
        if let Some((whose, m)) = whose {
            out.blocked = true;
            out.reasons.push(format!(
                "blocked: {whose} canasta of {} ({}) is closed at {max} cards, and under {} a top card of a rank with a closed canasta cannot be taken",
                rank.plural(),
                format_cards(&m),
                rules.name
            ));
            return out;
        }
    }
    if let (Some(min), Some(size)) = (rules.pile.min_size, req.pile_size)
        && size < min
    {
        out.reasons.push(format!(
            "the pile holds {size} card{}, but under {} it may be taken only when at least {min} lie there",
            if size == 1 { "" } else { "s" },
            rules.name
        ));
        return out;
    }
    let unopened = !req.opened;
    out.frozen = req.frozen.is_some()
        || rules.pile.always_frozen
        || (unopened && rules.pile.frozen_until_opened);
    let why_frozen = match (&req.frozen, unopened && rules.pile.frozen_until_opened) {
        (Some(why), _) => format!("frozen ({why})"),
        (None, _) if rules.pile.always_frozen => {
            format!("frozen (always, under {})", rules.name)
        }
        (None, true) => "frozen for a side that has not made its initial meld".to_string(),
        (None, false) => "not frozen".to_string(),
    };
    let ways = if out.frozen {
        &rules.pile.take_frozen
    } else {
        &rules.pile.take_unfrozen
    };
    let names: Vec<&str> = ways.iter().map(|w| short_name(*w)).collect();
    let allowed = if names.is_empty() {
        "nothing".to_string()
    } else {
        or_list(&names)
    };

    if unopened {
        let im = initial::judge(
            rules,
            &initial::Request {
                hand: req.hand.clone(),
                top: Some(top),
                score: req.score,
                frozen: req.frozen.is_some(),
                pile_size: req.pile_size,
                red_threes: req.red_threes,
            },
        );
        out.legal = im.possible;
        out.reasons.push(format!(
            "{why_frozen}: {} takes the pile with {allowed}",
            rules.name
        ));
        out.reasons.push(format!(
            "not opened: the top card plus cards from the hand must reach the initial-meld minimum of {} (score {})",
            im.required, req.score
        ));
        out.reasons.extend(im.reasons.iter().cloned());
        if im.possible {
            out.meld = im
                .melds
                .iter()
                .find(|m| m.contains(&top))
                .cloned()
                .unwrap_or_default();
            let pair = naturals_of(&out.meld, rank).len() >= 3;
            out.method = Some(if pair {
                TakeWith::NaturalPair
            } else {
                TakeWith::NaturalAndWild
            });
        }
        out.initial_meld = Some(im);
        return out;
    }

    let naturals = naturals_of(&req.hand, rank);
    let wilds = wilds_of(&req.hand);
    let table = req
        .table
        .iter()
        .find(|m| m.iter().any(|c| c.is_natural() && c.rank() == Some(rank)));
    // The table meld the top card may join: one of its rank, or a sequence
    // it extends; where only a meld short of a canasta takes the pile, the
    // first such one.
    let joins = |m: &&Vec<Card>| {
        let mut with = (*m).clone();
        with.push(top);
        meld::check(rules, &with, false).valid
    };
    let short = |m: &&Vec<Card>| {
        !rules.pile.table_meld_incomplete_only || (m.len() as u32) < rules.canasta.min_cards
    };
    let joinable = req.table.iter().filter(short).find(joins);
    let table_meld = joinable.or(table);
    let mut misses = Vec::new();
    for &way in ways {
        let attempt: Option<Vec<Card>> = match way {
            TakeWith::NaturalPair if naturals.len() >= 2 => {
                Some(vec![top, naturals[0], naturals[1]])
            }
            TakeWith::NaturalPair => {
                misses.push(format!(
                    "two natural {} from the hand; you hold {}",
                    rank.plural(),
                    count_word(naturals.len())
                ));
                None
            }
            TakeWith::NaturalAndWild if !naturals.is_empty() && !wilds.is_empty() => {
                Some(vec![top, naturals[0], wilds[0]])
            }
            TakeWith::NaturalAndWild => {
                misses.push(format!(
                    "a natural {} and a wild card from the hand; you hold {}",
                    rank.symbol(),
                    match (naturals.is_empty(), wilds.is_empty()) {
                        (true, true) => "neither",
                        (true, false) => "no natural one",
                        _ => "no wild card",
                    }
                ));
                None
            }
            TakeWith::TableMeld
                if joinable.is_none()
                    && table.is_some()
                    && rules.pile.table_meld_incomplete_only =>
            {
                misses.push(format!(
                    "a meld of {} on the table short of a canasta; the side's are complete",
                    rank.plural()
                ));
                None
            }
            TakeWith::TableMeld => match table_meld {
                Some(m) => {
                    let mut with = m.clone();
                    with.push(top);
                    Some(with)
                }
                None => {
                    misses.push(format!(
                        "a meld of {} on the table; the side has none",
                        rank.plural()
                    ));
                    None
                }
            },
        };
        let Some(cards) = attempt else { continue };
        // Cards from the hand join the side's meld of their rank (one meld
        // per rank per side): it is the merged meld that must be legal.
        let merged: Option<Vec<Card>> = table
            .filter(|_| way != TakeWith::TableMeld && !rules.meld.several_per_rank)
            .map(|m| m.iter().chain(&cards).copied().collect());
        let v = meld::check(rules, merged.as_deref().unwrap_or(&cards), false);
        let kept = if v.valid {
            keeps_a_card(rules, req, way, &cards, merged.as_deref().unwrap_or(&cards))
        } else {
            Ok(None)
        };
        if let Err(why) = &kept {
            misses.push(format!("{}, but {why}", way_name(way)));
            continue;
        }
        if v.valid {
            out.legal = true;
            out.method = Some(way);
            out.reasons.push(format!(
                "{why_frozen}: {} takes the pile with {allowed}",
                rules.name
            ));
            let owner =
                if way == TakeWith::TableMeld && rules.pile.table_meld_owner == MeldOwner::Player {
                    " (it must be the player's own meld)"
                } else {
                    ""
                };
            out.reasons.push(format!(
                "legal: {top} goes with {}{owner}: {}",
                way_name(way),
                format_cards(&cards)
            ));
            if let Ok(Some(how)) = kept {
                out.reasons.push(how);
            }
            if let Some(n) = rules.pile.take_top {
                out.reasons.push(format!(
                    "only the top {n} cards of the pile are taken under {}; the rest stay",
                    rules.name
                ));
            }
            out.meld = cards;
            return out;
        }
        let made = match &merged {
            Some(m) => format!(
                "{}, which joins the side's {} on the table as {}",
                format_cards(&cards),
                rank.plural(),
                format_cards(m)
            ),
            None => format_cards(&cards),
        };
        misses.push(format!(
            "{}, but that would make {made}, which is not a legal meld: {}",
            way_name(way),
            v.reasons
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        ));
    }
    match misses.split_first() {
        Some((first, rest)) => {
            out.reasons.push(format!("{why_frozen}: needs {first}"));
            out.reasons
                .extend(rest.iter().map(|m| format!("or it needs {m}")));
        }
        None => out.reasons.push(format!(
            "{why_frozen}: {} allows no way to take it",
            rules.name
        )),
    }
    if out.frozen {
        let unfrozen: Vec<&str> = rules
            .pile
            .take_unfrozen
            .iter()
            .filter(|w| !ways.contains(w))
            .map(|w| short_name(*w))
            .collect();
        if !unfrozen.is_empty() {
            out.reasons.push(format!(
                "unfrozen, {} would also take it",
                or_list(&unfrozen)
            ));
        }
    } else if !rules.pile.take_unfrozen.contains(&TakeWith::TableMeld) && table.is_some() {
        out.reasons.push(format!(
            "{} never takes the pile by adding the top card to a table meld",
            rules.name
        ));
    }
    out
}
