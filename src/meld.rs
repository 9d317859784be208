//! Is one meld legal under a rule set, what is it worth, is it a canasta?
//!
//! The verdict lists every rule the meld breaks (`reasons`) and every rule it
//! was checked against and meets (`notes`), so the table can explain itself.

use serde::Serialize;

use crate::card::{Card, Rank};
use crate::rules::{BlackThreeMeld, CanastaKindRule, RuleSet, WildMelds, WildRatio};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CanastaKind {
    Natural,
    Mixed,
    Wild,
}

impl CanastaKind {
    pub fn bonus(self, rules: &RuleSet) -> i64 {
        match self {
            CanastaKind::Natural => rules.canasta.natural_bonus,
            CanastaKind::Mixed => rules.canasta.mixed_bonus,
            CanastaKind::Wild => rules.canasta.wild_bonus,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CanastaKind::Natural => "natural",
            CanastaKind::Mixed => "mixed",
            CanastaKind::Wild => "wild",
        }
    }
}

/// What a meld is made of, before any rule is applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Composition {
    /// The distinct ranks of its natural cards, in order.
    pub ranks: Vec<Rank>,
    pub naturals: u32,
    pub wilds: u32,
    pub red_threes: u32,
    pub black_threes: u32,
    pub len: u32,
}

impl Composition {
    pub fn of(cards: &[Card]) -> Composition {
        let mut ranks: Vec<Rank> = cards
            .iter()
            .filter(|c| c.is_natural())
            .filter_map(|c| c.rank())
            .collect();
        ranks.sort();
        ranks.dedup();
        let count = |f: fn(&Card) -> bool| cards.iter().filter(|c| f(c)).count() as u32;
        Composition {
            ranks,
            naturals: count(|c| c.is_natural()),
            wilds: count(|c| c.is_wild()),
            red_threes: count(|c| c.is_red_three()),
            black_threes: count(|c| c.is_black_three()),
            len: cards.len() as u32,
        }
    }

    /// The rank of the meld if its naturals share one.
    pub fn rank(&self) -> Option<Rank> {
        match self.ranks.as_slice() {
            [r] => Some(*r),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MeldVerdict {
    pub cards: Vec<Card>,
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
    pub reasons: Vec<String>,
    /// The rules it was checked against and meets.
    pub notes: Vec<String>,
    /// `"K"`, `"wild"`, `"black threes"`; null for cards of several ranks.
    pub rank: Option<String>,
    /// What the cards are, in words: "a natural canasta of kings",
    /// "a meld of 10s", "black threes", "cards of several ranks".
    pub description: String,
    pub naturals: u32,
    pub wilds: u32,
    pub rules: String,
}

/// Check one meld. `going_out` says the player goes out with it, which is
/// when black threes may be melded.
pub fn check(rules: &RuleSet, cards: &[Card], going_out: bool) -> MeldVerdict {
    let comp = Composition::of(cards);
    let mut v = Verdict::default();
    let m = &rules.meld;
    let name = &rules.name;
    let plural = |n: u32, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };

    let rank_label;
    if comp.red_threes > 0 {
        rank_label = Some("red threes".to_string());
        v.fail("red threes are never melded: they are laid out face up as bonus cards");
    } else if comp.ranks.len() > 1 {
        rank_label = None;
        let names: Vec<String> = comp.ranks.iter().map(|r| r.plural()).collect();
        v.fail(format!(
            "a meld is of one rank, but the natural cards are {}",
            names.join(" and ")
        ));
    } else if comp.black_threes > 0 {
        rank_label = Some("black threes".to_string());
        let b = &rules.black_threes;
        match (b.meld, going_out) {
            (BlackThreeMeld::Never, _) if b.bonus_cards => {
                v.fail(format!(
                    "black threes are never melded under {name}: they are bonus cards, laid out at once (round file: `black_threes`)"
                ));
            }
            (BlackThreeMeld::Never, _) => {
                v.fail(format!("black threes are never melded under {name}"));
            }
            (BlackThreeMeld::GoingOut, false) => v.fail(
                "black threes may be melded only as the last meld when going out (--going-out)",
            ),
            (BlackThreeMeld::GoingOut, true) => {
                v.note("black threes may be melded when going out");
            }
        }
        let range = if b.min_cards == b.max_cards {
            format!("{}", b.min_cards)
        } else {
            format!("{} to {}", b.min_cards, b.max_cards)
        };
        v.check(
            (b.min_cards..=b.max_cards).contains(&comp.len),
            format!(
                "a meld of black threes has {range} cards; this has {}",
                comp.len
            ),
            format!("{range} cards"),
        );
        v.check(
            comp.naturals >= m.min_naturals,
            format!(
                "a meld needs at least {} natural cards; this has {}",
                m.min_naturals, comp.naturals
            ),
            format!("at least {} black threes", m.min_naturals),
        );
        if b.max_wilds == 0 {
            v.check(
                comp.wilds == 0,
                format!(
                    "black threes may not be melded with wild cards under {name}; this has {}",
                    plural(comp.wilds, "wild card", "wild cards")
                ),
                "no wild cards".to_string(),
            );
        } else {
            v.check(
                comp.wilds <= b.max_wilds,
                format!(
                    "at most {} with black threes; this has {}",
                    plural(b.max_wilds, "wild card", "wild cards"),
                    comp.wilds
                ),
                format!("at most {}", plural(b.max_wilds, "wild card", "wild cards")),
            );
        }
    } else if comp.naturals == 0 {
        rank_label = Some("wild".to_string());
        let canasta_min = rules.canasta.min_cards;
        match m.wild_melds {
            WildMelds::Never => v.fail(format!(
                "a meld of wild cards only is not allowed under {name}: it needs at least {}",
                plural(m.min_naturals, "natural card", "natural cards")
            )),
            WildMelds::CanastaOnly => v.check(
                comp.len >= canasta_min,
                format!(
                    "a meld of wild cards only must be a complete canasta of {canasta_min} or more cards under {name}; this has {}",
                    comp.len
                ),
                format!("a canasta of wild cards only ({canasta_min}+ cards)"),
            ),
            WildMelds::Any => v.check(
                comp.len >= m.min_cards,
                format!(
                    "a meld needs at least {} cards; this has {}",
                    m.min_cards, comp.len
                ),
                format!("wild cards only, at least {} cards", m.min_cards),
            ),
        }
        if let Some(max) = m.max_cards {
            v.check(
                comp.len <= max,
                format!(
                    "a meld has at most {max} cards{}; this has {}",
                    closed_at(rules, max),
                    comp.len
                ),
                format!("at most {max} cards"),
            );
        }
    } else {
        let rank = comp.ranks[0];
        rank_label = Some(rank.symbol().to_string());
        let (n, w) = (comp.naturals, comp.wilds);
        v.check(
            comp.len >= m.min_cards,
            format!(
                "a meld needs at least {} cards; this has {}",
                m.min_cards, comp.len
            ),
            format!("at least {} cards", m.min_cards),
        );
        if let Some(max) = m.max_cards {
            v.check(
                comp.len <= max,
                format!(
                    "a meld has at most {max} cards{}; this has {}",
                    closed_at(rules, max),
                    comp.len
                ),
                format!("at most {max} cards"),
            );
        }
        if m.natural_only_ranks.contains(&rank) {
            let wild: Vec<String> = cards
                .iter()
                .filter(|c| c.is_wild())
                .map(ToString::to_string)
                .collect();
            v.check(
                w == 0,
                format!(
                    "{} never take wild cards under {name}; this has {} ({})",
                    rank.plural(),
                    plural(w, "wild card", "wild cards"),
                    wild.join(" ")
                ),
                format!("no wild card ({} take none)", rank.plural()),
            );
        }
        if m.wilds_in_initial_only_ranks.contains(&rank) && w > 0 {
            v.note(format!(
                "{} take wild cards only in the side's initial meld, and are then an ordinary mixed meld",
                rank.plural()
            ));
        }
        v.check(
            n >= m.min_naturals,
            format!(
                "a meld needs at least {} natural {}; this has {n}",
                m.min_naturals,
                rank.plural()
            ),
            format!("at least {} natural {}", m.min_naturals, rank.plural()),
        );
        if let Some(max) = m.max_wilds {
            v.check(
                w <= max,
                format!(
                    "a meld holds at most {}; this has {w}",
                    plural(max, "wild card", "wild cards")
                ),
                format!("at most {}", plural(max, "wild card", "wild cards")),
            );
        }
        match m.wild_ratio {
            WildRatio::None => {}
            WildRatio::NaturalsExceedWilds => v.check(
                n > w,
                format!(
                    "naturals must outnumber wild cards under {name}; this has {n} natural and {w} wild"
                ),
                "more naturals than wild cards".to_string(),
            ),
            WildRatio::NaturalsAtLeastWilds => v.check(
                n >= w,
                format!(
                    "wild cards may not outnumber naturals under {name}; this has {n} natural and {w} wild"
                ),
                "no more wild cards than naturals".to_string(),
            ),
        }
    }

    let valid = v.reasons.is_empty();
    let canasta = (valid && comp.len >= rules.canasta.min_cards).then_some({
        if comp.naturals == 0 {
            CanastaKind::Wild
        } else if comp.wilds == 0 {
            CanastaKind::Natural
        } else {
            CanastaKind::Mixed
        }
    });
    let kind = canasta.map(|purity| {
        special_kind(rules, cards).map_or_else(|| purity.name().to_string(), |k| k.name.clone())
    });
    let canasta_bonus = match (canasta, special_kind(rules, cards)) {
        (None, _) => 0,
        (Some(_), Some(k)) => k.bonus,
        (Some(purity), None) => purity.bonus(rules),
    };
    let of_what = if comp.red_threes > 0 {
        "red threes".to_string()
    } else if comp.ranks.len() > 1 {
        "cards of several ranks".to_string()
    } else if comp.black_threes > 0 {
        "black threes".to_string()
    } else if comp.naturals == 0 {
        "wild cards".to_string()
    } else {
        comp.ranks[0].plural()
    };
    let description = match (canasta, &kind) {
        (Some(CanastaKind::Wild), Some(k)) if k == "wild" => {
            "a wild canasta (wild cards only)".to_string()
        }
        (Some(CanastaKind::Wild), Some(k)) => format!("a canasta of {k} (wild cards only)"),
        (Some(purity), Some(k)) if k == purity.name() => {
            format!("a {k} canasta of {of_what}")
        }
        (Some(purity), Some(k)) => format!("a canasta of {k} ({})", purity.name()),
        (None, _) if comp.ranks.len() > 1 || comp.red_threes > 0 => of_what,
        _ => format!("a meld of {of_what}"),
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
    let wild: Vec<String> = cards
        .iter()
        .filter(|c| c.is_wild())
        .map(ToString::to_string)
        .collect();
    v.notes
        .retain(|n| !n.contains("only in the side's initial meld"));
    v.reasons.push(format!(
        "{} take wild cards only in the side's initial meld under {}; laid after it, this has {} ({})",
        rank.plural(),
        rules.name,
        comp.wilds,
        wild.join(" ")
    ));
    v.valid = false;
    v.canasta = None;
    v.kind = None;
    v.canasta_bonus = 0;
    v.description = format!("a meld of {}", rank.plural());
    v
}

/// The rule set's own kind of canasta (before natural, mixed and wild) that
/// these cards are, or are on their way to being.
pub fn special_kind<'a>(rules: &'a RuleSet, cards: &[Card]) -> Option<&'a CanastaKindRule> {
    rules.canasta.kinds.iter().find(|k| k.fits(cards))
}

/// An incomplete meld of a kind that costs a penalty or bars going out.
pub fn incomplete_kind<'a>(rules: &'a RuleSet, cards: &[Card]) -> Option<&'a CanastaKindRule> {
    if (cards.len() as u32) >= rules.canasta.min_cards {
        return None;
    }
    special_kind(rules, cards).filter(|k| k.incomplete_penalty != 0 || k.incomplete_bars_going_out)
}

/// Why a meld stops at its maximum, where that is the canasta's size.
fn closed_at(rules: &RuleSet, max: u32) -> &'static str {
    if max == rules.canasta.min_cards {
        " (a canasta is closed at that size)"
    } else {
        ""
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
    pub cards: Vec<Card>,
}

/// Group melds by rank as `merge_by_rank` merges them.
pub fn group_by_rank(melds: &[Vec<Card>]) -> Vec<MeldGroup> {
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

#[derive(Default)]
struct Verdict {
    reasons: Vec<String>,
    notes: Vec<String>,
}

impl Verdict {
    fn fail(&mut self, reason: impl Into<String>) {
        self.reasons.push(reason.into());
    }

    fn note(&mut self, note: impl Into<String>) {
        self.notes.push(note.into());
    }

    fn check(&mut self, ok: bool, reason: String, note: String) {
        if ok {
            self.notes.push(note);
        } else {
            self.reasons.push(reason);
        }
    }
}

#[cfg(test)]
mod tests;
