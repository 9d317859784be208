//! The built-in rule sets, embedded in the binary. Each file but the root
//! `extends: classic` and says only where its rule book differs.
//!
//! The YAML files in `presets/` are the source: documented field by field,
//! read by the same loader as a house file. What a command uses is each
//! preset as that loader resolves it (its `extends:` chain merged, every
//! field set, checked), kept as JSON in `resolved/` and read with one
//! `serde_json` call: a start-up then neither parses YAML and its comments
//! nor checks rules that were checked when the crate was tested. A house
//! file that extends a preset is merged over a tree made of that JSON,
//! whose sections and fields keep the YAML's order (a file with two
//! mistakes is told the same first one).
//! `rules::tests::resolved_presets_are_current` fails when a JSON file is
//! not what the YAML gives (`UPDATE_PRESETS=1 cargo test --lib resolved`
//! writes them anew), as `tests/man.rs` keeps `man/` current.

/// The rule set every other one starts from.
pub const ROOT: &str = "classic";

/// A built-in rule set: its name, its YAML source and the JSON of the rule
/// set that source resolves to.
#[derive(Debug, Clone, Copy)]
pub struct Preset {
    /// Its name (`classic`).
    pub name: &'static str,
    /// Its YAML source, as written (with its comments).
    pub yaml: &'static str,
    /// The whole rule set it resolves to, as JSON, checked when the crate is
    /// built or tested.
    pub resolved: &'static str,
}

macro_rules! preset {
    ($name:literal) => {
        Preset {
            name: $name,
            yaml: include_str!(concat!("presets/", $name, ".yaml")),
            resolved: include_str!(concat!("resolved/", $name, ".json")),
        }
    };
}

/// Built-in rule sets in the order `rules list` shows them.
pub const PRESETS: &[Preset] = &[
    preset!("classic"),
    preset!("classic-2p"),
    preset!("classic-3p"),
    preset!("classic-6p"),
    preset!("cardgames-io"),
    preset!("verschaerft"),
    preset!("livecanasta"),
    preset!("traditional"),
    preset!("wikipedia"),
    preset!("modern-american"),
    preset!("samba"),
    preset!("bolivia"),
    preset!("hand-and-foot"),
];

/// The names of the built-in rule sets, in the order of `PRESETS`.
pub fn names() -> impl Iterator<Item = &'static str> {
    PRESETS.iter().map(|p| p.name)
}

/// The names joined for messages: "classic, classic-2p, …".
pub(crate) fn name_list() -> String {
    names().collect::<Vec<_>>().join(", ")
}

/// Other names of built-in rule sets, each with the rule set's own: the
/// names a German table says (CLI.md), so that `--rules verschärft` is
/// `verschaerft` in every language.
pub(crate) const ALIASES: &[(&str, &str)] = &[
    ("klassisch", "classic"),
    ("klassisch-2p", "classic-2p"),
    ("klassisch-3p", "classic-3p"),
    ("klassisch-6p", "classic-6p"),
    ("verschärft", "verschaerft"),
];

/// Every name a built-in rule set is found by: its own, then the aliases.
pub(crate) fn spellings() -> impl Iterator<Item = &'static str> {
    names().chain(ALIASES.iter().map(|(alias, _)| *alias))
}

/// A built-in rule set by its name or an alias, in any case (`Classic`,
/// `SAMBA`, `Verschärft`).
#[must_use]
pub fn get(name: &str) -> Option<&'static Preset> {
    let name = name.trim();
    let same = |a: &str| a.eq_ignore_ascii_case(name) || a.to_lowercase() == name.to_lowercase();
    let name = ALIASES
        .iter()
        .find(|(alias, _)| same(alias))
        .map_or(name, |(_, own)| *own);
    PRESETS.iter().find(|p| p.name.eq_ignore_ascii_case(name))
}

/// A built-in rule set by its name in any case: its name as `PRESETS`
/// spells it, and its YAML text.
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    get(name).map(|p| (p.name, p.yaml))
}

/// The YAML text of a built-in rule set, named in any case.
pub fn text(name: &str) -> Option<&'static str> {
    get(name).map(|p| p.yaml)
}

impl Preset {
    /// The rule set as its YAML resolved when the crate was tested; `None`
    /// where its JSON cannot be read (a preset whose file is not written
    /// yet), and the loader then reads the YAML.
    #[must_use]
    pub fn rules(&self) -> Option<crate::rules::RuleSet> {
        serde_json::from_str(self.resolved).ok()
    }
}
