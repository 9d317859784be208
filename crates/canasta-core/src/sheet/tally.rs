//! A hand as players count it on the table (`--tally We=natural:1,red3:2,
//! out,cards:120`): canastas, red threes, going out and card points. The
//! game's rule set turns the counts into points (`count`, through
//! `score::score_counted`); `check` refuses counts no hand can hold.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::sheet::fault::SheetFault;

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

mod check;
mod count;

pub(crate) use check::priced_incomplete;
pub use check::{check, unsettled};
pub use count::score;

/// The short forms of items: `nat:2,r3,out`.
pub const SHORT: &[(&str, &str)] = &[
    ("nat", "natural"),
    ("mix", "mixed"),
    ("r3", "red3"),
    ("b3", "black3"),
    ("conc", "concealed"),
    ("unm", "unmelded"),
];

/// The items in a German table's words, taken in every language (a file
/// and a command line mean the same whatever language reads them,
/// CLI.md): `echt:2,rot3,aus,karten:120`. A game file keeps the English.
pub const GERMAN: &[(&str, &str)] = &[
    ("echt", "natural"),
    ("unecht", "mixed"),
    ("gemischt", "mixed"),
    ("rot3", "red3"),
    ("schwarz3", "black3"),
    ("aus", "out"),
    ("verdeckt", "concealed"),
    ("karten", "cards"),
    ("gemeldet", "melded"),
    ("ungemeldet", "unmelded"),
];

impl Tally {
    /// Read the items of one side (`natural:1,red3:2,out,cards:120`, or in
    /// German words, `echt:1,rot3:2,aus,karten:120`).
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
            // The short forms, documented with the items, and the German
            // words.
            let key: std::borrow::Cow<'_, str> =
                match SHORT.iter().chain(GERMAN).find(|(s, _)| *s == key) {
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
            // Yes or no in either language, as `--partner` takes them.
            let flag = || -> Result<bool, SheetFault> {
                match value.map(str::to_lowercase).as_deref() {
                    None | Some("1" | "yes" | "y" | "true" | "ja" | "j") => Ok(true),
                    Some("0" | "no" | "n" | "false" | "nein") => Ok(false),
                    Some(_) => Err(SheetFault::TallyNotAFlag {
                        item: item.to_string(),
                        value: value.unwrap_or_default().to_string(),
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
}

#[cfg(test)]
mod tests {
    #[test]
    fn german_words_are_the_same_items() {
        let german =
            Tally::parse("echt:2,Unecht,rot3:2,schwarz3,verdeckt,karten:-35,gemeldet").unwrap();
        let english =
            Tally::parse("natural:2,mixed:1,red3:2,black3,concealed,cards:-35,melded").unwrap();
        // `unecht` and `gemischt` are both `mixed`: said twice.
        assert_eq!(
            Tally::parse("unecht,gemischt").unwrap_err(),
            SheetFault::TallyItemTwice {
                key: "mixed".into()
            }
        );
        assert_eq!(german, english);
        assert_eq!(Tally::parse("gemischt:3").unwrap().mixed, 3);
        assert_eq!(german.items(), english.items());
        assert!(german.items().contains("natural:2"));
        assert_eq!(Tally::parse("aus,ungemeldet").unwrap().melded, Some(false));
    }

    /// A flag's yes or no in either language, as `--partner` takes it.
    #[test]
    fn a_flag_says_yes_or_no_in_german_too() {
        for yes in ["aus:ja", "aus:j", "out:Yes", "out:y", "aus:JA"] {
            assert!(Tally::parse(yes).unwrap().out, "{yes}");
        }
        for no in ["aus:nein", "aus:n", "out:No", "aus:NEIN"] {
            assert!(!Tally::parse(no).unwrap().out, "{no}");
        }
        assert_eq!(Tally::parse("gemeldet:nein").unwrap().melded, Some(false));
        assert_eq!(Tally::parse("ungemeldet:nein").unwrap().melded, Some(true));
        assert!(matches!(
            Tally::parse("aus:vielleicht").unwrap_err(),
            SheetFault::TallyNotAFlag { .. }
        ));
    }

    use super::*;
    use crate::rules::load;

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
        let e = check(&load("classic").unwrap(), &[("We", &typo)]).unwrap_err();
        assert!(
            matches!(&e, SheetFault::UnknownKindGuess { guess, .. } if guess == "natural"),
            "{e:?}"
        );
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
            let e = check(rules, &[("We", &Tally::parse(typo).unwrap())]).unwrap_err();
            assert!(
                matches!(&e, SheetFault::UnknownKindGuess { guess, .. } if guess == meant),
                "{typo}: {e:?}"
            );
        }
        // Older files wrote `melded:no`.
        assert_eq!(Tally::parse("melded:no").unwrap().melded, Some(false));
    }
}
