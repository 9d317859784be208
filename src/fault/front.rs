//! What goes wrong in the front end itself, past the input: writing a
//! result, asking at the terminal, drawing the chart. `cause` is the
//! system's or the library's own report.

use canasta::error::faults;

faults! {
    /// What goes wrong writing a result or asking at the terminal.
    pub enum FrontFault {
        /// The result cannot be written to standard output (a full disk,
        /// a closed terminal); `cause` is the system's reason.
        CannotWriteOutput { cause: String } => "cannot_write_output",
        /// A change to `file` was saved, but its report could not be
        /// written (a full disk, a closed pipe); `cause` is why. Exit 3:
        /// nothing to retry.
        SavedNotReported { file: canasta::error::Origin, cause: String } => "saved_not_reported",
        /// A result that cannot be written as JSON.
        CannotWriteJson { cause: String } => "cannot_write_json",
        /// The chart cannot be drawn.
        CannotDrawChart { cause: String } => "cannot_draw_chart",
        /// Standard input cannot be read for an answer.
        CannotReadAnswer { cause: String } => "cannot_read_answer",
        /// The terminal cannot ask.
        CannotAsk { cause: String } => "cannot_ask",
        /// Asking was stopped (Ctrl-C at any question, Esc at the first,
        /// end of input): nothing saved.
        Stopped => "stopped",
        /// `--lay`'s `@WORD` that names no table meld.
        NoTableMeldNamed { word: String } => "no_table_meld_named",
        /// A `--lay` target with no cards after it.
        TargetWithoutCards { target: String } => "target_without_cards",
        /// `@new` under a rule set with one meld per rank.
        NoSecondMeldOfRank { rules: String } => "no_second_meld_of_rank",
        /// `@N` past the side's `melds` on the table.
        NoSuchTableMeld { number: usize, melds: usize } => "no_such_table_meld",
        /// A hand whose sequences are too many to search exactly.
        TooManyWays { cards: usize, rules: String, sequences: usize, work: usize, most: usize } => "too_many_ways",
        /// A search stopped at its limit (`most` steps, or 0.6 s of CPU
        /// by the clock) before it found the answer.
        SearchStopped { cards: usize, rules: String, most: usize } => "search_stopped",
        // `canasta serve`: starting, and the requests it refuses.
        /// The server cannot listen on `address`; `cause` is the system's reason.
        CannotListen { address: String, cause: String } => "cannot_listen",
        /// `canasta serve` found no server program (`canasta-serve`) at
        /// `path`, beside itself; `cause` is the system's reason.
        NoServer { path: String, cause: String } => "no_server",
        /// `--public-url` that is no `http://` or `https://` address.
        BadPublicUrl { value: String } => "bad_public_url",
        /// The server cannot run (its runtime, the random source); `cause` says why.
        CannotServe { cause: String } => "cannot_serve",
        /// A request without a token, or with one no link has.
        NoToken => "no_token",
        /// A request naming a host the pad is not served as (DNS rebinding).
        WrongHost { host: String } => "wrong_host",
        /// A write sent from a page of another site.
        CrossSite { origin: String } => "cross_site",
        /// A write from the viewer's link, which only reads.
        ReadOnlyLink => "read_only_link",
        /// Something only the organiser's link may do (undo, redo, edit, force).
        OrganiserOnly => "organiser_only",
        /// A side's link naming another side than its own.
        NotYourSide { side: String, yours: String } => "not_your_side",
        /// A request body larger than the server reads.
        BodyTooLarge { limit: usize } => "body_too_large",
        /// A request body that is not what the address takes; `cause` says why.
        BadBody { cause: String } => "bad_body",
        /// A hand that names no side.
        NoSideNamed => "no_side_named",
        /// An `Idempotency-Key` too long or not printable text.
        BadIdempotencyKey { most: usize } => "bad_idempotency_key",
        /// An address the pad does not have.
        NoSuchPage { path: String } => "no_such_page",
        /// A request body that did not arrive within `seconds`.
        SlowRequest { seconds: u64 } => "slow_request",
        /// A link holding `most` live streams asked for one more.
        TooManyStreams { most: usize } => "too_many_streams",
        /// The referee answers `most` questions at a time and its queue is
        /// full: asked again in `seconds`.
        RefereeBusy { most: usize, seconds: u64 } => "referee_busy",
        // `canasta serve EVENING.yaml`: a table's game asked for.
        /// A table the round being played does not have; `table` as the
        /// request named it.
        NoSuchTable { table: String } => "no_such_table",
        /// A table's or a player's link naming another table than its own.
        NotYourTable { table: String, yours: u32 } => "not_your_table",
        /// The organiser's or the viewer's link asking for a table's game
        /// without naming the table.
        TableNeeded => "table_needed",
        /// A player's link while the player sits the round out.
        SittingOut { player: String } => "sitting_out",
    }
}

impl FrontFault {
    /// The file the fault is about, where it names one.
    pub fn file(&self) -> Option<&canasta::error::Origin> {
        match self {
            FrontFault::SavedNotReported { file, .. } => Some(file),
            _ => None,
        }
    }
}

canasta::error::worded! {
    fault FrontFault => file,
}
