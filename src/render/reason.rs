//! The words of the verdicts' reasons: each reason is a catalogue message
//! whose id is its verdict's area and its code, `_` written `-` (a meld's
//! `too_few_cards` is `meld-too-few-cards` in `meld.ftl`, and so are its
//! notes; `pickup-`, `initial-`, `go-out-` for the others), and whose
//! arguments are its fields, said as faults are (`Catalog::say`).
//!
//! For programs, `explain` turns the reasons of a serialized verdict into
//! those sentences and adds `details`: each reason's code, its sentence and
//! its data.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::cli::Format;
use crate::i18n::Catalog;
use crate::render::structured;
use canasta::adjudicate::go_out::{GoOutReason, TableMelds};
use canasta::adjudicate::initial::InitialReason;
use canasta::adjudicate::pickup::{Missing, MissingWay, PickupReason};
use canasta::error::{Coded, Error, ErrorKind, Result, Said};
use canasta::meld::{MeldNote, MeldReason};

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
                crate::fault::FrontFault::CannotWriteJson {
                    cause: e.to_string(),
                },
            )));
        }
    };
    explain(&mut value);
    structured(&value, format)
}

/// The codes of the reasons that are hints rather than reasons a verdict
/// rests on: what else would do, or a flag that says more (`--pile-size
/// N`). A table shows hints after the reasons.
const HINTS: [&str; 2] = ["unfrozen_would_take", "pile_size_assumed"];

/// Whether `reason` is a hint (`HINTS`).
pub(crate) fn is_hint(reason: &impl Coded) -> bool {
    HINTS.contains(&reason.code())
}

/// The reasons a flag would say more of, by their code, and the message
/// that names the flag (`--in-foot`), shown as a hint after the reasons.
const FLAG_HINTS: [(&str, &str); 2] = [
    ("foot_unplayed", "go-out-hint-in-foot"),
    ("special_hand_not_initial_meld", "initial-hint-go-out"),
];

/// The hint naming the flag that would say more of `reason`, if any
/// (`FLAG_HINTS`).
pub(crate) fn flag_hint(reason: &impl Coded, cat: &Catalog) -> Option<String> {
    FLAG_HINTS
        .iter()
        .find(|(code, _)| *code == reason.code())
        .map(|(_, id)| cat.text(id, &[]))
}

/// A reason as `explain` puts it into words.
pub(crate) trait Explain: Said {
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
        let texts: Vec<String> = reasons.iter().map(|r| cat.say(r)).collect();
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
                .map(|(data, r)| detail(data, &cat.say(r), &[], cat))
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

#[cfg(test)]
mod tests;
