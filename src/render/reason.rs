//! The words of the verdicts' reasons: each reason is a catalogue message
//! whose id is its verdict's area and its code, `_` written `-` (a meld's
//! `too_few_cards` is `meld-too-few-cards` in `meld.ftl`, and so are its
//! notes; `pickup-`, `initial-`, `go-out-` for the others), and whose
//! arguments are its fields, in the language chosen (the files below give
//! each enum its arguments: cards as the language writes them, ranks by
//! its names, yes/no choices as `yes`/`no`).
//!
//! For programs, `explain` turns the reasons of a serialized verdict into
//! those sentences and adds `details`: each reason's code, its sentence and
//! its data.

use std::borrow::Cow;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::adjudicate::go_out::{GoOutReason, TableMelds};
use crate::adjudicate::initial::InitialReason;
use crate::adjudicate::pickup::{Missing, MissingWay, PickupReason};
use crate::card::{Card, Rank};
use crate::cli::Format;
use crate::error::{Error, ErrorKind, Result};
use crate::i18n::{Arg, Catalog};
use crate::meld::{MeldNote, MeldReason};
use crate::render::structured;
use crate::rules::{CardClass, TakeWith};

mod go_out;
mod initial;
mod meld;
mod pickup;

/// The answer for programs where the format asks for one (`None` for a
/// table): the verdict's data, its reasons put into words by `explain`.
pub(crate) fn structured_verdict<T: Serialize>(
    verdict: &T,
    format: Format,
    explain: impl FnOnce(&mut Value),
) -> Option<Result<String>> {
    if format == Format::Table {
        return None;
    }
    let mut value = match serde_json::to_value(verdict) {
        Ok(value) => value,
        Err(e) => {
            return Some(Err(Error::new(
                ErrorKind::Io,
                canasta::error::FrontFault::CannotWriteJson {
                    cause: e.to_string(),
                },
            )));
        }
    };
    explain(&mut value);
    structured(&value, format)
}

/// A reason (or a part of one) in the words of a catalogue.
pub(crate) trait Words {
    fn words(&self, cat: &Catalog) -> String;

    /// Whether it is a hint rather than a reason the verdict rests on:
    /// what else would do, or a flag that says more (`--pile-size N`).
    /// A table shows hints after the reasons.
    fn hint(&self) -> bool {
        false
    }

    /// The flag that would say more of a reason the verdict rests on
    /// (`--in-foot`), as a hint to show after the reasons.
    fn flag_hint(&self, _cat: &Catalog) -> Option<String> {
        None
    }
}

/// A message's arguments, made from a reason's fields in the catalogue's
/// language: cards as its players write them, ranks by its names.
pub(crate) struct Say<'c> {
    cat: &'c Catalog,
    args: Vec<(&'static str, Arg<'static>)>,
}

impl<'c> Say<'c> {
    pub(crate) fn new(cat: &'c Catalog) -> Say<'c> {
        Say {
            cat,
            args: Vec::new(),
        }
    }

    /// A number (it chooses plural forms).
    pub(crate) fn n(mut self, name: &'static str, n: impl Into<Arg<'static>>) -> Self {
        self.args.push((name, n.into()));
        self
    }

    pub(crate) fn t(mut self, name: &'static str, text: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(Cow::Owned(text.into()))));
        self
    }

    /// The rule set's name, `$rules`.
    pub(crate) fn rules(self, rules: &str) -> Self {
        self.t("rules", rules)
    }

    pub(crate) fn card(self, name: &'static str, card: Card) -> Self {
        let text = self.cat.card(card);
        self.t(name, text)
    }

    pub(crate) fn cards(self, name: &'static str, cards: &[Card]) -> Self {
        let text = self.cat.cards(cards);
        self.t(name, text)
    }

    /// Melds laid together: "hA cA d2 + h7 d7 s7".
    pub(crate) fn melds(self, name: &'static str, melds: &[Vec<Card>]) -> Self {
        let text = laid(self.cat, melds);
        self.t(name, text)
    }

    /// A rank's letter or number: "K".
    pub(crate) fn rank(self, name: &'static str, rank: Rank) -> Self {
        let text = self.cat.rank(rank);
        self.t(name, text)
    }

    /// The cards of a rank: "kings".
    pub(crate) fn ranks(self, name: &'static str, rank: Rank) -> Self {
        let text = self.cat.ranks(rank);
        self.t(name, text)
    }

    /// The cards of a rank after "of": "kings"; German's dative "Königen"
    /// ("eine Meldung aus Königen").
    /// One natural card of a rank, by its name, as the object of a need:
    /// "a natural 9"; German "eine natürliche Neun", "einen natürlichen
    /// König".
    pub(crate) fn a_natural(self, name: &'static str, rank: Rank) -> Self {
        let text = self
            .cat
            .text("common-a-natural", &[("rank", Arg::from(rank.number()))]);
        self.t(name, text)
    }

    pub(crate) fn ranks_of(self, name: &'static str, rank: Rank) -> Self {
        let text = self
            .cat
            .text("common-ranks-of", &[("rank", Arg::from(rank.number()))]);
        self.t(name, text)
    }

    /// A yes or no the message chooses its words by: `[yes]`, `*[no]`.
    pub(crate) fn flag(self, name: &'static str, yes: bool) -> Self {
        self.t(name, if yes { "yes" } else { "no" })
    }

    /// Words made by another message (a part of the sentence).
    pub(crate) fn part(self, name: &'static str, words: &dyn Words) -> Self {
        let text = words.words(self.cat);
        self.t(name, text)
    }

    /// The message `id` with these arguments.
    pub(crate) fn id(self, id: &str) -> String {
        self.cat.text(id, &self.args)
    }

    /// The message of a reason's code in its area: `meld-too-few-cards`.
    pub(crate) fn reason(self, area: &str, code: &str) -> String {
        self.id(&message_id(area, code))
    }
}

/// The message id of a code: `too_few_cards` in the area `meld` is
/// `meld-too-few-cards`.
pub(crate) fn message_id(area: &str, code: &str) -> String {
    format!("{area}-{}", code.replace('_', "-"))
}

/// A reason as `explain` puts it into words.
pub(crate) trait Explain: Words {
    /// The reasons of a meld the reason quotes (an illegal meld), whose
    /// details get their words too.
    fn quotes(&self) -> &[MeldReason] {
        &[]
    }
}

impl Explain for MeldReason {}
impl Explain for MeldNote {}
impl Explain for InitialReason {}

impl Explain for PickupReason {
    fn quotes(&self) -> &[MeldReason] {
        match self {
            PickupReason::Missing(Missing {
                way: MissingWay::IllegalMeld { reasons, .. },
                ..
            }) => reasons,
            _ => &[],
        }
    }
}

impl Explain for GoOutReason {
    fn quotes(&self) -> &[MeldReason] {
        match self {
            GoOutReason::TableMelds(TableMelds::IllegalMeld { reasons, .. }) => reasons,
            _ => &[],
        }
    }
}

/// In `value`, a serialized verdict, the list under `key` (the reasons as
/// data) becomes their sentences; with `details`, a key of that name
/// follows it: per reason an object with `code`, `text` and its data.
pub(crate) fn explain<R: Explain>(
    value: &mut Value,
    key: &str,
    reasons: &[R],
    details: Option<&str>,
    cat: &Catalog,
) {
    let Value::Object(map) = value else { return };
    let mut out = Map::with_capacity(map.len() + 1);
    for (k, v) in std::mem::take(map) {
        if k != key {
            out.insert(k, v);
            continue;
        }
        let texts: Vec<String> = reasons.iter().map(|r| r.words(cat)).collect();
        let data = match v {
            Value::Array(items) => items,
            _ => Vec::new(),
        };
        let detailed = details.map(|_| {
            data.into_iter()
                .zip(reasons.iter().zip(&texts))
                .map(|(data, (reason, text))| detail(data, text, reason.quotes(), cat))
                .collect()
        });
        out.insert(k, texts.into_iter().map(Value::String).collect());
        if let (Some(name), Some(detailed)) = (details, detailed) {
            out.insert(name.to_string(), Value::Array(detailed));
        }
    }
    *map = out;
}

/// One reason's data with its sentence after its code; the meld reasons
/// it quotes (under `reasons`) get theirs too.
fn detail(data: Value, text: &str, quotes: &[MeldReason], cat: &Catalog) -> Value {
    let Value::Object(fields) = data else {
        return data;
    };
    let mut out = Map::with_capacity(fields.len() + 1);
    let mut text = Some(Value::String(text.to_string()));
    for (k, v) in fields {
        let v = match v {
            Value::Array(items) if k == "reasons" && !quotes.is_empty() => items
                .into_iter()
                .zip(quotes)
                .map(|(data, r)| detail(data, &r.words(cat), &[], cat))
                .collect(),
            v => v,
        };
        let is_code = k == "code";
        out.insert(k, v);
        if is_code && let Some(text) = text.take() {
            out.insert("text".to_string(), text);
        }
    }
    Value::Object(out)
}

/// A class of card as the rules name it: "a black three".
fn class_name(cat: &Catalog, class: CardClass) -> String {
    let key = match class {
        CardClass::BlackThree => "black-three",
        CardClass::RedThree => "red-three",
        CardClass::Wild => "wild",
        CardClass::Joker => "joker",
        CardClass::Two => "two",
    };
    Say::new(cat).t("class", key).id("common-card-class")
}

/// A way to take the pile, for `$way`.
fn way_key(w: TakeWith) -> &'static str {
    match w {
        TakeWith::NaturalPair => "natural-pair",
        TakeWith::NaturalAndWild => "natural-and-wild",
        TakeWith::TableMeld => "table-meld",
    }
}

/// Melds laid together: "hA cA d2 + h7 d7 s7".
fn laid(cat: &Catalog, melds: &[Vec<Card>]) -> String {
    melds
        .iter()
        .map(|m| cat.cards(m))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A meld's reasons in one line, as quoted in another reason: "...; ...".
fn joined(cat: &Catalog, reasons: &[MeldReason]) -> String {
    reasons
        .iter()
        .map(|r| r.words(cat))
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests;
