//! Turns results into text: comfy-table tables for people, JSON for
//! programs, annotate-snippets reports for errors. The only module that
//! knows about comfy-table.

use comfy_table::{ContentArrangement, Table, presets};
use serde::Serialize;

use crate::cli::Format;
use crate::error::{Error, ErrorKind, Result};

pub mod adjudicate;
pub mod chart;
pub mod error;
pub mod meld;
pub mod rules;
pub mod sheet;

/// A table in the house style.
pub(crate) fn table() -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    t
}

/// One JSON document, pretty-printed, with a final newline.
pub(crate) fn json<T: Serialize>(value: &T) -> Result<String> {
    serde_json::to_string_pretty(value)
        .map(|s| s + "\n")
        .map_err(|e| Error::new(ErrorKind::Io, format!("cannot write JSON: {e}")))
}

/// YAML where a command offers it; JSON's shape otherwise.
pub(crate) fn yaml<T: Serialize>(value: &T) -> Result<String> {
    crate::yaml::to_string(value)
}

/// Dispatch on the format for results that have no YAML form of their own.
pub(crate) fn structured<T: Serialize>(value: &T, format: Format) -> Option<Result<String>> {
    match format {
        Format::Table => None,
        Format::Json => Some(json(value)),
        Format::Yaml => Some(yaml(value)),
        Format::Csv => Some(Err(Error::new(
            ErrorKind::Usage,
            "--format csv is for `game show` and `game stats`",
        )
        .with_help("use --format table, json or yaml here"))),
    }
}

/// A check mark or a cross, for lists of rules met and broken.
pub(crate) fn mark(ok: bool) -> &'static str {
    if ok { "✓" } else { "✗" }
}
