//! A fast reader for the plain block YAML the tool writes itself.
//!
//! A game file grows by a few dozen scalars per hand, and the general
//! parser spends about 160 ns on each: on a 200-hand game, reading the file
//! was most of what `game show` and `game add` cost. Files the tool writes
//! use a small part of YAML: block mappings and lists indented with spaces,
//! one key or item per line, plain scalars, simple single-quoted ones, `[]`
//! and `{}`, and whole-line comments. `BlockReader` reads exactly that part
//! into the same tree, with the same places, as the general parser; at the
//! first thing outside it (a tab, a double quote, an anchor, a scalar over
//! several lines, a key given twice, anything malformed) it gives up, and
//! the general parser reads the file and reports whatever is wrong.
//!
//! `tests` below checks, on generated documents and on every file the tool
//! ships or writes, that whenever this reader answers, its tree equals the
//! general parser's.

use std::ops::Range;
use std::rc::Rc;

use super::node::{MAX_NODES, Node, Scalar, Source, Value};

/// Files the tool writes nest four levels; anything deeper, up to the
/// general parser's limit, is left to it.
const DEPTH: usize = 16;

/// Read `source` into a tree, or `None` when the text is not (only) plain
/// block YAML of the kind the tool writes.
pub(crate) fn read(source: &Rc<Source>) -> Option<Node> {
    let text = source.text.as_str();
    if !plain_characters(text) {
        return None;
    }
    let mut reader = BlockReader {
        source,
        stack: Vec::new(),
        spare: Spare::default(),
        root: None,
        nodes: 0,
    };
    let mut start = 0;
    // Lines of a few dozen bytes: a plain search finds their ends sooner
    // than a vectorised one gets going.
    let bytes = text.as_bytes();
    while start < text.len() {
        let end = bytes[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |i| start + i);
        reader.line(start, &text[start..end])?;
        start = end + 1;
    }
    while !reader.stack.is_empty() {
        reader.close(text.len())?;
    }
    reader.root
}

/// No character the subset leaves to the general parser: control
/// characters (tabs and carriage returns included), characters YAML does
/// not print, and the ones some YAML versions read as line breaks.
#[allow(
    clippy::needless_bitwise_bool,
    reason = "without a branch per byte, the fold runs over many bytes at a time"
)]
fn plain_characters(text: &str) -> bool {
    // Without an early exit, so that it runs over many bytes at a time.
    let bytes_ok = text.bytes().fold(true, |ok, b| {
        ok & (((b >= 0x20) & (b != 0x7f)) | (b == b'\n'))
    });
    bytes_ok
        && (text.is_ascii()
            || !text.chars().any(|c| {
                ('\u{80}'..='\u{9f}').contains(&c)
                    || matches!(
                        c,
                        '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}'
                    )
            }))
}

/// A collection still being read.
struct Frame {
    seq: bool,
    /// The column of its `-` signs or of its keys.
    col: usize,
    /// Where it starts, as the general parser has it.
    start: Option<usize>,
    items: Vec<Node>,
    entries: Vec<(Node, Node)>,
    /// A mapping's key that waits for its value.
    key: Option<Node>,
    /// The value is to come on the lines below.
    pending: bool,
}

impl Frame {
    fn new(seq: bool, col: usize, start: Option<usize>, spare: &mut Spare) -> Frame {
        let (items, entries) = if seq {
            (spare.items.pop().unwrap_or_default(), Vec::new())
        } else {
            (Vec::new(), spare.entries.pop().unwrap_or_default())
        };
        Frame {
            seq,
            col,
            start,
            items,
            entries,
            key: None,
            pending: false,
        }
    }
}

/// Emptied lists of closed collections, filled again by the next ones: a
/// collection then costs one allocation, of its exact size, instead of one
/// per doubling.
#[derive(Default)]
struct Spare {
    items: Vec<Vec<Node>>,
    entries: Vec<Vec<(Node, Node)>>,
}

/// Mappings the tool writes hold a few dozen keys at most; finding a key
/// given twice in a longer one (a hostile file) is left to the parser.
const MAX_KEYS: usize = 64;

struct BlockReader<'a> {
    source: &'a Rc<Source>,
    stack: Vec<Frame>,
    spare: Spare,
    root: Option<Node>,
    nodes: usize,
}

impl BlockReader<'_> {
    /// One line, starting at byte `at` of the text.
    fn line(&mut self, at: usize, line: &str) -> Option<()> {
        let col = line.len() - line.trim_start_matches(' ').len();
        let Some(first) = line[col..].chars().next() else {
            return Some(()); // blank
        };
        if first == '#' {
            return Some(()); // a comment
        }
        if line.ends_with(' ')
            || (col == 0 && (line.starts_with("---") || line.starts_with("...") || first == '%'))
        {
            return None;
        }
        let dash = is_dash(line, col);
        // Collections this line is outside of end where it starts.
        while let Some(top) = self.stack.last() {
            if top.col > col || (top.col == col && top.seq && !dash) {
                self.close(at + col)?;
            } else {
                break;
            }
        }
        if dash {
            self.item(at, line, col)
        } else {
            self.open_or_continue(false, col, at + col)?;
            self.entry(at, line, col)
        }
    }

    /// Where a line's `-` or key at `col` goes: the collection on top, a
    /// new one as the value of a key that waits for it, or the root.
    fn open_or_continue(&mut self, seq: bool, col: usize, at: usize) -> Option<()> {
        match self.stack.last() {
            Some(top) if top.seq == seq && top.col == col && !top.pending => return Some(()),
            Some(top) if top.pending && (col > top.col || (seq && col == top.col)) => {}
            None if self.root.is_none() => {}
            _ => return None,
        }
        if self.stack.len() >= DEPTH {
            return None;
        }
        // A list at its key's own column starts, for the parser, at its
        // first item's content; any other collection at its first token.
        let indentless = seq && self.stack.last().is_some_and(|top| top.col == col);
        let frame = Frame::new(seq, col, (!indentless).then_some(at), &mut self.spare);
        self.stack.push(frame);
        Some(())
    }

    /// A list item: `- value` or `- key: value`.
    fn item(&mut self, at: usize, line: &str, col: usize) -> Option<()> {
        self.open_or_continue(true, col, at + col)?;
        let content =
            col + 1 + line[col + 1..].len() - line[col + 1..].trim_start_matches(' ').len();
        if content >= line.len() || is_dash(line, content) {
            return None;
        }
        let top = self.stack.last_mut()?;
        top.start.get_or_insert(at + content);
        if key_end(line, content).is_some() {
            let frame = Frame::new(false, content, Some(at + content), &mut self.spare);
            self.stack.push(frame);
            if self.stack.len() > DEPTH {
                return None;
            }
            self.entry(at, line, content)
        } else {
            let node = self.value(at, line, content)?;
            self.push(node)
        }
    }

    /// `key: value`, or `key:` with its value on the lines below.
    fn entry(&mut self, at: usize, line: &str, col: usize) -> Option<()> {
        let end = key_end(line, col)?;
        let key = self.node(
            Value::Scalar(Scalar::In(at + col..at + end), false),
            at + col..at + end,
        )?;
        self.push(key)?;
        let value = end + 1 + line[end + 1..].len() - line[end + 1..].trim_start_matches(' ').len();
        if value >= line.len() {
            self.stack.last_mut()?.pending = true;
            return Some(());
        }
        let node = self.value(at, line, value)?;
        self.push(node)
    }

    /// The value that takes the rest of the line from `col`.
    fn value(&mut self, at: usize, line: &str, col: usize) -> Option<Node> {
        let raw = &line[col..];
        let span = at + col..at + line.len();
        match raw {
            "[]" => return self.node(Value::Seq(Vec::new()), span),
            "{}" => return self.node(Value::Map(Vec::new()), span),
            _ => {}
        }
        if raw.starts_with('\'') {
            let scalar = single_quoted(raw, at + col)?;
            return self.node(Value::Scalar(scalar, true), span);
        }
        if !plain(raw) {
            return None;
        }
        self.node(Value::Scalar(Scalar::In(span.clone()), false), span)
    }

    fn node(&mut self, value: Value, span: Range<usize>) -> Option<Node> {
        self.nodes += 1;
        (self.nodes <= MAX_NODES).then(|| Node {
            value,
            span,
            source: Rc::clone(self.source),
        })
    }

    /// A value (or key) into the collection on top.
    fn push(&mut self, node: Node) -> Option<()> {
        let Some(top) = self.stack.last_mut() else {
            return match self.root {
                None => {
                    self.root = Some(node);
                    Some(())
                }
                Some(_) => None,
            };
        };
        top.pending = false;
        if top.seq {
            top.items.push(node);
        } else if let Some(key) = top.key.take() {
            top.entries.push((key, node));
        } else {
            let text = node.as_str()?;
            // A key's length first: most keys of a mapping differ in it.
            if top.entries.len() >= MAX_KEYS
                || top
                    .entries
                    .iter()
                    .any(|(k, _)| k.span.len() == node.span.len() && k.as_str() == Some(text))
            {
                return None;
            }
            top.key = Some(node);
        }
        Some(())
    }

    /// End the collection on top where the next token starts.
    fn close(&mut self, end: usize) -> Option<()> {
        let mut frame = self.stack.pop()?;
        if frame.pending || frame.key.is_some() {
            return None; // a key with nothing after it: null, left to the parser
        }
        let start = frame.start?;
        let value = if frame.seq {
            let items = frame.items.drain(..).collect();
            self.spare.items.push(frame.items);
            Value::Seq(items)
        } else {
            let entries = frame.entries.drain(..).collect();
            self.spare.entries.push(frame.entries);
            Value::Map(entries)
        };
        let node = self.node(value, start..end.max(start))?;
        if self
            .stack
            .last()
            .is_some_and(|top| !top.seq && !top.pending)
        {
            return None;
        }
        self.push(node)
    }
}

/// A `-` that starts a list item at `col`.
fn is_dash(line: &str, col: usize) -> bool {
    let rest = &line.as_bytes()[col..];
    rest.first() == Some(&b'-') && rest.get(1).is_none_or(|b| *b == b' ')
}

/// Where a simple key that starts at `col` ends: at a `:` followed by a
/// space or the end of the line, after plain text.
fn key_end(line: &str, col: usize) -> Option<usize> {
    let rest = &line.as_bytes()[col..];
    let mut from = 0;
    let len = loop {
        let colon = from + rest[from..].iter().position(|b| *b == b':')?;
        if rest.get(colon + 1).is_none_or(|b| *b == b' ') {
            break colon;
        }
        from = colon + 1;
    };
    let key = &line[col..col + len];
    // YAML bounds a key on one line to 1024 characters.
    (len <= 1024 && !key.ends_with(' ') && plain(key)).then_some(col + len)
}

/// Text that YAML reads as the same plain scalar, wherever it stands in
/// block style: as a key, a value or a list item. Its characters are
/// `plain_characters` (the reader looks at the whole text once, the writer
/// at each text it writes).
pub(crate) fn plain(text: &str) -> bool {
    let bytes = text.as_bytes();
    let (Some(&first), Some(&last)) = (bytes.first(), bytes.last()) else {
        return false;
    };
    let starts_plain = match first {
        b'-' => bytes.get(1).is_some_and(|c| *c != b' '),
        b'?' | b':' | b',' | b'[' | b']' | b'{' | b'}' | b'#' | b'&' | b'*' | b'!' | b'|'
        | b'>' | b'\'' | b'"' | b'%' | b'@' | b'`' | b' ' => false,
        _ => true,
    };
    if !starts_plain
        || matches!(last, b' ' | b':')
        || text.starts_with("---")
        || text.starts_with("...")
    {
        return false;
    }
    // One pass: no `: `, no ` #`, no brackets.
    let mut previous = first;
    for (i, &b) in bytes.iter().enumerate().skip(1) {
        let stop = match b {
            b':' => bytes.get(i + 1) == Some(&b' '),
            b'#' => previous == b' ',
            b'[' | b']' | b'{' | b'}' => true,
            _ => false,
        };
        if stop {
            return false;
        }
        previous = b;
    }
    debug_assert!(plain_characters(text), "{text:?}");
    true
}

/// `'text'` on one line, `''` standing for a quote.
fn single_quoted(raw: &str, at: usize) -> Option<Scalar> {
    let inner = raw.strip_prefix('\'')?.strip_suffix('\'')?;
    if inner.replace("''", "").contains('\'') {
        return None;
    }
    Some(if inner.contains("''") {
        Scalar::Text(inner.replace("''", "'"))
    } else {
        Scalar::In(at + 1..at + 1 + inner.len())
    })
}

#[cfg(test)]
mod tests;
