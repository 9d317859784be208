//! Every reason says the sentence it replaced, every code is documented in
//! `docs/codes.md`, and `details` carry codes, texts and data.

use super::explain;
use crate::i18n::{Catalog, Lang};
use canasta::adjudicate::Unmeldable;
use canasta::adjudicate::go_out::{
    Bonus, GoOutReason, HandCards, Minimum, Permission, TableMelds, WayOut,
};
use canasta::adjudicate::initial::{InitialReason, OpeningPileReason, PileState, ShortReason};
use canasta::adjudicate::pickup::{
    Freezer, Holding, Lacks, Missing, MissingWay, PickupReason, Pile, Whose,
};
use canasta::card::{Card, Rank, Suit};
use canasta::error::Coded;
use canasta::meld::{
    BlackThreeReason, MeldNote, MeldReason, RankMeldReason, SequenceReason, WildMeldReason,
};
use canasta::rules::{CardClass, TakeWith};
use std::collections::{BTreeMap, BTreeSet};

fn cards(s: &str) -> Vec<Card> {
    canasta::notation::parse_cards("t", s).unwrap().cards()
}

fn card(s: &str) -> Card {
    cards(s)[0]
}

fn rank(s: &str) -> Rank {
    Rank::from_text(s).unwrap()
}

fn rules() -> String {
    "classic".to_string()
}

/// A reason of any enum, by its code and words.
trait Said: canasta::error::Said {
    fn code(&self) -> &'static str;
}

impl<T: Coded> Said for T {
    fn code(&self) -> &'static str {
        Coded::code(self)
    }
}

fn en() -> Catalog {
    Catalog::new(Lang::En)
}

/// Checks each reason says its sentence, in English, as it did before
/// the catalogue; gives the codes covered.
fn says(cases: Vec<(Box<dyn Said>, &str)>) -> BTreeSet<&'static str> {
    says_in(&en(), cases)
}

/// Checks each reason says its sentence in the catalogue's language;
/// gives the codes covered.
fn says_in(cat: &Catalog, cases: Vec<(Box<dyn Said>, &str)>) -> BTreeSet<&'static str> {
    let mut covered = BTreeSet::new();
    for (reason, sentence) in cases {
        assert_eq!(cat.say(reason.as_ref()), sentence, "{}", reason.code());
        covered.insert(reason.code());
    }
    covered
}

/// A reason with its English and its German sentence.
type Case = (Box<dyn Said>, &'static str, &'static str);

/// A table's English sentences.
fn in_english(cases: Vec<Case>) -> Vec<(Box<dyn Said>, &'static str)> {
    cases
        .into_iter()
        .map(|(reason, en, _)| (reason, en))
        .collect()
}

/// A table's German sentences.
fn in_german(cases: Vec<Case>) -> Vec<(Box<dyn Said>, &'static str)> {
    cases
        .into_iter()
        .map(|(reason, _, de)| (reason, de))
        .collect()
}

/// Every code of the reasons `--format json` gives, with its data.
fn every_code() -> BTreeMap<&'static str, Vec<&'static str>> {
    canasta::codes::reasons()
}

/// Every meld reason with its English sentence (as it said before the
/// catalogue) and its German one, both plural forms where a sentence has
/// them.
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn meld_reason_cases() -> Vec<Case> {
    vec![
        (
            Box::new(MeldReason::RedThreesNeverMelded),
            "red threes are never melded: they are laid out face up as bonus cards",
            "rote Dreien werden nie gemeldet: sie werden offen als Bonuskarten ausgelegt",
        ),
        (
            Box::new(MeldReason::SeveralRanks {
                ranks: vec![rank("5"), rank("K")],
            }),
            "a meld is of one rank, but the natural cards are 5s and kings",
            "eine Meldung hat nur einen Rang, aber die natürlichen Karten sind Fünfen und Könige",
        ),
        (
            Box::new(MeldReason::TooFewCards { min: 3, got: 2 }),
            "a meld needs at least 3 cards; this has 2",
            "eine Meldung braucht mindestens 3 Karten; diese hat 2",
        ),
        (
            Box::new(MeldReason::TooManyCards {
                max: 7,
                got: 8,
                canasta_size: true,
            }),
            "a meld has at most 7 cards (a canasta is closed at that size); this has 8",
            "eine Meldung hat höchstens 7 Karten (bei dieser Größe ist ein Canasta geschlossen); diese hat 8",
        ),
        (
            Box::new(MeldReason::TooManyCards {
                max: 9,
                got: 10,
                canasta_size: false,
            }),
            "a meld has at most 9 cards; this has 10",
            "eine Meldung hat höchstens 9 Karten; diese hat 10",
        ),
        (
            Box::new(BlackThreeReason::AreBonusCards { rules: rules() }),
            "black threes are never melded under classic: they are bonus cards, laid out at once (round file: `black_threes`)",
            "schwarze Dreien werden nach klassisch nie gemeldet: sie sind Bonuskarten und werden sofort ausgelegt (Rundendatei: `black_threes`)",
        ),
        (
            Box::new(BlackThreeReason::NeverMelded { rules: rules() }),
            "black threes are never melded under classic",
            "schwarze Dreien werden nach klassisch nie gemeldet",
        ),
        (
            Box::new(BlackThreeReason::OnlyGoingOut),
            "black threes may be melded only as the last meld when going out (--going-out)",
            "schwarze Dreien dürfen nur als letzte Meldung beim Ausmachen gemeldet werden (--going-out)",
        ),
        (
            Box::new(BlackThreeReason::Count {
                min: 3,
                max: 4,
                got: 2,
            }),
            "a meld of black threes has 3 to 4 cards; this has 2",
            "eine Meldung aus schwarzen Dreien hat 3 bis 4 Karten; diese hat 2",
        ),
        (
            Box::new(BlackThreeReason::Count {
                min: 3,
                max: 3,
                got: 4,
            }),
            "a meld of black threes has 3 cards; this has 4",
            "eine Meldung aus schwarzen Dreien hat 3 Karten; diese hat 4",
        ),
        (
            Box::new(BlackThreeReason::TooFewNaturals { min: 2, got: 1 }),
            "a meld needs at least 2 natural cards; this has 1",
            "eine Meldung braucht mindestens 2 natürliche Karten; diese hat 1",
        ),
        (
            Box::new(BlackThreeReason::WithWildCards {
                rules: rules(),
                got: 1,
            }),
            "black threes may not be melded with wild cards under classic; this has 1 wild card",
            "schwarze Dreien dürfen nach klassisch nicht mit wilden Karten gemeldet werden; diese hat 1 wilde Karte",
        ),
        (
            Box::new(BlackThreeReason::TooManyWildCards { max: 1, got: 2 }),
            "at most 1 wild card with black threes; this has 2",
            "höchstens 1 wilde Karte mit schwarzen Dreien; diese hat 2",
        ),
        (
            Box::new(WildMeldReason::NotAllowed {
                rules: rules(),
                min_naturals: 2,
            }),
            "a meld of wild cards only is not allowed under classic: it needs at least 2 natural cards",
            "eine Meldung nur aus wilden Karten ist nach klassisch nicht erlaubt: sie braucht mindestens 2 natürliche Karten",
        ),
        (
            Box::new(WildMeldReason::NotACanasta {
                rules: rules(),
                min: 7,
                got: 3,
            }),
            "a meld of wild cards only must be a complete canasta of 7 or more cards under classic; this has 3",
            "eine Meldung nur aus wilden Karten muss nach klassisch ein vollständiger Canasta aus 7 oder mehr Karten sein; diese hat 3",
        ),
        (
            Box::new(WildMeldReason::TooLong {
                rules: rules(),
                max: 7,
                got: 8,
                canasta_size: true,
            }),
            "a meld of wild cards only has at most 7 cards under classic (a canasta is closed at that size); this has 8",
            "eine Meldung nur aus wilden Karten hat nach klassisch höchstens 7 Karten (bei dieser Größe ist ein Canasta geschlossen); diese hat 8",
        ),
        (
            Box::new(RankMeldReason::TakesNoWildCards {
                rules: rules(),
                rank: rank("7"),
                wilds: cards("s2 jk"),
            }),
            "7s never take wild cards under classic; this has 2 wild cards (s2 jk)",
            "Siebenen nehmen nach klassisch nie wilde Karten; diese hat 2 wilde Karten (♠2 Joker)",
        ),
        (
            Box::new(RankMeldReason::TooFewNaturals {
                rank: rank("A"),
                min: 2,
                got: 1,
            }),
            "a meld needs at least 2 natural aces; this has 1",
            "eine Meldung braucht mindestens 2 natürliche Asse; diese hat 1",
        ),
        (
            Box::new(RankMeldReason::TooManyWildCards { max: 3, got: 4 }),
            "a meld holds at most 3 wild cards; this has 4",
            "eine Meldung hält höchstens 3 wilde Karten; diese hat 4",
        ),
        (
            Box::new(RankMeldReason::NaturalsMustOutnumberWilds {
                rules: rules(),
                naturals: 2,
                wilds: 2,
            }),
            "naturals must outnumber wild cards under classic; this has 2 natural and 2 wild",
            "nach klassisch muss es mehr natürliche als wilde Karten geben; diese hat 2 natürliche und 2 wilde",
        ),
        (
            Box::new(RankMeldReason::WildsOutnumberNaturals {
                rules: rules(),
                naturals: 2,
                wilds: 3,
            }),
            "wild cards may not outnumber naturals under classic; this has 2 natural and 3 wild",
            "nach klassisch dürfen wilde Karten die natürlichen nicht überwiegen; diese hat 2 natürliche und 3 wilde",
        ),
        (
            Box::new(RankMeldReason::WildCardsOnlyInInitialMeld {
                rules: rules(),
                rank: rank("A"),
                wilds: cards("jk"),
            }),
            "aces take wild cards only in the side's initial meld under classic; laid after it, this has 1 (jk)",
            "Asse nehmen nach klassisch wilde Karten nur in der Erstmeldung der Partei; danach ausgelegt, hat diese 1 (Joker)",
        ),
        (
            Box::new(SequenceReason::SeveralSuits {
                cards: cards("h4 s5 h6"),
                suits: vec![Suit::Hearts, Suit::Spades],
            }),
            "a sequence is of one suit, but h4 s5 h6 holds hearts and spades",
            "eine Folge hat nur eine Farbe, aber ♥4 ♠5 ♥6 hat Herz und Pik",
        ),
        (
            Box::new(SequenceReason::RankOutside {
                rules: rules(),
                lowest: rank("4"),
                highest: rank("A"),
                outside: cards("h3"),
            }),
            "a sequence runs from 4 up to A under classic: h3 is outside it (threes and twos are never in a sequence)",
            "eine Folge reicht nach klassisch von 4 bis A: ♥3 liegt außerhalb (Dreien und Zweien sind nie in einer Folge)",
        ),
        (
            Box::new(SequenceReason::RankOutside {
                rules: rules(),
                lowest: rank("4"),
                highest: rank("7"),
                outside: cards("h8 h9"),
            }),
            "a sequence runs from 4 up to 7 under classic: h8 h9 are outside it (threes and twos are never in a sequence)",
            "eine Folge reicht nach klassisch von 4 bis 7: ♥8 ♥9 liegen außerhalb (Dreien und Zweien sind nie in einer Folge)",
        ),
        (
            Box::new(SequenceReason::TakesNoWildCard {
                rules: rules(),
                wilds: cards("h2"),
                twos_at_the_end: true,
                highest: rank("A"),
            }),
            "a sequence takes no wild card under classic; this has h2 (a 2 is wild, and the sequence ends at A)",
            "eine Folge nimmt nach klassisch keine wilde Karte; diese hat ♥2 (eine Zwei ist wild, und die Folge endet bei A)",
        ),
        (
            Box::new(SequenceReason::TooManyWildCards {
                rules: rules(),
                max: 1,
                got: 2,
            }),
            "a sequence holds at most 1 wild card under classic; this has 2",
            "eine Folge hält nach klassisch höchstens 1 wilde Karte; diese hat 2",
        ),
        (
            Box::new(SequenceReason::RepeatsARank {
                ranks: vec![rank("5"), rank("A")],
            }),
            "a sequence holds each rank once, but this has 5 and A twice",
            "eine Folge hat jeden Rang nur einmal, aber diese hat 5 und A doppelt",
        ),
        (
            Box::new(SequenceReason::NotInARow {
                cards: cards("h4 h6"),
                missing: 1,
            }),
            "a sequence is in a row, but h4 h6 leaves 1 missing",
            "eine Folge ist lückenlos, aber bei ♥4 ♥6 fehlt 1 Karte",
        ),
        (
            Box::new(SequenceReason::LongerThanItsRanks {
                rules: rules(),
                lowest: rank("4"),
                highest: rank("7"),
                places: 4,
                got: 5,
            }),
            "a sequence runs from 4 up to 7 under classic: 4 places, but this has 5 cards",
            "eine Folge reicht nach klassisch von 4 bis 7: 4 Plätze, aber diese hat 5 Karten",
        ),
        (
            Box::new(SequenceReason::Size {
                min: 3,
                max: 7,
                got: 8,
            }),
            "a sequence has 3 to 7 cards (complete and closed at 7); this has 8",
            "eine Folge hat 3 bis 7 Karten (vollständig und geschlossen bei 7); diese hat 8",
        ),
        (
            Box::new(BlackThreeReason::WithWildCards {
                rules: rules(),
                got: 2,
            }),
            "black threes may not be melded with wild cards under classic; this has 2 wild cards",
            "schwarze Dreien dürfen nach klassisch nicht mit wilden Karten gemeldet werden; diese hat 2 wilde Karten",
        ),
        (
            Box::new(BlackThreeReason::TooManyWildCards { max: 2, got: 3 }),
            "at most 2 wild cards with black threes; this has 3",
            "höchstens 2 wilde Karten mit schwarzen Dreien; diese hat 3",
        ),
        (
            Box::new(WildMeldReason::NotAllowed {
                rules: rules(),
                min_naturals: 1,
            }),
            "a meld of wild cards only is not allowed under classic: it needs at least 1 natural card",
            "eine Meldung nur aus wilden Karten ist nach klassisch nicht erlaubt: sie braucht mindestens 1 natürliche Karte",
        ),
        (
            Box::new(WildMeldReason::TooLong {
                rules: rules(),
                max: 9,
                got: 10,
                canasta_size: false,
            }),
            "a meld of wild cards only has at most 9 cards under classic; this has 10",
            "eine Meldung nur aus wilden Karten hat nach klassisch höchstens 9 Karten; diese hat 10",
        ),
        (
            Box::new(RankMeldReason::TooManyWildCards { max: 1, got: 2 }),
            "a meld holds at most 1 wild card; this has 2",
            "eine Meldung hält höchstens 1 wilde Karte; diese hat 2",
        ),
        (
            Box::new(SequenceReason::RankOutside {
                rules: rules(),
                lowest: rank("3"),
                highest: rank("Q"),
                outside: cards("hK sK"),
            }),
            "a sequence runs from 3 up to Q under classic: hK sK are outside it",
            "eine Folge reicht nach klassisch von 3 bis D: ♥K ♠K liegen außerhalb",
        ),
        (
            Box::new(SequenceReason::TakesNoWildCard {
                rules: rules(),
                wilds: cards("jk"),
                twos_at_the_end: false,
                highest: rank("J"),
            }),
            "a sequence takes no wild card under classic; this has jk",
            "eine Folge nimmt nach klassisch keine wilde Karte; diese hat Joker",
        ),
        (
            Box::new(SequenceReason::TooManyWildCards {
                rules: rules(),
                max: 2,
                got: 3,
            }),
            "a sequence holds at most 2 wild cards under classic; this has 3",
            "eine Folge hält nach klassisch höchstens 2 wilde Karten; diese hat 3",
        ),
        (
            Box::new(SequenceReason::RepeatsARank {
                ranks: vec![rank("5"), rank("J")],
            }),
            "a sequence holds each rank once, but this has 5 and J twice",
            "eine Folge hat jeden Rang nur einmal, aber diese hat 5 und B doppelt",
        ),
        (
            Box::new(SequenceReason::NotInARow {
                cards: cards("h4 hJ"),
                missing: 6,
            }),
            "a sequence is in a row, but h4 hJ leaves 6 missing",
            "eine Folge ist lückenlos, aber bei ♥4 ♥B fehlen 6 Karten",
        ),
    ]
}

#[test]
fn meld_reasons_say_what_they_said() {
    let covered = says(in_english(meld_reason_cases()));
    let own: BTreeSet<&str> = MeldReason::codes().into_iter().map(|(c, _)| c).collect();
    assert_eq!(covered, own);
}

#[test]
fn meld_reasons_say_their_german_sentences() {
    let covered = says_in(&Catalog::new(Lang::De), in_german(meld_reason_cases()));
    let own: BTreeSet<&str> = MeldReason::codes().into_iter().map(|(c, _)| c).collect();
    assert_eq!(covered, own);
}

/// Every rule a meld meets, with its English sentence (as it said before
/// the catalogue) and its German one.
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn meld_note_cases() -> Vec<Case> {
    let (k, four, ace) = (rank("K"), rank("4"), rank("A"));
    vec![
        (
            Box::new(MeldNote::BlackThreesGoingOut),
            "black threes may be melded when going out",
            "schwarze Dreien dürfen beim Ausmachen gemeldet werden",
        ),
        (
            Box::new(MeldNote::BlackThreeCount { min: 3, max: 4 }),
            "3 to 4 cards",
            "3 bis 4 Karten",
        ),
        (
            Box::new(MeldNote::BlackThreeNaturals { min: 2 }),
            "at least 2 black threes",
            "mindestens 2 schwarze Dreien",
        ),
        (
            Box::new(MeldNote::NoWildCards),
            "no wild cards",
            "keine wilden Karten",
        ),
        (
            Box::new(MeldNote::AtMostWildCards { max: 1 }),
            "at most 1 wild card",
            "höchstens 1 wilde Karte",
        ),
        (
            Box::new(MeldNote::WildCanasta { min: 7 }),
            "a canasta of wild cards only (7+ cards)",
            "ein Canasta nur aus wilden Karten (7+ Karten)",
        ),
        (
            Box::new(MeldNote::WildOnly { min: 3 }),
            "wild cards only, at least 3 cards",
            "nur wilde Karten, mindestens 3 Karten",
        ),
        (
            Box::new(MeldNote::WildMeldMax { max: 7 }),
            "at most 7 wild cards",
            "höchstens 7 wilde Karten",
        ),
        (
            Box::new(MeldNote::MaxCards { max: 7 }),
            "at most 7 cards",
            "höchstens 7 Karten",
        ),
        (
            Box::new(MeldNote::MinCards { min: 3 }),
            "at least 3 cards",
            "mindestens 3 Karten",
        ),
        (
            Box::new(MeldNote::NaturalOnlyRank { rank: k }),
            "no wild card (kings take none)",
            "keine wilde Karte (Könige nehmen keine)",
        ),
        (
            Box::new(MeldNote::WildsInInitialOnly { rank: ace }),
            "aces take wild cards only in the side's initial meld, and are then an ordinary mixed meld",
            "Asse nehmen wilde Karten nur in der Erstmeldung der Partei und sind dann eine gewöhnliche gemischte Meldung",
        ),
        (
            Box::new(MeldNote::MinNaturals { rank: k, min: 2 }),
            "at least 2 natural kings",
            "mindestens 2 natürliche Könige",
        ),
        (
            Box::new(MeldNote::NaturalsOutnumberWilds),
            "more naturals than wild cards",
            "mehr natürliche als wilde Karten",
        ),
        (
            Box::new(MeldNote::NaturalsAtLeastWilds),
            "no more wild cards than naturals",
            "nicht mehr wilde als natürliche Karten",
        ),
        (Box::new(MeldNote::OneSuit), "one suit", "eine Farbe"),
        (
            Box::new(MeldNote::SequenceRanks {
                lowest: four,
                highest: ace,
            }),
            "ranks from 4 up to A",
            "Ränge von 4 bis A",
        ),
        (
            Box::new(MeldNote::SequenceNoWildCard),
            "no wild card",
            "keine wilde Karte",
        ),
        (
            Box::new(MeldNote::SequenceWildCards { max: 1 }),
            "at most 1 wild card",
            "höchstens 1 wilde Karte",
        ),
        (Box::new(MeldNote::InARow), "in a row", "lückenlos"),
        (
            Box::new(MeldNote::SequenceFits {
                lowest: four,
                highest: ace,
            }),
            "fits from 4 up to A",
            "passt von 4 bis A",
        ),
        (
            Box::new(MeldNote::SequenceSize { min: 3, max: 7 }),
            "3 to 7 cards",
            "3 bis 7 Karten",
        ),
        (
            Box::new(MeldNote::BlackThreeCount { min: 3, max: 3 }),
            "3 cards",
            "3 Karten",
        ),
        (
            Box::new(MeldNote::AtMostWildCards { max: 3 }),
            "at most 3 wild cards",
            "höchstens 3 wilde Karten",
        ),
        (
            Box::new(MeldNote::SequenceWildCards { max: 2 }),
            "at most 2 wild cards",
            "höchstens 2 wilde Karten",
        ),
        (
            Box::new(MeldNote::SequenceFits {
                lowest: four,
                highest: rank("Q"),
            }),
            "fits from 4 up to Q",
            "passt von 4 bis D",
        ),
    ]
}

#[test]
fn meld_notes_say_what_they_said() {
    let covered = says(in_english(meld_note_cases()));
    let own: BTreeSet<&str> = MeldNote::CODES.iter().copied().collect();
    assert_eq!(covered, own);
}

#[test]
fn meld_notes_say_their_german_sentences() {
    let covered = says_in(&Catalog::new(Lang::De), in_german(meld_note_cases()));
    let own: BTreeSet<&str> = MeldNote::CODES.iter().copied().collect();
    assert_eq!(covered, own);
}

/// Every initial-meld reason with its English sentence.
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn initial_cases() -> Vec<(Box<dyn Said>, &'static str)> {
    let melds = vec![cards("hA cA d2"), cards("h7 d7 s7")];
    let top = card("h9");
    vec![
        (
            Box::new(InitialReason::RedThreesCount {
                threes: 2,
                points: 200,
                rules: rules(),
            }),
            "2 red three(s) count 200 toward the minimum under classic",
        ),
        (
            Box::new(InitialReason::RedThreesSetAside { count: 1 }),
            "red threes are laid out, not melded: 1 set aside from the hand",
        ),
        (
            Box::new(InitialReason::BlackThreesSetAside {
                rules: rules(),
                cards: cards("c3 s3"),
            }),
            "black threes are bonus cards under classic: c3 s3 set aside from the hand",
        ),
        (
            Box::new(InitialReason::Reaches {
                melds: melds.clone(),
                points: 95,
                red_threes: 0,
                required: 90,
                score: 1500,
            }),
            "hA cA d2 + h7 d7 s7 is worth 95, at least the 90 a score of 1500 needs",
        ),
        (
            Box::new(InitialReason::Reaches {
                melds: melds.clone(),
                points: 60,
                red_threes: 100,
                required: 120,
                score: 3000,
            }),
            "hA cA d2 + h7 d7 s7 is worth 60 (+100 for red threes), at least the 120 a score of 3000 needs",
        ),
        (
            Box::new(InitialReason::ExemptConcealed {
                canastas: 1,
                rules: rules(),
                melds: melds.clone(),
                points: 60,
                required: 90,
            }),
            "exempt: going out concealed with 1 canasta needs no minimum under classic (hA cA d2 + h7 d7 s7 is worth 60, below 90)",
        ),
        (
            Box::new(InitialReason::ExemptCanastaFromHand {
                rules: rules(),
                melds,
                points: 60,
                required: 90,
            }),
            "exempt: a canasta laid whole from the hand needs no minimum under classic (hA cA d2 + h7 d7 s7 is worth 60, below 90)",
        ),
        (
            Box::new(InitialReason::GoesOut { canastas: 2 }),
            "the melds take every card but at most a final discard: the player goes out, which needs 2 canastas",
        ),
        (
            Box::new(InitialReason::FootFollows {
                held: 1,
                next_turn: true,
                rules: rules(),
            }),
            "after these melds the player holds one card to discard: using up the hand is not going out under classic; the player picks up the foot and plays on from the next turn",
        ),
        (
            Box::new(InitialReason::FootFollows {
                held: 0,
                next_turn: false,
                rules: rules(),
            }),
            "after these melds the player holds no card: using up the hand is not going out under classic; the player picks up the foot and plays on at once",
        ),
        (
            Box::new(InitialReason::NeedsNaturalMeld {
                rules: rules(),
                min: 3,
            }),
            "under classic the initial meld must hold a meld of 3 or more natural cards, without a wild card",
        ),
        (
            Box::new(InitialReason::MixedCanasta {
                rules: rules(),
                cards: cards("hK dK cK sK hK jk s2"),
            }),
            "under classic no mixed canasta may be part of the initial meld: hK dK cK sK hK jk s2 is one",
        ),
        (
            Box::new(InitialReason::SingleMeld { rules: rules() }),
            "under classic the minimum must come from a single meld",
        ),
        (
            Box::new(OpeningPileReason::Blocked {
                class: CardClass::BlackThree,
                top: card("c3"),
                rules: rules(),
            }),
            "blocked: a black three (c3) on top of the pile cannot be taken under classic",
        ),
        (
            Box::new(OpeningPileReason::NoWayFromHand { rules: rules() }),
            "classic allows no way to take this pile with cards from the hand",
        ),
        (
            Box::new(OpeningPileReason::NeedsNaturals {
                pile_state: PileState::Frozen,
                rank: rank("9"),
                or_wild: false,
                held: 1,
            }),
            "the pile is frozen: needs two natural 9s from the hand; you hold one",
        ),
        (
            Box::new(OpeningPileReason::NeedsNaturals {
                pile_state: PileState::FrozenUntilOpened,
                rank: rank("9"),
                or_wild: true,
                held: 0,
            }),
            "the pile is frozen for a side that has not opened: needs two natural 9s (or one and a wild card) from the hand; you hold none",
        ),
        (
            Box::new(OpeningPileReason::NeedsNaturals {
                pile_state: PileState::Open,
                rank: rank("Q"),
                or_wild: false,
                held: 7,
            }),
            "to open with the pile: needs two natural queens from the hand; you hold 7",
        ),
        (
            Box::new(OpeningPileReason::TopCardCounts { top }),
            "the top card h9 is melded and counts toward the minimum",
        ),
        (
            Box::new(OpeningPileReason::TopCardUncounted {
                top,
                rules: rules(),
            }),
            "the top card h9 is melded but does not count toward the minimum under classic",
        ),
        (
            Box::new(OpeningPileReason::TopCardNotCounted {
                top,
                rules: rules(),
            }),
            "the top card h9 does not count toward the minimum under classic",
        ),
        (
            Box::new(ShortReason::KeepsNoCard {
                required: 90,
                unkept: 120,
                canastas: 1,
                rules: rules(),
            }),
            "melds worth 90 or more (up to 120) leave fewer than two cards, one to discard and one to keep; ending the turn with none is going out, which needs 1 canasta under classic",
        ),
        (
            Box::new(ShortReason::BestKeepingACard {
                best: 85,
                required: 90,
            }),
            "keeping a card, the best the hand reaches is 85, short of 90",
        ),
        (
            Box::new(ShortReason::BestShort {
                best: 15,
                required: 50,
                score: 0,
            }),
            "the best the hand reaches is 15, short of the 50 a score of 0 needs",
        ),
        (
            Box::new(ShortReason::BestUnkeptShort {
                unkept: 40,
                required: 50,
                score: 0,
            }),
            "the best melds are worth 40, short of the 50 a score of 0 needs, and would leave fewer than two cards, one to discard and one to keep",
        ),
        (
            Box::new(InitialReason::SpecialHandGoesOut {
                name: "pairs".into(),
                points: 2500,
                wins_game: false,
            }),
            "the hand is the special hand pairs (2500): no initial meld, but a way out, laid whole at once by a side that has not melded",
        ),
        (
            Box::new(InitialReason::SpecialHandGoesOut {
                name: "dream-hand-plus-5".into(),
                points: 8500,
                wins_game: true,
            }),
            "the hand is the special hand dream-hand-plus-5 (8500, and it wins the game): no initial meld, but a way out, laid whole at once by a side that has not melded",
        ),
        (
            Box::new(ShortReason::NoLegalMeld),
            "no legal meld can be made from these cards",
        ),
        (
            Box::new(ShortReason::PileSizeAssumed),
            "the pile was counted as its top and one card more: give --pile-size N for its real size (a pile of only its top card leaves the player just the hand's cards)",
        ),
        (
            Box::new(Unmeldable::RedThree { top: card("h3") }),
            "h3 on top: a red three is never melded, so it cannot be melded to take the pile",
        ),
        (
            Box::new(Unmeldable::BlackThree { top: card("s3") }),
            "s3 on top: black threes are melded only when going out, never to take the pile",
        ),
        (
            Box::new(Unmeldable::Wild { top: card("jk") }),
            "jk on top: a wild card cannot be the card a meld is taken with",
        ),
    ]
}

#[test]
fn initial_meld_reasons_say_what_they_said() {
    let covered = says(initial_cases());
    let own: BTreeSet<&str> = InitialReason::codes().into_iter().map(|(c, _)| c).collect();
    assert_eq!(covered, own);
}

/// Every pickup reason with its English sentence.
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn pickup_cases() -> Vec<(Box<dyn Said>, &'static str)> {
    let frozen = Pile::Frozen {
        by: Freezer::Card(card("jk")),
    };
    let missing = |way: MissingWay, pile: Option<Pile>| Missing { way, pile };
    let all_ways = vec![
        TakeWith::NaturalPair,
        TakeWith::NaturalAndWild,
        TakeWith::TableMeld,
    ];
    vec![
        (
            Box::new(PickupReason::Blocked {
                class: CardClass::Wild,
                top: card("s2"),
                rules: rules(),
            }),
            "blocked: a wild card (s2) on top of the pile cannot be taken under classic; it can be taken once another card covers it",
        ),
        (
            Box::new(PickupReason::OneCardRule { rules: rules() }),
            "one-card rule: a player holding exactly 1 card may not take a pile of exactly 1 card under classic; with a second card in the hand or in the pile it could be taken",
        ),
        (
            Box::new(PickupReason::ClosedCanasta {
                whose: Whose::Other,
                rank: rank("K"),
                cards: cards("hK dK cK sK hK dK cK"),
                max: 7,
                rules: rules(),
            }),
            "blocked: the other side's canasta of kings (hK dK cK sK hK dK cK) is closed at 7 cards, and under classic a top card of a rank with a closed canasta cannot be taken",
        ),
        (
            Box::new(PickupReason::PileTooSmall {
                size: 1,
                min: 3,
                rules: rules(),
            }),
            "the pile holds 1 card, but under classic it may be taken only when at least 3 lie there",
        ),
        (
            Box::new(PickupReason::TakesWith {
                pile: Pile::NotFrozen,
                rules: rules(),
                ways: all_ways.clone(),
            }),
            "not frozen: classic takes the pile with a natural pair, a mixed pair (natural + wild), or a table meld",
        ),
        (
            Box::new(PickupReason::TakesWith {
                pile: Pile::AlwaysFrozen { rules: rules() },
                rules: rules(),
                ways: Vec::new(),
            }),
            "frozen (always, under classic): classic takes the pile with nothing",
        ),
        (
            Box::new(PickupReason::NotOpened {
                required: 50,
                score: 0,
            }),
            "not opened: the top card plus cards from the hand must reach the initial-meld minimum of 50 (score 0)",
        ),
        (
            Box::new(PickupReason::Legal {
                top: card("hK"),
                way: TakeWith::TableMeld,
                own_meld: true,
                cards: cards("dK dK cK hK"),
            }),
            "legal: hK goes with the side's meld on the table (it must be the player's own meld): dK dK cK hK",
        ),
        (
            Box::new(PickupReason::GoesOutAfter {
                cards: cards("hK dK cK"),
                holding: Holding::PileCard,
                canastas: 1,
            }),
            "after melding hK dK cK, the player holds only the pile's other card: ending the turn goes out, which the side can with 1 canasta",
        ),
        (
            Box::new(PickupReason::JoinsTableMeld {
                cards: cards("c5 s5 d5"),
                table: cards("c5 d5 s5 c5"),
                joined: cards("c5 d5 s5 c5 c5 s5 d5"),
                rules: rules(),
            }),
            "under classic a side may join its melds of one rank: c5 s5 d5 joins the side's c5 d5 s5 c5 on the table as c5 d5 s5 c5 c5 s5 d5",
        ),
        (
            Box::new(PickupReason::PileCardsMelded {
                cards: cards("c2"),
                melds: vec![cards("d5 c5 s5 d5 h5 h5 c2")],
            }),
            "taking the pile makes its other cards the player's, and they may be melded in the same turn: c2 into d5 c5 s5 d5 h5 h5 c2",
        ),
        (
            Box::new(PickupReason::PileCardsUnknown { count: 1 }),
            "the pile's other card is not named (only how many cards the pile holds): counted as kept or discarded, never melded; a state file's `pile:` names them",
        ),
        (
            Box::new(PickupReason::PileCardsUnknown { count: 2 }),
            "the pile's 2 other cards are not named (only how many cards the pile holds): counted as kept or discarded, never melded; a state file's `pile:` names them",
        ),
        (
            Box::new(PickupReason::FootFollows {
                cards: cards("hK dK cK"),
                holding: Holding::NoCard,
                next_turn: false,
                rules: rules(),
            }),
            "after melding hK dK cK, the player holds no card: using up the hand is not going out under classic; the player picks up the foot and plays on at once",
        ),
        (
            Box::new(PickupReason::FootFollows {
                cards: cards("hK dK cK"),
                holding: Holding::PileCard,
                next_turn: true,
                rules: rules(),
            }),
            "after melding hK dK cK, the player holds only the pile's other card: using up the hand is not going out under classic; the player picks up the foot and plays on from the next turn",
        ),
        (
            Box::new(PickupReason::TopCardsOnly {
                count: 7,
                rules: rules(),
            }),
            "only the top 7 cards of the pile are taken under classic; the rest stay",
        ),
        (
            Box::new(PickupReason::NoWay {
                pile: Pile::FrozenUntilOpened,
                rules: rules(),
            }),
            "frozen for a side that has not made its initial meld: classic allows no way to take it",
        ),
        (
            Box::new(PickupReason::UnfrozenWouldTake {
                ways: vec![TakeWith::NaturalAndWild],
            }),
            "unfrozen, a mixed pair (natural + wild) would also take it",
        ),
        (
            Box::new(PickupReason::NeverTableMeld { rules: rules() }),
            "classic never takes the pile by adding the top card to a table meld",
        ),
        (
            Box::new(missing(
                MissingWay::NaturalPair {
                    rank: rank("K"),
                    held: 0,
                },
                Some(frozen.clone()),
            )),
            "frozen (jk in the pile): needs two natural kings from the hand; you hold none",
        ),
        (
            Box::new(missing(
                MissingWay::NaturalAndWild {
                    rank: rank("K"),
                    lacks: Lacks::Both,
                },
                None,
            )),
            "or it needs a natural king and a wild card from the hand; you hold neither",
        ),
        (
            Box::new(missing(
                MissingWay::TableMeldsComplete { rank: rank("5") },
                Some(Pile::Frozen { by: Freezer::Flag }),
            )),
            "frozen (--frozen): needs a meld of 5s on the table short of a canasta; the side's are complete",
        ),
        (
            Box::new(missing(MissingWay::NoTableMeld { rank: rank("5") }, None)),
            "or it needs a meld of 5s on the table; the side has none",
        ),
        (
            Box::new(missing(
                MissingWay::KeepsNoCard {
                    way: TakeWith::NaturalPair,
                    cards: cards("h5 d5 c5"),
                    holding: Holding::Cards { cards: cards("s9") },
                    canastas: 2,
                    rules: rules(),
                    have: 1,
                },
                None,
            )),
            "or it needs two naturals from the hand, but after melding h5 d5 c5 the player would hold only s9, and a turn that ends with no card in the hand is going out, which needs 2 canastas under classic (the side would have 1)",
        ),
        (
            Box::new(missing(
                MissingWay::IllegalMeld {
                    way: TakeWith::NaturalAndWild,
                    cards: cards("h5 d5 jk"),
                    rank: rank("5"),
                    joined: Some(cards("c5 s2 jk h5 d5 jk")),
                    reasons: vec![
                        RankMeldReason::TooManyWildCards { max: 3, got: 4 }.into(),
                        RankMeldReason::WildsOutnumberNaturals {
                            rules: rules(),
                            naturals: 3,
                            wilds: 4,
                        }
                        .into(),
                    ],
                },
                None,
            )),
            "or it needs a natural and a wild card from the hand, but that would make h5 d5 jk, which joins the side's 5s on the table as c5 s2 jk h5 d5 jk, which is not a legal meld: a meld holds at most 3 wild cards; this has 4; wild cards may not outnumber naturals under classic; this has 3 natural and 4 wild",
        ),
    ]
}

#[test]
fn pickup_reasons_say_what_they_said() {
    let covered = says(pickup_cases());
    let own: BTreeSet<&str> = PickupReason::FIELDS
        .iter()
        .map(|(c, _)| *c)
        .chain(Missing::codes().into_iter().map(|(c, _)| c))
        .collect();
    assert_eq!(covered, own);
    assert_eq!(en().say(&Holding::NoCard), "no card");
}

/// Every going-out reason with its English sentence.
#[allow(clippy::too_many_lines, reason = "a table of cases")]
fn go_out_cases() -> Vec<(Box<dyn Said>, &'static str)> {
    let kinds: BTreeMap<String, u32> =
        [("natural".to_string(), 1), ("mixed".to_string(), 1)].into();
    vec![
        (
            Box::new(GoOutReason::from(Permission::PartnerSaidNo)),
            "the partner said no, and the answer binds",
        ),
        (
            Box::new(Permission::PartnerMustBeAsked { rules: rules() }),
            "classic requires asking the partner before going out: say --partner yes once the partner agrees",
        ),
        (
            Box::new(Permission::PartnerAgreedAsRequired { rules: rules() }),
            "the partner agreed (asking is mandatory under classic)",
        ),
        (
            Box::new(Permission::PartnerAgreed),
            "the partner agreed; the answer binds",
        ),
        (
            Box::new(Permission::NoPartnerToAsk {
                rules: rules(),
                players: 2,
            }),
            "classic requires asking the partner, but with 2 players each plays alone: there is no partner to ask",
        ),
        (
            Box::new(Permission::FootUnplayed { rules: rules() }),
            "under classic only a player already playing from the foot goes out; this player still has the foot, and using up the hand picks it up and plays on",
        ),
        (
            Box::new(Permission::FootPlayed),
            "the player plays from the foot",
        ),
        (
            Box::new(WayOut::ExemptConcealed { required: 90 }),
            "exempt from the initial-meld minimum of 90: going out concealed",
        ),
        (
            Box::new(WayOut::Best { score: 800 }),
            "the way out that scores the most this turn: 800",
        ),
        (
            Box::new(WayOut::ConcealedAlternative {
                melds: vec![cards("hK dK cK sK hK dK cK"), cards("h5 d5 c5")],
                discard: Some(card("s9")),
                score: 600,
            }),
            "going out concealed is possible too (hK dK cK sK hK dK cK + h5 d5 c5, discarding s9), but scores 600 this turn",
        ),
        (
            Box::new(WayOut::ConcealedAlternative {
                melds: vec![cards("h5 d5 c5")],
                discard: None,
                score: 600,
            }),
            "going out concealed is possible too (h5 d5 c5), but scores 600 this turn",
        ),
        (
            Box::new(WayOut::NoWay {
                canastas: 2,
                kinds,
                required: Some(50),
            }),
            "no way to meld the hand (all cards, or all but a final discard) with 2 canastas, among them 1 mixed and 1 natural, for the side and the initial-meld minimum of 50",
        ),
        (
            Box::new(WayOut::NoWay {
                canastas: 1,
                kinds: BTreeMap::new(),
                required: None,
            }),
            "no way to meld the hand (all cards, or all but a final discard) with 1 canasta for the side",
        ),
        (
            Box::new(WayOut::SpecialHand {
                name: "pairs".into(),
                points: 2500,
                wins_game: false,
            }),
            "the special hand pairs: the whole hand laid at once by a side that has not melded, with no discard; the side scores 2500 for it and nothing else",
        ),
        (
            Box::new(WayOut::SpecialHand {
                name: "dream-hand-plus-4".into(),
                points: 8500,
                wins_game: true,
            }),
            "the special hand dream-hand-plus-4: the whole hand laid at once by a side that has not melded, with no discard; the side scores 8500 for it and nothing else, and wins the game",
        ),
        (
            Box::new(WayOut::SpecialHandSideMelded {
                name: "pairs".into(),
                points: 2500,
            }),
            "the hand is the special hand pairs (2500), but only a side that has not melded yet may lay one",
        ),
        (
            Box::new(WayOut::NotSpecialHand {
                name: "pairs".into(),
                why: canasta::special_hand::SpecialHandFault::Three { cards: cards("c3") },
            }),
            "nor is it the special hand pairs: it holds no three (only the straight holds one), but these are threes: c3",
        ),
        (
            Box::new(HandCards::ThreesLaidOut {
                cards: cards("h3 c3"),
                rules: rules(),
            }),
            "h3 c3: threes are bonus cards under classic, laid out face up, not melded or discarded",
        ),
        (
            Box::new(HandCards::RedThreesLaidOut { cards: cards("h3") }),
            "h3: red threes are laid out face up, not melded or discarded",
        ),
        (
            Box::new(HandCards::NotInHand { card: card("s9") }),
            "s9 is laid but not in the hand",
        ),
        (
            Box::new(HandCards::FinalDiscard { card: card("c5") }),
            "c5 is the final discard",
        ),
        (
            Box::new(HandCards::NoDiscardNeeded),
            "every card is melded; no final discard is needed",
        ),
        (
            Box::new(HandCards::DiscardRequired { rules: rules() }),
            "classic requires a final discard: keep one card to discard",
        ),
        (
            Box::new(HandCards::CardsLeft {
                cards: cards("s9 d4"),
            }),
            "2 cards would be left (s9 d4); going out melds every card, or all but one final discard",
        ),
        (
            Box::new(TableMelds::WildOntoCanasta {
                number: 2,
                cards: cards("hK dK cK sK hK dK cK"),
                rules: rules(),
            }),
            "table meld 2 (hK dK cK sK hK dK cK) is a canasta already: under classic no wild card may join it",
        ),
        (
            Box::new(TableMelds::WildOntoCompletedCanasta {
                number: 1,
                cards: cards("dJ cJ sJ dJ sJ hJ jk"),
                wild: card("s2"),
                rules: rules(),
            }),
            "table meld 1 is a canasta (dJ cJ sJ dJ sJ hJ jk) by the time s2 would join it: under classic no wild card may join a canasta, not even one completed this turn",
        ),
        (
            Box::new(TableMelds::TooManyShortWildMelds {
                melds: vec![cards("jk jk h2"), cards("d2 s2 c2")],
                most: 1,
                rules: rules(),
            }),
            "jk jk h2 + d2 s2 c2: 2 melds of wild cards short of a canasta; under classic a side may have at most 1 at a time",
        ),
        (
            Box::new(TableMelds::IllegalMeld {
                cards: cards("h5 d5 jk jk s2 h2"),
                reasons: vec![RankMeldReason::TooManyWildCards { max: 3, got: 4 }.into()],
            }),
            "h5 d5 jk jk s2 h2 is not a legal meld: a meld holds at most 3 wild cards; this has 4",
        ),
        (
            Box::new(TableMelds::IncompleteBarsGoingOut {
                cards: cards("hA dA cA"),
                kind: "aces".to_string(),
                min: 7,
                rules: rules(),
            }),
            "hA dA cA is an incomplete meld of aces (3 of 7 cards): classic bars going out while one is on the table",
        ),
        (
            Box::new(TableMelds::TooFewOfKind {
                want: 1,
                kind: "escalera".to_string(),
                rules: rules(),
                have: 0,
            }),
            "going out needs 1 canasta of kind escalera under classic; the side would have 0",
        ),
        (
            Box::new(TableMelds::TooFewCanastas {
                need: 2,
                rules: rules(),
                have: 1,
            }),
            "going out needs 2 canastas for the side under classic; it would have 1",
        ),
        (
            Box::new(TableMelds::EnoughCanastas { have: 1, need: 1 }),
            "the side has 1 of the 1 canasta going out needs (canastas completed this turn count)",
        ),
        (
            Box::new(Minimum::Opens {
                points: 135,
                required: 50,
                score: 0,
            }),
            "the side opens with 135, at least the 50 its score of 0 needs",
        ),
        (
            Box::new(Minimum::ConcealedExempt {
                rules: rules(),
                points: 40,
                required: 50,
            }),
            "going out concealed needs no initial-meld minimum under classic (40 < 50)",
        ),
        (
            Box::new(Minimum::CanastaFromHandExempt {
                rules: rules(),
                points: 40,
                required: 50,
            }),
            "a canasta laid whole from the hand needs no initial-meld minimum under classic (40 < 50)",
        ),
        (
            Box::new(Minimum::Short {
                points: 40,
                required: 50,
                score: 0,
            }),
            "the side has not opened: the melds are worth 40, short of the 50 its score of 0 needs",
        ),
        (
            Box::new(Bonus::Concealed { bonus: 200 }),
            "concealed (the whole hand at once, with a canasta): bonus 200",
        ),
        (
            Box::new(Bonus::CanastaFromHand { bonus: 200 }),
            "going out with a canasta laid whole from the hand: bonus 200",
        ),
        (
            Box::new(Bonus::Plain { bonus: 100 }),
            "going out: bonus 100",
        ),
        (
            Box::new(Bonus::AloneMeldedBefore { rules: rules() }),
            "not concealed: under classic each player is a side alone, so the side's earlier melds are the player's own (concealed needs no earlier melds)",
        ),
    ]
}

#[test]
fn go_out_reasons_say_what_they_said() {
    let covered = says(go_out_cases());
    let own: BTreeSet<&str> = GoOutReason::codes().into_iter().map(|(c, _)| c).collect();
    assert_eq!(covered, own);
}

#[test]
fn no_two_reasons_share_a_code() {
    let reasons = every_code();
    for (code, _) in MeldNote::codes() {
        assert!(
            !reasons.contains_key(code),
            "`{code}` is a note and a reason"
        );
    }
    let notes: BTreeSet<&str> = MeldNote::CODES.iter().copied().collect();
    assert_eq!(notes.len(), MeldNote::CODES.len(), "a note code twice");
    for code in reasons.keys() {
        let snake = code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
        assert!(snake, "`{code}` is not snake_case");
    }
}

fn documented() -> Vec<(String, Vec<String>)> {
    crate::render::documented_codes(false)
}

#[test]
fn docs_list_every_code_with_its_data_once() {
    let rows = documented();
    let mut seen = BTreeSet::new();
    for (code, _) in &rows {
        assert!(
            seen.insert(code.clone()),
            "docs/codes.md lists `{code}` twice"
        );
    }
    let codes = every_code();
    for (code, fields) in &codes {
        let row = rows.iter().find(|(c, _)| c == code);
        let Some((_, data)) = row else {
            panic!("docs/codes.md does not list `{code}`: add a row for it");
        };
        assert_eq!(data, fields, "docs/codes.md: the data of `{code}`");
    }
    for (code, _) in &rows {
        assert!(
            codes.contains_key(code.as_str()),
            "docs/codes.md lists `{code}`, which no reason has any more"
        );
    }
}

#[test]
fn details_follow_the_reasons_with_code_text_and_data() {
    let reasons: Vec<PickupReason> = vec![
        Missing {
            way: MissingWay::IllegalMeld {
                way: TakeWith::NaturalPair,
                cards: cards("h5 d5 c5"),
                rank: rank("5"),
                joined: None,
                reasons: vec![MeldReason::TooFewCards { min: 4, got: 3 }],
            },
            pile: Some(Pile::NotFrozen),
        }
        .into(),
        PickupReason::NeverTableMeld { rules: rules() },
    ];
    let mut value = serde_json::json!({"legal": false, "reasons": reasons, "top": "h5"});
    explain(&mut value, "reasons", &reasons, Some("details"), &en());
    let texts: Vec<String> = reasons.iter().map(|r| en().say(r)).collect();
    assert_eq!(
        value,
        serde_json::json!({
            "legal": false,
            "reasons": texts,
            "details": [
                {
                    "code": "would_make_illegal_meld",
                    "text": texts[0],
                    "way": "natural_pair",
                    "cards": ["h5", "d5", "c5"],
                    "rank": "5",
                    "joined": null,
                    "reasons": [{
                        "code": "too_few_cards",
                        "text": "a meld needs at least 4 cards; this has 3",
                        "min": 4,
                        "got": 3,
                    }],
                    "pile": {"state": "not_frozen"},
                },
                {"code": "never_onto_table_meld", "text": texts[1], "rules": "classic"},
            ],
            "top": "h5",
        })
    );
    // The keys keep their order: the reasons' place, details right after.
    let keys: Vec<&String> = value.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["legal", "reasons", "details", "top"]);
}

/// German says the reasons with its own plural forms (Fluent's), its
/// card letters and a rule set's own terms.
#[test]
fn german_reasons_choose_their_forms() {
    let de = Catalog::new(Lang::De);
    let said = |r: &dyn Said| de.say(r);
    assert_eq!(
        said(&PickupReason::PileTooSmall {
            size: 1,
            min: 3,
            rules: rules(),
        }),
        "der Ablagestapel hat 1 Karte, aber nach klassisch darf er erst aufgenommen werden, wenn mindestens 3 daliegen"
    );
    assert_eq!(
        said(&PickupReason::PileTooSmall {
            size: 2,
            min: 3,
            rules: rules(),
        }),
        "der Ablagestapel hat 2 Karten, aber nach klassisch darf er erst aufgenommen werden, wenn mindestens 3 daliegen"
    );
    let kinds: BTreeMap<String, u32> =
        [("natural".to_string(), 1), ("mixed".to_string(), 1)].into();
    assert_eq!(
        said(&WayOut::NoWay {
            canastas: 2,
            kinds,
            required: Some(50),
        }),
        "kein Weg, die Hand zu melden (alle Karten oder alle bis auf eine letzte Ablage) mit 2 Canastas, darunter 1 × gemischter Canasta und 1 × natürlicher Canasta, für die Partei und der Mindestpunktzahl der Erstmeldung von 50"
    );
    assert_eq!(
        said(&MeldReason::from(RankMeldReason::TakesNoWildCards {
            rules: rules(),
            rank: rank("Q"),
            wilds: cards("jk"),
        })),
        "Damen nehmen nach klassisch nie wilde Karten; diese hat 1 wilde Karte (Joker)"
    );
    assert_eq!(
        said(&MeldReason::SeveralRanks {
            ranks: vec![rank("J"), rank("K")],
        }),
        "eine Meldung hat nur einen Rang, aber die natürlichen Karten sind Buben und Könige"
    );
    // After "aus", the dative: "aus Assen", not "aus Asse".
    assert_eq!(
        said(&PickupReason::Missing(Missing {
            way: MissingWay::NoTableMeld { rank: rank("A") },
            pile: None,
        })),
        "oder es braucht eine ausliegende Meldung aus Assen; die Partei hat keine"
    );
    let posso = Catalog::new(Lang::De).with_terms([("pile", "Posso")]);
    assert_eq!(
        posso.say(&PickupReason::NeverTableMeld { rules: rules() }),
        "nach klassisch wird der Posso nie aufgenommen, indem die oberste Karte an eine ausliegende Meldung angelegt wird"
    );
    assert_eq!(
        de.say(&PickupReason::Legal {
            top: card("hJ"),
            way: TakeWith::NaturalPair,
            own_meld: false,
            cards: cards("hJ dJ cJ"),
        }),
        "erlaubt: ♥B geht mit zwei natürlichen Karten aus der Hand: ♥B ♦B ♣B"
    );
}

/// The initial-meld, pickup and going-out reasons of the English tables
/// above, said in German: a snapshot per verdict pins each code's German
/// sentence, both plural forms where a table has them.
#[test]
fn reasons_of_every_verdict_say_their_german_sentences() {
    let de = Catalog::new(Lang::De);
    for (verdict, cases) in [
        ("initial", initial_cases()),
        ("pickup", pickup_cases()),
        ("go_out", go_out_cases()),
    ] {
        let said: Vec<String> = cases
            .iter()
            .map(|(reason, english)| {
                let german = de.say(reason.as_ref());
                assert_ne!(german, *english, "{} is not German", reason.code());
                format!("{}: {german}", reason.code())
            })
            .collect();
        insta::assert_snapshot!(format!("german_{verdict}_reasons"), said.join("\n"));
    }
}

/// The hint tables name reasons that exist, so that a renamed code cannot
/// quietly turn a hint into a reason, and their flags' words are in both
/// catalogues; a foot still to come, wrapped as a go-out reason, names
/// `--in-foot` after the reasons and is no hint itself.
#[test]
fn the_hint_tables_name_reasons_that_exist() {
    let codes = every_code();
    for code in super::HINTS
        .iter()
        .chain(super::FLAG_HINTS.iter().map(|(code, _)| code))
    {
        assert!(codes.contains_key(code), "`{code}` is no reason's code");
    }
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for (_, id) in super::FLAG_HINTS {
            assert!(cat.has(id), "{lang:?} has no message `{id}`");
        }
    }
    let foot = GoOutReason::from(Permission::FootUnplayed { rules: rules() });
    assert!(!super::is_hint(&foot));
    assert_eq!(
        super::flag_hint(&foot, &en()).as_deref(),
        Some("say --in-foot if the player plays from the foot")
    );
    assert_eq!(
        super::flag_hint(&GoOutReason::from(Permission::FootPlayed), &en()),
        None
    );
}
