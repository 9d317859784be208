//! Where in the round file an error is: an error found in one field
//! (a meld, a hand) points into the file, with its line and column.

use crate::error::{Error, Origin, RoundField};
use crate::round::RoundFile;
use crate::yaml::Node;

/// The node of a player's `field` (`hand`, `foot`) in a side's entry.
fn player_field<'n>(team: &'n Node, player: &str, field: &str) -> Option<(&'n Node, usize)> {
    team.get("players")?
        .items()
        .iter()
        .find(|p| p.get("name").and_then(Node::as_str) == Some(player))?
        .get(field)
        .map(|n| (n, 0))
}

/// Errors that point into one field of the round file (a meld, a hand)
/// point into the file instead, with its line and column: the field is
/// found in the file's tree, and the error's place moved into it.
pub fn relocate(err: Error, origin: &Origin, tree: &Node, file: &RoundFile) -> Error {
    let Some(s) = err.snippet().cloned() else {
        return err.context(origin.clone());
    };
    let in_team = |name: &str| {
        let i = file.teams.iter().position(|t| t.name == name)?;
        tree.get("teams")?.item(i)
    };
    // The node that holds the field's text, and where in its value the
    // field starts (a meld of a `;`-separated string starts partway).
    let place = match &s.origin {
        Origin::HandNumber => tree.get("hand_number").map(|n| (n, 0)),
        Origin::Round { team, field } => in_team(team).and_then(|team| match field {
            RoundField::PlayerHand { player } => player_field(team, player, "hand"),
            RoundField::PlayerFoot { player } => player_field(team, player, "foot"),
            RoundField::Hand => team.get("hand").map(|n| (n, 0)),
            RoundField::RedThrees => team.get("red_threes").map(|n| (n, 0)),
            RoundField::BlackThrees => team.get("black_threes").map(|n| (n, 0)),
            RoundField::Side => None,
            &RoundField::Meld { number: j } => {
                let melds = team.get("melds")?;
                match melds.as_str() {
                    Some(all) => {
                        let mut offset = 0;
                        for (i, part) in all.split(';').enumerate() {
                            if i + 1 == j {
                                let lead = part.len() - part.trim_start().len();
                                return Some((melds, offset + lead));
                            }
                            offset += part.len() + 1;
                        }
                        None
                    }
                    None => {
                        let item = melds.item(j - 1)?;
                        Some((item.get("cards").unwrap_or(item), 0))
                    }
                }
            }
        }),
        _ => None,
    };
    let Some((node, within)) = place else {
        return err.context(origin.clone());
    };
    // Cards written as a YAML list were joined with spaces: find the item.
    let mut offset = 0;
    let item = node.items().iter().find_map(|item| {
        let len = item.as_str()?.len();
        let found =
            (s.span.start >= offset && s.span.end <= offset + len).then_some((item, offset));
        offset += len + 1;
        found
    });
    let (node, shift) = match item {
        Some((item, at)) => (item, at),
        None => (node, 0),
    };
    let span = match node.text_start() {
        Some(start) if !s.text.contains('\n') => {
            start + within + s.span.start - shift..start + within + s.span.end - shift
        }
        _ => node.span.clone(),
    };
    let mut e = err.with_snippet(crate::error::Snippet {
        origin: node.source.origin.clone(),
        text: node.source.text.clone(),
        span,
        label: s.label.clone(),
    });
    // An empty span shows no caret: say the file in the message.
    if e.span().is_some_and(|r| r.is_empty()) {
        e = e.context(origin.clone());
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round::{check, parse_tree};

    /// The place in the file of the error checking `text` finds.
    fn placed(text: &str) -> (usize, usize) {
        let (file, tree) = parse_tree("r.yaml", text).unwrap();
        let rules = crate::rules::load("classic").unwrap();
        let e = relocate(
            check(&rules, &file).unwrap_err(),
            &"r.yaml".into(),
            &tree,
            &file,
        );
        let s = e.snippet().unwrap();
        assert_eq!(s.origin, Origin::from("r.yaml"));
        assert_eq!(&s.text[s.span.clone()], "h14");
        s.line_column()
    }

    #[test]
    fn a_bad_card_is_shown_where_the_file_holds_it() {
        let they = "  - name: They\n    hand: h4\n";
        let we = |melds: &str| format!("teams:\n  - name: We\n    melds: {melds}\n{they}");
        assert_eq!(placed(&we("[hK dK h14]")), (3, 19));
        assert_eq!(placed(&we("\"hK dK cK; h14 hA cA\"")), (3, 23));
        assert_eq!(placed(&we("[[hK, dK, h14]]")), (3, 22));
        assert_eq!(
            placed(&we("[{cards: 'hK h14 dK', concealed: true}]")),
            (3, 25)
        );
        let list = "teams:\n  - name: We\n  - name: They\n    hand: [h4, h14]\n";
        assert_eq!(placed(list), (4, 16));
    }

    /// Where an error of `text` under `preset` is shown: line, column and
    /// the text there.
    fn placed_under(preset: &str, text: &str) -> (usize, usize, String) {
        let (file, tree) = parse_tree("r.yaml", text).unwrap();
        let rules = crate::rules::load(preset).unwrap();
        let e = relocate(
            check(&rules, &file).unwrap_err(),
            &"r.yaml".into(),
            &tree,
            &file,
        );
        let s = e.snippet().unwrap();
        assert_eq!(s.origin, Origin::from("r.yaml"));
        let (line, column) = s.line_column();
        (line, column, s.text[s.span.clone()].to_string())
    }

    #[test]
    fn a_foot_and_a_hand_number_are_shown_where_the_file_holds_them() {
        let foot = "teams:\n  - name: We\n    players:\n      - {name: Ann, hand: h4}\n      - {name: Bob, hand: h5, foot: h6 h14}\n  - name: They\n    hand: h4\n";
        assert_eq!(
            placed_under("hand-and-foot", foot),
            (5, 40, "h14".to_string())
        );
        let zero = "hand_number: 0\nteams:\n  - name: We\n  - name: They\n";
        assert_eq!(
            placed_under("hand-and-foot", zero),
            (1, 14, "0".to_string())
        );
    }
}
