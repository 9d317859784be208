//! The rule model: every number and every choice a rule book makes, as a
//! named, typed field. The built-in presets and users' house-rule files are
//! YAML documents of this shape (see `presets/classic.yaml`, which documents
//! every field).
//!
//! Fields that a file leaves out are inherited from the rule set it
//! `extends` (see `load`, which merges the files before reading them), so
//! every field is required here: `presets/classic.yaml`, which every other
//! rule set extends, sets each one. Game files store whole rule sets; a
//! field added later needs a new game-file version whose migration step
//! sets it, in the files written before, to what rule sets did before it
//! existed (`sheet::migrate`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::composition::Composition;

/// A rule set: every number and choice of one rule book (or house), read
/// from a preset or a YAML file by [`load`](fn@crate::rules::load).
///
/// ```
/// let rules = canasta::rules::load("classic")?;
/// assert_eq!(rules.name, "classic");
/// assert_eq!(rules.canasta.min_cards, 7);
/// assert_eq!(rules.deck_size(), 108);
/// # Ok::<(), canasta::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// The rule set this one starts from; read by the loader, never shown.
    #[serde(skip_serializing)]
    pub extends: Option<String>,
    /// Its name (`classic`), as commands print it.
    pub name: String,
    /// One line on what it is.
    pub description: String,
    /// Where the rules come from, so a player can check them.
    pub source: String,
    /// Who plays, and in which sides.
    pub players: Players,
    /// The cards in play.
    pub deck: Deck,
    /// What is dealt and drawn.
    pub deal: Deal,
    /// What each card is worth.
    pub card_values: CardValues,
    /// What a meld may be.
    pub meld: MeldRules,
    /// What black threes may do and cost.
    pub black_threes: BlackThrees,
    /// What a canasta is and earns.
    pub canasta: CanastaRules,
    /// What a side's first meld needs.
    pub initial_meld: InitialMeld,
    /// When and how the discard pile may be taken.
    pub pile: PileRules,
    /// When a player may go out, and what it earns.
    pub going_out: GoingOut,
    /// What red threes earn or cost.
    pub red_threes: RedThrees,
    /// How a hand is scored beyond the cards.
    pub scoring: Scoring,
    /// When the game ends.
    pub game: GameRules,
    /// The description in a language other than English, by language
    /// (`de: Deutsches Regelheft ...`); where a language has none, the
    /// `description` is shown.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub descriptions: BTreeMap<String, String>,
    /// The source in a language other than English, by language (`de:
    /// pagat.com, Canasta, Varianten für 2 Spieler ...`): the same works
    /// and readings, in that language's words; where a language has none,
    /// the `source` is shown. Optional, as `descriptions`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sources: BTreeMap<String, String>,
    /// A rule book's own names for some of the game's terms, by language
    /// (`de: {canasta-natural: echter Canasta, pile: Posso}`): each key is
    /// one of `TERMS`, which the words of every language then say its way.
    /// Optional, so that rule sets and game files written before it read
    /// as they did.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub terms: BTreeMap<String, BTreeMap<String, String>>,
    /// What a house file is made of: the rule set it extends and the
    /// file. Where the file gives no `description` or `source`, they are
    /// empty and the front end says this in words ("classic with the
    /// changes in house.yaml"), so that each language can. Set by the
    /// loader alone: no key of a rule file (nor of a game file, whose
    /// rule set keeps the empty fields).
    #[serde(skip)]
    pub changes: Option<Changes>,
}

/// A rule set that is another with the changes in a file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Changes {
    /// The name of the rule set the file extends (`classic`).
    pub base: String,
    /// The file, as it was named (`house.yaml`).
    pub file: String,
}

/// The languages a rule set's `terms`, `descriptions` and `sources` may
/// name.
pub const LANGUAGES: &[&str] = &["en", "de"];

/// The terms a rule set may name its own way (`terms:`): the terms of the
/// message catalogues, without their leading `-`.
pub const TERMS: &[&str] = &[
    "canasta",
    "canasta-natural",
    "canasta-mixed",
    "canasta-wild",
    "canastas-natural",
    "canastas-mixed",
    "meld",
    "initial-meld",
    "pile",
    "red-three",
    "black-three",
    "go-out",
];

impl RuleSet {
    /// The rule set's own names for terms in the language `lang` (`de`).
    pub fn terms_in(&self, lang: &str) -> impl Iterator<Item = (&str, &str)> {
        self.terms
            .get(lang)
            .into_iter()
            .flatten()
            .map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The description in the language `lang`, else the English one.
    #[must_use]
    pub fn description_in(&self, lang: &str) -> &str {
        self.descriptions
            .get(lang)
            .map_or(self.description.as_str(), String::as_str)
    }

    /// The source in the language `lang`, else the English one.
    #[must_use]
    pub fn source_in(&self, lang: &str) -> &str {
        self.sources
            .get(lang)
            .map_or(self.source.as_str(), String::as_str)
    }
}

/// Who plays, and in which sides.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    /// How many play; the global `--players` sets it.
    pub count: u32,
    /// The fewest players the rules allow.
    pub min: u32,
    /// No upper limit when absent.
    pub max: Option<u32>,
    /// Players per side: 2 for partnerships, 1 for each alone.
    pub side_size: u32,
    /// Side sizes that differ for some player counts.
    pub side_size_by_players: ByPlayers<u32>,
    /// The only player counts allowed between `min` and `max`; empty: all of them.
    pub allowed: Vec<u32>,
    /// Sides for player counts that do not divide into sides of one size
    /// (traditional, 5 players: a pair against three).
    pub sides_by_players: ByPlayers<u32>,
    /// Players who sit out each hand, by player count (traditional, 5
    /// players: one of the three).
    pub sitting_out_by_players: ByPlayers<u32>,
}

impl Players {
    /// Whether `count` players may play under these rules.
    pub(crate) fn admits(&self, count: u32) -> bool {
        self.min <= count
            && self.max.is_none_or(|m| count <= m)
            && (self.allowed.is_empty() || self.allowed.contains(&count))
    }
}

/// The cards in play.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    /// Packs of 52 cards shuffled together.
    pub packs: u32,
    /// Jokers in each pack.
    pub jokers_per_pack: u32,
    /// When set, the deck grows with the table: this many packs per player.
    pub packs_per_player: Option<u32>,
    /// Packs for particular player counts.
    pub packs_by_players: ByPlayers<u32>,
}

/// What is dealt and drawn.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Cards dealt to each player.
    pub cards: u32,
    /// Cards dealt for particular player counts.
    pub cards_by_players: ByPlayers<u32>,
    /// Cards drawn from the stock in a turn.
    pub draw: u32,
    /// Cards drawn for particular player counts.
    pub draw_by_players: ByPlayers<u32>,
    /// Cards in each player's second packet, the foot, picked up when the
    /// hand is used up (hand-and-foot); 0: no foot. A player who still
    /// has the foot does not go out by using up the hand: melding or
    /// taking the pile down to no card, or discarding the last one, is
    /// legal, and the player plays on from the foot.
    pub foot: u32,
    /// When a player who melds the hand down to no card plays on from the
    /// foot; after discarding the last card of the hand it is always the
    /// next turn.
    pub foot_after_melding_out: FootAfterMeldingOut,
}

impl RuleSet {
    /// Whether a player who has not picked up the foot (`in_foot` false)
    /// still has it to come: using up the hand then is not going out.
    pub(crate) fn foot_to_come(&self, in_foot: bool) -> bool {
        self.deal.foot > 0 && !in_foot
    }
}

/// When a player who melds the hand down to no card, the foot still to
/// come, plays on from the foot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FootAfterMeldingOut {
    /// Picks it up and plays on in the same turn (pagat).
    #[default]
    SameTurn,
    /// Picks it up and plays it from the next turn.
    NextTurn,
}

/// What each card is worth at the end of a hand, melded (for) or held
/// (against).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardValues {
    /// A joker.
    pub joker: i64,
    /// A two.
    pub two: i64,
    /// An ace.
    pub ace: i64,
    /// K Q J 10 9 8.
    pub king_to_eight: i64,
    /// 7 6 5 4.
    pub seven_to_four: i64,
    /// A black three.
    pub black_three: i64,
    /// A red three's value as a card (not its bonus).
    pub red_three: i64,
}

impl CardValues {
    /// The value of `card`.
    pub fn of(&self, card: Card) -> i64 {
        match card {
            Card::Joker => self.joker,
            Card::Suited(suit, rank) => match rank.number() {
                1 => self.ace,
                2 => self.two,
                3 if suit.is_red() => self.red_three,
                3 => self.black_three,
                4..=7 => self.seven_to_four,
                _ => self.king_to_eight,
            },
        }
    }

    /// The value of a natural of `rank` (a black three for the three).
    pub(crate) fn of_rank(&self, rank: Rank) -> i64 {
        self.of(Card::new(crate::card::Suit::Clubs, rank))
    }

    /// Saturating, for the referee's comparisons with a minimum; scoring
    /// checks its sum so that it cannot overflow.
    pub fn sum(&self, cards: &[Card]) -> i64 {
        cards
            .iter()
            .fold(0i64, |a, &c| a.saturating_add(self.of(c)))
    }

    /// `None` when the sum does not fit in 64 bits.
    pub(crate) fn checked_sum(&self, cards: &[Card]) -> Option<i64> {
        cards
            .iter()
            .try_fold(0i64, |a, &c| a.checked_add(self.of(c)))
    }
}

/// How many wild cards a meld may hold against its naturals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WildRatio {
    /// No ratio beyond `min_naturals` and `max_wilds` (classic: 2N+3W is legal).
    #[default]
    None,
    /// N ≥ W.
    NaturalsAtLeastWilds,
    /// N > W: naturals always in the majority.
    NaturalsExceedWilds,
}

/// Whether a meld of wild cards only (jokers and deuces) is legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WildMelds {
    /// Not at all.
    #[default]
    Never,
    /// Only as a complete canasta.
    CanastaOnly,
    /// From the meld's minimum size up.
    Any,
}

/// What a meld may be.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeldRules {
    /// The fewest cards in a meld.
    pub min_cards: u32,
    /// No upper limit when absent.
    pub max_cards: Option<u32>,
    /// The fewest natural cards in a meld.
    pub min_naturals: u32,
    /// No fixed limit when absent.
    pub max_wilds: Option<u32>,
    /// How many wild cards a meld may hold against its naturals.
    pub wild_ratio: WildRatio,
    /// Whether a meld of wild cards only is legal.
    pub wild_melds: WildMelds,
    /// Melds of these ranks take no wild card at all (modern-american: sevens).
    pub natural_only_ranks: Vec<Rank>,
    /// Melds of these ranks take wild cards only in the side's initial meld
    /// (modern-american: aces); such a meld is then an ordinary mixed meld.
    pub wilds_in_initial_only_ranks: Vec<Rank>,
    /// A side may have several melds of one rank, each on its own; false:
    /// a second meld of a rank merges into the first.
    pub several_per_rank: bool,
    /// No wild card may join a meld that is a canasta already (samba).
    pub no_wilds_onto_canasta: bool,
    /// The most cards a meld of wild cards only may hold (bolivia: 7, the
    /// seventh closes it); no limit beyond `max_cards` when absent.
    pub wild_meld_max_cards: Option<u32>,
    /// The most melds of wild cards only a side may have short of a
    /// canasta at a time (modern-american: 1, so a turn may start a second
    /// only after completing the first); no limit when absent, as in the
    /// rule sets games stored before it existed (so a stored rule set
    /// need not hold it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_incomplete_wild_melds: Option<u32>,
    /// Melds in sequence: cards of one suit in a row.
    pub sequences: Sequences,
}

/// Sequences (samba, bolivia): cards of one suit in a row, ace high.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Sequences {
    /// Whether a meld may be a sequence at all.
    pub allowed: bool,
    /// The fewest cards in a sequence.
    pub min_cards: u32,
    /// The size at which a sequence is complete and closed.
    pub max_cards: u32,
    /// The lowest rank a sequence may hold (4 keeps threes and twos out).
    pub lowest: Rank,
    /// The highest rank; an ace counts high, above the king.
    pub highest: Rank,
    /// Wild cards a sequence may hold in place of a missing card.
    pub max_wilds: u32,
}

impl Default for Sequences {
    fn default() -> Self {
        Sequences {
            allowed: false,
            min_cards: 3,
            max_cards: 7,
            lowest: Rank::new(4).unwrap_or(Rank::ACE),
            highest: Rank::ACE,
            max_wilds: 0,
        }
    }
}

impl Sequences {
    /// A rank's place in a sequence: the ace above the king.
    pub fn place(rank: Rank) -> u8 {
        if rank == Rank::ACE { 14 } else { rank.number() }
    }
}

/// When black threes may be melded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlackThreeMeld {
    /// Not at all.
    #[default]
    Never,
    /// Only as the last meld of a player going out.
    GoingOut,
}

/// What black threes left in a hand cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlackThreesInHand {
    /// Their card value, like any other card.
    #[default]
    CardValue,
    /// Negative on the red-three scale (verschärft: −100, −200, −400).
    RedThreeScale,
}

/// What black threes may do and cost.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlackThrees {
    /// When they may be melded.
    pub meld: BlackThreeMeld,
    /// The fewest in a meld of black threes.
    pub min_cards: u32,
    /// The most in a meld of black threes.
    pub max_cards: u32,
    /// Wild cards allowed in a meld of black threes.
    pub max_wilds: u32,
    /// What black threes left in a hand cost.
    pub in_hand: BlackThreesInHand,
    /// What each black three left in a hand costs instead (positive,
    /// subtracted; bolivia: 100); absent: `in_hand` decides.
    pub in_hand_cost: Option<i64>,
    /// Black threes are bonus cards too: laid out at once like red threes and
    /// scored on the same scale, each colour counted on its own.
    pub bonus_cards: bool,
}

/// What a canasta is and earns.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CanastaRules {
    /// The cards that make a meld a canasta.
    pub min_cards: u32,
    /// Bonus for a canasta without wild cards.
    pub natural_bonus: i64,
    /// Bonus for a canasta with wild cards.
    pub mixed_bonus: i64,
    /// Bonus for a canasta of wild cards only (where `meld.wild_melds` allows one).
    pub wild_bonus: i64,
    /// Extra for a canasta laid complete from the hand.
    pub concealed_extra: i64,
    /// Kinds of canasta tried in order before natural, mixed and wild (which
    /// earn the bonuses above): the first that fits a meld names it. Absent
    /// in older files, so that they keep the three classic kinds.
    pub kinds: Vec<CanastaKindRule>,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Which cards a kind of canasta holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purity {
    /// Natural and wild cards in any mix.
    #[default]
    Any,
    /// No wild card.
    Natural,
    /// At least one wild card and one natural.
    Mixed,
    /// Wild cards only.
    Wild,
}

/// One kind of canasta, described by its cards: which ranks, how pure,
/// how many jokers or twos. The same description finds the incomplete meld
/// that is on its way to being one, for the penalty when the hand ends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CanastaKindRule {
    /// What `meld` calls it (`"aces"`, `"sevens"`, `"wild"`).
    pub name: String,
    /// The rank of its naturals; any rank when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranks: Vec<Rank>,
    /// Which cards it holds.
    #[serde(default)]
    pub cards: Purity,
    /// At least this many jokers (4: "all four jokers").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub min_jokers: u32,
    /// At least this many twos (7: "seven 2s").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub min_twos: u32,
    /// Its bonus as a canasta.
    pub bonus: i64,
    /// What the side loses for such a meld still short of a canasta when the
    /// hand ends (a positive number, subtracted).
    #[serde(default)]
    pub incomplete_penalty: i64,
    /// While such a meld is short of a canasta, the side may not go out.
    #[serde(default)]
    pub incomplete_bars_going_out: bool,
    /// The kind is a sequence of one suit (samba, escalera); false: a meld
    /// of one rank, or of wild cards only.
    #[serde(default)]
    pub sequence: bool,
    /// What `--tally` calls it, where kinds share a name (three kinds of
    /// wild canasta: `wild-jokers`, `wild-twos`); its name when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tally: Option<String>,
}

impl CanastaKindRule {
    /// The item `--tally` counts it by.
    pub(crate) fn tally_name(&self) -> &str {
        self.tally.as_deref().unwrap_or(&self.name)
    }

    /// Whether a meld of these cards is of this kind (complete or not).
    pub fn fits(&self, cards: &[Card]) -> bool {
        let comp = Composition::of(cards);
        let (naturals, wilds) = (comp.naturals, comp.wilds);
        let purity = match self.cards {
            Purity::Any => true,
            Purity::Natural => wilds == 0,
            Purity::Mixed => wilds > 0 && naturals > 0,
            Purity::Wild => naturals == 0,
        };
        let count = |f: fn(&Card) -> bool| cards.iter().filter(|c| f(c)).count() as u32;
        self.sequence == (comp.ranks.len() > 1)
            && purity
            && (self.ranks.is_empty() || comp.ranks.iter().all(|r| self.ranks.contains(r)))
            && count(|c| *c == Card::Joker) >= self.min_jokers
            && count(|c| c.rank() == Some(Rank::TWO)) >= self.min_twos
    }
}

/// One band of the initial-meld table. A band with neither `from` nor
/// `above` is the floor: it applies below every other band.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Band {
    /// The band starts at this score (the boundary belongs to this band).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<i64>,
    /// The band starts above this score (the boundary belongs to the band below).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub above: Option<i64>,
    /// The minimum an initial meld needs in this band.
    pub minimum: i64,
}

impl Band {
    /// Whether a score reaches this band's lower boundary.
    pub(crate) fn admits(&self, score: i64) -> bool {
        match (self.from, self.above) {
            (Some(f), _) => score >= f,
            (None, Some(a)) => score > a,
            (None, None) => true,
        }
    }
}

/// What a side's first meld needs.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InitialMeld {
    /// Lowest band first.
    pub bands: Vec<Band>,
    /// The minimum must come from a single meld instead of all melds laid in the turn.
    pub single_meld: bool,
    /// Red threes laid out count toward the minimum.
    pub counts_red_threes: bool,
    /// The bonus of a canasta laid in the initial meld counts toward the
    /// minimum.
    pub counts_canasta_bonus: bool,
    /// A player who drew from the stock and goes out concealed needs no minimum.
    pub exempt_concealed_going_out: bool,
    /// A canasta laid whole from the hand needs no minimum.
    pub exempt_canasta_from_hand: bool,
    /// The top card of the pile taken for the initial meld does not count
    /// toward the minimum.
    pub excludes_top_card: bool,
    /// The initial meld must hold a meld of naturals only, of `meld.min_cards`.
    pub needs_natural_meld: bool,
    /// A mixed canasta may not be (part of) the initial meld.
    pub no_mixed_canasta: bool,
    /// The minimum by hand number instead of by score (hand-and-foot: 50,
    /// 90, 120, 150 for hands 1 to 4); the last one holds for later hands.
    /// Empty: the bands decide.
    pub by_hand_number: Vec<i64>,
}

impl InitialMeld {
    /// The minimum a side with this cumulative score needs.
    pub fn minimum(&self, score: i64) -> i64 {
        self.bands
            .iter()
            .rev()
            .find(|b| b.admits(score))
            .or(self.bands.first())
            .map_or(0, |b| b.minimum)
    }
}

/// A class of card the pile rules speak of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardClass {
    /// Black threes.
    BlackThree,
    /// Red threes.
    RedThree,
    /// Jokers and deuces.
    Wild,
    /// Jokers.
    Joker,
    /// Twos.
    Two,
}

impl CardClass {
    /// Whether `card` is of this class.
    pub fn matches(self, card: Card) -> bool {
        match self {
            CardClass::BlackThree => card.is_black_three(),
            CardClass::RedThree => card.is_red_three(),
            CardClass::Wild => card.is_wild(),
            CardClass::Joker => card == Card::Joker,
            CardClass::Two => card.rank() == Some(Rank::TWO),
        }
    }
}

/// A way to take the discard pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeWith {
    /// Two naturals of the top card's rank from the hand.
    NaturalPair,
    /// One natural of the top card's rank and one wild card from the hand.
    NaturalAndWild,
    /// Adding the top card to a meld of its rank on the table.
    TableMeld,
}

/// Whose table meld may take the pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldOwner {
    /// Any meld of the player's side.
    #[default]
    Side,
    /// Only the player's own meld.
    Player,
}

/// When and how the discard pile may be taken.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PileRules {
    /// A top card of these classes cannot be taken.
    pub blocked_by: Vec<CardClass>,
    /// A card of these classes in the pile below the top freezes (locks) it.
    pub frozen_by: Vec<CardClass>,
    /// The pile is frozen for a side that has not made its initial meld.
    pub frozen_until_opened: bool,
    /// The ways to take a pile that is not frozen.
    pub take_unfrozen: Vec<TakeWith>,
    /// The ways to take a frozen pile.
    pub take_frozen: Vec<TakeWith>,
    /// Whose table meld may take the pile.
    pub table_meld_owner: MeldOwner,
    /// A player holding exactly one card may not take a pile of exactly one card.
    pub one_card_rule: bool,
    /// The pile is frozen for everyone, all the time.
    pub always_frozen: bool,
    /// A top card whose rank has a closed canasta (`meld.max_cards` cards,
    /// either side's) cannot be taken.
    pub closed_rank_blocks: bool,
    /// A table meld takes the pile only while it is short of a canasta (samba).
    pub table_meld_incomplete_only: bool,
    /// Only this many cards from the top are taken, the rest stay (a house
    /// reading of hand-and-foot: 7); all of them when absent.
    pub take_top: Option<u32>,
    /// The pile may be taken only when at least this many cards lie there.
    pub min_size: Option<u32>,
}

/// Whether going out needs a last card discarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinalDiscard {
    /// Meld everything, or all but one card and discard it.
    #[default]
    Optional,
    /// The player must discard a last card.
    Required,
}

/// Whether a player must ask the partner before going out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PartnerPermission {
    /// The player may ask, and the answer binds.
    #[default]
    Optional,
    /// The player must ask.
    Mandatory,
}

/// When a player may go out, and what it earns.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoingOut {
    /// Canastas the side needs (one completed in the same turn counts).
    pub canastas: u32,
    /// Whether going out needs a last card discarded.
    pub final_discard: FinalDiscard,
    /// Whether the partner must be asked.
    pub partner_permission: PartnerPermission,
    /// The bonus for going out.
    pub bonus: i64,
    /// The whole bonus (not an extra) for going out concealed, from the hand.
    pub concealed_bonus: i64,
    /// After a concealed go-out, the other sides' negative points count double.
    pub concealed_doubles_others_negative: bool,
    /// Which go-out earns `concealed_bonus`.
    pub concealed_bonus_for: ConcealedBonusFor,
    /// Canastas of particular kinds the side needs among them, by the kind's
    /// name (bolivia: `{escalera: 1}`; hand-and-foot: `{natural: 1, mixed: 1}`).
    pub canasta_kinds: BTreeMap<String, u32>,
}

/// Which go-out earns the concealed bonus: rule books that say "from the
/// hand" can mean either (traditional, RULES.md section 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConcealedBonusFor {
    /// The whole hand laid in one turn, no earlier melds, nothing added to
    /// the table's melds, a canasta among it.
    #[default]
    WholeHand,
    /// Going out in a turn that lays a canasta whole from the hand, after
    /// earlier melds or not.
    CanastaFromHand,
}

/// How a side's red-three bonus grows with their number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RedThreeScale {
    /// `each` per red three, unless `totals` names the count.
    #[default]
    Flat,
    /// `each`, then doubling: 100, 200, 400, 800 …
    Doubling,
}

/// When red threes count against the side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RedThreesNegative {
    /// Never.
    Never,
    /// The side has melded nothing when the hand ends.
    #[default]
    NoMeld,
    /// The side has no canasta: all of them negative.
    NoCanasta,
    /// Each red three needs a canasta of its own; the rest count negative.
    PerCanasta,
    /// Each red three needs a canasta of its own; with fewer canastas than
    /// red threes, all of them count negative (the other reading of
    /// verschärft, RULES.md section 3).
    AllOrNothing,
}

/// What red threes earn or cost.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedThrees {
    /// The value of one red three.
    pub each: i64,
    /// How the value grows with their number.
    pub scale: RedThreeScale,
    /// Totals for particular counts that replace `each × count`.
    pub totals: BTreeMap<u32, i64>,
    /// When they count against the side.
    pub negative: RedThreesNegative,
    /// When negative, each also costs its card value.
    pub negative_card_value: bool,
    /// The sign of the threes by the side's number of canastas (`{0: minus,
    /// 1: zero}`; plus above the highest count named). Empty: `negative` decides.
    pub sign_by_canastas: BTreeMap<u32, Sign>,
    /// What a three caught in a hand costs (positive, subtracted). Absent: a
    /// red three is laid out at once and is never in a hand.
    pub caught_in_hand: Option<i64>,
    /// What a red three in an unplayed foot costs; absent: as `caught_in_hand`.
    pub caught_in_foot: Option<i64>,
}

/// Whether threes count for or against a side, or not at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sign {
    /// Against the side.
    Minus,
    /// Not at all.
    Zero,
    /// For the side.
    Plus,
}

impl RedThrees {
    /// What a red three left in a foot never picked up costs: the foot's
    /// own cost, else a three caught in a hand's, else one red three.
    pub(crate) fn foot_cost(&self) -> i64 {
        self.caught_in_foot
            .or(self.caught_in_hand)
            .unwrap_or(self.each)
    }

    /// The sign table's answer for a side with this many canastas.
    pub fn sign(&self, canastas: u32) -> Option<Sign> {
        if self.sign_by_canastas.is_empty() {
            return None;
        }
        let above_all = self
            .sign_by_canastas
            .keys()
            .next_back()
            .is_some_and(|top| canastas > *top);
        Some(match self.sign_by_canastas.range(..=canastas).next_back() {
            Some((_, s)) if !above_all => *s,
            _ => Sign::Plus,
        })
    }
}

impl RedThrees {
    /// The value of `count` red threes on this rule set's scale (positive);
    /// `None` when it does not fit in 64 bits.
    pub(crate) fn checked_value(&self, count: u32) -> Option<i64> {
        if count == 0 {
            return Some(0);
        }
        match self.scale {
            RedThreeScale::Doubling => 1i64
                .checked_shl(count - 1)
                .filter(|f| *f > 0)
                .and_then(|f| self.each.checked_mul(f)),
            RedThreeScale::Flat => match self.totals.get(&count) {
                Some(&t) => Some(t),
                None => self.each.checked_mul(i64::from(count)),
            },
        }
    }

    /// The value of `count` red threes on this rule set's scale (positive).
    pub fn value(&self, count: u32) -> i64 {
        if count == 0 {
            return 0;
        }
        match self.scale {
            RedThreeScale::Doubling => self.each.saturating_mul(1i64 << (count - 1).min(62)),
            RedThreeScale::Flat => self
                .totals
                .get(&count)
                .copied()
                .unwrap_or(self.each.saturating_mul(i64::from(count))),
        }
    }
}

/// How a hand is scored beyond the cards.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    /// A side with no canasta scores all its points negative, melded cards included.
    pub no_canasta_all_negative: bool,
    /// Sets of one rank that cost a player extra when caught in one hand.
    pub hand_sets: Vec<HandSet>,
    /// Hands laid whole by a side that has not melded, scored instead of
    /// everything else; a round file names one with `special_hand`.
    pub special_hands: Vec<SpecialHand>,
}

/// "3 or more aces in one player's hand: 1500".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandSet {
    /// The rank of the set.
    pub rank: Rank,
    /// The fewest cards that make it a set.
    pub min_cards: u32,
    /// A positive number, subtracted for each such set.
    pub penalty: i64,
}

/// A special hand: its name, its value and, where the rule book gives one,
/// its shape. The shape is made of natural groups (by size, each a rank of
/// its own), ranks that must be among them, groups of wild cards, and
/// whether a three may appear; a house file adds or changes a hand by these
/// fields alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialHand {
    /// Its name, as a round file's `special_hand` and `--tally
    /// special-NAME` give it.
    pub name: String,
    /// Its name for people, by language (`{en: Seven pairs, de: Sieben
    /// Paare}`); where a language has none, `name`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub titles: BTreeMap<String, String>,
    /// Where it comes from (`Canasta League of America`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub source: String,
    /// What it scores.
    pub points: i64,
    /// How many cards it is laid with.
    pub cards: u32,
    /// Its natural cards grouped by rank, group sizes largest first (seven
    /// pairs: `[2, 2, 2, 2, 2, 2, 2]`), each group a rank of its own; no
    /// shape is checked when both this and `wild_groups` are empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<u32>,
    /// Ranks that must be among the natural groups (`[A, 7]`: aces and
    /// sevens).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranks: Vec<Rank>,
    /// Its groups of wild cards (a matching pair: `[{cards: 2, of:
    /// matching}]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub wild_groups: Vec<WildGroup>,
    /// Loose wild cards it may hold besides the groups, any of them, each
    /// standing in a natural group or beside them (a reading of rule sets
    /// written before `wild_groups`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wilds: u32,
    /// A three (red or black) may be one of its cards (the straight);
    /// no other special hand holds one.
    #[serde(default, skip_serializing_if = "is_false")]
    pub threes: bool,
    /// The side that lays it wins the game after that hand, whatever the
    /// totals (the dream hands).
    #[serde(default, skip_serializing_if = "is_false")]
    pub wins_game: bool,
}

impl SpecialHand {
    /// Its name for people in the language `lang`, else its `name`.
    #[must_use]
    pub fn title_in(&self, lang: &str) -> &str {
        self.titles
            .get(lang)
            .map_or(self.name.as_str(), String::as_str)
    }

    /// Whether its cards are checked against a shape.
    pub fn has_shape(&self) -> bool {
        !self.groups.is_empty() || !self.wild_groups.is_empty()
    }
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's `skip_serializing_if` passes a reference"
)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// A group of wild cards in a special hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WildGroup {
    /// How many wild cards.
    pub cards: u32,
    /// Which wild cards.
    #[serde(default)]
    pub of: WildCards,
    /// It may stand instead of one natural group of its size (zip code:
    /// one of the two pairs may be a matching wild pair); the hand then
    /// holds either.
    #[serde(default, skip_serializing_if = "is_false")]
    pub instead_of_natural: bool,
}

/// Which wild cards a special hand's wild group holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WildCards {
    /// Any wild cards, jokers and 2s mixed.
    #[default]
    Any,
    /// All jokers or all 2s.
    Matching,
    /// Jokers only.
    Jokers,
    /// 2s only.
    Twos,
}

/// What a tie at or over the target (or after the last hand of a game of
/// a fixed number of hands) means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tie {
    /// Play another hand.
    #[default]
    PlayOn,
    /// The tied sides share the win.
    Shared,
    /// The game ends drawn: over, with no winner (a club's game of a
    /// fixed number of hands, whose standings count a draw).
    Draw,
}

/// When a hand ends once the stock is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StockEnd {
    /// Play goes on while each player takes the discard.
    #[default]
    PlayOn,
    /// The hand ends when a player finishes a turn with the stock empty.
    EndOfTurn,
}

/// When the game ends.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRules {
    /// The game ends after the hand in which a side reaches this total.
    pub target: i64,
    /// What a tie at or over the target means.
    pub tie: Tie,
    /// When a hand ends once the stock is empty.
    pub stock_end: StockEnd,
    /// A game of this many hands (hand-and-foot: 4): it ends after the last
    /// and the target does not end it. Absent: the target decides.
    pub hands: Option<u32>,
}

/// A value that differs for some player counts (`{2: 1, 3: 1}`): the
/// counts it names, each with its value; any other count takes the value
/// the rule set gives for all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ByPlayers<T>(BTreeMap<u32, T>);

impl<T> Default for ByPlayers<T> {
    fn default() -> Self {
        ByPlayers(BTreeMap::new())
    }
}

impl<T: Copy> ByPlayers<T> {
    /// The value for `players` players: the one named for that count,
    /// else `otherwise`.
    pub(crate) fn get_or(&self, players: u32, otherwise: T) -> T {
        self.0.get(&players).copied().unwrap_or(otherwise)
    }

    /// The counts named, each with its value, fewest players first.
    pub fn iter(&self) -> impl Iterator<Item = (u32, T)> + '_ {
        self.0.iter().map(|(n, v)| (*n, *v))
    }
}

impl<T> FromIterator<(u32, T)> for ByPlayers<T> {
    fn from_iter<I: IntoIterator<Item = (u32, T)>>(iter: I) -> Self {
        ByPlayers(iter.into_iter().collect())
    }
}

impl RuleSet {
    /// `map`'s value for the current player count, else `otherwise`.
    fn for_players(&self, map: &ByPlayers<u32>, otherwise: u32) -> u32 {
        map.get_or(self.players.count, otherwise)
    }

    /// Packs in the deck for the current player count.
    pub fn packs(&self) -> u32 {
        match self.deck.packs_per_player {
            Some(p) => p.saturating_mul(self.players.count),
            None => self.for_players(&self.deck.packs_by_players, self.deck.packs),
        }
    }

    /// How many copies of one suited card the deck holds.
    pub(crate) fn copies_of_each(&self) -> u32 {
        self.packs()
    }

    /// Jokers in the deck for the current player count.
    pub fn jokers(&self) -> u32 {
        self.packs().saturating_mul(self.deck.jokers_per_pack)
    }

    /// Cards in the deck for the current player count.
    pub fn deck_size(&self) -> u32 {
        self.packs()
            .saturating_mul(52)
            .saturating_add(self.jokers())
    }

    /// Red threes in the deck.
    pub(crate) fn red_threes_in_deck(&self) -> u32 {
        self.packs().saturating_mul(2)
    }

    /// Cards dealt to each player at the current player count.
    pub fn cards_dealt(&self) -> u32 {
        self.for_players(&self.deal.cards_by_players, self.deal.cards)
    }

    /// Cards drawn from the stock in a turn, for the current player count.
    pub fn cards_drawn(&self) -> u32 {
        self.for_players(&self.deal.draw_by_players, self.deal.draw)
    }

    /// Players in a side at the current player count.
    pub fn side_size(&self) -> u32 {
        self.for_players(&self.players.side_size_by_players, self.players.side_size)
    }

    /// How many sides the current player count makes.
    pub fn sides(&self) -> u32 {
        let even = self.players.count / self.side_size().max(1);
        self.for_players(&self.players.sides_by_players, even)
    }

    /// Players who sit out each hand at the current player count.
    pub fn sitting_out(&self) -> u32 {
        self.for_players(&self.players.sitting_out_by_players, 0)
    }

    /// The rules for one hand of the game (1 for the first): where the rule
    /// set gives the initial-meld minimum by hand number, that minimum, for
    /// every score, replaces the bands.
    #[must_use]
    pub fn at_hand(mut self, hand_number: u32) -> RuleSet {
        let by_hand = &self.initial_meld.by_hand_number;
        if let Some(&minimum) = by_hand
            .get(hand_number.saturating_sub(1) as usize)
            .or(by_hand.last())
        {
            self.initial_meld.bands = vec![Band {
                from: None,
                above: None,
                minimum,
            }];
        }
        self
    }

    /// The card value of one card under this rule set.
    pub fn value(&self, card: Card) -> i64 {
        self.card_values.of(card)
    }
}
