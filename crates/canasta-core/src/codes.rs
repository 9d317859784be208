//! Every code the library's answers carry, each with the names of its
//! data: what a program reading `details` or an error's `code` may meet.
//! `docs/codes.md` documents each, and a test here holds it to these
//! lists. A front end adds its own faults' codes to [`faults`].

use std::collections::BTreeMap;

use crate::adjudicate::go_out::GoOutReason;
use crate::adjudicate::initial::InitialReason;
use crate::adjudicate::pickup::PickupReason;
use crate::meld::MeldReason;

/// A code and the names of its data.
pub type Code = (&'static str, &'static [&'static str]);

/// Every fault enum of the library, by its codes. An error's fault is
/// open (each area declares its own): a fault enum the library adds joins
/// this list (a test finds one that does not).
const FAULTS: &[&[Code]] = &[
    crate::notation::NotationFault::CODES,
    crate::error::InputFault::CODES,
    crate::sheet::game::GameFault::CODES,
    crate::yaml::problem::YamlFault::CODES,
    crate::rules::load::RulesFault::CODES,
    crate::sheet::store::StoreFault::CODES,
    crate::round::RoundFault::CODES,
    crate::deck::DeckFault::CODES,
    crate::state::StateFault::CODES,
    crate::score::ScoreFault::CODES,
    crate::rules::RuleProblem::CODES,
    crate::sheet::fault::SheetFault::CODES,
];

/// Every code an [`Error`](crate::Error) of the library can have (its
/// fault's), each with the names of its data.
///
/// ```
/// let codes = canasta::codes::faults();
/// assert!(codes.contains(&("no_cards", &[][..])));
/// let err = canasta::notation::parse_nonempty("hand", "").unwrap_err();
/// assert!(codes.iter().any(|(code, _)| *code == err.code()));
/// ```
pub fn faults() -> Vec<Code> {
    FAULTS.concat()
}

/// Every code of the referee's reasons (`meld`, `initial-meld`, `pickup`,
/// `go-out`, with the reasons they hold), each once, with the names of its
/// data, in the order of the codes.
pub fn reasons() -> BTreeMap<&'static str, Vec<&'static str>> {
    MeldReason::codes()
        .into_iter()
        .chain(InitialReason::codes())
        .chain(PickupReason::codes())
        .chain(GoOutReason::codes())
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;
    use crate::meld::MeldNote;

    /// The rows of `docs/codes.md`, each code with its data: the reasons'
    /// section, or (`errors`) the errors'.
    fn documented(errors: bool) -> Vec<(String, Vec<String>)> {
        let page = include_str!("../../../docs/codes.md");
        let ticked = |cell: &str| -> Vec<String> {
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        };
        let mut in_errors = false;
        page.lines()
            .filter(|l| {
                in_errors |= *l == "## Errors";
                in_errors == errors
            })
            .filter(|l| l.starts_with("| `"))
            .map(|l| {
                let cells: Vec<&str> = l.split('|').collect();
                (ticked(cells[1]).concat(), ticked(cells[cells.len() - 2]))
            })
            .collect()
    }

    #[test]
    fn docs_list_every_fault_code_with_its_data() {
        let rows = documented(true);
        assert!(rows.len() > 50, "{rows:?}");
        for (code, fields) in faults() {
            let Some((_, data)) = rows.iter().find(|(c, _)| c == code) else {
                panic!("docs/codes.md does not list the error code `{code}`: add a row for it");
            };
            assert_eq!(data, fields, "docs/codes.md: the data of `{code}`");
        }
    }

    #[test]
    fn docs_list_every_reason_code_with_its_data_and_no_other() {
        let rows = documented(false);
        let codes = reasons();
        for (code, fields) in &codes {
            let Some((_, data)) = rows.iter().find(|(c, _)| c == code) else {
                panic!("docs/codes.md does not list `{code}`: add a row for it");
            };
            assert_eq!(data, fields, "docs/codes.md: the data of `{code}`");
        }
        for (code, _) in &rows {
            assert!(
                codes.contains_key(code.as_str()),
                "docs/codes.md lists `{code}`, which no reason has any more"
            );
        }
    }

    /// A code names one fault, and one reason or note: a code reached by
    /// two paths (the top card's meld, in several questions) has the same
    /// data on each. (A fault and a note may share a code: an error's
    /// `code` and a verdict's `details` are read apart.)
    #[test]
    fn every_code_names_one_thing() {
        let mut reasons: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for (code, fields) in MeldReason::codes()
            .into_iter()
            .chain(InitialReason::codes())
            .chain(PickupReason::codes())
            .chain(GoOutReason::codes())
        {
            if let Some(before) = reasons.insert(code, fields.clone()) {
                assert_eq!(before, fields, "`{code}` is two reasons");
            }
        }
        let mut notes = BTreeSet::new();
        for code in MeldNote::CODES {
            assert!(notes.insert(*code), "`{code}` is two notes");
            assert!(
                !reasons.contains_key(code),
                "`{code}` is a note and a reason"
            );
        }
        let mut faults_seen = BTreeSet::new();
        for (code, _) in faults() {
            assert!(faults_seen.insert(code), "`{code}` names two faults");
        }
        for code in faults_seen.iter().chain(&notes).chain(reasons.keys()) {
            assert!(
                code.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
                "`{code}` is not snake_case"
            );
        }
    }

    /// The names of the enums that `worded!` makes faults (`fault Name`) in
    /// the `.rs` files under `dir`.
    fn declared(dir: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                declared(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines() {
                    let Some(rest) = line.trim().strip_prefix("fault ") else {
                        continue;
                    };
                    let name: String = rest
                        .chars()
                        .take_while(char::is_ascii_alphanumeric)
                        .collect();
                    if rest[name.len()..].starts_with([',', ' ']) && !name.is_empty() {
                        found.push(name);
                    }
                }
            }
        }
    }

    /// A fault enum the library declares is in `faults()`, so that
    /// docs/codes.md and the front end's catalogues are held to its codes.
    #[test]
    fn every_fault_enum_is_listed() {
        let mut found = Vec::new();
        declared(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut found,
        );
        assert!(found.len() > 10, "{found:?}");
        let list = include_str!("codes.rs");
        let list = &list[..list.find("#[cfg(test)]\nmod tests").unwrap()];
        for name in found {
            assert!(
                list.contains(&format!("{name}::CODES")),
                "{name} is a fault: add {name}::CODES to codes::FAULTS"
            );
        }
    }
}
