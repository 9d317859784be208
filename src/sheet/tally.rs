//! A hand as players count it on the table (`--tally We=natural:1,red3:2,
//! out,cards:120`): canastas, red threes, going out and card points. The
//! game's rule set turns the counts into points (`score::score_counted`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::meld::CanastaKind;
use crate::rules::{RuleSet, WildMelds};
use crate::score::Counted;

/// What one side counted; stored with its entry in the game file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a tally: a mapping of natural, mixed, wild, kinds, red3, black3, out, concealed, melded, cards"
)]
pub struct Tally {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub natural: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub mixed: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wild: u32,
    /// Canastas of the rule set's own kinds, by name (`aces`, `samba`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub kinds: BTreeMap<String, u32>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red3: u32,
    /// Black threes laid out, where they are bonus cards.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black3: u32,
    #[serde(default, skip_serializing_if = "is_false")]
    pub out: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub concealed: bool,
    /// Whether the side laid any meld; when left out, a side melded if it
    /// has a canasta, went out or has card points above zero.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub melded: Option<bool>,
    /// Card points: melded minus held.
    #[serde(default, skip_serializing_if = "is_zero_i")]
    pub cards: i64,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_zero_i(n: &i64) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The items `--tally` knows, for messages.
pub const ITEMS: &str = "natural:N, mixed:N, wild:N (canastas), KIND:N (canastas of a kind of the rule set's own, such as aces:1 or samba:1), red3:N, black3:N (black threes laid out where they are bonus cards), out, concealed, melded, cards:N (card points, melded minus held)";

impl Tally {
    /// Read the items of one side (`natural:1,red3:2,out,cards:120`).
    pub fn parse(items: &str) -> Result<Tally, String> {
        let mut t = Tally::default();
        let mut seen: Vec<String> = Vec::new();
        for item in items.split(',').map(str::trim) {
            if item.is_empty() {
                return Err("an empty item (two commas, or a comma at an end)".into());
            }
            let (key, value) = match item.split_once(':') {
                Some((k, v)) => (k.trim().to_ascii_lowercase(), Some(v.trim())),
                None => (item.to_ascii_lowercase(), None),
            };
            if seen.contains(&key) {
                return Err(format!("`{key}` is given twice"));
            }
            let count = || -> Result<u32, String> {
                match value {
                    None => Ok(1),
                    Some(v) => v.parse::<u32>().map_err(|_| {
                        format!("`{item}`: `{v}` is not a count (a whole number from 0)")
                    }),
                }
            };
            let flag = || -> Result<bool, String> {
                match value {
                    None | Some("1") | Some("yes") | Some("true") => Ok(true),
                    Some("0") | Some("no") | Some("false") => Ok(false),
                    Some(v) => Err(format!(
                        "`{item}`: `{v}` is not yes or no (write `{key}` alone)"
                    )),
                }
            };
            match key.as_str() {
                "natural" => t.natural = count()?,
                "mixed" => t.mixed = count()?,
                "wild" => t.wild = count()?,
                "red3" => t.red3 = count()?,
                "black3" => t.black3 = count()?,
                "out" => t.out = flag()?,
                "concealed" => t.concealed = flag()?,
                "melded" => t.melded = Some(flag()?),
                "cards" => {
                    let v = value.ok_or_else(|| {
                        "`cards` needs its points: cards:N (melded minus held, e.g. cards:120 or cards:-35)".to_string()
                    })?;
                    t.cards = v
                        .parse::<i64>()
                        .map_err(|_| format!("`{item}`: `{v}` is not a whole number"))?;
                }
                // A canasta of the rule set's own kinds: `check` knows the
                // rule set and refuses a name it does not have.
                other
                    if !other.is_empty()
                        && other
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
                {
                    let n = count()?;
                    t.kinds.insert(other.to_string(), n);
                }
                _ => return Err(format!("`{item}` is not an item (items: {ITEMS})")),
            }
            seen.push(key);
        }
        if t.concealed {
            t.out = true;
        }
        Ok(t)
    }

    /// A side that went out melded; otherwise canastas or card points say so.
    pub fn melded(&self) -> bool {
        self.melded
            .unwrap_or(self.out || self.canastas() > 0 || self.cards > 0)
    }

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
            out.push(if m {
                "melded".into()
            } else {
                "melded:no".into()
            });
        }
        if self.cards != 0 {
            out.push(format!("cards:{}", self.cards));
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
                .find(|k| &k.name == kind)
                .map_or(0, |k| k.bonus);
            canastas.extend(std::iter::repeat_n((kind.clone(), bonus), n as usize));
        }
        Counted {
            name: name.to_string(),
            canastas,
            red_threes: self.red3,
            black_threes: self.black3,
            melded: self.melded(),
            went_out: self.out,
            concealed: self.concealed,
            cards: self.cards,
        }
    }
}

/// Whether the sides' tallies could all come from one hand under `rules`:
/// the counts, not the points (those are `Limits`' business).
pub fn check(rules: &RuleSet, sides: &[(&str, &Tally)]) -> Result<(), String> {
    let canasta_cap = rules.deck_size() / rules.canasta.min_cards.max(1);
    let mut canastas = 0u32;
    let mut red = 0u32;
    let mut out: Option<&str> = None;
    for (name, t) in sides {
        for kind in t.kinds.keys() {
            if !rules.canasta.kinds.iter().any(|k| &k.name == kind) {
                let own: Vec<&str> = rules
                    .canasta
                    .kinds
                    .iter()
                    .map(|k| k.name.as_str())
                    .collect();
                let guess = crate::yaml::closest(
                    kind,
                    [
                        "natural",
                        "mixed",
                        "wild",
                        "red3",
                        "black3",
                        "out",
                        "concealed",
                        "melded",
                        "cards",
                    ]
                    .into_iter()
                    .chain(own.iter().copied()),
                )
                .map(|g| format!("did you mean `{g}`? "))
                .unwrap_or_default();
                return Err(format!(
                    "team `{name}`: `{kind}` is not an item, nor a kind of canasta of {} ({guess}its own kinds: {}; items: {ITEMS})",
                    rules.name,
                    if own.is_empty() {
                        "none".to_string()
                    } else {
                        own.join(", ")
                    }
                ));
            }
        }
        if t.black3 > 0 && !rules.black_threes.bonus_cards {
            return Err(format!(
                "team `{name}`: black3 counts black threes laid out as bonus cards, which {} does not have (black_threes.bonus_cards: false)",
                rules.name
            ));
        }
        if t.wild > 0 && rules.meld.wild_melds == WildMelds::Never {
            return Err(format!(
                "team `{name}`: wild:{} but {} has no canastas of wild cards only (meld.wild_melds: never)",
                t.wild, rules.name
            ));
        }
        if t.out {
            if let Some(o) = out {
                return Err(format!(
                    "teams `{o}` and `{name}` both went out; only one side goes out in a hand"
                ));
            }
            out = Some(name);
            if t.canastas() < rules.going_out.canastas {
                return Err(format!(
                    "team `{name}` went out with {} canastas, but {} needs {} to go out",
                    t.canastas(),
                    rules.name,
                    rules.going_out.canastas
                ));
            }
            // The kinds going out needs (hand-and-foot: a clean and a
            // dirty book; bolivia: an escalera).
            for (kind, &want) in &rules.going_out.canasta_kinds {
                let have = match kind.as_str() {
                    "natural" => t.natural,
                    "mixed" => t.mixed,
                    "wild" => t.wild,
                    own => t.kinds.get(own).copied().unwrap_or(0),
                };
                if have < want {
                    return Err(format!(
                        "team `{name}` went out with {kind}:{have}, but {} needs {want} {kind} canasta{} to go out",
                        rules.name,
                        if want == 1 { "" } else { "s" }
                    ));
                }
            }
        }
        if t.melded == Some(false) && (t.canastas() > 0 || t.out) {
            return Err(format!(
                "team `{name}`: melded:no, but it has canastas or went out"
            ));
        }
        canastas = canastas.saturating_add(t.canastas());
        red = red.saturating_add(t.red3);
    }
    if canastas > canasta_cap {
        return Err(format!(
            "{canastas} canastas in one hand, but {} cards make at most {canasta_cap}",
            rules.deck_size()
        ));
    }
    if red > rules.red_threes_in_deck() {
        return Err(format!(
            "{red} red threes in one hand, but the deck holds {}",
            rules.red_threes_in_deck()
        ));
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
        let e = check(&hf, &[("We", &two_clean), ("They", &t("cards:0"))]).unwrap_err();
        assert!(e.contains("needs 1 mixed canasta"), "{e}");
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
        let e = check(&load("classic").unwrap(), &[("We", &typo)]).unwrap_err();
        assert!(e.contains("did you mean `natural`"), "{e}");
        assert!(
            Tally::parse("na+tural")
                .unwrap_err()
                .contains("not an item")
        );
        assert!(Tally::parse("cards").unwrap_err().contains("cards:N"));
        assert!(Tally::parse("red3:-1").unwrap_err().contains("not a count"));
        assert!(Tally::parse("out,out").unwrap_err().contains("twice"));
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
        let e = check(&bolivia, &[("We", &t("natural:2,out"))]).unwrap_err();
        assert!(e.contains("needs 1 escalera canasta"), "{e}");
        assert!(check(&bolivia, &[("We", &t("natural,escalera,out"))]).is_ok());
        // A kind the rule set does not have, and black threes that are no
        // bonus cards, are refused.
        let classic = load("classic").unwrap();
        let e = check(&classic, &[("We", &t("aces:1"))]).unwrap_err();
        assert!(e.contains("its own kinds: none"), "{e}");
        let e = check(&classic, &[("We", &t("black3:1"))]).unwrap_err();
        assert!(e.contains("bonus_cards: false"), "{e}");
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
                .contains("both went out")
        );
        let w = t("wild");
        assert!(
            check(&rules, &[("A", &w)])
                .unwrap_err()
                .contains("wild_melds")
        );
        let r = t("red3:5");
        assert!(
            check(&rules, &[("A", &r)])
                .unwrap_err()
                .contains("red threes")
        );
        let o = t("out");
        assert!(check(&rules, &[("A", &o)]).unwrap_err().contains("needs 1"));
    }
}
