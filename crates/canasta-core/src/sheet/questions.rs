//! The questions a hand asked for at the table answers, side by side: the
//! `--tally` items in words, each with the rule set's values, only those
//! the rule set prices and the earlier answers leave open, and a check of
//! each answer as it is given. The terminal side is `crate::prompt`; this
//! is what it asks and why, with no terminal in sight.

use crate::rules::{RuleSet, WildMelds};
use crate::sheet::fault::SheetFault;
use crate::sheet::limits::Limits;
use crate::sheet::tally::{self, Tally};

/// What one question sets in a side's tally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A special hand laid, or none.
    Special,
    /// Natural canastas.
    Natural,
    /// Mixed canastas.
    Mixed,
    /// Wild canastas.
    Wild,
    /// Canastas of a kind of the rule set's own, by its tally name.
    Kind(String),
    /// How many canastas were laid complete from the hand.
    FromHand,
    /// Black threes laid out as bonus cards.
    Black3,
    /// Red threes laid out.
    Red3,
    /// Went out: no, yes, or concealed.
    Out,
    /// Melds of a priced kind left short of a canasta.
    Incomplete(String),
    /// Players caught holding a set of this rank.
    Set(String),
    /// Threes caught in a hand.
    Caught3,
    /// Red threes in a foot never picked up.
    Foot3,
    /// The card points (melded minus held).
    Cards,
    /// Whether the side laid any meld, where the score turns on it.
    Melded,
    /// The card points held, where they must be told from the melded.
    Held,
}

/// How a question is answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// 0, 1, 2 ...
    Count,
    /// A whole number, maybe negative.
    Points,
    /// One of these, by its place in the list.
    Choice(Vec<Choice>),
}

/// One answer of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// No special hand.
    NoSpecial,
    /// A special hand of the rule set, with its points.
    Special {
        /// Its name in the rule set.
        name: String,
        /// Its name for people, by language (`SpecialHand::titles`).
        titles: std::collections::BTreeMap<String, String>,
        /// What it scores.
        points: i64,
    },
    /// No.
    No,
    /// Yes.
    Yes,
    /// Went out concealed.
    YesConcealed,
    /// Laid no meld at all.
    NoMeld,
}

/// What the help line of a question says: the rule set's values for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Help {
    /// A special hand is laid all at once to go out, scored alone.
    Special,
    /// `n` points each.
    Each(i64),
    /// `n` points more each.
    MoreEach(i64),
    /// Black threes score on their own scale, like the red ones.
    BlackThrees,
    /// `one` for one red three; the rule set says when they count minus.
    RedThrees {
        /// What one red three scores.
        one: i64,
    },
    /// Going out scores `bonus`; concealed, `concealed` where it differs.
    GoingOut {
        /// Going out's bonus.
        bonus: i64,
        /// Going out concealed, where it differs.
        concealed: Option<i64>,
    },
    /// Costs `n` each.
    CostEach(i64),
    /// A set of `rank` (`min` cards or more) caught in a hand costs `cost`.
    HandSet {
        /// The fewest cards that make a set.
        min: u32,
        /// The rank's number (1 ace ... 13 king).
        rank: u8,
        /// What a set costs.
        cost: i64,
    },
    /// Red threes in a foot cost `n` each; the foot's other cards go in
    /// the card points.
    FootEach(i64),
    /// Card points may be negative.
    MayBeNegative,
    /// The rule set `rules` counts red threes against a side with no meld.
    Melded {
        /// The rule set's name.
        rules: String,
    },
    /// The rule set `rules` counts melded cards minus without a canasta.
    Held {
        /// The rule set's name.
        rules: String,
    },
}

/// An answer, as its shape takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A count.
    Count(u32),
    /// A number of points.
    Points(i64),
    /// The place of the choice in the list, from 0.
    Choice(usize),
}

/// One question about one side: the front end words it from its item
/// and help.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// The side asked about, by its place among the game's teams.
    pub side: usize,
    /// The side's name, as the game has it.
    pub name: String,
    /// What the answer sets in the side's tally.
    pub item: Item,
    /// The rule set's values for it.
    pub help: Help,
    /// How it is answered.
    pub shape: Shape,
}

/// The questions about side `side` that the rule set and the answers so
/// far (`sides`, every side's tally) leave open, in the order asked.
pub fn questions(rules: &RuleSet, sides: &[(String, Tally)], side: usize) -> Vec<Question> {
    let Some((name, t)) = sides.get(side) else {
        return Vec::new();
    };
    let other_out = sides
        .iter()
        .enumerate()
        .any(|(i, (_, o))| i != side && o.out);
    let mut qs = Vec::new();
    let mut ask = |item: Item, help: Help, shape: Shape| {
        qs.push(Question {
            side,
            name: name.clone(),
            item,
            help,
            shape,
        });
    };
    let specials = &rules.scoring.special_hands;
    if !specials.is_empty() && !other_out {
        let mut choices = vec![Choice::NoSpecial];
        choices.extend(specials.iter().map(|h| Choice::Special {
            name: h.name.clone(),
            titles: h.titles.clone(),
            points: h.points,
        }));
        ask(Item::Special, Help::Special, Shape::Choice(choices));
    }
    // A special hand is scored alone: nothing else is asked.
    if t.special.is_some() {
        return qs;
    }
    canasta_questions(rules, &mut ask);
    let unsaid = Tally {
        from_hand: None,
        ..t.clone()
    };
    if unsaid.matters_from_hand(rules) {
        ask(
            Item::FromHand,
            Help::MoreEach(rules.canasta.concealed_extra),
            Shape::Count,
        );
    }
    if rules.black_threes.bonus_cards {
        ask(Item::Black3, Help::BlackThrees, Shape::Count);
    }
    ask(
        Item::Red3,
        Help::RedThrees {
            one: rules.red_threes.value(1),
        },
        Shape::Count,
    );
    if !other_out {
        let g = &rules.going_out;
        let mut choices = vec![Choice::No, Choice::Yes];
        let concealed_counts = g.concealed_bonus != g.bonus || g.concealed_doubles_others_negative;
        if concealed_counts {
            choices.push(Choice::YesConcealed);
        }
        let help = Help::GoingOut {
            bonus: g.bonus,
            concealed: concealed_counts.then_some(g.concealed_bonus),
        };
        ask(Item::Out, help, Shape::Choice(choices));
    }
    cost_questions(rules, t, &mut ask);
    ask(Item::Cards, Help::MayBeNegative, Shape::Points);
    // Asked where the answers so far leave it open, whatever it holds.
    let unsaid = Tally {
        melded: None,
        held: None,
        ..t.clone()
    };
    if unsaid.melded_matters(rules) {
        ask(
            Item::Melded,
            Help::Melded {
                rules: rules.name.clone(),
            },
            Shape::Choice(vec![Choice::Yes, Choice::NoMeld]),
        );
    }
    let unheld = Tally {
        held: None,
        ..t.clone()
    };
    if unheld.held_matters(rules) {
        ask(
            Item::Held,
            Help::Held {
                rules: rules.name.clone(),
            },
            Shape::Count,
        );
    }
    qs
}

/// Canastas of every kind the rule set has.
fn canasta_questions(rules: &RuleSet, ask: &mut impl FnMut(Item, Help, Shape)) {
    let c = &rules.canasta;
    ask(Item::Natural, Help::Each(c.natural_bonus), Shape::Count);
    ask(Item::Mixed, Help::Each(c.mixed_bonus), Shape::Count);
    if rules.meld.wild_melds != WildMelds::Never {
        ask(Item::Wild, Help::Each(c.wild_bonus), Shape::Count);
    }
    // The rule set's own kinds (aces, sevens, samba...), each under the
    // item `--tally` counts it by; one that is also natural, mixed or
    // wild was asked above.
    let mut asked: Vec<&str> = vec!["natural", "mixed", "wild"];
    for kind in &c.kinds {
        let item = kind.tally_name();
        if asked.contains(&item) {
            continue;
        }
        asked.push(item);
        ask(
            Item::Kind(item.to_string()),
            Help::Each(kind.bonus),
            Shape::Count,
        );
    }
}

/// What the rule set makes a side lose besides its cards in hand, where
/// it has such costs and the answers so far leave them possible.
fn cost_questions(rules: &RuleSet, t: &Tally, ask: &mut impl FnMut(Item, Help, Shape)) {
    for kind in tally::priced_incomplete(rules) {
        // A side that went out left no meld short where that bars going out.
        if t.out && kind.incomplete_bars_going_out {
            continue;
        }
        let item = kind.name.as_str();
        ask(
            Item::Incomplete(item.to_string()),
            Help::CostEach(kind.incomplete_penalty),
            Shape::Count,
        );
    }
    for set in &rules.scoring.hand_sets {
        ask(
            Item::Set(set.rank.symbol().to_string()),
            Help::HandSet {
                min: set.min_cards,
                rank: set.rank.number(),
                cost: set.penalty,
            },
            Shape::Count,
        );
    }
    if let Some(each) = rules.red_threes.caught_in_hand {
        ask(Item::Caught3, Help::CostEach(each), Shape::Count);
    }
    if rules.deal.foot > 0 {
        ask(
            Item::Foot3,
            Help::FootEach(rules.red_threes.foot_cost()),
            Shape::Count,
        );
    }
}

impl Item {
    /// The answer a tally holds for this item (the default to offer).
    pub fn get(&self, rules: &RuleSet, t: &Tally) -> Answer {
        let count = |n: u32| Answer::Count(n);
        match self {
            Item::Special => Answer::Choice(
                t.special
                    .as_ref()
                    .and_then(|s| {
                        rules
                            .scoring
                            .special_hands
                            .iter()
                            .position(|h| &h.name == s)
                    })
                    .map_or(0, |i| i + 1),
            ),
            Item::Natural => count(t.natural),
            Item::Mixed => count(t.mixed),
            Item::Wild => count(t.wild),
            Item::Kind(k) => count(t.kinds.get(k).copied().unwrap_or(0)),
            Item::FromHand => count(t.from_hand.unwrap_or(0)),
            Item::Black3 => count(t.black3),
            Item::Red3 => count(t.red3),
            Item::Out => Answer::Choice(match (t.out, t.concealed) {
                (_, true) => 2,
                (true, false) => 1,
                _ => 0,
            }),
            Item::Incomplete(k) => count(t.incomplete.get(k).copied().unwrap_or(0)),
            Item::Set(r) => count(t.sets.get(r).copied().unwrap_or(0)),
            Item::Caught3 => count(t.caught3),
            Item::Foot3 => count(t.foot3),
            Item::Cards => Answer::Points(t.cards),
            Item::Melded => Answer::Choice(usize::from(t.melded == Some(false))),
            Item::Held => count(t.held.map_or(0, |h| u32::try_from(h).unwrap_or(u32::MAX))),
        }
    }

    /// Put an answer into a tally.
    pub fn set(&self, rules: &RuleSet, t: &mut Tally, answer: Answer) {
        let n = match answer {
            Answer::Count(n) => n,
            Answer::Choice(i) => u32::try_from(i).unwrap_or(u32::MAX),
            Answer::Points(_) => 0,
        };
        let put = |map: &mut std::collections::BTreeMap<String, u32>, key: &str| {
            if n == 0 {
                map.remove(key);
            } else {
                map.insert(key.to_string(), n);
            }
        };
        match self {
            Item::Special => {
                t.special = (n as usize)
                    .checked_sub(1)
                    .and_then(|i| rules.scoring.special_hands.get(i))
                    .map(|h| h.name.clone());
                // A special hand is laid to go out.
                t.out = t.special.is_some();
            }
            Item::Natural => t.natural = n,
            Item::Mixed => t.mixed = n,
            Item::Wild => t.wild = n,
            Item::Kind(k) => put(&mut t.kinds, k),
            Item::FromHand => t.from_hand = Some(n),
            Item::Black3 => t.black3 = n,
            Item::Red3 => t.red3 = n,
            Item::Out => {
                t.out = n > 0;
                t.concealed = n == 2;
            }
            Item::Incomplete(k) => put(&mut t.incomplete, k),
            Item::Set(r) => put(&mut t.sets, r),
            Item::Caught3 => t.caught3 = n,
            Item::Foot3 => t.foot3 = n,
            Item::Cards => {
                if let Answer::Points(p) = answer {
                    t.cards = p;
                }
            }
            Item::Melded => t.melded = Some(n == 0),
            Item::Held => t.held = Some(i64::from(n)),
        }
    }

    /// Take the answer out of a tally again, where the question no longer
    /// applies.
    pub fn clear(&self, rules: &RuleSet, t: &mut Tally) {
        match self {
            Item::Melded => t.melded = None,
            Item::Held => t.held = None,
            Item::FromHand => t.from_hand = None,
            Item::Cards => t.cards = 0,
            other => other.set(rules, t, Answer::Count(0)),
        }
    }
}

/// The sides' answers so far, checked as one hand: what no hand holds,
/// in words for the table (the went-out side's canastas, more threes than
/// the deck holds, card points no cards make).
pub fn check(rules: &RuleSet, sides: &[(String, Tally)]) -> Result<(), SheetFault> {
    let refs: Vec<(&str, &Tally)> = sides.iter().map(|(n, t)| (n.as_str(), t)).collect();
    tally::check(rules, &refs)?;
    let limits = Limits::of(rules);
    for (name, t) in sides {
        limits
            .check(Some(0), Some(t.cards), t.cards)
            .map_err(|why| SheetFault::OfTeam {
                team: name.clone(),
                why: Box::new(why),
            })?;
        tally::unsettled(rules, name, t).or_else(|why| {
            // Facts still to be asked are not wrong answers.
            if t.melded_matters(rules) || t.held_matters(rules) || t.matters_from_hand(rules) {
                Ok(())
            } else {
                Err(why)
            }
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::load;

    fn sides(items: &[(&str, &str)]) -> Vec<(String, Tally)> {
        items
            .iter()
            .map(|(n, i)| {
                let t = if i.is_empty() {
                    Tally::default()
                } else {
                    Tally::parse(i).unwrap()
                };
                (n.to_string(), t)
            })
            .collect()
    }

    fn texts(rules: &RuleSet, s: &[(String, Tally)], side: usize) -> Vec<Item> {
        questions(rules, s, side)
            .into_iter()
            .map(|q| q.item)
            .collect()
    }

    #[test]
    fn classic_asks_the_items_it_prices() {
        let classic = load("classic").unwrap();
        let s = sides(&[("We", ""), ("They", "")]);
        assert_eq!(
            texts(&classic, &s, 0),
            [
                Item::Natural,
                Item::Mixed,
                Item::Red3,
                Item::Out,
                Item::Cards
            ]
        );
        // Once We went out, They are not asked; a red three with nothing
        // that shows a meld asks whether They melded.
        let s = sides(&[("We", "natural,out"), ("They", "red3,cards:-20")]);
        let they = texts(&classic, &s, 1);
        assert!(!they.contains(&Item::Out), "{they:?}");
        assert_eq!(they.last().unwrap(), &Item::Melded);
        let s = sides(&[("We", "natural,out"), ("They", "red3,cards:20")]);
        assert!(!texts(&classic, &s, 1).contains(&Item::Melded));
    }

    #[test]
    fn modern_american_offers_special_hands_and_skips_what_they_rule_out() {
        let modern = load("modern-american").unwrap();
        let s = sides(&[("We", ""), ("They", "")]);
        let all = questions(&modern, &s, 0);
        assert_eq!(all[0].item, Item::Special);
        let Shape::Choice(choices) = &all[0].shape else {
            panic!("{:?}", all[0].shape)
        };
        // Every hand of the rule set, the eleven of RULES.md section 7.
        let offered: Vec<(&str, i64)> = choices
            .iter()
            .filter_map(|c| match c {
                Choice::Special { name, points, .. } => Some((name.as_str(), *points)),
                _ => None,
            })
            .collect();
        assert_eq!(offered.len(), 11, "{offered:?}");
        assert!(offered.contains(&("garbage", 3000)), "{offered:?}");
        assert!(
            offered.contains(&("dream-hand-plus-5", 8500)),
            "{offered:?}"
        );
        // A special hand is scored alone: nothing more is asked.
        let mut t = Tally::default();
        let garbage = modern
            .scoring
            .special_hands
            .iter()
            .position(|h| h.name == "garbage")
            .unwrap();
        Item::Special.set(&modern, &mut t, Answer::Choice(garbage + 1));
        assert_eq!((t.special.as_deref(), t.out), (Some("garbage"), true));
        let s = vec![
            ("We".to_string(), t),
            ("They".to_string(), Tally::default()),
        ];
        assert_eq!(questions(&modern, &s, 0).len(), 1);
        // The side that went out is not asked for melds short of a canasta
        // (they bar going out), nor is the other side offered a special
        // hand or going out.
        let s = sides(&[("We", "natural:2,out"), ("They", "")]);
        let we = texts(&modern, &s, 0);
        let incomplete = |q: &Item| matches!(q, Item::Incomplete(_));
        assert!(!we.iter().any(incomplete), "{we:?}");
        let they = texts(&modern, &s, 1);
        assert!(they.iter().any(incomplete), "{they:?}");
        assert!(!they.contains(&Item::Special));
        assert!(!they.contains(&Item::Out));
        // No concealed bonus: going out is yes or no.
        let out = questions(&modern, &s, 0)
            .into_iter()
            .find(|q| q.item == Item::Out)
            .unwrap();
        assert_eq!(out.shape, Shape::Choice(vec![Choice::No, Choice::Yes]));
        // No canasta: the held card points are asked for.
        let s = sides(&[("We", "natural:2,out"), ("They", "cards:-20")]);
        assert_eq!(texts(&modern, &s, 1).last().unwrap(), &Item::Held);
    }

    #[test]
    fn wikipedia_asks_for_canastas_laid_from_the_hand() {
        let wiki = load("wikipedia").unwrap();
        let s = sides(&[("We", ""), ("They", "")]);
        assert!(!texts(&wiki, &s, 0).contains(&Item::FromHand));
        let s = sides(&[("We", "natural:2"), ("They", "")]);
        assert_eq!(texts(&wiki, &s, 0)[2], Item::FromHand);
    }

    #[test]
    fn answers_are_checked_as_given() {
        let classic = load("classic").unwrap();
        let e = check(&classic, &sides(&[("We", "out"), ("They", "")])).unwrap_err();
        assert!(
            matches!(e, SheetFault::TooFewCanastasOut { have: 0, .. }),
            "{e:?}"
        );
        let e = check(&classic, &sides(&[("We", "red3:3"), ("They", "red3:2")])).unwrap_err();
        assert!(
            matches!(e, SheetFault::TooManyTallyRedThrees { red: 5, .. }),
            "{e:?}"
        );
        let e = check(&classic, &sides(&[("We", "cards:33"), ("They", "")])).unwrap_err();
        assert!(
            matches!(&e, SheetFault::OfTeam { team, .. } if team == "We"),
            "{e:?}"
        );
        // A fact still to be asked is no wrong answer.
        assert_eq!(
            check(&classic, &sides(&[("We", "red3"), ("They", "")])),
            Ok(())
        );
    }

    #[test]
    fn every_item_reads_back_what_it_set() {
        let modern = load("modern-american").unwrap();
        let s = sides(&[("We", ""), ("They", "")]);
        let mut t = Tally::default();
        for q in questions(&modern, &s, 0) {
            let answer = match &q.shape {
                Shape::Count => Answer::Count(2),
                Shape::Points => Answer::Points(-45),
                Shape::Choice(c) => Answer::Choice(c.len() - 1),
            };
            if q.item == Item::Special {
                continue;
            }
            q.item.set(&modern, &mut t, answer);
            assert_eq!(q.item.get(&modern, &t), answer, "{:?}", q.item);
            q.item.clear(&modern, &mut t);
            assert_ne!(q.item.get(&modern, &t), answer, "{:?}", q.item);
        }
        assert_eq!(t, Tally::default());
    }
}
