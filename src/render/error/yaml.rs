//! The words of a YAML value's `found` and `expected`: English says what
//! the library's readers said before they became data, German its own.

use canasta::yaml::expected::TABLE;
use canasta::yaml::{Expected, Found};

use super::*;

fn english() -> Catalog {
    Catalog::new(Lang::En)
}

#[test]
fn english_says_each_table_entry_as_its_reader_wrote_it() {
    let cat = english();
    for (text, expected) in TABLE {
        assert_eq!(cat.say(expected), *text, "{expected:?}");
    }
}

#[test]
fn english_says_the_readers_own_expectations_as_before() {
    let cat = english();
    for (expected, text) in [
        (Expected::List, "a list"),
        (Expected::YesNo, "true or false"),
        (Expected::WholeNumber, "a whole number"),
        (
            Expected::WholeNumberNotNegative,
            "a whole number of 0 or more",
        ),
        (Expected::Number, "a number"),
        (Expected::Text, "text"),
        (Expected::Nothing, "nothing"),
        (Expected::Mapping, "a mapping of `key: value` lines"),
        (
            Expected::Section,
            "a section of `field: value` lines (like `meld:` with `max_wilds: 2` indented under it)",
        ),
        (
            Expected::one_of(&["never", "always"]),
            "one of `never`, `always`",
        ),
        (
            Expected::Said {
                what: "an array of length 2".into(),
            },
            "an array of length 2",
        ),
    ] {
        assert_eq!(cat.say(&expected), text, "{expected:?}");
    }
}

#[test]
fn english_says_what_was_found_as_the_library_did() {
    let cat = english();
    for (found, text) in [
        (Found::Sequence, "sequence"),
        (Found::Mapping, "mapping"),
        (Found::Nothing, "nothing (an empty value)"),
        (Found::text("lo\"ts"), r#"string "lo\"ts""#),
        (Found::Integer { text: "-1".into() }, "integer `-1`"),
        (
            Found::Boolean {
                text: "true".into(),
            },
            "boolean `true`",
        ),
        (Found::Number { text: "1.5".into() }, "number `1.5`"),
        (
            Found::Other {
                what: "byte array".into(),
            },
            "byte array",
        ),
    ] {
        assert_eq!(cat.say(&found), text, "{found:?}");
    }
}

#[test]
fn german_says_no_english_word_of_a_wrong_value() {
    let cat = Catalog::new(Lang::De);
    let fault = canasta::yaml::problem::YamlFault::WrongType {
        found: Found::Mapping,
        expected: Expected::List,
    };
    let e = Error::new(canasta::ErrorKind::RuleFile, fault);
    assert_eq!(
        message(&e, &cat),
        "falscher Typ: hier steht eine Abbildung (`Schlüssel: Wert`), erwartet wird eine Liste"
    );
    for (_, expected) in TABLE {
        let german = cat.say(expected);
        let english = english().say(expected);
        assert_ne!(german, english, "{expected:?} is not said in German");
    }
}
