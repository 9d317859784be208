//! Sequences for the opening search: every way to lay runs of one suit from
//! a hand, told apart only by what the rank-by-rank programme can see of
//! them (the naturals they take from each rank, the wild cards they hold,
//! their canastas), so that the programme runs once per different
//! remainder, not once per way.
//!
//! Where a house lets sequences hold wild cards (`meld.sequences.max_wilds`),
//! a run is its naturals and how many wild cards fill it: which wild cards
//! does not change what it is worth (their values are counted with the
//! programme's, best first), so the programme starts with that many used.
//! Cards added to a sequence on the table are naturals only: a plan (and
//! `--lay`) has no way to say that a wild card joins a sequence.

use std::collections::HashMap;

use crate::card::{Card, Rank, Suit};
use crate::meld;
use crate::rules::{RuleSet, Sequences};

/// One way to lay runs, and the hand it leaves.
#[derive(Debug, Clone, Default)]
pub struct RunChoice {
    /// The runs, then the cards added to the table's sequences; a wild card
    /// in a run stands for whichever the programme gives it (`fill_wilds`).
    pub melds: Vec<Vec<Card>>,
    /// The hand without the runs' cards.
    pub rest: Vec<Card>,
    /// Natural card values of the runs, and their canasta bonuses where the
    /// rule set counts them toward the minimum (wild cards are counted with
    /// the programme's).
    pub points: i64,
    pub canastas: u32,
    /// Canastas laid whole from the hand (not by growing the table's).
    pub hand_canastas: u32,
    /// The most one run is worth on its own, with the best wild cards (for
    /// `single_meld`), and which run that is.
    pub best_alone: i64,
    pub best_run: usize,
    pub laid: u32,
    /// Wild cards the runs hold.
    pub wilds: u32,
    /// What the runs score this turn: their natural card values, the
    /// canasta bonuses they gain and the extra for canastas laid whole from
    /// the hand.
    pub gain: i64,
    /// Cards were added to the table's sequences (then not concealed).
    pub touched: bool,
}

/// A run: its suit, its lowest place, its length and the places wild
/// cards fill (a bit per place).
type Run = (Suit, u8, u8, u16);

/// What one run is, worked out once per suit.
#[derive(Clone)]
struct Shape {
    low: u8,
    len: u8,
    holes: u16,
    wilds: u32,
    canasta: bool,
    /// Natural card values, and the bonus where the minimum counts it.
    points: i64,
    /// Natural card values, the canasta bonus and the extra for a canasta
    /// laid whole from the hand.
    score: i64,
    /// Which of the kinds going out asks for it is.
    kind: Option<usize>,
}

/// One way in one suit: the hand's runs (indexes into the suit's shapes),
/// the cards added to the table's sequences with the score and canastas
/// they add, and the kinds those canastas are.
struct Way {
    runs: Vec<usize>,
    added: Vec<Run>,
    canastas: u32,
    score: i64,
    kinds: [u8; KINDS],
}

/// One suit's ways, and the parts of the suits before them that they join.
type Layer = (Suit, Vec<Part>, Vec<Way>, Vec<Shape>);

/// The kinds of canasta going out asks for that the key keeps apart.
const KINDS: usize = 4;

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
type Key = ([u8; 15], u32, u32, bool, bool, [u8; KINDS], i64);

/// The side's sequences on the table, as (suit, lowest place, length):
/// naturals of one suit in a row, short of the longest a sequence may be.
fn table_sequences(rules: &RuleSet, table: &[Vec<Card>]) -> Vec<(Suit, u8, u8)> {
    let q = &rules.meld.sequences;
    table
        .iter()
        .filter(|m| meld::Composition::of(m).ranks.len() > 1 && (m.len() as u32) < q.max_cards)
        .filter(|m| m.iter().all(|c| c.is_natural()) && meld::check(rules, m, false).valid)
        .filter_map(|m| {
            let suit = m.first()?.suit()?;
            let low = m
                .iter()
                .filter_map(|c| c.rank())
                .map(Sequences::place)
                .min()?;
            Some((suit, low, u8::try_from(m.len()).ok()?))
        })
        .collect()
}

/// The side's sequences on the table that hold wild cards, short of the
/// longest a sequence may be: suit, cards, natural places (in order) and
/// wild cards.
fn table_wild_sequences(
    rules: &RuleSet,
    table: &[Vec<Card>],
) -> Vec<(Suit, Vec<Card>, Vec<u8>, u32)> {
    let q = &rules.meld.sequences;
    table
        .iter()
        .filter(|m| meld::Composition::of(m).ranks.len() > 1 && (m.len() as u32) < q.max_cards)
        .filter(|m| m.iter().any(|c| c.is_wild()) && meld::check(rules, m, false).valid)
        .filter_map(|m| {
            let naturals: Vec<&Card> = m.iter().filter(|c| c.is_natural()).collect();
            let suit = naturals.first()?.suit()?;
            let mut places: Vec<u8> = naturals
                .iter()
                .filter_map(|c| c.rank())
                .map(Sequences::place)
                .collect();
            places.sort_unstable();
            let wilds = (m.len() - naturals.len()) as u32;
            Some((suit, m.clone(), places, wilds))
        })
        .collect()
}

/// Every different way to lay runs from `hand`, the way of no runs first,
/// the side's sequences on the table grown from the hand too. Canastas
/// count up to `need`, beyond which more do not matter. `scored`: work out
/// each way's `gain` (only a way out is scored; it costs a meld check per
/// run, and a long hand has thousands of ways). `wild_value`: the running
/// values of the hand's wild cards, best first.
pub fn choices(
    rules: &RuleSet,
    hand: &[Card],
    table: &[Vec<Card>],
    need: u32,
    scored: bool,
    wild_value: &[i64],
) -> Vec<RunChoice> {
    enumerate(rules, hand, table, need, scored, wild_value, usize::MAX).unwrap_or_default()
}

/// Steps of combining one suit's ways with the suits before, per way the
/// caller takes on (`ways_within`'s limit).
const COMBINE_STEPS: usize = 40;

/// How many different ways `hand` has to lay runs (as `choices` tells
/// them apart), or `None` when more than `limit`: found without going on
/// past the limit.
pub fn ways_within(
    rules: &RuleSet,
    hand: &[Card],
    table: &[Vec<Card>],
    limit: usize,
) -> Option<usize> {
    enumerate(
        rules,
        hand,
        table,
        rules.going_out.canastas,
        false,
        &[],
        limit,
    )
    .map(|w| w.len())
}

/// `choices`, or `None` as soon as the ways kept after a suit are more
/// than `limit`.
fn enumerate(
    rules: &RuleSet,
    hand: &[Card],
    table: &[Vec<Card>],
    need: u32,
    scored: bool,
    wild_value: &[i64],
    limit: usize,
) -> Option<Vec<RunChoice>> {
    let q = &rules.meld.sequences;
    let none = RunChoice {
        rest: hand.to_vec(),
        ..RunChoice::default()
    };
    if !q.allowed || q.min_cards == 0 {
        return Some(vec![none]);
    }
    let (low, high) = (Sequences::place(q.lowest), Sequences::place(q.highest));
    let canasta = rules.canasta.min_cards;
    let on_table = table_sequences(rules, table);
    let with_wilds = table_wild_sequences(rules, table);
    let mut wild_cards: Vec<Card> = hand.iter().copied().filter(|c| c.is_wild()).collect();
    wild_cards.sort_by_key(|&c| std::cmp::Reverse(rules.value(c)));
    let budget = wild_cards.len() as u32;
    // The sequence kinds going out asks for (bolivia: an escalera).
    let wanted: Vec<(&str, u8)> = rules
        .going_out
        .canasta_kinds
        .iter()
        .filter(|(name, _)| {
            rules
                .canasta
                .kinds
                .iter()
                .any(|k| k.sequence && &k.name == *name)
        })
        .take(KINDS)
        .map(|(name, &want)| (name.as_str(), u8::try_from(want).unwrap_or(u8::MAX)))
        .collect();
    let kind_index = |kind: &str| wanted.iter().position(|(name, _)| *name == kind);
    let kind_of = |cards: &[Card]| kind_index(meld::check(rules, cards, true).kind.as_deref()?);
    let single = rules.initial_meld.single_meld;
    // Per suit: the ways, keyed by what they take and their canastas, in
    // the order found (so that of equal ways the first is kept).
    let mut combined: Vec<(Key, Part)> = vec![(
        ([0; 15], 0, 0, false, false, [0; KINDS], 0),
        Part::default(),
    )];
    let mut layers: Vec<Layer> = Vec::new();
    for suit in Suit::ALL {
        let mut count = [0u8; 15];
        for c in hand {
            if let (Some(s), Some(r)) = (c.suit(), c.rank())
                && s == suit
                && c.is_natural()
                && !c.is_three()
            {
                let p = Sequences::place(r);
                if (low..=high).contains(&p) {
                    count[usize::from(p)] = count[usize::from(p)].saturating_add(1);
                }
            }
        }
        // The table's sequences of this suit first, each grown by `a`
        // cards below and `b` above (none included).
        type Grown = (Vec<Run>, u32, i64, [u8; KINDS], [u8; 15]);
        let mut grown: Vec<Grown> = vec![(Vec::new(), 0, 0, [0; KINDS], count)];
        for &(_, s0, l0) in on_table.iter().filter(|t| t.0 == suit) {
            let before = cards_of((suit, s0, l0, 0), &[]);
            let before_bonus = meld::check(rules, &before, true).canasta_bonus;
            let mut next_grown = Vec::new();
            for (added, cans, score, kinds, left) in &grown {
                for a in 0..=s0.saturating_sub(low) {
                    for b in 0..=high.saturating_sub(s0 + l0 - 1) {
                        let len = u32::from(l0 + a + b);
                        if len > q.max_cards {
                            continue;
                        }
                        let places: Vec<u8> = (s0 - a..s0).chain(s0 + l0..s0 + l0 + b).collect();
                        let mut rest = *left;
                        if places.iter().any(|&p| rest[usize::from(p)] == 0) {
                            continue;
                        }
                        for &p in &places {
                            rest[usize::from(p)] -= 1;
                        }
                        let mut more = added.clone();
                        if a > 0 {
                            more.push((suit, s0 - a, a, 0));
                        }
                        if b > 0 {
                            more.push((suit, s0 + l0, b, 0));
                        }
                        let made = u32::from(u32::from(l0) < canasta && len >= canasta);
                        let mut kinds = *kinds;
                        let mut gained = *score;
                        if a + b > 0 {
                            let after = cards_of((suit, s0 - a, l0 + a + b, 0), &[]);
                            let new: Vec<Card> = places
                                .iter()
                                .flat_map(|&p| cards_of((suit, p, 1, 0), &[]))
                                .collect();
                            gained += rules.card_values.sum(&new)
                                + meld::check(rules, &after, true).canasta_bonus
                                - before_bonus;
                            if made > 0
                                && let Some(k) = kind_of(&after)
                            {
                                kinds[k] = kinds[k].saturating_add(1);
                            }
                        }
                        next_grown.push((more, cans + made, gained, kinds, rest));
                    }
                }
            }
            grown = next_grown;
        }
        // Sequences on the table that hold wild cards (a house's): the
        // naturals added may fill a place a wild card stood for, the wild
        // card moving to an end. The added cards join as one meld.
        for (_, m, naturals, wilds) in with_wilds.iter().filter(|t| t.0 == suit) {
            let before_bonus = meld::check(rules, m, true).canasta_bonus;
            let len0 = m.len() as u32;
            let reach = u8::try_from(q.max_cards).unwrap_or(u8::MAX);
            let (lo0, hi0) = (naturals[0], naturals[naturals.len() - 1]);
            let window: Vec<u8> = (hi0.saturating_sub(reach.saturating_sub(1)).max(low)
                ..=lo0.saturating_add(reach.saturating_sub(1)).min(high))
                .filter(|p| naturals.binary_search(p).is_err())
                .collect();
            let room = q.max_cards.saturating_sub(len0) as usize;
            let mut next_grown = Vec::new();
            for (added, cans, score, kinds, left) in &grown {
                let places: Vec<u8> = window
                    .iter()
                    .copied()
                    .filter(|&p| left[usize::from(p)] > 0)
                    .collect();
                for pick in 0u32..(1 << places.len()) {
                    let q_places: Vec<u8> = places
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| pick & (1 << i) != 0)
                        .map(|(_, &p)| p)
                        .collect();
                    if q_places.len() > room {
                        continue;
                    }
                    let mut all = naturals.clone();
                    all.extend(&q_places);
                    all.sort_unstable();
                    if canonical(&all, *wilds, low, high).is_none() {
                        continue;
                    }
                    let mut rest = *left;
                    for &p in &q_places {
                        rest[usize::from(p)] -= 1;
                    }
                    let new: Vec<Card> = q_places
                        .iter()
                        .flat_map(|&p| cards_of((suit, p, 1, 0), &[]))
                        .collect();
                    let mut after = m.clone();
                    after.extend_from_slice(&new);
                    let len = after.len() as u32;
                    let made = u32::from(len0 < canasta && len >= canasta);
                    let mut kinds = *kinds;
                    let mut gained = *score;
                    let mut more = added.clone();
                    if !new.is_empty() {
                        gained += rules.card_values.sum(&new)
                            + meld::check(rules, &after, true).canasta_bonus
                            - before_bonus;
                        if made > 0
                            && let Some(k) = kind_of(&after)
                        {
                            kinds[k] = kinds[k].saturating_add(1);
                        }
                        // One meld of them all (its places apart from them
                        // marked, as a run marks its wild cards' places).
                        let (first, last) = (q_places[0], q_places[q_places.len() - 1]);
                        let apart = (first..=last)
                            .filter(|p| q_places.binary_search(p).is_err())
                            .fold(0u16, |m, p| m | (1 << p));
                        more.push((suit, first, last - first + 1, apart));
                    }
                    next_grown.push((more, cans + made, gained, kinds, rest));
                }
            }
            grown = next_grown;
        }
        let shapes = shapes_of(rules, suit, &count, budget, &wild_cards, &kind_index);
        let mut ways: Vec<Way> = Vec::new();
        for (added, cans, score, kinds, mut left) in grown {
            let mut runs = Vec::new();
            collect(
                &shapes,
                0,
                &mut left,
                budget,
                &mut Vec::new(),
                &mut runs,
                limit,
            );
            if runs.len() > limit {
                return None;
            }
            ways.extend(runs.into_iter().map(|r| Way {
                runs: r,
                added: added.clone(),
                canastas: cans,
                score,
                kinds,
            }));
        }
        let mut next: Vec<(Key, Part)> = Vec::new();
        let mut at: HashMap<Key, usize> = HashMap::new();
        // Combining the suits costs a step per pair, most of them ways
        // alike to the programme: that work is bounded too.
        if combined.len().saturating_mul(ways.len()) > limit.saturating_mul(COMBINE_STEPS) {
            return None;
        }
        for (from, (key, part)) in combined.iter().enumerate() {
            for (w, way) in ways.iter().enumerate() {
                let (mut taken, mut cans, mut wilds, _, _, mut kinds, _) = *key;
                cans += way.canastas;
                let mut all = Part {
                    from,
                    way: w,
                    added: part.added || !way.added.is_empty(),
                    ..*part
                };
                for &(_, s, l, holes) in &way.added {
                    for p in (s..s + l).filter(|p| holes & (1 << p) == 0) {
                        taken[usize::from(rank_number(p))] += 1;
                    }
                }
                for (k, n) in kinds.iter_mut().enumerate() {
                    *n = n.saturating_add(way.kinds[k]);
                }
                if !way.added.is_empty() {
                    all.value += if scored {
                        way.score
                    } else {
                        way.added
                            .iter()
                            .map(|&r| rules.card_values.sum(&naturals_of(r)))
                            .sum::<i64>()
                    };
                }
                for &i in &way.runs {
                    let s = &shapes[i];
                    for p in s.low..s.low + s.len {
                        if s.holes & (1 << p) == 0 {
                            taken[usize::from(rank_number(p))] += 1;
                        }
                    }
                    wilds += s.wilds;
                    if s.canasta {
                        cans += 1;
                        all.hand_canastas += 1;
                    }
                    if let Some(k) = s.kind {
                        kinds[k] = kinds[k].saturating_add(1);
                    }
                    let alone = s.points + wild_value.get(s.wilds as usize).copied().unwrap_or(0);
                    if all.runs == 0 || alone > all.best {
                        all.best = alone;
                        all.best_run = all.runs;
                    }
                    all.value += if scored { s.score } else { s.points };
                    all.runs += 1;
                }
                if wilds > budget {
                    continue;
                }
                for (n, (_, want)) in kinds.iter_mut().zip(&wanted) {
                    *n = (*n).min(*want);
                }
                let k: Key = (
                    taken,
                    cans.min(need),
                    wilds,
                    all.hand_canastas > 0,
                    all.added,
                    kinds,
                    if single { all.best } else { 0 },
                );
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
        let parts = combined.into_iter().map(|(_, p)| p).collect();
        layers.push((suit, parts, ways, shapes));
        combined = next;
    }
    // The runs and added cards of each way kept, suit by suit.
    let spell = |part: &Part| {
        let (mut runs, mut added) = (Vec::new(), Vec::new());
        let mut p = *part;
        for (suit, parts, ways, shapes) in layers.iter().rev() {
            let way = &ways[p.way];
            let mut own: Vec<Run> = way
                .runs
                .iter()
                .map(|&i| (*suit, shapes[i].low, shapes[i].len, shapes[i].holes))
                .collect();
            own.reverse();
            runs.extend(own);
            added.extend(way.added.iter().rev());
            p = parts[p.from];
        }
        runs.reverse();
        added.reverse();
        (runs, added)
    };
    let mut out = vec![none];
    let mut keyed: Vec<_> = combined
        .into_iter()
        .filter(|(_, p)| p.runs > 0 || p.added)
        .map(|(key, part)| {
            let (runs, added) = spell(&part);
            (key, part, runs, added)
        })
        .collect();
    // A fixed order, so that the same hand always gets the same answer.
    keyed.sort_by(|a, b| (a.0.0, a.0.1, &a.2, &a.3, a.0.2).cmp(&(b.0.0, b.0.1, &b.2, &b.3, b.0.2)));
    for ((_, cans, wilds, ..), part, runs, added) in keyed {
        // Cards added to a table sequence are laid as melds of their own,
        // which `merge_with_sequences` puts back onto it. Each run holds
        // wild cards of its own (the programme hands out the real ones).
        let mut spare = wild_cards.iter().copied();
        let melds: Vec<Vec<Card>> = runs
            .iter()
            .map(|&r| {
                let own: Vec<Card> = spare.by_ref().take(r.3.count_ones() as usize).collect();
                cards_of(r, &own)
            })
            .chain(added.iter().map(|&r| naturals_of(r)))
            .collect();
        let mut rest = hand.to_vec();
        for c in melds.iter().flatten() {
            if let Some(i) = rest.iter().position(|h| h == c) {
                rest.remove(i);
            }
        }
        let points = melds
            .iter()
            .map(|m| run_points(rules, m))
            .fold(0i64, i64::saturating_add);
        let gain = if scored {
            gain(rules, table, &melds, part.hand_canastas)
        } else {
            0
        };
        out.push(RunChoice {
            laid: melds.iter().map(|m| m.len() as u32).sum(),
            gain,
            touched: part.added,
            melds,
            rest,
            points,
            canastas: cans,
            hand_canastas: part.hand_canastas,
            best_alone: part.best,
            best_run: part.best_run,
            wilds,
        });
    }
    Some(out)
}

/// The runs of one suit a hand may lay: their naturals in the hand, at most
/// `budget` wild cards, each meld once (wild cards beyond the naturals'
/// gaps go above them where they fit, else below).
fn shapes_of(
    rules: &RuleSet,
    suit: Suit,
    count: &[u8; 15],
    budget: u32,
    wild_cards: &[Card],
    kind_index: &dyn Fn(&str) -> Option<usize>,
) -> Vec<Shape> {
    let q = &rules.meld.sequences;
    let (low, high) = (Sequences::place(q.lowest), Sequences::place(q.highest));
    let max_wilds = q.max_wilds.min(budget);
    let mut out = Vec::new();
    for (s, l) in intervals_of(q, low, high) {
        for holes in 0u16..(1 << l) {
            let wilds = holes.count_ones();
            if wilds > max_wilds {
                continue;
            }
            let holes = holes << s;
            let naturals: Vec<u8> = (s..s + l).filter(|p| holes & (1 << p) == 0).collect();
            if naturals.len() < 2 || naturals.iter().any(|&p| count[usize::from(p)] == 0) {
                continue;
            }
            if canonical(&naturals, wilds, low, high) != Some((s, holes)) {
                continue;
            }
            let cards = cards_of((suit, s, l, holes), wild_cards);
            let v = meld::check(rules, &cards, false);
            if !v.valid {
                continue;
            }
            let canasta = u32::from(l) >= rules.canasta.min_cards;
            let nat = natural_values(rules, &cards);
            let counted = if rules.initial_meld.counts_canasta_bonus {
                v.canasta_bonus
            } else {
                0
            };
            let extra = if canasta {
                rules.canasta.concealed_extra
            } else {
                0
            };
            out.push(Shape {
                low: s,
                len: l,
                holes,
                wilds,
                canasta,
                points: nat.saturating_add(counted),
                score: nat.saturating_add(v.canasta_bonus).saturating_add(extra),
                kind: v.kind.as_deref().and_then(kind_index),
            });
        }
    }
    out
}

/// Where a run of these naturals (places in order) and `wilds` wild cards
/// lies: its lowest place and the places its wild cards fill.
fn canonical(naturals: &[u8], wilds: u32, low: u8, high: u8) -> Option<(u8, u16)> {
    let (&a, &b) = (naturals.first()?, naturals.last()?);
    let gaps = u32::from(b - a + 1) - naturals.len() as u32;
    let extra = wilds.checked_sub(gaps)?;
    let up = extra.min(u32::from(high - b)) as u8;
    let down = u8::try_from(extra).ok()? - up;
    let start = a.checked_sub(down).filter(|&s| s >= low)?;
    let end = b + up;
    let holes = (start..=end)
        .filter(|p| naturals.binary_search(p).is_err())
        .fold(0u16, |m, p| m | (1 << p));
    Some((start, holes))
}

/// Hands the runs of `melds` (the first `start.runs` of a choice) the wild
/// cards the programme gives them, the best run first.
pub fn fill_wilds(
    start: &RunChoice,
    melds: &mut [Vec<Card>],
    pool: &mut impl Iterator<Item = Card>,
) {
    let order =
        std::iter::once(start.best_run).chain((0..melds.len()).filter(|&i| i != start.best_run));
    for i in order {
        if let Some(m) = melds.get_mut(i) {
            for c in m.iter_mut().filter(|c| c.is_wild()) {
                if let Some(w) = pool.next() {
                    *c = w;
                }
            }
        }
    }
}

/// What laying `melds` scores: their natural card values, and the canasta
/// bonuses of the side's melds after them less those before.
fn gain(rules: &RuleSet, table: &[Vec<Card>], melds: &[Vec<Card>], hand_canastas: u32) -> i64 {
    let bonuses = |ms: &[Vec<Card>]| {
        ms.iter()
            .map(|m| meld::check(rules, m, true).canasta_bonus)
            .fold(0i64, i64::saturating_add)
    };
    // A card that grows a table sequence goes onto it, not onto the side's
    // meld of its rank (`h4` onto `h5 … h10`, not onto `c4 d4 s4`).
    let onto = super::sequence_targets(rules, table, melds);
    let after = super::merge_targeted(rules, table, melds, &[], &onto);
    melds
        .iter()
        .map(|m| natural_values(rules, m))
        .fold(0i64, i64::saturating_add)
        .saturating_add(bonuses(&after).saturating_sub(bonuses(table)))
        .saturating_add(i64::from(hand_canastas).saturating_mul(rules.canasta.concealed_extra))
}

/// Every run a hand may lay: a lowest place and a length.
fn intervals_of(q: &Sequences, low: u8, high: u8) -> Vec<(u8, u8)> {
    (low..=high)
        .flat_map(|s| {
            (q.min_cards..=q.max_cards)
                .filter_map(move |l| u8::try_from(l).ok())
                .filter(move |&l| u16::from(s) + u16::from(l) - 1 <= u16::from(high))
                .map(move |l| (s, l))
        })
        .collect()
}

/// Whether the runs laid, with the table's, give the sequence canastas that
/// going out needs by kind (bolivia: an escalera). Groups never make one,
/// so a way of laying runs that falls short cannot go out.
pub fn kinds_met(rules: &RuleSet, table: &[Vec<Card>], start: &RunChoice) -> bool {
    if rules.going_out.canasta_kinds.is_empty() {
        return true;
    }
    let merged = super::merge_with_sequences(rules, table, &start.melds, &[]);
    rules.going_out.canasta_kinds.iter().all(|(name, &want)| {
        let sequence_kind = rules
            .canasta
            .kinds
            .iter()
            .any(|k| k.sequence && &k.name == name);
        !sequence_kind
            || merged
                .iter()
                .filter(|m| meld::check(rules, m, true).kind.as_deref() == Some(name.as_str()))
                .count() as u32
                >= want
    })
}

/// Every multiset of runs from `from` on that the counts and `wilds` wild
/// cards can hold.
fn collect(
    shapes: &[Shape],
    from: usize,
    count: &mut [u8; 15],
    wilds: u32,
    chosen: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
    limit: usize,
) {
    out.push(chosen.clone());
    for (i, s) in shapes.iter().enumerate().skip(from) {
        // Past the limit the caller gives up: no need to go on.
        if out.len() > limit {
            return;
        }
        let places = (s.low..s.low + s.len).filter(|p| s.holes & (1 << p) == 0);
        if s.wilds <= wilds && places.clone().all(|p| count[usize::from(p)] > 0) {
            for p in places.clone() {
                count[usize::from(p)] -= 1;
            }
            chosen.push(i);
            collect(shapes, i, count, wilds - s.wilds, chosen, out, limit);
            chosen.pop();
            for p in places {
                count[usize::from(p)] += 1;
            }
        }
    }
}

/// A sequence place's rank number (14, the ace above the king, is 1).
fn rank_number(place: u8) -> u8 {
    if place == 14 { 1 } else { place }
}

/// A run's cards in order, `wilds` in the places wild cards fill.
fn cards_of((suit, start, len, holes): Run, wilds: &[Card]) -> Vec<Card> {
    let mut wilds = wilds.iter().copied().chain(std::iter::repeat(Card::Joker));
    (start..start + len)
        .filter_map(|p| {
            if holes & (1 << p) != 0 {
                wilds.next()
            } else {
                Rank::new(rank_number(p)).map(|r| Card::new(suit, r))
            }
        })
        .collect()
}

/// The naturals of cards added to a table's sequence: its places but
/// those marked apart.
fn naturals_of((suit, start, len, apart): Run) -> Vec<Card> {
    (start..start + len)
        .filter(|p| apart & (1 << p) == 0)
        .filter_map(|p| Rank::new(rank_number(p)))
        .map(|r| Card::new(suit, r))
        .collect()
}

/// The card values of a meld's naturals: its wild cards are counted with
/// the programme's.
fn natural_values(rules: &RuleSet, cards: &[Card]) -> i64 {
    cards
        .iter()
        .filter(|c| c.is_natural())
        .map(|&c| rules.card_values.of(c))
        .fold(0i64, i64::saturating_add)
}

/// A run's natural card values, and its canasta bonus where the minimum
/// counts it.
fn run_points(rules: &RuleSet, cards: &[Card]) -> i64 {
    let bonus = if rules.initial_meld.counts_canasta_bonus {
        meld::check(rules, cards, false).canasta_bonus
    } else {
        0
    };
    natural_values(rules, cards).saturating_add(bonus)
}
