//! May the player go out now, and what does going out earn?

use serde::Serialize;

use crate::adjudicate::canastas;
use crate::adjudicate::search::{self, Exemption, Onto, Problem};
use crate::card::Card;
use crate::meld::{self, Composition};
use crate::notation::format_cards;
use crate::rules::{ConcealedBonusFor, FinalDiscard, PartnerPermission, RuleSet};

#[derive(Debug, Clone)]
pub struct Request {
    /// The hand after drawing.
    pub hand: Vec<Card>,
    /// The melds laid from the hand this turn; `None`: search for a way.
    pub lay: Option<Vec<Vec<Card>>>,
    /// For each laid meld, where it goes (a meld of `table` by index, a
    /// meld apart); missing ones go by rank.
    pub onto: Vec<Onto>,
    /// The side's melds on the table before this turn.
    pub table: Vec<Vec<Card>>,
    pub opened: bool,
    pub score: i64,
    /// The partner's answer to "may I go out?", if asked.
    pub partner: Option<bool>,
    /// The player melded earlier in this hand (so it cannot be concealed).
    pub melded_before: bool,
    /// Where the rule set deals a foot: whether the player has picked it up
    /// and played it (`None`: not said, taken as played).
    pub foot_played: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GoOut {
    pub allowed: bool,
    pub reasons: Vec<String>,
    /// The melds laid this turn (as given, or as found).
    pub melds: Vec<Vec<Card>>,
    /// For each laid meld, the rank of the table meld it is added to, or null.
    pub joins: Vec<Option<String>>,
    /// For each laid meld, the table meld it is added to, or null.
    pub onto: Vec<Option<TableMeld>>,
    /// For each laid meld, whether it stands on its own beside the side's
    /// melds of its rank on the table (where a side may have several).
    pub apart: Vec<bool>,
    /// The card discarded last, if any.
    pub discard: Option<Card>,
    /// The side's canastas after the turn.
    pub canastas: u32,
    /// Going out concealed ("from the hand"): the whole hand in one turn with a canasta.
    pub concealed: bool,
    /// The going-out bonus it earns (0 when not allowed).
    pub bonus: i64,
    /// What the side scores this turn when going out this way: the card
    /// points laid, the canasta bonuses gained (or lost) and the going-out
    /// bonus (0 when not allowed).
    pub score: i64,
    /// Without `--lay`: a concealed way out, when the best way is not one.
    pub concealed_alternative: Option<Alternative>,
    pub rules: String,
}

/// One of the side's melds on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableMeld {
    /// Its number among the side's melds on the table, from 1 (the
    /// request's order; the command line counts the melds as given).
    pub number: usize,
    pub cards: Vec<Card>,
}

/// Another way out, and what it would score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Alternative {
    pub melds: Vec<Vec<Card>>,
    pub score: i64,
}

pub fn judge(rules: &RuleSet, req: &Request) -> GoOut {
    let mut out = GoOut {
        allowed: false,
        reasons: Vec::new(),
        melds: Vec::new(),
        joins: Vec::new(),
        onto: Vec::new(),
        apart: Vec::new(),
        discard: None,
        canastas: 0,
        concealed: false,
        bonus: 0,
        score: 0,
        concealed_alternative: None,
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
    if rules.deal.foot > 0 {
        match req.foot_played {
            Some(false) => {
                ok = false;
                out.reasons.push(format!(
                    "under {} a player goes out only after picking up the foot and playing it; the foot is still unplayed",
                    rules.name
                ));
            }
            Some(true) => out
                .reasons
                .push("the player has picked up the foot and played it".to_string()),
            None => out.reasons.push(format!(
                "under {} a player goes out only after playing the foot: taken as played (say --foot unplayed if it is not)",
                rules.name
            )),
        }
    }

    let (lay, joins, onto) = match &req.lay {
        Some(lay) => {
            // A meld laid onto a particular table meld joins its rank.
            let joins = req
                .onto
                .iter()
                .map(|o| match o {
                    Onto::Table(t) => req.table.get(*t).and_then(|m| Composition::of(m).rank()),
                    _ => None,
                })
                .collect();
            (lay.clone(), joins, req.onto.clone())
        }
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
                    out.reasons.push(format!(
                        "the way out that scores the most this turn: {}",
                        plan.score
                    ));
                    if let Some(c) = found.concealed_plan {
                        let laid: Vec<String> = c.melds.iter().map(|m| format_cards(m)).collect();
                        let mut rest: Vec<Card> = req
                            .hand
                            .iter()
                            .copied()
                            .filter(|h| !h.is_red_three())
                            .collect();
                        for card in c.melds.iter().flatten() {
                            if let Some(i) = rest.iter().position(|h| h == card) {
                                rest.remove(i);
                            }
                        }
                        let discard = match rest.first() {
                            Some(d) => format!(", discarding {d}"),
                            None => String::new(),
                        };
                        out.reasons.push(format!(
                            "going out concealed is possible too ({}{discard}), but scores {} this turn",
                            laid.join(" + "),
                            c.score
                        ));
                        out.concealed_alternative = Some(Alternative {
                            melds: c.melds,
                            score: c.score,
                        });
                    }
                    (plan.melds, plan.joins, plan.onto)
                }
                None => {
                    out.reasons.push(format!(
                        "no way to meld the hand (all cards, or all but a final discard) with {}{} for the side{}",
                        canastas(need),
                        kinds_needed(rules),
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
    let merged = search::merge_targeted(rules, &req.table, &lay, &joins, &onto);
    let table_ranks: Vec<_> = req
        .table
        .iter()
        .filter_map(|m| Composition::of(m).rank())
        .collect();
    let onto_of = |i: usize| onto.get(i).copied().unwrap_or_default();
    let join_ranks: Vec<_> = lay
        .iter()
        .enumerate()
        .map(|(i, m)| match onto_of(i) {
            Onto::Apart => None,
            _ => joins.get(i).copied().flatten().or_else(|| {
                Composition::of(m)
                    .rank()
                    .filter(|r| table_ranks.contains(r))
            }),
        })
        .collect();
    out.joins = join_ranks
        .iter()
        .map(|r| r.map(|r| r.symbol().to_string()))
        .collect();
    out.apart = lay
        .iter()
        .enumerate()
        .map(|(i, m)| {
            onto_of(i) == Onto::Apart
                && Composition::of(m)
                    .rank()
                    .is_some_and(|r| table_ranks.contains(&r))
        })
        .collect();
    // The table meld each joins: the one named, else the first of its rank.
    out.onto = join_ranks
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let t = match onto_of(i) {
                Onto::Table(t) => Some(t).filter(|&t| t < req.table.len()),
                Onto::Apart => None,
                Onto::ByRank => r.and_then(|r| {
                    req.table
                        .iter()
                        .position(|m| Composition::of(m).rank() == Some(r))
                }),
            };
            t.map(|t| TableMeld {
                number: t + 1,
                cards: req.table[t].clone(),
            })
        })
        .collect();
    // The table's melds come first in `merged`, in order.
    if rules.meld.no_wilds_onto_canasta {
        let wilds = |m: &[Card]| m.iter().filter(|c| c.is_wild()).count();
        for (t, (before, after)) in req.table.iter().zip(&merged).enumerate() {
            if before.len() as u32 >= rules.canasta.min_cards && wilds(after) > wilds(before) {
                ok = false;
                out.reasons.push(format!(
                    "table meld {} ({}) is a canasta already: under {} no wild card may join it",
                    t + 1,
                    format_cards(before),
                    rules.name
                ));
            }
        }
    }
    let mut count = 0;
    for m in &merged {
        let v = meld::check(rules, m, true);
        if !v.valid {
            ok = false;
            out.reasons.push(format!(
                "{} is not a legal meld: {}",
                format_cards(m),
                v.reasons
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("; ")
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
    let own: Vec<Vec<Card>> = meld::group_melds(
        rules,
        &lay.iter()
            .zip(out.joins.iter().zip(&out.onto))
            .filter(|(_, (j, o))| j.is_none() && o.is_none())
            .map(|(m, _)| m.clone())
            .collect::<Vec<_>>(),
    )
    .into_iter()
    .map(|g| g.cards)
    .collect();
    let adds_to_table =
        out.joins.iter().any(|j| j.is_some()) || out.onto.iter().any(|o| o.is_some());
    let own_canastas = own
        .iter()
        .filter(|m| meld::check(rules, m, true).canasta.is_some())
        .count();
    let own_canasta = own_canastas > 0;
    let whole_hand = !req.melded_before && !adds_to_table && own_canasta && left.len() <= 1;
    out.concealed = match rules.going_out.concealed_bonus_for {
        ConcealedBonusFor::WholeHand => whole_hand,
        ConcealedBonusFor::CanastaFromHand => own_canasta && left.len() <= 1,
    };
    if !opened {
        let points: i64 = lay.iter().map(|m| rules.card_values.sum(m)).sum();
        let exempt_concealed = rules.initial_meld.exempt_concealed_going_out && whole_hand;
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
        out.reasons
            .push(match (out.concealed, rules.going_out.concealed_bonus_for) {
                (true, ConcealedBonusFor::WholeHand) => format!(
                    "concealed (the whole hand at once, with a canasta): bonus {}",
                    out.bonus
                ),
                (true, ConcealedBonusFor::CanastaFromHand) => format!(
                    "going out with a canasta laid whole from the hand: bonus {}",
                    out.bonus
                ),
                (false, _) => format!("going out: bonus {}", out.bonus),
            });
        let bonus_of = |m: &[Card]| meld::check(rules, m, true).canasta_bonus;
        let gained: i64 = merged.iter().map(|m| bonus_of(m)).sum::<i64>()
            - req.table.iter().map(|m| bonus_of(m)).sum::<i64>();
        let extra = rules.canasta.concealed_extra * own_canastas as i64;
        let cards: i64 = lay.iter().map(|m| rules.card_values.sum(m)).sum();
        out.score = cards + gained + extra + out.bonus;
    }
    out
}

/// The canastas of particular kinds going out needs, for messages
/// (`, among them 1 natural and 1 mixed`); empty where none.
fn kinds_needed(rules: &RuleSet) -> String {
    let kinds: Vec<String> = rules
        .going_out
        .canasta_kinds
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(kind, n)| format!("{n} {kind}"))
        .collect();
    if kinds.is_empty() {
        String::new()
    } else {
        format!(", among them {},", kinds.join(" and "))
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::rules::{ConcealedBonusFor, load, preset};

    fn cards(s: &str) -> Vec<Card> {
        crate::notation::parse_cards("t", s).unwrap().cards()
    }

    const POOL: &str = "h5 d5 c5 s5 h5 d5 c5 jk h2 c2 h9 s9 hK c3 hA dA";
    /// `|` between melds: two melds of 5s stay apart where a side may have
    /// several of a rank, and merge elsewhere (as the command line does).
    /// A meld of wild cards only takes the hand's wild cards where the
    /// rule set has such melds (two more close bolivia's).
    const TABLES: [&str; 6] = [
        "",
        "hK dK cK sK hK dK",
        "h9 d9 c9 d9 c9 s9",
        "h5 c5 jk",
        "h5 c5 s5 d5 h5 d5 | c5 s5 h2",
        "jk jk s2 h2 d2 | hQ dQ cQ sQ hQ dQ cQ",
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

        /// The way the search proposes, laid again with --lay, gets the
        /// same verdict, concealment and score: the search and the judge
        /// count a turn alike.
        #[test]
        fn the_proposed_way_judged_again_scores_the_same(
            picks in proptest::sample::subsequence((0..16usize).collect::<Vec<_>>(), 4..=12),
            preset in 0..preset::names().count(),
            table in 0..TABLES.len(),
            melded_before in any::<bool>(),
            other_reading in any::<bool>(),
        ) {
            let mut rules = load(preset::names().nth(preset).unwrap()).unwrap();
            if other_reading {
                rules.going_out.concealed_bonus_for = ConcealedBonusFor::CanastaFromHand;
            }
            let pool = cards(POOL);
            let table: Vec<Vec<Card>> = match TABLES[table] {
                "" => Vec::new(),
                t => meld::group_melds(&rules, &t.split('|').map(cards).collect::<Vec<_>>())
                    .into_iter()
                    .map(|g| g.cards)
                    .collect(),
            };
            let mut req = Request {
                hand: picks.iter().map(|&i| pool[i]).collect(),
                lay: None,
                onto: Vec::new(),
                opened: !table.is_empty(),
                table,
                score: 0,
                partner: Some(true),
                melded_before,
                foot_played: None,
            };
            let found = judge(&rules, &req);
            if found.allowed {
                req.lay = Some(found.melds.clone());
                // As `--lay` names them: `@N` and `@new`.
                req.onto = found
                    .onto
                    .iter()
                    .zip(&found.apart)
                    .map(|(o, &apart)| match o {
                        Some(t) => Onto::Table(t.number - 1),
                        None if apart => Onto::Apart,
                        None => Onto::ByRank,
                    })
                    .collect();
                let again = judge(&rules, &req);
                prop_assert!(again.allowed, "{:?}", again.reasons);
                prop_assert_eq!(again.concealed, found.concealed);
                prop_assert_eq!(again.score, found.score, "{:?}", found.melds);
                let best = found.reasons.iter().any(|r| r.ends_with(&format!("this turn: {}", found.score)));
                prop_assert!(best, "{:?}", found.reasons);
            }
        }
    }
}
