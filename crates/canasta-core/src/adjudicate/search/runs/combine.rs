//! The suits' ways joined: after each suit, the ways so far are kept
//! once per what the programme can tell apart (`Key`), the best of each,
//! and spelled out as runs only at the end.

use foldhash::HashMap;

use super::choice::RunChoice;
use super::grow::Grown;
use super::question::{KINDS, Question};
use super::run::{Run, cards_of, natural_values, naturals_of, rank_number};
use super::shapes::{Bound, Shape, collect};
use super::spellings::Spelled;
use crate::adjudicate::search::search_rules::SearchRules;
use crate::adjudicate::search::{costs, merge};
use crate::card::{Card, Suit};
use std::cell::Cell;
use std::rc::Rc;

/// Steps of combining one suit's ways with the suits before, per way the
/// caller takes on (`ways_within`'s limit).
pub(super) const COMBINE_STEPS: usize = 40;

/// One way in one suit: the hand's runs (indexes into the suit's shapes),
/// the cards added to the table's sequences with the score and canastas
/// they add, and the kinds those canastas are.
pub(super) struct Way {
    runs: Vec<usize>,
    added: Vec<(Run, usize)>,
    /// What the way adds to a kept way it joins, worked out once.
    delta: Delta,
}

/// What one suit's way adds to the ways it joins, summed once per way
/// rather than once per pair: the naturals it takes from each rank, the
/// wild cards its runs hold, its canastas, the kinds going out asks for,
/// its runs and value, and its best run alone (the first of the best).
#[derive(Clone, Copy)]
struct Delta {
    taken: [u8; 15],
    wilds: u32,
    canastas: u32,
    hand_canastas: u32,
    kinds: [u8; KINDS],
    value: i64,
    runs: usize,
    best: i64,
    best_at: usize,
}

impl Delta {
    /// The sums of `runs` (indexes into `shapes`) and the table's
    /// sequences grown by `g`, as `join` adds them one by one.
    fn of(question: &Question, shapes: &[Shape], runs: &[usize], g: &Grown) -> Delta {
        let mut d = Delta {
            taken: [0; 15],
            wilds: 0,
            canastas: g.canastas,
            hand_canastas: 0,
            kinds: g.kinds,
            value: 0,
            runs: 0,
            best: 0,
            best_at: 0,
        };
        for &((_, s, l, holes), _) in &g.added {
            for p in (s..s + l).filter(|p| holes & (1 << p) == 0) {
                d.taken[usize::from(rank_number(p))] += 1;
            }
        }
        if !g.added.is_empty() {
            d.value += if question.scored {
                g.score
            } else {
                g.added
                    .iter()
                    .map(|&(r, _)| question.rules.sum(&naturals_of(r)))
                    .sum::<i64>()
            };
        }
        for &i in runs {
            let s = &shapes[i];
            for p in s.naturals() {
                d.taken[usize::from(rank_number(p))] += 1;
            }
            d.wilds += s.wilds;
            if s.canasta {
                d.canastas += 1;
                d.hand_canastas += 1;
            }
            if let Some(kind) = s.kind {
                d.kinds[kind] = d.kinds[kind].saturating_add(1);
            }
            let wilds = question.wild_value.get(s.wilds as usize).copied();
            let alone = s.points + wilds.unwrap_or(0);
            if d.runs == 0 || alone > d.best {
                d.best = alone;
                d.best_at = d.runs;
            }
            d.value += if question.scored { s.score } else { s.points };
            d.runs += 1;
        }
        d
    }
}

/// The suit's ways: each way its table sequences grow, with every
/// multiset of runs the rest holds; `None` when more than `limit`.
pub(super) fn ways(
    question: &Question,
    shapes: &[Shape],
    grown: Vec<Grown>,
    limit: usize,
) -> Option<Vec<Way>> {
    let wilds = question.wild_cards.len() as u32;
    let bound = Bound {
        limit,
        rules: question.rules,
    };
    let mut ways = Vec::new();
    for mut g in grown {
        let mut runs = Vec::new();
        collect(
            shapes,
            0,
            &mut g.left,
            wilds,
            &mut Vec::new(),
            &mut runs,
            &bound,
        );
        if runs.len() > limit || question.rules.is_spent() {
            return None;
        }
        ways.extend(runs.into_iter().map(|r| Way {
            delta: Delta::of(question, shapes, &r, &g),
            runs: r,
            added: g.added.clone(),
        }));
    }
    Some(ways)
}

/// What the suits so far contribute: how many runs from the hand, whether
/// cards were added to the table's sequences, canastas from the hand, the
/// best run alone; and how it came about, the part of the suits before
/// (`from`) and this suit's way, so that only the ways kept are spelled out.
#[derive(Clone, Copy, Default)]
struct Part {
    runs: usize,
    added: bool,
    hand_canastas: u32,
    best: i64,
    best_run: usize,
    /// The value the search maximises: the points, or the score of a way out.
    value: i64,
    from: usize,
    way: usize,
}

/// What the programme (and going out's kinds) can tell apart: the naturals
/// taken from each rank, the wild cards used, canastas (capped), a canasta
/// from the hand, cards added to the table's, the kinds going out asks
/// for (capped), and where one meld must reach the minimum alone, the best
/// run alone.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
struct Key {
    taken: [u8; 15],
    canastas: u32,
    wilds: u32,
    hand_canasta: bool,
    added: bool,
    kinds: [u8; KINDS],
    best: i64,
}

/// One suit's ways, and the parts of the suits before them that they join.
struct Layer {
    suit: Suit,
    parts: Vec<Part>,
    ways: Vec<Way>,
    shapes: Vec<Shape>,
}

/// The ways of the suits so far, keyed, in the order found (so that of
/// equal ways the first is kept).
pub(super) struct Combined {
    kept: Vec<(Key, Part)>,
    layers: Vec<Layer>,
}

impl Combined {
    /// Before the first suit: the way of no runs.
    pub(super) fn new() -> Self {
        Combined {
            kept: vec![(Key::default(), Part::default())],
            layers: Vec::new(),
        }
    }

    /// The ways so far joined with `suit`'s; `None` when more than `limit`
    /// are kept, or joining would take more steps than the limit allows.
    pub(super) fn and(
        mut self,
        question: &Question,
        suit: Suit,
        shapes: Vec<Shape>,
        ways: Vec<Way>,
        limit: usize,
    ) -> Option<Combined> {
        // Combining the suits costs a step per pair, most of them ways
        // alike to the programme: that work is bounded too.
        if self.kept.len().saturating_mul(ways.len()) > limit.saturating_mul(COMBINE_STEPS) {
            return None;
        }
        // Sized for at least as many ways as either side has, so that few
        // grow on the way.
        let room = self.kept.len().max(ways.len()).min(limit.saturating_add(1));
        let mut next: Vec<(Key, Part)> = Vec::with_capacity(room);
        let mut at: HashMap<Key, usize> =
            HashMap::with_capacity_and_hasher(room, foldhash::fast::RandomState::default());
        let rules = question.rules;
        let per_part: u64 = ways
            .iter()
            .map(|w| costs::JOIN + costs::JOIN_PART * (w.runs.len() + w.added.len()) as u64)
            .sum();
        for (from, (key, part)) in self.kept.iter().enumerate() {
            if !rules.spend(per_part) {
                return None;
            }
            for (w, way) in ways.iter().enumerate() {
                let Some((k, all)) = join(question, key, part, way) else {
                    continue;
                };
                let all = Part {
                    from,
                    way: w,
                    ..all
                };
                // Of two ways alike to the programme, the one worth more is
                // kept, or the one with the best run alone.
                let rank = |p: &Part| (p.value, p.best);
                match at.get(&k) {
                    Some(&i) if rank(&next[i].1) < rank(&all) => next[i].1 = all,
                    Some(_) => {}
                    None => {
                        at.insert(k, next.len());
                        next.push((k, all));
                        if next.len() > limit {
                            return None;
                        }
                    }
                }
            }
        }
        let parts = std::mem::replace(&mut self.kept, next)
            .into_iter()
            .map(|(_, p)| p)
            .collect();
        self.layers.push(Layer {
            suit,
            parts,
            ways,
            shapes,
        });
        Some(self)
    }

    /// The runs and added cards of a way kept, suit by suit.
    fn spell(&self, part: &Part) -> (Vec<Run>, Vec<(Run, usize)>) {
        let (mut runs, mut added) = (Vec::new(), Vec::new());
        let mut p = *part;
        for layer in self.layers.iter().rev() {
            let way = &layer.ways[p.way];
            let shapes = &layer.shapes;
            let own = way.runs.iter().rev().map(|&i| {
                let s = &shapes[i];
                (layer.suit, s.low, s.len, s.holes)
            });
            runs.extend(own);
            added.extend(way.added.iter().rev());
            p = layer.parts[p.from];
        }
        runs.reverse();
        added.reverse();
        (runs, added)
    }

    /// Every way kept, the way of no runs first, in a fixed order, so that
    /// the same hand always gets the same answer.
    pub(super) fn choices(self, question: &Question) -> Vec<RunChoice> {
        let rules = question.rules;
        let hand = question.hand.len() as u64;
        // Spelling the ways out and sorting them is paid for as it goes:
        // a spent budget stops it (the question is refused anyway).
        let mut keyed = Vec::new();
        for (key, part) in self.kept.iter().filter(|(_, p)| p.runs > 0 || p.added) {
            let (runs, added) = self.spell(part);
            let laid: u64 = runs
                .iter()
                .chain(added.iter().map(|(r, _)| r))
                .map(|r| u64::from(r.2))
                .sum();
            if !rules.spend(costs::WAY + costs::SPELL_CARD * hand * laid) {
                return Vec::new();
            }
            keyed.push((key, part, runs, added));
        }
        keyed.sort_by(|a, b| {
            (a.0.taken, a.0.canastas, &a.2, &a.3, a.0.wilds).cmp(&(
                b.0.taken,
                b.0.canastas,
                &b.2,
                &b.3,
                b.0.wilds,
            ))
        });
        let none = RunChoice {
            rest: question.hand.to_vec(),
            ..RunChoice::default()
        };
        std::iter::once(none)
            .chain(
                keyed
                    .into_iter()
                    .map(|(key, part, runs, added)| choice(question, key, part, runs, added)),
            )
            .collect()
    }
}

/// A kept way (`key`, `part`) with `way` of the next suit: `None` when
/// the runs want more wild cards than the hand has.
fn join(question: &Question, key: &Key, part: &Part, way: &Way) -> Option<(Key, Part)> {
    let d = &way.delta;
    let mut k = *key;
    let mut all = Part {
        added: part.added || !way.added.is_empty(),
        ..*part
    };
    for (t, more) in k.taken.iter_mut().zip(d.taken) {
        *t += more;
    }
    k.wilds += d.wilds;
    k.canastas += d.canastas;
    for (n, more) in k.kinds.iter_mut().zip(d.kinds) {
        *n = n.saturating_add(more);
    }
    // The runs one by one: a run replaces the best alone only where it is
    // worth more, so the first of the way's best does, if any.
    if d.runs > 0 && (all.runs == 0 || d.best > all.best) {
        all.best = d.best;
        all.best_run = all.runs + d.best_at;
    }
    all.hand_canastas += d.hand_canastas;
    all.value += d.value;
    all.runs += d.runs;
    if k.wilds > question.wild_cards.len() as u32 {
        return None;
    }
    question.wanted.cap(&mut k.kinds);
    k.canastas = k.canastas.min(question.need);
    k.hand_canasta = all.hand_canastas > 0;
    k.added = all.added;
    k.best = if question.rules.single_meld() {
        all.best
    } else {
        0
    };
    Some((k, all))
}

/// A way kept, spelled out as melds. Cards added to a table sequence are
/// laid as melds of their own, onto the sequence they grow; a run of the
/// hand's stands on its own, apart where it would extend one of the
/// table's. Each run holds wild cards of its own (the programme hands out
/// the real ones).
fn choice(
    question: &Question,
    key: &Key,
    part: &Part,
    runs: Vec<Run>,
    added: Vec<(Run, usize)>,
) -> RunChoice {
    // Only going out asks again for the same ways (once per final
    // discard); an opening asks once, and remembering each of its ways
    // only costs the time to hash, keep and free them.
    let spelled = if question.scored {
        question
            .spellings
            .get(&question.wild_cards, runs, added, |runs, added| {
                spell_melds(question, runs, added)
            })
    } else {
        Rc::new(spell_melds(question, &runs, &added))
    };
    let rest = without(question.hand, spelled.melds.iter().flatten());
    RunChoice {
        laid: spelled.melds.iter().map(|m| m.len() as u32).sum(),
        gain: 0,
        touched: part.added,
        melds: Rc::clone(&spelled.melds),
        onto: Rc::clone(&spelled.onto),
        spelled: Some(Rc::clone(&spelled)),
        rest,
        points: spelled.points,
        canastas: key.canastas,
        hand_canastas: part.hand_canastas,
        best_alone: part.best,
        best_run: part.best_run,
        wilds: key.wilds,
    }
}

/// The melds of `runs` and `added`, where each goes, and their points.
fn spell_melds(question: &Question, runs: &[Run], added: &[(Run, usize)]) -> Spelled {
    let rules = question.rules;
    let mut spare = question.wild_cards.iter().copied();
    let own: Vec<Vec<Card>> = runs
        .iter()
        .map(|&r| {
            let own: Vec<Card> = spare.by_ref().take(r.3.count_ones() as usize).collect();
            cards_of(r, &own)
        })
        .collect();
    let grown: Vec<(Vec<Card>, usize)> = added.iter().map(|&(r, t)| (naturals_of(r), t)).collect();
    let onto = merge::runs_onto(rules, question.table, &own, &grown);
    let melds: Vec<Vec<Card>> = own
        .into_iter()
        .chain(grown.into_iter().map(|(m, _)| m))
        .collect();
    let points = melds
        .iter()
        .map(|m| run_points(rules, m))
        .fold(0i64, i64::saturating_add);
    Spelled {
        melds: melds.into(),
        onto: onto.into(),
        points,
        bonus_gain: Cell::new(None),
        kinds_met: Cell::new(None),
    }
}

/// A run's natural card values, and its canasta bonus where the minimum
/// counts it.
fn run_points(rules: &SearchRules, cards: &[Card]) -> i64 {
    let bonus = if rules.counts_canasta_bonus() {
        rules.check(cards, false).canasta_bonus
    } else {
        0
    };
    natural_values(rules, cards).saturating_add(bonus)
}

/// `hand` without `laid`: each card laid takes the first of its kind
/// still in the hand, and the rest keep their order (a card the hand does
/// not hold takes nothing).
fn without<'a>(hand: &[Card], laid: impl Iterator<Item = &'a Card>) -> Vec<Card> {
    let mut held = [0u32; 53];
    for c in hand {
        held[c.index()] += 1;
    }
    let mut taken = [0u32; 53];
    for c in laid {
        let i = c.index();
        if taken[i] < held[i] {
            taken[i] += 1;
        }
    }
    hand.iter()
        .filter(|c| {
            let t = &mut taken[c.index()];
            let drop = *t > 0;
            *t = t.saturating_sub(1);
            !drop
        })
        .copied()
        .collect()
}
