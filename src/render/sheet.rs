//! `canasta score` and `canasta game`.

use comfy_table::{Cell, CellAlignment};

use crate::cli::Format;
use crate::error::Result;
use crate::render::pad::{self, fixed, num, opt, shorten, widest};
use crate::render::visible::visible;
use crate::render::{Out, structured, table};
use crate::score::{HandScore, Part};
use crate::sheet::Change;
use crate::sheet::Sheet;
use crate::sheet::stats::Stats;

pub(crate) fn hand_score(s: &HandScore, to: Out) -> Result<String> {
    if let Some(out) = structured(s, to.format) {
        return out;
    }
    let mut out = format!("Hand scored under {}\n", visible(&s.rules));
    for t in &s.teams {
        out.push_str(&format!(
            "\n{}: {} (bonus {} + cards {})\n",
            visible(&t.name),
            t.total,
            t.bonus,
            t.cards
        ));
        let mut tab = table(to.width);
        tab.set_header(vec!["", "bonus", "cards"]);
        for l in &t.lines {
            let (b, c) = match l.part {
                Part::Bonus => (num(l.points), Cell::new("")),
                Part::Cards => (Cell::new(""), num(l.points)),
            };
            tab.add_row(vec![Cell::new(visible(&l.what)), b, c]);
        }
        tab.add_row(vec![Cell::new("sum"), num(t.bonus), num(t.cards)]);
        tab.add_row(vec![Cell::new("hand total"), Cell::new(""), num(t.total)]);
        out.push_str(&format!("{tab}\n"));
        for n in &t.notes {
            out.push_str(&format!("note: {}\n", visible(n)));
        }
    }
    Ok(out)
}

/// The sheet; `summary` says what a command just changed; `width` is the
/// width every line must fit (none: as wide as the sheet needs).
pub(crate) fn sheet(s: &Sheet, to: Out, summary: Option<&str>) -> Result<String> {
    let (format, width) = (to.format, to.width);
    if format == Format::Csv {
        return Ok(csv(s));
    }
    if let Some(out) = structured(s, format) {
        return out;
    }
    let w = width.unwrap_or(usize::MAX);
    let mut out = String::new();
    if let Some(sum) = summary {
        for l in sum.lines() {
            out.push_str(&wrap(&visible(l), w, ""));
        }
    }
    let header = match s.game_hands {
        Some(n) => format!(
            "Score sheet: {}, a game of {n} hands ({} played)",
            visible(&s.rules),
            s.hands.len()
        ),
        None => format!("Score sheet: {}, game to {}", visible(&s.rules), s.target),
    };
    out.push_str(&wrap(&header, w, ""));
    // After a change, the latest hands are what the table checks; `game
    // show` lists them all.
    let from = if summary.is_some() {
        s.hands.len().saturating_sub(RECENT)
    } else {
        0
    };
    if s.hands.is_empty() {
        out.push_str("no hands yet\n");
    } else {
        if from > 0 {
            out.push_str(&wrap(
                &format!("hands 1 to {from}: see `canasta game show`"),
                w,
                "  ",
            ));
        }
        out.push_str(&pad::hands(s, w, from));
        if s.hands.iter().any(|h| h.forced) {
            out.push_str(&wrap(
                "! entered with --force: numbers no hand can score under this rule set",
                w,
                "  ",
            ));
        }
        // How the rule set scored the last hand's tallies: the one to check
        // at the table.
        if let Some(h) = s.hands.last() {
            for c in h.teams.iter().filter(|c| !c.lines.is_empty()) {
                let parts: Vec<String> = c
                    .lines
                    .iter()
                    .map(|l| format!("{} {}", visible(&l.what), l.points))
                    .collect();
                out.push_str(&wrap(
                    &format!(
                        "hand {} {} ({}): {}",
                        h.number,
                        visible(&c.name),
                        visible(c.tally.as_deref().unwrap_or("")).replace(',', ", "),
                        parts.join(", ")
                    ),
                    w,
                    "  ",
                ));
            }
        }
    }
    out.push_str(&standings(s, w));
    match s.winner.as_deref().map(visible) {
        Some(w2) if s.winners.len() > 1 => {
            out.push_str(&wrap(&format!("game over: {w2} share the win"), w, ""));
        }
        Some(w2) => out.push_str(&wrap(&format!("game over: {w2} win"), w, "")),
        None if s.play_on => out.push_str(&wrap(
            &format!("tied at the top at or over {}: play another hand", s.target),
            w,
            "",
        )),
        None => {
            if let Some(line) = next_hand_line(s) {
                out.push_str(&wrap(&line, w, ""));
            }
        }
    }
    Ok(out)
}

/// Who deals the next hand and who sits it out: `hand 2: Carla deals,
/// Emil sits out`. Names as players wrote them, control characters visible.
fn next_hand_line(s: &Sheet) -> Option<String> {
    let d = visible(s.dealer.as_ref()?);
    let mut line = format!("hand {}: {d} deals", s.next_hand);
    let out: Vec<_> = s.sitting_out.iter().map(|n| visible(n)).collect();
    match out.as_slice() {
        [] => {}
        [one] => line.push_str(&format!(", {one} sits out")),
        many => line.push_str(&format!(", {} sit out", many.join(" and "))),
    }
    Some(line)
}

/// Words to lines of at most `width` columns, ending in a line break;
/// later lines start with `indent`.
fn wrap(text: &str, width: usize, indent: &str) -> String {
    let mut out = crate::render::fill(text, width, indent);
    out.push('\n');
    out
}

/// Hands shown after a change.
const RECENT: usize = 12;

/// Where each side stands: total, last hand, gap to the leader, points to
/// go and the initial-meld minimum; then the leader.
fn standings(s: &Sheet, w: usize) -> String {
    // A game of a fixed number of hands ends after the last whatever the
    // totals: points to a target would mislead.
    let by_target = s.game_hands.is_none();
    let names: Vec<String> = s
        .teams
        .iter()
        .map(|t| visible(&t.name).into_owned())
        .collect();
    let table_of = |cut: usize, min: &str| {
        let mut tab = fixed();
        let mut header = vec!["side", "total", "this hand", "behind"];
        if by_target {
            header.push("to go");
        }
        header.push(min);
        tab.set_header(header);
        for (t, name) in s.teams.iter().zip(&names) {
            let mut row = vec![
                Cell::new(shorten(name, cut)),
                num(t.total),
                num(t.hand),
                num(t.gap),
            ];
            if by_target {
                row.push(num(t.to_go));
            }
            row.push(num(t.minimum));
            tab.add_row(row);
        }
        format!("{tab}\n{min}: the initial-meld minimum for the next hand\n")
    };
    let tables = [(usize::MAX, "min meld"), (12, "min meld"), (12, "min")];
    let mut out = tables
        .iter()
        .map(|&(cut, min)| table_of(cut, min))
        .find(|t| widest(t) <= w)
        .unwrap_or_default();
    if out.is_empty() {
        for (t, name) in s.teams.iter().zip(&names) {
            let to_go = if by_target {
                format!(", to go {}", t.to_go)
            } else {
                String::new()
            };
            out.push_str(&wrap(
                &format!(
                    "{}: total {}, this hand {}, behind {}{to_go}, initial-meld minimum {}",
                    shorten(name, w.max(8) - 4),
                    t.total,
                    t.hand,
                    t.gap,
                    t.minimum
                ),
                w,
                "  ",
            ));
        }
    }
    if let Some(l) = &s.leader {
        let second = s
            .teams
            .iter()
            .filter(|t| &t.name != l)
            .map(|t| t.gap)
            .min()
            .unwrap_or(0);
        out.push_str(&wrap(
            &format!("leader: {}, {second} ahead", visible(l)),
            w,
            "  ",
        ));
    }
    out
}

/// One CSV text cell. Its control characters are made visible, as
/// everywhere text is shown. A cell that a spreadsheet would run as a
/// formula (one starting with `=`, `+`, `-`, `@`, a tab or a carriage
/// return: `=1+2`, `@SUM(A1)`) is neutralised as OWASP recommends: a
/// single quote before it, and the cell quoted. Any other cell is quoted
/// where it holds a comma, a quote or a line break. Numbers are written as
/// numbers, never through here.
fn field(text: &str) -> String {
    let text = visible(text);
    let quoted = |t: &str| format!("\"{}\"", t.replace('"', "\"\""));
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        quoted(&format!("'{text}"))
    } else if text.contains([',', '"', '\n', '\r']) {
        quoted(&text)
    } else {
        text.into_owned()
    }
}

fn opt_text(n: Option<i64>) -> String {
    n.map(|n| n.to_string()).unwrap_or_default()
}

/// `hand,team,bonus,cards,score,total`, one line per side per hand.
pub(crate) fn csv(s: &Sheet) -> String {
    let mut out = String::from("hand,team,bonus,cards,score,total\n");
    for h in &s.hands {
        for c in &h.teams {
            out.push_str(&format!(
                "{},{},{},{},{},{}\n",
                h.number,
                field(&c.name),
                opt_text(c.bonus),
                opt_text(c.cards),
                c.hand,
                c.total
            ));
        }
    }
    out
}

/// `game log`: every change with its time, and the hand's points before
/// and after it.
pub(crate) fn log(changes: &[Change], to: Out) -> Result<String> {
    #[derive(serde::Serialize)]
    struct Log<'a> {
        changes: &'a [Change],
    }
    let (format, width) = (to.format, to.width);
    if let Some(out) = structured(&Log { changes }, format) {
        return out;
    }
    if changes.is_empty() {
        return Ok("no changes recorded (the game file predates the log)\n".into());
    }
    let w = width.unwrap_or(usize::MAX);
    let wide = log_table(changes, None);
    if widest(&wide) <= w {
        return Ok(wide);
    }
    // The points wrap within their column where the screen is narrower.
    let narrow = log_table(changes, Some(w));
    let times_whole = changes.iter().all(|c| narrow.contains(&*visible(&c.at)));
    if widest(&narrow) <= w && times_whole {
        return Ok(narrow);
    }
    Ok(changes
        .iter()
        .map(|c| {
            let points = visible(&old_to_new(c)).into_owned();
            let mut lines = wrap(&format!("{} {}", visible(&c.at), visible(&c.what)), w, "  ");
            if !points.is_empty() {
                for l in wrap(&points, w.saturating_sub(2), "  ").lines() {
                    lines.push_str(&format!("  {l}\n"));
                }
            }
            lines
        })
        .collect())
}

/// The log as a table, as wide as it needs or fitted to `width`.
fn log_table(changes: &[Change], width: Option<usize>) -> String {
    let mut tab = match width {
        None => fixed(),
        Some(_) => table(width),
    };
    // Only the points wrap: a time or a change cut in two reads badly.
    tab.set_constraints([
        comfy_table::ColumnConstraint::ContentWidth,
        comfy_table::ColumnConstraint::ContentWidth,
    ]);
    let points = changes.iter().any(|c| c.old.is_some() || c.new.is_some());
    let mut header = vec!["when", "what"];
    if points {
        header.push("points: old → new");
    }
    tab.set_header(header);
    for c in changes {
        let mut row = vec![visible(&c.at).into_owned(), visible(&c.what).into_owned()];
        if points {
            row.push(visible(&old_to_new(c)).into_owned());
        }
        tab.add_row(row);
    }
    format!("{tab}\n")
}

/// A change's points before and after (`We=600,345 They=-35 → We=500,345
/// They=-35`), a side of the arrow empty where there was no hand.
fn old_to_new(c: &Change) -> String {
    match (&c.old, &c.new) {
        (Some(old), Some(new)) => format!("{old} → {new}"),
        (None, Some(new)) => format!("→ {new}"),
        (Some(old), None) => format!("{old} →"),
        (None, None) => String::new(),
    }
}

/// `game stats`.
pub(crate) fn stats(s: &Stats, to: Out) -> Result<String> {
    let (format, width) = (to.format, to.width);
    if format == Format::Csv {
        let mut out =
            String::from("team,games,wins,hands,average,best,counted_hands,canastas,red_threes\n");
        for t in &s.teams {
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{},{}\n",
                field(&t.name),
                t.games,
                t.wins,
                t.hands,
                t.average,
                opt_text(t.best),
                t.counted_hands,
                t.canastas,
                t.red_threes
            ));
        }
        return Ok(out);
    }
    if let Some(out) = structured(s, format) {
        return out;
    }
    let mut tab = fixed();
    tab.set_header(vec![
        "side",
        "games",
        "wins",
        "hands",
        "average",
        "best",
        "canastas",
        "red threes",
    ]);
    for t in &s.teams {
        let counted = |n: u32| {
            if t.counted_hands == 0 {
                Cell::new("")
            } else {
                num(i64::from(n))
            }
        };
        tab.add_row(vec![
            Cell::new(visible(&t.name)),
            num(t.games as i64),
            num(t.wins as i64),
            num(t.hands as i64),
            Cell::new(format!("{:.1}", t.average)).set_alignment(CellAlignment::Right),
            opt(t.best),
            counted(t.canastas),
            counted(t.red_threes),
        ]);
    }
    let w = width.unwrap_or(usize::MAX);
    let mut out = format!("{} games\n", s.games);
    let wide = format!("{tab}\n");
    if widest(&wide) <= w {
        out.push_str(&wide);
    } else {
        for t in &s.teams {
            let mut line = format!(
                "{}: {} games, {} wins, {} hands, average {:.1}, best {}",
                visible(&t.name),
                t.games,
                t.wins,
                t.hands,
                t.average,
                opt_text(t.best)
            );
            if t.counted_hands > 0 {
                line.push_str(&format!(
                    ", {} canastas, {} red threes",
                    t.canastas, t.red_threes
                ));
            }
            out.push_str(&wrap(&line, w, "  "));
        }
    }
    if s.teams.iter().any(|t| t.counted_hands < t.hands) {
        out.push_str(&wrap(
            "canastas and red threes count hands entered from round files or tallies only",
            w,
            "",
        ));
    }
    out.push_str(&player_stats(s, w));
    Ok(out)
}

/// `game stats` per player, where sides named them, and the dealer's side
/// against the others.
fn player_stats(s: &Stats, w: usize) -> String {
    let mut out = String::new();
    if !s.players.is_empty() {
        let mut tab = fixed();
        tab.set_header(vec!["player", "games", "wins", "hands", "average"]);
        for p in &s.players {
            tab.add_row(vec![
                Cell::new(visible(&p.name)),
                num(p.games as i64),
                num(p.wins as i64),
                num(p.hands as i64),
                Cell::new(format!("{:.1}", p.average)).set_alignment(CellAlignment::Right),
            ]);
        }
        let wide = format!("{tab}\n");
        if widest(&wide) <= w {
            out.push_str(&wide);
        } else {
            for p in &s.players {
                out.push_str(&wrap(
                    &format!(
                        "{}: {} games, {} wins, {} hands, average {:.1}",
                        visible(&p.name),
                        p.games,
                        p.wins,
                        p.hands,
                        p.average
                    ),
                    w,
                    "  ",
                ));
            }
        }
        out.push_str(&wrap(
            "average: the points a hand of the player's side in the hands they played",
            w,
            "",
        ));
    }
    if let Some(d) = &s.dealing {
        out.push_str(&wrap(
            &format!(
                "the dealer's side: {:.1} points a hand, the others {:.1} ({} hands dealt)",
                d.dealer_average, d.others_average, d.hands
            ),
            w,
            "",
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalog, Lang};
    use crate::round;

    #[test]
    fn csv_text_cells_are_never_formulas() {
        assert_eq!(field("=1+2"), "\"'=1+2\"");
        assert_eq!(field("+SUM(1+1)"), "\"'+SUM(1+1)\"");
        assert_eq!(field("-2+3"), "\"'-2+3\"");
        assert_eq!(field("@A1"), "\"'@A1\"");
        assert_eq!(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(field("\t=1"), "^I=1");
        assert_eq!(field("We, too"), "\"We, too\"");
        assert_eq!(field("a=b"), "a=b");
        assert_eq!(field("We\x1b[2J"), "We^[[2J");
    }
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
        insta::assert_snapshot!(hand_score(&s, Out::new(Format::Table, Some(100), &Catalog::new(Lang::En))).unwrap(), @"
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
            scores: vec![
                Entry::total_only("Sie", 5010),
                Entry::total_only("Wir", 5010),
            ],
            ..Hand::default()
        });
        let text = sheet(
            &crate::sheet::sheet(&g),
            Out::new(Format::Table, None, &Catalog::new(Lang::En)),
            None,
        )
        .unwrap();
        insta::assert_snapshot!(text.lines().last().unwrap(), @"tied at the top at or over 5000: play another hand");
    }

    #[test]
    fn sheet_table_with_a_winner() {
        let mut g = GameFile::new(vec!["Sie".into(), "Wir".into()], load("classic").unwrap());
        g.hands.push(Hand {
            scores: vec![
                Entry::split("Sie", 4600, 455),
                Entry::total_only("Wir", -35),
            ],
            ..Hand::default()
        });
        insta::assert_snapshot!(sheet(&crate::sheet::sheet(&g), Out::new(Format::Table, None, &Catalog::new(Lang::En)), Some("added hand 1")).unwrap(), @"
        added hand 1
        Score sheet: classic, game to 5000
        ┌──────┬───────────┬───────┬──────┬───────┬──────────┬───────────┬───────┬──────┬───────┬──────────┐
        │ hand ┆ Sie bonus ┆ cards ┆ hand ┆ total ┆ min meld ┆ Wir bonus ┆ cards ┆ hand ┆ total ┆ min meld │
        ╞══════╪═══════════╪═══════╪══════╪═══════╪══════════╪═══════════╪═══════╪══════╪═══════╪══════════╡
        │    1 ┆      4600 ┆   455 ┆ 5055 ┆  5055 ┆      120 ┆           ┆       ┆  -35 ┆   -35 ┆       15 │
        └──────┴───────────┴───────┴──────┴───────┴──────────┴───────────┴───────┴──────┴───────┴──────────┘
        ┌──────┬───────┬───────────┬────────┬───────┬──────────┐
        │ side ┆ total ┆ this hand ┆ behind ┆ to go ┆ min meld │
        ╞══════╪═══════╪═══════════╪════════╪═══════╪══════════╡
        │ Sie  ┆  5055 ┆      5055 ┆      0 ┆     0 ┆      120 │
        │ Wir  ┆   -35 ┆       -35 ┆   5090 ┆  5035 ┆       15 │
        └──────┴───────┴───────────┴────────┴───────┴──────────┘
        min meld: the initial-meld minimum for the next hand
        leader: Sie, 5090 ahead
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
            scores: vec![Entry::total_only("We", 900), Entry::total_only("They", -20)],
            ..Hand::default()
        });
        let s = crate::sheet::sheet(&g);
        let text = sheet(
            &s,
            Out::new(Format::Table, None, &Catalog::new(Lang::En)),
            None,
        )
        .unwrap();
        insta::assert_snapshot!(text.lines().next().unwrap(), @"Score sheet: hand-and-foot, a game of 4 hands (1 played)");
        // No points to go: the fourth hand ends it, whatever the totals.
        assert!(!text.contains("to go"), "{text}");
        let classic = GameFile::new(vec!["We".into(), "They".into()], load("classic").unwrap());
        let text = sheet(
            &crate::sheet::sheet(&classic),
            Out::new(Format::Table, None, &Catalog::new(Lang::En)),
            None,
        )
        .unwrap();
        assert!(text.contains("to go"), "{text}");
        // The next hand is the second: 90 whatever the score.
        let minimums: Vec<i64> = s.teams.iter().map(|t| t.minimum).collect();
        assert_eq!(minimums, vec![90, 90]);
    }
}
