//! May the player take the discard pile?
//!
//! The judge goes stage by stage: what bars the pile whatever the hand,
//! how the pile stands (frozen or not), then, for a side that has opened,
//! each way the rule set takes it, until one works; for one that has not,
//! the initial meld decides.

use serde::Serialize;

use crate::adjudicate::initial::{self, InitialMeld};
use crate::adjudicate::search::{self, Budget, Problem, Stopped};
use crate::adjudicate::{Unmeldable, matching_class, naturals_of, wilds_of};
use crate::card::{Card, Rank};
use crate::meld;
use crate::rules::{FootAfterMeldingOut, MeldOwner, RuleSet, TakeWith};

mod reason;

pub use reason::{Freezer, Holding, Lacks, Missing, MissingWay, PickupReason, Pile, Whose};

/// The question: may the player take the discard pile?
#[derive(Debug, Clone)]
pub struct Request {
    /// The top card of the pile.
    pub top: Card,
    /// The player's hand (before taking the pile).
    pub hand: Vec<Card>,
    /// The side's melds on the table (merged by rank).
    pub table: Vec<Vec<Card>>,
    /// The side has made its initial meld.
    pub opened: bool,
    /// The pile below the top freezes it, and what does (a card or the flag).
    pub frozen: Option<Freezer>,
    /// The side's score before the hand (it sets the initial meld's minimum).
    pub score: i64,
    /// Cards in the pile, the top included, when known.
    pub pile_size: Option<u32>,
    /// The pile's cards below the top, bottom to top, where they are known
    /// (a state file's `pile:`): taking the pile makes them the player's,
    /// and they may be melded in the same turn (to complete a canasta, to
    /// go out). `None`: only `pile_size` is known, and the cards that come
    /// in are counted as kept or discarded, never melded.
    pub pile: Option<Vec<Card>>,
    /// Red threes the side has laid out.
    pub red_threes: u32,
    /// The other sides' melds, where known (a state file): a closed canasta
    /// of theirs blocks its rank under some rule sets.
    pub others: Vec<Vec<Card>>,
    /// Where the rule set deals a foot: the player has picked it up and
    /// plays from it. Until then the hand may run out (the foot follows),
    /// and the player does not go out.
    pub in_foot: bool,
}

/// The verdict on taking the pile, and how.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pickup {
    /// The player may take the pile.
    pub legal: bool,
    /// The rule that decides; for a no, what would have made it a yes.
    pub reasons: Vec<PickupReason>,
    /// The top card, as asked.
    pub top: Card,
    /// The top card may never be taken (a black three under classic).
    pub blocked: bool,
    /// Frozen for this side (by the pile's contents, or because it has not opened).
    pub frozen: bool,
    /// How the pile is taken: `natural_pair`, `natural_and_wild`, `table_meld`.
    pub method: Option<TakeWith>,
    /// The meld the top card goes into (for a table meld: the meld with the top card).
    pub meld: Vec<Card>,
    /// For a side that opens by taking the pile: the initial-meld verdict.
    pub initial_meld: Option<InitialMeld>,
    /// The rule set's name.
    pub rules: String,
}

/// Judge whether the player may take the pile with this hand and table.
///
/// ```
/// use canasta::adjudicate::pickup::{self, Request};
/// use canasta::notation::{parse_cards, parse_one};
///
/// let rules = canasta::rules::load("classic")?;
/// let request = Request {
///     top: parse_one("--top", "hK")?,
///     hand: parse_cards("example", "dK sK h5")?.cards(),
///     table: Vec::new(),
///     opened: true,
///     frozen: None,
///     score: 0,
///     pile_size: None,
///     pile: None,
///     red_threes: 0,
///     others: Vec::new(),
///     in_foot: false,
/// };
/// let verdict = pickup::judge(&rules, &request);
/// assert!(verdict.legal);
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn judge(rules: &RuleSet, req: &Request) -> Pickup {
    judge_in(rules, req, &Budget::unlimited())
}

/// As `judge`, the search of a side that opens with the pile spending at
/// most `budget`: `Err` when it is spent before the answer is found (a
/// player's question: `Budget::default`), or when the caller stops it from
/// another thread (`Budget::with_stop`).
pub fn judge_within(rules: &RuleSet, req: &Request, budget: &Budget) -> Result<Pickup, Stopped> {
    let verdict = judge_in(rules, req, budget);
    budget.answer(verdict)
}

fn judge_in(rules: &RuleSet, req: &Request, budget: &Budget) -> Pickup {
    let mut out = Pickup {
        legal: false,
        reasons: Vec::new(),
        top: req.top,
        blocked: false,
        frozen: false,
        method: None,
        meld: Vec::new(),
        initial_meld: None,
        rules: rules.name.clone(),
    };
    if let Some(why) = barred(rules, req) {
        out.blocked = matches!(
            why,
            PickupReason::Blocked { .. } | PickupReason::ClosedCanasta { .. }
        );
        out.reasons.push(why);
        return out;
    }
    let Some(rank) = req.top.rank() else {
        return out;
    };
    let pile = Pile::of(rules, req);
    out.frozen = pile != Pile::NotFrozen;
    let ways = if out.frozen {
        &rules.pile.take_frozen
    } else {
        &rules.pile.take_unfrozen
    };
    let takes_with = PickupReason::TakesWith {
        pile: pile.clone(),
        rules: rules.name.clone(),
        ways: ways.clone(),
    };
    if !req.opened {
        opening(rules, req, (rank, takes_with), budget, &mut out);
        return out;
    }
    let table = TableMelds::of(rules, req, rank);
    let mut misses = Vec::new();
    for &way in ways {
        match attempt(rules, req, rank, way, &table) {
            Ok(taken) => {
                taken.take(rules, req, takes_with, &mut out);
                return out;
            }
            Err(miss) => misses.push(miss),
        }
    }
    // A way refused for want of a way out, the player holding only cards
    // of the pile no one named: say that they were not melded.
    let unknown = pile_cards(rules, req).is_none()
        && misses.iter().any(|m| {
            matches!(
                m,
                MissingWay::KeepsNoCard {
                    holding: Holding::PileCard,
                    ..
                }
            )
        });
    refused(rules, pile, ways, table.of_rank.is_some(), misses, &mut out);
    if unknown {
        out.reasons.push(PickupReason::PileCardsUnknown {
            count: pile_size(req).map_or(1, |n| n.saturating_sub(1)),
        });
    }
    out
}

/// Cards in the pile, the top included, when known: counted from its
/// cards where they are named.
fn pile_size(req: &Request) -> Option<u32> {
    req.pile
        .as_ref()
        .map(|below| below.len() as u32 + 1)
        .or(req.pile_size)
}

/// The pile's cards below the top that the player takes, where they are
/// named (only the top `pile.take_top` where the rule set takes no more).
fn pile_cards(rules: &RuleSet, req: &Request) -> Option<Vec<Card>> {
    let below = req.pile.as_ref()?;
    let taken = rules
        .pile
        .take_top
        .map_or(below.len(), |n| (n as usize).saturating_sub(1));
    Some(below[below.len().saturating_sub(taken)..].to_vec())
}

/// What bars the pile whatever the hand holds: a blocking top card, the
/// one-card rule, a top card no meld takes, a closed canasta of its rank,
/// a pile too small.
fn barred(rules: &RuleSet, req: &Request) -> Option<PickupReason> {
    let top = req.top;
    let name = || rules.name.clone();
    if let Some(class) = matching_class(&rules.pile.blocked_by, top) {
        return Some(PickupReason::Blocked {
            class,
            top,
            rules: name(),
        });
    }
    if rules.pile.one_card_rule && req.hand.len() == 1 && pile_size(req) == Some(1) {
        return Some(PickupReason::OneCardRule { rules: name() });
    }
    if let Some(why) = Unmeldable::of(top) {
        return Some(why.into());
    }
    let rank = top.rank()?;
    if let Some(why) = closed_canasta(rules, req, rank) {
        return Some(why);
    }
    match (rules.pile.min_size, pile_size(req)) {
        (Some(min), Some(size)) if size < min => Some(PickupReason::PileTooSmall {
            size,
            min,
            rules: name(),
        }),
        _ => None,
    }
}

/// A canasta of the top card's rank closed at `meld.max_cards`, the side's
/// or another's, where the rule set says it blocks the rank.
fn closed_canasta(rules: &RuleSet, req: &Request, rank: Rank) -> Option<PickupReason> {
    let max = rules
        .meld
        .max_cards
        .filter(|_| rules.pile.closed_rank_blocks)?;
    let closed_of = |melds: &[Vec<Card>]| {
        melds
            .iter()
            .find(|m| m.len() as u32 >= max && meld::Composition::of(m).rank() == Some(rank))
            .cloned()
    };
    let (whose, cards) = closed_of(&req.table)
        .map(|m| (Whose::Side, m))
        .or_else(|| closed_of(&req.others).map(|m| (Whose::Other, m)))?;
    Some(PickupReason::ClosedCanasta {
        whose,
        rank,
        cards,
        max,
        rules: rules.name.clone(),
    })
}

impl Pile {
    /// How the pile stands for the player's side.
    fn of(rules: &RuleSet, req: &Request) -> Pile {
        match req.frozen {
            Some(by) => Pile::Frozen { by },
            None if rules.pile.always_frozen => Pile::AlwaysFrozen {
                rules: rules.name.clone(),
            },
            None if !req.opened && rules.pile.frozen_until_opened => Pile::FrozenUntilOpened,
            None => Pile::NotFrozen,
        }
    }
}

/// A side that has not opened takes the pile with its initial meld, the
/// top card in it: that verdict decides.
fn opening(
    rules: &RuleSet,
    req: &Request,
    (rank, takes_with): (Rank, PickupReason),
    budget: &Budget,
    out: &mut Pickup,
) {
    let im = initial::judge_in(
        rules,
        &initial::Request {
            hand: req.hand.clone(),
            top: Some(req.top),
            score: req.score,
            frozen: req.frozen.is_some(),
            pile_size: pile_size(req),
            red_threes: req.red_threes,
            in_foot: req.in_foot,
        },
        budget,
    );
    out.legal = im.possible;
    out.reasons.push(takes_with);
    out.reasons.push(PickupReason::NotOpened {
        required: im.required,
        score: req.score,
    });
    out.reasons
        .extend(im.reasons.iter().cloned().map(PickupReason::from));
    if im.possible {
        out.meld = im
            .melds
            .iter()
            .find(|m| m.contains(&req.top))
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
}

/// The side's melds on the table that the top card's rank concerns.
struct TableMelds<'a> {
    /// The side's meld of the rank.
    of_rank: Option<&'a Vec<Card>>,
    /// The meld the top card may join: one of its rank, or a sequence it
    /// extends; where only a meld short of a canasta takes the pile, the
    /// first such one.
    joinable: Option<&'a Vec<Card>>,
}

impl<'a> TableMelds<'a> {
    fn of(rules: &RuleSet, req: &'a Request, rank: Rank) -> TableMelds<'a> {
        let joins = |m: &&Vec<Card>| {
            let mut with = (*m).clone();
            with.push(req.top);
            meld::check(rules, &with, false).valid
        };
        let short = |m: &&Vec<Card>| {
            !rules.pile.table_meld_incomplete_only || (m.len() as u32) < rules.canasta.min_cards
        };
        TableMelds {
            of_rank: req
                .table
                .iter()
                .find(|m| m.iter().any(|c| c.is_natural() && c.rank() == Some(rank))),
            joinable: req.table.iter().filter(short).find(joins),
        }
    }
}

/// A way that takes the pile: the meld it makes, and how a player left
/// with one card or none still ends the turn.
struct Taken {
    way: TakeWith,
    cards: Vec<Card>,
    /// How a player left with one card or none still ends the turn.
    goes_out: Vec<PickupReason>,
}

impl Taken {
    fn take(self, rules: &RuleSet, req: &Request, takes_with: PickupReason, out: &mut Pickup) {
        out.legal = true;
        out.method = Some(self.way);
        out.reasons.push(takes_with);
        out.reasons.push(PickupReason::Legal {
            top: req.top,
            way: self.way,
            own_meld: self.way == TakeWith::TableMeld
                && rules.pile.table_meld_owner == MeldOwner::Player,
            cards: self.cards.clone(),
        });
        out.reasons.extend(self.goes_out);
        if let Some(count) = rules.pile.take_top {
            out.reasons.push(PickupReason::TopCardsOnly {
                count,
                rules: rules.name.clone(),
            });
        }
        out.meld = self.cards;
    }
}

/// One way of taking the pile: the meld it makes must be legal (merged with
/// the side's meld of the rank, one meld per rank per side), and the player
/// must still end the turn.
fn attempt(
    rules: &RuleSet,
    req: &Request,
    rank: Rank,
    way: TakeWith,
    table: &TableMelds,
) -> Result<Taken, MissingWay> {
    let cards = meld_for(rules, req, rank, way, table)?;
    let joined: Option<Vec<Card>> = table
        .of_rank
        .filter(|_| way != TakeWith::TableMeld && !rules.meld.several_per_rank)
        .map(|m| m.iter().chain(&cards).copied().collect());
    let made = joined.as_deref().unwrap_or(&cards);
    let v = meld::check(rules, made, false);
    if !v.valid {
        return Err(MissingWay::IllegalMeld {
            way,
            cards,
            rank,
            joined,
            reasons: v.reasons,
        });
    }
    let goes_out = keeps_a_card(rules, req, way, &cards, made)?;
    Ok(Taken {
        way,
        cards,
        goes_out,
    })
}

/// The top card and the cards a way melds it with, or what the way lacks.
fn meld_for(
    rules: &RuleSet,
    req: &Request,
    rank: Rank,
    way: TakeWith,
    table: &TableMelds,
) -> Result<Vec<Card>, MissingWay> {
    let top = req.top;
    let naturals = naturals_of(&req.hand, rank);
    let wilds = wilds_of(&req.hand);
    match way {
        TakeWith::NaturalPair => match naturals.as_slice() {
            [a, b, ..] => Ok(vec![top, *a, *b]),
            _ => Err(MissingWay::NaturalPair {
                rank,
                held: naturals.len(),
            }),
        },
        TakeWith::NaturalAndWild => match (naturals.first(), wilds.first()) {
            (Some(n), Some(w)) => Ok(vec![top, *n, *w]),
            (None, None) => Err(MissingWay::NaturalAndWild {
                rank,
                lacks: Lacks::Both,
            }),
            (None, Some(_)) => Err(MissingWay::NaturalAndWild {
                rank,
                lacks: Lacks::Natural,
            }),
            (Some(_), None) => Err(MissingWay::NaturalAndWild {
                rank,
                lacks: Lacks::Wild,
            }),
        },
        TakeWith::TableMeld
            if table.joinable.is_none()
                && table.of_rank.is_some()
                && rules.pile.table_meld_incomplete_only =>
        {
            Err(MissingWay::TableMeldsComplete { rank })
        }
        TakeWith::TableMeld => match table.joinable.or(table.of_rank) {
            Some(m) => {
                let mut with = m.clone();
                with.push(top);
                Ok(with)
            }
            None => Err(MissingWay::NoTableMeld { rank }),
        },
    }
}

/// After the top card is melded, the player must end the turn as the
/// initial meld must: with a card to discard and one to keep, or by going
/// out, which needs the rule set's canastas (CLI.md). `Ok` says how a
/// player left with one card or none still ends the turn (nothing where
/// the player keeps enough); `Err` why not.
fn keeps_a_card(
    rules: &RuleSet,
    req: &Request,
    way: TakeWith,
    cards: &[Card],
    merged: &[Card],
) -> Result<Vec<PickupReason>, MissingWay> {
    // The cards of the hand that went into the meld.
    let mut rest = req.hand.clone();
    if way != TakeWith::TableMeld {
        for c in cards.iter().skip(1) {
            if let Some(i) = rest.iter().position(|h| h == c) {
                rest.remove(i);
            }
        }
    }
    rest.retain(|c| !c.is_red_three());
    let known = pile_cards(rules, req);
    // A pile of unknown size is taken as 2 (CLI.md): one card comes in.
    let extra = match &known {
        Some(below) => below.len() as u32,
        None => req.pile_size.map_or(1, |n| n.saturating_sub(1)),
    };
    let held = rest.len() as u32 + extra;
    if held >= 2 {
        return Ok(Vec::new());
    }
    let holding = match held {
        0 => Holding::NoCard,
        _ if extra > 0 => Holding::PileCard,
        _ => Holding::Cards {
            cards: rest.clone(),
        },
    };
    if rules.foot_to_come(req.in_foot) {
        // Using up the hand is not going out: the foot follows.
        return Ok(vec![PickupReason::FootFollows {
            cards: cards.to_vec(),
            holding,
            next_turn: held == 1
                || rules.deal.foot_after_melding_out == FootAfterMeldingOut::NextTurn,
            rules: rules.name.clone(),
        }]);
    }
    let need = rules.going_out.canastas;
    let mut have = 0;
    for (table, joins) in placements(rules, req, way, cards, merged) {
        have = have.max(
            table
                .iter()
                .filter(|m| meld::check(rules, m, false).canasta.is_some())
                .count() as u32,
        );
        let Some(melded) = goes_out(rules, &rest, known.as_deref(), extra, &table) else {
            continue;
        };
        let mut reasons: Vec<PickupReason> = joins.into_iter().collect();
        reasons.push(PickupReason::GoesOutAfter {
            cards: cards.to_vec(),
            holding: holding.clone(),
            canastas: need,
        });
        reasons.extend(melded);
        if known.is_none() && extra > 0 {
            reasons.push(PickupReason::PileCardsUnknown { count: extra });
        }
        return Ok(reasons);
    }
    Err(MissingWay::KeepsNoCard {
        way,
        cards: cards.to_vec(),
        holding,
        canastas: need,
        rules: rules.name.clone(),
        have,
    })
}

/// Whether a player who holds `rest` and the cards the pile brings in
/// (`known`, where named; else `extra` unknown ones) can go out onto
/// `table`: `Some` with the reason that names the pile's cards melded
/// (none where none are).
fn goes_out(
    rules: &RuleSet,
    rest: &[Card],
    known: Option<&[Card]>,
    extra: u32,
    table: &[Vec<Card>],
) -> Option<Vec<PickupReason>> {
    let Some(pile) = known else {
        if extra > 0 {
            // The one card held is the pile's, unknown: it can only be the
            // final discard.
            let have = table
                .iter()
                .filter(|m| meld::check(rules, m, false).canasta.is_some())
                .count() as u32;
            return (have >= rules.going_out.canastas).then(Vec::new);
        }
        return going_out_plan(rules, rest.to_vec(), table).map(|_| Vec::new());
    };
    let mut hand = rest.to_vec();
    hand.extend_from_slice(pile);
    let plan = going_out_plan(rules, hand, table)?;
    // The pile's cards among those laid, and the melds they end in.
    let mut laid: Vec<Card> = plan.melds.iter().flatten().copied().collect();
    let mut melded = Vec::new();
    for c in pile {
        if let Some(i) = laid.iter().position(|l| l == c) {
            laid.remove(i);
            melded.push(*c);
        }
    }
    if melded.is_empty() {
        return Some(Vec::new());
    }
    let after = search::merge_targeted(rules, table, &plan.melds, &plan.joins, &plan.onto);
    let melds = after
        .into_iter()
        .filter(|m| !table.contains(m) && melded.iter().any(|c| m.contains(c)))
        .collect();
    Some(vec![PickupReason::PileCardsMelded {
        cards: melded,
        melds,
    }])
}

/// The best way to go out with `hand` onto `table`, if there is one.
fn going_out_plan(rules: &RuleSet, hand: Vec<Card>, table: &[Vec<Card>]) -> Option<search::Plan> {
    search::solve(&Problem {
        rules,
        hand,
        top: None,
        take_with: Vec::new(),
        table: table.to_vec(),
        extra_cards: 0,
        required: 0,
        concealed_allowed: false,
        only_go_out: true,
    })
    .plan
}

/// The side's melds on the table once the meld with the top card is laid:
/// as the rule set merges it (`table_after`), and where a side may have
/// several melds of a rank and join them (RULES.md section 8), also onto
/// each of its melds of the rank that the new meld may join, with the
/// reason that says so.
fn placements(
    rules: &RuleSet,
    req: &Request,
    way: TakeWith,
    cards: &[Card],
    merged: &[Card],
) -> Vec<(Vec<Vec<Card>>, Option<PickupReason>)> {
    let mut out = vec![(table_after(rules, req, way, merged), None)];
    let Some(rank) = req.top.rank() else {
        return out;
    };
    if !rules.meld.several_per_rank || way == TakeWith::TableMeld {
        return out;
    }
    for (i, m) in req.table.iter().enumerate() {
        if meld::Composition::of(m).rank() != Some(rank) {
            continue;
        }
        let joined: Vec<Card> = m.iter().chain(cards).copied().collect();
        let onto = [search::Onto::Table(i)];
        let whole = [cards.to_vec()];
        if !meld::check(rules, &joined, false).valid
            || !search::late_wilds(rules, &req.table, &whole, &[Some(rank)], &onto).is_empty()
        {
            continue;
        }
        let mut table = req.table.clone();
        table[i].clone_from(&joined);
        out.push((
            table,
            Some(PickupReason::JoinsTableMeld {
                cards: cards.to_vec(),
                table: m.clone(),
                joined,
                rules: rules.name.clone(),
            }),
        ));
    }
    out
}

/// The side's melds on the table once `merged` is laid.
fn table_after(rules: &RuleSet, req: &Request, way: TakeWith, merged: &[Card]) -> Vec<Vec<Card>> {
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
    table
}

/// No way took the pile: what each lacked, and what else would have.
fn refused(
    rules: &RuleSet,
    pile: Pile,
    ways: &[TakeWith],
    has_meld_of_rank: bool,
    misses: Vec<MissingWay>,
    out: &mut Pickup,
) {
    if misses.is_empty() {
        out.reasons.push(PickupReason::NoWay {
            pile,
            rules: rules.name.clone(),
        });
    } else {
        let mut pile = Some(pile);
        for way in misses {
            out.reasons.push(PickupReason::Missing(Missing {
                way,
                pile: pile.take(),
            }));
        }
    }
    if out.frozen {
        let unfrozen: Vec<TakeWith> = rules
            .pile
            .take_unfrozen
            .iter()
            .copied()
            .filter(|w| !ways.contains(w))
            .collect();
        if !unfrozen.is_empty() {
            out.reasons
                .push(PickupReason::UnfrozenWouldTake { ways: unfrozen });
        }
    } else if !rules.pile.take_unfrozen.contains(&TakeWith::TableMeld) && has_meld_of_rank {
        out.reasons.push(PickupReason::NeverTableMeld {
            rules: rules.name.clone(),
        });
    }
}

#[cfg(test)]
mod tests;
