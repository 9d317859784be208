//! The front end's own faults (a command line that asks for something
//! impossible, output that cannot be written) and help lines (about its
//! arguments and its server), declared and said as the library's are, and
//! the list of every fault code: the library's and these. `docs/codes.md`
//! documents each code, and the tests of `render::error` hold the page and
//! both catalogues to this list.

#[allow(
    unreachable_pub,
    reason = "`faults!` declares `pub` enums, as the library's are"
)]
mod front;
#[allow(
    unreachable_pub,
    reason = "`faults!` declares `pub` enums, as the library's are"
)]
mod hint;
#[allow(
    unreachable_pub,
    reason = "`faults!` declares `pub` enums, as the library's are"
)]
mod usage;

pub(crate) use front::FrontFault;
pub(crate) use hint::FrontHint;
pub(crate) use usage::UsageFault;

/// Every fault code, each with the names of its data: the library's
/// (`canasta::codes::faults`) and the front end's own. A fault enum the
/// front end adds joins this list.
#[cfg(test)]
pub(crate) fn codes() -> Vec<canasta::codes::Code> {
    let mut all = canasta::codes::faults();
    all.extend([UsageFault::CODES, FrontFault::CODES].concat());
    all
}

#[cfg(test)]
mod tests {
    use std::path::Path;

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

    /// A fault enum the front end declares is in `codes()`, so docs/codes.md
    /// and both catalogues are held to its codes (the library's own test
    /// holds its list to its enums).
    #[test]
    fn every_fault_enum_is_listed() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        declared(&root.join("src"), &mut found);
        assert!(found.len() >= 2, "{found:?}");
        let list = include_str!("fault.rs");
        let list = &list[..list.find("#[cfg(test)]\nmod tests").unwrap()];
        for name in found {
            assert!(
                list.contains(&format!("{name}::CODES")),
                "{name} is a fault: add {name}::CODES to fault::codes()"
            );
        }
    }
}
