//! Whatever `--lay` accepts, the search finds (or finds better): the
//! examples of issue 25, and every way to lay a small hand, judged card
//! by card by go-out's own check of `--lay`, against the search's best.

use proptest::prelude::*;

use super::*;
use crate::adjudicate::go_out::{self, GoOutReason, TableMelds};
use crate::adjudicate::initial;
use crate::meld::Composition;
use crate::rules::load;

fn cards(s: &str) -> Vec<Card> {
    crate::notation::parse_cards("t", s).unwrap().cards()
}

fn request(hand: &str, table: &[&str]) -> go_out::Request {
    go_out::Request {
        hand: if hand.is_empty() {
            Vec::new()
        } else {
            cards(hand)
        },
        lay: None,
        onto: Vec::new(),
        table: table.iter().map(|m| cards(m)).collect(),
        opened: true,
        score: 0,
        partner: Some(true),
        melded_before: false,
        in_foot: false,
    }
}

/// `--lay` as written: `@N` onto the N-th table meld, `@new` apart.
fn laid(mut req: go_out::Request, lay: &[(Onto, &str)]) -> go_out::Request {
    req.lay = Some(lay.iter().map(|(_, m)| cards(m)).collect());
    req.onto = lay.iter().map(|(o, _)| *o).collect();
    req
}

#[test]
fn samba_no_wild_card_joins_a_meld_the_turn_made_a_canasta() {
    let rules = load("samba").unwrap();
    let table = ["dJ cJ sJ dJ sJ hJ", "hK cK sK cK sK hK hK"];
    // The joker makes the six jacks a canasta: the 2 may not follow it.
    let req = laid(
        request("jk s2 c5", &table),
        &[(Onto::Table(0), "jk"), (Onto::Table(0), "s2")],
    );
    let v = go_out::judge(&rules, &req);
    assert!(!v.allowed);
    let late = v.reasons.iter().find_map(|r| match r {
        GoOutReason::TableMelds(TableMelds::WildOntoCompletedCanasta {
            number,
            cards,
            wild,
            ..
        }) => Some((*number, cards.clone(), *wild)),
        _ => None,
    });
    assert_eq!(
        late,
        Some((1, cards("dJ cJ sJ dJ sJ hJ jk"), cards("s2")[0])),
        "{:?}",
        v.reasons
    );
    // In one meld, in any order: still two wild cards onto six jacks.
    let req = laid(request("jk s2 c5", &table), &[(Onto::Table(0), "s2 jk")]);
    assert!(!go_out::judge(&rules, &req).allowed);
    // Five jacks take both wild cards first, then the jack: a canasta of 8.
    let five = ["dJ cJ sJ dJ sJ", "hK cK sK cK sK hK hK"];
    let req = laid(
        request("hJ jk s2 c5", &five),
        &[(Onto::Table(0), "hJ jk s2")],
    );
    let v = go_out::judge(&rules, &req);
    assert!(v.allowed, "{:?}", v.reasons);
    // The search proposes no such way either: one 2 joins the sixes.
    let v = go_out::judge(
        &rules,
        &request("s6 c2 h2", &["h6 d6 d6 d6 c6 h6", "h8 h9 h10 hJ hQ hK hA"]),
    );
    assert!(v.allowed);
    let c = &rules.canasta;
    // s6 and one 2, the mixed canasta, going out; the other 2 discarded.
    assert_eq!(v.score, 5 + 20 + c.mixed_bonus + rules.going_out.bonus);
    assert_eq!(v.score, 525);
}

#[test]
fn bolivia_finds_an_escalera_completed_by_a_card_whose_rank_has_a_group() {
    let rules = load("bolivia").unwrap();
    let table = ["c5 c6 c7 c8 c9 c10", "hK dK cK sK hK dK cK", "sJ dJ hJ"];
    let found = go_out::judge(&rules, &request("cJ h4", &table));
    let lay = go_out::judge(
        &rules,
        &laid(request("cJ h4", &table), &[(Onto::Table(0), "cJ")]),
    );
    assert!(lay.allowed, "{:?}", lay.reasons);
    assert!(found.allowed, "{:?}", found.reasons);
    assert_eq!(found.score, lay.score);
}

#[test]
fn samba_finds_two_runs_of_one_suit_that_repeat_cards() {
    let rules = load("samba").unwrap();
    let table = ["c4 c5 c6", "d7 d8 d9 d10 dJ dQ dK"];
    let hand = "c7 c8 c9 c10 c7 c8 c9";
    let lay = go_out::judge(
        &rules,
        &laid(
            request(hand, &table),
            &[(Onto::Table(0), "c7 c8 c9 c10"), (Onto::Apart, "c7 c8 c9")],
        ),
    );
    assert!(lay.allowed, "{:?}", lay.reasons);
    assert_eq!(lay.score, 1760);
    let found = go_out::judge(&rules, &request(hand, &table));
    assert!(found.allowed, "{:?}", found.reasons);
    assert_eq!(found.score, 1760);
    // A run of its own, and the table's grown to a samba.
    assert!(found.melds.contains(&cards("c7 c8 c9")), "{found:?}");
    assert!(found.melds.contains(&cards("c7 c8 c9 c10")), "{found:?}");
}

#[test]
fn modern_american_lays_loose_wild_cards_onto_the_sides_melds() {
    let rules = load("modern-american").unwrap();
    let table = [
        "hK dK sK cK hK dK sK",
        "h9 s9 c9 d9 s9 d9 c9",
        "h8 d8 c8",
        "h6 d6 c6",
    ];
    let hand = "jk c2 h2 d5";
    let lay = go_out::judge(
        &rules,
        &laid(
            request(hand, &table),
            &[(Onto::Table(2), "jk c2"), (Onto::Table(3), "h2")],
        ),
    );
    assert!(lay.allowed, "{:?}", lay.reasons);
    assert_eq!(lay.score, 190);
    let found = go_out::judge(&rules, &request(hand, &table));
    assert!(found.allowed, "{:?}", found.reasons);
    assert_eq!(found.score, 190);
    // The wild cards join the side's melds: no meld of wild cards only.
    assert!(found.onto.iter().all(Option::is_some), "{found:?}");
}

#[test]
fn modern_american_has_one_incomplete_wild_meld_at_a_time() {
    let rules = load("modern-american").unwrap();
    // Two melds of four 2s would reach 160 at 3000 (155 needed); one
    // meld of seven is all a side may lay: 140.
    let v = initial::judge(
        &rules,
        &initial::Request {
            hand: cards("h2 h2 d2 d2 c2 c2 s2 s2 h5 d9"),
            top: None,
            score: 3000,
            frozen: false,
            pile_size: None,
            red_threes: 0,
            in_foot: false,
        },
    );
    assert!(!v.possible, "{:?}", v.melds);
    assert_eq!(v.best_points, Some(140));
    // A house without the limit opens with them.
    let mut house = rules.clone();
    house.meld.max_incomplete_wild_melds = None;
    let v = initial::judge(
        &house,
        &initial::Request {
            hand: cards("h2 h2 d2 d2 c2 c2 s2 s2 h5 d9"),
            top: None,
            score: 3000,
            frozen: false,
            pile_size: None,
            red_threes: 0,
            in_foot: false,
        },
    );
    assert!(v.possible);
    // `--lay` with a second one short of a canasta is refused, saying so.
    let v = go_out::judge(
        &rules,
        &laid(
            request(
                "jk jk h2 d2 s2 c2 d5",
                &["hK dK sK cK hK dK sK", "h9 s9 c9 d9 s9 d9 c9"],
            ),
            &[(Onto::ByRank, "jk jk h2"), (Onto::ByRank, "d2 s2 c2")],
        ),
    );
    assert!(!v.allowed);
    assert!(
        v.reasons.iter().any(|r| matches!(
            r,
            GoOutReason::TableMelds(TableMelds::TooManyShortWildMelds { most: 1, .. })
        )),
        "{:?}",
        v.reasons
    );
}

/// Small hands for the enumerator: runs of clubs and hearts, a group of
/// nines, wild cards.
const POOL: &str = "c4 c5 c6 c7 c8 c9 c10 cJ h9 d9 s9 h10 hJ jk s2 c7";
/// The side's melds: sequences the hand may grow, a canasta of kings, an
/// escalera for bolivia, groups the hand's cards may join.
const TABLES: [&[&str]; 5] = [
    &["c5 c6 c7", "hK dK cK sK hK dK cK"],
    &["h8 h9 h10 hJ hQ hK hA", "c4 c5 c6 c7 c8 c9"],
    &["d9 c9 s9 h9 d9 c9", "c8 c9 c10 cJ cQ cK cA"],
    &["c9 c10 cJ", "h9 d9 s9", "hK dK cK sK hK dK cK"],
    &["d4 d5 d6 d7 d8 d9 d10", "c6 c7 c8", "h9 s9 c9 d9 s9 h9"],
];

/// Every way to lay `hand` as `--lay` can say it: each meld onto a table
/// meld it might join, apart, or by its rank; at most one card left. The
/// most an allowed one scores.
fn best_lay(rules: &RuleSet, req: &go_out::Request) -> Option<i64> {
    let n = req.hand.len();
    let mut labels = vec![0usize; n];
    let mut best = None;
    loop {
        let groups = labels.iter().copied().max().unwrap_or(0);
        let left = labels.iter().filter(|&&l| l == 0).count();
        // Labels in canonical order: each new meld takes the next number.
        let canonical = labels
            .iter()
            .try_fold(0, |most, &l| (l <= most + 1).then(|| most.max(l)));
        if left <= 1 && groups > 0 && canonical.is_some() {
            let melds: Vec<Vec<Card>> = (1..=groups)
                .map(|g| {
                    (0..n)
                        .filter(|&i| labels[i] == g)
                        .map(|i| req.hand[i])
                        .collect()
                })
                .collect();
            for onto in targets(rules, &req.table, &melds) {
                let v = go_out::judge(
                    rules,
                    &go_out::Request {
                        lay: Some(melds.clone()),
                        onto,
                        ..req.clone()
                    },
                );
                if v.allowed {
                    best = best.max(Some(v.score));
                }
            }
        }
        // The next labelling (an odometer over 0..=n).
        let mut k = 0;
        while k < n {
            labels[k] += 1;
            if labels[k] <= n {
                break;
            }
            labels[k] = 0;
            k += 1;
        }
        if k == n {
            return best;
        }
    }
}

/// Each way to place `melds`: every meld by rank, apart, or onto a table
/// meld of its rank, of wild cards only, or a sequence of its suit.
fn targets(rules: &RuleSet, table: &[Vec<Card>], melds: &[Vec<Card>]) -> Vec<Vec<Onto>> {
    let options: Vec<Vec<Onto>> = melds
        .iter()
        .map(|m| {
            let mut o = vec![Onto::ByRank];
            if rules.meld.several_per_rank {
                o.push(Onto::Apart);
            }
            let suit = m.iter().find(|c| c.is_natural()).and_then(|c| c.suit());
            for (t, meld) in table.iter().enumerate() {
                let comp = Composition::of(meld);
                let wild = m.iter().all(|c| c.is_wild());
                let fits = (wild && comp.ranks.len() <= 1)
                    || (comp.rank().is_some() && Composition::of(m).rank() == comp.rank())
                    || (comp.ranks.len() > 1 && meld[0].suit() == suit);
                if fits {
                    o.push(Onto::Table(t));
                }
            }
            o
        })
        .collect();
    let mut all = vec![Vec::new()];
    for o in options {
        all = all
            .into_iter()
            .flat_map(|a: Vec<Onto>| {
                o.iter().map(move |&x| {
                    let mut b = a.clone();
                    b.push(x);
                    b
                })
            })
            .collect();
    }
    all
}

proptest! {
    // Each case judges every way to lay up to six cards (a second or so).
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Exhaustive card-by-card play agrees with the search's best score.
    #[test]
    fn every_way_lay_accepts_the_search_finds(
        picks in proptest::sample::subsequence((0..16usize).collect::<Vec<_>>(), 3..=5),
        bolivia in any::<bool>(),
        table in 0..TABLES.len(),
    ) {
        let rules = load(if bolivia { "bolivia" } else { "samba" }).unwrap();
        let pool = cards(POOL);
        let req = go_out::Request {
            hand: picks.iter().map(|&i| pool[i]).collect(),
            ..request("", TABLES[table])
        };
        let found = go_out::judge(&rules, &req);
        let best = best_lay(&rules, &req);
        prop_assert_eq!(
            found.allowed.then_some(found.score),
            best,
            "{:?} onto {:?}: {:?}",
            req.hand,
            req.table,
            found.melds
        );
    }
}
