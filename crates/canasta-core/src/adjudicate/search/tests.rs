//! The search against a brute-force reference: every partition of a small
//! hand into melds and unmelded cards, each meld judged by `meld::check`.

use std::collections::HashMap;

use proptest::prelude::*;

use super::top::top_ok;
use super::*;
use crate::meld::{self, Composition};
use crate::rules::{ConcealedBonusFor, TakeWith, load, preset};

fn cards(s: &str) -> Vec<Card> {
    crate::notation::parse_cards("t", s).unwrap().cards()
}

struct Brute {
    /// The most points of any legal way to end the turn.
    best_points: Option<i64>,
    possible: bool,
    /// Going out: the most a way out that reaches the minimum (or is
    /// exempt) scores this turn, and the most a concealed one scores.
    best_score: Option<i64>,
    best_concealed: Option<i64>,
}

/// Every way to split hand (+ top) into melds and left-over cards.
/// Partitions that differ only in which of two equal cards goes where are
/// one: the hand is sorted, and of equal cards next to each other the
/// later never goes to a meld numbered lower (nor stays in the hand when
/// the earlier is melded).
fn brute(p: &Problem) -> Brute {
    let mut all: Vec<Card> = p
        .hand
        .iter()
        .copied()
        .filter(|c| !c.is_red_three())
        .collect();
    all.sort();
    let top_at = p.top.map(|t| {
        all.push(t);
        all.len() - 1
    });
    let mut walk = Walk {
        p,
        labels: vec![0; all.len()],
        rank_of: Vec::new(),
        all,
        top_at,
        cache: HashMap::new(),
        out: Brute {
            best_points: None,
            possible: false,
            best_score: None,
            best_concealed: None,
        },
    };
    walk.rec(0, 0, 0);
    walk.out
}

/// (valid, canasta, canasta bonus, canasta kind) of one meld.
type Judged = (bool, bool, i64, Option<String>);

struct Walk<'a> {
    p: &'a Problem<'a>,
    all: Vec<Card>,
    top_at: Option<usize>,
    /// labels[i]: 0 = not melded, g = meld g.
    labels: Vec<usize>,
    /// `rank_of[g]`: the rank of meld g's naturals so far.
    rank_of: Vec<Option<Rank>>,
    cache: HashMap<(Vec<Card>, bool), Judged>,
    out: Brute,
}

impl Walk<'_> {
    /// Labels cards `i..`, `unused` of those before left in the hand.
    fn rec(&mut self, i: usize, groups: usize, unused: u32) {
        // A way out leaves at most the final discard (`evaluate` judges
        // nothing else where only ways out count).
        if self.p.only_go_out && unused + self.p.extra_cards > 1 {
            return;
        }
        if i == self.all.len() {
            self.evaluate(groups);
            return;
        }
        let same_as_before = i > 0
            && self.top_at != Some(i)
            && self.top_at != Some(i - 1)
            && self.all[i] == self.all[i - 1];
        let lowest = if same_as_before {
            self.labels[i - 1]
        } else {
            0
        };
        let card = self.all[i];
        let rank = card.rank().filter(|_| card.is_natural());
        for l in lowest..=groups + 1 {
            if Some(i) == self.top_at && l == 0 {
                continue;
            }
            // Without sequences a meld's naturals are of one rank, wherever
            // it goes: a group of two ranks is no legal way.
            let before = self.rank_of.get(l).copied().flatten();
            if l > 0 && !self.p.rules.meld.sequences.allowed && rank.is_some() {
                if before.is_some_and(|b| Some(b) != rank) {
                    continue;
                }
                if self.rank_of.len() <= l {
                    self.rank_of.resize(l + 1, None);
                }
                self.rank_of[l] = rank;
            }
            self.labels[i] = l;
            self.rec(i + 1, groups.max(l), unused + u32::from(l == 0));
            if let Some(r) = self.rank_of.get_mut(l) {
                *r = before;
            }
        }
    }

    fn evaluate(&mut self, groups: usize) {
        let p = self.p;
        let rules = p.rules;
        if groups == 0 && (p.table.is_empty() || !p.only_go_out) {
            return;
        }
        let labels = &self.labels;
        let unused = labels.iter().filter(|&&l| l == 0).count() as u32 + p.extra_cards;
        let going_out = unused <= 1;
        if p.only_go_out && !going_out {
            return;
        }
        if going_out {
            if p.extra_cards > 0 {
                return;
            }
            if rules.going_out.final_discard == crate::rules::FinalDiscard::Required && unused != 1
            {
                return;
            }
        }
        let Some(groups_cards) = self.melds(groups) else {
            return;
        };
        let (wild_only, options) = self.joins(&groups_cards);
        let mut at = vec![0usize; wild_only.len()];
        loop {
            let choice: Vec<usize> = at.iter().zip(&options).map(|(&a, o)| o[a]).collect();
            // Two groups onto one table meld are the partition that has
            // them as one group: judged there.
            let mut onto: Vec<usize> = choice.iter().copied().filter(|&c| c > 0).collect();
            let n = onto.len();
            onto.sort_unstable();
            onto.dedup();
            if onto.len() == n || !rules.meld.several_per_rank {
                self.judge_assignment(&groups_cards, &wild_only, &choice, going_out);
            }
            // Next assignment (odometer).
            let mut k = 0;
            while k < at.len() {
                at[k] += 1;
                if at[k] < options[k].len() {
                    break;
                }
                at[k] = 0;
                k += 1;
            }
            if k == at.len() {
                break;
            }
        }
    }

    /// The melds of a labelling, each with whether it takes the top card;
    /// `None` where the top card's meld is not one the pile may be taken
    /// with.
    fn melds(&self, groups: usize) -> Option<Vec<(Vec<Card>, bool)>> {
        let p = self.p;
        let labels = &self.labels;
        let mut groups_cards: Vec<(Vec<Card>, bool)> = Vec::new();
        for g in 1..=groups {
            let mut m: Vec<Card> = self
                .all
                .iter()
                .zip(labels)
                .filter(|(_, l)| **l == g)
                .map(|(c, _)| *c)
                .collect();
            m.sort();
            let has_top = self.top_at.is_some_and(|t| labels[t] == g);
            if has_top {
                let rank = p.top.and_then(Card::rank);
                let n = m
                    .iter()
                    .filter(|c| c.is_natural() && c.rank() == rank)
                    .count() as u32
                    - 1;
                let x = m.iter().filter(|c| c.is_wild()).count() as u32;
                if !top_ok(&p.take_with, n, x) {
                    return None;
                }
            }
            groups_cards.push((m, has_top));
        }
        Some(groups_cards)
    }

    /// The groups that may stand alone or join a table meld, and for each
    /// the table melds it may join.
    fn joins(&self, groups_cards: &[(Vec<Card>, bool)]) -> (Vec<usize>, Vec<Vec<usize>>) {
        let p = self.p;
        let rules = p.rules;
        // Wild-only groups may stand alone or join a table meld: try each.
        // So may naturals of one suit, where a sequence on the table might
        // take them.
        let sequence_suits: Vec<_> = p
            .table
            .iter()
            .filter(|t| Composition::of(t).ranks.len() > 1)
            .filter_map(|t| t[0].suit())
            .collect();
        // Where a side may have several melds of a rank, a group of a rank
        // the table has may stand apart or join any of them.
        let table_ranks: Vec<_> = p
            .table
            .iter()
            .filter_map(|t| Composition::of(t).rank())
            .collect();
        let several = rules.meld.several_per_rank;
        let wild_only: Vec<usize> = (0..groups_cards.len())
            .filter(|&i| {
                let m = &groups_cards[i].0;
                m.iter().all(|c| c.is_wild())
                    || (several
                        && Composition::of(m)
                            .rank()
                            .is_some_and(|r| table_ranks.contains(&r)))
                    || (!groups_cards[i].1
                        && m[0].suit().is_some_and(|s| sequence_suits.contains(&s))
                        && m.iter().all(|c| c.is_natural() && c.suit() == m[0].suit()))
            })
            .collect();
        // Each such group's choices: 0 (alone) and the table melds it
        // might join (t + 1); any other join is no legal meld.
        let options: Vec<Vec<usize>> = wild_only
            .iter()
            .map(|&i| {
                let m = &groups_cards[i].0;
                let rank = Composition::of(m).rank();
                let suit = m[0].suit();
                let mut o = vec![0];
                for (t, meld) in p.table.iter().enumerate() {
                    let comp = Composition::of(meld);
                    // Wild cards alone never join a sequence: a plan (and
                    // `--lay`) names the table meld wild cards join by its rank.
                    let fits = (m.iter().all(|c| c.is_wild()) && comp.ranks.len() <= 1)
                        || (rank.is_some() && comp.rank() == rank)
                        || (comp.ranks.len() > 1
                            && meld[0].suit() == suit
                            && m.iter().all(|c| c.is_natural()));
                    if fits {
                        o.push(t + 1);
                    }
                }
                o
            })
            .collect();
        (wild_only, options)
    }

    /// `choice[k]`: 0 = group `wild_only[k]` stands alone, t = joins table meld t-1.
    #[allow(
        clippy::too_many_lines,
        reason = "the brute-force oracle, written straight"
    )]
    fn judge_assignment(
        &mut self,
        groups: &[(Vec<Card>, bool)],
        wild_only: &[usize],
        choice: &[usize],
        going_out: bool,
    ) {
        let p = self.p;
        let rules = p.rules;
        // cards, from hand alone, value added, canasta bonus before (table melds)
        let mut finals: Vec<(Vec<Card>, bool, i64, i64)> = Vec::new();
        let mut table_add: Vec<Vec<Card>> = vec![Vec::new(); p.table.len()];
        let mut ranks = Vec::new();
        for (i, (m, has_top)) in groups.iter().enumerate() {
            let wild = m.iter().all(|c| c.is_wild());
            let several_rank = rules.meld.several_per_rank
                && Composition::of(m)
                    .rank()
                    .is_some_and(|r| p.table.iter().any(|t| Composition::of(t).rank() == Some(r)));
            let target = match wild_only.iter().position(|&w| w == i) {
                Some(k) if choice[k] > 0 => Some(choice[k] - 1),
                Some(_) if wild || several_rank => None,
                _ => {
                    let r = Composition::of(m).rank();
                    if let Some(r) = r {
                        // Several melds of a rank the table lacks stay
                        // apart where the rule set allows them.
                        if ranks.contains(&r) && !rules.meld.several_per_rank {
                            return;
                        }
                        ranks.push(r);
                    }
                    p.table
                        .iter()
                        .position(|t| r.is_some() && Composition::of(t).rank() == r)
                }
            };
            // After the initial meld, a rank that takes wilds only in it
            // takes none, unless its table meld is mixed already.
            let rank = Composition::of(m)
                .rank()
                .or_else(|| target.and_then(|t| Composition::of(&p.table[t]).rank()));
            let initial_only =
                rank.is_some_and(|r| rules.meld.wilds_in_initial_only_ranks.contains(&r));
            if initial_only && !p.table.is_empty() && m.iter().any(|c| c.is_wild()) {
                let mixed = target.is_some_and(|t| p.table[t].iter().any(|c| c.is_wild()));
                if !mixed {
                    return;
                }
            }
            match target {
                Some(t) => {
                    table_add[t].extend(m.iter().copied());
                }
                None => {
                    // Where the top card does not count toward the minimum.
                    let uncounted = match p.top {
                        Some(t) if *has_top && rules.initial_meld.excludes_top_card => {
                            rules.card_values.of(t)
                        }
                        _ => 0,
                    };
                    finals.push((m.clone(), !has_top, rules.card_values.sum(m) - uncounted, 0));
                }
            }
        }
        let mut table_canastas = 0;
        let mut untouched_kinds = Vec::new();
        let mut short_wild = 0;
        for (t, add) in table_add.iter().enumerate() {
            // Card by card: the wild cards join first, each while the
            // meld is short of a canasta.
            let wilds = add.iter().filter(|c| c.is_wild()).count() as u32;
            if rules.meld.no_wilds_onto_canasta
                && wilds > 0
                && p.table[t].len() as u32 + wilds > rules.canasta.min_cards
            {
                return;
            }
            let mut merged = p.table[t].clone();
            merged.extend(add.iter().copied());
            if blocked(rules, &merged, going_out) {
                return;
            }
            short_wild += u32::from(short_wild_meld(rules, &merged));
            if add.is_empty() {
                untouched_kinds.extend(meld::check(rules, &merged, going_out).kind);
                table_canastas += u32::from(merged.len() as u32 >= rules.canasta.min_cards);
            } else {
                let before = meld::check(rules, &p.table[t], true).canasta_bonus;
                finals.push((merged, false, rules.card_values.sum(add), before));
            }
        }
        let mut canastas = table_canastas;
        let mut kinds: Vec<String> = untouched_kinds;
        let mut hand_canasta = false;
        let mut points = 0;
        let mut single_best = 0;
        let mut gained = 0;
        for (m, ..) in &finals {
            if blocked(rules, m, going_out) {
                return;
            }
        }
        short_wild += finals
            .iter()
            .filter(|(m, alone, ..)| *alone && short_wild_meld(rules, m))
            .count() as u32;
        if rules
            .meld
            .max_incomplete_wild_melds
            .is_some_and(|most| short_wild > most)
        {
            return;
        }
        for (m, alone, value, before) in &finals {
            let mut key = m.clone();
            key.sort();
            let (valid, canasta, bonus, kind) = self
                .cache
                .entry((key, going_out))
                .or_insert_with(|| {
                    let v = meld::check(rules, m, going_out);
                    (v.valid, v.canasta.is_some(), v.canasta_bonus, v.kind)
                })
                .clone();
            if !valid {
                return;
            }
            gained += bonus - before;
            kinds.extend(kind);
            if canasta {
                canastas += 1;
                hand_canasta |= *alone;
                if *alone {
                    gained += rules.canasta.concealed_extra;
                }
            }
            single_best = single_best.max(*value);
            points += value;
        }
        if going_out && canastas < rules.going_out.canastas {
            return;
        }
        // The kinds a sequence makes (an escalera), and natural, mixed and
        // wild canastas where no group kind of the rule set renames them (a
        // clean and a dirty book); the search leaves other kinds to
        // go-out's own check.
        let plain = rules.canasta.kinds.iter().all(|k| k.sequence);
        let short = rules.going_out.canasta_kinds.iter().any(|(name, &want)| {
            let judged = rules
                .canasta
                .kinds
                .iter()
                .any(|k| k.sequence && &k.name == name)
                || (plain && ["natural", "mixed", "wild"].contains(&name.as_str()));
            judged && (kinds.iter().filter(|k| *k == name).count() as u32) < want
        });
        if going_out && short {
            return;
        }
        let out = &mut self.out;
        out.best_points = out.best_points.max(Some(points));
        let exempt = (going_out
            && rules.initial_meld.exempt_concealed_going_out
            && p.concealed_allowed
            && p.top.is_none()
            && p.table.is_empty())
            || (rules.initial_meld.exempt_canasta_from_hand && hand_canasta);
        let counted = if rules.initial_meld.single_meld {
            single_best
        } else {
            points
        };
        if counted >= p.required || exempt {
            out.possible = true;
            if going_out && p.only_go_out {
                let touched = table_add.iter().any(|a| !a.is_empty());
                let concealed = match rules.going_out.concealed_bonus_for {
                    ConcealedBonusFor::WholeHand => p.concealed_allowed && !touched && hand_canasta,
                    ConcealedBonusFor::CanastaFromHand => hand_canasta,
                };
                let bonus = if concealed {
                    rules.going_out.concealed_bonus
                } else {
                    rules.going_out.bonus
                };
                let score = Some(points + gained + bonus);
                out.best_score = out.best_score.max(score);
                if concealed {
                    out.best_concealed = out.best_concealed.max(score);
                }
            }
        }
    }
}

/// Going out, a meld short of a canasta of a kind that bars it.
fn blocked(rules: &RuleSet, m: &[Card], going_out: bool) -> bool {
    going_out && meld::incomplete_kind(rules, m).is_some_and(|k| k.incomplete_bars_going_out)
}

/// A meld of wild cards only short of a canasta.
fn short_wild_meld(rules: &RuleSet, m: &[Card]) -> bool {
    !m.is_empty() && m.iter().all(|c| c.is_wild()) && (m.len() as u32) < rules.canasta.min_cards
}

/// The table's melds, or none where one is no legal meld under the rule
/// set (melds of wild cards only where it has none, or short of a canasta
/// where it wants one).
fn legal_table(rules: &RuleSet, table: &[&str]) -> Vec<Vec<Card>> {
    let melds: Vec<Vec<Card>> = table.iter().map(|m| cards(m)).collect();
    if melds.iter().all(|m| meld::check(rules, m, false).valid) {
        melds
    } else {
        Vec::new()
    }
}

/// The search and the brute force give the same answer, the same best
/// value, and (going out) the same best and best concealed score; the
/// proposed plan is legal and worth what it claims.
fn agrees_with_brute_force(p: &Problem) -> Result<(), TestCaseError> {
    let got = solve(p);
    let want = brute(p);
    prop_assert_eq!(
        got.plan.is_some(),
        want.possible,
        "possible: {:?} {:?} {:?}",
        p.hand,
        p.top,
        p.table
    );
    prop_assert_eq!(
        got.best_points,
        want.best_points,
        "best: {:?} {:?}",
        p.hand,
        p.top
    );
    if p.only_go_out {
        let plan = got.plan.as_ref();
        prop_assert_eq!(
            plan.map(|b| b.score),
            want.best_score,
            "score: {:?} {:?}",
            p.hand,
            p.table
        );
        prop_assert_eq!(got.best_score, want.best_score);
        let concealed = match plan {
            Some(b) if b.concealed => Some(b.score),
            _ => got.concealed_plan.as_ref().map(|c| c.score),
        };
        prop_assert_eq!(
            concealed,
            want.best_concealed,
            "concealed: {:?} {:?}",
            p.hand,
            p.table
        );
    }
    check_plan(p, &got);
    Ok(())
}

/// The plan the search proposes must be legal and reach what it claims.
fn check_plan(p: &Problem, o: &Outcome) {
    let Some(plan) = &o.plan else { return };
    let going_out = plan.mode == Mode::GoOut;
    let mut pool: Vec<Card> = p.hand.clone();
    pool.extend(p.top);
    let mut points = 0;
    assert_eq!(plan.onto.len(), plan.melds.len());
    for m in merge_targeted(p.rules, &p.table, &plan.melds, &plan.joins, &plan.onto) {
        let v = meld::check(p.rules, &m, going_out);
        assert!(v.valid, "{} proposed {m:?}: {:?}", p.rules.name, v.reasons);
    }
    for m in &plan.melds {
        points += p.rules.card_values.sum(m);
        for c in m {
            let i = pool
                .iter()
                .position(|x| x == c)
                .expect("card from the hand");
            pool.remove(i);
        }
    }
    if let (Some(t), true) = (p.top, p.rules.initial_meld.excludes_top_card) {
        points -= p.rules.card_values.of(t);
    }
    assert_eq!(points, plan.points);
    if let Some(t) = p.top {
        assert!(plan.melds.iter().any(|m| m.contains(&t)));
    }
    let counted = if p.rules.initial_meld.single_meld {
        plan.melds
            .iter()
            .map(|m| p.rules.card_values.sum(m))
            .max()
            .unwrap_or(0)
    } else {
        plan.points
    };
    assert!(counted >= p.required || o.exemption.is_some());
}

const POOL: &str = "hA cA dA sA h5 d5 c5 s5 h5 d5 hK dK cK sK c3 s3 c3 h3 jk jk jk h2 c2 s9 h9";
const TOPS: &str = "dA h5 cK s9 c4";
/// The side's melds on the table, for going out onto them.
/// Melds of wild cards only, where the rule set allows them, may take
/// more wild cards from the hand (two more close bolivia's 5 at 7).
const TABLES: [&[&str]; 6] = [
    &[],
    &[],
    &["h9 s9 d9 jk"],
    &["hQ hQ dQ dQ cQ cQ jk", "h4 d4 c4"],
    &["jk jk s2 h2 d2", "h9 s9 d9"],
    &["jk jk jk s2 h2 d2 c2", "jk d2 s2"],
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn search_agrees_with_brute_force(
        picks in proptest::sample::subsequence((0..25usize).collect::<Vec<_>>(), 0..=8),
        preset in 0..preset::names().count(),
        required in prop_oneof![Just(0i64), Just(15), Just(50), Just(90), Just(120)],
        top in proptest::option::of(0..5usize),
        pair_only in any::<bool>(),
        extra in prop_oneof![Just(0u32), Just(0), Just(1)],
        single in proptest::bool::weighted(0.25),
        only_go_out in proptest::bool::weighted(0.2),
        table in 0..TABLES.len(),
        melded_before in proptest::bool::weighted(0.3),
        other_reading in proptest::bool::weighted(0.3),
    ) {
        let mut rules = load(preset::names().nth(preset).unwrap()).unwrap();
        // No preset asks for the minimum from one meld; a house rule may.
        rules.initial_meld.single_meld = single;
        if other_reading {
            rules.going_out.concealed_bonus_for = ConcealedBonusFor::CanastaFromHand;
        }
        let pool = cards(POOL);
        let hand: Vec<Card> = picks.iter().map(|&i| pool[i]).collect();
        let top = top.map(|i| cards(TOPS)[i]);
        let p = Problem {
            rules: &rules,
            hand,
            top,
            take_with: if pair_only {
                vec![TakeWith::NaturalPair]
            } else {
                vec![TakeWith::NaturalPair, TakeWith::NaturalAndWild]
            },
            table: if top.is_some() {
                Vec::new()
            } else {
                legal_table(&rules, TABLES[table])
            },
            extra_cards: if top.is_some() { extra } else { 0 },
            required,
            concealed_allowed: top.is_none() && !(only_go_out && melded_before),
            only_go_out: only_go_out && top.is_none(),
        };
        agrees_with_brute_force(&p)?;
    }
}

/// Hands that can go out: most cards of one rank, wild cards, a few others.
const OUT_POOL: &str = "h5 d5 c5 s5 h5 d5 c5 jk h2 c2 h9 s9 hK c3";
/// Table melds that a card from the hand completes, or that a wild card spoils.
/// And melds of wild cards only that the hand's wild cards complete.
const OUT_TABLES: [&[&str]; 5] = [
    &[],
    &["hK dK cK sK hK dK"],
    &["h9 d9 c9 d9 c9 s9 h9", "hA cA dA"],
    &["hQ hQ dQ dQ cQ cQ jk"],
    &["jk jk s2 h2 d2", "hQ hQ dQ dQ cQ cQ sQ"],
];

proptest! {
    // Few cases: each tries every partition of 8 cards (a few seconds in all).
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    /// Going out: the way proposed scores the most any way out scores
    /// (concealed or not, each reading of "from the hand"), for every preset.
    #[test]
    fn the_best_way_out_agrees_with_brute_force(
        picks in proptest::sample::subsequence((0..14usize).collect::<Vec<_>>(), 6..=8),
        preset in 0..preset::names().count(),
        required in prop_oneof![Just(0i64), Just(50), Just(120)],
        table in 0..OUT_TABLES.len(),
        melded_before in any::<bool>(),
        other_reading in any::<bool>(),
    ) {
        let mut rules = load(preset::names().nth(preset).unwrap()).unwrap();
        if other_reading {
            rules.going_out.concealed_bonus_for = ConcealedBonusFor::CanastaFromHand;
        }
        let pool = cards(OUT_POOL);
        let table = legal_table(&rules, OUT_TABLES[table]);
        let p = Problem {
            rules: &rules,
            hand: picks.iter().map(|&i| pool[i]).collect(),
            top: None,
            take_with: Vec::new(),
            required: if table.is_empty() { required } else { 0 },
            table,
            extra_cards: 0,
            concealed_allowed: !melded_before,
            only_go_out: true,
        };
        agrees_with_brute_force(&p)?;
    }
}

#[test]
fn seed_example_4_needs_a_canasta_to_meld_all_but_one() {
    let rules = load("cardgames-io").unwrap();
    let p = Problem {
        rules: &rules,
        hand: cards("h5 h5 d5 c5 d9 d9 s9 hK dK dK cK s3"),
        top: None,
        take_with: Vec::new(),
        table: Vec::new(),
        extra_cards: 0,
        required: 90,
        concealed_allowed: true,
        only_go_out: false,
    };
    let o = solve(&p);
    assert!(o.plan.is_none());
    assert_eq!(o.best_points, Some(85));
    assert_eq!(o.best_unkept, Some(90));
}

#[test]
fn jokers_are_used_before_twos() {
    let rules = load("classic").unwrap();
    let p = Problem {
        rules: &rules,
        hand: cards("h2 jk hA cA h7 c8"),
        top: None,
        take_with: Vec::new(),
        table: Vec::new(),
        extra_cards: 0,
        required: 90,
        concealed_allowed: true,
        only_go_out: false,
    };
    let o = solve(&p);
    let plan = o.plan.unwrap();
    assert_eq!(plan.melds, vec![cards("hA cA jk h2")]);
    assert_eq!(plan.points, 110);
}

#[test]
fn wild_canastas_where_allowed() {
    let rules = load("livecanasta").unwrap();
    let p = Problem {
        rules: &rules,
        hand: cards("jk jk jk jk h2 d2 c2 s9"),
        top: None,
        take_with: Vec::new(),
        table: Vec::new(),
        extra_cards: 0,
        required: 120,
        concealed_allowed: true,
        only_go_out: true,
    };
    let o = solve(&p);
    let plan = o.plan.unwrap();
    assert_eq!(plan.mode, Mode::GoOut);
    assert_eq!(plan.canastas, 1);
    assert_eq!(plan.points, 260);
}

fn drawn<'a>(rules: &'a RuleSet, hand: &str, required: i64) -> Problem<'a> {
    Problem {
        rules,
        hand: cards(hand),
        top: None,
        take_with: Vec::new(),
        table: Vec::new(),
        extra_cards: 0,
        required,
        concealed_allowed: true,
        only_go_out: false,
    }
}

#[test]
fn single_meld_rule_wants_one_meld_to_reach_the_minimum() {
    let mut single = load("classic").unwrap();
    single.initial_meld.single_meld = true;
    let classic = load("classic").unwrap();
    // hA cA jk alone is worth 90: the joker goes to the aces.
    let o = solve(&drawn(&single, "hA cA jk h9 d9 s9 c4 h7", 90));
    assert!(o.plan.unwrap().melds.contains(&cards("hA cA jk")));
    // hA cA h2 (60) + nines (30) = 90: enough only when melds add up.
    let hand = "hA cA h2 h9 d9 s9 c4 h7";
    assert!(solve(&drawn(&classic, hand, 70)).plan.is_some());
    assert!(solve(&drawn(&single, hand, 70)).plan.is_none());
}

#[test]
fn leaves_two_naturals_of_one_rank_to_keep_and_discard() {
    let rules = load("classic").unwrap();
    // Five 5s: meld three, keep one, discard one.
    let o = solve(&drawn(&rules, "h5 d5 c5 s5 h5", 15));
    let plan = o.plan.unwrap();
    assert_eq!(
        (plan.mode, plan.points, plan.cards_left),
        (Mode::Stay, 15, 2)
    );
}

#[test]
fn canasta_bonus_counts_only_where_the_rules_say() {
    let mut rules = load("classic").unwrap();
    // Seven 5s (35) and two cards to keep: 35 < 120, unless the bonus counts.
    let hand = "h5 h5 d5 d5 c5 c5 s5 h9 cK";
    assert!(solve(&drawn(&rules, hand, 120)).plan.is_none());
    rules.initial_meld.counts_canasta_bonus = true;
    let plan = solve(&drawn(&rules, hand, 120)).plan.unwrap();
    assert_eq!(plan.points, 35 + rules.canasta.natural_bonus);
}

/// Suited runs, groups and wild cards mixed, for the rule sets with sequences.
const RUN_POOL: &str =
    "h4 h5 h6 h7 h8 h9 h10 hJ hQ hK hA d9 d10 dJ dQ s4 s5 s6 dK cK jk h2 c3 sA hA s2";
const RUN_TABLES: [&[&str]; 6] = [
    &[],
    &["c4 c5 c6 c7 c8 c9 c10"],
    &["d4 d5 d6", "hQ dQ cQ"],
    &["cK cK sK sK dK dK jk"],
    &["h7 h8 h9 h10", "sK sK cK cK dK dK jk"],
    // Sequences of the hand's suits for its runs to grow, at both ends
    // (issue 15's slow shape, smaller), and one it cannot.
    &["h8 h9 h10", "dJ dQ dK", "s4 s5 s6", "c7 c8 c9"],
];
const RUN_PRESETS: [&str; 2] = ["samba", "bolivia"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// The same comparison where melds may be runs of one suit.
    #[test]
    fn search_with_runs_agrees_with_brute_force(
        picks in proptest::sample::subsequence((0..26usize).collect::<Vec<_>>(), 0..=7),
        preset in 0..RUN_PRESETS.len(),
        required in prop_oneof![Just(0i64), Just(50), Just(90), Just(150)],
        top in proptest::option::of(0..5usize),
        single in proptest::bool::weighted(0.2),
        only_go_out in proptest::bool::weighted(0.3),
        table in 0..RUN_TABLES.len(),
    ) {
        let mut rules = load(RUN_PRESETS[preset]).unwrap();
        rules.initial_meld.single_meld = single;
        let pool = cards(RUN_POOL);
        let hand: Vec<Card> = picks.iter().map(|&i| pool[i]).collect();
        let top = top.map(|i| cards("hK h6 d10 s4 cK")[i]);
        let p = Problem {
            rules: &rules,
            hand,
            top,
            take_with: rules.pile.take_frozen.clone(),
            table: if top.is_some() {
                Vec::new()
            } else {
                RUN_TABLES[table].iter().map(|m| cards(m)).collect()
            },
            extra_cards: 0,
            required,
            concealed_allowed: top.is_none(),
            only_go_out: only_go_out && top.is_none(),
        };
        agrees_with_brute_force(&p)?;
    }
}

/// Table melds for houses whose runs hold wild cards: sequences with a
/// wild card that the hand may grow (filling the wild card's place too).
const WILD_RUN_TABLES: [&[&str]; 5] = [
    &[],
    &["c4 c5 c6 c7 c8 c9 c10"],
    &["h6 jk h8", "hQ dQ cQ"],
    &["cK cK sK sK dK dK jk"],
    &["d10 jk dQ dK", "sK sK cK cK dK dK jk"],
];

/// Runs with gaps a wild card fills, groups that want the same wild cards.
const WILD_RUN_POOL: &str = "h4 h5 h7 h8 h10 hJ hK hA d9 dJ dQ s5 s6 jk h2 s2 hQ dQ cQ d4 d5 jk";

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    /// The same comparison where a house lets runs hold one or two wild
    /// cards: runs and groups share them.
    #[test]
    fn runs_with_wild_cards_agree_with_brute_force(
        picks in proptest::sample::subsequence((0..22usize).collect::<Vec<_>>(), 3..=7),
        preset in 0..RUN_PRESETS.len(),
        max_wilds in 1..=2u32,
        required in prop_oneof![Just(0i64), Just(50), Just(90)],
        single in proptest::bool::weighted(0.2),
        only_go_out in proptest::bool::weighted(0.3),
        table in 0..WILD_RUN_TABLES.len(),
    ) {
        let mut rules = load(RUN_PRESETS[preset]).unwrap();
        rules.meld.sequences.max_wilds = max_wilds;
        rules.initial_meld.single_meld = single;
        if only_go_out && [0, 2].contains(&table) {
            // Seven cards make one canasta at most: so that ways out occur
            // where the table has none (its canastas keep the preset's
            // rules, an escalera for bolivia's way out).
            rules.going_out.canasta_kinds.clear();
            rules.going_out.canastas = 1;
        }
        let pool = cards(WILD_RUN_POOL);
        let p = Problem {
            rules: &rules,
            hand: picks.iter().map(|&i| pool[i]).collect(),
            top: None,
            take_with: Vec::new(),
            table: WILD_RUN_TABLES[table].iter().map(|m| cards(m)).collect(),
            extra_cards: 0,
            required,
            concealed_allowed: true,
            only_go_out,
        };
        agrees_with_brute_force(&p)?;
    }
}

#[test]
fn runs_open_and_make_canastas() {
    let rules = load("samba").unwrap();
    // hJ hQ hK hA is worth 50: the minimum with a sequence alone.
    let o = solve(&drawn(&rules, "hJ hQ hK hA c9 d9 s4", 50));
    let plan = o.plan.unwrap();
    assert_eq!(plan.melds, vec![cards("hJ hQ hK hA")]);
    assert_eq!(plan.points, 50);
    // Seven in a row are a samba: with a canasta on the table, going out.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK cK")],
        required: 0,
        ..drawn(&rules, "h4 h5 h6 h7 h8 h9 h10 c5", 0)
    };
    let o = solve(&p);
    let plan = o.plan.unwrap();
    assert_eq!(plan.canastas, 2);
    assert!(plan.hand_canasta);
    // c5 is the final discard: cards 50, the samba 1500, going out
    // concealed 200.
    assert_eq!(plan.melds, vec![cards("h4 h5 h6 h7 h8 h9 h10")]);
    assert_eq!((plan.score, plan.concealed), (1750, true));
    // Classic has no sequences: the same hand melds nothing.
    let classic = load("classic").unwrap();
    assert!(
        solve(&drawn(&classic, "hJ hQ hK hA c9 d9 s4", 50))
            .plan
            .is_none()
    );
}

#[test]
fn a_house_lays_wild_cards_in_runs() {
    let samba = load("samba").unwrap();
    let mut house = samba.clone();
    house.meld.sequences.max_wilds = 1;
    // The joker fills h5: 5 + 50 + 5 reach 50, and c9 sK are kept.
    let plan = solve(&drawn(&house, "h4 h6 jk c9 sK", 50)).plan.unwrap();
    assert_eq!(plan.melds, vec![cards("h4 jk h6")]);
    assert_eq!((plan.points, plan.cards_left), (60, 2));
    // Samba's runs take no wild card: nothing reaches 50.
    assert!(solve(&drawn(&samba, "h4 h6 jk c9 sK", 50)).plan.is_none());
    // Seven with a wild card are a canasta, but a mixed one (300), not a
    // samba (1500); the table's kings make the second canasta.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK cK")],
        ..drawn(&house, "h4 h5 jk h7 h8 h9 h10 c5", 0)
    };
    let plan = solve(&p).plan.unwrap();
    assert_eq!(plan.melds, vec![cards("h4 h5 jk h7 h8 h9 h10")]);
    let c = &house.canasta;
    assert_eq!(
        plan.score,
        15 + 30 + 50 + c.mixed_bonus + c.concealed_extra + house.going_out.concealed_bonus
    );
    // One joker, wanted by a run and by the queens: the run takes it,
    // the queens go out without it.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK cK")],
        ..drawn(&house, "h4 h5 jk h7 h8 h9 h10 hQ dQ cQ c5", 0)
    };
    let plan = solve(&p).plan.unwrap();
    assert!(plan.melds.contains(&cards("h4 h5 jk h7 h8 h9 h10")));
    assert!(plan.melds.contains(&cards("hQ dQ cQ")));
}

#[test]
fn bolivia_goes_out_only_with_an_escalera() {
    let rules = load("bolivia").unwrap();
    // Two canastas either way, but only the sequence makes an escalera.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK cK")],
        ..drawn(&rules, "h8 h9 h10 hJ hQ hK hA c5", 0)
    };
    let plan = solve(&p).plan.unwrap();
    assert_eq!(plan.melds, vec![cards("h8 h9 h10 hJ hQ hK hA")]);
    // Queens make a second canasta, but no escalera: no way out.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK cK")],
        ..drawn(&rules, "hQ dQ cQ sQ hQ dQ cQ c5", 0)
    };
    assert!(solve(&p).plan.is_none());
    let samba = load("samba").unwrap();
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK cK")],
        ..drawn(&samba, "hQ dQ cQ sQ hQ dQ cQ c5", 0)
    };
    assert!(solve(&p).plan.is_some());
}

#[test]
fn a_sequence_on_the_table_grows_from_the_hand() {
    let rules = load("bolivia").unwrap();
    // h4..h7 on the table and h8 h9 h10 in hand: an escalera, and out.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("h4 h5 h6 h7"), cards("hK dK cK sK hK dK cK")],
        ..drawn(&rules, "h8 h9 h10 c5", 0)
    };
    let o = solve(&p);
    let plan = o.plan.expect("a way out");
    assert_eq!(plan.canastas, 2);
    assert!(
        !plan.hand_canasta,
        "growing the table's sequence is no canasta from the hand"
    );
    // Cards 30, the escalera 1500, going out 200: not concealed, since
    // the table's sequence took cards.
    assert_eq!((plan.score, plan.concealed), (1730, false));
    let merged = merge_with_sequences(&rules, &p.table, &plan.melds, &plan.joins);
    assert!(
        merged.contains(&cards("h4 h5 h6 h7 h8 h9 h10")),
        "{merged:?}"
    );
}

#[test]
fn hand_and_foot_goes_out_with_a_clean_and_a_dirty_book() {
    let rules = load("hand-and-foot").unwrap();
    // A clean book of queens on the table, a dirty book of 5s from the
    // hand, h9 the final discard.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hQ hQ dQ dQ cQ cQ sQ")],
        ..drawn(&rules, "h5 d5 c5 s5 h5 d5 jk h9", 0)
    };
    let plan = solve(&p).plan.expect("a way out");
    let merged = merge_with_sequences(&rules, &p.table, &plan.melds, &plan.joins);
    let kinds: Vec<Option<String>> = merged
        .iter()
        .map(|m| meld::check(&rules, m, true).kind)
        .collect();
    assert!(kinds.contains(&Some("mixed".to_string())), "{merged:?}");
    assert!(kinds.contains(&Some("natural".to_string())), "{merged:?}");
    // Seven 5s make a second clean book, two canastas, but no dirty one:
    // no way out.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hQ hQ dQ dQ cQ cQ sQ")],
        ..drawn(&rules, "h5 d5 c5 s5 h5 d5 c5 h9", 0)
    };
    assert!(solve(&p).plan.is_none());
}

#[test]
fn two_melds_of_kings_open_where_one_cannot() {
    let mut rules = load("samba").unwrap();
    // One meld of six kings holds at most two 2s: 60 + 40 < 120. Two melds
    // of three kings hold two each: 60 + 80.
    let hand = "hK dK cK sK hK dK s2 c2 d2 h2 h5 d9";
    let plan = solve(&drawn(&rules, hand, 120)).plan.unwrap();
    assert_eq!(plan.points, 140);
    let kings = plan.melds.iter().filter(|m| m.contains(&cards("hK")[0]));
    assert_eq!(kings.count(), 2, "{:?}", plan.melds);
    for m in &plan.melds {
        assert!(meld::check(&rules, m, false).valid, "{m:?}");
    }
    rules.meld.several_per_rank = false;
    assert!(solve(&drawn(&rules, hand, 120)).plan.is_none());
}

#[test]
fn fourteen_kings_go_out_with_two_canastas() {
    let rules = load("samba").unwrap();
    let hand = "hK dK cK sK hK dK cK sK hK dK cK sK hK dK h5";
    let p = Problem {
        only_go_out: true,
        ..drawn(&rules, hand, 0)
    };
    let plan = solve(&p).plan.unwrap();
    assert_eq!(plan.canastas, 2);
    assert_eq!(plan.melds.len(), 2, "{:?}", plan.melds);
    // 140 in cards, two natural canastas, and the going-out bonus.
    let c = &rules.canasta;
    assert_eq!(
        plan.score,
        140 + 2 * (c.natural_bonus + c.concealed_extra) + rules.going_out.concealed_bonus
    );
}

/// Many of one rank and wild cards: two melds of a rank where one is not enough.
const SEVERAL_POOL: &str = "hK dK cK sK hK dK cK jk jk h2 s2 c2 hA dA c5";
const SEVERAL_TABLES: [&[&str]; 8] = [
    &[],
    &["hA dA cA"],
    &["c4 c5 c6 c7 c8 c9 c10"],
    // Two melds of kings, together long enough for a canasta.
    &["hK dK cK sK", "hK dK jk"],
    &["hA dA cA sA hA dA jk", "hA dA cA jk"],
    // Six kings: one more makes a natural canasta, a wild card a mixed one;
    // the hand's other kings may stand beside them.
    &["hK dK cK sK hK dK"],
    &["hK dK cK sK hK dK", "cK sK h2"],
    // A canasta of kings already: nothing more of kings makes one unless
    // it stands apart.
    &["hK dK cK sK hK dK cK", "hA dA cA"],
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The same comparison where a side may have several melds of one rank.
    #[test]
    fn several_melds_of_a_rank_agree_with_brute_force(
        picks in proptest::sample::subsequence((0..15usize).collect::<Vec<_>>(), 6..=7),
        preset in 0..RUN_PRESETS.len(),
        required in prop_oneof![Just(0i64), Just(90), Just(150)],
        top in proptest::option::of(0..2usize),
        single in proptest::bool::weighted(0.2),
        only_go_out in proptest::bool::weighted(0.3),
        table in 0..SEVERAL_TABLES.len(),
        extra in 0..=2u32,
    ) {
        let mut rules = load(RUN_PRESETS[preset]).unwrap();
        rules.initial_meld.single_meld = single;
        // Seven cards make one canasta at most: so that ways out occur.
        rules.going_out.canasta_kinds.clear();
        rules.going_out.canastas = 1;
        let pool = cards(SEVERAL_POOL);
        let hand: Vec<Card> = picks.iter().map(|&i| pool[i]).collect();
        let top = top.map(|i| cards("hK sA")[i]);
        let p = Problem {
            rules: &rules,
            hand,
            top,
            take_with: rules.pile.take_frozen.clone(),
            // A top card with melds on the table too: the top card may go
            // onto one of them with a pair from the hand.
            table: SEVERAL_TABLES[table].iter().map(|m| cards(m)).collect(),
            // The rest of a taken pile: a short hand may then meld
            // all its kings and wilds and still keep cards.
            extra_cards: if only_go_out { 0 } else { extra },
            required,
            concealed_allowed: top.is_none(),
            only_go_out: only_go_out && top.is_none(),
        };
        agrees_with_brute_force(&p)?;
    }
}

#[test]
fn samba_lays_kings_beside_a_table_meld_of_kings_to_complete_it_clean() {
    let rules = load("samba").unwrap();
    // Queens are a canasta already; six kings want a seventh. Three kings
    // and two wilds: one king completes a natural canasta (500) and the
    // rest stand apart (dK cK jk h2), better than all of them onto the
    // kings (a mixed canasta, 300).
    let table = vec![cards("hQ dQ cQ sQ hQ dQ cQ"), cards("hK dK cK sK hK dK")];
    let p = Problem {
        only_go_out: true,
        table: table.clone(),
        ..drawn(&rules, "hK dK cK jk h2 c5", 0)
    };
    let plan = solve(&p).plan.expect("a way out");
    let c = &rules.canasta;
    // Cards 100 (three kings, a joker, a 2), the natural canasta, going out.
    assert_eq!(plan.score, 100 + c.natural_bonus + rules.going_out.bonus);
    assert_eq!(plan.canastas, 2);
    assert!(!plan.concealed);
    let onto: Vec<(Vec<Card>, Onto)> = plan
        .melds
        .iter()
        .cloned()
        .zip(plan.onto.iter().copied())
        .collect();
    assert!(
        onto.iter().any(|(m, o)| *o == Onto::Table(1)
            && m.len() == 1
            && m[0].rank() == cards("hK")[0].rank()),
        "{onto:?}"
    );
    assert!(
        onto.iter()
            .any(|(m, o)| *o == Onto::Apart && m.len() == 4 && m.contains(&cards("jk")[0])),
        "{onto:?}"
    );
    let merged = merge_targeted(&rules, &table, &plan.melds, &plan.joins, &plan.onto);
    assert_eq!(merged.len(), 3, "{merged:?}");
    assert_eq!(merged[1].len(), 7);
    // With the kings a canasta of mixed cards on the table already, the
    // hand's kings lay a meld of their own or join it: either way no new
    // canasta is made, so going out wants one more from the hand.
    let p = Problem {
        only_go_out: true,
        table: vec![cards("hK dK cK sK hK dK jk")],
        ..drawn(&rules, "hK dK cK jk h2 c5", 0)
    };
    assert!(solve(&p).plan.is_none());
}

#[test]
fn samba_adds_to_the_second_of_two_table_melds_of_a_rank() {
    let rules = load("samba").unwrap();
    // Two melds of kings: four kings and a 2 (with two more kings, a mixed
    // canasta), and six kings (one more: a natural one). One king onto
    // each makes both canastas.
    let table = vec![cards("hK dK cK sK h2"), cards("hK dK cK sK hK dK")];
    let p = Problem {
        only_go_out: true,
        table: table.clone(),
        ..drawn(&rules, "hK dK cK c5", 0)
    };
    let plan = solve(&p).plan.expect("a way out");
    let c = &rules.canasta;
    assert_eq!(
        plan.score,
        30 + c.natural_bonus + c.mixed_bonus + rules.going_out.bonus
    );
    let merged = merge_targeted(&rules, &table, &plan.melds, &plan.joins, &plan.onto);
    let canastas = merged
        .iter()
        .filter(|m| meld::check(&rules, m, true).canasta.is_some())
        .count();
    assert_eq!(canastas, 2, "{merged:?}");
    assert!(plan.onto.contains(&Onto::Table(0)), "{:?}", plan.onto);
    assert!(plan.onto.contains(&Onto::Table(1)), "{:?}", plan.onto);
}

#[test]
fn bolivia_closes_a_wild_meld_on_the_table_with_wild_cards_from_the_hand() {
    let rules = load("bolivia").unwrap();
    // Five wild cards on the table and two in the hand: the seventh closes
    // a bolivia (2500), the second canasta beside the escalera.
    let table = vec![cards("jk jk s2 h2 d2"), cards("h4 h5 h6 h7 h8 h9 h10")];
    let p = Problem {
        only_go_out: true,
        table: table.clone(),
        ..drawn(&rules, "jk c2 c5", 0)
    };
    let plan = solve(&p).plan.expect("a way out");
    assert_eq!(plan.melds, vec![cards("jk c2")]);
    assert_eq!(plan.onto, vec![Onto::Table(0)]);
    assert_eq!(plan.canastas, 2);
    // The cards (50 + 20), the bolivia and going out.
    assert_eq!(
        plan.score,
        70 + rules.canasta.wild_bonus + rules.going_out.bonus
    );
    let merged = merge_targeted(&rules, &table, &plan.melds, &plan.joins, &plan.onto);
    assert_eq!(merged[0].len(), 7);
    // One wild card short: no second canasta, no way out.
    let p = Problem {
        only_go_out: true,
        table,
        ..drawn(&rules, "jk c5", 0)
    };
    assert!(solve(&p).plan.is_none());
}

/// A 2 of hearts is a wild card, not a heart: alone, it joins no run on
/// the table (plans and `--lay` name a wild card's table meld by rank).
#[test]
fn a_wild_two_alone_joins_no_run_of_its_suit() {
    let mut rules = load("samba").unwrap();
    rules.meld.sequences.max_wilds = 2;
    let p = Problem {
        rules: &rules,
        hand: cards("s5 jk h2 s2 jk"),
        top: None,
        take_with: Vec::new(),
        table: vec![cards("h6 jk h8"), cards("hQ dQ cQ")],
        extra_cards: 0,
        required: 0,
        concealed_allowed: true,
        only_go_out: false,
    };
    let got = solve(&p);
    assert_eq!(got.best_points, Some(100));
    assert_eq!(brute(&p).best_points, Some(100));
    let plan = got.plan.unwrap();
    assert_eq!(plan.melds, vec![cards("jk jk")]);
    assert_eq!(plan.onto, vec![Onto::Table(1)]);
}

/// The work a question takes counts each of the table's sequences, which
/// every way to lay runs is merged onto: the same hand is within reach
/// with two, and past it with fourteen that none of its cards grows.
#[test]
fn the_table_sequences_count_in_the_work() {
    let rules = load("bolivia").unwrap();
    let hand = cards("h4 h5 h6 h7 h8 h9 h10 hJ hQ hK hA d4 d5 d6 d7 d8 d9 d10 dJ dQ dK dA");
    let mut table = vec![cards("h8 h9 h10"), cards("d8 d9 d10")];
    assert_eq!(within_reach(&rules, &hand, &table, true), Ok(()));
    for suit in ["c", "s"] {
        for run in ["4 5 6", "7 8 9", "10 J Q", "4 5 6", "7 8 9", "10 J Q"] {
            let run: Vec<String> = run.split(' ').map(|r| format!("{suit}{r}")).collect();
            table.push(cards(&run.join(" ")));
        }
    }
    let err = within_reach(&rules, &hand, &table, true).unwrap_err();
    assert_eq!(err.table_sequences, 14);
    assert!(err.work > MAX_WORK, "{err:?}");
    // Classic has no sequences: nothing to count, nothing to refuse.
    let classic = load("classic").unwrap();
    assert_eq!(within_reach(&classic, &hand, &table, true), Ok(()));
}
