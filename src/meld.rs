//! Is one meld legal under a rule set, what is it worth, is it a canasta?
//!
//! The verdict lists every rule the meld breaks (`reasons`) and every rule it
//! was checked against and meets (`notes`), so the table can explain itself.

use serde::Serialize;

use crate::card::{Card, Rank, Suit};
pub use crate::composition::Composition;
use crate::rules::{BlackThreeMeld, CanastaKindRule, RuleSet, Sequences, WildMelds, WildRatio};

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
    let sequence = rules.meld.sequences.allowed && comp.ranks.len() > 1;
    if sequence {
        rank_label = Some(check_sequence(rules, cards, &mut v));
    } else if comp.red_threes > 0 {
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
        if let Some(max) = m.wild_meld_max_cards {
            v.check(
                comp.len <= max,
                format!(
                    "a meld of wild cards only has at most {max} cards under {name}{}; this has {}",
                    closed_at(rules, max),
                    comp.len
                ),
                format!("at most {max} wild cards"),
            );
        }
        max_cards(rules, comp.len, &mut v);
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
        max_cards(rules, comp.len, &mut v);
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
    let of_what = if sequence {
        rank_label.clone().unwrap_or_default()
    } else if comp.red_threes > 0 {
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
        (Some(_), Some(k)) if sequence => format!("a canasta, {k} (a sequence of {of_what})"),
        (Some(purity), Some(k)) => format!("a canasta of {k} ({})", purity.name()),
        (None, _) if sequence => format!("a sequence of {of_what}"),
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

/// Checks cards of several ranks as a sequence: one suit, in a row, within
/// the rule set's ranks and sizes. Returns the label for the meld
/// (`"hearts 4–10"`).
fn check_sequence(rules: &RuleSet, cards: &[Card], v: &mut Verdict) -> String {
    let q = &rules.meld.sequences;
    let name = &rules.name;
    let len = cards.len() as u32;
    let naturals: Vec<(Suit, Rank)> = cards
        .iter()
        .filter(|c| c.is_natural())
        .filter_map(|c| Some((c.suit()?, c.rank()?)))
        .collect();
    let wilds: Vec<Card> = cards.iter().copied().filter(|c| c.is_wild()).collect();
    let mut suits: Vec<Suit> = naturals.iter().map(|(s, _)| *s).collect();
    suits.sort();
    suits.dedup();
    let mut places: Vec<u8> = naturals.iter().map(|(_, r)| Sequences::place(*r)).collect();
    places.sort_unstable();
    let (low, high) = (Sequences::place(q.lowest), Sequences::place(q.highest));
    let label = match (suits.as_slice(), places.first(), places.last()) {
        ([suit], Some(&a), Some(&b)) => format!("{} {}–{}", suit_name(*suit), symbol(a), symbol(b)),
        (_, Some(&a), Some(&b)) => format!("{}–{}", symbol(a), symbol(b)),
        _ => "sequence".to_string(),
    };
    v.check(
        suits.len() <= 1,
        format!(
            "a sequence is of one suit, but {} holds {}",
            crate::notation::format_cards(cards),
            suits
                .iter()
                .map(|s| suit_name(*s))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        "one suit".to_string(),
    );
    let outside: Vec<String> = cards
        .iter()
        .filter(|c| c.is_natural())
        .filter(|c| {
            c.rank()
                .is_some_and(|r| !(low..=high).contains(&Sequences::place(r)))
        })
        .map(ToString::to_string)
        .collect();
    v.check(
        outside.is_empty(),
        format!(
            "a sequence runs from {} up to {} under {name}: {} {} outside it{}",
            q.lowest,
            q.highest,
            outside.join(" "),
            if outside.len() == 1 { "is" } else { "are" },
            if q.lowest.number() > 3 {
                " (threes and twos are never in a sequence)"
            } else {
                ""
            }
        ),
        format!("ranks from {} up to {}", q.lowest, q.highest),
    );
    let twos_as_ends =
        wilds.iter().any(|c| c.rank() == Some(Rank::TWO)) && places.last() == Some(&high);
    if q.max_wilds == 0 {
        v.check(
            wilds.is_empty(),
            format!(
                "a sequence takes no wild card under {name}; this has {}{}",
                crate::notation::format_cards(&wilds),
                if twos_as_ends {
                    format!(" (a 2 is wild, and the sequence ends at {})", q.highest)
                } else {
                    String::new()
                }
            ),
            "no wild card".to_string(),
        );
    } else {
        v.check(
            wilds.len() as u32 <= q.max_wilds,
            format!(
                "a sequence holds at most {} wild card{} under {name}; this has {}",
                q.max_wilds,
                if q.max_wilds == 1 { "" } else { "s" },
                wilds.len()
            ),
            format!("at most {} wild cards", q.max_wilds),
        );
    }
    let twice: Vec<String> = places
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| symbol(w[0]).to_string())
        .collect();
    let gaps: u32 = places
        .windows(2)
        .map(|w| u32::from(w[1].saturating_sub(w[0]).saturating_sub(1)))
        .sum();
    if !twice.is_empty() {
        v.fail(format!(
            "a sequence holds each rank once, but this has {} twice",
            twice.join(" and ")
        ));
    } else {
        v.check(
            gaps <= if q.max_wilds > 0 {
                wilds.len() as u32
            } else {
                0
            },
            format!(
                "a sequence is in a row, but {} leaves {gaps} missing",
                crate::notation::format_cards(cards)
            ),
            "in a row".to_string(),
        );
    }
    // Wild cards beyond the naturals' gaps stand below or above them, so
    // the whole sequence must fit between the lowest and highest rank.
    let room = u32::from(high.saturating_sub(low)) + 1;
    if q.max_wilds > 0 && twice.is_empty() && outside.is_empty() {
        v.check(
            len <= room,
            format!(
                "a sequence runs from {} up to {} under {name}: {room} places, but this has {len} cards",
                q.lowest, q.highest
            ),
            format!("fits from {} up to {}", q.lowest, q.highest),
        );
    }
    v.check(
        (q.min_cards..=q.max_cards).contains(&len),
        format!(
            "a sequence has {} to {} cards (complete and closed at {}); this has {len}",
            q.min_cards, q.max_cards, q.max_cards
        ),
        format!("{} to {} cards", q.min_cards, q.max_cards),
    );
    label
}

fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
        Suit::Spades => "spades",
    }
}

/// A sequence place as a rank symbol (14: the ace above the king).
fn symbol(place: u8) -> &'static str {
    Rank::new(if place == 14 { 1 } else { place }).map_or("?", Rank::symbol)
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
/// `meld.max_cards`, for every kind of meld.
fn max_cards(rules: &RuleSet, len: u32, v: &mut Verdict) {
    if let Some(max) = rules.meld.max_cards {
        v.check(
            len <= max,
            format!(
                "a meld has at most {max} cards{}; this has {len}",
                closed_at(rules, max)
            ),
            format!("at most {max} cards"),
        );
    }
}

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
