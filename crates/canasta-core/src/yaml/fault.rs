//! What is wrong with a YAML file or a value in it, as typed faults: the
//! reader of the tree and the reader of its values find them.

use crate::error::{Choices, Document, Origin, faults};
use crate::yaml::expected::Expected;
use crate::yaml::found::Found;

faults! {
    /// What is wrong with a value of a YAML file (a rule, round, game or
    /// state file), as the reader of its fields finds it.
    pub enum YamlFault {
        /// A key the section does not have.
        UnknownField { field: String, expected: Choices } => "unknown_field",
        /// A choice that is not one of those expected.
        UnknownVariant { variant: String, expected: Choices } => "unknown_variant",
        /// A value of the wrong shape.
        WrongType { found: Found, expected: Expected } => "wrong_type",
        MissingField { field: String } => "missing_field",
        /// A number above the largest the field holds.
        TooLarge { value: String, limit: String } => "too_large_value",
        /// A number below the smallest the field holds.
        TooSmall { value: String, limit: String } => "too_small_value",
        /// A second YAML document in a file that holds one.
        SecondDocument => "second_document",
        /// An alias (`*name`) to no anchor.
        UnknownAlias => "unknown_alias",
        /// Aliases that would copy more than `max` values.
        AliasCopies { max: usize } => "alias_copies",
        /// More than `max` values in one document.
        TooManyValues { max: usize } => "too_many_values",
        /// A key given twice in one mapping; `line`: where it was first.
        KeyTwice { key: String, line: usize } => "key_twice",
        /// Lists and mappings nested more than `max` levels deep.
        TooDeep { max: usize } => "too_deep",
        /// YAML that does not parse; `why` in the YAML reader's words.
        Syntax { why: String } => "syntax",
        /// A tab where YAML takes spaces alone (in indentation).
        Tab => "tab",
        /// YAML that does not parse, a bracket opened on `line` not closed.
        Unclosed { bracket: String, line: usize, why: String } => "unclosed",
        /// A file not named `.yaml` that is not the document asked for
        /// (its content is not quoted).
        NotADocument { file: Origin, what: Document, why: NotDocument } => "not_a_document",
        /// A value the YAML writer refused; `why` in its words.
        CannotWriteYaml { why: String } => "cannot_write_yaml",
        /// A value of the right type the reader refuses.
        InvalidValue { found: Found, expected: Expected } => "invalid_value",
        /// A list of `length` items where another number is expected.
        InvalidLength { length: usize, expected: Expected } => "invalid_length",
        /// A key given twice, as the reader of a section finds it.
        DuplicateField { field: String } => "duplicate_field",
        /// A mapping's value read where it has no key.
        ValueWithoutKey => "value_without_key",
        /// A value a type's own reader refuses, `why` in that reader's
        /// words (serde's own messages, as an untagged enum's).
        ValueRefused { why: String } => "value_refused",
    }
}

crate::error::worded! {
    fault YamlFault,
}

faults! {
    /// Why a file is not the document asked for.
    pub enum NotDocument {
        NotYaml { line: usize, column: usize } => "not_yaml",
        /// None of the keys the document is known by.
        NoKnownKey { keys: String } => "no_known_key",
    }
}

crate::error::worded! {
    NotDocument => "doc-why",
}
