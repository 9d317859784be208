//! May the player go out now, and what does going out earn?

use serde::Serialize;

use crate::adjudicate::search::{self, Budget, Exemption, Onto, Problem, Stopped};
use crate::adjudicate::special::{self, Special, SpecialWay};
use crate::card::{Card, Rank};
use crate::meld::{self, Composition};
use crate::rules::{ConcealedBonusFor, FinalDiscard, PartnerPermission, RuleSet, SpecialHand};

mod reason;

pub use reason::{Bonus, GoOutReason, HandCards, Minimum, Permission, TableMelds, WayOut};

/// The question: may the player go out this turn, with this hand, these melds
/// and this table?
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
    /// The side has made its initial meld.
    pub opened: bool,
    /// The side's score before the hand (it sets the initial meld's minimum).
    pub score: i64,
    /// The partner's answer to "may I go out?", if asked.
    pub partner: Option<bool>,
    /// The player melded earlier in this hand (so it cannot be concealed).
    pub melded_before: bool,
    /// Where the rule set deals a foot: the player has picked it up and
    /// plays from it. Until then, using up the hand is not going out.
    pub in_foot: bool,
}

/// The verdict on going out, and the way out it judged or found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GoOut {
    /// The player may go out this way.
    pub allowed: bool,
    /// The rules that decided; for a no, what would have made it a yes.
    pub reasons: Vec<GoOutReason>,
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
    /// The special hand laid to go out (RULES.md section 7), if the way
    /// is one: the side scores its points and nothing else (`score`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special_hand: Option<SpecialWay>,
    /// The rule set's name.
    pub rules: String,
}

/// One of the side's melds on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableMeld {
    /// Its number among the side's melds on the table, from 1 (the
    /// request's order; the command line counts the melds as given).
    pub number: usize,
    /// Its cards.
    pub cards: Vec<Card>,
}

/// Another way out, and what it would score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Alternative {
    /// The melds laid.
    pub melds: Vec<Vec<Card>>,
    /// What the side would score this turn going out this way.
    pub score: i64,
}

/// Judge going out: the melds of `--lay` as given, or, without them, the way
/// out that scores the most (a concealed one beside it when that scores less).
///
/// ```
/// use canasta::adjudicate::go_out::{self, Request};
/// use canasta::notation::parse_cards;
///
/// let rules = canasta::rules::load("classic")?;
/// let cards = |s: &str| parse_cards("example", s).map(|l| l.cards());
/// let request = Request {
///     hand: cards("hK dK sK h5 d5 c5 s5")?,
///     lay: None,
///     onto: Vec::new(),
///     table: vec![cards("hQ dQ cQ sQ hQ dQ jk")?],
///     opened: true,
///     score: 0,
///     partner: None,
///     melded_before: true,
///     in_foot: false,
/// };
/// let verdict = go_out::judge(&rules, &request);
/// assert!(verdict.allowed);
/// assert_eq!(verdict.melds.len(), 2);
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn judge(rules: &RuleSet, req: &Request) -> GoOut {
    judge_in(rules, req, &Budget::unlimited())
}

/// As `judge`, the search spending at most `budget`: `Err` when it is
/// spent before the answer is found (a player's question: `Budget::default`),
/// or when the caller stops it from another thread (`Budget::with_stop`).
pub fn judge_within(rules: &RuleSet, req: &Request, budget: &Budget) -> Result<GoOut, Stopped> {
    let verdict = judge_in(rules, req, budget);
    budget.answer(verdict)
}

fn judge_in(rules: &RuleSet, req: &Request, budget: &Budget) -> GoOut {
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
        special_hand: None,
        rules: rules.name.clone(),
    };
    let opened = req.opened || !req.table.is_empty();
    // Where each player is a side of one, the side's melds are the
    // player's: a side that has opened means a player who melded before.
    let alone_melded = rules.side_size() == 1 && opened && !req.melded_before;
    let req = &Request {
        melded_before: req.melded_before || alone_melded,
        ..req.clone()
    };
    let required = if opened {
        0
    } else {
        rules.initial_meld.minimum(req.score)
    };
    let mut v = Checks::default();
    permission(rules, req, &mut v);
    let special = match &req.lay {
        Some(_) => Special::Neither,
        None => special::of(rules, &req.hand),
    };
    if let Special::Fits(hand) = special
        && !opened
    {
        lays_special(req, hand, v, &mut out);
        return out;
    }
    let lay = match &req.lay {
        Some(melds) => Lay::given(req, melds),
        None => match find_way(rules, req, (opened, required), budget, &mut v, &mut out) {
            Some(lay) => lay,
            None => {
                special_missed(&special, opened, &mut v);
                out.reasons = v.reasons;
                return out;
            }
        },
    };
    out.melds.clone_from(&lay.melds);
    let left = hand_cards(rules, req, &lay.melds, &mut v);
    place(req, &lay, &mut out);
    let merged = search::merge_targeted(rules, &req.table, &lay.melds, &lay.joins, &lay.onto);
    wilds_in_order(rules, req, &lay, &mut v);
    out.canastas = table_melds(rules, &merged, &mut v);
    out.discard = final_discard(rules, &left, &mut v);
    let own = OwnMelds::of(rules, &lay, &out);
    let laid_whole = !own.adds_to_table && own.canastas > 0 && left.len() <= 1;
    let whole_hand = !req.melded_before && laid_whole;
    out.concealed = match rules.going_out.concealed_bonus_for {
        ConcealedBonusFor::WholeHand => whole_hand,
        ConcealedBonusFor::CanastaFromHand => own.canastas > 0 && left.len() <= 1,
    };
    if !opened {
        minimum(
            rules,
            req,
            &lay,
            required,
            whole_hand,
            own.canastas > 0,
            &mut v,
        );
    }
    out.allowed = v.ok;
    if v.ok {
        bonus_and_score(rules, req, &lay, &merged, own.canastas, &mut v, &mut out);
        if alone_melded
            && laid_whole
            && rules.going_out.concealed_bonus_for == ConcealedBonusFor::WholeHand
            && rules.going_out.concealed_bonus != rules.going_out.bonus
        {
            v.say(Bonus::AloneMeldedBefore {
                rules: rules.name.clone(),
            });
        }
    }
    out.reasons = v.reasons;
    out
}

/// A side that has not melded lays its hand as the special hand it is:
/// that is the way out, with no discard, and it scores the hand's points
/// alone (the partner's answer still binds).
fn lays_special(req: &Request, hand: &SpecialHand, mut v: Checks, out: &mut GoOut) {
    v.say(WayOut::SpecialHand {
        name: hand.name.clone(),
        points: hand.points,
        wins_game: hand.wins_game,
    });
    out.allowed = v.ok;
    out.melds = vec![req.hand.clone()];
    out.joins = vec![None];
    out.onto = vec![None];
    out.apart = vec![false];
    out.special_hand = Some(SpecialWay::of(hand));
    if v.ok {
        out.score = hand.points;
    }
    out.reasons = v.reasons;
}

/// No way out: where the hand is a special hand the side may not lay (it
/// has melded), or a card off one, say so.
fn special_missed(special: &Special, opened: bool, v: &mut Checks) {
    match special {
        Special::Fits(hand) => v.say(WayOut::SpecialHandSideMelded {
            name: hand.name.clone(),
            points: hand.points,
        }),
        Special::Near(hand, why) if !opened => v.say(WayOut::NotSpecialHand {
            name: hand.name.clone(),
            why: why.clone(),
        }),
        _ => {}
    }
}

/// The reasons as the stages give them, and whether any refuses.
struct Checks {
    ok: bool,
    reasons: Vec<GoOutReason>,
}

impl Default for Checks {
    fn default() -> Checks {
        Checks {
            ok: true,
            reasons: Vec::new(),
        }
    }
}

impl Checks {
    /// A rule met, or a fact the answer rests on.
    fn say(&mut self, reason: impl Into<GoOutReason>) {
        self.reasons.push(reason.into());
    }

    /// A rule that refuses going out.
    fn refuse(&mut self, reason: impl Into<GoOutReason>) {
        self.ok = false;
        self.reasons.push(reason.into());
    }
}

/// The melds laid this turn and where each goes.
struct Lay {
    melds: Vec<Vec<Card>>,
    /// For each meld, the rank of the table meld it joins.
    joins: Vec<Option<Rank>>,
    onto: Vec<Onto>,
}

impl Lay {
    /// The melds the player gives; one laid onto a particular table meld
    /// joins its rank.
    fn given(req: &Request, melds: &[Vec<Card>]) -> Lay {
        let joins = req
            .onto
            .iter()
            .map(|o| match o {
                Onto::Table(t) => req.table.get(*t).and_then(|m| Composition::of(m).rank()),
                _ => None,
            })
            .collect();
        Lay {
            melds: melds.to_vec(),
            joins,
            onto: req.onto.clone(),
        }
    }

    fn onto(&self, i: usize) -> Onto {
        self.onto.get(i).copied().unwrap_or_default()
    }
}

/// The partner's answer and the foot, where the rule set asks for them.
fn permission(rules: &RuleSet, req: &Request, v: &mut Checks) {
    let name = || rules.name.clone();
    if rules.side_size() > 1 {
        match (rules.going_out.partner_permission, req.partner) {
            (_, Some(false)) => v.refuse(Permission::PartnerSaidNo),
            (PartnerPermission::Mandatory, None) => {
                v.refuse(Permission::PartnerMustBeAsked { rules: name() });
            }
            (PartnerPermission::Mandatory, Some(true)) => {
                v.say(Permission::PartnerAgreedAsRequired { rules: name() });
            }
            (PartnerPermission::Optional, Some(true)) => v.say(Permission::PartnerAgreed),
            (PartnerPermission::Optional, None) => {}
        }
    } else if rules.going_out.partner_permission == PartnerPermission::Mandatory {
        // A player who plays alone has no partner to ask (RULES.md
        // section 5), whatever the rule set says about asking.
        v.say(Permission::NoPartnerToAsk {
            rules: name(),
            players: rules.players.count,
        });
    }
    if rules.foot_to_come(req.in_foot) {
        v.refuse(Permission::FootUnplayed { rules: name() });
    } else if rules.deal.foot > 0 {
        v.say(Permission::FootPlayed);
    }
}

/// Without melds given, the way out the search finds (the best this turn,
/// and a concealed one where that scores less); `None` where there is none.
fn find_way(
    rules: &RuleSet,
    req: &Request,
    (opened, required): (bool, i64),
    budget: &Budget,
    v: &mut Checks,
    out: &mut GoOut,
) -> Option<Lay> {
    let problem = Problem {
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
    };
    // A search stopped short is no answer: `judge_within` refuses it.
    let found = search::solve_within(&problem, budget).unwrap_or_default();
    let Some(plan) = found.plan else {
        let kinds = rules
            .going_out
            .canasta_kinds
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|(kind, n)| (kind.clone(), *n))
            .collect();
        v.say(WayOut::NoWay {
            canastas: rules.going_out.canastas,
            kinds,
            required: (!opened).then_some(required),
        });
        // A meld of the side's that bars going out until it is a canasta
        // is part of why (modern-american: aces, sevens, wild cards).
        for m in &req.table {
            if let Some(kind) = meld::incomplete_kind(rules, m)
                && kind.incomplete_bars_going_out
            {
                v.say(TableMelds::IncompleteBarsGoingOut {
                    cards: m.clone(),
                    kind: kind.name.clone(),
                    min: rules.canasta.min_cards,
                    rules: rules.name.clone(),
                });
            }
        }
        return None;
    };
    if found.exemption == Some(Exemption::ConcealedGoingOut) && !opened {
        v.say(WayOut::ExemptConcealed { required });
    }
    v.say(WayOut::Best { score: plan.score });
    if let Some(c) = found.concealed_plan {
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
        v.say(WayOut::ConcealedAlternative {
            melds: c.melds.clone(),
            discard: rest.first().copied(),
            score: c.score,
        });
        out.concealed_alternative = Some(Alternative {
            melds: c.melds,
            score: c.score,
        });
    }
    Some(Lay {
        melds: plan.melds,
        joins: plan.joins,
        onto: plan.onto,
    })
}

/// The laid cards must come from the hand; gives the cards left over. Red
/// threes are laid out face up, never melded or discarded; black threes
/// too, where they are bonus cards.
fn hand_cards(rules: &RuleSet, req: &Request, melds: &[Vec<Card>], v: &mut Checks) -> Vec<Card> {
    let laid_out =
        |c: &Card| c.is_red_three() || (rules.black_threes.bonus_cards && c.is_black_three());
    let (red, mut left): (Vec<Card>, Vec<Card>) = req.hand.iter().partition(|c| laid_out(c));
    if red.iter().any(|c| c.is_black_three()) {
        v.say(HandCards::ThreesLaidOut {
            cards: red,
            rules: rules.name.clone(),
        });
    } else if !red.is_empty() {
        v.say(HandCards::RedThreesLaidOut { cards: red });
    }
    for &card in melds.iter().flatten() {
        match left.iter().position(|h| *h == card) {
            Some(i) => {
                left.remove(i);
            }
            // The meld's own check says red threes are never melded.
            None if card.is_red_three() => v.ok = false,
            None => v.refuse(HandCards::NotInHand { card }),
        }
    }
    left
}

/// For each laid meld: the rank of the table meld it joins, the table meld
/// itself (the one named, else the first of its rank), or whether it
/// stands apart beside the table's melds of its rank.
fn place(req: &Request, lay: &Lay, out: &mut GoOut) {
    let table_ranks: Vec<_> = req
        .table
        .iter()
        .filter_map(|m| Composition::of(m).rank())
        .collect();
    let join_ranks: Vec<Option<Rank>> = lay
        .melds
        .iter()
        .enumerate()
        .map(|(i, m)| match lay.onto(i) {
            Onto::Apart => None,
            _ => lay.joins.get(i).copied().flatten().or_else(|| {
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
        .melds
        .iter()
        .enumerate()
        .map(|(i, m)| {
            // A meld of a rank the table has, or a run (it might extend a
            // sequence of the table's), laid on its own.
            lay.onto(i) == Onto::Apart
                && Composition::of(m)
                    .rank()
                    .is_none_or(|r| table_ranks.contains(&r))
        })
        .collect();
    out.onto = join_ranks
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let t = match lay.onto(i) {
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
}

/// No wild card onto a canasta, where the rule set says so: judged card by
/// card as the table's melds grow during the turn.
fn wilds_in_order(rules: &RuleSet, req: &Request, lay: &Lay, v: &mut Checks) {
    for late in search::late_wilds(rules, &req.table, &lay.melds, &lay.joins, &lay.onto) {
        let (number, rules) = (late.table + 1, rules.name.clone());
        v.refuse(if late.before_turn {
            TableMelds::WildOntoCanasta {
                number,
                cards: late.cards,
                rules,
            }
        } else {
            TableMelds::WildOntoCompletedCanasta {
                number,
                cards: late.cards,
                wild: late.wild,
                rules,
            }
        });
    }
}

/// The side's melds after the turn (`merged`, the table's first, in
/// order): legal, none that bars going out, the canastas (and kinds) going
/// out needs. Gives the number of canastas.
fn table_melds(rules: &RuleSet, merged: &[Vec<Card>], v: &mut Checks) -> u32 {
    let name = || rules.name.clone();
    let mut count = 0;
    for m in merged {
        let verdict = meld::check(rules, m, true);
        if !verdict.valid {
            v.refuse(TableMelds::IllegalMeld {
                cards: m.clone(),
                reasons: verdict.reasons,
            });
        } else if verdict.canasta.is_some() {
            count += 1;
        } else if let Some(kind) = meld::incomplete_kind(rules, m)
            && kind.incomplete_bars_going_out
        {
            v.refuse(TableMelds::IncompleteBarsGoingOut {
                cards: m.clone(),
                kind: kind.name.clone(),
                min: rules.canasta.min_cards,
                rules: name(),
            });
        }
    }
    if let Some(most) = rules.meld.max_incomplete_wild_melds {
        let short: Vec<Vec<Card>> = merged
            .iter()
            .filter(|m| {
                !m.is_empty()
                    && m.iter().all(|c| c.is_wild())
                    && (m.len() as u32) < rules.canasta.min_cards
            })
            .cloned()
            .collect();
        if short.len() as u32 > most {
            v.refuse(TableMelds::TooManyShortWildMelds {
                melds: short,
                most,
                rules: name(),
            });
        }
    }
    // Canastas of named kinds the rule set wants among them (bolivia: an
    // escalera; hand-and-foot: a clean and a dirty book).
    for (kind, &want) in &rules.going_out.canasta_kinds {
        let have = merged
            .iter()
            .filter(|m| meld::check(rules, m, true).kind.as_deref() == Some(kind.as_str()))
            .count() as u32;
        if have < want {
            v.refuse(TableMelds::TooFewOfKind {
                want,
                kind: kind.clone(),
                rules: name(),
                have,
            });
        }
    }
    let need = rules.going_out.canastas;
    if count < need {
        v.refuse(TableMelds::TooFewCanastas {
            need,
            rules: name(),
            have: count,
        });
    } else {
        v.say(TableMelds::EnoughCanastas { have: count, need });
    }
    count
}

/// Every card melded, or all but one final discard, as the rule set wants.
fn final_discard(rules: &RuleSet, left: &[Card], v: &mut Checks) -> Option<Card> {
    match (rules.going_out.final_discard, left) {
        (_, [card]) => {
            v.say(HandCards::FinalDiscard { card: *card });
            return Some(*card);
        }
        (FinalDiscard::Optional, []) => v.say(HandCards::NoDiscardNeeded),
        (FinalDiscard::Required, []) => v.refuse(HandCards::DiscardRequired {
            rules: rules.name.clone(),
        }),
        (_, cards) => v.refuse(HandCards::CardsLeft {
            cards: cards.to_vec(),
        }),
    }
    None
}

/// The melds laid from the hand on their own: nothing added to the
/// table's, and how many of them are canastas.
struct OwnMelds {
    adds_to_table: bool,
    canastas: usize,
}

impl OwnMelds {
    fn of(rules: &RuleSet, lay: &Lay, out: &GoOut) -> OwnMelds {
        let alone: Vec<Vec<Card>> = lay
            .melds
            .iter()
            .zip(out.joins.iter().zip(&out.onto))
            .filter(|(_, (j, o))| j.is_none() && o.is_none())
            .map(|(m, _)| m.clone())
            .collect();
        let canastas = meld::group_melds(rules, &alone)
            .iter()
            .filter(|g| meld::check(rules, &g.cards, true).canasta.is_some())
            .count();
        OwnMelds {
            adds_to_table: out.joins.iter().any(Option::is_some)
                || out.onto.iter().any(Option::is_some),
            canastas,
        }
    }
}

/// A side that has not opened reaches the minimum with the melds laid, or
/// is exempt from it.
fn minimum(
    rules: &RuleSet,
    req: &Request,
    lay: &Lay,
    required: i64,
    whole_hand: bool,
    own_canasta: bool,
    v: &mut Checks,
) {
    let points: i64 = lay.melds.iter().map(|m| rules.card_values.sum(m)).sum();
    let im = &rules.initial_meld;
    let name = || rules.name.clone();
    if points >= required {
        v.say(Minimum::Opens {
            points,
            required,
            score: req.score,
        });
    } else if im.exempt_concealed_going_out && whole_hand {
        v.say(Minimum::ConcealedExempt {
            rules: name(),
            points,
            required,
        });
    } else if im.exempt_canasta_from_hand && own_canasta {
        v.say(Minimum::CanastaFromHandExempt {
            rules: name(),
            points,
            required,
        });
    } else {
        v.refuse(Minimum::Short {
            points,
            required,
            score: req.score,
        });
    }
}

/// Going out allowed: the bonus it earns, and what the side scores this
/// turn (card points laid, canasta bonuses gained or lost, the bonus).
fn bonus_and_score(
    rules: &RuleSet,
    req: &Request,
    lay: &Lay,
    merged: &[Vec<Card>],
    own_canastas: usize,
    v: &mut Checks,
    out: &mut GoOut,
) {
    let g = &rules.going_out;
    out.bonus = if out.concealed {
        g.concealed_bonus
    } else {
        g.bonus
    };
    let bonus = out.bonus;
    v.say(match (out.concealed, g.concealed_bonus_for) {
        (true, ConcealedBonusFor::WholeHand) => Bonus::Concealed { bonus },
        (true, ConcealedBonusFor::CanastaFromHand) => Bonus::CanastaFromHand { bonus },
        (false, _) => Bonus::Plain { bonus },
    });
    let bonus_of = |m: &[Card]| meld::check(rules, m, true).canasta_bonus;
    let gained: i64 = merged.iter().map(|m| bonus_of(m)).sum::<i64>()
        - req.table.iter().map(|m| bonus_of(m)).sum::<i64>();
    let extra = rules.canasta.concealed_extra * own_canastas as i64;
    let cards: i64 = lay.melds.iter().map(|m| rules.card_values.sum(m)).sum();
    out.score = cards + gained + extra + out.bonus;
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
                in_foot: true,
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
                let best = found.reasons.iter().any(|r| {
                    *r == GoOutReason::WayOut(WayOut::Best { score: found.score })
                });
                prop_assert!(best, "{:?}", found.reasons);
            }
        }
    }
}
