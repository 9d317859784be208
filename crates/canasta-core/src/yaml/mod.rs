//! All YAML reading and writing goes through here, so that every file the
//! tool reads reports its errors the same way: file, line, column, a caret
//! under the place, and what was expected.
//!
//! A file is read once into a tree of `Node`s that know where they were
//! written (`node`); typed values are read from the tree (`de`), and what
//! can be wrong with them is data (`problem`) that messages are built from.

mod block;
mod de;
pub mod expected;
mod fault;
pub mod found;
pub mod node;
pub mod problem;
mod read;
mod shape;
mod writer;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{Error, ErrorKind, Result};
pub(crate) use de::NodeDeserializer;
pub use expected::Expected;
pub use found::Found;
pub use node::{Node, Value};
pub use problem::Problem;
pub(crate) use problem::ProblemKind;
pub use read::parse;
pub use shape::describe;

/// Read a YAML document of type `T`. `origin` names the file in messages;
/// `kind` says what kind of input a failure is reported as.
pub fn from_str<T: DeserializeOwned>(origin: &str, text: &str, kind: ErrorKind) -> Result<T> {
    let node = parse(origin, text, kind)?.unwrap_or_else(|| empty(origin, text));
    from_node(&node, kind)
}

/// Read a value of type `T` from a tree.
pub(crate) fn from_node<T: DeserializeOwned>(node: &Node, kind: ErrorKind) -> Result<T> {
    T::deserialize(NodeDeserializer::new(node)).map_err(|p| p.into_error(kind))
}

/// Whether a file's name (or `-`, standard input) says it is YAML.
pub(crate) fn named_yaml(origin: &str) -> bool {
    origin == crate::input::STDIN
        || std::path::Path::new(origin)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("yaml") || e.eq_ignore_ascii_case("yml"))
}

/// Read a document the tool knows by its top-level keys (`known`), as a
/// `what` ("round file"). The content of a file that is neither named
/// `.yaml`/`.yml` nor a mapping with one of those keys (`canasta score
/// /etc/shadow`) is quoted in no message: it is refused as a whole.
pub(crate) fn read_document(
    origin: impl Into<crate::error::Origin>,
    text: impl Into<String>,
    kind: ErrorKind,
    what: crate::error::Document,
    known: &[&str],
) -> Result<Node> {
    let origin = origin.into();
    let source = node::source(origin.clone(), text);
    let named_yaml = named_yaml(&origin.to_string());
    let keys = known
        .iter()
        .map(|k| format!("`{k}:`"))
        .collect::<Vec<_>>()
        .join(", ");
    let foreign = |why: problem::NotDocument| {
        Error::new(
            kind,
            problem::YamlFault::NotADocument {
                file: origin.clone(),
                what,
                why,
            },
        )
        .with_help(crate::error::Hint::DocumentPath {
            what,
            keys: keys.clone(),
        })
    };
    let tree = match read::parse_source(std::rc::Rc::clone(&source), kind) {
        Ok(tree) => tree.unwrap_or_else(|| Node {
            value: Value::Scalar(node::Scalar::Text(String::new()), false),
            span: 0..0,
            source,
        }),
        Err(e) if !named_yaml => {
            let (line, column) = e
                .snippet()
                .map_or((1, 1), super::error::Snippet::line_column);
            return Err(foreign(problem::NotDocument::NotYaml { line, column }));
        }
        Err(e) => return Err(e),
    };
    let readable = match &tree.value {
        Value::Map(entries) => entries
            .iter()
            .any(|(k, _)| k.as_str().is_some_and(|k| known.contains(&k))),
        _ => false,
    };
    if !named_yaml && !readable {
        return Err(foreign(problem::NotDocument::NoKnownKey {
            keys: keys.clone(),
        }));
    }
    Ok(tree)
}

/// The tree of a document with nothing in it: one null.
pub fn empty(origin: impl Into<crate::error::Origin>, text: &str) -> Node {
    Node {
        value: Value::Scalar(node::Scalar::Text(String::new()), false),
        span: 0..0,
        source: std::rc::Rc::new(node::Source {
            origin: origin.into(),
            text: text.to_string(),
        }),
    }
}

/// Write a value as a YAML document.
pub fn to_string<T: Serialize>(value: &T) -> Result<String> {
    if let Some((text, _)) = writer::write(value) {
        return Ok(text);
    }
    serde_yaml::to_string(value).map_err(|e| {
        Error::new(
            ErrorKind::Io,
            problem::YamlFault::CannotWriteYaml { why: e.to_string() },
        )
    })
}

/// A document the block writer wrote: text the block reader reads back as
/// it was written, and how many values it holds as the reader counts them
/// (`node::MAX_NODES`).
#[derive(Debug)]
pub struct Written {
    /// The YAML text.
    pub text: String,
    /// Its keys, scalars, lists and mappings.
    pub values: usize,
}

/// `value` in plain block YAML, where the block writer can write it
/// (`to_string` writes anything else).
pub fn to_block<T: Serialize>(value: &T) -> Option<Written> {
    writer::write(value).map(|(text, values)| Written { text, values })
}

/// The candidate nearest to `word`, if it is near enough to be a typo. A
/// word whose length alone is too far from a candidate's is not compared
/// letter by letter (a hostile key of megabytes costs nothing).
pub fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<String> {
    let length = word.chars().count();
    let allowed = |c: &str| 2.max(c.len() / 4);
    candidates
        .filter(|c| length.abs_diff(c.chars().count()) <= allowed(c))
        .map(|c| (strsim::levenshtein(word, c), c))
        .filter(|(d, c)| *d <= allowed(c))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_guessed_by_its_typos_and_never_by_its_length_alone() {
        let keys = ["minimum", "target", "players"];
        assert_eq!(
            closest("minimun", keys.into_iter()).as_deref(),
            Some("minimum")
        );
        assert_eq!(
            closest("taget", keys.into_iter()).as_deref(),
            Some("target")
        );
        let long = format!("minimum{}", "y".repeat(1 << 20));
        assert_eq!(closest(&long, keys.into_iter()), None);
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Doc {
        a: u32,
    }

    #[test]
    fn unknown_field_points_at_line_and_column() {
        let text = "a: 1\nbee: 2\n";
        let e = from_str::<Doc>("f.yaml", text, ErrorKind::RuleFile).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::RuleFile);
        assert_eq!(e.code(), "unknown_field", "{e}");
        assert!(
            matches!(e.fault(), Some(problem::YamlFault::UnknownField { field, .. }) if field == "bee"),
            "{e}"
        );
        assert_eq!(e.snippet().unwrap().line_column(), (2, 1));
        assert_eq!(e.span(), Some(5..8));
    }

    #[test]
    fn wrong_type_says_what_was_expected() {
        let e = from_str::<Doc>("f.yaml", "a: lots\n", ErrorKind::RuleFile).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::WrongType {
                found: Found::text("lots"),
                expected: Expected::WholeNumberNotNegative,
            }),
            "{e}"
        );
    }

    #[test]
    fn a_byte_order_mark_is_not_content() {
        let doc: Doc = from_str("f.yaml", "\u{feff}a: 1\n", ErrorKind::Round).unwrap();
        assert_eq!(doc.a, 1);
        let e = from_str::<Doc>("f.yaml", "\u{feff}a: 1\nb: 2\n", ErrorKind::Round).unwrap_err();
        assert_eq!(e.snippet().unwrap().line_column(), (2, 1));
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Sheet {
        name: String,
        small: u32,
        big: i64,
        flag: bool,
        choice: Choice,
        section: Doc,
        list: Vec<u32>,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Choice {
        Never,
        Always,
    }

    const SHEET: &str =
        "name: x\nsmall: 1\nbig: 2\nflag: true\nchoice: never\nsection:\n  a: 1\nlist: [1]\n";

    /// The problem reading SHEET with `from` replaced by `to`.
    fn problem(from: &str, to: &str) -> (ProblemKind, Option<String>, Error) {
        let text = SHEET.replace(from, to);
        let tree = parse("f.yaml", &text, ErrorKind::RuleFile)
            .unwrap()
            .unwrap();
        let p = Sheet::deserialize(NodeDeserializer::new(&tree)).unwrap_err();
        let (kind, path) = (p.kind.clone(), p.path.clone());
        (kind, path, p.into_error(ErrorKind::RuleFile))
    }

    use serde::Deserialize;

    #[test]
    fn each_kind_of_problem_is_data_with_its_place() {
        let (kind, path, e) = problem("  a: 1", "  ab: 1");
        assert_eq!(
            kind,
            ProblemKind::UnknownField {
                field: "ab".into(),
                expected: &["a"]
            }
        );
        assert_eq!(path.as_deref(), Some("section"));
        assert_eq!(e.places(), [crate::error::Origin::field("section")]);
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::UnknownField {
                field: "ab".into(),
                expected: crate::error::Choices(vec!["a".into()])
            })
        );
        assert_eq!(e.help_text().as_deref(), Some("did_you_mean guess=a"));
        assert_eq!(e.snippet().unwrap().line_column(), (7, 3));

        let (kind, _, e) = problem("choice: never", "choice: nevr");
        assert!(
            matches!(kind, ProblemKind::UnknownVariant { ref variant, .. } if variant == "nevr")
        );
        assert_eq!(e.help_text().as_deref(), Some("did_you_mean guess=never"));

        let (kind, path, e) = problem("small: 1", "small: -1");
        assert_eq!(
            kind,
            ProblemKind::WrongType {
                found: Found::Integer { text: "-1".into() },
                expected: Expected::WholeNumberNotNegative
            }
        );
        assert_eq!(path.as_deref(), Some("small"));
        assert_eq!(e.snippet().unwrap().line_column(), (2, 8));

        let (kind, _, _) = problem("flag: true", "flag: yes");
        assert!(matches!(
            kind,
            ProblemKind::WrongType {
                expected: Expected::YesNo,
                ..
            }
        ));
        let (kind, _, _) = problem("big: 2", "big: lots");
        assert!(
            matches!(kind, ProblemKind::WrongType { ref found, expected: Expected::WholeNumber }
            if *found == Found::text("lots"))
        );
        let (kind, _, _) = problem("  a: 1", "  - 1");
        assert!(matches!(
            kind,
            ProblemKind::WrongType {
                found: Found::Sequence,
                expected: Expected::Section
            }
        ));
        let (kind, path, _) = problem("list: [1]", "list: 1");
        assert!(matches!(
            kind,
            ProblemKind::WrongType {
                expected: Expected::List,
                ..
            }
        ));
        assert_eq!(path.as_deref(), Some("list"));
        let (_, path, _) = problem("list: [1]", "list: [1, x]");
        assert_eq!(path.as_deref(), Some("list[1]"));

        let (kind, _, e) = problem("flag: true\n", "");
        assert_eq!(kind, ProblemKind::MissingField("flag"));
        assert_eq!(e.code(), "missing_field");

        let (kind, _, e) = problem("small: 1", "small: 4294967296");
        assert_eq!(
            kind,
            ProblemKind::OutOfRange {
                value: "4294967296".into(),
                limit: "4294967295".into(),
                below: false
            }
        );
        assert_eq!(e.code(), "too_large_value");
        let (kind, _, _) = problem("big: 2", "big: -99999999999999999999999");
        assert!(
            matches!(kind, ProblemKind::OutOfRange { below: true, ref limit, .. }
            if limit == "-9223372036854775808")
        );
    }

    #[test]
    fn a_list_of_the_wrong_length_is_a_typed_fault() {
        let tree = parse("f.yaml", "[1]\n", ErrorKind::RuleFile)
            .unwrap()
            .unwrap();
        let p = <[u32; 2]>::deserialize(NodeDeserializer::new(&tree)).unwrap_err();
        assert_eq!(
            p.kind,
            ProblemKind::InvalidLength {
                length: 1,
                expected: Expected::Said {
                    what: "an array of length 2".into()
                }
            }
        );
        assert_eq!(p.into_error(ErrorKind::RuleFile).code(), "invalid_length");
    }

    #[test]
    fn a_readers_own_message_is_a_typed_fault_in_its_words() {
        #[derive(Debug, serde::Deserialize)]
        #[serde(untagged)]
        #[allow(dead_code, reason = "read to be refused")]
        enum Either {
            Count(u32),
            Flag(bool),
        }
        let e = from_str::<Either>("f.yaml", "lots\n", ErrorKind::RuleFile).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::ValueRefused {
                why: "data did not match any variant of untagged enum Either".into()
            })
        );
    }

    #[test]
    fn a_key_given_twice_is_shown_where_it_is_given_again() {
        let e = parse("f.yaml", "a: 1\nb: 2\na: 3\n", ErrorKind::Round).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::KeyTwice {
                key: "a".into(),
                line: 1
            })
        );
        assert_eq!(e.snippet().unwrap().line_column(), (3, 1));
        // In a mapping of many keys too: the first key given again, at
        // its second place, with its first.
        let mut text: String = (0..1000).map(|i| format!("k{i}: 1\n")).collect();
        text.push_str("k7: 2\nk5: 2\nk7: 3\n");
        let e = parse("f.yaml", &text, ErrorKind::Round).unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::KeyTwice {
                key: "k7".into(),
                line: 8
            })
        );
        assert_eq!(e.snippet().unwrap().line_column(), (1001, 1));
    }

    #[test]
    fn quoted_numbers_are_text_and_plain_ones_numbers() {
        let e = from_str::<Doc>("f.yaml", "a: '1'\n", ErrorKind::RuleFile).unwrap_err();
        assert!(
            e.fault()
                == Some(&problem::YamlFault::WrongType {
                    found: Found::text("1"),
                    expected: Expected::WholeNumberNotNegative
                }),
            "{}",
            e.message()
        );
        let doc: Doc = from_str("f.yaml", "a: 0x10\n", ErrorKind::RuleFile).unwrap();
        assert_eq!(doc.a, 16);
        let e = from_str::<Doc>("f.yaml", "a: !!str 1\n", ErrorKind::RuleFile).unwrap_err();
        assert!(
            e.fault()
                == Some(&problem::YamlFault::WrongType {
                    found: Found::text("1"),
                    expected: Expected::WholeNumberNotNegative
                }),
            "{}",
            e.message()
        );
    }

    #[test]
    fn a_scalar_knows_where_its_text_starts_in_the_file() {
        let tree = parse(
            "f.yaml",
            "a: h3 d3\nb: 'h4'\nc: \"h\\x35\"\n",
            ErrorKind::Round,
        )
        .unwrap()
        .unwrap();
        assert_eq!(tree.get("a").unwrap().text_start(), Some(3));
        assert_eq!(tree.get("b").unwrap().text_start(), Some(13));
        assert_eq!(tree.get("c").unwrap().text_start(), None);
    }

    #[test]
    fn a_file_not_named_yaml_is_quoted_only_when_it_reads_as_one() {
        let secret = "root:$6$secret:19000:0:99999:7:::\n";
        for origin in ["/etc/shadow", "notes.txt"] {
            let e = read_document(
                origin,
                secret,
                ErrorKind::Round,
                crate::error::Document::RoundFile,
                &["teams"],
            )
            .unwrap_err();
            assert!(e.snippet().is_none());
            assert!(!e.to_string().contains("secret"), "{e}");
        }
        let e = read_document(
            "notes",
            "a: [\n",
            ErrorKind::Round,
            crate::error::Document::RoundFile,
            &["teams"],
        )
        .unwrap_err();
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::NotADocument {
                file: "notes".into(),
                what: crate::error::Document::RoundFile,
                why: problem::NotDocument::NotYaml { line: 1, column: 4 },
            })
        );
        assert!(e.snippet().is_none());
        // Named YAML, or holding a key the tool knows, it is read as usual.
        let tree = read_document(
            "r.yaml",
            secret,
            ErrorKind::Round,
            crate::error::Document::RoundFile,
            &["teams"],
        );
        assert!(tree.is_ok());
        let tree = read_document(
            "round",
            "teams: 1\n",
            ErrorKind::Round,
            crate::error::Document::RoundFile,
            &["teams"],
        );
        assert!(tree.is_ok());
    }

    #[test]
    fn a_billion_laughs_is_refused_at_once() {
        let mut doc = String::from("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (prev, name) in "abcdefgh".chars().zip("bcdefghi".chars()) {
            let refs = vec![format!("*{prev}"); 9].join(", ");
            doc.push_str(&format!("{name}: &{name} [{refs}]\n"));
        }
        let started = std::time::Instant::now();
        let e = parse("f.yaml", &doc, ErrorKind::Round).unwrap_err();
        // A hang guard: this takes milliseconds; expanding the aliases
        // would take a billion values.
        assert!(started.elapsed() < std::time::Duration::from_secs(60));
        assert_eq!(
            e.fault(),
            Some(&problem::YamlFault::AliasCopies { max: 10_000 })
        );
        assert_eq!(e.snippet().unwrap().line_column().0, 5);
    }

    #[test]
    fn an_unclosed_bracket_is_named() {
        let e = from_str::<Doc>("f.yaml", "a: [1,\n  2\nb: 3\n", ErrorKind::RuleFile).unwrap_err();
        assert!(
            matches!(e.fault(), Some(problem::YamlFault::Unclosed { bracket, line: 1, .. }) if bracket == "["),
            "{e}"
        );
    }

    /// A tab is blamed on its own line and column, with help about tabs
    /// (not about brackets), wherever the parser noticed it: in the
    /// indentation, or below a plain value the parser blames instead.
    #[test]
    fn a_tab_is_pointed_at_where_it_is() {
        for (text, at) in [
            ("a: 1\nsection:\n\tb: 2\n", (3, 1)),
            ("section:\n  a: x\n\tb: 2\n", (3, 1)),
            ("section:\n  a: 1\n  c:\n\t  - 2\n", (4, 1)),
        ] {
            let e = from_str::<Doc>("f.yaml", text, ErrorKind::RuleFile).unwrap_err();
            assert_eq!(e.fault(), Some(&problem::YamlFault::Tab), "{text:?}: {e}");
            assert_eq!(e.snippet().unwrap().line_column(), at, "{text:?}: {e}");
            assert_eq!(
                e.help().map(crate::error::Help::code),
                Some("spaces_not_tabs"),
                "{text:?}"
            );
        }
    }

    #[test]
    fn syntax_error_has_a_place() {
        let e = from_str::<Doc>("f.yaml", "a: [1,\n", ErrorKind::RuleFile).unwrap_err();
        assert!(e.snippet().is_some());
    }
}
