use std::path::Path;
use std::rc::Rc;

use proptest::prelude::*;

use super::read;
use crate::error::ErrorKind;
use crate::yaml::node::{Node, Source, Value, parse_general};

fn source(text: &str) -> Rc<Source> {
    Rc::new(Source {
        origin: "t.yaml".into(),
        text: text.to_string(),
    })
}

/// Where two trees differ, as a path and both sides.
fn differ(a: &Node, b: &Node, path: &str) -> Option<String> {
    if a.span != b.span {
        return Some(format!("{path}: span {:?} against {:?}", a.span, b.span));
    }
    match (&a.value, &b.value) {
        (Value::Scalar(..), Value::Scalar(..)) => (a.scalar() != b.scalar())
            .then(|| format!("{path}: {:?} against {:?}", a.scalar(), b.scalar())),
        (Value::Seq(x), Value::Seq(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (x, y))| differ(x, y, &format!("{path}[{i}]"))),
        (Value::Map(x), Value::Map(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, ((xk, xv), (yk, yv)))| {
                differ(xk, yk, &format!("{path}.key{i}"))
                    .or_else(|| differ(xv, yv, &format!("{path}.{}", xk.as_str().unwrap_or("?"))))
            }),
        _ => Some(format!("{path}: {:?} against {:?}", a.value, b.value)),
    }
}

/// Whenever the block reader answers, the general parser reads the same.
fn agrees(text: &str) -> Result<bool, String> {
    let Some(quick) = read(&source(text)) else {
        return Ok(false);
    };
    match parse_general(source(text), ErrorKind::RuleFile) {
        Ok(Some(general)) => match differ(&quick, &general, "") {
            None => Ok(true),
            Some(d) => Err(format!("{d}\nin:\n{text}")),
        },
        Ok(None) => Err(format!("the parser finds no content in:\n{text}")),
        Err(e) => Err(format!(
            "the parser refuses ({}) what the block reader read:\n{text}",
            e.message()
        )),
    }
}

fn yaml_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            yaml_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            out.push(path);
        }
    }
}

#[test]
fn every_shipped_file_reads_the_same_either_way() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    yaml_files(&root.join("../../fixtures"), &mut files);
    yaml_files(&root.join("src/rules/presets"), &mut files);
    assert!(files.len() > 50, "{files:?}");
    let mut read_quickly = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        match agrees(text) {
            Ok(quick) => read_quickly += usize::from(quick),
            Err(e) => panic!("{}: {e}", file.display()),
        }
    }
    assert!(read_quickly > 10, "only {read_quickly} files read quickly");
}

#[test]
fn game_files_the_tool_writes_are_read_quickly() {
    for file in [
        "fixtures/games/seed-003.yaml",
        "fixtures/games/with-round.yaml",
    ] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(file);
        let text = std::fs::read_to_string(path).unwrap();
        assert_eq!(agrees(&text), Ok(true), "{file}");
    }
}

#[test]
fn what_the_subset_lacks_is_left_to_the_parser() {
    for text in [
        "a:\tb\n",
        "a: b\r\n",
        "a: \"b\"\n",
        "a: &x b\nc: *x\n",
        "a: b\n  c\n",
        "a: b\na: c\n",
        "a:\nb: c\n",
        "a: |\n  b\n",
        "a: b # c\n",
        "a: [b]\n",
        "--- \na: b\n",
        "a: b \n",
        "- - a\n",
        "a: b: c\n",
        "? a\n: b\n",
        "a: 'b\n  c'\n",
        "a: b\n- c\n",
        "# only a comment\n",
        "",
    ] {
        assert!(read(&source(text)).is_none(), "{text:?}");
    }
}

#[test]
fn places_match_the_parser_at_the_end_of_collections() {
    for text in [
        "a:\n- b\n- c\nd: e\n",
        "a:\n  b: 1\n# c\n\nd: 2\n\n# end\n",
        "a:\n- x: 1\n  y: 'it''s'\n- x: 2\nz: []\n",
        "k: {}\n",
        "a:\n  - b\n  - c\n",
        "- a\n- b\n",
        "a: it's, a (b)\n",
        "a: Jürgen\n",
        "a: -20\nb: --tally\n",
    ] {
        assert_eq!(agrees(text), Ok(true), "{text:?}");
    }
}

/// Lines from pieces that are in the subset and pieces that are not.
fn line() -> impl Strategy<Value = String> {
    let indent = prop::sample::select(vec!["", "  ", "    ", "      ", " "]);
    let dashes = prop::sample::select(vec!["", "", "- ", "- - ", "-  ", "-"]);
    let key = prop::sample::select(vec![
        "a", "b", "team", "4", "x_y", "a b", "-a", "null", "", "'k'",
    ]);
    let sep = prop::sample::select(vec![": ", ":", ":  ", " : ", ": # c", ""]);
    let value = prop::sample::select(vec![
        "",
        "v",
        "-20",
        "--tally",
        "it's, a",
        "'4'",
        "'it''s'",
        "''",
        "'",
        "[]",
        "{}",
        "[a]",
        "a: b",
        "a #c",
        "x:",
        "# c",
        "|",
        "&a x",
        "*a",
        "\"q\"",
        "2026-11-23T06:58:28Z",
        "null",
        "Jürgen",
        "a\tb",
        "a ",
        "-",
        "- x",
        "? x",
        "a:b",
        "~",
        "\u{85}",
        "x\r",
        "---",
        "...",
    ]);
    (indent, dashes, key, sep, value).prop_map(|(i, d, k, s, v)| format!("{i}{d}{k}{s}{v}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_block_reader_never_reads_a_document_otherwise(
        lines in prop::collection::vec(
            prop_oneof![8 => line(), 1 => Just(String::new()), 1 => Just("# note".to_string())],
            1..12,
        ),
        newline_at_end in any::<bool>(),
    ) {
        let mut text = lines.join("\n");
        if newline_at_end {
            text.push('\n');
        }
        if let Err(e) = agrees(&text) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// A small random generator, so that one seed drives a whole document.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

const SCALARS: &[&str] = &[
    "v",
    "-20",
    "--tally",
    "it's, a (b)",
    "'4'",
    "'it''s'",
    "''",
    "Jürgen & Anna",
    "null",
    "~",
    "2026-11-23T06:58:28Z",
    "[]",
    "{}",
    "a:b",
    "1.5",
];

/// A well-formed block document: a mapping or list nested `depth` levels,
/// with random indentation, lists at their key's column or indented, and
/// blank and comment lines between.
fn document(dice: &mut Dice, depth: usize, col: usize, out: &mut String, first: bool) {
    let seq = dice.roll(3) == 0;
    let len = 1 + dice.roll(4);
    for i in 0..len {
        if dice.roll(6) == 0 {
            out.push_str(["\n", "# note\n", "   # indented note\n"][dice.roll(3)]);
        }
        let pad = if i == 0 && first {
            String::new()
        } else {
            " ".repeat(col)
        };
        let (head, inner_col) = if seq {
            let spaces = 1 + dice.roll(2);
            (format!("{pad}-{}", " ".repeat(spaces)), col + 1 + spaces)
        } else {
            (
                format!(
                    "{pad}{}: ",
                    ["a", "b", "team", "x_1", "4"][i % 5].to_owned() + &"k".repeat(i / 5)
                ),
                col,
            )
        };
        out.push_str(&head);
        if depth > 0 && dice.roll(2) == 0 {
            if seq {
                // `- key: value` on the item's line.
                document_map_inline(dice, depth - 1, inner_col, out);
            } else {
                out.truncate(out.len() - 1);
                out.push('\n');
                let indentless = dice.roll(2) == 0;
                let nested = if indentless {
                    col
                } else {
                    col + 1 + dice.roll(3)
                };
                let mut inner = String::new();
                document(dice, depth - 1, nested, &mut inner, false);
                if indentless && !inner.trim_start().starts_with('-') {
                    inner.clear();
                    document(dice, depth - 1, col + 2, &mut inner, false);
                }
                out.push_str(&inner);
            }
        } else {
            out.push_str(SCALARS[dice.roll(SCALARS.len())]);
            out.push('\n');
        }
    }
}

fn document_map_inline(dice: &mut Dice, depth: usize, col: usize, out: &mut String) {
    let mut inner = String::new();
    let start = inner.len();
    document(dice, depth, col, &mut inner, true);
    if inner[start..].starts_with('-') {
        out.push_str("x: y\n");
        return;
    }
    out.push_str(&inner);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn well_formed_documents_read_the_same_either_way(seed in 1u64..) {
        let mut dice = Dice(seed);
        let mut text = String::new();
        document(&mut dice, 3, 0, &mut text, true);
        if let Err(e) = agrees(&text) {
            prop_assert!(false, "{}", e);
        }
    }
}

#[test]
fn well_formed_documents_are_mostly_read_quickly() {
    let quick = (1..500u64)
        .filter(|&seed| {
            let mut dice = Dice(seed);
            let mut text = String::new();
            document(&mut dice, 3, 0, &mut text, true);
            agrees(&text) == Ok(true)
        })
        .count();
    assert!(quick > 250, "{quick} of 499");
}
