//! `canasta club`: the director's view of an evening (its rounds, each
//! table's game, the standings) and the season's table, as tables that
//! fit the terminal, JSON, YAML or CSV.

use comfy_table::Cell;

use crate::cli::Format;
use crate::i18n::{Catalog, tr};
use crate::render::pad::{fixed, num, shorten, widest};
use crate::render::sheet::field;
use crate::render::{Out, fill, structured};
use crate::visible::visible;
use canasta::club::movement::Drawn;
use canasta::club::season::Season;
use canasta::club::standings::Standing;
use canasta::club::view::{Club, RoundView, TableView};
use canasta::error::Result;

/// The evening; `summary` says what a command just did (`club new`,
/// `club next`).
pub(crate) fn club(c: &Club, to: Out, summary: Option<&str>) -> Result<String> {
    if to.format == Format::Csv {
        return Ok(standings_csv(&c.standings));
    }
    if let Some(out) = structured(c, to.format) {
        return out;
    }
    let (w, cat) = (to.width.unwrap_or(usize::MAX), to.cat);
    let mut out = String::new();
    for line in summary.into_iter().flat_map(str::lines) {
        out.push_str(&wrap(&visible(line), w));
    }
    out.push_str(&wrap(
        &tr!(
            cat,
            "club-title",
            players = c.players.len(),
            rounds = c.rounds.len(),
            seed = c.seed.to_string()
        ),
        w,
    ));
    for r in &c.rounds {
        out.push('\n');
        out.push_str(&round(r, w, cat));
    }
    out.push('\n');
    out.push_str(&wrap(&tr!(cat, "club-standings"), w));
    out.push_str(&standings(&c.standings, w, cat));
    Ok(out)
}

/// One round: its heading, its tables, who sits out.
fn round(r: &RoundView, w: usize, cat: &Catalog) -> String {
    let how = match r.movement {
        Drawn::Draw => "draw",
        Drawn::Rotate => "rotate",
        Drawn::Standings => "standings",
    };
    let mut out = wrap(
        &tr!(
            cat,
            "club-round",
            round = r.round,
            how = tr!(cat, "club-drawn", how = how)
        ),
        w,
    );
    let sides = |t: &TableView| {
        let side = |s: &Vec<String>| visible(&s.join(" & ")).into_owned();
        let (a, b) = (
            t.sides.first().map(side).unwrap_or_default(),
            t.sides.get(1).map(side).unwrap_or_default(),
        );
        tr!(cat, "club-versus", a = a, b = b)
    };
    let score = |t: &TableView| {
        t.totals
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" : ")
    };
    let mut tab = fixed();
    tab.set_header(vec![
        tr!(cat, "club-head-table"),
        tr!(cat, "club-head-sides"),
        tr!(cat, "club-head-hands"),
        tr!(cat, "club-head-score"),
        tr!(cat, "club-head-game"),
    ]);
    for t in &r.tables {
        tab.add_row(vec![
            num(i64::from(t.table)),
            Cell::new(sides(t)),
            num(t.hands as i64),
            Cell::new(score(t)).set_alignment(comfy_table::CellAlignment::Right),
            Cell::new(state(t, cat)),
        ]);
    }
    let wide = format!("{tab}\n");
    if widest(&wide) <= w {
        out.push_str(&wide);
    } else {
        for t in &r.tables {
            out.push_str(&fill(
                &tr!(
                    cat,
                    "club-table-line",
                    table = t.table,
                    sides = sides(t),
                    hands = t.hands,
                    score = score(t),
                    game = state(t, cat)
                ),
                w,
                "  ",
            ));
            out.push('\n');
        }
    }
    if !r.byes.is_empty() {
        let names: Vec<String> = r.byes.iter().map(|b| visible(b).into_owned()).collect();
        out.push_str(&wrap(
            &tr!(
                cat,
                "club-byes",
                count = r.byes.len(),
                players = names.join(", ")
            ),
            w,
        ));
    }
    out
}

/// How far a table's game is: who won, a draw, or how far from the end.
pub(crate) fn state(t: &TableView, cat: &Catalog) -> String {
    if t.finished {
        return if t.winners.is_empty() {
            tr!(cat, "club-game-drawn")
        } else {
            tr!(cat, "club-game-won", side = visible(&t.winners.join(" & ")))
        };
    }
    if t.hands == 0 {
        return tr!(cat, "club-game-not-started");
    }
    match (t.hands_left, t.to_go) {
        (Some(n), _) => tr!(cat, "club-game-hands-left", n = n),
        (None, Some(points)) => tr!(cat, "club-game-to-go", points = points.to_string()),
        (None, None) => tr!(cat, "club-game-playing"),
    }
}

/// The standings: a table where one fits `w` (full headings, then short
/// ones with a legend, then names cut), else a line a player.
fn standings(lines: &[Standing], w: usize, cat: &Catalog) -> String {
    let names: Vec<String> = lines
        .iter()
        .map(|s| visible(&s.player).into_owned())
        .collect();
    let long = [
        "club-head-rank",
        "club-head-player",
        "club-head-games",
        "club-head-won",
        "club-head-drawn",
        "club-head-lost",
        "club-head-match-points",
        "club-head-difference",
    ];
    let short = [
        "club-short-rank",
        "club-head-player",
        "club-short-games",
        "club-short-won",
        "club-short-drawn",
        "club-short-lost",
        "club-short-match-points",
        "club-short-difference",
    ];
    let table_of = |heads: &[&str], cut: usize| {
        let mut tab = fixed();
        tab.set_header(heads.iter().map(|h| tr!(cat, h)).collect::<Vec<_>>());
        for (s, name) in lines.iter().zip(&names) {
            tab.add_row(vec![
                num(s.rank as i64),
                Cell::new(shorten(name, cut)),
                num(i64::from(s.games)),
                num(i64::from(s.won)),
                num(i64::from(s.drawn)),
                num(i64::from(s.lost)),
                num(s.match_points),
                num(s.difference),
            ]);
        }
        format!("{tab}\n")
    };
    let legend = wrap(&tr!(cat, "club-short-legend"), w);
    let tries = [
        (table_of(&long, usize::MAX), String::new()),
        (table_of(&short, usize::MAX), legend.clone()),
        (table_of(&short, 12), legend),
    ];
    if let Some((tab, legend)) = tries.iter().find(|(t, l)| widest(t) <= w && widest(l) <= w) {
        return format!("{tab}{legend}");
    }
    let mut out = String::new();
    for (s, name) in lines.iter().zip(&names) {
        out.push_str(&fill(
            &tr!(
                cat,
                "club-standing-line",
                rank = s.rank,
                player = name.as_str(),
                games = s.games,
                won = s.won,
                drawn = s.drawn,
                lost = s.lost,
                match_points = s.match_points.to_string(),
                difference = s.difference.to_string()
            ),
            w,
            "  ",
        ));
        out.push('\n');
    }
    out
}

/// The standings for a spreadsheet, one line a player, best first.
pub(crate) fn standings_csv(lines: &[Standing]) -> String {
    let mut out =
        String::from("rank,player,games,won,drawn,lost,byes,match_points,difference,total\n");
    for s in lines {
        out.push_str(&format!(
            "{},{},{},{},{},{},{},{},{},{}\n",
            s.rank,
            field(&s.player),
            s.games,
            s.won,
            s.drawn,
            s.lost,
            s.byes,
            s.match_points,
            s.difference,
            s.total
        ));
    }
    out
}

/// The season's table.
pub(crate) fn season(s: &Season, to: Out) -> Result<String> {
    if to.format == Format::Csv {
        let mut out = String::from(
            "rank,player,evenings,games,won,drawn,lost,byes,match_points,difference,total\n",
        );
        for l in &s.players {
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{},{},{},{}\n",
                l.rank,
                field(&l.player),
                l.evenings,
                l.games,
                l.won,
                l.drawn,
                l.lost,
                l.byes,
                l.match_points,
                l.difference,
                l.total
            ));
        }
        return Ok(out);
    }
    if let Some(out) = structured(s, to.format) {
        return out;
    }
    let (w, cat) = (to.width.unwrap_or(usize::MAX), to.cat);
    let mut out = wrap(&tr!(cat, "club-season-title", evenings = s.evenings), w);
    let names: Vec<String> = s
        .players
        .iter()
        .map(|l| visible(&l.player).into_owned())
        .collect();
    let table_of = |heads: [&str; 6], cut: usize| {
        let mut tab = fixed();
        tab.set_header(heads.iter().map(|h| tr!(cat, h)).collect::<Vec<_>>());
        for (l, name) in s.players.iter().zip(&names) {
            tab.add_row(vec![
                num(l.rank as i64),
                Cell::new(shorten(name, cut)),
                num(i64::from(l.evenings)),
                num(i64::from(l.games)),
                num(l.match_points),
                num(l.difference),
            ]);
        }
        format!("{tab}\n")
    };
    let long = [
        "club-head-rank",
        "club-head-player",
        "club-head-evenings",
        "club-head-games",
        "club-head-match-points",
        "club-head-difference",
    ];
    let short = [
        "club-short-rank",
        "club-head-player",
        "club-short-evenings",
        "club-short-games",
        "club-short-match-points",
        "club-short-difference",
    ];
    let legend = wrap(&tr!(cat, "club-season-legend"), w);
    let tries = [
        (table_of(long, usize::MAX), String::new()),
        (table_of(short, usize::MAX), legend.clone()),
        (table_of(short, 12), legend),
    ];
    if let Some((tab, legend)) = tries.iter().find(|(t, l)| widest(t) <= w && widest(l) <= w) {
        out.push_str(tab);
        out.push_str(legend);
        return Ok(out);
    }
    for (l, name) in s.players.iter().zip(&names) {
        out.push_str(&fill(
            &tr!(
                cat,
                "club-season-line",
                rank = l.rank,
                player = name.as_str(),
                evenings = l.evenings,
                games = l.games,
                match_points = l.match_points.to_string(),
                difference = l.difference.to_string()
            ),
            w,
            "  ",
        ));
        out.push('\n');
    }
    Ok(out)
}

/// A line of words in lines of at most `w` columns, ending in a break.
fn wrap(text: &str, w: usize) -> String {
    let mut out = fill(text, w, "  ");
    out.push('\n');
    out
}
