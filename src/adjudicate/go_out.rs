//! May the player go out now, and what does going out earn?

use serde::Serialize;

use crate::adjudicate::canastas;
use crate::adjudicate::search::{self, Exemption, Problem};
use crate::card::Card;
use crate::meld::{self, Composition};
use crate::notation::format_cards;
use crate::rules::{FinalDiscard, PartnerPermission, RuleSet};

#[derive(Debug, Clone)]
pub struct Request {
    /// The hand after drawing.
    pub hand: Vec<Card>,
    /// The melds laid from the hand this turn; `None`: search for a way.
    pub lay: Option<Vec<Vec<Card>>>,
    /// The side's melds on the table before this turn.
    pub table: Vec<Vec<Card>>,
    pub opened: bool,
    pub score: i64,
    /// The partner's answer to "may I go out?", if asked.
    pub partner: Option<bool>,
    /// The player melded earlier in this hand (so it cannot be concealed).
    pub melded_before: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GoOut {
    pub allowed: bool,
    pub reasons: Vec<String>,
    /// The melds laid this turn (as given, or as found).
    pub melds: Vec<Vec<Card>>,
    /// For each laid meld, the rank of the table meld it is added to, or null.
    pub joins: Vec<Option<String>>,
    /// The card discarded last, if any.
    pub discard: Option<Card>,
    /// The side's canastas after the turn.
    pub canastas: u32,
    /// Going out concealed ("from the hand"): the whole hand in one turn with a canasta.
    pub concealed: bool,
    /// The going-out bonus it earns (0 when not allowed).
    pub bonus: i64,
    pub rules: String,
}

pub fn judge(rules: &RuleSet, req: &Request) -> GoOut {
    let mut out = GoOut {
        allowed: false,
        reasons: Vec::new(),
        melds: Vec::new(),
        joins: Vec::new(),
        discard: None,
        canastas: 0,
        concealed: false,
        bonus: 0,
        rules: rules.name.clone(),
    };
    let opened = req.opened || !req.table.is_empty();
    let required = if opened {
        0
    } else {
        rules.initial_meld.minimum(req.score)
    };
    let need = rules.going_out.canastas;
    let mut ok = true;
    match (rules.going_out.partner_permission, req.partner) {
        (_, Some(false)) => {
            ok = false;
            out.reasons
                .push("the partner said no, and the answer binds".to_string());
        }
        (PartnerPermission::Mandatory, None) => {
            ok = false;
            out.reasons.push(format!(
                "{} requires asking the partner before going out: say --partner yes once the partner agrees",
                rules.name
            ));
        }
        (PartnerPermission::Mandatory, Some(true)) => out.reasons.push(format!(
            "the partner agreed (asking is mandatory under {})",
            rules.name
        )),
        (PartnerPermission::Optional, Some(true)) => {
            out.reasons
                .push("the partner agreed; the answer binds".to_string());
        }
        (PartnerPermission::Optional, None) => {}
    }

    let (lay, joins) = match &req.lay {
        Some(lay) => (lay.clone(), Vec::new()),
        None => {
            let found = search::solve(&Problem {
                rules,
                hand: req
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| !(rules.black_threes.bonus_cards && c.is_black_three()))
                    .collect(),
                top: None,
                take_with: Vec::new(),
                table: req.table.clone(),
                extra_cards: 0,
                required,
                concealed_allowed: !req.melded_before,
                only_go_out: true,
            });
            match found.plan {
                Some(plan) => {
                    if found.exemption == Some(Exemption::ConcealedGoingOut) && !opened {
                        out.reasons.push(format!(
                            "exempt from the initial-meld minimum of {required}: going out concealed"
                        ));
                    }
                    (plan.melds, plan.joins)
                }
                None => {
                    out.reasons.push(format!(
                        "no way to meld the hand (all cards, or all but a final discard) with {} for the side{}",
                        canastas(need),
                        if opened {
                            String::new()
                        } else {
                            format!(" and the initial-meld minimum of {required}")
                        }
                    ));
                    out.melds = Vec::new();
                    return out;
                }
            }
        }
    };
    out.melds = lay.clone();

    // The laid cards must come from the hand; the rest is left over.
    // Red threes are laid out face up, never melded or discarded.
    // Black threes too, where they are bonus cards.
    let laid_out =
        |c: &Card| c.is_red_three() || (rules.black_threes.bonus_cards && c.is_black_three());
    let (red, mut left): (Vec<Card>, Vec<Card>) = req.hand.iter().partition(|c| laid_out(c));
    if red.iter().any(|c| c.is_black_three()) {
        out.reasons.push(format!(
            "{}: threes are bonus cards under {}, laid out face up, not melded or discarded",
            format_cards(&red),
            rules.name
        ));
    } else if !red.is_empty() {
        out.reasons.push(format!(
            "{}: red threes are laid out face up, not melded or discarded",
            format_cards(&red)
        ));
    }
    for c in lay.iter().flatten() {
        match left.iter().position(|h| h == c) {
            Some(i) => {
                left.remove(i);
            }
            // The meld's own check says red threes are never melded.
            None if c.is_red_three() => ok = false,
            None => {
                ok = false;
                out.reasons.push(format!("{c} is laid but not in the hand"));
            }
        }
    }
    let merged = search::merge_with_sequences(rules, &req.table, &lay, &joins);
    let table_ranks: Vec<_> = req
        .table
        .iter()
        .filter_map(|m| Composition::of(m).rank())
        .collect();
    out.joins = lay
        .iter()
        .enumerate()
        .map(|(i, m)| {
            joins
                .get(i)
                .copied()
                .flatten()
                .or_else(|| {
                    Composition::of(m)
                        .rank()
                        .filter(|r| table_ranks.contains(r))
                })
                .map(|r| r.symbol().to_string())
        })
        .collect();
    let mut count = 0;
    for m in &merged {
        let v = meld::check(rules, m, true);
        if !v.valid {
            ok = false;
            out.reasons.push(format!(
                "{} is not a legal meld: {}",
                format_cards(m),
                v.reasons.join("; ")
            ));
        } else if v.canasta.is_some() {
            count += 1;
        } else if let Some(kind) = meld::incomplete_kind(rules, m)
            && kind.incomplete_bars_going_out
        {
            ok = false;
            out.reasons.push(format!(
                "{} is an incomplete meld of {} ({} of {} cards): {} bars going out while one is on the table",
                format_cards(m),
                kind.name,
                m.len(),
                rules.canasta.min_cards,
                rules.name
            ));
        }
    }
    out.canastas = count;
    // Canastas of named kinds the rule set wants among them (bolivia: an
    // escalera; hand-and-foot: a clean and a dirty book).
    for (kind, &want) in &rules.going_out.canasta_kinds {
        let have = merged
            .iter()
            .filter(|m| meld::check(rules, m, true).kind.as_deref() == Some(kind.as_str()))
            .count() as u32;
        if have < want {
            ok = false;
            out.reasons.push(format!(
                "going out needs {want} canasta{} of kind {kind} under {}; the side would have {have}",
                if want == 1 { "" } else { "s" },
                rules.name
            ));
        }
    }
    if count < need {
        ok = false;
        out.reasons.push(format!(
            "going out needs {} for the side under {}; it would have {count}",
            canastas(need),
            rules.name
        ));
    } else {
        out.reasons.push(format!(
            "the side has {count} of the {} going out needs (canastas completed this turn count)",
            canastas(need)
        ));
    }
    match (rules.going_out.final_discard, left.len()) {
        (_, 1) => {
            out.discard = Some(left[0]);
            out.reasons
                .push(format!("{} is the final discard", left[0]));
        }
        (FinalDiscard::Optional, 0) => out
            .reasons
            .push("every card is melded; no final discard is needed".to_string()),
        (FinalDiscard::Required, 0) => {
            ok = false;
            out.reasons.push(format!(
                "{} requires a final discard: keep one card to discard",
                rules.name
            ));
        }
        (_, n) => {
            ok = false;
            out.reasons.push(format!(
                "{n} cards would be left ({}); going out melds every card, or all but one final discard",
                format_cards(&left)
            ));
        }
    }
    // Laid from the hand: no earlier melds and nothing added to the table's.
    let own = meld::merge_by_rank(&lay);
    let adds_to_table = out.joins.iter().any(|j| j.is_some());
    let own_canasta = own
        .iter()
        .any(|m| meld::check(rules, m, true).canasta.is_some());
    out.concealed = !req.melded_before && !adds_to_table && own_canasta && left.len() <= 1;
    if !opened {
        let points: i64 = lay.iter().map(|m| rules.card_values.sum(m)).sum();
        let exempt_concealed = rules.initial_meld.exempt_concealed_going_out && out.concealed;
        let exempt_hand = rules.initial_meld.exempt_canasta_from_hand && own_canasta;
        if points >= required {
            out.reasons.push(format!(
                "the side opens with {points}, at least the {required} its score of {} needs",
                req.score
            ));
        } else if exempt_concealed {
            out.reasons.push(format!(
                "going out concealed needs no initial-meld minimum under {} ({points} < {required})",
                rules.name
            ));
        } else if exempt_hand {
            out.reasons.push(format!(
                "a canasta laid whole from the hand needs no initial-meld minimum under {} ({points} < {required})",
                rules.name
            ));
        } else {
            ok = false;
            out.reasons.push(format!(
                "the side has not opened: the melds are worth {points}, short of the {required} its score of {} needs",
                req.score
            ));
        }
    }
    out.allowed = ok;
    if ok {
        out.bonus = if out.concealed {
            rules.going_out.concealed_bonus
        } else {
            rules.going_out.bonus
        };
        out.reasons.push(if out.concealed {
            format!(
                "concealed (the whole hand at once, with a canasta): bonus {}",
                out.bonus
            )
        } else {
            format!("going out: bonus {}", out.bonus)
        });
    }
    out
}
