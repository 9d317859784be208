//! The referee on the phone: the three table questions (is this meld
//! legal, may I take the pile, may I go out) under the served game's rule
//! set, asked with the command line's own `meld`, `pickup` and `go-out`
//! (`app::run_with`), answered with their verdicts and reasons in the
//! page's language. Cards are typed in the notation (German letters and
//! suit symbols too) or tapped on the picker the page's script adds.

use std::sync::Arc;

use axum::extract::{Extension, State};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use crate::app::Env;
use crate::i18n::tr;
use crate::i18n::{Catalog, Lang};
use crate::serve::asked::Asked;
use crate::serve::frame::{self, Here};
use crate::serve::lang::query_value;
use crate::serve::role::Role;
use crate::serve::table::Table;
use canasta::rules::RuleSet;

/// The width of a verdict's table on a phone, in characters.
const PHONE_COLUMNS: usize = 38;

/// A question asked, as the query gives it.
#[derive(Debug, Default)]
struct Question {
    what: String,
    fields: Vec<(String, String)>,
}

impl Question {
    fn of(query: &str) -> Question {
        let fields: Vec<(String, String)> = query
            .split('&')
            .filter_map(|p| {
                let (k, v) = p.split_once('=')?;
                Some((k.to_string(), crate::serve::lang::decode(v)))
            })
            .collect();
        Question {
            what: query_value(query, "q").unwrap_or_default(),
            fields,
        }
    }

    fn get(&self, name: &str) -> &str {
        self.fields
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.trim())
    }

    fn on(&self, name: &str) -> bool {
        !self.get(name).is_empty()
    }

    /// The command line that asks it, without the program and global
    /// options; none where no question was asked.
    fn args(&self) -> Option<Vec<String>> {
        let mut args: Vec<String> = Vec::new();
        let melds = |args: &mut Vec<String>, flag: &str, text: &str| {
            for meld in text.split(';').map(str::trim).filter(|m| !m.is_empty()) {
                args.extend([flag.to_string(), meld.to_string()]);
            }
        };
        let flag = |args: &mut Vec<String>, on: bool, name: &str| {
            if on {
                args.push(name.to_string());
            }
        };
        let score = |args: &mut Vec<String>, text: &str| {
            if !text.is_empty() {
                args.extend(["--score".to_string(), text.to_string()]);
            }
        };
        match self.what.as_str() {
            "meld" => {
                args.extend(["meld".to_string(), self.get("cards").to_string()]);
                flag(&mut args, self.on("going_out"), "--going-out");
            }
            "pickup" => {
                args.extend(
                    [
                        "pickup",
                        "--top",
                        self.get("top"),
                        "--hand",
                        self.get("hand"),
                    ]
                    .map(String::from),
                );
                melds(&mut args, "--meld", self.get("table"));
                flag(&mut args, self.on("frozen"), "--frozen");
                flag(&mut args, self.on("opened"), "--opened");
                score(&mut args, self.get("score"));
            }
            "go-out" => {
                args.extend(["go-out", "--hand", self.get("hand")].map(String::from));
                melds(&mut args, "--table", self.get("table"));
                flag(&mut args, self.on("opened"), "--opened");
                score(&mut args, self.get("score"));
            }
            _ => return None,
        }
        Some(args)
    }
}

/// A verdict: yes or no, the reasons, and the whole answer as the
/// terminal writes it; or why the question could not be asked.
enum Verdict {
    Answer {
        yes: bool,
        reasons: Vec<String>,
        text: String,
    },
    Refused(String),
}

/// Ask the command line, under the game's rule set, in `lang`.
fn ask(args: &[String], rules: &RuleSet, lang: Lang) -> Verdict {
    let env = Env {
        width: Some(PHONE_COLUMNS),
        lang,
        ..Env::default()
    };
    let line = |format: &str| {
        ["canasta", "--lang", lang.tag(), "--format", format]
            .into_iter()
            .map(String::from)
            .chain(args.iter().cloned())
            .collect::<Vec<String>>()
    };
    let json = match crate::app::run_with(line("json"), &env, Some(rules.clone())) {
        Ok(out) => out.stdout,
        Err(e) => return Verdict::Refused(crate::render::error::message(&e, &Catalog::new(lang))),
    };
    let value: serde_json::Value = serde_json::from_str(&json).unwrap_or_default();
    let yes = ["valid", "legal", "allowed", "possible"]
        .iter()
        .find_map(|k| value.get(*k).and_then(serde_json::Value::as_bool))
        .unwrap_or(false);
    let reasons = value
        .get("reasons")
        .and_then(|r| r.as_array())
        .map(|r| {
            r.iter()
                .filter_map(|s| s.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    let text = crate::app::run_with(line("table"), &env, Some(rules.clone()))
        .map(|o| o.stdout)
        .unwrap_or_default();
    Verdict::Answer { yes, reasons, text }
}

/// `GET /referee`: the questions, and the answer to the one asked.
pub(crate) async fn page(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(&table, &uri, &headers);
    let question = Question::of(uri.query().unwrap_or(""));
    let snap = table.snapshot();
    let rules = snap.game.rules.clone();
    let lang = asked.lang;
    let verdict = match question.args() {
        Some(args) => {
            let r = rules.clone();
            tokio::task::spawn_blocking(move || ask(&args, &r, lang))
                .await
                .ok()
        }
        None => None,
    };
    let cat = crate::app::words(&rules, lang);
    let body = html! {
        section.referee {
            h1 { (tr!(cat, "serve-referee-title", rules = rules.name.as_str())) }
            @if let Some(v) = &verdict { (verdict_of(v, &cat)) }
            p.picker-hint.js-only hidden { (tr!(cat, "serve-picker")) }
            (forms(&question, &asked, &cat))
        }
    };
    frame::page(lang, asked.named, Here::Referee, role, snap.version, &body).into_response()
}

fn verdict_of(v: &Verdict, cat: &Catalog) -> Markup {
    match v {
        Verdict::Refused(why) => html! { div.verdict.no role="alert" { p { (why) } } },
        Verdict::Answer { yes, reasons, text } => html! {
            div.verdict.yes[*yes].no[!*yes] role="status" {
                p.answer { (if *yes { tr!(cat, "serve-ref-yes") } else { tr!(cat, "serve-ref-no") }) }
                @if !reasons.is_empty() {
                    ul { @for r in reasons { li { (r) } } }
                }
                details {
                    summary { (tr!(cat, "serve-ref-full")) }
                    pre { (text) }
                }
            }
        },
    }
}

/// The three questions, each a form of its own, filled as last asked.
fn forms(q: &Question, asked: &Asked, cat: &Catalog) -> Markup {
    let mine = |what: &str| q.what == what;
    let value = |what: &str, name: &str| mine(what).then(|| q.get(name).to_string());
    let checked = |what: &str, name: &str| mine(what) && q.on(name);
    let text = |what: &str, name: &str, label: String| {
        html! {
            label { (label)
                input type="text" name=(name) value=[value(what, name)] data-cards="1"
                    autocomplete="off" autocapitalize="off" spellcheck="false";
            }
        }
    };
    let tick = |what: &str, name: &str, label: String| {
        html! {
            label.tick { input type="checkbox" name=(name) value="1" checked[checked(what, name)]; " " (label) }
        }
    };
    let score = |what: &str| {
        html! {
            label { (tr!(cat, "serve-ref-score"))
                input type="text" inputmode="numeric" name="score" value=[value(what, "score")];
            }
        }
    };
    let lang =
        html! { @if asked.named { input type="hidden" name="lang" value=(asked.lang.tag()); } };
    html! {
        form.question method="get" action="/referee" {
            h2 { (tr!(cat, "serve-ref-meld")) }
            input type="hidden" name="q" value="meld";
            (lang)
            (text("meld", "cards", tr!(cat, "serve-ref-cards")))
            (tick("meld", "going_out", tr!(cat, "serve-ref-going-out")))
            button type="submit" { (tr!(cat, "serve-ref-ask")) }
        }
        form.question method="get" action="/referee" {
            h2 { (tr!(cat, "serve-ref-pickup")) }
            input type="hidden" name="q" value="pickup";
            (lang)
            (text("pickup", "top", tr!(cat, "serve-ref-top")))
            (text("pickup", "hand", tr!(cat, "serve-ref-hand")))
            (text("pickup", "table", tr!(cat, "serve-ref-table")))
            (tick("pickup", "frozen", tr!(cat, "serve-ref-frozen")))
            (tick("pickup", "opened", tr!(cat, "serve-ref-opened")))
            (score("pickup"))
            button type="submit" { (tr!(cat, "serve-ref-ask")) }
        }
        form.question method="get" action="/referee" {
            h2 { (tr!(cat, "serve-ref-go-out")) }
            input type="hidden" name="q" value="go-out";
            (lang)
            (text("go-out", "hand", tr!(cat, "serve-ref-hand")))
            (text("go-out", "table", tr!(cat, "serve-ref-table")))
            (tick("go-out", "opened", tr!(cat, "serve-ref-opened")))
            (score("go-out"))
            button type="submit" { (tr!(cat, "serve-ref-ask")) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_becomes_the_command_line_that_asks_it() {
        let q = Question::of(
            "q=pickup&top=h9&hand=h9+c9+c5&table=dK+dK+cK%3B+s5+s5+s5&frozen=1&score=-50",
        );
        assert_eq!(
            q.args().unwrap(),
            [
                "pickup", "--top", "h9", "--hand", "h9 c9 c5", "--meld", "dK dK cK", "--meld",
                "s5 s5 s5", "--frozen", "--score", "-50"
            ]
        );
        assert!(Question::of("").args().is_none());
        let rules = canasta::rules::load("classic").unwrap();
        let meld = Question::of("q=meld&cards=%E2%99%A5B+hB+jk")
            .args()
            .unwrap();
        match ask(&meld, &rules, Lang::De) {
            Verdict::Answer { yes, .. } => assert!(yes),
            Verdict::Refused(why) => panic!("{why}"),
        }
        match ask(
            &Question::of("q=meld&cards=h14").args().unwrap(),
            &rules,
            Lang::En,
        ) {
            Verdict::Refused(why) => assert!(why.contains("h14"), "{why}"),
            Verdict::Answer { .. } => panic!("h14 is no card"),
        }
    }
}
