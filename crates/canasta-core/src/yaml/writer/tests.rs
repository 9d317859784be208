use proptest::prelude::*;
use proptest::strategy::ValueTree;
use serde_yaml::{Mapping, Value};

use super::write;

/// Whenever the block writer answers, `yaml_serde` writes the same text,
/// which reads back as the value.
fn agrees<T: serde::Serialize>(value: &T) -> Result<bool, String> {
    let Some((text, values)) = write(value) else {
        return Ok(false);
    };
    let expected = serde_yaml::to_string(value).map_err(|e| e.to_string())?;
    if text != expected {
        return Err(format!("wrote:\n{text}\nyaml_serde writes:\n{expected}"));
    }
    let read = crate::yaml::parse("t.yaml", &text, crate::error::ErrorKind::Game)
        .map_err(|e| e.message())?
        .ok_or("no content")?;
    if values != count(&read) {
        return Err(format!(
            "counted {values} values, read {}:\n{text}",
            count(&read)
        ));
    }
    let back: Value = serde_yaml::from_str(&text).map_err(|e| e.to_string())?;
    if back != serde_yaml::to_value(value).map_err(|e| e.to_string())? {
        return Err(format!("reads back as {back:?}"));
    }
    Ok(true)
}

/// The values of a tree, as the reader counts them.
fn count(node: &crate::yaml::Node) -> usize {
    use crate::yaml::Value as V;
    1 + match &node.value {
        V::Scalar(..) => 0,
        V::Seq(items) => items.iter().map(count).sum(),
        V::Map(entries) => entries.iter().map(|(k, v)| count(k) + count(v)).sum(),
    }
}

/// Text the writer takes: plain, or in single quotes.
const TEXTS: &[&str] = &[
    "We",
    "Anna & Bernd",
    "Jürgen",
    "it's, a (b)",
    "4",
    "04",
    "-20",
    "+5",
    "++5",
    "++5.5",
    "1.5",
    "1e5",
    "0x1F",
    "-0x1F",
    "0o17",
    "0b101",
    ".inf",
    "-.inf",
    ".nan",
    "inf",
    "nan",
    "true",
    "True",
    "yes",
    "null",
    "~",
    "",
    " lead",
    "trail ",
    "a: b",
    "a #b",
    "#a",
    "-",
    "- a",
    "-a",
    "--tally",
    "a:b",
    "x:",
    "[a]",
    "a[b]",
    "{a}",
    "'q'",
    "\"q\"",
    "2026-11-23T06:58:28Z",
    "&a",
    "*a",
    "!a",
    "|",
    ">",
    "%a",
    "@a",
    "`a",
    "?",
    "? a",
    "?a",
    ":a",
    "---",
    "...",
    "é",
    "\u{a0}x",
    "added hand 1 from --tally",
    "a:",
    "a#b",
    "source: x (y); z",
];

/// Text it leaves to `yaml_serde`.
const RARE: &[&str] = &["a\nb", "a\tb", "a\u{85}", "\u{2028}", "\u{feff}", "a\u{7f}"];

fn text() -> impl Strategy<Value = Value> {
    prop_oneof![
        9 => prop::sample::select(TEXTS),
        1 => prop::sample::select(RARE),
    ]
    .prop_map(|s| Value::String(s.to_string()))
}

fn key() -> impl Strategy<Value = Value> {
    prop::sample::select(&["a", "team", "Anna & Bernd", "Jürgen", "x_1", "k-2"][..])
        .prop_map(|s| Value::String(s.to_string()))
}

fn scalar() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => text(),
        1 => Just(Value::Null),
        1 => any::<bool>().prop_map(Value::Bool),
        2 => any::<i64>().prop_map(|n| Value::Number(n.into())),
        1 => any::<u64>().prop_map(|n| Value::Number(n.into())),
        1 => Just(Value::Sequence(Vec::new())),
        1 => Just(Value::Mapping(Mapping::new())),
    ]
}

fn value() -> impl Strategy<Value = Value> {
    scalar().prop_recursive(4, 48, 5, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 1..5).prop_map(Value::Sequence),
            prop::collection::vec(
                (prop_oneof![8 => key(), 1 => text(), 1 => scalar()], inner),
                1..5
            )
            .prop_map(|entries| Value::Mapping(entries.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_block_writer_writes_what_yaml_serde_writes(value in value()) {
        if let Err(e) = agrees(&value) {
            prop_assert!(false, "{}", e);
        }
    }

}

#[test]
fn a_game_file_takes_the_fast_way() {
    use crate::sheet::{Change, Entry, Hand};
    let mut game = crate::sheet::game::GameFile::new(
        vec!["Anna & Bernd".into(), "Jürgen".into()],
        crate::rules::load("samba").unwrap(),
    );
    game.players
        .insert("Anna & Bernd".into(), vec!["Anna".into(), "Bernd".into()]);
    assert_eq!(agrees(&game), Ok(true));
    // With hands entered every way, one taken back, and the log.
    let mut a = Entry::split("Anna & Bernd", 1500, 120);
    a.tally = Some(crate::sheet::tally::Tally::parse("samba,out,cards:120").unwrap());
    let mut b = Entry::split("Jürgen", 0, -20);
    b.tally = Some(crate::sheet::tally::Tally::default());
    game.hands.push(Hand {
        from: Some("--tally".into()),
        added: Some("2026-11-23T20:00:00Z".into()),
        scores: vec![a, b],
        ..Hand::default()
    });
    game.hands.push(Hand {
        from: Some("--points".into()),
        scores: vec![
            Entry::total_only("Anna & Bernd", -35),
            Entry::split("Jürgen", 300, 45),
        ],
        forced: true,
        ..Hand::default()
    });
    game.redo.push(crate::sheet::undo::Redo {
        change: crate::sheet::undo::Redone::Added,
        hand: 3,
        put: game.hands[0].clone(),
    });
    game.log.push(Change {
        hand: Some(2),
        from: Some("--points".into()),
        forced: true,
        new: Some(game.hands[1].points()),
        ..Change::new("2026-11-23T20:00:00Z", crate::sheet::log::Event::Added)
    });
    assert_eq!(agrees(&game), Ok(true));
    for preset in crate::rules::preset::names() {
        let game = crate::sheet::game::GameFile::new(
            vec!["We".into(), "They".into()],
            crate::rules::load(preset).unwrap(),
        );
        assert_eq!(agrees(&game), Ok(true), "{preset}");
    }
}

#[test]
fn what_the_writer_leaves_to_yaml_serde() {
    for value in [
        Value::String("a: b".into()),
        Value::Mapping(
            [(Value::String("a b: c".into()), Value::Null)]
                .into_iter()
                .collect(),
        ),
        Value::Mapping(
            [(Value::String("4".into()), Value::Null)]
                .into_iter()
                .collect(),
        ),
        Value::Sequence(vec![Value::Sequence(vec![Value::Null])]),
        Value::Mapping(
            [(Value::String("k".into()), Value::Number(1.5.into()))]
                .into_iter()
                .collect(),
        ),
        Value::Mapping(
            [(Value::String("k".into()), Value::String("a\nb".into()))]
                .into_iter()
                .collect(),
        ),
        Value::String("a\tb".into()),
        Value::Mapping(
            [(Value::String("k".into()), Value::Number(1.5.into()))]
                .into_iter()
                .collect(),
        ),
    ] {
        assert!(write(&value).is_none(), "{value:?}");
    }
}

#[test]
fn generated_values_mostly_take_the_fast_way() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = value();
    let (mut fast, mut all) = (0, 0);
    for _ in 0..500 {
        let v = strategy.new_tree(&mut runner).unwrap().current();
        if matches!(v, Value::Mapping(_) | Value::Sequence(_)) {
            all += 1;
            fast += usize::from(agrees(&v) == Ok(true));
        }
    }
    assert!(fast * 3 > all, "{fast} of {all}");
}
