use super::*;
use crate::error::ErrorKind;
use crate::error::{Error, Origin};
use crate::yaml::problem::YamlFault;

/// The field of the file an error was found in, as its places name it
/// (typed, not read back from words): the innermost `Origin::Field`.
fn field_of(e: &Error) -> Option<&str> {
    e.places().iter().rev().find_map(|o| match o {
        Origin::Field { path } => Some(path.as_str()),
        _ => None,
    })
}

fn preset(name: &str) -> RuleSet {
    load(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_preset_loads_and_names_itself() {
    for name in preset::names() {
        let r = preset(name);
        assert_eq!(&r.name, name);
        assert!(!r.description.is_empty());
    }
}

/// Each preset's JSON in `resolved/` is what its YAML resolves to now (its
/// sections and their fields in the YAML's order), and reads back as the
/// same rule set: what a command loads is what the documented YAML says.
/// `UPDATE_PRESETS=1 cargo test -p canasta-core --lib resolved` writes them anew.
#[test]
fn resolved_presets_are_current() {
    let written = classic_tree();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules/resolved");
    let update = std::env::var_os("UPDATE_PRESETS").is_some();
    for p in preset::PRESETS {
        let rules = load::load_with(p.name, load::Presets::Yaml)
            .unwrap_or_else(|e| panic!("{}: {e}", p.name));
        let value = in_order_of(serde_json::to_value(&rules).unwrap(), &written, 0);
        let fresh = serde_json::to_string_pretty(&value).unwrap() + "\n";
        if update {
            std::fs::write(dir.join(format!("{}.json", p.name)), &fresh).unwrap();
            continue;
        }
        assert!(
            p.resolved == fresh,
            "src/rules/resolved/{}.json is stale: its YAML changed. Regenerate it with \
             `UPDATE_PRESETS=1 cargo test -p canasta-core --lib resolved` and commit crates/canasta-core/src/rules/resolved/",
            p.name
        );
        assert_eq!(p.rules().as_ref(), Some(&rules), "{}", p.name);
    }
}

/// classic.yaml as a tree: the order of the sections and fields in every
/// preset's YAML, which extends it.
fn classic_tree() -> crate::yaml::Node {
    crate::yaml::parse(
        "classic",
        preset::text("classic").unwrap(),
        ErrorKind::RuleFile,
    )
    .unwrap()
    .unwrap()
}

/// `value` with its sections, and the fields of each, in the order the
/// YAML tree `order` writes them (the model's order where it has more).
fn in_order_of(
    value: serde_json::Value,
    order: &crate::yaml::Node,
    depth: usize,
) -> serde_json::Value {
    let serde_json::Value::Object(mut map) = value else {
        return value;
    };
    let crate::yaml::Value::Map(entries) = &order.value else {
        return serde_json::Value::Object(map);
    };
    let mut ordered = serde_json::Map::new();
    for (key, node) in entries {
        let Some(key) = key.as_str() else { continue };
        if let Some(v) = map.shift_remove(key) {
            let v = if depth == 0 {
                in_order_of(v, node, 1)
            } else {
                v
            };
            ordered.insert(key.to_string(), v);
        }
    }
    ordered.extend(map);
    serde_json::Value::Object(ordered)
}

/// A file merged over the tree made of a preset's JSON meets the sections
/// and fields in the order its YAML gives them (classic's, which every
/// preset extends), so a file with two mistakes is told the same first one.
#[test]
fn resolved_trees_keep_the_order_of_the_yaml() {
    fn keys(node: &crate::yaml::Node, depth: usize, out: &mut Vec<String>) {
        if let crate::yaml::Value::Map(entries) = &node.value {
            for (k, v) in entries {
                let k = k.as_str().unwrap_or_default();
                // `terms` is optional and classic sets none: a preset that
                // has its own comes last, after every section classic has.
                // So is `meld.max_incomplete_wild_melds` (modern-american's).
                if !["extends", "terms", "max_incomplete_wild_melds"].contains(&k) {
                    out.push(k.to_string());
                    if depth == 0 {
                        keys(v, 1, out);
                    }
                }
            }
        }
    }
    let mut written = Vec::new();
    keys(&classic_tree(), 0, &mut written);
    for p in preset::PRESETS {
        let value: serde_json::Value = serde_json::from_str(p.resolved).unwrap();
        let tree = crate::yaml::Node::from_json(p.name, &value);
        let mut resolved = Vec::new();
        keys(&tree, 0, &mut resolved);
        assert_eq!(resolved, written, "{}", p.name);
        let read: RuleSet = crate::yaml::from_node(&tree, ErrorKind::RuleFile).unwrap();
        assert_eq!(Some(read), p.rules(), "{}", p.name);
    }
}

/// A house file reads the same whether the presets it extends come from
/// their resolved JSON or from their YAML: the same rule set, or the same
/// error at the same place.
#[test]
fn house_files_read_the_same_over_resolved_presets() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut specs: Vec<String> = std::fs::read_dir(root.join("../../fixtures/rules"))
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| {
            std::path::Path::new(p)
                .extension()
                .is_some_and(|e| e == "yaml")
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let mut texts: Vec<(String, String)> = [
        ("two-mistakes.yaml", "players:\n  count: x\nmeld:\n  max_wilds: y\n"),
        ("two-mistakes-swapped.yaml", "meld:\n  max_wilds: y\nplayers:\n  count: x\n"),
        ("two-in-a-section.yaml", "meld:\n  wild_ratio: y\n  min_cards: x\n"),
        (
            "two-in-going-out.yaml",
            "going_out:\n  concealed_doubles_others_negative: 1\n  concealed_bonus_for: x\n",
        ),
        ("unknown-field.yaml", "extends: samba\nmeld:\n  max_wild: 2\n"),
        ("partial-sequences.yaml", "extends: samba\nmeld:\n  sequences:\n    min_cards: 2\n"),
        ("too-large.yaml", "extends: bolivia\ngame:\n  target: 9999999999\n"),
        ("incoherent.yaml", "extends: traditional\nplayers:\n  count: 9\n"),
        (
            "bands.yaml",
            "initial_meld:\n  bands: [{minimum: 50}, {from: 1, minimum: 1}, {from: 0, minimum: 2}]\n",
        ),
        ("empty-section.yaml", "extends: hand-and-foot\nmeld:\n"),
        ("not-named-yaml.txt", "extends: classic\nfoo: 1\n"),
        ("chain.yaml", "extends: house.yaml\ngame:\n  target: 3000\n"),
    ]
    .map(|(name, text)| (name.to_string(), text.to_string()))
    .into();
    texts.push((
        "house.yaml".to_string(),
        std::fs::read_to_string(root.join("../../fixtures/rules/house.yaml")).unwrap(),
    ));
    for name in preset::names() {
        texts.push((format!("bare-{name}.yaml"), format!("extends: {name}\n")));
        texts.push((
            format!("described-{name}.yaml"),
            format!("extends: {name}\ndescription: ours\n"),
        ));
    }
    for (name, text) in &texts {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        specs.push(path.display().to_string());
    }
    for spec in specs {
        let resolved = load::load_with(&spec, load::Presets::Resolved);
        let yaml = load::load_with(&spec, load::Presets::Yaml);
        assert_eq!(resolved, yaml, "{spec}");
    }
}

/// The root preset has no base: a field it forgot would silently be 0.
#[test]
fn classic_yaml_spells_out_every_field() {
    let text = preset::text("classic").unwrap();
    let doc: serde_json::Value =
        crate::yaml::from_str("classic", text, ErrorKind::RuleFile).unwrap();
    let written: Vec<String> = {
        fn walk(prefix: &str, v: &serde_json::Value, out: &mut Vec<String>) {
            match v {
                // Maps keyed by a count are one parameter, as in `rules show`.
                serde_json::Value::Object(m)
                    if !m.is_empty() && !m.keys().all(|k| k.parse::<u32>().is_ok()) =>
                {
                    for (k, v) in m {
                        let p = if prefix.is_empty() {
                            k.clone()
                        } else {
                            format!("{prefix}.{k}")
                        };
                        walk(&p, v, out);
                    }
                }
                _ => out.push(prefix.to_string()),
            }
        }
        let mut out = Vec::new();
        walk("", &doc, &mut out);
        out
    };
    for p in diff::parameters(&preset("classic")) {
        assert!(
            written.contains(&p.parameter),
            "classic.yaml lacks {}",
            p.parameter
        );
    }
}

#[test]
fn classic_bands_put_boundaries_in_the_upper_band() {
    let r = preset("classic");
    let m = |s| r.initial_meld.minimum(s);
    assert_eq!(
        [m(-5), m(0), m(1495), m(1500), m(2995), m(3000), m(9000)],
        [15, 50, 50, 90, 90, 120, 120]
    );
}

#[test]
fn livecanasta_and_traditional_read_their_boundaries_literally() {
    let l = preset("livecanasta");
    assert_eq!(l.initial_meld.minimum(-5), 15);
    assert_eq!(l.initial_meld.minimum(1500), 90);
    assert_eq!(l.initial_meld.minimum(3000), 90);
    assert_eq!(l.initial_meld.minimum(3001), 120);
    let t = preset("traditional");
    assert_eq!(t.initial_meld.minimum(-5), 50);
    assert_eq!(t.initial_meld.minimum(1500), 50);
    assert_eq!(t.initial_meld.minimum(1501), 90);
    assert_eq!(t.initial_meld.minimum(3000), 90);
    assert_eq!(t.initial_meld.minimum(3001), 120);
    assert_eq!(preset("classic-6p").initial_meld.minimum(7500), 150);
}

#[test]
fn decks_follow_the_players() {
    assert_eq!(preset("classic").deck_size(), 108);
    assert_eq!(preset("classic-6p").deck_size(), 162);
    let v = preset("verschaerft");
    assert_eq!(v.players.count, 2);
    assert_eq!(v.deck_size(), 216);
    assert_eq!(v.clone().with_players(3).unwrap().copies_of_each(), 6);
    let t = preset("traditional").with_players(6).unwrap();
    assert_eq!(t.deck_size(), 162);
    assert_eq!(
        preset("traditional").with_players(2).unwrap().cards_dealt(),
        15
    );
    let e = preset("classic").with_players(2).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Usage);
}

#[test]
fn red_three_scales() {
    let c = preset("classic").red_threes;
    assert_eq!(
        [c.value(1), c.value(2), c.value(3), c.value(4)],
        [100, 200, 300, 800]
    );
    let v = preset("verschaerft").red_threes;
    assert_eq!(
        [v.value(1), v.value(2), v.value(3), v.value(4), v.value(5)],
        [100, 200, 400, 800, 1600]
    );
    let s = preset("classic-6p").red_threes;
    assert_eq!([s.value(4), s.value(5), s.value(6)], [400, 1000, 1200]);
}

#[test]
fn a_house_file_overrides_single_fields() {
    let r = from_yaml(
        "house.yaml",
        "extends: cardgames-io\nmeld:\n  max_wilds: 2\n",
    )
    .unwrap();
    assert_eq!(r.meld.max_wilds, Some(2));
    assert_eq!(r.meld.max_cards, Some(11), "inherited from cardgames-io");
    assert_eq!(r.meld.wild_ratio, WildRatio::NaturalsExceedWilds);
    assert_eq!(r.canasta.natural_bonus, 500, "inherited from classic");
    assert_eq!(r.name, "house.yaml");
}

#[test]
fn a_file_without_extends_starts_from_classic() {
    let r = from_yaml("h.yaml", "game:\n  target: 3000\n").unwrap();
    assert_eq!(r.game.target, 3000);
    assert_eq!(r.deck_size(), 108);
}

#[test]
fn unknown_field_has_line_and_column() {
    let e = from_yaml("h.yaml", "extends: classic\nmeld:\n  max_wild: 2\n").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::RuleFile);
    assert_eq!(e.code(), "unknown_field", "{e}");
    assert!(
        matches!(e.fault(), Some(YamlFault::UnknownField { field, .. }) if field == "max_wild"),
        "{e}"
    );
    assert_eq!(e.snippet().unwrap().line_column(), (3, 3));
}

#[test]
fn wrong_type_and_bad_enum_are_errors() {
    let e = from_yaml("h.yaml", "canasta:\n  natural_bonus: lots\n").unwrap_err();
    assert_eq!(e.snippet().unwrap().line_column().0, 2);
    let e = from_yaml("h.yaml", "meld:\n  wild_ratio: sometimes\n").unwrap_err();
    assert_eq!(e.code(), "unknown_variant", "{e}");
    assert!(
        matches!(e.fault(), Some(YamlFault::UnknownVariant { variant, .. }) if variant == "sometimes"),
        "{e}"
    );
}

/// A number past the limit is named by its whole path, inside a list or a
/// map keyed by a count too, and shown where the file sets it.
#[test]
fn a_number_too_large_is_named_by_its_path() {
    let cases = [
        (
            "canasta:\n  natural_bonus: 1000000001\n",
            "canasta.natural_bonus",
            2,
        ),
        (
            "initial_meld:\n  bands:\n    - minimum: 50\n    - from: 1500\n      minimum: -1000000001\n",
            "initial_meld.bands[1].minimum",
            5,
        ),
        (
            "red_threes:\n  totals:\n    4: 1000000001\n",
            "red_threes.totals.4",
            3,
        ),
    ];
    for (yaml, path, line) in cases {
        let e = from_yaml("h.yaml", yaml).unwrap_err();
        assert_eq!(
            (field_of(&e), e.code()),
            (Some(path), "number_too_large"),
            "{e}"
        );
        assert_eq!(e.snippet().unwrap().line_column().0, line, "{path}");
    }
    // At the limit, it loads.
    from_yaml("h.yaml", "canasta:\n  natural_bonus: 1000000000\n").unwrap();
}

#[test]
fn incoherent_rules_are_rejected() {
    let e = from_yaml("h.yaml", "initial_meld:\n  bands: [{minimum: 50}, {from: 3000, minimum: 120}, {from: 1500, minimum: 90}]\n").unwrap_err();
    assert_eq!(field_of(&e), Some("initial_meld.bands[2]"), "{e}");
    let e = from_yaml("h.yaml", "extends: nope\n").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::UnknownRules);
    let e = from_yaml("h.yaml", "").unwrap_err();
    assert_eq!(e.code(), "rule_file_empty");
    let e = from_yaml("h.yaml", "# extends: classic\n\n").unwrap_err();
    assert_eq!(e.code(), "rule_file_only_comments");
    let e = from_yaml("h.yaml", "---\n# house rules\n...\n").unwrap_err();
    assert_eq!(e.code(), "rule_file_only_comments");
}

#[test]
fn a_misspelt_choice_gets_a_suggestion() {
    let e = from_yaml(
        "h.yaml",
        "extends: classic\nmeld:\n  wild_ratio: naturals_exceed_wild\n",
    )
    .unwrap_err();
    assert_eq!(
        e.help_text(),
        Some("did_you_mean guess=naturals_exceed_wilds".to_string())
    );
    let e = from_yaml("h.yaml", "pile:\n  blocked_by: [black_tree]\n").unwrap_err();
    assert_eq!(
        e.help_text(),
        Some("did_you_mean guess=black_three".to_string())
    );
}

#[test]
fn a_preset_is_named_in_any_case_and_a_misspelt_one_gets_a_suggestion() {
    for name in ["CLASSIC", "Classic", "Samba", "HAND-AND-FOOT"] {
        let r = load(name).unwrap();
        assert_eq!(r, load(&name.to_lowercase()).unwrap(), "{name}");
    }
    let e = load("CLASIC").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::UnknownRules);
    assert!(
        matches!(e.help().and_then(|h| h.get()), Some(crate::error::Hint::RuleSetsGuess { guess, .. }) if guess == "classic"),
        "{:?}",
        e.help()
    );
}

#[test]
fn diff_lists_only_what_differs() {
    let d = diff::diff(&preset("classic"), &preset("cardgames-io"));
    let names: Vec<&str> = d.differences.iter().map(|x| x.parameter.as_str()).collect();
    assert!(names.contains(&"meld.wild_ratio"));
    assert!(names.contains(&"pile.blocked_by"));
    assert!(!names.contains(&"name"));
    assert!(!names.contains(&"canasta.natural_bonus"));
    assert!(
        diff::diff(&preset("classic"), &preset("classic"))
            .differences
            .is_empty()
    );
}

#[test]
fn incoherent_fields_are_located_in_the_file() {
    let e = from_yaml(
        "h.yaml",
        "extends: classic\nmeld:\n  min_cards: 4\n  # why\n  max_cards: 3\n",
    )
    .unwrap_err();
    assert_eq!(field_of(&e), Some("meld.max_cards"), "{e}");
    assert_eq!(e.snippet().unwrap().line_column(), (5, 3));
    let e = from_yaml(
        "h.yaml",
        "initial_meld:\n  bands:\n    - minimum: 50\n    - {from: 3000, minimum: 120}\n    - {from: 1500, minimum: 90}\ngame:\n  target: 100\n",
    )
    .unwrap_err();
    assert_eq!(e.snippet().unwrap().line_column(), (5, 5));
    // A field the file does not set is named, not pointed at.
    let e = from_yaml("h.yaml", "extends: classic\nplayers:\n  min: 5\n").unwrap_err();
    assert_eq!(field_of(&e), Some("players.count"), "{e}");
}

#[test]
fn livecanasta_allows_two_or_four_players_not_three() {
    let live = load("livecanasta").unwrap();
    assert_eq!(live.players.allowed, vec![2, 4]);
    assert!(live.clone().with_players(2).is_ok());
    assert!(live.clone().with_players(4).is_ok());
    let e = live.with_players(3).unwrap_err();
    assert_eq!(
        e.fault(),
        Some(&RuleProblem::PlayersNotAdmitted {
            count: 3,
            rules: "livecanasta".into(),
            admits: PlayerCounts::OneOf {
                first: "2".into(),
                last: 4
            },
        })
    );
    // Every other preset allows each count from min to max, as before.
    let t = load("traditional").unwrap();
    assert!(t.players.allowed.is_empty());
    assert!((2..=6).all(|n| t.players.admits(n)));
}

#[test]
fn traditional_five_players_make_a_pair_against_three() {
    let five = load("traditional").unwrap().with_players(5).unwrap();
    assert_eq!(
        (five.sides(), five.side_size(), five.sitting_out()),
        (2, 2, 1)
    );
    let six = load("traditional").unwrap().with_players(6).unwrap();
    assert_eq!((six.sides(), six.sitting_out()), (3, 0));
    assert_eq!(load("classic").unwrap().sides(), 2);
}

#[test]
fn sources_cite_published_rule_books_not_the_spec() {
    // Users have no RULES.md; `rules show` and every game file copy the source.
    for name in preset::names() {
        let r = preset(name);
        assert!(!r.source.contains("RULES.md"), "{name}: {}", r.source);
        assert!(!r.source.contains("seed"), "{name}: {}", r.source);
    }
    assert!(preset("wikipedia").source.contains("reading"));
    assert!(preset("traditional").source.contains("concealed_bonus_for"));
}

#[test]
fn a_merged_value_is_shown_in_the_file_that_set_it() {
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("base.yaml");
    std::fs::write(&base, "extends: classic\n# strict\nmeld:\n  max_cards: 2\n").unwrap();
    let house = dir.path().join("house.yaml");
    std::fs::write(&house, "extends: base.yaml\ngame:\n  target: 3000\n").unwrap();
    let e = load(&house.display().to_string()).unwrap_err();
    let s = e.snippet().unwrap();
    assert!(s.origin.to_string().ends_with("base.yaml"), "{}", s.origin);
    assert_eq!(s.line_column(), (4, 3));
    // Sections merge field by field: the house's target over the base's meld.
    std::fs::write(&base, "extends: classic\nmeld:\n  max_wilds: 1\n").unwrap();
    let r = load(&house.display().to_string()).unwrap();
    assert_eq!((r.meld.max_wilds, r.game.target), (Some(1), 3000));
    assert_eq!(r.meld.min_cards, load("classic").unwrap().meld.min_cards);
    // A section whose fields are all commented out sets nothing.
    let r = from_yaml("h.yaml", "extends: classic\nmeld:\n  # max_wilds: 2\n").unwrap();
    assert_eq!(r.meld, load("classic").unwrap().meld);
}

#[test]
fn canasta_kinds_are_read_in_order_with_ranks_as_written() {
    let r = from_yaml(
        "h.yaml",
        "extends: classic\ncanasta:\n  kinds:\n    - {name: aces, ranks: [A], cards: natural, bonus: 2500}\n    - {name: sevens, ranks: [7], bonus: 2500, incomplete_penalty: 2500}\n",
    )
    .unwrap();
    let k = &r.canasta.kinds;
    assert_eq!(k.len(), 2);
    assert_eq!(k[0].ranks, vec![crate::card::Rank::ACE]);
    assert_eq!(k[0].cards, Purity::Natural);
    assert_eq!(k[1].ranks[0].symbol(), "7");
    assert_eq!(k[1].incomplete_penalty, 2500);
    assert!(!k[1].incomplete_bars_going_out);
    assert_eq!(
        r.canasta.natural_bonus, 500,
        "the classic kinds keep their bonuses"
    );
    let e = from_yaml(
        "h.yaml",
        "canasta:\n  kinds:\n    - {name: x, ranks: [14], bonus: 1}\n",
    )
    .unwrap_err();
    assert_eq!(
        e.fault(),
        Some(&crate::yaml::problem::YamlFault::InvalidValue {
            found: crate::yaml::Found::Integer { text: "14".into() },
            expected: crate::yaml::Expected::Rank,
        })
    );
}

#[test]
fn the_sign_table_turns_plus_above_its_highest_count() {
    let r = from_yaml(
        "h.yaml",
        "red_threes:\n  sign_by_canastas: {0: minus, 1: zero}\n",
    )
    .unwrap();
    let t = &r.red_threes;
    assert_eq!(
        [t.sign(0), t.sign(1), t.sign(2), t.sign(5)],
        [
            Some(Sign::Minus),
            Some(Sign::Zero),
            Some(Sign::Plus),
            Some(Sign::Plus)
        ]
    );
    assert_eq!(preset("classic").red_threes.sign(0), None);
}

/// RULES.md section 7, the lines that are plain numbers of the rule set.
#[test]
fn modern_american_numbers_follow_section_7() {
    let r = preset("modern-american");
    let classic = preset("classic");
    assert_eq!((r.deck_size(), r.cards_dealt(), r.deal.draw), (108, 13, 1));
    assert_eq!(r.side_size(), 2);
    for (players, side, draw) in [(2, 1, 2), (3, 1, 1), (4, 2, 1)] {
        let r = r.clone().with_players(players).unwrap();
        assert_eq!((r.side_size(), r.cards_drawn()), (side, draw));
    }
    assert_eq!(r.card_values, classic.card_values);
    assert_eq!(
        (
            r.meld.min_cards,
            r.meld.max_cards,
            r.meld.min_naturals,
            r.meld.max_wilds
        ),
        (3, Some(7), 2, Some(2))
    );
    assert_eq!(
        (
            r.canasta.natural_bonus,
            r.canasta.mixed_bonus,
            r.canasta.wild_bonus
        ),
        (500, 300, 2000)
    );
    let m = |s| r.initial_meld.minimum(s);
    assert_eq!(
        [m(-500), m(2995), m(3000), m(4995), m(5000)],
        [125, 125, 155, 155, 180]
    );
    assert_eq!(
        (
            r.going_out.canastas,
            r.going_out.bonus,
            r.going_out.concealed_bonus
        ),
        (2, 100, 100)
    );
    assert_eq!(r.going_out.final_discard, FinalDiscard::Required);
    assert_eq!(
        (1..=4).map(|n| r.red_threes.value(n)).collect::<Vec<_>>(),
        vec![100, 300, 500, 1000]
    );
    assert_eq!(r.game.target, 8500);
    assert!(r.pile.always_frozen && r.pile.closed_rank_blocks);
    assert!(r.black_threes.bonus_cards && r.scoring.no_canasta_all_negative);
}

#[test]
fn incoherent_new_fields_are_refused_by_field() {
    for (yaml, field) in [
        (
            "canasta:\n  kinds:\n    - {name: aces, ranks: [A], bonus: 2500, incomplete_penalty: -2500}\n",
            "canasta.kinds[0]",
        ),
        (
            "canasta:\n  kinds:\n    - {name: ' ', bonus: 1}\n",
            "canasta.kinds[0]",
        ),
        (
            "scoring:\n  hand_sets:\n    - {rank: A, min_cards: 0, penalty: 1500}\n",
            "scoring.hand_sets[0]",
        ),
        (
            "scoring:\n  special_hands:\n    - {name: pairs, points: 2500, cards: 14, groups: [2, 2]}\n",
            "scoring.special_hands[0]",
        ),
        (
            "red_threes: {caught_in_hand: -100}\n",
            "red_threes.caught_in_hand",
        ),
    ] {
        let e = from_yaml("h.yaml", &format!("extends: modern-american\n{yaml}")).unwrap_err();
        assert_eq!(field_of(&e), Some(field), "{field}: {}", e.code());
    }
}

#[test]
fn incoherent_samba_fields_are_refused_by_field() {
    for (yaml, field) in [
        (
            "extends: samba\nmeld: {sequences: {allowed: true, min_cards: 5, max_cards: 4}}\n",
            "meld.sequences.min_cards",
        ),
        (
            "extends: samba\nmeld: {sequences: {allowed: true, lowest: 2}}\n",
            "meld.sequences.lowest",
        ),
        (
            "extends: bolivia\ngoing_out: {canasta_kinds: {escalara: 1}}\n",
            "going_out.canasta_kinds",
        ),
        (
            "extends: hand-and-foot\nred_threes: {caught_in_foot: -100}\n",
            "red_threes.caught_in_foot",
        ),
        (
            "extends: bolivia\nblack_threes: {in_hand_cost: -100}\n",
            "black_threes.in_hand_cost",
        ),
        ("extends: hand-and-foot\ngame: {hands: 0}\n", "game.hands"),
        (
            "extends: hand-and-foot\ninitial_meld: {by_hand_number: [50, -1]}\n",
            "initial_meld.by_hand_number",
        ),
    ] {
        let e = from_yaml("h.yaml", yaml).unwrap_err();
        assert_eq!(field_of(&e), Some(field), "{yaml}: {}", e.code());
    }
    let e = from_yaml(
        "h.yaml",
        "extends: bolivia\ngoing_out: {canasta_kinds: {escalara: 1}}\n",
    )
    .unwrap_err();
    assert!(
        matches!(e.fault(), Some(RuleProblem::GoOutKind { kind, kinds })
            if kind == "escalara" && kinds.iter().any(|k| k == "escalera")),
        "{e:?}"
    );
}

#[test]
fn hand_number_replaces_the_bands_where_the_rule_set_says_so() {
    let hf = preset("hand-and-foot");
    let m = |n: u32, score: i64| hf.clone().at_hand(n).initial_meld.minimum(score);
    assert_eq!(
        [m(1, 0), m(2, 0), m(3, 0), m(4, 0), m(5, 0)],
        [50, 90, 120, 150, 150]
    );
    assert_eq!(m(1, 9000), 50, "by hand number, whatever the score");
    // Rule sets without a minimum by hand keep their bands.
    let classic = preset("classic");
    assert_eq!(classic.clone().at_hand(3), classic);
    // Samba: classic bands and 150 from 7000; a house reads 160.
    let samba = preset("samba");
    assert_eq!(samba.initial_meld.minimum(6995), 120);
    assert_eq!(samba.initial_meld.minimum(7000), 150);
    let house = from_yaml(
        "h.yaml",
        "extends: samba\ninitial_meld:\n  bands: [{minimum: 15}, {from: 0, minimum: 50}, {from: 1500, minimum: 90}, {from: 3000, minimum: 120}, {from: 7000, minimum: 160}]\n",
    )
    .unwrap();
    assert_eq!(house.initial_meld.minimum(7000), 160);
}

#[test]
fn the_three_new_presets_have_their_decks() {
    assert_eq!(preset("samba").deck_size(), 162);
    assert_eq!(preset("bolivia").deck_size(), 162);
    let hf = preset("hand-and-foot");
    assert_eq!(hf.deck_size(), 270);
    assert_eq!((hf.cards_dealt(), hf.deal.foot, hf.deal.draw), (13, 13, 2));
    assert_eq!(hf.clone().with_players(6).unwrap().deck_size(), 7 * 54);
}

/// A rule book's own terms and descriptions in other languages: the
/// traditional preset carries the German rule book's words, a house file
/// inherits and overrides them, and an unknown term or language is an
/// error naming the known ones.
#[test]
fn terms_and_descriptions_by_language() {
    let t = preset("traditional");
    let de: Vec<(&str, &str)> = t.terms_in("de").collect();
    assert_eq!(
        de,
        [
            ("canasta-mixed", "unechter Canasta"),
            ("canasta-natural", "echter Canasta"),
            ("canastas-mixed", "unechte Canastas"),
            ("canastas-natural", "echte Canastas"),
            ("pile", "Posso")
        ]
    );
    assert_eq!(t.terms_in("en").count(), 0);
    assert!(t.description_in("de").starts_with("Deutsches Regelheft"));
    assert_eq!(t.description_in("en"), t.description);
    assert!(preset("classic").terms.is_empty());

    let house = from_yaml(
        "h.yaml",
        "extends: traditional\nterms:\n  de:\n    pile: Haufen\n",
    )
    .unwrap();
    // A language's terms are one value, as every map keyed by a name.
    assert_eq!(
        house.terms_in("de").collect::<Vec<_>>(),
        [("pile", "Haufen")]
    );
    // Described anew, in English: no German description of another.
    let own = from_yaml("h.yaml", "extends: traditional\ndescription: ours\n").unwrap();
    assert_eq!(own.description_in("de"), "ours");
    // Not described: what it is made of, as data the front end words,
    // and no description of the rule set it extends, in any language.
    let kept = from_yaml("h.yaml", "extends: traditional\ngame: {target: 3000}\n").unwrap();
    assert_eq!(kept.description_in("de"), "");
    assert_eq!(
        kept.changes,
        Some(Changes {
            base: "traditional".into(),
            file: "h.yaml".into()
        })
    );
    // What a house file is made of is kept either way: its source is
    // said from it.
    assert_eq!(own.changes, kept.changes);
    assert_eq!((own.source.as_str(), kept.source.as_str()), ("", ""));
    assert_eq!(preset("traditional").changes, None);

    let e = from_yaml(
        "h.yaml",
        "extends: classic\nterms:\n  de:\n    stack: Stapel\n",
    )
    .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::RuleFile);
    assert_eq!(field_of(&e), Some("terms.de.stack"), "{e}");
    let Some(RuleProblem::UnknownTerm { name, terms }) = e.fault() else {
        panic!("{e}");
    };
    assert_eq!(name, "stack");
    assert_eq!(terms[..2], ["canasta", "canasta-natural"]);
    let e = from_yaml(
        "h.yaml",
        "extends: classic\nterms:\n  fr:\n    pile: talon\n",
    )
    .unwrap_err();
    assert!(
        matches!(e.fault(), Some(RuleProblem::TermsLanguage { lang, .. }) if lang == "fr"),
        "{e}"
    );
    let e = from_yaml("h.yaml", "extends: classic\nterms: {de: {pile: ' '}}\n").unwrap_err();
    assert_eq!(
        (field_of(&e), e.fault()),
        (Some("terms.de.pile"), Some(&RuleProblem::EmptyTerm)),
        "{e}"
    );
    let e = from_yaml("h.yaml", "extends: classic\ndescriptions: {xx: y}\n").unwrap_err();
    assert!(
        matches!(e.fault(), Some(RuleProblem::DescriptionsLanguage { lang, .. }) if lang == "xx"),
        "{e}"
    );
}

/// The words of a citation that no translation changes: the titles it
/// quotes, the addresses and fields it names (`pagat.com`,
/// `initial_meld.by_hand_number`) and the numbers of its readings.
fn kept_in_translation(source: &str) -> Vec<String> {
    let mut kept: Vec<String> = source
        .split('"')
        .skip(1)
        .step_by(2)
        .map(ToString::to_string)
        .collect();
    for token in source.split(|c: char| c.is_whitespace() || ",;()\"".contains(c)) {
        let dotted = token.contains('.') && !token.ends_with('.');
        let number = token.trim_start_matches('-');
        if dotted || (number.len() > 1 && number.chars().all(|c| c.is_ascii_digit())) {
            kept.push(token.to_string());
        }
    }
    kept
}

/// Every preset cites its source in German too: the same works, titles
/// and addresses as they are, the same fields and numbers in its
/// readings, and none of the English describing words left.
#[test]
fn every_preset_cites_its_source_in_german() {
    for name in preset::names() {
        let r = preset(name);
        let de = r
            .sources
            .get("de")
            .unwrap_or_else(|| panic!("{name}: no German source"));
        assert_eq!(r.source_in("de"), de);
        assert_eq!(r.source_in("en"), r.source);
        for kept in kept_in_translation(&r.source) {
            assert!(
                de.contains(&kept),
                "{name}: `{kept}` not in the German source: {de}"
            );
        }
        if r.source.contains("reading") {
            assert!(de.contains("; Auslegung"), "{name}: {de}");
        }
        for english in [
            "reading", "variant", "player", "rules", " is ", " the ", "where",
        ] {
            assert!(!de.contains(english), "{name}: `{english}` in {de}");
        }
        assert!(!de.contains('"'), "{name}: German quotes „…“ in {de}");
    }
    assert_eq!(
        preset("classic-2p").source_in("de"),
        "pagat.com, Canasta, Varianten für 2 Spieler (www.pagat.com/rummy/canasta.html)"
    );
}

/// `sources` as `descriptions`: a file that cites anew in English alone
/// is cited in English in every language, one that gives its German
/// source has it, and a language the tool does not speak is an error.
#[test]
fn a_house_file_cites_its_own_source_per_language() {
    let both = from_yaml(
        "h.yaml",
        "extends: classic-2p\nsource: our table\nsources: {de: unser Tisch}\n",
    )
    .unwrap();
    assert_eq!(
        (both.source_in("en"), both.source_in("de")),
        ("our table", "unser Tisch")
    );
    let english = from_yaml("h.yaml", "extends: classic-2p\nsource: our table\n").unwrap();
    assert!(english.sources.is_empty(), "{:?}", english.sources);
    assert_eq!(english.source_in("de"), "our table");
    // German alone: the English source is said from what the file is made of.
    let german = from_yaml(
        "h.yaml",
        "extends: classic-2p\nsources: {de: unser Tisch}\n",
    )
    .unwrap();
    assert_eq!(
        (german.source.as_str(), german.source_in("de")),
        ("", "unser Tisch")
    );
    assert!(german.changes.is_some());
    // Not cited: no source of the rule set it extends, in any language.
    let none = from_yaml("h.yaml", "extends: classic-2p\ngame: {target: 3000}\n").unwrap();
    assert_eq!((none.source_in("en"), none.source_in("de")), ("", ""));
    // A file that extends a file inherits its sources, language by
    // language, as every map keyed by a name.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("base.yaml"),
        "extends: classic\nsource: our club\nsources: {de: unser Verein}\n",
    )
    .unwrap();
    let house = dir.path().join("house.yaml");
    std::fs::write(
        &house,
        "extends: base.yaml\nsource: our table\nsources: {en: our table}\n",
    )
    .unwrap();
    let r = load(&house.display().to_string()).unwrap();
    assert_eq!(
        (r.source_in("en"), r.source_in("de")),
        ("our table", "unser Verein")
    );

    let e = from_yaml("h.yaml", "extends: classic\nsources: {xx: y}\n").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::RuleFile);
    assert!(
        matches!(e.fault(), Some(RuleProblem::SourcesLanguage { lang, languages }) if lang == "xx" && languages == &["en", "de"]),
        "{e}"
    );
    assert_eq!(field_of(&e), Some("sources.xx"), "{e}");
    // The presets score as before: their words in other languages are no rule.
    let d = diff::diff(&preset("classic"), &both);
    assert!(
        d.differences
            .iter()
            .all(|p| !p.parameter.starts_with("source")),
        "{d:?}"
    );
}

/// A special hand's shape that no cards can make is refused, naming the
/// hand's field and the problem.
#[test]
fn special_hand_shapes_that_cannot_be_laid_are_refused() {
    let hand = |fields: &str| {
        format!(
            "extends: modern-american\nscoring:\n  special_hands:\n    - {{name: h, points: 100, cards: 4, {fields}}}\n"
        )
    };
    for (fields, field, code) in [
        (
            "groups: [2]",
            "scoring.special_hands[0]",
            "special_hand_holds",
        ),
        (
            "groups: [2, 2], wild_groups: [{cards: 2}]",
            "scoring.special_hands[0]",
            "special_hand_overfull",
        ),
        (
            "groups: [2, 2, 0]",
            "scoring.special_hands[0]",
            "special_hand_empty_group",
        ),
        (
            "groups: [2, 2], ranks: [2]",
            "scoring.special_hands[0].ranks",
            "special_hand_twos",
        ),
        (
            "groups: [2, 2], ranks: [3]",
            "scoring.special_hands[0].ranks",
            "special_hand_threes",
        ),
        (
            "groups: [2, 2], ranks: [A, 7, K]",
            "scoring.special_hands[0].ranks",
            "special_hand_ranks",
        ),
        (
            "groups: [2, 2], wild_groups: [{cards: 3, instead_of_natural: true}]",
            "scoring.special_hands[0].wild_groups",
            "special_hand_instead",
        ),
        (
            "groups: [2, 2], titles: {fr: Paires}",
            "scoring.special_hands[0].titles.fr",
            "titles_language",
        ),
    ] {
        let e = from_yaml("h.yaml", &hand(fields)).unwrap_err();
        assert_eq!(e.code(), code, "{fields}: {e}");
        assert_eq!(field_of(&e), Some(field), "{fields}: {}", e.code());
    }
    // Threes named where the hand holds them; a wild group instead of a
    // natural one of its size; the shapes of every preset.
    for fields in [
        "groups: [2, 2], ranks: [3], threes: true",
        "groups: [2, 2], wild_groups: [{cards: 2, of: matching, instead_of_natural: true}]",
        "wild_groups: [{cards: 4, of: jokers}]",
    ] {
        assert!(from_yaml("h.yaml", &hand(fields)).is_ok(), "{fields}");
    }
    // An unknown field of a wild group is an error naming it.
    let e = from_yaml(
        "h.yaml",
        &hand("groups: [2], wild_groups: [{cards: 2, matching: true}]"),
    )
    .unwrap_err();
    assert!(
        matches!(e.fault(), Some(YamlFault::UnknownField { field, .. }) if field == "matching"),
        "{e:?}"
    );
}
