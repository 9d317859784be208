//! Why the player may or may not go out, one enum per stage of the
//! judgement. Words: the catalogue's `go-out-<code>`.

use std::collections::BTreeMap;

use crate::card::Card;
use crate::error::{Value, Words};
use crate::meld::MeldReason;
use crate::reason::reasons;
use crate::special_hand::SpecialHandFault;

reasons! {
    /// A rule the go-out verdict rests on.
    pub enum GoOutReason in "go-out" {
        ;
        Permission(Permission),
        WayOut(WayOut),
        HandCards(HandCards),
        TableMelds(TableMelds),
        Minimum(Minimum),
        Bonus(Bonus),
    }
}

reasons! {
    /// Whether the player may go out now: the partner's answer, the foot.
    pub enum Permission in "go-out" {
        /// The partner said no, and the answer binds.
        PartnerSaidNo => "partner_said_no",
        /// The rule set makes asking the partner mandatory; not asked.
        PartnerMustBeAsked { rules: String } => "partner_must_be_asked",
        /// The partner agreed, as the rule set requires asking.
        PartnerAgreedAsRequired { rules: String } => "partner_agreed_as_required",
        /// The partner agreed; the answer binds.
        PartnerAgreed => "partner_agreed",
        /// The rule set makes asking mandatory, but each of the `players`
        /// plays alone: there is no partner to ask.
        NoPartnerToAsk { rules: String, players: u32 } => "no_partner_to_ask",
        /// The player has not picked up the foot yet: using up the hand
        /// picks it up, it does not go out.
        FootUnplayed { rules: String } => "foot_unplayed",
        /// The player has picked up the foot and plays from it.
        FootPlayed => "foot_played",
    }
}

reasons! {
    /// The way out the search found, where no melds were given.
    pub enum WayOut in "go-out" {
        /// The way found goes out concealed, exempt from the minimum.
        ExemptConcealed { required: i64 } => "way_out_exempt_concealed",
        /// The way out that scores the most this turn, and its score.
        Best { score: i64 } => "best_way_out",
        /// A concealed way out scores less; `discard`: its final discard.
        ConcealedAlternative { melds: Vec<Vec<Card>>, discard: Option<Card>, score: i64 } => "concealed_alternative"
            with { discards: discard.is_some() },
        /// No way to meld the hand with the canastas needed (`kinds`: of
        /// particular kinds among them) and, where the side has not
        /// opened, the minimum `required`.
        NoWay { canastas: u32, kinds: BTreeMap<String, u32> as kind_counts(kinds), required: Option<i64> } => "no_way_out"
            with { of_kinds: !kinds.is_empty(), minimum: required.is_some() },
        /// The hand is the special hand `name`, laid whole at once by a
        /// side that has not melded, with no discard: the side scores its
        /// `points` and nothing else, and with `wins_game` wins the game.
        SpecialHand { name: String, points: i64, wins_game: bool } => "special_hand_goes_out",
        /// The hand is the special hand `name`, but only a side that has
        /// not melded lays one.
        SpecialHandSideMelded { name: String, points: i64 } => "special_hand_side_melded",
        /// The hand is a card off the special hand `name`: `why` it is not.
        NotSpecialHand {
            name: String,
            #[serde(serialize_with = "crate::adjudicate::special::fault_code")]
            why: SpecialHandFault,
        } => "not_a_special_hand",
    }
}

reasons! {
    /// The cards of the hand: what is laid out, laid, left.
    pub enum HandCards in "go-out" {
        /// Threes that are bonus cards are laid out, not melded.
        ThreesLaidOut { cards: Vec<Card>, rules: String } => "threes_laid_out",
        /// Red threes are laid out, not melded.
        RedThreesLaidOut { cards: Vec<Card> } => "red_threes_laid_out",
        /// A card laid is not in the hand.
        NotInHand { card: Card } => "laid_not_in_hand",
        /// The one card left is the final discard.
        FinalDiscard { card: Card } => "final_discard",
        /// Every card is melded; none need be discarded.
        NoDiscardNeeded => "no_discard_needed",
        /// The rule set wants a final discard, and no card is left.
        DiscardRequired { rules: String } => "discard_required",
        /// More than one card would be left.
        CardsLeft { cards: Vec<Card> } => "cards_left" with { count: cards.len() },
    }
}

reasons! {
    /// The side's melds once the turn's are laid.
    pub enum TableMelds in "go-out" {
        /// A wild card joins table meld `number`, a canasta already.
        WildOntoCanasta { number: usize, cards: Vec<Card>, rules: String } => "wild_card_onto_canasta",
        /// A wild card joins table meld `number` once the turn has made it
        /// a canasta (`cards`: as it stands then).
        WildOntoCompletedCanasta { number: usize, cards: Vec<Card>, wild: Card, rules: String } => "wild_card_onto_completed_canasta",
        /// A meld that is not legal, and why.
        IllegalMeld { cards: Vec<Card>, reasons: Vec<MeldReason> } => "illegal_meld",
        /// An incomplete meld of a kind that bars going out (`min`: the
        /// canasta's size).
        IncompleteBarsGoingOut { cards: Vec<Card>, kind: String, min: u32, rules: String } => "incomplete_meld_bars_going_out"
            with { count: cards.len() },
        /// More melds of wild cards only short of a canasta than the side
        /// may have at a time (`most`).
        TooManyShortWildMelds { melds: Vec<Vec<Card>>, most: u32, rules: String } => "too_many_incomplete_wild_melds"
            with { count: melds.len() },
        /// Fewer canastas of `kind` than going out needs.
        TooFewOfKind { want: u32, kind: String, rules: String, have: u32 } => "too_few_canastas_of_kind",
        /// Fewer canastas than going out needs.
        TooFewCanastas { need: u32, rules: String, have: u32 } => "too_few_canastas",
        /// The canastas going out needs.
        EnoughCanastas { have: u32, need: u32 } => "enough_canastas",
    }
}

reasons! {
    /// A side that has not opened: its melds and the minimum.
    pub enum Minimum in "go-out" {
        /// The melds reach the minimum.
        Opens { points: i64, required: i64, score: i64 } => "opens_with_minimum",
        /// Going out concealed needs no minimum.
        ConcealedExempt { rules: String, points: i64, required: i64 } => "concealed_needs_no_minimum",
        /// A canasta laid whole from the hand needs no minimum.
        CanastaFromHandExempt { rules: String, points: i64, required: i64 } => "canasta_from_hand_needs_no_minimum",
        /// The melds fall short of the minimum.
        Short { points: i64, required: i64, score: i64 } => "short_of_minimum",
    }
}

reasons! {
    /// The going-out bonus earned.
    pub enum Bonus in "go-out" {
        /// Concealed: the whole hand at once, with a canasta.
        Concealed { bonus: i64 } => "concealed_bonus",
        /// A canasta laid whole from the hand.
        CanastaFromHand { bonus: i64 } => "canasta_from_hand_bonus",
        /// The ordinary going-out bonus.
        Plain { bonus: i64 } => "going_out_bonus",
        /// The whole hand goes down at once, but each player is a side of
        /// one, and the side has melded: the player melded earlier, so it
        /// is not concealed (RULES.md section 1: no earlier melds).
        AloneMeldedBefore { rules: String } => "alone_melded_before",
    }
}

/// The canastas of particular kinds going out needs, each with its
/// number (`1 canasta of aces`), the last after `and`.
fn kind_counts(kinds: &BTreeMap<String, u32>) -> Value<'_> {
    Value::List(
        kinds
            .iter()
            .map(|(kind, count)| {
                Value::Words(Words {
                    area: "go-out",
                    code: "kind_count",
                    fields: vec![
                        ("count", Value::Number(i64::from(*count))),
                        ("kind", Value::Text(kind)),
                    ],
                })
            })
            .collect(),
    )
}
