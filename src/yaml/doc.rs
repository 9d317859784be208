//! A value as the block writer lays it out: serialized into this small
//! tree rather than into `yaml_serde`'s `Value`, whose mappings hash every
//! key (a 200-hand game file is 8,000 of them).

use serde::ser::{self, Serialize};

/// A serialized value: scalars, lists, and mappings in their order.
#[derive(Debug, Clone, PartialEq)]
pub enum Doc {
    Null,
    Bool(bool),
    Int(i64),
    UInt(u64),
    /// Written by `yaml_serde` only: the block writer leaves floats to it.
    Float(f64),
    Str(String),
    /// A field name.
    Name(&'static str),
    Seq(Vec<Doc>),
    Map(Vec<(Doc, Doc)>),
}

impl Doc {
    /// The text of a string or field name.
    pub fn text(&self) -> Option<&str> {
        match self {
            Doc::Str(s) => Some(s),
            Doc::Name(s) => Some(s),
            _ => None,
        }
    }
}

/// What `DocSerializer` does not take: the value goes to `yaml_serde`.
#[derive(Debug)]
pub struct Unsupported;

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("not plain block YAML")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

/// Serialize a value into a `Doc`; enums with data, 128-bit numbers and
/// bytes are `Unsupported`.
pub fn to_doc<T: Serialize + ?Sized>(value: &T) -> Result<Doc> {
    value.serialize(DocSerializer)
}

pub struct DocSerializer;

type Result<T> = std::result::Result<T, Unsupported>;

pub struct SeqBuilder(Vec<Doc>);

pub struct MapBuilder {
    entries: Vec<(Doc, Doc)>,
    key: Option<Doc>,
}

impl ser::Serializer for DocSerializer {
    type Ok = Doc;
    type Error = Unsupported;
    type SerializeSeq = SeqBuilder;
    type SerializeTuple = SeqBuilder;
    type SerializeTupleStruct = SeqBuilder;
    type SerializeTupleVariant = ser::Impossible<Doc, Unsupported>;
    type SerializeMap = MapBuilder;
    type SerializeStruct = MapBuilder;
    type SerializeStructVariant = ser::Impossible<Doc, Unsupported>;

    fn serialize_bool(self, v: bool) -> Result<Doc> {
        Ok(Doc::Bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Doc> {
        Ok(Doc::Int(v.into()))
    }
    fn serialize_i16(self, v: i16) -> Result<Doc> {
        Ok(Doc::Int(v.into()))
    }
    fn serialize_i32(self, v: i32) -> Result<Doc> {
        Ok(Doc::Int(v.into()))
    }
    fn serialize_i64(self, v: i64) -> Result<Doc> {
        Ok(Doc::Int(v))
    }
    fn serialize_u8(self, v: u8) -> Result<Doc> {
        Ok(Doc::UInt(v.into()))
    }
    fn serialize_u16(self, v: u16) -> Result<Doc> {
        Ok(Doc::UInt(v.into()))
    }
    fn serialize_u32(self, v: u32) -> Result<Doc> {
        Ok(Doc::UInt(v.into()))
    }
    fn serialize_u64(self, v: u64) -> Result<Doc> {
        Ok(Doc::UInt(v))
    }
    fn serialize_f32(self, v: f32) -> Result<Doc> {
        Ok(Doc::Float(v.into()))
    }
    fn serialize_f64(self, v: f64) -> Result<Doc> {
        Ok(Doc::Float(v))
    }
    fn serialize_char(self, v: char) -> Result<Doc> {
        Ok(Doc::Str(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Doc> {
        Ok(Doc::Str(v.to_string()))
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<Doc> {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result<Doc> {
        Ok(Doc::Null)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Doc> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Doc> {
        Ok(Doc::Null)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<Doc> {
        Ok(Doc::Null)
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<Doc> {
        Ok(Doc::Name(variant))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<Doc> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<Doc> {
        Err(Unsupported)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<SeqBuilder> {
        Ok(SeqBuilder(Vec::with_capacity(len.unwrap_or(0))))
    }
    fn serialize_tuple(self, len: usize) -> Result<SeqBuilder> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<SeqBuilder> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant> {
        Err(Unsupported)
    }
    fn serialize_map(self, len: Option<usize>) -> Result<MapBuilder> {
        Ok(MapBuilder {
            entries: Vec::with_capacity(len.unwrap_or(0)),
            key: None,
        })
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<MapBuilder> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant> {
        Err(Unsupported)
    }
    fn serialize_i128(self, _: i128) -> Result<Doc> {
        Err(Unsupported)
    }
    fn serialize_u128(self, _: u128) -> Result<Doc> {
        Err(Unsupported)
    }
}

impl ser::SerializeSeq for SeqBuilder {
    type Ok = Doc;
    type Error = Unsupported;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.0.push(value.serialize(DocSerializer)?);
        Ok(())
    }
    fn end(self) -> Result<Doc> {
        Ok(Doc::Seq(self.0))
    }
}

impl ser::SerializeTuple for SeqBuilder {
    type Ok = Doc;
    type Error = Unsupported;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<Doc> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for SeqBuilder {
    type Ok = Doc;
    type Error = Unsupported;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<Doc> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeMap for MapBuilder {
    type Ok = Doc;
    type Error = Unsupported;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<()> {
        self.key = Some(key.serialize(DocSerializer)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        let key = self.key.take().ok_or(Unsupported)?;
        self.entries.push((key, value.serialize(DocSerializer)?));
        Ok(())
    }
    fn end(self) -> Result<Doc> {
        Ok(Doc::Map(self.entries))
    }
}

impl ser::SerializeStruct for MapBuilder {
    type Ok = Doc;
    type Error = Unsupported;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        self.entries
            .push((Doc::Name(key), value.serialize(DocSerializer)?));
        Ok(())
    }
    fn end(self) -> Result<Doc> {
        Ok(Doc::Map(self.entries))
    }
}
