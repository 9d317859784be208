//! The words of the verdicts' reasons: each reason enum's `Display` says
//! one variant as today's English sentence, in one place per enum (the
//! files below). A message catalogue can take their place later: each
//! variant has a code to be its message id and named fields to be its
//! arguments.
//!
//! For programs, `explain` turns the reasons of a serialized verdict into
//! those sentences and adds `details`: each reason's code, its sentence and
//! its data.

use std::fmt;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::adjudicate::go_out::{GoOutReason, TableMelds};
use crate::adjudicate::initial::InitialReason;
use crate::adjudicate::pickup::{Missing, MissingWay, PickupReason};
use crate::card::Card;
use crate::cli::Format;
use crate::error::{Error, ErrorKind, Result};
use crate::meld::{
    BlackThreeReason, MeldNote, MeldReason, RankMeldReason, SequenceReason, WildMeldReason,
};
use crate::notation::format_cards;
use crate::render::structured;
use crate::rules::CardClass;

mod go_out;
mod initial;
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
                format!("cannot write JSON: {e}"),
            )));
        }
    };
    explain(&mut value);
    structured(&value, format)
}

/// The sentence of a verdict's reason (or of a part of one). The binary
/// gives the library's types their words, so it cannot implement
/// `Display` for them: `said()` is what formats.
pub(crate) trait Words {
    /// Write the sentence.
    fn words(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// The sentence, for `format!` and `to_string()`.
    fn said(&self) -> InWords<'_, Self>
    where
        Self: Sized,
    {
        InWords(self)
    }
}

/// A reason formatted as its words (`Words::said`).
pub(crate) struct InWords<'a, T: ?Sized>(pub(crate) &'a T);

impl<T: Words + ?Sized> fmt::Display for InWords<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.words(f)
    }
}

/// A meld's reasons have the library's words (`crate::meld`): the
/// library's errors quote them.
macro_rules! library_words {
    ($($t:ty),*) => {$(
        impl Words for $t {
            fn words(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self, f)
            }
        }
    )*};
}

library_words!(
    MeldReason,
    MeldNote,
    BlackThreeReason,
    WildMeldReason,
    RankMeldReason,
    SequenceReason
);

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
) {
    let Value::Object(map) = value else { return };
    let mut out = Map::with_capacity(map.len() + 1);
    for (k, v) in std::mem::take(map) {
        if k != key {
            out.insert(k, v);
            continue;
        }
        let texts: Vec<String> = reasons.iter().map(|r| r.said().to_string()).collect();
        let data = match v {
            Value::Array(items) => items,
            _ => Vec::new(),
        };
        let detailed = details.map(|_| {
            data.into_iter()
                .zip(reasons.iter().zip(&texts))
                .map(|(data, (reason, text))| detail(data, text, reason.quotes()))
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
fn detail(data: Value, text: &str, quotes: &[MeldReason]) -> Value {
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
                .map(|(data, r)| detail(data, &r.to_string(), &[]))
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

/// How the rules name a class of card.
fn class_name(class: CardClass) -> &'static str {
    match class {
        CardClass::BlackThree => "a black three",
        CardClass::RedThree => "a red three",
        CardClass::Wild => "a wild card",
        CardClass::Joker => "a joker",
        CardClass::Two => "a 2",
    }
}

/// Melds laid together: "hA cA d2 + h7 d7 s7".
fn laid(melds: &[Vec<Card>]) -> String {
    melds
        .iter()
        .map(|m| format_cards(m))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A meld's reasons in one line, as quoted in another reason: "...; ...".
fn joined(reasons: &[MeldReason]) -> String {
    reasons
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

/// "1 wild card", "2 wild cards".
fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "1 canasta", "2 canastas".
fn canastas(n: u32) -> String {
    plural(n, "canasta", "canastas")
}

/// "a, b, or c".
fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{}, or {last}", rest.join(", ")),
    }
}

/// "none", "one", "two" … for "you hold one".
fn count_word(n: usize) -> String {
    const WORDS: [&str; 5] = ["none", "one", "two", "three", "four"];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

#[cfg(test)]
mod tests;
