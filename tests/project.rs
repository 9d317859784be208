//! The project's own files, as someone who finds it on a code host looks
//! for them: the license texts the manifest names, the changelog, the
//! guide for contributors, and the workflow that runs CI on every push.
//! Each says what the manifest and the scripts say, so that they cannot
//! drift apart.

use std::path::Path;

fn read(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The value of `key = "value"` in the first table of `toml` that has it.
fn toml_string(toml: &str, key: &str) -> String {
    toml.lines()
        .find_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == key).then(|| v.trim().trim_matches('"').to_string())
        })
        .unwrap_or_else(|| panic!("no `{key}`"))
}

/// Each license of the manifest's `license` expression ships as its
/// standard text.
#[test]
fn the_license_texts_are_the_ones_the_manifest_names() {
    let license = toml_string(&read("Cargo.toml"), "license");
    let ids: Vec<&str> = license.split(" OR ").map(str::trim).collect();
    assert_eq!(
        ids,
        ["MIT", "Apache-2.0"],
        "Cargo.toml: license = {license}"
    );
    for id in ids {
        let (file, marks): (&str, &[&str]) = match id {
            "MIT" => (
                "LICENSE-MIT",
                &[
                    "MIT License",
                    "Permission is hereby granted, free of charge, to any person obtaining a copy",
                    "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND",
                ],
            ),
            "Apache-2.0" => (
                "LICENSE-APACHE",
                &[
                    "Apache License",
                    "Version 2.0, January 2004",
                    "http://www.apache.org/licenses/",
                    "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION",
                    "9. Accepting Warranty or Additional Liability.",
                    "END OF TERMS AND CONDITIONS",
                ],
            ),
            other => panic!("no license text for {other}"),
        };
        let text = read(file);
        for mark in marks {
            assert!(text.contains(mark), "{file} lacks `{mark}`");
        }
    }
    // The Apache text is the whole license, all nine sections.
    let apache = read("LICENSE-APACHE");
    for section in 1..=9 {
        assert!(
            apache.contains(&format!("\n   {section}. ")),
            "LICENSE-APACHE lacks section {section}"
        );
    }
}

/// The changelog in Keep a Changelog's form: an Unreleased section above
/// the manifest's version, each version's changes under the form's kinds.
#[test]
fn the_changelog_keeps_a_changelog_of_the_manifest_version() {
    let text = read("CHANGELOG.md");
    let version = toml_string(&read("Cargo.toml"), "version");
    assert!(text.starts_with("# Changelog\n"), "{}", &text[..40]);
    assert!(text.contains("https://keepachangelog.com/"));
    let versions: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("## ")).collect();
    assert_eq!(
        versions.first().copied(),
        Some("[Unreleased]"),
        "the newest section is Unreleased: {versions:?}"
    );
    assert!(
        versions
            .get(1)
            .is_some_and(|v| v.starts_with(&format!("[{version}]"))),
        "the version below Unreleased is Cargo.toml's {version}: {versions:?}"
    );
    let kinds = [
        "Added",
        "Changed",
        "Deprecated",
        "Removed",
        "Fixed",
        "Security",
    ];
    for kind in text.lines().filter_map(|l| l.strip_prefix("### ")) {
        assert!(kinds.contains(&kind), "`### {kind}` is none of {kinds:?}");
    }
    for version in ["[Unreleased]", &format!("[{version}]")] {
        let section = text
            .split("\n## ")
            .find(|s| s.starts_with(version))
            .unwrap();
        assert!(
            section.contains("\n### ") && section.contains("\n- "),
            "{version} lists no change"
        );
    }
}

/// The variables the tests read to write their generated files anew (or
/// to skip), found in the tests' sources.
fn variables_the_tests_read() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = std::collections::BTreeSet::new();
    let mut folders = vec![
        root.join("tests"),
        root.join("src"),
        root.join("crates/canasta-core/src"),
    ];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap();
            for (i, _) in code.match_indices("UPDATE_") {
                let name: String = code[i..]
                    .chars()
                    .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                    .collect();
                if name.len() > "UPDATE_".len() {
                    found.insert(name);
                }
            }
        }
    }
    found.insert("CANASTA_SKIP_BROWSER_TESTS".to_string());
    found.into_iter().collect()
}

/// CONTRIBUTING.md says how to build and test, where to read more, what
/// `.ci/run` runs (each of its commands), and every variable the tests
/// read to regenerate what they check.
#[test]
fn the_contributing_guide_says_what_the_scripts_do() {
    let guide = read("CONTRIBUTING.md");
    for needed in [
        "docs/development.md",
        "cargo build",
        "cargo test --locked",
        "cargo test --test integration ",
        "cargo test -p canasta-core --lib ",
        ".ci/run",
        ".github/workflows/ci.yml",
        "presets/NAME.yaml",
        "PRESETS",
        "resolved/NAME.json",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "CHANGELOG.md",
    ] {
        assert!(
            guide.contains(needed),
            "CONTRIBUTING.md does not name {needed}"
        );
    }
    let ci = read(".ci/run");
    let commands: Vec<&str> = ci
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.find("cargo ").map(|i| &l[i..]))
        .collect();
    assert!(commands.len() >= 4, ".ci/run runs {commands:?}");
    for command in commands {
        assert!(
            guide.contains(command),
            "CONTRIBUTING.md does not say that .ci/run runs `{command}`"
        );
    }
    assert!(ci.contains("RUSTDOCFLAGS=\"-D warnings\" cargo doc"));
    assert!(guide.contains("RUSTDOCFLAGS=\"-D warnings\" cargo doc"));
    let variables = variables_the_tests_read();
    for needed in ["UPDATE_MAN", "UPDATE_README", "UPDATE_PRESETS"] {
        assert!(variables.iter().any(|v| v == needed), "{variables:?}");
    }
    for variable in variables {
        assert!(
            guide.contains(&format!("{variable}=")),
            "the tests read {variable}, which CONTRIBUTING.md does not explain"
        );
    }
}

/// The workflow runs `.ci/run`, the whole check, on every push and pull
/// request.
#[test]
fn ci_runs_on_every_push_and_pull_request() {
    let workflow = read(".github/workflows/ci.yml");
    let on: Vec<&str> = workflow
        .lines()
        .skip_while(|l| l.trim_end() != "on:")
        .skip(1)
        .take_while(|l| l.starts_with(' ') || l.is_empty())
        .map(str::trim)
        .collect();
    for event in ["push:", "pull_request:"] {
        assert!(on.contains(&event), "ci.yml does not run on {event} {on:?}");
    }
    let runs: Vec<&str> = workflow
        .lines()
        .filter_map(|l| l.trim().strip_prefix("run: "))
        .collect();
    assert_eq!(runs, [".ci/run"], "ci.yml runs .ci/run and only that");
    let ci = Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run");
    let mode =
        std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(&ci).unwrap().permissions());
    assert!(
        mode & 0o111 != 0,
        ".ci/run is executable, as the workflow runs it"
    );
}
