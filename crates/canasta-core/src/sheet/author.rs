//! Who made a change away from the command line, for the log: "hand 4
//! changed by Wir's phone".

use serde::{Deserialize, Serialize};

/// The kind of device a change came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Device {
    /// The organiser's, who may change anything.
    Organiser,
    /// A side's, which enters that side's halves.
    Side,
}

/// Who made a change, where it was not the command line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "who made a change: {device: organiser} or {device: side, side: NAME}"
)]
pub struct Author {
    /// The organiser's device or a side's.
    pub device: Device,
    /// The side, for a side's device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
}

impl Author {
    /// The organiser's device.
    pub fn organiser() -> Author {
        Author {
            device: Device::Organiser,
            side: None,
        }
    }

    /// Side `side`'s device.
    pub fn side(side: &str) -> Author {
        Author {
            device: Device::Side,
            side: Some(side.to_string()),
        }
    }
}
