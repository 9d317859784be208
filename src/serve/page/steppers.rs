//! The steppers for what the table counts, one per question the rule set
//! asks about a side (`sheet::questions`, as the terminal asks them):
//! canastas of each of its kinds, red and black threes, going out, card
//! points on a keypad, special hands. Each stepper knows the `--tally`
//! item it writes, found by putting an answer into a tally and reading
//! the tally's items back, so the page writes items exactly as the
//! command line reads them. The page's script fills the side's
//! `tally:<side>` field from them; without scripts they stay hidden.

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

/// The steppers of one side; `from` is the tally they start from (an
/// edited hand's).
pub(crate) fn steppers(
    rules: &RuleSet,
    qs: &[Question],
    from: Option<&Tally>,
    cat: &Catalog,
) -> Markup {
    let start = from.cloned().unwrap_or_default();
    html! {
        div.steppers data-panel="count" {
            @for q in qs {
                @let label = crate::prompt::question(cat, q);
                @let help = crate::prompt::help(cat, &q.help);
                @let given = from.is_some_and(|t| q.item.get(rules, t) != q.item.get(rules, &Tally::default()));
                @match &q.shape {
                    Shape::Count => {
                        @let n = match q.item.get(rules, &start) { Answer::Count(n) => n, _ => 0 };
                        div.q.count data-key=(words(cat, &key(rules, &q.item)))
                            data-always=[conditional(&q.item).then_some("1")]
                            data-touched=[given.then_some("1")] {
                            span.label { (label) small { (help) } }
                            span.stepper {
                                button.minus type="button" aria-label=(tr!(cat, "serve-minus")) { "−" }
                                output { (n) }
                                button.plus type="button" aria-label=(tr!(cat, "serve-plus")) { "+" }
                            }
                        }
                    }
                    Shape::Points => {
                        @let n = match q.item.get(rules, &start) { Answer::Points(n) => n, _ => 0 };
                        div.q.points data-key=(words(cat, &key_points(rules, &q.item))) {
                            span.label { (label) small { (help) } }
                            output { (n) }
                            div.keypad {
                                @for k in ["7", "8", "9", "4", "5", "6", "1", "2", "3"] {
                                    button type="button" data-digit=(k) { (k) }
                                }
                                button type="button" data-sign="1" { (tr!(cat, "serve-keypad-sign")) }
                                button type="button" data-digit="0" { "0" }
                                button type="button" data-back="1" { (tr!(cat, "serve-keypad-back")) }
                            }
                        }
                    }
                    Shape::Choice(choices) => {
                        @let texts: Vec<String> = (0..choices.len())
                            .map(|i| words(cat, &written(rules, &q.item, Answer::Choice(i))))
                            .collect();
                        @let on = match q.item.get(rules, &start) { Answer::Choice(i) => i, _ => 0 };
                        @let unset = q.item == Item::Melded && !given;
                        div.q.choice data-texts=(serde_json::to_string(&texts).unwrap_or_default())
                            data-special=[(q.item == Item::Special).then_some("1")]
                            data-blank=[(q.item == Item::Melded).then_some("1")] {
                            span.label { (label) small { (help) } }
                            span.choices {
                                @for (i, c) in choices.iter().enumerate() {
                                    button type="button" data-i=(i)
                                        aria-pressed=(if !unset && i == on { "true" } else { "false" }) {
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
