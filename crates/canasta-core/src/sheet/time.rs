//! The times a game file stamps its changes with (`at:` in the log,
//! `added:` on a hand): RFC 3339, as the tool writes them
//! (`2026-11-23T20:00:00Z`). A hand-edited file may write any RFC 3339
//! time (a fraction of a second, an offset such as `+01:00`); anything
//! else is refused where it stands, as every other value of the file.

use serde::{Deserialize, Deserializer, de};

/// What a time field takes, as its reader says it (`yaml::expected`
/// words it in the reader's language).
pub(crate) const EXPECTING: &str = "a time in RFC 3339, such as 2026-11-23T20:00:00Z";

/// Whether `text` is an RFC 3339 date and time (its section 5.6
/// `date-time`, with a space allowed for the `T`, as its note does): a
/// real day of a real month, hours to 23, minutes to 59, seconds to 60
/// (a leap second), then `Z` or an offset of at most 23:59.
pub fn is_time(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |from: usize, len: usize| -> Option<u32> {
        let part = b.get(from..from + len)?;
        part.iter()
            .all(u8::is_ascii_digit)
            .then(|| part.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0')))
    };
    let at = |i: usize, c: &[u8]| b.get(i).is_some_and(|x| c.contains(x));
    let (Some(year), Some(month), Some(day)) = (digits(0, 4), digits(5, 2), digits(8, 2)) else {
        return false;
    };
    let (Some(hour), Some(minute), Some(second)) = (digits(11, 2), digits(14, 2), digits(17, 2))
    else {
        return false;
    };
    if !(at(4, b"-") && at(7, b"-") && at(10, b"Tt ") && at(13, b":") && at(16, b":")) {
        return false;
    }
    if !(1..=12).contains(&month) || day == 0 || day > days_in(year, month) {
        return false;
    }
    if hour > 23 || minute > 59 || second > 60 {
        return false;
    }
    let mut rest = 19;
    if at(rest, b".") {
        let fraction = b[rest + 1..]
            .iter()
            .take_while(|d| d.is_ascii_digit())
            .count();
        if fraction == 0 {
            return false;
        }
        rest += 1 + fraction;
    }
    match b.get(rest) {
        Some(b'Z' | b'z') => rest + 1 == b.len(),
        Some(b'+' | b'-') => {
            rest + 6 == b.len()
                && at(rest + 3, b":")
                && digits(rest + 1, 2).is_some_and(|h| h <= 23)
                && digits(rest + 4, 2).is_some_and(|m| m <= 59)
        }
        _ => false,
    }
}

fn days_in(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A time as a field holds it: read as a newtype, so that the reader of
/// the tree places a refused one at its value.
#[derive(Deserialize)]
struct Time(#[serde(deserialize_with = "checked")] String);

/// The text of a time, refused where `is_time` does not take it.
fn checked<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    let text = String::deserialize(d)?;
    if is_time(&text) {
        Ok(text)
    } else {
        Err(de::Error::invalid_value(
            de::Unexpected::Str(&text),
            &EXPECTING,
        ))
    }
}

/// Read a time (serde's `deserialize_with`).
pub(crate) fn read<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Time::deserialize(d).map(|t| t.0)
}

/// `read`, for a time that may be left out.
pub(crate) fn read_optional<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(Option::<Time>::deserialize(d)?.map(|t| t.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_rfc_3339() {
        for good in [
            "2026-11-23T20:00:00Z",
            "2026-11-23t20:00:00z",
            "2026-11-23 20:00:00Z",
            "2024-02-29T23:59:60Z",
            "2026-11-23T20:00:00.123+01:00",
            "0001-01-01T00:00:00-23:59",
        ] {
            assert!(is_time(good), "{good}");
        }
        for bad in [
            "",
            "yesterday",
            "2026-11-23",
            "2026-11-23T20:00:00",
            "2026-13-01T00:00:00Z",
            "2026-02-29T00:00:00Z",
            "1900-02-29T00:00:00Z",
            "2026-04-31T00:00:00Z",
            "2026-11-00T00:00:00Z",
            "2026-11-23T24:00:00Z",
            "2026-11-23T20:60:00Z",
            "2026-11-23T20:00:61Z",
            "2026-11-23T20:00:00.Z",
            "2026-11-23T20:00:00+1:00",
            "2026-11-23T20:00:00+24:00",
            "2026-11-23T20:00:00Z ",
            "2026-11-23T20:00:00ZZ",
            "2026-11-23X20:00:00Z",
            "٢٠٢٦-11-23T20:00:00Z",
            "2026-11-23T20:00:00+01:00x",
        ] {
            assert!(!is_time(bad), "{bad}");
        }
    }
}
