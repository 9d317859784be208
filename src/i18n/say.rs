//! The one way typed data becomes words: whatever the library says
//! ([`Said`]: a fault, a place, a help line, a verdict's reason) names a
//! message of the catalogue and its data, and `Catalog::say` gives that
//! message with the data as its arguments, each piece of it said in the
//! catalogue's language first (cards as its players write them, ranks by
//! its names, lists with its `and`).

use canasta::error::{Error, Said, Value, Words};

use super::{Arg, Catalog, Join};

impl Catalog {
    /// `said` in this catalogue's words.
    pub(crate) fn say(&self, said: &(impl Said + ?Sized)) -> String {
        self.words(&said.words())
    }

    /// The message `<area>-<code>` (the code's `_` written `-`), its
    /// fields as the arguments.
    pub(crate) fn words(&self, words: &Words<'_>) -> String {
        let id = format!("{}-{}", words.area, words.code.replace('_', "-"));
        let mut args: Vec<(&str, Arg<'_>)> = Vec::with_capacity(words.fields.len());
        for (name, value) in &words.fields {
            match value {
                // One of these was expected: the message may name them
                // all, count them, or name the first and the last.
                Value::Choices(names) => {
                    let quoted = |n: &String| format!("`{n}`");
                    args.push((
                        *name,
                        Arg::from(names.iter().map(quoted).collect::<Vec<_>>().join(", ")),
                    ));
                    args.push(("count", Arg::from(names.len())));
                    args.push((
                        "first",
                        Arg::from(names.first().map(quoted).unwrap_or_default()),
                    ));
                    args.push((
                        "last",
                        Arg::from(names.last().map(quoted).unwrap_or_default()),
                    ));
                }
                // Numbers stay numbers: they choose plural forms.
                Value::Number(n) => args.push((*name, Arg::Number(*n))),
                Value::Text(t) => args.push((*name, Arg::from(*t))),
                other => args.push((*name, Arg::from(self.value(other)))),
            }
        }
        self.text(&id, &args)
    }

    /// One piece of data in words.
    pub(crate) fn value(&self, value: &Value<'_>) -> String {
        match value {
            Value::Text(t) => (*t).to_string(),
            Value::Number(n) => n.to_string(),
            // The words of a message choose by it: `[yes]`, `*[no]`.
            Value::Flag(yes) => if *yes { "yes" } else { "no" }.to_string(),
            Value::Cards(cards) => self.cards(cards),
            Value::Melds(melds) => melds
                .iter()
                .map(|m| self.cards(m))
                .collect::<Vec<_>>()
                .join(" + "),
            Value::Rank(rank) => self.rank(*rank).to_string(),
            Value::Ranks(rank) => self.ranks(*rank),
            Value::RanksOf(rank) => {
                self.text("common-ranks-of", &[("rank", Arg::from(rank.number()))])
            }
            Value::Suit(suit) => self.suit(*suit),
            Value::Texts(names) | Value::Choices(names) => names.join(", "),
            Value::Any(names) => {
                self.list(names.iter().map(|n| format!("`{n}`")).collect(), Join::Or)
            }
            Value::All(names) => self.list(names.to_vec(), Join::And),
            Value::List(items) => self.list(self.values(items), Join::And),
            Value::Either(items) => self.list(self.values(items), Join::Or),
            Value::Each(items) => self.values(items).join("; "),
            Value::Error(e) => self.error(e),
            Value::Words(words) => self.words(words),
        }
    }

    fn values(&self, items: &[Value<'_>]) -> Vec<String> {
        items.iter().map(|v| self.value(v)).collect()
    }

    /// What an error says, on one line: the places it was found within,
    /// then its fault (`meld: `h14` is not a card...`).
    pub(crate) fn error(&self, err: &Error) -> String {
        let mut text = self.say(err.what());
        for place in err.places().iter().rev() {
            let place = self.say(place);
            text = crate::i18n::tr!(self, "error-in", place = place, message = text);
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use canasta::card::{Card, Rank, Suit};
    use canasta::error::{ErrorKind, Hint, Value};
    use canasta::notation::NotationFault;

    use crate::i18n::{Catalog, Lang};

    /// Each kind of value, in English and German, said as people read it:
    /// never as Rust data (`Rank(..)`, `Flag(true)`, quotes around text).
    #[test]
    fn every_kind_of_value_is_said_in_words() {
        let cards: Vec<Card> = vec!["hJ".parse().unwrap(), "jk".parse().unwrap()];
        let melds = vec![cards.clone(), vec!["s7".parse().unwrap()]];
        let names = vec!["We".to_string(), "They".to_string()];
        let king = Rank::from_text("K").unwrap();
        let error = canasta::Error::new(ErrorKind::Notation, NotationFault::NoCards);
        let hint = Hint::DidYouMean {
            guess: "classic".into(),
        };
        let values = [
            Value::Text("Anna"),
            Value::Number(3),
            Value::Flag(true),
            Value::Cards(&cards),
            Value::Melds(&melds),
            Value::Rank(king),
            Value::Ranks(king),
            Value::RanksOf(king),
            Value::Suit(Suit::Hearts),
            Value::Texts(&names),
            Value::Choices(&names),
            Value::Any(&names),
            Value::All(&names),
            Value::List(vec![Value::Ranks(king), Value::Suit(Suit::Spades)]),
            Value::Either(vec![Value::Number(1), Value::Number(2)]),
            Value::Each(vec![Value::Text("a"), Value::Text("b")]),
            Value::Error(&error),
            Value::Words(canasta::error::Said::words(&hint)),
        ];
        // Listed by kind: a kind added to the library fails to build here
        // until it is in `values`.
        let kind = |v: &Value<'_>| match v {
            Value::Text(_) => "Text",
            Value::Number(_) => "Number",
            Value::Flag(_) => "Flag",
            Value::Cards(_) => "Cards",
            Value::Melds(_) => "Melds",
            Value::Rank(_) => "Rank",
            Value::Ranks(_) => "Ranks",
            Value::RanksOf(_) => "RanksOf",
            Value::Suit(_) => "Suit",
            Value::Texts(_) => "Texts",
            Value::Choices(_) => "Choices",
            Value::Any(_) => "Any",
            Value::All(_) => "All",
            Value::List(_) => "List",
            Value::Either(_) => "Either",
            Value::Each(_) => "Each",
            Value::Error(_) => "Error",
            Value::Words(_) => "Words",
        };
        let kinds: std::collections::BTreeSet<&str> = values.iter().map(kind).collect();
        assert_eq!(kinds.len(), values.len(), "one value of each kind");
        for lang in Lang::ALL {
            let cat = Catalog::new(lang);
            for value in &values {
                let said = cat.value(value);
                assert!(!said.is_empty(), "{lang:?} {value:?}");
                for debug in ["Rank", "Suit", "Card", "Value", "Words", "\"", "{", "["] {
                    assert!(
                        !said.contains(debug),
                        "{lang:?}: {} said as `{said}`",
                        kind(value)
                    );
                }
            }
        }
        let de = Catalog::new(Lang::De);
        assert_eq!(de.value(&Value::Ranks(king)), "Könige");
        assert_eq!(de.value(&Value::Suit(Suit::Hearts)), "Herz");
        assert_eq!(
            Catalog::new(Lang::En).value(&Value::All(&names)),
            "We and They"
        );
    }
}
