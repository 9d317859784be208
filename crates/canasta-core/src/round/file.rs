//! The round file as written: the shape its keys may take.

use serde::{Deserialize, Serialize};

use crate::error::Result;

/// A round file as written.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a round file: a mapping with `teams:` (a list of sides) and, if you like, `rules:`"
)]
pub struct RoundFile {
    /// The rule set the hand was played under; `--rules` wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Which hand of the game this was (1 for the first); `--hand-number` wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_number: Option<u32>,
    /// The sides, in the order the game file lists its teams.
    pub teams: Vec<TeamEntry>,
}

/// One side of a round file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a side: a mapping with `name:` and any of `melds`, `red_threes`, `black_threes`, `hand`, `players`, `went_out`, `concealed`, `special_hand`, `penalties`"
)]
pub struct TeamEntry {
    /// The side's name, as the game calls it.
    pub name: String,
    /// Each meld as it was laid; melds of one rank count as one meld. A
    /// list, or one string with `;` between the melds, as on the command line.
    #[serde(
        default,
        deserialize_with = "melds_list",
        skip_serializing_if = "Option::is_none"
    )]
    pub melds: Option<Vec<MeldEntry>>,
    /// The red threes the side laid out.
    #[serde(
        default,
        deserialize_with = "cards_text",
        skip_serializing_if = "Option::is_none"
    )]
    pub red_threes: Option<String>,
    /// The black threes the side laid out, where they are bonus cards.
    #[serde(
        default,
        deserialize_with = "cards_text",
        skip_serializing_if = "Option::is_none"
    )]
    pub black_threes: Option<String>,
    /// Every card left in the side's hands.
    #[serde(
        default,
        deserialize_with = "cards_text",
        skip_serializing_if = "Option::is_none"
    )]
    pub hand: Option<String>,
    /// Instead of `hand`: what each player kept, for rules that look at
    /// one player's hand (three aces in one hand).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<PlayerEntry>,
    /// The special hand the side went out with (a name from the rule set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_hand: Option<String>,
    /// The side went out.
    #[serde(default, skip_serializing_if = "is_false")]
    pub went_out: bool,
    /// Went out concealed ("from the hand").
    #[serde(default, skip_serializing_if = "is_false")]
    pub concealed: bool,
    /// Penalties the side pays this hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
}

/// One player of a side and the cards left in that player's hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a player: a mapping with `name:`, `hand:` and (hand-and-foot) `foot:`"
)]
pub struct PlayerEntry {
    /// The player's name.
    pub name: String,
    /// The cards left in the player's hand.
    #[serde(
        default,
        deserialize_with = "cards_text",
        skip_serializing_if = "Option::is_none"
    )]
    pub hand: Option<String>,
    /// The player's foot, where it was never picked up (hand-and-foot):
    /// its cards count against the side.
    #[serde(
        default,
        deserialize_with = "cards_text",
        skip_serializing_if = "Option::is_none"
    )]
    pub foot: Option<String>,
}

/// A meld: a string of cards, or a mapping that also says it was laid
/// concealed (complete from the hand).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum MeldEntry {
    /// Its cards, as written.
    Cards(String),
    /// Its cards, and whether it was laid concealed.
    Detailed(DetailedMeld),
}

/// A meld written as a mapping: its cards, and whether it was laid concealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetailedMeld {
    /// Its cards, as written.
    #[serde(deserialize_with = "cards_string")]
    pub cards: String,
    /// Laid complete from the hand as a canasta.
    #[serde(default, skip_serializing_if = "is_false")]
    pub concealed: bool,
}

// By hand rather than `untagged`, so that a mistyped mapping gets serde's
// own message (`unknown field `kards``) with its place, not "no variant".
impl<'de> Deserialize<'de> for MeldEntry {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = MeldEntry;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a meld: a string of cards, or {cards: ..., concealed: true}")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<MeldEntry, E> {
                Ok(MeldEntry::Cards(v.to_string()))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<MeldEntry, A::Error> {
                join_cards(seq).map(MeldEntry::Cards)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<MeldEntry, A::Error> {
                DetailedMeld::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(MeldEntry::Detailed)
            }
        }
        d.deserialize_any(Visit)
    }
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// Cards may be one string (`h3 d3`) or a YAML list of cards (`[h3, d3]`).
struct CardsText;

impl<'de> serde::de::Visitor<'de> for CardsText {
    type Value = String;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("cards: a string like `h3 d3`, or a list of cards")
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<String, E> {
        Ok(String::new())
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, seq: A) -> Result<String, A::Error> {
        join_cards(seq)
    }
}

fn join_cards<'de, A: serde::de::SeqAccess<'de>>(mut seq: A) -> Result<String, A::Error> {
    let mut cards = Vec::new();
    while let Some(c) = seq.next_element::<String>()? {
        cards.push(c);
    }
    Ok(cards.join(" "))
}

/// `melds:` as a list of melds, or as one string of `;`-separated melds.
fn melds_list<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Vec<MeldEntry>>, D::Error> {
    struct Melds;
    impl<'de> serde::de::Visitor<'de> for Melds {
        type Value = Option<Vec<MeldEntry>>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str(
                "a list of melds (`[hK dK cK, hA cA d2]`), or one string with `;` between melds",
            )
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
            if v.trim().is_empty() {
                return Ok(Some(Vec::new()));
            }
            Ok(Some(
                v.split(';')
                    .map(|m| MeldEntry::Cards(m.trim().to_string()))
                    .collect(),
            ))
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some(m) = seq.next_element::<MeldEntry>()? {
                out.push(m);
            }
            Ok(Some(out))
        }
    }
    d.deserialize_any(Melds)
}

fn cards_string<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    d.deserialize_any(CardsText)
}

fn cards_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    d.deserialize_any(CardsText).map(Some)
}

impl MeldEntry {
    /// The meld's cards, as written.
    pub fn cards(&self) -> &str {
        match self {
            MeldEntry::Cards(c) => c,
            MeldEntry::Detailed(d) => &d.cards,
        }
    }

    /// Laid complete from the hand as a canasta.
    pub fn concealed(&self) -> bool {
        matches!(self, MeldEntry::Detailed(d) if d.concealed)
    }
}

/// Points a side loses for a breach of the rules (the seed's "Strafpunkte").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a penalty: {points: 100, reason: ...}"
)]
pub struct Penalty {
    /// How many points the side loses: a positive number, subtracted.
    pub points: i64,
    /// What the penalty was for.
    #[serde(default)]
    pub reason: String,
}
