//! `initial-meld`, `pickup`, `go-out`: from flags and a table state file to
//! a request, to the referee, to output.

use crate::app::{Answer, Context, Outcome, joined};
use crate::cli::adjudicate::{GoOutArgs, InitialMeldArgs, PartnerAnswer, PickupArgs};
use crate::fault::{FrontHint, UsageFault};
use crate::render;
use canasta::adjudicate::{go_out, initial, pickup, search};
use canasta::card::Card;
use canasta::deck;
use canasta::error::{Error, ErrorKind, Label, Result};
use canasta::notation::{self, CardList};
use canasta::rules::RuleSet;
use canasta::state::{self, TableState};

fn read_state(path: Option<&std::path::PathBuf>) -> Result<Option<TableState>> {
    path.map(|p| TableState::read(p)).transpose()
}

fn rules_for(ctx: &Context, st: Option<&TableState>) -> Result<RuleSet> {
    let named = st.and_then(|s| s.rules.as_ref());
    ctx.rules_or(named.and_then(|n| Some((n.as_str()?, n))))
}

/// The pile with `top` on it: the file's pile with its top replaced.
fn pile_with_top(st: Option<&TableState>, top: Card) -> CardList {
    let mut cards = st.map(|s| s.pile.cards()).unwrap_or_default();
    cards.pop();
    cards.push(top);
    CardList::from_cards("pile", &cards)
}

/// Check every card given, from the file and the command line together.
fn validate(
    rules: &RuleSet,
    st: Option<&TableState>,
    hand: &CardList,
    hand_from_args: bool,
    pile: Option<&CardList>,
    extra: &[&CardList],
) -> Result<()> {
    match st {
        Some(s) => s.validate(rules, hand_from_args.then_some(hand), pile, extra),
        None => {
            let mut lists = vec![hand];
            lists.extend(pile);
            lists.extend(extra.iter().copied());
            deck::check(rules, &lists)
        }
    }
}

/// `--hand` in one argument or several, else the hand in the state file.
fn hand_arg(words: Option<&[String]>, st: Option<&TableState>) -> Result<CardList> {
    match words {
        Some(words) => notation::parse_cards("--hand", &joined(words)),
        None => need_hand(st, "--hand"),
    }
}

fn need_hand(st: Option<&TableState>, flag: &str) -> Result<CardList> {
    st.map(|s| s.hand.clone()).ok_or_else(|| {
        Error::new(
            ErrorKind::Usage,
            UsageFault::NoHand {
                option: flag.to_string(),
            },
        )
    })
}

fn top_of(st: Option<&TableState>, flag: Option<&str>, needed: bool) -> Result<Option<Card>> {
    if let Some(text) = flag {
        return notation::parse_one("--top", text).map(Some);
    }
    match st {
        Some(s) if !s.pile.is_empty() => Ok(s.top()),
        Some(s) if needed => Err(Error::new(ErrorKind::State, UsageFault::EmptyPile)
            .within(s.origin.as_str())
            .within_inner(canasta::error::Origin::field("pile"))
            .with_help(FrontHint::ListThePile)),
        _ if needed => Err(Error::new(ErrorKind::Usage, UsageFault::NoTopCard)),
        _ => Ok(None),
    }
}

fn pile_size(st: Option<&TableState>, flag: Option<u32>) -> Option<u32> {
    flag.or_else(|| {
        st.filter(|s| !s.pile.is_empty())
            .map(|s| s.pile.len() as u32)
    })
}

/// The pile's cards below the top, where the state file names them (and
/// `--pile-size` does not give another size): taking the pile makes them
/// the player's, to meld in the same turn. `--pile-size` alone says how
/// many, not which.
fn pile_below(st: Option<&TableState>, flag: Option<u32>) -> Option<Vec<Card>> {
    let mut cards = st.filter(|s| !s.pile.is_empty())?.pile.cards();
    if flag.is_some_and(|n| n as usize != cards.len()) {
        return None;
    }
    cards.pop();
    Some(cards)
}

/// Red threes the player's side has laid out, from the state file.
fn red_threes(st: Option<&TableState>) -> u32 {
    st.and_then(|s| s.side())
        .map_or(0, |s| s.red_threes.len() as u32)
}

/// A player's question, answered within the search's limit or refused:
/// at once where the hand has too many ways to lay runs (a long hand
/// under a rule set with sequences, and sequences on the table for it to
/// grow), or once the search spends its budget.
fn in_time<T>(
    rules: &RuleSet,
    cards: usize,
    judge: impl FnOnce(&search::Budget) -> std::result::Result<T, search::Stopped>,
) -> Result<T> {
    judge(&search::Budget::default()).map_err(|stopped| {
        let fault = match stopped.cause {
            search::StopCause::TooManyWays {
                work,
                table_sequences,
            } => crate::fault::FrontFault::TooManyWays {
                cards,
                rules: rules.name.clone(),
                sequences: table_sequences,
                work,
                most: search::MAX_WORK,
            },
            _ => crate::fault::FrontFault::SearchStopped {
                cards,
                rules: rules.name.clone(),
                most: stopped.most,
            },
        };
        Error::new(ErrorKind::Usage, fault).with_help(FrontHint::AskWhatMatters)
    })
}

pub(super) fn initial_meld(ctx: &Context, args: &InitialMeldArgs) -> Result<Outcome> {
    let st = read_state(args.state.as_ref())?;
    let st = st.as_ref();
    let rules = rules_for(ctx, st)?;
    let from_args = !args.hand.is_empty();
    let hand = if from_args {
        notation::parse_cards("HAND", &joined(&args.hand))?
    } else {
        need_hand(st, "HAND")?
    };
    let top = top_of(st, args.top.as_deref(), false)?;
    let pile = args.top.as_ref().and(top).map(|t| pile_with_top(st, t));
    validate(&rules, st, &hand, from_args, pile.as_ref(), &[])?;
    if let Some(side) = st.and_then(|s| s.side()).filter(|s| s.opened) {
        return Err(Error::new(
            ErrorKind::State,
            UsageFault::AlreadyOpened {
                team: side.name.clone(),
            },
        ));
    }
    let score = args
        .score
        .or_else(|| st.and_then(|s| s.side()).map(|s| s.score))
        .unwrap_or(0);
    let frozen = args.frozen || st.is_some_and(|s| s.freezer(&rules).is_some());
    let cards = hand.len() + usize::from(top.is_some());
    let request = initial::Request {
        hand: hand.cards(),
        top,
        score,
        frozen: top.is_some() && frozen,
        pile_size: top.and(pile_size(st, args.pile_size)),
        red_threes: red_threes(st),
        in_foot: in_foot(&rules, args.in_foot)?,
    };
    let verdict = in_time(&rules, cards, |budget| {
        initial::judge_within(&rules, &request, budget)
    })?;
    let answer = Answer::from_bool(verdict.possible);
    Ok(Outcome::new(
        render::adjudicate::initial_meld(&verdict, ctx.out_in(&ctx.words_of(&rules)))?,
        answer,
    ))
}

pub(super) fn pickup(ctx: &Context, args: &PickupArgs) -> Result<Outcome> {
    let st = read_state(args.state.as_ref())?;
    let st = st.as_ref();
    let rules = rules_for(ctx, st)?;
    let hand = hand_arg(args.hand.as_deref(), st)?;
    let top = top_of(st, args.top.as_deref(), true)?.unwrap_or(Card::Joker);
    // The file's pile as written (so errors point into it), unless --top replaces its top.
    let pile = args.top.as_ref().map(|_| pile_with_top(st, top));
    // One meld per --meld; `;` may separate several in one argument.
    let mut melds: Vec<CardList> = Vec::new();
    for m in &args.melds.0 {
        let text = joined(m);
        let list = notation::parse_melds("--meld", &text)?;
        if list.is_empty() {
            // Says that a meld needs cards.
            notation::parse_nonempty("--meld", &text)?;
        }
        melds.extend(list);
    }
    let extra: Vec<&CardList> = melds.iter().collect();
    validate(
        &rules,
        st,
        &hand,
        args.hand.is_some(),
        pile.as_ref(),
        &extra,
    )?;
    state::check_table_melds(&rules, &melds)?;
    let side = st.and_then(|s| s.side());
    let mut table: Vec<Vec<Card>> = side
        .map(|s| s.melds.iter().map(CardList::cards).collect())
        .unwrap_or_default();
    table.extend(melds.iter().map(CardList::cards));
    let table: Vec<Vec<Card>> = canasta::meld::group_melds(&rules, &table)
        .into_iter()
        .map(|g| g.cards)
        .collect();
    let opened = args.opened || !melds.is_empty() || side.is_some_and(|s| s.opened);
    let frozen = if args.frozen {
        Some(pickup::Freezer::Flag)
    } else {
        st.and_then(|s| s.freezer(&rules))
            .map(pickup::Freezer::Card)
    };
    let score = args.score.or(side.map(|s| s.score)).unwrap_or(0);
    let cards = hand.len() + 1;
    let request = pickup::Request {
        top,
        hand: hand.cards(),
        table,
        opened,
        frozen,
        score,
        pile_size: pile_size(st, args.pile_size),
        pile: pile_below(st, args.pile_size),
        red_threes: red_threes(st),
        others: st.map(other_sides_melds).unwrap_or_default(),
        in_foot: in_foot(&rules, args.in_foot)?,
    };
    let verdict = in_time(&rules, cards, |budget| {
        pickup::judge_within(&rules, &request, budget)
    })?;
    let answer = Answer::from_bool(verdict.legal);
    Ok(Outcome::new(
        render::adjudicate::pickup(&verdict, ctx.out_in(&ctx.words_of(&rules)))?,
        answer,
    ))
}

pub(super) fn go_out(ctx: &Context, args: &GoOutArgs) -> Result<Outcome> {
    let st = read_state(args.state.as_ref())?;
    let st = st.as_ref();
    let rules = rules_for(ctx, st)?;
    let hand = hand_arg(args.hand.as_deref(), st)?;
    let table_args: Vec<CardList> = args
        .table
        .iter()
        .map(|m| notation::parse_nonempty("--table", m))
        .collect::<Result<_>>()?;
    let lay = args.lay.as_deref().map(super::lay::parse).transpose()?;
    let extra: Vec<&CardList> = table_args.iter().collect();
    validate(&rules, st, &hand, args.hand.is_some(), None, &extra)?;
    state::check_table_melds(&rules, &table_args)?;
    if let Some(lay) = &lay {
        check_laid_from_hand(&hand, &lay.melds)?;
    }
    let side = st.and_then(|s| s.side());
    let mut table: Vec<Vec<Card>> = side
        .map(|s| s.melds.iter().map(CardList::cards).collect())
        .unwrap_or_default();
    table.extend(table_args.iter().map(CardList::cards));
    // Merged by rank, or apart where a side may have several of a rank.
    let groups = canasta::meld::group_melds(&rules, &table);
    let onto = match &lay {
        Some(lay) => lay.onto(&rules, &groups, table.len())?,
        None => Vec::new(),
    };
    let opened = args.opened || !table.is_empty() || side.is_some_and(|s| s.opened);
    let request = go_out::Request {
        hand: hand.cards(),
        lay: lay.map(|l| l.melds.iter().map(CardList::cards).collect()),
        onto,
        table: groups.iter().map(|g| g.cards.clone()).collect(),
        opened,
        score: args.score.or(side.map(|s| s.score)).unwrap_or(0),
        partner: partner(&rules, args.partner)?,
        // A player alone has made every meld of the side: the library
        // reads an opened side so.
        melded_before: args.melded_before,
        in_foot: in_foot(&rules, args.in_foot)?,
    };
    let mut verdict = in_time(&rules, request.hand.len(), |budget| {
        go_out::judge_within(&rules, &request, budget)
    })?;
    // Table melds are numbered as given (`@N` in --lay counts them so).
    for t in verdict.onto.iter_mut().flatten() {
        if let Some(g) = groups.get(t.number - 1) {
            t.number = g.entries[0] + 1;
        }
    }
    let answer = Answer::from_bool(verdict.allowed);
    Ok(Outcome::new(
        render::adjudicate::go_out(&verdict, ctx.out_in(&ctx.words_of(&rules)))?,
        answer,
    ))
}

/// `--in-foot`, where the rule set deals a foot: a flag that means
/// nothing elsewhere is refused, not ignored.
fn in_foot(rules: &RuleSet, given: bool) -> Result<bool> {
    if given && rules.deal.foot == 0 {
        return Err(Error::new(
            ErrorKind::Usage,
            UsageFault::NoFootDealt {
                rules: rules.name.clone(),
            },
        )
        .within(canasta::error::Origin::arg("--in-foot")));
    }
    Ok(given)
}

/// The partner's answer, where the player has a partner: a player who
/// plays alone has none to ask (RULES.md section 5).
fn partner(rules: &RuleSet, answer: Option<PartnerAnswer>) -> Result<Option<bool>> {
    let Some(answer) = answer else {
        return Ok(None);
    };
    if rules.side_size() < 2 {
        return Err(Error::new(
            ErrorKind::Usage,
            UsageFault::NoPartner {
                rules: rules.name.clone(),
                players: rules.players.count,
            },
        )
        .within(canasta::error::Origin::arg("--partner")));
    }
    Ok(Some(answer == PartnerAnswer::Yes))
}

/// Every card laid must be a card of the hand (as many copies as laid).
fn check_laid_from_hand(hand: &CardList, lay: &[CardList]) -> Result<()> {
    let mut left = hand.cards();
    for m in lay {
        for (i, t) in m.tokens.iter().enumerate() {
            match left.iter().position(|c| *c == t.card) {
                Some(j) => {
                    left.remove(j);
                }
                None => {
                    return Err(m
                        .error_at(
                            i,
                            ErrorKind::Usage,
                            UsageFault::LayNotInHand {
                                card: t.card,
                                hand: hand.cards(),
                            },
                            Label::NotInHand,
                        )
                        .with_help(FrontHint::LayFromHand));
                }
            }
        }
    }
    Ok(())
}

/// The melds of every side but the player's, each side's merged by rank.
fn other_sides_melds(st: &TableState) -> Vec<Vec<Card>> {
    st.sides
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != st.player)
        .flat_map(|(_, side)| {
            let melds: Vec<Vec<Card>> = side.melds.iter().map(CardList::cards).collect();
            canasta::meld::merge_by_rank(&melds)
        })
        .collect()
}
