//! Loading rule sets: built-in presets by name, users' files by path, each
//! possibly `extends:` another, with fields left out inherited from it.
//!
//! Inheritance is a merge of trees: the file's keys over its base's, section
//! by section, then one typed read of the result. Every node of the merged
//! tree still knows the file that wrote it, so a bad value is shown where it
//! was set, whichever file of the chain that is.

use std::path::{Path, PathBuf};

use crate::error::{Error, ErrorKind, Hint, Label, Origin, Result, faults};

faults! {
    /// What is wrong with the rule set a command names or a rule file is.
    pub enum RulesFault {
        /// `extends` leads through more files than any house rule needs.
        ExtendsTooDeep { max: usize, chain: String } => "extends_too_deep",
        /// A file extends itself through others.
        ExtendsLoop { file: String, chain: String } => "extends_loop",
        /// A path to a rule file that is a folder.
        RuleFileIsFolder { file: String } => "rule_file_is_folder",
        /// A path to a rule file that does not exist.
        RuleFileMissing { file: String } => "rule_file_missing",
        /// A name that is neither a built-in rule set nor a file.
        UnknownRules { name: String } => "unknown_rules",
        /// A file that is not a rule file at all (its content is not quoted).
        NotARuleFile { file: String, why: NotRuleFile } => "not_a_rule_file",
        /// A rule file whose top is not a mapping.
        RulesNotAMapping { found: crate::yaml::Found } => "rules_not_a_mapping",
        RuleFileEmpty => "rule_file_empty",
        RuleFileOnlyComments => "rule_file_only_comments",
    }
}

crate::error::worded! {
    fault RulesFault,
}

faults! {
    /// Why a file is not a rule file.
    pub enum NotRuleFile {
        NotYaml { line: usize, column: usize } => "not_yaml",
        NotAMapping => "not_a_mapping",
        NotASetting { line: usize } => "not_a_setting",
    }
}

crate::error::worded! {
    NotRuleFile => "why",
}
use crate::rules::model::{Changes, RuleSet};
use crate::rules::preset;
use crate::rules::validate::check;
use crate::yaml::{self, Node, Value};

/// How deep `extends` may chain. A loop is caught as one; a chain this
/// long without a loop is refused as too deep.
const MAX_EXTENDS: usize = 32;

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

fn is_preset(origin: &str) -> bool {
    preset::text(origin).is_some()
}

/// Where the loader takes a built-in rule set from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Presets {
    /// As it was resolved and checked when the crate was tested
    /// (`preset::Preset::rules`), with a tree made of that for a file that
    /// extends it: no start-up reads or checks a preset's YAML.
    Resolved,
    /// From its YAML, read and checked like a house file: how the resolved
    /// form is made, and checked to be current.
    #[cfg(test)]
    Yaml,
}

/// Load `--rules NAME|FILE`. A built-in rule set is taken as it was
/// resolved and checked when the crate was tested (`preset`); a file goes
/// through the YAML reader and every check.
///
/// ```
/// use std::io::Write;
///
/// let samba = canasta::rules::load("samba")?;
/// assert!(samba.meld.sequences.allowed);
///
/// // A house file names the rule set it changes and what it changes.
/// let dir = std::env::temp_dir().join(format!("canasta-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let path = dir.join("house.yaml");
/// let mut file = std::fs::File::create(&path).unwrap();
/// writeln!(file, "extends: classic\nname: house\ngame:\n  target: 3000").unwrap();
/// let house = canasta::rules::load(path.to_str().unwrap())?;
/// assert_eq!((house.name.as_str(), house.game.target), ("house", 3000));
/// std::fs::remove_dir_all(&dir).unwrap();
///
/// // An unknown name is an error that names the rule sets there are.
/// assert!(canasta::rules::load("clasic").is_err());
/// # Ok::<(), canasta::Error>(())
/// ```
pub fn load(spec: &str) -> Result<RuleSet> {
    match preset::get(spec).and_then(preset::Preset::rules) {
        Some(rules) => Ok(rules),
        None => load_with(spec, Presets::Resolved),
    }
}

/// `load`, with the built-in rule sets it meets taken from `presets`.
pub(crate) fn load_with(spec: &str, presets: Presets) -> Result<RuleSet> {
    load_from(spec, Path::new("."), &[], presets)
        .map(|(_, rules)| rules)
        .map_err(|f| f.error)
}

/// Load a rule set from YAML text (a house-rule file that has been read).
pub fn from_yaml(origin: &str, text: &str) -> Result<RuleSet> {
    parse(origin, text, Path::new("."), &[], Presets::Resolved)
        .map(|(_, rules)| rules)
        .map_err(|f| f.error)
}

/// A built-in rule set as resolved when the crate was tested, and its tree
/// for a file that extends it; `None` where its JSON cannot be read.
fn resolved(p: &preset::Preset) -> Option<(Node, RuleSet)> {
    let value: serde_json::Value = serde_json::from_str(p.resolved).ok()?;
    let rules = serde::Deserialize::deserialize(&value).ok()?;
    Some((Node::from_json(p.name, &value), rules))
}

/// Why a file of an `extends` chain could not be loaded, and whether it is
/// the chain itself (a loop, too deep): that message already names every
/// file in it and passes up the chain unchanged.
struct Failed {
    error: Error,
    chain: bool,
}

impl Failed {
    fn chain(error: Error) -> Failed {
        Failed { error, chain: true }
    }
}

impl From<Error> for Failed {
    fn from(error: Error) -> Failed {
        Failed {
            error,
            chain: false,
        }
    }
}

/// What loading a file of a chain gives: the merged tree (for the files
/// that extend it) and the rule set.
type Loaded = std::result::Result<(Node, RuleSet), Failed>;

/// `chain` holds the files (and presets) whose `extends` led here, to
/// catch a file that extends itself through others. Gives the merged tree
/// (for the files that extend this one) and the rule set.
fn load_from(spec: &str, dir: &Path, chain: &[String], presets: Presets) -> Loaded {
    if chain.len() > MAX_EXTENDS {
        return Err(Failed::chain(
            Error::new(
                ErrorKind::RuleFile,
                RulesFault::ExtendsTooDeep {
                    max: MAX_EXTENDS,
                    chain: chain_names(chain),
                },
            )
            .with_help(Hint::ExtendBuiltIn),
        ));
    }
    if let Some(p) = preset::get(spec) {
        if presets == Presets::Resolved
            && let Some(loaded) = resolved(p)
        {
            return Ok(loaded);
        }
        return parse(p.name, p.yaml, dir, chain, presets);
    }
    // Relative to the file that names it; as given when typed on the command line.
    let path = if dir == Path::new(".") {
        PathBuf::from(spec)
    } else {
        dir.join(spec)
    };
    let origin = path.display().to_string();
    let meta = std::fs::metadata(&path).ok();
    if meta.as_ref().is_some_and(|m| !m.is_dir()) {
        let key = std::fs::canonicalize(&path)
            .map_or_else(|_| origin.clone(), |p| p.display().to_string());
        if chain.contains(&key) {
            return Err(Failed::chain(
                Error::new(
                    ErrorKind::RuleFile,
                    RulesFault::ExtendsLoop {
                        file: origin.clone(),
                        chain: chain_names(chain),
                    },
                )
                .with_help(Hint::BreakTheLoop),
            ));
        }
        // A pipe, a device or a file too large is refused here, unread.
        let text =
            crate::input::read_text(&path, crate::error::Document::RuleFile, ErrorKind::RuleFile)?;
        let parent = path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let mut chain = chain.to_vec();
        chain.push(key);
        return parse(&origin, &text, &parent, &chain, presets);
    }
    #[allow(
        clippy::case_sensitive_file_extension_comparisons,
        reason = "`.yaml` as the README writes it; any other name is looked up as a preset"
    )]
    let looks_like_file =
        spec.contains(['/', '\\']) || spec.ends_with(".yaml") || spec.ends_with(".yml");
    if looks_like_file || meta.is_some() {
        let fault = if meta.is_some() {
            RulesFault::RuleFileIsFolder { file: origin }
        } else {
            RulesFault::RuleFileMissing { file: origin }
        };
        return Err(Error::new(ErrorKind::UnknownRules, fault)
            .with_help(Hint::RuleFilePath)
            .into());
    }
    let names = preset::name_list();
    Err(Error::new(
        ErrorKind::UnknownRules,
        RulesFault::UnknownRules {
            name: spec.to_string(),
        },
    )
    .with_help(
        match yaml::closest(&spec.trim().to_lowercase(), preset::spellings()) {
            Some(guess) => Hint::RuleSetsGuess {
                guess: guess.clone(),
                names,
            },
            None => Hint::RuleSets { names },
        },
    )
    .into())
}

/// Whether the file's name says it is YAML. The content of a file that
/// neither says so nor reads as a rule file (`extends: /etc/shadow`) is
/// never quoted in a message.
fn named_yaml(origin: &str) -> bool {
    is_preset(origin) || yaml::named_yaml(origin)
}

/// The error for a file that is not a rule file at all, without its content.
fn not_a_rule_file(origin: &str, why: NotRuleFile) -> Error {
    Error::new(
        ErrorKind::RuleFile,
        RulesFault::NotARuleFile {
            file: origin.to_string(),
            why,
        },
    )
    .with_help(Hint::RuleFileIsYaml)
}

fn read_tree(origin: &str, text: &str) -> Result<Option<Node>> {
    let tree = yaml::parse(origin, text, ErrorKind::RuleFile).map_err(|e| {
        if named_yaml(origin) {
            return e;
        }
        let (line, column) = e
            .snippet()
            .map_or((1, 1), crate::error::Snippet::line_column);
        not_a_rule_file(origin, NotRuleFile::NotYaml { line, column })
    })?;
    match tree {
        Some(t) if !t.is_map() && !t.is_null() => {
            if named_yaml(origin) {
                let text = &t.source.text;
                let end = yaml::node::token_end(text, t.span.start);
                Err(Error::new(
                    ErrorKind::RuleFile,
                    RulesFault::RulesNotAMapping {
                        found: yaml::describe(&t),
                    },
                )
                .at(origin, text.clone(), t.span.start..end, Label::Here))
            } else {
                Err(not_a_rule_file(origin, NotRuleFile::NotAMapping))
            }
        }
        Some(t) if t.is_null() => Ok(None),
        t => Ok(t),
    }
}

/// The file's keys over the base's; a section (a mapping at the top) is
/// merged field by field, any other value replaced whole. Keys are found
/// by their text in an index, so a file of many keys merges in linear time.
fn merge(base: &Node, over: &Node, depth: usize) -> Node {
    let (Value::Map(base_entries), Value::Map(over_entries)) = (&base.value, &over.value) else {
        return over.clone();
    };
    let mut entries = base_entries.clone();
    let mut index: std::collections::HashMap<String, usize> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, (k, _))| k.as_str().map(|k| (k.to_string(), i)))
        .collect();
    for (key, value) in over_entries {
        let existing = key.as_str().and_then(|k| index.get(k).copied());
        match existing {
            // `meld:` with every field under it commented out sets nothing.
            Some(i) if depth == 0 && value.is_null() && entries[i].1.is_map() => {}
            Some(i) => {
                let merged = if depth == 0 {
                    merge(&entries[i].1, value, depth + 1)
                } else {
                    value.clone()
                };
                entries[i] = (key.clone(), merged);
            }
            None => {
                if let Some(k) = key.as_str() {
                    index.insert(k.to_string(), entries.len());
                }
                entries.push((key.clone(), value.clone()));
            }
        }
    }
    Node {
        value: Value::Map(entries),
        span: over.span.clone(),
        source: over.source.clone(),
    }
}

fn parse(origin: &str, text: &str, dir: &Path, chain: &[String], presets: Presets) -> Loaded {
    let is_root = origin == preset::ROOT;
    let Some(tree) = read_tree(origin, text)? else {
        return Err(nothing_set(origin, text).into());
    };
    let base = base_of(origin, &tree, dir, chain, presets)?;
    if let Some((base_tree, _)) = &base {
        settings_known(origin, base_tree, &tree)?;
    }
    let merged = match &base {
        Some((base_tree, _)) => merge(base_tree, &tree, 0),
        None => tree.clone(),
    };
    let mut rules: RuleSet = yaml::from_node(&merged, ErrorKind::RuleFile)?;
    rules.extends = None;
    if tree.get("name").is_none() && !is_root {
        rules.name = origin.to_string();
    }
    // A house file that does not describe itself must not pass for the
    // rule set it extends in `rules show`: what it is made of is kept as
    // data, which the front end says in words where the file gives none.
    let house = match &base {
        Some((_, base)) if !is_preset(origin) => {
            rules.changes = Some(Changes {
                base: base.name.clone(),
                file: origin.to_string(),
            });
            true
        }
        _ => false,
    };
    own_words(&mut rules, &tree, house, is_root);
    check_where_set(&rules, &merged, origin)?;
    Ok((merged, rules))
}

/// The error for a rule file that sets nothing: empty, or comments only.
fn nothing_set(origin: &str, text: &str) -> Error {
    let bare = text.trim_start_matches('\u{feff}').trim().is_empty();
    let fault = if bare {
        RulesFault::RuleFileEmpty
    } else {
        RulesFault::RuleFileOnlyComments
    };
    Error::new(ErrorKind::RuleFile, fault)
        .within(origin)
        .with_help(Hint::StartWithExtends)
}

/// The rule set a file builds on, merged tree and all: the one it
/// `extends`, else the default rule set (none for the default itself).
fn base_of(
    origin: &str,
    tree: &Node,
    dir: &Path,
    chain: &[String],
    presets: Presets,
) -> std::result::Result<Option<(Node, RuleSet)>, Failed> {
    let Some(node) = tree.get("extends") else {
        if origin == preset::ROOT {
            return Ok(None);
        }
        // A file that names no base starts from the default rule set.
        return load_from(preset::ROOT, dir, chain, presets).map(Some);
    };
    let name =
        yaml::from_node::<String>(node, ErrorKind::RuleFile).map_err(|e| e.context("extends"))?;
    load_from(&name, dir, chain, presets)
        .map(Some)
        .map_err(|f| {
            if f.chain {
                return f;
            }
            let e = f.error;
            Failed::from(if e.snippet().is_none() {
                // Nothing to show from the file extended: show this file's line.
                node.point(e, Label::RuleSetExtended)
                    .within(Origin::Extending { name: name.clone() })
            } else {
                e.within(Origin::Extends {
                    file: Box::new(origin.into()),
                    name: name.clone(),
                })
            })
        })
}

/// A file whose name does not say YAML must read as a rule file before
/// anything of it is quoted: `root:*:19000:...` is a YAML mapping too. Each
/// of its keys must be a setting of the rule set it builds on.
fn settings_known(origin: &str, base_tree: &Node, tree: &Node) -> Result<()> {
    if let (false, Value::Map(entries)) = (named_yaml(origin), &tree.value)
        && let Some((key, _)) = entries.iter().find(|(k, _)| {
            k.as_str()
                .is_none_or(|k| k != "extends" && base_tree.get(k).is_none())
        })
    {
        let (line, _) = crate::error::line_column(&key.source.text, key.span.start);
        return Err(not_a_rule_file(origin, NotRuleFile::NotASetting { line }));
    }
    Ok(())
}

/// A rule book's own words, in English and by language. A file that
/// describes itself or cites a source anew has not been said in other
/// languages by the rule set it extends; a house file that does not keeps
/// none of its words.
fn own_words(rules: &mut RuleSet, tree: &Node, house: bool, is_root: bool) {
    for (english, by_lang, text, texts) in [
        (
            "description",
            "descriptions",
            &mut rules.description,
            &mut rules.descriptions,
        ),
        ("source", "sources", &mut rules.source, &mut rules.sources),
    ] {
        let (anew, anew_by_lang) = (tree.get(english).is_some(), tree.get(by_lang).is_some());
        if house && !anew {
            text.clear();
        }
        // Words by language stay only where the file gives them, or where
        // it changes nothing of the words it inherits.
        if !anew_by_lang && ((anew && !is_root) || (house && !anew)) {
            texts.clear();
        }
    }
}

/// The rule set's checks, a failure pointing at the field in the file that
/// set it, unless a built-in rule set did.
fn check_where_set(rules: &RuleSet, merged: &Node, origin: &str) -> Result<()> {
    check(rules).map_err(|invalid| {
        let place = merged
            .place_of(&invalid.field)
            .filter(|(n, _)| !is_preset(&n.source.origin.to_string()));
        let e = Error::from(invalid);
        match place {
            Some((node, span)) => e.at(
                node.source.origin.clone(),
                node.source.text.clone(),
                span,
                Label::Here,
            ),
            None => e.context(origin),
        }
    })
}
