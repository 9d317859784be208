//! Why a side may or may not make its initial meld. Words:
//! the catalogue's `initial-<code>`.

use serde::Serialize;

use crate::adjudicate::Unmeldable;
use crate::card::{Card, Rank};
use crate::reason::reasons;
use crate::rules::CardClass;

reasons! {
    /// A rule the initial-meld verdict rests on.
    pub enum InitialReason in "initial" {
        /// Red threes (laid out and in the hand) count toward the minimum.
        RedThreesCount { threes: u32, points: i64, rules: String } => "red_threes_count",
        /// Red threes in the hand are laid out, not melded.
        RedThreesSetAside { count: u32 } => "red_threes_set_aside",
        /// Black threes that are bonus cards are laid out, not melded.
        BlackThreesSetAside { rules: String, cards: Vec<Card> } => "black_threes_set_aside",
        /// The melds reach the minimum (`red_threes`: points the side's red
        /// threes add, 0 where none).
        Reaches { melds: Vec<Vec<Card>>, points: i64, red_threes: i64, required: i64, score: i64 } => "reaches_minimum",
        /// Going out concealed needs no minimum.
        ExemptConcealed { canastas: u32, rules: String, melds: Vec<Vec<Card>>, points: i64, required: i64 } => "exempt_going_out_concealed",
        /// A canasta laid whole from the hand needs no minimum.
        ExemptCanastaFromHand { rules: String, melds: Vec<Vec<Card>>, points: i64, required: i64 } => "exempt_canasta_from_hand",
        /// The melds leave at most a final discard: the player goes out.
        GoesOut { canastas: u32 } => "goes_out",
        /// The melds leave the player `held` cards (0 or 1, discarded), the
        /// foot still to come: the player picks it up and plays on, from
        /// the next turn or at once. Using up the hand is not going out.
        FootFollows { held: u32, next_turn: bool, rules: String } => "foot_follows",
        /// The initial meld must hold a meld of `min` naturals, no wild card.
        NeedsNaturalMeld { rules: String, min: usize } => "needs_natural_meld",
        /// No mixed canasta may be part of the initial meld.
        MixedCanasta { rules: String, cards: Vec<Card> } => "mixed_canasta_in_initial_meld",
        /// The minimum must come from a single meld.
        SingleMeld { rules: String } => "single_meld",
        /// The hand is the special hand `name`: no initial meld, but a way
        /// out for a side that has not melded (laid whole, no discard),
        /// scoring its `points` alone (with `wins_game`, the game too).
        SpecialHandGoesOut { name: String, points: i64, wins_game: bool } => "special_hand_not_initial_meld",
        ;
        Pile(OpeningPileReason),
        Short(ShortReason),
        TopCard(Unmeldable),
    }
}

reasons! {
    /// What the top card of the pile does for an opening with it.
    pub enum OpeningPileReason in "initial" {
        /// A card of `class` on top blocks the pile.
        Blocked { class: CardClass, top: Card, rules: String } => "opening_blocked",
        /// Every way the rule set takes this pile needs the table.
        NoWayFromHand { rules: String } => "no_way_from_the_hand",
        /// The hand lacks the naturals (or natural and wild card) the
        /// pick-up rule wants; `held`: its naturals of the rank.
        NeedsNaturals { pile_state: PileState, rank: Rank, or_wild: bool, held: usize } => "needs_naturals_from_the_hand",
        /// The top card is melded and counts toward the minimum.
        TopCardCounts { top: Card } => "top_card_counts",
        /// The top card is melded but does not count toward the minimum.
        TopCardUncounted { top: Card, rules: String } => "top_card_melded_uncounted",
        /// The top card does not count toward the minimum.
        TopCardNotCounted { top: Card, rules: String } => "top_card_uncounted",
    }
}

reasons! {
    /// Why the hand falls short of the minimum.
    pub enum ShortReason in "initial" {
        /// Melds reaching the minimum would leave no card to keep, and
        /// the side cannot go out.
        KeepsNoCard { required: i64, unkept: i64, canastas: u32, rules: String } => "keeps_no_card",
        /// Keeping a card, the best the hand reaches.
        BestKeepingACard { best: i64, required: i64 } => "best_keeping_a_card",
        /// The best the hand reaches, short of the minimum.
        BestShort { best: i64, required: i64, score: i64 } => "best_short",
        /// The best melds fall short and would keep no card.
        BestUnkeptShort { unkept: i64, required: i64, score: i64 } => "best_short_keeping_no_card",
        /// No legal meld at all.
        NoLegalMeld => "no_legal_meld",
        /// The pile's size was not given; it was counted as two cards.
        PileSizeAssumed => "pile_size_assumed",
    }
}

/// How the pile stands for a side that has not opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PileState {
    /// A card in it freezes it.
    Frozen,
    /// The rule set freezes it for a side that has not opened.
    FrozenUntilOpened,
    /// It is not frozen.
    Open,
}

impl crate::error::Field for PileState {
    fn value(&self) -> crate::error::Value<'_> {
        crate::error::Value::Text(match self {
            PileState::Frozen => "frozen",
            PileState::FrozenUntilOpened => "frozen-until-opened",
            PileState::Open => "open",
        })
    }
}
