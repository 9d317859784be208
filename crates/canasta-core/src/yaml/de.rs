//! Typed values read from a YAML tree. Each value is read by the method
//! serde calls for its Rust type, so a wrong value is described with what
//! that type expects, in the file's words, and located at its node.

use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

use crate::yaml::expected::Expected;
use crate::yaml::node::{Node, Value, is_null};
use crate::yaml::problem::{Problem, ProblemKind};
use crate::yaml::shape::{Shape, describe, parse_bool, parse_float, parse_int, shape};

type Result<T> = std::result::Result<T, Problem>;

/// Reads one node; `path` names it in messages (`teams[0].hand`).
pub(crate) struct NodeDeserializer<'a, 'p> {
    node: &'a Node,
    path: Segment<'a, 'p>,
    /// The key the node is the value of: a section's missing field is
    /// shown at the section's name.
    key: Option<&'a Node>,
}

/// Where a node sits below the root, as a chain up to it; spelled out as
/// text only for a message.
#[derive(Clone, Copy)]
enum Segment<'a, 'p> {
    Root,
    Item(&'p Segment<'a, 'p>, usize),
    Field(&'p Segment<'a, 'p>, &'a str),
}

impl Segment<'_, '_> {
    fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        use std::fmt::Write;
        match self {
            Segment::Root => {}
            Segment::Item(parent, i) => {
                parent.write(out);
                let _ = write!(out, "[{i}]");
            }
            Segment::Field(parent, name) => {
                parent.write(out);
                if !name.starts_with('[') && !out.is_empty() {
                    out.push('.');
                }
                out.push_str(name);
            }
        }
    }
}

impl<'a, 'p> NodeDeserializer<'a, 'p> {
    /// A deserializer of `node` and what it holds.
    pub(crate) fn new(node: &'a Node) -> NodeDeserializer<'a, 'p> {
        NodeDeserializer {
            node,
            path: Segment::Root,
            key: None,
        }
    }

    fn child<'c>(node: &'a Node, path: Segment<'a, 'c>) -> NodeDeserializer<'a, 'c> {
        NodeDeserializer {
            node,
            path,
            key: None,
        }
    }

    fn locate<T>(&self, r: Result<T>) -> Result<T> {
        r.map_err(|e| match (&e.kind, self.key) {
            (ProblemKind::MissingField(_), Some(key)) => e.locate(key, || self.path.text()),
            _ => e.locate(self.node, || self.path.text()),
        })
    }

    fn wrong(&self, expected: Expected) -> Problem {
        Problem::new(ProblemKind::WrongType {
            found: describe(self.node),
            expected,
        })
        .locate(self.node, || self.path.text())
    }

    /// A whole number in `min..=max`, described as `expected`.
    fn integer(&self, min: i128, max: i128, expected: &Expected) -> Result<i128> {
        let Some((s, false)) = self.node.scalar() else {
            return Err(self.wrong(expected.clone()));
        };
        let Some(n) = parse_int(s) else {
            return Err(self.wrong(expected.clone()));
        };
        let problem = |limit: i128, below| {
            Problem::new(ProblemKind::OutOfRange {
                value: s.to_string(),
                limit: limit.to_string(),
                below,
            })
            .locate(self.node, || self.path.text())
        };
        match n {
            Some(n) if n < min && min == 0 => Err(self.wrong(expected.clone())),
            Some(n) if n < min => Err(problem(min, true)),
            None if s.starts_with('-') && min == 0 => Err(self.wrong(expected.clone())),
            None if s.starts_with('-') => Err(problem(min, true)),
            Some(n) if n <= max => Ok(n),
            _ => Err(problem(max, false)),
        }
    }
}

macro_rules! integer {
    ($($method:ident $ty:ty, $visit:ident, $expected:expr;)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
            let n = self.integer(i128::from(<$ty>::MIN), i128::from(<$ty>::MAX), &$expected)?;
            // In range: `integer` refused what is not.
            self.locate(visitor.$visit(n as $ty))
        }
    )*};
}

impl<'de> de::Deserializer<'de> for NodeDeserializer<'_, '_> {
    type Error = Problem;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let r = match shape(self.node) {
            Shape::Seq => return self.deserialize_seq(visitor),
            Shape::Map => return self.deserialize_map(visitor),
            Shape::Scalar(s, true) => visitor.visit_str(s),
            Shape::Scalar(s, false) => {
                if is_null(s) {
                    visitor.visit_unit()
                } else if let Some(b) = parse_bool(s) {
                    visitor.visit_bool(b)
                } else if let Some(Some(n)) = parse_int(s) {
                    match (i64::try_from(n), u64::try_from(n)) {
                        (Ok(n), _) => visitor.visit_i64(n),
                        (_, Ok(n)) => visitor.visit_u64(n),
                        _ => visitor.visit_i128(n),
                    }
                } else if let Some(f) = parse_float(s) {
                    visitor.visit_f64(f)
                } else {
                    visitor.visit_str(s)
                }
            }
        };
        self.locate(r)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match shape(self.node) {
            Shape::Scalar(s, false) if parse_bool(s).is_some() => {
                self.locate(visitor.visit_bool(parse_bool(s) == Some(true)))
            }
            _ => Err(self.wrong(Expected::YesNo)),
        }
    }

    integer! {
        deserialize_i8 i8, visit_i8, Expected::WholeNumber;
        deserialize_i16 i16, visit_i16, Expected::WholeNumber;
        deserialize_i32 i32, visit_i32, Expected::WholeNumber;
        deserialize_i64 i64, visit_i64, Expected::WholeNumber;
        deserialize_u8 u8, visit_u8, Expected::WholeNumberNotNegative;
        deserialize_u16 u16, visit_u16, Expected::WholeNumberNotNegative;
        deserialize_u32 u32, visit_u32, Expected::WholeNumberNotNegative;
        deserialize_u64 u64, visit_u64, Expected::WholeNumberNotNegative;
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match shape(self.node) {
            Shape::Scalar(s, false) if parse_float(s).is_some() => {
                let f = parse_float(s).unwrap_or_default();
                self.locate(visitor.visit_f64(f))
            }
            _ => Err(self.wrong(Expected::Number)),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match shape(self.node) {
            Shape::Scalar(s, _) => self.locate(visitor.visit_str(s)),
            _ => Err(self.wrong(Expected::Text)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.node.is_null() {
            self.locate(visitor.visit_none())
        } else {
            let node = self.node;
            let path = self.path;
            visitor
                .visit_some(self)
                .map_err(|e| e.locate(node, || path.text()))
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.node.is_null() {
            self.locate(visitor.visit_unit())
        } else {
            Err(self.wrong(Expected::Nothing))
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        let node = self.node;
        let path = self.path;
        visitor
            .visit_newtype_struct(self)
            .map_err(|e| e.locate(node, || path.text()))
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match &self.node.value {
            Value::Seq(items) => {
                let access = Items {
                    parent: &self,
                    items: items.iter().enumerate(),
                };
                self.locate(visitor.visit_seq(access))
            }
            _ => Err(self.wrong(Expected::List)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match &self.node.value {
            Value::Map(entries) => {
                let access = Entries {
                    parent: &self,
                    pairs: entries.iter(),
                    value: None,
                };
                self.locate(visitor.visit_map(access))
            }
            _ => Err(self.wrong(Expected::Mapping)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        if self.node.is_map() {
            self.deserialize_map(visitor)
        } else {
            Err(self.wrong(Expected::of(&visitor)))
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        match shape(self.node) {
            Shape::Scalar(s, _) => {
                let r = visitor.visit_enum(de::value::StrDeserializer::<Problem>::new(s));
                self.locate(r)
            }
            _ => Err(self.wrong(Expected::one_of(variants))),
        }
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_unit()
    }
}

struct Items<'a, 'p, 'q> {
    parent: &'p NodeDeserializer<'a, 'q>,
    items: std::iter::Enumerate<std::slice::Iter<'a, Node>>,
}

impl<'de> de::SeqAccess<'de> for Items<'_, '_, '_> {
    type Error = Problem;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        match self.items.next() {
            Some((i, node)) => {
                let parent: &Segment = &self.parent.path;
                seed.deserialize(NodeDeserializer::child(node, Segment::Item(parent, i)))
                    .map(Some)
            }
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

struct Entries<'a, 'p, 'q> {
    parent: &'p NodeDeserializer<'a, 'q>,
    pairs: std::slice::Iter<'a, (Node, Node)>,
    value: Option<(&'a Node, &'a Node)>,
}

impl<'de> de::MapAccess<'de> for Entries<'_, '_, '_> {
    type Error = Problem;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        let Some((key, value)) = self.pairs.next() else {
            return Ok(None);
        };
        self.value = Some((key, value));
        // A key's problem (an unknown field) belongs to the section.
        let de = NodeDeserializer {
            node: key,
            path: self.parent.path,
            key: None,
        };
        seed.deserialize(de).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        let Some((key, value)) = self.value.take() else {
            return Err(Problem::new(ProblemKind::ValueWithoutKey));
        };
        let name = key.as_str().unwrap_or("?");
        let parent: &Segment = &self.parent.path;
        let mut de = NodeDeserializer::child(value, Segment::Field(parent, name));
        de.key = Some(key);
        seed.deserialize(de)
    }
}

impl<'a, 'p> IntoDeserializer<'_, Problem> for NodeDeserializer<'a, 'p> {
    type Deserializer = NodeDeserializer<'a, 'p>;

    fn into_deserializer(self) -> NodeDeserializer<'a, 'p> {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    #[test]
    fn a_value_asked_for_before_its_key_is_a_fault_of_its_own() {
        let tree = crate::yaml::parse("f.yaml", "a: 1\n", ErrorKind::RuleFile)
            .unwrap()
            .unwrap();
        let Value::Map(pairs) = &tree.value else {
            panic!("{:?}", tree.value);
        };
        let parent = NodeDeserializer::new(&tree);
        let mut access = Entries {
            parent: &parent,
            pairs: pairs.iter(),
            value: None,
        };
        let problem = de::MapAccess::next_value::<u32>(&mut access).unwrap_err();
        assert_eq!(problem.kind, ProblemKind::ValueWithoutKey);
        assert_eq!(
            problem.into_error(ErrorKind::RuleFile).code(),
            "value_without_key"
        );
    }
}
