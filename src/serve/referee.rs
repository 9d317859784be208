//! The referee on the phone: the three table questions (is this meld
//! legal, may I take the pile, may I go out) under the served game's rule
//! set, answered in the page's language. The form's fields become the
//! command's own inputs and the library's typed question as the command
//! line builds it (`app::adjudicate`), asked once (`ask::answered`); its
//! verdict, reasons and whole answer are written from that one answer.
//! Cards are typed in the notation (German letters and suit symbols too)
//! or tapped on the picker the page's script adds. A side's question
//! takes the side's total on the sheet as its score unless one is typed.

use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Extension, Query, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use serde::Deserialize;

use crate::app::adjudicate::{self, Names};
use crate::cli::adjudicate::{GoOutArgs, PickupArgs, TableMelds};
use crate::cli::{Format, MeldArgs};
use crate::i18n::Catalog;
use crate::i18n::tr;
use crate::render::Out;
use crate::serve::asked::Asked;
use crate::serve::frame::{self, Here};
use crate::serve::role::Role;
use crate::serve::table::Table;
use canasta::adjudicate::question::{Answer, Question};
use canasta::error::{Error, ErrorKind, Origin, Result};
use canasta::rules::RuleSet;
use canasta::sheet::fault::SheetFault;

/// The width of a verdict's table on a phone, in characters.
const PHONE_COLUMNS: usize = 38;

/// A question asked, as the form's query gives it: which (`q`), and its
/// fields; a tick box is ticked when it is sent at all.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(crate) struct Form {
    q: String,
    cards: String,
    going_out: Option<String>,
    top: String,
    hand: String,
    table: String,
    frozen: Option<String>,
    opened: Option<String>,
    score: String,
}

/// A tick box sent ticked.
fn ticked(field: Option<&String>) -> bool {
    field.is_some_and(|v| !v.trim().is_empty())
}

impl Form {
    /// The melds on the table, `;` between them.
    fn melds(&self) -> Vec<String> {
        self.table
            .split(';')
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// The score typed, else `side` (the asking side's total).
    fn score(&self, side: Option<i64>, names: &FormNames) -> Result<Option<i64>> {
        let text = self.score.trim();
        if text.is_empty() {
            return Ok(side);
        }
        text.parse::<i64>().map(Some).map_err(|_| {
            Error::new(
                ErrorKind::Usage,
                SheetFault::NotWholePoints {
                    value: text.to_string(),
                },
            )
            .within(Origin::arg(names.score.clone()))
        })
    }

    /// The question the form asks under `rules`, its inputs named as the
    /// form names them; none where no question was asked.
    fn question(
        &self,
        rules: &RuleSet,
        side: Option<i64>,
        names: &FormNames,
    ) -> Option<Result<Question>> {
        let question = match self.q.as_str() {
            "meld" => {
                let args = MeldArgs {
                    cards: vec![self.cards.clone()],
                    going_out: ticked(self.going_out.as_ref()),
                    opened: false,
                };
                crate::app::meld::meld_question(rules, &args, &names.inputs)
            }
            "pickup" => self.score(side, names).and_then(|score| {
                let args = PickupArgs {
                    top: Some(self.top.clone()),
                    hand: Some(vec![self.hand.clone()]),
                    melds: TableMelds(self.melds().into_iter().map(|m| vec![m]).collect()),
                    frozen: ticked(self.frozen.as_ref()),
                    opened: ticked(self.opened.as_ref()),
                    score,
                    pile_size: None,
                    in_foot: false,
                    state: None,
                };
                adjudicate::pickup_question(rules, &args, None, &names.inputs)
            }),
            "go-out" => self.score(side, names).and_then(|score| {
                let args = GoOutArgs {
                    hand: Some(vec![self.hand.clone()]),
                    lay: None,
                    table: self.melds(),
                    opened: ticked(self.opened.as_ref()),
                    score,
                    partner: None,
                    melded_before: false,
                    in_foot: false,
                    state: None,
                };
                adjudicate::go_out_question(rules, &args, None, &names.inputs)
            }),
            _ => return None,
        };
        Some(question)
    }
}

/// What the form's inputs are called where a refusal points at one.
struct FormNames {
    inputs: Names,
    score: String,
}

impl FormNames {
    fn new(cat: &Catalog) -> FormNames {
        FormNames {
            inputs: Names {
                cards: tr!(cat, "serve-ref-at-cards"),
                top: tr!(cat, "serve-ref-at-top"),
                hand: tr!(cat, "serve-ref-at-hand"),
                meld: tr!(cat, "serve-ref-at-table"),
                table: tr!(cat, "serve-ref-at-table"),
            },
            score: tr!(cat, "serve-ref-at-score"),
        }
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

/// The verdict the answer to a question gives, in `cat`'s words.
fn verdict(answer: Result<Answer>, cat: &Catalog) -> Verdict {
    match answer {
        Ok(a) => Verdict::Answer {
            yes: a.yes(),
            reasons: crate::app::ask::reasons(&a, cat),
            text: crate::app::ask::render(&a, Out::new(Format::Table, Some(PHONE_COLUMNS), cat))
                .unwrap_or_default(),
        },
        Err(e) => Verdict::Refused(crate::render::error::message(&e, cat)),
    }
}

/// `GET /referee`: the questions, and the answer to the one asked.
pub(crate) async fn page(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    asked: Asked,
    form: std::result::Result<Query<Form>, QueryRejection>,
) -> Response {
    // A query that does not read as a form asks nothing.
    let form = form.map(|Query(f)| f).unwrap_or_default();
    let snap = table.snapshot();
    let rules = snap.game.rules.clone();
    let side = match role {
        Role::Side(i) => snap.game.teams.get(i).map(|t| snap.game.total(t)),
        Role::Organiser | Role::Viewer => None,
    };
    let words = || crate::app::words(&rules, asked.lang).for_pad();
    // The catalogue is made again after the search: it is not shared
    // across threads, and the answer is awaited.
    let question = form.question(&rules, side, &FormNames::new(&words()));
    let answer = match question {
        Some(Ok(q)) => match crate::serve::ask::answered(&table, rules.clone(), q).await {
            // A pad busy with others' questions says when to ask again.
            Err(e) if e.code() == "referee_busy" => {
                return crate::serve::reply::refusal(
                    &e,
                    asked.lang,
                    crate::serve::reply::Reader::Person,
                );
            }
            answer => Some(answer),
        },
        Some(Err(e)) => Some(Err(e)),
        None => None,
    };
    let cat = words();
    let verdict = answer.map(|a| verdict(a, &cat));
    let body = html! {
        section.referee {
            h1 { (tr!(cat, "serve-referee-title", rules = rules.name.as_str())) }
            @if let Some(v) = &verdict { (verdict_of(v, &cat)) }
            p.picker-hint.js-only hidden { (tr!(cat, "serve-picker")) }
            (forms(&form, &asked, side, &cat))
        }
    };
    frame::page(
        asked.lang,
        asked.named,
        Here::Referee,
        role,
        snap.version,
        &body,
    )
    .into_response()
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

/// The three questions, each a form of its own, filled as last asked; a
/// side's score field holds the side's total on the sheet.
fn forms(q: &Form, asked: &Asked, side: Option<i64>, cat: &Catalog) -> Markup {
    let mine = |what: &str| q.q == what;
    let field = |name: &str| match name {
        "cards" => q.cards.as_str(),
        "top" => q.top.as_str(),
        "hand" => q.hand.as_str(),
        "table" => q.table.as_str(),
        "score" => q.score.as_str(),
        _ => "",
    };
    let value = |what: &str, name: &str| mine(what).then(|| field(name).trim().to_string());
    let checked = |what: &str, name: &str| {
        mine(what)
            && ticked(match name {
                "going_out" => q.going_out.as_ref(),
                "frozen" => q.frozen.as_ref(),
                _ => q.opened.as_ref(),
            })
    };
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
        let typed = value(what, "score").filter(|s| !s.is_empty());
        let shown = typed.or_else(|| side.map(|s| s.to_string()));
        html! {
            label { (tr!(cat, "serve-ref-score"))
                input type="text" inputmode="numeric" name="score" value=[shown];
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

    fn form(query: &str) -> Form {
        let uri: axum::http::Uri = format!("/referee?{query}").parse().unwrap();
        Query::<Form>::try_from_uri(&uri).unwrap().0
    }

    #[test]
    fn a_form_asks_the_commands_question_with_the_sides_score() {
        let rules = canasta::rules::load("classic").unwrap();
        let cat = Catalog::new(crate::i18n::Lang::De).for_pad();
        let names = FormNames::new(&cat);
        let q = form("q=pickup&top=h9&hand=h9+c9+c5&table=dK+dK+cK%3B+s5+c5+d5&frozen=1");
        let asked = q.question(&rules, Some(2310), &names);
        let Some(Ok(Question::Pickup(p))) = asked else {
            panic!("a pick-up: {asked:?}")
        };
        assert_eq!((p.table.len(), p.opened, p.score), (2, true, 2310));
        assert!(p.frozen.is_some());
        // A score typed wins over the side's.
        let typed = form("q=go-out&hand=hK&score=-50");
        let Some(Ok(Question::GoOut { request, .. })) = typed.question(&rules, Some(2310), &names)
        else {
            panic!("going out")
        };
        assert_eq!(request.score, -50);
        assert!(form("").question(&rules, None, &names).is_none());
        let Some(Err(bad)) = form("q=meld&cards=h14").question(&rules, None, &names) else {
            panic!("h14 is no card")
        };
        let said = crate::render::error::message(&bad, &cat);
        assert!(said.starts_with("Karten: "), "{said}");
        assert!(!said.contains("--") && !said.contains("meld:"), "{said}");
        let Some(Err(bad)) =
            form("q=pickup&top=h9&hand=h9&score=viel").question(&rules, None, &names)
        else {
            panic!("no score")
        };
        assert!(crate::render::error::message(&bad, &cat).starts_with("Punktestand: "));
    }
}
