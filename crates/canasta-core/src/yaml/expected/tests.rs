//! Each of the tool's types that says what it expects in its own words
//! (`expecting`) is known to `TABLE`: a value of the wrong shape is said
//! by a variant of its own, never in the reader's English.

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::*;
use crate::error::ErrorKind;
use crate::yaml::{NodeDeserializer, ProblemKind, parse};

/// What reading `yaml` as a `T` expected instead.
fn expected<T: DeserializeOwned + std::fmt::Debug>(yaml: &str) -> Expected {
    let tree = parse("f.yaml", yaml, ErrorKind::Round).unwrap().unwrap();
    let problem = T::deserialize(NodeDeserializer::new(&tree)).unwrap_err();
    match &problem.kind {
        ProblemKind::WrongType { expected, .. } | ProblemKind::InvalidValue { expected, .. } => {
            expected.clone()
        }
        other => panic!("{yaml:?}: {other:?}"),
    }
}

#[test]
fn each_type_that_says_what_it_expects_is_in_the_table() {
    use crate::round::{MeldEntry, Penalty, PlayerEntry, RoundFile, TeamEntry};
    use crate::sheet::undo::{Edit, Redo};
    use crate::sheet::{Change, Entry, GameFile, Hand};
    let cases = [
        (expected::<RoundFile>("[1]\n"), Expected::RoundFile),
        (expected::<TeamEntry>("[1]\n"), Expected::Side),
        (expected::<PlayerEntry>("5\n"), Expected::Player),
        (expected::<Vec<MeldEntry>>("[5]\n"), Expected::Meld),
        (
            expected::<TeamEntry>("{name: A, hand: {a: 1}}\n"),
            Expected::Cards,
        ),
        (
            expected::<TeamEntry>("{name: A, melds: 5}\n"),
            Expected::Melds,
        ),
        (expected::<Penalty>("5\n"), Expected::Penalty),
        (
            expected::<crate::sheet::tally::Tally>("5\n"),
            Expected::Tally,
        ),
        (
            expected::<Entry>("{team: A, total: 5, tally: [1]}\n"),
            Expected::StoredTally,
        ),
        (
            expected::<Entry>("{team: A, total: 5, tally: 'natural:x'}\n"),
            Expected::StoredTally,
        ),
        (expected::<GameFile>("[1]\n"), Expected::GameFile),
        (expected::<Change>("5\n"), Expected::Change),
        (expected::<Edit>("5\n"), Expected::Edit),
        (expected::<Redo>("5\n"), Expected::Redo),
        (expected::<Hand>("5\n"), Expected::Hand),
        (expected::<Entry>("5\n"), Expected::Score),
        (
            expected::<Hand>("{scores: [], added: yesterday}\n"),
            Expected::Time,
        ),
        (
            expected::<Change>("{at: soon, what: started}\n"),
            Expected::Time,
        ),
        (expected::<crate::card::Rank>("{a: 1}\n"), Expected::Rank),
        (expected::<crate::card::Rank>("X\n"), Expected::Rank),
        (expected::<crate::card::Rank>("14\n"), Expected::Rank),
        (expected::<crate::card::Rank>("-1\n"), Expected::Rank),
        (expected::<crate::card::Card>("h14\n"), Expected::Card),
    ];
    for (i, (got, want)) in cases.into_iter().enumerate() {
        assert_eq!(got, want, "case {i}");
    }
}

#[test]
fn the_readers_own_expectations_are_variants() {
    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code, reason = "read to be refused")]
    struct Section {
        a: u32,
    }
    assert_eq!(expected::<Vec<u32>>("5\n"), Expected::List);
    assert_eq!(expected::<u32>("-1\n"), Expected::WholeNumberNotNegative);
    assert_eq!(expected::<i32>("x\n"), Expected::WholeNumber);
    assert_eq!(expected::<bool>("yes\n"), Expected::YesNo);
    assert_eq!(expected::<f64>("x\n"), Expected::Number);
    assert_eq!(expected::<String>("[1]\n"), Expected::Text);
    assert_eq!(expected::<()>("1\n"), Expected::Nothing);
    assert_eq!(
        expected::<std::collections::BTreeMap<String, u32>>("5\n"),
        Expected::Mapping
    );
    assert_eq!(expected::<Section>("5\n"), Expected::Section);
    assert_eq!(
        expected::<crate::sheet::undo::Redone>("[1]\n"),
        Expected::one_of(&["added", "replaced"])
    );
}

#[test]
fn a_text_the_table_does_not_know_is_kept_in_the_readers_words() {
    assert_eq!(
        Expected::of(&"a frobnicator"),
        Expected::Said {
            what: "a frobnicator".into()
        }
    );
    let tree = parse("f.yaml", "[1]\n", ErrorKind::Round).unwrap().unwrap();
    let problem = <[u32; 2]>::deserialize(NodeDeserializer::new(&tree)).unwrap_err();
    assert_eq!(
        problem.kind,
        ProblemKind::InvalidLength {
            length: 1,
            expected: Expected::Said {
                what: "an array of length 2".into()
            }
        }
    );
}

#[test]
fn each_text_is_in_the_table_once() {
    let mut texts = std::collections::BTreeSet::new();
    let mut variants = Vec::new();
    for (text, variant) in TABLE {
        assert!(texts.insert(*text), "{text:?} twice");
        assert!(!variants.contains(variant), "{variant:?} twice");
        assert!(
            !matches!(variant, Expected::Said { .. } | Expected::OneOf { .. }),
            "{variant:?}"
        );
        variants.push(variant.clone());
    }
}

/// The texts the tool's sources give serde as what a type expects: each
/// `expecting = "..."`, the `write_str("...")` of each `fn expecting`, and
/// each `EXPECTING` a field's own reader refuses a value with.
fn expecting_texts(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            expecting_texts(&path, out);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("yaml/expected/tests.rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let literal = |rest: &str| {
            let rest = &rest[rest.find('"').unwrap() + 1..];
            rest[..rest.find('"').unwrap()].to_string()
        };
        for (at, _) in source
            .match_indices("expecting = \"")
            .chain(source.match_indices("EXPECTING: &str = \""))
        {
            out.push((path.display().to_string(), literal(&source[at..])));
        }
        for (at, _) in source.match_indices("fn expecting(") {
            let body = &source[at..];
            let call = body.find("write_str(").unwrap();
            out.push((path.display().to_string(), literal(&body[call..])));
        }
    }
}

#[test]
fn every_text_a_type_expects_in_the_sources_is_in_the_table() {
    let mut texts = Vec::new();
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    expecting_texts(&src, &mut texts);
    assert!(texts.len() >= TABLE.len(), "{texts:?}");
    for (file, text) in &texts {
        assert!(
            TABLE.iter().any(|(t, _)| t == text),
            "{file}: {text:?} is not in yaml::expected::TABLE: add it, with its words in errors.ftl"
        );
    }
}
