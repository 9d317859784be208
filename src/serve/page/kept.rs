//! A form sent back to be corrected: its fields as they were, and why it
//! was refused.

/// A form sent back: its fields as they were, and why it was refused.
#[derive(Debug, Clone)]
pub(crate) struct Kept {
    pub fields: Vec<(String, String)>,
    pub message: String,
    pub force: bool,
}

impl Kept {
    /// The value of field `name`, where it was filled.
    pub(crate) fn value(&self, name: &str) -> Option<String> {
        self.fields
            .iter()
            .find(|(k, v)| k == name && !v.trim().is_empty())
            .map(|(_, v)| v.clone())
    }
}
