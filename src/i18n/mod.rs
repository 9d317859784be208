//! The words the tool writes for people, per language.
//!
//! Every sentence, heading and label comes from a Project Fluent catalogue
//! (`src/i18n/<lang>/<area>.ftl`, embedded in the binary): English is one
//! catalogue like German, not the words of the code. The language is chosen
//! once, where a command line starts (`Lang::choose`), and a `Catalog` of
//! that language is handed to whatever writes words (the renderers, the
//! prompt, clap's help).
//!
//! Start-up matters (`canasta meld` runs in about a million instructions,
//! and parsing a Fluent message costs some 8,600): a catalogue reads only
//! its own language's files, and of them only the messages a command asks
//! for, each parsed when it is first asked for. The area is the start of the
//! message id: `meld-valid` is in `meld.ftl`, `go-out-headline` in `go-out.ftl`. The terms shared by
//! every area (`-canasta`, `-pile`...) are in `terms.ftl` and are read
//! with the first message.
//!
//! A message that is missing never stops the tool: its id is shown with its
//! arguments. `tests` make sure none is missing, in either language, and
//! that both languages give a message the same arguments.

use std::borrow::Cow;
use std::cell::RefCell;
use std::ffi::OsStr;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use canasta::card::{Card, Rank, Suit};

mod say;

/// A language the tool speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, clap::ValueEnum)]
pub(crate) enum Lang {
    /// English
    #[default]
    En,
    /// Deutsch
    De,
}

impl Lang {
    /// Every language, English (the default) first.
    pub(crate) const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The tag `--lang` takes and files are named by: `en`, `de`.
    pub(crate) fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// A value of `--lang`, `CANASTA_LANG` or a locale variable (`de`,
    /// `de_DE.UTF-8`, `de-AT`): one starting with `de` is German, anything
    /// else English (CLI.md).
    pub(crate) fn from_tag(tag: &str) -> Lang {
        if tag
            .trim()
            .get(..2)
            .is_some_and(|p| p.eq_ignore_ascii_case("de"))
        {
            Lang::De
        } else {
            Lang::En
        }
    }

    /// The language where `--lang` is not given: `CANASTA_LANG`, else the
    /// first language of `LANGUAGE` (GNU gettext's list of preferences,
    /// `de:en`), else the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
    /// is set and not empty (as POSIX orders them). `var` reads one
    /// variable.
    pub(crate) fn of_env(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Lang {
        ["CANASTA_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| {
                let value = var(name)?.to_string_lossy().into_owned();
                // Of a list, the first language the user prefers.
                let value = if *name == "LANGUAGE" {
                    value.split(':').find(|l| !l.trim().is_empty())?.to_string()
                } else {
                    value
                };
                Some(value)
            })
            .find(|value| !value.trim().is_empty())
            .map_or(Lang::En, |value| Lang::from_tag(&value))
    }

    /// `CANASTA_LANG`'s value where it is set, not empty, and names no
    /// language the tool speaks (it starts neither with `de` nor with
    /// `en`): English is written then, and the tool says why
    /// (`unknown_warning`). The locale variables are the system's, set for
    /// every program: whatever they say is never warned of.
    pub(crate) fn unknown_in_env(
        var: impl Fn(&str) -> Option<std::ffi::OsString>,
    ) -> Option<String> {
        let value = var("CANASTA_LANG")?.to_string_lossy().into_owned();
        let known = Lang::ALL.iter().any(|l| {
            value
                .trim()
                .get(..2)
                .is_some_and(|p| p.eq_ignore_ascii_case(l.tag()))
        });
        (!value.trim().is_empty() && !known).then_some(value)
    }

    /// The line that says `CANASTA_LANG`'s `value` names no language the
    /// tool speaks, and which it does.
    pub(crate) fn unknown_warning(value: &str, cat: &Catalog) -> String {
        let tags: Vec<String> = Lang::ALL.iter().map(|l| format!("`{}`", l.tag())).collect();
        crate::i18n::tr!(
            cat,
            "cli-unknown-lang",
            var = "CANASTA_LANG",
            value = crate::visible::visible(value),
            languages = cat.list(tags, Join::And)
        )
    }

    /// `--lang`'s value where a command line gives it (`--lang de`,
    /// `--lang=de`), read before clap parses it so that clap's help and
    /// errors can be in that language. A value that is no language is left
    /// to clap to refuse. Arguments after `--` are not options.
    pub(crate) fn from_args<S: AsRef<OsStr>>(args: &[S]) -> Option<Lang> {
        let mut found = None;
        let mut args = args.iter().skip(1).map(AsRef::as_ref);
        while let Some(arg) = args.next() {
            let arg = arg.to_str();
            match arg {
                Some("--") => break,
                Some("--lang") => {
                    found = args.next().and_then(OsStr::to_str).and_then(Lang::exact);
                }
                Some(a) if a.starts_with("--lang=") => found = Lang::exact(&a[7..]),
                _ => {}
            }
        }
        found
    }

    /// A tag `--lang` accepts, in any case (`de`, `DE`).
    fn exact(tag: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// The language of a command line: `--lang`, else the environment's.
    pub(crate) fn choose<S: AsRef<OsStr>>(args: &[S], env: Lang) -> Lang {
        Lang::from_args(args).unwrap_or(env)
    }

    fn id(self) -> unic_langid::LanguageIdentifier {
        match self {
            Lang::En => unic_langid::langid!("en"),
            Lang::De => unic_langid::langid!("de"),
        }
    }
}

/// A catalogue file embedded with its index: `catalogue!("en/meld.ftl")`.
macro_rules! catalogue {
    ($path:literal) => {{
        const TEXT: &str = include_str!($path);
        const COUNT: usize = entries::<0>(TEXT).1;
        const ENTRIES: [Entry; COUNT] = entries::<COUNT>(TEXT).0;
        Index {
            text: TEXT,
            entries: &ENTRIES,
        }
    }};
}

/// The catalogue files: an area's name (the first word of its messages'
/// ids) and its text in each language, in `Lang::ALL`'s order, each with
/// the index of its entries, found when the binary is built.
const AREAS: &[(&str, [Index; 2])] = &[
    (
        "chart",
        [catalogue!("en/chart.ftl"), catalogue!("de/chart.ftl")],
    ),
    (
        "common",
        [catalogue!("en/common.ftl"), catalogue!("de/common.ftl")],
    ),
    (
        "prompt",
        [catalogue!("en/prompt.ftl"), catalogue!("de/prompt.ftl")],
    ),
    (
        "rules",
        [catalogue!("en/rules.ftl"), catalogue!("de/rules.ftl")],
    ),
    (
        "param",
        [catalogue!("en/param.ftl"), catalogue!("de/param.ftl")],
    ),
    ("cli", [catalogue!("en/cli.ftl"), catalogue!("de/cli.ftl")]),
    (
        "meld",
        [catalogue!("en/meld.ftl"), catalogue!("de/meld.ftl")],
    ),
    (
        "pickup",
        [catalogue!("en/pickup.ftl"), catalogue!("de/pickup.ftl")],
    ),
    (
        "initial",
        [catalogue!("en/initial.ftl"), catalogue!("de/initial.ftl")],
    ),
    (
        "go-out",
        [catalogue!("en/go-out.ftl"), catalogue!("de/go-out.ftl")],
    ),
    (
        "sheet",
        [catalogue!("en/sheet.ftl"), catalogue!("de/sheet.ftl")],
    ),
    (
        "club",
        [catalogue!("en/club.ftl"), catalogue!("de/club.ftl")],
    ),
    (
        "score",
        [catalogue!("en/score.ftl"), catalogue!("de/score.ftl")],
    ),
    (
        "serve",
        [catalogue!("en/serve.ftl"), catalogue!("de/serve.ftl")],
    ),
    (
        "error",
        [catalogue!("en/errors.ftl"), catalogue!("de/errors.ftl")],
    ),
    (
        "link",
        [catalogue!("en/link.ftl"), catalogue!("de/link.ftl")],
    ),
];

/// The words of the command line (`--help`, clap's own words and errors,
/// the man pages) in each language but English, read a `Section` at a
/// time. English needs no file: its words are the doc comments on the
/// clap derive and clap's own, the one source of the English help, man
/// page and completions.
pub(crate) const CLAP: [Option<&str>; 2] = [None, Some(include_str!("de/clap.ftl"))];

/// The terms every area may use.
const TERMS: [&str; 2] = [include_str!("en/terms.ftl"), include_str!("de/terms.ftl")];

/// How a list's last item follows the others (`Catalog::list`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Join {
    /// All of them: "a, b and c".
    And,
    /// One of them: "a, b, or c".
    Or,
}

/// The catalogue of one language.
///
/// Its messages are parsed one by one, when first asked for: where each
/// entry of an area's file starts is known when the binary is built
/// (`Index`), and the entry asked for is parsed alone and added to the one bundle, which
/// holds the terms from the start. A message may therefore refer to terms
/// but not to other messages (the tests see to it).
pub(crate) struct Catalog {
    lang: Lang,
    /// Term overrides a rule set brings (`-canasta-natural = echter
    /// Canasta`), as Fluent source; empty for none.
    terms: String,
    /// The terms and every message asked for so far; made on first use.
    bundle: RefCell<Option<FluentBundle<FluentResource>>>,
    /// Words for the served pad (`for_pad`).
    pad: bool,
}

/// A catalogue file and where each of its entries is: its id, then its
/// text up to the next entry or comment. Made by `catalogue!` when the
/// binary is built, so that a command pays nothing to find a message.
#[derive(Clone, Copy)]
pub(crate) struct Index {
    text: &'static str,
    entries: &'static [Entry],
}

/// Byte offsets of one entry in its file: where it starts, where its id
/// ends, where it ends.
#[derive(Clone, Copy)]
pub(crate) struct Entry {
    start: u32,
    id_end: u32,
    end: u32,
}

/// The entries of `text` (the first `N` of them) and how many there are.
/// An entry starts on a line that starts with a letter (a message) or `-`
/// (a term) and runs to the next such line or comment; lines in between
/// (indented text, a select expression's variants and closing brace,
/// blank lines) are its own. Its id runs to the first `=` or space.
#[allow(
    clippy::cast_possible_truncation,
    reason = "a catalogue file is far smaller than 4 GiB (and this runs at build time)"
)]
const fn entries<const N: usize>(text: &str) -> ([Entry; N], usize) {
    let t = text.as_bytes();
    let mut out = [Entry {
        start: 0,
        id_end: 0,
        end: 0,
    }; N];
    let mut count = 0;
    let mut at = 0;
    while at < t.len() {
        let mut next = at;
        while next < t.len() && t[next] != b'\n' {
            next += 1;
        }
        if next < t.len() {
            next += 1;
        }
        let b = t[at];
        if b.is_ascii_alphabetic() || b == b'-' || b == b'#' {
            if count > 0 && count - 1 < N && out[count - 1].end == u32::MAX {
                out[count - 1].end = at as u32;
            }
            if b != b'#' {
                let mut id_end = at;
                while id_end < next && t[id_end] != b'=' && !t[id_end].is_ascii_whitespace() {
                    id_end += 1;
                }
                if count < N {
                    out[count] = Entry {
                        start: at as u32,
                        id_end: id_end as u32,
                        end: u32::MAX,
                    };
                }
                count += 1;
            }
        }
        at = next;
    }
    if count > 0 && count - 1 < N && out[count - 1].end == u32::MAX {
        out[count - 1].end = t.len() as u32;
    }
    (out, count)
}

impl Index {
    /// The file's text.
    #[cfg(test)]
    fn text(&self) -> &'static str {
        self.text
    }

    /// The ids of the file's entries, in its order.
    #[cfg(test)]
    fn ids(&self) -> impl Iterator<Item = &'static str> {
        let text = self.text;
        self.entries
            .iter()
            .map(move |e| &text[e.start as usize..e.id_end as usize])
    }

    /// The text of entry `id`.
    fn find(&self, id: &str) -> Option<&'static str> {
        let text = self.text;
        self.entries
            .iter()
            .find(|e| &text[e.start as usize..e.id_end as usize] == id)
            .map(|e| &text[e.start as usize..e.end as usize])
    }
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

/// An argument of a message: text or a number (numbers choose plural forms).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(s: Cow<'a, str>) -> Arg<'a> {
        Arg::Text(s)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, u32, u64, usize, u8, u16);

/// `tr!(catalog, "meld-valid", cards = text, points = 40)`: a message with
/// its arguments, in the catalogue's language.
macro_rules! tr {
    ($cat:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $cat.text($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),*])
    };
}
// By path (`crate::i18n::tr`), like any item of the front end's: an
// exported macro would hang from the crate's root, and every file that
// says a message would import the root that starts the programs.
pub(crate) use tr;

impl Catalog {
    /// The catalogue of `lang`; nothing is read until a message is asked for.
    pub(crate) fn new(lang: Lang) -> Catalog {
        Catalog {
            lang,
            terms: String::new(),
            bundle: RefCell::new(None),
            pad: false,
        }
    }

    /// The same catalogue for the served pad, whose readers hold a phone,
    /// not a command line: a message that names a command or a flag has
    /// the pad's own words beside it, as its `.pad` attribute
    /// (`error-game-over`'s `game undo` is the page's Undo button there),
    /// and those are said instead.
    pub(crate) fn for_pad(mut self) -> Catalog {
        self.pad = true;
        self
    }

    /// The language of the catalogue.
    /// The language of the catalogue.
    pub(crate) fn lang(&self) -> Lang {
        self.lang
    }

    /// The same catalogue with a rule set's own names for some terms
    /// (`canasta-natural` → "echter Canasta"): `terms` maps a term's name
    /// (without the leading `-`) to its text in this language.
    ///
    /// A term is text, never Fluent markup: it comes from a house file,
    /// so `{ $count }` or a lone `{` is shown as written, and a control
    /// character made visible (`^J`), as every name from a file is.
    pub(crate) fn with_terms<'t>(
        mut self,
        terms: impl IntoIterator<Item = (&'t str, &'t str)>,
    ) -> Catalog {
        self.terms = terms
            .into_iter()
            .map(|(name, text)| format!("-{name} = {}\n", literal(text)))
            .collect();
        self.bundle = RefCell::new(None);
        self
    }

    /// The message `id` with `args`, as this language says it. A missing
    /// message gives its id and arguments, never a panic.
    ///
    /// A rule set named by the argument `rules` is named as this language
    /// writes it (`rule_set`): German says `verschärft`, not the key
    /// `verschaerft`.
    pub(crate) fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        if let Some(i) = args.iter().position(|(name, _)| *name == "rules")
            && let Arg::Text(key) = &args[i].1
        {
            let said = self.rule_set(key);
            if said != key.as_ref() {
                let mut args = args.to_vec();
                args[i].1 = Arg::Text(Cow::Owned(said));
                return self.text_as_given(id, &args);
            }
        }
        self.text_as_given(id, args)
    }

    /// A special hand's name for people in this language (its `titles`,
    /// from the rule set), else its `name`. It comes from a file: show it
    /// through `visible`.
    pub(crate) fn title<'t>(
        &self,
        titles: &'t std::collections::BTreeMap<String, String>,
        name: &'t str,
    ) -> &'t str {
        titles.get(self.lang.tag()).map_or(name, String::as_str)
    }

    /// A rule set's name as this language writes it in a sentence: a
    /// built-in one by the name its description gives it (German
    /// `klassisch`, `verschärft`), anything else (a house file) as given.
    pub(crate) fn rule_set(&self, key: &str) -> String {
        if self.lang == Lang::En || canasta::rules::preset::get(key).is_none() {
            return key.to_string();
        }
        self.text_as_given("common-rule-set", &[("name", Arg::from(key))])
    }

    fn text_as_given(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        if !self.load(id) {
            return missing(id, args);
        }
        let bundle = self.bundle.borrow();
        let Some(bundle) = bundle.as_ref() else {
            return missing(id, args);
        };
        let message = bundle.get_message(id);
        let pad = message
            .as_ref()
            .filter(|_| self.pad)
            .and_then(|m| m.get_attribute("pad"))
            .map(|a| a.value());
        let Some(pattern) = pad.or_else(|| {
            message
                .as_ref()
                .and_then(fluent_bundle::FluentMessage::value)
        }) else {
            return missing(id, args);
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&fluent_args(args)), &mut errors)
            .into_owned()
    }

    /// A card as players of this language write it. English: the
    /// notation (`hK`, `h10`, `jk`). German: the suit's symbol and the
    /// German rank letter (`♥D`, `♠10`, `♣B`, `Joker`), never the letter
    /// pair `hD`, which a German reader takes for a rank (CLI.md). Each
    /// reads back as the same card in any language.
    pub(crate) fn card(&self, card: Card) -> String {
        match (self.lang, card) {
            (Lang::En, Card::Joker) => "jk".to_string(),
            (Lang::De, Card::Joker) => "Joker".to_string(),
            (Lang::En, Card::Suited(suit, rank)) => format!("{}{}", suit.letter(), self.rank(rank)),
            (Lang::De, Card::Suited(suit, rank)) => format!("{}{}", symbol(suit), self.rank(rank)),
        }
    }

    /// Cards as this language writes them, space-separated.
    pub(crate) fn cards(&self, cards: &[Card]) -> String {
        let mut out = String::new();
        for (i, card) in cards.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&self.card(*card));
        }
        out
    }

    /// A rank's letter or number in this language: `K`, `10`, German `B`.
    pub(crate) fn rank(&self, rank: Rank) -> &'static str {
        match (self.lang, rank.number()) {
            (Lang::De, 11) => "B",
            (Lang::De, 12) => "D",
            _ => rank.symbol(),
        }
    }

    /// The cards of a rank, in prose: "kings", "5s"; "Könige", "Fünfen".
    pub(crate) fn ranks(&self, rank: Rank) -> String {
        self.text("common-ranks", &[("rank", Arg::from(rank.number()))])
    }

    /// Items as the language lists them, the last after `and` or `or`
    /// (`Join`): "a, b and c"; "a or b", "a, b, or c" (English puts a comma
    /// before `or` in a list of three or more, German none).
    pub(crate) fn list(&self, mut items: Vec<String>, join: Join) -> String {
        let Some(last) = items.pop() else {
            return String::new();
        };
        if items.is_empty() {
            return last;
        }
        let id = match join {
            Join::And => "common-and",
            Join::Or if items.len() == 1 => "common-or",
            Join::Or => "common-or-more",
        };
        self.text(
            id,
            &[
                ("first", Arg::from(items.join(", "))),
                ("last", Arg::from(last)),
            ],
        )
    }

    /// A suit's name in prose: "hearts", "Herz".
    pub(crate) fn suit(&self, suit: Suit) -> String {
        let key = suit.letter().to_string();
        self.text("common-suit", &[("suit", Arg::from(key))])
    }

    /// Whether the catalogue has the message `id` (the tests ask it of
    /// every id the tool says).
    #[cfg(test)]
    pub(crate) fn has(&self, id: &str) -> bool {
        self.load(id)
    }

    /// The message `id`, where the catalogue has one: for words that a
    /// thing may lack (a parameter a newer rule file adds), shown without
    /// them rather than as an id.
    pub(crate) fn text_if_any(&self, id: &str) -> Option<String> {
        self.load(id).then(|| self.text(id, &[]))
    }

    /// Make sure the bundle holds message `id`, parsing its entry if it
    /// was not asked for before; false where the catalogue has no such
    /// message.
    fn load(&self, id: &str) -> bool {
        let mut cell = self.bundle.borrow_mut();
        let bundle = cell.get_or_insert_with(|| self.new_bundle());
        if bundle.has_message(id) {
            return true;
        }
        let Some(i) = area_of(id) else {
            return false;
        };
        let Some(entry) = AREAS[i].1[self.lang_index()].find(id) else {
            return false;
        };
        // The catalogues are checked by the tests: a broken entry is left
        // out rather than stopping the tool.
        let resource = FluentResource::try_new(entry.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        bundle.has_message(id)
    }

    fn lang_index(&self) -> usize {
        Lang::ALL.iter().position(|l| *l == self.lang).unwrap_or(0)
    }

    /// A bundle holding the terms (and the rule set's own) but no message.
    fn new_bundle(&self) -> FluentBundle<FluentResource> {
        let mut bundle = FluentBundle::new(vec![self.lang.id()]);
        // Terminals show bidi isolation marks as stray characters.
        bundle.set_use_isolating(false);
        let terms = TERMS[self.lang_index()];
        let resource = FluentResource::try_new(terms.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        if !self.terms.is_empty() {
            let resource = FluentResource::try_new(self.terms.clone()).unwrap_or_else(|(r, _)| r);
            bundle.add_resource_overriding(resource);
        }
        bundle
    }
}

/// A suit's symbol, as German cards are written: `♥ ♦ ♣ ♠`.
fn symbol(suit: Suit) -> char {
    match suit {
        Suit::Hearts => '♥',
        Suit::Diamonds => '♦',
        Suit::Clubs => '♣',
        Suit::Spades => '♠',
    }
}

/// Text as a Fluent string literal (`{ "text" }`), which Fluent shows
/// exactly as it is: its control characters made visible first (a
/// literal holds no line break), then `\` and `"` escaped.
fn literal(text: &str) -> String {
    let shown = crate::visible::visible(text);
    let escaped = shown.replace('\\', "\\\\").replace('"', "\\\"");
    format!("{{ \"{escaped}\" }}")
}

/// The largest number Fluent says exactly: it keeps numbers as `f64`,
/// which holds every whole number up to 2^53 and rounds larger ones
/// (`9223372036854775807` would read `9223372036854776000`).
const EXACT: u64 = 1 << 53;

/// The arguments of a message as Fluent takes them. A number past
/// `EXACT` goes as its digits, so that a message quotes it as written;
/// its plural form is then the catalogue's default (`other`), which is
/// what English and German use for such numbers.
fn fluent_args<'a>(args: &'a [(&str, Arg<'_>)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(t) => fluent.set(*name, FluentValue::from(t.as_ref())),
            Arg::Number(n) if n.unsigned_abs() > EXACT => {
                fluent.set(*name, FluentValue::from(n.to_string()));
            }
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
        }
    }
    fluent
}

/// One section of a catalogue file that is read a section at a time: a
/// Fluent group comment (`## name`, a line of its own) starts the section
/// `name`, and the next one ends it. A command line that builds one
/// command of clap's tree reads that command's section alone (start-up:
/// the module's header), so each message must sit in the section its
/// reader asks for; the tests of the file's user check that.
///
/// Messages of a section are written like doc comments: a line break
/// inside a paragraph is a space, an empty line ends a paragraph.
pub(crate) struct Section {
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Section {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Section").finish_non_exhaustive()
    }
}

impl Section {
    /// The section `name` of `file`, in `lang`; empty where the file has
    /// no such section.
    pub(crate) fn read(file: &str, name: &str, lang: Lang) -> Section {
        let mut bundle = FluentBundle::new(vec![lang.id()]);
        bundle.set_use_isolating(false);
        if let Some(text) = section_text(file, name) {
            // The file is checked by the tests: a broken entry is left out
            // rather than stopping the tool.
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        Section { bundle }
    }

    /// Whether the section `name` of `file` has the message `id`: a look
    /// at its text, without reading the section.
    pub(crate) fn holds(file: &str, name: &str, id: &str) -> bool {
        section_text(file, name).is_some_and(|text| {
            text.lines().any(|line| {
                line.strip_prefix(id)
                    .is_some_and(|rest| rest.trim_start().starts_with('='))
            })
        })
    }

    /// The message `id`, where the section has it.
    pub(crate) fn get(&self, id: &str) -> Option<String> {
        self.attribute_or_value(id, None, &[])
    }

    /// The attribute `attribute` of the message `id` (`.long`), where the
    /// section has it.
    pub(crate) fn attribute(&self, id: &str, attribute: &str) -> Option<String> {
        self.attribute_or_value(id, Some(attribute), &[])
    }

    /// The message `id` with `args`; a missing message gives its id and
    /// arguments, as `Catalog::text` does.
    pub(crate) fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.attribute_or_value(id, None, args)
            .unwrap_or_else(|| missing(id, args))
    }

    fn attribute_or_value(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: &[(&str, Arg<'_>)],
    ) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args(args)), &mut errors);
        Some(paragraphs(&text))
    }
}

/// The text of the section `name` of `file`: from its `## name` line to
/// the next `## ` line.
fn section_text<'f>(file: &'f str, name: &str) -> Option<&'f str> {
    let start = if file.starts_with("## ") && file[3..].split('\n').next() == Some(name) {
        0
    } else {
        file.find(&format!("\n## {name}\n"))? + 1
    };
    let body = &file[start..];
    let body = &body[body.find('\n').map_or(body.len(), |i| i + 1)..];
    if body.starts_with("## ") {
        return Some("");
    }
    Some(body.find("\n## ").map_or(body, |end| &body[..=end]))
}

/// Text written like a doc comment as clap shows one: the lines of a
/// paragraph joined by spaces, paragraphs apart by an empty line.
fn paragraphs(text: &str) -> String {
    if !text.contains('\n') {
        return text.to_string();
    }
    text.split("\n\n")
        .map(|p| p.lines().map(str::trim).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The area a message id is in: the area whose name, then `-`, starts it
/// (`go-out-final-discard` is in `go-out`).
fn area_of(id: &str) -> Option<usize> {
    AREAS.iter().position(|(name, _)| {
        id.strip_prefix(name)
            .is_some_and(|rest| rest.starts_with('-'))
    })
}

/// What a missing message shows: its id and arguments.
fn missing(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = id.to_string();
    for (name, value) in args {
        match value {
            Arg::Text(t) => out.push_str(&format!(" {name}={t}")),
            Arg::Number(n) => out.push_str(&format!(" {name}={n}")),
        }
    }
    out
}

#[cfg(test)]
mod tests;
