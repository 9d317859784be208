//! A table state file: the situation at the table in the middle of a hand,
//! for `initial-meld`, `pickup` and `go-out`.
//!
//! ```yaml
//! rules: cardgames-io      # optional; --rules wins
//! player: We               # the player's side (default: the first)
//! hand: c6 c6 h7 d8        # the player's hand
//! pile: d9 s4 d6           # the discard pile, bottom to top
//! sides:
//!   - name: We
//!     score: 1100          # cumulative score before this hand
//!     opened: true         # default: whether the side has melds
//!     melds: [d13 d13 c13 h2]
//!     red_threes: h3
//!   - name: They
//! ```

use serde::Deserialize;

use crate::card::Card;
use crate::deck;
use crate::error::{Error, ErrorKind, Hint, Label, Origin, Result, faults};
use crate::meld;
use crate::notation::{self, CardList};
use crate::rules::RuleSet;
use crate::yaml::{self, Node};

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StateFile {
    #[serde(default)]
    rules: Option<String>,
    #[serde(default)]
    player: Option<String>,
    #[serde(default)]
    hand: String,
    #[serde(default)]
    pile: String,
    /// `teams` as in round and game files reads the same.
    #[serde(default, alias = "teams")]
    sides: Vec<SideFile>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct SideFile {
    name: String,
    #[serde(default)]
    score: i64,
    #[serde(default)]
    opened: Option<bool>,
    #[serde(default)]
    melds: Vec<String>,
    #[serde(default)]
    red_threes: String,
}

faults! {
    /// What is wrong with a table state file.
    pub enum StateFault {
        /// Nothing but blank lines and comments.
        StateFileEmpty { file: Origin } => "state_file_empty",
        /// `player:` names no side (`name` quoted).
        NoSuchSide { name: String, sides: Vec<String> } => "no_such_side",
        /// A card under a side's `red_threes` that is no red three.
        NotARedThree { side: String, card: crate::card::Card } => "state_not_a_red_three",
        /// More red threes laid out than the deck holds.
        TooManyRedThrees { laid: usize, rules: String, deck: usize } => "too_many_red_threes",
        /// A table meld (melds of one rank merged) that breaks the rule
        /// set: `reasons` say how.
        IllegalTableMeld { cards: Vec<crate::card::Card>, rules: String, reasons: Vec<meld::MeldReason> } => "illegal_table_meld",
    }
}

crate::error::worded! {
    fault StateFault,
}

/// One side at the table.
#[derive(Debug, Clone)]
pub struct Side {
    /// The side's name.
    pub name: String,
    /// Its score before the hand.
    pub score: i64,
    /// It has made its initial meld.
    pub opened: bool,
    /// Its melds on the table.
    pub melds: Vec<CardList>,
    /// The red threes it laid out.
    pub red_threes: CardList,
}

/// A table state read from a file, before the rule set is applied.
#[derive(Debug, Clone)]
pub struct TableState {
    /// Where it was read from, for messages.
    pub origin: String,
    /// The `rules:` the file gives, where it gives it.
    pub rules: Option<Node>,
    /// The player's hand.
    pub hand: CardList,
    /// Bottom to top.
    pub pile: CardList,
    /// The sides at the table.
    pub sides: Vec<Side>,
    /// Index of the player's side in `sides`.
    pub player: Option<usize>,
}

impl TableState {
    /// Read a table state file.
    pub fn read(path: &std::path::Path) -> Result<TableState> {
        let text =
            crate::input::read_text(path, crate::error::Document::StateFile, ErrorKind::State)?;
        TableState::parse(crate::input::origin(path), &text)
    }

    /// Read a table state from its text; `origin` names it in messages.
    pub fn parse(origin: impl Into<crate::error::Origin>, text: &str) -> Result<TableState> {
        let origin = origin.into();
        if crate::round::is_blank(text) {
            return Err(Error::new(
                ErrorKind::State,
                StateFault::StateFileEmpty {
                    file: origin.clone(),
                },
            )
            .with_help(Hint::WriteHand));
        }
        let tree = yaml::read_document(
            origin.clone(),
            text,
            ErrorKind::State,
            crate::error::Document::StateFile,
            &["hand", "pile", "sides", "teams", "player", "rules"],
        )?;
        let file: StateFile = yaml::from_node(&tree, ErrorKind::State)?;
        let hand = cards(
            &origin,
            Origin::field("hand"),
            &file.hand,
            tree.get("hand"),
            false,
        )?;
        let pile = cards(
            &origin,
            Origin::field("pile"),
            &file.pile,
            tree.get("pile"),
            false,
        )?;
        let side_nodes = tree.get("sides").or_else(|| tree.get("teams"));
        let mut sides = Vec::new();
        for (i, s) in file.sides.iter().enumerate() {
            let node = side_nodes.and_then(|n| n.item(i));
            let meld_nodes = node.and_then(|n| n.get("melds"));
            let mut melds = Vec::new();
            for (j, m) in s.melds.iter().enumerate() {
                let name = Origin::StateMeld {
                    side: s.name.clone(),
                    number: j + 1,
                };
                let at = meld_nodes.and_then(|n| n.item(j));
                melds.push(cards(&origin, name, m, at, true)?);
            }
            let name = Origin::StateRedThrees {
                side: s.name.clone(),
            };
            let at = node.and_then(|n| n.get("red_threes"));
            let red_threes = cards(&origin, name, &s.red_threes, at, false)?;
            sides.push(Side {
                name: s.name.clone(),
                score: s.score,
                opened: s.opened.unwrap_or(!melds.is_empty()),
                melds,
                red_threes,
            });
        }
        let player = match &file.player {
            None if sides.is_empty() => None,
            None => Some(0),
            Some(name) => Some(sides.iter().position(|s| &s.name == name).ok_or_else(|| {
                let names: Vec<&str> = sides.iter().map(|s| s.name.as_str()).collect();
                Error::new(
                    ErrorKind::State,
                    StateFault::NoSuchSide {
                        name: format!("{name:?}"),
                        sides: names.iter().map(ToString::to_string).collect(),
                    },
                )
                .within(origin.clone())
                .within_inner(Origin::field("player"))
            })?),
        };
        Ok(TableState {
            origin: origin.to_string(),
            rules: file.rules.and(tree.get("rules").cloned()),
            hand,
            pile,
            sides,
            player,
        })
    }

    /// The player's side, where the file says which it is.
    pub fn side(&self) -> Option<&Side> {
        self.player.and_then(|i| self.sides.get(i))
    }

    /// The top card of the pile, if any.
    pub fn top(&self) -> Option<Card> {
        self.pile.tokens.last().map(|t| t.card)
    }

    /// The pile's first card below the top that freezes it under `rules`.
    pub fn freezer(&self, rules: &RuleSet) -> Option<Card> {
        let cards = self.pile.cards();
        let below = &cards[..cards.len().saturating_sub(1)];
        below
            .iter()
            .copied()
            .find(|c| rules.pile.frozen_by.iter().any(|k| k.matches(*c)))
    }

    /// A state that cannot happen is an error that names the problem.
    /// `extra` are card lists from the command line that join the state.
    /// `hand` and `pile` replace the file's when the command line gives them.
    pub fn validate(
        &self,
        rules: &RuleSet,
        hand: Option<&CardList>,
        pile: Option<&CardList>,
        extra: &[&CardList],
    ) -> Result<()> {
        let mut lists: Vec<&CardList> =
            vec![hand.unwrap_or(&self.hand), pile.unwrap_or(&self.pile)];
        let mut red_total = 0;
        for s in &self.sides {
            for (i, t) in s.red_threes.tokens.iter().enumerate() {
                if !t.card.is_red_three() {
                    return Err(s.red_threes.error_at(
                        i,
                        ErrorKind::State,
                        StateFault::NotARedThree {
                            side: s.name.clone(),
                            card: t.card,
                        },
                        Label::OnlyRedThreesLaidOut,
                    ));
                }
            }
            red_total += s.red_threes.len();
            lists.extend(s.melds.iter());
            lists.push(&s.red_threes);
        }
        let in_deck = rules.red_threes_in_deck() as usize;
        if red_total > in_deck {
            return Err(Error::new(
                ErrorKind::State,
                StateFault::TooManyRedThrees {
                    laid: red_total,
                    rules: rules.name.clone(),
                    deck: in_deck,
                },
            )
            .within(self.origin.as_str()));
        }
        lists.extend(extra.iter().copied());
        deck::check(rules, &lists)?;
        for s in &self.sides {
            check_table_melds(rules, &s.melds)?;
        }
        Ok(())
    }
}

/// Parse one field's cards so that errors point into the file itself
/// (line and column), not into the field's text alone. `node` is where
/// the file holds the field.
fn cards(
    origin: &crate::error::Origin,
    field: Origin,
    value: &str,
    node: Option<&Node>,
    nonempty: bool,
) -> Result<CardList> {
    let found = node
        .filter(|_| !value.trim().is_empty())
        .and_then(|n| Some((n, n.text_start()?)));
    // Found in the file, the snippet shows the file; the message names
    // the field, and the file too where the snippet cannot show it.
    let parsed = if nonempty {
        notation::parse_nonempty(field, value)
    } else {
        notation::parse_cards(field, value)
    };
    let Some((node, start)) = found else {
        return parsed.map_err(|e| e.within(origin.clone()));
    };
    let shift = |r: std::ops::Range<usize>| r.start + start..r.end + start;
    let (origin, text) = (&node.source.origin, &node.source.text);
    match parsed {
        Ok(list) => Ok(CardList {
            origin: origin.clone(),
            text: text.clone(),
            tokens: list
                .tokens
                .into_iter()
                .map(|t| crate::notation::Token {
                    card: t.card,
                    span: shift(t.span),
                })
                .collect(),
        }),
        Err(e) => match e.snippet().cloned() {
            Some(sn) => Err(e.with_snippet(crate::error::Snippet {
                origin: origin.clone(),
                text: text.clone(),
                span: shift(sn.span),
                label: sn.label,
            })),
            None => Err(e),
        },
    }
}

/// A side's table melds, merged by rank, must each be legal.
pub fn check_table_melds(rules: &RuleSet, melds: &[CardList]) -> Result<()> {
    let cards: Vec<Vec<Card>> = melds.iter().map(super::notation::CardList::cards).collect();
    let groups: Vec<Vec<Card>> = meld::group_melds(rules, &cards)
        .into_iter()
        .map(|g| g.cards)
        .collect();
    for (i, merged) in groups.iter().enumerate() {
        let v = meld::check(rules, merged, false);
        if !v.valid {
            let list = melds
                .iter()
                .find(|m| m.cards().first() == merged.first())
                .unwrap_or(&melds[i.min(melds.len() - 1)]);
            let span = match (list.tokens.first(), list.tokens.last()) {
                (Some(a), Some(b)) => a.span.start..b.span.end,
                _ => 0..list.text.len(),
            };
            return Err(Error::new(
                ErrorKind::State,
                StateFault::IllegalTableMeld {
                    cards: merged.clone(),
                    rules: rules.name.clone(),
                    reasons: v.reasons,
                },
            )
            .at(
                list.origin.clone(),
                list.text.clone(),
                span,
                Label::ThisMeld,
            )
            .with_help(Hint::TableMeldLegal));
        }
    }
    Ok(())
}
