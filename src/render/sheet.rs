//! `canasta score` and `canasta game`.
