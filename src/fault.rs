//! The front end's own faults (a command line that asks for something
//! impossible, output that cannot be written), declared and said as the
//! library's are, and the list of every fault code: the library's areas
//! and these. `docs/codes.md` documents each code, and the tests of
//! `render::error` hold the page and both catalogues to this list.

#[allow(
    unreachable_pub,
    reason = "`faults!` declares `pub` enums, as the library's are"
)]
mod front;
#[allow(
    unreachable_pub,
    reason = "`faults!` declares `pub` enums, as the library's are"
)]
mod usage;

pub(crate) use front::FrontFault;
pub(crate) use usage::UsageFault;

/// Every fault enum's codes, each with the names of its data. An error's
/// fault is open (each area declares its own): a fault enum the library
/// or the front end adds joins this list.
#[cfg(test)]
pub(crate) fn codes() -> Vec<(&'static str, &'static [&'static str])> {
    [
        canasta::notation::NotationFault::CODES,
        canasta::error::InputFault::CODES,
        canasta::sheet::game::GameFault::CODES,
        canasta::yaml::problem::YamlFault::CODES,
        canasta::rules::load::RulesFault::CODES,
        UsageFault::CODES,
        canasta::sheet::store::StoreFault::CODES,
        canasta::round::RoundFault::CODES,
        canasta::deck::DeckFault::CODES,
        canasta::state::StateFault::CODES,
        canasta::score::ScoreFault::CODES,
        canasta::rules::RuleProblem::CODES,
        canasta::sheet::fault::SheetFault::CODES,
        FrontFault::CODES,
    ]
    .concat()
}
