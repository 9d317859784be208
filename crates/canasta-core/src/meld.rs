//! Is one meld legal under a rule set, what is it worth, is it a canasta?
//!
//! The verdict lists every rule the meld breaks (`reasons`) and every rule it
//! was checked against and meets (`notes`), so the table can explain itself;
//! both are data (`MeldReason`, `MeldNote`), put into words by the render
//! layer.

use serde::Serialize;

use crate::card::{Card, Rank};
pub(crate) use crate::composition::Composition;
use crate::rules::{BlackThreeMeld, CanastaKindRule, RuleSet, WildMelds, WildRatio};

mod checks;
mod note;
mod reason;
mod sequence;

use checks::Checks;

pub use note::MeldNote;
pub use reason::{BlackThreeReason, MeldReason, RankMeldReason, SequenceReason, WildMeldReason};
pub use sequence::Span;

/// What a canasta is made of: it decides the classic bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CanastaKind {
    /// No wild card.
    Natural,
    /// Naturals and wild cards.
    Mixed,
    /// Wild cards only.
    Wild,
}

impl CanastaKind {
    /// The bonus the rule set pays for a canasta of this kind.
    pub fn bonus(self, rules: &RuleSet) -> i64 {
        match self {
            CanastaKind::Natural => rules.canasta.natural_bonus,
            CanastaKind::Mixed => rules.canasta.mixed_bonus,
            CanastaKind::Wild => rules.canasta.wild_bonus,
        }
    }

    /// Its name in output (`"natural"`).
    pub fn name(self) -> &'static str {
        match self {
            CanastaKind::Natural => "natural",
            CanastaKind::Mixed => "mixed",
            CanastaKind::Wild => "wild",
        }
    }
}

/// The verdict on one meld (`canasta meld`): legal or not, why, and what it is
/// worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MeldVerdict {
    /// The cards, as given.
    pub cards: Vec<Card>,
    /// The meld is legal under the rule set.
    pub valid: bool,
    /// The card values of the meld (no bonus).
    pub points: i64,
    /// Natural, mixed or wild: what the cards are, whatever the kind's name.
    #[serde(skip_serializing)]
    pub canasta: Option<CanastaKind>,
    /// The kind's name (`"natural"`, `"aces"`, `"wild"`…): the rule set's
    /// first kind that fits, else natural, mixed or wild.
    #[serde(rename = "canasta")]
    pub kind: Option<String>,
    /// The bonus the canasta earns, 0 if none.
    pub canasta_bonus: i64,
    /// Every rule the meld breaks; empty when valid.
    pub reasons: Vec<MeldReason>,
    /// The rules it was checked against and meets.
    pub notes: Vec<MeldNote>,
    /// `"K"`, `"wild"`, `"black_threes"` (a code, the same in every
    /// language); null for cards of several ranks.
    pub rank: Option<String>,
    /// What the cards are ("a natural canasta of kings", "a meld of
    /// 10s", "black threes"), as data the front end puts into words.
    pub description: Description,
    /// Its natural cards.
    pub naturals: u32,
    /// Its wild cards.
    pub wilds: u32,
    /// The rule set's name.
    pub rules: String,
}

/// What a meld is, for its description: what its cards are, and, for a
/// canasta, whether natural, mixed or wild and the rule set's name of its
/// kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Description {
    /// What the cards are: a meld of a rank, black threes, a sequence...
    pub cards: Shape,
    /// Natural, mixed or wild, where the meld is a canasta.
    pub canasta: Option<CanastaKind>,
    /// The rule set's name of the canasta's kind ("natural", "aces").
    pub kind: Option<String>,
}

/// What the cards try to be, which decides the rules they are checked by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// Naturals of several ranks where the rule set has sequences, and
    /// where they run.
    Sequence(Option<Span>),
    /// Red threes, which are never melded.
    RedThrees,
    /// Naturals of several ranks where it has none.
    SeveralRanks,
    /// Black threes.
    BlackThrees,
    /// Wild cards only.
    WildOnly,
    /// Naturals of one rank, with or without wild cards.
    OfRank(Rank),
}

impl Shape {
    fn of(rules: &RuleSet, comp: &Composition) -> Shape {
        match comp.ranks.as_slice() {
            [_, _, ..] if rules.meld.sequences.allowed => Shape::Sequence(None),
            _ if comp.red_threes > 0 => Shape::RedThrees,
            [_, _, ..] => Shape::SeveralRanks,
            _ if comp.black_threes > 0 => Shape::BlackThrees,
            [rank] if comp.naturals > 0 => Shape::OfRank(*rank),
            _ => Shape::WildOnly,
        }
    }
}

/// Check one meld. `going_out` says the player goes out with it, which is
/// when black threes may be melded.
///
/// ```
/// use canasta::meld::{self, CanastaKind};
/// use canasta::notation::parse_cards;
///
/// let rules = canasta::rules::load("classic")?;
/// let cards = parse_cards("meld", "hK dK cK sK hK dK s2")?.cards();
/// let verdict = meld::check(&rules, &cards, false);
/// assert!(verdict.valid);
/// assert_eq!(verdict.canasta, Some(CanastaKind::Mixed));
/// assert_eq!(verdict.canasta_bonus, 300);
///
/// // Four wild cards: more than classic's three.
/// let cards = parse_cards("meld", "h10 d10 s2 c2 jk h2")?.cards();
/// let verdict = meld::check(&rules, &cards, false);
/// assert!(!verdict.valid);
/// assert_eq!(verdict.reasons[0].code(), "too_many_wild_cards");
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn check(rules: &RuleSet, cards: &[Card], going_out: bool) -> MeldVerdict {
    let comp = Composition::of(cards);
    let mut shape = Shape::of(rules, &comp);
    let mut v = Checks::default();
    let rank_label = match shape {
        Shape::Sequence(_) => {
            let (label, span) = sequence::check(rules, cards, &mut v);
            shape = Shape::Sequence(span);
            Some(label)
        }
        Shape::RedThrees => {
            v.fail(MeldReason::RedThreesNeverMelded);
            Some("red threes".to_string())
        }
        Shape::SeveralRanks => {
            v.fail(MeldReason::SeveralRanks {
                ranks: comp.ranks.clone(),
            });
            None
        }
        Shape::BlackThrees => {
            check_black_threes(rules, &comp, going_out, &mut v);
            Some("black_threes".to_string())
        }
        Shape::WildOnly => {
            check_wild_only(rules, &comp, &mut v);
            Some("wild".to_string())
        }
        Shape::OfRank(rank) => {
            check_of_rank(rules, cards, &comp, rank, &mut v);
            Some(rank.symbol().to_string())
        }
    };
    let valid = v.reasons.is_empty();
    let canasta = (valid && comp.len >= rules.canasta.min_cards).then(|| purity(&comp));
    let special = special_kind(rules, cards);
    let kind =
        canasta.map(|purity| special.map_or_else(|| purity.name().to_string(), |k| k.name.clone()));
    let canasta_bonus = match (canasta, special) {
        (None, _) => 0,
        (Some(_), Some(k)) => k.bonus,
        (Some(purity), None) => purity.bonus(rules),
    };
    let description = Description {
        cards: shape,
        canasta,
        kind: kind.clone(),
    };
    MeldVerdict {
        cards: cards.to_vec(),
        valid,
        points: rules.card_values.sum(cards),
        canasta,
        kind,
        canasta_bonus,
        reasons: v.reasons,
        notes: v.notes,
        rank: rank_label,
        description,
        naturals: comp.naturals,
        wilds: comp.wilds,
        rules: rules.name.clone(),
    }
}

/// Natural, mixed or wild: what a canasta of these cards is.
fn purity(comp: &Composition) -> CanastaKind {
    if comp.naturals == 0 {
        CanastaKind::Wild
    } else if comp.wilds == 0 {
        CanastaKind::Natural
    } else {
        CanastaKind::Mixed
    }
}

/// Black threes: when the rule set melds them, how many, with how many
/// wild cards.
fn check_black_threes(rules: &RuleSet, comp: &Composition, going_out: bool, v: &mut Checks) {
    let b = &rules.black_threes;
    let name = || rules.name.clone();
    match (b.meld, going_out) {
        (BlackThreeMeld::Never, _) if b.bonus_cards => {
            v.fail(BlackThreeReason::AreBonusCards { rules: name() });
        }
        (BlackThreeMeld::Never, _) => v.fail(BlackThreeReason::NeverMelded { rules: name() }),
        (BlackThreeMeld::GoingOut, false) => v.fail(BlackThreeReason::OnlyGoingOut),
        (BlackThreeMeld::GoingOut, true) => v.note(MeldNote::BlackThreesGoingOut),
    }
    let (min, max, got) = (b.min_cards, b.max_cards, comp.len);
    v.check(
        (min..=max).contains(&got),
        || BlackThreeReason::Count { min, max, got },
        MeldNote::BlackThreeCount { min, max },
    );
    let min = rules.meld.min_naturals;
    v.check(
        comp.naturals >= min,
        || BlackThreeReason::TooFewNaturals {
            min,
            got: comp.naturals,
        },
        MeldNote::BlackThreeNaturals { min },
    );
    let got = comp.wilds;
    if b.max_wilds == 0 {
        v.check(
            got == 0,
            || BlackThreeReason::WithWildCards { rules: name(), got },
            MeldNote::NoWildCards,
        );
    } else {
        let max = b.max_wilds;
        v.check(
            got <= max,
            || BlackThreeReason::TooManyWildCards { max, got },
            MeldNote::AtMostWildCards { max },
        );
    }
}

/// Wild cards only: whether the rule set has such melds, and their size.
fn check_wild_only(rules: &RuleSet, comp: &Composition, v: &mut Checks) {
    let m = &rules.meld;
    let name = || rules.name.clone();
    let got = comp.len;
    match m.wild_melds {
        WildMelds::Never => v.fail(WildMeldReason::NotAllowed {
            rules: name(),
            min_naturals: m.min_naturals,
        }),
        WildMelds::CanastaOnly => {
            let min = rules.canasta.min_cards;
            v.check(
                got >= min,
                || WildMeldReason::NotACanasta {
                    rules: name(),
                    min,
                    got,
                },
                MeldNote::WildCanasta { min },
            );
        }
        WildMelds::Any => v.check(
            got >= m.min_cards,
            || MeldReason::TooFewCards {
                min: m.min_cards,
                got,
            },
            MeldNote::WildOnly { min: m.min_cards },
        ),
    }
    if let Some(max) = m.wild_meld_max_cards {
        v.check(
            got <= max,
            || WildMeldReason::TooLong {
                rules: name(),
                max,
                got,
                canasta_size: max == rules.canasta.min_cards,
            },
            MeldNote::WildMeldMax { max },
        );
    }
    max_cards(rules, got, v);
}

/// A meld of one rank: its size, its naturals, its wild cards.
fn check_of_rank(rules: &RuleSet, cards: &[Card], comp: &Composition, rank: Rank, v: &mut Checks) {
    let m = &rules.meld;
    let name = || rules.name.clone();
    let (n, w) = (comp.naturals, comp.wilds);
    v.check(
        comp.len >= m.min_cards,
        || MeldReason::TooFewCards {
            min: m.min_cards,
            got: comp.len,
        },
        MeldNote::MinCards { min: m.min_cards },
    );
    max_cards(rules, comp.len, v);
    if m.natural_only_ranks.contains(&rank) {
        v.check(
            w == 0,
            || RankMeldReason::TakesNoWildCards {
                rules: name(),
                rank,
                wilds: wilds_of(cards),
            },
            MeldNote::NaturalOnlyRank { rank },
        );
    }
    if m.wilds_in_initial_only_ranks.contains(&rank) && w > 0 {
        v.note(MeldNote::WildsInInitialOnly { rank });
    }
    let min = m.min_naturals;
    v.check(
        n >= min,
        || RankMeldReason::TooFewNaturals { rank, min, got: n },
        MeldNote::MinNaturals { rank, min },
    );
    if let Some(max) = m.max_wilds {
        v.check(
            w <= max,
            || RankMeldReason::TooManyWildCards { max, got: w },
            MeldNote::AtMostWildCards { max },
        );
    }
    let (naturals, wilds) = (n, w);
    match m.wild_ratio {
        WildRatio::None => {}
        WildRatio::NaturalsExceedWilds => v.check(
            n > w,
            || RankMeldReason::NaturalsMustOutnumberWilds {
                rules: name(),
                naturals,
                wilds,
            },
            MeldNote::NaturalsOutnumberWilds,
        ),
        WildRatio::NaturalsAtLeastWilds => v.check(
            n >= w,
            || RankMeldReason::WildsOutnumberNaturals {
                rules: name(),
                naturals,
                wilds,
            },
            MeldNote::NaturalsAtLeastWilds,
        ),
    }
}

/// The wild cards among `cards`, in order.
fn wilds_of(cards: &[Card]) -> Vec<Card> {
    cards.iter().copied().filter(|c| c.is_wild()).collect()
}

/// Check a meld laid after the side's initial meld: a rank that takes wild
/// cards only in the initial meld (modern-american's aces) takes none now.
pub fn check_opened(rules: &RuleSet, cards: &[Card], going_out: bool) -> MeldVerdict {
    let mut v = check(rules, cards, going_out);
    let comp = Composition::of(cards);
    let Some(rank) = comp.rank().filter(|_| comp.naturals > 0 && comp.wilds > 0) else {
        return v;
    };
    if !rules.meld.wilds_in_initial_only_ranks.contains(&rank) {
        return v;
    }
    v.notes
        .retain(|n| !matches!(n, MeldNote::WildsInInitialOnly { .. }));
    v.reasons.push(
        RankMeldReason::WildCardsOnlyInInitialMeld {
            rules: rules.name.clone(),
            rank,
            wilds: wilds_of(cards),
        }
        .into(),
    );
    v.valid = false;
    v.canasta = None;
    v.kind = None;
    v.canasta_bonus = 0;
    v.description.canasta = None;
    v.description.kind = None;
    v
}

/// The rule set's own kind of canasta (before natural, mixed and wild) that
/// these cards are, or are on their way to being.
pub(crate) fn special_kind<'a>(rules: &'a RuleSet, cards: &[Card]) -> Option<&'a CanastaKindRule> {
    rules.canasta.kinds.iter().find(|k| k.fits(cards))
}

/// An incomplete meld of a kind that costs a penalty or bars going out.
pub(crate) fn incomplete_kind<'a>(
    rules: &'a RuleSet,
    cards: &[Card],
) -> Option<&'a CanastaKindRule> {
    if (cards.len() as u32) >= rules.canasta.min_cards {
        return None;
    }
    special_kind(rules, cards).filter(|k| k.incomplete_penalty != 0 || k.incomplete_bars_going_out)
}

/// `meld.max_cards`, for every kind of meld.
fn max_cards(rules: &RuleSet, got: u32, v: &mut Checks) {
    if let Some(max) = rules.meld.max_cards {
        v.check(
            got <= max,
            || MeldReason::TooManyCards {
                max,
                got,
                canasta_size: max == rules.canasta.min_cards,
            },
            MeldNote::MaxCards { max },
        );
    }
}

/// Melds of the same rank laid by one side are one meld: merge them.
/// Melds that have no single rank (invalid ones) stay as they are.
pub fn merge_by_rank(melds: &[Vec<Card>]) -> Vec<Vec<Card>> {
    group_by_rank(melds).into_iter().map(|g| g.cards).collect()
}

/// One merged meld and which of the given melds went into it, so that
/// messages can name the melds as the user wrote them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldGroup {
    /// The rank the melds share; `None` for wild-only or mixed-rank melds,
    /// which never merge.
    pub rank: Option<Rank>,
    /// Indexes into the melds given, in order.
    pub entries: Vec<usize>,
    /// All the cards of the group's melds.
    pub cards: Vec<Card>,
}

/// The melds of one side as the rule set counts them: merged by rank, or
/// each on its own where a side may have several melds of one rank.
pub fn group_melds(rules: &RuleSet, melds: &[Vec<Card>]) -> Vec<MeldGroup> {
    if !rules.meld.several_per_rank {
        return group_by_rank(melds);
    }
    melds
        .iter()
        .enumerate()
        .map(|(i, m)| MeldGroup {
            rank: Composition::of(m).rank(),
            entries: vec![i],
            cards: m.clone(),
        })
        .collect()
}

/// Group melds by rank as `merge_by_rank` merges them.
pub(crate) fn group_by_rank(melds: &[Vec<Card>]) -> Vec<MeldGroup> {
    let mut out: Vec<MeldGroup> = Vec::new();
    for (i, meld) in melds.iter().enumerate() {
        let comp = Composition::of(meld);
        let rank = if comp.naturals == 0 || comp.red_threes > 0 {
            None
        } else {
            comp.rank()
        };
        match out.iter_mut().find(|g| rank.is_some() && g.rank == rank) {
            Some(g) => {
                g.entries.push(i);
                g.cards.extend_from_slice(meld);
            }
            None => out.push(MeldGroup {
                rank,
                entries: vec![i],
                cards: meld.clone(),
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests;
