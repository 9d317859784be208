//! `POST /api/ask`: the referee for a program, as the command line asks
//! it. The body names the question (`"ask"`) and gives the command's
//! inputs under their own names; they become the command's arguments, the
//! library's typed question is built from them by the command line's own
//! code (`app::adjudicate`), and the answer is the JSON document the
//! command prints under `--format json`. Every link may ask; a side's
//! question takes the side's total on the sheet as its score unless it
//! gives one.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use clap::ValueEnum;
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::app::adjudicate::{self, Names};
use crate::cli::adjudicate::{GoOutArgs, InitialMeldArgs, PartnerAnswer, PickupArgs, TableMelds};
use crate::cli::{Format, MeldArgs};
use crate::fault::FrontFault;
use crate::i18n::Lang;
use crate::render::Out;
use crate::serve::reply::{self, Refusal};
use crate::serve::role::Role;
use crate::serve::table::Table;
use canasta::adjudicate::question::{Answer, Question};
use canasta::error::{Error, ErrorKind, Result};
use canasta::rules::RuleSet;

/// The referee's answer to `question` under `rules`, asked off the
/// runtime's threads (a search may take most of a second) in the table's
/// bounded pool (`Questions`: a few at once, a few waiting, the rest
/// refused as busy); its search stops when the asker goes away. Every
/// question a phone or a program asks goes through here.
pub(crate) async fn answered(table: &Table, rules: RuleSet, question: Question) -> Result<Answer> {
    table
        .questions
        .ask(move |stop| crate::app::ask::answer_until(&rules, &question, stop.clone()))
        .await
        .and_then(|answer| answer)
}

/// Cards as one text in the notation, or a list of such texts.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum Texts {
    One(String),
    Many(Vec<String>),
}

impl Texts {
    fn list(self) -> Vec<String> {
        match self {
            Texts::One(text) => vec![text],
            Texts::Many(texts) => texts,
        }
    }
}

/// A number as JSON writes it, or as text.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum Number {
    Whole(i64),
    Text(String),
}

/// The questions, by the command that asks each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Ask {
    Meld,
    InitialMeld,
    Pickup,
    GoOut,
}

impl Ask {
    /// The inputs the command takes, under the body's names.
    fn takes(self) -> &'static [&'static str] {
        match self {
            Ask::Meld => &["cards", "going_out", "opened"],
            Ask::InitialMeld => &["cards", "score", "top", "frozen", "pile_size", "in_foot"],
            Ask::Pickup => &[
                "top",
                "hand",
                "meld",
                "frozen",
                "opened",
                "score",
                "pile_size",
                "in_foot",
            ],
            Ask::GoOut => &[
                "hand",
                "lay",
                "table",
                "opened",
                "score",
                "partner",
                "melded_before",
                "in_foot",
            ],
        }
    }
}

/// The body of `POST /api/ask`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Body {
    ask: Ask,
    cards: Option<Texts>,
    top: Option<String>,
    hand: Option<Texts>,
    meld: Option<Texts>,
    table: Option<Texts>,
    lay: Option<Texts>,
    #[serde(default)]
    frozen: bool,
    #[serde(default)]
    opened: bool,
    #[serde(default)]
    going_out: bool,
    #[serde(default)]
    in_foot: bool,
    #[serde(default)]
    melded_before: bool,
    score: Option<Number>,
    pile_size: Option<Number>,
    partner: Option<String>,
}

fn bad_body(cause: impl std::fmt::Display) -> Error {
    Error::new(
        ErrorKind::Usage,
        FrontFault::BadBody {
            cause: cause.to_string(),
        },
    )
}

/// The body, each of its keys one the question takes.
fn body_of(bytes: &[u8]) -> Result<Body> {
    let map: Map<String, Value> = serde_json::from_slice(bytes).map_err(bad_body)?;
    let body: Body = serde_json::from_value(Value::Object(map.clone())).map_err(bad_body)?;
    let takes = body.ask.takes();
    if let Some(key) = map
        .keys()
        .find(|k| *k != "ask" && !takes.contains(&k.as_str()))
    {
        return Err(bad_body(format!("`{key}` is no input of this question")));
    }
    Ok(body)
}

fn whole(name: &str, n: Option<Number>) -> Result<Option<i64>> {
    match n {
        None => Ok(None),
        Some(Number::Whole(n)) => Ok(Some(n)),
        Some(Number::Text(t)) => t
            .trim()
            .parse::<i64>()
            .map(Some)
            .map_err(|_| bad_body(format!("`{name}`: `{t}` is no whole number"))),
    }
}

/// The question the body asks under `rules`; `score` is the asking
/// side's total, where a side asks.
fn question(body: Body, rules: &RuleSet, score: Option<i64>) -> Result<Question> {
    let given = whole("score", body.score)?.or(score);
    let pile_size = match whole("pile_size", body.pile_size)? {
        None => None,
        Some(n) => Some(
            u32::try_from(n)
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| bad_body(format!("`pile_size`: {n} is no count of cards")))?,
        ),
    };
    let cards = body.cards.map(Texts::list).unwrap_or_default();
    let hand = body.hand.map(Texts::list);
    match body.ask {
        Ask::Meld => {
            let args = MeldArgs {
                cards,
                going_out: body.going_out,
                opened: body.opened,
            };
            crate::app::meld::meld_question(rules, &args, &Names::command_line("meld"))
        }
        Ask::InitialMeld => {
            let args = InitialMeldArgs {
                score: given,
                top: body.top,
                frozen: body.frozen,
                pile_size,
                in_foot: body.in_foot,
                state: None,
                hand: cards,
            };
            adjudicate::initial_meld_question(rules, &args, None, &Names::command_line("HAND"))
        }
        Ask::Pickup => {
            let melds = body.meld.map(Texts::list).unwrap_or_default();
            let args = PickupArgs {
                top: body.top,
                hand,
                melds: TableMelds(melds.into_iter().map(|m| vec![m]).collect()),
                frozen: body.frozen,
                opened: body.opened,
                score: given,
                pile_size,
                in_foot: body.in_foot,
                state: None,
            };
            adjudicate::pickup_question(rules, &args, None, &Names::command_line("HAND"))
        }
        Ask::GoOut => {
            let partner = body
                .partner
                .map(|p| {
                    PartnerAnswer::from_str(p.trim(), true)
                        .map_err(|_| bad_body(format!("`partner`: `{p}` is neither yes nor no")))
                })
                .transpose()?;
            let args = GoOutArgs {
                hand,
                lay: body.lay.map(|l| l.list().join("; ")),
                table: body.table.map(Texts::list).unwrap_or_default(),
                opened: body.opened,
                score: given,
                partner,
                melded_before: body.melded_before,
                in_foot: body.in_foot,
                state: None,
            };
            adjudicate::go_out_question(rules, &args, None, &Names::command_line("HAND"))
        }
    }
}

/// `POST /api/ask`.
pub(crate) async fn ask(
    State(table): State<Arc<Table>>,
    Extension(role): Extension<Role>,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> std::result::Result<Response, Refusal> {
    let lang: Lang = crate::serve::lang::of_request(&uri, &headers, table.lang);
    let refuse = |e: Error| Refusal::command_line(e, lang);
    let snap = table.snapshot();
    let rules = snap.game.rules.clone();
    let score = match role {
        Role::Side(i) => snap.game.teams.get(i).map(|t| snap.game.total(t)),
        Role::Organiser | Role::Viewer => None,
    };
    drop(snap);
    let question = body_of(&body)
        .and_then(|b| question(b, &rules, score))
        .map_err(refuse)?;
    let answer = answered(&table, rules.clone(), question)
        .await
        .map_err(refuse)?;
    let words = crate::app::words(&rules, lang);
    let json =
        crate::app::ask::render(&answer, Out::new(Format::Json, None, &words)).map_err(refuse)?;
    Ok(reply::json(StatusCode::OK, json))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_takes_the_commands_inputs_and_nothing_else() {
        let rules = canasta::rules::load("classic").unwrap();
        let asked =
            |json: &str| body_of(json.as_bytes()).and_then(|b| question(b, &rules, Some(2310)));
        assert!(matches!(
            asked(r#"{"ask": "meld", "cards": ["hK", "dK jk"]}"#).unwrap(),
            Question::Meld { ref cards, .. } if cards.len() == 3
        ));
        let Question::Pickup(p) = asked(
            r#"{"ask": "pickup", "top": "h9", "hand": "h9 c9", "meld": ["c5 d5 s5", "hK dK cK"], "frozen": true}"#,
        )
        .unwrap() else {
            panic!("a pick-up")
        };
        assert_eq!((p.table.len(), p.opened, p.score), (2, true, 2310));
        let Question::GoOut { request, .. } =
            asked(r#"{"ask": "go-out", "hand": "hK", "partner": "ja", "score": "-50"}"#).unwrap()
        else {
            panic!("going out")
        };
        assert_eq!((request.score, request.partner), (-50, Some(true)));
        for bad in [
            r#"{"ask": "meld", "top": "h9", "cards": "hK dK jk"}"#,
            r#"{"ask": "pickup", "rules": "samba"}"#,
            r#"{"ask": "pickup", "state": "t.yaml"}"#,
            r#"{"ask": "score"}"#,
            r#"{"ask": "initial-meld", "pile_size": 0, "cards": "hK"}"#,
            r#"{"ask": "go-out", "hand": "hK", "partner": "maybe"}"#,
        ] {
            assert_eq!(asked(bad).unwrap_err().code(), "bad_body", "{bad}");
        }
        let bad_card = asked(r#"{"ask": "meld", "cards": "h14"}"#).unwrap_err();
        assert!(
            bad_card
                .fault::<canasta::notation::NotationFault>()
                .is_some(),
            "{bad_card:?}"
        );
    }
}
