//! `canasta score` and `canasta game`.

use comfy_table::{Cell, CellAlignment};

use crate::cli::Format;
use crate::error::Result;
use crate::render::{structured, table};
use crate::score::{HandScore, Part};
use crate::sheet::Sheet;

fn num(n: i64) -> Cell {
    Cell::new(n).set_alignment(CellAlignment::Right)
}

fn opt(n: Option<i64>) -> Cell {
    match n {
        Some(n) => num(n),
        None => Cell::new(""),
    }
}

pub fn hand_score(s: &HandScore, format: Format) -> Result<String> {
    if let Some(out) = structured(s, format) {
        return out;
    }
    let mut out = format!("Hand scored under {}\n", s.rules);
    for t in &s.teams {
        out.push_str(&format!(
            "\n{}: {} (bonus {} + cards {})\n",
            t.name, t.total, t.bonus, t.cards
        ));
        let mut tab = table();
        tab.set_header(vec!["", "bonus", "cards"]);
        for l in &t.lines {
            let (b, c) = match l.part {
                Part::Bonus => (num(l.points), Cell::new("")),
                Part::Cards => (Cell::new(""), num(l.points)),
            };
            tab.add_row(vec![Cell::new(&l.what), b, c]);
        }
        tab.add_row(vec![Cell::new("sum"), num(t.bonus), num(t.cards)]);
        tab.add_row(vec![Cell::new("hand total"), Cell::new(""), num(t.total)]);
        out.push_str(&format!("{tab}\n"));
        for n in &t.notes {
            out.push_str(&format!("note: {n}\n"));
        }
    }
    Ok(out)
}

/// The sheet; `summary` says what a command just changed.
pub fn sheet(s: &Sheet, format: Format, summary: Option<&str>) -> Result<String> {
    if let Some(out) = structured(s, format) {
        return out;
    }
    let mut out = String::new();
    if let Some(sum) = summary {
        out.push_str(&format!("{sum}\n"));
    }
    match s.game_hands {
        Some(n) => out.push_str(&format!(
            "Score sheet: {}, a game of {n} hands ({} played)\n",
            s.rules,
            s.hands.len()
        )),
        None => out.push_str(&format!("Score sheet: {}, game to {}\n", s.rules, s.target)),
    }
    let mut tab = table();
    let mut header = vec![Cell::new("hand")];
    for t in &s.teams {
        header.push(Cell::new(format!("{} bonus", t.name)));
        header.push(Cell::new("cards"));
        header.push(Cell::new("hand"));
        header.push(Cell::new("total"));
        header.push(Cell::new("needs"));
    }
    tab.set_header(header);
    for h in &s.hands {
        let mut row = vec![num(h.number as i64)];
        for c in &h.teams {
            row.push(opt(c.bonus));
            row.push(opt(c.cards));
            row.push(num(c.hand));
            row.push(num(c.total));
            row.push(num(c.minimum));
        }
        tab.add_row(row);
    }
    if s.hands.is_empty() {
        out.push_str("no hands yet\n");
    } else {
        out.push_str(&format!("{tab}\n"));
    }
    let standing: Vec<String> = s
        .teams
        .iter()
        .map(|t| format!("{} {} (needs {})", t.name, t.total, t.minimum))
        .collect();
    out.push_str(&format!("now: {}\n", standing.join(", ")));
    match &s.winner {
        Some(w) if s.winners.len() > 1 => out.push_str(&format!("game over: {w} share the win\n")),
        Some(w) => out.push_str(&format!("game over: {w} win\n")),
        None if s.play_on => out.push_str(&format!(
            "tied at the top at or over {}: play another hand\n",
            s.target
        )),
        None => {}
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round;
    use crate::rules::load;
    use crate::sheet::{Entry, GameFile, Hand};

    #[test]
    fn hand_score_table() {
        let rules = load("classic").unwrap();
        let file = round::parse(
            "t.yaml",
            "teams:\n  - name: We\n    melds: [hK dK cK sK hK dK cK]\n    red_threes: h3\n    went_out: true\n  - name: They\n    hand: jk\n",
        )
        .unwrap();
        let s = crate::score::score(&rules, &round::check(&rules, &file).unwrap());
        insta::assert_snapshot!(hand_score(&s, Format::Table).unwrap(), @"
        Hand scored under classic

        We: 770 (bonus 700 + cards 70)
        ┌───────────────────────────┬───────┬───────┐
        │                           ┆ bonus ┆ cards │
        ╞═══════════════════════════╪═══════╪═══════╡
        │ meld hK dK cK sK hK dK cK ┆       ┆    70 │
        │ natural canasta (K)       ┆   500 ┆       │
        │ red threes h3             ┆   100 ┆       │
        │ went out                  ┆   100 ┆       │
        │ sum                       ┆   700 ┆    70 │
        │ hand total                ┆       ┆   770 │
        └───────────────────────────┴───────┴───────┘

        They: -50 (bonus 0 + cards -50)
        ┌────────────┬───────┬───────┐
        │            ┆ bonus ┆ cards │
        ╞════════════╪═══════╪═══════╡
        │ in hand jk ┆       ┆   -50 │
        │ sum        ┆     0 ┆   -50 │
        │ hand total ┆       ┆   -50 │
        └────────────┴───────┴───────┘
        ");
    }

    #[test]
    fn a_tie_over_the_target_says_play_on() {
        let mut g = GameFile::new(vec!["Sie".into(), "Wir".into()], load("classic").unwrap());
        g.hands.push(Hand {
            from: None,
            round: None,
            scores: vec![
                Entry::total_only("Sie", 5010),
                Entry::total_only("Wir", 5010),
            ],
        });
        let text = sheet(&crate::sheet::sheet(&g), Format::Table, None).unwrap();
        insta::assert_snapshot!(text.lines().last().unwrap(), @"tied at the top at or over 5000: play another hand");
    }

    #[test]
    fn sheet_table_with_a_winner() {
        let mut g = GameFile::new(vec!["Sie".into(), "Wir".into()], load("classic").unwrap());
        g.hands.push(Hand {
            from: None,
            round: None,
            scores: vec![
                Entry::split("Sie", 4600, 455),
                Entry::total_only("Wir", -35),
            ],
        });
        insta::assert_snapshot!(sheet(&crate::sheet::sheet(&g), Format::Table, Some("added hand 1")).unwrap(), @"
        added hand 1
        Score sheet: classic, game to 5000
        ┌──────┬───────────┬───────┬──────┬───────┬───────┬───────────┬───────┬──────┬───────┬───────┐
        │ hand ┆ Sie bonus ┆ cards ┆ hand ┆ total ┆ needs ┆ Wir bonus ┆ cards ┆ hand ┆ total ┆ needs │
        ╞══════╪═══════════╪═══════╪══════╪═══════╪═══════╪═══════════╪═══════╪══════╪═══════╪═══════╡
        │    1 ┆      4600 ┆   455 ┆ 5055 ┆  5055 ┆   120 ┆           ┆       ┆  -35 ┆   -35 ┆    15 │
        └──────┴───────────┴───────┴──────┴───────┴───────┴───────────┴───────┴──────┴───────┴───────┘
        now: Sie 5055 (needs 120), Wir -35 (needs 15)
        game over: Sie win
        ");
    }

    #[test]
    fn a_game_of_four_hands_says_so() {
        let mut g = GameFile::new(
            vec!["We".into(), "They".into()],
            load("hand-and-foot").unwrap(),
        );
        g.hands.push(Hand {
            from: None,
            round: None,
            scores: vec![Entry::total_only("We", 900), Entry::total_only("They", -20)],
        });
        let text = sheet(&crate::sheet::sheet(&g), Format::Table, None).unwrap();
        insta::assert_snapshot!(text.lines().next().unwrap(), @"Score sheet: hand-and-foot, a game of 4 hands (1 played)");
        // The next hand is the second: 90 whatever the score.
        insta::assert_snapshot!(text.lines().last().unwrap(), @"now: We 900 (needs 90), They -20 (needs 90)");
    }
}
