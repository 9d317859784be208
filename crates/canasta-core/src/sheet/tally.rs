//! A hand as players count it on the table (`--tally We=natural:1,red3:2,
//! out,cards:120`): canastas, red threes, going out and card points. The
//! game's rule set turns the counts into points (`score::score_counted`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::meld::CanastaKind;
use crate::rules::{CanastaKindRule, HandSet, RuleSet, WildMelds};
use crate::score::{Counted, Item, Part, Source, Threes};
use crate::sheet::fault::{Own, SheetFault, TallyItems};

/// What one side counted; stored with its entry in the game file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a tally: a mapping of natural, mixed, wild, from_hand, kinds, red3, black3, out, concealed, melded, cards, held, incomplete, sets, caught3, foot3, special"
)]
pub struct Tally {
    /// Natural canastas.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub natural: u32,
    /// Mixed canastas.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub mixed: u32,
    /// Wild canastas.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wild: u32,
    /// How many of the canastas were laid complete from the hand, where
    /// the rule set gives them more (wikipedia: 100 more each).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_hand: Option<u32>,
    /// Canastas of the rule set's own kinds, by name (`aces`, `samba`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub kinds: BTreeMap<String, u32>,
    /// Red threes laid out.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red3: u32,
    /// Black threes laid out, where they are bonus cards.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black3: u32,
    /// The side went out.
    #[serde(default, skip_serializing_if = "is_false")]
    pub out: bool,
    /// It went out concealed.
    #[serde(default, skip_serializing_if = "is_false")]
    pub concealed: bool,
    /// Whether the side laid any meld; when left out, a side melded if it
    /// has a canasta, went out or has card points above zero.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub melded: Option<bool>,
    /// Card points: melded minus held.
    #[serde(default, skip_serializing_if = "is_zero_i")]
    pub cards: i64,
    /// The card points held among them (a positive number), where they
    /// must be told apart from the melded ones (a side with no canasta
    /// whose melded cards count minus too).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held: Option<i64>,
    /// Melds of the rule set's kinds left short of a canasta, by kind
    /// (`incomplete-aces:1`), where the rule set makes them cost.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub incomplete: BTreeMap<String, u32>,
    /// Players caught holding a set of a rank the rule set makes cost
    /// (`set-A:1`: three aces or more in one hand), by rank.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sets: BTreeMap<String, u32>,
    /// Threes caught in a hand, where the rule set makes them cost.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub caught3: u32,
    /// Red threes in feet never picked up (a foot's other cards count in
    /// `cards`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub foot3: u32,
    /// A special hand laid (`special-garbage`): the side scores it alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special: Option<String>,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
fn is_zero_i(n: &i64) -> bool {
    *n == 0
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// A tally as a game file stores it: its items as `--tally` takes them
/// (`natural:1,red3:2,out,cards:120`), one line a person can read and edit.
pub fn write<S: serde::Serializer>(tally: &Option<Tally>, s: S) -> Result<S::Ok, S::Error> {
    match tally {
        Some(t) => s.serialize_str(&t.items()),
        None => s.serialize_none(),
    }
}

/// A stored tally: its items (`migrate` turns the mapping of counts older
/// game files hold into them).
pub fn stored<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Tally>, D::Error> {
    struct Stored;
    impl serde::de::Visitor<'_> for Stored {
        type Value = Option<Tally>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a tally: its items as --tally takes them (natural:1,red3:2,out,cards:120)")
        }

        fn visit_str<E: serde::de::Error>(self, items: &str) -> Result<Self::Value, E> {
            if items.trim().is_empty() {
                return Ok(Some(Tally::default()));
            }
            // Its words are the front end's: a stored tally that is none
            // is refused as serde refuses a value, naming it.
            Tally::parse(items).map(Some).map_err(|fault| {
                let bad = match &fault {
                    SheetFault::TallyNotACount { item, .. }
                    | SheetFault::TallyNotAFlag { item, .. }
                    | SheetFault::TallyNotHeldPoints { item, .. }
                    | SheetFault::TallyNotCardPoints { item, .. }
                    | SheetFault::TallyNotARank { item, .. }
                    | SheetFault::TallySpecialLeftOut { item }
                    | SheetFault::TallyTwoSpecialHands { item, .. }
                    | SheetFault::TallyNotAnItem { item, .. } => item.as_str(),
                    SheetFault::TallyItemTwice { key } => key.as_str(),
                    _ => items,
                };
                E::invalid_value(serde::de::Unexpected::Str(bad), &self)
            })
        }

        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }

        fn visit_none<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
    }
    d.deserialize_any(Stored)
}

/// Score the sides' tallies under a rule set.
pub fn score(
    rules: &RuleSet,
    sides: &[(&str, &Tally)],
) -> crate::error::Result<crate::score::HandScore> {
    let counted: Vec<Counted> = sides.iter().map(|(n, t)| t.counted(n, rules)).collect();
    crate::score::score_counted(rules, &counted)
}

/// The short forms of items: `nat:2,r3,out`.
pub const SHORT: &[(&str, &str)] = &[
    ("nat", "natural"),
    ("mix", "mixed"),
    ("r3", "red3"),
    ("b3", "black3"),
    ("conc", "concealed"),
    ("unm", "unmelded"),
];

impl Tally {
    /// Read the items of one side (`natural:1,red3:2,out,cards:120`).
    pub fn parse(items: &str) -> Result<Tally, SheetFault> {
        let mut t = Tally::default();
        // Every hand of a game file is read through here: no copies of
        // items already in lower case.
        let mut seen: Vec<std::borrow::Cow<'_, str>> = Vec::new();
        for item in items.split(',').map(str::trim) {
            if item.is_empty() {
                return Err(SheetFault::TallyEmptyItem);
            }
            let (key, value) = match item.split_once(':') {
                Some((k, v)) => (k.trim(), Some(v.trim())),
                None => (item, None),
            };
            let key: std::borrow::Cow<'_, str> = if key.bytes().any(|b| b.is_ascii_uppercase()) {
                key.to_ascii_lowercase().into()
            } else {
                key.into()
            };
            // The short forms, documented with the items.
            let key: std::borrow::Cow<'_, str> = match SHORT.iter().find(|(s, _)| *s == key) {
                Some((_, long)) => (*long).into(),
                None => key,
            };
            if seen.contains(&key) {
                return Err(SheetFault::TallyItemTwice {
                    key: key.into_owned(),
                });
            }
            let count = || -> Result<u32, SheetFault> {
                match value {
                    None => Ok(1),
                    Some(v) => v.parse::<u32>().map_err(|_| SheetFault::TallyNotACount {
                        item: item.to_string(),
                        value: v.to_string(),
                    }),
                }
            };
            let flag = || -> Result<bool, SheetFault> {
                match value {
                    None | Some("1" | "yes" | "true") => Ok(true),
                    Some("0" | "no" | "false") => Ok(false),
                    Some(v) => Err(SheetFault::TallyNotAFlag {
                        item: item.to_string(),
                        value: v.to_string(),
                        key: key.to_string(),
                    }),
                }
            };
            match key.as_ref() {
                "natural" => t.natural = count()?,
                "mixed" => t.mixed = count()?,
                "wild" => t.wild = count()?,
                "red3" => t.red3 = count()?,
                "black3" => t.black3 = count()?,
                "out" => t.out = flag()?,
                "concealed" => t.concealed = flag()?,
                "melded" | "unmelded" => {
                    if t.melded.is_some() {
                        return Err(SheetFault::TallyMeldedAndUnmelded);
                    }
                    // `unmelded` says no: it reads `unmelded:no` as melded.
                    t.melded = Some(flag()? == (key == "melded"));
                }
                "held" => {
                    let v = value.ok_or(SheetFault::TallyHeldNeedsPoints)?;
                    t.held = Some(v.parse::<i64>().ok().filter(|n| *n >= 0).ok_or_else(|| {
                        SheetFault::TallyNotHeldPoints {
                            item: item.to_string(),
                            value: v.to_string(),
                        }
                    })?);
                }
                "cards" => {
                    let v = value.ok_or(SheetFault::TallyCardsNeedsPoints)?;
                    t.cards = v
                        .parse::<i64>()
                        .map_err(|_| SheetFault::TallyNotCardPoints {
                            item: item.to_string(),
                            value: v.to_string(),
                        })?;
                }
                "caught3" => t.caught3 = count()?,
                "foot3" => t.foot3 = count()?,
                "from-hand" => t.from_hand = Some(count()?),
                other => t.set_named(other, item, &count, &flag)?,
            }
            seen.push(key);
        }
        if t.concealed {
            t.out = true;
        }
        Ok(t)
    }

    /// An item named after what the rule set calls it: a cost
    /// (`incomplete-aces`, `set-A`), a special hand (`special-garbage`) or
    /// a canasta of the rule set's own kinds (`aces`). `check` knows the
    /// rule set and refuses a name it does not have.
    fn set_named(
        &mut self,
        key: &str,
        item: &str,
        count: &dyn Fn() -> Result<u32, SheetFault>,
        flag: &dyn Fn() -> Result<bool, SheetFault>,
    ) -> Result<(), SheetFault> {
        if let Some(kind) = key.strip_prefix("incomplete-").filter(|k| !k.is_empty()) {
            self.incomplete.insert(kind.to_string(), count()?);
        } else if let Some(rank) = key.strip_prefix("set-") {
            let rank =
                crate::card::Rank::from_text(rank).ok_or_else(|| SheetFault::TallyNotARank {
                    item: item.to_string(),
                    rank: rank.to_string(),
                })?;
            self.sets.insert(rank.symbol().to_string(), count()?);
        } else if let Some(name) = key.strip_prefix("special-").filter(|n| !n.is_empty()) {
            if !flag()? {
                return Err(SheetFault::TallySpecialLeftOut {
                    item: item.to_string(),
                });
            }
            if let Some(was) = &self.special {
                return Err(SheetFault::TallyTwoSpecialHands {
                    item: item.to_string(),
                    was: was.clone(),
                });
            }
            self.special = Some(name.to_string());
        } else if !key.is_empty()
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            let n = count()?;
            self.kinds.insert(key.to_string(), n);
        } else {
            return Err(SheetFault::TallyNotAnItem {
                item: item.to_string(),
                items: crate::sheet::fault::TallyItems,
            });
        }
        Ok(())
    }

    /// A side that went out melded; otherwise canastas or card points say so.
    pub fn melded(&self) -> bool {
        self.melded
            .unwrap_or(self.out || self.canastas() > 0 || self.cards > 0)
    }

    /// All its canastas, of every kind.
    pub fn canastas(&self) -> u32 {
        self.kinds.values().fold(
            self.natural
                .saturating_add(self.mixed)
                .saturating_add(self.wild),
            |a, n| a.saturating_add(*n),
        )
    }

    /// The items as `--tally` takes them.
    pub fn items(&self) -> String {
        let mut out = Vec::new();
        for (name, n) in [
            ("natural", self.natural),
            ("mixed", self.mixed),
            ("wild", self.wild),
        ] {
            if n > 0 {
                out.push(format!("{name}:{n}"));
            }
        }
        for (name, n) in &self.kinds {
            if *n > 0 {
                out.push(format!("{name}:{n}"));
            }
        }
        if let Some(n) = self.from_hand {
            out.push(format!("from-hand:{n}"));
        }
        for (name, n) in [("red3", self.red3), ("black3", self.black3)] {
            if n > 0 {
                out.push(format!("{name}:{n}"));
            }
        }
        if self.concealed {
            out.push("concealed".into());
        } else if self.out {
            out.push("out".into());
        }
        if let Some(m) = self.melded {
            out.push(if m { "melded" } else { "unmelded" }.into());
        }
        if self.cards != 0 {
            out.push(format!("cards:{}", self.cards));
        }
        if let Some(held) = self.held {
            out.push(format!("held:{held}"));
        }
        for (prefix, map) in [("incomplete-", &self.incomplete), ("set-", &self.sets)] {
            for (name, n) in map {
                if *n > 0 {
                    out.push(format!("{prefix}{name}:{n}"));
                }
            }
        }
        for (name, n) in [("caught3", self.caught3), ("foot3", self.foot3)] {
            if n > 0 {
                out.push(format!("{name}:{n}"));
            }
        }
        if let Some(special) = &self.special {
            out.push(format!("special-{special}"));
        }
        out.join(",")
    }

    /// What the side counted, with each canasta's bonus under `rules`.
    pub fn counted(&self, name: &str, rules: &RuleSet) -> Counted {
        let mut canastas = Vec::new();
        for (kind, n) in [
            (CanastaKind::Natural, self.natural),
            (CanastaKind::Mixed, self.mixed),
            (CanastaKind::Wild, self.wild),
        ] {
            canastas.extend(std::iter::repeat_n(
                (kind.name().to_string(), kind.bonus(rules)),
                n as usize,
            ));
        }
        for (kind, &n) in &self.kinds {
            // `check` has refused a name the rule set does not have.
            let bonus = rules
                .canasta
                .kinds
                .iter()
                .find(|k| k.tally_name() == kind)
                .map_or(0, |k| k.bonus);
            canastas.extend(std::iter::repeat_n((kind.clone(), bonus), n as usize));
        }
        Counted {
            costs: self.costs(rules),
            special: self.special.as_ref().map(|name| {
                let points = rules
                    .scoring
                    .special_hands
                    .iter()
                    .find(|h| &h.name == name)
                    .map_or(0, |h| h.points);
                (name.clone(), points)
            }),
            name: name.to_string(),
            canastas,
            red_threes: self.red3,
            black_threes: self.black3,
            melded: self.melded(),
            held: self.held,
            went_out: self.out,
            concealed: self.concealed,
            cards: self.cards,
        }
    }
}

impl Tally {
    /// What the rule set makes the side lose for what it counted: `check`
    /// has refused what the rule set does not price.
    fn costs(&self, rules: &RuleSet) -> Vec<(Item, Part, Source, i64)> {
        let cost = |each: i64, n: u32| each.saturating_mul(i64::from(n)).saturating_neg();
        let mut costs = Vec::new();
        for (kind, &n) in &self.incomplete {
            if let Some(k) = incomplete_kind(rules, kind) {
                costs.push((
                    Item::CountedIncomplete {
                        kind: kind.clone(),
                        n,
                    },
                    Part::Bonus,
                    Source::IncompleteMeld,
                    cost(k.incomplete_penalty, n),
                ));
            }
        }
        for (rank, &n) in &self.sets {
            if let Some(set) = hand_set(rules, rank) {
                costs.push((
                    Item::CountedHandSets {
                        min: set.min_cards,
                        rank: set.rank.number(),
                        n,
                    },
                    Part::Bonus,
                    Source::HandSet,
                    cost(set.penalty, n),
                ));
            }
        }
        let extra = rules.canasta.concealed_extra;
        if let Some(n) = self.from_hand.filter(|n| *n > 0 && extra != 0) {
            costs.push((
                Item::CountedFromHand { n },
                Part::Bonus,
                Source::ConcealedCanasta,
                extra.saturating_mul(i64::from(n)),
            ));
        }
        let r = &rules.red_threes;
        if let (Some(each), true) = (r.caught_in_hand, self.caught3 > 0) {
            costs.push((
                Item::ThreesCaught {
                    threes: Threes::Counted(self.caught3),
                },
                Part::Cards,
                Source::ThreesInHand,
                cost(each, self.caught3),
            ));
        }
        if self.foot3 > 0 {
            let each = r.foot_cost();
            costs.push((
                Item::RedThreesInFoot {
                    player: None,
                    threes: Threes::Counted(self.foot3),
                },
                Part::Cards,
                Source::ThreesInFoot,
                cost(each, self.foot3),
            ));
        }
        costs
    }

    /// Whether anything besides a special hand (and going out with it) is
    /// counted.
    fn more_than_special(&self) -> bool {
        let bare = Tally {
            special: self.special.clone(),
            out: self.out,
            concealed: self.concealed,
            melded: self.melded,
            ..Tally::default()
        };
        *self != bare
    }
}

impl Tally {
    /// Whether an item settles that the side melded: a canasta, going
    /// out, a special hand or card points above zero.
    fn shows_a_meld(&self) -> bool {
        self.canastas() > 0 || self.out || self.special.is_some() || self.cards > 0
    }

    /// Whether the side's score under `rules` turns on whether it melded
    /// (red threes counted minus for a side with no meld) while no item
    /// says so.
    pub fn melded_matters(&self, rules: &RuleSet) -> bool {
        if self.melded.is_some() || self.shows_a_meld() {
            return false;
        }
        let total = |melded: bool| {
            let t = Tally {
                melded: Some(melded),
                ..self.clone()
            };
            score(rules, &[("", &t)]).ok().map(|s| s.teams[0].total)
        };
        total(true) != total(false)
    }

    /// Whether `rules` gives canastas laid complete from the hand more
    /// and the side has canastas, while no item says how many were.
    pub fn from_hand_matters(&self, rules: &RuleSet) -> bool {
        rules.canasta.concealed_extra != 0
            && self.from_hand.is_none()
            && self.special.is_none()
            && self.canastas() > 0
    }

    /// Whether the side's melded and held card points must be told apart:
    /// `rules` turns a side's melded cards minus when it has no canasta,
    /// and `cards` is their difference.
    pub fn held_matters(&self, rules: &RuleSet) -> bool {
        rules.scoring.no_canasta_all_negative
            && self.canastas() == 0
            && self.special.is_none()
            && self.held.is_none()
            && self.melded != Some(false)
    }
}

/// What a side's score turns on that no item of its tally settles, or
/// that its items contradict: refused when a hand is entered, so that no
/// fact is guessed. (Tallies stored before keep scoring as entered.)
pub fn unsettled(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if t.melded_matters(rules) {
        let total = |melded: bool| {
            let t = Tally {
                melded: Some(melded),
                ..t.clone()
            };
            score(rules, &[(name, &t)]).map_or(0, |s| s.teams[0].total)
        };
        return Err(SheetFault::MeldedUnsaid {
            team: name.to_string(),
            with_meld: total(true),
            without_meld: total(false),
            rules: rules.name.clone(),
        });
    }
    if t.from_hand_matters(rules) {
        return Err(SheetFault::FromHandUnsaid {
            team: name.to_string(),
            canastas: t.canastas(),
            rules: rules.name.clone(),
            extra: rules.canasta.concealed_extra,
        });
    }
    if t.held_matters(rules) {
        return Err(SheetFault::HeldUnsaid {
            team: name.to_string(),
            rules: rules.name.clone(),
            cards: t.cards,
        });
    }
    if t.melded == Some(false) {
        if t.cards > 0 {
            return Err(SheetFault::UnmeldedMeldedCards {
                team: name.to_string(),
                cards: t.cards,
            });
        }
        if t.held.is_some_and(|h| h != -t.cards) {
            return Err(SheetFault::UnmeldedHeld {
                team: name.to_string(),
                held: t.held.unwrap_or(0),
                cards: t.cards,
            });
        }
    }
    if t.held
        .is_some_and(|h| t.cards.checked_add(h).is_none_or(|m| m < 0))
    {
        return Err(SheetFault::HeldPastCards {
            team: name.to_string(),
            held: t.held.unwrap_or(0),
            cards: t.cards,
        });
    }
    Ok(())
}

/// The kinds whose melds cost when left short of a canasta, one per name
/// (an incomplete meld is of a kind by its name: wild is wild): what
/// `incomplete-NAME` items count.
pub fn priced_incomplete(rules: &RuleSet) -> Vec<&CanastaKindRule> {
    let mut kinds: Vec<&CanastaKindRule> = Vec::new();
    for k in rules
        .canasta
        .kinds
        .iter()
        .filter(|k| k.incomplete_penalty != 0)
    {
        if !kinds.iter().any(|o| o.name == k.name) {
            kinds.push(k);
        }
    }
    kinds
}

/// The kind an `incomplete-NAME` item names: one that costs when short.
fn incomplete_kind<'a>(rules: &'a RuleSet, name: &str) -> Option<&'a CanastaKindRule> {
    rules
        .canasta
        .kinds
        .iter()
        .filter(|k| k.incomplete_penalty != 0)
        .find(|k| k.tally_name() == name || k.name == name)
}

/// The set a `set-RANK` item names (`set-A`).
fn hand_set<'a>(rules: &'a RuleSet, rank: &str) -> Option<&'a HandSet> {
    rules
        .scoring
        .hand_sets
        .iter()
        .find(|s| s.rank.symbol() == rank)
}

/// The items of a side that name what the rule set does not have or does
/// not price, or that a special hand rules out.
fn check_costs(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    for kind in t.incomplete.keys() {
        if incomplete_kind(rules, kind).is_none() {
            let names: Vec<String> = priced_incomplete(rules)
                .iter()
                .map(|k| format!("incomplete-{}", k.name))
                .collect();
            return Err(SheetFault::UnknownIncomplete {
                team: name.to_string(),
                kind: kind.clone(),
                rules: rules.name.clone(),
                own: Own(names),
            });
        }
    }
    if t.out
        && let Some(kind) = t
            .incomplete
            .iter()
            .filter(|(_, n)| **n > 0)
            .find_map(|(k, _)| incomplete_kind(rules, k).filter(|k| k.incomplete_bars_going_out))
    {
        return Err(SheetFault::IncompleteBarsOut {
            team: name.to_string(),
            kind: kind.name.clone(),
            rules: rules.name.clone(),
        });
    }
    for (ranks, &n) in &t.sets {
        if hand_set(rules, ranks).is_none() {
            let names: Vec<String> = rules
                .scoring
                .hand_sets
                .iter()
                .map(|s| format!("set-{}", s.rank.symbol()))
                .collect::<Vec<_>>();
            return Err(SheetFault::UnknownSet {
                team: name.to_string(),
                set: ranks.clone(),
                rules: rules.name.clone(),
                own: Own(names),
            });
        }
        if n > rules.side_size() {
            return Err(SheetFault::TooManySets {
                team: name.to_string(),
                set: ranks.clone(),
                given: n,
                side_size: rules.side_size(),
            });
        }
    }
    if let Some(n) = t.from_hand {
        if rules.canasta.concealed_extra == 0 {
            return Err(SheetFault::FromHandNotPriced {
                team: name.to_string(),
                rules: rules.name.clone(),
            });
        }
        if n > t.canastas() {
            return Err(SheetFault::FromHandPastCanastas {
                team: name.to_string(),
                from_hand: n,
                canastas: t.canastas(),
            });
        }
    }
    if t.caught3 > 0 && rules.red_threes.caught_in_hand.is_none() {
        return Err(SheetFault::CaughtNotPriced {
            team: name.to_string(),
            rules: rules.name.clone(),
        });
    }
    if t.foot3 > 0 && rules.deal.foot == 0 {
        return Err(SheetFault::NoFoot {
            team: name.to_string(),
            rules: rules.name.clone(),
        });
    }
    if let Some(special) = &t.special {
        if !rules
            .scoring
            .special_hands
            .iter()
            .any(|h| &h.name == special)
        {
            let names: Vec<String> = rules
                .scoring
                .special_hands
                .iter()
                .map(|h| format!("special-{}", h.name))
                .collect::<Vec<_>>();
            return Err(SheetFault::UnknownSpecial {
                team: name.to_string(),
                special: special.clone(),
                rules: rules.name.clone(),
                own: Own(names),
            });
        }
        if t.more_than_special() {
            return Err(SheetFault::SpecialNotAlone {
                team: name.to_string(),
            });
        }
    }
    Ok(())
}

/// Every item a tally may hold under `rules`, by its name (`set-A`,
/// `incomplete-aces`, `special-garbage`) and short form.
fn known_items(rules: &RuleSet) -> Vec<String> {
    let mut items: Vec<String> = [
        "natural",
        "mixed",
        "wild",
        "red3",
        "black3",
        "out",
        "concealed",
        "melded",
        "unmelded",
        "cards",
        "held",
        "caught3",
        "foot3",
    ]
    .iter()
    .chain(SHORT.iter().map(|(short, _)| short))
    .map(std::string::ToString::to_string)
    .collect();
    items.extend(
        rules
            .canasta
            .kinds
            .iter()
            .map(|k| k.tally_name().to_string()),
    );
    items.extend(
        priced_incomplete(rules)
            .iter()
            .map(|k| format!("incomplete-{}", k.name)),
    );
    items.extend(
        rules
            .scoring
            .hand_sets
            .iter()
            .map(|h| format!("set-{}", h.rank.symbol())),
    );
    items.extend(
        rules
            .scoring
            .special_hands
            .iter()
            .map(|h| format!("special-{}", h.name)),
    );
    items
}

/// The item nearest to a word that is none: the one it begins, else the
/// one a typo or two away (`natrual` -> `natural`).
fn nearest<'a>(word: &str, items: &'a [String]) -> Option<&'a str> {
    let word = word.to_lowercase();
    let starts: Vec<&String> = items.iter().filter(|i| i.starts_with(&word)).collect();
    if let [one] = starts.as_slice() {
        return Some(one.as_str());
    }
    items
        .iter()
        .map(|i| (strsim::damerau_levenshtein(&word, &i.to_lowercase()), i))
        .filter(|(d, i)| *d <= 2.max(i.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, i)| i.as_str())
}

/// A side that went out has the canastas going out needs: as many as the
/// rule set asks, of the kinds it names (hand-and-foot: a clean and a
/// dirty book; bolivia: an escalera). A special hand goes out by itself.
fn check_going_out(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if t.special.is_some() {
        return Ok(());
    }
    if t.canastas() < rules.going_out.canastas {
        return Err(SheetFault::TooFewCanastasOut {
            team: name.to_string(),
            have: t.canastas(),
            rules: rules.name.clone(),
            need: rules.going_out.canastas,
        });
    }
    for (kind, &want) in &rules.going_out.canasta_kinds {
        let have = match kind.as_str() {
            "natural" => t.natural,
            "mixed" => t.mixed,
            "wild" => t.wild,
            // Kinds sharing a name are counted by their own items.
            own => t
                .kinds
                .iter()
                .filter(|(item, _)| {
                    item.as_str() == own
                        || rules
                            .canasta
                            .kinds
                            .iter()
                            .any(|k| k.name == own && k.tally_name() == item.as_str())
                })
                .map(|(_, n)| *n)
                .fold(0u32, u32::saturating_add),
        };
        if have < want {
            return Err(SheetFault::TooFewKindOut {
                team: name.to_string(),
                kind: kind.clone(),
                have,
                rules: rules.name.clone(),
                want,
            });
        }
    }
    Ok(())
}

/// Whether the sides' tallies could all come from one hand under `rules`:
/// the counts, not the points (those are `Limits`' business).
pub fn check(rules: &RuleSet, sides: &[(&str, &Tally)]) -> Result<(), SheetFault> {
    let canasta_cap = rules.deck_size() / rules.canasta.min_cards.max(1);
    let mut canastas = 0u32;
    let mut red = 0u32;
    let mut caught = 0u32;
    let mut out: Option<&str> = None;
    for (name, t) in sides {
        check_costs(rules, name, t)?;
        for kind in t.kinds.keys() {
            if !rules.canasta.kinds.iter().any(|k| k.tally_name() == kind) {
                let mut own: Vec<&str> = rules
                    .canasta
                    .kinds
                    .iter()
                    .map(CanastaKindRule::tally_name)
                    .collect();
                own.dedup();
                let guess = nearest(kind, &known_items(rules)).map(str::to_string);
                let (team, kind, rules, items) = (
                    (*name).to_string(),
                    kind.clone(),
                    rules.name.clone(),
                    TallyItems,
                );
                let own = Own(own.into_iter().map(str::to_string).collect());
                return Err(match guess {
                    Some(guess) => SheetFault::UnknownKindGuess {
                        team,
                        kind,
                        rules,
                        guess,
                        own,
                        items,
                    },
                    None => SheetFault::UnknownKind {
                        team,
                        kind,
                        rules,
                        own,
                        items,
                    },
                });
            }
        }
        if t.black3 > 0 && !rules.black_threes.bonus_cards {
            return Err(SheetFault::BlackThreesNoBonus {
                team: (*name).to_string(),
                rules: rules.name.clone(),
            });
        }
        if t.wild > 0 && rules.meld.wild_melds == WildMelds::Never {
            return Err(SheetFault::NoWildCanastas {
                team: (*name).to_string(),
                wild: t.wild,
                rules: rules.name.clone(),
            });
        }
        if t.out {
            if let Some(o) = out {
                return Err(SheetFault::BothOut {
                    first: o.to_string(),
                    second: (*name).to_string(),
                });
            }
            out = Some(name);
            check_going_out(rules, name, t)?;
        }
        if t.melded == Some(false) && (t.canastas() > 0 || t.out) {
            return Err(SheetFault::UnmeldedWithCanastas {
                team: (*name).to_string(),
            });
        }
        canastas = canastas.saturating_add(t.canastas());
        red = red.saturating_add(t.red3).saturating_add(t.foot3);
        caught = caught.saturating_add(t.caught3);
    }
    if canastas > canasta_cap {
        return Err(SheetFault::TooManyCanastas {
            canastas,
            deck: rules.deck_size(),
            most: canasta_cap,
        });
    }
    if red > rules.red_threes_in_deck() {
        return Err(SheetFault::TooManyTallyRedThrees {
            red,
            deck: rules.red_threes_in_deck(),
        });
    }
    // Red and black threes are as many.
    let threes = rules.red_threes_in_deck().saturating_mul(2);
    if caught > threes {
        return Err(SheetFault::TooManyCaught {
            caught,
            deck: threes,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::load;
    use crate::score::score_counted;

    fn score(rules: &str, sides: &[(&str, &str)]) -> Vec<(i64, i64)> {
        let rules = load(rules).unwrap();
        let counted: Vec<Counted> = sides
            .iter()
            .map(|(n, items)| {
                let t = if items.is_empty() {
                    Tally::default()
                } else {
                    Tally::parse(items).unwrap()
                };
                t.counted(n, &rules)
            })
            .collect();
        score_counted(&rules, &counted)
            .unwrap()
            .teams
            .iter()
            .map(|t| (t.bonus, t.cards))
            .collect()
    }

    #[test]
    fn going_out_needs_the_kinds_the_rule_set_names() {
        let hf = load("hand-and-foot").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        let (two_clean, one_each) = (t("natural:2,out"), t("natural,mixed,out"));
        let e = check(&hf, &[("We", &two_clean), ("They", &t("cards:0"))])
            .unwrap_err()
            .said();
        assert!(
            e.contains("too_few_kind_out")
                && e.contains(r#"kind=Text("mixed")"#)
                && e.contains("want=Number(1)"),
            "{e}"
        );
        assert!(check(&hf, &[("We", &one_each), ("They", &t("cards:0"))]).is_ok());
        // Classic names no kinds: two clean canastas go out.
        let classic = load("classic").unwrap();
        assert!(check(&classic, &[("We", &two_clean), ("They", &t("cards:0"))]).is_ok());
    }

    #[test]
    fn items_parse_and_print_back() {
        let t = Tally::parse("natural:1, mixed:2,red3:3,out,cards:-35").unwrap();
        assert_eq!(
            (t.natural, t.mixed, t.red3, t.out, t.cards),
            (1, 2, 3, true, -35)
        );
        assert_eq!(t.items(), "natural:1,mixed:2,red3:3,out,cards:-35");
        assert_eq!(Tally::parse("Natural").unwrap().natural, 1);
        assert!(Tally::parse("concealed").unwrap().out);
        // A name that is not an item is a kind of canasta the rule set
        // must have.
        let typo = Tally::parse("natral:1").unwrap();
        let e = check(&load("classic").unwrap(), &[("We", &typo)])
            .unwrap_err()
            .said();
        assert!(e.contains(r#"guess=Text("natural")"#), "{e}");
        let code = |items: &str| Tally::parse(items).unwrap_err().code();
        assert_eq!(code("na+tural"), "tally_not_an_item");
        assert_eq!(code("cards"), "tally_cards_needs_points");
        assert_eq!(code("cards:x"), "tally_not_card_points");
        assert_eq!(
            Tally::parse("red3:-1").unwrap_err(),
            SheetFault::TallyNotACount {
                item: "red3:-1".into(),
                value: "-1".into()
            }
        );
        assert_eq!(
            Tally::parse("out,out").unwrap_err(),
            SheetFault::TallyItemTwice { key: "out".into() }
        );
        assert_eq!(code("nat,,out"), "tally_empty_item");
        assert_eq!(code("out:maybe"), "tally_not_a_flag");
        assert_eq!(code("melded,unmelded"), "tally_melded_and_unmelded");
        assert_eq!(code("special-pairs:0"), "tally_special_left_out");
    }

    #[test]
    fn kinds_that_share_a_name_are_counted_by_their_own_items() {
        // modern-american: all four jokers 2500, seven 2s 3000, any other
        // wild canasta 2000.
        assert_eq!(
            score(
                "modern-american",
                &[("We", "wild-jokers:1,wild-twos:1,wild:1"), ("They", "")]
            )[0]
            .0,
            2500 + 3000 + 2000
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        let modern = load("modern-american").unwrap();
        let e = check(&modern, &[("We", &t("wild-jokrs:1"))])
            .unwrap_err()
            .said();
        assert!(e.contains(r#"guess=Text("wild-jokers")"#), "{e}");
        assert!(
            e.contains(r#"own=Words { area: "sheet", code: "own", fields: [("names", Texts(["aces", "sevens", "wild-jokers", "wild-twos", "wild"])"#),
            "{e}"
        );
    }

    #[test]
    fn costs_of_the_rule_set_are_counted_by_name() {
        // modern-american: an incomplete aces meld -2500, three aces in
        // one hand -1500, a three caught in a hand -100.
        assert_eq!(
            score(
                "modern-american",
                &[
                    ("We", "natural:2,out,cards:100"),
                    (
                        "They",
                        "natural:1,incomplete-aces,set-a,caught3:2,cards:-50"
                    )
                ]
            )[1],
            (500 - 2500 - 1500, -50 - 200)
        );
        // hand-and-foot: red threes left in a foot.
        let hf = load("hand-and-foot").unwrap();
        let each = hf.red_threes.foot_cost();
        assert_eq!(
            score(
                "hand-and-foot",
                &[("We", "foot3:2,cards:-80"), ("They", "")]
            )[0],
            (0, -80 - 2 * each)
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        assert_eq!(
            t("incomplete-aces,set-7:2,caught3:1,foot3:1").items(),
            "incomplete-aces:1,set-7:2,caught3:1,foot3:1"
        );
        // What a rule set does not price is refused, naming what it does.
        let modern = load("modern-american").unwrap();
        let classic = load("classic").unwrap();
        let e = check(&modern, &[("We", &t("incomplete-kings"))])
            .unwrap_err()
            .said();
        assert!(
            e.contains(r#"own=Words { area: "sheet", code: "own", fields: [("names", Texts(["incomplete-aces", "incomplete-sevens", "incomplete-wild"])"#),
            "{e}"
        );
        let e = check(&classic, &[("We", &t("set-A"))]).unwrap_err().said();
        assert!(e.contains("(\"count\", Number(0))"), "{e}");
        let e = check(&modern, &[("We", &t("set-A:3"))]).unwrap_err().said();
        assert_eq!(
            Tally::parse("set-X").unwrap_err(),
            SheetFault::TallyNotARank {
                item: "set-X".into(),
                rank: "x".into()
            }
        );
        assert!(
            e.contains("too_many_sets") && e.contains("side_size=Number(2)"),
            "{e}"
        );
        let e = check(&classic, &[("We", &t("caught3"))])
            .unwrap_err()
            .said();
        assert!(e.contains("caught_not_priced"), "{e}");
        let e = check(&classic, &[("We", &t("foot3"))]).unwrap_err().said();
        assert!(e.contains("no_foot"), "{e}");
        // No going out past an incomplete aces meld.
        let e = check(&modern, &[("We", &t("natural:2,incomplete-aces,out"))])
            .unwrap_err()
            .said();
        assert!(
            e.contains("incomplete_bars_out") && e.contains(r#"kind=Text("aces")"#),
            "{e}"
        );
    }

    #[test]
    fn a_special_hand_is_scored_alone() {
        assert_eq!(
            score(
                "modern-american",
                &[("We", "special-garbage,out"), ("They", "cards:-30")]
            ),
            vec![(3000, 0), (0, -30)]
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        let modern = load("modern-american").unwrap();
        let e = check(&modern, &[("We", &t("special-garbage,natural:1"))])
            .unwrap_err()
            .said();
        assert!(e.contains("special_not_alone"), "{e}");
        let e = check(&modern, &[("We", &t("special-junk"))])
            .unwrap_err()
            .said();
        assert!(
            e.contains(r#""special-pairs", "special-wild-pairs", "special-garbage""#),
            "{e}"
        );
        assert_eq!(
            Tally::parse("special-pairs,special-garbage").unwrap_err(),
            SheetFault::TallyTwoSpecialHands {
                item: "special-garbage".into(),
                was: "pairs".into()
            }
        );
        assert_eq!(t("special-pairs,out").items(), "out,special-pairs");
    }

    #[test]
    fn a_rule_sets_own_kinds_and_black_threes_count() {
        // modern-american: a canasta of aces 2500 and a natural one 500;
        // threes on each colour's scale, plus with 2 canastas (2 -> 300,
        // 1 -> 100), minus with none.
        assert_eq!(
            score(
                "modern-american",
                &[
                    ("We", "aces:1,natural:1,red3:2,black3:1,out,cards:200"),
                    ("They", "red3:1,cards:-40")
                ]
            ),
            vec![(2500 + 500 + 300 + 100 + 100, 200), (-100, -40)]
        );
        // samba: a samba (a sequence canasta) 1500.
        assert_eq!(
            score("samba", &[("We", "samba:1,mixed:1,out"), ("They", "")])[0],
            (1500 + 300 + 200, 0)
        );
        let t = |items: &str| Tally::parse(items).unwrap();
        assert_eq!(t("aces:1,black3:2").items(), "aces:1,black3:2");
        // bolivia goes out only with an escalera among its 2 canastas.
        let bolivia = load("bolivia").unwrap();
        let e = check(&bolivia, &[("We", &t("natural:2,out"))])
            .unwrap_err()
            .said();
        assert!(
            e.contains("too_few_kind_out")
                && e.contains(r#"kind=Text("escalera")"#)
                && e.contains("want=Number(1)"),
            "{e}"
        );
        assert!(check(&bolivia, &[("We", &t("natural,escalera,out"))]).is_ok());
        // A kind the rule set does not have, and black threes that are no
        // bonus cards, are refused.
        let classic = load("classic").unwrap();
        let e = check(&classic, &[("We", &t("aces:1"))]).unwrap_err().said();
        assert!(
            e.contains("unknown_kind") && e.contains("(\"count\", Number(0))"),
            "{e}"
        );
        let e = check(&classic, &[("We", &t("black3:1"))])
            .unwrap_err()
            .said();
        assert!(e.contains("black_threes_no_bonus"), "{e}");
    }

    #[test]
    fn classic_does_the_arithmetic() {
        // 500 + 300 + 200 (two red threes) + 100 out; the other side's red
        // three counts against it: it melded nothing.
        assert_eq!(
            score(
                "classic",
                &[
                    ("We", "natural,mixed,red3:2,out,cards:120"),
                    ("They", "red3,cards:-35")
                ]
            ),
            vec![(1100, 120), (-100, -35)]
        );
        // All four red threes: 800.
        assert_eq!(
            score("classic", &[("We", "natural,red3:4,out"), ("They", "")])[0],
            (1400, 0)
        );
        assert_eq!(
            score("classic", &[("We", "natural,concealed"), ("They", "")])[0],
            (700, 0)
        );
    }

    #[test]
    fn red_threes_that_depend_on_canastas() {
        // verschaerft: each red three needs a canasta; doubling scale.
        let v = score(
            "verschaerft",
            &[("A", "natural:2,red3:3,out"), ("B", "natural,red3")],
        );
        let rules = load("verschaerft").unwrap();
        let r = &rules.red_threes;
        let out = rules.going_out.bonus;
        let nat = rules.canasta.natural_bonus;
        assert_eq!(v[0].0, 2 * nat + r.value(2) - r.value(1) + out);
        assert_eq!(v[1].0, nat + r.value(1));
        // livecanasta: no canasta, the red threes count against the side.
        let l = score(
            "livecanasta",
            &[("A", "natural,out"), ("B", "red3,cards:50")],
        );
        assert!(l[1].0 < 0, "{l:?}");
    }

    #[test]
    fn counts_a_hand_cannot_hold() {
        let rules = load("classic").unwrap();
        let t = |s: &str| Tally::parse(s).unwrap();
        let (a, b) = (t("natural,out"), t("mixed,out"));
        assert!(
            check(&rules, &[("A", &a), ("B", &b)])
                .unwrap_err()
                .said()
                .contains("both_out")
        );
        let w = t("wild");
        assert!(
            check(&rules, &[("A", &w)])
                .unwrap_err()
                .said()
                .contains("no_wild_canastas")
        );
        let r = t("red3:5");
        assert!(
            check(&rules, &[("A", &r)])
                .unwrap_err()
                .said()
                .contains("too_many_tally_red_threes")
        );
        let o = t("out");
        assert!(matches!(
            check(&rules, &[("A", &o)]).unwrap_err(),
            SheetFault::TooFewCanastasOut { need: 1, .. }
        ));
    }

    /// Every rule set: a side with a red three laid out, no canasta and
    /// card points below zero. Which fact its score turns on, if any.
    #[test]
    fn no_rule_set_guesses_what_a_tally_leaves_out() {
        let t = |items: &str| Tally::parse(items).unwrap();
        for preset in crate::rules::preset::names() {
            let rules = load(preset).unwrap();
            let bare = t("red3,cards:-10");
            let got = unsettled(&rules, "We", &bare);
            let wanted = match preset {
                // Red threes minus for a side with no meld.
                "classic" | "classic-2p" | "classic-3p" | "classic-6p" | "cardgames-io"
                | "wikipedia" | "traditional" => Some("melded_unsaid"),
                // Melded cards minus for a side with no canasta.
                "verschaerft" | "modern-american" => Some("held_unsaid"),
                // Red threes by canastas, or never minus: nothing unknown.
                "livecanasta" | "samba" | "bolivia" | "hand-and-foot" => None,
                other => panic!("a rule set this test does not know: {other}"),
            };
            match (wanted, got) {
                (None, Ok(())) => {}
                (Some(w), Err(e)) => assert!(e.said().contains(w), "{preset}: {}", e.said()),
                (w, g) => panic!("{preset}: wanted {w:?}, got {g:?}"),
            }
            // Saying it settles it, and the score follows what was said.
            for (said, sign) in [("melded,held:10", 1), ("unmelded", -1)] {
                let told = t(&format!("red3,cards:-10,{said}"));
                assert_eq!(unsettled(&rules, "We", &told), Ok(()), "{preset} {said}");
                let total = super::score(&rules, &[("We", &told)]).unwrap().teams[0].total;
                if preset == "classic" {
                    assert_eq!(total, sign * 100 - 10, "{said}");
                }
            }
        }
    }

    #[test]
    fn a_canasta_going_out_or_cards_above_zero_show_a_meld() {
        let classic = load("classic").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        for items in ["red3:4,mixed", "red3:4,cards:5", "red3:4,melded"] {
            assert_eq!(unsettled(&classic, "We", &t(items)), Ok(()), "{items}");
        }
        // Four red threes and card points of 0: melded or not is 1600
        // points apart, and nothing says which.
        let e = unsettled(&classic, "We", &t("red3:4,cards:0"))
            .unwrap_err()
            .said();
        assert!(
            e.contains("with_meld=Number(800)") && e.contains("without_meld=Number(-800)"),
            "{e}"
        );
        // No red three: nothing turns on it.
        assert_eq!(unsettled(&classic, "We", &t("cards:-30")), Ok(()));
        // What contradicts itself is refused.
        let e = unsettled(&classic, "We", &t("unmelded,cards:20"))
            .unwrap_err()
            .said();
        assert!(e.contains("unmelded_melded_cards"), "{e}");
        let e = unsettled(&classic, "We", &t("cards:-20,held:10"))
            .unwrap_err()
            .said();
        assert!(e.contains("held_past_cards"), "{e}");
    }

    #[test]
    fn melded_and_held_card_points_told_apart() {
        let modern = load("modern-american").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        // No canasta: 100 melded and 30 held all count minus.
        let s = super::score(&modern, &[("We", &t("cards:70,held:30"))]).unwrap();
        assert_eq!((s.teams[0].cards, s.teams[0].total), (-130, -130));
        // With canastas the split changes nothing.
        let s = super::score(&modern, &[("We", &t("natural:2,cards:70,held:30"))]).unwrap();
        assert_eq!(s.teams[0].cards, 70);
        assert_eq!(t("cards:70,held:30").items(), "cards:70,held:30");
        assert_eq!(
            Tally::parse("held:-3").unwrap_err().code(),
            "tally_not_held_points"
        );
        assert_eq!(
            Tally::parse("held").unwrap_err(),
            SheetFault::TallyHeldNeedsPoints
        );
    }

    #[test]
    fn short_forms_and_unmelded() {
        let t = Tally::parse("nat:2,mix,r3:2,b3,conc,unm").unwrap();
        assert_eq!(
            (t.natural, t.mixed, t.red3, t.black3, t.concealed, t.melded),
            (2, 1, 2, 1, true, Some(false))
        );
        assert_eq!(
            t.items(),
            "natural:2,mixed:1,red3:2,black3:1,concealed,unmelded"
        );
        // A short form and its long form are the same item.
        assert_eq!(
            Tally::parse("nat,natural").unwrap_err(),
            SheetFault::TallyItemTwice {
                key: "natural".into()
            }
        );
        assert_eq!(
            Tally::parse("melded,unmelded").unwrap_err(),
            SheetFault::TallyMeldedAndUnmelded
        );
        // An item that is none gets the nearest one.
        let classic = load("classic").unwrap();
        let modern = load("modern-american").unwrap();
        for (typo, meant, rules) in [
            ("natrual", "natural", &classic),
            ("red", "red3", &classic),
            ("blak3", "black3", &modern),
            ("wild-joker", "wild-jokers", &modern),
            ("seven", "sevens", &modern),
        ] {
            let e = check(rules, &[("We", &Tally::parse(typo).unwrap())])
                .unwrap_err()
                .said();
            assert!(
                e.contains(&format!("guess=Text(\"{meant}\")")),
                "{typo}: {e}"
            );
        }
        // Older files wrote `melded:no`.
        assert_eq!(Tally::parse("melded:no").unwrap().melded, Some(false));
    }

    /// wikipedia: a canasta laid complete from the hand earns 100 more;
    /// how many were is asked, never guessed.
    #[test]
    fn canastas_from_the_hand_are_counted_where_they_earn_more() {
        let wiki = load("wikipedia").unwrap();
        let classic = load("classic").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        let e = unsettled(&wiki, "We", &t("natural,mixed,out,cards:100"))
            .unwrap_err()
            .said();
        assert!(e.contains("from_hand_unsaid"), "{e}");
        let extra = wiki.canasta.concealed_extra;
        let told = t("natural,mixed,from-hand:1,out,cards:100");
        assert_eq!(unsettled(&wiki, "We", &told), Ok(()));
        let s = super::score(&wiki, &[("We", &told)]).unwrap();
        let none = super::score(
            &wiki,
            &[("We", &t("natural,mixed,from-hand:0,out,cards:100"))],
        )
        .unwrap();
        assert_eq!(s.teams[0].bonus - none.teams[0].bonus, extra);
        assert_eq!(told.items(), "natural:1,mixed:1,from-hand:1,out,cards:100");
        // No canasta: nothing to ask; more than the canastas, or a rule set
        // that gives nothing more: refused.
        assert_eq!(unsettled(&wiki, "We", &t("cards:-20,unmelded")), Ok(()));
        let e = check(&wiki, &[("We", &t("natural,from-hand:2"))])
            .unwrap_err()
            .said();
        assert!(e.contains("canastas=Number(1)"), "{e}");
        let e = check(&classic, &[("We", &t("natural,from-hand:1"))])
            .unwrap_err()
            .said();
        assert!(e.contains("from_hand_not_priced"), "{e}");
    }
}
