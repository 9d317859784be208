//! A meld refereed and a hand scored through the `canasta` library alone,
//! with no front end: `cargo run -p canasta-core --example referee`.
//!
//! The library answers with data: a verdict's reasons and a score's sides
//! are typed values, each reason with a stable code. This program prints a
//! few of their fields as they are, where the `canasta` command puts them
//! into words (in English or German).
//!
//! Its errors are `anyhow`'s: a library error is a `std::error::Error`
//! (`Send`, `Sync`, `'static`), so `?` takes it into a caller's own error
//! type with the caller's context, and the caller still gets the typed
//! fault back (`downcast_ref::<canasta::Error>()`).

use std::io::{self, Write};

use anyhow::Context;
use canasta::card::Card;
use canasta::{meld, notation, round, rules, score};

/// A finished hand under classic, as a round file writes it: We went out
/// with a natural canasta of kings; They hold a joker and a five.
const ROUND: &str = "\
teams:
  - name: We
    melds:
      - hK dK cK sK hK dK cK
      - hA cA d2
    red_threes: h3 d3
    hand: c4 d7 s9
    went_out: true
  - name: They
    melds: []
    red_threes: ''
    hand: jk s5
";

/// The cards of a meld as a player wrote them; a bad token is the
/// library's error, under what this program was doing.
fn meld_cards(text: &str) -> anyhow::Result<Vec<Card>> {
    let list = notation::parse_cards("meld", text)
        .with_context(|| format!("reading the meld `{text}`"))?;
    Ok(list.cards())
}

/// Referee two melds and score the hand above, writing the answers to
/// `out`.
fn referee(out: &mut impl Write) -> anyhow::Result<()> {
    let classic = rules::load("classic").context("loading the rule set")?;
    for text in ["h10 d10 s2", "h10 s2 jk"] {
        let verdict = meld::check(&classic, &meld_cards(text)?, false);
        writeln!(
            out,
            "{text}: valid {}, {} points",
            verdict.valid, verdict.points
        )?;
        for reason in &verdict.reasons {
            writeln!(out, "  breaks {}", reason.code())?;
        }
    }
    let file = round::parse("round.yaml", ROUND)?;
    let hand = score::checked(&classic, &round::check(&classic, &file)?)?;
    for side in &hand.teams {
        writeln!(
            out,
            "{}: {} ({} bonus, {} card points)",
            side.name, side.total, side.bonus, side.cards
        )?;
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    referee(&mut io::stdout().lock())
}

#[cfg(test)]
mod tests {
    /// `cargo test` runs the example (its `[[example]]` has `test = true`):
    /// what it prints is what the library answers.
    #[test]
    fn it_referees_a_meld_and_scores_a_hand() {
        let mut out = Vec::new();
        super::referee(&mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "h10 d10 s2: valid true, 40 points\n\
             h10 s2 jk: valid false, 80 points\n\
             \x20 breaks too_few_naturals\n\
             We: 910 (800 bonus, 110 card points)\n\
             They: -55 (0 bonus, -55 card points)\n"
        );
    }

    /// A library error passes through `?` into `anyhow` with this
    /// program's context on top, and comes back out typed: its kind, its
    /// fault and the place of the bad token.
    #[test]
    fn a_library_error_composes_with_question_mark() {
        use canasta::ErrorKind;
        use canasta::notation::NotationFault;

        let err = super::meld_cards("h10 x7").unwrap_err();
        assert_eq!(err.to_string(), "reading the meld `h10 x7`");
        let cause = err
            .downcast_ref::<canasta::Error>()
            .expect("the library's error");
        assert_eq!(cause.kind(), ErrorKind::Notation);
        assert_eq!(cause.span(), Some(4..6));
        assert!(matches!(
            cause.fault::<NotationFault>(),
            Some(NotationFault::NotASuit { token, .. }) if token == "x7"
        ));
        assert_eq!(err.chain().count(), 2, "{err:?}");
    }
}
