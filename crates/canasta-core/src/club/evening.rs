//! The evening file: its shape, reading it and writing it as the plain,
//! commented YAML a director reads and may edit.

use serde::{Deserialize, Serialize};

use crate::club::fault::ClubFault;
use crate::club::movement::{Movement, Movements, Seating};
use crate::club::round::{Round, Table};
use crate::club::rule::{RankBy, StandingsRule};
use crate::error::{Document, ErrorKind, Hint, Label, Result};
use crate::yaml::{self, Node};

/// The version of the evening file's format this build writes, and the
/// newest it reads.
pub const CURRENT: u32 = 1;

/// A club evening as its file keeps it: the players, the rules of the
/// evening and every round drawn so far. The games' results are never
/// here: they are the tables' game files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evening {
    /// The version of the file's format.
    pub version: u32,
    /// The players, as the director named them.
    pub players: Vec<String>,
    /// The draws' random seed: the same evening so far and the same seed
    /// draw the same next round.
    pub seed: u64,
    /// How the standings count.
    #[serde(default)]
    pub standings: StandingsRule,
    /// How the next round is drawn.
    #[serde(default)]
    pub movements: Movements,
    /// The rounds drawn, from round 1.
    pub rounds: Vec<Round>,
}

/// The comment at the top of every evening file.
const HEADER: &str = "\
# canasta club evening (`canasta club show` prints the rounds and the standings).
# Each round's tables name their game files, relative to this file: each is
# an ordinary game file (`canasta game add`, `undo`, `edit`, `show` work on
# it), and the standings are worked out from them, never kept here.
";

impl Evening {
    /// Read and check an evening file's text.
    pub fn parse(origin: &str, text: impl Into<String>) -> Result<Evening> {
        let tree = yaml::read_document(
            origin,
            text,
            ErrorKind::Evening,
            Document::EveningFile,
            &["players", "rounds"],
        )?;
        version_of(&tree)?;
        let mut evening: Evening = yaml::from_node(&tree, ErrorKind::Evening)?;
        crate::club::check::check(&mut evening, &tree)?;
        Ok(evening)
    }

    /// The round being played: the last one drawn.
    pub fn current(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// The file's text: plain YAML, each part with a comment that says
    /// what it is for.
    pub fn to_text(&self) -> String {
        let mut out = String::from(HEADER);
        out.push_str(&format!("version: {}\n", self.version));
        out.push_str("# The players of the evening; the draws seat them.\n");
        out.push_str(&format!("players: {}\n", flow(&self.players)));
        out.push_str(&format!(
            "seed: {}{}# the draws' random seed: the same seed draws the same tables\n",
            self.seed,
            pad(&self.seed.to_string(), 20)
        ));
        out.push_str(&standings_text(&self.standings));
        out.push_str(&movements_text(&self.movements));
        out.push_str("# The rounds, as drawn: who sits where (N, E, S, W), who plays with\n");
        out.push_str("# whom (the sides, in the order of the game file), who sits out.\n");
        out.push_str("rounds:\n");
        for r in &self.rounds {
            out.push_str(&round_text(r));
        }
        out
    }
}

/// The version a file says it is; one it cannot read refused.
fn version_of(tree: &Node) -> Result<u32> {
    let Some(node) = tree.get("version") else {
        // Checked by the typed read, which names the missing field.
        return Ok(CURRENT);
    };
    match node.scalar() {
        Some((text, false)) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            let v = text.parse::<u64>().unwrap_or(u64::MAX);
            if v > u64::from(CURRENT) {
                return Err(node
                    .error(
                        ErrorKind::Evening,
                        ClubFault::NewerEvening {
                            version: text.to_string(),
                            current: CURRENT,
                        },
                        Label::WrittenByNewer,
                    )
                    .with_help(Hint::ReadWithNewer));
            }
            if v >= 1 {
                return Ok(v as u32);
            }
        }
        _ => {}
    }
    Err(node.error(
        ErrorKind::Evening,
        ClubFault::BadEveningVersion { current: CURRENT },
        Label::Here,
    ))
}

/// Spaces that bring a line's comment to a common column.
fn pad(value: &str, column: usize) -> String {
    " ".repeat(column.saturating_sub(value.len()).max(1))
}

fn standings_text(s: &StandingsRule) -> String {
    let p = &s.points;
    let rank: Vec<&str> = s
        .rank_by
        .iter()
        .map(|r| match r {
            RankBy::MatchPoints => "match_points",
            RankBy::Difference => "difference",
            RankBy::Total => "total",
            RankBy::Won => "won",
        })
        .collect();
    let rank = format!("[{}]", rank.join(", "));
    format!(
        "\
# How the standings count (a club that counts otherwise changes these):
standings:
  points:                 # match points to each player of the side, by the game
    won: {}
    drawn: {}
    lost: {}
    bye: {}{}# sitting a round out: a draw with a difference of 0, not a game
  rank_by: {rank}{}# then by name; also: total (the side's points), won
",
        p.won,
        p.drawn,
        p.lost,
        p.bye,
        pad(&p.bye.to_string(), 17),
        pad(&rank, 30),
    )
}

fn movements_text(m: &Movements) -> String {
    let mut out = String::from(
        "\
# How `club next` draws the next round. Where some must sit out, every round
# is drawn anew (nobody sits out twice before everyone has once).
movements:
",
    );
    let next = m.next.name();
    out.push_str(&format!(
        "  next: {next}{}# without --movement: rotate | standings\n",
        pad(next, 18)
    ));
    out.push_str(
        "  rotate:                 # each table keeps its four; the partnerships turn by seat\n",
    );
    for s in &m.rotate {
        out.push_str(&format!("    - {}\n", seating(s, |c| format!("{c:?}"))));
    }
    out.push_str(
        "  standings:              # tables by the standings, the four best at table 1; the\n",
    );
    out.push_str(
        "                          # seatings tried by place at the table (1 the best there),\n",
    );
    out.push_str("                          # the first that repeats no partnership\n");
    for s in &m.standings {
        out.push_str(&format!("    - {}\n", seating(s, ToString::to_string)));
    }
    out
}

fn seating<P>(s: &Seating<P>, word: impl Fn(&P) -> String) -> String {
    let side = |side: &[P; 2]| format!("[{}, {}]", word(&side[0]), word(&side[1]));
    format!("[{}, {}]", side(&s[0]), side(&s[1]))
}

fn round_text(r: &Round) -> String {
    let movement = match r.movement {
        crate::club::movement::Drawn::Draw => "draw",
        crate::club::movement::Drawn::Rotate => Movement::Rotate.name(),
        crate::club::movement::Drawn::Standings => Movement::Standings.name(),
    };
    let mut out = format!("  - round: {}\n    movement: {movement}\n", r.round);
    out.push_str(&format!("    byes: {}\n", flow(&r.byes)));
    out.push_str("    tables:\n");
    for t in &r.tables {
        out.push_str(&table_text(t));
    }
    out
}

fn table_text(t: &Table) -> String {
    let s = &t.seats;
    let sides: Vec<String> = t.sides.iter().map(|side| flow(side)).collect();
    format!(
        "      - table: {}\n        game: {}\n        seats: {{N: {}, E: {}, S: {}, W: {}}}\n        sides: [{}]\n",
        t.table,
        scalar(&t.game),
        scalar(&s.north),
        scalar(&s.east),
        scalar(&s.south),
        scalar(&s.west),
        sides.join(", ")
    )
}

/// Names as a flow list: `[Anna, Bernd]`.
fn flow(names: &[String]) -> String {
    let names: Vec<String> = names.iter().map(|n| scalar(n)).collect();
    format!("[{}]", names.join(", "))
}

/// A text as a YAML scalar that reads back as this text in a flow
/// collection too: plain where YAML would read it so, else in double
/// quotes (JSON's escapes are YAML's).
pub(crate) fn scalar(text: &str) -> String {
    let plain = serde_yaml::to_string(text)
        .ok()
        .is_some_and(|y| y.strip_suffix('\n') == Some(text))
        && !text.contains([',', '[', ']', '{', '}', '#'])
        && !text.contains(": ");
    if plain {
        text.to_string()
    } else {
        serde_json::to_string(text).unwrap_or_else(|_| format!("{text:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_names_read_back_as_written() {
        for name in [
            "Anna", "O'Neil", "a, b", "[x]", "{y}", "#1", "yes", "12", "- z", "a: b", "é ü",
            " pad ", "\"q\"", "null", "~", "*star", "&amp", "x\ny",
        ] {
            let text = format!("k: [{}]\n", scalar(name));
            let tree = yaml::parse("t", &text, ErrorKind::Evening)
                .unwrap()
                .unwrap();
            let read: Vec<String> = yaml::from_node(tree.get("k").unwrap(), ErrorKind::Evening)
                .unwrap_or_else(|e| panic!("{name:?}: {text}: {e:?}"));
            assert_eq!(read, [name], "{text}");
        }
    }
}
