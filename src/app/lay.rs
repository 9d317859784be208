//! `go-out --lay`: melds separated by `;`, each of which may start with
//! `@N` (its cards go onto the side's N-th meld on the table) or `@new` (a
//! meld of its own beside the side's meld of its rank, where a side may
//! have several melds of one rank).

use std::ops::Range;

use crate::fault::{FrontFault, FrontHint};
use canasta::adjudicate::search::Onto;
use canasta::error::{Error, ErrorKind, Label, Origin, Result};
use canasta::meld::MeldGroup;
use canasta::notation::{self, CardList};
use canasta::rules::RuleSet;

/// Where a meld of `--lay` goes, as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    /// No `@`: onto the side's meld of its rank, if any (as before `@` existed).
    ByRank,
    /// `@N`: the N-th meld on the table, from 1.
    Table(usize),
    /// `@new`.
    Apart,
}

#[derive(Debug)]
pub(super) struct Lay {
    pub melds: Vec<CardList>,
    /// For each meld, where it goes and where the `@` word is in the text.
    pub targets: Vec<(Target, Range<usize>)>,
    text: String,
}

pub(super) fn parse(text: &str) -> Result<Lay> {
    let mut blanked = text.to_string();
    let mut targets = Vec::new();
    let mut start = 0;
    for segment in text.split(';') {
        let lead = segment.len() - segment.trim_start().len();
        let word_start = start + lead;
        let rest = &text[word_start..start + segment.len()];
        let target = if let Some(word) = rest.strip_prefix('@') {
            let len = word
                .find(|c: char| c.is_whitespace() || c == ',')
                .unwrap_or(word.len());
            let word = &word[..len];
            let span = word_start..word_start + 1 + len;
            let target = if word.eq_ignore_ascii_case("new") {
                Target::Apart
            } else {
                match word.parse::<usize>() {
                    Ok(n) if n >= 1 => Target::Table(n),
                    _ => {
                        return Err(Error::new(
                            ErrorKind::Notation,
                            FrontFault::NoTableMeldNamed {
                                word: word.to_string(),
                            },
                        )
                        .within(Origin::arg("--lay"))
                        .at("--lay", text, span, Label::NotAtNumber)
                        .with_help(FrontHint::LayTargets));
                    }
                }
            };
            // The cards are parsed with the `@` word blanked out, so that
            // every other position in the text stays where it was.
            blanked.replace_range(span.clone(), &" ".repeat(span.len()));
            (target, span)
        } else {
            (Target::ByRank, word_start..word_start)
        };
        targets.push(target);
        start += segment.len() + 1;
    }
    let mut melds = notation::parse_melds("--lay", &blanked)?;
    for m in &mut melds {
        m.text = text.to_string();
    }
    // Only an all-blank text parses to fewer melds than it has parts.
    if melds.len() < targets.len()
        && let Some((_, span)) = targets.iter().find(|(t, _)| *t != Target::ByRank)
    {
        return Err(Error::new(
            ErrorKind::Notation,
            FrontFault::TargetWithoutCards {
                target: text[span.clone()].to_string(),
            },
        )
        .within(Origin::arg("--lay"))
        .at("--lay", text, span.clone(), Label::MeldNeedsCards)
        .with_help(FrontHint::LayTargets));
    }
    targets.truncate(melds.len());
    Ok(Lay {
        melds,
        targets,
        text: text.to_string(),
    })
}

impl Lay {
    /// Where each meld goes among the side's melds as the referee holds
    /// them (`groups`: the melds given, grouped as the rule set keeps them).
    pub(super) fn onto(
        &self,
        rules: &RuleSet,
        groups: &[MeldGroup],
        given: usize,
    ) -> Result<Vec<Onto>> {
        self.targets
            .iter()
            .map(|(target, span)| match *target {
                Target::ByRank => Ok(Onto::ByRank),
                Target::Apart if !rules.meld.several_per_rank => Err(Error::new(
                    ErrorKind::Usage,
                    FrontFault::NoSecondMeldOfRank {
                        rules: rules.name.clone(),
                    },
                )
                .within(Origin::arg("--lay"))
                .at(
                    "--lay",
                    self.text.clone(),
                    span.clone(),
                    Label::NotUnderThisRuleSet,
                )
                .with_help(FrontHint::LeaveOutNew)),
                Target::Apart => Ok(Onto::Apart),
                Target::Table(n) => groups
                    .iter()
                    .position(|g| g.entries.contains(&(n - 1)))
                    .map(Onto::Table)
                    .ok_or_else(|| {
                        Error::new(
                            ErrorKind::Usage,
                            FrontFault::NoSuchTableMeld {
                                number: n,
                                melds: given,
                            },
                        )
                        .within(Origin::arg("--lay"))
                        .at(
                            "--lay",
                            self.text.clone(),
                            span.clone(),
                            Label::NoSuchTableMeld,
                        )
                        .with_help(FrontHint::TableMeldsCounted)
                    }),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta::notation::format_cards;
    use canasta::rules::load;

    fn groups(rules: &RuleSet, melds: &[&str]) -> Vec<MeldGroup> {
        let melds: Vec<_> = melds
            .iter()
            .map(|m| notation::parse_cards("t", m).unwrap().cards())
            .collect();
        canasta::meld::group_melds(rules, &melds)
    }

    #[test]
    fn at_words_name_the_table_meld_or_a_new_one() {
        let lay = parse("hK dK;@2 jk ; @NEW sK cK dK").unwrap();
        let cards: Vec<String> = lay.melds.iter().map(|m| format_cards(&m.cards())).collect();
        assert_eq!(cards, ["hK dK", "jk", "sK cK dK"]);
        let targets: Vec<Target> = lay.targets.iter().map(|t| t.0).collect();
        assert_eq!(targets, [Target::ByRank, Target::Table(2), Target::Apart]);
        // The text as given, for messages about its cards.
        assert_eq!(lay.melds[1].text, "hK dK;@2 jk ; @NEW sK cK dK");
        assert_eq!(
            &lay.melds[1].text[lay.melds[1].tokens[0].span.clone()],
            "jk"
        );
        let samba = load("samba").unwrap();
        let g = groups(&samba, &["hK dK cK", "sK hK dK cK"]);
        assert_eq!(
            lay.onto(&samba, &g, 2).unwrap(),
            [Onto::ByRank, Onto::Table(1), Onto::Apart]
        );
    }

    #[test]
    fn numbers_count_the_melds_as_given_where_they_merge() {
        // Classic merges the two melds of kings: the third given is the
        // second meld the referee holds.
        let classic = load("classic").unwrap();
        let g = groups(&classic, &["hK dK cK", "h5 d5 c5", "sK hK"]);
        let lay = parse("@3 jk").unwrap();
        assert_eq!(lay.onto(&classic, &g, 3).unwrap(), [Onto::Table(0)]);
    }

    #[test]
    fn bad_at_words_are_refused_naming_them() {
        use crate::render::error::english;
        let e = parse("hK dK; @x jk").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Notation);
        assert!(english(&e).contains("`@x`"), "{}", english(&e));
        let e = parse("@0 jk").unwrap_err();
        assert!(english(&e).contains("`@0`"), "{}", english(&e));
        // `@2` alone is a meld without cards.
        assert!(parse("@2").is_err());
        let classic = load("classic").unwrap();
        let g = groups(&classic, &["hK dK cK"]);
        let e = parse("@2 jk").unwrap().onto(&classic, &g, 1).unwrap_err();
        assert!(
            english(&e).contains("1 meld on the table"),
            "{}",
            english(&e)
        );
        let e = parse("@new hK dK cK")
            .unwrap()
            .onto(&classic, &g, 1)
            .unwrap_err();
        assert!(english(&e).contains("several_per_rank"), "{}", english(&e));
    }
}
