//! Game files name the version of their format (`version: 3`). A file of
//! an older version is brought up to the current one here, in one place,
//! one step per version, on its tree before the typed read: every value
//! keeps its place in the file, so a message about it still points there.
//! A file of a newer version than this build knows is refused, naming both.
//!
//! Version 1 is every game file written before versions existed (no
//! `version:` key). A change to the format adds a version: `CURRENT` goes
//! up by one and `STEPS` gets the step from the one before.

use crate::error::{ErrorKind, Hint, Label, Result};
use crate::sheet::fault::GameFault;
use crate::sheet::tally::Tally;
use crate::yaml::node::Scalar;
use crate::yaml::{self, Node, Value};

/// The version this build writes, and the newest it reads.
pub const CURRENT: u32 = 7;

/// The version of a file that names none.
const UNVERSIONED: u32 = 1;

/// A step from version `from` to the next.
struct Step {
    from: u32,
    apply: fn(&mut Node) -> Result<()>,
}

/// Every step, oldest first.
const STEPS: &[Step] = &[
    Step {
        from: 1,
        apply: v1_to_v2,
    },
    Step {
        from: 2,
        apply: v2_to_v3,
    },
    Step {
        from: 3,
        apply: v3_to_v4,
    },
    Step {
        from: 4,
        apply: v4_to_v5,
    },
    Step {
        from: 5,
        apply: v5_to_v6,
    },
    Step {
        from: 6,
        apply: v6_to_v7,
    },
];

/// The tree of a game file of any version this build reads, as the
/// current version has it.
pub(crate) fn to_current(mut tree: Node) -> Result<Node> {
    let version = version_of(&tree)?;
    for step in STEPS.iter().filter(|s| s.from >= version) {
        (step.apply)(&mut tree)?;
    }
    set_version(&mut tree);
    Ok(tree)
}

/// The version a file says it is; `UNVERSIONED` when it names none.
fn version_of(tree: &Node) -> Result<u32> {
    let Some(node) = tree.get("version") else {
        return Ok(UNVERSIONED);
    };
    // Any whole number past the current one is a version to come, however
    // long.
    let number = match node.scalar() {
        Some((text, false)) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            Some(text.parse::<u64>().unwrap_or(u64::MAX))
        }
        _ => None,
    };
    match number {
        Some(v) if v > u64::from(CURRENT) => Err(node
            .error(
                ErrorKind::Game,
                GameFault::NewerVersion {
                    file: node.source.origin.clone(),
                    version: node.as_str().unwrap_or_default().to_string(),
                    first: UNVERSIONED,
                    current: CURRENT,
                },
                Label::WrittenByNewer,
            )
            .with_help(Hint::ReadWithNewer)),
        Some(v) if v >= u64::from(UNVERSIONED) => Ok(v as u32),
        _ => Err(node
            .error(
                ErrorKind::Game,
                GameFault::BadVersion {
                    found: yaml::describe(node),
                    first: UNVERSIONED,
                    current: CURRENT,
                },
                Label::Here,
            )
            .with_help(Hint::SayVersion { current: CURRENT })),
    }
}

/// Say the current version, first in the file.
fn set_version(tree: &mut Node) {
    let source = tree.source.clone();
    let scalar = |text: &str| Node {
        value: Value::Scalar(Scalar::Text(text.to_string()), false),
        span: 0..0,
        source: source.clone(),
    };
    let Value::Map(entries) = &mut tree.value else {
        return;
    };
    match entries
        .iter_mut()
        .find(|(k, _)| k.as_str() == Some("version"))
    {
        Some((_, value)) => {
            let span = value.span.clone();
            *value = Node {
                span,
                ..scalar(&CURRENT.to_string())
            };
        }
        None => entries.insert(0, (scalar("version"), scalar(&CURRENT.to_string()))),
    }
}

/// Version 1 to 2: tallies kept as a mapping of counts (the first files
/// that had tallies) become their items; rule fields added to the model
/// while files had no version are set, where a stored rule set lacks them,
/// to what they mean for a file that predates them.
fn v1_to_v2(tree: &mut Node) -> Result<()> {
    for list in ["hands", "undone"] {
        for (h, hand) in items_mut(tree, list).iter_mut().enumerate() {
            for (s, entry) in items_mut(hand, "scores").iter_mut().enumerate() {
                let Some(tally) = value_mut(entry, "tally").filter(|t| t.is_map()) else {
                    continue;
                };
                let counted: Tally = yaml::from_node(tally, ErrorKind::Game)
                    .map_err(|e| e.context(format!("{list}[{h}].scores[{s}].tally")))?;
                tally.value = Value::Scalar(Scalar::Text(counted.items()), true);
            }
        }
    }
    fill_rules(
        tree,
        "the rule fields game files of version 1 may lack",
        V1_RULE_DEFAULTS,
    )
}

/// Give the stored rule set every field of `defaults` (YAML, section by
/// section) it lacks; a section it lacks altogether stays lacking.
fn fill_rules(tree: &mut Node, what: &str, defaults: &str) -> Result<()> {
    if let Some(rules) = value_mut(tree, "rules") {
        let before = yaml::parse(what, defaults, ErrorKind::Game)?;
        if let Some(Value::Map(sections)) = before.map(|b| b.value) {
            for (name, defaults) in &sections {
                if let Some(section) = name.as_str().and_then(|n| value_mut(rules, n)) {
                    fill(section, defaults);
                }
            }
        }
    }
    Ok(())
}

/// Version 6 to 7: a hand made of halves credits each half's phone and
/// keeps each half's request key (`halves` of its log entry), and the log
/// says when halves were dropped for a whole hand (`what:
/// halves_dropped`). Both are new and optional, so a version-6 file needs
/// nothing; the version tells an older build that it cannot read them.
#[allow(
    clippy::unnecessary_wraps,
    reason = "a step of `STEPS`: every step may refuse a file"
)]
fn v6_to_v7(_tree: &mut Node) -> Result<()> {
    Ok(())
}

/// Version 5 to 6: a served game keeps the halves of a hand waiting for
/// the other side (`halves`), who made each change (`by`) and the key a
/// phone sent with it (`key`). All are optional, so a version-5 file needs
/// nothing; the version tells an older build that it cannot read them,
/// rather than that they are unknown fields.
#[allow(
    clippy::unnecessary_wraps,
    reason = "a step of `STEPS`: every step may refuse a file"
)]
fn v5_to_v6(_tree: &mut Node) -> Result<()> {
    Ok(())
}

/// Version 4 to 5: rule fields added since, set where a stored rule set
/// lacks them to what rule sets did before them (`V5_RULE_DEFAULTS`).
/// Special hands checked no three before version 5: a stored one with a
/// shape says `threes: true`, so that its stored rounds read as they did.
fn v4_to_v5(tree: &mut Node) -> Result<()> {
    if let Some(scoring) = value_mut(tree, "rules").and_then(|r| value_mut(r, "scoring")) {
        for hand in items_mut(scoring, "special_hands") {
            if hand.get("groups").is_none() || hand.get("threes").is_some() {
                continue;
            }
            let (span, source) = (hand.span.clone(), hand.source.clone());
            let plain = |text: &str| Node {
                value: Value::Scalar(Scalar::Text(text.to_string()), false),
                span: span.clone(),
                source: source.clone(),
            };
            if let Value::Map(fields) = &mut hand.value {
                fields.push((plain("threes"), plain("true")));
            }
        }
    }
    fill_rules(
        tree,
        "the rule fields game files of version 4 may lack",
        V5_RULE_DEFAULTS,
    )
}

/// The rule fields added in version 5, each with the value that does what
/// rule sets did before it.
const V5_RULE_DEFAULTS: &str = "\
deal: {foot_after_melding_out: same_turn}
";

/// Version 2 to 3: `game undo` kept only added hands, in `undone` (the
/// last taken back on top); version 3 keeps edits too, and every change to
/// redo in `redo`. Each hand of `undone` becomes a hand to redo at the end
/// of the sheet, older than any change already in `redo`.
#[allow(
    clippy::unnecessary_wraps,
    reason = "a step of `STEPS`: every step may refuse a file"
)]
fn v2_to_v3(tree: &mut Node) -> Result<()> {
    let hands = items_mut(tree, "hands").len();
    let Value::Map(entries) = &mut tree.value else {
        return Ok(());
    };
    let Some(at) = entries
        .iter()
        .position(|(k, _)| k.as_str() == Some("undone"))
    else {
        return Ok(());
    };
    let (key, undone) = entries.remove(at);
    let Value::Seq(taken) = undone.value else {
        // Not a list: the typed read says so, at its place.
        entries.insert(at, (key, undone));
        return Ok(());
    };
    let count = taken.len();
    let node = |value: Value| Node {
        value,
        span: undone.span.clone(),
        source: undone.source.clone(),
    };
    let text = |t: String| node(Value::Scalar(Scalar::Text(t), false));
    let older: Vec<Node> = taken
        .into_iter()
        .enumerate()
        .map(|(i, put)| {
            node(Value::Map(vec![
                (text("change".into()), text("added".into())),
                (text("hand".into()), text((hands + count - i).to_string())),
                (text("put".into()), put),
            ]))
        })
        .collect();
    match entries.iter_mut().find(|(k, _)| k.as_str() == Some("redo")) {
        Some((_, redo)) => {
            // Not a list: the typed read says so, at its place.
            if let Value::Seq(newer) = &mut redo.value {
                newer.splice(0..0, older);
            }
        }
        None => entries.insert(at, (text("redo".into()), node(Value::Seq(older)))),
    }
    Ok(())
}

/// Version 3 to 4: the log kept each change in English words (`what:
/// added hand 2 from --points`); version 4 keeps it as data (`what:
/// added`, `hand: 2`, `from: --points`) that the front end words in the
/// reader's language. Words no kind fits are kept as they were (`what:
/// other`, `text: ...`).
#[allow(
    clippy::unnecessary_wraps,
    reason = "every step has the signature `STEPS` holds"
)]
fn v3_to_v4(tree: &mut Node) -> Result<()> {
    let teams: Vec<String> = match tree.get("teams").map(|t| &t.value) {
        Some(Value::Seq(items)) => items
            .iter()
            .filter_map(|t| t.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    };
    for change in items_mut(tree, "log") {
        let Value::Map(entries) = &mut change.value else {
            continue;
        };
        let Some(at) = entries.iter().position(|(k, _)| k.as_str() == Some("what")) else {
            continue;
        };
        // Not text: the typed read says so, at its place.
        let Some(words) = entries[at].1.as_str().map(str::to_string) else {
            continue;
        };
        let was = entries[at].1.clone();
        let node = |value: Value| Node {
            value,
            span: was.span.clone(),
            source: was.source.clone(),
        };
        let scalar =
            |text: &str, quoted: bool| node(Value::Scalar(Scalar::Text(text.to_string()), quoted));
        let fields: Vec<(Node, Node)> = change_fields(&words, &teams)
            .into_iter()
            .map(|(key, field)| {
                let value = match field {
                    Field::Plain(t) => scalar(&t, false),
                    Field::Text(t) => scalar(&t, true),
                    Field::List(items) => {
                        node(Value::Seq(items.iter().map(|t| scalar(t, true)).collect()))
                    }
                };
                (scalar(key, false), value)
            })
            .collect();
        entries.splice(at..=at, fields);
    }
    Ok(())
}

/// A field of a change of version 4, as the step writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Field {
    /// A kind, a number or true: plain.
    Plain(String),
    /// Text: quoted, so that it stays text.
    Text(String),
    List(Vec<String>),
}

/// The fields of a version 4 change that a version 3 change's words
/// (`what`) say, for a game of `teams`.
fn change_fields(what: &str, teams: &[String]) -> Vec<(&'static str, Field)> {
    let plain = |t: &str| Field::Plain(t.to_string());
    let hand = |t: &str| t.parse::<usize>().ok().filter(|n| *n > 0);
    if what.strip_prefix("started with ") == Some(&teams.join(", ")) {
        return vec![
            ("what", plain("started")),
            ("teams", Field::List(teams.to_vec())),
        ];
    }
    for (prefix, kind) in [("added hand ", "added"), ("replaced hand ", "replaced")] {
        let Some(rest) = what.strip_prefix(prefix) else {
            continue;
        };
        let (rest, forced) = match rest.strip_suffix(" (forced)") {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let (number, how) = match rest.split_once(' ') {
            Some((n, how)) => (n, Some(how)),
            None => (rest, None),
        };
        let from = match how {
            None => Some(None),
            Some("(asked at the terminal)") => Some(Some(crate::sheet::hand::INTERACTIVE)),
            Some(how) => how.strip_prefix("from ").map(Some),
        };
        if let (Some(n), Some(from)) = (hand(number), from) {
            let mut fields = vec![("what", plain(kind)), ("hand", plain(&n.to_string()))];
            if let Some(f) = from {
                fields.push(("from", Field::Text(f.to_string())));
            }
            if forced {
                fields.push(("forced", plain("true")));
            }
            return fields;
        }
    }
    for (prefix, suffix, kind) in [
        ("took back the edit of hand ", "", "undid_edit"),
        ("removed hand ", "", "removed"),
        ("put back hand ", "", "put_back"),
        ("made the edit of hand ", " again", "redid_edit"),
    ] {
        if let Some(n) = what
            .strip_prefix(prefix)
            .and_then(|r| r.strip_suffix(suffix))
            .and_then(hand)
        {
            return vec![("what", plain(kind)), ("hand", plain(&n.to_string()))];
        }
    }
    vec![
        ("what", plain("other")),
        ("text", Field::Text(what.to_string())),
    ]
}

/// The rule fields added while game files had no version, each with the
/// value that does what rule sets did before it: a stored rule set of
/// version 1 that lacks one plays by that value.
const V1_RULE_DEFAULTS: &str = "\
players: {allowed: [], sides_by_players: {}, sitting_out_by_players: {}}
deal: {draw_by_players: {}, foot: 0}
meld:
  natural_only_ranks: []
  wilds_in_initial_only_ranks: []
  several_per_rank: false
  no_wilds_onto_canasta: false
  wild_meld_max_cards: null
  sequences: {allowed: false, min_cards: 3, max_cards: 7, lowest: 4, highest: A, max_wilds: 0}
black_threes: {in_hand_cost: null, bonus_cards: false}
canasta: {kinds: []}
initial_meld:
  excludes_top_card: false
  needs_natural_meld: false
  no_mixed_canasta: false
  by_hand_number: []
pile:
  always_frozen: false
  closed_rank_blocks: false
  table_meld_incomplete_only: false
  take_top: null
  min_size: null
going_out: {concealed_bonus_for: whole_hand, canasta_kinds: {}}
red_threes: {sign_by_canastas: {}, caught_in_hand: null, caught_in_foot: null}
scoring: {hand_sets: [], special_hands: []}
game: {hands: null}
";

/// Give a stored section (or a part of one) every field of `defaults` it
/// lacks.
fn fill(stored: &mut Node, defaults: &Node) {
    let (Value::Map(entries), Value::Map(wanted)) = (&mut stored.value, &defaults.value) else {
        return;
    };
    for (key, value) in wanted {
        match entries.iter_mut().find(|(k, _)| k.as_str() == key.as_str()) {
            Some((_, have)) => fill(have, value),
            None => entries.push((key.clone(), value.clone())),
        }
    }
}

/// The items of the list under `key`, or none when there is no such list.
fn items_mut<'a>(node: &'a mut Node, key: &str) -> &'a mut [Node] {
    match value_mut(node, key).map(|n| &mut n.value) {
        Some(Value::Seq(items)) => items,
        _ => &mut [],
    }
}

/// The value under `key` of a mapping.
fn value_mut<'a>(node: &'a mut Node, key: &str) -> Option<&'a mut Node> {
    match &mut node.value {
        Value::Map(entries) => entries
            .iter_mut()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Origin;
    use crate::sheet::{Entry, GameFile, Hand};

    /// The line a file of the current version starts with.
    fn current() -> String {
        format!("version: {CURRENT}")
    }

    /// A classic game of We and They with one hand entered by tally.
    fn game() -> GameFile {
        let mut g = GameFile::new(
            vec!["We".into(), "They".into()],
            crate::rules::load("classic").unwrap(),
        );
        let mut we = Entry::split("We", 700, 120);
        we.tally = Some(Tally::parse("natural,red3,out,cards:120").unwrap());
        let mut they = Entry::split("They", 0, 0);
        they.tally = Some(Tally::default());
        g.hands.push(Hand {
            scores: vec![we, they],
            ..Hand::default()
        });
        g
    }

    /// `g` as a file of version 1 would hold it, less the rule fields at
    /// the paths `lacking` (`["meld", "sequences", "lowest"]`).
    fn version_1(g: &GameFile, lacking: &[Vec<String>]) -> String {
        let mut file = serde_yaml::to_value(g).unwrap();
        file.as_mapping_mut().unwrap().shift_remove("version");
        for path in lacking {
            let (field, sections) = path.split_last().unwrap();
            let mut at = &mut file["rules"];
            for s in sections {
                at = &mut at[s.as_str()];
            }
            at.as_mapping_mut()
                .unwrap()
                .shift_remove(field.as_str())
                .unwrap_or_else(|| panic!("rules.{} is not a field", path.join(".")));
        }
        format!(
            "{}{}",
            crate::sheet::game::HEADER,
            serde_yaml::to_string(&file).unwrap()
        )
    }

    /// The path of every field the step from version 1 sets, a section's
    /// fields one by one (`meld.sequences.lowest`).
    fn added_in_version_1() -> Vec<Vec<String>> {
        fn leaves(node: &Node, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
            match &node.value {
                Value::Map(fields) if !fields.is_empty() && path.len() < 3 => {
                    for (key, value) in fields {
                        path.push(key.as_str().unwrap().to_string());
                        leaves(value, path, out);
                        path.pop();
                    }
                }
                _ => out.push(path.clone()),
            }
        }
        let defaults = yaml::parse("defaults", V1_RULE_DEFAULTS, ErrorKind::Game)
            .unwrap()
            .unwrap();
        let mut out = Vec::new();
        leaves(&defaults, &mut Vec::new(), &mut out);
        out
    }

    /// A step for every version before the current one, in order: a file
    /// of any of them reaches the current version.
    #[test]
    fn the_steps_lead_from_the_first_version_to_the_current_one() {
        let from: Vec<u32> = STEPS.iter().map(|s| s.from).collect();
        let every: Vec<u32> = (UNVERSIONED..CURRENT).collect();
        assert_eq!(from, every);
    }

    #[test]
    fn a_new_file_says_the_current_version_first_and_reads_back() {
        let g = game();
        let text = g.to_text().unwrap();
        let body: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(body[..2], [current().as_str(), "teams:"], "{text}");
        assert_eq!(GameFile::parse("g.yaml", &text).unwrap(), g);
    }

    #[test]
    fn a_file_without_a_version_is_version_1_and_reads_as_the_same_game() {
        let g = game();
        let old = version_1(&g, &[]);
        assert!(!old.contains("version"), "{old}");
        let read = GameFile::parse("g.yaml", &old).unwrap();
        assert_eq!(read, g);
        assert_eq!(read.version, CURRENT);
        // Saving it writes the current version.
        assert!(
            read.to_text()
                .unwrap()
                .contains(&format!("\n{}\n", current()))
        );
        // `version: 1` says the same as no version.
        let said = old.replacen("teams:", "version: 1\nteams:", 1);
        assert_eq!(GameFile::parse("g.yaml", &said).unwrap(), g);
    }

    /// Each rule field added while files had no version, left out of a
    /// version 1 file, plays as rule sets did before it: as classic, which
    /// predates them all.
    #[test]
    fn each_rule_field_a_version_1_file_may_lack_reads_as_before_it_existed() {
        let g = game();
        let added = added_in_version_1();
        // The fields ADDED_WITH_DEFAULTS listed before versions.
        assert_eq!(added.len(), 36);
        for path in &added {
            let old = version_1(&g, std::slice::from_ref(path));
            let read = GameFile::parse("g.yaml", &old)
                .unwrap_or_else(|e| panic!("without rules.{}: {e}", path.join(".")));
            assert_eq!(read, g, "without rules.{}", path.join("."));
        }
        assert_eq!(GameFile::parse("g.yaml", version_1(&g, &added)).unwrap(), g);
        // A whole section added at once may be missing too.
        let sequences = vec!["meld".to_string(), "sequences".to_string()];
        assert_eq!(
            GameFile::parse("g.yaml", version_1(&g, &[sequences])).unwrap(),
            g
        );
    }

    #[test]
    fn a_current_file_must_hold_every_rule_field() {
        let g = game();
        let text = g.to_text().unwrap();
        for (from, lacks) in [
            (
                "\n    several_per_rank: false\n",
                "rules.meld.several_per_rank",
            ),
            ("\n    take_top: null\n", "rules.pile.take_top"),
            ("\n      max_wilds: 0\n", "rules.meld.sequences.max_wilds"),
            (
                "\n    foot_after_melding_out: same_turn\n",
                "rules.deal.foot_after_melding_out",
            ),
        ] {
            assert!(text.contains(from), "{from}");
            let e = GameFile::parse("g.yaml", text.replacen(from, "\n", 1)).unwrap_err();
            assert_eq!(
                e.fault(),
                Some(&GameFault::StoredRulesLack {
                    path: lacks.to_string()
                }),
                "{from}"
            );
            // The same file of version 1 reads as before.
            let old = text
                .replacen(&format!("{}\n", current()), "", 1)
                .replacen(from, "\n", 1);
            assert_eq!(GameFile::parse("g.yaml", old).unwrap(), g);
        }
    }

    /// A file of version 4 predates `deal.foot_after_melding_out`: it
    /// reads as the foot was played before, at once.
    #[test]
    fn a_version_4_file_without_the_foot_timing_reads_as_before() {
        let g = game();
        let text = g.to_text().unwrap();
        let old = text.replacen(&current(), "version: 4", 1).replacen(
            "\n    foot_after_melding_out: same_turn\n",
            "\n",
            1,
        );
        assert!(!old.contains("foot_after_melding_out"), "{old}");
        assert_eq!(GameFile::parse("g.yaml", old).unwrap(), g);
    }

    /// Special hands checked no three before version 5: a stored one
    /// with a shape keeps taking them; one written since says so itself.
    #[test]
    fn a_version_4_special_hand_keeps_taking_threes() {
        let mut rules = crate::rules::load("modern-american").unwrap();
        rules.scoring.special_hands.truncate(2);
        let g = GameFile::new(vec!["We".into(), "They".into()], rules);
        let text = g.to_text().unwrap();
        assert!(!text.contains("threes: true"), "{text}");
        let old = text.replacen(&current(), "version: 4", 1);
        let read = GameFile::parse("g.yaml", old).unwrap();
        let threes: Vec<bool> = read
            .rules
            .scoring
            .special_hands
            .iter()
            .map(|h| h.threes)
            .collect();
        assert_eq!(threes, [true, true]);
        assert_eq!(GameFile::parse("g.yaml", text).unwrap(), g);
    }

    #[test]
    fn a_version_1_tally_kept_as_a_mapping_becomes_its_items() {
        let g = game();
        let old = version_1(&g, &[])
            .replace(
                "    tally: natural:1,red3:1,out,cards:120\n",
                "    tally:\n      natural: 1\n      red3: 1\n      out: true\n      cards: 120\n",
            )
            .replace("    tally: ''\n", "    tally: {}\n");
        assert!(old.contains("      red3: 1\n"), "{old}");
        assert_eq!(GameFile::parse("g.yaml", &old).unwrap(), g);
        // A bad count is shown where it stands.
        let bad = old.replace("      red3: 1\n", "      red3: x\n");
        let e = GameFile::parse("g.yaml", &bad).unwrap_err();
        assert_eq!(
            e.places(),
            [
                Origin::Text {
                    text: "hands[0].scores[0].tally".into()
                },
                Origin::field("red3")
            ],
            "{e}"
        );
        assert_eq!(
            e.fault(),
            Some(&crate::yaml::problem::YamlFault::WrongType {
                found: crate::yaml::Found::text("x"),
                expected: crate::yaml::Expected::WholeNumberNotNegative,
            }),
            "{e}"
        );
        assert!(bad[e.span().unwrap().start..].starts_with("x\n"));
        // A current file keeps its tallies as items only.
        let e = GameFile::parse("g.yaml", format!("{}\n{old}", current())).unwrap_err();
        assert!(
            matches!(
                e.fault(),
                Some(crate::yaml::problem::YamlFault::WrongType {
                    found: crate::yaml::Found::Mapping,
                    expected: crate::yaml::Expected::StoredTally,
                })
            ),
            "{e:?}"
        );
    }

    #[test]
    fn a_version_3_log_in_words_becomes_its_data() {
        let teams = ["We".to_string(), "They".to_string()];
        let plain = |t: &str| Field::Plain(t.to_string());
        let text = |t: &str| Field::Text(t.to_string());
        let cases: Vec<(&str, Vec<(&str, Field)>)> = vec![
            (
                "started with We, They",
                vec![
                    ("what", plain("started")),
                    ("teams", Field::List(teams.to_vec())),
                ],
            ),
            (
                "added hand 12 from --points",
                vec![
                    ("what", plain("added")),
                    ("hand", plain("12")),
                    ("from", text("--points")),
                ],
            ),
            (
                "added hand 2 (asked at the terminal) (forced)",
                vec![
                    ("what", plain("added")),
                    ("hand", plain("2")),
                    ("from", text("interactive")),
                    ("forced", plain("true")),
                ],
            ),
            (
                "replaced hand 1 from night 2.yaml",
                vec![
                    ("what", plain("replaced")),
                    ("hand", plain("1")),
                    ("from", text("night 2.yaml")),
                ],
            ),
            (
                "added hand 3",
                vec![("what", plain("added")), ("hand", plain("3"))],
            ),
            (
                "took back the edit of hand 4",
                vec![("what", plain("undid_edit")), ("hand", plain("4"))],
            ),
            (
                "removed hand 5",
                vec![("what", plain("removed")), ("hand", plain("5"))],
            ),
            (
                "put back hand 5",
                vec![("what", plain("put_back")), ("hand", plain("5"))],
            ),
            (
                "made the edit of hand 4 again",
                vec![("what", plain("redid_edit")), ("hand", plain("4"))],
            ),
        ];
        for (words, fields) in cases {
            assert_eq!(change_fields(words, &teams), fields, "{words}");
        }
        // Words no kind fits are kept as they were.
        for words in [
            "started with Others",
            "added hand x",
            "removed hand 0",
            "checked",
        ] {
            assert_eq!(
                change_fields(words, &teams),
                vec![("what", plain("other")), ("text", text(words))]
            );
        }
    }

    #[test]
    fn a_file_from_a_newer_canasta_is_refused_naming_both_versions() {
        let text = game()
            .to_text()
            .unwrap()
            .replace(&current(), &format!("version: {}", CURRENT + 1));
        let e = GameFile::parse("g.yaml", &text).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Game);
        assert_eq!(
            e.fault(),
            Some(&GameFault::NewerVersion {
                file: "g.yaml".into(),
                version: (CURRENT + 1).to_string(),
                first: 1,
                current: CURRENT,
            })
        );
        assert!(text[e.span().unwrap().start..].starts_with(&format!("{}\n", CURRENT + 1)));
        for bad in ["0", "two", "'2'", "-1", "[2]", "99999999999999999999999"] {
            let text = game()
                .to_text()
                .unwrap()
                .replace(&current(), &format!("version: {bad}"));
            let e = GameFile::parse("g.yaml", &text).unwrap_err();
            let newer = matches!(e.fault(), Some(GameFault::NewerVersion { .. }));
            let malformed = matches!(e.fault(), Some(GameFault::BadVersion { .. }));
            assert!(
                if bad.starts_with('9') {
                    newer
                } else {
                    malformed
                },
                "{bad}: {e:?}"
            );
        }
    }
}
