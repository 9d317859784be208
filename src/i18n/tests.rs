use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsStr;

use fluent_syntax::ast;

use super::*;

/// Every message of a catalogue file with the variables it uses, and the
/// terms it defines.
struct Entries {
    messages: BTreeMap<String, BTreeSet<String>>,
    terms: BTreeSet<String>,
}

fn entries(file: &str, text: &str) -> Entries {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{file} does not parse: {errors:?}"));
    let mut messages = BTreeMap::new();
    let mut terms = BTreeSet::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let name = m.id.name.to_string();
                assert!(
                    messages.insert(name.clone(), vars).is_none(),
                    "{file}: `{name}` twice"
                );
            }
            ast::Entry::Term(t) => {
                terms.insert(t.id.name.to_string());
            }
            ast::Entry::Junk { content } => panic!("{file}: cannot read {content:?}"),
            _ => {}
        }
    }
    Entries { messages, terms }
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_vars(i, vars),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

#[allow(
    clippy::match_same_arms,
    reason = "the arguments of a function and of a term differ in type"
)]
fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        // Messages are parsed one by one: one cannot lean on another.
        ast::InlineExpression::MessageReference { id, .. } => {
            panic!("a message refers to the message `{}`: use a term", id.name)
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}

/// Both languages have every message of every area, with the same
/// variables, and each message is in the area its id names.
#[test]
fn every_message_is_in_both_languages_with_the_same_arguments() {
    for (area, texts) in AREAS {
        let [en, de] = texts.map(|t| t);
        let en = entries(&format!("en/{area}.ftl"), en.text());
        let de = entries(&format!("de/{area}.ftl"), de.text());
        let only = |a: &Entries, b: &Entries| -> Vec<String> {
            a.messages
                .keys()
                .filter(|k| !b.messages.contains_key(*k))
                .cloned()
                .collect()
        };
        assert_eq!(
            only(&en, &de),
            Vec::<String>::new(),
            "in en/{area}.ftl only"
        );
        assert_eq!(
            only(&de, &en),
            Vec::<String>::new(),
            "in de/{area}.ftl only"
        );
        for (id, vars) in &en.messages {
            assert_eq!(
                Some(vars),
                de.messages.get(id),
                "{area}: `{id}`'s arguments"
            );
            assert_eq!(
                area_of(id).map(|i| AREAS[i].0),
                Some(*area),
                "`{id}` is in {area}.ftl, but its id names another area"
            );
        }
        assert!(en.terms.is_empty(), "{area}.ftl: terms belong in terms.ftl");
        assert!(de.terms.is_empty(), "{area}.ftl: terms belong in terms.ftl");
    }
}

/// Each message is found where the index says and reads alone, in every
/// language, as the whole file has it.
#[test]
fn every_message_reads_alone() {
    for (area, indexes) in AREAS {
        for (lang, index) in Lang::ALL.into_iter().zip(indexes) {
            let text = index.text();
            let whole = entries(&format!("{}/{area}.ftl", lang.tag()), text);
            let ids: BTreeSet<String> = index.ids().map(str::to_string).collect();
            let messages: BTreeSet<String> = whole.messages.keys().cloned().collect();
            assert_eq!(ids, messages, "{}/{area}.ftl", lang.tag());
            let cat = Catalog::new(lang);
            for (id, vars) in &whole.messages {
                let alone = entries(id, index.find(id).unwrap());
                assert_eq!(alone.messages.get(id), Some(vars), "{id}");
                assert_eq!(alone.messages.len(), 1, "{id}");
                assert!(cat.has(id), "{}: {id}", lang.tag());
            }
        }
    }
}

#[test]
fn both_languages_define_the_same_terms() {
    let en = entries("en/terms.ftl", TERMS[0]);
    let de = entries("de/terms.ftl", TERMS[1]);
    assert_eq!(en.terms, de.terms);
    assert!(en.messages.is_empty() && de.messages.is_empty());
}

#[test]
fn the_language_comes_from_the_flag_then_canasta_lang_then_the_locale() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| OsStr::new(*v).to_os_string())
        }
    };
    assert_eq!(Lang::of_env(env(&[])), Lang::En);
    assert_eq!(Lang::of_env(env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
    assert_eq!(
        Lang::of_env(env(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "C")])),
        Lang::En
    );
    assert_eq!(
        Lang::of_env(env(&[
            ("LC_ALL", ""),
            ("LC_MESSAGES", "de_AT"),
            ("LANG", "en_US")
        ])),
        Lang::De
    );
    assert_eq!(
        Lang::of_env(env(&[("LC_ALL", "en_GB"), ("CANASTA_LANG", "de")])),
        Lang::De
    );
    assert_eq!(
        Lang::of_env(env(&[("CANASTA_LANG", "fr"), ("LANG", "de")])),
        Lang::En
    );
    assert_eq!(
        Lang::of_env(env(&[("CANASTA_LANG", " "), ("LANG", "DE")])),
        Lang::De
    );
    // LANGUAGE (its first language) comes before the locale, after
    // CANASTA_LANG.
    assert_eq!(
        Lang::of_env(env(&[("LANGUAGE", "de:en"), ("LC_ALL", "en_US.UTF-8")])),
        Lang::De
    );
    assert_eq!(
        Lang::of_env(env(&[("LANGUAGE", "en_GB:de"), ("LANG", "de_DE.UTF-8")])),
        Lang::En
    );
    assert_eq!(
        Lang::of_env(env(&[("LANGUAGE", ":de_AT"), ("LANG", "en_US")])),
        Lang::De
    );
    assert_eq!(
        Lang::of_env(env(&[("LANGUAGE", ""), ("LANG", "de_DE")])),
        Lang::De
    );
    assert_eq!(
        Lang::of_env(env(&[("LANGUAGE", "de"), ("CANASTA_LANG", "en")])),
        Lang::En
    );
    let args = |a: &[&str]| Lang::from_args(a);
    assert_eq!(args(&["canasta", "--lang", "DE", "meld"]), Some(Lang::De));
    assert_eq!(args(&["canasta", "--lang=De", "meld"]), Some(Lang::De));
    assert_eq!(
        args(&["canasta", "meld", "--lang", "de", "h4"]),
        Some(Lang::De)
    );
    assert_eq!(args(&["canasta", "--lang=en", "meld"]), Some(Lang::En));
    assert_eq!(
        args(&["canasta", "--lang", "de", "--lang", "en"]),
        Some(Lang::En)
    );
    assert_eq!(args(&["canasta", "--lang", "fr"]), None);
    assert_eq!(args(&["canasta", "meld", "--", "--lang", "de"]), None);
    assert_eq!(Lang::choose(&["canasta"], Lang::De), Lang::De);
}

#[test]
fn messages_take_their_arguments_and_plural_forms() {
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        let one = tr!(cat, "common-cards", n = 1);
        let many = tr!(cat, "common-cards", n = 1500);
        assert_ne!(one, many, "{lang:?}");
        // Numbers as digits, no separators: a score can be pasted back in.
        assert!(many.contains("1500"), "{lang:?}: {many}");
        assert!(!one.contains(['\u{2068}', '\u{2069}']), "{lang:?}: {one:?}");
    }
    assert_eq!(
        tr!(Catalog::new(Lang::De), "common-cards", n = 1),
        "1 Karte"
    );
}

#[test]
fn a_missing_message_shows_its_id_and_arguments() {
    let cat = Catalog::new(Lang::De);
    assert_eq!(
        tr!(cat, "common-no-such-message", n = 3),
        "common-no-such-message n=3"
    );
    assert_eq!(tr!(cat, "nowhere-at-all"), "nowhere-at-all");
    assert!(!cat.has("nowhere-at-all"));
}

#[test]
fn a_rule_set_may_name_terms_its_own_way() {
    let plain = Catalog::new(Lang::De);
    let own = Catalog::new(Lang::De).with_terms([("pile", "Posso")]);
    assert_eq!(tr!(plain, "common-the-pile"), "der Ablagestapel");
    assert_eq!(tr!(own, "common-the-pile"), "der Posso");
}

/// Issue 24, item 11: a term is text from a house file, never markup:
/// shown as written, its control characters visible, never dropped for
/// the catalogue's own word.
#[test]
fn a_rule_sets_term_is_text_not_markup() {
    for (term, shown) in [
        ("{ $count }", "der { $count }"),
        ("a\nb", "der a^Jb"),
        ("{", "der {"),
        ("}", "der }"),
        ("\"Posso\" \\ {-pile}", "der \"Posso\" \\ {-pile}"),
        ("\x1b]0;x\x07", "der ^[]0;x^G"),
    ] {
        let own = Catalog::new(Lang::De).with_terms([("pile", term)]);
        assert_eq!(tr!(own, "common-the-pile"), shown, "{term:?}");
    }
}

/// Issue 24, item 10: a number past what `f64` holds exactly is said
/// with every digit, not rounded (`9223372036854776000`).
#[test]
fn large_numbers_are_said_exactly() {
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for n in [
            i64::MAX,
            i64::MIN,
            9_007_199_254_740_993,
            -9_223_372_036_854_775,
            9_007_199_254_740_992,
        ] {
            let text = tr!(
                cat,
                "error-total-out-of-range",
                hand = 1,
                team = "We",
                total = n,
                add = 5
            );
            assert!(text.contains(&format!(" {n} + 5 ")), "{text}");
        }
    }
}

#[test]
fn a_section_is_read_alone_and_written_like_a_doc_comment() {
    let file = "## one\n\
                a = Kurz\n    .long = Erster Absatz\n        geht weiter.\n\n        Zweiter Absatz.\n\
                b = { $n ->\n    [one] eine\n   *[other] { $n }\n}\n\
                ## one-two\n\
                c = C\n";
    let one = Section::read(file, "one", Lang::De);
    assert_eq!(one.get("a").as_deref(), Some("Kurz"));
    assert_eq!(
        one.attribute("a", "long").as_deref(),
        Some("Erster Absatz geht weiter.\n\nZweiter Absatz.")
    );
    assert_eq!(one.text("b", &[("n", Arg::Number(1))]), "eine");
    assert_eq!(one.text("b", &[("n", Arg::Number(7))]), "7");
    // Another section's message is not read with this one.
    assert_eq!(one.get("c"), None);
    assert_eq!(one.text("c", &[]), "c");
    let two = Section::read(file, "one-two", Lang::De);
    assert_eq!(two.get("c").as_deref(), Some("C"));
    assert_eq!(two.get("a"), None);
    assert_eq!(Section::read(file, "three", Lang::De).get("a"), None);
}

#[test]
fn cards_read_as_each_language_names_them_and_parse_back() {
    let de = Catalog::new(Lang::De);
    let en = Catalog::new(Lang::En);
    let cards = canasta::notation::parse_cards("t", "hJ sQ hK h10 jk cA d5")
        .unwrap()
        .cards();
    assert_eq!(en.cards(&cards), "hJ sQ hK h10 jk cA d5");
    // German: the suit symbol and the German rank letter (CLI.md).
    assert_eq!(de.cards(&cards), "♥B ♠D ♥K ♥10 Joker ♣A ♦5");
    let back = canasta::notation::parse_cards("t", &de.cards(&cards))
        .unwrap()
        .cards();
    assert_eq!(back, cards);
    let rank = |n| canasta::card::Rank::new(n).unwrap();
    assert_eq!(en.ranks(rank(13)), "kings");
    assert_eq!(en.ranks(rank(5)), "5s");
    assert_eq!(de.ranks(rank(10)), "Zehnen");
    assert_eq!(de.ranks(rank(11)), "Buben");
    assert_eq!(de.ranks(rank(1)), "Asse");
    assert_eq!(de.suit(canasta::card::Suit::Clubs), "Kreuz");
    assert_eq!(en.suit(canasta::card::Suit::Hearts), "hearts");
}

/// The terms a rule set may name its own way (`rules::TERMS`) are the
/// terms of both catalogues, and the languages it may name are ours.
#[test]
fn rule_sets_may_name_every_term_and_no_other() {
    let known: BTreeSet<String> = canasta::rules::TERMS
        .iter()
        .map(|t| (*t).to_string())
        .collect();
    for (lang, text) in Lang::ALL.into_iter().zip(TERMS) {
        let file = format!("{}/terms.ftl", lang.tag());
        assert_eq!(entries(&file, text).terms, known, "{file}");
    }
    let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
    assert_eq!(tags, canasta::rules::LANGUAGES);
}

/// Traditional's own terms reach the words: "echter Canasta", "Posso".
#[test]
fn a_preset_brings_its_terms() {
    let rules = canasta::rules::load("traditional").unwrap();
    let de = Catalog::new(Lang::De).with_terms(rules.terms_in("de"));
    assert_eq!(tr!(de, "common-the-pile"), "der Posso");
    // The questions at the terminal ask in the plural.
    assert_eq!(tr!(de, "prompt-q-natural"), "echte Canastas");
    assert_eq!(tr!(de, "prompt-q-mixed"), "unechte Canastas");
    assert_eq!(
        tr!(Catalog::new(Lang::De), "prompt-q-natural"),
        "natürliche Canastas"
    );
    assert_eq!(
        tr!(de, "meld-canasta-kind", kind = "mixed", bonus = 300),
        "unechter Canasta, Bonus 300"
    );
    let en = Catalog::new(Lang::En).with_terms(rules.terms_in("en"));
    assert_eq!(tr!(en, "common-the-pile"), "the discard pile");
}

/// Words the German text no longer uses, each with the one word chosen for
/// its concept (the German review of issue 18, after
/// ../shared/GLOSSARY.md and the seeds): a concept has one word in every
/// message, help line, man page, preset and the German README.
const RETIRED_GERMAN: &[(&str, &str)] = &[
    ("Block", "Punkteblock"),
    ("Blocks", "Punkteblocks"),
    ("Schreibblock", "Punkteblock"),
    ("Punkteliste", "Punkteblock"),
    ("eingebaute Regeln", "eingebautes Regelwerk"),
    ("eingebauten Regeln", "eingebautes Regelwerk"),
    ("unbekannte Regeln", "unbekanntes Regelwerk"),
    ("Sequenz", "Folge"),
    ("Sequenzen", "Folgen"),
    ("Sonderblatt", "Sonderhand"),
    ("besonderes Blatt", "Sonderhand"),
    ("Spielstandsdatei", "Tischdatei"),
    ("Zustandsdatei", "Tischdatei"),
    ("Strafe", "Strafpunkte"),
    ("Strafen", "Strafpunkte"),
    ("Eine-Karte-Regel", "Ein-Karten-Regel"),
    ("Rennen", "Wettlauf"),
    ("laufende Summe", "Gesamtpunktestand"),
    ("laufende Summen", "Gesamtpunktestände"),
    ("Man-Page", "Handbuchseite"),
    ("Man-Pages", "Handbuchseiten"),
    ("Paket", "Päckchen"),
    ("Pakete", "Päckchen"),
    ("Team", "Partei"),
    ("Exit-Status", "Rückgabewert"),
    ("ganz aus der Hand", "vollständig aus der Hand"),
    ("fertig aus der Hand", "vollständig aus der Hand"),
    ("komplett aus der Hand", "vollständig aus der Hand"),
    ("für Sie", "(niemand wird angeredet)"),
    ("Stand", "Punktestand"),
    ("Spielabend", "Spieleabend"),
    ("Spielabends", "Spieleabends"),
    ("gelegte Meldungen", "ausgelegte Meldungen"),
    // A Meldung is a meld; what the tool says about bad input is a
    // Fehlermeldung.
    ("die Meldung sagt", "die Fehlermeldung sagt"),
    ("Meldung auf dem Tisch", "ausliegende Meldung"),
    ("rückgängig", "zurücknehmen (game undo)"),
    ("Grafik", "Diagramm"),
    ("wieder machen", "wiederherstellen (game redo)"),
    ("die Meldung auf stderr", "die Fehlermeldung auf stderr"),
];

/// Where `phrase` stands as words of its own in `text`: not inside a
/// longer word (`Punkteblock` holds `block`, not the word `Block`).
fn uses(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn german_text_uses_no_retired_word() {
    let mut texts: Vec<(String, &str)> = AREAS
        .iter()
        .map(|(area, texts)| (format!("de/{area}.ftl"), texts[1].text()))
        .collect();
    texts.push(("de/terms.ftl".into(), TERMS[1]));
    texts.push(("de/clap.ftl".into(), CLAP[1].expect("German help")));
    texts.push(("README.de.md".into(), include_str!("../../README.de.md")));
    let presets: Vec<(String, String)> = canasta::rules::preset::PRESETS
        .iter()
        .map(|p| {
            // Only a preset's German: the lines of `de:` (its
            // descriptions, sources and terms), without their comments;
            // the rest is English.
            let german = p
                .yaml
                .lines()
                .filter(|l| l.contains("de:") || l.starts_with("    "))
                .map(|l| l.split(" #").next().unwrap_or(l));
            (
                format!("presets/{}.yaml", p.name),
                german.collect::<Vec<_>>().join("\n"),
            )
        })
        .collect();
    texts.extend(presets.iter().map(|(f, t)| (f.clone(), t.as_str())));
    let mut found = Vec::new();
    for (file, text) in &texts {
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            for (old, new) in RETIRED_GERMAN {
                if uses(line, old) {
                    found.push(format!("{file}: `{old}` (say `{new}`): {line}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(uses("der Block sagt", "Block") && !uses("Punkteblock", "Block"));
}

/// A number before a noun chooses the noun's form: "1 game", "2 games";
/// "1 Canasta", "1 rote Drei", "1 Karte bliebe übrig", never "1 Canastas".
#[test]
fn counts_choose_singular_and_plural() {
    let (en, de) = (Catalog::new(Lang::En), Catalog::new(Lang::De));
    let counted = |cat: &Catalog, n: i64| {
        tr!(
            cat,
            "sheet-stats-counted-line",
            canastas = n,
            red_threes = n
        )
    };
    let wilds = |cat: &Catalog| tr!(cat, "meld-sequence-wild-cards", max = 1);
    for (said, expected) in [
        (counted(&en, 1), ", 1 canasta, 1 red three"),
        (counted(&en, 2), ", 2 canastas, 2 red threes"),
        (counted(&de, 1), ", 1 Canasta, 1 rote Drei"),
        (counted(&de, 2), ", 2 Canastas, 2 rote Dreien"),
        (wilds(&en), "at most 1 wild card"),
        (wilds(&de), "höchstens 1 wilde Karte"),
        (
            tr!(de, "error-entry-red-threes-without-canasta", count = 1),
            "1 rote Drei ohne Canasta",
        ),
    ] {
        assert_eq!(said, expected);
    }
    let line = |n: i64| {
        tr!(
            en,
            "sheet-stats-side-line",
            side = "We",
            games = n,
            wins = n,
            hands = n,
            average = "10",
            best = 20
        )
    };
    assert_eq!(line(1), "We: 1 game, 1 win, 1 hand, average 10, best 20");
    assert_eq!(line(2), "We: 2 games, 2 wins, 2 hands, average 10, best 20");
    assert_eq!(tr!(en, "sheet-stats-games", n = 1), "1 game");
    assert!(
        tr!(de, "go-out-cards-left", count = 1, cards = "c5")
            .starts_with("1 Karte bliebe übrig (c5)")
    );
    assert!(
        tr!(de, "error-deck-made", packs = 2, jokers = 4, copies = 2)
            .starts_with("2 Päckchen zu 52 Karten und 4 Jokern")
    );
}

/// Lists, as each language writes them: English puts a comma before "or"
/// in a list of three or more, so that an item holding "and" stays apart.
#[test]
fn lists_join_their_last_item_as_the_language_does() {
    let (en, de) = (Catalog::new(Lang::En), Catalog::new(Lang::De));
    let items = |n: usize| {
        ["a", "b", "c"][..n]
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    for (cat, join, n, expected) in [
        (&en, Join::And, 0, ""),
        (&en, Join::Or, 1, "a"),
        (&en, Join::And, 2, "a and b"),
        (&en, Join::And, 3, "a, b and c"),
        (&en, Join::Or, 2, "a or b"),
        (&en, Join::Or, 3, "a, b, or c"),
        (&de, Join::And, 3, "a, b und c"),
        (&de, Join::Or, 2, "a oder b"),
        (&de, Join::Or, 3, "a, b oder c"),
    ] {
        assert_eq!(cat.list(items(n), join), expected, "{join:?} of {n}");
    }
}

/// The build-time index: an entry runs over its indented lines and blank
/// lines to the next entry or comment; the last one to the end of a file
/// without a final newline; a comment is no entry.
#[test]
fn the_index_finds_entries_and_where_they_end() {
    const TEXT: &str = "# head\na = one\n    two\n\n-t = term\n## section\nb=last";
    const COUNT: usize = super::entries::<0>(TEXT).1;
    const ENTRIES: [super::Entry; COUNT] = super::entries::<COUNT>(TEXT).0;
    let index = Index {
        text: TEXT,
        entries: &ENTRIES,
    };
    assert_eq!(index.ids().collect::<Vec<_>>(), ["a", "-t", "b"]);
    assert_eq!(index.find("a"), Some("a = one\n    two\n\n"));
    assert_eq!(index.find("-t"), Some("-t = term\n"));
    assert_eq!(index.find("b"), Some("b=last"));
    assert_eq!(index.find("c"), None);
    assert_eq!(super::entries::<1>(TEXT).1, 3, "counts past what it keeps");
}
