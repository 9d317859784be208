//! The time a change to a game is made, as the log keeps it: RFC 3339 in
//! UTC, to the second. `CANASTA_NOW` fixes it (for tests, and for entering
//! a game night after the fact); both front ends read it here.

use std::ffi::OsString;

use canasta::error::{Error, ErrorKind, Result};
use jiff::Timestamp;
use jiff::fmt::temporal::Pieces;
use jiff::tz::Offset;

use crate::fault::{FrontHint, UsageFault};

/// The time a change is made: now, or the time `now` (`CANASTA_NOW`)
/// gives, written `2026-11-23T20:15:00Z`.
pub(crate) fn time_now(now: Option<&OsString>) -> Result<String> {
    let at = match now.map(|v| v.to_string_lossy()) {
        Some(v) => instant(v.trim()).map_err(|e| {
            Error::new(
                ErrorKind::Usage,
                UsageFault::BadNow {
                    value: v.to_string(),
                    why: e.to_string(),
                },
            )
            .with_help(FrontHint::UtcTime)
        })?,
        None => Timestamp::now(),
    };
    Ok(format!("{at:.0}"))
}

/// The instant `text` names, in RFC 3339 (`2026-11-23T20:15:00Z`, a space
/// for the `T` too): a time without an offset is UTC's, as the log's own
/// are; one with an offset or a time zone is that time there.
fn instant(text: &str) -> std::result::Result<Timestamp, jiff::Error> {
    let pieces = Pieces::parse(text)?;
    if pieces.time_zone_annotation().is_some() {
        return text.parse::<jiff::Zoned>().map(|z| z.timestamp());
    }
    let offset = pieces.to_numeric_offset().unwrap_or(Offset::UTC);
    offset.to_timestamp(pieces.date().to_datetime(pieces.time().unwrap_or_default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Result<String> {
        time_now(Some(&OsString::from(text)))
    }

    /// What humantime's `parse_rfc3339_weak` and `format_rfc3339_seconds`
    /// made of each, which the log keeps: the same, to the byte.
    #[test]
    fn a_time_is_written_as_before() {
        for (text, written) in [
            ("2026-11-23T20:00:00Z", "2026-11-23T20:00:00Z"),
            (" 2026-11-23T20:00:00Z\n", "2026-11-23T20:00:00Z"),
            ("2026-11-23 20:00:00", "2026-11-23T20:00:00Z"),
            ("2026-11-23T20:00:00", "2026-11-23T20:00:00Z"),
            ("2026-11-23T20:00:00.999Z", "2026-11-23T20:00:00Z"),
            ("2026-11-23T20:00:00.5", "2026-11-23T20:00:00Z"),
            ("2026-11-23T20:00:00+00:00", "2026-11-23T20:00:00Z"),
            ("2016-12-31T23:59:60Z", "2016-12-31T23:59:59Z"),
            ("2024-02-29T12:00:00Z", "2024-02-29T12:00:00Z"),
            ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"),
        ] {
            assert_eq!(at(text).unwrap(), written, "{text:?}");
        }
    }

    /// A time with an offset or a time zone is that time there; humantime
    /// refused these.
    #[test]
    fn an_offset_or_a_zone_is_that_time_there() {
        assert_eq!(
            at("2026-11-23T20:00:00+02:00").unwrap(),
            "2026-11-23T18:00:00Z"
        );
        assert_eq!(
            at("2026-11-23T20:00:00[Europe/Berlin]").unwrap(),
            "2026-11-23T19:00:00Z"
        );
    }

    #[test]
    fn no_time_is_refused_naming_the_value_and_why() {
        for text in [
            "yesterday",
            "",
            "2026-13-01T00:00:00Z",
            "2026-02-30T00:00:00Z",
            "2026-11-23T24:00:00Z",
        ] {
            let err = at(text).unwrap_err();
            let Some(UsageFault::BadNow { value, why }) = err.fault::<UsageFault>() else {
                panic!("{text:?}: {err:?}");
            };
            assert_eq!(value, text);
            assert!(!why.is_empty(), "{text:?}");
            assert_eq!(
                err.help().and_then(|h| h.get::<FrontHint>()),
                Some(&FrontHint::UtcTime)
            );
        }
        // The parser's own words say what is wrong.
        let err = at("2026-02-30T00:00:00Z").unwrap_err();
        let Some(UsageFault::BadNow { why, .. }) = err.fault::<UsageFault>() else {
            panic!("{err:?}");
        };
        assert!(why.contains("day"), "{why}");
    }

    #[test]
    fn now_is_the_clock_to_the_second() {
        let before = Timestamp::now().as_second();
        let now: Timestamp = time_now(None).unwrap().parse().unwrap();
        let after = Timestamp::now().as_second();
        assert!((before..=after).contains(&now.as_second()));
        assert_eq!(time_now(None).unwrap().len(), "2026-11-23T20:00:00Z".len());
    }
}
