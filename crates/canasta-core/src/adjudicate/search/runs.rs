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
//!
//! Suit by suit: the table's sequences of the suit grow first (`grow`),
//! then the hand's runs of what is left (`shapes`), and the suit's ways
//! join the suits before (`combine`).

use super::search_rules::SearchRules;
use crate::card::{Card, Suit};

mod choice;
mod combine;
mod grow;
mod on_table;
mod question;
mod run;
mod shapes;
mod spellings;

pub(super) use choice::RunChoice;
pub(super) use on_table::OnTable;

use combine::Combined;
use grow::TableSequences;
use question::{Question, Wanted};

/// Every different way to lay runs from `hand`, the way of no runs first,
/// the side's sequences on the table grown from the hand too. Canastas
/// count up to `need`, beyond which more do not matter. `scored`: of ways
/// alike, keep the one that scores the most (only a way out is scored; its
/// `gain` is worked out when it is tried). `wild_value`: the running
/// values of the hand's wild cards, best first. More ways than the
/// question takes on (`SearchRules::ways_limit`) stop it: none.
pub(super) fn choices(
    on_table: &OnTable,
    hand: &[Card],
    need: u32,
    scored: bool,
    wild_value: &[i64],
) -> Vec<RunChoice> {
    let rules = on_table.rules();
    let ways = enumerate(on_table, hand, need, scored, wild_value, rules.ways_limit());
    if ways.is_none() {
        rules.too_many_ways();
    }
    ways.unwrap_or_default()
}

/// How many different ways `hand` has to lay runs (as `choices` tells
/// them apart), or `None` when more than `limit`: found without going on
/// past the limit.
pub(super) fn ways_within(
    rules: &SearchRules,
    hand: &[Card],
    table: &[Vec<Card>],
    limit: usize,
) -> Option<usize> {
    let need = rules.canastas_to_go_out();
    let on_table = OnTable::new(rules, table);
    enumerate(&on_table, hand, need, false, &[], limit).map(|w| w.len())
}

/// `choices`, or `None` as soon as the ways kept after a suit are more
/// than `limit`.
fn enumerate(
    on_table: &OnTable,
    hand: &[Card],
    need: u32,
    scored: bool,
    wild_value: &[i64],
    limit: usize,
) -> Option<Vec<RunChoice>> {
    let rules = on_table.rules();
    let q = rules.sequences();
    if !q.allowed || q.min_cards == 0 {
        return Some(vec![RunChoice {
            rest: hand.to_vec(),
            ..RunChoice::default()
        }]);
    }
    let mut wild_cards: Vec<Card> = hand.iter().copied().filter(|c| c.is_wild()).collect();
    wild_cards.sort_by_key(|&c| std::cmp::Reverse(rules.value(c)));
    let question = Question {
        rules,
        table: on_table.table(),
        hand,
        need,
        scored,
        wild_value,
        wild_cards,
        wanted: Wanted::new(rules),
        spellings: on_table.spellings(),
    };
    let sequences = TableSequences::new(rules, on_table.table());
    let mut combined = Combined::new();
    for suit in Suit::ALL {
        let grown = sequences.grow(&question, suit);
        let shapes = shapes::of_suit(&question, suit, &question.count(suit));
        let ways = combine::ways(&question, &shapes, grown, limit)?;
        combined = combined.and(&question, suit, shapes, ways, limit)?;
    }
    Some(combined.choices(&question))
}

/// Hands the runs of `melds` (the first `start.runs` of a choice) the wild
/// cards the programme gives them, the best run first.
pub(super) fn fill_wilds(
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

/// Whether the runs laid, with the table's, give the sequence canastas that
/// going out needs by kind (bolivia: an escalera). Groups never make one,
/// so a way of laying runs that falls short cannot go out.
pub(super) fn kinds_met(on_table: &OnTable, start: &RunChoice) -> bool {
    on_table.kinds_met(start)
}
