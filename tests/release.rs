//! The release configuration (`dist-workspace.toml`, run by
//! `.github/workflows/release.yml` on a tag) and what the READMEs promise of
//! it stay in step: a system the READMEs name is one the release builds,
//! every target the configuration lists is one the workflow builds, and the
//! archive holds what the READMEs say it holds. `dist plan` and `dist build`
//! check the same files on a machine that has dist (docs/development.md,
//! "Releases"); these tests need nothing but the files.

use std::path::Path;

fn read(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The strings of a one-line TOML array `key = ["a", "b"]` of `toml`.
fn toml_list(toml: &str, key: &str) -> Vec<String> {
    let line = toml
        .lines()
        .find(|l| l.split('=').next().is_some_and(|k| k.trim() == key))
        .unwrap_or_else(|| panic!("dist-workspace.toml has no `{key}`"));
    let (_, list) = line.split_once('=').expect("key = value");
    list.trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(',')
        .map(|s| s.trim().trim_matches('"').to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The string value of `key = "value"` in `text` (TOML or YAML).
fn quoted_value(text: &str, key: &str) -> String {
    text.lines()
        .find_map(|l| {
            let (k, v) = l.split_once(['=', ':'])?;
            (k.trim() == key).then(|| v.trim().trim_matches('"').to_string())
        })
        .unwrap_or_else(|| panic!("no `{key}`"))
}

#[test]
fn the_release_builds_linux_macos_and_windows_on_a_tag() {
    let dist = read("dist-workspace.toml");
    let targets = toml_list(&dist, "targets");
    for system in ["-linux-", "-apple-darwin", "-windows-"] {
        assert!(
            targets.iter().any(|t| t.contains(system)),
            "no `{system}` target in {targets:?}"
        );
    }
    let workflow = read(".github/workflows/release.yml");
    assert!(
        workflow.contains("tags:") && workflow.contains("\"v[0-9]+.[0-9]+.[0-9]+*\""),
        "the workflow runs on a version tag"
    );
    for target in &targets {
        assert!(
            workflow.contains(&format!("target: {target},")),
            "the workflow does not build {target}, which dist-workspace.toml lists"
        );
    }
    assert_eq!(
        quoted_value(&dist, "cargo-dist-version"),
        quoted_value(&workflow, "DIST_VERSION"),
        "the workflow installs the dist that dist-workspace.toml names"
    );
    assert!(
        read("Cargo.toml").contains("[profile.dist]"),
        "dist builds with the profile it names"
    );
}

#[test]
#[allow(
    clippy::case_sensitive_file_extension_comparisons,
    reason = "dist names its archives in lower case"
)]
fn the_archives_hold_what_the_readmes_say() {
    let dist = read("dist-workspace.toml");
    let included = toml_list(&dist, "include");
    assert!(included.contains(&"man/".to_string()), "{included:?}");
    assert!(
        included.contains(&"README.de.md".to_string()),
        "{included:?}"
    );
    // dist puts every program of the package in the archive: both that
    // the READMEs name must be programs of the package.
    let manifest = read("Cargo.toml");
    for program in ["canasta", "canasta-serve"] {
        assert!(
            manifest.contains(&format!("[[bin]]\nname = \"{program}\"")),
            "Cargo.toml has no program `{program}`"
        );
    }
    let targets = toml_list(&dist, "targets");
    for readme in ["README.md", "README.de.md"] {
        let text = read(readme);
        assert!(
            text.contains("`canasta-serve`"),
            "{readme} names both programs"
        );
        let archives: Vec<&str> = text
            .split('`')
            .filter(|w| {
                w.starts_with("canasta-") && (w.ends_with(".tar.xz") || w.ends_with(".zip"))
            })
            .collect();
        assert!(
            archives.len() >= 3,
            "{readme} names the archives: {archives:?}"
        );
        for archive in archives {
            let target = archive
                .trim_start_matches("canasta-")
                .trim_end_matches(".tar.xz")
                .trim_end_matches(".zip");
            assert!(
                targets.iter().any(|t| t == target),
                "{readme} names {archive}, but the release builds no {target}"
            );
            let windows = target.contains("windows");
            assert_eq!(
                archive.ends_with(".zip"),
                windows,
                "{readme}: {archive} (Windows gets a .zip, the rest .tar.xz)"
            );
        }
    }
}

/// What the READMEs say of releases is what the repository can keep: a
/// releases page only where the manifest names the repository (today it
/// names none), and how the archives are built (the dist configuration,
/// the tag's workflow, and how to build one here, in CONTRIBUTING.md).
#[test]
fn the_readmes_promise_no_page_the_manifest_does_not_name() {
    let manifest = read("Cargo.toml");
    let repository = manifest.lines().any(|l| {
        l.split('=')
            .next()
            .is_some_and(|k| k.trim() == "repository")
    });
    for readme in ["README.md", "README.de.md"] {
        let text = read(readme).to_lowercase();
        if !repository {
            for page in ["releases page", "release-seite", "releases-seite"] {
                assert!(
                    !text.contains(page),
                    "{readme} sends people to a {page}, but Cargo.toml names no repository"
                );
            }
        }
        for source in [
            "dist-workspace.toml",
            ".github/workflows/release.yml",
            "`dist build`",
            "contributing.md#releases",
        ] {
            assert!(text.contains(source), "{readme} does not name {source}");
        }
    }
    let contributing = read("CONTRIBUTING.md");
    let releases = contributing
        .split("\n## ")
        .find(|s| s.starts_with("Releases"))
        .expect("CONTRIBUTING.md has a section Releases");
    for step in [
        "dist-workspace.toml",
        ".github/workflows/release.yml",
        "dist build --artifacts=local --target",
        "target/distrib/",
    ] {
        assert!(
            releases.contains(step),
            "CONTRIBUTING.md's Releases say nothing of {step}"
        );
    }
    // What the archive holds beyond `include`: dist adds the licenses, the
    // READMEs and the changelog itself.
    assert!(
        !read("dist-workspace.toml").contains("auto-includes = false"),
        "the READMEs say the archive holds the licenses and the changelog"
    );
}
