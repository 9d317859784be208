//! The round file: what every side had on the table and in hand when a hand
//! ended, and the checks that it could have happened before it is scored.
//!
//! A round that could not have happened is never scored: every problem is an
//! error (`ErrorKind::Round`) that names the side, the meld or the card.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::deck;
use crate::error::{AllOf, Error, ErrorKind, Hint, Label, Origin, Result, RoundField, faults};
use crate::meld::MeldReason;
use crate::special_hand::SpecialHandFault;

faults! {
    /// What is wrong with a round file.
    pub enum RoundFault {
        /// Nothing but blank lines and comments.
        RoundFileEmpty { file: Origin } => "round_file_empty",
        /// Fewer than two sides under `teams`.
        TooFewRoundSides { sides: usize } => "too_few_round_sides",
        /// Sides that do not make the rule set's number of players.
        RoundSidesDoNotFit { sides: u32, rules: String, count: u32, side_size: u32 } => "round_sides_do_not_fit",
        /// `hand_number: 0`.
        HandNumberZero => "hand_number_zero",
        /// A side without a name (`side` from 1).
        SideWithoutName { side: usize } => "side_without_name",
        /// Two sides of one name.
        SameName { team: String } => "same_name",
        /// `concealed: true` on a side that did not go out.
        ConcealedNotOut { team: String } => "concealed_not_out",
        /// A card under `red_threes` that is no red three.
        NotARedThree { team: String, card: Card } => "not_a_red_three",
        /// A red three held in the hand where they are laid out at once.
        RedThreeInHand { team: String, card: Card } => "red_three_in_hand",
        /// More than one side with `went_out: true` (`count` of them).
        SidesWentOut { sides: AllOf, count: usize } => "sides_went_out",
        /// A meld (or melds of one rank, `count` of them, numbered
        /// `melds`) that breaks the rule set: `reasons` say how.
        IllegalMeld { team: String, melds: String, count: usize, cards: Vec<Card>, rules: String, reasons: Vec<MeldReason> } => "illegal_meld",
        /// A meld marked `concealed: true` that is no canasta.
        ConcealedNotCanasta { team: String, meld: usize, cards: Vec<Card> } => "concealed_not_canasta",
        /// Went out with fewer canastas than going out needs.
        TooFewCanastasToGoOut { team: String, have: u32, rules: String, need: u32 } => "too_few_canastas_to_go_out",
        /// Went out with fewer canastas of a kind than going out needs.
        TooFewOfKindToGoOut { team: String, have: u32, kind: String, rules: String, need: u32 } => "too_few_of_kind_to_go_out",
        /// Went out concealed without a canasta.
        ConcealedWithoutCanasta { team: String } => "concealed_without_canasta",
        /// A player alone at a side went out with cards in hand.
        WentOutHolding { team: String, cards: Vec<Card> } => "went_out_holding",
        /// A penalty of zero or fewer points.
        PenaltyNotPositive { team: String, reason: String, points: i64 } => "penalty_not_positive",
        /// Black threes laid out where they are no bonus cards.
        BlackThreesNotBonus { team: String, rules: String } => "black_threes_not_bonus",
        /// A card under `black_threes` that is no black three.
        NotABlackThree { team: String, card: Card } => "not_a_black_three",
        /// A side with both `hand` and `players`.
        HandAndPlayers { team: String } => "hand_and_players",
        /// A player without a name (`player` from 1).
        PlayerWithoutName { team: String, player: usize } => "player_without_name",
        /// Two players of a side with one name.
        SamePlayerName { team: String, player: String } => "same_player_name",
        /// A red three in a player's hand, where they are laid out at once.
        PlayerRedThreeInHand { team: String, player: String, card: Card } => "player_red_three_in_hand",
        /// `special_hand` names none of the rule set's.
        UnknownSpecialHand { team: String, name: String, rules: String } => "unknown_special_hand",
        /// A special hand on a side that did not go out.
        SpecialHandNotOut { team: String, hand: String } => "special_hand_not_out",
        /// Melds that are not the special hand named: `why`.
        NotTheSpecialHand { team: String, hand: String, rules: String, why: SpecialHandFault } => "not_the_special_hand",
        /// Went out with an incomplete meld of a kind that bars it.
        IncompleteBarsGoingOut { team: String, melds: String, count: usize, cards: Vec<Card>, kind: String, held: usize, min: u32, rules: String } => "incomplete_bars_going_out",
        /// A foot where the rule set deals none.
        NoFootDealt { team: String, player: String, rules: String } => "no_foot_dealt",
        /// A foot larger than dealt.
        FootTooLarge { team: String, player: String, count: usize, rules: String, dealt: u32 } => "foot_too_large",
        /// Went out with no foot played.
        FootNotPlayed { team: String, rules: String } => "foot_not_played",
    }
}
use crate::meld::{self, MeldVerdict};
use crate::notation::{CardList, parse_cards, parse_nonempty};
use crate::rules::{RuleSet, SpecialHand};
use crate::yaml::{self, Node};

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

/// A side of a checked round, its cards read and its melds merged by rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Side {
    /// The side's name.
    pub name: String,
    /// One meld per rank, each with its verdict.
    pub melds: Vec<MeldVerdict>,
    /// For each merged meld: it holds a canasta laid concealed.
    pub concealed_melds: Vec<bool>,
    /// The red threes it laid out.
    pub red_threes: Vec<Card>,
    /// Black threes laid out as bonus cards.
    pub black_threes: Vec<Card>,
    /// Every card left in the side's hands.
    pub hand: Vec<Card>,
    /// Each player's name and hand, where the round file gives them.
    pub players: Vec<(String, Vec<Card>)>,
    /// Each player's foot that was never picked up, by player.
    pub feet: Vec<(String, Vec<Card>)>,
    /// The side went out.
    pub went_out: bool,
    /// It went out concealed.
    pub concealed: bool,
    /// Penalties it pays this hand.
    pub penalties: Vec<Penalty>,
    /// The special hand the side went out with: it scores that alone.
    pub special_hand: Option<SpecialHand>,
}

impl Side {
    /// How many of its melds are canastas.
    pub fn canastas(&self) -> u32 {
        self.melds.iter().filter(|m| m.canasta.is_some()).count() as u32
    }
}

/// A round that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The sides, in the round file's order.
    pub sides: Vec<Side>,
}

/// Read a round file's text.
pub fn parse(origin: impl Into<Origin>, text: &str) -> Result<RoundFile> {
    parse_tree(origin, text).map(|(file, _)| file)
}

/// Read a round file's text, and keep its tree for errors found later.
pub fn parse_tree(origin: impl Into<Origin>, text: &str) -> Result<(RoundFile, Node)> {
    let origin = origin.into();
    if is_blank(text) {
        return Err(Error::new(
            ErrorKind::Round,
            RoundFault::RoundFileEmpty {
                file: origin.clone(),
            },
        )
        .with_help(Hint::WriteTeams));
    }
    let tree = yaml::read_document(
        origin.clone(),
        text,
        ErrorKind::Round,
        crate::error::Document::RoundFile,
        &["teams", "rules"],
    )?;
    let file = yaml::from_node(&tree, ErrorKind::Round)?;
    Ok((file, tree))
}

/// A document with nothing but blank lines and comments, which YAML reads
/// as null and serde reports without a place.
pub fn is_blank(text: &str) -> bool {
    // Most documents say so at their first character; a file of millions
    // of blank lines is not walked line by line for that.
    let text_bytes = text.strip_prefix('\u{feff}').unwrap_or(text).as_bytes();
    match text_bytes
        .iter()
        .find(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
    {
        None => return true,
        Some(b'#' | b'-' | b'.') => {}
        Some(_) => return false,
    }
    text.lines()
        .map(|l| l.trim_start_matches('\u{feff}').trim())
        .all(|l| l.is_empty() || l.starts_with('#') || l == "---" || l == "...")
}

/// The rule set a round is scored under: the number of sides in the file
/// sets the number of players where the rule set allows it.
pub fn fit_players(rules: RuleSet, file: &RoundFile, players_given: bool) -> Result<RuleSet> {
    let sides = file.teams.len() as u32;
    if sides < 2 {
        return Err(round_error(RoundFault::TooFewRoundSides {
            sides: sides as usize,
        }));
    }
    let side_size = rules.side_size();
    if players_given
        || side_size == 0
        || rules.players.count == sides * side_size
        || rules.sides() == sides
    {
        return Ok(rules);
    }
    let name = rules.name.clone();
    let count = rules.players.count;
    rules.with_players(sides * side_size).map_err(|_| {
        Error::new(
            ErrorKind::Round,
            RoundFault::RoundSidesDoNotFit {
                sides,
                rules: name.clone(),
                count,
                side_size,
            },
        )
        .with_help(Hint::OneEntryPerSide)
    })
}

fn round_error(fault: impl Into<crate::error::Fault>) -> Error {
    Error::new(ErrorKind::Round, fault)
}

/// An error in the round file's `hand_number`, which `relocate` points at.
pub fn hand_number_error(n: u32, fault: impl Into<crate::error::Fault>) -> Error {
    let text = n.to_string();
    let span = 0..text.len();
    round_error(fault).at(Origin::HandNumber, text, span, Label::ThisHandNumber)
}

/// The numbers of melds (from 1), as a fault names them: `1, 3`.
fn meld_numbers(entries: &[usize]) -> String {
    let n: Vec<String> = entries.iter().map(|i| (i + 1).to_string()).collect();
    n.join(", ")
}

/// Check a round against the rule set and read its cards.
pub fn check(rules: &RuleSet, file: &RoundFile) -> Result<Round> {
    if file.hand_number == Some(0) {
        return Err(hand_number_error(0, RoundFault::HandNumberZero).with_help(Hint::HandNumberOne));
    }
    if file.teams.len() < 2 {
        return Err(round_error(RoundFault::TooFewRoundSides {
            sides: file.teams.len(),
        }));
    }
    for (i, t) in file.teams.iter().enumerate() {
        if t.name.trim().is_empty() {
            return Err(round_error(RoundFault::SideWithoutName { side: i + 1 }));
        }
        if file.teams[..i].iter().any(|o| o.name == t.name) {
            return Err(round_error(RoundFault::SameName {
                team: t.name.clone(),
            }));
        }
    }

    // Read every card first, so that the deck check sees them all.
    let mut lists: Vec<(Vec<CardList>, CardList, CardList)> = Vec::new();
    let mut extras: Vec<(CardList, Vec<CardList>)> = Vec::new();
    let mut feet: Vec<Vec<CardList>> = Vec::new();
    for t in &file.teams {
        let name = &t.name;
        let mut melds = Vec::new();
        for (j, m) in t.melds.iter().flatten().enumerate() {
            let origin = Origin::round(name, RoundField::Meld { number: j + 1 });
            melds.push(
                parse_nonempty(origin, m.cards()).map_err(|e| e.with_kind(ErrorKind::Round))?,
            );
        }
        let threes = parse_cards(
            Origin::round(name, RoundField::RedThrees),
            t.red_threes.as_deref().unwrap_or(""),
        )
        .map_err(|e| e.with_kind(ErrorKind::Round))?;
        let hand = parse_cards(
            Origin::round(name, RoundField::Hand),
            t.hand.as_deref().unwrap_or(""),
        )
        .map_err(|e| e.with_kind(ErrorKind::Round))?;
        let black = parse_cards(
            Origin::round(name, RoundField::BlackThrees),
            t.black_threes.as_deref().unwrap_or(""),
        )
        .map_err(|e| e.with_kind(ErrorKind::Round))?;
        let mut players = Vec::new();
        for p in &t.players {
            players.push(
                parse_cards(
                    Origin::round(
                        name,
                        RoundField::PlayerHand {
                            player: p.name.clone(),
                        },
                    ),
                    p.hand.as_deref().unwrap_or(""),
                )
                .map_err(|e| e.with_kind(ErrorKind::Round))?,
            );
        }
        lists.push((melds, threes, hand));
        extras.push((black, players));
        feet.push(read_feet(t)?);
    }
    let all: Vec<&CardList> = lists
        .iter()
        .zip(&extras)
        .flat_map(|((m, t, h), (b, p))| m.iter().chain([t, h, b]).chain(p))
        .chain(feet.iter().flatten())
        .collect();
    deck::check(rules, &all).map_err(|e| e.with_kind(ErrorKind::Round))?;

    let out_sides: Vec<&str> = file
        .teams
        .iter()
        .filter(|t| t.went_out)
        .map(|t| t.name.as_str())
        .collect();
    if out_sides.len() > 1 {
        return Err(round_error(RoundFault::SidesWentOut {
            count: out_sides.len(),
            sides: AllOf(out_sides.iter().map(ToString::to_string).collect()),
        })
        .with_help(Hint::OneSideOut));
    }

    let mut sides = Vec::new();
    for ((t, (melds, threes, hand)), extra) in file.teams.iter().zip(&lists).zip(&extras) {
        sides.push(check_side(rules, t, melds, threes, hand, extra)?);
    }
    for ((side, t), lists) in sides.iter_mut().zip(&file.teams).zip(&feet) {
        side.feet = check_feet(rules, t, lists)?;
    }
    Ok(Round { sides })
}

/// One side of the round, stage by stage: the threes and hands it lists,
/// its melds, then going out and penalties.
fn check_side(
    rules: &RuleSet,
    t: &TeamEntry,
    melds: &[CardList],
    threes: &CardList,
    hand: &CardList,
    (black, players): &(CardList, Vec<CardList>),
) -> Result<Side> {
    check_threes_and_players(rules, t, black, hand, players)?;
    check_red_threes(rules, t, threes, hand)?;
    let cards: Vec<Vec<Card>> = melds.iter().map(CardList::cards).collect();
    let special_hand = special_hand_of(rules, t, &cards)?;
    if special_hand.is_some() {
        return Ok(Side {
            name: t.name.clone(),
            melds: Vec::new(),
            concealed_melds: Vec::new(),
            red_threes: threes.cards(),
            black_threes: black.cards(),
            hand: hand.cards(),
            players: Vec::new(),
            feet: Vec::new(),
            went_out: true,
            concealed: t.concealed,
            penalties: t.penalties.clone(),
            special_hand,
        });
    }
    let (verdicts, concealed_melds) = check_melds(rules, t, melds, &cards)?;
    let side = Side {
        name: t.name.clone(),
        melds: verdicts,
        concealed_melds,
        red_threes: threes.cards(),
        black_threes: black.cards(),
        hand: hand
            .cards()
            .into_iter()
            .chain(players.iter().flat_map(CardList::cards))
            .collect(),
        players: t
            .players
            .iter()
            .zip(players)
            .map(|(p, l)| (p.name.clone(), l.cards()))
            .collect(),
        feet: Vec::new(),
        went_out: t.went_out,
        concealed: t.concealed,
        penalties: t.penalties.clone(),
        special_hand: None,
    };
    if t.concealed && !t.went_out {
        return Err(round_error(RoundFault::ConcealedNotOut {
            team: t.name.clone(),
        })
        .with_help(Hint::SetWentOut));
    }
    if t.went_out {
        check_went_out(rules, t, &side, &cards, melds, hand)?;
    }
    check_penalties(t)?;
    Ok(side)
}

/// `red_threes` holds red threes only, and a hand holds none where they are
/// laid out at once.
fn check_red_threes(
    rules: &RuleSet,
    t: &TeamEntry,
    threes: &CardList,
    hand: &CardList,
) -> Result<()> {
    let name = &t.name;
    for (i, tok) in threes.tokens.iter().enumerate() {
        if !tok.card.is_red_three() {
            return Err(threes.error_at(
                i,
                ErrorKind::Round,
                RoundFault::NotARedThree {
                    team: name.clone(),
                    card: tok.card,
                },
                Label::OnlyRedThrees,
            ));
        }
    }
    for (i, tok) in hand.tokens.iter().enumerate() {
        if tok.card.is_red_three() && rules.red_threes.caught_in_hand.is_none() {
            return Err(hand
                .error_at(
                    i,
                    ErrorKind::Round,
                    RoundFault::RedThreeInHand {
                        team: name.clone(),
                        card: tok.card,
                    },
                    Label::ARedThree,
                )
                .with_help(Hint::ListUnderRedThrees));
        }
    }
    Ok(())
}

/// Each of the side's melds as the rule set counts them (merged by rank, or
/// apart) must be legal; gives their verdicts and which hold a canasta
/// marked as laid concealed.
fn check_melds(
    rules: &RuleSet,
    t: &TeamEntry,
    melds: &[CardList],
    cards: &[Vec<Card>],
) -> Result<(Vec<MeldVerdict>, Vec<bool>)> {
    let mut verdicts = Vec::new();
    let mut concealed_melds = Vec::new();
    for g in &meld::group_melds(rules, cards) {
        let v = meld::check(rules, &g.cards, t.went_out);
        if !v.valid {
            let first = &melds[g.entries[0]];
            return Err(round_error(RoundFault::IllegalMeld {
                team: t.name.clone(),
                melds: meld_numbers(&g.entries),
                count: g.entries.len(),
                cards: g.cards.clone(),
                rules: rules.name.clone(),
                reasons: v.reasons,
            })
            .at(
                first.origin.clone(),
                first.text.clone(),
                0..first.text.len(),
                Label::ThisMeld,
            ));
        }
        let mut concealed = false;
        for &e in &g.entries {
            if t.melds
                .iter()
                .flatten()
                .nth(e)
                .is_some_and(MeldEntry::concealed)
            {
                check_concealed_canasta(rules, t, &melds[e], &cards[e], e)?;
                concealed = true;
            }
        }
        verdicts.push(v);
        concealed_melds.push(concealed);
    }
    Ok((verdicts, concealed_melds))
}

/// A meld marked `concealed: true` must be a canasta by itself.
fn check_concealed_canasta(
    rules: &RuleSet,
    t: &TeamEntry,
    list: &CardList,
    cards: &[Card],
    index: usize,
) -> Result<()> {
    if meld::check(rules, cards, t.went_out).canasta.is_some() {
        return Ok(());
    }
    Err(round_error(RoundFault::ConcealedNotCanasta {
        team: t.name.clone(),
        meld: index + 1,
        cards: cards.to_vec(),
    })
    .at(
        list.origin.clone(),
        list.text.clone(),
        0..list.text.len(),
        Label::NotACanasta,
    ))
}

/// A side that went out has the canastas (and kinds) going out needs, no
/// meld that bars it, and, alone at its side, no card left.
fn check_went_out(
    rules: &RuleSet,
    t: &TeamEntry,
    side: &Side,
    cards: &[Vec<Card>],
    melds: &[CardList],
    hand: &CardList,
) -> Result<()> {
    let name = &t.name;
    let need = rules.going_out.canastas;
    let have = side.canastas();
    if have < need {
        return Err(round_error(RoundFault::TooFewCanastasToGoOut {
            team: name.clone(),
            have,
            rules: rules.name.clone(),
            need,
        }));
    }
    check_going_out(rules, side, cards, melds)?;
    for (kind, &need) in &rules.going_out.canasta_kinds {
        let have = side
            .melds
            .iter()
            .filter(|m| m.kind.as_deref() == Some(kind.as_str()))
            .count() as u32;
        if have < need {
            return Err(round_error(RoundFault::TooFewOfKindToGoOut {
                team: name.clone(),
                have,
                kind: kind.clone(),
                rules: rules.name.clone(),
                need,
            })
            .with_help(Hint::ListMeldsAsLaid));
        }
    }
    if t.concealed && have == 0 {
        return Err(round_error(RoundFault::ConcealedWithoutCanasta {
            team: name.clone(),
        }));
    }
    if rules.side_size() == 1 && !hand.is_empty() {
        return Err(hand
            .error_at(
                0,
                ErrorKind::Round,
                RoundFault::WentOutHolding {
                    team: name.clone(),
                    cards: hand.cards(),
                },
                Label::NoCardsLeft,
            )
            .with_help(Hint::EmptyTheHand));
    }
    Ok(())
}

/// Penalties are written as positive numbers: they are subtracted.
fn check_penalties(t: &TeamEntry) -> Result<()> {
    for p in &t.penalties {
        if p.points <= 0 {
            return Err(round_error(RoundFault::PenaltyNotPositive {
                team: t.name.clone(),
                reason: p.reason.clone(),
                points: p.points,
            }));
        }
    }
    Ok(())
}

/// Black threes laid out must be bonus cards under the rule set, and a side
/// gives its cards in hand either as one `hand` or per player.
fn check_threes_and_players(
    rules: &RuleSet,
    t: &TeamEntry,
    black: &CardList,
    hand: &CardList,
    players: &[CardList],
) -> Result<()> {
    let name = &t.name;
    if !black.is_empty() && !rules.black_threes.bonus_cards {
        return Err(black
            .error_at(
                0,
                ErrorKind::Round,
                RoundFault::BlackThreesNotBonus {
                    team: name.clone(),
                    rules: rules.name.clone(),
                },
                Label::NotABonusCard,
            )
            .with_help(Hint::LeaveOutBlackThrees));
    }
    for (i, tok) in black.tokens.iter().enumerate() {
        if !tok.card.is_black_three() {
            return Err(black.error_at(
                i,
                ErrorKind::Round,
                RoundFault::NotABlackThree {
                    team: name.clone(),
                    card: tok.card,
                },
                Label::OnlyBlackThrees,
            ));
        }
    }
    if !hand.is_empty() && !t.players.is_empty() {
        return Err(
            round_error(RoundFault::HandAndPlayers { team: name.clone() })
                .with_help(Hint::MoveHandToPlayers),
        );
    }
    for (i, p) in t.players.iter().enumerate() {
        if p.name.trim().is_empty() {
            return Err(round_error(RoundFault::PlayerWithoutName {
                team: name.clone(),
                player: i + 1,
            }));
        }
        if t.players[..i].iter().any(|o| o.name == p.name) {
            return Err(round_error(RoundFault::SamePlayerName {
                team: name.clone(),
                player: p.name.clone(),
            }));
        }
        for (j, tok) in players[i].tokens.iter().enumerate() {
            if tok.card.is_red_three() && rules.red_threes.caught_in_hand.is_none() {
                return Err(players[i]
                    .error_at(
                        j,
                        ErrorKind::Round,
                        RoundFault::PlayerRedThreeInHand {
                            team: name.clone(),
                            player: p.name.clone(),
                            card: tok.card,
                        },
                        Label::ARedThree,
                    )
                    .with_help(Hint::ListUnderRedThrees));
            }
        }
    }
    Ok(())
}

/// The special hand a side names, checked against its cards: the round
/// lists them under `melds`, as laid.
fn special_hand_of(
    rules: &RuleSet,
    t: &TeamEntry,
    cards: &[Vec<Card>],
) -> Result<Option<SpecialHand>> {
    let Some(wanted) = &t.special_hand else {
        return Ok(None);
    };
    let name = &t.name;
    let hands = &rules.scoring.special_hands;
    let Some(special) = hands.iter().find(|h| h.name == wanted.trim()) else {
        let names: Vec<String> = hands.iter().map(|h| h.name.clone()).collect();
        let rules_name = rules.name.clone();
        let help = match crate::yaml::closest(wanted.trim(), names.iter().map(String::as_str)) {
            _ if names.is_empty() => Hint::NoSpecialHands { rules: rules_name },
            Some(guess) => Hint::SpecialHandsGuess {
                guess,
                rules: rules_name,
                names,
            },
            None => Hint::SpecialHands {
                rules: rules_name,
                names,
            },
        };
        return Err(round_error(RoundFault::UnknownSpecialHand {
            team: name.clone(),
            name: wanted.clone(),
            rules: rules.name.clone(),
        })
        .with_help(help));
    };
    if !t.went_out {
        return Err(round_error(RoundFault::SpecialHandNotOut {
            team: name.clone(),
            hand: special.name.clone(),
        })
        .with_help(Hint::SetWentOutTrue));
    }
    // Named alone, with no cards under `melds`, the hand scores its value;
    // its cards, where given, must have its shape.
    let laid: Vec<Card> = cards.iter().flatten().copied().collect();
    if laid.is_empty() {
        return Ok(Some(special.clone()));
    }
    if let Err(why) = crate::special_hand::fits(special, &laid) {
        return Err(round_error(RoundFault::NotTheSpecialHand {
            team: name.clone(),
            hand: special.name.clone(),
            rules: rules.name.clone(),
            why,
        })
        .with_help(Hint::ListSpecialHand));
    }
    Ok(Some(special.clone()))
}

/// Going out needs no incomplete meld of a kind that bars it.
fn check_going_out(
    rules: &RuleSet,
    side: &Side,
    cards: &[Vec<Card>],
    melds: &[CardList],
) -> Result<()> {
    for g in meld::group_melds(rules, cards) {
        if let Some(kind) = meld::incomplete_kind(rules, &g.cards)
            && kind.incomplete_bars_going_out
        {
            let first = &melds[g.entries[0]];
            return Err(round_error(RoundFault::IncompleteBarsGoingOut {
                team: side.name.clone(),
                melds: meld_numbers(&g.entries),
                count: g.entries.len(),
                held: g.cards.len(),
                cards: g.cards,
                kind: kind.name.clone(),
                min: rules.canasta.min_cards,
                rules: rules.name.clone(),
            })
            .at(
                first.origin.clone(),
                first.text.clone(),
                0..first.text.len(),
                Label::Incomplete,
            )
            .with_help(Hint::CompleteOrNotOut));
        }
    }
    Ok(())
}

/// The players' feet as written, one list per player (empty where none).
fn read_feet(t: &TeamEntry) -> Result<Vec<CardList>> {
    t.players
        .iter()
        .map(|p| {
            parse_cards(
                Origin::round(
                    &t.name,
                    RoundField::PlayerFoot {
                        player: p.name.clone(),
                    },
                ),
                p.foot.as_deref().unwrap_or(""),
            )
            .map_err(|e| e.with_kind(ErrorKind::Round))
        })
        .collect()
}

/// Feet that were never picked up: only where the rule set deals one, no
/// bigger than dealt, and not on a side that went out, since going out
/// needs the foot played.
fn check_feet(
    rules: &RuleSet,
    t: &TeamEntry,
    lists: &[CardList],
) -> Result<Vec<(String, Vec<Card>)>> {
    let name = &t.name;
    let dealt = rules.deal.foot;
    let mut out = Vec::new();
    for (p, list) in t.players.iter().zip(lists) {
        if list.is_empty() {
            continue;
        }
        if dealt == 0 {
            return Err(list
                .error_at(
                    0,
                    ErrorKind::Round,
                    RoundFault::NoFootDealt {
                        team: name.clone(),
                        player: p.name.clone(),
                        rules: rules.name.clone(),
                    },
                    Label::NoFootHere,
                )
                .with_help(Hint::LeaveOutFoot));
        }
        if list.len() > dealt as usize {
            return Err(list
                .error_at(
                    dealt as usize,
                    ErrorKind::Round,
                    RoundFault::FootTooLarge {
                        team: name.clone(),
                        player: p.name.clone(),
                        count: list.len(),
                        rules: rules.name.clone(),
                        dealt,
                    },
                    Label::OneCardTooMany,
                )
                .with_help(Hint::ListFootDealt));
        }
        out.push((p.name.clone(), list.cards()));
    }
    if t.went_out && !t.players.is_empty() && out.len() == t.players.len() {
        return Err(round_error(RoundFault::FootNotPlayed {
            team: name.clone(),
            rules: rules.name.clone(),
        })
        .with_help(Hint::EmptyTheFoot));
    }
    Ok(out)
}

/// The node of a player's `field` (`hand`, `foot`) in a side's entry.
fn player_field<'n>(team: &'n Node, player: &str, field: &str) -> Option<(&'n Node, usize)> {
    team.get("players")?
        .items()
        .iter()
        .find(|p| p.get("name").and_then(Node::as_str) == Some(player))?
        .get(field)
        .map(|n| (n, 0))
}

/// Errors that point into one field of the round file (a meld, a hand)
/// point into the file instead, with its line and column: the field is
/// found in the file's tree, and the error's place moved into it.
pub fn relocate(err: Error, origin: &Origin, tree: &Node, file: &RoundFile) -> Error {
    let Some(s) = err.snippet().cloned() else {
        return err.context(origin.clone());
    };
    let in_team = |name: &str| {
        let i = file.teams.iter().position(|t| t.name == name)?;
        tree.get("teams")?.item(i)
    };
    // The node that holds the field's text, and where in its value the
    // field starts (a meld of a `;`-separated string starts partway).
    let place = match &s.origin {
        Origin::HandNumber => tree.get("hand_number").map(|n| (n, 0)),
        Origin::Round { team, field } => in_team(team).and_then(|team| match field {
            RoundField::PlayerHand { player } => player_field(team, player, "hand"),
            RoundField::PlayerFoot { player } => player_field(team, player, "foot"),
            RoundField::Hand => team.get("hand").map(|n| (n, 0)),
            RoundField::RedThrees => team.get("red_threes").map(|n| (n, 0)),
            RoundField::BlackThrees => team.get("black_threes").map(|n| (n, 0)),
            RoundField::Side => None,
            &RoundField::Meld { number: j } => {
                let melds = team.get("melds")?;
                match melds.as_str() {
                    Some(all) => {
                        let mut offset = 0;
                        for (i, part) in all.split(';').enumerate() {
                            if i + 1 == j {
                                let lead = part.len() - part.trim_start().len();
                                return Some((melds, offset + lead));
                            }
                            offset += part.len() + 1;
                        }
                        None
                    }
                    None => {
                        let item = melds.item(j - 1)?;
                        Some((item.get("cards").unwrap_or(item), 0))
                    }
                }
            }
        }),
        _ => None,
    };
    let Some((node, within)) = place else {
        return err.context(origin.clone());
    };
    // Cards written as a YAML list were joined with spaces: find the item.
    let mut offset = 0;
    let item = node.items().iter().find_map(|item| {
        let len = item.as_str()?.len();
        let found =
            (s.span.start >= offset && s.span.end <= offset + len).then_some((item, offset));
        offset += len + 1;
        found
    });
    let (node, shift) = match item {
        Some((item, at)) => (item, at),
        None => (node, 0),
    };
    let span = match node.text_start() {
        Some(start) if !s.text.contains('\n') => {
            start + within + s.span.start - shift..start + within + s.span.end - shift
        }
        _ => node.span.clone(),
    };
    let mut e = err.with_snippet(crate::error::Snippet {
        origin: node.source.origin.clone(),
        text: node.source.text.clone(),
        span,
        label: s.label.clone(),
    });
    // An empty span shows no caret: say the file in the message.
    if e.span().is_some_and(|r| r.is_empty()) {
        e = e.context(origin.clone());
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards("t", s).unwrap().cards()
    }

    /// The place in the file of the error checking `text` finds.
    fn placed(text: &str) -> (usize, usize) {
        let (file, tree) = parse_tree("r.yaml", text).unwrap();
        let rules = crate::rules::load("classic").unwrap();
        let e = relocate(
            check(&rules, &file).unwrap_err(),
            &"r.yaml".into(),
            &tree,
            &file,
        );
        let s = e.snippet().unwrap();
        assert_eq!(s.origin, Origin::from("r.yaml"));
        assert_eq!(&s.text[s.span.clone()], "h14");
        s.line_column()
    }

    #[test]
    fn a_bad_card_is_shown_where_the_file_holds_it() {
        let they = "  - name: They\n    hand: h4\n";
        let we = |melds: &str| format!("teams:\n  - name: We\n    melds: {melds}\n{they}");
        assert_eq!(placed(&we("[hK dK h14]")), (3, 19));
        assert_eq!(placed(&we("\"hK dK cK; h14 hA cA\"")), (3, 23));
        assert_eq!(placed(&we("[[hK, dK, h14]]")), (3, 22));
        assert_eq!(
            placed(&we("[{cards: 'hK h14 dK', concealed: true}]")),
            (3, 25)
        );
        let list = "teams:\n  - name: We\n  - name: They\n    hand: [h4, h14]\n";
        assert_eq!(placed(list), (4, 16));
    }

    /// Where an error of `text` under `preset` is shown: line, column and
    /// the text there.
    fn placed_under(preset: &str, text: &str) -> (usize, usize, String) {
        let (file, tree) = parse_tree("r.yaml", text).unwrap();
        let rules = crate::rules::load(preset).unwrap();
        let e = relocate(
            check(&rules, &file).unwrap_err(),
            &"r.yaml".into(),
            &tree,
            &file,
        );
        let s = e.snippet().unwrap();
        assert_eq!(s.origin, Origin::from("r.yaml"));
        let (line, column) = s.line_column();
        (line, column, s.text[s.span.clone()].to_string())
    }

    #[test]
    fn a_foot_and_a_hand_number_are_shown_where_the_file_holds_them() {
        let foot = "teams:\n  - name: We\n    players:\n      - {name: Ann, hand: h4}\n      - {name: Bob, hand: h5, foot: h6 h14}\n  - name: They\n    hand: h4\n";
        assert_eq!(
            placed_under("hand-and-foot", foot),
            (5, 40, "h14".to_string())
        );
        let zero = "hand_number: 0\nteams:\n  - name: We\n  - name: They\n";
        assert_eq!(
            placed_under("hand-and-foot", zero),
            (1, 14, "0".to_string())
        );
    }

    #[test]
    fn grouping_matches_merge_by_rank() {
        let melds = vec![
            cards("hK dK cK"),
            cards("hA cA d2"),
            cards("sK hK jk"),
            cards("jk jk s2"),
            cards("h5 d5 s2"),
        ];
        let groups: Vec<Vec<Card>> = meld::group_by_rank(&melds)
            .into_iter()
            .map(|g| g.cards)
            .collect();
        assert_eq!(groups, meld::merge_by_rank(&melds));
        assert_eq!(meld::group_by_rank(&melds)[0].entries, vec![0, 2]);
    }
}
