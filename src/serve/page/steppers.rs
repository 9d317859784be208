//! The steppers for what the table counts, one per question the rule set
//! asks about a side (`sheet::questions`, as the terminal asks them):
//! canastas of each of its kinds, red and black threes, going out, card
//! points on a keypad, special hands. Each stepper knows the tally item
//! it writes, found by putting an answer into a tally and reading the
//! tally's items back, so the page writes items exactly as the command
//! line reads them. The side's `tally:<side>` text is what they show
//! and edit, item by item: the page's script sets them from what was
//! typed there and changes only the item a tap is for, so nothing typed
//! is lost. Without scripts they stay hidden.

use maud::{Markup, html};

use crate::i18n::Catalog;
use crate::i18n::tr;
use canasta::rules::RuleSet;
use canasta::sheet::questions::{self, Answer, Item, Question, Shape};
use canasta::sheet::tally::Tally;

/// The questions the rule set may ask about side `side` of `teams`: those
/// it asks of an empty tally, and those it asks once a side has a canasta
/// or a red three (canastas from the hand, whether it melded), each in
/// the order the terminal asks them.
pub(crate) fn asked(rules: &RuleSet, teams: &[String], side: usize) -> Vec<Question> {
    let probe = |t: Tally| -> Vec<Question> {
        let sides: Vec<(String, Tally)> = teams
            .iter()
            .enumerate()
            .map(|(i, n)| {
                (
                    n.clone(),
                    if i == side {
                        t.clone()
                    } else {
                        Tally::default()
                    },
                )
            })
            .collect();
        questions::questions(rules, &sides, side)
    };
    let mut all = probe(Tally::default());
    let canasta = Tally {
        natural: 1,
        ..Tally::default()
    };
    let red_three = Tally {
        red3: 1,
        ..Tally::default()
    };
    for more in [probe(canasta), probe(red_three)] {
        for (i, q) in more.iter().enumerate() {
            if all.iter().any(|a| a.item == q.item) {
                continue;
            }
            let after = i
                .checked_sub(1)
                .and_then(|p| all.iter().position(|a| a.item == more[p].item))
                .map_or(0, |p| p + 1);
            all.insert(after, q.clone());
        }
    }
    all
}

/// The `--tally` text answer `answer` to `item` writes (`natural:2`,
/// `out,concealed`, `special-garbage,out`; empty for none).
fn written(rules: &RuleSet, item: &Item, answer: Answer) -> String {
    let mut t = Tally::default();
    item.set(rules, &mut t, answer);
    t.items()
}

/// The item a count writes: `natural` of `natural:1`.
fn key(rules: &RuleSet, item: &Item) -> String {
    let one = written(rules, item, Answer::Count(1));
    one.split(':').next().unwrap_or_default().to_string()
}

/// Whether a question is asked only where other answers make it matter:
/// its answer is written even when it is 0, once given.
fn conditional(item: &Item) -> bool {
    matches!(item, Item::FromHand | Item::Held | Item::Melded)
}

/// A question's label on the page: the terminal's question, but a rule
/// set's own kind of canasta by what it is (`Canastas aus Assen`).
fn label(rules: &RuleSet, q: &Question, cat: &Catalog) -> String {
    match &q.item {
        Item::Kind(kind) => crate::serve::page::words::kind(rules, kind, cat),
        _ => crate::prompt::question(cat, q),
    }
}

/// A question's help on the page: the terminal's, but red threes with
/// what they earn and when they cost (the terminal's line only names the
/// value of one).
fn help(rules: &RuleSet, q: &Question, cat: &Catalog) -> String {
    match &q.item {
        Item::Red3 => crate::serve::page::words::red_threes(rules, cat),
        _ => crate::prompt::help(cat, &q.help),
    }
}

/// The item a question writes, as the game file names it (`natural`,
/// `cards`): what the script matches typed items against.
fn canonical(rules: &RuleSet, q: &Question) -> String {
    match &q.shape {
        Shape::Points => key_points(rules, &q.item),
        _ => key(rules, &q.item),
    }
}

/// Every word a tally item may be typed as, to the name the game file
/// keeps (`echt`, `nat` and `natural` to `natural`): the script finds a
/// stepper's item in what was typed by it.
pub(crate) fn aliases() -> String {
    let words: std::collections::BTreeMap<&str, &str> = canasta::sheet::tally::SHORT
        .iter()
        .chain(canasta::sheet::tally::GERMAN)
        .copied()
        .collect();
    serde_json::to_string(&words).unwrap_or_default()
}

/// The steppers of one side. They start at nothing: the script sets
/// them from the side's `tally:<side>` text, which they only edit.
pub(crate) fn steppers(rules: &RuleSet, qs: &[Question], cat: &Catalog) -> Markup {
    html! {
        div.steppers {
            @for q in qs {
                @let label = label(rules, q, cat);
                @let help = help(rules, q, cat);
                @match &q.shape {
                    Shape::Count => {
                        div.q.count data-item=(canonical(rules, q)) data-key=(words(cat, &key(rules, &q.item)))
                            data-always=[conditional(&q.item).then_some("1")] {
                            span.label { (label) small { (help) } }
                            span.stepper {
                                button.minus type="button" aria-label=(tr!(cat, "serve-minus")) { "−" }
                                output { "0" }
                                button.plus type="button" aria-label=(tr!(cat, "serve-plus")) { "+" }
                            }
                        }
                    }
                    Shape::Points => {
                        div.q.points data-item=(canonical(rules, q)) data-key=(words(cat, &key_points(rules, &q.item))) {
                            span.label { (label) small { (help) } }
                            output { "0" }
                            div.keypad role="group" aria-label=(tr!(cat, "serve-keypad-label")) {
                                @for k in ["7", "8", "9", "4", "5", "6", "1", "2", "3"] {
                                    button type="button" data-digit=(k) { (k) }
                                }
                                button type="button" data-sign="1" { (tr!(cat, "serve-keypad-sign")) }
                                button type="button" data-digit="0" { "0" }
                                button type="button" data-back="1" aria-label=(tr!(cat, "serve-keypad-back")) { (tr!(cat, "serve-keypad-back")) }
                            }
                        }
                    }
                    Shape::Choice(choices) => {
                        @let written: Vec<String> = (0..choices.len())
                            .map(|i| written(rules, &q.item, Answer::Choice(i)))
                            .collect();
                        @let texts: Vec<String> = written.iter().map(|w| words(cat, w)).collect();
                        @let canon: Vec<Vec<&str>> = written
                            .iter()
                            .map(|w| w.split(',').filter(|i| !i.is_empty()).map(|i| i.split(':').next().unwrap_or(i)).collect())
                            .collect();
                        div.q.choice data-texts=(serde_json::to_string(&texts).unwrap_or_default())
                            data-canon=(serde_json::to_string(&canon).unwrap_or_default())
                            data-special=[(q.item == Item::Special).then_some("1")]
                            data-blank=[(q.item == Item::Melded).then_some("1")] {
                            span.label { (label) small { (help) } }
                            span.choices {
                                @for (i, c) in choices.iter().enumerate() {
                                    button type="button" data-i=(i) aria-pressed="false" {
                                        (crate::prompt::choice(cat, c))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Items in the reader's words, as `--tally` takes them in any language
/// (German `echt`, `aus,verdeckt`, `karten`): a German table's field
/// reads as it types it, and CLI.md's German output names items in German.
fn words(cat: &Catalog, items: &str) -> String {
    crate::render::sheet::tally_text(cat, items)
}

/// The item card points write: `cards` of `cards:5`.
fn key_points(rules: &RuleSet, item: &Item) -> String {
    let some = written(rules, item, Answer::Points(5));
    some.split(':').next().unwrap_or_default().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(rules: &str) -> Vec<String> {
        let rules = canasta::rules::load(rules).unwrap();
        let teams = vec!["A".to_string(), "B".to_string()];
        asked(&rules, &teams, 0)
            .iter()
            .map(|q| match &q.shape {
                Shape::Count => key(&rules, &q.item),
                Shape::Points => key_points(&rules, &q.item),
                Shape::Choice(_) => format!("{:?}", q.item),
            })
            .collect()
    }

    #[test]
    fn each_rule_set_gets_its_own_steppers_writing_tally_items() {
        let classic = keys("classic");
        assert_eq!(
            classic,
            ["natural", "mixed", "red3", "Out", "cards", "Melded"],
            "{classic:?}"
        );
        let ma = keys("modern-american");
        assert!(ma.contains(&"Special".to_string()), "{ma:?}");
        assert!(ma.contains(&"black3".to_string()), "{ma:?}");
        assert!(ma.iter().any(|k| k == "aces" || k == "sevens"), "{ma:?}");
        let rules = canasta::rules::load("classic").unwrap();
        assert_eq!(written(&rules, &Item::Out, Answer::Choice(0)), "");
        assert_eq!(written(&rules, &Item::Out, Answer::Choice(1)), "out");
        assert_eq!(
            written(&rules, &Item::Melded, Answer::Choice(1)),
            "unmelded"
        );
        // What the steppers write reads back as the same tally.
        let t = Tally::parse("natural:2,red3:1,out,cards:185").unwrap();
        assert_eq!(Tally::parse(&t.items()).unwrap(), t);
    }
}
