//! The built-in rule sets, embedded in the binary. Each file but the root
//! `extends: classic` and says only where its rule book differs.

/// The rule set every other one starts from.
pub const ROOT: &str = "classic";

/// Built-in rule sets in the order `rules list` shows them.
pub const PRESETS: &[(&str, &str)] = &[
    ("classic", include_str!("presets/classic.yaml")),
    ("classic-2p", include_str!("presets/classic-2p.yaml")),
    ("classic-3p", include_str!("presets/classic-3p.yaml")),
    ("classic-6p", include_str!("presets/classic-6p.yaml")),
    ("cardgames-io", include_str!("presets/cardgames-io.yaml")),
    ("verschaerft", include_str!("presets/verschaerft.yaml")),
    ("livecanasta", include_str!("presets/livecanasta.yaml")),
    ("traditional", include_str!("presets/traditional.yaml")),
    ("wikipedia", include_str!("presets/wikipedia.yaml")),
    (
        "modern-american",
        include_str!("presets/modern-american.yaml"),
    ),
    ("samba", include_str!("presets/samba.yaml")),
    ("bolivia", include_str!("presets/bolivia.yaml")),
    ("hand-and-foot", include_str!("presets/hand-and-foot.yaml")),
];

/// The names of the built-in rule sets, in the order of `PRESETS`.
pub fn names() -> impl Iterator<Item = &'static str> {
    PRESETS.iter().map(|(name, _)| *name)
}

/// The names joined for messages: "classic, classic-2p, …".
pub fn name_list() -> String {
    names().collect::<Vec<_>>().join(", ")
}

/// A built-in rule set by its name in any case (`Classic`, `SAMBA`): its
/// name as `PRESETS` spells it, and its YAML text.
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    PRESETS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .copied()
}

/// The YAML text of a built-in rule set, named in any case.
pub fn text(name: &str) -> Option<&'static str> {
    find(name).map(|(_, t)| t)
}
