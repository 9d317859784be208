//! Times and decimals as a reader of the chosen language writes them.
//!
//! A game file stamps each change in UTC (RFC 3339, the fixed form that
//! JSON and the file keep); a German table reads the local time, as its
//! clock shows it: `27.11. 10:52`. The zone is the process's `TZ` (read
//! once, in `app::Env`, so that tests set it), else the system's
//! (`/etc/localtime`), else UTC.

use std::ffi::OsStr;

use jiff::tz::TimeZone;

use crate::i18n::{Catalog, Lang};

/// The time zone `TZ` names: a POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`),
/// a zone of the system's database (`Europe/Berlin`, also as
/// `:Europe/Berlin`) or a `TZif` file's path; unset or empty, the system's.
/// A value that names none of them is UTC, as the C library takes it.
pub(crate) fn zone(tz: Option<&OsStr>) -> TimeZone {
    let Some(tz) = tz.and_then(OsStr::to_str).filter(|t| !t.trim().is_empty()) else {
        return system();
    };
    let name = tz.trim().trim_start_matches(':');
    if name.starts_with('/') {
        return std::fs::read(name)
            .ok()
            .and_then(|data| TimeZone::tzif(name, &data).ok())
            .unwrap_or(TimeZone::UTC);
    }
    TimeZone::get(name)
        .or_else(|_| TimeZone::posix(name))
        .unwrap_or(TimeZone::UTC)
}

/// The system's zone, from `/etc/localtime`; UTC where there is none.
fn system() -> TimeZone {
    std::fs::read("/etc/localtime")
        .ok()
        .and_then(|data| TimeZone::tzif("localtime", &data).ok())
        .unwrap_or(TimeZone::UTC)
}

/// The times of a log as this language writes them: English keeps the
/// stamps as stored (RFC 3339, UTC); German writes the local day and time
/// (`27.11. 10:52`), with the year where the stamps span more than one.
/// A stamp that is no time is shown as stored.
pub(crate) fn stamps(cat: &Catalog, zone: &TimeZone, at: &[&str]) -> Vec<String> {
    if cat.lang() == Lang::En {
        return at.iter().map(|s| (*s).to_string()).collect();
    }
    let local: Vec<Option<jiff::Zoned>> = at
        .iter()
        .map(|s| {
            s.parse::<jiff::Timestamp>()
                .ok()
                .map(|t| t.to_zoned(zone.clone()))
        })
        .collect();
    let mut years = local.iter().flatten().map(jiff::Zoned::year);
    let first = years.next();
    let one_year = years.all(|y| Some(y) == first);
    let form = if one_year {
        "%d.%m. %H:%M"
    } else {
        "%d.%m.%Y %H:%M"
    };
    local
        .iter()
        .zip(at)
        .map(|(t, s)| {
            t.as_ref()
                .map_or_else(|| (*s).to_string(), |t| t.strftime(form).to_string())
        })
        .collect()
}

/// A number with one decimal as this language writes it: `592.1`,
/// German `592,1` (no thousands separator, as a score pad has none).
pub(crate) fn decimal(cat: &Catalog, value: f64) -> String {
    let text = format!("{value:.1}");
    match cat.lang() {
        Lang::En => text,
        Lang::De => text.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn german_times_are_local_and_short() {
        let de = Catalog::new(Lang::De);
        let berlin = zone(Some(OsStr::new("CET-1CEST,M3.5.0,M10.5.0/3")));
        assert_eq!(
            stamps(
                &de,
                &berlin,
                &["2026-11-27T09:52:00Z", "2026-07-01T22:05:00Z"]
            ),
            ["27.11. 10:52", "02.07. 00:05"]
        );
        assert_eq!(
            stamps(
                &de,
                &berlin,
                &["2025-12-31T22:30:00Z", "2026-01-01T00:30:00Z"]
            ),
            ["31.12.2025 23:30", "01.01.2026 01:30"]
        );
        let en = Catalog::new(Lang::En);
        assert_eq!(
            stamps(&en, &berlin, &["2026-11-27T09:52:00Z"]),
            ["2026-11-27T09:52:00Z"]
        );
        assert_eq!(stamps(&de, &berlin, &["yesterday"]), ["yesterday"]);
        let utc = zone(Some(OsStr::new("Nowhere/Nothing1")));
        assert_eq!(
            stamps(&de, &utc, &["2026-11-27T09:52:00Z"]),
            ["27.11. 09:52"]
        );
    }

    #[test]
    fn german_decimals_have_a_comma() {
        assert_eq!(decimal(&Catalog::new(Lang::De), 592.125), "592,1");
        assert_eq!(decimal(&Catalog::new(Lang::De), 1805.0), "1805,0");
        assert_eq!(decimal(&Catalog::new(Lang::En), 592.125), "592.1");
    }
}
