//! What can be wrong with a value read from a YAML tree, as data: the kind
//! of problem, the place and the field's path. Messages are built from
//! these fields, never by rewording a library's text.

use std::fmt;
use std::ops::Range;
use std::rc::Rc;

use crate::error::{Choices, Error, ErrorKind, Hint, Label, Origin};
use crate::yaml::expected::Expected;
use crate::yaml::found::Found;
use crate::yaml::node::{Node, Source};

/// What is wrong with a value of a YAML file, and why a file is not the
/// document asked for: the faults of the YAML layer, as data.
pub use crate::yaml::fault::{NotDocument, YamlFault};

/// The kinds of problem a value can have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemKind {
    /// A key the section does not have; `expected` lists the ones it has.
    UnknownField {
        /// The key given.
        field: String,
        /// The keys the section has.
        expected: &'static [&'static str],
    },
    /// A choice that is not one of `expected`.
    UnknownVariant {
        /// The choice given.
        variant: String,
        /// The choices there are.
        expected: &'static [&'static str],
    },
    /// A value of the wrong shape.
    WrongType {
        /// What the file holds.
        found: Found,
        /// What the field takes.
        expected: Expected,
    },
    /// A key that must be given.
    MissingField(&'static str),
    /// A whole number beyond what the field holds.
    OutOfRange {
        /// The number given.
        value: String,
        /// The largest (or, for `below`, the smallest) value allowed.
        limit: String,
        /// The value is below the smallest allowed (above the largest
        /// otherwise).
        below: bool,
    },
    /// A value of the right type the reader refuses.
    InvalidValue {
        /// The value.
        found: Found,
        /// What was expected.
        expected: Expected,
    },
    /// A list of the wrong length.
    InvalidLength {
        /// How many items it has.
        length: usize,
        /// What was expected.
        expected: Expected,
    },
    /// A key given twice in a section.
    DuplicateField(&'static str),
    /// A mapping's value read where it has no key.
    ValueWithoutKey,
    /// Anything a value's own reader says in its own words (serde's
    /// custom messages, as an untagged enum's).
    Other(String),
}

/// A problem, where it is, and the path of the field (`meld.max_wilds`).
#[derive(Debug, Clone)]
pub struct Problem(Box<Details>);

/// What a problem is, and where.
#[derive(Debug, Clone)]
pub struct Details {
    /// The kind of problem.
    pub kind: ProblemKind,
    /// The path of the field (`meld.max_wilds`), where known.
    pub path: Option<String>,
    place: Option<(Rc<Source>, Range<usize>)>,
    /// Said instead of what `kind` would say, by a reader that knows better.
    message: Option<crate::error::Fault>,
}

impl Problem {
    /// A problem of `kind`, with no place yet.
    pub fn new(kind: ProblemKind) -> Problem {
        Problem(Box::new(Details {
            kind,
            path: None,
            place: None,
            message: None,
        }))
    }

    /// Give the problem a place and path unless a deeper value gave it one.
    /// The path is only spelled out here: reading a value that is fine
    /// should not pay for naming it.
    pub(crate) fn locate(mut self, node: &Node, path: impl FnOnce() -> String) -> Problem {
        if self.0.place.is_none() {
            let span = match self.kind {
                // A section's span runs over many lines: point at its start.
                ProblemKind::MissingField(_) if !node.is_map() => node.span.clone(),
                ProblemKind::MissingField(_) => {
                    let text = &node.source.text;
                    let start = node.span.start.min(text.len());
                    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
                    start..line_end.min(node.span.end.max(start))
                }
                _ => node.span.clone(),
            };
            self.0.place = Some((Rc::clone(&node.source), span));
        }
        if self.0.path.is_none() {
            let path = path();
            if !path.is_empty() {
                self.0.path = Some(path);
            }
        }
        self
    }

    /// Say this instead of the kind's own words (place and help stay).
    #[must_use]
    pub(crate) fn reword(mut self, fault: impl Into<crate::error::Fault>) -> Problem {
        self.0.message = Some(fault.into());
        self
    }

    /// The library's error of `kind`.
    pub(crate) fn into_error(self, kind: ErrorKind) -> Error {
        let mut error = match (&self.message, &self.path) {
            (Some(m), _) => Error::new(kind, m.clone()),
            (None, Some(p)) => Error::new(kind, self.kind.fault()).within(Origin::field(p.clone())),
            (None, None) => Error::new(kind, self.kind.fault()),
        };
        if let Some((source, span)) = &self.place {
            let label = match self.kind {
                ProblemKind::MissingField(_) => Label::InThisSection,
                _ => Label::Here,
            };
            error = error.at(
                source.origin.clone(),
                source.text.clone(),
                span.clone(),
                label,
            );
        }
        let guess = match &self.kind {
            ProblemKind::UnknownField { field, expected } => {
                crate::yaml::closest(field, expected.iter().copied())
            }
            ProblemKind::UnknownVariant { variant, expected } => {
                crate::yaml::closest(variant, expected.iter().copied())
            }
            _ => None,
        };
        if let Some(guess) = guess {
            error = error.with_help(Hint::DidYouMean {
                guess: guess.clone(),
            });
        }
        error
    }
}

impl ProblemKind {
    /// The fault this problem is.
    pub fn fault(&self) -> crate::error::Fault {
        let choices =
            |expected: &[&str]| Choices(expected.iter().map(ToString::to_string).collect());
        match self {
            ProblemKind::UnknownField { field, expected } => YamlFault::UnknownField {
                field: field.clone(),
                expected: choices(expected),
            }
            .into(),
            ProblemKind::UnknownVariant { variant, expected } => YamlFault::UnknownVariant {
                variant: variant.clone(),
                expected: choices(expected),
            }
            .into(),
            ProblemKind::WrongType { found, expected } => YamlFault::WrongType {
                found: found.clone(),
                expected: expected.clone(),
            }
            .into(),
            ProblemKind::MissingField(field) => YamlFault::MissingField {
                field: (*field).to_string(),
            }
            .into(),
            ProblemKind::OutOfRange {
                value,
                limit,
                below: false,
            } => YamlFault::TooLarge {
                value: value.clone(),
                limit: limit.clone(),
            }
            .into(),
            ProblemKind::OutOfRange {
                value,
                limit,
                below: true,
            } => YamlFault::TooSmall {
                value: value.clone(),
                limit: limit.clone(),
            }
            .into(),
            ProblemKind::InvalidValue { found, expected } => YamlFault::InvalidValue {
                found: found.clone(),
                expected: expected.clone(),
            }
            .into(),
            ProblemKind::InvalidLength { length, expected } => YamlFault::InvalidLength {
                length: *length,
                expected: expected.clone(),
            }
            .into(),
            ProblemKind::DuplicateField(field) => YamlFault::DuplicateField {
                field: (*field).to_string(),
            }
            .into(),
            ProblemKind::ValueWithoutKey => YamlFault::ValueWithoutKey.into(),
            ProblemKind::Other(why) => YamlFault::ValueRefused { why: why.clone() }.into(),
        }
    }
}

impl std::ops::Deref for Problem {
    type Target = Details;

    fn deref(&self) -> &Details {
        &self.0
    }
}

/// For logs and tests, as `Error`'s: the path, then the fault's code and
/// data. People read the front end's words.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = &self.path {
            write!(f, "{p}: ")?;
        }
        write!(f, "{}", Error::new(ErrorKind::RuleFile, self.kind.fault()))
    }
}

impl std::error::Error for Problem {}

impl serde::de::Error for Problem {
    fn custom<T: fmt::Display>(msg: T) -> Problem {
        Problem::new(ProblemKind::Other(msg.to_string()))
    }

    fn invalid_type(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Problem {
        Problem::new(ProblemKind::WrongType {
            found: Found::from(unexp),
            expected: Expected::of(exp),
        })
    }

    fn invalid_value(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Problem {
        Problem::new(ProblemKind::InvalidValue {
            found: Found::from(unexp),
            expected: Expected::of(exp),
        })
    }

    fn invalid_length(len: usize, exp: &dyn serde::de::Expected) -> Problem {
        Problem::new(ProblemKind::InvalidLength {
            length: len,
            expected: Expected::of(exp),
        })
    }

    fn duplicate_field(field: &'static str) -> Problem {
        Problem::new(ProblemKind::DuplicateField(field))
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Problem {
        Problem::new(ProblemKind::UnknownField {
            field: field.to_string(),
            expected,
        })
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Problem {
        Problem::new(ProblemKind::UnknownVariant {
            variant: variant.to_string(),
            expected,
        })
    }

    fn missing_field(field: &'static str) -> Problem {
        Problem::new(ProblemKind::MissingField(field))
    }
}
