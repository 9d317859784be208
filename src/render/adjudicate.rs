//! `canasta initial-meld`, `pickup`, `go-out`.
