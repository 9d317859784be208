//! A YAML document as a tree that knows, for every key and value, the file
//! and the place in it that wrote it.
//!
//! Files are read once into this tree; messages take their line and caret
//! from it, `extends:` merges trees, and typed values are read from it (see
//! `NodeDeserializer`). A merged tree mixes nodes of several files, so each
//! node carries its own source.

use std::ops::Range;
use std::rc::Rc;

use granit_parser::{Event, Parser, ScalarStyle, ScanError};

use crate::error::{Error, ErrorKind, Hint, Label, Result};
use crate::yaml::fault::YamlFault;

/// How deep collections may nest. The deepest file the tool reads nests
/// four levels; a hostile one nests 100,000 to make the parser crawl.
pub(crate) const MAX_DEPTH: usize = 64;

/// How many values aliases (`*name`) may add by copying what they name. A
/// rule, round or game file needs none; a "billion laughs" document asks
/// for a billion.
pub(crate) const MAX_ALIAS_COPIES: usize = 10_000;

/// How many values one document may hold. A game file of 60,000 hands
/// holds about this many (a real night has dozens); the tree of the
/// largest document then stays within about 120 MB, however densely a
/// hostile one packs its values (`[1,1,1,...]`: two bytes each).
pub(crate) const MAX_NODES: usize = 2_000_000;

/// The file a node comes from.
#[derive(Debug, PartialEq, Eq)]
pub struct Source {
    /// The name messages give it: a path, or a built-in rule set's name.
    pub origin: crate::error::Origin,
    /// The whole text.
    pub text: String,
}

/// One value of a document, with where it was written.
#[derive(Debug, Clone)]
pub struct Node {
    /// The value.
    pub value: Value,
    /// Byte range in `source.text`.
    pub span: Range<usize>,
    /// The file it comes from.
    pub source: Rc<Source>,
}

/// What a node holds: a scalar, a list or a mapping.
#[derive(Debug, Clone)]
pub enum Value {
    /// A scalar (escapes resolved), and whether it was quoted or a block
    /// scalar: only a plain scalar can be a number, true/false or null.
    Scalar(Scalar, bool),
    /// A list.
    Seq(Vec<Node>),
    /// Keys in the file's order.
    Map(Vec<(Node, Node)>),
}

/// A scalar's text: most are written in the file as they read, and are
/// kept as their place in it rather than copied.
#[derive(Debug, Clone)]
pub enum Scalar {
    /// Bytes of the node's source text.
    In(Range<usize>),
    /// Text of its own (escapes resolved, lines folded).
    Text(String),
}

impl Scalar {
    fn text<'a>(&'a self, source: &'a Source) -> &'a str {
        match self {
            Scalar::In(range) => source.text.get(range.clone()).unwrap_or_default(),
            Scalar::Text(s) => s,
        }
    }
}

impl Node {
    /// The scalar's text when it is one.
    pub fn as_str(&self) -> Option<&str> {
        self.scalar().map(|(s, _)| s)
    }

    /// The scalar's text and whether it was quoted, when it is one.
    pub(crate) fn scalar(&self) -> Option<(&str, bool)> {
        match &self.value {
            Value::Scalar(s, quoted) => Some((s.text(&self.source), *quoted)),
            _ => None,
        }
    }

    /// A plain scalar that YAML reads as null (`~`, `null`, nothing).
    pub fn is_null(&self) -> bool {
        matches!(self.scalar(), Some((s, false)) if is_null(s))
    }

    /// Whether it is a mapping.
    pub(crate) fn is_map(&self) -> bool {
        matches!(self.value, Value::Map(_))
    }

    /// The entry under `key`, key and value, of a mapping.
    pub fn entry(&self, key: &str) -> Option<(&Node, &Node)> {
        match &self.value {
            Value::Map(entries) => entries
                .iter()
                .find(|(k, _)| k.as_str() == Some(key))
                .map(|(k, v)| (k, v)),
            _ => None,
        }
    }

    /// The value under `key` of a mapping.
    pub fn get(&self, key: &str) -> Option<&Node> {
        self.entry(key).map(|(_, v)| v)
    }

    /// Item `i` of a sequence.
    pub fn item(&self, i: usize) -> Option<&Node> {
        match &self.value {
            Value::Seq(items) => items.get(i),
            _ => None,
        }
    }

    /// The items of a list; none for anything else.
    pub fn items(&self) -> &[Node] {
        match &self.value {
            Value::Seq(items) => items,
            _ => &[],
        }
    }

    /// The node at a path of the shape messages use: `meld.max_wilds`,
    /// `initial_meld.bands[2]`, `teams[0].hand`.
    pub fn at_path(&self, path: &str) -> Option<&Node> {
        self.walk(path).map(|(_, value)| value)
    }

    /// Where a path is set: the key of its last field (`max_wilds` in
    /// `max_wilds: 9`), or the item for a path ending in `[i]`.
    pub(crate) fn place_of(&self, path: &str) -> Option<(&Node, Range<usize>)> {
        self.walk(path).map(|(key, value)| match key {
            Some(k) => (k, k.span.clone()),
            None => (value, value.item_span()),
        })
    }

    fn walk(&self, path: &str) -> Option<(Option<&Node>, &Node)> {
        let mut node = self;
        let mut key_node = None;
        for segment in path.split('.') {
            let (key, indices) = match segment.find('[') {
                Some(i) => (&segment[..i], &segment[i..]),
                None => (segment, ""),
            };
            if !key.is_empty() {
                let (k, v) = node.entry(key)?;
                key_node = Some(k);
                node = v;
            }
            for index in indices.split('[').skip(1) {
                node = node.item(index.trim_end_matches(']').parse().ok()?)?;
                key_node = None;
            }
        }
        Some((key_node, node))
    }

    /// Where in its file the text of this scalar starts, when the file
    /// holds it unchanged (plain, or quoted without escapes) so that an
    /// offset inside the value is an offset in the file.
    pub(crate) fn text_start(&self) -> Option<usize> {
        let value = self.as_str()?;
        let raw = self.source.text.get(self.span.clone())?;
        if raw == value {
            return Some(self.span.start);
        }
        let inner = raw.get(1..raw.len().saturating_sub(1))?;
        (raw.len() >= 2 && inner == value).then_some(self.span.start + 1)
    }

    /// Where an item of a block list starts: at its `- `.
    pub(crate) fn item_span(&self) -> Range<usize> {
        let text = &self.source.text;
        let start = self.span.start.min(text.len());
        let before = text[..start].trim_end_matches(' ');
        match before.strip_suffix('-') {
            Some(dash) if dash.ends_with([' ', '\n']) || dash.is_empty() => {
                dash.len()..self.span.end
            }
            _ => self.span.clone(),
        }
    }

    /// An error that points at this node in its file.
    pub fn error(
        &self,
        kind: ErrorKind,
        fault: impl Into<crate::error::Fault>,
        label: impl Into<crate::error::Label>,
    ) -> Error {
        self.point(Error::new(kind, fault), label)
    }

    /// `err`, pointing at this node in its file instead of where it did.
    pub fn point(&self, err: Error, label: impl Into<crate::error::Label>) -> Error {
        err.at(
            self.source.origin.clone(),
            self.source.text.clone(),
            self.span.clone(),
            label,
        )
    }
}

impl Node {
    /// The tree of a document that was never text: a built-in rule set as
    /// it was resolved when the crate was tested, for a file that extends
    /// it to merge over. Each value reads as the one written in its YAML:
    /// keys, numbers, `true`/`false` and null plain, strings quoted. No
    /// message quotes these nodes (a problem is in the file that extends
    /// them), so each is at the start of an empty text.
    #[must_use]
    pub(crate) fn from_json(origin: &str, value: &serde_json::Value) -> Node {
        let source = Rc::new(Source {
            origin: origin.into(),
            text: String::new(),
        });
        json_node(value, &source)
    }
}

fn json_node(value: &serde_json::Value, source: &Rc<Source>) -> Node {
    use serde_json::Value as Json;
    let plain = |text: String| Value::Scalar(Scalar::Text(text), false);
    let value = match value {
        Json::Null => plain("null".to_string()),
        Json::Bool(b) => plain(b.to_string()),
        Json::Number(n) => plain(n.to_string()),
        Json::String(s) => Value::Scalar(Scalar::Text(s.clone()), true),
        Json::Array(items) => Value::Seq(items.iter().map(|v| json_node(v, source)).collect()),
        Json::Object(map) => Value::Map(
            map.iter()
                .map(|(k, v)| {
                    let key = Node {
                        value: plain(k.clone()),
                        span: 0..0,
                        source: Rc::clone(source),
                    };
                    (key, json_node(v, source))
                })
                .collect(),
        ),
    };
    Node {
        value,
        span: 0..0,
        source: Rc::clone(source),
    }
}

/// YAML 1.2's nulls.
pub fn is_null(s: &str) -> bool {
    matches!(s, "" | "~" | "null" | "Null" | "NULL")
}

/// The source of a file's text, which it keeps (taken, not copied, when
/// given as a `String`: a long game file is read once into memory).
pub fn source(origin: impl Into<crate::error::Origin>, text: impl Into<String>) -> Rc<Source> {
    let mut text = text.into();
    // Windows editors may start a file with a byte-order mark; YAML would
    // read it as content.
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Rc::new(Source {
        origin: origin.into(),
        text,
    })
}

/// Read a source with the general YAML parser, which takes all of YAML
/// and reports what is wrong with it.
pub(super) fn parse_general(source: Rc<Source>, kind: ErrorKind) -> Result<Option<Node>> {
    Builder {
        source,
        kind,
        anchors: Vec::new(),
        open: Vec::new(),
        items: Vec::new(),
        pairs: Vec::new(),
        root: None,
        nodes: 0,
        copies: 0,
        documents: 0,
    }
    .run()
}

/// A collection being read: where it starts, and where its items start
/// in the builder's list of items (a list's) or of pairs (a mapping's).
struct Open {
    start: usize,
    anchor: usize,
    /// Written in brackets (`[...]`, `{...}`) rather than by indentation.
    flow: bool,
    first: usize,
    /// `None` for a list; for a mapping, its key waiting for its value.
    #[allow(
        clippy::option_option,
        reason = "a list, or a mapping with or without a key"
    )]
    map: Option<Option<Node>>,
}

/// What an anchor (`&name`) names: the node, and how many values an
/// alias to it copies. A node too big for any alias to copy within the
/// budget is not kept: copying it would double a hostile document.
struct Anchor {
    id: usize,
    node: Option<Node>,
    size: usize,
}

struct Builder {
    source: Rc<Source>,
    kind: ErrorKind,
    anchors: Vec<Anchor>,
    open: Vec<Open>,
    /// The items of every open list, innermost last, and the pairs of
    /// every open mapping: lists that grow once for the whole document,
    /// from which each collection takes its own, of its exact size, when it
    /// closes.
    items: Vec<Node>,
    pairs: Vec<(Node, Node)>,
    root: Option<Node>,
    nodes: usize,
    copies: usize,
    documents: usize,
}

impl Builder {
    fn run(mut self) -> Result<Option<Node>> {
        let options = granit_parser::options! {
            flow_nesting_limit: MAX_DEPTH,
            block_nesting_limit: MAX_DEPTH,
        };
        let text = Rc::clone(&self.source);
        let parser = Parser::new_from_str_with_options(&text.text, options);
        for event in parser {
            let (event, span) = event.map_err(|e| self.syntax(&e))?;
            let start = span.start.byte_offset().unwrap_or(0);
            let end = span.end.byte_offset().unwrap_or(start).max(start);
            match event {
                Event::DocumentStart(..) => {
                    self.documents += 1;
                    if self.documents > 1 && self.root.is_some() {
                        return Err(self.at(
                            start..end.max(start + 3),
                            YamlFault::SecondDocument,
                            Label::Here,
                        ));
                    }
                }
                Event::Scalar(value, style, anchor, tag) => {
                    // `!!str 5` is text, like `'5'`.
                    let text_tag = tag.is_some_and(|t| t.suffix() == "str");
                    let quoted = style != ScalarStyle::Plain || text_tag;
                    let scalar = self.scalar(value);
                    let node = self.node(Value::Scalar(scalar, quoted), start..end);
                    self.count(1, &node)?;
                    self.anchor(anchor, &node, 1);
                    self.push(node);
                }
                Event::SequenceStart(style, anchor, _) | Event::MappingStart(style, anchor, _) => {
                    if self.open.len() >= MAX_DEPTH {
                        return Err(self.too_deep(start));
                    }
                    let seq = matches!(event, Event::SequenceStart(..));
                    self.open.push(Open {
                        start,
                        anchor,
                        flow: style == granit_parser::StructureStyle::Flow,
                        first: if seq {
                            self.items.len()
                        } else {
                            self.pairs.len()
                        },
                        map: (!seq).then_some(None),
                    });
                }
                Event::SequenceEnd | Event::MappingEnd => {
                    let Some(open) = self.open.pop() else {
                        continue;
                    };
                    let end = end.max(open.start);
                    // Only an anchored collection needs its size (for the
                    // alias budget); walking every one would cost a walk
                    // per level of nesting.
                    let size = match (open.anchor, &open.map) {
                        (0, _) => 0,
                        (_, None) => 1 + self.items[open.first..].iter().map(size).sum::<usize>(),
                        (_, Some(_)) => {
                            1 + self.pairs[open.first..]
                                .iter()
                                .map(|(k, v)| size(k) + size(v))
                                .sum::<usize>()
                        }
                    };
                    let value = match open.map {
                        None => Value::Seq(take_tail(&mut self.items, open.first)),
                        Some(_) => {
                            self.refuse_repeated_keys(open.first)?;
                            Value::Map(take_tail(&mut self.pairs, open.first))
                        }
                    };
                    let node = self.node(value, open.start..end);
                    self.count(1, &node)?;
                    self.anchor(open.anchor, &node, size);
                    self.push(node);
                }
                Event::Alias(id) => {
                    let Some(anchor) = self.anchors.iter().rev().find(|a| a.id == id) else {
                        return Err(self.at(start..end, YamlFault::UnknownAlias, Label::Here));
                    };
                    let (node, size) = (anchor.node.clone(), anchor.size);
                    self.copies = self.copies.saturating_add(size);
                    let Some(node) = node.filter(|_| self.copies <= MAX_ALIAS_COPIES) else {
                        return Err(self
                            .at(
                                start..end,
                                YamlFault::AliasCopies {
                                    max: MAX_ALIAS_COPIES,
                                },
                                Label::ThisAlias,
                            )
                            .with_help(Hint::WriteValuesOut));
                    };
                    self.count(size, &node)?;
                    self.push(node);
                }
                _ => {}
            }
        }
        Ok(self.root)
    }

    fn node(&self, value: Value, span: Range<usize>) -> Node {
        Node {
            value,
            span,
            source: Rc::clone(&self.source),
        }
    }

    /// A scalar the parser lent from the text is kept as its place there.
    fn scalar(&self, value: std::borrow::Cow<'_, str>) -> Scalar {
        let text = self.source.text.as_bytes().as_ptr_range();
        match value {
            std::borrow::Cow::Borrowed(s) if text.contains(&s.as_ptr()) => {
                let start = s.as_ptr() as usize - text.start as usize;
                Scalar::In(start..start + s.len())
            }
            value => Scalar::Text(value.into_owned()),
        }
    }

    fn count(&mut self, n: usize, node: &Node) -> Result<()> {
        self.nodes = self.nodes.saturating_add(n);
        if self.nodes > MAX_NODES {
            return Err(self.at(
                node.span.clone(),
                YamlFault::TooManyValues { max: MAX_NODES },
                Label::Here,
            ));
        }
        Ok(())
    }

    fn anchor(&mut self, id: usize, node: &Node, size: usize) {
        if id != 0 {
            self.anchors.push(Anchor {
                id,
                node: (size <= MAX_ALIAS_COPIES).then(|| node.clone()),
                size,
            });
        }
    }

    /// A value into the collection it belongs to: an item of a list, a key
    /// of a mapping, or the value its key waits for.
    fn push(&mut self, node: Node) {
        match self.open.last_mut() {
            None => self.root = Some(node),
            Some(Open { map: None, .. }) => self.items.push(node),
            Some(Open { map: Some(key), .. }) => match key.take() {
                Some(k) => self.pairs.push((k, node)),
                None => *key = Some(node),
            },
        }
    }

    /// A key given twice in the mapping whose pairs start at `first` is
    /// refused where it is given the second time.
    fn refuse_repeated_keys(&self, first: usize) -> Result<()> {
        // A small mapping (every real one) is searched. A hostile one may
        // have a million keys: their places, sorted by key, put each key
        // given again beside its first, in a list of 4 bytes a key.
        const SMALL: usize = 32;
        let pairs = &self.pairs[first..];
        let key = |i: usize| pairs[i].0.as_str();
        let repeated = if pairs.len() <= SMALL {
            (1..pairs.len()).find_map(|i| {
                let k = key(i)?;
                (0..i).find(|&j| key(j) == Some(k)).map(|j| (j, i))
            })
        } else {
            let mut order: Vec<u32> = (0..pairs.len() as u32).collect();
            order.sort_by(|&a, &b| key(a as usize).cmp(&key(b as usize)).then(a.cmp(&b)));
            order
                .windows(2)
                .map(|w| (w[0] as usize, w[1] as usize))
                .filter(|&(a, b)| key(a).is_some() && key(a) == key(b))
                .min_by_key(|&(_, again)| again)
                .map(|(_, again)| {
                    // The first place of that key, not the one just before.
                    let first = order
                        .iter()
                        .map(|&i| i as usize)
                        .find(|&i| key(i) == key(again))
                        .unwrap_or(again);
                    (first, again)
                })
        };
        let Some((earlier, again)) = repeated else {
            return Ok(());
        };
        let (k, at) = (&pairs[again].0, pairs[earlier].0.span.start);
        let (line, _) = crate::error::line_column(&self.source.text, at);
        Err(k
            .error(
                self.kind,
                YamlFault::KeyTwice {
                    key: k.as_str().unwrap_or_default().to_string(),
                    line,
                },
                Label::GivenAgain,
            )
            .with_help(Hint::KeepOne))
    }

    fn at(
        &self,
        span: Range<usize>,
        message: impl Into<crate::error::Fault>,
        label: impl Into<crate::error::Label>,
    ) -> Error {
        self.node(Value::Seq(Vec::new()), span)
            .error(self.kind, message, label)
    }

    fn too_deep(&self, at: usize) -> Error {
        self.at(
            at..at + 1,
            YamlFault::TooDeep { max: MAX_DEPTH },
            Label::TooDeep,
        )
        .with_help(Hint::ShallowNesting)
    }

    fn syntax(&self, e: &ScanError) -> Error {
        let text = &self.source.text;
        let at = e.marker().byte_offset().unwrap_or_else(|| {
            crate::error::offset_of(text, e.marker().line(), e.marker().col() + 1)
        });
        if matches!(e.kind(), granit_parser::ErrorKind::RecursionLimitExceeded) {
            return self.too_deep(at);
        }
        let mut at = at.min(text.len());
        // A tab in the indentation is the usual cause, wherever the parser
        // noticed it: point at the tab.
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let indent_end = text[line_start..]
            .find(|c: char| c != ' ' && c != '\t')
            .map_or(text.len(), |i| line_start + i);
        let tab_said = is_tab(e.kind());
        if let Some(tab) = text[line_start..indent_end].find('\t') {
            at = line_start + tab;
        } else if tab_said && let Some(tab) = text[at..].find('\t') {
            // The parser blames a tab where what it scans began (a plain
            // value, lines before the tab): the tab is further on.
            at += tab;
        }
        if tab_said && text[at..].starts_with('\t') {
            return self
                .at(at..at + 1, YamlFault::Tab, Label::Here)
                .with_help(Hint::SpacesNotTabs);
        }
        let end = token_end(text, at);
        // A bracket left open on an earlier line is the usual cause of a
        // puzzling error further down: name it.
        let line = |offset: usize| crate::error::line_column(text, offset).0;
        let unclosed = self
            .open
            .iter()
            .rev()
            .find(|o| o.flow)
            .filter(|o| line(o.start) < line(at));
        let message = match unclosed {
            Some(open) => YamlFault::Unclosed {
                bracket: text
                    .get(open.start..)
                    .and_then(|t| t.chars().next())
                    .unwrap_or('[')
                    .to_string(),
                line: line(open.start),
                why: e.kind().to_string(),
            },
            None => YamlFault::Syntax {
                why: e.kind().to_string(),
            },
        };
        let mut error = self.at(at..end, message, Label::Here);
        if text[at..].starts_with('\t') {
            error = error.with_help(Hint::SpacesNotTabs);
        } else {
            error = error.with_help(Hint::CheckBrackets);
        }
        error
    }
}

/// Whether the parser refused a tab: where YAML takes spaces alone (in
/// indentation, before a value that goes on past its line).
fn is_tab(kind: &granit_parser::ErrorKind) -> bool {
    use granit_parser::ErrorKind as K;
    matches!(
        kind,
        K::TabNotAllowed
            | K::TabInBlockIndentation
            | K::TabAtBlockScalarStart
            | K::TabInIndentation
            | K::TabInPlainScalar
    )
}

/// The items of `list` from `first` on, as a list of their own of their
/// exact size. When they are most of it (a long collection near the top
/// of a document), the few before them move out instead, so that a long
/// collection is never held twice.
fn take_tail<T>(list: &mut Vec<T>, first: usize) -> Vec<T> {
    if first <= list.len() - first {
        let before: Vec<T> = list.drain(..first).collect();
        let mut taken = std::mem::replace(list, before);
        taken.shrink_to_fit();
        taken
    } else {
        list.drain(first..).collect()
    }
}

fn size(node: &Node) -> usize {
    match &node.value {
        Value::Scalar(..) => 1,
        Value::Seq(items) => 1 + items.iter().map(size).sum::<usize>(),
        Value::Map(entries) => {
            1 + entries
                .iter()
                .map(|(k, v)| size(k) + size(v))
                .sum::<usize>()
        }
    }
}

/// End of the token starting at `start`, so the caret covers a word.
pub(crate) fn token_end(text: &str, start: usize) -> usize {
    let start = start.min(text.len());
    let rest = &text[start..];
    let len = rest
        .find(|c: char| c.is_whitespace() || matches!(c, ':' | ',' | ']' | '}'))
        .unwrap_or(rest.len());
    start + len.max(rest.chars().next().map_or(0, char::len_utf8))
}
