//! The reader under `parse_cards` and `parse_melds`: text into lists of
//! tokens, one list per meld, each separator checked where it stands.

use std::ops::Range;

use super::{CardList, NotationFault, Token};
use crate::card::{Card, CardError};
use crate::error::{Error, ErrorKind, Hint, Label, Origin, Result};

/// Where the reader is in one text: the melds read, the meld being read,
/// and the comma that still waits for a card.
pub(super) struct Groups<'a> {
    origin: &'a Origin,
    text: &'a str,
    /// `;` separates melds; a plain list refuses it.
    melds: bool,
    lists: Vec<Vec<Token>>,
    current: Vec<Token>,
    /// The position of a comma seen since the last card, to catch `h10,,d10`.
    comma: Option<usize>,
    group_start: usize,
}

impl<'a> Groups<'a> {
    /// Read `text` whole: melds separated by `;` when `melds`, else one
    /// list.
    pub(super) fn read(origin: &'a Origin, text: &'a str, melds: bool) -> Result<Vec<CardList>> {
        let mut reader = Groups {
            origin,
            text,
            melds,
            lists: Vec::new(),
            current: Vec::new(),
            comma: None,
            group_start: 0,
        };
        let mut i = 0;
        while let Some(c) = text[i..].chars().next() {
            i = match c {
                ',' => reader.comma(i)?,
                ';' => reader.semicolon(i)?,
                c if c.is_whitespace() => i + c.len_utf8(),
                _ => reader.card(i)?,
            };
        }
        reader.finish()
    }

    /// A comma at `i`: it must follow a card, and only one may.
    fn comma(&mut self, i: usize) -> Result<usize> {
        if self.current.is_empty() || self.comma.is_some() {
            return Err(self.error(
                i..i + 1,
                NotationFault::StrayComma {
                    text: self.text.trim().to_string(),
                },
                Label::CommaBetween,
                Hint::SingleCommas,
            ));
        }
        self.comma = Some(i);
        Ok(i + 1)
    }

    /// A semicolon at `i` closes a meld that holds cards.
    fn semicolon(&mut self, i: usize) -> Result<usize> {
        if !self.melds {
            return Err(self.error(
                i..i + 1,
                NotationFault::SemicolonInList,
                Label::NotAllowedHere,
                Hint::OneList,
            ));
        }
        if self.current.is_empty() || self.comma.is_some() {
            let span = self.comma.map_or(self.group_start..i + 1, |p| p..p + 1);
            return Err(self.error(
                span,
                NotationFault::EmptyMeld,
                Label::MeldNeedsCards,
                Hint::SeparateMelds,
            ));
        }
        self.lists.push(std::mem::take(&mut self.current));
        self.group_start = i + 1;
        Ok(i + 1)
    }

    /// The word starting at `start` is a card: read it, give where it ends.
    fn card(&mut self, start: usize) -> Result<usize> {
        let rest = &self.text[start..];
        let end = start
            + rest
                .find(|ch: char| ch.is_whitespace() || ch == ',' || ch == ';')
                .unwrap_or(rest.len());
        let word = &self.text[start..end];
        let card: Card = word.parse().map_err(|e: CardError| {
            self.error(
                start..end,
                NotationFault::of_card(e, word),
                Label::NotACard,
                Hint::CardNotation,
            )
        })?;
        self.current.push(Token {
            card,
            span: start..end,
        });
        self.comma = None;
        Ok(end)
    }

    /// The end of the text: no comma or `;` may be left waiting for cards.
    fn finish(mut self) -> Result<Vec<CardList>> {
        if let Some(p) = self.comma {
            return Err(self.error(
                p..p + 1,
                NotationFault::TrailingComma,
                Label::NothingFollows,
                Hint::CommaBetween,
            ));
        }
        if self.current.is_empty() && !self.lists.is_empty() {
            return Err(self.error(
                self.group_start.saturating_sub(1)..self.group_start,
                NotationFault::EmptyLastMeld,
                Label::MeldNeedsCards,
                Hint::RemoveSemicolon,
            ));
        }
        if !self.current.is_empty() {
            self.lists.push(self.current);
        }
        let (origin, text) = (self.origin, self.text);
        Ok(self
            .lists
            .into_iter()
            .map(|tokens| CardList {
                origin: origin.clone(),
                text: text.to_string(),
                tokens,
            })
            .collect())
    }

    fn error(&self, span: Range<usize>, fault: NotationFault, label: Label, help: Hint) -> Error {
        Error::new(ErrorKind::Notation, fault)
            .at(self.origin.clone(), self.text, span, label)
            .within(self.origin.clone())
            .with_help(help)
    }
}
