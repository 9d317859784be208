//! The checks that a round could have happened, and the round they
//! give: every side's cards read and its melds merged by rank.

use crate::card::Card;
use crate::deck;
use crate::error::{AllOf, Error, ErrorKind, Hint, Label, Origin, Result, RoundField};
use crate::meld::{self, MeldVerdict};
use crate::notation::{CardList, parse_cards, parse_nonempty};
use crate::round::{MeldEntry, Penalty, RoundFault, RoundFile, TeamEntry};
use crate::rules::{RuleSet, SpecialHand};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards("t", s).unwrap().cards()
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
