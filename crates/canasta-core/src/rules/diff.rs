//! Rule sets as flat lists of parameters, for `rules show` and `rules diff`.

use serde::Serialize;
use serde_json::Value;

use crate::rules::model::RuleSet;

/// One parameter: its dotted path (`meld.max_wilds`) and value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Parameter {
    /// Its dotted path in the model (`meld.max_wilds`).
    pub parameter: String,
    /// Its value, as JSON.
    pub value: Value,
}

/// Every parameter of a rule set, in the model's order.
pub fn parameters(rules: &RuleSet) -> Vec<Parameter> {
    let mut out = Vec::new();
    let mut value = serde_json::to_value(rules).unwrap_or(Value::Null);
    // A rule book's words in other languages are no rule: `rules show`
    // says them in its own language, and no two rule sets play
    // differently by them.
    if let Value::Object(map) = &mut value {
        map.remove("descriptions");
        map.remove("sources");
        map.remove("terms");
    }
    // The model's shape tells sections and nested sections (every key a
    // field) from maps keyed by a count or a name (`totals: {4: 800}`,
    // `canasta_kinds: {escalera: 1}`), which are one value each, so that
    // `{}` and `{2: 15}` compare as a change.
    let shape = serde_json::to_value(RuleSet::default()).unwrap_or(Value::Null);
    flatten("", &value, &shape, &mut out);
    out
}

fn flatten(prefix: &str, value: &Value, shape: &Value, out: &mut Vec<Parameter>) {
    match (value, shape) {
        // A section: its keys are the model's fields (an optional one left
        // out of the default, `meld.max_incomplete_wild_melds`, among them).
        (Value::Object(map), Value::Object(fields))
            if !map.is_empty() && map.keys().any(|k| fields.contains_key(k)) =>
        {
            for (key, v) in map {
                let path = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                flatten(&path, v, fields.get(key).unwrap_or(&Value::Null), out);
            }
        }
        (leaf, _) => out.push(Parameter {
            parameter: prefix.to_string(),
            value: leaf.clone(),
        }),
    }
}

/// A parameter whose value differs between two rule sets; `None` where a
/// rule set does not have the parameter at all (a key of a map).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Difference {
    /// Its dotted path in the model.
    pub parameter: String,
    /// The value under the first rule set.
    pub a: Option<Value>,
    /// The value under the second.
    pub b: Option<Value>,
}

/// What `rules diff` answers: two rule sets' names and where they differ.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RulesDiff {
    /// The first rule set's name.
    pub a: String,
    /// The second rule set's name.
    pub b: String,
    /// The parameters that differ, in the model's order.
    pub differences: Vec<Difference>,
}

/// The parameters that differ, in the model's order. Names and
/// descriptions are left out: they always differ and say nothing.
pub fn diff(a: &RuleSet, b: &RuleSet) -> RulesDiff {
    let pa = parameters(a);
    let pb = parameters(b);
    let mut differences = Vec::new();
    let skip = ["name", "description", "source"];
    for p in &pa {
        if skip.contains(&p.parameter.as_str()) {
            continue;
        }
        let other = pb.iter().find(|q| q.parameter == p.parameter);
        if other.map(|q| &q.value) != Some(&p.value) {
            differences.push(Difference {
                parameter: p.parameter.clone(),
                a: Some(p.value.clone()),
                b: other.map(|q| q.value.clone()),
            });
        }
    }
    for q in &pb {
        if !pa.iter().any(|p| p.parameter == q.parameter) {
            differences.push(Difference {
                parameter: q.parameter.clone(),
                a: None,
                b: Some(q.value.clone()),
            });
        }
    }
    RulesDiff {
        a: a.name.clone(),
        b: b.name.clone(),
        differences,
    }
}
