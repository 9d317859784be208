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

use super::{Onto, SearchRules};
use crate::card::{Card, Rank, Suit};

mod combine;
mod grow;
mod on_table;
mod shapes;

pub(super) use on_table::OnTable;

use combine::{Combined, Wanted};
use grow::TableSequences;

/// One way to lay runs, and the hand it leaves.
#[derive(Debug, Clone, Default)]
pub(super) struct RunChoice {
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
    /// Scoring a way out: what the runs score this turn, their natural
    /// card values, the canasta bonuses they gain and the extra for
    /// canastas laid whole from the hand (`OnTable::gain`; 0 until the
    /// way is tried).
    pub gain: i64,
    /// Cards were added to the table's sequences (then not concealed).
    pub touched: bool,
    /// Where each of `melds` goes: a run on its own (apart, where it would
    /// extend a sequence of the table's), the cards added onto the table
    /// sequence they grow.
    pub onto: Vec<Onto>,
}

/// A run: its suit, its lowest place, its length and the places wild
/// cards fill (a bit per place).
type Run = (Suit, u8, u8, u16);

/// The kinds of canasta going out asks for that the key keeps apart.
const KINDS: usize = 4;

/// What a question asks of the runs, the same for every suit.
struct Question<'a> {
    rules: &'a SearchRules<'a>,
    /// The side's melds on the table.
    table: &'a [Vec<Card>],
    hand: &'a [Card],
    /// Canastas count up to this, beyond which more do not matter.
    need: u32,
    /// Ways out are scored: of ways alike, the one that scores the most is kept.
    scored: bool,
    /// The running values of the hand's wild cards, best first.
    wild_value: &'a [i64],
    /// The hand's wild cards, best first.
    wild_cards: Vec<Card>,
    wanted: Wanted<'a>,
}

impl Question<'_> {
    /// The hand's naturals of `suit` by sequence place.
    fn count(&self, suit: Suit) -> [u8; 15] {
        let (low, high) = self.rules.sequence_places();
        let mut count = [0u8; 15];
        for c in self.hand {
            if let (Some(s), Some(r)) = (c.suit(), c.rank())
                && s == suit
                && c.is_natural()
                && !c.is_three()
            {
                let p = crate::rules::Sequences::place(r);
                if (low..=high).contains(&p) {
                    count[usize::from(p)] = count[usize::from(p)].saturating_add(1);
                }
            }
        }
        count
    }
}

/// Every different way to lay runs from `hand`, the way of no runs first,
/// the side's sequences on the table grown from the hand too. Canastas
/// count up to `need`, beyond which more do not matter. `scored`: of ways
/// alike, keep the one that scores the most (only a way out is scored; its
/// `gain` is worked out when it is tried). `wild_value`: the running
/// values of the hand's wild cards, best first.
pub(super) fn choices(
    on_table: &OnTable,
    hand: &[Card],
    need: u32,
    scored: bool,
    wild_value: &[i64],
) -> Vec<RunChoice> {
    enumerate(on_table, hand, need, scored, wild_value, usize::MAX).unwrap_or_default()
}

/// Steps of combining one suit's ways with the suits before, per way the
/// caller takes on (`ways_within`'s limit).
const COMBINE_STEPS: usize = 40;

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
fn natural_values(rules: &SearchRules, cards: &[Card]) -> i64 {
    cards
        .iter()
        .filter(|c| c.is_natural())
        .map(|&c| rules.value(c))
        .fold(0i64, i64::saturating_add)
}
