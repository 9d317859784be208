//! Reading a text into a tree: the block reader (`block`), which takes
//! the plain YAML the tool writes itself quickly, where it can; else the
//! general parser (`node`), which takes all of YAML and reports what is
//! wrong with it. Above both, so that neither needs the other.

use std::rc::Rc;

use crate::error::{ErrorKind, Result};
use crate::yaml::node::{Node, Source, parse_general, source};

/// Read `text` into a tree. `None` for a document with no content at all
/// (blank, comments, document markers).
pub fn parse(
    origin: impl Into<crate::error::Origin>,
    text: &str,
    kind: ErrorKind,
) -> Result<Option<Node>> {
    parse_source(source(origin, text), kind)
}

/// Read a source into a tree: the block reader where it can (see
/// `block`), else the general parser.
pub(crate) fn parse_source(source: Rc<Source>, kind: ErrorKind) -> Result<Option<Node>> {
    if let Some(root) = super::block::read(&source) {
        return Ok(Some(root));
    }
    parse_general(source, kind)
}
