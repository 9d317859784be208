//! Whether a tally could come from a hand under the rule set: items it
//! does not know or price, counts no hand can hold, facts its score turns
//! on that no item settles (never guessed).

use crate::rules::{CanastaKindRule, HandSet, RuleSet, WildMelds};
use crate::sheet::fault::{Own, SheetFault, TallyItems};
use crate::sheet::tally::{GERMAN, SHORT, Tally, score};

impl Tally {
    /// Whether an item settles that the side melded: a canasta, going
    /// out, a special hand or card points above zero.
    fn shows_a_meld(&self) -> bool {
        self.canastas() > 0 || self.out || self.special.is_some() || self.cards > 0
    }

    /// Whether the side's score under `rules` turns on whether it melded
    /// (red threes counted minus for a side with no meld) while no item
    /// says so.
    pub(crate) fn melded_matters(&self, rules: &RuleSet) -> bool {
        if self.melded.is_some() || self.shows_a_meld() {
            return false;
        }
        let total = |melded: bool| {
            let t = Tally {
                melded: Some(melded),
                ..self.clone()
            };
            score(rules, &[("", &t)]).ok().map(|s| s.teams[0].total)
        };
        total(true) != total(false)
    }

    /// Whether `rules` gives canastas laid complete from the hand more
    /// and the side has canastas, while no item says how many were.
    pub(crate) fn matters_from_hand(&self, rules: &RuleSet) -> bool {
        rules.canasta.concealed_extra != 0
            && self.from_hand.is_none()
            && self.special.is_none()
            && self.canastas() > 0
    }

    /// Whether the side's melded and held card points must be told apart:
    /// `rules` turns a side's melded cards minus when it has no canasta,
    /// and `cards` is their difference.
    pub(crate) fn held_matters(&self, rules: &RuleSet) -> bool {
        rules.scoring.no_canasta_all_negative
            && self.canastas() == 0
            && self.special.is_none()
            && self.held.is_none()
            && self.melded != Some(false)
    }
}

/// What a side's score turns on that no item of its tally settles, or
/// that its items contradict: refused when a hand is entered, so that no
/// fact is guessed. (Tallies stored before keep scoring as entered.)
pub fn unsettled(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if t.melded_matters(rules) {
        let total = |melded: bool| {
            let t = Tally {
                melded: Some(melded),
                ..t.clone()
            };
            score(rules, &[(name, &t)]).map_or(0, |s| s.teams[0].total)
        };
        return Err(SheetFault::MeldedUnsaid {
            team: name.to_string(),
            with_meld: total(true),
            without_meld: total(false),
            rules: rules.name.clone(),
        });
    }
    if t.matters_from_hand(rules) {
        return Err(SheetFault::FromHandUnsaid {
            team: name.to_string(),
            canastas: t.canastas(),
            rules: rules.name.clone(),
            extra: rules.canasta.concealed_extra,
        });
    }
    if t.held_matters(rules) {
        return Err(SheetFault::HeldUnsaid {
            team: name.to_string(),
            rules: rules.name.clone(),
            cards: t.cards,
        });
    }
    if t.melded == Some(false) {
        if t.cards > 0 {
            return Err(SheetFault::UnmeldedMeldedCards {
                team: name.to_string(),
                cards: t.cards,
            });
        }
        if t.held.is_some_and(|h| h != -t.cards) {
            return Err(SheetFault::UnmeldedHeld {
                team: name.to_string(),
                held: t.held.unwrap_or(0),
                cards: t.cards,
            });
        }
    }
    if t.held
        .is_some_and(|h| t.cards.checked_add(h).is_none_or(|m| m < 0))
    {
        return Err(SheetFault::HeldPastCards {
            team: name.to_string(),
            held: t.held.unwrap_or(0),
            cards: t.cards,
        });
    }
    Ok(())
}

/// The kinds whose melds cost when left short of a canasta, one per name
/// (an incomplete meld is of a kind by its name: wild is wild): what
/// `incomplete-NAME` items count.
pub(crate) fn priced_incomplete(rules: &RuleSet) -> Vec<&CanastaKindRule> {
    let mut kinds: Vec<&CanastaKindRule> = Vec::new();
    for k in rules
        .canasta
        .kinds
        .iter()
        .filter(|k| k.incomplete_penalty != 0)
    {
        if !kinds.iter().any(|o| o.name == k.name) {
            kinds.push(k);
        }
    }
    kinds
}

/// The kind an `incomplete-NAME` item names: one that costs when short.
pub(super) fn incomplete_kind<'a>(rules: &'a RuleSet, name: &str) -> Option<&'a CanastaKindRule> {
    rules
        .canasta
        .kinds
        .iter()
        .filter(|k| k.incomplete_penalty != 0)
        .find(|k| k.tally_name() == name || k.name == name)
}

/// The set a `set-RANK` item names (`set-A`).
pub(super) fn hand_set<'a>(rules: &'a RuleSet, rank: &str) -> Option<&'a HandSet> {
    rules
        .scoring
        .hand_sets
        .iter()
        .find(|s| s.rank.symbol() == rank)
}

/// The items of a side that name what the rule set does not have or does
/// not price, or that a special hand rules out.
fn check_costs(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    check_incomplete(rules, name, t)?;
    check_sets(rules, name, t)?;
    check_from_hand(rules, name, t)?;
    check_threes(rules, name, t)?;
    check_special(rules, name, t)
}

/// `incomplete-NAME` items: of a kind that costs when short, and none
/// beside going out where such a meld bars it.
fn check_incomplete(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    for kind in t.incomplete.keys() {
        if incomplete_kind(rules, kind).is_none() {
            let names: Vec<String> = priced_incomplete(rules)
                .iter()
                .map(|k| format!("incomplete-{}", k.name))
                .collect();
            return Err(SheetFault::UnknownIncomplete {
                team: name.to_string(),
                kind: kind.clone(),
                rules: rules.name.clone(),
                own: Own(names),
            });
        }
    }
    if t.out
        && let Some(kind) = t
            .incomplete
            .iter()
            .filter(|(_, n)| **n > 0)
            .find_map(|(k, _)| incomplete_kind(rules, k).filter(|k| k.incomplete_bars_going_out))
    {
        return Err(SheetFault::IncompleteBarsOut {
            team: name.to_string(),
            kind: kind.name.clone(),
            rules: rules.name.clone(),
        });
    }
    Ok(())
}

/// `set-RANK` items: of a set the rule set prices, no more than the side
/// has players.
fn check_sets(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    for (ranks, &n) in &t.sets {
        if hand_set(rules, ranks).is_none() {
            let names: Vec<String> = rules
                .scoring
                .hand_sets
                .iter()
                .map(|s| format!("set-{}", s.rank.symbol()))
                .collect::<Vec<_>>();
            return Err(SheetFault::UnknownSet {
                team: name.to_string(),
                set: ranks.clone(),
                rules: rules.name.clone(),
                own: Own(names),
            });
        }
        if n > rules.side_size() {
            return Err(SheetFault::TooManySets {
                team: name.to_string(),
                set: ranks.clone(),
                given: n,
                side_size: rules.side_size(),
            });
        }
    }
    Ok(())
}

/// Canastas melded from the hand: priced, and no more than the side's
/// canastas.
fn check_from_hand(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if let Some(n) = t.from_hand {
        if rules.canasta.concealed_extra == 0 {
            return Err(SheetFault::FromHandNotPriced {
                team: name.to_string(),
                rules: rules.name.clone(),
            });
        }
        if n > t.canastas() {
            return Err(SheetFault::FromHandPastCanastas {
                team: name.to_string(),
                from_hand: n,
                canastas: t.canastas(),
            });
        }
    }
    Ok(())
}

/// Threes caught in a hand or a foot: only where the rule set prices them.
fn check_threes(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if t.caught3 > 0 && rules.red_threes.caught_in_hand.is_none() {
        return Err(SheetFault::CaughtNotPriced {
            team: name.to_string(),
            rules: rules.name.clone(),
        });
    }
    if t.foot3 > 0 && rules.deal.foot == 0 {
        return Err(SheetFault::NoFoot {
            team: name.to_string(),
            rules: rules.name.clone(),
        });
    }
    Ok(())
}

/// A special hand: one the rule set has, and nothing else beside it.
fn check_special(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if let Some(special) = &t.special {
        if !rules
            .scoring
            .special_hands
            .iter()
            .any(|h| &h.name == special)
        {
            let names: Vec<String> = rules
                .scoring
                .special_hands
                .iter()
                .map(|h| format!("special-{}", h.name))
                .collect::<Vec<_>>();
            return Err(SheetFault::UnknownSpecial {
                team: name.to_string(),
                special: special.clone(),
                rules: rules.name.clone(),
                own: Own(names),
            });
        }
        if t.more_than_special() {
            return Err(SheetFault::SpecialNotAlone {
                team: name.to_string(),
            });
        }
    }
    Ok(())
}

/// Every item a tally may hold under `rules`, by its name (`set-A`,
/// `incomplete-aces`, `special-garbage`) and short form.
fn known_items(rules: &RuleSet) -> Vec<String> {
    let mut items: Vec<String> = [
        "natural",
        "mixed",
        "wild",
        "red3",
        "black3",
        "out",
        "concealed",
        "melded",
        "unmelded",
        "cards",
        "held",
        "caught3",
        "foot3",
    ]
    .iter()
    .chain(SHORT.iter().map(|(short, _)| short))
    .chain(GERMAN.iter().map(|(german, _)| german))
    .map(std::string::ToString::to_string)
    .collect();
    items.extend(
        rules
            .canasta
            .kinds
            .iter()
            .map(|k| k.tally_name().to_string()),
    );
    items.extend(
        priced_incomplete(rules)
            .iter()
            .map(|k| format!("incomplete-{}", k.name)),
    );
    items.extend(
        rules
            .scoring
            .hand_sets
            .iter()
            .map(|h| format!("set-{}", h.rank.symbol())),
    );
    items.extend(
        rules
            .scoring
            .special_hands
            .iter()
            .map(|h| format!("special-{}", h.name)),
    );
    items
}

/// The item nearest to a word that is none: the one it begins, else the
/// one a typo or two away (`natrual` -> `natural`). A word whose length
/// alone is further from an item than a guess may be is never compared
/// letter by letter: a 60 KB word sent to the pad costs nothing.
fn nearest<'a>(word: &str, items: &'a [String]) -> Option<&'a str> {
    let word = word.to_lowercase();
    let starts: Vec<&String> = items.iter().filter(|i| i.starts_with(&word)).collect();
    if let [one] = starts.as_slice() {
        return Some(one.as_str());
    }
    let length = word.chars().count();
    items
        .iter()
        .filter(|i| length.abs_diff(i.chars().count()) <= typos_allowed(i))
        .map(|i| (strsim::damerau_levenshtein(&word, &i.to_lowercase()), i))
        .filter(|(d, i)| *d <= typos_allowed(i))
        .min_by_key(|(d, _)| *d)
        .map(|(_, i)| i.as_str())
}

/// How many typos away from `item` a word is still guessed to mean it. A
/// short item is guessed at one letter's distance alone: `aces` is two
/// from `aus`, and meant as neither.
fn typos_allowed(item: &str) -> usize {
    if item.chars().count() <= 4 {
        1
    } else {
        2.max(item.len() / 3)
    }
}

/// A side that went out has the canastas going out needs: as many as the
/// rule set asks, of the kinds it names (hand-and-foot: a clean and a
/// dirty book; bolivia: an escalera). A special hand goes out by itself.
fn check_going_out(rules: &RuleSet, name: &str, t: &Tally) -> Result<(), SheetFault> {
    if t.special.is_some() {
        return Ok(());
    }
    if t.canastas() < rules.going_out.canastas {
        return Err(SheetFault::TooFewCanastasOut {
            team: name.to_string(),
            have: t.canastas(),
            rules: rules.name.clone(),
            need: rules.going_out.canastas,
        });
    }
    for (kind, &want) in &rules.going_out.canasta_kinds {
        let have = match kind.as_str() {
            "natural" => t.natural,
            "mixed" => t.mixed,
            "wild" => t.wild,
            // Kinds sharing a name are counted by their own items.
            own => t
                .kinds
                .iter()
                .filter(|(item, _)| {
                    item.as_str() == own
                        || rules
                            .canasta
                            .kinds
                            .iter()
                            .any(|k| k.name == own && k.tally_name() == item.as_str())
                })
                .map(|(_, n)| *n)
                .fold(0u32, u32::saturating_add),
        };
        if have < want {
            return Err(SheetFault::TooFewKindOut {
                team: name.to_string(),
                kind: kind.clone(),
                have,
                rules: rules.name.clone(),
                want,
            });
        }
    }
    Ok(())
}

/// Whether the sides' tallies could all come from one hand under `rules`:
/// the counts, not the points (those are `Limits`' business).
pub fn check(rules: &RuleSet, sides: &[(&str, &Tally)]) -> Result<(), SheetFault> {
    let canasta_cap = rules.deck_size() / rules.canasta.min_cards.max(1);
    let mut canastas = 0u32;
    let mut red = 0u32;
    let mut caught = 0u32;
    let mut out: Option<&str> = None;
    for (name, t) in sides {
        check_costs(rules, name, t)?;
        for kind in t.kinds.keys() {
            if !rules.canasta.kinds.iter().any(|k| k.tally_name() == kind) {
                let mut own: Vec<&str> = rules
                    .canasta
                    .kinds
                    .iter()
                    .map(CanastaKindRule::tally_name)
                    .collect();
                own.dedup();
                let guess = nearest(kind, &known_items(rules)).map(str::to_string);
                let (team, kind, rules, items) = (
                    (*name).to_string(),
                    kind.clone(),
                    rules.name.clone(),
                    TallyItems,
                );
                let own = Own(own.into_iter().map(str::to_string).collect());
                return Err(match guess {
                    Some(guess) => SheetFault::UnknownKindGuess {
                        team,
                        kind,
                        rules,
                        guess,
                        own,
                        items,
                    },
                    None => SheetFault::UnknownKind {
                        team,
                        kind,
                        rules,
                        own,
                        items,
                    },
                });
            }
        }
        if t.black3 > 0 && !rules.black_threes.bonus_cards {
            return Err(SheetFault::BlackThreesNoBonus {
                team: (*name).to_string(),
                rules: rules.name.clone(),
            });
        }
        if t.wild > 0 && rules.meld.wild_melds == WildMelds::Never {
            return Err(SheetFault::NoWildCanastas {
                team: (*name).to_string(),
                wild: t.wild,
                rules: rules.name.clone(),
            });
        }
        // A special hand is laid all at once to go out (a round file
        // sets `went_out` with it), `out` or not.
        if t.out || t.special.is_some() {
            if let Some(o) = out {
                return Err(SheetFault::BothOut {
                    first: o.to_string(),
                    second: (*name).to_string(),
                });
            }
            out = Some(name);
            check_going_out(rules, name, t)?;
        }
        if t.melded == Some(false) && (t.canastas() > 0 || t.out) {
            return Err(SheetFault::UnmeldedWithCanastas {
                team: (*name).to_string(),
            });
        }
        canastas = canastas.saturating_add(t.canastas());
        red = red.saturating_add(t.red3).saturating_add(t.foot3);
        caught = caught.saturating_add(t.caught3);
    }
    if canastas > canasta_cap {
        return Err(SheetFault::TooManyCanastas {
            canastas,
            deck: rules.deck_size(),
            most: canasta_cap,
        });
    }
    if red > rules.red_threes_in_deck() {
        return Err(SheetFault::TooManyTallyRedThrees {
            red,
            deck: rules.red_threes_in_deck(),
        });
    }
    // Red and black threes are as many.
    let threes = rules.red_threes_in_deck().saturating_mul(2);
    if caught > threes {
        return Err(SheetFault::TooManyCaught {
            caught,
            deck: threes,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::load;

    #[test]
    fn a_word_is_guessed_by_its_typos_and_never_by_its_length_alone() {
        let items: Vec<String> = ["natural", "mixed", "out", "red3"]
            .map(String::from)
            .to_vec();
        assert_eq!(nearest("natrual", &items), Some("natural"));
        assert_eq!(nearest("mixd", &items), Some("mixed"));
        assert_eq!(nearest("nat", &items), Some("natural"));
        // Far too long to be a typo of any item: no guess (and no
        // letter-by-letter comparison, which a 60 KB word made slow).
        let long = format!("natural{}", "x".repeat(60 * 1024));
        assert_eq!(nearest(&long, &items), None);
        assert_eq!(nearest("naturalxxxxxx", &items), None);
    }

    #[test]
    fn going_out_needs_the_kinds_the_rule_set_names() {
        let hf = load("hand-and-foot").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        let (two_clean, one_each) = (t("natural:2,out"), t("natural,mixed,out"));
        let e = check(&hf, &[("We", &two_clean), ("They", &t("cards:0"))]).unwrap_err();
        assert!(
            matches!(&e, SheetFault::TooFewKindOut { kind, want: 1, .. } if kind == "mixed"),
            "{e:?}"
        );
        assert!(check(&hf, &[("We", &one_each), ("They", &t("cards:0"))]).is_ok());
        // Classic names no kinds: two clean canastas go out.
        let classic = load("classic").unwrap();
        assert!(check(&classic, &[("We", &two_clean), ("They", &t("cards:0"))]).is_ok());
    }

    #[test]
    fn counts_a_hand_cannot_hold() {
        let rules = load("classic").unwrap();
        let t = |s: &str| Tally::parse(s).unwrap();
        let (a, b) = (t("natural,out"), t("mixed,out"));
        assert!(matches!(
            check(&rules, &[("A", &a), ("B", &b)]).unwrap_err(),
            SheetFault::BothOut { .. }
        ));
        let w = t("wild");
        assert!(matches!(
            check(&rules, &[("A", &w)]).unwrap_err(),
            SheetFault::NoWildCanastas { .. }
        ));
        let r = t("red3:5");
        assert!(matches!(
            check(&rules, &[("A", &r)]).unwrap_err(),
            SheetFault::TooManyTallyRedThrees { red: 5, .. }
        ));
        let o = t("out");
        assert!(matches!(
            check(&rules, &[("A", &o)]).unwrap_err(),
            SheetFault::TooFewCanastasOut { need: 1, .. }
        ));
    }

    /// A special hand is laid all at once to go out (RULES.md section 7):
    /// the other side cannot go out in that hand, nor lay one too.
    #[test]
    fn a_special_hand_goes_out() {
        let modern = load("modern-american").unwrap();
        let t = |s: &str| Tally::parse(s).unwrap();
        let special = t("special-pairs");
        for other in [
            "natural:2,out,cards:50",
            "special-garbage",
            "special-pairs,out",
        ] {
            let e = check(&modern, &[("We", &special), ("They", &t(other))]).unwrap_err();
            assert!(
                matches!(&e, SheetFault::BothOut { first, second } if first == "We" && second == "They"),
                "{other}: {e:?}"
            );
        }
        assert_eq!(
            check(
                &modern,
                &[("We", &special), ("They", &t("natural,cards:50"))]
            ),
            Ok(())
        );
    }

    /// Every rule set: a side with a red three laid out, no canasta and
    /// card points below zero. Which fact its score turns on, if any.
    #[test]
    fn no_rule_set_guesses_what_a_tally_leaves_out() {
        let t = |items: &str| Tally::parse(items).unwrap();
        for preset in crate::rules::preset::names() {
            let rules = load(preset).unwrap();
            let bare = t("red3,cards:-10");
            let got = unsettled(&rules, "We", &bare);
            let wanted = match preset {
                // Red threes minus for a side with no meld.
                "classic" | "classic-2p" | "classic-3p" | "classic-6p" | "cardgames-io"
                | "wikipedia" | "traditional" => Some("melded_unsaid"),
                // Melded cards minus for a side with no canasta.
                "verschaerft" | "modern-american" => Some("held_unsaid"),
                // Red threes by canastas, or never minus: nothing unknown.
                "livecanasta" | "samba" | "bolivia" | "hand-and-foot" => None,
                other => panic!("a rule set this test does not know: {other}"),
            };
            match (wanted, got) {
                (None, Ok(())) => {}
                (Some(w), Err(e)) => assert_eq!(e.code(), w, "{preset}: {e:?}"),
                (w, g) => panic!("{preset}: wanted {w:?}, got {g:?}"),
            }
            // Saying it settles it, and the score follows what was said.
            for (said, sign) in [("melded,held:10", 1), ("unmelded", -1)] {
                let told = t(&format!("red3,cards:-10,{said}"));
                assert_eq!(unsettled(&rules, "We", &told), Ok(()), "{preset} {said}");
                let total = super::score(&rules, &[("We", &told)]).unwrap().teams[0].total;
                if preset == "classic" {
                    assert_eq!(total, sign * 100 - 10, "{said}");
                }
            }
        }
    }

    #[test]
    fn a_canasta_going_out_or_cards_above_zero_show_a_meld() {
        let classic = load("classic").unwrap();
        let t = |items: &str| Tally::parse(items).unwrap();
        for items in ["red3:4,mixed", "red3:4,cards:5", "red3:4,melded"] {
            assert_eq!(unsettled(&classic, "We", &t(items)), Ok(()), "{items}");
        }
        // Four red threes and card points of 0: melded or not is 1600
        // points apart, and nothing says which.
        let e = unsettled(&classic, "We", &t("red3:4,cards:0")).unwrap_err();
        assert!(
            matches!(
                &e,
                SheetFault::MeldedUnsaid {
                    with_meld: 800,
                    without_meld: -800,
                    ..
                }
            ),
            "{e:?}"
        );
        // No red three: nothing turns on it.
        assert_eq!(unsettled(&classic, "We", &t("cards:-30")), Ok(()));
        // What contradicts itself is refused.
        let e = unsettled(&classic, "We", &t("unmelded,cards:20")).unwrap_err();
        assert!(
            matches!(&e, SheetFault::UnmeldedMeldedCards { .. }),
            "{e:?}"
        );
        let e = unsettled(&classic, "We", &t("cards:-20,held:10")).unwrap_err();
        assert!(matches!(&e, SheetFault::HeldPastCards { .. }), "{e:?}");
    }
}
