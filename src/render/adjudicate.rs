//! `canasta initial-meld`, `pickup`, `go-out`.

use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::reason::{explain, flag_hint, is_hint, structured_verdict};
use crate::render::tab::Tab;
use crate::render::{Out, mark, wrap};
use canasta::adjudicate::go_out::GoOut;
use canasta::adjudicate::initial::InitialMeld;
use canasta::adjudicate::pickup::Pickup;
use canasta::card::Card;
use canasta::error::{Coded, Result};

/// Melds one a line, or "none".
fn melds_text(cat: &Catalog, melds: &[Vec<Card>]) -> String {
    if melds.is_empty() {
        tr!(cat, "initial-none")
    } else {
        melds
            .iter()
            .map(|m| cat.cards(m))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The reasons, under a mark for the answer they lead to: one a row,
/// each marked where it starts (a narrow table wraps them), the hints
/// (what else would do, a flag that says more) after them.
fn reasons_table<R: Coded>(ok: bool, reasons: &[R], out: Out) -> String {
    let mut t = Tab::new(out.width);
    t.set_header(vec![mark(ok).to_string(), tr!(out.cat, "common-why")]);
    let flags = reasons.iter().filter_map(|r| flag_hint(r, out.cat));
    let (hints, reasons): (Vec<&R>, Vec<&R>) = reasons.iter().partition(|r| is_hint(*r));
    for r in reasons {
        t.add_row(vec!["•".to_string(), out.cat.say(r)]);
    }
    for hint in hints.iter().map(|r| out.cat.say(*r)).chain(flags) {
        t.add_row(vec!["→".to_string(), hint]);
    }
    t.to_string()
}

fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

pub(crate) fn initial_meld(v: &InitialMeld, out: Out) -> Result<String> {
    let cat = out.cat;
    let for_programs = structured_verdict(v, out.format, |value| {
        explain(value, "reasons", &v.reasons, Some("details"), cat);
    });
    if let Some(out) = for_programs {
        return out;
    }
    let headline = tr!(
        cat,
        "initial-headline",
        possible = yes_no(v.possible),
        rules = v.rules.as_str(),
        score = v.score,
        required = v.required
    );
    let mut facts = Tab::new(out.width);
    facts.add_row(vec![tr!(cat, "initial-fact-hand"), cat.cards(&v.hand)]);
    if let Some(top) = v.top {
        facts.add_row(vec![tr!(cat, "initial-fact-top"), cat.card(top)]);
    }
    facts.add_row(vec![
        tr!(cat, "initial-fact-required"),
        v.required.to_string(),
    ]);
    if v.possible {
        facts.add_row(vec![
            tr!(cat, "initial-fact-melds"),
            melds_text(cat, &v.melds),
        ]);
        facts.add_row(vec![tr!(cat, "initial-fact-points"), v.points.to_string()]);
    } else {
        facts.add_row(vec![
            tr!(cat, "initial-fact-best"),
            v.best_points
                .map_or_else(|| tr!(cat, "initial-no-meld"), |p| p.to_string()),
        ]);
    }
    Ok(format!(
        "{}\n{facts}\n{}\n",
        wrap(&headline, out.width),
        reasons_table(v.possible, &v.reasons, out)
    ))
}

pub(crate) fn pickup(v: &Pickup, out: Out) -> Result<String> {
    let cat = out.cat;
    let for_programs = structured_verdict(v, out.format, |value| {
        explain(value, "reasons", &v.reasons, Some("details"), cat);
        if let (Some(nested), Some(im)) = (value.get_mut("initial_meld"), &v.initial_meld) {
            explain(nested, "reasons", &im.reasons, Some("details"), cat);
        }
    });
    if let Some(out) = for_programs {
        return out;
    }
    let headline = tr!(
        cat,
        "pickup-headline",
        top = cat.card(v.top),
        legal = yes_no(v.legal),
        rules = v.rules.as_str()
    );
    let mut lines = vec![headline];
    if v.legal && !v.meld.is_empty() {
        lines.push(tr!(cat, "pickup-meld-with-top", cards = cat.cards(&v.meld)));
    }
    Ok(format!(
        "{}\n{}\n",
        wrap(&lines.join("\n"), out.width),
        reasons_table(v.legal, &v.reasons, out)
    ))
}

pub(crate) fn go_out(v: &GoOut, out: Out) -> Result<String> {
    let cat = out.cat;
    let for_programs = structured_verdict(v, out.format, |value| {
        explain(value, "reasons", &v.reasons, Some("details"), cat);
    });
    if let Some(out) = for_programs {
        return out;
    }
    let headline = tr!(
        cat,
        "go-out-headline",
        allowed = yes_no(v.allowed),
        rules = v.rules.as_str()
    );
    let mut facts = Tab::new(out.width);
    let laid: Vec<String> = v
        .melds
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let onto = v.onto.get(i).and_then(Option::as_ref);
            let apart = v.apart.get(i).copied().unwrap_or(false);
            let cards = cat.cards(m);
            match (v.joins.get(i).and_then(Option::as_ref), onto) {
                (_, Some(t)) => tr!(
                    cat,
                    "go-out-onto-table-meld",
                    cards = cards,
                    number = t.number,
                    table = cat.cards(&t.cards)
                ),
                (Some(rank), None) => tr!(
                    cat,
                    "go-out-onto-rank",
                    cards = cards,
                    // The rank's symbol, as this language writes it.
                    rank =
                        canasta::card::Rank::from_text(rank).map_or(rank.as_str(), |r| cat.rank(r))
                ),
                (None, None) if apart => tr!(cat, "go-out-apart", cards = cards),
                (None, None) => cards,
            }
        })
        .collect();
    let laid = if laid.is_empty() {
        tr!(cat, "go-out-none")
    } else {
        laid.join("\n")
    };
    facts.add_row(vec![tr!(cat, "go-out-fact-melds"), laid]);
    if let Some(special) = &v.special_hand {
        facts.add_row(vec![
            tr!(cat, "go-out-fact-special-hand"),
            tr!(
                cat,
                "go-out-special-hand-value",
                name = special.name.as_str(),
                points = special.points,
                wins_game = yes_no(special.wins_game)
            ),
        ]);
    }
    facts.add_row(vec![
        tr!(cat, "go-out-fact-discard"),
        v.discard
            .map_or_else(|| tr!(cat, "go-out-none"), |c| cat.card(c)),
    ]);
    facts.add_row(vec![
        tr!(cat, "go-out-fact-canastas"),
        v.canastas.to_string(),
    ]);
    facts.add_row(vec![
        tr!(cat, "go-out-fact-concealed"),
        tr!(
            cat,
            if v.concealed {
                "common-yes"
            } else {
                "common-no"
            }
        ),
    ]);
    facts.add_row(vec![tr!(cat, "go-out-fact-bonus"), v.bonus.to_string()]);
    if v.allowed {
        facts.add_row(vec![tr!(cat, "go-out-fact-score"), v.score.to_string()]);
    }
    Ok(format!(
        "{}\n{facts}\n{}\n",
        wrap(&headline, out.width),
        reasons_table(v.allowed, &v.reasons, out)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::i18n::{Catalog, Lang};

    /// A table at 100 columns, in English.
    fn table_out(cat: &Catalog) -> Out<'_> {
        Out::new(Format::Table, Some(100), cat)
    }
    use canasta::adjudicate::{go_out as g, initial as i, pickup as p};
    use canasta::card::Card;
    use canasta::rules::load;

    fn cards(s: &str) -> Vec<Card> {
        canasta::notation::parse_cards("t", s).unwrap().cards()
    }

    #[test]
    fn initial_meld_table() {
        let rules = load("classic").unwrap();
        let v = i::judge(
            &rules,
            &i::Request {
                hand: cards("hA cA jk h7 c8"),
                top: None,
                score: 1500,
                frozen: false,
                pile_size: None,
                red_threes: 0,
                in_foot: false,
            },
        );
        insta::assert_snapshot!(initial_meld(&v, table_out(&Catalog::new(Lang::En))).unwrap(), @"
        initial meld: POSSIBLE under classic (score 1500, needs 90)
        ┌──────────┬────────────────┐
        │ hand     ┆ hA cA jk h7 c8 │
        │ required ┆ 90             │
        │ melds    ┆ hA cA jk       │
        │ points   ┆ 90             │
        └──────────┴────────────────┘
        ┌───┬─────────────────────────────────────────────────────────────┐
        │ ✓ ┆ why                                                         │
        ╞═══╪═════════════════════════════════════════════════════════════╡
        │ • ┆ hA cA jk is worth 90, at least the 90 a score of 1500 needs │
        └───┴─────────────────────────────────────────────────────────────┘
        ");
    }

    #[test]
    fn pickup_table() {
        let rules = load("traditional").unwrap();
        let v = p::judge(
            &rules,
            &p::Request {
                top: cards("hK")[0],
                hand: cards("h5 d7"),
                table: vec![cards("dK dK cK")],
                opened: true,
                frozen: None,
                score: 0,
                pile_size: Some(4),
                pile: None,
                red_threes: 0,
                others: Vec::new(),
                in_foot: false,
            },
        );
        insta::assert_snapshot!(pickup(&v, table_out(&Catalog::new(Lang::En))).unwrap(), @"
        take the pile (hK on top): NOT legal under traditional
        ┌───┬────────────────────────────────────────────────────────────────────────────┐
        │ ✗ ┆ why                                                                        │
        ╞═══╪════════════════════════════════════════════════════════════════════════════╡
        │ • ┆ not frozen: needs two natural kings from the hand; you hold none           │
        │ • ┆ or it needs a natural king and a wild card from the hand; you hold neither │
        │ • ┆ traditional never takes the pile by adding the top card to a table meld    │
        └───┴────────────────────────────────────────────────────────────────────────────┘
        ");
    }

    #[test]
    fn go_out_table() {
        let rules = load("verschaerft").unwrap();
        let v = g::judge(
            &rules,
            &g::Request {
                hand: cards("h7 d7 c7 s9"),
                lay: Some(vec![cards("h7 d7 c7")]),
                onto: Vec::new(),
                table: vec![cards("h5 h5 d5 c5 s5 d5 jk")],
                opened: true,
                score: 0,
                partner: None,
                melded_before: true,
                in_foot: false,
            },
        );
        insta::assert_snapshot!(go_out(&v, table_out(&Catalog::new(Lang::En))).unwrap(), @"
        go out: NOT allowed under verschaerft
        ┌───────────────┬──────────┐
        │ melds laid    ┆ h7 d7 c7 │
        │ final discard ┆ s9       │
        │ canastas      ┆ 1        │
        │ concealed     ┆ no       │
        │ bonus         ┆ 0        │
        └───────────────┴──────────┘
        ┌───┬────────────────────────────────────────────────────────────────────────────┐
        │ ✗ ┆ why                                                                        │
        ╞═══╪════════════════════════════════════════════════════════════════════════════╡
        │ • ┆ going out needs 2 canastas for the side under verschaerft; it would have 1 │
        │ • ┆ s9 is the final discard                                                    │
        └───┴────────────────────────────────────────────────────────────────────────────┘
        ");
    }

    #[test]
    fn go_out_names_the_table_meld_and_a_meld_apart() {
        let rules = load("samba").unwrap();
        let v = g::judge(
            &rules,
            &g::Request {
                hand: cards("hK dK cK jk h2 c5"),
                lay: Some(vec![cards("hK"), cards("dK cK jk h2")]),
                onto: vec![
                    canasta::adjudicate::search::Onto::Table(1),
                    canasta::adjudicate::search::Onto::Apart,
                ],
                table: vec![cards("hQ dQ cQ sQ hQ dQ cQ"), cards("hK dK cK sK hK dK")],
                opened: true,
                score: 0,
                partner: None,
                melded_before: true,
                in_foot: false,
            },
        );
        insta::assert_snapshot!(go_out(&v, table_out(&Catalog::new(Lang::En))).unwrap(), @"
        go out: ALLOWED under samba
        ┌──────────────────┬───────────────────────────────────────────────┐
        │ melds laid       ┆ hK (added to table meld 2: hK dK cK sK hK dK) │
        │                  ┆ dK cK jk h2 (a new meld beside the table's)   │
        │ final discard    ┆ c5                                            │
        │ canastas         ┆ 2                                             │
        │ concealed        ┆ no                                            │
        │ bonus            ┆ 200                                           │
        │ scores this turn ┆ 800                                           │
        └──────────────────┴───────────────────────────────────────────────┘
        ┌───┬───────────────────────────────────────────────────────────────────────────────────────┐
        │ ✓ ┆ why                                                                                   │
        ╞═══╪═══════════════════════════════════════════════════════════════════════════════════════╡
        │ • ┆ the side has 2 of the 2 canastas going out needs (canastas completed this turn count) │
        │ • ┆ c5 is the final discard                                                               │
        │ • ┆ going out: bonus 200                                                                  │
        └───┴───────────────────────────────────────────────────────────────────────────────────────┘
        ");
    }
}
