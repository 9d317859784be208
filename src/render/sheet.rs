//! `canasta score` and `canasta game`.

use comfy_table::{Cell, CellAlignment};

use crate::cli::Format;
use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::pad::{self, fixed, num, opt, shorten, widest};
use crate::render::tab::{Tab, TabCell};
use crate::render::time::decimal;
use crate::render::{Out, breakdown, structured, table};
use crate::visible::visible;
use canasta::error::Result;
use canasta::score::{HandScore, Part};
use canasta::sheet::Change;
use canasta::sheet::Sheet;
use canasta::sheet::hand::{INTERACTIVE, POINTS, TALLY};
use canasta::sheet::log::{Done, Event};
use canasta::sheet::stats::Stats;

pub(crate) fn hand_score(s: &HandScore, to: Out) -> Result<String> {
    let cat = to.cat;
    if to.format != Format::Table {
        return structured(&breakdown::worded(cat, s), to.format)
            .unwrap_or_else(|| Ok(String::new()));
    }
    let mut out = tr!(cat, "score-headline", rules = visible(&s.rules)) + "\n";
    for t in &s.teams {
        out.push('\n');
        out.push_str(&tr!(
            cat,
            "score-side",
            name = visible(&t.name),
            total = t.total.to_string(),
            bonus = t.bonus.to_string(),
            cards = t.cards.to_string()
        ));
        out.push('\n');
        let mut tab = Tab::new(to.width);
        tab.set_header(vec![
            String::new(),
            tr!(cat, "score-header-bonus"),
            tr!(cat, "score-header-cards"),
        ]);
        for l in &t.lines {
            let (b, c) = match l.part {
                Part::Bonus => (TabCell::num(l.points), TabCell::from("")),
                Part::Cards => (TabCell::from(""), TabCell::num(l.points)),
            };
            tab.add_row(vec![TabCell::from(visible(&breakdown::line(cat, l))), b, c]);
        }
        tab.add_row(vec![
            TabCell::from(tr!(cat, "score-sum")),
            TabCell::num(t.bonus),
            TabCell::num(t.cards),
        ]);
        tab.add_row(vec![
            TabCell::from(tr!(cat, "score-hand-total")),
            TabCell::from(""),
            TabCell::num(t.total),
        ]);
        out.push_str(&format!("{tab}\n"));
        for n in &t.notes {
            let note = breakdown::note(cat, n);
            out.push_str(&tr!(cat, "score-note", note = visible(&note)));
            out.push('\n');
        }
    }
    Ok(out)
}

/// The sheet; `summary` says what a command just changed; `width` is the
/// width every line must fit (none: as wide as the sheet needs).
pub(crate) fn sheet(s: &Sheet, to: Out, summary: Option<&str>) -> Result<String> {
    let (format, width, cat) = (to.format, to.width, to.cat);
    if format == Format::Csv {
        return Ok(csv(s));
    }
    if format != Format::Table {
        let mut s = s.clone();
        for h in &mut s.hands {
            for c in &mut h.teams {
                breakdown::word_lines(cat, &mut c.lines);
            }
        }
        return structured(&s, format).unwrap_or_else(|| Ok(String::new()));
    }
    let w = width.unwrap_or(usize::MAX);
    let mut out = String::new();
    if let Some(sum) = summary {
        for l in sum.lines() {
            out.push_str(&wrap(&visible(l), w, ""));
        }
    }
    let header = match s.game_hands {
        Some(n) => tr!(
            cat,
            "sheet-title-hands",
            rules = visible(&s.rules),
            hands = n,
            played = s.hands.len()
        ),
        None => tr!(
            cat,
            "sheet-title-target",
            rules = visible(&s.rules),
            target = s.target.to_string()
        ),
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
        out.push_str(&tr!(cat, "sheet-no-hands"));
        out.push('\n');
    } else {
        if from > 0 {
            out.push_str(&wrap(&tr!(cat, "sheet-earlier-hands", to = from), w, "  "));
        }
        out.push_str(&pad::hands(s, w, from, &pad::Heads::new(cat)));
        if s.hands.iter().any(|h| h.forced) {
            out.push_str(&wrap(&tr!(cat, "sheet-forced"), w, "  "));
        }
        out.push_str(&last_tallies(s, w, cat));
    }
    out.push_str(&standings(s, w, cat, false));
    if let Some(line) = coming_line(s, cat) {
        out.push_str(&wrap(&line, w, "  "));
    }
    out.push_str(&ending(s, w, cat));
    Ok(out)
}

/// In a game of a fixed number of hands, or of minimums by hand number,
/// how many hands are left and the minimum of each: `2 hands to go;
/// initial-meld minimum: hand 2 155, hand 3 180`. None once the game is
/// over. The served pad shows the same.
pub(crate) fn coming_line(s: &Sheet, cat: &Catalog) -> Option<String> {
    if s.over {
        return None;
    }
    let left = s.hands_left.map(|n| tr!(cat, "sheet-hands-left", n = n));
    let list: Vec<String> = s
        .coming
        .iter()
        .map(|c| {
            tr!(
                cat,
                "sheet-coming-hand",
                hand = c.hand,
                minimum = c.minimum.to_string()
            )
        })
        .collect();
    let coming = (!list.is_empty()).then(|| tr!(cat, "sheet-coming", hands = list.join(", ")));
    match (left, coming) {
        (Some(l), Some(c)) => Some(format!("{l}; {c}")),
        (l, c) => l.or(c),
    }
}

/// The answer to a change (`game add`, `undo`, `redo`, `edit`) on a
/// screen of `height` lines: the sheet where it fits, else what changed
/// and where the sides stand (totals, this hand, lead, to go, next
/// minimum, who deals), shorter step by step until it fits; `game show`
/// shows everything.
pub(crate) fn after_change(
    s: &Sheet,
    to: Out,
    summary: &str,
    height: Option<usize>,
) -> Result<String> {
    let full = sheet(s, to, Some(summary))?;
    let Some(height) = height.filter(|_| to.format == Format::Table) else {
        return Ok(full);
    };
    // A line stays free for the shell's prompt.
    let room = height.saturating_sub(1).max(1);
    if full.lines().count() <= room {
        return Ok(full);
    }
    let (w, cat) = (to.width.unwrap_or(usize::MAX), to.cat);
    let mut head = String::new();
    for l in summary.lines() {
        head.push_str(&wrap(&visible(l), w, ""));
    }
    let end = ending(s, w, cat);
    let short = [
        format!(
            "{head}{}{}{end}",
            last_tallies(s, w, cat),
            standings(s, w, cat, false)
        ),
        format!("{head}{}{end}", standings(s, w, cat, false)),
        format!("{head}{}{end}", standings(s, w, cat, true)),
    ];
    let last = short.len() - 1;
    let fits = short
        .iter()
        .position(|t| t.lines().count() <= room)
        .unwrap_or(last);
    Ok(short[fits].clone())
}

/// How the rule set scored the last hand's tallies: the one to check at
/// the table.
fn last_tallies(s: &Sheet, w: usize, cat: &Catalog) -> String {
    let mut out = String::new();
    let Some(h) = s.hands.last() else {
        return out;
    };
    for c in h.teams.iter().filter(|c| !c.lines.is_empty()) {
        let parts: Vec<String> = c
            .lines
            .iter()
            .map(|l| format!("{} {}", visible(&breakdown::line(cat, l)), l.points))
            .collect();
        out.push_str(&wrap(
            &tr!(
                cat,
                "sheet-tally-scored",
                hand = h.number,
                side = visible(&c.name),
                tally = visible(&tally_words(cat, c.tally.as_deref().unwrap_or(""))),
                lines = parts.join(", ")
            ),
            w,
            "  ",
        ));
    }
    out
}

/// A tally's items (`natural:1,red3:2,out`, as the game file keeps them)
/// in the reader's words: German `echt:1, rot3:2, aus`.
pub(crate) fn tally_words(cat: &Catalog, items: &str) -> String {
    tally_in(cat, items, ", ")
}

/// A tally's items in the reader's words as `--tally` takes them, one
/// comma between: German `echt:1,rot3:2,aus` (which reads back in any
/// language).
pub(crate) fn tally_text(cat: &Catalog, items: &str) -> String {
    tally_in(cat, items, ",")
}

fn tally_in(cat: &Catalog, items: &str, between: &str) -> String {
    items
        .split(',')
        .filter(|i| !i.is_empty())
        .map(|item| {
            let (key, count) = match item.split_once(':') {
                Some((key, count)) => (key, Some(count)),
                None => (item, None),
            };
            let key = tr!(cat, "sheet-item", key = key);
            match count {
                Some(n) => format!("{key}:{n}"),
                None => key,
            }
        })
        .collect::<Vec<_>>()
        .join(between)
}

/// The sheet's last line: who won, a tie to play on, or who deals next.
fn ending(s: &Sheet, w: usize, cat: &Catalog) -> String {
    ending_lines(s, cat)
        .iter()
        .map(|line| wrap(line, w, ""))
        .collect()
}

/// The sheet's last lines, unwrapped: who won (with the special hand that
/// won it, one line each), a tie to play on, or who deals the next hand
/// and who sits it out; none where nobody deals. Names as players wrote
/// them, control characters visible. The served pad shows the same.
pub(crate) fn ending_lines(s: &Sheet, cat: &Catalog) -> Vec<String> {
    match s.winner.as_deref().map(visible) {
        Some(_) if !s.won_with.is_empty() => s
            .won_with
            .iter()
            .map(|won| {
                let special = cat.title(&won.titles, &won.special_hand);
                tr!(
                    cat,
                    "sheet-over-special",
                    winner = visible(&won.team),
                    special = visible(special),
                    hand = won.hand
                )
            })
            .collect(),
        Some(w2) if s.winners.len() > 1 => vec![tr!(cat, "sheet-over-shared", winners = w2)],
        Some(w2) => vec![tr!(cat, "sheet-over", winner = w2)],
        None if s.drawn => vec![tr!(cat, "sheet-over-drawn", hand = s.hands.len())],
        None if s.play_on => vec![tr!(cat, "sheet-play-on", target = s.target.to_string())],
        None => next_hand_line(s, cat).into_iter().collect(),
    }
}

/// Who deals the next hand and who sits it out: `hand 2: Carla deals,
/// Emil sits out`. Names as players wrote them, control characters visible.
fn next_hand_line(s: &Sheet, cat: &Catalog) -> Option<String> {
    let d = visible(s.dealer.as_ref()?);
    let mut line = tr!(cat, "sheet-deals", hand = s.next_hand, dealer = d);
    let out: Vec<_> = s.sitting_out.iter().map(|n| visible(n)).collect();
    match out.as_slice() {
        [] => {}
        [one] => line.push_str(&tr!(cat, "sheet-sits-out", player = one.as_ref())),
        [first, rest @ ..] => {
            let players = rest.iter().fold(first.to_string(), |all, next| {
                tr!(cat, "sheet-and", first = all, second = next.as_ref())
            });
            line.push_str(&tr!(cat, "sheet-sit-out", players = players));
        }
    }
    Some(line)
}

/// A change to the sheet in words, as the log shows it: `added hand 2
/// from --points`.
pub(crate) fn change(cat: &Catalog, c: &Change) -> String {
    let hand = c.hand.unwrap_or(0);
    let mut text = match c.what {
        Event::Started => tr!(cat, "sheet-change-started", teams = c.teams.join(", ")),
        Event::Added => tr!(cat, "sheet-change-added", hand = hand),
        Event::Replaced => tr!(cat, "sheet-change-replaced", hand = hand),
        Event::UndidEdit => tr!(cat, "sheet-change-undid-edit", hand = hand),
        Event::Removed => tr!(cat, "sheet-change-removed", hand = hand),
        Event::PutBack => tr!(cat, "sheet-change-put-back", hand = hand),
        Event::RedidEdit => tr!(cat, "sheet-change-redid-edit", hand = hand),
        Event::HalvesDropped => tr!(
            cat,
            "sheet-change-halves-dropped",
            hand = hand,
            teams = cat.list(
                c.teams.iter().map(|t| visible(t).into_owned()).collect(),
                crate::i18n::Join::And
            )
        ),
        Event::Other => return c.text.clone().unwrap_or_default(),
    };
    let how = match c.from.as_deref() {
        Some(INTERACTIVE) => Some(tr!(cat, "sheet-how-interactive")),
        Some(POINTS) => Some(tr!(cat, "sheet-how-points")),
        Some(TALLY) => Some(tr!(cat, "sheet-how-tally")),
        Some(from) => Some(tr!(cat, "sheet-how-from", from = from)),
        None => None,
    };
    let forced = c.forced.then(|| tr!(cat, "sheet-how-forced"));
    let by = if c.halves.is_empty() {
        c.by.as_ref().map(|a| phone(cat, a))
    } else {
        // A hand made of halves: each half's phone, once each.
        let mut phones: Vec<String> = Vec::new();
        for p in c
            .halves
            .iter()
            .filter_map(|h| h.by.as_ref())
            .map(|a| phone(cat, a))
        {
            if !phones.contains(&p) {
                phones.push(p);
            }
        }
        Some(tr!(
            cat,
            "sheet-by-halves",
            phones = cat.list(phones, crate::i18n::Join::And)
        ))
    };
    for part in how.into_iter().chain(forced).chain(by) {
        text.push(' ');
        text.push_str(&part);
    }
    text
}

/// Whose phone made a change: `by Wir's phone`.
fn phone(cat: &Catalog, a: &canasta::sheet::Author) -> String {
    match &a.side {
        Some(side) if a.device == canasta::sheet::author::Device::Side => {
            tr!(cat, "sheet-by-side", side = visible(side))
        }
        _ => tr!(cat, "sheet-by-organiser"),
    }
}

/// A change as a log without a column for points shows it (the served
/// pad's, `GET /api/log`): its words, and where it changed a hand on the
/// sheet, the points before and after (`: Wir=600,345 → Wir=500,345`).
pub(crate) fn logged(cat: &Catalog, c: &Change) -> String {
    let mut text = change(cat, c);
    let edit = matches!(
        c.what,
        Event::Replaced | Event::UndidEdit | Event::RedidEdit
    );
    if edit && c.old.is_some() && c.new.is_some() {
        text.push_str(": ");
        text.push_str(&old_to_new(c));
    }
    text
}

/// What a change did, for the summary above the sheet: the change, how
/// to take it back where it was an undo, and a warning where the hand
/// added repeats the one before.
pub(crate) fn done(cat: &Catalog, d: &Done) -> String {
    let mut text = change(cat, &d.change);
    // An edit changes numbers already on the sheet: which, from what.
    if d.change.what == Event::Replaced && d.change.old.is_some() && d.change.new.is_some() {
        text.push_str(": ");
        text.push_str(&old_to_new(&d.change));
    }
    let hint = match d.change.what {
        Event::UndidEdit => Some(tr!(cat, "sheet-redo-makes-again")),
        Event::Removed => Some(tr!(cat, "sheet-redo-puts-back")),
        _ => None,
    };
    if let Some(hint) = hint {
        text.push(' ');
        text.push_str(&hint);
    }
    if let (Some(earlier), Some(hand)) = (d.same_as, d.change.hand) {
        text.push('\n');
        text.push_str(&tr!(cat, "sheet-same-as", hand = hand, earlier = earlier));
    }
    text
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
/// go and the initial-meld minimum; then the leader. A table where one
/// fits `w`, else (or where `lines` asks for it) a line a side.
fn standings(s: &Sheet, w: usize, cat: &Catalog, lines: bool) -> String {
    // A game of a fixed number of hands ends after the last whatever the
    // totals: points to a target would mislead.
    let by_target = s.game_hands.is_none();
    let names: Vec<String> = s
        .teams
        .iter()
        .map(|t| visible(&t.name).into_owned())
        .collect();
    let (side, total, this_hand, behind, to_go) = (
        tr!(cat, "sheet-side"),
        tr!(cat, "sheet-head-total"),
        tr!(cat, "sheet-this-hand"),
        tr!(cat, "sheet-behind"),
        tr!(cat, "sheet-to-go"),
    );
    let table_of = |cut: usize, min: &str| {
        let mut tab = fixed();
        let mut header = vec![side.as_str(), &total, &this_hand, &behind];
        if by_target {
            header.push(&to_go);
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
        format!("{tab}\n{}\n", tr!(cat, "sheet-min-meld-means", min = min))
    };
    // The minimum's heading is the hands' own, at every width.
    let min = tr!(cat, "sheet-head-min");
    let mut out = if lines {
        String::new()
    } else {
        [usize::MAX, 12]
            .iter()
            .map(|&cut| table_of(cut, &min))
            .find(|t| widest(t) <= w)
            .unwrap_or_default()
    };
    if out.is_empty() {
        for (t, name) in s.teams.iter().zip(&names) {
            let to_go = if by_target {
                tr!(cat, "sheet-standing-to-go", n = t.to_go.to_string())
            } else {
                String::new()
            };
            out.push_str(&wrap(
                &tr!(
                    cat,
                    "sheet-standing",
                    side = shorten(name, w.max(8) - 4),
                    total = t.total.to_string(),
                    hand = t.hand.to_string(),
                    behind = t.gap.to_string(),
                    to_go = to_go,
                    min = t.minimum.to_string()
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
            &tr!(
                cat,
                "sheet-leader",
                side = visible(l),
                ahead = second.to_string()
            ),
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
pub(crate) fn field(text: &str) -> String {
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

/// `game log`: every change with its time (in `zone`, where the language
/// writes local times), and the hand's points before and after it.
pub(crate) fn log(changes: &[Change], to: Out, zone: &jiff::tz::TimeZone) -> Result<String> {
    /// A change as `game log` writes it: its words in the language chosen.
    #[derive(serde::Serialize)]
    struct Said<'a> {
        at: &'a str,
        what: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<&'a str>,
    }
    #[derive(serde::Serialize)]
    struct Log<'a> {
        changes: Vec<Said<'a>>,
    }
    let (format, width, cat) = (to.format, to.width, to.cat);
    let said = || Log {
        changes: changes
            .iter()
            .map(|c| Said {
                at: &c.at,
                what: change(cat, c),
                old: c.old.as_deref(),
                new: c.new.as_deref(),
            })
            .collect(),
    };
    if format != Format::Table {
        return structured(&said(), format).unwrap_or_else(|| Ok(String::new()));
    }
    if changes.is_empty() {
        return Ok(tr!(cat, "sheet-log-empty") + "\n");
    }
    let w = width.unwrap_or(usize::MAX);
    let at: Vec<&str> = changes.iter().map(|c| c.at.as_str()).collect();
    let at: Vec<String> = crate::render::time::stamps(cat, zone, &at)
        .iter()
        .map(|t| visible(t).into_owned())
        .collect();
    let wide = log_table(changes, &at, None, cat);
    if widest(&wide) <= w {
        return Ok(wide);
    }
    // The points wrap within their column where the screen is narrower.
    let narrow = log_table(changes, &at, Some(w), cat);
    let times_whole = at.iter().all(|t| narrow.contains(t.as_str()));
    if widest(&narrow) <= w && times_whole {
        return Ok(narrow);
    }
    Ok(changes
        .iter()
        .zip(&at)
        .map(|(c, at)| {
            let points = visible(&old_to_new(c)).into_owned();
            let what = change(cat, c);
            let mut lines = wrap(&format!("{at} {}", visible(&what)), w, "  ");
            if !points.is_empty() {
                for l in wrap(&points, w.saturating_sub(2), "  ").lines() {
                    lines.push_str(&format!("  {l}\n"));
                }
            }
            lines
        })
        .collect())
}

/// The log as a table, as wide as it needs or fitted to `width`; `at`:
/// each change's time as shown.
fn log_table(changes: &[Change], at: &[String], width: Option<usize>, cat: &Catalog) -> String {
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
    let mut header = vec![tr!(cat, "sheet-log-when"), tr!(cat, "sheet-log-what")];
    if points {
        header.push(tr!(cat, "sheet-log-points"));
    }
    tab.set_header(header);
    for (c, at) in changes.iter().zip(at) {
        let what = change(cat, c);
        let mut row = vec![at.clone(), visible(&what).into_owned()];
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
    let (format, width, cat) = (to.format, to.width, to.cat);
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
        tr!(cat, "sheet-side"),
        tr!(cat, "sheet-stats-games-head"),
        tr!(cat, "sheet-stats-wins"),
        tr!(cat, "sheet-stats-hands"),
        tr!(cat, "sheet-stats-average"),
        tr!(cat, "sheet-stats-best"),
        tr!(cat, "sheet-stats-canastas"),
        tr!(cat, "sheet-stats-red-threes"),
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
            Cell::new(decimal(cat, t.average)).set_alignment(CellAlignment::Right),
            opt(t.best),
            counted(t.canastas),
            counted(t.red_threes),
        ]);
    }
    let w = width.unwrap_or(usize::MAX);
    let mut out = tr!(cat, "sheet-stats-games", n = s.games) + "\n";
    let wide = format!("{tab}\n");
    if widest(&wide) <= w {
        out.push_str(&wide);
    } else {
        for t in &s.teams {
            let mut line = tr!(
                cat,
                "sheet-stats-side-line",
                side = visible(&t.name),
                games = t.games,
                wins = t.wins,
                hands = t.hands,
                average = decimal(cat, t.average),
                best = opt_text(t.best)
            );
            if t.counted_hands > 0 {
                line.push_str(&tr!(
                    cat,
                    "sheet-stats-counted-line",
                    canastas = t.canastas,
                    red_threes = t.red_threes
                ));
            }
            out.push_str(&wrap(&line, w, "  "));
        }
    }
    if s.teams.iter().any(|t| t.counted_hands < t.hands) {
        out.push_str(&wrap(&tr!(cat, "sheet-stats-counted-only"), w, ""));
    }
    out.push_str(&player_stats(s, w, cat));
    Ok(out)
}

/// `game stats` per player, where sides named them, and the dealer's side
/// against the others.
fn player_stats(s: &Stats, w: usize, cat: &Catalog) -> String {
    let mut out = String::new();
    if !s.players.is_empty() {
        let mut tab = fixed();
        tab.set_header(vec![
            tr!(cat, "sheet-stats-player"),
            tr!(cat, "sheet-stats-games-head"),
            tr!(cat, "sheet-stats-wins"),
            tr!(cat, "sheet-stats-hands"),
            tr!(cat, "sheet-stats-average"),
        ]);
        for p in &s.players {
            tab.add_row(vec![
                Cell::new(visible(&p.name)),
                num(p.games as i64),
                num(p.wins as i64),
                num(p.hands as i64),
                Cell::new(decimal(cat, p.average)).set_alignment(CellAlignment::Right),
            ]);
        }
        let wide = format!("{tab}\n");
        if widest(&wide) <= w {
            out.push_str(&wide);
        } else {
            for p in &s.players {
                out.push_str(&wrap(
                    &tr!(
                        cat,
                        "sheet-stats-player-line",
                        player = visible(&p.name),
                        games = p.games,
                        wins = p.wins,
                        hands = p.hands,
                        average = decimal(cat, p.average)
                    ),
                    w,
                    "  ",
                ));
            }
        }
        out.push_str(&wrap(&tr!(cat, "sheet-stats-average-means"), w, ""));
    }
    if let Some(d) = &s.dealing {
        out.push_str(&wrap(
            &tr!(
                cat,
                "sheet-stats-dealing",
                dealer = decimal(cat, d.dealer_average),
                others = decimal(cat, d.others_average),
                hands = d.hands
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
    use canasta::round;

    #[test]
    fn every_change_has_its_words_in_both_languages() {
        use canasta::sheet::log::Event;
        let events = [
            Event::Started,
            Event::Added,
            Event::Replaced,
            Event::UndidEdit,
            Event::Removed,
            Event::PutBack,
            Event::RedidEdit,
        ];
        for lang in Lang::ALL {
            let cat = Catalog::new(lang);
            for what in events {
                let c = Change {
                    hand: Some(2),
                    from: Some(INTERACTIVE.into()),
                    forced: true,
                    teams: vec!["A".into(), "B".into()],
                    ..Change::new("t", what)
                };
                let done = Done {
                    change: c.clone(),
                    same_as: Some(1),
                };
                for words in [change(&cat, &c), super::done(&cat, &done)] {
                    assert!(!words.contains("sheet-"), "{lang:?} {what:?}: {words}");
                }
            }
        }
        let de = Catalog::new(Lang::De);
        let added = Change {
            hand: Some(3),
            from: Some("--points".into()),
            forced: true,
            ..Change::new("t", Event::Added)
        };
        assert_eq!(
            change(&de, &added),
            "Runde 3 eingetragen aus --points (erzwungen)"
        );
        let en = Catalog::new(Lang::En);
        assert_eq!(change(&en, &added), "added hand 3 from --points (forced)");
        let other = Change {
            text: Some("checked by hand".into()),
            ..Change::new("t", Event::Other)
        };
        assert_eq!(change(&de, &other), "checked by hand");
    }

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
    use canasta::rules::load;
    use canasta::sheet::{Entry, GameFile, Hand};

    #[test]
    fn hand_score_table() {
        let rules = load("classic").unwrap();
        let file = round::parse(
            "t.yaml",
            "teams:\n  - name: We\n    melds: [hK dK cK sK hK dK cK]\n    red_threes: h3\n    went_out: true\n  - name: They\n    hand: jk\n",
        )
        .unwrap();
        let s = canasta::score::score(&rules, &round::check(&rules, &file).unwrap());
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
            &canasta::sheet::sheet(&g),
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
        insta::assert_snapshot!(sheet(&canasta::sheet::sheet(&g), Out::new(Format::Table, None, &Catalog::new(Lang::En)), Some("added hand 1")).unwrap(), @"
        added hand 1
        Score sheet: classic, game to 5000
        ┌──────┬───────────┬───────┬───────┬───────┬─────┬───────────┬───────┬───────┬───────┬─────┐
        │ hand ┆ Sie bonus ┆ cards ┆ score ┆ total ┆ min ┆ Wir bonus ┆ cards ┆ score ┆ total ┆ min │
        ╞══════╪═══════════╪═══════╪═══════╪═══════╪═════╪═══════════╪═══════╪═══════╪═══════╪═════╡
        │    1 ┆      4600 ┆   455 ┆  5055 ┆  5055 ┆ 120 ┆           ┆       ┆   -35 ┆   -35 ┆  15 │
        └──────┴───────────┴───────┴───────┴───────┴─────┴───────────┴───────┴───────┴───────┴─────┘
        ┌──────┬───────┬───────────┬────────┬───────┬─────┐
        │ side ┆ total ┆ this hand ┆ behind ┆ to go ┆ min │
        ╞══════╪═══════╪═══════════╪════════╪═══════╪═════╡
        │ Sie  ┆  5055 ┆      5055 ┆      0 ┆     0 ┆ 120 │
        │ Wir  ┆   -35 ┆       -35 ┆   5090 ┆  5035 ┆  15 │
        └──────┴───────┴───────────┴────────┴───────┴─────┘
        min: the initial-meld minimum for the next hand
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
        let s = canasta::sheet::sheet(&g);
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
            &canasta::sheet::sheet(&classic),
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
