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
}

/// How deep `extends` may chain before it is taken for a loop.
const MAX_EXTENDS: usize = 8;

/// Load `--rules NAME|FILE`.
pub fn load(spec: &str) -> Result<RuleSet> {
    load_from(spec, Path::new("."), 0)
}

/// Load a rule set from YAML text (a house-rule file that has been read).
pub fn from_yaml(origin: &str, text: &str) -> Result<RuleSet> {
    parse(origin, text, Path::new("."), 0)
}

fn load_from(spec: &str, dir: &Path, depth: usize) -> Result<RuleSet> {
    if depth > MAX_EXTENDS {
        return Err(Error::new(
            ErrorKind::RuleFile,
            format!("`extends: {spec}` goes more than {MAX_EXTENDS} levels deep; is there a loop?"),
        ));
    }
    if let Some(text) = preset::text(spec) {
        return parse(spec, text, dir, depth);
    }
    let path = dir.join(spec);
    if path.is_file() {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| Error::io(&path, "read rule file", &e).with_kind(ErrorKind::RuleFile))?;
        let parent = path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        return parse(&path.display().to_string(), &text, &parent, depth);
    }
    Err(Error::new(
        ErrorKind::UnknownRules,
        format!("unknown rule set `{spec}`: it is neither a built-in rule set nor a file"),
    )
    .with_help(format!(
        "built-in rule sets: {}; or give the path of a YAML rule file",
        preset::NAMES.join(", ")
    )))
}

fn parse(origin: &str, text: &str, dir: &Path, depth: usize) -> Result<RuleSet> {
    let is_root = origin == preset::ROOT;
    let head: Head = if text.trim().is_empty() {
        Head::default()
    } else {
        yaml::from_str(origin, text, ErrorKind::RuleFile)?
    };
    if text.trim().is_empty() && !is_root {
        return Err(Error::new(
            ErrorKind::RuleFile,
            format!("{origin}: the rule file is empty"),
        )
        .with_help("start it with `extends: classic` and override the fields that differ"));
    }
    let base = match (&head.extends, is_root) {
        (Some(name), _) => Some(
            load_from(name, dir, depth + 1)
                .map_err(|e| e.context(format!("{origin}: extends `{name}`")))?,
        ),
        (None, true) => None,
        // A file that names no base starts from the default rule set.
        (None, false) => Some(load_from(preset::ROOT, dir, depth + 1)?),
    };
    let mut rules: RuleSet = {
        let _guard = BaseGuard::set(base);
        yaml::from_str(origin, text, ErrorKind::RuleFile)?
    };
    rules.extends = None;
    if head.name.is_none() && !is_root {
        rules.name = origin.to_string();
    }
    validate(&rules).map_err(|e| e.context(origin))?;
    Ok(rules)
}
