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
            // The library's vocabulary grows; what this front end does not
            // know yet it shows as data rather than not at all.
            other => format!("{other:?}"),
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
