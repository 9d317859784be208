//! Whether cards laid at once are a rule set's special hand: its number of
//! cards and, where the rule set gives one, its shape (RULES.md section 7).
//!
//! The cards are taken together, however the players grouped them: the
//! natural cards must make the hand's natural groups (by size, each a rank
//! of its own, the ranks it names among them), and the wild cards its wild
//! groups (matching ones all jokers or all 2s), loose wild cards where an
//! older rule set allows them standing in a natural group or beside them.

use std::collections::BTreeMap;

use crate::card::{Card, Rank};
use crate::error::ListOf;
use crate::rules::{SpecialHand, WildCards, WildGroup};

crate::error::faults! {
    /// Why cards are not a special hand.
    pub enum SpecialHandFault {
        /// The hand is `cards` cards; the melds hold `count`.
        Size { cards: u32, count: u32 } => "size",
        /// No three may be one of its cards (only the straight holds one).
        Three { cards: Vec<Card> } => "three",
        /// Its natural groups must include `ranks`; `missing` are not there.
        LacksRanks { ranks: ListOf<Rank>, missing: ListOf<Rank> } => "lacks_ranks",
        /// At most `most` wild cards; these are `count`.
        Wilds { most: u32, count: u32 } => "wilds",
        /// At most `most` of one rank; there are `count` of `rank`.
        Rank { most: u32, count: u32, rank: Rank, cards: Vec<Card> } => "rank",
        /// Natural groups of `groups` cards; the cards group as `sizes`.
        Groups { groups: String, sizes: String } => "groups",
        /// Its wild cards make `groups`; these are `jokers` jokers and
        /// `twos` 2s.
        WildGroups { groups: ListOf<WildGroupWords>, jokers: u32, twos: u32 } => "wild_groups",
    }
}

crate::error::faults! {
    /// One wild group of a special hand, in words.
    pub enum WildGroupWords {
        /// `cards` wild cards, jokers and 2s mixed.
        Any { cards: u32 } => "any",
        /// `cards` wild cards, all jokers or all 2s.
        Matching { cards: u32 } => "matching",
        /// `cards` jokers.
        Jokers { cards: u32 } => "jokers",
        /// `cards` 2s.
        Twos { cards: u32 } => "twos",
    }
}

crate::error::worded! {
    SpecialHandFault => "special-hand",
    WildGroupWords => "wild-group",
}

impl WildGroupWords {
    /// The words of a wild group of a special hand.
    pub fn of(g: &WildGroup) -> WildGroupWords {
        let cards = g.cards;
        match g.of {
            WildCards::Any => WildGroupWords::Any { cards },
            WildCards::Matching => WildGroupWords::Matching { cards },
            WildCards::Jokers => WildGroupWords::Jokers { cards },
            WildCards::Twos => WildGroupWords::Twos { cards },
        }
    }
}

/// The hand's cards, counted as the shape needs them.
struct Laid {
    /// Naturals of each rank.
    by_rank: BTreeMap<Rank, u32>,
    jokers: u32,
    twos: u32,
}

impl Laid {
    fn of(cards: &[Card]) -> Laid {
        let mut by_rank: BTreeMap<Rank, u32> = BTreeMap::new();
        for r in cards
            .iter()
            .filter(|c| c.is_natural())
            .filter_map(|c| c.rank())
        {
            *by_rank.entry(r).or_default() += 1;
        }
        let count = |f: fn(&&Card) -> bool| cards.iter().filter(f).count() as u32;
        Laid {
            by_rank,
            jokers: count(|c| **c == Card::Joker),
            twos: count(|c| c.is_wild() && **c != Card::Joker),
        }
    }

    fn wilds(&self) -> u32 {
        self.jokers + self.twos
    }
}

/// `Err` says what the hand lacks, or what it holds that the shape has no
/// place for.
pub fn fits(special: &SpecialHand, cards: &[Card]) -> Result<(), SpecialHandFault> {
    let count = cards.len() as u32;
    if count != special.cards {
        return Err(SpecialHandFault::Size {
            cards: special.cards,
            count,
        });
    }
    if !special.has_shape() {
        return Ok(());
    }
    let threes: Vec<Card> = cards.iter().filter(|c| c.is_three()).copied().collect();
    if !special.threes && !threes.is_empty() {
        return Err(SpecialHandFault::Three { cards: threes });
    }
    let laid = Laid::of(cards);
    let missing: Vec<Rank> = special
        .ranks
        .iter()
        .filter(|r| !laid.by_rank.contains_key(r))
        .copied()
        .collect();
    if !missing.is_empty() {
        return Err(SpecialHandFault::LacksRanks {
            ranks: ListOf(special.ranks.clone()),
            missing: ListOf(missing),
        });
    }
    let most = special
        .wild_groups
        .iter()
        .fold(special.wilds, |a, g| a.saturating_add(g.cards));
    if laid.wilds() > most {
        return Err(SpecialHandFault::Wilds {
            most,
            count: laid.wilds(),
        });
    }
    // A wild group that may stand instead of a natural group makes two
    // shapes (or more); the hand fits one of them. Of the faults, one
    // about the wild cards of a shape whose naturals fit says the most.
    let mut natural_fault = None;
    let mut wild_fault = None;
    for (groups, wild_groups) in shapes(special) {
        let wild: u32 = wild_groups.iter().map(|g| g.cards).sum();
        let loose = special.wilds.min(laid.wilds().saturating_sub(wild));
        match naturals_fit(&groups, loose, &laid, cards) {
            Err(why) => {
                natural_fault.get_or_insert(why);
            }
            Ok(()) => match wilds_fit(&wild_groups, special.wilds, &laid) {
                Ok(()) => return Ok(()),
                Err(why) => {
                    wild_fault.get_or_insert(why);
                }
            },
        }
    }
    Err(wild_fault
        .or(natural_fault)
        .unwrap_or(SpecialHandFault::Size {
            cards: special.cards,
            count,
        }))
}

/// How far `cards` are from the special hand: how many cards must change,
/// come or go before they could fit it. Counted generously (wild cards fit
/// any of its wild groups, the ranks it names are not asked for), so 0
/// does not say the cards fit (`fits` does): it finds the hand a player
/// meant, to say why it is not one.
pub(crate) fn distance(special: &SpecialHand, cards: &[Card]) -> u32 {
    let count = cards.len() as u32;
    if !special.has_shape() {
        return count.abs_diff(special.cards);
    }
    let usable: Vec<Card> = cards
        .iter()
        .filter(|c| special.threes || !c.is_three())
        .copied()
        .collect();
    let laid = Laid::of(&usable);
    let mut sizes: Vec<u32> = laid.by_rank.values().copied().collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let kept = shapes(special)
        .iter()
        .map(|(groups, wild_groups)| {
            let mut groups = groups.clone();
            groups.sort_unstable_by(|a, b| b.cmp(a));
            // Largest group with largest count keeps the most naturals.
            let naturals: u32 = groups.iter().zip(&sizes).map(|(g, s)| *g.min(s)).sum();
            let room = wild_groups.iter().map(|g| g.cards).sum::<u32>() + special.wilds;
            naturals + laid.wilds().min(room)
        })
        .max()
        .unwrap_or(0)
        .min(special.cards);
    count.max(special.cards) - kept
}

/// Every shape the hand may have: its natural groups and its wild groups,
/// first with no wild group standing instead of a natural one, then with
/// each choice of those that may.
fn shapes(special: &SpecialHand) -> Vec<(Vec<u32>, Vec<WildGroup>)> {
    let optional: Vec<&WildGroup> = special
        .wild_groups
        .iter()
        .filter(|g| g.instead_of_natural)
        .collect();
    let always: Vec<WildGroup> = special
        .wild_groups
        .iter()
        .filter(|g| !g.instead_of_natural)
        .copied()
        .collect();
    let mut out = Vec::new();
    // A special hand has a handful of groups: the choices are few.
    for mask in 0..1u32 << optional.len().min(8) {
        let mut groups = special.groups.clone();
        let mut wild = always.clone();
        let mut possible = true;
        for (i, g) in optional.iter().enumerate() {
            if mask & (1 << i) == 0 {
                continue;
            }
            match groups.iter().position(|n| *n == g.cards) {
                Some(at) => {
                    groups.remove(at);
                    wild.push(**g);
                }
                None => possible = false,
            }
        }
        if possible {
            out.push((groups, wild));
        }
    }
    out
}

/// The natural cards make the natural groups, each a rank of its own;
/// `loose` wild cards may fill what they lack.
fn naturals_fit(
    groups: &[u32],
    loose: u32,
    laid: &Laid,
    cards: &[Card],
) -> Result<(), SpecialHandFault> {
    let mut wanted = groups.to_vec();
    wanted.sort_unstable_by(|a, b| b.cmp(a));
    let largest = wanted.first().copied().unwrap_or(0);
    if let Some((&rank, &n)) = laid.by_rank.iter().find(|(_, n)| **n > largest) {
        return Err(SpecialHandFault::Rank {
            most: largest,
            count: n,
            rank,
            cards: cards
                .iter()
                .filter(|c| c.is_natural() && c.rank() == Some(rank))
                .copied()
                .collect(),
        });
    }
    let mut sizes: Vec<u32> = laid.by_rank.values().copied().collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    // Largest with largest: the naturals fit the groups exactly when
    // each does so.
    let over = sizes.len() > wanted.len() || wanted.iter().zip(&sizes).any(|(w, s)| s > w);
    let short: u32 = wanted
        .iter()
        .zip(sizes.iter().chain(std::iter::repeat(&0)))
        .map(|(w, s)| w.saturating_sub(*s))
        .sum();
    if over || short > loose {
        let show = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
        return Err(SpecialHandFault::Groups {
            groups: show(&wanted),
            sizes: show(&sizes),
        });
    }
    Ok(())
}

/// The wild cards make the wild groups (each matching one all jokers or
/// all 2s), at most `loose` of them left over.
fn wilds_fit(groups: &[WildGroup], loose: u32, laid: &Laid) -> Result<(), SpecialHandFault> {
    let sum =
        |of: WildCards| -> u32 { groups.iter().filter(|g| g.of == of).map(|g| g.cards).sum() };
    let matching: Vec<u32> = groups
        .iter()
        .filter(|g| g.of == WildCards::Matching)
        .map(|g| g.cards)
        .collect();
    let any = sum(WildCards::Any);
    // Each matching group all jokers or all 2s: a handful of choices.
    let fits = (0..1u32 << matching.len().min(8)).any(|jokers_mask| {
        let (mut jokers, mut twos) = (sum(WildCards::Jokers), sum(WildCards::Twos));
        for (i, n) in matching.iter().enumerate() {
            if jokers_mask & (1 << i) == 0 {
                twos += n;
            } else {
                jokers += n;
            }
        }
        laid.jokers >= jokers
            && laid.twos >= twos
            && (laid.jokers - jokers + laid.twos - twos)
                .checked_sub(any)
                .is_some_and(|left| left <= loose)
    });
    if fits {
        return Ok(());
    }
    Err(SpecialHandFault::WildGroups {
        groups: ListOf(groups.iter().map(WildGroupWords::of).collect()),
        jokers: laid.jokers,
        twos: laid.twos,
    })
}

#[cfg(test)]
mod tests;
