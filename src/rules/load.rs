//! Loading rule sets: built-in presets by name, users' files by path, each
//! possibly `extends:` another, with fields left out inherited from it.
//!
//! Inheritance works through serde's container defaults: while a file is
//! read, the rule set it extends is the "base", and every section the file
//! leaves out (or field within a section) is taken from the base. Reading the
//! file's own text directly keeps serde's line and column in every error.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::{Error, ErrorKind, Result};
use crate::rules::model::RuleSet;
use crate::rules::preset;
use crate::rules::validate::validate;
use crate::yaml;

thread_local! {
    static BASE: RefCell<Option<RuleSet>> = const { RefCell::new(None) };
}

/// A field's inherited value: taken from the base, or blank while the root
/// preset (which has no base and must spell out every field) is read.
pub(crate) fn inherit<T: Default>(pick: impl FnOnce(&RuleSet) -> T) -> T {
    BASE.with(|b| b.borrow().as_ref().map(pick).unwrap_or_default())
}

/// Sets the base for one read and puts the previous one back afterwards, so
/// that a chain of `extends` reads each file against its own base.
struct BaseGuard(Option<RuleSet>);

impl BaseGuard {
    fn set(base: Option<RuleSet>) -> BaseGuard {
        BaseGuard(BASE.with(|b| b.replace(base)))
    }
}

impl Drop for BaseGuard {
    fn drop(&mut self) {
        let previous = self.0.take();
        BASE.with(|b| *b.borrow_mut() = previous);
    }
}

/// The keys the loader reads before the rest of the file.
#[derive(Deserialize, Default)]
struct Head {
    extends: Option<String>,
    name: Option<String>,
    description: Option<String>,
    source: Option<String>,
}

const LOOP: &str = "`extends` loops";

fn chain_names(chain: &[String]) -> String {
    chain
        .iter()
        .map(|c| {
            Path::new(c)
                .file_name()
                .map_or(c.clone(), |f| f.to_string_lossy().into_owned())
        })
        .collect::<Vec<_>>()
        .join(" → ")
}

/// serde names the Rust type where a section was expected, and a tab in
/// the indentation gets the YAML scanner's most puzzling message.
fn explain(e: Error) -> Error {
    let message = match e.message().find("expected struct ") {
        Some(i) => format!(
            "{}expected a section of `field: value` lines (like `meld:` with `max_wilds: 2` indented under it)",
            &e.message()[..i]
        ),
        None => e.message().to_string(),
    };
    let tab = e
        .snippet()
        .is_some_and(|s| s.text[s.span.start.min(s.text.len())..].starts_with('\t'));
    let mut out = Error::new(e.kind(), message);
    if let Some(s) = e.snippet() {
        out = out.with_snippet(s.clone());
    }
    if tab {
        out = out.with_help("YAML is indented with spaces; replace the tab with spaces");
    } else if e.message().starts_with("did not find expected") {
        out = out.with_help(
            "the YAML is malformed at or before this place: check that brackets and quotes opened on the lines above are closed",
        );
    } else if let Some(guess) = misspelt_field(e.message()) {
        out = out.with_help(format!("did you mean `{guess}`?"));
    } else if let Some(h) = e.help() {
        out = out.with_help(h);
    }
    out
}

fn is_preset(origin: &str) -> bool {
    preset::text(origin).is_some()
}

/// Where a block-style YAML document sets `section.field` or
/// `section.list[i]`: the byte range of the key (or list item).
fn locate(text: &str, path: &str) -> Option<std::ops::Range<usize>> {
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len();
            Some((start, line.trim_end_matches(['\n', '\r'])))
        })
        .collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut from = 0;
    let mut parent: Option<usize> = None;
    let mut span = None;
    for segment in path.split('.') {
        let (key, index) = match segment.split_once('[') {
            Some((k, rest)) => (k, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (segment, None),
        };
        let mut found = None;
        for (i, (_, line)) in lines.iter().enumerate().skip(from) {
            let content = line.trim_start();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            if parent.is_some_and(|p| indent(line) <= p) {
                break;
            }
            if content
                .strip_prefix(key)
                .is_some_and(|r| r.starts_with(':'))
            {
                found = Some(i);
                break;
            }
        }
        let i = found?;
        let (start, line) = lines[i];
        let column = indent(line);
        span = Some(start + column..start + column + key.len());
        parent = Some(column);
        from = i + 1;
        if let Some(n) = index {
            let item = lines
                .iter()
                .skip(from)
                .take_while(|(_, l)| {
                    l.trim().is_empty() || indent(l) > column || l.trim_start().starts_with("- ")
                })
                .filter(|(_, l)| l.trim_start().starts_with("- "))
                .nth(n);
            if let Some((start, l)) = item {
                let c = indent(l);
                span = Some(start + c..start + l.trim_end().len());
            }
        }
    }
    span
}

/// The value of a top-level `key: value` line, without its comment.
fn value_span(text: &str, key: &str) -> Option<std::ops::Range<usize>> {
    let key_span = locate(text, key)?;
    let line_end = text[key_span.end..]
        .find('\n')
        .map_or(text.len(), |i| key_span.end + i);
    let after = key_span.end + 1;
    let rest = text.get(after..line_end)?;
    let value = rest.split(" #").next().unwrap_or(rest);
    let start = after + (value.len() - value.trim_start().len());
    let end = after + value.trim_end().len();
    (start < end).then_some(start..end)
}

/// For "unknown field `x`, expected one of `a`, `b`" (or "unknown variant"
/// for a choice such as `wild_ratio`): the closest of those.
fn misspelt_field(message: &str) -> Option<String> {
    let rest = message
        .split("unknown field `")
        .nth(1)
        .or_else(|| message.split("unknown variant `").nth(1))?;
    let (field, expected) = rest.split_once('`')?;
    let choices = expected.split("expected one of ").nth(1)?;
    closest(field, choices.split(", ").map(|c| c.trim_matches('`')))
}

/// The candidate nearest to `word`, if it is near enough to be a typo.
pub(crate) fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<String> {
    candidates
        .map(|c| (edit_distance(word, c), c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 4))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c.to_string())
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (row[j + 1] + 1)
                .min(row[j] + 1)
                .min(prev + usize::from(ca != *cb));
            prev = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// How deep `extends` may chain before it is taken for a loop.
const MAX_EXTENDS: usize = 8;

/// Load `--rules NAME|FILE`.
pub fn load(spec: &str) -> Result<RuleSet> {
    load_from(spec, Path::new("."), &[])
}

/// Load a rule set from YAML text (a house-rule file that has been read).
pub fn from_yaml(origin: &str, text: &str) -> Result<RuleSet> {
    parse(origin, text, Path::new("."), &[])
}

/// `chain` holds the files (and presets) whose `extends` led here, to
/// catch a file that extends itself through others.
fn load_from(spec: &str, dir: &Path, chain: &[String]) -> Result<RuleSet> {
    if chain.len() > MAX_EXTENDS {
        return Err(Error::new(
            ErrorKind::RuleFile,
            format!(
                "{LOOP}: `extends` goes more than {MAX_EXTENDS} levels deep: {}",
                chain.join(" → ")
            ),
        ));
    }
    if let Some(text) = preset::text(spec) {
        return parse(spec, text, dir, chain);
    }
    // Relative to the file that names it; as given when typed on the command line.
    let path = if dir == Path::new(".") {
        PathBuf::from(spec)
    } else {
        dir.join(spec)
    };
    let origin = path.display().to_string();
    if path.is_file() {
        let key = std::fs::canonicalize(&path)
            .map_or_else(|_| origin.clone(), |p| p.display().to_string());
        if chain.contains(&key) {
            return Err(Error::new(
                ErrorKind::RuleFile,
                format!(
                    "{LOOP}: {origin} extends itself through {}",
                    chain_names(chain)
                ),
            )
            .with_help("one of these files must extend a built-in rule set instead"));
        }
        let text = crate::input::read_text(&path, "rule file", ErrorKind::RuleFile)?;
        // Editors on Windows start UTF-8 files with a byte-order mark, which
        // the YAML reader takes for the start of a second document.
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        let parent = path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let mut chain = chain.to_vec();
        chain.push(key);
        return parse(&origin, text, &parent, &chain);
    }
    let looks_like_file =
        spec.contains(['/', '\\']) || spec.ends_with(".yaml") || spec.ends_with(".yml");
    if looks_like_file || path.is_dir() {
        let problem = if path.is_dir() {
            "is a folder, not a file"
        } else {
            "does not exist"
        };
        return Err(Error::new(
            ErrorKind::UnknownRules,
            format!("rule file `{origin}` {problem}"),
        )
        .with_help(
            "give the path of a YAML rule file (relative to the current folder, or to the file that extends it), or a built-in rule set name",
        ));
    }
    Err(Error::new(
        ErrorKind::UnknownRules,
        format!("unknown rule set `{spec}`: it is neither a built-in rule set nor a file"),
    )
    .with_help(match closest(&spec.trim().to_lowercase(), preset::names()) {
        Some(guess) => format!(
            "did you mean `{guess}`? Built-in rule sets: {}; or give the path of a YAML rule file",
            preset::name_list()
        ),
        None => format!(
            "built-in rule sets: {}; or give the path of a YAML rule file",
            preset::name_list()
        ),
    }))
}

fn parse(origin: &str, text: &str, dir: &Path, chain: &[String]) -> Result<RuleSet> {
    let is_root = origin == preset::ROOT;
    // Comments and document markers alone set nothing either.
    let empty = text.lines().all(|l| {
        let l = l.trim();
        l.is_empty() || l.starts_with('#') || l == "---" || l == "..."
    });
    let head: Head = if empty {
        Head::default()
    } else {
        yaml::from_str(origin, text, ErrorKind::RuleFile).map_err(explain)?
    };
    if empty && !is_root {
        return Err(Error::new(
            ErrorKind::RuleFile,
            if text.trim().is_empty() {
                format!("{origin}: the rule file is empty")
            } else {
                format!("{origin}: the rule file holds no settings, only comments")
            },
        )
        .with_help("start it with `extends: classic` and override the fields that differ"));
    }
    let base = match (&head.extends, is_root) {
        (Some(name), _) => Some(load_from(name, dir, chain).map_err(|e| {
            // A loop's message already names every file in it.
            if e.message().starts_with(LOOP) {
                e
            } else if let (None, Some(span)) = (e.snippet(), value_span(text, "extends")) {
                // Nothing to show from the file extended: show this file's line.
                let mut located = Error::new(
                    e.kind(),
                    format!("extends `{name}`: {}", e.message()),
                )
                .at(origin, text, span, "the rule set this file extends");
                if let Some(h) = e.help() {
                    located = located.with_help(h);
                }
                located
            } else {
                e.context(format!("{origin}: extends `{name}`"))
            }
        })?),
        (None, true) => None,
        // A file that names no base starts from the default rule set.
        (None, false) => Some(load_from(preset::ROOT, dir, chain)?),
    };
    let base_name = base.as_ref().map(|b| b.name.clone());
    let mut rules: RuleSet = {
        let _guard = BaseGuard::set(base);
        yaml::from_str(origin, text, ErrorKind::RuleFile).map_err(explain)?
    };
    rules.extends = None;
    if head.name.is_none() && !is_root {
        rules.name = origin.to_string();
    }
    // A house file that does not describe itself must not pass for the
    // rule set it extends in `rules show`.
    if let (Some(base_name), false) = (&base_name, is_preset(origin)) {
        if head.description.is_none() {
            rules.description = format!("{base_name} with the changes in {origin}");
        }
        if head.source.is_none() {
            rules.source = format!("{origin}, extending {base_name}");
        }
    }
    validate(&rules).map_err(|e| {
        // The message starts with the field's path; point at it in the file
        // when the file sets it (it may come from the rule set extended).
        let place = e
            .message()
            .split_once(": ")
            .and_then(|(path, _)| locate(text, path));
        match place {
            Some(span) if !is_preset(origin) => {
                let label = "here".to_string();
                let mut located = Error::new(e.kind(), e.message()).at(origin, text, span, label);
                if let Some(h) = e.help() {
                    located = located.with_help(h);
                }
                located
            }
            _ => e.context(origin),
        }
    })?;
    Ok(rules)
}
