//! Every test that drives the `canasta` binary or the library from outside,
//! in one test binary (as `just` does): one link instead of one per file,
//! and one harness (`common`) that fixes the environment each command sees.

#[macro_use]
mod common;

mod adjudicate;
mod bad_arguments;
mod big_sheets;
mod chart;
mod cli;
mod club;
mod concealed_alone;
mod error_lang;
mod errors;
mod foot_and_partner;
mod game;
mod game_concurrency;
mod game_errors;
mod game_saving;
mod german_pad;
mod german_table;
mod halves;
mod help;
mod hostile_exit;
mod hostile_files;
mod hostile_prompt;
mod hostile_saves;
mod hostile_search;
mod hostile_sheets;
mod hostile_words;
mod hostile_yaml;
mod install;
mod man;
mod modern_american;
mod no_panic;
mod pile_cards;
mod project;
mod prompt;
mod readme;
mod referee_de;
mod release;
mod samba;
mod score;
mod score_by_hand;
mod score_errors;
mod serve;
mod serve_browser;
mod serve_evening;
mod serve_hold;
mod serve_night;
mod sheet_error_lang;
mod sheet_pad;
mod special_hands;
