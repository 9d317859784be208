//! How the reasons say the pile rules' classes of card, ways to take the
//! pile and the naturals they need: by the catalogue's messages for them,
//! which choose their words by the value's key (`black-three`,
//! `natural-pair`) or number.

use crate::card::Rank;
use crate::error::{Field, Value, Words};
use crate::rules::{CardClass, TakeWith};

/// A class of card as the rules name it: "a black three".
impl Field for CardClass {
    fn value(&self) -> Value<'_> {
        let key = match self {
            CardClass::BlackThree => "black-three",
            CardClass::RedThree => "red-three",
            CardClass::Wild => "wild",
            CardClass::Joker => "joker",
            CardClass::Two => "two",
        };
        Value::Words(Words {
            area: "common",
            code: "card_class",
            fields: vec![("class", Value::Text(key))],
        })
    }
}

/// A way to take the pile, said by the message `pickup-<code>`: `way` in
/// full ("a natural pair"), `way_short` briefly, `way_needed` as what a
/// side needs (German says it in the accusative).
pub(crate) fn way_said(code: &'static str, way: TakeWith) -> Value<'static> {
    let key = match way {
        TakeWith::NaturalPair => "natural-pair",
        TakeWith::NaturalAndWild => "natural-and-wild",
        TakeWith::TableMeld => "table-meld",
    };
    Value::Words(Words {
        area: "pickup",
        code,
        fields: vec![("way", Value::Text(key))],
    })
}

/// The ways a rule set takes the pile, briefly: "a natural pair, or a
/// table meld"; the catalogue's "nothing" for none.
pub(crate) fn ways_short(ways: &[TakeWith]) -> Value<'static> {
    if ways.is_empty() {
        return Value::Words(Words {
            area: "pickup",
            code: "no_way",
            fields: Vec::new(),
        });
    }
    Value::Either(ways.iter().map(|w| way_said("way_short", *w)).collect())
}

/// One natural card of a rank, as the object of a need: "a natural 9";
/// German "eine natürliche Neun", "einen natürlichen König" (message
/// `common-a-natural`).
pub(crate) fn a_natural(rank: Rank) -> Value<'static> {
    Value::Words(Words {
        area: "common",
        code: "a_natural",
        fields: vec![("rank", Value::Number(i64::from(rank.number())))],
    })
}
